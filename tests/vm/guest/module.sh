#!/bin/sh
# Guest test (tests/vm/vm-test --module [--lockdown integrity]): the signed mlx5ctl.ko loaded by
# /init binds mlx5_core.ctl.0; rmmod removes the device node; insmod brings it back; a module
# with its signature stripped is refused (MODULE_SIG_FORCE, and lockdown when enabled).
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

ko=$(find /lib/modules -name mlx5ctl.ko | head -n1)
[ -n "$ko" ] || fail "no mlx5ctl.ko under /lib/modules"
[ -r /sys/kernel/security/lockdown ] && echo "lockdown: $(cat /sys/kernel/security/lockdown)"
[ -d /sys/module/mlx5ctl ] || fail "mlx5ctl not loaded"
wait_for 'ls /dev/mlx5ctl-* >/dev/null 2>&1' 10 || fail "no /dev/mlx5ctl-*"
rmmod mlx5ctl || fail "rmmod mlx5ctl"
wait_for '! ls /dev/mlx5ctl-* >/dev/null 2>&1' 10 || fail "/dev/mlx5ctl-* still there after rmmod"
insmod $ko || fail "insmod mlx5ctl again"
wait_for 'ls /dev/mlx5ctl-* >/dev/null 2>&1' 10 || fail "no /dev/mlx5ctl-* after insmod"

unsigned_copy "$ko" /tmp/unsigned.ko
rmmod mlx5ctl || fail "rmmod mlx5ctl (2)"
if insmod /tmp/unsigned.ko 2>/dev/null; then
    fail "an unsigned mlx5ctl.ko was accepted"
fi
insmod $ko || fail "insmod mlx5ctl (3)"
echo "module: ok"
