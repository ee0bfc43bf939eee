// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mlx5fw core, the top of the model: creation, reset and free, the entry points (commands,
 * doorbells, BAR0 writes) with re-entry, fault injection and statistics. Below it: the command
 * layer (exec.c, cmdq.c, the generated dispatcher), the handlers, the command checks (check.c),
 * the object table (objtab.c) and the base (host.c: host ops; the generated accessors).
 */
#include <stdlib.h>
#include <string.h>

#include "mlx5fw_int.h"

void mlx5fw_fault_timeout(struct mlx5fw *fw, uint16_t opcode)
{
	fw->fault_timeout_opcode = opcode;
}

uint16_t mlx5fw_fault_timeout_armed(const struct mlx5fw *fw)
{
	return fw->fault_timeout_opcode;
}

static void do_reset(struct mlx5fw *fw)
{
	mlx5fw_dump_reset(fw);
	mlx5fw_objs_teardown(fw);
	mlx5fw_hca_reset(fw);
	mlx5fw_caps_reset(fw);
	mlx5fw_cmdq_reset(fw);
	mlx5fw_iseg_reset(fw);
	mlx5fw_nv_reset(fw);
	mlx5fw_regs_reset(fw);
	mlx5fw_counters_reset(fw);
	mlx5fw_vsc_reset(fw);
	mlx5fw_diag_reset(fw);
	mlx5fw_cong_reset(fw);
	mlx5fw_mgmt_reset(fw);
	if (mlx5fw_fwu_reset(fw))
		mlx5fw_flash_free(fw);	/* the flash holds the new image: rebuilt on use */
	fw->dma_uid = 0;
	fw->dma_opcode = 0;
	fw->dma_hint.umem = -1;
	fw->fault_timeout_opcode = 0;
	memset(&fw->held, 0, sizeof(fw->held));
	memset(&fw->sync_rst, 0, sizeof(fw->sync_rst));	/* a reset under way is done */
	fw->boot_ns = mlx5fw_now(fw);
	/* the first start is the power-on (creation), every later one a warm reset (MRSI) */
	fw->warm = fw->powered;
	if (!fw->powered)
		fw->power_on_ns = fw->boot_ns;
	fw->starts++;
	fw->powered = true;
}

/*
 * Re-entry. A host callback made while the model works (a DMA or an MSI-X write that lands on
 * a bridge's or the device's own config space through the ECAM window) can reset the device or
 * unplug and free it. While a model entry point runs, reset and free are only recorded: from
 * then on the in-flight work does no DMA, raises no interrupt and calls no host op after a
 * free; the outermost entry point carries the reset or free out on its way back, when nothing
 * of the model is in use any more.
 */
void mlx5fw_enter(struct mlx5fw *fw)
{
	fw->busy++;
}

bool mlx5fw_leave(struct mlx5fw *fw)
{
	if (--fw->busy)
		return true;
	if (fw->free_pending) {
		fw->free_pending = false;
		mlx5fw_free(fw);
		return false;
	}
	if (fw->reset_pending) {
		fw->reset_pending = false;
		do_reset(fw);
		return true;
	}
	/* general events the entry point raised (an MFRL write through the command queue, the
	 * ICMD gateway or mlx5fw_exec): posted now, inside an entry point of their own, since
	 * their MSI-X may reset or free the device */
	if (fw->nevents) {
		fw->busy++;
		mlx5fw_events_flush(fw);
		return mlx5fw_leave(fw);
	}
	return true;
}

void mlx5fw_reset(struct mlx5fw *fw)
{
	if (fw->busy) {
		fw->reset_pending = true;
		return;
	}
	do_reset(fw);
}

