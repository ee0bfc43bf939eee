// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The queries upstream fwctl/mlx5 allows that ask about objects, functions and settings
 * (prm/queues.yaml, vport.yaml, flow.yaml, functions.yaml, accel.yaml, uctx.yaml, cong.yaml):
 * what real firmware answers, for a ConnectX-6 Dx function with no Ethernet or RDMA datapath.
 *
 * - Objects of a kind the model never creates (CQ, QP, SQ, RQ, flow tables, ...): a number
 *   names nothing, so BAD_RES_ERR (the PRM's "reserved or unallocated resource"), syndrome
 *   NO_OBJECT. Real syndromes are not public; these are the model's (mlx5fw_int.h).
 * - Features the modelled card does not have (its capability is off: FPGA, NVMe-oF, BlueField
 *   emulation, migration, InfiniBand GIDs on an Ethernet port, ...): BAD_PARAM_ERR,
 *   NOT_SUPPORTED. Commands whose layout is not public: BAD_PARAM_ERR, NOT_MODELLED.
 * - The rest answer from the model's state: user contexts, UMEMs, the function's vport,
 *   congestion control (its defaults, and what MODIFY_CONG_STATUS set; counters: counters.c).
 *
 * Every query needs an initialised HCA and, from a user context, a live UID.
 */
#include <string.h>

#include "mlx5fw_int.h"

int mlx5fw_cmd_query_absent(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	(void)fw;
	return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_RES_ERR, SYND_NO_OBJECT);
}

int mlx5fw_cmd_unsupported(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	(void)fw;
	return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_NOT_SUPPORTED);
}

int mlx5fw_cmd_not_modelled(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	(void)fw;
	return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_NOT_MODELLED);
}

/*
 * An all-zero answer, as the capabilities imply: no driver version (driver_version is off, so
 * mlx5_core never sets one), no LAG, no wake-on-LAN, no delay-drop timeout, and no RoCE
 * traffic for the congestion statistics (their clear has nothing to clear)
 */
int mlx5fw_cmd_query_zero(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	(void)fw;
	(void)cmd;
	return 0;
}

/* NOP: an enabled function is enough (mlx5_core may probe with it before INIT_HCA) */
int mlx5fw_cmd_nop(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	(void)fw;
	(void)cmd;
	return 0;
}

/*
 * The special memory keys. Their values are firmware-chosen and not public: the model's are
 * fixed indexes above every key CREATE_MKEY hands out (MLX5FW_MAX_MKEYS << 8), key byte 0.
 */
#define SPECIAL_MKEY(n)	((uint32_t)(MLX5FW_MAX_MKEYS + (n)) << 8)

int mlx5fw_cmd_query_special_contexts(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	(void)fw;
	MLX5CTL_SET(query_special_contexts_out, cmd->out, dump_fill_mkey, SPECIAL_MKEY(1));
	MLX5CTL_SET(query_special_contexts_out, cmd->out, resd_lkey, SPECIAL_MKEY(0));
	MLX5CTL_SET(query_special_contexts_out, cmd->out, null_mkey, SPECIAL_MKEY(2));
	MLX5CTL_SET(query_special_contexts_out, cmd->out, terminate_scatter_list_mkey,
		    SPECIAL_MKEY(3));
	MLX5CTL_SET(query_special_contexts_out, cmd->out, repeated_mkey, SPECIAL_MKEY(4));
	return 0;
}

/*
 * A live UID's context, to that UID (uid 0: any). What real firmware lets another UID see is
 * not public; prm/uctx.yaml decides: a user UID's own context only (WRONG_UID otherwise, before
 * anything about the other UID is looked at).
 */
int mlx5fw_cmd_query_uctx(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	uint32_t uid = MLX5CTL_GET(query_uctx_in, cmd->in, uid);

	if (cmd->uid && uid != cmd->uid)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_WRONG_UID);
	if (uid > UINT16_MAX || !mlx5fw_uctx_find(fw, (uint16_t)uid))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_RES_ERR, SYND_NO_OBJECT);
	MLX5CTL_SET(query_uctx_out, cmd->out, uctx.cap, fw->uctx[uid].cap);
	return 0;
}

