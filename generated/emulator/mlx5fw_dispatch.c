/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/* Do not edit directly, auto-generated from:
 *	prm/caps.yaml
 *	prm/cmdif.yaml
 *	prm/diag.yaml
 *	prm/dump.yaml
 *	prm/eq.yaml
 *	prm/flash.yaml
 *	prm/hca.yaml
 *	prm/icmd.yaml
 *	prm/mgmt.yaml
 *	prm/nvconfig.yaml
 *	prm/nvtools.yaml
 *	prm/objects.yaml
 *	prm/port.yaml
 *	prm/registers.yaml
 *	prm/uctx.yaml
 *	prm/vport.yaml
 * MLX5GEN emulator/mlx5fw_dispatch.c
 * To regenerate run: codegen/mlx5gen.py
 */

#include <string.h>

#include "mlx5ctl_ifc.h"
#include "mlx5fw_dispatch.h"

typedef int (*mlx5fw_handler)(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);

struct mlx5fw_cmd_desc {
	const char *name;
	uint16_t opcode;
	uint8_t uid_allowed;
	uint32_t uctx_cap;	/* UCTX capabilities a non-zero UID needs */
	uint32_t inlen;		/* bytes of the inbox structure */
	uint32_t outlen;	/* bytes of the outbox structure */
	mlx5fw_handler handler;
};

