/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/* Do not edit directly, auto-generated from:
 *	prm/cmdif.yaml
 *	prm/diag.yaml
 *	prm/dump.yaml
 *	prm/eq.yaml
 *	prm/flash.yaml
 *	prm/fwupdate.yaml
 *	prm/hca.yaml
 *	prm/icmd.yaml
 *	prm/mgmt.yaml
 *	prm/nvconfig.yaml
 *	prm/nvitems.yaml
 *	prm/nvtools.yaml
 *	prm/objects.yaml
 *	prm/port.yaml
 *	prm/registers.yaml
 *	prm/uctx.yaml
 *	prm/vendor.yaml
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
struct mlx5_fuzz_field {
	uint32_t bit;			/* from the start of the structure */
	uint8_t width;
	int16_t enm;			/* index into mlx5_fuzz_enums, or -1 */
	const char *path;		/* e.g. "umem.log_page_size" */
};

struct mlx5_fuzz_enum {
	const char *name;
	const uint32_t *values;
	uint16_t n;
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

struct mlx5_fuzz_reg {
	const char *name;
	uint16_t id;
	uint32_t size;			/* bytes of the layout */
	bool readable, writable;
	const struct mlx5_fuzz_field *fields;
	uint16_t nfields;
};

static const uint32_t mlx5_fuzz_enum_access_reg_op_mod[] __attribute__((unused)) = {
	0x0,	/* WRITE */
	0x1,	/* READ */
};
static const uint32_t mlx5_fuzz_enum_cap_type[] __attribute__((unused)) = {
	0x0,	/* GENERAL */
	0xd,	/* DEBUG */
	0x20,	/* GENERAL_2 */
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
	0x200,	/* CREATE_MKEY */
	0x201,	/* QUERY_MKEY */
	0x202,	/* DESTROY_MKEY */
	0x301,	/* CREATE_EQ */
	0x302,	/* DESTROY_EQ */
	0x303,	/* QUERY_EQ */
	0x750,	/* QUERY_VPORT_STATE */
	0x800,	/* ALLOC_PD */
	0x801,	/* DEALLOC_PD */
	0x802,	/* ALLOC_UAR */
	0x803,	/* DEALLOC_UAR */
	0x805,	/* ACCESS_REG */
	0x819,	/* QUERY_DIAGNOSTIC_PARAMS */
	0x820,	/* SET_DIAGNOSTIC_PARAMS */
	0x821,	/* QUERY_DIAGNOSTIC_COUNTERS */
	0xa04,	/* CREATE_UCTX */
	0xa06,	/* DESTROY_UCTX */
	0xa08,	/* CREATE_UMEM */
	0xa0a,	/* DESTROY_UMEM */
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
static const uint32_t mlx5_fuzz_enum_cmdq_entry_type[] __attribute__((unused)) = {
	0x7,	/* PCIE_CMD_IF_TRANSPORT */
};
static const uint32_t mlx5_fuzz_enum_core_dump_type[] __attribute__((unused)) = {
	0x0,	/* GENERAL */
	0x1,	/* QP */
	0x80,	/* TO_MEMORY */
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
static const uint32_t mlx5_fuzz_enum_event_type[] __attribute__((unused)) = {
	0xa,	/* CMD */
	0xb,	/* PAGE_REQUEST */
};
static const uint32_t mlx5_fuzz_enum_fs4_crc_type[] __attribute__((unused)) = {
	0x0,	/* IN_TOC_ENTRY */
	0x1,	/* NONE */
	0x2,	/* IN_SECTION */
};
static const uint32_t mlx5_fuzz_enum_fs4_section[] __attribute__((unused)) = {
	0x1,	/* BOOT2 */
	0x10,	/* IMAGE_INFO */
	0xe0,	/* MFG_INFO */
	0xe1,	/* DEV_INFO */
	0xff,	/* END */
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
static const uint32_t mlx5_fuzz_enum_fwimage_const[] __attribute__((unused)) = {
	0x4d354657,	/* MAGIC */
	0x1,	/* FORMAT */
	0x100,	/* HEADER_SIZE */
	0xa0,	/* SIGNED_BYTES */
};
static const uint32_t mlx5_fuzz_enum_fwimage_key[] __attribute__((unused)) = {
	0x0,	/* NONE */
	0x1,	/* DEV */
	0x2,	/* CX7 */
};
static const uint32_t mlx5_fuzz_enum_fwstate_const[] __attribute__((unused)) = {
	0x4d354653,	/* MAGIC */
	0x1,	/* FORMAT */
	0x20,	/* HEADER_SIZE */
};
static const uint32_t mlx5_fuzz_enum_fwu_entity[] __attribute__((unused)) = {
	0x0,	/* UNSPECIFIED */
	0x1,	/* CHASSIS_BMC */
	0x2,	/* MAD */
	0x3,	/* BMC */
	0x4,	/* COMMAND_INTERFACE */
	0x5,	/* ICMD */
};
static const uint32_t mlx5_fuzz_enum_hca_cap_op_mod[] __attribute__((unused)) = {
	0x0,	/* MAX */
	0x1,	/* CURRENT */
};
static const uint32_t mlx5_fuzz_enum_icmd_opcode[] __attribute__((unused)) = {
	0x8400,	/* QUERY_CAP_GENERAL */
	0x8007,	/* GET_FW_INFO */
	0x9001,	/* ACCESS_REGISTER */
};
static const uint32_t mlx5_fuzz_enum_icmd_reg_method[] __attribute__((unused)) = {
	0x1,	/* QUERY */
	0x2,	/* WRITE */
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
static const uint32_t mlx5_fuzz_enum_icmd_status[] __attribute__((unused)) = {
	0x0,	/* OK */
	0x1,	/* INVALID_OPCODE */
	0x2,	/* INVALID_CMD */
	0x3,	/* OPERATIONAL_ERROR */
	0x4,	/* BAD_PARAM */
	0x5,	/* BUSY */
};
static const uint32_t mlx5_fuzz_enum_icmd_tlv_type[] __attribute__((unused)) = {
	0x0,	/* END */
	0x1,	/* OPERATION */
	0x3,	/* REG */
};
static const uint32_t mlx5_fuzz_enum_manage_pages_op_mod[] __attribute__((unused)) = {
	0x0,	/* ALLOC_FAIL */
	0x1,	/* ALLOC_SUCCESS */
	0x2,	/* RECLAIM */
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
static const uint32_t mlx5_fuzz_enum_mcqi_info_type[] __attribute__((unused)) = {
	0x0,	/* CAPABILITIES */
	0x1,	/* VERSION */
	0x5,	/* ACTIVATION_METHOD */
};
static const uint32_t mlx5_fuzz_enum_mcqs_component_status[] __attribute__((unused)) = {
	0x0,	/* NOT_PRESENT */
	0x1,	/* PRESENT */
	0x2,	/* IN_USE */
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
static const uint32_t mlx5_fuzz_enum_mfrl_reset_level[] __attribute__((unused)) = {
	0x1,	/* LEVEL0 */
	0x8,	/* LEVEL3 */
	0x40,	/* LEVEL6 */
};
static const uint32_t mlx5_fuzz_enum_mfrl_reset_type[] __attribute__((unused)) = {
	0x1,	/* FULL_CHIP */
	0x2,	/* NET_PORT_ALIVE */
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
static const uint32_t mlx5_fuzz_enum_mkc_access_mode[] __attribute__((unused)) = {
	0x0,	/* PA */
	0x1,	/* MTT */
	0x2,	/* KLMS */
	0x3,	/* KSM */
};
static const uint32_t mlx5_fuzz_enum_mqis_info_type[] __attribute__((unused)) = {
	0x0,	/* VPD */
	0x1,	/* MODEL_NAME */
	0x2,	/* MODEL_DESCRIPTION */
	0x3,	/* IMAGE_VSD */
	0x4,	/* DEVICE_VSD */
	0x5,	/* ROM_INFO */
};
static const uint32_t mlx5_fuzz_enum_nv_access_mode[] __attribute__((unused)) = {
	0x0,	/* NEXT */
	0x1,	/* CURRENT */
	0x2,	/* DEFAULT */
};
static const uint32_t mlx5_fuzz_enum_nv_crypto_conf_crypto_policy[] __attribute__((unused)) = {
	0x0,	/* DEVICE_DEFAULT */
	0x1,	/* UNRESTRICTED */
	0x2,	/* FIPS_LEVEL_2 */
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
static const uint32_t mlx5_fuzz_enum_nv_ecpf_conf_esw_manager[] __attribute__((unused)) = {
	0x0,	/* EXTERNAL_HOST_PF */
	0x1,	/* ECPF */
};
static const uint32_t mlx5_fuzz_enum_nv_ecpf_conf_page_supplier[] __attribute__((unused)) = {
	0x0,	/* EXTERNAL_HOST_PF */
	0x1,	/* ECPF */
};
static const uint32_t mlx5_fuzz_enum_nv_emulation_virtio_blk_conf_virtio_blk_emu_pf_pci_layout[] __attribute__((unused)) = {
	0x0,	/* VIRTIO_1_X */
	0x1,	/* VIRTIO_TRANSITIONAL */
};
static const uint32_t mlx5_fuzz_enum_nv_emulation_virtio_blk_conf_virtio_blk_emu_vf_pci_layout[] __attribute__((unused)) = {
	0x0,	/* VIRTIO_1_X */
	0x1,	/* VIRTIO_ */
};
static const uint32_t mlx5_fuzz_enum_nv_emulation_virtio_net_conf_virtio_net_emu_pf_pci_layout[] __attribute__((unused)) = {
	0x0,	/* VIRTIO_1_X */
	0x1,	/* VIRTIO_TRANSITIONAL */
};
static const uint32_t mlx5_fuzz_enum_nv_emulation_virtio_net_conf_virtio_net_emu_vf_pci_layout[] __attribute__((unused)) = {
	0x0,	/* VIRTIO_1_X */
	0x1,	/* VIRTIO_ */
};
static const uint32_t mlx5_fuzz_enum_nv_enclosure_info_tray_location[] __attribute__((unused)) = {
	0x0,	/* SINGLE_NODE_TRAY */
	0x1,	/* FRONT */
	0x2,	/* REAR */
};
static const uint32_t mlx5_fuzz_enum_nv_file_device_unique_nonce_version[] __attribute__((unused)) = {
	0x0,	/* b32 */
	0x1,	/* b76 */
};
static const uint32_t mlx5_fuzz_enum_nv_file_public_key_4096_a_auth_type[] __attribute__((unused)) = {
	0x0,	/* INVALID_ENTRY */
	0x1,	/* SHA256_DIGEST */
	0x3,	/* _2048BIT_RSASSA_PKCS1_v1_5_WITH_SHA256 */
	0x4,	/* _4096BIT_RSASSA_PKCS1_v1_5_WITH_SHA512 */
};
static const uint32_t mlx5_fuzz_enum_nv_file_public_key_4096_auth_type[] __attribute__((unused)) = {
	0x0,	/* INVALID_ENTRY */
	0x1,	/* SHA256_DIGEST */
	0x3,	/* _2048BIT_RSASSA_PKCS1_v1_5_WITH_SHA256 */
	0x4,	/* _4096BIT_RSASSA_PKCS1_v1_5_WITH_SHA512 */
};
static const uint32_t mlx5_fuzz_enum_nv_file_public_key_4096_b_auth_type[] __attribute__((unused)) = {
	0x0,	/* INVALID_ENTRY */
	0x1,	/* SHA256_DIGEST */
	0x3,	/* _2048BIT_RSASSA_PKCS1_v1_5_WITH_SHA256 */
	0x4,	/* _4096BIT_RSASSA_PKCS1_v1_5_WITH_SHA512 */
};
static const uint32_t mlx5_fuzz_enum_nv_file_public_key_auth_type[] __attribute__((unused)) = {
	0x0,	/* INVALID_ENTRY */
	0x1,	/* SHA256_DIGEST */
	0x3,	/* _2048BIT_RSASSA_PKCS1_v1_5_WITH_SHA256 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus0_speed_max[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus0_width_max[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus1_speed_max[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus1_width_max[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus2_speed_max[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus2_width_max[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus3_speed_max[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus3_width_max[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus4_speed_max[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus4_width_max[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus5_speed_max[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus5_width_max[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus6_speed_max[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus6_width_max[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus7_speed_max[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_cap_3_bus7_width_max[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus0_speed[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus0_width[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus1_speed[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus1_width[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus2_speed[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus2_width[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus3_speed[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus3_width[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus4_speed[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus4_width[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus5_speed[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus5_width[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus6_speed[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus6_width[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus7_speed[] __attribute__((unused)) = {
	0x0,	/* PCI_GEN_1 */
	0x1,	/* PCI_GEN_2 */
	0x2,	/* PCI_GEN_3 */
	0x3,	/* PCI_GEN_4 */
	0x4,	/* PCI_GEN_5 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_3_bus7_width[] __attribute__((unused)) = {
	0x0,	/* PCI_X1 */
	0x1,	/* PCI_X2 */
	0x2,	/* PCI_X4 */
	0x3,	/* PCI_X8 */
	0x4,	/* PCI_X16 */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_dpu_reset_notification_enabled[] __attribute__((unused)) = {
	0x0,	/* DISABLED */
	0x1,	/* ENABLED */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_partial_wr_cache_mode[] __attribute__((unused)) = {
	0x0,	/* DEVICE_DEFAULT */
	0x1,	/* DISABLED */
	0x2,	/* FUNCTION_BASED */
	0x3,	/* ADDRESS_BASED */
};
static const uint32_t mlx5_fuzz_enum_nv_global_pci_conf_rshim_pf[] __attribute__((unused)) = {
	0x0,	/* ENABLED */
	0x1,	/* DISABLED */
};
static const uint32_t mlx5_fuzz_enum_nv_hca_conf_pci_data_wr_ordering_mode[] __attribute__((unused)) = {
	0x0,	/* per_mkey */
	0x1,	/* force_relax */
};
static const uint32_t mlx5_fuzz_enum_nv_hca_conf_roce_ctrl[] __attribute__((unused)) = {
	0x0,	/* DEVICE_DEFAULT */
	0x1,	/* ROCE_DISABLE */
	0x2,	/* ROCE_ENABLE */
};
static const uint32_t mlx5_fuzz_enum_nv_host_chaining_conf_chain_mode[] __attribute__((unused)) = {
	0x0,	/* DISABLED */
	0x1,	/* BASIC */
};
static const uint32_t mlx5_fuzz_enum_nv_host_priv_conf_priv_level[] __attribute__((unused)) = {
	0x0,	/* PRIVILEGED */
	0x1,	/* LIMITED */
};
static const uint32_t mlx5_fuzz_enum_nv_hpcc_int_np_rtt_int_data_mode[] __attribute__((unused)) = {
	0x0,	/* INT_MODE0 */
	0x1,	/* INT_MODE1 */
};
static const uint32_t mlx5_fuzz_enum_nv_internal_cpu_conf_esw_manager[] __attribute__((unused)) = {
	0x0,	/* ECPF */
	0x1,	/* EXT_HOST_PF */
};
static const uint32_t mlx5_fuzz_enum_nv_internal_cpu_conf_ib_vport0[] __attribute__((unused)) = {
	0x0,	/* ECPF */
	0x1,	/* EXT_HOST_PF */
};
static const uint32_t mlx5_fuzz_enum_nv_internal_cpu_conf_internal_cpu_model[] __attribute__((unused)) = {
	0x0,	/* SEPARATED_HOST */
	0x1,	/* EMBEDDED_CPU */
};
static const uint32_t mlx5_fuzz_enum_nv_internal_cpu_conf_offload_engine[] __attribute__((unused)) = {
	0x0,	/* ENABLED */
	0x1,	/* DISABLED */
};
static const uint32_t mlx5_fuzz_enum_nv_internal_cpu_conf_page_supplier[] __attribute__((unused)) = {
	0x0,	/* ECPF */
	0x1,	/* EXT_HOST_PF */
};
static const uint32_t mlx5_fuzz_enum_nv_link_phy_conf_phy_auto_neg_mode[] __attribute__((unused)) = {
	0x0,	/* DEVICE_DEFAULT */
	0x1,	/* AUTO_NEG_ENABLED */
	0x2,	/* AUTO_NEG_DISABLED */
};
static const uint32_t mlx5_fuzz_enum_nv_link_phy_conf_phy_fec_override[] __attribute__((unused)) = {
	0x0,	/* DEVICE_DEFAULT */
	0x1,	/* MODE_1 */
	0x2,	/* MODE_2 */
	0x3,	/* MODE_3 */
	0x4,	/* MODE_4 */
};
static const uint32_t mlx5_fuzz_enum_nv_lldp_nb_cap_lldp_nb_rx_cap[] __attribute__((unused)) = {
	0x0,	/* NA */
	0x1,	/* MANDATORY */
	0x2,	/* ALL */
};
static const uint32_t mlx5_fuzz_enum_nv_lldp_nb_cap_lldp_nb_tx_cap[] __attribute__((unused)) = {
	0x0,	/* NA */
	0x1,	/* MANDATORY */
	0x2,	/* ALL */
	0x3,	/* reserved */
};
static const uint32_t mlx5_fuzz_enum_nv_lldp_nb_conf_lldp_nb_rx_mode[] __attribute__((unused)) = {
	0x0,	/* OFF */
	0x1,	/* MANDATORY */
	0x2,	/* ALL */
};
static const uint32_t mlx5_fuzz_enum_nv_lldp_nb_conf_lldp_nb_tx_mode[] __attribute__((unused)) = {
	0x0,	/* OFF */
	0x1,	/* MANDATORY */
	0x2,	/* ALL */
};
static const uint32_t mlx5_fuzz_enum_nv_memic_cap_max_memic_size_limit[] __attribute__((unused)) = {
	0x0,	/* DISABLED */
	0x1,	/* _256KB */
	0x2,	/* _512KB */
	0x3,	/* _1024KB */
};
static const uint32_t mlx5_fuzz_enum_nv_memic_conf_memic_atomic[] __attribute__((unused)) = {
	0x0,	/* DEVICE_DEFAULT */
	0x1,	/* MEMIC_ATOMIC_DISABLE */
	0x2,	/* MEMIC_ATOMIC_ENABLE */
};
static const uint32_t mlx5_fuzz_enum_nv_memic_conf_memic_size_limit[] __attribute__((unused)) = {
	0x0,	/* DISABLED */
	0x1,	/* _256KB */
	0x2,	/* _512KB */
	0x3,	/* _1024KB */
};
static const uint32_t mlx5_fuzz_enum_nv_mpfs_conf_duplicated_mac_action_mode[] __attribute__((unused)) = {
	0x0,	/* LAST_CFG */
	0x1,	/* LOAD_BALANCE */
};
static const uint32_t mlx5_fuzz_enum_nv_mpfs_conf_ib_routing_mode[] __attribute__((unused)) = {
	0x0,	/* GID */
	0x1,	/* LID */
};
static const uint32_t mlx5_fuzz_enum_nv_mpfs_conf_sriov_ib_routing_mode[] __attribute__((unused)) = {
	0x0,	/* GID */
	0x1,	/* LID */
};
static const uint32_t mlx5_fuzz_enum_nv_nvmf_target_conf_pacer_mode[] __attribute__((unused)) = {
	0x0,	/* DEVICE_DEFAULT */
	0x1,	/* PACER_OFF */
	0x2,	/* PACER_ON */
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
static const uint32_t mlx5_fuzz_enum_nv_pci_conf_management_pf[] __attribute__((unused)) = {
	0x0,	/* DEVICE_DEFAULT */
	0x1,	/* MNG_PF_ENABLE */
	0x2,	/* MNG_PF_DISABLE */
};
static const uint32_t mlx5_fuzz_enum_nv_pci_conf_p2p_ordering_mode[] __attribute__((unused)) = {
	0x0,	/* DEVICE_DEFAULT */
	0x1,	/* SECURE_NONE */
	0x2,	/* SECURE_TRUST */
	0x3,	/* SECURE_ALL */
};
static const uint32_t mlx5_fuzz_enum_nv_performance_tuning_conf_icm_cache_mode[] __attribute__((unused)) = {
	0x0,	/* DEVICE_DEFAULT */
	0x1,	/* LARGE_SCALE_STEERING */
};
static const uint32_t mlx5_fuzz_enum_nv_performance_tuning_conf_multi_pci_resource_share[] __attribute__((unused)) = {
	0x0,	/* DEVICE_DEFAULT */
	0x1,	/* NON_BLOCK_FAIR */
	0x2,	/* NON_BLOCK_SHARED */
	0x3,	/* BLOCKING_SHARED */
};
static const uint32_t mlx5_fuzz_enum_nv_power_conf_lag_allocation[] __attribute__((unused)) = {
	0x0,	/* DEVICE_DEFAULT */
	0x1,	/* PRE_ALLOCATION */
};
static const uint32_t mlx5_fuzz_enum_nv_power_conf_phy_cnt_delay[] __attribute__((unused)) = {
	0x0,	/* DELAY_NONE */
	0x1,	/* DELAY_10_SEC */
	0x2,	/* DELAY_20_SEC */
};
static const uint32_t mlx5_fuzz_enum_nv_qos_cap_max_num_of_vl[] __attribute__((unused)) = {
	0x1,	/* _1_VL */
	0x2,	/* _2_VLs */
	0x3,	/* _4_VLs */
	0x4,	/* _8_VLs */
	0x5,	/* _15_VLs */
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
static const uint32_t mlx5_fuzz_enum_nv_qos_conf_num_of_vl[] __attribute__((unused)) = {
	0x1,	/* _1_VL */
	0x2,	/* _2_VLs */
	0x3,	/* _4_VLs */
	0x4,	/* _8_VLs */
	0x5,	/* _15_VLs */
};
static const uint32_t mlx5_fuzz_enum_nv_qos_conf_qos_trust_state[] __attribute__((unused)) = {
	0x0,	/* DEVICE_DEFAULT */
	0x4,	/* TRUST_PORT */
	0x5,	/* TRUST_PCP */
	0x6,	/* TRUST_DSCP */
	0x7,	/* TRUST_DSCP_PCP */
};
static const uint32_t mlx5_fuzz_enum_nv_roce_cc_roce_cc_algorithm[] __attribute__((unused)) = {
	0x0,	/* ECN */
	0x1,	/* QCN */
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
static const uint32_t mlx5_fuzz_enum_nv_rom_boot_conf1_legacy_boot_protocol[] __attribute__((unused)) = {
	0x0,	/* NONE */
	0x1,	/* PXE */
	0x2,	/* ISCSI */
	0x4,	/* PXE_WO_FAIL_ISCSI */
	0x5,	/* ISCSI_WO_FAIL_PXE */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_boot_conf2_boot_ip_ver[] __attribute__((unused)) = {
	0x0,	/* IPv4 */
	0x1,	/* IPv6 */
	0x2,	/* IPv4_IPv6 */
	0x3,	/* IPv6_IPv4 */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_arp[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_dhcp[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_dhcpv6[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_driver[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_driver_settings[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_ipv4[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_ipv6[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_ndp[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_neighbor[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_netdevice[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_nodnic[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_nodnic_cmd[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_nodnic_device[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_nodnic_port[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_pxe_undi[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_romprefix[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_status_update[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_stp[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_tcp[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_tcpip[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_tftp[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_udp[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_debug_level_uri[] __attribute__((unused)) = {
	0x0,	/* DISABLE */
	0x1,	/* BASIC */
	0x2,	/* ADVANCED */
	0x3,	/* ALL */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_flexboot_debug_panic_banner[] __attribute__((unused)) = {
	0x0,	/* PRINT */
	0x1,	/* HALT */
	0x2,	/* OPEN_SHELL */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_ib_dhcp_conf_client_identifier[] __attribute__((unused)) = {
	0x0,	/* ROM_DEFAULT */
	0x1,	/* NO_CLIENT_IDENTIFIER */
	0x2,	/* SEND_CLIENT_IDENTIFIER */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_ini_hii_type[] __attribute__((unused)) = {
	0x0,	/* MLNX_DEFAULT */
	0x1,	/* HPE */
	0x2,	/* LENOVO */
	0x3,	/* DELL */
	0x4,	/* FUJITSU */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_iscsi_general_conf_boot_to_target[] __attribute__((unused)) = {
	0x0,	/* ENABLED */
	0x1,	/* DISABLED */
	0x2,	/* ONE_TIME_DISABLED */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_iscsi_general_conf_iscsi_drive_num[] __attribute__((unused)) = {
	0x80,	/* HDD1 */
	0x81,	/* HDD2 */
	0x82,	/* HDD3 */
	0x83,	/* HDD4 */
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
static const uint32_t mlx5_fuzz_enum_nv_rom_uefi_debug_level_uefi_log_severity[] __attribute__((unused)) = {
	0x0,	/* ERROR */
	0x1,	/* WARNING */
	0x2,	/* INFO */
	0x3,	/* DEBUG */
};
static const uint32_t mlx5_fuzz_enum_nv_rom_uefi_debug_level_uefi_logs[] __attribute__((unused)) = {
	0x0,	/* DISABLED */
	0x1,	/* STDOUT */
	0x2,	/* STDERR */
};
static const uint32_t mlx5_fuzz_enum_nv_secure_host_state[] __attribute__((unused)) = {
	0x0,	/* UNLOCKED */
	0x1,	/* LOCKED */
	0x2,	/* LOCK_FW_UPDATE */
	0x3,	/* LOCK_HOST_CFG */
};
static const uint32_t mlx5_fuzz_enum_nv_sw_offload_conf_cqe_compression[] __attribute__((unused)) = {
	0x0,	/* BALANCED */
	0x1,	/* AGGRESSIVE */
};
static const uint32_t mlx5_fuzz_enum_nv_sw_offload_conf_pci_atomic_mode[] __attribute__((unused)) = {
	0x0,	/* PCI_ATOMIC_DISABLED_EXT_ATOMIC_ENABLED */
	0x1,	/* PCI_ATOMICS_ENABLED_EXT_ATOMICS_ENABLED_SERIALIZED */
	0x2,	/* PCI_ATOMICS_ENABLED_EXT_ATOMICS_DISABLED */
	0x3,	/* PCI_ATOMICS_ENABLED_EXT_ATOMICS_ENABLED_NONCOHERENT */
	0x4,	/* PCI_ATOMICS_ENABLED_EXT_ATOMICS_ENABLED */
};
static const uint32_t mlx5_fuzz_enum_nv_sw_offload_conf_vf_migration[] __attribute__((unused)) = {
	0x0,	/* DEVICE_DEFAULT */
	0x1,	/* MIGRATION_DISABLED */
	0x2,	/* MIGRATION_ENABLED */
};
static const uint32_t mlx5_fuzz_enum_nv_tpt_conf_log_max_payload_size[] __attribute__((unused)) = {
	0x0,	/* AUTOMATIC */
	0xc,	/* _4KB */
};
static const uint32_t mlx5_fuzz_enum_nv_vpi_link_type_default_link_type[] __attribute__((unused)) = {
	0x1,	/* IB */
	0x2,	/* ETH */
};
static const uint32_t mlx5_fuzz_enum_pages_op_mod[] __attribute__((unused)) = {
	0x1,	/* BOOT */
	0x2,	/* INIT */
	0x3,	/* REGULAR */
};
static const uint32_t mlx5_fuzz_enum_pddr_monitor_opcode[] __attribute__((unused)) = {
	0x0,	/* NO_ISSUE_OBSERVED */
	0x1,	/* PORT_CLOSED */
	0x2,	/* AN_NO_PARTNER */
	0x5,	/* TRAINING_FAILURE */
	0x400,	/* CABLE_UNPLUGGED */
	0x3ff,	/* INFO_NOT_AVAIL */
};
static const uint32_t mlx5_fuzz_enum_pddr_page_select[] __attribute__((unused)) = {
	0x0,	/* OPERATIONAL_INFO */
	0x1,	/* TROUBLESHOOTING_INFO */
	0x2,	/* PHY_INFO */
	0x3,	/* MODULE_INFO */
};
static const uint32_t mlx5_fuzz_enum_port_status[] __attribute__((unused)) = {
	0x1,	/* UP */
	0x2,	/* DOWN */
	0x4,	/* DOWN_BY_FAILURE */
};
static const uint32_t mlx5_fuzz_enum_ptys_connector[] __attribute__((unused)) = {
	0x0,	/* UNKNOWN */
	0x6,	/* FIBRE */
	0x7,	/* DA */
};
static const uint32_t mlx5_fuzz_enum_ptys_proto[] __attribute__((unused)) = {
	0x1,	/* INFINIBAND */
	0x4,	/* ETHERNET */
};
static const uint32_t mlx5_fuzz_enum_reg_id[] __attribute__((unused)) = {
	0x402e,	/* CORE_DUMP */
	0x5002,	/* PMLP */
	0x5004,	/* PTYS */
	0x5006,	/* PAOS */
	0x5031,	/* PDDR */
	0x7004,	/* HOST_ENDIANNESS */
	0x9009,	/* MTCAP */
	0x900a,	/* MTMP */
	0x9010,	/* MFPA */
	0x9011,	/* MFBA */
	0x9012,	/* MFBE */
	0x9014,	/* MCIA */
	0x9020,	/* MGIR */
	0x9024,	/* MNVDA */
	0x9028,	/* MFRL */
	0x9030,	/* MNVQC */
	0x9033,	/* MNVIA */
	0x9034,	/* MNVGC */
	0x9060,	/* MCQS */
	0x9061,	/* MCQI */
	0x9062,	/* MCC */
	0x9063,	/* MCDA */
	0x9064,	/* MQIS */
	0x907f,	/* MCAM */
	0x9162,	/* MIRC */
	0xc000,	/* RESOURCE_DUMP */
	0xc00e,	/* DTOR */
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
static const uint32_t mlx5_fuzz_enum_uctx_cap[] __attribute__((unused)) = {
	0x1,	/* RAW_TX */
	0x2,	/* INTERNAL_DEVICE_RESOURCES */
	0x4,	/* TOOLS_RESOURCES */
};
static const uint32_t mlx5_fuzz_enum_vport_state[] __attribute__((unused)) = {
	0x0,	/* DOWN */
	0x1,	/* UP */
	0x2,	/* FOLLOW */
};

static const struct mlx5_fuzz_enum mlx5_fuzz_enums[] __attribute__((unused)) = {
	{ "access_reg_op_mod", mlx5_fuzz_enum_access_reg_op_mod, 2 },
	{ "cap_type", mlx5_fuzz_enum_cap_type, 3 },
	{ "cmd_delivery_status", mlx5_fuzz_enum_cmd_delivery_status, 11 },
	{ "cmd_op", mlx5_fuzz_enum_cmd_op, 30 },
	{ "cmd_status", mlx5_fuzz_enum_cmd_status, 17 },
	{ "cmdq_entry_type", mlx5_fuzz_enum_cmdq_entry_type, 1 },
	{ "core_dump_type", mlx5_fuzz_enum_core_dump_type, 3 },
	{ "diag_counter", mlx5_fuzz_enum_diag_counter, 8 },
	{ "event_type", mlx5_fuzz_enum_event_type, 2 },
	{ "fs4_crc_type", mlx5_fuzz_enum_fs4_crc_type, 3 },
	{ "fs4_section", mlx5_fuzz_enum_fs4_section, 5 },
	{ "fsm_error", mlx5_fuzz_enum_fsm_error, 10 },
	{ "fsm_state", mlx5_fuzz_enum_fsm_state, 9 },
	{ "fwimage_const", mlx5_fuzz_enum_fwimage_const, 4 },
	{ "fwimage_key", mlx5_fuzz_enum_fwimage_key, 3 },
	{ "fwstate_const", mlx5_fuzz_enum_fwstate_const, 3 },
	{ "fwu_entity", mlx5_fuzz_enum_fwu_entity, 6 },
	{ "hca_cap_op_mod", mlx5_fuzz_enum_hca_cap_op_mod, 2 },
	{ "icmd_opcode", mlx5_fuzz_enum_icmd_opcode, 3 },
	{ "icmd_reg_method", mlx5_fuzz_enum_icmd_reg_method, 2 },
	{ "icmd_reg_status", mlx5_fuzz_enum_icmd_reg_status, 10 },
	{ "icmd_status", mlx5_fuzz_enum_icmd_status, 6 },
	{ "icmd_tlv_type", mlx5_fuzz_enum_icmd_tlv_type, 3 },
	{ "manage_pages_op_mod", mlx5_fuzz_enum_manage_pages_op_mod, 3 },
	{ "mcc_instruction", mlx5_fuzz_enum_mcc_instruction, 11 },
	{ "mcqi_info_type", mlx5_fuzz_enum_mcqi_info_type, 3 },
	{ "mcqs_component_status", mlx5_fuzz_enum_mcqs_component_status, 3 },
	{ "mcqs_identifier", mlx5_fuzz_enum_mcqs_identifier, 11 },
	{ "mcqs_update_state", mlx5_fuzz_enum_mcqs_update_state, 8 },
	{ "mfrl_reset_level", mlx5_fuzz_enum_mfrl_reset_level, 3 },
	{ "mfrl_reset_type", mlx5_fuzz_enum_mfrl_reset_type, 2 },
	{ "mirc_status", mlx5_fuzz_enum_mirc_status, 10 },
	{ "mkc_access_mode", mlx5_fuzz_enum_mkc_access_mode, 4 },
	{ "mqis_info_type", mlx5_fuzz_enum_mqis_info_type, 6 },
	{ "nv_access_mode", mlx5_fuzz_enum_nv_access_mode, 3 },
	{ "nv_crypto_conf_crypto_policy", mlx5_fuzz_enum_nv_crypto_conf_crypto_policy, 3 },
	{ "nv_current_configurator_current_cfg_method", mlx5_fuzz_enum_nv_current_configurator_current_cfg_method, 8 },
	{ "nv_ecpf_conf_esw_manager", mlx5_fuzz_enum_nv_ecpf_conf_esw_manager, 2 },
	{ "nv_ecpf_conf_page_supplier", mlx5_fuzz_enum_nv_ecpf_conf_page_supplier, 2 },
	{ "nv_emulation_virtio_blk_conf_virtio_blk_emu_pf_pci_layout", mlx5_fuzz_enum_nv_emulation_virtio_blk_conf_virtio_blk_emu_pf_pci_layout, 2 },
	{ "nv_emulation_virtio_blk_conf_virtio_blk_emu_vf_pci_layout", mlx5_fuzz_enum_nv_emulation_virtio_blk_conf_virtio_blk_emu_vf_pci_layout, 2 },
	{ "nv_emulation_virtio_net_conf_virtio_net_emu_pf_pci_layout", mlx5_fuzz_enum_nv_emulation_virtio_net_conf_virtio_net_emu_pf_pci_layout, 2 },
	{ "nv_emulation_virtio_net_conf_virtio_net_emu_vf_pci_layout", mlx5_fuzz_enum_nv_emulation_virtio_net_conf_virtio_net_emu_vf_pci_layout, 2 },
	{ "nv_enclosure_info_tray_location", mlx5_fuzz_enum_nv_enclosure_info_tray_location, 3 },
	{ "nv_file_device_unique_nonce_version", mlx5_fuzz_enum_nv_file_device_unique_nonce_version, 2 },
	{ "nv_file_public_key_4096_a_auth_type", mlx5_fuzz_enum_nv_file_public_key_4096_a_auth_type, 4 },
	{ "nv_file_public_key_4096_auth_type", mlx5_fuzz_enum_nv_file_public_key_4096_auth_type, 4 },
	{ "nv_file_public_key_4096_b_auth_type", mlx5_fuzz_enum_nv_file_public_key_4096_b_auth_type, 4 },
	{ "nv_file_public_key_auth_type", mlx5_fuzz_enum_nv_file_public_key_auth_type, 3 },
	{ "nv_global_pci_cap_3_bus0_speed_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus0_speed_max, 5 },
	{ "nv_global_pci_cap_3_bus0_width_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus0_width_max, 5 },
	{ "nv_global_pci_cap_3_bus1_speed_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus1_speed_max, 5 },
	{ "nv_global_pci_cap_3_bus1_width_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus1_width_max, 5 },
	{ "nv_global_pci_cap_3_bus2_speed_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus2_speed_max, 5 },
	{ "nv_global_pci_cap_3_bus2_width_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus2_width_max, 5 },
	{ "nv_global_pci_cap_3_bus3_speed_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus3_speed_max, 5 },
	{ "nv_global_pci_cap_3_bus3_width_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus3_width_max, 5 },
	{ "nv_global_pci_cap_3_bus4_speed_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus4_speed_max, 5 },
	{ "nv_global_pci_cap_3_bus4_width_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus4_width_max, 5 },
	{ "nv_global_pci_cap_3_bus5_speed_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus5_speed_max, 5 },
	{ "nv_global_pci_cap_3_bus5_width_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus5_width_max, 5 },
	{ "nv_global_pci_cap_3_bus6_speed_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus6_speed_max, 5 },
	{ "nv_global_pci_cap_3_bus6_width_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus6_width_max, 5 },
	{ "nv_global_pci_cap_3_bus7_speed_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus7_speed_max, 5 },
	{ "nv_global_pci_cap_3_bus7_width_max", mlx5_fuzz_enum_nv_global_pci_cap_3_bus7_width_max, 5 },
	{ "nv_global_pci_conf_3_bus0_speed", mlx5_fuzz_enum_nv_global_pci_conf_3_bus0_speed, 5 },
	{ "nv_global_pci_conf_3_bus0_width", mlx5_fuzz_enum_nv_global_pci_conf_3_bus0_width, 5 },
	{ "nv_global_pci_conf_3_bus1_speed", mlx5_fuzz_enum_nv_global_pci_conf_3_bus1_speed, 5 },
	{ "nv_global_pci_conf_3_bus1_width", mlx5_fuzz_enum_nv_global_pci_conf_3_bus1_width, 5 },
	{ "nv_global_pci_conf_3_bus2_speed", mlx5_fuzz_enum_nv_global_pci_conf_3_bus2_speed, 5 },
	{ "nv_global_pci_conf_3_bus2_width", mlx5_fuzz_enum_nv_global_pci_conf_3_bus2_width, 5 },
	{ "nv_global_pci_conf_3_bus3_speed", mlx5_fuzz_enum_nv_global_pci_conf_3_bus3_speed, 5 },
	{ "nv_global_pci_conf_3_bus3_width", mlx5_fuzz_enum_nv_global_pci_conf_3_bus3_width, 5 },
	{ "nv_global_pci_conf_3_bus4_speed", mlx5_fuzz_enum_nv_global_pci_conf_3_bus4_speed, 5 },
	{ "nv_global_pci_conf_3_bus4_width", mlx5_fuzz_enum_nv_global_pci_conf_3_bus4_width, 5 },
	{ "nv_global_pci_conf_3_bus5_speed", mlx5_fuzz_enum_nv_global_pci_conf_3_bus5_speed, 5 },
	{ "nv_global_pci_conf_3_bus5_width", mlx5_fuzz_enum_nv_global_pci_conf_3_bus5_width, 5 },
	{ "nv_global_pci_conf_3_bus6_speed", mlx5_fuzz_enum_nv_global_pci_conf_3_bus6_speed, 5 },
	{ "nv_global_pci_conf_3_bus6_width", mlx5_fuzz_enum_nv_global_pci_conf_3_bus6_width, 5 },
	{ "nv_global_pci_conf_3_bus7_speed", mlx5_fuzz_enum_nv_global_pci_conf_3_bus7_speed, 5 },
	{ "nv_global_pci_conf_3_bus7_width", mlx5_fuzz_enum_nv_global_pci_conf_3_bus7_width, 5 },
	{ "nv_global_pci_conf_dpu_reset_notification_enabled", mlx5_fuzz_enum_nv_global_pci_conf_dpu_reset_notification_enabled, 2 },
	{ "nv_global_pci_conf_partial_wr_cache_mode", mlx5_fuzz_enum_nv_global_pci_conf_partial_wr_cache_mode, 4 },
	{ "nv_global_pci_conf_rshim_pf", mlx5_fuzz_enum_nv_global_pci_conf_rshim_pf, 2 },
	{ "nv_hca_conf_pci_data_wr_ordering_mode", mlx5_fuzz_enum_nv_hca_conf_pci_data_wr_ordering_mode, 2 },
	{ "nv_hca_conf_roce_ctrl", mlx5_fuzz_enum_nv_hca_conf_roce_ctrl, 3 },
	{ "nv_host_chaining_conf_chain_mode", mlx5_fuzz_enum_nv_host_chaining_conf_chain_mode, 2 },
	{ "nv_host_priv_conf_priv_level", mlx5_fuzz_enum_nv_host_priv_conf_priv_level, 2 },
	{ "nv_hpcc_int_np_rtt_int_data_mode", mlx5_fuzz_enum_nv_hpcc_int_np_rtt_int_data_mode, 2 },
	{ "nv_internal_cpu_conf_esw_manager", mlx5_fuzz_enum_nv_internal_cpu_conf_esw_manager, 2 },
	{ "nv_internal_cpu_conf_ib_vport0", mlx5_fuzz_enum_nv_internal_cpu_conf_ib_vport0, 2 },
	{ "nv_internal_cpu_conf_internal_cpu_model", mlx5_fuzz_enum_nv_internal_cpu_conf_internal_cpu_model, 2 },
	{ "nv_internal_cpu_conf_offload_engine", mlx5_fuzz_enum_nv_internal_cpu_conf_offload_engine, 2 },
	{ "nv_internal_cpu_conf_page_supplier", mlx5_fuzz_enum_nv_internal_cpu_conf_page_supplier, 2 },
	{ "nv_link_phy_conf_phy_auto_neg_mode", mlx5_fuzz_enum_nv_link_phy_conf_phy_auto_neg_mode, 3 },
	{ "nv_link_phy_conf_phy_fec_override", mlx5_fuzz_enum_nv_link_phy_conf_phy_fec_override, 5 },
	{ "nv_lldp_nb_cap_lldp_nb_rx_cap", mlx5_fuzz_enum_nv_lldp_nb_cap_lldp_nb_rx_cap, 3 },
	{ "nv_lldp_nb_cap_lldp_nb_tx_cap", mlx5_fuzz_enum_nv_lldp_nb_cap_lldp_nb_tx_cap, 4 },
	{ "nv_lldp_nb_conf_lldp_nb_rx_mode", mlx5_fuzz_enum_nv_lldp_nb_conf_lldp_nb_rx_mode, 3 },
	{ "nv_lldp_nb_conf_lldp_nb_tx_mode", mlx5_fuzz_enum_nv_lldp_nb_conf_lldp_nb_tx_mode, 3 },
	{ "nv_memic_cap_max_memic_size_limit", mlx5_fuzz_enum_nv_memic_cap_max_memic_size_limit, 4 },
	{ "nv_memic_conf_memic_atomic", mlx5_fuzz_enum_nv_memic_conf_memic_atomic, 3 },
	{ "nv_memic_conf_memic_size_limit", mlx5_fuzz_enum_nv_memic_conf_memic_size_limit, 4 },
	{ "nv_mpfs_conf_duplicated_mac_action_mode", mlx5_fuzz_enum_nv_mpfs_conf_duplicated_mac_action_mode, 2 },
	{ "nv_mpfs_conf_ib_routing_mode", mlx5_fuzz_enum_nv_mpfs_conf_ib_routing_mode, 2 },
	{ "nv_mpfs_conf_sriov_ib_routing_mode", mlx5_fuzz_enum_nv_mpfs_conf_sriov_ib_routing_mode, 2 },
	{ "nv_nvmf_target_conf_pacer_mode", mlx5_fuzz_enum_nv_nvmf_target_conf_pacer_mode, 3 },
	{ "nv_param", mlx5_fuzz_enum_nv_param, 105 },
	{ "nv_pci_conf_management_pf", mlx5_fuzz_enum_nv_pci_conf_management_pf, 3 },
	{ "nv_pci_conf_p2p_ordering_mode", mlx5_fuzz_enum_nv_pci_conf_p2p_ordering_mode, 4 },
	{ "nv_performance_tuning_conf_icm_cache_mode", mlx5_fuzz_enum_nv_performance_tuning_conf_icm_cache_mode, 2 },
	{ "nv_performance_tuning_conf_multi_pci_resource_share", mlx5_fuzz_enum_nv_performance_tuning_conf_multi_pci_resource_share, 4 },
	{ "nv_power_conf_lag_allocation", mlx5_fuzz_enum_nv_power_conf_lag_allocation, 2 },
	{ "nv_power_conf_phy_cnt_delay", mlx5_fuzz_enum_nv_power_conf_phy_cnt_delay, 3 },
	{ "nv_qos_cap_max_num_of_vl", mlx5_fuzz_enum_nv_qos_cap_max_num_of_vl, 5 },
	{ "nv_qos_conf_num_of_tc", mlx5_fuzz_enum_nv_qos_conf_num_of_tc, 8 },
	{ "nv_qos_conf_num_of_vl", mlx5_fuzz_enum_nv_qos_conf_num_of_vl, 5 },
	{ "nv_qos_conf_qos_trust_state", mlx5_fuzz_enum_nv_qos_conf_qos_trust_state, 5 },
	{ "nv_roce_cc_roce_cc_algorithm", mlx5_fuzz_enum_nv_roce_cc_roce_cc_algorithm, 2 },
	{ "nv_rom_boot_conf1_boot_retry_count", mlx5_fuzz_enum_nv_rom_boot_conf1_boot_retry_count, 8 },
	{ "nv_rom_boot_conf1_legacy_boot_protocol", mlx5_fuzz_enum_nv_rom_boot_conf1_legacy_boot_protocol, 5 },
	{ "nv_rom_boot_conf2_boot_ip_ver", mlx5_fuzz_enum_nv_rom_boot_conf2_boot_ip_ver, 4 },
	{ "nv_rom_debug_level_arp", mlx5_fuzz_enum_nv_rom_debug_level_arp, 4 },
	{ "nv_rom_debug_level_dhcp", mlx5_fuzz_enum_nv_rom_debug_level_dhcp, 4 },
	{ "nv_rom_debug_level_dhcpv6", mlx5_fuzz_enum_nv_rom_debug_level_dhcpv6, 4 },
	{ "nv_rom_debug_level_driver", mlx5_fuzz_enum_nv_rom_debug_level_driver, 4 },
	{ "nv_rom_debug_level_driver_settings", mlx5_fuzz_enum_nv_rom_debug_level_driver_settings, 4 },
	{ "nv_rom_debug_level_ipv4", mlx5_fuzz_enum_nv_rom_debug_level_ipv4, 4 },
	{ "nv_rom_debug_level_ipv6", mlx5_fuzz_enum_nv_rom_debug_level_ipv6, 4 },
	{ "nv_rom_debug_level_ndp", mlx5_fuzz_enum_nv_rom_debug_level_ndp, 4 },
	{ "nv_rom_debug_level_neighbor", mlx5_fuzz_enum_nv_rom_debug_level_neighbor, 4 },
	{ "nv_rom_debug_level_netdevice", mlx5_fuzz_enum_nv_rom_debug_level_netdevice, 4 },
	{ "nv_rom_debug_level_nodnic", mlx5_fuzz_enum_nv_rom_debug_level_nodnic, 4 },
	{ "nv_rom_debug_level_nodnic_cmd", mlx5_fuzz_enum_nv_rom_debug_level_nodnic_cmd, 4 },
	{ "nv_rom_debug_level_nodnic_device", mlx5_fuzz_enum_nv_rom_debug_level_nodnic_device, 4 },
	{ "nv_rom_debug_level_nodnic_port", mlx5_fuzz_enum_nv_rom_debug_level_nodnic_port, 4 },
	{ "nv_rom_debug_level_pxe_undi", mlx5_fuzz_enum_nv_rom_debug_level_pxe_undi, 4 },
	{ "nv_rom_debug_level_romprefix", mlx5_fuzz_enum_nv_rom_debug_level_romprefix, 4 },
	{ "nv_rom_debug_level_status_update", mlx5_fuzz_enum_nv_rom_debug_level_status_update, 4 },
	{ "nv_rom_debug_level_stp", mlx5_fuzz_enum_nv_rom_debug_level_stp, 4 },
	{ "nv_rom_debug_level_tcp", mlx5_fuzz_enum_nv_rom_debug_level_tcp, 4 },
	{ "nv_rom_debug_level_tcpip", mlx5_fuzz_enum_nv_rom_debug_level_tcpip, 4 },
	{ "nv_rom_debug_level_tftp", mlx5_fuzz_enum_nv_rom_debug_level_tftp, 4 },
	{ "nv_rom_debug_level_udp", mlx5_fuzz_enum_nv_rom_debug_level_udp, 4 },
	{ "nv_rom_debug_level_uri", mlx5_fuzz_enum_nv_rom_debug_level_uri, 4 },
	{ "nv_rom_flexboot_debug_panic_banner", mlx5_fuzz_enum_nv_rom_flexboot_debug_panic_banner, 3 },
	{ "nv_rom_ib_dhcp_conf_client_identifier", mlx5_fuzz_enum_nv_rom_ib_dhcp_conf_client_identifier, 3 },
	{ "nv_rom_ini_hii_type", mlx5_fuzz_enum_nv_rom_ini_hii_type, 5 },
	{ "nv_rom_iscsi_general_conf_boot_to_target", mlx5_fuzz_enum_nv_rom_iscsi_general_conf_boot_to_target, 3 },
	{ "nv_rom_iscsi_general_conf_iscsi_drive_num", mlx5_fuzz_enum_nv_rom_iscsi_general_conf_iscsi_drive_num, 4 },
	{ "nv_rom_param", mlx5_fuzz_enum_nv_rom_param, 38 },
	{ "nv_rom_uefi_debug_level_uefi_log_severity", mlx5_fuzz_enum_nv_rom_uefi_debug_level_uefi_log_severity, 4 },
	{ "nv_rom_uefi_debug_level_uefi_logs", mlx5_fuzz_enum_nv_rom_uefi_debug_level_uefi_logs, 3 },
	{ "nv_secure_host_state", mlx5_fuzz_enum_nv_secure_host_state, 4 },
	{ "nv_sw_offload_conf_cqe_compression", mlx5_fuzz_enum_nv_sw_offload_conf_cqe_compression, 2 },
	{ "nv_sw_offload_conf_pci_atomic_mode", mlx5_fuzz_enum_nv_sw_offload_conf_pci_atomic_mode, 5 },
	{ "nv_sw_offload_conf_vf_migration", mlx5_fuzz_enum_nv_sw_offload_conf_vf_migration, 3 },
	{ "nv_tpt_conf_log_max_payload_size", mlx5_fuzz_enum_nv_tpt_conf_log_max_payload_size, 2 },
	{ "nv_vpi_link_type_default_link_type", mlx5_fuzz_enum_nv_vpi_link_type_default_link_type, 2 },
	{ "pages_op_mod", mlx5_fuzz_enum_pages_op_mod, 3 },
	{ "pddr_monitor_opcode", mlx5_fuzz_enum_pddr_monitor_opcode, 6 },
	{ "pddr_page_select", mlx5_fuzz_enum_pddr_page_select, 4 },
	{ "port_status", mlx5_fuzz_enum_port_status, 3 },
	{ "ptys_connector", mlx5_fuzz_enum_ptys_connector, 3 },
	{ "ptys_proto", mlx5_fuzz_enum_ptys_proto, 2 },
	{ "reg_id", mlx5_fuzz_enum_reg_id, 27 },
	{ "resource_dump_segment_type", mlx5_fuzz_enum_resource_dump_segment_type, 14 },
	{ "uctx_cap", mlx5_fuzz_enum_uctx_cap, 3 },
	{ "vport_state", mlx5_fuzz_enum_vport_state, 3 },
};

/* QUERY_HCA_CAP: query_hca_cap_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_hca_cap[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0x40, 1, -1, "other_function" },
	{ 0x41, 1, -1, "ec_vf_function" },
	{ 0x50, 16, -1, "function_id" },
	{ 0, 0, -1, NULL },
};
/* QUERY_ADAPTER: query_adapter_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_adapter[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0, 0, -1, NULL },
};
/* INIT_HCA: init_hca_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_init_hca[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0x62, 14, -1, "sw_vhca_id" },
	{ 0, 0, -1, NULL },
};
/* TEARDOWN_HCA: teardown_hca_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_teardown_hca[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0x50, 16, -1, "profile" },
	{ 0, 0, -1, NULL },
};
/* ENABLE_HCA: enable_hca_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_enable_hca[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0x40, 1, -1, "embedded_cpu_function" },
	{ 0x50, 16, -1, "function_id" },
	{ 0, 0, -1, NULL },
};
/* DISABLE_HCA: disable_hca_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_disable_hca[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0x40, 1, -1, "embedded_cpu_function" },
	{ 0x50, 16, -1, "function_id" },
	{ 0, 0, -1, NULL },
};
/* QUERY_PAGES: query_pages_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_pages[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0x40, 1, -1, "embedded_cpu_function" },
	{ 0x50, 16, -1, "function_id" },
	{ 0, 0, -1, NULL },
};
/* MANAGE_PAGES: manage_pages_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_manage_pages[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0x40, 1, -1, "embedded_cpu_function" },
	{ 0x50, 16, -1, "function_id" },
	{ 0x60, 32, -1, "input_num_entries" },
	{ 0, 0, -1, NULL },
};
/* SET_HCA_CAP: set_hca_cap_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_set_hca_cap[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0x40, 1, -1, "other_function" },
	{ 0x41, 1, -1, "ec_vf_function" },
	{ 0x50, 16, -1, "function_id" },
	{ 0x86, 1, -1, "capability.cmd_hca_cap.page_request_disable" },
	{ 0x90, 1, -1, "capability.cmd_hca_cap.shared_object_to_user_object_allowed" },
	{ 0x9f, 1, -1, "capability.cmd_hca_cap.vhca_resource_manager" },
	{ 0xa0, 1, -1, "capability.cmd_hca_cap.hca_cap_2" },
	{ 0xa1, 1, -1, "capability.cmd_hca_cap.create_lag_when_not_master_up" },
	{ 0xa2, 1, -1, "capability.cmd_hca_cap.dtor" },
	{ 0xa3, 1, -1, "capability.cmd_hca_cap.event_on_vhca_state_teardown_request" },
	{ 0xa4, 1, -1, "capability.cmd_hca_cap.event_on_vhca_state_in_use" },
	{ 0xa5, 1, -1, "capability.cmd_hca_cap.event_on_vhca_state_active" },
	{ 0xa6, 1, -1, "capability.cmd_hca_cap.event_on_vhca_state_allocated" },
	{ 0xa7, 1, -1, "capability.cmd_hca_cap.event_on_vhca_state_invalid" },
	{ 0xb0, 16, -1, "capability.cmd_hca_cap.vhca_id" },
	{ 0x100, 8, -1, "capability.cmd_hca_cap.log_max_srq_sz" },
	{ 0x108, 8, -1, "capability.cmd_hca_cap.log_max_qp_sz" },
	{ 0x110, 1, -1, "capability.cmd_hca_cap.event_cap" },
	{ 0x113, 1, -1, "capability.cmd_hca_cap.isolate_vl_tc_new" },
	{ 0x118, 1, -1, "capability.cmd_hca_cap.prio_tag_required" },
	{ 0x11b, 5, -1, "capability.cmd_hca_cap.log_max_qp" },
	{ 0x123, 1, -1, "capability.cmd_hca_cap.ece_support" },
	{ 0x129, 1, -1, "capability.cmd_hca_cap.reg_c_preserve" },
	{ 0x12b, 5, -1, "capability.cmd_hca_cap.log_max_srq" },
	{ 0x131, 1, -1, "capability.cmd_hca_cap.uplink_follow" },
	{ 0x132, 1, -1, "capability.cmd_hca_cap.ts_cqe_to_dest_cqn" },
	{ 0x139, 1, -1, "capability.cmd_hca_cap.go_back_n" },
	{ 0x140, 8, -1, "capability.cmd_hca_cap.max_sgl_for_optimized_performance" },
	{ 0x148, 8, -1, "capability.cmd_hca_cap.log_max_cq_sz" },
	{ 0x150, 1, -1, "capability.cmd_hca_cap.relaxed_ordering_write_umr" },
	{ 0x151, 1, -1, "capability.cmd_hca_cap.relaxed_ordering_read_umr" },
	{ 0x159, 1, -1, "capability.cmd_hca_cap.virtio_net_device_emualtion_manager" },
	{ 0x15a, 1, -1, "capability.cmd_hca_cap.virtio_blk_device_emualtion_manager" },
	{ 0x15b, 5, -1, "capability.cmd_hca_cap.log_max_cq" },
	{ 0x160, 8, -1, "capability.cmd_hca_cap.log_max_eq_sz" },
	{ 0x168, 1, -1, "capability.cmd_hca_cap.relaxed_ordering_write" },
	{ 0x169, 1, -1, "capability.cmd_hca_cap.relaxed_ordering_read_pci_enabled" },
	{ 0x16a, 6, -1, "capability.cmd_hca_cap.log_max_mkey" },
	{ 0x176, 1, -1, "capability.cmd_hca_cap.terminate_scatter_list_mkey" },
	{ 0x177, 1, -1, "capability.cmd_hca_cap.repeated_mkey" },
	{ 0x178, 1, -1, "capability.cmd_hca_cap.dump_fill_mkey" },
	{ 0x17b, 1, -1, "capability.cmd_hca_cap.fast_teardown" },
	{ 0x17c, 4, -1, "capability.cmd_hca_cap.log_max_eq" },
	{ 0x180, 8, -1, "capability.cmd_hca_cap.max_indirection" },
	{ 0x188, 1, -1, "capability.cmd_hca_cap.fixed_buffer_size" },
	{ 0x189, 7, -1, "capability.cmd_hca_cap.log_max_mrw_sz" },
	{ 0x190, 1, -1, "capability.cmd_hca_cap.force_teardown" },
	{ 0x192, 6, -1, "capability.cmd_hca_cap.log_max_bsf_list_size" },
	{ 0x198, 1, -1, "capability.cmd_hca_cap.umr_extended_translation_offset" },
	{ 0x199, 1, -1, "capability.cmd_hca_cap.null_mkey" },
	{ 0x19a, 6, -1, "capability.cmd_hca_cap.log_max_klm_list_size" },
	{ 0x1a2, 1, -1, "capability.cmd_hca_cap.qpc_extension" },
	{ 0x1aa, 6, -1, "capability.cmd_hca_cap.log_max_ra_req_dc" },
	{ 0x1b2, 1, -1, "capability.cmd_hca_cap.eth_wqe_too_small" },
	{ 0x1b9, 1, -1, "capability.cmd_hca_cap.vnic_env_cq_overrun" },
	{ 0x1ba, 6, -1, "capability.cmd_hca_cap.log_max_ra_res_dc" },
	{ 0x1c5, 1, -1, "capability.cmd_hca_cap.release_all_pages" },
	{ 0x1c6, 1, -1, "capability.cmd_hca_cap.must_not_use" },
	{ 0x1c9, 1, -1, "capability.cmd_hca_cap.roce_accl" },
	{ 0x1ca, 6, -1, "capability.cmd_hca_cap.log_max_ra_req_qp" },
	{ 0x1da, 6, -1, "capability.cmd_hca_cap.log_max_ra_res_qp" },
	{ 0x1e0, 1, -1, "capability.cmd_hca_cap.end_pad" },
	{ 0x1e1, 1, -1, "capability.cmd_hca_cap.cc_query_allowed" },
	{ 0x1e2, 1, -1, "capability.cmd_hca_cap.cc_modify_allowed" },
	{ 0x1e3, 1, -1, "capability.cmd_hca_cap.start_pad" },
	{ 0x1e4, 1, -1, "capability.cmd_hca_cap.cache_line_128byte" },
	{ 0x1e9, 1, -1, "capability.cmd_hca_cap.rts2rts_qp_counters_set_id" },
	{ 0x1ec, 1, -1, "capability.cmd_hca_cap.vnic_env_int_rq_oob" },
	{ 0x1ed, 1, -1, "capability.cmd_hca_cap.sbcam_reg" },
	{ 0x1ef, 1, -1, "capability.cmd_hca_cap.qcam_reg" },
	{ 0x1f0, 16, -1, "capability.cmd_hca_cap.gid_table_size" },
	{ 0x200, 1, -1, "capability.cmd_hca_cap.out_of_seq_cnt" },
	{ 0x201, 1, -1, "capability.cmd_hca_cap.vport_counters" },
	{ 0x202, 1, -1, "capability.cmd_hca_cap.retransmission_q_counters" },
	{ 0x203, 1, -1, "capability.cmd_hca_cap.debug" },
	{ 0x204, 1, -1, "capability.cmd_hca_cap.modify_rq_counter_set_id" },
	{ 0x205, 1, -1, "capability.cmd_hca_cap.rq_delay_drop" },
	{ 0x206, 10, -1, "capability.cmd_hca_cap.max_qp_cnt" },
	{ 0x210, 16, -1, "capability.cmd_hca_cap.pkey_table_size" },
	{ 0x220, 1, -1, "capability.cmd_hca_cap.vport_group_manager" },
	{ 0x221, 1, -1, "capability.cmd_hca_cap.vhca_group_manager" },
	{ 0x222, 1, -1, "capability.cmd_hca_cap.ib_virt" },
	{ 0x223, 1, -1, "capability.cmd_hca_cap.eth_virt" },
	{ 0x224, 1, -1, "capability.cmd_hca_cap.vnic_env_queue_counters" },
	{ 0x225, 1, -1, "capability.cmd_hca_cap.ets" },
	{ 0x226, 1, -1, "capability.cmd_hca_cap.nic_flow_table" },
	{ 0x227, 1, -1, "capability.cmd_hca_cap.eswitch_manager" },
	{ 0x228, 1, -1, "capability.cmd_hca_cap.device_memory" },
	{ 0x229, 1, -1, "capability.cmd_hca_cap.mcam_reg" },
	{ 0x22a, 1, -1, "capability.cmd_hca_cap.pcam_reg" },
	{ 0x22b, 5, -1, "capability.cmd_hca_cap.local_ca_ack_delay" },
	{ 0x230, 1, -1, "capability.cmd_hca_cap.port_module_event" },
	{ 0x231, 1, -1, "capability.cmd_hca_cap.enhanced_error_q_counters" },
	{ 0x232, 1, -1, "capability.cmd_hca_cap.ports_check" },
	{ 0x234, 1, -1, "capability.cmd_hca_cap.disable_link_up" },
	{ 0x235, 1, -1, "capability.cmd_hca_cap.beacon_led" },
	{ 0x236, 2, -1, "capability.cmd_hca_cap.port_type" },
	{ 0x238, 8, -1, "capability.cmd_hca_cap.num_ports" },
	{ 0x241, 1, -1, "capability.cmd_hca_cap.pps" },
	{ 0x242, 1, -1, "capability.cmd_hca_cap.pps_modify" },
	{ 0x243, 5, -1, "capability.cmd_hca_cap.log_max_msg" },
	{ 0x24c, 4, -1, "capability.cmd_hca_cap.max_tc" },
	{ 0x250, 1, -1, "capability.cmd_hca_cap.temp_warn_event" },
	{ 0x251, 1, -1, "capability.cmd_hca_cap.dcbx" },
	{ 0x252, 1, -1, "capability.cmd_hca_cap.general_notification_event" },
	{ 0x255, 1, -1, "capability.cmd_hca_cap.fpga" },
	{ 0x256, 1, -1, "capability.cmd_hca_cap.rol_s" },
	{ 0x257, 1, -1, "capability.cmd_hca_cap.rol_g" },
	{ 0x259, 1, -1, "capability.cmd_hca_cap.wol_s" },
	{ 0x25a, 1, -1, "capability.cmd_hca_cap.wol_g" },
	{ 0x25b, 1, -1, "capability.cmd_hca_cap.wol_a" },
	{ 0x25c, 1, -1, "capability.cmd_hca_cap.wol_b" },
	{ 0x25d, 1, -1, "capability.cmd_hca_cap.wol_m" },
	{ 0x25e, 1, -1, "capability.cmd_hca_cap.wol_u" },
	{ 0x25f, 1, -1, "capability.cmd_hca_cap.wol_p" },
	{ 0x260, 16, -1, "capability.cmd_hca_cap.stat_rate_support" },
	{ 0x271, 1, -1, "capability.cmd_hca_cap.pci_sync_for_fw_update_event" },
	{ 0x278, 1, -1, "capability.cmd_hca_cap.init2_lag_tx_port_affinity" },
	{ 0x27b, 1, -1, "capability.cmd_hca_cap.wqe_based_flow_table_update_cap" },
	{ 0x27c, 4, -1, "capability.cmd_hca_cap.cqe_version" },
	{ 0x280, 1, -1, "capability.cmd_hca_cap.compact_address_vector" },
	{ 0x281, 1, -1, "capability.cmd_hca_cap.striding_rq" },
	{ 0x283, 1, -1, "capability.cmd_hca_cap.ipoib_enhanced_offloads" },
	{ 0x284, 1, -1, "capability.cmd_hca_cap.ipoib_basic_offloads" },
	{ 0x286, 1, -1, "capability.cmd_hca_cap.repeated_block_disabled" },
	{ 0x287, 1, -1, "capability.cmd_hca_cap.umr_modify_entity_size_disabled" },
	{ 0x288, 1, -1, "capability.cmd_hca_cap.umr_modify_atomic_disabled" },
	{ 0x289, 1, -1, "capability.cmd_hca_cap.umr_indirect_mkey_disabled" },
	{ 0x28a, 2, -1, "capability.cmd_hca_cap.umr_fence" },
	{ 0x28c, 1, -1, "capability.cmd_hca_cap.dc_req_scat_data_cqe" },
	{ 0x28f, 1, -1, "capability.cmd_hca_cap.drain_sigerr" },
	{ 0x290, 2, -1, "capability.cmd_hca_cap.cmdif_checksum" },
	{ 0x292, 1, -1, "capability.cmd_hca_cap.sigerr_cqe" },
	{ 0x294, 1, -1, "capability.cmd_hca_cap.wq_signature" },
	{ 0x295, 1, -1, "capability.cmd_hca_cap.sctr_data_cqe" },
	{ 0x297, 1, -1, "capability.cmd_hca_cap.sho" },
	{ 0x298, 1, -1, "capability.cmd_hca_cap.tph" },
	{ 0x299, 1, -1, "capability.cmd_hca_cap.rf" },
	{ 0x29a, 1, -1, "capability.cmd_hca_cap.dct" },
	{ 0x29b, 1, -1, "capability.cmd_hca_cap.qos" },
	{ 0x29c, 1, -1, "capability.cmd_hca_cap.eth_net_offloads" },
	{ 0x29d, 1, -1, "capability.cmd_hca_cap.roce" },
	{ 0x29e, 1, -1, "capability.cmd_hca_cap.atomic" },
	{ 0x2a0, 1, -1, "capability.cmd_hca_cap.cq_oi" },
	{ 0x2a1, 1, -1, "capability.cmd_hca_cap.cq_resize" },
	{ 0x2a2, 1, -1, "capability.cmd_hca_cap.cq_moderation" },
	{ 0x2a3, 1, -1, "capability.cmd_hca_cap.cq_period_mode_modify" },
	{ 0x2a6, 1, -1, "capability.cmd_hca_cap.cq_eq_remap" },
	{ 0x2a7, 1, -1, "capability.cmd_hca_cap.pg" },
	{ 0x2a8, 1, -1, "capability.cmd_hca_cap.block_lb_mc" },
	{ 0x2aa, 1, -1, "capability.cmd_hca_cap.scqe_break_moderation" },
	{ 0x2ab, 1, -1, "capability.cmd_hca_cap.cq_period_start_from_cqe" },
	{ 0x2ac, 1, -1, "capability.cmd_hca_cap.cd" },
	{ 0x2ae, 1, -1, "capability.cmd_hca_cap.apm" },
	{ 0x2af, 1, -1, "capability.cmd_hca_cap.vector_calc" },
	{ 0x2b0, 1, -1, "capability.cmd_hca_cap.umr_ptr_rlky" },
	{ 0x2b1, 1, -1, "capability.cmd_hca_cap.imaicl" },
	{ 0x2b2, 1, -1, "capability.cmd_hca_cap.qp_packet_based" },
	{ 0x2b6, 1, -1, "capability.cmd_hca_cap.qkv" },
	{ 0x2b7, 1, -1, "capability.cmd_hca_cap.pkv" },
	{ 0x2b8, 1, -1, "capability.cmd_hca_cap.set_deth_sqpn" },
	{ 0x2bc, 1, -1, "capability.cmd_hca_cap.xrc" },
	{ 0x2bd, 1, -1, "capability.cmd_hca_cap.ud" },
	{ 0x2be, 1, -1, "capability.cmd_hca_cap.uc" },
	{ 0x2bf, 1, -1, "capability.cmd_hca_cap.rc" },
	{ 0x2c0, 1, -1, "capability.cmd_hca_cap.uar_4k" },
	{ 0x2c8, 1, -1, "capability.cmd_hca_cap.fl_rc_qp_when_roce_disabled" },
	{ 0x2c9, 1, -1, "capability.cmd_hca_cap.regexp_params" },
	{ 0x2ca, 6, -1, "capability.cmd_hca_cap.uar_sz" },
	{ 0x2d0, 1, -1, "capability.cmd_hca_cap.port_selection_cap" },
	{ 0x2d2, 1, -1, "capability.cmd_hca_cap.umem_uid_0" },
	{ 0x2d8, 8, -1, "capability.cmd_hca_cap.log_pg_sz" },
	{ 0x2e0, 1, -1, "capability.cmd_hca_cap.bf" },
	{ 0x2e1, 1, -1, "capability.cmd_hca_cap.driver_version" },
	{ 0x2e2, 1, -1, "capability.cmd_hca_cap.pad_tx_eth_packet" },
	{ 0x2e6, 1, -1, "capability.cmd_hca_cap.mkey_by_name" },
	{ 0x2eb, 5, -1, "capability.cmd_hca_cap.log_bf_reg_size" },
	{ 0x2f3, 1, -1, "capability.cmd_hca_cap.qp_error_syndrome" },
	{ 0x2f6, 2, -1, "capability.cmd_hca_cap.lag_dct" },
	{ 0x2f8, 1, -1, "capability.cmd_hca_cap.lag_tx_port_affinity" },
	{ 0x2f9, 1, -1, "capability.cmd_hca_cap.lag_native_fdb_selection" },
	{ 0x2fb, 1, -1, "capability.cmd_hca_cap.lag_master" },
	{ 0x2fc, 4, -1, "capability.cmd_hca_cap.num_lag_ports" },
	{ 0x300, 16, -1, "capability.cmd_hca_cap.num_of_diagnostic_counters" },
	{ 0x310, 16, -1, "capability.cmd_hca_cap.max_wqe_sz_sq" },
	{ 0x32b, 1, -1, "capability.cmd_hca_cap.shampo" },
	{ 0x330, 16, -1, "capability.cmd_hca_cap.max_wqe_sz_rq" },
	{ 0x340, 16, -1, "capability.cmd_hca_cap.max_flow_counter_31_16" },
	{ 0x350, 16, -1, "capability.cmd_hca_cap.max_wqe_sz_sq_dc" },
	{ 0x367, 25, -1, "capability.cmd_hca_cap.max_qp_mcg" },
	{ 0x390, 8, -1, "capability.cmd_hca_cap.flow_counter_bulk_alloc" },
	{ 0x398, 8, -1, "capability.cmd_hca_cap.log_max_mcg" },
	{ 0x3a3, 5, -1, "capability.cmd_hca_cap.log_max_transport_domain" },
	{ 0x3aa, 1, -1, "capability.cmd_hca_cap.relaxed_ordering_read" },
	{ 0x3ab, 5, -1, "capability.cmd_hca_cap.log_max_pd" },
	{ 0x3b5, 1, -1, "capability.cmd_hca_cap.pcie_reset_using_hotreset_method" },
	{ 0x3b6, 1, -1, "capability.cmd_hca_cap.pci_sync_for_fw_update_with_driver_unload" },
	{ 0x3b7, 1, -1, "capability.cmd_hca_cap.vnic_env_cnt_steering_fail" },
	{ 0x3b8, 1, -1, "capability.cmd_hca_cap.vport_counter_local_loopback" },
	{ 0x3b9, 1, -1, "capability.cmd_hca_cap.q_counter_aggregation" },
	{ 0x3ba, 1, -1, "capability.cmd_hca_cap.q_counter_other_vport" },
	{ 0x3bb, 5, -1, "capability.cmd_hca_cap.log_max_xrcd" },
	{ 0x3c0, 1, -1, "capability.cmd_hca_cap.nic_receive_steering_discard" },
	{ 0x3c1, 1, -1, "capability.cmd_hca_cap.receive_discard_vport_down" },
	{ 0x3c2, 1, -1, "capability.cmd_hca_cap.transmit_discard_vport_down" },
	{ 0x3c3, 1, -1, "capability.cmd_hca_cap.eq_overrun_count" },
	{ 0x3c5, 1, -1, "capability.cmd_hca_cap.invalid_command_count" },
	{ 0x3c6, 1, -1, "capability.cmd_hca_cap.quota_exceeded_count" },
	{ 0x3c8, 8, -1, "capability.cmd_hca_cap.log_max_flow_counter_bulk" },
	{ 0x3d0, 16, -1, "capability.cmd_hca_cap.max_flow_counter_15_0" },
	{ 0x3e3, 5, -1, "capability.cmd_hca_cap.log_max_rq" },
	{ 0x3eb, 5, -1, "capability.cmd_hca_cap.log_max_sq" },
	{ 0x3f3, 5, -1, "capability.cmd_hca_cap.log_max_tir" },
	{ 0x3fb, 5, -1, "capability.cmd_hca_cap.log_max_tis" },
	{ 0x400, 1, -1, "capability.cmd_hca_cap.basic_cyclic_rcv_wqe" },
	{ 0x403, 5, -1, "capability.cmd_hca_cap.log_max_rmp" },
	{ 0x40b, 5, -1, "capability.cmd_hca_cap.log_max_rqt" },
	{ 0x413, 5, -1, "capability.cmd_hca_cap.log_max_rqt_size" },
	{ 0x41b, 5, -1, "capability.cmd_hca_cap.log_max_tis_per_sq" },
	{ 0x420, 1, -1, "capability.cmd_hca_cap.ext_stride_num_range" },
	{ 0x421, 1, -1, "capability.cmd_hca_cap.roce_rw_supported" },
	{ 0x422, 1, -1, "capability.cmd_hca_cap.log_max_current_uc_list_wr_supported" },
	{ 0x423, 5, -1, "capability.cmd_hca_cap.log_max_stride_sz_rq" },
	{ 0x42b, 5, -1, "capability.cmd_hca_cap.log_min_stride_sz_rq" },
	{ 0x433, 5, -1, "capability.cmd_hca_cap.log_max_stride_sz_sq" },
	{ 0x43b, 5, -1, "capability.cmd_hca_cap.log_min_stride_sz_sq" },
	{ 0x440, 1, -1, "capability.cmd_hca_cap.hairpin" },
	{ 0x443, 5, -1, "capability.cmd_hca_cap.log_max_hairpin_queues" },
	{ 0x44b, 5, -1, "capability.cmd_hca_cap.log_max_hairpin_wq_data_sz" },
	{ 0x453, 5, -1, "capability.cmd_hca_cap.log_max_hairpin_num_packets" },
	{ 0x45b, 5, -1, "capability.cmd_hca_cap.log_max_wq_sz" },
	{ 0x460, 1, -1, "capability.cmd_hca_cap.nic_vport_change_event" },
	{ 0x461, 1, -1, "capability.cmd_hca_cap.disable_local_lb_uc" },
	{ 0x462, 1, -1, "capability.cmd_hca_cap.disable_local_lb_mc" },
	{ 0x463, 5, -1, "capability.cmd_hca_cap.log_min_hairpin_wq_data_sz" },
	{ 0x469, 1, -1, "capability.cmd_hca_cap.silent_mode" },
	{ 0x46a, 1, -1, "capability.cmd_hca_cap.vhca_state" },
	{ 0x46b, 5, -1, "capability.cmd_hca_cap.log_max_vlan_list" },
	{ 0x473, 5, -1, "capability.cmd_hca_cap.log_max_current_mc_list" },
	{ 0x47b, 5, -1, "capability.cmd_hca_cap.log_max_current_uc_list" },
	{ 0x480, 64, -1, "capability.cmd_hca_cap.general_obj_types" },
	{ 0x4c0, 2, -1, "capability.cmd_hca_cap.sq_ts_format" },
	{ 0x4c2, 2, -1, "capability.cmd_hca_cap.rq_ts_format" },
	{ 0x4c4, 4, -1, "capability.cmd_hca_cap.steering_format_version" },
	{ 0x4c8, 24, -1, "capability.cmd_hca_cap.create_qp_start_hint" },
	{ 0x4e1, 1, -1, "capability.cmd_hca_cap.ats" },
	{ 0x4e2, 1, -1, "capability.cmd_hca_cap.cross_vhca_rqt" },
	{ 0x4e3, 5, -1, "capability.cmd_hca_cap.log_max_uctx" },
	{ 0x4e9, 1, -1, "capability.cmd_hca_cap.crypto" },
	{ 0x4ea, 1, -1, "capability.cmd_hca_cap.ipsec_offload" },
	{ 0x4eb, 5, -1, "capability.cmd_hca_cap.log_max_umem" },
	{ 0x4f0, 16, -1, "capability.cmd_hca_cap.max_num_eqs" },
	{ 0x501, 1, -1, "capability.cmd_hca_cap.tls_tx" },
	{ 0x502, 1, -1, "capability.cmd_hca_cap.tls_rx" },
	{ 0x503, 5, -1, "capability.cmd_hca_cap.log_max_l2_table" },
	{ 0x510, 16, -1, "capability.cmd_hca_cap.log_uar_page_sz" },
	{ 0x540, 32, -1, "capability.cmd_hca_cap.device_frequency_mhz" },
	{ 0x560, 32, -1, "capability.cmd_hca_cap.device_frequency_khz" },
	{ 0x5a0, 32, -1, "capability.cmd_hca_cap.num_of_uars_per_page" },
	{ 0x5c0, 32, -1, "capability.cmd_hca_cap.flex_parser_protocols" },
	{ 0x5e0, 8, -1, "capability.cmd_hca_cap.max_geneve_tlv_options" },
	{ 0x5eb, 5, -1, "capability.cmd_hca_cap.max_geneve_tlv_option_data_len" },
	{ 0x5f9, 1, -1, "capability.cmd_hca_cap.adv_virtualization" },
	{ 0x60b, 5, -1, "capability.cmd_hca_cap.log_max_dci_stream_channels" },
	{ 0x613, 5, -1, "capability.cmd_hca_cap.log_max_dci_errored_streams" },
	{ 0x630, 1, -1, "capability.cmd_hca_cap.enhanced_cqe_compression" },
	{ 0x632, 1, -1, "capability.cmd_hca_cap.crossing_vhca_mkey" },
	{ 0x633, 5, -1, "capability.cmd_hca_cap.log_max_dek" },
	{ 0x63c, 1, -1, "capability.cmd_hca_cap.mini_cqe_resp_stride_index" },
	{ 0x63d, 1, -1, "capability.cmd_hca_cap.cqe_128_always" },
	{ 0x63e, 1, -1, "capability.cmd_hca_cap.cqe_compression_128" },
	{ 0x63f, 1, -1, "capability.cmd_hca_cap.cqe_compression" },
	{ 0x640, 16, -1, "capability.cmd_hca_cap.cqe_compression_timeout" },
	{ 0x650, 16, -1, "capability.cmd_hca_cap.cqe_compression_max_num" },
	{ 0x668, 4, -1, "capability.cmd_hca_cap.flex_parser_id_gtpu_dw_0" },
	{ 0x670, 1, -1, "capability.cmd_hca_cap.tag_matching" },
	{ 0x671, 1, -1, "capability.cmd_hca_cap.rndv_offload_rc" },
	{ 0x672, 1, -1, "capability.cmd_hca_cap.rndv_offload_dc" },
	{ 0x673, 5, -1, "capability.cmd_hca_cap.log_tag_matching_list_sz" },
	{ 0x67b, 5, -1, "capability.cmd_hca_cap.log_max_xrq" },
	{ 0x680, 8, -1, "capability.cmd_hca_cap.affiliate_nic_vport_criteria" },
	{ 0x688, 8, -1, "capability.cmd_hca_cap.native_port_num" },
	{ 0x690, 8, -1, "capability.cmd_hca_cap.num_vhca_ports" },
	{ 0x698, 4, -1, "capability.cmd_hca_cap.flex_parser_id_gtpu_teid" },
	{ 0x69e, 1, -1, "capability.cmd_hca_cap.sw_owner_id" },
	{ 0x6a0, 16, -1, "capability.cmd_hca_cap.max_num_of_monitor_counters" },
	{ 0x6b0, 16, -1, "capability.cmd_hca_cap.num_ppcnt_monitor_counters" },
	{ 0x6c0, 16, -1, "capability.cmd_hca_cap.max_num_sf" },
	{ 0x6d0, 16, -1, "capability.cmd_hca_cap.num_q_monitor_counters" },
	{ 0x700, 1, -1, "capability.cmd_hca_cap.sf" },
	{ 0x701, 1, -1, "capability.cmd_hca_cap.sf_set_partition" },
	{ 0x703, 5, -1, "capability.cmd_hca_cap.log_max_sf" },
	{ 0x708, 1, -1, "capability.cmd_hca_cap.apu" },
	{ 0x70d, 1, -1, "capability.cmd_hca_cap.migration" },
	{ 0x710, 8, -1, "capability.cmd_hca_cap.log_min_sf_size" },
	{ 0x718, 8, -1, "capability.cmd_hca_cap.max_num_sf_partitions" },
	{ 0x720, 32, 167, "capability.cmd_hca_cap.uctx_cap" },
	{ 0x744, 4, -1, "capability.cmd_hca_cap.flex_parser_id_geneve_tlv_option_0" },
	{ 0x748, 4, -1, "capability.cmd_hca_cap.flex_parser_id_icmp_dw1" },
	{ 0x74c, 4, -1, "capability.cmd_hca_cap.flex_parser_id_icmp_dw0" },
	{ 0x750, 4, -1, "capability.cmd_hca_cap.flex_parser_id_icmpv6_dw1" },
	{ 0x754, 4, -1, "capability.cmd_hca_cap.flex_parser_id_icmpv6_dw0" },
	{ 0x758, 4, -1, "capability.cmd_hca_cap.flex_parser_id_outer_first_mpls_over_gre" },
	{ 0x75c, 4, -1, "capability.cmd_hca_cap.flex_parser_id_outer_first_mpls_over_udp_label" },
	{ 0x760, 16, -1, "capability.cmd_hca_cap.max_num_match_definer" },
	{ 0x770, 16, -1, "capability.cmd_hca_cap.sf_base_id" },
	{ 0x780, 4, -1, "capability.cmd_hca_cap.flex_parser_id_gtpu_dw_2" },
	{ 0x784, 4, -1, "capability.cmd_hca_cap.flex_parser_id_gtpu_first_ext_dw_0" },
	{ 0x788, 24, -1, "capability.cmd_hca_cap.num_total_dynamic_vf_msix" },
	{ 0x7b4, 12, -1, "capability.cmd_hca_cap.dynamic_msix_table_size" },
	{ 0x7cc, 4, -1, "capability.cmd_hca_cap.min_dynamic_vf_msix_table_size" },
	{ 0x7d2, 1, -1, "capability.cmd_hca_cap.data_direct" },
	{ 0x7d4, 12, -1, "capability.cmd_hca_cap.max_dynamic_vf_msix_table_size" },
	{ 0x7e3, 5, -1, "capability.cmd_hca_cap.log_max_num_header_modify_argument" },
	{ 0x7e8, 4, -1, "capability.cmd_hca_cap.log_header_modify_argument_granularity_offset" },
	{ 0x7ec, 4, -1, "capability.cmd_hca_cap.log_header_modify_argument_granularity" },
	{ 0x7f3, 5, -1, "capability.cmd_hca_cap.log_header_modify_argument_max_alloc" },
	{ 0x800, 64, -1, "capability.cmd_hca_cap.vhca_tunnel_commands" },
	{ 0x840, 64, -1, "capability.cmd_hca_cap.match_definer_format_supported" },
	{ 0x100, 1, -1, "capability.cmd_hca_cap_2.migratable" },
	{ 0x112, 1, -1, "capability.cmd_hca_cap_2.query_vuid" },
	{ 0x118, 1, -1, "capability.cmd_hca_cap_2.umr_log_entity_size_5" },
	{ 0x120, 8, -1, "capability.cmd_hca_cap_2.max_reformat_insert_size" },
	{ 0x128, 8, -1, "capability.cmd_hca_cap_2.max_reformat_insert_offset" },
	{ 0x130, 8, -1, "capability.cmd_hca_cap_2.max_reformat_remove_size" },
	{ 0x138, 8, -1, "capability.cmd_hca_cap_2.max_reformat_remove_offset" },
	{ 0x148, 1, -1, "capability.cmd_hca_cap_2.migration_multi_load" },
	{ 0x149, 1, -1, "capability.cmd_hca_cap_2.migration_tracking_state" },
	{ 0x14a, 1, -1, "capability.cmd_hca_cap_2.multiplane_qp_ud" },
	{ 0x150, 1, -1, "capability.cmd_hca_cap_2.migration_in_chunks" },
	{ 0x152, 1, -1, "capability.cmd_hca_cap_2.sf_eq_usage" },
	{ 0x158, 1, -1, "capability.cmd_hca_cap_2.multiplane" },
	{ 0x160, 32, -1, "capability.cmd_hca_cap_2.cross_vhca_object_to_object_supported" },
	{ 0x180, 64, -1, "capability.cmd_hca_cap_2.allowed_object_for_other_vhca_access" },
	{ 0x220, 8, -1, "capability.cmd_hca_cap_2.flow_table_type_2_type" },
	{ 0x22a, 1, -1, "capability.cmd_hca_cap_2.format_select_dw_8_6_ext" },
	{ 0x22b, 5, -1, "capability.cmd_hca_cap_2.log_min_mkey_entity_size" },
	{ 0x2a1, 1, -1, "capability.cmd_hca_cap_2.sw_vhca_id_valid" },
	{ 0x2a2, 14, -1, "capability.cmd_hca_cap_2.sw_vhca_id" },
	{ 0x2cb, 5, -1, "capability.cmd_hca_cap_2.ts_cqe_metadata_size2wqe_counter" },
	{ 0x300, 8, -1, "capability.cmd_hca_cap_2.format_select_dw_gtpu_dw_0" },
	{ 0x308, 8, -1, "capability.cmd_hca_cap_2.format_select_dw_gtpu_dw_1" },
	{ 0x310, 8, -1, "capability.cmd_hca_cap_2.format_select_dw_gtpu_dw_2" },
	{ 0x318, 8, -1, "capability.cmd_hca_cap_2.format_select_dw_gtpu_first_ext_dw_0" },
	{ 0x320, 32, -1, "capability.cmd_hca_cap_2.generate_wqe_type" },
	{ 0x40b, 5, -1, "capability.cmd_hca_cap_2.min_mkey_log_entity_size_fixed_buffer" },
	{ 0x410, 16, -1, "capability.cmd_hca_cap_2.ec_vf_vport_base" },
	{ 0x42a, 6, -1, "capability.cmd_hca_cap_2.max_mkey_log_entity_size_mtt" },
	{ 0x430, 16, -1, "capability.cmd_hca_cap_2.max_rqt_vhca_id" },
	{ 0x470, 1, -1, "capability.cmd_hca_cap_2.pcc_ifa2" },
	{ 0x481, 1, -1, "capability.cmd_hca_cap_2.min_mkey_log_entity_size_fixed_buffer_valid" },
	{ 0x490, 16, -1, "capability.cmd_hca_cap_2.return_reg_id" },
	{ 0x4bc, 4, -1, "capability.cmd_hca_cap_2.flow_table_hash_type" },
	{ 0x4c8, 24, -1, "capability.cmd_hca_cap_2.max_num_eqs_24b" },
	{ 0x80, 1, -1, "capability.debug_cap.core_dump_general" },
	{ 0x81, 1, -1, "capability.debug_cap.core_dump_qp" },
	{ 0x89, 1, -1, "capability.debug_cap.resource_dump" },
	{ 0x98, 8, -1, "capability.debug_cap.log_max_samples" },
	{ 0xa0, 1, -1, "capability.debug_cap.single" },
	{ 0xa1, 1, -1, "capability.debug_cap.repetitive" },
	{ 0xa2, 1, -1, "capability.debug_cap.stall_detect" },
	{ 0xb8, 8, -1, "capability.debug_cap.log_min_sample_period" },
	{ 0x280, 1, -1, "capability.debug_cap.diagnostic_counter.sync" },
	{ 0x290, 16, 7, "capability.debug_cap.diagnostic_counter.counter_id" },
	{ 0, 0, -1, NULL },
};
/* QUERY_ISSI: query_issi_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_issi[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0, 0, -1, NULL },
};
/* SET_ISSI: set_issi_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_set_issi[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0x50, 16, -1, "current_issi" },
	{ 0, 0, -1, NULL },
};
/* CREATE_MKEY: create_mkey_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_create_mkey[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x10, 16, -1, "uid" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0x60, 1, -1, "pg_access" },
	{ 0x61, 1, -1, "mkey_umem_valid" },
	{ 0x62, 1, -1, "data_direct" },
	{ 0x81, 1, -1, "memory_key_mkey_entry.free" },
	{ 0x83, 3, -1, "memory_key_mkey_entry.access_mode_4_2" },
	{ 0x8d, 1, -1, "memory_key_mkey_entry.relaxed_ordering_write" },
	{ 0x8f, 1, -1, "memory_key_mkey_entry.small_fence_on_rdma_read_response" },
	{ 0x90, 1, -1, "memory_key_mkey_entry.umr_en" },
	{ 0x91, 1, -1, "memory_key_mkey_entry.a" },
	{ 0x92, 1, -1, "memory_key_mkey_entry.rw" },
	{ 0x93, 1, -1, "memory_key_mkey_entry.rr" },
	{ 0x94, 1, -1, "memory_key_mkey_entry.lw" },
	{ 0x95, 1, -1, "memory_key_mkey_entry.lr" },
	{ 0x96, 2, 32, "memory_key_mkey_entry.access_mode_1_0" },
	{ 0x9a, 2, -1, "memory_key_mkey_entry.ma_translation_mode" },
	{ 0xa0, 24, -1, "memory_key_mkey_entry.qpn" },
	{ 0xb8, 8, -1, "memory_key_mkey_entry.mkey_7_0" },
	{ 0xe0, 1, -1, "memory_key_mkey_entry.length64" },
	{ 0xe1, 1, -1, "memory_key_mkey_entry.bsf_en" },
	{ 0xe2, 1, -1, "memory_key_mkey_entry.sync_umr" },
	{ 0xe5, 1, -1, "memory_key_mkey_entry.expected_sigerr_count" },
	{ 0xe7, 1, -1, "memory_key_mkey_entry.en_rinval" },
	{ 0xe8, 24, -1, "memory_key_mkey_entry.pd" },
	{ 0x100, 64, -1, "memory_key_mkey_entry.start_addr" },
	{ 0x140, 64, -1, "memory_key_mkey_entry.len" },
	{ 0x180, 32, -1, "memory_key_mkey_entry.bsf_octword_size" },
	{ 0x200, 16, -1, "memory_key_mkey_entry.crossing_target_vhca_id" },
	{ 0x220, 32, -1, "memory_key_mkey_entry.translations_octword_size" },
	{ 0x259, 1, -1, "memory_key_mkey_entry.relaxed_ordering_read" },
	{ 0x25a, 6, -1, "memory_key_mkey_entry.log_page_size" },
	{ 0x300, 32, -1, "translations_octword_actual_size" },
	{ 0x320, 32, -1, "mkey_umem_id" },
	{ 0x340, 64, -1, "mkey_umem_offset" },
	{ 0, 0, -1, NULL },
};
/* QUERY_MKEY: query_mkey_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_mkey[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0x48, 24, -1, "mkey_index" },
	{ 0x60, 1, -1, "pg_access" },
	{ 0, 0, -1, NULL },
};
/* DESTROY_MKEY: destroy_mkey_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_destroy_mkey[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x10, 16, -1, "uid" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0x48, 24, -1, "mkey_index" },
	{ 0, 0, -1, NULL },
};
/* CREATE_EQ: create_eq_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_create_eq[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x10, 16, -1, "uid" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0x80, 4, -1, "eq_context_entry.status" },
	{ 0x8d, 1, -1, "eq_context_entry.ec" },
	{ 0x8e, 1, -1, "eq_context_entry.oi" },
	{ 0x94, 4, -1, "eq_context_entry.st" },
	{ 0xd4, 6, -1, "eq_context_entry.page_offset" },
	{ 0xe3, 5, -1, "eq_context_entry.log_eq_size" },
	{ 0xe8, 24, -1, "eq_context_entry.uar_page" },
	{ 0x134, 12, -1, "eq_context_entry.intr" },
	{ 0x143, 5, -1, "eq_context_entry.log_page_size" },
	{ 0x1c8, 24, -1, "eq_context_entry.consumer_counter" },
	{ 0x1e8, 24, -1, "eq_context_entry.producer_counter" },
	{ 0, 0, -1, NULL },
};
/* DESTROY_EQ: destroy_eq_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_destroy_eq[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0x58, 8, -1, "eq_number" },
	{ 0, 0, -1, NULL },
};
/* QUERY_EQ: query_eq_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_eq[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0x58, 8, -1, "eq_number" },
	{ 0, 0, -1, NULL },
};
/* QUERY_VPORT_STATE: query_vport_state_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_vport_state[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0x40, 1, -1, "other_vport" },
	{ 0x50, 16, -1, "vport_number" },
	{ 0, 0, -1, NULL },
};
/* ALLOC_PD: alloc_pd_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_alloc_pd[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x10, 16, -1, "uid" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0, 0, -1, NULL },
};
/* DEALLOC_PD: dealloc_pd_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_dealloc_pd[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x10, 16, -1, "uid" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0x48, 24, -1, "pd" },
	{ 0, 0, -1, NULL },
};
/* ALLOC_UAR: alloc_uar_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_alloc_uar[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x10, 16, -1, "uid" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0, 0, -1, NULL },
};
/* DEALLOC_UAR: dealloc_uar_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_dealloc_uar[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x10, 16, -1, "uid" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0x48, 24, -1, "uar" },
	{ 0, 0, -1, NULL },
};
/* ACCESS_REG: access_register_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_access_reg[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0x50, 16, 165, "register_id" },
	{ 0x60, 32, -1, "argument" },
	{ 0, 0, -1, NULL },
};
/* QUERY_DIAGNOSTIC_PARAMS: query_diagnostic_params_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_diagnostic_params[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0, 0, -1, NULL },
};
/* SET_DIAGNOSTIC_PARAMS: set_diagnostic_params_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_set_diagnostic_params[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0x40, 16, -1, "diagnostic_params_context.num_of_counters" },
	{ 0x58, 8, -1, "diagnostic_params_context.log_num_of_samples" },
	{ 0x60, 1, -1, "diagnostic_params_context.single" },
	{ 0x61, 1, -1, "diagnostic_params_context.repetitive" },
	{ 0x62, 1, -1, "diagnostic_params_context.sync" },
	{ 0x63, 1, -1, "diagnostic_params_context.clear" },
	{ 0x64, 1, -1, "diagnostic_params_context.on_demand" },
	{ 0x65, 1, -1, "diagnostic_params_context.enable" },
	{ 0x78, 8, -1, "diagnostic_params_context.log_sample_period" },
	{ 0, 0, -1, NULL },
};
/* QUERY_DIAGNOSTIC_COUNTERS: query_diagnostic_counters_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_query_diagnostic_counters[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0x40, 16, -1, "num_of_samples" },
	{ 0x50, 16, -1, "sample_index" },
	{ 0, 0, -1, NULL },
};
/* CREATE_UCTX: create_uctx_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_create_uctx[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0x80, 32, 167, "uctx.cap" },
	{ 0, 0, -1, NULL },
};
/* DESTROY_UCTX: destroy_uctx_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_destroy_uctx[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0x50, 16, -1, "uid" },
	{ 0, 0, -1, NULL },
};
/* CREATE_UMEM: create_umem_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_create_umem[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x10, 16, -1, "uid" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0x100, 1, -1, "umem.ats" },
	{ 0x11b, 5, -1, "umem.log_page_size" },
	{ 0x120, 32, -1, "umem.page_offset" },
	{ 0x140, 64, -1, "umem.num_of_mtt" },
	{ 0, 0, -1, NULL },
};
/* DESTROY_UMEM: destroy_umem_in */
static const struct mlx5_fuzz_field mlx5_fuzz_in_destroy_umem[] __attribute__((unused)) = {
	{ 0x0, 16, 3, "opcode" },
	{ 0x10, 16, -1, "uid" },
	{ 0x30, 16, -1, "op_mod" },
	{ 0x48, 24, -1, "umem_id" },
	{ 0, 0, -1, NULL },
};

/* register CORE_DUMP: core_dump_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_core_dump[] __attribute__((unused)) = {
	{ 0x0, 1, -1, "more_dump" },
	{ 0x18, 8, 6, "core_dump_type" },
	{ 0x50, 16, -1, "vhca_id" },
	{ 0x68, 24, -1, "qpn" },
	{ 0x80, 32, -1, "mkey" },
	{ 0xa0, 32, -1, "size" },
	{ 0xc0, 64, -1, "address" },
	{ 0x100, 64, -1, "cookie" },
	{ 0x140, 32, -1, "total_size" },
	{ 0, 0, -1, NULL },
};
/* register PMLP: pmlp_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_pmlp[] __attribute__((unused)) = {
	{ 0x0, 1, -1, "rxtx" },
	{ 0x8, 8, -1, "local_port" },
	{ 0x18, 8, -1, "width" },
	{ 0x24, 4, -1, "lane0_module_mapping.rx_lane" },
	{ 0x2c, 4, -1, "lane0_module_mapping.tx_lane" },
	{ 0x34, 4, -1, "lane0_module_mapping.slot_index" },
	{ 0x38, 8, -1, "lane0_module_mapping.module" },
	{ 0x44, 4, -1, "lane1_module_mapping.rx_lane" },
	{ 0x4c, 4, -1, "lane1_module_mapping.tx_lane" },
	{ 0x54, 4, -1, "lane1_module_mapping.slot_index" },
	{ 0x58, 8, -1, "lane1_module_mapping.module" },
	{ 0x64, 4, -1, "lane2_module_mapping.rx_lane" },
	{ 0x6c, 4, -1, "lane2_module_mapping.tx_lane" },
	{ 0x74, 4, -1, "lane2_module_mapping.slot_index" },
	{ 0x78, 8, -1, "lane2_module_mapping.module" },
	{ 0x84, 4, -1, "lane3_module_mapping.rx_lane" },
	{ 0x8c, 4, -1, "lane3_module_mapping.tx_lane" },
	{ 0x94, 4, -1, "lane3_module_mapping.slot_index" },
	{ 0x98, 8, -1, "lane3_module_mapping.module" },
	{ 0, 0, -1, NULL },
};
/* register PTYS: ptys_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_ptys[] __attribute__((unused)) = {
	{ 0x1, 1, -1, "an_disable_admin" },
	{ 0x2, 1, -1, "an_disable_cap" },
	{ 0x8, 8, -1, "local_port" },
	{ 0x18, 4, -1, "plane_ind" },
	{ 0x1d, 3, 164, "proto_mask" },
	{ 0x20, 4, -1, "an_status" },
	{ 0x24, 12, -1, "max_port_rate" },
	{ 0x30, 16, -1, "data_rate_oper" },
	{ 0x40, 32, -1, "ext_eth_proto_capability" },
	{ 0x60, 32, -1, "eth_proto_capability" },
	{ 0x80, 16, -1, "ib_link_width_capability" },
	{ 0x90, 16, -1, "ib_proto_capability" },
	{ 0xa0, 32, -1, "ext_eth_proto_admin" },
	{ 0xc0, 32, -1, "eth_proto_admin" },
	{ 0xe0, 16, -1, "ib_link_width_admin" },
	{ 0xf0, 16, -1, "ib_proto_admin" },
	{ 0x100, 32, -1, "ext_eth_proto_oper" },
	{ 0x120, 32, -1, "eth_proto_oper" },
	{ 0x140, 16, -1, "ib_link_width_oper" },
	{ 0x150, 16, -1, "ib_proto_oper" },
	{ 0x17c, 4, 163, "connector_type" },
	{ 0x180, 32, -1, "eth_proto_lp_advertise" },
	{ 0, 0, -1, NULL },
};
/* register PAOS: paos_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_paos[] __attribute__((unused)) = {
	{ 0x0, 8, -1, "swid" },
	{ 0x8, 8, -1, "local_port" },
	{ 0x14, 4, 162, "admin_status" },
	{ 0x1c, 4, 162, "oper_status" },
	{ 0x20, 1, -1, "ase" },
	{ 0x21, 1, -1, "ee" },
	{ 0x3e, 2, -1, "e" },
	{ 0, 0, -1, NULL },
};
/* register PDDR: pddr_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_pddr[] __attribute__((unused)) = {
	{ 0x6, 2, -1, "module_ind_type" },
	{ 0x8, 8, -1, "local_port" },
	{ 0x10, 2, -1, "pnat" },
	{ 0x12, 2, -1, "lp_msb" },
	{ 0x14, 4, -1, "plane_ind" },
	{ 0x18, 4, -1, "port_type" },
	{ 0x21, 2, -1, "module_info_ext" },
	{ 0x38, 8, 161, "page_select" },
	{ 0x43, 1, -1, "page_data.pddr_operation_info_page.resilink_fec_ind" },
	{ 0x48, 4, -1, "page_data.pddr_operation_info_page.proto_active" },
	{ 0x4c, 4, -1, "page_data.pddr_operation_info_page.neg_mode_active" },
	{ 0x60, 8, -1, "page_data.pddr_operation_info_page.phy_mngr_fsm_state" },
	{ 0x68, 8, -1, "page_data.pddr_operation_info_page.eth_an_fsm_state" },
	{ 0x70, 8, -1, "page_data.pddr_operation_info_page.ib_phy_fsm_state" },
	{ 0x80, 32, -1, "page_data.pddr_operation_info_page.phy_manager_link_enabled" },
	{ 0xa0, 32, -1, "page_data.pddr_operation_info_page.core_to_phy_link_enabled" },
	{ 0xc0, 32, -1, "page_data.pddr_operation_info_page.cable_proto_cap" },
	{ 0xe0, 32, -1, "page_data.pddr_operation_info_page.link_active" },
	{ 0x110, 2, -1, "page_data.pddr_operation_info_page.pri_or_sec" },
	{ 0x114, 12, -1, "page_data.pddr_operation_info_page.loopback_mode" },
	{ 0x120, 16, -1, "page_data.pddr_operation_info_page.fec_mode_active" },
	{ 0x130, 16, -1, "page_data.pddr_operation_info_page.fec_mode_request" },
	{ 0x140, 16, -1, "page_data.pddr_operation_info_page.profile_fec_in_use" },
	{ 0x158, 4, -1, "page_data.pddr_operation_info_page.eth_25g_50g_fec_support" },
	{ 0x15c, 4, -1, "page_data.pddr_operation_info_page.eth_100g_fec_support" },
	{ 0x160, 32, -1, "page_data.pddr_operation_info_page.pd_link_enabled" },
	{ 0x180, 32, -1, "page_data.pddr_operation_info_page.phy_hst_link_enabled" },
	{ 0x1a0, 32, -1, "page_data.pddr_operation_info_page.eth_an_link_enabled" },
	{ 0x21c, 4, -1, "page_data.pddr_operation_info_page.link_health" },
	{ 0x50, 16, -1, "page_data.pddr_troubleshooting_page.group_opcode" },
	{ 0x70, 16, 160, "page_data.pddr_troubleshooting_page.status_opcode.pddr_monitor_opcode.monitor_opcode" },
	{ 0x70, 16, 160, "page_data.pddr_troubleshooting_page.status_opcode.pddr_advanced_opcode.advanced_opcode" },
	{ 0x40, 8, -1, "page_data.pddr_module_info.cable_technology" },
	{ 0x48, 8, -1, "page_data.pddr_module_info.cable_breakout" },
	{ 0x50, 8, -1, "page_data.pddr_module_info.ext_ethernet_compliance_code" },
	{ 0x58, 8, -1, "page_data.pddr_module_info.ethernet_compliance_code" },
	{ 0x60, 4, -1, "page_data.pddr_module_info.cable_type" },
	{ 0x64, 4, -1, "page_data.pddr_module_info.cable_vendor" },
	{ 0x68, 8, -1, "page_data.pddr_module_info.cable_length" },
	{ 0x70, 8, -1, "page_data.pddr_module_info.cable_identifier" },
	{ 0x78, 8, -1, "page_data.pddr_module_info.cable_power_class" },
	{ 0x80, 8, -1, "page_data.pddr_module_info.max_power" },
	{ 0x88, 8, -1, "page_data.pddr_module_info.cable_rx_amp" },
	{ 0x90, 8, -1, "page_data.pddr_module_info.cable_rx_emphasis" },
	{ 0x98, 8, -1, "page_data.pddr_module_info.cable_tx_equalization" },
	{ 0xa0, 8, -1, "page_data.pddr_module_info.cable_attenuation_25g" },
	{ 0xa8, 8, -1, "page_data.pddr_module_info.cable_attenuation_12g" },
	{ 0xb0, 8, -1, "page_data.pddr_module_info.cable_attenuation_7g" },
	{ 0xb8, 8, -1, "page_data.pddr_module_info.cable_attenuation_5g" },
	{ 0xc0, 8, -1, "page_data.pddr_module_info.cable_rx_post_emphasis" },
	{ 0xc8, 4, -1, "page_data.pddr_module_info.rx_cdr_cap" },
	{ 0xcc, 4, -1, "page_data.pddr_module_info.tx_cdr_cap" },
	{ 0xd0, 8, -1, "page_data.pddr_module_info.rx_cdr_state" },
	{ 0xd8, 8, -1, "page_data.pddr_module_info.tx_cdr_state" },
	{ 0x1e0, 32, -1, "page_data.pddr_module_info.vendor_rev" },
	{ 0x200, 32, -1, "page_data.pddr_module_info.fw_version" },
	{ 0x2a0, 16, -1, "page_data.pddr_module_info.temperature" },
	{ 0x2b0, 16, -1, "page_data.pddr_module_info.voltage" },
	{ 0x2c0, 16, -1, "page_data.pddr_module_info.rx_power_lane0" },
	{ 0x2d0, 16, -1, "page_data.pddr_module_info.rx_power_lane1" },
	{ 0x2e0, 16, -1, "page_data.pddr_module_info.rx_power_lane2" },
	{ 0x2f0, 16, -1, "page_data.pddr_module_info.rx_power_lane3" },
	{ 0x340, 16, -1, "page_data.pddr_module_info.tx_power_lane0" },
	{ 0x350, 16, -1, "page_data.pddr_module_info.tx_power_lane1" },
	{ 0x360, 16, -1, "page_data.pddr_module_info.tx_power_lane2" },
	{ 0x370, 16, -1, "page_data.pddr_module_info.tx_power_lane3" },
	{ 0x3c0, 16, -1, "page_data.pddr_module_info.tx_bias_lane0" },
	{ 0x3d0, 16, -1, "page_data.pddr_module_info.tx_bias_lane1" },
	{ 0x3e0, 16, -1, "page_data.pddr_module_info.tx_bias_lane2" },
	{ 0x3f0, 16, -1, "page_data.pddr_module_info.tx_bias_lane3" },
	{ 0x440, 16, -1, "page_data.pddr_module_info.temperature_high_th" },
	{ 0x450, 16, -1, "page_data.pddr_module_info.temperature_low_th" },
	{ 0x460, 16, -1, "page_data.pddr_module_info.voltage_high_th" },
	{ 0x470, 16, -1, "page_data.pddr_module_info.voltage_low_th" },
	{ 0x4e0, 3, -1, "page_data.pddr_module_info.module_st" },
	{ 0x4e6, 10, -1, "page_data.pddr_module_info.smf_length" },
	{ 0x4f0, 16, -1, "page_data.pddr_module_info.wavelength" },
	{ 0x530, 8, -1, "page_data.pddr_module_info.monitor_cap_mask" },
	{ 0x600, 8, -1, "page_data.pddr_module_info.connector_type" },
	{ 0x608, 24, -1, "page_data.pddr_module_info.vendor_oui" },
	{ 0, 0, -1, NULL },
};
/* register HOST_ENDIANNESS: host_endianness_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_host_endianness[] __attribute__((unused)) = {
	{ 0x0, 8, -1, "he" },
	{ 0, 0, -1, NULL },
};
/* register MTCAP: mtcap_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mtcap[] __attribute__((unused)) = {
	{ 0x19, 7, -1, "sensor_count" },
	{ 0x40, 64, -1, "sensor_map" },
	{ 0, 0, -1, NULL },
};
/* register MTMP: mtmp_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mtmp[] __attribute__((unused)) = {
	{ 0x14, 12, -1, "sensor_index" },
	{ 0x30, 16, -1, "temperature" },
	{ 0x40, 1, -1, "mte" },
	{ 0x41, 1, -1, "mtr" },
	{ 0x50, 16, -1, "max_temperature" },
	{ 0x60, 2, -1, "tee" },
	{ 0x70, 16, -1, "temp_threshold_hi" },
	{ 0x90, 16, -1, "temp_threshold_lo" },
	{ 0xc0, 32, -1, "sensor_name_hi" },
	{ 0xe0, 32, -1, "sensor_name_lo" },
	{ 0, 0, -1, NULL },
};
/* register MFPA: mfpa_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mfpa[] __attribute__((unused)) = {
	{ 0x0, 1, -1, "add_cap_32b" },
	{ 0x1a, 2, -1, "fs" },
	{ 0x20, 32, -1, "boot_address" },
	{ 0x80, 1, -1, "wip" },
	{ 0x81, 1, -1, "bulk_32kb_erase_en" },
	{ 0x82, 1, -1, "bulk_64kb_erase_en" },
	{ 0x8e, 1, -1, "sector_wrp_en" },
	{ 0x8f, 1, -1, "sub_sector_wrp_en" },
	{ 0x9c, 4, -1, "flash_num" },
	{ 0xa8, 24, -1, "jedec_id" },
	{ 0xc0, 8, -1, "block_size" },
	{ 0xc8, 8, -1, "block_alignment" },
	{ 0xd6, 10, -1, "sector_size" },
	{ 0xe0, 32, -1, "capability_mask" },
	{ 0, 0, -1, NULL },
};
/* register MFBA: mfba_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mfba[] __attribute__((unused)) = {
	{ 0x0, 1, -1, "add_cap_32b" },
	{ 0x1a, 2, -1, "fs" },
	{ 0x37, 9, -1, "size" },
	{ 0x40, 32, -1, "address" },
	{ 0, 0, -1, NULL },
};
/* register MFBE: mfbe_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mfbe[] __attribute__((unused)) = {
	{ 0x0, 1, -1, "add_cap_32b" },
	{ 0x1, 1, -1, "bulk_32kb_erase" },
	{ 0x2, 1, -1, "bulk_64kb_erase" },
	{ 0x1a, 2, -1, "fs" },
	{ 0x40, 32, -1, "address" },
	{ 0, 0, -1, NULL },
};
/* register MCIA: mcia_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mcia[] __attribute__((unused)) = {
	{ 0x0, 1, -1, "l" },
	{ 0x8, 8, -1, "module" },
	{ 0x18, 8, -1, "status" },
	{ 0x20, 8, -1, "i2c_device_address" },
	{ 0x28, 8, -1, "page_number" },
	{ 0x30, 16, -1, "device_address" },
	{ 0x50, 16, -1, "size" },
	{ 0, 0, -1, NULL },
};
/* register MGIR: mgir_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mgir[] __attribute__((unused)) = {
	{ 0x0, 16, -1, "hardware_info.device_hw_revision" },
	{ 0x10, 16, -1, "hardware_info.device_id" },
	{ 0x21, 3, -1, "hardware_info.ib_mad_gen" },
	{ 0x24, 12, -1, "hardware_info.num_ports" },
	{ 0x30, 5, -1, "hardware_info.technology" },
	{ 0x3b, 5, -1, "hardware_info.pvs" },
	{ 0x50, 16, -1, "hardware_info.hw_dev_id" },
	{ 0x60, 1, -1, "hardware_info.pci_switch_only_mode" },
	{ 0x61, 1, -1, "hardware_info.development" },
	{ 0x63, 1, -1, "hardware_info.ga_valid" },
	{ 0x6e, 2, -1, "hardware_info.module_master_fw_default" },
	{ 0x84, 4, -1, "hardware_info.chip_type" },
	{ 0x8a, 6, -1, "hardware_info.ga" },
	{ 0x90, 16, -1, "hardware_info.manufacturing_base_mac_47_32" },
	{ 0xa0, 32, -1, "hardware_info.manufacturing_base_mac_31_0" },
	{ 0xe0, 32, -1, "hardware_info.uptime" },
	{ 0x101, 1, -1, "fw_info.dev_sc" },
	{ 0x103, 1, -1, "fw_info.string_tlv" },
	{ 0x104, 1, -1, "fw_info.dev" },
	{ 0x105, 1, -1, "fw_info.debug" },
	{ 0x106, 1, -1, "fw_info.signed_fw" },
	{ 0x107, 1, -1, "fw_info.secured" },
	{ 0x108, 8, -1, "fw_info.major" },
	{ 0x110, 8, -1, "fw_info.minor" },
	{ 0x118, 8, -1, "fw_info.sub_minor" },
	{ 0x120, 32, -1, "fw_info.build_id" },
	{ 0x140, 8, -1, "fw_info.month" },
	{ 0x148, 8, -1, "fw_info.day" },
	{ 0x150, 16, -1, "fw_info.year" },
	{ 0x170, 16, -1, "fw_info.hour" },
	{ 0x200, 32, -1, "fw_info.ini_file_version" },
	{ 0x220, 32, -1, "fw_info.extended_major" },
	{ 0x240, 32, -1, "fw_info.extended_minor" },
	{ 0x260, 32, -1, "fw_info.extended_sub_minor" },
	{ 0x280, 16, -1, "fw_info.disabled_tiles_bitmap" },
	{ 0x290, 16, -1, "fw_info.isfu_major" },
	{ 0x2bc, 1, -1, "fw_info.encryption" },
	{ 0x2bd, 1, -1, "fw_info.sec_boot" },
	{ 0x2be, 2, -1, "fw_info.life_cycle" },
	{ 0x308, 8, -1, "sw_info.major" },
	{ 0x310, 8, -1, "sw_info.minor" },
	{ 0x318, 8, -1, "sw_info.sub_minor" },
	{ 0, 0, -1, NULL },
};
/* register MNVDA: mnvda_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mnvda[] __attribute__((unused)) = {
	{ 0x0, 2, -1, "configuration_item_header.valid" },
	{ 0x2, 2, -1, "configuration_item_header.priority" },
	{ 0x4, 2, -1, "configuration_item_header.header_type" },
	{ 0x6, 1, -1, "configuration_item_header.ovr_en" },
	{ 0x7, 1, -1, "configuration_item_header.rd_en" },
	{ 0x8, 2, 34, "configuration_item_header.access_mode" },
	{ 0xb, 5, -1, "configuration_item_header.writer_id" },
	{ 0x10, 4, -1, "configuration_item_header.version" },
	{ 0x16, 1, -1, "configuration_item_header.host_id_valid" },
	{ 0x17, 9, -1, "configuration_item_header.length" },
	{ 0x20, 8, -1, "configuration_item_header.type.configuration_item_type_class_global.type_class" },
	{ 0x28, 24, -1, "configuration_item_header.type.configuration_item_type_class_global.parameter_index" },
	{ 0x20, 8, -1, "configuration_item_header.type.configuration_item_type_class_per_host_pf.type_class" },
	{ 0x28, 6, -1, "configuration_item_header.type.configuration_item_type_class_per_host_pf.pf_index" },
	{ 0x2e, 8, -1, "configuration_item_header.type.configuration_item_type_class_per_host_pf.pci_bus_index" },
	{ 0x36, 10, -1, "configuration_item_header.type.configuration_item_type_class_per_host_pf.parameter_index" },
	{ 0x50, 16, -1, "configuration_item_header.crc16" },
	{ 0, 0, -1, NULL },
};
/* register MFRL: mfrl_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mfrl[] __attribute__((unused)) = {
	{ 0x22, 1, -1, "pci_sync_for_fw_update_start" },
	{ 0x23, 2, -1, "pci_sync_for_fw_update_resp" },
	{ 0x25, 3, -1, "rst_type_sel" },
	{ 0x28, 3, -1, "pci_reset_req_method" },
	{ 0x2c, 4, -1, "reset_state" },
	{ 0x30, 8, -1, "reset_type" },
	{ 0x38, 8, -1, "reset_level" },
	{ 0, 0, -1, NULL },
};
/* register MNVQC: mnvqc_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mnvqc[] __attribute__((unused)) = {
	{ 0x0, 8, -1, "type.configuration_item_type_class_global.type_class" },
	{ 0x8, 24, -1, "type.configuration_item_type_class_global.parameter_index" },
	{ 0x0, 8, -1, "type.configuration_item_type_class_per_host_pf.type_class" },
	{ 0x8, 6, -1, "type.configuration_item_type_class_per_host_pf.pf_index" },
	{ 0xe, 8, -1, "type.configuration_item_type_class_per_host_pf.pci_bus_index" },
	{ 0x16, 10, -1, "type.configuration_item_type_class_per_host_pf.parameter_index" },
	{ 0x38, 4, -1, "version" },
	{ 0x3e, 1, -1, "support_wr" },
	{ 0x3f, 1, -1, "support_rd" },
	{ 0, 0, -1, NULL },
};
/* register MNVIA: mnvia_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mnvia[] __attribute__((unused)) = {
	{ 0, 0, -1, NULL },
};
/* register MNVGC: mnvgc_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mnvgc[] __attribute__((unused)) = {
	{ 0x1d, 1, -1, "priv_nv_other_host" },
	{ 0x1e, 1, -1, "nvda_read_current_settings" },
	{ 0x1f, 1, -1, "nvda_read_factory_settings" },
	{ 0, 0, -1, NULL },
};
/* register MCQS: mcqs_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mcqs[] __attribute__((unused)) = {
	{ 0x0, 1, -1, "last_index_flag" },
	{ 0x8, 8, -1, "fw_device" },
	{ 0x10, 16, -1, "component_index" },
	{ 0x30, 16, 27, "identifier" },
	{ 0x57, 5, 26, "component_status" },
	{ 0x5c, 4, 28, "component_update_state" },
	{ 0x60, 4, 16, "last_update_state_changer_type" },
	{ 0x64, 4, -1, "last_update_state_changer_host_id" },
	{ 0, 0, -1, NULL },
};
/* register MCQI: mcqi_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mcqi[] __attribute__((unused)) = {
	{ 0x0, 1, -1, "read_pending_component" },
	{ 0x10, 16, -1, "component_index" },
	{ 0x5b, 5, 25, "info_type" },
	{ 0x60, 32, -1, "info_size" },
	{ 0x80, 32, -1, "offset" },
	{ 0xb0, 16, -1, "data_size" },
	{ 0, 0, -1, NULL },
};
/* register MCC: mcc_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mcc[] __attribute__((unused)) = {
	{ 0x4, 12, -1, "time_elapsed_since_last_cmd" },
	{ 0x18, 8, 24, "instruction" },
	{ 0x30, 16, -1, "component_index" },
	{ 0x48, 24, -1, "update_handle" },
	{ 0x60, 4, 16, "handle_owner_type" },
	{ 0x64, 4, -1, "handle_owner_host_id" },
	{ 0x69, 7, -1, "control_progress" },
	{ 0x70, 8, 11, "error_code" },
	{ 0x7c, 4, 12, "control_state" },
	{ 0x80, 32, -1, "component_size" },
	{ 0, 0, -1, NULL },
};
/* register MCDA: mcda_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mcda[] __attribute__((unused)) = {
	{ 0x8, 24, -1, "update_handle" },
	{ 0x20, 32, -1, "offset" },
	{ 0x50, 16, -1, "size" },
	{ 0, 0, -1, NULL },
};
/* register MQIS: mqis_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mqis[] __attribute__((unused)) = {
	{ 0x18, 8, 33, "info_type" },
	{ 0x30, 16, -1, "info_length" },
	{ 0x40, 16, -1, "read_offset" },
	{ 0x50, 16, -1, "read_length" },
	{ 0, 0, -1, NULL },
};
/* register MCAM: mcam_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mcam[] __attribute__((unused)) = {
	{ 0x8, 8, -1, "feature_group" },
	{ 0x18, 8, -1, "access_reg_group" },
	{ 0x5c, 1, -1, "mng_access_reg_cap_mask.mcam_access_reg.mcda" },
	{ 0x5d, 1, -1, "mng_access_reg_cap_mask.mcam_access_reg.mcc" },
	{ 0x5e, 1, -1, "mng_access_reg_cap_mask.mcam_access_reg.mcqi" },
	{ 0x5f, 1, -1, "mng_access_reg_cap_mask.mcam_access_reg.mcqs" },
	{ 0x60, 6, -1, "mng_access_reg_cap_mask.mcam_access_reg.regs_95_to_90" },
	{ 0x66, 1, -1, "mng_access_reg_cap_mask.mcam_access_reg.mpir" },
	{ 0x67, 2, -1, "mng_access_reg_cap_mask.mcam_access_reg.regs_88_to_87" },
	{ 0x69, 1, -1, "mng_access_reg_cap_mask.mcam_access_reg.mpegc" },
	{ 0x6a, 1, -1, "mng_access_reg_cap_mask.mcam_access_reg.mtutc" },
	{ 0x6b, 17, -1, "mng_access_reg_cap_mask.mcam_access_reg.regs_84_to_68" },
	{ 0x7c, 4, -1, "mng_access_reg_cap_mask.mcam_access_reg.tracer_registers" },
	{ 0x80, 18, -1, "mng_access_reg_cap_mask.mcam_access_reg.regs_63_to_46" },
	{ 0x92, 1, -1, "mng_access_reg_cap_mask.mcam_access_reg.mrtc" },
	{ 0x93, 4, -1, "mng_access_reg_cap_mask.mcam_access_reg.regs_44_to_41" },
	{ 0x97, 1, -1, "mng_access_reg_cap_mask.mcam_access_reg.mfrl" },
	{ 0x98, 8, -1, "mng_access_reg_cap_mask.mcam_access_reg.regs_39_to_32" },
	{ 0xa0, 21, -1, "mng_access_reg_cap_mask.mcam_access_reg.regs_31_to_11" },
	{ 0xb5, 1, -1, "mng_access_reg_cap_mask.mcam_access_reg.mtmp" },
	{ 0xb6, 10, -1, "mng_access_reg_cap_mask.mcam_access_reg.regs_9_to_0" },
	{ 0x40, 29, -1, "mng_access_reg_cap_mask.mcam_access_reg_bits2.regs_127_to_99" },
	{ 0x5d, 1, -1, "mng_access_reg_cap_mask.mcam_access_reg_bits2.mirc" },
	{ 0x5e, 2, -1, "mng_access_reg_cap_mask.mcam_access_reg_bits2.regs_97_to_96" },
	{ 0x60, 9, -1, "mng_access_reg_cap_mask.mcam_access_reg_bits2.regs_95_to_87" },
	{ 0x69, 2, -1, "mng_access_reg_cap_mask.mcam_access_reg_bits2.synce_registers" },
	{ 0x6b, 21, -1, "mng_access_reg_cap_mask.mcam_access_reg_bits2.regs_84_to_64" },
	{ 0x80, 32, -1, "mng_access_reg_cap_mask.mcam_access_reg_bits2.regs_63_to_32" },
	{ 0xa0, 32, -1, "mng_access_reg_cap_mask.mcam_access_reg_bits2.regs_31_to_0" },
	{ 0, 0, -1, NULL },
};
/* register MIRC: mirc_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_mirc[] __attribute__((unused)) = {
	{ 0x18, 8, 31, "status_code" },
	{ 0, 0, -1, NULL },
};
/* register RESOURCE_DUMP: resource_dump */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_resource_dump[] __attribute__((unused)) = {
	{ 0x0, 1, -1, "more_dump" },
	{ 0x1, 1, -1, "inline_dump" },
	{ 0xc, 4, -1, "seq_num" },
	{ 0x10, 16, -1, "segment_type" },
	{ 0x30, 16, -1, "vhca_id" },
	{ 0x40, 32, -1, "index1" },
	{ 0x60, 32, -1, "index2" },
	{ 0x80, 16, -1, "num_of_obj1" },
	{ 0x90, 16, -1, "num_of_obj2" },
	{ 0xc0, 64, -1, "device_opaque" },
	{ 0x100, 32, -1, "mkey" },
	{ 0x120, 32, -1, "size" },
	{ 0x140, 64, -1, "address" },
	{ 0, 0, -1, NULL },
};
/* register DTOR: dtor_reg */
static const struct mlx5_fuzz_field mlx5_fuzz_reg_dtor[] __attribute__((unused)) = {
	{ 0x20, 3, -1, "pcie_toggle_to.to_multiplier" },
	{ 0x2c, 20, -1, "pcie_toggle_to.to_value" },
	{ 0xa0, 3, -1, "health_poll_to.to_multiplier" },
	{ 0xac, 20, -1, "health_poll_to.to_value" },
	{ 0xc0, 3, -1, "full_crdump_to.to_multiplier" },
	{ 0xcc, 20, -1, "full_crdump_to.to_value" },
	{ 0xe0, 3, -1, "fw_reset_to.to_multiplier" },
	{ 0xec, 20, -1, "fw_reset_to.to_value" },
	{ 0x100, 3, -1, "flush_on_err_to.to_multiplier" },
	{ 0x10c, 20, -1, "flush_on_err_to.to_value" },
	{ 0x120, 3, -1, "pci_sync_update_to.to_multiplier" },
	{ 0x12c, 20, -1, "pci_sync_update_to.to_value" },
	{ 0x140, 3, -1, "tear_down_to.to_multiplier" },
	{ 0x14c, 20, -1, "tear_down_to.to_value" },
	{ 0x160, 3, -1, "fsm_reactivate_to.to_multiplier" },
	{ 0x16c, 20, -1, "fsm_reactivate_to.to_value" },
	{ 0x180, 3, -1, "reclaim_pages_to.to_multiplier" },
	{ 0x18c, 20, -1, "reclaim_pages_to.to_value" },
	{ 0x1a0, 3, -1, "reclaim_vfs_pages_to.to_multiplier" },
	{ 0x1ac, 20, -1, "reclaim_vfs_pages_to.to_value" },
	{ 0x1c0, 3, -1, "reset_unload_to.to_multiplier" },
	{ 0x1cc, 20, -1, "reset_unload_to.to_value" },
	{ 0, 0, -1, NULL },
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
	  mlx5_fuzz_in_set_hca_cap, 366,
	  -1, 0, -1, 0 },
	{ "QUERY_ISSI", 0x10a, true,
	  16, 112, 0,
	  mlx5_fuzz_in_query_issi, 2,
	  -1, 0, -1, 0 },
	{ "SET_ISSI", 0x10b, true,
	  16, 16, 0,
	  mlx5_fuzz_in_set_issi, 3,
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
	{ "QUERY_VPORT_STATE", 0x750, true,
	  16, 16, 0,
	  mlx5_fuzz_in_query_vport_state, 4,
	  -1, 0, 80, 16 },
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
	{ "CREATE_UCTX", 0xa04, true,
	  64, 16, 0,
	  mlx5_fuzz_in_create_uctx, 3,
	  -1, 0, -1, 0 },
	{ "DESTROY_UCTX", 0xa06, true,
	  16, 16, 0,
	  mlx5_fuzz_in_destroy_uctx, 3,
	  -1, 0, -1, 0 },
	{ "CREATE_UMEM", 0xa08, true,
	  48, 16, 0,
	  mlx5_fuzz_in_create_umem, 7,
	  -1, 0, -1, 0 },
	{ "DESTROY_UMEM", 0xa0a, true,
	  16, 16, 0,
	  mlx5_fuzz_in_destroy_umem, 4,
	  -1, 0, -1, 0 },
};

#define MLX5_FUZZ_NCMDS 30

/* sorted by id */
static const struct mlx5_fuzz_reg mlx5_fuzz_regs[] __attribute__((unused)) = {
	{ "CORE_DUMP", 0x402e, 64,
	  true, true,
	  mlx5_fuzz_reg_core_dump, 9 },
	{ "PMLP", 0x5002, 64,
	  true, false,
	  mlx5_fuzz_reg_pmlp, 19 },
	{ "PTYS", 0x5004, 64,
	  true, false,
	  mlx5_fuzz_reg_ptys, 22 },
	{ "PAOS", 0x5006, 16,
	  true, false,
	  mlx5_fuzz_reg_paos, 7 },
	{ "PDDR", 0x5031, 256,
	  true, false,
	  mlx5_fuzz_reg_pddr, 80 },
	{ "HOST_ENDIANNESS", 0x7004, 16,
	  true, true,
	  mlx5_fuzz_reg_host_endianness, 1 },
	{ "MTCAP", 0x9009, 16,
	  true, false,
	  mlx5_fuzz_reg_mtcap, 2 },
	{ "MTMP", 0x900a, 32,
	  true, true,
	  mlx5_fuzz_reg_mtmp, 10 },
	{ "MFPA", 0x9010, 32,
	  true, false,
	  mlx5_fuzz_reg_mfpa, 14 },
	{ "MFBA", 0x9011, 268,
	  true, true,
	  mlx5_fuzz_reg_mfba, 4 },
	{ "MFBE", 0x9012, 12,
	  false, true,
	  mlx5_fuzz_reg_mfbe, 5 },
	{ "MCIA", 0x9014, 144,
	  true, false,
	  mlx5_fuzz_reg_mcia, 7 },
	{ "MGIR", 0x9020, 160,
	  true, false,
	  mlx5_fuzz_reg_mgir, 42 },
	{ "MNVDA", 0x9024, 268,
	  true, true,
	  mlx5_fuzz_reg_mnvda, 17 },
	{ "MFRL", 0x9028, 8,
	  true, true,
	  mlx5_fuzz_reg_mfrl, 7 },
	{ "MNVQC", 0x9030, 8,
	  true, false,
	  mlx5_fuzz_reg_mnvqc, 9 },
	{ "MNVIA", 0x9033, 8,
	  false, true,
	  mlx5_fuzz_reg_mnvia, 0 },
	{ "MNVGC", 0x9034, 16,
	  true, false,
	  mlx5_fuzz_reg_mnvgc, 3 },
	{ "MCQS", 0x9060, 16,
	  true, false,
	  mlx5_fuzz_reg_mcqs, 8 },
	{ "MCQI", 0x9061, 24,
	  true, false,
	  mlx5_fuzz_reg_mcqi, 6 },
	{ "MCC", 0x9062, 32,
	  true, true,
	  mlx5_fuzz_reg_mcc, 10 },
	{ "MCDA", 0x9063, 16,
	  true, true,
	  mlx5_fuzz_reg_mcda, 3 },
	{ "MQIS", 0x9064, 24,
	  true, false,
	  mlx5_fuzz_reg_mqis, 4 },
	{ "MCAM", 0x907f, 72,
	  true, false,
	  mlx5_fuzz_reg_mcam, 29 },
	{ "MIRC", 0x9162, 8,
	  true, true,
	  mlx5_fuzz_reg_mirc, 1 },
	{ "RESOURCE_DUMP", 0xc000, 256,
	  true, true,
	  mlx5_fuzz_reg_resource_dump, 13 },
	{ "DTOR", 0xc00e, 64,
	  true, false,
	  mlx5_fuzz_reg_dtor, 22 },
};

#define MLX5_FUZZ_NREGS 27

#endif /* MLX5_FUZZ_SPEC_H */
