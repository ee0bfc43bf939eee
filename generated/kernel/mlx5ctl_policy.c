// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/* Do not edit directly, auto-generated from:
 *	prm/accel.yaml
 *	prm/cmdif.yaml
 *	prm/cong.yaml
 *	prm/diag.yaml
 *	prm/eq.yaml
 *	prm/flash.yaml
 *	prm/flow.yaml
 *	prm/functions.yaml
 *	prm/fwupdate.yaml
 *	prm/hca.yaml
 *	prm/mgmt.yaml
 *	prm/nvconfig.yaml
 *	prm/nvtools.yaml
 *	prm/objects.yaml
 *	prm/port.yaml
 *	prm/queues.yaml
 *	prm/registers.yaml
 *	prm/uctx.yaml
 *	prm/vport.yaml
 * MLX5GEN kernel/mlx5ctl_policy.c
 * To regenerate run: codegen/mlx5gen.py
 */

#include <linux/kernel.h>
#include <linux/bits.h>
#include <linux/unaligned.h>

#include "mlx5ctl_ifc.h"
#include "mlx5ctl_policy.h"

u32 mlx5ctl_get_bits(const void *buf, u32 bit_off, u32 width)
{
	u32 dw = get_unaligned_be32((const u8 *)buf + bit_off / 32 * 4);

	return (dw >> (32 - width - bit_off % 32)) & GENMASK(width - 1, 0);
}

void mlx5ctl_set_bits(void *buf, u32 bit_off, u32 width, u32 val)
{
	u8 *p = (u8 *)buf + bit_off / 32 * 4;
	u32 shift = 32 - width - bit_off % 32;
	u32 mask = GENMASK(width - 1, 0) << shift;

	put_unaligned_be32((get_unaligned_be32(p) & ~mask) | ((val << shift) & mask), p);
}

const char *mlx5ctl_scope_name(enum mlx5ctl_scope scope)
{
	switch (scope) {
	case MLX5CTL_SCOPE_KERNEL_ONLY:
		return "kernel-only";
	case MLX5CTL_SCOPE_CONFIGURATION:
		return "configuration";
	case MLX5CTL_SCOPE_DEBUG_READ:
		return "debug-read";
	case MLX5CTL_SCOPE_DEBUG_WRITE:
		return "debug-write";
	case MLX5CTL_SCOPE_DEBUG_WRITE_FULL:
		return "debug-write-full";
	}
	return "unknown";
}

