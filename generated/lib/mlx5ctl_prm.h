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
	size_t native_off;		/* unused, 0: there are no native structures (kept for the ABI) */
	size_t native_size;		/* unused, 0 */
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
	/*
	 * Unused, 0 and NULL: there are no native structures and no per-structure codecs (the
	 * generic codec of mlx5ctl_lib_prm.h and the GET/SET macros of mlx5ctl_ifc.h read and
	 * write PRM buffers); kept so that the layout, and the ABI, do not change.
	 */
	size_t native_size;
	void (*encode)(const void *native, void *buf);
	void (*decode)(void *native, const void *buf);
};

/* An outbox field user space never sees: the driver zeroes it before the copy-out (scrub) */
struct mlx5ctl_scrub_desc {
	const char *field;		/* its path in the outbox */
	uint32_t bit;
	uint32_t width;			/* bits; 0: to the end of the outbox (a flexible array) */
	const char *doc;		/* why */
};

/* A rule on a register's payload (the spec's constraints): a field that acts on an access */
struct mlx5ctl_reg_rule {
	const char *field;		/* its path in the register's layout */
	bool write;			/* the rule binds writes; false: reads */
	bool lifts;			/* another value makes the read an access of the register's
					 * write scope; false: refused to a caller below debug-write */
	const uint32_t *values;		/* the values allowed */
	unsigned int nvalues;
	const char *doc;		/* what the field does, and why the rule */
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
	const struct mlx5ctl_scrub_desc *scrub;	/* outbox fields user space never sees */
	unsigned int nscrub;
	const char *answers;		/* a query: whose objects the firmware answers it for
					 * ("own", "any", "device"), or NULL */
	const char *answers_why;
};

struct mlx5ctl_reg_desc {
	const char *name;
	const char *doc;
	uint16_t id;
	const char *access;		/* "RO", "RW", "WO" */
	const char *read_scope;
	const char *write_scope;
	const struct mlx5ctl_struct_desc *layout;
	const struct mlx5ctl_reg_rule *rules;	/* fields that act on an access */
	unsigned int nrules;
	const char *at_rest;		/* "field=value ..." a read at rest names, or NULL */
	const char *unreadable;		/* why it cannot be read on its own, or NULL */
};

/*
 * The tables are the library's own (libmlx5ctl exports the functions of mlx5ctl_lib_prm.h
 * instead, so that the spec can change without changing the ABI); the library and its tests
 * define MLX5CTL_INTERNAL to see them. Each structure and enum has a descriptor of its own,
 * named after it (mlx5ctl_prm_st_<struct>, mlx5ctl_prm_en_<enum>); the tables point at them.
 */
#ifdef MLX5CTL_INTERNAL
extern const struct mlx5ctl_struct_desc *const mlx5ctl_prm_structs[];	/* by name */
extern const unsigned int mlx5ctl_prm_nstructs;
extern const struct mlx5ctl_cmd_desc mlx5ctl_prm_commands[];
extern const unsigned int mlx5ctl_prm_ncommands;
extern const struct mlx5ctl_reg_desc mlx5ctl_prm_registers[];
extern const unsigned int mlx5ctl_prm_nregisters;
extern const struct mlx5ctl_enum_desc *const mlx5ctl_prm_enums[];	/* by name */
extern const unsigned int mlx5ctl_prm_nenums;
/* mstconfig's parameters (prm/nvitems.yaml's `param`), by name */
/* enum values with the flag (of value 0's structure) that says the device has them */
struct mlx5ctl_prm_present_if {
	const struct mlx5ctl_enum_value *value;
	const char *field;
};
extern const struct mlx5ctl_prm_present_if mlx5ctl_prm_present_ifs[];
extern const unsigned int mlx5ctl_prm_npresent_ifs;
extern const struct mlx5ctl_nv_param_desc mlx5ctl_prm_nv_params[];
extern const unsigned int mlx5ctl_prm_nnv_params;

extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_access_reg_op_mod;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_cap_type;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_cmd_delivery_status;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_cmd_op;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_cmd_status;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_cmdq_entry_type;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_cong_protocol;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_core_dump_const;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_core_dump_type;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_diag_counter;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_eqc_st;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_event_type;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_fs4_const;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_fs4_crc_type;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_fs4_section;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_fsm_error;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_fsm_state;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_fw_syndrome;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_fwimage_const;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_fwimage_key;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_fwstate_const;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_fwu_entity;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_general_event_subtype;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_hca_cap_op_mod;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_icmd_opcode;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_icmd_reg_method;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_icmd_reg_status;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_icmd_status;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_icmd_tlv_type;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_manage_pages_op_mod;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mcc_instruction;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mcdd_status;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mcqi_info_type;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mcqs_component_status;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mcqs_identifier;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mcqs_update_state;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mfa2_compression;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mfa2_tlv_type;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mfrl_pci_reset_method;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mfrl_reset_level;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mfrl_reset_state;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mfrl_reset_type;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mirc_status;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mkc_access_mode;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_module_status;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mpcir_op;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mpcir_read_op;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mpcir_status;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mpcnt_grp;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mpegc_overflow_oper;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mpegc_overflow_sense;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mqis_info_type;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mroq_reset_flow;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mroq_reset_method;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mroq_reset_trigger;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mroq_reset_type;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mrsi_reset_reason;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nic_interface_state;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_access_mode;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_crypto_conf_crypto_policy;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_current_configurator_current_cfg_method;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_ecpf_conf_esw_manager;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_ecpf_conf_page_supplier;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_emulation_virtio_blk_conf_virtio_blk_emu_pf_pci_layout;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_emulation_virtio_blk_conf_virtio_blk_emu_vf_pci_layout;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_emulation_virtio_net_conf_virtio_net_emu_pf_pci_layout;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_emulation_virtio_net_conf_virtio_net_emu_vf_pci_layout;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_enclosure_info_tray_location;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_file_device_unique_nonce_version;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_file_public_key_4096_a_auth_type;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_file_public_key_4096_auth_type;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_file_public_key_4096_b_auth_type;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_file_public_key_auth_type;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus0_speed_max;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus0_width_max;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus1_speed_max;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus1_width_max;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus2_speed_max;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus2_width_max;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus3_speed_max;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus3_width_max;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus4_speed_max;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus4_width_max;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus5_speed_max;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus5_width_max;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus6_speed_max;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus6_width_max;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus7_speed_max;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus7_width_max;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus0_speed;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus0_width;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus1_speed;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus1_width;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus2_speed;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus2_width;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus3_speed;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus3_width;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus4_speed;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus4_width;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus5_speed;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus5_width;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus6_speed;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus6_width;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus7_speed;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus7_width;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_dpu_reset_notification_enabled;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_partial_wr_cache_mode;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_rshim_pf;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_hca_conf_pci_data_wr_ordering_mode;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_hca_conf_roce_ctrl;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_host_chaining_conf_chain_mode;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_host_priv_conf_priv_level;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_hpcc_int_np_rtt_int_data_mode;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_internal_cpu_conf_esw_manager;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_internal_cpu_conf_ib_vport0;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_internal_cpu_conf_internal_cpu_model;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_internal_cpu_conf_offload_engine;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_internal_cpu_conf_page_supplier;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_link_phy_conf_phy_auto_neg_mode;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_link_phy_conf_phy_fec_override;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_lldp_nb_cap_lldp_nb_rx_cap;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_lldp_nb_cap_lldp_nb_tx_cap;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_lldp_nb_conf_lldp_nb_rx_mode;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_lldp_nb_conf_lldp_nb_tx_mode;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_memic_cap_max_memic_size_limit;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_memic_conf_memic_atomic;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_memic_conf_memic_size_limit;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_mpfs_conf_duplicated_mac_action_mode;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_mpfs_conf_ib_routing_mode;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_mpfs_conf_sriov_ib_routing_mode;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_nvmf_target_conf_pacer_mode;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_param;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_pci_conf_management_pf;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_pci_conf_p2p_ordering_mode;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_performance_tuning_conf_icm_cache_mode;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_performance_tuning_conf_multi_pci_resource_share;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_power_conf_lag_allocation;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_power_conf_phy_cnt_delay;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_qos_cap_max_num_of_vl;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_qos_conf_num_of_tc;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_qos_conf_num_of_vl;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_qos_conf_qos_trust_state;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_roce_cc_roce_cc_algorithm;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_boot_conf1_boot_retry_count;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_boot_conf1_legacy_boot_protocol;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_boot_conf2_boot_ip_ver;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_arp;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_dhcp;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_dhcpv6;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_driver;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_driver_settings;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_ipv4;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_ipv6;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_ndp;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_neighbor;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_netdevice;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_nodnic;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_nodnic_cmd;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_nodnic_device;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_nodnic_port;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_pxe_undi;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_romprefix;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_status_update;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_stp;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_tcp;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_tcpip;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_tftp;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_udp;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_uri;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_flexboot_debug_panic_banner;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_ib_dhcp_conf_client_identifier;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_ini_hii_type;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_iscsi_general_conf_boot_to_target;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_iscsi_general_conf_iscsi_drive_num;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_param;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_uefi_debug_level_uefi_log_severity;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_uefi_debug_level_uefi_logs;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_secure_host_state;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_sw_offload_conf_cqe_compression;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_sw_offload_conf_pci_atomic_mode;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_sw_offload_conf_vf_migration;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_tpt_conf_log_max_payload_size;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_vpi_link_type_default_link_type;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_pages_op_mod;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_pddr_cable_identifier;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_pddr_cable_type;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_pddr_cable_vendor;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_pddr_eth_an_state;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_pddr_fec_mode;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_pddr_fec_support;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_pddr_link_down_reason;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_pddr_monitor_opcode;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_pddr_neg_mode;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_pddr_page_select;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_pddr_phy_mngr_state;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_pddr_proto;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_port_change_subtype;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_port_status;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_ppcnt_grp;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_ptys_an_status;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_ptys_connector;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_ptys_eth_proto;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_ptys_proto;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_reg_id;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_resource_dump_segment_type;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_slrg_version;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_sltp_version;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_sync_rst_state;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_uctx_cap;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_vhca_state;
extern const struct mlx5ctl_enum_desc mlx5ctl_prm_en_vport_state;

extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_accel_query_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_accel_query_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_access_register_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_access_register_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_ads;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_adv_rdma_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_adv_virtualization_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_alloc_pd_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_alloc_pd_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_alloc_q_counter_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_alloc_q_counter_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_alloc_uar_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_alloc_uar_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_array1024_auto;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_array128_auto;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_atomic_caps;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_cmd_hca_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_cmd_hca_cap_2;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_cmd_if_box;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_cmd_inter_comp_event;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_cmd_pas;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_cmd_queue_entry;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_config_item;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_configuration_item_type_class_global;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_configuration_item_type_class_per_host_pf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_cong_control_802_1qau_rp;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_cong_control_r_roce_ecn_np;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_cong_control_r_roce_ecn_rp;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_cong_control_r_roce_general;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_core_dump_header;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_core_dump_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_counter_id;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_cqc;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_cqe_error_syndrome;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_create_eq_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_create_eq_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_create_mkey_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_create_mkey_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_create_uctx_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_create_uctx_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_create_umem_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_create_umem_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_dctc;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_dealloc_pd_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_dealloc_pd_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_dealloc_q_counter_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_dealloc_q_counter_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_dealloc_uar_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_dealloc_uar_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_debug_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_default_timeout;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_delegate_vhca_management_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_delegate_vhca_management_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_delegated_function_vhca_rid_info;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_dest_format_flow_counter_list_auto;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_dest_format_struct;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_destroy_eq_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_destroy_eq_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_destroy_mkey_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_destroy_mkey_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_destroy_uctx_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_destroy_uctx_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_destroy_umem_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_destroy_umem_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_device_event_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_device_mem_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_diagnostic_cntr_layout;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_diagnostic_cntr_struct;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_diagnostic_params_context;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_disable_hca_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_disable_hca_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_dtor_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_e_switch_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_enable_hca_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_enable_hca_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_eq_doorbell;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_eqc;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_eqe;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_esw_vport_context;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_eth_2819_cntrs_grp_data_layout;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_eth_2863_cntrs_grp_data_layout;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_eth_3635_cntrs_grp_data_layout;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_eth_802_3_cntrs_grp_data_layout;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_eth_extended_cntrs_grp_data_layout;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_eth_per_prio_grp_data_layout;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_eth_per_tc_congest_prio_grp_data_layout;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_eth_per_tc_prio_grp_data_layout;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_execute_aso;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_extended_dest_format;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_flow_context;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_flow_counter_list;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_flow_table_context;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_flow_table_eswitch_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_flow_table_fields_supported;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_flow_table_fields_supported_2;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_flow_table_nic_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_flow_table_prop_layout;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fpga_qpc;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fpga_query_qp_counters_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fpga_query_qp_counters_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fpga_query_qp_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fpga_query_qp_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fs4_boot_version;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fs4_dev_info;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fs4_guids;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fs4_hw_pointer;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fs4_image_info;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fs4_image_signature;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fs4_mfg_info;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fs4_public_keys;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fs4_toc_entry;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fs4_toc_header;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fs4_tools_area;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fs4_uid_entry;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fte_match_mpls;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fte_match_param;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fte_match_set_lyr_2_4;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fte_match_set_misc;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fte_match_set_misc2;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fte_match_set_misc3;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fte_match_set_misc4;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fte_match_set_misc5;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_function_vhca_rid_info_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fw_version_time;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fwimage_hdr;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fwstate_hdr;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_general_obj_in_cmd_hdr;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_general_obj_out_cmd_hdr;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_hca_vport_context;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_health_buffer;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_host_endianness_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_host_params_context;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_ib_ext_port_cntrs_grp_data_layout;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_ib_port_cntrs_grp_data_layout;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_icmd_ctrl;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_icmd_get_fw_info;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_icmd_op_tlv;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_icmd_query_cap_general;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_icmd_query_cap_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_icmd_reg_tlv;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_init_hca_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_init_hca_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_initial_seg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_ipv4_layout;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_ipv6_layout;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_ipv6_simple_layout;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_lagc;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mac_address_layout;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_manage_pages_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_manage_pages_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mbox_in_hdr;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mbox_out_hdr;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mcam_access_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mcam_access_reg_bits2;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mcam_enhanced_features;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mcam_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mcc_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mcda_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mcdd_descriptor;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mcdd_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mcia_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mcqi_activation_method;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mcqi_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mcqi_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mcqi_version;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mcqs_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mfa2_component_descriptor;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mfa2_component_ptr;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mfa2_multi;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mfa2_package_descriptor;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mfa2_tlv;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mfba_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mfbe_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mfpa_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mfrl_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mgir_dev_info;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mgir_fw_info;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mgir_hardware_info;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mgir_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mgir_sw_info;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mirc_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mkc;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mlcok_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mnvda_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mnvdi_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mnvgc_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mnvgn_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mnvia_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mnvqc_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_modify_cong_status_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_modify_cong_status_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mpcir_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mpcnt_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mpegc_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mpein_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mpir_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mqis_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mroq_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mrsi_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_msgi_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mtcap_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mtmp_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mtt;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mvts_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nic_vport_context;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_node_desc_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nop_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nop_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_base_mac_guid;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_base_mac_guid_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_crypto_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_current_configurator;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_debug_mode;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_ecpf_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_ecpf_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_ecpu_boot_option;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_emulation_nvme_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_emulation_nvme_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_emulation_pci_switch_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_emulation_pci_switch_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_emulation_virtio_blk_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_emulation_virtio_blk_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_emulation_virtio_fs_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_emulation_virtio_fs_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_emulation_virtio_net_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_emulation_virtio_net_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_enclosure_info;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_external_port_ctrl;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_applicable_to;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_btc_token_id;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_comment;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_cs_token_id;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_dbg_fw_token_id;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_device_unique;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_id_mlnx;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_id_vendor;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_mac_addr_list;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_public_key;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_public_key_4096;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_public_key_4096_a;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_public_key_4096_b;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_signature;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_signature_4096_a;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_signature_4096_b;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_flex_parser_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_flex_parser_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_forbidden_versions;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_fpga_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_fpga_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_fpga_data;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_global_mask;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_global_pci_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_global_pci_cap_3;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_global_pci_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_global_pci_conf_2;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_global_pci_conf_3;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_global_roce_cc_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_global_roce_cc_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_hca_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_hca_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_host_chaining_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_host_chaining_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_host_priv_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_host_priv_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_host_sync_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_host_to_bmc;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_hpcc_int;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_hpcc_int_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_ib_dc_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_ib_dc_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_internal_cpu_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_internal_cpu_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_internal_hairpin_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_internal_hairpin_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_invalidate_all_timestamp;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_kdnet_data;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_keep_link_up;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_link_phy_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_link_phy_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_lldp_nb_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_lldp_nb_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_lldp_nb_dcbx;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_memic_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_memic_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_module_feature_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_module_power;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_module_split;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_mpfs_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_mpfs_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_nv_rom_root_ca_fingerprint;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_nvmf_target_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_nvmf_target_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_packet_pacing;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_pci_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_pci_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_pci_switch_evb_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_pci_switch_evb_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_performance_tuning_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_performance_tuning_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_pf_pci_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_power_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_power_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_prog_cc;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_qos_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_qos_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_roce_1_5_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_roce_cc;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_roce_cc_ecn;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_roce_cc_qcn;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_banner_timeout;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_boot_conf1;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_boot_conf2;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_debug_level;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_dhcp_vendor_id;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_flexboot_debug;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_ib_boot_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_ib_dhcp_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_ini;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_connect_to_first_target;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_connect_to_second_target;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_dhcp;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_first_target_addr;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_first_target_chap_id;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_first_target_chap_pwd;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_first_target_lun;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_first_target_name;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_first_target_port;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_general_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_initiator_chap_id;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_initiator_chap_pwd;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_initiator_gateway;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_initiator_ip_addr;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_initiator_name;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_initiator_primary_dns_addr;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_initiator_secondary_dns_addr;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_initiator_subnet_mask;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_second_target_addr;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_second_target_chap_id;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_second_target_chap_pwd;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_second_target_lun;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_second_target_name;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_second_target_port;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_ocsd_ocbb;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_uefi_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_uefi_debug_level;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_safe_mode_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_secure_host;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_sw_accelerate_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_sw_offload_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_sw_offload_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_tpt_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_virt_guid_addr;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_virt_net_addr;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_vpi_link_type;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_vts_bank_a;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_vts_bank_b;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_wol_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_wol_conf;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nvgre_key;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nvmf_query_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nvmf_query_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_odp_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_odp_per_transport_service_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_odp_scheme_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_other_hca_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_packet_reformat_context_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_paos_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pcam_enhanced_features;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pcam_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pcam_regs_5000_to_507f;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pcap_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pcie_lanes_counters;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pcie_perf_cntrs_grp_data_layout;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pcie_timers_states;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pcnr_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pddr_advanced_opcode;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pddr_link_down_info_page;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pddr_link_up_info_page;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pddr_module_info;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pddr_module_latched_flag_info;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pddr_monitor_opcode;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pddr_operation_info_page;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pddr_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pddr_troubleshooting_page;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_per_protocol_networking_offload_caps;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_phys_layer_cntrs;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_phys_layer_statistical_cntrs;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pkey;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pmaos_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pmlp_lane;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pmlp_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pmpt_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pmtu_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_port_selection_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_port_state_change_event;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_postpone_connected_qp_timeout_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_postpone_connected_qp_timeout_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_ppaos_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_ppcnt_plr_cntrs;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_ppcnt_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_ppcnt_rs_fec_histograms_cntrs;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pphcr_bin_range;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pphcr_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pplm_ext;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pptt_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_prtl_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_psp_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_ptys_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_qos_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_qp_context_extension;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_qpc;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_qpc_extension_and_pas_list_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_adapter_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_adapter_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_adapter_param_block;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_adjacent_functions_id_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_adjacent_functions_id_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_burst_size_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_burst_size_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_cong_params_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_cong_params_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_cong_statistics_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_cong_statistics_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_cong_status_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_cong_status_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_cq_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_cq_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_dc_cnak_trace_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_dc_cnak_trace_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_dct_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_dct_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_delay_drop_params_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_delay_drop_params_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_delegated_vhca_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_delegated_vhca_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_diagnostic_counters_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_diagnostic_counters_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_diagnostic_params_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_diagnostic_params_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_driver_version_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_driver_version_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_eq_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_eq_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_esw_functions_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_esw_functions_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_esw_vport_context_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_esw_vport_context_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_flow_counter_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_flow_counter_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_flow_group_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_flow_group_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_flow_table_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_flow_table_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_fte_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_fte_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_hca_cap_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_hca_cap_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_hca_vport_context_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_hca_vport_context_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_hca_vport_gid_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_hca_vport_gid_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_hca_vport_pkey_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_hca_vport_pkey_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_issi_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_issi_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_l2_table_entry_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_l2_table_entry_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_lag_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_lag_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_mad_demux_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_mad_demux_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_match_sample_info_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_match_sample_info_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_mkey_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_mkey_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_modify_header_context_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_modify_header_context_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_mtt_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_mtt_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_nic_vport_context_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_nic_vport_context_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_other_hca_cap_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_other_hca_cap_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_packet_reformat_context_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_packet_reformat_context_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_pages_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_pages_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_psv_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_psv_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_q_counter_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_q_counter_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_qp_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_qp_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_rate_limit_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_rate_limit_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_rdb_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_rdb_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_rmp_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_rmp_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_roce_address_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_roce_address_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_rq_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_rq_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_rqt_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_rqt_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_rsv_resources_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_rsv_resources_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_sched_queue_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_sched_queue_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_scheduling_element_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_scheduling_element_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_sf_partitions_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_sf_partitions_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_special_contexts_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_special_contexts_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_sq_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_sq_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_srq_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_srq_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_tir_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_tir_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_tis_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_tis_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_uctx_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_uctx_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_umem_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_umem_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_vhca_migration_state_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_vhca_migration_state_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_vhca_state_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_vhca_state_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_vnic_env_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_vnic_env_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_vport_counter_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_vport_counter_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_vport_state_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_vport_state_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_vuid_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_vuid_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_wol_rol_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_wol_rol_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_xrc_srq_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_xrc_srq_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_xrq_dc_params_entry_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_xrq_dc_params_entry_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_xrq_error_params_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_xrq_error_params_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_xrq_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_xrq_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_rcr_reg;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_resource_dump;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_resource_dump_command_segment;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_resource_dump_error_segment;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_resource_dump_info_segment;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_resource_dump_menu_record;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_resource_dump_menu_segment;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_resource_dump_resource_segment;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_resource_dump_segment_header;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_resource_dump_terminate_segment;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_rmpc;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_roce_addr_layout;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_roce_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_rq_num;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_rqc;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_rqtc;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_rx_hash_field_select;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_scheduling_context;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_set_diagnostic_params_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_set_diagnostic_params_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_set_hca_cap_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_set_hca_cap_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_set_issi_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_set_issi_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_set_pp_rate_limit_context;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_sf_partition;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_shampo_cap;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_slrg_16nm;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_slrg_ext;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_sltp_16nm;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_sltp_ext;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_sqc;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_srqc;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_sync_fw_update_event;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_tag_matching_topology_context;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_teardown_hca_in;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_teardown_hca_out;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_tirc;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_tisc;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_tlp_dev_emu_capabilities;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_traffic_counter;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_uar_page;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_uctx;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_umem;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_vhca_state_context;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_vlan;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_vnic_diagnostic_statistics;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_wq;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_xrc_srqc;
extern const struct mlx5ctl_struct_desc mlx5ctl_prm_st_xrqc;

#endif /* MLX5CTL_INTERNAL */

#endif /* MLX5CTL_GEN_PRM_H */
