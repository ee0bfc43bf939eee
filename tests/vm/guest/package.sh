#!/bin/sh
# Guest test: the tool of the Debian package, as the package installs it (tests/vm/vm-test
# --package ROOT: /usr/bin/mlx5ctl from the unpacked mlx5ctl package, dynamically linked against
# libmlx5ctl0's libmlx5ctl.so.0), not the build tree's static guest tool: list, info and
# reg MGIR against the emulated device, with tool.sh's expectations.
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

M=/usr/bin/mlx5ctl
out=/tmp/out
A=$(re "$ADEV")
[ -x $M ] || fail "no packaged mlx5ctl at $M (tests/vm/vm-test --package ROOT)"
wait_for "[ -c $NODE ]" 30 || fail "no $NODE"

# dynamically linked, and the loader finds the package's library where it installs it
/lib64/ld-linux-x86-64.so.2 --list $M >$out 2>&1 || { cat $out; fail "$M is not a dynamic executable"; }
cat $out
expect '^[[:space:]]*libmlx5ctl\.so\.0 => /usr/lib/x86_64-linux-gnu/libmlx5ctl\.so\.0 '
expect '^[[:space:]]*libjson-c\.so\.5 => '
grep -q 'not found' $out && fail "$M: a library is not found"

$M --version >$out || fail "--version"
expect '^mlx5ctl [0-9]+\.[0-9]+\.[0-9]+$'
# the same version as the guest tool built from this tree, when the boot has it
if [ -x /usr/local/bin/mlx5ctl ]; then
    [ "$(cat $out)" = "$(/usr/local/bin/mlx5ctl --version)" ] ||
        fail "packaged $(cat $out), guest tool $(/usr/local/bin/mlx5ctl --version)"
fi

$M list >$out 2>&1 || { cat $out; fail "list"; }
cat $out
expect "^0 +$A +0000:01:00\\.0 +$XPORT +$(re "$DRV") +[^ ]+ +[^ ]+ +22\\.41\\.1010 +MT_0000000359"
expect "^kernel: Linux $(re "$(uname -r)")\$"
$M --json list >$out || fail "list --json"
expect '"firmware": "22\.41\.1010"'
expect "\"transport\": \"$XPORT\""

$M info >$out || fail "info"
cat $out
expect "^device: +$A\$"
expect '^pci: +0000:01:00\.0$'
expect "^transport: +$XPORT \\(Linux $(re "$(uname -r)")\\)\$"
grep -q -E '^uid: +0$' $out && fail "info: uid 0"

$M reg MGIR >$out || { cat $out; fail "reg MGIR"; }
cat $out
expect '^hardware_info\.device_id: +0x101d \(4125\)$'
expect '^fw_info\.extended_major: +0x16 \(22\)$'
expect '^fw_info\.build_date: +2024-06-15 12:00$'
expect '^fw_info\.psid: +MT_0000000359$'
expect '^hardware_info\.manufacturing_base_mac: +([0-9a-f]{2}:){5}[0-9a-f]{2}$'
# the spec says read-only: refused before anything is sent
status 2 $M reg MGIR fw_info.build_id=1 --write
expect 'MGIR is read-only'
echo "package: the packaged mlx5ctl works"
