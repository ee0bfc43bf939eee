#!/bin/sh
# Guest test: no sleeping on user memory under the device lock. Four ioctls stall on
# userfaultfd pages (CMDRPC's inbox and outbox, UMEM_REG's buffer, INFO's result) while
# mlx5_core is unbound from the PCI function: the unbind must complete while they stall (a
# driver that faults user pages under its removal lock blocks it until the faults resolve).
# Then the faults are resolved, the ioctls end (ENODEV where the device was still needed) and
# the function is bound again.
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

command -v uapi_test >/dev/null || skip "no uapi_test in the initramfs (--add .../uapi_test)"
wait_for 'ls /dev/mlx5ctl-* >/dev/null 2>&1' 30 || fail "no /dev/mlx5ctl-* (mlx5ctl not bound)"
pci=
for d in /sys/bus/pci/devices/*; do
    [ "$(cat "$d/vendor")" = 0x15b3 ] && pci=$(basename "$d")
done
[ -n "$pci" ] || fail "no 0x15b3 PCI function"

rm -f /tmp/stalled /tmp/release /tmp/unbound
uapi_test stall /tmp/stalled /tmp/release &
pid=$!
wait_for '[ -e /tmp/stalled ]' 60 || fail "the ioctls did not stall"
(echo "$pci" >/sys/bus/pci/drivers/mlx5_core/unbind && touch /tmp/unbound) &
if wait_for '[ -e /tmp/unbound ]' 30; then
    stuck=
else
    stuck=1
fi
# let the faults resolve in any case, so that a stuck unbind can finish
touch /tmp/release
wait_for '[ -e /tmp/unbound ]' 120 || fail "unbind never completed"
rc=0
wait $pid || rc=$?
echo "$pci" >/sys/bus/pci/drivers/mlx5_core/bind || fail "bind $pci"
wait_for 'ls /dev/mlx5ctl-* >/dev/null 2>&1' 30 || fail "no /dev/mlx5ctl-* after rebinding"
[ -z "$stuck" ] || fail "unbind did not complete in 30 s while ioctls stalled on user pages"
[ "$rc" -eq 0 ] || fail "uapi_test stall: $rc"
echo "driver-stall: ok"
