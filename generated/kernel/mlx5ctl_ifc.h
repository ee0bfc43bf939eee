/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
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
 * MLX5GEN kernel/mlx5ctl_ifc.h
 * To regenerate run: codegen/mlx5gen.py
 */

#ifndef __MLX5CTL_GEN_IFC_H__
#define __MLX5CTL_GEN_IFC_H__

#include <linux/types.h>
#include <linux/mlx5/device.h>

/*
 * Layouts from prm/, one u8 per bit as in <linux/mlx5/mlx5_ifc.h>, named
 * struct mlx5_ifc_mlx5ctl_<name>_bits so that the kernel's own accessors
 * work on them: MLX5CTL_SET(create_uctx_in, in, uid, uid) is
 * MLX5_SET(mlx5ctl_create_uctx_in, in, uid, uid). Only what the driver and
 * its generated policy use is here (codegen/mlx5gen/gen.py kernel_reach():
 * the structures their accessors name, with what those contain, and the
 * enums whose constants they name); the whole spec is in prm/.
 */
#define MLX5CTL_SET(typ, p, fld, v) MLX5_SET(mlx5ctl_##typ, p, fld, v)
#define MLX5CTL_GET(typ, p, fld) MLX5_GET(mlx5ctl_##typ, p, fld)
#define MLX5CTL_SET64(typ, p, fld, v) MLX5_SET64(mlx5ctl_##typ, p, fld, v)
#define MLX5CTL_GET64(typ, p, fld) MLX5_GET64(mlx5ctl_##typ, p, fld)
#define MLX5CTL_ADDR_OF(typ, p, fld) MLX5_ADDR_OF(mlx5ctl_##typ, p, fld)
#define MLX5CTL_ST_SZ_BYTES(typ) MLX5_ST_SZ_BYTES(mlx5ctl_##typ)
#define MLX5CTL_ST_SZ_DW(typ) MLX5_ST_SZ_DW(mlx5ctl_##typ)
#define MLX5CTL_FLD_SZ_BYTES(typ, fld) MLX5_FLD_SZ_BYTES(mlx5ctl_##typ, fld)
#define MLX5CTL_BYTE_OFF(typ, fld) MLX5_BYTE_OFF(mlx5ctl_##typ, fld)
#define MLX5CTL_BIT_OFF(typ, fld) __mlx5_bit_off(mlx5ctl_##typ, fld)
#define MLX5CTL_FLD_WIDTH(typ, fld) __mlx5_bit_sz(mlx5ctl_##typ, fld)

/*
 * access_reg_op_mod: ACCESS_REG op_mod. What real firmware does with other values is not public;
 * the model does the worst plausible: it decodes bit 0 only (0 write, 1 read), so 2 is a write
 */
enum {
	MLX5CTL_ACCESS_REG_OP_MOD_WRITE = 0x0,
	MLX5CTL_ACCESS_REG_OP_MOD_READ = 0x1,
};

