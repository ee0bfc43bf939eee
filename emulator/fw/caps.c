// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Identity and capabilities of the emulated adapter, kept as data: one table of general
 * capabilities (max = current at reset), one table of the fields SET_HCA_CAP may change.
 */
#include <stdlib.h>
#include <string.h>

#include "mlx5fw_int.h"

static const struct mlx5fw_devinfo devices[] = {
	/* default first */
	{ 0x101d, "ConnectX-6 Dx", "MT_0000000359", 22, 41, 1010, 0x0, 0x212, 0x0c42a1d00000ull,
	  MLX5FW_TECH_16NM },
	{ 0x101b, "ConnectX-6", "MT_0000000222", 20, 41, 1010, 0x0, 0x20f, 0x0c42a1c00000ull,
	  MLX5FW_TECH_16NM },
	{ 0x1021, "ConnectX-7", "MT_0000000838", 28, 41, 1010, 0x0, 0x218, 0x0c42a1e00000ull,
	  MLX5FW_TECH_7NM },
};

const struct mlx5fw_devinfo *mlx5fw_devinfo(const struct mlx5fw *fw)
{
	size_t i;

	for (i = 0; i < sizeof(devices) / sizeof(devices[0]); i++)
		if (devices[i].device_id == fw->cfg.pci_device_id)
			return &devices[i];
	return &devices[0];
}

struct cap_field {
	const char *name;
	size_t bit, width;
	uint32_t val;
};

/* fields of up to 32 bits (the generated accessors' mlx5ctl_bits_get/set) */
#define CAP(f, v) { #f, MLX5CTL_BIT_OFF(cmd_hca_cap, f), MLX5FW_BITS32(cmd_hca_cap, f), v }

/*
 * General device capabilities, as a ConnectX-6 Dx in Ethernet mode reports them, trimmed to
 * what this model implements: no flow steering, eswitch, RoCE or PCAM/QCAM capability
 * pages, so mlx5_core does not go looking for them; MCAM, which lists the access registers
 * the model has. The debug page (diag.c) lists the
 * diagnostic counters; mlx5_core reads it and uses none of it. What is not listed is 0, among
 * it the bits that make mlx5_core 7.3 read more pages (psp, shampo,
 * tlp_device_emulation_manager, adv_rdma): a ConnectX-6 Dx at 22.41 sets none (prm/hca.yaml).
 */
static const struct cap_field general_caps[] = {
	CAP(port_type, 1),			/* Ethernet */
	CAP(num_ports, 1),
	CAP(log_max_qp_sz, 15),
	CAP(log_max_qp, 17),
	CAP(log_max_srq_sz, 15),
	CAP(log_max_srq, 23),
	CAP(log_max_cq_sz, 22),
	CAP(log_max_cq, 24),
	CAP(log_max_eq_sz, MLX5FW_LOG_MAX_EQ_SZ),
	CAP(log_max_eq, 4),
	CAP(max_num_eqs, MLX5FW_MAX_EQS),
	CAP(log_max_mkey, 10),			/* MLX5FW_MAX_MKEYS */
	CAP(log_max_pd, 10),			/* MLX5FW_MAX_PDS */
	CAP(log_max_msg, 30),
	CAP(log_max_klm_list_size, 16),
	CAP(log_pg_sz, 12),
	CAP(log_bf_reg_size, 9),
	CAP(log_max_uctx, MLX5FW_LOG_MAX_UCTX),
	CAP(uctx_cap, MLX5CTL_UCTX_CAP_RAW_TX | MLX5CTL_UCTX_CAP_INTERNAL_DEVICE_RESOURCES |
		      MLX5CTL_UCTX_CAP_TOOLS_RESOURCES),
	CAP(umem_uid_0, 1),
	CAP(device_frequency_khz, 1000000),	/* the internal timer counts nanoseconds */
	CAP(page_request_disable, 1),
	CAP(cmdif_checksum, 0),
	CAP(pkey_table_size, 0),
	CAP(log_uar_page_sz, 0),
	CAP(debug, 1),
	CAP(num_of_diagnostic_counters, MLX5FW_DIAG_NUM),
	/* a ConnectX-6 Dx counts flows in bulks (2^23 at most; the model implements no flow
	 * steering, so no counter is ever allocated): mlx5_core sizes its bulk query buffer by
	 * it, and from 6.15 says so at probe, "bulk_query_len(8)" on a real card, (1) with 0 */
	CAP(log_max_flow_counter_bulk, 23),
	/* MCAM answers (mgmt.c): mlx5_core reads its groups at probe and flashes firmware
	 * through MCQI/MCC/MCDA/MIRC (devlink dev flash) only when it says so; it also finds
	 * MTMP there (hwmon) */
	CAP(mcam_reg, 1),
	/* the firmware reset synchronised with the driver (mgmt.c, MFRL): events on the async EQ
	 * (general_notification_event; mlx5_core enables pci_sync_for_fw_update_event with
	 * SET_HCA_CAP), a fast teardown before the reset, and the PCI reset by hot reset - a
	 * ConnectX-6 Dx at 22.41 asks for a link toggle instead, which QEMU's root port cannot
	 * do (it has no link disable): the one difference (prm/mgmt.yaml, MFRL) */
	CAP(fast_teardown, 1),
	CAP(general_notification_event, 1),
	CAP(pci_sync_for_fw_update_event, 1),
	CAP(pcie_reset_using_hotreset_method, 1),
};

