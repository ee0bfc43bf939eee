// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Function life cycle: ENABLE_HCA, ISSI, pages, INIT_HCA, TEARDOWN_HCA, DISABLE_HCA,
 * QUERY_ADAPTER, UAR allocation.
 */
#include <string.h>

#include "mlx5fw_int.h"

/* TEARDOWN_HCA profiles: graceful close and the fast teardown's preparation (force close is
 * not offered) */
#define TEARDOWN_GRACEFUL	0
#define TEARDOWN_PREPARE_FAST	2
#define SUPPORTED_ISSI	0x3	/* ISSI 0 and 1 */
#define MELLANOX_OUI	0x0002c9

void mlx5fw_hca_reset(struct mlx5fw *fw)
{
	fw->enabled = false;
	fw->initialized = false;
	fw->issi = 0;
	fw->host_endianness = 0;
	fw->nfw_pages = 0;
	memset(fw->uar_used, 0, fw->cfg.num_uars);
}

void mlx5fw_objs_teardown(struct mlx5fw *fw)
{
	static const mlx5fw_obj_release_fn release[MLX5FW_OBJ_TYPES] = {
		[MLX5FW_OBJ_UCTX] = mlx5fw_uctx_release,
		[MLX5FW_OBJ_UMEM] = mlx5fw_umem_release,
		[MLX5FW_OBJ_MKEY] = mlx5fw_mkey_release,
		[MLX5FW_OBJ_EQ] = mlx5fw_eq_release,
	};

	mlx5fw_objs_reset(fw, release);
	mlx5fw_eq_reset(fw);
}

/* what TEARDOWN_HCA (and DISABLE_HCA without it) drops */
static void teardown(struct mlx5fw *fw)
{
	mlx5fw_objs_teardown(fw);
	memset(fw->uar_used, 0, fw->cfg.num_uars);
	fw->initialized = false;
}

static int check_function(struct mlx5fw_cmd *cmd, uint32_t ecpu, uint32_t function_id)
{
	if (ecpu || function_id)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	return 0;
}

/*
 * nic_interface DISABLED after a prepared fast teardown (or without one: a driver may write it
 * any time): the function is down as after DISABLE_HCA - objects, EQs, UARs and the pages the
 * driver gave are dropped without a command. mlx5_core then frees its pages itself (error
 * state) and, if no PCI reset follows, starts again with ENABLE_HCA.
 */
void mlx5fw_hca_fast_teardown(struct mlx5fw *fw)
{
	teardown(fw);
	fw->nfw_pages = 0;
	fw->enabled = false;
}

int mlx5fw_cmd_enable_hca(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	int err = check_function(cmd, MLX5CTL_GET(enable_hca_in, cmd->in, embedded_cpu_function),
				 MLX5CTL_GET(enable_hca_in, cmd->in, function_id));

	if (err)
		return err;
	fw->enabled = true;
	/* the driver is back without the PCI reset a synchronised reset waited for (its reset
	 * failed: mlx5_core reloads): the reset is abandoned (mgmt.c, MFRL) */
	if (fw->sync_rst.state == MLX5CTL_MFRL_RESET_STATE_RESET_IN_PROGRESS)
		fw->sync_rst.state = MLX5CTL_MFRL_RESET_STATE_IDLE;
	return 0;
}

int mlx5fw_cmd_disable_hca(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	int err = check_function(cmd, MLX5CTL_GET(disable_hca_in, cmd->in, embedded_cpu_function),
				 MLX5CTL_GET(disable_hca_in, cmd->in, function_id));

	if (err)
		return err;
	err = mlx5fw_need_enabled(fw, cmd);
	if (err)
		return err;
	teardown(fw);
	fw->nfw_pages = 0;
	fw->enabled = false;
	return 0;
}

int mlx5fw_cmd_query_issi(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	MLX5CTL_SET(query_issi_out, cmd->out, current_issi, fw->issi);
	MLX5CTL_SET(query_issi_out, cmd->out, supported_issi_dw0, SUPPORTED_ISSI);
	return 0;
}

int mlx5fw_cmd_set_issi(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	uint32_t issi = MLX5CTL_GET(set_issi_in, cmd->in, current_issi);

	if (issi >= 32 || !((SUPPORTED_ISSI >> issi) & 1))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_ISSI);
	fw->issi = (uint16_t)issi;
	return 0;
}

int mlx5fw_cmd_query_pages(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	int err;

	(void)fw;
	err = check_function(cmd, MLX5CTL_GET(query_pages_in, cmd->in, embedded_cpu_function),
			     MLX5CTL_GET(query_pages_in, cmd->in, function_id));
	if (err)
		return err;
	if (cmd->op_mod < MLX5CTL_PAGES_BOOT || cmd->op_mod > MLX5CTL_PAGES_REGULAR)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_OP_MOD);
	/* this firmware needs no host memory (page_request_disable) */
	MLX5CTL_SET(query_pages_out, cmd->out, num_pages, 0);
	return 0;
}

