/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/* Do not edit directly, auto-generated from:
 *	prm/accel.yaml
 *	prm/caps.yaml
 *	prm/cmdif.yaml
 *	prm/cong.yaml
 *	prm/diag.yaml
 *	prm/dump.yaml
 *	prm/eq.yaml
 *	prm/flash.yaml
 *	prm/flow.yaml
 *	prm/functions.yaml
 *	prm/hca.yaml
 *	prm/icmd.yaml
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
 * MLX5_SET(mlx5ctl_create_uctx_in, in, uid, uid).
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

/* cap_type: Capability type, QUERY_HCA_CAP / SET_HCA_CAP op_mod bits 15:1 */
enum {
	MLX5CTL_CAP_TYPE_GENERAL = 0x0,
	MLX5CTL_CAP_TYPE_ETHERNET_OFFLOADS = 0x1,
	MLX5CTL_CAP_TYPE_ODP = 0x2,
	MLX5CTL_CAP_TYPE_ATOMIC = 0x3,
	MLX5CTL_CAP_TYPE_ROCE = 0x4,
	MLX5CTL_CAP_TYPE_IPOIB_OFFLOADS = 0x5,
	MLX5CTL_CAP_TYPE_IPOIB_ENHANCED_OFFLOADS = 0x6,
	MLX5CTL_CAP_TYPE_FLOW_TABLE = 0x7,
	MLX5CTL_CAP_TYPE_ESWITCH_FLOW_TABLE = 0x8,
	MLX5CTL_CAP_TYPE_ESWITCH = 0x9,
	MLX5CTL_CAP_TYPE_QOS = 0xc,
	MLX5CTL_CAP_TYPE_DEBUG = 0xd,
	MLX5CTL_CAP_TYPE_DEV_MEM = 0xf,
	MLX5CTL_CAP_TYPE_TLS = 0x11,
	MLX5CTL_CAP_TYPE_VDPA_EMULATION = 0x13,
	MLX5CTL_CAP_TYPE_DEV_EVENT = 0x14,
	MLX5CTL_CAP_TYPE_IPSEC = 0x15,
	MLX5CTL_CAP_TYPE_CRYPTO = 0x1a,
	MLX5CTL_CAP_TYPE_MACSEC = 0x1f,
	MLX5CTL_CAP_TYPE_GENERAL_2 = 0x20,
	MLX5CTL_CAP_TYPE_PORT_SELECTION = 0x25,
	MLX5CTL_CAP_TYPE_ADV_VIRTUALIZATION = 0x26,
};

/*
 * cmd_delivery_status: Delivery status in the command queue entry (transport errors, before any
 * command runs)
 */
enum {
	MLX5CTL_CMD_DELIVERY_STAT_OK = 0x0,
	MLX5CTL_CMD_DELIVERY_STAT_SIGNAT_ERR = 0x1,
	MLX5CTL_CMD_DELIVERY_STAT_TOK_ERR = 0x2,
	MLX5CTL_CMD_DELIVERY_STAT_BAD_BLK_NUM_ERR = 0x3,
	MLX5CTL_CMD_DELIVERY_STAT_OUT_PTR_ALIGN_ERR = 0x4,
	MLX5CTL_CMD_DELIVERY_STAT_IN_PTR_ALIGN_ERR = 0x5,
	MLX5CTL_CMD_DELIVERY_STAT_FW_ERR = 0x6,
	MLX5CTL_CMD_DELIVERY_STAT_IN_LENGTH_ERR = 0x7,
	MLX5CTL_CMD_DELIVERY_STAT_OUT_LENGTH_ERR = 0x8,
	MLX5CTL_CMD_DELIVERY_STAT_RES_FLD_NOT_CLR_ERR = 0x9,
	MLX5CTL_CMD_DELIVERY_STAT_CMD_DESCR_ERR = 0x10,
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

/* cmdq_entry_type: Command queue entry transport type */
enum {
	MLX5CTL_CMD_QUEUE_ENTRY_TYPE_PCIE_CMD_IF_TRANSPORT = 0x7,
};

/*
 * cong_protocol: QUERY_CONG_* cong_protocol (mlx5_ib's node types,
 * drivers/infiniband/hw/mlx5/cong.c)
 */
enum {
	MLX5CTL_CONG_PROTOCOL_QAU_802_1_RP = 0x0,
	MLX5CTL_CONG_PROTOCOL_R_ROCE_ECN_RP = 0x1,
	MLX5CTL_CONG_PROTOCOL_R_ROCE_ECN_NP = 0x2,
	MLX5CTL_CONG_PROTOCOL_R_ROCE_GENERAL = 0x3,
};

/*
 * core_dump_type: CORE_DUMP register dump types, the PRM's as NVIDIA's mlx5ctl user tools name them
 * (MLX5_CORE_DUMP_REG_CORE_DUMP_TYPE_*; Linux 6.12's mlx5_ifc.h names none). GENERAL and QP
 * (debug_cap.core_dump_general / core_dump_qp; mlx5_core writes GENERAL to make the firmware dump
 * itself to its tracer) are not advertised by the model, which refuses them; CR_DUMP_TO_MEM
 * (debug_cap.log_cr_dump_to_mem_size) it serves
 */
enum {
	MLX5CTL_CORE_DUMP_TYPE_GENERAL = 0x0,
	MLX5CTL_CORE_DUMP_TYPE_QP = 0x1,
	MLX5CTL_CORE_DUMP_TYPE_CR_DUMP_TO_MEM = 0x2,
};

/*
 * diag_counter: Diagnostic counter ids of the emulated firmware. The PRM's counter ids are not
 * public: these are the model's own, in a range real devices do not use; a device lists its ids in
 * debug_cap.diagnostic_counter[]
 */
enum {
	MLX5CTL_DIAG_COUNTER_CMDS = 0xf001,
	MLX5CTL_DIAG_COUNTER_CMD_ERRORS = 0xf002,
	MLX5CTL_DIAG_COUNTER_EQES = 0xf003,
	MLX5CTL_DIAG_COUNTER_MSIX = 0xf004,
	MLX5CTL_DIAG_COUNTER_DMA_READ_BYTES = 0xf005,
	MLX5CTL_DIAG_COUNTER_DMA_WRITE_BYTES = 0xf006,
	MLX5CTL_DIAG_COUNTER_FW_PAGES = 0xf007,
	MLX5CTL_DIAG_COUNTER_OBJECTS = 0xf008,
};

/* event_type: Event queue entry types */
enum {
	MLX5CTL_EVENT_TYPE_CMD = 0xa,
	MLX5CTL_EVENT_TYPE_PAGE_REQUEST = 0xb,
};

/* fs4_crc_type: fs4_toc_entry.crc */
enum {
	MLX5CTL_FS4_CRC_IN_TOC_ENTRY = 0x0,
	MLX5CTL_FS4_CRC_NONE = 0x1,
	MLX5CTL_FS4_CRC_IN_SECTION = 0x2,
};

/* fs4_section: Image and device TOC section types (mstflint's fs3_section_t) */
enum {
	MLX5CTL_FS4_SECTION_BOOT2 = 0x1,
	MLX5CTL_FS4_SECTION_IMAGE_INFO = 0x10,
	MLX5CTL_FS4_SECTION_MFG_INFO = 0xe0,
	MLX5CTL_FS4_SECTION_DEV_INFO = 0xe1,
	MLX5CTL_FS4_SECTION_END = 0xff,
};

/* hca_cap_op_mod: QUERY_HCA_CAP op_mod bit 0 */
enum {
	MLX5CTL_HCA_CAP_OP_MOD_MAX = 0x0,
	MLX5CTL_HCA_CAP_OP_MOD_CURRENT = 0x1,
};

/* icmd_opcode: ICMD opcodes the model executes (icmd_ctrl.opcode) */
enum {
	MLX5CTL_ICMD_OP_QUERY_CAP_GENERAL = 0x8400,
	MLX5CTL_ICMD_OP_GET_FW_INFO = 0x8007,
	MLX5CTL_ICMD_OP_ACCESS_REGISTER = 0x9001,
};

/* icmd_reg_method: icmd_op_tlv.method */
enum {
	MLX5CTL_ICMD_REG_METHOD_QUERY = 0x1,
	MLX5CTL_ICMD_REG_METHOD_WRITE = 0x2,
};

/*
 * icmd_reg_status: icmd_op_tlv.status: the register access's own status (mstflint's
 * return_by_reg_status())
 */
enum {
	MLX5CTL_ICMD_REG_STATUS_OK = 0x0,
	MLX5CTL_ICMD_REG_STATUS_BUSY = 0x1,
	MLX5CTL_ICMD_REG_STATUS_VERSION_NOT_SUPPORTED = 0x2,
	MLX5CTL_ICMD_REG_STATUS_UNKNOWN_TLV = 0x3,
	MLX5CTL_ICMD_REG_STATUS_REG_NOT_SUPPORTED = 0x4,
	MLX5CTL_ICMD_REG_STATUS_CLASS_NOT_SUPPORTED = 0x5,
	MLX5CTL_ICMD_REG_STATUS_METHOD_NOT_SUPPORTED = 0x6,
	MLX5CTL_ICMD_REG_STATUS_BAD_PARAM = 0x7,
	MLX5CTL_ICMD_REG_STATUS_RESOURCE_NOT_AVAILABLE = 0x8,
	MLX5CTL_ICMD_REG_STATUS_INTERNAL_ERROR = 0x70,
};

/*
 * icmd_status: ICMD completion status (icmd_ctrl.status), as mstflint's translate_status() decodes
 * it
 */
enum {
	MLX5CTL_ICMD_STATUS_OK = 0x0,
	MLX5CTL_ICMD_STATUS_INVALID_OPCODE = 0x1,
	MLX5CTL_ICMD_STATUS_INVALID_CMD = 0x2,
	MLX5CTL_ICMD_STATUS_OPERATIONAL_ERROR = 0x3,
	MLX5CTL_ICMD_STATUS_BAD_PARAM = 0x4,
	MLX5CTL_ICMD_STATUS_BUSY = 0x5,
};

/* icmd_tlv_type: TLV types of the register access command */
enum {
	MLX5CTL_ICMD_TLV_END = 0x0,
	MLX5CTL_ICMD_TLV_OPERATION = 0x1,
	MLX5CTL_ICMD_TLV_REG = 0x3,
};

/* manage_pages_op_mod: MANAGE_PAGES op_mod */
enum {
	MLX5CTL_MANAGE_PAGES_ALLOC_FAIL = 0x0,
	MLX5CTL_MANAGE_PAGES_ALLOC_SUCCESS = 0x1,
	MLX5CTL_MANAGE_PAGES_RECLAIM = 0x2,
};

/* mfrl_reset_level: MFRL reset_level bits: the levels the firmware supports */
enum {
	MLX5CTL_MFRL_RESET_LEVEL_LEVEL0 = 0x1,
	MLX5CTL_MFRL_RESET_LEVEL_LEVEL3 = 0x8,
	MLX5CTL_MFRL_RESET_LEVEL_LEVEL6 = 0x40,
};

/* mfrl_reset_type: MFRL reset_type bits */
enum {
	MLX5CTL_MFRL_RESET_TYPE_FULL_CHIP = 0x1,
	MLX5CTL_MFRL_RESET_TYPE_NET_PORT_ALIVE = 0x2,
};

/* mkc_access_mode: Memory key translation mode (mkc.access_mode_1_0, low bits) */
enum {
	MLX5CTL_MKC_ACCESS_MODE_PA = 0x0,
	MLX5CTL_MKC_ACCESS_MODE_MTT = 0x1,
	MLX5CTL_MKC_ACCESS_MODE_KLMS = 0x2,
	MLX5CTL_MKC_ACCESS_MODE_KSM = 0x3,
};

/* module_status: PMAOS admin_status / oper_status */
enum {
	MLX5CTL_MODULE_STATUS_INITIALIZING = 0x0,
	MLX5CTL_MODULE_STATUS_PLUGGED_ENABLED = 0x1,
	MLX5CTL_MODULE_STATUS_UNPLUGGED = 0x2,
	MLX5CTL_MODULE_STATUS_PLUGGED_ERROR = 0x3,
	MLX5CTL_MODULE_STATUS_PLUGGED_DISABLED = 0x4,
};

/* mqis_info_type: MQIS info_type */
enum {
	MLX5CTL_MQIS_INFO_VPD = 0x0,
	MLX5CTL_MQIS_INFO_MODEL_NAME = 0x1,
	MLX5CTL_MQIS_INFO_MODEL_DESCRIPTION = 0x2,
	MLX5CTL_MQIS_INFO_IMAGE_VSD = 0x3,
	MLX5CTL_MQIS_INFO_DEVICE_VSD = 0x4,
	MLX5CTL_MQIS_INFO_ROM_INFO = 0x5,
};

/* nv_access_mode: config_item.access_mode */
enum {
	MLX5CTL_NV_ACCESS_MODE_NEXT = 0x0,
	MLX5CTL_NV_ACCESS_MODE_CURRENT = 0x1,
	MLX5CTL_NV_ACCESS_MODE_DEFAULT = 0x2,
};

/* nv_param: Configuration items: type dword (class << 24 | index), and the item's layout */
enum {
	MLX5CTL_NV_PARAM_GLOBAL_PCI_CONF = 0x80,
	MLX5CTL_NV_PARAM_GLOBAL_PCI_CAP = 0x81,
	MLX5CTL_NV_PARAM_PF_PCI_CONF = 0x3000080,
};

/* nv_rom_param: Expansion ROM configuration items: type dword (class << 24 | index) */
enum {
	MLX5CTL_NV_ROM_PARAM_CAP = 0x101,
	MLX5CTL_NV_ROM_PARAM_BOOT_CONF2 = 0x3000195,
	MLX5CTL_NV_ROM_PARAM_UEFI_CONF = 0x3000196,
	MLX5CTL_NV_ROM_PARAM_DEBUG_LEVEL = 0x3000202,
	MLX5CTL_NV_ROM_PARAM_UEFI_DEBUG_LEVEL = 0x3000206,
	MLX5CTL_NV_ROM_PARAM_BOOT_CONF1 = 0x3000221,
	MLX5CTL_NV_ROM_PARAM_IB_BOOT_CONF = 0x3000222,
};

/* pages_op_mod: QUERY_PAGES op_mod */
enum {
	MLX5CTL_PAGES_BOOT = 0x1,
	MLX5CTL_PAGES_INIT = 0x2,
	MLX5CTL_PAGES_REGULAR = 0x3,
};

/*
 * pddr_monitor_opcode: PDDR troubleshooting monitor opcodes (some of the PRM's: FreeBSD's mlx5
 * driver.h, mlx5e's ethtool link_ext_state map)
 */
enum {
	MLX5CTL_PDDR_MONITOR_NO_ISSUE_OBSERVED = 0x0,
	MLX5CTL_PDDR_MONITOR_PORT_CLOSED = 0x1,
	MLX5CTL_PDDR_MONITOR_AN_NO_PARTNER = 0x2,
	MLX5CTL_PDDR_MONITOR_TRAINING_FAILURE = 0x5,
	MLX5CTL_PDDR_MONITOR_CABLE_UNPLUGGED = 0x400,
	MLX5CTL_PDDR_MONITOR_INFO_NOT_AVAIL = 0x3ff,
};

/* pddr_page_select: PDDR pages (PRM; the model serves the three mlx5_core knows) */
enum {
	MLX5CTL_PDDR_PAGE_OPERATIONAL_INFO = 0x0,
	MLX5CTL_PDDR_PAGE_TROUBLESHOOTING_INFO = 0x1,
	MLX5CTL_PDDR_PAGE_PHY_INFO = 0x2,
	MLX5CTL_PDDR_PAGE_MODULE_INFO = 0x3,
};

/* port_status: PAOS admin_status / oper_status */
enum {
	MLX5CTL_PORT_STATUS_UP = 0x1,
	MLX5CTL_PORT_STATUS_DOWN = 0x2,
	MLX5CTL_PORT_STATUS_DOWN_BY_FAILURE = 0x4,
};

/*
 * ppcnt_grp: PPCNT counter groups (include/linux/mlx5/device.h names; the layouts mlx5_ifc.h has)
 */
enum {
	MLX5CTL_PPCNT_GRP_IEEE_802_3 = 0x0,
	MLX5CTL_PPCNT_GRP_RFC_2863 = 0x1,
	MLX5CTL_PPCNT_GRP_RFC_2819 = 0x2,
	MLX5CTL_PPCNT_GRP_RFC_3635 = 0x3,
	MLX5CTL_PPCNT_GRP_ETHERNET_EXTENDED = 0x5,
	MLX5CTL_PPCNT_GRP_PER_PRIORITY = 0x10,
	MLX5CTL_PPCNT_GRP_PER_TRAFFIC_CLASS = 0x11,
	MLX5CTL_PPCNT_GRP_PHYSICAL_LAYER = 0x12,
	MLX5CTL_PPCNT_GRP_PER_TRAFFIC_CLASS_CONGESTION = 0x13,
	MLX5CTL_PPCNT_GRP_PHYSICAL_LAYER_STATISTICAL = 0x16,
	MLX5CTL_PPCNT_GRP_INFINIBAND_PORT = 0x20,
	MLX5CTL_PPCNT_GRP_INFINIBAND_EXTENDED_PORT = 0x21,
};

/* ptys_connector: PTYS connector_type (ethtool's PORT_* order) */
enum {
	MLX5CTL_PTYS_CONNECTOR_UNKNOWN = 0x0,
	MLX5CTL_PTYS_CONNECTOR_FIBRE = 0x6,
	MLX5CTL_PTYS_CONNECTOR_DA = 0x7,
};

/* ptys_proto: PTYS proto_mask: which protocol's fields are asked for */
enum {
	MLX5CTL_PTYS_PROTO_INFINIBAND = 0x1,
	MLX5CTL_PTYS_PROTO_ETHERNET = 0x4,
};

/* reg_id: Access register ids */
enum {
	MLX5CTL_REG_CORE_DUMP = 0x402e,
	MLX5CTL_REG_PCAP = 0x5001,
	MLX5CTL_REG_PMLP = 0x5002,
	MLX5CTL_REG_PMTU = 0x5003,
	MLX5CTL_REG_PTYS = 0x5004,
	MLX5CTL_REG_PAOS = 0x5006,
	MLX5CTL_REG_PPCNT = 0x5008,
	MLX5CTL_REG_PMAOS = 0x5012,
	MLX5CTL_REG_PDDR = 0x5031,
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
	MLX5CTL_REG_MNVDA = 0x9024,
	MLX5CTL_REG_MFRL = 0x9028,
	MLX5CTL_REG_MNVQC = 0x9030,
	MLX5CTL_REG_MNVIA = 0x9033,
	MLX5CTL_REG_MNVGC = 0x9034,
	MLX5CTL_REG_MQIS = 0x9064,
	MLX5CTL_REG_MCAM = 0x907f,
	MLX5CTL_REG_RESOURCE_DUMP = 0xc000,
	MLX5CTL_REG_DTOR = 0xc00e,
	MLX5CTL_REG_RCR = 0xc00f,
};

/*
 * resource_dump_segment_type: Segment types of a resource dump (PRM; the model's own types from
 * 0x1000)
 */
enum {
	MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_CORE_DUMP = 0x1000,
	MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_FULL_EQC = 0x1001,
	MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_UCTX = 0x1002,
	MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_UMEM = 0x1003,
	MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_PD = 0x1004,
	MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MKEY = 0x1005,
	MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_DIAG_COUNTERS = 0x1006,
	MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_NOTICE = 0xfff9,
	MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_COMMAND = 0xfffa,
	MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_TERMINATE = 0xfffb,
	MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_ERROR = 0xfffc,
	MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_REFERENCE = 0xfffd,
	MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_INFO = 0xfffe,
	MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MENU = 0xffff,
};

/* uctx_cap: User context capability bits (uctx.cap, HCA capability uctx_cap) */
enum {
	MLX5CTL_UCTX_CAP_RAW_TX = 0x1,
	MLX5CTL_UCTX_CAP_INTERNAL_DEVICE_RESOURCES = 0x2,
	MLX5CTL_UCTX_CAP_TOOLS_RESOURCES = 0x4,
};

/* vhca_state: A function's state (vhca_state_context.vhca_state; mlx5_ifc_vhca_event.h) */
enum {
	MLX5CTL_VHCA_STATE_INVALID = 0x0,
	MLX5CTL_VHCA_STATE_ALLOCATED = 0x1,
	MLX5CTL_VHCA_STATE_ACTIVE = 0x2,
	MLX5CTL_VHCA_STATE_IN_USE = 0x3,
	MLX5CTL_VHCA_STATE_TEARDOWN_REQUEST = 0x4,
};

/* vport_state: Virtual port operational and administrative state */
enum {
	MLX5CTL_VPORT_STATE_DOWN = 0x0,
	MLX5CTL_VPORT_STATE_UP = 0x1,
	MLX5CTL_VPORT_STATE_FOLLOW = 0x2,
};

/* An accelerator query inbox (layout not public) */
struct mlx5_ifc_mlx5ctl_accel_query_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x10];
	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];
};

/* An accelerator query outbox (layout not public) */
struct mlx5_ifc_mlx5ctl_accel_query_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];
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

/* ACCESS_REG outbox */
struct mlx5_ifc_mlx5ctl_access_register_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	u8         register_data[][0x20];
};

/* Address path */
struct mlx5_ifc_mlx5ctl_ads_bits {
	u8         fl[0x1];
	u8         free_ar[0x1];
	u8         reserved_at_2[0xe];
	u8         pkey_index[0x10];

	u8         plane_index[0x8];
	u8         grh[0x1];
	u8         mlid[0x7];
	u8         rlid[0x10];

	u8         ack_timeout[0x5];
	u8         reserved_at_45[0x3];
	u8         src_addr_index[0x8];
	u8         reserved_at_50[0x4];
	u8         stat_rate[0x4];
	u8         hop_limit[0x8];

	u8         reserved_at_60[0x4];
	u8         tclass[0x8];
	u8         flow_label[0x14];

	u8         rgid_rip[0x10][0x8];

	u8         reserved_at_100[0x4];
	u8         f_dscp[0x1];
	u8         f_ecn[0x1];
	u8         reserved_at_106[0x1];
	u8         f_eth_prio[0x1];
	u8         ecn[0x2];
	u8         dscp[0x6];
	u8         udp_sport[0x10];

	u8         dei_cfi[0x1];
	u8         eth_prio[0x3];
	u8         sl[0x4];
	u8         vhca_port_num[0x8];
	u8         rmac_47_32[0x10];

	u8         rmac_31_0[0x20];
};

/* Advanced virtualization capabilities (capability type 0x26) */
struct mlx5_ifc_mlx5ctl_adv_virtualization_cap_bits {
	u8         reserved_at_0[0x3];
	u8         pg_track_log_max_num[0x5];
	u8         pg_track_max_num_range[0x8];
	u8         pg_track_log_min_addr_space[0x8];
	u8         pg_track_log_max_addr_space[0x8];

	u8         reserved_at_20[0x3];
	u8         pg_track_log_min_msg_size[0x5];
	u8         reserved_at_28[0x3];
	u8         pg_track_log_max_msg_size[0x5];
	u8         reserved_at_30[0x3];
	u8         pg_track_log_min_page_size[0x5];
	u8         reserved_at_38[0x3];
	u8         pg_track_log_max_page_size[0x5];

	u8         reserved_at_40[0x7c0];
};

/* ALLOC_PD inbox */
struct mlx5_ifc_mlx5ctl_alloc_pd_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x10];
	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];
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

/* ALLOC_Q_COUNTER inbox */
struct mlx5_ifc_mlx5ctl_alloc_q_counter_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x10];
	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];
};

/* ALLOC_Q_COUNTER outbox */
struct mlx5_ifc_mlx5ctl_alloc_q_counter_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x18];
	u8         counter_set_id[0x8];

	u8         reserved_at_60[0x20];
};

/* ALLOC_UAR inbox */
struct mlx5_ifc_mlx5ctl_alloc_uar_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x10];
	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];
};

/* ALLOC_UAR outbox */
struct mlx5_ifc_mlx5ctl_alloc_uar_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x8];
	u8         uar[0x18];

	u8         reserved_at_60[0x20];
};

/* A 1024-bit entry (VUID) */
struct mlx5_ifc_mlx5ctl_array1024_auto_bits {
	u8         array1024_auto[0x80][0x8];
};

/* A 128-bit entry (GID) */
struct mlx5_ifc_mlx5ctl_array128_auto_bits {
	u8         array128_auto[0x10][0x8];
};

/* Atomic operation capabilities (capability type 0x3) */
struct mlx5_ifc_mlx5ctl_atomic_caps_bits {
	u8         reserved_at_0[0x40];

	u8         atomic_req_8B_endianness_mode[0x2];
	u8         reserved_at_42[0x4];
	u8         supported_atomic_req_8B_endianness_mode_1[0x1];
	u8         reserved_at_47[0x49];

	u8         atomic_operations[0x10];

	u8         reserved_at_a0[0x10];
	u8         atomic_size_qp[0x10];

	u8         reserved_at_c0[0x10];
	u8         atomic_size_dc[0x10];

	u8         reserved_at_e0[0x720];
};

/* General device capabilities (capability type 0) */
struct mlx5_ifc_mlx5ctl_cmd_hca_cap_bits {
	u8         reserved_at_0[0x6];
	u8         page_request_disable[0x1];
	u8         reserved_at_7[0x9];
	u8         shared_object_to_user_object_allowed[0x1];
	u8         reserved_at_11[0xe];
	u8         vhca_resource_manager[0x1];

	u8         hca_cap_2[0x1];
	u8         create_lag_when_not_master_up[0x1];
	u8         dtor[0x1];
	u8         event_on_vhca_state_teardown_request[0x1];
	u8         event_on_vhca_state_in_use[0x1];
	u8         event_on_vhca_state_active[0x1];
	u8         event_on_vhca_state_allocated[0x1];
	u8         event_on_vhca_state_invalid[0x1];
	u8         reserved_at_28[0x8];
	u8         vhca_id[0x10];

	u8         reserved_at_40[0x40];

	u8         log_max_srq_sz[0x8];
	u8         log_max_qp_sz[0x8];
	u8         event_cap[0x1];
	u8         reserved_at_91[0x2];
	u8         isolate_vl_tc_new[0x1];
	u8         reserved_at_94[0x4];
	u8         prio_tag_required[0x1];
	u8         reserved_at_99[0x2];
	u8         log_max_qp[0x5];

	u8         reserved_at_a0[0x3];
	u8         ece_support[0x1];
	u8         reserved_at_a4[0x5];
	u8         reg_c_preserve[0x1];
	u8         reserved_at_aa[0x1];
	u8         log_max_srq[0x5];
	u8         reserved_at_b0[0x1];
	u8         uplink_follow[0x1];
	u8         ts_cqe_to_dest_cqn[0x1];
	u8         reserved_at_b3[0x6];
	u8         go_back_n[0x1];
	u8         reserved_at_ba[0x6];

	u8         max_sgl_for_optimized_performance[0x8];
	u8         log_max_cq_sz[0x8];
	u8         relaxed_ordering_write_umr[0x1];
	u8         relaxed_ordering_read_umr[0x1];
	u8         reserved_at_d2[0x7];
	u8         virtio_net_device_emualtion_manager[0x1];
	u8         virtio_blk_device_emualtion_manager[0x1];
	u8         log_max_cq[0x5];

	u8         log_max_eq_sz[0x8];
	u8         relaxed_ordering_write[0x1];
	u8         relaxed_ordering_read_pci_enabled[0x1];
	u8         log_max_mkey[0x6];
	u8         reserved_at_f0[0x6];
	u8         terminate_scatter_list_mkey[0x1];
	u8         repeated_mkey[0x1];
	u8         dump_fill_mkey[0x1];
	u8         reserved_at_f9[0x2];
	u8         fast_teardown[0x1];
	u8         log_max_eq[0x4];

	u8         max_indirection[0x8];
	u8         fixed_buffer_size[0x1];
	u8         log_max_mrw_sz[0x7];
	u8         force_teardown[0x1];
	u8         reserved_at_111[0x1];
	u8         log_max_bsf_list_size[0x6];
	u8         umr_extended_translation_offset[0x1];
	u8         null_mkey[0x1];
	u8         log_max_klm_list_size[0x6];

	u8         reserved_at_120[0x2];
	u8         qpc_extension[0x1];
	u8         reserved_at_123[0x7];
	u8         log_max_ra_req_dc[0x6];
	u8         reserved_at_130[0x2];
	u8         eth_wqe_too_small[0x1];
	u8         reserved_at_133[0x6];
	u8         vnic_env_cq_overrun[0x1];
	u8         log_max_ra_res_dc[0x6];

	u8         reserved_at_140[0x5];
	u8         release_all_pages[0x1];
	u8         must_not_use[0x1];
	u8         reserved_at_147[0x2];
	u8         roce_accl[0x1];
	u8         log_max_ra_req_qp[0x6];
	u8         reserved_at_150[0xa];
	u8         log_max_ra_res_qp[0x6];

	u8         end_pad[0x1];
	u8         cc_query_allowed[0x1];
	u8         cc_modify_allowed[0x1];
	u8         start_pad[0x1];
	u8         cache_line_128byte[0x1];
	u8         reserved_at_165[0x4];
	u8         rts2rts_qp_counters_set_id[0x1];
	u8         reserved_at_16a[0x2];
	u8         vnic_env_int_rq_oob[0x1];
	u8         sbcam_reg[0x1];
	u8         reserved_at_16e[0x1];
	u8         qcam_reg[0x1];
	u8         gid_table_size[0x10];

	u8         out_of_seq_cnt[0x1];
	u8         vport_counters[0x1];
	u8         retransmission_q_counters[0x1];
	u8         debug[0x1];
	u8         modify_rq_counter_set_id[0x1];
	u8         rq_delay_drop[0x1];
	u8         max_qp_cnt[0xa];
	u8         pkey_table_size[0x10];

