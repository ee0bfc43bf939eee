#!/bin/sh
# Guest test, normal boot (tests/vm/mst/run, boot 1): NVIDIA's tools as Debian 12 ships them
# (mstflint 4.21, unmodified, with their libraries and data) against the emulated ConnectX over
# the legacy path (configuration space: VSC gateway, ICMD; the VPD capability), each checked
# against what mlx5ctl reads through the driver: the firmware version and PSID (mstflint q),
# MGIR field by field (mstreg), the NV items (mstconfig, both ways, across a device reset),
# the port (mstlink's default, -c and -m views against mlx5ctl link, before and after the
# cable is pulled), the whole CR-space map (mstregdump), the VPD (mstvpd), mstflint burn of an
# FS4 image through the firmware-managed path (another board's, a damaged, a tampered one and a
# cancelled burn refused, nothing changed; the good one pending, then running after the device
# reset). The tools cause no
# guest error in the model, mlx5_core logs nothing while they run, and the device counts their
# ICMD commands. Leaves SRIOV_EN=1 (set by mstconfig) and total_vfs=6 (by mlx5ctl) for boot 2.
# (variables set by qget: eval)
# shellcheck disable=SC2154
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh
# shellcheck source=../../mst/compare.sh
. /usr/lib/mlx5ctl/compare.sh

dev=01:00.0
pci=0000:$dev
out=/tmp/out
ctl=/tmp/ctl
for t in mstflint mstreg mstconfig mstlink mstregdump mstvpd mlx5ctl; do
    command -v $t >/dev/null || fail "no $t in the initramfs"
done
wait_for 'ls /dev/mlx5ctl-* >/dev/null 2>&1' 30 || fail "no /dev/mlx5ctl-*"

expect() { # expect PATTERN [FILE]: the last output has it
    grep -q -E "$1" "${2:-$out}" || { cat "${2:-$out}"; fail "expected /$1/"; }
}
# run TOOL ARGS...: the tool's output (colours dropped) in $out; fails the test when it fails
run() {
    echo "# [$(cut -d' ' -f1 /proc/uptime)] $*"
    "$@" >$out.raw 2>&1 || { cat $out.raw; fail "$* failed"; }
    sed "s/$(printf '\033')\\[[0-9;]*m//g" $out.raw >$out
}
# what mlx5_core has logged about the function (mlx5ctl's audit lines of its own commands aside;
# the link's going down and up when the cable is pulled are the cable's, not the tools')
mlx5_lines() { dmesg | grep -E 'mlx5_core [0-9a-f]{4}:' | grep -c -v -E ': Link (up|down)$'; }

qget ge0 guest-errors
qget ic0 icmd-cmds
qget ia0 icmd-reg-accesses
k0=$(mlx5_lines)

# --- mstflint q / v: the flash image carries MGIR's version and PSID ---------------------------
mlx5ctl --json list >$ctl || fail "mlx5ctl list"
fw=$(sed -n 's/.*"firmware": "\([^"]*\)".*/\1/p' $ctl)
mlx5ctl reg MGIR >$ctl || fail "mlx5ctl reg MGIR"
psid=$(sed -n 's/^fw_info\.psid: *//p' $ctl)
echo "mlx5ctl: firmware $fw, PSID $psid"
if [ -z "$fw" ] || [ -z "$psid" ]; then fail "mlx5ctl gave no firmware version or PSID"; fi
run mstflint -d $dev q
cat $out
expect "^FW Version: +$fw\$"
expect "^PSID: +$psid\$"
expect '^Image type: +FS4$'
run mstflint -d $dev v
expect 'FW image verification succeeded'

# --- mstreg MGIR = mlx5ctl reg MGIR ------------------------------------------------------------
run mstreg -d $dev --reg_name MGIR --get
mlx5ctl reg MGIR >$ctl || fail "mlx5ctl reg MGIR"
n=$(mgir_compare $out $ctl) || { cat $out $ctl; fail "$n"; }
[ "$(mst_field $out device_id)" = 4125 ] || fail "MGIR device_id $(mst_field $out device_id)"
echo "MGIR: $n fields equal (mstreg through ICMD, mlx5ctl through ACCESS_REG)"

