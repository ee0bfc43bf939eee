#!/bin/sh
# Guest test (Debian 13's stock 6.12 kernel, stock-6.12): the stock mlx5_core has bound
# the function but made no ctl device; mlx5ctl_adev.ko makes mlx5_core.ctl.0, the series'
# mlx5ctl.ko (built out of tree against the stock headers) binds to it, and the tool works
# through /dev/mlx5ctl-mlx5_core.ctl.0: list, info, reg MGIR, caps.
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

command -v mlx5ctl >/dev/null || fail "no mlx5ctl tool in the initramfs"
for m in mlx5ctl_adev mlx5ctl; do
    ko_path $m >/dev/null
done
# /init may have loaded them (the kernel's LOAD): start from the stock mlx5_core alone
for m in mlx5ctl mlx5ctl_adev; do
    [ ! -d /sys/module/$m ] || rmmod $m || fail "rmmod $m"
done
echo "kernel: $(uname -r)"
pci=
for d in /sys/bus/pci/devices/*; do
    [ "$(cat "$d/vendor")" = 0x15b3 ] && pci=$(basename "$d")
done
[ -n "$pci" ] || fail "no 0x15b3 PCI function"
[ -e "/sys/bus/pci/drivers/mlx5_core/$pci" ] || fail "the stock mlx5_core has not bound $pci"
echo "the stock mlx5_core's auxiliary devices:"
ls /sys/bus/auxiliary/devices/
[ -e /sys/bus/auxiliary/devices/mlx5_core.ctl.0 ] && fail "the stock mlx5_core made a ctl device"

insmod "$(ko_path mlx5ctl_adev)" || fail "insmod mlx5ctl_adev"
wait_for '[ -e /sys/bus/auxiliary/devices/mlx5_core.ctl.0 ]' 30 ||
    fail "mlx5ctl_adev made no mlx5_core.ctl.0"
parent=$(basename "$(readlink -f /sys/bus/auxiliary/devices/mlx5_core.ctl.0/..)")
[ "$parent" = "$pci" ] || fail "mlx5_core.ctl.0's parent is $parent, not $pci"
insmod "$(ko_path mlx5ctl)" || fail "insmod mlx5ctl"
wait_for '[ -c /dev/mlx5ctl-mlx5_core.ctl.0 ]' 30 || fail "no /dev/mlx5ctl-mlx5_core.ctl.0"
drv=$(basename "$(readlink /sys/bus/auxiliary/devices/mlx5_core.ctl.0/driver)")
[ "$drv" = mlx5ctl.ctl ] || fail "mlx5_core.ctl.0 is bound to '$drv'"
echo "tainted: $(cat /proc/sys/kernel/tainted)"

out=/tmp/out
status 0 mlx5ctl list
cat $out
expect "^0 +mlx5_core\\.ctl\\.0 +$(re "$pci") +mlx5ctl +mlx5ctl\\.ctl +.* 22\\.41\\.1010 +MT_0000000359"
status 0 mlx5ctl info
cat $out
expect "^pci: +$(re "$pci")\$"
expect '^dev_uctx_cap: +RAW_TX\|INTERNAL_DEVICE_RESOURCES\|TOOLS_RESOURCES \(0x7\)$'
grep -q -E '^uid: +0$' $out && fail "info: uid 0"
status 0 mlx5ctl reg MGIR
cat $out
expect '^hardware_info\.device_id: +0x101d \(4125\)$'
expect '^fw_info\.extended_major: +0x16 \(22\)$'
expect '^fw_info\.psid: +MT_0000000359$'
status 0 mlx5ctl caps
head -n 5 $out
expect '^device_frequency_khz: +0xf4240 \(1000000\)$'
echo "dkms-load: ok"
