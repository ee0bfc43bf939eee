// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Protection domains and memory keys. An MKEY translates the virtual addresses a dump is written
 * to, in one of three ways, as real firmware does (prm/objects.yaml, CREATE_MKEY):
 *   - over a UMEM (mkey_umem_valid, MTT mode): the UMEM's pages, which the kernel pinned;
 *   - inline MTT entries (mkey_umem_valid clear, MTT mode): whatever page addresses the creator
 *     wrote after the inbox (translations_octword_actual_size octwords, 2 entries each);
 *   - PA mode: start_addr is the bus address itself.
 * Real firmware lets any user context create the last two: that is DMA anywhere, which the
 * kernel must refuse (the spec's constraints on CREATE_MKEY), and which the DMA-isolation oracle
 * (core.c) counts when it happens. KLM/KSM (indirect) keys are not modelled: BAD_PARAM.
 * PD, MKEY and UMEM must belong to the calling UID (uid 0, the kernel, may use any).
 */
#include <stdlib.h>
#include <string.h>

#include "mlx5fw_int.h"

#define A_LR	0x1
#define A_LW	0x2
#define A_RR	0x4
#define A_RW	0x8

static struct mlx5fw_pd *pd_find(struct mlx5fw *fw, uint32_t pdn)
{
	return (struct mlx5fw_pd *)mlx5fw_obj_find(fw, MLX5FW_OBJ_PD, pdn);
}

int mlx5fw_cmd_alloc_pd(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	struct mlx5fw_pd *pd;
	int err;

	err = mlx5fw_obj_reserve(fw, cmd, MLX5FW_OBJ_PD, &pd);
	if (err)
		return err;
	MLX5CTL_SET(alloc_pd_out, cmd->out, pd,
		    mlx5fw_obj_commit(fw, MLX5FW_OBJ_PD, &pd->obj, cmd->uid));
	return 0;
}

int mlx5fw_cmd_dealloc_pd(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	struct mlx5fw_pd *pd;
	int err;

	err = mlx5fw_obj_lookup(fw, cmd, MLX5FW_OBJ_PD, MLX5CTL_GET(dealloc_pd_in, cmd->in, pd),
				&pd);
	return err ? err : mlx5fw_obj_destroy(fw, cmd, MLX5FW_OBJ_PD, &pd->obj, NULL);
}

static uint64_t umem_bytes(const struct mlx5fw_umem *um)
{
	return um->nmtt * ((uint64_t)MLX5FW_PAGE_SIZE << um->log_page_size) - um->page_offset;
}

/* CREATE_MKEY's inline MTT entries into mk (mode MTT): covering len bytes from start */
static int mkey_inline_mtt(struct mlx5fw_cmd *cmd, const void *mkc, struct mlx5fw_mkey *mk)
{
	const uint8_t *e = MLX5CTL_ADDR_OF(create_mkey_in, cmd->in, klm_pas_mtt);
	uint64_t octwords = MLX5CTL_GET(create_mkey_in, cmd->in, translations_octword_actual_size);
	uint32_t log_page = MLX5CTL_GET(mkc, mkc, log_page_size);
	size_t have = cmd->inlen - MLX5CTL_BYTE_OFF(create_mkey_in, klm_pas_mtt);
	uint64_t page, need, i;

	/* 4 KiB to 1 GiB pages */
	if (log_page < MLX5FW_PAGE_SHIFT || log_page > 30)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	page = 1ull << log_page;
	need = ((mk->start & (page - 1)) + mk->len + page - 1) / page;
	if (!octwords || octwords > MLX5FW_MAX_UMEM_MTTS / 2 || need > octwords * 2)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	if (have / MLX5CTL_ST_SZ_BYTES(mtt) < octwords * 2)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_INP_LEN_ERR, SYND_BAD_LEN);
	mk->mtt = calloc(need, sizeof(*mk->mtt));
	if (!mk->mtt)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_NO_RES_ERR, SYND_NO_RESOURCE);
	for (i = 0; i < need; i++, e += MLX5CTL_ST_SZ_BYTES(mtt)) {
		uint64_t a = ((uint64_t)MLX5CTL_GET(mtt, e, ptag_63_32) << 32) |
			     ((uint64_t)MLX5CTL_GET(mtt, e, ptag_31_8) << 8);

		if (a & (page - 1)) {
			free(mk->mtt);
			mk->mtt = NULL;
			return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_ACCESS);
		}
		mk->mtt[i] = a | (uint64_t)MLX5CTL_GET(mtt, e, wr_en) << 1 |
			     MLX5CTL_GET(mtt, e, rd_en);
	}
	mk->nmtt = need;
	mk->log_page_size = (uint8_t)log_page;
	return 0;
}