const char *mlx5ctl_cmd_name(u16 opcode)
{
	switch (opcode) {
	case MLX5CTL_CMD_OP_QUERY_HCA_CAP:
		return "QUERY_HCA_CAP";
	case MLX5CTL_CMD_OP_QUERY_ADAPTER:
		return "QUERY_ADAPTER";
	case MLX5CTL_CMD_OP_INIT_HCA:
		return "INIT_HCA";
	case MLX5CTL_CMD_OP_TEARDOWN_HCA:
		return "TEARDOWN_HCA";
	case MLX5CTL_CMD_OP_ENABLE_HCA:
		return "ENABLE_HCA";
	case MLX5CTL_CMD_OP_DISABLE_HCA:
		return "DISABLE_HCA";
	case MLX5CTL_CMD_OP_QUERY_PAGES:
		return "QUERY_PAGES";
	case MLX5CTL_CMD_OP_MANAGE_PAGES:
		return "MANAGE_PAGES";
	case MLX5CTL_CMD_OP_SET_HCA_CAP:
		return "SET_HCA_CAP";
	case MLX5CTL_CMD_OP_QUERY_ISSI:
		return "QUERY_ISSI";
	case MLX5CTL_CMD_OP_SET_ISSI:
		return "SET_ISSI";
	case MLX5CTL_CMD_OP_QUERY_DRIVER_VERSION:
		return "QUERY_DRIVER_VERSION";
	case MLX5CTL_CMD_OP_QUERY_OTHER_HCA_CAP:
		return "QUERY_OTHER_HCA_CAP";
	case MLX5CTL_CMD_OP_QUERY_SF_PARTITION:
		return "QUERY_SF_PARTITION";
	case MLX5CTL_CMD_OP_QUERY_VHCA_MIGRATION_STATE:
		return "QUERY_VHCA_MIGRATION_STATE";
	case MLX5CTL_CMD_OP_CREATE_MKEY:
		return "CREATE_MKEY";
	case MLX5CTL_CMD_OP_QUERY_MKEY:
		return "QUERY_MKEY";
	case MLX5CTL_CMD_OP_DESTROY_MKEY:
		return "DESTROY_MKEY";
	case MLX5CTL_CMD_OP_QUERY_SPECIAL_CONTEXTS:
		return "QUERY_SPECIAL_CONTEXTS";
	case MLX5CTL_CMD_OP_CREATE_EQ:
		return "CREATE_EQ";
	case MLX5CTL_CMD_OP_DESTROY_EQ:
		return "DESTROY_EQ";
	case MLX5CTL_CMD_OP_QUERY_EQ:
		return "QUERY_EQ";
	case MLX5CTL_CMD_OP_QUERY_CQ:
		return "QUERY_CQ";
	case MLX5CTL_CMD_OP_QUERY_QP:
		return "QUERY_QP";
	case MLX5CTL_CMD_OP_QUERY_RDB:
		return "QUERY_RDB";
	case MLX5CTL_CMD_OP_QUERY_PSV:
		return "QUERY_PSV";
	case MLX5CTL_CMD_OP_QUERY_SRQ:
		return "QUERY_SRQ";
	case MLX5CTL_CMD_OP_QUERY_XRC_SRQ:
		return "QUERY_XRC_SRQ";
	case MLX5CTL_CMD_OP_QUERY_DCT:
		return "QUERY_DCT";
	case MLX5CTL_CMD_OP_QUERY_DC_CNAK_TRACE:
		return "QUERY_DC_CNAK_TRACE";
	case MLX5CTL_CMD_OP_QUERY_XRQ:
		return "QUERY_XRQ";
	case MLX5CTL_CMD_OP_QUERY_NVMF_BACKEND_CONTROLLER:
		return "QUERY_NVMF_BACKEND_CONTROLLER";
	case MLX5CTL_CMD_OP_QUERY_XRQ_DC_PARAMS_ENTRY:
		return "QUERY_XRQ_DC_PARAMS_ENTRY";
	case MLX5CTL_CMD_OP_QUERY_XRQ_ERROR_PARAMS:
		return "QUERY_XRQ_ERROR_PARAMS";
	case MLX5CTL_CMD_OP_QUERY_NVMF_NAMESPACE_CONTEXT:
		return "QUERY_NVMF_NAMESPACE_CONTEXT";
	case MLX5CTL_CMD_OP_QUERY_ADJACENT_FUNCTIONS_ID:
		return "QUERY_ADJACENT_FUNCTIONS_ID";
	case MLX5CTL_CMD_OP_DELEGATE_VHCA_MANAGEMENT:
		return "DELEGATE_VHCA_MANAGEMENT";
	case MLX5CTL_CMD_OP_QUERY_DELEGATED_VHCA:
		return "QUERY_DELEGATED_VHCA";
	case MLX5CTL_CMD_OP_QUERY_ESW_FUNCTIONS:
		return "QUERY_ESW_FUNCTIONS";
	case MLX5CTL_CMD_OP_QUERY_VPORT_STATE:
		return "QUERY_VPORT_STATE";
	case MLX5CTL_CMD_OP_QUERY_ESW_VPORT_CONTEXT:
		return "QUERY_ESW_VPORT_CONTEXT";
	case MLX5CTL_CMD_OP_QUERY_NIC_VPORT_CONTEXT:
		return "QUERY_NIC_VPORT_CONTEXT";
	case MLX5CTL_CMD_OP_QUERY_ROCE_ADDRESS:
		return "QUERY_ROCE_ADDRESS";
	case MLX5CTL_CMD_OP_QUERY_HCA_VPORT_CONTEXT:
		return "QUERY_HCA_VPORT_CONTEXT";
	case MLX5CTL_CMD_OP_QUERY_HCA_VPORT_GID:
		return "QUERY_HCA_VPORT_GID";
	case MLX5CTL_CMD_OP_QUERY_HCA_VPORT_PKEY:
		return "QUERY_HCA_VPORT_PKEY";
	case MLX5CTL_CMD_OP_QUERY_VNIC_ENV:
		return "QUERY_VNIC_ENV";
	case MLX5CTL_CMD_OP_QUERY_VPORT_COUNTER:
		return "QUERY_VPORT_COUNTER";
	case MLX5CTL_CMD_OP_ALLOC_Q_COUNTER:
		return "ALLOC_Q_COUNTER";
	case MLX5CTL_CMD_OP_DEALLOC_Q_COUNTER:
		return "DEALLOC_Q_COUNTER";
	case MLX5CTL_CMD_OP_QUERY_Q_COUNTER:
		return "QUERY_Q_COUNTER";
	case MLX5CTL_CMD_OP_QUERY_RATE_LIMIT:
		return "QUERY_RATE_LIMIT";
	case MLX5CTL_CMD_OP_QUERY_SCHEDULING_ELEMENT:
		return "QUERY_SCHEDULING_ELEMENT";
	case MLX5CTL_CMD_OP_ALLOC_PD:
		return "ALLOC_PD";
	case MLX5CTL_CMD_OP_DEALLOC_PD:
		return "DEALLOC_PD";
	case MLX5CTL_CMD_OP_ALLOC_UAR:
		return "ALLOC_UAR";
	case MLX5CTL_CMD_OP_DEALLOC_UAR:
		return "DEALLOC_UAR";
	case MLX5CTL_CMD_OP_ACCESS_REG:
		return "ACCESS_REG";
	case MLX5CTL_CMD_OP_QUERY_MAD_DEMUX:
		return "QUERY_MAD_DEMUX";
	case MLX5CTL_CMD_OP_NOP:
		return "NOP";
	case MLX5CTL_CMD_OP_QUERY_BURST_SIZE:
		return "QUERY_BURST_SIZE";
	case MLX5CTL_CMD_OP_QUERY_DIAGNOSTIC_PARAMS:
		return "QUERY_DIAGNOSTIC_PARAMS";
	case MLX5CTL_CMD_OP_SET_DIAGNOSTIC_PARAMS:
		return "SET_DIAGNOSTIC_PARAMS";
	case MLX5CTL_CMD_OP_QUERY_DIAGNOSTIC_COUNTERS:
		return "QUERY_DIAGNOSTIC_COUNTERS";
	case MLX5CTL_CMD_OP_QUERY_CONG_STATUS:
		return "QUERY_CONG_STATUS";
	case MLX5CTL_CMD_OP_MODIFY_CONG_STATUS:
		return "MODIFY_CONG_STATUS";
	case MLX5CTL_CMD_OP_QUERY_CONG_PARAMS:
		return "QUERY_CONG_PARAMS";
	case MLX5CTL_CMD_OP_QUERY_CONG_STATISTICS:
		return "QUERY_CONG_STATISTICS";
	case MLX5CTL_CMD_OP_QUERY_L2_TABLE_ENTRY:
		return "QUERY_L2_TABLE_ENTRY";
	case MLX5CTL_CMD_OP_QUERY_WOL_ROL:
		return "QUERY_WOL_ROL";
	case MLX5CTL_CMD_OP_QUERY_LAG:
		return "QUERY_LAG";
	case MLX5CTL_CMD_OP_QUERY_TIR:
		return "QUERY_TIR";
	case MLX5CTL_CMD_OP_QUERY_SQ:
		return "QUERY_SQ";
	case MLX5CTL_CMD_OP_QUERY_RQ:
		return "QUERY_RQ";
	case MLX5CTL_CMD_OP_QUERY_RMP:
		return "QUERY_RMP";
	case MLX5CTL_CMD_OP_QUERY_DELAY_DROP_PARAMS:
		return "QUERY_DELAY_DROP_PARAMS";
	case MLX5CTL_CMD_OP_QUERY_TIS:
		return "QUERY_TIS";
	case MLX5CTL_CMD_OP_QUERY_RQT:
		return "QUERY_RQT";
	case MLX5CTL_CMD_OP_QUERY_FLOW_TABLE:
		return "QUERY_FLOW_TABLE";
	case MLX5CTL_CMD_OP_QUERY_FLOW_GROUP:
		return "QUERY_FLOW_GROUP";
	case MLX5CTL_CMD_OP_QUERY_FLOW_TABLE_ENTRY:
		return "QUERY_FLOW_TABLE_ENTRY";
	case MLX5CTL_CMD_OP_QUERY_FLOW_COUNTER:
		return "QUERY_FLOW_COUNTER";
	case MLX5CTL_CMD_OP_QUERY_PACKET_REFORMAT_CONTEXT:
		return "QUERY_PACKET_REFORMAT_CONTEXT";
	case MLX5CTL_CMD_OP_QUERY_MODIFY_HEADER_CONTEXT:
		return "QUERY_MODIFY_HEADER_CONTEXT";
	case MLX5CTL_CMD_OP_FPGA_QUERY_QP:
		return "FPGA_QUERY_QP";
	case MLX5CTL_CMD_OP_FPGA_QUERY_QP_COUNTERS:
		return "FPGA_QUERY_QP_COUNTERS";
	case MLX5CTL_CMD_OP_QUERY_AFU:
		return "QUERY_AFU";
	case MLX5CTL_CMD_OP_QUERY_CAPI_PEC:
		return "QUERY_CAPI_PEC";
	case MLX5CTL_CMD_OP_QUERY_GENERAL_OBJECT:
		return "QUERY_GENERAL_OBJECT";
	case MLX5CTL_CMD_OP_CREATE_UCTX:
		return "CREATE_UCTX";
	case MLX5CTL_CMD_OP_QUERY_UCTX:
		return "QUERY_UCTX";
	case MLX5CTL_CMD_OP_DESTROY_UCTX:
		return "DESTROY_UCTX";
	case MLX5CTL_CMD_OP_CREATE_UMEM:
		return "CREATE_UMEM";
	case MLX5CTL_CMD_OP_QUERY_UMEM:
		return "QUERY_UMEM";
	case MLX5CTL_CMD_OP_DESTROY_UMEM:
		return "DESTROY_UMEM";
	case MLX5CTL_CMD_OP_QUERY_NVMF_CC_RESPONSE:
		return "QUERY_NVMF_CC_RESPONSE";
	case MLX5CTL_CMD_OP_QUERY_EMULATED_FUNCTIONS_INFO:
		return "QUERY_EMULATED_FUNCTIONS_INFO";
	case MLX5CTL_CMD_OP_QUERY_REGEXP_PARAMS:
		return "QUERY_REGEXP_PARAMS";
	case MLX5CTL_CMD_OP_QUERY_REGEXP_REGISTER:
		return "QUERY_REGEXP_REGISTER";
	case MLX5CTL_CMD_OP_USER_QUERY_XRQ_DC_PARAMS_ENTRY:
		return "USER_QUERY_XRQ_DC_PARAMS_ENTRY";
	case MLX5CTL_CMD_OP_USER_QUERY_XRQ_ERROR_PARAMS:
		return "USER_QUERY_XRQ_ERROR_PARAMS";
	case MLX5CTL_CMD_OP_ACCESS_REGISTER_USER:
		return "ACCESS_REGISTER_USER";
	case MLX5CTL_CMD_OP_QUERY_VHCA_STATE:
		return "QUERY_VHCA_STATE";
	case MLX5CTL_CMD_OP_QUERY_EMULATION_DEVICE_EQ_MSIX_MAPPING:
		return "QUERY_EMULATION_DEVICE_EQ_MSIX_MAPPING";
	case MLX5CTL_CMD_OP_QUERY_MATCH_SAMPLE_INFO:
		return "QUERY_MATCH_SAMPLE_INFO";
	case MLX5CTL_CMD_OP_QUERY_CRYPTO_STATE:
		return "QUERY_CRYPTO_STATE";
	case MLX5CTL_CMD_OP_QUERY_VUID:
		return "QUERY_VUID";
	case MLX5CTL_CMD_OP_QUERY_DPA_PARTITION:
		return "QUERY_DPA_PARTITION";
	case MLX5CTL_CMD_OP_QUERY_DPA_PARTITIONS:
		return "QUERY_DPA_PARTITIONS";
	case MLX5CTL_CMD_OP_POSTPONE_CONNECTED_QP_TIMEOUT:
		return "POSTPONE_CONNECTED_QP_TIMEOUT";
	case MLX5CTL_CMD_OP_QUERY_EMULATED_RESOURCES_INFO:
		return "QUERY_EMULATED_RESOURCES_INFO";
	case MLX5CTL_CMD_OP_QUERY_RSV_RESOURCES:
		return "QUERY_RSV_RESOURCES";
	case MLX5CTL_CMD_OP_QUERY_MTT:
		return "QUERY_MTT";
	case MLX5CTL_CMD_OP_QUERY_SCHED_QUEUE:
		return "QUERY_SCHED_QUEUE";
	}
	return "UNKNOWN";
}

