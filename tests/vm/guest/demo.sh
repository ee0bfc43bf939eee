#!/bin/sh
# Shown by scripts/demo (first boot): Debian 13's default kernel as Debian ships it, with our
# modules as mlx5ctl-dkms built them; the emulated ConnectX probed by Debian's mlx5_core, then
# what an operator runs: mlx5ctl list, info, caps, reg MGIR and MTMP, a core dump through a
# UMEM, and a non-volatile configuration change for the next boot (shown first with --dry-run;
# -y: the console is a terminal, where the tool would ask); NVIDIA's tools (mstflint) on the
# same firmware through configuration space, the path lockdown closes.
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

show() {
    echo
    echo "# $*"
    "$@" || fail "$* failed"
}
# kernel messages without their time stamps
klog() {
    dmesg | grep -E "$1" | sed 's/^\[[^]]*\] //'
}

echo "== Linux $(uname -r) ($(uname -v | cut -c1-40)...), lockdown: $(cat /sys/kernel/security/lockdown 2>/dev/null)"
echo
echo "# lsmod | grep mlx5   (Debian's mlx5_core; mlx5ctl and mlx5ctl_adev from mlx5ctl-dkms)"
lsmod | grep -E '^mlx5' | awk '{ print $1 }'
echo "# dmesg | grep -E 'mlx5_core 0000|mlx5ctl' | head -4"
klog 'mlx5_core 0000|mlx5ctl' | head -n 4
wait_for 'ls /dev/mlx5ctl-* >/dev/null 2>&1' 30 || fail "no /dev/mlx5ctl-*"
echo "# ls /dev/mlx5ctl-*"
ls /dev/mlx5ctl-*

show mlx5ctl list
show mlx5ctl info
echo
echo "# mlx5ctl caps | head -12   (every non-zero field of the general capabilities, named)"
mlx5ctl caps >/tmp/caps || fail "mlx5ctl caps failed"
head -12 /tmp/caps
echo "... ($(wc -l </tmp/caps) fields)"
show mlx5ctl reg MGIR
show mlx5ctl reg MTMP sensor_index=0
echo
echo "# NVIDIA's tools (Debian's mstflint 4.21, unmodified): PCI config space -> VSC -> ICMD"
echo "# mstflint -d 01:00.0 q | grep -E 'FW Version|PSID'"
mstflint -d 01:00.0 q >/tmp/mst || { cat /tmp/mst; fail "mstflint q failed"; }
grep -E 'FW Version|PSID' /tmp/mst
show mlx5ctl coredump -o /tmp/core.dump
show mlx5ctl config --dry-run GLOBAL_PCI_CONF.sriov_en=1 GLOBAL_PCI_CONF.total_vfs=8
show mlx5ctl -y config GLOBAL_PCI_CONF.sriov_en=1 GLOBAL_PCI_CONF.total_vfs=8
echo
echo "(rebooting, with UEFI Secure Boot on: the new values become current at the next boot)"