	u8         vport_group_manager[0x1];
	u8         vhca_group_manager[0x1];
	u8         ib_virt[0x1];
	u8         eth_virt[0x1];
	u8         vnic_env_queue_counters[0x1];
	u8         ets[0x1];
	u8         nic_flow_table[0x1];
	u8         eswitch_manager[0x1];
	u8         device_memory[0x1];
	u8         mcam_reg[0x1];
	u8         pcam_reg[0x1];
	u8         local_ca_ack_delay[0x5];
	u8         port_module_event[0x1];
	u8         enhanced_error_q_counters[0x1];
	u8         ports_check[0x1];
	u8         reserved_at_1b3[0x1];
	u8         disable_link_up[0x1];
	u8         beacon_led[0x1];
	u8         port_type[0x2];
	u8         num_ports[0x8];

	u8         reserved_at_1c0[0x1];
	u8         pps[0x1];
	u8         pps_modify[0x1];
	u8         log_max_msg[0x5];
	u8         reserved_at_1c8[0x4];
	u8         max_tc[0x4];
	u8         temp_warn_event[0x1];
	u8         dcbx[0x1];
	u8         general_notification_event[0x1];
	u8         reserved_at_1d3[0x2];
	u8         fpga[0x1];
	u8         rol_s[0x1];
	u8         rol_g[0x1];
	u8         reserved_at_1d8[0x1];
	u8         wol_s[0x1];
	u8         wol_g[0x1];
	u8         wol_a[0x1];
	u8         wol_b[0x1];
	u8         wol_m[0x1];
	u8         wol_u[0x1];
	u8         wol_p[0x1];

	u8         stat_rate_support[0x10];
	u8         reserved_at_1f0[0x1];
	u8         pci_sync_for_fw_update_event[0x1];
	u8         reserved_at_1f2[0x6];
	u8         init2_lag_tx_port_affinity[0x1];
	u8         reserved_at_1f9[0x2];
	u8         wqe_based_flow_table_update_cap[0x1];
	u8         cqe_version[0x4];

	u8         compact_address_vector[0x1];
	u8         striding_rq[0x1];
	u8         reserved_at_202[0x1];
	u8         ipoib_enhanced_offloads[0x1];
	u8         ipoib_basic_offloads[0x1];
	u8         reserved_at_205[0x1];
	u8         repeated_block_disabled[0x1];
	u8         umr_modify_entity_size_disabled[0x1];
	u8         umr_modify_atomic_disabled[0x1];
	u8         umr_indirect_mkey_disabled[0x1];
	u8         umr_fence[0x2];
	u8         dc_req_scat_data_cqe[0x1];
	u8         reserved_at_20d[0x2];
	u8         drain_sigerr[0x1];
	u8         cmdif_checksum[0x2];
	u8         sigerr_cqe[0x1];
	u8         reserved_at_213[0x1];
	u8         wq_signature[0x1];
	u8         sctr_data_cqe[0x1];
	u8         reserved_at_216[0x1];
	u8         sho[0x1];
	u8         tph[0x1];
	u8         rf[0x1];
	u8         dct[0x1];
	u8         qos[0x1];
	u8         eth_net_offloads[0x1];
	u8         roce[0x1];
	u8         atomic[0x1];
	u8         reserved_at_21f[0x1];

	u8         cq_oi[0x1];
	u8         cq_resize[0x1];
	u8         cq_moderation[0x1];
	u8         cq_period_mode_modify[0x1];
	u8         reserved_at_224[0x2];
	u8         cq_eq_remap[0x1];
	u8         pg[0x1];
	u8         block_lb_mc[0x1];
	u8         reserved_at_229[0x1];
	u8         scqe_break_moderation[0x1];
	u8         cq_period_start_from_cqe[0x1];
	u8         cd[0x1];
	u8         reserved_at_22d[0x1];
	u8         apm[0x1];
	u8         vector_calc[0x1];
	u8         umr_ptr_rlky[0x1];
	u8         imaicl[0x1];
	u8         qp_packet_based[0x1];
	u8         reserved_at_233[0x3];
	u8         qkv[0x1];
	u8         pkv[0x1];
	u8         set_deth_sqpn[0x1];
	u8         reserved_at_239[0x3];
	u8         xrc[0x1];
	u8         ud[0x1];
	u8         uc[0x1];
	u8         rc[0x1];

	u8         uar_4k[0x1];
	u8         reserved_at_241[0x7];
	u8         fl_rc_qp_when_roce_disabled[0x1];
	u8         regexp_params[0x1];
	u8         uar_sz[0x6];
	u8         port_selection_cap[0x1];
	u8         reserved_at_251[0x1];
	u8         umem_uid_0[0x1];
	u8         reserved_at_253[0x5];
	u8         log_pg_sz[0x8];

	u8         bf[0x1];
	u8         driver_version[0x1];
	u8         pad_tx_eth_packet[0x1];
	u8         reserved_at_263[0x3];
	u8         mkey_by_name[0x1];
	u8         reserved_at_267[0x4];
	u8         log_bf_reg_size[0x5];
	u8         reserved_at_270[0x3];
	u8         qp_error_syndrome[0x1];
	u8         reserved_at_274[0x2];
	u8         lag_dct[0x2];
	u8         lag_tx_port_affinity[0x1];
	u8         lag_native_fdb_selection[0x1];
	u8         reserved_at_27a[0x1];
	u8         lag_master[0x1];
	u8         num_lag_ports[0x4];

	u8         num_of_diagnostic_counters[0x10];
	u8         max_wqe_sz_sq[0x10];

	u8         reserved_at_2a0[0xb];
	u8         shampo[0x1];
	u8         reserved_at_2ac[0x4];
	u8         max_wqe_sz_rq[0x10];

	u8         max_flow_counter_31_16[0x10];
	u8         max_wqe_sz_sq_dc[0x10];

	u8         reserved_at_2e0[0x7];
	u8         max_qp_mcg[0x19];

	u8         reserved_at_300[0x10];
	u8         flow_counter_bulk_alloc[0x8];
	u8         log_max_mcg[0x8];

	u8         reserved_at_320[0x3];
	u8         log_max_transport_domain[0x5];
	u8         reserved_at_328[0x2];
	u8         relaxed_ordering_read[0x1];
	u8         log_max_pd[0x5];
	u8         reserved_at_330[0x5];
	u8         pcie_reset_using_hotreset_method[0x1];
	u8         pci_sync_for_fw_update_with_driver_unload[0x1];
	u8         vnic_env_cnt_steering_fail[0x1];
	u8         vport_counter_local_loopback[0x1];
	u8         q_counter_aggregation[0x1];
	u8         q_counter_other_vport[0x1];
	u8         log_max_xrcd[0x5];

	u8         nic_receive_steering_discard[0x1];
	u8         receive_discard_vport_down[0x1];
	u8         transmit_discard_vport_down[0x1];
	u8         eq_overrun_count[0x1];
	u8         reserved_at_344[0x1];
	u8         invalid_command_count[0x1];
	u8         quota_exceeded_count[0x1];
	u8         reserved_at_347[0x1];
	u8         log_max_flow_counter_bulk[0x8];
	u8         max_flow_counter_15_0[0x10];

	u8         reserved_at_360[0x3];
	u8         log_max_rq[0x5];
	u8         reserved_at_368[0x3];
	u8         log_max_sq[0x5];
	u8         reserved_at_370[0x3];
	u8         log_max_tir[0x5];
	u8         reserved_at_378[0x3];
	u8         log_max_tis[0x5];

	u8         basic_cyclic_rcv_wqe[0x1];
	u8         reserved_at_381[0x2];
	u8         log_max_rmp[0x5];
	u8         reserved_at_388[0x3];
	u8         log_max_rqt[0x5];
	u8         reserved_at_390[0x3];
	u8         log_max_rqt_size[0x5];
	u8         reserved_at_398[0x3];
	u8         log_max_tis_per_sq[0x5];

	u8         ext_stride_num_range[0x1];
	u8         roce_rw_supported[0x1];
	u8         log_max_current_uc_list_wr_supported[0x1];
	u8         log_max_stride_sz_rq[0x5];
	u8         reserved_at_3a8[0x3];
	u8         log_min_stride_sz_rq[0x5];
	u8         reserved_at_3b0[0x3];
	u8         log_max_stride_sz_sq[0x5];
	u8         reserved_at_3b8[0x3];
	u8         log_min_stride_sz_sq[0x5];

	u8         hairpin[0x1];
	u8         reserved_at_3c1[0x2];
	u8         log_max_hairpin_queues[0x5];
	u8         reserved_at_3c8[0x3];
	u8         log_max_hairpin_wq_data_sz[0x5];
	u8         reserved_at_3d0[0x3];
	u8         log_max_hairpin_num_packets[0x5];
	u8         reserved_at_3d8[0x3];
	u8         log_max_wq_sz[0x5];

	u8         nic_vport_change_event[0x1];
	u8         disable_local_lb_uc[0x1];
	u8         disable_local_lb_mc[0x1];
	u8         log_min_hairpin_wq_data_sz[0x5];
	u8         reserved_at_3e8[0x1];
	u8         silent_mode[0x1];
	u8         vhca_state[0x1];
	u8         log_max_vlan_list[0x5];
	u8         reserved_at_3f0[0x3];
	u8         log_max_current_mc_list[0x5];
	u8         reserved_at_3f8[0x3];
	u8         log_max_current_uc_list[0x5];

	u8         general_obj_types[0x40];

	u8         sq_ts_format[0x2];
	u8         rq_ts_format[0x2];
	u8         steering_format_version[0x4];
	u8         create_qp_start_hint[0x18];

	u8         reserved_at_460[0x1];
	u8         ats[0x1];
	u8         cross_vhca_rqt[0x1];
	u8         log_max_uctx[0x5];
	u8         reserved_at_468[0x1];
	u8         crypto[0x1];
	u8         ipsec_offload[0x1];
	u8         log_max_umem[0x5];
	u8         max_num_eqs[0x10];

	u8         reserved_at_480[0x1];
	u8         tls_tx[0x1];
	u8         tls_rx[0x1];
	u8         log_max_l2_table[0x5];
	u8         reserved_at_488[0x8];
	u8         log_uar_page_sz[0x10];

	u8         reserved_at_4a0[0x20];

	u8         device_frequency_mhz[0x20];

	u8         device_frequency_khz[0x20];

	u8         reserved_at_500[0x20];

	u8         num_of_uars_per_page[0x20];

	u8         flex_parser_protocols[0x20];

	u8         max_geneve_tlv_options[0x8];
	u8         reserved_at_568[0x3];
	u8         max_geneve_tlv_option_data_len[0x5];
	u8         reserved_at_570[0x9];
	u8         adv_virtualization[0x1];
	u8         reserved_at_57a[0x11];

	u8         log_max_dci_stream_channels[0x5];
	u8         reserved_at_590[0x3];
	u8         log_max_dci_errored_streams[0x5];
	u8         reserved_at_598[0x18];

	u8         enhanced_cqe_compression[0x1];
	u8         reserved_at_5b1[0x1];
	u8         crossing_vhca_mkey[0x1];
	u8         log_max_dek[0x5];
	u8         reserved_at_5b8[0x4];
	u8         mini_cqe_resp_stride_index[0x1];
	u8         cqe_128_always[0x1];
	u8         cqe_compression_128[0x1];
	u8         cqe_compression[0x1];

	u8         cqe_compression_timeout[0x10];
	u8         cqe_compression_max_num[0x10];

	u8         reserved_at_5e0[0x8];
	u8         flex_parser_id_gtpu_dw_0[0x4];
	u8         reserved_at_5ec[0x4];
	u8         tag_matching[0x1];
	u8         rndv_offload_rc[0x1];
	u8         rndv_offload_dc[0x1];
	u8         log_tag_matching_list_sz[0x5];
	u8         reserved_at_5f8[0x3];
	u8         log_max_xrq[0x5];

	u8         affiliate_nic_vport_criteria[0x8];
	u8         native_port_num[0x8];
	u8         num_vhca_ports[0x8];
	u8         flex_parser_id_gtpu_teid[0x4];
	u8         reserved_at_61c[0x2];
	u8         sw_owner_id[0x1];
	u8         reserved_at_61f[0x1];

	u8         max_num_of_monitor_counters[0x10];
	u8         num_ppcnt_monitor_counters[0x10];

	u8         max_num_sf[0x10];
	u8         num_q_monitor_counters[0x10];

	u8         reserved_at_660[0x20];

	u8         sf[0x1];
	u8         sf_set_partition[0x1];
	u8         reserved_at_682[0x1];
	u8         log_max_sf[0x5];
	u8         apu[0x1];
	u8         reserved_at_689[0x4];
	u8         migration[0x1];
	u8         reserved_at_68e[0x2];
	u8         log_min_sf_size[0x8];
	u8         max_num_sf_partitions[0x8];

	u8         uctx_cap[0x20];

	u8         reserved_at_6c0[0x4];
	u8         flex_parser_id_geneve_tlv_option_0[0x4];
	u8         flex_parser_id_icmp_dw1[0x4];
	u8         flex_parser_id_icmp_dw0[0x4];
	u8         flex_parser_id_icmpv6_dw1[0x4];
	u8         flex_parser_id_icmpv6_dw0[0x4];
	u8         flex_parser_id_outer_first_mpls_over_gre[0x4];
	u8         flex_parser_id_outer_first_mpls_over_udp_label[0x4];

	u8         max_num_match_definer[0x10];
	u8         sf_base_id[0x10];

	u8         flex_parser_id_gtpu_dw_2[0x4];
	u8         flex_parser_id_gtpu_first_ext_dw_0[0x4];
	u8         num_total_dynamic_vf_msix[0x18];

	u8         reserved_at_720[0x14];
	u8         dynamic_msix_table_size[0xc];

	u8         reserved_at_740[0xc];
	u8         min_dynamic_vf_msix_table_size[0x4];
	u8         reserved_at_750[0x2];
	u8         data_direct[0x1];
	u8         reserved_at_753[0x1];
	u8         max_dynamic_vf_msix_table_size[0xc];

	u8         reserved_at_760[0x3];
	u8         log_max_num_header_modify_argument[0x5];
	u8         log_header_modify_argument_granularity_offset[0x4];
	u8         log_header_modify_argument_granularity[0x4];
	u8         reserved_at_770[0x3];
	u8         log_header_modify_argument_max_alloc[0x5];
	u8         reserved_at_778[0x8];

	u8         vhca_tunnel_commands[0x40];

	u8         match_definer_format_supported[0x40];
};

/* General device capabilities 2 (capability type 0x20) */
struct mlx5_ifc_mlx5ctl_cmd_hca_cap_2_bits {
	u8         reserved_at_0[0x80];

	u8         migratable[0x1];
	u8         reserved_at_81[0x11];
	u8         query_vuid[0x1];
	u8         reserved_at_93[0x5];
	u8         umr_log_entity_size_5[0x1];
	u8         reserved_at_99[0x7];

	u8         max_reformat_insert_size[0x8];
	u8         max_reformat_insert_offset[0x8];
	u8         max_reformat_remove_size[0x8];
	u8         max_reformat_remove_offset[0x8];

	u8         reserved_at_c0[0x8];
	u8         migration_multi_load[0x1];
	u8         migration_tracking_state[0x1];
	u8         multiplane_qp_ud[0x1];
	u8         reserved_at_cb[0x5];
	u8         migration_in_chunks[0x1];
	u8         reserved_at_d1[0x1];
	u8         sf_eq_usage[0x1];
	u8         reserved_at_d3[0x5];
	u8         multiplane[0x1];
	u8         reserved_at_d9[0x7];

	u8         cross_vhca_object_to_object_supported[0x20];

	u8         allowed_object_for_other_vhca_access[0x40];

	u8         reserved_at_140[0x60];

	u8         flow_table_type_2_type[0x8];
	u8         reserved_at_1a8[0x2];
	u8         format_select_dw_8_6_ext[0x1];
	u8         log_min_mkey_entity_size[0x5];
	u8         reserved_at_1b0[0x71];

	u8         sw_vhca_id_valid[0x1];
	u8         sw_vhca_id[0xe];
	u8         reserved_at_230[0x1b];

	u8         ts_cqe_metadata_size2wqe_counter[0x5];
	u8         reserved_at_250[0x30];

	u8         format_select_dw_gtpu_dw_0[0x8];
	u8         format_select_dw_gtpu_dw_1[0x8];
	u8         format_select_dw_gtpu_dw_2[0x8];
	u8         format_select_dw_gtpu_first_ext_dw_0[0x8];

	u8         generate_wqe_type[0x20];

	u8         reserved_at_2c0[0xcb];

	u8         min_mkey_log_entity_size_fixed_buffer[0x5];
	u8         ec_vf_vport_base[0x10];

	u8         reserved_at_3a0[0xa];
	u8         max_mkey_log_entity_size_mtt[0x6];
	u8         max_rqt_vhca_id[0x10];

	u8         reserved_at_3c0[0x30];

	u8         pcc_ifa2[0x1];
	u8         reserved_at_3f1[0x10];

	u8         min_mkey_log_entity_size_fixed_buffer_valid[0x1];
	u8         reserved_at_402[0xe];
	u8         return_reg_id[0x10];

	u8         reserved_at_420[0x1c];
	u8         flow_table_hash_type[0x4];

	u8         reserved_at_440[0x8];
	u8         max_num_eqs_24b[0x18];

	u8         reserved_at_460[0x3a0];
};

/* A command mailbox block (0x240 bytes, the kernel's struct mlx5_cmd_prot_block) */
struct mlx5_ifc_mlx5ctl_cmd_if_box_bits {
	u8         mailbox_data[0x200][0x8];

	u8         reserved_at_1000[0x180];

	u8         next_pointer_63_32[0x20];

	u8         next_pointer_31_10[0x16];
	u8         reserved_at_11b6[0xa];

	u8         block_number[0x20];

	u8         reserved_at_11e0[0x8];
	u8         token[0x8];
	u8         ctrl_signature[0x8];
	u8         signature[0x8];
};

/* Command completion event data */
struct mlx5_ifc_mlx5ctl_cmd_inter_comp_event_bits {
	u8         command_completion_vector[0x20];

	u8         reserved_at_20[0xc0];
};

/* A page address */
struct mlx5_ifc_mlx5ctl_cmd_pas_bits {
	u8         pa_h[0x20];

	u8         pa_l[0x14];
	u8         reserved_at_34[0xc];
};

/* One 64-byte command queue slot (the kernel's struct mlx5_cmd_layout) */
struct mlx5_ifc_mlx5ctl_cmd_queue_entry_bits {
	u8         type[0x8];
	u8         reserved_at_8[0x18];

	u8         input_length[0x20];

	u8         input_mailbox_pointer_63_32[0x20];

	u8         input_mailbox_pointer_31_9[0x17];
	u8         reserved_at_77[0x9];

	u8         command_input_inline_data[0x10][0x8];

	u8         command_output_inline_data[0x10][0x8];

	u8         output_mailbox_pointer_63_32[0x20];

	u8         output_mailbox_pointer_31_9[0x17];
	u8         reserved_at_1b7[0x9];

	u8         output_length[0x20];

	u8         token[0x8];
	u8         signature[0x8];
	u8         reserved_at_1f0[0x8];
	u8         status[0x7];
	u8         ownership[0x1];
};

/* Type of a global configuration item */
struct mlx5_ifc_mlx5ctl_configuration_item_type_class_global_bits {
	u8         type_class[0x8];
	u8         parameter_index[0x18];
};

/* Type of a per-host, per-PF configuration item */
struct mlx5_ifc_mlx5ctl_configuration_item_type_class_per_host_pf_bits {
	u8         type_class[0x8];
	u8         pf_index[0x6];
	u8         pci_bus_index[0x8];
	u8         parameter_index[0xa];
};

/*
 * config_item.type: configuration_item_type_class_global, configuration_item_type_class_per_host_pf
 */
union mlx5_ifc_mlx5ctl_config_item_type_bits {
	struct mlx5_ifc_mlx5ctl_configuration_item_type_class_global_bits
		configuration_item_type_class_global;
	struct mlx5_ifc_mlx5ctl_configuration_item_type_class_per_host_pf_bits
		configuration_item_type_class_per_host_pf;
	u8 reserved_at_0[0x20];
};

/* Configuration item header */
struct mlx5_ifc_mlx5ctl_config_item_bits {
	u8         valid[0x2];
	u8         priority[0x2];
	u8         header_type[0x2];
	u8         ovr_en[0x1];
	u8         rd_en[0x1];
	u8         access_mode[0x2];
	u8         reserved_at_a[0x1];
	u8         writer_id[0x5];
	u8         version[0x4];
	u8         reserved_at_14[0x2];
	u8         host_id_valid[0x1];
	u8         length[0x9];

	union mlx5_ifc_mlx5ctl_config_item_type_bits type;

	u8         reserved_at_40[0x10];
	u8         crc16[0x10];
};

/* 802.1Qau reaction point parameters */
struct mlx5_ifc_mlx5ctl_cong_control_802_1qau_rp_bits {
	u8         reserved_at_0[0x80];

	u8         rppp_max_rps[0x20];

	u8         rpg_time_reset[0x20];

	u8         rpg_byte_reset[0x20];

	u8         rpg_threshold[0x20];

	u8         rpg_max_rate[0x20];

	u8         rpg_ai_rate[0x20];

	u8         rpg_hai_rate[0x20];

	u8         rpg_gd[0x20];

	u8         rpg_min_dec_fac[0x20];

	u8         rpg_min_rate[0x20];

	u8         reserved_at_1c0[0x640];
};

/* RoCE ECN notification point parameters */
struct mlx5_ifc_mlx5ctl_cong_control_r_roce_ecn_np_bits {
	u8         reserved_at_0[0xa0];

	u8         min_time_between_cnps[0x20];

	u8         reserved_at_c0[0x12];
	u8         cnp_dscp[0x6];
	u8         reserved_at_d8[0x4];
	u8         cnp_prio_mode[0x1];
	u8         cnp_802p_prio[0x3];

	u8         reserved_at_e0[0x720];
};

/* RoCE ECN (DCQCN) reaction point parameters */
struct mlx5_ifc_mlx5ctl_cong_control_r_roce_ecn_rp_bits {
	u8         reserved_at_0[0x64];

	u8         clamp_tgt_rate[0x1];
	u8         reserved_at_65[0x3];
	u8         clamp_tgt_rate_after_time_inc[0x1];
	u8         reserved_at_69[0x37];

	u8         rpg_time_reset[0x20];

	u8         rpg_byte_reset[0x20];

	u8         rpg_threshold[0x20];

	u8         rpg_max_rate[0x20];

	u8         rpg_ai_rate[0x20];

	u8         rpg_hai_rate[0x20];

	u8         rpg_gd[0x20];

	u8         rpg_min_dec_fac[0x20];

	u8         rpg_min_rate[0x20];

	u8         reserved_at_1c0[0xe0];

	u8         rate_to_set_on_first_cnp[0x20];

	u8         dce_tcp_g[0x20];

	u8         dce_tcp_rtt[0x20];

	u8         rate_reduce_monitor_period[0x20];

	u8         reserved_at_320[0x20];

	u8         initial_alpha_value[0x20];

	u8         reserved_at_360[0x4a0];
};

/* RoCE congestion control, general parameters */
struct mlx5_ifc_mlx5ctl_cong_control_r_roce_general_bits {
	u8         reserved_at_0[0x90];

	u8         rtt_resp_dscp_valid[0x1];
	u8         reserved_at_91[0x9];
	u8         rtt_resp_dscp[0x6];

	u8         reserved_at_a0[0x760];
};

/* The emulated firmware's core dump starts with this (payload of a CORE_DUMP segment) */
struct mlx5_ifc_mlx5ctl_core_dump_header_bits {
	u8         magic[0x20];

	u8         version[0x10];
	u8         num_segments[0x10];

	u8         total_size[0x20];

	u8         checksum[0x20];

	u8         device_id[0x10];
	u8         reserved_at_90[0x10];

	u8         fw_version[0x20];

	u8         segment_size[0x20];

	u8         reserved_at_e0[0x20];
};

/* CORE_DUMP register */
struct mlx5_ifc_mlx5ctl_core_dump_reg_bits {
	u8         more_dump[0x1];
	u8         reserved_at_1[0x17];
	u8         core_dump_type[0x8];

	u8         reserved_at_20[0x30];

	u8         vhca_id[0x10];

	u8         reserved_at_60[0x8];
	u8         qpn[0x18];

	u8         mkey[0x20];

	u8         size[0x20];

	u8         address[0x40];

	u8         cookie[0x40];

	u8         total_size[0x20];

	u8         reserved_at_160[0xa0];
};

/* A counter to sample (diagnostic_params_context.counter_id[]) */
struct mlx5_ifc_mlx5ctl_counter_id_bits {
	u8         reserved_at_0[0x10];
	u8         counter_id[0x10];
};

/* Completion queue context */
struct mlx5_ifc_mlx5ctl_cqc_bits {
	u8         status[0x4];
	u8         reserved_at_4[0x2];
	u8         dbr_umem_valid[0x1];
	u8         apu_cq[0x1];
	u8         cqe_sz[0x3];
	u8         cc[0x1];
	u8         reserved_at_c[0x1];
	u8         scqe_break_moderation_en[0x1];
	u8         oi[0x1];
	u8         cq_period_mode[0x2];
	u8         cqe_comp_en[0x1];
	u8         mini_cqe_res_format[0x2];
	u8         st[0x4];
	u8         reserved_at_18[0x6];
	u8         cqe_compression_layout[0x2];

	u8         reserved_at_20[0x34];

	u8         page_offset[0x6];
	u8         reserved_at_5a[0x9];

	u8         log_cq_size[0x5];
	u8         uar_page[0x18];

	u8         reserved_at_80[0x4];
	u8         cq_period[0xc];
	u8         cq_max_count[0x10];

	u8         c_eqn_or_apu_element[0x20];

	u8         reserved_at_c0[0x3];
	u8         log_page_size[0x5];
	u8         reserved_at_c8[0x40];

	u8         last_notified_index[0x18];

	u8         reserved_at_120[0x8];
	u8         last_solicit_index[0x18];

	u8         reserved_at_140[0x8];
	u8         consumer_counter[0x18];

	u8         reserved_at_160[0x8];
	u8         producer_counter[0x18];

	u8         reserved_at_180[0x40];

	u8         dbr_addr[0x40];
};

/* Last error CQE syndrome */
struct mlx5_ifc_mlx5ctl_cqe_error_syndrome_bits {
	u8         hw_error_syndrome[0x8];
	u8         hw_syndrome_type[0x4];
	u8         reserved_at_c[0x4];
	u8         vendor_error_syndrome[0x8];
	u8         syndrome[0x8];
};

/* Event queue context */
struct mlx5_ifc_mlx5ctl_eqc_bits {
	u8         status[0x4];
	u8         reserved_at_4[0x9];
	u8         ec[0x1];
	u8         oi[0x1];
	u8         reserved_at_f[0x5];
	u8         st[0x4];
	u8         reserved_at_18[0x3c];

	u8         page_offset[0x6];
	u8         reserved_at_5a[0x9];

	u8         log_eq_size[0x5];
	u8         uar_page[0x18];

	u8         reserved_at_80[0x34];

	u8         intr[0xc];

	u8         reserved_at_c0[0x3];
	u8         log_page_size[0x5];
	u8         reserved_at_c8[0x80];

	u8         consumer_counter[0x18];

	u8         reserved_at_160[0x8];
	u8         producer_counter[0x18];

	u8         reserved_at_180[0x80];
};

/* CREATE_EQ inbox, followed by the EQ's page addresses */
struct mlx5_ifc_mlx5ctl_create_eq_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x10];
	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];

	struct mlx5_ifc_mlx5ctl_eqc_bits eq_context_entry;

	u8         reserved_at_280[0x40];

	u8         event_bitmask[0x20][0x8];

	u8         reserved_at_3c0[0x4c0];

	u8         pas[][0x40];
};

/* CREATE_EQ outbox */
struct mlx5_ifc_mlx5ctl_create_eq_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x18];
	u8         eq_number[0x8];

	u8         reserved_at_60[0x20];
};

/* Memory key context */
struct mlx5_ifc_mlx5ctl_mkc_bits {
	u8         reserved_at_0[0x1];
	u8         free[0x1];
	u8         reserved_at_2[0x1];
	u8         access_mode_4_2[0x3];
	u8         reserved_at_6[0x7];
	u8         relaxed_ordering_write[0x1];
	u8         reserved_at_e[0x1];
	u8         small_fence_on_rdma_read_response[0x1];
	u8         umr_en[0x1];
	u8         a[0x1];
	u8         rw[0x1];
	u8         rr[0x1];
	u8         lw[0x1];
	u8         lr[0x1];
	u8         access_mode_1_0[0x2];
	u8         reserved_at_18[0x2];
	u8         ma_translation_mode[0x2];
	u8         reserved_at_1c[0x4];

	u8         qpn[0x18];
	u8         mkey_7_0[0x8];

	u8         reserved_at_40[0x20];

	u8         length64[0x1];
	u8         bsf_en[0x1];
	u8         sync_umr[0x1];
	u8         reserved_at_63[0x2];
	u8         expected_sigerr_count[0x1];
	u8         reserved_at_66[0x1];
	u8         en_rinval[0x1];
	u8         pd[0x18];

	u8         start_addr[0x40];

	u8         len[0x40];

	u8         bsf_octword_size[0x20];

	u8         reserved_at_120[0x60];

	u8         crossing_target_vhca_id[0x10];
	u8         reserved_at_190[0x10];

	u8         translations_octword_size[0x20];

	u8         reserved_at_1c0[0x19];
	u8         relaxed_ordering_read[0x1];
	u8         log_page_size[0x6];

	u8         reserved_at_1e0[0x20];
};

/* CREATE_MKEY inbox */
struct mlx5_ifc_mlx5ctl_create_mkey_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x10];
	u8         op_mod[0x10];

	u8         reserved_at_40[0x20];

	u8         pg_access[0x1];
	u8         mkey_umem_valid[0x1];
	u8         data_direct[0x1];
	u8         reserved_at_63[0x1d];

	struct mlx5_ifc_mlx5ctl_mkc_bits memory_key_mkey_entry;

	u8         reserved_at_280[0x80];

	u8         translations_octword_actual_size[0x20];

	u8         mkey_umem_id[0x20];

	u8         mkey_umem_offset[0x40];

	u8         reserved_at_380[0x500];

	u8         klm_pas_mtt[][0x20];
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