static enum mlx5ctl_scope mlx5ctl_reg_scope(u16 reg_id, bool write)
{
	switch (reg_id) {
	case MLX5CTL_REG_CORE_DUMP: /* RW */
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_PCAP: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_PMLP: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_PMTU: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_PTYS: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_PAOS: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_PPCNT: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_PMAOS: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_PDDR: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_PCAM: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_NODE_DESC: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_HOST_ENDIANNESS: /* RW */
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_REG_MTCAP: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MTMP: /* RW */
		return write ? MLX5CTL_SCOPE_DEBUG_WRITE : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MFPA: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MFBA: /* RW */
		return write ? MLX5CTL_SCOPE_DEBUG_WRITE_FULL : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MFBE: /* WO */
		return write ? MLX5CTL_SCOPE_DEBUG_WRITE_FULL : MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_REG_MCIA: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MGIR: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MNVDA: /* RW */
		return write ? MLX5CTL_SCOPE_CONFIGURATION : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MFRL: /* RW */
		return write ? MLX5CTL_SCOPE_CONFIGURATION : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MNVQC: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MNVIA: /* WO */
		return write ? MLX5CTL_SCOPE_CONFIGURATION : MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_REG_MNVGC: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MCQS: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MCQI: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MCC: /* RW */
		return write ? MLX5CTL_SCOPE_CONFIGURATION : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MCDA: /* RW */
		return write ? MLX5CTL_SCOPE_CONFIGURATION : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MQIS: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MCAM: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MIRC: /* RW */
		return write ? MLX5CTL_SCOPE_CONFIGURATION : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_RESOURCE_DUMP: /* RW */
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_DTOR: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_RCR: /* RW */
		return write ? MLX5CTL_SCOPE_DEBUG_WRITE : MLX5CTL_SCOPE_DEBUG_READ;
	}
	/* a register the spec does not describe: only with full debug rights */
	return MLX5CTL_SCOPE_DEBUG_WRITE_FULL;
}

