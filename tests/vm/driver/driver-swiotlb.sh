#!/bin/sh
# Guest test (boot with swiotlb=force): where DMA bounces, device writes would reach a UMEM's
# pages only at unmap, so UMEM_REG is refused with EOPNOTSUPP, and `mlx5ctl coredump` (the
# library's core dump asked for a UMEM) falls back to the inline path by itself: the same bytes
# as an inline dump.
# shellcheck source-path=SCRIPTDIR source=../lib.sh
. /usr/lib/mlx5ctl/lib.sh

command -v uapi_test >/dev/null || skip "no uapi_test in the initramfs (--add .../uapi_test)"
grep -q 'swiotlb=force' /proc/cmdline || skip "not booted with swiotlb=force"
wait_for 'ls /dev/mlx5ctl-* >/dev/null 2>&1' 30 || fail "no /dev/mlx5ctl-* (mlx5ctl not bound)"
# the tool, asked for nothing special, falls back by itself (with --add .../mlx5ctl): the same
# bytes as the library's inline dump; without the tool, uapi_test compares the library's two ways
if command -v mlx5ctl >/dev/null; then
    uapi_test swiotlb /tmp/inline.dump || fail "uapi_test swiotlb"
    mlx5ctl coredump -o /tmp/tool.dump || fail "mlx5ctl coredump under swiotlb=force"
    cmp /tmp/inline.dump /tmp/tool.dump || fail "mlx5ctl coredump wrote other bytes"
    echo "mlx5ctl coredump: the same $(wc -c </tmp/tool.dump) bytes as the inline dump"
else
    uapi_test swiotlb || fail "uapi_test swiotlb"
fi
echo "driver-swiotlb: ok"