/* a UMEM of the caller (uid 0: any), with as many of its MTT entries as the outbox holds */
int mlx5fw_cmd_query_umem(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	size_t hdr = MLX5CTL_ST_SZ_BYTES(query_umem_out), esz = MLX5CTL_ST_SZ_BYTES(mtt);
	const struct mlx5fw_umem *um;
	uint64_t i, room;

	um = mlx5fw_umem_find(fw, MLX5CTL_GET(query_umem_in, cmd->in, umem_id));
	if (!um)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_RES_ERR, SYND_NO_OBJECT);
	if (cmd->uid && um->obj.uid != cmd->uid)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_WRONG_UID);
	MLX5CTL_SET(query_umem_out, cmd->out, umem.log_page_size, um->log_page_size);
	MLX5CTL_SET(query_umem_out, cmd->out, umem.page_offset, um->page_offset);
	MLX5CTL_SET64(query_umem_out, cmd->out, umem.num_of_mtt, um->nmtt);
	room = (cmd->outlen - hdr) / esz;
	for (i = 0; i < um->nmtt && i < room; i++) {
		uint8_t *e = cmd->out + hdr + i * esz;
		uint64_t m = um->mtt[i];

		MLX5CTL_SET(mtt, e, ptag_63_32, (uint32_t)(m >> 32));
		MLX5CTL_SET(mtt, e, ptag_31_8, (uint32_t)(m >> 8) & 0xffffff);
		MLX5CTL_SET(mtt, e, wr_en, (m >> 1) & 1);
		MLX5CTL_SET(mtt, e, rd_en, m & 1);
	}
	return 0;
}

/* another function: the emulated card is one physical function, 0, with no VFs or SFs */
static int this_function(struct mlx5fw_cmd *cmd, bool ecpf, uint32_t function_id)
{
	if (ecpf || function_id)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_NO_FUNCTION);
	return 0;
}

int mlx5fw_cmd_query_other_hca_cap(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	int err;

	err = this_function(cmd, false,
			    MLX5CTL_GET(query_other_hca_cap_in, cmd->in, function_id));
	if (err)
		return err;
	MLX5CTL_SET(query_other_hca_cap_out, cmd->out, other_capability.roce, MLX5FW_CAP(fw, roce));
	return 0;
}

int mlx5fw_cmd_query_vhca_state(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	int err = this_function(cmd, MLX5CTL_GET(query_vhca_state_in, cmd->in,
						 embedded_cpu_function),
				MLX5CTL_GET(query_vhca_state_in, cmd->in, function_id));

	if (err)
		return err;
	MLX5CTL_SET(query_vhca_state_out, cmd->out, vhca_state_context.vhca_state,
		    fw->initialized ? MLX5CTL_VHCA_STATE_IN_USE : MLX5CTL_VHCA_STATE_ACTIVE);
	return 0;
}

/* sf is off in the capabilities: no partitions */
int mlx5fw_cmd_query_sf_partition(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	(void)fw;
	MLX5CTL_SET(query_sf_partitions_out, cmd->out, num_sf_partitions, 0);
	return 0;
}

/*
 * vport 0 is the function's own; another needs an e-switch manager, which it is not; port 0
 * (none given) or 1
 */
int mlx5fw_own_vport(struct mlx5fw_cmd *cmd, bool other, uint32_t vport, uint32_t port)
{
	if ((other && vport) || port > 1)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_NOT_SUPPORTED);
	return 0;
}

int mlx5fw_cmd_query_nic_vport_context(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	const struct mlx5fw_devinfo *di = mlx5fw_devinfo(fw);
	void *ctx = MLX5CTL_ADDR_OF(query_nic_vport_context_out, cmd->out, nic_vport_context);
	int err;

	err = mlx5fw_own_vport(cmd,
			       MLX5CTL_GET(query_nic_vport_context_in, cmd->in, other_vport),
			       MLX5CTL_GET(query_nic_vport_context_in, cmd->in, vport_number), 0);
	if (err)
		return err;
	MLX5CTL_SET(nic_vport_context, ctx, roce_en, MLX5FW_CAP(fw, roce));
	MLX5CTL_SET(nic_vport_context, ctx, mtu, MLX5FW_PORT_OPER_MTU);
	/* the port's MAC is the card's base MAC (MGIR, the flash's MFG_INFO) */
	MLX5CTL_SET(nic_vport_context, ctx, permanent_address.mac_addr_47_32,
		    (uint32_t)(di->base_mac >> 32) & 0xffff);
	MLX5CTL_SET(nic_vport_context, ctx, permanent_address.mac_addr_31_0,
		    (uint32_t)di->base_mac);
	return 0;
}