/* sorted by opcode */
static const struct mlx5fw_cmd_desc mlx5fw_cmds[] = {
	{ "QUERY_HCA_CAP", MLX5CTL_CMD_OP_QUERY_HCA_CAP, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_hca_cap_in), MLX5CTL_ST_SZ_BYTES(query_hca_cap_out),
	  mlx5fw_cmd_query_hca_cap },
	{ "QUERY_ADAPTER", MLX5CTL_CMD_OP_QUERY_ADAPTER, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_adapter_in), MLX5CTL_ST_SZ_BYTES(query_adapter_out),
	  mlx5fw_cmd_query_adapter },
	{ "INIT_HCA", MLX5CTL_CMD_OP_INIT_HCA, 0, 0x0,
	  MLX5CTL_ST_SZ_BYTES(init_hca_in), MLX5CTL_ST_SZ_BYTES(init_hca_out),
	  mlx5fw_cmd_init_hca },
	{ "TEARDOWN_HCA", MLX5CTL_CMD_OP_TEARDOWN_HCA, 0, 0x0,
	  MLX5CTL_ST_SZ_BYTES(teardown_hca_in), MLX5CTL_ST_SZ_BYTES(teardown_hca_out),
	  mlx5fw_cmd_teardown_hca },
	{ "ENABLE_HCA", MLX5CTL_CMD_OP_ENABLE_HCA, 0, 0x0,
	  MLX5CTL_ST_SZ_BYTES(enable_hca_in), MLX5CTL_ST_SZ_BYTES(enable_hca_out),
	  mlx5fw_cmd_enable_hca },
	{ "DISABLE_HCA", MLX5CTL_CMD_OP_DISABLE_HCA, 0, 0x0,
	  MLX5CTL_ST_SZ_BYTES(disable_hca_in), MLX5CTL_ST_SZ_BYTES(disable_hca_out),
	  mlx5fw_cmd_disable_hca },
	{ "QUERY_PAGES", MLX5CTL_CMD_OP_QUERY_PAGES, 0, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_pages_in), MLX5CTL_ST_SZ_BYTES(query_pages_out),
	  mlx5fw_cmd_query_pages },
	{ "MANAGE_PAGES", MLX5CTL_CMD_OP_MANAGE_PAGES, 0, 0x0,
	  MLX5CTL_ST_SZ_BYTES(manage_pages_in), MLX5CTL_ST_SZ_BYTES(manage_pages_out),
	  mlx5fw_cmd_manage_pages },
	{ "SET_HCA_CAP", MLX5CTL_CMD_OP_SET_HCA_CAP, 0, 0x0,
	  MLX5CTL_ST_SZ_BYTES(set_hca_cap_in), MLX5CTL_ST_SZ_BYTES(set_hca_cap_out),
	  mlx5fw_cmd_set_hca_cap },
	{ "QUERY_ISSI", MLX5CTL_CMD_OP_QUERY_ISSI, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_issi_in), MLX5CTL_ST_SZ_BYTES(query_issi_out),
	  mlx5fw_cmd_query_issi },
	{ "SET_ISSI", MLX5CTL_CMD_OP_SET_ISSI, 0, 0x0,
	  MLX5CTL_ST_SZ_BYTES(set_issi_in), MLX5CTL_ST_SZ_BYTES(set_issi_out),
	  mlx5fw_cmd_set_issi },
	{ "CREATE_MKEY", MLX5CTL_CMD_OP_CREATE_MKEY, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(create_mkey_in), MLX5CTL_ST_SZ_BYTES(create_mkey_out),
	  mlx5fw_cmd_create_mkey },
	{ "QUERY_MKEY", MLX5CTL_CMD_OP_QUERY_MKEY, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_mkey_in), MLX5CTL_ST_SZ_BYTES(query_mkey_out),
	  mlx5fw_cmd_query_mkey },
	{ "DESTROY_MKEY", MLX5CTL_CMD_OP_DESTROY_MKEY, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(destroy_mkey_in), MLX5CTL_ST_SZ_BYTES(destroy_mkey_out),
	  mlx5fw_cmd_destroy_mkey },
	{ "CREATE_EQ", MLX5CTL_CMD_OP_CREATE_EQ, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(create_eq_in), MLX5CTL_ST_SZ_BYTES(create_eq_out),
	  mlx5fw_cmd_create_eq },
	{ "DESTROY_EQ", MLX5CTL_CMD_OP_DESTROY_EQ, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(destroy_eq_in), MLX5CTL_ST_SZ_BYTES(destroy_eq_out),
	  mlx5fw_cmd_destroy_eq },
	{ "QUERY_EQ", MLX5CTL_CMD_OP_QUERY_EQ, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_eq_in), MLX5CTL_ST_SZ_BYTES(query_eq_out),
	  mlx5fw_cmd_query_eq },
	{ "QUERY_VPORT_STATE", MLX5CTL_CMD_OP_QUERY_VPORT_STATE, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_vport_state_in), MLX5CTL_ST_SZ_BYTES(query_vport_state_out),
	  mlx5fw_cmd_query_vport_state },
	{ "ALLOC_PD", MLX5CTL_CMD_OP_ALLOC_PD, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(alloc_pd_in), MLX5CTL_ST_SZ_BYTES(alloc_pd_out),
	  mlx5fw_cmd_alloc_pd },
	{ "DEALLOC_PD", MLX5CTL_CMD_OP_DEALLOC_PD, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(dealloc_pd_in), MLX5CTL_ST_SZ_BYTES(dealloc_pd_out),
	  mlx5fw_cmd_dealloc_pd },
	{ "ALLOC_UAR", MLX5CTL_CMD_OP_ALLOC_UAR, 0, 0x0,
	  MLX5CTL_ST_SZ_BYTES(alloc_uar_in), MLX5CTL_ST_SZ_BYTES(alloc_uar_out),
	  mlx5fw_cmd_alloc_uar },
	{ "DEALLOC_UAR", MLX5CTL_CMD_OP_DEALLOC_UAR, 0, 0x0,
	  MLX5CTL_ST_SZ_BYTES(dealloc_uar_in), MLX5CTL_ST_SZ_BYTES(dealloc_uar_out),
	  mlx5fw_cmd_dealloc_uar },
	{ "ACCESS_REG", MLX5CTL_CMD_OP_ACCESS_REG, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(access_register_in), MLX5CTL_ST_SZ_BYTES(access_register_out),
	  mlx5fw_cmd_access_reg },
	{ "QUERY_DIAGNOSTIC_PARAMS", MLX5CTL_CMD_OP_QUERY_DIAGNOSTIC_PARAMS, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_diagnostic_params_in), MLX5CTL_ST_SZ_BYTES(query_diagnostic_params_out),
	  mlx5fw_cmd_query_diagnostic_params },
	{ "SET_DIAGNOSTIC_PARAMS", MLX5CTL_CMD_OP_SET_DIAGNOSTIC_PARAMS, 1, 0x4,
	  MLX5CTL_ST_SZ_BYTES(set_diagnostic_params_in), MLX5CTL_ST_SZ_BYTES(set_diagnostic_params_out),
	  mlx5fw_cmd_set_diagnostic_params },
	{ "QUERY_DIAGNOSTIC_COUNTERS", MLX5CTL_CMD_OP_QUERY_DIAGNOSTIC_COUNTERS, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_diagnostic_counters_in), MLX5CTL_ST_SZ_BYTES(query_diagnostic_counters_out),
	  mlx5fw_cmd_query_diagnostic_counters },
	{ "CREATE_UCTX", MLX5CTL_CMD_OP_CREATE_UCTX, 0, 0x0,
	  MLX5CTL_ST_SZ_BYTES(create_uctx_in), MLX5CTL_ST_SZ_BYTES(create_uctx_out),
	  mlx5fw_cmd_create_uctx },
	{ "DESTROY_UCTX", MLX5CTL_CMD_OP_DESTROY_UCTX, 0, 0x0,
	  MLX5CTL_ST_SZ_BYTES(destroy_uctx_in), MLX5CTL_ST_SZ_BYTES(destroy_uctx_out),
	  mlx5fw_cmd_destroy_uctx },
	{ "CREATE_UMEM", MLX5CTL_CMD_OP_CREATE_UMEM, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(create_umem_in), MLX5CTL_ST_SZ_BYTES(create_umem_out),
	  mlx5fw_cmd_create_umem },
	{ "DESTROY_UMEM", MLX5CTL_CMD_OP_DESTROY_UMEM, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(destroy_umem_in), MLX5CTL_ST_SZ_BYTES(destroy_umem_out),
	  mlx5fw_cmd_destroy_umem },
};

