#!/bin/bash
# kernel/dkms/fwctl/ (the fwctl part of the mlx5ctl-dkms package) is what kernel/mkdkms writes:
# trixie-backports' linux-source-7.3 with kernel/fwctl/series applied. Regenerate it into a
# scratch folder and fail on any difference (a changed, missing or extra file), as test_regen
# does for generated/. Exit 77 (skipped) only when linux-source-7.3 cannot be had
# (trixie-backports unreachable and nothing cached).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/mlx5ctl-dkms-sources.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
rc=0
"$root/kernel/mkdkms" "$tmp/fwctl" >"$tmp/log" 2>&1 || rc=$?
if [ "$rc" -eq 3 ]; then
    cat "$tmp/log"
    echo "SKIP: linux-source-7.3 cannot be had (trixie-backports unreachable, nothing cached)"
    exit 77
elif [ "$rc" -ne 0 ]; then
    cat "$tmp/log"
    echo "FAIL: kernel/mkdkms failed (exit $rc)"
    exit 1
fi
if diff -ru "$root/kernel/dkms/fwctl" "$tmp/fwctl"; then
    echo "kernel/dkms/fwctl is linux-source-7.3 + kernel/fwctl/series" \
         "($(sed -n 's/^linux-source-7.3 \([^ ]*\) .*/\1/p' "$tmp/fwctl/ORIGIN"))"
else
    echo "FAIL: kernel/dkms/fwctl differs from what kernel/mkdkms writes (above, - checked in," \
         "+ regenerated): run kernel/mkdkms and commit the result"
    exit 1
fi