struct mlx5fw *mlx5fw_new(const struct mlx5fw_config *cfg, const struct mlx5fw_host_ops *ops,
			  void *opaque)
{
	struct mlx5fw *fw;

	if (!cfg || !ops || !cfg->num_uars || cfg->num_uars > 4096 ||
	    cfg->cmd_exec_timeout_ms > 0xfffff)
		return NULL;
	fw = calloc(1, sizeof(*fw));
	if (!fw)
		return NULL;
	fw->cfg = *cfg;
	fw->cfg.nvconfig_path = NULL;	/* the caller owns the string: keep a copy */
	if (cfg->nvconfig_path) {
		size_t n = strlen(cfg->nvconfig_path) + 1;

		fw->nv_path = malloc(n);
		if (fw->nv_path)
			memcpy(fw->nv_path, cfg->nvconfig_path, n);
		if (!fw->nv_path) {
			free(fw);
			return NULL;
		}
	}
	fw->cfg.absent_regs = NULL;	/* the ids are kept, not the caller's string */
	if (mlx5fw_absent_regs_parse(cfg->absent_regs, fw->absent_regs, &fw->nabsent_regs,
				     NULL, 0)) {
		free(fw->nv_path);
		free(fw);
		return NULL;
	}
	fw->cfg.fw_store_path = NULL;
	if (cfg->fw_store_path) {
		fw->fw_path = strdup(cfg->fw_store_path);
		if (!fw->fw_path) {
			free(fw->nv_path);
			free(fw);
			return NULL;
		}
	}
	fw->ops = ops;
	fw->opaque = opaque;
	fw->uar_used = calloc(cfg->num_uars, 1);
	fw->fw_pages = calloc(MLX5FW_MAX_FW_PAGES, sizeof(*fw->fw_pages));
	if (!fw->uar_used || !fw->fw_pages || mlx5fw_caps_init(fw) ||
	    mlx5fw_iseg_init(fw)) {
		mlx5fw_free(fw);
		return NULL;
	}
	fw->cmd_eqn = -1;
	mlx5fw_nv_load(fw);
	mlx5fw_fwu_load(fw);
	if (cfg->keep_pending) {
		/* a card already running: its pending image waits for the next device reset */
		struct mlx5fw_fwimg pending = fw->fwu.pending;

		memset(&fw->fwu.pending, 0, sizeof(fw->fwu.pending));
		do_reset(fw);
		fw->fwu.pending = pending;
	} else {
		do_reset(fw);
	}
	return fw;
}

void mlx5fw_free(struct mlx5fw *fw)
{
	if (!fw)
		return;
	if (fw->busy) {
		fw->free_pending = true;	/* the outermost mlx5fw_leave() frees */
		return;
	}
	mlx5fw_dump_free(fw);
	mlx5fw_objs_teardown(fw);
	mlx5fw_caps_free(fw);
	mlx5fw_iseg_free(fw);
	mlx5fw_diag_reset(fw);
	mlx5fw_flash_free(fw);
	mlx5fw_fwu_free(fw);
	free(fw->uar_used);
	free(fw->fw_pages);
	free(fw->nv_path);
	free(fw);
}

void mlx5fw_set_gone(struct mlx5fw *fw, bool gone)
{
	fw->gone = gone;
}

int mlx5fw_exec(struct mlx5fw *fw, const void *in, size_t inlen, void *out, size_t outlen)
{
	int status;

	if (!in || !out)
		return -1;
	mlx5fw_enter(fw);
	status = mlx5fw_cmd_run(fw, in, inlen, out, outlen);
	mlx5fw_leave(fw);
	return status;
}

/* the command queue's doorbells; a nested call (from a host op) leaves them to the outer one */
void mlx5fw_process(struct mlx5fw *fw)
{
	if (fw->busy)
		return;
	mlx5fw_enter(fw);
	mlx5fw_cmdq_run(fw);
	mlx5fw_leave(fw);
}

/* a UAR doorbell may raise an MSI-X whose write resets or frees the device */
bool mlx5fw_mmio_write(struct mlx5fw *fw, uint64_t offset, uint32_t val, unsigned int size)
{
	bool ring;

	mlx5fw_enter(fw);
	ring = mlx5fw_iseg_mmio_write(fw, offset, val, size);
	if (!mlx5fw_leave(fw))
		return false;
	return ring && fw->db_pending;
}

void mlx5fw_get_stats(const struct mlx5fw *fw, struct mlx5fw_stats *st)
{
	memset(st, 0, sizeof(*st));
	st->uids = mlx5fw_obj_count(fw, MLX5FW_OBJ_UCTX);
	st->umems = mlx5fw_obj_count(fw, MLX5FW_OBJ_UMEM);
	st->umem_pages = mlx5fw_umem_mtts(fw);
	st->pds = mlx5fw_obj_count(fw, MLX5FW_OBJ_PD);
	st->mkeys = mlx5fw_obj_count(fw, MLX5FW_OBJ_MKEY);
	st->eqs = mlx5fw_obj_count(fw, MLX5FW_OBJ_EQ);
	st->destroy_uctx_busy = fw->destroy_uctx_busy;
	st->cmds = fw->cmds;
	st->cmd_errors = fw->cmd_errors;
	st->health_syndromes = fw->health_syndromes;
	st->icmd_cmds = fw->icmd.cmds;
	st->icmd_errors = fw->icmd.failed;
	st->icmd_reg_accesses = fw->icmd.reg_accesses;
	st->fw_version = mlx5fw_fw_version(fw);
	st->fw_pending_version = fw->fwu.pending.data ? fw->fwu.pending.info.version : 0;
	st->fwu_held = fw->fwu.held;
	st->fwu_owner = fw->fwu.owner;
	st->fwu_drops = fw->fwu.stats_drops;
	st->fwu_timeouts = fw->fwu.stats_timeouts;
	st->dma_violations = fw->dma_violations;
	st->policy_violations = fw->policy_violations;
	st->secrets_answered = fw->secrets_answered;
	st->module_resets = fw->module_resets;
	st->cmd_timeouts = fw->cmd_timeouts;
}
