// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Protection domains and memory keys. Only UMEM-backed MKEYs (mkey_umem_valid, MTT access
 * mode) are modelled: they are how a dump is scattered into a user buffer. PD, MKEY and UMEM
 * must all belong to the calling UID.
 */
#include <string.h>

#include "mlx5fw_int.h"

#define A_LR	0x1
#define A_LW	0x2
#define A_RR	0x4
#define A_RW	0x8

static struct mlx5fw_pd *pd_find(struct mlx5fw *fw, uint32_t pdn)
{
	unsigned int i;

	for (i = 0; i < MLX5FW_MAX_PDS; i++)
		if (fw->pds[i].valid && fw->pds[i].pdn == pdn)
			return &fw->pds[i];
	return NULL;
}

static struct mlx5fw_mkey *mkey_find(struct mlx5fw *fw, uint32_t index)
{
	unsigned int i;

	for (i = 0; i < MLX5FW_MAX_MKEYS; i++)
		if (fw->mkeys[i].valid && fw->mkeys[i].index == index)
			return &fw->mkeys[i];
	return NULL;
}

/* uid 0 (the kernel) may release any object; a user UID only its own */
static bool may_touch(uint16_t caller, uint16_t owner)
{
	return !caller || caller == owner;
}

int mlx5fw_cmd_alloc_pd(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	struct mlx5fw_pd *pd = NULL;
	unsigned int i;
	int err;

	err = mlx5fw_need_init_uid(fw, cmd);
	if (err)
		return err;
	for (i = 0; i < MLX5FW_MAX_PDS; i++)
		if (!fw->pds[i].valid) {
			pd = &fw->pds[i];
			break;
		}
	if (!pd)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_LIM_ERR, SYND_NO_RESOURCE);
	do {
		pd->pdn = fw->next_pdn;
		fw->next_pdn = (fw->next_pdn + 1) & 0xffffff;
		if (!fw->next_pdn)
			fw->next_pdn = 1;
	} while (!pd->pdn || pd_find(fw, pd->pdn));
	pd->valid = true;
	pd->uid = cmd->uid;
	pd->refs = 0;
	mlx5fw_uid_get(fw, cmd->uid);
	MLX5CTL_SET(alloc_pd_out, cmd->out, pd, pd->pdn);
	return 0;
}

int mlx5fw_cmd_dealloc_pd(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	struct mlx5fw_pd *pd;
	int err;

	err = mlx5fw_need_init_uid(fw, cmd);
	if (err)
		return err;
	pd = pd_find(fw, MLX5CTL_GET(dealloc_pd_in, cmd->in, pd));
	if (!pd)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_ID);
	if (!may_touch(cmd->uid, pd->uid))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_WRONG_UID);
	if (pd->refs)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_RES_STATE_ERR, SYND_BUSY);
	mlx5fw_uid_put(fw, pd->uid);
	memset(pd, 0, sizeof(*pd));
	return 0;
}

static uint64_t umem_bytes(const struct mlx5fw_umem *um)
{
	return um->nmtt * ((uint64_t)MLX5FW_PAGE_SIZE << um->log_page_size) - um->page_offset;
}

int mlx5fw_cmd_create_mkey(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	const void *mkc = MLX5CTL_ADDR_OF(create_mkey_in, cmd->in, memory_key_mkey_entry);
	struct mlx5fw_mkey *mk = NULL;
	struct mlx5fw_umem *um;
	struct mlx5fw_pd *pd;
	uint64_t off, len;
	unsigned int i;
	int err;

	err = mlx5fw_need_init_uid(fw, cmd);
	if (err)
		return err;
	if (!MLX5CTL_GET(create_mkey_in, cmd->in, mkey_umem_valid) ||
	    MLX5CTL_GET(mkc, mkc, access_mode_1_0) != MLX5CTL_MKC_ACCESS_MODE_MTT ||
	    MLX5CTL_GET(mkc, mkc, access_mode_4_2) || MLX5CTL_GET(mkc, mkc, length64))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	pd = pd_find(fw, MLX5CTL_GET(mkc, mkc, pd));
	if (!pd)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_ID);
	if (pd->uid != cmd->uid)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_WRONG_UID);
	um = mlx5fw_umem_find(fw, MLX5CTL_GET(create_mkey_in, cmd->in, mkey_umem_id));
	if (!um)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_ID);
	if (um->uid != cmd->uid)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_WRONG_UID);
	off = MLX5CTL_GET64(create_mkey_in, cmd->in, mkey_umem_offset);
	len = MLX5CTL_GET64(mkc, mkc, len);
	if (!len || off > umem_bytes(um) || len > umem_bytes(um) - off)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);

	for (i = 0; i < MLX5FW_MAX_MKEYS; i++)
		if (!fw->mkeys[i].valid) {
			mk = &fw->mkeys[i];
			break;
		}
	if (!mk)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_LIM_ERR, SYND_NO_RESOURCE);
	mk->valid = true;
	mk->uid = cmd->uid;
	mk->index = (uint32_t)(mk - fw->mkeys) + 1;
	mk->key = (uint8_t)MLX5CTL_GET(mkc, mkc, mkey_7_0);
	mk->pd = pd->pdn;
	mk->umem_id = um->id;
	mk->umem_off = off;
	mk->start = MLX5CTL_GET64(mkc, mkc, start_addr);
	mk->len = len;
	mk->access = (uint8_t)((MLX5CTL_GET(mkc, mkc, lr) ? A_LR : 0) |
			       (MLX5CTL_GET(mkc, mkc, lw) ? A_LW : 0) |
			       (MLX5CTL_GET(mkc, mkc, rr) ? A_RR : 0) |
			       (MLX5CTL_GET(mkc, mkc, rw) ? A_RW : 0));
	um->refs++;
	pd->refs++;
	mlx5fw_uid_get(fw, cmd->uid);
	MLX5CTL_SET(create_mkey_out, cmd->out, mkey_index, mk->index);
	return 0;
}

