// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * User contexts (UIDs): CREATE_UCTX / DESTROY_UCTX and per-UID object accounting.
 * uid 0 is the kernel's and always exists; user UIDs are 1 .. MLX5FW_MAX_UIDS - 1.
 */
#include <stdlib.h>
#include <string.h>

#include "mlx5fw_int.h"

void mlx5fw_uid_get(struct mlx5fw *fw, uint16_t uid)
{
	if (uid && uid < MLX5FW_MAX_UIDS)
		fw->uctx[uid].nobjs++;
}

void mlx5fw_uid_put(struct mlx5fw *fw, uint16_t uid)
{
	if (uid && uid < MLX5FW_MAX_UIDS && fw->uctx[uid].nobjs)
		fw->uctx[uid].nobjs--;
}

int mlx5fw_cmd_create_uctx(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	uint32_t cap = MLX5CTL_GET(create_uctx_in, cmd->in, uctx.cap);
	unsigned int uid;
	int err;

	err = mlx5fw_need_init(fw, cmd);
	if (err)
		return err;
	if (cmd->uid)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_WRONG_UID);
	if (cap & ~MLX5FW_CAP(fw, uctx_cap))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_UID_CAP);
	for (uid = 1; uid < MLX5FW_MAX_UIDS; uid++)
		if (!fw->uctx[uid].valid)
			break;
	if (uid == MLX5FW_MAX_UIDS)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_LIM_ERR, SYND_NO_RESOURCE);
	fw->uctx[uid].valid = true;
	fw->uctx[uid].cap = cap;
	fw->uctx[uid].nobjs = 0;
	MLX5CTL_SET(create_uctx_out, cmd->out, uid, uid);
	return 0;
}

int mlx5fw_cmd_destroy_uctx(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	uint32_t uid = MLX5CTL_GET(destroy_uctx_in, cmd->in, uid);
	int err;

	err = mlx5fw_need_init(fw, cmd);
	if (err)
		return err;
	if (cmd->uid)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_WRONG_UID);
	if (!uid || uid >= MLX5FW_MAX_UIDS || !fw->uctx[uid].valid)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_NO_UID);
	if (fw->uctx[uid].nobjs) {
		fw->destroy_uctx_busy++;
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_RES_BUSY, SYND_BUSY);
	}
	memset(&fw->uctx[uid], 0, sizeof(fw->uctx[uid]));
	mlx5fw_fwu_uid_gone(fw, (uint16_t)uid);
	return 0;
}

void mlx5fw_objs_reset(struct mlx5fw *fw)
{
	unsigned int i;

	for (i = 0; i < MLX5FW_MAX_UMEMS; i++)
		free(fw->umems[i].mtt);
	for (i = 0; i < MLX5FW_MAX_MKEYS; i++)
		free(fw->mkeys[i].mtt);
	memset(fw->umems, 0, sizeof(fw->umems));
	memset(fw->pds, 0, sizeof(fw->pds));
	memset(fw->mkeys, 0, sizeof(fw->mkeys));
	memset(fw->uctx, 0, sizeof(fw->uctx));
	mlx5fw_fwu_uid_gone(fw, MLX5FW_MAX_UIDS);	/* every user context is gone */
	fw->next_umem_id = 1;
	fw->next_pdn = 1;
	fw->next_mkey_key = 0;
}
