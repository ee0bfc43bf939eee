#!/bin/sh
# Shown by scripts/demo (second boot, same NV configuration file, lockdown=integrity): the
# values set before the reboot are now current; NVIDIA's tools are refused their configuration
# space path, mlx5ctl does the job through the driver.
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

wait_for 'ls /dev/mlx5ctl-* >/dev/null 2>&1' 30 || fail "no /dev/mlx5ctl-*"
echo
echo "# mlx5ctl config   (after the reboot)"
mlx5ctl config >/tmp/config || fail "mlx5ctl config failed"
cat /tmp/config
grep -q -E '^GLOBAL_PCI_CONF\.total_vfs +8 +8 +0' /tmp/config ||
    fail "total_vfs=8 did not survive the reboot"
echo "config: survived the reboot"
echo
echo "== lockdown: $(cat /sys/kernel/security/lockdown)"
echo "# mstreg -d 01:00.0 --reg_name MGIR --get"
if mstreg -d 01:00.0 --reg_name MGIR --get >/tmp/mst 2>&1; then
    cat /tmp/mst
    fail "mstreg worked under lockdown"
fi
grep -m2 -v '^$' /tmp/mst
dmesg | grep -m1 'Lockdown: mstreg' | sed 's/^\[[^]]*\] //'
echo "(refused: in lockdown no one writes the device's configuration space, so no ICMD)"
echo "# mlx5ctl reg MGIR | grep extended_"
mlx5ctl reg MGIR >/tmp/mgir || fail "mlx5ctl reg MGIR failed"
grep extended_ /tmp/mgir