enum mlx5ctl_scope mlx5ctl_rpc_scope(const void *in, size_t inlen)
{
	u16 opcode, op_mod;

	if (inlen < MLX5CTL_ST_SZ_BYTES(mbox_in_hdr))
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	opcode = MLX5CTL_GET(mbox_in_hdr, in, opcode);
	op_mod = MLX5CTL_GET(mbox_in_hdr, in, op_mod);

	switch (opcode) {
	case MLX5CTL_CMD_OP_QUERY_HCA_CAP:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_ADAPTER:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_INIT_HCA:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_TEARDOWN_HCA:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_ENABLE_HCA:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_DISABLE_HCA:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_QUERY_PAGES:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_MANAGE_PAGES:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_SET_HCA_CAP:
		return MLX5CTL_SCOPE_CONFIGURATION;
	case MLX5CTL_CMD_OP_QUERY_ISSI:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_SET_ISSI:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_QUERY_DRIVER_VERSION:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_OTHER_HCA_CAP:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_SF_PARTITION:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_VHCA_MIGRATION_STATE:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_CREATE_MKEY:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_MKEY:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_DESTROY_MKEY:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_SPECIAL_CONTEXTS:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_CREATE_EQ:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_DESTROY_EQ:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_QUERY_EQ:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_CQ:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_QP:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_RDB:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_PSV:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_SRQ:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_XRC_SRQ:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_DCT:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_DC_CNAK_TRACE:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_XRQ:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_NVMF_BACKEND_CONTROLLER:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_XRQ_DC_PARAMS_ENTRY:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_XRQ_ERROR_PARAMS:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_NVMF_NAMESPACE_CONTEXT:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_ADJACENT_FUNCTIONS_ID:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_DELEGATE_VHCA_MANAGEMENT:
		return MLX5CTL_SCOPE_CONFIGURATION;
	case MLX5CTL_CMD_OP_QUERY_DELEGATED_VHCA:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_ESW_FUNCTIONS:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_VPORT_STATE:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_ESW_VPORT_CONTEXT:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_NIC_VPORT_CONTEXT:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_ROCE_ADDRESS:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_HCA_VPORT_CONTEXT:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_HCA_VPORT_GID:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_HCA_VPORT_PKEY:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_VNIC_ENV:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_VPORT_COUNTER:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_ALLOC_Q_COUNTER:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_DEALLOC_Q_COUNTER:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_QUERY_Q_COUNTER:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_RATE_LIMIT:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_SCHEDULING_ELEMENT:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_ALLOC_PD:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_DEALLOC_PD:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_ALLOC_UAR:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_DEALLOC_UAR:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_ACCESS_REG:
		if (inlen < MLX5CTL_ST_SZ_BYTES(access_register_in))
			return MLX5CTL_SCOPE_KERNEL_ONLY;
		return mlx5ctl_reg_scope(MLX5CTL_GET(access_register_in, in, register_id),
					 op_mod == MLX5CTL_ACCESS_REG_OP_MOD_WRITE);
	case MLX5CTL_CMD_OP_QUERY_MAD_DEMUX:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_NOP:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_BURST_SIZE:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_DIAGNOSTIC_PARAMS:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_SET_DIAGNOSTIC_PARAMS:
		return MLX5CTL_SCOPE_DEBUG_WRITE;
	case MLX5CTL_CMD_OP_QUERY_DIAGNOSTIC_COUNTERS:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_CONG_STATUS:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_MODIFY_CONG_STATUS:
		return MLX5CTL_SCOPE_CONFIGURATION;
	case MLX5CTL_CMD_OP_QUERY_CONG_PARAMS:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_CONG_STATISTICS:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_L2_TABLE_ENTRY:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_WOL_ROL:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_LAG:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_TIR:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_SQ:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_RQ:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_RMP:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_DELAY_DROP_PARAMS:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_TIS:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_RQT:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_FLOW_TABLE:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_FLOW_GROUP:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_FLOW_TABLE_ENTRY:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_FLOW_COUNTER:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_PACKET_REFORMAT_CONTEXT:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_MODIFY_HEADER_CONTEXT:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_FPGA_QUERY_QP:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_FPGA_QUERY_QP_COUNTERS:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_AFU:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_CAPI_PEC:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_GENERAL_OBJECT:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_CREATE_UCTX:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_QUERY_UCTX:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_DESTROY_UCTX:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_CREATE_UMEM:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_QUERY_UMEM:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_DESTROY_UMEM:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_QUERY_NVMF_CC_RESPONSE:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_EMULATED_FUNCTIONS_INFO:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_REGEXP_PARAMS:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_REGEXP_REGISTER:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_USER_QUERY_XRQ_DC_PARAMS_ENTRY:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_USER_QUERY_XRQ_ERROR_PARAMS:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_ACCESS_REGISTER_USER:
		if (inlen < MLX5CTL_ST_SZ_BYTES(access_register_in))
			return MLX5CTL_SCOPE_KERNEL_ONLY;
		return mlx5ctl_reg_scope(MLX5CTL_GET(access_register_in, in, register_id),
					 op_mod == MLX5CTL_ACCESS_REG_OP_MOD_WRITE);
	case MLX5CTL_CMD_OP_QUERY_VHCA_STATE:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_EMULATION_DEVICE_EQ_MSIX_MAPPING:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_MATCH_SAMPLE_INFO:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_CRYPTO_STATE:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_VUID:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_DPA_PARTITION:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_DPA_PARTITIONS:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_POSTPONE_CONNECTED_QP_TIMEOUT:
		return MLX5CTL_SCOPE_CONFIGURATION;
	case MLX5CTL_CMD_OP_QUERY_EMULATED_RESOURCES_INFO:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_RSV_RESOURCES:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_MTT:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_SCHED_QUEUE:
		return MLX5CTL_SCOPE_DEBUG_READ;
	}
	return MLX5CTL_SCOPE_KERNEL_ONLY;
}

