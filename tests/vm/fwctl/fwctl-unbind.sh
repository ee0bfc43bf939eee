#!/bin/sh
# Guest test (Linux 7.3, upstream fwctl/mlx5): open files and RPCs in flight while the device
# goes away, twice: mlx5_core unbound from the PCI function (the device stays in QEMU, its
# counters readable), then the function unplugged (QMP device_del) and plugged back. Two
# processes loop RPCs on their files (fwctl_test loop); when the device goes, fwctl_unregister()
# gives their UIDs back (the device's uids counter is 0 while the files are still open), every
# ioctl of the orphaned files fails with ENODEV and close() works. After each rebind / replug
# the device re-probes, /dev/fwctl/fwctl0 comes back (every file was closed: its minor is free)
# and works. run.py: no splat (KASAN, lockdep, hung tasks), the oracles.
# The device is replaced (device_add): the tests after it see a fresh one, its counters at 0.
# (variables set by qget: eval)
# shellcheck disable=SC2154
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

[ "$XPORT" = fwctl ] || skip "not a fwctl kernel (MLX5CTL_LINUX=${MLX5CTL_LINUX:-6.12})"
command -v fwctl_test >/dev/null || skip "no fwctl_test in the initramfs (--add .../fwctl_test)"
wait_for '[ -e /dev/fwctl/fwctl0 ]' 30 || fail "no /dev/fwctl/fwctl0 (fwctl/mlx5 not bound)"

pci=
for d in /sys/bus/pci/devices/*; do
    [ "$(cat "$d/vendor")" = 0x15b3 ] && pci=$(basename "$d")
done
[ -n "$pci" ] || fail "no 0x15b3 PCI function"

# loopers N: N processes loop RPCs on their own files
start_loopers() {
    rm -f /tmp/ready1 /tmp/ready2
    fwctl_test loop /tmp/ready1 >/tmp/loop1.log 2>&1 &
    p1=$!
    fwctl_test loop /tmp/ready2 >/tmp/loop2.log 2>&1 &
    p2=$!
    wait_for '[ -e /tmp/ready1 ] && [ -e /tmp/ready2 ]' 30 || fail "loopers not ready"
    qget uids uids
    echo "$1: two loopers, uids=$uids"
    [ "$uids" = 2 ] || fail "$1: two open files hold $uids UIDs"
    sleep 1
}
wait_loopers() {
    rc=0
    wait $p1 || rc=1
    wait $p2 || rc=1
    echo "== looper 1"; cat /tmp/loop1.log
    echo "== looper 2"; cat /tmp/loop2.log
    [ "$rc" -eq 0 ] || fail "$1: a looper saw something other than ENODEV / a failing close"
}
back() {
    wait_for '[ -e /dev/fwctl/fwctl0 ]' 120 || { ls -l /dev/fwctl; fail "no /dev/fwctl/fwctl0 after $1"; }
    fwctl_test probe >/tmp/probe.log 2>&1 || { cat /tmp/probe.log; fail "fwctl0 after $1 does not work"; }
    echo "$1: /dev/fwctl/fwctl0 is back and works"
}

qget err0 cmd-errors
start_loopers "unbind"
echo "$pci" >/sys/bus/pci/drivers/mlx5_core/unbind || fail "unbind $pci"
# the device's counters: fwctl_unregister() destroyed the UIDs of the open files
qget uids uids
qget errs cmd-errors
echo "after unbind, files still open: uids=$uids, cmd-errors $err0 -> $errs"
[ "$uids" = 0 ] || fail "unbind left $uids UID(s) of open files"
[ "$errs" = "$err0" ] || fail "firmware command errors during the unbind: $err0 -> $errs"
wait_loopers "unbind"
echo "$pci" >/sys/bus/pci/drivers/mlx5_core/bind || fail "bind $pci"
back "rebind"
qget uids uids
[ "$uids" = 0 ] || fail "$uids UID(s) after the probe's close"

start_loopers "unplug"
# the new device as strict as the old (run.py --lenient boots it lenient)
qget sdma strict-dma
qget spol strict-policy
d=$(host_step device_del cx0) || fail "device_del: $d"
wait_loopers "unplug"
r=$(host_step device_add "{\"driver\":\"mlx5-cx\",\"id\":\"cx0\",\"bus\":\"rp0\",\"strict-dma\":$sdma,\"strict-policy\":$spol}") ||
    fail "device_add: $r"
back "replug"
qget uids uids
[ "$uids" = 0 ] || fail "$uids UID(s) after the probe's close"
echo "fwctl-unbind: ok"