/* cmd_op: Command opcodes */
enum {
	MLX5CTL_CMD_OP_QUERY_HCA_CAP = 0x100,
	MLX5CTL_CMD_OP_QUERY_ADAPTER = 0x101,
	MLX5CTL_CMD_OP_INIT_HCA = 0x102,
	MLX5CTL_CMD_OP_TEARDOWN_HCA = 0x103,
	MLX5CTL_CMD_OP_ENABLE_HCA = 0x104,
	MLX5CTL_CMD_OP_DISABLE_HCA = 0x105,
	MLX5CTL_CMD_OP_QUERY_PAGES = 0x107,
	MLX5CTL_CMD_OP_MANAGE_PAGES = 0x108,
	MLX5CTL_CMD_OP_SET_HCA_CAP = 0x109,
	MLX5CTL_CMD_OP_QUERY_ISSI = 0x10a,
	MLX5CTL_CMD_OP_SET_ISSI = 0x10b,
	MLX5CTL_CMD_OP_QUERY_DRIVER_VERSION = 0x10c,
	MLX5CTL_CMD_OP_QUERY_OTHER_HCA_CAP = 0x10e,
	MLX5CTL_CMD_OP_QUERY_SF_PARTITION = 0x111,
	MLX5CTL_CMD_OP_QUERY_VHCA_MIGRATION_STATE = 0x117,
	MLX5CTL_CMD_OP_CREATE_MKEY = 0x200,
	MLX5CTL_CMD_OP_QUERY_MKEY = 0x201,
	MLX5CTL_CMD_OP_DESTROY_MKEY = 0x202,
	MLX5CTL_CMD_OP_QUERY_SPECIAL_CONTEXTS = 0x203,
	MLX5CTL_CMD_OP_CREATE_EQ = 0x301,
	MLX5CTL_CMD_OP_DESTROY_EQ = 0x302,
	MLX5CTL_CMD_OP_QUERY_EQ = 0x303,
	MLX5CTL_CMD_OP_QUERY_CQ = 0x402,
	MLX5CTL_CMD_OP_QUERY_QP = 0x50b,
	MLX5CTL_CMD_OP_QUERY_RDB = 0x512,
	MLX5CTL_CMD_OP_QUERY_PSV = 0x602,
	MLX5CTL_CMD_OP_QUERY_SRQ = 0x702,
	MLX5CTL_CMD_OP_QUERY_XRC_SRQ = 0x707,
	MLX5CTL_CMD_OP_QUERY_DCT = 0x713,
	MLX5CTL_CMD_OP_QUERY_DC_CNAK_TRACE = 0x716,
	MLX5CTL_CMD_OP_QUERY_XRQ = 0x719,
	MLX5CTL_CMD_OP_QUERY_NVMF_BACKEND_CONTROLLER = 0x722,
	MLX5CTL_CMD_OP_QUERY_XRQ_DC_PARAMS_ENTRY = 0x725,
	MLX5CTL_CMD_OP_QUERY_XRQ_ERROR_PARAMS = 0x727,
	MLX5CTL_CMD_OP_QUERY_NVMF_NAMESPACE_CONTEXT = 0x728,
	MLX5CTL_CMD_OP_QUERY_ADJACENT_FUNCTIONS_ID = 0x730,
	MLX5CTL_CMD_OP_DELEGATE_VHCA_MANAGEMENT = 0x731,
	MLX5CTL_CMD_OP_QUERY_DELEGATED_VHCA = 0x732,
	MLX5CTL_CMD_OP_QUERY_ESW_FUNCTIONS = 0x740,
	MLX5CTL_CMD_OP_QUERY_VPORT_STATE = 0x750,
	MLX5CTL_CMD_OP_QUERY_ESW_VPORT_CONTEXT = 0x752,
	MLX5CTL_CMD_OP_QUERY_NIC_VPORT_CONTEXT = 0x754,
	MLX5CTL_CMD_OP_QUERY_ROCE_ADDRESS = 0x760,
	MLX5CTL_CMD_OP_QUERY_HCA_VPORT_CONTEXT = 0x762,
	MLX5CTL_CMD_OP_QUERY_HCA_VPORT_GID = 0x764,
	MLX5CTL_CMD_OP_QUERY_HCA_VPORT_PKEY = 0x765,
	MLX5CTL_CMD_OP_QUERY_VNIC_ENV = 0x76f,
	MLX5CTL_CMD_OP_QUERY_VPORT_COUNTER = 0x770,
	MLX5CTL_CMD_OP_ALLOC_Q_COUNTER = 0x771,
	MLX5CTL_CMD_OP_DEALLOC_Q_COUNTER = 0x772,
	MLX5CTL_CMD_OP_QUERY_Q_COUNTER = 0x773,
	MLX5CTL_CMD_OP_QUERY_RATE_LIMIT = 0x781,
	MLX5CTL_CMD_OP_QUERY_SCHEDULING_ELEMENT = 0x784,
	MLX5CTL_CMD_OP_ALLOC_PD = 0x800,
	MLX5CTL_CMD_OP_DEALLOC_PD = 0x801,
	MLX5CTL_CMD_OP_ALLOC_UAR = 0x802,
	MLX5CTL_CMD_OP_DEALLOC_UAR = 0x803,
	MLX5CTL_CMD_OP_ACCESS_REG = 0x805,
	MLX5CTL_CMD_OP_QUERY_MAD_DEMUX = 0x80b,
	MLX5CTL_CMD_OP_NOP = 0x80d,
	MLX5CTL_CMD_OP_QUERY_BURST_SIZE = 0x813,
	MLX5CTL_CMD_OP_QUERY_DIAGNOSTIC_PARAMS = 0x819,
	MLX5CTL_CMD_OP_SET_DIAGNOSTIC_PARAMS = 0x820,
	MLX5CTL_CMD_OP_QUERY_DIAGNOSTIC_COUNTERS = 0x821,
	MLX5CTL_CMD_OP_QUERY_CONG_STATUS = 0x822,
	MLX5CTL_CMD_OP_MODIFY_CONG_STATUS = 0x823,
	MLX5CTL_CMD_OP_QUERY_CONG_PARAMS = 0x824,
	MLX5CTL_CMD_OP_QUERY_CONG_STATISTICS = 0x826,
	MLX5CTL_CMD_OP_QUERY_L2_TABLE_ENTRY = 0x82a,
	MLX5CTL_CMD_OP_QUERY_WOL_ROL = 0x831,
	MLX5CTL_CMD_OP_QUERY_LAG = 0x842,
	MLX5CTL_CMD_OP_QUERY_TIR = 0x903,
	MLX5CTL_CMD_OP_QUERY_SQ = 0x907,
	MLX5CTL_CMD_OP_QUERY_RQ = 0x90b,
	MLX5CTL_CMD_OP_QUERY_RMP = 0x90f,
	MLX5CTL_CMD_OP_QUERY_DELAY_DROP_PARAMS = 0x911,
	MLX5CTL_CMD_OP_QUERY_TIS = 0x915,
	MLX5CTL_CMD_OP_QUERY_RQT = 0x919,
	MLX5CTL_CMD_OP_QUERY_FLOW_TABLE = 0x932,
	MLX5CTL_CMD_OP_QUERY_FLOW_GROUP = 0x935,
	MLX5CTL_CMD_OP_QUERY_FLOW_TABLE_ENTRY = 0x937,
	MLX5CTL_CMD_OP_QUERY_FLOW_COUNTER = 0x93b,
	MLX5CTL_CMD_OP_QUERY_PACKET_REFORMAT_CONTEXT = 0x93f,
	MLX5CTL_CMD_OP_QUERY_MODIFY_HEADER_CONTEXT = 0x942,
	MLX5CTL_CMD_OP_FPGA_QUERY_QP = 0x962,
	MLX5CTL_CMD_OP_FPGA_QUERY_QP_COUNTERS = 0x964,
	MLX5CTL_CMD_OP_QUERY_AFU = 0x971,
	MLX5CTL_CMD_OP_QUERY_CAPI_PEC = 0x981,
	MLX5CTL_CMD_OP_QUERY_GENERAL_OBJECT = 0xa02,
	MLX5CTL_CMD_OP_CREATE_UCTX = 0xa04,
	MLX5CTL_CMD_OP_QUERY_UCTX = 0xa05,
	MLX5CTL_CMD_OP_DESTROY_UCTX = 0xa06,
	MLX5CTL_CMD_OP_CREATE_UMEM = 0xa08,
	MLX5CTL_CMD_OP_QUERY_UMEM = 0xa09,
	MLX5CTL_CMD_OP_DESTROY_UMEM = 0xa0a,
	MLX5CTL_CMD_OP_QUERY_NVMF_CC_RESPONSE = 0xb02,
	MLX5CTL_CMD_OP_QUERY_EMULATED_FUNCTIONS_INFO = 0xb03,
	MLX5CTL_CMD_OP_QUERY_REGEXP_PARAMS = 0xb05,
	MLX5CTL_CMD_OP_QUERY_REGEXP_REGISTER = 0xb07,
	MLX5CTL_CMD_OP_USER_QUERY_XRQ_DC_PARAMS_ENTRY = 0xb08,
	MLX5CTL_CMD_OP_USER_QUERY_XRQ_ERROR_PARAMS = 0xb0a,
	MLX5CTL_CMD_OP_ACCESS_REGISTER_USER = 0xb0c,
	MLX5CTL_CMD_OP_QUERY_VHCA_STATE = 0xb0d,
	MLX5CTL_CMD_OP_QUERY_EMULATION_DEVICE_EQ_MSIX_MAPPING = 0xb0f,
	MLX5CTL_CMD_OP_QUERY_MATCH_SAMPLE_INFO = 0xb13,
	MLX5CTL_CMD_OP_QUERY_CRYPTO_STATE = 0xb14,
	MLX5CTL_CMD_OP_QUERY_VUID = 0xb22,
	MLX5CTL_CMD_OP_QUERY_DPA_PARTITION = 0xb28,
	MLX5CTL_CMD_OP_QUERY_DPA_PARTITIONS = 0xb2a,
	MLX5CTL_CMD_OP_POSTPONE_CONNECTED_QP_TIMEOUT = 0xb2e,
	MLX5CTL_CMD_OP_QUERY_EMULATED_RESOURCES_INFO = 0xb2f,
	MLX5CTL_CMD_OP_QUERY_RSV_RESOURCES = 0x8000,
	MLX5CTL_CMD_OP_QUERY_MTT = 0x8001,
	MLX5CTL_CMD_OP_QUERY_SCHED_QUEUE = 0x8006,
};

