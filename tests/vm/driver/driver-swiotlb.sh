#!/bin/sh
# Guest test (boot with swiotlb=force): where DMA bounces, device writes would reach a UMEM's
# pages only at unmap, so UMEM_REG is refused with EOPNOTSUPP, and libmlx5ctl's core dump falls
# back to the inline path by itself: the same bytes as an inline dump.
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

command -v uapi_test >/dev/null || skip "no uapi_test in the initramfs (--add .../uapi_test)"
grep -q 'swiotlb=force' /proc/cmdline || skip "not booted with swiotlb=force"
wait_for 'ls /dev/mlx5ctl-* >/dev/null 2>&1' 30 || fail "no /dev/mlx5ctl-* (mlx5ctl not bound)"
uapi_test swiotlb || fail "uapi_test swiotlb"
echo "driver-swiotlb: ok"
