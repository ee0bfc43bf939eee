#!/bin/sh
# Guest test (tests/vm/fw/run, boot 2, after fw-after.sh): the kernel's own flasher, mlx5_core's
# `devlink dev flash` with an MFA2 package (mlx5fw-mkimage --mfa2, in /lib/firmware), against
# the same device: busy while mlx5ctl holds the update handle (neither breaks the other), then
# it flashes, with devlink's progress notifications, and the image is pending.
# (variables set by qget: eval)
# shellcheck disable=SC2154
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh
# shellcheck source=fw-info.sh
. /usr/lib/mlx5ctl/fw-info.sh

command -v devlink >/dev/null || fail "no devlink in the initramfs"
wait_for 'ls /dev/mlx5ctl-* >/dev/null 2>&1' 30 || fail "no /dev/mlx5ctl-*"
dev=pci/0000:01:00.0
want=$(( (22 << 24) | (45 << 16) | 7 ))

# mlx5ctl holds the handle (the device stalls its UPDATE_COMPONENT): devlink is refused
host_step qom-set /machine/peripheral/cx0 fw-fault '"stall"' >/dev/null || fail "qom-set"
mlx5ctl -y --json fw update --timeout 60 /root/good.img >/tmp/ctl 2>&1 &
pid=$!
# shellcheck disable=SC2016
wait_for '[ "$(host_step qom-get /machine/peripheral/cx0 fwu-held)" = 1 ]' 20 ||
    fail "mlx5ctl does not hold the handle"
if devlink dev flash $dev file mlx5ctl-test.mfa2 >/tmp/dl 2>&1; then
    cat /tmp/dl
    fail "devlink flashed while mlx5ctl held the handle"
fi
cat /tmp/dl
grep -q -i 'lock' /tmp/dl || fail "devlink: not the busy answer"
kill -INT $pid
wait $pid
rc=$?
[ $rc -eq 130 ] || { cat /tmp/ctl; fail "mlx5ctl: exit status $rc after SIGINT, not 130"; }
qget held fwu-held
[ "$held" = 0 ] || fail "the handle is held after mlx5ctl was cancelled"
host_step qom-set /machine/peripheral/cx0 fw-fault '"none"' >/dev/null || fail "qom-set"
echo "fw: devlink refused while mlx5ctl flashed; mlx5ctl cancelled cleanly"

# devlink flashes the MFA2 package
t0=$(cut -d' ' -f1 /proc/uptime)
devlink dev flash $dev file mlx5ctl-test.mfa2 >/tmp/dl 2>&1 || { cat /tmp/dl; fail "devlink flash"; }
t1=$(cut -d' ' -f1 /proc/uptime)
tr '\r' '\n' </tmp/dl | grep -v '^$' | tail -8
grep -q 'Downloading component' /tmp/dl || fail "no download progress from devlink"
qget pending fw-pending-version
[ "$pending" = "$want" ] || fail "pending $pending, not $want"
mlx5ctl fw query >/tmp/out 2>&1 || fail "fw query"
cat /tmp/out
grep -q -E '^1 +BOOT_IMG +22\.42\.1000 +22\.45\.0007 +ACTIVE_PENDING_RESET' /tmp/out ||
    fail "the devlink image is not pending"
fw_info 22.42.1000 22.45.0007
echo "fw: devlink flashed 22.45.0007 ($t0 -> $t1 s uptime), pending"
