#!/bin/sh
# Guest test: the emulated ConnectX function is found, mlx5_core probes it and creates the
# ctl auxiliary device (6.12 with our series) or the fwctl one (7.3: upstream's fwctl/mlx5
# binds, /dev/fwctl/fwctl0 and /sys/class/fwctl/fwctl0 appear), with no mlx5 error in the
# kernel log.
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
if [ "${MLX5CTL_LINUX:-6.12}" != 6.12 ]; then
    a=/sys/bus/auxiliary/devices/mlx5_core.fwctl.0
    wait_for "[ -e $a ]" 30 ||
        { ls /sys/bus/auxiliary/devices; dmesg | grep -i mlx5; fail "no mlx5_core.fwctl.0"; }
    ls /sys/bus/auxiliary/devices
    [ ! -e /sys/bus/auxiliary/devices/mlx5_core.ctl.0 ] || fail "mlx5_core.ctl.0 on $(uname -r)"
    wait_for "[ -e $a/driver ]" 10 || fail "fwctl/mlx5 did not bind $a"
    drv=$(basename "$(readlink "$a/driver")")
    [ "$drv" = mlx5_fwctl.mlx5_fwctl ] || fail "$a bound to $drv, not fwctl/mlx5 (mlx5_fwctl.mlx5_fwctl)"
    wait_for '[ -e /sys/class/fwctl/fwctl0 ]' 10 || fail "no /sys/class/fwctl/fwctl0"
    # fwctl's class device hangs off the PCI function (fwctl_alloc_device(&pdev->dev)), as
    # does the auxiliary device
    up=$(readlink -f /sys/class/fwctl/fwctl0/device)
    [ "$up" = "$(readlink -f "$dev")" ] || fail "fwctl0's device is $up, not $dev"
    [ "$(dirname "$(readlink -f "$a")")" = "$up" ] || fail "$a is not a child of $up"
    wait_for '[ -c /dev/fwctl/fwctl0 ]' 10 || fail "no /dev/fwctl/fwctl0"
    ls -l /dev/fwctl/
else
    wait_for '[ -e /sys/bus/auxiliary/devices/mlx5_core.ctl.0 ]' 30 ||
        { ls /sys/bus/auxiliary/devices; dmesg | grep -i mlx5; fail "no mlx5_core.ctl.0"; }
    ls /sys/bus/auxiliary/devices
fi
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
# what a real ConnectX-6 Dx makes 6.15+ say at probe (log_max_flow_counter_bulk >= 3)
if dmesg | grep mlx5_core | grep 'bulk_query_len(' | grep -v 'bulk_query_len(8)'; then
    fail "flow counter bulk size unlike a real card's"
fi
echo "boot: ok"