/*
 * NULL when the inbox keeps every constraint of the spec on what user space
 * may send (header_constraints, and the command's constraints), else which
 * one it breaks. The driver refuses such a command with EINVAL.
 */
const char *mlx5ctl_rpc_violation(const void *in, size_t inlen)
{
	if (inlen < MLX5CTL_ST_SZ_BYTES(mbox_in_hdr))
		return "inbox shorter than the mailbox header";
	/*
	 * header vhca_tunnel_id: A tunnelled command runs on another function, outside the file's
	 * UID (DEVX refuses it too)
	 */
	if (inlen < 0x8 || mlx5ctl_get_bits(in, 0x20, 0x10) != 0x0)
		return "header: vhca_tunnel_id must be 0x0";
	switch (MLX5CTL_GET(mbox_in_hdr, in, opcode)) {
	case MLX5CTL_CMD_OP_SET_HCA_CAP:
		/*
		 * SET_HCA_CAP other_function: Only another function's capabilities (pre-
		 * configuration): never the caller's own function, whose driver set them
		 */
		if (inlen < 0xc || mlx5ctl_get_bits(in, 0x40, 0x1) != 0x1)
			return "SET_HCA_CAP: other_function must be 0x1";
		/*
		 * SET_HCA_CAP ec_vf_function: No embedded-CPU VF (a BlueField host's): the emulated
		 * card has none
		 */
		if (inlen < 0xc || mlx5ctl_get_bits(in, 0x41, 0x1) != 0x0)
			return "SET_HCA_CAP: ec_vf_function must be 0x0";
		break;
	case MLX5CTL_CMD_OP_CREATE_MKEY:
		/*
		 * CREATE_MKEY mkey_umem_valid: The key translates through a UMEM of the caller's
		 * UID, whose pages the kernel pinned
		 */
		if (inlen < 0x10 || mlx5ctl_get_bits(in, 0x61, 0x1) != 0x1)
			return "CREATE_MKEY: mkey_umem_valid must be 0x1";
		/*
		 * CREATE_MKEY memory_key_mkey_entry.access_mode_1_0: MTT translation (PA takes
		 * start_addr as a bus address; KLM/KSM are indirect)
		 */
		if (inlen < 0x14 || mlx5ctl_get_bits(in, 0x96, 0x2) != 0x1)
			return "CREATE_MKEY: access_mode_1_0 must be 0x1";
		/*
		 * CREATE_MKEY memory_key_mkey_entry.access_mode_4_2: No extended access mode
		 * (device memory, ICM)
		 */
		if (inlen < 0x14 || mlx5ctl_get_bits(in, 0x83, 0x3) != 0x0)
			return "CREATE_MKEY: access_mode_4_2 must be 0x0";
		/* CREATE_MKEY translations_octword_actual_size: No inline translations */
		if (inlen < 0x64 || mlx5ctl_get_bits(in, 0x300, 0x20) != 0x0)
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
		if (inlen < 0x44 || mlx5ctl_get_bits(in, 0x200, 0x10) != 0x0)
			return "CREATE_MKEY: crossing_target_vhca_id must be 0x0";
		/* CREATE_MKEY data_direct: No data-direct key (another function's memory) */
		if (inlen < 0x10 || mlx5ctl_get_bits(in, 0x62, 0x1) != 0x0)
			return "CREATE_MKEY: data_direct must be 0x0";
		break;
	case MLX5CTL_CMD_OP_QUERY_VPORT_COUNTER:
		/*
		 * QUERY_VPORT_COUNTER clear: Clearing the counters changes what the kernel and
		 * every other reader of the vport counters see: a debug read must leave them as
		 * they are
		 */
		if (inlen < 0x1c || mlx5ctl_get_bits(in, 0xc0, 0x1) != 0x0)
			return "QUERY_VPORT_COUNTER: clear must be 0x0";
		break;
	case MLX5CTL_CMD_OP_QUERY_Q_COUNTER:
		/*
		 * QUERY_Q_COUNTER clear: Clearing the counters changes what the kernel and every
		 * other reader of the counter set see: a debug read must leave them as they are
		 */
		if (inlen < 0x1c || mlx5ctl_get_bits(in, 0xc0, 0x1) != 0x0)
			return "QUERY_Q_COUNTER: clear must be 0x0";
		break;
	case MLX5CTL_CMD_OP_ACCESS_REG:
		/*
		 * ACCESS_REG op_mod: Only write and read: the direction decides the scope, and the
		 * firmware may take any other op_mod as a write
		 */
		if (inlen < 0x8)
			return "ACCESS_REG: op_mod must be one of 0x0, 0x1";
		switch (mlx5ctl_get_bits(in, 0x30, 0x10)) {
		case 0x0:
		case 0x1:
			break;
		default:
			return "ACCESS_REG: op_mod must be one of 0x0, 0x1";
		}
		break;
	case MLX5CTL_CMD_OP_QUERY_CONG_STATISTICS:
		/*
		 * QUERY_CONG_STATISTICS clear: Clearing the counters changes what the kernel and
		 * every other reader of the congestion statistics see: a debug read must leave them
		 * as they are
		 */
		if (inlen < 0xc || mlx5ctl_get_bits(in, 0x40, 0x1) != 0x0)
			return "QUERY_CONG_STATISTICS: clear must be 0x0";
		break;
	case MLX5CTL_CMD_OP_QUERY_FLOW_COUNTER:
		/*
		 * QUERY_FLOW_COUNTER clear: Clearing a flow counter changes what its owner reads: a
		 * debug read must leave it as it is
		 */
		if (inlen < 0x1c || mlx5ctl_get_bits(in, 0xc0, 0x1) != 0x0)
			return "QUERY_FLOW_COUNTER: clear must be 0x0";
		break;
	case MLX5CTL_CMD_OP_FPGA_QUERY_QP_COUNTERS:
		/*
		 * FPGA_QUERY_QP_COUNTERS clear: Clearing the counters changes what their owner
		 * reads: a debug read must leave them
		 */
		if (inlen < 0xc || mlx5ctl_get_bits(in, 0x40, 0x1) != 0x0)
			return "FPGA_QUERY_QP_COUNTERS: clear must be 0x0";
		break;
	case MLX5CTL_CMD_OP_ACCESS_REGISTER_USER:
		/*
		 * ACCESS_REGISTER_USER op_mod: Only write and read: the direction decides the
		 * scope, and the firmware may take any other op_mod as a write
		 */
		if (inlen < 0x8)
			return "ACCESS_REGISTER_USER: op_mod must be one of 0x0, 0x1";
		switch (mlx5ctl_get_bits(in, 0x30, 0x10)) {
		case 0x0:
		case 0x1:
			break;
		default:
			return "ACCESS_REGISTER_USER: op_mod must be one of 0x0, 0x1";
		}
		break;
	}
	return NULL;
}