/* DC target context */
struct mlx5_ifc_mlx5ctl_dctc_bits {
	u8         reserved_at_0[0x4];
	u8         state[0x4];
	u8         reserved_at_8[0x20];

	u8         user_index[0x18];

	u8         reserved_at_40[0x8];
	u8         cqn[0x18];

	u8         counter_set_id[0x8];
	u8         atomic_mode[0x4];
	u8         rre[0x1];
	u8         rwe[0x1];
	u8         rae[0x1];
	u8         atomic_like_write_en[0x1];
	u8         latency_sensitive[0x1];
	u8         rlky[0x1];
	u8         free_ar[0x1];
	u8         reserved_at_73[0x15];

	u8         cs_res[0x8];
	u8         reserved_at_90[0x3];
	u8         min_rnr_nak[0x5];
	u8         reserved_at_98[0x10];

	u8         srqn_xrqn[0x18];

	u8         reserved_at_c0[0x8];
	u8         pd[0x18];

	u8         tclass[0x8];
	u8         reserved_at_e8[0x4];
	u8         flow_label[0x14];

	u8         dc_access_key[0x40];

	u8         reserved_at_140[0x5];
	u8         mtu[0x3];
	u8         port[0x8];
	u8         pkey_index[0x10];

	u8         reserved_at_160[0x8];
	u8         my_addr_index[0x8];
	u8         reserved_at_170[0x8];
	u8         hop_limit[0x8];

	u8         dc_access_key_violation_count[0x20];

	u8         reserved_at_1a0[0x14];
	u8         dei_cfi[0x1];
	u8         eth_prio[0x3];
	u8         ecn[0x2];
	u8         dscp[0x6];

	u8         reserved_at_1c0[0x20];

	u8         ece[0x20];
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

/* DEALLOC_Q_COUNTER inbox */
struct mlx5_ifc_mlx5ctl_dealloc_q_counter_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x18];
	u8         counter_set_id[0x8];

	u8         reserved_at_60[0x20];
};

/* DEALLOC_Q_COUNTER outbox */
struct mlx5_ifc_mlx5ctl_dealloc_q_counter_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];
};

/* DEALLOC_UAR inbox */
struct mlx5_ifc_mlx5ctl_dealloc_uar_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x10];
	u8         op_mod[0x10];

	u8         reserved_at_40[0x8];
	u8         uar[0x18];

	u8         reserved_at_60[0x20];
};

/* DEALLOC_UAR outbox */
struct mlx5_ifc_mlx5ctl_dealloc_uar_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];
};

/* A diagnostic counter the device has (debug_cap.diagnostic_counter[]) */
struct mlx5_ifc_mlx5ctl_diagnostic_cntr_layout_bits {
	u8         sync[0x1];
	u8         reserved_at_1[0xf];
	u8         counter_id[0x10];
};

/* Debug capabilities (capability type 0xd) */
struct mlx5_ifc_mlx5ctl_debug_cap_bits {
	u8         core_dump_general[0x1];
	u8         core_dump_qp[0x1];
	u8         reserved_at_2[0x2];
	u8         log_cr_dump_to_mem_size[0x5];
	u8         resource_dump[0x1];
	u8         reserved_at_a[0x1];
	u8         log_min_resource_dump_eq[0x5];
	u8         reserved_at_10[0x8];
	u8         log_max_samples[0x8];

	u8         single[0x1];
	u8         repetitive[0x1];
	u8         stall_detect[0x1];
	u8         diag_counter_tracer_dump[0x1];
	u8         reserved_at_24[0x14];
	u8         log_min_sample_period[0x8];

	u8         reserved_at_40[0x1c0];

	struct mlx5_ifc_mlx5ctl_diagnostic_cntr_layout_bits diagnostic_counter[48];
};

/* One timeout of DTOR: to_value in units of to_multiplier (0 ms, 1 s, 2 min, 3 h) */
struct mlx5_ifc_mlx5ctl_default_timeout_bits {
	u8         to_multiplier[0x3];
	u8         reserved_at_3[0x9];
	u8         to_value[0x14];
};

/* A destination */
struct mlx5_ifc_mlx5ctl_dest_format_struct_bits {
	u8         destination_type[0x8];
	u8         destination_id[0x18];

	u8         destination_eswitch_owner_vhca_id_valid[0x1];
	u8         packet_reformat[0x1];
	u8         reserved_at_22[0x6];
	u8         destination_table_type[0x8];
	u8         destination_eswitch_owner_vhca_id[0x10];
};

/* An extended destination */
struct mlx5_ifc_mlx5ctl_extended_dest_format_bits {
	struct mlx5_ifc_mlx5ctl_dest_format_struct_bits destination_entry;

	u8         packet_reformat_id[0x20];

	u8         reserved_at_60[0x20];
};

/* A flow counter */
struct mlx5_ifc_mlx5ctl_flow_counter_list_bits {
	u8         flow_counter_id[0x20];

	u8         reserved_at_20[0x20];
};

/* dest_format_flow_counter_list_auto.dest_or_counter: extended_dest_format, flow_counter_list */
union mlx5_ifc_mlx5ctl_dest_format_flow_counter_list_auto_dest_or_counter_bits {
	struct mlx5_ifc_mlx5ctl_extended_dest_format_bits extended_dest_format;
	struct mlx5_ifc_mlx5ctl_flow_counter_list_bits flow_counter_list;
	u8 reserved_at_0[0x80];
};

/* A destination or a flow counter */
struct mlx5_ifc_mlx5ctl_dest_format_flow_counter_list_auto_bits {
	union mlx5_ifc_mlx5ctl_dest_format_flow_counter_list_auto_dest_or_counter_bits
		dest_or_counter;
};

/* DESTROY_EQ inbox */
struct mlx5_ifc_mlx5ctl_destroy_eq_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x18];
	u8         eq_number[0x8];

	u8         reserved_at_60[0x20];
};

/* DESTROY_EQ outbox */
struct mlx5_ifc_mlx5ctl_destroy_eq_out_bits {
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

/* Device event capabilities (capability type 0x14) */
struct mlx5_ifc_mlx5ctl_device_event_cap_bits {
	u8         user_affiliated_events[0x20][0x8];

	u8         user_unaffiliated_events[0x20][0x8];
};

/* Device memory capabilities (capability type 0xf) */
struct mlx5_ifc_mlx5ctl_device_mem_cap_bits {
	u8         memic[0x1];
	u8         reserved_at_1[0x2a];

	u8         log_min_memic_alloc_size[0x5];
	u8         reserved_at_30[0x8];
	u8         log_max_memic_addr_alignment[0x8];

	u8         memic_bar_start_addr[0x40];

	u8         memic_bar_size[0x20];

	u8         max_memic_size[0x20];

	u8         steering_sw_icm_start_address[0x40];

	u8         reserved_at_100[0x8];
	u8         log_header_modify_sw_icm_size[0x8];
	u8         reserved_at_110[0x2];
	u8         log_sw_icm_alloc_granularity[0x6];
	u8         log_steering_sw_icm_size[0x8];

	u8         log_indirect_encap_sw_icm_size[0x8];
	u8         reserved_at_128[0x10];
	u8         log_header_modify_pattern_sw_icm_size[0x8];

	u8         header_modify_sw_icm_start_address[0x40];

	u8         reserved_at_180[0x40];

	u8         header_modify_pattern_sw_icm_start_address[0x40];

	u8         memic_operations[0x20];

	u8         reserved_at_220[0x20];

	u8         indirect_encap_sw_icm_start_address[0x40];

	u8         reserved_at_280[0x580];
};

/* One counter's value in one sample */
struct mlx5_ifc_mlx5ctl_diagnostic_cntr_struct_bits {
	u8         counter_id[0x10];
	u8         sample_id[0x10];

	u8         time_stamp_31_0[0x20];

	u8         counter_value_h[0x20];

	u8         counter_value_l[0x20];
};

/* Diagnostic sampling parameters, followed by num_of_counters counter ids */
struct mlx5_ifc_mlx5ctl_diagnostic_params_context_bits {
	u8         num_of_counters[0x10];
	u8         reserved_at_10[0x8];
	u8         log_num_of_samples[0x8];

	u8         single[0x1];
	u8         repetitive[0x1];
	u8         sync[0x1];
	u8         clear[0x1];
	u8         on_demand[0x1];
	u8         enable[0x1];
	u8         reserved_at_26[0x12];
	u8         log_sample_period[0x8];

	u8         reserved_at_40[0x80];

	struct mlx5_ifc_mlx5ctl_counter_id_bits counter_id[];
};

/* DISABLE_HCA inbox */
struct mlx5_ifc_mlx5ctl_disable_hca_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         embedded_cpu_function[0x1];
	u8         reserved_at_41[0xf];
	u8         function_id[0x10];

	u8         reserved_at_60[0x20];
};

/* DISABLE_HCA outbox */
struct mlx5_ifc_mlx5ctl_disable_hca_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x20];
};

/* DTOR register (default timeouts) */
struct mlx5_ifc_mlx5ctl_dtor_reg_bits {
	u8         reserved_at_0[0x20];

	struct mlx5_ifc_mlx5ctl_default_timeout_bits pcie_toggle_to;

	u8         reserved_at_40[0x60];

	struct mlx5_ifc_mlx5ctl_default_timeout_bits health_poll_to;

	struct mlx5_ifc_mlx5ctl_default_timeout_bits full_crdump_to;

	struct mlx5_ifc_mlx5ctl_default_timeout_bits fw_reset_to;

	struct mlx5_ifc_mlx5ctl_default_timeout_bits flush_on_err_to;

	struct mlx5_ifc_mlx5ctl_default_timeout_bits pci_sync_update_to;

	struct mlx5_ifc_mlx5ctl_default_timeout_bits tear_down_to;

	struct mlx5_ifc_mlx5ctl_default_timeout_bits fsm_reactivate_to;

	struct mlx5_ifc_mlx5ctl_default_timeout_bits reclaim_pages_to;

	struct mlx5_ifc_mlx5ctl_default_timeout_bits reclaim_vfs_pages_to;

	struct mlx5_ifc_mlx5ctl_default_timeout_bits reset_unload_to;

	u8         reserved_at_1e0[0x20];
};

/* E-switch capabilities (capability type 0x9) */
struct mlx5_ifc_mlx5ctl_e_switch_cap_bits {
	u8         vport_svlan_strip[0x1];
	u8         vport_cvlan_strip[0x1];
	u8         vport_svlan_insert[0x1];
	u8         vport_cvlan_insert_if_not_exist[0x1];
	u8         vport_cvlan_insert_overwrite[0x1];
	u8         reserved_at_5[0x1];
	u8         vport_cvlan_insert_always[0x1];
	u8         esw_shared_ingress_acl[0x1];
	u8         esw_uplink_ingress_acl[0x1];
	u8         root_ft_on_other_esw[0x1];
	u8         reserved_at_a[0xf];
	u8         esw_functions_changed[0x1];
	u8         reserved_at_1a[0x1];
	u8         ecpf_vport_exists[0x1];
	u8         counter_eswitch_affinity[0x1];
	u8         merged_eswitch[0x1];
	u8         nic_vport_node_guid_modify[0x1];
	u8         nic_vport_port_guid_modify[0x1];

	u8         vxlan_encap_decap[0x1];
	u8         nvgre_encap_decap[0x1];
	u8         reserved_at_22[0x1];
	u8         log_max_fdb_encap_uplink[0x5];
	u8         reserved_at_28[0x3];
	u8         log_max_packet_reformat_context[0x5];
	u8         reserved_at_30[0x6];
	u8         max_encap_header_size[0xa];

	u8         reserved_at_40[0xb];
	u8         log_max_esw_sf[0x5];
	u8         esw_sf_base_id[0x10];

	u8         reserved_at_60[0x7a0];
};

/* ENABLE_HCA inbox */
struct mlx5_ifc_mlx5ctl_enable_hca_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         embedded_cpu_function[0x1];
	u8         reserved_at_41[0xf];
	u8         function_id[0x10];

	u8         reserved_at_60[0x20];
};

/* ENABLE_HCA outbox */
struct mlx5_ifc_mlx5ctl_enable_hca_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x20];
};

/* The value written to an EQ doorbell */
struct mlx5_ifc_mlx5ctl_eq_doorbell_bits {
	u8         eqn[0x8];
	u8         consumer_index[0x18];
};

/* eqe.event_data: cmd_inter_comp_event */
union mlx5_ifc_mlx5ctl_eqe_event_data_bits {
	struct mlx5_ifc_mlx5ctl_cmd_inter_comp_event_bits cmd_inter_comp_event;
	u8 reserved_at_0[0xe0];
};

/* Event queue entry */
struct mlx5_ifc_mlx5ctl_eqe_bits {
	u8         reserved_at_0[0x8];
	u8         event_type[0x8];
	u8         reserved_at_10[0x8];
	u8         event_sub_type[0x8];

	u8         reserved_at_20[0xe0];

	union mlx5_ifc_mlx5ctl_eqe_event_data_bits event_data;

	u8         reserved_at_1e0[0x10];
	u8         signature[0x8];
	u8         reserved_at_1f8[0x7];
	u8         owner[0x1];
};

/* E-switch vport context */
struct mlx5_ifc_mlx5ctl_esw_vport_context_bits {
	u8         fdb_to_vport_reg_c[0x1];
	u8         reserved_at_1[0x2];
	u8         vport_svlan_strip[0x1];
	u8         vport_cvlan_strip[0x1];
	u8         vport_svlan_insert[0x1];
	u8         vport_cvlan_insert[0x2];
	u8         fdb_to_vport_reg_c_id[0x8];
	u8         reserved_at_10[0x30];

	u8         svlan_cfi[0x1];
	u8         svlan_pcp[0x3];
	u8         svlan_id[0xc];
	u8         cvlan_cfi[0x1];
	u8         cvlan_pcp[0x3];
	u8         cvlan_id[0xc];

	u8         reserved_at_60[0x720];

	u8         sw_steering_vport_icm_address_rx[0x40];

	u8         sw_steering_vport_icm_address_tx[0x40];
};

/* PPCNT group RFC 2819 (RMON) */
struct mlx5_ifc_mlx5ctl_eth_2819_cntrs_grp_data_layout_bits {
	u8         ether_stats_drop_events_high[0x20];

	u8         ether_stats_drop_events_low[0x20];

	u8         ether_stats_octets_high[0x20];

	u8         ether_stats_octets_low[0x20];

	u8         ether_stats_pkts_high[0x20];

	u8         ether_stats_pkts_low[0x20];

	u8         ether_stats_broadcast_pkts_high[0x20];

	u8         ether_stats_broadcast_pkts_low[0x20];

	u8         ether_stats_multicast_pkts_high[0x20];

	u8         ether_stats_multicast_pkts_low[0x20];

	u8         ether_stats_crc_align_errors_high[0x20];

	u8         ether_stats_crc_align_errors_low[0x20];

	u8         ether_stats_undersize_pkts_high[0x20];

	u8         ether_stats_undersize_pkts_low[0x20];

	u8         ether_stats_oversize_pkts_high[0x20];

	u8         ether_stats_oversize_pkts_low[0x20];

	u8         ether_stats_fragments_high[0x20];

	u8         ether_stats_fragments_low[0x20];

	u8         ether_stats_jabbers_high[0x20];

	u8         ether_stats_jabbers_low[0x20];

	u8         ether_stats_collisions_high[0x20];

	u8         ether_stats_collisions_low[0x20];

	u8         ether_stats_pkts64octets_high[0x20];

	u8         ether_stats_pkts64octets_low[0x20];

	u8         ether_stats_pkts65to127octets_high[0x20];

	u8         ether_stats_pkts65to127octets_low[0x20];

	u8         ether_stats_pkts128to255octets_high[0x20];

	u8         ether_stats_pkts128to255octets_low[0x20];

	u8         ether_stats_pkts256to511octets_high[0x20];

	u8         ether_stats_pkts256to511octets_low[0x20];

	u8         ether_stats_pkts512to1023octets_high[0x20];

	u8         ether_stats_pkts512to1023octets_low[0x20];

	u8         ether_stats_pkts1024to1518octets_high[0x20];

	u8         ether_stats_pkts1024to1518octets_low[0x20];

	u8         ether_stats_pkts1519to2047octets_high[0x20];

	u8         ether_stats_pkts1519to2047octets_low[0x20];

	u8         ether_stats_pkts2048to4095octets_high[0x20];

	u8         ether_stats_pkts2048to4095octets_low[0x20];

	u8         ether_stats_pkts4096to8191octets_high[0x20];

	u8         ether_stats_pkts4096to8191octets_low[0x20];

	u8         ether_stats_pkts8192to10239octets_high[0x20];

	u8         ether_stats_pkts8192to10239octets_low[0x20];

	u8         reserved_at_540[0x280];
};

/* PPCNT group RFC 2863 (interfaces) */
struct mlx5_ifc_mlx5ctl_eth_2863_cntrs_grp_data_layout_bits {
	u8         if_in_octets_high[0x20];

	u8         if_in_octets_low[0x20];

	u8         if_in_ucast_pkts_high[0x20];

	u8         if_in_ucast_pkts_low[0x20];

	u8         if_in_discards_high[0x20];

	u8         if_in_discards_low[0x20];

	u8         if_in_errors_high[0x20];

	u8         if_in_errors_low[0x20];

	u8         if_in_unknown_protos_high[0x20];

	u8         if_in_unknown_protos_low[0x20];

	u8         if_out_octets_high[0x20];

	u8         if_out_octets_low[0x20];

	u8         if_out_ucast_pkts_high[0x20];

	u8         if_out_ucast_pkts_low[0x20];

	u8         if_out_discards_high[0x20];

	u8         if_out_discards_low[0x20];

	u8         if_out_errors_high[0x20];

	u8         if_out_errors_low[0x20];

	u8         if_in_multicast_pkts_high[0x20];

	u8         if_in_multicast_pkts_low[0x20];

	u8         if_in_broadcast_pkts_high[0x20];

	u8         if_in_broadcast_pkts_low[0x20];

	u8         if_out_multicast_pkts_high[0x20];

	u8         if_out_multicast_pkts_low[0x20];

	u8         if_out_broadcast_pkts_high[0x20];

	u8         if_out_broadcast_pkts_low[0x20];

	u8         reserved_at_340[0x480];
};

/* PPCNT group RFC 3635 (Ethernet-like) */
struct mlx5_ifc_mlx5ctl_eth_3635_cntrs_grp_data_layout_bits {
	u8         dot3stats_alignment_errors_high[0x20];

	u8         dot3stats_alignment_errors_low[0x20];

	u8         dot3stats_fcs_errors_high[0x20];

	u8         dot3stats_fcs_errors_low[0x20];

	u8         dot3stats_single_collision_frames_high[0x20];

	u8         dot3stats_single_collision_frames_low[0x20];

	u8         dot3stats_multiple_collision_frames_high[0x20];

	u8         dot3stats_multiple_collision_frames_low[0x20];

	u8         dot3stats_sqe_test_errors_high[0x20];

	u8         dot3stats_sqe_test_errors_low[0x20];

	u8         dot3stats_deferred_transmissions_high[0x20];

	u8         dot3stats_deferred_transmissions_low[0x20];

	u8         dot3stats_late_collisions_high[0x20];

	u8         dot3stats_late_collisions_low[0x20];

	u8         dot3stats_excessive_collisions_high[0x20];

	u8         dot3stats_excessive_collisions_low[0x20];

	u8         dot3stats_internal_mac_transmit_errors_high[0x20];

	u8         dot3stats_internal_mac_transmit_errors_low[0x20];

	u8         dot3stats_carrier_sense_errors_high[0x20];

	u8         dot3stats_carrier_sense_errors_low[0x20];

	u8         dot3stats_frame_too_longs_high[0x20];

	u8         dot3stats_frame_too_longs_low[0x20];

	u8         dot3stats_internal_mac_receive_errors_high[0x20];

	u8         dot3stats_internal_mac_receive_errors_low[0x20];

	u8         dot3stats_symbol_errors_high[0x20];

	u8         dot3stats_symbol_errors_low[0x20];

	u8         dot3control_in_unknown_opcodes_high[0x20];

	u8         dot3control_in_unknown_opcodes_low[0x20];

	u8         dot3in_pause_frames_high[0x20];

	u8         dot3in_pause_frames_low[0x20];

	u8         dot3out_pause_frames_high[0x20];

	u8         dot3out_pause_frames_low[0x20];

	u8         reserved_at_400[0x3c0];
};

/* PPCNT group IEEE 802.3 */
struct mlx5_ifc_mlx5ctl_eth_802_3_cntrs_grp_data_layout_bits {
	u8         a_frames_transmitted_ok_high[0x20];

	u8         a_frames_transmitted_ok_low[0x20];

	u8         a_frames_received_ok_high[0x20];

	u8         a_frames_received_ok_low[0x20];

	u8         a_frame_check_sequence_errors_high[0x20];

	u8         a_frame_check_sequence_errors_low[0x20];

	u8         a_alignment_errors_high[0x20];

	u8         a_alignment_errors_low[0x20];

	u8         a_octets_transmitted_ok_high[0x20];

	u8         a_octets_transmitted_ok_low[0x20];

	u8         a_octets_received_ok_high[0x20];

	u8         a_octets_received_ok_low[0x20];

	u8         a_multicast_frames_xmitted_ok_high[0x20];

	u8         a_multicast_frames_xmitted_ok_low[0x20];

	u8         a_broadcast_frames_xmitted_ok_high[0x20];

	u8         a_broadcast_frames_xmitted_ok_low[0x20];

	u8         a_multicast_frames_received_ok_high[0x20];

	u8         a_multicast_frames_received_ok_low[0x20];

	u8         a_broadcast_frames_received_ok_high[0x20];

	u8         a_broadcast_frames_received_ok_low[0x20];

	u8         a_in_range_length_errors_high[0x20];

	u8         a_in_range_length_errors_low[0x20];

	u8         a_out_of_range_length_field_high[0x20];

	u8         a_out_of_range_length_field_low[0x20];

	u8         a_frame_too_long_errors_high[0x20];

	u8         a_frame_too_long_errors_low[0x20];

	u8         a_symbol_error_during_carrier_high[0x20];

	u8         a_symbol_error_during_carrier_low[0x20];

	u8         a_mac_control_frames_transmitted_high[0x20];

	u8         a_mac_control_frames_transmitted_low[0x20];

	u8         a_mac_control_frames_received_high[0x20];

	u8         a_mac_control_frames_received_low[0x20];

	u8         a_unsupported_opcodes_received_high[0x20];

	u8         a_unsupported_opcodes_received_low[0x20];

	u8         a_pause_mac_ctrl_frames_received_high[0x20];

	u8         a_pause_mac_ctrl_frames_received_low[0x20];

	u8         a_pause_mac_ctrl_frames_transmitted_high[0x20];

	u8         a_pause_mac_ctrl_frames_transmitted_low[0x20];

	u8         reserved_at_4c0[0x300];
};

/* PPCNT group Ethernet extended */
struct mlx5_ifc_mlx5ctl_eth_extended_cntrs_grp_data_layout_bits {
	u8         port_transmit_wait_high[0x20];

	u8         port_transmit_wait_low[0x20];

	u8         reserved_at_40[0x100];

	u8         rx_buffer_almost_full_high[0x20];

	u8         rx_buffer_almost_full_low[0x20];

	u8         rx_buffer_full_high[0x20];

	u8         rx_buffer_full_low[0x20];

	u8         rx_icrc_encapsulated_high[0x20];

	u8         rx_icrc_encapsulated_low[0x20];

	u8         reserved_at_200[0x5c0];
};

/* PPCNT group per priority */
struct mlx5_ifc_mlx5ctl_eth_per_prio_grp_data_layout_bits {
	u8         rx_octets_high[0x20];

	u8         rx_octets_low[0x20];

	u8         reserved_at_40[0xc0];

	u8         rx_frames_high[0x20];

	u8         rx_frames_low[0x20];

	u8         tx_octets_high[0x20];

	u8         tx_octets_low[0x20];

	u8         reserved_at_180[0xc0];

	u8         tx_frames_high[0x20];

	u8         tx_frames_low[0x20];

	u8         rx_pause_high[0x20];

	u8         rx_pause_low[0x20];

	u8         rx_pause_duration_high[0x20];

	u8         rx_pause_duration_low[0x20];

	u8         tx_pause_high[0x20];

	u8         tx_pause_low[0x20];

	u8         tx_pause_duration_high[0x20];

	u8         tx_pause_duration_low[0x20];

	u8         rx_pause_transition_high[0x20];

	u8         rx_pause_transition_low[0x20];

	u8         rx_discards_high[0x20];

	u8         rx_discards_low[0x20];

	u8         device_stall_minor_watermark_cnt_high[0x20];

	u8         device_stall_minor_watermark_cnt_low[0x20];

	u8         device_stall_critical_watermark_cnt_high[0x20];

	u8         device_stall_critical_watermark_cnt_low[0x20];

	u8         reserved_at_480[0x340];
};

/* PPCNT group per traffic class, congestion */
struct mlx5_ifc_mlx5ctl_eth_per_tc_congest_prio_grp_data_layout_bits {
	u8         wred_discard_high[0x20];

	u8         wred_discard_low[0x20];

	u8         ecn_marked_tc_high[0x20];

	u8         ecn_marked_tc_low[0x20];

	u8         reserved_at_80[0x740];
};

/* PPCNT group per traffic class */
struct mlx5_ifc_mlx5ctl_eth_per_tc_prio_grp_data_layout_bits {
	u8         transmit_queue_high[0x20];

	u8         transmit_queue_low[0x20];

	u8         no_buffer_discard_uc_high[0x20];

	u8         no_buffer_discard_uc_low[0x20];

	u8         reserved_at_80[0x740];
};

/* An ASO execution */
struct mlx5_ifc_mlx5ctl_execute_aso_bits {
	u8         valid[0x1];
	u8         reserved_at_1[0x7];
	u8         aso_object_id[0x18];

	u8         exe_aso_ctrl[0x20];
};

/* A VLAN push */
struct mlx5_ifc_mlx5ctl_vlan_bits {
	u8         ethtype[0x10];
	u8         prio[0x3];
	u8         cfi[0x1];
	u8         vid[0xc];
};

/* An IPv4 address */
struct mlx5_ifc_mlx5ctl_ipv4_layout_bits {
	u8         reserved_at_0[0x60];

	u8         ipv4[0x20];
};

/* An IPv6 address */
struct mlx5_ifc_mlx5ctl_ipv6_layout_bits {
	u8         ipv6[0x10][0x8];
};

/* An IPv6 address as four words */
struct mlx5_ifc_mlx5ctl_ipv6_simple_layout_bits {
	u8         ipv6_127_96[0x20];

	u8         ipv6_95_64[0x20];

	u8         ipv6_63_32[0x20];

	u8         ipv6_31_0[0x20];
};

/* fte_match_set_lyr_2_4.src_ipv4_src_ipv6: ipv4_layout, ipv6_layout, ipv6_simple_layout */
union mlx5_ifc_mlx5ctl_fte_match_set_lyr_2_4_src_ipv4_src_ipv6_bits {
	struct mlx5_ifc_mlx5ctl_ipv4_layout_bits ipv4_layout;
	struct mlx5_ifc_mlx5ctl_ipv6_layout_bits ipv6_layout;
	struct mlx5_ifc_mlx5ctl_ipv6_simple_layout_bits ipv6_simple_layout;
	u8 reserved_at_0[0x80];
};

/* fte_match_set_lyr_2_4.dst_ipv4_dst_ipv6: ipv4_layout, ipv6_layout, ipv6_simple_layout */
union mlx5_ifc_mlx5ctl_fte_match_set_lyr_2_4_dst_ipv4_dst_ipv6_bits {
	struct mlx5_ifc_mlx5ctl_ipv4_layout_bits ipv4_layout;
	struct mlx5_ifc_mlx5ctl_ipv6_layout_bits ipv6_layout;
	struct mlx5_ifc_mlx5ctl_ipv6_simple_layout_bits ipv6_simple_layout;
	u8 reserved_at_0[0x80];
};

/* Match set: L2 to L4 headers */
struct mlx5_ifc_mlx5ctl_fte_match_set_lyr_2_4_bits {
	u8         smac_47_16[0x20];

	u8         smac_15_0[0x10];
	u8         ethertype[0x10];

	u8         dmac_47_16[0x20];

	u8         dmac_15_0[0x10];
	u8         first_prio[0x3];
	u8         first_cfi[0x1];
	u8         first_vid[0xc];

	u8         ip_protocol[0x8];
	u8         ip_dscp[0x6];
	u8         ip_ecn[0x2];
	u8         cvlan_tag[0x1];
	u8         svlan_tag[0x1];
	u8         frag[0x1];
	u8         ip_version[0x4];
	u8         tcp_flags[0x9];

	u8         tcp_sport[0x10];
	u8         tcp_dport[0x10];

	u8         l4_type[0x2];
	u8         reserved_at_c2[0xe];
	u8         ipv4_ihl[0x4];
	u8         reserved_at_d4[0x4];
	u8         ttl_hoplimit[0x8];

	u8         udp_sport[0x10];
	u8         udp_dport[0x10];

	union mlx5_ifc_mlx5ctl_fte_match_set_lyr_2_4_src_ipv4_src_ipv6_bits src_ipv4_src_ipv6;

	union mlx5_ifc_mlx5ctl_fte_match_set_lyr_2_4_dst_ipv4_dst_ipv6_bits dst_ipv4_dst_ipv6;
};

/* NVGRE key */
struct mlx5_ifc_mlx5ctl_nvgre_key_bits {
	u8         hi[0x18];
	u8         lo[0x8];
};