/* cmd_status: Command completion status in the outbox header (PRM "status") */
enum {
	MLX5CTL_CMD_STAT_OK = 0x0,
	MLX5CTL_CMD_STAT_INT_ERR = 0x1,
	MLX5CTL_CMD_STAT_BAD_OP_ERR = 0x2,
	MLX5CTL_CMD_STAT_BAD_PARAM_ERR = 0x3,
	MLX5CTL_CMD_STAT_BAD_SYS_STATE_ERR = 0x4,
	MLX5CTL_CMD_STAT_BAD_RES_ERR = 0x5,
	MLX5CTL_CMD_STAT_RES_BUSY = 0x6,
	MLX5CTL_CMD_STAT_NOT_READY = 0x7,
	MLX5CTL_CMD_STAT_LIM_ERR = 0x8,
	MLX5CTL_CMD_STAT_BAD_RES_STATE_ERR = 0x9,
	MLX5CTL_CMD_STAT_IX_ERR = 0xa,
	MLX5CTL_CMD_STAT_NO_RES_ERR = 0xf,
	MLX5CTL_CMD_STAT_BAD_QP_STATE_ERR = 0x10,
	MLX5CTL_CMD_STAT_BAD_PKT_ERR = 0x30,
	MLX5CTL_CMD_STAT_BAD_SIZE_OUTS_CQES_ERR = 0x40,
	MLX5CTL_CMD_STAT_BAD_INP_LEN_ERR = 0x50,
	MLX5CTL_CMD_STAT_BAD_OUTP_LEN_ERR = 0x51,
};

