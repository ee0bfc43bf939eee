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
 *	prm/link.yaml
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
#include <linux/minmax.h>
#include <linux/string.h>
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

/*
 * The scope of a register access: the register and the direction decide, and a
 * read whose payload sets a field that acts on the read (the spec's constraints
 * with otherwise: write-scope) takes the scope of a write. @data and @len: the
 * register's payload, as user space sent it.
 */
static enum mlx5ctl_scope mlx5ctl_reg_scope(u16 reg_id, bool write,
					    const void *data, size_t len)
{
	switch (reg_id) {
	case MLX5CTL_REG_MLCOK: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
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
	case MLX5CTL_REG_PPCNT: /* RW */
		if (write)
			return MLX5CTL_SCOPE_DEBUG_WRITE;
		/*
		 * PPCNT clr (read): Clears the group (grp 63: every group) as it reads it - the
		 * PRM: 'can be set for both Set() and Get()'; the model does. mlx5e's ethtool
		 * statistics and every other reader of the port counters go back to 0: it is what
		 * the clearing write does, and the read takes that write's scope (debug-write: the
		 * kernel is tainted)
		 */
		if (len < 0x8 || mlx5ctl_get_bits(data, 0x20, 0x1) != 0x0)
			return MLX5CTL_SCOPE_DEBUG_WRITE;
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_PMAOS: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_PRTL: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_PPLM: /* RW */
		return write ? MLX5CTL_SCOPE_DEBUG_WRITE : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_SLTP: /* RW */
		return write ? MLX5CTL_SCOPE_DEBUG_WRITE : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_SLRG: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_PDDR: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_PPTT: /* RW */
		return write ? MLX5CTL_SCOPE_DEBUG_WRITE : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_PPHCR: /* RW */
		return write ? MLX5CTL_SCOPE_DEBUG_WRITE : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_PPAOS: /* RW */
		return write ? MLX5CTL_SCOPE_DEBUG_WRITE : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_PCNR: /* RW */
		return write ? MLX5CTL_SCOPE_CONFIGURATION : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_PMPT: /* RW */
		return write ? MLX5CTL_SCOPE_DEBUG_WRITE : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_PCAM: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_NODE_DESC: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_HOST_ENDIANNESS: /* RW */
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_REG_MTCAP: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MTMP: /* RW */
		if (write)
			return MLX5CTL_SCOPE_DEBUG_WRITE;
		/*
		 * MTMP mtr (read): Restarts maximum tracking from the current temperature. It acts
		 * on a read: mlx5_core's hwmon resets temp*_highest with mtr in a read (hwmon.c,
		 * mlx5_hwmon_reset_max_temp), and the model does the same. It is what a write does,
		 * and changes what hwmon reports: the read takes the write's scope (debug-write)
		 */
		if (len < 0xc || mlx5ctl_get_bits(data, 0x41, 0x1) != 0x0)
			return MLX5CTL_SCOPE_DEBUG_WRITE;
		/*
		 * MTMP weme (read): Warning events modify enable: with it tee and the thresholds
		 * are taken (the PRM: OP, as mtr). Whether a Get() acts on it is not public: worst
		 * plausible, it does (the kernel logs the temperature warnings this turns off): the
		 * read takes the write's scope
		 */
		if (len < 0xc || mlx5ctl_get_bits(data, 0x42, 0x1) != 0x0)
			return MLX5CTL_SCOPE_DEBUG_WRITE;
		/*
		 * MTMP sdme (read): Shut-down events modify enable: with it sdee is taken (the PRM:
		 * OP). Worst plausible, a Get() acts on it: the read takes the write's scope
		 */
		if (len < 0xc || mlx5ctl_get_bits(data, 0x43, 0x1) != 0x0)
			return MLX5CTL_SCOPE_DEBUG_WRITE;
		return MLX5CTL_SCOPE_DEBUG_READ;
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
	case MLX5CTL_REG_MSGI: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MNVDA: /* RW */
		return write ? MLX5CTL_SCOPE_CONFIGURATION : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MNVDI: /* WO */
		return write ? MLX5CTL_SCOPE_CONFIGURATION : MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_REG_MFRL: /* RW */
		return write ? MLX5CTL_SCOPE_CONFIGURATION : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MVTS: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MROQ: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MNVQC: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MNVIA: /* WO */
		return write ? MLX5CTL_SCOPE_CONFIGURATION : MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_REG_MNVGC: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MNVGN: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MPEIN: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MPCNT: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MPEGC: /* RW */
		return write ? MLX5CTL_SCOPE_CONFIGURATION : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MPIR: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MPCIR: /* RW */
		return write ? MLX5CTL_SCOPE_CONFIGURATION : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MCDD: /* RW */
		return write ? MLX5CTL_SCOPE_CONFIGURATION : MLX5CTL_SCOPE_DEBUG_READ;
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
	case MLX5CTL_REG_MRSI: /* RO */
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

/*
 * NULL, or the first of the register's payload rules that the access breaks,
 * for a caller below debug-write: fields that act on a read (or a write) and
 * must keep the value the spec gives.
 */
static const char *mlx5ctl_reg_rules(u16 reg_id, bool write,
				     const void *data, size_t len)
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
		if (len < 0x4 || mlx5ctl_get_bits(data, 0x0, 0x1) != 0x0)
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
		if (len < 0x4 || mlx5ctl_get_bits(data, 0x1f, 0x1) != 0x0)
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
		switch (mlx5ctl_get_bits(data, 0x38, 0x8)) {
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
		if (len < 0x4 || mlx5ctl_get_bits(data, 0x1f, 0x1) != 0x0)
			return "PCNR: tuning_override must be 0x0 in a read";
		/*
		 * PCNR keep_phy_setting (read): Write-only (keep the phy setting over a peer's link
		 * down); worst plausible, a Get() takes it
		 */
		if (len < 0x8 || mlx5ctl_get_bits(data, 0x3f, 0x1) != 0x0)
			return "PCNR: keep_phy_setting must be 0x0 in a read";
		/*
		 * PCNR flua_we_mask (read): Write-only mask of the fast-link-up-always fields;
		 * worst plausible, a Get() takes it
		 */
		if (len < 0x4 || mlx5ctl_get_bits(data, 0x19, 0x4) != 0x0)
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
		if (len < 0x4 || mlx5ctl_get_bits(data, 0x0, 0x1) != 0x0)
			return "MCIA: l must be 0x0 in a read";
		/*
		 * MCIA password (read): Written to the module's password field (the PRM: OP) to
		 * unlock its protected pages: a write to the module, not a read. Must be 0 for a
		 * debug-read caller
		 */
		if (len < 0x10 || mlx5ctl_get_bits(data, 0x60, 0x20) != 0x0)
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
		if (len < 0x8 || mlx5ctl_get_bits(data, 0x20, 0x1) != 0x0)
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
		if (len < 0x14 || mlx5ctl_get_bits(data, 0x8c, 0x4) != 0x0)
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
		if (len < 0x4 || mlx5ctl_get_bits(data, 0x0, 0x2) != 0x0)
			return "MPCIR: all must be 0x0 in a read";
		/*
		 * MPCIR ports (read): 1 (start) and 2 (end) act on a read too (mstflint sends
		 * 'start' as a Get()); 3 (status) and 0 only read
		 */
		if (len < 0x8)
			return "MPCIR: ports must be one of 0x0, 0x3 in a read";
		switch (mlx5ctl_get_bits(data, 0x3e, 0x2)) {
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
					 op_mod == MLX5CTL_ACCESS_REG_OP_MOD_WRITE,
					 (const u8 *)in + 0x10, inlen - 0x10);
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
					 op_mod == MLX5CTL_ACCESS_REG_OP_MOD_WRITE,
					 (const u8 *)in + 0x10, inlen - 0x10);
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
 * may send (header_constraints, the command's constraints and, for a caller
 * whose scope is below debug-write, the register payload's), else which one it
 * breaks. @scope: the caller's (mlx5ctl: the scope the RPC was granted). The
 * driver refuses such a command with EINVAL.
 */
const char *mlx5ctl_rpc_violation(const void *in, size_t inlen,
				  enum mlx5ctl_scope scope)
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
		/* the register's payload rules, for a caller below debug-write */
		if (inlen >= MLX5CTL_ST_SZ_BYTES(access_register_in) &&
		    scope < MLX5CTL_SCOPE_DEBUG_WRITE)
			return mlx5ctl_reg_rules(MLX5CTL_GET(access_register_in, in, register_id),
						 MLX5CTL_GET(mbox_in_hdr, in, op_mod) == 0x0,
						 (const unsigned char *)in + 0x10, inlen - 0x10);
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
		/* the register's payload rules, for a caller below debug-write */
		if (inlen >= MLX5CTL_ST_SZ_BYTES(access_register_in) &&
		    scope < MLX5CTL_SCOPE_DEBUG_WRITE)
			return mlx5ctl_reg_rules(MLX5CTL_GET(access_register_in, in, register_id),
						 MLX5CTL_GET(mbox_in_hdr, in, op_mod) == 0x0,
						 (const unsigned char *)in + 0x10, inlen - 0x10);
		break;
	}
	return NULL;
}

/*
 * The spec's outbox rules (scrub): fields user space never sees - physical
 * addresses, doorbell and UAR pages, keys - by opcode, as bit ranges of the
 * outbox; width 0 runs to the end of the outbox (a flexible array).
 */
struct mlx5ctl_scrub_rule {
	u16 opcode;
	u32 bit;
	u32 width;
};

static const struct mlx5ctl_scrub_rule mlx5ctl_scrub_rules[] = {
	/*
	 * QUERY_MKEY memory_key_mkey_entry.mkey_7_0: The key byte: with the index it is the key
	 * itself (lkey / rkey), the owner's to hand out
	 */
	{ MLX5CTL_CMD_OP_QUERY_MKEY, 0xb8, 0x8 },
	/*
	 * QUERY_MKEY memory_key_mkey_entry.start_addr: The start address: for the kernel's keys a
	 * kernel virtual or physical address
	 */
	{ MLX5CTL_CMD_OP_QUERY_MKEY, 0x100, 0x40 },
	/* QUERY_MKEY bsf0_klm0_pas_mtt0_1: Inline translations: physical addresses */
	{ MLX5CTL_CMD_OP_QUERY_MKEY, 0x880, 0x80 },
	/* QUERY_MKEY bsf1_klm1_pas_mtt2_3: Inline translations: physical addresses */
	{ MLX5CTL_CMD_OP_QUERY_MKEY, 0x900, 0x80 },
	/*
	 * QUERY_SPECIAL_CONTEXTS resd_lkey: The reserved lkey: local access to all of physical
	 * memory for a queue allowed to use it; the kernel's key
	 */
	{ MLX5CTL_CMD_OP_QUERY_SPECIAL_CONTEXTS, 0x60, 0x20 },
	/*
	 * QUERY_EQ eq_context_entry.uar_page: The kernel's doorbell page for this EQ: nothing a
	 * debugger needs, a target for one who could map it
	 */
	{ MLX5CTL_CMD_OP_QUERY_EQ, 0xe8, 0x18 },
	/*
	 * QUERY_EQ pas: Bus (physical) addresses of the kernel's EQ buffer: they locate kernel
	 * memory
	 */
	{ MLX5CTL_CMD_OP_QUERY_EQ, 0x880, 0x0 },
	/*
	 * QUERY_CQ cq_context.uar_page: The doorbell (UAR) page the queue rings: the kernel's,
	 * nothing a debugger needs
	 */
	{ MLX5CTL_CMD_OP_QUERY_CQ, 0xe8, 0x18 },
	/*
	 * QUERY_CQ cq_context.dbr_addr: The doorbell record's bus (physical) address: the kernel's
	 * memory
	 */
	{ MLX5CTL_CMD_OP_QUERY_CQ, 0x240, 0x40 },
	/*
	 * QUERY_CQ pas: The queue buffer's page addresses: bus (physical) addresses of the kernel's
	 * memory
	 */
	{ MLX5CTL_CMD_OP_QUERY_CQ, 0x880, 0x0 },
	/*
	 * QUERY_QP qpc.uar_page: The doorbell (UAR) page the queue rings: the kernel's, nothing a
	 * debugger needs
	 */
	{ MLX5CTL_CMD_OP_QUERY_QP, 0x128, 0x18 },
	/*
	 * QUERY_QP qpc.dbr_addr: The doorbell record's bus (physical) address: the kernel's memory
	 */
	{ MLX5CTL_CMD_OP_QUERY_QP, 0x5c0, 0x40 },
	/* QUERY_QP qpc.q_key: The Q_Key a UD QP accepts datagrams with: a key of the QP's owner */
	{ MLX5CTL_CMD_OP_QUERY_QP, 0x600, 0x20 },
	/*
	 * QUERY_QP qpc.dc_access_key: The DC access key: whoever has it may send to the owner's DC
	 * targets
	 */
	{ MLX5CTL_CMD_OP_QUERY_QP, 0x700, 0x40 },
	/*
	 * QUERY_QP qp_pas_or_qpc_ext_and_pas: Page addresses (without qpc_ext; with it, the
	 * extension, whose error syndrome goes too: the rule cannot tell the union's layouts apart)
	 */
	{ MLX5CTL_CMD_OP_QUERY_QP, 0x880, 0x600 },
	/*
	 * QUERY_QP pas: The queue buffer's page addresses: bus (physical) addresses of the kernel's
	 * memory
	 */
	{ MLX5CTL_CMD_OP_QUERY_QP, 0xe80, 0x0 },
	/*
	 * QUERY_SRQ srq_context_entry.dbr_addr: The doorbell record's bus (physical) address: the
	 * kernel's memory
	 */
	{ MLX5CTL_CMD_OP_QUERY_SRQ, 0x1c0, 0x40 },
	/*
	 * QUERY_SRQ pas: The queue buffer's page addresses: bus (physical) addresses of the
	 * kernel's memory
	 */
	{ MLX5CTL_CMD_OP_QUERY_SRQ, 0x880, 0x0 },
	/*
	 * QUERY_XRC_SRQ xrc_srq_context_entry.db_record_addr_h: The doorbell record's bus
	 * (physical) address: the kernel's memory
	 */
	{ MLX5CTL_CMD_OP_QUERY_XRC_SRQ, 0x1c0, 0x20 },
	/*
	 * QUERY_XRC_SRQ xrc_srq_context_entry.db_record_addr_l: The doorbell record's bus
	 * (physical) address: the kernel's memory
	 */
	{ MLX5CTL_CMD_OP_QUERY_XRC_SRQ, 0x1e0, 0x1e },
	/*
	 * QUERY_XRC_SRQ pas: The queue buffer's page addresses: bus (physical) addresses of the
	 * kernel's memory
	 */
	{ MLX5CTL_CMD_OP_QUERY_XRC_SRQ, 0x880, 0x0 },
	/*
	 * QUERY_DCT dct_context_entry.dc_access_key: The DC access key: whoever has it may send to
	 * this DC target
	 */
	{ MLX5CTL_CMD_OP_QUERY_DCT, 0x180, 0x40 },
	/*
	 * QUERY_XRQ xrq_context.wq.uar_page: The doorbell (UAR) page the queue rings: the kernel's,
	 * nothing a debugger needs
	 */
	{ MLX5CTL_CMD_OP_QUERY_XRQ, 0x4e8, 0x18 },
	/*
	 * QUERY_XRQ xrq_context.wq.dbr_addr: The doorbell record's bus (physical) address: the
	 * kernel's memory
	 */
	{ MLX5CTL_CMD_OP_QUERY_XRQ, 0x500, 0x40 },
	/*
	 * QUERY_XRQ xrq_context.wq.pas: The queue buffer's page addresses: bus (physical) addresses
	 * of the kernel's memory
	 */
	{ MLX5CTL_CMD_OP_QUERY_XRQ, 0xa80, 0x0 },
	/*
	 * QUERY_SQ sq_context.wq.uar_page: The doorbell (UAR) page the queue rings: the kernel's,
	 * nothing a debugger needs
	 */
	{ MLX5CTL_CMD_OP_QUERY_SQ, 0x2e8, 0x18 },
	/*
	 * QUERY_SQ sq_context.wq.dbr_addr: The doorbell record's bus (physical) address: the
	 * kernel's memory
	 */
	{ MLX5CTL_CMD_OP_QUERY_SQ, 0x300, 0x40 },
	/*
	 * QUERY_SQ sq_context.wq.pas: The queue buffer's page addresses: bus (physical) addresses
	 * of the kernel's memory
	 */
	{ MLX5CTL_CMD_OP_QUERY_SQ, 0x880, 0x0 },
	/*
	 * QUERY_RQ rq_context.wq.uar_page: The doorbell (UAR) page the queue rings: the kernel's,
	 * nothing a debugger needs
	 */
	{ MLX5CTL_CMD_OP_QUERY_RQ, 0x2e8, 0x18 },
	/*
	 * QUERY_RQ rq_context.wq.dbr_addr: The doorbell record's bus (physical) address: the
	 * kernel's memory
	 */
	{ MLX5CTL_CMD_OP_QUERY_RQ, 0x300, 0x40 },
	/*
	 * QUERY_RQ rq_context.wq.pas: The queue buffer's page addresses: bus (physical) addresses
	 * of the kernel's memory
	 */
	{ MLX5CTL_CMD_OP_QUERY_RQ, 0x880, 0x0 },
	/*
	 * QUERY_RMP rmp_context.wq.uar_page: The doorbell (UAR) page the queue rings: the kernel's,
	 * nothing a debugger needs
	 */
	{ MLX5CTL_CMD_OP_QUERY_RMP, 0x2e8, 0x18 },
	/*
	 * QUERY_RMP rmp_context.wq.dbr_addr: The doorbell record's bus (physical) address: the
	 * kernel's memory
	 */
	{ MLX5CTL_CMD_OP_QUERY_RMP, 0x300, 0x40 },
	/*
	 * QUERY_RMP rmp_context.wq.pas: The queue buffer's page addresses: bus (physical) addresses
	 * of the kernel's memory
	 */
	{ MLX5CTL_CMD_OP_QUERY_RMP, 0x880, 0x0 },
	/*
	 * QUERY_UMEM umem.mtt: The bus (physical) addresses of the pinned pages: where the kernel's
	 * allocator put them is not user space's to know
	 */
	{ MLX5CTL_CMD_OP_QUERY_UMEM, 0x180, 0x0 },
};

/* zero bits [bit, end) of @buf, counted from the most significant bit of byte 0 */
static void mlx5ctl_clear_bits(u8 *buf, u64 bit, u64 end)
{
	for (; bit < end && (bit & 7); bit++)
		buf[bit >> 3] &= ~(0x80 >> (bit & 7));
	if ((end >> 3) > (bit >> 3)) {
		memset(buf + (bit >> 3), 0, (end >> 3) - (bit >> 3));
		bit = end & ~7ull;
	}
	for (; bit < end; bit++)
		buf[bit >> 3] &= ~(0x80 >> (bit & 7));
}

/*
 * Zero the fields of the outbox (@outlen bytes) the spec says user space must
 * not see, for the command in @in; the outbox may end anywhere. Returns the
 * number of rules that applied (a field at least partly in the outbox).
 */
unsigned int mlx5ctl_rpc_scrub(const void *in, size_t inlen, void *out,
			       size_t outlen)
{
	unsigned int i, n = 0;
	u64 bits = (u64)outlen * 8;
	u16 opcode;

	if (inlen < MLX5CTL_ST_SZ_BYTES(mbox_in_hdr))
		return 0;
	opcode = MLX5CTL_GET(mbox_in_hdr, in, opcode);
	for (i = 0; i < ARRAY_SIZE(mlx5ctl_scrub_rules); i++) {
		const struct mlx5ctl_scrub_rule *r = &mlx5ctl_scrub_rules[i];
		u64 end;

		if (r->opcode != opcode || r->bit >= bits)
			continue;
		end = r->width ? min_t(u64, (u64)r->bit + r->width, bits) : bits;
		mlx5ctl_clear_bits(out, r->bit, end);
		n++;
	}
	return n;
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
