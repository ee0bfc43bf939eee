#!/bin/sh
# Guest test: surprise removal. The device stops answering (gone=true: MMIO reads all-ones,
# no DMA, no interrupts); mlx5_core's health poller notices; then the device is removed.
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

wait_for '[ -e /sys/bus/auxiliary/devices/mlx5_core.ctl.0 ]' 30 || fail "no mlx5_core.ctl.0"
host_step qom-set /machine/peripheral/cx0 gone true || fail "qom-set gone failed"
sleep 8
host_step device_del cx0 || fail "device_del failed"
wait_for '! [ -e /sys/bus/auxiliary/devices/mlx5_core.ctl.0 ]' 30 || fail "ctl device still there"
echo "surprise: ok"