/* reg_id: Access register ids */
enum {
	MLX5CTL_REG_MLCOK = 0x402d,
	MLX5CTL_REG_CORE_DUMP = 0x402e,
	MLX5CTL_REG_PCAP = 0x5001,
	MLX5CTL_REG_PMLP = 0x5002,
	MLX5CTL_REG_PMTU = 0x5003,
	MLX5CTL_REG_PTYS = 0x5004,
	MLX5CTL_REG_PAOS = 0x5006,
	MLX5CTL_REG_PPCNT = 0x5008,
	MLX5CTL_REG_PMAOS = 0x5012,
	MLX5CTL_REG_PRTL = 0x5014,
	MLX5CTL_REG_PPLM = 0x5023,
	MLX5CTL_REG_SLTP = 0x5027,
	MLX5CTL_REG_SLRG = 0x5028,
	MLX5CTL_REG_PDDR = 0x5031,
	MLX5CTL_REG_PPTT = 0x5036,
	MLX5CTL_REG_PPHCR = 0x503e,
	MLX5CTL_REG_PPAOS = 0x5040,
	MLX5CTL_REG_PCNR = 0x5050,
	MLX5CTL_REG_PMPT = 0x5064,
	MLX5CTL_REG_PCAM = 0x507f,
	MLX5CTL_REG_NODE_DESC = 0x6001,
	MLX5CTL_REG_HOST_ENDIANNESS = 0x7004,
	MLX5CTL_REG_MTCAP = 0x9009,
	MLX5CTL_REG_MTMP = 0x900a,
	MLX5CTL_REG_MFPA = 0x9010,
	MLX5CTL_REG_MFBA = 0x9011,
	MLX5CTL_REG_MFBE = 0x9012,
	MLX5CTL_REG_MCIA = 0x9014,
	MLX5CTL_REG_MGIR = 0x9020,
	MLX5CTL_REG_MSGI = 0x9021,
	MLX5CTL_REG_MNVDA = 0x9024,
	MLX5CTL_REG_MNVDI = 0x9025,
	MLX5CTL_REG_MFRL = 0x9028,
	MLX5CTL_REG_MVTS = 0x902c,
	MLX5CTL_REG_MROQ = 0x902f,
	MLX5CTL_REG_MNVQC = 0x9030,
	MLX5CTL_REG_MNVIA = 0x9033,
	MLX5CTL_REG_MNVGC = 0x9034,
	MLX5CTL_REG_MNVGN = 0x9035,
	MLX5CTL_REG_MPEIN = 0x9050,
	MLX5CTL_REG_MPCNT = 0x9051,
	MLX5CTL_REG_MPEGC = 0x9056,
	MLX5CTL_REG_MPIR = 0x9059,
	MLX5CTL_REG_MPCIR = 0x905a,
	MLX5CTL_REG_MCDD = 0x905c,
	MLX5CTL_REG_MCQS = 0x9060,
	MLX5CTL_REG_MCQI = 0x9061,
	MLX5CTL_REG_MCC = 0x9062,
	MLX5CTL_REG_MCDA = 0x9063,
	MLX5CTL_REG_MQIS = 0x9064,
	MLX5CTL_REG_MCAM = 0x907f,
	MLX5CTL_REG_MRSI = 0x912a,
	MLX5CTL_REG_MIRC = 0x9162,
	MLX5CTL_REG_RESOURCE_DUMP = 0xc000,
	MLX5CTL_REG_DTOR = 0xc00e,
	MLX5CTL_REG_RCR = 0xc00f,
};

