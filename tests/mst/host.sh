#!/bin/bash
# NVIDIA's tools as Debian 12 ships them (package mstflint) against the firmware model, on the
# host: each tool runs unmodified with mstshim.so preloaded (tests/mst/run-host), and mlx5ctl
# runs on the model too (mlx5ctl-model: the tool with its device in-process); both keep the
# model's NV configuration in one file, so that each run is a boot of the same adapter. Checked:
# the flash image against MGIR, mstreg's MGIR against mlx5ctl's (ICMD and ACCESS_REG reach the
# same handlers), mstconfig and mlx5ctl config each seeing the other's change after the next
# boot, mstregdump against mstflint's own CR-space map, mstlink, mstvpd, mstfwreset; and, with
# mlx5fw-mkimage, mstflint's firmware-controlled burn (MCQS announced: MCC, MCDA) of an FS4
# image: another board's (PSID) refused, a damaged one refused, a tampered one refused by the
# device's digest check, a burn cancelled with SIGINT mid-download leaves the running firmware
# and nothing pending; then a good image burnt; the next "boot"
# runs it, as mlx5ctl fw query sees too (the model's firmware store is shared like its NV file).
# The proof on a real kernel is the VM test (tests/vm/mst/run, tests/vm/fw/run); this one runs in
# seconds.
#
# usage: tests/mst/host.sh SHIM.so MLX5CTL_MODEL [MKIMAGE]
# Exit status 77 (skipped) without the tools or without a mount namespace (see run-host).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
shim=$(readlink -f "${1:?usage: host.sh SHIM.so MLX5CTL_MODEL [MKIMAGE]}")
model=$(readlink -f "${2:?usage: host.sh SHIM.so MLX5CTL_MODEL [MKIMAGE]}")
mkimage=${3:+$(readlink -f "$3")}
for t in mstflint mstreg mstconfig mstlink mstregdump mstvpd; do
    command -v $t >/dev/null || { echo "host.sh: no $t (apt-get install mstflint): skipped"; exit 77; }
done
# shellcheck source-path=SCRIPTDIR source=compare.sh
. "$here/compare.sh"
# shellcheck source-path=SCRIPTDIR source=hostlib.sh
. "$here/hostlib.sh"
# the shim's firmware store is mlx5ctl-model's: one card (each run a power-on)
export MSTSHIM_FWSTORE=$nv.fw
expect() { # expect PATTERN [FILE]: the last output has it
    grep -q -E "$1" "${2:-$out}" || { cat "${2:-$out}" "$err"; fail "expected /$1/"; }
}

# mstflint: the flash image (FS4) is the model's, and verifies
run mstflint -d $dev q || fail "mstflint q"
cat "$out"
expect '^Image type: +FS4$'
version=$(sed -n 's/^FW Version: *//p' "$out")
psid=$(sed -n 's/^PSID: *//p' "$out")
expect '^Base MAC: +0c42a1d00000 +8$'
run mstflint -d $dev v || fail "mstflint v"
expect 'FW image verification succeeded'
tail -3 "$out"

# mstreg: MGIR through ICMD = mlx5ctl's through ACCESS_REG; the image's version and PSID are
# MGIR's
run mstreg -d $dev --reg_name MGIR --get || fail "mstreg MGIR"
mlx5ctl reg MGIR
n=$(mgir_compare "$out" "$ctl") || fail "$n"
echo "MGIR: $n fields equal (mstreg through ICMD, mlx5ctl through ACCESS_REG)"
expect "^fw_info\.psid: +$psid\$" "$ctl"
mgir_version="$(mst_field "$out" extended_major).$(mst_field "$out" extended_minor)"
mgir_version+=".$(mst_field "$out" extended_sub_minor)"
[[ -n $version && $version = "$mgir_version" ]] ||
    fail "flash image version '$version', MGIR '$mgir_version'"
# a write the model refuses (its port cannot be set down): the register's status comes back
paos=(--reg_name PAOS --indexes "local_port=0x1,lp_msb=0x0,swid=0x0")
run mstreg -d $dev "${paos[@]}" --set "admin_status=0x2,ase=0x1" -y && fail "mstreg wrote PAOS"
grep -q 'Method not supported' "$out" "$err" || { cat "$out" "$err"; fail "PAOS write: no status"; }
run mstreg -d $dev "${paos[@]}" --get || fail "mstreg PAOS"
[ "$(mst_field "$out" admin_status)" = 1 ] || fail "PAOS admin_status changed by a refused write"
run mstreg -d $dev --show_regs || fail "mstreg --show_regs"
expect '^MGIR '