/* fte_match_set_misc.gre_key: nvgre_key */
union mlx5_ifc_mlx5ctl_fte_match_set_misc_gre_key_bits {
	struct mlx5_ifc_mlx5ctl_nvgre_key_bits nvgre_key;
	u8 reserved_at_0[0x20];
};

/* Match set: misc */
struct mlx5_ifc_mlx5ctl_fte_match_set_misc_bits {
	u8         gre_c_present[0x1];
	u8         reserved_at_1[0x1];
	u8         gre_k_present[0x1];
	u8         gre_s_present[0x1];
	u8         source_vhca_port[0x4];
	u8         source_sqn[0x18];

	u8         source_eswitch_owner_vhca_id[0x10];
	u8         source_port[0x10];

	u8         outer_second_prio[0x3];
	u8         outer_second_cfi[0x1];
	u8         outer_second_vid[0xc];
	u8         inner_second_prio[0x3];
	u8         inner_second_cfi[0x1];
	u8         inner_second_vid[0xc];

	u8         outer_second_cvlan_tag[0x1];
	u8         inner_second_cvlan_tag[0x1];
	u8         outer_second_svlan_tag[0x1];
	u8         inner_second_svlan_tag[0x1];
	u8         reserved_at_64[0xc];
	u8         gre_protocol[0x10];

	union mlx5_ifc_mlx5ctl_fte_match_set_misc_gre_key_bits gre_key;

	u8         vxlan_vni[0x18];
	u8         bth_opcode[0x8];

	u8         geneve_vni[0x18];
	u8         reserved_at_d8[0x6];
	u8         geneve_tlv_option_0_exist[0x1];
	u8         geneve_oam[0x1];

	u8         reserved_at_e0[0xc];
	u8         outer_ipv6_flow_label[0x14];

	u8         reserved_at_100[0xc];
	u8         inner_ipv6_flow_label[0x14];

	u8         reserved_at_120[0xa];
	u8         geneve_opt_len[0x6];
	u8         geneve_protocol_type[0x10];

	u8         reserved_at_140[0x8];
	u8         bth_dst_qp[0x18];

	u8         inner_esp_spi[0x20];

	u8         outer_esp_spi[0x20];

	u8         reserved_at_1a0[0x60];
};

/* An MPLS label */
struct mlx5_ifc_mlx5ctl_fte_match_mpls_bits {
	u8         mpls_label[0x14];
	u8         mpls_exp[0x3];
	u8         mpls_s_bos[0x1];
	u8         mpls_ttl[0x8];
};

/* Match set: misc 2 */
struct mlx5_ifc_mlx5ctl_fte_match_set_misc2_bits {
	struct mlx5_ifc_mlx5ctl_fte_match_mpls_bits outer_first_mpls;

	struct mlx5_ifc_mlx5ctl_fte_match_mpls_bits inner_first_mpls;

	struct mlx5_ifc_mlx5ctl_fte_match_mpls_bits outer_first_mpls_over_gre;

	struct mlx5_ifc_mlx5ctl_fte_match_mpls_bits outer_first_mpls_over_udp;

	u8         metadata_reg_c_7[0x20];

	u8         metadata_reg_c_6[0x20];

	u8         metadata_reg_c_5[0x20];

	u8         metadata_reg_c_4[0x20];

	u8         metadata_reg_c_3[0x20];

	u8         metadata_reg_c_2[0x20];

	u8         metadata_reg_c_1[0x20];

	u8         metadata_reg_c_0[0x20];

	u8         metadata_reg_a[0x20];

	u8         reserved_at_1a0[0x8];
	u8         macsec_syndrome[0x8];
	u8         ipsec_syndrome[0x8];
	u8         reserved_at_1b8[0x48];
};

/* Match set: misc 3 */
struct mlx5_ifc_mlx5ctl_fte_match_set_misc3_bits {
	u8         inner_tcp_seq_num[0x20];

	u8         outer_tcp_seq_num[0x20];

	u8         inner_tcp_ack_num[0x20];

	u8         outer_tcp_ack_num[0x20];

	u8         reserved_at_80[0x8];
	u8         outer_vxlan_gpe_vni[0x18];

	u8         outer_vxlan_gpe_next_protocol[0x8];
	u8         outer_vxlan_gpe_flags[0x8];
	u8         reserved_at_b0[0x10];

	u8         icmp_header_data[0x20];

	u8         icmpv6_header_data[0x20];

	u8         icmp_type[0x8];
	u8         icmp_code[0x8];
	u8         icmpv6_type[0x8];
	u8         icmpv6_code[0x8];

	u8         geneve_tlv_option_0_data[0x20];

	u8         gtpu_teid[0x20];

	u8         gtpu_msg_type[0x8];
	u8         gtpu_msg_flags[0x8];
	u8         reserved_at_170[0x10];

	u8         gtpu_dw_2[0x20];

	u8         gtpu_first_ext_dw_0[0x20];

	u8         gtpu_dw_0[0x20];

	u8         reserved_at_1e0[0x20];
};

/* Match set: misc 4 (programmable fields) */
struct mlx5_ifc_mlx5ctl_fte_match_set_misc4_bits {
	u8         prog_sample_field_value_0[0x20];

	u8         prog_sample_field_id_0[0x20];

	u8         prog_sample_field_value_1[0x20];

	u8         prog_sample_field_id_1[0x20];

	u8         prog_sample_field_value_2[0x20];

	u8         prog_sample_field_id_2[0x20];

	u8         prog_sample_field_value_3[0x20];

	u8         prog_sample_field_id_3[0x20];

	u8         reserved_at_100[0x100];
};

/* Match set: misc 5 (tunnel headers) */
struct mlx5_ifc_mlx5ctl_fte_match_set_misc5_bits {
	u8         macsec_tag_0[0x20];

	u8         macsec_tag_1[0x20];

	u8         macsec_tag_2[0x20];

	u8         macsec_tag_3[0x20];

	u8         tunnel_header_0[0x20];

	u8         tunnel_header_1[0x20];

	u8         tunnel_header_2[0x20];

	u8         tunnel_header_3[0x20];

	u8         reserved_at_100[0x100];
};

/* Flow match parameters (all match sets) */
struct mlx5_ifc_mlx5ctl_fte_match_param_bits {
	struct mlx5_ifc_mlx5ctl_fte_match_set_lyr_2_4_bits outer_headers;

	struct mlx5_ifc_mlx5ctl_fte_match_set_misc_bits misc_parameters;

	struct mlx5_ifc_mlx5ctl_fte_match_set_lyr_2_4_bits inner_headers;

	struct mlx5_ifc_mlx5ctl_fte_match_set_misc2_bits misc_parameters_2;

	struct mlx5_ifc_mlx5ctl_fte_match_set_misc3_bits misc_parameters_3;

	struct mlx5_ifc_mlx5ctl_fte_match_set_misc4_bits misc_parameters_4;

	struct mlx5_ifc_mlx5ctl_fte_match_set_misc5_bits misc_parameters_5;

	u8         reserved_at_e00[0x200];
};

/* Flow table entry context */
struct mlx5_ifc_mlx5ctl_flow_context_bits {
	struct mlx5_ifc_mlx5ctl_vlan_bits push_vlan;

	u8         group_id[0x20];

	u8         reserved_at_40[0x8];
	u8         flow_tag[0x18];

	u8         reserved_at_60[0x10];
	u8         action[0x10];

	u8         extended_destination[0x1];
	u8         uplink_hairpin_en[0x1];
	u8         flow_source[0x2];
	u8         encrypt_decrypt_type[0x4];
	u8         destination_list_size[0x18];

	u8         reserved_at_a0[0x8];
	u8         flow_counter_list_size[0x18];

	u8         packet_reformat_id[0x20];

	u8         modify_header_id[0x20];

	struct mlx5_ifc_mlx5ctl_vlan_bits push_vlan_2;

	u8         encrypt_decrypt_obj_id[0x20];

	u8         reserved_at_140[0xc0];

	struct mlx5_ifc_mlx5ctl_fte_match_param_bits match_value;

	struct mlx5_ifc_mlx5ctl_execute_aso_bits execute_aso[4];

	u8         reserved_at_1300[0x500];

	struct mlx5_ifc_mlx5ctl_dest_format_flow_counter_list_auto_bits destination[];
};

/* Flow table context */
struct mlx5_ifc_mlx5ctl_flow_table_context_bits {
	u8         reformat_en[0x1];
	u8         decap_en[0x1];
	u8         sw_owner[0x1];
	u8         termination_table[0x1];
	u8         table_miss_action[0x4];
	u8         level[0x8];
	u8         rtc_valid[0x1];
	u8         reserved_at_11[0x7];
	u8         log_size[0x8];

	u8         reserved_at_20[0x8];
	u8         table_miss_id[0x18];

	u8         reserved_at_40[0x8];
	u8         lag_master_next_table_id[0x18];

	u8         reserved_at_60[0x60];

	u8         sws[0x10][0x8];
};

/* Match fields a flow table supports */
struct mlx5_ifc_mlx5ctl_flow_table_fields_supported_bits {
	u8         outer_dmac[0x1];
	u8         outer_smac[0x1];
	u8         outer_ether_type[0x1];
	u8         outer_ip_version[0x1];
	u8         outer_first_prio[0x1];
	u8         outer_first_cfi[0x1];
	u8         outer_first_vid[0x1];
	u8         outer_ipv4_ttl[0x1];
	u8         outer_second_prio[0x1];
	u8         outer_second_cfi[0x1];
	u8         outer_second_vid[0x1];
	u8         reserved_at_b[0x1];
	u8         outer_sip[0x1];
	u8         outer_dip[0x1];
	u8         outer_frag[0x1];
	u8         outer_ip_protocol[0x1];
	u8         outer_ip_ecn[0x1];
	u8         outer_ip_dscp[0x1];
	u8         outer_udp_sport[0x1];
	u8         outer_udp_dport[0x1];
	u8         outer_tcp_sport[0x1];
	u8         outer_tcp_dport[0x1];
	u8         outer_tcp_flags[0x1];
	u8         outer_gre_protocol[0x1];
	u8         outer_gre_key[0x1];
	u8         outer_vxlan_vni[0x1];
	u8         outer_geneve_vni[0x1];
	u8         outer_geneve_oam[0x1];
	u8         outer_geneve_protocol_type[0x1];
	u8         outer_geneve_opt_len[0x1];
	u8         source_vhca_port[0x1];
	u8         source_eswitch_port[0x1];

	u8         inner_dmac[0x1];
	u8         inner_smac[0x1];
	u8         inner_ether_type[0x1];
	u8         inner_ip_version[0x1];
	u8         inner_first_prio[0x1];
	u8         inner_first_cfi[0x1];
	u8         inner_first_vid[0x1];
	u8         reserved_at_27[0x1];
	u8         inner_second_prio[0x1];
	u8         inner_second_cfi[0x1];
	u8         inner_second_vid[0x1];
	u8         reserved_at_2b[0x1];
	u8         inner_sip[0x1];
	u8         inner_dip[0x1];
	u8         inner_frag[0x1];
	u8         inner_ip_protocol[0x1];
	u8         inner_ip_ecn[0x1];
	u8         inner_ip_dscp[0x1];
	u8         inner_udp_sport[0x1];
	u8         inner_udp_dport[0x1];
	u8         inner_tcp_sport[0x1];
	u8         inner_tcp_dport[0x1];
	u8         inner_tcp_flags[0x1];
	u8         reserved_at_37[0x9];

	u8         geneve_tlv_option_0_data[0x1];
	u8         geneve_tlv_option_0_exist[0x1];
	u8         reserved_at_42[0x3];
	u8         outer_first_mpls_over_udp[0x4];
	u8         outer_first_mpls_over_gre[0x4];
	u8         inner_first_mpls[0x4];
	u8         outer_first_mpls[0x4];
	u8         reserved_at_55[0x2];
	u8         outer_esp_spi[0x1];
	u8         reserved_at_58[0x2];
	u8         bth_dst_qp[0x1];
	u8         reserved_at_5b[0x1d];

	u8         metadata_reg_c_7[0x1];
	u8         metadata_reg_c_6[0x1];
	u8         metadata_reg_c_5[0x1];
	u8         metadata_reg_c_4[0x1];
	u8         metadata_reg_c_3[0x1];
	u8         metadata_reg_c_2[0x1];
	u8         metadata_reg_c_1[0x1];
	u8         metadata_reg_c_0[0x1];
};

/* Flow table properties of one table type */
struct mlx5_ifc_mlx5ctl_flow_table_prop_layout_bits {
	u8         ft_support[0x1];
	u8         reserved_at_1[0x1];
	u8         flow_counter[0x1];
	u8         flow_modify_en[0x1];
	u8         modify_root[0x1];
	u8         identified_miss_table_mode[0x1];
	u8         flow_table_modify[0x1];
	u8         reformat[0x1];
	u8         decap[0x1];
	u8         reset_root_to_default[0x1];
	u8         pop_vlan[0x1];
	u8         push_vlan[0x1];
	u8         reserved_at_c[0x1];
	u8         pop_vlan_2[0x1];
	u8         push_vlan_2[0x1];
	u8         reformat_and_vlan_action[0x1];
	u8         reserved_at_10[0x1];
	u8         sw_owner[0x1];
	u8         reformat_l3_tunnel_to_l2[0x1];
	u8         reformat_l2_to_l3_tunnel[0x1];
	u8         reformat_and_modify_action[0x1];
	u8         ignore_flow_level[0x1];
	u8         reserved_at_16[0x1];
	u8         table_miss_action_domain[0x1];
	u8         termination_table[0x1];
	u8         reformat_and_fwd_to_table[0x1];
	u8         reserved_at_1a[0x2];
	u8         ipsec_encrypt[0x1];
	u8         ipsec_decrypt[0x1];
	u8         sw_owner_v2[0x1];
	u8         reserved_at_1f[0x1];

	u8         termination_table_raw_traffic[0x1];
	u8         reserved_at_21[0x1];
	u8         log_max_ft_size[0x6];
	u8         log_max_modify_header_context[0x8];
	u8         max_modify_header_actions[0x8];
	u8         max_ft_level[0x8];

	u8         reformat_add_esp_trasport[0x1];
	u8         reformat_l2_to_l3_esp_tunnel[0x1];
	u8         reformat_add_esp_transport_over_udp[0x1];
	u8         reformat_del_esp_trasport[0x1];
	u8         reformat_l3_esp_tunnel_to_l2[0x1];
	u8         reformat_del_esp_transport_over_udp[0x1];
	u8         execute_aso[0x1];
	u8         reserved_at_47[0x1b];

	u8         reformat_insert[0x1];
	u8         reformat_remove[0x1];
	u8         macsec_encrypt[0x1];
	u8         macsec_decrypt[0x1];
	u8         reserved_at_66[0x2];
	u8         reformat_add_macsec[0x1];
	u8         reformat_remove_macsec[0x1];
	u8         reparse[0x1];
	u8         reserved_at_6b[0x1];
	u8         cross_vhca_object[0x1];
	u8         reformat_l2_to_l3_audp_tunnel[0x1];
	u8         reformat_l3_audp_tunnel_to_l2[0x1];
	u8         ignore_flow_level_rtc_valid[0x1];
	u8         reserved_at_70[0x8];
	u8         log_max_ft_num[0x8];

	u8         reserved_at_80[0x10];
	u8         log_max_flow_counter[0x8];
	u8         log_max_destination[0x8];

	u8         reserved_at_a0[0x18];
	u8         log_max_flow[0x8];

	u8         reserved_at_c0[0x40];

	struct mlx5_ifc_mlx5ctl_flow_table_fields_supported_bits ft_field_support;

	struct mlx5_ifc_mlx5ctl_flow_table_fields_supported_bits ft_field_bitmask_support;
};

/* Match fields a flow table supports (2) */
struct mlx5_ifc_mlx5ctl_flow_table_fields_supported_2_bits {
	u8         reserved_at_0[0x2];
	u8         inner_l4_type[0x1];
	u8         outer_l4_type[0x1];
	u8         reserved_at_4[0xa];
	u8         bth_opcode[0x1];
	u8         reserved_at_f[0x1];
	u8         tunnel_header_0_1[0x1];
	u8         reserved_at_11[0x6f];
};

/* E-switch flow table capabilities (capability type 0x8) */
struct mlx5_ifc_mlx5ctl_flow_table_eswitch_cap_bits {
	u8         fdb_to_vport_reg_c_id[0x8];
	u8         reserved_at_8[0x5];
	u8         fdb_uplink_hairpin[0x1];
	u8         fdb_multi_path_any_table_limit_regc[0x1];
	u8         reserved_at_f[0x1];
	u8         fdb_dynamic_tunnel[0x1];
	u8         reserved_at_11[0x1];
	u8         fdb_multi_path_any_table[0x1];
	u8         reserved_at_13[0x2];
	u8         fdb_modify_header_fwd_to_table[0x1];
	u8         fdb_ipv4_ttl_modify[0x1];
	u8         flow_source[0x1];
	u8         reserved_at_18[0x2];
	u8         multi_fdb_encap[0x1];
	u8         egress_acl_forward_to_vport[0x1];
	u8         fdb_multi_path_to_table[0x1];
	u8         reserved_at_1d[0x1e3];

	struct mlx5_ifc_mlx5ctl_flow_table_prop_layout_bits flow_table_properties_nic_esw_fdb;

	struct mlx5_ifc_mlx5ctl_flow_table_prop_layout_bits flow_table_properties_esw_acl_ingress;

	struct mlx5_ifc_mlx5ctl_flow_table_prop_layout_bits flow_table_properties_esw_acl_egress;

	u8         reserved_at_800[0xc00];

	struct mlx5_ifc_mlx5ctl_flow_table_fields_supported_2_bits ft_field_support_2_esw_fdb;

	struct mlx5_ifc_mlx5ctl_flow_table_fields_supported_2_bits
		ft_field_bitmask_support_2_esw_fdb;

	u8         reserved_at_1500[0x300];

	u8         sw_steering_fdb_action_drop_icm_address_rx[0x40];

	u8         sw_steering_fdb_action_drop_icm_address_tx[0x40];

	u8         sw_steering_uplink_icm_address_rx[0x40];

	u8         sw_steering_uplink_icm_address_tx[0x40];

	u8         reserved_at_1900[0x6700];
};

/* NIC flow table capabilities (capability type 0x7) */
struct mlx5_ifc_mlx5ctl_flow_table_nic_cap_bits {
	u8         nic_rx_multi_path_tirs[0x1];
	u8         nic_rx_multi_path_tirs_fts[0x1];
	u8         allow_sniffer_and_nic_rx_shared_tir[0x1];
	u8         reserved_at_3[0x4];
	u8         sw_owner_reformat_supported[0x1];
	u8         reserved_at_8[0x18];

	u8         encap_general_header[0x1];
	u8         reserved_at_21[0xa];
	u8         log_max_packet_reformat_context[0x5];
	u8         reserved_at_30[0x6];
	u8         max_encap_header_size[0xa];

	u8         reserved_at_40[0x1c0];

	struct mlx5_ifc_mlx5ctl_flow_table_prop_layout_bits flow_table_properties_nic_receive;

	struct mlx5_ifc_mlx5ctl_flow_table_prop_layout_bits flow_table_properties_nic_receive_rdma;

	struct mlx5_ifc_mlx5ctl_flow_table_prop_layout_bits
		flow_table_properties_nic_receive_sniffer;

	struct mlx5_ifc_mlx5ctl_flow_table_prop_layout_bits flow_table_properties_nic_transmit;

	struct mlx5_ifc_mlx5ctl_flow_table_prop_layout_bits flow_table_properties_nic_transmit_rdma;

	struct mlx5_ifc_mlx5ctl_flow_table_prop_layout_bits
		flow_table_properties_nic_transmit_sniffer;

	u8         reserved_at_e00[0x600];

	struct mlx5_ifc_mlx5ctl_flow_table_fields_supported_2_bits ft_field_support_2_nic_receive;

	u8         reserved_at_1480[0x80];

	struct mlx5_ifc_mlx5ctl_flow_table_fields_supported_2_bits
		ft_field_support_2_nic_receive_rdma;

	u8         reserved_at_1580[0x280];

	struct mlx5_ifc_mlx5ctl_flow_table_fields_supported_2_bits
		ft_field_support_2_nic_transmit_rdma;

	u8         reserved_at_1880[0x780];

	u8         sw_steering_nic_rx_action_drop_icm_address[0x40];

	u8         sw_steering_nic_tx_action_drop_icm_address[0x40];

	u8         sw_steering_nic_tx_action_allow_icm_address[0x40];

	u8         reserved_at_20c0[0x5f40];
};

/* FPGA QP context */
struct mlx5_ifc_mlx5ctl_fpga_qpc_bits {
	u8         state[0x4];
	u8         reserved_at_4[0x1b];
	u8         qp_type[0x1];

	u8         reserved_at_20[0x4];
	u8         st[0x4];
	u8         reserved_at_28[0x10];
	u8         traffic_class[0x8];

	u8         ether_type[0x10];
	u8         prio[0x3];
	u8         dei[0x1];
	u8         vid[0xc];

	u8         reserved_at_60[0x28];

	u8         next_rcv_psn[0x18];

	u8         reserved_at_a0[0x8];
	u8         next_send_psn[0x18];

	u8         reserved_at_c0[0x10];
	u8         pkey[0x10];

	u8         reserved_at_e0[0x8];
	u8         remote_qpn[0x18];

	u8         reserved_at_100[0x15];
	u8         rnr_retry[0x3];
	u8         reserved_at_118[0x5];
	u8         retry_count[0x3];

	u8         reserved_at_120[0x30];

	u8         remote_mac_47_32[0x10];

	u8         remote_mac_31_0[0x20];

	u8         remote_ip[0x10][0x8];

	u8         reserved_at_200[0x50];

	u8         fpga_mac_47_32[0x10];

	u8         fpga_mac_31_0[0x20];

	u8         fpga_ip[0x10][0x8];
};

/* FPGA_QUERY_QP_COUNTERS inbox */
struct mlx5_ifc_mlx5ctl_fpga_query_qp_counters_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         clear[0x1];
	u8         reserved_at_41[0x7];
	u8         fpga_qpn[0x18];

	u8         reserved_at_60[0x20];
};

/* FPGA_QUERY_QP_COUNTERS outbox */
struct mlx5_ifc_mlx5ctl_fpga_query_qp_counters_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	u8         rx_ack_packets[0x40];

	u8         rx_send_packets[0x40];

	u8         tx_ack_packets[0x40];

	u8         tx_send_packets[0x40];

	u8         rx_total_drop[0x40];

	u8         reserved_at_1c0[0x1c0];
};

/* FPGA_QUERY_QP inbox */
struct mlx5_ifc_mlx5ctl_fpga_query_qp_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x8];
	u8         fpga_qpn[0x18];

	u8         reserved_at_60[0x20];
};

/* FPGA_QUERY_QP outbox */
struct mlx5_ifc_mlx5ctl_fpga_query_qp_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	struct mlx5_ifc_mlx5ctl_fpga_qpc_bits fpga_qpc;
};

/* A range of GUIDs or MACs: the first one, how many, the step */
struct mlx5_ifc_mlx5ctl_fs4_uid_entry_bits {
	u8         reserved_at_0[0x10];
	u8         step[0x8];
	u8         num_allocated[0x8];

	u8         reserved_at_20[0x20];

	u8         uid[0x40];
};

/* GUIDs and MACs */
struct mlx5_ifc_mlx5ctl_fs4_guids_bits {
	struct mlx5_ifc_mlx5ctl_fs4_uid_entry_bits guids;

	struct mlx5_ifc_mlx5ctl_fs4_uid_entry_bits macs;
};

/* DEV_INFO section (the device data in use) */
struct mlx5_ifc_mlx5ctl_fs4_dev_info_bits {
	u8         signature0[0x20];

	u8         signature1[0x20];

	u8         signature2[0x20];

	u8         signature3[0x20];

	u8         reserved_at_80[0xf];
	u8         major_version[0x9];
	u8         minor_version[0x8];

	u8         reserved_at_a0[0x60];

	struct mlx5_ifc_mlx5ctl_fs4_guids_bits guids;

	u8         reserved_at_200[0x170];

	u8         vsd_vendor_id[0x10];

	u8         vsd[0xd0][0x8];

	u8         reserved_at_a00[0x600];
};

/* A hardware pointer (image start + 0x18, 16 of them): the pointer and its HW CRC */
struct mlx5_ifc_mlx5ctl_fs4_hw_pointer_bits {
	u8         ptr[0x20];

	u8         reserved_at_20[0x10];
	u8         crc[0x10];
};

/* A firmware version and its build time (the date in BCD, as MGIR); also ICMD GET_FW_INFO's */
struct mlx5_ifc_mlx5ctl_fw_version_time_bits {
	u8         major[0x10];
	u8         reserved_at_10[0x10];

	u8         minor[0x10];
	u8         subminor[0x10];

	u8         seconds[0x8];
	u8         minutes[0x8];
	u8         hour[0x8];
	u8         reserved_at_58[0x8];

	u8         year[0x10];
	u8         month[0x8];
	u8         day[0x8];
};

/* IMAGE_INFO section */
struct mlx5_ifc_mlx5ctl_fs4_image_info_bits {
	u8         major_version[0x8];
	u8         minor_version[0x8];
	u8         secure_fw[0x1];
	u8         signed_fw[0x1];
	u8         debug_fw[0x1];
	u8         reserved_at_13[0x4];
	u8         mcc_en[0x1];
	u8         reserved_at_18[0x8];

	struct mlx5_ifc_mlx5ctl_fw_version_time_bits fw_version;

	u8         reserved_at_a0[0x40];

	u8         pci_device_id[0x10];
	u8         pci_vendor_id[0x10];

	u8         pci_subsystem_id[0x10];
	u8         pci_sub_vendor_id[0x10];

	u8         psid[0x10][0x8];

	u8         reserved_at_1a0[0x10];
	u8         vsd_vendor_id[0x10];

	u8         vsd[0xd0][0x8];

	u8         run_from_any[0x1];
	u8         reserved_at_841[0x17];
	u8         log_step[0x8];

	u8         max_size[0x20];

	u8         reserved_at_880[0x40];

	u8         supported_hw_id0[0x20];

	u8         supported_hw_id1[0x20];

	u8         supported_hw_id2[0x20];

	u8         supported_hw_id3[0x20];

	u8         reserved_at_940[0x4c0];

	u8         prod_ver[0x10][0x8];

	u8         description[0x100][0x8];

	u8         reserved_at_1680[0x380];

	u8         name[0x40][0x8];

	u8         prs_name[0x80][0x8];
};

/* MFG_INFO section (the manufacturing data) */
struct mlx5_ifc_mlx5ctl_fs4_mfg_info_bits {
	u8         psid[0x10][0x8];

	u8         reserved_at_80[0x60];

	u8         major_version[0x8];
	u8         minor_version[0x8];
	u8         reserved_at_f0[0xf];
	u8         guids_override_en[0x1];

	struct mlx5_ifc_mlx5ctl_fs4_guids_bits guids;

	u8         reserved_at_200[0x800];
};

/* ITOC / DTOC entry: one section */
struct mlx5_ifc_mlx5ctl_fs4_toc_entry_bits {
	u8         type[0x8];
	u8         size[0x16];
	u8         reserved_at_1e[0x2];

	u8         zipped_image[0x1];
	u8         cache_line_crc[0x1];
	u8         param0[0x1e];

	u8         param1[0x20];

	u8         reserved_at_60[0x40];

	u8         relative_addr[0x1];
	u8         flash_addr[0x1d];
	u8         reserved_at_be[0xf];

	u8         crc[0x3];
	u8         section_crc[0x10];

	u8         reserved_at_e0[0x10];
	u8         itoc_entry_crc[0x10];
};

/* ITOC / DTOC header */
struct mlx5_ifc_mlx5ctl_fs4_toc_header_bits {
	u8         signature0[0x20];

	u8         signature1[0x20];

	u8         signature2[0x20];

	u8         signature3[0x20];

	u8         flash_layout_version[0x8];
	u8         reserved_at_88[0x10];
	u8         version[0x8];

	u8         reserved_at_a0[0x50];

	u8         itoc_entry_crc[0x10];
};

/* Tools area (pointed to by the tools pointer) */
struct mlx5_ifc_mlx5ctl_fs4_tools_area_bits {
	u8         reserved_at_0[0x10];
	u8         major[0x8];
	u8         minor[0x8];

	u8         log2_img_slot_size[0x10];
	u8         bin_ver_major[0x8];
	u8         bin_ver_minor[0x8];

	u8         reserved_at_40[0x1b0];

	u8         crc[0x10];
};

/* The inbox of every general object command */
struct mlx5_ifc_mlx5ctl_general_obj_in_cmd_hdr_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         vhca_tunnel_id[0x10];
	u8         obj_type[0x10];

	u8         obj_id[0x20];

	u8         op_param[0x20];
};

/* The outbox header of every general object command */
struct mlx5_ifc_mlx5ctl_general_obj_out_cmd_hdr_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         obj_id[0x20];

	u8         reserved_at_60[0x20];
};

/* HCA vport context */
struct mlx5_ifc_mlx5ctl_hca_vport_context_bits {
	u8         field_select[0x20];

	u8         reserved_at_20[0xe0];

	u8         sm_virt_aware[0x1];
	u8         has_smi[0x1];
	u8         has_raw[0x1];
	u8         grh_required[0x1];
	u8         reserved_at_104[0x4];
	u8         num_port_plane[0x8];
	u8         port_physical_state[0x4];
	u8         vport_state_policy[0x4];
	u8         port_state[0x4];
	u8         vport_state[0x4];

	u8         reserved_at_120[0x20];

	u8         system_image_guid[0x40];

	u8         port_guid[0x40];

	u8         node_guid[0x40];

	u8         cap_mask1[0x20];

	u8         cap_mask1_field_select[0x20];

	u8         cap_mask2[0x20];

	u8         cap_mask2_field_select[0x20];

	u8         reserved_at_280[0x80];

	u8         lid[0x10];
	u8         reserved_at_310[0x4];
	u8         init_type_reply[0x4];
	u8         lmc[0x3];
	u8         subnet_timeout[0x5];

