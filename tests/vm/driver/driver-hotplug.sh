#!/bin/sh
# Guest test: hot-unplug (QMP device_del through ACPI) while two processes loop RPCs, each
# holding a UMEM, a PD and an MKEY. Removal waits for the ioctls in flight and releases the
# files' resources; afterwards every ioctl fails with ENODEV and close() succeeds (uapi_test
# loop checks that and exits 0). Worth running with --debug too (KASAN, lockdep, kmemleak).
# (variables set by qget: eval)
# shellcheck disable=SC2154
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

command -v uapi_test >/dev/null || skip "no uapi_test in the initramfs (--add .../uapi_test)"
wait_for 'ls /dev/mlx5ctl-* >/dev/null 2>&1' 30 || fail "no /dev/mlx5ctl-* (mlx5ctl not bound)"

rm -f /tmp/ready1 /tmp/ready2
uapi_test loop /tmp/ready1 >/tmp/loop1.log 2>&1 &
p1=$!
uapi_test loop /tmp/ready2 >/tmp/loop2.log 2>&1 &
p2=$!
wait_for '[ -e /tmp/ready1 ] && [ -e /tmp/ready2 ]' 30 || fail "loopers not ready"
qget uids uids
echo "uids while looping: $uids"
[ "$uids" = 2 ] || fail "expected 2 UIDs while looping, got $uids"
sleep 1
host_step device_del cx0 || fail "device_del failed"
rc=0
wait $p1 || rc=1
wait $p2 || rc=1
echo "== looper 1"; cat /tmp/loop1.log
echo "== looper 2"; cat /tmp/loop2.log
[ "$rc" -eq 0 ] || fail "a looper saw something other than ENODEV / a failing close"
wait_for '! [ -e /sys/bus/auxiliary/devices/mlx5_core.ctl.0 ]' 30 || fail "ctl device still there"
ls /dev/mlx5ctl-* 2>/dev/null && fail "/dev/mlx5ctl-* still there"
if dmesg | grep -E 'mlx5ctl: (UID [0-9]+: )?failed to destroy'; then
    fail "the driver failed to destroy a file's resources on removal"
fi
echo "driver-hotplug: ok"
