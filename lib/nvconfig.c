// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/* Non-volatile configuration items through MNVDA (read/write) and MNVIA (reset). */
#include <errno.h>
#include <string.h>

#include "internal.h"

static void set_header(uint8_t *reg, uint32_t type, unsigned int access_mode, size_t len)
{
	MLX5CTL_SET(mnvda_reg, reg, configuration_item_header.access_mode, access_mode);
	MLX5CTL_SET(mnvda_reg, reg, configuration_item_header.length, (uint32_t)len);
	/* the type dword: class << 24 | index, whichever class layout applies */
	mlx5ctl_be32_store(MLX5CTL_ADDR_OF(mnvda_reg, reg, configuration_item_header.type), type);
}

int mlx5ctl_nv_read(struct mlx5ctl_dev *dev, uint32_t type, unsigned int access_mode, void *data,
		    size_t len)
{
	uint8_t reg[MLX5CTL_ST_SZ_BYTES(mnvda_reg)] = { 0 };
	int err;

	if (len > MLX5CTL_FLD_SZ_BYTES(mnvda_reg, configuration_item_data))
		return mlx5ctl_seterr(-EINVAL, "configuration item of %zu bytes", len);
	set_header(reg, type, access_mode, len);
	err = mlx5ctl_access_reg(dev, MLX5CTL_REG_MNVDA, 0, false, reg, reg, sizeof(reg));
	if (!err)
		memcpy(data, MLX5CTL_ADDR_OF(mnvda_reg, reg, configuration_item_data), len);
	return err;
}

int mlx5ctl_nv_write(struct mlx5ctl_dev *dev, uint32_t type, const void *data, size_t len)
{
	uint8_t reg[MLX5CTL_ST_SZ_BYTES(mnvda_reg)] = { 0 };

	if (len > MLX5CTL_FLD_SZ_BYTES(mnvda_reg, configuration_item_data))
		return mlx5ctl_seterr(-EINVAL, "configuration item of %zu bytes", len);
	set_header(reg, type, MLX5CTL_NV_ACCESS_MODE_NEXT, len);
	memcpy(MLX5CTL_ADDR_OF(mnvda_reg, reg, configuration_item_data), data, len);
	return mlx5ctl_access_reg(dev, MLX5CTL_REG_MNVDA, 0, true, reg, reg, sizeof(reg));
}

int mlx5ctl_nv_reset(struct mlx5ctl_dev *dev)
{
	uint8_t reg[MLX5CTL_ST_SZ_BYTES(mnvia_reg)] = { 0 };

	return mlx5ctl_access_reg(dev, MLX5CTL_REG_MNVIA, 0, true, reg, reg, sizeof(reg));
}