/* uctx_cap: User context capability bits (uctx.cap, HCA capability uctx_cap) */
enum {
	MLX5CTL_UCTX_CAP_RAW_TX = 0x1,
	MLX5CTL_UCTX_CAP_INTERNAL_DEVICE_RESOURCES = 0x2,
	MLX5CTL_UCTX_CAP_TOOLS_RESOURCES = 0x4,
};

/* ACCESS_REG inbox */
struct mlx5_ifc_mlx5ctl_access_register_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x10];
	u8         register_id[0x10];

	u8         argument[0x20];

	u8         register_data[][0x20];
};

/* ALLOC_PD outbox */
struct mlx5_ifc_mlx5ctl_alloc_pd_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x8];
	u8         pd[0x18];

	u8         reserved_at_60[0x20];
};

/* CREATE_MKEY outbox */
struct mlx5_ifc_mlx5ctl_create_mkey_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x8];
	u8         mkey_index[0x18];

	u8         reserved_at_60[0x20];
};

/* User context */
struct mlx5_ifc_mlx5ctl_uctx_bits {
	u8         cap[0x20];

	u8         reserved_at_20[0x160];
};

/* CREATE_UCTX inbox */
struct mlx5_ifc_mlx5ctl_create_uctx_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];

	struct mlx5_ifc_mlx5ctl_uctx_bits uctx;
};

