#!/bin/bash
# NVIDIA's tools as Debian 12 ships them (package mstflint) against the firmware model, on the
# host: each tool runs unmodified with mstshim.so preloaded (tests/mst/run-host), the model's NV
# file kept between runs (each run is a boot). The outputs are checked against what the model
# holds, read through a second tool where one exists (the flash image against MGIR, mstconfig
# against the NV file, mstregdump against mstflint's own CR-space map).
# The proof on a real kernel is the VM test, tests/vm/guest/mst.sh; this one runs in seconds.
#
# usage: tests/mst/host.sh SHIM.so
# Exit status 77 (skipped) without the tools or without a mount namespace (see run-host).
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
shim=$(readlink -f "${1:?usage: host.sh SHIM.so}")
dev=01:00.0
for t in mstflint mstreg mstconfig mstlink mstregdump mstvpd; do
    command -v $t >/dev/null || { echo "host.sh: no $t (apt-get install mstflint): skipped"; exit 77; }
done
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
nv=$tmp/nvconfig.txt
out=$tmp/out
err=$tmp/err
cd "$tmp" || exit 1
failed=0

fail() { echo "FAIL: $*"; failed=1; }
# run TOOL ARGS...: the tool on the model, stdout in $out (escape sequences dropped), stderr in
# $err; a guest error of the model fails the test
run() {
    "$here/run-host" "$shim" "$nv" "$@" >"$out.raw" 2>"$err"
    local rc=$?
    [ $rc -eq 77 ] && { cat "$err"; exit 77; }
    sed 's/\x1b\[[0-9;]*m//g' "$out.raw" >"$out"
    if grep -q 'mstshim: .*guest error' "$err"; then
        cat "$err"
        fail "$*: the model reported guest errors"
    fi
    return $rc
}
expect() { # expect PATTERN: the last output has it
    grep -q -E "$1" "$out" || { cat "$out" "$err"; fail "expected /$1/"; }
}
field() { # field NAME: a value of `mstreg --get`'s table, in decimal (the first row of NAME)
    local v
    v=$(awk -v n="$1" '$1 == n { print $3; exit }' "$out")
    [ -n "$v" ] && printf '%d' "$v"
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

# mstreg: MGIR through ICMD, the same register mlx5ctl reads through ACCESS_REG; the image's
# version and PSID are MGIR's
run mstreg -d $dev --reg_name MGIR --get || fail "mstreg MGIR"
mgir_version="$(field extended_major).$(field extended_minor).$(field extended_sub_minor)"
mgir_psid=$(for i in $(seq 0 15); do
    c=$(field "psid[$i]")
    [ "${c:-0}" = 0 ] || printf '%b' "\\0$(printf '%o' "$c")"; done)
echo "MGIR: firmware $mgir_version, PSID $mgir_psid, device id $(field device_id)"
[[ -n $version && $version = "$mgir_version" ]] ||
    fail "flash image version '$version', MGIR '$mgir_version'"
[[ -n $psid && $psid = "$mgir_psid" ]] || fail "flash image PSID '$psid', MGIR '$mgir_psid'"
[ "$(field device_id)" = 4125 ] || fail "MGIR device_id $(field device_id), not 0x101d"
# a write the model refuses (its port cannot be set down): the register's status comes back
paos=(--reg_name PAOS --indexes "local_port=0x1,lp_msb=0x0,swid=0x0")
run mstreg -d $dev "${paos[@]}" --set "admin_status=0x2,ase=0x1" -y && fail "mstreg wrote PAOS"
grep -q 'Method not supported' "$out" "$err" || { cat "$out" "$err"; fail "PAOS write: no status"; }
run mstreg -d $dev "${paos[@]}" --get || fail "mstreg PAOS"
[ "$(field admin_status)" = 1 ] || fail "PAOS admin_status $(field admin_status) after a refused write"
run mstreg -d $dev --show_regs || fail "mstreg --show_regs"
expect '^MGIR '

# mstconfig: the NV items; a change is for the next boot, and the model's NV file has it
run mstconfig -d $dev -e q || fail "mstconfig q"
expect '^Name: +MCX623105AN-CDAT'
expect '^ +NUM_OF_VFS +0 +0 +0 *$'
expect '^ +SRIOV_EN +False\(0\) +False\(0\) +False\(0\) *$'
run mstconfig -d $dev -y set SRIOV_EN=1 NUM_OF_VFS=4 || fail "mstconfig set"
expect 'Please reboot'
run mstconfig -d $dev -e q SRIOV_EN NUM_OF_VFS || fail "mstconfig q after the reboot"
cat "$out"
expect '^\* +NUM_OF_VFS +0 +4 +4 *$'
expect '^\* +SRIOV_EN +False\(0\) +True\(1\) +True\(1\) *$'
[ -s "$nv" ] || fail "the model's NV file is empty"
# the limit is the device's (NV GLOBAL_PCI_CAP max_vfs_per_pf)
run mstconfig -d $dev -y set NUM_OF_VFS=9 && fail "mstconfig set more VFs than the device has"
grep -q 'larger than maximum allowed 8' "$out" "$err" || { cat "$out" "$err"; fail "NUM_OF_VFS=9"; }
run mstconfig -d $dev -y reset || fail "mstconfig reset"
run mstconfig -d $dev q NUM_OF_VFS || fail "mstconfig q after reset"
expect '^ +NUM_OF_VFS +0 *$'

# mstlink: the port (PAOS, PTYS, PMLP, PDDR) and the firmware version (ICMD GET_FW_INFO)
run mstlink -d $dev || fail "mstlink"
cat "$out"
expect '^State +: Active$'
expect '^Speed +: 100GbE$'
expect '^Width +: 4x$'
expect "^Firmware Version +: $version\$"

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

# mstfwreset (Python) if it runs here: the reset levels of MFRL
if command -v mstfwreset >/dev/null && /usr/bin/python3 -c 'import ctypes' 2>/dev/null; then
    run mstfwreset -d $dev q || fail "mstfwreset q"
    expect '^3: Driver restart and PCI reset +-Supported'
fi

[ $failed = 0 ] && echo "host.sh: all tools passed"
exit $failed
