#!/bin/bash
# lib/uapi/fwctl/*.h are Linux 7.3's include/uapi/fwctl/ unchanged (lib/uapi/README.md): compared
# with the pristine tag of the cached 7.3 tree (scripts/build-kernel --linux 7.3 makes it).
# Exit 77 (skipped) when the cache has no 7.3 tree.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cache=${MLX5CTL_CACHE:-$HOME/.cache/mlx5ctl}
tree=
for t in "$cache"/kernel/linux-7.3.*; do
    git -C "$t" rev-parse -q --verify pristine >/dev/null 2>&1 && tree=$t
done
if [ -z "$tree" ]; then
    echo "SKIP: no Linux 7.3 tree in $cache/kernel (scripts/build-kernel --linux 7.3 makes one)"
    exit 77
fi
bad=0
for f in "$root"/lib/uapi/fwctl/*.h; do
    rel=include/uapi/fwctl/$(basename "$f")
    if ! git -C "$tree" show "pristine:$rel" | cmp -s - "$f"; then
        echo "FAIL: lib/uapi/fwctl/$(basename "$f") differs from $(basename "$tree")'s $rel"
        bad=1
    fi
done
# and nothing upstream has that the library lacks
for rel in $(git -C "$tree" ls-tree --name-only pristine include/uapi/fwctl/); do
    case $(basename "$rel") in
        fwctl.h|mlx5.h) [ -f "$root/lib/uapi/fwctl/$(basename "$rel")" ] ||
            { echo "FAIL: lib/uapi lacks $rel"; bad=1; } ;;
    esac
done
[ "$bad" -eq 0 ] && echo "uapi: lib/uapi/fwctl matches $(basename "$tree")"
exit "$bad"
