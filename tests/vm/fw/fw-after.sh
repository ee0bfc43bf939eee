#!/bin/sh
# Guest test (tests/vm/fw/run, boot 2, the same firmware store): the image flashed in boot 1
# runs, as MGIR, the init segment (mlx5_core's log) and MCQI say; nothing is pending.
# (variables set by qget: eval)
# shellcheck disable=SC2154
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh
# shellcheck source=fw-info.sh
. /usr/lib/mlx5ctl/fw-info.sh

wait_for "[ -c $NODE ]" 30 || fail "no $NODE"
mlx5ctl fw query >/tmp/out 2>&1 || { cat /tmp/out; fail "fw query"; }
cat /tmp/out
grep -q -E '^1 +BOOT_IMG +22\.42\.1000 +- +IDLE ' /tmp/out || fail "22.42.1000 does not run"
mlx5ctl list >/tmp/out 2>&1 || fail "list"
grep -q '22\.42\.1000' /tmp/out || { cat /tmp/out; fail "MGIR does not say 22.42.1000"; }
dmesg | grep -q 'firmware version: 22\.42\.1000' ||
    { dmesg | grep -i 'firmware version'; fail "mlx5_core did not see 22.42.1000"; }
qget v fw-version
[ "$v" = $(( (22 << 24) | (42 << 16) | 1000 )) ] || fail "fw-version $v"
qget pending fw-pending-version
[ "$pending" = 0 ] || fail "still pending: $pending"
fw_info 22.42.1000 22.42.1000
echo "fw: 22.42.1000 runs after the reboot"
