/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/* Copyright (c) 2023, NVIDIA CORPORATION & AFFILIATES. All rights reserved. */

#ifndef __MLX5CTL_H__
#define __MLX5CTL_H__

#include <linux/list.h>
// @since 4
#include <linux/mutex.h>
// @end
#include <linux/types.h>
// @since 5
#include <linux/xarray.h>
// @end

struct mlx5_core_dev;
struct mlx5ctl_dev;

/**
 * struct mlx5ctl_fd - state of one open file
 * @mcdev: the control device
 * @mdev: the mlx5 core device; NULL once the file's device resources are
 *	released (on removal of the device)
 * @list: entry in the control device's list of open files
 * @uid: the file's firmware user context; 0 until the first privileged use
 *	when the opener lacked CAP_SYS_ADMIN
 * @uctx_cap: capabilities of the user context
 * @ucap: capabilities of the opener, bit mask of BIT(CAP_xxx)
// @since 4
 * @lock: serializes the creation of @uid, and changes to @obj_list and
 *	@umems with the commands that create and destroy what they track
 * @obj_list: objects created by the file's RPCs, newest first
 * @unknown: creating commands whose outcome is unknown (timed out or
 *	aborted): they may have left objects the driver cannot name
// @end
// @since 5
 * @umems: the file's UMEMs, by UMEM id
 * @orphans: UMEMs the device may know although the driver has no id for
 *	them (or failed to destroy them); released with the UCTX
// @end
 */
struct mlx5ctl_fd {
	struct mlx5ctl_dev *mcdev;
	struct mlx5_core_dev *mdev;
	struct list_head list;
	u16 uid;
	u32 uctx_cap;
	u32 ucap;
// @since 4
	struct mutex lock; /* protects uid, obj_list, umems, orphans */
	struct list_head obj_list;
	unsigned int unknown;
// @end
// @since 5
	struct xarray umems;
	struct list_head orphans;
// @end
};

#endif /* __MLX5CTL_H__ */