	u8         sm_lid[0x10];
	u8         sm_sl[0x4];
	u8         reserved_at_334[0xc];

	u8         qkey_violation_counter[0x10];
	u8         pkey_violation_counter[0x10];

	u8         reserved_at_360[0xca0];
};

/* Firmware health buffer inside the initialization segment */
struct mlx5_ifc_mlx5ctl_health_buffer_bits {
	u8         assert_var[0x18][0x8];

	u8         reserved_at_c0[0x40];

	u8         assert_existptr[0x20];

	u8         assert_callra[0x20];

	u8         reserved_at_140[0x20];

	u8         time[0x20];

	u8         fw_version[0x20];

	u8         hw_id[0x20];

	u8         rfr[0x1];
	u8         reserved_at_1c1[0x3];
	u8         valid[0x1];
	u8         severity[0x3];
	u8         reserved_at_1c8[0x18];

	u8         irisc_index[0x8];
	u8         synd[0x8];
	u8         ext_synd[0x10];
};

/* HOST_ENDIANNESS register */
struct mlx5_ifc_mlx5ctl_host_endianness_reg_bits {
	u8         he[0x8];
	u8         reserved_at_8[0x78];
};

/* Host PF and VF parameters (eswitch functions) */
struct mlx5_ifc_mlx5ctl_host_params_context_bits {
	u8         host_number[0x8];
	u8         reserved_at_8[0x5];
	u8         host_pf_not_exist[0x1];
	u8         reserved_at_e[0x1];
	u8         host_pf_disabled[0x1];
	u8         host_num_of_vfs[0x10];

	u8         host_total_vfs[0x10];
	u8         host_pci_bus[0x10];

	u8         reserved_at_40[0x10];
	u8         host_pci_device[0x10];

	u8         reserved_at_60[0x10];
	u8         host_pci_function[0x10];

	u8         reserved_at_80[0x180];
};

/* PPCNT group InfiniBand extended port */
struct mlx5_ifc_mlx5ctl_ib_ext_port_cntrs_grp_data_layout_bits {
	u8         reserved_at_0[0x300];

	u8         port_xmit_data_high[0x20];

	u8         port_xmit_data_low[0x20];

	u8         port_rcv_data_high[0x20];

	u8         port_rcv_data_low[0x20];

	u8         port_xmit_pkts_high[0x20];

	u8         port_xmit_pkts_low[0x20];

	u8         port_rcv_pkts_high[0x20];

	u8         port_rcv_pkts_low[0x20];

	u8         reserved_at_400[0x80];

	u8         port_unicast_xmit_pkts_high[0x20];

	u8         port_unicast_xmit_pkts_low[0x20];

	u8         port_multicast_xmit_pkts_high[0x20];

	u8         port_multicast_xmit_pkts_low[0x20];

	u8         port_unicast_rcv_pkts_high[0x20];

	u8         port_unicast_rcv_pkts_low[0x20];

	u8         port_multicast_rcv_pkts_high[0x20];

	u8         port_multicast_rcv_pkts_low[0x20];

	u8         reserved_at_580[0x240];
};

/* PPCNT group InfiniBand port */
struct mlx5_ifc_mlx5ctl_ib_port_cntrs_grp_data_layout_bits {
	u8         symbol_error_counter[0x10];
	u8         link_error_recovery_counter[0x8];
	u8         link_downed_counter[0x8];

	u8         port_rcv_errors[0x10];
	u8         port_rcv_remote_physical_errors[0x10];

	u8         port_rcv_switch_relay_errors[0x10];
	u8         port_xmit_discards[0x10];

	u8         port_xmit_constraint_errors[0x8];
	u8         port_rcv_constraint_errors[0x8];
	u8         reserved_at_70[0x8];
	u8         link_overrun_errors[0x8];

	u8         reserved_at_80[0x10];
	u8         vl_15_dropped[0x10];

	u8         reserved_at_a0[0x80];

	u8         port_xmit_wait[0x20];
};

/* ICMD control word (ICMD space address 0x0, one dword) */
struct mlx5_ifc_mlx5ctl_icmd_ctrl_bits {
	u8         opcode[0x10];
	u8         status[0x8];
	u8         reserved_at_18[0x6];
	u8         exmb[0x1];
	u8         busy[0x1];
};

/* GET_FW_INFO output */
struct mlx5_ifc_mlx5ctl_icmd_get_fw_info_bits {
	struct mlx5_ifc_mlx5ctl_fw_version_time_bits fw_version;

	u8         reserved_at_80[0x10];
	u8         hash_signature[0x10];

	u8         psid[0x10][0x8];
};

/* Operation TLV: the register access, its direction and status */
struct mlx5_ifc_mlx5ctl_icmd_op_tlv_bits {
	u8         type[0x5];
	u8         len[0xb];
	u8         dr[0x1];
	u8         status[0x7];
	u8         reserved_at_18[0x8];

	u8         register_id[0x10];
	u8         r[0x1];
	u8         method[0x7];
	u8         class[0x8];

	u8         tid[0x40];
};

/* QUERY_CAP_GENERAL output (capability group 0) */
struct mlx5_ifc_mlx5ctl_icmd_query_cap_general_bits {
	u8         nv_access[0x1];
	u8         fw_info_psid[0x1];
	u8         allow_icmd_access_reg_on_all_registers[0x1];
	u8         mh_sync[0x1];
	u8         pcam_reg[0x1];
	u8         mcam_reg[0x1];
	u8         qcam_reg[0x1];
	u8         capi[0x1];
	u8         icmd_exmb[0x1];
	u8         virtual_link_down[0x1];
	u8         reserved_at_a[0x1];
	u8         capability_groups[0x1];
	u8         reserved_at_c[0x14];

	u8         num_of_diagnostic_counters[0x10];
	u8         reserved_at_30[0x10];
};

/* QUERY_CAP_GENERAL input */
struct mlx5_ifc_mlx5ctl_icmd_query_cap_in_bits {
	u8         reserved_at_0[0x10];
	u8         capability_group[0x10];
};

/* Register TLV header; the register's bytes follow */
struct mlx5_ifc_mlx5ctl_icmd_reg_tlv_bits {
	u8         type[0x5];
	u8         len[0xb];
	u8         reserved_at_10[0x10];
};

/* INIT_HCA inbox */
struct mlx5_ifc_mlx5ctl_init_hca_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x22];

	u8         sw_vhca_id[0xe];
	u8         reserved_at_70[0x10];

	u8         sw_owner_id[0x10][0x8];
};

/* INIT_HCA outbox */
struct mlx5_ifc_mlx5ctl_init_hca_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];
};

/* The initialization segment at the start of BAR0 (device.h: struct mlx5_init_seg) */
struct mlx5_ifc_mlx5ctl_initial_seg_bits {
	u8         fw_rev_minor[0x10];
	u8         fw_rev_major[0x10];

	u8         cmd_interface_rev[0x10];
	u8         fw_rev_subminor[0x10];

	u8         reserved_at_40[0x40];

	u8         cmdq_phy_addr_63_32[0x20];

	u8         cmdq_phy_addr_31_12[0x14];
	u8         reserved_at_b4[0x1];
	u8         nic_interface_msb[0x1];
	u8         nic_interface[0x2];
	u8         log_cmdq_size[0x4];
	u8         log_cmdq_stride[0x4];

	u8         command_doorbell_vector[0x20];

	u8         reserved_at_e0[0xf00];

	u8         initializing[0x1];
	u8         fw_reset_supported[0x1];
	u8         reserved_at_fe2[0x3];
	u8         nic_interface_supported[0x3];
	u8         embedded_cpu[0x1];
	u8         reserved_at_fe9[0x17];

	struct mlx5_ifc_mlx5ctl_health_buffer_bits health_buffer;

	u8         no_dram_nic_offset[0x20];

	u8         reserved_at_1220[0x6da0];

	u8         cmd_exec_to[0x20];

	u8         cmd_q_init_to[0x20];

	u8         internal_timer_h[0x20];

	u8         internal_timer_l[0x20];

	u8         reserved_at_8040[0x3f];

	u8         clear_int[0x1];

	u8         health_syndrome[0x8];
	u8         health_counter[0x18];

	u8         reserved_at_80a0[0x160];

	u8         real_time_h[0x20];

	u8         real_time_l[0x20];

	u8         reserved_at_8240[0x17e20];
};

/* LAG context */
struct mlx5_ifc_mlx5ctl_lagc_bits {
	u8         fdb_selection_mode[0x1];
	u8         reserved_at_1[0x14];
	u8         port_select_mode[0x3];
	u8         reserved_at_18[0x5];
	u8         lag_state[0x3];

	u8         reserved_at_20[0xc];
	u8         active_port[0x4];
	u8         reserved_at_30[0x4];
	u8         tx_remap_affinity_2[0x4];
	u8         reserved_at_38[0x4];
	u8         tx_remap_affinity_1[0x4];
};

/* A MAC address */
struct mlx5_ifc_mlx5ctl_mac_address_layout_bits {
	u8         reserved_at_0[0x10];
	u8         mac_addr_47_32[0x10];

	u8         mac_addr_31_0[0x20];
};

/* MANAGE_PAGES inbox, followed by input_num_entries page addresses */
struct mlx5_ifc_mlx5ctl_manage_pages_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         embedded_cpu_function[0x1];
	u8         reserved_at_41[0xf];
	u8         function_id[0x10];

	u8         input_num_entries[0x20];

	u8         pas[][0x40];
};

/* MANAGE_PAGES outbox, followed by output_num_entries page addresses */
struct mlx5_ifc_mlx5ctl_manage_pages_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         output_num_entries[0x20];

	u8         reserved_at_60[0x20];

	u8         pas[][0x40];
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

/* MCAM access registers 0x9000-0x907f: bit i (from the LSB) = register 0x9000 + i */
struct mlx5_ifc_mlx5ctl_mcam_access_reg_bits {
	u8         reserved_at_0[0x1c];
	u8         mcda[0x1];
	u8         mcc[0x1];
	u8         mcqi[0x1];
	u8         mcqs[0x1];

	u8         regs_95_to_90[0x6];
	u8         mpir[0x1];
	u8         regs_88_to_87[0x2];
	u8         mpegc[0x1];
	u8         mtutc[0x1];
	u8         regs_84_to_68[0x11];
	u8         tracer_registers[0x4];

	u8         regs_63_to_46[0x12];
	u8         mrtc[0x1];
	u8         regs_44_to_41[0x4];
	u8         mfrl[0x1];
	u8         regs_39_to_32[0x8];

	u8         regs_31_to_11[0x15];
	u8         mtmp[0x1];
	u8         regs_9_to_0[0xa];
};

/* mcam_reg.mng_access_reg_cap_mask: mcam_access_reg */
union mlx5_ifc_mlx5ctl_mcam_reg_mng_access_reg_cap_mask_bits {
	struct mlx5_ifc_mlx5ctl_mcam_access_reg_bits mcam_access_reg;
	u8 reserved_at_0[0x80];
};

/* MCAM register */
struct mlx5_ifc_mlx5ctl_mcam_reg_bits {
	u8         reserved_at_0[0x8];
	u8         feature_group[0x8];
	u8         reserved_at_10[0x8];
	u8         access_reg_group[0x8];

	u8         reserved_at_20[0x20];

	union mlx5_ifc_mlx5ctl_mcam_reg_mng_access_reg_cap_mask_bits mng_access_reg_cap_mask;

	u8         reserved_at_c0[0x80];

	u8         mng_feature_cap_mask[0x10][0x8];

	u8         reserved_at_1c0[0x80];
};

/* MCIA register */
struct mlx5_ifc_mlx5ctl_mcia_reg_bits {
	u8         l[0x1];
	u8         reserved_at_1[0x7];
	u8         module[0x8];
	u8         reserved_at_10[0x8];
	u8         status[0x8];

	u8         i2c_device_address[0x8];
	u8         page_number[0x8];
	u8         device_address[0x10];

	u8         reserved_at_40[0x10];
	u8         size[0x10];

	u8         reserved_at_60[0x20];

	u8         dwords[0x80][0x8];
};

/* MFBA register */
struct mlx5_ifc_mlx5ctl_mfba_reg_bits {
	u8         add_cap_32b[0x1];
	u8         reserved_at_1[0x19];
	u8         fs[0x2];
	u8         reserved_at_1c[0x1b];

	u8         size[0x9];

	u8         address[0x20];

	u8         data[0x100][0x8];
};

/* MFBE register */
struct mlx5_ifc_mlx5ctl_mfbe_reg_bits {
	u8         add_cap_32b[0x1];
	u8         bulk_32kb_erase[0x1];
	u8         bulk_64kb_erase[0x1];
	u8         reserved_at_3[0x17];
	u8         fs[0x2];
	u8         reserved_at_1c[0x24];

	u8         address[0x20];
};

/* MFPA register */
struct mlx5_ifc_mlx5ctl_mfpa_reg_bits {
	u8         add_cap_32b[0x1];
	u8         reserved_at_1[0x19];
	u8         fs[0x2];
	u8         reserved_at_1c[0x4];

	u8         boot_address[0x20];

	u8         reserved_at_40[0x40];

	u8         wip[0x1];
	u8         bulk_32kb_erase_en[0x1];
	u8         bulk_64kb_erase_en[0x1];
	u8         reserved_at_83[0xb];
	u8         sector_wrp_en[0x1];
	u8         sub_sector_wrp_en[0x1];
	u8         reserved_at_90[0xc];
	u8         flash_num[0x4];

	u8         reserved_at_a0[0x8];
	u8         jedec_id[0x18];

	u8         block_size[0x8];
	u8         block_alignment[0x8];
	u8         reserved_at_d0[0x6];
	u8         sector_size[0xa];

	u8         capability_mask[0x20];
};

/* MFRL register */
struct mlx5_ifc_mlx5ctl_mfrl_reg_bits {
	u8         reserved_at_0[0x22];

	u8         pci_sync_for_fw_update_start[0x1];
	u8         pci_sync_for_fw_update_resp[0x2];
	u8         rst_type_sel[0x3];
	u8         pci_reset_req_method[0x3];
	u8         reserved_at_2b[0x1];
	u8         reset_state[0x4];
	u8         reset_type[0x8];
	u8         reset_level[0x8];
};

/* MGIR device information */
struct mlx5_ifc_mlx5ctl_mgir_dev_info_bits {
	u8         dev_branch_tag[0x1c][0x8];
};

/* MGIR firmware information */
struct mlx5_ifc_mlx5ctl_mgir_fw_info_bits {
	u8         reserved_at_0[0x1];
	u8         dev_sc[0x1];
	u8         reserved_at_2[0x1];
	u8         string_tlv[0x1];
	u8         dev[0x1];
	u8         debug[0x1];
	u8         signed_fw[0x1];
	u8         secured[0x1];
	u8         major[0x8];
	u8         minor[0x8];
	u8         sub_minor[0x8];

	u8         build_id[0x20];

	u8         month[0x8];
	u8         day[0x8];
	u8         year[0x10];

	u8         reserved_at_60[0x10];
	u8         hour[0x10];

	u8         psid[0x10][0x8];

	u8         ini_file_version[0x20];

	u8         extended_major[0x20];

	u8         extended_minor[0x20];

	u8         extended_sub_minor[0x20];

	u8         disabled_tiles_bitmap[0x10];
	u8         isfu_major[0x10];

	u8         reserved_at_1a0[0x1c];
	u8         encryption[0x1];
	u8         sec_boot[0x1];
	u8         life_cycle[0x2];

	u8         reserved_at_1c0[0x40];
};

/* MGIR hardware information */
struct mlx5_ifc_mlx5ctl_mgir_hardware_info_bits {
	u8         device_hw_revision[0x10];
	u8         device_id[0x10];

	u8         reserved_at_20[0x1];
	u8         ib_mad_gen[0x3];
	u8         num_ports[0xc];
	u8         technology[0x5];
	u8         reserved_at_35[0x6];
	u8         pvs[0x5];

	u8         reserved_at_40[0x10];
	u8         hw_dev_id[0x10];

	u8         pci_switch_only_mode[0x1];
	u8         development[0x1];
	u8         reserved_at_62[0x1];
	u8         ga_valid[0x1];
	u8         reserved_at_64[0xa];
	u8         module_master_fw_default[0x2];
	u8         reserved_at_70[0x14];

	u8         chip_type[0x4];
	u8         reserved_at_88[0x2];
	u8         ga[0x6];
	u8         manufacturing_base_mac_47_32[0x10];

	u8         manufacturing_base_mac_31_0[0x20];

	u8         reserved_at_c0[0x20];

	u8         uptime[0x20];
};

/* MGIR driver (software) information */
struct mlx5_ifc_mlx5ctl_mgir_sw_info_bits {
	u8         reserved_at_0[0x8];
	u8         major[0x8];
	u8         minor[0x8];
	u8         sub_minor[0x8];

	u8         reserved_at_20[0xe0];
};

/* MGIR register */
struct mlx5_ifc_mlx5ctl_mgir_reg_bits {
	struct mlx5_ifc_mlx5ctl_mgir_hardware_info_bits hardware_info;

	struct mlx5_ifc_mlx5ctl_mgir_fw_info_bits fw_info;

	struct mlx5_ifc_mlx5ctl_mgir_sw_info_bits sw_info;

	struct mlx5_ifc_mlx5ctl_mgir_dev_info_bits dev_info;

	u8         reserved_at_4e0[0x20];
};

/* MNVDA register */
struct mlx5_ifc_mlx5ctl_mnvda_reg_bits {
	struct mlx5_ifc_mlx5ctl_config_item_bits configuration_item_header;

	u8         configuration_item_data[0x100][0x8];
};

/* MNVGC register */
struct mlx5_ifc_mlx5ctl_mnvgc_reg_bits {
	u8         reserved_at_0[0x1d];
	u8         priv_nv_other_host[0x1];
	u8         nvda_read_current_settings[0x1];
	u8         nvda_read_factory_settings[0x1];

	u8         reserved_at_20[0x60];
};

/* MNVIA register (no fields the model reads) */
struct mlx5_ifc_mlx5ctl_mnvia_reg_bits {
	u8         reserved_at_0[0x40];
};

/*
 * mnvqc_reg.type: configuration_item_type_class_global, configuration_item_type_class_per_host_pf
 */
union mlx5_ifc_mlx5ctl_mnvqc_reg_type_bits {
	struct mlx5_ifc_mlx5ctl_configuration_item_type_class_global_bits
		configuration_item_type_class_global;
	struct mlx5_ifc_mlx5ctl_configuration_item_type_class_per_host_pf_bits
		configuration_item_type_class_per_host_pf;
	u8 reserved_at_0[0x20];
};

/* MNVQC register */
struct mlx5_ifc_mlx5ctl_mnvqc_reg_bits {
	union mlx5_ifc_mlx5ctl_mnvqc_reg_type_bits type;

	u8         reserved_at_20[0x18];
	u8         version[0x4];
	u8         reserved_at_3c[0x2];
	u8         support_wr[0x1];
	u8         support_rd[0x1];
};

/* MQIS register */
struct mlx5_ifc_mlx5ctl_mqis_reg_bits {
	u8         reserved_at_0[0x18];
	u8         info_type[0x8];

	u8         reserved_at_20[0x10];
	u8         info_length[0x10];

	u8         read_offset[0x10];
	u8         read_length[0x10];

	u8         reserved_at_60[0x20];

	u8         info_string[0x8][0x8];
};

/* MTCAP register */
struct mlx5_ifc_mlx5ctl_mtcap_reg_bits {
	u8         reserved_at_0[0x19];
	u8         sensor_count[0x7];

	u8         reserved_at_20[0x20];

	u8         sensor_map[0x40];
};

/* MTMP register */
struct mlx5_ifc_mlx5ctl_mtmp_reg_bits {
	u8         reserved_at_0[0x14];
	u8         sensor_index[0xc];

	u8         reserved_at_20[0x10];
	u8         temperature[0x10];

	u8         mte[0x1];
	u8         mtr[0x1];
	u8         reserved_at_42[0xe];
	u8         max_temperature[0x10];

	u8         tee[0x2];
	u8         reserved_at_62[0xe];
	u8         temp_threshold_hi[0x10];

	u8         reserved_at_80[0x10];
	u8         temp_threshold_lo[0x10];

	u8         reserved_at_a0[0x20];

	u8         sensor_name_hi[0x20];

	u8         sensor_name_lo[0x20];
};

/* NIC vport context */
struct mlx5_ifc_mlx5ctl_nic_vport_context_bits {
	u8         reserved_at_0[0x5];
	u8         min_wqe_inline_mode[0x3];
	u8         reserved_at_8[0x15];
	u8         disable_mc_local_lb[0x1];
	u8         disable_uc_local_lb[0x1];
	u8         roce_en[0x1];

	u8         arm_change_event[0x1];
	u8         reserved_at_21[0x1a];
	u8         event_on_mtu[0x1];
	u8         event_on_promisc_change[0x1];
	u8         event_on_vlan_change[0x1];
	u8         event_on_mc_address_change[0x1];
	u8         event_on_uc_address_change[0x1];

	u8         vhca_id_type[0x1];
	u8         reserved_at_41[0xb];
	u8         affiliation_criteria[0x4];
	u8         affiliated_vhca_id[0x10];

	u8         reserved_at_60[0xa1];

	u8         sd_group[0x3];
	u8         reserved_at_104[0x2c];

	u8         mtu[0x10];

	u8         system_image_guid[0x40];

	u8         port_guid[0x40];

	u8         node_guid[0x40];

	u8         reserved_at_200[0x140];

	u8         qkey_violation_counter[0x10];
	u8         reserved_at_350[0x430];

	u8         promisc_uc[0x1];
	u8         promisc_mc[0x1];
	u8         promisc_all[0x1];
	u8         reserved_at_783[0x2];
	u8         allowed_list_type[0x3];
	u8         reserved_at_788[0xc];
	u8         allowed_list_size[0xc];

	struct mlx5_ifc_mlx5ctl_mac_address_layout_bits permanent_address;

	u8         reserved_at_7e0[0x20];
};

/* NODE_DESC register */
struct mlx5_ifc_mlx5ctl_node_desc_reg_bits {
	u8         node_description[0x40][0x8];
};

/* NOP inbox */
struct mlx5_ifc_mlx5ctl_nop_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];
};

/* NOP outbox */
struct mlx5_ifc_mlx5ctl_nop_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];
};

/* Configuration item GLOBAL_PCI_CAP (class 0, index 0x81) */
struct mlx5_ifc_mlx5ctl_nv_global_pci_cap_bits {
	u8         max_vfs_per_pf_valid[0x1];
	u8         reserved_at_1[0x13];
	u8         per_pf_total_vf_supported[0x1];
	u8         reserved_at_15[0xb];

	u8         sriov_support[0x1];
	u8         reserved_at_21[0xf];
	u8         max_vfs_per_pf[0x10];

	u8         reserved_at_40[0x60];
};

/* Configuration item GLOBAL_PCI_CONF (class 0, index 0x80) */
struct mlx5_ifc_mlx5ctl_nv_global_pci_conf_bits {
	u8         sriov_valid[0x1];
	u8         reserved_at_1[0x10];
	u8         per_pf_total_vf[0x1];
	u8         reserved_at_12[0xe];

	u8         sriov_en[0x1];
	u8         reserved_at_21[0xf];
	u8         total_vfs[0x10];

	u8         reserved_at_40[0x20];
};

/* Configuration item PF_PCI_CONF (class 3, index 0x80) */
struct mlx5_ifc_mlx5ctl_nv_pf_pci_conf_bits {
	u8         reserved_at_0[0x9];
	u8         pf_total_vf_en[0x1];
	u8         reserved_at_a[0x46];

	u8         total_vf[0x10];

	u8         reserved_at_60[0x20];
};

/* An NVMe-oF offload query inbox (layout not public) */
struct mlx5_ifc_mlx5ctl_nvmf_query_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x10];
	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];
};

/* An NVMe-oF offload query outbox (layout not public) */
struct mlx5_ifc_mlx5ctl_nvmf_query_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];
};

/* ODP capabilities of one transport service */
struct mlx5_ifc_mlx5ctl_odp_per_transport_service_cap_bits {
	u8         send[0x1];
	u8         receive[0x1];
	u8         write[0x1];
	u8         read[0x1];
	u8         atomic[0x1];
	u8         srq_receive[0x1];
	u8         reserved_at_6[0x1a];
};

/* ODP capabilities of one page-fault scheme */
struct mlx5_ifc_mlx5ctl_odp_scheme_cap_bits {
	u8         reserved_at_0[0x40];

	u8         sig[0x1];
	u8         reserved_at_41[0x4];
	u8         page_prefetch[0x1];
	u8         reserved_at_46[0x3a];

	struct mlx5_ifc_mlx5ctl_odp_per_transport_service_cap_bits rc_odp_caps;

	struct mlx5_ifc_mlx5ctl_odp_per_transport_service_cap_bits uc_odp_caps;

	struct mlx5_ifc_mlx5ctl_odp_per_transport_service_cap_bits ud_odp_caps;

	struct mlx5_ifc_mlx5ctl_odp_per_transport_service_cap_bits xrc_odp_caps;

	struct mlx5_ifc_mlx5ctl_odp_per_transport_service_cap_bits dc_odp_caps;

	u8         reserved_at_120[0xe0];
};

/* On-demand paging capabilities (capability type 0x2) */
struct mlx5_ifc_mlx5ctl_odp_cap_bits {
	struct mlx5_ifc_mlx5ctl_odp_scheme_cap_bits transport_page_fault_scheme_cap;

	struct mlx5_ifc_mlx5ctl_odp_scheme_cap_bits memory_page_fault_scheme_cap;

	u8         reserved_at_400[0x200];

	u8         mem_page_fault[0x1];
	u8         reserved_at_601[0x1ff];
};

/* Capabilities of another function */
struct mlx5_ifc_mlx5ctl_other_hca_cap_bits {
	u8         roce[0x1];
	u8         reserved_at_1[0x27f];
};

/* A packet reformat context */
struct mlx5_ifc_mlx5ctl_packet_reformat_context_in_bits {
	u8         reformat_type[0x8];
	u8         reserved_at_8[0x4];
	u8         reformat_param_0[0x4];
	u8         reserved_at_10[0x6];
	u8         reformat_data_size[0xa];

	u8         reformat_param_1[0x8];
	u8         reserved_at_28[0x8];
	u8         reformat_data[0x10];
};

/* PAOS register */
struct mlx5_ifc_mlx5ctl_paos_reg_bits {
	u8         swid[0x8];
	u8         local_port[0x8];
	u8         reserved_at_10[0x4];
	u8         admin_status[0x4];
	u8         reserved_at_18[0x4];
	u8         oper_status[0x4];

	u8         ase[0x1];
	u8         ee[0x1];
	u8         reserved_at_22[0x1c];
	u8         e[0x2];

	u8         reserved_at_40[0x40];
};

/* PCAM enhanced features */
struct mlx5_ifc_mlx5ctl_pcam_enhanced_features_bits {
	u8         reserved_at_0[0x48];

	u8         fec_100G_per_lane_in_pplm[0x1];
	u8         reserved_at_49[0xa];
	u8         buffer_ownership[0x1];
	u8         reserved_at_54[0x14];

	u8         fec_50G_per_lane_in_pplm[0x1];
	u8         reserved_at_69[0x4];
	u8         rx_icrc_encapsulated_counter[0x1];
	u8         reserved_at_6e[0x4];
	u8         ptys_extended_ethernet[0x1];
	u8         reserved_at_73[0x3];
	u8         pfcc_mask[0x1];
	u8         reserved_at_77[0x3];
	u8         per_lane_error_counters[0x1];
	u8         rx_buffer_fullness_counters[0x1];
	u8         ptys_connector_type[0x1];
	u8         reserved_at_7d[0x1];
	u8         ppcnt_discard_group[0x1];
	u8         ppcnt_statistical_group[0x1];
};

/* PCAM access registers 0x5000-0x507f (bit i from the LSB: register 0x5000 + i) */
struct mlx5_ifc_mlx5ctl_pcam_regs_5000_to_507f_bits {
	u8         port_access_reg_cap_mask_127_to_96[0x20];

	u8         port_access_reg_cap_mask_95_to_64[0x20];

	u8         port_access_reg_cap_mask_63_to_36[0x1c];
	u8         pplm[0x1];
	u8         port_access_reg_cap_mask_34_to_32[0x3];

	u8         port_access_reg_cap_mask_31_to_13[0x13];
	u8         pbmc[0x1];
	u8         pptb[0x1];
	u8         port_access_reg_cap_mask_10_to_09[0x2];
	u8         ppcnt[0x1];
	u8         port_access_reg_cap_mask_07_to_00[0x8];
};

/* pcam_reg.port_access_reg_cap_mask: pcam_regs_5000_to_507f */
union mlx5_ifc_mlx5ctl_pcam_reg_port_access_reg_cap_mask_bits {
	struct mlx5_ifc_mlx5ctl_pcam_regs_5000_to_507f_bits pcam_regs_5000_to_507f;
	u8 reserved_at_0[0x80];
};

/* pcam_reg.feature_cap_mask: pcam_enhanced_features */
union mlx5_ifc_mlx5ctl_pcam_reg_feature_cap_mask_bits {
	struct mlx5_ifc_mlx5ctl_pcam_enhanced_features_bits pcam_enhanced_features;
	u8 reserved_at_0[0x80];
};

/* PCAM register */
struct mlx5_ifc_mlx5ctl_pcam_reg_bits {
	u8         reserved_at_0[0x8];
	u8         feature_group[0x8];
	u8         reserved_at_10[0x8];
	u8         access_reg_group[0x8];

	u8         reserved_at_20[0x20];

	union mlx5_ifc_mlx5ctl_pcam_reg_port_access_reg_cap_mask_bits port_access_reg_cap_mask;

	u8         reserved_at_c0[0x80];

	union mlx5_ifc_mlx5ctl_pcam_reg_feature_cap_mask_bits feature_cap_mask;

	u8         reserved_at_1c0[0xc0];
};

/* PCAP register */
struct mlx5_ifc_mlx5ctl_pcap_reg_bits {
	u8         reserved_at_0[0x8];
	u8         local_port[0x8];
	u8         reserved_at_10[0x10];

