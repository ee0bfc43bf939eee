#!/bin/bash
# lib/uapi/fwctl/*.h are Linux 7.3's include/uapi/fwctl/ unchanged (lib/uapi/README.md):
# compared with trixie-backports' linux-source-7.3, whose include/uapi/fwctl/ (with
# drivers/fwctl/ and include/linux/mlx5/) scripts/kernel-ifc-headers --linux 7.3 extracts into
# the cache. Exit 77 (skipped) only when that archive cannot be reached and nothing is cached.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
rc=0
inc=$("$root/scripts/kernel-ifc-headers" --linux 7.3) || rc=$?
if [ "$rc" -eq 3 ]; then
    echo "SKIP: Linux 7.3's source cannot be had (trixie-backports unreachable, nothing cached)"
    exit 77
elif [ "$rc" -ne 0 ]; then
    echo "FAIL: scripts/kernel-ifc-headers --linux 7.3 failed (exit $rc)"
    exit 1
fi
tree=$(dirname "$inc")
ver=$(cat "$tree/.version" 2>/dev/null || echo "?")
bad=0
for f in "$root"/lib/uapi/fwctl/*.h; do
    rel=include/uapi/fwctl/$(basename "$f")
    if ! cmp -s "$tree/$rel" "$f"; then
        echo "FAIL: lib/uapi/fwctl/$(basename "$f") differs from linux-source-7.3 $ver's $rel"
        bad=1
    fi
done
# and nothing upstream has that the library lacks
for rel in fwctl.h mlx5.h; do
    [ -f "$tree/include/uapi/fwctl/$rel" ] ||
        { echo "FAIL: linux-source-7.3 $ver has no include/uapi/fwctl/$rel"; bad=1; }
    [ -f "$root/lib/uapi/fwctl/$rel" ] || { echo "FAIL: lib/uapi lacks $rel"; bad=1; }
done
[ "$bad" -eq 0 ] && echo "uapi: lib/uapi/fwctl matches linux-source-7.3 $ver"
exit "$bad"