int mlx5fw_cmd_create_mkey(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	const void *mkc = MLX5CTL_ADDR_OF(create_mkey_in, cmd->in, memory_key_mkey_entry);
	uint32_t mode = MLX5CTL_GET(mkc, mkc, access_mode_1_0);
	struct mlx5fw_mkey *mk, key;
	struct mlx5fw_umem *um = NULL;
	struct mlx5fw_pd *pd;
	int err;

	/*
	 * length64 (the key spans [start_addr, 2^64)) with PA translation, as mlx5_core's
	 * resource-dump key (mlx5_rsc_dump_create_mkey) asks; with MTT translations the model
	 * refuses it (a table for the whole address space; prm/objects.yaml)
	 */
	if ((mode != MLX5CTL_MKC_ACCESS_MODE_MTT && mode != MLX5CTL_MKC_ACCESS_MODE_PA) ||
	    MLX5CTL_GET(mkc, mkc, access_mode_4_2) ||
	    (MLX5CTL_GET(mkc, mkc, length64) && mode != MLX5CTL_MKC_ACCESS_MODE_PA))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	err = mlx5fw_obj_lookup(fw, cmd, MLX5FW_OBJ_PD, MLX5CTL_GET(mkc, mkc, pd), &pd);
	if (err)
		return err;

	memset(&key, 0, sizeof(key));
	key.start = MLX5CTL_GET64(mkc, mkc, start_addr);
	key.len64 = MLX5CTL_GET(mkc, mkc, length64);
	key.len = key.len64 ? 0 : MLX5CTL_GET64(mkc, mkc, len);
	if (!key.len64 && (!key.len || key.start + key.len < key.start))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	if (MLX5CTL_GET(create_mkey_in, cmd->in, mkey_umem_valid)) {
		uint64_t off = MLX5CTL_GET64(create_mkey_in, cmd->in, mkey_umem_offset);

		if (mode != MLX5CTL_MKC_ACCESS_MODE_MTT)
			return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
		err = mlx5fw_obj_lookup(fw, cmd, MLX5FW_OBJ_UMEM,
					MLX5CTL_GET(create_mkey_in, cmd->in, mkey_umem_id), &um);
		if (err)
			return err;
		if (off > umem_bytes(um) || key.len > umem_bytes(um) - off)
			return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
		key.mode = MLX5FW_MKEY_UMEM;
		key.umem_id = um->obj.id;
		key.umem_off = off;
	} else if (mode == MLX5CTL_MKC_ACCESS_MODE_MTT) {
		key.mode = MLX5FW_MKEY_MTT;
	} else {
		key.mode = MLX5FW_MKEY_PA;
	}

	err = mlx5fw_obj_reserve(fw, cmd, MLX5FW_OBJ_MKEY, &mk);
	if (err)
		return err;
	if (key.mode == MLX5FW_MKEY_MTT) {
		err = mkey_inline_mtt(cmd, mkc, &key);
		if (err)
			return err;
	}
	*mk = key;
	mk->key = (uint8_t)MLX5CTL_GET(mkc, mkc, mkey_7_0);
	mk->pd = pd->obj.id;
	mk->access = (uint8_t)((MLX5CTL_GET(mkc, mkc, lr) ? A_LR : 0) |
			       (MLX5CTL_GET(mkc, mkc, lw) ? A_LW : 0) |
			       (MLX5CTL_GET(mkc, mkc, rr) ? A_RR : 0) |
			       (MLX5CTL_GET(mkc, mkc, rw) ? A_RW : 0));
	if (um)
		mlx5fw_obj_get(&um->obj);
	mlx5fw_obj_get(&pd->obj);
	MLX5CTL_SET(create_mkey_out, cmd->out, mkey_index,
		    mlx5fw_obj_commit(fw, MLX5FW_OBJ_MKEY, &mk->obj, cmd->uid));
	return 0;
}

