#!/bin/sh
# Guest test: the mlx5ctl tool talks to the emulated device through the driver
# (add the tool with: scripts/vm-test --add build/tools/mlx5ctl --test ...).
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

command -v mlx5ctl >/dev/null || skip "no mlx5ctl tool in the initramfs"
mlx5ctl list || fail "mlx5ctl list"
mlx5ctl info || fail "mlx5ctl info"
mlx5ctl caps | head -20 || fail "mlx5ctl caps"
mlx5ctl --json info >/dev/null || fail "mlx5ctl --json info"
echo "tool-smoke: ok"