	u8         port_capability_mask[0x10][0x8];
};

/* PDDR troubleshooting status, advanced debug opcode group (group_opcode 1) */
struct mlx5_ifc_mlx5ctl_pddr_advanced_opcode_bits {
	u8         reserved_at_0[0x10];
	u8         advanced_opcode[0x10];
};

/* PDDR module information page */
struct mlx5_ifc_mlx5ctl_pddr_module_info_bits {
	u8         cable_technology[0x8];
	u8         cable_breakout[0x8];
	u8         ext_ethernet_compliance_code[0x8];
	u8         ethernet_compliance_code[0x8];

	u8         cable_type[0x4];
	u8         cable_vendor[0x4];
	u8         cable_length[0x8];
	u8         cable_identifier[0x8];
	u8         cable_power_class[0x8];

	u8         max_power[0x8];
	u8         cable_rx_amp[0x8];
	u8         cable_rx_emphasis[0x8];
	u8         cable_tx_equalization[0x8];

	u8         cable_attenuation_25g[0x8];
	u8         cable_attenuation_12g[0x8];
	u8         cable_attenuation_7g[0x8];
	u8         cable_attenuation_5g[0x8];

	u8         cable_rx_post_emphasis[0x8];
	u8         rx_cdr_cap[0x4];
	u8         tx_cdr_cap[0x4];
	u8         rx_cdr_state[0x8];
	u8         tx_cdr_state[0x8];

	u8         vendor_name[0x10][0x8];

	u8         vendor_pn[0x10][0x8];

	u8         vendor_rev[0x20];

	u8         fw_version[0x20];

	u8         vendor_sn[0x10][0x8];

	u8         temperature[0x10];
	u8         voltage[0x10];

	u8         rx_power_lane0[0x10];
	u8         rx_power_lane1[0x10];

	u8         rx_power_lane2[0x10];
	u8         rx_power_lane3[0x10];

	u8         reserved_at_2c0[0x40];

	u8         tx_power_lane0[0x10];
	u8         tx_power_lane1[0x10];

	u8         tx_power_lane2[0x10];
	u8         tx_power_lane3[0x10];

	u8         reserved_at_340[0x40];

	u8         tx_bias_lane0[0x10];
	u8         tx_bias_lane1[0x10];

	u8         tx_bias_lane2[0x10];
	u8         tx_bias_lane3[0x10];

	u8         reserved_at_3c0[0x40];

	u8         temperature_high_th[0x10];
	u8         temperature_low_th[0x10];

	u8         voltage_high_th[0x10];
	u8         voltage_low_th[0x10];

	u8         reserved_at_440[0x60];

	u8         module_st[0x3];
	u8         reserved_at_4a3[0x3];
	u8         smf_length[0xa];
	u8         wavelength[0x10];

	u8         reserved_at_4c0[0x30];

	u8         monitor_cap_mask[0x8];
	u8         reserved_at_4f8[0x88];

	u8         date_code[0x8][0x8];

	u8         connector_type[0x8];
	u8         vendor_oui[0x18];

	u8         reserved_at_5e0[0xa0];
};

/* PDDR troubleshooting status, monitor opcode group */
struct mlx5_ifc_mlx5ctl_pddr_monitor_opcode_bits {
	u8         reserved_at_0[0x10];
	u8         monitor_opcode[0x10];
};

/* PDDR operational information page */
struct mlx5_ifc_mlx5ctl_pddr_operation_info_page_bits {
	u8         reserved_at_0[0x3];
	u8         resilink_fec_ind[0x1];
	u8         reserved_at_4[0x4];
	u8         proto_active[0x4];
	u8         neg_mode_active[0x4];
	u8         reserved_at_10[0x10];

	u8         phy_mngr_fsm_state[0x8];
	u8         eth_an_fsm_state[0x8];
	u8         ib_phy_fsm_state[0x8];
	u8         reserved_at_38[0x8];

	u8         phy_manager_link_enabled[0x20];

	u8         core_to_phy_link_enabled[0x20];

	u8         cable_proto_cap[0x20];

	u8         link_active[0x20];

	u8         reserved_at_c0[0x10];
	u8         pri_or_sec[0x2];
	u8         reserved_at_d2[0x2];
	u8         loopback_mode[0xc];

	u8         fec_mode_active[0x10];
	u8         fec_mode_request[0x10];

	u8         profile_fec_in_use[0x10];
	u8         reserved_at_110[0x8];
	u8         eth_25g_50g_fec_support[0x4];
	u8         eth_100g_fec_support[0x4];

	u8         pd_link_enabled[0x20];

	u8         phy_hst_link_enabled[0x20];

	u8         eth_an_link_enabled[0x20];

	u8         reserved_at_180[0x5c];

	u8         link_health[0x4];

	u8         reserved_at_1e0[0x5e0];
};

/* pddr_troubleshooting_page.status_opcode: pddr_monitor_opcode, pddr_advanced_opcode */
union mlx5_ifc_mlx5ctl_pddr_troubleshooting_page_status_opcode_bits {
	struct mlx5_ifc_mlx5ctl_pddr_monitor_opcode_bits pddr_monitor_opcode;
	struct mlx5_ifc_mlx5ctl_pddr_advanced_opcode_bits pddr_advanced_opcode;
	u8 reserved_at_0[0x20];
};

/* PDDR troubleshooting information page */
struct mlx5_ifc_mlx5ctl_pddr_troubleshooting_page_bits {
	u8         reserved_at_0[0x10];
	u8         group_opcode[0x10];

	union mlx5_ifc_mlx5ctl_pddr_troubleshooting_page_status_opcode_bits status_opcode;

	u8         reserved_at_40[0x20];

	u8         status_message[0xec][0x8];
};

/* pddr_reg.page_data: pddr_operation_info_page, pddr_troubleshooting_page, pddr_module_info */
union mlx5_ifc_mlx5ctl_pddr_reg_page_data_bits {
	struct mlx5_ifc_mlx5ctl_pddr_operation_info_page_bits pddr_operation_info_page;
	struct mlx5_ifc_mlx5ctl_pddr_troubleshooting_page_bits pddr_troubleshooting_page;
	struct mlx5_ifc_mlx5ctl_pddr_module_info_bits pddr_module_info;
	u8 reserved_at_0[0x7c0];
};

/* PDDR register (Port Diagnostics Database) */
struct mlx5_ifc_mlx5ctl_pddr_reg_bits {
	u8         reserved_at_0[0x6];
	u8         module_ind_type[0x2];
	u8         local_port[0x8];
	u8         pnat[0x2];
	u8         lp_msb[0x2];
	u8         plane_ind[0x4];
	u8         port_type[0x4];
	u8         reserved_at_1c[0x5];

	u8         module_info_ext[0x2];
	u8         reserved_at_23[0x15];
	u8         page_select[0x8];

	union mlx5_ifc_mlx5ctl_pddr_reg_page_data_bits page_data;
};

/* Ethernet offload capabilities (capability type 0x1) */
struct mlx5_ifc_mlx5ctl_per_protocol_networking_offload_caps_bits {
	u8         csum_cap[0x1];
	u8         vlan_cap[0x1];
	u8         lro_cap[0x1];
	u8         lro_psh_flag[0x1];
	u8         lro_time_stamp[0x1];
	u8         reserved_at_5[0x2];
	u8         wqe_vlan_insert[0x1];
	u8         self_lb_en_modifiable[0x1];
	u8         reserved_at_9[0x2];
	u8         max_lso_cap[0x5];
	u8         multi_pkt_send_wqe[0x2];
	u8         wqe_inline_mode[0x2];
	u8         rss_ind_tbl_cap[0x4];
	u8         reg_umr_sq[0x1];
	u8         scatter_fcs[0x1];
	u8         enhanced_multi_pkt_send_wqe[0x1];
	u8         tunnel_lso_const_out_ip_id[0x1];
	u8         tunnel_lro_gre[0x1];
	u8         tunnel_lro_vxlan[0x1];
	u8         tunnel_stateless_gre[0x1];
	u8         tunnel_stateless_vxlan[0x1];

	u8         swp[0x1];
	u8         swp_csum[0x1];
	u8         swp_lso[0x1];
	u8         cqe_checksum_full[0x1];
	u8         tunnel_stateless_geneve_tx[0x1];
	u8         tunnel_stateless_mpls_over_udp[0x1];
	u8         tunnel_stateless_mpls_over_gre[0x1];
	u8         tunnel_stateless_vxlan_gpe[0x1];
	u8         tunnel_stateless_ipv4_over_vxlan[0x1];
	u8         tunnel_stateless_ip_over_ip[0x1];
	u8         insert_trailer[0x1];
	u8         reserved_at_2b[0x1];
	u8         tunnel_stateless_ip_over_ip_rx[0x1];
	u8         tunnel_stateless_ip_over_ip_tx[0x1];
	u8         reserved_at_2e[0x2];
	u8         max_vxlan_udp_ports[0x8];
	u8         swp_csum_l4_partial[0x1];
	u8         reserved_at_39[0x5];
	u8         max_geneve_opt_len[0x1];
	u8         tunnel_stateless_geneve_rx[0x1];

	u8         reserved_at_40[0x10];
	u8         lro_min_mss_size[0x10];

	u8         reserved_at_60[0x120];

	u8         lro_timer_supported_periods[0x10][0x8];

	u8         reserved_at_200[0x600];
};

/* PPCNT group physical layer */
struct mlx5_ifc_mlx5ctl_phys_layer_cntrs_bits {
	u8         time_since_last_clear_high[0x20];

	u8         time_since_last_clear_low[0x20];

	u8         symbol_errors_high[0x20];

	u8         symbol_errors_low[0x20];

	u8         sync_headers_errors_high[0x20];

	u8         sync_headers_errors_low[0x20];

	u8         edpl_bip_errors_lane0_high[0x20];

	u8         edpl_bip_errors_lane0_low[0x20];

	u8         edpl_bip_errors_lane1_high[0x20];

	u8         edpl_bip_errors_lane1_low[0x20];

	u8         edpl_bip_errors_lane2_high[0x20];

	u8         edpl_bip_errors_lane2_low[0x20];

	u8         edpl_bip_errors_lane3_high[0x20];

	u8         edpl_bip_errors_lane3_low[0x20];

	u8         fc_fec_corrected_blocks_lane0_high[0x20];

	u8         fc_fec_corrected_blocks_lane0_low[0x20];

	u8         fc_fec_corrected_blocks_lane1_high[0x20];

	u8         fc_fec_corrected_blocks_lane1_low[0x20];

	u8         fc_fec_corrected_blocks_lane2_high[0x20];

	u8         fc_fec_corrected_blocks_lane2_low[0x20];

	u8         fc_fec_corrected_blocks_lane3_high[0x20];

	u8         fc_fec_corrected_blocks_lane3_low[0x20];

	u8         fc_fec_uncorrectable_blocks_lane0_high[0x20];

	u8         fc_fec_uncorrectable_blocks_lane0_low[0x20];

	u8         fc_fec_uncorrectable_blocks_lane1_high[0x20];

	u8         fc_fec_uncorrectable_blocks_lane1_low[0x20];

	u8         fc_fec_uncorrectable_blocks_lane2_high[0x20];

	u8         fc_fec_uncorrectable_blocks_lane2_low[0x20];

	u8         fc_fec_uncorrectable_blocks_lane3_high[0x20];

	u8         fc_fec_uncorrectable_blocks_lane3_low[0x20];

	u8         rs_fec_corrected_blocks_high[0x20];

	u8         rs_fec_corrected_blocks_low[0x20];

	u8         rs_fec_uncorrectable_blocks_high[0x20];

	u8         rs_fec_uncorrectable_blocks_low[0x20];

	u8         rs_fec_no_errors_blocks_high[0x20];

	u8         rs_fec_no_errors_blocks_low[0x20];

	u8         rs_fec_single_error_blocks_high[0x20];

	u8         rs_fec_single_error_blocks_low[0x20];

	u8         rs_fec_corrected_symbols_total_high[0x20];

	u8         rs_fec_corrected_symbols_total_low[0x20];

	u8         rs_fec_corrected_symbols_lane0_high[0x20];

	u8         rs_fec_corrected_symbols_lane0_low[0x20];

	u8         rs_fec_corrected_symbols_lane1_high[0x20];

	u8         rs_fec_corrected_symbols_lane1_low[0x20];

	u8         rs_fec_corrected_symbols_lane2_high[0x20];

	u8         rs_fec_corrected_symbols_lane2_low[0x20];

	u8         rs_fec_corrected_symbols_lane3_high[0x20];

	u8         rs_fec_corrected_symbols_lane3_low[0x20];

	u8         link_down_events[0x20];

	u8         successful_recovery_events[0x20];

	u8         reserved_at_640[0x180];
};

/* PPCNT group physical layer statistics */
struct mlx5_ifc_mlx5ctl_phys_layer_statistical_cntrs_bits {
	u8         time_since_last_clear_high[0x20];

	u8         time_since_last_clear_low[0x20];

	u8         phy_received_bits_high[0x20];

	u8         phy_received_bits_low[0x20];

	u8         phy_symbol_errors_high[0x20];

	u8         phy_symbol_errors_low[0x20];

	u8         phy_corrected_bits_high[0x20];

	u8         phy_corrected_bits_low[0x20];

	u8         phy_corrected_bits_lane0_high[0x20];

	u8         phy_corrected_bits_lane0_low[0x20];

	u8         phy_corrected_bits_lane1_high[0x20];

	u8         phy_corrected_bits_lane1_low[0x20];

	u8         phy_corrected_bits_lane2_high[0x20];

	u8         phy_corrected_bits_lane2_low[0x20];

	u8         phy_corrected_bits_lane3_high[0x20];

	u8         phy_corrected_bits_lane3_low[0x20];

	u8         reserved_at_200[0x5c0];
};

/* A partition key */
struct mlx5_ifc_mlx5ctl_pkey_bits {
	u8         reserved_at_0[0x10];
	u8         pkey[0x10];
};

/* PMAOS register */
struct mlx5_ifc_mlx5ctl_pmaos_reg_bits {
	u8         reserved_at_0[0x8];
	u8         module[0x8];
	u8         reserved_at_10[0x4];
	u8         admin_status[0x4];
	u8         reserved_at_18[0x4];
	u8         oper_status[0x4];

	u8         ase[0x1];
	u8         ee[0x1];
	u8         reserved_at_22[0x1c];
	u8         e[0x2];

	u8         reserved_at_40[0x40];
};

/* PMLP: one lane's module mapping (PRM; a plain u32 in mlx5_ifc.h) */
struct mlx5_ifc_mlx5ctl_pmlp_lane_bits {
	u8         reserved_at_0[0x4];
	u8         rx_lane[0x4];
	u8         reserved_at_8[0x4];
	u8         tx_lane[0x4];
	u8         reserved_at_10[0x4];
	u8         slot_index[0x4];
	u8         module[0x8];
};

/* PMLP register */
struct mlx5_ifc_mlx5ctl_pmlp_reg_bits {
	u8         rxtx[0x1];
	u8         reserved_at_1[0x7];
	u8         local_port[0x8];
	u8         reserved_at_10[0x8];
	u8         width[0x8];

	struct mlx5_ifc_mlx5ctl_pmlp_lane_bits lane0_module_mapping;

	struct mlx5_ifc_mlx5ctl_pmlp_lane_bits lane1_module_mapping;

	struct mlx5_ifc_mlx5ctl_pmlp_lane_bits lane2_module_mapping;

	struct mlx5_ifc_mlx5ctl_pmlp_lane_bits lane3_module_mapping;

	u8         reserved_at_a0[0x160];
};

/* PMTU register */
struct mlx5_ifc_mlx5ctl_pmtu_reg_bits {
	u8         reserved_at_0[0x8];
	u8         local_port[0x8];
	u8         reserved_at_10[0x10];

	u8         max_mtu[0x10];
	u8         reserved_at_30[0x10];

	u8         admin_mtu[0x10];
	u8         reserved_at_50[0x10];

	u8         oper_mtu[0x10];
	u8         reserved_at_70[0x10];
};

/* Port selection capabilities (capability type 0x25) */
struct mlx5_ifc_mlx5ctl_port_selection_cap_bits {
	u8         reserved_at_0[0x10];
	u8         port_select_flow_table[0x1];
	u8         reserved_at_11[0x1];
	u8         port_select_flow_table_bypass[0x1];
	u8         reserved_at_13[0x1ed];

	struct mlx5_ifc_mlx5ctl_flow_table_prop_layout_bits flow_table_properties_port_selection;

	struct mlx5_ifc_mlx5ctl_flow_table_fields_supported_2_bits
		ft_field_support_2_port_selection;

	u8         reserved_at_480[0x7b80];
};

/* POSTPONE_CONNECTED_QP_TIMEOUT inbox (layout not public) */
struct mlx5_ifc_mlx5ctl_postpone_connected_qp_timeout_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x10];
	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];
};

/* POSTPONE_CONNECTED_QP_TIMEOUT outbox (layout not public) */
struct mlx5_ifc_mlx5ctl_postpone_connected_qp_timeout_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];
};

/*
 * ppcnt_reg.counter_set: eth_2819_cntrs_grp_data_layout, eth_2863_cntrs_grp_data_layout,
 * eth_3635_cntrs_grp_data_layout, eth_802_3_cntrs_grp_data_layout,
 * eth_extended_cntrs_grp_data_layout, eth_per_prio_grp_data_layout,
 * eth_per_tc_congest_prio_grp_data_layout, eth_per_tc_prio_grp_data_layout,
 * ib_ext_port_cntrs_grp_data_layout, ib_port_cntrs_grp_data_layout, phys_layer_cntrs,
 * phys_layer_statistical_cntrs
 */
union mlx5_ifc_mlx5ctl_ppcnt_reg_counter_set_bits {
	struct mlx5_ifc_mlx5ctl_eth_2819_cntrs_grp_data_layout_bits eth_2819_cntrs_grp_data_layout;
	struct mlx5_ifc_mlx5ctl_eth_2863_cntrs_grp_data_layout_bits eth_2863_cntrs_grp_data_layout;
	struct mlx5_ifc_mlx5ctl_eth_3635_cntrs_grp_data_layout_bits eth_3635_cntrs_grp_data_layout;
	struct mlx5_ifc_mlx5ctl_eth_802_3_cntrs_grp_data_layout_bits
		eth_802_3_cntrs_grp_data_layout;
	struct mlx5_ifc_mlx5ctl_eth_extended_cntrs_grp_data_layout_bits
		eth_extended_cntrs_grp_data_layout;
	struct mlx5_ifc_mlx5ctl_eth_per_prio_grp_data_layout_bits eth_per_prio_grp_data_layout;
	struct mlx5_ifc_mlx5ctl_eth_per_tc_congest_prio_grp_data_layout_bits
		eth_per_tc_congest_prio_grp_data_layout;
	struct mlx5_ifc_mlx5ctl_eth_per_tc_prio_grp_data_layout_bits
		eth_per_tc_prio_grp_data_layout;
	struct mlx5_ifc_mlx5ctl_ib_ext_port_cntrs_grp_data_layout_bits
		ib_ext_port_cntrs_grp_data_layout;
	struct mlx5_ifc_mlx5ctl_ib_port_cntrs_grp_data_layout_bits ib_port_cntrs_grp_data_layout;
	struct mlx5_ifc_mlx5ctl_phys_layer_cntrs_bits phys_layer_cntrs;
	struct mlx5_ifc_mlx5ctl_phys_layer_statistical_cntrs_bits phys_layer_statistical_cntrs;
	u8 reserved_at_0[0x7c0];
};

/* PPCNT register (physical port counters) */
struct mlx5_ifc_mlx5ctl_ppcnt_reg_bits {
	u8         swid[0x8];
	u8         local_port[0x8];
	u8         pnat[0x2];
	u8         reserved_at_12[0x8];
	u8         grp[0x6];

	u8         clr[0x1];
	u8         reserved_at_21[0x13];
	u8         plane_ind[0x4];
	u8         reserved_at_38[0x3];
	u8         prio_tc[0x5];

	union mlx5_ifc_mlx5ctl_ppcnt_reg_counter_set_bits counter_set;
};

/* PTYS register */
struct mlx5_ifc_mlx5ctl_ptys_reg_bits {
	u8         reserved_at_0[0x1];
	u8         an_disable_admin[0x1];
	u8         an_disable_cap[0x1];
	u8         reserved_at_3[0x5];
	u8         local_port[0x8];
	u8         reserved_at_10[0x8];
	u8         plane_ind[0x4];
	u8         reserved_at_1c[0x1];
	u8         proto_mask[0x3];

	u8         an_status[0x4];
	u8         max_port_rate[0xc];
	u8         data_rate_oper[0x10];

	u8         ext_eth_proto_capability[0x20];

	u8         eth_proto_capability[0x20];

	u8         ib_link_width_capability[0x10];
	u8         ib_proto_capability[0x10];

	u8         ext_eth_proto_admin[0x20];

	u8         eth_proto_admin[0x20];

	u8         ib_link_width_admin[0x10];
	u8         ib_proto_admin[0x10];

	u8         ext_eth_proto_oper[0x20];

	u8         eth_proto_oper[0x20];

	u8         ib_link_width_oper[0x10];
	u8         ib_proto_oper[0x10];

	u8         reserved_at_160[0x1c];
	u8         connector_type[0x4];

	u8         eth_proto_lp_advertise[0x20];

	u8         reserved_at_1a0[0x60];
};

/* QoS capabilities (capability type 0xc) */
struct mlx5_ifc_mlx5ctl_qos_cap_bits {
	u8         packet_pacing[0x1];
	u8         esw_scheduling[0x1];
	u8         esw_bw_share[0x1];
	u8         esw_rate_limit[0x1];
	u8         reserved_at_4[0x1];
	u8         packet_pacing_burst_bound[0x1];
	u8         packet_pacing_typical_size[0x1];
	u8         reserved_at_7[0x1];
	u8         nic_sq_scheduling[0x1];
	u8         nic_bw_share[0x1];
	u8         nic_rate_limit[0x1];
	u8         packet_pacing_uid[0x1];
	u8         log_esw_max_sched_depth[0x4];
	u8         reserved_at_10[0x1b];

	u8         log_max_qos_nic_queue_group[0x5];
	u8         reserved_at_30[0x10];

	u8         packet_pacing_max_rate[0x20];

	u8         packet_pacing_min_rate[0x20];

	u8         reserved_at_80[0x10];
	u8         packet_pacing_rate_table_size[0x10];

	u8         esw_element_type[0x10];
	u8         esw_tsar_type[0x10];

	u8         reserved_at_c0[0x10];
	u8         max_qos_para_vport[0x10];

	u8         max_tsar_bw_share[0x20];

	u8         nic_element_type[0x10];
	u8         nic_tsar_type[0x10];

	u8         reserved_at_120[0x3];
	u8         log_meter_aso_granularity[0x5];
	u8         reserved_at_128[0x3];
	u8         log_meter_aso_max_alloc[0x5];
	u8         reserved_at_130[0x3];
	u8         log_max_num_meter_aso[0x5];
	u8         reserved_at_138[0x6c8];
};

/* QP context extension */
struct mlx5_ifc_mlx5ctl_qp_context_extension_bits {
	u8         reserved_at_0[0x60];

	struct mlx5_ifc_mlx5ctl_cqe_error_syndrome_bits error_syndrome;

	u8         reserved_at_80[0x580];
};

/* Queue pair context */
struct mlx5_ifc_mlx5ctl_qpc_bits {
	u8         state[0x4];
	u8         lag_tx_port_affinity[0x4];
	u8         st[0x8];
	u8         reserved_at_10[0x2];
	u8         isolate_vl_tc[0x1];
	u8         pm_state[0x2];
	u8         reserved_at_15[0x1];
	u8         req_e2e_credit_mode[0x2];
	u8         offload_type[0x4];
	u8         end_padding_mode[0x2];
	u8         reserved_at_1e[0x2];

	u8         wq_signature[0x1];
	u8         block_lb_mc[0x1];
	u8         atomic_like_write_en[0x1];
	u8         latency_sensitive[0x1];
	u8         reserved_at_24[0x1];
	u8         drain_sigerr[0x1];
	u8         reserved_at_26[0x2];
	u8         pd[0x18];

	u8         mtu[0x3];
	u8         log_msg_max[0x5];
	u8         reserved_at_48[0x1];
	u8         log_rq_size[0x4];
	u8         log_rq_stride[0x3];
	u8         no_sq[0x1];
	u8         log_sq_size[0x4];
	u8         reserved_at_55[0x1];
	u8         retry_mode[0x2];
	u8         ts_format[0x2];
	u8         reserved_at_5a[0x1];
	u8         rlky[0x1];
	u8         ulp_stateless_offload_mode[0x4];

	u8         counter_set_id[0x8];
	u8         uar_page[0x18];

	u8         reserved_at_80[0x8];
	u8         user_index[0x18];

	u8         reserved_at_a0[0x3];
	u8         log_page_size[0x5];
	u8         remote_qpn[0x18];

	struct mlx5_ifc_mlx5ctl_ads_bits primary_address_path;

	struct mlx5_ifc_mlx5ctl_ads_bits secondary_address_path;

	u8         log_ack_req_freq[0x4];
	u8         reserved_at_384[0x4];
	u8         log_sra_max[0x3];
	u8         reserved_at_38b[0x2];
	u8         retry_count[0x3];
	u8         rnr_retry[0x3];
	u8         reserved_at_393[0x1];
	u8         fre[0x1];
	u8         cur_rnr_retry[0x3];
	u8         cur_retry_count[0x3];
	u8         reserved_at_39b[0x2d];

	u8         next_send_psn[0x18];

	u8         reserved_at_3e0[0x3];
	u8         log_num_dci_stream_channels[0x5];
	u8         cqn_snd[0x18];

	u8         reserved_at_400[0x3];
	u8         log_num_dci_errored_streams[0x5];
	u8         deth_sqpn[0x18];

	u8         reserved_at_420[0x28];

	u8         last_acked_psn[0x18];

	u8         reserved_at_460[0x8];
	u8         ssn[0x18];

	u8         reserved_at_480[0x8];
	u8         log_rra_max[0x3];
	u8         reserved_at_48b[0x1];
	u8         atomic_mode[0x4];
	u8         rre[0x1];
	u8         rwe[0x1];
	u8         rae[0x1];
	u8         reserved_at_493[0x1];
	u8         page_offset[0x6];
	u8         reserved_at_49a[0x3];
	u8         cd_slave_receive[0x1];
	u8         cd_slave_send[0x1];
	u8         cd_master[0x1];

	u8         reserved_at_4a0[0x3];
	u8         min_rnr_nak[0x5];
	u8         next_rcv_psn[0x18];

	u8         reserved_at_4c0[0x8];
	u8         xrcd[0x18];

	u8         reserved_at_4e0[0x8];
	u8         cqn_rcv[0x18];

	u8         dbr_addr[0x40];

	u8         q_key[0x20];

	u8         reserved_at_560[0x5];
	u8         rq_type[0x3];
	u8         srqn_rmpn_xrqn[0x18];

	u8         reserved_at_580[0x8];
	u8         rmsn[0x18];

	u8         hw_sq_wqebb_counter[0x10];
	u8         sw_sq_wqebb_counter[0x10];

	u8         hw_rq_counter[0x20];

	u8         sw_rq_counter[0x20];

	u8         reserved_at_600[0x2f];

	u8         cgs[0x1];
	u8         cs_req[0x8];
	u8         cs_res[0x8];

	u8         dc_access_key[0x40];

	u8         reserved_at_680[0x3];
	u8         dbr_umem_valid[0x1];
	u8         reserved_at_684[0xbc];
};

/* QP context extension, then the page list */
struct mlx5_ifc_mlx5ctl_qpc_extension_and_pas_list_in_bits {
	struct mlx5_ifc_mlx5ctl_qp_context_extension_bits qpc_data_extension;
};

/* QUERY_ADAPTER inbox */
struct mlx5_ifc_mlx5ctl_query_adapter_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];
};

/* Adapter identity */
struct mlx5_ifc_mlx5ctl_query_adapter_param_block_bits {
	u8         reserved_at_0[0xc8];

	u8         ieee_vendor_id[0x18];

	u8         reserved_at_e0[0x10];
	u8         vsd_vendor_id[0x10];

	u8         vsd[0xd0][0x8];

	u8         vsd_contd_psid[0x10][0x8];
};

/* QUERY_ADAPTER outbox */
struct mlx5_ifc_mlx5ctl_query_adapter_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	struct mlx5_ifc_mlx5ctl_query_adapter_param_block_bits query_adapter_struct;
};

/* QUERY_BURST_SIZE inbox (layout not public) */
struct mlx5_ifc_mlx5ctl_query_burst_size_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x10];
	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];
};

/* QUERY_BURST_SIZE outbox (layout not public) */
struct mlx5_ifc_mlx5ctl_query_burst_size_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];
};

/* QUERY_CONG_PARAMS inbox */
struct mlx5_ifc_mlx5ctl_query_cong_params_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x1c];
	u8         cong_protocol[0x4];

	u8         reserved_at_60[0x20];
};

/*
 * query_cong_params_out.congestion_parameters: cong_control_802_1qau_rp,
 * cong_control_r_roce_ecn_np, cong_control_r_roce_ecn_rp, cong_control_r_roce_general
 */
union mlx5_ifc_mlx5ctl_query_cong_params_out_congestion_parameters_bits {
	struct mlx5_ifc_mlx5ctl_cong_control_802_1qau_rp_bits cong_control_802_1qau_rp;
	struct mlx5_ifc_mlx5ctl_cong_control_r_roce_ecn_np_bits cong_control_r_roce_ecn_np;
	struct mlx5_ifc_mlx5ctl_cong_control_r_roce_ecn_rp_bits cong_control_r_roce_ecn_rp;
	struct mlx5_ifc_mlx5ctl_cong_control_r_roce_general_bits cong_control_r_roce_general;
	u8 reserved_at_0[0x800];
};