/* fields mlx5_core's handle_hca_cap() writes; a value above the max is refused */
static const struct cap_field settable[] = {
	CAP(pkey_table_size, 0),
	CAP(log_max_qp, 0),
	CAP(cmdif_checksum, 0),
	CAP(uar_4k, 0),
	CAP(log_uar_page_sz, 0),
	CAP(cache_line_128byte, 0),
	CAP(dct, 0),
	CAP(pci_sync_for_fw_update_event, 0),
	CAP(pcie_reset_using_hotreset_method, 0),
	CAP(num_vhca_ports, 0),
	CAP(release_all_pages, 0),
	CAP(mkey_by_name, 0),
	CAP(roce, 0),
	CAP(log_max_current_uc_list, 0),
};

#define CAP_SZ	MLX5CTL_ST_SZ_BYTES(cmd_hca_cap)
#define NELEM(a) (sizeof(a) / sizeof((a)[0]))

int mlx5fw_caps_init(struct mlx5fw *fw)
{
	fw->cap_max = calloc(1, CAP_SZ);
	fw->cap_cur = calloc(1, CAP_SZ);
	return fw->cap_max && fw->cap_cur ? 0 : -1;
}

void mlx5fw_caps_free(struct mlx5fw *fw)
{
	free(fw->cap_max);
	free(fw->cap_cur);
	fw->cap_max = fw->cap_cur = NULL;
}

void mlx5fw_caps_reset(struct mlx5fw *fw)
{
	size_t i;

	memset(fw->cap_max, 0, CAP_SZ);
	for (i = 0; i < NELEM(general_caps); i++)
		mlx5ctl_bits_set(fw->cap_max, general_caps[i].bit, general_caps[i].width,
				 general_caps[i].val);
	memcpy(fw->cap_cur, fw->cap_max, CAP_SZ);
}

uint32_t mlx5fw_cap_cur(struct mlx5fw *fw, size_t bit_off, size_t width)
{
	return mlx5ctl_bits_get(fw->cap_cur, bit_off, width);
}

int mlx5fw_cmd_query_hca_cap(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	size_t hdr = MLX5CTL_BYTE_OFF(query_hca_cap_out, capability);
	uint8_t *dst = MLX5CTL_ADDR_OF(query_hca_cap_out, cmd->out, capability);
	size_t n = cmd->outlen - hdr < CAP_SZ ? cmd->outlen - hdr : CAP_SZ;

	if (MLX5CTL_GET(query_hca_cap_in, cmd->in, other_function) ||
	    MLX5CTL_GET(query_hca_cap_in, cmd->in, function_id))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	if (mlx5ctl_query_hca_cap_op_mod_cap_type(cmd->op_mod) == MLX5CTL_CAP_TYPE_DEBUG) {
		mlx5fw_diag_cap(fw, dst, n);	/* maximum and current alike */
		return 0;
	}
	if (mlx5ctl_query_hca_cap_op_mod_cap_type(cmd->op_mod) != MLX5CTL_CAP_TYPE_GENERAL) {
		/* the other pages (cappages.c); a type the card does not have: BAD_PARAM */
		if (mlx5fw_cap_page(fw, mlx5ctl_query_hca_cap_op_mod_cap_type(cmd->op_mod),
				    mlx5ctl_query_hca_cap_op_mod_current(cmd->op_mod) ==
				    MLX5CTL_HCA_CAP_OP_MOD_MAX, dst, n))
			return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_CAP);
		return 0;
	}
	memcpy(dst, mlx5ctl_query_hca_cap_op_mod_current(cmd->op_mod) ==
	       MLX5CTL_HCA_CAP_OP_MOD_CURRENT ? fw->cap_cur : fw->cap_max, n);
	return 0;
}

int mlx5fw_cmd_set_hca_cap(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	const uint8_t *cap = MLX5CTL_ADDR_OF(set_hca_cap_in, cmd->in, capability);
	size_t i;

	if (fw->initialized)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_SYS_STATE_ERR, SYND_BAD_STATE);
	if (cmd->uid)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_WRONG_UID);
	if (MLX5CTL_GET(set_hca_cap_in, cmd->in, other_function) ||
	    MLX5CTL_GET(set_hca_cap_in, cmd->in, function_id))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	if (mlx5ctl_set_hca_cap_op_mod_cap_type(cmd->op_mod) != MLX5CTL_CAP_TYPE_GENERAL)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_CAP);
	for (i = 0; i < NELEM(settable); i++) {
		const struct cap_field *f = &settable[i];

		if (mlx5ctl_bits_get(cap, f->bit, f->width) >
		    mlx5ctl_bits_get(fw->cap_max, f->bit, f->width))
			return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_CAP);
	}
	for (i = 0; i < NELEM(settable); i++) {
		const struct cap_field *f = &settable[i];

		mlx5ctl_bits_set(fw->cap_cur, f->bit, f->width,
				 mlx5ctl_bits_get(cap, f->bit, f->width));
	}
	return 0;
}
