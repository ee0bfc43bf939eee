#!/bin/sh
# Shown by scripts/demo (third boot, same NV configuration file): Debian 13's trixie-backports
# kernel (Linux 7.3) as Debian ships it, through UEFI Secure Boot, so in lockdown. Debian builds
# it without fwctl; mlx5_core creates mlx5_core.fwctl.0 all the same, and upstream's fwctl and
# fwctl/mlx5 with our fixes (kernel/fwctl/), as mlx5ctl-dkms built and signed them, bind it
# (/dev/fwctl/fwctl0): the same mlx5ctl commands work over fwctl; the NV change made on 6.12 is
# still there; NVIDIA's current tools (trixie's mstflint 4.31, unmodified, in /opt/trixie)
# reach the firmware through fwctl too (with our fwctl series' patch 3: as upstream has it,
# fwctl/mlx5 refuses their register reads, which they send at the configuration scope).
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

show() {
    echo
    echo "# $*"
    "$@" || fail "$* failed"
}

echo "== Linux $(uname -r), lockdown: $(cat /sys/kernel/security/lockdown 2>/dev/null)"
echo "# dmesg | grep -E 'secureboot|locked down'"
dmesg | grep -E 'secureboot:|locked down' | sed 's/^\[[^]]*\] //'
echo "# lsmod | grep fwctl; cat /sys/module/mlx5_fwctl/taint   (mlx5ctl-dkms; O, no E: trusted)"
lsmod | grep -E 'fwctl' | awk '{ print $1 }'
cat /sys/module/mlx5_fwctl/taint
echo "# ls /sys/bus/auxiliary/devices /dev/fwctl"
ls /sys/bus/auxiliary/devices
wait_for "[ -c $NODE ]" 30 || fail "no $NODE"
ls -l /dev/fwctl
show mlx5ctl list
show mlx5ctl info
show mlx5ctl reg MGIR
show mlx5ctl reg MTMP sensor_index=0
echo
echo "# mlx5ctl config total_vfs sriov_en   (set on 6.12 through mlx5ctl, read over fwctl)"
mlx5ctl config total_vfs sriov_en >/tmp/config || fail "mlx5ctl config failed"
cat /tmp/config
grep -q -E '^GLOBAL_PCI_CONF\.total_vfs +8 +8 +0' /tmp/config ||
    fail "total_vfs=8 is not there over fwctl"
echo
echo "# mlx5ctl coredump -o /tmp/core.dump   (our series gives fwctl's UID INTERNAL_DEVICE_RESOURCES)"
mlx5ctl coredump -o /tmp/core.dump || fail "the core dump over fwctl"
[ -x /opt/trixie/usr/bin/mstflint ] || fail "no trixie root with mstflint in /opt/trixie"
echo
echo "# NVIDIA's tools (trixie's mstflint 4.31, unmodified), in lockdown"
echo "# mstreg -d 01:00.0 --reg_name MGIR --get   (the legacy path, configuration space: refused)"
trixie_chroot mstreg -d 01:00.0 --reg_name MGIR --get 2>&1 | head -n 2
echo "# mstreg -d fwctl0 --reg_name MGIR --get | grep -E 'device_id|psid'   (through fwctl)"
trixie_chroot mstreg -d fwctl0 --reg_name MGIR --get >/tmp/mst 2>&1 </dev/null ||
    { cat /tmp/mst; fail "mstreg over fwctl"; }
grep -E '^(device_id|hw_dev_id|psid\[[0-3]\]) ' /tmp/mst
echo "# mstconfig -d fwctl0 q NUM_OF_VFS SRIOV_EN"
trixie_chroot mstconfig -d fwctl0 q NUM_OF_VFS SRIOV_EN >/tmp/mst 2>&1 </dev/null ||
    { cat /tmp/mst; fail "mstconfig over fwctl"; }
grep -E 'NUM_OF_VFS|SRIOV_EN' /tmp/mst