/* QUERY_CONG_PARAMS outbox */
struct mlx5_ifc_mlx5ctl_query_cong_params_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	union mlx5_ifc_mlx5ctl_query_cong_params_out_congestion_parameters_bits
		congestion_parameters;
};

/* QUERY_CONG_STATISTICS inbox */
struct mlx5_ifc_mlx5ctl_query_cong_statistics_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         clear[0x1];
	u8         reserved_at_41[0x3f];
};

/* QUERY_CONG_STATISTICS outbox */
struct mlx5_ifc_mlx5ctl_query_cong_statistics_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	u8         rp_cur_flows[0x20];

	u8         sum_flows[0x20];

	u8         rp_cnp_ignored_high[0x20];

	u8         rp_cnp_ignored_low[0x20];

	u8         rp_cnp_handled_high[0x20];

	u8         rp_cnp_handled_low[0x20];

	u8         reserved_at_140[0x100];

	u8         time_stamp_high[0x20];

	u8         time_stamp_low[0x20];

	u8         accumulators_period[0x20];

	u8         np_ecn_marked_roce_packets_high[0x20];

	u8         np_ecn_marked_roce_packets_low[0x20];

	u8         np_cnp_sent_high[0x20];

	u8         np_cnp_sent_low[0x20];

	u8         reserved_at_320[0x560];
};

/* QUERY_CONG_STATUS inbox */
struct mlx5_ifc_mlx5ctl_query_cong_status_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x18];
	u8         priority[0x4];
	u8         cong_protocol[0x4];

	u8         reserved_at_60[0x20];
};

/* QUERY_CONG_STATUS outbox */
struct mlx5_ifc_mlx5ctl_query_cong_status_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x20];

	u8         enable[0x1];
	u8         tag_enable[0x1];
	u8         reserved_at_62[0x1e];
};

/* QUERY_CQ inbox */
struct mlx5_ifc_mlx5ctl_query_cq_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x8];
	u8         cqn[0x18];

	u8         reserved_at_60[0x20];
};

/* QUERY_CQ outbox */
struct mlx5_ifc_mlx5ctl_query_cq_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	struct mlx5_ifc_mlx5ctl_cqc_bits cq_context;

	u8         reserved_at_280[0x600];
};

/* QUERY_DC_CNAK_TRACE inbox (layout not public) */
struct mlx5_ifc_mlx5ctl_query_dc_cnak_trace_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x10];
	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];
};

/* QUERY_DC_CNAK_TRACE outbox (layout not public) */
struct mlx5_ifc_mlx5ctl_query_dc_cnak_trace_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];
};

/* QUERY_DCT inbox */
struct mlx5_ifc_mlx5ctl_query_dct_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x8];
	u8         dctn[0x18];

	u8         reserved_at_60[0x20];
};

/* QUERY_DCT outbox */
struct mlx5_ifc_mlx5ctl_query_dct_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	struct mlx5_ifc_mlx5ctl_dctc_bits dct_context_entry;

	u8         reserved_at_280[0x180];
};

/* QUERY_DELAY_DROP_PARAMS inbox */
struct mlx5_ifc_mlx5ctl_query_delay_drop_params_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];
};

/* QUERY_DELAY_DROP_PARAMS outbox */
struct mlx5_ifc_mlx5ctl_query_delay_drop_params_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x30];

	u8         delay_drop_timeout[0x10];
};

/* QUERY_DIAGNOSTIC_COUNTERS inbox */
struct mlx5_ifc_mlx5ctl_query_diagnostic_counters_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         num_of_samples[0x10];
	u8         sample_index[0x10];

	u8         reserved_at_60[0x20];
};

/* QUERY_DIAGNOSTIC_COUNTERS outbox: num_of_samples x num_of_counters entries */
struct mlx5_ifc_mlx5ctl_query_diagnostic_counters_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	struct mlx5_ifc_mlx5ctl_diagnostic_cntr_struct_bits diag_counter[];
};

/* QUERY_DIAGNOSTIC_PARAMS inbox */
struct mlx5_ifc_mlx5ctl_query_diagnostic_params_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];
};

/* QUERY_DIAGNOSTIC_PARAMS outbox */
struct mlx5_ifc_mlx5ctl_query_diagnostic_params_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	struct mlx5_ifc_mlx5ctl_diagnostic_params_context_bits diagnostic_params_context;
};

/* QUERY_DRIVER_VERSION inbox */
struct mlx5_ifc_mlx5ctl_query_driver_version_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];
};

/* QUERY_DRIVER_VERSION outbox */
struct mlx5_ifc_mlx5ctl_query_driver_version_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	u8         driver_version[0x40][0x8];
};

/* QUERY_EQ inbox */
struct mlx5_ifc_mlx5ctl_query_eq_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x18];
	u8         eq_number[0x8];

	u8         reserved_at_60[0x20];
};

/* QUERY_EQ outbox */
struct mlx5_ifc_mlx5ctl_query_eq_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	struct mlx5_ifc_mlx5ctl_eqc_bits eq_context_entry;

	u8         reserved_at_280[0x40];

	u8         event_bitmask[0x40];

	u8         reserved_at_300[0x580];
};

/* QUERY_ESW_FUNCTIONS inbox */
struct mlx5_ifc_mlx5ctl_query_esw_functions_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];
};

/* QUERY_ESW_FUNCTIONS outbox */
struct mlx5_ifc_mlx5ctl_query_esw_functions_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	struct mlx5_ifc_mlx5ctl_host_params_context_bits host_params_context;

	u8         reserved_at_280[0x180];
};

/* QUERY_ESW_VPORT_CONTEXT inbox */
struct mlx5_ifc_mlx5ctl_query_esw_vport_context_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         other_vport[0x1];
	u8         reserved_at_41[0xf];
	u8         vport_number[0x10];

	u8         reserved_at_60[0x20];
};

/* QUERY_ESW_VPORT_CONTEXT outbox */
struct mlx5_ifc_mlx5ctl_query_esw_vport_context_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	struct mlx5_ifc_mlx5ctl_esw_vport_context_bits esw_vport_context;
};

/* QUERY_FLOW_COUNTER inbox */
struct mlx5_ifc_mlx5ctl_query_flow_counter_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x80];

	u8         clear[0x1];
	u8         reserved_at_c1[0xf];
	u8         num_of_counters[0x10];

	u8         flow_counter_id[0x20];
};

/* Packets and octets */
struct mlx5_ifc_mlx5ctl_traffic_counter_bits {
	u8         packets[0x40];

	u8         octets[0x40];
};

/* QUERY_FLOW_COUNTER outbox */
struct mlx5_ifc_mlx5ctl_query_flow_counter_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	struct mlx5_ifc_mlx5ctl_traffic_counter_bits flow_statistics[];
};

/* QUERY_FLOW_GROUP inbox */
struct mlx5_ifc_mlx5ctl_query_flow_group_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];

	u8         table_type[0x8];
	u8         reserved_at_88[0x20];

	u8         table_id[0x18];

	u8         group_id[0x20];

	u8         reserved_at_e0[0x120];
};

/* QUERY_FLOW_GROUP outbox */
struct mlx5_ifc_mlx5ctl_query_flow_group_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0xa0];

	u8         start_flow_index[0x20];

	u8         reserved_at_100[0x20];

	u8         end_flow_index[0x20];

	u8         reserved_at_140[0xb8];

	u8         match_criteria_enable[0x8];

	struct mlx5_ifc_mlx5ctl_fte_match_param_bits match_criteria;

	u8         reserved_at_1200[0xe00];
};

/* QUERY_FLOW_TABLE inbox */
struct mlx5_ifc_mlx5ctl_query_flow_table_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];

	u8         table_type[0x8];
	u8         reserved_at_88[0x20];

	u8         table_id[0x18];

	u8         reserved_at_c0[0x140];
};

/* QUERY_FLOW_TABLE outbox */
struct mlx5_ifc_mlx5ctl_query_flow_table_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x80];

	struct mlx5_ifc_mlx5ctl_flow_table_context_bits flow_table_context;
};

/* QUERY_FTE inbox */
struct mlx5_ifc_mlx5ctl_query_fte_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];

	u8         table_type[0x8];
	u8         reserved_at_88[0x20];

	u8         table_id[0x18];

	u8         reserved_at_c0[0x40];

	u8         flow_index[0x20];

	u8         reserved_at_120[0xe0];
};

/* QUERY_FTE outbox */
struct mlx5_ifc_mlx5ctl_query_fte_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x1c0];

	struct mlx5_ifc_mlx5ctl_flow_context_bits flow_context;
};

/* QUERY_HCA_CAP inbox */
struct mlx5_ifc_mlx5ctl_query_hca_cap_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         other_function[0x1];
	u8         ec_vf_function[0x1];
	u8         reserved_at_42[0xe];
	u8         function_id[0x10];

	u8         reserved_at_60[0x20];
};

/* RoCE capabilities (capability type 0x4) */
struct mlx5_ifc_mlx5ctl_roce_cap_bits {
	u8         roce_apm[0x1];
	u8         reserved_at_1[0x3];
	u8         sw_r_roce_src_udp_port[0x1];
	u8         fl_rc_qp_when_roce_disabled[0x1];
	u8         fl_rc_qp_when_roce_enabled[0x1];
	u8         roce_cc_general[0x1];
	u8         qp_ooo_transmit_default[0x1];
	u8         reserved_at_9[0x15];
	u8         qp_ts_format[0x2];

	u8         reserved_at_20[0x6c];

	u8         l3_type[0x4];
	u8         reserved_at_90[0x8];
	u8         roce_version[0x8];

	u8         reserved_at_a0[0x10];
	u8         r_roce_dest_udp_port[0x10];

	u8         r_roce_max_src_udp_port[0x10];
	u8         r_roce_min_src_udp_port[0x10];

	u8         reserved_at_e0[0x10];
	u8         roce_address_table_size[0x10];

	u8         reserved_at_100[0x700];
};

/*
 * query_hca_cap_out.capability: cmd_hca_cap, cmd_hca_cap_2, debug_cap,
 * per_protocol_networking_offload_caps, odp_cap, atomic_caps, roce_cap, flow_table_nic_cap,
 * flow_table_eswitch_cap, e_switch_cap, qos_cap, device_mem_cap, device_event_cap,
 * port_selection_cap, adv_virtualization_cap
 */
union mlx5_ifc_mlx5ctl_query_hca_cap_out_capability_bits {
	struct mlx5_ifc_mlx5ctl_cmd_hca_cap_bits cmd_hca_cap;
	struct mlx5_ifc_mlx5ctl_cmd_hca_cap_2_bits cmd_hca_cap_2;
	struct mlx5_ifc_mlx5ctl_debug_cap_bits debug_cap;
	struct mlx5_ifc_mlx5ctl_per_protocol_networking_offload_caps_bits
		per_protocol_networking_offload_caps;
	struct mlx5_ifc_mlx5ctl_odp_cap_bits odp_cap;
	struct mlx5_ifc_mlx5ctl_atomic_caps_bits atomic_caps;
	struct mlx5_ifc_mlx5ctl_roce_cap_bits roce_cap;
	struct mlx5_ifc_mlx5ctl_flow_table_nic_cap_bits flow_table_nic_cap;
	struct mlx5_ifc_mlx5ctl_flow_table_eswitch_cap_bits flow_table_eswitch_cap;
	struct mlx5_ifc_mlx5ctl_e_switch_cap_bits e_switch_cap;
	struct mlx5_ifc_mlx5ctl_qos_cap_bits qos_cap;
	struct mlx5_ifc_mlx5ctl_device_mem_cap_bits device_mem_cap;
	struct mlx5_ifc_mlx5ctl_device_event_cap_bits device_event_cap;
	struct mlx5_ifc_mlx5ctl_port_selection_cap_bits port_selection_cap;
	struct mlx5_ifc_mlx5ctl_adv_virtualization_cap_bits adv_virtualization_cap;
	u8 reserved_at_0[0x8000];
};

/* QUERY_HCA_CAP outbox */
struct mlx5_ifc_mlx5ctl_query_hca_cap_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	union mlx5_ifc_mlx5ctl_query_hca_cap_out_capability_bits capability;
};

/* QUERY_HCA_VPORT_CONTEXT inbox */
struct mlx5_ifc_mlx5ctl_query_hca_vport_context_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         other_vport[0x1];
	u8         reserved_at_41[0xb];
	u8         port_num[0x4];
	u8         vport_number[0x10];

	u8         reserved_at_60[0x20];
};

/* QUERY_HCA_VPORT_CONTEXT outbox */
struct mlx5_ifc_mlx5ctl_query_hca_vport_context_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	struct mlx5_ifc_mlx5ctl_hca_vport_context_bits hca_vport_context;
};

/* QUERY_HCA_VPORT_GID inbox */
struct mlx5_ifc_mlx5ctl_query_hca_vport_gid_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         other_vport[0x1];
	u8         reserved_at_41[0xb];
	u8         port_num[0x4];
	u8         vport_number[0x10];

	u8         reserved_at_60[0x10];
	u8         gid_index[0x10];
};

/* QUERY_HCA_VPORT_GID outbox */
struct mlx5_ifc_mlx5ctl_query_hca_vport_gid_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x20];

	u8         gids_num[0x10];
	u8         reserved_at_70[0x10];

	struct mlx5_ifc_mlx5ctl_array128_auto_bits gid[];
};

/* QUERY_HCA_VPORT_PKEY inbox */
struct mlx5_ifc_mlx5ctl_query_hca_vport_pkey_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         other_vport[0x1];
	u8         reserved_at_41[0xb];
	u8         port_num[0x4];
	u8         vport_number[0x10];

	u8         reserved_at_60[0x10];
	u8         pkey_index[0x10];
};

/* QUERY_HCA_VPORT_PKEY outbox */
struct mlx5_ifc_mlx5ctl_query_hca_vport_pkey_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	struct mlx5_ifc_mlx5ctl_pkey_bits pkey[];
};

/* QUERY_ISSI inbox */
struct mlx5_ifc_mlx5ctl_query_issi_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];
};

/* QUERY_ISSI outbox */
struct mlx5_ifc_mlx5ctl_query_issi_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x10];
	u8         current_issi[0x10];

	u8         reserved_at_60[0x300];

	u8         supported_issi_dw0[0x20];
};

/* QUERY_L2_TABLE_ENTRY inbox */
struct mlx5_ifc_mlx5ctl_query_l2_table_entry_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x68];

	u8         table_index[0x18];

	u8         reserved_at_c0[0x140];
};

/* QUERY_L2_TABLE_ENTRY outbox */
struct mlx5_ifc_mlx5ctl_query_l2_table_entry_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0xb3];

	u8         vlan_valid[0x1];
	u8         vlan[0xc];

	struct mlx5_ifc_mlx5ctl_mac_address_layout_bits mac_address;

	u8         reserved_at_140[0xc0];
};

/* QUERY_LAG inbox */
struct mlx5_ifc_mlx5ctl_query_lag_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];
};

/* QUERY_LAG outbox */
struct mlx5_ifc_mlx5ctl_query_lag_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	struct mlx5_ifc_mlx5ctl_lagc_bits ctx;
};

/* QUERY_MAD_DEMUX inbox */
struct mlx5_ifc_mlx5ctl_query_mad_demux_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];
};

/* QUERY_MAD_DEMUX outbox */
struct mlx5_ifc_mlx5ctl_query_mad_demux_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	u8         mad_dumux_parameters_block[0x20];
};

/* QUERY_MATCH_SAMPLE_INFO inbox (layout not public) */
struct mlx5_ifc_mlx5ctl_query_match_sample_info_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x10];
	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];
};

/* QUERY_MATCH_SAMPLE_INFO outbox (layout not public) */
struct mlx5_ifc_mlx5ctl_query_match_sample_info_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];
};

/* QUERY_MKEY inbox */
struct mlx5_ifc_mlx5ctl_query_mkey_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x8];
	u8         mkey_index[0x18];

	u8         pg_access[0x1];
	u8         reserved_at_61[0x1f];
};

/* QUERY_MKEY outbox */
struct mlx5_ifc_mlx5ctl_query_mkey_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	struct mlx5_ifc_mlx5ctl_mkc_bits memory_key_mkey_entry;

	u8         reserved_at_280[0x600];

	u8         bsf0_klm0_pas_mtt0_1[0x10][0x8];

	u8         bsf1_klm1_pas_mtt2_3[0x10][0x8];
};

/* QUERY_MODIFY_HEADER_CONTEXT inbox */
struct mlx5_ifc_mlx5ctl_query_modify_header_context_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x10];
	u8         op_mod[0x10];

	u8         modify_header_id[0x20];

	u8         reserved_at_60[0xa0];
};

/*
 * QUERY_MODIFY_HEADER_CONTEXT outbox (not in Linux 6.12's headers; the model never fills more than
 * the header)
 */
struct mlx5_ifc_mlx5ctl_query_modify_header_context_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];
};

/* QUERY_MTT inbox (layout not public) */
struct mlx5_ifc_mlx5ctl_query_mtt_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x10];
	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];
};

/* QUERY_MTT outbox (layout not public) */
struct mlx5_ifc_mlx5ctl_query_mtt_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];
};

/* QUERY_NIC_VPORT_CONTEXT inbox */
struct mlx5_ifc_mlx5ctl_query_nic_vport_context_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         other_vport[0x1];
	u8         reserved_at_41[0xf];
	u8         vport_number[0x10];

	u8         reserved_at_60[0x5];
	u8         allowed_list_type[0x3];
	u8         reserved_at_68[0x18];
};

/* QUERY_NIC_VPORT_CONTEXT outbox */
struct mlx5_ifc_mlx5ctl_query_nic_vport_context_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	struct mlx5_ifc_mlx5ctl_nic_vport_context_bits nic_vport_context;
};

/* QUERY_OTHER_HCA_CAP inbox */
struct mlx5_ifc_mlx5ctl_query_other_hca_cap_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x10];
	u8         function_id[0x10];

	u8         reserved_at_60[0x20];
};

/* QUERY_OTHER_HCA_CAP outbox */
struct mlx5_ifc_mlx5ctl_query_other_hca_cap_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	struct mlx5_ifc_mlx5ctl_other_hca_cap_bits other_capability;
};

/* QUERY_PACKET_REFORMAT_CONTEXT inbox */
struct mlx5_ifc_mlx5ctl_query_packet_reformat_context_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         packet_reformat_id[0x20];

	u8         reserved_at_60[0xa0];
};

/* QUERY_PACKET_REFORMAT_CONTEXT outbox */
struct mlx5_ifc_mlx5ctl_query_packet_reformat_context_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0xa0];

	struct mlx5_ifc_mlx5ctl_packet_reformat_context_in_bits packet_reformat_context[];
};

/* QUERY_PAGES inbox */
struct mlx5_ifc_mlx5ctl_query_pages_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         embedded_cpu_function[0x1];
	u8         reserved_at_41[0xf];
	u8         function_id[0x10];

	u8         reserved_at_60[0x20];
};

/* QUERY_PAGES outbox */
struct mlx5_ifc_mlx5ctl_query_pages_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         embedded_cpu_function[0x1];
	u8         reserved_at_41[0xf];
	u8         function_id[0x10];

	u8         num_pages[0x20];
};

/* QUERY_PSV inbox */
struct mlx5_ifc_mlx5ctl_query_psv_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x10];
	u8         op_mod[0x10];

	u8         reserved_at_40[0x8];
	u8         psv_index[0x18];

	u8         reserved_at_60[0x20];
};

/* QUERY_PSV outbox (the model never fills more than the header) */
struct mlx5_ifc_mlx5ctl_query_psv_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];
};

/* QUERY_Q_COUNTER inbox */
struct mlx5_ifc_mlx5ctl_query_q_counter_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         other_vport[0x1];
	u8         reserved_at_41[0xf];
	u8         vport_number[0x10];

	u8         reserved_at_60[0x60];

	u8         clear[0x1];
	u8         aggregate[0x1];
	u8         reserved_at_c2[0x36];

	u8         counter_set_id[0x8];
};

/* QUERY_Q_COUNTER outbox */
struct mlx5_ifc_mlx5ctl_query_q_counter_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	u8         rx_write_requests[0x20];

	u8         reserved_at_a0[0x20];

	u8         rx_read_requests[0x20];

	u8         reserved_at_e0[0x20];

	u8         rx_atomic_requests[0x20];

	u8         reserved_at_120[0x20];

	u8         rx_dct_connect[0x20];

	u8         reserved_at_160[0x20];

	u8         out_of_buffer[0x20];

	u8         reserved_at_1a0[0x20];

	u8         out_of_sequence[0x20];

	u8         reserved_at_1e0[0x20];

	u8         duplicate_request[0x20];

	u8         reserved_at_220[0x20];

	u8         rnr_nak_retry_err[0x20];

	u8         reserved_at_260[0x20];

	u8         packet_seq_err[0x20];

	u8         reserved_at_2a0[0x20];

	u8         implied_nak_seq_err[0x20];

	u8         reserved_at_2e0[0x20];

	u8         local_ack_timeout_err[0x20];

	u8         reserved_at_320[0x60];

	u8         req_rnr_retries_exceeded[0x20];

	u8         reserved_at_3a0[0x20];

	u8         resp_local_length_error[0x20];

	u8         req_local_length_error[0x20];

	u8         resp_local_qp_error[0x20];

	u8         local_operation_error[0x20];

	u8         resp_local_protection[0x20];

	u8         req_local_protection[0x20];

	u8         resp_cqe_error[0x20];

	u8         req_cqe_error[0x20];

	u8         req_mw_binding[0x20];

	u8         req_bad_response[0x20];

	u8         req_remote_invalid_request[0x20];

	u8         resp_remote_invalid_request[0x20];

	u8         req_remote_access_errors[0x20];

	u8         resp_remote_access_errors[0x20];

	u8         req_remote_operation_errors[0x20];

	u8         req_transport_retries_exceeded[0x20];

	u8         cq_overflow[0x20];

	u8         resp_cqe_flush_error[0x20];

	u8         req_cqe_flush_error[0x20];

	u8         reserved_at_620[0x20];

	u8         roce_adp_retrans[0x20];

	u8         roce_adp_retrans_to[0x20];

	u8         roce_slow_restart[0x20];

	u8         roce_slow_restart_cnps[0x20];

	u8         roce_slow_restart_trans[0x20];

	u8         reserved_at_6e0[0x120];
};

/* QUERY_QP inbox */
struct mlx5_ifc_mlx5ctl_query_qp_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         qpc_ext[0x1];
	u8         reserved_at_41[0x7];
	u8         qpn[0x18];

	u8         reserved_at_60[0x20];
};

/* query_qp_out.qp_pas_or_qpc_ext_and_pas: qpc_extension_and_pas_list_in */
union mlx5_ifc_mlx5ctl_query_qp_out_qp_pas_or_qpc_ext_and_pas_bits {
	struct mlx5_ifc_mlx5ctl_qpc_extension_and_pas_list_in_bits qpc_extension_and_pas_list_in;
	u8 reserved_at_0[0x600];
};

/* QUERY_QP outbox */
struct mlx5_ifc_mlx5ctl_query_qp_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	u8         opt_param_mask[0x20];

	u8         ece[0x20];

	struct mlx5_ifc_mlx5ctl_qpc_bits qpc;

	u8         reserved_at_800[0x80];

	union mlx5_ifc_mlx5ctl_query_qp_out_qp_pas_or_qpc_ext_and_pas_bits
		qp_pas_or_qpc_ext_and_pas;
};

/* QUERY_RATE_LIMIT inbox */
struct mlx5_ifc_mlx5ctl_query_rate_limit_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x10];
	u8         op_mod[0x10];

	u8         reserved_at_40[0x10];
	u8         rate_limit_index[0x10];

	u8         reserved_at_60[0x20];
};

/* A packet-pacing rate table entry */
struct mlx5_ifc_mlx5ctl_set_pp_rate_limit_context_bits {
	u8         rate_limit[0x20];

	u8         burst_upper_bound[0x20];

	u8         reserved_at_40[0x10];
	u8         typical_packet_size[0x10];

	u8         reserved_at_60[0x120];
};

/* QUERY_RATE_LIMIT outbox */
struct mlx5_ifc_mlx5ctl_query_rate_limit_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	struct mlx5_ifc_mlx5ctl_set_pp_rate_limit_context_bits ctx;
};

/* QUERY_RDB inbox */
struct mlx5_ifc_mlx5ctl_query_rdb_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x10];
	u8         op_mod[0x10];

	u8         reserved_at_40[0x8];
	u8         qpn[0x18];

	u8         reserved_at_60[0x20];
};

/* QUERY_RDB outbox (the model never fills more than the header) */
struct mlx5_ifc_mlx5ctl_query_rdb_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];
};

/* QUERY_RMP inbox */
struct mlx5_ifc_mlx5ctl_query_rmp_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x8];
	u8         rmpn[0x18];

	u8         reserved_at_60[0x20];
};

/* Work queue (SQ, RQ, RMP, XRQ) */
struct mlx5_ifc_mlx5ctl_wq_bits {
	u8         wq_type[0x4];
	u8         wq_signature[0x1];
	u8         end_padding_mode[0x2];
	u8         cd_slave[0x1];
	u8         reserved_at_8[0x18];

	u8         hds_skip_first_sge[0x1];
	u8         log2_hds_buf_size[0x3];
	u8         reserved_at_24[0x7];
	u8         page_offset[0x5];
	u8         lwm[0x10];

	u8         reserved_at_40[0x8];
	u8         pd[0x18];

	u8         reserved_at_60[0x8];
	u8         uar_page[0x18];

	u8         dbr_addr[0x40];

	u8         hw_counter[0x20];

	u8         sw_counter[0x20];

	u8         reserved_at_100[0xc];
	u8         log_wq_stride[0x4];
	u8         reserved_at_110[0x3];
	u8         log_wq_pg_sz[0x5];
	u8         reserved_at_118[0x3];
	u8         log_wq_sz[0x5];

	u8         dbr_umem_valid[0x1];
	u8         wq_umem_valid[0x1];
	u8         reserved_at_122[0x1];
	u8         log_hairpin_num_packets[0x5];
	u8         reserved_at_128[0x3];
	u8         log_hairpin_data_sz[0x5];
	u8         reserved_at_130[0x4];
	u8         log_wqe_num_of_strides[0x4];
	u8         two_byte_shift_en[0x1];
	u8         reserved_at_139[0x4];
	u8         log_wqe_stride_size[0x3];

	u8         dbr_umem_id[0x20];

	u8         wq_umem_id[0x20];

	u8         wq_umem_offset[0x40];

	u8         headers_mkey[0x20];

	u8         shampo_enable[0x1];
	u8         reserved_at_1e1[0x4];
	u8         log_reservation_size[0x3];
	u8         reserved_at_1e8[0x5];
	u8         log_max_num_of_packets_per_reservation[0x3];
	u8         reserved_at_1f0[0x6];
	u8         log_headers_entry_size[0x2];
	u8         reserved_at_1f8[0x4];
	u8         log_headers_buffer_entry_num[0x4];

	u8         reserved_at_200[0x400];

	struct mlx5_ifc_mlx5ctl_cmd_pas_bits pas[];
};

/* Receive memory pool context */
struct mlx5_ifc_mlx5ctl_rmpc_bits {
	u8         reserved_at_0[0x8];
	u8         state[0x4];
	u8         reserved_at_c[0x14];

	u8         basic_cyclic_rcv_wqe[0x1];
	u8         reserved_at_21[0x15f];

	struct mlx5_ifc_mlx5ctl_wq_bits wq;
};

/* QUERY_RMP outbox */
struct mlx5_ifc_mlx5ctl_query_rmp_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0xc0];

	struct mlx5_ifc_mlx5ctl_rmpc_bits rmp_context;
};

/* QUERY_ROCE_ADDRESS inbox */
struct mlx5_ifc_mlx5ctl_query_roce_address_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         roce_address_index[0x10];
	u8         reserved_at_50[0xc];
	u8         vhca_port_num[0x4];

	u8         reserved_at_60[0x20];
};

/* A RoCE address (GID table entry) */
struct mlx5_ifc_mlx5ctl_roce_addr_layout_bits {
	u8         source_l3_address[0x10][0x8];

	u8         reserved_at_80[0x3];
	u8         vlan_valid[0x1];
	u8         vlan_id[0xc];
	u8         source_mac_47_32[0x10];

	u8         source_mac_31_0[0x20];

	u8         reserved_at_c0[0x14];
	u8         roce_l3_type[0x4];
	u8         roce_version[0x8];

	u8         reserved_at_e0[0x20];
};

/* QUERY_ROCE_ADDRESS outbox */
struct mlx5_ifc_mlx5ctl_query_roce_address_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	struct mlx5_ifc_mlx5ctl_roce_addr_layout_bits roce_address;
};

/* QUERY_RQ inbox */
struct mlx5_ifc_mlx5ctl_query_rq_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x8];
	u8         rqn[0x18];

	u8         reserved_at_60[0x20];
};

/* Receive queue context */
struct mlx5_ifc_mlx5ctl_rqc_bits {
	u8         rlky[0x1];
	u8         delay_drop_en[0x1];
	u8         scatter_fcs[0x1];
	u8         vsd[0x1];
	u8         mem_rq_type[0x4];
	u8         state[0x4];
	u8         reserved_at_c[0x1];
	u8         flush_in_error_en[0x1];
	u8         hairpin[0x1];
	u8         reserved_at_f[0xb];
	u8         ts_format[0x2];
	u8         reserved_at_1c[0xc];

	u8         user_index[0x18];

	u8         reserved_at_40[0x8];
	u8         cqn[0x18];

	u8         counter_set_id[0x8];
	u8         reserved_at_68[0x20];

	u8         rmpn[0x18];

	u8         reserved_at_a0[0x8];
	u8         hairpin_peer_sq[0x18];

	u8         reserved_at_c0[0x10];
	u8         hairpin_peer_vhca[0x10];

	u8         reserved_at_e0[0x46];

	u8         shampo_no_match_alignment_granularity[0x2];
	u8         reserved_at_128[0x6];
	u8         shampo_match_criteria_type[0x2];
	u8         reservation_timeout[0x10];

	u8         reserved_at_140[0x40];

