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
 *	prm/fwupdate.yaml
 *	prm/hca.yaml
 *	prm/icmd.yaml
 *	prm/link.yaml
 *	prm/mgmt.yaml
 *	prm/nvconfig.yaml
 *	prm/nvitems.yaml
 *	prm/nvtools.yaml
 *	prm/objects.yaml
 *	prm/port.yaml
 *	prm/queues.yaml
 *	prm/registers.yaml
 *	prm/uctx.yaml
 *	prm/vport.yaml
 * MLX5GEN fuzz/mlx5_fuzz_spec.h
 * To regenerate run: codegen/mlx5gen.py
 */

#ifndef MLX5_FUZZ_SPEC_H
#define MLX5_FUZZ_SPEC_H

#include <stdbool.h>
#include <stdint.h>

/*
 * The spec as the fuzzers of tests/fuzz see it: every command and register with the integer
 * fields of its inbox / layout (nested structures flattened, arrays by their first element,
 * unions by every alternative) and, for enum fields, the enum's values: a fuzzer picks a
 * command or register by index and sets fields to values the spec names, so a command added to
 * prm/ is fuzzed without a hand edit.
 */
struct mlx5_fuzz_enum {
	const char *name;
	const uint32_t *values;
	uint16_t n;
};

struct mlx5_fuzz_field {
	uint32_t bit;			/* from the start of the structure */
	uint8_t width;
	const struct mlx5_fuzz_enum *enm;	/* an enum field's values, or NULL */
	const char *path;		/* e.g. "umem.log_page_size" */
};

struct mlx5_fuzz_cmd {
	const char *name;
	uint16_t opcode;
	bool emulated;			/* the firmware model answers it */
	uint32_t inlen, outlen;		/* bytes of the inbox / outbox structure */
	uint32_t tail_bytes;		/* bytes of one element of the inbox's flexible tail, 0 */
	const struct mlx5_fuzz_field *fields;	/* of the inbox */
	uint16_t nfields;
	int32_t creates_bit;		/* the outbox field holding the id it creates, or -1 */
	uint8_t creates_width;
	int32_t destroy_bit;		/* the inbox field of the id it destroys or queries, or -1 */
	uint8_t destroy_width;
};

/*
 * A field of a register's payload that acts on an access (the spec's register constraints):
 * `acting` is a value the rule does not allow (the driver refuses it to a debug read, or
 * lifts the read to the write's scope), for a fuzzer to learn the payloads that act.
 */
struct mlx5_fuzz_rule {
	uint32_t bit;
	uint8_t width;
	bool write;			/* binds writes; false: reads */
	bool lifts;			/* lifts the read to the write's scope; false: refused */
	uint32_t acting;		/* a value that acts */
	const char *path;
};

struct mlx5_fuzz_reg {
	const char *name;
	uint16_t id;
	uint32_t size;			/* bytes of the layout */
	bool readable, writable;
	const struct mlx5_fuzz_field *fields;
	uint16_t nfields;
	const struct mlx5_fuzz_rule *rules;	/* fields that act, or NULL */
	uint16_t nrules;
};

static const uint32_t mlx5_fuzz_enum_access_reg_op_mod[] __attribute__((unused)) = {
	0x0,	/* WRITE */
	0x1,	/* READ */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_access_reg_op_mod __attribute__((unused)) = {
	"access_reg_op_mod", mlx5_fuzz_enum_access_reg_op_mod, 2
};
static const uint32_t mlx5_fuzz_enum_cap_type[] __attribute__((unused)) = {
	0x0,	/* GENERAL */
	0x1,	/* ETHERNET_OFFLOADS */
	0x2,	/* ODP */
	0x3,	/* ATOMIC */
	0x4,	/* ROCE */
	0x5,	/* IPOIB_OFFLOADS */
	0x6,	/* IPOIB_ENHANCED_OFFLOADS */
	0x7,	/* FLOW_TABLE */
	0x8,	/* ESWITCH_FLOW_TABLE */
	0x9,	/* ESWITCH */
	0xc,	/* QOS */
	0xd,	/* DEBUG */
	0xf,	/* DEV_MEM */
	0x11,	/* TLS */
	0x13,	/* VDPA_EMULATION */
	0x14,	/* DEV_EVENT */
	0x15,	/* IPSEC */
	0x1a,	/* CRYPTO */
	0x1f,	/* MACSEC */
	0x1d,	/* SHAMPO */
	0x1e,	/* PSP */
	0x20,	/* GENERAL_2 */
	0x25,	/* PORT_SELECTION */
	0x26,	/* ADV_VIRTUALIZATION */
	0x28,	/* ADV_RDMA */
	0x2a,	/* TLP_EMULATION */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_cap_type __attribute__((unused)) = {
	"cap_type", mlx5_fuzz_enum_cap_type, 26
};
static const uint32_t mlx5_fuzz_enum_cmd_delivery_status[] __attribute__((unused)) = {
	0x0,	/* OK */
	0x1,	/* SIGNAT_ERR */
	0x2,	/* TOK_ERR */
	0x3,	/* BAD_BLK_NUM_ERR */
	0x4,	/* OUT_PTR_ALIGN_ERR */
	0x5,	/* IN_PTR_ALIGN_ERR */
	0x6,	/* FW_ERR */
	0x7,	/* IN_LENGTH_ERR */
	0x8,	/* OUT_LENGTH_ERR */
	0x9,	/* RES_FLD_NOT_CLR_ERR */
	0x10,	/* CMD_DESCR_ERR */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_cmd_delivery_status __attribute__((unused)) = {
	"cmd_delivery_status", mlx5_fuzz_enum_cmd_delivery_status, 11
};
static const uint32_t mlx5_fuzz_enum_cmd_op[] __attribute__((unused)) = {
	0x100,	/* QUERY_HCA_CAP */
	0x101,	/* QUERY_ADAPTER */
	0x102,	/* INIT_HCA */
	0x103,	/* TEARDOWN_HCA */
	0x104,	/* ENABLE_HCA */
	0x105,	/* DISABLE_HCA */
	0x107,	/* QUERY_PAGES */
	0x108,	/* MANAGE_PAGES */
	0x109,	/* SET_HCA_CAP */
	0x10a,	/* QUERY_ISSI */
	0x10b,	/* SET_ISSI */
	0x10c,	/* QUERY_DRIVER_VERSION */
	0x10e,	/* QUERY_OTHER_HCA_CAP */
	0x111,	/* QUERY_SF_PARTITION */
	0x117,	/* QUERY_VHCA_MIGRATION_STATE */
	0x200,	/* CREATE_MKEY */
	0x201,	/* QUERY_MKEY */
	0x202,	/* DESTROY_MKEY */
	0x203,	/* QUERY_SPECIAL_CONTEXTS */
	0x301,	/* CREATE_EQ */
	0x302,	/* DESTROY_EQ */
	0x303,	/* QUERY_EQ */
	0x402,	/* QUERY_CQ */
	0x50b,	/* QUERY_QP */
	0x512,	/* QUERY_RDB */
	0x602,	/* QUERY_PSV */
	0x702,	/* QUERY_SRQ */
	0x707,	/* QUERY_XRC_SRQ */
	0x713,	/* QUERY_DCT */
	0x716,	/* QUERY_DC_CNAK_TRACE */
	0x719,	/* QUERY_XRQ */
	0x722,	/* QUERY_NVMF_BACKEND_CONTROLLER */
	0x725,	/* QUERY_XRQ_DC_PARAMS_ENTRY */
	0x727,	/* QUERY_XRQ_ERROR_PARAMS */
	0x728,	/* QUERY_NVMF_NAMESPACE_CONTEXT */
	0x730,	/* QUERY_ADJACENT_FUNCTIONS_ID */
	0x731,	/* DELEGATE_VHCA_MANAGEMENT */
	0x732,	/* QUERY_DELEGATED_VHCA */
	0x740,	/* QUERY_ESW_FUNCTIONS */
	0x750,	/* QUERY_VPORT_STATE */
	0x752,	/* QUERY_ESW_VPORT_CONTEXT */
	0x754,	/* QUERY_NIC_VPORT_CONTEXT */
	0x760,	/* QUERY_ROCE_ADDRESS */
	0x762,	/* QUERY_HCA_VPORT_CONTEXT */
	0x764,	/* QUERY_HCA_VPORT_GID */
	0x765,	/* QUERY_HCA_VPORT_PKEY */
	0x76f,	/* QUERY_VNIC_ENV */
	0x770,	/* QUERY_VPORT_COUNTER */
	0x771,	/* ALLOC_Q_COUNTER */
	0x772,	/* DEALLOC_Q_COUNTER */
	0x773,	/* QUERY_Q_COUNTER */
	0x781,	/* QUERY_RATE_LIMIT */
	0x784,	/* QUERY_SCHEDULING_ELEMENT */
	0x800,	/* ALLOC_PD */
	0x801,	/* DEALLOC_PD */
	0x802,	/* ALLOC_UAR */
	0x803,	/* DEALLOC_UAR */
	0x805,	/* ACCESS_REG */
	0x80b,	/* QUERY_MAD_DEMUX */
	0x80d,	/* NOP */
	0x813,	/* QUERY_BURST_SIZE */
	0x819,	/* QUERY_DIAGNOSTIC_PARAMS */
	0x820,	/* SET_DIAGNOSTIC_PARAMS */
	0x821,	/* QUERY_DIAGNOSTIC_COUNTERS */
	0x822,	/* QUERY_CONG_STATUS */
	0x823,	/* MODIFY_CONG_STATUS */
	0x824,	/* QUERY_CONG_PARAMS */
	0x826,	/* QUERY_CONG_STATISTICS */
	0x82a,	/* QUERY_L2_TABLE_ENTRY */
	0x831,	/* QUERY_WOL_ROL */
	0x842,	/* QUERY_LAG */
	0x903,	/* QUERY_TIR */
	0x907,	/* QUERY_SQ */
	0x90b,	/* QUERY_RQ */
	0x90f,	/* QUERY_RMP */
	0x911,	/* QUERY_DELAY_DROP_PARAMS */
	0x915,	/* QUERY_TIS */
	0x919,	/* QUERY_RQT */
	0x932,	/* QUERY_FLOW_TABLE */
	0x935,	/* QUERY_FLOW_GROUP */
	0x937,	/* QUERY_FLOW_TABLE_ENTRY */
	0x93b,	/* QUERY_FLOW_COUNTER */
	0x93f,	/* QUERY_PACKET_REFORMAT_CONTEXT */
	0x942,	/* QUERY_MODIFY_HEADER_CONTEXT */
	0x962,	/* FPGA_QUERY_QP */
	0x964,	/* FPGA_QUERY_QP_COUNTERS */
	0x971,	/* QUERY_AFU */
	0x981,	/* QUERY_CAPI_PEC */
	0xa02,	/* QUERY_GENERAL_OBJECT */
	0xa04,	/* CREATE_UCTX */
	0xa05,	/* QUERY_UCTX */
	0xa06,	/* DESTROY_UCTX */
	0xa08,	/* CREATE_UMEM */
	0xa09,	/* QUERY_UMEM */
	0xa0a,	/* DESTROY_UMEM */
	0xb02,	/* QUERY_NVMF_CC_RESPONSE */
	0xb03,	/* QUERY_EMULATED_FUNCTIONS_INFO */
	0xb05,	/* QUERY_REGEXP_PARAMS */
	0xb07,	/* QUERY_REGEXP_REGISTER */
	0xb08,	/* USER_QUERY_XRQ_DC_PARAMS_ENTRY */
	0xb0a,	/* USER_QUERY_XRQ_ERROR_PARAMS */
	0xb0c,	/* ACCESS_REGISTER_USER */
	0xb0d,	/* QUERY_VHCA_STATE */
	0xb0f,	/* QUERY_EMULATION_DEVICE_EQ_MSIX_MAPPING */
	0xb13,	/* QUERY_MATCH_SAMPLE_INFO */
	0xb14,	/* QUERY_CRYPTO_STATE */
	0xb22,	/* QUERY_VUID */
	0xb28,	/* QUERY_DPA_PARTITION */
	0xb2a,	/* QUERY_DPA_PARTITIONS */
	0xb2e,	/* POSTPONE_CONNECTED_QP_TIMEOUT */
	0xb2f,	/* QUERY_EMULATED_RESOURCES_INFO */
	0x8000,	/* QUERY_RSV_RESOURCES */
	0x8001,	/* QUERY_MTT */
	0x8006,	/* QUERY_SCHED_QUEUE */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_cmd_op __attribute__((unused)) = {
	"cmd_op", mlx5_fuzz_enum_cmd_op, 114
};
static const uint32_t mlx5_fuzz_enum_cmd_status[] __attribute__((unused)) = {
	0x0,	/* OK */
	0x1,	/* INT_ERR */
	0x2,	/* BAD_OP_ERR */
	0x3,	/* BAD_PARAM_ERR */
	0x4,	/* BAD_SYS_STATE_ERR */
	0x5,	/* BAD_RES_ERR */
	0x6,	/* RES_BUSY */
	0x7,	/* NOT_READY */
	0x8,	/* LIM_ERR */
	0x9,	/* BAD_RES_STATE_ERR */
	0xa,	/* IX_ERR */
	0xf,	/* NO_RES_ERR */
	0x10,	/* BAD_QP_STATE_ERR */
	0x30,	/* BAD_PKT_ERR */
	0x40,	/* BAD_SIZE_OUTS_CQES_ERR */
	0x50,	/* BAD_INP_LEN_ERR */
	0x51,	/* BAD_OUTP_LEN_ERR */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_cmd_status __attribute__((unused)) = {
	"cmd_status", mlx5_fuzz_enum_cmd_status, 17
};
static const uint32_t mlx5_fuzz_enum_cmdq_entry_type[] __attribute__((unused)) = {
	0x7,	/* PCIE_CMD_IF_TRANSPORT */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_cmdq_entry_type __attribute__((unused)) = {
	"cmdq_entry_type", mlx5_fuzz_enum_cmdq_entry_type, 1
};
static const uint32_t mlx5_fuzz_enum_cong_protocol[] __attribute__((unused)) = {
	0x0,	/* QAU_802_1_RP */
	0x1,	/* R_ROCE_ECN_RP */
	0x2,	/* R_ROCE_ECN_NP */
	0x3,	/* R_ROCE_GENERAL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_cong_protocol __attribute__((unused)) = {
	"cong_protocol", mlx5_fuzz_enum_cong_protocol, 4
};
static const uint32_t mlx5_fuzz_enum_core_dump_const[] __attribute__((unused)) = {
	0x43444d50,	/* MAGIC */
	0x1,	/* VERSION */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_core_dump_const __attribute__((unused)) = {
	"core_dump_const", mlx5_fuzz_enum_core_dump_const, 2
};
static const uint32_t mlx5_fuzz_enum_core_dump_type[] __attribute__((unused)) = {
	0x0,	/* GENERAL */
	0x1,	/* QP */
	0x2,	/* CR_DUMP_TO_MEM */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_core_dump_type __attribute__((unused)) = {
	"core_dump_type", mlx5_fuzz_enum_core_dump_type, 3
};
static const uint32_t mlx5_fuzz_enum_diag_counter[] __attribute__((unused)) = {
	0xf001,	/* CMDS */
	0xf002,	/* CMD_ERRORS */
	0xf003,	/* EQES */
	0xf004,	/* MSIX */
	0xf005,	/* DMA_READ_BYTES */
	0xf006,	/* DMA_WRITE_BYTES */
	0xf007,	/* FW_PAGES */
	0xf008,	/* OBJECTS */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_diag_counter __attribute__((unused)) = {
	"diag_counter", mlx5_fuzz_enum_diag_counter, 8
};
static const uint32_t mlx5_fuzz_enum_eqc_st[] __attribute__((unused)) = {
	0x9,	/* ARMED */
	0xa,	/* FIRED */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_eqc_st __attribute__((unused)) = {
	"eqc_st", mlx5_fuzz_enum_eqc_st, 2
};
static const uint32_t mlx5_fuzz_enum_event_type[] __attribute__((unused)) = {
	0x9,	/* PORT_CHANGE */
	0xa,	/* CMD */
	0xb,	/* PAGE_REQUEST */
	0x22,	/* GENERAL_EVENT */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_event_type __attribute__((unused)) = {
	"event_type", mlx5_fuzz_enum_event_type, 4
};
static const uint32_t mlx5_fuzz_enum_fs4_const[] __attribute__((unused)) = {
	0x1,	/* IMAGE_FORMAT */
	0x10,	/* BOOT_VERSION_OFFSET */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_fs4_const __attribute__((unused)) = {
	"fs4_const", mlx5_fuzz_enum_fs4_const, 2
};
static const uint32_t mlx5_fuzz_enum_fs4_crc_type[] __attribute__((unused)) = {
	0x0,	/* IN_TOC_ENTRY */
	0x1,	/* NONE */
	0x2,	/* IN_SECTION */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_fs4_crc_type __attribute__((unused)) = {
	"fs4_crc_type", mlx5_fuzz_enum_fs4_crc_type, 3
};
static const uint32_t mlx5_fuzz_enum_fs4_section[] __attribute__((unused)) = {
	0x1,	/* BOOT2 */
	0x3,	/* MAIN_CODE */
	0x10,	/* IMAGE_INFO */
	0xa0,	/* IMAGE_SIGNATURE_256 */
	0xa1,	/* PUBLIC_KEYS_2048 */
	0xe0,	/* MFG_INFO */
	0xe1,	/* DEV_INFO */
	0xff,	/* END */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_fs4_section __attribute__((unused)) = {
	"fs4_section", mlx5_fuzz_enum_fs4_section, 8
};
static const uint32_t mlx5_fuzz_enum_fsm_error[] __attribute__((unused)) = {
	0x0,	/* OK */
	0x1,	/* ERROR */
	0x2,	/* REJECTED_DIGEST_ERR */
	0x3,	/* REJECTED_NOT_APPLICABLE */
	0x4,	/* REJECTED_UNKNOWN_KEY */
	0x5,	/* REJECTED_AUTH_FAILED */
	0x6,	/* REJECTED_UNSIGNED */
	0x7,	/* REJECTED_KEY_NOT_APPLICABLE */
	0x8,	/* REJECTED_BAD_FORMAT */
	0x9,	/* BLOCKED_PENDING_RESET */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_fsm_error __attribute__((unused)) = {
	"fsm_error", mlx5_fuzz_enum_fsm_error, 10
};
static const uint32_t mlx5_fuzz_enum_fsm_state[] __attribute__((unused)) = {
	0x0,	/* IDLE */
	0x1,	/* LOCKED */
	0x2,	/* INITIALIZE */
	0x3,	/* DOWNLOAD */
	0x4,	/* VERIFY */
	0x5,	/* APPLY */
	0x6,	/* ACTIVATE */
	0x7,	/* UPLOAD */
	0x8,	/* UPLOAD_PENDING */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_fsm_state __attribute__((unused)) = {
	"fsm_state", mlx5_fuzz_enum_fsm_state, 9
};
static const uint32_t mlx5_fuzz_enum_fw_syndrome[] __attribute__((unused)) = {
	0x10000001,	/* BAD_STATE */
	0x10000002,	/* BAD_OP_MOD */
	0x10000003,	/* BAD_LEN */
	0x10000004,	/* NO_UID */
	0x10000005,	/* UID_CAP */
	0x10000006,	/* NO_RESOURCE */
	0x10000007,	/* BAD_ID */
	0x10000008,	/* WRONG_UID */
	0x10000009,	/* BUSY */
	0x1000000a,	/* BAD_PARAM */
	0x1000000b,	/* BAD_REG */
	0x1000000c,	/* BAD_ISSI */
	0x1000000d,	/* BAD_CAP */
	0x1000000e,	/* BAD_VECTOR */
	0x1000000f,	/* BAD_ACCESS */
	0x10000010,	/* DIAG_COUNTER */
	0x10000011,	/* DIAG_MODE */
	0x10000012,	/* DIAG_PERIOD */
	0x10000013,	/* DIAG_SAMPLES */
	0x10000014,	/* DIAG_NOT_SET */
	0x10000015,	/* MTT_BUDGET */
	0x10000016,	/* NV_IO */
	0x10000017,	/* FWU_HANDLE */
	0x10000018,	/* FWU_STATE */
	0x10000019,	/* FWU_MCDA */
	0x1000001a,	/* FWU_COMPONENT */
	0x1000001b,	/* NO_OBJECT */
	0x1000001c,	/* NOT_SUPPORTED */
	0x1000001d,	/* NOT_MODELLED */
	0x1000001e,	/* NO_FUNCTION */
	0x1000001f,	/* FWU_REJECTED */
	0x10000020,	/* FWU_MCDD */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_fw_syndrome __attribute__((unused)) = {
	"fw_syndrome", mlx5_fuzz_enum_fw_syndrome, 32
};
static const uint32_t mlx5_fuzz_enum_fwimage_const[] __attribute__((unused)) = {
	0x4d354657,	/* MAGIC */
	0x1,	/* FORMAT */
	0x100,	/* HEADER_SIZE */
	0xa0,	/* SIGNED_BYTES */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_fwimage_const __attribute__((unused)) = {
	"fwimage_const", mlx5_fuzz_enum_fwimage_const, 4
};
static const uint32_t mlx5_fuzz_enum_fwimage_key[] __attribute__((unused)) = {
	0x0,	/* NONE */
	0x1,	/* DEV */
	0x2,	/* CX7 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_fwimage_key __attribute__((unused)) = {
	"fwimage_key", mlx5_fuzz_enum_fwimage_key, 3
};
static const uint32_t mlx5_fuzz_enum_fwstate_const[] __attribute__((unused)) = {
	0x4d354653,	/* MAGIC */
	0x1,	/* FORMAT */
	0x20,	/* HEADER_SIZE */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_fwstate_const __attribute__((unused)) = {
	"fwstate_const", mlx5_fuzz_enum_fwstate_const, 3
};
static const uint32_t mlx5_fuzz_enum_fwu_entity[] __attribute__((unused)) = {
	0x0,	/* UNSPECIFIED */
	0x1,	/* CHASSIS_BMC */
	0x2,	/* MAD */
	0x3,	/* BMC */
	0x4,	/* COMMAND_INTERFACE */
	0x5,	/* ICMD */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_fwu_entity __attribute__((unused)) = {
	"fwu_entity", mlx5_fuzz_enum_fwu_entity, 6
};
static const uint32_t mlx5_fuzz_enum_general_event_subtype[] __attribute__((unused)) = {
	0x8,	/* PCI_SYNC_FOR_FW_UPDATE */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_general_event_subtype __attribute__((unused)) = {
	"general_event_subtype", mlx5_fuzz_enum_general_event_subtype, 1
};
static const uint32_t mlx5_fuzz_enum_hca_cap_op_mod[] __attribute__((unused)) = {
	0x0,	/* MAX */
	0x1,	/* CURRENT */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_hca_cap_op_mod __attribute__((unused)) = {
	"hca_cap_op_mod", mlx5_fuzz_enum_hca_cap_op_mod, 2
};
static const uint32_t mlx5_fuzz_enum_icmd_opcode[] __attribute__((unused)) = {
	0x8400,	/* QUERY_CAP_GENERAL */
	0x8007,	/* GET_FW_INFO */
	0x9001,	/* ACCESS_REGISTER */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_icmd_opcode __attribute__((unused)) = {
	"icmd_opcode", mlx5_fuzz_enum_icmd_opcode, 3
};
static const uint32_t mlx5_fuzz_enum_icmd_reg_method[] __attribute__((unused)) = {
	0x1,	/* QUERY */
	0x2,	/* WRITE */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_icmd_reg_method __attribute__((unused)) = {
	"icmd_reg_method", mlx5_fuzz_enum_icmd_reg_method, 2
};
static const uint32_t mlx5_fuzz_enum_icmd_reg_status[] __attribute__((unused)) = {
	0x0,	/* OK */
	0x1,	/* BUSY */
	0x2,	/* VERSION_NOT_SUPPORTED */
	0x3,	/* UNKNOWN_TLV */
	0x4,	/* REG_NOT_SUPPORTED */
	0x5,	/* CLASS_NOT_SUPPORTED */
	0x6,	/* METHOD_NOT_SUPPORTED */
	0x7,	/* BAD_PARAM */
	0x8,	/* RESOURCE_NOT_AVAILABLE */
	0x70,	/* INTERNAL_ERROR */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_icmd_reg_status __attribute__((unused)) = {
	"icmd_reg_status", mlx5_fuzz_enum_icmd_reg_status, 10
};
static const uint32_t mlx5_fuzz_enum_icmd_status[] __attribute__((unused)) = {
	0x0,	/* OK */
	0x1,	/* INVALID_OPCODE */
	0x2,	/* INVALID_CMD */
	0x3,	/* OPERATIONAL_ERROR */
	0x4,	/* BAD_PARAM */
	0x5,	/* BUSY */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_icmd_status __attribute__((unused)) = {
	"icmd_status", mlx5_fuzz_enum_icmd_status, 6
};
static const uint32_t mlx5_fuzz_enum_icmd_tlv_type[] __attribute__((unused)) = {
	0x0,	/* END */
	0x1,	/* OPERATION */
	0x3,	/* REG */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_icmd_tlv_type __attribute__((unused)) = {
	"icmd_tlv_type", mlx5_fuzz_enum_icmd_tlv_type, 3
};
static const uint32_t mlx5_fuzz_enum_manage_pages_op_mod[] __attribute__((unused)) = {
	0x0,	/* ALLOC_FAIL */
	0x1,	/* ALLOC_SUCCESS */
	0x2,	/* RECLAIM */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_manage_pages_op_mod __attribute__((unused)) = {
	"manage_pages_op_mod", mlx5_fuzz_enum_manage_pages_op_mod, 3
};
static const uint32_t mlx5_fuzz_enum_mcc_instruction[] __attribute__((unused)) = {
	0x1,	/* LOCK_UPDATE_HANDLE */
	0x2,	/* RELEASE_UPDATE_HANDLE */
	0x3,	/* UPDATE_COMPONENT */
	0x4,	/* VERIFY_COMPONENT */
	0x5,	/* ACTIVATE_COMPONENT */
	0x6,	/* ACTIVATE */
	0x7,	/* READ_COMPONENT */
	0x8,	/* CANCEL */
	0x9,	/* CHECK_UPDATE_HANDLE */
	0xa,	/* FORCE_HANDLE_RELEASE */
	0xb,	/* READ_PENDING_COMPONENT */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_mcc_instruction __attribute__((unused)) = {
	"mcc_instruction", mlx5_fuzz_enum_mcc_instruction, 11
};
static const uint32_t mlx5_fuzz_enum_mcdd_status[] __attribute__((unused)) = {
	0x0,	/* UNKNOWN */
	0x1,	/* BUSY */
	0x2,	/* OK */
	0x3,	/* ERROR */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_mcdd_status __attribute__((unused)) = {
	"mcdd_status", mlx5_fuzz_enum_mcdd_status, 4
};
static const uint32_t mlx5_fuzz_enum_mcqi_info_type[] __attribute__((unused)) = {
	0x0,	/* CAPABILITIES */
	0x1,	/* VERSION */
	0x5,	/* ACTIVATION_METHOD */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_mcqi_info_type __attribute__((unused)) = {
	"mcqi_info_type", mlx5_fuzz_enum_mcqi_info_type, 3
};
static const uint32_t mlx5_fuzz_enum_mcqs_component_status[] __attribute__((unused)) = {
	0x0,	/* NOT_PRESENT */
	0x1,	/* PRESENT */
	0x2,	/* IN_USE */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_mcqs_component_status __attribute__((unused)) = {
	"mcqs_component_status", mlx5_fuzz_enum_mcqs_component_status, 3
};
static const uint32_t mlx5_fuzz_enum_mcqs_identifier[] __attribute__((unused)) = {
	0x0,	/* NONE */
	0x1,	/* BOOT_IMG */
	0x2,	/* RUNTIME_IMG */
	0x3,	/* USER_NVCONFIG */
	0x4,	/* OEM_NVCONFIG */
	0x5,	/* MLNX_NVCONFIG */
	0x6,	/* CS_TOKEN */
	0x7,	/* DBG_TOKEN */
	0x8,	/* DEV_INFO */
	0x9,	/* PACKAGE_INFO */
	0xa,	/* GEARBOX */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_mcqs_identifier __attribute__((unused)) = {
	"mcqs_identifier", mlx5_fuzz_enum_mcqs_identifier, 11
};
static const uint32_t mlx5_fuzz_enum_mcqs_update_state[] __attribute__((unused)) = {
	0x0,	/* IDLE */
	0x1,	/* IN_PROGRESS */
	0x2,	/* APPLIED */
	0x3,	/* ACTIVE */
	0x4,	/* ACTIVE_PENDING_RESET */
	0x5,	/* FAILED */
	0x6,	/* CANCELED */
	0x7,	/* BUSY */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_mcqs_update_state __attribute__((unused)) = {
	"mcqs_update_state", mlx5_fuzz_enum_mcqs_update_state, 8
};
static const uint32_t mlx5_fuzz_enum_mfa2_compression[] __attribute__((unused)) = {
	0x0,	/* NONE */
	0x1,	/* XZ */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_mfa2_compression __attribute__((unused)) = {
	"mfa2_compression", mlx5_fuzz_enum_mfa2_compression, 2
};
static const uint32_t mlx5_fuzz_enum_mfa2_tlv_type[] __attribute__((unused)) = {
	0x1,	/* MULTI_PART */
	0x2,	/* PACKAGE_DESCRIPTOR */
	0x4,	/* COMPONENT_DESCRIPTOR */
	0x22,	/* COMPONENT_PTR */
	0x2a,	/* PSID */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_mfa2_tlv_type __attribute__((unused)) = {
	"mfa2_tlv_type", mlx5_fuzz_enum_mfa2_tlv_type, 5
};
static const uint32_t mlx5_fuzz_enum_mfrl_pci_reset_method[] __attribute__((unused)) = {
	0x0,	/* LINK_TOGGLE */
	0x1,	/* HOT_RESET */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_mfrl_pci_reset_method __attribute__((unused)) = {
	"mfrl_pci_reset_method", mlx5_fuzz_enum_mfrl_pci_reset_method, 2
};
static const uint32_t mlx5_fuzz_enum_mfrl_reset_level[] __attribute__((unused)) = {
	0x1,	/* LEVEL0 */
	0x8,	/* LEVEL3 */
	0x40,	/* LEVEL6 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_mfrl_reset_level __attribute__((unused)) = {
	"mfrl_reset_level", mlx5_fuzz_enum_mfrl_reset_level, 3
};
static const uint32_t mlx5_fuzz_enum_mfrl_reset_state[] __attribute__((unused)) = {
	0x0,	/* IDLE */
	0x1,	/* IN_NEGOTIATION */
	0x2,	/* RESET_IN_PROGRESS */
	0x3,	/* NEG_TIMEOUT */
	0x4,	/* NACK */
	0x5,	/* UNLOAD_TIMEOUT */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_mfrl_reset_state __attribute__((unused)) = {
	"mfrl_reset_state", mlx5_fuzz_enum_mfrl_reset_state, 6
};
static const uint32_t mlx5_fuzz_enum_mfrl_reset_type[] __attribute__((unused)) = {
	0x1,	/* FULL_CHIP */
	0x2,	/* NET_PORT_ALIVE */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_mfrl_reset_type __attribute__((unused)) = {
	"mfrl_reset_type", mlx5_fuzz_enum_mfrl_reset_type, 2
};
static const uint32_t mlx5_fuzz_enum_mirc_status[] __attribute__((unused)) = {
	0x0,	/* OK */
	0x1,	/* BUSY */
	0x2,	/* PROHIBITED_FW_VER_ERR */
	0x3,	/* FIRST_PAGE_COPY_FAILED */
	0x4,	/* FIRST_PAGE_ERASE_FAILED */
	0x5,	/* FIRST_PAGE_RESTORE_FAILED */
	0x6,	/* CANDIDATE_FW_DEACTIVATION_FAILED */
	0x7,	/* FW_ALREADY_ACTIVATED */
	0x8,	/* ERR_DEVICE_RESET_REQUIRED */
	0x9,	/* ERR_FW_PROGRAMMING_NEEDED */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_mirc_status __attribute__((unused)) = {
	"mirc_status", mlx5_fuzz_enum_mirc_status, 10
};
static const uint32_t mlx5_fuzz_enum_mkc_access_mode[] __attribute__((unused)) = {
	0x0,	/* PA */
	0x1,	/* MTT */
	0x2,	/* KLMS */
	0x3,	/* KSM */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_mkc_access_mode __attribute__((unused)) = {
	"mkc_access_mode", mlx5_fuzz_enum_mkc_access_mode, 4
};
static const uint32_t mlx5_fuzz_enum_module_status[] __attribute__((unused)) = {
	0x0,	/* INITIALIZING */
	0x1,	/* PLUGGED_ENABLED */
	0x2,	/* UNPLUGGED */
	0x3,	/* PLUGGED_ERROR */
	0x4,	/* PLUGGED_DISABLED */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_module_status __attribute__((unused)) = {
	"module_status", mlx5_fuzz_enum_module_status, 5
};
static const uint32_t mlx5_fuzz_enum_mpcir_op[] __attribute__((unused)) = {
	0x0,	/* NONE */
	0x1,	/* START */
	0x2,	/* END */
	0x3,	/* GET_STATUS */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_mpcir_op __attribute__((unused)) = {
	"mpcir_op", mlx5_fuzz_enum_mpcir_op, 4
};
static const uint32_t mlx5_fuzz_enum_mpcir_read_op[] __attribute__((unused)) = {
	0x0,	/* NONE */
	0x3,	/* GET_STATUS */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_mpcir_read_op __attribute__((unused)) = {
	"mpcir_read_op", mlx5_fuzz_enum_mpcir_read_op, 2
};
static const uint32_t mlx5_fuzz_enum_mpcir_status[] __attribute__((unused)) = {
	0x0,	/* NOT_IN_ISSU */
	0x1,	/* DONE */
	0x2,	/* BUSY */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_mpcir_status __attribute__((unused)) = {
	"mpcir_status", mlx5_fuzz_enum_mpcir_status, 3
};
static const uint32_t mlx5_fuzz_enum_mpcnt_grp[] __attribute__((unused)) = {
	0x0,	/* PCIE_PERFORMANCE */
	0x1,	/* PCIE_LANES */
	0x2,	/* PCIE_TIMERS_STATES */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_mpcnt_grp __attribute__((unused)) = {
	"mpcnt_grp", mlx5_fuzz_enum_mpcnt_grp, 3
};
static const uint32_t mlx5_fuzz_enum_mpegc_overflow_oper[] __attribute__((unused)) = {
	0x0,	/* DISABLED */
	0x1,	/* DROP */
	0x2,	/* MARK */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_mpegc_overflow_oper __attribute__((unused)) = {
	"mpegc_overflow_oper", mlx5_fuzz_enum_mpegc_overflow_oper, 3
};
static const uint32_t mlx5_fuzz_enum_mpegc_overflow_sense[] __attribute__((unused)) = {
	0x0,	/* AGGRESSIVE */
	0x1,	/* DYNAMIC */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_mpegc_overflow_sense __attribute__((unused)) = {
	"mpegc_overflow_sense", mlx5_fuzz_enum_mpegc_overflow_sense, 2
};
static const uint32_t mlx5_fuzz_enum_mqis_info_type[] __attribute__((unused)) = {
	0x0,	/* VPD */
	0x1,	/* MODEL_NAME */
	0x2,	/* MODEL_DESCRIPTION */
	0x3,	/* IMAGE_VSD */
	0x4,	/* DEVICE_VSD */
	0x5,	/* ROM_INFO */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_mqis_info_type __attribute__((unused)) = {
	"mqis_info_type", mlx5_fuzz_enum_mqis_info_type, 6
};
static const uint32_t mlx5_fuzz_enum_mroq_reset_flow[] __attribute__((unused)) = {
	0x1,	/* LEGACY */
	0x2,	/* SYNCED_DRIVER */
	0x4,	/* SYNCED_TOOL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_mroq_reset_flow __attribute__((unused)) = {
	"mroq_reset_flow", mlx5_fuzz_enum_mroq_reset_flow, 3
};
static const uint32_t mlx5_fuzz_enum_mroq_reset_method[] __attribute__((unused)) = {
	0x1,	/* LINK_DISABLE */
	0x2,	/* HOT_RESET */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_mroq_reset_method __attribute__((unused)) = {
	"mroq_reset_method", mlx5_fuzz_enum_mroq_reset_method, 2
};
static const uint32_t mlx5_fuzz_enum_mroq_reset_trigger[] __attribute__((unused)) = {
	0x1,	/* TRIGGER0 */
	0x2,	/* IMMEDIATE */
	0x8,	/* TRIGGER3 */
	0x40,	/* TRIGGER6 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_mroq_reset_trigger __attribute__((unused)) = {
	"mroq_reset_trigger", mlx5_fuzz_enum_mroq_reset_trigger, 4
};
static const uint32_t mlx5_fuzz_enum_mroq_reset_type[] __attribute__((unused)) = {
	0x0,	/* FULL_CHIP */
	0x1,	/* PHY_LESS */
	0x2,	/* NIC_ONLY */
	0x3,	/* ARM_ONLY */
	0x4,	/* ARM_OS_SHUTDOWN */
	0x5,	/* NETWORK */
	0xff,	/* IN_SERVICE_SW_UPDATE */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_mroq_reset_type __attribute__((unused)) = {
	"mroq_reset_type", mlx5_fuzz_enum_mroq_reset_type, 7
};
static const uint32_t mlx5_fuzz_enum_mrsi_reset_reason[] __attribute__((unused)) = {
	0x0,	/* COLD */
	0x1,	/* WARM */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_mrsi_reset_reason __attribute__((unused)) = {
	"mrsi_reset_reason", mlx5_fuzz_enum_mrsi_reset_reason, 2
};
static const uint32_t mlx5_fuzz_enum_nic_interface_state[] __attribute__((unused)) = {
	0x0,	/* FULL_DRIVER */
	0x1,	/* DISABLED */
	0x2,	/* NO_DRAM_NIC */
	0x7,	/* SW_RESET */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nic_interface_state __attribute__((unused)) = {
	"nic_interface_state", mlx5_fuzz_enum_nic_interface_state, 4
};
static const uint32_t mlx5_fuzz_enum_nv_access_mode[] __attribute__((unused)) = {
	0x0,	/* NEXT */
	0x1,	/* CURRENT */
	0x2,	/* DEFAULT */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_access_mode __attribute__((unused)) = {
	"nv_access_mode", mlx5_fuzz_enum_nv_access_mode, 3
};
static const uint32_t mlx5_fuzz_enum_nv_crypto_conf_crypto_policy[] __attribute__((unused)) = {
	0x0,	/* DEVICE_DEFAULT */
	0x1,	/* UNRESTRICTED */
	0x2,	/* FIPS_LEVEL_2 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_crypto_conf_crypto_policy __attribute__((unused)) = {
	"nv_crypto_conf_crypto_policy", mlx5_fuzz_enum_nv_crypto_conf_crypto_policy, 3
};
static const uint32_t mlx5_fuzz_enum_nv_current_configurator_current_cfg_method[] __attribute__((unused)) = {
	0x0,	/* E_NONE */
	0x1,	/* OS */
	0x2,	/* E_VENDOR_SPEC */
	0x3,	/* E_HP_OTHER */
	0x4,	/* E_VC_CLP */
	0x5,	/* E_HP_CNU */
	0x6,	/* E_HP_ONEVIEW */
	0x7,	/* E_UEFI_HII */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_current_configurator_current_cfg_method __attribute__((unused)) = {
	"nv_current_configurator_current_cfg_method", mlx5_fuzz_enum_nv_current_configurator_current_cfg_method, 8
};
static const uint32_t mlx5_fuzz_enum_nv_ecpf_conf_esw_manager[] __attribute__((unused)) = {
	0x0,	/* EXTERNAL_HOST_PF */
	0x1,	/* ECPF */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_ecpf_conf_esw_manager __attribute__((unused)) = {
	"nv_ecpf_conf_esw_manager", mlx5_fuzz_enum_nv_ecpf_conf_esw_manager, 2
};
static const uint32_t mlx5_fuzz_enum_nv_ecpf_conf_page_supplier[] __attribute__((unused)) = {
	0x0,	/* EXTERNAL_HOST_PF */
	0x1,	/* ECPF */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_ecpf_conf_page_supplier __attribute__((unused)) = {
	"nv_ecpf_conf_page_supplier", mlx5_fuzz_enum_nv_ecpf_conf_page_supplier, 2
};
static const uint32_t mlx5_fuzz_enum_nv_emulation_virtio_blk_conf_virtio_blk_emu_pf_pci_layout[] __attribute__((unused)) = {
	0x0,	/* VIRTIO_1_X */
	0x1,	/* VIRTIO_TRANSITIONAL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_emulation_virtio_blk_conf_virtio_blk_emu_pf_pci_layout __attribute__((unused)) = {
	"nv_emulation_virtio_blk_conf_virtio_blk_emu_pf_pci_layout", mlx5_fuzz_enum_nv_emulation_virtio_blk_conf_virtio_blk_emu_pf_pci_layout, 2
};
static const uint32_t mlx5_fuzz_enum_nv_emulation_virtio_blk_conf_virtio_blk_emu_vf_pci_layout[] __attribute__((unused)) = {
	0x0,	/* VIRTIO_1_X */
	0x1,	/* VIRTIO_ */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_emulation_virtio_blk_conf_virtio_blk_emu_vf_pci_layout __attribute__((unused)) = {
	"nv_emulation_virtio_blk_conf_virtio_blk_emu_vf_pci_layout", mlx5_fuzz_enum_nv_emulation_virtio_blk_conf_virtio_blk_emu_vf_pci_layout, 2
};
static const uint32_t mlx5_fuzz_enum_nv_emulation_virtio_net_conf_virtio_net_emu_pf_pci_layout[] __attribute__((unused)) = {
	0x0,	/* VIRTIO_1_X */
	0x1,	/* VIRTIO_TRANSITIONAL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_emulation_virtio_net_conf_virtio_net_emu_pf_pci_layout __attribute__((unused)) = {
	"nv_emulation_virtio_net_conf_virtio_net_emu_pf_pci_layout", mlx5_fuzz_enum_nv_emulation_virtio_net_conf_virtio_net_emu_pf_pci_layout, 2
};
static const uint32_t mlx5_fuzz_enum_nv_emulation_virtio_net_conf_virtio_net_emu_vf_pci_layout[] __attribute__((unused)) = {
	0x0,	/* VIRTIO_1_X */
	0x1,	/* VIRTIO_ */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_emulation_virtio_net_conf_virtio_net_emu_vf_pci_layout __attribute__((unused)) = {
	"nv_emulation_virtio_net_conf_virtio_net_emu_vf_pci_layout", mlx5_fuzz_enum_nv_emulation_virtio_net_conf_virtio_net_emu_vf_pci_layout, 2
};
static const uint32_t mlx5_fuzz_enum_nv_enclosure_info_tray_location[] __attribute__((unused)) = {
	0x0,	/* SINGLE_NODE_TRAY */
	0x1,	/* FRONT */
	0x2,	/* REAR */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_enclosure_info_tray_location __attribute__((unused)) = {
	"nv_enclosure_info_tray_location", mlx5_fuzz_enum_nv_enclosure_info_tray_location, 3
};
static const uint32_t mlx5_fuzz_enum_nv_file_device_unique_nonce_version[] __attribute__((unused)) = {
	0x0,	/* b32 */
	0x1,	/* b76 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_file_device_unique_nonce_version __attribute__((unused)) = {
	"nv_file_device_unique_nonce_version", mlx5_fuzz_enum_nv_file_device_unique_nonce_version, 2
};
static const uint32_t mlx5_fuzz_enum_nv_file_public_key_4096_a_auth_type[] __attribute__((unused)) = {
	0x0,	/* INVALID_ENTRY */
	0x1,	/* SHA256_DIGEST */
	0x3,	/* _2048BIT_RSASSA_PKCS1_v1_5_WITH_SHA256 */
	0x4,	/* _4096BIT_RSASSA_PKCS1_v1_5_WITH_SHA512 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_file_public_key_4096_a_auth_type __attribute__((unused)) = {
	"nv_file_public_key_4096_a_auth_type", mlx5_fuzz_enum_nv_file_public_key_4096_a_auth_type, 4
};
static const uint32_t mlx5_fuzz_enum_nv_file_public_key_4096_auth_type[] __attribute__((unused)) = {
	0x0,	/* INVALID_ENTRY */
	0x1,	/* SHA256_DIGEST */
	0x3,	/* _2048BIT_RSASSA_PKCS1_v1_5_WITH_SHA256 */
	0x4,	/* _4096BIT_RSASSA_PKCS1_v1_5_WITH_SHA512 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_file_public_key_4096_auth_type __attribute__((unused)) = {
	"nv_file_public_key_4096_auth_type", mlx5_fuzz_enum_nv_file_public_key_4096_auth_type, 4
};
static const uint32_t mlx5_fuzz_enum_nv_file_public_key_4096_b_auth_type[] __attribute__((unused)) = {
	0x0,	/* INVALID_ENTRY */
	0x1,	/* SHA256_DIGEST */
	0x3,	/* _2048BIT_RSASSA_PKCS1_v1_5_WITH_SHA256 */
	0x4,	/* _4096BIT_RSASSA_PKCS1_v1_5_WITH_SHA512 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_file_public_key_4096_b_auth_type __attribute__((unused)) = {
	"nv_file_public_key_4096_b_auth_type", mlx5_fuzz_enum_nv_file_public_key_4096_b_auth_type, 4
};
static const uint32_t mlx5_fuzz_enum_nv_file_public_key_auth_type[] __attribute__((unused)) = {
	0x0,	/* INVALID_ENTRY */
	0x1,	/* SHA256_DIGEST */
	0x3,	/* _2048BIT_RSASSA_PKCS1_v1_5_WITH_SHA256 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_file_public_key_auth_type __attribute__((unused)) = {
	"nv_file_public_key_auth_type", mlx5_fuzz_enum_nv_file_public_key_auth_type, 3
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus0_speed_max[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_cap_3_bus0_speed_max __attribute__((unused)) = {
	"nv_global_pci_cap_3_bus0_speed_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus0_speed_max, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus0_width_max[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_cap_3_bus0_width_max __attribute__((unused)) = {
	"nv_global_pci_cap_3_bus0_width_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus0_width_max, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus1_speed_max[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_cap_3_bus1_speed_max __attribute__((unused)) = {
	"nv_global_pci_cap_3_bus1_speed_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus1_speed_max, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus1_width_max[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_cap_3_bus1_width_max __attribute__((unused)) = {
	"nv_global_pci_cap_3_bus1_width_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus1_width_max, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus2_speed_max[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_cap_3_bus2_speed_max __attribute__((unused)) = {
	"nv_global_pci_cap_3_bus2_speed_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus2_speed_max, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus2_width_max[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_cap_3_bus2_width_max __attribute__((unused)) = {
	"nv_global_pci_cap_3_bus2_width_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus2_width_max, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus3_speed_max[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_cap_3_bus3_speed_max __attribute__((unused)) = {
	"nv_global_pci_cap_3_bus3_speed_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus3_speed_max, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus3_width_max[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_cap_3_bus3_width_max __attribute__((unused)) = {
	"nv_global_pci_cap_3_bus3_width_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus3_width_max, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus4_speed_max[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_cap_3_bus4_speed_max __attribute__((unused)) = {
	"nv_global_pci_cap_3_bus4_speed_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus4_speed_max, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus4_width_max[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_cap_3_bus4_width_max __attribute__((unused)) = {
	"nv_global_pci_cap_3_bus4_width_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus4_width_max, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus5_speed_max[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_cap_3_bus5_speed_max __attribute__((unused)) = {
	"nv_global_pci_cap_3_bus5_speed_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus5_speed_max, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus5_width_max[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_cap_3_bus5_width_max __attribute__((unused)) = {
	"nv_global_pci_cap_3_bus5_width_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus5_width_max, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus6_speed_max[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_cap_3_bus6_speed_max __attribute__((unused)) = {
	"nv_global_pci_cap_3_bus6_speed_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus6_speed_max, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus6_width_max[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_cap_3_bus6_width_max __attribute__((unused)) = {
	"nv_global_pci_cap_3_bus6_width_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus6_width_max, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus7_speed_max[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_cap_3_bus7_speed_max __attribute__((unused)) = {
	"nv_global_pci_cap_3_bus7_speed_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus7_speed_max, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus7_width_max[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_cap_3_bus7_width_max __attribute__((unused)) = {
	"nv_global_pci_cap_3_bus7_width_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus7_width_max, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus0_speed[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_conf_3_bus0_speed __attribute__((unused)) = {
	"nv_global_pci_conf_3_bus0_speed", mlx5_fuzz_enum_nv_global_pci_conf_3_bus0_speed, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus0_width[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_conf_3_bus0_width __attribute__((unused)) = {
	"nv_global_pci_conf_3_bus0_width", mlx5_fuzz_enum_nv_global_pci_conf_3_bus0_width, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus1_speed[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_conf_3_bus1_speed __attribute__((unused)) = {
	"nv_global_pci_conf_3_bus1_speed", mlx5_fuzz_enum_nv_global_pci_conf_3_bus1_speed, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus1_width[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_conf_3_bus1_width __attribute__((unused)) = {
	"nv_global_pci_conf_3_bus1_width", mlx5_fuzz_enum_nv_global_pci_conf_3_bus1_width, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus2_speed[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_conf_3_bus2_speed __attribute__((unused)) = {
	"nv_global_pci_conf_3_bus2_speed", mlx5_fuzz_enum_nv_global_pci_conf_3_bus2_speed, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus2_width[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_conf_3_bus2_width __attribute__((unused)) = {
	"nv_global_pci_conf_3_bus2_width", mlx5_fuzz_enum_nv_global_pci_conf_3_bus2_width, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus3_speed[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_conf_3_bus3_speed __attribute__((unused)) = {
	"nv_global_pci_conf_3_bus3_speed", mlx5_fuzz_enum_nv_global_pci_conf_3_bus3_speed, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus3_width[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_conf_3_bus3_width __attribute__((unused)) = {
	"nv_global_pci_conf_3_bus3_width", mlx5_fuzz_enum_nv_global_pci_conf_3_bus3_width, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus4_speed[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_conf_3_bus4_speed __attribute__((unused)) = {
	"nv_global_pci_conf_3_bus4_speed", mlx5_fuzz_enum_nv_global_pci_conf_3_bus4_speed, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus4_width[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_conf_3_bus4_width __attribute__((unused)) = {
	"nv_global_pci_conf_3_bus4_width", mlx5_fuzz_enum_nv_global_pci_conf_3_bus4_width, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus5_speed[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_conf_3_bus5_speed __attribute__((unused)) = {
	"nv_global_pci_conf_3_bus5_speed", mlx5_fuzz_enum_nv_global_pci_conf_3_bus5_speed, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus5_width[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_conf_3_bus5_width __attribute__((unused)) = {
	"nv_global_pci_conf_3_bus5_width", mlx5_fuzz_enum_nv_global_pci_conf_3_bus5_width, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus6_speed[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_conf_3_bus6_speed __attribute__((unused)) = {
	"nv_global_pci_conf_3_bus6_speed", mlx5_fuzz_enum_nv_global_pci_conf_3_bus6_speed, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus6_width[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_conf_3_bus6_width __attribute__((unused)) = {
	"nv_global_pci_conf_3_bus6_width", mlx5_fuzz_enum_nv_global_pci_conf_3_bus6_width, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus7_speed[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_conf_3_bus7_speed __attribute__((unused)) = {
	"nv_global_pci_conf_3_bus7_speed", mlx5_fuzz_enum_nv_global_pci_conf_3_bus7_speed, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus7_width[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_conf_3_bus7_width __attribute__((unused)) = {
	"nv_global_pci_conf_3_bus7_width", mlx5_fuzz_enum_nv_global_pci_conf_3_bus7_width, 5
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_dpu_reset_notification_enabled[] __attribute__((unused)) = {
	0x0,	/* DISABLED */
	0x1,	/* ENABLED */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_conf_dpu_reset_notification_enabled __attribute__((unused)) = {
	"nv_global_pci_conf_dpu_reset_notification_enabled", mlx5_fuzz_enum_nv_global_pci_conf_dpu_reset_notification_enabled, 2
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_partial_wr_cache_mode[] __attribute__((unused)) = {
	0x0,	/* DEVICE_DEFAULT */
	0x1,	/* DISABLED */
	0x2,	/* FUNCTION_BASED */
	0x3,	/* ADDRESS_BASED */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_conf_partial_wr_cache_mode __attribute__((unused)) = {
	"nv_global_pci_conf_partial_wr_cache_mode", mlx5_fuzz_enum_nv_global_pci_conf_partial_wr_cache_mode, 4
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_rshim_pf[] __attribute__((unused)) = {
	0x0,	/* ENABLED */
	0x1,	/* DISABLED */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_global_pci_conf_rshim_pf __attribute__((unused)) = {
	"nv_global_pci_conf_rshim_pf", mlx5_fuzz_enum_nv_global_pci_conf_rshim_pf, 2
};
static const uint32_t mlx5_fuzz_enum_nv_hca_conf_pci_data_wr_ordering_mode[] __attribute__((unused)) = {
	0x0,	/* per_mkey */
	0x1,	/* force_relax */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_hca_conf_pci_data_wr_ordering_mode __attribute__((unused)) = {
	"nv_hca_conf_pci_data_wr_ordering_mode", mlx5_fuzz_enum_nv_hca_conf_pci_data_wr_ordering_mode, 2
};
static const uint32_t mlx5_fuzz_enum_nv_hca_conf_roce_ctrl[] __attribute__((unused)) = {
	0x0,	/* DEVICE_DEFAULT */
	0x1,	/* ROCE_DISABLE */
	0x2,	/* ROCE_ENABLE */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_hca_conf_roce_ctrl __attribute__((unused)) = {
	"nv_hca_conf_roce_ctrl", mlx5_fuzz_enum_nv_hca_conf_roce_ctrl, 3
};
static const uint32_t mlx5_fuzz_enum_nv_host_chaining_conf_chain_mode[] __attribute__((unused)) = {
	0x0,	/* DISABLED */
	0x1,	/* BASIC */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_host_chaining_conf_chain_mode __attribute__((unused)) = {
	"nv_host_chaining_conf_chain_mode", mlx5_fuzz_enum_nv_host_chaining_conf_chain_mode, 2
};
static const uint32_t mlx5_fuzz_enum_nv_host_priv_conf_priv_level[] __attribute__((unused)) = {
	0x0,	/* PRIVILEGED */
	0x1,	/* LIMITED */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_host_priv_conf_priv_level __attribute__((unused)) = {
	"nv_host_priv_conf_priv_level", mlx5_fuzz_enum_nv_host_priv_conf_priv_level, 2
};
static const uint32_t mlx5_fuzz_enum_nv_hpcc_int_np_rtt_int_data_mode[] __attribute__((unused)) = {
	0x0,	/* INT_MODE0 */
	0x1,	/* INT_MODE1 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_hpcc_int_np_rtt_int_data_mode __attribute__((unused)) = {
	"nv_hpcc_int_np_rtt_int_data_mode", mlx5_fuzz_enum_nv_hpcc_int_np_rtt_int_data_mode, 2
};
static const uint32_t mlx5_fuzz_enum_nv_internal_cpu_conf_esw_manager[] __attribute__((unused)) = {
	0x0,	/* ECPF */
	0x1,	/* EXT_HOST_PF */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_internal_cpu_conf_esw_manager __attribute__((unused)) = {
	"nv_internal_cpu_conf_esw_manager", mlx5_fuzz_enum_nv_internal_cpu_conf_esw_manager, 2
};
static const uint32_t mlx5_fuzz_enum_nv_internal_cpu_conf_ib_vport0[] __attribute__((unused)) = {
	0x0,	/* ECPF */
	0x1,	/* EXT_HOST_PF */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_internal_cpu_conf_ib_vport0 __attribute__((unused)) = {
	"nv_internal_cpu_conf_ib_vport0", mlx5_fuzz_enum_nv_internal_cpu_conf_ib_vport0, 2
};
static const uint32_t mlx5_fuzz_enum_nv_internal_cpu_conf_internal_cpu_model[] __attribute__((unused)) = {
	0x0,	/* SEPARATED_HOST */
	0x1,	/* EMBEDDED_CPU */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_internal_cpu_conf_internal_cpu_model __attribute__((unused)) = {
	"nv_internal_cpu_conf_internal_cpu_model", mlx5_fuzz_enum_nv_internal_cpu_conf_internal_cpu_model, 2
};
static const uint32_t mlx5_fuzz_enum_nv_internal_cpu_conf_offload_engine[] __attribute__((unused)) = {
	0x0,	/* ENABLED */
	0x1,	/* DISABLED */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_internal_cpu_conf_offload_engine __attribute__((unused)) = {
	"nv_internal_cpu_conf_offload_engine", mlx5_fuzz_enum_nv_internal_cpu_conf_offload_engine, 2
};
static const uint32_t mlx5_fuzz_enum_nv_internal_cpu_conf_page_supplier[] __attribute__((unused)) = {
	0x0,	/* ECPF */
	0x1,	/* EXT_HOST_PF */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_internal_cpu_conf_page_supplier __attribute__((unused)) = {
	"nv_internal_cpu_conf_page_supplier", mlx5_fuzz_enum_nv_internal_cpu_conf_page_supplier, 2
};
static const uint32_t mlx5_fuzz_enum_nv_link_phy_conf_phy_auto_neg_mode[] __attribute__((unused)) = {
	0x0,	/* DEVICE_DEFAULT */
	0x1,	/* AUTO_NEG_ENABLED */
	0x2,	/* AUTO_NEG_DISABLED */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_link_phy_conf_phy_auto_neg_mode __attribute__((unused)) = {
	"nv_link_phy_conf_phy_auto_neg_mode", mlx5_fuzz_enum_nv_link_phy_conf_phy_auto_neg_mode, 3
};
static const uint32_t mlx5_fuzz_enum_nv_link_phy_conf_phy_fec_override[] __attribute__((unused)) = {
	0x0,	/* DEVICE_DEFAULT */
	0x1,	/* MODE_1 */
	0x2,	/* MODE_2 */
	0x3,	/* MODE_3 */
	0x4,	/* MODE_4 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_link_phy_conf_phy_fec_override __attribute__((unused)) = {
	"nv_link_phy_conf_phy_fec_override", mlx5_fuzz_enum_nv_link_phy_conf_phy_fec_override, 5
};
static const uint32_t mlx5_fuzz_enum_nv_lldp_nb_cap_lldp_nb_rx_cap[] __attribute__((unused)) = {
	0x0,	/* NA */
	0x1,	/* MANDATORY */
	0x2,	/* ALL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_lldp_nb_cap_lldp_nb_rx_cap __attribute__((unused)) = {
	"nv_lldp_nb_cap_lldp_nb_rx_cap", mlx5_fuzz_enum_nv_lldp_nb_cap_lldp_nb_rx_cap, 3
};
static const uint32_t mlx5_fuzz_enum_nv_lldp_nb_cap_lldp_nb_tx_cap[] __attribute__((unused)) = {
	0x0,	/* NA */
	0x1,	/* MANDATORY */
	0x2,	/* ALL */
	0x3,	/* reserved */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_lldp_nb_cap_lldp_nb_tx_cap __attribute__((unused)) = {
	"nv_lldp_nb_cap_lldp_nb_tx_cap", mlx5_fuzz_enum_nv_lldp_nb_cap_lldp_nb_tx_cap, 4
};
static const uint32_t mlx5_fuzz_enum_nv_lldp_nb_conf_lldp_nb_rx_mode[] __attribute__((unused)) = {
	0x0,	/* OFF */
	0x1,	/* MANDATORY */
	0x2,	/* ALL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_lldp_nb_conf_lldp_nb_rx_mode __attribute__((unused)) = {
	"nv_lldp_nb_conf_lldp_nb_rx_mode", mlx5_fuzz_enum_nv_lldp_nb_conf_lldp_nb_rx_mode, 3
};
static const uint32_t mlx5_fuzz_enum_nv_lldp_nb_conf_lldp_nb_tx_mode[] __attribute__((unused)) = {
	0x0,	/* OFF */
	0x1,	/* MANDATORY */
	0x2,	/* ALL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_lldp_nb_conf_lldp_nb_tx_mode __attribute__((unused)) = {
	"nv_lldp_nb_conf_lldp_nb_tx_mode", mlx5_fuzz_enum_nv_lldp_nb_conf_lldp_nb_tx_mode, 3
};
static const uint32_t mlx5_fuzz_enum_nv_memic_cap_max_memic_size_limit[] __attribute__((unused)) = {
	0x0,	/* DISABLED */
	0x1,	/* _256KB */
	0x2,	/* _512KB */
	0x3,	/* _1024KB */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_memic_cap_max_memic_size_limit __attribute__((unused)) = {
	"nv_memic_cap_max_memic_size_limit", mlx5_fuzz_enum_nv_memic_cap_max_memic_size_limit, 4
};
static const uint32_t mlx5_fuzz_enum_nv_memic_conf_memic_atomic[] __attribute__((unused)) = {
	0x0,	/* DEVICE_DEFAULT */
	0x1,	/* MEMIC_ATOMIC_DISABLE */
	0x2,	/* MEMIC_ATOMIC_ENABLE */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_memic_conf_memic_atomic __attribute__((unused)) = {
	"nv_memic_conf_memic_atomic", mlx5_fuzz_enum_nv_memic_conf_memic_atomic, 3
};
static const uint32_t mlx5_fuzz_enum_nv_memic_conf_memic_size_limit[] __attribute__((unused)) = {
	0x0,	/* DISABLED */
	0x1,	/* _256KB */
	0x2,	/* _512KB */
	0x3,	/* _1024KB */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_memic_conf_memic_size_limit __attribute__((unused)) = {
	"nv_memic_conf_memic_size_limit", mlx5_fuzz_enum_nv_memic_conf_memic_size_limit, 4
};
static const uint32_t mlx5_fuzz_enum_nv_mpfs_conf_duplicated_mac_action_mode[] __attribute__((unused)) = {
	0x0,	/* LAST_CFG */
	0x1,	/* LOAD_BALANCE */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_mpfs_conf_duplicated_mac_action_mode __attribute__((unused)) = {
	"nv_mpfs_conf_duplicated_mac_action_mode", mlx5_fuzz_enum_nv_mpfs_conf_duplicated_mac_action_mode, 2
};
static const uint32_t mlx5_fuzz_enum_nv_mpfs_conf_ib_routing_mode[] __attribute__((unused)) = {
	0x0,	/* GID */
	0x1,	/* LID */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_mpfs_conf_ib_routing_mode __attribute__((unused)) = {
	"nv_mpfs_conf_ib_routing_mode", mlx5_fuzz_enum_nv_mpfs_conf_ib_routing_mode, 2
};
static const uint32_t mlx5_fuzz_enum_nv_mpfs_conf_sriov_ib_routing_mode[] __attribute__((unused)) = {
	0x0,	/* GID */
	0x1,	/* LID */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_mpfs_conf_sriov_ib_routing_mode __attribute__((unused)) = {
	"nv_mpfs_conf_sriov_ib_routing_mode", mlx5_fuzz_enum_nv_mpfs_conf_sriov_ib_routing_mode, 2
};
static const uint32_t mlx5_fuzz_enum_nv_nvmf_target_conf_pacer_mode[] __attribute__((unused)) = {
	0x0,	/* DEVICE_DEFAULT */
	0x1,	/* PACER_OFF */
	0x2,	/* PACER_ON */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_nvmf_target_conf_pacer_mode __attribute__((unused)) = {
	"nv_nvmf_target_conf_pacer_mode", mlx5_fuzz_enum_nv_nvmf_target_conf_pacer_mode, 3
};
static const uint32_t mlx5_fuzz_enum_nv_param[] __attribute__((unused)) = {
	0x2,	/* BASE_MAC_GUID */
	0x3,	/* BASE_MAC_GUID_CAP */
	0x4,	/* FORBIDDEN_VERSIONS */
	0x6,	/* MEMIC_CONF */
	0x7,	/* MEMIC_CAP */
	0x8,	/* HOST_CHAINING_CONF */
	0x9,	/* HOST_CHAINING_CAP */
	0xa,	/* FPGA_CONF */
	0xb,	/* FPGA_CAP */
	0xc,	/* INTERNAL_CPU_CONF */
	0xd,	/* INTERNAL_CPU_CAP */
	0xe,	/* FLEX_PARSER_CONF */
	0xf,	/* FLEX_PARSER_CAP */
	0x10,	/* ROCE_1_5_CONF */
	0x11,	/* HOST_TO_BMC */
	0x13,	/* INTERNAL_HAIRPIN_CONF */
	0x14,	/* INTERNAL_HAIRPIN_CAP */
	0x80,	/* GLOBAL_PCI_CONF */
	0x81,	/* GLOBAL_PCI_CAP */
	0x82,	/* TPT_CONF */
	0x84,	/* GLOBAL_PCI_CONF_2 */
	0x85,	/* KDNET_DATA */
	0x86,	/* PCI_SWITCH_EVB_CONF */
	0x87,	/* PCI_SWITCH_EVB_CAP */
	0x88,	/* POWER_CONF */
	0x89,	/* POWER_CAP */
	0x8a,	/* HOST_SYNC_CONF */
	0x8b,	/* EMULATION_NVME_CONF */
	0x8c,	/* EMULATION_NVME_CAP */
	0x8d,	/* EMULATION_PCI_SWITCH_CONF */
	0x8e,	/* EMULATION_PCI_SWITCH_CAP */
	0x90,	/* EMULATION_VIRTIO_NET_CONF */
	0x91,	/* EMULATION_VIRTIO_NET_CAP */
	0x92,	/* EMULATION_VIRTIO_BLK_CONF */
	0x93,	/* EMULATION_VIRTIO_BLK_CAP */
	0x94,	/* GLOBAL_PCI_CONF_3 */
	0x95,	/* EMULATION_VIRTIO_FS_CONF */
	0x96,	/* EMULATION_VIRTIO_FS_CAP */
	0xff,	/* DEBUG_MODE */
	0x10a,	/* SW_OFFLOAD_CONF */
	0x10b,	/* SW_OFFLOAD_CAP */
	0x10c,	/* PACKET_PACING */
	0x10e,	/* FILE_ID_MLNX */
	0x10f,	/* FILE_ID_VENDOR */
	0x110,	/* FPGA_DATA */
	0x111,	/* PROG_CC */
	0x113,	/* GLOBAL_PCI_CAP_3 */
	0x114,	/* HPCC_INT */
	0x115,	/* HPCC_INT_CAP */
	0x116,	/* GLOBAL_MASK */
	0x117,	/* PERFORMANCE_TUNING_CONF */
	0x118,	/* PERFORMANCE_TUNING_CAP */
	0x119,	/* GLOBAL_ROCE_CC_CONF */
	0x11a,	/* GLOBAL_ROCE_CC_CAP */
	0x11b,	/* NVMF_TARGET_CONF */
	0x11c,	/* NVMF_TARGET_CAP */
	0x11d,	/* SW_ACCELERATE_CONF */
	0x120,	/* CRYPTO_CONF */
	0x190,	/* IB_DC_CONF */
	0x191,	/* IB_DC_CAP */
	0x192,	/* ENCLOSURE_INFO */
	0x194,	/* CURRENT_CONFIGURATOR */
	0x19a,	/* INVALIDATE_ALL_TIMESTAMP */
	0x19b,	/* SECURE_HOST */
	0x3ef,	/* ECPU_BOOT_OPTION */
	0x400,	/* VTS_BANK_A */
	0x401,	/* VTS_BANK_B */
	0x1010012,	/* VPI_LINK_TYPE */
	0x1010107,	/* ROCE_CC */
	0x1010108,	/* ROCE_CC_ECN */
	0x1010109,	/* ROCE_CC_QCN */
	0x101010a,	/* LLDP_NB_CONF */
	0x101010b,	/* LLDP_NB_CAP */
	0x101018e,	/* LLDP_NB_DCBX */
	0x1010190,	/* KEEP_LINK_UP */
	0x1010192,	/* QOS_CONF */
	0x1010193,	/* QOS_CAP */
	0x1010196,	/* MPFS_CONF */
	0x1010197,	/* MPFS_CAP */
	0x1010201,	/* LINK_PHY_CONF */
	0x1010202,	/* LINK_PHY_CAP */
	0x3000010,	/* WOL_CONF */
	0x300001f,	/* WOL_CAP */
	0x3000080,	/* PF_PCI_CONF */
	0x3000110,	/* VIRT_NET_ADDR */
	0x3000111,	/* VIRT_GUID_ADDR */
	0x3000112,	/* HCA_CONF */
	0x3000113,	/* HCA_CAP */
	0x3000114,	/* ECPF_CONF */
	0x3000115,	/* ECPF_CAP */
	0x3000192,	/* EXTERNAL_PORT_CTRL */
	0x6000002,	/* FILE_APPLICABLE_TO */
	0x6000003,	/* FILE_COMMENT */
	0x6000005,	/* FILE_DBG_FW_TOKEN_ID */
	0x6000007,	/* FILE_CS_TOKEN_ID */
	0x6000008,	/* FILE_BTC_TOKEN_ID */
	0x6000009,	/* FILE_MAC_ADDR_LIST */
	0x7000080,	/* PCI_CONF */
	0x7000081,	/* PCI_CAP */
	0x7000082,	/* SAFE_MODE_CONF */
	0x7000083,	/* HOST_PRIV_CONF */
	0x7000100,	/* HOST_PRIV_CAP */
	0x9000002,	/* MODULE_FEATURE_CAP */
	0x9000004,	/* MODULE_SPLIT */
	0x9000080,	/* MODULE_POWER */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_param __attribute__((unused)) = {
	"nv_param", mlx5_fuzz_enum_nv_param, 105
};
static const uint32_t mlx5_fuzz_enum_nv_pci_conf_management_pf[] __attribute__((unused)) = {
	0x0,	/* DEVICE_DEFAULT */
	0x1,	/* MNG_PF_ENABLE */
	0x2,	/* MNG_PF_DISABLE */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_pci_conf_management_pf __attribute__((unused)) = {
	"nv_pci_conf_management_pf", mlx5_fuzz_enum_nv_pci_conf_management_pf, 3
};
static const uint32_t mlx5_fuzz_enum_nv_pci_conf_p2p_ordering_mode[] __attribute__((unused)) = {
	0x0,	/* DEVICE_DEFAULT */
	0x1,	/* SECURE_NONE */
	0x2,	/* SECURE_TRUST */
	0x3,	/* SECURE_ALL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_pci_conf_p2p_ordering_mode __attribute__((unused)) = {
	"nv_pci_conf_p2p_ordering_mode", mlx5_fuzz_enum_nv_pci_conf_p2p_ordering_mode, 4
};
static const uint32_t mlx5_fuzz_enum_nv_performance_tuning_conf_icm_cache_mode[] __attribute__((unused)) = {
	0x0,	/* DEVICE_DEFAULT */
	0x1,	/* LARGE_SCALE_STEERING */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_performance_tuning_conf_icm_cache_mode __attribute__((unused)) = {
	"nv_performance_tuning_conf_icm_cache_mode", mlx5_fuzz_enum_nv_performance_tuning_conf_icm_cache_mode, 2
};
static const uint32_t mlx5_fuzz_enum_nv_performance_tuning_conf_multi_pci_resource_share[] __attribute__((unused)) = {
	0x0,	/* DEVICE_DEFAULT */
	0x1,	/* NON_BLOCK_FAIR */
	0x2,	/* NON_BLOCK_SHARED */
	0x3,	/* BLOCKING_SHARED */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_performance_tuning_conf_multi_pci_resource_share __attribute__((unused)) = {
	"nv_performance_tuning_conf_multi_pci_resource_share", mlx5_fuzz_enum_nv_performance_tuning_conf_multi_pci_resource_share, 4
};
static const uint32_t mlx5_fuzz_enum_nv_power_conf_lag_allocation[] __attribute__((unused)) = {
	0x0,	/* DEVICE_DEFAULT */
	0x1,	/* PRE_ALLOCATION */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_power_conf_lag_allocation __attribute__((unused)) = {
	"nv_power_conf_lag_allocation", mlx5_fuzz_enum_nv_power_conf_lag_allocation, 2
};
static const uint32_t mlx5_fuzz_enum_nv_power_conf_phy_cnt_delay[] __attribute__((unused)) = {
	0x0,	/* DELAY_NONE */
	0x1,	/* DELAY_10_SEC */
	0x2,	/* DELAY_20_SEC */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_power_conf_phy_cnt_delay __attribute__((unused)) = {
	"nv_power_conf_phy_cnt_delay", mlx5_fuzz_enum_nv_power_conf_phy_cnt_delay, 3
};
static const uint32_t mlx5_fuzz_enum_nv_qos_cap_max_num_of_vl[] __attribute__((unused)) = {
	0x1,	/* _1_VL */
	0x2,	/* _2_VLs */
	0x3,	/* _4_VLs */
	0x4,	/* _8_VLs */
	0x5,	/* _15_VLs */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_qos_cap_max_num_of_vl __attribute__((unused)) = {
	"nv_qos_cap_max_num_of_vl", mlx5_fuzz_enum_nv_qos_cap_max_num_of_vl, 5
};
static const uint32_t mlx5_fuzz_enum_nv_qos_conf_num_of_tc[] __attribute__((unused)) = {
	0x0,	/* _8_TCs */
	0x1,	/* _1_TC */
	0x2,	/* _2_TCs */
	0x3,	/* _3_TCs */
	0x4,	/* _4_TCs */
	0x5,	/* _5_TCs */
	0x6,	/* _6_TCs */
	0x7,	/* _7_TCs */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_qos_conf_num_of_tc __attribute__((unused)) = {
	"nv_qos_conf_num_of_tc", mlx5_fuzz_enum_nv_qos_conf_num_of_tc, 8
};
static const uint32_t mlx5_fuzz_enum_nv_qos_conf_num_of_vl[] __attribute__((unused)) = {
	0x1,	/* _1_VL */
	0x2,	/* _2_VLs */
	0x3,	/* _4_VLs */
	0x4,	/* _8_VLs */
	0x5,	/* _15_VLs */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_qos_conf_num_of_vl __attribute__((unused)) = {
	"nv_qos_conf_num_of_vl", mlx5_fuzz_enum_nv_qos_conf_num_of_vl, 5
};
static const uint32_t mlx5_fuzz_enum_nv_qos_conf_qos_trust_state[] __attribute__((unused)) = {
	0x0,	/* DEVICE_DEFAULT */
	0x4,	/* TRUST_PORT */
	0x5,	/* TRUST_PCP */
	0x6,	/* TRUST_DSCP */
	0x7,	/* TRUST_DSCP_PCP */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_qos_conf_qos_trust_state __attribute__((unused)) = {
	"nv_qos_conf_qos_trust_state", mlx5_fuzz_enum_nv_qos_conf_qos_trust_state, 5
};
static const uint32_t mlx5_fuzz_enum_nv_roce_cc_roce_cc_algorithm[] __attribute__((unused)) = {
	0x0,	/* ECN */
	0x1,	/* QCN */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_roce_cc_roce_cc_algorithm __attribute__((unused)) = {
	"nv_roce_cc_roce_cc_algorithm", mlx5_fuzz_enum_nv_roce_cc_roce_cc_algorithm, 2
};
static const uint32_t mlx5_fuzz_enum_nv_rom_boot_conf1_boot_retry_count[] __attribute__((unused)) = {
	0x0,	/* NONE */
	0x1,	/* _1 */
	0x2,	/* _2 */
	0x3,	/* _3 */
	0x4,	/* _4 */
	0x5,	/* _5 */
	0x6,	/* _6 */
	0x7,	/* UNLIMITED */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_boot_conf1_boot_retry_count __attribute__((unused)) = {
	"nv_rom_boot_conf1_boot_retry_count", mlx5_fuzz_enum_nv_rom_boot_conf1_boot_retry_count, 8
};
static const uint32_t mlx5_fuzz_enum_nv_rom_boot_conf1_legacy_boot_protocol[] __attribute__((unused)) = {
	0x0,	/* NONE */
	0x1,	/* PXE */
	0x2,	/* ISCSI */
	0x4,	/* PXE_WO_FAIL_ISCSI */
	0x5,	/* ISCSI_WO_FAIL_PXE */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_boot_conf1_legacy_boot_protocol __attribute__((unused)) = {
	"nv_rom_boot_conf1_legacy_boot_protocol", mlx5_fuzz_enum_nv_rom_boot_conf1_legacy_boot_protocol, 5
};
static const uint32_t mlx5_fuzz_enum_nv_rom_boot_conf2_boot_ip_ver[] __attribute__((unused)) = {
	0x0,	/* IPv4 */
	0x1,	/* IPv6 */
	0x2,	/* IPv4_IPv6 */
	0x3,	/* IPv6_IPv4 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_boot_conf2_boot_ip_ver __attribute__((unused)) = {
	"nv_rom_boot_conf2_boot_ip_ver", mlx5_fuzz_enum_nv_rom_boot_conf2_boot_ip_ver, 4
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_arp[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_debug_level_arp __attribute__((unused)) = {
	"nv_rom_debug_level_arp", mlx5_fuzz_enum_nv_rom_debug_level_arp, 4
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_dhcp[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_debug_level_dhcp __attribute__((unused)) = {
	"nv_rom_debug_level_dhcp", mlx5_fuzz_enum_nv_rom_debug_level_dhcp, 4
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_dhcpv6[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_debug_level_dhcpv6 __attribute__((unused)) = {
	"nv_rom_debug_level_dhcpv6", mlx5_fuzz_enum_nv_rom_debug_level_dhcpv6, 4
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_driver[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_debug_level_driver __attribute__((unused)) = {
	"nv_rom_debug_level_driver", mlx5_fuzz_enum_nv_rom_debug_level_driver, 4
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_driver_settings[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_debug_level_driver_settings __attribute__((unused)) = {
	"nv_rom_debug_level_driver_settings", mlx5_fuzz_enum_nv_rom_debug_level_driver_settings, 4
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_ipv4[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_debug_level_ipv4 __attribute__((unused)) = {
	"nv_rom_debug_level_ipv4", mlx5_fuzz_enum_nv_rom_debug_level_ipv4, 4
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_ipv6[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_debug_level_ipv6 __attribute__((unused)) = {
	"nv_rom_debug_level_ipv6", mlx5_fuzz_enum_nv_rom_debug_level_ipv6, 4
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_ndp[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_debug_level_ndp __attribute__((unused)) = {
	"nv_rom_debug_level_ndp", mlx5_fuzz_enum_nv_rom_debug_level_ndp, 4
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_neighbor[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_debug_level_neighbor __attribute__((unused)) = {
	"nv_rom_debug_level_neighbor", mlx5_fuzz_enum_nv_rom_debug_level_neighbor, 4
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_netdevice[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_debug_level_netdevice __attribute__((unused)) = {
	"nv_rom_debug_level_netdevice", mlx5_fuzz_enum_nv_rom_debug_level_netdevice, 4
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_nodnic[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_debug_level_nodnic __attribute__((unused)) = {
	"nv_rom_debug_level_nodnic", mlx5_fuzz_enum_nv_rom_debug_level_nodnic, 4
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_nodnic_cmd[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_debug_level_nodnic_cmd __attribute__((unused)) = {
	"nv_rom_debug_level_nodnic_cmd", mlx5_fuzz_enum_nv_rom_debug_level_nodnic_cmd, 4
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_nodnic_device[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_debug_level_nodnic_device __attribute__((unused)) = {
	"nv_rom_debug_level_nodnic_device", mlx5_fuzz_enum_nv_rom_debug_level_nodnic_device, 4
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_nodnic_port[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_debug_level_nodnic_port __attribute__((unused)) = {
	"nv_rom_debug_level_nodnic_port", mlx5_fuzz_enum_nv_rom_debug_level_nodnic_port, 4
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_pxe_undi[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_debug_level_pxe_undi __attribute__((unused)) = {
	"nv_rom_debug_level_pxe_undi", mlx5_fuzz_enum_nv_rom_debug_level_pxe_undi, 4
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_romprefix[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_debug_level_romprefix __attribute__((unused)) = {
	"nv_rom_debug_level_romprefix", mlx5_fuzz_enum_nv_rom_debug_level_romprefix, 4
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_status_update[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_debug_level_status_update __attribute__((unused)) = {
	"nv_rom_debug_level_status_update", mlx5_fuzz_enum_nv_rom_debug_level_status_update, 4
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_stp[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_debug_level_stp __attribute__((unused)) = {
	"nv_rom_debug_level_stp", mlx5_fuzz_enum_nv_rom_debug_level_stp, 4
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_tcp[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_debug_level_tcp __attribute__((unused)) = {
	"nv_rom_debug_level_tcp", mlx5_fuzz_enum_nv_rom_debug_level_tcp, 4
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_tcpip[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_debug_level_tcpip __attribute__((unused)) = {
	"nv_rom_debug_level_tcpip", mlx5_fuzz_enum_nv_rom_debug_level_tcpip, 4
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_tftp[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_debug_level_tftp __attribute__((unused)) = {
	"nv_rom_debug_level_tftp", mlx5_fuzz_enum_nv_rom_debug_level_tftp, 4
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_udp[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_debug_level_udp __attribute__((unused)) = {
	"nv_rom_debug_level_udp", mlx5_fuzz_enum_nv_rom_debug_level_udp, 4
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_uri[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_debug_level_uri __attribute__((unused)) = {
	"nv_rom_debug_level_uri", mlx5_fuzz_enum_nv_rom_debug_level_uri, 4
};
static const uint32_t mlx5_fuzz_enum_nv_rom_flexboot_debug_panic_banner[] __attribute__((unused)) = {
	0x0,	/* PRINT */
	0x1,	/* HALT */
	0x2,	/* OPEN_SHELL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_flexboot_debug_panic_banner __attribute__((unused)) = {
	"nv_rom_flexboot_debug_panic_banner", mlx5_fuzz_enum_nv_rom_flexboot_debug_panic_banner, 3
};
static const uint32_t mlx5_fuzz_enum_nv_rom_ib_dhcp_conf_client_identifier[] __attribute__((unused)) = {
	0x0,	/* ROM_DEFAULT */
	0x1,	/* NO_CLIENT_IDENTIFIER */
	0x2,	/* SEND_CLIENT_IDENTIFIER */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_ib_dhcp_conf_client_identifier __attribute__((unused)) = {
	"nv_rom_ib_dhcp_conf_client_identifier", mlx5_fuzz_enum_nv_rom_ib_dhcp_conf_client_identifier, 3
};
static const uint32_t mlx5_fuzz_enum_nv_rom_ini_hii_type[] __attribute__((unused)) = {
	0x0,	/* MLNX_DEFAULT */
	0x1,	/* HPE */
	0x2,	/* LENOVO */
	0x3,	/* DELL */
	0x4,	/* FUJITSU */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_ini_hii_type __attribute__((unused)) = {
	"nv_rom_ini_hii_type", mlx5_fuzz_enum_nv_rom_ini_hii_type, 5
};
static const uint32_t mlx5_fuzz_enum_nv_rom_iscsi_general_conf_boot_to_target[] __attribute__((unused)) = {
	0x0,	/* ENABLED */
	0x1,	/* DISABLED */
	0x2,	/* ONE_TIME_DISABLED */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_iscsi_general_conf_boot_to_target __attribute__((unused)) = {
	"nv_rom_iscsi_general_conf_boot_to_target", mlx5_fuzz_enum_nv_rom_iscsi_general_conf_boot_to_target, 3
};
static const uint32_t mlx5_fuzz_enum_nv_rom_iscsi_general_conf_iscsi_drive_num[] __attribute__((unused)) = {
	0x80,	/* HDD1 */
	0x81,	/* HDD2 */
	0x82,	/* HDD3 */
	0x83,	/* HDD4 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_iscsi_general_conf_iscsi_drive_num __attribute__((unused)) = {
	"nv_rom_iscsi_general_conf_iscsi_drive_num", mlx5_fuzz_enum_nv_rom_iscsi_general_conf_iscsi_drive_num, 4
};
static const uint32_t mlx5_fuzz_enum_nv_rom_param[] __attribute__((unused)) = {
	0x100,	/* ROM_INI */
	0x101,	/* ROM_CAP */
	0x211,	/* ROM_OCSD_OCBB */
	0x3000195,	/* ROM_BOOT_CONF2 */
	0x3000196,	/* ROM_UEFI_CONF */
	0x3000197,	/* NV_ROM_ROOT_CA_FINGERPRINT */
	0x3000202,	/* ROM_DEBUG_LEVEL */
	0x3000204,	/* ROM_FLEXBOOT_DEBUG */
	0x3000206,	/* ROM_UEFI_DEBUG_LEVEL */
	0x3000210,	/* ROM_BANNER_TIMEOUT */
	0x3000221,	/* ROM_BOOT_CONF1 */
	0x3000222,	/* ROM_IB_BOOT_CONF */
	0x3000223,	/* ROM_IB_DHCP_CONF */
	0x3000230,	/* ROM_ISCSI_GENERAL_CONF */
	0x3000231,	/* ROM_DHCP_VENDOR_ID */
	0x3000232,	/* ROM_ISCSI_INITIATOR_IP_ADDR */
	0x3000233,	/* ROM_ISCSI_INITIATOR_SUBNET_MASK */
	0x3000234,	/* ROM_ISCSI_INITIATOR_GATEWAY */
	0x3000235,	/* ROM_ISCSI_INITIATOR_PRIMARY_DNS_ADDR */
	0x3000236,	/* ROM_ISCSI_INITIATOR_SECONDARY_DNS_ADDR */
	0x3000237,	/* ROM_ISCSI_INITIATOR_NAME */
	0x3000238,	/* ROM_ISCSI_INITIATOR_CHAP_ID */
	0x3000239,	/* ROM_ISCSI_INITIATOR_CHAP_PWD */
	0x300023a,	/* ROM_ISCSI_DHCP */
	0x3000240,	/* ROM_ISCSI_CONNECT_TO_FIRST_TARGET */
	0x3000241,	/* ROM_ISCSI_FIRST_TARGET_ADDR */
	0x3000242,	/* ROM_ISCSI_FIRST_TARGET_PORT */
	0x3000243,	/* ROM_ISCSI_FIRST_TARGET_LUN */
	0x3000244,	/* ROM_ISCSI_FIRST_TARGET_NAME */
	0x3000245,	/* ROM_ISCSI_FIRST_TARGET_CHAP_ID */
	0x3000247,	/* ROM_ISCSI_FIRST_TARGET_CHAP_PWD */
	0x3000250,	/* ROM_ISCSI_CONNECT_TO_SECOND_TARGET */
	0x3000251,	/* ROM_ISCSI_SECOND_TARGET_ADDR */
	0x3000252,	/* ROM_ISCSI_SECOND_TARGET_PORT */
	0x3000253,	/* ROM_ISCSI_SECOND_TARGET_LUN */
	0x3000254,	/* ROM_ISCSI_SECOND_TARGET_NAME */
	0x3000255,	/* ROM_ISCSI_SECOND_TARGET_CHAP_ID */
	0x3000257,	/* ROM_ISCSI_SECOND_TARGET_CHAP_PWD */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_param __attribute__((unused)) = {
	"nv_rom_param", mlx5_fuzz_enum_nv_rom_param, 38
};
static const uint32_t mlx5_fuzz_enum_nv_rom_uefi_debug_level_uefi_log_severity[] __attribute__((unused)) = {
	0x0,	/* ERROR */
	0x1,	/* WARNING */
	0x2,	/* INFO */
	0x3,	/* DEBUG */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_uefi_debug_level_uefi_log_severity __attribute__((unused)) = {
	"nv_rom_uefi_debug_level_uefi_log_severity", mlx5_fuzz_enum_nv_rom_uefi_debug_level_uefi_log_severity, 4
};
static const uint32_t mlx5_fuzz_enum_nv_rom_uefi_debug_level_uefi_logs[] __attribute__((unused)) = {
	0x0,	/* DISABLED */
	0x1,	/* STDOUT */
	0x2,	/* STDERR */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_rom_uefi_debug_level_uefi_logs __attribute__((unused)) = {
	"nv_rom_uefi_debug_level_uefi_logs", mlx5_fuzz_enum_nv_rom_uefi_debug_level_uefi_logs, 3
};
static const uint32_t mlx5_fuzz_enum_nv_secure_host_state[] __attribute__((unused)) = {
	0x0,	/* UNLOCKED */
	0x1,	/* LOCKED */
	0x2,	/* LOCK_FW_UPDATE */
	0x3,	/* LOCK_HOST_CFG */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_secure_host_state __attribute__((unused)) = {
	"nv_secure_host_state", mlx5_fuzz_enum_nv_secure_host_state, 4
};
static const uint32_t mlx5_fuzz_enum_nv_sw_offload_conf_cqe_compression[] __attribute__((unused)) = {
	0x0,	/* BALANCED */
	0x1,	/* AGGRESSIVE */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_sw_offload_conf_cqe_compression __attribute__((unused)) = {
	"nv_sw_offload_conf_cqe_compression", mlx5_fuzz_enum_nv_sw_offload_conf_cqe_compression, 2
};
static const uint32_t mlx5_fuzz_enum_nv_sw_offload_conf_pci_atomic_mode[] __attribute__((unused)) = {
	0x0,	/* PCI_ATOMIC_DISABLED_EXT_ATOMIC_ENABLED */
	0x1,	/* PCI_ATOMICS_ENABLED_EXT_ATOMICS_ENABLED_SERIALIZED */
	0x2,	/* PCI_ATOMICS_ENABLED_EXT_ATOMICS_DISABLED */
	0x3,	/* PCI_ATOMICS_ENABLED_EXT_ATOMICS_ENABLED_NONCOHERENT */
	0x4,	/* PCI_ATOMICS_ENABLED_EXT_ATOMICS_ENABLED */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_sw_offload_conf_pci_atomic_mode __attribute__((unused)) = {
	"nv_sw_offload_conf_pci_atomic_mode", mlx5_fuzz_enum_nv_sw_offload_conf_pci_atomic_mode, 5
};
static const uint32_t mlx5_fuzz_enum_nv_sw_offload_conf_vf_migration[] __attribute__((unused)) = {
	0x0,	/* DEVICE_DEFAULT */
	0x1,	/* MIGRATION_DISABLED */
	0x2,	/* MIGRATION_ENABLED */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_sw_offload_conf_vf_migration __attribute__((unused)) = {
	"nv_sw_offload_conf_vf_migration", mlx5_fuzz_enum_nv_sw_offload_conf_vf_migration, 3
};
static const uint32_t mlx5_fuzz_enum_nv_tpt_conf_log_max_payload_size[] __attribute__((unused)) = {
	0x0,	/* AUTOMATIC */
	0xc,	/* _4KB */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_tpt_conf_log_max_payload_size __attribute__((unused)) = {
	"nv_tpt_conf_log_max_payload_size", mlx5_fuzz_enum_nv_tpt_conf_log_max_payload_size, 2
};
static const uint32_t mlx5_fuzz_enum_nv_vpi_link_type_default_link_type[] __attribute__((unused)) = {
	0x1,	/* IB */
	0x2,	/* ETH */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_nv_vpi_link_type_default_link_type __attribute__((unused)) = {
	"nv_vpi_link_type_default_link_type", mlx5_fuzz_enum_nv_vpi_link_type_default_link_type, 2
};
static const uint32_t mlx5_fuzz_enum_pages_op_mod[] __attribute__((unused)) = {
	0x1,	/* BOOT */
	0x2,	/* INIT */
	0x3,	/* REGULAR */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_pages_op_mod __attribute__((unused)) = {
	"pages_op_mod", mlx5_fuzz_enum_pages_op_mod, 3
};
static const uint32_t mlx5_fuzz_enum_pddr_cable_identifier[] __attribute__((unused)) = {
	0x0,	/* QSFP28 */
	0x1,	/* QSFP_PLUS */
	0x2,	/* SFP28_OR_SFP_PLUS */
	0x3,	/* QSA */
	0x4,	/* BACKPLANE */
	0x5,	/* SFP_DD */
	0x6,	/* QSFP_DD */
	0x7,	/* QSFP_CMIS */
	0x8,	/* OSFP */
	0x9,	/* C2C */
	0xa,	/* DSFP */
	0xb,	/* QSFP_SPLIT_CABLE */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_pddr_cable_identifier __attribute__((unused)) = {
	"pddr_cable_identifier", mlx5_fuzz_enum_pddr_cable_identifier, 12
};
static const uint32_t mlx5_fuzz_enum_pddr_cable_type[] __attribute__((unused)) = {
	0x0,	/* UNIDENTIFIED */
	0x1,	/* ACTIVE_CABLE */
	0x2,	/* OPTICAL_MODULE */
	0x3,	/* PASSIVE_COPPER */
	0x4,	/* UNPLUGGED */
	0x5,	/* TWISTED_PAIR */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_pddr_cable_type __attribute__((unused)) = {
	"pddr_cable_type", mlx5_fuzz_enum_pddr_cable_type, 6
};
static const uint32_t mlx5_fuzz_enum_pddr_cable_vendor[] __attribute__((unused)) = {
	0x0,	/* OTHER */
	0x1,	/* MELLANOX */
	0x2,	/* KNOWN_OUI */
	0x3,	/* NVIDIA */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_pddr_cable_vendor __attribute__((unused)) = {
	"pddr_cable_vendor", mlx5_fuzz_enum_pddr_cable_vendor, 4
};
static const uint32_t mlx5_fuzz_enum_pddr_eth_an_state[] __attribute__((unused)) = {
	0x0,	/* ENABLE */
	0x1,	/* XMIT_DISABLE */
	0x2,	/* ABILITY_DETECT */
	0x3,	/* ACK_DETECT */
	0x4,	/* COMPLETE_ACK */
	0x5,	/* AN_GOOD_CHECK */
	0x6,	/* AN_GOOD */
	0x7,	/* NEXT_PAGE_WAIT */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_pddr_eth_an_state __attribute__((unused)) = {
	"pddr_eth_an_state", mlx5_fuzz_enum_pddr_eth_an_state, 8
};
static const uint32_t mlx5_fuzz_enum_pddr_fec_mode[] __attribute__((unused)) = {
	0x0,	/* NO_FEC */
	0x1,	/* FIRECODE */
	0x2,	/* RS_528_514 */
	0x3,	/* LL_RS_271_257 */
	0x6,	/* INTERLEAVED_RS_544_514 */
	0x7,	/* RS_544_514 */
	0x9,	/* ETC_LL_50G_RS */
	0xa,	/* INTERLEAVED_ETC_LL_50G_RS */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_pddr_fec_mode __attribute__((unused)) = {
	"pddr_fec_mode", mlx5_fuzz_enum_pddr_fec_mode, 8
};
static const uint32_t mlx5_fuzz_enum_pddr_fec_support[] __attribute__((unused)) = {
	0x1,	/* NO_FEC */
	0x2,	/* FIRECODE */
	0x4,	/* RS_528_514 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_pddr_fec_support __attribute__((unused)) = {
	"pddr_fec_support", mlx5_fuzz_enum_pddr_fec_support, 3
};
static const uint32_t mlx5_fuzz_enum_pddr_link_down_reason[] __attribute__((unused)) = {
	0x0,	/* NO_LINK_DOWN_INDICATION */
	0x1,	/* UNKNOWN_REASON */
	0x2,	/* HI_SER_OR_HI_BER */
	0x3,	/* BLOCK_LOCK_LOSS */
	0x4,	/* ALIGNMENT_LOSS */
	0x5,	/* FEC_SYNC_LOSS */
	0x6,	/* PLL_LOCK_LOSS */
	0x7,	/* FIFO_OVERFLOW */
	0x8,	/* FALSE_SKIP_CONDITION */
	0x9,	/* MINOR_ERROR_THRESHOLD_EXCEEDED */
	0xa,	/* PHYSICAL_LAYER_RETRANSMISSION_TIMEOUT */
	0xb,	/* HEARTBEAT_ERRORS */
	0xc,	/* LINK_LAYER_CREDIT_MONITORING_WATCHDOG */
	0xd,	/* LINK_LAYER_INTEGRITY_THRESHOLD_EXCEEDED */
	0xe,	/* LINK_LAYER_BUFFER_OVERRUN */
	0xf,	/* DOWN_BY_OUTBAND_COMMAND_WITH_HEALTHY_LINK */
	0x10,	/* DOWN_BY_OUTBAND_COMMAND_FOR_LINK_WITH_HI_BER */
	0x11,	/* DOWN_BY_INBAND_COMMAND_WITH_HEALTHY_LINK */
	0x12,	/* DOWN_BY_INBAND_COMMAND_FOR_LINK_WITH_HI_BER */
	0x13,	/* DOWN_BY_VERIFICATION_GW */
	0x14,	/* RECEIVED_REMOTE_FAULT */
	0x15,	/* RECEIVED_TS1 */
	0x16,	/* DOWN_BY_MANAGEMENT_COMMAND */
	0x17,	/* CABLE_WAS_UNPLUGGED */
	0x18,	/* CABLE_ACCESS_ISSUE */
	0x19,	/* THERMAL_SHUTDOWN */
	0x1a,	/* CURRENT_ISSUE */
	0x1b,	/* POWER_BUDGET */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_pddr_link_down_reason __attribute__((unused)) = {
	"pddr_link_down_reason", mlx5_fuzz_enum_pddr_link_down_reason, 28
};
static const uint32_t mlx5_fuzz_enum_pddr_monitor_opcode[] __attribute__((unused)) = {
	0x0,	/* NO_ISSUE_OBSERVED */
	0x1,	/* PORT_CLOSED */
	0x2,	/* AN_NO_PARTNER */
	0x5,	/* TRAINING_FAILURE */
	0x400,	/* CABLE_UNPLUGGED */
	0x3ff,	/* INFO_NOT_AVAIL */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_pddr_monitor_opcode __attribute__((unused)) = {
	"pddr_monitor_opcode", mlx5_fuzz_enum_pddr_monitor_opcode, 6
};
static const uint32_t mlx5_fuzz_enum_pddr_neg_mode[] __attribute__((unused)) = {
	0x0,	/* FORCE */
	0x1,	/* MLPN_REV0 */
	0x2,	/* CL73 */
	0x3,	/* PARALLEL_DETECT */
	0x4,	/* IB */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_pddr_neg_mode __attribute__((unused)) = {
	"pddr_neg_mode", mlx5_fuzz_enum_pddr_neg_mode, 5
};
static const uint32_t mlx5_fuzz_enum_pddr_page_select[] __attribute__((unused)) = {
	0x0,	/* OPERATIONAL_INFO */
	0x1,	/* TROUBLESHOOTING_INFO */
	0x2,	/* PHY_INFO */
	0x3,	/* MODULE_INFO */
	0x6,	/* LINK_DOWN_INFO */
	0x8,	/* LINK_UP_INFO */
	0x9,	/* MODULE_LATCHED_FLAG_INFO */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_pddr_page_select __attribute__((unused)) = {
	"pddr_page_select", mlx5_fuzz_enum_pddr_page_select, 7
};
static const uint32_t mlx5_fuzz_enum_pddr_phy_mngr_state[] __attribute__((unused)) = {
	0x0,	/* DISABLED */
	0x1,	/* OPEN_PORT */
	0x2,	/* POLLING */
	0x3,	/* ACTIVE */
	0x4,	/* CLOSE_PORT */
	0x5,	/* PHY_UP */
	0x7,	/* RX_DISABLE */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_pddr_phy_mngr_state __attribute__((unused)) = {
	"pddr_phy_mngr_state", mlx5_fuzz_enum_pddr_phy_mngr_state, 7
};
static const uint32_t mlx5_fuzz_enum_pddr_proto[] __attribute__((unused)) = {
	0x1,	/* INFINIBAND */
	0x4,	/* ETHERNET */
	0x8,	/* NVLINK */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_pddr_proto __attribute__((unused)) = {
	"pddr_proto", mlx5_fuzz_enum_pddr_proto, 3
};
static const uint32_t mlx5_fuzz_enum_port_change_subtype[] __attribute__((unused)) = {
	0x1,	/* DOWN */
	0x4,	/* ACTIVE */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_port_change_subtype __attribute__((unused)) = {
	"port_change_subtype", mlx5_fuzz_enum_port_change_subtype, 2
};
static const uint32_t mlx5_fuzz_enum_port_status[] __attribute__((unused)) = {
	0x1,	/* UP */
	0x2,	/* DOWN */
	0x4,	/* DOWN_BY_FAILURE */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_port_status __attribute__((unused)) = {
	"port_status", mlx5_fuzz_enum_port_status, 3
};
static const uint32_t mlx5_fuzz_enum_ppcnt_grp[] __attribute__((unused)) = {
	0x0,	/* IEEE_802_3 */
	0x1,	/* RFC_2863 */
	0x2,	/* RFC_2819 */
	0x3,	/* RFC_3635 */
	0x5,	/* ETHERNET_EXTENDED */
	0x10,	/* PER_PRIORITY */
	0x11,	/* PER_TRAFFIC_CLASS */
	0x12,	/* PHYSICAL_LAYER */
	0x13,	/* PER_TRAFFIC_CLASS_CONGESTION */
	0x16,	/* PHYSICAL_LAYER_STATISTICAL */
	0x20,	/* INFINIBAND_PORT */
	0x21,	/* INFINIBAND_EXTENDED_PORT */
	0x22,	/* PLR */
	0x23,	/* RS_FEC_HISTOGRAM */
	0x3f,	/* ALL_GROUPS */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_ppcnt_grp __attribute__((unused)) = {
	"ppcnt_grp", mlx5_fuzz_enum_ppcnt_grp, 15
};
static const uint32_t mlx5_fuzz_enum_ptys_an_status[] __attribute__((unused)) = {
	0x0,	/* UNAVAILABLE */
	0x1,	/* COMPLETE */
	0x2,	/* FAILED */
	0x3,	/* LINK_UP */
	0x4,	/* LINK_DOWN */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_ptys_an_status __attribute__((unused)) = {
	"ptys_an_status", mlx5_fuzz_enum_ptys_an_status, 5
};
static const uint32_t mlx5_fuzz_enum_ptys_connector[] __attribute__((unused)) = {
	0x0,	/* UNKNOWN */
	0x6,	/* FIBRE */
	0x7,	/* DA */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_ptys_connector __attribute__((unused)) = {
	"ptys_connector", mlx5_fuzz_enum_ptys_connector, 3
};
static const uint32_t mlx5_fuzz_enum_ptys_eth_proto[] __attribute__((unused)) = {
	0x1,	/* ETH_1000BASE_CX_SGMII */
	0x2,	/* ETH_1000BASE_KX */
	0x4,	/* ETH_10GBASE_CX4 */
	0x8,	/* ETH_10GBASE_KX4 */
	0x10,	/* ETH_10GBASE_KR */
	0x20,	/* ETH_20GBASE_KR2 */
	0x40,	/* ETH_40GBASE_CR4 */
	0x80,	/* ETH_40GBASE_KR4 */
	0x100,	/* ETH_56GBASE_R4 */
	0x1000,	/* ETH_10GBASE_CR */
	0x2000,	/* ETH_10GBASE_SR */
	0x4000,	/* ETH_10GBASE_ER */
	0x8000,	/* ETH_40GBASE_SR4 */
	0x10000,	/* ETH_40GBASE_LR4 */
	0x40000,	/* ETH_50GBASE_SR2 */
	0x100000,	/* ETH_100GBASE_CR4 */
	0x200000,	/* ETH_100GBASE_SR4 */
	0x400000,	/* ETH_100GBASE_KR4 */
	0x800000,	/* ETH_100GBASE_LR4 */
	0x1000000,	/* ETH_100BASE_TX */
	0x2000000,	/* ETH_1000BASE_T */
	0x4000000,	/* ETH_10GBASE_T */
	0x8000000,	/* ETH_25GBASE_CR */
	0x10000000,	/* ETH_25GBASE_KR */
	0x20000000,	/* ETH_25GBASE_SR */
	0x40000000,	/* ETH_50GBASE_CR2 */
	0x80000000,	/* ETH_50GBASE_KR2 */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_ptys_eth_proto __attribute__((unused)) = {
	"ptys_eth_proto", mlx5_fuzz_enum_ptys_eth_proto, 27
};
static const uint32_t mlx5_fuzz_enum_ptys_proto[] __attribute__((unused)) = {
	0x1,	/* INFINIBAND */
	0x4,	/* ETHERNET */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_ptys_proto __attribute__((unused)) = {
	"ptys_proto", mlx5_fuzz_enum_ptys_proto, 2
};
static const uint32_t mlx5_fuzz_enum_reg_id[] __attribute__((unused)) = {
	0x402d,	/* MLCOK */
	0x402e,	/* CORE_DUMP */
	0x5001,	/* PCAP */
	0x5002,	/* PMLP */
	0x5003,	/* PMTU */
	0x5004,	/* PTYS */
	0x5006,	/* PAOS */
	0x5008,	/* PPCNT */
	0x5012,	/* PMAOS */
	0x5014,	/* PRTL */
	0x5023,	/* PPLM */
	0x5027,	/* SLTP */
	0x5028,	/* SLRG */
	0x5031,	/* PDDR */
	0x5036,	/* PPTT */
	0x503e,	/* PPHCR */
	0x5040,	/* PPAOS */
	0x5050,	/* PCNR */
	0x5064,	/* PMPT */
	0x507f,	/* PCAM */
	0x6001,	/* NODE_DESC */
	0x7004,	/* HOST_ENDIANNESS */
	0x9009,	/* MTCAP */
	0x900a,	/* MTMP */
	0x9010,	/* MFPA */
	0x9011,	/* MFBA */
	0x9012,	/* MFBE */
	0x9014,	/* MCIA */
	0x9020,	/* MGIR */
	0x9021,	/* MSGI */
	0x9024,	/* MNVDA */
	0x9025,	/* MNVDI */
	0x9028,	/* MFRL */
	0x902c,	/* MVTS */
	0x902f,	/* MROQ */
	0x9030,	/* MNVQC */
	0x9033,	/* MNVIA */
	0x9034,	/* MNVGC */
	0x9035,	/* MNVGN */
	0x9050,	/* MPEIN */
	0x9051,	/* MPCNT */
	0x9056,	/* MPEGC */
	0x9059,	/* MPIR */
	0x905a,	/* MPCIR */
	0x905c,	/* MCDD */
	0x9060,	/* MCQS */
	0x9061,	/* MCQI */
	0x9062,	/* MCC */
	0x9063,	/* MCDA */
	0x9064,	/* MQIS */
	0x907f,	/* MCAM */
	0x912a,	/* MRSI */
	0x9162,	/* MIRC */
	0xc000,	/* RESOURCE_DUMP */
	0xc00e,	/* DTOR */
	0xc00f,	/* RCR */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_reg_id __attribute__((unused)) = {
	"reg_id", mlx5_fuzz_enum_reg_id, 56
};
static const uint32_t mlx5_fuzz_enum_resource_dump_segment_type[] __attribute__((unused)) = {
	0x1000,	/* CORE_DUMP */
	0x1001,	/* FULL_EQC */
	0x1002,	/* UCTX */
	0x1003,	/* UMEM */
	0x1004,	/* PD */
	0x1005,	/* MKEY */
	0x1006,	/* DIAG_COUNTERS */
	0xfff9,	/* NOTICE */
	0xfffa,	/* COMMAND */
	0xfffb,	/* TERMINATE */
	0xfffc,	/* ERROR */
	0xfffd,	/* REFERENCE */
	0xfffe,	/* INFO */
	0xffff,	/* MENU */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_resource_dump_segment_type __attribute__((unused)) = {
	"resource_dump_segment_type", mlx5_fuzz_enum_resource_dump_segment_type, 14
};
static const uint32_t mlx5_fuzz_enum_slrg_version[] __attribute__((unused)) = {
	0x0,	/* PROD_40NM */
	0x1,	/* PROD_28NM */
	0x3,	/* PROD_16NM */
	0x4,	/* PROD_7NM */
	0x5,	/* PROD_5NM */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_slrg_version __attribute__((unused)) = {
	"slrg_version", mlx5_fuzz_enum_slrg_version, 5
};
static const uint32_t mlx5_fuzz_enum_sltp_version[] __attribute__((unused)) = {
	0x0,	/* PROD_40NM */
	0x1,	/* PROD_28NM */
	0x3,	/* PROD_16NM */
	0x4,	/* PROD_7NM */
	0x7,	/* PROD_LUT_7NM */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_sltp_version __attribute__((unused)) = {
	"sltp_version", mlx5_fuzz_enum_sltp_version, 5
};
static const uint32_t mlx5_fuzz_enum_sync_rst_state[] __attribute__((unused)) = {
	0x0,	/* RESET_REQUEST */
	0x1,	/* RESET_NOW */
	0x2,	/* RESET_ABORT */
	0x3,	/* RESET_UNLOAD */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_sync_rst_state __attribute__((unused)) = {
	"sync_rst_state", mlx5_fuzz_enum_sync_rst_state, 4
};
static const uint32_t mlx5_fuzz_enum_uctx_cap[] __attribute__((unused)) = {
	0x1,	/* RAW_TX */
	0x2,	/* INTERNAL_DEVICE_RESOURCES */
	0x4,	/* TOOLS_RESOURCES */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_uctx_cap __attribute__((unused)) = {
	"uctx_cap", mlx5_fuzz_enum_uctx_cap, 3
};
static const uint32_t mlx5_fuzz_enum_vhca_state[] __attribute__((unused)) = {
	0x0,	/* INVALID */
	0x1,	/* ALLOCATED */
	0x2,	/* ACTIVE */
	0x3,	/* IN_USE */
	0x4,	/* TEARDOWN_REQUEST */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_vhca_state __attribute__((unused)) = {
	"vhca_state", mlx5_fuzz_enum_vhca_state, 5
};
static const uint32_t mlx5_fuzz_enum_vport_state[] __attribute__((unused)) = {
	0x0,	/* DOWN */
	0x1,	/* UP */
	0x2,	/* FOLLOW */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_en_vport_state __attribute__((unused)) = {
	"vport_state", mlx5_fuzz_enum_vport_state, 3
};

/* QUERY_HCA_CAP: query_hca_cap_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_hca_cap[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x40, 1, NULL, "other_function" },
	{ 0x41, 1, NULL, "ec_vf_function" },
	{ 0x50, 16, NULL, "function_id" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_ADAPTER: query_adapter_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_adapter[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* INIT_HCA: init_hca_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_init_hca[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x62, 14, NULL, "sw_vhca_id" },
	{ 0, 0, NULL, NULL },
};
/* TEARDOWN_HCA: teardown_hca_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_teardown_hca[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x50, 16, NULL, "profile" },
	{ 0, 0, NULL, NULL },
};
/* ENABLE_HCA: enable_hca_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_enable_hca[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x40, 1, NULL, "embedded_cpu_function" },
	{ 0x50, 16, NULL, "function_id" },
	{ 0, 0, NULL, NULL },
};
/* DISABLE_HCA: disable_hca_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_disable_hca[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x40, 1, NULL, "embedded_cpu_function" },
	{ 0x50, 16, NULL, "function_id" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_PAGES: query_pages_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_pages[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x40, 1, NULL, "embedded_cpu_function" },
	{ 0x50, 16, NULL, "function_id" },
	{ 0, 0, NULL, NULL },
};
/* MANAGE_PAGES: manage_pages_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_manage_pages[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x40, 1, NULL, "embedded_cpu_function" },
	{ 0x50, 16, NULL, "function_id" },
	{ 0x60, 32, NULL, "input_num_entries" },
	{ 0, 0, NULL, NULL },
};
/* SET_HCA_CAP: set_hca_cap_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_set_hca_cap[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x40, 1, NULL, "other_function" },
	{ 0x41, 1, NULL, "ec_vf_function" },
	{ 0x50, 16, NULL, "function_id" },
	{ 0x86, 1, NULL, "capability.cmd_hca_cap.page_request_disable" },
	{ 0x90, 1, NULL, "capability.cmd_hca_cap.shared_object_to_user_object_allowed" },
	{ 0x9f, 1, NULL, "capability.cmd_hca_cap.vhca_resource_manager" },
	{ 0xa0, 1, NULL, "capability.cmd_hca_cap.hca_cap_2" },
	{ 0xa1, 1, NULL, "capability.cmd_hca_cap.create_lag_when_not_master_up" },
	{ 0xa2, 1, NULL, "capability.cmd_hca_cap.dtor" },
	{ 0xa3, 1, NULL, "capability.cmd_hca_cap.event_on_vhca_state_teardown_request" },
	{ 0xa4, 1, NULL, "capability.cmd_hca_cap.event_on_vhca_state_in_use" },
	{ 0xa5, 1, NULL, "capability.cmd_hca_cap.event_on_vhca_state_active" },
	{ 0xa6, 1, NULL, "capability.cmd_hca_cap.event_on_vhca_state_allocated" },
	{ 0xa7, 1, NULL, "capability.cmd_hca_cap.event_on_vhca_state_invalid" },
	{ 0xb0, 16, NULL, "capability.cmd_hca_cap.vhca_id" },
	{ 0x100, 8, NULL, "capability.cmd_hca_cap.log_max_srq_sz" },
	{ 0x108, 8, NULL, "capability.cmd_hca_cap.log_max_qp_sz" },
	{ 0x110, 1, NULL, "capability.cmd_hca_cap.event_cap" },
	{ 0x113, 1, NULL, "capability.cmd_hca_cap.isolate_vl_tc_new" },
	{ 0x118, 1, NULL, "capability.cmd_hca_cap.prio_tag_required" },
	{ 0x11b, 5, NULL, "capability.cmd_hca_cap.log_max_qp" },
	{ 0x123, 1, NULL, "capability.cmd_hca_cap.ece_support" },
	{ 0x129, 1, NULL, "capability.cmd_hca_cap.reg_c_preserve" },
	{ 0x12b, 5, NULL, "capability.cmd_hca_cap.log_max_srq" },
	{ 0x131, 1, NULL, "capability.cmd_hca_cap.uplink_follow" },
	{ 0x132, 1, NULL, "capability.cmd_hca_cap.ts_cqe_to_dest_cqn" },
	{ 0x139, 1, NULL, "capability.cmd_hca_cap.go_back_n" },
	{ 0x140, 8, NULL, "capability.cmd_hca_cap.max_sgl_for_optimized_performance" },
	{ 0x148, 8, NULL, "capability.cmd_hca_cap.log_max_cq_sz" },
	{ 0x150, 1, NULL, "capability.cmd_hca_cap.relaxed_ordering_write_umr" },
	{ 0x151, 1, NULL, "capability.cmd_hca_cap.relaxed_ordering_read_umr" },
	{ 0x159, 1, NULL, "capability.cmd_hca_cap.virtio_net_device_emualtion_manager" },
	{ 0x15a, 1, NULL, "capability.cmd_hca_cap.virtio_blk_device_emualtion_manager" },
	{ 0x15b, 5, NULL, "capability.cmd_hca_cap.log_max_cq" },
	{ 0x160, 8, NULL, "capability.cmd_hca_cap.log_max_eq_sz" },
	{ 0x168, 1, NULL, "capability.cmd_hca_cap.relaxed_ordering_write" },
	{ 0x169, 1, NULL, "capability.cmd_hca_cap.relaxed_ordering_read_pci_enabled" },
	{ 0x16a, 6, NULL, "capability.cmd_hca_cap.log_max_mkey" },
	{ 0x176, 1, NULL, "capability.cmd_hca_cap.terminate_scatter_list_mkey" },
	{ 0x177, 1, NULL, "capability.cmd_hca_cap.repeated_mkey" },
	{ 0x178, 1, NULL, "capability.cmd_hca_cap.dump_fill_mkey" },
	{ 0x17b, 1, NULL, "capability.cmd_hca_cap.fast_teardown" },
	{ 0x17c, 4, NULL, "capability.cmd_hca_cap.log_max_eq" },
	{ 0x180, 8, NULL, "capability.cmd_hca_cap.max_indirection" },
	{ 0x188, 1, NULL, "capability.cmd_hca_cap.fixed_buffer_size" },
	{ 0x189, 7, NULL, "capability.cmd_hca_cap.log_max_mrw_sz" },
	{ 0x190, 1, NULL, "capability.cmd_hca_cap.force_teardown" },
	{ 0x192, 6, NULL, "capability.cmd_hca_cap.log_max_bsf_list_size" },
	{ 0x198, 1, NULL, "capability.cmd_hca_cap.umr_extended_translation_offset" },
	{ 0x199, 1, NULL, "capability.cmd_hca_cap.null_mkey" },
	{ 0x19a, 6, NULL, "capability.cmd_hca_cap.log_max_klm_list_size" },
	{ 0x1a2, 1, NULL, "capability.cmd_hca_cap.qpc_extension" },
	{ 0x1aa, 6, NULL, "capability.cmd_hca_cap.log_max_ra_req_dc" },
	{ 0x1b2, 1, NULL, "capability.cmd_hca_cap.eth_wqe_too_small" },
	{ 0x1b9, 1, NULL, "capability.cmd_hca_cap.vnic_env_cq_overrun" },
	{ 0x1ba, 6, NULL, "capability.cmd_hca_cap.log_max_ra_res_dc" },
	{ 0x1c5, 1, NULL, "capability.cmd_hca_cap.release_all_pages" },
	{ 0x1c6, 1, NULL, "capability.cmd_hca_cap.must_not_use" },
	{ 0x1c9, 1, NULL, "capability.cmd_hca_cap.roce_accl" },
	{ 0x1ca, 6, NULL, "capability.cmd_hca_cap.log_max_ra_req_qp" },
	{ 0x1da, 6, NULL, "capability.cmd_hca_cap.log_max_ra_res_qp" },
	{ 0x1e0, 1, NULL, "capability.cmd_hca_cap.end_pad" },
	{ 0x1e1, 1, NULL, "capability.cmd_hca_cap.cc_query_allowed" },
	{ 0x1e2, 1, NULL, "capability.cmd_hca_cap.cc_modify_allowed" },
	{ 0x1e3, 1, NULL, "capability.cmd_hca_cap.start_pad" },
	{ 0x1e4, 1, NULL, "capability.cmd_hca_cap.cache_line_128byte" },
	{ 0x1e9, 1, NULL, "capability.cmd_hca_cap.rts2rts_qp_counters_set_id" },
	{ 0x1ec, 1, NULL, "capability.cmd_hca_cap.vnic_env_int_rq_oob" },
	{ 0x1ed, 1, NULL, "capability.cmd_hca_cap.sbcam_reg" },
	{ 0x1ef, 1, NULL, "capability.cmd_hca_cap.qcam_reg" },
	{ 0x1f0, 16, NULL, "capability.cmd_hca_cap.gid_table_size" },
	{ 0x200, 1, NULL, "capability.cmd_hca_cap.out_of_seq_cnt" },
	{ 0x201, 1, NULL, "capability.cmd_hca_cap.vport_counters" },
	{ 0x202, 1, NULL, "capability.cmd_hca_cap.retransmission_q_counters" },
	{ 0x203, 1, NULL, "capability.cmd_hca_cap.debug" },
	{ 0x204, 1, NULL, "capability.cmd_hca_cap.modify_rq_counter_set_id" },
	{ 0x205, 1, NULL, "capability.cmd_hca_cap.rq_delay_drop" },
	{ 0x206, 10, NULL, "capability.cmd_hca_cap.max_qp_cnt" },
	{ 0x210, 16, NULL, "capability.cmd_hca_cap.pkey_table_size" },
	{ 0x220, 1, NULL, "capability.cmd_hca_cap.vport_group_manager" },
	{ 0x221, 1, NULL, "capability.cmd_hca_cap.vhca_group_manager" },
	{ 0x222, 1, NULL, "capability.cmd_hca_cap.ib_virt" },
	{ 0x223, 1, NULL, "capability.cmd_hca_cap.eth_virt" },
	{ 0x224, 1, NULL, "capability.cmd_hca_cap.vnic_env_queue_counters" },
	{ 0x225, 1, NULL, "capability.cmd_hca_cap.ets" },
	{ 0x226, 1, NULL, "capability.cmd_hca_cap.nic_flow_table" },
	{ 0x227, 1, NULL, "capability.cmd_hca_cap.eswitch_manager" },
	{ 0x228, 1, NULL, "capability.cmd_hca_cap.device_memory" },
	{ 0x229, 1, NULL, "capability.cmd_hca_cap.mcam_reg" },
	{ 0x22a, 1, NULL, "capability.cmd_hca_cap.pcam_reg" },
	{ 0x22b, 5, NULL, "capability.cmd_hca_cap.local_ca_ack_delay" },
	{ 0x230, 1, NULL, "capability.cmd_hca_cap.port_module_event" },
	{ 0x231, 1, NULL, "capability.cmd_hca_cap.enhanced_error_q_counters" },
	{ 0x232, 1, NULL, "capability.cmd_hca_cap.ports_check" },
	{ 0x234, 1, NULL, "capability.cmd_hca_cap.disable_link_up" },
	{ 0x235, 1, NULL, "capability.cmd_hca_cap.beacon_led" },
	{ 0x236, 2, NULL, "capability.cmd_hca_cap.port_type" },
	{ 0x238, 8, NULL, "capability.cmd_hca_cap.num_ports" },
	{ 0x241, 1, NULL, "capability.cmd_hca_cap.pps" },
	{ 0x242, 1, NULL, "capability.cmd_hca_cap.pps_modify" },
	{ 0x243, 5, NULL, "capability.cmd_hca_cap.log_max_msg" },
	{ 0x24c, 4, NULL, "capability.cmd_hca_cap.max_tc" },
	{ 0x250, 1, NULL, "capability.cmd_hca_cap.temp_warn_event" },
	{ 0x251, 1, NULL, "capability.cmd_hca_cap.dcbx" },
	{ 0x252, 1, NULL, "capability.cmd_hca_cap.general_notification_event" },
	{ 0x255, 1, NULL, "capability.cmd_hca_cap.fpga" },
	{ 0x256, 1, NULL, "capability.cmd_hca_cap.rol_s" },
	{ 0x257, 1, NULL, "capability.cmd_hca_cap.rol_g" },
	{ 0x259, 1, NULL, "capability.cmd_hca_cap.wol_s" },
	{ 0x25a, 1, NULL, "capability.cmd_hca_cap.wol_g" },
	{ 0x25b, 1, NULL, "capability.cmd_hca_cap.wol_a" },
	{ 0x25c, 1, NULL, "capability.cmd_hca_cap.wol_b" },
	{ 0x25d, 1, NULL, "capability.cmd_hca_cap.wol_m" },
	{ 0x25e, 1, NULL, "capability.cmd_hca_cap.wol_u" },
	{ 0x25f, 1, NULL, "capability.cmd_hca_cap.wol_p" },
	{ 0x260, 16, NULL, "capability.cmd_hca_cap.stat_rate_support" },
	{ 0x271, 1, NULL, "capability.cmd_hca_cap.pci_sync_for_fw_update_event" },
	{ 0x278, 1, NULL, "capability.cmd_hca_cap.init2_lag_tx_port_affinity" },
	{ 0x27b, 1, NULL, "capability.cmd_hca_cap.wqe_based_flow_table_update_cap" },
	{ 0x27c, 4, NULL, "capability.cmd_hca_cap.cqe_version" },
	{ 0x280, 1, NULL, "capability.cmd_hca_cap.compact_address_vector" },
	{ 0x281, 1, NULL, "capability.cmd_hca_cap.striding_rq" },
	{ 0x283, 1, NULL, "capability.cmd_hca_cap.ipoib_enhanced_offloads" },
	{ 0x284, 1, NULL, "capability.cmd_hca_cap.ipoib_basic_offloads" },
	{ 0x286, 1, NULL, "capability.cmd_hca_cap.repeated_block_disabled" },
	{ 0x287, 1, NULL, "capability.cmd_hca_cap.umr_modify_entity_size_disabled" },
	{ 0x288, 1, NULL, "capability.cmd_hca_cap.umr_modify_atomic_disabled" },
	{ 0x289, 1, NULL, "capability.cmd_hca_cap.umr_indirect_mkey_disabled" },
	{ 0x28a, 2, NULL, "capability.cmd_hca_cap.umr_fence" },
	{ 0x28c, 1, NULL, "capability.cmd_hca_cap.dc_req_scat_data_cqe" },
	{ 0x28f, 1, NULL, "capability.cmd_hca_cap.drain_sigerr" },
	{ 0x290, 2, NULL, "capability.cmd_hca_cap.cmdif_checksum" },
	{ 0x292, 1, NULL, "capability.cmd_hca_cap.sigerr_cqe" },
	{ 0x294, 1, NULL, "capability.cmd_hca_cap.wq_signature" },
	{ 0x295, 1, NULL, "capability.cmd_hca_cap.sctr_data_cqe" },
	{ 0x297, 1, NULL, "capability.cmd_hca_cap.sho" },
	{ 0x298, 1, NULL, "capability.cmd_hca_cap.tph" },
	{ 0x299, 1, NULL, "capability.cmd_hca_cap.rf" },
	{ 0x29a, 1, NULL, "capability.cmd_hca_cap.dct" },
	{ 0x29b, 1, NULL, "capability.cmd_hca_cap.qos" },
	{ 0x29c, 1, NULL, "capability.cmd_hca_cap.eth_net_offloads" },
	{ 0x29d, 1, NULL, "capability.cmd_hca_cap.roce" },
	{ 0x29e, 1, NULL, "capability.cmd_hca_cap.atomic" },
	{ 0x2a0, 1, NULL, "capability.cmd_hca_cap.cq_oi" },
	{ 0x2a1, 1, NULL, "capability.cmd_hca_cap.cq_resize" },
	{ 0x2a2, 1, NULL, "capability.cmd_hca_cap.cq_moderation" },
	{ 0x2a3, 1, NULL, "capability.cmd_hca_cap.cq_period_mode_modify" },
	{ 0x2a6, 1, NULL, "capability.cmd_hca_cap.cq_eq_remap" },
	{ 0x2a7, 1, NULL, "capability.cmd_hca_cap.pg" },
	{ 0x2a8, 1, NULL, "capability.cmd_hca_cap.block_lb_mc" },
	{ 0x2aa, 1, NULL, "capability.cmd_hca_cap.scqe_break_moderation" },
	{ 0x2ab, 1, NULL, "capability.cmd_hca_cap.cq_period_start_from_cqe" },
	{ 0x2ac, 1, NULL, "capability.cmd_hca_cap.cd" },
	{ 0x2ae, 1, NULL, "capability.cmd_hca_cap.apm" },
	{ 0x2af, 1, NULL, "capability.cmd_hca_cap.vector_calc" },
	{ 0x2b0, 1, NULL, "capability.cmd_hca_cap.umr_ptr_rlky" },
	{ 0x2b1, 1, NULL, "capability.cmd_hca_cap.imaicl" },
	{ 0x2b2, 1, NULL, "capability.cmd_hca_cap.qp_packet_based" },
	{ 0x2b6, 1, NULL, "capability.cmd_hca_cap.qkv" },
	{ 0x2b7, 1, NULL, "capability.cmd_hca_cap.pkv" },
	{ 0x2b8, 1, NULL, "capability.cmd_hca_cap.set_deth_sqpn" },
	{ 0x2bc, 1, NULL, "capability.cmd_hca_cap.xrc" },
	{ 0x2bd, 1, NULL, "capability.cmd_hca_cap.ud" },
	{ 0x2be, 1, NULL, "capability.cmd_hca_cap.uc" },
	{ 0x2bf, 1, NULL, "capability.cmd_hca_cap.rc" },
	{ 0x2c0, 1, NULL, "capability.cmd_hca_cap.uar_4k" },
	{ 0x2c8, 1, NULL, "capability.cmd_hca_cap.fl_rc_qp_when_roce_disabled" },
	{ 0x2c9, 1, NULL, "capability.cmd_hca_cap.regexp_params" },
	{ 0x2ca, 6, NULL, "capability.cmd_hca_cap.uar_sz" },
	{ 0x2d0, 1, NULL, "capability.cmd_hca_cap.port_selection_cap" },
	{ 0x2d2, 1, NULL, "capability.cmd_hca_cap.umem_uid_0" },
	{ 0x2d8, 8, NULL, "capability.cmd_hca_cap.log_pg_sz" },
	{ 0x2e0, 1, NULL, "capability.cmd_hca_cap.bf" },
	{ 0x2e1, 1, NULL, "capability.cmd_hca_cap.driver_version" },
	{ 0x2e2, 1, NULL, "capability.cmd_hca_cap.pad_tx_eth_packet" },
	{ 0x2e6, 1, NULL, "capability.cmd_hca_cap.mkey_by_name" },
	{ 0x2eb, 5, NULL, "capability.cmd_hca_cap.log_bf_reg_size" },
	{ 0x2f3, 1, NULL, "capability.cmd_hca_cap.qp_error_syndrome" },
	{ 0x2f6, 2, NULL, "capability.cmd_hca_cap.lag_dct" },
	{ 0x2f8, 1, NULL, "capability.cmd_hca_cap.lag_tx_port_affinity" },
	{ 0x2f9, 1, NULL, "capability.cmd_hca_cap.lag_native_fdb_selection" },
	{ 0x2fb, 1, NULL, "capability.cmd_hca_cap.lag_master" },
	{ 0x2fc, 4, NULL, "capability.cmd_hca_cap.num_lag_ports" },
	{ 0x300, 16, NULL, "capability.cmd_hca_cap.num_of_diagnostic_counters" },
	{ 0x310, 16, NULL, "capability.cmd_hca_cap.max_wqe_sz_sq" },
	{ 0x32a, 1, NULL, "capability.cmd_hca_cap.psp" },
	{ 0x32b, 1, NULL, "capability.cmd_hca_cap.shampo" },
	{ 0x330, 16, NULL, "capability.cmd_hca_cap.max_wqe_sz_rq" },
	{ 0x340, 16, NULL, "capability.cmd_hca_cap.max_flow_counter_31_16" },
	{ 0x350, 16, NULL, "capability.cmd_hca_cap.max_wqe_sz_sq_dc" },
	{ 0x367, 25, NULL, "capability.cmd_hca_cap.max_qp_mcg" },
	{ 0x390, 8, NULL, "capability.cmd_hca_cap.flow_counter_bulk_alloc" },
	{ 0x398, 8, NULL, "capability.cmd_hca_cap.log_max_mcg" },
	{ 0x3a3, 5, NULL, "capability.cmd_hca_cap.log_max_transport_domain" },
	{ 0x3aa, 1, NULL, "capability.cmd_hca_cap.relaxed_ordering_read" },
	{ 0x3ab, 5, NULL, "capability.cmd_hca_cap.log_max_pd" },
	{ 0x3b5, 1, NULL, "capability.cmd_hca_cap.pcie_reset_using_hotreset_method" },
	{ 0x3b6, 1, NULL, "capability.cmd_hca_cap.pci_sync_for_fw_update_with_driver_unload" },
	{ 0x3b7, 1, NULL, "capability.cmd_hca_cap.vnic_env_cnt_steering_fail" },
	{ 0x3b8, 1, NULL, "capability.cmd_hca_cap.vport_counter_local_loopback" },
	{ 0x3b9, 1, NULL, "capability.cmd_hca_cap.q_counter_aggregation" },
	{ 0x3ba, 1, NULL, "capability.cmd_hca_cap.q_counter_other_vport" },
	{ 0x3bb, 5, NULL, "capability.cmd_hca_cap.log_max_xrcd" },
	{ 0x3c0, 1, NULL, "capability.cmd_hca_cap.nic_receive_steering_discard" },
	{ 0x3c1, 1, NULL, "capability.cmd_hca_cap.receive_discard_vport_down" },
	{ 0x3c2, 1, NULL, "capability.cmd_hca_cap.transmit_discard_vport_down" },
	{ 0x3c3, 1, NULL, "capability.cmd_hca_cap.eq_overrun_count" },
	{ 0x3c5, 1, NULL, "capability.cmd_hca_cap.invalid_command_count" },
	{ 0x3c6, 1, NULL, "capability.cmd_hca_cap.quota_exceeded_count" },
	{ 0x3c8, 8, NULL, "capability.cmd_hca_cap.log_max_flow_counter_bulk" },
	{ 0x3d0, 16, NULL, "capability.cmd_hca_cap.max_flow_counter_15_0" },
	{ 0x3e3, 5, NULL, "capability.cmd_hca_cap.log_max_rq" },
	{ 0x3eb, 5, NULL, "capability.cmd_hca_cap.log_max_sq" },
	{ 0x3f3, 5, NULL, "capability.cmd_hca_cap.log_max_tir" },
	{ 0x3fb, 5, NULL, "capability.cmd_hca_cap.log_max_tis" },
	{ 0x400, 1, NULL, "capability.cmd_hca_cap.basic_cyclic_rcv_wqe" },
	{ 0x403, 5, NULL, "capability.cmd_hca_cap.log_max_rmp" },
	{ 0x40b, 5, NULL, "capability.cmd_hca_cap.log_max_rqt" },
	{ 0x413, 5, NULL, "capability.cmd_hca_cap.log_max_rqt_size" },
	{ 0x418, 1, NULL, "capability.cmd_hca_cap.tlp_device_emulation_manager" },
	{ 0x41b, 5, NULL, "capability.cmd_hca_cap.log_max_tis_per_sq" },
	{ 0x420, 1, NULL, "capability.cmd_hca_cap.ext_stride_num_range" },
	{ 0x421, 1, NULL, "capability.cmd_hca_cap.roce_rw_supported" },
	{ 0x422, 1, NULL, "capability.cmd_hca_cap.log_max_current_uc_list_wr_supported" },
	{ 0x423, 5, NULL, "capability.cmd_hca_cap.log_max_stride_sz_rq" },
	{ 0x42b, 5, NULL, "capability.cmd_hca_cap.log_min_stride_sz_rq" },
	{ 0x433, 5, NULL, "capability.cmd_hca_cap.log_max_stride_sz_sq" },
	{ 0x43b, 5, NULL, "capability.cmd_hca_cap.log_min_stride_sz_sq" },
	{ 0x440, 1, NULL, "capability.cmd_hca_cap.hairpin" },
	{ 0x443, 5, NULL, "capability.cmd_hca_cap.log_max_hairpin_queues" },
	{ 0x44b, 5, NULL, "capability.cmd_hca_cap.log_max_hairpin_wq_data_sz" },
	{ 0x453, 5, NULL, "capability.cmd_hca_cap.log_max_hairpin_num_packets" },
	{ 0x45b, 5, NULL, "capability.cmd_hca_cap.log_max_wq_sz" },
	{ 0x460, 1, NULL, "capability.cmd_hca_cap.nic_vport_change_event" },
	{ 0x461, 1, NULL, "capability.cmd_hca_cap.disable_local_lb_uc" },
	{ 0x462, 1, NULL, "capability.cmd_hca_cap.disable_local_lb_mc" },
	{ 0x463, 5, NULL, "capability.cmd_hca_cap.log_min_hairpin_wq_data_sz" },
	{ 0x469, 1, NULL, "capability.cmd_hca_cap.silent_mode" },
	{ 0x46a, 1, NULL, "capability.cmd_hca_cap.vhca_state" },
	{ 0x46b, 5, NULL, "capability.cmd_hca_cap.log_max_vlan_list" },
	{ 0x473, 5, NULL, "capability.cmd_hca_cap.log_max_current_mc_list" },
	{ 0x47b, 5, NULL, "capability.cmd_hca_cap.log_max_current_uc_list" },
	{ 0x480, 64, NULL, "capability.cmd_hca_cap.general_obj_types" },
	{ 0x4c0, 2, NULL, "capability.cmd_hca_cap.sq_ts_format" },
	{ 0x4c2, 2, NULL, "capability.cmd_hca_cap.rq_ts_format" },
	{ 0x4c4, 4, NULL, "capability.cmd_hca_cap.steering_format_version" },
	{ 0x4c8, 24, NULL, "capability.cmd_hca_cap.create_qp_start_hint" },
	{ 0x4e1, 1, NULL, "capability.cmd_hca_cap.ats" },
	{ 0x4e2, 1, NULL, "capability.cmd_hca_cap.cross_vhca_rqt" },
	{ 0x4e3, 5, NULL, "capability.cmd_hca_cap.log_max_uctx" },
	{ 0x4e9, 1, NULL, "capability.cmd_hca_cap.crypto" },
	{ 0x4ea, 1, NULL, "capability.cmd_hca_cap.ipsec_offload" },
	{ 0x4eb, 5, NULL, "capability.cmd_hca_cap.log_max_umem" },
	{ 0x4f0, 16, NULL, "capability.cmd_hca_cap.max_num_eqs" },
	{ 0x501, 1, NULL, "capability.cmd_hca_cap.tls_tx" },
	{ 0x502, 1, NULL, "capability.cmd_hca_cap.tls_rx" },
	{ 0x503, 5, NULL, "capability.cmd_hca_cap.log_max_l2_table" },
	{ 0x510, 16, NULL, "capability.cmd_hca_cap.log_uar_page_sz" },
	{ 0x540, 32, NULL, "capability.cmd_hca_cap.device_frequency_mhz" },
	{ 0x560, 32, NULL, "capability.cmd_hca_cap.device_frequency_khz" },
	{ 0x5a0, 32, NULL, "capability.cmd_hca_cap.num_of_uars_per_page" },
	{ 0x5c0, 32, NULL, "capability.cmd_hca_cap.flex_parser_protocols" },
	{ 0x5e0, 8, NULL, "capability.cmd_hca_cap.max_geneve_tlv_options" },
	{ 0x5eb, 5, NULL, "capability.cmd_hca_cap.max_geneve_tlv_option_data_len" },
	{ 0x5f1, 1, NULL, "capability.cmd_hca_cap.adv_rdma" },
	{ 0x5f9, 1, NULL, "capability.cmd_hca_cap.adv_virtualization" },
	{ 0x60b, 5, NULL, "capability.cmd_hca_cap.log_max_dci_stream_channels" },
	{ 0x613, 5, NULL, "capability.cmd_hca_cap.log_max_dci_errored_streams" },
	{ 0x630, 1, NULL, "capability.cmd_hca_cap.enhanced_cqe_compression" },
	{ 0x632, 1, NULL, "capability.cmd_hca_cap.crossing_vhca_mkey" },
	{ 0x633, 5, NULL, "capability.cmd_hca_cap.log_max_dek" },
	{ 0x63c, 1, NULL, "capability.cmd_hca_cap.mini_cqe_resp_stride_index" },
	{ 0x63d, 1, NULL, "capability.cmd_hca_cap.cqe_128_always" },
	{ 0x63e, 1, NULL, "capability.cmd_hca_cap.cqe_compression_128" },
	{ 0x63f, 1, NULL, "capability.cmd_hca_cap.cqe_compression" },
	{ 0x640, 16, NULL, "capability.cmd_hca_cap.cqe_compression_timeout" },
	{ 0x650, 16, NULL, "capability.cmd_hca_cap.cqe_compression_max_num" },
	{ 0x668, 4, NULL, "capability.cmd_hca_cap.flex_parser_id_gtpu_dw_0" },
	{ 0x670, 1, NULL, "capability.cmd_hca_cap.tag_matching" },
	{ 0x671, 1, NULL, "capability.cmd_hca_cap.rndv_offload_rc" },
	{ 0x672, 1, NULL, "capability.cmd_hca_cap.rndv_offload_dc" },
	{ 0x673, 5, NULL, "capability.cmd_hca_cap.log_tag_matching_list_sz" },
	{ 0x67b, 5, NULL, "capability.cmd_hca_cap.log_max_xrq" },
	{ 0x680, 8, NULL, "capability.cmd_hca_cap.affiliate_nic_vport_criteria" },
	{ 0x688, 8, NULL, "capability.cmd_hca_cap.native_port_num" },
	{ 0x690, 8, NULL, "capability.cmd_hca_cap.num_vhca_ports" },
	{ 0x698, 4, NULL, "capability.cmd_hca_cap.flex_parser_id_gtpu_teid" },
	{ 0x69e, 1, NULL, "capability.cmd_hca_cap.sw_owner_id" },
	{ 0x6a0, 16, NULL, "capability.cmd_hca_cap.max_num_of_monitor_counters" },
	{ 0x6b0, 16, NULL, "capability.cmd_hca_cap.num_ppcnt_monitor_counters" },
	{ 0x6c0, 16, NULL, "capability.cmd_hca_cap.max_num_sf" },
	{ 0x6d0, 16, NULL, "capability.cmd_hca_cap.num_q_monitor_counters" },
	{ 0x700, 1, NULL, "capability.cmd_hca_cap.sf" },
	{ 0x701, 1, NULL, "capability.cmd_hca_cap.sf_set_partition" },
	{ 0x703, 5, NULL, "capability.cmd_hca_cap.log_max_sf" },
	{ 0x708, 1, NULL, "capability.cmd_hca_cap.apu" },
	{ 0x70d, 1, NULL, "capability.cmd_hca_cap.migration" },
	{ 0x710, 8, NULL, "capability.cmd_hca_cap.log_min_sf_size" },
	{ 0x718, 8, NULL, "capability.cmd_hca_cap.max_num_sf_partitions" },
	{ 0x720, 32, &mlx5_fuzz_en_uctx_cap, "capability.cmd_hca_cap.uctx_cap" },
	{ 0x744, 4, NULL, "capability.cmd_hca_cap.flex_parser_id_geneve_tlv_option_0" },
	{ 0x748, 4, NULL, "capability.cmd_hca_cap.flex_parser_id_icmp_dw1" },
	{ 0x74c, 4, NULL, "capability.cmd_hca_cap.flex_parser_id_icmp_dw0" },
	{ 0x750, 4, NULL, "capability.cmd_hca_cap.flex_parser_id_icmpv6_dw1" },
	{ 0x754, 4, NULL, "capability.cmd_hca_cap.flex_parser_id_icmpv6_dw0" },
	{ 0x758, 4, NULL, "capability.cmd_hca_cap.flex_parser_id_outer_first_mpls_over_gre" },
	{ 0x75c, 4, NULL, "capability.cmd_hca_cap.flex_parser_id_outer_first_mpls_over_udp_label" },
	{ 0x760, 16, NULL, "capability.cmd_hca_cap.max_num_match_definer" },
	{ 0x770, 16, NULL, "capability.cmd_hca_cap.sf_base_id" },
	{ 0x780, 4, NULL, "capability.cmd_hca_cap.flex_parser_id_gtpu_dw_2" },
	{ 0x784, 4, NULL, "capability.cmd_hca_cap.flex_parser_id_gtpu_first_ext_dw_0" },
	{ 0x788, 24, NULL, "capability.cmd_hca_cap.num_total_dynamic_vf_msix" },
	{ 0x7b4, 12, NULL, "capability.cmd_hca_cap.dynamic_msix_table_size" },
	{ 0x7cc, 4, NULL, "capability.cmd_hca_cap.min_dynamic_vf_msix_table_size" },
	{ 0x7d2, 1, NULL, "capability.cmd_hca_cap.data_direct" },
	{ 0x7d4, 12, NULL, "capability.cmd_hca_cap.max_dynamic_vf_msix_table_size" },
	{ 0x7e3, 5, NULL, "capability.cmd_hca_cap.log_max_num_header_modify_argument" },
	{ 0x7e8, 4, NULL, "capability.cmd_hca_cap.log_header_modify_argument_granularity_offset" },
	{ 0x7ec, 4, NULL, "capability.cmd_hca_cap.log_header_modify_argument_granularity" },
	{ 0x7f3, 5, NULL, "capability.cmd_hca_cap.log_header_modify_argument_max_alloc" },
	{ 0x800, 64, NULL, "capability.cmd_hca_cap.vhca_tunnel_commands" },
	{ 0x840, 64, NULL, "capability.cmd_hca_cap.match_definer_format_supported" },
	{ 0x100, 1, NULL, "capability.cmd_hca_cap_2.migratable" },
	{ 0x112, 1, NULL, "capability.cmd_hca_cap_2.query_vuid" },
	{ 0x118, 1, NULL, "capability.cmd_hca_cap_2.umr_log_entity_size_5" },
	{ 0x120, 8, NULL, "capability.cmd_hca_cap_2.max_reformat_insert_size" },
	{ 0x128, 8, NULL, "capability.cmd_hca_cap_2.max_reformat_insert_offset" },
	{ 0x130, 8, NULL, "capability.cmd_hca_cap_2.max_reformat_remove_size" },
	{ 0x138, 8, NULL, "capability.cmd_hca_cap_2.max_reformat_remove_offset" },
	{ 0x148, 1, NULL, "capability.cmd_hca_cap_2.migration_multi_load" },
	{ 0x149, 1, NULL, "capability.cmd_hca_cap_2.migration_tracking_state" },
	{ 0x14a, 1, NULL, "capability.cmd_hca_cap_2.multiplane_qp_ud" },
	{ 0x150, 1, NULL, "capability.cmd_hca_cap_2.migration_in_chunks" },
	{ 0x152, 1, NULL, "capability.cmd_hca_cap_2.sf_eq_usage" },
	{ 0x158, 1, NULL, "capability.cmd_hca_cap_2.multiplane" },
	{ 0x160, 32, NULL, "capability.cmd_hca_cap_2.cross_vhca_object_to_object_supported" },
	{ 0x180, 64, NULL, "capability.cmd_hca_cap_2.allowed_object_for_other_vhca_access" },
	{ 0x220, 8, NULL, "capability.cmd_hca_cap_2.flow_table_type_2_type" },
	{ 0x22a, 1, NULL, "capability.cmd_hca_cap_2.format_select_dw_8_6_ext" },
	{ 0x22b, 5, NULL, "capability.cmd_hca_cap_2.log_min_mkey_entity_size" },
	{ 0x2a1, 1, NULL, "capability.cmd_hca_cap_2.sw_vhca_id_valid" },
	{ 0x2a2, 14, NULL, "capability.cmd_hca_cap_2.sw_vhca_id" },
	{ 0x2cb, 5, NULL, "capability.cmd_hca_cap_2.ts_cqe_metadata_size2wqe_counter" },
	{ 0x300, 8, NULL, "capability.cmd_hca_cap_2.format_select_dw_gtpu_dw_0" },
	{ 0x308, 8, NULL, "capability.cmd_hca_cap_2.format_select_dw_gtpu_dw_1" },
	{ 0x310, 8, NULL, "capability.cmd_hca_cap_2.format_select_dw_gtpu_dw_2" },
	{ 0x318, 8, NULL, "capability.cmd_hca_cap_2.format_select_dw_gtpu_first_ext_dw_0" },
	{ 0x320, 32, NULL, "capability.cmd_hca_cap_2.generate_wqe_type" },
	{ 0x40b, 5, NULL, "capability.cmd_hca_cap_2.min_mkey_log_entity_size_fixed_buffer" },
	{ 0x410, 16, NULL, "capability.cmd_hca_cap_2.ec_vf_vport_base" },
	{ 0x42a, 6, NULL, "capability.cmd_hca_cap_2.max_mkey_log_entity_size_mtt" },
	{ 0x430, 16, NULL, "capability.cmd_hca_cap_2.max_rqt_vhca_id" },
	{ 0x470, 1, NULL, "capability.cmd_hca_cap_2.pcc_ifa2" },
	{ 0x481, 1, NULL, "capability.cmd_hca_cap_2.min_mkey_log_entity_size_fixed_buffer_valid" },
	{ 0x490, 16, NULL, "capability.cmd_hca_cap_2.return_reg_id" },
	{ 0x4bc, 4, NULL, "capability.cmd_hca_cap_2.flow_table_hash_type" },
	{ 0x4c8, 24, NULL, "capability.cmd_hca_cap_2.max_num_eqs_24b" },
	{ 0x640, 1, NULL, "capability.cmd_hca_cap_2.query_adjacent_functions_id" },
	{ 0x650, 16, NULL, "capability.cmd_hca_cap_2.delegate_vhca_management_profiles" },
	{ 0x660, 16, NULL, "capability.cmd_hca_cap_2.delegated_vhca_max" },
	{ 0x670, 16, NULL, "capability.cmd_hca_cap_2.delegate_vhca_max" },
	{ 0x80, 1, NULL, "capability.debug_cap.core_dump_general" },
	{ 0x81, 1, NULL, "capability.debug_cap.core_dump_qp" },
	{ 0x84, 5, NULL, "capability.debug_cap.log_cr_dump_to_mem_size" },
	{ 0x89, 1, NULL, "capability.debug_cap.resource_dump" },
	{ 0x8b, 5, NULL, "capability.debug_cap.log_min_resource_dump_eq" },
	{ 0x98, 8, NULL, "capability.debug_cap.log_max_samples" },
	{ 0xa0, 1, NULL, "capability.debug_cap.single" },
	{ 0xa1, 1, NULL, "capability.debug_cap.repetitive" },
	{ 0xa2, 1, NULL, "capability.debug_cap.stall_detect" },
	{ 0xa3, 1, NULL, "capability.debug_cap.diag_counter_tracer_dump" },
	{ 0xb8, 8, NULL, "capability.debug_cap.log_min_sample_period" },
	{ 0x280, 1, NULL, "capability.debug_cap.diagnostic_counter.sync" },
	{ 0x290, 16, &mlx5_fuzz_en_diag_counter, "capability.debug_cap.diagnostic_counter.counter_id" },
	{ 0x80, 1, NULL, "capability.per_protocol_networking_offload_caps.csum_cap" },
	{ 0x81, 1, NULL, "capability.per_protocol_networking_offload_caps.vlan_cap" },
	{ 0x82, 1, NULL, "capability.per_protocol_networking_offload_caps.lro_cap" },
	{ 0x83, 1, NULL, "capability.per_protocol_networking_offload_caps.lro_psh_flag" },
	{ 0x84, 1, NULL, "capability.per_protocol_networking_offload_caps.lro_time_stamp" },
	{ 0x87, 1, NULL, "capability.per_protocol_networking_offload_caps.wqe_vlan_insert" },
	{ 0x88, 1, NULL, "capability.per_protocol_networking_offload_caps.self_lb_en_modifiable" },
	{ 0x8b, 5, NULL, "capability.per_protocol_networking_offload_caps.max_lso_cap" },
	{ 0x90, 2, NULL, "capability.per_protocol_networking_offload_caps.multi_pkt_send_wqe" },
	{ 0x92, 2, NULL, "capability.per_protocol_networking_offload_caps.wqe_inline_mode" },
	{ 0x94, 4, NULL, "capability.per_protocol_networking_offload_caps.rss_ind_tbl_cap" },
	{ 0x98, 1, NULL, "capability.per_protocol_networking_offload_caps.reg_umr_sq" },
	{ 0x99, 1, NULL, "capability.per_protocol_networking_offload_caps.scatter_fcs" },
	{ 0x9a, 1, NULL, "capability.per_protocol_networking_offload_caps.enhanced_multi_pkt_send_wqe" },
	{ 0x9b, 1, NULL, "capability.per_protocol_networking_offload_caps.tunnel_lso_const_out_ip_id" },
	{ 0x9c, 1, NULL, "capability.per_protocol_networking_offload_caps.tunnel_lro_gre" },
	{ 0x9d, 1, NULL, "capability.per_protocol_networking_offload_caps.tunnel_lro_vxlan" },
	{ 0x9e, 1, NULL, "capability.per_protocol_networking_offload_caps.tunnel_stateless_gre" },
	{ 0x9f, 1, NULL, "capability.per_protocol_networking_offload_caps.tunnel_stateless_vxlan" },
	{ 0xa0, 1, NULL, "capability.per_protocol_networking_offload_caps.swp" },
	{ 0xa1, 1, NULL, "capability.per_protocol_networking_offload_caps.swp_csum" },
	{ 0xa2, 1, NULL, "capability.per_protocol_networking_offload_caps.swp_lso" },
	{ 0xa3, 1, NULL, "capability.per_protocol_networking_offload_caps.cqe_checksum_full" },
	{ 0xa4, 1, NULL, "capability.per_protocol_networking_offload_caps.tunnel_stateless_geneve_tx" },
	{ 0xa5, 1, NULL, "capability.per_protocol_networking_offload_caps.tunnel_stateless_mpls_over_udp" },
	{ 0xa6, 1, NULL, "capability.per_protocol_networking_offload_caps.tunnel_stateless_mpls_over_gre" },
	{ 0xa7, 1, NULL, "capability.per_protocol_networking_offload_caps.tunnel_stateless_vxlan_gpe" },
	{ 0xa8, 1, NULL, "capability.per_protocol_networking_offload_caps.tunnel_stateless_ipv4_over_vxlan" },
	{ 0xa9, 1, NULL, "capability.per_protocol_networking_offload_caps.tunnel_stateless_ip_over_ip" },
	{ 0xaa, 1, NULL, "capability.per_protocol_networking_offload_caps.insert_trailer" },
	{ 0xac, 1, NULL, "capability.per_protocol_networking_offload_caps.tunnel_stateless_ip_over_ip_rx" },
	{ 0xad, 1, NULL, "capability.per_protocol_networking_offload_caps.tunnel_stateless_ip_over_ip_tx" },
	{ 0xb0, 8, NULL, "capability.per_protocol_networking_offload_caps.max_vxlan_udp_ports" },
	{ 0xb8, 1, NULL, "capability.per_protocol_networking_offload_caps.swp_csum_l4_partial" },
	{ 0xbe, 1, NULL, "capability.per_protocol_networking_offload_caps.max_geneve_opt_len" },
	{ 0xbf, 1, NULL, "capability.per_protocol_networking_offload_caps.tunnel_stateless_geneve_rx" },
	{ 0xd0, 16, NULL, "capability.per_protocol_networking_offload_caps.lro_min_mss_size" },
	{ 0xc0, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.sig" },
	{ 0xc5, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.page_prefetch" },
	{ 0x100, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.rc_odp_caps.send" },
	{ 0x101, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.rc_odp_caps.receive" },
	{ 0x102, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.rc_odp_caps.write" },
	{ 0x103, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.rc_odp_caps.read" },
	{ 0x104, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.rc_odp_caps.atomic" },
	{ 0x105, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.rc_odp_caps.srq_receive" },
	{ 0x120, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.uc_odp_caps.send" },
	{ 0x121, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.uc_odp_caps.receive" },
	{ 0x122, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.uc_odp_caps.write" },
	{ 0x123, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.uc_odp_caps.read" },
	{ 0x124, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.uc_odp_caps.atomic" },
	{ 0x125, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.uc_odp_caps.srq_receive" },
	{ 0x140, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.ud_odp_caps.send" },
	{ 0x141, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.ud_odp_caps.receive" },
	{ 0x142, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.ud_odp_caps.write" },
	{ 0x143, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.ud_odp_caps.read" },
	{ 0x144, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.ud_odp_caps.atomic" },
	{ 0x145, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.ud_odp_caps.srq_receive" },
	{ 0x160, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.xrc_odp_caps.send" },
	{ 0x161, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.xrc_odp_caps.receive" },
	{ 0x162, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.xrc_odp_caps.write" },
	{ 0x163, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.xrc_odp_caps.read" },
	{ 0x164, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.xrc_odp_caps.atomic" },
	{ 0x165, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.xrc_odp_caps.srq_receive" },
	{ 0x180, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.dc_odp_caps.send" },
	{ 0x181, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.dc_odp_caps.receive" },
	{ 0x182, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.dc_odp_caps.write" },
	{ 0x183, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.dc_odp_caps.read" },
	{ 0x184, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.dc_odp_caps.atomic" },
	{ 0x185, 1, NULL, "capability.odp_cap.transport_page_fault_scheme_cap.dc_odp_caps.srq_receive" },
	{ 0x2c0, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.sig" },
	{ 0x2c5, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.page_prefetch" },
	{ 0x300, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.rc_odp_caps.send" },
	{ 0x301, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.rc_odp_caps.receive" },
	{ 0x302, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.rc_odp_caps.write" },
	{ 0x303, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.rc_odp_caps.read" },
	{ 0x304, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.rc_odp_caps.atomic" },
	{ 0x305, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.rc_odp_caps.srq_receive" },
	{ 0x320, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.uc_odp_caps.send" },
	{ 0x321, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.uc_odp_caps.receive" },
	{ 0x322, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.uc_odp_caps.write" },
	{ 0x323, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.uc_odp_caps.read" },
	{ 0x324, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.uc_odp_caps.atomic" },
	{ 0x325, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.uc_odp_caps.srq_receive" },
	{ 0x340, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.ud_odp_caps.send" },
	{ 0x341, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.ud_odp_caps.receive" },
	{ 0x342, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.ud_odp_caps.write" },
	{ 0x343, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.ud_odp_caps.read" },
	{ 0x344, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.ud_odp_caps.atomic" },
	{ 0x345, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.ud_odp_caps.srq_receive" },
	{ 0x360, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.xrc_odp_caps.send" },
	{ 0x361, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.xrc_odp_caps.receive" },
	{ 0x362, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.xrc_odp_caps.write" },
	{ 0x363, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.xrc_odp_caps.read" },
	{ 0x364, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.xrc_odp_caps.atomic" },
	{ 0x365, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.xrc_odp_caps.srq_receive" },
	{ 0x380, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.dc_odp_caps.send" },
	{ 0x381, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.dc_odp_caps.receive" },
	{ 0x382, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.dc_odp_caps.write" },
	{ 0x383, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.dc_odp_caps.read" },
	{ 0x384, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.dc_odp_caps.atomic" },
	{ 0x385, 1, NULL, "capability.odp_cap.memory_page_fault_scheme_cap.dc_odp_caps.srq_receive" },
	{ 0x680, 1, NULL, "capability.odp_cap.mem_page_fault" },
	{ 0xc0, 2, NULL, "capability.atomic_caps.atomic_req_8B_endianness_mode" },
	{ 0xc6, 1, NULL, "capability.atomic_caps.supported_atomic_req_8B_endianness_mode_1" },
	{ 0x110, 16, NULL, "capability.atomic_caps.atomic_operations" },
	{ 0x130, 16, NULL, "capability.atomic_caps.atomic_size_qp" },
	{ 0x150, 16, NULL, "capability.atomic_caps.atomic_size_dc" },
	{ 0x80, 1, NULL, "capability.roce_cap.roce_apm" },
	{ 0x84, 1, NULL, "capability.roce_cap.sw_r_roce_src_udp_port" },
	{ 0x85, 1, NULL, "capability.roce_cap.fl_rc_qp_when_roce_disabled" },
	{ 0x86, 1, NULL, "capability.roce_cap.fl_rc_qp_when_roce_enabled" },
	{ 0x87, 1, NULL, "capability.roce_cap.roce_cc_general" },
	{ 0x88, 1, NULL, "capability.roce_cap.qp_ooo_transmit_default" },
	{ 0x9e, 2, NULL, "capability.roce_cap.qp_ts_format" },
	{ 0x10c, 4, NULL, "capability.roce_cap.l3_type" },
	{ 0x118, 8, NULL, "capability.roce_cap.roce_version" },
	{ 0x130, 16, NULL, "capability.roce_cap.r_roce_dest_udp_port" },
	{ 0x140, 16, NULL, "capability.roce_cap.r_roce_max_src_udp_port" },
	{ 0x150, 16, NULL, "capability.roce_cap.r_roce_min_src_udp_port" },
	{ 0x170, 16, NULL, "capability.roce_cap.roce_address_table_size" },
	{ 0x80, 1, NULL, "capability.flow_table_nic_cap.nic_rx_multi_path_tirs" },
	{ 0x81, 1, NULL, "capability.flow_table_nic_cap.nic_rx_multi_path_tirs_fts" },
	{ 0x82, 1, NULL, "capability.flow_table_nic_cap.allow_sniffer_and_nic_rx_shared_tir" },
	{ 0x87, 1, NULL, "capability.flow_table_nic_cap.sw_owner_reformat_supported" },
	{ 0xa0, 1, NULL, "capability.flow_table_nic_cap.encap_general_header" },
	{ 0xab, 5, NULL, "capability.flow_table_nic_cap.log_max_packet_reformat_context" },
	{ 0xb6, 10, NULL, "capability.flow_table_nic_cap.max_encap_header_size" },
	{ 0x280, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_support" },
	{ 0x282, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.flow_counter" },
	{ 0x283, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.flow_modify_en" },
	{ 0x284, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.modify_root" },
	{ 0x285, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.identified_miss_table_mode" },
	{ 0x286, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.flow_table_modify" },
	{ 0x287, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.reformat" },
	{ 0x288, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.decap" },
	{ 0x289, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.reset_root_to_default" },
	{ 0x28a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.pop_vlan" },
	{ 0x28b, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.push_vlan" },
	{ 0x28d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.pop_vlan_2" },
	{ 0x28e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.push_vlan_2" },
	{ 0x28f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.reformat_and_vlan_action" },
	{ 0x291, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.sw_owner" },
	{ 0x292, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.reformat_l3_tunnel_to_l2" },
	{ 0x293, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.reformat_l2_to_l3_tunnel" },
	{ 0x294, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.reformat_and_modify_action" },
	{ 0x295, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ignore_flow_level" },
	{ 0x297, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.table_miss_action_domain" },
	{ 0x298, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.termination_table" },
	{ 0x299, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.reformat_and_fwd_to_table" },
	{ 0x29c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ipsec_encrypt" },
	{ 0x29d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ipsec_decrypt" },
	{ 0x29e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.sw_owner_v2" },
	{ 0x2a0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.termination_table_raw_traffic" },
	{ 0x2a2, 6, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.log_max_ft_size" },
	{ 0x2a8, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.log_max_modify_header_context" },
	{ 0x2b0, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.max_modify_header_actions" },
	{ 0x2b8, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.max_ft_level" },
	{ 0x2c0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.reformat_add_esp_trasport" },
	{ 0x2c1, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.reformat_l2_to_l3_esp_tunnel" },
	{ 0x2c2, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.reformat_add_esp_transport_over_udp" },
	{ 0x2c3, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.reformat_del_esp_trasport" },
	{ 0x2c4, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.reformat_l3_esp_tunnel_to_l2" },
	{ 0x2c5, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.reformat_del_esp_transport_over_udp" },
	{ 0x2c6, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.execute_aso" },
	{ 0x2e2, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.reformat_insert" },
	{ 0x2e3, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.reformat_remove" },
	{ 0x2e4, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.macsec_encrypt" },
	{ 0x2e5, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.macsec_decrypt" },
	{ 0x2e8, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.reformat_add_macsec" },
	{ 0x2e9, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.reformat_remove_macsec" },
	{ 0x2ea, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.reparse" },
	{ 0x2ec, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.cross_vhca_object" },
	{ 0x2ed, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.reformat_l2_to_l3_audp_tunnel" },
	{ 0x2ee, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.reformat_l3_audp_tunnel_to_l2" },
	{ 0x2ef, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ignore_flow_level_rtc_valid" },
	{ 0x2f8, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.log_max_ft_num" },
	{ 0x310, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.log_max_flow_counter" },
	{ 0x318, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.log_max_destination" },
	{ 0x338, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.log_max_flow" },
	{ 0x380, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_dmac" },
	{ 0x381, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_smac" },
	{ 0x382, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_ether_type" },
	{ 0x383, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_ip_version" },
	{ 0x384, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_first_prio" },
	{ 0x385, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_first_cfi" },
	{ 0x386, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_first_vid" },
	{ 0x387, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_ipv4_ttl" },
	{ 0x388, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_second_prio" },
	{ 0x389, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_second_cfi" },
	{ 0x38a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_second_vid" },
	{ 0x38c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_sip" },
	{ 0x38d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_dip" },
	{ 0x38e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_frag" },
	{ 0x38f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_ip_protocol" },
	{ 0x390, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_ip_ecn" },
	{ 0x391, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_ip_dscp" },
	{ 0x392, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_udp_sport" },
	{ 0x393, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_udp_dport" },
	{ 0x394, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_tcp_sport" },
	{ 0x395, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_tcp_dport" },
	{ 0x396, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_tcp_flags" },
	{ 0x397, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_gre_protocol" },
	{ 0x398, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_gre_key" },
	{ 0x399, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_vxlan_vni" },
	{ 0x39a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_geneve_vni" },
	{ 0x39b, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_geneve_oam" },
	{ 0x39c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_geneve_protocol_type" },
	{ 0x39d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_geneve_opt_len" },
	{ 0x39e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.source_vhca_port" },
	{ 0x39f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.source_eswitch_port" },
	{ 0x3a0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.inner_dmac" },
	{ 0x3a1, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.inner_smac" },
	{ 0x3a2, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.inner_ether_type" },
	{ 0x3a3, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.inner_ip_version" },
	{ 0x3a4, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.inner_first_prio" },
	{ 0x3a5, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.inner_first_cfi" },
	{ 0x3a6, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.inner_first_vid" },
	{ 0x3a8, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.inner_second_prio" },
	{ 0x3a9, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.inner_second_cfi" },
	{ 0x3aa, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.inner_second_vid" },
	{ 0x3ac, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.inner_sip" },
	{ 0x3ad, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.inner_dip" },
	{ 0x3ae, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.inner_frag" },
	{ 0x3af, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.inner_ip_protocol" },
	{ 0x3b0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.inner_ip_ecn" },
	{ 0x3b1, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.inner_ip_dscp" },
	{ 0x3b2, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.inner_udp_sport" },
	{ 0x3b3, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.inner_udp_dport" },
	{ 0x3b4, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.inner_tcp_sport" },
	{ 0x3b5, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.inner_tcp_dport" },
	{ 0x3b6, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.inner_tcp_flags" },
	{ 0x3c0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.geneve_tlv_option_0_data" },
	{ 0x3c1, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.geneve_tlv_option_0_exist" },
	{ 0x3c5, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_first_mpls_over_udp" },
	{ 0x3c9, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_first_mpls_over_gre" },
	{ 0x3cd, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.inner_first_mpls" },
	{ 0x3d1, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_first_mpls" },
	{ 0x3d7, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.outer_esp_spi" },
	{ 0x3da, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.bth_dst_qp" },
	{ 0x3f8, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.metadata_reg_c_7" },
	{ 0x3f9, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.metadata_reg_c_6" },
	{ 0x3fa, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.metadata_reg_c_5" },
	{ 0x3fb, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.metadata_reg_c_4" },
	{ 0x3fc, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.metadata_reg_c_3" },
	{ 0x3fd, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.metadata_reg_c_2" },
	{ 0x3fe, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.metadata_reg_c_1" },
	{ 0x3ff, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_support.metadata_reg_c_0" },
	{ 0x400, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_dmac" },
	{ 0x401, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_smac" },
	{ 0x402, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_ether_type" },
	{ 0x403, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_ip_version" },
	{ 0x404, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_first_prio" },
	{ 0x405, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_first_cfi" },
	{ 0x406, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_first_vid" },
	{ 0x407, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_ipv4_ttl" },
	{ 0x408, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_second_prio" },
	{ 0x409, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_second_cfi" },
	{ 0x40a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_second_vid" },
	{ 0x40c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_sip" },
	{ 0x40d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_dip" },
	{ 0x40e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_frag" },
	{ 0x40f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_ip_protocol" },
	{ 0x410, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_ip_ecn" },
	{ 0x411, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_ip_dscp" },
	{ 0x412, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_udp_sport" },
	{ 0x413, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_udp_dport" },
	{ 0x414, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_tcp_sport" },
	{ 0x415, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_tcp_dport" },
	{ 0x416, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_tcp_flags" },
	{ 0x417, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_gre_protocol" },
	{ 0x418, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_gre_key" },
	{ 0x419, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_vxlan_vni" },
	{ 0x41a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_geneve_vni" },
	{ 0x41b, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_geneve_oam" },
	{ 0x41c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_geneve_protocol_type" },
	{ 0x41d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_geneve_opt_len" },
	{ 0x41e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.source_vhca_port" },
	{ 0x41f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.source_eswitch_port" },
	{ 0x420, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.inner_dmac" },
	{ 0x421, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.inner_smac" },
	{ 0x422, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.inner_ether_type" },
	{ 0x423, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.inner_ip_version" },
	{ 0x424, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.inner_first_prio" },
	{ 0x425, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.inner_first_cfi" },
	{ 0x426, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.inner_first_vid" },
	{ 0x428, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.inner_second_prio" },
	{ 0x429, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.inner_second_cfi" },
	{ 0x42a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.inner_second_vid" },
	{ 0x42c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.inner_sip" },
	{ 0x42d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.inner_dip" },
	{ 0x42e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.inner_frag" },
	{ 0x42f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.inner_ip_protocol" },
	{ 0x430, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.inner_ip_ecn" },
	{ 0x431, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.inner_ip_dscp" },
	{ 0x432, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.inner_udp_sport" },
	{ 0x433, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.inner_udp_dport" },
	{ 0x434, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.inner_tcp_sport" },
	{ 0x435, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.inner_tcp_dport" },
	{ 0x436, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.inner_tcp_flags" },
	{ 0x440, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.geneve_tlv_option_0_data" },
	{ 0x441, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.geneve_tlv_option_0_exist" },
	{ 0x445, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_first_mpls_over_udp" },
	{ 0x449, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_first_mpls_over_gre" },
	{ 0x44d, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.inner_first_mpls" },
	{ 0x451, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_first_mpls" },
	{ 0x457, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.outer_esp_spi" },
	{ 0x45a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.bth_dst_qp" },
	{ 0x478, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.metadata_reg_c_7" },
	{ 0x479, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.metadata_reg_c_6" },
	{ 0x47a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.metadata_reg_c_5" },
	{ 0x47b, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.metadata_reg_c_4" },
	{ 0x47c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.metadata_reg_c_3" },
	{ 0x47d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.metadata_reg_c_2" },
	{ 0x47e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.metadata_reg_c_1" },
	{ 0x47f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive.ft_field_bitmask_support.metadata_reg_c_0" },
	{ 0x480, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_support" },
	{ 0x482, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.flow_counter" },
	{ 0x483, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.flow_modify_en" },
	{ 0x484, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.modify_root" },
	{ 0x485, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.identified_miss_table_mode" },
	{ 0x486, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.flow_table_modify" },
	{ 0x487, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.reformat" },
	{ 0x488, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.decap" },
	{ 0x489, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.reset_root_to_default" },
	{ 0x48a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.pop_vlan" },
	{ 0x48b, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.push_vlan" },
	{ 0x48d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.pop_vlan_2" },
	{ 0x48e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.push_vlan_2" },
	{ 0x48f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.reformat_and_vlan_action" },
	{ 0x491, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.sw_owner" },
	{ 0x492, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.reformat_l3_tunnel_to_l2" },
	{ 0x493, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.reformat_l2_to_l3_tunnel" },
	{ 0x494, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.reformat_and_modify_action" },
	{ 0x495, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ignore_flow_level" },
	{ 0x497, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.table_miss_action_domain" },
	{ 0x498, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.termination_table" },
	{ 0x499, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.reformat_and_fwd_to_table" },
	{ 0x49c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ipsec_encrypt" },
	{ 0x49d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ipsec_decrypt" },
	{ 0x49e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.sw_owner_v2" },
	{ 0x4a0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.termination_table_raw_traffic" },
	{ 0x4a2, 6, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.log_max_ft_size" },
	{ 0x4a8, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.log_max_modify_header_context" },
	{ 0x4b0, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.max_modify_header_actions" },
	{ 0x4b8, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.max_ft_level" },
	{ 0x4c0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.reformat_add_esp_trasport" },
	{ 0x4c1, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.reformat_l2_to_l3_esp_tunnel" },
	{ 0x4c2, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.reformat_add_esp_transport_over_udp" },
	{ 0x4c3, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.reformat_del_esp_trasport" },
	{ 0x4c4, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.reformat_l3_esp_tunnel_to_l2" },
	{ 0x4c5, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.reformat_del_esp_transport_over_udp" },
	{ 0x4c6, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.execute_aso" },
	{ 0x4e2, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.reformat_insert" },
	{ 0x4e3, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.reformat_remove" },
	{ 0x4e4, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.macsec_encrypt" },
	{ 0x4e5, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.macsec_decrypt" },
	{ 0x4e8, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.reformat_add_macsec" },
	{ 0x4e9, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.reformat_remove_macsec" },
	{ 0x4ea, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.reparse" },
	{ 0x4ec, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.cross_vhca_object" },
	{ 0x4ed, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.reformat_l2_to_l3_audp_tunnel" },
	{ 0x4ee, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.reformat_l3_audp_tunnel_to_l2" },
	{ 0x4ef, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ignore_flow_level_rtc_valid" },
	{ 0x4f8, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.log_max_ft_num" },
	{ 0x510, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.log_max_flow_counter" },
	{ 0x518, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.log_max_destination" },
	{ 0x538, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.log_max_flow" },
	{ 0x580, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_dmac" },
	{ 0x581, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_smac" },
	{ 0x582, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_ether_type" },
	{ 0x583, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_ip_version" },
	{ 0x584, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_first_prio" },
	{ 0x585, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_first_cfi" },
	{ 0x586, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_first_vid" },
	{ 0x587, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_ipv4_ttl" },
	{ 0x588, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_second_prio" },
	{ 0x589, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_second_cfi" },
	{ 0x58a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_second_vid" },
	{ 0x58c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_sip" },
	{ 0x58d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_dip" },
	{ 0x58e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_frag" },
	{ 0x58f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_ip_protocol" },
	{ 0x590, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_ip_ecn" },
	{ 0x591, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_ip_dscp" },
	{ 0x592, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_udp_sport" },
	{ 0x593, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_udp_dport" },
	{ 0x594, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_tcp_sport" },
	{ 0x595, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_tcp_dport" },
	{ 0x596, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_tcp_flags" },
	{ 0x597, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_gre_protocol" },
	{ 0x598, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_gre_key" },
	{ 0x599, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_vxlan_vni" },
	{ 0x59a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_geneve_vni" },
	{ 0x59b, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_geneve_oam" },
	{ 0x59c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_geneve_protocol_type" },
	{ 0x59d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_geneve_opt_len" },
	{ 0x59e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.source_vhca_port" },
	{ 0x59f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.source_eswitch_port" },
	{ 0x5a0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.inner_dmac" },
	{ 0x5a1, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.inner_smac" },
	{ 0x5a2, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.inner_ether_type" },
	{ 0x5a3, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.inner_ip_version" },
	{ 0x5a4, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.inner_first_prio" },
	{ 0x5a5, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.inner_first_cfi" },
	{ 0x5a6, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.inner_first_vid" },
	{ 0x5a8, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.inner_second_prio" },
	{ 0x5a9, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.inner_second_cfi" },
	{ 0x5aa, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.inner_second_vid" },
	{ 0x5ac, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.inner_sip" },
	{ 0x5ad, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.inner_dip" },
	{ 0x5ae, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.inner_frag" },
	{ 0x5af, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.inner_ip_protocol" },
	{ 0x5b0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.inner_ip_ecn" },
	{ 0x5b1, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.inner_ip_dscp" },
	{ 0x5b2, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.inner_udp_sport" },
	{ 0x5b3, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.inner_udp_dport" },
	{ 0x5b4, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.inner_tcp_sport" },
	{ 0x5b5, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.inner_tcp_dport" },
	{ 0x5b6, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.inner_tcp_flags" },
	{ 0x5c0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.geneve_tlv_option_0_data" },
	{ 0x5c1, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.geneve_tlv_option_0_exist" },
	{ 0x5c5, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_first_mpls_over_udp" },
	{ 0x5c9, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_first_mpls_over_gre" },
	{ 0x5cd, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.inner_first_mpls" },
	{ 0x5d1, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_first_mpls" },
	{ 0x5d7, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.outer_esp_spi" },
	{ 0x5da, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.bth_dst_qp" },
	{ 0x5f8, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.metadata_reg_c_7" },
	{ 0x5f9, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.metadata_reg_c_6" },
	{ 0x5fa, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.metadata_reg_c_5" },
	{ 0x5fb, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.metadata_reg_c_4" },
	{ 0x5fc, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.metadata_reg_c_3" },
	{ 0x5fd, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.metadata_reg_c_2" },
	{ 0x5fe, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.metadata_reg_c_1" },
	{ 0x5ff, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_support.metadata_reg_c_0" },
	{ 0x600, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_dmac" },
	{ 0x601, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_smac" },
	{ 0x602, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_ether_type" },
	{ 0x603, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_ip_version" },
	{ 0x604, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_first_prio" },
	{ 0x605, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_first_cfi" },
	{ 0x606, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_first_vid" },
	{ 0x607, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_ipv4_ttl" },
	{ 0x608, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_second_prio" },
	{ 0x609, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_second_cfi" },
	{ 0x60a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_second_vid" },
	{ 0x60c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_sip" },
	{ 0x60d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_dip" },
	{ 0x60e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_frag" },
	{ 0x60f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_ip_protocol" },
	{ 0x610, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_ip_ecn" },
	{ 0x611, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_ip_dscp" },
	{ 0x612, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_udp_sport" },
	{ 0x613, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_udp_dport" },
	{ 0x614, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_tcp_sport" },
	{ 0x615, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_tcp_dport" },
	{ 0x616, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_tcp_flags" },
	{ 0x617, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_gre_protocol" },
	{ 0x618, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_gre_key" },
	{ 0x619, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_vxlan_vni" },
	{ 0x61a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_geneve_vni" },
	{ 0x61b, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_geneve_oam" },
	{ 0x61c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_geneve_protocol_type" },
	{ 0x61d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_geneve_opt_len" },
	{ 0x61e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.source_vhca_port" },
	{ 0x61f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.source_eswitch_port" },
	{ 0x620, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.inner_dmac" },
	{ 0x621, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.inner_smac" },
	{ 0x622, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.inner_ether_type" },
	{ 0x623, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.inner_ip_version" },
	{ 0x624, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.inner_first_prio" },
	{ 0x625, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.inner_first_cfi" },
	{ 0x626, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.inner_first_vid" },
	{ 0x628, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.inner_second_prio" },
	{ 0x629, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.inner_second_cfi" },
	{ 0x62a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.inner_second_vid" },
	{ 0x62c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.inner_sip" },
	{ 0x62d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.inner_dip" },
	{ 0x62e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.inner_frag" },
	{ 0x62f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.inner_ip_protocol" },
	{ 0x630, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.inner_ip_ecn" },
	{ 0x631, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.inner_ip_dscp" },
	{ 0x632, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.inner_udp_sport" },
	{ 0x633, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.inner_udp_dport" },
	{ 0x634, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.inner_tcp_sport" },
	{ 0x635, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.inner_tcp_dport" },
	{ 0x636, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.inner_tcp_flags" },
	{ 0x640, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.geneve_tlv_option_0_data" },
	{ 0x641, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.geneve_tlv_option_0_exist" },
	{ 0x645, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_first_mpls_over_udp" },
	{ 0x649, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_first_mpls_over_gre" },
	{ 0x64d, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.inner_first_mpls" },
	{ 0x651, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_first_mpls" },
	{ 0x657, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.outer_esp_spi" },
	{ 0x65a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.bth_dst_qp" },
	{ 0x678, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.metadata_reg_c_7" },
	{ 0x679, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.metadata_reg_c_6" },
	{ 0x67a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.metadata_reg_c_5" },
	{ 0x67b, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.metadata_reg_c_4" },
	{ 0x67c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.metadata_reg_c_3" },
	{ 0x67d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.metadata_reg_c_2" },
	{ 0x67e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.metadata_reg_c_1" },
	{ 0x67f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_rdma.ft_field_bitmask_support.metadata_reg_c_0" },
	{ 0x680, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_support" },
	{ 0x682, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.flow_counter" },
	{ 0x683, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.flow_modify_en" },
	{ 0x684, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.modify_root" },
	{ 0x685, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.identified_miss_table_mode" },
	{ 0x686, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.flow_table_modify" },
	{ 0x687, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.reformat" },
	{ 0x688, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.decap" },
	{ 0x689, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.reset_root_to_default" },
	{ 0x68a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.pop_vlan" },
	{ 0x68b, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.push_vlan" },
	{ 0x68d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.pop_vlan_2" },
	{ 0x68e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.push_vlan_2" },
	{ 0x68f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.reformat_and_vlan_action" },
	{ 0x691, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.sw_owner" },
	{ 0x692, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.reformat_l3_tunnel_to_l2" },
	{ 0x693, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.reformat_l2_to_l3_tunnel" },
	{ 0x694, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.reformat_and_modify_action" },
	{ 0x695, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ignore_flow_level" },
	{ 0x697, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.table_miss_action_domain" },
	{ 0x698, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.termination_table" },
	{ 0x699, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.reformat_and_fwd_to_table" },
	{ 0x69c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ipsec_encrypt" },
	{ 0x69d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ipsec_decrypt" },
	{ 0x69e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.sw_owner_v2" },
	{ 0x6a0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.termination_table_raw_traffic" },
	{ 0x6a2, 6, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.log_max_ft_size" },
	{ 0x6a8, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.log_max_modify_header_context" },
	{ 0x6b0, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.max_modify_header_actions" },
	{ 0x6b8, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.max_ft_level" },
	{ 0x6c0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.reformat_add_esp_trasport" },
	{ 0x6c1, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.reformat_l2_to_l3_esp_tunnel" },
	{ 0x6c2, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.reformat_add_esp_transport_over_udp" },
	{ 0x6c3, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.reformat_del_esp_trasport" },
	{ 0x6c4, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.reformat_l3_esp_tunnel_to_l2" },
	{ 0x6c5, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.reformat_del_esp_transport_over_udp" },
	{ 0x6c6, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.execute_aso" },
	{ 0x6e2, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.reformat_insert" },
	{ 0x6e3, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.reformat_remove" },
	{ 0x6e4, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.macsec_encrypt" },
	{ 0x6e5, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.macsec_decrypt" },
	{ 0x6e8, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.reformat_add_macsec" },
	{ 0x6e9, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.reformat_remove_macsec" },
	{ 0x6ea, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.reparse" },
	{ 0x6ec, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.cross_vhca_object" },
	{ 0x6ed, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.reformat_l2_to_l3_audp_tunnel" },
	{ 0x6ee, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.reformat_l3_audp_tunnel_to_l2" },
	{ 0x6ef, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ignore_flow_level_rtc_valid" },
	{ 0x6f8, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.log_max_ft_num" },
	{ 0x710, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.log_max_flow_counter" },
	{ 0x718, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.log_max_destination" },
	{ 0x738, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.log_max_flow" },
	{ 0x780, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_dmac" },
	{ 0x781, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_smac" },
	{ 0x782, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_ether_type" },
	{ 0x783, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_ip_version" },
	{ 0x784, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_first_prio" },
	{ 0x785, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_first_cfi" },
	{ 0x786, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_first_vid" },
	{ 0x787, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_ipv4_ttl" },
	{ 0x788, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_second_prio" },
	{ 0x789, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_second_cfi" },
	{ 0x78a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_second_vid" },
	{ 0x78c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_sip" },
	{ 0x78d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_dip" },
	{ 0x78e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_frag" },
	{ 0x78f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_ip_protocol" },
	{ 0x790, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_ip_ecn" },
	{ 0x791, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_ip_dscp" },
	{ 0x792, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_udp_sport" },
	{ 0x793, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_udp_dport" },
	{ 0x794, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_tcp_sport" },
	{ 0x795, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_tcp_dport" },
	{ 0x796, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_tcp_flags" },
	{ 0x797, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_gre_protocol" },
	{ 0x798, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_gre_key" },
	{ 0x799, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_vxlan_vni" },
	{ 0x79a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_geneve_vni" },
	{ 0x79b, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_geneve_oam" },
	{ 0x79c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_geneve_protocol_type" },
	{ 0x79d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_geneve_opt_len" },
	{ 0x79e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.source_vhca_port" },
	{ 0x79f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.source_eswitch_port" },
	{ 0x7a0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.inner_dmac" },
	{ 0x7a1, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.inner_smac" },
	{ 0x7a2, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.inner_ether_type" },
	{ 0x7a3, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.inner_ip_version" },
	{ 0x7a4, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.inner_first_prio" },
	{ 0x7a5, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.inner_first_cfi" },
	{ 0x7a6, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.inner_first_vid" },
	{ 0x7a8, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.inner_second_prio" },
	{ 0x7a9, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.inner_second_cfi" },
	{ 0x7aa, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.inner_second_vid" },
	{ 0x7ac, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.inner_sip" },
	{ 0x7ad, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.inner_dip" },
	{ 0x7ae, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.inner_frag" },
	{ 0x7af, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.inner_ip_protocol" },
	{ 0x7b0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.inner_ip_ecn" },
	{ 0x7b1, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.inner_ip_dscp" },
	{ 0x7b2, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.inner_udp_sport" },
	{ 0x7b3, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.inner_udp_dport" },
	{ 0x7b4, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.inner_tcp_sport" },
	{ 0x7b5, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.inner_tcp_dport" },
	{ 0x7b6, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.inner_tcp_flags" },
	{ 0x7c0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.geneve_tlv_option_0_data" },
	{ 0x7c1, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.geneve_tlv_option_0_exist" },
	{ 0x7c5, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_first_mpls_over_udp" },
	{ 0x7c9, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_first_mpls_over_gre" },
	{ 0x7cd, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.inner_first_mpls" },
	{ 0x7d1, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_first_mpls" },
	{ 0x7d7, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.outer_esp_spi" },
	{ 0x7da, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.bth_dst_qp" },
	{ 0x7f8, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.metadata_reg_c_7" },
	{ 0x7f9, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.metadata_reg_c_6" },
	{ 0x7fa, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.metadata_reg_c_5" },
	{ 0x7fb, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.metadata_reg_c_4" },
	{ 0x7fc, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.metadata_reg_c_3" },
	{ 0x7fd, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.metadata_reg_c_2" },
	{ 0x7fe, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.metadata_reg_c_1" },
	{ 0x7ff, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_support.metadata_reg_c_0" },
	{ 0x800, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_dmac" },
	{ 0x801, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_smac" },
	{ 0x802, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_ether_type" },
	{ 0x803, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_ip_version" },
	{ 0x804, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_first_prio" },
	{ 0x805, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_first_cfi" },
	{ 0x806, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_first_vid" },
	{ 0x807, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_ipv4_ttl" },
	{ 0x808, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_second_prio" },
	{ 0x809, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_second_cfi" },
	{ 0x80a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_second_vid" },
	{ 0x80c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_sip" },
	{ 0x80d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_dip" },
	{ 0x80e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_frag" },
	{ 0x80f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_ip_protocol" },
	{ 0x810, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_ip_ecn" },
	{ 0x811, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_ip_dscp" },
	{ 0x812, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_udp_sport" },
	{ 0x813, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_udp_dport" },
	{ 0x814, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_tcp_sport" },
	{ 0x815, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_tcp_dport" },
	{ 0x816, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_tcp_flags" },
	{ 0x817, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_gre_protocol" },
	{ 0x818, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_gre_key" },
	{ 0x819, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_vxlan_vni" },
	{ 0x81a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_geneve_vni" },
	{ 0x81b, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_geneve_oam" },
	{ 0x81c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_geneve_protocol_type" },
	{ 0x81d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_geneve_opt_len" },
	{ 0x81e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.source_vhca_port" },
	{ 0x81f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.source_eswitch_port" },
	{ 0x820, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.inner_dmac" },
	{ 0x821, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.inner_smac" },
	{ 0x822, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.inner_ether_type" },
	{ 0x823, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.inner_ip_version" },
	{ 0x824, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.inner_first_prio" },
	{ 0x825, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.inner_first_cfi" },
	{ 0x826, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.inner_first_vid" },
	{ 0x828, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.inner_second_prio" },
	{ 0x829, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.inner_second_cfi" },
	{ 0x82a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.inner_second_vid" },
	{ 0x82c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.inner_sip" },
	{ 0x82d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.inner_dip" },
	{ 0x82e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.inner_frag" },
	{ 0x82f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.inner_ip_protocol" },
	{ 0x830, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.inner_ip_ecn" },
	{ 0x831, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.inner_ip_dscp" },
	{ 0x832, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.inner_udp_sport" },
	{ 0x833, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.inner_udp_dport" },
	{ 0x834, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.inner_tcp_sport" },
	{ 0x835, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.inner_tcp_dport" },
	{ 0x836, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.inner_tcp_flags" },
	{ 0x840, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.geneve_tlv_option_0_data" },
	{ 0x841, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.geneve_tlv_option_0_exist" },
	{ 0x845, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_first_mpls_over_udp" },
	{ 0x849, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_first_mpls_over_gre" },
	{ 0x84d, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.inner_first_mpls" },
	{ 0x851, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_first_mpls" },
	{ 0x857, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.outer_esp_spi" },
	{ 0x85a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.bth_dst_qp" },
	{ 0x878, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.metadata_reg_c_7" },
	{ 0x879, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.metadata_reg_c_6" },
	{ 0x87a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.metadata_reg_c_5" },
	{ 0x87b, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.metadata_reg_c_4" },
	{ 0x87c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.metadata_reg_c_3" },
	{ 0x87d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.metadata_reg_c_2" },
	{ 0x87e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.metadata_reg_c_1" },
	{ 0x87f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_receive_sniffer.ft_field_bitmask_support.metadata_reg_c_0" },
	{ 0x880, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_support" },
	{ 0x882, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.flow_counter" },
	{ 0x883, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.flow_modify_en" },
	{ 0x884, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.modify_root" },
	{ 0x885, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.identified_miss_table_mode" },
	{ 0x886, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.flow_table_modify" },
	{ 0x887, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.reformat" },
	{ 0x888, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.decap" },
	{ 0x889, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.reset_root_to_default" },
	{ 0x88a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.pop_vlan" },
	{ 0x88b, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.push_vlan" },
	{ 0x88d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.pop_vlan_2" },
	{ 0x88e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.push_vlan_2" },
	{ 0x88f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.reformat_and_vlan_action" },
	{ 0x891, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.sw_owner" },
	{ 0x892, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.reformat_l3_tunnel_to_l2" },
	{ 0x893, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.reformat_l2_to_l3_tunnel" },
	{ 0x894, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.reformat_and_modify_action" },
	{ 0x895, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ignore_flow_level" },
	{ 0x897, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.table_miss_action_domain" },
	{ 0x898, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.termination_table" },
	{ 0x899, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.reformat_and_fwd_to_table" },
	{ 0x89c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ipsec_encrypt" },
	{ 0x89d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ipsec_decrypt" },
	{ 0x89e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.sw_owner_v2" },
	{ 0x8a0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.termination_table_raw_traffic" },
	{ 0x8a2, 6, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.log_max_ft_size" },
	{ 0x8a8, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.log_max_modify_header_context" },
	{ 0x8b0, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.max_modify_header_actions" },
	{ 0x8b8, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.max_ft_level" },
	{ 0x8c0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.reformat_add_esp_trasport" },
	{ 0x8c1, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.reformat_l2_to_l3_esp_tunnel" },
	{ 0x8c2, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.reformat_add_esp_transport_over_udp" },
	{ 0x8c3, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.reformat_del_esp_trasport" },
	{ 0x8c4, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.reformat_l3_esp_tunnel_to_l2" },
	{ 0x8c5, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.reformat_del_esp_transport_over_udp" },
	{ 0x8c6, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.execute_aso" },
	{ 0x8e2, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.reformat_insert" },
	{ 0x8e3, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.reformat_remove" },
	{ 0x8e4, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.macsec_encrypt" },
	{ 0x8e5, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.macsec_decrypt" },
	{ 0x8e8, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.reformat_add_macsec" },
	{ 0x8e9, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.reformat_remove_macsec" },
	{ 0x8ea, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.reparse" },
	{ 0x8ec, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.cross_vhca_object" },
	{ 0x8ed, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.reformat_l2_to_l3_audp_tunnel" },
	{ 0x8ee, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.reformat_l3_audp_tunnel_to_l2" },
	{ 0x8ef, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ignore_flow_level_rtc_valid" },
	{ 0x8f8, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.log_max_ft_num" },
	{ 0x910, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.log_max_flow_counter" },
	{ 0x918, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.log_max_destination" },
	{ 0x938, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.log_max_flow" },
	{ 0x980, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_dmac" },
	{ 0x981, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_smac" },
	{ 0x982, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_ether_type" },
	{ 0x983, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_ip_version" },
	{ 0x984, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_first_prio" },
	{ 0x985, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_first_cfi" },
	{ 0x986, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_first_vid" },
	{ 0x987, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_ipv4_ttl" },
	{ 0x988, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_second_prio" },
	{ 0x989, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_second_cfi" },
	{ 0x98a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_second_vid" },
	{ 0x98c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_sip" },
	{ 0x98d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_dip" },
	{ 0x98e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_frag" },
	{ 0x98f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_ip_protocol" },
	{ 0x990, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_ip_ecn" },
	{ 0x991, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_ip_dscp" },
	{ 0x992, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_udp_sport" },
	{ 0x993, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_udp_dport" },
	{ 0x994, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_tcp_sport" },
	{ 0x995, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_tcp_dport" },
	{ 0x996, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_tcp_flags" },
	{ 0x997, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_gre_protocol" },
	{ 0x998, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_gre_key" },
	{ 0x999, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_vxlan_vni" },
	{ 0x99a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_geneve_vni" },
	{ 0x99b, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_geneve_oam" },
	{ 0x99c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_geneve_protocol_type" },
	{ 0x99d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_geneve_opt_len" },
	{ 0x99e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.source_vhca_port" },
	{ 0x99f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.source_eswitch_port" },
	{ 0x9a0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.inner_dmac" },
	{ 0x9a1, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.inner_smac" },
	{ 0x9a2, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.inner_ether_type" },
	{ 0x9a3, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.inner_ip_version" },
	{ 0x9a4, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.inner_first_prio" },
	{ 0x9a5, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.inner_first_cfi" },
	{ 0x9a6, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.inner_first_vid" },
	{ 0x9a8, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.inner_second_prio" },
	{ 0x9a9, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.inner_second_cfi" },
	{ 0x9aa, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.inner_second_vid" },
	{ 0x9ac, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.inner_sip" },
	{ 0x9ad, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.inner_dip" },
	{ 0x9ae, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.inner_frag" },
	{ 0x9af, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.inner_ip_protocol" },
	{ 0x9b0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.inner_ip_ecn" },
	{ 0x9b1, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.inner_ip_dscp" },
	{ 0x9b2, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.inner_udp_sport" },
	{ 0x9b3, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.inner_udp_dport" },
	{ 0x9b4, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.inner_tcp_sport" },
	{ 0x9b5, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.inner_tcp_dport" },
	{ 0x9b6, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.inner_tcp_flags" },
	{ 0x9c0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.geneve_tlv_option_0_data" },
	{ 0x9c1, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.geneve_tlv_option_0_exist" },
	{ 0x9c5, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_first_mpls_over_udp" },
	{ 0x9c9, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_first_mpls_over_gre" },
	{ 0x9cd, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.inner_first_mpls" },
	{ 0x9d1, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_first_mpls" },
	{ 0x9d7, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.outer_esp_spi" },
	{ 0x9da, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.bth_dst_qp" },
	{ 0x9f8, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.metadata_reg_c_7" },
	{ 0x9f9, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.metadata_reg_c_6" },
	{ 0x9fa, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.metadata_reg_c_5" },
	{ 0x9fb, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.metadata_reg_c_4" },
	{ 0x9fc, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.metadata_reg_c_3" },
	{ 0x9fd, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.metadata_reg_c_2" },
	{ 0x9fe, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.metadata_reg_c_1" },
	{ 0x9ff, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_support.metadata_reg_c_0" },
	{ 0xa00, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_dmac" },
	{ 0xa01, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_smac" },
	{ 0xa02, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_ether_type" },
	{ 0xa03, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_ip_version" },
	{ 0xa04, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_first_prio" },
	{ 0xa05, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_first_cfi" },
	{ 0xa06, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_first_vid" },
	{ 0xa07, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_ipv4_ttl" },
	{ 0xa08, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_second_prio" },
	{ 0xa09, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_second_cfi" },
	{ 0xa0a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_second_vid" },
	{ 0xa0c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_sip" },
	{ 0xa0d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_dip" },
	{ 0xa0e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_frag" },
	{ 0xa0f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_ip_protocol" },
	{ 0xa10, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_ip_ecn" },
	{ 0xa11, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_ip_dscp" },
	{ 0xa12, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_udp_sport" },
	{ 0xa13, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_udp_dport" },
	{ 0xa14, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_tcp_sport" },
	{ 0xa15, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_tcp_dport" },
	{ 0xa16, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_tcp_flags" },
	{ 0xa17, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_gre_protocol" },
	{ 0xa18, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_gre_key" },
	{ 0xa19, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_vxlan_vni" },
	{ 0xa1a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_geneve_vni" },
	{ 0xa1b, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_geneve_oam" },
	{ 0xa1c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_geneve_protocol_type" },
	{ 0xa1d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_geneve_opt_len" },
	{ 0xa1e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.source_vhca_port" },
	{ 0xa1f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.source_eswitch_port" },
	{ 0xa20, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.inner_dmac" },
	{ 0xa21, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.inner_smac" },
	{ 0xa22, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.inner_ether_type" },
	{ 0xa23, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.inner_ip_version" },
	{ 0xa24, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.inner_first_prio" },
	{ 0xa25, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.inner_first_cfi" },
	{ 0xa26, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.inner_first_vid" },
	{ 0xa28, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.inner_second_prio" },
	{ 0xa29, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.inner_second_cfi" },
	{ 0xa2a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.inner_second_vid" },
	{ 0xa2c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.inner_sip" },
	{ 0xa2d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.inner_dip" },
	{ 0xa2e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.inner_frag" },
	{ 0xa2f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.inner_ip_protocol" },
	{ 0xa30, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.inner_ip_ecn" },
	{ 0xa31, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.inner_ip_dscp" },
	{ 0xa32, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.inner_udp_sport" },
	{ 0xa33, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.inner_udp_dport" },
	{ 0xa34, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.inner_tcp_sport" },
	{ 0xa35, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.inner_tcp_dport" },
	{ 0xa36, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.inner_tcp_flags" },
	{ 0xa40, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.geneve_tlv_option_0_data" },
	{ 0xa41, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.geneve_tlv_option_0_exist" },
	{ 0xa45, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_first_mpls_over_udp" },
	{ 0xa49, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_first_mpls_over_gre" },
	{ 0xa4d, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.inner_first_mpls" },
	{ 0xa51, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_first_mpls" },
	{ 0xa57, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.outer_esp_spi" },
	{ 0xa5a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.bth_dst_qp" },
	{ 0xa78, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.metadata_reg_c_7" },
	{ 0xa79, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.metadata_reg_c_6" },
	{ 0xa7a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.metadata_reg_c_5" },
	{ 0xa7b, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.metadata_reg_c_4" },
	{ 0xa7c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.metadata_reg_c_3" },
	{ 0xa7d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.metadata_reg_c_2" },
	{ 0xa7e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.metadata_reg_c_1" },
	{ 0xa7f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit.ft_field_bitmask_support.metadata_reg_c_0" },
	{ 0xa80, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_support" },
	{ 0xa82, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.flow_counter" },
	{ 0xa83, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.flow_modify_en" },
	{ 0xa84, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.modify_root" },
	{ 0xa85, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.identified_miss_table_mode" },
	{ 0xa86, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.flow_table_modify" },
	{ 0xa87, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.reformat" },
	{ 0xa88, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.decap" },
	{ 0xa89, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.reset_root_to_default" },
	{ 0xa8a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.pop_vlan" },
	{ 0xa8b, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.push_vlan" },
	{ 0xa8d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.pop_vlan_2" },
	{ 0xa8e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.push_vlan_2" },
	{ 0xa8f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.reformat_and_vlan_action" },
	{ 0xa91, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.sw_owner" },
	{ 0xa92, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.reformat_l3_tunnel_to_l2" },
	{ 0xa93, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.reformat_l2_to_l3_tunnel" },
	{ 0xa94, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.reformat_and_modify_action" },
	{ 0xa95, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ignore_flow_level" },
	{ 0xa97, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.table_miss_action_domain" },
	{ 0xa98, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.termination_table" },
	{ 0xa99, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.reformat_and_fwd_to_table" },
	{ 0xa9c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ipsec_encrypt" },
	{ 0xa9d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ipsec_decrypt" },
	{ 0xa9e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.sw_owner_v2" },
	{ 0xaa0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.termination_table_raw_traffic" },
	{ 0xaa2, 6, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.log_max_ft_size" },
	{ 0xaa8, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.log_max_modify_header_context" },
	{ 0xab0, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.max_modify_header_actions" },
	{ 0xab8, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.max_ft_level" },
	{ 0xac0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.reformat_add_esp_trasport" },
	{ 0xac1, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.reformat_l2_to_l3_esp_tunnel" },
	{ 0xac2, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.reformat_add_esp_transport_over_udp" },
	{ 0xac3, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.reformat_del_esp_trasport" },
	{ 0xac4, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.reformat_l3_esp_tunnel_to_l2" },
	{ 0xac5, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.reformat_del_esp_transport_over_udp" },
	{ 0xac6, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.execute_aso" },
	{ 0xae2, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.reformat_insert" },
	{ 0xae3, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.reformat_remove" },
	{ 0xae4, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.macsec_encrypt" },
	{ 0xae5, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.macsec_decrypt" },
	{ 0xae8, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.reformat_add_macsec" },
	{ 0xae9, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.reformat_remove_macsec" },
	{ 0xaea, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.reparse" },
	{ 0xaec, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.cross_vhca_object" },
	{ 0xaed, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.reformat_l2_to_l3_audp_tunnel" },
	{ 0xaee, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.reformat_l3_audp_tunnel_to_l2" },
	{ 0xaef, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ignore_flow_level_rtc_valid" },
	{ 0xaf8, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.log_max_ft_num" },
	{ 0xb10, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.log_max_flow_counter" },
	{ 0xb18, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.log_max_destination" },
	{ 0xb38, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.log_max_flow" },
	{ 0xb80, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_dmac" },
	{ 0xb81, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_smac" },
	{ 0xb82, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_ether_type" },
	{ 0xb83, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_ip_version" },
	{ 0xb84, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_first_prio" },
	{ 0xb85, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_first_cfi" },
	{ 0xb86, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_first_vid" },
	{ 0xb87, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_ipv4_ttl" },
	{ 0xb88, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_second_prio" },
	{ 0xb89, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_second_cfi" },
	{ 0xb8a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_second_vid" },
	{ 0xb8c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_sip" },
	{ 0xb8d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_dip" },
	{ 0xb8e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_frag" },
	{ 0xb8f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_ip_protocol" },
	{ 0xb90, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_ip_ecn" },
	{ 0xb91, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_ip_dscp" },
	{ 0xb92, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_udp_sport" },
	{ 0xb93, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_udp_dport" },
	{ 0xb94, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_tcp_sport" },
	{ 0xb95, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_tcp_dport" },
	{ 0xb96, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_tcp_flags" },
	{ 0xb97, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_gre_protocol" },
	{ 0xb98, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_gre_key" },
	{ 0xb99, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_vxlan_vni" },
	{ 0xb9a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_geneve_vni" },
	{ 0xb9b, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_geneve_oam" },
	{ 0xb9c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_geneve_protocol_type" },
	{ 0xb9d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_geneve_opt_len" },
	{ 0xb9e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.source_vhca_port" },
	{ 0xb9f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.source_eswitch_port" },
	{ 0xba0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.inner_dmac" },
	{ 0xba1, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.inner_smac" },
	{ 0xba2, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.inner_ether_type" },
	{ 0xba3, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.inner_ip_version" },
	{ 0xba4, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.inner_first_prio" },
	{ 0xba5, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.inner_first_cfi" },
	{ 0xba6, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.inner_first_vid" },
	{ 0xba8, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.inner_second_prio" },
	{ 0xba9, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.inner_second_cfi" },
	{ 0xbaa, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.inner_second_vid" },
	{ 0xbac, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.inner_sip" },
	{ 0xbad, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.inner_dip" },
	{ 0xbae, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.inner_frag" },
	{ 0xbaf, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.inner_ip_protocol" },
	{ 0xbb0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.inner_ip_ecn" },
	{ 0xbb1, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.inner_ip_dscp" },
	{ 0xbb2, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.inner_udp_sport" },
	{ 0xbb3, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.inner_udp_dport" },
	{ 0xbb4, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.inner_tcp_sport" },
	{ 0xbb5, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.inner_tcp_dport" },
	{ 0xbb6, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.inner_tcp_flags" },
	{ 0xbc0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.geneve_tlv_option_0_data" },
	{ 0xbc1, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.geneve_tlv_option_0_exist" },
	{ 0xbc5, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_first_mpls_over_udp" },
	{ 0xbc9, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_first_mpls_over_gre" },
	{ 0xbcd, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.inner_first_mpls" },
	{ 0xbd1, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_first_mpls" },
	{ 0xbd7, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.outer_esp_spi" },
	{ 0xbda, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.bth_dst_qp" },
	{ 0xbf8, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.metadata_reg_c_7" },
	{ 0xbf9, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.metadata_reg_c_6" },
	{ 0xbfa, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.metadata_reg_c_5" },
	{ 0xbfb, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.metadata_reg_c_4" },
	{ 0xbfc, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.metadata_reg_c_3" },
	{ 0xbfd, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.metadata_reg_c_2" },
	{ 0xbfe, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.metadata_reg_c_1" },
	{ 0xbff, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_support.metadata_reg_c_0" },
	{ 0xc00, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_dmac" },
	{ 0xc01, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_smac" },
	{ 0xc02, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_ether_type" },
	{ 0xc03, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_ip_version" },
	{ 0xc04, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_first_prio" },
	{ 0xc05, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_first_cfi" },
	{ 0xc06, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_first_vid" },
	{ 0xc07, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_ipv4_ttl" },
	{ 0xc08, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_second_prio" },
	{ 0xc09, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_second_cfi" },
	{ 0xc0a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_second_vid" },
	{ 0xc0c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_sip" },
	{ 0xc0d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_dip" },
	{ 0xc0e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_frag" },
	{ 0xc0f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_ip_protocol" },
	{ 0xc10, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_ip_ecn" },
	{ 0xc11, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_ip_dscp" },
	{ 0xc12, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_udp_sport" },
	{ 0xc13, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_udp_dport" },
	{ 0xc14, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_tcp_sport" },
	{ 0xc15, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_tcp_dport" },
	{ 0xc16, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_tcp_flags" },
	{ 0xc17, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_gre_protocol" },
	{ 0xc18, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_gre_key" },
	{ 0xc19, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_vxlan_vni" },
	{ 0xc1a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_geneve_vni" },
	{ 0xc1b, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_geneve_oam" },
	{ 0xc1c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_geneve_protocol_type" },
	{ 0xc1d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_geneve_opt_len" },
	{ 0xc1e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.source_vhca_port" },
	{ 0xc1f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.source_eswitch_port" },
	{ 0xc20, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.inner_dmac" },
	{ 0xc21, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.inner_smac" },
	{ 0xc22, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.inner_ether_type" },
	{ 0xc23, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.inner_ip_version" },
	{ 0xc24, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.inner_first_prio" },
	{ 0xc25, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.inner_first_cfi" },
	{ 0xc26, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.inner_first_vid" },
	{ 0xc28, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.inner_second_prio" },
	{ 0xc29, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.inner_second_cfi" },
	{ 0xc2a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.inner_second_vid" },
	{ 0xc2c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.inner_sip" },
	{ 0xc2d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.inner_dip" },
	{ 0xc2e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.inner_frag" },
	{ 0xc2f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.inner_ip_protocol" },
	{ 0xc30, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.inner_ip_ecn" },
	{ 0xc31, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.inner_ip_dscp" },
	{ 0xc32, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.inner_udp_sport" },
	{ 0xc33, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.inner_udp_dport" },
	{ 0xc34, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.inner_tcp_sport" },
	{ 0xc35, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.inner_tcp_dport" },
	{ 0xc36, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.inner_tcp_flags" },
	{ 0xc40, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.geneve_tlv_option_0_data" },
	{ 0xc41, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.geneve_tlv_option_0_exist" },
	{ 0xc45, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_first_mpls_over_udp" },
	{ 0xc49, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_first_mpls_over_gre" },
	{ 0xc4d, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.inner_first_mpls" },
	{ 0xc51, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_first_mpls" },
	{ 0xc57, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.outer_esp_spi" },
	{ 0xc5a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.bth_dst_qp" },
	{ 0xc78, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.metadata_reg_c_7" },
	{ 0xc79, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.metadata_reg_c_6" },
	{ 0xc7a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.metadata_reg_c_5" },
	{ 0xc7b, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.metadata_reg_c_4" },
	{ 0xc7c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.metadata_reg_c_3" },
	{ 0xc7d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.metadata_reg_c_2" },
	{ 0xc7e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.metadata_reg_c_1" },
	{ 0xc7f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_rdma.ft_field_bitmask_support.metadata_reg_c_0" },
	{ 0xc80, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_support" },
	{ 0xc82, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.flow_counter" },
	{ 0xc83, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.flow_modify_en" },
	{ 0xc84, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.modify_root" },
	{ 0xc85, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.identified_miss_table_mode" },
	{ 0xc86, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.flow_table_modify" },
	{ 0xc87, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.reformat" },
	{ 0xc88, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.decap" },
	{ 0xc89, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.reset_root_to_default" },
	{ 0xc8a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.pop_vlan" },
	{ 0xc8b, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.push_vlan" },
	{ 0xc8d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.pop_vlan_2" },
	{ 0xc8e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.push_vlan_2" },
	{ 0xc8f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.reformat_and_vlan_action" },
	{ 0xc91, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.sw_owner" },
	{ 0xc92, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.reformat_l3_tunnel_to_l2" },
	{ 0xc93, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.reformat_l2_to_l3_tunnel" },
	{ 0xc94, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.reformat_and_modify_action" },
	{ 0xc95, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ignore_flow_level" },
	{ 0xc97, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.table_miss_action_domain" },
	{ 0xc98, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.termination_table" },
	{ 0xc99, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.reformat_and_fwd_to_table" },
	{ 0xc9c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ipsec_encrypt" },
	{ 0xc9d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ipsec_decrypt" },
	{ 0xc9e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.sw_owner_v2" },
	{ 0xca0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.termination_table_raw_traffic" },
	{ 0xca2, 6, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.log_max_ft_size" },
	{ 0xca8, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.log_max_modify_header_context" },
	{ 0xcb0, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.max_modify_header_actions" },
	{ 0xcb8, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.max_ft_level" },
	{ 0xcc0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.reformat_add_esp_trasport" },
	{ 0xcc1, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.reformat_l2_to_l3_esp_tunnel" },
	{ 0xcc2, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.reformat_add_esp_transport_over_udp" },
	{ 0xcc3, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.reformat_del_esp_trasport" },
	{ 0xcc4, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.reformat_l3_esp_tunnel_to_l2" },
	{ 0xcc5, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.reformat_del_esp_transport_over_udp" },
	{ 0xcc6, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.execute_aso" },
	{ 0xce2, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.reformat_insert" },
	{ 0xce3, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.reformat_remove" },
	{ 0xce4, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.macsec_encrypt" },
	{ 0xce5, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.macsec_decrypt" },
	{ 0xce8, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.reformat_add_macsec" },
	{ 0xce9, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.reformat_remove_macsec" },
	{ 0xcea, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.reparse" },
	{ 0xcec, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.cross_vhca_object" },
	{ 0xced, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.reformat_l2_to_l3_audp_tunnel" },
	{ 0xcee, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.reformat_l3_audp_tunnel_to_l2" },
	{ 0xcef, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ignore_flow_level_rtc_valid" },
	{ 0xcf8, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.log_max_ft_num" },
	{ 0xd10, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.log_max_flow_counter" },
	{ 0xd18, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.log_max_destination" },
	{ 0xd38, 8, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.log_max_flow" },
	{ 0xd80, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_dmac" },
	{ 0xd81, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_smac" },
	{ 0xd82, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_ether_type" },
	{ 0xd83, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_ip_version" },
	{ 0xd84, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_first_prio" },
	{ 0xd85, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_first_cfi" },
	{ 0xd86, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_first_vid" },
	{ 0xd87, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_ipv4_ttl" },
	{ 0xd88, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_second_prio" },
	{ 0xd89, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_second_cfi" },
	{ 0xd8a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_second_vid" },
	{ 0xd8c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_sip" },
	{ 0xd8d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_dip" },
	{ 0xd8e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_frag" },
	{ 0xd8f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_ip_protocol" },
	{ 0xd90, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_ip_ecn" },
	{ 0xd91, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_ip_dscp" },
	{ 0xd92, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_udp_sport" },
	{ 0xd93, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_udp_dport" },
	{ 0xd94, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_tcp_sport" },
	{ 0xd95, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_tcp_dport" },
	{ 0xd96, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_tcp_flags" },
	{ 0xd97, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_gre_protocol" },
	{ 0xd98, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_gre_key" },
	{ 0xd99, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_vxlan_vni" },
	{ 0xd9a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_geneve_vni" },
	{ 0xd9b, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_geneve_oam" },
	{ 0xd9c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_geneve_protocol_type" },
	{ 0xd9d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_geneve_opt_len" },
	{ 0xd9e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.source_vhca_port" },
	{ 0xd9f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.source_eswitch_port" },
	{ 0xda0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.inner_dmac" },
	{ 0xda1, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.inner_smac" },
	{ 0xda2, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.inner_ether_type" },
	{ 0xda3, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.inner_ip_version" },
	{ 0xda4, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.inner_first_prio" },
	{ 0xda5, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.inner_first_cfi" },
	{ 0xda6, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.inner_first_vid" },
	{ 0xda8, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.inner_second_prio" },
	{ 0xda9, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.inner_second_cfi" },
	{ 0xdaa, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.inner_second_vid" },
	{ 0xdac, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.inner_sip" },
	{ 0xdad, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.inner_dip" },
	{ 0xdae, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.inner_frag" },
	{ 0xdaf, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.inner_ip_protocol" },
	{ 0xdb0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.inner_ip_ecn" },
	{ 0xdb1, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.inner_ip_dscp" },
	{ 0xdb2, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.inner_udp_sport" },
	{ 0xdb3, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.inner_udp_dport" },
	{ 0xdb4, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.inner_tcp_sport" },
	{ 0xdb5, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.inner_tcp_dport" },
	{ 0xdb6, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.inner_tcp_flags" },
	{ 0xdc0, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.geneve_tlv_option_0_data" },
	{ 0xdc1, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.geneve_tlv_option_0_exist" },
	{ 0xdc5, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_first_mpls_over_udp" },
	{ 0xdc9, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_first_mpls_over_gre" },
	{ 0xdcd, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.inner_first_mpls" },
	{ 0xdd1, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_first_mpls" },
	{ 0xdd7, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.outer_esp_spi" },
	{ 0xdda, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.bth_dst_qp" },
	{ 0xdf8, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.metadata_reg_c_7" },
	{ 0xdf9, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.metadata_reg_c_6" },
	{ 0xdfa, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.metadata_reg_c_5" },
	{ 0xdfb, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.metadata_reg_c_4" },
	{ 0xdfc, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.metadata_reg_c_3" },
	{ 0xdfd, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.metadata_reg_c_2" },
	{ 0xdfe, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.metadata_reg_c_1" },
	{ 0xdff, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_support.metadata_reg_c_0" },
	{ 0xe00, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_dmac" },
	{ 0xe01, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_smac" },
	{ 0xe02, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_ether_type" },
	{ 0xe03, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_ip_version" },
	{ 0xe04, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_first_prio" },
	{ 0xe05, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_first_cfi" },
	{ 0xe06, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_first_vid" },
	{ 0xe07, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_ipv4_ttl" },
	{ 0xe08, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_second_prio" },
	{ 0xe09, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_second_cfi" },
	{ 0xe0a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_second_vid" },
	{ 0xe0c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_sip" },
	{ 0xe0d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_dip" },
	{ 0xe0e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_frag" },
	{ 0xe0f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_ip_protocol" },
	{ 0xe10, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_ip_ecn" },
	{ 0xe11, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_ip_dscp" },
	{ 0xe12, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_udp_sport" },
	{ 0xe13, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_udp_dport" },
	{ 0xe14, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_tcp_sport" },
	{ 0xe15, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_tcp_dport" },
	{ 0xe16, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_tcp_flags" },
	{ 0xe17, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_gre_protocol" },
	{ 0xe18, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_gre_key" },
	{ 0xe19, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_vxlan_vni" },
	{ 0xe1a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_geneve_vni" },
	{ 0xe1b, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_geneve_oam" },
	{ 0xe1c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_geneve_protocol_type" },
	{ 0xe1d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_geneve_opt_len" },
	{ 0xe1e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.source_vhca_port" },
	{ 0xe1f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.source_eswitch_port" },
	{ 0xe20, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.inner_dmac" },
	{ 0xe21, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.inner_smac" },
	{ 0xe22, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.inner_ether_type" },
	{ 0xe23, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.inner_ip_version" },
	{ 0xe24, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.inner_first_prio" },
	{ 0xe25, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.inner_first_cfi" },
	{ 0xe26, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.inner_first_vid" },
	{ 0xe28, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.inner_second_prio" },
	{ 0xe29, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.inner_second_cfi" },
	{ 0xe2a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.inner_second_vid" },
	{ 0xe2c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.inner_sip" },
	{ 0xe2d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.inner_dip" },
	{ 0xe2e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.inner_frag" },
	{ 0xe2f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.inner_ip_protocol" },
	{ 0xe30, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.inner_ip_ecn" },
	{ 0xe31, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.inner_ip_dscp" },
	{ 0xe32, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.inner_udp_sport" },
	{ 0xe33, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.inner_udp_dport" },
	{ 0xe34, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.inner_tcp_sport" },
	{ 0xe35, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.inner_tcp_dport" },
	{ 0xe36, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.inner_tcp_flags" },
	{ 0xe40, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.geneve_tlv_option_0_data" },
	{ 0xe41, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.geneve_tlv_option_0_exist" },
	{ 0xe45, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_first_mpls_over_udp" },
	{ 0xe49, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_first_mpls_over_gre" },
	{ 0xe4d, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.inner_first_mpls" },
	{ 0xe51, 4, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_first_mpls" },
	{ 0xe57, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.outer_esp_spi" },
	{ 0xe5a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.bth_dst_qp" },
	{ 0xe78, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.metadata_reg_c_7" },
	{ 0xe79, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.metadata_reg_c_6" },
	{ 0xe7a, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.metadata_reg_c_5" },
	{ 0xe7b, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.metadata_reg_c_4" },
	{ 0xe7c, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.metadata_reg_c_3" },
	{ 0xe7d, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.metadata_reg_c_2" },
	{ 0xe7e, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.metadata_reg_c_1" },
	{ 0xe7f, 1, NULL, "capability.flow_table_nic_cap.flow_table_properties_nic_transmit_sniffer.ft_field_bitmask_support.metadata_reg_c_0" },
	{ 0x1482, 1, NULL, "capability.flow_table_nic_cap.ft_field_support_2_nic_receive.inner_l4_type" },
	{ 0x1483, 1, NULL, "capability.flow_table_nic_cap.ft_field_support_2_nic_receive.outer_l4_type" },
	{ 0x148e, 1, NULL, "capability.flow_table_nic_cap.ft_field_support_2_nic_receive.bth_opcode" },
	{ 0x1490, 1, NULL, "capability.flow_table_nic_cap.ft_field_support_2_nic_receive.tunnel_header_0_1" },
	{ 0x1582, 1, NULL, "capability.flow_table_nic_cap.ft_field_support_2_nic_receive_rdma.inner_l4_type" },
	{ 0x1583, 1, NULL, "capability.flow_table_nic_cap.ft_field_support_2_nic_receive_rdma.outer_l4_type" },
	{ 0x158e, 1, NULL, "capability.flow_table_nic_cap.ft_field_support_2_nic_receive_rdma.bth_opcode" },
	{ 0x1590, 1, NULL, "capability.flow_table_nic_cap.ft_field_support_2_nic_receive_rdma.tunnel_header_0_1" },
	{ 0x1882, 1, NULL, "capability.flow_table_nic_cap.ft_field_support_2_nic_transmit_rdma.inner_l4_type" },
	{ 0x1883, 1, NULL, "capability.flow_table_nic_cap.ft_field_support_2_nic_transmit_rdma.outer_l4_type" },
	{ 0x188e, 1, NULL, "capability.flow_table_nic_cap.ft_field_support_2_nic_transmit_rdma.bth_opcode" },
	{ 0x1890, 1, NULL, "capability.flow_table_nic_cap.ft_field_support_2_nic_transmit_rdma.tunnel_header_0_1" },
	{ 0x2080, 64, NULL, "capability.flow_table_nic_cap.sw_steering_nic_rx_action_drop_icm_address" },
	{ 0x20c0, 64, NULL, "capability.flow_table_nic_cap.sw_steering_nic_tx_action_drop_icm_address" },
	{ 0x2100, 64, NULL, "capability.flow_table_nic_cap.sw_steering_nic_tx_action_allow_icm_address" },
	{ 0x80, 8, NULL, "capability.flow_table_eswitch_cap.fdb_to_vport_reg_c_id" },
	{ 0x8d, 1, NULL, "capability.flow_table_eswitch_cap.fdb_uplink_hairpin" },
	{ 0x8e, 1, NULL, "capability.flow_table_eswitch_cap.fdb_multi_path_any_table_limit_regc" },
	{ 0x90, 1, NULL, "capability.flow_table_eswitch_cap.fdb_dynamic_tunnel" },
	{ 0x92, 1, NULL, "capability.flow_table_eswitch_cap.fdb_multi_path_any_table" },
	{ 0x95, 1, NULL, "capability.flow_table_eswitch_cap.fdb_modify_header_fwd_to_table" },
	{ 0x96, 1, NULL, "capability.flow_table_eswitch_cap.fdb_ipv4_ttl_modify" },
	{ 0x97, 1, NULL, "capability.flow_table_eswitch_cap.flow_source" },
	{ 0x9a, 1, NULL, "capability.flow_table_eswitch_cap.multi_fdb_encap" },
	{ 0x9b, 1, NULL, "capability.flow_table_eswitch_cap.egress_acl_forward_to_vport" },
	{ 0x9c, 1, NULL, "capability.flow_table_eswitch_cap.fdb_multi_path_to_table" },
	{ 0x280, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_support" },
	{ 0x282, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.flow_counter" },
	{ 0x283, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.flow_modify_en" },
	{ 0x284, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.modify_root" },
	{ 0x285, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.identified_miss_table_mode" },
	{ 0x286, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.flow_table_modify" },
	{ 0x287, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.reformat" },
	{ 0x288, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.decap" },
	{ 0x289, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.reset_root_to_default" },
	{ 0x28a, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.pop_vlan" },
	{ 0x28b, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.push_vlan" },
	{ 0x28d, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.pop_vlan_2" },
	{ 0x28e, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.push_vlan_2" },
	{ 0x28f, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.reformat_and_vlan_action" },
	{ 0x291, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.sw_owner" },
	{ 0x292, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.reformat_l3_tunnel_to_l2" },
	{ 0x293, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.reformat_l2_to_l3_tunnel" },
	{ 0x294, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.reformat_and_modify_action" },
	{ 0x295, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ignore_flow_level" },
	{ 0x297, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.table_miss_action_domain" },
	{ 0x298, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.termination_table" },
	{ 0x299, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.reformat_and_fwd_to_table" },
	{ 0x29c, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ipsec_encrypt" },
	{ 0x29d, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ipsec_decrypt" },
	{ 0x29e, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.sw_owner_v2" },
	{ 0x2a0, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.termination_table_raw_traffic" },
	{ 0x2a2, 6, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.log_max_ft_size" },
	{ 0x2a8, 8, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.log_max_modify_header_context" },
	{ 0x2b0, 8, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.max_modify_header_actions" },
	{ 0x2b8, 8, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.max_ft_level" },
	{ 0x2c0, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.reformat_add_esp_trasport" },
	{ 0x2c1, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.reformat_l2_to_l3_esp_tunnel" },
	{ 0x2c2, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.reformat_add_esp_transport_over_udp" },
	{ 0x2c3, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.reformat_del_esp_trasport" },
	{ 0x2c4, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.reformat_l3_esp_tunnel_to_l2" },
	{ 0x2c5, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.reformat_del_esp_transport_over_udp" },
	{ 0x2c6, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.execute_aso" },
	{ 0x2e2, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.reformat_insert" },
	{ 0x2e3, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.reformat_remove" },
	{ 0x2e4, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.macsec_encrypt" },
	{ 0x2e5, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.macsec_decrypt" },
	{ 0x2e8, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.reformat_add_macsec" },
	{ 0x2e9, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.reformat_remove_macsec" },
	{ 0x2ea, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.reparse" },
	{ 0x2ec, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.cross_vhca_object" },
	{ 0x2ed, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.reformat_l2_to_l3_audp_tunnel" },
	{ 0x2ee, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.reformat_l3_audp_tunnel_to_l2" },
	{ 0x2ef, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ignore_flow_level_rtc_valid" },
	{ 0x2f8, 8, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.log_max_ft_num" },
	{ 0x310, 8, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.log_max_flow_counter" },
	{ 0x318, 8, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.log_max_destination" },
	{ 0x338, 8, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.log_max_flow" },
	{ 0x380, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_dmac" },
	{ 0x381, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_smac" },
	{ 0x382, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_ether_type" },
	{ 0x383, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_ip_version" },
	{ 0x384, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_first_prio" },
	{ 0x385, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_first_cfi" },
	{ 0x386, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_first_vid" },
	{ 0x387, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_ipv4_ttl" },
	{ 0x388, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_second_prio" },
	{ 0x389, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_second_cfi" },
	{ 0x38a, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_second_vid" },
	{ 0x38c, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_sip" },
	{ 0x38d, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_dip" },
	{ 0x38e, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_frag" },
	{ 0x38f, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_ip_protocol" },
	{ 0x390, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_ip_ecn" },
	{ 0x391, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_ip_dscp" },
	{ 0x392, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_udp_sport" },
	{ 0x393, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_udp_dport" },
	{ 0x394, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_tcp_sport" },
	{ 0x395, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_tcp_dport" },
	{ 0x396, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_tcp_flags" },
	{ 0x397, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_gre_protocol" },
	{ 0x398, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_gre_key" },
	{ 0x399, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_vxlan_vni" },
	{ 0x39a, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_geneve_vni" },
	{ 0x39b, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_geneve_oam" },
	{ 0x39c, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_geneve_protocol_type" },
	{ 0x39d, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_geneve_opt_len" },
	{ 0x39e, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.source_vhca_port" },
	{ 0x39f, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.source_eswitch_port" },
	{ 0x3a0, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.inner_dmac" },
	{ 0x3a1, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.inner_smac" },
	{ 0x3a2, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.inner_ether_type" },
	{ 0x3a3, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.inner_ip_version" },
	{ 0x3a4, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.inner_first_prio" },
	{ 0x3a5, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.inner_first_cfi" },
	{ 0x3a6, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.inner_first_vid" },
	{ 0x3a8, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.inner_second_prio" },
	{ 0x3a9, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.inner_second_cfi" },
	{ 0x3aa, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.inner_second_vid" },
	{ 0x3ac, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.inner_sip" },
	{ 0x3ad, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.inner_dip" },
	{ 0x3ae, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.inner_frag" },
	{ 0x3af, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.inner_ip_protocol" },
	{ 0x3b0, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.inner_ip_ecn" },
	{ 0x3b1, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.inner_ip_dscp" },
	{ 0x3b2, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.inner_udp_sport" },
	{ 0x3b3, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.inner_udp_dport" },
	{ 0x3b4, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.inner_tcp_sport" },
	{ 0x3b5, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.inner_tcp_dport" },
	{ 0x3b6, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.inner_tcp_flags" },
	{ 0x3c0, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.geneve_tlv_option_0_data" },
	{ 0x3c1, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.geneve_tlv_option_0_exist" },
	{ 0x3c5, 4, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_first_mpls_over_udp" },
	{ 0x3c9, 4, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_first_mpls_over_gre" },
	{ 0x3cd, 4, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.inner_first_mpls" },
	{ 0x3d1, 4, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_first_mpls" },
	{ 0x3d7, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.outer_esp_spi" },
	{ 0x3da, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.bth_dst_qp" },
	{ 0x3f8, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.metadata_reg_c_7" },
	{ 0x3f9, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.metadata_reg_c_6" },
	{ 0x3fa, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.metadata_reg_c_5" },
	{ 0x3fb, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.metadata_reg_c_4" },
	{ 0x3fc, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.metadata_reg_c_3" },
	{ 0x3fd, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.metadata_reg_c_2" },
	{ 0x3fe, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.metadata_reg_c_1" },
	{ 0x3ff, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_support.metadata_reg_c_0" },
	{ 0x400, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_dmac" },
	{ 0x401, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_smac" },
	{ 0x402, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_ether_type" },
	{ 0x403, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_ip_version" },
	{ 0x404, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_first_prio" },
	{ 0x405, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_first_cfi" },
	{ 0x406, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_first_vid" },
	{ 0x407, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_ipv4_ttl" },
	{ 0x408, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_second_prio" },
	{ 0x409, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_second_cfi" },
	{ 0x40a, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_second_vid" },
	{ 0x40c, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_sip" },
	{ 0x40d, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_dip" },
	{ 0x40e, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_frag" },
	{ 0x40f, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_ip_protocol" },
	{ 0x410, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_ip_ecn" },
	{ 0x411, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_ip_dscp" },
	{ 0x412, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_udp_sport" },
	{ 0x413, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_udp_dport" },
	{ 0x414, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_tcp_sport" },
	{ 0x415, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_tcp_dport" },
	{ 0x416, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_tcp_flags" },
	{ 0x417, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_gre_protocol" },
	{ 0x418, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_gre_key" },
	{ 0x419, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_vxlan_vni" },
	{ 0x41a, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_geneve_vni" },
	{ 0x41b, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_geneve_oam" },
	{ 0x41c, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_geneve_protocol_type" },
	{ 0x41d, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_geneve_opt_len" },
	{ 0x41e, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.source_vhca_port" },
	{ 0x41f, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.source_eswitch_port" },
	{ 0x420, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.inner_dmac" },
	{ 0x421, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.inner_smac" },
	{ 0x422, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.inner_ether_type" },
	{ 0x423, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.inner_ip_version" },
	{ 0x424, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.inner_first_prio" },
	{ 0x425, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.inner_first_cfi" },
	{ 0x426, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.inner_first_vid" },
	{ 0x428, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.inner_second_prio" },
	{ 0x429, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.inner_second_cfi" },
	{ 0x42a, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.inner_second_vid" },
	{ 0x42c, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.inner_sip" },
	{ 0x42d, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.inner_dip" },
	{ 0x42e, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.inner_frag" },
	{ 0x42f, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.inner_ip_protocol" },
	{ 0x430, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.inner_ip_ecn" },
	{ 0x431, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.inner_ip_dscp" },
	{ 0x432, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.inner_udp_sport" },
	{ 0x433, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.inner_udp_dport" },
	{ 0x434, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.inner_tcp_sport" },
	{ 0x435, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.inner_tcp_dport" },
	{ 0x436, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.inner_tcp_flags" },
	{ 0x440, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.geneve_tlv_option_0_data" },
	{ 0x441, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.geneve_tlv_option_0_exist" },
	{ 0x445, 4, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_first_mpls_over_udp" },
	{ 0x449, 4, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_first_mpls_over_gre" },
	{ 0x44d, 4, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.inner_first_mpls" },
	{ 0x451, 4, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_first_mpls" },
	{ 0x457, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.outer_esp_spi" },
	{ 0x45a, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.bth_dst_qp" },
	{ 0x478, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.metadata_reg_c_7" },
	{ 0x479, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.metadata_reg_c_6" },
	{ 0x47a, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.metadata_reg_c_5" },
	{ 0x47b, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.metadata_reg_c_4" },
	{ 0x47c, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.metadata_reg_c_3" },
	{ 0x47d, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.metadata_reg_c_2" },
	{ 0x47e, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.metadata_reg_c_1" },
	{ 0x47f, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_nic_esw_fdb.ft_field_bitmask_support.metadata_reg_c_0" },
	{ 0x480, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_support" },
	{ 0x482, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.flow_counter" },
	{ 0x483, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.flow_modify_en" },
	{ 0x484, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.modify_root" },
	{ 0x485, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.identified_miss_table_mode" },
	{ 0x486, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.flow_table_modify" },
	{ 0x487, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.reformat" },
	{ 0x488, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.decap" },
	{ 0x489, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.reset_root_to_default" },
	{ 0x48a, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.pop_vlan" },
	{ 0x48b, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.push_vlan" },
	{ 0x48d, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.pop_vlan_2" },
	{ 0x48e, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.push_vlan_2" },
	{ 0x48f, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.reformat_and_vlan_action" },
	{ 0x491, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.sw_owner" },
	{ 0x492, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.reformat_l3_tunnel_to_l2" },
	{ 0x493, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.reformat_l2_to_l3_tunnel" },
	{ 0x494, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.reformat_and_modify_action" },
	{ 0x495, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ignore_flow_level" },
	{ 0x497, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.table_miss_action_domain" },
	{ 0x498, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.termination_table" },
	{ 0x499, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.reformat_and_fwd_to_table" },
	{ 0x49c, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ipsec_encrypt" },
	{ 0x49d, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ipsec_decrypt" },
	{ 0x49e, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.sw_owner_v2" },
	{ 0x4a0, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.termination_table_raw_traffic" },
	{ 0x4a2, 6, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.log_max_ft_size" },
	{ 0x4a8, 8, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.log_max_modify_header_context" },
	{ 0x4b0, 8, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.max_modify_header_actions" },
	{ 0x4b8, 8, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.max_ft_level" },
	{ 0x4c0, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.reformat_add_esp_trasport" },
	{ 0x4c1, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.reformat_l2_to_l3_esp_tunnel" },
	{ 0x4c2, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.reformat_add_esp_transport_over_udp" },
	{ 0x4c3, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.reformat_del_esp_trasport" },
	{ 0x4c4, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.reformat_l3_esp_tunnel_to_l2" },
	{ 0x4c5, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.reformat_del_esp_transport_over_udp" },
	{ 0x4c6, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.execute_aso" },
	{ 0x4e2, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.reformat_insert" },
	{ 0x4e3, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.reformat_remove" },
	{ 0x4e4, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.macsec_encrypt" },
	{ 0x4e5, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.macsec_decrypt" },
	{ 0x4e8, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.reformat_add_macsec" },
	{ 0x4e9, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.reformat_remove_macsec" },
	{ 0x4ea, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.reparse" },
	{ 0x4ec, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.cross_vhca_object" },
	{ 0x4ed, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.reformat_l2_to_l3_audp_tunnel" },
	{ 0x4ee, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.reformat_l3_audp_tunnel_to_l2" },
	{ 0x4ef, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ignore_flow_level_rtc_valid" },
	{ 0x4f8, 8, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.log_max_ft_num" },
	{ 0x510, 8, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.log_max_flow_counter" },
	{ 0x518, 8, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.log_max_destination" },
	{ 0x538, 8, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.log_max_flow" },
	{ 0x580, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_dmac" },
	{ 0x581, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_smac" },
	{ 0x582, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_ether_type" },
	{ 0x583, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_ip_version" },
	{ 0x584, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_first_prio" },
	{ 0x585, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_first_cfi" },
	{ 0x586, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_first_vid" },
	{ 0x587, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_ipv4_ttl" },
	{ 0x588, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_second_prio" },
	{ 0x589, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_second_cfi" },
	{ 0x58a, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_second_vid" },
	{ 0x58c, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_sip" },
	{ 0x58d, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_dip" },
	{ 0x58e, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_frag" },
	{ 0x58f, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_ip_protocol" },
	{ 0x590, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_ip_ecn" },
	{ 0x591, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_ip_dscp" },
	{ 0x592, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_udp_sport" },
	{ 0x593, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_udp_dport" },
	{ 0x594, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_tcp_sport" },
	{ 0x595, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_tcp_dport" },
	{ 0x596, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_tcp_flags" },
	{ 0x597, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_gre_protocol" },
	{ 0x598, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_gre_key" },
	{ 0x599, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_vxlan_vni" },
	{ 0x59a, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_geneve_vni" },
	{ 0x59b, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_geneve_oam" },
	{ 0x59c, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_geneve_protocol_type" },
	{ 0x59d, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_geneve_opt_len" },
	{ 0x59e, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.source_vhca_port" },
	{ 0x59f, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.source_eswitch_port" },
	{ 0x5a0, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.inner_dmac" },
	{ 0x5a1, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.inner_smac" },
	{ 0x5a2, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.inner_ether_type" },
	{ 0x5a3, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.inner_ip_version" },
	{ 0x5a4, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.inner_first_prio" },
	{ 0x5a5, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.inner_first_cfi" },
	{ 0x5a6, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.inner_first_vid" },
	{ 0x5a8, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.inner_second_prio" },
	{ 0x5a9, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.inner_second_cfi" },
	{ 0x5aa, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.inner_second_vid" },
	{ 0x5ac, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.inner_sip" },
	{ 0x5ad, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.inner_dip" },
	{ 0x5ae, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.inner_frag" },
	{ 0x5af, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.inner_ip_protocol" },
	{ 0x5b0, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.inner_ip_ecn" },
	{ 0x5b1, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.inner_ip_dscp" },
	{ 0x5b2, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.inner_udp_sport" },
	{ 0x5b3, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.inner_udp_dport" },
	{ 0x5b4, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.inner_tcp_sport" },
	{ 0x5b5, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.inner_tcp_dport" },
	{ 0x5b6, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.inner_tcp_flags" },
	{ 0x5c0, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.geneve_tlv_option_0_data" },
	{ 0x5c1, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.geneve_tlv_option_0_exist" },
	{ 0x5c5, 4, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_first_mpls_over_udp" },
	{ 0x5c9, 4, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_first_mpls_over_gre" },
	{ 0x5cd, 4, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.inner_first_mpls" },
	{ 0x5d1, 4, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_first_mpls" },
	{ 0x5d7, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.outer_esp_spi" },
	{ 0x5da, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.bth_dst_qp" },
	{ 0x5f8, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.metadata_reg_c_7" },
	{ 0x5f9, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.metadata_reg_c_6" },
	{ 0x5fa, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.metadata_reg_c_5" },
	{ 0x5fb, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.metadata_reg_c_4" },
	{ 0x5fc, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.metadata_reg_c_3" },
	{ 0x5fd, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.metadata_reg_c_2" },
	{ 0x5fe, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.metadata_reg_c_1" },
	{ 0x5ff, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_support.metadata_reg_c_0" },
	{ 0x600, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_dmac" },
	{ 0x601, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_smac" },
	{ 0x602, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_ether_type" },
	{ 0x603, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_ip_version" },
	{ 0x604, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_first_prio" },
	{ 0x605, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_first_cfi" },
	{ 0x606, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_first_vid" },
	{ 0x607, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_ipv4_ttl" },
	{ 0x608, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_second_prio" },
	{ 0x609, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_second_cfi" },
	{ 0x60a, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_second_vid" },
	{ 0x60c, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_sip" },
	{ 0x60d, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_dip" },
	{ 0x60e, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_frag" },
	{ 0x60f, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_ip_protocol" },
	{ 0x610, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_ip_ecn" },
	{ 0x611, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_ip_dscp" },
	{ 0x612, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_udp_sport" },
	{ 0x613, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_udp_dport" },
	{ 0x614, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_tcp_sport" },
	{ 0x615, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_tcp_dport" },
	{ 0x616, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_tcp_flags" },
	{ 0x617, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_gre_protocol" },
	{ 0x618, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_gre_key" },
	{ 0x619, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_vxlan_vni" },
	{ 0x61a, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_geneve_vni" },
	{ 0x61b, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_geneve_oam" },
	{ 0x61c, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_geneve_protocol_type" },
	{ 0x61d, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_geneve_opt_len" },
	{ 0x61e, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.source_vhca_port" },
	{ 0x61f, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.source_eswitch_port" },
	{ 0x620, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.inner_dmac" },
	{ 0x621, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.inner_smac" },
	{ 0x622, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.inner_ether_type" },
	{ 0x623, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.inner_ip_version" },
	{ 0x624, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.inner_first_prio" },
	{ 0x625, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.inner_first_cfi" },
	{ 0x626, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.inner_first_vid" },
	{ 0x628, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.inner_second_prio" },
	{ 0x629, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.inner_second_cfi" },
	{ 0x62a, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.inner_second_vid" },
	{ 0x62c, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.inner_sip" },
	{ 0x62d, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.inner_dip" },
	{ 0x62e, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.inner_frag" },
	{ 0x62f, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.inner_ip_protocol" },
	{ 0x630, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.inner_ip_ecn" },
	{ 0x631, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.inner_ip_dscp" },
	{ 0x632, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.inner_udp_sport" },
	{ 0x633, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.inner_udp_dport" },
	{ 0x634, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.inner_tcp_sport" },
	{ 0x635, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.inner_tcp_dport" },
	{ 0x636, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.inner_tcp_flags" },
	{ 0x640, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.geneve_tlv_option_0_data" },
	{ 0x641, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.geneve_tlv_option_0_exist" },
	{ 0x645, 4, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_first_mpls_over_udp" },
	{ 0x649, 4, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_first_mpls_over_gre" },
	{ 0x64d, 4, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.inner_first_mpls" },
	{ 0x651, 4, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_first_mpls" },
	{ 0x657, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.outer_esp_spi" },
	{ 0x65a, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.bth_dst_qp" },
	{ 0x678, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.metadata_reg_c_7" },
	{ 0x679, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.metadata_reg_c_6" },
	{ 0x67a, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.metadata_reg_c_5" },
	{ 0x67b, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.metadata_reg_c_4" },
	{ 0x67c, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.metadata_reg_c_3" },
	{ 0x67d, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.metadata_reg_c_2" },
	{ 0x67e, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.metadata_reg_c_1" },
	{ 0x67f, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_ingress.ft_field_bitmask_support.metadata_reg_c_0" },
	{ 0x680, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_support" },
	{ 0x682, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.flow_counter" },
	{ 0x683, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.flow_modify_en" },
	{ 0x684, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.modify_root" },
	{ 0x685, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.identified_miss_table_mode" },
	{ 0x686, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.flow_table_modify" },
	{ 0x687, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.reformat" },
	{ 0x688, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.decap" },
	{ 0x689, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.reset_root_to_default" },
	{ 0x68a, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.pop_vlan" },
	{ 0x68b, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.push_vlan" },
	{ 0x68d, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.pop_vlan_2" },
	{ 0x68e, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.push_vlan_2" },
	{ 0x68f, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.reformat_and_vlan_action" },
	{ 0x691, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.sw_owner" },
	{ 0x692, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.reformat_l3_tunnel_to_l2" },
	{ 0x693, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.reformat_l2_to_l3_tunnel" },
	{ 0x694, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.reformat_and_modify_action" },
	{ 0x695, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ignore_flow_level" },
	{ 0x697, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.table_miss_action_domain" },
	{ 0x698, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.termination_table" },
	{ 0x699, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.reformat_and_fwd_to_table" },
	{ 0x69c, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ipsec_encrypt" },
	{ 0x69d, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ipsec_decrypt" },
	{ 0x69e, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.sw_owner_v2" },
	{ 0x6a0, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.termination_table_raw_traffic" },
	{ 0x6a2, 6, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.log_max_ft_size" },
	{ 0x6a8, 8, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.log_max_modify_header_context" },
	{ 0x6b0, 8, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.max_modify_header_actions" },
	{ 0x6b8, 8, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.max_ft_level" },
	{ 0x6c0, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.reformat_add_esp_trasport" },
	{ 0x6c1, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.reformat_l2_to_l3_esp_tunnel" },
	{ 0x6c2, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.reformat_add_esp_transport_over_udp" },
	{ 0x6c3, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.reformat_del_esp_trasport" },
	{ 0x6c4, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.reformat_l3_esp_tunnel_to_l2" },
	{ 0x6c5, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.reformat_del_esp_transport_over_udp" },
	{ 0x6c6, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.execute_aso" },
	{ 0x6e2, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.reformat_insert" },
	{ 0x6e3, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.reformat_remove" },
	{ 0x6e4, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.macsec_encrypt" },
	{ 0x6e5, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.macsec_decrypt" },
	{ 0x6e8, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.reformat_add_macsec" },
	{ 0x6e9, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.reformat_remove_macsec" },
	{ 0x6ea, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.reparse" },
	{ 0x6ec, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.cross_vhca_object" },
	{ 0x6ed, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.reformat_l2_to_l3_audp_tunnel" },
	{ 0x6ee, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.reformat_l3_audp_tunnel_to_l2" },
	{ 0x6ef, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ignore_flow_level_rtc_valid" },
	{ 0x6f8, 8, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.log_max_ft_num" },
	{ 0x710, 8, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.log_max_flow_counter" },
	{ 0x718, 8, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.log_max_destination" },
	{ 0x738, 8, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.log_max_flow" },
	{ 0x780, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_dmac" },
	{ 0x781, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_smac" },
	{ 0x782, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_ether_type" },
	{ 0x783, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_ip_version" },
	{ 0x784, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_first_prio" },
	{ 0x785, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_first_cfi" },
	{ 0x786, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_first_vid" },
	{ 0x787, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_ipv4_ttl" },
	{ 0x788, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_second_prio" },
	{ 0x789, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_second_cfi" },
	{ 0x78a, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_second_vid" },
	{ 0x78c, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_sip" },
	{ 0x78d, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_dip" },
	{ 0x78e, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_frag" },
	{ 0x78f, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_ip_protocol" },
	{ 0x790, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_ip_ecn" },
	{ 0x791, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_ip_dscp" },
	{ 0x792, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_udp_sport" },
	{ 0x793, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_udp_dport" },
	{ 0x794, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_tcp_sport" },
	{ 0x795, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_tcp_dport" },
	{ 0x796, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_tcp_flags" },
	{ 0x797, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_gre_protocol" },
	{ 0x798, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_gre_key" },
	{ 0x799, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_vxlan_vni" },
	{ 0x79a, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_geneve_vni" },
	{ 0x79b, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_geneve_oam" },
	{ 0x79c, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_geneve_protocol_type" },
	{ 0x79d, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_geneve_opt_len" },
	{ 0x79e, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.source_vhca_port" },
	{ 0x79f, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.source_eswitch_port" },
	{ 0x7a0, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.inner_dmac" },
	{ 0x7a1, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.inner_smac" },
	{ 0x7a2, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.inner_ether_type" },
	{ 0x7a3, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.inner_ip_version" },
	{ 0x7a4, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.inner_first_prio" },
	{ 0x7a5, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.inner_first_cfi" },
	{ 0x7a6, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.inner_first_vid" },
	{ 0x7a8, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.inner_second_prio" },
	{ 0x7a9, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.inner_second_cfi" },
	{ 0x7aa, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.inner_second_vid" },
	{ 0x7ac, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.inner_sip" },
	{ 0x7ad, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.inner_dip" },
	{ 0x7ae, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.inner_frag" },
	{ 0x7af, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.inner_ip_protocol" },
	{ 0x7b0, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.inner_ip_ecn" },
	{ 0x7b1, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.inner_ip_dscp" },
	{ 0x7b2, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.inner_udp_sport" },
	{ 0x7b3, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.inner_udp_dport" },
	{ 0x7b4, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.inner_tcp_sport" },
	{ 0x7b5, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.inner_tcp_dport" },
	{ 0x7b6, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.inner_tcp_flags" },
	{ 0x7c0, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.geneve_tlv_option_0_data" },
	{ 0x7c1, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.geneve_tlv_option_0_exist" },
	{ 0x7c5, 4, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_first_mpls_over_udp" },
	{ 0x7c9, 4, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_first_mpls_over_gre" },
	{ 0x7cd, 4, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.inner_first_mpls" },
	{ 0x7d1, 4, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_first_mpls" },
	{ 0x7d7, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.outer_esp_spi" },
	{ 0x7da, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.bth_dst_qp" },
	{ 0x7f8, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.metadata_reg_c_7" },
	{ 0x7f9, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.metadata_reg_c_6" },
	{ 0x7fa, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.metadata_reg_c_5" },
	{ 0x7fb, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.metadata_reg_c_4" },
	{ 0x7fc, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.metadata_reg_c_3" },
	{ 0x7fd, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.metadata_reg_c_2" },
	{ 0x7fe, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.metadata_reg_c_1" },
	{ 0x7ff, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_support.metadata_reg_c_0" },
	{ 0x800, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_dmac" },
	{ 0x801, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_smac" },
	{ 0x802, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_ether_type" },
	{ 0x803, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_ip_version" },
	{ 0x804, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_first_prio" },
	{ 0x805, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_first_cfi" },
	{ 0x806, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_first_vid" },
	{ 0x807, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_ipv4_ttl" },
	{ 0x808, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_second_prio" },
	{ 0x809, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_second_cfi" },
	{ 0x80a, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_second_vid" },
	{ 0x80c, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_sip" },
	{ 0x80d, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_dip" },
	{ 0x80e, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_frag" },
	{ 0x80f, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_ip_protocol" },
	{ 0x810, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_ip_ecn" },
	{ 0x811, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_ip_dscp" },
	{ 0x812, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_udp_sport" },
	{ 0x813, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_udp_dport" },
	{ 0x814, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_tcp_sport" },
	{ 0x815, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_tcp_dport" },
	{ 0x816, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_tcp_flags" },
	{ 0x817, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_gre_protocol" },
	{ 0x818, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_gre_key" },
	{ 0x819, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_vxlan_vni" },
	{ 0x81a, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_geneve_vni" },
	{ 0x81b, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_geneve_oam" },
	{ 0x81c, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_geneve_protocol_type" },
	{ 0x81d, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_geneve_opt_len" },
	{ 0x81e, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.source_vhca_port" },
	{ 0x81f, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.source_eswitch_port" },
	{ 0x820, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.inner_dmac" },
	{ 0x821, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.inner_smac" },
	{ 0x822, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.inner_ether_type" },
	{ 0x823, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.inner_ip_version" },
	{ 0x824, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.inner_first_prio" },
	{ 0x825, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.inner_first_cfi" },
	{ 0x826, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.inner_first_vid" },
	{ 0x828, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.inner_second_prio" },
	{ 0x829, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.inner_second_cfi" },
	{ 0x82a, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.inner_second_vid" },
	{ 0x82c, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.inner_sip" },
	{ 0x82d, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.inner_dip" },
	{ 0x82e, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.inner_frag" },
	{ 0x82f, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.inner_ip_protocol" },
	{ 0x830, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.inner_ip_ecn" },
	{ 0x831, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.inner_ip_dscp" },
	{ 0x832, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.inner_udp_sport" },
	{ 0x833, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.inner_udp_dport" },
	{ 0x834, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.inner_tcp_sport" },
	{ 0x835, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.inner_tcp_dport" },
	{ 0x836, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.inner_tcp_flags" },
	{ 0x840, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.geneve_tlv_option_0_data" },
	{ 0x841, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.geneve_tlv_option_0_exist" },
	{ 0x845, 4, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_first_mpls_over_udp" },
	{ 0x849, 4, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_first_mpls_over_gre" },
	{ 0x84d, 4, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.inner_first_mpls" },
	{ 0x851, 4, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_first_mpls" },
	{ 0x857, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.outer_esp_spi" },
	{ 0x85a, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.bth_dst_qp" },
	{ 0x878, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.metadata_reg_c_7" },
	{ 0x879, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.metadata_reg_c_6" },
	{ 0x87a, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.metadata_reg_c_5" },
	{ 0x87b, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.metadata_reg_c_4" },
	{ 0x87c, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.metadata_reg_c_3" },
	{ 0x87d, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.metadata_reg_c_2" },
	{ 0x87e, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.metadata_reg_c_1" },
	{ 0x87f, 1, NULL, "capability.flow_table_eswitch_cap.flow_table_properties_esw_acl_egress.ft_field_bitmask_support.metadata_reg_c_0" },
	{ 0x1482, 1, NULL, "capability.flow_table_eswitch_cap.ft_field_support_2_esw_fdb.inner_l4_type" },
	{ 0x1483, 1, NULL, "capability.flow_table_eswitch_cap.ft_field_support_2_esw_fdb.outer_l4_type" },
	{ 0x148e, 1, NULL, "capability.flow_table_eswitch_cap.ft_field_support_2_esw_fdb.bth_opcode" },
	{ 0x1490, 1, NULL, "capability.flow_table_eswitch_cap.ft_field_support_2_esw_fdb.tunnel_header_0_1" },
	{ 0x1502, 1, NULL, "capability.flow_table_eswitch_cap.ft_field_bitmask_support_2_esw_fdb.inner_l4_type" },
	{ 0x1503, 1, NULL, "capability.flow_table_eswitch_cap.ft_field_bitmask_support_2_esw_fdb.outer_l4_type" },
	{ 0x150e, 1, NULL, "capability.flow_table_eswitch_cap.ft_field_bitmask_support_2_esw_fdb.bth_opcode" },
	{ 0x1510, 1, NULL, "capability.flow_table_eswitch_cap.ft_field_bitmask_support_2_esw_fdb.tunnel_header_0_1" },
	{ 0x1880, 64, NULL, "capability.flow_table_eswitch_cap.sw_steering_fdb_action_drop_icm_address_rx" },
	{ 0x18c0, 64, NULL, "capability.flow_table_eswitch_cap.sw_steering_fdb_action_drop_icm_address_tx" },
	{ 0x1900, 64, NULL, "capability.flow_table_eswitch_cap.sw_steering_uplink_icm_address_rx" },
	{ 0x1940, 64, NULL, "capability.flow_table_eswitch_cap.sw_steering_uplink_icm_address_tx" },
	{ 0x80, 1, NULL, "capability.e_switch_cap.vport_svlan_strip" },
	{ 0x81, 1, NULL, "capability.e_switch_cap.vport_cvlan_strip" },
	{ 0x82, 1, NULL, "capability.e_switch_cap.vport_svlan_insert" },
	{ 0x83, 1, NULL, "capability.e_switch_cap.vport_cvlan_insert_if_not_exist" },
	{ 0x84, 1, NULL, "capability.e_switch_cap.vport_cvlan_insert_overwrite" },
	{ 0x86, 1, NULL, "capability.e_switch_cap.vport_cvlan_insert_always" },
	{ 0x87, 1, NULL, "capability.e_switch_cap.esw_shared_ingress_acl" },
	{ 0x88, 1, NULL, "capability.e_switch_cap.esw_uplink_ingress_acl" },
	{ 0x89, 1, NULL, "capability.e_switch_cap.root_ft_on_other_esw" },
	{ 0x99, 1, NULL, "capability.e_switch_cap.esw_functions_changed" },
	{ 0x9b, 1, NULL, "capability.e_switch_cap.ecpf_vport_exists" },
	{ 0x9c, 1, NULL, "capability.e_switch_cap.counter_eswitch_affinity" },
	{ 0x9d, 1, NULL, "capability.e_switch_cap.merged_eswitch" },
	{ 0x9e, 1, NULL, "capability.e_switch_cap.nic_vport_node_guid_modify" },
	{ 0x9f, 1, NULL, "capability.e_switch_cap.nic_vport_port_guid_modify" },
	{ 0xa0, 1, NULL, "capability.e_switch_cap.vxlan_encap_decap" },
	{ 0xa1, 1, NULL, "capability.e_switch_cap.nvgre_encap_decap" },
	{ 0xa3, 5, NULL, "capability.e_switch_cap.log_max_fdb_encap_uplink" },
	{ 0xab, 5, NULL, "capability.e_switch_cap.log_max_packet_reformat_context" },
	{ 0xb6, 10, NULL, "capability.e_switch_cap.max_encap_header_size" },
	{ 0xcb, 5, NULL, "capability.e_switch_cap.log_max_esw_sf" },
	{ 0xd0, 16, NULL, "capability.e_switch_cap.esw_sf_base_id" },
	{ 0x80, 1, NULL, "capability.qos_cap.packet_pacing" },
	{ 0x81, 1, NULL, "capability.qos_cap.esw_scheduling" },
	{ 0x82, 1, NULL, "capability.qos_cap.esw_bw_share" },
	{ 0x83, 1, NULL, "capability.qos_cap.esw_rate_limit" },
	{ 0x85, 1, NULL, "capability.qos_cap.packet_pacing_burst_bound" },
	{ 0x86, 1, NULL, "capability.qos_cap.packet_pacing_typical_size" },
	{ 0x88, 1, NULL, "capability.qos_cap.nic_sq_scheduling" },
	{ 0x89, 1, NULL, "capability.qos_cap.nic_bw_share" },
	{ 0x8a, 1, NULL, "capability.qos_cap.nic_rate_limit" },
	{ 0x8b, 1, NULL, "capability.qos_cap.packet_pacing_uid" },
	{ 0x8c, 4, NULL, "capability.qos_cap.log_esw_max_sched_depth" },
	{ 0xab, 5, NULL, "capability.qos_cap.log_max_qos_nic_queue_group" },
	{ 0xc0, 32, NULL, "capability.qos_cap.packet_pacing_max_rate" },
	{ 0xe0, 32, NULL, "capability.qos_cap.packet_pacing_min_rate" },
	{ 0x110, 16, NULL, "capability.qos_cap.packet_pacing_rate_table_size" },
	{ 0x120, 16, NULL, "capability.qos_cap.esw_element_type" },
	{ 0x130, 16, NULL, "capability.qos_cap.esw_tsar_type" },
	{ 0x150, 16, NULL, "capability.qos_cap.max_qos_para_vport" },
	{ 0x160, 32, NULL, "capability.qos_cap.max_tsar_bw_share" },
	{ 0x180, 16, NULL, "capability.qos_cap.nic_element_type" },
	{ 0x190, 16, NULL, "capability.qos_cap.nic_tsar_type" },
	{ 0x1a3, 5, NULL, "capability.qos_cap.log_meter_aso_granularity" },
	{ 0x1ab, 5, NULL, "capability.qos_cap.log_meter_aso_max_alloc" },
	{ 0x1b3, 5, NULL, "capability.qos_cap.log_max_num_meter_aso" },
	{ 0x80, 1, NULL, "capability.device_mem_cap.memic" },
	{ 0xab, 5, NULL, "capability.device_mem_cap.log_min_memic_alloc_size" },
	{ 0xb8, 8, NULL, "capability.device_mem_cap.log_max_memic_addr_alignment" },
	{ 0xc0, 64, NULL, "capability.device_mem_cap.memic_bar_start_addr" },
	{ 0x100, 32, NULL, "capability.device_mem_cap.memic_bar_size" },
	{ 0x120, 32, NULL, "capability.device_mem_cap.max_memic_size" },
	{ 0x140, 64, NULL, "capability.device_mem_cap.steering_sw_icm_start_address" },
	{ 0x188, 8, NULL, "capability.device_mem_cap.log_header_modify_sw_icm_size" },
	{ 0x192, 6, NULL, "capability.device_mem_cap.log_sw_icm_alloc_granularity" },
	{ 0x198, 8, NULL, "capability.device_mem_cap.log_steering_sw_icm_size" },
	{ 0x1a0, 8, NULL, "capability.device_mem_cap.log_indirect_encap_sw_icm_size" },
	{ 0x1b8, 8, NULL, "capability.device_mem_cap.log_header_modify_pattern_sw_icm_size" },
	{ 0x1c0, 64, NULL, "capability.device_mem_cap.header_modify_sw_icm_start_address" },
	{ 0x240, 64, NULL, "capability.device_mem_cap.header_modify_pattern_sw_icm_start_address" },
	{ 0x280, 32, NULL, "capability.device_mem_cap.memic_operations" },
	{ 0x2c0, 64, NULL, "capability.device_mem_cap.indirect_encap_sw_icm_start_address" },
	{ 0x90, 1, NULL, "capability.port_selection_cap.port_select_flow_table" },
	{ 0x92, 1, NULL, "capability.port_selection_cap.port_select_flow_table_bypass" },
	{ 0x280, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_support" },
	{ 0x282, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.flow_counter" },
	{ 0x283, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.flow_modify_en" },
	{ 0x284, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.modify_root" },
	{ 0x285, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.identified_miss_table_mode" },
	{ 0x286, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.flow_table_modify" },
	{ 0x287, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.reformat" },
	{ 0x288, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.decap" },
	{ 0x289, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.reset_root_to_default" },
	{ 0x28a, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.pop_vlan" },
	{ 0x28b, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.push_vlan" },
	{ 0x28d, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.pop_vlan_2" },
	{ 0x28e, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.push_vlan_2" },
	{ 0x28f, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.reformat_and_vlan_action" },
	{ 0x291, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.sw_owner" },
	{ 0x292, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.reformat_l3_tunnel_to_l2" },
	{ 0x293, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.reformat_l2_to_l3_tunnel" },
	{ 0x294, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.reformat_and_modify_action" },
	{ 0x295, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ignore_flow_level" },
	{ 0x297, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.table_miss_action_domain" },
	{ 0x298, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.termination_table" },
	{ 0x299, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.reformat_and_fwd_to_table" },
	{ 0x29c, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ipsec_encrypt" },
	{ 0x29d, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ipsec_decrypt" },
	{ 0x29e, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.sw_owner_v2" },
	{ 0x2a0, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.termination_table_raw_traffic" },
	{ 0x2a2, 6, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.log_max_ft_size" },
	{ 0x2a8, 8, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.log_max_modify_header_context" },
	{ 0x2b0, 8, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.max_modify_header_actions" },
	{ 0x2b8, 8, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.max_ft_level" },
	{ 0x2c0, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.reformat_add_esp_trasport" },
	{ 0x2c1, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.reformat_l2_to_l3_esp_tunnel" },
	{ 0x2c2, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.reformat_add_esp_transport_over_udp" },
	{ 0x2c3, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.reformat_del_esp_trasport" },
	{ 0x2c4, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.reformat_l3_esp_tunnel_to_l2" },
	{ 0x2c5, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.reformat_del_esp_transport_over_udp" },
	{ 0x2c6, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.execute_aso" },
	{ 0x2e2, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.reformat_insert" },
	{ 0x2e3, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.reformat_remove" },
	{ 0x2e4, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.macsec_encrypt" },
	{ 0x2e5, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.macsec_decrypt" },
	{ 0x2e8, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.reformat_add_macsec" },
	{ 0x2e9, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.reformat_remove_macsec" },
	{ 0x2ea, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.reparse" },
	{ 0x2ec, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.cross_vhca_object" },
	{ 0x2ed, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.reformat_l2_to_l3_audp_tunnel" },
	{ 0x2ee, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.reformat_l3_audp_tunnel_to_l2" },
	{ 0x2ef, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ignore_flow_level_rtc_valid" },
	{ 0x2f8, 8, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.log_max_ft_num" },
	{ 0x310, 8, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.log_max_flow_counter" },
	{ 0x318, 8, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.log_max_destination" },
	{ 0x338, 8, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.log_max_flow" },
	{ 0x380, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_dmac" },
	{ 0x381, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_smac" },
	{ 0x382, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_ether_type" },
	{ 0x383, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_ip_version" },
	{ 0x384, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_first_prio" },
	{ 0x385, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_first_cfi" },
	{ 0x386, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_first_vid" },
	{ 0x387, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_ipv4_ttl" },
	{ 0x388, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_second_prio" },
	{ 0x389, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_second_cfi" },
	{ 0x38a, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_second_vid" },
	{ 0x38c, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_sip" },
	{ 0x38d, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_dip" },
	{ 0x38e, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_frag" },
	{ 0x38f, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_ip_protocol" },
	{ 0x390, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_ip_ecn" },
	{ 0x391, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_ip_dscp" },
	{ 0x392, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_udp_sport" },
	{ 0x393, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_udp_dport" },
	{ 0x394, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_tcp_sport" },
	{ 0x395, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_tcp_dport" },
	{ 0x396, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_tcp_flags" },
	{ 0x397, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_gre_protocol" },
	{ 0x398, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_gre_key" },
	{ 0x399, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_vxlan_vni" },
	{ 0x39a, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_geneve_vni" },
	{ 0x39b, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_geneve_oam" },
	{ 0x39c, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_geneve_protocol_type" },
	{ 0x39d, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_geneve_opt_len" },
	{ 0x39e, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.source_vhca_port" },
	{ 0x39f, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.source_eswitch_port" },
	{ 0x3a0, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.inner_dmac" },
	{ 0x3a1, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.inner_smac" },
	{ 0x3a2, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.inner_ether_type" },
	{ 0x3a3, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.inner_ip_version" },
	{ 0x3a4, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.inner_first_prio" },
	{ 0x3a5, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.inner_first_cfi" },
	{ 0x3a6, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.inner_first_vid" },
	{ 0x3a8, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.inner_second_prio" },
	{ 0x3a9, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.inner_second_cfi" },
	{ 0x3aa, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.inner_second_vid" },
	{ 0x3ac, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.inner_sip" },
	{ 0x3ad, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.inner_dip" },
	{ 0x3ae, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.inner_frag" },
	{ 0x3af, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.inner_ip_protocol" },
	{ 0x3b0, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.inner_ip_ecn" },
	{ 0x3b1, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.inner_ip_dscp" },
	{ 0x3b2, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.inner_udp_sport" },
	{ 0x3b3, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.inner_udp_dport" },
	{ 0x3b4, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.inner_tcp_sport" },
	{ 0x3b5, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.inner_tcp_dport" },
	{ 0x3b6, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.inner_tcp_flags" },
	{ 0x3c0, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.geneve_tlv_option_0_data" },
	{ 0x3c1, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.geneve_tlv_option_0_exist" },
	{ 0x3c5, 4, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_first_mpls_over_udp" },
	{ 0x3c9, 4, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_first_mpls_over_gre" },
	{ 0x3cd, 4, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.inner_first_mpls" },
	{ 0x3d1, 4, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_first_mpls" },
	{ 0x3d7, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.outer_esp_spi" },
	{ 0x3da, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.bth_dst_qp" },
	{ 0x3f8, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.metadata_reg_c_7" },
	{ 0x3f9, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.metadata_reg_c_6" },
	{ 0x3fa, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.metadata_reg_c_5" },
	{ 0x3fb, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.metadata_reg_c_4" },
	{ 0x3fc, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.metadata_reg_c_3" },
	{ 0x3fd, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.metadata_reg_c_2" },
	{ 0x3fe, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.metadata_reg_c_1" },
	{ 0x3ff, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_support.metadata_reg_c_0" },
	{ 0x400, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_dmac" },
	{ 0x401, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_smac" },
	{ 0x402, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_ether_type" },
	{ 0x403, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_ip_version" },
	{ 0x404, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_first_prio" },
	{ 0x405, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_first_cfi" },
	{ 0x406, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_first_vid" },
	{ 0x407, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_ipv4_ttl" },
	{ 0x408, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_second_prio" },
	{ 0x409, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_second_cfi" },
	{ 0x40a, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_second_vid" },
	{ 0x40c, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_sip" },
	{ 0x40d, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_dip" },
	{ 0x40e, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_frag" },
	{ 0x40f, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_ip_protocol" },
	{ 0x410, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_ip_ecn" },
	{ 0x411, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_ip_dscp" },
	{ 0x412, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_udp_sport" },
	{ 0x413, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_udp_dport" },
	{ 0x414, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_tcp_sport" },
	{ 0x415, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_tcp_dport" },
	{ 0x416, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_tcp_flags" },
	{ 0x417, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_gre_protocol" },
	{ 0x418, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_gre_key" },
	{ 0x419, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_vxlan_vni" },
	{ 0x41a, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_geneve_vni" },
	{ 0x41b, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_geneve_oam" },
	{ 0x41c, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_geneve_protocol_type" },
	{ 0x41d, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_geneve_opt_len" },
	{ 0x41e, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.source_vhca_port" },
	{ 0x41f, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.source_eswitch_port" },
	{ 0x420, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.inner_dmac" },
	{ 0x421, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.inner_smac" },
	{ 0x422, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.inner_ether_type" },
	{ 0x423, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.inner_ip_version" },
	{ 0x424, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.inner_first_prio" },
	{ 0x425, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.inner_first_cfi" },
	{ 0x426, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.inner_first_vid" },
	{ 0x428, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.inner_second_prio" },
	{ 0x429, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.inner_second_cfi" },
	{ 0x42a, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.inner_second_vid" },
	{ 0x42c, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.inner_sip" },
	{ 0x42d, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.inner_dip" },
	{ 0x42e, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.inner_frag" },
	{ 0x42f, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.inner_ip_protocol" },
	{ 0x430, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.inner_ip_ecn" },
	{ 0x431, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.inner_ip_dscp" },
	{ 0x432, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.inner_udp_sport" },
	{ 0x433, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.inner_udp_dport" },
	{ 0x434, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.inner_tcp_sport" },
	{ 0x435, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.inner_tcp_dport" },
	{ 0x436, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.inner_tcp_flags" },
	{ 0x440, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.geneve_tlv_option_0_data" },
	{ 0x441, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.geneve_tlv_option_0_exist" },
	{ 0x445, 4, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_first_mpls_over_udp" },
	{ 0x449, 4, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_first_mpls_over_gre" },
	{ 0x44d, 4, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.inner_first_mpls" },
	{ 0x451, 4, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_first_mpls" },
	{ 0x457, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.outer_esp_spi" },
	{ 0x45a, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.bth_dst_qp" },
	{ 0x478, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.metadata_reg_c_7" },
	{ 0x479, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.metadata_reg_c_6" },
	{ 0x47a, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.metadata_reg_c_5" },
	{ 0x47b, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.metadata_reg_c_4" },
	{ 0x47c, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.metadata_reg_c_3" },
	{ 0x47d, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.metadata_reg_c_2" },
	{ 0x47e, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.metadata_reg_c_1" },
	{ 0x47f, 1, NULL, "capability.port_selection_cap.flow_table_properties_port_selection.ft_field_bitmask_support.metadata_reg_c_0" },
	{ 0x482, 1, NULL, "capability.port_selection_cap.ft_field_support_2_port_selection.inner_l4_type" },
	{ 0x483, 1, NULL, "capability.port_selection_cap.ft_field_support_2_port_selection.outer_l4_type" },
	{ 0x48e, 1, NULL, "capability.port_selection_cap.ft_field_support_2_port_selection.bth_opcode" },
	{ 0x490, 1, NULL, "capability.port_selection_cap.ft_field_support_2_port_selection.tunnel_header_0_1" },
	{ 0x83, 5, NULL, "capability.adv_virtualization_cap.pg_track_log_max_num" },
	{ 0x88, 8, NULL, "capability.adv_virtualization_cap.pg_track_max_num_range" },
	{ 0x90, 8, NULL, "capability.adv_virtualization_cap.pg_track_log_min_addr_space" },
	{ 0x98, 8, NULL, "capability.adv_virtualization_cap.pg_track_log_max_addr_space" },
	{ 0xa3, 5, NULL, "capability.adv_virtualization_cap.pg_track_log_min_msg_size" },
	{ 0xab, 5, NULL, "capability.adv_virtualization_cap.pg_track_log_max_msg_size" },
	{ 0xb3, 5, NULL, "capability.adv_virtualization_cap.pg_track_log_min_page_size" },
	{ 0xbb, 5, NULL, "capability.adv_virtualization_cap.pg_track_log_max_page_size" },
	{ 0x83, 5, NULL, "capability.shampo_cap.shampo_log_max_reservation_size" },
	{ 0x8b, 5, NULL, "capability.shampo_cap.shampo_log_min_reservation_size" },
	{ 0x90, 16, NULL, "capability.shampo_cap.shampo_min_mss_size" },
	{ 0xa0, 1, NULL, "capability.shampo_cap.shampo_header_split" },
	{ 0xa1, 1, NULL, "capability.shampo_cap.shampo_header_split_data_merge" },
	{ 0xa3, 5, NULL, "capability.shampo_cap.shampo_log_max_headers_entry_size" },
	{ 0x81, 1, NULL, "capability.psp_cap.psp_crypto_offload" },
	{ 0x83, 1, NULL, "capability.psp_cap.psp_crypto_esp_aes_gcm_256_encrypt" },
	{ 0x84, 1, NULL, "capability.psp_cap.psp_crypto_esp_aes_gcm_128_encrypt" },
	{ 0x85, 1, NULL, "capability.psp_cap.psp_crypto_esp_aes_gcm_256_decrypt" },
	{ 0x86, 1, NULL, "capability.psp_cap.psp_crypto_esp_aes_gcm_128_decrypt" },
	{ 0x8b, 5, NULL, "capability.psp_cap.log_max_num_of_psp_spi" },
	{ 0x80, 1, NULL, "capability.adv_rdma_cap.rdma_transport_manager" },
	{ 0x81, 1, NULL, "capability.adv_rdma_cap.rdma_transport_manager_other_eswitch" },
	{ 0xa0, 8, NULL, "capability.adv_rdma_cap.rcx_type" },
	{ 0xaa, 6, NULL, "capability.adv_rdma_cap.ps_entry_log_max_value" },
	{ 0xb6, 10, NULL, "capability.adv_rdma_cap.qp_max_ps_num_entry" },
	{ 0xc0, 8, NULL, "capability.adv_rdma_cap.mp_max_num_queues" },
	{ 0xc8, 8, NULL, "capability.adv_rdma_cap.ps_user_context_max_log_size" },
	{ 0xd0, 8, NULL, "capability.adv_rdma_cap.message_based_qp_and_striding_wq" },
	{ 0xe0, 16, NULL, "capability.adv_rdma_cap.max_receive_send_message_size_stride" },
	{ 0x100, 32, NULL, "capability.adv_rdma_cap.max_receive_send_message_size_byte" },
	{ 0x280, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_support" },
	{ 0x282, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.flow_counter" },
	{ 0x283, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.flow_modify_en" },
	{ 0x284, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.modify_root" },
	{ 0x285, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.identified_miss_table_mode" },
	{ 0x286, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.flow_table_modify" },
	{ 0x287, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.reformat" },
	{ 0x288, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.decap" },
	{ 0x289, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.reset_root_to_default" },
	{ 0x28a, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.pop_vlan" },
	{ 0x28b, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.push_vlan" },
	{ 0x28d, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.pop_vlan_2" },
	{ 0x28e, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.push_vlan_2" },
	{ 0x28f, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.reformat_and_vlan_action" },
	{ 0x291, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.sw_owner" },
	{ 0x292, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.reformat_l3_tunnel_to_l2" },
	{ 0x293, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.reformat_l2_to_l3_tunnel" },
	{ 0x294, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.reformat_and_modify_action" },
	{ 0x295, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ignore_flow_level" },
	{ 0x297, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.table_miss_action_domain" },
	{ 0x298, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.termination_table" },
	{ 0x299, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.reformat_and_fwd_to_table" },
	{ 0x29c, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ipsec_encrypt" },
	{ 0x29d, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ipsec_decrypt" },
	{ 0x29e, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.sw_owner_v2" },
	{ 0x2a0, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.termination_table_raw_traffic" },
	{ 0x2a2, 6, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.log_max_ft_size" },
	{ 0x2a8, 8, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.log_max_modify_header_context" },
	{ 0x2b0, 8, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.max_modify_header_actions" },
	{ 0x2b8, 8, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.max_ft_level" },
	{ 0x2c0, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.reformat_add_esp_trasport" },
	{ 0x2c1, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.reformat_l2_to_l3_esp_tunnel" },
	{ 0x2c2, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.reformat_add_esp_transport_over_udp" },
	{ 0x2c3, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.reformat_del_esp_trasport" },
	{ 0x2c4, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.reformat_l3_esp_tunnel_to_l2" },
	{ 0x2c5, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.reformat_del_esp_transport_over_udp" },
	{ 0x2c6, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.execute_aso" },
	{ 0x2e2, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.reformat_insert" },
	{ 0x2e3, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.reformat_remove" },
	{ 0x2e4, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.macsec_encrypt" },
	{ 0x2e5, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.macsec_decrypt" },
	{ 0x2e8, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.reformat_add_macsec" },
	{ 0x2e9, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.reformat_remove_macsec" },
	{ 0x2ea, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.reparse" },
	{ 0x2ec, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.cross_vhca_object" },
	{ 0x2ed, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.reformat_l2_to_l3_audp_tunnel" },
	{ 0x2ee, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.reformat_l3_audp_tunnel_to_l2" },
	{ 0x2ef, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ignore_flow_level_rtc_valid" },
	{ 0x2f8, 8, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.log_max_ft_num" },
	{ 0x310, 8, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.log_max_flow_counter" },
	{ 0x318, 8, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.log_max_destination" },
	{ 0x338, 8, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.log_max_flow" },
	{ 0x380, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_dmac" },
	{ 0x381, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_smac" },
	{ 0x382, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_ether_type" },
	{ 0x383, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_ip_version" },
	{ 0x384, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_first_prio" },
	{ 0x385, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_first_cfi" },
	{ 0x386, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_first_vid" },
	{ 0x387, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_ipv4_ttl" },
	{ 0x388, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_second_prio" },
	{ 0x389, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_second_cfi" },
	{ 0x38a, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_second_vid" },
	{ 0x38c, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_sip" },
	{ 0x38d, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_dip" },
	{ 0x38e, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_frag" },
	{ 0x38f, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_ip_protocol" },
	{ 0x390, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_ip_ecn" },
	{ 0x391, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_ip_dscp" },
	{ 0x392, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_udp_sport" },
	{ 0x393, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_udp_dport" },
	{ 0x394, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_tcp_sport" },
	{ 0x395, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_tcp_dport" },
	{ 0x396, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_tcp_flags" },
	{ 0x397, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_gre_protocol" },
	{ 0x398, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_gre_key" },
	{ 0x399, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_vxlan_vni" },
	{ 0x39a, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_geneve_vni" },
	{ 0x39b, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_geneve_oam" },
	{ 0x39c, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_geneve_protocol_type" },
	{ 0x39d, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_geneve_opt_len" },
	{ 0x39e, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.source_vhca_port" },
	{ 0x39f, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.source_eswitch_port" },
	{ 0x3a0, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.inner_dmac" },
	{ 0x3a1, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.inner_smac" },
	{ 0x3a2, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.inner_ether_type" },
	{ 0x3a3, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.inner_ip_version" },
	{ 0x3a4, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.inner_first_prio" },
	{ 0x3a5, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.inner_first_cfi" },
	{ 0x3a6, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.inner_first_vid" },
	{ 0x3a8, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.inner_second_prio" },
	{ 0x3a9, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.inner_second_cfi" },
	{ 0x3aa, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.inner_second_vid" },
	{ 0x3ac, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.inner_sip" },
	{ 0x3ad, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.inner_dip" },
	{ 0x3ae, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.inner_frag" },
	{ 0x3af, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.inner_ip_protocol" },
	{ 0x3b0, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.inner_ip_ecn" },
	{ 0x3b1, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.inner_ip_dscp" },
	{ 0x3b2, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.inner_udp_sport" },
	{ 0x3b3, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.inner_udp_dport" },
	{ 0x3b4, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.inner_tcp_sport" },
	{ 0x3b5, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.inner_tcp_dport" },
	{ 0x3b6, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.inner_tcp_flags" },
	{ 0x3c0, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.geneve_tlv_option_0_data" },
	{ 0x3c1, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.geneve_tlv_option_0_exist" },
	{ 0x3c5, 4, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_first_mpls_over_udp" },
	{ 0x3c9, 4, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_first_mpls_over_gre" },
	{ 0x3cd, 4, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.inner_first_mpls" },
	{ 0x3d1, 4, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_first_mpls" },
	{ 0x3d7, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.outer_esp_spi" },
	{ 0x3da, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.bth_dst_qp" },
	{ 0x3f8, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.metadata_reg_c_7" },
	{ 0x3f9, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.metadata_reg_c_6" },
	{ 0x3fa, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.metadata_reg_c_5" },
	{ 0x3fb, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.metadata_reg_c_4" },
	{ 0x3fc, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.metadata_reg_c_3" },
	{ 0x3fd, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.metadata_reg_c_2" },
	{ 0x3fe, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.metadata_reg_c_1" },
	{ 0x3ff, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_support.metadata_reg_c_0" },
	{ 0x400, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_dmac" },
	{ 0x401, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_smac" },
	{ 0x402, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_ether_type" },
	{ 0x403, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_ip_version" },
	{ 0x404, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_first_prio" },
	{ 0x405, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_first_cfi" },
	{ 0x406, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_first_vid" },
	{ 0x407, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_ipv4_ttl" },
	{ 0x408, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_second_prio" },
	{ 0x409, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_second_cfi" },
	{ 0x40a, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_second_vid" },
	{ 0x40c, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_sip" },
	{ 0x40d, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_dip" },
	{ 0x40e, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_frag" },
	{ 0x40f, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_ip_protocol" },
	{ 0x410, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_ip_ecn" },
	{ 0x411, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_ip_dscp" },
	{ 0x412, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_udp_sport" },
	{ 0x413, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_udp_dport" },
	{ 0x414, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_tcp_sport" },
	{ 0x415, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_tcp_dport" },
	{ 0x416, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_tcp_flags" },
	{ 0x417, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_gre_protocol" },
	{ 0x418, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_gre_key" },
	{ 0x419, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_vxlan_vni" },
	{ 0x41a, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_geneve_vni" },
	{ 0x41b, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_geneve_oam" },
	{ 0x41c, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_geneve_protocol_type" },
	{ 0x41d, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_geneve_opt_len" },
	{ 0x41e, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.source_vhca_port" },
	{ 0x41f, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.source_eswitch_port" },
	{ 0x420, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.inner_dmac" },
	{ 0x421, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.inner_smac" },
	{ 0x422, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.inner_ether_type" },
	{ 0x423, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.inner_ip_version" },
	{ 0x424, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.inner_first_prio" },
	{ 0x425, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.inner_first_cfi" },
	{ 0x426, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.inner_first_vid" },
	{ 0x428, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.inner_second_prio" },
	{ 0x429, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.inner_second_cfi" },
	{ 0x42a, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.inner_second_vid" },
	{ 0x42c, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.inner_sip" },
	{ 0x42d, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.inner_dip" },
	{ 0x42e, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.inner_frag" },
	{ 0x42f, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.inner_ip_protocol" },
	{ 0x430, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.inner_ip_ecn" },
	{ 0x431, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.inner_ip_dscp" },
	{ 0x432, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.inner_udp_sport" },
	{ 0x433, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.inner_udp_dport" },
	{ 0x434, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.inner_tcp_sport" },
	{ 0x435, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.inner_tcp_dport" },
	{ 0x436, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.inner_tcp_flags" },
	{ 0x440, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.geneve_tlv_option_0_data" },
	{ 0x441, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.geneve_tlv_option_0_exist" },
	{ 0x445, 4, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_first_mpls_over_udp" },
	{ 0x449, 4, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_first_mpls_over_gre" },
	{ 0x44d, 4, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.inner_first_mpls" },
	{ 0x451, 4, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_first_mpls" },
	{ 0x457, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.outer_esp_spi" },
	{ 0x45a, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.bth_dst_qp" },
	{ 0x478, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.metadata_reg_c_7" },
	{ 0x479, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.metadata_reg_c_6" },
	{ 0x47a, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.metadata_reg_c_5" },
	{ 0x47b, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.metadata_reg_c_4" },
	{ 0x47c, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.metadata_reg_c_3" },
	{ 0x47d, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.metadata_reg_c_2" },
	{ 0x47e, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.metadata_reg_c_1" },
	{ 0x47f, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_flow_table_properties.ft_field_bitmask_support.metadata_reg_c_0" },
	{ 0x480, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_support" },
	{ 0x482, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.flow_counter" },
	{ 0x483, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.flow_modify_en" },
	{ 0x484, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.modify_root" },
	{ 0x485, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.identified_miss_table_mode" },
	{ 0x486, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.flow_table_modify" },
	{ 0x487, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.reformat" },
	{ 0x488, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.decap" },
	{ 0x489, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.reset_root_to_default" },
	{ 0x48a, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.pop_vlan" },
	{ 0x48b, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.push_vlan" },
	{ 0x48d, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.pop_vlan_2" },
	{ 0x48e, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.push_vlan_2" },
	{ 0x48f, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.reformat_and_vlan_action" },
	{ 0x491, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.sw_owner" },
	{ 0x492, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.reformat_l3_tunnel_to_l2" },
	{ 0x493, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.reformat_l2_to_l3_tunnel" },
	{ 0x494, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.reformat_and_modify_action" },
	{ 0x495, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ignore_flow_level" },
	{ 0x497, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.table_miss_action_domain" },
	{ 0x498, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.termination_table" },
	{ 0x499, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.reformat_and_fwd_to_table" },
	{ 0x49c, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ipsec_encrypt" },
	{ 0x49d, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ipsec_decrypt" },
	{ 0x49e, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.sw_owner_v2" },
	{ 0x4a0, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.termination_table_raw_traffic" },
	{ 0x4a2, 6, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.log_max_ft_size" },
	{ 0x4a8, 8, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.log_max_modify_header_context" },
	{ 0x4b0, 8, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.max_modify_header_actions" },
	{ 0x4b8, 8, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.max_ft_level" },
	{ 0x4c0, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.reformat_add_esp_trasport" },
	{ 0x4c1, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.reformat_l2_to_l3_esp_tunnel" },
	{ 0x4c2, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.reformat_add_esp_transport_over_udp" },
	{ 0x4c3, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.reformat_del_esp_trasport" },
	{ 0x4c4, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.reformat_l3_esp_tunnel_to_l2" },
	{ 0x4c5, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.reformat_del_esp_transport_over_udp" },
	{ 0x4c6, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.execute_aso" },
	{ 0x4e2, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.reformat_insert" },
	{ 0x4e3, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.reformat_remove" },
	{ 0x4e4, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.macsec_encrypt" },
	{ 0x4e5, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.macsec_decrypt" },
	{ 0x4e8, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.reformat_add_macsec" },
	{ 0x4e9, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.reformat_remove_macsec" },
	{ 0x4ea, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.reparse" },
	{ 0x4ec, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.cross_vhca_object" },
	{ 0x4ed, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.reformat_l2_to_l3_audp_tunnel" },
	{ 0x4ee, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.reformat_l3_audp_tunnel_to_l2" },
	{ 0x4ef, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ignore_flow_level_rtc_valid" },
	{ 0x4f8, 8, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.log_max_ft_num" },
	{ 0x510, 8, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.log_max_flow_counter" },
	{ 0x518, 8, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.log_max_destination" },
	{ 0x538, 8, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.log_max_flow" },
	{ 0x580, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_dmac" },
	{ 0x581, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_smac" },
	{ 0x582, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_ether_type" },
	{ 0x583, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_ip_version" },
	{ 0x584, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_first_prio" },
	{ 0x585, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_first_cfi" },
	{ 0x586, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_first_vid" },
	{ 0x587, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_ipv4_ttl" },
	{ 0x588, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_second_prio" },
	{ 0x589, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_second_cfi" },
	{ 0x58a, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_second_vid" },
	{ 0x58c, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_sip" },
	{ 0x58d, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_dip" },
	{ 0x58e, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_frag" },
	{ 0x58f, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_ip_protocol" },
	{ 0x590, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_ip_ecn" },
	{ 0x591, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_ip_dscp" },
	{ 0x592, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_udp_sport" },
	{ 0x593, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_udp_dport" },
	{ 0x594, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_tcp_sport" },
	{ 0x595, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_tcp_dport" },
	{ 0x596, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_tcp_flags" },
	{ 0x597, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_gre_protocol" },
	{ 0x598, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_gre_key" },
	{ 0x599, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_vxlan_vni" },
	{ 0x59a, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_geneve_vni" },
	{ 0x59b, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_geneve_oam" },
	{ 0x59c, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_geneve_protocol_type" },
	{ 0x59d, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_geneve_opt_len" },
	{ 0x59e, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.source_vhca_port" },
	{ 0x59f, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.source_eswitch_port" },
	{ 0x5a0, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.inner_dmac" },
	{ 0x5a1, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.inner_smac" },
	{ 0x5a2, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.inner_ether_type" },
	{ 0x5a3, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.inner_ip_version" },
	{ 0x5a4, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.inner_first_prio" },
	{ 0x5a5, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.inner_first_cfi" },
	{ 0x5a6, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.inner_first_vid" },
	{ 0x5a8, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.inner_second_prio" },
	{ 0x5a9, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.inner_second_cfi" },
	{ 0x5aa, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.inner_second_vid" },
	{ 0x5ac, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.inner_sip" },
	{ 0x5ad, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.inner_dip" },
	{ 0x5ae, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.inner_frag" },
	{ 0x5af, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.inner_ip_protocol" },
	{ 0x5b0, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.inner_ip_ecn" },
	{ 0x5b1, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.inner_ip_dscp" },
	{ 0x5b2, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.inner_udp_sport" },
	{ 0x5b3, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.inner_udp_dport" },
	{ 0x5b4, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.inner_tcp_sport" },
	{ 0x5b5, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.inner_tcp_dport" },
	{ 0x5b6, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.inner_tcp_flags" },
	{ 0x5c0, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.geneve_tlv_option_0_data" },
	{ 0x5c1, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.geneve_tlv_option_0_exist" },
	{ 0x5c5, 4, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_first_mpls_over_udp" },
	{ 0x5c9, 4, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_first_mpls_over_gre" },
	{ 0x5cd, 4, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.inner_first_mpls" },
	{ 0x5d1, 4, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_first_mpls" },
	{ 0x5d7, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.outer_esp_spi" },
	{ 0x5da, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.bth_dst_qp" },
	{ 0x5f8, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.metadata_reg_c_7" },
	{ 0x5f9, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.metadata_reg_c_6" },
	{ 0x5fa, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.metadata_reg_c_5" },
	{ 0x5fb, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.metadata_reg_c_4" },
	{ 0x5fc, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.metadata_reg_c_3" },
	{ 0x5fd, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.metadata_reg_c_2" },
	{ 0x5fe, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.metadata_reg_c_1" },
	{ 0x5ff, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_support.metadata_reg_c_0" },
	{ 0x600, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_dmac" },
	{ 0x601, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_smac" },
	{ 0x602, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_ether_type" },
	{ 0x603, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_ip_version" },
	{ 0x604, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_first_prio" },
	{ 0x605, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_first_cfi" },
	{ 0x606, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_first_vid" },
	{ 0x607, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_ipv4_ttl" },
	{ 0x608, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_second_prio" },
	{ 0x609, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_second_cfi" },
	{ 0x60a, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_second_vid" },
	{ 0x60c, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_sip" },
	{ 0x60d, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_dip" },
	{ 0x60e, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_frag" },
	{ 0x60f, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_ip_protocol" },
	{ 0x610, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_ip_ecn" },
	{ 0x611, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_ip_dscp" },
	{ 0x612, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_udp_sport" },
	{ 0x613, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_udp_dport" },
	{ 0x614, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_tcp_sport" },
	{ 0x615, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_tcp_dport" },
	{ 0x616, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_tcp_flags" },
	{ 0x617, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_gre_protocol" },
	{ 0x618, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_gre_key" },
	{ 0x619, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_vxlan_vni" },
	{ 0x61a, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_geneve_vni" },
	{ 0x61b, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_geneve_oam" },
	{ 0x61c, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_geneve_protocol_type" },
	{ 0x61d, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_geneve_opt_len" },
	{ 0x61e, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.source_vhca_port" },
	{ 0x61f, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.source_eswitch_port" },
	{ 0x620, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.inner_dmac" },
	{ 0x621, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.inner_smac" },
	{ 0x622, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.inner_ether_type" },
	{ 0x623, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.inner_ip_version" },
	{ 0x624, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.inner_first_prio" },
	{ 0x625, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.inner_first_cfi" },
	{ 0x626, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.inner_first_vid" },
	{ 0x628, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.inner_second_prio" },
	{ 0x629, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.inner_second_cfi" },
	{ 0x62a, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.inner_second_vid" },
	{ 0x62c, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.inner_sip" },
	{ 0x62d, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.inner_dip" },
	{ 0x62e, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.inner_frag" },
	{ 0x62f, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.inner_ip_protocol" },
	{ 0x630, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.inner_ip_ecn" },
	{ 0x631, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.inner_ip_dscp" },
	{ 0x632, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.inner_udp_sport" },
	{ 0x633, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.inner_udp_dport" },
	{ 0x634, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.inner_tcp_sport" },
	{ 0x635, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.inner_tcp_dport" },
	{ 0x636, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.inner_tcp_flags" },
	{ 0x640, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.geneve_tlv_option_0_data" },
	{ 0x641, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.geneve_tlv_option_0_exist" },
	{ 0x645, 4, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_first_mpls_over_udp" },
	{ 0x649, 4, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_first_mpls_over_gre" },
	{ 0x64d, 4, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.inner_first_mpls" },
	{ 0x651, 4, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_first_mpls" },
	{ 0x657, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.outer_esp_spi" },
	{ 0x65a, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.bth_dst_qp" },
	{ 0x678, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.metadata_reg_c_7" },
	{ 0x679, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.metadata_reg_c_6" },
	{ 0x67a, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.metadata_reg_c_5" },
	{ 0x67b, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.metadata_reg_c_4" },
	{ 0x67c, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.metadata_reg_c_3" },
	{ 0x67d, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.metadata_reg_c_2" },
	{ 0x67e, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.metadata_reg_c_1" },
	{ 0x67f, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_flow_table_properties.ft_field_bitmask_support.metadata_reg_c_0" },
	{ 0x682, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_ft_field_support_2.inner_l4_type" },
	{ 0x683, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_ft_field_support_2.outer_l4_type" },
	{ 0x68e, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_ft_field_support_2.bth_opcode" },
	{ 0x690, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_ft_field_support_2.tunnel_header_0_1" },
	{ 0x702, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_ft_field_support_2.inner_l4_type" },
	{ 0x703, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_ft_field_support_2.outer_l4_type" },
	{ 0x70e, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_ft_field_support_2.bth_opcode" },
	{ 0x710, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_ft_field_support_2.tunnel_header_0_1" },
	{ 0x782, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_ft_field_bitmask_support_2.inner_l4_type" },
	{ 0x783, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_ft_field_bitmask_support_2.outer_l4_type" },
	{ 0x78e, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_ft_field_bitmask_support_2.bth_opcode" },
	{ 0x790, 1, NULL, "capability.adv_rdma_cap.rdma_transport_rx_ft_field_bitmask_support_2.tunnel_header_0_1" },
	{ 0x802, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_ft_field_bitmask_support_2.inner_l4_type" },
	{ 0x803, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_ft_field_bitmask_support_2.outer_l4_type" },
	{ 0x80e, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_ft_field_bitmask_support_2.bth_opcode" },
	{ 0x810, 1, NULL, "capability.adv_rdma_cap.rdma_transport_tx_ft_field_bitmask_support_2.tunnel_header_0_1" },
	{ 0xb3, 5, NULL, "capability.tlp_dev_emu_capabilities.log_tlp_rsp_gw_page_stride" },
	{ 0x18c, 4, NULL, "capability.tlp_dev_emu_capabilities.tlp_rsp_gw_num_pages" },
	{ 0x240, 64, NULL, "capability.tlp_dev_emu_capabilities.tlp_rsp_gw_pages_bar_offset" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_ISSI: query_issi_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_issi[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* SET_ISSI: set_issi_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_set_issi[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x50, 16, NULL, "current_issi" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_DRIVER_VERSION: query_driver_version_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_driver_version[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_OTHER_HCA_CAP: query_other_hca_cap_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_other_hca_cap[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x50, 16, NULL, "function_id" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_SF_PARTITION: query_sf_partitions_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_sf_partition[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_VHCA_MIGRATION_STATE: query_vhca_migration_state_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_vhca_migration_state[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x40, 1, NULL, "incremental" },
	{ 0x41, 1, NULL, "chunk" },
	{ 0x50, 16, NULL, "vhca_id" },
	{ 0, 0, NULL, NULL },
};
/* CREATE_MKEY: create_mkey_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_create_mkey[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x60, 1, NULL, "pg_access" },
	{ 0x61, 1, NULL, "mkey_umem_valid" },
	{ 0x62, 1, NULL, "data_direct" },
	{ 0x81, 1, NULL, "memory_key_mkey_entry.free" },
	{ 0x83, 3, NULL, "memory_key_mkey_entry.access_mode_4_2" },
	{ 0x8d, 1, NULL, "memory_key_mkey_entry.relaxed_ordering_write" },
	{ 0x8f, 1, NULL, "memory_key_mkey_entry.small_fence_on_rdma_read_response" },
	{ 0x90, 1, NULL, "memory_key_mkey_entry.umr_en" },
	{ 0x91, 1, NULL, "memory_key_mkey_entry.a" },
	{ 0x92, 1, NULL, "memory_key_mkey_entry.rw" },
	{ 0x93, 1, NULL, "memory_key_mkey_entry.rr" },
	{ 0x94, 1, NULL, "memory_key_mkey_entry.lw" },
	{ 0x95, 1, NULL, "memory_key_mkey_entry.lr" },
	{ 0x96, 2, &mlx5_fuzz_en_mkc_access_mode, "memory_key_mkey_entry.access_mode_1_0" },
	{ 0x9a, 2, NULL, "memory_key_mkey_entry.ma_translation_mode" },
	{ 0xa0, 24, NULL, "memory_key_mkey_entry.qpn" },
	{ 0xb8, 8, NULL, "memory_key_mkey_entry.mkey_7_0" },
	{ 0xe0, 1, NULL, "memory_key_mkey_entry.length64" },
	{ 0xe1, 1, NULL, "memory_key_mkey_entry.bsf_en" },
	{ 0xe2, 1, NULL, "memory_key_mkey_entry.sync_umr" },
	{ 0xe5, 1, NULL, "memory_key_mkey_entry.expected_sigerr_count" },
	{ 0xe7, 1, NULL, "memory_key_mkey_entry.en_rinval" },
	{ 0xe8, 24, NULL, "memory_key_mkey_entry.pd" },
	{ 0x100, 64, NULL, "memory_key_mkey_entry.start_addr" },
	{ 0x140, 64, NULL, "memory_key_mkey_entry.len" },
	{ 0x180, 32, NULL, "memory_key_mkey_entry.bsf_octword_size" },
	{ 0x200, 16, NULL, "memory_key_mkey_entry.crossing_target_vhca_id" },
	{ 0x220, 32, NULL, "memory_key_mkey_entry.translations_octword_size" },
	{ 0x259, 1, NULL, "memory_key_mkey_entry.relaxed_ordering_read" },
	{ 0x25a, 6, NULL, "memory_key_mkey_entry.log_page_size" },
	{ 0x300, 32, NULL, "translations_octword_actual_size" },
	{ 0x320, 32, NULL, "mkey_umem_id" },
	{ 0x340, 64, NULL, "mkey_umem_offset" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_MKEY: query_mkey_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_mkey[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x48, 24, NULL, "mkey_index" },
	{ 0x60, 1, NULL, "pg_access" },
	{ 0, 0, NULL, NULL },
};
/* DESTROY_MKEY: destroy_mkey_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_destroy_mkey[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x48, 24, NULL, "mkey_index" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_SPECIAL_CONTEXTS: query_special_contexts_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_special_contexts[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* CREATE_EQ: create_eq_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_create_eq[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x80, 4, NULL, "eq_context_entry.status" },
	{ 0x8d, 1, NULL, "eq_context_entry.ec" },
	{ 0x8e, 1, NULL, "eq_context_entry.oi" },
	{ 0x94, 4, &mlx5_fuzz_en_eqc_st, "eq_context_entry.st" },
	{ 0xd4, 6, NULL, "eq_context_entry.page_offset" },
	{ 0xe3, 5, NULL, "eq_context_entry.log_eq_size" },
	{ 0xe8, 24, NULL, "eq_context_entry.uar_page" },
	{ 0x134, 12, NULL, "eq_context_entry.intr" },
	{ 0x143, 5, NULL, "eq_context_entry.log_page_size" },
	{ 0x1c8, 24, NULL, "eq_context_entry.consumer_counter" },
	{ 0x1e8, 24, NULL, "eq_context_entry.producer_counter" },
	{ 0, 0, NULL, NULL },
};
/* DESTROY_EQ: destroy_eq_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_destroy_eq[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x58, 8, NULL, "eq_number" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_EQ: query_eq_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_eq[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x58, 8, NULL, "eq_number" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_CQ: query_cq_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_cq[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x48, 24, NULL, "cqn" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_QP: query_qp_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_qp[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x40, 1, NULL, "qpc_ext" },
	{ 0x48, 24, NULL, "qpn" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_RDB: query_rdb_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_rdb[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x48, 24, NULL, "qpn" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_PSV: query_psv_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_psv[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x48, 24, NULL, "psv_index" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_SRQ: query_srq_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_srq[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x48, 24, NULL, "srqn" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_XRC_SRQ: query_xrc_srq_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_xrc_srq[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x48, 24, NULL, "xrc_srqn" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_DCT: query_dct_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_dct[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x48, 24, NULL, "dctn" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_DC_CNAK_TRACE: query_dc_cnak_trace_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_dc_cnak_trace[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_XRQ: query_xrq_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_xrq[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x48, 24, NULL, "xrqn" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_NVMF_BACKEND_CONTROLLER: nvmf_query_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_nvmf_backend_controller[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_XRQ_DC_PARAMS_ENTRY: query_xrq_dc_params_entry_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_xrq_dc_params_entry[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x48, 24, NULL, "xrqn" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_XRQ_ERROR_PARAMS: query_xrq_error_params_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_xrq_error_params[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x48, 24, NULL, "xrqn" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_NVMF_NAMESPACE_CONTEXT: nvmf_query_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_nvmf_namespace_context[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_ADJACENT_FUNCTIONS_ID: query_adjacent_functions_id_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_adjacent_functions_id[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* DELEGATE_VHCA_MANAGEMENT: delegate_vhca_management_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_delegate_vhca_management[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_DELEGATED_VHCA: query_delegated_vhca_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_delegated_vhca[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_ESW_FUNCTIONS: query_esw_functions_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_esw_functions[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_VPORT_STATE: query_vport_state_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_vport_state[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x40, 1, NULL, "other_vport" },
	{ 0x50, 16, NULL, "vport_number" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_ESW_VPORT_CONTEXT: query_esw_vport_context_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_esw_vport_context[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x40, 1, NULL, "other_vport" },
	{ 0x50, 16, NULL, "vport_number" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_NIC_VPORT_CONTEXT: query_nic_vport_context_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_nic_vport_context[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x40, 1, NULL, "other_vport" },
	{ 0x50, 16, NULL, "vport_number" },
	{ 0x65, 3, NULL, "allowed_list_type" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_ROCE_ADDRESS: query_roce_address_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_roce_address[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x40, 16, NULL, "roce_address_index" },
	{ 0x5c, 4, NULL, "vhca_port_num" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_HCA_VPORT_CONTEXT: query_hca_vport_context_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_hca_vport_context[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x40, 1, NULL, "other_vport" },
	{ 0x4c, 4, NULL, "port_num" },
	{ 0x50, 16, NULL, "vport_number" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_HCA_VPORT_GID: query_hca_vport_gid_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_hca_vport_gid[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x40, 1, NULL, "other_vport" },
	{ 0x4c, 4, NULL, "port_num" },
	{ 0x50, 16, NULL, "vport_number" },
	{ 0x70, 16, NULL, "gid_index" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_HCA_VPORT_PKEY: query_hca_vport_pkey_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_hca_vport_pkey[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x40, 1, NULL, "other_vport" },
	{ 0x4c, 4, NULL, "port_num" },
	{ 0x50, 16, NULL, "vport_number" },
	{ 0x70, 16, NULL, "pkey_index" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_VNIC_ENV: query_vnic_env_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_vnic_env[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x40, 1, NULL, "other_vport" },
	{ 0x50, 16, NULL, "vport_number" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_VPORT_COUNTER: query_vport_counter_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_vport_counter[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x40, 1, NULL, "other_vport" },
	{ 0x4c, 4, NULL, "port_num" },
	{ 0x50, 16, NULL, "vport_number" },
	{ 0xc0, 1, NULL, "clear" },
	{ 0, 0, NULL, NULL },
};
/* ALLOC_Q_COUNTER: alloc_q_counter_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_alloc_q_counter[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* DEALLOC_Q_COUNTER: dealloc_q_counter_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_dealloc_q_counter[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x58, 8, NULL, "counter_set_id" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_Q_COUNTER: query_q_counter_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_q_counter[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x40, 1, NULL, "other_vport" },
	{ 0x50, 16, NULL, "vport_number" },
	{ 0xc0, 1, NULL, "clear" },
	{ 0xc1, 1, NULL, "aggregate" },
	{ 0xf8, 8, NULL, "counter_set_id" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_RATE_LIMIT: query_rate_limit_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_rate_limit[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x50, 16, NULL, "rate_limit_index" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_SCHEDULING_ELEMENT: query_scheduling_element_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_scheduling_element[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x40, 8, NULL, "scheduling_hierarchy" },
	{ 0x60, 32, NULL, "scheduling_element_id" },
	{ 0, 0, NULL, NULL },
};
/* ALLOC_PD: alloc_pd_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_alloc_pd[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* DEALLOC_PD: dealloc_pd_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_dealloc_pd[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x48, 24, NULL, "pd" },
	{ 0, 0, NULL, NULL },
};
/* ALLOC_UAR: alloc_uar_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_alloc_uar[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* DEALLOC_UAR: dealloc_uar_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_dealloc_uar[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x48, 24, NULL, "uar" },
	{ 0, 0, NULL, NULL },
};
/* ACCESS_REG: access_register_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_access_reg[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x50, 16, &mlx5_fuzz_en_reg_id, "register_id" },
	{ 0x60, 32, NULL, "argument" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_MAD_DEMUX: query_mad_demux_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_mad_demux[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* NOP: nop_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_nop[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_BURST_SIZE: query_burst_size_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_burst_size[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_DIAGNOSTIC_PARAMS: query_diagnostic_params_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_diagnostic_params[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* SET_DIAGNOSTIC_PARAMS: set_diagnostic_params_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_set_diagnostic_params[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x40, 16, NULL, "diagnostic_params_context.num_of_counters" },
	{ 0x58, 8, NULL, "diagnostic_params_context.log_num_of_samples" },
	{ 0x60, 1, NULL, "diagnostic_params_context.single" },
	{ 0x61, 1, NULL, "diagnostic_params_context.repetitive" },
	{ 0x62, 1, NULL, "diagnostic_params_context.sync" },
	{ 0x63, 1, NULL, "diagnostic_params_context.clear" },
	{ 0x64, 1, NULL, "diagnostic_params_context.on_demand" },
	{ 0x65, 1, NULL, "diagnostic_params_context.enable" },
	{ 0x78, 8, NULL, "diagnostic_params_context.log_sample_period" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_DIAGNOSTIC_COUNTERS: query_diagnostic_counters_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_diagnostic_counters[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x40, 16, NULL, "num_of_samples" },
	{ 0x50, 16, NULL, "sample_index" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_CONG_STATUS: query_cong_status_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_cong_status[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x58, 4, NULL, "priority" },
	{ 0x5c, 4, &mlx5_fuzz_en_cong_protocol, "cong_protocol" },
	{ 0, 0, NULL, NULL },
};
/* MODIFY_CONG_STATUS: modify_cong_status_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_modify_cong_status[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x58, 4, NULL, "priority" },
	{ 0x5c, 4, &mlx5_fuzz_en_cong_protocol, "cong_protocol" },
	{ 0x60, 1, NULL, "enable" },
	{ 0x61, 1, NULL, "tag_enable" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_CONG_PARAMS: query_cong_params_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_cong_params[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x5c, 4, &mlx5_fuzz_en_cong_protocol, "cong_protocol" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_CONG_STATISTICS: query_cong_statistics_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_cong_statistics[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x40, 1, NULL, "clear" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_L2_TABLE_ENTRY: query_l2_table_entry_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_l2_table_entry[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0xa8, 24, NULL, "table_index" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_WOL_ROL: query_wol_rol_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_wol_rol[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_LAG: query_lag_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_lag[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_TIR: query_tir_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_tir[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x48, 24, NULL, "tirn" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_SQ: query_sq_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_sq[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x48, 24, NULL, "sqn" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_RQ: query_rq_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_rq[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x48, 24, NULL, "rqn" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_RMP: query_rmp_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_rmp[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x48, 24, NULL, "rmpn" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_DELAY_DROP_PARAMS: query_delay_drop_params_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_delay_drop_params[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_TIS: query_tis_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_tis[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x48, 24, NULL, "tisn" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_RQT: query_rqt_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_rqt[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x48, 24, NULL, "rqtn" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_FLOW_TABLE: query_flow_table_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_flow_table[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x80, 8, NULL, "table_type" },
	{ 0xa8, 24, NULL, "table_id" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_FLOW_GROUP: query_flow_group_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_flow_group[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x80, 8, NULL, "table_type" },
	{ 0xa8, 24, NULL, "table_id" },
	{ 0xc0, 32, NULL, "group_id" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_FLOW_TABLE_ENTRY: query_fte_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_flow_table_entry[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x80, 8, NULL, "table_type" },
	{ 0xa8, 24, NULL, "table_id" },
	{ 0x100, 32, NULL, "flow_index" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_FLOW_COUNTER: query_flow_counter_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_flow_counter[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0xc0, 1, NULL, "clear" },
	{ 0xd0, 16, NULL, "num_of_counters" },
	{ 0xe0, 32, NULL, "flow_counter_id" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_PACKET_REFORMAT_CONTEXT: query_packet_reformat_context_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_packet_reformat_context[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x40, 32, NULL, "packet_reformat_id" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_MODIFY_HEADER_CONTEXT: query_modify_header_context_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_modify_header_context[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x40, 32, NULL, "modify_header_id" },
	{ 0, 0, NULL, NULL },
};
/* FPGA_QUERY_QP: fpga_query_qp_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_fpga_query_qp[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x48, 24, NULL, "fpga_qpn" },
	{ 0, 0, NULL, NULL },
};
/* FPGA_QUERY_QP_COUNTERS: fpga_query_qp_counters_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_fpga_query_qp_counters[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x40, 1, NULL, "clear" },
	{ 0x48, 24, NULL, "fpga_qpn" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_AFU: accel_query_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_afu[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_CAPI_PEC: accel_query_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_capi_pec[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_GENERAL_OBJECT: general_obj_in_cmd_hdr */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_general_object[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x20, 16, NULL, "vhca_tunnel_id" },
	{ 0x30, 16, NULL, "obj_type" },
	{ 0x40, 32, NULL, "obj_id" },
	{ 0x60, 32, NULL, "op_param" },
	{ 0, 0, NULL, NULL },
};
/* CREATE_UCTX: create_uctx_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_create_uctx[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x80, 32, &mlx5_fuzz_en_uctx_cap, "uctx.cap" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_UCTX: query_uctx_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_uctx[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x50, 16, NULL, "uid" },
	{ 0, 0, NULL, NULL },
};
/* DESTROY_UCTX: destroy_uctx_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_destroy_uctx[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x50, 16, NULL, "uid" },
	{ 0, 0, NULL, NULL },
};
/* CREATE_UMEM: create_umem_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_create_umem[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x100, 1, NULL, "umem.ats" },
	{ 0x11b, 5, NULL, "umem.log_page_size" },
	{ 0x120, 32, NULL, "umem.page_offset" },
	{ 0x140, 64, NULL, "umem.num_of_mtt" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_UMEM: query_umem_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_umem[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x48, 24, NULL, "umem_id" },
	{ 0, 0, NULL, NULL },
};
/* DESTROY_UMEM: destroy_umem_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_destroy_umem[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x48, 24, NULL, "umem_id" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_NVMF_CC_RESPONSE: nvmf_query_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_nvmf_cc_response[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_EMULATED_FUNCTIONS_INFO: accel_query_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_emulated_functions_info[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_REGEXP_PARAMS: accel_query_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_regexp_params[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_REGEXP_REGISTER: accel_query_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_regexp_register[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* USER_QUERY_XRQ_DC_PARAMS_ENTRY: query_xrq_dc_params_entry_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_user_query_xrq_dc_params_entry[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x48, 24, NULL, "xrqn" },
	{ 0, 0, NULL, NULL },
};
/* USER_QUERY_XRQ_ERROR_PARAMS: query_xrq_error_params_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_user_query_xrq_error_params[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x48, 24, NULL, "xrqn" },
	{ 0, 0, NULL, NULL },
};
/* ACCESS_REGISTER_USER: access_register_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_access_register_user[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x50, 16, &mlx5_fuzz_en_reg_id, "register_id" },
	{ 0x60, 32, NULL, "argument" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_VHCA_STATE: query_vhca_state_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_vhca_state[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0x40, 1, NULL, "embedded_cpu_function" },
	{ 0x50, 16, NULL, "function_id" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_EMULATION_DEVICE_EQ_MSIX_MAPPING: accel_query_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_emulation_device_eq_msix_mapping[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_MATCH_SAMPLE_INFO: query_match_sample_info_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_match_sample_info[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_CRYPTO_STATE: accel_query_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_crypto_state[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_VUID: query_vuid_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_vuid[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x60, 1, NULL, "query_vfs_vuid" },
	{ 0x61, 1, NULL, "data_direct" },
	{ 0x70, 16, NULL, "vhca_id" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_DPA_PARTITION: accel_query_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_dpa_partition[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_DPA_PARTITIONS: accel_query_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_dpa_partitions[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* POSTPONE_CONNECTED_QP_TIMEOUT: postpone_connected_qp_timeout_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_postpone_connected_qp_timeout[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_EMULATED_RESOURCES_INFO: accel_query_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_emulated_resources_info[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_RSV_RESOURCES: query_rsv_resources_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_rsv_resources[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_MTT: query_mtt_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_mtt[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};
/* QUERY_SCHED_QUEUE: query_sched_queue_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_sched_queue[] __attribute__((unused)) = {
	{ 0x0, 16, &mlx5_fuzz_en_cmd_op, "opcode" },
	{ 0x10, 16, NULL, "uid" },
	{ 0x30, 16, NULL, "op_mod" },
	{ 0, 0, NULL, NULL },
};

/* register MLCOK: mlcok_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mlcok[] __attribute__((unused)) = {
	{ 0x18, 8, NULL, "operation" },
	{ 0x40, 64, NULL, "key" },
	{ 0, 0, NULL, NULL },
};
/* register CORE_DUMP: core_dump_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_core_dump[] __attribute__((unused)) = {
	{ 0x0, 1, NULL, "more_dump" },
	{ 0x18, 8, &mlx5_fuzz_en_core_dump_type, "core_dump_type" },
	{ 0x50, 16, NULL, "vhca_id" },
	{ 0x68, 24, NULL, "qpn" },
	{ 0x80, 32, NULL, "mkey" },
	{ 0xa0, 32, NULL, "size" },
	{ 0xc0, 64, NULL, "address" },
	{ 0x100, 64, NULL, "cookie" },
	{ 0x140, 32, NULL, "total_size" },
	{ 0, 0, NULL, NULL },
};
/* register PCAP: pcap_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_pcap[] __attribute__((unused)) = {
	{ 0x8, 8, NULL, "local_port" },
	{ 0, 0, NULL, NULL },
};
/* register PMLP: pmlp_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_pmlp[] __attribute__((unused)) = {
	{ 0x0, 1, NULL, "rxtx" },
	{ 0x8, 8, NULL, "local_port" },
	{ 0x18, 8, NULL, "width" },
	{ 0x24, 4, NULL, "lane0_module_mapping.rx_lane" },
	{ 0x2c, 4, NULL, "lane0_module_mapping.tx_lane" },
	{ 0x34, 4, NULL, "lane0_module_mapping.slot_index" },
	{ 0x38, 8, NULL, "lane0_module_mapping.module" },
	{ 0x44, 4, NULL, "lane1_module_mapping.rx_lane" },
	{ 0x4c, 4, NULL, "lane1_module_mapping.tx_lane" },
	{ 0x54, 4, NULL, "lane1_module_mapping.slot_index" },
	{ 0x58, 8, NULL, "lane1_module_mapping.module" },
	{ 0x64, 4, NULL, "lane2_module_mapping.rx_lane" },
	{ 0x6c, 4, NULL, "lane2_module_mapping.tx_lane" },
	{ 0x74, 4, NULL, "lane2_module_mapping.slot_index" },
	{ 0x78, 8, NULL, "lane2_module_mapping.module" },
	{ 0x84, 4, NULL, "lane3_module_mapping.rx_lane" },
	{ 0x8c, 4, NULL, "lane3_module_mapping.tx_lane" },
	{ 0x94, 4, NULL, "lane3_module_mapping.slot_index" },
	{ 0x98, 8, NULL, "lane3_module_mapping.module" },
	{ 0, 0, NULL, NULL },
};
/* register PMTU: pmtu_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_pmtu[] __attribute__((unused)) = {
	{ 0x8, 8, NULL, "local_port" },
	{ 0x20, 16, NULL, "max_mtu" },
	{ 0x40, 16, NULL, "admin_mtu" },
	{ 0x60, 16, NULL, "oper_mtu" },
	{ 0, 0, NULL, NULL },
};
/* register PTYS: ptys_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_ptys[] __attribute__((unused)) = {
	{ 0x1, 1, NULL, "an_disable_admin" },
	{ 0x2, 1, NULL, "an_disable_cap" },
	{ 0x8, 8, NULL, "local_port" },
	{ 0x18, 4, NULL, "plane_ind" },
	{ 0x1d, 3, &mlx5_fuzz_en_ptys_proto, "proto_mask" },
	{ 0x20, 4, &mlx5_fuzz_en_ptys_an_status, "an_status" },
	{ 0x24, 12, NULL, "max_port_rate" },
	{ 0x30, 16, NULL, "data_rate_oper" },
	{ 0x40, 32, NULL, "ext_eth_proto_capability" },
	{ 0x60, 32, &mlx5_fuzz_en_ptys_eth_proto, "eth_proto_capability" },
	{ 0x80, 16, NULL, "ib_link_width_capability" },
	{ 0x90, 16, NULL, "ib_proto_capability" },
	{ 0xa0, 32, NULL, "ext_eth_proto_admin" },
	{ 0xc0, 32, &mlx5_fuzz_en_ptys_eth_proto, "eth_proto_admin" },
	{ 0xe0, 16, NULL, "ib_link_width_admin" },
	{ 0xf0, 16, NULL, "ib_proto_admin" },
	{ 0x100, 32, NULL, "ext_eth_proto_oper" },
	{ 0x120, 32, &mlx5_fuzz_en_ptys_eth_proto, "eth_proto_oper" },
	{ 0x140, 16, NULL, "ib_link_width_oper" },
	{ 0x150, 16, NULL, "ib_proto_oper" },
	{ 0x17c, 4, &mlx5_fuzz_en_ptys_connector, "connector_type" },
	{ 0x180, 32, &mlx5_fuzz_en_ptys_eth_proto, "eth_proto_lp_advertise" },
	{ 0, 0, NULL, NULL },
};
/* register PAOS: paos_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_paos[] __attribute__((unused)) = {
	{ 0x0, 8, NULL, "swid" },
	{ 0x8, 8, NULL, "local_port" },
	{ 0x14, 4, &mlx5_fuzz_en_port_status, "admin_status" },
	{ 0x1c, 4, &mlx5_fuzz_en_port_status, "oper_status" },
	{ 0x20, 1, NULL, "ase" },
	{ 0x21, 1, NULL, "ee" },
	{ 0x3e, 2, NULL, "e" },
	{ 0, 0, NULL, NULL },
};
/* register PPCNT: ppcnt_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_ppcnt[] __attribute__((unused)) = {
	{ 0x0, 8, NULL, "swid" },
	{ 0x8, 8, NULL, "local_port" },
	{ 0x10, 2, NULL, "pnat" },
	{ 0x1a, 6, &mlx5_fuzz_en_ppcnt_grp, "grp" },
	{ 0x20, 1, NULL, "clr" },
	{ 0x34, 4, NULL, "plane_ind" },
	{ 0x3b, 5, NULL, "prio_tc" },
	{ 0x40, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_drop_events_high" },
	{ 0x60, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_drop_events_low" },
	{ 0x80, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_octets_high" },
	{ 0xa0, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_octets_low" },
	{ 0xc0, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_pkts_high" },
	{ 0xe0, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_pkts_low" },
	{ 0x100, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_broadcast_pkts_high" },
	{ 0x120, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_broadcast_pkts_low" },
	{ 0x140, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_multicast_pkts_high" },
	{ 0x160, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_multicast_pkts_low" },
	{ 0x180, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_crc_align_errors_high" },
	{ 0x1a0, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_crc_align_errors_low" },
	{ 0x1c0, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_undersize_pkts_high" },
	{ 0x1e0, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_undersize_pkts_low" },
	{ 0x200, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_oversize_pkts_high" },
	{ 0x220, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_oversize_pkts_low" },
	{ 0x240, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_fragments_high" },
	{ 0x260, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_fragments_low" },
	{ 0x280, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_jabbers_high" },
	{ 0x2a0, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_jabbers_low" },
	{ 0x2c0, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_collisions_high" },
	{ 0x2e0, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_collisions_low" },
	{ 0x300, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_pkts64octets_high" },
	{ 0x320, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_pkts64octets_low" },
	{ 0x340, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_pkts65to127octets_high" },
	{ 0x360, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_pkts65to127octets_low" },
	{ 0x380, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_pkts128to255octets_high" },
	{ 0x3a0, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_pkts128to255octets_low" },
	{ 0x3c0, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_pkts256to511octets_high" },
	{ 0x3e0, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_pkts256to511octets_low" },
	{ 0x400, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_pkts512to1023octets_high" },
	{ 0x420, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_pkts512to1023octets_low" },
	{ 0x440, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_pkts1024to1518octets_high" },
	{ 0x460, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_pkts1024to1518octets_low" },
	{ 0x480, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_pkts1519to2047octets_high" },
	{ 0x4a0, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_pkts1519to2047octets_low" },
	{ 0x4c0, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_pkts2048to4095octets_high" },
	{ 0x4e0, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_pkts2048to4095octets_low" },
	{ 0x500, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_pkts4096to8191octets_high" },
	{ 0x520, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_pkts4096to8191octets_low" },
	{ 0x540, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_pkts8192to10239octets_high" },
	{ 0x560, 32, NULL, "counter_set.eth_2819_cntrs_grp_data_layout.ether_stats_pkts8192to10239octets_low" },
	{ 0x40, 32, NULL, "counter_set.eth_2863_cntrs_grp_data_layout.if_in_octets_high" },
	{ 0x60, 32, NULL, "counter_set.eth_2863_cntrs_grp_data_layout.if_in_octets_low" },
	{ 0x80, 32, NULL, "counter_set.eth_2863_cntrs_grp_data_layout.if_in_ucast_pkts_high" },
	{ 0xa0, 32, NULL, "counter_set.eth_2863_cntrs_grp_data_layout.if_in_ucast_pkts_low" },
	{ 0xc0, 32, NULL, "counter_set.eth_2863_cntrs_grp_data_layout.if_in_discards_high" },
	{ 0xe0, 32, NULL, "counter_set.eth_2863_cntrs_grp_data_layout.if_in_discards_low" },
	{ 0x100, 32, NULL, "counter_set.eth_2863_cntrs_grp_data_layout.if_in_errors_high" },
	{ 0x120, 32, NULL, "counter_set.eth_2863_cntrs_grp_data_layout.if_in_errors_low" },
	{ 0x140, 32, NULL, "counter_set.eth_2863_cntrs_grp_data_layout.if_in_unknown_protos_high" },
	{ 0x160, 32, NULL, "counter_set.eth_2863_cntrs_grp_data_layout.if_in_unknown_protos_low" },
	{ 0x180, 32, NULL, "counter_set.eth_2863_cntrs_grp_data_layout.if_out_octets_high" },
	{ 0x1a0, 32, NULL, "counter_set.eth_2863_cntrs_grp_data_layout.if_out_octets_low" },
	{ 0x1c0, 32, NULL, "counter_set.eth_2863_cntrs_grp_data_layout.if_out_ucast_pkts_high" },
	{ 0x1e0, 32, NULL, "counter_set.eth_2863_cntrs_grp_data_layout.if_out_ucast_pkts_low" },
	{ 0x200, 32, NULL, "counter_set.eth_2863_cntrs_grp_data_layout.if_out_discards_high" },
	{ 0x220, 32, NULL, "counter_set.eth_2863_cntrs_grp_data_layout.if_out_discards_low" },
	{ 0x240, 32, NULL, "counter_set.eth_2863_cntrs_grp_data_layout.if_out_errors_high" },
	{ 0x260, 32, NULL, "counter_set.eth_2863_cntrs_grp_data_layout.if_out_errors_low" },
	{ 0x280, 32, NULL, "counter_set.eth_2863_cntrs_grp_data_layout.if_in_multicast_pkts_high" },
	{ 0x2a0, 32, NULL, "counter_set.eth_2863_cntrs_grp_data_layout.if_in_multicast_pkts_low" },
	{ 0x2c0, 32, NULL, "counter_set.eth_2863_cntrs_grp_data_layout.if_in_broadcast_pkts_high" },
	{ 0x2e0, 32, NULL, "counter_set.eth_2863_cntrs_grp_data_layout.if_in_broadcast_pkts_low" },
	{ 0x300, 32, NULL, "counter_set.eth_2863_cntrs_grp_data_layout.if_out_multicast_pkts_high" },
	{ 0x320, 32, NULL, "counter_set.eth_2863_cntrs_grp_data_layout.if_out_multicast_pkts_low" },
	{ 0x340, 32, NULL, "counter_set.eth_2863_cntrs_grp_data_layout.if_out_broadcast_pkts_high" },
	{ 0x360, 32, NULL, "counter_set.eth_2863_cntrs_grp_data_layout.if_out_broadcast_pkts_low" },
	{ 0x40, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3stats_alignment_errors_high" },
	{ 0x60, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3stats_alignment_errors_low" },
	{ 0x80, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3stats_fcs_errors_high" },
	{ 0xa0, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3stats_fcs_errors_low" },
	{ 0xc0, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3stats_single_collision_frames_high" },
	{ 0xe0, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3stats_single_collision_frames_low" },
	{ 0x100, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3stats_multiple_collision_frames_high" },
	{ 0x120, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3stats_multiple_collision_frames_low" },
	{ 0x140, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3stats_sqe_test_errors_high" },
	{ 0x160, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3stats_sqe_test_errors_low" },
	{ 0x180, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3stats_deferred_transmissions_high" },
	{ 0x1a0, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3stats_deferred_transmissions_low" },
	{ 0x1c0, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3stats_late_collisions_high" },
	{ 0x1e0, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3stats_late_collisions_low" },
	{ 0x200, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3stats_excessive_collisions_high" },
	{ 0x220, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3stats_excessive_collisions_low" },
	{ 0x240, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3stats_internal_mac_transmit_errors_high" },
	{ 0x260, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3stats_internal_mac_transmit_errors_low" },
	{ 0x280, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3stats_carrier_sense_errors_high" },
	{ 0x2a0, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3stats_carrier_sense_errors_low" },
	{ 0x2c0, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3stats_frame_too_longs_high" },
	{ 0x2e0, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3stats_frame_too_longs_low" },
	{ 0x300, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3stats_internal_mac_receive_errors_high" },
	{ 0x320, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3stats_internal_mac_receive_errors_low" },
	{ 0x340, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3stats_symbol_errors_high" },
	{ 0x360, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3stats_symbol_errors_low" },
	{ 0x380, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3control_in_unknown_opcodes_high" },
	{ 0x3a0, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3control_in_unknown_opcodes_low" },
	{ 0x3c0, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3in_pause_frames_high" },
	{ 0x3e0, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3in_pause_frames_low" },
	{ 0x400, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3out_pause_frames_high" },
	{ 0x420, 32, NULL, "counter_set.eth_3635_cntrs_grp_data_layout.dot3out_pause_frames_low" },
	{ 0x40, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_frames_transmitted_ok_high" },
	{ 0x60, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_frames_transmitted_ok_low" },
	{ 0x80, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_frames_received_ok_high" },
	{ 0xa0, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_frames_received_ok_low" },
	{ 0xc0, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_frame_check_sequence_errors_high" },
	{ 0xe0, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_frame_check_sequence_errors_low" },
	{ 0x100, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_alignment_errors_high" },
	{ 0x120, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_alignment_errors_low" },
	{ 0x140, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_octets_transmitted_ok_high" },
	{ 0x160, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_octets_transmitted_ok_low" },
	{ 0x180, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_octets_received_ok_high" },
	{ 0x1a0, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_octets_received_ok_low" },
	{ 0x1c0, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_multicast_frames_xmitted_ok_high" },
	{ 0x1e0, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_multicast_frames_xmitted_ok_low" },
	{ 0x200, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_broadcast_frames_xmitted_ok_high" },
	{ 0x220, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_broadcast_frames_xmitted_ok_low" },
	{ 0x240, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_multicast_frames_received_ok_high" },
	{ 0x260, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_multicast_frames_received_ok_low" },
	{ 0x280, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_broadcast_frames_received_ok_high" },
	{ 0x2a0, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_broadcast_frames_received_ok_low" },
	{ 0x2c0, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_in_range_length_errors_high" },
	{ 0x2e0, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_in_range_length_errors_low" },
	{ 0x300, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_out_of_range_length_field_high" },
	{ 0x320, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_out_of_range_length_field_low" },
	{ 0x340, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_frame_too_long_errors_high" },
	{ 0x360, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_frame_too_long_errors_low" },
	{ 0x380, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_symbol_error_during_carrier_high" },
	{ 0x3a0, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_symbol_error_during_carrier_low" },
	{ 0x3c0, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_mac_control_frames_transmitted_high" },
	{ 0x3e0, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_mac_control_frames_transmitted_low" },
	{ 0x400, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_mac_control_frames_received_high" },
	{ 0x420, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_mac_control_frames_received_low" },
	{ 0x440, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_unsupported_opcodes_received_high" },
	{ 0x460, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_unsupported_opcodes_received_low" },
	{ 0x480, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_pause_mac_ctrl_frames_received_high" },
	{ 0x4a0, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_pause_mac_ctrl_frames_received_low" },
	{ 0x4c0, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_pause_mac_ctrl_frames_transmitted_high" },
	{ 0x4e0, 32, NULL, "counter_set.eth_802_3_cntrs_grp_data_layout.a_pause_mac_ctrl_frames_transmitted_low" },
	{ 0x40, 32, NULL, "counter_set.eth_extended_cntrs_grp_data_layout.port_transmit_wait_high" },
	{ 0x60, 32, NULL, "counter_set.eth_extended_cntrs_grp_data_layout.port_transmit_wait_low" },
	{ 0x180, 32, NULL, "counter_set.eth_extended_cntrs_grp_data_layout.rx_buffer_almost_full_high" },
	{ 0x1a0, 32, NULL, "counter_set.eth_extended_cntrs_grp_data_layout.rx_buffer_almost_full_low" },
	{ 0x1c0, 32, NULL, "counter_set.eth_extended_cntrs_grp_data_layout.rx_buffer_full_high" },
	{ 0x1e0, 32, NULL, "counter_set.eth_extended_cntrs_grp_data_layout.rx_buffer_full_low" },
	{ 0x200, 32, NULL, "counter_set.eth_extended_cntrs_grp_data_layout.rx_icrc_encapsulated_high" },
	{ 0x220, 32, NULL, "counter_set.eth_extended_cntrs_grp_data_layout.rx_icrc_encapsulated_low" },
	{ 0x40, 32, NULL, "counter_set.eth_per_prio_grp_data_layout.rx_octets_high" },
	{ 0x60, 32, NULL, "counter_set.eth_per_prio_grp_data_layout.rx_octets_low" },
	{ 0x140, 32, NULL, "counter_set.eth_per_prio_grp_data_layout.rx_frames_high" },
	{ 0x160, 32, NULL, "counter_set.eth_per_prio_grp_data_layout.rx_frames_low" },
	{ 0x180, 32, NULL, "counter_set.eth_per_prio_grp_data_layout.tx_octets_high" },
	{ 0x1a0, 32, NULL, "counter_set.eth_per_prio_grp_data_layout.tx_octets_low" },
	{ 0x280, 32, NULL, "counter_set.eth_per_prio_grp_data_layout.tx_frames_high" },
	{ 0x2a0, 32, NULL, "counter_set.eth_per_prio_grp_data_layout.tx_frames_low" },
	{ 0x2c0, 32, NULL, "counter_set.eth_per_prio_grp_data_layout.rx_pause_high" },
	{ 0x2e0, 32, NULL, "counter_set.eth_per_prio_grp_data_layout.rx_pause_low" },
	{ 0x300, 32, NULL, "counter_set.eth_per_prio_grp_data_layout.rx_pause_duration_high" },
	{ 0x320, 32, NULL, "counter_set.eth_per_prio_grp_data_layout.rx_pause_duration_low" },
	{ 0x340, 32, NULL, "counter_set.eth_per_prio_grp_data_layout.tx_pause_high" },
	{ 0x360, 32, NULL, "counter_set.eth_per_prio_grp_data_layout.tx_pause_low" },
	{ 0x380, 32, NULL, "counter_set.eth_per_prio_grp_data_layout.tx_pause_duration_high" },
	{ 0x3a0, 32, NULL, "counter_set.eth_per_prio_grp_data_layout.tx_pause_duration_low" },
	{ 0x3c0, 32, NULL, "counter_set.eth_per_prio_grp_data_layout.rx_pause_transition_high" },
	{ 0x3e0, 32, NULL, "counter_set.eth_per_prio_grp_data_layout.rx_pause_transition_low" },
	{ 0x400, 32, NULL, "counter_set.eth_per_prio_grp_data_layout.rx_discards_high" },
	{ 0x420, 32, NULL, "counter_set.eth_per_prio_grp_data_layout.rx_discards_low" },
	{ 0x440, 32, NULL, "counter_set.eth_per_prio_grp_data_layout.device_stall_minor_watermark_cnt_high" },
	{ 0x460, 32, NULL, "counter_set.eth_per_prio_grp_data_layout.device_stall_minor_watermark_cnt_low" },
	{ 0x480, 32, NULL, "counter_set.eth_per_prio_grp_data_layout.device_stall_critical_watermark_cnt_high" },
	{ 0x4a0, 32, NULL, "counter_set.eth_per_prio_grp_data_layout.device_stall_critical_watermark_cnt_low" },
	{ 0x40, 32, NULL, "counter_set.eth_per_tc_congest_prio_grp_data_layout.wred_discard_high" },
	{ 0x60, 32, NULL, "counter_set.eth_per_tc_congest_prio_grp_data_layout.wred_discard_low" },
	{ 0x80, 32, NULL, "counter_set.eth_per_tc_congest_prio_grp_data_layout.ecn_marked_tc_high" },
	{ 0xa0, 32, NULL, "counter_set.eth_per_tc_congest_prio_grp_data_layout.ecn_marked_tc_low" },
	{ 0x40, 32, NULL, "counter_set.eth_per_tc_prio_grp_data_layout.transmit_queue_high" },
	{ 0x60, 32, NULL, "counter_set.eth_per_tc_prio_grp_data_layout.transmit_queue_low" },
	{ 0x80, 32, NULL, "counter_set.eth_per_tc_prio_grp_data_layout.no_buffer_discard_uc_high" },
	{ 0xa0, 32, NULL, "counter_set.eth_per_tc_prio_grp_data_layout.no_buffer_discard_uc_low" },
	{ 0x340, 32, NULL, "counter_set.ib_ext_port_cntrs_grp_data_layout.port_xmit_data_high" },
	{ 0x360, 32, NULL, "counter_set.ib_ext_port_cntrs_grp_data_layout.port_xmit_data_low" },
	{ 0x380, 32, NULL, "counter_set.ib_ext_port_cntrs_grp_data_layout.port_rcv_data_high" },
	{ 0x3a0, 32, NULL, "counter_set.ib_ext_port_cntrs_grp_data_layout.port_rcv_data_low" },
	{ 0x3c0, 32, NULL, "counter_set.ib_ext_port_cntrs_grp_data_layout.port_xmit_pkts_high" },
	{ 0x3e0, 32, NULL, "counter_set.ib_ext_port_cntrs_grp_data_layout.port_xmit_pkts_low" },
	{ 0x400, 32, NULL, "counter_set.ib_ext_port_cntrs_grp_data_layout.port_rcv_pkts_high" },
	{ 0x420, 32, NULL, "counter_set.ib_ext_port_cntrs_grp_data_layout.port_rcv_pkts_low" },
	{ 0x4c0, 32, NULL, "counter_set.ib_ext_port_cntrs_grp_data_layout.port_unicast_xmit_pkts_high" },
	{ 0x4e0, 32, NULL, "counter_set.ib_ext_port_cntrs_grp_data_layout.port_unicast_xmit_pkts_low" },
	{ 0x500, 32, NULL, "counter_set.ib_ext_port_cntrs_grp_data_layout.port_multicast_xmit_pkts_high" },
	{ 0x520, 32, NULL, "counter_set.ib_ext_port_cntrs_grp_data_layout.port_multicast_xmit_pkts_low" },
	{ 0x540, 32, NULL, "counter_set.ib_ext_port_cntrs_grp_data_layout.port_unicast_rcv_pkts_high" },
	{ 0x560, 32, NULL, "counter_set.ib_ext_port_cntrs_grp_data_layout.port_unicast_rcv_pkts_low" },
	{ 0x580, 32, NULL, "counter_set.ib_ext_port_cntrs_grp_data_layout.port_multicast_rcv_pkts_high" },
	{ 0x5a0, 32, NULL, "counter_set.ib_ext_port_cntrs_grp_data_layout.port_multicast_rcv_pkts_low" },
	{ 0x40, 16, NULL, "counter_set.ib_port_cntrs_grp_data_layout.symbol_error_counter" },
	{ 0x50, 8, NULL, "counter_set.ib_port_cntrs_grp_data_layout.link_error_recovery_counter" },
	{ 0x58, 8, NULL, "counter_set.ib_port_cntrs_grp_data_layout.link_downed_counter" },
	{ 0x60, 16, NULL, "counter_set.ib_port_cntrs_grp_data_layout.port_rcv_errors" },
	{ 0x70, 16, NULL, "counter_set.ib_port_cntrs_grp_data_layout.port_rcv_remote_physical_errors" },
	{ 0x80, 16, NULL, "counter_set.ib_port_cntrs_grp_data_layout.port_rcv_switch_relay_errors" },
	{ 0x90, 16, NULL, "counter_set.ib_port_cntrs_grp_data_layout.port_xmit_discards" },
	{ 0xa0, 8, NULL, "counter_set.ib_port_cntrs_grp_data_layout.port_xmit_constraint_errors" },
	{ 0xa8, 8, NULL, "counter_set.ib_port_cntrs_grp_data_layout.port_rcv_constraint_errors" },
	{ 0xb8, 8, NULL, "counter_set.ib_port_cntrs_grp_data_layout.link_overrun_errors" },
	{ 0xd0, 16, NULL, "counter_set.ib_port_cntrs_grp_data_layout.vl_15_dropped" },
	{ 0x160, 32, NULL, "counter_set.ib_port_cntrs_grp_data_layout.port_xmit_wait" },
	{ 0x40, 32, NULL, "counter_set.phys_layer_cntrs.time_since_last_clear_high" },
	{ 0x60, 32, NULL, "counter_set.phys_layer_cntrs.time_since_last_clear_low" },
	{ 0x80, 32, NULL, "counter_set.phys_layer_cntrs.symbol_errors_high" },
	{ 0xa0, 32, NULL, "counter_set.phys_layer_cntrs.symbol_errors_low" },
	{ 0xc0, 32, NULL, "counter_set.phys_layer_cntrs.sync_headers_errors_high" },
	{ 0xe0, 32, NULL, "counter_set.phys_layer_cntrs.sync_headers_errors_low" },
	{ 0x100, 32, NULL, "counter_set.phys_layer_cntrs.edpl_bip_errors_lane0_high" },
	{ 0x120, 32, NULL, "counter_set.phys_layer_cntrs.edpl_bip_errors_lane0_low" },
	{ 0x140, 32, NULL, "counter_set.phys_layer_cntrs.edpl_bip_errors_lane1_high" },
	{ 0x160, 32, NULL, "counter_set.phys_layer_cntrs.edpl_bip_errors_lane1_low" },
	{ 0x180, 32, NULL, "counter_set.phys_layer_cntrs.edpl_bip_errors_lane2_high" },
	{ 0x1a0, 32, NULL, "counter_set.phys_layer_cntrs.edpl_bip_errors_lane2_low" },
	{ 0x1c0, 32, NULL, "counter_set.phys_layer_cntrs.edpl_bip_errors_lane3_high" },
	{ 0x1e0, 32, NULL, "counter_set.phys_layer_cntrs.edpl_bip_errors_lane3_low" },
	{ 0x200, 32, NULL, "counter_set.phys_layer_cntrs.fc_fec_corrected_blocks_lane0_high" },
	{ 0x220, 32, NULL, "counter_set.phys_layer_cntrs.fc_fec_corrected_blocks_lane0_low" },
	{ 0x240, 32, NULL, "counter_set.phys_layer_cntrs.fc_fec_corrected_blocks_lane1_high" },
	{ 0x260, 32, NULL, "counter_set.phys_layer_cntrs.fc_fec_corrected_blocks_lane1_low" },
	{ 0x280, 32, NULL, "counter_set.phys_layer_cntrs.fc_fec_corrected_blocks_lane2_high" },
	{ 0x2a0, 32, NULL, "counter_set.phys_layer_cntrs.fc_fec_corrected_blocks_lane2_low" },
	{ 0x2c0, 32, NULL, "counter_set.phys_layer_cntrs.fc_fec_corrected_blocks_lane3_high" },
	{ 0x2e0, 32, NULL, "counter_set.phys_layer_cntrs.fc_fec_corrected_blocks_lane3_low" },
	{ 0x300, 32, NULL, "counter_set.phys_layer_cntrs.fc_fec_uncorrectable_blocks_lane0_high" },
	{ 0x320, 32, NULL, "counter_set.phys_layer_cntrs.fc_fec_uncorrectable_blocks_lane0_low" },
	{ 0x340, 32, NULL, "counter_set.phys_layer_cntrs.fc_fec_uncorrectable_blocks_lane1_high" },
	{ 0x360, 32, NULL, "counter_set.phys_layer_cntrs.fc_fec_uncorrectable_blocks_lane1_low" },
	{ 0x380, 32, NULL, "counter_set.phys_layer_cntrs.fc_fec_uncorrectable_blocks_lane2_high" },
	{ 0x3a0, 32, NULL, "counter_set.phys_layer_cntrs.fc_fec_uncorrectable_blocks_lane2_low" },
	{ 0x3c0, 32, NULL, "counter_set.phys_layer_cntrs.fc_fec_uncorrectable_blocks_lane3_high" },
	{ 0x3e0, 32, NULL, "counter_set.phys_layer_cntrs.fc_fec_uncorrectable_blocks_lane3_low" },
	{ 0x400, 32, NULL, "counter_set.phys_layer_cntrs.rs_fec_corrected_blocks_high" },
	{ 0x420, 32, NULL, "counter_set.phys_layer_cntrs.rs_fec_corrected_blocks_low" },
	{ 0x440, 32, NULL, "counter_set.phys_layer_cntrs.rs_fec_uncorrectable_blocks_high" },
	{ 0x460, 32, NULL, "counter_set.phys_layer_cntrs.rs_fec_uncorrectable_blocks_low" },
	{ 0x480, 32, NULL, "counter_set.phys_layer_cntrs.rs_fec_no_errors_blocks_high" },
	{ 0x4a0, 32, NULL, "counter_set.phys_layer_cntrs.rs_fec_no_errors_blocks_low" },
	{ 0x4c0, 32, NULL, "counter_set.phys_layer_cntrs.rs_fec_single_error_blocks_high" },
	{ 0x4e0, 32, NULL, "counter_set.phys_layer_cntrs.rs_fec_single_error_blocks_low" },
	{ 0x500, 32, NULL, "counter_set.phys_layer_cntrs.rs_fec_corrected_symbols_total_high" },
	{ 0x520, 32, NULL, "counter_set.phys_layer_cntrs.rs_fec_corrected_symbols_total_low" },
	{ 0x540, 32, NULL, "counter_set.phys_layer_cntrs.rs_fec_corrected_symbols_lane0_high" },
	{ 0x560, 32, NULL, "counter_set.phys_layer_cntrs.rs_fec_corrected_symbols_lane0_low" },
	{ 0x580, 32, NULL, "counter_set.phys_layer_cntrs.rs_fec_corrected_symbols_lane1_high" },
	{ 0x5a0, 32, NULL, "counter_set.phys_layer_cntrs.rs_fec_corrected_symbols_lane1_low" },
	{ 0x5c0, 32, NULL, "counter_set.phys_layer_cntrs.rs_fec_corrected_symbols_lane2_high" },
	{ 0x5e0, 32, NULL, "counter_set.phys_layer_cntrs.rs_fec_corrected_symbols_lane2_low" },
	{ 0x600, 32, NULL, "counter_set.phys_layer_cntrs.rs_fec_corrected_symbols_lane3_high" },
	{ 0x620, 32, NULL, "counter_set.phys_layer_cntrs.rs_fec_corrected_symbols_lane3_low" },
	{ 0x640, 32, NULL, "counter_set.phys_layer_cntrs.link_down_events" },
	{ 0x660, 32, NULL, "counter_set.phys_layer_cntrs.successful_recovery_events" },
	{ 0x40, 32, NULL, "counter_set.phys_layer_statistical_cntrs.time_since_last_clear_high" },
	{ 0x60, 32, NULL, "counter_set.phys_layer_statistical_cntrs.time_since_last_clear_low" },
	{ 0x80, 32, NULL, "counter_set.phys_layer_statistical_cntrs.phy_received_bits_high" },
	{ 0xa0, 32, NULL, "counter_set.phys_layer_statistical_cntrs.phy_received_bits_low" },
	{ 0xc0, 32, NULL, "counter_set.phys_layer_statistical_cntrs.phy_symbol_errors_high" },
	{ 0xe0, 32, NULL, "counter_set.phys_layer_statistical_cntrs.phy_symbol_errors_low" },
	{ 0x100, 32, NULL, "counter_set.phys_layer_statistical_cntrs.phy_corrected_bits_high" },
	{ 0x120, 32, NULL, "counter_set.phys_layer_statistical_cntrs.phy_corrected_bits_low" },
	{ 0x140, 32, NULL, "counter_set.phys_layer_statistical_cntrs.phy_corrected_bits_lane0_high" },
	{ 0x160, 32, NULL, "counter_set.phys_layer_statistical_cntrs.phy_corrected_bits_lane0_low" },
	{ 0x180, 32, NULL, "counter_set.phys_layer_statistical_cntrs.phy_corrected_bits_lane1_high" },
	{ 0x1a0, 32, NULL, "counter_set.phys_layer_statistical_cntrs.phy_corrected_bits_lane1_low" },
	{ 0x1c0, 32, NULL, "counter_set.phys_layer_statistical_cntrs.phy_corrected_bits_lane2_high" },
	{ 0x1e0, 32, NULL, "counter_set.phys_layer_statistical_cntrs.phy_corrected_bits_lane2_low" },
	{ 0x200, 32, NULL, "counter_set.phys_layer_statistical_cntrs.phy_corrected_bits_lane3_high" },
	{ 0x220, 32, NULL, "counter_set.phys_layer_statistical_cntrs.phy_corrected_bits_lane3_low" },
	{ 0x240, 32, NULL, "counter_set.phys_layer_statistical_cntrs.phy_corrected_bits_lane4_high" },
	{ 0x260, 32, NULL, "counter_set.phys_layer_statistical_cntrs.phy_corrected_bits_lane4_low" },
	{ 0x280, 32, NULL, "counter_set.phys_layer_statistical_cntrs.phy_corrected_bits_lane5_high" },
	{ 0x2a0, 32, NULL, "counter_set.phys_layer_statistical_cntrs.phy_corrected_bits_lane5_low" },
	{ 0x2c0, 32, NULL, "counter_set.phys_layer_statistical_cntrs.phy_corrected_bits_lane6_high" },
	{ 0x2e0, 32, NULL, "counter_set.phys_layer_statistical_cntrs.phy_corrected_bits_lane6_low" },
	{ 0x300, 32, NULL, "counter_set.phys_layer_statistical_cntrs.phy_corrected_bits_lane7_high" },
	{ 0x320, 32, NULL, "counter_set.phys_layer_statistical_cntrs.phy_corrected_bits_lane7_low" },
	{ 0x350, 8, NULL, "counter_set.phys_layer_statistical_cntrs.raw_ber_magnitude" },
	{ 0x35c, 4, NULL, "counter_set.phys_layer_statistical_cntrs.raw_ber_coef" },
	{ 0x370, 8, NULL, "counter_set.phys_layer_statistical_cntrs.effective_ber_magnitude" },
	{ 0x37c, 4, NULL, "counter_set.phys_layer_statistical_cntrs.effective_ber_coef" },
	{ 0x390, 8, NULL, "counter_set.phys_layer_statistical_cntrs.symbol_ber_magnitude" },
	{ 0x39c, 4, NULL, "counter_set.phys_layer_statistical_cntrs.symbol_fec_ber_coef" },
	{ 0x420, 32, NULL, "counter_set.phys_layer_statistical_cntrs.phy_effective_errors_high" },
	{ 0x440, 32, NULL, "counter_set.phys_layer_statistical_cntrs.phy_effective_errors_low" },
	{ 0x40, 32, NULL, "counter_set.ppcnt_plr_cntrs.plr_rcv_codes_high" },
	{ 0x60, 32, NULL, "counter_set.ppcnt_plr_cntrs.plr_rcv_codes_low" },
	{ 0x80, 32, NULL, "counter_set.ppcnt_plr_cntrs.plr_rcv_code_err_high" },
	{ 0xa0, 32, NULL, "counter_set.ppcnt_plr_cntrs.plr_rcv_code_err_low" },
	{ 0xc0, 32, NULL, "counter_set.ppcnt_plr_cntrs.plr_rcv_uncorrectable_code_high" },
	{ 0xe0, 32, NULL, "counter_set.ppcnt_plr_cntrs.plr_rcv_uncorrectable_code_low" },
	{ 0x100, 32, NULL, "counter_set.ppcnt_plr_cntrs.plr_xmit_codes_high" },
	{ 0x120, 32, NULL, "counter_set.ppcnt_plr_cntrs.plr_xmit_codes_low" },
	{ 0x140, 32, NULL, "counter_set.ppcnt_plr_cntrs.plr_xmit_retry_codes_high" },
	{ 0x160, 32, NULL, "counter_set.ppcnt_plr_cntrs.plr_xmit_retry_codes_low" },
	{ 0x180, 32, NULL, "counter_set.ppcnt_plr_cntrs.plr_xmit_retry_events_high" },
	{ 0x1a0, 32, NULL, "counter_set.ppcnt_plr_cntrs.plr_xmit_retry_events_low" },
	{ 0x1c0, 32, NULL, "counter_set.ppcnt_plr_cntrs.plr_sync_events_high" },
	{ 0x1e0, 32, NULL, "counter_set.ppcnt_plr_cntrs.plr_sync_events_low" },
	{ 0x200, 32, NULL, "counter_set.ppcnt_plr_cntrs.hi_retransmission_rate_high" },
	{ 0x220, 32, NULL, "counter_set.ppcnt_plr_cntrs.hi_retransmission_rate_low" },
	{ 0x240, 32, NULL, "counter_set.ppcnt_plr_cntrs.plr_xmit_retry_codes_within_t_sec_max_high" },
	{ 0x260, 32, NULL, "counter_set.ppcnt_plr_cntrs.plr_xmit_retry_codes_within_t_sec_max_low" },
	{ 0x40, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist0_high" },
	{ 0x60, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist0_low" },
	{ 0x80, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist1_high" },
	{ 0xa0, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist1_low" },
	{ 0xc0, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist2_high" },
	{ 0xe0, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist2_low" },
	{ 0x100, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist3_high" },
	{ 0x120, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist3_low" },
	{ 0x140, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist4_high" },
	{ 0x160, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist4_low" },
	{ 0x180, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist5_high" },
	{ 0x1a0, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist5_low" },
	{ 0x1c0, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist6_high" },
	{ 0x1e0, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist6_low" },
	{ 0x200, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist7_high" },
	{ 0x220, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist7_low" },
	{ 0x240, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist8_high" },
	{ 0x260, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist8_low" },
	{ 0x280, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist9_high" },
	{ 0x2a0, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist9_low" },
	{ 0x2c0, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist10_high" },
	{ 0x2e0, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist10_low" },
	{ 0x300, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist11_high" },
	{ 0x320, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist11_low" },
	{ 0x340, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist12_high" },
	{ 0x360, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist12_low" },
	{ 0x380, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist13_high" },
	{ 0x3a0, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist13_low" },
	{ 0x3c0, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist14_high" },
	{ 0x3e0, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist14_low" },
	{ 0x400, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist15_high" },
	{ 0x420, 32, NULL, "counter_set.ppcnt_rs_fec_histograms_cntrs.hist15_low" },
	{ 0, 0, NULL, NULL },
};
/* register PMAOS: pmaos_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_pmaos[] __attribute__((unused)) = {
	{ 0x0, 1, NULL, "rst" },
	{ 0x8, 8, NULL, "module" },
	{ 0x14, 4, &mlx5_fuzz_en_module_status, "admin_status" },
	{ 0x1c, 4, &mlx5_fuzz_en_module_status, "oper_status" },
	{ 0x20, 1, NULL, "ase" },
	{ 0x21, 1, NULL, "ee" },
	{ 0x3e, 2, NULL, "e" },
	{ 0, 0, NULL, NULL },
};
/* register PRTL: prtl_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_prtl[] __attribute__((unused)) = {
	{ 0x0, 1, NULL, "rtt_support" },
	{ 0x8, 8, NULL, "local_port" },
	{ 0x10, 2, NULL, "pnat" },
	{ 0x12, 2, NULL, "lp_msb" },
	{ 0x14, 4, NULL, "plane_ind" },
	{ 0x2c, 4, NULL, "latency_res" },
	{ 0x38, 8, NULL, "latency_accuracy" },
	{ 0x50, 16, NULL, "local_phy_latency" },
	{ 0x70, 16, NULL, "local_mod_dp_latency" },
	{ 0x88, 24, NULL, "round_trip_latency" },
	{ 0, 0, NULL, NULL },
};
/* register PPLM: pplm_ext */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_pplm[] __attribute__((unused)) = {
	{ 0x8, 8, NULL, "local_port" },
	{ 0x10, 2, NULL, "pnat" },
	{ 0x12, 2, NULL, "lp_msb" },
	{ 0x14, 4, NULL, "port_type" },
	{ 0x68, 24, NULL, "fec_mode_active" },
	{ 0x80, 4, NULL, "rs_fec_correction_bypass_cap" },
	{ 0x8c, 4, NULL, "fec_override_cap_56g" },
	{ 0x90, 4, NULL, "fec_override_cap_100g" },
	{ 0x94, 4, NULL, "fec_override_cap_50g" },
	{ 0x98, 4, NULL, "fec_override_cap_25g" },
	{ 0x9c, 4, NULL, "fec_override_cap_10g_40g" },
	{ 0xa0, 4, NULL, "rs_fec_correction_bypass_admin" },
	{ 0xac, 4, NULL, "fec_override_admin_56g" },
	{ 0xb0, 4, NULL, "fec_override_admin_100g" },
	{ 0xb4, 4, NULL, "fec_override_admin_50g" },
	{ 0xb8, 4, NULL, "fec_override_admin_25g" },
	{ 0xbc, 4, NULL, "fec_override_admin_10g_40g" },
	{ 0xc0, 16, NULL, "fec_override_cap_400g_8x" },
	{ 0xd0, 16, NULL, "fec_override_cap_200g_4x" },
	{ 0xe0, 16, NULL, "fec_override_cap_100g_2x" },
	{ 0xf0, 16, NULL, "fec_override_cap_50g_1x" },
	{ 0x100, 16, NULL, "fec_override_admin_400g_8x" },
	{ 0x110, 16, NULL, "fec_override_admin_200g_4x" },
	{ 0x120, 16, NULL, "fec_override_admin_100g_2x" },
	{ 0x130, 16, NULL, "fec_override_admin_50g_1x" },
	{ 0x140, 16, NULL, "fec_override_cap_800g_8x" },
	{ 0x150, 16, NULL, "fec_override_cap_400g_4x" },
	{ 0x160, 16, NULL, "fec_override_cap_200g_2x" },
	{ 0x170, 16, NULL, "fec_override_cap_100g_1x" },
	{ 0x220, 16, NULL, "fec_override_admin_800g_8x" },
	{ 0x230, 16, NULL, "fec_override_admin_400g_4x" },
	{ 0x240, 16, NULL, "fec_override_admin_200g_2x" },
	{ 0x250, 16, NULL, "fec_override_admin_100g_1x" },
	{ 0, 0, NULL, NULL },
};
/* register SLTP: sltp_ext */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_sltp[] __attribute__((unused)) = {
	{ 0x0, 2, NULL, "lp_msb" },
	{ 0x2, 2, NULL, "status" },
	{ 0x4, 4, &mlx5_fuzz_en_sltp_version, "version" },
	{ 0x8, 8, NULL, "local_port" },
	{ 0x10, 2, NULL, "pnat" },
	{ 0x12, 1, NULL, "tx_policy" },
	{ 0x14, 4, NULL, "lane" },
	{ 0x18, 4, NULL, "lane_speed" },
	{ 0x1c, 3, NULL, "port_type" },
	{ 0x1f, 1, NULL, "c_db" },
	{ 0x40, 8, NULL, "page_data.sltp_16nm.pre_2_tap" },
	{ 0x48, 8, NULL, "page_data.sltp_16nm.pre_tap" },
	{ 0x50, 8, NULL, "page_data.sltp_16nm.main_tap" },
	{ 0x58, 8, NULL, "page_data.sltp_16nm.post_tap" },
	{ 0x60, 7, NULL, "page_data.sltp_16nm.ob_m2lp" },
	{ 0x71, 7, NULL, "page_data.sltp_16nm.ob_amp" },
	{ 0x7b, 5, NULL, "page_data.sltp_16nm.ob_alev_out" },
	{ 0x80, 16, NULL, "page_data.sltp_16nm.ob_bad_stat" },
	{ 0, 0, NULL, NULL },
};
/* register SLRG: slrg_ext */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_slrg[] __attribute__((unused)) = {
	{ 0x0, 4, NULL, "status" },
	{ 0x4, 4, &mlx5_fuzz_en_slrg_version, "version" },
	{ 0x8, 8, NULL, "local_port" },
	{ 0x10, 2, NULL, "pnat" },
	{ 0x12, 2, NULL, "lp_msb" },
	{ 0x14, 4, NULL, "lane" },
	{ 0x18, 4, NULL, "port_type" },
	{ 0x3c, 4, NULL, "page_data.slrg_16nm.grade_lane_speed" },
	{ 0x40, 8, NULL, "page_data.slrg_16nm.grade_version" },
	{ 0x48, 24, NULL, "page_data.slrg_16nm.grade" },
	{ 0x60, 16, NULL, "page_data.slrg_16nm.height_eo_pos_up" },
	{ 0x70, 16, NULL, "page_data.slrg_16nm.height_eo_neg_up" },
	{ 0x80, 8, NULL, "page_data.slrg_16nm.phase_eo_pos_up" },
	{ 0x88, 8, NULL, "page_data.slrg_16nm.phase_eo_neg_up" },
	{ 0x90, 16, NULL, "page_data.slrg_16nm.height_eo_pos_mid" },
	{ 0xa0, 16, NULL, "page_data.slrg_16nm.height_eo_neg_mid" },
	{ 0xb0, 8, NULL, "page_data.slrg_16nm.phase_eo_pos_mid" },
	{ 0xb8, 8, NULL, "page_data.slrg_16nm.phase_eo_neg_mid" },
	{ 0xc0, 16, NULL, "page_data.slrg_16nm.height_eo_pos_low" },
	{ 0xd0, 16, NULL, "page_data.slrg_16nm.height_eo_neg_low" },
	{ 0xe0, 8, NULL, "page_data.slrg_16nm.phase_eo_pos_low" },
	{ 0xe8, 8, NULL, "page_data.slrg_16nm.phase_eo_neg_low" },
	{ 0x100, 16, NULL, "page_data.slrg_16nm.mid_eye_grade" },
	{ 0x110, 16, NULL, "page_data.slrg_16nm.up_eye_grade" },
	{ 0x130, 16, NULL, "page_data.slrg_16nm.dn_eye_grade" },
	{ 0, 0, NULL, NULL },
};
/* register PDDR: pddr_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_pddr[] __attribute__((unused)) = {
	{ 0x6, 2, NULL, "module_ind_type" },
	{ 0x8, 8, NULL, "local_port" },
	{ 0x10, 2, NULL, "pnat" },
	{ 0x12, 2, NULL, "lp_msb" },
	{ 0x14, 4, NULL, "plane_ind" },
	{ 0x18, 4, NULL, "port_type" },
	{ 0x21, 2, NULL, "module_info_ext" },
	{ 0x38, 8, &mlx5_fuzz_en_pddr_page_select, "page_select" },
	{ 0x43, 1, NULL, "page_data.pddr_operation_info_page.resilink_fec_ind" },
	{ 0x48, 4, &mlx5_fuzz_en_pddr_proto, "page_data.pddr_operation_info_page.proto_active" },
	{ 0x4c, 4, &mlx5_fuzz_en_pddr_neg_mode, "page_data.pddr_operation_info_page.neg_mode_active" },
	{ 0x60, 8, &mlx5_fuzz_en_pddr_phy_mngr_state, "page_data.pddr_operation_info_page.phy_mngr_fsm_state" },
	{ 0x68, 8, &mlx5_fuzz_en_pddr_eth_an_state, "page_data.pddr_operation_info_page.eth_an_fsm_state" },
	{ 0x70, 8, NULL, "page_data.pddr_operation_info_page.ib_phy_fsm_state" },
	{ 0x80, 32, &mlx5_fuzz_en_ptys_eth_proto, "page_data.pddr_operation_info_page.phy_manager_link_enabled" },
	{ 0xa0, 32, &mlx5_fuzz_en_ptys_eth_proto, "page_data.pddr_operation_info_page.core_to_phy_link_enabled" },
	{ 0xc0, 32, &mlx5_fuzz_en_ptys_eth_proto, "page_data.pddr_operation_info_page.cable_proto_cap" },
	{ 0xe0, 32, &mlx5_fuzz_en_ptys_eth_proto, "page_data.pddr_operation_info_page.link_active" },
	{ 0x110, 2, NULL, "page_data.pddr_operation_info_page.pri_or_sec" },
	{ 0x114, 12, NULL, "page_data.pddr_operation_info_page.loopback_mode" },
	{ 0x120, 16, &mlx5_fuzz_en_pddr_fec_mode, "page_data.pddr_operation_info_page.fec_mode_active" },
	{ 0x130, 16, NULL, "page_data.pddr_operation_info_page.fec_mode_request" },
	{ 0x140, 16, NULL, "page_data.pddr_operation_info_page.profile_fec_in_use" },
	{ 0x158, 4, &mlx5_fuzz_en_pddr_fec_support, "page_data.pddr_operation_info_page.eth_25g_50g_fec_support" },
	{ 0x15c, 4, &mlx5_fuzz_en_pddr_fec_support, "page_data.pddr_operation_info_page.eth_100g_fec_support" },
	{ 0x160, 32, NULL, "page_data.pddr_operation_info_page.pd_link_enabled" },
	{ 0x180, 32, NULL, "page_data.pddr_operation_info_page.phy_hst_link_enabled" },
	{ 0x1a0, 32, &mlx5_fuzz_en_ptys_eth_proto, "page_data.pddr_operation_info_page.eth_an_link_enabled" },
	{ 0x21c, 4, NULL, "page_data.pddr_operation_info_page.link_health" },
	{ 0x50, 16, NULL, "page_data.pddr_troubleshooting_page.group_opcode" },
	{ 0x70, 16, &mlx5_fuzz_en_pddr_monitor_opcode, "page_data.pddr_troubleshooting_page.status_opcode.pddr_monitor_opcode.monitor_opcode" },
	{ 0x70, 16, &mlx5_fuzz_en_pddr_monitor_opcode, "page_data.pddr_troubleshooting_page.status_opcode.pddr_advanced_opcode.advanced_opcode" },
	{ 0x40, 8, NULL, "page_data.pddr_module_info.cable_technology" },
	{ 0x48, 8, NULL, "page_data.pddr_module_info.cable_breakout" },
	{ 0x50, 8, NULL, "page_data.pddr_module_info.ext_ethernet_compliance_code" },
	{ 0x58, 8, NULL, "page_data.pddr_module_info.ethernet_compliance_code" },
	{ 0x60, 4, &mlx5_fuzz_en_pddr_cable_type, "page_data.pddr_module_info.cable_type" },
	{ 0x64, 4, &mlx5_fuzz_en_pddr_cable_vendor, "page_data.pddr_module_info.cable_vendor" },
	{ 0x68, 8, NULL, "page_data.pddr_module_info.cable_length" },
	{ 0x70, 8, &mlx5_fuzz_en_pddr_cable_identifier, "page_data.pddr_module_info.cable_identifier" },
	{ 0x78, 8, NULL, "page_data.pddr_module_info.cable_power_class" },
	{ 0x80, 8, NULL, "page_data.pddr_module_info.max_power" },
	{ 0x88, 8, NULL, "page_data.pddr_module_info.cable_rx_amp" },
	{ 0x90, 8, NULL, "page_data.pddr_module_info.cable_rx_emphasis" },
	{ 0x98, 8, NULL, "page_data.pddr_module_info.cable_tx_equalization" },
	{ 0xa0, 8, NULL, "page_data.pddr_module_info.cable_attenuation_25g" },
	{ 0xa8, 8, NULL, "page_data.pddr_module_info.cable_attenuation_12g" },
	{ 0xb0, 8, NULL, "page_data.pddr_module_info.cable_attenuation_7g" },
	{ 0xb8, 8, NULL, "page_data.pddr_module_info.cable_attenuation_5g" },
	{ 0xc0, 8, NULL, "page_data.pddr_module_info.cable_rx_post_emphasis" },
	{ 0xc8, 4, NULL, "page_data.pddr_module_info.rx_cdr_cap" },
	{ 0xcc, 4, NULL, "page_data.pddr_module_info.tx_cdr_cap" },
	{ 0xd0, 8, NULL, "page_data.pddr_module_info.rx_cdr_state" },
	{ 0xd8, 8, NULL, "page_data.pddr_module_info.tx_cdr_state" },
	{ 0x1e0, 32, NULL, "page_data.pddr_module_info.vendor_rev" },
	{ 0x200, 32, NULL, "page_data.pddr_module_info.fw_version" },
	{ 0x2a0, 16, NULL, "page_data.pddr_module_info.temperature" },
	{ 0x2b0, 16, NULL, "page_data.pddr_module_info.voltage" },
	{ 0x2c0, 16, NULL, "page_data.pddr_module_info.rx_power_lane0" },
	{ 0x2d0, 16, NULL, "page_data.pddr_module_info.rx_power_lane1" },
	{ 0x2e0, 16, NULL, "page_data.pddr_module_info.rx_power_lane2" },
	{ 0x2f0, 16, NULL, "page_data.pddr_module_info.rx_power_lane3" },
	{ 0x340, 16, NULL, "page_data.pddr_module_info.tx_power_lane0" },
	{ 0x350, 16, NULL, "page_data.pddr_module_info.tx_power_lane1" },
	{ 0x360, 16, NULL, "page_data.pddr_module_info.tx_power_lane2" },
	{ 0x370, 16, NULL, "page_data.pddr_module_info.tx_power_lane3" },
	{ 0x3c0, 16, NULL, "page_data.pddr_module_info.tx_bias_lane0" },
	{ 0x3d0, 16, NULL, "page_data.pddr_module_info.tx_bias_lane1" },
	{ 0x3e0, 16, NULL, "page_data.pddr_module_info.tx_bias_lane2" },
	{ 0x3f0, 16, NULL, "page_data.pddr_module_info.tx_bias_lane3" },
	{ 0x440, 16, NULL, "page_data.pddr_module_info.temperature_high_th" },
	{ 0x450, 16, NULL, "page_data.pddr_module_info.temperature_low_th" },
	{ 0x460, 16, NULL, "page_data.pddr_module_info.voltage_high_th" },
	{ 0x470, 16, NULL, "page_data.pddr_module_info.voltage_low_th" },
	{ 0x4e0, 3, NULL, "page_data.pddr_module_info.module_st" },
	{ 0x4e6, 10, NULL, "page_data.pddr_module_info.smf_length" },
	{ 0x4f0, 16, NULL, "page_data.pddr_module_info.wavelength" },
	{ 0x530, 8, NULL, "page_data.pddr_module_info.monitor_cap_mask" },
	{ 0x600, 8, NULL, "page_data.pddr_module_info.connector_type" },
	{ 0x608, 24, NULL, "page_data.pddr_module_info.vendor_oui" },
	{ 0x5c, 4, NULL, "page_data.pddr_link_down_info_page.down_blame" },
	{ 0x78, 8, &mlx5_fuzz_en_pddr_link_down_reason, "page_data.pddr_link_down_info_page.local_reason_opcode" },
	{ 0x98, 8, &mlx5_fuzz_en_pddr_link_down_reason, "page_data.pddr_link_down_info_page.remote_reason_opcode" },
	{ 0xb8, 8, NULL, "page_data.pddr_link_down_info_page.e2e_reason_opcode" },
	{ 0xc4, 4, NULL, "page_data.pddr_link_down_info_page.last_ber_mantissa" },
	{ 0xc8, 8, NULL, "page_data.pddr_link_down_info_page.last_ber_exp" },
	{ 0xd4, 4, NULL, "page_data.pddr_link_down_info_page.ber_mantissa" },
	{ 0xd8, 8, NULL, "page_data.pddr_link_down_info_page.ber_exp" },
	{ 0xe4, 4, NULL, "page_data.pddr_link_down_info_page.min_ber_mantissa" },
	{ 0xe8, 8, NULL, "page_data.pddr_link_down_info_page.min_ber_exp" },
	{ 0xf4, 4, NULL, "page_data.pddr_link_down_info_page.max_ber_mantissa" },
	{ 0xf8, 8, NULL, "page_data.pddr_link_down_info_page.max_ber_exp" },
	{ 0x110, 16, NULL, "page_data.pddr_link_down_info_page.num_of_ber_alarams" },
	{ 0x120, 32, NULL, "page_data.pddr_link_down_info_page.time_to_link_down_to_disable" },
	{ 0x140, 32, NULL, "page_data.pddr_link_down_info_page.time_to_link_down_to_rx_loss" },
	{ 0x4c, 4, NULL, "page_data.pddr_link_up_info_page.up_reason_pwr" },
	{ 0x54, 4, NULL, "page_data.pddr_link_up_info_page.up_reason_drv" },
	{ 0x5c, 4, NULL, "page_data.pddr_link_up_info_page.up_reason_mng" },
	{ 0x60, 32, NULL, "page_data.pddr_link_up_info_page.time_to_link_up" },
	{ 0x9c, 4, NULL, "page_data.pddr_link_up_info_page.fast_link_up_status" },
	{ 0xa0, 32, NULL, "page_data.pddr_link_up_info_page.time_to_link_up_phy_up_to_active" },
	{ 0xc0, 32, NULL, "page_data.pddr_link_up_info_page.time_to_link_up_sd_to_phy_up" },
	{ 0xe0, 32, NULL, "page_data.pddr_link_up_info_page.time_to_link_up_disable_to_sd" },
	{ 0x100, 32, NULL, "page_data.pddr_link_up_info_page.time_to_link_up_disable_to_pd" },
	{ 0x40, 4, NULL, "page_data.pddr_module_latched_flag_info.temp_flags" },
	{ 0x44, 4, NULL, "page_data.pddr_module_latched_flag_info.vcc_flags" },
	{ 0x48, 1, NULL, "page_data.pddr_module_latched_flag_info.mod_fw_fault" },
	{ 0x49, 1, NULL, "page_data.pddr_module_latched_flag_info.dp_fw_fault" },
	{ 0x5f, 1, NULL, "page_data.pddr_module_latched_flag_info.rx_los_cap" },
	{ 0x60, 8, NULL, "page_data.pddr_module_latched_flag_info.tx_fault" },
	{ 0x68, 8, NULL, "page_data.pddr_module_latched_flag_info.tx_los" },
	{ 0x70, 8, NULL, "page_data.pddr_module_latched_flag_info.tx_cdr_lol" },
	{ 0x78, 8, NULL, "page_data.pddr_module_latched_flag_info.tx_ad_eq_fault" },
	{ 0x80, 8, NULL, "page_data.pddr_module_latched_flag_info.tx_power_hi_al" },
	{ 0x88, 8, NULL, "page_data.pddr_module_latched_flag_info.tx_power_lo_al" },
	{ 0x90, 8, NULL, "page_data.pddr_module_latched_flag_info.tx_power_hi_war" },
	{ 0x98, 8, NULL, "page_data.pddr_module_latched_flag_info.tx_power_lo_war" },
	{ 0xa0, 8, NULL, "page_data.pddr_module_latched_flag_info.tx_bias_hi_al" },
	{ 0xa8, 8, NULL, "page_data.pddr_module_latched_flag_info.tx_bias_lo_al" },
	{ 0xb0, 8, NULL, "page_data.pddr_module_latched_flag_info.tx_bias_hi_war" },
	{ 0xb8, 8, NULL, "page_data.pddr_module_latched_flag_info.tx_bias_lo_war" },
	{ 0xc0, 8, NULL, "page_data.pddr_module_latched_flag_info.rx_los" },
	{ 0xc8, 8, NULL, "page_data.pddr_module_latched_flag_info.rx_cdr_lol" },
	{ 0xe0, 8, NULL, "page_data.pddr_module_latched_flag_info.rx_power_hi_al" },
	{ 0xe8, 8, NULL, "page_data.pddr_module_latched_flag_info.rx_power_lo_al" },
	{ 0xf0, 8, NULL, "page_data.pddr_module_latched_flag_info.rx_power_hi_war" },
	{ 0xf8, 8, NULL, "page_data.pddr_module_latched_flag_info.rx_power_lo_war" },
	{ 0x110, 8, NULL, "page_data.pddr_module_latched_flag_info.rx_input_valid_change" },
	{ 0x118, 8, NULL, "page_data.pddr_module_latched_flag_info.rx_output_valid_change" },
	{ 0, 0, NULL, NULL },
};
/* register PPTT: pptt_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_pptt[] __attribute__((unused)) = {
	{ 0x0, 1, NULL, "e" },
	{ 0x3, 1, NULL, "p" },
	{ 0x4, 1, NULL, "p_c" },
	{ 0x6, 1, NULL, "sw" },
	{ 0x7, 1, NULL, "sw_c" },
	{ 0x8, 8, NULL, "local_port" },
	{ 0x10, 2, NULL, "pnat" },
	{ 0x12, 2, NULL, "lp_msb" },
	{ 0x14, 4, NULL, "lane" },
	{ 0x18, 4, NULL, "port_type" },
	{ 0x1e, 1, NULL, "ls" },
	{ 0x1f, 1, NULL, "le" },
	{ 0x20, 32, NULL, "prbs_modes_cap" },
	{ 0x40, 8, NULL, "prbs_mode_admin" },
	{ 0x5c, 4, NULL, "modulation" },
	{ 0x60, 16, NULL, "lane_rate_cap" },
	{ 0x80, 16, NULL, "lane_rate_admin" },
	{ 0, 0, NULL, NULL },
};
/* register PPHCR: pphcr_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_pphcr[] __attribute__((unused)) = {
	{ 0x0, 4, NULL, "active_hist_type" },
	{ 0x8, 8, NULL, "local_port" },
	{ 0x10, 2, NULL, "pnat" },
	{ 0x12, 2, NULL, "lp_msb" },
	{ 0x1f, 1, NULL, "we" },
	{ 0x28, 8, NULL, "num_of_bins" },
	{ 0x3c, 4, NULL, "hist_type" },
	{ 0x48, 8, NULL, "hist_max_measurement" },
	{ 0x58, 8, NULL, "hist_min_measurement" },
	{ 0x70, 16, NULL, "bin_range_write_mask" },
	{ 0x8c, 4, NULL, "bin_range.high_val" },
	{ 0x9c, 4, NULL, "bin_range.low_val" },
	{ 0, 0, NULL, NULL },
};
/* register PPAOS: ppaos_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_ppaos[] __attribute__((unused)) = {
	{ 0x0, 8, NULL, "swid" },
	{ 0x8, 8, NULL, "local_port" },
	{ 0x12, 2, NULL, "lp_msb" },
	{ 0x14, 4, NULL, "phy_test_mode_admin" },
	{ 0x18, 4, NULL, "port_type" },
	{ 0x1c, 4, NULL, "phy_test_mode_status" },
	{ 0x34, 4, NULL, "phy_status_admin" },
	{ 0x3c, 4, NULL, "phy_status" },
	{ 0, 0, NULL, NULL },
};
/* register PCNR: pcnr_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_pcnr[] __attribute__((unused)) = {
	{ 0x8, 8, NULL, "local_port" },
	{ 0x12, 2, NULL, "lp_msb" },
	{ 0x19, 4, NULL, "flua_we_mask" },
	{ 0x1d, 1, NULL, "flua_cap" },
	{ 0x1f, 1, NULL, "tuning_override" },
	{ 0x23, 5, NULL, "flua_guar_sec" },
	{ 0x28, 8, NULL, "flua_polling_sec" },
	{ 0x30, 8, NULL, "flua_allowed_ber" },
	{ 0x38, 2, NULL, "flua_oper" },
	{ 0x3a, 2, NULL, "flua_en" },
	{ 0x3f, 1, NULL, "keep_phy_setting" },
	{ 0, 0, NULL, NULL },
};
/* register PMPT: pmpt_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_pmpt[] __attribute__((unused)) = {
	{ 0x0, 1, NULL, "e" },
	{ 0x1, 1, NULL, "ls" },
	{ 0x2, 1, NULL, "le" },
	{ 0x4, 4, NULL, "slot_index" },
	{ 0x8, 8, NULL, "module" },
	{ 0x11, 1, NULL, "swap_cap" },
	{ 0x12, 1, NULL, "invt_cap" },
	{ 0x13, 1, NULL, "host_media" },
	{ 0x14, 8, NULL, "lane_mask" },
	{ 0x1c, 4, NULL, "status" },
	{ 0x20, 32, NULL, "prbs_modes_cap" },
	{ 0x40, 8, NULL, "prbs_mode_admin" },
	{ 0x56, 1, NULL, "swap_admin" },
	{ 0x57, 1, NULL, "invt_admin" },
	{ 0x5a, 2, NULL, "ch_ge" },
	{ 0x5c, 4, NULL, "modulation" },
	{ 0x60, 16, NULL, "lane_rate_cap" },
	{ 0x80, 16, NULL, "lane_rate_admin" },
	{ 0, 0, NULL, NULL },
};
/* register PCAM: pcam_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_pcam[] __attribute__((unused)) = {
	{ 0x8, 8, NULL, "feature_group" },
	{ 0x18, 8, NULL, "access_reg_group" },
	{ 0x40, 32, NULL, "port_access_reg_cap_mask.pcam_regs_5000_to_507f.port_access_reg_cap_mask_127_to_96" },
	{ 0x60, 32, NULL, "port_access_reg_cap_mask.pcam_regs_5000_to_507f.port_access_reg_cap_mask_95_to_64" },
	{ 0x80, 28, NULL, "port_access_reg_cap_mask.pcam_regs_5000_to_507f.port_access_reg_cap_mask_63_to_36" },
	{ 0x9c, 1, NULL, "port_access_reg_cap_mask.pcam_regs_5000_to_507f.pplm" },
	{ 0x9d, 3, NULL, "port_access_reg_cap_mask.pcam_regs_5000_to_507f.port_access_reg_cap_mask_34_to_32" },
	{ 0xa0, 19, NULL, "port_access_reg_cap_mask.pcam_regs_5000_to_507f.port_access_reg_cap_mask_31_to_13" },
	{ 0xb3, 1, NULL, "port_access_reg_cap_mask.pcam_regs_5000_to_507f.pbmc" },
	{ 0xb4, 1, NULL, "port_access_reg_cap_mask.pcam_regs_5000_to_507f.pptb" },
	{ 0xb5, 2, NULL, "port_access_reg_cap_mask.pcam_regs_5000_to_507f.port_access_reg_cap_mask_10_to_09" },
	{ 0xb7, 1, NULL, "port_access_reg_cap_mask.pcam_regs_5000_to_507f.ppcnt" },
	{ 0xb8, 8, NULL, "port_access_reg_cap_mask.pcam_regs_5000_to_507f.port_access_reg_cap_mask_07_to_00" },
	{ 0x188, 1, NULL, "feature_cap_mask.pcam_enhanced_features.fec_100G_per_lane_in_pplm" },
	{ 0x193, 1, NULL, "feature_cap_mask.pcam_enhanced_features.buffer_ownership" },
	{ 0x1a8, 1, NULL, "feature_cap_mask.pcam_enhanced_features.fec_50G_per_lane_in_pplm" },
	{ 0x1ad, 1, NULL, "feature_cap_mask.pcam_enhanced_features.rx_icrc_encapsulated_counter" },
	{ 0x1b2, 1, NULL, "feature_cap_mask.pcam_enhanced_features.ptys_extended_ethernet" },
	{ 0x1b6, 1, NULL, "feature_cap_mask.pcam_enhanced_features.pfcc_mask" },
	{ 0x1ba, 1, NULL, "feature_cap_mask.pcam_enhanced_features.per_lane_error_counters" },
	{ 0x1bb, 1, NULL, "feature_cap_mask.pcam_enhanced_features.rx_buffer_fullness_counters" },
	{ 0x1bc, 1, NULL, "feature_cap_mask.pcam_enhanced_features.ptys_connector_type" },
	{ 0x1be, 1, NULL, "feature_cap_mask.pcam_enhanced_features.ppcnt_discard_group" },
	{ 0x1bf, 1, NULL, "feature_cap_mask.pcam_enhanced_features.ppcnt_statistical_group" },
	{ 0, 0, NULL, NULL },
};
/* register NODE_DESC: node_desc_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_node_desc[] __attribute__((unused)) = {
	{ 0, 0, NULL, NULL },
};
/* register HOST_ENDIANNESS: host_endianness_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_host_endianness[] __attribute__((unused)) = {
	{ 0x0, 8, NULL, "he" },
	{ 0, 0, NULL, NULL },
};
/* register MTCAP: mtcap_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mtcap[] __attribute__((unused)) = {
	{ 0xc, 4, NULL, "slot_index" },
	{ 0x19, 7, NULL, "sensor_count" },
	{ 0x39, 7, NULL, "internal_sensor_count" },
	{ 0x40, 64, NULL, "sensor_map" },
	{ 0, 0, NULL, NULL },
};
/* register MTMP: mtmp_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mtmp[] __attribute__((unused)) = {
	{ 0xc, 4, NULL, "slot_index" },
	{ 0x14, 12, NULL, "sensor_index" },
	{ 0x30, 16, NULL, "temperature" },
	{ 0x40, 1, NULL, "mte" },
	{ 0x41, 1, NULL, "mtr" },
	{ 0x42, 1, NULL, "weme" },
	{ 0x43, 1, NULL, "sdme" },
	{ 0x50, 16, NULL, "max_temperature" },
	{ 0x60, 2, NULL, "tee" },
	{ 0x62, 2, NULL, "sdee" },
	{ 0x70, 16, NULL, "temp_threshold_hi" },
	{ 0x90, 16, NULL, "temp_threshold_lo" },
	{ 0xc0, 32, NULL, "sensor_name_hi" },
	{ 0xe0, 32, NULL, "sensor_name_lo" },
	{ 0, 0, NULL, NULL },
};
/* register MFPA: mfpa_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mfpa[] __attribute__((unused)) = {
	{ 0x0, 1, NULL, "add_cap_32b" },
	{ 0x1a, 2, NULL, "fs" },
	{ 0x20, 32, NULL, "boot_address" },
	{ 0x80, 1, NULL, "wip" },
	{ 0x81, 1, NULL, "bulk_32kb_erase_en" },
	{ 0x82, 1, NULL, "bulk_64kb_erase_en" },
	{ 0x8e, 1, NULL, "sector_wrp_en" },
	{ 0x8f, 1, NULL, "sub_sector_wrp_en" },
	{ 0x9c, 4, NULL, "flash_num" },
	{ 0xa8, 24, NULL, "jedec_id" },
	{ 0xc0, 8, NULL, "block_size" },
	{ 0xc8, 8, NULL, "block_alignment" },
	{ 0xd6, 10, NULL, "sector_size" },
	{ 0xe0, 32, NULL, "capability_mask" },
	{ 0, 0, NULL, NULL },
};
/* register MFBA: mfba_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mfba[] __attribute__((unused)) = {
	{ 0x0, 1, NULL, "add_cap_32b" },
	{ 0x1a, 2, NULL, "fs" },
	{ 0x37, 9, NULL, "size" },
	{ 0x40, 32, NULL, "address" },
	{ 0, 0, NULL, NULL },
};
/* register MFBE: mfbe_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mfbe[] __attribute__((unused)) = {
	{ 0x0, 1, NULL, "add_cap_32b" },
	{ 0x1, 1, NULL, "bulk_32kb_erase" },
	{ 0x2, 1, NULL, "bulk_64kb_erase" },
	{ 0x1a, 2, NULL, "fs" },
	{ 0x40, 32, NULL, "address" },
	{ 0, 0, NULL, NULL },
};
/* register MCIA: mcia_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mcia[] __attribute__((unused)) = {
	{ 0x0, 1, NULL, "l" },
	{ 0x8, 8, NULL, "module" },
	{ 0x18, 8, NULL, "status" },
	{ 0x20, 8, NULL, "i2c_device_address" },
	{ 0x28, 8, NULL, "page_number" },
	{ 0x30, 16, NULL, "device_address" },
	{ 0x50, 16, NULL, "size" },
	{ 0x60, 32, NULL, "password" },
	{ 0, 0, NULL, NULL },
};
/* register MGIR: mgir_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mgir[] __attribute__((unused)) = {
	{ 0x0, 16, NULL, "hardware_info.device_hw_revision" },
	{ 0x10, 16, NULL, "hardware_info.device_id" },
	{ 0x21, 3, NULL, "hardware_info.ib_mad_gen" },
	{ 0x24, 12, NULL, "hardware_info.num_ports" },
	{ 0x30, 5, NULL, "hardware_info.technology" },
	{ 0x3b, 5, NULL, "hardware_info.pvs" },
	{ 0x50, 16, NULL, "hardware_info.hw_dev_id" },
	{ 0x60, 1, NULL, "hardware_info.pci_switch_only_mode" },
	{ 0x61, 1, NULL, "hardware_info.development" },
	{ 0x63, 1, NULL, "hardware_info.ga_valid" },
	{ 0x6e, 2, NULL, "hardware_info.module_master_fw_default" },
	{ 0x84, 4, NULL, "hardware_info.chip_type" },
	{ 0x8a, 6, NULL, "hardware_info.ga" },
	{ 0x90, 16, NULL, "hardware_info.manufacturing_base_mac_47_32" },
	{ 0xa0, 32, NULL, "hardware_info.manufacturing_base_mac_31_0" },
	{ 0xe0, 32, NULL, "hardware_info.uptime" },
	{ 0x101, 1, NULL, "fw_info.dev_sc" },
	{ 0x103, 1, NULL, "fw_info.string_tlv" },
	{ 0x104, 1, NULL, "fw_info.dev" },
	{ 0x105, 1, NULL, "fw_info.debug" },
	{ 0x106, 1, NULL, "fw_info.signed_fw" },
	{ 0x107, 1, NULL, "fw_info.secured" },
	{ 0x108, 8, NULL, "fw_info.major" },
	{ 0x110, 8, NULL, "fw_info.minor" },
	{ 0x118, 8, NULL, "fw_info.sub_minor" },
	{ 0x120, 32, NULL, "fw_info.build_id" },
	{ 0x140, 8, NULL, "fw_info.month" },
	{ 0x148, 8, NULL, "fw_info.day" },
	{ 0x150, 16, NULL, "fw_info.year" },
	{ 0x170, 16, NULL, "fw_info.hour" },
	{ 0x200, 32, NULL, "fw_info.ini_file_version" },
	{ 0x220, 32, NULL, "fw_info.extended_major" },
	{ 0x240, 32, NULL, "fw_info.extended_minor" },
	{ 0x260, 32, NULL, "fw_info.extended_sub_minor" },
	{ 0x280, 16, NULL, "fw_info.disabled_tiles_bitmap" },
	{ 0x290, 16, NULL, "fw_info.isfu_major" },
	{ 0x2bc, 1, NULL, "fw_info.encryption" },
	{ 0x2bd, 1, NULL, "fw_info.sec_boot" },
	{ 0x2be, 2, NULL, "fw_info.life_cycle" },
	{ 0x308, 8, NULL, "sw_info.major" },
	{ 0x310, 8, NULL, "sw_info.minor" },
	{ 0x318, 8, NULL, "sw_info.sub_minor" },
	{ 0, 0, NULL, NULL },
};
/* register MSGI: msgi_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_msgi[] __attribute__((unused)) = {
	{ 0x1c0, 32, NULL, "revision" },
	{ 0, 0, NULL, NULL },
};
/* register MNVDA: mnvda_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mnvda[] __attribute__((unused)) = {
	{ 0x0, 2, NULL, "configuration_item_header.valid" },
	{ 0x2, 2, NULL, "configuration_item_header.priority" },
	{ 0x4, 2, NULL, "configuration_item_header.header_type" },
	{ 0x6, 1, NULL, "configuration_item_header.ovr_en" },
	{ 0x7, 1, NULL, "configuration_item_header.rd_en" },
	{ 0x8, 2, &mlx5_fuzz_en_nv_access_mode, "configuration_item_header.access_mode" },
	{ 0xb, 5, NULL, "configuration_item_header.writer_id" },
	{ 0x10, 4, NULL, "configuration_item_header.version" },
	{ 0x16, 1, NULL, "configuration_item_header.host_id_valid" },
	{ 0x17, 9, NULL, "configuration_item_header.length" },
	{ 0x20, 8, NULL, "configuration_item_header.type.configuration_item_type_class_global.type_class" },
	{ 0x28, 24, NULL, "configuration_item_header.type.configuration_item_type_class_global.parameter_index" },
	{ 0x20, 8, NULL, "configuration_item_header.type.configuration_item_type_class_per_host_pf.type_class" },
	{ 0x28, 6, NULL, "configuration_item_header.type.configuration_item_type_class_per_host_pf.pf_index" },
	{ 0x2e, 8, NULL, "configuration_item_header.type.configuration_item_type_class_per_host_pf.pci_bus_index" },
	{ 0x36, 10, NULL, "configuration_item_header.type.configuration_item_type_class_per_host_pf.parameter_index" },
	{ 0x50, 16, NULL, "configuration_item_header.crc16" },
	{ 0, 0, NULL, NULL },
};
/* register MNVDI: mnvdi_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mnvdi[] __attribute__((unused)) = {
	{ 0x0, 2, NULL, "configuration_item_header.valid" },
	{ 0x2, 2, NULL, "configuration_item_header.priority" },
	{ 0x4, 2, NULL, "configuration_item_header.header_type" },
	{ 0x6, 1, NULL, "configuration_item_header.ovr_en" },
	{ 0x7, 1, NULL, "configuration_item_header.rd_en" },
	{ 0x8, 2, &mlx5_fuzz_en_nv_access_mode, "configuration_item_header.access_mode" },
	{ 0xb, 5, NULL, "configuration_item_header.writer_id" },
	{ 0x10, 4, NULL, "configuration_item_header.version" },
	{ 0x16, 1, NULL, "configuration_item_header.host_id_valid" },
	{ 0x17, 9, NULL, "configuration_item_header.length" },
	{ 0x20, 8, NULL, "configuration_item_header.type.configuration_item_type_class_global.type_class" },
	{ 0x28, 24, NULL, "configuration_item_header.type.configuration_item_type_class_global.parameter_index" },
	{ 0x20, 8, NULL, "configuration_item_header.type.configuration_item_type_class_per_host_pf.type_class" },
	{ 0x28, 6, NULL, "configuration_item_header.type.configuration_item_type_class_per_host_pf.pf_index" },
	{ 0x2e, 8, NULL, "configuration_item_header.type.configuration_item_type_class_per_host_pf.pci_bus_index" },
	{ 0x36, 10, NULL, "configuration_item_header.type.configuration_item_type_class_per_host_pf.parameter_index" },
	{ 0x50, 16, NULL, "configuration_item_header.crc16" },
	{ 0, 0, NULL, NULL },
};
/* register MFRL: mfrl_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mfrl[] __attribute__((unused)) = {
	{ 0x22, 1, NULL, "pci_sync_for_fw_update_start" },
	{ 0x23, 2, NULL, "pci_sync_for_fw_update_resp" },
	{ 0x25, 3, NULL, "rst_type_sel" },
	{ 0x28, 3, &mlx5_fuzz_en_mfrl_pci_reset_method, "pci_reset_req_method" },
	{ 0x2c, 4, &mlx5_fuzz_en_mfrl_reset_state, "reset_state" },
	{ 0x30, 8, NULL, "reset_type" },
	{ 0x38, 8, NULL, "reset_level" },
	{ 0, 0, NULL, NULL },
};
/* register MVTS: mvts_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mvts[] __attribute__((unused)) = {
	{ 0x0, 1, NULL, "clear_all_ts_flag" },
	{ 0x1, 1, NULL, "running_flag" },
	{ 0x2, 1, NULL, "check_timestamp_flag" },
	{ 0, 0, NULL, NULL },
};
/* register MROQ: mroq_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mroq[] __attribute__((unused)) = {
	{ 0x0, 8, NULL, "pci_reset_req_method" },
	{ 0xb, 4, NULL, "pci_sync_for_fw_update_start" },
	{ 0xf, 1, NULL, "query_is_valid" },
	{ 0x10, 8, &mlx5_fuzz_en_mroq_reset_type, "reset_type" },
	{ 0x18, 8, NULL, "reset_trigger" },
	{ 0, 0, NULL, NULL },
};
/* register MNVQC: mnvqc_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mnvqc[] __attribute__((unused)) = {
	{ 0x0, 8, NULL, "type.configuration_item_type_class_global.type_class" },
	{ 0x8, 24, NULL, "type.configuration_item_type_class_global.parameter_index" },
	{ 0x0, 8, NULL, "type.configuration_item_type_class_per_host_pf.type_class" },
	{ 0x8, 6, NULL, "type.configuration_item_type_class_per_host_pf.pf_index" },
	{ 0xe, 8, NULL, "type.configuration_item_type_class_per_host_pf.pci_bus_index" },
	{ 0x16, 10, NULL, "type.configuration_item_type_class_per_host_pf.parameter_index" },
	{ 0x38, 4, NULL, "version" },
	{ 0x3e, 1, NULL, "support_wr" },
	{ 0x3f, 1, NULL, "support_rd" },
	{ 0, 0, NULL, NULL },
};
/* register MNVIA: mnvia_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mnvia[] __attribute__((unused)) = {
	{ 0, 0, NULL, NULL },
};
/* register MNVGC: mnvgc_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mnvgc[] __attribute__((unused)) = {
	{ 0x1d, 1, NULL, "priv_nv_other_host" },
	{ 0x1e, 1, NULL, "nvda_read_current_settings" },
	{ 0x1f, 1, NULL, "nvda_read_factory_settings" },
	{ 0, 0, NULL, NULL },
};
/* register MNVGN: mnvgn_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mnvgn[] __attribute__((unused)) = {
	{ 0x0, 32, NULL, "nv_pointer" },
	{ 0x80, 2, NULL, "configuration_item_header.valid" },
	{ 0x82, 2, NULL, "configuration_item_header.priority" },
	{ 0x84, 2, NULL, "configuration_item_header.header_type" },
	{ 0x86, 1, NULL, "configuration_item_header.ovr_en" },
	{ 0x87, 1, NULL, "configuration_item_header.rd_en" },
	{ 0x88, 2, &mlx5_fuzz_en_nv_access_mode, "configuration_item_header.access_mode" },
	{ 0x8b, 5, NULL, "configuration_item_header.writer_id" },
	{ 0x90, 4, NULL, "configuration_item_header.version" },
	{ 0x96, 1, NULL, "configuration_item_header.host_id_valid" },
	{ 0x97, 9, NULL, "configuration_item_header.length" },
	{ 0xa0, 8, NULL, "configuration_item_header.type.configuration_item_type_class_global.type_class" },
	{ 0xa8, 24, NULL, "configuration_item_header.type.configuration_item_type_class_global.parameter_index" },
	{ 0xa0, 8, NULL, "configuration_item_header.type.configuration_item_type_class_per_host_pf.type_class" },
	{ 0xa8, 6, NULL, "configuration_item_header.type.configuration_item_type_class_per_host_pf.pf_index" },
	{ 0xae, 8, NULL, "configuration_item_header.type.configuration_item_type_class_per_host_pf.pci_bus_index" },
	{ 0xb6, 10, NULL, "configuration_item_header.type.configuration_item_type_class_per_host_pf.parameter_index" },
	{ 0xd0, 16, NULL, "configuration_item_header.crc16" },
	{ 0, 0, NULL, NULL },
};
/* register MPEIN: mpein_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mpein[] __attribute__((unused)) = {
	{ 0x2, 6, NULL, "depth" },
	{ 0x8, 8, NULL, "pcie_index" },
	{ 0x10, 8, NULL, "node" },
	{ 0x48, 8, NULL, "link_width_enabled" },
	{ 0x50, 16, NULL, "link_speed_enabled" },
	{ 0x60, 8, NULL, "lane0_physical_position" },
	{ 0x68, 8, NULL, "link_width_active" },
	{ 0x70, 16, NULL, "link_speed_active" },
	{ 0x80, 16, NULL, "num_of_pfs" },
	{ 0x90, 16, NULL, "num_of_vfs" },
	{ 0xa0, 16, NULL, "bdf0" },
	{ 0xc0, 4, NULL, "max_read_request_size" },
	{ 0xc4, 4, NULL, "max_payload_size" },
	{ 0xcd, 3, NULL, "pwr_status" },
	{ 0xd0, 4, NULL, "port_type" },
	{ 0xdf, 1, NULL, "lane_reversal" },
	{ 0xe0, 16, NULL, "link_peer_max_speed" },
	{ 0xf4, 12, NULL, "pci_power" },
	{ 0x120, 16, NULL, "device_status" },
	{ 0, 0, NULL, NULL },
};
/* register MPCNT: mpcnt_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mpcnt[] __attribute__((unused)) = {
	{ 0x2, 6, NULL, "depth" },
	{ 0x8, 8, NULL, "pcie_index" },
	{ 0x10, 8, NULL, "node" },
	{ 0x1a, 6, &mlx5_fuzz_en_mpcnt_grp, "grp" },
	{ 0x20, 1, NULL, "clr" },
	{ 0x40, 32, NULL, "counter_set.pcie_perf_cntrs_grp_data_layout.life_time_counter_high" },
	{ 0x60, 32, NULL, "counter_set.pcie_perf_cntrs_grp_data_layout.life_time_counter_low" },
	{ 0x80, 32, NULL, "counter_set.pcie_perf_cntrs_grp_data_layout.rx_errors" },
	{ 0xa0, 32, NULL, "counter_set.pcie_perf_cntrs_grp_data_layout.tx_errors" },
	{ 0xc0, 32, NULL, "counter_set.pcie_perf_cntrs_grp_data_layout.l0_to_recovery_eieos" },
	{ 0xe0, 32, NULL, "counter_set.pcie_perf_cntrs_grp_data_layout.l0_to_recovery_ts" },
	{ 0x100, 32, NULL, "counter_set.pcie_perf_cntrs_grp_data_layout.l0_to_recovery_framing" },
	{ 0x120, 32, NULL, "counter_set.pcie_perf_cntrs_grp_data_layout.l0_to_recovery_retrain" },
	{ 0x140, 32, NULL, "counter_set.pcie_perf_cntrs_grp_data_layout.crc_error_dllp" },
	{ 0x160, 32, NULL, "counter_set.pcie_perf_cntrs_grp_data_layout.crc_error_tlp" },
	{ 0x180, 32, NULL, "counter_set.pcie_perf_cntrs_grp_data_layout.tx_overflow_buffer_pkt_high" },
	{ 0x1a0, 32, NULL, "counter_set.pcie_perf_cntrs_grp_data_layout.tx_overflow_buffer_pkt_low" },
	{ 0x1c0, 32, NULL, "counter_set.pcie_perf_cntrs_grp_data_layout.outbound_stalled_reads" },
	{ 0x1e0, 32, NULL, "counter_set.pcie_perf_cntrs_grp_data_layout.outbound_stalled_writes" },
	{ 0x200, 32, NULL, "counter_set.pcie_perf_cntrs_grp_data_layout.outbound_stalled_reads_events" },
	{ 0x220, 32, NULL, "counter_set.pcie_perf_cntrs_grp_data_layout.outbound_stalled_writes_events" },
	{ 0x80, 32, NULL, "counter_set.pcie_lanes_counters.error_counter_lane0" },
	{ 0xa0, 32, NULL, "counter_set.pcie_lanes_counters.error_counter_lane1" },
	{ 0xc0, 32, NULL, "counter_set.pcie_lanes_counters.error_counter_lane2" },
	{ 0xe0, 32, NULL, "counter_set.pcie_lanes_counters.error_counter_lane3" },
	{ 0x100, 32, NULL, "counter_set.pcie_lanes_counters.error_counter_lane4" },
	{ 0x120, 32, NULL, "counter_set.pcie_lanes_counters.error_counter_lane5" },
	{ 0x140, 32, NULL, "counter_set.pcie_lanes_counters.error_counter_lane6" },
	{ 0x160, 32, NULL, "counter_set.pcie_lanes_counters.error_counter_lane7" },
	{ 0x180, 32, NULL, "counter_set.pcie_lanes_counters.error_counter_lane8" },
	{ 0x1a0, 32, NULL, "counter_set.pcie_lanes_counters.error_counter_lane9" },
	{ 0x1c0, 32, NULL, "counter_set.pcie_lanes_counters.error_counter_lane10" },
	{ 0x1e0, 32, NULL, "counter_set.pcie_lanes_counters.error_counter_lane11" },
	{ 0x200, 32, NULL, "counter_set.pcie_lanes_counters.error_counter_lane12" },
	{ 0x220, 32, NULL, "counter_set.pcie_lanes_counters.error_counter_lane13" },
	{ 0x240, 32, NULL, "counter_set.pcie_lanes_counters.error_counter_lane14" },
	{ 0x260, 32, NULL, "counter_set.pcie_lanes_counters.error_counter_lane15" },
	{ 0x80, 32, NULL, "counter_set.pcie_timers_states.time_to_boot_image_start" },
	{ 0xa0, 32, NULL, "counter_set.pcie_timers_states.time_to_link_image" },
	{ 0xc0, 32, NULL, "counter_set.pcie_timers_states.calibration_time" },
	{ 0xe0, 32, NULL, "counter_set.pcie_timers_states.time_to_first_perst" },
	{ 0x100, 32, NULL, "counter_set.pcie_timers_states.time_to_detect_state" },
	{ 0x120, 32, NULL, "counter_set.pcie_timers_states.time_to_l0" },
	{ 0x140, 32, NULL, "counter_set.pcie_timers_states.time_to_crs_en" },
	{ 0x160, 32, NULL, "counter_set.pcie_timers_states.time_to_plastic_image_start" },
	{ 0x180, 32, NULL, "counter_set.pcie_timers_states.time_to_iron_image_start" },
	{ 0x1a0, 32, NULL, "counter_set.pcie_timers_states.perst_handler" },
	{ 0x1c0, 32, NULL, "counter_set.pcie_timers_states.times_in_l1" },
	{ 0x1e0, 32, NULL, "counter_set.pcie_timers_states.times_in_l23" },
	{ 0x200, 32, NULL, "counter_set.pcie_timers_states.dl_down" },
	{ 0x220, 32, NULL, "counter_set.pcie_timers_states.config_cycle1usec" },
	{ 0x240, 32, NULL, "counter_set.pcie_timers_states.config_cycle2to7usec" },
	{ 0x260, 32, NULL, "counter_set.pcie_timers_states.config_cycle8to15usec" },
	{ 0x280, 32, NULL, "counter_set.pcie_timers_states.config_cycle16to63usec" },
	{ 0x2a0, 32, NULL, "counter_set.pcie_timers_states.config_cycle64usec" },
	{ 0x2c0, 32, NULL, "counter_set.pcie_timers_states.correctable_err_msg_sent" },
	{ 0x2e0, 32, NULL, "counter_set.pcie_timers_states.non_fatal_err_msg_sent" },
	{ 0x300, 32, NULL, "counter_set.pcie_timers_states.fatal_err_msg_sent" },
	{ 0, 0, NULL, NULL },
};
/* register MPEGC: mpegc_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mpegc[] __attribute__((unused)) = {
	{ 0x1, 1, NULL, "DPNv" },
	{ 0x2, 6, NULL, "depth" },
	{ 0x8, 8, NULL, "pcie_index" },
	{ 0x10, 8, NULL, "node" },
	{ 0x30, 16, NULL, "field_select" },
	{ 0x40, 1, &mlx5_fuzz_en_mpegc_overflow_sense, "tx_overflow_sense" },
	{ 0x41, 1, NULL, "mark_cqe" },
	{ 0x42, 1, NULL, "mark_cnp" },
	{ 0x47, 1, NULL, "segment_valid" },
	{ 0x48, 8, NULL, "segment_base" },
	{ 0x5e, 2, &mlx5_fuzz_en_mpegc_overflow_oper, "tx_lossy_overflow_oper" },
	{ 0x71, 7, NULL, "outbound_stalled_reads_th" },
	{ 0x79, 7, NULL, "outbound_stalled_writes_th" },
	{ 0x80, 8, NULL, "status" },
	{ 0x8c, 4, NULL, "operation" },
	{ 0, 0, NULL, NULL },
};
/* register MPIR: mpir_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mpir[] __attribute__((unused)) = {
	{ 0x0, 1, NULL, "sdm" },
	{ 0x2, 6, NULL, "depth" },
	{ 0x8, 8, NULL, "pcie_index" },
	{ 0x10, 8, NULL, "node" },
	{ 0x1c, 4, NULL, "host_buses" },
	{ 0x30, 8, NULL, "secondary_bus" },
	{ 0x38, 8, NULL, "subordinate_bus" },
	{ 0x40, 8, NULL, "local_port" },
	{ 0x48, 8, NULL, "bus" },
	{ 0x52, 2, NULL, "lp_msb" },
	{ 0x58, 5, NULL, "device" },
	{ 0x60, 1, NULL, "slot_cap" },
	{ 0x68, 8, NULL, "num_con_devices" },
	{ 0x73, 13, NULL, "slot_number" },
	{ 0, 0, NULL, NULL },
};
/* register MPCIR: mpcir_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mpcir[] __attribute__((unused)) = {
	{ 0x0, 2, &mlx5_fuzz_en_mpcir_op, "all" },
	{ 0x3e, 2, &mlx5_fuzz_en_mpcir_op, "ports" },
	{ 0x7e, 2, &mlx5_fuzz_en_mpcir_status, "ports_stat" },
	{ 0, 0, NULL, NULL },
};
/* register MCDD: mcdd_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mcdd[] __attribute__((unused)) = {
	{ 0x8, 24, NULL, "update_handle" },
	{ 0x20, 32, NULL, "offset" },
	{ 0x50, 16, NULL, "size" },
	{ 0x80, 32, NULL, "data_page_phys_addr_msb" },
	{ 0xa0, 32, NULL, "data_page_phys_addr_lsb" },
	{ 0xc0, 32, NULL, "mailbox_page_phys_addr_msb" },
	{ 0xe0, 32, NULL, "mailbox_page_phys_addr_lsb" },
	{ 0, 0, NULL, NULL },
};
/* register MCQS: mcqs_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mcqs[] __attribute__((unused)) = {
	{ 0x0, 1, NULL, "last_index_flag" },
	{ 0x8, 8, NULL, "fw_device" },
	{ 0x10, 16, NULL, "component_index" },
	{ 0x30, 16, &mlx5_fuzz_en_mcqs_identifier, "identifier" },
	{ 0x57, 5, &mlx5_fuzz_en_mcqs_component_status, "component_status" },
	{ 0x5c, 4, &mlx5_fuzz_en_mcqs_update_state, "component_update_state" },
	{ 0x60, 4, &mlx5_fuzz_en_fwu_entity, "last_update_state_changer_type" },
	{ 0x64, 4, NULL, "last_update_state_changer_host_id" },
	{ 0, 0, NULL, NULL },
};
/* register MCQI: mcqi_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mcqi[] __attribute__((unused)) = {
	{ 0x0, 1, NULL, "read_pending_component" },
	{ 0x10, 16, NULL, "component_index" },
	{ 0x5b, 5, &mlx5_fuzz_en_mcqi_info_type, "info_type" },
	{ 0x60, 32, NULL, "info_size" },
	{ 0x80, 32, NULL, "offset" },
	{ 0xb0, 16, NULL, "data_size" },
	{ 0, 0, NULL, NULL },
};
/* register MCC: mcc_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mcc[] __attribute__((unused)) = {
	{ 0x4, 12, NULL, "time_elapsed_since_last_cmd" },
	{ 0x18, 8, &mlx5_fuzz_en_mcc_instruction, "instruction" },
	{ 0x30, 16, NULL, "component_index" },
	{ 0x48, 24, NULL, "update_handle" },
	{ 0x60, 4, &mlx5_fuzz_en_fwu_entity, "handle_owner_type" },
	{ 0x64, 4, NULL, "handle_owner_host_id" },
	{ 0x69, 7, NULL, "control_progress" },
	{ 0x70, 8, &mlx5_fuzz_en_fsm_error, "error_code" },
	{ 0x7c, 4, &mlx5_fuzz_en_fsm_state, "control_state" },
	{ 0x80, 32, NULL, "component_size" },
	{ 0, 0, NULL, NULL },
};
/* register MCDA: mcda_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mcda[] __attribute__((unused)) = {
	{ 0x8, 24, NULL, "update_handle" },
	{ 0x20, 32, NULL, "offset" },
	{ 0x50, 16, NULL, "size" },
	{ 0, 0, NULL, NULL },
};
/* register MQIS: mqis_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mqis[] __attribute__((unused)) = {
	{ 0x18, 8, &mlx5_fuzz_en_mqis_info_type, "info_type" },
	{ 0x30, 16, NULL, "info_length" },
	{ 0x40, 16, NULL, "read_offset" },
	{ 0x50, 16, NULL, "read_length" },
	{ 0, 0, NULL, NULL },
};
/* register MCAM: mcam_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mcam[] __attribute__((unused)) = {
	{ 0x8, 8, NULL, "feature_group" },
	{ 0x18, 8, NULL, "access_reg_group" },
	{ 0x5c, 1, NULL, "mng_access_reg_cap_mask.mcam_access_reg.mcda" },
	{ 0x5d, 1, NULL, "mng_access_reg_cap_mask.mcam_access_reg.mcc" },
	{ 0x5e, 1, NULL, "mng_access_reg_cap_mask.mcam_access_reg.mcqi" },
	{ 0x5f, 1, NULL, "mng_access_reg_cap_mask.mcam_access_reg.mcqs" },
	{ 0x60, 6, NULL, "mng_access_reg_cap_mask.mcam_access_reg.regs_95_to_90" },
	{ 0x66, 1, NULL, "mng_access_reg_cap_mask.mcam_access_reg.mpir" },
	{ 0x67, 2, NULL, "mng_access_reg_cap_mask.mcam_access_reg.regs_88_to_87" },
	{ 0x69, 1, NULL, "mng_access_reg_cap_mask.mcam_access_reg.mpegc" },
	{ 0x6a, 1, NULL, "mng_access_reg_cap_mask.mcam_access_reg.mtutc" },
	{ 0x6b, 17, NULL, "mng_access_reg_cap_mask.mcam_access_reg.regs_84_to_68" },
	{ 0x7c, 4, NULL, "mng_access_reg_cap_mask.mcam_access_reg.tracer_registers" },
	{ 0x80, 18, NULL, "mng_access_reg_cap_mask.mcam_access_reg.regs_63_to_46" },
	{ 0x92, 1, NULL, "mng_access_reg_cap_mask.mcam_access_reg.mrtc" },
	{ 0x93, 4, NULL, "mng_access_reg_cap_mask.mcam_access_reg.regs_44_to_41" },
	{ 0x97, 1, NULL, "mng_access_reg_cap_mask.mcam_access_reg.mfrl" },
	{ 0x98, 8, NULL, "mng_access_reg_cap_mask.mcam_access_reg.regs_39_to_32" },
	{ 0xa0, 21, NULL, "mng_access_reg_cap_mask.mcam_access_reg.regs_31_to_11" },
	{ 0xb5, 1, NULL, "mng_access_reg_cap_mask.mcam_access_reg.mtmp" },
	{ 0xb6, 10, NULL, "mng_access_reg_cap_mask.mcam_access_reg.regs_9_to_0" },
	{ 0x40, 29, NULL, "mng_access_reg_cap_mask.mcam_access_reg_bits2.regs_127_to_99" },
	{ 0x5d, 1, NULL, "mng_access_reg_cap_mask.mcam_access_reg_bits2.mirc" },
	{ 0x5e, 2, NULL, "mng_access_reg_cap_mask.mcam_access_reg_bits2.regs_97_to_96" },
	{ 0x60, 9, NULL, "mng_access_reg_cap_mask.mcam_access_reg_bits2.regs_95_to_87" },
	{ 0x69, 2, NULL, "mng_access_reg_cap_mask.mcam_access_reg_bits2.synce_registers" },
	{ 0x6b, 21, NULL, "mng_access_reg_cap_mask.mcam_access_reg_bits2.regs_84_to_64" },
	{ 0x80, 32, NULL, "mng_access_reg_cap_mask.mcam_access_reg_bits2.regs_63_to_32" },
	{ 0xa0, 32, NULL, "mng_access_reg_cap_mask.mcam_access_reg_bits2.regs_31_to_0" },
	{ 0x1aa, 1, NULL, "mng_feature_cap_mask.mcam_enhanced_features.reset_state" },
	{ 0x1ac, 1, NULL, "mng_feature_cap_mask.mcam_enhanced_features.pci_sync_for_fw_update" },
	{ 0x1ae, 1, NULL, "mng_feature_cap_mask.mcam_enhanced_features.pci_status_and_power" },
	{ 0x1b4, 1, NULL, "mng_feature_cap_mask.mcam_enhanced_features.mark_tx_action_cnp" },
	{ 0x1b5, 1, NULL, "mng_feature_cap_mask.mcam_enhanced_features.mark_tx_action_cqe" },
	{ 0x1b6, 1, NULL, "mng_feature_cap_mask.mcam_enhanced_features.dynamic_tx_overflow" },
	{ 0x1bb, 1, NULL, "mng_feature_cap_mask.mcam_enhanced_features.pcie_outbound_stalled" },
	{ 0x1bc, 1, NULL, "mng_feature_cap_mask.mcam_enhanced_features.tx_overflow_buffer_pkt" },
	{ 0x1bf, 1, NULL, "mng_feature_cap_mask.mcam_enhanced_features.pcie_performance_group" },
	{ 0, 0, NULL, NULL },
};
/* register MRSI: mrsi_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mrsi[] __attribute__((unused)) = {
	{ 0x1c, 4, NULL, "device" },
	{ 0x3c, 4, &mlx5_fuzz_en_mrsi_reset_reason, "reset_reason" },
	{ 0x40, 64, NULL, "crts" },
	{ 0xb8, 8, NULL, "ecos" },
	{ 0, 0, NULL, NULL },
};
/* register MIRC: mirc_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mirc[] __attribute__((unused)) = {
	{ 0x18, 8, &mlx5_fuzz_en_mirc_status, "status_code" },
	{ 0, 0, NULL, NULL },
};
/* register RESOURCE_DUMP: resource_dump */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_resource_dump[] __attribute__((unused)) = {
	{ 0x0, 1, NULL, "more_dump" },
	{ 0x1, 1, NULL, "inline_dump" },
	{ 0xc, 4, NULL, "seq_num" },
	{ 0x10, 16, NULL, "segment_type" },
	{ 0x30, 16, NULL, "vhca_id" },
	{ 0x40, 32, NULL, "index1" },
	{ 0x60, 32, NULL, "index2" },
	{ 0x80, 16, NULL, "num_of_obj1" },
	{ 0x90, 16, NULL, "num_of_obj2" },
	{ 0xc0, 64, NULL, "device_opaque" },
	{ 0x100, 32, NULL, "mkey" },
	{ 0x120, 32, NULL, "size" },
	{ 0x140, 64, NULL, "address" },
	{ 0, 0, NULL, NULL },
};
/* register DTOR: dtor_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_dtor[] __attribute__((unused)) = {
	{ 0x20, 3, NULL, "pcie_toggle_to.to_multiplier" },
	{ 0x2c, 20, NULL, "pcie_toggle_to.to_value" },
	{ 0xa0, 3, NULL, "health_poll_to.to_multiplier" },
	{ 0xac, 20, NULL, "health_poll_to.to_value" },
	{ 0xc0, 3, NULL, "full_crdump_to.to_multiplier" },
	{ 0xcc, 20, NULL, "full_crdump_to.to_value" },
	{ 0xe0, 3, NULL, "fw_reset_to.to_multiplier" },
	{ 0xec, 20, NULL, "fw_reset_to.to_value" },
	{ 0x100, 3, NULL, "flush_on_err_to.to_multiplier" },
	{ 0x10c, 20, NULL, "flush_on_err_to.to_value" },
	{ 0x120, 3, NULL, "pci_sync_update_to.to_multiplier" },
	{ 0x12c, 20, NULL, "pci_sync_update_to.to_value" },
	{ 0x140, 3, NULL, "tear_down_to.to_multiplier" },
	{ 0x14c, 20, NULL, "tear_down_to.to_value" },
	{ 0x160, 3, NULL, "fsm_reactivate_to.to_multiplier" },
	{ 0x16c, 20, NULL, "fsm_reactivate_to.to_value" },
	{ 0x180, 3, NULL, "reclaim_pages_to.to_multiplier" },
	{ 0x18c, 20, NULL, "reclaim_pages_to.to_value" },
	{ 0x1a0, 3, NULL, "reclaim_vfs_pages_to.to_multiplier" },
	{ 0x1ac, 20, NULL, "reclaim_vfs_pages_to.to_value" },
	{ 0x1c0, 3, NULL, "reset_unload_to.to_multiplier" },
	{ 0x1cc, 20, NULL, "reset_unload_to.to_value" },
	{ 0, 0, NULL, NULL },
};
/* register RCR: rcr_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_rcr[] __attribute__((unused)) = {
	{ 0x1f, 1, NULL, "health_severity_bitmask_valid" },
	{ 0x38, 8, NULL, "health_severity_bitmask" },
	{ 0, 0, NULL, NULL },
};

/* register PPCNT: fields that act on an access */
static const struct mlx5_fuzz_rule mlx5_fuzz_rules_ppcnt[] __attribute__((unused)) = {
	{ 0x20, 1, false, true, 0x1, "clr" },
	{ 0x20, 1, true, true, 0x1, "clr" },
};
/* register PMAOS: fields that act on an access */
static const struct mlx5_fuzz_rule mlx5_fuzz_rules_pmaos[] __attribute__((unused)) = {
	{ 0x0, 1, false, false, 0x1, "rst" },
};
/* register SLTP: fields that act on an access */
static const struct mlx5_fuzz_rule mlx5_fuzz_rules_sltp[] __attribute__((unused)) = {
	{ 0x1f, 1, false, false, 0x1, "c_db" },
};
/* register PDDR: fields that act on an access */
static const struct mlx5_fuzz_rule mlx5_fuzz_rules_pddr[] __attribute__((unused)) = {
	{ 0x38, 8, false, false, 0x4, "page_select" },
};
/* register PCNR: fields that act on an access */
static const struct mlx5_fuzz_rule mlx5_fuzz_rules_pcnr[] __attribute__((unused)) = {
	{ 0x1f, 1, false, false, 0x1, "tuning_override" },
	{ 0x3f, 1, false, false, 0x1, "keep_phy_setting" },
	{ 0x19, 4, false, false, 0x1, "flua_we_mask" },
};
/* register MTMP: fields that act on an access */
static const struct mlx5_fuzz_rule mlx5_fuzz_rules_mtmp[] __attribute__((unused)) = {
	{ 0x41, 1, false, true, 0x1, "mtr" },
	{ 0x42, 1, false, true, 0x1, "weme" },
	{ 0x43, 1, false, true, 0x1, "sdme" },
};
/* register MCIA: fields that act on an access */
static const struct mlx5_fuzz_rule mlx5_fuzz_rules_mcia[] __attribute__((unused)) = {
	{ 0x0, 1, false, false, 0x1, "l" },
	{ 0x60, 32, false, false, 0x1, "password" },
};
/* register MPCNT: fields that act on an access */
static const struct mlx5_fuzz_rule mlx5_fuzz_rules_mpcnt[] __attribute__((unused)) = {
	{ 0x20, 1, false, false, 0x1, "clr" },
};
/* register MPEGC: fields that act on an access */
static const struct mlx5_fuzz_rule mlx5_fuzz_rules_mpegc[] __attribute__((unused)) = {
	{ 0x8c, 4, false, false, 0x1, "operation" },
};
/* register MPCIR: fields that act on an access */
static const struct mlx5_fuzz_rule mlx5_fuzz_rules_mpcir[] __attribute__((unused)) = {
	{ 0x0, 2, false, false, 0x1, "all" },
	{ 0x3e, 2, false, false, 0x1, "ports" },
};

/* sorted by opcode */
static const struct mlx5_fuzz_cmd mlx5_fuzz_cmds[] __attribute__((unused)) = {
	{ "QUERY_HCA_CAP", 0x100, true,
	  16, 4112, 0,
	  mlx5_fuzz_in_query_hca_cap, 5,
	  -1, 0, -1, 0 },
	{ "QUERY_ADAPTER", 0x101, true,
	  16, 272, 0,
	  mlx5_fuzz_in_query_adapter, 2,
	  -1, 0, -1, 0 },
	{ "INIT_HCA", 0x102, true,
	  32, 16, 0,
	  mlx5_fuzz_in_init_hca, 3,
	  -1, 0, -1, 0 },
	{ "TEARDOWN_HCA", 0x103, true,
	  16, 16, 0,
	  mlx5_fuzz_in_teardown_hca, 3,
	  -1, 0, -1, 0 },
	{ "ENABLE_HCA", 0x104, true,
	  16, 12, 0,
	  mlx5_fuzz_in_enable_hca, 4,
	  -1, 0, -1, 0 },
	{ "DISABLE_HCA", 0x105, true,
	  16, 12, 0,
	  mlx5_fuzz_in_disable_hca, 4,
	  -1, 0, -1, 0 },
	{ "QUERY_PAGES", 0x107, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_pages, 4,
	  -1, 0, -1, 0 },
	{ "MANAGE_PAGES", 0x108, true,
	  16, 16, 8,
	  mlx5_fuzz_in_manage_pages, 5,
	  -1, 0, -1, 0 },
	{ "SET_HCA_CAP", 0x109, true,
	  4112, 16, 0,
	  mlx5_fuzz_in_set_hca_cap, 2914,
	  -1, 0, -1, 0 },
	{ "QUERY_ISSI", 0x10a, true,
	  16, 112, 0,
	  mlx5_fuzz_in_query_issi, 2,
	  -1, 0, -1, 0 },
	{ "SET_ISSI", 0x10b, true,
	  16, 16, 0,
	  mlx5_fuzz_in_set_issi, 3,
	  -1, 0, -1, 0 },
	{ "QUERY_DRIVER_VERSION", 0x10c, true,
	  16, 80, 0,
	  mlx5_fuzz_in_query_driver_version, 2,
	  -1, 0, -1, 0 },
	{ "QUERY_OTHER_HCA_CAP", 0x10e, true,
	  16, 96, 0,
	  mlx5_fuzz_in_query_other_hca_cap, 3,
	  -1, 0, 80, 16 },
	{ "QUERY_SF_PARTITION", 0x111, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_sf_partition, 2,
	  -1, 0, -1, 0 },
	{ "QUERY_VHCA_MIGRATION_STATE", 0x117, true,
	  16, 64, 0,
	  mlx5_fuzz_in_query_vhca_migration_state, 6,
	  -1, 0, -1, 0 },
	{ "CREATE_MKEY", 0x200, true,
	  272, 16, 4,
	  mlx5_fuzz_in_create_mkey, 36,
	  72, 24, -1, 0 },
	{ "QUERY_MKEY", 0x201, true,
	  16, 304, 0,
	  mlx5_fuzz_in_query_mkey, 4,
	  -1, 0, 72, 24 },
	{ "DESTROY_MKEY", 0x202, true,
	  16, 16, 0,
	  mlx5_fuzz_in_destroy_mkey, 4,
	  -1, 0, 72, 24 },
	{ "QUERY_SPECIAL_CONTEXTS", 0x203, true,
	  16, 32, 0,
	  mlx5_fuzz_in_query_special_contexts, 2,
	  -1, 0, -1, 0 },
	{ "CREATE_EQ", 0x301, true,
	  272, 16, 8,
	  mlx5_fuzz_in_create_eq, 14,
	  -1, 0, -1, 0 },
	{ "DESTROY_EQ", 0x302, true,
	  16, 16, 0,
	  mlx5_fuzz_in_destroy_eq, 3,
	  -1, 0, -1, 0 },
	{ "QUERY_EQ", 0x303, true,
	  16, 272, 0,
	  mlx5_fuzz_in_query_eq, 3,
	  -1, 0, 88, 8 },
	{ "QUERY_CQ", 0x402, true,
	  16, 272, 0,
	  mlx5_fuzz_in_query_cq, 3,
	  -1, 0, 72, 24 },
	{ "QUERY_QP", 0x50b, true,
	  16, 464, 0,
	  mlx5_fuzz_in_query_qp, 4,
	  -1, 0, 72, 24 },
	{ "QUERY_RDB", 0x512, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_rdb, 4,
	  -1, 0, 72, 24 },
	{ "QUERY_PSV", 0x602, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_psv, 4,
	  -1, 0, 72, 24 },
	{ "QUERY_SRQ", 0x702, true,
	  16, 272, 0,
	  mlx5_fuzz_in_query_srq, 3,
	  -1, 0, 72, 24 },
	{ "QUERY_XRC_SRQ", 0x707, true,
	  16, 272, 0,
	  mlx5_fuzz_in_query_xrc_srq, 3,
	  -1, 0, 72, 24 },
	{ "QUERY_DCT", 0x713, true,
	  16, 128, 0,
	  mlx5_fuzz_in_query_dct, 3,
	  -1, 0, 72, 24 },
	{ "QUERY_DC_CNAK_TRACE", 0x716, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_dc_cnak_trace, 3,
	  -1, 0, -1, 0 },
	{ "QUERY_XRQ", 0x719, true,
	  16, 336, 0,
	  mlx5_fuzz_in_query_xrq, 3,
	  -1, 0, 72, 24 },
	{ "QUERY_NVMF_BACKEND_CONTROLLER", 0x722, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_nvmf_backend_controller, 3,
	  -1, 0, -1, 0 },
	{ "QUERY_XRQ_DC_PARAMS_ENTRY", 0x725, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_xrq_dc_params_entry, 4,
	  -1, 0, -1, 0 },
	{ "QUERY_XRQ_ERROR_PARAMS", 0x727, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_xrq_error_params, 4,
	  -1, 0, -1, 0 },
	{ "QUERY_NVMF_NAMESPACE_CONTEXT", 0x728, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_nvmf_namespace_context, 3,
	  -1, 0, -1, 0 },
	{ "QUERY_ADJACENT_FUNCTIONS_ID", 0x730, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_adjacent_functions_id, 3,
	  -1, 0, -1, 0 },
	{ "DELEGATE_VHCA_MANAGEMENT", 0x731, true,
	  16, 16, 0,
	  mlx5_fuzz_in_delegate_vhca_management, 3,
	  -1, 0, -1, 0 },
	{ "QUERY_DELEGATED_VHCA", 0x732, true,
	  16, 32, 0,
	  mlx5_fuzz_in_query_delegated_vhca, 3,
	  -1, 0, -1, 0 },
	{ "QUERY_ESW_FUNCTIONS", 0x740, true,
	  16, 128, 0,
	  mlx5_fuzz_in_query_esw_functions, 2,
	  -1, 0, -1, 0 },
	{ "QUERY_VPORT_STATE", 0x750, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_vport_state, 4,
	  -1, 0, 80, 16 },
	{ "QUERY_ESW_VPORT_CONTEXT", 0x752, true,
	  16, 272, 0,
	  mlx5_fuzz_in_query_esw_vport_context, 4,
	  -1, 0, -1, 0 },
	{ "QUERY_NIC_VPORT_CONTEXT", 0x754, true,
	  16, 272, 0,
	  mlx5_fuzz_in_query_nic_vport_context, 5,
	  -1, 0, 80, 16 },
	{ "QUERY_ROCE_ADDRESS", 0x760, true,
	  16, 48, 0,
	  mlx5_fuzz_in_query_roce_address, 4,
	  -1, 0, 64, 16 },
	{ "QUERY_HCA_VPORT_CONTEXT", 0x762, true,
	  16, 528, 0,
	  mlx5_fuzz_in_query_hca_vport_context, 5,
	  -1, 0, 80, 16 },
	{ "QUERY_HCA_VPORT_GID", 0x764, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_hca_vport_gid, 6,
	  -1, 0, -1, 0 },
	{ "QUERY_HCA_VPORT_PKEY", 0x765, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_hca_vport_pkey, 6,
	  -1, 0, -1, 0 },
	{ "QUERY_VNIC_ENV", 0x76f, true,
	  16, 528, 0,
	  mlx5_fuzz_in_query_vnic_env, 4,
	  -1, 0, 80, 16 },
	{ "QUERY_VPORT_COUNTER", 0x770, true,
	  32, 528, 0,
	  mlx5_fuzz_in_query_vport_counter, 6,
	  -1, 0, 80, 16 },
	{ "ALLOC_Q_COUNTER", 0x771, true,
	  16, 16, 0,
	  mlx5_fuzz_in_alloc_q_counter, 3,
	  -1, 0, -1, 0 },
	{ "DEALLOC_Q_COUNTER", 0x772, true,
	  16, 16, 0,
	  mlx5_fuzz_in_dealloc_q_counter, 3,
	  -1, 0, -1, 0 },
	{ "QUERY_Q_COUNTER", 0x773, true,
	  32, 256, 0,
	  mlx5_fuzz_in_query_q_counter, 7,
	  -1, 0, 248, 8 },
	{ "QUERY_RATE_LIMIT", 0x781, true,
	  16, 64, 0,
	  mlx5_fuzz_in_query_rate_limit, 4,
	  -1, 0, 80, 16 },
	{ "QUERY_SCHEDULING_ELEMENT", 0x784, true,
	  64, 128, 0,
	  mlx5_fuzz_in_query_scheduling_element, 4,
	  -1, 0, 96, 32 },
	{ "ALLOC_PD", 0x800, true,
	  16, 16, 0,
	  mlx5_fuzz_in_alloc_pd, 3,
	  72, 24, -1, 0 },
	{ "DEALLOC_PD", 0x801, true,
	  16, 16, 0,
	  mlx5_fuzz_in_dealloc_pd, 4,
	  -1, 0, 72, 24 },
	{ "ALLOC_UAR", 0x802, true,
	  16, 16, 0,
	  mlx5_fuzz_in_alloc_uar, 3,
	  -1, 0, -1, 0 },
	{ "DEALLOC_UAR", 0x803, true,
	  16, 16, 0,
	  mlx5_fuzz_in_dealloc_uar, 4,
	  -1, 0, -1, 0 },
	{ "ACCESS_REG", 0x805, true,
	  16, 16, 4,
	  mlx5_fuzz_in_access_reg, 4,
	  -1, 0, -1, 0 },
	{ "QUERY_MAD_DEMUX", 0x80b, true,
	  16, 20, 0,
	  mlx5_fuzz_in_query_mad_demux, 2,
	  -1, 0, -1, 0 },
	{ "NOP", 0x80d, true,
	  16, 16, 0,
	  mlx5_fuzz_in_nop, 2,
	  -1, 0, -1, 0 },
	{ "QUERY_BURST_SIZE", 0x813, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_burst_size, 3,
	  -1, 0, -1, 0 },
	{ "QUERY_DIAGNOSTIC_PARAMS", 0x819, true,
	  16, 32, 0,
	  mlx5_fuzz_in_query_diagnostic_params, 2,
	  -1, 0, -1, 0 },
	{ "SET_DIAGNOSTIC_PARAMS", 0x820, true,
	  32, 16, 0,
	  mlx5_fuzz_in_set_diagnostic_params, 11,
	  -1, 0, -1, 0 },
	{ "QUERY_DIAGNOSTIC_COUNTERS", 0x821, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_diagnostic_counters, 4,
	  -1, 0, -1, 0 },
	{ "QUERY_CONG_STATUS", 0x822, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_cong_status, 4,
	  -1, 0, 92, 4 },
	{ "MODIFY_CONG_STATUS", 0x823, true,
	  16, 16, 0,
	  mlx5_fuzz_in_modify_cong_status, 6,
	  -1, 0, -1, 0 },
	{ "QUERY_CONG_PARAMS", 0x824, true,
	  16, 272, 0,
	  mlx5_fuzz_in_query_cong_params, 3,
	  -1, 0, 92, 4 },
	{ "QUERY_CONG_STATISTICS", 0x826, true,
	  16, 272, 0,
	  mlx5_fuzz_in_query_cong_statistics, 3,
	  -1, 0, -1, 0 },
	{ "QUERY_L2_TABLE_ENTRY", 0x82a, true,
	  64, 64, 0,
	  mlx5_fuzz_in_query_l2_table_entry, 3,
	  -1, 0, 168, 24 },
	{ "QUERY_WOL_ROL", 0x831, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_wol_rol, 2,
	  -1, 0, -1, 0 },
	{ "QUERY_LAG", 0x842, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_lag, 2,
	  -1, 0, -1, 0 },
	{ "QUERY_TIR", 0x903, true,
	  16, 272, 0,
	  mlx5_fuzz_in_query_tir, 3,
	  -1, 0, 72, 24 },
	{ "QUERY_SQ", 0x907, true,
	  16, 272, 0,
	  mlx5_fuzz_in_query_sq, 3,
	  -1, 0, 72, 24 },
	{ "QUERY_RQ", 0x90b, true,
	  16, 272, 0,
	  mlx5_fuzz_in_query_rq, 3,
	  -1, 0, 72, 24 },
	{ "QUERY_RMP", 0x90f, true,
	  16, 272, 0,
	  mlx5_fuzz_in_query_rmp, 3,
	  -1, 0, 72, 24 },
	{ "QUERY_DELAY_DROP_PARAMS", 0x911, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_delay_drop_params, 2,
	  -1, 0, -1, 0 },
	{ "QUERY_TIS", 0x915, true,
	  16, 176, 0,
	  mlx5_fuzz_in_query_tis, 3,
	  -1, 0, 72, 24 },
	{ "QUERY_RQT", 0x919, true,
	  16, 272, 0,
	  mlx5_fuzz_in_query_rqt, 3,
	  -1, 0, 72, 24 },
	{ "QUERY_FLOW_TABLE", 0x932, true,
	  64, 64, 0,
	  mlx5_fuzz_in_query_flow_table, 4,
	  -1, 0, 168, 24 },
	{ "QUERY_FLOW_GROUP", 0x935, true,
	  64, 1024, 0,
	  mlx5_fuzz_in_query_flow_group, 5,
	  -1, 0, 192, 32 },
	{ "QUERY_FLOW_TABLE_ENTRY", 0x937, true,
	  64, 832, 0,
	  mlx5_fuzz_in_query_flow_table_entry, 5,
	  -1, 0, 256, 32 },
	{ "QUERY_FLOW_COUNTER", 0x93b, true,
	  32, 16, 0,
	  mlx5_fuzz_in_query_flow_counter, 5,
	  -1, 0, 224, 32 },
	{ "QUERY_PACKET_REFORMAT_CONTEXT", 0x93f, true,
	  32, 28, 0,
	  mlx5_fuzz_in_query_packet_reformat_context, 3,
	  -1, 0, 64, 32 },
	{ "QUERY_MODIFY_HEADER_CONTEXT", 0x942, true,
	  32, 16, 0,
	  mlx5_fuzz_in_query_modify_header_context, 4,
	  -1, 0, 64, 32 },
	{ "FPGA_QUERY_QP", 0x962, true,
	  16, 112, 0,
	  mlx5_fuzz_in_fpga_query_qp, 3,
	  -1, 0, -1, 0 },
	{ "FPGA_QUERY_QP_COUNTERS", 0x964, true,
	  16, 112, 0,
	  mlx5_fuzz_in_fpga_query_qp_counters, 4,
	  -1, 0, -1, 0 },
	{ "QUERY_AFU", 0x971, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_afu, 3,
	  -1, 0, -1, 0 },
	{ "QUERY_CAPI_PEC", 0x981, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_capi_pec, 3,
	  -1, 0, -1, 0 },
	{ "QUERY_GENERAL_OBJECT", 0xa02, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_general_object, 6,
	  -1, 0, 64, 32 },
	{ "CREATE_UCTX", 0xa04, true,
	  64, 16, 0,
	  mlx5_fuzz_in_create_uctx, 3,
	  -1, 0, -1, 0 },
	{ "QUERY_UCTX", 0xa05, true,
	  16, 64, 0,
	  mlx5_fuzz_in_query_uctx, 3,
	  -1, 0, 80, 16 },
	{ "DESTROY_UCTX", 0xa06, true,
	  16, 16, 0,
	  mlx5_fuzz_in_destroy_uctx, 3,
	  -1, 0, -1, 0 },
	{ "CREATE_UMEM", 0xa08, true,
	  48, 16, 0,
	  mlx5_fuzz_in_create_umem, 7,
	  -1, 0, -1, 0 },
	{ "QUERY_UMEM", 0xa09, true,
	  16, 48, 0,
	  mlx5_fuzz_in_query_umem, 4,
	  -1, 0, 72, 24 },
	{ "DESTROY_UMEM", 0xa0a, true,
	  16, 16, 0,
	  mlx5_fuzz_in_destroy_umem, 4,
	  -1, 0, -1, 0 },
	{ "QUERY_NVMF_CC_RESPONSE", 0xb02, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_nvmf_cc_response, 3,
	  -1, 0, -1, 0 },
	{ "QUERY_EMULATED_FUNCTIONS_INFO", 0xb03, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_emulated_functions_info, 3,
	  -1, 0, -1, 0 },
	{ "QUERY_REGEXP_PARAMS", 0xb05, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_regexp_params, 3,
	  -1, 0, -1, 0 },
	{ "QUERY_REGEXP_REGISTER", 0xb07, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_regexp_register, 3,
	  -1, 0, -1, 0 },
	{ "USER_QUERY_XRQ_DC_PARAMS_ENTRY", 0xb08, true,
	  16, 16, 0,
	  mlx5_fuzz_in_user_query_xrq_dc_params_entry, 4,
	  -1, 0, -1, 0 },
	{ "USER_QUERY_XRQ_ERROR_PARAMS", 0xb0a, true,
	  16, 16, 0,
	  mlx5_fuzz_in_user_query_xrq_error_params, 4,
	  -1, 0, -1, 0 },
	{ "ACCESS_REGISTER_USER", 0xb0c, true,
	  16, 16, 4,
	  mlx5_fuzz_in_access_register_user, 4,
	  -1, 0, -1, 0 },
	{ "QUERY_VHCA_STATE", 0xb0d, true,
	  16, 32, 0,
	  mlx5_fuzz_in_query_vhca_state, 5,
	  -1, 0, 80, 16 },
	{ "QUERY_EMULATION_DEVICE_EQ_MSIX_MAPPING", 0xb0f, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_emulation_device_eq_msix_mapping, 3,
	  -1, 0, -1, 0 },
	{ "QUERY_MATCH_SAMPLE_INFO", 0xb13, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_match_sample_info, 3,
	  -1, 0, -1, 0 },
	{ "QUERY_CRYPTO_STATE", 0xb14, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_crypto_state, 3,
	  -1, 0, -1, 0 },
	{ "QUERY_VUID", 0xb22, true,
	  16, 64, 0,
	  mlx5_fuzz_in_query_vuid, 5,
	  -1, 0, -1, 0 },
	{ "QUERY_DPA_PARTITION", 0xb28, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_dpa_partition, 3,
	  -1, 0, -1, 0 },
	{ "QUERY_DPA_PARTITIONS", 0xb2a, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_dpa_partitions, 3,
	  -1, 0, -1, 0 },
	{ "POSTPONE_CONNECTED_QP_TIMEOUT", 0xb2e, true,
	  16, 16, 0,
	  mlx5_fuzz_in_postpone_connected_qp_timeout, 3,
	  -1, 0, -1, 0 },
	{ "QUERY_EMULATED_RESOURCES_INFO", 0xb2f, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_emulated_resources_info, 3,
	  -1, 0, -1, 0 },
	{ "QUERY_RSV_RESOURCES", 0x8000, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_rsv_resources, 3,
	  -1, 0, -1, 0 },
	{ "QUERY_MTT", 0x8001, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_mtt, 3,
	  -1, 0, -1, 0 },
	{ "QUERY_SCHED_QUEUE", 0x8006, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_sched_queue, 3,
	  -1, 0, -1, 0 },
};

#define MLX5_FUZZ_NCMDS (sizeof(mlx5_fuzz_cmds) / sizeof(mlx5_fuzz_cmds[0]))

/* sorted by id */
static const struct mlx5_fuzz_reg mlx5_fuzz_regs[] __attribute__((unused)) = {
	{ "MLCOK", 0x402d, 16,
	  true, false,
	  mlx5_fuzz_reg_mlcok, 2,
	  NULL, 0 },
	{ "CORE_DUMP", 0x402e, 64,
	  true, true,
	  mlx5_fuzz_reg_core_dump, 9,
	  NULL, 0 },
	{ "PCAP", 0x5001, 20,
	  true, false,
	  mlx5_fuzz_reg_pcap, 1,
	  NULL, 0 },
	{ "PMLP", 0x5002, 64,
	  true, false,
	  mlx5_fuzz_reg_pmlp, 19,
	  NULL, 0 },
	{ "PMTU", 0x5003, 16,
	  true, false,
	  mlx5_fuzz_reg_pmtu, 4,
	  NULL, 0 },
	{ "PTYS", 0x5004, 64,
	  true, false,
	  mlx5_fuzz_reg_ptys, 22,
	  NULL, 0 },
	{ "PAOS", 0x5006, 16,
	  true, false,
	  mlx5_fuzz_reg_paos, 7,
	  NULL, 0 },
	{ "PPCNT", 0x5008, 256,
	  true, true,
	  mlx5_fuzz_reg_ppcnt, 345,
	  mlx5_fuzz_rules_ppcnt, 2 },
	{ "PMAOS", 0x5012, 16,
	  true, false,
	  mlx5_fuzz_reg_pmaos, 7,
	  mlx5_fuzz_rules_pmaos, 1 },
	{ "PRTL", 0x5014, 32,
	  true, false,
	  mlx5_fuzz_reg_prtl, 10,
	  NULL, 0 },
	{ "PPLM", 0x5023, 80,
	  true, true,
	  mlx5_fuzz_reg_pplm, 33,
	  NULL, 0 },
	{ "SLTP", 0x5027, 76,
	  true, true,
	  mlx5_fuzz_reg_sltp, 18,
	  mlx5_fuzz_rules_sltp, 1 },
	{ "SLRG", 0x5028, 40,
	  true, false,
	  mlx5_fuzz_reg_slrg, 25,
	  NULL, 0 },
	{ "PDDR", 0x5031, 256,
	  true, false,
	  mlx5_fuzz_reg_pddr, 129,
	  mlx5_fuzz_rules_pddr, 1 },
	{ "PPTT", 0x5036, 28,
	  true, true,
	  mlx5_fuzz_reg_pptt, 17,
	  NULL, 0 },
	{ "PPHCR", 0x503e, 80,
	  true, true,
	  mlx5_fuzz_reg_pphcr, 12,
	  NULL, 0 },
	{ "PPAOS", 0x5040, 16,
	  true, true,
	  mlx5_fuzz_reg_ppaos, 8,
	  NULL, 0 },
	{ "PCNR", 0x5050, 12,
	  true, true,
	  mlx5_fuzz_reg_pcnr, 11,
	  mlx5_fuzz_rules_pcnr, 3 },
	{ "PMPT", 0x5064, 28,
	  true, true,
	  mlx5_fuzz_reg_pmpt, 18,
	  NULL, 0 },
	{ "PCAM", 0x507f, 80,
	  true, false,
	  mlx5_fuzz_reg_pcam, 24,
	  NULL, 0 },
	{ "NODE_DESC", 0x6001, 64,
	  true, false,
	  mlx5_fuzz_reg_node_desc, 0,
	  NULL, 0 },
	{ "HOST_ENDIANNESS", 0x7004, 16,
	  true, true,
	  mlx5_fuzz_reg_host_endianness, 1,
	  NULL, 0 },
	{ "MTCAP", 0x9009, 16,
	  true, false,
	  mlx5_fuzz_reg_mtcap, 4,
	  NULL, 0 },
	{ "MTMP", 0x900a, 32,
	  true, true,
	  mlx5_fuzz_reg_mtmp, 14,
	  mlx5_fuzz_rules_mtmp, 3 },
	{ "MFPA", 0x9010, 32,
	  true, false,
	  mlx5_fuzz_reg_mfpa, 14,
	  NULL, 0 },
	{ "MFBA", 0x9011, 268,
	  true, true,
	  mlx5_fuzz_reg_mfba, 4,
	  NULL, 0 },
	{ "MFBE", 0x9012, 12,
	  false, true,
	  mlx5_fuzz_reg_mfbe, 5,
	  NULL, 0 },
	{ "MCIA", 0x9014, 144,
	  true, false,
	  mlx5_fuzz_reg_mcia, 8,
	  mlx5_fuzz_rules_mcia, 2 },
	{ "MGIR", 0x9020, 160,
	  true, false,
	  mlx5_fuzz_reg_mgir, 42,
	  NULL, 0 },
	{ "MSGI", 0x9021, 128,
	  true, false,
	  mlx5_fuzz_reg_msgi, 1,
	  NULL, 0 },
	{ "MNVDA", 0x9024, 268,
	  true, true,
	  mlx5_fuzz_reg_mnvda, 17,
	  NULL, 0 },
	{ "MNVDI", 0x9025, 12,
	  false, true,
	  mlx5_fuzz_reg_mnvdi, 17,
	  NULL, 0 },
	{ "MFRL", 0x9028, 8,
	  true, true,
	  mlx5_fuzz_reg_mfrl, 7,
	  NULL, 0 },
	{ "MVTS", 0x902c, 20,
	  true, false,
	  mlx5_fuzz_reg_mvts, 3,
	  NULL, 0 },
	{ "MROQ", 0x902f, 32,
	  true, false,
	  mlx5_fuzz_reg_mroq, 5,
	  NULL, 0 },
	{ "MNVQC", 0x9030, 8,
	  true, false,
	  mlx5_fuzz_reg_mnvqc, 9,
	  NULL, 0 },
	{ "MNVIA", 0x9033, 8,
	  false, true,
	  mlx5_fuzz_reg_mnvia, 0,
	  NULL, 0 },
	{ "MNVGC", 0x9034, 16,
	  true, false,
	  mlx5_fuzz_reg_mnvgc, 3,
	  NULL, 0 },
	{ "MNVGN", 0x9035, 284,
	  true, false,
	  mlx5_fuzz_reg_mnvgn, 18,
	  NULL, 0 },
	{ "MPEIN", 0x9050, 48,
	  true, false,
	  mlx5_fuzz_reg_mpein, 19,
	  NULL, 0 },
	{ "MPCNT", 0x9051, 256,
	  true, false,
	  mlx5_fuzz_reg_mpcnt, 58,
	  mlx5_fuzz_rules_mpcnt, 1 },
	{ "MPEGC", 0x9056, 44,
	  true, true,
	  mlx5_fuzz_reg_mpegc, 15,
	  mlx5_fuzz_rules_mpegc, 1 },
	{ "MPIR", 0x9059, 16,
	  true, false,
	  mlx5_fuzz_reg_mpir, 14,
	  NULL, 0 },
	{ "MPCIR", 0x905a, 16,
	  true, true,
	  mlx5_fuzz_reg_mpcir, 3,
	  mlx5_fuzz_rules_mpcir, 2 },
	{ "MCDD", 0x905c, 32,
	  true, true,
	  mlx5_fuzz_reg_mcdd, 7,
	  NULL, 0 },
	{ "MCQS", 0x9060, 16,
	  true, false,
	  mlx5_fuzz_reg_mcqs, 8,
	  NULL, 0 },
	{ "MCQI", 0x9061, 24,
	  true, false,
	  mlx5_fuzz_reg_mcqi, 6,
	  NULL, 0 },
	{ "MCC", 0x9062, 32,
	  true, true,
	  mlx5_fuzz_reg_mcc, 10,
	  NULL, 0 },
	{ "MCDA", 0x9063, 16,
	  true, true,
	  mlx5_fuzz_reg_mcda, 3,
	  NULL, 0 },
	{ "MQIS", 0x9064, 24,
	  true, false,
	  mlx5_fuzz_reg_mqis, 4,
	  NULL, 0 },
	{ "MCAM", 0x907f, 72,
	  true, false,
	  mlx5_fuzz_reg_mcam, 38,
	  NULL, 0 },
	{ "MRSI", 0x912a, 64,
	  true, false,
	  mlx5_fuzz_reg_mrsi, 4,
	  NULL, 0 },
	{ "MIRC", 0x9162, 8,
	  true, true,
	  mlx5_fuzz_reg_mirc, 1,
	  NULL, 0 },
	{ "RESOURCE_DUMP", 0xc000, 256,
	  true, true,
	  mlx5_fuzz_reg_resource_dump, 13,
	  NULL, 0 },
	{ "DTOR", 0xc00e, 64,
	  true, false,
	  mlx5_fuzz_reg_dtor, 22,
	  NULL, 0 },
	{ "RCR", 0xc00f, 48,
	  true, true,
	  mlx5_fuzz_reg_rcr, 2,
	  NULL, 0 },
};

#define MLX5_FUZZ_NREGS (sizeof(mlx5_fuzz_regs) / sizeof(mlx5_fuzz_regs[0]))

#endif /* MLX5_FUZZ_SPEC_H */