/* CREATE_UCTX outbox */
struct mlx5_ifc_mlx5ctl_create_uctx_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x10];
	u8         uid[0x10];

	u8         reserved_at_60[0x20];
};

/* Memory translation table entry: a page address and its access bits */
struct mlx5_ifc_mlx5ctl_mtt_bits {
	u8         ptag_63_32[0x20];

	u8         ptag_31_8[0x18];
	u8         reserved_at_38[0x6];
	u8         wr_en[0x1];
	u8         rd_en[0x1];
};

/* User memory descriptor */
struct mlx5_ifc_mlx5ctl_umem_bits {
	u8         reserved_at_0[0x80];

	u8         ats[0x1];
	u8         reserved_at_81[0x1a];
	u8         log_page_size[0x5];

	u8         page_offset[0x20];

	u8         num_of_mtt[0x40];

	struct mlx5_ifc_mlx5ctl_mtt_bits mtt[];
};

/* CREATE_UMEM inbox */
struct mlx5_ifc_mlx5ctl_create_umem_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x10];
	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];

	struct mlx5_ifc_mlx5ctl_umem_bits umem;
};

/* CREATE_UMEM outbox */
struct mlx5_ifc_mlx5ctl_create_umem_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x8];
	u8         umem_id[0x18];

	u8         reserved_at_60[0x20];
};

/* DEALLOC_PD inbox */
struct mlx5_ifc_mlx5ctl_dealloc_pd_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x10];
	u8         op_mod[0x10];

	u8         reserved_at_40[0x8];
	u8         pd[0x18];

	u8         reserved_at_60[0x20];
};

/* DEALLOC_PD outbox */
struct mlx5_ifc_mlx5ctl_dealloc_pd_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];
};

/* DESTROY_MKEY inbox */
struct mlx5_ifc_mlx5ctl_destroy_mkey_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x10];
	u8         op_mod[0x10];

	u8         reserved_at_40[0x8];
	u8         mkey_index[0x18];

	u8         reserved_at_60[0x20];
};

/* DESTROY_MKEY outbox */
struct mlx5_ifc_mlx5ctl_destroy_mkey_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];
};

/* DESTROY_UCTX inbox */
struct mlx5_ifc_mlx5ctl_destroy_uctx_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x10];
	u8         uid[0x10];

	u8         reserved_at_60[0x20];
};

/* DESTROY_UCTX outbox */
struct mlx5_ifc_mlx5ctl_destroy_uctx_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];
};

/* DESTROY_UMEM inbox */
struct mlx5_ifc_mlx5ctl_destroy_umem_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x10];
	u8         op_mod[0x10];

	u8         reserved_at_40[0x8];
	u8         umem_id[0x18];

	u8         reserved_at_60[0x20];
};

/* DESTROY_UMEM outbox */
struct mlx5_ifc_mlx5ctl_destroy_umem_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];
};

/* The first 16 bytes of every command inbox */
struct mlx5_ifc_mlx5ctl_mbox_in_hdr_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         vhca_tunnel_id[0x10];
	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];
};

/* The first 16 bytes of every command outbox */
struct mlx5_ifc_mlx5ctl_mbox_out_hdr_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];
};

#endif /* __MLX5CTL_GEN_IFC_H__ */
