#!/bin/sh
# Guest test (stock 6.12, after dkms-load.sh): system suspend while two files loop RPCs: s2idle
# with pm_test=devices (Debian's CONFIG_PM_DEBUG): every device's suspend and resume callbacks
# run, the kernel waits 5 s and resumes; only the idle state itself is skipped (nothing wakes
# QEMU's TCG guest from it: an RTC alarm did not). mlx5_core's suspend unloads the function without unbinding it; a
# witness whose driver has a suspend callback (mlx5e's eth) would survive it, so mlx5ctl_adev's
# PM notifier deletes the ctl device before the system suspends (user space still runs then).
# After resume the device is back; the old files never run a command again (uapi_test reload),
# a new one works, no UID is left.
# (variables set by qget: eval)
# shellcheck disable=SC2154
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

command -v uapi_test >/dev/null || skip "no uapi_test in the initramfs (--add .../uapi_test)"
grep -qw freeze /sys/power/state 2>/dev/null || skip "no s2idle (/sys/power/state: $(cat /sys/power/state 2>&1))"
[ -w /sys/power/pm_test ] || skip "no /sys/power/pm_test (CONFIG_PM_DEBUG)"
wait_for '[ -c /dev/mlx5ctl-mlx5_core.ctl.0 ]' 30 || fail "no /dev/mlx5ctl-mlx5_core.ctl.0"
out=/tmp/out

rm -f /tmp/ready1 /tmp/ready2
uapi_test reload /tmp/ready1 >/tmp/loop1.log 2>&1 &
p1=$!
uapi_test reload /tmp/ready2 >/tmp/loop2.log 2>&1 &
p2=$!
wait_for '[ -e /tmp/ready1 ] && [ -e /tmp/ready2 ]' 30 || fail "loopers not ready"
sleep 1
echo devices >/sys/power/pm_test || fail "pm_test devices"
echo freeze >/sys/power/state || { echo none >/sys/power/pm_test; fail "suspend (freeze) failed"; }
echo none >/sys/power/pm_test
rc=0
wait $p1 || rc=1
wait $p2 || rc=1
echo "== looper 1"; cat /tmp/loop1.log
echo "== looper 2"; cat /tmp/loop2.log
dmesg | grep -q 'PM: suspend exit' || { dmesg | tail -30; fail "no suspend/resume in the log"; }
dmesg | grep -q 'suspend debug: Waiting for' || { dmesg | tail -30; fail "pm_test did not suspend the devices"; }
[ "$rc" -eq 0 ] || fail "a looper's file ran a command after resume, or the device did not come back"
status 0 mlx5ctl reg MGIR
expect '^fw_info\.psid: +MT_0000000359$'
qget uids uids
echo "uids after resume: $uids"
[ "$uids" = 0 ] || fail "$uids UIDs after resume"
echo "dkms-suspend: ok"