int mlx5fw_cmd_query_hca_vport_context(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	const struct mlx5fw_devinfo *di = mlx5fw_devinfo(fw);
	void *ctx = MLX5CTL_ADDR_OF(query_hca_vport_context_out, cmd->out, hca_vport_context);
	uint64_t guid;
	int err;

	err = mlx5fw_own_vport(cmd,
			       MLX5CTL_GET(query_hca_vport_context_in, cmd->in, other_vport),
			       MLX5CTL_GET(query_hca_vport_context_in, cmd->in, vport_number), 0);
	if (!err && MLX5CTL_GET(query_hca_vport_context_in, cmd->in, port_num) > 1)
		err = mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	if (err)
		return err;
	/* the port is up (PAOS): physical state LinkUp (5), port and vport state Active (4) */
	MLX5CTL_SET(hca_vport_context, ctx, port_physical_state, 5);
	MLX5CTL_SET(hca_vport_context, ctx, port_state, 4);
	MLX5CTL_SET(hca_vport_context, ctx, vport_state, 4);
	/* EUI-64 from the base MAC, as the card's GUIDs are (the flash's MFG_INFO) */
	guid = (di->base_mac >> 24) << 40 | 0xfffeull << 24 | (di->base_mac & 0xffffff);
	MLX5CTL_SET64(hca_vport_context, ctx, node_guid, guid);
	MLX5CTL_SET64(hca_vport_context, ctx, port_guid, guid);
	MLX5CTL_SET64(hca_vport_context, ctx, system_image_guid, guid);
	return 0;
}

/* the RoCE address table (roce_cap.roce_address_table_size entries) holds nothing set */
int mlx5fw_cmd_query_roce_address(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	uint32_t size;
	uint8_t page[MLX5CTL_ST_SZ_BYTES(roce_cap)];

	mlx5fw_cap_page(fw, MLX5CTL_CAP_TYPE_ROCE, false, page, sizeof(page));
	size = MLX5CTL_GET(roce_cap, page, roce_address_table_size);
	if (MLX5CTL_GET(query_roce_address_in, cmd->in, roce_address_index) >= size ||
	    MLX5CTL_GET(query_roce_address_in, cmd->in, vhca_port_num) > 1)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	return 0;
}

/* the packet pacing rate table (qos_cap.packet_pacing_rate_table_size): no entry set */
int mlx5fw_cmd_query_rate_limit(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	uint8_t page[MLX5CTL_ST_SZ_BYTES(qos_cap)];

	mlx5fw_cap_page(fw, MLX5CTL_CAP_TYPE_QOS, false, page, sizeof(page));
	if (MLX5CTL_GET(query_rate_limit_in, cmd->in, rate_limit_index) >=
	    MLX5CTL_GET(qos_cap, page, packet_pacing_rate_table_size))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	return 0;
}

/*
 * Congestion control: the DCQCN reaction and notification points are on for every priority
 * (the firmware default) until MODIFY_CONG_STATUS switches one (the port's, for every
 * function: worst plausible, any user context may); 802.1Qau and the general node have no
 * per-priority switch (always off, a modify is refused). Every 4-bit priority is kept.
 */
_Static_assert(MLX5FW_CONG_PROTOCOLS == MLX5CTL_CONG_PROTOCOL_R_ROCE_GENERAL + 1,
	       "one slot per congestion control node");

void mlx5fw_cong_reset(struct mlx5fw *fw)
{
	memset(fw->cong, 0, sizeof(fw->cong));
	fw->cong[MLX5CTL_CONG_PROTOCOL_R_ROCE_ECN_RP].enable = 0xffff;
	fw->cong[MLX5CTL_CONG_PROTOCOL_R_ROCE_ECN_NP].enable = 0xffff;
}

int mlx5fw_cmd_query_cong_status(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	uint32_t proto = MLX5CTL_GET(query_cong_status_in, cmd->in, cong_protocol);
	uint32_t prio = MLX5CTL_GET(query_cong_status_in, cmd->in, priority);

	if (proto >= MLX5FW_CONG_PROTOCOLS)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	MLX5CTL_SET(query_cong_status_out, cmd->out, enable, fw->cong[proto].enable >> prio & 1);
	MLX5CTL_SET(query_cong_status_out, cmd->out, tag_enable,
		    fw->cong[proto].tag_enable >> prio & 1);
	return 0;
}

