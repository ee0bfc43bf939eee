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
/* the MLX5CTL_OPEN_* flags of a handle opened on a backend (mlx5ctl_open_flags()'s) */
void mlx5ctl_backend_set_flags(struct mlx5ctl_dev *dev, unsigned int flags);

#endif /* MLX5CTL_BACKEND_H */
