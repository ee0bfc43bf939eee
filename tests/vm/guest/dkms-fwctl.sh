#!/bin/sh
# Guest test: Debian's stock trixie-backports kernel (CONFIG_FWCTL unset), its own mlxfw and
# mlx5_core, and the mlx5ctl-dkms package's fwctl.ko and mlx5_fwctl.ko as trixie's dkms built
# and signed them (scripts/build-dkms; /init insmods them, tests/vm/dkms/run): the modules are
# the out-of-tree ones, fwctl/mlx5 binds mlx5_core's fwctl device, and the tool works over
# /dev/fwctl/fwctl0 (list, info, reg MGIR with tool.sh's expectations). Run with
# MLX5CTL_LINUX=7.3 (the device names of lib.sh) and boot.sh before it.
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

M=/usr/local/bin/mlx5ctl
out=/tmp/out
A=$(re "$ADEV")
echo "kernel: $(uname -r)"
case $(uname -r) in
    *+deb13-amd64) ;;
    *) fail "not a Debian 13 stock kernel: $(uname -r)" ;;
esac
# the stock kernel has no fwctl: the modules are ours, out of tree (taint O); mlx5_core is
# Debian's own (no taint of its own)
for m in fwctl mlx5_fwctl; do
    [ -d /sys/module/$m ] || fail "module $m is not loaded"
    t=$(cat /sys/module/$m/taint)
    echo "$m: taint '$t'"
    case $t in *O*) ;; *) fail "$m is not an out-of-tree module (taint '$t')" ;; esac
done
t=$(cat /sys/module/mlx5_core/taint)
[ -z "$t" ] || fail "mlx5_core has taint '$t': not the stock module"
grep -E '^(fwctl|mlx5_fwctl|mlx5_core|mlxfw) ' /proc/modules
# no MOK is enrolled in this boot: the kernel could not check the DKMS key and says so once
dmesg | grep -E 'module verification failed|Loading of module with unavailable key' || true

# fwctl/mlx5 binds the fwctl device the stock mlx5_core makes without fwctl in the kernel
a=/sys/bus/auxiliary/devices/$ADEV
wait_for "[ -e $a/driver ]" 30 || { ls /sys/bus/auxiliary/devices; fail "nothing bound $ADEV"; }
drv=$(basename "$(readlink "$a/driver")")
[ "$drv" = "$DRV" ] || fail "$ADEV bound to $drv, not $DRV"
wait_for '[ -e /sys/class/fwctl/fwctl0 ]' 10 || fail "no /sys/class/fwctl/fwctl0"
wait_for "[ -c $NODE ]" 30 || fail "no $NODE"
# mlx5 errors: one known, from Debian's configuration (boot.sh, on our kernels without hwmon,
# allows none): the stock mlx5_core has hwmon (CONFIG_SENSORS_MLX5), which reads MTMP of module
# sensor 64 and the emulated device, which models the ASIC's sensors only, refuses it
dmesg | grep mlx5_core | grep -E 'failed|error' | grep -v -E 'ACCESS_REG\(0x805\) op_mod\(0x1\) failed, status bad parameter|mlx5_hwmon_dev_register failed' &&
    fail "mlx5 errors in the kernel log (above)"
$M list >$out 2>&1 || { cat $out; fail "list"; }
cat $out
expect "^0 +$A +0000:01:00\\.0 +$XPORT +$(re "$DRV") +[^ ]+ +[^ ]+ +22\\.41\\.1010 +MT_0000000359"
expect "^kernel: Linux $(re "$(uname -r)")\$"

$M info >$out 2>&1 || { cat $out; fail "info"; }
cat $out
expect "^device: +$A\$"
expect "^transport: +$XPORT \\(Linux $(re "$(uname -r)")\\)\$"

$M reg MGIR >$out 2>&1 || { cat $out; fail "reg MGIR"; }
cat $out
expect '^hardware_info\.device_id: +0x101d \(4125\)$'
expect '^fw_info\.extended_major: +0x16 \(22\)$'
expect '^fw_info\.psid: +MT_0000000359$'
echo "dkms-fwctl: Debian's $(uname -r) with mlx5ctl-dkms's fwctl/mlx5 serves mlx5ctl"