void mlx5fw_mkey_release(struct mlx5fw *fw, struct mlx5fw_obj *o)
{
	struct mlx5fw_mkey *mk = (struct mlx5fw_mkey *)o;
	struct mlx5fw_umem *um = mk->mode == MLX5FW_MKEY_UMEM ?
				 mlx5fw_umem_find(fw, mk->umem_id) : NULL;
	struct mlx5fw_pd *pd = pd_find(fw, mk->pd);

	if (um)
		mlx5fw_obj_put(&um->obj);
	if (pd)
		mlx5fw_obj_put(&pd->obj);
	free(mk->mtt);
}

int mlx5fw_cmd_destroy_mkey(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	struct mlx5fw_mkey *mk;
	int err;

	err = mlx5fw_obj_lookup(fw, cmd, MLX5FW_OBJ_MKEY,
				MLX5CTL_GET(destroy_mkey_in, cmd->in, mkey_index), &mk);
	return err ? err : mlx5fw_obj_destroy(fw, cmd, MLX5FW_OBJ_MKEY, &mk->obj,
						 mlx5fw_mkey_release);
}

int mlx5fw_cmd_query_mkey(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	void *mkc = MLX5CTL_ADDR_OF(query_mkey_out, cmd->out, memory_key_mkey_entry);
	struct mlx5fw_umem *um;
	struct mlx5fw_mkey *mk;

	/*
	 * any UID's MKEY, the kernel's too (prm/objects.yaml: not public; upstream fwctl/mlx5 lets
	 * a UID that cannot create one query it, so the worst plausible is that firmware answers)
	 */
	mk = (struct mlx5fw_mkey *)mlx5fw_obj_find(fw, MLX5FW_OBJ_MKEY,
						   MLX5CTL_GET(query_mkey_in, cmd->in, mkey_index));
	if (!mk)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_ID);
	um = mk->mode == MLX5FW_MKEY_UMEM ? mlx5fw_umem_find(fw, mk->umem_id) : NULL;
	MLX5CTL_SET(mkc, mkc, access_mode_1_0, mk->mode == MLX5FW_MKEY_PA ?
		    MLX5CTL_MKC_ACCESS_MODE_PA : MLX5CTL_MKC_ACCESS_MODE_MTT);
	MLX5CTL_SET(mkc, mkc, lr, !!(mk->access & A_LR));
	MLX5CTL_SET(mkc, mkc, lw, !!(mk->access & A_LW));
	MLX5CTL_SET(mkc, mkc, rr, !!(mk->access & A_RR));
	MLX5CTL_SET(mkc, mkc, rw, !!(mk->access & A_RW));
	MLX5CTL_SET(mkc, mkc, mkey_7_0, mk->key);
	MLX5CTL_SET(mkc, mkc, pd, mk->pd);
	MLX5CTL_SET64(mkc, mkc, start_addr, mk->start);
	MLX5CTL_SET64(mkc, mkc, len, mk->len);
	MLX5CTL_SET(mkc, mkc, length64, mk->len64);
	MLX5CTL_SET(mkc, mkc, log_page_size, mk->mode == MLX5FW_MKEY_MTT ? mk->log_page_size :
		    MLX5FW_PAGE_SHIFT + (um ? um->log_page_size : 0));
	return 0;
}

/* the MKEY `uid` may use (uid 0 any) with local `access` covering [va, va + len), or NULL */
static struct mlx5fw_mkey *mkey_for(struct mlx5fw *fw, uint16_t uid, uint32_t mkey, uint64_t va,
				    uint64_t len, uint8_t access)
{
	struct mlx5fw_mkey *mk = (struct mlx5fw_mkey *)mlx5fw_obj_find(fw, MLX5FW_OBJ_MKEY,
								      mkey >> 8);

	if (!mk || mk->key != (mkey & 0xff) || (uid && uid != mk->obj.uid) ||
	    (mk->access & access) != access)
		return NULL;
	if (mk->len64)
		return va >= mk->start && (!len || va + (len - 1) >= va) ? mk : NULL;
	if (va < mk->start || va - mk->start > mk->len || len > mk->len - (va - mk->start))
		return NULL;
	return mk;
}

static struct mlx5fw_mkey *mkey_for_write(struct mlx5fw *fw, uint16_t uid, uint32_t mkey,
					  uint64_t va, uint64_t len)
{
	return mkey_for(fw, uid, mkey, va, len, A_LW);
}

bool mlx5fw_mkey_writable(struct mlx5fw *fw, uint16_t uid, uint32_t mkey, uint64_t va,
			  uint64_t len)
{
	return mkey_for_write(fw, uid, mkey, va, len) != NULL;
}

