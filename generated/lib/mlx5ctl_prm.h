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
 *	prm/mgmt.yaml
 *	prm/nvconfig.yaml
 *	prm/nvitems.yaml
 *	prm/nvtools.yaml
 *	prm/objects.yaml
 *	prm/port.yaml
 *	prm/queues.yaml
 *	prm/registers.yaml
 *	prm/uctx.yaml
 *	prm/vendor.yaml
 *	prm/vport.yaml
 * MLX5GEN lib/mlx5ctl_prm.h
 * To regenerate run: codegen/mlx5gen.py
 */

#ifndef MLX5CTL_GEN_PRM_H
#define MLX5CTL_GEN_PRM_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "mlx5ctl_ifc.h"

enum mlx5ctl_kind {
	MLX5CTL_KIND_UINT,
	MLX5CTL_KIND_ENUM,
	MLX5CTL_KIND_FLAG,
	MLX5CTL_KIND_BYTES,
	MLX5CTL_KIND_STRUCT,
	MLX5CTL_KIND_ARRAY,
	MLX5CTL_KIND_UNION,
};

/* How people read a field (the spec's `format:`); NONE: by its kind */
enum mlx5ctl_format {
	MLX5CTL_FORMAT_NONE,
	MLX5CTL_FORMAT_HEX,		/* an integer, in hexadecimal */
	MLX5CTL_FORMAT_DEC,		/* an integer, in decimal */
	MLX5CTL_FORMAT_BCD,		/* binary-coded decimal */
	MLX5CTL_FORMAT_NUMBER,		/* value * scale, in unit, two's complement if is_signed */
	MLX5CTL_FORMAT_BITS,		/* a bit mask; the field's enum names the bits */
	MLX5CTL_FORMAT_ASCII,		/* text */
	MLX5CTL_FORMAT_MAC,		/* 48 bits: aa:bb:cc:dd:ee:ff */
	MLX5CTL_FORMAT_DATE,		/* BCD year, month, day[, hour as HHMM] */
};

struct mlx5ctl_struct_desc;

struct mlx5ctl_enum_value {
	const char *name;
	uint32_t value;
	const char *doc;
	const struct mlx5ctl_struct_desc *layout;	/* e.g. cap_type -> its page */
	const char *access;		/* "RO" / "RW" when the spec says (configuration items) */
	const char *kind;		/* "counter" / "gauge" when the spec says (counter ids) */
};

struct mlx5ctl_enum_desc {
	const char *name;
	const char *prefix;
	const char *doc;
	const struct mlx5ctl_enum_value *values;
	unsigned int nvalues;
};

struct mlx5ctl_field_desc;

/* an NV configuration parameter as mstconfig names it (SRIOV_EN): its item and field */
struct mlx5ctl_nv_param_desc {
	const char *name;
	const struct mlx5ctl_enum_value *item;		/* a value of enum nv_param */
	const struct mlx5ctl_field_desc *field;		/* a field of the item's layout */
};

struct mlx5ctl_field_desc {
	const char *name;
	const char *doc;
	uint32_t bit;			/* offset from the start of the structure */
	uint32_t width;			/* bits; 0 for a flexible tail */
	enum mlx5ctl_kind kind;
	bool flex;			/* flexible tail: elem_width-bit integers or 'type' entries */
	uint32_t count;			/* ARRAY: number of entries */
	uint32_t elem_width;		/* flexible integer tail: 32 or 64 */
	const struct mlx5ctl_enum_desc *enm;
	const struct mlx5ctl_struct_desc *type;		/* STRUCT, ARRAY */
	const struct mlx5ctl_struct_desc *const *alts;	/* UNION alternatives */
	unsigned int nalts;
	size_t native_off;		/* in struct mlx5ctl_<name>; (size_t)-1 if not there */
	size_t native_size;
	enum mlx5ctl_format format;
	const char *unit;		/* FORMAT_NUMBER: "°C", or NULL */
	double scale;			/* FORMAT_NUMBER: shown as value * scale (0: 1) */
	bool is_signed;			/* FORMAT_NUMBER: two's complement */
	const char *display;		/* joined fields: the name they are shown as */
	unsigned int njoin;		/* fields joined to this one (their indices in the structure) */
	uint16_t join[3];
};

struct mlx5ctl_struct_desc {
	const char *name;
	const char *doc;
	uint32_t size_bits;
	const struct mlx5ctl_field_desc *fields;
	unsigned int nfields;
	size_t native_size;
	void (*encode)(const void *native, void *buf);	/* buf: size_bits / 8 bytes */
	void (*decode)(void *native, const void *buf);
};

struct mlx5ctl_cmd_desc {
	const char *name;
	const char *doc;
	uint16_t opcode;
	const char *scope;
	const char *op_mod;		/* what op_mod means */
	const struct mlx5ctl_enum_desc *op_mod_enum;
	const struct mlx5ctl_struct_desc *in;
	const struct mlx5ctl_struct_desc *out;
	const char *tail_in;		/* path of the inbox's flexible tail, or NULL */
	const char *tail_out;
	const char *tail_count;		/* inbox field counting the tail entries */
	const char *creates;		/* object type created, or NULL */
	const char *destroy;		/* the command that destroys it */
	const char *create_id;		/* id field in the outbox */
	const char *destroy_id;		/* id field in the destroy inbox */
	const char *queries;		/* object type this command queries, or NULL */
	const char *query_id;		/* inbox field naming the object */
	bool accesses_register;
};

struct mlx5ctl_reg_desc {
	const char *name;
	const char *doc;
	uint16_t id;
	const char *access;		/* "RO", "RW", "WO" */
	const char *read_scope;
	const char *write_scope;
	const struct mlx5ctl_struct_desc *layout;
};

/*
 * The tables and the per-structure codecs are the library's own (libmlx5ctl exports the
 * functions of mlx5ctl_lib_prm.h instead, so that the spec can change without changing the
 * ABI); the library and its tests define MLX5CTL_INTERNAL to see them.
 */
#ifdef MLX5CTL_INTERNAL
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_structs[];
extern const unsigned int mlx5ctl_prm_nstructs;
extern const struct mlx5ctl_cmd_desc mlx5ctl_prm_commands[];
extern const unsigned int mlx5ctl_prm_ncommands;
extern const struct mlx5ctl_reg_desc mlx5ctl_prm_registers[];
extern const unsigned int mlx5ctl_prm_nregisters;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_enums[];
extern const unsigned int mlx5ctl_prm_nenums;
/* mstconfig's parameters (prm/nvitems.yaml's `param`), by name */
extern const struct mlx5ctl_nv_param_desc mlx5ctl_prm_nv_params[];
extern const unsigned int mlx5ctl_prm_nnv_params;

/* NV item layouts: descriptors only (the generic codec reads and writes them) */
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_base_mac_guid_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_base_mac_guid_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_crypto_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_current_configurator_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_debug_mode_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_ecpf_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_ecpf_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_ecpu_boot_option_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_emulation_nvme_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_emulation_nvme_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_emulation_pci_switch_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_emulation_pci_switch_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_emulation_virtio_blk_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_emulation_virtio_blk_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_emulation_virtio_fs_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_emulation_virtio_fs_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_emulation_virtio_net_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_emulation_virtio_net_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_enclosure_info_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_external_port_ctrl_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_file_applicable_to_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_file_btc_token_id_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_file_comment_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_file_cs_token_id_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_file_dbg_fw_token_id_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_file_device_unique_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_file_id_mlnx_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_file_id_vendor_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_file_mac_addr_list_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_file_public_key_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_file_public_key_4096_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_file_public_key_4096_a_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_file_public_key_4096_b_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_file_signature_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_file_signature_4096_a_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_file_signature_4096_b_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_flex_parser_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_flex_parser_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_forbidden_versions_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_fpga_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_fpga_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_fpga_data_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_global_mask_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_global_pci_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_global_pci_cap_3_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_global_pci_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_global_pci_conf_2_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_global_pci_conf_3_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_global_roce_cc_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_global_roce_cc_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_hca_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_hca_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_host_chaining_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_host_chaining_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_host_priv_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_host_priv_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_host_sync_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_host_to_bmc_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_hpcc_int_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_hpcc_int_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_ib_dc_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_ib_dc_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_internal_cpu_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_internal_cpu_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_internal_hairpin_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_internal_hairpin_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_invalidate_all_timestamp_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_kdnet_data_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_keep_link_up_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_link_phy_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_link_phy_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_lldp_nb_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_lldp_nb_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_lldp_nb_dcbx_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_memic_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_memic_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_module_feature_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_module_power_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_module_split_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_mpfs_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_mpfs_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_nv_rom_root_ca_fingerprint_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_nvmf_target_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_nvmf_target_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_packet_pacing_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_pci_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_pci_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_pci_switch_evb_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_pci_switch_evb_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_performance_tuning_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_performance_tuning_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_pf_pci_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_power_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_power_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_prog_cc_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_qos_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_qos_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_roce_1_5_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_roce_cc_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_roce_cc_ecn_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_roce_cc_qcn_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_banner_timeout_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_boot_conf1_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_boot_conf2_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_debug_level_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_dhcp_vendor_id_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_flexboot_debug_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_ib_boot_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_ib_dhcp_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_ini_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_iscsi_connect_to_first_target_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_iscsi_connect_to_second_target_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_iscsi_dhcp_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_iscsi_first_target_addr_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_iscsi_first_target_chap_id_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_iscsi_first_target_chap_pwd_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_iscsi_first_target_lun_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_iscsi_first_target_name_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_iscsi_first_target_port_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_iscsi_general_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_iscsi_initiator_chap_id_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_iscsi_initiator_chap_pwd_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_iscsi_initiator_gateway_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_iscsi_initiator_ip_addr_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_iscsi_initiator_name_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_iscsi_initiator_primary_dns_addr_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_iscsi_initiator_secondary_dns_addr_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_iscsi_initiator_subnet_mask_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_iscsi_second_target_addr_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_iscsi_second_target_chap_id_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_iscsi_second_target_chap_pwd_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_iscsi_second_target_lun_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_iscsi_second_target_name_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_iscsi_second_target_port_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_ocsd_ocbb_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_uefi_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_rom_uefi_debug_level_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_safe_mode_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_secure_host_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_sw_accelerate_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_sw_offload_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_sw_offload_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_tpt_conf_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_virt_guid_addr_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_virt_net_addr_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_vpi_link_type_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_vts_bank_a_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_vts_bank_b_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_wol_cap_desc;
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_wol_conf_desc;

/* An accelerator query inbox (layout not public) (0x10 bytes) */
struct mlx5ctl_prm_accel_query_in {
	uint16_t opcode;
	uint16_t uid;
	uint16_t op_mod;
};

