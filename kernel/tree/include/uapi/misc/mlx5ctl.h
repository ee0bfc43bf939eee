/* SPDX-License-Identifier: ((GPL-2.0 WITH Linux-syscall-note) OR BSD-3-Clause) */
/* Copyright (c) 2023, NVIDIA CORPORATION & AFFILIATES. All rights reserved. */

#ifndef _UAPI_MISC_MLX5CTL_H
#define _UAPI_MISC_MLX5CTL_H

#include <linux/ioctl.h>
#include <linux/types.h>

/**
 * struct mlx5ctl_info - MLX5CTL_IOCTL_INFO output
 * @flags: zero, reserved for future use
 * @size: set by the kernel to sizeof(struct mlx5ctl_info)
 * @devname: name of the underlying ConnectX (PCI) device, NUL terminated
 * @uctx_uid: firmware user context (UID) the file descriptor runs RPCs with
 * @reserved1: zero
 * @uctx_cap: capabilities of the file descriptor's user context
 * @dev_uctx_cap: user context capabilities the device supports
 * @ucap: capabilities the opener held, as a bit mask of (1 << CAP_xxx) for
 *	CAP_NET_RAW, CAP_SYS_RAWIO and CAP_SYS_ADMIN
 * @reserved2: zero
 */
struct mlx5ctl_info {
	__aligned_u64 flags;
	__u32 size;
	__u8 devname[64];
	__u16 uctx_uid;
	__u16 reserved1;
	__u32 uctx_cap;
	__u32 dev_uctx_cap;
	__u32 ucap;
	__u32 reserved2;
};
// @since 4

/**
 * struct mlx5ctl_cmdrpc - MLX5CTL_IOCTL_CMDRPC argument
 * @in: user address of the command inbox (PRM layout, header included)
 * @out: user address of the command outbox
 * @inlen: inbox length in bytes, at least the 16 byte inbox header and at
 *	most MLX5CTL_MAX_RPC_SIZE
 * @outlen: outbox length in bytes, at least the 16 byte outbox header and at
 *	most MLX5CTL_MAX_RPC_SIZE
 * @flags: must be zero
 */
struct mlx5ctl_cmdrpc {
	__aligned_u64 in;
	__aligned_u64 out;
	__u32 inlen;
	__u32 outlen;
	__aligned_u64 flags;
};

#define MLX5CTL_MAX_RPC_SIZE 8192
// @end
// @since 5

/**
 * struct mlx5ctl_umem_reg - MLX5CTL_IOCTL_UMEM_REG argument
 * @flags: must be zero
 * @size: ignored on input, set by the kernel to sizeof(struct mlx5ctl_umem_reg)
 * @reserved1: must be zero
 * @addr: user virtual address of the buffer
 * @len: length of the buffer in bytes, not zero, at most 64 MiB of pages
 * @umem_id: output, the device UMEM id to use in command inboxes
 * @reserved2: must be zero
 */
struct mlx5ctl_umem_reg {
	__aligned_u64 flags;
	__u32 size;
	__u32 reserved1;
	__aligned_u64 addr;
	__aligned_u64 len;
	__u32 umem_id;
	__u32 reserved2;
};

/**
 * struct mlx5ctl_umem_unreg - MLX5CTL_IOCTL_UMEM_UNREG argument
 * @flags: must be zero
 * @size: ignored on input, set by the kernel to
 *	sizeof(struct mlx5ctl_umem_unreg)
 * @umem_id: UMEM id returned by MLX5CTL_IOCTL_UMEM_REG on this file
 */
struct mlx5ctl_umem_unreg {
	__aligned_u64 flags;
	__u32 size;
	__u32 umem_id;
};
// @end

#define MLX5CTL_IOCTL_MAGIC 0x5c

#define MLX5CTL_IOCTL_INFO \
	_IOR(MLX5CTL_IOCTL_MAGIC, 0x0, struct mlx5ctl_info)
// @since 4

#define MLX5CTL_IOCTL_CMDRPC \
	_IOWR(MLX5CTL_IOCTL_MAGIC, 0x1, struct mlx5ctl_cmdrpc)
// @end
// @since 5

#define MLX5CTL_IOCTL_UMEM_REG \
	_IOWR(MLX5CTL_IOCTL_MAGIC, 0x2, struct mlx5ctl_umem_reg)

#define MLX5CTL_IOCTL_UMEM_UNREG \
	_IOWR(MLX5CTL_IOCTL_MAGIC, 0x3, struct mlx5ctl_umem_unreg)
// @end

#endif /* _UAPI_MISC_MLX5CTL_H */
