#!/bin/sh
# Guest test: orderly hot-unplug (device_del through ACPI), then the device is gone from the
# guest, the auxiliary devices are removed and QEMU finalised the device (DEVICE_DELETED).
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

wait_for '[ -e /sys/bus/auxiliary/devices/mlx5_core.ctl.0 ]' 30 || fail "no mlx5_core.ctl.0"
host_step device_del cx0 || fail "device_del failed"
wait_for '! [ -e /sys/bus/auxiliary/devices/mlx5_core.ctl.0 ]' 30 || fail "ctl device still there"
for d in /sys/bus/pci/devices/*; do
    [ "$(cat "$d/vendor")" = 0x15b3 ] && fail "function $d still present"
done
echo "hotplug: ok"
