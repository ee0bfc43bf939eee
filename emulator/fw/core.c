// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mlx5fw core: creation, reset, host-op wrappers, command execution and statistics.
 */
#include <stdlib.h>
#include <string.h>

#include "mlx5fw_int.h"

uint64_t mlx5fw_now(struct mlx5fw *fw)
{
	/* once the host let go of the device, no host op is called any more */
	if (!fw->free_pending && fw->ops && fw->ops->now_ns)
		fw->last_now = fw->ops->now_ns(fw->opaque);
	return fw->last_now;
}

void mlx5fw_guest_error(struct mlx5fw *fw, const char *msg)
{
	if (!fw->free_pending && fw->ops && fw->ops->guest_error)
		fw->ops->guest_error(fw->opaque, msg);
}

/* the UMEM page of `uid` holding byte `a`, remembered in fw->dma_hint; false if none */
static bool uid_page_has(struct mlx5fw *fw, uint16_t uid, uint64_t a, uint64_t *page_end)
{
	unsigned int i;
	uint64_t j;

	/* a DMA through an MKEY walks the UMEM's pages in order: try the last one and the next */
	if (fw->dma_hint.umem >= 0) {
		const struct mlx5fw_umem *um = &fw->umems[fw->dma_hint.umem];
		uint64_t psz = (uint64_t)MLX5FW_PAGE_SIZE << (um->obj.valid ? um->log_page_size : 0);

		for (j = fw->dma_hint.mtt; um->obj.valid && um->obj.uid == uid && j < um->nmtt &&
					   j <= fw->dma_hint.mtt + 1; j++) {
			uint64_t base = um->mtt[j] & ~(uint64_t)0xff;

			if (a >= base && a - base < psz) {
				fw->dma_hint.mtt = j;
				*page_end = base + psz;
				return true;
			}
		}
	}
	for (i = 0; i < MLX5FW_MAX_UMEMS; i++) {
		const struct mlx5fw_umem *um = &fw->umems[i];
		uint64_t psz;

		if (!um->obj.valid || um->obj.uid != uid)
			continue;
		psz = (uint64_t)MLX5FW_PAGE_SIZE << um->log_page_size;
		for (j = 0; j < um->nmtt; j++) {
			uint64_t base = um->mtt[j] & ~(uint64_t)0xff;

			if (a >= base && a - base < psz) {
				fw->dma_hint.umem = (int)i;
				fw->dma_hint.mtt = j;
				*page_end = base + psz;
				return true;
			}
		}
	}
	return false;
}

/*
 * The DMA-isolation oracle: a DMA the device makes for user context n must stay inside the
 * pages of n's UMEMs (which the kernel pinned for n). Anything else - another UID's pages, the
 * kernel's command queue, mailboxes, EQs, firmware pages, any other guest memory - is counted,
 * reported to the host, and made anyway, as real firmware would make it.
 */
static void dma_isolation_check(struct mlx5fw *fw, uint64_t addr, size_t len, bool write)
{
	uint64_t a = addr, end = addr + len, page_end;

	if (!fw->dma_uid || !len)
		return;
	while (a < end) {
		if (!uid_page_has(fw, fw->dma_uid, a, &page_end)) {
			fw->dma_violations++;
			if (fw->ops->dma_violation)
				fw->ops->dma_violation(fw->opaque, fw->dma_uid, fw->dma_opcode, addr,
						       len, write);
			return;
		}
		a = page_end;
	}
}

void mlx5fw_host_error(struct mlx5fw *fw, const char *msg)
{
	if (!fw->free_pending && fw->ops && fw->ops->host_error)
		fw->ops->host_error(fw->opaque, msg);
}

