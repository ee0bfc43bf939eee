/* SPDX-License-Identifier: ((GPL-2.0 WITH Linux-syscall-note) OR BSD-3-Clause) */
/*
 * fwctl's resource ioctls as NVIDIA's out-of-tree fwctl (DOCA-OFED's fwctl-dkms) has them, and
 * our kernel/fwctl/ series: user memory (UMEM) registered with the device, optionally with an
 * MKEY the kernel creates over it, and destroyed again. Binary-compatible with the user side
 * NVIDIA ships in mstflint (Mellanox/mstflint, include/mtcr_ul/fwctrl_ioctl.h; used by
 * mtcr_ul/fwctrl.c since mstflint 4.35): the same ioctl numbers, structures and flags.
 * tests/unit/test_uapi_rsc.c pins every size, offset and number to that header's values.
 *
 * Upstream's include/uapi/fwctl/fwctl.h (lib/uapi/fwctl/, unchanged) has FWCTL_TYPE and the
 * commands 0 (INFO) and 1 (RPC); these are 2 and 3. An upstream kernel answers both with
 * ENOTTY: no user memory, everything inline.
 *
 * Like INFO and RPC, each structure starts with its size and may grow; the kernel takes a
 * smaller (older) one and refuses non-zero bytes it does not know past its own (E2BIG).
 */
#ifndef _UAPI_FWCTL_NVIDIA_RSC_H
#define _UAPI_FWCTL_NVIDIA_RSC_H

#include <linux/ioctl.h>
#include <linux/types.h>

#include <fwctl/fwctl.h>

/* the commands after upstream's FWCTL_CMD_INFO (0) and FWCTL_CMD_RPC (1) */
enum {
	FWCTL_CMD_RSC_DESTROY = 2,
	FWCTL_CMD_RSC_UMEM_REG = 3,
};

/**
 * enum fwctl_umem_flags - fwctl_rsc_umem_reg.flags
 * @FWCTL_UMEM_FLAG_MKEY: the kernel also creates an MKEY over the whole UMEM, under the file's
 *	UID, and returns it in mkey_id (local read and write; the caller never sends CREATE_MKEY).
 *	Its addresses start at 0: address 0 is the buffer's first byte (our kernel/fwctl/ series)
 * @FWCTL_UMEM_FLAG_MCDD: the MKEY is for firmware download by DMA (MCDD, "DMA device direct"):
 *	what mstflint asks for (with FWCTL_UMEM_FLAG_MKEY) before burning through MCDD
 *
 * Any other bit: EOPNOTSUPP.
 */
enum fwctl_umem_flags {
	FWCTL_UMEM_FLAG_MKEY = 1 << 0,
	FWCTL_UMEM_FLAG_MCDD = 1 << 1,
};

/**
 * struct fwctl_rsc_umem_reg - ioctl(FWCTL_RSC_UMEM_REG)
 * @size: sizeof(struct fwctl_rsc_umem_reg)
 * @flags: enum fwctl_umem_flags
 * @addr: user address of the buffer (page-aligned; writable)
 * @len: its length in bytes (not 0; the kernel's limits apply)
 * @umem_id: out: the device's UMEM id, for command inboxes
 * @mkey_id: out: the MKEY (index << 8 | key) with FWCTL_UMEM_FLAG_MKEY, else 0
 * @rsc_id: out: the file's handle of the registration, for FWCTL_RSC_DESTROY
 *
 * 4 bytes of padding follow size and rsc_id (the __aligned_u64 members); they are part of the
 * layout NVIDIA's header gives and must be zero.
 */
struct fwctl_rsc_umem_reg {
	__u32 size;
	__aligned_u64 flags;
	__aligned_u64 addr;
	__aligned_u64 len;
	__u32 umem_id;
	__u32 mkey_id;
	__u32 rsc_id;
};

/*
 * enum fwctl_rsc_type - fwctl_rsc_destroy.type. NVIDIA's header names the enum and defines no
 * value; mstflint sends 0 (its initializer leaves type zero) to destroy a UMEM registration,
 * so 0 is the UMEM, and a kernel compatible with it must take 0.
 */
enum fwctl_rsc_type {
	FWCTL_RSC_TYPE_UMEM = 0,
};

/**
 * struct fwctl_rsc_destroy - ioctl(FWCTL_RSC_DESTROY)
 * @size: sizeof(struct fwctl_rsc_destroy)
 * @flags: must be 0 (NVIDIA's header marks it "TODO remove"; kept for the layout)
 * @type: enum fwctl_rsc_type
 * @rsc_id: what FWCTL_RSC_UMEM_REG returned on this file
 *
 * The MKEY made with the UMEM goes with it.
 */
struct fwctl_rsc_destroy {
	__u32 size;
	__aligned_u64 flags;
	__u32 type;
	__u32 rsc_id;
};

/* _IO as NVIDIA's (no size or direction encoded: the structure's size field versions it) */
#define FWCTL_RSC_DESTROY	_IO(FWCTL_TYPE, FWCTL_CMD_RSC_DESTROY)
#define FWCTL_RSC_UMEM_REG	_IO(FWCTL_TYPE, FWCTL_CMD_RSC_UMEM_REG)

#endif /* _UAPI_FWCTL_NVIDIA_RSC_H */