static void mkey_release(struct mlx5fw *fw, struct mlx5fw_mkey *mk)
{
	struct mlx5fw_umem *um = mlx5fw_umem_find(fw, mk->umem_id);
	struct mlx5fw_pd *pd = pd_find(fw, mk->pd);

	if (um && um->refs)
		um->refs--;
	if (pd && pd->refs)
		pd->refs--;
	mlx5fw_uid_put(fw, mk->uid);
	memset(mk, 0, sizeof(*mk));
}

int mlx5fw_cmd_destroy_mkey(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	struct mlx5fw_mkey *mk;
	int err;

	err = mlx5fw_need_init_uid(fw, cmd);
	if (err)
		return err;
	mk = mkey_find(fw, MLX5CTL_GET(destroy_mkey_in, cmd->in, mkey_index));
	if (!mk)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_ID);
	if (!may_touch(cmd->uid, mk->uid))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_WRONG_UID);
	mkey_release(fw, mk);
	return 0;
}

int mlx5fw_cmd_query_mkey(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	void *mkc = MLX5CTL_ADDR_OF(query_mkey_out, cmd->out, memory_key_mkey_entry);
	struct mlx5fw_umem *um;
	struct mlx5fw_mkey *mk;
	int err;

	err = mlx5fw_need_init_uid(fw, cmd);
	if (err)
		return err;
	mk = mkey_find(fw, MLX5CTL_GET(query_mkey_in, cmd->in, mkey_index));
	if (!mk)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_ID);
	if (!may_touch(cmd->uid, mk->uid))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_WRONG_UID);
	um = mlx5fw_umem_find(fw, mk->umem_id);
	MLX5CTL_SET(mkc, mkc, access_mode_1_0, MLX5CTL_MKC_ACCESS_MODE_MTT);
	MLX5CTL_SET(mkc, mkc, lr, !!(mk->access & A_LR));
	MLX5CTL_SET(mkc, mkc, lw, !!(mk->access & A_LW));
	MLX5CTL_SET(mkc, mkc, rr, !!(mk->access & A_RR));
	MLX5CTL_SET(mkc, mkc, rw, !!(mk->access & A_RW));
	MLX5CTL_SET(mkc, mkc, mkey_7_0, mk->key);
	MLX5CTL_SET(mkc, mkc, pd, mk->pd);
	MLX5CTL_SET64(mkc, mkc, start_addr, mk->start);
	MLX5CTL_SET64(mkc, mkc, len, mk->len);
	MLX5CTL_SET(mkc, mkc, log_page_size,
		    MLX5FW_PAGE_SHIFT + (um ? um->log_page_size : 0));
	return 0;
}

/* the MKEY of `uid` with local write access covering [va, va + len), or NULL */
static struct mlx5fw_mkey *mkey_for_write(struct mlx5fw *fw, uint16_t uid, uint32_t mkey,
					  uint64_t va, uint64_t len)
{
	struct mlx5fw_mkey *mk = mkey_find(fw, mkey >> 8);

	if (!mk || mk->key != (mkey & 0xff) || mk->uid != uid || !(mk->access & A_LW))
		return NULL;
	if (va < mk->start || va - mk->start > mk->len || len > mk->len - (va - mk->start))
		return NULL;
	return mk;
}

bool mlx5fw_mkey_writable(struct mlx5fw *fw, uint16_t uid, uint32_t mkey, uint64_t va,
			  uint64_t len)
{
	return mkey_for_write(fw, uid, mkey, va, len) != NULL;
}

int mlx5fw_mkey_write(struct mlx5fw *fw, uint16_t uid, uint32_t mkey, uint64_t va,
		      const void *buf, size_t len)
{
	struct mlx5fw_mkey *mk = mkey_for_write(fw, uid, mkey, va, len);
	const uint8_t *src = buf;
	struct mlx5fw_umem *um;
	uint64_t page, pos, offset;

	if (!mk)
		return -1;
	offset = va - mk->start;
	um = mlx5fw_umem_find(fw, mk->umem_id);
	if (!um)
		return -1;
	page = (uint64_t)MLX5FW_PAGE_SIZE << um->log_page_size;
	pos = um->page_offset + mk->umem_off + offset;
	while (len) {
		uint64_t idx = pos / page, in_page = pos % page;
		size_t chunk = page - in_page < len ? (size_t)(page - in_page) : len;

		if (idx >= um->nmtt || !(um->mtt[idx] & 0x2))
			return -1;
		if (mlx5fw_dma_write(fw, (um->mtt[idx] & ~(uint64_t)0xff) + in_page, src, chunk))
			return -1;
		src += chunk;
		pos += chunk;
		len -= chunk;
	}
	return 0;
}
