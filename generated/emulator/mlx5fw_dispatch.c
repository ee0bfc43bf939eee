/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/* Do not edit directly, auto-generated from:
 *	prm/accel.yaml
 *	prm/cmdif.yaml
 *	prm/cong.yaml
 *	prm/diag.yaml
 *	prm/eq.yaml
 *	prm/flow.yaml
 *	prm/functions.yaml
 *	prm/hca.yaml
 *	prm/link.yaml
 *	prm/mgmt.yaml
 *	prm/objects.yaml
 *	prm/port.yaml
 *	prm/queues.yaml
 *	prm/registers.yaml
 *	prm/uctx.yaml
 *	prm/vport.yaml
 * MLX5GEN emulator/mlx5fw_dispatch.c
 * To regenerate run: codegen/mlx5gen.py
 */

#include <stdbool.h>
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
	uint8_t requires;	/* MLX5FW_REQ_*: checked before the handler */
};

/* sorted by opcode */
static const struct mlx5fw_cmd_desc mlx5fw_cmds[] = {
	{ "QUERY_HCA_CAP", MLX5CTL_CMD_OP_QUERY_HCA_CAP, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_hca_cap_in), MLX5CTL_ST_SZ_BYTES(query_hca_cap_out),
	  mlx5fw_cmd_query_hca_cap,
	  MLX5FW_REQ_ENABLED | MLX5FW_REQ_UID },
	{ "QUERY_ADAPTER", MLX5CTL_CMD_OP_QUERY_ADAPTER, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_adapter_in), MLX5CTL_ST_SZ_BYTES(query_adapter_out),
	  mlx5fw_cmd_query_adapter,
	  MLX5FW_REQ_ENABLED },
	{ "INIT_HCA", MLX5CTL_CMD_OP_INIT_HCA, 0, 0x0,
	  MLX5CTL_ST_SZ_BYTES(init_hca_in), MLX5CTL_ST_SZ_BYTES(init_hca_out),
	  mlx5fw_cmd_init_hca,
	  MLX5FW_REQ_ENABLED },
	{ "TEARDOWN_HCA", MLX5CTL_CMD_OP_TEARDOWN_HCA, 0, 0x0,
	  MLX5CTL_ST_SZ_BYTES(teardown_hca_in), MLX5CTL_ST_SZ_BYTES(teardown_hca_out),
	  mlx5fw_cmd_teardown_hca,
	  MLX5FW_REQ_HCA_INIT },
	{ "ENABLE_HCA", MLX5CTL_CMD_OP_ENABLE_HCA, 0, 0x0,
	  MLX5CTL_ST_SZ_BYTES(enable_hca_in), MLX5CTL_ST_SZ_BYTES(enable_hca_out),
	  mlx5fw_cmd_enable_hca,
	  0 },
	{ "DISABLE_HCA", MLX5CTL_CMD_OP_DISABLE_HCA, 0, 0x0,
	  MLX5CTL_ST_SZ_BYTES(disable_hca_in), MLX5CTL_ST_SZ_BYTES(disable_hca_out),
	  mlx5fw_cmd_disable_hca,
	  0 },
	{ "QUERY_PAGES", MLX5CTL_CMD_OP_QUERY_PAGES, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_pages_in), MLX5CTL_ST_SZ_BYTES(query_pages_out),
	  mlx5fw_cmd_query_pages,
	  MLX5FW_REQ_ENABLED },
	{ "MANAGE_PAGES", MLX5CTL_CMD_OP_MANAGE_PAGES, 0, 0x0,
	  MLX5CTL_ST_SZ_BYTES(manage_pages_in), MLX5CTL_ST_SZ_BYTES(manage_pages_out),
	  mlx5fw_cmd_manage_pages,
	  MLX5FW_REQ_ENABLED },
	{ "SET_HCA_CAP", MLX5CTL_CMD_OP_SET_HCA_CAP, 1, 0x4,
	  MLX5CTL_ST_SZ_BYTES(set_hca_cap_in), MLX5CTL_ST_SZ_BYTES(set_hca_cap_out),
	  mlx5fw_cmd_set_hca_cap,
	  MLX5FW_REQ_ENABLED },
	{ "QUERY_ISSI", MLX5CTL_CMD_OP_QUERY_ISSI, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_issi_in), MLX5CTL_ST_SZ_BYTES(query_issi_out),
	  mlx5fw_cmd_query_issi,
	  MLX5FW_REQ_ENABLED },
	{ "SET_ISSI", MLX5CTL_CMD_OP_SET_ISSI, 0, 0x0,
	  MLX5CTL_ST_SZ_BYTES(set_issi_in), MLX5CTL_ST_SZ_BYTES(set_issi_out),
	  mlx5fw_cmd_set_issi,
	  MLX5FW_REQ_ENABLED },
	{ "QUERY_DRIVER_VERSION", MLX5CTL_CMD_OP_QUERY_DRIVER_VERSION, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_driver_version_in), MLX5CTL_ST_SZ_BYTES(query_driver_version_out),
	  mlx5fw_cmd_query_zero,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_OTHER_HCA_CAP", MLX5CTL_CMD_OP_QUERY_OTHER_HCA_CAP, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_other_hca_cap_in), MLX5CTL_ST_SZ_BYTES(query_other_hca_cap_out),
	  mlx5fw_cmd_query_other_hca_cap,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_SF_PARTITION", MLX5CTL_CMD_OP_QUERY_SF_PARTITION, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_sf_partitions_in), MLX5CTL_ST_SZ_BYTES(query_sf_partitions_out),
	  mlx5fw_cmd_query_sf_partition,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_VHCA_MIGRATION_STATE", MLX5CTL_CMD_OP_QUERY_VHCA_MIGRATION_STATE, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_vhca_migration_state_in), MLX5CTL_ST_SZ_BYTES(query_vhca_migration_state_out),
	  mlx5fw_cmd_unsupported,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "CREATE_MKEY", MLX5CTL_CMD_OP_CREATE_MKEY, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(create_mkey_in), MLX5CTL_ST_SZ_BYTES(create_mkey_out),
	  mlx5fw_cmd_create_mkey,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_MKEY", MLX5CTL_CMD_OP_QUERY_MKEY, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_mkey_in), MLX5CTL_ST_SZ_BYTES(query_mkey_out),
	  mlx5fw_cmd_query_mkey,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "DESTROY_MKEY", MLX5CTL_CMD_OP_DESTROY_MKEY, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(destroy_mkey_in), MLX5CTL_ST_SZ_BYTES(destroy_mkey_out),
	  mlx5fw_cmd_destroy_mkey,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_SPECIAL_CONTEXTS", MLX5CTL_CMD_OP_QUERY_SPECIAL_CONTEXTS, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_special_contexts_in), MLX5CTL_ST_SZ_BYTES(query_special_contexts_out),
	  mlx5fw_cmd_query_special_contexts,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "CREATE_EQ", MLX5CTL_CMD_OP_CREATE_EQ, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(create_eq_in), MLX5CTL_ST_SZ_BYTES(create_eq_out),
	  mlx5fw_cmd_create_eq,
	  MLX5FW_REQ_HCA_INIT },
	{ "DESTROY_EQ", MLX5CTL_CMD_OP_DESTROY_EQ, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(destroy_eq_in), MLX5CTL_ST_SZ_BYTES(destroy_eq_out),
	  mlx5fw_cmd_destroy_eq,
	  MLX5FW_REQ_HCA_INIT },
	{ "QUERY_EQ", MLX5CTL_CMD_OP_QUERY_EQ, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_eq_in), MLX5CTL_ST_SZ_BYTES(query_eq_out),
	  mlx5fw_cmd_query_eq,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_CQ", MLX5CTL_CMD_OP_QUERY_CQ, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_cq_in), MLX5CTL_ST_SZ_BYTES(query_cq_out),
	  mlx5fw_cmd_query_absent,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_QP", MLX5CTL_CMD_OP_QUERY_QP, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_qp_in), MLX5CTL_ST_SZ_BYTES(query_qp_out),
	  mlx5fw_cmd_query_absent,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_RDB", MLX5CTL_CMD_OP_QUERY_RDB, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_rdb_in), MLX5CTL_ST_SZ_BYTES(query_rdb_out),
	  mlx5fw_cmd_query_absent,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_PSV", MLX5CTL_CMD_OP_QUERY_PSV, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_psv_in), MLX5CTL_ST_SZ_BYTES(query_psv_out),
	  mlx5fw_cmd_query_absent,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_SRQ", MLX5CTL_CMD_OP_QUERY_SRQ, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_srq_in), MLX5CTL_ST_SZ_BYTES(query_srq_out),
	  mlx5fw_cmd_query_absent,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_XRC_SRQ", MLX5CTL_CMD_OP_QUERY_XRC_SRQ, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_xrc_srq_in), MLX5CTL_ST_SZ_BYTES(query_xrc_srq_out),
	  mlx5fw_cmd_query_absent,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_DCT", MLX5CTL_CMD_OP_QUERY_DCT, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_dct_in), MLX5CTL_ST_SZ_BYTES(query_dct_out),
	  mlx5fw_cmd_query_absent,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_DC_CNAK_TRACE", MLX5CTL_CMD_OP_QUERY_DC_CNAK_TRACE, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_dc_cnak_trace_in), MLX5CTL_ST_SZ_BYTES(query_dc_cnak_trace_out),
	  mlx5fw_cmd_not_modelled,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_XRQ", MLX5CTL_CMD_OP_QUERY_XRQ, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_xrq_in), MLX5CTL_ST_SZ_BYTES(query_xrq_out),
	  mlx5fw_cmd_query_absent,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_NVMF_BACKEND_CONTROLLER", MLX5CTL_CMD_OP_QUERY_NVMF_BACKEND_CONTROLLER, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(nvmf_query_in), MLX5CTL_ST_SZ_BYTES(nvmf_query_out),
	  mlx5fw_cmd_unsupported,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_XRQ_DC_PARAMS_ENTRY", MLX5CTL_CMD_OP_QUERY_XRQ_DC_PARAMS_ENTRY, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_xrq_dc_params_entry_in), MLX5CTL_ST_SZ_BYTES(query_xrq_dc_params_entry_out),
	  mlx5fw_cmd_query_absent,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_XRQ_ERROR_PARAMS", MLX5CTL_CMD_OP_QUERY_XRQ_ERROR_PARAMS, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_xrq_error_params_in), MLX5CTL_ST_SZ_BYTES(query_xrq_error_params_out),
	  mlx5fw_cmd_query_absent,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_NVMF_NAMESPACE_CONTEXT", MLX5CTL_CMD_OP_QUERY_NVMF_NAMESPACE_CONTEXT, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(nvmf_query_in), MLX5CTL_ST_SZ_BYTES(nvmf_query_out),
	  mlx5fw_cmd_unsupported,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_ADJACENT_FUNCTIONS_ID", MLX5CTL_CMD_OP_QUERY_ADJACENT_FUNCTIONS_ID, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_adjacent_functions_id_in), MLX5CTL_ST_SZ_BYTES(query_adjacent_functions_id_out),
	  mlx5fw_cmd_unsupported,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "DELEGATE_VHCA_MANAGEMENT", MLX5CTL_CMD_OP_DELEGATE_VHCA_MANAGEMENT, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(delegate_vhca_management_in), MLX5CTL_ST_SZ_BYTES(delegate_vhca_management_out),
	  mlx5fw_cmd_unsupported,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_DELEGATED_VHCA", MLX5CTL_CMD_OP_QUERY_DELEGATED_VHCA, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_delegated_vhca_in), MLX5CTL_ST_SZ_BYTES(query_delegated_vhca_out),
	  mlx5fw_cmd_unsupported,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_ESW_FUNCTIONS", MLX5CTL_CMD_OP_QUERY_ESW_FUNCTIONS, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_esw_functions_in), MLX5CTL_ST_SZ_BYTES(query_esw_functions_out),
	  mlx5fw_cmd_unsupported,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_VPORT_STATE", MLX5CTL_CMD_OP_QUERY_VPORT_STATE, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_vport_state_in), MLX5CTL_ST_SZ_BYTES(query_vport_state_out),
	  mlx5fw_cmd_query_vport_state,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_ESW_VPORT_CONTEXT", MLX5CTL_CMD_OP_QUERY_ESW_VPORT_CONTEXT, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_esw_vport_context_in), MLX5CTL_ST_SZ_BYTES(query_esw_vport_context_out),
	  mlx5fw_cmd_unsupported,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_NIC_VPORT_CONTEXT", MLX5CTL_CMD_OP_QUERY_NIC_VPORT_CONTEXT, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_nic_vport_context_in), MLX5CTL_ST_SZ_BYTES(query_nic_vport_context_out),
	  mlx5fw_cmd_query_nic_vport_context,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_ROCE_ADDRESS", MLX5CTL_CMD_OP_QUERY_ROCE_ADDRESS, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_roce_address_in), MLX5CTL_ST_SZ_BYTES(query_roce_address_out),
	  mlx5fw_cmd_query_roce_address,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_HCA_VPORT_CONTEXT", MLX5CTL_CMD_OP_QUERY_HCA_VPORT_CONTEXT, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_hca_vport_context_in), MLX5CTL_ST_SZ_BYTES(query_hca_vport_context_out),
	  mlx5fw_cmd_query_hca_vport_context,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_HCA_VPORT_GID", MLX5CTL_CMD_OP_QUERY_HCA_VPORT_GID, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_hca_vport_gid_in), MLX5CTL_ST_SZ_BYTES(query_hca_vport_gid_out),
	  mlx5fw_cmd_unsupported,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_HCA_VPORT_PKEY", MLX5CTL_CMD_OP_QUERY_HCA_VPORT_PKEY, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_hca_vport_pkey_in), MLX5CTL_ST_SZ_BYTES(query_hca_vport_pkey_out),
	  mlx5fw_cmd_unsupported,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_VNIC_ENV", MLX5CTL_CMD_OP_QUERY_VNIC_ENV, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_vnic_env_in), MLX5CTL_ST_SZ_BYTES(query_vnic_env_out),
	  mlx5fw_cmd_query_vnic_env,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_VPORT_COUNTER", MLX5CTL_CMD_OP_QUERY_VPORT_COUNTER, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_vport_counter_in), MLX5CTL_ST_SZ_BYTES(query_vport_counter_out),
	  mlx5fw_cmd_query_vport_counter,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "ALLOC_Q_COUNTER", MLX5CTL_CMD_OP_ALLOC_Q_COUNTER, 0, 0x0,
	  MLX5CTL_ST_SZ_BYTES(alloc_q_counter_in), MLX5CTL_ST_SZ_BYTES(alloc_q_counter_out),
	  mlx5fw_cmd_alloc_q_counter,
	  MLX5FW_REQ_HCA_INIT },
	{ "DEALLOC_Q_COUNTER", MLX5CTL_CMD_OP_DEALLOC_Q_COUNTER, 0, 0x0,
	  MLX5CTL_ST_SZ_BYTES(dealloc_q_counter_in), MLX5CTL_ST_SZ_BYTES(dealloc_q_counter_out),
	  mlx5fw_cmd_dealloc_q_counter,
	  MLX5FW_REQ_HCA_INIT },
	{ "QUERY_Q_COUNTER", MLX5CTL_CMD_OP_QUERY_Q_COUNTER, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_q_counter_in), MLX5CTL_ST_SZ_BYTES(query_q_counter_out),
	  mlx5fw_cmd_query_q_counter,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_RATE_LIMIT", MLX5CTL_CMD_OP_QUERY_RATE_LIMIT, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_rate_limit_in), MLX5CTL_ST_SZ_BYTES(query_rate_limit_out),
	  mlx5fw_cmd_query_rate_limit,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_SCHEDULING_ELEMENT", MLX5CTL_CMD_OP_QUERY_SCHEDULING_ELEMENT, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_scheduling_element_in), MLX5CTL_ST_SZ_BYTES(query_scheduling_element_out),
	  mlx5fw_cmd_query_absent,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "ALLOC_PD", MLX5CTL_CMD_OP_ALLOC_PD, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(alloc_pd_in), MLX5CTL_ST_SZ_BYTES(alloc_pd_out),
	  mlx5fw_cmd_alloc_pd,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "DEALLOC_PD", MLX5CTL_CMD_OP_DEALLOC_PD, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(dealloc_pd_in), MLX5CTL_ST_SZ_BYTES(dealloc_pd_out),
	  mlx5fw_cmd_dealloc_pd,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "ALLOC_UAR", MLX5CTL_CMD_OP_ALLOC_UAR, 0, 0x0,
	  MLX5CTL_ST_SZ_BYTES(alloc_uar_in), MLX5CTL_ST_SZ_BYTES(alloc_uar_out),
	  mlx5fw_cmd_alloc_uar,
	  MLX5FW_REQ_HCA_INIT },
	{ "DEALLOC_UAR", MLX5CTL_CMD_OP_DEALLOC_UAR, 0, 0x0,
	  MLX5CTL_ST_SZ_BYTES(dealloc_uar_in), MLX5CTL_ST_SZ_BYTES(dealloc_uar_out),
	  mlx5fw_cmd_dealloc_uar,
	  MLX5FW_REQ_HCA_INIT },
	{ "ACCESS_REG", MLX5CTL_CMD_OP_ACCESS_REG, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(access_register_in), MLX5CTL_ST_SZ_BYTES(access_register_out),
	  mlx5fw_cmd_access_reg,
	  MLX5FW_REQ_ENABLED | MLX5FW_REQ_UID },
	{ "QUERY_MAD_DEMUX", MLX5CTL_CMD_OP_QUERY_MAD_DEMUX, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_mad_demux_in), MLX5CTL_ST_SZ_BYTES(query_mad_demux_out),
	  mlx5fw_cmd_unsupported,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "NOP", MLX5CTL_CMD_OP_NOP, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(nop_in), MLX5CTL_ST_SZ_BYTES(nop_out),
	  mlx5fw_cmd_nop,
	  MLX5FW_REQ_ENABLED | MLX5FW_REQ_UID },
	{ "QUERY_BURST_SIZE", MLX5CTL_CMD_OP_QUERY_BURST_SIZE, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_burst_size_in), MLX5CTL_ST_SZ_BYTES(query_burst_size_out),
	  mlx5fw_cmd_not_modelled,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_DIAGNOSTIC_PARAMS", MLX5CTL_CMD_OP_QUERY_DIAGNOSTIC_PARAMS, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_diagnostic_params_in), MLX5CTL_ST_SZ_BYTES(query_diagnostic_params_out),
	  mlx5fw_cmd_query_diagnostic_params,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "SET_DIAGNOSTIC_PARAMS", MLX5CTL_CMD_OP_SET_DIAGNOSTIC_PARAMS, 1, 0x4,
	  MLX5CTL_ST_SZ_BYTES(set_diagnostic_params_in), MLX5CTL_ST_SZ_BYTES(set_diagnostic_params_out),
	  mlx5fw_cmd_set_diagnostic_params,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_DIAGNOSTIC_COUNTERS", MLX5CTL_CMD_OP_QUERY_DIAGNOSTIC_COUNTERS, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_diagnostic_counters_in), MLX5CTL_ST_SZ_BYTES(query_diagnostic_counters_out),
	  mlx5fw_cmd_query_diagnostic_counters,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_CONG_STATUS", MLX5CTL_CMD_OP_QUERY_CONG_STATUS, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_cong_status_in), MLX5CTL_ST_SZ_BYTES(query_cong_status_out),
	  mlx5fw_cmd_query_cong_status,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "MODIFY_CONG_STATUS", MLX5CTL_CMD_OP_MODIFY_CONG_STATUS, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(modify_cong_status_in), MLX5CTL_ST_SZ_BYTES(modify_cong_status_out),
	  mlx5fw_cmd_modify_cong_status,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_CONG_PARAMS", MLX5CTL_CMD_OP_QUERY_CONG_PARAMS, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_cong_params_in), MLX5CTL_ST_SZ_BYTES(query_cong_params_out),
	  mlx5fw_cmd_query_cong_params,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_CONG_STATISTICS", MLX5CTL_CMD_OP_QUERY_CONG_STATISTICS, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_cong_statistics_in), MLX5CTL_ST_SZ_BYTES(query_cong_statistics_out),
	  mlx5fw_cmd_query_zero,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_L2_TABLE_ENTRY", MLX5CTL_CMD_OP_QUERY_L2_TABLE_ENTRY, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_l2_table_entry_in), MLX5CTL_ST_SZ_BYTES(query_l2_table_entry_out),
	  mlx5fw_cmd_query_absent,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_WOL_ROL", MLX5CTL_CMD_OP_QUERY_WOL_ROL, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_wol_rol_in), MLX5CTL_ST_SZ_BYTES(query_wol_rol_out),
	  mlx5fw_cmd_query_zero,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_LAG", MLX5CTL_CMD_OP_QUERY_LAG, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_lag_in), MLX5CTL_ST_SZ_BYTES(query_lag_out),
	  mlx5fw_cmd_query_zero,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_TIR", MLX5CTL_CMD_OP_QUERY_TIR, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_tir_in), MLX5CTL_ST_SZ_BYTES(query_tir_out),
	  mlx5fw_cmd_query_absent,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_SQ", MLX5CTL_CMD_OP_QUERY_SQ, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_sq_in), MLX5CTL_ST_SZ_BYTES(query_sq_out),
	  mlx5fw_cmd_query_absent,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_RQ", MLX5CTL_CMD_OP_QUERY_RQ, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_rq_in), MLX5CTL_ST_SZ_BYTES(query_rq_out),
	  mlx5fw_cmd_query_absent,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_RMP", MLX5CTL_CMD_OP_QUERY_RMP, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_rmp_in), MLX5CTL_ST_SZ_BYTES(query_rmp_out),
	  mlx5fw_cmd_query_absent,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_DELAY_DROP_PARAMS", MLX5CTL_CMD_OP_QUERY_DELAY_DROP_PARAMS, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_delay_drop_params_in), MLX5CTL_ST_SZ_BYTES(query_delay_drop_params_out),
	  mlx5fw_cmd_query_zero,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_TIS", MLX5CTL_CMD_OP_QUERY_TIS, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_tis_in), MLX5CTL_ST_SZ_BYTES(query_tis_out),
	  mlx5fw_cmd_query_absent,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_RQT", MLX5CTL_CMD_OP_QUERY_RQT, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_rqt_in), MLX5CTL_ST_SZ_BYTES(query_rqt_out),
	  mlx5fw_cmd_query_absent,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_FLOW_TABLE", MLX5CTL_CMD_OP_QUERY_FLOW_TABLE, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_flow_table_in), MLX5CTL_ST_SZ_BYTES(query_flow_table_out),
	  mlx5fw_cmd_query_absent,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_FLOW_GROUP", MLX5CTL_CMD_OP_QUERY_FLOW_GROUP, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_flow_group_in), MLX5CTL_ST_SZ_BYTES(query_flow_group_out),
	  mlx5fw_cmd_query_absent,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_FLOW_TABLE_ENTRY", MLX5CTL_CMD_OP_QUERY_FLOW_TABLE_ENTRY, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_fte_in), MLX5CTL_ST_SZ_BYTES(query_fte_out),
	  mlx5fw_cmd_query_absent,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_FLOW_COUNTER", MLX5CTL_CMD_OP_QUERY_FLOW_COUNTER, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_flow_counter_in), MLX5CTL_ST_SZ_BYTES(query_flow_counter_out),
	  mlx5fw_cmd_query_absent,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_PACKET_REFORMAT_CONTEXT", MLX5CTL_CMD_OP_QUERY_PACKET_REFORMAT_CONTEXT, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_packet_reformat_context_in), MLX5CTL_ST_SZ_BYTES(query_packet_reformat_context_out),
	  mlx5fw_cmd_query_absent,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_MODIFY_HEADER_CONTEXT", MLX5CTL_CMD_OP_QUERY_MODIFY_HEADER_CONTEXT, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_modify_header_context_in), MLX5CTL_ST_SZ_BYTES(query_modify_header_context_out),
	  mlx5fw_cmd_query_absent,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "FPGA_QUERY_QP", MLX5CTL_CMD_OP_FPGA_QUERY_QP, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(fpga_query_qp_in), MLX5CTL_ST_SZ_BYTES(fpga_query_qp_out),
	  mlx5fw_cmd_unsupported,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "FPGA_QUERY_QP_COUNTERS", MLX5CTL_CMD_OP_FPGA_QUERY_QP_COUNTERS, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(fpga_query_qp_counters_in), MLX5CTL_ST_SZ_BYTES(fpga_query_qp_counters_out),
	  mlx5fw_cmd_unsupported,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_AFU", MLX5CTL_CMD_OP_QUERY_AFU, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(accel_query_in), MLX5CTL_ST_SZ_BYTES(accel_query_out),
	  mlx5fw_cmd_unsupported,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_CAPI_PEC", MLX5CTL_CMD_OP_QUERY_CAPI_PEC, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(accel_query_in), MLX5CTL_ST_SZ_BYTES(accel_query_out),
	  mlx5fw_cmd_unsupported,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_GENERAL_OBJECT", MLX5CTL_CMD_OP_QUERY_GENERAL_OBJECT, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(general_obj_in_cmd_hdr), MLX5CTL_ST_SZ_BYTES(general_obj_out_cmd_hdr),
	  mlx5fw_cmd_query_absent,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "CREATE_UCTX", MLX5CTL_CMD_OP_CREATE_UCTX, 0, 0x0,
	  MLX5CTL_ST_SZ_BYTES(create_uctx_in), MLX5CTL_ST_SZ_BYTES(create_uctx_out),
	  mlx5fw_cmd_create_uctx,
	  MLX5FW_REQ_HCA_INIT },
	{ "QUERY_UCTX", MLX5CTL_CMD_OP_QUERY_UCTX, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_uctx_in), MLX5CTL_ST_SZ_BYTES(query_uctx_out),
	  mlx5fw_cmd_query_uctx,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "DESTROY_UCTX", MLX5CTL_CMD_OP_DESTROY_UCTX, 0, 0x0,
	  MLX5CTL_ST_SZ_BYTES(destroy_uctx_in), MLX5CTL_ST_SZ_BYTES(destroy_uctx_out),
	  mlx5fw_cmd_destroy_uctx,
	  MLX5FW_REQ_HCA_INIT },
	{ "CREATE_UMEM", MLX5CTL_CMD_OP_CREATE_UMEM, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(create_umem_in), MLX5CTL_ST_SZ_BYTES(create_umem_out),
	  mlx5fw_cmd_create_umem,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_UMEM", MLX5CTL_CMD_OP_QUERY_UMEM, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_umem_in), MLX5CTL_ST_SZ_BYTES(query_umem_out),
	  mlx5fw_cmd_query_umem,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "DESTROY_UMEM", MLX5CTL_CMD_OP_DESTROY_UMEM, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(destroy_umem_in), MLX5CTL_ST_SZ_BYTES(destroy_umem_out),
	  mlx5fw_cmd_destroy_umem,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_NVMF_CC_RESPONSE", MLX5CTL_CMD_OP_QUERY_NVMF_CC_RESPONSE, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(nvmf_query_in), MLX5CTL_ST_SZ_BYTES(nvmf_query_out),
	  mlx5fw_cmd_unsupported,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_EMULATED_FUNCTIONS_INFO", MLX5CTL_CMD_OP_QUERY_EMULATED_FUNCTIONS_INFO, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(accel_query_in), MLX5CTL_ST_SZ_BYTES(accel_query_out),
	  mlx5fw_cmd_unsupported,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_REGEXP_PARAMS", MLX5CTL_CMD_OP_QUERY_REGEXP_PARAMS, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(accel_query_in), MLX5CTL_ST_SZ_BYTES(accel_query_out),
	  mlx5fw_cmd_unsupported,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_REGEXP_REGISTER", MLX5CTL_CMD_OP_QUERY_REGEXP_REGISTER, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(accel_query_in), MLX5CTL_ST_SZ_BYTES(accel_query_out),
	  mlx5fw_cmd_unsupported,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "USER_QUERY_XRQ_DC_PARAMS_ENTRY", MLX5CTL_CMD_OP_USER_QUERY_XRQ_DC_PARAMS_ENTRY, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_xrq_dc_params_entry_in), MLX5CTL_ST_SZ_BYTES(query_xrq_dc_params_entry_out),
	  mlx5fw_cmd_query_absent,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "USER_QUERY_XRQ_ERROR_PARAMS", MLX5CTL_CMD_OP_USER_QUERY_XRQ_ERROR_PARAMS, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_xrq_error_params_in), MLX5CTL_ST_SZ_BYTES(query_xrq_error_params_out),
	  mlx5fw_cmd_query_absent,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "ACCESS_REGISTER_USER", MLX5CTL_CMD_OP_ACCESS_REGISTER_USER, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(access_register_in), MLX5CTL_ST_SZ_BYTES(access_register_out),
	  mlx5fw_cmd_unsupported,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_VHCA_STATE", MLX5CTL_CMD_OP_QUERY_VHCA_STATE, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_vhca_state_in), MLX5CTL_ST_SZ_BYTES(query_vhca_state_out),
	  mlx5fw_cmd_query_vhca_state,
	  MLX5FW_REQ_ENABLED | MLX5FW_REQ_UID },
	{ "QUERY_EMULATION_DEVICE_EQ_MSIX_MAPPING", MLX5CTL_CMD_OP_QUERY_EMULATION_DEVICE_EQ_MSIX_MAPPING, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(accel_query_in), MLX5CTL_ST_SZ_BYTES(accel_query_out),
	  mlx5fw_cmd_unsupported,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_MATCH_SAMPLE_INFO", MLX5CTL_CMD_OP_QUERY_MATCH_SAMPLE_INFO, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_match_sample_info_in), MLX5CTL_ST_SZ_BYTES(query_match_sample_info_out),
	  mlx5fw_cmd_unsupported,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_CRYPTO_STATE", MLX5CTL_CMD_OP_QUERY_CRYPTO_STATE, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(accel_query_in), MLX5CTL_ST_SZ_BYTES(accel_query_out),
	  mlx5fw_cmd_unsupported,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_VUID", MLX5CTL_CMD_OP_QUERY_VUID, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_vuid_in), MLX5CTL_ST_SZ_BYTES(query_vuid_out),
	  mlx5fw_cmd_unsupported,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_DPA_PARTITION", MLX5CTL_CMD_OP_QUERY_DPA_PARTITION, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(accel_query_in), MLX5CTL_ST_SZ_BYTES(accel_query_out),
	  mlx5fw_cmd_unsupported,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_DPA_PARTITIONS", MLX5CTL_CMD_OP_QUERY_DPA_PARTITIONS, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(accel_query_in), MLX5CTL_ST_SZ_BYTES(accel_query_out),
	  mlx5fw_cmd_unsupported,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "POSTPONE_CONNECTED_QP_TIMEOUT", MLX5CTL_CMD_OP_POSTPONE_CONNECTED_QP_TIMEOUT, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(postpone_connected_qp_timeout_in), MLX5CTL_ST_SZ_BYTES(postpone_connected_qp_timeout_out),
	  mlx5fw_cmd_not_modelled,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_EMULATED_RESOURCES_INFO", MLX5CTL_CMD_OP_QUERY_EMULATED_RESOURCES_INFO, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(accel_query_in), MLX5CTL_ST_SZ_BYTES(accel_query_out),
	  mlx5fw_cmd_unsupported,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_RSV_RESOURCES", MLX5CTL_CMD_OP_QUERY_RSV_RESOURCES, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_rsv_resources_in), MLX5CTL_ST_SZ_BYTES(query_rsv_resources_out),
	  mlx5fw_cmd_not_modelled,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_MTT", MLX5CTL_CMD_OP_QUERY_MTT, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_mtt_in), MLX5CTL_ST_SZ_BYTES(query_mtt_out),
	  mlx5fw_cmd_not_modelled,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
	{ "QUERY_SCHED_QUEUE", MLX5CTL_CMD_OP_QUERY_SCHED_QUEUE, 1, 0x0,
	  MLX5CTL_ST_SZ_BYTES(query_sched_queue_in), MLX5CTL_ST_SZ_BYTES(query_sched_queue_out),
	  mlx5fw_cmd_not_modelled,
	  MLX5FW_REQ_HCA_INIT | MLX5FW_REQ_UID },
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

/*
 * The register payload rules that refuse, as the kernel applies them to a
 * caller below debug-write: the model cannot know the caller's scope, so it
 * counts every user command that breaks one (a read that a rule lifts to the
 * write's scope breaks none).
 */
static const char *mlx5fw_reg_rules(uint16_t reg_id, bool write, const void *data,
				    size_t len)
{
	switch (reg_id) {
	case MLX5CTL_REG_PMAOS:
		if (write)
			break;
		/*
		 * PMAOS rst (read): Resets the module (the PRM: a toggle; a plugged module goes
		 * back to initializing), dropping the link the kernel runs on. Whether a Get() acts
		 * on it is not public: worst plausible, it does (the model counts it,
		 * module_resets). PMAOS has no user write: must be 0 for a debug-read caller
		 */
		if (len < 0x4 || mlx5ctl_bits_get(data, 0x0, 0x1) != 0x0)
			return "PMAOS: rst must be 0x0 in a read";
		break;
	case MLX5CTL_REG_SLTP:
		if (write)
			break;
		/*
		 * SLTP c_db (read): Copies the lane's transmitter parameters to the firmware's
		 * database (the PRM: OP), which a later link-up uses. Whether a Get() acts on it is
		 * not public: worst plausible, it does: must be 0 for a debug-read caller
		 */
		if (len < 0x4 || mlx5ctl_bits_get(data, 0x1f, 0x1) != 0x0)
			return "SLTP: c_db must be 0x0 in a read";
		break;
	case MLX5CTL_REG_PDDR:
		if (write)
			break;
		/*
		 * PDDR page_select (read): Only the pages the spec describes (0, 1, 3, 6, 8, 9).
		 * Page 9 reports the module's latched flags: whether reading them clears the
		 * firmware's copy is not public; worst plausible, it does, which is what a read of
		 * the module's own flag bytes through MCIA does (SFF-8636 latches clear on read)
		 * and MCIA is a debug read: so is this. The PRM's others include the PHY debug page
		 * (0xff), whose tracer_enable and reset_tracer act on the read that carries them
		 * (PDDR has no write: its controls ride on a read), and the event pages (4, 5),
		 * cleared through clr_mask: their layouts are not in the spec, so a debug read
		 * names none of them
		 */
		if (len < 0x8)
			return "PDDR: page_select must be one of 0x0-0x3, 0x6, 0x8, 0x9 in a read";
		switch (mlx5ctl_bits_get(data, 0x38, 0x8)) {
		case 0x0:
		case 0x1:
		case 0x2:
		case 0x3:
		case 0x6:
		case 0x8:
		case 0x9:
			break;
		default:
			return "PDDR: page_select must be one of 0x0-0x3, 0x6, 0x8, 0x9 in a read";
		}
		break;
	case MLX5CTL_REG_PCNR:
		if (write)
			break;
		/*
		 * PCNR tuning_override (read): Write-only in the PRM: it makes the next link-up
		 * skip the SerDes tuning. Whether a Get() takes it is not public: worst plausible,
		 * it does. A debug-read caller must send 0
		 */
		if (len < 0x4 || mlx5ctl_bits_get(data, 0x1f, 0x1) != 0x0)
			return "PCNR: tuning_override must be 0x0 in a read";
		/*
		 * PCNR keep_phy_setting (read): Write-only (keep the phy setting over a peer's link
		 * down); worst plausible, a Get() takes it
		 */
		if (len < 0x8 || mlx5ctl_bits_get(data, 0x3f, 0x1) != 0x0)
			return "PCNR: keep_phy_setting must be 0x0 in a read";
		/*
		 * PCNR flua_we_mask (read): Write-only mask of the fast-link-up-always fields;
		 * worst plausible, a Get() takes it
		 */
		if (len < 0x4 || mlx5ctl_bits_get(data, 0x19, 0x4) != 0x0)
			return "PCNR: flua_we_mask must be 0x0 in a read";
		break;
	case MLX5CTL_REG_MCIA:
		if (write)
			break;
		/*
		 * MCIA l (read): Locks the cable to this caller's accesses (the PRM: for a cable
		 * firmware update): the kernel's own module reads (ethtool -m) would fail. Whether
		 * a Get() takes it is not public: worst plausible, it does; MCIA has no user write:
		 * must be 0 for a debug-read caller
		 */
		if (len < 0x4 || mlx5ctl_bits_get(data, 0x0, 0x1) != 0x0)
			return "MCIA: l must be 0x0 in a read";
		/*
		 * MCIA password (read): Written to the module's password field (the PRM: OP) to
		 * unlock its protected pages: a write to the module, not a read. Must be 0 for a
		 * debug-read caller
		 */
		if (len < 0x10 || mlx5ctl_bits_get(data, 0x60, 0x20) != 0x0)
			return "MCIA: password must be 0x0 in a read";
		break;
	case MLX5CTL_REG_MPCNT:
		if (write)
			break;
		/*
		 * MPCNT clr (read): Clears the group as it reads it - the PRM: 'can be set for both
		 * Set() and Get()'; the model does (life_time_counter starts over). mlx5e's ethtool
		 * PCIe statistics and every other reader would go back to 0: must be 0 for a debug-
		 * read caller; MPCNT has no user write
		 */
		if (len < 0x8 || mlx5ctl_bits_get(data, 0x20, 0x1) != 0x0)
			return "MPCNT: clr must be 0x0 in a read";
		break;
	case MLX5CTL_REG_MPEGC:
		if (write)
			break;
		/*
		 * MPEGC operation (read): Emulates a hot removal or insertion of a PCIe bus
		 * (internal host only); RW in the PRM, so worst plausible a Get() takes it: a
		 * debug-read caller must send 0
		 */
		if (len < 0x14 || mlx5ctl_bits_get(data, 0x8c, 0x4) != 0x0)
			return "MPEGC: operation must be 0x0 in a read";
		break;
	case MLX5CTL_REG_MPCIR:
		if (write)
			break;
		/*
		 * MPCIR all (read): all 1 or 2 starts or ends the ISSU preparation of every
		 * service, and the firmware takes it in a read as well: mstflint's
		 * regaccess.sendMpcir sends 'start' with the Get() method. A debug-read caller must
		 * send 0 (the write's scope is configuration, below debug-read in the spec's order:
		 * no lift)
		 */
		if (len < 0x4 || mlx5ctl_bits_get(data, 0x0, 0x2) != 0x0)
			return "MPCIR: all must be 0x0 in a read";
		/*
		 * MPCIR ports (read): 1 (start) and 2 (end) act on a read too (mstflint sends
		 * 'start' as a Get()); 3 (status) and 0 only read
		 */
		if (len < 0x8)
			return "MPCIR: ports must be one of 0x0, 0x3 in a read";
		switch (mlx5ctl_bits_get(data, 0x3e, 0x2)) {
		case 0x0:
		case 0x3:
			break;
		default:
			return "MPCIR: ports must be one of 0x0, 0x3 in a read";
		}
		break;
	}
	return NULL;
}

/* fields read with the generated mlx5ctl_bits_get() (mlx5ctl_ifc.h) */
const char *mlx5fw_policy_violation(const void *in, size_t inlen)
{
	if (inlen < MLX5CTL_ST_SZ_BYTES(mbox_in_hdr))
		return "inbox shorter than the mailbox header";
	/*
	 * header vhca_tunnel_id: A tunnelled command runs on another function, outside the file's
	 * UID (DEVX refuses it too)
	 */
	if (inlen < 0x8 || mlx5ctl_bits_get(in, 0x20, 0x10) != 0x0)
		return "header: vhca_tunnel_id must be 0x0";
	switch (MLX5CTL_GET(mbox_in_hdr, in, opcode)) {
	case MLX5CTL_CMD_OP_SET_HCA_CAP:
		/*
		 * SET_HCA_CAP other_function: Only another function's capabilities (pre-
		 * configuration): never the caller's own function, whose driver set them
		 */
		if (inlen < 0xc || mlx5ctl_bits_get(in, 0x40, 0x1) != 0x1)
			return "SET_HCA_CAP: other_function must be 0x1";
		/*
		 * SET_HCA_CAP ec_vf_function: No embedded-CPU VF (a BlueField host's): the emulated
		 * card has none
		 */
		if (inlen < 0xc || mlx5ctl_bits_get(in, 0x41, 0x1) != 0x0)
			return "SET_HCA_CAP: ec_vf_function must be 0x0";
		break;
	case MLX5CTL_CMD_OP_CREATE_MKEY:
		/*
		 * CREATE_MKEY mkey_umem_valid: The key translates through a UMEM of the caller's
		 * UID, whose pages the kernel pinned
		 */
		if (inlen < 0x10 || mlx5ctl_bits_get(in, 0x61, 0x1) != 0x1)
			return "CREATE_MKEY: mkey_umem_valid must be 0x1";
		/*
		 * CREATE_MKEY memory_key_mkey_entry.access_mode_1_0: MTT translation (PA takes
		 * start_addr as a bus address; KLM/KSM are indirect)
		 */
		if (inlen < 0x14 || mlx5ctl_bits_get(in, 0x96, 0x2) != 0x1)
			return "CREATE_MKEY: access_mode_1_0 must be 0x1";
		/*
		 * CREATE_MKEY memory_key_mkey_entry.access_mode_4_2: No extended access mode
		 * (device memory, ICM)
		 */
		if (inlen < 0x14 || mlx5ctl_bits_get(in, 0x83, 0x3) != 0x0)
			return "CREATE_MKEY: access_mode_4_2 must be 0x0";
		/* CREATE_MKEY translations_octword_actual_size: No inline translations */
		if (inlen < 0x64 || mlx5ctl_bits_get(in, 0x300, 0x20) != 0x0)
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
		if (inlen < 0x44 || mlx5ctl_bits_get(in, 0x200, 0x10) != 0x0)
			return "CREATE_MKEY: crossing_target_vhca_id must be 0x0";
		/* CREATE_MKEY data_direct: No data-direct key (another function's memory) */
		if (inlen < 0x10 || mlx5ctl_bits_get(in, 0x62, 0x1) != 0x0)
			return "CREATE_MKEY: data_direct must be 0x0";
		break;
	case MLX5CTL_CMD_OP_QUERY_VPORT_COUNTER:
		/*
		 * QUERY_VPORT_COUNTER clear: Clearing the counters changes what the kernel and
		 * every other reader of the vport counters see: a debug read must leave them as
		 * they are
		 */
		if (inlen < 0x1c || mlx5ctl_bits_get(in, 0xc0, 0x1) != 0x0)
			return "QUERY_VPORT_COUNTER: clear must be 0x0";
		break;
	case MLX5CTL_CMD_OP_QUERY_Q_COUNTER:
		/*
		 * QUERY_Q_COUNTER clear: Clearing the counters changes what the kernel and every
		 * other reader of the counter set see: a debug read must leave them as they are
		 */
		if (inlen < 0x1c || mlx5ctl_bits_get(in, 0xc0, 0x1) != 0x0)
			return "QUERY_Q_COUNTER: clear must be 0x0";
		break;
	case MLX5CTL_CMD_OP_ACCESS_REG:
		/*
		 * ACCESS_REG op_mod: Only write and read: the direction decides the scope, and the
		 * firmware may take any other op_mod as a write
		 */
		if (inlen < 0x8)
			return "ACCESS_REG: op_mod must be one of 0x0, 0x1";
		switch (mlx5ctl_bits_get(in, 0x30, 0x10)) {
		case 0x0:
		case 0x1:
			break;
		default:
			return "ACCESS_REG: op_mod must be one of 0x0, 0x1";
		}
		/* the register's payload rules, for a caller below debug-write */
		if (inlen >= MLX5CTL_ST_SZ_BYTES(access_register_in))
			return mlx5fw_reg_rules(MLX5CTL_GET(access_register_in, in, register_id),
						MLX5CTL_GET(mbox_in_hdr, in, op_mod) == 0x0,
						(const unsigned char *)in + 0x10, inlen - 0x10);
		break;
	case MLX5CTL_CMD_OP_QUERY_CONG_STATISTICS:
		/*
		 * QUERY_CONG_STATISTICS clear: Clearing the counters changes what the kernel and
		 * every other reader of the congestion statistics see: a debug read must leave them
		 * as they are
		 */
		if (inlen < 0xc || mlx5ctl_bits_get(in, 0x40, 0x1) != 0x0)
			return "QUERY_CONG_STATISTICS: clear must be 0x0";
		break;
	case MLX5CTL_CMD_OP_QUERY_FLOW_COUNTER:
		/*
		 * QUERY_FLOW_COUNTER clear: Clearing a flow counter changes what its owner reads: a
		 * debug read must leave it as it is
		 */
		if (inlen < 0x1c || mlx5ctl_bits_get(in, 0xc0, 0x1) != 0x0)
			return "QUERY_FLOW_COUNTER: clear must be 0x0";
		break;
	case MLX5CTL_CMD_OP_FPGA_QUERY_QP_COUNTERS:
		/*
		 * FPGA_QUERY_QP_COUNTERS clear: Clearing the counters changes what their owner
		 * reads: a debug read must leave them
		 */
		if (inlen < 0xc || mlx5ctl_bits_get(in, 0x40, 0x1) != 0x0)
			return "FPGA_QUERY_QP_COUNTERS: clear must be 0x0";
		break;
	case MLX5CTL_CMD_OP_ACCESS_REGISTER_USER:
		/*
		 * ACCESS_REGISTER_USER op_mod: Only write and read: the direction decides the
		 * scope, and the firmware may take any other op_mod as a write
		 */
		if (inlen < 0x8)
			return "ACCESS_REGISTER_USER: op_mod must be one of 0x0, 0x1";
		switch (mlx5ctl_bits_get(in, 0x30, 0x10)) {
		case 0x0:
		case 0x1:
			break;
		default:
			return "ACCESS_REGISTER_USER: op_mod must be one of 0x0, 0x1";
		}
		/* the register's payload rules, for a caller below debug-write */
		if (inlen >= MLX5CTL_ST_SZ_BYTES(access_register_in))
			return mlx5fw_reg_rules(MLX5CTL_GET(access_register_in, in, register_id),
						MLX5CTL_GET(mbox_in_hdr, in, op_mod) == 0x0,
						(const unsigned char *)in + 0x10, inlen - 0x10);
		break;
	}
	return NULL;
}

/* the spec's outbox rules (scrub): bit ranges by opcode, width 0 to the end */
static const struct {
	uint16_t opcode;
	uint32_t bit, width;
} mlx5fw_secret_fields[] = {
	{ MLX5CTL_CMD_OP_QUERY_MKEY, 0xb8, 0x8 }, /* memory_key_mkey_entry.mkey_7_0 */
	{ MLX5CTL_CMD_OP_QUERY_MKEY, 0x100, 0x40 }, /* memory_key_mkey_entry.start_addr */
	{ MLX5CTL_CMD_OP_QUERY_MKEY, 0x880, 0x80 }, /* bsf0_klm0_pas_mtt0_1 */
	{ MLX5CTL_CMD_OP_QUERY_MKEY, 0x900, 0x80 }, /* bsf1_klm1_pas_mtt2_3 */
	{ MLX5CTL_CMD_OP_QUERY_SPECIAL_CONTEXTS, 0x60, 0x20 }, /* resd_lkey */
	{ MLX5CTL_CMD_OP_QUERY_EQ, 0xe8, 0x18 }, /* eq_context_entry.uar_page */
	{ MLX5CTL_CMD_OP_QUERY_EQ, 0x880, 0x0 }, /* pas */
	{ MLX5CTL_CMD_OP_QUERY_CQ, 0xe8, 0x18 }, /* cq_context.uar_page */
	{ MLX5CTL_CMD_OP_QUERY_CQ, 0x240, 0x40 }, /* cq_context.dbr_addr */
	{ MLX5CTL_CMD_OP_QUERY_CQ, 0x880, 0x0 }, /* pas */
	{ MLX5CTL_CMD_OP_QUERY_QP, 0x128, 0x18 }, /* qpc.uar_page */
	{ MLX5CTL_CMD_OP_QUERY_QP, 0x5c0, 0x40 }, /* qpc.dbr_addr */
	{ MLX5CTL_CMD_OP_QUERY_QP, 0x600, 0x20 }, /* qpc.q_key */
	{ MLX5CTL_CMD_OP_QUERY_QP, 0x700, 0x40 }, /* qpc.dc_access_key */
	{ MLX5CTL_CMD_OP_QUERY_QP, 0x880, 0x600 }, /* qp_pas_or_qpc_ext_and_pas */
	{ MLX5CTL_CMD_OP_QUERY_QP, 0xe80, 0x0 }, /* pas */
	{ MLX5CTL_CMD_OP_QUERY_SRQ, 0x1c0, 0x40 }, /* srq_context_entry.dbr_addr */
	{ MLX5CTL_CMD_OP_QUERY_SRQ, 0x880, 0x0 }, /* pas */
	{ MLX5CTL_CMD_OP_QUERY_XRC_SRQ, 0x1c0, 0x20 }, /* xrc_srq_context_entry.db_record_addr_h */
	{ MLX5CTL_CMD_OP_QUERY_XRC_SRQ, 0x1e0, 0x1e }, /* xrc_srq_context_entry.db_record_addr_l */
	{ MLX5CTL_CMD_OP_QUERY_XRC_SRQ, 0x880, 0x0 }, /* pas */
	{ MLX5CTL_CMD_OP_QUERY_DCT, 0x180, 0x40 }, /* dct_context_entry.dc_access_key */
	{ MLX5CTL_CMD_OP_QUERY_XRQ, 0x4e8, 0x18 }, /* xrq_context.wq.uar_page */
	{ MLX5CTL_CMD_OP_QUERY_XRQ, 0x500, 0x40 }, /* xrq_context.wq.dbr_addr */
	{ MLX5CTL_CMD_OP_QUERY_XRQ, 0xa80, 0x0 }, /* xrq_context.wq.pas */
	{ MLX5CTL_CMD_OP_QUERY_SQ, 0x2e8, 0x18 }, /* sq_context.wq.uar_page */
	{ MLX5CTL_CMD_OP_QUERY_SQ, 0x300, 0x40 }, /* sq_context.wq.dbr_addr */
	{ MLX5CTL_CMD_OP_QUERY_SQ, 0x880, 0x0 }, /* sq_context.wq.pas */
	{ MLX5CTL_CMD_OP_QUERY_RQ, 0x2e8, 0x18 }, /* rq_context.wq.uar_page */
	{ MLX5CTL_CMD_OP_QUERY_RQ, 0x300, 0x40 }, /* rq_context.wq.dbr_addr */
	{ MLX5CTL_CMD_OP_QUERY_RQ, 0x880, 0x0 }, /* rq_context.wq.pas */
	{ MLX5CTL_CMD_OP_QUERY_RMP, 0x2e8, 0x18 }, /* rmp_context.wq.uar_page */
	{ MLX5CTL_CMD_OP_QUERY_RMP, 0x300, 0x40 }, /* rmp_context.wq.dbr_addr */
	{ MLX5CTL_CMD_OP_QUERY_RMP, 0x880, 0x0 }, /* rmp_context.wq.pas */
	{ MLX5CTL_CMD_OP_QUERY_UMEM, 0x180, 0x0 }, /* umem.mtt */
};

unsigned int mlx5fw_outbox_secrets(uint16_t opcode, const void *out, size_t outlen,
				   uint64_t *vals, unsigned int *nvals)
{
	const uint8_t *o = out;
	unsigned int i, n = 0, nv = 0;

	for (i = 0; i < sizeof(mlx5fw_secret_fields) / sizeof(mlx5fw_secret_fields[0]); i++) {
		uint64_t bit = mlx5fw_secret_fields[i].bit, end, b, v = 0;
		bool set = false;

		if (mlx5fw_secret_fields[i].opcode != opcode || bit >= (uint64_t)outlen * 8)
			continue;
		end = mlx5fw_secret_fields[i].width ? bit + mlx5fw_secret_fields[i].width :
						      (uint64_t)outlen * 8;
		if (end > (uint64_t)outlen * 8)
			end = (uint64_t)outlen * 8;
		/* the field's value in 64-bit pieces, most significant bit first */
		for (b = bit; b < end; b++) {
			v = v << 1 | ((o[b / 8] >> (7 - b % 8)) & 1);
			if ((b - bit) % 64 == 63 || b + 1 == end) {
				if (v && nv < *nvals)
					vals[nv++] = v;
				set |= v != 0;
				v = 0;
			}
		}
		n += set;
	}
	*nvals = nv;
	return n;
}

int mlx5fw_cmd_spec_at(size_t i, struct mlx5fw_cmd_spec *spec)
{
	const struct mlx5fw_cmd_desc *d;

	if (i >= sizeof(mlx5fw_cmds) / sizeof(mlx5fw_cmds[0]))
		return -1;
	d = &mlx5fw_cmds[i];
	spec->name = d->name;
	spec->opcode = d->opcode;
	spec->uid_allowed = d->uid_allowed;
	spec->requires = d->requires;
	spec->uctx_cap = d->uctx_cap;
	spec->inlen = d->inlen;
	spec->outlen = d->outlen;
	spec->handled = d->handler != NULL;
	return 0;
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
	} else if ((!cmd.uid || !d->uctx_cap ||
		    !(status = mlx5fw_check_uctx_cap(fw, &cmd, d->uctx_cap))) &&
		   (!d->requires || !(status = mlx5fw_check_requires(fw, &cmd, d->requires)))) {
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