# mstconfig and mlx5ctl config: the same items; each tool's change is the other's after a boot
run mstconfig -d $dev -e q NUM_OF_VFS SRIOV_EN || fail "mstconfig q"
expect '^Name: +MCX623105AN-CDAT'
mlx5ctl config
cfg_compare "$out" "$ctl" "0 0 0" "0 0 0" || fail "NV items differ"
run mstconfig -d $dev -y set SRIOV_EN=1 || fail "mstconfig set"
expect 'Please reboot'
mlx5ctl -y config GLOBAL_PCI_CONF.total_vfs=6
run mstconfig -d $dev -e q NUM_OF_VFS SRIOV_EN || fail "mstconfig q after the reboot"
mlx5ctl config
cfg_compare "$out" "$ctl" "6 6 0" "1 1 0" || fail "NV items differ after the reboot"
# the limit is the device's (NV GLOBAL_PCI_CAP max_vfs_per_pf)
run mstconfig -d $dev -y set NUM_OF_VFS=9 && fail "mstconfig set more VFs than the device has"
grep -q 'larger than maximum allowed 8' "$out" "$err" || { cat "$out" "$err"; fail "NUM_OF_VFS=9"; }
run mstconfig -d $dev -y reset || fail "mstconfig reset"
run mstconfig -d $dev q NUM_OF_VFS || fail "mstconfig q after reset"
expect '^ +NUM_OF_VFS +0 *$'
# every host TLV of mstconfig's database is the model's: its whole query reads them all, and
# mlx5ctl config speaks mstconfig's names and words
run mstconfig -d $dev q || fail "mstconfig q (every parameter)"
shown=$(awk '/^Configurations:/ { on = 1; next } on && NF >= 2 { print $1 }' "$out")
[ "$(echo "$shown" | wc -w)" -ge 50 ] || { cat "$out"; fail "mstconfig q shows too little"; }
# shellcheck disable=SC2086 # one argument per name
mlx5ctl config $shown
rows=$(grep -c -E '^[A-Z0-9_]+\.[a-z0-9_]+ ' "$ctl")
[ "$rows" = "$(echo "$shown" | wc -w)" ] || { cat "$ctl"; fail "mlx5ctl config: $rows rows"; }
echo "mstconfig q: $rows parameters, each known to mlx5ctl config by mstconfig's name"
mlx5ctl -y config CQE_COMPRESSION=AGGRESSIVE LRO_LOG_TIMEOUT0=5 SRIOV_EN=True NUM_OF_VFS=8
run mstconfig -d $dev q CQE_COMPRESSION LRO_LOG_TIMEOUT0 SRIOV_EN NUM_OF_VFS ||
    fail "mstconfig q after mlx5ctl config"
expect '^ +CQE_COMPRESSION +AGGRESSIVE\(1\) *$'
expect '^ +LRO_LOG_TIMEOUT0 +5 *$'
expect '^ +SRIOV_EN +True\(1\) *$'
expect '^ +NUM_OF_VFS +8 *$'
run mstconfig -d $dev -y reset || fail "mstconfig reset (2)"

# mstlink: the port (PAOS, PTYS, PMLP, PDDR) and the firmware version (ICMD GET_FW_INFO)
run mstlink -d $dev || fail "mstlink"
cat "$out"
expect '^State +: Active$'
expect '^Speed +: 100GbE$'
expect '^Width +: 4x$'
expect "^Firmware Version +: $version\$"

# mstlink's views against mlx5ctl link on the same port (compare.sh: link_compare). Each run is
# a power-on of the card: both find it up for 10 s (MSTSHIM_UPTIME, MLX5CTL_MODEL_UPTIME), so
# that the BERs, errors over bits since the link came up, are measured over the same span
export MSTSHIM_UPTIME=10 MLX5CTL_MODEL_UPTIME=10
for view in "" "-c" "-m"; do
    # shellcheck disable=SC2086
    run mstlink -d $dev $view || fail "mstlink $view"
    cp "$out" "$tmp/mstlink"
    # shellcheck disable=SC2086
    mlx5ctl link $view
    n=$(link_compare "$tmp/mstlink" "$ctl") || { cat "$tmp/mstlink" "$ctl"; fail "mstlink $view against mlx5ctl link: $n"; }
    echo "mstlink ${view:-(default)} against mlx5ctl link: $n values equal"
done
unset MSTSHIM_UPTIME MLX5CTL_MODEL_UPTIME