static const struct mlx5ctl_obj_type mlx5ctl_obj_types[] = {
	{
		.name = "MKEY",
		.create_opcode = MLX5CTL_CMD_OP_CREATE_MKEY,
		.destroy_opcode = MLX5CTL_CMD_OP_DESTROY_MKEY,
		.id_out_bit = MLX5CTL_BIT_OFF(create_mkey_out, mkey_index),
		.id_out_width = MLX5CTL_FLD_WIDTH(create_mkey_out, mkey_index),
		.id_in_bit = MLX5CTL_BIT_OFF(destroy_mkey_in, mkey_index),
		.id_in_width = MLX5CTL_FLD_WIDTH(destroy_mkey_in, mkey_index),
		.destroy_inlen = MLX5CTL_ST_SZ_BYTES(destroy_mkey_in),
		.destroy_outlen = MLX5CTL_ST_SZ_BYTES(destroy_mkey_out),
	},
	{
		.name = "PD",
		.create_opcode = MLX5CTL_CMD_OP_ALLOC_PD,
		.destroy_opcode = MLX5CTL_CMD_OP_DEALLOC_PD,
		.id_out_bit = MLX5CTL_BIT_OFF(alloc_pd_out, pd),
		.id_out_width = MLX5CTL_FLD_WIDTH(alloc_pd_out, pd),
		.id_in_bit = MLX5CTL_BIT_OFF(dealloc_pd_in, pd),
		.id_in_width = MLX5CTL_FLD_WIDTH(dealloc_pd_in, pd),
		.destroy_inlen = MLX5CTL_ST_SZ_BYTES(dealloc_pd_in),
		.destroy_outlen = MLX5CTL_ST_SZ_BYTES(dealloc_pd_out),
	},
};

const struct mlx5ctl_obj_type *mlx5ctl_obj_by_create(u16 opcode)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(mlx5ctl_obj_types); i++)
		if (mlx5ctl_obj_types[i].create_opcode == opcode)
			return &mlx5ctl_obj_types[i];
	return NULL;
}

const struct mlx5ctl_obj_type *mlx5ctl_obj_by_destroy(u16 opcode)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(mlx5ctl_obj_types); i++)
		if (mlx5ctl_obj_types[i].destroy_opcode == opcode)
			return &mlx5ctl_obj_types[i];
	return NULL;
}
