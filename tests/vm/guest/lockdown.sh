#!/bin/sh
# Guest test (tests/vm/vm-test --lockdown integrity): the kernel is locked down, so mapping the
# device's BAR through sysfs and opening /dev/mem are refused (EPERM), while mlx5ctl still
# works: run it before tool.sh.
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

mode=$(cat /sys/kernel/security/lockdown) || fail "no /sys/kernel/security/lockdown"
echo "lockdown: $mode"
case $mode in
    *"[integrity]"*|*"[confidentiality]"*) ;;
    *) fail "the kernel is not locked down" ;;
esac
dev=
for d in /sys/bus/pci/devices/*; do
    [ "$(cat "$d/vendor")" = 0x15b3 ] && dev=$d
done
[ -n "$dev" ] || fail "no 0x15b3 PCI function"
command -v lockdown_probe >/dev/null || fail "no lockdown_probe in the initramfs"
lockdown_probe "$dev/resource0" || fail "BAR mapping or /dev/mem not refused"
# and the mlx5ctl channel is open
mlx5ctl info >/dev/null || fail "mlx5ctl info under lockdown"
echo "lockdown: ok"
