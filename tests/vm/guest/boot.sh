#!/bin/sh
# Guest test: the emulated ConnectX function is found, mlx5_core probes it and creates the
# ctl auxiliary device, with no mlx5 error in the kernel log.
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

dev=
for d in /sys/bus/pci/devices/*; do
    [ "$(cat "$d/vendor")" = 0x15b3 ] && dev=$d
done
[ -n "$dev" ] || fail "no 0x15b3 PCI function"
echo "device: $dev id $(cat "$dev/device")"
wait_for "[ -e $dev/driver ]" 30 || fail "no driver bound to $dev"
echo "driver: $(basename "$(readlink "$dev/driver")")"
wait_for '[ -e /sys/bus/auxiliary/devices/mlx5_core.ctl.0 ]' 30 ||
    { ls /sys/bus/auxiliary/devices; dmesg | grep -i mlx5; fail "no mlx5_core.ctl.0"; }
ls /sys/bus/auxiliary/devices
# with the mlx5ctl driver built in, it binds and creates its character device
if [ -d /sys/bus/auxiliary/drivers/mlx5ctl.ctl ]; then
    wait_for '[ -e /sys/bus/auxiliary/devices/mlx5_core.ctl.0/driver ]' 10 ||
        fail "mlx5ctl did not bind mlx5_core.ctl.0"
    wait_for 'ls /dev/mlx5ctl-* >/dev/null 2>&1' 10 || fail "no /dev/mlx5ctl-*"
    ls -l /dev/mlx5ctl-*
fi
# the device has the vendor-specific capability of a real PF (crash dump through the VSC
# gateway): no "Failed to get valid vendor specific ID", no crdump complaint
if dmesg | grep mlx5_core | grep -i -E 'vendor specific ID|crdump|crspace'; then
    fail "mlx5_core could not use the vendor-specific capability"
fi
if dmesg | grep mlx5_core | grep -i -E 'error|fail|timeout|syndrome'; then
    fail "mlx5 errors in the kernel log"
fi
echo "boot: ok"