	struct mlx5_ifc_mlx5ctl_wq_bits wq;
};

/* QUERY_RQ outbox */
struct mlx5_ifc_mlx5ctl_query_rq_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0xc0];

	struct mlx5_ifc_mlx5ctl_rqc_bits rq_context;
};

/* QUERY_RQT inbox */
struct mlx5_ifc_mlx5ctl_query_rqt_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x8];
	u8         rqtn[0x18];

	u8         reserved_at_60[0x20];
};

/* An RQ table entry */
struct mlx5_ifc_mlx5ctl_rq_num_bits {
	u8         reserved_at_0[0x8];
	u8         rq_num[0x18];
};

/* RQ table context */
struct mlx5_ifc_mlx5ctl_rqtc_bits {
	u8         reserved_at_0[0xa5];

	u8         list_q_type[0x3];
	u8         reserved_at_a8[0x8];
	u8         rqt_max_size[0x10];

	u8         rq_vhca_id_format[0x1];
	u8         reserved_at_c1[0xf];
	u8         rqt_actual_size[0x10];

	u8         reserved_at_e0[0x6a0];

	struct mlx5_ifc_mlx5ctl_rq_num_bits rq_num[];
};

/* QUERY_RQT outbox */
struct mlx5_ifc_mlx5ctl_query_rqt_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0xc0];

	struct mlx5_ifc_mlx5ctl_rqtc_bits rqt_context;
};

/* QUERY_RSV_RESOURCES inbox (layout not public) */
struct mlx5_ifc_mlx5ctl_query_rsv_resources_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x10];
	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];
};

/* QUERY_RSV_RESOURCES outbox (layout not public) */
struct mlx5_ifc_mlx5ctl_query_rsv_resources_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];
};

/* QUERY_SCHED_QUEUE inbox (layout not public) */
struct mlx5_ifc_mlx5ctl_query_sched_queue_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x10];
	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];
};

/* QUERY_SCHED_QUEUE outbox (layout not public) */
struct mlx5_ifc_mlx5ctl_query_sched_queue_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];
};

/* QUERY_SCHEDULING_ELEMENT inbox */
struct mlx5_ifc_mlx5ctl_query_scheduling_element_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         scheduling_hierarchy[0x8];
	u8         reserved_at_48[0x18];

	u8         scheduling_element_id[0x20];

	u8         reserved_at_80[0x180];
};

/* Scheduling element context */
struct mlx5_ifc_mlx5ctl_scheduling_context_bits {
	u8         element_type[0x8];
	u8         reserved_at_8[0x18];

	u8         element_attributes[0x20];

	u8         parent_element_id[0x20];

	u8         reserved_at_60[0x40];

	u8         bw_share[0x20];

	u8         max_average_bw[0x20];

	u8         reserved_at_e0[0x120];
};

/* QUERY_SCHEDULING_ELEMENT outbox */
struct mlx5_ifc_mlx5ctl_query_scheduling_element_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0xc0];

	struct mlx5_ifc_mlx5ctl_scheduling_context_bits scheduling_context;

	u8         reserved_at_300[0x100];
};

/* QUERY_SF_PARTITIONS inbox */
struct mlx5_ifc_mlx5ctl_query_sf_partitions_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];
};

/* An SF partition */
struct mlx5_ifc_mlx5ctl_sf_partition_bits {
	u8         reserved_at_0[0x10];
	u8         log_num_sf[0x8];
	u8         log_sf_bar_size[0x8];
};

/* QUERY_SF_PARTITIONS outbox */
struct mlx5_ifc_mlx5ctl_query_sf_partitions_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x18];
	u8         num_sf_partitions[0x8];

	u8         reserved_at_60[0x20];

	struct mlx5_ifc_mlx5ctl_sf_partition_bits sf_partition[];
};

/* QUERY_SPECIAL_CONTEXTS inbox */
struct mlx5_ifc_mlx5ctl_query_special_contexts_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];
};

/* QUERY_SPECIAL_CONTEXTS outbox */
struct mlx5_ifc_mlx5ctl_query_special_contexts_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         dump_fill_mkey[0x20];

	u8         resd_lkey[0x20];

	u8         null_mkey[0x20];

	u8         terminate_scatter_list_mkey[0x20];

	u8         repeated_mkey[0x20];

	u8         reserved_at_e0[0x20];
};

/* QUERY_SQ inbox */
struct mlx5_ifc_mlx5ctl_query_sq_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x8];
	u8         sqn[0x18];

	u8         reserved_at_60[0x20];
};

/* Send queue context */
struct mlx5_ifc_mlx5ctl_sqc_bits {
	u8         rlky[0x1];
	u8         cd_master[0x1];
	u8         fre[0x1];
	u8         flush_in_error_en[0x1];
	u8         allow_multi_pkt_send_wqe[0x1];
	u8         min_wqe_inline_mode[0x3];
	u8         state[0x4];
	u8         reg_umr[0x1];
	u8         allow_swp[0x1];
	u8         hairpin[0x1];
	u8         non_wire[0x1];
	u8         reserved_at_10[0xa];
	u8         ts_format[0x2];
	u8         reserved_at_1c[0xc];

	u8         user_index[0x18];

	u8         reserved_at_40[0x8];
	u8         cqn[0x18];

	u8         reserved_at_60[0x8];
	u8         hairpin_peer_rq[0x18];

	u8         reserved_at_80[0x10];
	u8         hairpin_peer_vhca[0x10];

	u8         reserved_at_a0[0x28];

	u8         ts_cqe_to_dest_cqn[0x18];

	u8         reserved_at_e0[0x10];
	u8         packet_pacing_rate_limit_index[0x10];

	u8         tis_lst_sz[0x10];
	u8         qos_queue_group_id[0x10];

	u8         reserved_at_120[0x48];

	u8         tis_num_0[0x18];

	struct mlx5_ifc_mlx5ctl_wq_bits wq;
};

/* QUERY_SQ outbox */
struct mlx5_ifc_mlx5ctl_query_sq_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0xc0];

	struct mlx5_ifc_mlx5ctl_sqc_bits sq_context;
};

/* QUERY_SRQ inbox */
struct mlx5_ifc_mlx5ctl_query_srq_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x8];
	u8         srqn[0x18];

	u8         reserved_at_60[0x20];
};

/* Shared receive queue context */
struct mlx5_ifc_mlx5ctl_srqc_bits {
	u8         state[0x4];
	u8         log_srq_size[0x4];
	u8         reserved_at_8[0x18];

	u8         wq_signature[0x1];
	u8         cont_srq[0x1];
	u8         reserved_at_22[0x1];
	u8         rlky[0x1];
	u8         reserved_at_24[0x1];
	u8         log_rq_stride[0x3];
	u8         xrcd[0x18];

	u8         page_offset[0x6];
	u8         reserved_at_46[0x2];
	u8         cqn[0x18];

	u8         reserved_at_60[0x22];

	u8         log_page_size[0x6];
	u8         reserved_at_88[0x40];

	u8         pd[0x18];

	u8         lwm[0x10];
	u8         wqe_cnt[0x10];

	u8         reserved_at_100[0x40];

	u8         dbr_addr[0x40];

	u8         reserved_at_180[0x80];
};

/* QUERY_SRQ outbox */
struct mlx5_ifc_mlx5ctl_query_srq_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	struct mlx5_ifc_mlx5ctl_srqc_bits srq_context_entry;

	u8         reserved_at_280[0x600];
};

/* QUERY_TIR inbox */
struct mlx5_ifc_mlx5ctl_query_tir_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x8];
	u8         tirn[0x18];

	u8         reserved_at_60[0x20];
};

/* RSS hash fields */
struct mlx5_ifc_mlx5ctl_rx_hash_field_select_bits {
	u8         l3_prot_type[0x1];
	u8         l4_prot_type[0x1];
	u8         selected_fields[0x1e];
};

/* Transport interface receive context */
struct mlx5_ifc_mlx5ctl_tirc_bits {
	u8         reserved_at_0[0x20];

	u8         disp_type[0x4];
	u8         tls_en[0x1];
	u8         reserved_at_25[0x5f];

	u8         lro_timeout_period_usecs[0x10];
	u8         packet_merge_mask[0x4];
	u8         lro_max_ip_payload_size[0x8];

	u8         reserved_at_a0[0x48];

	u8         inline_rqn[0x18];

	u8         rx_hash_symmetric[0x1];
	u8         reserved_at_101[0x1];
	u8         tunneled_offload_en[0x1];
	u8         reserved_at_103[0x5];
	u8         indirect_table[0x18];

	u8         rx_hash_fn[0x4];
	u8         reserved_at_124[0x2];
	u8         self_lb_block[0x2];
	u8         transport_domain[0x18];

	u8         rx_hash_toeplitz_key[0x28][0x8];

	struct mlx5_ifc_mlx5ctl_rx_hash_field_select_bits rx_hash_field_selector_outer;

	struct mlx5_ifc_mlx5ctl_rx_hash_field_select_bits rx_hash_field_selector_inner;

	u8         reserved_at_2c0[0x4c0];
};

/* QUERY_TIR outbox */
struct mlx5_ifc_mlx5ctl_query_tir_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0xc0];

	struct mlx5_ifc_mlx5ctl_tirc_bits tir_context;
};

/* QUERY_TIS inbox */
struct mlx5_ifc_mlx5ctl_query_tis_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x8];
	u8         tisn[0x18];

	u8         reserved_at_60[0x20];
};

/* Transport interface send context */
struct mlx5_ifc_mlx5ctl_tisc_bits {
	u8         strict_lag_tx_port_affinity[0x1];
	u8         tls_en[0x1];
	u8         reserved_at_2[0x2];
	u8         lag_tx_port_affinity[0x4];
	u8         reserved_at_8[0x4];
	u8         prio[0x4];
	u8         reserved_at_10[0x118];

	u8         transport_domain[0x18];

	u8         reserved_at_140[0x8];
	u8         underlay_qpn[0x18];

	u8         reserved_at_160[0x8];
	u8         pd[0x18];

	u8         reserved_at_180[0x380];
};

/* QUERY_TIS outbox */
struct mlx5_ifc_mlx5ctl_query_tis_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	struct mlx5_ifc_mlx5ctl_tisc_bits tis_context;
};

/* QUERY_UCTX inbox */
struct mlx5_ifc_mlx5ctl_query_uctx_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x10];
	u8         uid[0x10];

	u8         reserved_at_60[0x20];
};

/* QUERY_UCTX outbox */
struct mlx5_ifc_mlx5ctl_query_uctx_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	struct mlx5_ifc_mlx5ctl_uctx_bits uctx;
};

/* QUERY_UMEM inbox */
struct mlx5_ifc_mlx5ctl_query_umem_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x10];
	u8         op_mod[0x10];

	u8         reserved_at_40[0x8];
	u8         umem_id[0x18];

	u8         reserved_at_60[0x20];
};

/* QUERY_UMEM outbox, followed by the UMEM's MTT entries (as many as fit) */
struct mlx5_ifc_mlx5ctl_query_umem_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	struct mlx5_ifc_mlx5ctl_umem_bits umem;
};

/* QUERY_VHCA_MIGRATION_STATE inbox */
struct mlx5_ifc_mlx5ctl_query_vhca_migration_state_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x10];
	u8         op_mod[0x10];

	u8         incremental[0x1];
	u8         chunk[0x1];
	u8         reserved_at_42[0xe];
	u8         vhca_id[0x10];

	u8         reserved_at_60[0x20];
};

/* QUERY_VHCA_MIGRATION_STATE outbox */
struct mlx5_ifc_mlx5ctl_query_vhca_migration_state_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	u8         required_umem_size[0x20];

	u8         reserved_at_a0[0x20];

	u8         remaining_total_size[0x40];

	u8         reserved_at_100[0x100];
};

/* QUERY_VHCA_STATE inbox */
struct mlx5_ifc_mlx5ctl_query_vhca_state_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x10];
	u8         op_mod[0x10];

	u8         embedded_cpu_function[0x1];
	u8         reserved_at_41[0xf];
	u8         function_id[0x10];

	u8         reserved_at_60[0x20];
};

/* The state of a function */
struct mlx5_ifc_mlx5ctl_vhca_state_context_bits {
	u8         arm_change_event[0x1];
	u8         reserved_at_1[0xb];
	u8         vhca_state[0x4];
	u8         reserved_at_10[0x10];

	u8         sw_function_id[0x20];

	u8         reserved_at_40[0x40];
};

/* QUERY_VHCA_STATE outbox */
struct mlx5_ifc_mlx5ctl_query_vhca_state_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	struct mlx5_ifc_mlx5ctl_vhca_state_context_bits vhca_state_context;
};

/* QUERY_VNIC_ENV inbox */
struct mlx5_ifc_mlx5ctl_query_vnic_env_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         other_vport[0x1];
	u8         reserved_at_41[0xf];
	u8         vport_number[0x10];

	u8         reserved_at_60[0x20];
};

/* vNIC environment counters */
struct mlx5_ifc_mlx5ctl_vnic_diagnostic_statistics_bits {
	u8         counter_error_queues[0x20];

	u8         total_error_queues[0x20];

	u8         send_queue_priority_update_flow[0x20];

	u8         reserved_at_60[0x20];

	u8         nic_receive_steering_discard[0x40];

	u8         receive_discard_vport_down[0x40];

	u8         transmit_discard_vport_down[0x40];

	u8         async_eq_overrun[0x20];

	u8         comp_eq_overrun[0x20];

	u8         reserved_at_180[0x20];

	u8         invalid_command[0x20];

	u8         quota_exceeded_command[0x20];

	u8         internal_rq_out_of_buffer[0x20];

	u8         cq_overrun[0x20];

	u8         eth_wqe_too_small[0x20];

	u8         reserved_at_240[0xc0];

	u8         generated_pkt_steering_fail[0x40];

	u8         handled_pkt_steering_fail[0x40];

	u8         reserved_at_380[0xc80];
};

/* QUERY_VNIC_ENV outbox */
struct mlx5_ifc_mlx5ctl_query_vnic_env_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	struct mlx5_ifc_mlx5ctl_vnic_diagnostic_statistics_bits vport_env;
};

/* QUERY_VPORT_COUNTER inbox */
struct mlx5_ifc_mlx5ctl_query_vport_counter_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         other_vport[0x1];
	u8         reserved_at_41[0xb];
	u8         port_num[0x4];
	u8         vport_number[0x10];

	u8         reserved_at_60[0x60];

	u8         clear[0x1];
	u8         reserved_at_c1[0x3f];
};

/* QUERY_VPORT_COUNTER outbox */
struct mlx5_ifc_mlx5ctl_query_vport_counter_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	struct mlx5_ifc_mlx5ctl_traffic_counter_bits received_errors;

	struct mlx5_ifc_mlx5ctl_traffic_counter_bits transmit_errors;

	struct mlx5_ifc_mlx5ctl_traffic_counter_bits received_ib_unicast;

	struct mlx5_ifc_mlx5ctl_traffic_counter_bits transmitted_ib_unicast;

	struct mlx5_ifc_mlx5ctl_traffic_counter_bits received_ib_multicast;

	struct mlx5_ifc_mlx5ctl_traffic_counter_bits transmitted_ib_multicast;

	struct mlx5_ifc_mlx5ctl_traffic_counter_bits received_eth_broadcast;

	struct mlx5_ifc_mlx5ctl_traffic_counter_bits transmitted_eth_broadcast;

	struct mlx5_ifc_mlx5ctl_traffic_counter_bits received_eth_unicast;

	struct mlx5_ifc_mlx5ctl_traffic_counter_bits transmitted_eth_unicast;

	struct mlx5_ifc_mlx5ctl_traffic_counter_bits received_eth_multicast;

	struct mlx5_ifc_mlx5ctl_traffic_counter_bits transmitted_eth_multicast;

	struct mlx5_ifc_mlx5ctl_traffic_counter_bits local_loopback;

	u8         reserved_at_700[0x980];
};

/* QUERY_VPORT_STATE inbox */
struct mlx5_ifc_mlx5ctl_query_vport_state_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         other_vport[0x1];
	u8         reserved_at_41[0xf];
	u8         vport_number[0x10];

	u8         reserved_at_60[0x20];
};

/* QUERY_VPORT_STATE outbox */
struct mlx5_ifc_mlx5ctl_query_vport_state_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x38];

	u8         admin_state[0x4];
	u8         state[0x4];
};

/* QUERY_VUID inbox */
struct mlx5_ifc_mlx5ctl_query_vuid_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x40];

	u8         query_vfs_vuid[0x1];
	u8         data_direct[0x1];
	u8         reserved_at_62[0xe];
	u8         vhca_id[0x10];
};

/* QUERY_VUID outbox */
struct mlx5_ifc_mlx5ctl_query_vuid_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x1b0];

	u8         num_of_entries[0x10];

	struct mlx5_ifc_mlx5ctl_array1024_auto_bits vuid[];
};

/* QUERY_WOL_ROL inbox */
struct mlx5_ifc_mlx5ctl_query_wol_rol_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x40];
};

/* QUERY_WOL_ROL outbox */
struct mlx5_ifc_mlx5ctl_query_wol_rol_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x10];
	u8         rol_mode[0x8];
	u8         wol_mode[0x8];

	u8         reserved_at_60[0x20];
};

/* QUERY_XRC_SRQ inbox */
struct mlx5_ifc_mlx5ctl_query_xrc_srq_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x8];
	u8         xrc_srqn[0x18];

	u8         reserved_at_60[0x20];
};

/* XRC shared receive queue context */
struct mlx5_ifc_mlx5ctl_xrc_srqc_bits {
	u8         state[0x4];
	u8         log_xrc_srq_size[0x4];
	u8         reserved_at_8[0x18];

	u8         wq_signature[0x1];
	u8         cont_srq[0x1];
	u8         reserved_at_22[0x1];
	u8         rlky[0x1];
	u8         basic_cyclic_rcv_wqe[0x1];
	u8         log_rq_stride[0x3];
	u8         xrcd[0x18];

	u8         page_offset[0x6];
	u8         reserved_at_46[0x1];
	u8         dbr_umem_valid[0x1];
	u8         cqn[0x18];

	u8         reserved_at_60[0x20];

	u8         user_index_equal_xrc_srqn[0x1];
	u8         reserved_at_81[0x1];
	u8         log_page_size[0x6];
	u8         user_index[0x18];

	u8         reserved_at_a0[0x28];

	u8         pd[0x18];

	u8         lwm[0x10];
	u8         wqe_cnt[0x10];

	u8         reserved_at_100[0x40];

	u8         db_record_addr_h[0x20];

	u8         db_record_addr_l[0x1e];
	u8         reserved_at_17e[0x82];
};

/* QUERY_XRC_SRQ outbox */
struct mlx5_ifc_mlx5ctl_query_xrc_srq_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	struct mlx5_ifc_mlx5ctl_xrc_srqc_bits xrc_srq_context_entry;

	u8         reserved_at_280[0x600];
};

/* QUERY_XRQ_DC_PARAMS_ENTRY inbox */
struct mlx5_ifc_mlx5ctl_query_xrq_dc_params_entry_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x10];
	u8         op_mod[0x10];

	u8         reserved_at_40[0x8];
	u8         xrqn[0x18];

	u8         reserved_at_60[0x20];
};

/* QUERY_XRQ_DC_PARAMS_ENTRY outbox (the model never fills more than the header) */
struct mlx5_ifc_mlx5ctl_query_xrq_dc_params_entry_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];
};

/* QUERY_XRQ_ERROR_PARAMS inbox */
struct mlx5_ifc_mlx5ctl_query_xrq_error_params_in_bits {
	u8         opcode[0x10];
	u8         uid[0x10];

	u8         reserved_at_20[0x10];
	u8         op_mod[0x10];

	u8         reserved_at_40[0x8];
	u8         xrqn[0x18];

	u8         reserved_at_60[0x20];
};

/* QUERY_XRQ_ERROR_PARAMS outbox (the model never fills more than the header) */
struct mlx5_ifc_mlx5ctl_query_xrq_error_params_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];
};

/* QUERY_XRQ inbox */
struct mlx5_ifc_mlx5ctl_query_xrq_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x8];
	u8         xrqn[0x18];

	u8         reserved_at_60[0x20];
};

/* XRQ tag matching topology */
struct mlx5_ifc_mlx5ctl_tag_matching_topology_context_bits {
	u8         log_matching_list_sz[0x4];
	u8         reserved_at_4[0xc];
	u8         append_next_index[0x10];

	u8         sw_phase_cnt[0x10];
	u8         hw_phase_cnt[0x10];

	u8         reserved_at_40[0x40];
};

/* Extended receive queue (tag matching) context */
struct mlx5_ifc_mlx5ctl_xrqc_bits {
	u8         state[0x4];
	u8         rlkey[0x1];
	u8         reserved_at_5[0xf];
	u8         topology[0x4];
	u8         reserved_at_18[0x4];
	u8         offload[0x4];

	u8         reserved_at_20[0x8];
	u8         user_index[0x18];

	u8         reserved_at_40[0x8];
	u8         cqn[0x18];

	u8         reserved_at_60[0xa0];

	struct mlx5_ifc_mlx5ctl_tag_matching_topology_context_bits tag_matching_topology_context;

	u8         reserved_at_180[0x280];

	struct mlx5_ifc_mlx5ctl_wq_bits wq;
};

/* QUERY_XRQ outbox */
struct mlx5_ifc_mlx5ctl_query_xrq_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];

	struct mlx5_ifc_mlx5ctl_xrqc_bits xrq_context;
};

/* RCR register */
struct mlx5_ifc_mlx5ctl_rcr_reg_bits {
	u8         reserved_at_0[0x1f];
	u8         health_severity_bitmask_valid[0x1];

	u8         reserved_at_20[0x18];
	u8         health_severity_bitmask[0x8];

	u8         reserved_at_40[0x140];
};

/* RESOURCE_DUMP register */
struct mlx5_ifc_mlx5ctl_resource_dump_bits {
	u8         more_dump[0x1];
	u8         inline_dump[0x1];
	u8         reserved_at_2[0xa];
	u8         seq_num[0x4];
	u8         segment_type[0x10];

	u8         reserved_at_20[0x10];
	u8         vhca_id[0x10];

	u8         index1[0x20];

	u8         index2[0x20];

	u8         num_of_obj1[0x10];
	u8         num_of_obj2[0x10];

	u8         reserved_at_a0[0x20];

	u8         device_opaque[0x40];

	u8         mkey[0x20];

	u8         size[0x20];

	u8         address[0x40];

	u8         inline_data[0xd0][0x8];
};

/* Header of every resource dump segment */
struct mlx5_ifc_mlx5ctl_resource_dump_segment_header_bits {
	u8         length_dw[0x10];
	u8         segment_type[0x10];
};

/* COMMAND segment: the request echoed */
struct mlx5_ifc_mlx5ctl_resource_dump_command_segment_bits {
	struct mlx5_ifc_mlx5ctl_resource_dump_segment_header_bits segment_header;

	u8         segment_called[0x10];
	u8         vhca_id[0x10];

	u8         index1[0x20];

	u8         index2[0x20];

	u8         num_of_obj1[0x10];
	u8         num_of_obj2[0x10];
};

/* ERROR segment */
struct mlx5_ifc_mlx5ctl_resource_dump_error_segment_bits {
	struct mlx5_ifc_mlx5ctl_resource_dump_segment_header_bits segment_header;

	u8         reserved_at_20[0x10];
	u8         syndrome_id[0x10];

	u8         reserved_at_40[0x40];

	u8         error[0x20][0x8];
};

/* INFO segment */
struct mlx5_ifc_mlx5ctl_resource_dump_info_segment_bits {
	struct mlx5_ifc_mlx5ctl_resource_dump_segment_header_bits segment_header;

	u8         reserved_at_20[0x18];
	u8         dump_version[0x8];

	u8         hw_version[0x20];

	u8         fw_version[0x20];
};

/* One dumpable segment type */
struct mlx5_ifc_mlx5ctl_resource_dump_menu_record_bits {
	u8         reserved_at_0[0x4];
	u8         num_of_obj2_supports_active[0x1];
	u8         num_of_obj2_supports_all[0x1];
	u8         must_have_num_of_obj2[0x1];
	u8         support_num_of_obj2[0x1];
	u8         num_of_obj1_supports_active[0x1];
	u8         num_of_obj1_supports_all[0x1];
	u8         must_have_num_of_obj1[0x1];
	u8         support_num_of_obj1[0x1];
	u8         must_have_index2[0x1];
	u8         support_index2[0x1];
	u8         must_have_index1[0x1];
	u8         support_index1[0x1];
	u8         segment_type[0x10];

	u8         segment_name[0x10][0x8];

	u8         index1_name[0x10][0x8];

	u8         index2_name[0x10][0x8];
};

/* MENU segment: the dumpable segment types */
struct mlx5_ifc_mlx5ctl_resource_dump_menu_segment_bits {
	struct mlx5_ifc_mlx5ctl_resource_dump_segment_header_bits segment_header;

	u8         reserved_at_20[0x10];
	u8         num_of_records[0x10];

	struct mlx5_ifc_mlx5ctl_resource_dump_menu_record_bits record[];
};

/* A resource's data */
struct mlx5_ifc_mlx5ctl_resource_dump_resource_segment_bits {
	struct mlx5_ifc_mlx5ctl_resource_dump_segment_header_bits segment_header;

	u8         reserved_at_20[0x20];

	u8         index1[0x20];

	u8         index2[0x20];

	u8         payload[][0x20];
};

/* TERMINATE segment */
struct mlx5_ifc_mlx5ctl_resource_dump_terminate_segment_bits {
	struct mlx5_ifc_mlx5ctl_resource_dump_segment_header_bits segment_header;
};

/* SET_DIAGNOSTIC_PARAMS inbox */
struct mlx5_ifc_mlx5ctl_set_diagnostic_params_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	struct mlx5_ifc_mlx5ctl_diagnostic_params_context_bits diagnostic_params_context;
};

/* SET_DIAGNOSTIC_PARAMS outbox */
struct mlx5_ifc_mlx5ctl_set_diagnostic_params_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];
};

/*
 * set_hca_cap_in.capability: cmd_hca_cap, cmd_hca_cap_2, debug_cap,
 * per_protocol_networking_offload_caps, odp_cap, atomic_caps, roce_cap, flow_table_nic_cap,
 * flow_table_eswitch_cap, e_switch_cap, qos_cap, device_mem_cap, device_event_cap,
 * port_selection_cap, adv_virtualization_cap
 */
union mlx5_ifc_mlx5ctl_set_hca_cap_in_capability_bits {
	struct mlx5_ifc_mlx5ctl_cmd_hca_cap_bits cmd_hca_cap;
	struct mlx5_ifc_mlx5ctl_cmd_hca_cap_2_bits cmd_hca_cap_2;
	struct mlx5_ifc_mlx5ctl_debug_cap_bits debug_cap;
	struct mlx5_ifc_mlx5ctl_per_protocol_networking_offload_caps_bits
		per_protocol_networking_offload_caps;
	struct mlx5_ifc_mlx5ctl_odp_cap_bits odp_cap;
	struct mlx5_ifc_mlx5ctl_atomic_caps_bits atomic_caps;
	struct mlx5_ifc_mlx5ctl_roce_cap_bits roce_cap;
	struct mlx5_ifc_mlx5ctl_flow_table_nic_cap_bits flow_table_nic_cap;
	struct mlx5_ifc_mlx5ctl_flow_table_eswitch_cap_bits flow_table_eswitch_cap;
	struct mlx5_ifc_mlx5ctl_e_switch_cap_bits e_switch_cap;
	struct mlx5_ifc_mlx5ctl_qos_cap_bits qos_cap;
	struct mlx5_ifc_mlx5ctl_device_mem_cap_bits device_mem_cap;
	struct mlx5_ifc_mlx5ctl_device_event_cap_bits device_event_cap;
	struct mlx5_ifc_mlx5ctl_port_selection_cap_bits port_selection_cap;
	struct mlx5_ifc_mlx5ctl_adv_virtualization_cap_bits adv_virtualization_cap;
	u8 reserved_at_0[0x8000];
};

/* SET_HCA_CAP inbox */
struct mlx5_ifc_mlx5ctl_set_hca_cap_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         other_function[0x1];
	u8         ec_vf_function[0x1];
	u8         reserved_at_42[0xe];
	u8         function_id[0x10];

	u8         reserved_at_60[0x20];

	union mlx5_ifc_mlx5ctl_set_hca_cap_in_capability_bits capability;
};

/* SET_HCA_CAP outbox */
struct mlx5_ifc_mlx5ctl_set_hca_cap_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];
};

/* SET_ISSI inbox */
struct mlx5_ifc_mlx5ctl_set_issi_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x10];
	u8         current_issi[0x10];

	u8         reserved_at_60[0x20];
};

/* SET_ISSI outbox */
struct mlx5_ifc_mlx5ctl_set_issi_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x40];
};

/* TEARDOWN_HCA inbox */
struct mlx5_ifc_mlx5ctl_teardown_hca_in_bits {
	u8         opcode[0x10];
	u8         reserved_at_10[0x20];

	u8         op_mod[0x10];

	u8         reserved_at_40[0x10];
	u8         profile[0x10];

	u8         reserved_at_60[0x20];
};

/* TEARDOWN_HCA outbox */
struct mlx5_ifc_mlx5ctl_teardown_hca_out_bits {
	u8         status[0x8];
	u8         reserved_at_8[0x18];

	u8         syndrome[0x20];

	u8         reserved_at_40[0x3f];

	u8         state[0x1];
};

/* A UAR page in BAR0 (page i at BAR0 + i * 4096): the EQ doorbells (eq.c) */
struct mlx5_ifc_mlx5ctl_uar_page_bits {
	u8         reserved_at_0[0x200];

	struct mlx5_ifc_mlx5ctl_eq_doorbell_bits eq_arm;

	u8         reserved_at_220[0x20];

	struct mlx5_ifc_mlx5ctl_eq_doorbell_bits eq_update;

	u8         reserved_at_260[0x7da0];
};

#endif /* __MLX5CTL_GEN_IFC_H__ */
