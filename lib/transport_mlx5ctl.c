// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/* The mlx5ctl driver's transport: its four ioctls on /dev/mlx5ctl-<adev> (Linux 6.12 + series). */
#include <errno.h>
#include <string.h>
#include <sys/ioctl.h>

#include "internal.h"

static int info(struct mlx5ctl_dev *dev, struct mlx5ctl_info *ki)
{
	if (ioctl(dev->fd, MLX5CTL_IOCTL_INFO, ki)) {
		int err = -errno;

		return mlx5ctl_seterr(err, "%s: INFO: %s", dev->info.path, strerror(-err));
	}
	return 0;
}

static int rpc(struct mlx5ctl_dev *dev, struct mlx5ctl_cmdrpc *r, bool *explained)
{
	*explained = false;
	return ioctl(dev->fd, MLX5CTL_IOCTL_CMDRPC, r) ? -errno : 0;
}

/* the UMEM only: the library makes the MKEY over it (CREATE_MKEY, checked by the policy) */
static int umem_reg(struct mlx5ctl_dev *dev, struct mlx5ctl_xp_umem *u)
{
	struct mlx5ctl_umem_reg r = { .addr = u->addr, .len = u->len };

	if (ioctl(dev->fd, MLX5CTL_IOCTL_UMEM_REG, &r))
		return -errno;
	u->umem_id = r.umem_id;
	u->handle = r.umem_id;
	u->mkey = 0;
	return 0;
}

static int umem_unreg(struct mlx5ctl_dev *dev, const struct mlx5ctl_xp_umem *u)
{
	struct mlx5ctl_umem_unreg r = { .umem_id = u->handle };

	return ioctl(dev->fd, MLX5CTL_IOCTL_UMEM_UNREG, &r) ? -errno : 0;
}

const struct mlx5ctl_transport mlx5ctl_transport_mlx5ctl = {
	.name = "mlx5ctl",
	.info = info,
	.rpc = rpc,
	.umem_reg = umem_reg,
	.umem_unreg = umem_unreg,
};
