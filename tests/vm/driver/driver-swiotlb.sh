#!/bin/sh
# Guest test (boot with swiotlb=force): where DMA bounces, device writes would reach a UMEM's
# pages only at unmap, so UMEM_REG is refused with EOPNOTSUPP, and libmlx5ctl's core dump falls
# back to the inline path by itself: the same bytes as an inline dump, and so does
# `mlx5ctl coredump` when the tool is in the initramfs.
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

command -v uapi_test >/dev/null || skip "no uapi_test in the initramfs (--add .../uapi_test)"
grep -q 'swiotlb=force' /proc/cmdline || skip "not booted with swiotlb=force"
wait_for 'ls /dev/mlx5ctl-* >/dev/null 2>&1' 30 || fail "no /dev/mlx5ctl-* (mlx5ctl not bound)"
uapi_test swiotlb /tmp/inline.dump || fail "uapi_test swiotlb"
# the tool, asked for nothing special, takes the same way round (with --add .../mlx5ctl)
if command -v mlx5ctl >/dev/null; then
    mlx5ctl coredump -o /tmp/tool.dump || fail "mlx5ctl coredump under swiotlb=force"
    cmp /tmp/inline.dump /tmp/tool.dump || fail "mlx5ctl coredump wrote other bytes"
    echo "mlx5ctl coredump: the same $(wc -c </tmp/tool.dump) bytes as the inline dump"
else
    echo "no mlx5ctl in the initramfs: the tool's fallback not checked here"
fi
echo "driver-swiotlb: ok"
