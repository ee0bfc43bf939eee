#!/bin/sh
# Shown by scripts/demo (second boot, same NV configuration file): the values set before the
# reboot are now current.
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