# --- mstconfig = mlx5ctl config; a change by either is the other's next-boot value -------------
# items: NUM_OF_VFS = GLOBAL_PCI_CONF.total_vfs, SRIOV_EN = GLOBAL_PCI_CONF.sriov_en
check_cfg() { # check_cfg "current next default" for total_vfs, then for sriov_en
    run mstconfig -d $dev -e q NUM_OF_VFS SRIOV_EN
    mlx5ctl config >$ctl || fail "mlx5ctl config"
    cfg_compare $out $ctl "$1" "$2" >/tmp/cmp || { cat /tmp/cmp $out $ctl; fail "NV items differ"; }
    cat /tmp/cmp
}
check_cfg "0 0 0" "0 0 0"
cat $out
expect "^Name: +MCX623105AN-CDAT"
# each tool sets an item for the next boot; both tools show both changes
run mstconfig -d $dev -y set SRIOV_EN=1
expect 'Please reboot'
echo "# mlx5ctl -y config GLOBAL_PCI_CONF.total_vfs=6"
mlx5ctl -y config GLOBAL_PCI_CONF.total_vfs=6 >$ctl || fail "mlx5ctl config set"
check_cfg "0 6 0" "0 1 0"

# --- mstlink: the port, as mlx5ctl link shows it; the cable pulled and plugged back ------------
run mstlink -d $dev
cat $out
expect '^Physical state +: LinkUp$'
expect "^Firmware Version +: $fw\$"
LINK_BER_SLACK=1 mstlink_views $dev $out $ctl || fail "mstlink against mlx5ctl link"
host_step qom-set /machine/peripheral/cx0 cable false >/dev/null || fail "qom-set cable false"
LINK_BER_SLACK=1 mstlink_unplugged $dev $out $ctl || fail "mstlink without the cable"
host_step qom-set /machine/peripheral/cx0 cable true >/dev/null || fail "qom-set cable true"
wait_for "mstlink -d $dev 2>/dev/null | grep -q -E '^State +: .*Active'" 30 ||
    fail "mstlink: the link did not come back with the cable"

# --- mstregdump: every dword of the ConnectX-6 Dx CR-space map --------------------------------
echo "# [$(cut -d' ' -f1 /proc/uptime)] mstregdump $dev"
mstregdump $dev >$out 2>/tmp/err || { cat /tmp/err; fail "mstregdump"; }
map=/usr/share/mstflint/ConnectX6DX.csv
want=$(awk -F, '!/^#/ && NF >= 2 { n += $2 } END { print n }' $map)
have=$(grep -c -E '^0x[0-9a-f]{8} 0x[0-9a-f]{8}$' $out)
echo "mstregdump: $have dwords, last $(tail -n 1 $out) (the map: $want)"
[ "$have" = "$want" ] || fail "mstregdump: $have dwords, $want in $map"
hw=$(mlx5ctl reg MGIR >$ctl && ctl_field $ctl hw_dev_id)
expect "^0x000f0014 $(printf '0x%08x' "$hw")\$"

# --- mstvpd: the VPD capability, read by the kernel -------------------------------------------
run mstvpd $dev
cat $out
expect '^PN: +MCX623105AN-CDAT$'
expect "^V1: +$psid\$"

# --- mstflint burn: the firmware-managed path (MCQS announced: MCQI, MCC, MCDA through ICMD) ---
# a tampered image (every CRC right): the device's digest check refuses it, nothing changes
burn() { # burn IMAGE: mstflint's burn, its output in $out, its status returned
    echo "# [$(cut -d' ' -f1 /proc/uptime)] mstflint -d $dev -i $1 -y burn"
    mstflint -d $dev -i "$1" -y burn >$out.raw 2>&1
    rc=$?
    tr '\r' '\n' <$out.raw | sed "s/$(printf '\033')\\[[0-9;]*m//g" >$out
    return $rc
}
burn /root/tampered.fs4 && { cat $out; fail "a tampered image was burnt"; }
expect 'The Digest in the signature is wrong'
# another board's image: mstflint refuses it, and the secure card a PSID change
burn /root/psid.fs4 && { cat $out; fail "another board's image was burnt"; }
expect 'PSID mismatch'
echo "# mstflint -d $dev -i /root/psid.fs4 -y --allow_psid_change burn"
mstflint -d $dev -i /root/psid.fs4 -y --allow_psid_change burn >$out 2>&1 </dev/null &&
    { cat $out; fail "a PSID change was burnt"; }