int mlx5fw_dma_read(struct mlx5fw *fw, uint64_t addr, void *buf, size_t len)
{
	if (fw->gone || mlx5fw_halted(fw) || !fw->ops || !fw->ops->dma_read)
		return -1;
	if (addr + len < addr)
		return -1;
	dma_isolation_check(fw, addr, len, false);
	if (fw->ops->dma_read(fw->opaque, addr, buf, len))
		return -1;
	mlx5fw_diag_count(fw, MLX5FW_DIAG_DMA_READ, len);
	return 0;
}

int mlx5fw_dma_write(struct mlx5fw *fw, uint64_t addr, const void *buf, size_t len)
{
	if (fw->gone || mlx5fw_halted(fw) || !fw->ops || !fw->ops->dma_write)
		return -1;
	if (addr + len < addr)
		return -1;
	dma_isolation_check(fw, addr, len, true);
	if (fw->ops->dma_write(fw->opaque, addr, buf, len))
		return -1;
	mlx5fw_diag_count(fw, MLX5FW_DIAG_DMA_WRITE, len);
	return 0;
}

void mlx5fw_msix(struct mlx5fw *fw, unsigned int vector)
{
	if (fw->gone || mlx5fw_halted(fw) || vector >= fw->cfg.msix_vectors)
		return;
	if (fw->ops && fw->ops->msix_notify) {
		mlx5fw_diag_count(fw, MLX5FW_DIAG_MSIX, 1);
		fw->ops->msix_notify(fw->opaque, vector);
	}
}

int mlx5fw_need_enabled(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	if (!fw->enabled)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_SYS_STATE_ERR, SYND_BAD_STATE);
	return 0;
}

int mlx5fw_need_init(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	if (!fw->enabled || !fw->initialized)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_SYS_STATE_ERR, SYND_BAD_STATE);
	return 0;
}

int mlx5fw_check_uid(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	if (cmd->uid == 0)
		return 0;
	if (!mlx5fw_uctx_find(fw, cmd->uid))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_NO_UID);
	return 0;
}

int mlx5fw_check_uctx_cap(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, uint32_t need)
{
	int err = mlx5fw_check_uid(fw, cmd);

	if (err)
		return err;
	if (cmd->uid && (fw->uctx[cmd->uid].cap & need) != need)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_UID_CAP);
	return 0;
}

void mlx5fw_cmd_begin(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, const char *violation)
{
	if (violation) {
		fw->policy_violations++;
		if (fw->ops && fw->ops->policy_violation)
			fw->ops->policy_violation(fw->opaque, cmd->uid, cmd->opcode, violation);
	}
	/*
	 * A tunnelled command (vhca_tunnel_id, prm/cmdif.yaml) runs on the function it names,
	 * with that function's rights: real firmware's handling is not public, this is the worst
	 * plausible. The DMA it makes is still the initiator's.
	 */
	if (MLX5CTL_GET(mbox_in_hdr, cmd->in, vhca_tunnel_id))
		cmd->uid = 0;
	fw->dma_uid = cmd->initiator;
	fw->dma_opcode = cmd->opcode;
}

void mlx5fw_cmd_end(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	(void)cmd;
	fw->dma_uid = 0;
	fw->dma_opcode = 0;
}

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
	mlx5fw_objs_reset(fw);
	mlx5fw_eq_reset(fw);
	mlx5fw_hca_reset(fw);
	mlx5fw_caps_reset(fw);
	mlx5fw_cmdq_reset(fw);
	mlx5fw_iseg_reset(fw);
	mlx5fw_nv_reset(fw);
	mlx5fw_regs_reset(fw);
	mlx5fw_counters_reset(fw);
	mlx5fw_vsc_reset(fw);
	mlx5fw_diag_reset(fw);
	mlx5fw_fwu_reset(fw);
	fw->dma_uid = 0;
	fw->dma_opcode = 0;
	fw->dma_hint.umem = -1;
	fw->fault_timeout_opcode = 0;
	memset(&fw->held, 0, sizeof(fw->held));
	fw->boot_ns = mlx5fw_now(fw);
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
	do_reset(fw);
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
	mlx5fw_objs_reset(fw);
	mlx5fw_eq_reset(fw);
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