# mstregdump: the whole CR-space map of the ConnectX-6 Dx, one line per dword, hardware id
run mstregdump $dev || fail "mstregdump"
map=/usr/share/mstflint/ConnectX6DX.csv
want=$(awk -F, '!/^#/ && NF >= 2 { n += $2 } END { print n }' $map)
have=$(grep -c -E '^0x[0-9a-f]{8} 0x[0-9a-f]{8}$' "$out")
echo "mstregdump: $have dwords (the map: $want)"
[ "$have" = "$want" ] || fail "mstregdump: $have dwords, $want in $map"
expect '^0x000f0014 0x00000212$'

# mstvpd: the PCI VPD capability
run mstvpd $dev || fail "mstvpd"
cat "$out"
expect '^PN: +MCX623105AN-CDAT$'
expect "^V1: +$psid\$"
expect '^SN: +MT'

# mstflint burn: the firmware-controlled path (MCQS, MCQI, MCC, MCDA, FS4 images)
if [ -n "$mkimage" ]; then
    if ! "$mkimage" --fs4 --version 22.47.1 -o "$tmp/new.bin" ||
       ! "$mkimage" --fs4 --version 22.47.2 --defect tamper -o "$tmp/tampered.bin" ||
       ! "$mkimage" --fs4 --version 22.47.3 --psid MT_0000000111 -o "$tmp/psid.bin" ||
       ! "$mkimage" --fs4 --version 22.47.4 --defect payload -o "$tmp/damaged.bin" ||
       ! "$mkimage" --fs4 --version 22.47.5 --payload $((1 << 20)) -o "$tmp/big.bin"; then
        fail "mlx5fw-mkimage"
    fi
    # another board's image: mstflint refuses it, and a secure card refuses the PSID change
    run mstflint -d $dev -i "$tmp/psid.bin" -y burn && fail "another board's image was burnt"
    expect 'PSID mismatch'
    run mstflint -d $dev -i "$tmp/psid.bin" -y --allow_psid_change burn &&
        fail "a PSID change was burnt"
    expect 'Changing PSID is unsupported under Secure FW'
    # a damaged image (a section's CRC): mstflint finds it before it sends anything
    run mstflint -d $dev -i "$tmp/damaged.bin" -y burn && fail "a damaged image was burnt"
    expect 'Burning FS4 image failed'
    # a tampered one, every CRC right: only the device's digest check finds it
    run mstflint -d $dev -i "$tmp/tampered.bin" -y burn && fail "a tampered image was burnt"
    grep -q 'The Digest in the signature is wrong' "$out" "$err" ||
        { cat "$out" "$err"; fail "tampered: not the device's digest error"; }
    # a burn cancelled (SIGINT) in the middle of the download: mstflint cancels and releases
    "$here/run-host" "$shim" "$nv" mstflint -d $dev -i "$tmp/big.bin" -y burn >"$out" 2>&1 &
    pid=$!
    for _ in $(seq 600); do
        grep -q -a 'Writing Boot image component - *[1-9][0-9]*%' "$out" && break
        sleep 0.1
    done
    kill -INT $pid
    wait $pid && fail "the cancelled burn succeeded"
    grep -q -a 'Received signal 2' "$out" || { cat "$out"; fail "the burn was not cancelled"; }
    # the running firmware never changed, nothing is pending
    run mstflint -d $dev q || fail "mstflint q after the refusals"
    expect "^FW Version: +$version\$"
    mlx5ctl fw query
    expect "^1 +BOOT_IMG +$version +- +IDLE" "$ctl"
    echo "mstflint burn: another PSID, a damaged, a tampered image and a cancelled burn refused; $version runs"
    run mstflint -d $dev -i "$tmp/new.bin" -y burn || fail "mstflint burn"
    expect 'Writing Boot image component - +OK'
    # the next power-on runs it; mstflint reads the running component back and verifies it
    run mstflint -d $dev q || fail "mstflint q after the burn"
    expect '^FW Version: +22\.47\.0001$'
    run mstflint -d $dev v || fail "mstflint v after the burn"
    expect 'FW image verification succeeded'
    mlx5ctl fw query
    expect '^1 +BOOT_IMG +22\.47\.0001 +- +IDLE' "$ctl"
    echo "mstflint burn: 22.47.0001 burnt and running after the next power-on"
fi

