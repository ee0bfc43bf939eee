#!/bin/bash
# Our fwctl series' resource ioctls (kernel/fwctl/edits/0005-*: FWCTL_RSC_DESTROY,
# FWCTL_RSC_UMEM_REG) are NVIDIA's out-of-tree fwctl uAPI, which mstflint (since 4.35) compiles
# from its include/mtcr_ul/fwctrl_ioctl.h: the patch's include/uapi/fwctl/fwctl.h, applied to
# Linux 7.3's (scripts/kernel-ifc-headers --linux 7.3), must give the same ioctl numbers, flag
# and type values, struct sizes and field offsets, and compile as user space does (C11,
# pedantic). Exit 77 (skipped) only when Linux 7.3's source cannot be had.
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
tmp=$(mktemp -d /tmp/mlx5ctl-uapi-rsc.XXXXXX)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/include/uapi/fwctl"
cp "$tree/include/uapi/fwctl/fwctl.h" "$tmp/include/uapi/fwctl/fwctl.h"
(cd "$tmp" && git apply --include=include/uapi/fwctl/fwctl.h \
    "$root/kernel/fwctl/edits/0005-fwctl-umem-core.patch") ||
    { echo "FAIL: the series' fwctl.h hunk does not apply to Linux 7.3's"; exit 1; }
cat >"$tmp/t.c" <<'C'
#include <stddef.h>
#include <fwctl/fwctl.h>

/* mstflint's include/mtcr_ul/fwctrl_ioctl.h, as x86-64 and i386 lay it out */
_Static_assert(FWCTL_RSC_DESTROY == 0x9a02, "FWCTL_RSC_DESTROY = _IO(0x9A, 2)");
_Static_assert(FWCTL_RSC_UMEM_REG == 0x9a03, "FWCTL_RSC_UMEM_REG = _IO(0x9A, 3)");
_Static_assert(FWCTL_UMEM_FLAG_MKEY == 1 && FWCTL_UMEM_FLAG_MCDD == 2, "umem flags");
_Static_assert(FWCTL_RSC_TYPE_UMEM == 0, "mstflint destroys with type 0");
_Static_assert(sizeof(struct fwctl_rsc_umem_reg) == 48, "umem_reg size");
_Static_assert(offsetof(struct fwctl_rsc_umem_reg, size) == 0, "umem_reg.size");
_Static_assert(offsetof(struct fwctl_rsc_umem_reg, flags) == 8, "umem_reg.flags");
_Static_assert(offsetof(struct fwctl_rsc_umem_reg, addr) == 16, "umem_reg.addr");
_Static_assert(offsetof(struct fwctl_rsc_umem_reg, len) == 24, "umem_reg.len");
_Static_assert(offsetof(struct fwctl_rsc_umem_reg, umem_id) == 32, "umem_reg.umem_id");
_Static_assert(offsetof(struct fwctl_rsc_umem_reg, mkey_id) == 36, "umem_reg.mkey_id");
_Static_assert(offsetof(struct fwctl_rsc_umem_reg, rsc_id) == 40, "umem_reg.rsc_id");
_Static_assert(sizeof(struct fwctl_rsc_destroy) == 24, "destroy size");
_Static_assert(offsetof(struct fwctl_rsc_destroy, size) == 0, "destroy.size");
_Static_assert(offsetof(struct fwctl_rsc_destroy, flags) == 8, "destroy.flags");
_Static_assert(offsetof(struct fwctl_rsc_destroy, type) == 16, "destroy.type");
_Static_assert(offsetof(struct fwctl_rsc_destroy, rsc_id) == 20, "destroy.rsc_id");
/* INFO and RPC as they were */
_Static_assert(FWCTL_INFO == 0x9a00 && FWCTL_RPC == 0x9a01, "INFO, RPC");
_Static_assert(sizeof(struct fwctl_rpc) == 32 && sizeof(struct fwctl_info) == 24, "INFO, RPC");
int main(void) { return 0; }
C
cc -std=c11 -Wall -Wextra -pedantic -Werror -I "$tmp/include/uapi" "$tmp/t.c" -o "$tmp/t" ||
    { echo "FAIL: the series' fwctl.h is not NVIDIA's uAPI (see above)"; exit 1; }
if echo 'int main(void){return 0;}' | cc -m32 -x c - -o "$tmp/m32" 2>/dev/null; then
    cc -m32 -std=c11 -Wall -Wextra -pedantic -Werror -I "$tmp/include/uapi" "$tmp/t.c" \
        -o "$tmp/t32" || { echo "FAIL: i386 lays the series' fwctl.h out otherwise"; exit 1; }
    echo "uapi: the series' resource ioctls are NVIDIA's uAPI (x86-64 and i386)"
else
    echo "uapi: the series' resource ioctls are NVIDIA's uAPI (x86-64; no i386 compiler here)"
fi