uint64_t mlx5fw_bar0_size(const struct mlx5fw *fw)
{
	uint64_t need = (uint64_t)(MLX5FW_ISEG_PAGES + fw->cfg.num_uars) * MLX5FW_PAGE_SIZE;
	uint64_t sz = MLX5FW_PAGE_SIZE;

	while (sz < need)
		sz <<= 1;
	return sz;
}

void mlx5fw_set_gone(struct mlx5fw *fw, bool gone)
{
	fw->gone = gone;
}

static void count_cmd(struct mlx5fw *fw, uint16_t opcode, int status)
{
	struct mlx5fw_opstat *free_slot = NULL;
	int i;

	fw->cmds++;
	mlx5fw_diag_count(fw, MLX5FW_DIAG_CMDS, 1);
	if (status) {
		fw->cmd_errors++;
		mlx5fw_diag_count(fw, MLX5FW_DIAG_CMD_ERRORS, 1);
	}
	for (i = 0; i < MLX5FW_OPSTATS; i++) {
		struct mlx5fw_opstat *s = &fw->opstats[i];

		if (s->used && s->opcode == opcode && s->status == (uint8_t)status) {
			s->count++;
			return;
		}
		if (!s->used && !free_slot)
			free_slot = s;
	}
	if (free_slot) {
		free_slot->used = true;
		free_slot->opcode = opcode;
		free_slot->status = (uint8_t)status;
		free_slot->count = 1;
	}
}

int mlx5fw_exec(struct mlx5fw *fw, const void *in, size_t inlen, void *out, size_t outlen)
{
	uint16_t opcode = 0, op_mod = 0, uid = 0;
	uint32_t syndrome = 0;
	int status;

	if (!in || !out)
		return -1;
	mlx5fw_enter(fw);
	/* samples due are taken before the command changes what they read */
	mlx5fw_diag_tick(fw);
	status = mlx5fw_dispatch(fw, in, inlen, out, outlen);
	if (status < 0)
		goto out;
	if (inlen >= MLX5CTL_ST_SZ_BYTES(mbox_in_hdr)) {
		opcode = (uint16_t)MLX5CTL_GET(mbox_in_hdr, in, opcode);
		op_mod = (uint16_t)MLX5CTL_GET(mbox_in_hdr, in, op_mod);
		uid = (uint16_t)MLX5CTL_GET(mbox_in_hdr, in, uid);
	}
	syndrome = MLX5CTL_GET(mbox_out_hdr, out, syndrome);
	count_cmd(fw, opcode, status);
	if (!fw->free_pending && fw->ops && fw->ops->trace_cmd)
		fw->ops->trace_cmd(fw->opaque, opcode, op_mod, uid, (uint8_t)status, syndrome);
out:
	mlx5fw_leave(fw);
	return status;
}

uint64_t mlx5fw_cmd_count(const struct mlx5fw *fw, uint16_t opcode, int status)
{
	uint64_t n = 0;
	int i;

	for (i = 0; i < MLX5FW_OPSTATS; i++) {
		const struct mlx5fw_opstat *s = &fw->opstats[i];

		if (s->used && s->opcode == opcode && (status < 0 || s->status == status))
			n += s->count;
	}
	return n;
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
	st->cmd_timeouts = fw->cmd_timeouts;
}

int mlx5fw_check_requires(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, unsigned int requires)
{
	int err = 0;

	if (requires & MLX5FW_REQ_ENABLED)
		err = mlx5fw_need_enabled(fw, cmd);
	if (!err && (requires & MLX5FW_REQ_HCA_INIT))
		err = mlx5fw_need_init(fw, cmd);
	if (!err && (requires & MLX5FW_REQ_UID))
		err = mlx5fw_check_uid(fw, cmd);
	return err;
}