expect 'Changing PSID is unsupported under Secure FW'
# a damaged image (a section's CRC): mstflint finds it before it sends anything
burn /root/damaged.fs4 && { cat $out; fail "a damaged image was burnt"; }
expect 'Burning FS4 image failed'
# a burn cancelled (SIGINT) mid-download: mstflint cancels and releases the handle
mstflint -d $dev -i /root/big.fs4 -y burn >$out.raw 2>&1 </dev/null &
pid=$!
wait_for "tr '\\r' '\\n' <$out.raw | grep -q 'component - *[1-9][0-9]*%'" 60 ||
    { cat $out.raw; fail "no burn progress"; }
kill -INT $pid
wait $pid && { cat $out.raw; fail "the cancelled burn succeeded"; }
grep -q 'Received signal 2' $out.raw || { cat $out.raw; fail "the burn was not cancelled"; }
qget held fwu-held
[ "$held" = 0 ] || fail "the update handle is held after the cancelled burn"
run mlx5ctl fw query
expect "^1 +BOOT_IMG +$fw +- +IDLE"
echo "mstflint burn: another PSID, a damaged, a tampered image and a cancelled burn refused; $fw runs, nothing pending"
# the image: burnt, pending until the device reset below
t0=$(cut -d' ' -f1 /proc/uptime)
burn /root/new.fs4 || { cat $out; fail "mstflint burn"; }
t1=$(cut -d' ' -f1 /proc/uptime)
expect 'Writing Boot image component - +OK'
echo "mstflint burn: $(stat -c %s /root/new.fs4) bytes in $t0 -> $t1 s uptime"
run mlx5ctl fw query
cat $out
expect "^1 +BOOT_IMG +$fw +22\\.47\\.0001 +ACTIVE_PENDING_RESET"
run mstflint -d $dev q
cat $out
expect '^FW Version: +22\.47\.0001$'
expect "^FW Version\\(Running\\): +$fw\$"

k1=$(mlx5_lines)
qget ge1 guest-errors
qget ic1 icmd-cmds
qget ia1 icmd-reg-accesses
echo "device: $((ic1 - ic0)) ICMD commands, $((ia1 - ia0)) register accesses through ICMD," \
     "$((ge1 - ge0)) guest errors; mlx5_core kernel lines: $k0 before, $k1 after"
[ "$ge1" = "$ge0" ] || fail "the tools caused guest errors in the model"
[ "$k1" = "$k0" ] || { dmesg | tail -n 20; fail "mlx5_core logged while the tools ran"; }
[ $((ia1 - ia0)) -gt 50 ] || fail "the tools did not go through ICMD"

# --- a device reset (what a reboot does to the firmware): both changes become current ----------
echo "# unbind mlx5_core, reset the function ($(cat /sys/bus/pci/devices/$pci/reset_method)), bind"
echo $pci >/sys/bus/pci/drivers/mlx5_core/unbind || fail "unbind"
echo 1 >/sys/bus/pci/devices/$pci/reset || fail "reset"
echo $pci >/sys/bus/pci/drivers/mlx5_core/bind || fail "bind"
wait_for 'ls /dev/mlx5ctl-* >/dev/null 2>&1' 30 || fail "no /dev/mlx5ctl-* after the reset"
check_cfg "6 6 0" "1 1 0"
# the burnt image runs since the reset; mlx5_core came back up on it
run mstflint -d $dev q
expect '^FW Version: +22\.47\.0001$'
run mlx5ctl fw query
expect '^1 +BOOT_IMG +22\.47\.0001 +- +IDLE'
dmesg | grep -q 'firmware version: 22\.47\.1' ||
    { dmesg | grep -i 'firmware version'; fail "mlx5_core did not come up on 22.47.0001"; }
echo "mstflint burn: 22.47.0001 runs after the device reset"
echo "mst: all tools passed [$(cut -d' ' -f1 /proc/uptime)]"