int mlx5fw_cmd_modify_cong_status(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	uint32_t proto = MLX5CTL_GET(modify_cong_status_in, cmd->in, cong_protocol);
	uint16_t bit = (uint16_t)(1u << MLX5CTL_GET(modify_cong_status_in, cmd->in, priority));

	if (proto != MLX5CTL_CONG_PROTOCOL_R_ROCE_ECN_RP &&
	    proto != MLX5CTL_CONG_PROTOCOL_R_ROCE_ECN_NP)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	if (MLX5CTL_GET(modify_cong_status_in, cmd->in, enable))
		fw->cong[proto].enable |= bit;
	else
		fw->cong[proto].enable &= (uint16_t)~bit;
	if (MLX5CTL_GET(modify_cong_status_in, cmd->in, tag_enable))
		fw->cong[proto].tag_enable |= bit;
	else
		fw->cong[proto].tag_enable &= (uint16_t)~bit;
	return 0;
}

/* the DCQCN defaults of NVIDIA's RoCE documentation (mlx5 congestion control parameters) */
int mlx5fw_cmd_query_cong_params(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	uint32_t proto = MLX5CTL_GET(query_cong_params_in, cmd->in, cong_protocol);
	void *p = MLX5CTL_ADDR_OF(query_cong_params_out, cmd->out, congestion_parameters);

	(void)fw;
	switch (proto) {
	case MLX5CTL_CONG_PROTOCOL_R_ROCE_ECN_RP:
		MLX5CTL_SET(cong_control_r_roce_ecn_rp, p, clamp_tgt_rate, 0);
		MLX5CTL_SET(cong_control_r_roce_ecn_rp, p, clamp_tgt_rate_after_time_inc, 1);
		MLX5CTL_SET(cong_control_r_roce_ecn_rp, p, rpg_time_reset, 300);
		MLX5CTL_SET(cong_control_r_roce_ecn_rp, p, rpg_byte_reset, 32767);
		MLX5CTL_SET(cong_control_r_roce_ecn_rp, p, rpg_threshold, 1);
		MLX5CTL_SET(cong_control_r_roce_ecn_rp, p, rpg_max_rate, 0);
		MLX5CTL_SET(cong_control_r_roce_ecn_rp, p, rpg_ai_rate, 5);
		MLX5CTL_SET(cong_control_r_roce_ecn_rp, p, rpg_hai_rate, 50);
		MLX5CTL_SET(cong_control_r_roce_ecn_rp, p, rpg_gd, 11);
		MLX5CTL_SET(cong_control_r_roce_ecn_rp, p, rpg_min_dec_fac, 50);
		MLX5CTL_SET(cong_control_r_roce_ecn_rp, p, rpg_min_rate, 1);
		MLX5CTL_SET(cong_control_r_roce_ecn_rp, p, rate_to_set_on_first_cnp, 0);
		MLX5CTL_SET(cong_control_r_roce_ecn_rp, p, dce_tcp_g, 1019);
		MLX5CTL_SET(cong_control_r_roce_ecn_rp, p, dce_tcp_rtt, 1);
		MLX5CTL_SET(cong_control_r_roce_ecn_rp, p, rate_reduce_monitor_period, 4);
		MLX5CTL_SET(cong_control_r_roce_ecn_rp, p, initial_alpha_value, 1023);
		return 0;
	case MLX5CTL_CONG_PROTOCOL_R_ROCE_ECN_NP:
		MLX5CTL_SET(cong_control_r_roce_ecn_np, p, min_time_between_cnps, 4);
		MLX5CTL_SET(cong_control_r_roce_ecn_np, p, cnp_dscp, 48);
		MLX5CTL_SET(cong_control_r_roce_ecn_np, p, cnp_prio_mode, 1);
		MLX5CTL_SET(cong_control_r_roce_ecn_np, p, cnp_802p_prio, 6);
		return 0;
	case MLX5CTL_CONG_PROTOCOL_QAU_802_1_RP:
	case MLX5CTL_CONG_PROTOCOL_R_ROCE_GENERAL:
		return 0;	/* not used by RoCE v2 DCQCN: all zero */
	}
	return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
}
