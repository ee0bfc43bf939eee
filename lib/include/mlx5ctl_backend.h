/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/*
 * A transport other than the driver's ioctls, for tests: the same four requests with the
 * uAPI's structures (<misc/mlx5ctl.h>). Each returns 0 or a negative errno.
 */
#ifndef MLX5CTL_BACKEND_H
#define MLX5CTL_BACKEND_H

#include <misc/mlx5ctl.h>

#include "mlx5ctl.h"

struct mlx5ctl_backend {
	int (*info)(void *ctx, struct mlx5ctl_info *info);
	int (*rpc)(void *ctx, struct mlx5ctl_cmdrpc *rpc);
	int (*umem_reg)(void *ctx, struct mlx5ctl_umem_reg *reg);
	int (*umem_unreg)(void *ctx, struct mlx5ctl_umem_unreg *unreg);
	void (*close)(void *ctx);	/* optional, at mlx5ctl_close() */
};

int mlx5ctl_open_backend(const struct mlx5ctl_backend *be, void *ctx, const char *name,
			 struct mlx5ctl_dev **dev);

#endif /* MLX5CTL_BACKEND_H */