static const struct mlx5fw_cmd_desc *mlx5fw_cmd_find(uint16_t opcode)
{
	size_t lo = 0, hi = sizeof(mlx5fw_cmds) / sizeof(mlx5fw_cmds[0]);

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (mlx5fw_cmds[mid].opcode == opcode)
			return &mlx5fw_cmds[mid];
		if (mlx5fw_cmds[mid].opcode < opcode)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

/* the big-endian bit field of width bits at bit offset bit_off (width <= 32) */
static uint32_t mlx5fw_bits(const void *buf, uint32_t bit_off, uint32_t width)
{
	const uint8_t *p = (const uint8_t *)buf + bit_off / 32 * 4;
	uint32_t dw = (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];

	return (dw >> (32 - width - bit_off % 32)) & (uint32_t)((1ull << width) - 1);
}

const char *mlx5fw_policy_violation(const void *in, size_t inlen)
{
	if (inlen < MLX5CTL_ST_SZ_BYTES(mbox_in_hdr))
		return "inbox shorter than the mailbox header";
	/*
	 * header vhca_tunnel_id: A tunnelled command runs on another function, outside the file's
	 * UID (DEVX refuses it too)
	 */
	if (inlen * 8 < 0x30 || mlx5fw_bits(in, 0x20, 0x10) != 0x0)
		return "header: vhca_tunnel_id must be 0x0";
	switch (MLX5CTL_GET(mbox_in_hdr, in, opcode)) {
	case MLX5CTL_CMD_OP_CREATE_MKEY:
		/*
		 * CREATE_MKEY mkey_umem_valid: The key translates through a UMEM of the caller's
		 * UID, whose pages the kernel pinned
		 */
		if (inlen * 8 < 0x62 || mlx5fw_bits(in, 0x61, 0x1) != 0x1)
			return "CREATE_MKEY: mkey_umem_valid must be 0x1";
		/*
		 * CREATE_MKEY memory_key_mkey_entry.access_mode_1_0: MTT translation (PA takes
		 * start_addr as a bus address; KLM/KSM are indirect)
		 */
		if (inlen * 8 < 0x98 || mlx5fw_bits(in, 0x96, 0x2) != 0x1)
			return "CREATE_MKEY: access_mode_1_0 must be 0x1";
		/*
		 * CREATE_MKEY memory_key_mkey_entry.access_mode_4_2: No extended access mode
		 * (device memory, ICM)
		 */
		if (inlen * 8 < 0x86 || mlx5fw_bits(in, 0x83, 0x3) != 0x0)
			return "CREATE_MKEY: access_mode_4_2 must be 0x0";
		/* CREATE_MKEY translations_octword_actual_size: No inline translations */
		if (inlen * 8 < 0x320 || mlx5fw_bits(in, 0x300, 0x20) != 0x0)
			return "CREATE_MKEY: translations_octword_actual_size must be 0x0";
		/*
		 * CREATE_MKEY klm_pas_mtt: No inline translations: the inbox ends before
		 * klm_pas_mtt
		 */
		if (inlen > 0x110)
			return "CREATE_MKEY: klm_pas_mtt must be absent (the inbox ends before it)";
		/*
		 * CREATE_MKEY memory_key_mkey_entry.crossing_target_vhca_id: No key crossing to
		 * another function
		 */
		if (inlen * 8 < 0x210 || mlx5fw_bits(in, 0x200, 0x10) != 0x0)
			return "CREATE_MKEY: crossing_target_vhca_id must be 0x0";
		/* CREATE_MKEY data_direct: No data-direct key (another function's memory) */
		if (inlen * 8 < 0x63 || mlx5fw_bits(in, 0x62, 0x1) != 0x0)
			return "CREATE_MKEY: data_direct must be 0x0";
		break;
	case MLX5CTL_CMD_OP_ACCESS_REG:
		/*
		 * ACCESS_REG op_mod: Only write and read: the direction decides the scope, and the
		 * firmware may take any other op_mod as a write
		 */
		if (inlen * 8 < 0x40)
			return "ACCESS_REG: op_mod must be one of 0x0, 0x1";
		switch (mlx5fw_bits(in, 0x30, 0x10)) {
		case 0x0:
		case 0x1:
			break;
		default:
			return "ACCESS_REG: op_mod must be one of 0x0, 0x1";
		}
		break;
	}
	return NULL;
}

const char *mlx5fw_cmd_name(uint16_t opcode)
{
	const struct mlx5fw_cmd_desc *d = mlx5fw_cmd_find(opcode);

	return d ? d->name : NULL;
}

int mlx5fw_dispatch(struct mlx5fw *fw, const void *in, size_t inlen, void *out, size_t outlen)
{
	struct mlx5fw_cmd cmd = { .in = in, .inlen = inlen, .out = out, .outlen = outlen };
	const struct mlx5fw_cmd_desc *d;
	int status;

	/* room for status and syndrome: some outboxes are only 12 bytes (ENABLE_HCA) */
	if (outlen < MLX5CTL_BYTE_OFF(mbox_out_hdr, syndrome) + MLX5CTL_FLD_SZ_BYTES(mbox_out_hdr, syndrome))
		return -1;
	memset(out, 0, outlen);
	if (inlen < MLX5CTL_ST_SZ_BYTES(mbox_in_hdr)) {
		status = MLX5CTL_CMD_STAT_BAD_INP_LEN_ERR;
		cmd.syndrome = MLX5FW_SYND_SHORT_INBOX;
		goto done;
	}
	cmd.opcode = MLX5CTL_GET(mbox_in_hdr, in, opcode);
	cmd.op_mod = MLX5CTL_GET(mbox_in_hdr, in, op_mod);
	cmd.uid = MLX5CTL_GET(mbox_in_hdr, in, uid);
	cmd.initiator = cmd.uid;
	mlx5fw_cmd_begin(fw, &cmd, cmd.uid ? mlx5fw_policy_violation(in, inlen) : NULL);
	d = mlx5fw_cmd_find(cmd.opcode);
	if (!d || !d->handler) {
		status = MLX5CTL_CMD_STAT_BAD_OP_ERR;
		cmd.syndrome = MLX5FW_SYND_BAD_OPCODE;
	} else if (inlen < d->inlen) {
		status = MLX5CTL_CMD_STAT_BAD_INP_LEN_ERR;
		cmd.syndrome = MLX5FW_SYND_SHORT_INBOX;
	} else if (outlen < d->outlen) {
		status = MLX5CTL_CMD_STAT_BAD_OUTP_LEN_ERR;
		cmd.syndrome = MLX5FW_SYND_SHORT_OUTBOX;
	} else if (cmd.uid && !d->uid_allowed) {
		status = MLX5CTL_CMD_STAT_BAD_PARAM_ERR;
		cmd.syndrome = MLX5FW_SYND_UID_NOT_ALLOWED;
	} else if (!cmd.uid || !d->uctx_cap ||
		   !(status = mlx5fw_check_uctx_cap(fw, &cmd, d->uctx_cap))) {
		status = d->handler(fw, &cmd);
		if (status == MLX5CTL_CMD_STAT_OK)
			cmd.syndrome = 0;
	}
	mlx5fw_cmd_end(fw, &cmd);
done:
	MLX5CTL_SET(mbox_out_hdr, out, status, (uint32_t)status);
	MLX5CTL_SET(mbox_out_hdr, out, syndrome, cmd.syndrome);
	return status;
}
