/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/*
 * Benchmark only (scripts/bench-vm): the interface of bench/kref's /dev/mlx5ctl-kref.
 * MLX5CTL_IOCTL_CMDRPC (the uAPI's own request) passes an RPC straight to mlx5_cmd_do: the
 * least a driver must do (copy in, allocate, run, copy out), with none of mlx5ctl's policy,
 * UID or locking. MLX5CTL_KREF_LOOP runs QUERY_ADAPTER n times from the kernel.
 */
#ifndef MLX5CTL_KREF_H
#define MLX5CTL_KREF_H

#include <linux/ioctl.h>
#include <linux/types.h>

struct mlx5ctl_kref_loop {
	__u32 n;	/* in: commands to issue */
	__u32 rsvd;
	__u64 ns;	/* out: time they took */
};

#define MLX5CTL_KREF_LOOP _IOWR('k', 0x1, struct mlx5ctl_kref_loop)

#endif
