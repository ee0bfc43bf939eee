// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * UMEMs: guest memory described page by page (MTTs) for the device to write into.
 * Owned by the creating UID; only that UID — or uid 0, the kernel, which releases what a
 * closing file left behind — may destroy it.
 *
 * Real firmware keeps translation entries in memory the driver gave it (ICM); the model keeps
 * 8 bytes per MTT on the host's heap, so all UMEMs together get MLX5FW_MAX_TOTAL_MTTS: past
 * that, CREATE_UMEM answers NO_RES_ERR (out of resources), as an exhausted device would.
 */
#include <stdlib.h>
#include <string.h>

#include "mlx5fw_int.h"

#define MAX_LOG_PAGE	18	/* 4 KiB << 18 = 1 GiB */
#define MTT_SZ		MLX5CTL_ST_SZ_BYTES(mtt)

uint64_t mlx5fw_umem_mtts(const struct mlx5fw *fw)
{
	uint64_t n = 0;

	for (unsigned int i = 0; i < MLX5FW_MAX_UMEMS; i++)
		if (fw->umems[i].obj.valid)
			n += fw->umems[i].nmtt;
	return n;
}

void mlx5fw_umem_release(struct mlx5fw *fw, struct mlx5fw_obj *o)
{
	(void)fw;
	free(((struct mlx5fw_umem *)o)->mtt);
}

int mlx5fw_cmd_create_umem(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	const void *u = MLX5CTL_ADDR_OF(create_umem_in, cmd->in, umem);
	const uint8_t *mtt = MLX5CTL_ADDR_OF(create_umem_in, cmd->in, umem.mtt);
	struct mlx5fw_umem *um = NULL;
	uint32_t log_page, page_off;
	uint64_t n, page, i;
	int err;

	if (!cmd->uid && !MLX5FW_CAP(fw, umem_uid_0))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_WRONG_UID);

	log_page = MLX5CTL_GET(umem, u, log_page_size);
	page_off = MLX5CTL_GET(umem, u, page_offset);
	n = MLX5CTL_GET64(umem, u, num_of_mtt);
	if (log_page > MAX_LOG_PAGE)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	page = (uint64_t)MLX5FW_PAGE_SIZE << log_page;
	if (page_off >= page)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	if (!n || n > MLX5FW_MAX_UMEM_MTTS)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	if ((cmd->inlen - MLX5CTL_ST_SZ_BYTES(create_umem_in)) / MTT_SZ < n)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_INP_LEN_ERR, SYND_BAD_LEN);

	err = mlx5fw_obj_reserve(fw, cmd, MLX5FW_OBJ_UMEM, &um);
	if (err)
		return err;
	/* the device's memory for translation entries is finite: out of resources */
	if (n > MLX5FW_MAX_TOTAL_MTTS - mlx5fw_umem_mtts(fw))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_NO_RES_ERR, SYND_MTT_BUDGET);
	um->mtt = calloc(n, sizeof(*um->mtt));
	if (!um->mtt)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_NO_RES_ERR, SYND_NO_RESOURCE);
	for (i = 0; i < n; i++) {
		const void *e = mtt + i * MTT_SZ;
		uint64_t a = ((uint64_t)MLX5CTL_GET(mtt, e, ptag_63_32) << 32) |
			     ((uint64_t)MLX5CTL_GET(mtt, e, ptag_31_8) << 8);
		uint64_t rd = MLX5CTL_GET(mtt, e, rd_en), wr = MLX5CTL_GET(mtt, e, wr_en);

		if ((a & (page - 1)) || (!rd && !wr)) {
			free(um->mtt);
			um->mtt = NULL;
			return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_ACCESS);
		}
		um->mtt[i] = a | (wr << 1) | rd;
	}
	um->log_page_size = (uint8_t)log_page;
	um->page_offset = page_off;
	um->nmtt = n;
	MLX5CTL_SET(create_umem_out, cmd->out, umem_id,
		    mlx5fw_obj_commit(fw, MLX5FW_OBJ_UMEM, &um->obj, cmd->uid));
	return 0;
}

int mlx5fw_cmd_destroy_umem(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	struct mlx5fw_umem *um;
	int err;

	err = mlx5fw_obj_lookup(fw, cmd, MLX5FW_OBJ_UMEM,
				MLX5CTL_GET(destroy_umem_in, cmd->in, umem_id), &um);
	return err ? err : mlx5fw_obj_destroy(fw, cmd, MLX5FW_OBJ_UMEM, &um->obj,
						 mlx5fw_umem_release);
}