bool mlx5fw_mkey_start(struct mlx5fw *fw, uint16_t uid, uint32_t mkey, uint64_t *start)
{
	struct mlx5fw_mkey *mk = (struct mlx5fw_mkey *)mlx5fw_obj_find(fw, MLX5FW_OBJ_MKEY,
								      mkey >> 8);

	if (!mk || mk->key != (mkey & 0xff) || (uid && uid != mk->obj.uid))
		return false;
	*start = mk->start;
	return true;
}

bool mlx5fw_mkey_readable(struct mlx5fw *fw, uint16_t uid, uint32_t mkey, uint64_t va,
			  uint64_t len)
{
	return mkey_for(fw, uid, mkey, va, len, A_LR) != NULL;
}

/*
 * DMA len bytes between buf and a page list (to the pages when write): pos is the byte offset
 * from the first page; each page must allow the direction (MTT wr_en / rd_en)
 */
static int xfer_pages(struct mlx5fw *fw, const uint64_t *mtt, uint64_t nmtt, uint64_t page,
		      uint64_t pos, uint8_t *buf, size_t len, bool write)
{
	while (len) {
		uint64_t idx = pos / page, in_page = pos % page;
		size_t chunk = page - in_page < len ? (size_t)(page - in_page) : len;
		uint64_t a;

		if (idx >= nmtt || !(mtt[idx] & (write ? 0x2 : 0x1)))
			return -1;
		a = (mtt[idx] & ~(uint64_t)0xff) + in_page;
		if (write ? mlx5fw_dma_write(fw, a, buf, chunk) : mlx5fw_dma_read(fw, a, buf, chunk))
			return -1;
		buf += chunk;
		pos += chunk;
		len -= chunk;
	}
	return 0;
}

static int write_pages(struct mlx5fw *fw, const uint64_t *mtt, uint64_t nmtt, uint64_t page,
		       uint64_t pos, const uint8_t *src, size_t len)
{
	return xfer_pages(fw, mtt, nmtt, page, pos, (uint8_t *)(uintptr_t)src, len, true);
}

int mlx5fw_mkey_write(struct mlx5fw *fw, uint16_t uid, uint32_t mkey, uint64_t va,
		      const void *buf, size_t len)
{
	struct mlx5fw_mkey *mk = mkey_for_write(fw, uid, mkey, va, len);
	struct mlx5fw_umem *um;
	uint64_t page, offset;

	if (!mk)
		return -1;
	offset = va - mk->start;
	switch (mk->mode) {
	case MLX5FW_MKEY_UMEM:
		um = mlx5fw_umem_find(fw, mk->umem_id);
		if (!um)
			return -1;
		page = (uint64_t)MLX5FW_PAGE_SIZE << um->log_page_size;
		return write_pages(fw, um->mtt, um->nmtt, page,
				   um->page_offset + mk->umem_off + offset, buf, len);
	case MLX5FW_MKEY_MTT:
		page = 1ull << mk->log_page_size;
		return write_pages(fw, mk->mtt, mk->nmtt, page, (mk->start & (page - 1)) + offset,
				   buf, len);
	case MLX5FW_MKEY_PA:
		return mlx5fw_dma_write(fw, va, buf, len);
	}
	return -1;
}

int mlx5fw_mkey_read(struct mlx5fw *fw, uint16_t uid, uint32_t mkey, uint64_t va, void *buf,
		     size_t len)
{
	struct mlx5fw_mkey *mk = mkey_for(fw, uid, mkey, va, len, A_LR);
	struct mlx5fw_umem *um;
	uint64_t page, offset;

	if (!mk)
		return -1;
	offset = va - mk->start;
	switch (mk->mode) {
	case MLX5FW_MKEY_UMEM:
		um = mlx5fw_umem_find(fw, mk->umem_id);
		if (!um)
			return -1;
		page = (uint64_t)MLX5FW_PAGE_SIZE << um->log_page_size;
		return xfer_pages(fw, um->mtt, um->nmtt, page,
				  um->page_offset + mk->umem_off + offset, buf, len, false);
	case MLX5FW_MKEY_MTT:
		page = 1ull << mk->log_page_size;
		return xfer_pages(fw, mk->mtt, mk->nmtt, page, (mk->start & (page - 1)) + offset,
				  buf, len, false);
	case MLX5FW_MKEY_PA:
		return mlx5fw_dma_read(fw, va, buf, len);
	}
	return -1;
}