# mstconfig backup (MNVGN: the items set) and its restore (set_raw, MNVDA); mlx5ctl config
# --reset ITEM (MNVDI) seen by mstconfig, and mlx5ctl's backup of the same items
run mstconfig -d $dev -f "$tmp/empty.raw" backup && fail "backup of an empty NV area"
expect 'NV data area may be empty'
run mstconfig -d $dev -y set SRIOV_EN=1 NUM_OF_VFS=4 || fail "mstconfig set (backup)"
run mstconfig -d $dev -f "$tmp/bk.raw" backup || fail "mstconfig backup"
grep -q '^0x0100000c 0x00000080 ' "$tmp/bk.raw" || { cat "$tmp/bk.raw"; fail "backup: no GLOBAL_PCI_CONF"; }
mlx5ctl config --backup "$tmp/bk.mlx5ctl"
grep -q '^GLOBAL_PCI_CONF.total_vfs=4$' "$tmp/bk.mlx5ctl" || { cat "$tmp/bk.mlx5ctl"; fail "mlx5ctl backup"; }
mlx5ctl -y config --reset NUM_OF_VFS
run mstconfig -d $dev q NUM_OF_VFS SRIOV_EN || fail "mstconfig q after mlx5ctl --reset"
expect '^ +NUM_OF_VFS +0 *$'
expect '^ +SRIOV_EN +False\(0\) *$'
run mstconfig -d $dev -y -f "$tmp/bk.raw" set_raw || fail "mstconfig set_raw (restore)"
mlx5ctl config NUM_OF_VFS
expect '^GLOBAL_PCI_CONF.total_vfs +[0-9]+ +4 ' "$ctl"
run mstconfig -d $dev -y reset || fail "mstconfig reset (3)"
echo "mstconfig backup/set_raw and mlx5ctl config --reset ITEM/--backup: agree"

# mstcongestion (MPEGC): each run is a power-on, and MPEGC is runtime state: a set is seen in
# the register's answer (MSTSHIM_TRACE=2), a query shows the reset values
if command -v mstcongestion >/dev/null; then
    run mstcongestion -d $dev -q || fail "mstcongestion -q"
    expect '^Action: disabled$'
    expect '^Mode: aggressive$'
    MSTSHIM_TRACE=2 run mstcongestion -d $dev --action mark || fail "mstcongestion --action mark"
    expect 'Action was set successfully'
    grep -A2 'reg 0x9056 write' "$err" | grep -q 'out 00000000 00000000 [46]0000002' ||
        { cat "$err"; fail "MPEGC mark not taken"; }
    # dynamic with the handling disabled (a fresh power-on): the PRM's "must be disabled"
    run mstcongestion -d $dev --mode dynamic && fail "dynamic accepted while disabled"
    expect 'Bad parameter'
    run mstcongestion -d $dev --mode aggressive || fail "mstcongestion --mode aggressive"
fi

# mstfwreset (Python) if it runs here: the reset levels of MFRL, the sync owners MCAM announces;
# then the reset synchronised with the driver (mstshim plays mlx5_core's part) runs the
# pending image on a card that keeps running between the tools (MSTSHIM_RUNNING)
if command -v mstfwreset >/dev/null && /usr/bin/python3 -c 'import ctypes' 2>/dev/null; then
    run mstfwreset -d $dev q || fail "mstfwreset q"
    expect '^3: Driver restart and PCI reset +-Supported'
    expect '^1: Driver is the owner +-Supported'
    if [ -n "$mkimage" ]; then
        "$mkimage" --fs4 --version 22.48.1 -o "$tmp/reset.bin" || fail "mlx5fw-mkimage"
        export MSTSHIM_RUNNING=1
        run mstflint -d $dev -i "$tmp/reset.bin" -y burn || fail "mstflint burn (reset)"
        run mstflint -d $dev q || fail "mstflint q (pending)"
        expect '^FW Version\(Running\): +22\.47\.0001$'
        if lscpu 2>/dev/null | grep -q 'Hypervisor vendor'; then
            # the tool refuses under a hypervisor (CPUID, which no preload can change)
            run mstfwreset -d $dev reset -l 3 --sync 1 -y && fail "mstfwreset reset in a VM"
            expect 'not supported on virtual machines'
            echo "mstfwreset reset: refused (lscpu shows a hypervisor); the model's part: fw_test_fwreset"
        else
            MSTSHIM_DRIVER=mlx5_core run mstfwreset -d $dev reset -l 3 --sync 1 -y ||
                fail "mstfwreset reset"
            expect 'FW was loaded successfully'
            grep -q 'mlx5_core: Sync Reset Request, acked' "$err" || { cat "$err"; fail "no request"; }
            grep -q 'PCI hot reset done, firmware version: 22.48.1' "$err" ||
                { cat "$err"; fail "the reset did not run the pending image"; }
            run mstflint -d $dev q || fail "mstflint q after the reset"
            expect '^FW Version: +22\.48\.0001$'
            echo "mstfwreset reset -l 3 --sync 1: 22.48.0001 running without a power-on"
        fi
        unset MSTSHIM_RUNNING
    fi
fi

[ $failed = 0 ] && echo "host.sh: all tools passed"
exit $failed
