// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * User contexts (UIDs): CREATE_UCTX / DESTROY_UCTX and per-UID object accounting.
 * uid 0 is the kernel's and always exists; user UIDs are 1 .. MLX5FW_MAX_UIDS - 1.
 */
#include <stdlib.h>
#include <string.h>

#include "mlx5fw_int.h"

void mlx5fw_uctx_release(struct mlx5fw *fw, struct mlx5fw_obj *o)
{
	mlx5fw_fwu_uid_gone(fw, (uint16_t)o->id);	/* the update handle it holds goes */
}

int mlx5fw_cmd_create_uctx(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	uint32_t cap = MLX5CTL_GET(create_uctx_in, cmd->in, uctx.cap);
	struct mlx5fw_uctx *u;
	int err;

	if (cmd->uid)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_WRONG_UID);
	if (cap & ~MLX5FW_CAP(fw, uctx_cap))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_UID_CAP);
	err = mlx5fw_obj_reserve(fw, cmd, MLX5FW_OBJ_UCTX, &u);
	if (err)
		return err;
	u->cap = cap;
	MLX5CTL_SET(create_uctx_out, cmd->out, uid, mlx5fw_obj_commit(fw, MLX5FW_OBJ_UCTX, &u->obj, 0));
	return 0;
}

int mlx5fw_cmd_destroy_uctx(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	uint32_t uid = MLX5CTL_GET(destroy_uctx_in, cmd->in, uid);
	struct mlx5fw_obj *u;

	if (cmd->uid)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_WRONG_UID);
	u = mlx5fw_obj_find(fw, MLX5FW_OBJ_UCTX, uid);
	if (!u)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_NO_UID);
	return mlx5fw_obj_destroy(fw, cmd, MLX5FW_OBJ_UCTX, u, mlx5fw_uctx_release);
}