int mlx5fw_cmd_manage_pages(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	uint32_t n = MLX5CTL_GET(manage_pages_in, cmd->in, input_num_entries);
	size_t hdr_in = MLX5CTL_ST_SZ_BYTES(manage_pages_in);
	size_t hdr_out = MLX5CTL_ST_SZ_BYTES(manage_pages_out);
	uint32_t i, k;
	int err;

	err = check_function(cmd, MLX5CTL_GET(manage_pages_in, cmd->in, embedded_cpu_function),
			     MLX5CTL_GET(manage_pages_in, cmd->in, function_id));
	if (err)
		return err;

	switch (cmd->op_mod) {
	case MLX5CTL_MANAGE_PAGES_ALLOC_FAIL:
		return 0;
	case MLX5CTL_MANAGE_PAGES_ALLOC_SUCCESS: {
		const uint8_t *pas = MLX5CTL_ADDR_OF(manage_pages_in, cmd->in, pas);

		if ((cmd->inlen - hdr_in) / 8 < n)
			return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_INP_LEN_ERR, SYND_BAD_LEN);
		if (n > MLX5FW_MAX_FW_PAGES - fw->nfw_pages)
			return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_NO_RES_ERR, SYND_NO_RESOURCE);
		for (i = 0; i < n; i++) {
			uint64_t a = mlx5ctl_be64_load(pas + 8 * i);

			if (a & (MLX5FW_PAGE_SIZE - 1))
				return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR,
						   SYND_BAD_PARAM);
		}
		for (i = 0; i < n; i++)
			fw->fw_pages[fw->nfw_pages++] = mlx5ctl_be64_load(pas + 8 * i);
		return 0;
	}
	case MLX5CTL_MANAGE_PAGES_RECLAIM: {
		uint8_t *pas = MLX5CTL_ADDR_OF(manage_pages_out, cmd->out, pas);
		size_t room = (cmd->outlen - hdr_out) / 8;

		k = n < fw->nfw_pages ? n : fw->nfw_pages;
		if (k > room)
			k = (uint32_t)room;
		for (i = 0; i < k; i++)
			mlx5ctl_be64_store(pas + 8 * i, fw->fw_pages[--fw->nfw_pages]);
		MLX5CTL_SET(manage_pages_out, cmd->out, output_num_entries, k);
		return 0;
	}
	default:
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_OP_MOD);
	}
}

int mlx5fw_cmd_init_hca(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	if (fw->initialized)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_SYS_STATE_ERR, SYND_BAD_STATE);
	fw->initialized = true;
	return 0;
}

int mlx5fw_cmd_teardown_hca(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	uint32_t profile = MLX5CTL_GET(teardown_hca_in, cmd->in, profile);

	/*
	 * Force close is not advertised. The fast teardown (mlx5_core's shutdown and its reset
	 * flow) is only prepared here - state 0, success - with the EQs and everything else in
	 * place: the driver sends it in event mode and waits for its completion on the command
	 * EQ. It then writes nic_interface DISABLED into the init segment and waits to read it
	 * back (initseg.c keeps what was written), and sends nothing more: its next step is the
	 * PCI reset (the reset flow) or the power-off.
	 */
	if (profile == TEARDOWN_PREPARE_FAST && MLX5FW_CAP(fw, fast_teardown)) {
		MLX5CTL_SET(teardown_hca_out, cmd->out, state, 0);
		return 0;
	}
	if (profile != TEARDOWN_GRACEFUL)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	teardown(fw);
	return 0;
}

int mlx5fw_cmd_query_adapter(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	const struct mlx5fw_devinfo *di = mlx5fw_devinfo(fw);
	uint8_t *blk = MLX5CTL_ADDR_OF(query_adapter_out, cmd->out, query_adapter_struct);
	uint8_t *psid = MLX5CTL_ADDR_OF(query_adapter_param_block, blk, vsd_contd_psid);
	size_t n = strlen(di->psid);

	MLX5CTL_SET(query_adapter_param_block, blk, ieee_vendor_id, MELLANOX_OUI);
	MLX5CTL_SET(query_adapter_param_block, blk, vsd_vendor_id, 0x15b3);
	if (n > MLX5CTL_FLD_SZ_BYTES(query_adapter_param_block, vsd_contd_psid))
		n = MLX5CTL_FLD_SZ_BYTES(query_adapter_param_block, vsd_contd_psid);
	memcpy(psid, di->psid, n);
	return 0;
}

int mlx5fw_cmd_alloc_uar(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	uint32_t i;

	for (i = 0; i < fw->cfg.num_uars; i++)
		if (!fw->uar_used[i]) {
			fw->uar_used[i] = 1;
			MLX5CTL_SET(alloc_uar_out, cmd->out, uar, MLX5FW_ISEG_PAGES + i);
			return 0;
		}
	return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_LIM_ERR, SYND_NO_RESOURCE);
}

int mlx5fw_cmd_dealloc_uar(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	uint32_t uar = MLX5CTL_GET(dealloc_uar_in, cmd->in, uar);
	unsigned int i;

	if (uar < MLX5FW_ISEG_PAGES || uar - MLX5FW_ISEG_PAGES >= fw->cfg.num_uars ||
	    !fw->uar_used[uar - MLX5FW_ISEG_PAGES])
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_ID);
	for (i = 0; i < MLX5FW_MAX_EQS; i++)
		if (fw->eqs[i].obj.valid && fw->eqs[i].uar == uar)
			return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_RES_STATE_ERR, SYND_BUSY);
	fw->uar_used[uar - MLX5FW_ISEG_PAGES] = 0;
	return 0;
}

/* QUERY_VPORT_STATE: the function's own vport (0) follows the uplink (link.c): up, or down */
int mlx5fw_cmd_query_vport_state(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	(void)fw;
	if (MLX5CTL_GET(query_vport_state_in, cmd->in, other_vport) ||
	    MLX5CTL_GET(query_vport_state_in, cmd->in, vport_number))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_ID);
	MLX5CTL_SET(query_vport_state_out, cmd->out, admin_state, MLX5CTL_VPORT_STATE_FOLLOW);
	MLX5CTL_SET(query_vport_state_out, cmd->out, state,
		    mlx5fw_link_up(fw) ? MLX5CTL_VPORT_STATE_UP : MLX5CTL_VPORT_STATE_DOWN);
	return 0;
}