#define MLX5CTL_PRM_ACCEL_QUERY_IN_BYTES 16
void mlx5ctl_prm_accel_query_in_encode(const struct mlx5ctl_prm_accel_query_in *s, void *buf);
void mlx5ctl_prm_accel_query_in_decode(struct mlx5ctl_prm_accel_query_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_accel_query_in_desc;

/* An accelerator query outbox (layout not public) (0x10 bytes) */
struct mlx5ctl_prm_accel_query_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_ACCEL_QUERY_OUT_BYTES 16
void mlx5ctl_prm_accel_query_out_encode(const struct mlx5ctl_prm_accel_query_out *s, void *buf);
void mlx5ctl_prm_accel_query_out_decode(struct mlx5ctl_prm_accel_query_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_accel_query_out_desc;

/* ACCESS_REG inbox (0x10 bytes) */
struct mlx5ctl_prm_access_register_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint16_t register_id;
	uint32_t argument;
};

#define MLX5CTL_PRM_ACCESS_REGISTER_IN_BYTES 16
void mlx5ctl_prm_access_register_in_encode(const struct mlx5ctl_prm_access_register_in *s, void *buf);
void mlx5ctl_prm_access_register_in_decode(struct mlx5ctl_prm_access_register_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_access_register_in_desc;

/* ACCESS_REG outbox (0x10 bytes) */
struct mlx5ctl_prm_access_register_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_ACCESS_REGISTER_OUT_BYTES 16
void mlx5ctl_prm_access_register_out_encode(const struct mlx5ctl_prm_access_register_out *s, void *buf);
void mlx5ctl_prm_access_register_out_decode(struct mlx5ctl_prm_access_register_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_access_register_out_desc;

/* Address path (0x2c bytes) */
struct mlx5ctl_prm_ads {
	uint8_t fl;
	uint8_t free_ar;
	uint16_t pkey_index;
	uint8_t plane_index;
	uint8_t grh;
	uint8_t mlid;
	uint16_t rlid;
	uint8_t ack_timeout;
	uint8_t src_addr_index;
	uint8_t stat_rate;
	uint8_t hop_limit;
	uint8_t tclass;
	uint32_t flow_label;
	uint8_t rgid_rip[16];
	uint8_t f_dscp;
	uint8_t f_ecn;
	uint8_t f_eth_prio;
	uint8_t ecn;
	uint8_t dscp;
	uint16_t udp_sport;
	uint8_t dei_cfi;
	uint8_t eth_prio;
	uint8_t sl;
	uint8_t vhca_port_num;
	uint16_t rmac_47_32;
	uint32_t rmac_31_0;
};

#define MLX5CTL_PRM_ADS_BYTES 44
void mlx5ctl_prm_ads_encode(const struct mlx5ctl_prm_ads *s, void *buf);
void mlx5ctl_prm_ads_decode(struct mlx5ctl_prm_ads *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_ads_desc;

/* Advanced virtualization capabilities (capability type 0x26) (0x100 bytes) */
struct mlx5ctl_prm_adv_virtualization_cap {
	uint8_t pg_track_log_max_num;
	uint8_t pg_track_max_num_range;
	uint8_t pg_track_log_min_addr_space;
	uint8_t pg_track_log_max_addr_space;
	uint8_t pg_track_log_min_msg_size;
	uint8_t pg_track_log_max_msg_size;
	uint8_t pg_track_log_min_page_size;
	uint8_t pg_track_log_max_page_size;
};

#define MLX5CTL_PRM_ADV_VIRTUALIZATION_CAP_BYTES 256
void mlx5ctl_prm_adv_virtualization_cap_encode(const struct mlx5ctl_prm_adv_virtualization_cap *s, void *buf);
void mlx5ctl_prm_adv_virtualization_cap_decode(struct mlx5ctl_prm_adv_virtualization_cap *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_adv_virtualization_cap_desc;

/* ALLOC_PD inbox (0x10 bytes) */
struct mlx5ctl_prm_alloc_pd_in {
	uint16_t opcode;
	uint16_t uid;
	uint16_t op_mod;
};

#define MLX5CTL_PRM_ALLOC_PD_IN_BYTES 16
void mlx5ctl_prm_alloc_pd_in_encode(const struct mlx5ctl_prm_alloc_pd_in *s, void *buf);
void mlx5ctl_prm_alloc_pd_in_decode(struct mlx5ctl_prm_alloc_pd_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_alloc_pd_in_desc;

/* ALLOC_PD outbox (0x10 bytes) */
struct mlx5ctl_prm_alloc_pd_out {
	uint8_t status;
	uint32_t syndrome;
	uint32_t pd;
};

#define MLX5CTL_PRM_ALLOC_PD_OUT_BYTES 16
void mlx5ctl_prm_alloc_pd_out_encode(const struct mlx5ctl_prm_alloc_pd_out *s, void *buf);
void mlx5ctl_prm_alloc_pd_out_decode(struct mlx5ctl_prm_alloc_pd_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_alloc_pd_out_desc;

/* ALLOC_Q_COUNTER inbox (0x10 bytes) */
struct mlx5ctl_prm_alloc_q_counter_in {
	uint16_t opcode;
	uint16_t uid;
	uint16_t op_mod;
};

#define MLX5CTL_PRM_ALLOC_Q_COUNTER_IN_BYTES 16
void mlx5ctl_prm_alloc_q_counter_in_encode(const struct mlx5ctl_prm_alloc_q_counter_in *s, void *buf);
void mlx5ctl_prm_alloc_q_counter_in_decode(struct mlx5ctl_prm_alloc_q_counter_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_alloc_q_counter_in_desc;

/* ALLOC_Q_COUNTER outbox (0x10 bytes) */
struct mlx5ctl_prm_alloc_q_counter_out {
	uint8_t status;
	uint32_t syndrome;
	uint8_t counter_set_id;
};

#define MLX5CTL_PRM_ALLOC_Q_COUNTER_OUT_BYTES 16
void mlx5ctl_prm_alloc_q_counter_out_encode(const struct mlx5ctl_prm_alloc_q_counter_out *s, void *buf);
void mlx5ctl_prm_alloc_q_counter_out_decode(struct mlx5ctl_prm_alloc_q_counter_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_alloc_q_counter_out_desc;

/* ALLOC_UAR inbox (0x10 bytes) */
struct mlx5ctl_prm_alloc_uar_in {
	uint16_t opcode;
	uint16_t uid;
	uint16_t op_mod;
};

#define MLX5CTL_PRM_ALLOC_UAR_IN_BYTES 16
void mlx5ctl_prm_alloc_uar_in_encode(const struct mlx5ctl_prm_alloc_uar_in *s, void *buf);
void mlx5ctl_prm_alloc_uar_in_decode(struct mlx5ctl_prm_alloc_uar_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_alloc_uar_in_desc;

/* ALLOC_UAR outbox (0x10 bytes) */
struct mlx5ctl_prm_alloc_uar_out {
	uint8_t status;
	uint32_t syndrome;
	uint32_t uar;
};

#define MLX5CTL_PRM_ALLOC_UAR_OUT_BYTES 16
void mlx5ctl_prm_alloc_uar_out_encode(const struct mlx5ctl_prm_alloc_uar_out *s, void *buf);
void mlx5ctl_prm_alloc_uar_out_decode(struct mlx5ctl_prm_alloc_uar_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_alloc_uar_out_desc;

/* A 1024-bit entry (VUID) (0x80 bytes) */
struct mlx5ctl_prm_array1024_auto {
	uint8_t array1024_auto[128];
};

#define MLX5CTL_PRM_ARRAY1024_AUTO_BYTES 128
void mlx5ctl_prm_array1024_auto_encode(const struct mlx5ctl_prm_array1024_auto *s, void *buf);
void mlx5ctl_prm_array1024_auto_decode(struct mlx5ctl_prm_array1024_auto *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_array1024_auto_desc;

/* A 128-bit entry (GID) (0x10 bytes) */
struct mlx5ctl_prm_array128_auto {
	uint8_t array128_auto[16];
};

#define MLX5CTL_PRM_ARRAY128_AUTO_BYTES 16
void mlx5ctl_prm_array128_auto_encode(const struct mlx5ctl_prm_array128_auto *s, void *buf);
void mlx5ctl_prm_array128_auto_decode(struct mlx5ctl_prm_array128_auto *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_array128_auto_desc;

/* Atomic operation capabilities (capability type 0x3) (0x100 bytes) */
struct mlx5ctl_prm_atomic_caps {
	uint8_t atomic_req_8B_endianness_mode;
	uint8_t supported_atomic_req_8B_endianness_mode_1;
	uint16_t atomic_operations;
	uint16_t atomic_size_qp;
	uint16_t atomic_size_dc;
};

#define MLX5CTL_PRM_ATOMIC_CAPS_BYTES 256
void mlx5ctl_prm_atomic_caps_encode(const struct mlx5ctl_prm_atomic_caps *s, void *buf);
void mlx5ctl_prm_atomic_caps_decode(struct mlx5ctl_prm_atomic_caps *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_atomic_caps_desc;

/* General device capabilities (capability type 0) (0x100 bytes) */
struct mlx5ctl_prm_cmd_hca_cap {
	uint8_t page_request_disable;
	uint8_t shared_object_to_user_object_allowed;
	uint8_t vhca_resource_manager;
	uint8_t hca_cap_2;
	uint8_t create_lag_when_not_master_up;
	uint8_t dtor;
	uint8_t event_on_vhca_state_teardown_request;
	uint8_t event_on_vhca_state_in_use;
	uint8_t event_on_vhca_state_active;
	uint8_t event_on_vhca_state_allocated;
	uint8_t event_on_vhca_state_invalid;
	uint16_t vhca_id;
	uint8_t log_max_srq_sz;
	uint8_t log_max_qp_sz;
	uint8_t event_cap;
	uint8_t isolate_vl_tc_new;
	uint8_t prio_tag_required;
	uint8_t log_max_qp;
	uint8_t ece_support;
	uint8_t reg_c_preserve;
	uint8_t log_max_srq;
	uint8_t uplink_follow;
	uint8_t ts_cqe_to_dest_cqn;
	uint8_t go_back_n;
	uint8_t max_sgl_for_optimized_performance;
	uint8_t log_max_cq_sz;
	uint8_t relaxed_ordering_write_umr;
	uint8_t relaxed_ordering_read_umr;
	uint8_t virtio_net_device_emualtion_manager;
	uint8_t virtio_blk_device_emualtion_manager;
	uint8_t log_max_cq;
	uint8_t log_max_eq_sz;
	uint8_t relaxed_ordering_write;
	uint8_t relaxed_ordering_read_pci_enabled;
	uint8_t log_max_mkey;
	uint8_t terminate_scatter_list_mkey;
	uint8_t repeated_mkey;
	uint8_t dump_fill_mkey;
	uint8_t fast_teardown;
	uint8_t log_max_eq;
	uint8_t max_indirection;
	uint8_t fixed_buffer_size;
	uint8_t log_max_mrw_sz;
	uint8_t force_teardown;
	uint8_t log_max_bsf_list_size;
	uint8_t umr_extended_translation_offset;
	uint8_t null_mkey;
	uint8_t log_max_klm_list_size;
	uint8_t qpc_extension;
	uint8_t log_max_ra_req_dc;
	uint8_t eth_wqe_too_small;
	uint8_t vnic_env_cq_overrun;
	uint8_t log_max_ra_res_dc;
	uint8_t release_all_pages;
	uint8_t must_not_use;
	uint8_t roce_accl;
	uint8_t log_max_ra_req_qp;
	uint8_t log_max_ra_res_qp;
	uint8_t end_pad;
	uint8_t cc_query_allowed;
	uint8_t cc_modify_allowed;
	uint8_t start_pad;
	uint8_t cache_line_128byte;
	uint8_t rts2rts_qp_counters_set_id;
	uint8_t vnic_env_int_rq_oob;
	uint8_t sbcam_reg;
	uint8_t qcam_reg;
	uint16_t gid_table_size;
	uint8_t out_of_seq_cnt;
	uint8_t vport_counters;
	uint8_t retransmission_q_counters;
	uint8_t debug;
	uint8_t modify_rq_counter_set_id;
	uint8_t rq_delay_drop;
	uint16_t max_qp_cnt;
	uint16_t pkey_table_size;
	uint8_t vport_group_manager;
	uint8_t vhca_group_manager;
	uint8_t ib_virt;
	uint8_t eth_virt;
	uint8_t vnic_env_queue_counters;
	uint8_t ets;
	uint8_t nic_flow_table;
	uint8_t eswitch_manager;
	uint8_t device_memory;
	uint8_t mcam_reg;
	uint8_t pcam_reg;
	uint8_t local_ca_ack_delay;
	uint8_t port_module_event;
	uint8_t enhanced_error_q_counters;
	uint8_t ports_check;
	uint8_t disable_link_up;
	uint8_t beacon_led;
	uint8_t port_type;
	uint8_t num_ports;
	uint8_t pps;
	uint8_t pps_modify;
	uint8_t log_max_msg;
	uint8_t max_tc;
	uint8_t temp_warn_event;
	uint8_t dcbx;
	uint8_t general_notification_event;
	uint8_t fpga;
	uint8_t rol_s;
	uint8_t rol_g;
	uint8_t wol_s;
	uint8_t wol_g;
	uint8_t wol_a;
	uint8_t wol_b;
	uint8_t wol_m;
	uint8_t wol_u;
	uint8_t wol_p;
	uint16_t stat_rate_support;
	uint8_t pci_sync_for_fw_update_event;
	uint8_t init2_lag_tx_port_affinity;
	uint8_t wqe_based_flow_table_update_cap;
	uint8_t cqe_version;
	uint8_t compact_address_vector;
	uint8_t striding_rq;
	uint8_t ipoib_enhanced_offloads;
	uint8_t ipoib_basic_offloads;
	uint8_t repeated_block_disabled;
	uint8_t umr_modify_entity_size_disabled;
	uint8_t umr_modify_atomic_disabled;
	uint8_t umr_indirect_mkey_disabled;
	uint8_t umr_fence;
	uint8_t dc_req_scat_data_cqe;
	uint8_t drain_sigerr;
	uint8_t cmdif_checksum;
	uint8_t sigerr_cqe;
	uint8_t wq_signature;
	uint8_t sctr_data_cqe;
	uint8_t sho;
	uint8_t tph;
	uint8_t rf;
	uint8_t dct;
	uint8_t qos;
	uint8_t eth_net_offloads;
	uint8_t roce;
	uint8_t atomic;
	uint8_t cq_oi;
	uint8_t cq_resize;
	uint8_t cq_moderation;
	uint8_t cq_period_mode_modify;
	uint8_t cq_eq_remap;
	uint8_t pg;
	uint8_t block_lb_mc;
	uint8_t scqe_break_moderation;
	uint8_t cq_period_start_from_cqe;
	uint8_t cd;
	uint8_t apm;
	uint8_t vector_calc;
	uint8_t umr_ptr_rlky;
	uint8_t imaicl;
	uint8_t qp_packet_based;
	uint8_t qkv;
	uint8_t pkv;
	uint8_t set_deth_sqpn;
	uint8_t xrc;
	uint8_t ud;
	uint8_t uc;
	uint8_t rc;
	uint8_t uar_4k;
	uint8_t fl_rc_qp_when_roce_disabled;
	uint8_t regexp_params;
	uint8_t uar_sz;
	uint8_t port_selection_cap;
	uint8_t umem_uid_0;
	uint8_t log_pg_sz;
	uint8_t bf;
	uint8_t driver_version;
	uint8_t pad_tx_eth_packet;
	uint8_t mkey_by_name;
	uint8_t log_bf_reg_size;
	uint8_t qp_error_syndrome;
	uint8_t lag_dct;
	uint8_t lag_tx_port_affinity;
	uint8_t lag_native_fdb_selection;
	uint8_t lag_master;
	uint8_t num_lag_ports;
	uint16_t num_of_diagnostic_counters;
	uint16_t max_wqe_sz_sq;
	uint8_t shampo;
	uint16_t max_wqe_sz_rq;
	uint16_t max_flow_counter_31_16;
	uint16_t max_wqe_sz_sq_dc;
	uint32_t max_qp_mcg;
	uint8_t flow_counter_bulk_alloc;
	uint8_t log_max_mcg;
	uint8_t log_max_transport_domain;
	uint8_t relaxed_ordering_read;
	uint8_t log_max_pd;
	uint8_t pcie_reset_using_hotreset_method;
	uint8_t pci_sync_for_fw_update_with_driver_unload;
	uint8_t vnic_env_cnt_steering_fail;
	uint8_t vport_counter_local_loopback;
	uint8_t q_counter_aggregation;
	uint8_t q_counter_other_vport;
	uint8_t log_max_xrcd;
	uint8_t nic_receive_steering_discard;
	uint8_t receive_discard_vport_down;
	uint8_t transmit_discard_vport_down;
	uint8_t eq_overrun_count;
	uint8_t invalid_command_count;
	uint8_t quota_exceeded_count;
	uint8_t log_max_flow_counter_bulk;
	uint16_t max_flow_counter_15_0;
	uint8_t log_max_rq;
	uint8_t log_max_sq;
	uint8_t log_max_tir;
	uint8_t log_max_tis;
	uint8_t basic_cyclic_rcv_wqe;
	uint8_t log_max_rmp;
	uint8_t log_max_rqt;
	uint8_t log_max_rqt_size;
	uint8_t log_max_tis_per_sq;
	uint8_t ext_stride_num_range;
	uint8_t roce_rw_supported;
	uint8_t log_max_current_uc_list_wr_supported;
	uint8_t log_max_stride_sz_rq;
	uint8_t log_min_stride_sz_rq;
	uint8_t log_max_stride_sz_sq;
	uint8_t log_min_stride_sz_sq;
	uint8_t hairpin;
	uint8_t log_max_hairpin_queues;
	uint8_t log_max_hairpin_wq_data_sz;
	uint8_t log_max_hairpin_num_packets;
	uint8_t log_max_wq_sz;
	uint8_t nic_vport_change_event;
	uint8_t disable_local_lb_uc;
	uint8_t disable_local_lb_mc;
	uint8_t log_min_hairpin_wq_data_sz;
	uint8_t silent_mode;
	uint8_t vhca_state;
	uint8_t log_max_vlan_list;
	uint8_t log_max_current_mc_list;
	uint8_t log_max_current_uc_list;
	uint64_t general_obj_types;
	uint8_t sq_ts_format;
	uint8_t rq_ts_format;
	uint8_t steering_format_version;
	uint32_t create_qp_start_hint;
	uint8_t ats;
	uint8_t cross_vhca_rqt;
	uint8_t log_max_uctx;
	uint8_t crypto;
	uint8_t ipsec_offload;
	uint8_t log_max_umem;
	uint16_t max_num_eqs;
	uint8_t tls_tx;
	uint8_t tls_rx;
	uint8_t log_max_l2_table;
	uint16_t log_uar_page_sz;
	uint32_t device_frequency_mhz;
	uint32_t device_frequency_khz;
	uint32_t num_of_uars_per_page;
	uint32_t flex_parser_protocols;
	uint8_t max_geneve_tlv_options;
	uint8_t max_geneve_tlv_option_data_len;
	uint8_t adv_virtualization;
	uint8_t log_max_dci_stream_channels;
	uint8_t log_max_dci_errored_streams;
	uint8_t enhanced_cqe_compression;
	uint8_t crossing_vhca_mkey;
	uint8_t log_max_dek;
	uint8_t mini_cqe_resp_stride_index;
	uint8_t cqe_128_always;
	uint8_t cqe_compression_128;
	uint8_t cqe_compression;
	uint16_t cqe_compression_timeout;
	uint16_t cqe_compression_max_num;
	uint8_t flex_parser_id_gtpu_dw_0;
	uint8_t tag_matching;
	uint8_t rndv_offload_rc;
	uint8_t rndv_offload_dc;
	uint8_t log_tag_matching_list_sz;
	uint8_t log_max_xrq;
	uint8_t affiliate_nic_vport_criteria;
	uint8_t native_port_num;
	uint8_t num_vhca_ports;
	uint8_t flex_parser_id_gtpu_teid;
	uint8_t sw_owner_id;
	uint16_t max_num_of_monitor_counters;
	uint16_t num_ppcnt_monitor_counters;
	uint16_t max_num_sf;
	uint16_t num_q_monitor_counters;
	uint8_t sf;
	uint8_t sf_set_partition;
	uint8_t log_max_sf;
	uint8_t apu;
	uint8_t migration;
	uint8_t log_min_sf_size;
	uint8_t max_num_sf_partitions;
	uint32_t uctx_cap;
	uint8_t flex_parser_id_geneve_tlv_option_0;
	uint8_t flex_parser_id_icmp_dw1;
	uint8_t flex_parser_id_icmp_dw0;
	uint8_t flex_parser_id_icmpv6_dw1;
	uint8_t flex_parser_id_icmpv6_dw0;
	uint8_t flex_parser_id_outer_first_mpls_over_gre;
	uint8_t flex_parser_id_outer_first_mpls_over_udp_label;
	uint16_t max_num_match_definer;
	uint16_t sf_base_id;
	uint8_t flex_parser_id_gtpu_dw_2;
	uint8_t flex_parser_id_gtpu_first_ext_dw_0;
	uint32_t num_total_dynamic_vf_msix;
	uint16_t dynamic_msix_table_size;
	uint8_t min_dynamic_vf_msix_table_size;
	uint8_t data_direct;
	uint16_t max_dynamic_vf_msix_table_size;
	uint8_t log_max_num_header_modify_argument;
	uint8_t log_header_modify_argument_granularity_offset;
	uint8_t log_header_modify_argument_granularity;
	uint8_t log_header_modify_argument_max_alloc;
	uint64_t vhca_tunnel_commands;
	uint64_t match_definer_format_supported;
};

#define MLX5CTL_PRM_CMD_HCA_CAP_BYTES 256
void mlx5ctl_prm_cmd_hca_cap_encode(const struct mlx5ctl_prm_cmd_hca_cap *s, void *buf);
void mlx5ctl_prm_cmd_hca_cap_decode(struct mlx5ctl_prm_cmd_hca_cap *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_cmd_hca_cap_desc;

/* General device capabilities 2 (capability type 0x20) (0x100 bytes) */
struct mlx5ctl_prm_cmd_hca_cap_2 {
	uint8_t migratable;
	uint8_t query_vuid;
	uint8_t umr_log_entity_size_5;
	uint8_t max_reformat_insert_size;
	uint8_t max_reformat_insert_offset;
	uint8_t max_reformat_remove_size;
	uint8_t max_reformat_remove_offset;
	uint8_t migration_multi_load;
	uint8_t migration_tracking_state;
	uint8_t multiplane_qp_ud;
	uint8_t migration_in_chunks;
	uint8_t sf_eq_usage;
	uint8_t multiplane;
	uint32_t cross_vhca_object_to_object_supported;
	uint64_t allowed_object_for_other_vhca_access;
	uint8_t flow_table_type_2_type;
	uint8_t format_select_dw_8_6_ext;
	uint8_t log_min_mkey_entity_size;
	uint8_t sw_vhca_id_valid;
	uint16_t sw_vhca_id;
	uint8_t ts_cqe_metadata_size2wqe_counter;
	uint8_t format_select_dw_gtpu_dw_0;
	uint8_t format_select_dw_gtpu_dw_1;
	uint8_t format_select_dw_gtpu_dw_2;
	uint8_t format_select_dw_gtpu_first_ext_dw_0;
	uint32_t generate_wqe_type;
	uint8_t min_mkey_log_entity_size_fixed_buffer;
	uint16_t ec_vf_vport_base;
	uint8_t max_mkey_log_entity_size_mtt;
	uint16_t max_rqt_vhca_id;
	uint8_t pcc_ifa2;
	uint8_t min_mkey_log_entity_size_fixed_buffer_valid;
	uint16_t return_reg_id;
	uint8_t flow_table_hash_type;
	uint32_t max_num_eqs_24b;
};

#define MLX5CTL_PRM_CMD_HCA_CAP_2_BYTES 256
void mlx5ctl_prm_cmd_hca_cap_2_encode(const struct mlx5ctl_prm_cmd_hca_cap_2 *s, void *buf);
void mlx5ctl_prm_cmd_hca_cap_2_decode(struct mlx5ctl_prm_cmd_hca_cap_2 *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_cmd_hca_cap_2_desc;

/* A command mailbox block (0x240 bytes, the kernel's struct mlx5_cmd_prot_block) (0x240 bytes) */
struct mlx5ctl_prm_cmd_if_box {
	uint8_t mailbox_data[512];
	uint32_t next_pointer_63_32;
	uint32_t next_pointer_31_10;
	uint32_t block_number;
	uint8_t token;
	uint8_t ctrl_signature;
	uint8_t signature;
};

#define MLX5CTL_PRM_CMD_IF_BOX_BYTES 576
void mlx5ctl_prm_cmd_if_box_encode(const struct mlx5ctl_prm_cmd_if_box *s, void *buf);
void mlx5ctl_prm_cmd_if_box_decode(struct mlx5ctl_prm_cmd_if_box *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_cmd_if_box_desc;

/* Command completion event data (0x1c bytes) */
struct mlx5ctl_prm_cmd_inter_comp_event {
	uint32_t command_completion_vector;
};

#define MLX5CTL_PRM_CMD_INTER_COMP_EVENT_BYTES 28
void mlx5ctl_prm_cmd_inter_comp_event_encode(const struct mlx5ctl_prm_cmd_inter_comp_event *s, void *buf);
void mlx5ctl_prm_cmd_inter_comp_event_decode(struct mlx5ctl_prm_cmd_inter_comp_event *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_cmd_inter_comp_event_desc;

/* A page address (0x8 bytes) */
struct mlx5ctl_prm_cmd_pas {
	uint32_t pa_h;
	uint32_t pa_l;
};

#define MLX5CTL_PRM_CMD_PAS_BYTES 8
void mlx5ctl_prm_cmd_pas_encode(const struct mlx5ctl_prm_cmd_pas *s, void *buf);
void mlx5ctl_prm_cmd_pas_decode(struct mlx5ctl_prm_cmd_pas *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_cmd_pas_desc;

/* One 64-byte command queue slot (the kernel's struct mlx5_cmd_layout) (0x40 bytes) */
struct mlx5ctl_prm_cmd_queue_entry {
	uint8_t type;
	uint32_t input_length;
	uint32_t input_mailbox_pointer_63_32;
	uint32_t input_mailbox_pointer_31_9;
	uint8_t command_input_inline_data[16];
	uint8_t command_output_inline_data[16];
	uint32_t output_mailbox_pointer_63_32;
	uint32_t output_mailbox_pointer_31_9;
	uint32_t output_length;
	uint8_t token;
	uint8_t signature;
	uint8_t status;
	uint8_t ownership;
};

#define MLX5CTL_PRM_CMD_QUEUE_ENTRY_BYTES 64
void mlx5ctl_prm_cmd_queue_entry_encode(const struct mlx5ctl_prm_cmd_queue_entry *s, void *buf);
void mlx5ctl_prm_cmd_queue_entry_decode(struct mlx5ctl_prm_cmd_queue_entry *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_cmd_queue_entry_desc;

/* Type of a global configuration item (0x4 bytes) */
struct mlx5ctl_prm_configuration_item_type_class_global {
	uint8_t type_class;
	uint32_t parameter_index;
};

#define MLX5CTL_PRM_CONFIGURATION_ITEM_TYPE_CLASS_GLOBAL_BYTES 4
void mlx5ctl_prm_configuration_item_type_class_global_encode(const struct mlx5ctl_prm_configuration_item_type_class_global *s, void *buf);
void mlx5ctl_prm_configuration_item_type_class_global_decode(struct mlx5ctl_prm_configuration_item_type_class_global *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_configuration_item_type_class_global_desc;

/* Type of a per-host, per-PF configuration item (0x4 bytes) */
struct mlx5ctl_prm_configuration_item_type_class_per_host_pf {
	uint8_t type_class;
	uint8_t pf_index;
	uint8_t pci_bus_index;
	uint16_t parameter_index;
};

#define MLX5CTL_PRM_CONFIGURATION_ITEM_TYPE_CLASS_PER_HOST_PF_BYTES 4
void mlx5ctl_prm_configuration_item_type_class_per_host_pf_encode(const struct mlx5ctl_prm_configuration_item_type_class_per_host_pf *s, void *buf);
void mlx5ctl_prm_configuration_item_type_class_per_host_pf_decode(struct mlx5ctl_prm_configuration_item_type_class_per_host_pf *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_configuration_item_type_class_per_host_pf_desc;

/* Configuration item header (0xc bytes) */
struct mlx5ctl_prm_config_item {
	uint8_t valid;
	uint8_t priority;
	uint8_t header_type;
	uint8_t ovr_en;
	uint8_t rd_en;
	uint8_t access_mode;
	uint8_t writer_id;
	uint8_t version;
	uint8_t host_id_valid;
	uint16_t length;
	uint8_t type[4];
	uint16_t crc16;
};

#define MLX5CTL_PRM_CONFIG_ITEM_BYTES 12
void mlx5ctl_prm_config_item_encode(const struct mlx5ctl_prm_config_item *s, void *buf);
void mlx5ctl_prm_config_item_decode(struct mlx5ctl_prm_config_item *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_config_item_desc;

/* 802.1Qau reaction point parameters (0x100 bytes) */
struct mlx5ctl_prm_cong_control_802_1qau_rp {
	uint32_t rppp_max_rps;
	uint32_t rpg_time_reset;
	uint32_t rpg_byte_reset;
	uint32_t rpg_threshold;
	uint32_t rpg_max_rate;
	uint32_t rpg_ai_rate;
	uint32_t rpg_hai_rate;
	uint32_t rpg_gd;
	uint32_t rpg_min_dec_fac;
	uint32_t rpg_min_rate;
};

#define MLX5CTL_PRM_CONG_CONTROL_802_1QAU_RP_BYTES 256
void mlx5ctl_prm_cong_control_802_1qau_rp_encode(const struct mlx5ctl_prm_cong_control_802_1qau_rp *s, void *buf);
void mlx5ctl_prm_cong_control_802_1qau_rp_decode(struct mlx5ctl_prm_cong_control_802_1qau_rp *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_cong_control_802_1qau_rp_desc;

/* RoCE ECN notification point parameters (0x100 bytes) */
struct mlx5ctl_prm_cong_control_r_roce_ecn_np {
	uint32_t min_time_between_cnps;
	uint8_t cnp_dscp;
	uint8_t cnp_prio_mode;
	uint8_t cnp_802p_prio;
};

#define MLX5CTL_PRM_CONG_CONTROL_R_ROCE_ECN_NP_BYTES 256
void mlx5ctl_prm_cong_control_r_roce_ecn_np_encode(const struct mlx5ctl_prm_cong_control_r_roce_ecn_np *s, void *buf);
void mlx5ctl_prm_cong_control_r_roce_ecn_np_decode(struct mlx5ctl_prm_cong_control_r_roce_ecn_np *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_cong_control_r_roce_ecn_np_desc;

/* RoCE ECN (DCQCN) reaction point parameters (0x100 bytes) */
struct mlx5ctl_prm_cong_control_r_roce_ecn_rp {
	uint8_t clamp_tgt_rate;
	uint8_t clamp_tgt_rate_after_time_inc;
	uint32_t rpg_time_reset;
	uint32_t rpg_byte_reset;
	uint32_t rpg_threshold;
	uint32_t rpg_max_rate;
	uint32_t rpg_ai_rate;
	uint32_t rpg_hai_rate;
	uint32_t rpg_gd;
	uint32_t rpg_min_dec_fac;
	uint32_t rpg_min_rate;
	uint32_t rate_to_set_on_first_cnp;
	uint32_t dce_tcp_g;
	uint32_t dce_tcp_rtt;
	uint32_t rate_reduce_monitor_period;
	uint32_t initial_alpha_value;
};

#define MLX5CTL_PRM_CONG_CONTROL_R_ROCE_ECN_RP_BYTES 256
void mlx5ctl_prm_cong_control_r_roce_ecn_rp_encode(const struct mlx5ctl_prm_cong_control_r_roce_ecn_rp *s, void *buf);
void mlx5ctl_prm_cong_control_r_roce_ecn_rp_decode(struct mlx5ctl_prm_cong_control_r_roce_ecn_rp *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_cong_control_r_roce_ecn_rp_desc;

/* RoCE congestion control, general parameters (0x100 bytes) */
struct mlx5ctl_prm_cong_control_r_roce_general {
	uint8_t rtt_resp_dscp_valid;
	uint8_t rtt_resp_dscp;
};

#define MLX5CTL_PRM_CONG_CONTROL_R_ROCE_GENERAL_BYTES 256
void mlx5ctl_prm_cong_control_r_roce_general_encode(const struct mlx5ctl_prm_cong_control_r_roce_general *s, void *buf);
void mlx5ctl_prm_cong_control_r_roce_general_decode(struct mlx5ctl_prm_cong_control_r_roce_general *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_cong_control_r_roce_general_desc;

/*
 * The emulated firmware's core dump starts with this (payload of a CORE_DUMP segment) (0x20 bytes)
 */
struct mlx5ctl_prm_core_dump_header {
	uint32_t magic;
	uint16_t version;
	uint16_t num_segments;
	uint32_t total_size;
	uint32_t checksum;
	uint16_t device_id;
	uint32_t fw_version;
	uint32_t segment_size;
};

#define MLX5CTL_PRM_CORE_DUMP_HEADER_BYTES 32
void mlx5ctl_prm_core_dump_header_encode(const struct mlx5ctl_prm_core_dump_header *s, void *buf);
void mlx5ctl_prm_core_dump_header_decode(struct mlx5ctl_prm_core_dump_header *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_core_dump_header_desc;

/* CORE_DUMP register (0x40 bytes) */
struct mlx5ctl_prm_core_dump_reg {
	uint8_t more_dump;
	uint8_t core_dump_type;
	uint16_t vhca_id;
	uint32_t qpn;
	uint32_t mkey;
	uint32_t size;
	uint64_t address;
	uint64_t cookie;
	uint32_t total_size;
};

#define MLX5CTL_PRM_CORE_DUMP_REG_BYTES 64
void mlx5ctl_prm_core_dump_reg_encode(const struct mlx5ctl_prm_core_dump_reg *s, void *buf);
void mlx5ctl_prm_core_dump_reg_decode(struct mlx5ctl_prm_core_dump_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_core_dump_reg_desc;

/* A counter to sample (diagnostic_params_context.counter_id[]) (0x4 bytes) */
struct mlx5ctl_prm_counter_id {
	uint16_t counter_id;
};

#define MLX5CTL_PRM_COUNTER_ID_BYTES 4
void mlx5ctl_prm_counter_id_encode(const struct mlx5ctl_prm_counter_id *s, void *buf);
void mlx5ctl_prm_counter_id_decode(struct mlx5ctl_prm_counter_id *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_counter_id_desc;

/* Completion queue context (0x40 bytes) */
struct mlx5ctl_prm_cqc {
	uint8_t status;
	uint8_t dbr_umem_valid;
	uint8_t apu_cq;
	uint8_t cqe_sz;
	uint8_t cc;
	uint8_t scqe_break_moderation_en;
	uint8_t oi;
	uint8_t cq_period_mode;
	uint8_t cqe_comp_en;
	uint8_t mini_cqe_res_format;
	uint8_t st;
	uint8_t cqe_compression_layout;
	uint8_t page_offset;
	uint8_t log_cq_size;
	uint32_t uar_page;
	uint16_t cq_period;
	uint16_t cq_max_count;
	uint32_t c_eqn_or_apu_element;
	uint8_t log_page_size;
	uint32_t last_notified_index;
	uint32_t last_solicit_index;
	uint32_t consumer_counter;
	uint32_t producer_counter;
	uint64_t dbr_addr;
};

#define MLX5CTL_PRM_CQC_BYTES 64
void mlx5ctl_prm_cqc_encode(const struct mlx5ctl_prm_cqc *s, void *buf);
void mlx5ctl_prm_cqc_decode(struct mlx5ctl_prm_cqc *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_cqc_desc;

/* Last error CQE syndrome (0x4 bytes) */
struct mlx5ctl_prm_cqe_error_syndrome {
	uint8_t hw_error_syndrome;
	uint8_t hw_syndrome_type;
	uint8_t vendor_error_syndrome;
	uint8_t syndrome;
};

#define MLX5CTL_PRM_CQE_ERROR_SYNDROME_BYTES 4
void mlx5ctl_prm_cqe_error_syndrome_encode(const struct mlx5ctl_prm_cqe_error_syndrome *s, void *buf);
void mlx5ctl_prm_cqe_error_syndrome_decode(struct mlx5ctl_prm_cqe_error_syndrome *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_cqe_error_syndrome_desc;

/* Event queue context (0x40 bytes) */
struct mlx5ctl_prm_eqc {
	uint8_t status;
	uint8_t ec;
	uint8_t oi;
	uint8_t st;
	uint8_t page_offset;
	uint8_t log_eq_size;
	uint32_t uar_page;
	uint16_t intr;
	uint8_t log_page_size;
	uint32_t consumer_counter;
	uint32_t producer_counter;
};

#define MLX5CTL_PRM_EQC_BYTES 64
void mlx5ctl_prm_eqc_encode(const struct mlx5ctl_prm_eqc *s, void *buf);
void mlx5ctl_prm_eqc_decode(struct mlx5ctl_prm_eqc *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_eqc_desc;

/* CREATE_EQ inbox, followed by the EQ's page addresses (0x110 bytes) */
struct mlx5ctl_prm_create_eq_in {
	uint16_t opcode;
	uint16_t uid;
	uint16_t op_mod;
	struct mlx5ctl_prm_eqc eq_context_entry;
	uint8_t event_bitmask[32];
};

#define MLX5CTL_PRM_CREATE_EQ_IN_BYTES 272
void mlx5ctl_prm_create_eq_in_encode(const struct mlx5ctl_prm_create_eq_in *s, void *buf);
void mlx5ctl_prm_create_eq_in_decode(struct mlx5ctl_prm_create_eq_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_create_eq_in_desc;

/* CREATE_EQ outbox (0x10 bytes) */
struct mlx5ctl_prm_create_eq_out {
	uint8_t status;
	uint32_t syndrome;
	uint8_t eq_number;
};

#define MLX5CTL_PRM_CREATE_EQ_OUT_BYTES 16
void mlx5ctl_prm_create_eq_out_encode(const struct mlx5ctl_prm_create_eq_out *s, void *buf);
void mlx5ctl_prm_create_eq_out_decode(struct mlx5ctl_prm_create_eq_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_create_eq_out_desc;

/* Memory key context (0x40 bytes) */
struct mlx5ctl_prm_mkc {
	uint8_t free;
	uint8_t access_mode_4_2;
	uint8_t relaxed_ordering_write;
	uint8_t small_fence_on_rdma_read_response;
	uint8_t umr_en;
	uint8_t a;
	uint8_t rw;
	uint8_t rr;
	uint8_t lw;
	uint8_t lr;
	uint8_t access_mode_1_0;
	uint8_t ma_translation_mode;
	uint32_t qpn;
	uint8_t mkey_7_0;
	uint8_t length64;
	uint8_t bsf_en;
	uint8_t sync_umr;
	uint8_t expected_sigerr_count;
	uint8_t en_rinval;
	uint32_t pd;
	uint64_t start_addr;
	uint64_t len;
	uint32_t bsf_octword_size;
	uint16_t crossing_target_vhca_id;
	uint32_t translations_octword_size;
	uint8_t relaxed_ordering_read;
	uint8_t log_page_size;
};

#define MLX5CTL_PRM_MKC_BYTES 64
void mlx5ctl_prm_mkc_encode(const struct mlx5ctl_prm_mkc *s, void *buf);
void mlx5ctl_prm_mkc_decode(struct mlx5ctl_prm_mkc *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mkc_desc;

/* CREATE_MKEY inbox (0x110 bytes) */
struct mlx5ctl_prm_create_mkey_in {
	uint16_t opcode;
	uint16_t uid;
	uint16_t op_mod;
	uint8_t pg_access;
	uint8_t mkey_umem_valid;
	uint8_t data_direct;
	struct mlx5ctl_prm_mkc memory_key_mkey_entry;
	uint32_t translations_octword_actual_size;
	uint32_t mkey_umem_id;
	uint64_t mkey_umem_offset;
};

#define MLX5CTL_PRM_CREATE_MKEY_IN_BYTES 272
void mlx5ctl_prm_create_mkey_in_encode(const struct mlx5ctl_prm_create_mkey_in *s, void *buf);
void mlx5ctl_prm_create_mkey_in_decode(struct mlx5ctl_prm_create_mkey_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_create_mkey_in_desc;

/* CREATE_MKEY outbox (0x10 bytes) */
struct mlx5ctl_prm_create_mkey_out {
	uint8_t status;
	uint32_t syndrome;
	uint32_t mkey_index;
};

#define MLX5CTL_PRM_CREATE_MKEY_OUT_BYTES 16
void mlx5ctl_prm_create_mkey_out_encode(const struct mlx5ctl_prm_create_mkey_out *s, void *buf);
void mlx5ctl_prm_create_mkey_out_decode(struct mlx5ctl_prm_create_mkey_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_create_mkey_out_desc;

/* User context (0x30 bytes) */
struct mlx5ctl_prm_uctx {
	uint32_t cap;
};

#define MLX5CTL_PRM_UCTX_BYTES 48
void mlx5ctl_prm_uctx_encode(const struct mlx5ctl_prm_uctx *s, void *buf);
void mlx5ctl_prm_uctx_decode(struct mlx5ctl_prm_uctx *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_uctx_desc;

/* CREATE_UCTX inbox (0x40 bytes) */
struct mlx5ctl_prm_create_uctx_in {
	uint16_t opcode;
	uint16_t op_mod;
	struct mlx5ctl_prm_uctx uctx;
};

#define MLX5CTL_PRM_CREATE_UCTX_IN_BYTES 64
void mlx5ctl_prm_create_uctx_in_encode(const struct mlx5ctl_prm_create_uctx_in *s, void *buf);
void mlx5ctl_prm_create_uctx_in_decode(struct mlx5ctl_prm_create_uctx_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_create_uctx_in_desc;

/* CREATE_UCTX outbox (0x10 bytes) */
struct mlx5ctl_prm_create_uctx_out {
	uint8_t status;
	uint32_t syndrome;
	uint16_t uid;
};

#define MLX5CTL_PRM_CREATE_UCTX_OUT_BYTES 16
void mlx5ctl_prm_create_uctx_out_encode(const struct mlx5ctl_prm_create_uctx_out *s, void *buf);
void mlx5ctl_prm_create_uctx_out_decode(struct mlx5ctl_prm_create_uctx_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_create_uctx_out_desc;

/* Memory translation table entry: a page address and its access bits (0x8 bytes) */
struct mlx5ctl_prm_mtt {
	uint32_t ptag_63_32;
	uint32_t ptag_31_8;
	uint8_t wr_en;
	uint8_t rd_en;
};

#define MLX5CTL_PRM_MTT_BYTES 8
void mlx5ctl_prm_mtt_encode(const struct mlx5ctl_prm_mtt *s, void *buf);
void mlx5ctl_prm_mtt_decode(struct mlx5ctl_prm_mtt *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mtt_desc;

/* User memory descriptor (0x20 bytes) */
struct mlx5ctl_prm_umem {
	uint8_t ats;
	uint8_t log_page_size;
	uint32_t page_offset;
	uint64_t num_of_mtt;
};

#define MLX5CTL_PRM_UMEM_BYTES 32
void mlx5ctl_prm_umem_encode(const struct mlx5ctl_prm_umem *s, void *buf);
void mlx5ctl_prm_umem_decode(struct mlx5ctl_prm_umem *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_umem_desc;

/* CREATE_UMEM inbox (0x30 bytes) */
struct mlx5ctl_prm_create_umem_in {
	uint16_t opcode;
	uint16_t uid;
	uint16_t op_mod;
	struct mlx5ctl_prm_umem umem;
};

#define MLX5CTL_PRM_CREATE_UMEM_IN_BYTES 48
void mlx5ctl_prm_create_umem_in_encode(const struct mlx5ctl_prm_create_umem_in *s, void *buf);
void mlx5ctl_prm_create_umem_in_decode(struct mlx5ctl_prm_create_umem_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_create_umem_in_desc;

/* CREATE_UMEM outbox (0x10 bytes) */
struct mlx5ctl_prm_create_umem_out {
	uint8_t status;
	uint32_t syndrome;
	uint32_t umem_id;
};

#define MLX5CTL_PRM_CREATE_UMEM_OUT_BYTES 16
void mlx5ctl_prm_create_umem_out_encode(const struct mlx5ctl_prm_create_umem_out *s, void *buf);
void mlx5ctl_prm_create_umem_out_decode(struct mlx5ctl_prm_create_umem_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_create_umem_out_desc;

/* DC target context (0x40 bytes) */
struct mlx5ctl_prm_dctc {
	uint8_t state;
	uint32_t user_index;
	uint32_t cqn;
	uint8_t counter_set_id;
	uint8_t atomic_mode;
	uint8_t rre;
	uint8_t rwe;
	uint8_t rae;
	uint8_t atomic_like_write_en;
	uint8_t latency_sensitive;
	uint8_t rlky;
	uint8_t free_ar;
	uint8_t cs_res;
	uint8_t min_rnr_nak;
	uint32_t srqn_xrqn;
	uint32_t pd;
	uint8_t tclass;
	uint32_t flow_label;
	uint64_t dc_access_key;
	uint8_t mtu;
	uint8_t port;
	uint16_t pkey_index;
	uint8_t my_addr_index;
	uint8_t hop_limit;
	uint32_t dc_access_key_violation_count;
	uint8_t dei_cfi;
	uint8_t eth_prio;
	uint8_t ecn;
	uint8_t dscp;
	uint32_t ece;
};

#define MLX5CTL_PRM_DCTC_BYTES 64
void mlx5ctl_prm_dctc_encode(const struct mlx5ctl_prm_dctc *s, void *buf);
void mlx5ctl_prm_dctc_decode(struct mlx5ctl_prm_dctc *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_dctc_desc;

/* DEALLOC_PD inbox (0x10 bytes) */
struct mlx5ctl_prm_dealloc_pd_in {
	uint16_t opcode;
	uint16_t uid;
	uint16_t op_mod;
	uint32_t pd;
};

#define MLX5CTL_PRM_DEALLOC_PD_IN_BYTES 16
void mlx5ctl_prm_dealloc_pd_in_encode(const struct mlx5ctl_prm_dealloc_pd_in *s, void *buf);
void mlx5ctl_prm_dealloc_pd_in_decode(struct mlx5ctl_prm_dealloc_pd_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_dealloc_pd_in_desc;

/* DEALLOC_PD outbox (0x10 bytes) */
struct mlx5ctl_prm_dealloc_pd_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_DEALLOC_PD_OUT_BYTES 16
void mlx5ctl_prm_dealloc_pd_out_encode(const struct mlx5ctl_prm_dealloc_pd_out *s, void *buf);
void mlx5ctl_prm_dealloc_pd_out_decode(struct mlx5ctl_prm_dealloc_pd_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_dealloc_pd_out_desc;

/* DEALLOC_Q_COUNTER inbox (0x10 bytes) */
struct mlx5ctl_prm_dealloc_q_counter_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint8_t counter_set_id;
};

#define MLX5CTL_PRM_DEALLOC_Q_COUNTER_IN_BYTES 16
void mlx5ctl_prm_dealloc_q_counter_in_encode(const struct mlx5ctl_prm_dealloc_q_counter_in *s, void *buf);
void mlx5ctl_prm_dealloc_q_counter_in_decode(struct mlx5ctl_prm_dealloc_q_counter_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_dealloc_q_counter_in_desc;

/* DEALLOC_Q_COUNTER outbox (0x10 bytes) */
struct mlx5ctl_prm_dealloc_q_counter_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_DEALLOC_Q_COUNTER_OUT_BYTES 16
void mlx5ctl_prm_dealloc_q_counter_out_encode(const struct mlx5ctl_prm_dealloc_q_counter_out *s, void *buf);
void mlx5ctl_prm_dealloc_q_counter_out_decode(struct mlx5ctl_prm_dealloc_q_counter_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_dealloc_q_counter_out_desc;

/* DEALLOC_UAR inbox (0x10 bytes) */
struct mlx5ctl_prm_dealloc_uar_in {
	uint16_t opcode;
	uint16_t uid;
	uint16_t op_mod;
	uint32_t uar;
};

#define MLX5CTL_PRM_DEALLOC_UAR_IN_BYTES 16
void mlx5ctl_prm_dealloc_uar_in_encode(const struct mlx5ctl_prm_dealloc_uar_in *s, void *buf);
void mlx5ctl_prm_dealloc_uar_in_decode(struct mlx5ctl_prm_dealloc_uar_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_dealloc_uar_in_desc;

/* DEALLOC_UAR outbox (0x10 bytes) */
struct mlx5ctl_prm_dealloc_uar_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_DEALLOC_UAR_OUT_BYTES 16
void mlx5ctl_prm_dealloc_uar_out_encode(const struct mlx5ctl_prm_dealloc_uar_out *s, void *buf);
void mlx5ctl_prm_dealloc_uar_out_decode(struct mlx5ctl_prm_dealloc_uar_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_dealloc_uar_out_desc;

/* A diagnostic counter the device has (debug_cap.diagnostic_counter[]) (0x4 bytes) */
struct mlx5ctl_prm_diagnostic_cntr_layout {
	uint8_t sync;
	uint16_t counter_id;
};

#define MLX5CTL_PRM_DIAGNOSTIC_CNTR_LAYOUT_BYTES 4
void mlx5ctl_prm_diagnostic_cntr_layout_encode(const struct mlx5ctl_prm_diagnostic_cntr_layout *s, void *buf);
void mlx5ctl_prm_diagnostic_cntr_layout_decode(struct mlx5ctl_prm_diagnostic_cntr_layout *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_diagnostic_cntr_layout_desc;

/* Debug capabilities (capability type 0xd) (0x100 bytes) */
struct mlx5ctl_prm_debug_cap {
	uint8_t core_dump_general;
	uint8_t core_dump_qp;
	uint8_t log_cr_dump_to_mem_size;
	uint8_t resource_dump;
	uint8_t log_min_resource_dump_eq;
	uint8_t log_max_samples;
	uint8_t single;
	uint8_t repetitive;
	uint8_t stall_detect;
	uint8_t diag_counter_tracer_dump;
	uint8_t log_min_sample_period;
	struct mlx5ctl_prm_diagnostic_cntr_layout diagnostic_counter[48];
};

#define MLX5CTL_PRM_DEBUG_CAP_BYTES 256
void mlx5ctl_prm_debug_cap_encode(const struct mlx5ctl_prm_debug_cap *s, void *buf);
void mlx5ctl_prm_debug_cap_decode(struct mlx5ctl_prm_debug_cap *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_debug_cap_desc;

/* One timeout of DTOR: to_value in units of to_multiplier (0 ms, 1 s, 2 min, 3 h) (0x4 bytes) */
struct mlx5ctl_prm_default_timeout {
	uint8_t to_multiplier;
	uint32_t to_value;
};

#define MLX5CTL_PRM_DEFAULT_TIMEOUT_BYTES 4
void mlx5ctl_prm_default_timeout_encode(const struct mlx5ctl_prm_default_timeout *s, void *buf);
void mlx5ctl_prm_default_timeout_decode(struct mlx5ctl_prm_default_timeout *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_default_timeout_desc;

/* A destination (0x8 bytes) */
struct mlx5ctl_prm_dest_format_struct {
	uint8_t destination_type;
	uint32_t destination_id;
	uint8_t destination_eswitch_owner_vhca_id_valid;
	uint8_t packet_reformat;
	uint8_t destination_table_type;
	uint16_t destination_eswitch_owner_vhca_id;
};

#define MLX5CTL_PRM_DEST_FORMAT_STRUCT_BYTES 8
void mlx5ctl_prm_dest_format_struct_encode(const struct mlx5ctl_prm_dest_format_struct *s, void *buf);
void mlx5ctl_prm_dest_format_struct_decode(struct mlx5ctl_prm_dest_format_struct *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_dest_format_struct_desc;

/* An extended destination (0x10 bytes) */
struct mlx5ctl_prm_extended_dest_format {
	struct mlx5ctl_prm_dest_format_struct destination_entry;
	uint32_t packet_reformat_id;
};

#define MLX5CTL_PRM_EXTENDED_DEST_FORMAT_BYTES 16
void mlx5ctl_prm_extended_dest_format_encode(const struct mlx5ctl_prm_extended_dest_format *s, void *buf);
void mlx5ctl_prm_extended_dest_format_decode(struct mlx5ctl_prm_extended_dest_format *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_extended_dest_format_desc;

/* A flow counter (0x8 bytes) */
struct mlx5ctl_prm_flow_counter_list {
	uint32_t flow_counter_id;
};

#define MLX5CTL_PRM_FLOW_COUNTER_LIST_BYTES 8
void mlx5ctl_prm_flow_counter_list_encode(const struct mlx5ctl_prm_flow_counter_list *s, void *buf);
void mlx5ctl_prm_flow_counter_list_decode(struct mlx5ctl_prm_flow_counter_list *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_flow_counter_list_desc;

/* A destination or a flow counter (0x10 bytes) */
struct mlx5ctl_prm_dest_format_flow_counter_list_auto {
	uint8_t dest_or_counter[16];
};

#define MLX5CTL_PRM_DEST_FORMAT_FLOW_COUNTER_LIST_AUTO_BYTES 16
void mlx5ctl_prm_dest_format_flow_counter_list_auto_encode(const struct mlx5ctl_prm_dest_format_flow_counter_list_auto *s, void *buf);
void mlx5ctl_prm_dest_format_flow_counter_list_auto_decode(struct mlx5ctl_prm_dest_format_flow_counter_list_auto *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_dest_format_flow_counter_list_auto_desc;

/* DESTROY_EQ inbox (0x10 bytes) */
struct mlx5ctl_prm_destroy_eq_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint8_t eq_number;
};

#define MLX5CTL_PRM_DESTROY_EQ_IN_BYTES 16
void mlx5ctl_prm_destroy_eq_in_encode(const struct mlx5ctl_prm_destroy_eq_in *s, void *buf);
void mlx5ctl_prm_destroy_eq_in_decode(struct mlx5ctl_prm_destroy_eq_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_destroy_eq_in_desc;

/* DESTROY_EQ outbox (0x10 bytes) */
struct mlx5ctl_prm_destroy_eq_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_DESTROY_EQ_OUT_BYTES 16
void mlx5ctl_prm_destroy_eq_out_encode(const struct mlx5ctl_prm_destroy_eq_out *s, void *buf);
void mlx5ctl_prm_destroy_eq_out_decode(struct mlx5ctl_prm_destroy_eq_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_destroy_eq_out_desc;

/* DESTROY_MKEY inbox (0x10 bytes) */
struct mlx5ctl_prm_destroy_mkey_in {
	uint16_t opcode;
	uint16_t uid;
	uint16_t op_mod;
	uint32_t mkey_index;
};

#define MLX5CTL_PRM_DESTROY_MKEY_IN_BYTES 16
void mlx5ctl_prm_destroy_mkey_in_encode(const struct mlx5ctl_prm_destroy_mkey_in *s, void *buf);
void mlx5ctl_prm_destroy_mkey_in_decode(struct mlx5ctl_prm_destroy_mkey_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_destroy_mkey_in_desc;

/* DESTROY_MKEY outbox (0x10 bytes) */
struct mlx5ctl_prm_destroy_mkey_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_DESTROY_MKEY_OUT_BYTES 16
void mlx5ctl_prm_destroy_mkey_out_encode(const struct mlx5ctl_prm_destroy_mkey_out *s, void *buf);
void mlx5ctl_prm_destroy_mkey_out_decode(struct mlx5ctl_prm_destroy_mkey_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_destroy_mkey_out_desc;

/* DESTROY_UCTX inbox (0x10 bytes) */
struct mlx5ctl_prm_destroy_uctx_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint16_t uid;
};

#define MLX5CTL_PRM_DESTROY_UCTX_IN_BYTES 16
void mlx5ctl_prm_destroy_uctx_in_encode(const struct mlx5ctl_prm_destroy_uctx_in *s, void *buf);
void mlx5ctl_prm_destroy_uctx_in_decode(struct mlx5ctl_prm_destroy_uctx_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_destroy_uctx_in_desc;

/* DESTROY_UCTX outbox (0x10 bytes) */
struct mlx5ctl_prm_destroy_uctx_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_DESTROY_UCTX_OUT_BYTES 16
void mlx5ctl_prm_destroy_uctx_out_encode(const struct mlx5ctl_prm_destroy_uctx_out *s, void *buf);
void mlx5ctl_prm_destroy_uctx_out_decode(struct mlx5ctl_prm_destroy_uctx_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_destroy_uctx_out_desc;

/* DESTROY_UMEM inbox (0x10 bytes) */
struct mlx5ctl_prm_destroy_umem_in {
	uint16_t opcode;
	uint16_t uid;
	uint16_t op_mod;
	uint32_t umem_id;
};

#define MLX5CTL_PRM_DESTROY_UMEM_IN_BYTES 16
void mlx5ctl_prm_destroy_umem_in_encode(const struct mlx5ctl_prm_destroy_umem_in *s, void *buf);
void mlx5ctl_prm_destroy_umem_in_decode(struct mlx5ctl_prm_destroy_umem_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_destroy_umem_in_desc;

/* DESTROY_UMEM outbox (0x10 bytes) */
struct mlx5ctl_prm_destroy_umem_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_DESTROY_UMEM_OUT_BYTES 16
void mlx5ctl_prm_destroy_umem_out_encode(const struct mlx5ctl_prm_destroy_umem_out *s, void *buf);
void mlx5ctl_prm_destroy_umem_out_decode(struct mlx5ctl_prm_destroy_umem_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_destroy_umem_out_desc;

/* Device event capabilities (capability type 0x14) (0x40 bytes) */
struct mlx5ctl_prm_device_event_cap {
	uint8_t user_affiliated_events[32];
	uint8_t user_unaffiliated_events[32];
};

#define MLX5CTL_PRM_DEVICE_EVENT_CAP_BYTES 64
void mlx5ctl_prm_device_event_cap_encode(const struct mlx5ctl_prm_device_event_cap *s, void *buf);
void mlx5ctl_prm_device_event_cap_decode(struct mlx5ctl_prm_device_event_cap *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_device_event_cap_desc;

/* Device memory capabilities (capability type 0xf) (0x100 bytes) */
struct mlx5ctl_prm_device_mem_cap {
	uint8_t memic;
	uint8_t log_min_memic_alloc_size;
	uint8_t log_max_memic_addr_alignment;
	uint64_t memic_bar_start_addr;
	uint32_t memic_bar_size;
	uint32_t max_memic_size;
	uint64_t steering_sw_icm_start_address;
	uint8_t log_header_modify_sw_icm_size;
	uint8_t log_sw_icm_alloc_granularity;
	uint8_t log_steering_sw_icm_size;
	uint8_t log_indirect_encap_sw_icm_size;
	uint8_t log_header_modify_pattern_sw_icm_size;
	uint64_t header_modify_sw_icm_start_address;
	uint64_t header_modify_pattern_sw_icm_start_address;
	uint32_t memic_operations;
	uint64_t indirect_encap_sw_icm_start_address;
};

#define MLX5CTL_PRM_DEVICE_MEM_CAP_BYTES 256
void mlx5ctl_prm_device_mem_cap_encode(const struct mlx5ctl_prm_device_mem_cap *s, void *buf);
void mlx5ctl_prm_device_mem_cap_decode(struct mlx5ctl_prm_device_mem_cap *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_device_mem_cap_desc;

/* One counter's value in one sample (0x10 bytes) */
struct mlx5ctl_prm_diagnostic_cntr_struct {
	uint16_t counter_id;
	uint16_t sample_id;
	uint32_t time_stamp_31_0;
	uint32_t counter_value_h;
	uint32_t counter_value_l;
};

#define MLX5CTL_PRM_DIAGNOSTIC_CNTR_STRUCT_BYTES 16
void mlx5ctl_prm_diagnostic_cntr_struct_encode(const struct mlx5ctl_prm_diagnostic_cntr_struct *s, void *buf);
void mlx5ctl_prm_diagnostic_cntr_struct_decode(struct mlx5ctl_prm_diagnostic_cntr_struct *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_diagnostic_cntr_struct_desc;

/* Diagnostic sampling parameters, followed by num_of_counters counter ids (0x18 bytes) */
struct mlx5ctl_prm_diagnostic_params_context {
	uint16_t num_of_counters;
	uint8_t log_num_of_samples;
	uint8_t single;
	uint8_t repetitive;
	uint8_t sync;
	uint8_t clear;
	uint8_t on_demand;
	uint8_t enable;
	uint8_t log_sample_period;
};

#define MLX5CTL_PRM_DIAGNOSTIC_PARAMS_CONTEXT_BYTES 24
void mlx5ctl_prm_diagnostic_params_context_encode(const struct mlx5ctl_prm_diagnostic_params_context *s, void *buf);
void mlx5ctl_prm_diagnostic_params_context_decode(struct mlx5ctl_prm_diagnostic_params_context *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_diagnostic_params_context_desc;

/* DISABLE_HCA inbox (0x10 bytes) */
struct mlx5ctl_prm_disable_hca_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint8_t embedded_cpu_function;
	uint16_t function_id;
};

#define MLX5CTL_PRM_DISABLE_HCA_IN_BYTES 16
void mlx5ctl_prm_disable_hca_in_encode(const struct mlx5ctl_prm_disable_hca_in *s, void *buf);
void mlx5ctl_prm_disable_hca_in_decode(struct mlx5ctl_prm_disable_hca_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_disable_hca_in_desc;

/* DISABLE_HCA outbox (0xc bytes) */
struct mlx5ctl_prm_disable_hca_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_DISABLE_HCA_OUT_BYTES 12
void mlx5ctl_prm_disable_hca_out_encode(const struct mlx5ctl_prm_disable_hca_out *s, void *buf);
void mlx5ctl_prm_disable_hca_out_decode(struct mlx5ctl_prm_disable_hca_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_disable_hca_out_desc;

/* DTOR register (default timeouts) (0x40 bytes) */
struct mlx5ctl_prm_dtor_reg {
	struct mlx5ctl_prm_default_timeout pcie_toggle_to;
	struct mlx5ctl_prm_default_timeout health_poll_to;
	struct mlx5ctl_prm_default_timeout full_crdump_to;
	struct mlx5ctl_prm_default_timeout fw_reset_to;
	struct mlx5ctl_prm_default_timeout flush_on_err_to;
	struct mlx5ctl_prm_default_timeout pci_sync_update_to;
	struct mlx5ctl_prm_default_timeout tear_down_to;
	struct mlx5ctl_prm_default_timeout fsm_reactivate_to;
	struct mlx5ctl_prm_default_timeout reclaim_pages_to;
	struct mlx5ctl_prm_default_timeout reclaim_vfs_pages_to;
	struct mlx5ctl_prm_default_timeout reset_unload_to;
};

#define MLX5CTL_PRM_DTOR_REG_BYTES 64
void mlx5ctl_prm_dtor_reg_encode(const struct mlx5ctl_prm_dtor_reg *s, void *buf);
void mlx5ctl_prm_dtor_reg_decode(struct mlx5ctl_prm_dtor_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_dtor_reg_desc;

/* E-switch capabilities (capability type 0x9) (0x100 bytes) */
struct mlx5ctl_prm_e_switch_cap {
	uint8_t vport_svlan_strip;
	uint8_t vport_cvlan_strip;
	uint8_t vport_svlan_insert;
	uint8_t vport_cvlan_insert_if_not_exist;
	uint8_t vport_cvlan_insert_overwrite;
	uint8_t vport_cvlan_insert_always;
	uint8_t esw_shared_ingress_acl;
	uint8_t esw_uplink_ingress_acl;
	uint8_t root_ft_on_other_esw;
	uint8_t esw_functions_changed;
	uint8_t ecpf_vport_exists;
	uint8_t counter_eswitch_affinity;
	uint8_t merged_eswitch;
	uint8_t nic_vport_node_guid_modify;
	uint8_t nic_vport_port_guid_modify;
	uint8_t vxlan_encap_decap;
	uint8_t nvgre_encap_decap;
	uint8_t log_max_fdb_encap_uplink;
	uint8_t log_max_packet_reformat_context;
	uint16_t max_encap_header_size;
	uint8_t log_max_esw_sf;
	uint16_t esw_sf_base_id;
};

#define MLX5CTL_PRM_E_SWITCH_CAP_BYTES 256
void mlx5ctl_prm_e_switch_cap_encode(const struct mlx5ctl_prm_e_switch_cap *s, void *buf);
void mlx5ctl_prm_e_switch_cap_decode(struct mlx5ctl_prm_e_switch_cap *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_e_switch_cap_desc;

/* ENABLE_HCA inbox (0x10 bytes) */
struct mlx5ctl_prm_enable_hca_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint8_t embedded_cpu_function;
	uint16_t function_id;
};

#define MLX5CTL_PRM_ENABLE_HCA_IN_BYTES 16
void mlx5ctl_prm_enable_hca_in_encode(const struct mlx5ctl_prm_enable_hca_in *s, void *buf);
void mlx5ctl_prm_enable_hca_in_decode(struct mlx5ctl_prm_enable_hca_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_enable_hca_in_desc;

/* ENABLE_HCA outbox (0xc bytes) */
struct mlx5ctl_prm_enable_hca_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_ENABLE_HCA_OUT_BYTES 12
void mlx5ctl_prm_enable_hca_out_encode(const struct mlx5ctl_prm_enable_hca_out *s, void *buf);
void mlx5ctl_prm_enable_hca_out_decode(struct mlx5ctl_prm_enable_hca_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_enable_hca_out_desc;

/* The value written to an EQ doorbell (0x4 bytes) */
struct mlx5ctl_prm_eq_doorbell {
	uint8_t eqn;
	uint32_t consumer_index;
};

#define MLX5CTL_PRM_EQ_DOORBELL_BYTES 4
void mlx5ctl_prm_eq_doorbell_encode(const struct mlx5ctl_prm_eq_doorbell *s, void *buf);
void mlx5ctl_prm_eq_doorbell_decode(struct mlx5ctl_prm_eq_doorbell *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_eq_doorbell_desc;

/* Event queue entry (0x40 bytes) */
struct mlx5ctl_prm_eqe {
	uint8_t event_type;
	uint8_t event_sub_type;
	uint8_t event_data[28];
	uint8_t signature;
	uint8_t owner;
};

#define MLX5CTL_PRM_EQE_BYTES 64
void mlx5ctl_prm_eqe_encode(const struct mlx5ctl_prm_eqe *s, void *buf);
void mlx5ctl_prm_eqe_decode(struct mlx5ctl_prm_eqe *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_eqe_desc;

/* E-switch vport context (0x100 bytes) */
struct mlx5ctl_prm_esw_vport_context {
	uint8_t fdb_to_vport_reg_c;
	uint8_t vport_svlan_strip;
	uint8_t vport_cvlan_strip;
	uint8_t vport_svlan_insert;
	uint8_t vport_cvlan_insert;
	uint8_t fdb_to_vport_reg_c_id;
	uint8_t svlan_cfi;
	uint8_t svlan_pcp;
	uint16_t svlan_id;
	uint8_t cvlan_cfi;
	uint8_t cvlan_pcp;
	uint16_t cvlan_id;
	uint64_t sw_steering_vport_icm_address_rx;
	uint64_t sw_steering_vport_icm_address_tx;
};

#define MLX5CTL_PRM_ESW_VPORT_CONTEXT_BYTES 256
void mlx5ctl_prm_esw_vport_context_encode(const struct mlx5ctl_prm_esw_vport_context *s, void *buf);
void mlx5ctl_prm_esw_vport_context_decode(struct mlx5ctl_prm_esw_vport_context *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_esw_vport_context_desc;

/* PPCNT group RFC 2819 (RMON) (0xf8 bytes) */
struct mlx5ctl_prm_eth_2819_cntrs_grp_data_layout {
	uint32_t ether_stats_drop_events_high;
	uint32_t ether_stats_drop_events_low;
	uint32_t ether_stats_octets_high;
	uint32_t ether_stats_octets_low;
	uint32_t ether_stats_pkts_high;
	uint32_t ether_stats_pkts_low;
	uint32_t ether_stats_broadcast_pkts_high;
	uint32_t ether_stats_broadcast_pkts_low;
	uint32_t ether_stats_multicast_pkts_high;
	uint32_t ether_stats_multicast_pkts_low;
	uint32_t ether_stats_crc_align_errors_high;
	uint32_t ether_stats_crc_align_errors_low;
	uint32_t ether_stats_undersize_pkts_high;
	uint32_t ether_stats_undersize_pkts_low;
	uint32_t ether_stats_oversize_pkts_high;
	uint32_t ether_stats_oversize_pkts_low;
	uint32_t ether_stats_fragments_high;
	uint32_t ether_stats_fragments_low;
	uint32_t ether_stats_jabbers_high;
	uint32_t ether_stats_jabbers_low;
	uint32_t ether_stats_collisions_high;
	uint32_t ether_stats_collisions_low;
	uint32_t ether_stats_pkts64octets_high;
	uint32_t ether_stats_pkts64octets_low;
	uint32_t ether_stats_pkts65to127octets_high;
	uint32_t ether_stats_pkts65to127octets_low;
	uint32_t ether_stats_pkts128to255octets_high;
	uint32_t ether_stats_pkts128to255octets_low;
	uint32_t ether_stats_pkts256to511octets_high;
	uint32_t ether_stats_pkts256to511octets_low;
	uint32_t ether_stats_pkts512to1023octets_high;
	uint32_t ether_stats_pkts512to1023octets_low;
	uint32_t ether_stats_pkts1024to1518octets_high;
	uint32_t ether_stats_pkts1024to1518octets_low;
	uint32_t ether_stats_pkts1519to2047octets_high;
	uint32_t ether_stats_pkts1519to2047octets_low;
	uint32_t ether_stats_pkts2048to4095octets_high;
	uint32_t ether_stats_pkts2048to4095octets_low;
	uint32_t ether_stats_pkts4096to8191octets_high;
	uint32_t ether_stats_pkts4096to8191octets_low;
	uint32_t ether_stats_pkts8192to10239octets_high;
	uint32_t ether_stats_pkts8192to10239octets_low;
};

#define MLX5CTL_PRM_ETH_2819_CNTRS_GRP_DATA_LAYOUT_BYTES 248
void mlx5ctl_prm_eth_2819_cntrs_grp_data_layout_encode(const struct mlx5ctl_prm_eth_2819_cntrs_grp_data_layout *s, void *buf);
void mlx5ctl_prm_eth_2819_cntrs_grp_data_layout_decode(struct mlx5ctl_prm_eth_2819_cntrs_grp_data_layout *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_eth_2819_cntrs_grp_data_layout_desc;

/* PPCNT group RFC 2863 (interfaces) (0xf8 bytes) */
struct mlx5ctl_prm_eth_2863_cntrs_grp_data_layout {
	uint32_t if_in_octets_high;
	uint32_t if_in_octets_low;
	uint32_t if_in_ucast_pkts_high;
	uint32_t if_in_ucast_pkts_low;
	uint32_t if_in_discards_high;
	uint32_t if_in_discards_low;
	uint32_t if_in_errors_high;
	uint32_t if_in_errors_low;
	uint32_t if_in_unknown_protos_high;
	uint32_t if_in_unknown_protos_low;
	uint32_t if_out_octets_high;
	uint32_t if_out_octets_low;
	uint32_t if_out_ucast_pkts_high;
	uint32_t if_out_ucast_pkts_low;
	uint32_t if_out_discards_high;
	uint32_t if_out_discards_low;
	uint32_t if_out_errors_high;
	uint32_t if_out_errors_low;
	uint32_t if_in_multicast_pkts_high;
	uint32_t if_in_multicast_pkts_low;
	uint32_t if_in_broadcast_pkts_high;
	uint32_t if_in_broadcast_pkts_low;
	uint32_t if_out_multicast_pkts_high;
	uint32_t if_out_multicast_pkts_low;
	uint32_t if_out_broadcast_pkts_high;
	uint32_t if_out_broadcast_pkts_low;
};

#define MLX5CTL_PRM_ETH_2863_CNTRS_GRP_DATA_LAYOUT_BYTES 248
void mlx5ctl_prm_eth_2863_cntrs_grp_data_layout_encode(const struct mlx5ctl_prm_eth_2863_cntrs_grp_data_layout *s, void *buf);
void mlx5ctl_prm_eth_2863_cntrs_grp_data_layout_decode(struct mlx5ctl_prm_eth_2863_cntrs_grp_data_layout *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_eth_2863_cntrs_grp_data_layout_desc;

/* PPCNT group RFC 3635 (Ethernet-like) (0xf8 bytes) */
struct mlx5ctl_prm_eth_3635_cntrs_grp_data_layout {
	uint32_t dot3stats_alignment_errors_high;
	uint32_t dot3stats_alignment_errors_low;
	uint32_t dot3stats_fcs_errors_high;
	uint32_t dot3stats_fcs_errors_low;
	uint32_t dot3stats_single_collision_frames_high;
	uint32_t dot3stats_single_collision_frames_low;
	uint32_t dot3stats_multiple_collision_frames_high;
	uint32_t dot3stats_multiple_collision_frames_low;
	uint32_t dot3stats_sqe_test_errors_high;
	uint32_t dot3stats_sqe_test_errors_low;
	uint32_t dot3stats_deferred_transmissions_high;
	uint32_t dot3stats_deferred_transmissions_low;
	uint32_t dot3stats_late_collisions_high;
	uint32_t dot3stats_late_collisions_low;
	uint32_t dot3stats_excessive_collisions_high;
	uint32_t dot3stats_excessive_collisions_low;
	uint32_t dot3stats_internal_mac_transmit_errors_high;
	uint32_t dot3stats_internal_mac_transmit_errors_low;
	uint32_t dot3stats_carrier_sense_errors_high;
	uint32_t dot3stats_carrier_sense_errors_low;
	uint32_t dot3stats_frame_too_longs_high;
	uint32_t dot3stats_frame_too_longs_low;
	uint32_t dot3stats_internal_mac_receive_errors_high;
	uint32_t dot3stats_internal_mac_receive_errors_low;
	uint32_t dot3stats_symbol_errors_high;
	uint32_t dot3stats_symbol_errors_low;
	uint32_t dot3control_in_unknown_opcodes_high;
	uint32_t dot3control_in_unknown_opcodes_low;
	uint32_t dot3in_pause_frames_high;
	uint32_t dot3in_pause_frames_low;
	uint32_t dot3out_pause_frames_high;
	uint32_t dot3out_pause_frames_low;
};

#define MLX5CTL_PRM_ETH_3635_CNTRS_GRP_DATA_LAYOUT_BYTES 248
void mlx5ctl_prm_eth_3635_cntrs_grp_data_layout_encode(const struct mlx5ctl_prm_eth_3635_cntrs_grp_data_layout *s, void *buf);
void mlx5ctl_prm_eth_3635_cntrs_grp_data_layout_decode(struct mlx5ctl_prm_eth_3635_cntrs_grp_data_layout *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_eth_3635_cntrs_grp_data_layout_desc;

/* PPCNT group IEEE 802.3 (0xf8 bytes) */
struct mlx5ctl_prm_eth_802_3_cntrs_grp_data_layout {
	uint32_t a_frames_transmitted_ok_high;
	uint32_t a_frames_transmitted_ok_low;
	uint32_t a_frames_received_ok_high;
	uint32_t a_frames_received_ok_low;
	uint32_t a_frame_check_sequence_errors_high;
	uint32_t a_frame_check_sequence_errors_low;
	uint32_t a_alignment_errors_high;
	uint32_t a_alignment_errors_low;
	uint32_t a_octets_transmitted_ok_high;
	uint32_t a_octets_transmitted_ok_low;
	uint32_t a_octets_received_ok_high;
	uint32_t a_octets_received_ok_low;
	uint32_t a_multicast_frames_xmitted_ok_high;
	uint32_t a_multicast_frames_xmitted_ok_low;
	uint32_t a_broadcast_frames_xmitted_ok_high;
	uint32_t a_broadcast_frames_xmitted_ok_low;
	uint32_t a_multicast_frames_received_ok_high;
	uint32_t a_multicast_frames_received_ok_low;
	uint32_t a_broadcast_frames_received_ok_high;
	uint32_t a_broadcast_frames_received_ok_low;
	uint32_t a_in_range_length_errors_high;
	uint32_t a_in_range_length_errors_low;
	uint32_t a_out_of_range_length_field_high;
	uint32_t a_out_of_range_length_field_low;
	uint32_t a_frame_too_long_errors_high;
	uint32_t a_frame_too_long_errors_low;
	uint32_t a_symbol_error_during_carrier_high;
	uint32_t a_symbol_error_during_carrier_low;
	uint32_t a_mac_control_frames_transmitted_high;
	uint32_t a_mac_control_frames_transmitted_low;
	uint32_t a_mac_control_frames_received_high;
	uint32_t a_mac_control_frames_received_low;
	uint32_t a_unsupported_opcodes_received_high;
	uint32_t a_unsupported_opcodes_received_low;
	uint32_t a_pause_mac_ctrl_frames_received_high;
	uint32_t a_pause_mac_ctrl_frames_received_low;
	uint32_t a_pause_mac_ctrl_frames_transmitted_high;
	uint32_t a_pause_mac_ctrl_frames_transmitted_low;
};

#define MLX5CTL_PRM_ETH_802_3_CNTRS_GRP_DATA_LAYOUT_BYTES 248
void mlx5ctl_prm_eth_802_3_cntrs_grp_data_layout_encode(const struct mlx5ctl_prm_eth_802_3_cntrs_grp_data_layout *s, void *buf);
void mlx5ctl_prm_eth_802_3_cntrs_grp_data_layout_decode(struct mlx5ctl_prm_eth_802_3_cntrs_grp_data_layout *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_eth_802_3_cntrs_grp_data_layout_desc;

/* PPCNT group Ethernet extended (0xf8 bytes) */
struct mlx5ctl_prm_eth_extended_cntrs_grp_data_layout {
	uint32_t port_transmit_wait_high;
	uint32_t port_transmit_wait_low;
	uint32_t rx_buffer_almost_full_high;
	uint32_t rx_buffer_almost_full_low;
	uint32_t rx_buffer_full_high;
	uint32_t rx_buffer_full_low;
	uint32_t rx_icrc_encapsulated_high;
	uint32_t rx_icrc_encapsulated_low;
};

#define MLX5CTL_PRM_ETH_EXTENDED_CNTRS_GRP_DATA_LAYOUT_BYTES 248
void mlx5ctl_prm_eth_extended_cntrs_grp_data_layout_encode(const struct mlx5ctl_prm_eth_extended_cntrs_grp_data_layout *s, void *buf);
void mlx5ctl_prm_eth_extended_cntrs_grp_data_layout_decode(struct mlx5ctl_prm_eth_extended_cntrs_grp_data_layout *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_eth_extended_cntrs_grp_data_layout_desc;

/* PPCNT group per priority (0xf8 bytes) */
struct mlx5ctl_prm_eth_per_prio_grp_data_layout {
	uint32_t rx_octets_high;
	uint32_t rx_octets_low;
	uint32_t rx_frames_high;
	uint32_t rx_frames_low;
	uint32_t tx_octets_high;
	uint32_t tx_octets_low;
	uint32_t tx_frames_high;
	uint32_t tx_frames_low;
	uint32_t rx_pause_high;
	uint32_t rx_pause_low;
	uint32_t rx_pause_duration_high;
	uint32_t rx_pause_duration_low;
	uint32_t tx_pause_high;
	uint32_t tx_pause_low;
	uint32_t tx_pause_duration_high;
	uint32_t tx_pause_duration_low;
	uint32_t rx_pause_transition_high;
	uint32_t rx_pause_transition_low;
	uint32_t rx_discards_high;
	uint32_t rx_discards_low;
	uint32_t device_stall_minor_watermark_cnt_high;
	uint32_t device_stall_minor_watermark_cnt_low;
	uint32_t device_stall_critical_watermark_cnt_high;
	uint32_t device_stall_critical_watermark_cnt_low;
};

#define MLX5CTL_PRM_ETH_PER_PRIO_GRP_DATA_LAYOUT_BYTES 248
void mlx5ctl_prm_eth_per_prio_grp_data_layout_encode(const struct mlx5ctl_prm_eth_per_prio_grp_data_layout *s, void *buf);
void mlx5ctl_prm_eth_per_prio_grp_data_layout_decode(struct mlx5ctl_prm_eth_per_prio_grp_data_layout *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_eth_per_prio_grp_data_layout_desc;

/* PPCNT group per traffic class, congestion (0xf8 bytes) */
struct mlx5ctl_prm_eth_per_tc_congest_prio_grp_data_layout {
	uint32_t wred_discard_high;
	uint32_t wred_discard_low;
	uint32_t ecn_marked_tc_high;
	uint32_t ecn_marked_tc_low;
};

#define MLX5CTL_PRM_ETH_PER_TC_CONGEST_PRIO_GRP_DATA_LAYOUT_BYTES 248
void mlx5ctl_prm_eth_per_tc_congest_prio_grp_data_layout_encode(const struct mlx5ctl_prm_eth_per_tc_congest_prio_grp_data_layout *s, void *buf);
void mlx5ctl_prm_eth_per_tc_congest_prio_grp_data_layout_decode(struct mlx5ctl_prm_eth_per_tc_congest_prio_grp_data_layout *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_eth_per_tc_congest_prio_grp_data_layout_desc;

/* PPCNT group per traffic class (0xf8 bytes) */
struct mlx5ctl_prm_eth_per_tc_prio_grp_data_layout {
	uint32_t transmit_queue_high;
	uint32_t transmit_queue_low;
	uint32_t no_buffer_discard_uc_high;
	uint32_t no_buffer_discard_uc_low;
};

#define MLX5CTL_PRM_ETH_PER_TC_PRIO_GRP_DATA_LAYOUT_BYTES 248
void mlx5ctl_prm_eth_per_tc_prio_grp_data_layout_encode(const struct mlx5ctl_prm_eth_per_tc_prio_grp_data_layout *s, void *buf);
void mlx5ctl_prm_eth_per_tc_prio_grp_data_layout_decode(struct mlx5ctl_prm_eth_per_tc_prio_grp_data_layout *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_eth_per_tc_prio_grp_data_layout_desc;

/* An ASO execution (0x8 bytes) */
struct mlx5ctl_prm_execute_aso {
	uint8_t valid;
	uint32_t aso_object_id;
	uint32_t exe_aso_ctrl;
};

#define MLX5CTL_PRM_EXECUTE_ASO_BYTES 8
void mlx5ctl_prm_execute_aso_encode(const struct mlx5ctl_prm_execute_aso *s, void *buf);
void mlx5ctl_prm_execute_aso_decode(struct mlx5ctl_prm_execute_aso *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_execute_aso_desc;

/* A VLAN push (0x4 bytes) */
struct mlx5ctl_prm_vlan {
	uint16_t ethtype;
	uint8_t prio;
	uint8_t cfi;
	uint16_t vid;
};

#define MLX5CTL_PRM_VLAN_BYTES 4
void mlx5ctl_prm_vlan_encode(const struct mlx5ctl_prm_vlan *s, void *buf);
void mlx5ctl_prm_vlan_decode(struct mlx5ctl_prm_vlan *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_vlan_desc;

/* An IPv4 address (0x10 bytes) */
struct mlx5ctl_prm_ipv4_layout {
	uint32_t ipv4;
};

#define MLX5CTL_PRM_IPV4_LAYOUT_BYTES 16
void mlx5ctl_prm_ipv4_layout_encode(const struct mlx5ctl_prm_ipv4_layout *s, void *buf);
void mlx5ctl_prm_ipv4_layout_decode(struct mlx5ctl_prm_ipv4_layout *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_ipv4_layout_desc;

/* An IPv6 address (0x10 bytes) */
struct mlx5ctl_prm_ipv6_layout {
	uint8_t ipv6[16];
};

#define MLX5CTL_PRM_IPV6_LAYOUT_BYTES 16
void mlx5ctl_prm_ipv6_layout_encode(const struct mlx5ctl_prm_ipv6_layout *s, void *buf);
void mlx5ctl_prm_ipv6_layout_decode(struct mlx5ctl_prm_ipv6_layout *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_ipv6_layout_desc;

/* An IPv6 address as four words (0x10 bytes) */
struct mlx5ctl_prm_ipv6_simple_layout {
	uint32_t ipv6_127_96;
	uint32_t ipv6_95_64;
	uint32_t ipv6_63_32;
	uint32_t ipv6_31_0;
};

#define MLX5CTL_PRM_IPV6_SIMPLE_LAYOUT_BYTES 16
void mlx5ctl_prm_ipv6_simple_layout_encode(const struct mlx5ctl_prm_ipv6_simple_layout *s, void *buf);
void mlx5ctl_prm_ipv6_simple_layout_decode(struct mlx5ctl_prm_ipv6_simple_layout *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_ipv6_simple_layout_desc;

/* Match set: L2 to L4 headers (0x40 bytes) */
struct mlx5ctl_prm_fte_match_set_lyr_2_4 {
	uint32_t smac_47_16;
	uint16_t smac_15_0;
	uint16_t ethertype;
	uint32_t dmac_47_16;
	uint16_t dmac_15_0;
	uint8_t first_prio;
	uint8_t first_cfi;
	uint16_t first_vid;
	uint8_t ip_protocol;
	uint8_t ip_dscp;
	uint8_t ip_ecn;
	uint8_t cvlan_tag;
	uint8_t svlan_tag;
	uint8_t frag;
	uint8_t ip_version;
	uint16_t tcp_flags;
	uint16_t tcp_sport;
	uint16_t tcp_dport;
	uint8_t l4_type;
	uint8_t ipv4_ihl;
	uint8_t ttl_hoplimit;
	uint16_t udp_sport;
	uint16_t udp_dport;
	uint8_t src_ipv4_src_ipv6[16];
	uint8_t dst_ipv4_dst_ipv6[16];
};

#define MLX5CTL_PRM_FTE_MATCH_SET_LYR_2_4_BYTES 64
void mlx5ctl_prm_fte_match_set_lyr_2_4_encode(const struct mlx5ctl_prm_fte_match_set_lyr_2_4 *s, void *buf);
void mlx5ctl_prm_fte_match_set_lyr_2_4_decode(struct mlx5ctl_prm_fte_match_set_lyr_2_4 *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fte_match_set_lyr_2_4_desc;

/* NVGRE key (0x4 bytes) */
struct mlx5ctl_prm_nvgre_key {
	uint32_t hi;
	uint8_t lo;
};

#define MLX5CTL_PRM_NVGRE_KEY_BYTES 4
void mlx5ctl_prm_nvgre_key_encode(const struct mlx5ctl_prm_nvgre_key *s, void *buf);
void mlx5ctl_prm_nvgre_key_decode(struct mlx5ctl_prm_nvgre_key *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nvgre_key_desc;

/* Match set: misc (0x40 bytes) */
struct mlx5ctl_prm_fte_match_set_misc {
	uint8_t gre_c_present;
	uint8_t gre_k_present;
	uint8_t gre_s_present;
	uint8_t source_vhca_port;
	uint32_t source_sqn;
	uint16_t source_eswitch_owner_vhca_id;
	uint16_t source_port;
	uint8_t outer_second_prio;
	uint8_t outer_second_cfi;
	uint16_t outer_second_vid;
	uint8_t inner_second_prio;
	uint8_t inner_second_cfi;
	uint16_t inner_second_vid;
	uint8_t outer_second_cvlan_tag;
	uint8_t inner_second_cvlan_tag;
	uint8_t outer_second_svlan_tag;
	uint8_t inner_second_svlan_tag;
	uint16_t gre_protocol;
	uint8_t gre_key[4];
	uint32_t vxlan_vni;
	uint8_t bth_opcode;
	uint32_t geneve_vni;
	uint8_t geneve_tlv_option_0_exist;
	uint8_t geneve_oam;
	uint32_t outer_ipv6_flow_label;
	uint32_t inner_ipv6_flow_label;
	uint8_t geneve_opt_len;
	uint16_t geneve_protocol_type;
	uint32_t bth_dst_qp;
	uint32_t inner_esp_spi;
	uint32_t outer_esp_spi;
};

#define MLX5CTL_PRM_FTE_MATCH_SET_MISC_BYTES 64
void mlx5ctl_prm_fte_match_set_misc_encode(const struct mlx5ctl_prm_fte_match_set_misc *s, void *buf);
void mlx5ctl_prm_fte_match_set_misc_decode(struct mlx5ctl_prm_fte_match_set_misc *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fte_match_set_misc_desc;

/* An MPLS label (0x4 bytes) */
struct mlx5ctl_prm_fte_match_mpls {
	uint32_t mpls_label;
	uint8_t mpls_exp;
	uint8_t mpls_s_bos;
	uint8_t mpls_ttl;
};

#define MLX5CTL_PRM_FTE_MATCH_MPLS_BYTES 4
void mlx5ctl_prm_fte_match_mpls_encode(const struct mlx5ctl_prm_fte_match_mpls *s, void *buf);
void mlx5ctl_prm_fte_match_mpls_decode(struct mlx5ctl_prm_fte_match_mpls *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fte_match_mpls_desc;

/* Match set: misc 2 (0x40 bytes) */
struct mlx5ctl_prm_fte_match_set_misc2 {
	struct mlx5ctl_prm_fte_match_mpls outer_first_mpls;
	struct mlx5ctl_prm_fte_match_mpls inner_first_mpls;
	struct mlx5ctl_prm_fte_match_mpls outer_first_mpls_over_gre;
	struct mlx5ctl_prm_fte_match_mpls outer_first_mpls_over_udp;
	uint32_t metadata_reg_c_7;
	uint32_t metadata_reg_c_6;
	uint32_t metadata_reg_c_5;
	uint32_t metadata_reg_c_4;
	uint32_t metadata_reg_c_3;
	uint32_t metadata_reg_c_2;
	uint32_t metadata_reg_c_1;
	uint32_t metadata_reg_c_0;
	uint32_t metadata_reg_a;
	uint8_t macsec_syndrome;
	uint8_t ipsec_syndrome;
};

#define MLX5CTL_PRM_FTE_MATCH_SET_MISC2_BYTES 64
void mlx5ctl_prm_fte_match_set_misc2_encode(const struct mlx5ctl_prm_fte_match_set_misc2 *s, void *buf);
void mlx5ctl_prm_fte_match_set_misc2_decode(struct mlx5ctl_prm_fte_match_set_misc2 *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fte_match_set_misc2_desc;

/* Match set: misc 3 (0x40 bytes) */
struct mlx5ctl_prm_fte_match_set_misc3 {
	uint32_t inner_tcp_seq_num;
	uint32_t outer_tcp_seq_num;
	uint32_t inner_tcp_ack_num;
	uint32_t outer_tcp_ack_num;
	uint32_t outer_vxlan_gpe_vni;
	uint8_t outer_vxlan_gpe_next_protocol;
	uint8_t outer_vxlan_gpe_flags;
	uint32_t icmp_header_data;
	uint32_t icmpv6_header_data;
	uint8_t icmp_type;
	uint8_t icmp_code;
	uint8_t icmpv6_type;
	uint8_t icmpv6_code;
	uint32_t geneve_tlv_option_0_data;
	uint32_t gtpu_teid;
	uint8_t gtpu_msg_type;
	uint8_t gtpu_msg_flags;
	uint32_t gtpu_dw_2;
	uint32_t gtpu_first_ext_dw_0;
	uint32_t gtpu_dw_0;
};

#define MLX5CTL_PRM_FTE_MATCH_SET_MISC3_BYTES 64
void mlx5ctl_prm_fte_match_set_misc3_encode(const struct mlx5ctl_prm_fte_match_set_misc3 *s, void *buf);
void mlx5ctl_prm_fte_match_set_misc3_decode(struct mlx5ctl_prm_fte_match_set_misc3 *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fte_match_set_misc3_desc;

/* Match set: misc 4 (programmable fields) (0x40 bytes) */
struct mlx5ctl_prm_fte_match_set_misc4 {
	uint32_t prog_sample_field_value_0;
	uint32_t prog_sample_field_id_0;
	uint32_t prog_sample_field_value_1;
	uint32_t prog_sample_field_id_1;
	uint32_t prog_sample_field_value_2;
	uint32_t prog_sample_field_id_2;
	uint32_t prog_sample_field_value_3;
	uint32_t prog_sample_field_id_3;
};

#define MLX5CTL_PRM_FTE_MATCH_SET_MISC4_BYTES 64
void mlx5ctl_prm_fte_match_set_misc4_encode(const struct mlx5ctl_prm_fte_match_set_misc4 *s, void *buf);
void mlx5ctl_prm_fte_match_set_misc4_decode(struct mlx5ctl_prm_fte_match_set_misc4 *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fte_match_set_misc4_desc;

/* Match set: misc 5 (tunnel headers) (0x40 bytes) */
struct mlx5ctl_prm_fte_match_set_misc5 {
	uint32_t macsec_tag_0;
	uint32_t macsec_tag_1;
	uint32_t macsec_tag_2;
	uint32_t macsec_tag_3;
	uint32_t tunnel_header_0;
	uint32_t tunnel_header_1;
	uint32_t tunnel_header_2;
	uint32_t tunnel_header_3;
};

#define MLX5CTL_PRM_FTE_MATCH_SET_MISC5_BYTES 64
void mlx5ctl_prm_fte_match_set_misc5_encode(const struct mlx5ctl_prm_fte_match_set_misc5 *s, void *buf);
void mlx5ctl_prm_fte_match_set_misc5_decode(struct mlx5ctl_prm_fte_match_set_misc5 *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fte_match_set_misc5_desc;

/* Flow match parameters (all match sets) (0x200 bytes) */
struct mlx5ctl_prm_fte_match_param {
	struct mlx5ctl_prm_fte_match_set_lyr_2_4 outer_headers;
	struct mlx5ctl_prm_fte_match_set_misc misc_parameters;
	struct mlx5ctl_prm_fte_match_set_lyr_2_4 inner_headers;
	struct mlx5ctl_prm_fte_match_set_misc2 misc_parameters_2;
	struct mlx5ctl_prm_fte_match_set_misc3 misc_parameters_3;
	struct mlx5ctl_prm_fte_match_set_misc4 misc_parameters_4;
	struct mlx5ctl_prm_fte_match_set_misc5 misc_parameters_5;
};

#define MLX5CTL_PRM_FTE_MATCH_PARAM_BYTES 512
void mlx5ctl_prm_fte_match_param_encode(const struct mlx5ctl_prm_fte_match_param *s, void *buf);
void mlx5ctl_prm_fte_match_param_decode(struct mlx5ctl_prm_fte_match_param *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fte_match_param_desc;

/* Flow table entry context (0x300 bytes) */
struct mlx5ctl_prm_flow_context {
	struct mlx5ctl_prm_vlan push_vlan;
	uint32_t group_id;
	uint32_t flow_tag;
	uint16_t action;
	uint8_t extended_destination;
	uint8_t uplink_hairpin_en;
	uint8_t flow_source;
	uint8_t encrypt_decrypt_type;
	uint32_t destination_list_size;
	uint32_t flow_counter_list_size;
	uint32_t packet_reformat_id;
	uint32_t modify_header_id;
	struct mlx5ctl_prm_vlan push_vlan_2;
	uint32_t encrypt_decrypt_obj_id;
	struct mlx5ctl_prm_fte_match_param match_value;
	struct mlx5ctl_prm_execute_aso execute_aso[4];
};

#define MLX5CTL_PRM_FLOW_CONTEXT_BYTES 768
void mlx5ctl_prm_flow_context_encode(const struct mlx5ctl_prm_flow_context *s, void *buf);
void mlx5ctl_prm_flow_context_decode(struct mlx5ctl_prm_flow_context *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_flow_context_desc;

/* Flow table context (0x28 bytes) */
struct mlx5ctl_prm_flow_table_context {
	uint8_t reformat_en;
	uint8_t decap_en;
	uint8_t sw_owner;
	uint8_t termination_table;
	uint8_t table_miss_action;
	uint8_t level;
	uint8_t rtc_valid;
	uint8_t log_size;
	uint32_t table_miss_id;
	uint32_t lag_master_next_table_id;
	uint8_t sws[16];
};

#define MLX5CTL_PRM_FLOW_TABLE_CONTEXT_BYTES 40
void mlx5ctl_prm_flow_table_context_encode(const struct mlx5ctl_prm_flow_table_context *s, void *buf);
void mlx5ctl_prm_flow_table_context_decode(struct mlx5ctl_prm_flow_table_context *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_flow_table_context_desc;

/* Match fields a flow table supports (0x10 bytes) */
struct mlx5ctl_prm_flow_table_fields_supported {
	uint8_t outer_dmac;
	uint8_t outer_smac;
	uint8_t outer_ether_type;
	uint8_t outer_ip_version;
	uint8_t outer_first_prio;
	uint8_t outer_first_cfi;
	uint8_t outer_first_vid;
	uint8_t outer_ipv4_ttl;
	uint8_t outer_second_prio;
	uint8_t outer_second_cfi;
	uint8_t outer_second_vid;
	uint8_t outer_sip;
	uint8_t outer_dip;
	uint8_t outer_frag;
	uint8_t outer_ip_protocol;
	uint8_t outer_ip_ecn;
	uint8_t outer_ip_dscp;
	uint8_t outer_udp_sport;
	uint8_t outer_udp_dport;
	uint8_t outer_tcp_sport;
	uint8_t outer_tcp_dport;
	uint8_t outer_tcp_flags;
	uint8_t outer_gre_protocol;
	uint8_t outer_gre_key;
	uint8_t outer_vxlan_vni;
	uint8_t outer_geneve_vni;
	uint8_t outer_geneve_oam;
	uint8_t outer_geneve_protocol_type;
	uint8_t outer_geneve_opt_len;
	uint8_t source_vhca_port;
	uint8_t source_eswitch_port;
	uint8_t inner_dmac;
	uint8_t inner_smac;
	uint8_t inner_ether_type;
	uint8_t inner_ip_version;
	uint8_t inner_first_prio;
	uint8_t inner_first_cfi;
	uint8_t inner_first_vid;
	uint8_t inner_second_prio;
	uint8_t inner_second_cfi;
	uint8_t inner_second_vid;
	uint8_t inner_sip;
	uint8_t inner_dip;
	uint8_t inner_frag;
	uint8_t inner_ip_protocol;
	uint8_t inner_ip_ecn;
	uint8_t inner_ip_dscp;
	uint8_t inner_udp_sport;
	uint8_t inner_udp_dport;
	uint8_t inner_tcp_sport;
	uint8_t inner_tcp_dport;
	uint8_t inner_tcp_flags;
	uint8_t geneve_tlv_option_0_data;
	uint8_t geneve_tlv_option_0_exist;
	uint8_t outer_first_mpls_over_udp;
	uint8_t outer_first_mpls_over_gre;
	uint8_t inner_first_mpls;
	uint8_t outer_first_mpls;
	uint8_t outer_esp_spi;
	uint8_t bth_dst_qp;
	uint8_t metadata_reg_c_7;
	uint8_t metadata_reg_c_6;
	uint8_t metadata_reg_c_5;
	uint8_t metadata_reg_c_4;
	uint8_t metadata_reg_c_3;
	uint8_t metadata_reg_c_2;
	uint8_t metadata_reg_c_1;
	uint8_t metadata_reg_c_0;
};

#define MLX5CTL_PRM_FLOW_TABLE_FIELDS_SUPPORTED_BYTES 16
void mlx5ctl_prm_flow_table_fields_supported_encode(const struct mlx5ctl_prm_flow_table_fields_supported *s, void *buf);
void mlx5ctl_prm_flow_table_fields_supported_decode(struct mlx5ctl_prm_flow_table_fields_supported *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_flow_table_fields_supported_desc;

/* Flow table properties of one table type (0x40 bytes) */
struct mlx5ctl_prm_flow_table_prop_layout {
	uint8_t ft_support;
	uint8_t flow_counter;
	uint8_t flow_modify_en;
	uint8_t modify_root;
	uint8_t identified_miss_table_mode;
	uint8_t flow_table_modify;
	uint8_t reformat;
	uint8_t decap;
	uint8_t reset_root_to_default;
	uint8_t pop_vlan;
	uint8_t push_vlan;
	uint8_t pop_vlan_2;
	uint8_t push_vlan_2;
	uint8_t reformat_and_vlan_action;
	uint8_t sw_owner;
	uint8_t reformat_l3_tunnel_to_l2;
	uint8_t reformat_l2_to_l3_tunnel;
	uint8_t reformat_and_modify_action;
	uint8_t ignore_flow_level;
	uint8_t table_miss_action_domain;
	uint8_t termination_table;
	uint8_t reformat_and_fwd_to_table;
	uint8_t ipsec_encrypt;
	uint8_t ipsec_decrypt;
	uint8_t sw_owner_v2;
	uint8_t termination_table_raw_traffic;
	uint8_t log_max_ft_size;
	uint8_t log_max_modify_header_context;
	uint8_t max_modify_header_actions;
	uint8_t max_ft_level;
	uint8_t reformat_add_esp_trasport;
	uint8_t reformat_l2_to_l3_esp_tunnel;
	uint8_t reformat_add_esp_transport_over_udp;
	uint8_t reformat_del_esp_trasport;
	uint8_t reformat_l3_esp_tunnel_to_l2;
	uint8_t reformat_del_esp_transport_over_udp;
	uint8_t execute_aso;
	uint8_t reformat_insert;
	uint8_t reformat_remove;
	uint8_t macsec_encrypt;
	uint8_t macsec_decrypt;
	uint8_t reformat_add_macsec;
	uint8_t reformat_remove_macsec;
	uint8_t reparse;
	uint8_t cross_vhca_object;
	uint8_t reformat_l2_to_l3_audp_tunnel;
	uint8_t reformat_l3_audp_tunnel_to_l2;
	uint8_t ignore_flow_level_rtc_valid;
	uint8_t log_max_ft_num;
	uint8_t log_max_flow_counter;
	uint8_t log_max_destination;
	uint8_t log_max_flow;
	struct mlx5ctl_prm_flow_table_fields_supported ft_field_support;
	struct mlx5ctl_prm_flow_table_fields_supported ft_field_bitmask_support;
};

#define MLX5CTL_PRM_FLOW_TABLE_PROP_LAYOUT_BYTES 64
void mlx5ctl_prm_flow_table_prop_layout_encode(const struct mlx5ctl_prm_flow_table_prop_layout *s, void *buf);
void mlx5ctl_prm_flow_table_prop_layout_decode(struct mlx5ctl_prm_flow_table_prop_layout *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_flow_table_prop_layout_desc;

/* Match fields a flow table supports (2) (0x10 bytes) */
struct mlx5ctl_prm_flow_table_fields_supported_2 {
	uint8_t inner_l4_type;
	uint8_t outer_l4_type;
	uint8_t bth_opcode;
	uint8_t tunnel_header_0_1;
};

#define MLX5CTL_PRM_FLOW_TABLE_FIELDS_SUPPORTED_2_BYTES 16
void mlx5ctl_prm_flow_table_fields_supported_2_encode(const struct mlx5ctl_prm_flow_table_fields_supported_2 *s, void *buf);
void mlx5ctl_prm_flow_table_fields_supported_2_decode(struct mlx5ctl_prm_flow_table_fields_supported_2 *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_flow_table_fields_supported_2_desc;

/* E-switch flow table capabilities (capability type 0x8) (0x1000 bytes) */
struct mlx5ctl_prm_flow_table_eswitch_cap {
	uint8_t fdb_to_vport_reg_c_id;
	uint8_t fdb_uplink_hairpin;
	uint8_t fdb_multi_path_any_table_limit_regc;
	uint8_t fdb_dynamic_tunnel;
	uint8_t fdb_multi_path_any_table;
	uint8_t fdb_modify_header_fwd_to_table;
	uint8_t fdb_ipv4_ttl_modify;
	uint8_t flow_source;
	uint8_t multi_fdb_encap;
	uint8_t egress_acl_forward_to_vport;
	uint8_t fdb_multi_path_to_table;
	struct mlx5ctl_prm_flow_table_prop_layout flow_table_properties_nic_esw_fdb;
	struct mlx5ctl_prm_flow_table_prop_layout flow_table_properties_esw_acl_ingress;
	struct mlx5ctl_prm_flow_table_prop_layout flow_table_properties_esw_acl_egress;
	struct mlx5ctl_prm_flow_table_fields_supported_2 ft_field_support_2_esw_fdb;
	struct mlx5ctl_prm_flow_table_fields_supported_2 ft_field_bitmask_support_2_esw_fdb;
	uint64_t sw_steering_fdb_action_drop_icm_address_rx;
	uint64_t sw_steering_fdb_action_drop_icm_address_tx;
	uint64_t sw_steering_uplink_icm_address_rx;
	uint64_t sw_steering_uplink_icm_address_tx;
};

#define MLX5CTL_PRM_FLOW_TABLE_ESWITCH_CAP_BYTES 4096
void mlx5ctl_prm_flow_table_eswitch_cap_encode(const struct mlx5ctl_prm_flow_table_eswitch_cap *s, void *buf);
void mlx5ctl_prm_flow_table_eswitch_cap_decode(struct mlx5ctl_prm_flow_table_eswitch_cap *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_flow_table_eswitch_cap_desc;

/* NIC flow table capabilities (capability type 0x7) (0x1000 bytes) */
struct mlx5ctl_prm_flow_table_nic_cap {
	uint8_t nic_rx_multi_path_tirs;
	uint8_t nic_rx_multi_path_tirs_fts;
	uint8_t allow_sniffer_and_nic_rx_shared_tir;
	uint8_t sw_owner_reformat_supported;
	uint8_t encap_general_header;
	uint8_t log_max_packet_reformat_context;
	uint16_t max_encap_header_size;
	struct mlx5ctl_prm_flow_table_prop_layout flow_table_properties_nic_receive;
	struct mlx5ctl_prm_flow_table_prop_layout flow_table_properties_nic_receive_rdma;
	struct mlx5ctl_prm_flow_table_prop_layout flow_table_properties_nic_receive_sniffer;
	struct mlx5ctl_prm_flow_table_prop_layout flow_table_properties_nic_transmit;
	struct mlx5ctl_prm_flow_table_prop_layout flow_table_properties_nic_transmit_rdma;
	struct mlx5ctl_prm_flow_table_prop_layout flow_table_properties_nic_transmit_sniffer;
	struct mlx5ctl_prm_flow_table_fields_supported_2 ft_field_support_2_nic_receive;
	struct mlx5ctl_prm_flow_table_fields_supported_2 ft_field_support_2_nic_receive_rdma;
	struct mlx5ctl_prm_flow_table_fields_supported_2 ft_field_support_2_nic_transmit_rdma;
	uint64_t sw_steering_nic_rx_action_drop_icm_address;
	uint64_t sw_steering_nic_tx_action_drop_icm_address;
	uint64_t sw_steering_nic_tx_action_allow_icm_address;
};

#define MLX5CTL_PRM_FLOW_TABLE_NIC_CAP_BYTES 4096
void mlx5ctl_prm_flow_table_nic_cap_encode(const struct mlx5ctl_prm_flow_table_nic_cap *s, void *buf);
void mlx5ctl_prm_flow_table_nic_cap_decode(struct mlx5ctl_prm_flow_table_nic_cap *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_flow_table_nic_cap_desc;

/* FPGA QP context (0x60 bytes) */
struct mlx5ctl_prm_fpga_qpc {
	uint8_t state;
	uint8_t qp_type;
	uint8_t st;
	uint8_t traffic_class;
	uint16_t ether_type;
	uint8_t prio;
	uint8_t dei;
	uint16_t vid;
	uint32_t next_rcv_psn;
	uint32_t next_send_psn;
	uint16_t pkey;
	uint32_t remote_qpn;
	uint8_t rnr_retry;
	uint8_t retry_count;
	uint16_t remote_mac_47_32;
	uint32_t remote_mac_31_0;
	uint8_t remote_ip[16];
	uint16_t fpga_mac_47_32;
	uint32_t fpga_mac_31_0;
	uint8_t fpga_ip[16];
};

#define MLX5CTL_PRM_FPGA_QPC_BYTES 96
void mlx5ctl_prm_fpga_qpc_encode(const struct mlx5ctl_prm_fpga_qpc *s, void *buf);
void mlx5ctl_prm_fpga_qpc_decode(struct mlx5ctl_prm_fpga_qpc *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fpga_qpc_desc;

/* FPGA_QUERY_QP_COUNTERS inbox (0x10 bytes) */
struct mlx5ctl_prm_fpga_query_qp_counters_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint8_t clear;
	uint32_t fpga_qpn;
};

#define MLX5CTL_PRM_FPGA_QUERY_QP_COUNTERS_IN_BYTES 16
void mlx5ctl_prm_fpga_query_qp_counters_in_encode(const struct mlx5ctl_prm_fpga_query_qp_counters_in *s, void *buf);
void mlx5ctl_prm_fpga_query_qp_counters_in_decode(struct mlx5ctl_prm_fpga_query_qp_counters_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fpga_query_qp_counters_in_desc;

/* FPGA_QUERY_QP_COUNTERS outbox (0x70 bytes) */
struct mlx5ctl_prm_fpga_query_qp_counters_out {
	uint8_t status;
	uint32_t syndrome;
	uint64_t rx_ack_packets;
	uint64_t rx_send_packets;
	uint64_t tx_ack_packets;
	uint64_t tx_send_packets;
	uint64_t rx_total_drop;
};

#define MLX5CTL_PRM_FPGA_QUERY_QP_COUNTERS_OUT_BYTES 112
void mlx5ctl_prm_fpga_query_qp_counters_out_encode(const struct mlx5ctl_prm_fpga_query_qp_counters_out *s, void *buf);
void mlx5ctl_prm_fpga_query_qp_counters_out_decode(struct mlx5ctl_prm_fpga_query_qp_counters_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fpga_query_qp_counters_out_desc;

/* FPGA_QUERY_QP inbox (0x10 bytes) */
struct mlx5ctl_prm_fpga_query_qp_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint32_t fpga_qpn;
};

#define MLX5CTL_PRM_FPGA_QUERY_QP_IN_BYTES 16
void mlx5ctl_prm_fpga_query_qp_in_encode(const struct mlx5ctl_prm_fpga_query_qp_in *s, void *buf);
void mlx5ctl_prm_fpga_query_qp_in_decode(struct mlx5ctl_prm_fpga_query_qp_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fpga_query_qp_in_desc;

/* FPGA_QUERY_QP outbox (0x70 bytes) */
struct mlx5ctl_prm_fpga_query_qp_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_fpga_qpc fpga_qpc;
};

#define MLX5CTL_PRM_FPGA_QUERY_QP_OUT_BYTES 112
void mlx5ctl_prm_fpga_query_qp_out_encode(const struct mlx5ctl_prm_fpga_query_qp_out *s, void *buf);
void mlx5ctl_prm_fpga_query_qp_out_decode(struct mlx5ctl_prm_fpga_query_qp_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fpga_query_qp_out_desc;

/* A range of GUIDs or MACs: the first one, how many, the step (0x10 bytes) */
struct mlx5ctl_prm_fs4_uid_entry {
	uint8_t step;
	uint8_t num_allocated;
	uint64_t uid;
};

#define MLX5CTL_PRM_FS4_UID_ENTRY_BYTES 16
void mlx5ctl_prm_fs4_uid_entry_encode(const struct mlx5ctl_prm_fs4_uid_entry *s, void *buf);
void mlx5ctl_prm_fs4_uid_entry_decode(struct mlx5ctl_prm_fs4_uid_entry *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fs4_uid_entry_desc;

/* GUIDs and MACs (0x20 bytes) */
struct mlx5ctl_prm_fs4_guids {
	struct mlx5ctl_prm_fs4_uid_entry guids;
	struct mlx5ctl_prm_fs4_uid_entry macs;
};

#define MLX5CTL_PRM_FS4_GUIDS_BYTES 32
void mlx5ctl_prm_fs4_guids_encode(const struct mlx5ctl_prm_fs4_guids *s, void *buf);
void mlx5ctl_prm_fs4_guids_decode(struct mlx5ctl_prm_fs4_guids *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fs4_guids_desc;

/* DEV_INFO section (the device data in use) (0x200 bytes) */
struct mlx5ctl_prm_fs4_dev_info {
	uint32_t signature0;
	uint32_t signature1;
	uint32_t signature2;
	uint32_t signature3;
	uint16_t major_version;
	uint8_t minor_version;
	struct mlx5ctl_prm_fs4_guids guids;
	uint16_t vsd_vendor_id;
	uint8_t vsd[208];
};

#define MLX5CTL_PRM_FS4_DEV_INFO_BYTES 512
void mlx5ctl_prm_fs4_dev_info_encode(const struct mlx5ctl_prm_fs4_dev_info *s, void *buf);
void mlx5ctl_prm_fs4_dev_info_decode(struct mlx5ctl_prm_fs4_dev_info *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fs4_dev_info_desc;

/* A hardware pointer (image start + 0x18, 16 of them): the pointer and its HW CRC (0x8 bytes) */
struct mlx5ctl_prm_fs4_hw_pointer {
	uint32_t ptr;
	uint16_t crc;
};

#define MLX5CTL_PRM_FS4_HW_POINTER_BYTES 8
void mlx5ctl_prm_fs4_hw_pointer_encode(const struct mlx5ctl_prm_fs4_hw_pointer *s, void *buf);
void mlx5ctl_prm_fs4_hw_pointer_decode(struct mlx5ctl_prm_fs4_hw_pointer *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fs4_hw_pointer_desc;

/*
 * A firmware version and its build time (the date in BCD, as MGIR); also ICMD GET_FW_INFO's (0x10
 * bytes)
 */
struct mlx5ctl_prm_fw_version_time {
	uint16_t major;
	uint16_t minor;
	uint16_t subminor;
	uint8_t seconds;
	uint8_t minutes;
	uint8_t hour;
	uint16_t year;
	uint8_t month;
	uint8_t day;
};

#define MLX5CTL_PRM_FW_VERSION_TIME_BYTES 16
void mlx5ctl_prm_fw_version_time_encode(const struct mlx5ctl_prm_fw_version_time *s, void *buf);
void mlx5ctl_prm_fw_version_time_decode(struct mlx5ctl_prm_fw_version_time *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fw_version_time_desc;

/* IMAGE_INFO section (0x400 bytes) */
struct mlx5ctl_prm_fs4_image_info {
	uint8_t major_version;
	uint8_t minor_version;
	uint8_t secure_fw;
	uint8_t signed_fw;
	uint8_t debug_fw;
	uint8_t mcc_en;
	struct mlx5ctl_prm_fw_version_time fw_version;
	uint16_t pci_device_id;
	uint16_t pci_vendor_id;
	uint16_t pci_subsystem_id;
	uint16_t pci_sub_vendor_id;
	uint8_t psid[16];
	uint16_t vsd_vendor_id;
	uint8_t vsd[208];
	uint8_t run_from_any;
	uint8_t log_step;
	uint32_t max_size;
	uint32_t supported_hw_id0;
	uint32_t supported_hw_id1;
	uint32_t supported_hw_id2;
	uint32_t supported_hw_id3;
	uint8_t prod_ver[16];
	uint8_t description[256];
	uint8_t name[64];
	uint8_t prs_name[128];
};

#define MLX5CTL_PRM_FS4_IMAGE_INFO_BYTES 1024
void mlx5ctl_prm_fs4_image_info_encode(const struct mlx5ctl_prm_fs4_image_info *s, void *buf);
void mlx5ctl_prm_fs4_image_info_decode(struct mlx5ctl_prm_fs4_image_info *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fs4_image_info_desc;

/* MFG_INFO section (the manufacturing data) (0x140 bytes) */
struct mlx5ctl_prm_fs4_mfg_info {
	uint8_t psid[16];
	uint8_t major_version;
	uint8_t minor_version;
	uint8_t guids_override_en;
	struct mlx5ctl_prm_fs4_guids guids;
};

#define MLX5CTL_PRM_FS4_MFG_INFO_BYTES 320
void mlx5ctl_prm_fs4_mfg_info_encode(const struct mlx5ctl_prm_fs4_mfg_info *s, void *buf);
void mlx5ctl_prm_fs4_mfg_info_decode(struct mlx5ctl_prm_fs4_mfg_info *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fs4_mfg_info_desc;

/* ITOC / DTOC entry: one section (0x20 bytes) */
struct mlx5ctl_prm_fs4_toc_entry {
	uint8_t type;
	uint32_t size;
	uint8_t zipped_image;
	uint8_t cache_line_crc;
	uint32_t param0;
	uint32_t param1;
	uint8_t relative_addr;
	uint32_t flash_addr;
	uint8_t crc;
	uint16_t section_crc;
	uint16_t itoc_entry_crc;
};

#define MLX5CTL_PRM_FS4_TOC_ENTRY_BYTES 32
void mlx5ctl_prm_fs4_toc_entry_encode(const struct mlx5ctl_prm_fs4_toc_entry *s, void *buf);
void mlx5ctl_prm_fs4_toc_entry_decode(struct mlx5ctl_prm_fs4_toc_entry *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fs4_toc_entry_desc;

/* ITOC / DTOC header (0x20 bytes) */
struct mlx5ctl_prm_fs4_toc_header {
	uint32_t signature0;
	uint32_t signature1;
	uint32_t signature2;
	uint32_t signature3;
	uint8_t flash_layout_version;
	uint8_t version;
	uint16_t itoc_entry_crc;
};

#define MLX5CTL_PRM_FS4_TOC_HEADER_BYTES 32
void mlx5ctl_prm_fs4_toc_header_encode(const struct mlx5ctl_prm_fs4_toc_header *s, void *buf);
void mlx5ctl_prm_fs4_toc_header_decode(struct mlx5ctl_prm_fs4_toc_header *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fs4_toc_header_desc;

/* Tools area (pointed to by the tools pointer) (0x40 bytes) */
struct mlx5ctl_prm_fs4_tools_area {
	uint8_t major;
	uint8_t minor;
	uint16_t log2_img_slot_size;
	uint8_t bin_ver_major;
	uint8_t bin_ver_minor;
	uint16_t crc;
};

#define MLX5CTL_PRM_FS4_TOOLS_AREA_BYTES 64
void mlx5ctl_prm_fs4_tools_area_encode(const struct mlx5ctl_prm_fs4_tools_area *s, void *buf);
void mlx5ctl_prm_fs4_tools_area_decode(struct mlx5ctl_prm_fs4_tools_area *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fs4_tools_area_desc;

/*
 * The emulated card's firmware image header (big-endian); payload_size bytes follow (0x100 bytes)
 */
struct mlx5ctl_prm_fwimage_hdr {
	uint32_t magic;
	uint16_t format_version;
	uint16_t header_size;
	uint32_t flags;
	uint16_t device_id;
	uint8_t psid[16];
	uint32_t version;
	uint32_t payload_size;
	uint16_t year;
	uint8_t month;
	uint8_t day;
	uint16_t hour;
	uint8_t version_string[64];
	uint8_t digest[32];
	uint32_t key_id;
	uint8_t signature[32];
};

#define MLX5CTL_PRM_FWIMAGE_HDR_BYTES 256
void mlx5ctl_prm_fwimage_hdr_encode(const struct mlx5ctl_prm_fwimage_hdr *s, void *buf);
void mlx5ctl_prm_fwimage_hdr_decode(struct mlx5ctl_prm_fwimage_hdr *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fwimage_hdr_desc;

/*
 * The emulated card's firmware store (its backing file): the running image, then the pending one
 * (0x20 bytes)
 */
struct mlx5ctl_prm_fwstate_hdr {
	uint32_t magic;
	uint32_t format_version;
	uint32_t running_size;
	uint32_t pending_size;
};

#define MLX5CTL_PRM_FWSTATE_HDR_BYTES 32
void mlx5ctl_prm_fwstate_hdr_encode(const struct mlx5ctl_prm_fwstate_hdr *s, void *buf);
void mlx5ctl_prm_fwstate_hdr_decode(struct mlx5ctl_prm_fwstate_hdr *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fwstate_hdr_desc;

/* The inbox of every general object command (0x10 bytes) */
struct mlx5ctl_prm_general_obj_in_cmd_hdr {
	uint16_t opcode;
	uint16_t uid;
	uint16_t vhca_tunnel_id;
	uint16_t obj_type;
	uint32_t obj_id;
	uint32_t op_param;
};

#define MLX5CTL_PRM_GENERAL_OBJ_IN_CMD_HDR_BYTES 16
void mlx5ctl_prm_general_obj_in_cmd_hdr_encode(const struct mlx5ctl_prm_general_obj_in_cmd_hdr *s, void *buf);
void mlx5ctl_prm_general_obj_in_cmd_hdr_decode(struct mlx5ctl_prm_general_obj_in_cmd_hdr *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_general_obj_in_cmd_hdr_desc;

/* The outbox header of every general object command (0x10 bytes) */
struct mlx5ctl_prm_general_obj_out_cmd_hdr {
	uint8_t status;
	uint32_t syndrome;
	uint32_t obj_id;
};

#define MLX5CTL_PRM_GENERAL_OBJ_OUT_CMD_HDR_BYTES 16
void mlx5ctl_prm_general_obj_out_cmd_hdr_encode(const struct mlx5ctl_prm_general_obj_out_cmd_hdr *s, void *buf);
void mlx5ctl_prm_general_obj_out_cmd_hdr_decode(struct mlx5ctl_prm_general_obj_out_cmd_hdr *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_general_obj_out_cmd_hdr_desc;

/* HCA vport context (0x200 bytes) */
struct mlx5ctl_prm_hca_vport_context {
	uint32_t field_select;
	uint8_t sm_virt_aware;
	uint8_t has_smi;
	uint8_t has_raw;
	uint8_t grh_required;
	uint8_t num_port_plane;
	uint8_t port_physical_state;
	uint8_t vport_state_policy;
	uint8_t port_state;
	uint8_t vport_state;
	uint64_t system_image_guid;
	uint64_t port_guid;
	uint64_t node_guid;
	uint32_t cap_mask1;
	uint32_t cap_mask1_field_select;
	uint32_t cap_mask2;
	uint32_t cap_mask2_field_select;
	uint16_t lid;
	uint8_t init_type_reply;
	uint8_t lmc;
	uint8_t subnet_timeout;
	uint16_t sm_lid;
	uint8_t sm_sl;
	uint16_t qkey_violation_counter;
	uint16_t pkey_violation_counter;
};

#define MLX5CTL_PRM_HCA_VPORT_CONTEXT_BYTES 512
void mlx5ctl_prm_hca_vport_context_encode(const struct mlx5ctl_prm_hca_vport_context *s, void *buf);
void mlx5ctl_prm_hca_vport_context_decode(struct mlx5ctl_prm_hca_vport_context *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_hca_vport_context_desc;

/* Firmware health buffer inside the initialization segment (0x40 bytes) */
struct mlx5ctl_prm_health_buffer {
	uint8_t assert_var[24];
	uint32_t assert_existptr;
	uint32_t assert_callra;
	uint32_t time;
	uint32_t fw_version;
	uint32_t hw_id;
	uint8_t rfr;
	uint8_t valid;
	uint8_t severity;
	uint8_t irisc_index;
	uint8_t synd;
	uint16_t ext_synd;
};

#define MLX5CTL_PRM_HEALTH_BUFFER_BYTES 64
void mlx5ctl_prm_health_buffer_encode(const struct mlx5ctl_prm_health_buffer *s, void *buf);
void mlx5ctl_prm_health_buffer_decode(struct mlx5ctl_prm_health_buffer *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_health_buffer_desc;

/* HOST_ENDIANNESS register (0x10 bytes) */
struct mlx5ctl_prm_host_endianness_reg {
	uint8_t he;
};

#define MLX5CTL_PRM_HOST_ENDIANNESS_REG_BYTES 16
void mlx5ctl_prm_host_endianness_reg_encode(const struct mlx5ctl_prm_host_endianness_reg *s, void *buf);
void mlx5ctl_prm_host_endianness_reg_decode(struct mlx5ctl_prm_host_endianness_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_host_endianness_reg_desc;

/* Host PF and VF parameters (eswitch functions) (0x40 bytes) */
struct mlx5ctl_prm_host_params_context {
	uint8_t host_number;
	uint8_t host_pf_not_exist;
	uint8_t host_pf_disabled;
	uint16_t host_num_of_vfs;
	uint16_t host_total_vfs;
	uint16_t host_pci_bus;
	uint16_t host_pci_device;
	uint16_t host_pci_function;
};

#define MLX5CTL_PRM_HOST_PARAMS_CONTEXT_BYTES 64
void mlx5ctl_prm_host_params_context_encode(const struct mlx5ctl_prm_host_params_context *s, void *buf);
void mlx5ctl_prm_host_params_context_decode(struct mlx5ctl_prm_host_params_context *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_host_params_context_desc;

/* PPCNT group InfiniBand extended port (0xf8 bytes) */
struct mlx5ctl_prm_ib_ext_port_cntrs_grp_data_layout {
	uint32_t port_xmit_data_high;
	uint32_t port_xmit_data_low;
	uint32_t port_rcv_data_high;
	uint32_t port_rcv_data_low;
	uint32_t port_xmit_pkts_high;
	uint32_t port_xmit_pkts_low;
	uint32_t port_rcv_pkts_high;
	uint32_t port_rcv_pkts_low;
	uint32_t port_unicast_xmit_pkts_high;
	uint32_t port_unicast_xmit_pkts_low;
	uint32_t port_multicast_xmit_pkts_high;
	uint32_t port_multicast_xmit_pkts_low;
	uint32_t port_unicast_rcv_pkts_high;
	uint32_t port_unicast_rcv_pkts_low;
	uint32_t port_multicast_rcv_pkts_high;
	uint32_t port_multicast_rcv_pkts_low;
};

#define MLX5CTL_PRM_IB_EXT_PORT_CNTRS_GRP_DATA_LAYOUT_BYTES 248
void mlx5ctl_prm_ib_ext_port_cntrs_grp_data_layout_encode(const struct mlx5ctl_prm_ib_ext_port_cntrs_grp_data_layout *s, void *buf);
void mlx5ctl_prm_ib_ext_port_cntrs_grp_data_layout_decode(struct mlx5ctl_prm_ib_ext_port_cntrs_grp_data_layout *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_ib_ext_port_cntrs_grp_data_layout_desc;

/* PPCNT group InfiniBand port (0x28 bytes) */
struct mlx5ctl_prm_ib_port_cntrs_grp_data_layout {
	uint16_t symbol_error_counter;
	uint8_t link_error_recovery_counter;
	uint8_t link_downed_counter;
	uint16_t port_rcv_errors;
	uint16_t port_rcv_remote_physical_errors;
	uint16_t port_rcv_switch_relay_errors;
	uint16_t port_xmit_discards;
	uint8_t port_xmit_constraint_errors;
	uint8_t port_rcv_constraint_errors;
	uint8_t link_overrun_errors;
	uint16_t vl_15_dropped;
	uint32_t port_xmit_wait;
};

#define MLX5CTL_PRM_IB_PORT_CNTRS_GRP_DATA_LAYOUT_BYTES 40
void mlx5ctl_prm_ib_port_cntrs_grp_data_layout_encode(const struct mlx5ctl_prm_ib_port_cntrs_grp_data_layout *s, void *buf);
void mlx5ctl_prm_ib_port_cntrs_grp_data_layout_decode(struct mlx5ctl_prm_ib_port_cntrs_grp_data_layout *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_ib_port_cntrs_grp_data_layout_desc;

/* ICMD control word (ICMD space address 0x0, one dword) (0x4 bytes) */
struct mlx5ctl_prm_icmd_ctrl {
	uint16_t opcode;
	uint8_t status;
	uint8_t exmb;
	uint8_t busy;
};

#define MLX5CTL_PRM_ICMD_CTRL_BYTES 4
void mlx5ctl_prm_icmd_ctrl_encode(const struct mlx5ctl_prm_icmd_ctrl *s, void *buf);
void mlx5ctl_prm_icmd_ctrl_decode(struct mlx5ctl_prm_icmd_ctrl *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_icmd_ctrl_desc;

/* GET_FW_INFO output (0x24 bytes) */
struct mlx5ctl_prm_icmd_get_fw_info {
	struct mlx5ctl_prm_fw_version_time fw_version;
	uint16_t hash_signature;
	uint8_t psid[16];
};

#define MLX5CTL_PRM_ICMD_GET_FW_INFO_BYTES 36
void mlx5ctl_prm_icmd_get_fw_info_encode(const struct mlx5ctl_prm_icmd_get_fw_info *s, void *buf);
void mlx5ctl_prm_icmd_get_fw_info_decode(struct mlx5ctl_prm_icmd_get_fw_info *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_icmd_get_fw_info_desc;

/* Operation TLV: the register access, its direction and status (0x10 bytes) */
struct mlx5ctl_prm_icmd_op_tlv {
	uint8_t type;
	uint16_t len;
	uint8_t dr;
	uint8_t status;
	uint16_t register_id;
	uint8_t r;
	uint8_t method;
	uint8_t class;
	uint64_t tid;
};

#define MLX5CTL_PRM_ICMD_OP_TLV_BYTES 16
void mlx5ctl_prm_icmd_op_tlv_encode(const struct mlx5ctl_prm_icmd_op_tlv *s, void *buf);
void mlx5ctl_prm_icmd_op_tlv_decode(struct mlx5ctl_prm_icmd_op_tlv *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_icmd_op_tlv_desc;

/* QUERY_CAP_GENERAL output (capability group 0) (0x8 bytes) */
struct mlx5ctl_prm_icmd_query_cap_general {
	uint8_t nv_access;
	uint8_t fw_info_psid;
	uint8_t allow_icmd_access_reg_on_all_registers;
	uint8_t mh_sync;
	uint8_t pcam_reg;
	uint8_t mcam_reg;
	uint8_t qcam_reg;
	uint8_t capi;
	uint8_t icmd_exmb;
	uint8_t virtual_link_down;
	uint8_t capability_groups;
	uint16_t num_of_diagnostic_counters;
};

#define MLX5CTL_PRM_ICMD_QUERY_CAP_GENERAL_BYTES 8
void mlx5ctl_prm_icmd_query_cap_general_encode(const struct mlx5ctl_prm_icmd_query_cap_general *s, void *buf);
void mlx5ctl_prm_icmd_query_cap_general_decode(struct mlx5ctl_prm_icmd_query_cap_general *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_icmd_query_cap_general_desc;

/* QUERY_CAP_GENERAL input (0x4 bytes) */
struct mlx5ctl_prm_icmd_query_cap_in {
	uint16_t capability_group;
};

#define MLX5CTL_PRM_ICMD_QUERY_CAP_IN_BYTES 4
void mlx5ctl_prm_icmd_query_cap_in_encode(const struct mlx5ctl_prm_icmd_query_cap_in *s, void *buf);
void mlx5ctl_prm_icmd_query_cap_in_decode(struct mlx5ctl_prm_icmd_query_cap_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_icmd_query_cap_in_desc;

/* Register TLV header; the register's bytes follow (0x4 bytes) */
struct mlx5ctl_prm_icmd_reg_tlv {
	uint8_t type;
	uint16_t len;
};

#define MLX5CTL_PRM_ICMD_REG_TLV_BYTES 4
void mlx5ctl_prm_icmd_reg_tlv_encode(const struct mlx5ctl_prm_icmd_reg_tlv *s, void *buf);
void mlx5ctl_prm_icmd_reg_tlv_decode(struct mlx5ctl_prm_icmd_reg_tlv *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_icmd_reg_tlv_desc;

/* INIT_HCA inbox (0x20 bytes) */
struct mlx5ctl_prm_init_hca_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint16_t sw_vhca_id;
	uint8_t sw_owner_id[16];
};

#define MLX5CTL_PRM_INIT_HCA_IN_BYTES 32
void mlx5ctl_prm_init_hca_in_encode(const struct mlx5ctl_prm_init_hca_in *s, void *buf);
void mlx5ctl_prm_init_hca_in_decode(struct mlx5ctl_prm_init_hca_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_init_hca_in_desc;

/* INIT_HCA outbox (0x10 bytes) */
struct mlx5ctl_prm_init_hca_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_INIT_HCA_OUT_BYTES 16
void mlx5ctl_prm_init_hca_out_encode(const struct mlx5ctl_prm_init_hca_out *s, void *buf);
void mlx5ctl_prm_init_hca_out_decode(struct mlx5ctl_prm_init_hca_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_init_hca_out_desc;

/*
 * The initialization segment at the start of BAR0 (device.h: struct mlx5_init_seg) (0x400c bytes)
 */
struct mlx5ctl_prm_initial_seg {
	uint16_t fw_rev_minor;
	uint16_t fw_rev_major;
	uint16_t cmd_interface_rev;
	uint16_t fw_rev_subminor;
	uint32_t cmdq_phy_addr_63_32;
	uint32_t cmdq_phy_addr_31_12;
	uint8_t nic_interface_msb;
	uint8_t nic_interface;
	uint8_t log_cmdq_size;
	uint8_t log_cmdq_stride;
	uint32_t command_doorbell_vector;
	uint8_t initializing;
	uint8_t fw_reset_supported;
	uint8_t nic_interface_supported;
	uint8_t embedded_cpu;
	struct mlx5ctl_prm_health_buffer health_buffer;
	uint32_t no_dram_nic_offset;
	uint32_t cmd_exec_to;
	uint32_t cmd_q_init_to;
	uint32_t internal_timer_h;
	uint32_t internal_timer_l;
	uint8_t clear_int;
	uint8_t health_syndrome;
	uint32_t health_counter;
	uint32_t real_time_h;
	uint32_t real_time_l;
};

#define MLX5CTL_PRM_INITIAL_SEG_BYTES 16396
void mlx5ctl_prm_initial_seg_encode(const struct mlx5ctl_prm_initial_seg *s, void *buf);
void mlx5ctl_prm_initial_seg_decode(struct mlx5ctl_prm_initial_seg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_initial_seg_desc;

/* LAG context (0x8 bytes) */
struct mlx5ctl_prm_lagc {
	uint8_t fdb_selection_mode;
	uint8_t port_select_mode;
	uint8_t lag_state;
	uint8_t active_port;
	uint8_t tx_remap_affinity_2;
	uint8_t tx_remap_affinity_1;
};

#define MLX5CTL_PRM_LAGC_BYTES 8
void mlx5ctl_prm_lagc_encode(const struct mlx5ctl_prm_lagc *s, void *buf);
void mlx5ctl_prm_lagc_decode(struct mlx5ctl_prm_lagc *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_lagc_desc;

/* A MAC address (0x8 bytes) */
struct mlx5ctl_prm_mac_address_layout {
	uint16_t mac_addr_47_32;
	uint32_t mac_addr_31_0;
};

#define MLX5CTL_PRM_MAC_ADDRESS_LAYOUT_BYTES 8
void mlx5ctl_prm_mac_address_layout_encode(const struct mlx5ctl_prm_mac_address_layout *s, void *buf);
void mlx5ctl_prm_mac_address_layout_decode(struct mlx5ctl_prm_mac_address_layout *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mac_address_layout_desc;

/* MANAGE_PAGES inbox, followed by input_num_entries page addresses (0x10 bytes) */
struct mlx5ctl_prm_manage_pages_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint8_t embedded_cpu_function;
	uint16_t function_id;
	uint32_t input_num_entries;
};

#define MLX5CTL_PRM_MANAGE_PAGES_IN_BYTES 16
void mlx5ctl_prm_manage_pages_in_encode(const struct mlx5ctl_prm_manage_pages_in *s, void *buf);
void mlx5ctl_prm_manage_pages_in_decode(struct mlx5ctl_prm_manage_pages_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_manage_pages_in_desc;

/* MANAGE_PAGES outbox, followed by output_num_entries page addresses (0x10 bytes) */
struct mlx5ctl_prm_manage_pages_out {
	uint8_t status;
	uint32_t syndrome;
	uint32_t output_num_entries;
};

#define MLX5CTL_PRM_MANAGE_PAGES_OUT_BYTES 16
void mlx5ctl_prm_manage_pages_out_encode(const struct mlx5ctl_prm_manage_pages_out *s, void *buf);
void mlx5ctl_prm_manage_pages_out_decode(struct mlx5ctl_prm_manage_pages_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_manage_pages_out_desc;

/* The first 16 bytes of every command inbox (0x10 bytes) */
struct mlx5ctl_prm_mbox_in_hdr {
	uint16_t opcode;
	uint16_t uid;
	uint16_t vhca_tunnel_id;
	uint16_t op_mod;
};

#define MLX5CTL_PRM_MBOX_IN_HDR_BYTES 16
void mlx5ctl_prm_mbox_in_hdr_encode(const struct mlx5ctl_prm_mbox_in_hdr *s, void *buf);
void mlx5ctl_prm_mbox_in_hdr_decode(struct mlx5ctl_prm_mbox_in_hdr *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mbox_in_hdr_desc;

/* The first 16 bytes of every command outbox (0x10 bytes) */
struct mlx5ctl_prm_mbox_out_hdr {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_MBOX_OUT_HDR_BYTES 16
void mlx5ctl_prm_mbox_out_hdr_encode(const struct mlx5ctl_prm_mbox_out_hdr *s, void *buf);
void mlx5ctl_prm_mbox_out_hdr_decode(struct mlx5ctl_prm_mbox_out_hdr *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mbox_out_hdr_desc;

/* MCAM access registers 0x9000-0x907f: bit i (from the LSB) = register 0x9000 + i (0x10 bytes) */
struct mlx5ctl_prm_mcam_access_reg {
	uint8_t mcda;
	uint8_t mcc;
	uint8_t mcqi;
	uint8_t mcqs;
	uint8_t regs_95_to_90;
	uint8_t mpir;
	uint8_t regs_88_to_87;
	uint8_t mpegc;
	uint8_t mtutc;
	uint32_t regs_84_to_68;
	uint8_t tracer_registers;
	uint32_t regs_63_to_46;
	uint8_t mrtc;
	uint8_t regs_44_to_41;
	uint8_t mfrl;
	uint8_t regs_39_to_32;
	uint32_t regs_31_to_11;
	uint8_t mtmp;
	uint16_t regs_9_to_0;
};

#define MLX5CTL_PRM_MCAM_ACCESS_REG_BYTES 16
void mlx5ctl_prm_mcam_access_reg_encode(const struct mlx5ctl_prm_mcam_access_reg *s, void *buf);
void mlx5ctl_prm_mcam_access_reg_decode(struct mlx5ctl_prm_mcam_access_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mcam_access_reg_desc;

/*
 * MCAM access registers 0x9100-0x917f (group 2): bit i (from the LSB) = register 0x9100 + i (0x10
 * bytes)
 */
struct mlx5ctl_prm_mcam_access_reg_bits2 {
	uint32_t regs_127_to_99;
	uint8_t mirc;
	uint8_t regs_97_to_96;
	uint16_t regs_95_to_87;
	uint8_t synce_registers;
	uint32_t regs_84_to_64;
	uint32_t regs_63_to_32;
	uint32_t regs_31_to_0;
};

#define MLX5CTL_PRM_MCAM_ACCESS_REG_BITS2_BYTES 16
void mlx5ctl_prm_mcam_access_reg_bits2_encode(const struct mlx5ctl_prm_mcam_access_reg_bits2 *s, void *buf);
void mlx5ctl_prm_mcam_access_reg_bits2_decode(struct mlx5ctl_prm_mcam_access_reg_bits2 *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mcam_access_reg_bits2_desc;

/* MCAM register (0x48 bytes) */
struct mlx5ctl_prm_mcam_reg {
	uint8_t feature_group;
	uint8_t access_reg_group;
	uint8_t mng_access_reg_cap_mask[16];
	uint8_t mng_feature_cap_mask[16];
};

#define MLX5CTL_PRM_MCAM_REG_BYTES 72
void mlx5ctl_prm_mcam_reg_encode(const struct mlx5ctl_prm_mcam_reg *s, void *buf);
void mlx5ctl_prm_mcam_reg_decode(struct mlx5ctl_prm_mcam_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mcam_reg_desc;

/* MCC register (0x20 bytes) */
struct mlx5ctl_prm_mcc_reg {
	uint16_t time_elapsed_since_last_cmd;
	uint8_t instruction;
	uint16_t component_index;
	uint32_t update_handle;
	uint8_t handle_owner_type;
	uint8_t handle_owner_host_id;
	uint8_t control_progress;
	uint8_t error_code;
	uint8_t control_state;
	uint32_t component_size;
};

#define MLX5CTL_PRM_MCC_REG_BYTES 32
void mlx5ctl_prm_mcc_reg_encode(const struct mlx5ctl_prm_mcc_reg *s, void *buf);
void mlx5ctl_prm_mcc_reg_decode(struct mlx5ctl_prm_mcc_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mcc_reg_desc;

/* MCDA register: size bytes of component data follow (0x10 bytes) */
struct mlx5ctl_prm_mcda_reg {
	uint32_t update_handle;
	uint32_t offset;
	uint16_t size;
};

#define MLX5CTL_PRM_MCDA_REG_BYTES 16
void mlx5ctl_prm_mcda_reg_encode(const struct mlx5ctl_prm_mcda_reg *s, void *buf);
void mlx5ctl_prm_mcda_reg_decode(struct mlx5ctl_prm_mcda_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mcda_reg_desc;

/* MCIA register (0x90 bytes) */
struct mlx5ctl_prm_mcia_reg {
	uint8_t l;
	uint8_t module;
	uint8_t status;
	uint8_t i2c_device_address;
	uint8_t page_number;
	uint16_t device_address;
	uint16_t size;
	uint8_t dwords[128];
};

#define MLX5CTL_PRM_MCIA_REG_BYTES 144
void mlx5ctl_prm_mcia_reg_encode(const struct mlx5ctl_prm_mcia_reg *s, void *buf);
void mlx5ctl_prm_mcia_reg_decode(struct mlx5ctl_prm_mcia_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mcia_reg_desc;

/* MCQI ACTIVATION_METHOD info (0x4 bytes) */
struct mlx5ctl_prm_mcqi_activation_method {
	uint8_t pending_server_ac_power_cycle;
	uint8_t pending_server_dc_power_cycle;
	uint8_t pending_server_reboot;
	uint8_t pending_fw_reset;
	uint8_t auto_activate;
	uint8_t all_hosts_sync;
	uint8_t device_hw_reset;
};

#define MLX5CTL_PRM_MCQI_ACTIVATION_METHOD_BYTES 4
void mlx5ctl_prm_mcqi_activation_method_encode(const struct mlx5ctl_prm_mcqi_activation_method *s, void *buf);
void mlx5ctl_prm_mcqi_activation_method_decode(struct mlx5ctl_prm_mcqi_activation_method *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mcqi_activation_method_desc;

/* MCQI CAPABILITIES info (0x14 bytes) */
struct mlx5ctl_prm_mcqi_cap {
	uint32_t supported_info_bitmask;
	uint32_t component_size;
	uint32_t max_component_size;
	uint8_t log_mcda_word_size;
	uint16_t mcda_max_write_size;
	uint8_t rd_en;
	uint8_t signed_updates_only;
	uint8_t match_chip_id;
	uint8_t match_psid;
	uint8_t check_user_timestamp;
	uint8_t match_base_guid_mac;
};

#define MLX5CTL_PRM_MCQI_CAP_BYTES 20
void mlx5ctl_prm_mcqi_cap_encode(const struct mlx5ctl_prm_mcqi_cap *s, void *buf);
void mlx5ctl_prm_mcqi_cap_decode(struct mlx5ctl_prm_mcqi_cap *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mcqi_cap_desc;

/* MCQI register: the info (mcqi_info_type's layout) follows the header (0x18 bytes) */
struct mlx5ctl_prm_mcqi_reg {
	uint8_t read_pending_component;
	uint16_t component_index;
	uint8_t info_type;
	uint32_t info_size;
	uint32_t offset;
	uint16_t data_size;
};

#define MLX5CTL_PRM_MCQI_REG_BYTES 24
void mlx5ctl_prm_mcqi_reg_encode(const struct mlx5ctl_prm_mcqi_reg *s, void *buf);
void mlx5ctl_prm_mcqi_reg_decode(struct mlx5ctl_prm_mcqi_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mcqi_reg_desc;

/* MCQI VERSION info (0x7c bytes) */
struct mlx5ctl_prm_mcqi_version {
	uint8_t build_time_valid;
	uint8_t user_defined_time_valid;
	uint8_t version_string_length;
	uint32_t version;
	uint64_t build_time;
	uint64_t user_defined_time;
	uint32_t build_tool_version;
	uint8_t version_string[92];
};

#define MLX5CTL_PRM_MCQI_VERSION_BYTES 124
void mlx5ctl_prm_mcqi_version_encode(const struct mlx5ctl_prm_mcqi_version *s, void *buf);
void mlx5ctl_prm_mcqi_version_decode(struct mlx5ctl_prm_mcqi_version *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mcqi_version_desc;

/* MCQS register (0x10 bytes) */
struct mlx5ctl_prm_mcqs_reg {
	uint8_t last_index_flag;
	uint8_t fw_device;
	uint16_t component_index;
	uint16_t identifier;
	uint8_t component_status;
	uint8_t component_update_state;
	uint8_t last_update_state_changer_type;
	uint8_t last_update_state_changer_host_id;
};

#define MLX5CTL_PRM_MCQS_REG_BYTES 16
void mlx5ctl_prm_mcqs_reg_encode(const struct mlx5ctl_prm_mcqs_reg *s, void *buf);
void mlx5ctl_prm_mcqs_reg_decode(struct mlx5ctl_prm_mcqs_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mcqs_reg_desc;

/* MFBA register (0x10c bytes) */
struct mlx5ctl_prm_mfba_reg {
	uint8_t add_cap_32b;
	uint8_t fs;
	uint16_t size;
	uint32_t address;
	uint8_t data[256];
};

#define MLX5CTL_PRM_MFBA_REG_BYTES 268
void mlx5ctl_prm_mfba_reg_encode(const struct mlx5ctl_prm_mfba_reg *s, void *buf);
void mlx5ctl_prm_mfba_reg_decode(struct mlx5ctl_prm_mfba_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mfba_reg_desc;

/* MFBE register (0xc bytes) */
struct mlx5ctl_prm_mfbe_reg {
	uint8_t add_cap_32b;
	uint8_t bulk_32kb_erase;
	uint8_t bulk_64kb_erase;
	uint8_t fs;
	uint32_t address;
};

#define MLX5CTL_PRM_MFBE_REG_BYTES 12
void mlx5ctl_prm_mfbe_reg_encode(const struct mlx5ctl_prm_mfbe_reg *s, void *buf);
void mlx5ctl_prm_mfbe_reg_decode(struct mlx5ctl_prm_mfbe_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mfbe_reg_desc;

/* MFPA register (0x20 bytes) */
struct mlx5ctl_prm_mfpa_reg {
	uint8_t add_cap_32b;
	uint8_t fs;
	uint32_t boot_address;
	uint8_t wip;
	uint8_t bulk_32kb_erase_en;
	uint8_t bulk_64kb_erase_en;
	uint8_t sector_wrp_en;
	uint8_t sub_sector_wrp_en;
	uint8_t flash_num;
	uint32_t jedec_id;
	uint8_t block_size;
	uint8_t block_alignment;
	uint16_t sector_size;
	uint32_t capability_mask;
};

#define MLX5CTL_PRM_MFPA_REG_BYTES 32
void mlx5ctl_prm_mfpa_reg_encode(const struct mlx5ctl_prm_mfpa_reg *s, void *buf);
void mlx5ctl_prm_mfpa_reg_decode(struct mlx5ctl_prm_mfpa_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mfpa_reg_desc;

/* MFRL register (0x8 bytes) */
struct mlx5ctl_prm_mfrl_reg {
	uint8_t pci_sync_for_fw_update_start;
	uint8_t pci_sync_for_fw_update_resp;
	uint8_t rst_type_sel;
	uint8_t pci_reset_req_method;
	uint8_t reset_state;
	uint8_t reset_type;
	uint8_t reset_level;
};

#define MLX5CTL_PRM_MFRL_REG_BYTES 8
void mlx5ctl_prm_mfrl_reg_encode(const struct mlx5ctl_prm_mfrl_reg *s, void *buf);
void mlx5ctl_prm_mfrl_reg_decode(struct mlx5ctl_prm_mfrl_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mfrl_reg_desc;

/* MGIR device information (0x1c bytes) */
struct mlx5ctl_prm_mgir_dev_info {
	uint8_t dev_branch_tag[28];
};

#define MLX5CTL_PRM_MGIR_DEV_INFO_BYTES 28
void mlx5ctl_prm_mgir_dev_info_encode(const struct mlx5ctl_prm_mgir_dev_info *s, void *buf);
void mlx5ctl_prm_mgir_dev_info_decode(struct mlx5ctl_prm_mgir_dev_info *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mgir_dev_info_desc;

/* MGIR firmware information (0x40 bytes) */
struct mlx5ctl_prm_mgir_fw_info {
	uint8_t dev_sc;
	uint8_t string_tlv;
	uint8_t dev;
	uint8_t debug;
	uint8_t signed_fw;
	uint8_t secured;
	uint8_t major;
	uint8_t minor;
	uint8_t sub_minor;
	uint32_t build_id;
	uint8_t month;
	uint8_t day;
	uint16_t year;
	uint16_t hour;
	uint8_t psid[16];
	uint32_t ini_file_version;
	uint32_t extended_major;
	uint32_t extended_minor;
	uint32_t extended_sub_minor;
	uint16_t disabled_tiles_bitmap;
	uint16_t isfu_major;
	uint8_t encryption;
	uint8_t sec_boot;
	uint8_t life_cycle;
};

#define MLX5CTL_PRM_MGIR_FW_INFO_BYTES 64
void mlx5ctl_prm_mgir_fw_info_encode(const struct mlx5ctl_prm_mgir_fw_info *s, void *buf);
void mlx5ctl_prm_mgir_fw_info_decode(struct mlx5ctl_prm_mgir_fw_info *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mgir_fw_info_desc;

/* MGIR hardware information (0x20 bytes) */
struct mlx5ctl_prm_mgir_hardware_info {
	uint16_t device_hw_revision;
	uint16_t device_id;
	uint8_t ib_mad_gen;
	uint16_t num_ports;
	uint8_t technology;
	uint8_t pvs;
	uint16_t hw_dev_id;
	uint8_t pci_switch_only_mode;
	uint8_t development;
	uint8_t ga_valid;
	uint8_t module_master_fw_default;
	uint8_t chip_type;
	uint8_t ga;
	uint16_t manufacturing_base_mac_47_32;
	uint32_t manufacturing_base_mac_31_0;
	uint32_t uptime;
};

#define MLX5CTL_PRM_MGIR_HARDWARE_INFO_BYTES 32
void mlx5ctl_prm_mgir_hardware_info_encode(const struct mlx5ctl_prm_mgir_hardware_info *s, void *buf);
void mlx5ctl_prm_mgir_hardware_info_decode(struct mlx5ctl_prm_mgir_hardware_info *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mgir_hardware_info_desc;

/* MGIR driver (software) information (0x20 bytes) */
struct mlx5ctl_prm_mgir_sw_info {
	uint8_t major;
	uint8_t minor;
	uint8_t sub_minor;
};

#define MLX5CTL_PRM_MGIR_SW_INFO_BYTES 32
void mlx5ctl_prm_mgir_sw_info_encode(const struct mlx5ctl_prm_mgir_sw_info *s, void *buf);
void mlx5ctl_prm_mgir_sw_info_decode(struct mlx5ctl_prm_mgir_sw_info *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mgir_sw_info_desc;

/* MGIR register (0xa0 bytes) */
struct mlx5ctl_prm_mgir_reg {
	struct mlx5ctl_prm_mgir_hardware_info hardware_info;
	struct mlx5ctl_prm_mgir_fw_info fw_info;
	struct mlx5ctl_prm_mgir_sw_info sw_info;
	struct mlx5ctl_prm_mgir_dev_info dev_info;
};

#define MLX5CTL_PRM_MGIR_REG_BYTES 160
void mlx5ctl_prm_mgir_reg_encode(const struct mlx5ctl_prm_mgir_reg *s, void *buf);
void mlx5ctl_prm_mgir_reg_decode(struct mlx5ctl_prm_mgir_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mgir_reg_desc;

/* MIRC register (0x8 bytes) */
struct mlx5ctl_prm_mirc_reg {
	uint8_t status_code;
};

#define MLX5CTL_PRM_MIRC_REG_BYTES 8
void mlx5ctl_prm_mirc_reg_encode(const struct mlx5ctl_prm_mirc_reg *s, void *buf);
void mlx5ctl_prm_mirc_reg_decode(struct mlx5ctl_prm_mirc_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mirc_reg_desc;

/* MNVDA register (0x10c bytes) */
struct mlx5ctl_prm_mnvda_reg {
	struct mlx5ctl_prm_config_item configuration_item_header;
	uint8_t configuration_item_data[256];
};

#define MLX5CTL_PRM_MNVDA_REG_BYTES 268
void mlx5ctl_prm_mnvda_reg_encode(const struct mlx5ctl_prm_mnvda_reg *s, void *buf);
void mlx5ctl_prm_mnvda_reg_decode(struct mlx5ctl_prm_mnvda_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mnvda_reg_desc;

/* MNVGC register (0x10 bytes) */
struct mlx5ctl_prm_mnvgc_reg {
	uint8_t priv_nv_other_host;
	uint8_t nvda_read_current_settings;
	uint8_t nvda_read_factory_settings;
};

#define MLX5CTL_PRM_MNVGC_REG_BYTES 16
void mlx5ctl_prm_mnvgc_reg_encode(const struct mlx5ctl_prm_mnvgc_reg *s, void *buf);
void mlx5ctl_prm_mnvgc_reg_decode(struct mlx5ctl_prm_mnvgc_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mnvgc_reg_desc;

/* MNVIA register (no fields the model reads) (0x8 bytes) */
struct mlx5ctl_prm_mnvia_reg {
	uint8_t unused_;
};

#define MLX5CTL_PRM_MNVIA_REG_BYTES 8
void mlx5ctl_prm_mnvia_reg_encode(const struct mlx5ctl_prm_mnvia_reg *s, void *buf);
void mlx5ctl_prm_mnvia_reg_decode(struct mlx5ctl_prm_mnvia_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mnvia_reg_desc;

/* MNVQC register (0x8 bytes) */
struct mlx5ctl_prm_mnvqc_reg {
	uint8_t type[4];
	uint8_t version;
	uint8_t support_wr;
	uint8_t support_rd;
};

#define MLX5CTL_PRM_MNVQC_REG_BYTES 8
void mlx5ctl_prm_mnvqc_reg_encode(const struct mlx5ctl_prm_mnvqc_reg *s, void *buf);
void mlx5ctl_prm_mnvqc_reg_decode(struct mlx5ctl_prm_mnvqc_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mnvqc_reg_desc;

/* MQIS register (0x18 bytes) */
struct mlx5ctl_prm_mqis_reg {
	uint8_t info_type;
	uint16_t info_length;
	uint16_t read_offset;
	uint16_t read_length;
	uint8_t info_string[8];
};

#define MLX5CTL_PRM_MQIS_REG_BYTES 24
void mlx5ctl_prm_mqis_reg_encode(const struct mlx5ctl_prm_mqis_reg *s, void *buf);
void mlx5ctl_prm_mqis_reg_decode(struct mlx5ctl_prm_mqis_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mqis_reg_desc;

/* MTCAP register (0x10 bytes) */
struct mlx5ctl_prm_mtcap_reg {
	uint8_t sensor_count;
	uint64_t sensor_map;
};

#define MLX5CTL_PRM_MTCAP_REG_BYTES 16
void mlx5ctl_prm_mtcap_reg_encode(const struct mlx5ctl_prm_mtcap_reg *s, void *buf);
void mlx5ctl_prm_mtcap_reg_decode(struct mlx5ctl_prm_mtcap_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mtcap_reg_desc;

/* MTMP register (0x20 bytes) */
struct mlx5ctl_prm_mtmp_reg {
	uint16_t sensor_index;
	uint16_t temperature;
	uint8_t mte;
	uint8_t mtr;
	uint16_t max_temperature;
	uint8_t tee;
	uint16_t temp_threshold_hi;
	uint16_t temp_threshold_lo;
	uint32_t sensor_name_hi;
	uint32_t sensor_name_lo;
};

#define MLX5CTL_PRM_MTMP_REG_BYTES 32
void mlx5ctl_prm_mtmp_reg_encode(const struct mlx5ctl_prm_mtmp_reg *s, void *buf);
void mlx5ctl_prm_mtmp_reg_decode(struct mlx5ctl_prm_mtmp_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mtmp_reg_desc;

/* NIC vport context (0x100 bytes) */
struct mlx5ctl_prm_nic_vport_context {
	uint8_t min_wqe_inline_mode;
	uint8_t disable_mc_local_lb;
	uint8_t disable_uc_local_lb;
	uint8_t roce_en;
	uint8_t arm_change_event;
	uint8_t event_on_mtu;
	uint8_t event_on_promisc_change;
	uint8_t event_on_vlan_change;
	uint8_t event_on_mc_address_change;
	uint8_t event_on_uc_address_change;
	uint8_t vhca_id_type;
	uint8_t affiliation_criteria;
	uint16_t affiliated_vhca_id;
	uint8_t sd_group;
	uint16_t mtu;
	uint64_t system_image_guid;
	uint64_t port_guid;
	uint64_t node_guid;
	uint16_t qkey_violation_counter;
	uint8_t promisc_uc;
	uint8_t promisc_mc;
	uint8_t promisc_all;
	uint8_t allowed_list_type;
	uint16_t allowed_list_size;
	struct mlx5ctl_prm_mac_address_layout permanent_address;
};

#define MLX5CTL_PRM_NIC_VPORT_CONTEXT_BYTES 256
void mlx5ctl_prm_nic_vport_context_encode(const struct mlx5ctl_prm_nic_vport_context *s, void *buf);
void mlx5ctl_prm_nic_vport_context_decode(struct mlx5ctl_prm_nic_vport_context *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nic_vport_context_desc;

/* NODE_DESC register (0x40 bytes) */
struct mlx5ctl_prm_node_desc_reg {
	uint8_t node_description[64];
};

#define MLX5CTL_PRM_NODE_DESC_REG_BYTES 64
void mlx5ctl_prm_node_desc_reg_encode(const struct mlx5ctl_prm_node_desc_reg *s, void *buf);
void mlx5ctl_prm_node_desc_reg_decode(struct mlx5ctl_prm_node_desc_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_node_desc_reg_desc;

/* NOP inbox (0x10 bytes) */
struct mlx5ctl_prm_nop_in {
	uint16_t opcode;
	uint16_t op_mod;
};

#define MLX5CTL_PRM_NOP_IN_BYTES 16
void mlx5ctl_prm_nop_in_encode(const struct mlx5ctl_prm_nop_in *s, void *buf);
void mlx5ctl_prm_nop_in_decode(struct mlx5ctl_prm_nop_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nop_in_desc;

/* NOP outbox (0x10 bytes) */
struct mlx5ctl_prm_nop_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_NOP_OUT_BYTES 16
void mlx5ctl_prm_nop_out_encode(const struct mlx5ctl_prm_nop_out *s, void *buf);
void mlx5ctl_prm_nop_out_decode(struct mlx5ctl_prm_nop_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nop_out_desc;

/* An NVMe-oF offload query inbox (layout not public) (0x10 bytes) */
struct mlx5ctl_prm_nvmf_query_in {
	uint16_t opcode;
	uint16_t uid;
	uint16_t op_mod;
};

#define MLX5CTL_PRM_NVMF_QUERY_IN_BYTES 16
void mlx5ctl_prm_nvmf_query_in_encode(const struct mlx5ctl_prm_nvmf_query_in *s, void *buf);
void mlx5ctl_prm_nvmf_query_in_decode(struct mlx5ctl_prm_nvmf_query_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nvmf_query_in_desc;

/* An NVMe-oF offload query outbox (layout not public) (0x10 bytes) */
struct mlx5ctl_prm_nvmf_query_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_NVMF_QUERY_OUT_BYTES 16
void mlx5ctl_prm_nvmf_query_out_encode(const struct mlx5ctl_prm_nvmf_query_out *s, void *buf);
void mlx5ctl_prm_nvmf_query_out_decode(struct mlx5ctl_prm_nvmf_query_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nvmf_query_out_desc;

/* ODP capabilities of one transport service (0x4 bytes) */
struct mlx5ctl_prm_odp_per_transport_service_cap {
	uint8_t send;
	uint8_t receive;
	uint8_t write;
	uint8_t read;
	uint8_t atomic;
	uint8_t srq_receive;
};

#define MLX5CTL_PRM_ODP_PER_TRANSPORT_SERVICE_CAP_BYTES 4
void mlx5ctl_prm_odp_per_transport_service_cap_encode(const struct mlx5ctl_prm_odp_per_transport_service_cap *s, void *buf);
void mlx5ctl_prm_odp_per_transport_service_cap_decode(struct mlx5ctl_prm_odp_per_transport_service_cap *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_odp_per_transport_service_cap_desc;

/* ODP capabilities of one page-fault scheme (0x40 bytes) */
struct mlx5ctl_prm_odp_scheme_cap {
	uint8_t sig;
	uint8_t page_prefetch;
	struct mlx5ctl_prm_odp_per_transport_service_cap rc_odp_caps;
	struct mlx5ctl_prm_odp_per_transport_service_cap uc_odp_caps;
	struct mlx5ctl_prm_odp_per_transport_service_cap ud_odp_caps;
	struct mlx5ctl_prm_odp_per_transport_service_cap xrc_odp_caps;
	struct mlx5ctl_prm_odp_per_transport_service_cap dc_odp_caps;
};

#define MLX5CTL_PRM_ODP_SCHEME_CAP_BYTES 64
void mlx5ctl_prm_odp_scheme_cap_encode(const struct mlx5ctl_prm_odp_scheme_cap *s, void *buf);
void mlx5ctl_prm_odp_scheme_cap_decode(struct mlx5ctl_prm_odp_scheme_cap *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_odp_scheme_cap_desc;

/* On-demand paging capabilities (capability type 0x2) (0x100 bytes) */
struct mlx5ctl_prm_odp_cap {
	struct mlx5ctl_prm_odp_scheme_cap transport_page_fault_scheme_cap;
	struct mlx5ctl_prm_odp_scheme_cap memory_page_fault_scheme_cap;
	uint8_t mem_page_fault;
};

#define MLX5CTL_PRM_ODP_CAP_BYTES 256
void mlx5ctl_prm_odp_cap_encode(const struct mlx5ctl_prm_odp_cap *s, void *buf);
void mlx5ctl_prm_odp_cap_decode(struct mlx5ctl_prm_odp_cap *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_odp_cap_desc;

/* Capabilities of another function (0x50 bytes) */
struct mlx5ctl_prm_other_hca_cap {
	uint8_t roce;
};

#define MLX5CTL_PRM_OTHER_HCA_CAP_BYTES 80
void mlx5ctl_prm_other_hca_cap_encode(const struct mlx5ctl_prm_other_hca_cap *s, void *buf);
void mlx5ctl_prm_other_hca_cap_decode(struct mlx5ctl_prm_other_hca_cap *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_other_hca_cap_desc;

/* A packet reformat context (0x8 bytes) */
struct mlx5ctl_prm_packet_reformat_context_in {
	uint8_t reformat_type;
	uint8_t reformat_param_0;
	uint16_t reformat_data_size;
	uint8_t reformat_param_1;
	uint16_t reformat_data;
};

#define MLX5CTL_PRM_PACKET_REFORMAT_CONTEXT_IN_BYTES 8
void mlx5ctl_prm_packet_reformat_context_in_encode(const struct mlx5ctl_prm_packet_reformat_context_in *s, void *buf);
void mlx5ctl_prm_packet_reformat_context_in_decode(struct mlx5ctl_prm_packet_reformat_context_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_packet_reformat_context_in_desc;

/* PAOS register (0x10 bytes) */
struct mlx5ctl_prm_paos_reg {
	uint8_t swid;
	uint8_t local_port;
	uint8_t admin_status;
	uint8_t oper_status;
	uint8_t ase;
	uint8_t ee;
	uint8_t e;
};

#define MLX5CTL_PRM_PAOS_REG_BYTES 16
void mlx5ctl_prm_paos_reg_encode(const struct mlx5ctl_prm_paos_reg *s, void *buf);
void mlx5ctl_prm_paos_reg_decode(struct mlx5ctl_prm_paos_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_paos_reg_desc;

/* PCAM enhanced features (0x10 bytes) */
struct mlx5ctl_prm_pcam_enhanced_features {
	uint8_t fec_100G_per_lane_in_pplm;
	uint8_t buffer_ownership;
	uint8_t fec_50G_per_lane_in_pplm;
	uint8_t rx_icrc_encapsulated_counter;
	uint8_t ptys_extended_ethernet;
	uint8_t pfcc_mask;
	uint8_t per_lane_error_counters;
	uint8_t rx_buffer_fullness_counters;
	uint8_t ptys_connector_type;
	uint8_t ppcnt_discard_group;
	uint8_t ppcnt_statistical_group;
};

#define MLX5CTL_PRM_PCAM_ENHANCED_FEATURES_BYTES 16
void mlx5ctl_prm_pcam_enhanced_features_encode(const struct mlx5ctl_prm_pcam_enhanced_features *s, void *buf);
void mlx5ctl_prm_pcam_enhanced_features_decode(struct mlx5ctl_prm_pcam_enhanced_features *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_pcam_enhanced_features_desc;

/* PCAM access registers 0x5000-0x507f (bit i from the LSB: register 0x5000 + i) (0x10 bytes) */
struct mlx5ctl_prm_pcam_regs_5000_to_507f {
	uint32_t port_access_reg_cap_mask_127_to_96;
	uint32_t port_access_reg_cap_mask_95_to_64;
	uint32_t port_access_reg_cap_mask_63_to_36;
	uint8_t pplm;
	uint8_t port_access_reg_cap_mask_34_to_32;
	uint32_t port_access_reg_cap_mask_31_to_13;
	uint8_t pbmc;
	uint8_t pptb;
	uint8_t port_access_reg_cap_mask_10_to_09;
	uint8_t ppcnt;
	uint8_t port_access_reg_cap_mask_07_to_00;
};

#define MLX5CTL_PRM_PCAM_REGS_5000_TO_507F_BYTES 16
void mlx5ctl_prm_pcam_regs_5000_to_507f_encode(const struct mlx5ctl_prm_pcam_regs_5000_to_507f *s, void *buf);
void mlx5ctl_prm_pcam_regs_5000_to_507f_decode(struct mlx5ctl_prm_pcam_regs_5000_to_507f *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_pcam_regs_5000_to_507f_desc;

/* PCAM register (0x50 bytes) */
struct mlx5ctl_prm_pcam_reg {
	uint8_t feature_group;
	uint8_t access_reg_group;
	uint8_t port_access_reg_cap_mask[16];
	uint8_t feature_cap_mask[16];
};

#define MLX5CTL_PRM_PCAM_REG_BYTES 80
void mlx5ctl_prm_pcam_reg_encode(const struct mlx5ctl_prm_pcam_reg *s, void *buf);
void mlx5ctl_prm_pcam_reg_decode(struct mlx5ctl_prm_pcam_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_pcam_reg_desc;

/* PCAP register (0x14 bytes) */
struct mlx5ctl_prm_pcap_reg {
	uint8_t local_port;
	uint8_t port_capability_mask[16];
};

#define MLX5CTL_PRM_PCAP_REG_BYTES 20
void mlx5ctl_prm_pcap_reg_encode(const struct mlx5ctl_prm_pcap_reg *s, void *buf);
void mlx5ctl_prm_pcap_reg_decode(struct mlx5ctl_prm_pcap_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_pcap_reg_desc;

/* PDDR troubleshooting status, advanced debug opcode group (group_opcode 1) (0x4 bytes) */
struct mlx5ctl_prm_pddr_advanced_opcode {
	uint16_t advanced_opcode;
};

#define MLX5CTL_PRM_PDDR_ADVANCED_OPCODE_BYTES 4
void mlx5ctl_prm_pddr_advanced_opcode_encode(const struct mlx5ctl_prm_pddr_advanced_opcode *s, void *buf);
void mlx5ctl_prm_pddr_advanced_opcode_decode(struct mlx5ctl_prm_pddr_advanced_opcode *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_pddr_advanced_opcode_desc;

/* PDDR module information page (0xd0 bytes) */
struct mlx5ctl_prm_pddr_module_info {
	uint8_t cable_technology;
	uint8_t cable_breakout;
	uint8_t ext_ethernet_compliance_code;
	uint8_t ethernet_compliance_code;
	uint8_t cable_type;
	uint8_t cable_vendor;
	uint8_t cable_length;
	uint8_t cable_identifier;
	uint8_t cable_power_class;
	uint8_t max_power;
	uint8_t cable_rx_amp;
	uint8_t cable_rx_emphasis;
	uint8_t cable_tx_equalization;
	uint8_t cable_attenuation_25g;
	uint8_t cable_attenuation_12g;
	uint8_t cable_attenuation_7g;
	uint8_t cable_attenuation_5g;
	uint8_t cable_rx_post_emphasis;
	uint8_t rx_cdr_cap;
	uint8_t tx_cdr_cap;
	uint8_t rx_cdr_state;
	uint8_t tx_cdr_state;
	uint8_t vendor_name[16];
	uint8_t vendor_pn[16];
	uint32_t vendor_rev;
	uint32_t fw_version;
	uint8_t vendor_sn[16];
	uint16_t temperature;
	uint16_t voltage;
	uint16_t rx_power_lane0;
	uint16_t rx_power_lane1;
	uint16_t rx_power_lane2;
	uint16_t rx_power_lane3;
	uint16_t tx_power_lane0;
	uint16_t tx_power_lane1;
	uint16_t tx_power_lane2;
	uint16_t tx_power_lane3;
	uint16_t tx_bias_lane0;
	uint16_t tx_bias_lane1;
	uint16_t tx_bias_lane2;
	uint16_t tx_bias_lane3;
	uint16_t temperature_high_th;
	uint16_t temperature_low_th;
	uint16_t voltage_high_th;
	uint16_t voltage_low_th;
	uint8_t module_st;
	uint16_t smf_length;
	uint16_t wavelength;
	uint8_t monitor_cap_mask;
	uint8_t date_code[8];
	uint8_t connector_type;
	uint32_t vendor_oui;
};

#define MLX5CTL_PRM_PDDR_MODULE_INFO_BYTES 208
void mlx5ctl_prm_pddr_module_info_encode(const struct mlx5ctl_prm_pddr_module_info *s, void *buf);
void mlx5ctl_prm_pddr_module_info_decode(struct mlx5ctl_prm_pddr_module_info *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_pddr_module_info_desc;

/* PDDR troubleshooting status, monitor opcode group (0x4 bytes) */
struct mlx5ctl_prm_pddr_monitor_opcode {
	uint16_t monitor_opcode;
};

#define MLX5CTL_PRM_PDDR_MONITOR_OPCODE_BYTES 4
void mlx5ctl_prm_pddr_monitor_opcode_encode(const struct mlx5ctl_prm_pddr_monitor_opcode *s, void *buf);
void mlx5ctl_prm_pddr_monitor_opcode_decode(struct mlx5ctl_prm_pddr_monitor_opcode *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_pddr_monitor_opcode_desc;

/* PDDR operational information page (0xf8 bytes) */
struct mlx5ctl_prm_pddr_operation_info_page {
	uint8_t resilink_fec_ind;
	uint8_t proto_active;
	uint8_t neg_mode_active;
	uint8_t phy_mngr_fsm_state;
	uint8_t eth_an_fsm_state;
	uint8_t ib_phy_fsm_state;
	uint32_t phy_manager_link_enabled;
	uint32_t core_to_phy_link_enabled;
	uint32_t cable_proto_cap;
	uint32_t link_active;
	uint8_t pri_or_sec;
	uint16_t loopback_mode;
	uint16_t fec_mode_active;
	uint16_t fec_mode_request;
	uint16_t profile_fec_in_use;
	uint8_t eth_25g_50g_fec_support;
	uint8_t eth_100g_fec_support;
	uint32_t pd_link_enabled;
	uint32_t phy_hst_link_enabled;
	uint32_t eth_an_link_enabled;
	uint8_t link_health;
};

#define MLX5CTL_PRM_PDDR_OPERATION_INFO_PAGE_BYTES 248
void mlx5ctl_prm_pddr_operation_info_page_encode(const struct mlx5ctl_prm_pddr_operation_info_page *s, void *buf);
void mlx5ctl_prm_pddr_operation_info_page_decode(struct mlx5ctl_prm_pddr_operation_info_page *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_pddr_operation_info_page_desc;

/* PDDR troubleshooting information page (0xf8 bytes) */
struct mlx5ctl_prm_pddr_troubleshooting_page {
	uint16_t group_opcode;
	uint8_t status_opcode[4];
	uint8_t status_message[236];
};

#define MLX5CTL_PRM_PDDR_TROUBLESHOOTING_PAGE_BYTES 248
void mlx5ctl_prm_pddr_troubleshooting_page_encode(const struct mlx5ctl_prm_pddr_troubleshooting_page *s, void *buf);
void mlx5ctl_prm_pddr_troubleshooting_page_decode(struct mlx5ctl_prm_pddr_troubleshooting_page *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_pddr_troubleshooting_page_desc;

/* PDDR register (Port Diagnostics Database) (0x100 bytes) */
struct mlx5ctl_prm_pddr_reg {
	uint8_t module_ind_type;
	uint8_t local_port;
	uint8_t pnat;
	uint8_t lp_msb;
	uint8_t plane_ind;
	uint8_t port_type;
	uint8_t module_info_ext;
	uint8_t page_select;
	uint8_t page_data[248];
};

#define MLX5CTL_PRM_PDDR_REG_BYTES 256
void mlx5ctl_prm_pddr_reg_encode(const struct mlx5ctl_prm_pddr_reg *s, void *buf);
void mlx5ctl_prm_pddr_reg_decode(struct mlx5ctl_prm_pddr_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_pddr_reg_desc;

/* Ethernet offload capabilities (capability type 0x1) (0x100 bytes) */
struct mlx5ctl_prm_per_protocol_networking_offload_caps {
	uint8_t csum_cap;
	uint8_t vlan_cap;
	uint8_t lro_cap;
	uint8_t lro_psh_flag;
	uint8_t lro_time_stamp;
	uint8_t wqe_vlan_insert;
	uint8_t self_lb_en_modifiable;
	uint8_t max_lso_cap;
	uint8_t multi_pkt_send_wqe;
	uint8_t wqe_inline_mode;
	uint8_t rss_ind_tbl_cap;
	uint8_t reg_umr_sq;
	uint8_t scatter_fcs;
	uint8_t enhanced_multi_pkt_send_wqe;
	uint8_t tunnel_lso_const_out_ip_id;
	uint8_t tunnel_lro_gre;
	uint8_t tunnel_lro_vxlan;
	uint8_t tunnel_stateless_gre;
	uint8_t tunnel_stateless_vxlan;
	uint8_t swp;
	uint8_t swp_csum;
	uint8_t swp_lso;
	uint8_t cqe_checksum_full;
	uint8_t tunnel_stateless_geneve_tx;
	uint8_t tunnel_stateless_mpls_over_udp;
	uint8_t tunnel_stateless_mpls_over_gre;
	uint8_t tunnel_stateless_vxlan_gpe;
	uint8_t tunnel_stateless_ipv4_over_vxlan;
	uint8_t tunnel_stateless_ip_over_ip;
	uint8_t insert_trailer;
	uint8_t tunnel_stateless_ip_over_ip_rx;
	uint8_t tunnel_stateless_ip_over_ip_tx;
	uint8_t max_vxlan_udp_ports;
	uint8_t swp_csum_l4_partial;
	uint8_t max_geneve_opt_len;
	uint8_t tunnel_stateless_geneve_rx;
	uint16_t lro_min_mss_size;
	uint8_t lro_timer_supported_periods[16];
};

#define MLX5CTL_PRM_PER_PROTOCOL_NETWORKING_OFFLOAD_CAPS_BYTES 256
void mlx5ctl_prm_per_protocol_networking_offload_caps_encode(const struct mlx5ctl_prm_per_protocol_networking_offload_caps *s, void *buf);
void mlx5ctl_prm_per_protocol_networking_offload_caps_decode(struct mlx5ctl_prm_per_protocol_networking_offload_caps *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_per_protocol_networking_offload_caps_desc;

/* PPCNT group physical layer (0xf8 bytes) */
struct mlx5ctl_prm_phys_layer_cntrs {
	uint32_t time_since_last_clear_high;
	uint32_t time_since_last_clear_low;
	uint32_t symbol_errors_high;
	uint32_t symbol_errors_low;
	uint32_t sync_headers_errors_high;
	uint32_t sync_headers_errors_low;
	uint32_t edpl_bip_errors_lane0_high;
	uint32_t edpl_bip_errors_lane0_low;
	uint32_t edpl_bip_errors_lane1_high;
	uint32_t edpl_bip_errors_lane1_low;
	uint32_t edpl_bip_errors_lane2_high;
	uint32_t edpl_bip_errors_lane2_low;
	uint32_t edpl_bip_errors_lane3_high;
	uint32_t edpl_bip_errors_lane3_low;
	uint32_t fc_fec_corrected_blocks_lane0_high;
	uint32_t fc_fec_corrected_blocks_lane0_low;
	uint32_t fc_fec_corrected_blocks_lane1_high;
	uint32_t fc_fec_corrected_blocks_lane1_low;
	uint32_t fc_fec_corrected_blocks_lane2_high;
	uint32_t fc_fec_corrected_blocks_lane2_low;
	uint32_t fc_fec_corrected_blocks_lane3_high;
	uint32_t fc_fec_corrected_blocks_lane3_low;
	uint32_t fc_fec_uncorrectable_blocks_lane0_high;
	uint32_t fc_fec_uncorrectable_blocks_lane0_low;
	uint32_t fc_fec_uncorrectable_blocks_lane1_high;
	uint32_t fc_fec_uncorrectable_blocks_lane1_low;
	uint32_t fc_fec_uncorrectable_blocks_lane2_high;
	uint32_t fc_fec_uncorrectable_blocks_lane2_low;
	uint32_t fc_fec_uncorrectable_blocks_lane3_high;
	uint32_t fc_fec_uncorrectable_blocks_lane3_low;
	uint32_t rs_fec_corrected_blocks_high;
	uint32_t rs_fec_corrected_blocks_low;
	uint32_t rs_fec_uncorrectable_blocks_high;
	uint32_t rs_fec_uncorrectable_blocks_low;
	uint32_t rs_fec_no_errors_blocks_high;
	uint32_t rs_fec_no_errors_blocks_low;
	uint32_t rs_fec_single_error_blocks_high;
	uint32_t rs_fec_single_error_blocks_low;
	uint32_t rs_fec_corrected_symbols_total_high;
	uint32_t rs_fec_corrected_symbols_total_low;
	uint32_t rs_fec_corrected_symbols_lane0_high;
	uint32_t rs_fec_corrected_symbols_lane0_low;
	uint32_t rs_fec_corrected_symbols_lane1_high;
	uint32_t rs_fec_corrected_symbols_lane1_low;
	uint32_t rs_fec_corrected_symbols_lane2_high;
	uint32_t rs_fec_corrected_symbols_lane2_low;
	uint32_t rs_fec_corrected_symbols_lane3_high;
	uint32_t rs_fec_corrected_symbols_lane3_low;
	uint32_t link_down_events;
	uint32_t successful_recovery_events;
};

#define MLX5CTL_PRM_PHYS_LAYER_CNTRS_BYTES 248
void mlx5ctl_prm_phys_layer_cntrs_encode(const struct mlx5ctl_prm_phys_layer_cntrs *s, void *buf);
void mlx5ctl_prm_phys_layer_cntrs_decode(struct mlx5ctl_prm_phys_layer_cntrs *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_phys_layer_cntrs_desc;

/* PPCNT group physical layer statistics (0xf8 bytes) */
struct mlx5ctl_prm_phys_layer_statistical_cntrs {
	uint32_t time_since_last_clear_high;
	uint32_t time_since_last_clear_low;
	uint32_t phy_received_bits_high;
	uint32_t phy_received_bits_low;
	uint32_t phy_symbol_errors_high;
	uint32_t phy_symbol_errors_low;
	uint32_t phy_corrected_bits_high;
	uint32_t phy_corrected_bits_low;
	uint32_t phy_corrected_bits_lane0_high;
	uint32_t phy_corrected_bits_lane0_low;
	uint32_t phy_corrected_bits_lane1_high;
	uint32_t phy_corrected_bits_lane1_low;
	uint32_t phy_corrected_bits_lane2_high;
	uint32_t phy_corrected_bits_lane2_low;
	uint32_t phy_corrected_bits_lane3_high;
	uint32_t phy_corrected_bits_lane3_low;
};

#define MLX5CTL_PRM_PHYS_LAYER_STATISTICAL_CNTRS_BYTES 248
void mlx5ctl_prm_phys_layer_statistical_cntrs_encode(const struct mlx5ctl_prm_phys_layer_statistical_cntrs *s, void *buf);
void mlx5ctl_prm_phys_layer_statistical_cntrs_decode(struct mlx5ctl_prm_phys_layer_statistical_cntrs *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_phys_layer_statistical_cntrs_desc;

/* A partition key (0x4 bytes) */
struct mlx5ctl_prm_pkey {
	uint16_t pkey;
};

#define MLX5CTL_PRM_PKEY_BYTES 4
void mlx5ctl_prm_pkey_encode(const struct mlx5ctl_prm_pkey *s, void *buf);
void mlx5ctl_prm_pkey_decode(struct mlx5ctl_prm_pkey *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_pkey_desc;

/* PMAOS register (0x10 bytes) */
struct mlx5ctl_prm_pmaos_reg {
	uint8_t module;
	uint8_t admin_status;
	uint8_t oper_status;
	uint8_t ase;
	uint8_t ee;
	uint8_t e;
};

#define MLX5CTL_PRM_PMAOS_REG_BYTES 16
void mlx5ctl_prm_pmaos_reg_encode(const struct mlx5ctl_prm_pmaos_reg *s, void *buf);
void mlx5ctl_prm_pmaos_reg_decode(struct mlx5ctl_prm_pmaos_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_pmaos_reg_desc;

/* PMLP: one lane's module mapping (PRM; a plain u32 in mlx5_ifc.h) (0x4 bytes) */
struct mlx5ctl_prm_pmlp_lane {
	uint8_t rx_lane;
	uint8_t tx_lane;
	uint8_t slot_index;
	uint8_t module;
};

#define MLX5CTL_PRM_PMLP_LANE_BYTES 4
void mlx5ctl_prm_pmlp_lane_encode(const struct mlx5ctl_prm_pmlp_lane *s, void *buf);
void mlx5ctl_prm_pmlp_lane_decode(struct mlx5ctl_prm_pmlp_lane *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_pmlp_lane_desc;

/* PMLP register (0x40 bytes) */
struct mlx5ctl_prm_pmlp_reg {
	uint8_t rxtx;
	uint8_t local_port;
	uint8_t width;
	struct mlx5ctl_prm_pmlp_lane lane0_module_mapping;
	struct mlx5ctl_prm_pmlp_lane lane1_module_mapping;
	struct mlx5ctl_prm_pmlp_lane lane2_module_mapping;
	struct mlx5ctl_prm_pmlp_lane lane3_module_mapping;
};

#define MLX5CTL_PRM_PMLP_REG_BYTES 64
void mlx5ctl_prm_pmlp_reg_encode(const struct mlx5ctl_prm_pmlp_reg *s, void *buf);
void mlx5ctl_prm_pmlp_reg_decode(struct mlx5ctl_prm_pmlp_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_pmlp_reg_desc;

/* PMTU register (0x10 bytes) */
struct mlx5ctl_prm_pmtu_reg {
	uint8_t local_port;
	uint16_t max_mtu;
	uint16_t admin_mtu;
	uint16_t oper_mtu;
};

#define MLX5CTL_PRM_PMTU_REG_BYTES 16
void mlx5ctl_prm_pmtu_reg_encode(const struct mlx5ctl_prm_pmtu_reg *s, void *buf);
void mlx5ctl_prm_pmtu_reg_decode(struct mlx5ctl_prm_pmtu_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_pmtu_reg_desc;

/* Port selection capabilities (capability type 0x25) (0x1000 bytes) */
struct mlx5ctl_prm_port_selection_cap {
	uint8_t port_select_flow_table;
	uint8_t port_select_flow_table_bypass;
	struct mlx5ctl_prm_flow_table_prop_layout flow_table_properties_port_selection;
	struct mlx5ctl_prm_flow_table_fields_supported_2 ft_field_support_2_port_selection;
};

#define MLX5CTL_PRM_PORT_SELECTION_CAP_BYTES 4096
void mlx5ctl_prm_port_selection_cap_encode(const struct mlx5ctl_prm_port_selection_cap *s, void *buf);
void mlx5ctl_prm_port_selection_cap_decode(struct mlx5ctl_prm_port_selection_cap *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_port_selection_cap_desc;

/* POSTPONE_CONNECTED_QP_TIMEOUT inbox (layout not public) (0x10 bytes) */
struct mlx5ctl_prm_postpone_connected_qp_timeout_in {
	uint16_t opcode;
	uint16_t uid;
	uint16_t op_mod;
};

#define MLX5CTL_PRM_POSTPONE_CONNECTED_QP_TIMEOUT_IN_BYTES 16
void mlx5ctl_prm_postpone_connected_qp_timeout_in_encode(const struct mlx5ctl_prm_postpone_connected_qp_timeout_in *s, void *buf);
void mlx5ctl_prm_postpone_connected_qp_timeout_in_decode(struct mlx5ctl_prm_postpone_connected_qp_timeout_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_postpone_connected_qp_timeout_in_desc;

/* POSTPONE_CONNECTED_QP_TIMEOUT outbox (layout not public) (0x10 bytes) */
struct mlx5ctl_prm_postpone_connected_qp_timeout_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_POSTPONE_CONNECTED_QP_TIMEOUT_OUT_BYTES 16
void mlx5ctl_prm_postpone_connected_qp_timeout_out_encode(const struct mlx5ctl_prm_postpone_connected_qp_timeout_out *s, void *buf);
void mlx5ctl_prm_postpone_connected_qp_timeout_out_decode(struct mlx5ctl_prm_postpone_connected_qp_timeout_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_postpone_connected_qp_timeout_out_desc;

/* PPCNT register (physical port counters) (0x100 bytes) */
struct mlx5ctl_prm_ppcnt_reg {
	uint8_t swid;
	uint8_t local_port;
	uint8_t pnat;
	uint8_t grp;
	uint8_t clr;
	uint8_t plane_ind;
	uint8_t prio_tc;
	uint8_t counter_set[248];
};

#define MLX5CTL_PRM_PPCNT_REG_BYTES 256
void mlx5ctl_prm_ppcnt_reg_encode(const struct mlx5ctl_prm_ppcnt_reg *s, void *buf);
void mlx5ctl_prm_ppcnt_reg_decode(struct mlx5ctl_prm_ppcnt_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_ppcnt_reg_desc;

/* PTYS register (0x40 bytes) */
struct mlx5ctl_prm_ptys_reg {
	uint8_t an_disable_admin;
	uint8_t an_disable_cap;
	uint8_t local_port;
	uint8_t plane_ind;
	uint8_t proto_mask;
	uint8_t an_status;
	uint16_t max_port_rate;
	uint16_t data_rate_oper;
	uint32_t ext_eth_proto_capability;
	uint32_t eth_proto_capability;
	uint16_t ib_link_width_capability;
	uint16_t ib_proto_capability;
	uint32_t ext_eth_proto_admin;
	uint32_t eth_proto_admin;
	uint16_t ib_link_width_admin;
	uint16_t ib_proto_admin;
	uint32_t ext_eth_proto_oper;
	uint32_t eth_proto_oper;
	uint16_t ib_link_width_oper;
	uint16_t ib_proto_oper;
	uint8_t connector_type;
	uint32_t eth_proto_lp_advertise;
};

#define MLX5CTL_PRM_PTYS_REG_BYTES 64
void mlx5ctl_prm_ptys_reg_encode(const struct mlx5ctl_prm_ptys_reg *s, void *buf);
void mlx5ctl_prm_ptys_reg_decode(struct mlx5ctl_prm_ptys_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_ptys_reg_desc;

/* QoS capabilities (capability type 0xc) (0x100 bytes) */
struct mlx5ctl_prm_qos_cap {
	uint8_t packet_pacing;
	uint8_t esw_scheduling;
	uint8_t esw_bw_share;
	uint8_t esw_rate_limit;
	uint8_t packet_pacing_burst_bound;
	uint8_t packet_pacing_typical_size;
	uint8_t nic_sq_scheduling;
	uint8_t nic_bw_share;
	uint8_t nic_rate_limit;
	uint8_t packet_pacing_uid;
	uint8_t log_esw_max_sched_depth;
	uint8_t log_max_qos_nic_queue_group;
	uint32_t packet_pacing_max_rate;
	uint32_t packet_pacing_min_rate;
	uint16_t packet_pacing_rate_table_size;
	uint16_t esw_element_type;
	uint16_t esw_tsar_type;
	uint16_t max_qos_para_vport;
	uint32_t max_tsar_bw_share;
	uint16_t nic_element_type;
	uint16_t nic_tsar_type;
	uint8_t log_meter_aso_granularity;
	uint8_t log_meter_aso_max_alloc;
	uint8_t log_max_num_meter_aso;
};

#define MLX5CTL_PRM_QOS_CAP_BYTES 256
void mlx5ctl_prm_qos_cap_encode(const struct mlx5ctl_prm_qos_cap *s, void *buf);
void mlx5ctl_prm_qos_cap_decode(struct mlx5ctl_prm_qos_cap *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_qos_cap_desc;

/* QP context extension (0xc0 bytes) */
struct mlx5ctl_prm_qp_context_extension {
	struct mlx5ctl_prm_cqe_error_syndrome error_syndrome;
};

#define MLX5CTL_PRM_QP_CONTEXT_EXTENSION_BYTES 192
void mlx5ctl_prm_qp_context_extension_encode(const struct mlx5ctl_prm_qp_context_extension *s, void *buf);
void mlx5ctl_prm_qp_context_extension_decode(struct mlx5ctl_prm_qp_context_extension *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_qp_context_extension_desc;

/* Queue pair context (0xe8 bytes) */
struct mlx5ctl_prm_qpc {
	uint8_t state;
	uint8_t lag_tx_port_affinity;
	uint8_t st;
	uint8_t isolate_vl_tc;
	uint8_t pm_state;
	uint8_t req_e2e_credit_mode;
	uint8_t offload_type;
	uint8_t end_padding_mode;
	uint8_t wq_signature;
	uint8_t block_lb_mc;
	uint8_t atomic_like_write_en;
	uint8_t latency_sensitive;
	uint8_t drain_sigerr;
	uint32_t pd;
	uint8_t mtu;
	uint8_t log_msg_max;
	uint8_t log_rq_size;
	uint8_t log_rq_stride;
	uint8_t no_sq;
	uint8_t log_sq_size;
	uint8_t retry_mode;
	uint8_t ts_format;
	uint8_t rlky;
	uint8_t ulp_stateless_offload_mode;
	uint8_t counter_set_id;
	uint32_t uar_page;
	uint32_t user_index;
	uint8_t log_page_size;
	uint32_t remote_qpn;
	struct mlx5ctl_prm_ads primary_address_path;
	struct mlx5ctl_prm_ads secondary_address_path;
	uint8_t log_ack_req_freq;
	uint8_t log_sra_max;
	uint8_t retry_count;
	uint8_t rnr_retry;
	uint8_t fre;
	uint8_t cur_rnr_retry;
	uint8_t cur_retry_count;
	uint32_t next_send_psn;
	uint8_t log_num_dci_stream_channels;
	uint32_t cqn_snd;
	uint8_t log_num_dci_errored_streams;
	uint32_t deth_sqpn;
	uint32_t last_acked_psn;
	uint32_t ssn;
	uint8_t log_rra_max;
	uint8_t atomic_mode;
	uint8_t rre;
	uint8_t rwe;
	uint8_t rae;
	uint8_t page_offset;
	uint8_t cd_slave_receive;
	uint8_t cd_slave_send;
	uint8_t cd_master;
	uint8_t min_rnr_nak;
	uint32_t next_rcv_psn;
	uint32_t xrcd;
	uint32_t cqn_rcv;
	uint64_t dbr_addr;
	uint32_t q_key;
	uint8_t rq_type;
	uint32_t srqn_rmpn_xrqn;
	uint32_t rmsn;
	uint16_t hw_sq_wqebb_counter;
	uint16_t sw_sq_wqebb_counter;
	uint32_t hw_rq_counter;
	uint32_t sw_rq_counter;
	uint8_t cgs;
	uint8_t cs_req;
	uint8_t cs_res;
	uint64_t dc_access_key;
	uint8_t dbr_umem_valid;
};

#define MLX5CTL_PRM_QPC_BYTES 232
void mlx5ctl_prm_qpc_encode(const struct mlx5ctl_prm_qpc *s, void *buf);
void mlx5ctl_prm_qpc_decode(struct mlx5ctl_prm_qpc *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_qpc_desc;

/* QP context extension, then the page list (0xc0 bytes) */
struct mlx5ctl_prm_qpc_extension_and_pas_list_in {
	struct mlx5ctl_prm_qp_context_extension qpc_data_extension;
};

#define MLX5CTL_PRM_QPC_EXTENSION_AND_PAS_LIST_IN_BYTES 192
void mlx5ctl_prm_qpc_extension_and_pas_list_in_encode(const struct mlx5ctl_prm_qpc_extension_and_pas_list_in *s, void *buf);
void mlx5ctl_prm_qpc_extension_and_pas_list_in_decode(struct mlx5ctl_prm_qpc_extension_and_pas_list_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_qpc_extension_and_pas_list_in_desc;

/* QUERY_ADAPTER inbox (0x10 bytes) */
struct mlx5ctl_prm_query_adapter_in {
	uint16_t opcode;
	uint16_t op_mod;
};

#define MLX5CTL_PRM_QUERY_ADAPTER_IN_BYTES 16
void mlx5ctl_prm_query_adapter_in_encode(const struct mlx5ctl_prm_query_adapter_in *s, void *buf);
void mlx5ctl_prm_query_adapter_in_decode(struct mlx5ctl_prm_query_adapter_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_adapter_in_desc;

/* Adapter identity (0x100 bytes) */
struct mlx5ctl_prm_query_adapter_param_block {
	uint32_t ieee_vendor_id;
	uint16_t vsd_vendor_id;
	uint8_t vsd[208];
	uint8_t vsd_contd_psid[16];
};

#define MLX5CTL_PRM_QUERY_ADAPTER_PARAM_BLOCK_BYTES 256
void mlx5ctl_prm_query_adapter_param_block_encode(const struct mlx5ctl_prm_query_adapter_param_block *s, void *buf);
void mlx5ctl_prm_query_adapter_param_block_decode(struct mlx5ctl_prm_query_adapter_param_block *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_adapter_param_block_desc;

/* QUERY_ADAPTER outbox (0x110 bytes) */
struct mlx5ctl_prm_query_adapter_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_query_adapter_param_block query_adapter_struct;
};

#define MLX5CTL_PRM_QUERY_ADAPTER_OUT_BYTES 272
void mlx5ctl_prm_query_adapter_out_encode(const struct mlx5ctl_prm_query_adapter_out *s, void *buf);
void mlx5ctl_prm_query_adapter_out_decode(struct mlx5ctl_prm_query_adapter_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_adapter_out_desc;

/* QUERY_BURST_SIZE inbox (layout not public) (0x10 bytes) */
struct mlx5ctl_prm_query_burst_size_in {
	uint16_t opcode;
	uint16_t uid;
	uint16_t op_mod;
};

#define MLX5CTL_PRM_QUERY_BURST_SIZE_IN_BYTES 16
void mlx5ctl_prm_query_burst_size_in_encode(const struct mlx5ctl_prm_query_burst_size_in *s, void *buf);
void mlx5ctl_prm_query_burst_size_in_decode(struct mlx5ctl_prm_query_burst_size_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_burst_size_in_desc;

/* QUERY_BURST_SIZE outbox (layout not public) (0x10 bytes) */
struct mlx5ctl_prm_query_burst_size_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_QUERY_BURST_SIZE_OUT_BYTES 16
void mlx5ctl_prm_query_burst_size_out_encode(const struct mlx5ctl_prm_query_burst_size_out *s, void *buf);
void mlx5ctl_prm_query_burst_size_out_decode(struct mlx5ctl_prm_query_burst_size_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_burst_size_out_desc;

/* QUERY_CONG_PARAMS inbox (0x10 bytes) */
struct mlx5ctl_prm_query_cong_params_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint8_t cong_protocol;
};

#define MLX5CTL_PRM_QUERY_CONG_PARAMS_IN_BYTES 16
void mlx5ctl_prm_query_cong_params_in_encode(const struct mlx5ctl_prm_query_cong_params_in *s, void *buf);
void mlx5ctl_prm_query_cong_params_in_decode(struct mlx5ctl_prm_query_cong_params_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_cong_params_in_desc;

/* QUERY_CONG_PARAMS outbox (0x110 bytes) */
struct mlx5ctl_prm_query_cong_params_out {
	uint8_t status;
	uint32_t syndrome;
	uint8_t congestion_parameters[256];
};

#define MLX5CTL_PRM_QUERY_CONG_PARAMS_OUT_BYTES 272
void mlx5ctl_prm_query_cong_params_out_encode(const struct mlx5ctl_prm_query_cong_params_out *s, void *buf);
void mlx5ctl_prm_query_cong_params_out_decode(struct mlx5ctl_prm_query_cong_params_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_cong_params_out_desc;

/* QUERY_CONG_STATISTICS inbox (0x10 bytes) */
struct mlx5ctl_prm_query_cong_statistics_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint8_t clear;
};

#define MLX5CTL_PRM_QUERY_CONG_STATISTICS_IN_BYTES 16
void mlx5ctl_prm_query_cong_statistics_in_encode(const struct mlx5ctl_prm_query_cong_statistics_in *s, void *buf);
void mlx5ctl_prm_query_cong_statistics_in_decode(struct mlx5ctl_prm_query_cong_statistics_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_cong_statistics_in_desc;

/* QUERY_CONG_STATISTICS outbox (0x110 bytes) */
struct mlx5ctl_prm_query_cong_statistics_out {
	uint8_t status;
	uint32_t syndrome;
	uint32_t rp_cur_flows;
	uint32_t sum_flows;
	uint32_t rp_cnp_ignored_high;
	uint32_t rp_cnp_ignored_low;
	uint32_t rp_cnp_handled_high;
	uint32_t rp_cnp_handled_low;
	uint32_t time_stamp_high;
	uint32_t time_stamp_low;
	uint32_t accumulators_period;
	uint32_t np_ecn_marked_roce_packets_high;
	uint32_t np_ecn_marked_roce_packets_low;
	uint32_t np_cnp_sent_high;
	uint32_t np_cnp_sent_low;
};

#define MLX5CTL_PRM_QUERY_CONG_STATISTICS_OUT_BYTES 272
void mlx5ctl_prm_query_cong_statistics_out_encode(const struct mlx5ctl_prm_query_cong_statistics_out *s, void *buf);
void mlx5ctl_prm_query_cong_statistics_out_decode(struct mlx5ctl_prm_query_cong_statistics_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_cong_statistics_out_desc;

/* QUERY_CONG_STATUS inbox (0x10 bytes) */
struct mlx5ctl_prm_query_cong_status_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint8_t priority;
	uint8_t cong_protocol;
};

#define MLX5CTL_PRM_QUERY_CONG_STATUS_IN_BYTES 16
void mlx5ctl_prm_query_cong_status_in_encode(const struct mlx5ctl_prm_query_cong_status_in *s, void *buf);
void mlx5ctl_prm_query_cong_status_in_decode(struct mlx5ctl_prm_query_cong_status_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_cong_status_in_desc;

/* QUERY_CONG_STATUS outbox (0x10 bytes) */
struct mlx5ctl_prm_query_cong_status_out {
	uint8_t status;
	uint32_t syndrome;
	uint8_t enable;
	uint8_t tag_enable;
};

#define MLX5CTL_PRM_QUERY_CONG_STATUS_OUT_BYTES 16
void mlx5ctl_prm_query_cong_status_out_encode(const struct mlx5ctl_prm_query_cong_status_out *s, void *buf);
void mlx5ctl_prm_query_cong_status_out_decode(struct mlx5ctl_prm_query_cong_status_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_cong_status_out_desc;

/* QUERY_CQ inbox (0x10 bytes) */
struct mlx5ctl_prm_query_cq_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint32_t cqn;
};

#define MLX5CTL_PRM_QUERY_CQ_IN_BYTES 16
void mlx5ctl_prm_query_cq_in_encode(const struct mlx5ctl_prm_query_cq_in *s, void *buf);
void mlx5ctl_prm_query_cq_in_decode(struct mlx5ctl_prm_query_cq_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_cq_in_desc;

/* QUERY_CQ outbox (0x110 bytes) */
struct mlx5ctl_prm_query_cq_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_cqc cq_context;
};

#define MLX5CTL_PRM_QUERY_CQ_OUT_BYTES 272
void mlx5ctl_prm_query_cq_out_encode(const struct mlx5ctl_prm_query_cq_out *s, void *buf);
void mlx5ctl_prm_query_cq_out_decode(struct mlx5ctl_prm_query_cq_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_cq_out_desc;

/* QUERY_DC_CNAK_TRACE inbox (layout not public) (0x10 bytes) */
struct mlx5ctl_prm_query_dc_cnak_trace_in {
	uint16_t opcode;
	uint16_t uid;
	uint16_t op_mod;
};

#define MLX5CTL_PRM_QUERY_DC_CNAK_TRACE_IN_BYTES 16
void mlx5ctl_prm_query_dc_cnak_trace_in_encode(const struct mlx5ctl_prm_query_dc_cnak_trace_in *s, void *buf);
void mlx5ctl_prm_query_dc_cnak_trace_in_decode(struct mlx5ctl_prm_query_dc_cnak_trace_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_dc_cnak_trace_in_desc;

/* QUERY_DC_CNAK_TRACE outbox (layout not public) (0x10 bytes) */
struct mlx5ctl_prm_query_dc_cnak_trace_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_QUERY_DC_CNAK_TRACE_OUT_BYTES 16
void mlx5ctl_prm_query_dc_cnak_trace_out_encode(const struct mlx5ctl_prm_query_dc_cnak_trace_out *s, void *buf);
void mlx5ctl_prm_query_dc_cnak_trace_out_decode(struct mlx5ctl_prm_query_dc_cnak_trace_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_dc_cnak_trace_out_desc;

/* QUERY_DCT inbox (0x10 bytes) */
struct mlx5ctl_prm_query_dct_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint32_t dctn;
};

#define MLX5CTL_PRM_QUERY_DCT_IN_BYTES 16
void mlx5ctl_prm_query_dct_in_encode(const struct mlx5ctl_prm_query_dct_in *s, void *buf);
void mlx5ctl_prm_query_dct_in_decode(struct mlx5ctl_prm_query_dct_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_dct_in_desc;

/* QUERY_DCT outbox (0x80 bytes) */
struct mlx5ctl_prm_query_dct_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_dctc dct_context_entry;
};

#define MLX5CTL_PRM_QUERY_DCT_OUT_BYTES 128
void mlx5ctl_prm_query_dct_out_encode(const struct mlx5ctl_prm_query_dct_out *s, void *buf);
void mlx5ctl_prm_query_dct_out_decode(struct mlx5ctl_prm_query_dct_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_dct_out_desc;

/* QUERY_DELAY_DROP_PARAMS inbox (0x10 bytes) */
struct mlx5ctl_prm_query_delay_drop_params_in {
	uint16_t opcode;
	uint16_t op_mod;
};

#define MLX5CTL_PRM_QUERY_DELAY_DROP_PARAMS_IN_BYTES 16
void mlx5ctl_prm_query_delay_drop_params_in_encode(const struct mlx5ctl_prm_query_delay_drop_params_in *s, void *buf);
void mlx5ctl_prm_query_delay_drop_params_in_decode(struct mlx5ctl_prm_query_delay_drop_params_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_delay_drop_params_in_desc;

/* QUERY_DELAY_DROP_PARAMS outbox (0x10 bytes) */
struct mlx5ctl_prm_query_delay_drop_params_out {
	uint8_t status;
	uint32_t syndrome;
	uint16_t delay_drop_timeout;
};

#define MLX5CTL_PRM_QUERY_DELAY_DROP_PARAMS_OUT_BYTES 16
void mlx5ctl_prm_query_delay_drop_params_out_encode(const struct mlx5ctl_prm_query_delay_drop_params_out *s, void *buf);
void mlx5ctl_prm_query_delay_drop_params_out_decode(struct mlx5ctl_prm_query_delay_drop_params_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_delay_drop_params_out_desc;

/* QUERY_DIAGNOSTIC_COUNTERS inbox (0x10 bytes) */
struct mlx5ctl_prm_query_diagnostic_counters_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint16_t num_of_samples;
	uint16_t sample_index;
};

#define MLX5CTL_PRM_QUERY_DIAGNOSTIC_COUNTERS_IN_BYTES 16
void mlx5ctl_prm_query_diagnostic_counters_in_encode(const struct mlx5ctl_prm_query_diagnostic_counters_in *s, void *buf);
void mlx5ctl_prm_query_diagnostic_counters_in_decode(struct mlx5ctl_prm_query_diagnostic_counters_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_diagnostic_counters_in_desc;

/* QUERY_DIAGNOSTIC_COUNTERS outbox: num_of_samples x num_of_counters entries (0x10 bytes) */
struct mlx5ctl_prm_query_diagnostic_counters_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_QUERY_DIAGNOSTIC_COUNTERS_OUT_BYTES 16
void mlx5ctl_prm_query_diagnostic_counters_out_encode(const struct mlx5ctl_prm_query_diagnostic_counters_out *s, void *buf);
void mlx5ctl_prm_query_diagnostic_counters_out_decode(struct mlx5ctl_prm_query_diagnostic_counters_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_diagnostic_counters_out_desc;

/* QUERY_DIAGNOSTIC_PARAMS inbox (0x10 bytes) */
struct mlx5ctl_prm_query_diagnostic_params_in {
	uint16_t opcode;
	uint16_t op_mod;
};

#define MLX5CTL_PRM_QUERY_DIAGNOSTIC_PARAMS_IN_BYTES 16
void mlx5ctl_prm_query_diagnostic_params_in_encode(const struct mlx5ctl_prm_query_diagnostic_params_in *s, void *buf);
void mlx5ctl_prm_query_diagnostic_params_in_decode(struct mlx5ctl_prm_query_diagnostic_params_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_diagnostic_params_in_desc;

/* QUERY_DIAGNOSTIC_PARAMS outbox (0x20 bytes) */
struct mlx5ctl_prm_query_diagnostic_params_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_diagnostic_params_context diagnostic_params_context;
};

#define MLX5CTL_PRM_QUERY_DIAGNOSTIC_PARAMS_OUT_BYTES 32
void mlx5ctl_prm_query_diagnostic_params_out_encode(const struct mlx5ctl_prm_query_diagnostic_params_out *s, void *buf);
void mlx5ctl_prm_query_diagnostic_params_out_decode(struct mlx5ctl_prm_query_diagnostic_params_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_diagnostic_params_out_desc;

/* QUERY_DRIVER_VERSION inbox (0x10 bytes) */
struct mlx5ctl_prm_query_driver_version_in {
	uint16_t opcode;
	uint16_t op_mod;
};

#define MLX5CTL_PRM_QUERY_DRIVER_VERSION_IN_BYTES 16
void mlx5ctl_prm_query_driver_version_in_encode(const struct mlx5ctl_prm_query_driver_version_in *s, void *buf);
void mlx5ctl_prm_query_driver_version_in_decode(struct mlx5ctl_prm_query_driver_version_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_driver_version_in_desc;

/* QUERY_DRIVER_VERSION outbox (0x50 bytes) */
struct mlx5ctl_prm_query_driver_version_out {
	uint8_t status;
	uint32_t syndrome;
	uint8_t driver_version[64];
};

#define MLX5CTL_PRM_QUERY_DRIVER_VERSION_OUT_BYTES 80
void mlx5ctl_prm_query_driver_version_out_encode(const struct mlx5ctl_prm_query_driver_version_out *s, void *buf);
void mlx5ctl_prm_query_driver_version_out_decode(struct mlx5ctl_prm_query_driver_version_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_driver_version_out_desc;

/* QUERY_EQ inbox (0x10 bytes) */
struct mlx5ctl_prm_query_eq_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint8_t eq_number;
};

#define MLX5CTL_PRM_QUERY_EQ_IN_BYTES 16
void mlx5ctl_prm_query_eq_in_encode(const struct mlx5ctl_prm_query_eq_in *s, void *buf);
void mlx5ctl_prm_query_eq_in_decode(struct mlx5ctl_prm_query_eq_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_eq_in_desc;

/* QUERY_EQ outbox (0x110 bytes) */
struct mlx5ctl_prm_query_eq_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_eqc eq_context_entry;
	uint64_t event_bitmask;
};

#define MLX5CTL_PRM_QUERY_EQ_OUT_BYTES 272
void mlx5ctl_prm_query_eq_out_encode(const struct mlx5ctl_prm_query_eq_out *s, void *buf);
void mlx5ctl_prm_query_eq_out_decode(struct mlx5ctl_prm_query_eq_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_eq_out_desc;

/* QUERY_ESW_FUNCTIONS inbox (0x10 bytes) */
struct mlx5ctl_prm_query_esw_functions_in {
	uint16_t opcode;
	uint16_t op_mod;
};

#define MLX5CTL_PRM_QUERY_ESW_FUNCTIONS_IN_BYTES 16
void mlx5ctl_prm_query_esw_functions_in_encode(const struct mlx5ctl_prm_query_esw_functions_in *s, void *buf);
void mlx5ctl_prm_query_esw_functions_in_decode(struct mlx5ctl_prm_query_esw_functions_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_esw_functions_in_desc;

/* QUERY_ESW_FUNCTIONS outbox (0x80 bytes) */
struct mlx5ctl_prm_query_esw_functions_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_host_params_context host_params_context;
};

#define MLX5CTL_PRM_QUERY_ESW_FUNCTIONS_OUT_BYTES 128
void mlx5ctl_prm_query_esw_functions_out_encode(const struct mlx5ctl_prm_query_esw_functions_out *s, void *buf);
void mlx5ctl_prm_query_esw_functions_out_decode(struct mlx5ctl_prm_query_esw_functions_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_esw_functions_out_desc;

/* QUERY_ESW_VPORT_CONTEXT inbox (0x10 bytes) */
struct mlx5ctl_prm_query_esw_vport_context_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint8_t other_vport;
	uint16_t vport_number;
};

#define MLX5CTL_PRM_QUERY_ESW_VPORT_CONTEXT_IN_BYTES 16
void mlx5ctl_prm_query_esw_vport_context_in_encode(const struct mlx5ctl_prm_query_esw_vport_context_in *s, void *buf);
void mlx5ctl_prm_query_esw_vport_context_in_decode(struct mlx5ctl_prm_query_esw_vport_context_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_esw_vport_context_in_desc;

/* QUERY_ESW_VPORT_CONTEXT outbox (0x110 bytes) */
struct mlx5ctl_prm_query_esw_vport_context_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_esw_vport_context esw_vport_context;
};

#define MLX5CTL_PRM_QUERY_ESW_VPORT_CONTEXT_OUT_BYTES 272
void mlx5ctl_prm_query_esw_vport_context_out_encode(const struct mlx5ctl_prm_query_esw_vport_context_out *s, void *buf);
void mlx5ctl_prm_query_esw_vport_context_out_decode(struct mlx5ctl_prm_query_esw_vport_context_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_esw_vport_context_out_desc;

/* QUERY_FLOW_COUNTER inbox (0x20 bytes) */
struct mlx5ctl_prm_query_flow_counter_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint8_t clear;
	uint16_t num_of_counters;
	uint32_t flow_counter_id;
};

#define MLX5CTL_PRM_QUERY_FLOW_COUNTER_IN_BYTES 32
void mlx5ctl_prm_query_flow_counter_in_encode(const struct mlx5ctl_prm_query_flow_counter_in *s, void *buf);
void mlx5ctl_prm_query_flow_counter_in_decode(struct mlx5ctl_prm_query_flow_counter_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_flow_counter_in_desc;

/* Packets and octets (0x10 bytes) */
struct mlx5ctl_prm_traffic_counter {
	uint64_t packets;
	uint64_t octets;
};

#define MLX5CTL_PRM_TRAFFIC_COUNTER_BYTES 16
void mlx5ctl_prm_traffic_counter_encode(const struct mlx5ctl_prm_traffic_counter *s, void *buf);
void mlx5ctl_prm_traffic_counter_decode(struct mlx5ctl_prm_traffic_counter *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_traffic_counter_desc;

/* QUERY_FLOW_COUNTER outbox (0x10 bytes) */
struct mlx5ctl_prm_query_flow_counter_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_QUERY_FLOW_COUNTER_OUT_BYTES 16
void mlx5ctl_prm_query_flow_counter_out_encode(const struct mlx5ctl_prm_query_flow_counter_out *s, void *buf);
void mlx5ctl_prm_query_flow_counter_out_decode(struct mlx5ctl_prm_query_flow_counter_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_flow_counter_out_desc;

/* QUERY_FLOW_GROUP inbox (0x40 bytes) */
struct mlx5ctl_prm_query_flow_group_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint8_t table_type;
	uint32_t table_id;
	uint32_t group_id;
};

#define MLX5CTL_PRM_QUERY_FLOW_GROUP_IN_BYTES 64
void mlx5ctl_prm_query_flow_group_in_encode(const struct mlx5ctl_prm_query_flow_group_in *s, void *buf);
void mlx5ctl_prm_query_flow_group_in_decode(struct mlx5ctl_prm_query_flow_group_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_flow_group_in_desc;

/* QUERY_FLOW_GROUP outbox (0x400 bytes) */
struct mlx5ctl_prm_query_flow_group_out {
	uint8_t status;
	uint32_t syndrome;
	uint32_t start_flow_index;
	uint32_t end_flow_index;
	uint8_t match_criteria_enable;
	struct mlx5ctl_prm_fte_match_param match_criteria;
};

#define MLX5CTL_PRM_QUERY_FLOW_GROUP_OUT_BYTES 1024
void mlx5ctl_prm_query_flow_group_out_encode(const struct mlx5ctl_prm_query_flow_group_out *s, void *buf);
void mlx5ctl_prm_query_flow_group_out_decode(struct mlx5ctl_prm_query_flow_group_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_flow_group_out_desc;

/* QUERY_FLOW_TABLE inbox (0x40 bytes) */
struct mlx5ctl_prm_query_flow_table_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint8_t table_type;
	uint32_t table_id;
};

#define MLX5CTL_PRM_QUERY_FLOW_TABLE_IN_BYTES 64
void mlx5ctl_prm_query_flow_table_in_encode(const struct mlx5ctl_prm_query_flow_table_in *s, void *buf);
void mlx5ctl_prm_query_flow_table_in_decode(struct mlx5ctl_prm_query_flow_table_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_flow_table_in_desc;

/* QUERY_FLOW_TABLE outbox (0x40 bytes) */
struct mlx5ctl_prm_query_flow_table_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_flow_table_context flow_table_context;
};

#define MLX5CTL_PRM_QUERY_FLOW_TABLE_OUT_BYTES 64
void mlx5ctl_prm_query_flow_table_out_encode(const struct mlx5ctl_prm_query_flow_table_out *s, void *buf);
void mlx5ctl_prm_query_flow_table_out_decode(struct mlx5ctl_prm_query_flow_table_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_flow_table_out_desc;

/* QUERY_FTE inbox (0x40 bytes) */
struct mlx5ctl_prm_query_fte_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint8_t table_type;
	uint32_t table_id;
	uint32_t flow_index;
};

#define MLX5CTL_PRM_QUERY_FTE_IN_BYTES 64
void mlx5ctl_prm_query_fte_in_encode(const struct mlx5ctl_prm_query_fte_in *s, void *buf);
void mlx5ctl_prm_query_fte_in_decode(struct mlx5ctl_prm_query_fte_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_fte_in_desc;

/* QUERY_FTE outbox (0x340 bytes) */
struct mlx5ctl_prm_query_fte_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_flow_context flow_context;
};

#define MLX5CTL_PRM_QUERY_FTE_OUT_BYTES 832
void mlx5ctl_prm_query_fte_out_encode(const struct mlx5ctl_prm_query_fte_out *s, void *buf);
void mlx5ctl_prm_query_fte_out_decode(struct mlx5ctl_prm_query_fte_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_fte_out_desc;

/* QUERY_HCA_CAP inbox (0x10 bytes) */
struct mlx5ctl_prm_query_hca_cap_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint8_t other_function;
	uint8_t ec_vf_function;
	uint16_t function_id;
};

#define MLX5CTL_PRM_QUERY_HCA_CAP_IN_BYTES 16
void mlx5ctl_prm_query_hca_cap_in_encode(const struct mlx5ctl_prm_query_hca_cap_in *s, void *buf);
void mlx5ctl_prm_query_hca_cap_in_decode(struct mlx5ctl_prm_query_hca_cap_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_hca_cap_in_desc;

/* RoCE capabilities (capability type 0x4) (0x100 bytes) */
struct mlx5ctl_prm_roce_cap {
	uint8_t roce_apm;
	uint8_t sw_r_roce_src_udp_port;
	uint8_t fl_rc_qp_when_roce_disabled;
	uint8_t fl_rc_qp_when_roce_enabled;
	uint8_t roce_cc_general;
	uint8_t qp_ooo_transmit_default;
	uint8_t qp_ts_format;
	uint8_t l3_type;
	uint8_t roce_version;
	uint16_t r_roce_dest_udp_port;
	uint16_t r_roce_max_src_udp_port;
	uint16_t r_roce_min_src_udp_port;
	uint16_t roce_address_table_size;
};

#define MLX5CTL_PRM_ROCE_CAP_BYTES 256
void mlx5ctl_prm_roce_cap_encode(const struct mlx5ctl_prm_roce_cap *s, void *buf);
void mlx5ctl_prm_roce_cap_decode(struct mlx5ctl_prm_roce_cap *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_roce_cap_desc;

/* QUERY_HCA_CAP outbox (0x1010 bytes) */
struct mlx5ctl_prm_query_hca_cap_out {
	uint8_t status;
	uint32_t syndrome;
	uint8_t capability[4096];
};

#define MLX5CTL_PRM_QUERY_HCA_CAP_OUT_BYTES 4112
void mlx5ctl_prm_query_hca_cap_out_encode(const struct mlx5ctl_prm_query_hca_cap_out *s, void *buf);
void mlx5ctl_prm_query_hca_cap_out_decode(struct mlx5ctl_prm_query_hca_cap_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_hca_cap_out_desc;

/* QUERY_HCA_VPORT_CONTEXT inbox (0x10 bytes) */
struct mlx5ctl_prm_query_hca_vport_context_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint8_t other_vport;
	uint8_t port_num;
	uint16_t vport_number;
};

#define MLX5CTL_PRM_QUERY_HCA_VPORT_CONTEXT_IN_BYTES 16
void mlx5ctl_prm_query_hca_vport_context_in_encode(const struct mlx5ctl_prm_query_hca_vport_context_in *s, void *buf);
void mlx5ctl_prm_query_hca_vport_context_in_decode(struct mlx5ctl_prm_query_hca_vport_context_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_hca_vport_context_in_desc;

/* QUERY_HCA_VPORT_CONTEXT outbox (0x210 bytes) */
struct mlx5ctl_prm_query_hca_vport_context_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_hca_vport_context hca_vport_context;
};

#define MLX5CTL_PRM_QUERY_HCA_VPORT_CONTEXT_OUT_BYTES 528
void mlx5ctl_prm_query_hca_vport_context_out_encode(const struct mlx5ctl_prm_query_hca_vport_context_out *s, void *buf);
void mlx5ctl_prm_query_hca_vport_context_out_decode(struct mlx5ctl_prm_query_hca_vport_context_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_hca_vport_context_out_desc;

/* QUERY_HCA_VPORT_GID inbox (0x10 bytes) */
struct mlx5ctl_prm_query_hca_vport_gid_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint8_t other_vport;
	uint8_t port_num;
	uint16_t vport_number;
	uint16_t gid_index;
};

#define MLX5CTL_PRM_QUERY_HCA_VPORT_GID_IN_BYTES 16
void mlx5ctl_prm_query_hca_vport_gid_in_encode(const struct mlx5ctl_prm_query_hca_vport_gid_in *s, void *buf);
void mlx5ctl_prm_query_hca_vport_gid_in_decode(struct mlx5ctl_prm_query_hca_vport_gid_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_hca_vport_gid_in_desc;

/* QUERY_HCA_VPORT_GID outbox (0x10 bytes) */
struct mlx5ctl_prm_query_hca_vport_gid_out {
	uint8_t status;
	uint32_t syndrome;
	uint16_t gids_num;
};

#define MLX5CTL_PRM_QUERY_HCA_VPORT_GID_OUT_BYTES 16
void mlx5ctl_prm_query_hca_vport_gid_out_encode(const struct mlx5ctl_prm_query_hca_vport_gid_out *s, void *buf);
void mlx5ctl_prm_query_hca_vport_gid_out_decode(struct mlx5ctl_prm_query_hca_vport_gid_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_hca_vport_gid_out_desc;

/* QUERY_HCA_VPORT_PKEY inbox (0x10 bytes) */
struct mlx5ctl_prm_query_hca_vport_pkey_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint8_t other_vport;
	uint8_t port_num;
	uint16_t vport_number;
	uint16_t pkey_index;
};

#define MLX5CTL_PRM_QUERY_HCA_VPORT_PKEY_IN_BYTES 16
void mlx5ctl_prm_query_hca_vport_pkey_in_encode(const struct mlx5ctl_prm_query_hca_vport_pkey_in *s, void *buf);
void mlx5ctl_prm_query_hca_vport_pkey_in_decode(struct mlx5ctl_prm_query_hca_vport_pkey_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_hca_vport_pkey_in_desc;

/* QUERY_HCA_VPORT_PKEY outbox (0x10 bytes) */
struct mlx5ctl_prm_query_hca_vport_pkey_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_QUERY_HCA_VPORT_PKEY_OUT_BYTES 16
void mlx5ctl_prm_query_hca_vport_pkey_out_encode(const struct mlx5ctl_prm_query_hca_vport_pkey_out *s, void *buf);
void mlx5ctl_prm_query_hca_vport_pkey_out_decode(struct mlx5ctl_prm_query_hca_vport_pkey_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_hca_vport_pkey_out_desc;

/* QUERY_ISSI inbox (0x10 bytes) */
struct mlx5ctl_prm_query_issi_in {
	uint16_t opcode;
	uint16_t op_mod;
};

#define MLX5CTL_PRM_QUERY_ISSI_IN_BYTES 16
void mlx5ctl_prm_query_issi_in_encode(const struct mlx5ctl_prm_query_issi_in *s, void *buf);
void mlx5ctl_prm_query_issi_in_decode(struct mlx5ctl_prm_query_issi_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_issi_in_desc;

/* QUERY_ISSI outbox (0x70 bytes) */
struct mlx5ctl_prm_query_issi_out {
	uint8_t status;
	uint32_t syndrome;
	uint16_t current_issi;
	uint32_t supported_issi_dw0;
};

#define MLX5CTL_PRM_QUERY_ISSI_OUT_BYTES 112
void mlx5ctl_prm_query_issi_out_encode(const struct mlx5ctl_prm_query_issi_out *s, void *buf);
void mlx5ctl_prm_query_issi_out_decode(struct mlx5ctl_prm_query_issi_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_issi_out_desc;

/* QUERY_L2_TABLE_ENTRY inbox (0x40 bytes) */
struct mlx5ctl_prm_query_l2_table_entry_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint32_t table_index;
};

#define MLX5CTL_PRM_QUERY_L2_TABLE_ENTRY_IN_BYTES 64
void mlx5ctl_prm_query_l2_table_entry_in_encode(const struct mlx5ctl_prm_query_l2_table_entry_in *s, void *buf);
void mlx5ctl_prm_query_l2_table_entry_in_decode(struct mlx5ctl_prm_query_l2_table_entry_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_l2_table_entry_in_desc;

/* QUERY_L2_TABLE_ENTRY outbox (0x40 bytes) */
struct mlx5ctl_prm_query_l2_table_entry_out {
	uint8_t status;
	uint32_t syndrome;
	uint8_t vlan_valid;
	uint16_t vlan;
	struct mlx5ctl_prm_mac_address_layout mac_address;
};

#define MLX5CTL_PRM_QUERY_L2_TABLE_ENTRY_OUT_BYTES 64
void mlx5ctl_prm_query_l2_table_entry_out_encode(const struct mlx5ctl_prm_query_l2_table_entry_out *s, void *buf);
void mlx5ctl_prm_query_l2_table_entry_out_decode(struct mlx5ctl_prm_query_l2_table_entry_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_l2_table_entry_out_desc;

/* QUERY_LAG inbox (0x10 bytes) */
struct mlx5ctl_prm_query_lag_in {
	uint16_t opcode;
	uint16_t op_mod;
};

#define MLX5CTL_PRM_QUERY_LAG_IN_BYTES 16
void mlx5ctl_prm_query_lag_in_encode(const struct mlx5ctl_prm_query_lag_in *s, void *buf);
void mlx5ctl_prm_query_lag_in_decode(struct mlx5ctl_prm_query_lag_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_lag_in_desc;

/* QUERY_LAG outbox (0x10 bytes) */
struct mlx5ctl_prm_query_lag_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_lagc ctx;
};

#define MLX5CTL_PRM_QUERY_LAG_OUT_BYTES 16
void mlx5ctl_prm_query_lag_out_encode(const struct mlx5ctl_prm_query_lag_out *s, void *buf);
void mlx5ctl_prm_query_lag_out_decode(struct mlx5ctl_prm_query_lag_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_lag_out_desc;

/* QUERY_MAD_DEMUX inbox (0x10 bytes) */
struct mlx5ctl_prm_query_mad_demux_in {
	uint16_t opcode;
	uint16_t op_mod;
};

#define MLX5CTL_PRM_QUERY_MAD_DEMUX_IN_BYTES 16
void mlx5ctl_prm_query_mad_demux_in_encode(const struct mlx5ctl_prm_query_mad_demux_in *s, void *buf);
void mlx5ctl_prm_query_mad_demux_in_decode(struct mlx5ctl_prm_query_mad_demux_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_mad_demux_in_desc;

/* QUERY_MAD_DEMUX outbox (0x14 bytes) */
struct mlx5ctl_prm_query_mad_demux_out {
	uint8_t status;
	uint32_t syndrome;
	uint32_t mad_dumux_parameters_block;
};

#define MLX5CTL_PRM_QUERY_MAD_DEMUX_OUT_BYTES 20
void mlx5ctl_prm_query_mad_demux_out_encode(const struct mlx5ctl_prm_query_mad_demux_out *s, void *buf);
void mlx5ctl_prm_query_mad_demux_out_decode(struct mlx5ctl_prm_query_mad_demux_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_mad_demux_out_desc;

/* QUERY_MATCH_SAMPLE_INFO inbox (layout not public) (0x10 bytes) */
struct mlx5ctl_prm_query_match_sample_info_in {
	uint16_t opcode;
	uint16_t uid;
	uint16_t op_mod;
};

#define MLX5CTL_PRM_QUERY_MATCH_SAMPLE_INFO_IN_BYTES 16
void mlx5ctl_prm_query_match_sample_info_in_encode(const struct mlx5ctl_prm_query_match_sample_info_in *s, void *buf);
void mlx5ctl_prm_query_match_sample_info_in_decode(struct mlx5ctl_prm_query_match_sample_info_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_match_sample_info_in_desc;

/* QUERY_MATCH_SAMPLE_INFO outbox (layout not public) (0x10 bytes) */
struct mlx5ctl_prm_query_match_sample_info_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_QUERY_MATCH_SAMPLE_INFO_OUT_BYTES 16
void mlx5ctl_prm_query_match_sample_info_out_encode(const struct mlx5ctl_prm_query_match_sample_info_out *s, void *buf);
void mlx5ctl_prm_query_match_sample_info_out_decode(struct mlx5ctl_prm_query_match_sample_info_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_match_sample_info_out_desc;

/* QUERY_MKEY inbox (0x10 bytes) */
struct mlx5ctl_prm_query_mkey_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint32_t mkey_index;
	uint8_t pg_access;
};

#define MLX5CTL_PRM_QUERY_MKEY_IN_BYTES 16
void mlx5ctl_prm_query_mkey_in_encode(const struct mlx5ctl_prm_query_mkey_in *s, void *buf);
void mlx5ctl_prm_query_mkey_in_decode(struct mlx5ctl_prm_query_mkey_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_mkey_in_desc;

/* QUERY_MKEY outbox (0x130 bytes) */
struct mlx5ctl_prm_query_mkey_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_mkc memory_key_mkey_entry;
	uint8_t bsf0_klm0_pas_mtt0_1[16];
	uint8_t bsf1_klm1_pas_mtt2_3[16];
};

#define MLX5CTL_PRM_QUERY_MKEY_OUT_BYTES 304
void mlx5ctl_prm_query_mkey_out_encode(const struct mlx5ctl_prm_query_mkey_out *s, void *buf);
void mlx5ctl_prm_query_mkey_out_decode(struct mlx5ctl_prm_query_mkey_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_mkey_out_desc;

/* QUERY_MODIFY_HEADER_CONTEXT inbox (0x20 bytes) */
struct mlx5ctl_prm_query_modify_header_context_in {
	uint16_t opcode;
	uint16_t uid;
	uint16_t op_mod;
	uint32_t modify_header_id;
};

#define MLX5CTL_PRM_QUERY_MODIFY_HEADER_CONTEXT_IN_BYTES 32
void mlx5ctl_prm_query_modify_header_context_in_encode(const struct mlx5ctl_prm_query_modify_header_context_in *s, void *buf);
void mlx5ctl_prm_query_modify_header_context_in_decode(struct mlx5ctl_prm_query_modify_header_context_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_modify_header_context_in_desc;

/*
 * QUERY_MODIFY_HEADER_CONTEXT outbox (not in Linux 6.12's headers; the model never fills more than
 * the header) (0x10 bytes)
 */
struct mlx5ctl_prm_query_modify_header_context_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_QUERY_MODIFY_HEADER_CONTEXT_OUT_BYTES 16
void mlx5ctl_prm_query_modify_header_context_out_encode(const struct mlx5ctl_prm_query_modify_header_context_out *s, void *buf);
void mlx5ctl_prm_query_modify_header_context_out_decode(struct mlx5ctl_prm_query_modify_header_context_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_modify_header_context_out_desc;

/* QUERY_MTT inbox (layout not public) (0x10 bytes) */
struct mlx5ctl_prm_query_mtt_in {
	uint16_t opcode;
	uint16_t uid;
	uint16_t op_mod;
};

#define MLX5CTL_PRM_QUERY_MTT_IN_BYTES 16
void mlx5ctl_prm_query_mtt_in_encode(const struct mlx5ctl_prm_query_mtt_in *s, void *buf);
void mlx5ctl_prm_query_mtt_in_decode(struct mlx5ctl_prm_query_mtt_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_mtt_in_desc;

/* QUERY_MTT outbox (layout not public) (0x10 bytes) */
struct mlx5ctl_prm_query_mtt_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_QUERY_MTT_OUT_BYTES 16
void mlx5ctl_prm_query_mtt_out_encode(const struct mlx5ctl_prm_query_mtt_out *s, void *buf);
void mlx5ctl_prm_query_mtt_out_decode(struct mlx5ctl_prm_query_mtt_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_mtt_out_desc;

/* QUERY_NIC_VPORT_CONTEXT inbox (0x10 bytes) */
struct mlx5ctl_prm_query_nic_vport_context_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint8_t other_vport;
	uint16_t vport_number;
	uint8_t allowed_list_type;
};

#define MLX5CTL_PRM_QUERY_NIC_VPORT_CONTEXT_IN_BYTES 16
void mlx5ctl_prm_query_nic_vport_context_in_encode(const struct mlx5ctl_prm_query_nic_vport_context_in *s, void *buf);
void mlx5ctl_prm_query_nic_vport_context_in_decode(struct mlx5ctl_prm_query_nic_vport_context_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_nic_vport_context_in_desc;

/* QUERY_NIC_VPORT_CONTEXT outbox (0x110 bytes) */
struct mlx5ctl_prm_query_nic_vport_context_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_nic_vport_context nic_vport_context;
};

#define MLX5CTL_PRM_QUERY_NIC_VPORT_CONTEXT_OUT_BYTES 272
void mlx5ctl_prm_query_nic_vport_context_out_encode(const struct mlx5ctl_prm_query_nic_vport_context_out *s, void *buf);
void mlx5ctl_prm_query_nic_vport_context_out_decode(struct mlx5ctl_prm_query_nic_vport_context_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_nic_vport_context_out_desc;

/* QUERY_OTHER_HCA_CAP inbox (0x10 bytes) */
struct mlx5ctl_prm_query_other_hca_cap_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint16_t function_id;
};

#define MLX5CTL_PRM_QUERY_OTHER_HCA_CAP_IN_BYTES 16
void mlx5ctl_prm_query_other_hca_cap_in_encode(const struct mlx5ctl_prm_query_other_hca_cap_in *s, void *buf);
void mlx5ctl_prm_query_other_hca_cap_in_decode(struct mlx5ctl_prm_query_other_hca_cap_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_other_hca_cap_in_desc;

/* QUERY_OTHER_HCA_CAP outbox (0x60 bytes) */
struct mlx5ctl_prm_query_other_hca_cap_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_other_hca_cap other_capability;
};

#define MLX5CTL_PRM_QUERY_OTHER_HCA_CAP_OUT_BYTES 96
void mlx5ctl_prm_query_other_hca_cap_out_encode(const struct mlx5ctl_prm_query_other_hca_cap_out *s, void *buf);
void mlx5ctl_prm_query_other_hca_cap_out_decode(struct mlx5ctl_prm_query_other_hca_cap_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_other_hca_cap_out_desc;

/* QUERY_PACKET_REFORMAT_CONTEXT inbox (0x20 bytes) */
struct mlx5ctl_prm_query_packet_reformat_context_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint32_t packet_reformat_id;
};

#define MLX5CTL_PRM_QUERY_PACKET_REFORMAT_CONTEXT_IN_BYTES 32
void mlx5ctl_prm_query_packet_reformat_context_in_encode(const struct mlx5ctl_prm_query_packet_reformat_context_in *s, void *buf);
void mlx5ctl_prm_query_packet_reformat_context_in_decode(struct mlx5ctl_prm_query_packet_reformat_context_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_packet_reformat_context_in_desc;

/* QUERY_PACKET_REFORMAT_CONTEXT outbox (0x1c bytes) */
struct mlx5ctl_prm_query_packet_reformat_context_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_QUERY_PACKET_REFORMAT_CONTEXT_OUT_BYTES 28
void mlx5ctl_prm_query_packet_reformat_context_out_encode(const struct mlx5ctl_prm_query_packet_reformat_context_out *s, void *buf);
void mlx5ctl_prm_query_packet_reformat_context_out_decode(struct mlx5ctl_prm_query_packet_reformat_context_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_packet_reformat_context_out_desc;

/* QUERY_PAGES inbox (0x10 bytes) */
struct mlx5ctl_prm_query_pages_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint8_t embedded_cpu_function;
	uint16_t function_id;
};

#define MLX5CTL_PRM_QUERY_PAGES_IN_BYTES 16
void mlx5ctl_prm_query_pages_in_encode(const struct mlx5ctl_prm_query_pages_in *s, void *buf);
void mlx5ctl_prm_query_pages_in_decode(struct mlx5ctl_prm_query_pages_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_pages_in_desc;

/* QUERY_PAGES outbox (0x10 bytes) */
struct mlx5ctl_prm_query_pages_out {
	uint8_t status;
	uint32_t syndrome;
	uint8_t embedded_cpu_function;
	uint16_t function_id;
	uint32_t num_pages;
};

#define MLX5CTL_PRM_QUERY_PAGES_OUT_BYTES 16
void mlx5ctl_prm_query_pages_out_encode(const struct mlx5ctl_prm_query_pages_out *s, void *buf);
void mlx5ctl_prm_query_pages_out_decode(struct mlx5ctl_prm_query_pages_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_pages_out_desc;

/* QUERY_PSV inbox (0x10 bytes) */
struct mlx5ctl_prm_query_psv_in {
	uint16_t opcode;
	uint16_t uid;
	uint16_t op_mod;
	uint32_t psv_index;
};

#define MLX5CTL_PRM_QUERY_PSV_IN_BYTES 16
void mlx5ctl_prm_query_psv_in_encode(const struct mlx5ctl_prm_query_psv_in *s, void *buf);
void mlx5ctl_prm_query_psv_in_decode(struct mlx5ctl_prm_query_psv_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_psv_in_desc;

/* QUERY_PSV outbox (the model never fills more than the header) (0x10 bytes) */
struct mlx5ctl_prm_query_psv_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_QUERY_PSV_OUT_BYTES 16
void mlx5ctl_prm_query_psv_out_encode(const struct mlx5ctl_prm_query_psv_out *s, void *buf);
void mlx5ctl_prm_query_psv_out_decode(struct mlx5ctl_prm_query_psv_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_psv_out_desc;

/* QUERY_Q_COUNTER inbox (0x20 bytes) */
struct mlx5ctl_prm_query_q_counter_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint8_t other_vport;
	uint16_t vport_number;
	uint8_t clear;
	uint8_t aggregate;
	uint8_t counter_set_id;
};

#define MLX5CTL_PRM_QUERY_Q_COUNTER_IN_BYTES 32
void mlx5ctl_prm_query_q_counter_in_encode(const struct mlx5ctl_prm_query_q_counter_in *s, void *buf);
void mlx5ctl_prm_query_q_counter_in_decode(struct mlx5ctl_prm_query_q_counter_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_q_counter_in_desc;

/* QUERY_Q_COUNTER outbox (0x100 bytes) */
struct mlx5ctl_prm_query_q_counter_out {
	uint8_t status;
	uint32_t syndrome;
	uint32_t rx_write_requests;
	uint32_t rx_read_requests;
	uint32_t rx_atomic_requests;
	uint32_t rx_dct_connect;
	uint32_t out_of_buffer;
	uint32_t out_of_sequence;
	uint32_t duplicate_request;
	uint32_t rnr_nak_retry_err;
	uint32_t packet_seq_err;
	uint32_t implied_nak_seq_err;
	uint32_t local_ack_timeout_err;
	uint32_t req_rnr_retries_exceeded;
	uint32_t resp_local_length_error;
	uint32_t req_local_length_error;
	uint32_t resp_local_qp_error;
	uint32_t local_operation_error;
	uint32_t resp_local_protection;
	uint32_t req_local_protection;
	uint32_t resp_cqe_error;
	uint32_t req_cqe_error;
	uint32_t req_mw_binding;
	uint32_t req_bad_response;
	uint32_t req_remote_invalid_request;
	uint32_t resp_remote_invalid_request;
	uint32_t req_remote_access_errors;
	uint32_t resp_remote_access_errors;
	uint32_t req_remote_operation_errors;
	uint32_t req_transport_retries_exceeded;
	uint32_t cq_overflow;
	uint32_t resp_cqe_flush_error;
	uint32_t req_cqe_flush_error;
	uint32_t roce_adp_retrans;
	uint32_t roce_adp_retrans_to;
	uint32_t roce_slow_restart;
	uint32_t roce_slow_restart_cnps;
	uint32_t roce_slow_restart_trans;
};

#define MLX5CTL_PRM_QUERY_Q_COUNTER_OUT_BYTES 256
void mlx5ctl_prm_query_q_counter_out_encode(const struct mlx5ctl_prm_query_q_counter_out *s, void *buf);
void mlx5ctl_prm_query_q_counter_out_decode(struct mlx5ctl_prm_query_q_counter_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_q_counter_out_desc;

/* QUERY_QP inbox (0x10 bytes) */
struct mlx5ctl_prm_query_qp_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint8_t qpc_ext;
	uint32_t qpn;
};

#define MLX5CTL_PRM_QUERY_QP_IN_BYTES 16
void mlx5ctl_prm_query_qp_in_encode(const struct mlx5ctl_prm_query_qp_in *s, void *buf);
void mlx5ctl_prm_query_qp_in_decode(struct mlx5ctl_prm_query_qp_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_qp_in_desc;

/* QUERY_QP outbox (0x1d0 bytes) */
struct mlx5ctl_prm_query_qp_out {
	uint8_t status;
	uint32_t syndrome;
	uint32_t opt_param_mask;
	uint32_t ece;
	struct mlx5ctl_prm_qpc qpc;
	uint8_t qp_pas_or_qpc_ext_and_pas[192];
};

#define MLX5CTL_PRM_QUERY_QP_OUT_BYTES 464
void mlx5ctl_prm_query_qp_out_encode(const struct mlx5ctl_prm_query_qp_out *s, void *buf);
void mlx5ctl_prm_query_qp_out_decode(struct mlx5ctl_prm_query_qp_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_qp_out_desc;

/* QUERY_RATE_LIMIT inbox (0x10 bytes) */
struct mlx5ctl_prm_query_rate_limit_in {
	uint16_t opcode;
	uint16_t uid;
	uint16_t op_mod;
	uint16_t rate_limit_index;
};

#define MLX5CTL_PRM_QUERY_RATE_LIMIT_IN_BYTES 16
void mlx5ctl_prm_query_rate_limit_in_encode(const struct mlx5ctl_prm_query_rate_limit_in *s, void *buf);
void mlx5ctl_prm_query_rate_limit_in_decode(struct mlx5ctl_prm_query_rate_limit_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_rate_limit_in_desc;

/* A packet-pacing rate table entry (0x30 bytes) */
struct mlx5ctl_prm_set_pp_rate_limit_context {
	uint32_t rate_limit;
	uint32_t burst_upper_bound;
	uint16_t typical_packet_size;
};

#define MLX5CTL_PRM_SET_PP_RATE_LIMIT_CONTEXT_BYTES 48
void mlx5ctl_prm_set_pp_rate_limit_context_encode(const struct mlx5ctl_prm_set_pp_rate_limit_context *s, void *buf);
void mlx5ctl_prm_set_pp_rate_limit_context_decode(struct mlx5ctl_prm_set_pp_rate_limit_context *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_set_pp_rate_limit_context_desc;

/* QUERY_RATE_LIMIT outbox (0x40 bytes) */
struct mlx5ctl_prm_query_rate_limit_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_set_pp_rate_limit_context ctx;
};

#define MLX5CTL_PRM_QUERY_RATE_LIMIT_OUT_BYTES 64
void mlx5ctl_prm_query_rate_limit_out_encode(const struct mlx5ctl_prm_query_rate_limit_out *s, void *buf);
void mlx5ctl_prm_query_rate_limit_out_decode(struct mlx5ctl_prm_query_rate_limit_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_rate_limit_out_desc;

/* QUERY_RDB inbox (0x10 bytes) */
struct mlx5ctl_prm_query_rdb_in {
	uint16_t opcode;
	uint16_t uid;
	uint16_t op_mod;
	uint32_t qpn;
};

#define MLX5CTL_PRM_QUERY_RDB_IN_BYTES 16
void mlx5ctl_prm_query_rdb_in_encode(const struct mlx5ctl_prm_query_rdb_in *s, void *buf);
void mlx5ctl_prm_query_rdb_in_decode(struct mlx5ctl_prm_query_rdb_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_rdb_in_desc;

/* QUERY_RDB outbox (the model never fills more than the header) (0x10 bytes) */
struct mlx5ctl_prm_query_rdb_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_QUERY_RDB_OUT_BYTES 16
void mlx5ctl_prm_query_rdb_out_encode(const struct mlx5ctl_prm_query_rdb_out *s, void *buf);
void mlx5ctl_prm_query_rdb_out_decode(struct mlx5ctl_prm_query_rdb_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_rdb_out_desc;

/* QUERY_RMP inbox (0x10 bytes) */
struct mlx5ctl_prm_query_rmp_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint32_t rmpn;
};

#define MLX5CTL_PRM_QUERY_RMP_IN_BYTES 16
void mlx5ctl_prm_query_rmp_in_encode(const struct mlx5ctl_prm_query_rmp_in *s, void *buf);
void mlx5ctl_prm_query_rmp_in_decode(struct mlx5ctl_prm_query_rmp_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_rmp_in_desc;

/* Work queue (SQ, RQ, RMP, XRQ) (0xc0 bytes) */
struct mlx5ctl_prm_wq {
	uint8_t wq_type;
	uint8_t wq_signature;
	uint8_t end_padding_mode;
	uint8_t cd_slave;
	uint8_t hds_skip_first_sge;
	uint8_t log2_hds_buf_size;
	uint8_t page_offset;
	uint16_t lwm;
	uint32_t pd;
	uint32_t uar_page;
	uint64_t dbr_addr;
	uint32_t hw_counter;
	uint32_t sw_counter;
	uint8_t log_wq_stride;
	uint8_t log_wq_pg_sz;
	uint8_t log_wq_sz;
	uint8_t dbr_umem_valid;
	uint8_t wq_umem_valid;
	uint8_t log_hairpin_num_packets;
	uint8_t log_hairpin_data_sz;
	uint8_t log_wqe_num_of_strides;
	uint8_t two_byte_shift_en;
	uint8_t log_wqe_stride_size;
	uint32_t dbr_umem_id;
	uint32_t wq_umem_id;
	uint64_t wq_umem_offset;
	uint32_t headers_mkey;
	uint8_t shampo_enable;
	uint8_t log_reservation_size;
	uint8_t log_max_num_of_packets_per_reservation;
	uint8_t log_headers_entry_size;
	uint8_t log_headers_buffer_entry_num;
};

#define MLX5CTL_PRM_WQ_BYTES 192
void mlx5ctl_prm_wq_encode(const struct mlx5ctl_prm_wq *s, void *buf);
void mlx5ctl_prm_wq_decode(struct mlx5ctl_prm_wq *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_wq_desc;

/* Receive memory pool context (0xf0 bytes) */
struct mlx5ctl_prm_rmpc {
	uint8_t state;
	uint8_t basic_cyclic_rcv_wqe;
	struct mlx5ctl_prm_wq wq;
};

#define MLX5CTL_PRM_RMPC_BYTES 240
void mlx5ctl_prm_rmpc_encode(const struct mlx5ctl_prm_rmpc *s, void *buf);
void mlx5ctl_prm_rmpc_decode(struct mlx5ctl_prm_rmpc *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_rmpc_desc;

/* QUERY_RMP outbox (0x110 bytes) */
struct mlx5ctl_prm_query_rmp_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_rmpc rmp_context;
};

#define MLX5CTL_PRM_QUERY_RMP_OUT_BYTES 272
void mlx5ctl_prm_query_rmp_out_encode(const struct mlx5ctl_prm_query_rmp_out *s, void *buf);
void mlx5ctl_prm_query_rmp_out_decode(struct mlx5ctl_prm_query_rmp_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_rmp_out_desc;

/* QUERY_ROCE_ADDRESS inbox (0x10 bytes) */
struct mlx5ctl_prm_query_roce_address_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint16_t roce_address_index;
	uint8_t vhca_port_num;
};

#define MLX5CTL_PRM_QUERY_ROCE_ADDRESS_IN_BYTES 16
void mlx5ctl_prm_query_roce_address_in_encode(const struct mlx5ctl_prm_query_roce_address_in *s, void *buf);
void mlx5ctl_prm_query_roce_address_in_decode(struct mlx5ctl_prm_query_roce_address_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_roce_address_in_desc;

/* A RoCE address (GID table entry) (0x20 bytes) */
struct mlx5ctl_prm_roce_addr_layout {
	uint8_t source_l3_address[16];
	uint8_t vlan_valid;
	uint16_t vlan_id;
	uint16_t source_mac_47_32;
	uint32_t source_mac_31_0;
	uint8_t roce_l3_type;
	uint8_t roce_version;
};

#define MLX5CTL_PRM_ROCE_ADDR_LAYOUT_BYTES 32
void mlx5ctl_prm_roce_addr_layout_encode(const struct mlx5ctl_prm_roce_addr_layout *s, void *buf);
void mlx5ctl_prm_roce_addr_layout_decode(struct mlx5ctl_prm_roce_addr_layout *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_roce_addr_layout_desc;

/* QUERY_ROCE_ADDRESS outbox (0x30 bytes) */
struct mlx5ctl_prm_query_roce_address_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_roce_addr_layout roce_address;
};

#define MLX5CTL_PRM_QUERY_ROCE_ADDRESS_OUT_BYTES 48
void mlx5ctl_prm_query_roce_address_out_encode(const struct mlx5ctl_prm_query_roce_address_out *s, void *buf);
void mlx5ctl_prm_query_roce_address_out_decode(struct mlx5ctl_prm_query_roce_address_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_roce_address_out_desc;

/* QUERY_RQ inbox (0x10 bytes) */
struct mlx5ctl_prm_query_rq_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint32_t rqn;
};

#define MLX5CTL_PRM_QUERY_RQ_IN_BYTES 16
void mlx5ctl_prm_query_rq_in_encode(const struct mlx5ctl_prm_query_rq_in *s, void *buf);
void mlx5ctl_prm_query_rq_in_decode(struct mlx5ctl_prm_query_rq_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_rq_in_desc;

/* Receive queue context (0xf0 bytes) */
struct mlx5ctl_prm_rqc {
	uint8_t rlky;
	uint8_t delay_drop_en;
	uint8_t scatter_fcs;
	uint8_t vsd;
	uint8_t mem_rq_type;
	uint8_t state;
	uint8_t flush_in_error_en;
	uint8_t hairpin;
	uint8_t ts_format;
	uint32_t user_index;
	uint32_t cqn;
	uint8_t counter_set_id;
	uint32_t rmpn;
	uint32_t hairpin_peer_sq;
	uint16_t hairpin_peer_vhca;
	uint8_t shampo_no_match_alignment_granularity;
	uint8_t shampo_match_criteria_type;
	uint16_t reservation_timeout;
	struct mlx5ctl_prm_wq wq;
};

#define MLX5CTL_PRM_RQC_BYTES 240
void mlx5ctl_prm_rqc_encode(const struct mlx5ctl_prm_rqc *s, void *buf);
void mlx5ctl_prm_rqc_decode(struct mlx5ctl_prm_rqc *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_rqc_desc;

/* QUERY_RQ outbox (0x110 bytes) */
struct mlx5ctl_prm_query_rq_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_rqc rq_context;
};

#define MLX5CTL_PRM_QUERY_RQ_OUT_BYTES 272
void mlx5ctl_prm_query_rq_out_encode(const struct mlx5ctl_prm_query_rq_out *s, void *buf);
void mlx5ctl_prm_query_rq_out_decode(struct mlx5ctl_prm_query_rq_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_rq_out_desc;

/* QUERY_RQT inbox (0x10 bytes) */
struct mlx5ctl_prm_query_rqt_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint32_t rqtn;
};

#define MLX5CTL_PRM_QUERY_RQT_IN_BYTES 16
void mlx5ctl_prm_query_rqt_in_encode(const struct mlx5ctl_prm_query_rqt_in *s, void *buf);
void mlx5ctl_prm_query_rqt_in_decode(struct mlx5ctl_prm_query_rqt_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_rqt_in_desc;

/* An RQ table entry (0x4 bytes) */
struct mlx5ctl_prm_rq_num {
	uint32_t rq_num;
};

#define MLX5CTL_PRM_RQ_NUM_BYTES 4
void mlx5ctl_prm_rq_num_encode(const struct mlx5ctl_prm_rq_num *s, void *buf);
void mlx5ctl_prm_rq_num_decode(struct mlx5ctl_prm_rq_num *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_rq_num_desc;

/* RQ table context (0xf0 bytes) */
struct mlx5ctl_prm_rqtc {
	uint8_t list_q_type;
	uint16_t rqt_max_size;
	uint8_t rq_vhca_id_format;
	uint16_t rqt_actual_size;
};

#define MLX5CTL_PRM_RQTC_BYTES 240
void mlx5ctl_prm_rqtc_encode(const struct mlx5ctl_prm_rqtc *s, void *buf);
void mlx5ctl_prm_rqtc_decode(struct mlx5ctl_prm_rqtc *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_rqtc_desc;

/* QUERY_RQT outbox (0x110 bytes) */
struct mlx5ctl_prm_query_rqt_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_rqtc rqt_context;
};

#define MLX5CTL_PRM_QUERY_RQT_OUT_BYTES 272
void mlx5ctl_prm_query_rqt_out_encode(const struct mlx5ctl_prm_query_rqt_out *s, void *buf);
void mlx5ctl_prm_query_rqt_out_decode(struct mlx5ctl_prm_query_rqt_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_rqt_out_desc;

/* QUERY_RSV_RESOURCES inbox (layout not public) (0x10 bytes) */
struct mlx5ctl_prm_query_rsv_resources_in {
	uint16_t opcode;
	uint16_t uid;
	uint16_t op_mod;
};

#define MLX5CTL_PRM_QUERY_RSV_RESOURCES_IN_BYTES 16
void mlx5ctl_prm_query_rsv_resources_in_encode(const struct mlx5ctl_prm_query_rsv_resources_in *s, void *buf);
void mlx5ctl_prm_query_rsv_resources_in_decode(struct mlx5ctl_prm_query_rsv_resources_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_rsv_resources_in_desc;

/* QUERY_RSV_RESOURCES outbox (layout not public) (0x10 bytes) */
struct mlx5ctl_prm_query_rsv_resources_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_QUERY_RSV_RESOURCES_OUT_BYTES 16
void mlx5ctl_prm_query_rsv_resources_out_encode(const struct mlx5ctl_prm_query_rsv_resources_out *s, void *buf);
void mlx5ctl_prm_query_rsv_resources_out_decode(struct mlx5ctl_prm_query_rsv_resources_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_rsv_resources_out_desc;

/* QUERY_SCHED_QUEUE inbox (layout not public) (0x10 bytes) */
struct mlx5ctl_prm_query_sched_queue_in {
	uint16_t opcode;
	uint16_t uid;
	uint16_t op_mod;
};

#define MLX5CTL_PRM_QUERY_SCHED_QUEUE_IN_BYTES 16
void mlx5ctl_prm_query_sched_queue_in_encode(const struct mlx5ctl_prm_query_sched_queue_in *s, void *buf);
void mlx5ctl_prm_query_sched_queue_in_decode(struct mlx5ctl_prm_query_sched_queue_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_sched_queue_in_desc;

/* QUERY_SCHED_QUEUE outbox (layout not public) (0x10 bytes) */
struct mlx5ctl_prm_query_sched_queue_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_QUERY_SCHED_QUEUE_OUT_BYTES 16
void mlx5ctl_prm_query_sched_queue_out_encode(const struct mlx5ctl_prm_query_sched_queue_out *s, void *buf);
void mlx5ctl_prm_query_sched_queue_out_decode(struct mlx5ctl_prm_query_sched_queue_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_sched_queue_out_desc;

/* QUERY_SCHEDULING_ELEMENT inbox (0x40 bytes) */
struct mlx5ctl_prm_query_scheduling_element_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint8_t scheduling_hierarchy;
	uint32_t scheduling_element_id;
};

#define MLX5CTL_PRM_QUERY_SCHEDULING_ELEMENT_IN_BYTES 64
void mlx5ctl_prm_query_scheduling_element_in_encode(const struct mlx5ctl_prm_query_scheduling_element_in *s, void *buf);
void mlx5ctl_prm_query_scheduling_element_in_decode(struct mlx5ctl_prm_query_scheduling_element_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_scheduling_element_in_desc;

/* Scheduling element context (0x40 bytes) */
struct mlx5ctl_prm_scheduling_context {
	uint8_t element_type;
	uint32_t element_attributes;
	uint32_t parent_element_id;
	uint32_t bw_share;
	uint32_t max_average_bw;
};

#define MLX5CTL_PRM_SCHEDULING_CONTEXT_BYTES 64
void mlx5ctl_prm_scheduling_context_encode(const struct mlx5ctl_prm_scheduling_context *s, void *buf);
void mlx5ctl_prm_scheduling_context_decode(struct mlx5ctl_prm_scheduling_context *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_scheduling_context_desc;

/* QUERY_SCHEDULING_ELEMENT outbox (0x80 bytes) */
struct mlx5ctl_prm_query_scheduling_element_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_scheduling_context scheduling_context;
};

#define MLX5CTL_PRM_QUERY_SCHEDULING_ELEMENT_OUT_BYTES 128
void mlx5ctl_prm_query_scheduling_element_out_encode(const struct mlx5ctl_prm_query_scheduling_element_out *s, void *buf);
void mlx5ctl_prm_query_scheduling_element_out_decode(struct mlx5ctl_prm_query_scheduling_element_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_scheduling_element_out_desc;

/* QUERY_SF_PARTITIONS inbox (0x10 bytes) */
struct mlx5ctl_prm_query_sf_partitions_in {
	uint16_t opcode;
	uint16_t op_mod;
};

#define MLX5CTL_PRM_QUERY_SF_PARTITIONS_IN_BYTES 16
void mlx5ctl_prm_query_sf_partitions_in_encode(const struct mlx5ctl_prm_query_sf_partitions_in *s, void *buf);
void mlx5ctl_prm_query_sf_partitions_in_decode(struct mlx5ctl_prm_query_sf_partitions_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_sf_partitions_in_desc;

/* An SF partition (0x4 bytes) */
struct mlx5ctl_prm_sf_partition {
	uint8_t log_num_sf;
	uint8_t log_sf_bar_size;
};

#define MLX5CTL_PRM_SF_PARTITION_BYTES 4
void mlx5ctl_prm_sf_partition_encode(const struct mlx5ctl_prm_sf_partition *s, void *buf);
void mlx5ctl_prm_sf_partition_decode(struct mlx5ctl_prm_sf_partition *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_sf_partition_desc;

/* QUERY_SF_PARTITIONS outbox (0x10 bytes) */
struct mlx5ctl_prm_query_sf_partitions_out {
	uint8_t status;
	uint32_t syndrome;
	uint8_t num_sf_partitions;
};

#define MLX5CTL_PRM_QUERY_SF_PARTITIONS_OUT_BYTES 16
void mlx5ctl_prm_query_sf_partitions_out_encode(const struct mlx5ctl_prm_query_sf_partitions_out *s, void *buf);
void mlx5ctl_prm_query_sf_partitions_out_decode(struct mlx5ctl_prm_query_sf_partitions_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_sf_partitions_out_desc;

/* QUERY_SPECIAL_CONTEXTS inbox (0x10 bytes) */
struct mlx5ctl_prm_query_special_contexts_in {
	uint16_t opcode;
	uint16_t op_mod;
};

#define MLX5CTL_PRM_QUERY_SPECIAL_CONTEXTS_IN_BYTES 16
void mlx5ctl_prm_query_special_contexts_in_encode(const struct mlx5ctl_prm_query_special_contexts_in *s, void *buf);
void mlx5ctl_prm_query_special_contexts_in_decode(struct mlx5ctl_prm_query_special_contexts_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_special_contexts_in_desc;

/* QUERY_SPECIAL_CONTEXTS outbox (0x20 bytes) */
struct mlx5ctl_prm_query_special_contexts_out {
	uint8_t status;
	uint32_t syndrome;
	uint32_t dump_fill_mkey;
	uint32_t resd_lkey;
	uint32_t null_mkey;
	uint32_t terminate_scatter_list_mkey;
	uint32_t repeated_mkey;
};

#define MLX5CTL_PRM_QUERY_SPECIAL_CONTEXTS_OUT_BYTES 32
void mlx5ctl_prm_query_special_contexts_out_encode(const struct mlx5ctl_prm_query_special_contexts_out *s, void *buf);
void mlx5ctl_prm_query_special_contexts_out_decode(struct mlx5ctl_prm_query_special_contexts_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_special_contexts_out_desc;

/* QUERY_SQ inbox (0x10 bytes) */
struct mlx5ctl_prm_query_sq_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint32_t sqn;
};

#define MLX5CTL_PRM_QUERY_SQ_IN_BYTES 16
void mlx5ctl_prm_query_sq_in_encode(const struct mlx5ctl_prm_query_sq_in *s, void *buf);
void mlx5ctl_prm_query_sq_in_decode(struct mlx5ctl_prm_query_sq_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_sq_in_desc;

/* Send queue context (0xf0 bytes) */
struct mlx5ctl_prm_sqc {
	uint8_t rlky;
	uint8_t cd_master;
	uint8_t fre;
	uint8_t flush_in_error_en;
	uint8_t allow_multi_pkt_send_wqe;
	uint8_t min_wqe_inline_mode;
	uint8_t state;
	uint8_t reg_umr;
	uint8_t allow_swp;
	uint8_t hairpin;
	uint8_t non_wire;
	uint8_t ts_format;
	uint32_t user_index;
	uint32_t cqn;
	uint32_t hairpin_peer_rq;
	uint16_t hairpin_peer_vhca;
	uint32_t ts_cqe_to_dest_cqn;
	uint16_t packet_pacing_rate_limit_index;
	uint16_t tis_lst_sz;
	uint16_t qos_queue_group_id;
	uint32_t tis_num_0;
	struct mlx5ctl_prm_wq wq;
};

#define MLX5CTL_PRM_SQC_BYTES 240
void mlx5ctl_prm_sqc_encode(const struct mlx5ctl_prm_sqc *s, void *buf);
void mlx5ctl_prm_sqc_decode(struct mlx5ctl_prm_sqc *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_sqc_desc;

/* QUERY_SQ outbox (0x110 bytes) */
struct mlx5ctl_prm_query_sq_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_sqc sq_context;
};

#define MLX5CTL_PRM_QUERY_SQ_OUT_BYTES 272
void mlx5ctl_prm_query_sq_out_encode(const struct mlx5ctl_prm_query_sq_out *s, void *buf);
void mlx5ctl_prm_query_sq_out_decode(struct mlx5ctl_prm_query_sq_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_sq_out_desc;

/* QUERY_SRQ inbox (0x10 bytes) */
struct mlx5ctl_prm_query_srq_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint32_t srqn;
};

#define MLX5CTL_PRM_QUERY_SRQ_IN_BYTES 16
void mlx5ctl_prm_query_srq_in_encode(const struct mlx5ctl_prm_query_srq_in *s, void *buf);
void mlx5ctl_prm_query_srq_in_decode(struct mlx5ctl_prm_query_srq_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_srq_in_desc;

/* Shared receive queue context (0x40 bytes) */
struct mlx5ctl_prm_srqc {
	uint8_t state;
	uint8_t log_srq_size;
	uint8_t wq_signature;
	uint8_t cont_srq;
	uint8_t rlky;
	uint8_t log_rq_stride;
	uint32_t xrcd;
	uint8_t page_offset;
	uint32_t cqn;
	uint8_t log_page_size;
	uint32_t pd;
	uint16_t lwm;
	uint16_t wqe_cnt;
	uint64_t dbr_addr;
};

#define MLX5CTL_PRM_SRQC_BYTES 64
void mlx5ctl_prm_srqc_encode(const struct mlx5ctl_prm_srqc *s, void *buf);
void mlx5ctl_prm_srqc_decode(struct mlx5ctl_prm_srqc *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_srqc_desc;

/* QUERY_SRQ outbox (0x110 bytes) */
struct mlx5ctl_prm_query_srq_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_srqc srq_context_entry;
};

#define MLX5CTL_PRM_QUERY_SRQ_OUT_BYTES 272
void mlx5ctl_prm_query_srq_out_encode(const struct mlx5ctl_prm_query_srq_out *s, void *buf);
void mlx5ctl_prm_query_srq_out_decode(struct mlx5ctl_prm_query_srq_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_srq_out_desc;

/* QUERY_TIR inbox (0x10 bytes) */
struct mlx5ctl_prm_query_tir_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint32_t tirn;
};

#define MLX5CTL_PRM_QUERY_TIR_IN_BYTES 16
void mlx5ctl_prm_query_tir_in_encode(const struct mlx5ctl_prm_query_tir_in *s, void *buf);
void mlx5ctl_prm_query_tir_in_decode(struct mlx5ctl_prm_query_tir_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_tir_in_desc;

/* RSS hash fields (0x4 bytes) */
struct mlx5ctl_prm_rx_hash_field_select {
	uint8_t l3_prot_type;
	uint8_t l4_prot_type;
	uint32_t selected_fields;
};

#define MLX5CTL_PRM_RX_HASH_FIELD_SELECT_BYTES 4
void mlx5ctl_prm_rx_hash_field_select_encode(const struct mlx5ctl_prm_rx_hash_field_select *s, void *buf);
void mlx5ctl_prm_rx_hash_field_select_decode(struct mlx5ctl_prm_rx_hash_field_select *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_rx_hash_field_select_desc;

/* Transport interface receive context (0xf0 bytes) */
struct mlx5ctl_prm_tirc {
	uint8_t disp_type;
	uint8_t tls_en;
	uint16_t lro_timeout_period_usecs;
	uint8_t packet_merge_mask;
	uint8_t lro_max_ip_payload_size;
	uint32_t inline_rqn;
	uint8_t rx_hash_symmetric;
	uint8_t tunneled_offload_en;
	uint32_t indirect_table;
	uint8_t rx_hash_fn;
	uint8_t self_lb_block;
	uint32_t transport_domain;
	uint8_t rx_hash_toeplitz_key[40];
	struct mlx5ctl_prm_rx_hash_field_select rx_hash_field_selector_outer;
	struct mlx5ctl_prm_rx_hash_field_select rx_hash_field_selector_inner;
};

#define MLX5CTL_PRM_TIRC_BYTES 240
void mlx5ctl_prm_tirc_encode(const struct mlx5ctl_prm_tirc *s, void *buf);
void mlx5ctl_prm_tirc_decode(struct mlx5ctl_prm_tirc *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_tirc_desc;

/* QUERY_TIR outbox (0x110 bytes) */
struct mlx5ctl_prm_query_tir_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_tirc tir_context;
};

#define MLX5CTL_PRM_QUERY_TIR_OUT_BYTES 272
void mlx5ctl_prm_query_tir_out_encode(const struct mlx5ctl_prm_query_tir_out *s, void *buf);
void mlx5ctl_prm_query_tir_out_decode(struct mlx5ctl_prm_query_tir_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_tir_out_desc;

/* QUERY_TIS inbox (0x10 bytes) */
struct mlx5ctl_prm_query_tis_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint32_t tisn;
};

#define MLX5CTL_PRM_QUERY_TIS_IN_BYTES 16
void mlx5ctl_prm_query_tis_in_encode(const struct mlx5ctl_prm_query_tis_in *s, void *buf);
void mlx5ctl_prm_query_tis_in_decode(struct mlx5ctl_prm_query_tis_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_tis_in_desc;

/* Transport interface send context (0xa0 bytes) */
struct mlx5ctl_prm_tisc {
	uint8_t strict_lag_tx_port_affinity;
	uint8_t tls_en;
	uint8_t lag_tx_port_affinity;
	uint8_t prio;
	uint32_t transport_domain;
	uint32_t underlay_qpn;
	uint32_t pd;
};

#define MLX5CTL_PRM_TISC_BYTES 160
void mlx5ctl_prm_tisc_encode(const struct mlx5ctl_prm_tisc *s, void *buf);
void mlx5ctl_prm_tisc_decode(struct mlx5ctl_prm_tisc *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_tisc_desc;

/* QUERY_TIS outbox (0xb0 bytes) */
struct mlx5ctl_prm_query_tis_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_tisc tis_context;
};

#define MLX5CTL_PRM_QUERY_TIS_OUT_BYTES 176
void mlx5ctl_prm_query_tis_out_encode(const struct mlx5ctl_prm_query_tis_out *s, void *buf);
void mlx5ctl_prm_query_tis_out_decode(struct mlx5ctl_prm_query_tis_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_tis_out_desc;

/* QUERY_UCTX inbox (0x10 bytes) */
struct mlx5ctl_prm_query_uctx_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint16_t uid;
};

#define MLX5CTL_PRM_QUERY_UCTX_IN_BYTES 16
void mlx5ctl_prm_query_uctx_in_encode(const struct mlx5ctl_prm_query_uctx_in *s, void *buf);
void mlx5ctl_prm_query_uctx_in_decode(struct mlx5ctl_prm_query_uctx_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_uctx_in_desc;

/* QUERY_UCTX outbox (0x40 bytes) */
struct mlx5ctl_prm_query_uctx_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_uctx uctx;
};

#define MLX5CTL_PRM_QUERY_UCTX_OUT_BYTES 64
void mlx5ctl_prm_query_uctx_out_encode(const struct mlx5ctl_prm_query_uctx_out *s, void *buf);
void mlx5ctl_prm_query_uctx_out_decode(struct mlx5ctl_prm_query_uctx_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_uctx_out_desc;

/* QUERY_UMEM inbox (0x10 bytes) */
struct mlx5ctl_prm_query_umem_in {
	uint16_t opcode;
	uint16_t uid;
	uint16_t op_mod;
	uint32_t umem_id;
};

#define MLX5CTL_PRM_QUERY_UMEM_IN_BYTES 16
void mlx5ctl_prm_query_umem_in_encode(const struct mlx5ctl_prm_query_umem_in *s, void *buf);
void mlx5ctl_prm_query_umem_in_decode(struct mlx5ctl_prm_query_umem_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_umem_in_desc;

/* QUERY_UMEM outbox, followed by the UMEM's MTT entries (as many as fit) (0x30 bytes) */
struct mlx5ctl_prm_query_umem_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_umem umem;
};

#define MLX5CTL_PRM_QUERY_UMEM_OUT_BYTES 48
void mlx5ctl_prm_query_umem_out_encode(const struct mlx5ctl_prm_query_umem_out *s, void *buf);
void mlx5ctl_prm_query_umem_out_decode(struct mlx5ctl_prm_query_umem_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_umem_out_desc;

/* QUERY_VHCA_MIGRATION_STATE inbox (0x10 bytes) */
struct mlx5ctl_prm_query_vhca_migration_state_in {
	uint16_t opcode;
	uint16_t uid;
	uint16_t op_mod;
	uint8_t incremental;
	uint8_t chunk;
	uint16_t vhca_id;
};

#define MLX5CTL_PRM_QUERY_VHCA_MIGRATION_STATE_IN_BYTES 16
void mlx5ctl_prm_query_vhca_migration_state_in_encode(const struct mlx5ctl_prm_query_vhca_migration_state_in *s, void *buf);
void mlx5ctl_prm_query_vhca_migration_state_in_decode(struct mlx5ctl_prm_query_vhca_migration_state_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_vhca_migration_state_in_desc;

/* QUERY_VHCA_MIGRATION_STATE outbox (0x40 bytes) */
struct mlx5ctl_prm_query_vhca_migration_state_out {
	uint8_t status;
	uint32_t syndrome;
	uint32_t required_umem_size;
	uint64_t remaining_total_size;
};

#define MLX5CTL_PRM_QUERY_VHCA_MIGRATION_STATE_OUT_BYTES 64
void mlx5ctl_prm_query_vhca_migration_state_out_encode(const struct mlx5ctl_prm_query_vhca_migration_state_out *s, void *buf);
void mlx5ctl_prm_query_vhca_migration_state_out_decode(struct mlx5ctl_prm_query_vhca_migration_state_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_vhca_migration_state_out_desc;

/* QUERY_VHCA_STATE inbox (0x10 bytes) */
struct mlx5ctl_prm_query_vhca_state_in {
	uint16_t opcode;
	uint16_t uid;
	uint16_t op_mod;
	uint8_t embedded_cpu_function;
	uint16_t function_id;
};

#define MLX5CTL_PRM_QUERY_VHCA_STATE_IN_BYTES 16
void mlx5ctl_prm_query_vhca_state_in_encode(const struct mlx5ctl_prm_query_vhca_state_in *s, void *buf);
void mlx5ctl_prm_query_vhca_state_in_decode(struct mlx5ctl_prm_query_vhca_state_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_vhca_state_in_desc;

/* The state of a function (0x10 bytes) */
struct mlx5ctl_prm_vhca_state_context {
	uint8_t arm_change_event;
	uint8_t vhca_state;
	uint32_t sw_function_id;
};

#define MLX5CTL_PRM_VHCA_STATE_CONTEXT_BYTES 16
void mlx5ctl_prm_vhca_state_context_encode(const struct mlx5ctl_prm_vhca_state_context *s, void *buf);
void mlx5ctl_prm_vhca_state_context_decode(struct mlx5ctl_prm_vhca_state_context *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_vhca_state_context_desc;

/* QUERY_VHCA_STATE outbox (0x20 bytes) */
struct mlx5ctl_prm_query_vhca_state_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_vhca_state_context vhca_state_context;
};

#define MLX5CTL_PRM_QUERY_VHCA_STATE_OUT_BYTES 32
void mlx5ctl_prm_query_vhca_state_out_encode(const struct mlx5ctl_prm_query_vhca_state_out *s, void *buf);
void mlx5ctl_prm_query_vhca_state_out_decode(struct mlx5ctl_prm_query_vhca_state_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_vhca_state_out_desc;

/* QUERY_VNIC_ENV inbox (0x10 bytes) */
struct mlx5ctl_prm_query_vnic_env_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint8_t other_vport;
	uint16_t vport_number;
};

#define MLX5CTL_PRM_QUERY_VNIC_ENV_IN_BYTES 16
void mlx5ctl_prm_query_vnic_env_in_encode(const struct mlx5ctl_prm_query_vnic_env_in *s, void *buf);
void mlx5ctl_prm_query_vnic_env_in_decode(struct mlx5ctl_prm_query_vnic_env_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_vnic_env_in_desc;

/* vNIC environment counters (0x200 bytes) */
struct mlx5ctl_prm_vnic_diagnostic_statistics {
	uint32_t counter_error_queues;
	uint32_t total_error_queues;
	uint32_t send_queue_priority_update_flow;
	uint64_t nic_receive_steering_discard;
	uint64_t receive_discard_vport_down;
	uint64_t transmit_discard_vport_down;
	uint32_t async_eq_overrun;
	uint32_t comp_eq_overrun;
	uint32_t invalid_command;
	uint32_t quota_exceeded_command;
	uint32_t internal_rq_out_of_buffer;
	uint32_t cq_overrun;
	uint32_t eth_wqe_too_small;
	uint64_t generated_pkt_steering_fail;
	uint64_t handled_pkt_steering_fail;
};

#define MLX5CTL_PRM_VNIC_DIAGNOSTIC_STATISTICS_BYTES 512
void mlx5ctl_prm_vnic_diagnostic_statistics_encode(const struct mlx5ctl_prm_vnic_diagnostic_statistics *s, void *buf);
void mlx5ctl_prm_vnic_diagnostic_statistics_decode(struct mlx5ctl_prm_vnic_diagnostic_statistics *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_vnic_diagnostic_statistics_desc;

/* QUERY_VNIC_ENV outbox (0x210 bytes) */
struct mlx5ctl_prm_query_vnic_env_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_vnic_diagnostic_statistics vport_env;
};

#define MLX5CTL_PRM_QUERY_VNIC_ENV_OUT_BYTES 528
void mlx5ctl_prm_query_vnic_env_out_encode(const struct mlx5ctl_prm_query_vnic_env_out *s, void *buf);
void mlx5ctl_prm_query_vnic_env_out_decode(struct mlx5ctl_prm_query_vnic_env_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_vnic_env_out_desc;

/* QUERY_VPORT_COUNTER inbox (0x20 bytes) */
struct mlx5ctl_prm_query_vport_counter_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint8_t other_vport;
	uint8_t port_num;
	uint16_t vport_number;
	uint8_t clear;
};

#define MLX5CTL_PRM_QUERY_VPORT_COUNTER_IN_BYTES 32
void mlx5ctl_prm_query_vport_counter_in_encode(const struct mlx5ctl_prm_query_vport_counter_in *s, void *buf);
void mlx5ctl_prm_query_vport_counter_in_decode(struct mlx5ctl_prm_query_vport_counter_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_vport_counter_in_desc;

/* QUERY_VPORT_COUNTER outbox (0x210 bytes) */
struct mlx5ctl_prm_query_vport_counter_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_traffic_counter received_errors;
	struct mlx5ctl_prm_traffic_counter transmit_errors;
	struct mlx5ctl_prm_traffic_counter received_ib_unicast;
	struct mlx5ctl_prm_traffic_counter transmitted_ib_unicast;
	struct mlx5ctl_prm_traffic_counter received_ib_multicast;
	struct mlx5ctl_prm_traffic_counter transmitted_ib_multicast;
	struct mlx5ctl_prm_traffic_counter received_eth_broadcast;
	struct mlx5ctl_prm_traffic_counter transmitted_eth_broadcast;
	struct mlx5ctl_prm_traffic_counter received_eth_unicast;
	struct mlx5ctl_prm_traffic_counter transmitted_eth_unicast;
	struct mlx5ctl_prm_traffic_counter received_eth_multicast;
	struct mlx5ctl_prm_traffic_counter transmitted_eth_multicast;
	struct mlx5ctl_prm_traffic_counter local_loopback;
};

#define MLX5CTL_PRM_QUERY_VPORT_COUNTER_OUT_BYTES 528
void mlx5ctl_prm_query_vport_counter_out_encode(const struct mlx5ctl_prm_query_vport_counter_out *s, void *buf);
void mlx5ctl_prm_query_vport_counter_out_decode(struct mlx5ctl_prm_query_vport_counter_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_vport_counter_out_desc;

/* QUERY_VPORT_STATE inbox (0x10 bytes) */
struct mlx5ctl_prm_query_vport_state_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint8_t other_vport;
	uint16_t vport_number;
};

#define MLX5CTL_PRM_QUERY_VPORT_STATE_IN_BYTES 16
void mlx5ctl_prm_query_vport_state_in_encode(const struct mlx5ctl_prm_query_vport_state_in *s, void *buf);
void mlx5ctl_prm_query_vport_state_in_decode(struct mlx5ctl_prm_query_vport_state_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_vport_state_in_desc;

/* QUERY_VPORT_STATE outbox (0x10 bytes) */
struct mlx5ctl_prm_query_vport_state_out {
	uint8_t status;
	uint32_t syndrome;
	uint8_t admin_state;
	uint8_t state;
};

#define MLX5CTL_PRM_QUERY_VPORT_STATE_OUT_BYTES 16
void mlx5ctl_prm_query_vport_state_out_encode(const struct mlx5ctl_prm_query_vport_state_out *s, void *buf);
void mlx5ctl_prm_query_vport_state_out_decode(struct mlx5ctl_prm_query_vport_state_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_vport_state_out_desc;

/* QUERY_VUID inbox (0x10 bytes) */
struct mlx5ctl_prm_query_vuid_in {
	uint16_t opcode;
	uint16_t uid;
	uint8_t query_vfs_vuid;
	uint8_t data_direct;
	uint16_t vhca_id;
};

#define MLX5CTL_PRM_QUERY_VUID_IN_BYTES 16
void mlx5ctl_prm_query_vuid_in_encode(const struct mlx5ctl_prm_query_vuid_in *s, void *buf);
void mlx5ctl_prm_query_vuid_in_decode(struct mlx5ctl_prm_query_vuid_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_vuid_in_desc;

/* QUERY_VUID outbox (0x40 bytes) */
struct mlx5ctl_prm_query_vuid_out {
	uint8_t status;
	uint32_t syndrome;
	uint16_t num_of_entries;
};

#define MLX5CTL_PRM_QUERY_VUID_OUT_BYTES 64
void mlx5ctl_prm_query_vuid_out_encode(const struct mlx5ctl_prm_query_vuid_out *s, void *buf);
void mlx5ctl_prm_query_vuid_out_decode(struct mlx5ctl_prm_query_vuid_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_vuid_out_desc;

/* QUERY_WOL_ROL inbox (0x10 bytes) */
struct mlx5ctl_prm_query_wol_rol_in {
	uint16_t opcode;
	uint16_t op_mod;
};

#define MLX5CTL_PRM_QUERY_WOL_ROL_IN_BYTES 16
void mlx5ctl_prm_query_wol_rol_in_encode(const struct mlx5ctl_prm_query_wol_rol_in *s, void *buf);
void mlx5ctl_prm_query_wol_rol_in_decode(struct mlx5ctl_prm_query_wol_rol_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_wol_rol_in_desc;

/* QUERY_WOL_ROL outbox (0x10 bytes) */
struct mlx5ctl_prm_query_wol_rol_out {
	uint8_t status;
	uint32_t syndrome;
	uint8_t rol_mode;
	uint8_t wol_mode;
};

#define MLX5CTL_PRM_QUERY_WOL_ROL_OUT_BYTES 16
void mlx5ctl_prm_query_wol_rol_out_encode(const struct mlx5ctl_prm_query_wol_rol_out *s, void *buf);
void mlx5ctl_prm_query_wol_rol_out_decode(struct mlx5ctl_prm_query_wol_rol_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_wol_rol_out_desc;

/* QUERY_XRC_SRQ inbox (0x10 bytes) */
struct mlx5ctl_prm_query_xrc_srq_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint32_t xrc_srqn;
};

#define MLX5CTL_PRM_QUERY_XRC_SRQ_IN_BYTES 16
void mlx5ctl_prm_query_xrc_srq_in_encode(const struct mlx5ctl_prm_query_xrc_srq_in *s, void *buf);
void mlx5ctl_prm_query_xrc_srq_in_decode(struct mlx5ctl_prm_query_xrc_srq_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_xrc_srq_in_desc;

/* XRC shared receive queue context (0x40 bytes) */
struct mlx5ctl_prm_xrc_srqc {
	uint8_t state;
	uint8_t log_xrc_srq_size;
	uint8_t wq_signature;
	uint8_t cont_srq;
	uint8_t rlky;
	uint8_t basic_cyclic_rcv_wqe;
	uint8_t log_rq_stride;
	uint32_t xrcd;
	uint8_t page_offset;
	uint8_t dbr_umem_valid;
	uint32_t cqn;
	uint8_t user_index_equal_xrc_srqn;
	uint8_t log_page_size;
	uint32_t user_index;
	uint32_t pd;
	uint16_t lwm;
	uint16_t wqe_cnt;
	uint32_t db_record_addr_h;
	uint32_t db_record_addr_l;
};

#define MLX5CTL_PRM_XRC_SRQC_BYTES 64
void mlx5ctl_prm_xrc_srqc_encode(const struct mlx5ctl_prm_xrc_srqc *s, void *buf);
void mlx5ctl_prm_xrc_srqc_decode(struct mlx5ctl_prm_xrc_srqc *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_xrc_srqc_desc;

/* QUERY_XRC_SRQ outbox (0x110 bytes) */
struct mlx5ctl_prm_query_xrc_srq_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_xrc_srqc xrc_srq_context_entry;
};

#define MLX5CTL_PRM_QUERY_XRC_SRQ_OUT_BYTES 272
void mlx5ctl_prm_query_xrc_srq_out_encode(const struct mlx5ctl_prm_query_xrc_srq_out *s, void *buf);
void mlx5ctl_prm_query_xrc_srq_out_decode(struct mlx5ctl_prm_query_xrc_srq_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_xrc_srq_out_desc;

/* QUERY_XRQ_DC_PARAMS_ENTRY inbox (0x10 bytes) */
struct mlx5ctl_prm_query_xrq_dc_params_entry_in {
	uint16_t opcode;
	uint16_t uid;
	uint16_t op_mod;
	uint32_t xrqn;
};

#define MLX5CTL_PRM_QUERY_XRQ_DC_PARAMS_ENTRY_IN_BYTES 16
void mlx5ctl_prm_query_xrq_dc_params_entry_in_encode(const struct mlx5ctl_prm_query_xrq_dc_params_entry_in *s, void *buf);
void mlx5ctl_prm_query_xrq_dc_params_entry_in_decode(struct mlx5ctl_prm_query_xrq_dc_params_entry_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_xrq_dc_params_entry_in_desc;

/* QUERY_XRQ_DC_PARAMS_ENTRY outbox (the model never fills more than the header) (0x10 bytes) */
struct mlx5ctl_prm_query_xrq_dc_params_entry_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_QUERY_XRQ_DC_PARAMS_ENTRY_OUT_BYTES 16
void mlx5ctl_prm_query_xrq_dc_params_entry_out_encode(const struct mlx5ctl_prm_query_xrq_dc_params_entry_out *s, void *buf);
void mlx5ctl_prm_query_xrq_dc_params_entry_out_decode(struct mlx5ctl_prm_query_xrq_dc_params_entry_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_xrq_dc_params_entry_out_desc;

/* QUERY_XRQ_ERROR_PARAMS inbox (0x10 bytes) */
struct mlx5ctl_prm_query_xrq_error_params_in {
	uint16_t opcode;
	uint16_t uid;
	uint16_t op_mod;
	uint32_t xrqn;
};

#define MLX5CTL_PRM_QUERY_XRQ_ERROR_PARAMS_IN_BYTES 16
void mlx5ctl_prm_query_xrq_error_params_in_encode(const struct mlx5ctl_prm_query_xrq_error_params_in *s, void *buf);
void mlx5ctl_prm_query_xrq_error_params_in_decode(struct mlx5ctl_prm_query_xrq_error_params_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_xrq_error_params_in_desc;

/* QUERY_XRQ_ERROR_PARAMS outbox (the model never fills more than the header) (0x10 bytes) */
struct mlx5ctl_prm_query_xrq_error_params_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_QUERY_XRQ_ERROR_PARAMS_OUT_BYTES 16
void mlx5ctl_prm_query_xrq_error_params_out_encode(const struct mlx5ctl_prm_query_xrq_error_params_out *s, void *buf);
void mlx5ctl_prm_query_xrq_error_params_out_decode(struct mlx5ctl_prm_query_xrq_error_params_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_xrq_error_params_out_desc;

/* QUERY_XRQ inbox (0x10 bytes) */
struct mlx5ctl_prm_query_xrq_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint32_t xrqn;
};

#define MLX5CTL_PRM_QUERY_XRQ_IN_BYTES 16
void mlx5ctl_prm_query_xrq_in_encode(const struct mlx5ctl_prm_query_xrq_in *s, void *buf);
void mlx5ctl_prm_query_xrq_in_decode(struct mlx5ctl_prm_query_xrq_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_xrq_in_desc;

/* XRQ tag matching topology (0x10 bytes) */
struct mlx5ctl_prm_tag_matching_topology_context {
	uint8_t log_matching_list_sz;
	uint16_t append_next_index;
	uint16_t sw_phase_cnt;
	uint16_t hw_phase_cnt;
};

#define MLX5CTL_PRM_TAG_MATCHING_TOPOLOGY_CONTEXT_BYTES 16
void mlx5ctl_prm_tag_matching_topology_context_encode(const struct mlx5ctl_prm_tag_matching_topology_context *s, void *buf);
void mlx5ctl_prm_tag_matching_topology_context_decode(struct mlx5ctl_prm_tag_matching_topology_context *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_tag_matching_topology_context_desc;

/* Extended receive queue (tag matching) context (0x140 bytes) */
struct mlx5ctl_prm_xrqc {
	uint8_t state;
	uint8_t rlkey;
	uint8_t topology;
	uint8_t offload;
	uint32_t user_index;
	uint32_t cqn;
	struct mlx5ctl_prm_tag_matching_topology_context tag_matching_topology_context;
	struct mlx5ctl_prm_wq wq;
};

#define MLX5CTL_PRM_XRQC_BYTES 320
void mlx5ctl_prm_xrqc_encode(const struct mlx5ctl_prm_xrqc *s, void *buf);
void mlx5ctl_prm_xrqc_decode(struct mlx5ctl_prm_xrqc *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_xrqc_desc;

/* QUERY_XRQ outbox (0x150 bytes) */
struct mlx5ctl_prm_query_xrq_out {
	uint8_t status;
	uint32_t syndrome;
	struct mlx5ctl_prm_xrqc xrq_context;
};

#define MLX5CTL_PRM_QUERY_XRQ_OUT_BYTES 336
void mlx5ctl_prm_query_xrq_out_encode(const struct mlx5ctl_prm_query_xrq_out *s, void *buf);
void mlx5ctl_prm_query_xrq_out_decode(struct mlx5ctl_prm_query_xrq_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_xrq_out_desc;

/* RCR register (0x30 bytes) */
struct mlx5ctl_prm_rcr_reg {
	uint8_t health_severity_bitmask_valid;
	uint8_t health_severity_bitmask;
};

#define MLX5CTL_PRM_RCR_REG_BYTES 48
void mlx5ctl_prm_rcr_reg_encode(const struct mlx5ctl_prm_rcr_reg *s, void *buf);
void mlx5ctl_prm_rcr_reg_decode(struct mlx5ctl_prm_rcr_reg *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_rcr_reg_desc;

/* RESOURCE_DUMP register (0x100 bytes) */
struct mlx5ctl_prm_resource_dump {
	uint8_t more_dump;
	uint8_t inline_dump;
	uint8_t seq_num;
	uint16_t segment_type;
	uint16_t vhca_id;
	uint32_t index1;
	uint32_t index2;
	uint16_t num_of_obj1;
	uint16_t num_of_obj2;
	uint64_t device_opaque;
	uint32_t mkey;
	uint32_t size;
	uint64_t address;
	uint8_t inline_data[208];
};

#define MLX5CTL_PRM_RESOURCE_DUMP_BYTES 256
void mlx5ctl_prm_resource_dump_encode(const struct mlx5ctl_prm_resource_dump *s, void *buf);
void mlx5ctl_prm_resource_dump_decode(struct mlx5ctl_prm_resource_dump *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_resource_dump_desc;

/* Header of every resource dump segment (0x4 bytes) */
struct mlx5ctl_prm_resource_dump_segment_header {
	uint16_t length_dw;
	uint16_t segment_type;
};

#define MLX5CTL_PRM_RESOURCE_DUMP_SEGMENT_HEADER_BYTES 4
void mlx5ctl_prm_resource_dump_segment_header_encode(const struct mlx5ctl_prm_resource_dump_segment_header *s, void *buf);
void mlx5ctl_prm_resource_dump_segment_header_decode(struct mlx5ctl_prm_resource_dump_segment_header *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_resource_dump_segment_header_desc;

/* COMMAND segment: the request echoed (0x14 bytes) */
struct mlx5ctl_prm_resource_dump_command_segment {
	struct mlx5ctl_prm_resource_dump_segment_header segment_header;
	uint16_t segment_called;
	uint16_t vhca_id;
	uint32_t index1;
	uint32_t index2;
	uint16_t num_of_obj1;
	uint16_t num_of_obj2;
};

#define MLX5CTL_PRM_RESOURCE_DUMP_COMMAND_SEGMENT_BYTES 20
void mlx5ctl_prm_resource_dump_command_segment_encode(const struct mlx5ctl_prm_resource_dump_command_segment *s, void *buf);
void mlx5ctl_prm_resource_dump_command_segment_decode(struct mlx5ctl_prm_resource_dump_command_segment *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_resource_dump_command_segment_desc;

/* ERROR segment (0x30 bytes) */
struct mlx5ctl_prm_resource_dump_error_segment {
	struct mlx5ctl_prm_resource_dump_segment_header segment_header;
	uint16_t syndrome_id;
	uint8_t error[32];
};

#define MLX5CTL_PRM_RESOURCE_DUMP_ERROR_SEGMENT_BYTES 48
void mlx5ctl_prm_resource_dump_error_segment_encode(const struct mlx5ctl_prm_resource_dump_error_segment *s, void *buf);
void mlx5ctl_prm_resource_dump_error_segment_decode(struct mlx5ctl_prm_resource_dump_error_segment *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_resource_dump_error_segment_desc;

/* INFO segment (0x10 bytes) */
struct mlx5ctl_prm_resource_dump_info_segment {
	struct mlx5ctl_prm_resource_dump_segment_header segment_header;
	uint8_t dump_version;
	uint32_t hw_version;
	uint32_t fw_version;
};

#define MLX5CTL_PRM_RESOURCE_DUMP_INFO_SEGMENT_BYTES 16
void mlx5ctl_prm_resource_dump_info_segment_encode(const struct mlx5ctl_prm_resource_dump_info_segment *s, void *buf);
void mlx5ctl_prm_resource_dump_info_segment_decode(struct mlx5ctl_prm_resource_dump_info_segment *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_resource_dump_info_segment_desc;

/* One dumpable segment type (0x34 bytes) */
struct mlx5ctl_prm_resource_dump_menu_record {
	uint8_t num_of_obj2_supports_active;
	uint8_t num_of_obj2_supports_all;
	uint8_t must_have_num_of_obj2;
	uint8_t support_num_of_obj2;
	uint8_t num_of_obj1_supports_active;
	uint8_t num_of_obj1_supports_all;
	uint8_t must_have_num_of_obj1;
	uint8_t support_num_of_obj1;
	uint8_t must_have_index2;
	uint8_t support_index2;
	uint8_t must_have_index1;
	uint8_t support_index1;
	uint16_t segment_type;
	uint8_t segment_name[16];
	uint8_t index1_name[16];
	uint8_t index2_name[16];
};

#define MLX5CTL_PRM_RESOURCE_DUMP_MENU_RECORD_BYTES 52
void mlx5ctl_prm_resource_dump_menu_record_encode(const struct mlx5ctl_prm_resource_dump_menu_record *s, void *buf);
void mlx5ctl_prm_resource_dump_menu_record_decode(struct mlx5ctl_prm_resource_dump_menu_record *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_resource_dump_menu_record_desc;

/* MENU segment: the dumpable segment types (0x8 bytes) */
struct mlx5ctl_prm_resource_dump_menu_segment {
	struct mlx5ctl_prm_resource_dump_segment_header segment_header;
	uint16_t num_of_records;
};

#define MLX5CTL_PRM_RESOURCE_DUMP_MENU_SEGMENT_BYTES 8
void mlx5ctl_prm_resource_dump_menu_segment_encode(const struct mlx5ctl_prm_resource_dump_menu_segment *s, void *buf);
void mlx5ctl_prm_resource_dump_menu_segment_decode(struct mlx5ctl_prm_resource_dump_menu_segment *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_resource_dump_menu_segment_desc;

/* A resource's data (0x10 bytes) */
struct mlx5ctl_prm_resource_dump_resource_segment {
	struct mlx5ctl_prm_resource_dump_segment_header segment_header;
	uint32_t index1;
	uint32_t index2;
};

#define MLX5CTL_PRM_RESOURCE_DUMP_RESOURCE_SEGMENT_BYTES 16
void mlx5ctl_prm_resource_dump_resource_segment_encode(const struct mlx5ctl_prm_resource_dump_resource_segment *s, void *buf);
void mlx5ctl_prm_resource_dump_resource_segment_decode(struct mlx5ctl_prm_resource_dump_resource_segment *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_resource_dump_resource_segment_desc;

/* TERMINATE segment (0x4 bytes) */
struct mlx5ctl_prm_resource_dump_terminate_segment {
	struct mlx5ctl_prm_resource_dump_segment_header segment_header;
};

#define MLX5CTL_PRM_RESOURCE_DUMP_TERMINATE_SEGMENT_BYTES 4
void mlx5ctl_prm_resource_dump_terminate_segment_encode(const struct mlx5ctl_prm_resource_dump_terminate_segment *s, void *buf);
void mlx5ctl_prm_resource_dump_terminate_segment_decode(struct mlx5ctl_prm_resource_dump_terminate_segment *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_resource_dump_terminate_segment_desc;

/* SET_DIAGNOSTIC_PARAMS inbox (0x20 bytes) */
struct mlx5ctl_prm_set_diagnostic_params_in {
	uint16_t opcode;
	uint16_t op_mod;
	struct mlx5ctl_prm_diagnostic_params_context diagnostic_params_context;
};

#define MLX5CTL_PRM_SET_DIAGNOSTIC_PARAMS_IN_BYTES 32
void mlx5ctl_prm_set_diagnostic_params_in_encode(const struct mlx5ctl_prm_set_diagnostic_params_in *s, void *buf);
void mlx5ctl_prm_set_diagnostic_params_in_decode(struct mlx5ctl_prm_set_diagnostic_params_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_set_diagnostic_params_in_desc;

/* SET_DIAGNOSTIC_PARAMS outbox (0x10 bytes) */
struct mlx5ctl_prm_set_diagnostic_params_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_SET_DIAGNOSTIC_PARAMS_OUT_BYTES 16
void mlx5ctl_prm_set_diagnostic_params_out_encode(const struct mlx5ctl_prm_set_diagnostic_params_out *s, void *buf);
void mlx5ctl_prm_set_diagnostic_params_out_decode(struct mlx5ctl_prm_set_diagnostic_params_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_set_diagnostic_params_out_desc;

/* SET_HCA_CAP inbox (0x1010 bytes) */
struct mlx5ctl_prm_set_hca_cap_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint8_t other_function;
	uint8_t ec_vf_function;
	uint16_t function_id;
	uint8_t capability[4096];
};

#define MLX5CTL_PRM_SET_HCA_CAP_IN_BYTES 4112
void mlx5ctl_prm_set_hca_cap_in_encode(const struct mlx5ctl_prm_set_hca_cap_in *s, void *buf);
void mlx5ctl_prm_set_hca_cap_in_decode(struct mlx5ctl_prm_set_hca_cap_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_set_hca_cap_in_desc;

/* SET_HCA_CAP outbox (0x10 bytes) */
struct mlx5ctl_prm_set_hca_cap_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_SET_HCA_CAP_OUT_BYTES 16
void mlx5ctl_prm_set_hca_cap_out_encode(const struct mlx5ctl_prm_set_hca_cap_out *s, void *buf);
void mlx5ctl_prm_set_hca_cap_out_decode(struct mlx5ctl_prm_set_hca_cap_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_set_hca_cap_out_desc;

/* SET_ISSI inbox (0x10 bytes) */
struct mlx5ctl_prm_set_issi_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint16_t current_issi;
};

#define MLX5CTL_PRM_SET_ISSI_IN_BYTES 16
void mlx5ctl_prm_set_issi_in_encode(const struct mlx5ctl_prm_set_issi_in *s, void *buf);
void mlx5ctl_prm_set_issi_in_decode(struct mlx5ctl_prm_set_issi_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_set_issi_in_desc;

/* SET_ISSI outbox (0x10 bytes) */
struct mlx5ctl_prm_set_issi_out {
	uint8_t status;
	uint32_t syndrome;
};

#define MLX5CTL_PRM_SET_ISSI_OUT_BYTES 16
void mlx5ctl_prm_set_issi_out_encode(const struct mlx5ctl_prm_set_issi_out *s, void *buf);
void mlx5ctl_prm_set_issi_out_decode(struct mlx5ctl_prm_set_issi_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_set_issi_out_desc;

/* TEARDOWN_HCA inbox (0x10 bytes) */
struct mlx5ctl_prm_teardown_hca_in {
	uint16_t opcode;
	uint16_t op_mod;
	uint16_t profile;
};

#define MLX5CTL_PRM_TEARDOWN_HCA_IN_BYTES 16
void mlx5ctl_prm_teardown_hca_in_encode(const struct mlx5ctl_prm_teardown_hca_in *s, void *buf);
void mlx5ctl_prm_teardown_hca_in_decode(struct mlx5ctl_prm_teardown_hca_in *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_teardown_hca_in_desc;

/* TEARDOWN_HCA outbox (0x10 bytes) */
struct mlx5ctl_prm_teardown_hca_out {
	uint8_t status;
	uint32_t syndrome;
	uint8_t state;
};

#define MLX5CTL_PRM_TEARDOWN_HCA_OUT_BYTES 16
void mlx5ctl_prm_teardown_hca_out_encode(const struct mlx5ctl_prm_teardown_hca_out *s, void *buf);
void mlx5ctl_prm_teardown_hca_out_decode(struct mlx5ctl_prm_teardown_hca_out *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_teardown_hca_out_desc;

/* A UAR page in BAR0 (page i at BAR0 + i * 4096): the EQ doorbells (eq.c) (0x1000 bytes) */
struct mlx5ctl_prm_uar_page {
	struct mlx5ctl_prm_eq_doorbell eq_arm;
	struct mlx5ctl_prm_eq_doorbell eq_update;
};

#define MLX5CTL_PRM_UAR_PAGE_BYTES 4096
void mlx5ctl_prm_uar_page_encode(const struct mlx5ctl_prm_uar_page *s, void *buf);
void mlx5ctl_prm_uar_page_decode(struct mlx5ctl_prm_uar_page *s, const void *buf);
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_uar_page_desc;

#endif /* MLX5CTL_INTERNAL */

#endif /* MLX5CTL_GEN_PRM_H */
