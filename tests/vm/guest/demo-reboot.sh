#!/bin/sh
# Shown by scripts/demo (second boot, same NV configuration file): the same Debian kernel,
# booted the way operators boot it, through UEFI Secure Boot (OVMF with Microsoft's keys,
# Debian's signed shim and grub); the kernel locks itself down, our DKMS modules load because
# the DKMS key is enrolled as a MOK, an unsigned copy does not; the values set before the
# reboot are now current; NVIDIA's tools are refused their configuration space path, mlx5ctl
# does the job.
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

klog() {
    dmesg | grep -E "$1" | sed 's/^\[[^]]*\] //'
}
echo "== Linux $(uname -r), lockdown: $(cat /sys/kernel/security/lockdown)"
echo "# dmesg | grep -E 'secureboot|locked down|MOK'"
klog 'secureboot:|locked down|Loaded X.509 cert .*(MOK|DKMS)'
echo "# grep 'DKMS module signing key' /proc/keys   (the MOK, trusted for modules)"
grep 'DKMS module signing key' /proc/keys | sed 's/.*asymmetri //'
echo "# lsmod | grep mlx5ctl; cat /sys/module/mlx5ctl/taint   (O: out of tree; no E: signature trusted)"
lsmod | grep -E '^mlx5ctl' | awk '{ print $1 }'
cat /sys/module/mlx5ctl/taint
ko=$(find /lib/modules -name mlx5ctl.ko | head -n1)
[ -n "$ko" ] || fail "no mlx5ctl.ko"
unsigned_copy "$ko" /tmp/unsigned.ko
rmmod mlx5ctl || fail "rmmod mlx5ctl"
echo "# insmod mlx5ctl.ko without its signature"
if insmod /tmp/unsigned.ko; then
    fail "an unsigned mlx5ctl.ko was accepted under Secure Boot"
fi
modprobe mlx5ctl || fail "modprobe mlx5ctl (signed) again"
wait_for 'ls /dev/mlx5ctl-* >/dev/null 2>&1' 30 || fail "no /dev/mlx5ctl-*"
echo
echo "# mlx5ctl config   (after the reboot)"
mlx5ctl config >/tmp/config || fail "mlx5ctl config failed"
cat /tmp/config
grep -q -E '^GLOBAL_PCI_CONF\.total_vfs +8 +8 +0' /tmp/config ||
    fail "total_vfs=8 did not survive the reboot"
echo "config: survived the reboot"
echo
echo "# mstreg -d 01:00.0 --reg_name MGIR --get"
if mstreg -d 01:00.0 --reg_name MGIR --get >/tmp/mst 2>&1; then
    cat /tmp/mst
    fail "mstreg worked under lockdown"
fi
grep -m2 -v '^$' /tmp/mst
klog 'Lockdown: mstreg' | head -n 1
echo "(refused: in lockdown no one writes the device's configuration space, so no ICMD)"
echo "# mlx5ctl reg MGIR | grep extended_"
mlx5ctl reg MGIR >/tmp/mgir || fail "mlx5ctl reg MGIR failed"
grep extended_ /tmp/mgir
