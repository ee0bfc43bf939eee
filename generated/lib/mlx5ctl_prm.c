/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/* Do not edit directly, auto-generated from:
 *	prm/caps.yaml
 *	prm/cmdif.yaml
 *	prm/diag.yaml
 *	prm/dump.yaml
 *	prm/eq.yaml
 *	prm/flash.yaml
 *	prm/hca.yaml
 *	prm/icmd.yaml
 *	prm/mgmt.yaml
 *	prm/nvconfig.yaml
 *	prm/nvtools.yaml
 *	prm/objects.yaml
 *	prm/port.yaml
 *	prm/registers.yaml
 *	prm/uctx.yaml
 *	prm/vport.yaml
 * MLX5GEN lib/mlx5ctl_prm.c
 * To regenerate run: codegen/mlx5gen.py
 */

#include <string.h>

#ifndef MLX5CTL_INTERNAL
#define MLX5CTL_INTERNAL	/* the tables and codecs are defined here */
#endif
#include "mlx5ctl_prm.h"

static const struct mlx5ctl_enum_value enum_access_reg_op_mod_values[] = {
	{ "WRITE", 0x0, "Write the register", NULL, NULL },
	{ "READ", 0x1, "Read the register", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_cap_type_values[] = {
	{ "GENERAL", 0x0, "General device capabilities", &mlx5ctl_prm_structs[8], NULL },
	{ "ETHERNET_OFFLOADS", 0x1, "Ethernet offloads", &mlx5ctl_prm_structs[119], NULL },
	{ "ODP", 0x2, "On-demand paging", &mlx5ctl_prm_structs[109], NULL },
	{ "ATOMIC", 0x3, "Atomic operations", &mlx5ctl_prm_structs[7], NULL },
	{ "ROCE", 0x4, "RoCE", &mlx5ctl_prm_structs[153], NULL },
	{ "IPOIB_OFFLOADS", 0x5, "IPoIB offloads (InfiniBand; not on the modelled Ethernet card)", NULL, NULL },
	{ "IPOIB_ENHANCED_OFFLOADS", 0x6, "Enhanced IPoIB offloads (InfiniBand; not on the modelled card)", NULL, NULL },
	{ "FLOW_TABLE", 0x7, "NIC flow tables", &mlx5ctl_prm_structs[58], NULL },
	{ "ESWITCH_FLOW_TABLE", 0x8, "E-switch flow tables", &mlx5ctl_prm_structs[55], NULL },
	{ "ESWITCH", 0x9, "E-switch", &mlx5ctl_prm_structs[49], NULL },
	{ "QOS", 0xc, "QoS and packet pacing", &mlx5ctl_prm_structs[124], NULL },
	{ "DEBUG", 0xd, "Debug capabilities", &mlx5ctl_prm_structs[31], NULL },
	{ "DEV_MEM", 0xf, "Device memory (MEMIC)", &mlx5ctl_prm_structs[42], NULL },
	{ "TLS", 0x11, "TLS offload (the crypto-enabled cards only; not on the modelled MCX623106AN)", NULL, NULL },
	{ "VDPA_EMULATION", 0x13, "virtio emulation (BlueField; not on the modelled card)", NULL, NULL },
	{ "DEV_EVENT", 0x14, "Device events", &mlx5ctl_prm_structs[41], NULL },
	{ "IPSEC", 0x15, "IPsec offload (crypto-enabled cards only; not on the modelled card)", NULL, NULL },
	{ "CRYPTO", 0x1a, "Crypto (crypto-enabled cards only; not on the modelled card)", NULL, NULL },
	{ "MACSEC", 0x1f, "MACsec (crypto-enabled cards only; not on the modelled card)", NULL, NULL },
	{ "GENERAL_2", 0x20, "General device capabilities 2", &mlx5ctl_prm_structs[9], NULL },
	{ "PORT_SELECTION", 0x25, "LAG port selection", &mlx5ctl_prm_structs[122], NULL },
	{ "ADV_VIRTUALIZATION", 0x26, "Advanced virtualization", &mlx5ctl_prm_structs[2], NULL },
};

static const struct mlx5ctl_enum_value enum_cmd_delivery_status_values[] = {
	{ "OK", 0x0, "Delivered", NULL, NULL },
	{ "SIGNAT_ERR", 0x1, "Bad signature", NULL, NULL },
	{ "TOK_ERR", 0x2, "Token mismatch", NULL, NULL },
	{ "BAD_BLK_NUM_ERR", 0x3, "Bad mailbox block number", NULL, NULL },
	{ "OUT_PTR_ALIGN_ERR", 0x4, "Output mailbox pointer not aligned", NULL, NULL },
	{ "IN_PTR_ALIGN_ERR", 0x5, "Input mailbox pointer not aligned", NULL, NULL },
	{ "FW_ERR", 0x6, "Firmware internal error", NULL, NULL },
	{ "IN_LENGTH_ERR", 0x7, "Bad input length", NULL, NULL },
	{ "OUT_LENGTH_ERR", 0x8, "Bad output length", NULL, NULL },
	{ "RES_FLD_NOT_CLR_ERR", 0x9, "Reserved field not cleared", NULL, NULL },
	{ "CMD_DESCR_ERR", 0x10, "Bad command descriptor", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_cmd_op_values[] = {
	{ "QUERY_HCA_CAP", 0x100, "Query one capability page, maximum or current", NULL, NULL },
	{ "QUERY_ADAPTER", 0x101, "Query adapter identity (PSID, vendor data)", NULL, NULL },
	{ "INIT_HCA", 0x102, "Initialise the HCA after capabilities are set", NULL, NULL },
	{ "TEARDOWN_HCA", 0x103, "Tear the HCA down", NULL, NULL },
	{ "ENABLE_HCA", 0x104, "Enable the function", NULL, NULL },
	{ "DISABLE_HCA", 0x105, "Disable the function", NULL, NULL },
	{ "QUERY_PAGES", 0x107, "Ask how many pages the firmware needs", NULL, NULL },
	{ "MANAGE_PAGES", 0x108, "Give pages to or take them from the firmware", NULL, NULL },
	{ "SET_HCA_CAP", 0x109, "Set the current value of settable capabilities", NULL, NULL },
	{ "QUERY_ISSI", 0x10a, "Query the supported interface step sequence ids", NULL, NULL },
	{ "SET_ISSI", 0x10b, "Select the interface step sequence id", NULL, NULL },
	{ "CREATE_MKEY", 0x200, "Create a memory key over a UMEM of the caller (mkey_umem_valid, MTT), for dumps into user memory", NULL, NULL },
	{ "QUERY_MKEY", 0x201, "Query a memory key", NULL, NULL },
	{ "DESTROY_MKEY", 0x202, "Destroy a memory key", NULL, NULL },
	{ "CREATE_EQ", 0x301, "Create an event queue (completion EQs carry the shared-resource UID 0xffff)", NULL, NULL },
	{ "DESTROY_EQ", 0x302, "Destroy an event queue", NULL, NULL },
	{ "QUERY_EQ", 0x303, "Query an event queue's context", NULL, NULL },
	{ "QUERY_VPORT_STATE", 0x750, "Query a virtual port's state", NULL, NULL },
	{ "ALLOC_PD", 0x800, "Allocate a protection domain (tracked per file; freed on close)", NULL, NULL },
	{ "DEALLOC_PD", 0x801, "Free a protection domain", NULL, NULL },
	{ "ALLOC_UAR", 0x802, "Allocate a UAR page", NULL, NULL },
	{ "DEALLOC_UAR", 0x803, "Free a UAR page", NULL, NULL },
	{ "ACCESS_REG", 0x805, "Read or write an access register; the register and the direction decide the scope", NULL, NULL },
	{ "QUERY_DIAGNOSTIC_PARAMS", 0x819, "Query the diagnostic sampling parameters as last set, with the counter ids", NULL, NULL },
	{ "SET_DIAGNOSTIC_PARAMS", 0x820, "Choose the counters to sample, the sample period and buffer; start or stop sampling", NULL, NULL },
	{ "QUERY_DIAGNOSTIC_COUNTERS", 0x821, "Read num_of_samples samples from sample_index of the sample buffer, one entry per counter", NULL, NULL },
	{ "CREATE_UCTX", 0xa04, "Create a user context; its UID is stamped on the user's commands", NULL, NULL },
	{ "DESTROY_UCTX", 0xa06, "Destroy a user context; fails while it still owns objects", NULL, NULL },
	{ "CREATE_UMEM", 0xa08, "Describe pinned user memory to the device by an MTT list. The device keeps MTTs in memory of its own: when that is exhausted it answers NO_RES_ERR (real limit unknown; the emulator allows 2^20 MTTs over all UMEMs, 2^18 per UMEM)", NULL, NULL },
	{ "DESTROY_UMEM", 0xa0a, "Forget a UMEM", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_cmd_status_values[] = {
	{ "OK", 0x0, "Success", NULL, NULL },
	{ "INT_ERR", 0x1, "Internal error", NULL, NULL },
	{ "BAD_OP_ERR", 0x2, "Unknown or unsupported opcode", NULL, NULL },
	{ "BAD_PARAM_ERR", 0x3, "Bad parameter", NULL, NULL },
	{ "BAD_SYS_STATE_ERR", 0x4, "Not allowed in the current device state", NULL, NULL },
	{ "BAD_RES_ERR", 0x5, "Bad resource (unknown id or not owned by the caller)", NULL, NULL },
	{ "RES_BUSY", 0x6, "Resource busy (still referenced)", NULL, NULL },
	{ "NOT_READY", 0x7, "Device not ready", NULL, NULL },
	{ "LIM_ERR", 0x8, "Limits exceeded", NULL, NULL },
	{ "BAD_RES_STATE_ERR", 0x9, "Resource in a bad state", NULL, NULL },
	{ "IX_ERR", 0xa, "Bad index", NULL, NULL },
	{ "NO_RES_ERR", 0xf, "No resources", NULL, NULL },
	{ "BAD_QP_STATE_ERR", 0x10, "Bad QP state", NULL, NULL },
	{ "BAD_PKT_ERR", 0x30, "Bad packet", NULL, NULL },
	{ "BAD_SIZE_OUTS_CQES_ERR", 0x40, "Bad size of outstanding CQEs", NULL, NULL },
	{ "BAD_INP_LEN_ERR", 0x50, "Bad input length", NULL, NULL },
	{ "BAD_OUTP_LEN_ERR", 0x51, "Bad output length", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_cmdq_entry_type_values[] = {
	{ "PCIE_CMD_IF_TRANSPORT", 0x7, "PCIe command interface", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_core_dump_type_values[] = {
	{ "GENERAL", 0x0, "Firmware takes a general core dump (not modelled)", NULL, NULL },
	{ "QP", 0x1, "Dump one QP's context, qpn (not modelled)", NULL, NULL },
	{ "CR_DUMP_TO_MEM", 0x2, "Write the core dump into host memory through an MKEY (mkey, address, size in; size, cookie, more_dump out)", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_diag_counter_values[] = {
	{ "CMDS", 0xf001, "Commands executed", NULL, NULL },
	{ "CMD_ERRORS", 0xf002, "Commands that failed (a non-zero PRM status)", NULL, NULL },
	{ "EQES", 0xf003, "Event queue entries posted", NULL, NULL },
	{ "MSIX", 0xf004, "MSI-X messages sent", NULL, NULL },
	{ "DMA_READ_BYTES", 0xf005, "Bytes the device read from host memory", NULL, NULL },
	{ "DMA_WRITE_BYTES", 0xf006, "Bytes the device wrote to host memory", NULL, NULL },
	{ "FW_PAGES", 0xf007, "Pages the driver has given the firmware (a gauge)", NULL, NULL },
	{ "OBJECTS", 0xf008, "Live user contexts, UMEMs, PDs, MKEYs and EQs (a gauge)", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_event_type_values[] = {
	{ "CMD", 0xa, "Command completion (event_data.cmd_inter_comp_event)", NULL, NULL },
	{ "PAGE_REQUEST", 0xb, "Firmware page request", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_fs4_crc_type_values[] = {
	{ "IN_TOC_ENTRY", 0x0, "The section's CRC is the entry's section_crc", NULL, NULL },
	{ "NONE", 0x1, "No CRC", NULL, NULL },
	{ "IN_SECTION", 0x2, "The CRC is the section's last dword", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_fs4_section_values[] = {
	{ "BOOT2", 0x1, "Second stage boot loader", NULL, NULL },
	{ "IMAGE_INFO", 0x10, "Firmware version, PSID, name, description", &mlx5ctl_prm_structs[63], NULL },
	{ "MFG_INFO", 0xe0, "Manufacturing data: PSID, base GUID and MAC", &mlx5ctl_prm_structs[64], NULL },
	{ "DEV_INFO", 0xe1, "Device data: GUIDs and MACs in use, VSD", &mlx5ctl_prm_structs[60], NULL },
	{ "END", 0xff, "End of the TOC", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_hca_cap_op_mod_values[] = {
	{ "MAX", 0x0, "Maximum (what the device supports)", NULL, NULL },
	{ "CURRENT", 0x1, "Current (what is enabled)", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_icmd_opcode_values[] = {
	{ "QUERY_CAP_GENERAL", 0x8400, "Which ICMD features and tools registers the firmware has (in: icmd_query_cap_in)", &mlx5ctl_prm_structs[75], NULL },
	{ "GET_FW_INFO", 0x8007, "The running firmware's version, build time and PSID (mstlink's 'Firmware Version')", &mlx5ctl_prm_structs[73], NULL },
	{ "ACCESS_REGISTER", 0x9001, "Read or write an access register: icmd_op_tlv, icmd_reg_tlv, then the register", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_icmd_reg_method_values[] = {
	{ "QUERY", 0x1, "Read the register", NULL, NULL },
	{ "WRITE", 0x2, "Write the register", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_icmd_reg_status_values[] = {
	{ "OK", 0x0, "Done", NULL, NULL },
	{ "BUSY", 0x1, "Device busy", NULL, NULL },
	{ "VERSION_NOT_SUPPORTED", 0x2, "Version not supported", NULL, NULL },
	{ "UNKNOWN_TLV", 0x3, "Unknown or malformed TLV", NULL, NULL },
	{ "REG_NOT_SUPPORTED", 0x4, "Register not supported", NULL, NULL },
	{ "CLASS_NOT_SUPPORTED", 0x5, "Class not supported", NULL, NULL },
	{ "METHOD_NOT_SUPPORTED", 0x6, "The register has no such direction", NULL, NULL },
	{ "BAD_PARAM", 0x7, "Bad parameter", NULL, NULL },
	{ "RESOURCE_NOT_AVAILABLE", 0x8, "Resource not available", NULL, NULL },
	{ "INTERNAL_ERROR", 0x70, "Internal error", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_icmd_status_values[] = {
	{ "OK", 0x0, "Executed", NULL, NULL },
	{ "INVALID_OPCODE", 0x1, "Unknown opcode", NULL, NULL },
	{ "INVALID_CMD", 0x2, "Malformed command (bad input)", NULL, NULL },
	{ "OPERATIONAL_ERROR", 0x3, "Execution failed", NULL, NULL },
	{ "BAD_PARAM", 0x4, "A parameter is out of range", NULL, NULL },
	{ "BUSY", 0x5, "The interface is busy", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_icmd_tlv_type_values[] = {
	{ "END", 0x0, "End of the TLV list", NULL, NULL },
	{ "OPERATION", 0x1, "Operation TLV (icmd_op_tlv)", NULL, NULL },
	{ "REG", 0x3, "Register TLV (icmd_reg_tlv), followed by the register", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_manage_pages_op_mod_values[] = {
	{ "ALLOC_FAIL", 0x0, "Host could not give pages", NULL, NULL },
	{ "ALLOC_SUCCESS", 0x1, "Host gives pages", NULL, NULL },
	{ "RECLAIM", 0x2, "Host takes pages back", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_mfrl_reset_level_values[] = {
	{ "LEVEL0", 0x1, "Driver restart: the firmware is reloaded without a PCI reset", NULL, NULL },
	{ "LEVEL3", 0x8, "Warm reboot: PCI reset, the firmware reloads", NULL, NULL },
	{ "LEVEL6", 0x40, "Cold reboot", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_mfrl_reset_type_values[] = {
	{ "FULL_CHIP", 0x1, "Full chip reset", NULL, NULL },
	{ "NET_PORT_ALIVE", 0x2, "Keep the network port alive", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_mkc_access_mode_values[] = {
	{ "PA", 0x0, "Physical addresses", NULL, NULL },
	{ "MTT", 0x1, "Memory translation table", NULL, NULL },
	{ "KLMS", 0x2, "Key-length-memory lists", NULL, NULL },
	{ "KSM", 0x3, "Key-size-memory lists", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_mqis_info_type_values[] = {
	{ "VPD", 0x0, "The PCI VPD, as the VPD capability reads it", NULL, NULL },
	{ "MODEL_NAME", 0x1, "The board's model (part number)", NULL, NULL },
	{ "MODEL_DESCRIPTION", 0x2, "The board's description", NULL, NULL },
	{ "IMAGE_VSD", 0x3, "Vendor-specific data of the image (none)", NULL, NULL },
	{ "DEVICE_VSD", 0x4, "Vendor-specific data of the device (none)", NULL, NULL },
	{ "ROM_INFO", 0x5, "Expansion ROM information (none)", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_nv_access_mode_values[] = {
	{ "NEXT", 0x0, "The value for the next boot (what a write sets)", NULL, NULL },
	{ "CURRENT", 0x1, "The value in effect since the last reset", NULL, NULL },
	{ "DEFAULT", 0x2, "The factory default", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_nv_param_values[] = {
	{ "GLOBAL_PCI_CONF", 0x80, "SR-IOV: enable, number of VFs", &mlx5ctl_prm_structs[107], "RW" },
	{ "GLOBAL_PCI_CAP", 0x81, "SR-IOV capabilities (read-only)", &mlx5ctl_prm_structs[106], "RO" },
	{ "PF_PCI_CONF", 0x3000080, "Per-PF: VFs of this PF", &mlx5ctl_prm_structs[108], "RW" },
};

static const struct mlx5ctl_enum_value enum_nv_rom_param_values[] = {
	{ "CAP", 0x101, "nv_rom_cap: what the ROM supports (class 0; mlxconfig's dependencies read it)", NULL, NULL },
	{ "BOOT_CONF2", 0x3000195, "nv_rom_boot_conf2: boot protocol, VLAN, retries", NULL, NULL },
	{ "UEFI_CONF", 0x3000196, "nv_rom_uefi_conf: UEFI options", NULL, NULL },
	{ "DEBUG_LEVEL", 0x3000202, "nv_rom_debug_level: FlexBoot debug", NULL, NULL },
	{ "UEFI_DEBUG_LEVEL", 0x3000206, "nv_rom_uefi_debug_level: UEFI debug", NULL, NULL },
	{ "BOOT_CONF1", 0x3000221, "nv_rom_boot_conf1: option ROM enable, boot VLAN", NULL, NULL },
	{ "IB_BOOT_CONF", 0x3000222, "nv_rom_ib_boot_conf: InfiniBand boot", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_pages_op_mod_values[] = {
	{ "BOOT", 0x1, "Pages needed to boot", NULL, NULL },
	{ "INIT", 0x2, "Pages needed to initialise", NULL, NULL },
	{ "REGULAR", 0x3, "Pages needed at run time", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_pddr_monitor_opcode_values[] = {
	{ "NO_ISSUE_OBSERVED", 0x0, "No issue observed", NULL, NULL },
	{ "PORT_CLOSED", 0x1, "Port closed", NULL, NULL },
	{ "AN_NO_PARTNER", 0x2, "Auto-negotiation: no partner detected", NULL, NULL },
	{ "TRAINING_FAILURE", 0x5, "Link training failure", NULL, NULL },
	{ "CABLE_UNPLUGGED", 0x400, "Cable unplugged", NULL, NULL },
	{ "INFO_NOT_AVAIL", 0x3ff, "Information not available", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_pddr_page_select_values[] = {
	{ "OPERATIONAL_INFO", 0x0, "Operational information", &mlx5ctl_prm_structs[116], NULL },
	{ "TROUBLESHOOTING_INFO", 0x1, "Troubleshooting information", &mlx5ctl_prm_structs[118], NULL },
	{ "PHY_INFO", 0x2, "Phy information (not modelled)", NULL, NULL },
	{ "MODULE_INFO", 0x3, "Module (cable) information", &mlx5ctl_prm_structs[114], NULL },
};

static const struct mlx5ctl_enum_value enum_port_status_values[] = {
	{ "UP", 0x1, "Up", NULL, NULL },
	{ "DOWN", 0x2, "Down (admin: by configuration)", NULL, NULL },
	{ "DOWN_BY_FAILURE", 0x4, "oper: down by port failure; admin: disabled by system", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_ptys_connector_values[] = {
	{ "UNKNOWN", 0x0, "No connector or unknown", NULL, NULL },
	{ "FIBRE", 0x6, "Fibre", NULL, NULL },
	{ "DA", 0x7, "Direct attach copper", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_ptys_proto_values[] = {
	{ "INFINIBAND", 0x1, "InfiniBand", NULL, NULL },
	{ "ETHERNET", 0x4, "Ethernet", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_reg_id_values[] = {
	{ "CORE_DUMP", 0x402e, "Firmware core dump; an access (either direction: NVIDIA's tools read it) with a dump type starts a dump (read-only in effect): CR_DUMP_TO_MEM writes it into an MKEY", NULL, NULL },
	{ "PMLP", 0x5002, "Port module lane mapping: the module and lanes behind a local port", NULL, NULL },
	{ "PTYS", 0x5004, "Port type and speed: protocols the port can run, is set to run and runs", NULL, NULL },
	{ "PAOS", 0x5006, "Port administrative and operational status (the model's port cannot be set down)", NULL, NULL },
	{ "PDDR", 0x5031, "Port diagnostics database: operational, troubleshooting and module pages of a port", NULL, NULL },
	{ "HOST_ENDIANNESS", 0x7004, "Tells the firmware the host's byte order (mlx5_core writes it)", NULL, NULL },
	{ "MTCAP", 0x9009, "Temperature sensors present", NULL, NULL },
	{ "MTMP", 0x900a, "Temperature of one sensor, thresholds", NULL, NULL },
	{ "MFPA", 0x9010, "Flash parameters: JEDEC id, sector and block sizes, erase capabilities", NULL, NULL },
	{ "MFBA", 0x9011, "Flash block access: read (query) or program (write) up to a block of the flash", NULL, NULL },
	{ "MFBE", 0x9012, "Flash block erase: a sector, or 32 KiB / 64 KiB in bulk", NULL, NULL },
	{ "MCIA", 0x9014, "Module (cable/transceiver) EEPROM pages", NULL, NULL },
	{ "MGIR", 0x9020, "Management general information: hardware, firmware and driver identity", NULL, NULL },
	{ "MNVDA", 0x9024, "Read or write one non-volatile configuration item", NULL, NULL },
	{ "MFRL", 0x9028, "Firmware reset levels and types supported, reset state; a write arms a reset level for the next PCI reset (mstconfig's 'load the new configuration')", NULL, NULL },
	{ "MNVQC", 0x9030, "Whether a configuration item is supported, readable, writable", NULL, NULL },
	{ "MNVIA", 0x9033, "Invalidate all: every configuration item back to its default at next boot", NULL, NULL },
	{ "MNVGC", 0x9034, "NV general capabilities: whether MNVDA reads factory and current values", NULL, NULL },
	{ "MQIS", 0x9064, "Board information strings (model name, description, VPD), read in pieces", NULL, NULL },
	{ "MCAM", 0x907f, "Management capabilities: which management access registers the firmware has", NULL, NULL },
	{ "RESOURCE_DUMP", 0xc000, "Dump firmware resources segment by segment (the CORE_DUMP segment needs INTERNAL_DEVICE_RESOURCES, as the CORE_DUMP register does; emulator/fw/dump.c)", NULL, NULL },
	{ "DTOR", 0xc00e, "Default timeouts: mlx5_core reads it when the init segment advertises command timeouts (cmd_q_init_to)", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_resource_dump_segment_type_values[] = {
	{ "CORE_DUMP", 0x1000, "Firmware core dump (emulator: 1.5 MiB, core_dump_header first)", NULL, NULL },
	{ "FULL_EQC", 0x1001, "Event queue contexts (index1 = EQN, payload eqc)", &mlx5ctl_prm_structs[53], NULL },
	{ "UCTX", 0x1002, "User contexts (index1 = UID, payload uctx)", &mlx5ctl_prm_structs[163], NULL },
	{ "UMEM", 0x1003, "User memories (index1 = id, index2 = UID, payload umem)", &mlx5ctl_prm_structs[164], NULL },
	{ "PD", 0x1004, "Protection domains (index1 = PDN, index2 = UID)", NULL, NULL },
	{ "MKEY", 0x1005, "Memory keys (index1 = index, index2 = UID, payload mkc)", &mlx5ctl_prm_structs[97], NULL },
	{ "DIAG_COUNTERS", 0x1006, "Diagnostic counter samples (index1 = buffer index, index2 = sample_id, payload one diagnostic_cntr_struct per counter)", &mlx5ctl_prm_structs[44], NULL },
	{ "NOTICE", 0xfff9, "Notice", NULL, NULL },
	{ "COMMAND", 0xfffa, "Echo of the dump command", NULL, NULL },
	{ "TERMINATE", 0xfffb, "Last segment of a dump", NULL, NULL },
	{ "ERROR", 0xfffc, "Error", NULL, NULL },
	{ "REFERENCE", 0xfffd, "Reference", NULL, NULL },
	{ "INFO", 0xfffe, "Dump and firmware versions", NULL, NULL },
	{ "MENU", 0xffff, "The segment types the firmware can dump", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_uctx_cap_values[] = {
	{ "RAW_TX", 0x1, "May send raw packets (CAP_NET_RAW)", NULL, NULL },
	{ "INTERNAL_DEVICE_RESOURCES", 0x2, "May use internal device resources (CAP_SYS_RAWIO)", NULL, NULL },
	{ "TOOLS_RESOURCES", 0x4, "May use tools resources (CAP_SYS_ADMIN)", NULL, NULL },
};

static const struct mlx5ctl_enum_value enum_vport_state_values[] = {
	{ "DOWN", 0x0, "Down", NULL, NULL },
	{ "UP", 0x1, "Up", NULL, NULL },
	{ "FOLLOW", 0x2, "Administrative: follow the uplink", NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_enums[] = {
	{ "access_reg_op_mod", "ACCESS_REG_OP_MOD", "ACCESS_REG op_mod. What real firmware does with other values is not public; the model does the worst plausible: it decodes bit 0 only (0 write, 1 read), so 2 is a write", enum_access_reg_op_mod_values, 2 },
	{ "cap_type", "CAP_TYPE", "Capability type, QUERY_HCA_CAP / SET_HCA_CAP op_mod bits 15:1", enum_cap_type_values, 22 },
	{ "cmd_delivery_status", "CMD_DELIVERY_STAT", "Delivery status in the command queue entry (transport errors, before any command runs)", enum_cmd_delivery_status_values, 11 },
	{ "cmd_op", "CMD_OP", "Command opcodes", enum_cmd_op_values, 30 },
	{ "cmd_status", "CMD_STAT", "Command completion status in the outbox header (PRM \"status\")", enum_cmd_status_values, 17 },
	{ "cmdq_entry_type", "CMD_QUEUE_ENTRY_TYPE", "Command queue entry transport type", enum_cmdq_entry_type_values, 1 },
	{ "core_dump_type", "CORE_DUMP_TYPE", "CORE_DUMP register dump types, the PRM's as NVIDIA's mlx5ctl user tools name them (MLX5_CORE_DUMP_REG_CORE_DUMP_TYPE_*; Linux 6.12's mlx5_ifc.h names none). GENERAL and QP (debug_cap.core_dump_general / core_dump_qp; mlx5_core writes GENERAL to make the firmware dump itself to its tracer) are not advertised by the model, which refuses them; CR_DUMP_TO_MEM (debug_cap.log_cr_dump_to_mem_size) it serves", enum_core_dump_type_values, 3 },
	{ "diag_counter", "DIAG_COUNTER", "Diagnostic counter ids of the emulated firmware. The PRM's counter ids are not public: these are the model's own, in a range real devices do not use; a device lists its ids in debug_cap.diagnostic_counter[]", enum_diag_counter_values, 8 },
	{ "event_type", "EVENT_TYPE", "Event queue entry types", enum_event_type_values, 2 },
	{ "fs4_crc_type", "FS4_CRC", "fs4_toc_entry.crc", enum_fs4_crc_type_values, 3 },
	{ "fs4_section", "FS4_SECTION", "Image and device TOC section types (mstflint's fs3_section_t)", enum_fs4_section_values, 5 },
	{ "hca_cap_op_mod", "HCA_CAP_OP_MOD", "QUERY_HCA_CAP op_mod bit 0", enum_hca_cap_op_mod_values, 2 },
	{ "icmd_opcode", "ICMD_OP", "ICMD opcodes the model executes (icmd_ctrl.opcode)", enum_icmd_opcode_values, 3 },
	{ "icmd_reg_method", "ICMD_REG_METHOD", "icmd_op_tlv.method", enum_icmd_reg_method_values, 2 },
	{ "icmd_reg_status", "ICMD_REG_STATUS", "icmd_op_tlv.status: the register access's own status (mstflint's return_by_reg_status())", enum_icmd_reg_status_values, 10 },
	{ "icmd_status", "ICMD_STATUS", "ICMD completion status (icmd_ctrl.status), as mstflint's translate_status() decodes it", enum_icmd_status_values, 6 },
	{ "icmd_tlv_type", "ICMD_TLV", "TLV types of the register access command", enum_icmd_tlv_type_values, 3 },
	{ "manage_pages_op_mod", "MANAGE_PAGES", "MANAGE_PAGES op_mod", enum_manage_pages_op_mod_values, 3 },
	{ "mfrl_reset_level", "MFRL_RESET_LEVEL", "MFRL reset_level bits: the levels the firmware supports", enum_mfrl_reset_level_values, 3 },
	{ "mfrl_reset_type", "MFRL_RESET_TYPE", "MFRL reset_type bits", enum_mfrl_reset_type_values, 2 },
	{ "mkc_access_mode", "MKC_ACCESS_MODE", "Memory key translation mode (mkc.access_mode_1_0, low bits)", enum_mkc_access_mode_values, 4 },
	{ "mqis_info_type", "MQIS_INFO", "MQIS info_type", enum_mqis_info_type_values, 6 },
	{ "nv_access_mode", "NV_ACCESS_MODE", "config_item.access_mode", enum_nv_access_mode_values, 3 },
	{ "nv_param", "NV_PARAM", "Configuration items: type dword (class << 24 | index), and the item's layout", enum_nv_param_values, 3 },
	{ "nv_rom_param", "NV_ROM_PARAM", "Expansion ROM configuration items: type dword (class << 24 | index)", enum_nv_rom_param_values, 7 },
	{ "pages_op_mod", "PAGES", "QUERY_PAGES op_mod", enum_pages_op_mod_values, 3 },
	{ "pddr_monitor_opcode", "PDDR_MONITOR", "PDDR troubleshooting monitor opcodes (some of the PRM's: FreeBSD's mlx5 driver.h, mlx5e's ethtool link_ext_state map)", enum_pddr_monitor_opcode_values, 6 },
	{ "pddr_page_select", "PDDR_PAGE", "PDDR pages (PRM; the model serves the three mlx5_core knows)", enum_pddr_page_select_values, 4 },
	{ "port_status", "PORT_STATUS", "PAOS admin_status / oper_status", enum_port_status_values, 3 },
	{ "ptys_connector", "PTYS_CONNECTOR", "PTYS connector_type (ethtool's PORT_* order)", enum_ptys_connector_values, 3 },
	{ "ptys_proto", "PTYS_PROTO", "PTYS proto_mask: which protocol's fields are asked for", enum_ptys_proto_values, 2 },
	{ "reg_id", "REG", "Access register ids", enum_reg_id_values, 22 },
	{ "resource_dump_segment_type", "RESOURCE_DUMP_SEGMENT_TYPE", "Segment types of a resource dump (PRM; the model's own types from 0x1000)", enum_resource_dump_segment_type_values, 14 },
	{ "uctx_cap", "UCTX_CAP", "User context capability bits (uctx.cap, HCA capability uctx_cap)", enum_uctx_cap_values, 3 },
	{ "vport_state", "VPORT_STATE", "Virtual port operational and administrative state", enum_vport_state_values, 3 },
};
const unsigned int mlx5ctl_prm_nenums = 35;

static const struct mlx5ctl_field_desc fields_access_register_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_access_register_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_access_register_in *)0)->opcode) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_access_register_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_access_register_in *)0)->op_mod) },
	{ .name = "register_id", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[31],
	  .native_off = offsetof(struct mlx5ctl_prm_access_register_in, register_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_access_register_in *)0)->register_id) },
	{ .name = "argument", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_access_register_in, argument),
	  .native_size = sizeof(((struct mlx5ctl_prm_access_register_in *)0)->argument) },
	{ .name = "register_data", .doc = "The register contents", .bit = 0x80, .width = 0x0,
	  .kind = MLX5CTL_KIND_UINT, .flex = true, .elem_width = 32,
	  .native_off = (size_t)-1, .native_size = 0 },
};

static const struct mlx5ctl_field_desc fields_access_register_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_access_register_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_access_register_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_access_register_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_access_register_out *)0)->syndrome) },
	{ .name = "register_data", .doc = "The register contents", .bit = 0x80, .width = 0x0,
	  .kind = MLX5CTL_KIND_UINT, .flex = true, .elem_width = 32,
	  .native_off = (size_t)-1, .native_size = 0 },
};

static const struct mlx5ctl_field_desc fields_adv_virtualization_cap[] = {
	{ .name = "pg_track_log_max_num", .doc = "", .bit = 0x3, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_adv_virtualization_cap, pg_track_log_max_num),
	  .native_size = sizeof(((struct mlx5ctl_prm_adv_virtualization_cap *)0)->pg_track_log_max_num) },
	{ .name = "pg_track_max_num_range", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_adv_virtualization_cap, pg_track_max_num_range),
	  .native_size = sizeof(((struct mlx5ctl_prm_adv_virtualization_cap *)0)->pg_track_max_num_range) },
	{ .name = "pg_track_log_min_addr_space", .doc = "", .bit = 0x10, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_adv_virtualization_cap, pg_track_log_min_addr_space),
	  .native_size = sizeof(((struct mlx5ctl_prm_adv_virtualization_cap *)0)->pg_track_log_min_addr_space) },
	{ .name = "pg_track_log_max_addr_space", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_adv_virtualization_cap, pg_track_log_max_addr_space),
	  .native_size = sizeof(((struct mlx5ctl_prm_adv_virtualization_cap *)0)->pg_track_log_max_addr_space) },
	{ .name = "pg_track_log_min_msg_size", .doc = "", .bit = 0x23, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_adv_virtualization_cap, pg_track_log_min_msg_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_adv_virtualization_cap *)0)->pg_track_log_min_msg_size) },
	{ .name = "pg_track_log_max_msg_size", .doc = "", .bit = 0x2b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_adv_virtualization_cap, pg_track_log_max_msg_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_adv_virtualization_cap *)0)->pg_track_log_max_msg_size) },
	{ .name = "pg_track_log_min_page_size", .doc = "", .bit = 0x33, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_adv_virtualization_cap, pg_track_log_min_page_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_adv_virtualization_cap *)0)->pg_track_log_min_page_size) },
	{ .name = "pg_track_log_max_page_size", .doc = "", .bit = 0x3b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_adv_virtualization_cap, pg_track_log_max_page_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_adv_virtualization_cap *)0)->pg_track_log_max_page_size) },
};

static const struct mlx5ctl_field_desc fields_alloc_pd_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_alloc_pd_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_alloc_pd_in *)0)->opcode) },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_alloc_pd_in, uid),
	  .native_size = sizeof(((struct mlx5ctl_prm_alloc_pd_in *)0)->uid) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_alloc_pd_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_alloc_pd_in *)0)->op_mod) },
};

static const struct mlx5ctl_field_desc fields_alloc_pd_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_alloc_pd_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_alloc_pd_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_alloc_pd_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_alloc_pd_out *)0)->syndrome) },
	{ .name = "pd", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_alloc_pd_out, pd),
	  .native_size = sizeof(((struct mlx5ctl_prm_alloc_pd_out *)0)->pd) },
};

static const struct mlx5ctl_field_desc fields_alloc_uar_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_alloc_uar_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_alloc_uar_in *)0)->opcode) },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_alloc_uar_in, uid),
	  .native_size = sizeof(((struct mlx5ctl_prm_alloc_uar_in *)0)->uid) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_alloc_uar_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_alloc_uar_in *)0)->op_mod) },
};

static const struct mlx5ctl_field_desc fields_alloc_uar_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_alloc_uar_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_alloc_uar_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_alloc_uar_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_alloc_uar_out *)0)->syndrome) },
	{ .name = "uar", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_alloc_uar_out, uar),
	  .native_size = sizeof(((struct mlx5ctl_prm_alloc_uar_out *)0)->uar) },
};

static const struct mlx5ctl_field_desc fields_atomic_caps[] = {
	{ .name = "atomic_req_8B_endianness_mode", .doc = "", .bit = 0x40, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_atomic_caps, atomic_req_8B_endianness_mode),
	  .native_size = sizeof(((struct mlx5ctl_prm_atomic_caps *)0)->atomic_req_8B_endianness_mode) },
	{ .name = "supported_atomic_req_8B_endianness_mode_1", .doc = "", .bit = 0x46, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_atomic_caps, supported_atomic_req_8B_endianness_mode_1),
	  .native_size = sizeof(((struct mlx5ctl_prm_atomic_caps *)0)->supported_atomic_req_8B_endianness_mode_1) },
	{ .name = "atomic_operations", .doc = "", .bit = 0x90, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_atomic_caps, atomic_operations),
	  .native_size = sizeof(((struct mlx5ctl_prm_atomic_caps *)0)->atomic_operations) },
	{ .name = "atomic_size_qp", .doc = "", .bit = 0xb0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_atomic_caps, atomic_size_qp),
	  .native_size = sizeof(((struct mlx5ctl_prm_atomic_caps *)0)->atomic_size_qp) },
	{ .name = "atomic_size_dc", .doc = "", .bit = 0xd0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_atomic_caps, atomic_size_dc),
	  .native_size = sizeof(((struct mlx5ctl_prm_atomic_caps *)0)->atomic_size_dc) },
};

static const struct mlx5ctl_field_desc fields_cmd_hca_cap[] = {
	{ .name = "page_request_disable", .doc = "", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, page_request_disable),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->page_request_disable) },
	{ .name = "shared_object_to_user_object_allowed", .doc = "", .bit = 0x10, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, shared_object_to_user_object_allowed),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->shared_object_to_user_object_allowed) },
	{ .name = "vhca_resource_manager", .doc = "", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, vhca_resource_manager),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->vhca_resource_manager) },
	{ .name = "hca_cap_2", .doc = "", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, hca_cap_2),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->hca_cap_2) },
	{ .name = "create_lag_when_not_master_up", .doc = "", .bit = 0x21, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, create_lag_when_not_master_up),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->create_lag_when_not_master_up) },
	{ .name = "dtor", .doc = "", .bit = 0x22, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, dtor),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->dtor) },
	{ .name = "event_on_vhca_state_teardown_request", .doc = "", .bit = 0x23, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, event_on_vhca_state_teardown_request),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->event_on_vhca_state_teardown_request) },
	{ .name = "event_on_vhca_state_in_use", .doc = "", .bit = 0x24, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, event_on_vhca_state_in_use),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->event_on_vhca_state_in_use) },
	{ .name = "event_on_vhca_state_active", .doc = "", .bit = 0x25, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, event_on_vhca_state_active),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->event_on_vhca_state_active) },
	{ .name = "event_on_vhca_state_allocated", .doc = "", .bit = 0x26, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, event_on_vhca_state_allocated),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->event_on_vhca_state_allocated) },
	{ .name = "event_on_vhca_state_invalid", .doc = "", .bit = 0x27, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, event_on_vhca_state_invalid),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->event_on_vhca_state_invalid) },
	{ .name = "vhca_id", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, vhca_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->vhca_id) },
	{ .name = "log_max_srq_sz", .doc = "", .bit = 0x80, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_srq_sz),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_srq_sz) },
	{ .name = "log_max_qp_sz", .doc = "", .bit = 0x88, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_qp_sz),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_qp_sz) },
	{ .name = "event_cap", .doc = "", .bit = 0x90, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, event_cap),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->event_cap) },
	{ .name = "isolate_vl_tc_new", .doc = "", .bit = 0x93, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, isolate_vl_tc_new),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->isolate_vl_tc_new) },
	{ .name = "prio_tag_required", .doc = "", .bit = 0x98, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, prio_tag_required),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->prio_tag_required) },
	{ .name = "log_max_qp", .doc = "", .bit = 0x9b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_qp),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_qp) },
	{ .name = "ece_support", .doc = "", .bit = 0xa3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, ece_support),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->ece_support) },
	{ .name = "reg_c_preserve", .doc = "", .bit = 0xa9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, reg_c_preserve),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->reg_c_preserve) },
	{ .name = "log_max_srq", .doc = "", .bit = 0xab, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_srq),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_srq) },
	{ .name = "uplink_follow", .doc = "", .bit = 0xb1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, uplink_follow),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->uplink_follow) },
	{ .name = "ts_cqe_to_dest_cqn", .doc = "", .bit = 0xb2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, ts_cqe_to_dest_cqn),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->ts_cqe_to_dest_cqn) },
	{ .name = "go_back_n", .doc = "", .bit = 0xb9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, go_back_n),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->go_back_n) },
	{ .name = "max_sgl_for_optimized_performance", .doc = "", .bit = 0xc0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, max_sgl_for_optimized_performance),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->max_sgl_for_optimized_performance) },
	{ .name = "log_max_cq_sz", .doc = "", .bit = 0xc8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_cq_sz),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_cq_sz) },
	{ .name = "relaxed_ordering_write_umr", .doc = "", .bit = 0xd0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, relaxed_ordering_write_umr),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->relaxed_ordering_write_umr) },
	{ .name = "relaxed_ordering_read_umr", .doc = "", .bit = 0xd1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, relaxed_ordering_read_umr),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->relaxed_ordering_read_umr) },
	{ .name = "virtio_net_device_emualtion_manager", .doc = "", .bit = 0xd9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, virtio_net_device_emualtion_manager),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->virtio_net_device_emualtion_manager) },
	{ .name = "virtio_blk_device_emualtion_manager", .doc = "", .bit = 0xda, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, virtio_blk_device_emualtion_manager),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->virtio_blk_device_emualtion_manager) },
	{ .name = "log_max_cq", .doc = "", .bit = 0xdb, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_cq),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_cq) },
	{ .name = "log_max_eq_sz", .doc = "", .bit = 0xe0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_eq_sz),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_eq_sz) },
	{ .name = "relaxed_ordering_write", .doc = "", .bit = 0xe8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, relaxed_ordering_write),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->relaxed_ordering_write) },
	{ .name = "relaxed_ordering_read_pci_enabled", .doc = "", .bit = 0xe9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, relaxed_ordering_read_pci_enabled),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->relaxed_ordering_read_pci_enabled) },
	{ .name = "log_max_mkey", .doc = "", .bit = 0xea, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_mkey),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_mkey) },
	{ .name = "terminate_scatter_list_mkey", .doc = "", .bit = 0xf6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, terminate_scatter_list_mkey),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->terminate_scatter_list_mkey) },
	{ .name = "repeated_mkey", .doc = "", .bit = 0xf7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, repeated_mkey),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->repeated_mkey) },
	{ .name = "dump_fill_mkey", .doc = "", .bit = 0xf8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, dump_fill_mkey),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->dump_fill_mkey) },
	{ .name = "fast_teardown", .doc = "", .bit = 0xfb, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, fast_teardown),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->fast_teardown) },
	{ .name = "log_max_eq", .doc = "", .bit = 0xfc, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_eq),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_eq) },
	{ .name = "max_indirection", .doc = "", .bit = 0x100, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, max_indirection),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->max_indirection) },
	{ .name = "fixed_buffer_size", .doc = "", .bit = 0x108, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, fixed_buffer_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->fixed_buffer_size) },
	{ .name = "log_max_mrw_sz", .doc = "", .bit = 0x109, .width = 0x7,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_mrw_sz),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_mrw_sz) },
	{ .name = "force_teardown", .doc = "", .bit = 0x110, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, force_teardown),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->force_teardown) },
	{ .name = "log_max_bsf_list_size", .doc = "", .bit = 0x112, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_bsf_list_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_bsf_list_size) },
	{ .name = "umr_extended_translation_offset", .doc = "", .bit = 0x118, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, umr_extended_translation_offset),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->umr_extended_translation_offset) },
	{ .name = "null_mkey", .doc = "", .bit = 0x119, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, null_mkey),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->null_mkey) },
	{ .name = "log_max_klm_list_size", .doc = "", .bit = 0x11a, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_klm_list_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_klm_list_size) },
	{ .name = "qpc_extension", .doc = "", .bit = 0x122, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, qpc_extension),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->qpc_extension) },
	{ .name = "log_max_ra_req_dc", .doc = "", .bit = 0x12a, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_ra_req_dc),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_ra_req_dc) },
	{ .name = "eth_wqe_too_small", .doc = "", .bit = 0x132, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, eth_wqe_too_small),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->eth_wqe_too_small) },
	{ .name = "vnic_env_cq_overrun", .doc = "", .bit = 0x139, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, vnic_env_cq_overrun),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->vnic_env_cq_overrun) },
	{ .name = "log_max_ra_res_dc", .doc = "", .bit = 0x13a, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_ra_res_dc),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_ra_res_dc) },
	{ .name = "release_all_pages", .doc = "", .bit = 0x145, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, release_all_pages),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->release_all_pages) },
	{ .name = "must_not_use", .doc = "", .bit = 0x146, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, must_not_use),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->must_not_use) },
	{ .name = "roce_accl", .doc = "", .bit = 0x149, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, roce_accl),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->roce_accl) },
	{ .name = "log_max_ra_req_qp", .doc = "", .bit = 0x14a, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_ra_req_qp),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_ra_req_qp) },
	{ .name = "log_max_ra_res_qp", .doc = "", .bit = 0x15a, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_ra_res_qp),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_ra_res_qp) },
	{ .name = "end_pad", .doc = "", .bit = 0x160, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, end_pad),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->end_pad) },
	{ .name = "cc_query_allowed", .doc = "", .bit = 0x161, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, cc_query_allowed),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->cc_query_allowed) },
	{ .name = "cc_modify_allowed", .doc = "", .bit = 0x162, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, cc_modify_allowed),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->cc_modify_allowed) },
	{ .name = "start_pad", .doc = "", .bit = 0x163, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, start_pad),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->start_pad) },
	{ .name = "cache_line_128byte", .doc = "", .bit = 0x164, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, cache_line_128byte),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->cache_line_128byte) },
	{ .name = "rts2rts_qp_counters_set_id", .doc = "", .bit = 0x169, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, rts2rts_qp_counters_set_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->rts2rts_qp_counters_set_id) },
	{ .name = "vnic_env_int_rq_oob", .doc = "", .bit = 0x16c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, vnic_env_int_rq_oob),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->vnic_env_int_rq_oob) },
	{ .name = "sbcam_reg", .doc = "", .bit = 0x16d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, sbcam_reg),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->sbcam_reg) },
	{ .name = "qcam_reg", .doc = "", .bit = 0x16f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, qcam_reg),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->qcam_reg) },
	{ .name = "gid_table_size", .doc = "", .bit = 0x170, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, gid_table_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->gid_table_size) },
	{ .name = "out_of_seq_cnt", .doc = "", .bit = 0x180, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, out_of_seq_cnt),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->out_of_seq_cnt) },
	{ .name = "vport_counters", .doc = "", .bit = 0x181, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, vport_counters),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->vport_counters) },
	{ .name = "retransmission_q_counters", .doc = "", .bit = 0x182, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, retransmission_q_counters),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->retransmission_q_counters) },
	{ .name = "debug", .doc = "", .bit = 0x183, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, debug),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->debug) },
	{ .name = "modify_rq_counter_set_id", .doc = "", .bit = 0x184, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, modify_rq_counter_set_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->modify_rq_counter_set_id) },
	{ .name = "rq_delay_drop", .doc = "", .bit = 0x185, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, rq_delay_drop),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->rq_delay_drop) },
	{ .name = "max_qp_cnt", .doc = "", .bit = 0x186, .width = 0xa,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, max_qp_cnt),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->max_qp_cnt) },
	{ .name = "pkey_table_size", .doc = "", .bit = 0x190, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, pkey_table_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->pkey_table_size) },
	{ .name = "vport_group_manager", .doc = "", .bit = 0x1a0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, vport_group_manager),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->vport_group_manager) },
	{ .name = "vhca_group_manager", .doc = "", .bit = 0x1a1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, vhca_group_manager),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->vhca_group_manager) },
	{ .name = "ib_virt", .doc = "", .bit = 0x1a2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, ib_virt),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->ib_virt) },
	{ .name = "eth_virt", .doc = "", .bit = 0x1a3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, eth_virt),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->eth_virt) },
	{ .name = "vnic_env_queue_counters", .doc = "", .bit = 0x1a4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, vnic_env_queue_counters),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->vnic_env_queue_counters) },
	{ .name = "ets", .doc = "", .bit = 0x1a5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, ets),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->ets) },
	{ .name = "nic_flow_table", .doc = "", .bit = 0x1a6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, nic_flow_table),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->nic_flow_table) },
	{ .name = "eswitch_manager", .doc = "", .bit = 0x1a7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, eswitch_manager),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->eswitch_manager) },
	{ .name = "device_memory", .doc = "", .bit = 0x1a8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, device_memory),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->device_memory) },
	{ .name = "mcam_reg", .doc = "", .bit = 0x1a9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, mcam_reg),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->mcam_reg) },
	{ .name = "pcam_reg", .doc = "", .bit = 0x1aa, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, pcam_reg),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->pcam_reg) },
	{ .name = "local_ca_ack_delay", .doc = "", .bit = 0x1ab, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, local_ca_ack_delay),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->local_ca_ack_delay) },
	{ .name = "port_module_event", .doc = "", .bit = 0x1b0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, port_module_event),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->port_module_event) },
	{ .name = "enhanced_error_q_counters", .doc = "", .bit = 0x1b1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, enhanced_error_q_counters),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->enhanced_error_q_counters) },
	{ .name = "ports_check", .doc = "", .bit = 0x1b2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, ports_check),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->ports_check) },
	{ .name = "disable_link_up", .doc = "", .bit = 0x1b4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, disable_link_up),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->disable_link_up) },
	{ .name = "beacon_led", .doc = "", .bit = 0x1b5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, beacon_led),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->beacon_led) },
	{ .name = "port_type", .doc = "", .bit = 0x1b6, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, port_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->port_type) },
	{ .name = "num_ports", .doc = "", .bit = 0x1b8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, num_ports),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->num_ports) },
	{ .name = "pps", .doc = "", .bit = 0x1c1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, pps),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->pps) },
	{ .name = "pps_modify", .doc = "", .bit = 0x1c2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, pps_modify),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->pps_modify) },
	{ .name = "log_max_msg", .doc = "", .bit = 0x1c3, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_msg),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_msg) },
	{ .name = "max_tc", .doc = "", .bit = 0x1cc, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, max_tc),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->max_tc) },
	{ .name = "temp_warn_event", .doc = "", .bit = 0x1d0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, temp_warn_event),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->temp_warn_event) },
	{ .name = "dcbx", .doc = "", .bit = 0x1d1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, dcbx),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->dcbx) },
	{ .name = "general_notification_event", .doc = "", .bit = 0x1d2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, general_notification_event),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->general_notification_event) },
	{ .name = "fpga", .doc = "", .bit = 0x1d5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, fpga),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->fpga) },
	{ .name = "rol_s", .doc = "", .bit = 0x1d6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, rol_s),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->rol_s) },
	{ .name = "rol_g", .doc = "", .bit = 0x1d7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, rol_g),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->rol_g) },
	{ .name = "wol_s", .doc = "", .bit = 0x1d9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, wol_s),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->wol_s) },
	{ .name = "wol_g", .doc = "", .bit = 0x1da, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, wol_g),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->wol_g) },
	{ .name = "wol_a", .doc = "", .bit = 0x1db, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, wol_a),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->wol_a) },
	{ .name = "wol_b", .doc = "", .bit = 0x1dc, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, wol_b),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->wol_b) },
	{ .name = "wol_m", .doc = "", .bit = 0x1dd, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, wol_m),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->wol_m) },
	{ .name = "wol_u", .doc = "", .bit = 0x1de, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, wol_u),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->wol_u) },
	{ .name = "wol_p", .doc = "", .bit = 0x1df, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, wol_p),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->wol_p) },
	{ .name = "stat_rate_support", .doc = "", .bit = 0x1e0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, stat_rate_support),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->stat_rate_support) },
	{ .name = "pci_sync_for_fw_update_event", .doc = "", .bit = 0x1f1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, pci_sync_for_fw_update_event),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->pci_sync_for_fw_update_event) },
	{ .name = "init2_lag_tx_port_affinity", .doc = "", .bit = 0x1f8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, init2_lag_tx_port_affinity),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->init2_lag_tx_port_affinity) },
	{ .name = "wqe_based_flow_table_update_cap", .doc = "", .bit = 0x1fb, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, wqe_based_flow_table_update_cap),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->wqe_based_flow_table_update_cap) },
	{ .name = "cqe_version", .doc = "", .bit = 0x1fc, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, cqe_version),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->cqe_version) },
	{ .name = "compact_address_vector", .doc = "", .bit = 0x200, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, compact_address_vector),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->compact_address_vector) },
	{ .name = "striding_rq", .doc = "", .bit = 0x201, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, striding_rq),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->striding_rq) },
	{ .name = "ipoib_enhanced_offloads", .doc = "", .bit = 0x203, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, ipoib_enhanced_offloads),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->ipoib_enhanced_offloads) },
	{ .name = "ipoib_basic_offloads", .doc = "", .bit = 0x204, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, ipoib_basic_offloads),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->ipoib_basic_offloads) },
	{ .name = "repeated_block_disabled", .doc = "", .bit = 0x206, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, repeated_block_disabled),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->repeated_block_disabled) },
	{ .name = "umr_modify_entity_size_disabled", .doc = "", .bit = 0x207, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, umr_modify_entity_size_disabled),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->umr_modify_entity_size_disabled) },
	{ .name = "umr_modify_atomic_disabled", .doc = "", .bit = 0x208, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, umr_modify_atomic_disabled),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->umr_modify_atomic_disabled) },
	{ .name = "umr_indirect_mkey_disabled", .doc = "", .bit = 0x209, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, umr_indirect_mkey_disabled),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->umr_indirect_mkey_disabled) },
	{ .name = "umr_fence", .doc = "", .bit = 0x20a, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, umr_fence),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->umr_fence) },
	{ .name = "dc_req_scat_data_cqe", .doc = "", .bit = 0x20c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, dc_req_scat_data_cqe),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->dc_req_scat_data_cqe) },
	{ .name = "drain_sigerr", .doc = "", .bit = 0x20f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, drain_sigerr),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->drain_sigerr) },
	{ .name = "cmdif_checksum", .doc = "", .bit = 0x210, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, cmdif_checksum),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->cmdif_checksum) },
	{ .name = "sigerr_cqe", .doc = "", .bit = 0x212, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, sigerr_cqe),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->sigerr_cqe) },
	{ .name = "wq_signature", .doc = "", .bit = 0x214, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, wq_signature),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->wq_signature) },
	{ .name = "sctr_data_cqe", .doc = "", .bit = 0x215, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, sctr_data_cqe),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->sctr_data_cqe) },
	{ .name = "sho", .doc = "", .bit = 0x217, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, sho),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->sho) },
	{ .name = "tph", .doc = "", .bit = 0x218, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, tph),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->tph) },
	{ .name = "rf", .doc = "", .bit = 0x219, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, rf),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->rf) },
	{ .name = "dct", .doc = "", .bit = 0x21a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, dct),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->dct) },
	{ .name = "qos", .doc = "", .bit = 0x21b, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, qos),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->qos) },
	{ .name = "eth_net_offloads", .doc = "", .bit = 0x21c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, eth_net_offloads),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->eth_net_offloads) },
	{ .name = "roce", .doc = "", .bit = 0x21d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, roce),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->roce) },
	{ .name = "atomic", .doc = "", .bit = 0x21e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, atomic),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->atomic) },
	{ .name = "cq_oi", .doc = "", .bit = 0x220, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, cq_oi),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->cq_oi) },
	{ .name = "cq_resize", .doc = "", .bit = 0x221, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, cq_resize),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->cq_resize) },
	{ .name = "cq_moderation", .doc = "", .bit = 0x222, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, cq_moderation),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->cq_moderation) },
	{ .name = "cq_period_mode_modify", .doc = "", .bit = 0x223, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, cq_period_mode_modify),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->cq_period_mode_modify) },
	{ .name = "cq_eq_remap", .doc = "", .bit = 0x226, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, cq_eq_remap),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->cq_eq_remap) },
	{ .name = "pg", .doc = "", .bit = 0x227, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, pg),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->pg) },
	{ .name = "block_lb_mc", .doc = "", .bit = 0x228, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, block_lb_mc),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->block_lb_mc) },
	{ .name = "scqe_break_moderation", .doc = "", .bit = 0x22a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, scqe_break_moderation),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->scqe_break_moderation) },
	{ .name = "cq_period_start_from_cqe", .doc = "", .bit = 0x22b, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, cq_period_start_from_cqe),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->cq_period_start_from_cqe) },
	{ .name = "cd", .doc = "", .bit = 0x22c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, cd),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->cd) },
	{ .name = "apm", .doc = "", .bit = 0x22e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, apm),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->apm) },
	{ .name = "vector_calc", .doc = "", .bit = 0x22f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, vector_calc),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->vector_calc) },
	{ .name = "umr_ptr_rlky", .doc = "", .bit = 0x230, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, umr_ptr_rlky),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->umr_ptr_rlky) },
	{ .name = "imaicl", .doc = "", .bit = 0x231, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, imaicl),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->imaicl) },
	{ .name = "qp_packet_based", .doc = "", .bit = 0x232, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, qp_packet_based),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->qp_packet_based) },
	{ .name = "qkv", .doc = "", .bit = 0x236, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, qkv),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->qkv) },
	{ .name = "pkv", .doc = "", .bit = 0x237, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, pkv),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->pkv) },
	{ .name = "set_deth_sqpn", .doc = "", .bit = 0x238, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, set_deth_sqpn),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->set_deth_sqpn) },
	{ .name = "xrc", .doc = "", .bit = 0x23c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, xrc),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->xrc) },
	{ .name = "ud", .doc = "", .bit = 0x23d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, ud),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->ud) },
	{ .name = "uc", .doc = "", .bit = 0x23e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, uc),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->uc) },
	{ .name = "rc", .doc = "", .bit = 0x23f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, rc),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->rc) },
	{ .name = "uar_4k", .doc = "", .bit = 0x240, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, uar_4k),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->uar_4k) },
	{ .name = "fl_rc_qp_when_roce_disabled", .doc = "", .bit = 0x248, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, fl_rc_qp_when_roce_disabled),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->fl_rc_qp_when_roce_disabled) },
	{ .name = "regexp_params", .doc = "", .bit = 0x249, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, regexp_params),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->regexp_params) },
	{ .name = "uar_sz", .doc = "", .bit = 0x24a, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, uar_sz),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->uar_sz) },
	{ .name = "port_selection_cap", .doc = "", .bit = 0x250, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, port_selection_cap),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->port_selection_cap) },
	{ .name = "umem_uid_0", .doc = "", .bit = 0x252, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, umem_uid_0),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->umem_uid_0) },
	{ .name = "log_pg_sz", .doc = "", .bit = 0x258, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_pg_sz),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_pg_sz) },
	{ .name = "bf", .doc = "", .bit = 0x260, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, bf),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->bf) },
	{ .name = "driver_version", .doc = "", .bit = 0x261, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, driver_version),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->driver_version) },
	{ .name = "pad_tx_eth_packet", .doc = "", .bit = 0x262, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, pad_tx_eth_packet),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->pad_tx_eth_packet) },
	{ .name = "mkey_by_name", .doc = "", .bit = 0x266, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, mkey_by_name),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->mkey_by_name) },
	{ .name = "log_bf_reg_size", .doc = "", .bit = 0x26b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_bf_reg_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_bf_reg_size) },
	{ .name = "qp_error_syndrome", .doc = "", .bit = 0x273, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, qp_error_syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->qp_error_syndrome) },
	{ .name = "lag_dct", .doc = "", .bit = 0x276, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, lag_dct),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->lag_dct) },
	{ .name = "lag_tx_port_affinity", .doc = "", .bit = 0x278, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, lag_tx_port_affinity),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->lag_tx_port_affinity) },
	{ .name = "lag_native_fdb_selection", .doc = "", .bit = 0x279, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, lag_native_fdb_selection),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->lag_native_fdb_selection) },
	{ .name = "lag_master", .doc = "", .bit = 0x27b, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, lag_master),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->lag_master) },
	{ .name = "num_lag_ports", .doc = "", .bit = 0x27c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, num_lag_ports),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->num_lag_ports) },
	{ .name = "num_of_diagnostic_counters", .doc = "Diagnostic counters the device has (their ids: the debug capability page)", .bit = 0x280, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, num_of_diagnostic_counters),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->num_of_diagnostic_counters) },
	{ .name = "max_wqe_sz_sq", .doc = "", .bit = 0x290, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, max_wqe_sz_sq),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->max_wqe_sz_sq) },
	{ .name = "shampo", .doc = "", .bit = 0x2ab, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, shampo),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->shampo) },
	{ .name = "max_wqe_sz_rq", .doc = "", .bit = 0x2b0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, max_wqe_sz_rq),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->max_wqe_sz_rq) },
	{ .name = "max_flow_counter_31_16", .doc = "", .bit = 0x2c0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, max_flow_counter_31_16),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->max_flow_counter_31_16) },
	{ .name = "max_wqe_sz_sq_dc", .doc = "", .bit = 0x2d0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, max_wqe_sz_sq_dc),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->max_wqe_sz_sq_dc) },
	{ .name = "max_qp_mcg", .doc = "", .bit = 0x2e7, .width = 0x19,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, max_qp_mcg),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->max_qp_mcg) },
	{ .name = "flow_counter_bulk_alloc", .doc = "", .bit = 0x310, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, flow_counter_bulk_alloc),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->flow_counter_bulk_alloc) },
	{ .name = "log_max_mcg", .doc = "", .bit = 0x318, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_mcg),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_mcg) },
	{ .name = "log_max_transport_domain", .doc = "", .bit = 0x323, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_transport_domain),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_transport_domain) },
	{ .name = "relaxed_ordering_read", .doc = "", .bit = 0x32a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, relaxed_ordering_read),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->relaxed_ordering_read) },
	{ .name = "log_max_pd", .doc = "", .bit = 0x32b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_pd),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_pd) },
	{ .name = "pcie_reset_using_hotreset_method", .doc = "", .bit = 0x335, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, pcie_reset_using_hotreset_method),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->pcie_reset_using_hotreset_method) },
	{ .name = "pci_sync_for_fw_update_with_driver_unload", .doc = "", .bit = 0x336, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, pci_sync_for_fw_update_with_driver_unload),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->pci_sync_for_fw_update_with_driver_unload) },
	{ .name = "vnic_env_cnt_steering_fail", .doc = "", .bit = 0x337, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, vnic_env_cnt_steering_fail),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->vnic_env_cnt_steering_fail) },
	{ .name = "vport_counter_local_loopback", .doc = "", .bit = 0x338, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, vport_counter_local_loopback),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->vport_counter_local_loopback) },
	{ .name = "q_counter_aggregation", .doc = "", .bit = 0x339, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, q_counter_aggregation),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->q_counter_aggregation) },
	{ .name = "q_counter_other_vport", .doc = "", .bit = 0x33a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, q_counter_other_vport),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->q_counter_other_vport) },
	{ .name = "log_max_xrcd", .doc = "", .bit = 0x33b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_xrcd),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_xrcd) },
	{ .name = "nic_receive_steering_discard", .doc = "", .bit = 0x340, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, nic_receive_steering_discard),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->nic_receive_steering_discard) },
	{ .name = "receive_discard_vport_down", .doc = "", .bit = 0x341, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, receive_discard_vport_down),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->receive_discard_vport_down) },
	{ .name = "transmit_discard_vport_down", .doc = "", .bit = 0x342, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, transmit_discard_vport_down),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->transmit_discard_vport_down) },
	{ .name = "eq_overrun_count", .doc = "", .bit = 0x343, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, eq_overrun_count),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->eq_overrun_count) },
	{ .name = "invalid_command_count", .doc = "", .bit = 0x345, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, invalid_command_count),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->invalid_command_count) },
	{ .name = "quota_exceeded_count", .doc = "", .bit = 0x346, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, quota_exceeded_count),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->quota_exceeded_count) },
	{ .name = "log_max_flow_counter_bulk", .doc = "", .bit = 0x348, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_flow_counter_bulk),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_flow_counter_bulk) },
	{ .name = "max_flow_counter_15_0", .doc = "", .bit = 0x350, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, max_flow_counter_15_0),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->max_flow_counter_15_0) },
	{ .name = "log_max_rq", .doc = "", .bit = 0x363, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_rq),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_rq) },
	{ .name = "log_max_sq", .doc = "", .bit = 0x36b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_sq),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_sq) },
	{ .name = "log_max_tir", .doc = "", .bit = 0x373, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_tir),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_tir) },
	{ .name = "log_max_tis", .doc = "", .bit = 0x37b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_tis),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_tis) },
	{ .name = "basic_cyclic_rcv_wqe", .doc = "", .bit = 0x380, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, basic_cyclic_rcv_wqe),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->basic_cyclic_rcv_wqe) },
	{ .name = "log_max_rmp", .doc = "", .bit = 0x383, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_rmp),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_rmp) },
	{ .name = "log_max_rqt", .doc = "", .bit = 0x38b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_rqt),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_rqt) },
	{ .name = "log_max_rqt_size", .doc = "", .bit = 0x393, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_rqt_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_rqt_size) },
	{ .name = "log_max_tis_per_sq", .doc = "", .bit = 0x39b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_tis_per_sq),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_tis_per_sq) },
	{ .name = "ext_stride_num_range", .doc = "", .bit = 0x3a0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, ext_stride_num_range),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->ext_stride_num_range) },
	{ .name = "roce_rw_supported", .doc = "", .bit = 0x3a1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, roce_rw_supported),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->roce_rw_supported) },
	{ .name = "log_max_current_uc_list_wr_supported", .doc = "", .bit = 0x3a2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_current_uc_list_wr_supported),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_current_uc_list_wr_supported) },
	{ .name = "log_max_stride_sz_rq", .doc = "", .bit = 0x3a3, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_stride_sz_rq),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_stride_sz_rq) },
	{ .name = "log_min_stride_sz_rq", .doc = "", .bit = 0x3ab, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_min_stride_sz_rq),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_min_stride_sz_rq) },
	{ .name = "log_max_stride_sz_sq", .doc = "", .bit = 0x3b3, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_stride_sz_sq),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_stride_sz_sq) },
	{ .name = "log_min_stride_sz_sq", .doc = "", .bit = 0x3bb, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_min_stride_sz_sq),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_min_stride_sz_sq) },
	{ .name = "hairpin", .doc = "", .bit = 0x3c0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, hairpin),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->hairpin) },
	{ .name = "log_max_hairpin_queues", .doc = "", .bit = 0x3c3, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_hairpin_queues),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_hairpin_queues) },
	{ .name = "log_max_hairpin_wq_data_sz", .doc = "", .bit = 0x3cb, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_hairpin_wq_data_sz),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_hairpin_wq_data_sz) },
	{ .name = "log_max_hairpin_num_packets", .doc = "", .bit = 0x3d3, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_hairpin_num_packets),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_hairpin_num_packets) },
	{ .name = "log_max_wq_sz", .doc = "", .bit = 0x3db, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_wq_sz),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_wq_sz) },
	{ .name = "nic_vport_change_event", .doc = "", .bit = 0x3e0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, nic_vport_change_event),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->nic_vport_change_event) },
	{ .name = "disable_local_lb_uc", .doc = "", .bit = 0x3e1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, disable_local_lb_uc),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->disable_local_lb_uc) },
	{ .name = "disable_local_lb_mc", .doc = "", .bit = 0x3e2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, disable_local_lb_mc),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->disable_local_lb_mc) },
	{ .name = "log_min_hairpin_wq_data_sz", .doc = "", .bit = 0x3e3, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_min_hairpin_wq_data_sz),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_min_hairpin_wq_data_sz) },
	{ .name = "silent_mode", .doc = "", .bit = 0x3e9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, silent_mode),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->silent_mode) },
	{ .name = "vhca_state", .doc = "", .bit = 0x3ea, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, vhca_state),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->vhca_state) },
	{ .name = "log_max_vlan_list", .doc = "", .bit = 0x3eb, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_vlan_list),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_vlan_list) },
	{ .name = "log_max_current_mc_list", .doc = "", .bit = 0x3f3, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_current_mc_list),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_current_mc_list) },
	{ .name = "log_max_current_uc_list", .doc = "", .bit = 0x3fb, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_current_uc_list),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_current_uc_list) },
	{ .name = "general_obj_types", .doc = "", .bit = 0x400, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, general_obj_types),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->general_obj_types) },
	{ .name = "sq_ts_format", .doc = "", .bit = 0x440, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, sq_ts_format),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->sq_ts_format) },
	{ .name = "rq_ts_format", .doc = "", .bit = 0x442, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, rq_ts_format),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->rq_ts_format) },
	{ .name = "steering_format_version", .doc = "", .bit = 0x444, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, steering_format_version),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->steering_format_version) },
	{ .name = "create_qp_start_hint", .doc = "", .bit = 0x448, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, create_qp_start_hint),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->create_qp_start_hint) },
	{ .name = "ats", .doc = "", .bit = 0x461, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, ats),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->ats) },
	{ .name = "cross_vhca_rqt", .doc = "", .bit = 0x462, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, cross_vhca_rqt),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->cross_vhca_rqt) },
	{ .name = "log_max_uctx", .doc = "", .bit = 0x463, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_uctx),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_uctx) },
	{ .name = "crypto", .doc = "", .bit = 0x469, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, crypto),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->crypto) },
	{ .name = "ipsec_offload", .doc = "", .bit = 0x46a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, ipsec_offload),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->ipsec_offload) },
	{ .name = "log_max_umem", .doc = "", .bit = 0x46b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_umem),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_umem) },
	{ .name = "max_num_eqs", .doc = "", .bit = 0x470, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, max_num_eqs),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->max_num_eqs) },
	{ .name = "tls_tx", .doc = "", .bit = 0x481, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, tls_tx),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->tls_tx) },
	{ .name = "tls_rx", .doc = "", .bit = 0x482, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, tls_rx),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->tls_rx) },
	{ .name = "log_max_l2_table", .doc = "", .bit = 0x483, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_l2_table),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_l2_table) },
	{ .name = "log_uar_page_sz", .doc = "", .bit = 0x490, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_uar_page_sz),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_uar_page_sz) },
	{ .name = "device_frequency_mhz", .doc = "", .bit = 0x4c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, device_frequency_mhz),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->device_frequency_mhz) },
	{ .name = "device_frequency_khz", .doc = "", .bit = 0x4e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, device_frequency_khz),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->device_frequency_khz) },
	{ .name = "num_of_uars_per_page", .doc = "", .bit = 0x520, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, num_of_uars_per_page),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->num_of_uars_per_page) },
	{ .name = "flex_parser_protocols", .doc = "", .bit = 0x540, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, flex_parser_protocols),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->flex_parser_protocols) },
	{ .name = "max_geneve_tlv_options", .doc = "", .bit = 0x560, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, max_geneve_tlv_options),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->max_geneve_tlv_options) },
	{ .name = "max_geneve_tlv_option_data_len", .doc = "", .bit = 0x56b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, max_geneve_tlv_option_data_len),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->max_geneve_tlv_option_data_len) },
	{ .name = "adv_virtualization", .doc = "", .bit = 0x579, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, adv_virtualization),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->adv_virtualization) },
	{ .name = "log_max_dci_stream_channels", .doc = "", .bit = 0x58b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_dci_stream_channels),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_dci_stream_channels) },
	{ .name = "log_max_dci_errored_streams", .doc = "", .bit = 0x593, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_dci_errored_streams),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_dci_errored_streams) },
	{ .name = "enhanced_cqe_compression", .doc = "", .bit = 0x5b0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, enhanced_cqe_compression),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->enhanced_cqe_compression) },
	{ .name = "crossing_vhca_mkey", .doc = "", .bit = 0x5b2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, crossing_vhca_mkey),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->crossing_vhca_mkey) },
	{ .name = "log_max_dek", .doc = "", .bit = 0x5b3, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_dek),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_dek) },
	{ .name = "mini_cqe_resp_stride_index", .doc = "", .bit = 0x5bc, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, mini_cqe_resp_stride_index),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->mini_cqe_resp_stride_index) },
	{ .name = "cqe_128_always", .doc = "", .bit = 0x5bd, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, cqe_128_always),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->cqe_128_always) },
	{ .name = "cqe_compression_128", .doc = "", .bit = 0x5be, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, cqe_compression_128),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->cqe_compression_128) },
	{ .name = "cqe_compression", .doc = "", .bit = 0x5bf, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, cqe_compression),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->cqe_compression) },
	{ .name = "cqe_compression_timeout", .doc = "", .bit = 0x5c0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, cqe_compression_timeout),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->cqe_compression_timeout) },
	{ .name = "cqe_compression_max_num", .doc = "", .bit = 0x5d0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, cqe_compression_max_num),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->cqe_compression_max_num) },
	{ .name = "flex_parser_id_gtpu_dw_0", .doc = "", .bit = 0x5e8, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, flex_parser_id_gtpu_dw_0),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->flex_parser_id_gtpu_dw_0) },
	{ .name = "tag_matching", .doc = "", .bit = 0x5f0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, tag_matching),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->tag_matching) },
	{ .name = "rndv_offload_rc", .doc = "", .bit = 0x5f1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, rndv_offload_rc),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->rndv_offload_rc) },
	{ .name = "rndv_offload_dc", .doc = "", .bit = 0x5f2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, rndv_offload_dc),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->rndv_offload_dc) },
	{ .name = "log_tag_matching_list_sz", .doc = "", .bit = 0x5f3, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_tag_matching_list_sz),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_tag_matching_list_sz) },
	{ .name = "log_max_xrq", .doc = "", .bit = 0x5fb, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_xrq),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_xrq) },
	{ .name = "affiliate_nic_vport_criteria", .doc = "", .bit = 0x600, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, affiliate_nic_vport_criteria),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->affiliate_nic_vport_criteria) },
	{ .name = "native_port_num", .doc = "", .bit = 0x608, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, native_port_num),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->native_port_num) },
	{ .name = "num_vhca_ports", .doc = "", .bit = 0x610, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, num_vhca_ports),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->num_vhca_ports) },
	{ .name = "flex_parser_id_gtpu_teid", .doc = "", .bit = 0x618, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, flex_parser_id_gtpu_teid),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->flex_parser_id_gtpu_teid) },
	{ .name = "sw_owner_id", .doc = "", .bit = 0x61e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, sw_owner_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->sw_owner_id) },
	{ .name = "max_num_of_monitor_counters", .doc = "", .bit = 0x620, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, max_num_of_monitor_counters),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->max_num_of_monitor_counters) },
	{ .name = "num_ppcnt_monitor_counters", .doc = "", .bit = 0x630, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, num_ppcnt_monitor_counters),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->num_ppcnt_monitor_counters) },
	{ .name = "max_num_sf", .doc = "", .bit = 0x640, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, max_num_sf),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->max_num_sf) },
	{ .name = "num_q_monitor_counters", .doc = "", .bit = 0x650, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, num_q_monitor_counters),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->num_q_monitor_counters) },
	{ .name = "sf", .doc = "", .bit = 0x680, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, sf),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->sf) },
	{ .name = "sf_set_partition", .doc = "", .bit = 0x681, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, sf_set_partition),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->sf_set_partition) },
	{ .name = "log_max_sf", .doc = "", .bit = 0x683, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_sf),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_sf) },
	{ .name = "apu", .doc = "", .bit = 0x688, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, apu),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->apu) },
	{ .name = "migration", .doc = "", .bit = 0x68d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, migration),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->migration) },
	{ .name = "log_min_sf_size", .doc = "", .bit = 0x690, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_min_sf_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_min_sf_size) },
	{ .name = "max_num_sf_partitions", .doc = "", .bit = 0x698, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, max_num_sf_partitions),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->max_num_sf_partitions) },
	{ .name = "uctx_cap", .doc = "User context capabilities the device supports", .bit = 0x6a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[33],
	  .format = MLX5CTL_FORMAT_BITS,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, uctx_cap),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->uctx_cap) },
	{ .name = "flex_parser_id_geneve_tlv_option_0", .doc = "", .bit = 0x6c4, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, flex_parser_id_geneve_tlv_option_0),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->flex_parser_id_geneve_tlv_option_0) },
	{ .name = "flex_parser_id_icmp_dw1", .doc = "", .bit = 0x6c8, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, flex_parser_id_icmp_dw1),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->flex_parser_id_icmp_dw1) },
	{ .name = "flex_parser_id_icmp_dw0", .doc = "", .bit = 0x6cc, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, flex_parser_id_icmp_dw0),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->flex_parser_id_icmp_dw0) },
	{ .name = "flex_parser_id_icmpv6_dw1", .doc = "", .bit = 0x6d0, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, flex_parser_id_icmpv6_dw1),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->flex_parser_id_icmpv6_dw1) },
	{ .name = "flex_parser_id_icmpv6_dw0", .doc = "", .bit = 0x6d4, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, flex_parser_id_icmpv6_dw0),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->flex_parser_id_icmpv6_dw0) },
	{ .name = "flex_parser_id_outer_first_mpls_over_gre", .doc = "", .bit = 0x6d8, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, flex_parser_id_outer_first_mpls_over_gre),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->flex_parser_id_outer_first_mpls_over_gre) },
	{ .name = "flex_parser_id_outer_first_mpls_over_udp_label", .doc = "", .bit = 0x6dc, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, flex_parser_id_outer_first_mpls_over_udp_label),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->flex_parser_id_outer_first_mpls_over_udp_label) },
	{ .name = "max_num_match_definer", .doc = "", .bit = 0x6e0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, max_num_match_definer),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->max_num_match_definer) },
	{ .name = "sf_base_id", .doc = "", .bit = 0x6f0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, sf_base_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->sf_base_id) },
	{ .name = "flex_parser_id_gtpu_dw_2", .doc = "", .bit = 0x700, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, flex_parser_id_gtpu_dw_2),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->flex_parser_id_gtpu_dw_2) },
	{ .name = "flex_parser_id_gtpu_first_ext_dw_0", .doc = "", .bit = 0x704, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, flex_parser_id_gtpu_first_ext_dw_0),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->flex_parser_id_gtpu_first_ext_dw_0) },
	{ .name = "num_total_dynamic_vf_msix", .doc = "", .bit = 0x708, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, num_total_dynamic_vf_msix),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->num_total_dynamic_vf_msix) },
	{ .name = "dynamic_msix_table_size", .doc = "", .bit = 0x734, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, dynamic_msix_table_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->dynamic_msix_table_size) },
	{ .name = "min_dynamic_vf_msix_table_size", .doc = "", .bit = 0x74c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, min_dynamic_vf_msix_table_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->min_dynamic_vf_msix_table_size) },
	{ .name = "data_direct", .doc = "", .bit = 0x752, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, data_direct),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->data_direct) },
	{ .name = "max_dynamic_vf_msix_table_size", .doc = "", .bit = 0x754, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, max_dynamic_vf_msix_table_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->max_dynamic_vf_msix_table_size) },
	{ .name = "log_max_num_header_modify_argument", .doc = "", .bit = 0x763, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_max_num_header_modify_argument),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_max_num_header_modify_argument) },
	{ .name = "log_header_modify_argument_granularity_offset", .doc = "", .bit = 0x768, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_header_modify_argument_granularity_offset),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_header_modify_argument_granularity_offset) },
	{ .name = "log_header_modify_argument_granularity", .doc = "", .bit = 0x76c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_header_modify_argument_granularity),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_header_modify_argument_granularity) },
	{ .name = "log_header_modify_argument_max_alloc", .doc = "", .bit = 0x773, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, log_header_modify_argument_max_alloc),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->log_header_modify_argument_max_alloc) },
	{ .name = "vhca_tunnel_commands", .doc = "", .bit = 0x780, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, vhca_tunnel_commands),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->vhca_tunnel_commands) },
	{ .name = "match_definer_format_supported", .doc = "", .bit = 0x7c0, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap, match_definer_format_supported),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap *)0)->match_definer_format_supported) },
};

static const struct mlx5ctl_field_desc fields_cmd_hca_cap_2[] = {
	{ .name = "migratable", .doc = "", .bit = 0x80, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, migratable),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->migratable) },
	{ .name = "query_vuid", .doc = "", .bit = 0x92, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, query_vuid),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->query_vuid) },
	{ .name = "umr_log_entity_size_5", .doc = "", .bit = 0x98, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, umr_log_entity_size_5),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->umr_log_entity_size_5) },
	{ .name = "max_reformat_insert_size", .doc = "", .bit = 0xa0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, max_reformat_insert_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->max_reformat_insert_size) },
	{ .name = "max_reformat_insert_offset", .doc = "", .bit = 0xa8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, max_reformat_insert_offset),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->max_reformat_insert_offset) },
	{ .name = "max_reformat_remove_size", .doc = "", .bit = 0xb0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, max_reformat_remove_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->max_reformat_remove_size) },
	{ .name = "max_reformat_remove_offset", .doc = "", .bit = 0xb8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, max_reformat_remove_offset),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->max_reformat_remove_offset) },
	{ .name = "migration_multi_load", .doc = "", .bit = 0xc8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, migration_multi_load),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->migration_multi_load) },
	{ .name = "migration_tracking_state", .doc = "", .bit = 0xc9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, migration_tracking_state),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->migration_tracking_state) },
	{ .name = "multiplane_qp_ud", .doc = "", .bit = 0xca, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, multiplane_qp_ud),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->multiplane_qp_ud) },
	{ .name = "migration_in_chunks", .doc = "", .bit = 0xd0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, migration_in_chunks),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->migration_in_chunks) },
	{ .name = "sf_eq_usage", .doc = "", .bit = 0xd2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, sf_eq_usage),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->sf_eq_usage) },
	{ .name = "multiplane", .doc = "", .bit = 0xd8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, multiplane),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->multiplane) },
	{ .name = "cross_vhca_object_to_object_supported", .doc = "", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, cross_vhca_object_to_object_supported),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->cross_vhca_object_to_object_supported) },
	{ .name = "allowed_object_for_other_vhca_access", .doc = "", .bit = 0x100, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, allowed_object_for_other_vhca_access),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->allowed_object_for_other_vhca_access) },
	{ .name = "flow_table_type_2_type", .doc = "", .bit = 0x1a0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, flow_table_type_2_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->flow_table_type_2_type) },
	{ .name = "format_select_dw_8_6_ext", .doc = "", .bit = 0x1aa, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, format_select_dw_8_6_ext),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->format_select_dw_8_6_ext) },
	{ .name = "log_min_mkey_entity_size", .doc = "", .bit = 0x1ab, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, log_min_mkey_entity_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->log_min_mkey_entity_size) },
	{ .name = "sw_vhca_id_valid", .doc = "", .bit = 0x221, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, sw_vhca_id_valid),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->sw_vhca_id_valid) },
	{ .name = "sw_vhca_id", .doc = "", .bit = 0x222, .width = 0xe,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, sw_vhca_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->sw_vhca_id) },
	{ .name = "ts_cqe_metadata_size2wqe_counter", .doc = "", .bit = 0x24b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, ts_cqe_metadata_size2wqe_counter),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->ts_cqe_metadata_size2wqe_counter) },
	{ .name = "format_select_dw_gtpu_dw_0", .doc = "", .bit = 0x280, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, format_select_dw_gtpu_dw_0),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->format_select_dw_gtpu_dw_0) },
	{ .name = "format_select_dw_gtpu_dw_1", .doc = "", .bit = 0x288, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, format_select_dw_gtpu_dw_1),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->format_select_dw_gtpu_dw_1) },
	{ .name = "format_select_dw_gtpu_dw_2", .doc = "", .bit = 0x290, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, format_select_dw_gtpu_dw_2),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->format_select_dw_gtpu_dw_2) },
	{ .name = "format_select_dw_gtpu_first_ext_dw_0", .doc = "", .bit = 0x298, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, format_select_dw_gtpu_first_ext_dw_0),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->format_select_dw_gtpu_first_ext_dw_0) },
	{ .name = "generate_wqe_type", .doc = "", .bit = 0x2a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, generate_wqe_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->generate_wqe_type) },
	{ .name = "min_mkey_log_entity_size_fixed_buffer", .doc = "", .bit = 0x38b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, min_mkey_log_entity_size_fixed_buffer),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->min_mkey_log_entity_size_fixed_buffer) },
	{ .name = "ec_vf_vport_base", .doc = "", .bit = 0x390, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, ec_vf_vport_base),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->ec_vf_vport_base) },
	{ .name = "max_mkey_log_entity_size_mtt", .doc = "", .bit = 0x3aa, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, max_mkey_log_entity_size_mtt),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->max_mkey_log_entity_size_mtt) },
	{ .name = "max_rqt_vhca_id", .doc = "", .bit = 0x3b0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, max_rqt_vhca_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->max_rqt_vhca_id) },
	{ .name = "pcc_ifa2", .doc = "", .bit = 0x3f0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, pcc_ifa2),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->pcc_ifa2) },
	{ .name = "min_mkey_log_entity_size_fixed_buffer_valid", .doc = "", .bit = 0x401, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, min_mkey_log_entity_size_fixed_buffer_valid),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->min_mkey_log_entity_size_fixed_buffer_valid) },
	{ .name = "return_reg_id", .doc = "", .bit = 0x410, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, return_reg_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->return_reg_id) },
	{ .name = "flow_table_hash_type", .doc = "", .bit = 0x43c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, flow_table_hash_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->flow_table_hash_type) },
	{ .name = "max_num_eqs_24b", .doc = "", .bit = 0x448, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_hca_cap_2, max_num_eqs_24b),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_hca_cap_2 *)0)->max_num_eqs_24b) },
};

static const struct mlx5ctl_field_desc fields_cmd_if_box[] = {
	{ .name = "mailbox_data", .doc = "", .bit = 0x0, .width = 0x1000,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_if_box, mailbox_data),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_if_box *)0)->mailbox_data) },
	{ .name = "next_pointer_63_32", .doc = "", .bit = 0x1180, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_if_box, next_pointer_63_32),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_if_box *)0)->next_pointer_63_32) },
	{ .name = "next_pointer_31_10", .doc = "", .bit = 0x11a0, .width = 0x16,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_if_box, next_pointer_31_10),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_if_box *)0)->next_pointer_31_10) },
	{ .name = "block_number", .doc = "", .bit = 0x11c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_if_box, block_number),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_if_box *)0)->block_number) },
	{ .name = "token", .doc = "", .bit = 0x11e8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_if_box, token),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_if_box *)0)->token) },
	{ .name = "ctrl_signature", .doc = "", .bit = 0x11f0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_if_box, ctrl_signature),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_if_box *)0)->ctrl_signature) },
	{ .name = "signature", .doc = "", .bit = 0x11f8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_if_box, signature),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_if_box *)0)->signature) },
};

static const struct mlx5ctl_field_desc fields_cmd_inter_comp_event[] = {
	{ .name = "command_completion_vector", .doc = "Bitmask of completed command slots", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_inter_comp_event, command_completion_vector),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_inter_comp_event *)0)->command_completion_vector) },
};

static const struct mlx5ctl_field_desc fields_cmd_queue_entry[] = {
	{ .name = "type", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[5],
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_queue_entry, type),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_queue_entry *)0)->type) },
	{ .name = "input_length", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_queue_entry, input_length),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_queue_entry *)0)->input_length) },
	{ .name = "input_mailbox_pointer_63_32", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_queue_entry, input_mailbox_pointer_63_32),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_queue_entry *)0)->input_mailbox_pointer_63_32) },
	{ .name = "input_mailbox_pointer_31_9", .doc = "", .bit = 0x60, .width = 0x17,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_queue_entry, input_mailbox_pointer_31_9),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_queue_entry *)0)->input_mailbox_pointer_31_9) },
	{ .name = "command_input_inline_data", .doc = "", .bit = 0x80, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_queue_entry, command_input_inline_data),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_queue_entry *)0)->command_input_inline_data) },
	{ .name = "command_output_inline_data", .doc = "", .bit = 0x100, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_queue_entry, command_output_inline_data),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_queue_entry *)0)->command_output_inline_data) },
	{ .name = "output_mailbox_pointer_63_32", .doc = "", .bit = 0x180, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_queue_entry, output_mailbox_pointer_63_32),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_queue_entry *)0)->output_mailbox_pointer_63_32) },
	{ .name = "output_mailbox_pointer_31_9", .doc = "", .bit = 0x1a0, .width = 0x17,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_queue_entry, output_mailbox_pointer_31_9),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_queue_entry *)0)->output_mailbox_pointer_31_9) },
	{ .name = "output_length", .doc = "", .bit = 0x1c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_queue_entry, output_length),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_queue_entry *)0)->output_length) },
	{ .name = "token", .doc = "", .bit = 0x1e0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_queue_entry, token),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_queue_entry *)0)->token) },
	{ .name = "signature", .doc = "", .bit = 0x1e8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_queue_entry, signature),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_queue_entry *)0)->signature) },
	{ .name = "status", .doc = "Delivery status (cmd_delivery_status)", .bit = 0x1f8, .width = 0x7,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_queue_entry, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_queue_entry *)0)->status) },
	{ .name = "ownership", .doc = "", .bit = 0x1ff, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_cmd_queue_entry, ownership),
	  .native_size = sizeof(((struct mlx5ctl_prm_cmd_queue_entry *)0)->ownership) },
};

static const struct mlx5ctl_struct_desc *const alts_config_item_type[] = {
	&mlx5ctl_prm_structs[14],
	&mlx5ctl_prm_structs[15],
};

static const struct mlx5ctl_field_desc fields_config_item[] = {
	{ .name = "valid", .doc = "", .bit = 0x0, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_config_item, valid),
	  .native_size = sizeof(((struct mlx5ctl_prm_config_item *)0)->valid) },
	{ .name = "priority", .doc = "", .bit = 0x2, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_config_item, priority),
	  .native_size = sizeof(((struct mlx5ctl_prm_config_item *)0)->priority) },
	{ .name = "header_type", .doc = "", .bit = 0x4, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_config_item, header_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_config_item *)0)->header_type) },
	{ .name = "ovr_en", .doc = "", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_config_item, ovr_en),
	  .native_size = sizeof(((struct mlx5ctl_prm_config_item *)0)->ovr_en) },
	{ .name = "rd_en", .doc = "", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_config_item, rd_en),
	  .native_size = sizeof(((struct mlx5ctl_prm_config_item *)0)->rd_en) },
	{ .name = "access_mode", .doc = "", .bit = 0x8, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[22],
	  .native_off = offsetof(struct mlx5ctl_prm_config_item, access_mode),
	  .native_size = sizeof(((struct mlx5ctl_prm_config_item *)0)->access_mode) },
	{ .name = "writer_id", .doc = "", .bit = 0xb, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_config_item, writer_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_config_item *)0)->writer_id) },
	{ .name = "version", .doc = "", .bit = 0x10, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_config_item, version),
	  .native_size = sizeof(((struct mlx5ctl_prm_config_item *)0)->version) },
	{ .name = "host_id_valid", .doc = "", .bit = 0x16, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_config_item, host_id_valid),
	  .native_size = sizeof(((struct mlx5ctl_prm_config_item *)0)->host_id_valid) },
	{ .name = "length", .doc = "Bytes of item data", .bit = 0x17, .width = 0x9,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_config_item, length),
	  .native_size = sizeof(((struct mlx5ctl_prm_config_item *)0)->length) },
	{ .name = "type", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UNION,
	  .alts = alts_config_item_type, .nalts = 2,
	  .native_off = offsetof(struct mlx5ctl_prm_config_item, type),
	  .native_size = sizeof(((struct mlx5ctl_prm_config_item *)0)->type) },
	{ .name = "crc16", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_config_item, crc16),
	  .native_size = sizeof(((struct mlx5ctl_prm_config_item *)0)->crc16) },
};

static const struct mlx5ctl_field_desc fields_configuration_item_type_class_global[] = {
	{ .name = "type_class", .doc = "0 = global", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_configuration_item_type_class_global, type_class),
	  .native_size = sizeof(((struct mlx5ctl_prm_configuration_item_type_class_global *)0)->type_class) },
	{ .name = "parameter_index", .doc = "", .bit = 0x8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_configuration_item_type_class_global, parameter_index),
	  .native_size = sizeof(((struct mlx5ctl_prm_configuration_item_type_class_global *)0)->parameter_index) },
};

static const struct mlx5ctl_field_desc fields_configuration_item_type_class_per_host_pf[] = {
	{ .name = "type_class", .doc = "3 = per host PF", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_configuration_item_type_class_per_host_pf, type_class),
	  .native_size = sizeof(((struct mlx5ctl_prm_configuration_item_type_class_per_host_pf *)0)->type_class) },
	{ .name = "pf_index", .doc = "", .bit = 0x8, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_configuration_item_type_class_per_host_pf, pf_index),
	  .native_size = sizeof(((struct mlx5ctl_prm_configuration_item_type_class_per_host_pf *)0)->pf_index) },
	{ .name = "pci_bus_index", .doc = "", .bit = 0xe, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_configuration_item_type_class_per_host_pf, pci_bus_index),
	  .native_size = sizeof(((struct mlx5ctl_prm_configuration_item_type_class_per_host_pf *)0)->pci_bus_index) },
	{ .name = "parameter_index", .doc = "", .bit = 0x16, .width = 0xa,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_configuration_item_type_class_per_host_pf, parameter_index),
	  .native_size = sizeof(((struct mlx5ctl_prm_configuration_item_type_class_per_host_pf *)0)->parameter_index) },
};

static const struct mlx5ctl_field_desc fields_core_dump_header[] = {
	{ .name = "magic", .doc = "0x43444d50, ASCII CDMP", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_HEX,
	  .native_off = offsetof(struct mlx5ctl_prm_core_dump_header, magic),
	  .native_size = sizeof(((struct mlx5ctl_prm_core_dump_header *)0)->magic) },
	{ .name = "version", .doc = "Format version (1)", .bit = 0x20, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_core_dump_header, version),
	  .native_size = sizeof(((struct mlx5ctl_prm_core_dump_header *)0)->version) },
	{ .name = "num_segments", .doc = "Data segments that follow", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_core_dump_header, num_segments),
	  .native_size = sizeof(((struct mlx5ctl_prm_core_dump_header *)0)->num_segments) },
	{ .name = "total_size", .doc = "Payload bytes of all data segments", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_core_dump_header, total_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_core_dump_header *)0)->total_size) },
	{ .name = "checksum", .doc = "CRC-32 (IEEE) of the data payloads, in order", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_HEX,
	  .native_off = offsetof(struct mlx5ctl_prm_core_dump_header, checksum),
	  .native_size = sizeof(((struct mlx5ctl_prm_core_dump_header *)0)->checksum) },
	{ .name = "device_id", .doc = "PCI device id", .bit = 0x80, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_core_dump_header, device_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_core_dump_header *)0)->device_id) },
	{ .name = "fw_version", .doc = "major << 24 | minor << 16 | subminor", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_core_dump_header, fw_version),
	  .native_size = sizeof(((struct mlx5ctl_prm_core_dump_header *)0)->fw_version) },
	{ .name = "segment_size", .doc = "Bytes per data segment", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_core_dump_header, segment_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_core_dump_header *)0)->segment_size) },
};

static const struct mlx5ctl_field_desc fields_core_dump_reg[] = {
	{ .name = "more_dump", .doc = "Out: the buffer was too small, repeat with the returned cookie", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_core_dump_reg, more_dump),
	  .native_size = sizeof(((struct mlx5ctl_prm_core_dump_reg *)0)->more_dump) },
	{ .name = "core_dump_type", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[6],
	  .native_off = offsetof(struct mlx5ctl_prm_core_dump_reg, core_dump_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_core_dump_reg *)0)->core_dump_type) },
	{ .name = "vhca_id", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_core_dump_reg, vhca_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_core_dump_reg *)0)->vhca_id) },
	{ .name = "qpn", .doc = "", .bit = 0x68, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_core_dump_reg, qpn),
	  .native_size = sizeof(((struct mlx5ctl_prm_core_dump_reg *)0)->qpn) },
	{ .name = "mkey", .doc = "In: MKEY to write the dump through", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_HEX,
	  .native_off = offsetof(struct mlx5ctl_prm_core_dump_reg, mkey),
	  .native_size = sizeof(((struct mlx5ctl_prm_core_dump_reg *)0)->mkey) },
	{ .name = "size", .doc = "In: bytes of buffer at address; out: bytes written", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_core_dump_reg, size),
	  .native_size = sizeof(((struct mlx5ctl_prm_core_dump_reg *)0)->size) },
	{ .name = "address", .doc = "In: virtual address within the MKEY", .bit = 0xc0, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_HEX,
	  .native_off = offsetof(struct mlx5ctl_prm_core_dump_reg, address),
	  .native_size = sizeof(((struct mlx5ctl_prm_core_dump_reg *)0)->address) },
	{ .name = "cookie", .doc = "In/out: 0 starts a dump; non-zero continues one where the last call stopped", .bit = 0x100, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_core_dump_reg, cookie),
	  .native_size = sizeof(((struct mlx5ctl_prm_core_dump_reg *)0)->cookie) },
	{ .name = "total_size", .doc = "Out (model): bytes of the whole dump stream", .bit = 0x140, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_core_dump_reg, total_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_core_dump_reg *)0)->total_size) },
};

static const struct mlx5ctl_field_desc fields_counter_id[] = {
	{ .name = "counter_id", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[7],
	  .native_off = offsetof(struct mlx5ctl_prm_counter_id, counter_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_counter_id *)0)->counter_id) },
};

static const struct mlx5ctl_field_desc fields_create_eq_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_create_eq_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_eq_in *)0)->opcode) },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_create_eq_in, uid),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_eq_in *)0)->uid) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_create_eq_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_eq_in *)0)->op_mod) },
	{ .name = "eq_context_entry", .doc = "", .bit = 0x80, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[53],
	  .native_off = offsetof(struct mlx5ctl_prm_create_eq_in, eq_context_entry),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_eq_in *)0)->eq_context_entry) },
	{ .name = "event_bitmask", .doc = "", .bit = 0x2c0, .width = 0x100,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_create_eq_in, event_bitmask),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_eq_in *)0)->event_bitmask) },
	{ .name = "pas", .doc = "EQ buffer page addresses", .bit = 0x880, .width = 0x0,
	  .kind = MLX5CTL_KIND_UINT, .flex = true, .elem_width = 64,
	  .native_off = (size_t)-1, .native_size = 0 },
};

static const struct mlx5ctl_field_desc fields_create_eq_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_create_eq_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_eq_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_create_eq_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_eq_out *)0)->syndrome) },
	{ .name = "eq_number", .doc = "", .bit = 0x58, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_create_eq_out, eq_number),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_eq_out *)0)->eq_number) },
};

static const struct mlx5ctl_field_desc fields_create_mkey_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_create_mkey_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_mkey_in *)0)->opcode) },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_create_mkey_in, uid),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_mkey_in *)0)->uid) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_create_mkey_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_mkey_in *)0)->op_mod) },
	{ .name = "pg_access", .doc = "", .bit = 0x60, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_create_mkey_in, pg_access),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_mkey_in *)0)->pg_access) },
	{ .name = "mkey_umem_valid", .doc = "", .bit = 0x61, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_create_mkey_in, mkey_umem_valid),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_mkey_in *)0)->mkey_umem_valid) },
	{ .name = "data_direct", .doc = "", .bit = 0x62, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_create_mkey_in, data_direct),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_mkey_in *)0)->data_direct) },
	{ .name = "memory_key_mkey_entry", .doc = "", .bit = 0x80, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[97],
	  .native_off = offsetof(struct mlx5ctl_prm_create_mkey_in, memory_key_mkey_entry),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_mkey_in *)0)->memory_key_mkey_entry) },
	{ .name = "translations_octword_actual_size", .doc = "", .bit = 0x300, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_create_mkey_in, translations_octword_actual_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_mkey_in *)0)->translations_octword_actual_size) },
	{ .name = "mkey_umem_id", .doc = "UMEM backing the key when mkey_umem_valid (PRM; not in mlx5_ifc.h 6.12)", .bit = 0x320, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_create_mkey_in, mkey_umem_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_mkey_in *)0)->mkey_umem_id) },
	{ .name = "mkey_umem_offset", .doc = "Offset into that UMEM", .bit = 0x340, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_create_mkey_in, mkey_umem_offset),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_mkey_in *)0)->mkey_umem_offset) },
	{ .name = "klm_pas_mtt", .doc = "Inline translations: translations_octword_actual_size octwords of MTT entries (an mtt, 8 bytes, per page of 2^mkc.log_page_size bytes) when mkey_umem_valid is clear. The model, like real firmware, accepts such a key from any UID (worst plausible) and writes through the addresses it lists; it also accepts PA mode (start_addr is the bus address). KLM/KSM (indirect) keys are not modelled: refused with BAD_PARAM", .bit = 0x880, .width = 0x0,
	  .kind = MLX5CTL_KIND_UINT, .flex = true, .elem_width = 32,
	  .native_off = (size_t)-1, .native_size = 0 },
};

static const struct mlx5ctl_field_desc fields_create_mkey_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_create_mkey_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_mkey_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_create_mkey_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_mkey_out *)0)->syndrome) },
	{ .name = "mkey_index", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_create_mkey_out, mkey_index),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_mkey_out *)0)->mkey_index) },
};

static const struct mlx5ctl_field_desc fields_create_uctx_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_create_uctx_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_uctx_in *)0)->opcode) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_create_uctx_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_uctx_in *)0)->op_mod) },
	{ .name = "uctx", .doc = "The context and its capabilities", .bit = 0x80, .width = 0x180,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[163],
	  .native_off = offsetof(struct mlx5ctl_prm_create_uctx_in, uctx),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_uctx_in *)0)->uctx) },
};

static const struct mlx5ctl_field_desc fields_create_uctx_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_create_uctx_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_uctx_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_create_uctx_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_uctx_out *)0)->syndrome) },
	{ .name = "uid", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_create_uctx_out, uid),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_uctx_out *)0)->uid) },
};

static const struct mlx5ctl_field_desc fields_create_umem_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_create_umem_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_umem_in *)0)->opcode) },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_create_umem_in, uid),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_umem_in *)0)->uid) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_create_umem_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_umem_in *)0)->op_mod) },
	{ .name = "umem", .doc = "The UMEM and its MTT list", .bit = 0x80, .width = 0x100,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[164],
	  .native_off = offsetof(struct mlx5ctl_prm_create_umem_in, umem),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_umem_in *)0)->umem) },
};

static const struct mlx5ctl_field_desc fields_create_umem_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_create_umem_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_umem_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_create_umem_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_umem_out *)0)->syndrome) },
	{ .name = "umem_id", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_create_umem_out, umem_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_create_umem_out *)0)->umem_id) },
};

static const struct mlx5ctl_field_desc fields_dealloc_pd_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_dealloc_pd_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_dealloc_pd_in *)0)->opcode) },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_dealloc_pd_in, uid),
	  .native_size = sizeof(((struct mlx5ctl_prm_dealloc_pd_in *)0)->uid) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_dealloc_pd_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_dealloc_pd_in *)0)->op_mod) },
	{ .name = "pd", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_dealloc_pd_in, pd),
	  .native_size = sizeof(((struct mlx5ctl_prm_dealloc_pd_in *)0)->pd) },
};

static const struct mlx5ctl_field_desc fields_dealloc_pd_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_dealloc_pd_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_dealloc_pd_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_dealloc_pd_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_dealloc_pd_out *)0)->syndrome) },
};

static const struct mlx5ctl_field_desc fields_dealloc_uar_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_dealloc_uar_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_dealloc_uar_in *)0)->opcode) },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_dealloc_uar_in, uid),
	  .native_size = sizeof(((struct mlx5ctl_prm_dealloc_uar_in *)0)->uid) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_dealloc_uar_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_dealloc_uar_in *)0)->op_mod) },
	{ .name = "uar", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_dealloc_uar_in, uar),
	  .native_size = sizeof(((struct mlx5ctl_prm_dealloc_uar_in *)0)->uar) },
};

static const struct mlx5ctl_field_desc fields_dealloc_uar_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_dealloc_uar_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_dealloc_uar_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_dealloc_uar_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_dealloc_uar_out *)0)->syndrome) },
};

static const struct mlx5ctl_field_desc fields_debug_cap[] = {
	{ .name = "core_dump_general", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_debug_cap, core_dump_general),
	  .native_size = sizeof(((struct mlx5ctl_prm_debug_cap *)0)->core_dump_general) },
	{ .name = "core_dump_qp", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_debug_cap, core_dump_qp),
	  .native_size = sizeof(((struct mlx5ctl_prm_debug_cap *)0)->core_dump_qp) },
	{ .name = "log_cr_dump_to_mem_size", .doc = "Host memory a CORE_DUMP to memory needs: 2^n pages of 4 KiB; 0 = not supported (PRM, as NVIDIA's mlx5ctl tools lay it out; reserved in mlx5_ifc.h 6.12)", .bit = 0x4, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_debug_cap, log_cr_dump_to_mem_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_debug_cap *)0)->log_cr_dump_to_mem_size) },
	{ .name = "resource_dump", .doc = "", .bit = 0x9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_debug_cap, resource_dump),
	  .native_size = sizeof(((struct mlx5ctl_prm_debug_cap *)0)->resource_dump) },
	{ .name = "log_min_resource_dump_eq", .doc = "Smallest EQ for the resource dump event: 2^n entries (PRM; reserved in mlx5_ifc.h 6.12)", .bit = 0xb, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_debug_cap, log_min_resource_dump_eq),
	  .native_size = sizeof(((struct mlx5ctl_prm_debug_cap *)0)->log_min_resource_dump_eq) },
	{ .name = "log_max_samples", .doc = "Largest diagnostic sample buffer: 2^log_max_samples samples", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_debug_cap, log_max_samples),
	  .native_size = sizeof(((struct mlx5ctl_prm_debug_cap *)0)->log_max_samples) },
	{ .name = "single", .doc = "Single-shot diagnostic sampling", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_debug_cap, single),
	  .native_size = sizeof(((struct mlx5ctl_prm_debug_cap *)0)->single) },
	{ .name = "repetitive", .doc = "Repetitive (ring buffer) diagnostic sampling", .bit = 0x21, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_debug_cap, repetitive),
	  .native_size = sizeof(((struct mlx5ctl_prm_debug_cap *)0)->repetitive) },
	{ .name = "stall_detect", .doc = "", .bit = 0x22, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_debug_cap, stall_detect),
	  .native_size = sizeof(((struct mlx5ctl_prm_debug_cap *)0)->stall_detect) },
	{ .name = "diag_counter_tracer_dump", .doc = "Diagnostic counters can be dumped to the tracer (PRM; reserved in mlx5_ifc.h 6.12)", .bit = 0x23, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_debug_cap, diag_counter_tracer_dump),
	  .native_size = sizeof(((struct mlx5ctl_prm_debug_cap *)0)->diag_counter_tracer_dump) },
	{ .name = "log_min_sample_period", .doc = "Shortest diagnostic sample period: 2^log_min_sample_period device clocks", .bit = 0x38, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_debug_cap, log_min_sample_period),
	  .native_size = sizeof(((struct mlx5ctl_prm_debug_cap *)0)->log_min_sample_period) },
	{ .name = "diagnostic_counter", .doc = "Ids of the diagnostic counters, num_of_diagnostic_counters of them", .bit = 0x200, .width = 0x600,
	  .kind = MLX5CTL_KIND_ARRAY, .count = 48,
	  .type = &mlx5ctl_prm_structs[43],
	  .native_off = offsetof(struct mlx5ctl_prm_debug_cap, diagnostic_counter),
	  .native_size = sizeof(((struct mlx5ctl_prm_debug_cap *)0)->diagnostic_counter) },
};

static const struct mlx5ctl_field_desc fields_default_timeout[] = {
	{ .name = "to_multiplier", .doc = "", .bit = 0x0, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_default_timeout, to_multiplier),
	  .native_size = sizeof(((struct mlx5ctl_prm_default_timeout *)0)->to_multiplier) },
	{ .name = "to_value", .doc = "", .bit = 0xc, .width = 0x14,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_default_timeout, to_value),
	  .native_size = sizeof(((struct mlx5ctl_prm_default_timeout *)0)->to_value) },
};

static const struct mlx5ctl_field_desc fields_destroy_eq_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_destroy_eq_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_destroy_eq_in *)0)->opcode) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_destroy_eq_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_destroy_eq_in *)0)->op_mod) },
	{ .name = "eq_number", .doc = "", .bit = 0x58, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_destroy_eq_in, eq_number),
	  .native_size = sizeof(((struct mlx5ctl_prm_destroy_eq_in *)0)->eq_number) },
};

static const struct mlx5ctl_field_desc fields_destroy_eq_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_destroy_eq_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_destroy_eq_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_destroy_eq_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_destroy_eq_out *)0)->syndrome) },
};

static const struct mlx5ctl_field_desc fields_destroy_mkey_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_destroy_mkey_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_destroy_mkey_in *)0)->opcode) },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_destroy_mkey_in, uid),
	  .native_size = sizeof(((struct mlx5ctl_prm_destroy_mkey_in *)0)->uid) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_destroy_mkey_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_destroy_mkey_in *)0)->op_mod) },
	{ .name = "mkey_index", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_destroy_mkey_in, mkey_index),
	  .native_size = sizeof(((struct mlx5ctl_prm_destroy_mkey_in *)0)->mkey_index) },
};

static const struct mlx5ctl_field_desc fields_destroy_mkey_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_destroy_mkey_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_destroy_mkey_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_destroy_mkey_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_destroy_mkey_out *)0)->syndrome) },
};

static const struct mlx5ctl_field_desc fields_destroy_uctx_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_destroy_uctx_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_destroy_uctx_in *)0)->opcode) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_destroy_uctx_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_destroy_uctx_in *)0)->op_mod) },
	{ .name = "uid", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_destroy_uctx_in, uid),
	  .native_size = sizeof(((struct mlx5ctl_prm_destroy_uctx_in *)0)->uid) },
};

static const struct mlx5ctl_field_desc fields_destroy_uctx_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_destroy_uctx_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_destroy_uctx_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_destroy_uctx_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_destroy_uctx_out *)0)->syndrome) },
};

static const struct mlx5ctl_field_desc fields_destroy_umem_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_destroy_umem_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_destroy_umem_in *)0)->opcode) },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_destroy_umem_in, uid),
	  .native_size = sizeof(((struct mlx5ctl_prm_destroy_umem_in *)0)->uid) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_destroy_umem_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_destroy_umem_in *)0)->op_mod) },
	{ .name = "umem_id", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_destroy_umem_in, umem_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_destroy_umem_in *)0)->umem_id) },
};

static const struct mlx5ctl_field_desc fields_destroy_umem_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_destroy_umem_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_destroy_umem_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_destroy_umem_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_destroy_umem_out *)0)->syndrome) },
};

static const struct mlx5ctl_field_desc fields_device_event_cap[] = {
	{ .name = "user_affiliated_events", .doc = "", .bit = 0x0, .width = 0x100,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_device_event_cap, user_affiliated_events),
	  .native_size = sizeof(((struct mlx5ctl_prm_device_event_cap *)0)->user_affiliated_events) },
	{ .name = "user_unaffiliated_events", .doc = "", .bit = 0x100, .width = 0x100,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_device_event_cap, user_unaffiliated_events),
	  .native_size = sizeof(((struct mlx5ctl_prm_device_event_cap *)0)->user_unaffiliated_events) },
};

static const struct mlx5ctl_field_desc fields_device_mem_cap[] = {
	{ .name = "memic", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_device_mem_cap, memic),
	  .native_size = sizeof(((struct mlx5ctl_prm_device_mem_cap *)0)->memic) },
	{ .name = "log_min_memic_alloc_size", .doc = "", .bit = 0x2b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_device_mem_cap, log_min_memic_alloc_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_device_mem_cap *)0)->log_min_memic_alloc_size) },
	{ .name = "log_max_memic_addr_alignment", .doc = "", .bit = 0x38, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_device_mem_cap, log_max_memic_addr_alignment),
	  .native_size = sizeof(((struct mlx5ctl_prm_device_mem_cap *)0)->log_max_memic_addr_alignment) },
	{ .name = "memic_bar_start_addr", .doc = "", .bit = 0x40, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_device_mem_cap, memic_bar_start_addr),
	  .native_size = sizeof(((struct mlx5ctl_prm_device_mem_cap *)0)->memic_bar_start_addr) },
	{ .name = "memic_bar_size", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_device_mem_cap, memic_bar_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_device_mem_cap *)0)->memic_bar_size) },
	{ .name = "max_memic_size", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_device_mem_cap, max_memic_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_device_mem_cap *)0)->max_memic_size) },
	{ .name = "steering_sw_icm_start_address", .doc = "", .bit = 0xc0, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_device_mem_cap, steering_sw_icm_start_address),
	  .native_size = sizeof(((struct mlx5ctl_prm_device_mem_cap *)0)->steering_sw_icm_start_address) },
	{ .name = "log_header_modify_sw_icm_size", .doc = "", .bit = 0x108, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_device_mem_cap, log_header_modify_sw_icm_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_device_mem_cap *)0)->log_header_modify_sw_icm_size) },
	{ .name = "log_sw_icm_alloc_granularity", .doc = "", .bit = 0x112, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_device_mem_cap, log_sw_icm_alloc_granularity),
	  .native_size = sizeof(((struct mlx5ctl_prm_device_mem_cap *)0)->log_sw_icm_alloc_granularity) },
	{ .name = "log_steering_sw_icm_size", .doc = "", .bit = 0x118, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_device_mem_cap, log_steering_sw_icm_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_device_mem_cap *)0)->log_steering_sw_icm_size) },
	{ .name = "log_indirect_encap_sw_icm_size", .doc = "", .bit = 0x120, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_device_mem_cap, log_indirect_encap_sw_icm_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_device_mem_cap *)0)->log_indirect_encap_sw_icm_size) },
	{ .name = "log_header_modify_pattern_sw_icm_size", .doc = "", .bit = 0x138, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_device_mem_cap, log_header_modify_pattern_sw_icm_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_device_mem_cap *)0)->log_header_modify_pattern_sw_icm_size) },
	{ .name = "header_modify_sw_icm_start_address", .doc = "", .bit = 0x140, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_device_mem_cap, header_modify_sw_icm_start_address),
	  .native_size = sizeof(((struct mlx5ctl_prm_device_mem_cap *)0)->header_modify_sw_icm_start_address) },
	{ .name = "header_modify_pattern_sw_icm_start_address", .doc = "", .bit = 0x1c0, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_device_mem_cap, header_modify_pattern_sw_icm_start_address),
	  .native_size = sizeof(((struct mlx5ctl_prm_device_mem_cap *)0)->header_modify_pattern_sw_icm_start_address) },
	{ .name = "memic_operations", .doc = "", .bit = 0x200, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_device_mem_cap, memic_operations),
	  .native_size = sizeof(((struct mlx5ctl_prm_device_mem_cap *)0)->memic_operations) },
	{ .name = "indirect_encap_sw_icm_start_address", .doc = "", .bit = 0x240, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_device_mem_cap, indirect_encap_sw_icm_start_address),
	  .native_size = sizeof(((struct mlx5ctl_prm_device_mem_cap *)0)->indirect_encap_sw_icm_start_address) },
};

static const struct mlx5ctl_field_desc fields_diagnostic_cntr_layout[] = {
	{ .name = "sync", .doc = "The counter supports synchronised start", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_diagnostic_cntr_layout, sync),
	  .native_size = sizeof(((struct mlx5ctl_prm_diagnostic_cntr_layout *)0)->sync) },
	{ .name = "counter_id", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[7],
	  .native_off = offsetof(struct mlx5ctl_prm_diagnostic_cntr_layout, counter_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_diagnostic_cntr_layout *)0)->counter_id) },
};

static const struct mlx5ctl_field_desc fields_diagnostic_cntr_struct[] = {
	{ .name = "counter_id", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[7],
	  .native_off = offsetof(struct mlx5ctl_prm_diagnostic_cntr_struct, counter_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_diagnostic_cntr_struct *)0)->counter_id) },
	{ .name = "sample_id", .doc = "Number of the sample (low 16 bits)", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_diagnostic_cntr_struct, sample_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_diagnostic_cntr_struct *)0)->sample_id) },
	{ .name = "time_stamp_31_0", .doc = "Device clock (internal timer) when the sample was taken, low 32 bits", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_diagnostic_cntr_struct, time_stamp_31_0),
	  .native_size = sizeof(((struct mlx5ctl_prm_diagnostic_cntr_struct *)0)->time_stamp_31_0) },
	{ .name = "counter_value_h", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_diagnostic_cntr_struct, counter_value_h),
	  .native_size = sizeof(((struct mlx5ctl_prm_diagnostic_cntr_struct *)0)->counter_value_h) },
	{ .name = "counter_value_l", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_diagnostic_cntr_struct, counter_value_l),
	  .native_size = sizeof(((struct mlx5ctl_prm_diagnostic_cntr_struct *)0)->counter_value_l) },
};

static const struct mlx5ctl_field_desc fields_diagnostic_params_context[] = {
	{ .name = "num_of_counters", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_diagnostic_params_context, num_of_counters),
	  .native_size = sizeof(((struct mlx5ctl_prm_diagnostic_params_context *)0)->num_of_counters) },
	{ .name = "log_num_of_samples", .doc = "The sample buffer holds 2^log_num_of_samples samples (each: one entry per counter)", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_diagnostic_params_context, log_num_of_samples),
	  .native_size = sizeof(((struct mlx5ctl_prm_diagnostic_params_context *)0)->log_num_of_samples) },
	{ .name = "single", .doc = "Stop when the buffer is full", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_diagnostic_params_context, single),
	  .native_size = sizeof(((struct mlx5ctl_prm_diagnostic_params_context *)0)->single) },
	{ .name = "repetitive", .doc = "Wrap around when the buffer is full", .bit = 0x21, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_diagnostic_params_context, repetitive),
	  .native_size = sizeof(((struct mlx5ctl_prm_diagnostic_params_context *)0)->repetitive) },
	{ .name = "sync", .doc = "Synchronised start of the counters", .bit = 0x22, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_diagnostic_params_context, sync),
	  .native_size = sizeof(((struct mlx5ctl_prm_diagnostic_params_context *)0)->sync) },
	{ .name = "clear", .doc = "Clear the counters and the sample buffer", .bit = 0x23, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_diagnostic_params_context, clear),
	  .native_size = sizeof(((struct mlx5ctl_prm_diagnostic_params_context *)0)->clear) },
	{ .name = "on_demand", .doc = "Sample when QUERY_DIAGNOSTIC_COUNTERS runs instead of every sample period", .bit = 0x24, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_diagnostic_params_context, on_demand),
	  .native_size = sizeof(((struct mlx5ctl_prm_diagnostic_params_context *)0)->on_demand) },
	{ .name = "enable", .doc = "Sampling on (1) or off (0)", .bit = 0x25, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_diagnostic_params_context, enable),
	  .native_size = sizeof(((struct mlx5ctl_prm_diagnostic_params_context *)0)->enable) },
	{ .name = "log_sample_period", .doc = "Sample every 2^log_sample_period device clocks", .bit = 0x38, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_diagnostic_params_context, log_sample_period),
	  .native_size = sizeof(((struct mlx5ctl_prm_diagnostic_params_context *)0)->log_sample_period) },
	{ .name = "counter_id", .doc = "", .bit = 0xc0, .width = 0x0,
	  .kind = MLX5CTL_KIND_ARRAY, .flex = true,
	  .type = &mlx5ctl_prm_structs[18],
	  .native_off = (size_t)-1, .native_size = 0 },
};

static const struct mlx5ctl_field_desc fields_disable_hca_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_disable_hca_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_disable_hca_in *)0)->opcode) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_disable_hca_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_disable_hca_in *)0)->op_mod) },
	{ .name = "embedded_cpu_function", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_disable_hca_in, embedded_cpu_function),
	  .native_size = sizeof(((struct mlx5ctl_prm_disable_hca_in *)0)->embedded_cpu_function) },
	{ .name = "function_id", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_disable_hca_in, function_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_disable_hca_in *)0)->function_id) },
};

static const struct mlx5ctl_field_desc fields_disable_hca_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_disable_hca_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_disable_hca_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_disable_hca_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_disable_hca_out *)0)->syndrome) },
};

static const struct mlx5ctl_field_desc fields_dtor_reg[] = {
	{ .name = "pcie_toggle_to", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[32],
	  .native_off = offsetof(struct mlx5ctl_prm_dtor_reg, pcie_toggle_to),
	  .native_size = sizeof(((struct mlx5ctl_prm_dtor_reg *)0)->pcie_toggle_to) },
	{ .name = "health_poll_to", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[32],
	  .native_off = offsetof(struct mlx5ctl_prm_dtor_reg, health_poll_to),
	  .native_size = sizeof(((struct mlx5ctl_prm_dtor_reg *)0)->health_poll_to) },
	{ .name = "full_crdump_to", .doc = "", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[32],
	  .native_off = offsetof(struct mlx5ctl_prm_dtor_reg, full_crdump_to),
	  .native_size = sizeof(((struct mlx5ctl_prm_dtor_reg *)0)->full_crdump_to) },
	{ .name = "fw_reset_to", .doc = "mlx5_core adds pcie_toggle_to", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[32],
	  .native_off = offsetof(struct mlx5ctl_prm_dtor_reg, fw_reset_to),
	  .native_size = sizeof(((struct mlx5ctl_prm_dtor_reg *)0)->fw_reset_to) },
	{ .name = "flush_on_err_to", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[32],
	  .native_off = offsetof(struct mlx5ctl_prm_dtor_reg, flush_on_err_to),
	  .native_size = sizeof(((struct mlx5ctl_prm_dtor_reg *)0)->flush_on_err_to) },
	{ .name = "pci_sync_update_to", .doc = "mlx5_core adds tear_down_to", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[32],
	  .native_off = offsetof(struct mlx5ctl_prm_dtor_reg, pci_sync_update_to),
	  .native_size = sizeof(((struct mlx5ctl_prm_dtor_reg *)0)->pci_sync_update_to) },
	{ .name = "tear_down_to", .doc = "", .bit = 0x140, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[32],
	  .native_off = offsetof(struct mlx5ctl_prm_dtor_reg, tear_down_to),
	  .native_size = sizeof(((struct mlx5ctl_prm_dtor_reg *)0)->tear_down_to) },
	{ .name = "fsm_reactivate_to", .doc = "", .bit = 0x160, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[32],
	  .native_off = offsetof(struct mlx5ctl_prm_dtor_reg, fsm_reactivate_to),
	  .native_size = sizeof(((struct mlx5ctl_prm_dtor_reg *)0)->fsm_reactivate_to) },
	{ .name = "reclaim_pages_to", .doc = "", .bit = 0x180, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[32],
	  .native_off = offsetof(struct mlx5ctl_prm_dtor_reg, reclaim_pages_to),
	  .native_size = sizeof(((struct mlx5ctl_prm_dtor_reg *)0)->reclaim_pages_to) },
	{ .name = "reclaim_vfs_pages_to", .doc = "", .bit = 0x1a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[32],
	  .native_off = offsetof(struct mlx5ctl_prm_dtor_reg, reclaim_vfs_pages_to),
	  .native_size = sizeof(((struct mlx5ctl_prm_dtor_reg *)0)->reclaim_vfs_pages_to) },
	{ .name = "reset_unload_to", .doc = "", .bit = 0x1c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[32],
	  .native_off = offsetof(struct mlx5ctl_prm_dtor_reg, reset_unload_to),
	  .native_size = sizeof(((struct mlx5ctl_prm_dtor_reg *)0)->reset_unload_to) },
};

static const struct mlx5ctl_field_desc fields_e_switch_cap[] = {
	{ .name = "vport_svlan_strip", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_e_switch_cap, vport_svlan_strip),
	  .native_size = sizeof(((struct mlx5ctl_prm_e_switch_cap *)0)->vport_svlan_strip) },
	{ .name = "vport_cvlan_strip", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_e_switch_cap, vport_cvlan_strip),
	  .native_size = sizeof(((struct mlx5ctl_prm_e_switch_cap *)0)->vport_cvlan_strip) },
	{ .name = "vport_svlan_insert", .doc = "", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_e_switch_cap, vport_svlan_insert),
	  .native_size = sizeof(((struct mlx5ctl_prm_e_switch_cap *)0)->vport_svlan_insert) },
	{ .name = "vport_cvlan_insert_if_not_exist", .doc = "", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_e_switch_cap, vport_cvlan_insert_if_not_exist),
	  .native_size = sizeof(((struct mlx5ctl_prm_e_switch_cap *)0)->vport_cvlan_insert_if_not_exist) },
	{ .name = "vport_cvlan_insert_overwrite", .doc = "", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_e_switch_cap, vport_cvlan_insert_overwrite),
	  .native_size = sizeof(((struct mlx5ctl_prm_e_switch_cap *)0)->vport_cvlan_insert_overwrite) },
	{ .name = "vport_cvlan_insert_always", .doc = "", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_e_switch_cap, vport_cvlan_insert_always),
	  .native_size = sizeof(((struct mlx5ctl_prm_e_switch_cap *)0)->vport_cvlan_insert_always) },
	{ .name = "esw_shared_ingress_acl", .doc = "", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_e_switch_cap, esw_shared_ingress_acl),
	  .native_size = sizeof(((struct mlx5ctl_prm_e_switch_cap *)0)->esw_shared_ingress_acl) },
	{ .name = "esw_uplink_ingress_acl", .doc = "", .bit = 0x8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_e_switch_cap, esw_uplink_ingress_acl),
	  .native_size = sizeof(((struct mlx5ctl_prm_e_switch_cap *)0)->esw_uplink_ingress_acl) },
	{ .name = "root_ft_on_other_esw", .doc = "", .bit = 0x9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_e_switch_cap, root_ft_on_other_esw),
	  .native_size = sizeof(((struct mlx5ctl_prm_e_switch_cap *)0)->root_ft_on_other_esw) },
	{ .name = "esw_functions_changed", .doc = "", .bit = 0x19, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_e_switch_cap, esw_functions_changed),
	  .native_size = sizeof(((struct mlx5ctl_prm_e_switch_cap *)0)->esw_functions_changed) },
	{ .name = "ecpf_vport_exists", .doc = "", .bit = 0x1b, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_e_switch_cap, ecpf_vport_exists),
	  .native_size = sizeof(((struct mlx5ctl_prm_e_switch_cap *)0)->ecpf_vport_exists) },
	{ .name = "counter_eswitch_affinity", .doc = "", .bit = 0x1c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_e_switch_cap, counter_eswitch_affinity),
	  .native_size = sizeof(((struct mlx5ctl_prm_e_switch_cap *)0)->counter_eswitch_affinity) },
	{ .name = "merged_eswitch", .doc = "", .bit = 0x1d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_e_switch_cap, merged_eswitch),
	  .native_size = sizeof(((struct mlx5ctl_prm_e_switch_cap *)0)->merged_eswitch) },
	{ .name = "nic_vport_node_guid_modify", .doc = "", .bit = 0x1e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_e_switch_cap, nic_vport_node_guid_modify),
	  .native_size = sizeof(((struct mlx5ctl_prm_e_switch_cap *)0)->nic_vport_node_guid_modify) },
	{ .name = "nic_vport_port_guid_modify", .doc = "", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_e_switch_cap, nic_vport_port_guid_modify),
	  .native_size = sizeof(((struct mlx5ctl_prm_e_switch_cap *)0)->nic_vport_port_guid_modify) },
	{ .name = "vxlan_encap_decap", .doc = "", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_e_switch_cap, vxlan_encap_decap),
	  .native_size = sizeof(((struct mlx5ctl_prm_e_switch_cap *)0)->vxlan_encap_decap) },
	{ .name = "nvgre_encap_decap", .doc = "", .bit = 0x21, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_e_switch_cap, nvgre_encap_decap),
	  .native_size = sizeof(((struct mlx5ctl_prm_e_switch_cap *)0)->nvgre_encap_decap) },
	{ .name = "log_max_fdb_encap_uplink", .doc = "", .bit = 0x23, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_e_switch_cap, log_max_fdb_encap_uplink),
	  .native_size = sizeof(((struct mlx5ctl_prm_e_switch_cap *)0)->log_max_fdb_encap_uplink) },
	{ .name = "log_max_packet_reformat_context", .doc = "", .bit = 0x2b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_e_switch_cap, log_max_packet_reformat_context),
	  .native_size = sizeof(((struct mlx5ctl_prm_e_switch_cap *)0)->log_max_packet_reformat_context) },
	{ .name = "max_encap_header_size", .doc = "", .bit = 0x36, .width = 0xa,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_e_switch_cap, max_encap_header_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_e_switch_cap *)0)->max_encap_header_size) },
	{ .name = "log_max_esw_sf", .doc = "", .bit = 0x4b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_e_switch_cap, log_max_esw_sf),
	  .native_size = sizeof(((struct mlx5ctl_prm_e_switch_cap *)0)->log_max_esw_sf) },
	{ .name = "esw_sf_base_id", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_e_switch_cap, esw_sf_base_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_e_switch_cap *)0)->esw_sf_base_id) },
};

static const struct mlx5ctl_field_desc fields_enable_hca_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_enable_hca_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_enable_hca_in *)0)->opcode) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_enable_hca_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_enable_hca_in *)0)->op_mod) },
	{ .name = "embedded_cpu_function", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_enable_hca_in, embedded_cpu_function),
	  .native_size = sizeof(((struct mlx5ctl_prm_enable_hca_in *)0)->embedded_cpu_function) },
	{ .name = "function_id", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_enable_hca_in, function_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_enable_hca_in *)0)->function_id) },
};

static const struct mlx5ctl_field_desc fields_enable_hca_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_enable_hca_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_enable_hca_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_enable_hca_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_enable_hca_out *)0)->syndrome) },
};

static const struct mlx5ctl_field_desc fields_eq_doorbell[] = {
	{ .name = "eqn", .doc = "EQ number", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_eq_doorbell, eqn),
	  .native_size = sizeof(((struct mlx5ctl_prm_eq_doorbell *)0)->eqn) },
	{ .name = "consumer_index", .doc = "Consumer index (low 24 bits)", .bit = 0x8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_eq_doorbell, consumer_index),
	  .native_size = sizeof(((struct mlx5ctl_prm_eq_doorbell *)0)->consumer_index) },
};

static const struct mlx5ctl_field_desc fields_eqc[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_eqc, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_eqc *)0)->status) },
	{ .name = "ec", .doc = "", .bit = 0xd, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_eqc, ec),
	  .native_size = sizeof(((struct mlx5ctl_prm_eqc *)0)->ec) },
	{ .name = "oi", .doc = "", .bit = 0xe, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_eqc, oi),
	  .native_size = sizeof(((struct mlx5ctl_prm_eqc *)0)->oi) },
	{ .name = "st", .doc = "", .bit = 0x14, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_eqc, st),
	  .native_size = sizeof(((struct mlx5ctl_prm_eqc *)0)->st) },
	{ .name = "page_offset", .doc = "", .bit = 0x54, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_eqc, page_offset),
	  .native_size = sizeof(((struct mlx5ctl_prm_eqc *)0)->page_offset) },
	{ .name = "log_eq_size", .doc = "", .bit = 0x63, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_eqc, log_eq_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_eqc *)0)->log_eq_size) },
	{ .name = "uar_page", .doc = "", .bit = 0x68, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_eqc, uar_page),
	  .native_size = sizeof(((struct mlx5ctl_prm_eqc *)0)->uar_page) },
	{ .name = "intr", .doc = "", .bit = 0xb4, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_eqc, intr),
	  .native_size = sizeof(((struct mlx5ctl_prm_eqc *)0)->intr) },
	{ .name = "log_page_size", .doc = "", .bit = 0xc3, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_eqc, log_page_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_eqc *)0)->log_page_size) },
	{ .name = "consumer_counter", .doc = "", .bit = 0x148, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_eqc, consumer_counter),
	  .native_size = sizeof(((struct mlx5ctl_prm_eqc *)0)->consumer_counter) },
	{ .name = "producer_counter", .doc = "", .bit = 0x168, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_eqc, producer_counter),
	  .native_size = sizeof(((struct mlx5ctl_prm_eqc *)0)->producer_counter) },
};

static const struct mlx5ctl_struct_desc *const alts_eqe_event_data[] = {
	&mlx5ctl_prm_structs[11],
};

static const struct mlx5ctl_field_desc fields_eqe[] = {
	{ .name = "event_type", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[8],
	  .native_off = offsetof(struct mlx5ctl_prm_eqe, event_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_eqe *)0)->event_type) },
	{ .name = "event_sub_type", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_eqe, event_sub_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_eqe *)0)->event_sub_type) },
	{ .name = "event_data", .doc = "", .bit = 0x100, .width = 0xe0,
	  .kind = MLX5CTL_KIND_UNION,
	  .alts = alts_eqe_event_data, .nalts = 1,
	  .native_off = offsetof(struct mlx5ctl_prm_eqe, event_data),
	  .native_size = sizeof(((struct mlx5ctl_prm_eqe *)0)->event_data) },
	{ .name = "signature", .doc = "", .bit = 0x1f0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_eqe, signature),
	  .native_size = sizeof(((struct mlx5ctl_prm_eqe *)0)->signature) },
	{ .name = "owner", .doc = "", .bit = 0x1ff, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_eqe, owner),
	  .native_size = sizeof(((struct mlx5ctl_prm_eqe *)0)->owner) },
};

static const struct mlx5ctl_field_desc fields_flow_table_eswitch_cap[] = {
	{ .name = "fdb_to_vport_reg_c_id", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_eswitch_cap, fdb_to_vport_reg_c_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_eswitch_cap *)0)->fdb_to_vport_reg_c_id) },
	{ .name = "fdb_uplink_hairpin", .doc = "", .bit = 0xd, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_eswitch_cap, fdb_uplink_hairpin),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_eswitch_cap *)0)->fdb_uplink_hairpin) },
	{ .name = "fdb_multi_path_any_table_limit_regc", .doc = "", .bit = 0xe, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_eswitch_cap, fdb_multi_path_any_table_limit_regc),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_eswitch_cap *)0)->fdb_multi_path_any_table_limit_regc) },
	{ .name = "fdb_dynamic_tunnel", .doc = "", .bit = 0x10, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_eswitch_cap, fdb_dynamic_tunnel),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_eswitch_cap *)0)->fdb_dynamic_tunnel) },
	{ .name = "fdb_multi_path_any_table", .doc = "", .bit = 0x12, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_eswitch_cap, fdb_multi_path_any_table),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_eswitch_cap *)0)->fdb_multi_path_any_table) },
	{ .name = "fdb_modify_header_fwd_to_table", .doc = "", .bit = 0x15, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_eswitch_cap, fdb_modify_header_fwd_to_table),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_eswitch_cap *)0)->fdb_modify_header_fwd_to_table) },
	{ .name = "fdb_ipv4_ttl_modify", .doc = "", .bit = 0x16, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_eswitch_cap, fdb_ipv4_ttl_modify),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_eswitch_cap *)0)->fdb_ipv4_ttl_modify) },
	{ .name = "flow_source", .doc = "", .bit = 0x17, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_eswitch_cap, flow_source),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_eswitch_cap *)0)->flow_source) },
	{ .name = "multi_fdb_encap", .doc = "", .bit = 0x1a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_eswitch_cap, multi_fdb_encap),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_eswitch_cap *)0)->multi_fdb_encap) },
	{ .name = "egress_acl_forward_to_vport", .doc = "", .bit = 0x1b, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_eswitch_cap, egress_acl_forward_to_vport),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_eswitch_cap *)0)->egress_acl_forward_to_vport) },
	{ .name = "fdb_multi_path_to_table", .doc = "", .bit = 0x1c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_eswitch_cap, fdb_multi_path_to_table),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_eswitch_cap *)0)->fdb_multi_path_to_table) },
	{ .name = "flow_table_properties_nic_esw_fdb", .doc = "", .bit = 0x200, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[59],
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_eswitch_cap, flow_table_properties_nic_esw_fdb),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_eswitch_cap *)0)->flow_table_properties_nic_esw_fdb) },
	{ .name = "flow_table_properties_esw_acl_ingress", .doc = "", .bit = 0x400, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[59],
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_eswitch_cap, flow_table_properties_esw_acl_ingress),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_eswitch_cap *)0)->flow_table_properties_esw_acl_ingress) },
	{ .name = "flow_table_properties_esw_acl_egress", .doc = "", .bit = 0x600, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[59],
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_eswitch_cap, flow_table_properties_esw_acl_egress),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_eswitch_cap *)0)->flow_table_properties_esw_acl_egress) },
	{ .name = "ft_field_support_2_esw_fdb", .doc = "", .bit = 0x1400, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[57],
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_eswitch_cap, ft_field_support_2_esw_fdb),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_eswitch_cap *)0)->ft_field_support_2_esw_fdb) },
	{ .name = "ft_field_bitmask_support_2_esw_fdb", .doc = "", .bit = 0x1480, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[57],
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_eswitch_cap, ft_field_bitmask_support_2_esw_fdb),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_eswitch_cap *)0)->ft_field_bitmask_support_2_esw_fdb) },
	{ .name = "sw_steering_fdb_action_drop_icm_address_rx", .doc = "", .bit = 0x1800, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_eswitch_cap, sw_steering_fdb_action_drop_icm_address_rx),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_eswitch_cap *)0)->sw_steering_fdb_action_drop_icm_address_rx) },
	{ .name = "sw_steering_fdb_action_drop_icm_address_tx", .doc = "", .bit = 0x1840, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_eswitch_cap, sw_steering_fdb_action_drop_icm_address_tx),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_eswitch_cap *)0)->sw_steering_fdb_action_drop_icm_address_tx) },
	{ .name = "sw_steering_uplink_icm_address_rx", .doc = "", .bit = 0x1880, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_eswitch_cap, sw_steering_uplink_icm_address_rx),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_eswitch_cap *)0)->sw_steering_uplink_icm_address_rx) },
	{ .name = "sw_steering_uplink_icm_address_tx", .doc = "", .bit = 0x18c0, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_eswitch_cap, sw_steering_uplink_icm_address_tx),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_eswitch_cap *)0)->sw_steering_uplink_icm_address_tx) },
};

static const struct mlx5ctl_field_desc fields_flow_table_fields_supported[] = {
	{ .name = "outer_dmac", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_dmac),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_dmac) },
	{ .name = "outer_smac", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_smac),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_smac) },
	{ .name = "outer_ether_type", .doc = "", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_ether_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_ether_type) },
	{ .name = "outer_ip_version", .doc = "", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_ip_version),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_ip_version) },
	{ .name = "outer_first_prio", .doc = "", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_first_prio),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_first_prio) },
	{ .name = "outer_first_cfi", .doc = "", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_first_cfi),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_first_cfi) },
	{ .name = "outer_first_vid", .doc = "", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_first_vid),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_first_vid) },
	{ .name = "outer_ipv4_ttl", .doc = "", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_ipv4_ttl),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_ipv4_ttl) },
	{ .name = "outer_second_prio", .doc = "", .bit = 0x8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_second_prio),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_second_prio) },
	{ .name = "outer_second_cfi", .doc = "", .bit = 0x9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_second_cfi),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_second_cfi) },
	{ .name = "outer_second_vid", .doc = "", .bit = 0xa, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_second_vid),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_second_vid) },
	{ .name = "outer_sip", .doc = "", .bit = 0xc, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_sip),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_sip) },
	{ .name = "outer_dip", .doc = "", .bit = 0xd, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_dip),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_dip) },
	{ .name = "outer_frag", .doc = "", .bit = 0xe, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_frag),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_frag) },
	{ .name = "outer_ip_protocol", .doc = "", .bit = 0xf, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_ip_protocol),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_ip_protocol) },
	{ .name = "outer_ip_ecn", .doc = "", .bit = 0x10, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_ip_ecn),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_ip_ecn) },
	{ .name = "outer_ip_dscp", .doc = "", .bit = 0x11, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_ip_dscp),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_ip_dscp) },
	{ .name = "outer_udp_sport", .doc = "", .bit = 0x12, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_udp_sport),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_udp_sport) },
	{ .name = "outer_udp_dport", .doc = "", .bit = 0x13, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_udp_dport),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_udp_dport) },
	{ .name = "outer_tcp_sport", .doc = "", .bit = 0x14, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_tcp_sport),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_tcp_sport) },
	{ .name = "outer_tcp_dport", .doc = "", .bit = 0x15, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_tcp_dport),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_tcp_dport) },
	{ .name = "outer_tcp_flags", .doc = "", .bit = 0x16, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_tcp_flags),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_tcp_flags) },
	{ .name = "outer_gre_protocol", .doc = "", .bit = 0x17, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_gre_protocol),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_gre_protocol) },
	{ .name = "outer_gre_key", .doc = "", .bit = 0x18, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_gre_key),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_gre_key) },
	{ .name = "outer_vxlan_vni", .doc = "", .bit = 0x19, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_vxlan_vni),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_vxlan_vni) },
	{ .name = "outer_geneve_vni", .doc = "", .bit = 0x1a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_geneve_vni),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_geneve_vni) },
	{ .name = "outer_geneve_oam", .doc = "", .bit = 0x1b, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_geneve_oam),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_geneve_oam) },
	{ .name = "outer_geneve_protocol_type", .doc = "", .bit = 0x1c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_geneve_protocol_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_geneve_protocol_type) },
	{ .name = "outer_geneve_opt_len", .doc = "", .bit = 0x1d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_geneve_opt_len),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_geneve_opt_len) },
	{ .name = "source_vhca_port", .doc = "", .bit = 0x1e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, source_vhca_port),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->source_vhca_port) },
	{ .name = "source_eswitch_port", .doc = "", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, source_eswitch_port),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->source_eswitch_port) },
	{ .name = "inner_dmac", .doc = "", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, inner_dmac),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->inner_dmac) },
	{ .name = "inner_smac", .doc = "", .bit = 0x21, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, inner_smac),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->inner_smac) },
	{ .name = "inner_ether_type", .doc = "", .bit = 0x22, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, inner_ether_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->inner_ether_type) },
	{ .name = "inner_ip_version", .doc = "", .bit = 0x23, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, inner_ip_version),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->inner_ip_version) },
	{ .name = "inner_first_prio", .doc = "", .bit = 0x24, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, inner_first_prio),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->inner_first_prio) },
	{ .name = "inner_first_cfi", .doc = "", .bit = 0x25, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, inner_first_cfi),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->inner_first_cfi) },
	{ .name = "inner_first_vid", .doc = "", .bit = 0x26, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, inner_first_vid),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->inner_first_vid) },
	{ .name = "inner_second_prio", .doc = "", .bit = 0x28, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, inner_second_prio),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->inner_second_prio) },
	{ .name = "inner_second_cfi", .doc = "", .bit = 0x29, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, inner_second_cfi),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->inner_second_cfi) },
	{ .name = "inner_second_vid", .doc = "", .bit = 0x2a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, inner_second_vid),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->inner_second_vid) },
	{ .name = "inner_sip", .doc = "", .bit = 0x2c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, inner_sip),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->inner_sip) },
	{ .name = "inner_dip", .doc = "", .bit = 0x2d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, inner_dip),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->inner_dip) },
	{ .name = "inner_frag", .doc = "", .bit = 0x2e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, inner_frag),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->inner_frag) },
	{ .name = "inner_ip_protocol", .doc = "", .bit = 0x2f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, inner_ip_protocol),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->inner_ip_protocol) },
	{ .name = "inner_ip_ecn", .doc = "", .bit = 0x30, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, inner_ip_ecn),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->inner_ip_ecn) },
	{ .name = "inner_ip_dscp", .doc = "", .bit = 0x31, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, inner_ip_dscp),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->inner_ip_dscp) },
	{ .name = "inner_udp_sport", .doc = "", .bit = 0x32, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, inner_udp_sport),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->inner_udp_sport) },
	{ .name = "inner_udp_dport", .doc = "", .bit = 0x33, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, inner_udp_dport),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->inner_udp_dport) },
	{ .name = "inner_tcp_sport", .doc = "", .bit = 0x34, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, inner_tcp_sport),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->inner_tcp_sport) },
	{ .name = "inner_tcp_dport", .doc = "", .bit = 0x35, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, inner_tcp_dport),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->inner_tcp_dport) },
	{ .name = "inner_tcp_flags", .doc = "", .bit = 0x36, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, inner_tcp_flags),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->inner_tcp_flags) },
	{ .name = "geneve_tlv_option_0_data", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, geneve_tlv_option_0_data),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->geneve_tlv_option_0_data) },
	{ .name = "geneve_tlv_option_0_exist", .doc = "", .bit = 0x41, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, geneve_tlv_option_0_exist),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->geneve_tlv_option_0_exist) },
	{ .name = "outer_first_mpls_over_udp", .doc = "", .bit = 0x45, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_first_mpls_over_udp),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_first_mpls_over_udp) },
	{ .name = "outer_first_mpls_over_gre", .doc = "", .bit = 0x49, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_first_mpls_over_gre),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_first_mpls_over_gre) },
	{ .name = "inner_first_mpls", .doc = "", .bit = 0x4d, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, inner_first_mpls),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->inner_first_mpls) },
	{ .name = "outer_first_mpls", .doc = "", .bit = 0x51, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_first_mpls),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_first_mpls) },
	{ .name = "outer_esp_spi", .doc = "", .bit = 0x57, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, outer_esp_spi),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->outer_esp_spi) },
	{ .name = "bth_dst_qp", .doc = "", .bit = 0x5a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, bth_dst_qp),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->bth_dst_qp) },
	{ .name = "metadata_reg_c_7", .doc = "", .bit = 0x78, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, metadata_reg_c_7),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->metadata_reg_c_7) },
	{ .name = "metadata_reg_c_6", .doc = "", .bit = 0x79, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, metadata_reg_c_6),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->metadata_reg_c_6) },
	{ .name = "metadata_reg_c_5", .doc = "", .bit = 0x7a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, metadata_reg_c_5),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->metadata_reg_c_5) },
	{ .name = "metadata_reg_c_4", .doc = "", .bit = 0x7b, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, metadata_reg_c_4),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->metadata_reg_c_4) },
	{ .name = "metadata_reg_c_3", .doc = "", .bit = 0x7c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, metadata_reg_c_3),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->metadata_reg_c_3) },
	{ .name = "metadata_reg_c_2", .doc = "", .bit = 0x7d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, metadata_reg_c_2),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->metadata_reg_c_2) },
	{ .name = "metadata_reg_c_1", .doc = "", .bit = 0x7e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, metadata_reg_c_1),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->metadata_reg_c_1) },
	{ .name = "metadata_reg_c_0", .doc = "", .bit = 0x7f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported, metadata_reg_c_0),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported *)0)->metadata_reg_c_0) },
};

static const struct mlx5ctl_field_desc fields_flow_table_fields_supported_2[] = {
	{ .name = "inner_l4_type", .doc = "", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported_2, inner_l4_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported_2 *)0)->inner_l4_type) },
	{ .name = "outer_l4_type", .doc = "", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported_2, outer_l4_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported_2 *)0)->outer_l4_type) },
	{ .name = "bth_opcode", .doc = "", .bit = 0xe, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported_2, bth_opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported_2 *)0)->bth_opcode) },
	{ .name = "tunnel_header_0_1", .doc = "", .bit = 0x10, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_fields_supported_2, tunnel_header_0_1),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_fields_supported_2 *)0)->tunnel_header_0_1) },
};

static const struct mlx5ctl_field_desc fields_flow_table_nic_cap[] = {
	{ .name = "nic_rx_multi_path_tirs", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_nic_cap, nic_rx_multi_path_tirs),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_nic_cap *)0)->nic_rx_multi_path_tirs) },
	{ .name = "nic_rx_multi_path_tirs_fts", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_nic_cap, nic_rx_multi_path_tirs_fts),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_nic_cap *)0)->nic_rx_multi_path_tirs_fts) },
	{ .name = "allow_sniffer_and_nic_rx_shared_tir", .doc = "", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_nic_cap, allow_sniffer_and_nic_rx_shared_tir),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_nic_cap *)0)->allow_sniffer_and_nic_rx_shared_tir) },
	{ .name = "sw_owner_reformat_supported", .doc = "", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_nic_cap, sw_owner_reformat_supported),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_nic_cap *)0)->sw_owner_reformat_supported) },
	{ .name = "encap_general_header", .doc = "", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_nic_cap, encap_general_header),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_nic_cap *)0)->encap_general_header) },
	{ .name = "log_max_packet_reformat_context", .doc = "", .bit = 0x2b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_nic_cap, log_max_packet_reformat_context),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_nic_cap *)0)->log_max_packet_reformat_context) },
	{ .name = "max_encap_header_size", .doc = "", .bit = 0x36, .width = 0xa,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_nic_cap, max_encap_header_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_nic_cap *)0)->max_encap_header_size) },
	{ .name = "flow_table_properties_nic_receive", .doc = "", .bit = 0x200, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[59],
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_nic_cap, flow_table_properties_nic_receive),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_nic_cap *)0)->flow_table_properties_nic_receive) },
	{ .name = "flow_table_properties_nic_receive_rdma", .doc = "", .bit = 0x400, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[59],
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_nic_cap, flow_table_properties_nic_receive_rdma),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_nic_cap *)0)->flow_table_properties_nic_receive_rdma) },
	{ .name = "flow_table_properties_nic_receive_sniffer", .doc = "", .bit = 0x600, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[59],
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_nic_cap, flow_table_properties_nic_receive_sniffer),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_nic_cap *)0)->flow_table_properties_nic_receive_sniffer) },
	{ .name = "flow_table_properties_nic_transmit", .doc = "", .bit = 0x800, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[59],
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_nic_cap, flow_table_properties_nic_transmit),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_nic_cap *)0)->flow_table_properties_nic_transmit) },
	{ .name = "flow_table_properties_nic_transmit_rdma", .doc = "", .bit = 0xa00, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[59],
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_nic_cap, flow_table_properties_nic_transmit_rdma),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_nic_cap *)0)->flow_table_properties_nic_transmit_rdma) },
	{ .name = "flow_table_properties_nic_transmit_sniffer", .doc = "", .bit = 0xc00, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[59],
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_nic_cap, flow_table_properties_nic_transmit_sniffer),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_nic_cap *)0)->flow_table_properties_nic_transmit_sniffer) },
	{ .name = "ft_field_support_2_nic_receive", .doc = "", .bit = 0x1400, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[57],
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_nic_cap, ft_field_support_2_nic_receive),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_nic_cap *)0)->ft_field_support_2_nic_receive) },
	{ .name = "ft_field_support_2_nic_receive_rdma", .doc = "", .bit = 0x1500, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[57],
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_nic_cap, ft_field_support_2_nic_receive_rdma),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_nic_cap *)0)->ft_field_support_2_nic_receive_rdma) },
	{ .name = "ft_field_support_2_nic_transmit_rdma", .doc = "", .bit = 0x1800, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[57],
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_nic_cap, ft_field_support_2_nic_transmit_rdma),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_nic_cap *)0)->ft_field_support_2_nic_transmit_rdma) },
	{ .name = "sw_steering_nic_rx_action_drop_icm_address", .doc = "", .bit = 0x2000, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_nic_cap, sw_steering_nic_rx_action_drop_icm_address),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_nic_cap *)0)->sw_steering_nic_rx_action_drop_icm_address) },
	{ .name = "sw_steering_nic_tx_action_drop_icm_address", .doc = "", .bit = 0x2040, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_nic_cap, sw_steering_nic_tx_action_drop_icm_address),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_nic_cap *)0)->sw_steering_nic_tx_action_drop_icm_address) },
	{ .name = "sw_steering_nic_tx_action_allow_icm_address", .doc = "", .bit = 0x2080, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_nic_cap, sw_steering_nic_tx_action_allow_icm_address),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_nic_cap *)0)->sw_steering_nic_tx_action_allow_icm_address) },
};

static const struct mlx5ctl_field_desc fields_flow_table_prop_layout[] = {
	{ .name = "ft_support", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, ft_support),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->ft_support) },
	{ .name = "flow_counter", .doc = "", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, flow_counter),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->flow_counter) },
	{ .name = "flow_modify_en", .doc = "", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, flow_modify_en),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->flow_modify_en) },
	{ .name = "modify_root", .doc = "", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, modify_root),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->modify_root) },
	{ .name = "identified_miss_table_mode", .doc = "", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, identified_miss_table_mode),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->identified_miss_table_mode) },
	{ .name = "flow_table_modify", .doc = "", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, flow_table_modify),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->flow_table_modify) },
	{ .name = "reformat", .doc = "", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, reformat),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->reformat) },
	{ .name = "decap", .doc = "", .bit = 0x8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, decap),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->decap) },
	{ .name = "reset_root_to_default", .doc = "", .bit = 0x9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, reset_root_to_default),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->reset_root_to_default) },
	{ .name = "pop_vlan", .doc = "", .bit = 0xa, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, pop_vlan),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->pop_vlan) },
	{ .name = "push_vlan", .doc = "", .bit = 0xb, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, push_vlan),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->push_vlan) },
	{ .name = "pop_vlan_2", .doc = "", .bit = 0xd, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, pop_vlan_2),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->pop_vlan_2) },
	{ .name = "push_vlan_2", .doc = "", .bit = 0xe, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, push_vlan_2),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->push_vlan_2) },
	{ .name = "reformat_and_vlan_action", .doc = "", .bit = 0xf, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, reformat_and_vlan_action),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->reformat_and_vlan_action) },
	{ .name = "sw_owner", .doc = "", .bit = 0x11, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, sw_owner),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->sw_owner) },
	{ .name = "reformat_l3_tunnel_to_l2", .doc = "", .bit = 0x12, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, reformat_l3_tunnel_to_l2),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->reformat_l3_tunnel_to_l2) },
	{ .name = "reformat_l2_to_l3_tunnel", .doc = "", .bit = 0x13, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, reformat_l2_to_l3_tunnel),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->reformat_l2_to_l3_tunnel) },
	{ .name = "reformat_and_modify_action", .doc = "", .bit = 0x14, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, reformat_and_modify_action),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->reformat_and_modify_action) },
	{ .name = "ignore_flow_level", .doc = "", .bit = 0x15, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, ignore_flow_level),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->ignore_flow_level) },
	{ .name = "table_miss_action_domain", .doc = "", .bit = 0x17, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, table_miss_action_domain),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->table_miss_action_domain) },
	{ .name = "termination_table", .doc = "", .bit = 0x18, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, termination_table),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->termination_table) },
	{ .name = "reformat_and_fwd_to_table", .doc = "", .bit = 0x19, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, reformat_and_fwd_to_table),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->reformat_and_fwd_to_table) },
	{ .name = "ipsec_encrypt", .doc = "", .bit = 0x1c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, ipsec_encrypt),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->ipsec_encrypt) },
	{ .name = "ipsec_decrypt", .doc = "", .bit = 0x1d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, ipsec_decrypt),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->ipsec_decrypt) },
	{ .name = "sw_owner_v2", .doc = "", .bit = 0x1e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, sw_owner_v2),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->sw_owner_v2) },
	{ .name = "termination_table_raw_traffic", .doc = "", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, termination_table_raw_traffic),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->termination_table_raw_traffic) },
	{ .name = "log_max_ft_size", .doc = "", .bit = 0x22, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, log_max_ft_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->log_max_ft_size) },
	{ .name = "log_max_modify_header_context", .doc = "", .bit = 0x28, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, log_max_modify_header_context),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->log_max_modify_header_context) },
	{ .name = "max_modify_header_actions", .doc = "", .bit = 0x30, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, max_modify_header_actions),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->max_modify_header_actions) },
	{ .name = "max_ft_level", .doc = "", .bit = 0x38, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, max_ft_level),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->max_ft_level) },
	{ .name = "reformat_add_esp_trasport", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, reformat_add_esp_trasport),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->reformat_add_esp_trasport) },
	{ .name = "reformat_l2_to_l3_esp_tunnel", .doc = "", .bit = 0x41, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, reformat_l2_to_l3_esp_tunnel),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->reformat_l2_to_l3_esp_tunnel) },
	{ .name = "reformat_add_esp_transport_over_udp", .doc = "", .bit = 0x42, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, reformat_add_esp_transport_over_udp),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->reformat_add_esp_transport_over_udp) },
	{ .name = "reformat_del_esp_trasport", .doc = "", .bit = 0x43, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, reformat_del_esp_trasport),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->reformat_del_esp_trasport) },
	{ .name = "reformat_l3_esp_tunnel_to_l2", .doc = "", .bit = 0x44, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, reformat_l3_esp_tunnel_to_l2),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->reformat_l3_esp_tunnel_to_l2) },
	{ .name = "reformat_del_esp_transport_over_udp", .doc = "", .bit = 0x45, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, reformat_del_esp_transport_over_udp),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->reformat_del_esp_transport_over_udp) },
	{ .name = "execute_aso", .doc = "", .bit = 0x46, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, execute_aso),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->execute_aso) },
	{ .name = "reformat_insert", .doc = "", .bit = 0x62, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, reformat_insert),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->reformat_insert) },
	{ .name = "reformat_remove", .doc = "", .bit = 0x63, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, reformat_remove),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->reformat_remove) },
	{ .name = "macsec_encrypt", .doc = "", .bit = 0x64, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, macsec_encrypt),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->macsec_encrypt) },
	{ .name = "macsec_decrypt", .doc = "", .bit = 0x65, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, macsec_decrypt),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->macsec_decrypt) },
	{ .name = "reformat_add_macsec", .doc = "", .bit = 0x68, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, reformat_add_macsec),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->reformat_add_macsec) },
	{ .name = "reformat_remove_macsec", .doc = "", .bit = 0x69, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, reformat_remove_macsec),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->reformat_remove_macsec) },
	{ .name = "reparse", .doc = "", .bit = 0x6a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, reparse),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->reparse) },
	{ .name = "cross_vhca_object", .doc = "", .bit = 0x6c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, cross_vhca_object),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->cross_vhca_object) },
	{ .name = "reformat_l2_to_l3_audp_tunnel", .doc = "", .bit = 0x6d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, reformat_l2_to_l3_audp_tunnel),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->reformat_l2_to_l3_audp_tunnel) },
	{ .name = "reformat_l3_audp_tunnel_to_l2", .doc = "", .bit = 0x6e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, reformat_l3_audp_tunnel_to_l2),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->reformat_l3_audp_tunnel_to_l2) },
	{ .name = "ignore_flow_level_rtc_valid", .doc = "", .bit = 0x6f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, ignore_flow_level_rtc_valid),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->ignore_flow_level_rtc_valid) },
	{ .name = "log_max_ft_num", .doc = "", .bit = 0x78, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, log_max_ft_num),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->log_max_ft_num) },
	{ .name = "log_max_flow_counter", .doc = "", .bit = 0x90, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, log_max_flow_counter),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->log_max_flow_counter) },
	{ .name = "log_max_destination", .doc = "", .bit = 0x98, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, log_max_destination),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->log_max_destination) },
	{ .name = "log_max_flow", .doc = "", .bit = 0xb8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, log_max_flow),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->log_max_flow) },
	{ .name = "ft_field_support", .doc = "", .bit = 0x100, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[56],
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, ft_field_support),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->ft_field_support) },
	{ .name = "ft_field_bitmask_support", .doc = "", .bit = 0x180, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[56],
	  .native_off = offsetof(struct mlx5ctl_prm_flow_table_prop_layout, ft_field_bitmask_support),
	  .native_size = sizeof(((struct mlx5ctl_prm_flow_table_prop_layout *)0)->ft_field_bitmask_support) },
};

static const struct mlx5ctl_field_desc fields_fs4_dev_info[] = {
	{ .name = "signature0", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_dev_info, signature0),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_dev_info *)0)->signature0) },
	{ .name = "signature1", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_dev_info, signature1),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_dev_info *)0)->signature1) },
	{ .name = "signature2", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_dev_info, signature2),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_dev_info *)0)->signature2) },
	{ .name = "signature3", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_dev_info, signature3),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_dev_info *)0)->signature3) },
	{ .name = "major_version", .doc = "2", .bit = 0x8f, .width = 0x9,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_dev_info, major_version),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_dev_info *)0)->major_version) },
	{ .name = "minor_version", .doc = "", .bit = 0x98, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_dev_info, minor_version),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_dev_info *)0)->minor_version) },
	{ .name = "guids", .doc = "", .bit = 0x100, .width = 0x100,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[61],
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_dev_info, guids),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_dev_info *)0)->guids) },
	{ .name = "vsd_vendor_id", .doc = "", .bit = 0x370, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_dev_info, vsd_vendor_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_dev_info *)0)->vsd_vendor_id) },
	{ .name = "vsd", .doc = "", .bit = 0x380, .width = 0x680,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_dev_info, vsd),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_dev_info *)0)->vsd) },
};

static const struct mlx5ctl_field_desc fields_fs4_guids[] = {
	{ .name = "guids", .doc = "", .bit = 0x0, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[68],
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_guids, guids),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_guids *)0)->guids) },
	{ .name = "macs", .doc = "", .bit = 0x80, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[68],
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_guids, macs),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_guids *)0)->macs) },
};

static const struct mlx5ctl_field_desc fields_fs4_hw_pointer[] = {
	{ .name = "ptr", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_hw_pointer, ptr),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_hw_pointer *)0)->ptr) },
	{ .name = "crc", .doc = "calc_hw_crc over the first 6 bytes", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_hw_pointer, crc),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_hw_pointer *)0)->crc) },
};

static const struct mlx5ctl_field_desc fields_fs4_image_info[] = {
	{ .name = "major_version", .doc = "0", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_image_info, major_version),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_image_info *)0)->major_version) },
	{ .name = "minor_version", .doc = "2: name, description and PRS name present", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_image_info, minor_version),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_image_info *)0)->minor_version) },
	{ .name = "secure_fw", .doc = "", .bit = 0x10, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_image_info, secure_fw),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_image_info *)0)->secure_fw) },
	{ .name = "signed_fw", .doc = "", .bit = 0x11, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_image_info, signed_fw),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_image_info *)0)->signed_fw) },
	{ .name = "debug_fw", .doc = "", .bit = 0x12, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_image_info, debug_fw),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_image_info *)0)->debug_fw) },
	{ .name = "mcc_en", .doc = "", .bit = 0x17, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_image_info, mcc_en),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_image_info *)0)->mcc_en) },
	{ .name = "fw_version", .doc = "", .bit = 0x20, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[69],
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_image_info, fw_version),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_image_info *)0)->fw_version) },
	{ .name = "pci_device_id", .doc = "", .bit = 0xe0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_image_info, pci_device_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_image_info *)0)->pci_device_id) },
	{ .name = "pci_vendor_id", .doc = "", .bit = 0xf0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_image_info, pci_vendor_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_image_info *)0)->pci_vendor_id) },
	{ .name = "pci_subsystem_id", .doc = "", .bit = 0x100, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_image_info, pci_subsystem_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_image_info *)0)->pci_subsystem_id) },
	{ .name = "pci_sub_vendor_id", .doc = "", .bit = 0x110, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_image_info, pci_sub_vendor_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_image_info *)0)->pci_sub_vendor_id) },
	{ .name = "psid", .doc = "", .bit = 0x120, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_image_info, psid),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_image_info *)0)->psid) },
	{ .name = "vsd_vendor_id", .doc = "", .bit = 0x1b0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_image_info, vsd_vendor_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_image_info *)0)->vsd_vendor_id) },
	{ .name = "vsd", .doc = "Vendor-specific data of the image", .bit = 0x1c0, .width = 0x680,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_image_info, vsd),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_image_info *)0)->vsd) },
	{ .name = "run_from_any", .doc = "", .bit = 0x840, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_image_info, run_from_any),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_image_info *)0)->run_from_any) },
	{ .name = "log_step", .doc = "", .bit = 0x858, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_image_info, log_step),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_image_info *)0)->log_step) },
	{ .name = "max_size", .doc = "", .bit = 0x860, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_image_info, max_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_image_info *)0)->max_size) },
	{ .name = "supported_hw_id0", .doc = "Hardware ids the image runs on", .bit = 0x8c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_image_info, supported_hw_id0),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_image_info *)0)->supported_hw_id0) },
	{ .name = "supported_hw_id1", .doc = "", .bit = 0x8e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_image_info, supported_hw_id1),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_image_info *)0)->supported_hw_id1) },
	{ .name = "supported_hw_id2", .doc = "", .bit = 0x900, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_image_info, supported_hw_id2),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_image_info *)0)->supported_hw_id2) },
	{ .name = "supported_hw_id3", .doc = "", .bit = 0x920, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_image_info, supported_hw_id3),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_image_info *)0)->supported_hw_id3) },
	{ .name = "prod_ver", .doc = "Product version (ASCII)", .bit = 0xe00, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_image_info, prod_ver),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_image_info *)0)->prod_ver) },
	{ .name = "description", .doc = "", .bit = 0xe80, .width = 0x800,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_image_info, description),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_image_info *)0)->description) },
	{ .name = "name", .doc = "Part number (ASCII)", .bit = 0x1a00, .width = 0x200,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_image_info, name),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_image_info *)0)->name) },
	{ .name = "prs_name", .doc = "", .bit = 0x1c00, .width = 0x400,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_image_info, prs_name),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_image_info *)0)->prs_name) },
};

static const struct mlx5ctl_field_desc fields_fs4_mfg_info[] = {
	{ .name = "psid", .doc = "", .bit = 0x0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_mfg_info, psid),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_mfg_info *)0)->psid) },
	{ .name = "major_version", .doc = "1", .bit = 0xe0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_mfg_info, major_version),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_mfg_info *)0)->major_version) },
	{ .name = "minor_version", .doc = "", .bit = 0xe8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_mfg_info, minor_version),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_mfg_info *)0)->minor_version) },
	{ .name = "guids_override_en", .doc = "", .bit = 0xff, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_mfg_info, guids_override_en),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_mfg_info *)0)->guids_override_en) },
	{ .name = "guids", .doc = "", .bit = 0x100, .width = 0x100,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[61],
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_mfg_info, guids),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_mfg_info *)0)->guids) },
};

static const struct mlx5ctl_field_desc fields_fs4_toc_entry[] = {
	{ .name = "type", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[10],
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_toc_entry, type),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_toc_entry *)0)->type) },
	{ .name = "size", .doc = "Section size in dwords", .bit = 0x8, .width = 0x16,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_toc_entry, size),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_toc_entry *)0)->size) },
	{ .name = "zipped_image", .doc = "", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_toc_entry, zipped_image),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_toc_entry *)0)->zipped_image) },
	{ .name = "cache_line_crc", .doc = "", .bit = 0x21, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_toc_entry, cache_line_crc),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_toc_entry *)0)->cache_line_crc) },
	{ .name = "param0", .doc = "", .bit = 0x22, .width = 0x1e,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_toc_entry, param0),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_toc_entry *)0)->param0) },
	{ .name = "param1", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_toc_entry, param1),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_toc_entry *)0)->param1) },
	{ .name = "relative_addr", .doc = "", .bit = 0xa0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_toc_entry, relative_addr),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_toc_entry *)0)->relative_addr) },
	{ .name = "flash_addr", .doc = "Section address in dwords (ITOC: in the image, DTOC: on the flash)", .bit = 0xa1, .width = 0x1d,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_toc_entry, flash_addr),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_toc_entry *)0)->flash_addr) },
	{ .name = "crc", .doc = "", .bit = 0xcd, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[9],
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_toc_entry, crc),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_toc_entry *)0)->crc) },
	{ .name = "section_crc", .doc = "", .bit = 0xd0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_toc_entry, section_crc),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_toc_entry *)0)->section_crc) },
	{ .name = "itoc_entry_crc", .doc = "CRC16 of the first 7 dwords", .bit = 0xf0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_toc_entry, itoc_entry_crc),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_toc_entry *)0)->itoc_entry_crc) },
};

static const struct mlx5ctl_field_desc fields_fs4_toc_header[] = {
	{ .name = "signature0", .doc = "'ITOC' or 'DTOC'", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_toc_header, signature0),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_toc_header *)0)->signature0) },
	{ .name = "signature1", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_toc_header, signature1),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_toc_header *)0)->signature1) },
	{ .name = "signature2", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_toc_header, signature2),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_toc_header *)0)->signature2) },
	{ .name = "signature3", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_toc_header, signature3),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_toc_header *)0)->signature3) },
	{ .name = "flash_layout_version", .doc = "", .bit = 0x80, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_toc_header, flash_layout_version),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_toc_header *)0)->flash_layout_version) },
	{ .name = "version", .doc = "", .bit = 0x98, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_toc_header, version),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_toc_header *)0)->version) },
	{ .name = "itoc_entry_crc", .doc = "CRC16 of the first 7 dwords", .bit = 0xf0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_toc_header, itoc_entry_crc),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_toc_header *)0)->itoc_entry_crc) },
};

static const struct mlx5ctl_field_desc fields_fs4_tools_area[] = {
	{ .name = "major", .doc = "", .bit = 0x10, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_tools_area, major),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_tools_area *)0)->major) },
	{ .name = "minor", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_tools_area, minor),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_tools_area *)0)->minor) },
	{ .name = "log2_img_slot_size", .doc = "Size of an image slot", .bit = 0x20, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_tools_area, log2_img_slot_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_tools_area *)0)->log2_img_slot_size) },
	{ .name = "bin_ver_major", .doc = "", .bit = 0x30, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_tools_area, bin_ver_major),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_tools_area *)0)->bin_ver_major) },
	{ .name = "bin_ver_minor", .doc = "", .bit = 0x38, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_tools_area, bin_ver_minor),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_tools_area *)0)->bin_ver_minor) },
	{ .name = "crc", .doc = "CRC16 of the first 15 dwords", .bit = 0x1f0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_tools_area, crc),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_tools_area *)0)->crc) },
};

static const struct mlx5ctl_field_desc fields_fs4_uid_entry[] = {
	{ .name = "step", .doc = "", .bit = 0x10, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_uid_entry, step),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_uid_entry *)0)->step) },
	{ .name = "num_allocated", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_uid_entry, num_allocated),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_uid_entry *)0)->num_allocated) },
	{ .name = "uid", .doc = "", .bit = 0x40, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fs4_uid_entry, uid),
	  .native_size = sizeof(((struct mlx5ctl_prm_fs4_uid_entry *)0)->uid) },
};

static const struct mlx5ctl_field_desc fields_fw_version_time[] = {
	{ .name = "major", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fw_version_time, major),
	  .native_size = sizeof(((struct mlx5ctl_prm_fw_version_time *)0)->major) },
	{ .name = "minor", .doc = "", .bit = 0x20, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fw_version_time, minor),
	  .native_size = sizeof(((struct mlx5ctl_prm_fw_version_time *)0)->minor) },
	{ .name = "subminor", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fw_version_time, subminor),
	  .native_size = sizeof(((struct mlx5ctl_prm_fw_version_time *)0)->subminor) },
	{ .name = "seconds", .doc = "", .bit = 0x40, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fw_version_time, seconds),
	  .native_size = sizeof(((struct mlx5ctl_prm_fw_version_time *)0)->seconds) },
	{ .name = "minutes", .doc = "", .bit = 0x48, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fw_version_time, minutes),
	  .native_size = sizeof(((struct mlx5ctl_prm_fw_version_time *)0)->minutes) },
	{ .name = "hour", .doc = "", .bit = 0x50, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fw_version_time, hour),
	  .native_size = sizeof(((struct mlx5ctl_prm_fw_version_time *)0)->hour) },
	{ .name = "year", .doc = "", .bit = 0x60, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fw_version_time, year),
	  .native_size = sizeof(((struct mlx5ctl_prm_fw_version_time *)0)->year) },
	{ .name = "month", .doc = "", .bit = 0x70, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fw_version_time, month),
	  .native_size = sizeof(((struct mlx5ctl_prm_fw_version_time *)0)->month) },
	{ .name = "day", .doc = "", .bit = 0x78, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_fw_version_time, day),
	  .native_size = sizeof(((struct mlx5ctl_prm_fw_version_time *)0)->day) },
};

static const struct mlx5ctl_field_desc fields_health_buffer[] = {
	{ .name = "assert_var", .doc = "Assert variables (device.h)", .bit = 0x0, .width = 0xc0,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_health_buffer, assert_var),
	  .native_size = sizeof(((struct mlx5ctl_prm_health_buffer *)0)->assert_var) },
	{ .name = "assert_existptr", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_health_buffer, assert_existptr),
	  .native_size = sizeof(((struct mlx5ctl_prm_health_buffer *)0)->assert_existptr) },
	{ .name = "assert_callra", .doc = "", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_health_buffer, assert_callra),
	  .native_size = sizeof(((struct mlx5ctl_prm_health_buffer *)0)->assert_callra) },
	{ .name = "time", .doc = "Time of the last health event", .bit = 0x160, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_health_buffer, time),
	  .native_size = sizeof(((struct mlx5ctl_prm_health_buffer *)0)->time) },
	{ .name = "fw_version", .doc = "Firmware version; all-ones means the device is gone", .bit = 0x180, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_health_buffer, fw_version),
	  .native_size = sizeof(((struct mlx5ctl_prm_health_buffer *)0)->fw_version) },
	{ .name = "hw_id", .doc = "", .bit = 0x1a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_health_buffer, hw_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_health_buffer *)0)->hw_id) },
	{ .name = "rfr", .doc = "Recovery flow required", .bit = 0x1c0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_health_buffer, rfr),
	  .native_size = sizeof(((struct mlx5ctl_prm_health_buffer *)0)->rfr) },
	{ .name = "valid", .doc = "", .bit = 0x1c4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_health_buffer, valid),
	  .native_size = sizeof(((struct mlx5ctl_prm_health_buffer *)0)->valid) },
	{ .name = "severity", .doc = "", .bit = 0x1c5, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_health_buffer, severity),
	  .native_size = sizeof(((struct mlx5ctl_prm_health_buffer *)0)->severity) },
	{ .name = "irisc_index", .doc = "", .bit = 0x1e0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_health_buffer, irisc_index),
	  .native_size = sizeof(((struct mlx5ctl_prm_health_buffer *)0)->irisc_index) },
	{ .name = "synd", .doc = "Health syndrome (0 = healthy)", .bit = 0x1e8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_health_buffer, synd),
	  .native_size = sizeof(((struct mlx5ctl_prm_health_buffer *)0)->synd) },
	{ .name = "ext_synd", .doc = "", .bit = 0x1f0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_health_buffer, ext_synd),
	  .native_size = sizeof(((struct mlx5ctl_prm_health_buffer *)0)->ext_synd) },
};

static const struct mlx5ctl_field_desc fields_host_endianness_reg[] = {
	{ .name = "he", .doc = "0 little-endian host, 1 big-endian host", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_host_endianness_reg, he),
	  .native_size = sizeof(((struct mlx5ctl_prm_host_endianness_reg *)0)->he) },
};

static const struct mlx5ctl_field_desc fields_icmd_ctrl[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[12],
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_ctrl, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_ctrl *)0)->opcode) },
	{ .name = "status", .doc = "Completion status (out)", .bit = 0x10, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[15],
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_ctrl, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_ctrl *)0)->status) },
	{ .name = "exmb", .doc = "Mailbox in host memory (DMA); the model has none: refused", .bit = 0x1e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_ctrl, exmb),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_ctrl *)0)->exmb) },
	{ .name = "busy", .doc = "Go: software sets it to run the command, the firmware clears it when done", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_ctrl, busy),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_ctrl *)0)->busy) },
};

static const struct mlx5ctl_field_desc fields_icmd_get_fw_info[] = {
	{ .name = "fw_version", .doc = "", .bit = 0x0, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[69],
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_get_fw_info, fw_version),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_get_fw_info *)0)->fw_version) },
	{ .name = "hash_signature", .doc = "", .bit = 0x90, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_get_fw_info, hash_signature),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_get_fw_info *)0)->hash_signature) },
	{ .name = "psid", .doc = "", .bit = 0xa0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_get_fw_info, psid),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_get_fw_info *)0)->psid) },
};

static const struct mlx5ctl_field_desc fields_icmd_op_tlv[] = {
	{ .name = "type", .doc = "OPERATION (1)", .bit = 0x0, .width = 0x5,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[16],
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_op_tlv, type),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_op_tlv *)0)->type) },
	{ .name = "len", .doc = "Length in dwords (4)", .bit = 0x5, .width = 0xb,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_op_tlv, len),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_op_tlv *)0)->len) },
	{ .name = "dr", .doc = "Directed route (in-band only)", .bit = 0x10, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_op_tlv, dr),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_op_tlv *)0)->dr) },
	{ .name = "status", .doc = "Out", .bit = 0x11, .width = 0x7,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[14],
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_op_tlv, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_op_tlv *)0)->status) },
	{ .name = "register_id", .doc = "", .bit = 0x20, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[31],
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_op_tlv, register_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_op_tlv *)0)->register_id) },
	{ .name = "r", .doc = "Response: set by the firmware", .bit = 0x30, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_op_tlv, r),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_op_tlv *)0)->r) },
	{ .name = "method", .doc = "", .bit = 0x31, .width = 0x7,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[13],
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_op_tlv, method),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_op_tlv *)0)->method) },
	{ .name = "class", .doc = "1: register access", .bit = 0x38, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_op_tlv, class),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_op_tlv *)0)->class) },
	{ .name = "tid", .doc = "Transaction id (echoed)", .bit = 0x40, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_op_tlv, tid),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_op_tlv *)0)->tid) },
};

static const struct mlx5ctl_field_desc fields_icmd_query_cap_general[] = {
	{ .name = "nv_access", .doc = "NV configuration registers (MNVDA...)", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_query_cap_general, nv_access),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_query_cap_general *)0)->nv_access) },
	{ .name = "fw_info_psid", .doc = "MGIR reports the PSID", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_query_cap_general, fw_info_psid),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_query_cap_general *)0)->fw_info_psid) },
	{ .name = "allow_icmd_access_reg_on_all_registers", .doc = "ACCESS_REGISTER reaches every access register (not only the tools' set)", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_query_cap_general, allow_icmd_access_reg_on_all_registers),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_query_cap_general *)0)->allow_icmd_access_reg_on_all_registers) },
	{ .name = "mh_sync", .doc = "", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_query_cap_general, mh_sync),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_query_cap_general *)0)->mh_sync) },
	{ .name = "pcam_reg", .doc = "PCAM is supported", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_query_cap_general, pcam_reg),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_query_cap_general *)0)->pcam_reg) },
	{ .name = "mcam_reg", .doc = "MCAM is supported", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_query_cap_general, mcam_reg),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_query_cap_general *)0)->mcam_reg) },
	{ .name = "qcam_reg", .doc = "", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_query_cap_general, qcam_reg),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_query_cap_general *)0)->qcam_reg) },
	{ .name = "capi", .doc = "", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_query_cap_general, capi),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_query_cap_general *)0)->capi) },
	{ .name = "icmd_exmb", .doc = "Mailbox in host memory supported", .bit = 0x8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_query_cap_general, icmd_exmb),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_query_cap_general *)0)->icmd_exmb) },
	{ .name = "virtual_link_down", .doc = "", .bit = 0x9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_query_cap_general, virtual_link_down),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_query_cap_general *)0)->virtual_link_down) },
	{ .name = "capability_groups", .doc = "", .bit = 0xb, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_query_cap_general, capability_groups),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_query_cap_general *)0)->capability_groups) },
	{ .name = "num_of_diagnostic_counters", .doc = "", .bit = 0x20, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_query_cap_general, num_of_diagnostic_counters),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_query_cap_general *)0)->num_of_diagnostic_counters) },
};

static const struct mlx5ctl_field_desc fields_icmd_query_cap_in[] = {
	{ .name = "capability_group", .doc = "0 general (the only one modelled)", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_query_cap_in, capability_group),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_query_cap_in *)0)->capability_group) },
};

static const struct mlx5ctl_field_desc fields_icmd_reg_tlv[] = {
	{ .name = "type", .doc = "REG (3)", .bit = 0x0, .width = 0x5,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[16],
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_reg_tlv, type),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_reg_tlv *)0)->type) },
	{ .name = "len", .doc = "Length in dwords, this header included", .bit = 0x5, .width = 0xb,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_icmd_reg_tlv, len),
	  .native_size = sizeof(((struct mlx5ctl_prm_icmd_reg_tlv *)0)->len) },
};

static const struct mlx5ctl_field_desc fields_init_hca_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_init_hca_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_init_hca_in *)0)->opcode) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_init_hca_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_init_hca_in *)0)->op_mod) },
	{ .name = "sw_vhca_id", .doc = "", .bit = 0x62, .width = 0xe,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_init_hca_in, sw_vhca_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_init_hca_in *)0)->sw_vhca_id) },
	{ .name = "sw_owner_id", .doc = "", .bit = 0x80, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_init_hca_in, sw_owner_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_init_hca_in *)0)->sw_owner_id) },
};

static const struct mlx5ctl_field_desc fields_init_hca_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_init_hca_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_init_hca_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_init_hca_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_init_hca_out *)0)->syndrome) },
};

static const struct mlx5ctl_field_desc fields_initial_seg[] = {
	{ .name = "fw_rev_minor", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_initial_seg, fw_rev_minor),
	  .native_size = sizeof(((struct mlx5ctl_prm_initial_seg *)0)->fw_rev_minor) },
	{ .name = "fw_rev_major", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_initial_seg, fw_rev_major),
	  .native_size = sizeof(((struct mlx5ctl_prm_initial_seg *)0)->fw_rev_major) },
	{ .name = "cmd_interface_rev", .doc = "Must be 5", .bit = 0x20, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_initial_seg, cmd_interface_rev),
	  .native_size = sizeof(((struct mlx5ctl_prm_initial_seg *)0)->cmd_interface_rev) },
	{ .name = "fw_rev_subminor", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_initial_seg, fw_rev_subminor),
	  .native_size = sizeof(((struct mlx5ctl_prm_initial_seg *)0)->fw_rev_subminor) },
	{ .name = "cmdq_phy_addr_63_32", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_initial_seg, cmdq_phy_addr_63_32),
	  .native_size = sizeof(((struct mlx5ctl_prm_initial_seg *)0)->cmdq_phy_addr_63_32) },
	{ .name = "cmdq_phy_addr_31_12", .doc = "", .bit = 0xa0, .width = 0x14,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_initial_seg, cmdq_phy_addr_31_12),
	  .native_size = sizeof(((struct mlx5ctl_prm_initial_seg *)0)->cmdq_phy_addr_31_12) },
	{ .name = "nic_interface_msb", .doc = "Bit 10: mlx5_core reads bits 10:8 as the NIC interface state (SW_RESET = 7)", .bit = 0xb5, .width = 0x1,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_initial_seg, nic_interface_msb),
	  .native_size = sizeof(((struct mlx5ctl_prm_initial_seg *)0)->nic_interface_msb) },
	{ .name = "nic_interface", .doc = "Bits 9:8 of the NIC interface state", .bit = 0xb6, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_initial_seg, nic_interface),
	  .native_size = sizeof(((struct mlx5ctl_prm_initial_seg *)0)->nic_interface) },
	{ .name = "log_cmdq_size", .doc = "", .bit = 0xb8, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_initial_seg, log_cmdq_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_initial_seg *)0)->log_cmdq_size) },
	{ .name = "log_cmdq_stride", .doc = "", .bit = 0xbc, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_initial_seg, log_cmdq_stride),
	  .native_size = sizeof(((struct mlx5ctl_prm_initial_seg *)0)->log_cmdq_stride) },
	{ .name = "command_doorbell_vector", .doc = "Write 1 << slot to ring", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_initial_seg, command_doorbell_vector),
	  .native_size = sizeof(((struct mlx5ctl_prm_initial_seg *)0)->command_doorbell_vector) },
	{ .name = "initializing", .doc = "1 while the firmware boots", .bit = 0xfe0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_initial_seg, initializing),
	  .native_size = sizeof(((struct mlx5ctl_prm_initial_seg *)0)->initializing) },
	{ .name = "fw_reset_supported", .doc = "(device.h)", .bit = 0xfe1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_initial_seg, fw_reset_supported),
	  .native_size = sizeof(((struct mlx5ctl_prm_initial_seg *)0)->fw_reset_supported) },
	{ .name = "nic_interface_supported", .doc = "", .bit = 0xfe5, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_initial_seg, nic_interface_supported),
	  .native_size = sizeof(((struct mlx5ctl_prm_initial_seg *)0)->nic_interface_supported) },
	{ .name = "embedded_cpu", .doc = "", .bit = 0xfe8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_initial_seg, embedded_cpu),
	  .native_size = sizeof(((struct mlx5ctl_prm_initial_seg *)0)->embedded_cpu) },
	{ .name = "health_buffer", .doc = "", .bit = 0x1000, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[70],
	  .native_off = offsetof(struct mlx5ctl_prm_initial_seg, health_buffer),
	  .native_size = sizeof(((struct mlx5ctl_prm_initial_seg *)0)->health_buffer) },
	{ .name = "no_dram_nic_offset", .doc = "", .bit = 0x1200, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_initial_seg, no_dram_nic_offset),
	  .native_size = sizeof(((struct mlx5ctl_prm_initial_seg *)0)->no_dram_nic_offset) },
	{ .name = "cmd_exec_to", .doc = "Command execution timeout in ms, 0 = default (device.h)", .bit = 0x7fc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_initial_seg, cmd_exec_to),
	  .native_size = sizeof(((struct mlx5ctl_prm_initial_seg *)0)->cmd_exec_to) },
	{ .name = "cmd_q_init_to", .doc = "(device.h)", .bit = 0x7fe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_initial_seg, cmd_q_init_to),
	  .native_size = sizeof(((struct mlx5ctl_prm_initial_seg *)0)->cmd_q_init_to) },
	{ .name = "internal_timer_h", .doc = "(device.h)", .bit = 0x8000, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_initial_seg, internal_timer_h),
	  .native_size = sizeof(((struct mlx5ctl_prm_initial_seg *)0)->internal_timer_h) },
	{ .name = "internal_timer_l", .doc = "(device.h)", .bit = 0x8020, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_initial_seg, internal_timer_l),
	  .native_size = sizeof(((struct mlx5ctl_prm_initial_seg *)0)->internal_timer_l) },
	{ .name = "clear_int", .doc = "", .bit = 0x807f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_initial_seg, clear_int),
	  .native_size = sizeof(((struct mlx5ctl_prm_initial_seg *)0)->clear_int) },
	{ .name = "health_syndrome", .doc = "", .bit = 0x8080, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_initial_seg, health_syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_initial_seg *)0)->health_syndrome) },
	{ .name = "health_counter", .doc = "Must change at least once a second", .bit = 0x8088, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_initial_seg, health_counter),
	  .native_size = sizeof(((struct mlx5ctl_prm_initial_seg *)0)->health_counter) },
	{ .name = "real_time_h", .doc = "(device.h)", .bit = 0x8200, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_initial_seg, real_time_h),
	  .native_size = sizeof(((struct mlx5ctl_prm_initial_seg *)0)->real_time_h) },
	{ .name = "real_time_l", .doc = "(device.h)", .bit = 0x8220, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_initial_seg, real_time_l),
	  .native_size = sizeof(((struct mlx5ctl_prm_initial_seg *)0)->real_time_l) },
};

static const struct mlx5ctl_field_desc fields_manage_pages_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_manage_pages_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_manage_pages_in *)0)->opcode) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_manage_pages_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_manage_pages_in *)0)->op_mod) },
	{ .name = "embedded_cpu_function", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_manage_pages_in, embedded_cpu_function),
	  .native_size = sizeof(((struct mlx5ctl_prm_manage_pages_in *)0)->embedded_cpu_function) },
	{ .name = "function_id", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_manage_pages_in, function_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_manage_pages_in *)0)->function_id) },
	{ .name = "input_num_entries", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_manage_pages_in, input_num_entries),
	  .native_size = sizeof(((struct mlx5ctl_prm_manage_pages_in *)0)->input_num_entries) },
	{ .name = "pas", .doc = "Page physical addresses", .bit = 0x80, .width = 0x0,
	  .kind = MLX5CTL_KIND_UINT, .flex = true, .elem_width = 64,
	  .native_off = (size_t)-1, .native_size = 0 },
};

static const struct mlx5ctl_field_desc fields_manage_pages_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_manage_pages_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_manage_pages_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_manage_pages_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_manage_pages_out *)0)->syndrome) },
	{ .name = "output_num_entries", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_manage_pages_out, output_num_entries),
	  .native_size = sizeof(((struct mlx5ctl_prm_manage_pages_out *)0)->output_num_entries) },
	{ .name = "pas", .doc = "Page physical addresses", .bit = 0x80, .width = 0x0,
	  .kind = MLX5CTL_KIND_UINT, .flex = true, .elem_width = 64,
	  .native_off = (size_t)-1, .native_size = 0 },
};

static const struct mlx5ctl_field_desc fields_mbox_in_hdr[] = {
	{ .name = "opcode", .doc = "Command opcode", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_mbox_in_hdr, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_mbox_in_hdr *)0)->opcode) },
	{ .name = "uid", .doc = "User context the command runs under (0 = kernel)", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mbox_in_hdr, uid),
	  .native_size = sizeof(((struct mlx5ctl_prm_mbox_in_hdr *)0)->uid) },
	{ .name = "vhca_tunnel_id", .doc = "The function a tunnelled command is for (general_obj_in_cmd_hdr; reserved in the other inboxes). Real firmware's handling of a user context's tunnelled command is not public; the model does the worst plausible: the command runs on the named function with that function's own rights, i.e. as uid 0, not the caller's UID (its DMA is still accounted to the caller's UID)", .bit = 0x20, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mbox_in_hdr, vhca_tunnel_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_mbox_in_hdr *)0)->vhca_tunnel_id) },
	{ .name = "op_mod", .doc = "Opcode modifier", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mbox_in_hdr, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_mbox_in_hdr *)0)->op_mod) },
};

static const struct mlx5ctl_field_desc fields_mbox_out_hdr[] = {
	{ .name = "status", .doc = "Completion status", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_mbox_out_hdr, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_mbox_out_hdr *)0)->status) },
	{ .name = "syndrome", .doc = "Firmware syndrome of a failure", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mbox_out_hdr, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_mbox_out_hdr *)0)->syndrome) },
};

static const struct mlx5ctl_field_desc fields_mcam_access_reg[] = {
	{ .name = "mcda", .doc = "", .bit = 0x1c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mcam_access_reg, mcda),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcam_access_reg *)0)->mcda) },
	{ .name = "mcc", .doc = "", .bit = 0x1d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mcam_access_reg, mcc),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcam_access_reg *)0)->mcc) },
	{ .name = "mcqi", .doc = "", .bit = 0x1e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mcam_access_reg, mcqi),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcam_access_reg *)0)->mcqi) },
	{ .name = "mcqs", .doc = "", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mcam_access_reg, mcqs),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcam_access_reg *)0)->mcqs) },
	{ .name = "regs_95_to_90", .doc = "", .bit = 0x20, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mcam_access_reg, regs_95_to_90),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcam_access_reg *)0)->regs_95_to_90) },
	{ .name = "mpir", .doc = "", .bit = 0x26, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mcam_access_reg, mpir),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcam_access_reg *)0)->mpir) },
	{ .name = "regs_88_to_87", .doc = "", .bit = 0x27, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mcam_access_reg, regs_88_to_87),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcam_access_reg *)0)->regs_88_to_87) },
	{ .name = "mpegc", .doc = "", .bit = 0x29, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mcam_access_reg, mpegc),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcam_access_reg *)0)->mpegc) },
	{ .name = "mtutc", .doc = "", .bit = 0x2a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mcam_access_reg, mtutc),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcam_access_reg *)0)->mtutc) },
	{ .name = "regs_84_to_68", .doc = "", .bit = 0x2b, .width = 0x11,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mcam_access_reg, regs_84_to_68),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcam_access_reg *)0)->regs_84_to_68) },
	{ .name = "tracer_registers", .doc = "", .bit = 0x3c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mcam_access_reg, tracer_registers),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcam_access_reg *)0)->tracer_registers) },
	{ .name = "regs_63_to_46", .doc = "", .bit = 0x40, .width = 0x12,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mcam_access_reg, regs_63_to_46),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcam_access_reg *)0)->regs_63_to_46) },
	{ .name = "mrtc", .doc = "", .bit = 0x52, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mcam_access_reg, mrtc),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcam_access_reg *)0)->mrtc) },
	{ .name = "regs_44_to_41", .doc = "", .bit = 0x53, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mcam_access_reg, regs_44_to_41),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcam_access_reg *)0)->regs_44_to_41) },
	{ .name = "mfrl", .doc = "", .bit = 0x57, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mcam_access_reg, mfrl),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcam_access_reg *)0)->mfrl) },
	{ .name = "regs_39_to_32", .doc = "", .bit = 0x58, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mcam_access_reg, regs_39_to_32),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcam_access_reg *)0)->regs_39_to_32) },
	{ .name = "regs_31_to_11", .doc = "", .bit = 0x60, .width = 0x15,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mcam_access_reg, regs_31_to_11),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcam_access_reg *)0)->regs_31_to_11) },
	{ .name = "mtmp", .doc = "", .bit = 0x75, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mcam_access_reg, mtmp),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcam_access_reg *)0)->mtmp) },
	{ .name = "regs_9_to_0", .doc = "", .bit = 0x76, .width = 0xa,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mcam_access_reg, regs_9_to_0),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcam_access_reg *)0)->regs_9_to_0) },
};

static const struct mlx5ctl_struct_desc *const alts_mcam_reg_mng_access_reg_cap_mask[] = {
	&mlx5ctl_prm_structs[85],
};

static const struct mlx5ctl_field_desc fields_mcam_reg[] = {
	{ .name = "feature_group", .doc = "0: enhanced features", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mcam_reg, feature_group),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcam_reg *)0)->feature_group) },
	{ .name = "access_reg_group", .doc = "0: registers 0x9000-0x907f (the only group the model has)", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mcam_reg, access_reg_group),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcam_reg *)0)->access_reg_group) },
	{ .name = "mng_access_reg_cap_mask", .doc = "", .bit = 0x40, .width = 0x80,
	  .kind = MLX5CTL_KIND_UNION,
	  .alts = alts_mcam_reg_mng_access_reg_cap_mask, .nalts = 1,
	  .native_off = offsetof(struct mlx5ctl_prm_mcam_reg, mng_access_reg_cap_mask),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcam_reg *)0)->mng_access_reg_cap_mask) },
	{ .name = "mng_feature_cap_mask", .doc = "Enhanced features (none announced)", .bit = 0x140, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_mcam_reg, mng_feature_cap_mask),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcam_reg *)0)->mng_feature_cap_mask) },
};

static const struct mlx5ctl_field_desc fields_mcia_reg[] = {
	{ .name = "l", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mcia_reg, l),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcia_reg *)0)->l) },
	{ .name = "module", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mcia_reg, module),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcia_reg *)0)->module) },
	{ .name = "status", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mcia_reg, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcia_reg *)0)->status) },
	{ .name = "i2c_device_address", .doc = "", .bit = 0x20, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mcia_reg, i2c_device_address),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcia_reg *)0)->i2c_device_address) },
	{ .name = "page_number", .doc = "", .bit = 0x28, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mcia_reg, page_number),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcia_reg *)0)->page_number) },
	{ .name = "device_address", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mcia_reg, device_address),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcia_reg *)0)->device_address) },
	{ .name = "size", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mcia_reg, size),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcia_reg *)0)->size) },
	{ .name = "dwords", .doc = "", .bit = 0x80, .width = 0x400,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_mcia_reg, dwords),
	  .native_size = sizeof(((struct mlx5ctl_prm_mcia_reg *)0)->dwords) },
};

static const struct mlx5ctl_field_desc fields_mfba_reg[] = {
	{ .name = "add_cap_32b", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mfba_reg, add_cap_32b),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfba_reg *)0)->add_cap_32b) },
	{ .name = "fs", .doc = "Flash select", .bit = 0x1a, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mfba_reg, fs),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfba_reg *)0)->fs) },
	{ .name = "size", .doc = "Bytes to read or write", .bit = 0x37, .width = 0x9,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mfba_reg, size),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfba_reg *)0)->size) },
	{ .name = "address", .doc = "Flash address in bytes", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mfba_reg, address),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfba_reg *)0)->address) },
	{ .name = "data", .doc = "", .bit = 0x60, .width = 0x800,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_mfba_reg, data),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfba_reg *)0)->data) },
};

static const struct mlx5ctl_field_desc fields_mfbe_reg[] = {
	{ .name = "add_cap_32b", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mfbe_reg, add_cap_32b),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfbe_reg *)0)->add_cap_32b) },
	{ .name = "bulk_32kb_erase", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mfbe_reg, bulk_32kb_erase),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfbe_reg *)0)->bulk_32kb_erase) },
	{ .name = "bulk_64kb_erase", .doc = "", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mfbe_reg, bulk_64kb_erase),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfbe_reg *)0)->bulk_64kb_erase) },
	{ .name = "fs", .doc = "Flash select", .bit = 0x1a, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mfbe_reg, fs),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfbe_reg *)0)->fs) },
	{ .name = "address", .doc = "Start of the erase, aligned to its size", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mfbe_reg, address),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfbe_reg *)0)->address) },
};

static const struct mlx5ctl_field_desc fields_mfpa_reg[] = {
	{ .name = "add_cap_32b", .doc = "boot_address is 32 bits wide", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mfpa_reg, add_cap_32b),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfpa_reg *)0)->add_cap_32b) },
	{ .name = "fs", .doc = "Flash select (in): 0 .. flash_num - 1", .bit = 0x1a, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mfpa_reg, fs),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfpa_reg *)0)->fs) },
	{ .name = "boot_address", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mfpa_reg, boot_address),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfpa_reg *)0)->boot_address) },
	{ .name = "wip", .doc = "Work in progress (the flash is busy)", .bit = 0x80, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mfpa_reg, wip),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfpa_reg *)0)->wip) },
	{ .name = "bulk_32kb_erase_en", .doc = "", .bit = 0x81, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mfpa_reg, bulk_32kb_erase_en),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfpa_reg *)0)->bulk_32kb_erase_en) },
	{ .name = "bulk_64kb_erase_en", .doc = "", .bit = 0x82, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mfpa_reg, bulk_64kb_erase_en),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfpa_reg *)0)->bulk_64kb_erase_en) },
	{ .name = "sector_wrp_en", .doc = "", .bit = 0x8e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mfpa_reg, sector_wrp_en),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfpa_reg *)0)->sector_wrp_en) },
	{ .name = "sub_sector_wrp_en", .doc = "", .bit = 0x8f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mfpa_reg, sub_sector_wrp_en),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfpa_reg *)0)->sub_sector_wrp_en) },
	{ .name = "flash_num", .doc = "Number of flash devices", .bit = 0x9c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mfpa_reg, flash_num),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfpa_reg *)0)->flash_num) },
	{ .name = "jedec_id", .doc = "What the flash's Read JEDEC ID returns", .bit = 0xa8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mfpa_reg, jedec_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfpa_reg *)0)->jedec_id) },
	{ .name = "block_size", .doc = "Bytes: the largest MFBA access", .bit = 0xc0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mfpa_reg, block_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfpa_reg *)0)->block_size) },
	{ .name = "block_alignment", .doc = "Log2 of the required access alignment", .bit = 0xc8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mfpa_reg, block_alignment),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfpa_reg *)0)->block_alignment) },
	{ .name = "sector_size", .doc = "Log2 of the smallest erase, in bytes (12: 4 KiB sectors)", .bit = 0xd6, .width = 0xa,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mfpa_reg, sector_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfpa_reg *)0)->sector_size) },
	{ .name = "capability_mask", .doc = "", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mfpa_reg, capability_mask),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfpa_reg *)0)->capability_mask) },
};

static const struct mlx5ctl_field_desc fields_mfrl_reg[] = {
	{ .name = "pci_sync_for_fw_update_start", .doc = "", .bit = 0x22, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mfrl_reg, pci_sync_for_fw_update_start),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfrl_reg *)0)->pci_sync_for_fw_update_start) },
	{ .name = "pci_sync_for_fw_update_resp", .doc = "", .bit = 0x23, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mfrl_reg, pci_sync_for_fw_update_resp),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfrl_reg *)0)->pci_sync_for_fw_update_resp) },
	{ .name = "rst_type_sel", .doc = "", .bit = 0x25, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mfrl_reg, rst_type_sel),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfrl_reg *)0)->rst_type_sel) },
	{ .name = "pci_reset_req_method", .doc = "0 link toggle, 1 hot reset", .bit = 0x28, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mfrl_reg, pci_reset_req_method),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfrl_reg *)0)->pci_reset_req_method) },
	{ .name = "reset_state", .doc = "0 idle", .bit = 0x2c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mfrl_reg, reset_state),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfrl_reg *)0)->reset_state) },
	{ .name = "reset_type", .doc = "Supported reset types (mfrl_reset_type bits)", .bit = 0x30, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mfrl_reg, reset_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfrl_reg *)0)->reset_type) },
	{ .name = "reset_level", .doc = "Supported reset levels (mfrl_reset_level bits)", .bit = 0x38, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mfrl_reg, reset_level),
	  .native_size = sizeof(((struct mlx5ctl_prm_mfrl_reg *)0)->reset_level) },
};

static const struct mlx5ctl_field_desc fields_mgir_dev_info[] = {
	{ .name = "dev_branch_tag", .doc = "Branch tag (ASCII)", .bit = 0x0, .width = 0xe0,
	  .kind = MLX5CTL_KIND_BYTES,
	  .format = MLX5CTL_FORMAT_ASCII,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_dev_info, dev_branch_tag),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_dev_info *)0)->dev_branch_tag) },
};

static const struct mlx5ctl_field_desc fields_mgir_fw_info[] = {
	{ .name = "dev_sc", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_fw_info, dev_sc),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_fw_info *)0)->dev_sc) },
	{ .name = "string_tlv", .doc = "", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_fw_info, string_tlv),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_fw_info *)0)->string_tlv) },
	{ .name = "dev", .doc = "", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_fw_info, dev),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_fw_info *)0)->dev) },
	{ .name = "debug", .doc = "", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_fw_info, debug),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_fw_info *)0)->debug) },
	{ .name = "signed_fw", .doc = "", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_fw_info, signed_fw),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_fw_info *)0)->signed_fw) },
	{ .name = "secured", .doc = "", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_fw_info, secured),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_fw_info *)0)->secured) },
	{ .name = "major", .doc = "Deprecated; see extended_major", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_fw_info, major),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_fw_info *)0)->major) },
	{ .name = "minor", .doc = "Deprecated; see extended_minor", .bit = 0x10, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_fw_info, minor),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_fw_info *)0)->minor) },
	{ .name = "sub_minor", .doc = "Deprecated; see extended_sub_minor", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_fw_info, sub_minor),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_fw_info *)0)->sub_minor) },
	{ .name = "build_id", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_fw_info, build_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_fw_info *)0)->build_id) },
	{ .name = "month", .doc = "Firmware build month (BCD)", .bit = 0x40, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_fw_info, month),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_fw_info *)0)->month) },
	{ .name = "day", .doc = "Firmware build day (BCD)", .bit = 0x48, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_fw_info, day),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_fw_info *)0)->day) },
	{ .name = "year", .doc = "Firmware build year (BCD)", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_DATE,
	  .display = "build_date", .njoin = 3, .join = { 10, 11, 13 },
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_fw_info, year),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_fw_info *)0)->year) },
	{ .name = "hour", .doc = "Firmware build time, HHMM (BCD)", .bit = 0x70, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_fw_info, hour),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_fw_info *)0)->hour) },
	{ .name = "psid", .doc = "Parameter-set id (board configuration)", .bit = 0x80, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES,
	  .format = MLX5CTL_FORMAT_ASCII,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_fw_info, psid),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_fw_info *)0)->psid) },
	{ .name = "ini_file_version", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_fw_info, ini_file_version),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_fw_info *)0)->ini_file_version) },
	{ .name = "extended_major", .doc = "", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_fw_info, extended_major),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_fw_info *)0)->extended_major) },
	{ .name = "extended_minor", .doc = "", .bit = 0x140, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_fw_info, extended_minor),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_fw_info *)0)->extended_minor) },
	{ .name = "extended_sub_minor", .doc = "", .bit = 0x160, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_fw_info, extended_sub_minor),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_fw_info *)0)->extended_sub_minor) },
	{ .name = "disabled_tiles_bitmap", .doc = "", .bit = 0x180, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_fw_info, disabled_tiles_bitmap),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_fw_info *)0)->disabled_tiles_bitmap) },
	{ .name = "isfu_major", .doc = "", .bit = 0x190, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_fw_info, isfu_major),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_fw_info *)0)->isfu_major) },
	{ .name = "encryption", .doc = "", .bit = 0x1bc, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_fw_info, encryption),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_fw_info *)0)->encryption) },
	{ .name = "sec_boot", .doc = "", .bit = 0x1bd, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_fw_info, sec_boot),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_fw_info *)0)->sec_boot) },
	{ .name = "life_cycle", .doc = "", .bit = 0x1be, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_fw_info, life_cycle),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_fw_info *)0)->life_cycle) },
};

static const struct mlx5ctl_field_desc fields_mgir_hardware_info[] = {
	{ .name = "device_hw_revision", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_hardware_info, device_hw_revision),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_hardware_info *)0)->device_hw_revision) },
	{ .name = "device_id", .doc = "PCI device id", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_hardware_info, device_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_hardware_info *)0)->device_id) },
	{ .name = "ib_mad_gen", .doc = "", .bit = 0x21, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_hardware_info, ib_mad_gen),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_hardware_info *)0)->ib_mad_gen) },
	{ .name = "num_ports", .doc = "Number of ports the device supports", .bit = 0x24, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_hardware_info, num_ports),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_hardware_info *)0)->num_ports) },
	{ .name = "technology", .doc = "Process technology", .bit = 0x30, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_hardware_info, technology),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_hardware_info *)0)->technology) },
	{ .name = "pvs", .doc = "", .bit = 0x3b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_hardware_info, pvs),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_hardware_info *)0)->pvs) },
	{ .name = "hw_dev_id", .doc = "PCI device id in recovery (livefish) mode", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_hardware_info, hw_dev_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_hardware_info *)0)->hw_dev_id) },
	{ .name = "pci_switch_only_mode", .doc = "", .bit = 0x60, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_hardware_info, pci_switch_only_mode),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_hardware_info *)0)->pci_switch_only_mode) },
	{ .name = "development", .doc = "", .bit = 0x61, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_hardware_info, development),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_hardware_info *)0)->development) },
	{ .name = "ga_valid", .doc = "", .bit = 0x63, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_hardware_info, ga_valid),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_hardware_info *)0)->ga_valid) },
	{ .name = "module_master_fw_default", .doc = "", .bit = 0x6e, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_hardware_info, module_master_fw_default),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_hardware_info *)0)->module_master_fw_default) },
	{ .name = "chip_type", .doc = "", .bit = 0x84, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_hardware_info, chip_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_hardware_info *)0)->chip_type) },
	{ .name = "ga", .doc = "", .bit = 0x8a, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_hardware_info, ga),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_hardware_info *)0)->ga) },
	{ .name = "manufacturing_base_mac_47_32", .doc = "Base MAC address the ports' addresses derive from, bits 47:32", .bit = 0x90, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_MAC,
	  .display = "manufacturing_base_mac", .njoin = 1, .join = { 14 },
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_hardware_info, manufacturing_base_mac_47_32),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_hardware_info *)0)->manufacturing_base_mac_47_32) },
	{ .name = "manufacturing_base_mac_31_0", .doc = "Base MAC address, bits 31:0", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_hardware_info, manufacturing_base_mac_31_0),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_hardware_info *)0)->manufacturing_base_mac_31_0) },
	{ .name = "uptime", .doc = "Seconds since the last reset", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_hardware_info, uptime),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_hardware_info *)0)->uptime) },
};

static const struct mlx5ctl_field_desc fields_mgir_reg[] = {
	{ .name = "hardware_info", .doc = "", .bit = 0x0, .width = 0x100,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[94],
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_reg, hardware_info),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_reg *)0)->hardware_info) },
	{ .name = "fw_info", .doc = "", .bit = 0x100, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[93],
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_reg, fw_info),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_reg *)0)->fw_info) },
	{ .name = "sw_info", .doc = "", .bit = 0x300, .width = 0x100,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[96],
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_reg, sw_info),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_reg *)0)->sw_info) },
	{ .name = "dev_info", .doc = "", .bit = 0x400, .width = 0xe0,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[92],
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_reg, dev_info),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_reg *)0)->dev_info) },
};

static const struct mlx5ctl_field_desc fields_mgir_sw_info[] = {
	{ .name = "major", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_sw_info, major),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_sw_info *)0)->major) },
	{ .name = "minor", .doc = "", .bit = 0x10, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_sw_info, minor),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_sw_info *)0)->minor) },
	{ .name = "sub_minor", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mgir_sw_info, sub_minor),
	  .native_size = sizeof(((struct mlx5ctl_prm_mgir_sw_info *)0)->sub_minor) },
};

static const struct mlx5ctl_field_desc fields_mkc[] = {
	{ .name = "free", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mkc, free),
	  .native_size = sizeof(((struct mlx5ctl_prm_mkc *)0)->free) },
	{ .name = "access_mode_4_2", .doc = "", .bit = 0x3, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mkc, access_mode_4_2),
	  .native_size = sizeof(((struct mlx5ctl_prm_mkc *)0)->access_mode_4_2) },
	{ .name = "relaxed_ordering_write", .doc = "", .bit = 0xd, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mkc, relaxed_ordering_write),
	  .native_size = sizeof(((struct mlx5ctl_prm_mkc *)0)->relaxed_ordering_write) },
	{ .name = "small_fence_on_rdma_read_response", .doc = "", .bit = 0xf, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mkc, small_fence_on_rdma_read_response),
	  .native_size = sizeof(((struct mlx5ctl_prm_mkc *)0)->small_fence_on_rdma_read_response) },
	{ .name = "umr_en", .doc = "", .bit = 0x10, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mkc, umr_en),
	  .native_size = sizeof(((struct mlx5ctl_prm_mkc *)0)->umr_en) },
	{ .name = "a", .doc = "", .bit = 0x11, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mkc, a),
	  .native_size = sizeof(((struct mlx5ctl_prm_mkc *)0)->a) },
	{ .name = "rw", .doc = "", .bit = 0x12, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mkc, rw),
	  .native_size = sizeof(((struct mlx5ctl_prm_mkc *)0)->rw) },
	{ .name = "rr", .doc = "", .bit = 0x13, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mkc, rr),
	  .native_size = sizeof(((struct mlx5ctl_prm_mkc *)0)->rr) },
	{ .name = "lw", .doc = "", .bit = 0x14, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mkc, lw),
	  .native_size = sizeof(((struct mlx5ctl_prm_mkc *)0)->lw) },
	{ .name = "lr", .doc = "", .bit = 0x15, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mkc, lr),
	  .native_size = sizeof(((struct mlx5ctl_prm_mkc *)0)->lr) },
	{ .name = "access_mode_1_0", .doc = "", .bit = 0x16, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[20],
	  .native_off = offsetof(struct mlx5ctl_prm_mkc, access_mode_1_0),
	  .native_size = sizeof(((struct mlx5ctl_prm_mkc *)0)->access_mode_1_0) },
	{ .name = "ma_translation_mode", .doc = "", .bit = 0x1a, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mkc, ma_translation_mode),
	  .native_size = sizeof(((struct mlx5ctl_prm_mkc *)0)->ma_translation_mode) },
	{ .name = "qpn", .doc = "", .bit = 0x20, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mkc, qpn),
	  .native_size = sizeof(((struct mlx5ctl_prm_mkc *)0)->qpn) },
	{ .name = "mkey_7_0", .doc = "", .bit = 0x38, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mkc, mkey_7_0),
	  .native_size = sizeof(((struct mlx5ctl_prm_mkc *)0)->mkey_7_0) },
	{ .name = "length64", .doc = "", .bit = 0x60, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mkc, length64),
	  .native_size = sizeof(((struct mlx5ctl_prm_mkc *)0)->length64) },
	{ .name = "bsf_en", .doc = "", .bit = 0x61, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mkc, bsf_en),
	  .native_size = sizeof(((struct mlx5ctl_prm_mkc *)0)->bsf_en) },
	{ .name = "sync_umr", .doc = "", .bit = 0x62, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mkc, sync_umr),
	  .native_size = sizeof(((struct mlx5ctl_prm_mkc *)0)->sync_umr) },
	{ .name = "expected_sigerr_count", .doc = "", .bit = 0x65, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mkc, expected_sigerr_count),
	  .native_size = sizeof(((struct mlx5ctl_prm_mkc *)0)->expected_sigerr_count) },
	{ .name = "en_rinval", .doc = "", .bit = 0x67, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mkc, en_rinval),
	  .native_size = sizeof(((struct mlx5ctl_prm_mkc *)0)->en_rinval) },
	{ .name = "pd", .doc = "", .bit = 0x68, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mkc, pd),
	  .native_size = sizeof(((struct mlx5ctl_prm_mkc *)0)->pd) },
	{ .name = "start_addr", .doc = "", .bit = 0x80, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mkc, start_addr),
	  .native_size = sizeof(((struct mlx5ctl_prm_mkc *)0)->start_addr) },
	{ .name = "len", .doc = "", .bit = 0xc0, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mkc, len),
	  .native_size = sizeof(((struct mlx5ctl_prm_mkc *)0)->len) },
	{ .name = "bsf_octword_size", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mkc, bsf_octword_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_mkc *)0)->bsf_octword_size) },
	{ .name = "crossing_target_vhca_id", .doc = "", .bit = 0x180, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mkc, crossing_target_vhca_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_mkc *)0)->crossing_target_vhca_id) },
	{ .name = "translations_octword_size", .doc = "", .bit = 0x1a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mkc, translations_octword_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_mkc *)0)->translations_octword_size) },
	{ .name = "relaxed_ordering_read", .doc = "", .bit = 0x1d9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mkc, relaxed_ordering_read),
	  .native_size = sizeof(((struct mlx5ctl_prm_mkc *)0)->relaxed_ordering_read) },
	{ .name = "log_page_size", .doc = "", .bit = 0x1da, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mkc, log_page_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_mkc *)0)->log_page_size) },
};

static const struct mlx5ctl_field_desc fields_mnvda_reg[] = {
	{ .name = "configuration_item_header", .doc = "", .bit = 0x0, .width = 0x60,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[13],
	  .native_off = offsetof(struct mlx5ctl_prm_mnvda_reg, configuration_item_header),
	  .native_size = sizeof(((struct mlx5ctl_prm_mnvda_reg *)0)->configuration_item_header) },
	{ .name = "configuration_item_data", .doc = "The item's layout (nv_param)", .bit = 0x60, .width = 0x800,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_mnvda_reg, configuration_item_data),
	  .native_size = sizeof(((struct mlx5ctl_prm_mnvda_reg *)0)->configuration_item_data) },
};

static const struct mlx5ctl_field_desc fields_mnvgc_reg[] = {
	{ .name = "priv_nv_other_host", .doc = "Other hosts' items may be written", .bit = 0x1d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mnvgc_reg, priv_nv_other_host),
	  .native_size = sizeof(((struct mlx5ctl_prm_mnvgc_reg *)0)->priv_nv_other_host) },
	{ .name = "nvda_read_current_settings", .doc = "MNVDA access_mode 1 (current)", .bit = 0x1e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mnvgc_reg, nvda_read_current_settings),
	  .native_size = sizeof(((struct mlx5ctl_prm_mnvgc_reg *)0)->nvda_read_current_settings) },
	{ .name = "nvda_read_factory_settings", .doc = "MNVDA access_mode 2 (default)", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mnvgc_reg, nvda_read_factory_settings),
	  .native_size = sizeof(((struct mlx5ctl_prm_mnvgc_reg *)0)->nvda_read_factory_settings) },
};

static const struct mlx5ctl_field_desc fields_mnvia_reg[] = {
	{ .name = NULL },
};

static const struct mlx5ctl_struct_desc *const alts_mnvqc_reg_type[] = {
	&mlx5ctl_prm_structs[14],
	&mlx5ctl_prm_structs[15],
};

static const struct mlx5ctl_field_desc fields_mnvqc_reg[] = {
	{ .name = "type", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UNION,
	  .alts = alts_mnvqc_reg_type, .nalts = 2,
	  .native_off = offsetof(struct mlx5ctl_prm_mnvqc_reg, type),
	  .native_size = sizeof(((struct mlx5ctl_prm_mnvqc_reg *)0)->type) },
	{ .name = "version", .doc = "Highest item version the firmware supports", .bit = 0x38, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mnvqc_reg, version),
	  .native_size = sizeof(((struct mlx5ctl_prm_mnvqc_reg *)0)->version) },
	{ .name = "support_wr", .doc = "", .bit = 0x3e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mnvqc_reg, support_wr),
	  .native_size = sizeof(((struct mlx5ctl_prm_mnvqc_reg *)0)->support_wr) },
	{ .name = "support_rd", .doc = "", .bit = 0x3f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mnvqc_reg, support_rd),
	  .native_size = sizeof(((struct mlx5ctl_prm_mnvqc_reg *)0)->support_rd) },
};

static const struct mlx5ctl_field_desc fields_mqis_reg[] = {
	{ .name = "info_type", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[21],
	  .native_off = offsetof(struct mlx5ctl_prm_mqis_reg, info_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_mqis_reg *)0)->info_type) },
	{ .name = "info_length", .doc = "Out: bytes of the whole string", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mqis_reg, info_length),
	  .native_size = sizeof(((struct mlx5ctl_prm_mqis_reg *)0)->info_length) },
	{ .name = "read_offset", .doc = "In: first byte to read", .bit = 0x40, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mqis_reg, read_offset),
	  .native_size = sizeof(((struct mlx5ctl_prm_mqis_reg *)0)->read_offset) },
	{ .name = "read_length", .doc = "In: bytes to read; out: bytes read", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mqis_reg, read_length),
	  .native_size = sizeof(((struct mlx5ctl_prm_mqis_reg *)0)->read_length) },
	{ .name = "info_string", .doc = "The piece read (8 bytes at most)", .bit = 0x80, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_mqis_reg, info_string),
	  .native_size = sizeof(((struct mlx5ctl_prm_mqis_reg *)0)->info_string) },
};

static const struct mlx5ctl_field_desc fields_mtcap_reg[] = {
	{ .name = "sensor_count", .doc = "", .bit = 0x19, .width = 0x7,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mtcap_reg, sensor_count),
	  .native_size = sizeof(((struct mlx5ctl_prm_mtcap_reg *)0)->sensor_count) },
	{ .name = "sensor_map", .doc = "Bit n: sensor n is present", .bit = 0x40, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_HEX,
	  .native_off = offsetof(struct mlx5ctl_prm_mtcap_reg, sensor_map),
	  .native_size = sizeof(((struct mlx5ctl_prm_mtcap_reg *)0)->sensor_map) },
};

static const struct mlx5ctl_field_desc fields_mtmp_reg[] = {
	{ .name = "sensor_index", .doc = "", .bit = 0x14, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mtmp_reg, sensor_index),
	  .native_size = sizeof(((struct mlx5ctl_prm_mtmp_reg *)0)->sensor_index) },
	{ .name = "temperature", .doc = "0.125 C units, two's complement", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_NUMBER, .unit = "°C", .scale = 0.125, .is_signed = true,
	  .native_off = offsetof(struct mlx5ctl_prm_mtmp_reg, temperature),
	  .native_size = sizeof(((struct mlx5ctl_prm_mtmp_reg *)0)->temperature) },
	{ .name = "mte", .doc = "Max temperature enable: track the highest temperature (write; read: state)", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mtmp_reg, mte),
	  .native_size = sizeof(((struct mlx5ctl_prm_mtmp_reg *)0)->mte) },
	{ .name = "mtr", .doc = "Max temperature reset: restart tracking from the current temperature (write)", .bit = 0x41, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mtmp_reg, mtr),
	  .native_size = sizeof(((struct mlx5ctl_prm_mtmp_reg *)0)->mtr) },
	{ .name = "max_temperature", .doc = "Highest temperature since tracking started, 0.125 C (reserved while mte is 0)", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_NUMBER, .unit = "°C", .scale = 0.125, .is_signed = true,
	  .native_off = offsetof(struct mlx5ctl_prm_mtmp_reg, max_temperature),
	  .native_size = sizeof(((struct mlx5ctl_prm_mtmp_reg *)0)->max_temperature) },
	{ .name = "tee", .doc = "Temperature event enable: 0 none, 1 events, 2 one event", .bit = 0x60, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mtmp_reg, tee),
	  .native_size = sizeof(((struct mlx5ctl_prm_mtmp_reg *)0)->tee) },
	{ .name = "temp_threshold_hi", .doc = "Event threshold, 0.125 C", .bit = 0x70, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_NUMBER, .unit = "°C", .scale = 0.125, .is_signed = true,
	  .native_off = offsetof(struct mlx5ctl_prm_mtmp_reg, temp_threshold_hi),
	  .native_size = sizeof(((struct mlx5ctl_prm_mtmp_reg *)0)->temp_threshold_hi) },
	{ .name = "temp_threshold_lo", .doc = "Event re-arm threshold, 0.125 C", .bit = 0x90, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_NUMBER, .unit = "°C", .scale = 0.125, .is_signed = true,
	  .native_off = offsetof(struct mlx5ctl_prm_mtmp_reg, temp_threshold_lo),
	  .native_size = sizeof(((struct mlx5ctl_prm_mtmp_reg *)0)->temp_threshold_lo) },
	{ .name = "sensor_name_hi", .doc = "Sensor name, ASCII, first 4 characters", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_ASCII,
	  .display = "sensor_name", .njoin = 1, .join = { 9 },
	  .native_off = offsetof(struct mlx5ctl_prm_mtmp_reg, sensor_name_hi),
	  .native_size = sizeof(((struct mlx5ctl_prm_mtmp_reg *)0)->sensor_name_hi) },
	{ .name = "sensor_name_lo", .doc = "Sensor name, ASCII, last 4 characters", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mtmp_reg, sensor_name_lo),
	  .native_size = sizeof(((struct mlx5ctl_prm_mtmp_reg *)0)->sensor_name_lo) },
};

static const struct mlx5ctl_field_desc fields_mtt[] = {
	{ .name = "ptag_63_32", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mtt, ptag_63_32),
	  .native_size = sizeof(((struct mlx5ctl_prm_mtt *)0)->ptag_63_32) },
	{ .name = "ptag_31_8", .doc = "", .bit = 0x20, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_mtt, ptag_31_8),
	  .native_size = sizeof(((struct mlx5ctl_prm_mtt *)0)->ptag_31_8) },
	{ .name = "wr_en", .doc = "", .bit = 0x3e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mtt, wr_en),
	  .native_size = sizeof(((struct mlx5ctl_prm_mtt *)0)->wr_en) },
	{ .name = "rd_en", .doc = "", .bit = 0x3f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_mtt, rd_en),
	  .native_size = sizeof(((struct mlx5ctl_prm_mtt *)0)->rd_en) },
};

static const struct mlx5ctl_field_desc fields_nv_global_pci_cap[] = {
	{ .name = "max_vfs_per_pf_valid", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_nv_global_pci_cap, max_vfs_per_pf_valid),
	  .native_size = sizeof(((struct mlx5ctl_prm_nv_global_pci_cap *)0)->max_vfs_per_pf_valid) },
	{ .name = "per_pf_total_vf_supported", .doc = "", .bit = 0x14, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_nv_global_pci_cap, per_pf_total_vf_supported),
	  .native_size = sizeof(((struct mlx5ctl_prm_nv_global_pci_cap *)0)->per_pf_total_vf_supported) },
	{ .name = "sriov_support", .doc = "", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_nv_global_pci_cap, sriov_support),
	  .native_size = sizeof(((struct mlx5ctl_prm_nv_global_pci_cap *)0)->sriov_support) },
	{ .name = "max_vfs_per_pf", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_nv_global_pci_cap, max_vfs_per_pf),
	  .native_size = sizeof(((struct mlx5ctl_prm_nv_global_pci_cap *)0)->max_vfs_per_pf) },
};

static const struct mlx5ctl_field_desc fields_nv_global_pci_conf[] = {
	{ .name = "sriov_valid", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_nv_global_pci_conf, sriov_valid),
	  .native_size = sizeof(((struct mlx5ctl_prm_nv_global_pci_conf *)0)->sriov_valid) },
	{ .name = "per_pf_total_vf", .doc = "", .bit = 0x11, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_nv_global_pci_conf, per_pf_total_vf),
	  .native_size = sizeof(((struct mlx5ctl_prm_nv_global_pci_conf *)0)->per_pf_total_vf) },
	{ .name = "sriov_en", .doc = "SR-IOV enabled", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_nv_global_pci_conf, sriov_en),
	  .native_size = sizeof(((struct mlx5ctl_prm_nv_global_pci_conf *)0)->sriov_en) },
	{ .name = "total_vfs", .doc = "Virtual functions", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_nv_global_pci_conf, total_vfs),
	  .native_size = sizeof(((struct mlx5ctl_prm_nv_global_pci_conf *)0)->total_vfs) },
};

static const struct mlx5ctl_field_desc fields_nv_pf_pci_conf[] = {
	{ .name = "pf_total_vf_en", .doc = "", .bit = 0x9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_nv_pf_pci_conf, pf_total_vf_en),
	  .native_size = sizeof(((struct mlx5ctl_prm_nv_pf_pci_conf *)0)->pf_total_vf_en) },
	{ .name = "total_vf", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_nv_pf_pci_conf, total_vf),
	  .native_size = sizeof(((struct mlx5ctl_prm_nv_pf_pci_conf *)0)->total_vf) },
};

static const struct mlx5ctl_field_desc fields_odp_cap[] = {
	{ .name = "transport_page_fault_scheme_cap", .doc = "", .bit = 0x0, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[111],
	  .native_off = offsetof(struct mlx5ctl_prm_odp_cap, transport_page_fault_scheme_cap),
	  .native_size = sizeof(((struct mlx5ctl_prm_odp_cap *)0)->transport_page_fault_scheme_cap) },
	{ .name = "memory_page_fault_scheme_cap", .doc = "", .bit = 0x200, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[111],
	  .native_off = offsetof(struct mlx5ctl_prm_odp_cap, memory_page_fault_scheme_cap),
	  .native_size = sizeof(((struct mlx5ctl_prm_odp_cap *)0)->memory_page_fault_scheme_cap) },
	{ .name = "mem_page_fault", .doc = "", .bit = 0x600, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_odp_cap, mem_page_fault),
	  .native_size = sizeof(((struct mlx5ctl_prm_odp_cap *)0)->mem_page_fault) },
};

static const struct mlx5ctl_field_desc fields_odp_per_transport_service_cap[] = {
	{ .name = "send", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_odp_per_transport_service_cap, send),
	  .native_size = sizeof(((struct mlx5ctl_prm_odp_per_transport_service_cap *)0)->send) },
	{ .name = "receive", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_odp_per_transport_service_cap, receive),
	  .native_size = sizeof(((struct mlx5ctl_prm_odp_per_transport_service_cap *)0)->receive) },
	{ .name = "write", .doc = "", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_odp_per_transport_service_cap, write),
	  .native_size = sizeof(((struct mlx5ctl_prm_odp_per_transport_service_cap *)0)->write) },
	{ .name = "read", .doc = "", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_odp_per_transport_service_cap, read),
	  .native_size = sizeof(((struct mlx5ctl_prm_odp_per_transport_service_cap *)0)->read) },
	{ .name = "atomic", .doc = "", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_odp_per_transport_service_cap, atomic),
	  .native_size = sizeof(((struct mlx5ctl_prm_odp_per_transport_service_cap *)0)->atomic) },
	{ .name = "srq_receive", .doc = "", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_odp_per_transport_service_cap, srq_receive),
	  .native_size = sizeof(((struct mlx5ctl_prm_odp_per_transport_service_cap *)0)->srq_receive) },
};

static const struct mlx5ctl_field_desc fields_odp_scheme_cap[] = {
	{ .name = "sig", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_odp_scheme_cap, sig),
	  .native_size = sizeof(((struct mlx5ctl_prm_odp_scheme_cap *)0)->sig) },
	{ .name = "page_prefetch", .doc = "", .bit = 0x45, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_odp_scheme_cap, page_prefetch),
	  .native_size = sizeof(((struct mlx5ctl_prm_odp_scheme_cap *)0)->page_prefetch) },
	{ .name = "rc_odp_caps", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[110],
	  .native_off = offsetof(struct mlx5ctl_prm_odp_scheme_cap, rc_odp_caps),
	  .native_size = sizeof(((struct mlx5ctl_prm_odp_scheme_cap *)0)->rc_odp_caps) },
	{ .name = "uc_odp_caps", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[110],
	  .native_off = offsetof(struct mlx5ctl_prm_odp_scheme_cap, uc_odp_caps),
	  .native_size = sizeof(((struct mlx5ctl_prm_odp_scheme_cap *)0)->uc_odp_caps) },
	{ .name = "ud_odp_caps", .doc = "", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[110],
	  .native_off = offsetof(struct mlx5ctl_prm_odp_scheme_cap, ud_odp_caps),
	  .native_size = sizeof(((struct mlx5ctl_prm_odp_scheme_cap *)0)->ud_odp_caps) },
	{ .name = "xrc_odp_caps", .doc = "", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[110],
	  .native_off = offsetof(struct mlx5ctl_prm_odp_scheme_cap, xrc_odp_caps),
	  .native_size = sizeof(((struct mlx5ctl_prm_odp_scheme_cap *)0)->xrc_odp_caps) },
	{ .name = "dc_odp_caps", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[110],
	  .native_off = offsetof(struct mlx5ctl_prm_odp_scheme_cap, dc_odp_caps),
	  .native_size = sizeof(((struct mlx5ctl_prm_odp_scheme_cap *)0)->dc_odp_caps) },
};

static const struct mlx5ctl_field_desc fields_paos_reg[] = {
	{ .name = "swid", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_paos_reg, swid),
	  .native_size = sizeof(((struct mlx5ctl_prm_paos_reg *)0)->swid) },
	{ .name = "local_port", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_paos_reg, local_port),
	  .native_size = sizeof(((struct mlx5ctl_prm_paos_reg *)0)->local_port) },
	{ .name = "admin_status", .doc = "", .bit = 0x14, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[28],
	  .native_off = offsetof(struct mlx5ctl_prm_paos_reg, admin_status),
	  .native_size = sizeof(((struct mlx5ctl_prm_paos_reg *)0)->admin_status) },
	{ .name = "oper_status", .doc = "", .bit = 0x1c, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[28],
	  .native_off = offsetof(struct mlx5ctl_prm_paos_reg, oper_status),
	  .native_size = sizeof(((struct mlx5ctl_prm_paos_reg *)0)->oper_status) },
	{ .name = "ase", .doc = "Admin state update enable (write)", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_paos_reg, ase),
	  .native_size = sizeof(((struct mlx5ctl_prm_paos_reg *)0)->ase) },
	{ .name = "ee", .doc = "Event update enable (write)", .bit = 0x21, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_paos_reg, ee),
	  .native_size = sizeof(((struct mlx5ctl_prm_paos_reg *)0)->ee) },
	{ .name = "e", .doc = "Events: 0 none, 1 generate, 2 generate one", .bit = 0x3e, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_paos_reg, e),
	  .native_size = sizeof(((struct mlx5ctl_prm_paos_reg *)0)->e) },
};

static const struct mlx5ctl_field_desc fields_pddr_advanced_opcode[] = {
	{ .name = "advanced_opcode", .doc = "PHY firmware indication; 0 no issue, 1 closed by command (PAOS), 2 AN no partner, ...", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[26],
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_advanced_opcode, advanced_opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_advanced_opcode *)0)->advanced_opcode) },
};

static const struct mlx5ctl_field_desc fields_pddr_module_info[] = {
	{ .name = "cable_technology", .doc = "QSFP: byte 147 (SFF-8636)", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, cable_technology),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->cable_technology) },
	{ .name = "cable_breakout", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, cable_breakout),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->cable_breakout) },
	{ .name = "ext_ethernet_compliance_code", .doc = "QSFP: byte 192", .bit = 0x10, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, ext_ethernet_compliance_code),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->ext_ethernet_compliance_code) },
	{ .name = "ethernet_compliance_code", .doc = "QSFP: byte 131", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, ethernet_compliance_code),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->ethernet_compliance_code) },
	{ .name = "cable_type", .doc = "0 unidentified, 1 active cable, 2 optical module, 3 passive copper, 4 unplugged, ...", .bit = 0x20, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, cable_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->cable_type) },
	{ .name = "cable_vendor", .doc = "0 other, 1 Mellanox, 2 known OUI, 3 NVIDIA", .bit = 0x24, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, cable_vendor),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->cable_vendor) },
	{ .name = "cable_length", .doc = "Metres", .bit = 0x28, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, cable_length),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->cable_length) },
	{ .name = "cable_identifier", .doc = "0 QSFP28, 1 QSFP+, 2 SFP28/SFP+, 3 QSA, 4 backplane, 5 SFP-DD, 6 QSFP-DD, ...", .bit = 0x30, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, cable_identifier),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->cable_identifier) },
	{ .name = "cable_power_class", .doc = "", .bit = 0x38, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, cable_power_class),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->cable_power_class) },
	{ .name = "max_power", .doc = "", .bit = 0x40, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, max_power),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->max_power) },
	{ .name = "cable_rx_amp", .doc = "", .bit = 0x48, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, cable_rx_amp),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->cable_rx_amp) },
	{ .name = "cable_rx_emphasis", .doc = "", .bit = 0x50, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, cable_rx_emphasis),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->cable_rx_emphasis) },
	{ .name = "cable_tx_equalization", .doc = "", .bit = 0x58, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, cable_tx_equalization),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->cable_tx_equalization) },
	{ .name = "cable_attenuation_25g", .doc = "", .bit = 0x60, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, cable_attenuation_25g),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->cable_attenuation_25g) },
	{ .name = "cable_attenuation_12g", .doc = "", .bit = 0x68, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, cable_attenuation_12g),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->cable_attenuation_12g) },
	{ .name = "cable_attenuation_7g", .doc = "", .bit = 0x70, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, cable_attenuation_7g),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->cable_attenuation_7g) },
	{ .name = "cable_attenuation_5g", .doc = "", .bit = 0x78, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, cable_attenuation_5g),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->cable_attenuation_5g) },
	{ .name = "cable_rx_post_emphasis", .doc = "", .bit = 0x80, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, cable_rx_post_emphasis),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->cable_rx_post_emphasis) },
	{ .name = "rx_cdr_cap", .doc = "", .bit = 0x88, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, rx_cdr_cap),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->rx_cdr_cap) },
	{ .name = "tx_cdr_cap", .doc = "", .bit = 0x8c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, tx_cdr_cap),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->tx_cdr_cap) },
	{ .name = "rx_cdr_state", .doc = "", .bit = 0x90, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, rx_cdr_state),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->rx_cdr_state) },
	{ .name = "tx_cdr_state", .doc = "", .bit = 0x98, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, tx_cdr_state),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->tx_cdr_state) },
	{ .name = "vendor_name", .doc = "ASCII, space padded", .bit = 0xa0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, vendor_name),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->vendor_name) },
	{ .name = "vendor_pn", .doc = "ASCII, space padded", .bit = 0x120, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, vendor_pn),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->vendor_pn) },
	{ .name = "vendor_rev", .doc = "", .bit = 0x1a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, vendor_rev),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->vendor_rev) },
	{ .name = "fw_version", .doc = "", .bit = 0x1c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, fw_version),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->fw_version) },
	{ .name = "vendor_sn", .doc = "ASCII, space padded", .bit = 0x1e0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, vendor_sn),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->vendor_sn) },
	{ .name = "temperature", .doc = "1/256 C (0: not supported)", .bit = 0x260, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, temperature),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->temperature) },
	{ .name = "voltage", .doc = "100 uV", .bit = 0x270, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, voltage),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->voltage) },
	{ .name = "rx_power_lane0", .doc = "", .bit = 0x280, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, rx_power_lane0),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->rx_power_lane0) },
	{ .name = "rx_power_lane1", .doc = "", .bit = 0x290, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, rx_power_lane1),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->rx_power_lane1) },
	{ .name = "rx_power_lane2", .doc = "", .bit = 0x2a0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, rx_power_lane2),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->rx_power_lane2) },
	{ .name = "rx_power_lane3", .doc = "", .bit = 0x2b0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, rx_power_lane3),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->rx_power_lane3) },
	{ .name = "tx_power_lane0", .doc = "", .bit = 0x300, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, tx_power_lane0),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->tx_power_lane0) },
	{ .name = "tx_power_lane1", .doc = "", .bit = 0x310, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, tx_power_lane1),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->tx_power_lane1) },
	{ .name = "tx_power_lane2", .doc = "", .bit = 0x320, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, tx_power_lane2),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->tx_power_lane2) },
	{ .name = "tx_power_lane3", .doc = "", .bit = 0x330, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, tx_power_lane3),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->tx_power_lane3) },
	{ .name = "tx_bias_lane0", .doc = "", .bit = 0x380, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, tx_bias_lane0),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->tx_bias_lane0) },
	{ .name = "tx_bias_lane1", .doc = "", .bit = 0x390, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, tx_bias_lane1),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->tx_bias_lane1) },
	{ .name = "tx_bias_lane2", .doc = "", .bit = 0x3a0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, tx_bias_lane2),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->tx_bias_lane2) },
	{ .name = "tx_bias_lane3", .doc = "", .bit = 0x3b0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, tx_bias_lane3),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->tx_bias_lane3) },
	{ .name = "temperature_high_th", .doc = "", .bit = 0x400, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, temperature_high_th),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->temperature_high_th) },
	{ .name = "temperature_low_th", .doc = "", .bit = 0x410, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, temperature_low_th),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->temperature_low_th) },
	{ .name = "voltage_high_th", .doc = "", .bit = 0x420, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, voltage_high_th),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->voltage_high_th) },
	{ .name = "voltage_low_th", .doc = "", .bit = 0x430, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, voltage_low_th),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->voltage_low_th) },
	{ .name = "module_st", .doc = "", .bit = 0x4a0, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, module_st),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->module_st) },
	{ .name = "smf_length", .doc = "", .bit = 0x4a6, .width = 0xa,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, smf_length),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->smf_length) },
	{ .name = "wavelength", .doc = "nm", .bit = 0x4b0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, wavelength),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->wavelength) },
	{ .name = "monitor_cap_mask", .doc = "", .bit = 0x4f0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, monitor_cap_mask),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->monitor_cap_mask) },
	{ .name = "date_code", .doc = "ASCII YYMMDDLL", .bit = 0x580, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, date_code),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->date_code) },
	{ .name = "connector_type", .doc = "SFF-8024", .bit = 0x5c0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, connector_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->connector_type) },
	{ .name = "vendor_oui", .doc = "", .bit = 0x5c8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_module_info, vendor_oui),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_module_info *)0)->vendor_oui) },
};

static const struct mlx5ctl_field_desc fields_pddr_monitor_opcode[] = {
	{ .name = "monitor_opcode", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[26],
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_monitor_opcode, monitor_opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_monitor_opcode *)0)->monitor_opcode) },
};

static const struct mlx5ctl_field_desc fields_pddr_operation_info_page[] = {
	{ .name = "resilink_fec_ind", .doc = "", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_operation_info_page, resilink_fec_ind),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_operation_info_page *)0)->resilink_fec_ind) },
	{ .name = "proto_active", .doc = "Bit 0 InfiniBand, bit 2 Ethernet, bit 3 NVLink", .bit = 0x8, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_operation_info_page, proto_active),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_operation_info_page *)0)->proto_active) },
	{ .name = "neg_mode_active", .doc = "0 not negotiated (force), 1 MLPN rev0, 2 CL73 Ethernet, 3 parallel detect, 4 IB", .bit = 0xc, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_operation_info_page, neg_mode_active),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_operation_info_page *)0)->neg_mode_active) },
	{ .name = "phy_mngr_fsm_state", .doc = "0 disabled, 1 open port, 2 polling, 3 active, 4 close port, 5 phy up, ...", .bit = 0x20, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_operation_info_page, phy_mngr_fsm_state),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_operation_info_page *)0)->phy_mngr_fsm_state) },
	{ .name = "eth_an_fsm_state", .doc = "0 enable, 1 xmit disable, 2 ability detect, 3 ack detect, 4 complete ack, 5 AN good check, 6 AN good, 7 next page wait", .bit = 0x28, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_operation_info_page, eth_an_fsm_state),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_operation_info_page *)0)->eth_an_fsm_state) },
	{ .name = "ib_phy_fsm_state", .doc = "", .bit = 0x30, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_operation_info_page, ib_phy_fsm_state),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_operation_info_page *)0)->ib_phy_fsm_state) },
	{ .name = "phy_manager_link_enabled", .doc = "Ethernet: protocols enabled (PTYS encoding)", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_operation_info_page, phy_manager_link_enabled),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_operation_info_page *)0)->phy_manager_link_enabled) },
	{ .name = "core_to_phy_link_enabled", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_operation_info_page, core_to_phy_link_enabled),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_operation_info_page *)0)->core_to_phy_link_enabled) },
	{ .name = "cable_proto_cap", .doc = "Ethernet: protocols the cable supports (PTYS encoding)", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_operation_info_page, cable_proto_cap),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_operation_info_page *)0)->cable_proto_cap) },
	{ .name = "link_active", .doc = "Ethernet: active protocol, 0 when down", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_operation_info_page, link_active),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_operation_info_page *)0)->link_active) },
	{ .name = "pri_or_sec", .doc = "", .bit = 0xd0, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_operation_info_page, pri_or_sec),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_operation_info_page *)0)->pri_or_sec) },
	{ .name = "loopback_mode", .doc = "", .bit = 0xd4, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_operation_info_page, loopback_mode),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_operation_info_page *)0)->loopback_mode) },
	{ .name = "fec_mode_active", .doc = "", .bit = 0xe0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_operation_info_page, fec_mode_active),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_operation_info_page *)0)->fec_mode_active) },
	{ .name = "fec_mode_request", .doc = "", .bit = 0xf0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_operation_info_page, fec_mode_request),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_operation_info_page *)0)->fec_mode_request) },
	{ .name = "profile_fec_in_use", .doc = "", .bit = 0x100, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_operation_info_page, profile_fec_in_use),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_operation_info_page *)0)->profile_fec_in_use) },
	{ .name = "eth_25g_50g_fec_support", .doc = "", .bit = 0x118, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_operation_info_page, eth_25g_50g_fec_support),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_operation_info_page *)0)->eth_25g_50g_fec_support) },
	{ .name = "eth_100g_fec_support", .doc = "", .bit = 0x11c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_operation_info_page, eth_100g_fec_support),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_operation_info_page *)0)->eth_100g_fec_support) },
	{ .name = "pd_link_enabled", .doc = "", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_operation_info_page, pd_link_enabled),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_operation_info_page *)0)->pd_link_enabled) },
	{ .name = "phy_hst_link_enabled", .doc = "", .bit = 0x140, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_operation_info_page, phy_hst_link_enabled),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_operation_info_page *)0)->phy_hst_link_enabled) },
	{ .name = "eth_an_link_enabled", .doc = "", .bit = 0x160, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_operation_info_page, eth_an_link_enabled),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_operation_info_page *)0)->eth_an_link_enabled) },
	{ .name = "link_health", .doc = "0 n/a, 1 attention, 2 healthy", .bit = 0x1dc, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_operation_info_page, link_health),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_operation_info_page *)0)->link_health) },
};

static const struct mlx5ctl_struct_desc *const alts_pddr_reg_page_data[] = {
	&mlx5ctl_prm_structs[116],
	&mlx5ctl_prm_structs[118],
	&mlx5ctl_prm_structs[114],
};

static const struct mlx5ctl_field_desc fields_pddr_reg[] = {
	{ .name = "module_ind_type", .doc = "", .bit = 0x6, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_reg, module_ind_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_reg *)0)->module_ind_type) },
	{ .name = "local_port", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_reg, local_port),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_reg *)0)->local_port) },
	{ .name = "pnat", .doc = "0 local port number, 1 IB port number", .bit = 0x10, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_reg, pnat),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_reg *)0)->pnat) },
	{ .name = "lp_msb", .doc = "Local port number bits 9:8", .bit = 0x12, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_reg, lp_msb),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_reg *)0)->lp_msb) },
	{ .name = "plane_ind", .doc = "", .bit = 0x14, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_reg, plane_ind),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_reg *)0)->plane_ind) },
	{ .name = "port_type", .doc = "", .bit = 0x18, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_reg, port_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_reg *)0)->port_type) },
	{ .name = "module_info_ext", .doc = "Module info page power units: 0 dBm, 1 uW", .bit = 0x21, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_reg, module_info_ext),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_reg *)0)->module_info_ext) },
	{ .name = "page_select", .doc = "", .bit = 0x38, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[27],
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_reg, page_select),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_reg *)0)->page_select) },
	{ .name = "page_data", .doc = "", .bit = 0x40, .width = 0x7c0,
	  .kind = MLX5CTL_KIND_UNION,
	  .alts = alts_pddr_reg_page_data, .nalts = 3,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_reg, page_data),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_reg *)0)->page_data) },
};

static const struct mlx5ctl_struct_desc *const alts_pddr_troubleshooting_page_status_opcode[] = {
	&mlx5ctl_prm_structs[115],
	&mlx5ctl_prm_structs[113],
};

static const struct mlx5ctl_field_desc fields_pddr_troubleshooting_page[] = {
	{ .name = "group_opcode", .doc = "0: monitor opcodes (in)", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_troubleshooting_page, group_opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_troubleshooting_page *)0)->group_opcode) },
	{ .name = "status_opcode", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UNION,
	  .alts = alts_pddr_troubleshooting_page_status_opcode, .nalts = 2,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_troubleshooting_page, status_opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_troubleshooting_page *)0)->status_opcode) },
	{ .name = "status_message", .doc = "ASCII, NUL-terminated", .bit = 0x60, .width = 0x760,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_pddr_troubleshooting_page, status_message),
	  .native_size = sizeof(((struct mlx5ctl_prm_pddr_troubleshooting_page *)0)->status_message) },
};

static const struct mlx5ctl_field_desc fields_per_protocol_networking_offload_caps[] = {
	{ .name = "csum_cap", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, csum_cap),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->csum_cap) },
	{ .name = "vlan_cap", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, vlan_cap),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->vlan_cap) },
	{ .name = "lro_cap", .doc = "", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, lro_cap),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->lro_cap) },
	{ .name = "lro_psh_flag", .doc = "", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, lro_psh_flag),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->lro_psh_flag) },
	{ .name = "lro_time_stamp", .doc = "", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, lro_time_stamp),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->lro_time_stamp) },
	{ .name = "wqe_vlan_insert", .doc = "", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, wqe_vlan_insert),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->wqe_vlan_insert) },
	{ .name = "self_lb_en_modifiable", .doc = "", .bit = 0x8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, self_lb_en_modifiable),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->self_lb_en_modifiable) },
	{ .name = "max_lso_cap", .doc = "", .bit = 0xb, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, max_lso_cap),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->max_lso_cap) },
	{ .name = "multi_pkt_send_wqe", .doc = "", .bit = 0x10, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, multi_pkt_send_wqe),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->multi_pkt_send_wqe) },
	{ .name = "wqe_inline_mode", .doc = "", .bit = 0x12, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, wqe_inline_mode),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->wqe_inline_mode) },
	{ .name = "rss_ind_tbl_cap", .doc = "", .bit = 0x14, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, rss_ind_tbl_cap),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->rss_ind_tbl_cap) },
	{ .name = "reg_umr_sq", .doc = "", .bit = 0x18, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, reg_umr_sq),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->reg_umr_sq) },
	{ .name = "scatter_fcs", .doc = "", .bit = 0x19, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, scatter_fcs),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->scatter_fcs) },
	{ .name = "enhanced_multi_pkt_send_wqe", .doc = "", .bit = 0x1a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, enhanced_multi_pkt_send_wqe),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->enhanced_multi_pkt_send_wqe) },
	{ .name = "tunnel_lso_const_out_ip_id", .doc = "", .bit = 0x1b, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, tunnel_lso_const_out_ip_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->tunnel_lso_const_out_ip_id) },
	{ .name = "tunnel_lro_gre", .doc = "", .bit = 0x1c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, tunnel_lro_gre),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->tunnel_lro_gre) },
	{ .name = "tunnel_lro_vxlan", .doc = "", .bit = 0x1d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, tunnel_lro_vxlan),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->tunnel_lro_vxlan) },
	{ .name = "tunnel_stateless_gre", .doc = "", .bit = 0x1e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, tunnel_stateless_gre),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->tunnel_stateless_gre) },
	{ .name = "tunnel_stateless_vxlan", .doc = "", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, tunnel_stateless_vxlan),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->tunnel_stateless_vxlan) },
	{ .name = "swp", .doc = "", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, swp),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->swp) },
	{ .name = "swp_csum", .doc = "", .bit = 0x21, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, swp_csum),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->swp_csum) },
	{ .name = "swp_lso", .doc = "", .bit = 0x22, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, swp_lso),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->swp_lso) },
	{ .name = "cqe_checksum_full", .doc = "", .bit = 0x23, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, cqe_checksum_full),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->cqe_checksum_full) },
	{ .name = "tunnel_stateless_geneve_tx", .doc = "", .bit = 0x24, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, tunnel_stateless_geneve_tx),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->tunnel_stateless_geneve_tx) },
	{ .name = "tunnel_stateless_mpls_over_udp", .doc = "", .bit = 0x25, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, tunnel_stateless_mpls_over_udp),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->tunnel_stateless_mpls_over_udp) },
	{ .name = "tunnel_stateless_mpls_over_gre", .doc = "", .bit = 0x26, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, tunnel_stateless_mpls_over_gre),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->tunnel_stateless_mpls_over_gre) },
	{ .name = "tunnel_stateless_vxlan_gpe", .doc = "", .bit = 0x27, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, tunnel_stateless_vxlan_gpe),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->tunnel_stateless_vxlan_gpe) },
	{ .name = "tunnel_stateless_ipv4_over_vxlan", .doc = "", .bit = 0x28, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, tunnel_stateless_ipv4_over_vxlan),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->tunnel_stateless_ipv4_over_vxlan) },
	{ .name = "tunnel_stateless_ip_over_ip", .doc = "", .bit = 0x29, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, tunnel_stateless_ip_over_ip),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->tunnel_stateless_ip_over_ip) },
	{ .name = "insert_trailer", .doc = "", .bit = 0x2a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, insert_trailer),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->insert_trailer) },
	{ .name = "tunnel_stateless_ip_over_ip_rx", .doc = "", .bit = 0x2c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, tunnel_stateless_ip_over_ip_rx),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->tunnel_stateless_ip_over_ip_rx) },
	{ .name = "tunnel_stateless_ip_over_ip_tx", .doc = "", .bit = 0x2d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, tunnel_stateless_ip_over_ip_tx),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->tunnel_stateless_ip_over_ip_tx) },
	{ .name = "max_vxlan_udp_ports", .doc = "", .bit = 0x30, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, max_vxlan_udp_ports),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->max_vxlan_udp_ports) },
	{ .name = "swp_csum_l4_partial", .doc = "", .bit = 0x38, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, swp_csum_l4_partial),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->swp_csum_l4_partial) },
	{ .name = "max_geneve_opt_len", .doc = "", .bit = 0x3e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, max_geneve_opt_len),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->max_geneve_opt_len) },
	{ .name = "tunnel_stateless_geneve_rx", .doc = "", .bit = 0x3f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, tunnel_stateless_geneve_rx),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->tunnel_stateless_geneve_rx) },
	{ .name = "lro_min_mss_size", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, lro_min_mss_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->lro_min_mss_size) },
	{ .name = "lro_timer_supported_periods", .doc = "", .bit = 0x180, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_per_protocol_networking_offload_caps, lro_timer_supported_periods),
	  .native_size = sizeof(((struct mlx5ctl_prm_per_protocol_networking_offload_caps *)0)->lro_timer_supported_periods) },
};

static const struct mlx5ctl_field_desc fields_pmlp_lane[] = {
	{ .name = "rx_lane", .doc = "", .bit = 0x4, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pmlp_lane, rx_lane),
	  .native_size = sizeof(((struct mlx5ctl_prm_pmlp_lane *)0)->rx_lane) },
	{ .name = "tx_lane", .doc = "", .bit = 0xc, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pmlp_lane, tx_lane),
	  .native_size = sizeof(((struct mlx5ctl_prm_pmlp_lane *)0)->tx_lane) },
	{ .name = "slot_index", .doc = "", .bit = 0x14, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pmlp_lane, slot_index),
	  .native_size = sizeof(((struct mlx5ctl_prm_pmlp_lane *)0)->slot_index) },
	{ .name = "module", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pmlp_lane, module),
	  .native_size = sizeof(((struct mlx5ctl_prm_pmlp_lane *)0)->module) },
};

static const struct mlx5ctl_field_desc fields_pmlp_reg[] = {
	{ .name = "rxtx", .doc = "1: separate rx and tx lane mappings", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_pmlp_reg, rxtx),
	  .native_size = sizeof(((struct mlx5ctl_prm_pmlp_reg *)0)->rxtx) },
	{ .name = "local_port", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pmlp_reg, local_port),
	  .native_size = sizeof(((struct mlx5ctl_prm_pmlp_reg *)0)->local_port) },
	{ .name = "width", .doc = "Lanes: 0 unmapped, 1, 2, 4, 8", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_pmlp_reg, width),
	  .native_size = sizeof(((struct mlx5ctl_prm_pmlp_reg *)0)->width) },
	{ .name = "lane0_module_mapping", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[120],
	  .native_off = offsetof(struct mlx5ctl_prm_pmlp_reg, lane0_module_mapping),
	  .native_size = sizeof(((struct mlx5ctl_prm_pmlp_reg *)0)->lane0_module_mapping) },
	{ .name = "lane1_module_mapping", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[120],
	  .native_off = offsetof(struct mlx5ctl_prm_pmlp_reg, lane1_module_mapping),
	  .native_size = sizeof(((struct mlx5ctl_prm_pmlp_reg *)0)->lane1_module_mapping) },
	{ .name = "lane2_module_mapping", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[120],
	  .native_off = offsetof(struct mlx5ctl_prm_pmlp_reg, lane2_module_mapping),
	  .native_size = sizeof(((struct mlx5ctl_prm_pmlp_reg *)0)->lane2_module_mapping) },
	{ .name = "lane3_module_mapping", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[120],
	  .native_off = offsetof(struct mlx5ctl_prm_pmlp_reg, lane3_module_mapping),
	  .native_size = sizeof(((struct mlx5ctl_prm_pmlp_reg *)0)->lane3_module_mapping) },
};

static const struct mlx5ctl_field_desc fields_port_selection_cap[] = {
	{ .name = "port_select_flow_table", .doc = "", .bit = 0x10, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_port_selection_cap, port_select_flow_table),
	  .native_size = sizeof(((struct mlx5ctl_prm_port_selection_cap *)0)->port_select_flow_table) },
	{ .name = "port_select_flow_table_bypass", .doc = "", .bit = 0x12, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_port_selection_cap, port_select_flow_table_bypass),
	  .native_size = sizeof(((struct mlx5ctl_prm_port_selection_cap *)0)->port_select_flow_table_bypass) },
	{ .name = "flow_table_properties_port_selection", .doc = "", .bit = 0x200, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[59],
	  .native_off = offsetof(struct mlx5ctl_prm_port_selection_cap, flow_table_properties_port_selection),
	  .native_size = sizeof(((struct mlx5ctl_prm_port_selection_cap *)0)->flow_table_properties_port_selection) },
	{ .name = "ft_field_support_2_port_selection", .doc = "", .bit = 0x400, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[57],
	  .native_off = offsetof(struct mlx5ctl_prm_port_selection_cap, ft_field_support_2_port_selection),
	  .native_size = sizeof(((struct mlx5ctl_prm_port_selection_cap *)0)->ft_field_support_2_port_selection) },
};

static const struct mlx5ctl_field_desc fields_ptys_reg[] = {
	{ .name = "an_disable_admin", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_ptys_reg, an_disable_admin),
	  .native_size = sizeof(((struct mlx5ctl_prm_ptys_reg *)0)->an_disable_admin) },
	{ .name = "an_disable_cap", .doc = "", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_ptys_reg, an_disable_cap),
	  .native_size = sizeof(((struct mlx5ctl_prm_ptys_reg *)0)->an_disable_cap) },
	{ .name = "local_port", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_ptys_reg, local_port),
	  .native_size = sizeof(((struct mlx5ctl_prm_ptys_reg *)0)->local_port) },
	{ .name = "plane_ind", .doc = "", .bit = 0x18, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_ptys_reg, plane_ind),
	  .native_size = sizeof(((struct mlx5ctl_prm_ptys_reg *)0)->plane_ind) },
	{ .name = "proto_mask", .doc = "", .bit = 0x1d, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[30],
	  .native_off = offsetof(struct mlx5ctl_prm_ptys_reg, proto_mask),
	  .native_size = sizeof(((struct mlx5ctl_prm_ptys_reg *)0)->proto_mask) },
	{ .name = "an_status", .doc = "0 unavailable, 1 AN completed, 2 AN failed, 3 AN not performed, link up, 4 link down", .bit = 0x20, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_ptys_reg, an_status),
	  .native_size = sizeof(((struct mlx5ctl_prm_ptys_reg *)0)->an_status) },
	{ .name = "max_port_rate", .doc = "Gb/s (PRM; reserved in mlx5_ifc.h)", .bit = 0x24, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_ptys_reg, max_port_rate),
	  .native_size = sizeof(((struct mlx5ctl_prm_ptys_reg *)0)->max_port_rate) },
	{ .name = "data_rate_oper", .doc = "100 Mb/s units", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_ptys_reg, data_rate_oper),
	  .native_size = sizeof(((struct mlx5ctl_prm_ptys_reg *)0)->data_rate_oper) },
	{ .name = "ext_eth_proto_capability", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_ptys_reg, ext_eth_proto_capability),
	  .native_size = sizeof(((struct mlx5ctl_prm_ptys_reg *)0)->ext_eth_proto_capability) },
	{ .name = "eth_proto_capability", .doc = "Legacy Ethernet protocols (bit 20: 100GBASE-CR4)", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_ptys_reg, eth_proto_capability),
	  .native_size = sizeof(((struct mlx5ctl_prm_ptys_reg *)0)->eth_proto_capability) },
	{ .name = "ib_link_width_capability", .doc = "", .bit = 0x80, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_ptys_reg, ib_link_width_capability),
	  .native_size = sizeof(((struct mlx5ctl_prm_ptys_reg *)0)->ib_link_width_capability) },
	{ .name = "ib_proto_capability", .doc = "", .bit = 0x90, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_ptys_reg, ib_proto_capability),
	  .native_size = sizeof(((struct mlx5ctl_prm_ptys_reg *)0)->ib_proto_capability) },
	{ .name = "ext_eth_proto_admin", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_ptys_reg, ext_eth_proto_admin),
	  .native_size = sizeof(((struct mlx5ctl_prm_ptys_reg *)0)->ext_eth_proto_admin) },
	{ .name = "eth_proto_admin", .doc = "", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_ptys_reg, eth_proto_admin),
	  .native_size = sizeof(((struct mlx5ctl_prm_ptys_reg *)0)->eth_proto_admin) },
	{ .name = "ib_link_width_admin", .doc = "", .bit = 0xe0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_ptys_reg, ib_link_width_admin),
	  .native_size = sizeof(((struct mlx5ctl_prm_ptys_reg *)0)->ib_link_width_admin) },
	{ .name = "ib_proto_admin", .doc = "", .bit = 0xf0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_ptys_reg, ib_proto_admin),
	  .native_size = sizeof(((struct mlx5ctl_prm_ptys_reg *)0)->ib_proto_admin) },
	{ .name = "ext_eth_proto_oper", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_ptys_reg, ext_eth_proto_oper),
	  .native_size = sizeof(((struct mlx5ctl_prm_ptys_reg *)0)->ext_eth_proto_oper) },
	{ .name = "eth_proto_oper", .doc = "", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_ptys_reg, eth_proto_oper),
	  .native_size = sizeof(((struct mlx5ctl_prm_ptys_reg *)0)->eth_proto_oper) },
	{ .name = "ib_link_width_oper", .doc = "", .bit = 0x140, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_ptys_reg, ib_link_width_oper),
	  .native_size = sizeof(((struct mlx5ctl_prm_ptys_reg *)0)->ib_link_width_oper) },
	{ .name = "ib_proto_oper", .doc = "", .bit = 0x150, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_ptys_reg, ib_proto_oper),
	  .native_size = sizeof(((struct mlx5ctl_prm_ptys_reg *)0)->ib_proto_oper) },
	{ .name = "connector_type", .doc = "", .bit = 0x17c, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[29],
	  .native_off = offsetof(struct mlx5ctl_prm_ptys_reg, connector_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_ptys_reg *)0)->connector_type) },
	{ .name = "eth_proto_lp_advertise", .doc = "", .bit = 0x180, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_ptys_reg, eth_proto_lp_advertise),
	  .native_size = sizeof(((struct mlx5ctl_prm_ptys_reg *)0)->eth_proto_lp_advertise) },
};

static const struct mlx5ctl_field_desc fields_qos_cap[] = {
	{ .name = "packet_pacing", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_qos_cap, packet_pacing),
	  .native_size = sizeof(((struct mlx5ctl_prm_qos_cap *)0)->packet_pacing) },
	{ .name = "esw_scheduling", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_qos_cap, esw_scheduling),
	  .native_size = sizeof(((struct mlx5ctl_prm_qos_cap *)0)->esw_scheduling) },
	{ .name = "esw_bw_share", .doc = "", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_qos_cap, esw_bw_share),
	  .native_size = sizeof(((struct mlx5ctl_prm_qos_cap *)0)->esw_bw_share) },
	{ .name = "esw_rate_limit", .doc = "", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_qos_cap, esw_rate_limit),
	  .native_size = sizeof(((struct mlx5ctl_prm_qos_cap *)0)->esw_rate_limit) },
	{ .name = "packet_pacing_burst_bound", .doc = "", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_qos_cap, packet_pacing_burst_bound),
	  .native_size = sizeof(((struct mlx5ctl_prm_qos_cap *)0)->packet_pacing_burst_bound) },
	{ .name = "packet_pacing_typical_size", .doc = "", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_qos_cap, packet_pacing_typical_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_qos_cap *)0)->packet_pacing_typical_size) },
	{ .name = "nic_sq_scheduling", .doc = "", .bit = 0x8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_qos_cap, nic_sq_scheduling),
	  .native_size = sizeof(((struct mlx5ctl_prm_qos_cap *)0)->nic_sq_scheduling) },
	{ .name = "nic_bw_share", .doc = "", .bit = 0x9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_qos_cap, nic_bw_share),
	  .native_size = sizeof(((struct mlx5ctl_prm_qos_cap *)0)->nic_bw_share) },
	{ .name = "nic_rate_limit", .doc = "", .bit = 0xa, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_qos_cap, nic_rate_limit),
	  .native_size = sizeof(((struct mlx5ctl_prm_qos_cap *)0)->nic_rate_limit) },
	{ .name = "packet_pacing_uid", .doc = "", .bit = 0xb, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_qos_cap, packet_pacing_uid),
	  .native_size = sizeof(((struct mlx5ctl_prm_qos_cap *)0)->packet_pacing_uid) },
	{ .name = "log_esw_max_sched_depth", .doc = "", .bit = 0xc, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_qos_cap, log_esw_max_sched_depth),
	  .native_size = sizeof(((struct mlx5ctl_prm_qos_cap *)0)->log_esw_max_sched_depth) },
	{ .name = "log_max_qos_nic_queue_group", .doc = "", .bit = 0x2b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_qos_cap, log_max_qos_nic_queue_group),
	  .native_size = sizeof(((struct mlx5ctl_prm_qos_cap *)0)->log_max_qos_nic_queue_group) },
	{ .name = "packet_pacing_max_rate", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_qos_cap, packet_pacing_max_rate),
	  .native_size = sizeof(((struct mlx5ctl_prm_qos_cap *)0)->packet_pacing_max_rate) },
	{ .name = "packet_pacing_min_rate", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_qos_cap, packet_pacing_min_rate),
	  .native_size = sizeof(((struct mlx5ctl_prm_qos_cap *)0)->packet_pacing_min_rate) },
	{ .name = "packet_pacing_rate_table_size", .doc = "", .bit = 0x90, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_qos_cap, packet_pacing_rate_table_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_qos_cap *)0)->packet_pacing_rate_table_size) },
	{ .name = "esw_element_type", .doc = "", .bit = 0xa0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_qos_cap, esw_element_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_qos_cap *)0)->esw_element_type) },
	{ .name = "esw_tsar_type", .doc = "", .bit = 0xb0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_qos_cap, esw_tsar_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_qos_cap *)0)->esw_tsar_type) },
	{ .name = "max_qos_para_vport", .doc = "", .bit = 0xd0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_qos_cap, max_qos_para_vport),
	  .native_size = sizeof(((struct mlx5ctl_prm_qos_cap *)0)->max_qos_para_vport) },
	{ .name = "max_tsar_bw_share", .doc = "", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_qos_cap, max_tsar_bw_share),
	  .native_size = sizeof(((struct mlx5ctl_prm_qos_cap *)0)->max_tsar_bw_share) },
	{ .name = "nic_element_type", .doc = "", .bit = 0x100, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_qos_cap, nic_element_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_qos_cap *)0)->nic_element_type) },
	{ .name = "nic_tsar_type", .doc = "", .bit = 0x110, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_qos_cap, nic_tsar_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_qos_cap *)0)->nic_tsar_type) },
	{ .name = "log_meter_aso_granularity", .doc = "", .bit = 0x123, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_qos_cap, log_meter_aso_granularity),
	  .native_size = sizeof(((struct mlx5ctl_prm_qos_cap *)0)->log_meter_aso_granularity) },
	{ .name = "log_meter_aso_max_alloc", .doc = "", .bit = 0x12b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_qos_cap, log_meter_aso_max_alloc),
	  .native_size = sizeof(((struct mlx5ctl_prm_qos_cap *)0)->log_meter_aso_max_alloc) },
	{ .name = "log_max_num_meter_aso", .doc = "", .bit = 0x133, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_qos_cap, log_max_num_meter_aso),
	  .native_size = sizeof(((struct mlx5ctl_prm_qos_cap *)0)->log_max_num_meter_aso) },
};

static const struct mlx5ctl_field_desc fields_query_adapter_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_query_adapter_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_adapter_in *)0)->opcode) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_adapter_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_adapter_in *)0)->op_mod) },
};

static const struct mlx5ctl_field_desc fields_query_adapter_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_query_adapter_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_adapter_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_adapter_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_adapter_out *)0)->syndrome) },
	{ .name = "query_adapter_struct", .doc = "", .bit = 0x80, .width = 0x800,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[127],
	  .native_off = offsetof(struct mlx5ctl_prm_query_adapter_out, query_adapter_struct),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_adapter_out *)0)->query_adapter_struct) },
};

static const struct mlx5ctl_field_desc fields_query_adapter_param_block[] = {
	{ .name = "ieee_vendor_id", .doc = "", .bit = 0xc8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_adapter_param_block, ieee_vendor_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_adapter_param_block *)0)->ieee_vendor_id) },
	{ .name = "vsd_vendor_id", .doc = "", .bit = 0xf0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_adapter_param_block, vsd_vendor_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_adapter_param_block *)0)->vsd_vendor_id) },
	{ .name = "vsd", .doc = "", .bit = 0x100, .width = 0x680,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_query_adapter_param_block, vsd),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_adapter_param_block *)0)->vsd) },
	{ .name = "vsd_contd_psid", .doc = "", .bit = 0x780, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES,
	  .format = MLX5CTL_FORMAT_ASCII,
	  .native_off = offsetof(struct mlx5ctl_prm_query_adapter_param_block, vsd_contd_psid),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_adapter_param_block *)0)->vsd_contd_psid) },
};

static const struct mlx5ctl_field_desc fields_query_diagnostic_counters_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_query_diagnostic_counters_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_diagnostic_counters_in *)0)->opcode) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_diagnostic_counters_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_diagnostic_counters_in *)0)->op_mod) },
	{ .name = "num_of_samples", .doc = "Samples to read", .bit = 0x40, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_diagnostic_counters_in, num_of_samples),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_diagnostic_counters_in *)0)->num_of_samples) },
	{ .name = "sample_index", .doc = "First sample (buffer index) to read", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_diagnostic_counters_in, sample_index),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_diagnostic_counters_in *)0)->sample_index) },
};

static const struct mlx5ctl_field_desc fields_query_diagnostic_counters_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_query_diagnostic_counters_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_diagnostic_counters_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_diagnostic_counters_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_diagnostic_counters_out *)0)->syndrome) },
	{ .name = "diag_counter", .doc = "", .bit = 0x80, .width = 0x0,
	  .kind = MLX5CTL_KIND_ARRAY, .flex = true,
	  .type = &mlx5ctl_prm_structs[44],
	  .native_off = (size_t)-1, .native_size = 0 },
};

static const struct mlx5ctl_field_desc fields_query_diagnostic_params_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_query_diagnostic_params_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_diagnostic_params_in *)0)->opcode) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_diagnostic_params_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_diagnostic_params_in *)0)->op_mod) },
};

static const struct mlx5ctl_field_desc fields_query_diagnostic_params_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_query_diagnostic_params_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_diagnostic_params_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_diagnostic_params_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_diagnostic_params_out *)0)->syndrome) },
	{ .name = "diagnostic_params_context", .doc = "", .bit = 0x40, .width = 0xc0,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[45],
	  .native_off = offsetof(struct mlx5ctl_prm_query_diagnostic_params_out, diagnostic_params_context),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_diagnostic_params_out *)0)->diagnostic_params_context) },
};

static const struct mlx5ctl_field_desc fields_query_eq_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_query_eq_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_eq_in *)0)->opcode) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_eq_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_eq_in *)0)->op_mod) },
	{ .name = "eq_number", .doc = "", .bit = 0x58, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_eq_in, eq_number),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_eq_in *)0)->eq_number) },
};

static const struct mlx5ctl_field_desc fields_query_eq_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_query_eq_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_eq_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_eq_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_eq_out *)0)->syndrome) },
	{ .name = "eq_context_entry", .doc = "", .bit = 0x80, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[53],
	  .native_off = offsetof(struct mlx5ctl_prm_query_eq_out, eq_context_entry),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_eq_out *)0)->eq_context_entry) },
	{ .name = "event_bitmask", .doc = "Events delivered to this EQ", .bit = 0x2c0, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_eq_out, event_bitmask),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_eq_out *)0)->event_bitmask) },
};

static const struct mlx5ctl_field_desc fields_query_hca_cap_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_query_hca_cap_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_hca_cap_in *)0)->opcode) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_hca_cap_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_hca_cap_in *)0)->op_mod) },
	{ .name = "other_function", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_query_hca_cap_in, other_function),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_hca_cap_in *)0)->other_function) },
	{ .name = "ec_vf_function", .doc = "", .bit = 0x41, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_query_hca_cap_in, ec_vf_function),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_hca_cap_in *)0)->ec_vf_function) },
	{ .name = "function_id", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_hca_cap_in, function_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_hca_cap_in *)0)->function_id) },
};

static const struct mlx5ctl_struct_desc *const alts_query_hca_cap_out_capability[] = {
	&mlx5ctl_prm_structs[8],
	&mlx5ctl_prm_structs[9],
	&mlx5ctl_prm_structs[31],
	&mlx5ctl_prm_structs[119],
	&mlx5ctl_prm_structs[109],
	&mlx5ctl_prm_structs[7],
	&mlx5ctl_prm_structs[153],
	&mlx5ctl_prm_structs[58],
	&mlx5ctl_prm_structs[55],
	&mlx5ctl_prm_structs[49],
	&mlx5ctl_prm_structs[124],
	&mlx5ctl_prm_structs[42],
	&mlx5ctl_prm_structs[41],
	&mlx5ctl_prm_structs[122],
	&mlx5ctl_prm_structs[2],
};

static const struct mlx5ctl_field_desc fields_query_hca_cap_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_query_hca_cap_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_hca_cap_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_hca_cap_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_hca_cap_out *)0)->syndrome) },
	{ .name = "capability", .doc = "", .bit = 0x80, .width = 0x8000,
	  .kind = MLX5CTL_KIND_UNION,
	  .alts = alts_query_hca_cap_out_capability, .nalts = 15,
	  .native_off = offsetof(struct mlx5ctl_prm_query_hca_cap_out, capability),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_hca_cap_out *)0)->capability) },
};

static const struct mlx5ctl_field_desc fields_query_issi_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_query_issi_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_issi_in *)0)->opcode) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_issi_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_issi_in *)0)->op_mod) },
};

static const struct mlx5ctl_field_desc fields_query_issi_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_query_issi_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_issi_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_issi_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_issi_out *)0)->syndrome) },
	{ .name = "current_issi", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_issi_out, current_issi),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_issi_out *)0)->current_issi) },
	{ .name = "supported_issi_dw0", .doc = "", .bit = 0x360, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_issi_out, supported_issi_dw0),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_issi_out *)0)->supported_issi_dw0) },
};

static const struct mlx5ctl_field_desc fields_query_mkey_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_query_mkey_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_mkey_in *)0)->opcode) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_mkey_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_mkey_in *)0)->op_mod) },
	{ .name = "mkey_index", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_mkey_in, mkey_index),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_mkey_in *)0)->mkey_index) },
	{ .name = "pg_access", .doc = "", .bit = 0x60, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_query_mkey_in, pg_access),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_mkey_in *)0)->pg_access) },
};

static const struct mlx5ctl_field_desc fields_query_mkey_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_query_mkey_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_mkey_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_mkey_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_mkey_out *)0)->syndrome) },
	{ .name = "memory_key_mkey_entry", .doc = "", .bit = 0x80, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[97],
	  .native_off = offsetof(struct mlx5ctl_prm_query_mkey_out, memory_key_mkey_entry),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_mkey_out *)0)->memory_key_mkey_entry) },
	{ .name = "bsf0_klm0_pas_mtt0_1", .doc = "", .bit = 0x880, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_query_mkey_out, bsf0_klm0_pas_mtt0_1),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_mkey_out *)0)->bsf0_klm0_pas_mtt0_1) },
	{ .name = "bsf1_klm1_pas_mtt2_3", .doc = "", .bit = 0x900, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_query_mkey_out, bsf1_klm1_pas_mtt2_3),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_mkey_out *)0)->bsf1_klm1_pas_mtt2_3) },
};

static const struct mlx5ctl_field_desc fields_query_pages_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_query_pages_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_pages_in *)0)->opcode) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_pages_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_pages_in *)0)->op_mod) },
	{ .name = "embedded_cpu_function", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_query_pages_in, embedded_cpu_function),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_pages_in *)0)->embedded_cpu_function) },
	{ .name = "function_id", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_pages_in, function_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_pages_in *)0)->function_id) },
};

static const struct mlx5ctl_field_desc fields_query_pages_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_query_pages_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_pages_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_pages_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_pages_out *)0)->syndrome) },
	{ .name = "embedded_cpu_function", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_query_pages_out, embedded_cpu_function),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_pages_out *)0)->embedded_cpu_function) },
	{ .name = "function_id", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_pages_out, function_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_pages_out *)0)->function_id) },
	{ .name = "num_pages", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_pages_out, num_pages),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_pages_out *)0)->num_pages) },
};

static const struct mlx5ctl_field_desc fields_query_vport_state_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_query_vport_state_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_vport_state_in *)0)->opcode) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_vport_state_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_vport_state_in *)0)->op_mod) },
	{ .name = "other_vport", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_query_vport_state_in, other_vport),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_vport_state_in *)0)->other_vport) },
	{ .name = "vport_number", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_vport_state_in, vport_number),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_vport_state_in *)0)->vport_number) },
};

static const struct mlx5ctl_field_desc fields_query_vport_state_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_query_vport_state_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_vport_state_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_query_vport_state_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_vport_state_out *)0)->syndrome) },
	{ .name = "admin_state", .doc = "", .bit = 0x78, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[34],
	  .native_off = offsetof(struct mlx5ctl_prm_query_vport_state_out, admin_state),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_vport_state_out *)0)->admin_state) },
	{ .name = "state", .doc = "", .bit = 0x7c, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[34],
	  .native_off = offsetof(struct mlx5ctl_prm_query_vport_state_out, state),
	  .native_size = sizeof(((struct mlx5ctl_prm_query_vport_state_out *)0)->state) },
};

static const struct mlx5ctl_field_desc fields_resource_dump[] = {
	{ .name = "more_dump", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump, more_dump),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump *)0)->more_dump) },
	{ .name = "inline_dump", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump, inline_dump),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump *)0)->inline_dump) },
	{ .name = "seq_num", .doc = "", .bit = 0xc, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump, seq_num),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump *)0)->seq_num) },
	{ .name = "segment_type", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump, segment_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump *)0)->segment_type) },
	{ .name = "vhca_id", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump, vhca_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump *)0)->vhca_id) },
	{ .name = "index1", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump, index1),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump *)0)->index1) },
	{ .name = "index2", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump, index2),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump *)0)->index2) },
	{ .name = "num_of_obj1", .doc = "", .bit = 0x80, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump, num_of_obj1),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump *)0)->num_of_obj1) },
	{ .name = "num_of_obj2", .doc = "", .bit = 0x90, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump, num_of_obj2),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump *)0)->num_of_obj2) },
	{ .name = "device_opaque", .doc = "", .bit = 0xc0, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump, device_opaque),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump *)0)->device_opaque) },
	{ .name = "mkey", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump, mkey),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump *)0)->mkey) },
	{ .name = "size", .doc = "", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump, size),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump *)0)->size) },
	{ .name = "address", .doc = "", .bit = 0x140, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump, address),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump *)0)->address) },
	{ .name = "inline_data", .doc = "", .bit = 0x180, .width = 0x680,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump, inline_data),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump *)0)->inline_data) },
};

static const struct mlx5ctl_field_desc fields_resource_dump_command_segment[] = {
	{ .name = "segment_header", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[151],
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_command_segment, segment_header),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_command_segment *)0)->segment_header) },
	{ .name = "segment_called", .doc = "", .bit = 0x20, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_command_segment, segment_called),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_command_segment *)0)->segment_called) },
	{ .name = "vhca_id", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_command_segment, vhca_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_command_segment *)0)->vhca_id) },
	{ .name = "index1", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_command_segment, index1),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_command_segment *)0)->index1) },
	{ .name = "index2", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_command_segment, index2),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_command_segment *)0)->index2) },
	{ .name = "num_of_obj1", .doc = "", .bit = 0x80, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_command_segment, num_of_obj1),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_command_segment *)0)->num_of_obj1) },
	{ .name = "num_of_obj2", .doc = "", .bit = 0x90, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_command_segment, num_of_obj2),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_command_segment *)0)->num_of_obj2) },
};

static const struct mlx5ctl_field_desc fields_resource_dump_error_segment[] = {
	{ .name = "segment_header", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[151],
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_error_segment, segment_header),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_error_segment *)0)->segment_header) },
	{ .name = "syndrome_id", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_error_segment, syndrome_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_error_segment *)0)->syndrome_id) },
	{ .name = "error", .doc = "", .bit = 0x80, .width = 0x100,
	  .kind = MLX5CTL_KIND_BYTES,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_error_segment, error),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_error_segment *)0)->error) },
};

static const struct mlx5ctl_field_desc fields_resource_dump_info_segment[] = {
	{ .name = "segment_header", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[151],
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_info_segment, segment_header),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_info_segment *)0)->segment_header) },
	{ .name = "dump_version", .doc = "", .bit = 0x38, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_info_segment, dump_version),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_info_segment *)0)->dump_version) },
	{ .name = "hw_version", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_info_segment, hw_version),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_info_segment *)0)->hw_version) },
	{ .name = "fw_version", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_info_segment, fw_version),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_info_segment *)0)->fw_version) },
};

static const struct mlx5ctl_field_desc fields_resource_dump_menu_record[] = {
	{ .name = "num_of_obj2_supports_active", .doc = "", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_menu_record, num_of_obj2_supports_active),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_menu_record *)0)->num_of_obj2_supports_active) },
	{ .name = "num_of_obj2_supports_all", .doc = "", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_menu_record, num_of_obj2_supports_all),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_menu_record *)0)->num_of_obj2_supports_all) },
	{ .name = "must_have_num_of_obj2", .doc = "", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_menu_record, must_have_num_of_obj2),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_menu_record *)0)->must_have_num_of_obj2) },
	{ .name = "support_num_of_obj2", .doc = "", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_menu_record, support_num_of_obj2),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_menu_record *)0)->support_num_of_obj2) },
	{ .name = "num_of_obj1_supports_active", .doc = "", .bit = 0x8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_menu_record, num_of_obj1_supports_active),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_menu_record *)0)->num_of_obj1_supports_active) },
	{ .name = "num_of_obj1_supports_all", .doc = "", .bit = 0x9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_menu_record, num_of_obj1_supports_all),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_menu_record *)0)->num_of_obj1_supports_all) },
	{ .name = "must_have_num_of_obj1", .doc = "", .bit = 0xa, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_menu_record, must_have_num_of_obj1),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_menu_record *)0)->must_have_num_of_obj1) },
	{ .name = "support_num_of_obj1", .doc = "", .bit = 0xb, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_menu_record, support_num_of_obj1),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_menu_record *)0)->support_num_of_obj1) },
	{ .name = "must_have_index2", .doc = "", .bit = 0xc, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_menu_record, must_have_index2),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_menu_record *)0)->must_have_index2) },
	{ .name = "support_index2", .doc = "", .bit = 0xd, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_menu_record, support_index2),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_menu_record *)0)->support_index2) },
	{ .name = "must_have_index1", .doc = "", .bit = 0xe, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_menu_record, must_have_index1),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_menu_record *)0)->must_have_index1) },
	{ .name = "support_index1", .doc = "", .bit = 0xf, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_menu_record, support_index1),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_menu_record *)0)->support_index1) },
	{ .name = "segment_type", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[32],
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_menu_record, segment_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_menu_record *)0)->segment_type) },
	{ .name = "segment_name", .doc = "", .bit = 0x20, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES,
	  .format = MLX5CTL_FORMAT_ASCII,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_menu_record, segment_name),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_menu_record *)0)->segment_name) },
	{ .name = "index1_name", .doc = "", .bit = 0xa0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES,
	  .format = MLX5CTL_FORMAT_ASCII,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_menu_record, index1_name),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_menu_record *)0)->index1_name) },
	{ .name = "index2_name", .doc = "", .bit = 0x120, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES,
	  .format = MLX5CTL_FORMAT_ASCII,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_menu_record, index2_name),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_menu_record *)0)->index2_name) },
};

static const struct mlx5ctl_field_desc fields_resource_dump_menu_segment[] = {
	{ .name = "segment_header", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[151],
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_menu_segment, segment_header),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_menu_segment *)0)->segment_header) },
	{ .name = "num_of_records", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_menu_segment, num_of_records),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_menu_segment *)0)->num_of_records) },
	{ .name = "record", .doc = "", .bit = 0x40, .width = 0x0,
	  .kind = MLX5CTL_KIND_ARRAY, .flex = true,
	  .type = &mlx5ctl_prm_structs[148],
	  .native_off = (size_t)-1, .native_size = 0 },
};

static const struct mlx5ctl_field_desc fields_resource_dump_resource_segment[] = {
	{ .name = "segment_header", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[151],
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_resource_segment, segment_header),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_resource_segment *)0)->segment_header) },
	{ .name = "index1", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_resource_segment, index1),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_resource_segment *)0)->index1) },
	{ .name = "index2", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_resource_segment, index2),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_resource_segment *)0)->index2) },
	{ .name = "payload", .doc = "The resource's data", .bit = 0x80, .width = 0x0,
	  .kind = MLX5CTL_KIND_UINT, .flex = true, .elem_width = 32,
	  .native_off = (size_t)-1, .native_size = 0 },
};

static const struct mlx5ctl_field_desc fields_resource_dump_segment_header[] = {
	{ .name = "length_dw", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_segment_header, length_dw),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_segment_header *)0)->length_dw) },
	{ .name = "segment_type", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[32],
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_segment_header, segment_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_segment_header *)0)->segment_type) },
};

static const struct mlx5ctl_field_desc fields_resource_dump_terminate_segment[] = {
	{ .name = "segment_header", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[151],
	  .native_off = offsetof(struct mlx5ctl_prm_resource_dump_terminate_segment, segment_header),
	  .native_size = sizeof(((struct mlx5ctl_prm_resource_dump_terminate_segment *)0)->segment_header) },
};

static const struct mlx5ctl_field_desc fields_roce_cap[] = {
	{ .name = "roce_apm", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_roce_cap, roce_apm),
	  .native_size = sizeof(((struct mlx5ctl_prm_roce_cap *)0)->roce_apm) },
	{ .name = "sw_r_roce_src_udp_port", .doc = "", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_roce_cap, sw_r_roce_src_udp_port),
	  .native_size = sizeof(((struct mlx5ctl_prm_roce_cap *)0)->sw_r_roce_src_udp_port) },
	{ .name = "fl_rc_qp_when_roce_disabled", .doc = "", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_roce_cap, fl_rc_qp_when_roce_disabled),
	  .native_size = sizeof(((struct mlx5ctl_prm_roce_cap *)0)->fl_rc_qp_when_roce_disabled) },
	{ .name = "fl_rc_qp_when_roce_enabled", .doc = "", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_roce_cap, fl_rc_qp_when_roce_enabled),
	  .native_size = sizeof(((struct mlx5ctl_prm_roce_cap *)0)->fl_rc_qp_when_roce_enabled) },
	{ .name = "roce_cc_general", .doc = "", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_roce_cap, roce_cc_general),
	  .native_size = sizeof(((struct mlx5ctl_prm_roce_cap *)0)->roce_cc_general) },
	{ .name = "qp_ooo_transmit_default", .doc = "", .bit = 0x8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_roce_cap, qp_ooo_transmit_default),
	  .native_size = sizeof(((struct mlx5ctl_prm_roce_cap *)0)->qp_ooo_transmit_default) },
	{ .name = "qp_ts_format", .doc = "", .bit = 0x1e, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_roce_cap, qp_ts_format),
	  .native_size = sizeof(((struct mlx5ctl_prm_roce_cap *)0)->qp_ts_format) },
	{ .name = "l3_type", .doc = "", .bit = 0x8c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_roce_cap, l3_type),
	  .native_size = sizeof(((struct mlx5ctl_prm_roce_cap *)0)->l3_type) },
	{ .name = "roce_version", .doc = "", .bit = 0x98, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_roce_cap, roce_version),
	  .native_size = sizeof(((struct mlx5ctl_prm_roce_cap *)0)->roce_version) },
	{ .name = "r_roce_dest_udp_port", .doc = "", .bit = 0xb0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_roce_cap, r_roce_dest_udp_port),
	  .native_size = sizeof(((struct mlx5ctl_prm_roce_cap *)0)->r_roce_dest_udp_port) },
	{ .name = "r_roce_max_src_udp_port", .doc = "", .bit = 0xc0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_roce_cap, r_roce_max_src_udp_port),
	  .native_size = sizeof(((struct mlx5ctl_prm_roce_cap *)0)->r_roce_max_src_udp_port) },
	{ .name = "r_roce_min_src_udp_port", .doc = "", .bit = 0xd0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_roce_cap, r_roce_min_src_udp_port),
	  .native_size = sizeof(((struct mlx5ctl_prm_roce_cap *)0)->r_roce_min_src_udp_port) },
	{ .name = "roce_address_table_size", .doc = "", .bit = 0xf0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_roce_cap, roce_address_table_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_roce_cap *)0)->roce_address_table_size) },
};

static const struct mlx5ctl_field_desc fields_set_diagnostic_params_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_set_diagnostic_params_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_set_diagnostic_params_in *)0)->opcode) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_set_diagnostic_params_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_set_diagnostic_params_in *)0)->op_mod) },
	{ .name = "diagnostic_params_context", .doc = "", .bit = 0x40, .width = 0xc0,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[45],
	  .native_off = offsetof(struct mlx5ctl_prm_set_diagnostic_params_in, diagnostic_params_context),
	  .native_size = sizeof(((struct mlx5ctl_prm_set_diagnostic_params_in *)0)->diagnostic_params_context) },
};

static const struct mlx5ctl_field_desc fields_set_diagnostic_params_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_set_diagnostic_params_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_set_diagnostic_params_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_set_diagnostic_params_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_set_diagnostic_params_out *)0)->syndrome) },
};

static const struct mlx5ctl_struct_desc *const alts_set_hca_cap_in_capability[] = {
	&mlx5ctl_prm_structs[8],
	&mlx5ctl_prm_structs[9],
	&mlx5ctl_prm_structs[31],
	&mlx5ctl_prm_structs[119],
	&mlx5ctl_prm_structs[109],
	&mlx5ctl_prm_structs[7],
	&mlx5ctl_prm_structs[153],
	&mlx5ctl_prm_structs[58],
	&mlx5ctl_prm_structs[55],
	&mlx5ctl_prm_structs[49],
	&mlx5ctl_prm_structs[124],
	&mlx5ctl_prm_structs[42],
	&mlx5ctl_prm_structs[41],
	&mlx5ctl_prm_structs[122],
	&mlx5ctl_prm_structs[2],
};

static const struct mlx5ctl_field_desc fields_set_hca_cap_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_set_hca_cap_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_set_hca_cap_in *)0)->opcode) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_set_hca_cap_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_set_hca_cap_in *)0)->op_mod) },
	{ .name = "other_function", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_set_hca_cap_in, other_function),
	  .native_size = sizeof(((struct mlx5ctl_prm_set_hca_cap_in *)0)->other_function) },
	{ .name = "ec_vf_function", .doc = "", .bit = 0x41, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_set_hca_cap_in, ec_vf_function),
	  .native_size = sizeof(((struct mlx5ctl_prm_set_hca_cap_in *)0)->ec_vf_function) },
	{ .name = "function_id", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_set_hca_cap_in, function_id),
	  .native_size = sizeof(((struct mlx5ctl_prm_set_hca_cap_in *)0)->function_id) },
	{ .name = "capability", .doc = "", .bit = 0x80, .width = 0x8000,
	  .kind = MLX5CTL_KIND_UNION,
	  .alts = alts_set_hca_cap_in_capability, .nalts = 15,
	  .native_off = offsetof(struct mlx5ctl_prm_set_hca_cap_in, capability),
	  .native_size = sizeof(((struct mlx5ctl_prm_set_hca_cap_in *)0)->capability) },
};

static const struct mlx5ctl_field_desc fields_set_hca_cap_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_set_hca_cap_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_set_hca_cap_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_set_hca_cap_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_set_hca_cap_out *)0)->syndrome) },
};

static const struct mlx5ctl_field_desc fields_set_issi_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_set_issi_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_set_issi_in *)0)->opcode) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_set_issi_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_set_issi_in *)0)->op_mod) },
	{ .name = "current_issi", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_set_issi_in, current_issi),
	  .native_size = sizeof(((struct mlx5ctl_prm_set_issi_in *)0)->current_issi) },
};

static const struct mlx5ctl_field_desc fields_set_issi_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_set_issi_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_set_issi_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_set_issi_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_set_issi_out *)0)->syndrome) },
};

static const struct mlx5ctl_field_desc fields_teardown_hca_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[3],
	  .native_off = offsetof(struct mlx5ctl_prm_teardown_hca_in, opcode),
	  .native_size = sizeof(((struct mlx5ctl_prm_teardown_hca_in *)0)->opcode) },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_teardown_hca_in, op_mod),
	  .native_size = sizeof(((struct mlx5ctl_prm_teardown_hca_in *)0)->op_mod) },
	{ .name = "profile", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_teardown_hca_in, profile),
	  .native_size = sizeof(((struct mlx5ctl_prm_teardown_hca_in *)0)->profile) },
};

static const struct mlx5ctl_field_desc fields_teardown_hca_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[4],
	  .native_off = offsetof(struct mlx5ctl_prm_teardown_hca_out, status),
	  .native_size = sizeof(((struct mlx5ctl_prm_teardown_hca_out *)0)->status) },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_teardown_hca_out, syndrome),
	  .native_size = sizeof(((struct mlx5ctl_prm_teardown_hca_out *)0)->syndrome) },
	{ .name = "state", .doc = "", .bit = 0x7f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_teardown_hca_out, state),
	  .native_size = sizeof(((struct mlx5ctl_prm_teardown_hca_out *)0)->state) },
};

static const struct mlx5ctl_field_desc fields_uar_page[] = {
	{ .name = "eq_arm", .doc = "Update the consumer index and arm the EQ", .bit = 0x200, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[52],
	  .native_off = offsetof(struct mlx5ctl_prm_uar_page, eq_arm),
	  .native_size = sizeof(((struct mlx5ctl_prm_uar_page *)0)->eq_arm) },
	{ .name = "eq_update", .doc = "Update the consumer index only", .bit = 0x240, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_structs[52],
	  .native_off = offsetof(struct mlx5ctl_prm_uar_page, eq_update),
	  .native_size = sizeof(((struct mlx5ctl_prm_uar_page *)0)->eq_update) },
};

static const struct mlx5ctl_field_desc fields_uctx[] = {
	{ .name = "cap", .doc = "Capability bits", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_enums[33],
	  .format = MLX5CTL_FORMAT_BITS,
	  .native_off = offsetof(struct mlx5ctl_prm_uctx, cap),
	  .native_size = sizeof(((struct mlx5ctl_prm_uctx *)0)->cap) },
};

static const struct mlx5ctl_field_desc fields_umem[] = {
	{ .name = "ats", .doc = "", .bit = 0x80, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG,
	  .native_off = offsetof(struct mlx5ctl_prm_umem, ats),
	  .native_size = sizeof(((struct mlx5ctl_prm_umem *)0)->ats) },
	{ .name = "log_page_size", .doc = "", .bit = 0x9b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_umem, log_page_size),
	  .native_size = sizeof(((struct mlx5ctl_prm_umem *)0)->log_page_size) },
	{ .name = "page_offset", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_umem, page_offset),
	  .native_size = sizeof(((struct mlx5ctl_prm_umem *)0)->page_offset) },
	{ .name = "num_of_mtt", .doc = "", .bit = 0xc0, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .native_off = offsetof(struct mlx5ctl_prm_umem, num_of_mtt),
	  .native_size = sizeof(((struct mlx5ctl_prm_umem *)0)->num_of_mtt) },
	{ .name = "mtt", .doc = "", .bit = 0x100, .width = 0x0,
	  .kind = MLX5CTL_KIND_ARRAY, .flex = true,
	  .type = &mlx5ctl_prm_structs[105],
	  .native_off = (size_t)-1, .native_size = 0 },
};

void mlx5ctl_prm_access_register_in_encode(const struct mlx5ctl_prm_access_register_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffff0000u;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->register_id & 0xffffu);
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->argument & 0xffffffffu);
	mlx5ctl_be32_store(b + 12, d);
}

void mlx5ctl_prm_access_register_in_decode(struct mlx5ctl_prm_access_register_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 8);
	s->register_id = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 12);
	s->argument = (uint32_t)(d);
}

static void encode_access_register_in(const void *native, void *buf)
{
	mlx5ctl_prm_access_register_in_encode(native, buf);
}

static void decode_access_register_in(void *native, const void *buf)
{
	mlx5ctl_prm_access_register_in_decode(native, buf);
}

void mlx5ctl_prm_access_register_out_encode(const struct mlx5ctl_prm_access_register_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_access_register_out_decode(struct mlx5ctl_prm_access_register_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
}

static void encode_access_register_out(const void *native, void *buf)
{
	mlx5ctl_prm_access_register_out_encode(native, buf);
}

static void decode_access_register_out(void *native, const void *buf)
{
	mlx5ctl_prm_access_register_out_decode(native, buf);
}

void mlx5ctl_prm_adv_virtualization_cap_encode(const struct mlx5ctl_prm_adv_virtualization_cap *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x1fffffffu;
	d |= ((uint32_t)s->pg_track_log_max_num & 0x1fu) << 24;
	d |= ((uint32_t)s->pg_track_max_num_range & 0xffu) << 16;
	d |= ((uint32_t)s->pg_track_log_min_addr_space & 0xffu) << 8;
	d |= ((uint32_t)s->pg_track_log_max_addr_space & 0xffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x1f1f1f1fu;
	d |= ((uint32_t)s->pg_track_log_min_msg_size & 0x1fu) << 24;
	d |= ((uint32_t)s->pg_track_log_max_msg_size & 0x1fu) << 16;
	d |= ((uint32_t)s->pg_track_log_min_page_size & 0x1fu) << 8;
	d |= ((uint32_t)s->pg_track_log_max_page_size & 0x1fu);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_adv_virtualization_cap_decode(struct mlx5ctl_prm_adv_virtualization_cap *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->pg_track_log_max_num = (uint8_t)((d >> 24) & 0x1fu);
	s->pg_track_max_num_range = (uint8_t)((d >> 16) & 0xffu);
	s->pg_track_log_min_addr_space = (uint8_t)((d >> 8) & 0xffu);
	s->pg_track_log_max_addr_space = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->pg_track_log_min_msg_size = (uint8_t)((d >> 24) & 0x1fu);
	s->pg_track_log_max_msg_size = (uint8_t)((d >> 16) & 0x1fu);
	s->pg_track_log_min_page_size = (uint8_t)((d >> 8) & 0x1fu);
	s->pg_track_log_max_page_size = (uint8_t)(d & 0x1fu);
}

static void encode_adv_virtualization_cap(const void *native, void *buf)
{
	mlx5ctl_prm_adv_virtualization_cap_encode(native, buf);
}

static void decode_adv_virtualization_cap(void *native, const void *buf)
{
	mlx5ctl_prm_adv_virtualization_cap_decode(native, buf);
}

void mlx5ctl_prm_alloc_pd_in_encode(const struct mlx5ctl_prm_alloc_pd_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	d |= ((uint32_t)s->uid & 0xffffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_alloc_pd_in_decode(struct mlx5ctl_prm_alloc_pd_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	s->uid = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
}

static void encode_alloc_pd_in(const void *native, void *buf)
{
	mlx5ctl_prm_alloc_pd_in_encode(native, buf);
}

static void decode_alloc_pd_in(void *native, const void *buf)
{
	mlx5ctl_prm_alloc_pd_in_decode(native, buf);
}

void mlx5ctl_prm_alloc_pd_out_encode(const struct mlx5ctl_prm_alloc_pd_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x00ffffffu;
	d |= ((uint32_t)s->pd & 0xffffffu);
	mlx5ctl_be32_store(b + 8, d);
}

void mlx5ctl_prm_alloc_pd_out_decode(struct mlx5ctl_prm_alloc_pd_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 8);
	s->pd = (uint32_t)(d & 0xffffffu);
}

static void encode_alloc_pd_out(const void *native, void *buf)
{
	mlx5ctl_prm_alloc_pd_out_encode(native, buf);
}

static void decode_alloc_pd_out(void *native, const void *buf)
{
	mlx5ctl_prm_alloc_pd_out_decode(native, buf);
}

void mlx5ctl_prm_alloc_uar_in_encode(const struct mlx5ctl_prm_alloc_uar_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	d |= ((uint32_t)s->uid & 0xffffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_alloc_uar_in_decode(struct mlx5ctl_prm_alloc_uar_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	s->uid = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
}

static void encode_alloc_uar_in(const void *native, void *buf)
{
	mlx5ctl_prm_alloc_uar_in_encode(native, buf);
}

static void decode_alloc_uar_in(void *native, const void *buf)
{
	mlx5ctl_prm_alloc_uar_in_decode(native, buf);
}

void mlx5ctl_prm_alloc_uar_out_encode(const struct mlx5ctl_prm_alloc_uar_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x00ffffffu;
	d |= ((uint32_t)s->uar & 0xffffffu);
	mlx5ctl_be32_store(b + 8, d);
}

void mlx5ctl_prm_alloc_uar_out_decode(struct mlx5ctl_prm_alloc_uar_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 8);
	s->uar = (uint32_t)(d & 0xffffffu);
}

static void encode_alloc_uar_out(const void *native, void *buf)
{
	mlx5ctl_prm_alloc_uar_out_encode(native, buf);
}

static void decode_alloc_uar_out(void *native, const void *buf)
{
	mlx5ctl_prm_alloc_uar_out_decode(native, buf);
}

void mlx5ctl_prm_atomic_caps_encode(const struct mlx5ctl_prm_atomic_caps *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0xc2000000u;
	d |= ((uint32_t)s->atomic_req_8B_endianness_mode & 0x3u) << 30;
	d |= ((uint32_t)s->supported_atomic_req_8B_endianness_mode_1 & 0x1u) << 25;
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 16);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->atomic_operations & 0xffffu);
	mlx5ctl_be32_store(b + 16, d);

	d = mlx5ctl_be32_load(b + 20);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->atomic_size_qp & 0xffffu);
	mlx5ctl_be32_store(b + 20, d);

	d = mlx5ctl_be32_load(b + 24);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->atomic_size_dc & 0xffffu);
	mlx5ctl_be32_store(b + 24, d);
}

void mlx5ctl_prm_atomic_caps_decode(struct mlx5ctl_prm_atomic_caps *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 8);
	s->atomic_req_8B_endianness_mode = (uint8_t)((d >> 30) & 0x3u);
	s->supported_atomic_req_8B_endianness_mode_1 = (uint8_t)((d >> 25) & 0x1u);
	d = mlx5ctl_be32_load(b + 16);
	s->atomic_operations = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 20);
	s->atomic_size_qp = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 24);
	s->atomic_size_dc = (uint16_t)(d & 0xffffu);
}

static void encode_atomic_caps(const void *native, void *buf)
{
	mlx5ctl_prm_atomic_caps_encode(native, buf);
}

static void decode_atomic_caps(void *native, const void *buf)
{
	mlx5ctl_prm_atomic_caps_decode(native, buf);
}

void mlx5ctl_prm_cmd_hca_cap_encode(const struct mlx5ctl_prm_cmd_hca_cap *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x02008001u;
	d |= ((uint32_t)s->page_request_disable & 0x1u) << 25;
	d |= ((uint32_t)s->shared_object_to_user_object_allowed & 0x1u) << 15;
	d |= ((uint32_t)s->vhca_resource_manager & 0x1u);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xff00ffffu;
	d |= ((uint32_t)s->hca_cap_2 & 0x1u) << 31;
	d |= ((uint32_t)s->create_lag_when_not_master_up & 0x1u) << 30;
	d |= ((uint32_t)s->dtor & 0x1u) << 29;
	d |= ((uint32_t)s->event_on_vhca_state_teardown_request & 0x1u) << 28;
	d |= ((uint32_t)s->event_on_vhca_state_in_use & 0x1u) << 27;
	d |= ((uint32_t)s->event_on_vhca_state_active & 0x1u) << 26;
	d |= ((uint32_t)s->event_on_vhca_state_allocated & 0x1u) << 25;
	d |= ((uint32_t)s->event_on_vhca_state_invalid & 0x1u) << 24;
	d |= ((uint32_t)s->vhca_id & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 16);
	d &= ~0xffff909fu;
	d |= ((uint32_t)s->log_max_srq_sz & 0xffu) << 24;
	d |= ((uint32_t)s->log_max_qp_sz & 0xffu) << 16;
	d |= ((uint32_t)s->event_cap & 0x1u) << 15;
	d |= ((uint32_t)s->isolate_vl_tc_new & 0x1u) << 12;
	d |= ((uint32_t)s->prio_tag_required & 0x1u) << 7;
	d |= ((uint32_t)s->log_max_qp & 0x1fu);
	mlx5ctl_be32_store(b + 16, d);

	d = mlx5ctl_be32_load(b + 20);
	d &= ~0x105f6040u;
	d |= ((uint32_t)s->ece_support & 0x1u) << 28;
	d |= ((uint32_t)s->reg_c_preserve & 0x1u) << 22;
	d |= ((uint32_t)s->log_max_srq & 0x1fu) << 16;
	d |= ((uint32_t)s->uplink_follow & 0x1u) << 14;
	d |= ((uint32_t)s->ts_cqe_to_dest_cqn & 0x1u) << 13;
	d |= ((uint32_t)s->go_back_n & 0x1u) << 6;
	mlx5ctl_be32_store(b + 20, d);

	d = mlx5ctl_be32_load(b + 24);
	d &= ~0xffffc07fu;
	d |= ((uint32_t)s->max_sgl_for_optimized_performance & 0xffu) << 24;
	d |= ((uint32_t)s->log_max_cq_sz & 0xffu) << 16;
	d |= ((uint32_t)s->relaxed_ordering_write_umr & 0x1u) << 15;
	d |= ((uint32_t)s->relaxed_ordering_read_umr & 0x1u) << 14;
	d |= ((uint32_t)s->virtio_net_device_emualtion_manager & 0x1u) << 6;
	d |= ((uint32_t)s->virtio_blk_device_emualtion_manager & 0x1u) << 5;
	d |= ((uint32_t)s->log_max_cq & 0x1fu);
	mlx5ctl_be32_store(b + 24, d);

	d = mlx5ctl_be32_load(b + 28);
	d &= ~0xffff039fu;
	d |= ((uint32_t)s->log_max_eq_sz & 0xffu) << 24;
	d |= ((uint32_t)s->relaxed_ordering_write & 0x1u) << 23;
	d |= ((uint32_t)s->relaxed_ordering_read_pci_enabled & 0x1u) << 22;
	d |= ((uint32_t)s->log_max_mkey & 0x3fu) << 16;
	d |= ((uint32_t)s->terminate_scatter_list_mkey & 0x1u) << 9;
	d |= ((uint32_t)s->repeated_mkey & 0x1u) << 8;
	d |= ((uint32_t)s->dump_fill_mkey & 0x1u) << 7;
	d |= ((uint32_t)s->fast_teardown & 0x1u) << 4;
	d |= ((uint32_t)s->log_max_eq & 0xfu);
	mlx5ctl_be32_store(b + 28, d);

	d = mlx5ctl_be32_load(b + 32);
	d &= ~0xffffbfffu;
	d |= ((uint32_t)s->max_indirection & 0xffu) << 24;
	d |= ((uint32_t)s->fixed_buffer_size & 0x1u) << 23;
	d |= ((uint32_t)s->log_max_mrw_sz & 0x7fu) << 16;
	d |= ((uint32_t)s->force_teardown & 0x1u) << 15;
	d |= ((uint32_t)s->log_max_bsf_list_size & 0x3fu) << 8;
	d |= ((uint32_t)s->umr_extended_translation_offset & 0x1u) << 7;
	d |= ((uint32_t)s->null_mkey & 0x1u) << 6;
	d |= ((uint32_t)s->log_max_klm_list_size & 0x3fu);
	mlx5ctl_be32_store(b + 32, d);

	d = mlx5ctl_be32_load(b + 36);
	d &= ~0x203f207fu;
	d |= ((uint32_t)s->qpc_extension & 0x1u) << 29;
	d |= ((uint32_t)s->log_max_ra_req_dc & 0x3fu) << 16;
	d |= ((uint32_t)s->eth_wqe_too_small & 0x1u) << 13;
	d |= ((uint32_t)s->vnic_env_cq_overrun & 0x1u) << 6;
	d |= ((uint32_t)s->log_max_ra_res_dc & 0x3fu);
	mlx5ctl_be32_store(b + 36, d);

	d = mlx5ctl_be32_load(b + 40);
	d &= ~0x067f003fu;
	d |= ((uint32_t)s->release_all_pages & 0x1u) << 26;
	d |= ((uint32_t)s->must_not_use & 0x1u) << 25;
	d |= ((uint32_t)s->roce_accl & 0x1u) << 22;
	d |= ((uint32_t)s->log_max_ra_req_qp & 0x3fu) << 16;
	d |= ((uint32_t)s->log_max_ra_res_qp & 0x3fu);
	mlx5ctl_be32_store(b + 40, d);

	d = mlx5ctl_be32_load(b + 44);
	d &= ~0xf84dffffu;
	d |= ((uint32_t)s->end_pad & 0x1u) << 31;
	d |= ((uint32_t)s->cc_query_allowed & 0x1u) << 30;
	d |= ((uint32_t)s->cc_modify_allowed & 0x1u) << 29;
	d |= ((uint32_t)s->start_pad & 0x1u) << 28;
	d |= ((uint32_t)s->cache_line_128byte & 0x1u) << 27;
	d |= ((uint32_t)s->rts2rts_qp_counters_set_id & 0x1u) << 22;
	d |= ((uint32_t)s->vnic_env_int_rq_oob & 0x1u) << 19;
	d |= ((uint32_t)s->sbcam_reg & 0x1u) << 18;
	d |= ((uint32_t)s->qcam_reg & 0x1u) << 16;
	d |= ((uint32_t)s->gid_table_size & 0xffffu);
	mlx5ctl_be32_store(b + 44, d);

	d = mlx5ctl_be32_load(b + 48);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->out_of_seq_cnt & 0x1u) << 31;
	d |= ((uint32_t)s->vport_counters & 0x1u) << 30;
	d |= ((uint32_t)s->retransmission_q_counters & 0x1u) << 29;
	d |= ((uint32_t)s->debug & 0x1u) << 28;
	d |= ((uint32_t)s->modify_rq_counter_set_id & 0x1u) << 27;
	d |= ((uint32_t)s->rq_delay_drop & 0x1u) << 26;
	d |= ((uint32_t)s->max_qp_cnt & 0x3ffu) << 16;
	d |= ((uint32_t)s->pkey_table_size & 0xffffu);
	mlx5ctl_be32_store(b + 48, d);

	d = mlx5ctl_be32_load(b + 52);
	d &= ~0xffffefffu;
	d |= ((uint32_t)s->vport_group_manager & 0x1u) << 31;
	d |= ((uint32_t)s->vhca_group_manager & 0x1u) << 30;
	d |= ((uint32_t)s->ib_virt & 0x1u) << 29;
	d |= ((uint32_t)s->eth_virt & 0x1u) << 28;
	d |= ((uint32_t)s->vnic_env_queue_counters & 0x1u) << 27;
	d |= ((uint32_t)s->ets & 0x1u) << 26;
	d |= ((uint32_t)s->nic_flow_table & 0x1u) << 25;
	d |= ((uint32_t)s->eswitch_manager & 0x1u) << 24;
	d |= ((uint32_t)s->device_memory & 0x1u) << 23;
	d |= ((uint32_t)s->mcam_reg & 0x1u) << 22;
	d |= ((uint32_t)s->pcam_reg & 0x1u) << 21;
	d |= ((uint32_t)s->local_ca_ack_delay & 0x1fu) << 16;
	d |= ((uint32_t)s->port_module_event & 0x1u) << 15;
	d |= ((uint32_t)s->enhanced_error_q_counters & 0x1u) << 14;
	d |= ((uint32_t)s->ports_check & 0x1u) << 13;
	d |= ((uint32_t)s->disable_link_up & 0x1u) << 11;
	d |= ((uint32_t)s->beacon_led & 0x1u) << 10;
	d |= ((uint32_t)s->port_type & 0x3u) << 8;
	d |= ((uint32_t)s->num_ports & 0xffu);
	mlx5ctl_be32_store(b + 52, d);

	d = mlx5ctl_be32_load(b + 56);
	d &= ~0x7f0fe77fu;
	d |= ((uint32_t)s->pps & 0x1u) << 30;
	d |= ((uint32_t)s->pps_modify & 0x1u) << 29;
	d |= ((uint32_t)s->log_max_msg & 0x1fu) << 24;
	d |= ((uint32_t)s->max_tc & 0xfu) << 16;
	d |= ((uint32_t)s->temp_warn_event & 0x1u) << 15;
	d |= ((uint32_t)s->dcbx & 0x1u) << 14;
	d |= ((uint32_t)s->general_notification_event & 0x1u) << 13;
	d |= ((uint32_t)s->fpga & 0x1u) << 10;
	d |= ((uint32_t)s->rol_s & 0x1u) << 9;
	d |= ((uint32_t)s->rol_g & 0x1u) << 8;
	d |= ((uint32_t)s->wol_s & 0x1u) << 6;
	d |= ((uint32_t)s->wol_g & 0x1u) << 5;
	d |= ((uint32_t)s->wol_a & 0x1u) << 4;
	d |= ((uint32_t)s->wol_b & 0x1u) << 3;
	d |= ((uint32_t)s->wol_m & 0x1u) << 2;
	d |= ((uint32_t)s->wol_u & 0x1u) << 1;
	d |= ((uint32_t)s->wol_p & 0x1u);
	mlx5ctl_be32_store(b + 56, d);

	d = mlx5ctl_be32_load(b + 60);
	d &= ~0xffff409fu;
	d |= ((uint32_t)s->stat_rate_support & 0xffffu) << 16;
	d |= ((uint32_t)s->pci_sync_for_fw_update_event & 0x1u) << 14;
	d |= ((uint32_t)s->init2_lag_tx_port_affinity & 0x1u) << 7;
	d |= ((uint32_t)s->wqe_based_flow_table_update_cap & 0x1u) << 4;
	d |= ((uint32_t)s->cqe_version & 0xfu);
	mlx5ctl_be32_store(b + 60, d);

	d = mlx5ctl_be32_load(b + 64);
	d &= ~0xdbf9edfeu;
	d |= ((uint32_t)s->compact_address_vector & 0x1u) << 31;
	d |= ((uint32_t)s->striding_rq & 0x1u) << 30;
	d |= ((uint32_t)s->ipoib_enhanced_offloads & 0x1u) << 28;
	d |= ((uint32_t)s->ipoib_basic_offloads & 0x1u) << 27;
	d |= ((uint32_t)s->repeated_block_disabled & 0x1u) << 25;
	d |= ((uint32_t)s->umr_modify_entity_size_disabled & 0x1u) << 24;
	d |= ((uint32_t)s->umr_modify_atomic_disabled & 0x1u) << 23;
	d |= ((uint32_t)s->umr_indirect_mkey_disabled & 0x1u) << 22;
	d |= ((uint32_t)s->umr_fence & 0x3u) << 20;
	d |= ((uint32_t)s->dc_req_scat_data_cqe & 0x1u) << 19;
	d |= ((uint32_t)s->drain_sigerr & 0x1u) << 16;
	d |= ((uint32_t)s->cmdif_checksum & 0x3u) << 14;
	d |= ((uint32_t)s->sigerr_cqe & 0x1u) << 13;
	d |= ((uint32_t)s->wq_signature & 0x1u) << 11;
	d |= ((uint32_t)s->sctr_data_cqe & 0x1u) << 10;
	d |= ((uint32_t)s->sho & 0x1u) << 8;
	d |= ((uint32_t)s->tph & 0x1u) << 7;
	d |= ((uint32_t)s->rf & 0x1u) << 6;
	d |= ((uint32_t)s->dct & 0x1u) << 5;
	d |= ((uint32_t)s->qos & 0x1u) << 4;
	d |= ((uint32_t)s->eth_net_offloads & 0x1u) << 3;
	d |= ((uint32_t)s->roce & 0x1u) << 2;
	d |= ((uint32_t)s->atomic & 0x1u) << 1;
	mlx5ctl_be32_store(b + 64, d);

	d = mlx5ctl_be32_load(b + 68);
	d &= ~0xf3bbe38fu;
	d |= ((uint32_t)s->cq_oi & 0x1u) << 31;
	d |= ((uint32_t)s->cq_resize & 0x1u) << 30;
	d |= ((uint32_t)s->cq_moderation & 0x1u) << 29;
	d |= ((uint32_t)s->cq_period_mode_modify & 0x1u) << 28;
	d |= ((uint32_t)s->cq_eq_remap & 0x1u) << 25;
	d |= ((uint32_t)s->pg & 0x1u) << 24;
	d |= ((uint32_t)s->block_lb_mc & 0x1u) << 23;
	d |= ((uint32_t)s->scqe_break_moderation & 0x1u) << 21;
	d |= ((uint32_t)s->cq_period_start_from_cqe & 0x1u) << 20;
	d |= ((uint32_t)s->cd & 0x1u) << 19;
	d |= ((uint32_t)s->apm & 0x1u) << 17;
	d |= ((uint32_t)s->vector_calc & 0x1u) << 16;
	d |= ((uint32_t)s->umr_ptr_rlky & 0x1u) << 15;
	d |= ((uint32_t)s->imaicl & 0x1u) << 14;
	d |= ((uint32_t)s->qp_packet_based & 0x1u) << 13;
	d |= ((uint32_t)s->qkv & 0x1u) << 9;
	d |= ((uint32_t)s->pkv & 0x1u) << 8;
	d |= ((uint32_t)s->set_deth_sqpn & 0x1u) << 7;
	d |= ((uint32_t)s->xrc & 0x1u) << 3;
	d |= ((uint32_t)s->ud & 0x1u) << 2;
	d |= ((uint32_t)s->uc & 0x1u) << 1;
	d |= ((uint32_t)s->rc & 0x1u);
	mlx5ctl_be32_store(b + 68, d);

	d = mlx5ctl_be32_load(b + 72);
	d &= ~0x80ffa0ffu;
	d |= ((uint32_t)s->uar_4k & 0x1u) << 31;
	d |= ((uint32_t)s->fl_rc_qp_when_roce_disabled & 0x1u) << 23;
	d |= ((uint32_t)s->regexp_params & 0x1u) << 22;
	d |= ((uint32_t)s->uar_sz & 0x3fu) << 16;
	d |= ((uint32_t)s->port_selection_cap & 0x1u) << 15;
	d |= ((uint32_t)s->umem_uid_0 & 0x1u) << 13;
	d |= ((uint32_t)s->log_pg_sz & 0xffu);
	mlx5ctl_be32_store(b + 72, d);

	d = mlx5ctl_be32_load(b + 76);
	d &= ~0xe21f13dfu;
	d |= ((uint32_t)s->bf & 0x1u) << 31;
	d |= ((uint32_t)s->driver_version & 0x1u) << 30;
	d |= ((uint32_t)s->pad_tx_eth_packet & 0x1u) << 29;
	d |= ((uint32_t)s->mkey_by_name & 0x1u) << 25;
	d |= ((uint32_t)s->log_bf_reg_size & 0x1fu) << 16;
	d |= ((uint32_t)s->qp_error_syndrome & 0x1u) << 12;
	d |= ((uint32_t)s->lag_dct & 0x3u) << 8;
	d |= ((uint32_t)s->lag_tx_port_affinity & 0x1u) << 7;
	d |= ((uint32_t)s->lag_native_fdb_selection & 0x1u) << 6;
	d |= ((uint32_t)s->lag_master & 0x1u) << 4;
	d |= ((uint32_t)s->num_lag_ports & 0xfu);
	mlx5ctl_be32_store(b + 76, d);

	d = mlx5ctl_be32_load(b + 80);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->num_of_diagnostic_counters & 0xffffu) << 16;
	d |= ((uint32_t)s->max_wqe_sz_sq & 0xffffu);
	mlx5ctl_be32_store(b + 80, d);

	d = mlx5ctl_be32_load(b + 84);
	d &= ~0x0010ffffu;
	d |= ((uint32_t)s->shampo & 0x1u) << 20;
	d |= ((uint32_t)s->max_wqe_sz_rq & 0xffffu);
	mlx5ctl_be32_store(b + 84, d);

	d = mlx5ctl_be32_load(b + 88);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->max_flow_counter_31_16 & 0xffffu) << 16;
	d |= ((uint32_t)s->max_wqe_sz_sq_dc & 0xffffu);
	mlx5ctl_be32_store(b + 88, d);

	d = mlx5ctl_be32_load(b + 92);
	d &= ~0x01ffffffu;
	d |= ((uint32_t)s->max_qp_mcg & 0x1ffffffu);
	mlx5ctl_be32_store(b + 92, d);

	d = mlx5ctl_be32_load(b + 96);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->flow_counter_bulk_alloc & 0xffu) << 8;
	d |= ((uint32_t)s->log_max_mcg & 0xffu);
	mlx5ctl_be32_store(b + 96, d);

	d = mlx5ctl_be32_load(b + 100);
	d &= ~0x1f3f07ffu;
	d |= ((uint32_t)s->log_max_transport_domain & 0x1fu) << 24;
	d |= ((uint32_t)s->relaxed_ordering_read & 0x1u) << 21;
	d |= ((uint32_t)s->log_max_pd & 0x1fu) << 16;
	d |= ((uint32_t)s->pcie_reset_using_hotreset_method & 0x1u) << 10;
	d |= ((uint32_t)s->pci_sync_for_fw_update_with_driver_unload & 0x1u) << 9;
	d |= ((uint32_t)s->vnic_env_cnt_steering_fail & 0x1u) << 8;
	d |= ((uint32_t)s->vport_counter_local_loopback & 0x1u) << 7;
	d |= ((uint32_t)s->q_counter_aggregation & 0x1u) << 6;
	d |= ((uint32_t)s->q_counter_other_vport & 0x1u) << 5;
	d |= ((uint32_t)s->log_max_xrcd & 0x1fu);
	mlx5ctl_be32_store(b + 100, d);

	d = mlx5ctl_be32_load(b + 104);
	d &= ~0xf6ffffffu;
	d |= ((uint32_t)s->nic_receive_steering_discard & 0x1u) << 31;
	d |= ((uint32_t)s->receive_discard_vport_down & 0x1u) << 30;
	d |= ((uint32_t)s->transmit_discard_vport_down & 0x1u) << 29;
	d |= ((uint32_t)s->eq_overrun_count & 0x1u) << 28;
	d |= ((uint32_t)s->invalid_command_count & 0x1u) << 26;
	d |= ((uint32_t)s->quota_exceeded_count & 0x1u) << 25;
	d |= ((uint32_t)s->log_max_flow_counter_bulk & 0xffu) << 16;
	d |= ((uint32_t)s->max_flow_counter_15_0 & 0xffffu);
	mlx5ctl_be32_store(b + 104, d);

	d = mlx5ctl_be32_load(b + 108);
	d &= ~0x1f1f1f1fu;
	d |= ((uint32_t)s->log_max_rq & 0x1fu) << 24;
	d |= ((uint32_t)s->log_max_sq & 0x1fu) << 16;
	d |= ((uint32_t)s->log_max_tir & 0x1fu) << 8;
	d |= ((uint32_t)s->log_max_tis & 0x1fu);
	mlx5ctl_be32_store(b + 108, d);

	d = mlx5ctl_be32_load(b + 112);
	d &= ~0x9f1f1f1fu;
	d |= ((uint32_t)s->basic_cyclic_rcv_wqe & 0x1u) << 31;
	d |= ((uint32_t)s->log_max_rmp & 0x1fu) << 24;
	d |= ((uint32_t)s->log_max_rqt & 0x1fu) << 16;
	d |= ((uint32_t)s->log_max_rqt_size & 0x1fu) << 8;
	d |= ((uint32_t)s->log_max_tis_per_sq & 0x1fu);
	mlx5ctl_be32_store(b + 112, d);

	d = mlx5ctl_be32_load(b + 116);
	d &= ~0xff1f1f1fu;
	d |= ((uint32_t)s->ext_stride_num_range & 0x1u) << 31;
	d |= ((uint32_t)s->roce_rw_supported & 0x1u) << 30;
	d |= ((uint32_t)s->log_max_current_uc_list_wr_supported & 0x1u) << 29;
	d |= ((uint32_t)s->log_max_stride_sz_rq & 0x1fu) << 24;
	d |= ((uint32_t)s->log_min_stride_sz_rq & 0x1fu) << 16;
	d |= ((uint32_t)s->log_max_stride_sz_sq & 0x1fu) << 8;
	d |= ((uint32_t)s->log_min_stride_sz_sq & 0x1fu);
	mlx5ctl_be32_store(b + 116, d);

	d = mlx5ctl_be32_load(b + 120);
	d &= ~0x9f1f1f1fu;
	d |= ((uint32_t)s->hairpin & 0x1u) << 31;
	d |= ((uint32_t)s->log_max_hairpin_queues & 0x1fu) << 24;
	d |= ((uint32_t)s->log_max_hairpin_wq_data_sz & 0x1fu) << 16;
	d |= ((uint32_t)s->log_max_hairpin_num_packets & 0x1fu) << 8;
	d |= ((uint32_t)s->log_max_wq_sz & 0x1fu);
	mlx5ctl_be32_store(b + 120, d);

	d = mlx5ctl_be32_load(b + 124);
	d &= ~0xff7f1f1fu;
	d |= ((uint32_t)s->nic_vport_change_event & 0x1u) << 31;
	d |= ((uint32_t)s->disable_local_lb_uc & 0x1u) << 30;
	d |= ((uint32_t)s->disable_local_lb_mc & 0x1u) << 29;
	d |= ((uint32_t)s->log_min_hairpin_wq_data_sz & 0x1fu) << 24;
	d |= ((uint32_t)s->silent_mode & 0x1u) << 22;
	d |= ((uint32_t)s->vhca_state & 0x1u) << 21;
	d |= ((uint32_t)s->log_max_vlan_list & 0x1fu) << 16;
	d |= ((uint32_t)s->log_max_current_mc_list & 0x1fu) << 8;
	d |= ((uint32_t)s->log_max_current_uc_list & 0x1fu);
	mlx5ctl_be32_store(b + 124, d);

	d = mlx5ctl_be32_load(b + 136);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->sq_ts_format & 0x3u) << 30;
	d |= ((uint32_t)s->rq_ts_format & 0x3u) << 28;
	d |= ((uint32_t)s->steering_format_version & 0xfu) << 24;
	d |= ((uint32_t)s->create_qp_start_hint & 0xffffffu);
	mlx5ctl_be32_store(b + 136, d);

	d = mlx5ctl_be32_load(b + 140);
	d &= ~0x7f7fffffu;
	d |= ((uint32_t)s->ats & 0x1u) << 30;
	d |= ((uint32_t)s->cross_vhca_rqt & 0x1u) << 29;
	d |= ((uint32_t)s->log_max_uctx & 0x1fu) << 24;
	d |= ((uint32_t)s->crypto & 0x1u) << 22;
	d |= ((uint32_t)s->ipsec_offload & 0x1u) << 21;
	d |= ((uint32_t)s->log_max_umem & 0x1fu) << 16;
	d |= ((uint32_t)s->max_num_eqs & 0xffffu);
	mlx5ctl_be32_store(b + 140, d);

	d = mlx5ctl_be32_load(b + 144);
	d &= ~0x7f00ffffu;
	d |= ((uint32_t)s->tls_tx & 0x1u) << 30;
	d |= ((uint32_t)s->tls_rx & 0x1u) << 29;
	d |= ((uint32_t)s->log_max_l2_table & 0x1fu) << 24;
	d |= ((uint32_t)s->log_uar_page_sz & 0xffffu);
	mlx5ctl_be32_store(b + 144, d);

	d = mlx5ctl_be32_load(b + 152);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->device_frequency_mhz & 0xffffffffu);
	mlx5ctl_be32_store(b + 152, d);

	d = mlx5ctl_be32_load(b + 156);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->device_frequency_khz & 0xffffffffu);
	mlx5ctl_be32_store(b + 156, d);

	d = mlx5ctl_be32_load(b + 164);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->num_of_uars_per_page & 0xffffffffu);
	mlx5ctl_be32_store(b + 164, d);

	d = mlx5ctl_be32_load(b + 168);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->flex_parser_protocols & 0xffffffffu);
	mlx5ctl_be32_store(b + 168, d);

	d = mlx5ctl_be32_load(b + 172);
	d &= ~0xff1f0040u;
	d |= ((uint32_t)s->max_geneve_tlv_options & 0xffu) << 24;
	d |= ((uint32_t)s->max_geneve_tlv_option_data_len & 0x1fu) << 16;
	d |= ((uint32_t)s->adv_virtualization & 0x1u) << 6;
	mlx5ctl_be32_store(b + 172, d);

	d = mlx5ctl_be32_load(b + 176);
	d &= ~0x001f1f00u;
	d |= ((uint32_t)s->log_max_dci_stream_channels & 0x1fu) << 16;
	d |= ((uint32_t)s->log_max_dci_errored_streams & 0x1fu) << 8;
	mlx5ctl_be32_store(b + 176, d);

	d = mlx5ctl_be32_load(b + 180);
	d &= ~0x0000bf0fu;
	d |= ((uint32_t)s->enhanced_cqe_compression & 0x1u) << 15;
	d |= ((uint32_t)s->crossing_vhca_mkey & 0x1u) << 13;
	d |= ((uint32_t)s->log_max_dek & 0x1fu) << 8;
	d |= ((uint32_t)s->mini_cqe_resp_stride_index & 0x1u) << 3;
	d |= ((uint32_t)s->cqe_128_always & 0x1u) << 2;
	d |= ((uint32_t)s->cqe_compression_128 & 0x1u) << 1;
	d |= ((uint32_t)s->cqe_compression & 0x1u);
	mlx5ctl_be32_store(b + 180, d);

	d = mlx5ctl_be32_load(b + 184);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->cqe_compression_timeout & 0xffffu) << 16;
	d |= ((uint32_t)s->cqe_compression_max_num & 0xffffu);
	mlx5ctl_be32_store(b + 184, d);

	d = mlx5ctl_be32_load(b + 188);
	d &= ~0x00f0ff1fu;
	d |= ((uint32_t)s->flex_parser_id_gtpu_dw_0 & 0xfu) << 20;
	d |= ((uint32_t)s->tag_matching & 0x1u) << 15;
	d |= ((uint32_t)s->rndv_offload_rc & 0x1u) << 14;
	d |= ((uint32_t)s->rndv_offload_dc & 0x1u) << 13;
	d |= ((uint32_t)s->log_tag_matching_list_sz & 0x1fu) << 8;
	d |= ((uint32_t)s->log_max_xrq & 0x1fu);
	mlx5ctl_be32_store(b + 188, d);

	d = mlx5ctl_be32_load(b + 192);
	d &= ~0xfffffff2u;
	d |= ((uint32_t)s->affiliate_nic_vport_criteria & 0xffu) << 24;
	d |= ((uint32_t)s->native_port_num & 0xffu) << 16;
	d |= ((uint32_t)s->num_vhca_ports & 0xffu) << 8;
	d |= ((uint32_t)s->flex_parser_id_gtpu_teid & 0xfu) << 4;
	d |= ((uint32_t)s->sw_owner_id & 0x1u) << 1;
	mlx5ctl_be32_store(b + 192, d);

	d = mlx5ctl_be32_load(b + 196);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->max_num_of_monitor_counters & 0xffffu) << 16;
	d |= ((uint32_t)s->num_ppcnt_monitor_counters & 0xffffu);
	mlx5ctl_be32_store(b + 196, d);

	d = mlx5ctl_be32_load(b + 200);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->max_num_sf & 0xffffu) << 16;
	d |= ((uint32_t)s->num_q_monitor_counters & 0xffffu);
	mlx5ctl_be32_store(b + 200, d);

	d = mlx5ctl_be32_load(b + 208);
	d &= ~0xdf84ffffu;
	d |= ((uint32_t)s->sf & 0x1u) << 31;
	d |= ((uint32_t)s->sf_set_partition & 0x1u) << 30;
	d |= ((uint32_t)s->log_max_sf & 0x1fu) << 24;
	d |= ((uint32_t)s->apu & 0x1u) << 23;
	d |= ((uint32_t)s->migration & 0x1u) << 18;
	d |= ((uint32_t)s->log_min_sf_size & 0xffu) << 8;
	d |= ((uint32_t)s->max_num_sf_partitions & 0xffu);
	mlx5ctl_be32_store(b + 208, d);

	d = mlx5ctl_be32_load(b + 212);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->uctx_cap & 0xffffffffu);
	mlx5ctl_be32_store(b + 212, d);

	d = mlx5ctl_be32_load(b + 216);
	d &= ~0x0fffffffu;
	d |= ((uint32_t)s->flex_parser_id_geneve_tlv_option_0 & 0xfu) << 24;
	d |= ((uint32_t)s->flex_parser_id_icmp_dw1 & 0xfu) << 20;
	d |= ((uint32_t)s->flex_parser_id_icmp_dw0 & 0xfu) << 16;
	d |= ((uint32_t)s->flex_parser_id_icmpv6_dw1 & 0xfu) << 12;
	d |= ((uint32_t)s->flex_parser_id_icmpv6_dw0 & 0xfu) << 8;
	d |= ((uint32_t)s->flex_parser_id_outer_first_mpls_over_gre & 0xfu) << 4;
	d |= ((uint32_t)s->flex_parser_id_outer_first_mpls_over_udp_label & 0xfu);
	mlx5ctl_be32_store(b + 216, d);

	d = mlx5ctl_be32_load(b + 220);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->max_num_match_definer & 0xffffu) << 16;
	d |= ((uint32_t)s->sf_base_id & 0xffffu);
	mlx5ctl_be32_store(b + 220, d);

	d = mlx5ctl_be32_load(b + 224);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->flex_parser_id_gtpu_dw_2 & 0xfu) << 28;
	d |= ((uint32_t)s->flex_parser_id_gtpu_first_ext_dw_0 & 0xfu) << 24;
	d |= ((uint32_t)s->num_total_dynamic_vf_msix & 0xffffffu);
	mlx5ctl_be32_store(b + 224, d);

	d = mlx5ctl_be32_load(b + 228);
	d &= ~0x00000fffu;
	d |= ((uint32_t)s->dynamic_msix_table_size & 0xfffu);
	mlx5ctl_be32_store(b + 228, d);

	d = mlx5ctl_be32_load(b + 232);
	d &= ~0x000f2fffu;
	d |= ((uint32_t)s->min_dynamic_vf_msix_table_size & 0xfu) << 16;
	d |= ((uint32_t)s->data_direct & 0x1u) << 13;
	d |= ((uint32_t)s->max_dynamic_vf_msix_table_size & 0xfffu);
	mlx5ctl_be32_store(b + 232, d);

	d = mlx5ctl_be32_load(b + 236);
	d &= ~0x1fff1f00u;
	d |= ((uint32_t)s->log_max_num_header_modify_argument & 0x1fu) << 24;
	d |= ((uint32_t)s->log_header_modify_argument_granularity_offset & 0xfu) << 20;
	d |= ((uint32_t)s->log_header_modify_argument_granularity & 0xfu) << 16;
	d |= ((uint32_t)s->log_header_modify_argument_max_alloc & 0x1fu) << 8;
	mlx5ctl_be32_store(b + 236, d);
	mlx5ctl_be64_store(b + 128, s->general_obj_types);
	mlx5ctl_be64_store(b + 240, s->vhca_tunnel_commands);
	mlx5ctl_be64_store(b + 248, s->match_definer_format_supported);
}

void mlx5ctl_prm_cmd_hca_cap_decode(struct mlx5ctl_prm_cmd_hca_cap *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->page_request_disable = (uint8_t)((d >> 25) & 0x1u);
	s->shared_object_to_user_object_allowed = (uint8_t)((d >> 15) & 0x1u);
	s->vhca_resource_manager = (uint8_t)(d & 0x1u);
	d = mlx5ctl_be32_load(b + 4);
	s->hca_cap_2 = (uint8_t)((d >> 31) & 0x1u);
	s->create_lag_when_not_master_up = (uint8_t)((d >> 30) & 0x1u);
	s->dtor = (uint8_t)((d >> 29) & 0x1u);
	s->event_on_vhca_state_teardown_request = (uint8_t)((d >> 28) & 0x1u);
	s->event_on_vhca_state_in_use = (uint8_t)((d >> 27) & 0x1u);
	s->event_on_vhca_state_active = (uint8_t)((d >> 26) & 0x1u);
	s->event_on_vhca_state_allocated = (uint8_t)((d >> 25) & 0x1u);
	s->event_on_vhca_state_invalid = (uint8_t)((d >> 24) & 0x1u);
	s->vhca_id = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 16);
	s->log_max_srq_sz = (uint8_t)((d >> 24) & 0xffu);
	s->log_max_qp_sz = (uint8_t)((d >> 16) & 0xffu);
	s->event_cap = (uint8_t)((d >> 15) & 0x1u);
	s->isolate_vl_tc_new = (uint8_t)((d >> 12) & 0x1u);
	s->prio_tag_required = (uint8_t)((d >> 7) & 0x1u);
	s->log_max_qp = (uint8_t)(d & 0x1fu);
	d = mlx5ctl_be32_load(b + 20);
	s->ece_support = (uint8_t)((d >> 28) & 0x1u);
	s->reg_c_preserve = (uint8_t)((d >> 22) & 0x1u);
	s->log_max_srq = (uint8_t)((d >> 16) & 0x1fu);
	s->uplink_follow = (uint8_t)((d >> 14) & 0x1u);
	s->ts_cqe_to_dest_cqn = (uint8_t)((d >> 13) & 0x1u);
	s->go_back_n = (uint8_t)((d >> 6) & 0x1u);
	d = mlx5ctl_be32_load(b + 24);
	s->max_sgl_for_optimized_performance = (uint8_t)((d >> 24) & 0xffu);
	s->log_max_cq_sz = (uint8_t)((d >> 16) & 0xffu);
	s->relaxed_ordering_write_umr = (uint8_t)((d >> 15) & 0x1u);
	s->relaxed_ordering_read_umr = (uint8_t)((d >> 14) & 0x1u);
	s->virtio_net_device_emualtion_manager = (uint8_t)((d >> 6) & 0x1u);
	s->virtio_blk_device_emualtion_manager = (uint8_t)((d >> 5) & 0x1u);
	s->log_max_cq = (uint8_t)(d & 0x1fu);
	d = mlx5ctl_be32_load(b + 28);
	s->log_max_eq_sz = (uint8_t)((d >> 24) & 0xffu);
	s->relaxed_ordering_write = (uint8_t)((d >> 23) & 0x1u);
	s->relaxed_ordering_read_pci_enabled = (uint8_t)((d >> 22) & 0x1u);
	s->log_max_mkey = (uint8_t)((d >> 16) & 0x3fu);
	s->terminate_scatter_list_mkey = (uint8_t)((d >> 9) & 0x1u);
	s->repeated_mkey = (uint8_t)((d >> 8) & 0x1u);
	s->dump_fill_mkey = (uint8_t)((d >> 7) & 0x1u);
	s->fast_teardown = (uint8_t)((d >> 4) & 0x1u);
	s->log_max_eq = (uint8_t)(d & 0xfu);
	d = mlx5ctl_be32_load(b + 32);
	s->max_indirection = (uint8_t)((d >> 24) & 0xffu);
	s->fixed_buffer_size = (uint8_t)((d >> 23) & 0x1u);
	s->log_max_mrw_sz = (uint8_t)((d >> 16) & 0x7fu);
	s->force_teardown = (uint8_t)((d >> 15) & 0x1u);
	s->log_max_bsf_list_size = (uint8_t)((d >> 8) & 0x3fu);
	s->umr_extended_translation_offset = (uint8_t)((d >> 7) & 0x1u);
	s->null_mkey = (uint8_t)((d >> 6) & 0x1u);
	s->log_max_klm_list_size = (uint8_t)(d & 0x3fu);
	d = mlx5ctl_be32_load(b + 36);
	s->qpc_extension = (uint8_t)((d >> 29) & 0x1u);
	s->log_max_ra_req_dc = (uint8_t)((d >> 16) & 0x3fu);
	s->eth_wqe_too_small = (uint8_t)((d >> 13) & 0x1u);
	s->vnic_env_cq_overrun = (uint8_t)((d >> 6) & 0x1u);
	s->log_max_ra_res_dc = (uint8_t)(d & 0x3fu);
	d = mlx5ctl_be32_load(b + 40);
	s->release_all_pages = (uint8_t)((d >> 26) & 0x1u);
	s->must_not_use = (uint8_t)((d >> 25) & 0x1u);
	s->roce_accl = (uint8_t)((d >> 22) & 0x1u);
	s->log_max_ra_req_qp = (uint8_t)((d >> 16) & 0x3fu);
	s->log_max_ra_res_qp = (uint8_t)(d & 0x3fu);
	d = mlx5ctl_be32_load(b + 44);
	s->end_pad = (uint8_t)((d >> 31) & 0x1u);
	s->cc_query_allowed = (uint8_t)((d >> 30) & 0x1u);
	s->cc_modify_allowed = (uint8_t)((d >> 29) & 0x1u);
	s->start_pad = (uint8_t)((d >> 28) & 0x1u);
	s->cache_line_128byte = (uint8_t)((d >> 27) & 0x1u);
	s->rts2rts_qp_counters_set_id = (uint8_t)((d >> 22) & 0x1u);
	s->vnic_env_int_rq_oob = (uint8_t)((d >> 19) & 0x1u);
	s->sbcam_reg = (uint8_t)((d >> 18) & 0x1u);
	s->qcam_reg = (uint8_t)((d >> 16) & 0x1u);
	s->gid_table_size = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 48);
	s->out_of_seq_cnt = (uint8_t)((d >> 31) & 0x1u);
	s->vport_counters = (uint8_t)((d >> 30) & 0x1u);
	s->retransmission_q_counters = (uint8_t)((d >> 29) & 0x1u);
	s->debug = (uint8_t)((d >> 28) & 0x1u);
	s->modify_rq_counter_set_id = (uint8_t)((d >> 27) & 0x1u);
	s->rq_delay_drop = (uint8_t)((d >> 26) & 0x1u);
	s->max_qp_cnt = (uint16_t)((d >> 16) & 0x3ffu);
	s->pkey_table_size = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 52);
	s->vport_group_manager = (uint8_t)((d >> 31) & 0x1u);
	s->vhca_group_manager = (uint8_t)((d >> 30) & 0x1u);
	s->ib_virt = (uint8_t)((d >> 29) & 0x1u);
	s->eth_virt = (uint8_t)((d >> 28) & 0x1u);
	s->vnic_env_queue_counters = (uint8_t)((d >> 27) & 0x1u);
	s->ets = (uint8_t)((d >> 26) & 0x1u);
	s->nic_flow_table = (uint8_t)((d >> 25) & 0x1u);
	s->eswitch_manager = (uint8_t)((d >> 24) & 0x1u);
	s->device_memory = (uint8_t)((d >> 23) & 0x1u);
	s->mcam_reg = (uint8_t)((d >> 22) & 0x1u);
	s->pcam_reg = (uint8_t)((d >> 21) & 0x1u);
	s->local_ca_ack_delay = (uint8_t)((d >> 16) & 0x1fu);
	s->port_module_event = (uint8_t)((d >> 15) & 0x1u);
	s->enhanced_error_q_counters = (uint8_t)((d >> 14) & 0x1u);
	s->ports_check = (uint8_t)((d >> 13) & 0x1u);
	s->disable_link_up = (uint8_t)((d >> 11) & 0x1u);
	s->beacon_led = (uint8_t)((d >> 10) & 0x1u);
	s->port_type = (uint8_t)((d >> 8) & 0x3u);
	s->num_ports = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 56);
	s->pps = (uint8_t)((d >> 30) & 0x1u);
	s->pps_modify = (uint8_t)((d >> 29) & 0x1u);
	s->log_max_msg = (uint8_t)((d >> 24) & 0x1fu);
	s->max_tc = (uint8_t)((d >> 16) & 0xfu);
	s->temp_warn_event = (uint8_t)((d >> 15) & 0x1u);
	s->dcbx = (uint8_t)((d >> 14) & 0x1u);
	s->general_notification_event = (uint8_t)((d >> 13) & 0x1u);
	s->fpga = (uint8_t)((d >> 10) & 0x1u);
	s->rol_s = (uint8_t)((d >> 9) & 0x1u);
	s->rol_g = (uint8_t)((d >> 8) & 0x1u);
	s->wol_s = (uint8_t)((d >> 6) & 0x1u);
	s->wol_g = (uint8_t)((d >> 5) & 0x1u);
	s->wol_a = (uint8_t)((d >> 4) & 0x1u);
	s->wol_b = (uint8_t)((d >> 3) & 0x1u);
	s->wol_m = (uint8_t)((d >> 2) & 0x1u);
	s->wol_u = (uint8_t)((d >> 1) & 0x1u);
	s->wol_p = (uint8_t)(d & 0x1u);
	d = mlx5ctl_be32_load(b + 60);
	s->stat_rate_support = (uint16_t)((d >> 16) & 0xffffu);
	s->pci_sync_for_fw_update_event = (uint8_t)((d >> 14) & 0x1u);
	s->init2_lag_tx_port_affinity = (uint8_t)((d >> 7) & 0x1u);
	s->wqe_based_flow_table_update_cap = (uint8_t)((d >> 4) & 0x1u);
	s->cqe_version = (uint8_t)(d & 0xfu);
	d = mlx5ctl_be32_load(b + 64);
	s->compact_address_vector = (uint8_t)((d >> 31) & 0x1u);
	s->striding_rq = (uint8_t)((d >> 30) & 0x1u);
	s->ipoib_enhanced_offloads = (uint8_t)((d >> 28) & 0x1u);
	s->ipoib_basic_offloads = (uint8_t)((d >> 27) & 0x1u);
	s->repeated_block_disabled = (uint8_t)((d >> 25) & 0x1u);
	s->umr_modify_entity_size_disabled = (uint8_t)((d >> 24) & 0x1u);
	s->umr_modify_atomic_disabled = (uint8_t)((d >> 23) & 0x1u);
	s->umr_indirect_mkey_disabled = (uint8_t)((d >> 22) & 0x1u);
	s->umr_fence = (uint8_t)((d >> 20) & 0x3u);
	s->dc_req_scat_data_cqe = (uint8_t)((d >> 19) & 0x1u);
	s->drain_sigerr = (uint8_t)((d >> 16) & 0x1u);
	s->cmdif_checksum = (uint8_t)((d >> 14) & 0x3u);
	s->sigerr_cqe = (uint8_t)((d >> 13) & 0x1u);
	s->wq_signature = (uint8_t)((d >> 11) & 0x1u);
	s->sctr_data_cqe = (uint8_t)((d >> 10) & 0x1u);
	s->sho = (uint8_t)((d >> 8) & 0x1u);
	s->tph = (uint8_t)((d >> 7) & 0x1u);
	s->rf = (uint8_t)((d >> 6) & 0x1u);
	s->dct = (uint8_t)((d >> 5) & 0x1u);
	s->qos = (uint8_t)((d >> 4) & 0x1u);
	s->eth_net_offloads = (uint8_t)((d >> 3) & 0x1u);
	s->roce = (uint8_t)((d >> 2) & 0x1u);
	s->atomic = (uint8_t)((d >> 1) & 0x1u);
	d = mlx5ctl_be32_load(b + 68);
	s->cq_oi = (uint8_t)((d >> 31) & 0x1u);
	s->cq_resize = (uint8_t)((d >> 30) & 0x1u);
	s->cq_moderation = (uint8_t)((d >> 29) & 0x1u);
	s->cq_period_mode_modify = (uint8_t)((d >> 28) & 0x1u);
	s->cq_eq_remap = (uint8_t)((d >> 25) & 0x1u);
	s->pg = (uint8_t)((d >> 24) & 0x1u);
	s->block_lb_mc = (uint8_t)((d >> 23) & 0x1u);
	s->scqe_break_moderation = (uint8_t)((d >> 21) & 0x1u);
	s->cq_period_start_from_cqe = (uint8_t)((d >> 20) & 0x1u);
	s->cd = (uint8_t)((d >> 19) & 0x1u);
	s->apm = (uint8_t)((d >> 17) & 0x1u);
	s->vector_calc = (uint8_t)((d >> 16) & 0x1u);
	s->umr_ptr_rlky = (uint8_t)((d >> 15) & 0x1u);
	s->imaicl = (uint8_t)((d >> 14) & 0x1u);
	s->qp_packet_based = (uint8_t)((d >> 13) & 0x1u);
	s->qkv = (uint8_t)((d >> 9) & 0x1u);
	s->pkv = (uint8_t)((d >> 8) & 0x1u);
	s->set_deth_sqpn = (uint8_t)((d >> 7) & 0x1u);
	s->xrc = (uint8_t)((d >> 3) & 0x1u);
	s->ud = (uint8_t)((d >> 2) & 0x1u);
	s->uc = (uint8_t)((d >> 1) & 0x1u);
	s->rc = (uint8_t)(d & 0x1u);
	d = mlx5ctl_be32_load(b + 72);
	s->uar_4k = (uint8_t)((d >> 31) & 0x1u);
	s->fl_rc_qp_when_roce_disabled = (uint8_t)((d >> 23) & 0x1u);
	s->regexp_params = (uint8_t)((d >> 22) & 0x1u);
	s->uar_sz = (uint8_t)((d >> 16) & 0x3fu);
	s->port_selection_cap = (uint8_t)((d >> 15) & 0x1u);
	s->umem_uid_0 = (uint8_t)((d >> 13) & 0x1u);
	s->log_pg_sz = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 76);
	s->bf = (uint8_t)((d >> 31) & 0x1u);
	s->driver_version = (uint8_t)((d >> 30) & 0x1u);
	s->pad_tx_eth_packet = (uint8_t)((d >> 29) & 0x1u);
	s->mkey_by_name = (uint8_t)((d >> 25) & 0x1u);
	s->log_bf_reg_size = (uint8_t)((d >> 16) & 0x1fu);
	s->qp_error_syndrome = (uint8_t)((d >> 12) & 0x1u);
	s->lag_dct = (uint8_t)((d >> 8) & 0x3u);
	s->lag_tx_port_affinity = (uint8_t)((d >> 7) & 0x1u);
	s->lag_native_fdb_selection = (uint8_t)((d >> 6) & 0x1u);
	s->lag_master = (uint8_t)((d >> 4) & 0x1u);
	s->num_lag_ports = (uint8_t)(d & 0xfu);
	d = mlx5ctl_be32_load(b + 80);
	s->num_of_diagnostic_counters = (uint16_t)((d >> 16) & 0xffffu);
	s->max_wqe_sz_sq = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 84);
	s->shampo = (uint8_t)((d >> 20) & 0x1u);
	s->max_wqe_sz_rq = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 88);
	s->max_flow_counter_31_16 = (uint16_t)((d >> 16) & 0xffffu);
	s->max_wqe_sz_sq_dc = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 92);
	s->max_qp_mcg = (uint32_t)(d & 0x1ffffffu);
	d = mlx5ctl_be32_load(b + 96);
	s->flow_counter_bulk_alloc = (uint8_t)((d >> 8) & 0xffu);
	s->log_max_mcg = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 100);
	s->log_max_transport_domain = (uint8_t)((d >> 24) & 0x1fu);
	s->relaxed_ordering_read = (uint8_t)((d >> 21) & 0x1u);
	s->log_max_pd = (uint8_t)((d >> 16) & 0x1fu);
	s->pcie_reset_using_hotreset_method = (uint8_t)((d >> 10) & 0x1u);
	s->pci_sync_for_fw_update_with_driver_unload = (uint8_t)((d >> 9) & 0x1u);
	s->vnic_env_cnt_steering_fail = (uint8_t)((d >> 8) & 0x1u);
	s->vport_counter_local_loopback = (uint8_t)((d >> 7) & 0x1u);
	s->q_counter_aggregation = (uint8_t)((d >> 6) & 0x1u);
	s->q_counter_other_vport = (uint8_t)((d >> 5) & 0x1u);
	s->log_max_xrcd = (uint8_t)(d & 0x1fu);
	d = mlx5ctl_be32_load(b + 104);
	s->nic_receive_steering_discard = (uint8_t)((d >> 31) & 0x1u);
	s->receive_discard_vport_down = (uint8_t)((d >> 30) & 0x1u);
	s->transmit_discard_vport_down = (uint8_t)((d >> 29) & 0x1u);
	s->eq_overrun_count = (uint8_t)((d >> 28) & 0x1u);
	s->invalid_command_count = (uint8_t)((d >> 26) & 0x1u);
	s->quota_exceeded_count = (uint8_t)((d >> 25) & 0x1u);
	s->log_max_flow_counter_bulk = (uint8_t)((d >> 16) & 0xffu);
	s->max_flow_counter_15_0 = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 108);
	s->log_max_rq = (uint8_t)((d >> 24) & 0x1fu);
	s->log_max_sq = (uint8_t)((d >> 16) & 0x1fu);
	s->log_max_tir = (uint8_t)((d >> 8) & 0x1fu);
	s->log_max_tis = (uint8_t)(d & 0x1fu);
	d = mlx5ctl_be32_load(b + 112);
	s->basic_cyclic_rcv_wqe = (uint8_t)((d >> 31) & 0x1u);
	s->log_max_rmp = (uint8_t)((d >> 24) & 0x1fu);
	s->log_max_rqt = (uint8_t)((d >> 16) & 0x1fu);
	s->log_max_rqt_size = (uint8_t)((d >> 8) & 0x1fu);
	s->log_max_tis_per_sq = (uint8_t)(d & 0x1fu);
	d = mlx5ctl_be32_load(b + 116);
	s->ext_stride_num_range = (uint8_t)((d >> 31) & 0x1u);
	s->roce_rw_supported = (uint8_t)((d >> 30) & 0x1u);
	s->log_max_current_uc_list_wr_supported = (uint8_t)((d >> 29) & 0x1u);
	s->log_max_stride_sz_rq = (uint8_t)((d >> 24) & 0x1fu);
	s->log_min_stride_sz_rq = (uint8_t)((d >> 16) & 0x1fu);
	s->log_max_stride_sz_sq = (uint8_t)((d >> 8) & 0x1fu);
	s->log_min_stride_sz_sq = (uint8_t)(d & 0x1fu);
	d = mlx5ctl_be32_load(b + 120);
	s->hairpin = (uint8_t)((d >> 31) & 0x1u);
	s->log_max_hairpin_queues = (uint8_t)((d >> 24) & 0x1fu);
	s->log_max_hairpin_wq_data_sz = (uint8_t)((d >> 16) & 0x1fu);
	s->log_max_hairpin_num_packets = (uint8_t)((d >> 8) & 0x1fu);
	s->log_max_wq_sz = (uint8_t)(d & 0x1fu);
	d = mlx5ctl_be32_load(b + 124);
	s->nic_vport_change_event = (uint8_t)((d >> 31) & 0x1u);
	s->disable_local_lb_uc = (uint8_t)((d >> 30) & 0x1u);
	s->disable_local_lb_mc = (uint8_t)((d >> 29) & 0x1u);
	s->log_min_hairpin_wq_data_sz = (uint8_t)((d >> 24) & 0x1fu);
	s->silent_mode = (uint8_t)((d >> 22) & 0x1u);
	s->vhca_state = (uint8_t)((d >> 21) & 0x1u);
	s->log_max_vlan_list = (uint8_t)((d >> 16) & 0x1fu);
	s->log_max_current_mc_list = (uint8_t)((d >> 8) & 0x1fu);
	s->log_max_current_uc_list = (uint8_t)(d & 0x1fu);
	d = mlx5ctl_be32_load(b + 136);
	s->sq_ts_format = (uint8_t)((d >> 30) & 0x3u);
	s->rq_ts_format = (uint8_t)((d >> 28) & 0x3u);
	s->steering_format_version = (uint8_t)((d >> 24) & 0xfu);
	s->create_qp_start_hint = (uint32_t)(d & 0xffffffu);
	d = mlx5ctl_be32_load(b + 140);
	s->ats = (uint8_t)((d >> 30) & 0x1u);
	s->cross_vhca_rqt = (uint8_t)((d >> 29) & 0x1u);
	s->log_max_uctx = (uint8_t)((d >> 24) & 0x1fu);
	s->crypto = (uint8_t)((d >> 22) & 0x1u);
	s->ipsec_offload = (uint8_t)((d >> 21) & 0x1u);
	s->log_max_umem = (uint8_t)((d >> 16) & 0x1fu);
	s->max_num_eqs = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 144);
	s->tls_tx = (uint8_t)((d >> 30) & 0x1u);
	s->tls_rx = (uint8_t)((d >> 29) & 0x1u);
	s->log_max_l2_table = (uint8_t)((d >> 24) & 0x1fu);
	s->log_uar_page_sz = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 152);
	s->device_frequency_mhz = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 156);
	s->device_frequency_khz = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 164);
	s->num_of_uars_per_page = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 168);
	s->flex_parser_protocols = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 172);
	s->max_geneve_tlv_options = (uint8_t)((d >> 24) & 0xffu);
	s->max_geneve_tlv_option_data_len = (uint8_t)((d >> 16) & 0x1fu);
	s->adv_virtualization = (uint8_t)((d >> 6) & 0x1u);
	d = mlx5ctl_be32_load(b + 176);
	s->log_max_dci_stream_channels = (uint8_t)((d >> 16) & 0x1fu);
	s->log_max_dci_errored_streams = (uint8_t)((d >> 8) & 0x1fu);
	d = mlx5ctl_be32_load(b + 180);
	s->enhanced_cqe_compression = (uint8_t)((d >> 15) & 0x1u);
	s->crossing_vhca_mkey = (uint8_t)((d >> 13) & 0x1u);
	s->log_max_dek = (uint8_t)((d >> 8) & 0x1fu);
	s->mini_cqe_resp_stride_index = (uint8_t)((d >> 3) & 0x1u);
	s->cqe_128_always = (uint8_t)((d >> 2) & 0x1u);
	s->cqe_compression_128 = (uint8_t)((d >> 1) & 0x1u);
	s->cqe_compression = (uint8_t)(d & 0x1u);
	d = mlx5ctl_be32_load(b + 184);
	s->cqe_compression_timeout = (uint16_t)((d >> 16) & 0xffffu);
	s->cqe_compression_max_num = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 188);
	s->flex_parser_id_gtpu_dw_0 = (uint8_t)((d >> 20) & 0xfu);
	s->tag_matching = (uint8_t)((d >> 15) & 0x1u);
	s->rndv_offload_rc = (uint8_t)((d >> 14) & 0x1u);
	s->rndv_offload_dc = (uint8_t)((d >> 13) & 0x1u);
	s->log_tag_matching_list_sz = (uint8_t)((d >> 8) & 0x1fu);
	s->log_max_xrq = (uint8_t)(d & 0x1fu);
	d = mlx5ctl_be32_load(b + 192);
	s->affiliate_nic_vport_criteria = (uint8_t)((d >> 24) & 0xffu);
	s->native_port_num = (uint8_t)((d >> 16) & 0xffu);
	s->num_vhca_ports = (uint8_t)((d >> 8) & 0xffu);
	s->flex_parser_id_gtpu_teid = (uint8_t)((d >> 4) & 0xfu);
	s->sw_owner_id = (uint8_t)((d >> 1) & 0x1u);
	d = mlx5ctl_be32_load(b + 196);
	s->max_num_of_monitor_counters = (uint16_t)((d >> 16) & 0xffffu);
	s->num_ppcnt_monitor_counters = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 200);
	s->max_num_sf = (uint16_t)((d >> 16) & 0xffffu);
	s->num_q_monitor_counters = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 208);
	s->sf = (uint8_t)((d >> 31) & 0x1u);
	s->sf_set_partition = (uint8_t)((d >> 30) & 0x1u);
	s->log_max_sf = (uint8_t)((d >> 24) & 0x1fu);
	s->apu = (uint8_t)((d >> 23) & 0x1u);
	s->migration = (uint8_t)((d >> 18) & 0x1u);
	s->log_min_sf_size = (uint8_t)((d >> 8) & 0xffu);
	s->max_num_sf_partitions = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 212);
	s->uctx_cap = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 216);
	s->flex_parser_id_geneve_tlv_option_0 = (uint8_t)((d >> 24) & 0xfu);
	s->flex_parser_id_icmp_dw1 = (uint8_t)((d >> 20) & 0xfu);
	s->flex_parser_id_icmp_dw0 = (uint8_t)((d >> 16) & 0xfu);
	s->flex_parser_id_icmpv6_dw1 = (uint8_t)((d >> 12) & 0xfu);
	s->flex_parser_id_icmpv6_dw0 = (uint8_t)((d >> 8) & 0xfu);
	s->flex_parser_id_outer_first_mpls_over_gre = (uint8_t)((d >> 4) & 0xfu);
	s->flex_parser_id_outer_first_mpls_over_udp_label = (uint8_t)(d & 0xfu);
	d = mlx5ctl_be32_load(b + 220);
	s->max_num_match_definer = (uint16_t)((d >> 16) & 0xffffu);
	s->sf_base_id = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 224);
	s->flex_parser_id_gtpu_dw_2 = (uint8_t)((d >> 28) & 0xfu);
	s->flex_parser_id_gtpu_first_ext_dw_0 = (uint8_t)((d >> 24) & 0xfu);
	s->num_total_dynamic_vf_msix = (uint32_t)(d & 0xffffffu);
	d = mlx5ctl_be32_load(b + 228);
	s->dynamic_msix_table_size = (uint16_t)(d & 0xfffu);
	d = mlx5ctl_be32_load(b + 232);
	s->min_dynamic_vf_msix_table_size = (uint8_t)((d >> 16) & 0xfu);
	s->data_direct = (uint8_t)((d >> 13) & 0x1u);
	s->max_dynamic_vf_msix_table_size = (uint16_t)(d & 0xfffu);
	d = mlx5ctl_be32_load(b + 236);
	s->log_max_num_header_modify_argument = (uint8_t)((d >> 24) & 0x1fu);
	s->log_header_modify_argument_granularity_offset = (uint8_t)((d >> 20) & 0xfu);
	s->log_header_modify_argument_granularity = (uint8_t)((d >> 16) & 0xfu);
	s->log_header_modify_argument_max_alloc = (uint8_t)((d >> 8) & 0x1fu);
	s->general_obj_types = mlx5ctl_be64_load(b + 128);
	s->vhca_tunnel_commands = mlx5ctl_be64_load(b + 240);
	s->match_definer_format_supported = mlx5ctl_be64_load(b + 248);
}

static void encode_cmd_hca_cap(const void *native, void *buf)
{
	mlx5ctl_prm_cmd_hca_cap_encode(native, buf);
}

static void decode_cmd_hca_cap(void *native, const void *buf)
{
	mlx5ctl_prm_cmd_hca_cap_decode(native, buf);
}

void mlx5ctl_prm_cmd_hca_cap_2_encode(const struct mlx5ctl_prm_cmd_hca_cap_2 *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 16);
	d &= ~0x80002080u;
	d |= ((uint32_t)s->migratable & 0x1u) << 31;
	d |= ((uint32_t)s->query_vuid & 0x1u) << 13;
	d |= ((uint32_t)s->umr_log_entity_size_5 & 0x1u) << 7;
	mlx5ctl_be32_store(b + 16, d);

	d = mlx5ctl_be32_load(b + 20);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->max_reformat_insert_size & 0xffu) << 24;
	d |= ((uint32_t)s->max_reformat_insert_offset & 0xffu) << 16;
	d |= ((uint32_t)s->max_reformat_remove_size & 0xffu) << 8;
	d |= ((uint32_t)s->max_reformat_remove_offset & 0xffu);
	mlx5ctl_be32_store(b + 20, d);

	d = mlx5ctl_be32_load(b + 24);
	d &= ~0x00e0a080u;
	d |= ((uint32_t)s->migration_multi_load & 0x1u) << 23;
	d |= ((uint32_t)s->migration_tracking_state & 0x1u) << 22;
	d |= ((uint32_t)s->multiplane_qp_ud & 0x1u) << 21;
	d |= ((uint32_t)s->migration_in_chunks & 0x1u) << 15;
	d |= ((uint32_t)s->sf_eq_usage & 0x1u) << 13;
	d |= ((uint32_t)s->multiplane & 0x1u) << 7;
	mlx5ctl_be32_store(b + 24, d);

	d = mlx5ctl_be32_load(b + 28);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->cross_vhca_object_to_object_supported & 0xffffffffu);
	mlx5ctl_be32_store(b + 28, d);

	d = mlx5ctl_be32_load(b + 52);
	d &= ~0xff3f0000u;
	d |= ((uint32_t)s->flow_table_type_2_type & 0xffu) << 24;
	d |= ((uint32_t)s->format_select_dw_8_6_ext & 0x1u) << 21;
	d |= ((uint32_t)s->log_min_mkey_entity_size & 0x1fu) << 16;
	mlx5ctl_be32_store(b + 52, d);

	d = mlx5ctl_be32_load(b + 68);
	d &= ~0x7fff0000u;
	d |= ((uint32_t)s->sw_vhca_id_valid & 0x1u) << 30;
	d |= ((uint32_t)s->sw_vhca_id & 0x3fffu) << 16;
	mlx5ctl_be32_store(b + 68, d);

	d = mlx5ctl_be32_load(b + 72);
	d &= ~0x001f0000u;
	d |= ((uint32_t)s->ts_cqe_metadata_size2wqe_counter & 0x1fu) << 16;
	mlx5ctl_be32_store(b + 72, d);

	d = mlx5ctl_be32_load(b + 80);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->format_select_dw_gtpu_dw_0 & 0xffu) << 24;
	d |= ((uint32_t)s->format_select_dw_gtpu_dw_1 & 0xffu) << 16;
	d |= ((uint32_t)s->format_select_dw_gtpu_dw_2 & 0xffu) << 8;
	d |= ((uint32_t)s->format_select_dw_gtpu_first_ext_dw_0 & 0xffu);
	mlx5ctl_be32_store(b + 80, d);

	d = mlx5ctl_be32_load(b + 84);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->generate_wqe_type & 0xffffffffu);
	mlx5ctl_be32_store(b + 84, d);

	d = mlx5ctl_be32_load(b + 112);
	d &= ~0x001fffffu;
	d |= ((uint32_t)s->min_mkey_log_entity_size_fixed_buffer & 0x1fu) << 16;
	d |= ((uint32_t)s->ec_vf_vport_base & 0xffffu);
	mlx5ctl_be32_store(b + 112, d);

	d = mlx5ctl_be32_load(b + 116);
	d &= ~0x003fffffu;
	d |= ((uint32_t)s->max_mkey_log_entity_size_mtt & 0x3fu) << 16;
	d |= ((uint32_t)s->max_rqt_vhca_id & 0xffffu);
	mlx5ctl_be32_store(b + 116, d);

	d = mlx5ctl_be32_load(b + 124);
	d &= ~0x00008000u;
	d |= ((uint32_t)s->pcc_ifa2 & 0x1u) << 15;
	mlx5ctl_be32_store(b + 124, d);

	d = mlx5ctl_be32_load(b + 128);
	d &= ~0x4000ffffu;
	d |= ((uint32_t)s->min_mkey_log_entity_size_fixed_buffer_valid & 0x1u) << 30;
	d |= ((uint32_t)s->return_reg_id & 0xffffu);
	mlx5ctl_be32_store(b + 128, d);

	d = mlx5ctl_be32_load(b + 132);
	d &= ~0x0000000fu;
	d |= ((uint32_t)s->flow_table_hash_type & 0xfu);
	mlx5ctl_be32_store(b + 132, d);

	d = mlx5ctl_be32_load(b + 136);
	d &= ~0x00ffffffu;
	d |= ((uint32_t)s->max_num_eqs_24b & 0xffffffu);
	mlx5ctl_be32_store(b + 136, d);
	mlx5ctl_be64_store(b + 32, s->allowed_object_for_other_vhca_access);
}

void mlx5ctl_prm_cmd_hca_cap_2_decode(struct mlx5ctl_prm_cmd_hca_cap_2 *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 16);
	s->migratable = (uint8_t)((d >> 31) & 0x1u);
	s->query_vuid = (uint8_t)((d >> 13) & 0x1u);
	s->umr_log_entity_size_5 = (uint8_t)((d >> 7) & 0x1u);
	d = mlx5ctl_be32_load(b + 20);
	s->max_reformat_insert_size = (uint8_t)((d >> 24) & 0xffu);
	s->max_reformat_insert_offset = (uint8_t)((d >> 16) & 0xffu);
	s->max_reformat_remove_size = (uint8_t)((d >> 8) & 0xffu);
	s->max_reformat_remove_offset = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 24);
	s->migration_multi_load = (uint8_t)((d >> 23) & 0x1u);
	s->migration_tracking_state = (uint8_t)((d >> 22) & 0x1u);
	s->multiplane_qp_ud = (uint8_t)((d >> 21) & 0x1u);
	s->migration_in_chunks = (uint8_t)((d >> 15) & 0x1u);
	s->sf_eq_usage = (uint8_t)((d >> 13) & 0x1u);
	s->multiplane = (uint8_t)((d >> 7) & 0x1u);
	d = mlx5ctl_be32_load(b + 28);
	s->cross_vhca_object_to_object_supported = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 52);
	s->flow_table_type_2_type = (uint8_t)((d >> 24) & 0xffu);
	s->format_select_dw_8_6_ext = (uint8_t)((d >> 21) & 0x1u);
	s->log_min_mkey_entity_size = (uint8_t)((d >> 16) & 0x1fu);
	d = mlx5ctl_be32_load(b + 68);
	s->sw_vhca_id_valid = (uint8_t)((d >> 30) & 0x1u);
	s->sw_vhca_id = (uint16_t)((d >> 16) & 0x3fffu);
	d = mlx5ctl_be32_load(b + 72);
	s->ts_cqe_metadata_size2wqe_counter = (uint8_t)((d >> 16) & 0x1fu);
	d = mlx5ctl_be32_load(b + 80);
	s->format_select_dw_gtpu_dw_0 = (uint8_t)((d >> 24) & 0xffu);
	s->format_select_dw_gtpu_dw_1 = (uint8_t)((d >> 16) & 0xffu);
	s->format_select_dw_gtpu_dw_2 = (uint8_t)((d >> 8) & 0xffu);
	s->format_select_dw_gtpu_first_ext_dw_0 = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 84);
	s->generate_wqe_type = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 112);
	s->min_mkey_log_entity_size_fixed_buffer = (uint8_t)((d >> 16) & 0x1fu);
	s->ec_vf_vport_base = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 116);
	s->max_mkey_log_entity_size_mtt = (uint8_t)((d >> 16) & 0x3fu);
	s->max_rqt_vhca_id = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 124);
	s->pcc_ifa2 = (uint8_t)((d >> 15) & 0x1u);
	d = mlx5ctl_be32_load(b + 128);
	s->min_mkey_log_entity_size_fixed_buffer_valid = (uint8_t)((d >> 30) & 0x1u);
	s->return_reg_id = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 132);
	s->flow_table_hash_type = (uint8_t)(d & 0xfu);
	d = mlx5ctl_be32_load(b + 136);
	s->max_num_eqs_24b = (uint32_t)(d & 0xffffffu);
	s->allowed_object_for_other_vhca_access = mlx5ctl_be64_load(b + 32);
}

static void encode_cmd_hca_cap_2(const void *native, void *buf)
{
	mlx5ctl_prm_cmd_hca_cap_2_encode(native, buf);
}

static void decode_cmd_hca_cap_2(void *native, const void *buf)
{
	mlx5ctl_prm_cmd_hca_cap_2_decode(native, buf);
}

void mlx5ctl_prm_cmd_if_box_encode(const struct mlx5ctl_prm_cmd_if_box *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 560);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->next_pointer_63_32 & 0xffffffffu);
	mlx5ctl_be32_store(b + 560, d);

	d = mlx5ctl_be32_load(b + 564);
	d &= ~0xfffffc00u;
	d |= ((uint32_t)s->next_pointer_31_10 & 0x3fffffu) << 10;
	mlx5ctl_be32_store(b + 564, d);

	d = mlx5ctl_be32_load(b + 568);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->block_number & 0xffffffffu);
	mlx5ctl_be32_store(b + 568, d);

	d = mlx5ctl_be32_load(b + 572);
	d &= ~0x00ffffffu;
	d |= ((uint32_t)s->token & 0xffu) << 16;
	d |= ((uint32_t)s->ctrl_signature & 0xffu) << 8;
	d |= ((uint32_t)s->signature & 0xffu);
	mlx5ctl_be32_store(b + 572, d);
	memcpy(b + 0, s->mailbox_data, 512);
}

void mlx5ctl_prm_cmd_if_box_decode(struct mlx5ctl_prm_cmd_if_box *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 560);
	s->next_pointer_63_32 = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 564);
	s->next_pointer_31_10 = (uint32_t)((d >> 10) & 0x3fffffu);
	d = mlx5ctl_be32_load(b + 568);
	s->block_number = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 572);
	s->token = (uint8_t)((d >> 16) & 0xffu);
	s->ctrl_signature = (uint8_t)((d >> 8) & 0xffu);
	s->signature = (uint8_t)(d & 0xffu);
	memcpy(s->mailbox_data, b + 0, 512);
}

static void encode_cmd_if_box(const void *native, void *buf)
{
	mlx5ctl_prm_cmd_if_box_encode(native, buf);
}

static void decode_cmd_if_box(void *native, const void *buf)
{
	mlx5ctl_prm_cmd_if_box_decode(native, buf);
}

void mlx5ctl_prm_cmd_inter_comp_event_encode(const struct mlx5ctl_prm_cmd_inter_comp_event *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->command_completion_vector & 0xffffffffu);
	mlx5ctl_be32_store(b + 0, d);
}

void mlx5ctl_prm_cmd_inter_comp_event_decode(struct mlx5ctl_prm_cmd_inter_comp_event *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->command_completion_vector = (uint32_t)(d);
}

static void encode_cmd_inter_comp_event(const void *native, void *buf)
{
	mlx5ctl_prm_cmd_inter_comp_event_encode(native, buf);
}

static void decode_cmd_inter_comp_event(void *native, const void *buf)
{
	mlx5ctl_prm_cmd_inter_comp_event_decode(native, buf);
}

void mlx5ctl_prm_cmd_queue_entry_encode(const struct mlx5ctl_prm_cmd_queue_entry *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->type & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->input_length & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->input_mailbox_pointer_63_32 & 0xffffffffu);
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0xfffffe00u;
	d |= ((uint32_t)s->input_mailbox_pointer_31_9 & 0x7fffffu) << 9;
	mlx5ctl_be32_store(b + 12, d);

	d = mlx5ctl_be32_load(b + 48);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->output_mailbox_pointer_63_32 & 0xffffffffu);
	mlx5ctl_be32_store(b + 48, d);

	d = mlx5ctl_be32_load(b + 52);
	d &= ~0xfffffe00u;
	d |= ((uint32_t)s->output_mailbox_pointer_31_9 & 0x7fffffu) << 9;
	mlx5ctl_be32_store(b + 52, d);

	d = mlx5ctl_be32_load(b + 56);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->output_length & 0xffffffffu);
	mlx5ctl_be32_store(b + 56, d);

	d = mlx5ctl_be32_load(b + 60);
	d &= ~0xffff00ffu;
	d |= ((uint32_t)s->token & 0xffu) << 24;
	d |= ((uint32_t)s->signature & 0xffu) << 16;
	d |= ((uint32_t)s->status & 0x7fu) << 1;
	d |= ((uint32_t)s->ownership & 0x1u);
	mlx5ctl_be32_store(b + 60, d);
	memcpy(b + 16, s->command_input_inline_data, 16);
	memcpy(b + 32, s->command_output_inline_data, 16);
}

void mlx5ctl_prm_cmd_queue_entry_decode(struct mlx5ctl_prm_cmd_queue_entry *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->type = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->input_length = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 8);
	s->input_mailbox_pointer_63_32 = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 12);
	s->input_mailbox_pointer_31_9 = (uint32_t)((d >> 9) & 0x7fffffu);
	d = mlx5ctl_be32_load(b + 48);
	s->output_mailbox_pointer_63_32 = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 52);
	s->output_mailbox_pointer_31_9 = (uint32_t)((d >> 9) & 0x7fffffu);
	d = mlx5ctl_be32_load(b + 56);
	s->output_length = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 60);
	s->token = (uint8_t)((d >> 24) & 0xffu);
	s->signature = (uint8_t)((d >> 16) & 0xffu);
	s->status = (uint8_t)((d >> 1) & 0x7fu);
	s->ownership = (uint8_t)(d & 0x1u);
	memcpy(s->command_input_inline_data, b + 16, 16);
	memcpy(s->command_output_inline_data, b + 32, 16);
}

static void encode_cmd_queue_entry(const void *native, void *buf)
{
	mlx5ctl_prm_cmd_queue_entry_encode(native, buf);
}

static void decode_cmd_queue_entry(void *native, const void *buf)
{
	mlx5ctl_prm_cmd_queue_entry_decode(native, buf);
}

void mlx5ctl_prm_config_item_encode(const struct mlx5ctl_prm_config_item *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffdff3ffu;
	d |= ((uint32_t)s->valid & 0x3u) << 30;
	d |= ((uint32_t)s->priority & 0x3u) << 28;
	d |= ((uint32_t)s->header_type & 0x3u) << 26;
	d |= ((uint32_t)s->ovr_en & 0x1u) << 25;
	d |= ((uint32_t)s->rd_en & 0x1u) << 24;
	d |= ((uint32_t)s->access_mode & 0x3u) << 22;
	d |= ((uint32_t)s->writer_id & 0x1fu) << 16;
	d |= ((uint32_t)s->version & 0xfu) << 12;
	d |= ((uint32_t)s->host_id_valid & 0x1u) << 9;
	d |= ((uint32_t)s->length & 0x1ffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->crc16 & 0xffffu);
	mlx5ctl_be32_store(b + 8, d);
	memcpy(b + 4, s->type, 4);
}

void mlx5ctl_prm_config_item_decode(struct mlx5ctl_prm_config_item *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->valid = (uint8_t)((d >> 30) & 0x3u);
	s->priority = (uint8_t)((d >> 28) & 0x3u);
	s->header_type = (uint8_t)((d >> 26) & 0x3u);
	s->ovr_en = (uint8_t)((d >> 25) & 0x1u);
	s->rd_en = (uint8_t)((d >> 24) & 0x1u);
	s->access_mode = (uint8_t)((d >> 22) & 0x3u);
	s->writer_id = (uint8_t)((d >> 16) & 0x1fu);
	s->version = (uint8_t)((d >> 12) & 0xfu);
	s->host_id_valid = (uint8_t)((d >> 9) & 0x1u);
	s->length = (uint16_t)(d & 0x1ffu);
	d = mlx5ctl_be32_load(b + 8);
	s->crc16 = (uint16_t)(d & 0xffffu);
	memcpy(s->type, b + 4, 4);
}

static void encode_config_item(const void *native, void *buf)
{
	mlx5ctl_prm_config_item_encode(native, buf);
}

static void decode_config_item(void *native, const void *buf)
{
	mlx5ctl_prm_config_item_decode(native, buf);
}

void mlx5ctl_prm_configuration_item_type_class_global_encode(const struct mlx5ctl_prm_configuration_item_type_class_global *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->type_class & 0xffu) << 24;
	d |= ((uint32_t)s->parameter_index & 0xffffffu);
	mlx5ctl_be32_store(b + 0, d);
}

void mlx5ctl_prm_configuration_item_type_class_global_decode(struct mlx5ctl_prm_configuration_item_type_class_global *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->type_class = (uint8_t)((d >> 24) & 0xffu);
	s->parameter_index = (uint32_t)(d & 0xffffffu);
}

static void encode_configuration_item_type_class_global(const void *native, void *buf)
{
	mlx5ctl_prm_configuration_item_type_class_global_encode(native, buf);
}

static void decode_configuration_item_type_class_global(void *native, const void *buf)
{
	mlx5ctl_prm_configuration_item_type_class_global_decode(native, buf);
}

void mlx5ctl_prm_configuration_item_type_class_per_host_pf_encode(const struct mlx5ctl_prm_configuration_item_type_class_per_host_pf *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->type_class & 0xffu) << 24;
	d |= ((uint32_t)s->pf_index & 0x3fu) << 18;
	d |= ((uint32_t)s->pci_bus_index & 0xffu) << 10;
	d |= ((uint32_t)s->parameter_index & 0x3ffu);
	mlx5ctl_be32_store(b + 0, d);
}

void mlx5ctl_prm_configuration_item_type_class_per_host_pf_decode(struct mlx5ctl_prm_configuration_item_type_class_per_host_pf *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->type_class = (uint8_t)((d >> 24) & 0xffu);
	s->pf_index = (uint8_t)((d >> 18) & 0x3fu);
	s->pci_bus_index = (uint8_t)((d >> 10) & 0xffu);
	s->parameter_index = (uint16_t)(d & 0x3ffu);
}

static void encode_configuration_item_type_class_per_host_pf(const void *native, void *buf)
{
	mlx5ctl_prm_configuration_item_type_class_per_host_pf_encode(native, buf);
}

static void decode_configuration_item_type_class_per_host_pf(void *native, const void *buf)
{
	mlx5ctl_prm_configuration_item_type_class_per_host_pf_decode(native, buf);
}

void mlx5ctl_prm_core_dump_header_encode(const struct mlx5ctl_prm_core_dump_header *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->magic & 0xffffffffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->version & 0xffffu) << 16;
	d |= ((uint32_t)s->num_segments & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->total_size & 0xffffffffu);
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->checksum & 0xffffffffu);
	mlx5ctl_be32_store(b + 12, d);

	d = mlx5ctl_be32_load(b + 16);
	d &= ~0xffff0000u;
	d |= ((uint32_t)s->device_id & 0xffffu) << 16;
	mlx5ctl_be32_store(b + 16, d);

	d = mlx5ctl_be32_load(b + 20);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->fw_version & 0xffffffffu);
	mlx5ctl_be32_store(b + 20, d);

	d = mlx5ctl_be32_load(b + 24);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->segment_size & 0xffffffffu);
	mlx5ctl_be32_store(b + 24, d);
}

void mlx5ctl_prm_core_dump_header_decode(struct mlx5ctl_prm_core_dump_header *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->magic = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 4);
	s->version = (uint16_t)((d >> 16) & 0xffffu);
	s->num_segments = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 8);
	s->total_size = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 12);
	s->checksum = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 16);
	s->device_id = (uint16_t)((d >> 16) & 0xffffu);
	d = mlx5ctl_be32_load(b + 20);
	s->fw_version = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 24);
	s->segment_size = (uint32_t)(d);
}

static void encode_core_dump_header(const void *native, void *buf)
{
	mlx5ctl_prm_core_dump_header_encode(native, buf);
}

static void decode_core_dump_header(void *native, const void *buf)
{
	mlx5ctl_prm_core_dump_header_decode(native, buf);
}

void mlx5ctl_prm_core_dump_reg_encode(const struct mlx5ctl_prm_core_dump_reg *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x800000ffu;
	d |= ((uint32_t)s->more_dump & 0x1u) << 31;
	d |= ((uint32_t)s->core_dump_type & 0xffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->vhca_id & 0xffffu);
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0x00ffffffu;
	d |= ((uint32_t)s->qpn & 0xffffffu);
	mlx5ctl_be32_store(b + 12, d);

	d = mlx5ctl_be32_load(b + 16);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->mkey & 0xffffffffu);
	mlx5ctl_be32_store(b + 16, d);

	d = mlx5ctl_be32_load(b + 20);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->size & 0xffffffffu);
	mlx5ctl_be32_store(b + 20, d);

	d = mlx5ctl_be32_load(b + 40);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->total_size & 0xffffffffu);
	mlx5ctl_be32_store(b + 40, d);
	mlx5ctl_be64_store(b + 24, s->address);
	mlx5ctl_be64_store(b + 32, s->cookie);
}

void mlx5ctl_prm_core_dump_reg_decode(struct mlx5ctl_prm_core_dump_reg *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->more_dump = (uint8_t)((d >> 31) & 0x1u);
	s->core_dump_type = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 8);
	s->vhca_id = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 12);
	s->qpn = (uint32_t)(d & 0xffffffu);
	d = mlx5ctl_be32_load(b + 16);
	s->mkey = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 20);
	s->size = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 40);
	s->total_size = (uint32_t)(d);
	s->address = mlx5ctl_be64_load(b + 24);
	s->cookie = mlx5ctl_be64_load(b + 32);
}

static void encode_core_dump_reg(const void *native, void *buf)
{
	mlx5ctl_prm_core_dump_reg_encode(native, buf);
}

static void decode_core_dump_reg(void *native, const void *buf)
{
	mlx5ctl_prm_core_dump_reg_decode(native, buf);
}

void mlx5ctl_prm_counter_id_encode(const struct mlx5ctl_prm_counter_id *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->counter_id & 0xffffu);
	mlx5ctl_be32_store(b + 0, d);
}

void mlx5ctl_prm_counter_id_decode(struct mlx5ctl_prm_counter_id *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->counter_id = (uint16_t)(d & 0xffffu);
}

static void encode_counter_id(const void *native, void *buf)
{
	mlx5ctl_prm_counter_id_encode(native, buf);
}

static void decode_counter_id(void *native, const void *buf)
{
	mlx5ctl_prm_counter_id_decode(native, buf);
}

void mlx5ctl_prm_create_eq_in_encode(const struct mlx5ctl_prm_create_eq_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	d |= ((uint32_t)s->uid & 0xffffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);
	mlx5ctl_prm_eqc_encode(&s->eq_context_entry, b + 16);
	memcpy(b + 88, s->event_bitmask, 32);
}

void mlx5ctl_prm_create_eq_in_decode(struct mlx5ctl_prm_create_eq_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	s->uid = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
	mlx5ctl_prm_eqc_decode(&s->eq_context_entry, b + 16);
	memcpy(s->event_bitmask, b + 88, 32);
}

static void encode_create_eq_in(const void *native, void *buf)
{
	mlx5ctl_prm_create_eq_in_encode(native, buf);
}

static void decode_create_eq_in(void *native, const void *buf)
{
	mlx5ctl_prm_create_eq_in_decode(native, buf);
}

void mlx5ctl_prm_create_eq_out_encode(const struct mlx5ctl_prm_create_eq_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x000000ffu;
	d |= ((uint32_t)s->eq_number & 0xffu);
	mlx5ctl_be32_store(b + 8, d);
}

void mlx5ctl_prm_create_eq_out_decode(struct mlx5ctl_prm_create_eq_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 8);
	s->eq_number = (uint8_t)(d & 0xffu);
}

static void encode_create_eq_out(const void *native, void *buf)
{
	mlx5ctl_prm_create_eq_out_encode(native, buf);
}

static void decode_create_eq_out(void *native, const void *buf)
{
	mlx5ctl_prm_create_eq_out_decode(native, buf);
}

void mlx5ctl_prm_create_mkey_in_encode(const struct mlx5ctl_prm_create_mkey_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	d |= ((uint32_t)s->uid & 0xffffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0xe0000000u;
	d |= ((uint32_t)s->pg_access & 0x1u) << 31;
	d |= ((uint32_t)s->mkey_umem_valid & 0x1u) << 30;
	d |= ((uint32_t)s->data_direct & 0x1u) << 29;
	mlx5ctl_be32_store(b + 12, d);

	d = mlx5ctl_be32_load(b + 96);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->translations_octword_actual_size & 0xffffffffu);
	mlx5ctl_be32_store(b + 96, d);

	d = mlx5ctl_be32_load(b + 100);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->mkey_umem_id & 0xffffffffu);
	mlx5ctl_be32_store(b + 100, d);
	mlx5ctl_prm_mkc_encode(&s->memory_key_mkey_entry, b + 16);
	mlx5ctl_be64_store(b + 104, s->mkey_umem_offset);
}

void mlx5ctl_prm_create_mkey_in_decode(struct mlx5ctl_prm_create_mkey_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	s->uid = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 12);
	s->pg_access = (uint8_t)((d >> 31) & 0x1u);
	s->mkey_umem_valid = (uint8_t)((d >> 30) & 0x1u);
	s->data_direct = (uint8_t)((d >> 29) & 0x1u);
	d = mlx5ctl_be32_load(b + 96);
	s->translations_octword_actual_size = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 100);
	s->mkey_umem_id = (uint32_t)(d);
	mlx5ctl_prm_mkc_decode(&s->memory_key_mkey_entry, b + 16);
	s->mkey_umem_offset = mlx5ctl_be64_load(b + 104);
}

static void encode_create_mkey_in(const void *native, void *buf)
{
	mlx5ctl_prm_create_mkey_in_encode(native, buf);
}

static void decode_create_mkey_in(void *native, const void *buf)
{
	mlx5ctl_prm_create_mkey_in_decode(native, buf);
}

void mlx5ctl_prm_create_mkey_out_encode(const struct mlx5ctl_prm_create_mkey_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x00ffffffu;
	d |= ((uint32_t)s->mkey_index & 0xffffffu);
	mlx5ctl_be32_store(b + 8, d);
}

void mlx5ctl_prm_create_mkey_out_decode(struct mlx5ctl_prm_create_mkey_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 8);
	s->mkey_index = (uint32_t)(d & 0xffffffu);
}

static void encode_create_mkey_out(const void *native, void *buf)
{
	mlx5ctl_prm_create_mkey_out_encode(native, buf);
}

static void decode_create_mkey_out(void *native, const void *buf)
{
	mlx5ctl_prm_create_mkey_out_decode(native, buf);
}

void mlx5ctl_prm_create_uctx_in_encode(const struct mlx5ctl_prm_create_uctx_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffff0000u;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);
	mlx5ctl_prm_uctx_encode(&s->uctx, b + 16);
}

void mlx5ctl_prm_create_uctx_in_decode(struct mlx5ctl_prm_create_uctx_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
	mlx5ctl_prm_uctx_decode(&s->uctx, b + 16);
}

static void encode_create_uctx_in(const void *native, void *buf)
{
	mlx5ctl_prm_create_uctx_in_encode(native, buf);
}

static void decode_create_uctx_in(void *native, const void *buf)
{
	mlx5ctl_prm_create_uctx_in_decode(native, buf);
}

void mlx5ctl_prm_create_uctx_out_encode(const struct mlx5ctl_prm_create_uctx_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->uid & 0xffffu);
	mlx5ctl_be32_store(b + 8, d);
}

void mlx5ctl_prm_create_uctx_out_decode(struct mlx5ctl_prm_create_uctx_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 8);
	s->uid = (uint16_t)(d & 0xffffu);
}

static void encode_create_uctx_out(const void *native, void *buf)
{
	mlx5ctl_prm_create_uctx_out_encode(native, buf);
}

static void decode_create_uctx_out(void *native, const void *buf)
{
	mlx5ctl_prm_create_uctx_out_decode(native, buf);
}

void mlx5ctl_prm_create_umem_in_encode(const struct mlx5ctl_prm_create_umem_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	d |= ((uint32_t)s->uid & 0xffffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);
	mlx5ctl_prm_umem_encode(&s->umem, b + 16);
}

void mlx5ctl_prm_create_umem_in_decode(struct mlx5ctl_prm_create_umem_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	s->uid = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
	mlx5ctl_prm_umem_decode(&s->umem, b + 16);
}

static void encode_create_umem_in(const void *native, void *buf)
{
	mlx5ctl_prm_create_umem_in_encode(native, buf);
}

static void decode_create_umem_in(void *native, const void *buf)
{
	mlx5ctl_prm_create_umem_in_decode(native, buf);
}

void mlx5ctl_prm_create_umem_out_encode(const struct mlx5ctl_prm_create_umem_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x00ffffffu;
	d |= ((uint32_t)s->umem_id & 0xffffffu);
	mlx5ctl_be32_store(b + 8, d);
}

void mlx5ctl_prm_create_umem_out_decode(struct mlx5ctl_prm_create_umem_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 8);
	s->umem_id = (uint32_t)(d & 0xffffffu);
}

static void encode_create_umem_out(const void *native, void *buf)
{
	mlx5ctl_prm_create_umem_out_encode(native, buf);
}

static void decode_create_umem_out(void *native, const void *buf)
{
	mlx5ctl_prm_create_umem_out_decode(native, buf);
}

void mlx5ctl_prm_dealloc_pd_in_encode(const struct mlx5ctl_prm_dealloc_pd_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	d |= ((uint32_t)s->uid & 0xffffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x00ffffffu;
	d |= ((uint32_t)s->pd & 0xffffffu);
	mlx5ctl_be32_store(b + 8, d);
}

void mlx5ctl_prm_dealloc_pd_in_decode(struct mlx5ctl_prm_dealloc_pd_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	s->uid = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 8);
	s->pd = (uint32_t)(d & 0xffffffu);
}

static void encode_dealloc_pd_in(const void *native, void *buf)
{
	mlx5ctl_prm_dealloc_pd_in_encode(native, buf);
}

static void decode_dealloc_pd_in(void *native, const void *buf)
{
	mlx5ctl_prm_dealloc_pd_in_decode(native, buf);
}

void mlx5ctl_prm_dealloc_pd_out_encode(const struct mlx5ctl_prm_dealloc_pd_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_dealloc_pd_out_decode(struct mlx5ctl_prm_dealloc_pd_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
}

static void encode_dealloc_pd_out(const void *native, void *buf)
{
	mlx5ctl_prm_dealloc_pd_out_encode(native, buf);
}

static void decode_dealloc_pd_out(void *native, const void *buf)
{
	mlx5ctl_prm_dealloc_pd_out_decode(native, buf);
}

void mlx5ctl_prm_dealloc_uar_in_encode(const struct mlx5ctl_prm_dealloc_uar_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	d |= ((uint32_t)s->uid & 0xffffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x00ffffffu;
	d |= ((uint32_t)s->uar & 0xffffffu);
	mlx5ctl_be32_store(b + 8, d);
}

void mlx5ctl_prm_dealloc_uar_in_decode(struct mlx5ctl_prm_dealloc_uar_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	s->uid = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 8);
	s->uar = (uint32_t)(d & 0xffffffu);
}

static void encode_dealloc_uar_in(const void *native, void *buf)
{
	mlx5ctl_prm_dealloc_uar_in_encode(native, buf);
}

static void decode_dealloc_uar_in(void *native, const void *buf)
{
	mlx5ctl_prm_dealloc_uar_in_decode(native, buf);
}

void mlx5ctl_prm_dealloc_uar_out_encode(const struct mlx5ctl_prm_dealloc_uar_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_dealloc_uar_out_decode(struct mlx5ctl_prm_dealloc_uar_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
}

static void encode_dealloc_uar_out(const void *native, void *buf)
{
	mlx5ctl_prm_dealloc_uar_out_encode(native, buf);
}

static void decode_dealloc_uar_out(void *native, const void *buf)
{
	mlx5ctl_prm_dealloc_uar_out_decode(native, buf);
}

void mlx5ctl_prm_debug_cap_encode(const struct mlx5ctl_prm_debug_cap *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xcfdf00ffu;
	d |= ((uint32_t)s->core_dump_general & 0x1u) << 31;
	d |= ((uint32_t)s->core_dump_qp & 0x1u) << 30;
	d |= ((uint32_t)s->log_cr_dump_to_mem_size & 0x1fu) << 23;
	d |= ((uint32_t)s->resource_dump & 0x1u) << 22;
	d |= ((uint32_t)s->log_min_resource_dump_eq & 0x1fu) << 16;
	d |= ((uint32_t)s->log_max_samples & 0xffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xf00000ffu;
	d |= ((uint32_t)s->single & 0x1u) << 31;
	d |= ((uint32_t)s->repetitive & 0x1u) << 30;
	d |= ((uint32_t)s->stall_detect & 0x1u) << 29;
	d |= ((uint32_t)s->diag_counter_tracer_dump & 0x1u) << 28;
	d |= ((uint32_t)s->log_min_sample_period & 0xffu);
	mlx5ctl_be32_store(b + 4, d);
	for (unsigned int i = 0; i < 48; i++)
		mlx5ctl_prm_diagnostic_cntr_layout_encode(&s->diagnostic_counter[i], b + 64 + i * 4);
}

void mlx5ctl_prm_debug_cap_decode(struct mlx5ctl_prm_debug_cap *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->core_dump_general = (uint8_t)((d >> 31) & 0x1u);
	s->core_dump_qp = (uint8_t)((d >> 30) & 0x1u);
	s->log_cr_dump_to_mem_size = (uint8_t)((d >> 23) & 0x1fu);
	s->resource_dump = (uint8_t)((d >> 22) & 0x1u);
	s->log_min_resource_dump_eq = (uint8_t)((d >> 16) & 0x1fu);
	s->log_max_samples = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->single = (uint8_t)((d >> 31) & 0x1u);
	s->repetitive = (uint8_t)((d >> 30) & 0x1u);
	s->stall_detect = (uint8_t)((d >> 29) & 0x1u);
	s->diag_counter_tracer_dump = (uint8_t)((d >> 28) & 0x1u);
	s->log_min_sample_period = (uint8_t)(d & 0xffu);
	for (unsigned int i = 0; i < 48; i++)
		mlx5ctl_prm_diagnostic_cntr_layout_decode(&s->diagnostic_counter[i], b + 64 + i * 4);
}

static void encode_debug_cap(const void *native, void *buf)
{
	mlx5ctl_prm_debug_cap_encode(native, buf);
}

static void decode_debug_cap(void *native, const void *buf)
{
	mlx5ctl_prm_debug_cap_decode(native, buf);
}

void mlx5ctl_prm_default_timeout_encode(const struct mlx5ctl_prm_default_timeout *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xe00fffffu;
	d |= ((uint32_t)s->to_multiplier & 0x7u) << 29;
	d |= ((uint32_t)s->to_value & 0xfffffu);
	mlx5ctl_be32_store(b + 0, d);
}

void mlx5ctl_prm_default_timeout_decode(struct mlx5ctl_prm_default_timeout *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->to_multiplier = (uint8_t)((d >> 29) & 0x7u);
	s->to_value = (uint32_t)(d & 0xfffffu);
}

static void encode_default_timeout(const void *native, void *buf)
{
	mlx5ctl_prm_default_timeout_encode(native, buf);
}

static void decode_default_timeout(void *native, const void *buf)
{
	mlx5ctl_prm_default_timeout_decode(native, buf);
}

void mlx5ctl_prm_destroy_eq_in_encode(const struct mlx5ctl_prm_destroy_eq_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffff0000u;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x000000ffu;
	d |= ((uint32_t)s->eq_number & 0xffu);
	mlx5ctl_be32_store(b + 8, d);
}

void mlx5ctl_prm_destroy_eq_in_decode(struct mlx5ctl_prm_destroy_eq_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 8);
	s->eq_number = (uint8_t)(d & 0xffu);
}

static void encode_destroy_eq_in(const void *native, void *buf)
{
	mlx5ctl_prm_destroy_eq_in_encode(native, buf);
}

static void decode_destroy_eq_in(void *native, const void *buf)
{
	mlx5ctl_prm_destroy_eq_in_decode(native, buf);
}

void mlx5ctl_prm_destroy_eq_out_encode(const struct mlx5ctl_prm_destroy_eq_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_destroy_eq_out_decode(struct mlx5ctl_prm_destroy_eq_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
}

static void encode_destroy_eq_out(const void *native, void *buf)
{
	mlx5ctl_prm_destroy_eq_out_encode(native, buf);
}

static void decode_destroy_eq_out(void *native, const void *buf)
{
	mlx5ctl_prm_destroy_eq_out_decode(native, buf);
}

void mlx5ctl_prm_destroy_mkey_in_encode(const struct mlx5ctl_prm_destroy_mkey_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	d |= ((uint32_t)s->uid & 0xffffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x00ffffffu;
	d |= ((uint32_t)s->mkey_index & 0xffffffu);
	mlx5ctl_be32_store(b + 8, d);
}

void mlx5ctl_prm_destroy_mkey_in_decode(struct mlx5ctl_prm_destroy_mkey_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	s->uid = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 8);
	s->mkey_index = (uint32_t)(d & 0xffffffu);
}

static void encode_destroy_mkey_in(const void *native, void *buf)
{
	mlx5ctl_prm_destroy_mkey_in_encode(native, buf);
}

static void decode_destroy_mkey_in(void *native, const void *buf)
{
	mlx5ctl_prm_destroy_mkey_in_decode(native, buf);
}

void mlx5ctl_prm_destroy_mkey_out_encode(const struct mlx5ctl_prm_destroy_mkey_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_destroy_mkey_out_decode(struct mlx5ctl_prm_destroy_mkey_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
}

static void encode_destroy_mkey_out(const void *native, void *buf)
{
	mlx5ctl_prm_destroy_mkey_out_encode(native, buf);
}

static void decode_destroy_mkey_out(void *native, const void *buf)
{
	mlx5ctl_prm_destroy_mkey_out_decode(native, buf);
}

void mlx5ctl_prm_destroy_uctx_in_encode(const struct mlx5ctl_prm_destroy_uctx_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffff0000u;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->uid & 0xffffu);
	mlx5ctl_be32_store(b + 8, d);
}

void mlx5ctl_prm_destroy_uctx_in_decode(struct mlx5ctl_prm_destroy_uctx_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 8);
	s->uid = (uint16_t)(d & 0xffffu);
}

static void encode_destroy_uctx_in(const void *native, void *buf)
{
	mlx5ctl_prm_destroy_uctx_in_encode(native, buf);
}

static void decode_destroy_uctx_in(void *native, const void *buf)
{
	mlx5ctl_prm_destroy_uctx_in_decode(native, buf);
}

void mlx5ctl_prm_destroy_uctx_out_encode(const struct mlx5ctl_prm_destroy_uctx_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_destroy_uctx_out_decode(struct mlx5ctl_prm_destroy_uctx_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
}

static void encode_destroy_uctx_out(const void *native, void *buf)
{
	mlx5ctl_prm_destroy_uctx_out_encode(native, buf);
}

static void decode_destroy_uctx_out(void *native, const void *buf)
{
	mlx5ctl_prm_destroy_uctx_out_decode(native, buf);
}

void mlx5ctl_prm_destroy_umem_in_encode(const struct mlx5ctl_prm_destroy_umem_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	d |= ((uint32_t)s->uid & 0xffffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x00ffffffu;
	d |= ((uint32_t)s->umem_id & 0xffffffu);
	mlx5ctl_be32_store(b + 8, d);
}

void mlx5ctl_prm_destroy_umem_in_decode(struct mlx5ctl_prm_destroy_umem_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	s->uid = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 8);
	s->umem_id = (uint32_t)(d & 0xffffffu);
}

static void encode_destroy_umem_in(const void *native, void *buf)
{
	mlx5ctl_prm_destroy_umem_in_encode(native, buf);
}

static void decode_destroy_umem_in(void *native, const void *buf)
{
	mlx5ctl_prm_destroy_umem_in_decode(native, buf);
}

void mlx5ctl_prm_destroy_umem_out_encode(const struct mlx5ctl_prm_destroy_umem_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_destroy_umem_out_decode(struct mlx5ctl_prm_destroy_umem_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
}

static void encode_destroy_umem_out(const void *native, void *buf)
{
	mlx5ctl_prm_destroy_umem_out_encode(native, buf);
}

static void decode_destroy_umem_out(void *native, const void *buf)
{
	mlx5ctl_prm_destroy_umem_out_decode(native, buf);
}

void mlx5ctl_prm_device_event_cap_encode(const struct mlx5ctl_prm_device_event_cap *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	memcpy(b + 0, s->user_affiliated_events, 32);
	memcpy(b + 32, s->user_unaffiliated_events, 32);
}

void mlx5ctl_prm_device_event_cap_decode(struct mlx5ctl_prm_device_event_cap *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;

	memcpy(s->user_affiliated_events, b + 0, 32);
	memcpy(s->user_unaffiliated_events, b + 32, 32);
}

static void encode_device_event_cap(const void *native, void *buf)
{
	mlx5ctl_prm_device_event_cap_encode(native, buf);
}

static void decode_device_event_cap(void *native, const void *buf)
{
	mlx5ctl_prm_device_event_cap_decode(native, buf);
}

void mlx5ctl_prm_device_mem_cap_encode(const struct mlx5ctl_prm_device_mem_cap *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x80000000u;
	d |= ((uint32_t)s->memic & 0x1u) << 31;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x001f00ffu;
	d |= ((uint32_t)s->log_min_memic_alloc_size & 0x1fu) << 16;
	d |= ((uint32_t)s->log_max_memic_addr_alignment & 0xffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 16);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->memic_bar_size & 0xffffffffu);
	mlx5ctl_be32_store(b + 16, d);

	d = mlx5ctl_be32_load(b + 20);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->max_memic_size & 0xffffffffu);
	mlx5ctl_be32_store(b + 20, d);

	d = mlx5ctl_be32_load(b + 32);
	d &= ~0x00ff3fffu;
	d |= ((uint32_t)s->log_header_modify_sw_icm_size & 0xffu) << 16;
	d |= ((uint32_t)s->log_sw_icm_alloc_granularity & 0x3fu) << 8;
	d |= ((uint32_t)s->log_steering_sw_icm_size & 0xffu);
	mlx5ctl_be32_store(b + 32, d);

	d = mlx5ctl_be32_load(b + 36);
	d &= ~0xff0000ffu;
	d |= ((uint32_t)s->log_indirect_encap_sw_icm_size & 0xffu) << 24;
	d |= ((uint32_t)s->log_header_modify_pattern_sw_icm_size & 0xffu);
	mlx5ctl_be32_store(b + 36, d);

	d = mlx5ctl_be32_load(b + 64);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->memic_operations & 0xffffffffu);
	mlx5ctl_be32_store(b + 64, d);
	mlx5ctl_be64_store(b + 8, s->memic_bar_start_addr);
	mlx5ctl_be64_store(b + 24, s->steering_sw_icm_start_address);
	mlx5ctl_be64_store(b + 40, s->header_modify_sw_icm_start_address);
	mlx5ctl_be64_store(b + 56, s->header_modify_pattern_sw_icm_start_address);
	mlx5ctl_be64_store(b + 72, s->indirect_encap_sw_icm_start_address);
}

void mlx5ctl_prm_device_mem_cap_decode(struct mlx5ctl_prm_device_mem_cap *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->memic = (uint8_t)((d >> 31) & 0x1u);
	d = mlx5ctl_be32_load(b + 4);
	s->log_min_memic_alloc_size = (uint8_t)((d >> 16) & 0x1fu);
	s->log_max_memic_addr_alignment = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 16);
	s->memic_bar_size = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 20);
	s->max_memic_size = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 32);
	s->log_header_modify_sw_icm_size = (uint8_t)((d >> 16) & 0xffu);
	s->log_sw_icm_alloc_granularity = (uint8_t)((d >> 8) & 0x3fu);
	s->log_steering_sw_icm_size = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 36);
	s->log_indirect_encap_sw_icm_size = (uint8_t)((d >> 24) & 0xffu);
	s->log_header_modify_pattern_sw_icm_size = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 64);
	s->memic_operations = (uint32_t)(d);
	s->memic_bar_start_addr = mlx5ctl_be64_load(b + 8);
	s->steering_sw_icm_start_address = mlx5ctl_be64_load(b + 24);
	s->header_modify_sw_icm_start_address = mlx5ctl_be64_load(b + 40);
	s->header_modify_pattern_sw_icm_start_address = mlx5ctl_be64_load(b + 56);
	s->indirect_encap_sw_icm_start_address = mlx5ctl_be64_load(b + 72);
}

static void encode_device_mem_cap(const void *native, void *buf)
{
	mlx5ctl_prm_device_mem_cap_encode(native, buf);
}

static void decode_device_mem_cap(void *native, const void *buf)
{
	mlx5ctl_prm_device_mem_cap_decode(native, buf);
}

void mlx5ctl_prm_diagnostic_cntr_layout_encode(const struct mlx5ctl_prm_diagnostic_cntr_layout *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x8000ffffu;
	d |= ((uint32_t)s->sync & 0x1u) << 31;
	d |= ((uint32_t)s->counter_id & 0xffffu);
	mlx5ctl_be32_store(b + 0, d);
}

void mlx5ctl_prm_diagnostic_cntr_layout_decode(struct mlx5ctl_prm_diagnostic_cntr_layout *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->sync = (uint8_t)((d >> 31) & 0x1u);
	s->counter_id = (uint16_t)(d & 0xffffu);
}

static void encode_diagnostic_cntr_layout(const void *native, void *buf)
{
	mlx5ctl_prm_diagnostic_cntr_layout_encode(native, buf);
}

static void decode_diagnostic_cntr_layout(void *native, const void *buf)
{
	mlx5ctl_prm_diagnostic_cntr_layout_decode(native, buf);
}

void mlx5ctl_prm_diagnostic_cntr_struct_encode(const struct mlx5ctl_prm_diagnostic_cntr_struct *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->counter_id & 0xffffu) << 16;
	d |= ((uint32_t)s->sample_id & 0xffffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->time_stamp_31_0 & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->counter_value_h & 0xffffffffu);
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->counter_value_l & 0xffffffffu);
	mlx5ctl_be32_store(b + 12, d);
}

void mlx5ctl_prm_diagnostic_cntr_struct_decode(struct mlx5ctl_prm_diagnostic_cntr_struct *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->counter_id = (uint16_t)((d >> 16) & 0xffffu);
	s->sample_id = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->time_stamp_31_0 = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 8);
	s->counter_value_h = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 12);
	s->counter_value_l = (uint32_t)(d);
}

static void encode_diagnostic_cntr_struct(const void *native, void *buf)
{
	mlx5ctl_prm_diagnostic_cntr_struct_encode(native, buf);
}

static void decode_diagnostic_cntr_struct(void *native, const void *buf)
{
	mlx5ctl_prm_diagnostic_cntr_struct_decode(native, buf);
}

void mlx5ctl_prm_diagnostic_params_context_encode(const struct mlx5ctl_prm_diagnostic_params_context *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffff00ffu;
	d |= ((uint32_t)s->num_of_counters & 0xffffu) << 16;
	d |= ((uint32_t)s->log_num_of_samples & 0xffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xfc0000ffu;
	d |= ((uint32_t)s->single & 0x1u) << 31;
	d |= ((uint32_t)s->repetitive & 0x1u) << 30;
	d |= ((uint32_t)s->sync & 0x1u) << 29;
	d |= ((uint32_t)s->clear & 0x1u) << 28;
	d |= ((uint32_t)s->on_demand & 0x1u) << 27;
	d |= ((uint32_t)s->enable & 0x1u) << 26;
	d |= ((uint32_t)s->log_sample_period & 0xffu);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_diagnostic_params_context_decode(struct mlx5ctl_prm_diagnostic_params_context *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->num_of_counters = (uint16_t)((d >> 16) & 0xffffu);
	s->log_num_of_samples = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->single = (uint8_t)((d >> 31) & 0x1u);
	s->repetitive = (uint8_t)((d >> 30) & 0x1u);
	s->sync = (uint8_t)((d >> 29) & 0x1u);
	s->clear = (uint8_t)((d >> 28) & 0x1u);
	s->on_demand = (uint8_t)((d >> 27) & 0x1u);
	s->enable = (uint8_t)((d >> 26) & 0x1u);
	s->log_sample_period = (uint8_t)(d & 0xffu);
}

static void encode_diagnostic_params_context(const void *native, void *buf)
{
	mlx5ctl_prm_diagnostic_params_context_encode(native, buf);
}

static void decode_diagnostic_params_context(void *native, const void *buf)
{
	mlx5ctl_prm_diagnostic_params_context_decode(native, buf);
}

void mlx5ctl_prm_disable_hca_in_encode(const struct mlx5ctl_prm_disable_hca_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffff0000u;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x8000ffffu;
	d |= ((uint32_t)s->embedded_cpu_function & 0x1u) << 31;
	d |= ((uint32_t)s->function_id & 0xffffu);
	mlx5ctl_be32_store(b + 8, d);
}

void mlx5ctl_prm_disable_hca_in_decode(struct mlx5ctl_prm_disable_hca_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 8);
	s->embedded_cpu_function = (uint8_t)((d >> 31) & 0x1u);
	s->function_id = (uint16_t)(d & 0xffffu);
}

static void encode_disable_hca_in(const void *native, void *buf)
{
	mlx5ctl_prm_disable_hca_in_encode(native, buf);
}

static void decode_disable_hca_in(void *native, const void *buf)
{
	mlx5ctl_prm_disable_hca_in_decode(native, buf);
}

void mlx5ctl_prm_disable_hca_out_encode(const struct mlx5ctl_prm_disable_hca_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_disable_hca_out_decode(struct mlx5ctl_prm_disable_hca_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
}

static void encode_disable_hca_out(const void *native, void *buf)
{
	mlx5ctl_prm_disable_hca_out_encode(native, buf);
}

static void decode_disable_hca_out(void *native, const void *buf)
{
	mlx5ctl_prm_disable_hca_out_decode(native, buf);
}

void mlx5ctl_prm_dtor_reg_encode(const struct mlx5ctl_prm_dtor_reg *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	mlx5ctl_prm_default_timeout_encode(&s->pcie_toggle_to, b + 4);
	mlx5ctl_prm_default_timeout_encode(&s->health_poll_to, b + 20);
	mlx5ctl_prm_default_timeout_encode(&s->full_crdump_to, b + 24);
	mlx5ctl_prm_default_timeout_encode(&s->fw_reset_to, b + 28);
	mlx5ctl_prm_default_timeout_encode(&s->flush_on_err_to, b + 32);
	mlx5ctl_prm_default_timeout_encode(&s->pci_sync_update_to, b + 36);
	mlx5ctl_prm_default_timeout_encode(&s->tear_down_to, b + 40);
	mlx5ctl_prm_default_timeout_encode(&s->fsm_reactivate_to, b + 44);
	mlx5ctl_prm_default_timeout_encode(&s->reclaim_pages_to, b + 48);
	mlx5ctl_prm_default_timeout_encode(&s->reclaim_vfs_pages_to, b + 52);
	mlx5ctl_prm_default_timeout_encode(&s->reset_unload_to, b + 56);
}

void mlx5ctl_prm_dtor_reg_decode(struct mlx5ctl_prm_dtor_reg *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;

	mlx5ctl_prm_default_timeout_decode(&s->pcie_toggle_to, b + 4);
	mlx5ctl_prm_default_timeout_decode(&s->health_poll_to, b + 20);
	mlx5ctl_prm_default_timeout_decode(&s->full_crdump_to, b + 24);
	mlx5ctl_prm_default_timeout_decode(&s->fw_reset_to, b + 28);
	mlx5ctl_prm_default_timeout_decode(&s->flush_on_err_to, b + 32);
	mlx5ctl_prm_default_timeout_decode(&s->pci_sync_update_to, b + 36);
	mlx5ctl_prm_default_timeout_decode(&s->tear_down_to, b + 40);
	mlx5ctl_prm_default_timeout_decode(&s->fsm_reactivate_to, b + 44);
	mlx5ctl_prm_default_timeout_decode(&s->reclaim_pages_to, b + 48);
	mlx5ctl_prm_default_timeout_decode(&s->reclaim_vfs_pages_to, b + 52);
	mlx5ctl_prm_default_timeout_decode(&s->reset_unload_to, b + 56);
}

static void encode_dtor_reg(const void *native, void *buf)
{
	mlx5ctl_prm_dtor_reg_encode(native, buf);
}

static void decode_dtor_reg(void *native, const void *buf)
{
	mlx5ctl_prm_dtor_reg_decode(native, buf);
}

void mlx5ctl_prm_e_switch_cap_encode(const struct mlx5ctl_prm_e_switch_cap *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xfbc0005fu;
	d |= ((uint32_t)s->vport_svlan_strip & 0x1u) << 31;
	d |= ((uint32_t)s->vport_cvlan_strip & 0x1u) << 30;
	d |= ((uint32_t)s->vport_svlan_insert & 0x1u) << 29;
	d |= ((uint32_t)s->vport_cvlan_insert_if_not_exist & 0x1u) << 28;
	d |= ((uint32_t)s->vport_cvlan_insert_overwrite & 0x1u) << 27;
	d |= ((uint32_t)s->vport_cvlan_insert_always & 0x1u) << 25;
	d |= ((uint32_t)s->esw_shared_ingress_acl & 0x1u) << 24;
	d |= ((uint32_t)s->esw_uplink_ingress_acl & 0x1u) << 23;
	d |= ((uint32_t)s->root_ft_on_other_esw & 0x1u) << 22;
	d |= ((uint32_t)s->esw_functions_changed & 0x1u) << 6;
	d |= ((uint32_t)s->ecpf_vport_exists & 0x1u) << 4;
	d |= ((uint32_t)s->counter_eswitch_affinity & 0x1u) << 3;
	d |= ((uint32_t)s->merged_eswitch & 0x1u) << 2;
	d |= ((uint32_t)s->nic_vport_node_guid_modify & 0x1u) << 1;
	d |= ((uint32_t)s->nic_vport_port_guid_modify & 0x1u);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xdf1f03ffu;
	d |= ((uint32_t)s->vxlan_encap_decap & 0x1u) << 31;
	d |= ((uint32_t)s->nvgre_encap_decap & 0x1u) << 30;
	d |= ((uint32_t)s->log_max_fdb_encap_uplink & 0x1fu) << 24;
	d |= ((uint32_t)s->log_max_packet_reformat_context & 0x1fu) << 16;
	d |= ((uint32_t)s->max_encap_header_size & 0x3ffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x001fffffu;
	d |= ((uint32_t)s->log_max_esw_sf & 0x1fu) << 16;
	d |= ((uint32_t)s->esw_sf_base_id & 0xffffu);
	mlx5ctl_be32_store(b + 8, d);
}

void mlx5ctl_prm_e_switch_cap_decode(struct mlx5ctl_prm_e_switch_cap *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->vport_svlan_strip = (uint8_t)((d >> 31) & 0x1u);
	s->vport_cvlan_strip = (uint8_t)((d >> 30) & 0x1u);
	s->vport_svlan_insert = (uint8_t)((d >> 29) & 0x1u);
	s->vport_cvlan_insert_if_not_exist = (uint8_t)((d >> 28) & 0x1u);
	s->vport_cvlan_insert_overwrite = (uint8_t)((d >> 27) & 0x1u);
	s->vport_cvlan_insert_always = (uint8_t)((d >> 25) & 0x1u);
	s->esw_shared_ingress_acl = (uint8_t)((d >> 24) & 0x1u);
	s->esw_uplink_ingress_acl = (uint8_t)((d >> 23) & 0x1u);
	s->root_ft_on_other_esw = (uint8_t)((d >> 22) & 0x1u);
	s->esw_functions_changed = (uint8_t)((d >> 6) & 0x1u);
	s->ecpf_vport_exists = (uint8_t)((d >> 4) & 0x1u);
	s->counter_eswitch_affinity = (uint8_t)((d >> 3) & 0x1u);
	s->merged_eswitch = (uint8_t)((d >> 2) & 0x1u);
	s->nic_vport_node_guid_modify = (uint8_t)((d >> 1) & 0x1u);
	s->nic_vport_port_guid_modify = (uint8_t)(d & 0x1u);
	d = mlx5ctl_be32_load(b + 4);
	s->vxlan_encap_decap = (uint8_t)((d >> 31) & 0x1u);
	s->nvgre_encap_decap = (uint8_t)((d >> 30) & 0x1u);
	s->log_max_fdb_encap_uplink = (uint8_t)((d >> 24) & 0x1fu);
	s->log_max_packet_reformat_context = (uint8_t)((d >> 16) & 0x1fu);
	s->max_encap_header_size = (uint16_t)(d & 0x3ffu);
	d = mlx5ctl_be32_load(b + 8);
	s->log_max_esw_sf = (uint8_t)((d >> 16) & 0x1fu);
	s->esw_sf_base_id = (uint16_t)(d & 0xffffu);
}

static void encode_e_switch_cap(const void *native, void *buf)
{
	mlx5ctl_prm_e_switch_cap_encode(native, buf);
}

static void decode_e_switch_cap(void *native, const void *buf)
{
	mlx5ctl_prm_e_switch_cap_decode(native, buf);
}

void mlx5ctl_prm_enable_hca_in_encode(const struct mlx5ctl_prm_enable_hca_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffff0000u;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x8000ffffu;
	d |= ((uint32_t)s->embedded_cpu_function & 0x1u) << 31;
	d |= ((uint32_t)s->function_id & 0xffffu);
	mlx5ctl_be32_store(b + 8, d);
}

void mlx5ctl_prm_enable_hca_in_decode(struct mlx5ctl_prm_enable_hca_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 8);
	s->embedded_cpu_function = (uint8_t)((d >> 31) & 0x1u);
	s->function_id = (uint16_t)(d & 0xffffu);
}

static void encode_enable_hca_in(const void *native, void *buf)
{
	mlx5ctl_prm_enable_hca_in_encode(native, buf);
}

static void decode_enable_hca_in(void *native, const void *buf)
{
	mlx5ctl_prm_enable_hca_in_decode(native, buf);
}

void mlx5ctl_prm_enable_hca_out_encode(const struct mlx5ctl_prm_enable_hca_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_enable_hca_out_decode(struct mlx5ctl_prm_enable_hca_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
}

static void encode_enable_hca_out(const void *native, void *buf)
{
	mlx5ctl_prm_enable_hca_out_encode(native, buf);
}

static void decode_enable_hca_out(void *native, const void *buf)
{
	mlx5ctl_prm_enable_hca_out_decode(native, buf);
}

void mlx5ctl_prm_eq_doorbell_encode(const struct mlx5ctl_prm_eq_doorbell *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->eqn & 0xffu) << 24;
	d |= ((uint32_t)s->consumer_index & 0xffffffu);
	mlx5ctl_be32_store(b + 0, d);
}

void mlx5ctl_prm_eq_doorbell_decode(struct mlx5ctl_prm_eq_doorbell *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->eqn = (uint8_t)((d >> 24) & 0xffu);
	s->consumer_index = (uint32_t)(d & 0xffffffu);
}

static void encode_eq_doorbell(const void *native, void *buf)
{
	mlx5ctl_prm_eq_doorbell_encode(native, buf);
}

static void decode_eq_doorbell(void *native, const void *buf)
{
	mlx5ctl_prm_eq_doorbell_decode(native, buf);
}

void mlx5ctl_prm_eqc_encode(const struct mlx5ctl_prm_eqc *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xf0060f00u;
	d |= ((uint32_t)s->status & 0xfu) << 28;
	d |= ((uint32_t)s->ec & 0x1u) << 18;
	d |= ((uint32_t)s->oi & 0x1u) << 17;
	d |= ((uint32_t)s->st & 0xfu) << 8;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x00000fc0u;
	d |= ((uint32_t)s->page_offset & 0x3fu) << 6;
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0x1fffffffu;
	d |= ((uint32_t)s->log_eq_size & 0x1fu) << 24;
	d |= ((uint32_t)s->uar_page & 0xffffffu);
	mlx5ctl_be32_store(b + 12, d);

	d = mlx5ctl_be32_load(b + 20);
	d &= ~0x00000fffu;
	d |= ((uint32_t)s->intr & 0xfffu);
	mlx5ctl_be32_store(b + 20, d);

	d = mlx5ctl_be32_load(b + 24);
	d &= ~0x1f000000u;
	d |= ((uint32_t)s->log_page_size & 0x1fu) << 24;
	mlx5ctl_be32_store(b + 24, d);

	d = mlx5ctl_be32_load(b + 40);
	d &= ~0x00ffffffu;
	d |= ((uint32_t)s->consumer_counter & 0xffffffu);
	mlx5ctl_be32_store(b + 40, d);

	d = mlx5ctl_be32_load(b + 44);
	d &= ~0x00ffffffu;
	d |= ((uint32_t)s->producer_counter & 0xffffffu);
	mlx5ctl_be32_store(b + 44, d);
}

void mlx5ctl_prm_eqc_decode(struct mlx5ctl_prm_eqc *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 28) & 0xfu);
	s->ec = (uint8_t)((d >> 18) & 0x1u);
	s->oi = (uint8_t)((d >> 17) & 0x1u);
	s->st = (uint8_t)((d >> 8) & 0xfu);
	d = mlx5ctl_be32_load(b + 8);
	s->page_offset = (uint8_t)((d >> 6) & 0x3fu);
	d = mlx5ctl_be32_load(b + 12);
	s->log_eq_size = (uint8_t)((d >> 24) & 0x1fu);
	s->uar_page = (uint32_t)(d & 0xffffffu);
	d = mlx5ctl_be32_load(b + 20);
	s->intr = (uint16_t)(d & 0xfffu);
	d = mlx5ctl_be32_load(b + 24);
	s->log_page_size = (uint8_t)((d >> 24) & 0x1fu);
	d = mlx5ctl_be32_load(b + 40);
	s->consumer_counter = (uint32_t)(d & 0xffffffu);
	d = mlx5ctl_be32_load(b + 44);
	s->producer_counter = (uint32_t)(d & 0xffffffu);
}

static void encode_eqc(const void *native, void *buf)
{
	mlx5ctl_prm_eqc_encode(native, buf);
}

static void decode_eqc(void *native, const void *buf)
{
	mlx5ctl_prm_eqc_decode(native, buf);
}

void mlx5ctl_prm_eqe_encode(const struct mlx5ctl_prm_eqe *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x00ff00ffu;
	d |= ((uint32_t)s->event_type & 0xffu) << 16;
	d |= ((uint32_t)s->event_sub_type & 0xffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 60);
	d &= ~0x0000ff01u;
	d |= ((uint32_t)s->signature & 0xffu) << 8;
	d |= ((uint32_t)s->owner & 0x1u);
	mlx5ctl_be32_store(b + 60, d);
	memcpy(b + 32, s->event_data, 28);
}

void mlx5ctl_prm_eqe_decode(struct mlx5ctl_prm_eqe *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->event_type = (uint8_t)((d >> 16) & 0xffu);
	s->event_sub_type = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 60);
	s->signature = (uint8_t)((d >> 8) & 0xffu);
	s->owner = (uint8_t)(d & 0x1u);
	memcpy(s->event_data, b + 32, 28);
}

static void encode_eqe(const void *native, void *buf)
{
	mlx5ctl_prm_eqe_encode(native, buf);
}

static void decode_eqe(void *native, const void *buf)
{
	mlx5ctl_prm_eqe_decode(native, buf);
}

void mlx5ctl_prm_flow_table_eswitch_cap_encode(const struct mlx5ctl_prm_flow_table_eswitch_cap *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff06a738u;
	d |= ((uint32_t)s->fdb_to_vport_reg_c_id & 0xffu) << 24;
	d |= ((uint32_t)s->fdb_uplink_hairpin & 0x1u) << 18;
	d |= ((uint32_t)s->fdb_multi_path_any_table_limit_regc & 0x1u) << 17;
	d |= ((uint32_t)s->fdb_dynamic_tunnel & 0x1u) << 15;
	d |= ((uint32_t)s->fdb_multi_path_any_table & 0x1u) << 13;
	d |= ((uint32_t)s->fdb_modify_header_fwd_to_table & 0x1u) << 10;
	d |= ((uint32_t)s->fdb_ipv4_ttl_modify & 0x1u) << 9;
	d |= ((uint32_t)s->flow_source & 0x1u) << 8;
	d |= ((uint32_t)s->multi_fdb_encap & 0x1u) << 5;
	d |= ((uint32_t)s->egress_acl_forward_to_vport & 0x1u) << 4;
	d |= ((uint32_t)s->fdb_multi_path_to_table & 0x1u) << 3;
	mlx5ctl_be32_store(b + 0, d);
	mlx5ctl_prm_flow_table_prop_layout_encode(&s->flow_table_properties_nic_esw_fdb, b + 64);
	mlx5ctl_prm_flow_table_prop_layout_encode(&s->flow_table_properties_esw_acl_ingress, b + 128);
	mlx5ctl_prm_flow_table_prop_layout_encode(&s->flow_table_properties_esw_acl_egress, b + 192);
	mlx5ctl_prm_flow_table_fields_supported_2_encode(&s->ft_field_support_2_esw_fdb, b + 640);
	mlx5ctl_prm_flow_table_fields_supported_2_encode(&s->ft_field_bitmask_support_2_esw_fdb, b + 656);
	mlx5ctl_be64_store(b + 768, s->sw_steering_fdb_action_drop_icm_address_rx);
	mlx5ctl_be64_store(b + 776, s->sw_steering_fdb_action_drop_icm_address_tx);
	mlx5ctl_be64_store(b + 784, s->sw_steering_uplink_icm_address_rx);
	mlx5ctl_be64_store(b + 792, s->sw_steering_uplink_icm_address_tx);
}

void mlx5ctl_prm_flow_table_eswitch_cap_decode(struct mlx5ctl_prm_flow_table_eswitch_cap *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->fdb_to_vport_reg_c_id = (uint8_t)((d >> 24) & 0xffu);
	s->fdb_uplink_hairpin = (uint8_t)((d >> 18) & 0x1u);
	s->fdb_multi_path_any_table_limit_regc = (uint8_t)((d >> 17) & 0x1u);
	s->fdb_dynamic_tunnel = (uint8_t)((d >> 15) & 0x1u);
	s->fdb_multi_path_any_table = (uint8_t)((d >> 13) & 0x1u);
	s->fdb_modify_header_fwd_to_table = (uint8_t)((d >> 10) & 0x1u);
	s->fdb_ipv4_ttl_modify = (uint8_t)((d >> 9) & 0x1u);
	s->flow_source = (uint8_t)((d >> 8) & 0x1u);
	s->multi_fdb_encap = (uint8_t)((d >> 5) & 0x1u);
	s->egress_acl_forward_to_vport = (uint8_t)((d >> 4) & 0x1u);
	s->fdb_multi_path_to_table = (uint8_t)((d >> 3) & 0x1u);
	mlx5ctl_prm_flow_table_prop_layout_decode(&s->flow_table_properties_nic_esw_fdb, b + 64);
	mlx5ctl_prm_flow_table_prop_layout_decode(&s->flow_table_properties_esw_acl_ingress, b + 128);
	mlx5ctl_prm_flow_table_prop_layout_decode(&s->flow_table_properties_esw_acl_egress, b + 192);
	mlx5ctl_prm_flow_table_fields_supported_2_decode(&s->ft_field_support_2_esw_fdb, b + 640);
	mlx5ctl_prm_flow_table_fields_supported_2_decode(&s->ft_field_bitmask_support_2_esw_fdb, b + 656);
	s->sw_steering_fdb_action_drop_icm_address_rx = mlx5ctl_be64_load(b + 768);
	s->sw_steering_fdb_action_drop_icm_address_tx = mlx5ctl_be64_load(b + 776);
	s->sw_steering_uplink_icm_address_rx = mlx5ctl_be64_load(b + 784);
	s->sw_steering_uplink_icm_address_tx = mlx5ctl_be64_load(b + 792);
}

static void encode_flow_table_eswitch_cap(const void *native, void *buf)
{
	mlx5ctl_prm_flow_table_eswitch_cap_encode(native, buf);
}

static void decode_flow_table_eswitch_cap(void *native, const void *buf)
{
	mlx5ctl_prm_flow_table_eswitch_cap_decode(native, buf);
}

void mlx5ctl_prm_flow_table_fields_supported_encode(const struct mlx5ctl_prm_flow_table_fields_supported *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffefffffu;
	d |= ((uint32_t)s->outer_dmac & 0x1u) << 31;
	d |= ((uint32_t)s->outer_smac & 0x1u) << 30;
	d |= ((uint32_t)s->outer_ether_type & 0x1u) << 29;
	d |= ((uint32_t)s->outer_ip_version & 0x1u) << 28;
	d |= ((uint32_t)s->outer_first_prio & 0x1u) << 27;
	d |= ((uint32_t)s->outer_first_cfi & 0x1u) << 26;
	d |= ((uint32_t)s->outer_first_vid & 0x1u) << 25;
	d |= ((uint32_t)s->outer_ipv4_ttl & 0x1u) << 24;
	d |= ((uint32_t)s->outer_second_prio & 0x1u) << 23;
	d |= ((uint32_t)s->outer_second_cfi & 0x1u) << 22;
	d |= ((uint32_t)s->outer_second_vid & 0x1u) << 21;
	d |= ((uint32_t)s->outer_sip & 0x1u) << 19;
	d |= ((uint32_t)s->outer_dip & 0x1u) << 18;
	d |= ((uint32_t)s->outer_frag & 0x1u) << 17;
	d |= ((uint32_t)s->outer_ip_protocol & 0x1u) << 16;
	d |= ((uint32_t)s->outer_ip_ecn & 0x1u) << 15;
	d |= ((uint32_t)s->outer_ip_dscp & 0x1u) << 14;
	d |= ((uint32_t)s->outer_udp_sport & 0x1u) << 13;
	d |= ((uint32_t)s->outer_udp_dport & 0x1u) << 12;
	d |= ((uint32_t)s->outer_tcp_sport & 0x1u) << 11;
	d |= ((uint32_t)s->outer_tcp_dport & 0x1u) << 10;
	d |= ((uint32_t)s->outer_tcp_flags & 0x1u) << 9;
	d |= ((uint32_t)s->outer_gre_protocol & 0x1u) << 8;
	d |= ((uint32_t)s->outer_gre_key & 0x1u) << 7;
	d |= ((uint32_t)s->outer_vxlan_vni & 0x1u) << 6;
	d |= ((uint32_t)s->outer_geneve_vni & 0x1u) << 5;
	d |= ((uint32_t)s->outer_geneve_oam & 0x1u) << 4;
	d |= ((uint32_t)s->outer_geneve_protocol_type & 0x1u) << 3;
	d |= ((uint32_t)s->outer_geneve_opt_len & 0x1u) << 2;
	d |= ((uint32_t)s->source_vhca_port & 0x1u) << 1;
	d |= ((uint32_t)s->source_eswitch_port & 0x1u);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xfeeffe00u;
	d |= ((uint32_t)s->inner_dmac & 0x1u) << 31;
	d |= ((uint32_t)s->inner_smac & 0x1u) << 30;
	d |= ((uint32_t)s->inner_ether_type & 0x1u) << 29;
	d |= ((uint32_t)s->inner_ip_version & 0x1u) << 28;
	d |= ((uint32_t)s->inner_first_prio & 0x1u) << 27;
	d |= ((uint32_t)s->inner_first_cfi & 0x1u) << 26;
	d |= ((uint32_t)s->inner_first_vid & 0x1u) << 25;
	d |= ((uint32_t)s->inner_second_prio & 0x1u) << 23;
	d |= ((uint32_t)s->inner_second_cfi & 0x1u) << 22;
	d |= ((uint32_t)s->inner_second_vid & 0x1u) << 21;
	d |= ((uint32_t)s->inner_sip & 0x1u) << 19;
	d |= ((uint32_t)s->inner_dip & 0x1u) << 18;
	d |= ((uint32_t)s->inner_frag & 0x1u) << 17;
	d |= ((uint32_t)s->inner_ip_protocol & 0x1u) << 16;
	d |= ((uint32_t)s->inner_ip_ecn & 0x1u) << 15;
	d |= ((uint32_t)s->inner_ip_dscp & 0x1u) << 14;
	d |= ((uint32_t)s->inner_udp_sport & 0x1u) << 13;
	d |= ((uint32_t)s->inner_udp_dport & 0x1u) << 12;
	d |= ((uint32_t)s->inner_tcp_sport & 0x1u) << 11;
	d |= ((uint32_t)s->inner_tcp_dport & 0x1u) << 10;
	d |= ((uint32_t)s->inner_tcp_flags & 0x1u) << 9;
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0xc7fff920u;
	d |= ((uint32_t)s->geneve_tlv_option_0_data & 0x1u) << 31;
	d |= ((uint32_t)s->geneve_tlv_option_0_exist & 0x1u) << 30;
	d |= ((uint32_t)s->outer_first_mpls_over_udp & 0xfu) << 23;
	d |= ((uint32_t)s->outer_first_mpls_over_gre & 0xfu) << 19;
	d |= ((uint32_t)s->inner_first_mpls & 0xfu) << 15;
	d |= ((uint32_t)s->outer_first_mpls & 0xfu) << 11;
	d |= ((uint32_t)s->outer_esp_spi & 0x1u) << 8;
	d |= ((uint32_t)s->bth_dst_qp & 0x1u) << 5;
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0x000000ffu;
	d |= ((uint32_t)s->metadata_reg_c_7 & 0x1u) << 7;
	d |= ((uint32_t)s->metadata_reg_c_6 & 0x1u) << 6;
	d |= ((uint32_t)s->metadata_reg_c_5 & 0x1u) << 5;
	d |= ((uint32_t)s->metadata_reg_c_4 & 0x1u) << 4;
	d |= ((uint32_t)s->metadata_reg_c_3 & 0x1u) << 3;
	d |= ((uint32_t)s->metadata_reg_c_2 & 0x1u) << 2;
	d |= ((uint32_t)s->metadata_reg_c_1 & 0x1u) << 1;
	d |= ((uint32_t)s->metadata_reg_c_0 & 0x1u);
	mlx5ctl_be32_store(b + 12, d);
}

void mlx5ctl_prm_flow_table_fields_supported_decode(struct mlx5ctl_prm_flow_table_fields_supported *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->outer_dmac = (uint8_t)((d >> 31) & 0x1u);
	s->outer_smac = (uint8_t)((d >> 30) & 0x1u);
	s->outer_ether_type = (uint8_t)((d >> 29) & 0x1u);
	s->outer_ip_version = (uint8_t)((d >> 28) & 0x1u);
	s->outer_first_prio = (uint8_t)((d >> 27) & 0x1u);
	s->outer_first_cfi = (uint8_t)((d >> 26) & 0x1u);
	s->outer_first_vid = (uint8_t)((d >> 25) & 0x1u);
	s->outer_ipv4_ttl = (uint8_t)((d >> 24) & 0x1u);
	s->outer_second_prio = (uint8_t)((d >> 23) & 0x1u);
	s->outer_second_cfi = (uint8_t)((d >> 22) & 0x1u);
	s->outer_second_vid = (uint8_t)((d >> 21) & 0x1u);
	s->outer_sip = (uint8_t)((d >> 19) & 0x1u);
	s->outer_dip = (uint8_t)((d >> 18) & 0x1u);
	s->outer_frag = (uint8_t)((d >> 17) & 0x1u);
	s->outer_ip_protocol = (uint8_t)((d >> 16) & 0x1u);
	s->outer_ip_ecn = (uint8_t)((d >> 15) & 0x1u);
	s->outer_ip_dscp = (uint8_t)((d >> 14) & 0x1u);
	s->outer_udp_sport = (uint8_t)((d >> 13) & 0x1u);
	s->outer_udp_dport = (uint8_t)((d >> 12) & 0x1u);
	s->outer_tcp_sport = (uint8_t)((d >> 11) & 0x1u);
	s->outer_tcp_dport = (uint8_t)((d >> 10) & 0x1u);
	s->outer_tcp_flags = (uint8_t)((d >> 9) & 0x1u);
	s->outer_gre_protocol = (uint8_t)((d >> 8) & 0x1u);
	s->outer_gre_key = (uint8_t)((d >> 7) & 0x1u);
	s->outer_vxlan_vni = (uint8_t)((d >> 6) & 0x1u);
	s->outer_geneve_vni = (uint8_t)((d >> 5) & 0x1u);
	s->outer_geneve_oam = (uint8_t)((d >> 4) & 0x1u);
	s->outer_geneve_protocol_type = (uint8_t)((d >> 3) & 0x1u);
	s->outer_geneve_opt_len = (uint8_t)((d >> 2) & 0x1u);
	s->source_vhca_port = (uint8_t)((d >> 1) & 0x1u);
	s->source_eswitch_port = (uint8_t)(d & 0x1u);
	d = mlx5ctl_be32_load(b + 4);
	s->inner_dmac = (uint8_t)((d >> 31) & 0x1u);
	s->inner_smac = (uint8_t)((d >> 30) & 0x1u);
	s->inner_ether_type = (uint8_t)((d >> 29) & 0x1u);
	s->inner_ip_version = (uint8_t)((d >> 28) & 0x1u);
	s->inner_first_prio = (uint8_t)((d >> 27) & 0x1u);
	s->inner_first_cfi = (uint8_t)((d >> 26) & 0x1u);
	s->inner_first_vid = (uint8_t)((d >> 25) & 0x1u);
	s->inner_second_prio = (uint8_t)((d >> 23) & 0x1u);
	s->inner_second_cfi = (uint8_t)((d >> 22) & 0x1u);
	s->inner_second_vid = (uint8_t)((d >> 21) & 0x1u);
	s->inner_sip = (uint8_t)((d >> 19) & 0x1u);
	s->inner_dip = (uint8_t)((d >> 18) & 0x1u);
	s->inner_frag = (uint8_t)((d >> 17) & 0x1u);
	s->inner_ip_protocol = (uint8_t)((d >> 16) & 0x1u);
	s->inner_ip_ecn = (uint8_t)((d >> 15) & 0x1u);
	s->inner_ip_dscp = (uint8_t)((d >> 14) & 0x1u);
	s->inner_udp_sport = (uint8_t)((d >> 13) & 0x1u);
	s->inner_udp_dport = (uint8_t)((d >> 12) & 0x1u);
	s->inner_tcp_sport = (uint8_t)((d >> 11) & 0x1u);
	s->inner_tcp_dport = (uint8_t)((d >> 10) & 0x1u);
	s->inner_tcp_flags = (uint8_t)((d >> 9) & 0x1u);
	d = mlx5ctl_be32_load(b + 8);
	s->geneve_tlv_option_0_data = (uint8_t)((d >> 31) & 0x1u);
	s->geneve_tlv_option_0_exist = (uint8_t)((d >> 30) & 0x1u);
	s->outer_first_mpls_over_udp = (uint8_t)((d >> 23) & 0xfu);
	s->outer_first_mpls_over_gre = (uint8_t)((d >> 19) & 0xfu);
	s->inner_first_mpls = (uint8_t)((d >> 15) & 0xfu);
	s->outer_first_mpls = (uint8_t)((d >> 11) & 0xfu);
	s->outer_esp_spi = (uint8_t)((d >> 8) & 0x1u);
	s->bth_dst_qp = (uint8_t)((d >> 5) & 0x1u);
	d = mlx5ctl_be32_load(b + 12);
	s->metadata_reg_c_7 = (uint8_t)((d >> 7) & 0x1u);
	s->metadata_reg_c_6 = (uint8_t)((d >> 6) & 0x1u);
	s->metadata_reg_c_5 = (uint8_t)((d >> 5) & 0x1u);
	s->metadata_reg_c_4 = (uint8_t)((d >> 4) & 0x1u);
	s->metadata_reg_c_3 = (uint8_t)((d >> 3) & 0x1u);
	s->metadata_reg_c_2 = (uint8_t)((d >> 2) & 0x1u);
	s->metadata_reg_c_1 = (uint8_t)((d >> 1) & 0x1u);
	s->metadata_reg_c_0 = (uint8_t)(d & 0x1u);
}

static void encode_flow_table_fields_supported(const void *native, void *buf)
{
	mlx5ctl_prm_flow_table_fields_supported_encode(native, buf);
}

static void decode_flow_table_fields_supported(void *native, const void *buf)
{
	mlx5ctl_prm_flow_table_fields_supported_decode(native, buf);
}

void mlx5ctl_prm_flow_table_fields_supported_2_encode(const struct mlx5ctl_prm_flow_table_fields_supported_2 *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x30028000u;
	d |= ((uint32_t)s->inner_l4_type & 0x1u) << 29;
	d |= ((uint32_t)s->outer_l4_type & 0x1u) << 28;
	d |= ((uint32_t)s->bth_opcode & 0x1u) << 17;
	d |= ((uint32_t)s->tunnel_header_0_1 & 0x1u) << 15;
	mlx5ctl_be32_store(b + 0, d);
}

void mlx5ctl_prm_flow_table_fields_supported_2_decode(struct mlx5ctl_prm_flow_table_fields_supported_2 *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->inner_l4_type = (uint8_t)((d >> 29) & 0x1u);
	s->outer_l4_type = (uint8_t)((d >> 28) & 0x1u);
	s->bth_opcode = (uint8_t)((d >> 17) & 0x1u);
	s->tunnel_header_0_1 = (uint8_t)((d >> 15) & 0x1u);
}

static void encode_flow_table_fields_supported_2(const void *native, void *buf)
{
	mlx5ctl_prm_flow_table_fields_supported_2_encode(native, buf);
}

static void decode_flow_table_fields_supported_2(void *native, const void *buf)
{
	mlx5ctl_prm_flow_table_fields_supported_2_decode(native, buf);
}

void mlx5ctl_prm_flow_table_nic_cap_encode(const struct mlx5ctl_prm_flow_table_nic_cap *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xe1000000u;
	d |= ((uint32_t)s->nic_rx_multi_path_tirs & 0x1u) << 31;
	d |= ((uint32_t)s->nic_rx_multi_path_tirs_fts & 0x1u) << 30;
	d |= ((uint32_t)s->allow_sniffer_and_nic_rx_shared_tir & 0x1u) << 29;
	d |= ((uint32_t)s->sw_owner_reformat_supported & 0x1u) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x801f03ffu;
	d |= ((uint32_t)s->encap_general_header & 0x1u) << 31;
	d |= ((uint32_t)s->log_max_packet_reformat_context & 0x1fu) << 16;
	d |= ((uint32_t)s->max_encap_header_size & 0x3ffu);
	mlx5ctl_be32_store(b + 4, d);
	mlx5ctl_prm_flow_table_prop_layout_encode(&s->flow_table_properties_nic_receive, b + 64);
	mlx5ctl_prm_flow_table_prop_layout_encode(&s->flow_table_properties_nic_receive_rdma, b + 128);
	mlx5ctl_prm_flow_table_prop_layout_encode(&s->flow_table_properties_nic_receive_sniffer, b + 192);
	mlx5ctl_prm_flow_table_prop_layout_encode(&s->flow_table_properties_nic_transmit, b + 256);
	mlx5ctl_prm_flow_table_prop_layout_encode(&s->flow_table_properties_nic_transmit_rdma, b + 320);
	mlx5ctl_prm_flow_table_prop_layout_encode(&s->flow_table_properties_nic_transmit_sniffer, b + 384);
	mlx5ctl_prm_flow_table_fields_supported_2_encode(&s->ft_field_support_2_nic_receive, b + 640);
	mlx5ctl_prm_flow_table_fields_supported_2_encode(&s->ft_field_support_2_nic_receive_rdma, b + 672);
	mlx5ctl_prm_flow_table_fields_supported_2_encode(&s->ft_field_support_2_nic_transmit_rdma, b + 768);
	mlx5ctl_be64_store(b + 1024, s->sw_steering_nic_rx_action_drop_icm_address);
	mlx5ctl_be64_store(b + 1032, s->sw_steering_nic_tx_action_drop_icm_address);
	mlx5ctl_be64_store(b + 1040, s->sw_steering_nic_tx_action_allow_icm_address);
}

void mlx5ctl_prm_flow_table_nic_cap_decode(struct mlx5ctl_prm_flow_table_nic_cap *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->nic_rx_multi_path_tirs = (uint8_t)((d >> 31) & 0x1u);
	s->nic_rx_multi_path_tirs_fts = (uint8_t)((d >> 30) & 0x1u);
	s->allow_sniffer_and_nic_rx_shared_tir = (uint8_t)((d >> 29) & 0x1u);
	s->sw_owner_reformat_supported = (uint8_t)((d >> 24) & 0x1u);
	d = mlx5ctl_be32_load(b + 4);
	s->encap_general_header = (uint8_t)((d >> 31) & 0x1u);
	s->log_max_packet_reformat_context = (uint8_t)((d >> 16) & 0x1fu);
	s->max_encap_header_size = (uint16_t)(d & 0x3ffu);
	mlx5ctl_prm_flow_table_prop_layout_decode(&s->flow_table_properties_nic_receive, b + 64);
	mlx5ctl_prm_flow_table_prop_layout_decode(&s->flow_table_properties_nic_receive_rdma, b + 128);
	mlx5ctl_prm_flow_table_prop_layout_decode(&s->flow_table_properties_nic_receive_sniffer, b + 192);
	mlx5ctl_prm_flow_table_prop_layout_decode(&s->flow_table_properties_nic_transmit, b + 256);
	mlx5ctl_prm_flow_table_prop_layout_decode(&s->flow_table_properties_nic_transmit_rdma, b + 320);
	mlx5ctl_prm_flow_table_prop_layout_decode(&s->flow_table_properties_nic_transmit_sniffer, b + 384);
	mlx5ctl_prm_flow_table_fields_supported_2_decode(&s->ft_field_support_2_nic_receive, b + 640);
	mlx5ctl_prm_flow_table_fields_supported_2_decode(&s->ft_field_support_2_nic_receive_rdma, b + 672);
	mlx5ctl_prm_flow_table_fields_supported_2_decode(&s->ft_field_support_2_nic_transmit_rdma, b + 768);
	s->sw_steering_nic_rx_action_drop_icm_address = mlx5ctl_be64_load(b + 1024);
	s->sw_steering_nic_tx_action_drop_icm_address = mlx5ctl_be64_load(b + 1032);
	s->sw_steering_nic_tx_action_allow_icm_address = mlx5ctl_be64_load(b + 1040);
}

static void encode_flow_table_nic_cap(const void *native, void *buf)
{
	mlx5ctl_prm_flow_table_nic_cap_encode(native, buf);
}

static void decode_flow_table_nic_cap(void *native, const void *buf)
{
	mlx5ctl_prm_flow_table_nic_cap_decode(native, buf);
}

void mlx5ctl_prm_flow_table_prop_layout_encode(const struct mlx5ctl_prm_flow_table_prop_layout *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xbff77dceu;
	d |= ((uint32_t)s->ft_support & 0x1u) << 31;
	d |= ((uint32_t)s->flow_counter & 0x1u) << 29;
	d |= ((uint32_t)s->flow_modify_en & 0x1u) << 28;
	d |= ((uint32_t)s->modify_root & 0x1u) << 27;
	d |= ((uint32_t)s->identified_miss_table_mode & 0x1u) << 26;
	d |= ((uint32_t)s->flow_table_modify & 0x1u) << 25;
	d |= ((uint32_t)s->reformat & 0x1u) << 24;
	d |= ((uint32_t)s->decap & 0x1u) << 23;
	d |= ((uint32_t)s->reset_root_to_default & 0x1u) << 22;
	d |= ((uint32_t)s->pop_vlan & 0x1u) << 21;
	d |= ((uint32_t)s->push_vlan & 0x1u) << 20;
	d |= ((uint32_t)s->pop_vlan_2 & 0x1u) << 18;
	d |= ((uint32_t)s->push_vlan_2 & 0x1u) << 17;
	d |= ((uint32_t)s->reformat_and_vlan_action & 0x1u) << 16;
	d |= ((uint32_t)s->sw_owner & 0x1u) << 14;
	d |= ((uint32_t)s->reformat_l3_tunnel_to_l2 & 0x1u) << 13;
	d |= ((uint32_t)s->reformat_l2_to_l3_tunnel & 0x1u) << 12;
	d |= ((uint32_t)s->reformat_and_modify_action & 0x1u) << 11;
	d |= ((uint32_t)s->ignore_flow_level & 0x1u) << 10;
	d |= ((uint32_t)s->table_miss_action_domain & 0x1u) << 8;
	d |= ((uint32_t)s->termination_table & 0x1u) << 7;
	d |= ((uint32_t)s->reformat_and_fwd_to_table & 0x1u) << 6;
	d |= ((uint32_t)s->ipsec_encrypt & 0x1u) << 3;
	d |= ((uint32_t)s->ipsec_decrypt & 0x1u) << 2;
	d |= ((uint32_t)s->sw_owner_v2 & 0x1u) << 1;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xbfffffffu;
	d |= ((uint32_t)s->termination_table_raw_traffic & 0x1u) << 31;
	d |= ((uint32_t)s->log_max_ft_size & 0x3fu) << 24;
	d |= ((uint32_t)s->log_max_modify_header_context & 0xffu) << 16;
	d |= ((uint32_t)s->max_modify_header_actions & 0xffu) << 8;
	d |= ((uint32_t)s->max_ft_level & 0xffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0xfe000000u;
	d |= ((uint32_t)s->reformat_add_esp_trasport & 0x1u) << 31;
	d |= ((uint32_t)s->reformat_l2_to_l3_esp_tunnel & 0x1u) << 30;
	d |= ((uint32_t)s->reformat_add_esp_transport_over_udp & 0x1u) << 29;
	d |= ((uint32_t)s->reformat_del_esp_trasport & 0x1u) << 28;
	d |= ((uint32_t)s->reformat_l3_esp_tunnel_to_l2 & 0x1u) << 27;
	d |= ((uint32_t)s->reformat_del_esp_transport_over_udp & 0x1u) << 26;
	d |= ((uint32_t)s->execute_aso & 0x1u) << 25;
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0x3cef00ffu;
	d |= ((uint32_t)s->reformat_insert & 0x1u) << 29;
	d |= ((uint32_t)s->reformat_remove & 0x1u) << 28;
	d |= ((uint32_t)s->macsec_encrypt & 0x1u) << 27;
	d |= ((uint32_t)s->macsec_decrypt & 0x1u) << 26;
	d |= ((uint32_t)s->reformat_add_macsec & 0x1u) << 23;
	d |= ((uint32_t)s->reformat_remove_macsec & 0x1u) << 22;
	d |= ((uint32_t)s->reparse & 0x1u) << 21;
	d |= ((uint32_t)s->cross_vhca_object & 0x1u) << 19;
	d |= ((uint32_t)s->reformat_l2_to_l3_audp_tunnel & 0x1u) << 18;
	d |= ((uint32_t)s->reformat_l3_audp_tunnel_to_l2 & 0x1u) << 17;
	d |= ((uint32_t)s->ignore_flow_level_rtc_valid & 0x1u) << 16;
	d |= ((uint32_t)s->log_max_ft_num & 0xffu);
	mlx5ctl_be32_store(b + 12, d);

	d = mlx5ctl_be32_load(b + 16);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->log_max_flow_counter & 0xffu) << 8;
	d |= ((uint32_t)s->log_max_destination & 0xffu);
	mlx5ctl_be32_store(b + 16, d);

	d = mlx5ctl_be32_load(b + 20);
	d &= ~0x000000ffu;
	d |= ((uint32_t)s->log_max_flow & 0xffu);
	mlx5ctl_be32_store(b + 20, d);
	mlx5ctl_prm_flow_table_fields_supported_encode(&s->ft_field_support, b + 32);
	mlx5ctl_prm_flow_table_fields_supported_encode(&s->ft_field_bitmask_support, b + 48);
}

void mlx5ctl_prm_flow_table_prop_layout_decode(struct mlx5ctl_prm_flow_table_prop_layout *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->ft_support = (uint8_t)((d >> 31) & 0x1u);
	s->flow_counter = (uint8_t)((d >> 29) & 0x1u);
	s->flow_modify_en = (uint8_t)((d >> 28) & 0x1u);
	s->modify_root = (uint8_t)((d >> 27) & 0x1u);
	s->identified_miss_table_mode = (uint8_t)((d >> 26) & 0x1u);
	s->flow_table_modify = (uint8_t)((d >> 25) & 0x1u);
	s->reformat = (uint8_t)((d >> 24) & 0x1u);
	s->decap = (uint8_t)((d >> 23) & 0x1u);
	s->reset_root_to_default = (uint8_t)((d >> 22) & 0x1u);
	s->pop_vlan = (uint8_t)((d >> 21) & 0x1u);
	s->push_vlan = (uint8_t)((d >> 20) & 0x1u);
	s->pop_vlan_2 = (uint8_t)((d >> 18) & 0x1u);
	s->push_vlan_2 = (uint8_t)((d >> 17) & 0x1u);
	s->reformat_and_vlan_action = (uint8_t)((d >> 16) & 0x1u);
	s->sw_owner = (uint8_t)((d >> 14) & 0x1u);
	s->reformat_l3_tunnel_to_l2 = (uint8_t)((d >> 13) & 0x1u);
	s->reformat_l2_to_l3_tunnel = (uint8_t)((d >> 12) & 0x1u);
	s->reformat_and_modify_action = (uint8_t)((d >> 11) & 0x1u);
	s->ignore_flow_level = (uint8_t)((d >> 10) & 0x1u);
	s->table_miss_action_domain = (uint8_t)((d >> 8) & 0x1u);
	s->termination_table = (uint8_t)((d >> 7) & 0x1u);
	s->reformat_and_fwd_to_table = (uint8_t)((d >> 6) & 0x1u);
	s->ipsec_encrypt = (uint8_t)((d >> 3) & 0x1u);
	s->ipsec_decrypt = (uint8_t)((d >> 2) & 0x1u);
	s->sw_owner_v2 = (uint8_t)((d >> 1) & 0x1u);
	d = mlx5ctl_be32_load(b + 4);
	s->termination_table_raw_traffic = (uint8_t)((d >> 31) & 0x1u);
	s->log_max_ft_size = (uint8_t)((d >> 24) & 0x3fu);
	s->log_max_modify_header_context = (uint8_t)((d >> 16) & 0xffu);
	s->max_modify_header_actions = (uint8_t)((d >> 8) & 0xffu);
	s->max_ft_level = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 8);
	s->reformat_add_esp_trasport = (uint8_t)((d >> 31) & 0x1u);
	s->reformat_l2_to_l3_esp_tunnel = (uint8_t)((d >> 30) & 0x1u);
	s->reformat_add_esp_transport_over_udp = (uint8_t)((d >> 29) & 0x1u);
	s->reformat_del_esp_trasport = (uint8_t)((d >> 28) & 0x1u);
	s->reformat_l3_esp_tunnel_to_l2 = (uint8_t)((d >> 27) & 0x1u);
	s->reformat_del_esp_transport_over_udp = (uint8_t)((d >> 26) & 0x1u);
	s->execute_aso = (uint8_t)((d >> 25) & 0x1u);
	d = mlx5ctl_be32_load(b + 12);
	s->reformat_insert = (uint8_t)((d >> 29) & 0x1u);
	s->reformat_remove = (uint8_t)((d >> 28) & 0x1u);
	s->macsec_encrypt = (uint8_t)((d >> 27) & 0x1u);
	s->macsec_decrypt = (uint8_t)((d >> 26) & 0x1u);
	s->reformat_add_macsec = (uint8_t)((d >> 23) & 0x1u);
	s->reformat_remove_macsec = (uint8_t)((d >> 22) & 0x1u);
	s->reparse = (uint8_t)((d >> 21) & 0x1u);
	s->cross_vhca_object = (uint8_t)((d >> 19) & 0x1u);
	s->reformat_l2_to_l3_audp_tunnel = (uint8_t)((d >> 18) & 0x1u);
	s->reformat_l3_audp_tunnel_to_l2 = (uint8_t)((d >> 17) & 0x1u);
	s->ignore_flow_level_rtc_valid = (uint8_t)((d >> 16) & 0x1u);
	s->log_max_ft_num = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 16);
	s->log_max_flow_counter = (uint8_t)((d >> 8) & 0xffu);
	s->log_max_destination = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 20);
	s->log_max_flow = (uint8_t)(d & 0xffu);
	mlx5ctl_prm_flow_table_fields_supported_decode(&s->ft_field_support, b + 32);
	mlx5ctl_prm_flow_table_fields_supported_decode(&s->ft_field_bitmask_support, b + 48);
}

static void encode_flow_table_prop_layout(const void *native, void *buf)
{
	mlx5ctl_prm_flow_table_prop_layout_encode(native, buf);
}

static void decode_flow_table_prop_layout(void *native, const void *buf)
{
	mlx5ctl_prm_flow_table_prop_layout_decode(native, buf);
}

void mlx5ctl_prm_fs4_dev_info_encode(const struct mlx5ctl_prm_fs4_dev_info *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->signature0 & 0xffffffffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->signature1 & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->signature2 & 0xffffffffu);
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->signature3 & 0xffffffffu);
	mlx5ctl_be32_store(b + 12, d);

	d = mlx5ctl_be32_load(b + 16);
	d &= ~0x0001ffffu;
	d |= ((uint32_t)s->major_version & 0x1ffu) << 8;
	d |= ((uint32_t)s->minor_version & 0xffu);
	mlx5ctl_be32_store(b + 16, d);

	d = mlx5ctl_be32_load(b + 108);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->vsd_vendor_id & 0xffffu);
	mlx5ctl_be32_store(b + 108, d);
	mlx5ctl_prm_fs4_guids_encode(&s->guids, b + 32);
	memcpy(b + 112, s->vsd, 208);
}

void mlx5ctl_prm_fs4_dev_info_decode(struct mlx5ctl_prm_fs4_dev_info *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->signature0 = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 4);
	s->signature1 = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 8);
	s->signature2 = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 12);
	s->signature3 = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 16);
	s->major_version = (uint16_t)((d >> 8) & 0x1ffu);
	s->minor_version = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 108);
	s->vsd_vendor_id = (uint16_t)(d & 0xffffu);
	mlx5ctl_prm_fs4_guids_decode(&s->guids, b + 32);
	memcpy(s->vsd, b + 112, 208);
}

static void encode_fs4_dev_info(const void *native, void *buf)
{
	mlx5ctl_prm_fs4_dev_info_encode(native, buf);
}

static void decode_fs4_dev_info(void *native, const void *buf)
{
	mlx5ctl_prm_fs4_dev_info_decode(native, buf);
}

void mlx5ctl_prm_fs4_guids_encode(const struct mlx5ctl_prm_fs4_guids *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	mlx5ctl_prm_fs4_uid_entry_encode(&s->guids, b + 0);
	mlx5ctl_prm_fs4_uid_entry_encode(&s->macs, b + 16);
}

void mlx5ctl_prm_fs4_guids_decode(struct mlx5ctl_prm_fs4_guids *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;

	mlx5ctl_prm_fs4_uid_entry_decode(&s->guids, b + 0);
	mlx5ctl_prm_fs4_uid_entry_decode(&s->macs, b + 16);
}

static void encode_fs4_guids(const void *native, void *buf)
{
	mlx5ctl_prm_fs4_guids_encode(native, buf);
}

static void decode_fs4_guids(void *native, const void *buf)
{
	mlx5ctl_prm_fs4_guids_decode(native, buf);
}

void mlx5ctl_prm_fs4_hw_pointer_encode(const struct mlx5ctl_prm_fs4_hw_pointer *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->ptr & 0xffffffffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->crc & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_fs4_hw_pointer_decode(struct mlx5ctl_prm_fs4_hw_pointer *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->ptr = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 4);
	s->crc = (uint16_t)(d & 0xffffu);
}

static void encode_fs4_hw_pointer(const void *native, void *buf)
{
	mlx5ctl_prm_fs4_hw_pointer_encode(native, buf);
}

static void decode_fs4_hw_pointer(void *native, const void *buf)
{
	mlx5ctl_prm_fs4_hw_pointer_decode(native, buf);
}

void mlx5ctl_prm_fs4_image_info_encode(const struct mlx5ctl_prm_fs4_image_info *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffffe100u;
	d |= ((uint32_t)s->major_version & 0xffu) << 24;
	d |= ((uint32_t)s->minor_version & 0xffu) << 16;
	d |= ((uint32_t)s->secure_fw & 0x1u) << 15;
	d |= ((uint32_t)s->signed_fw & 0x1u) << 14;
	d |= ((uint32_t)s->debug_fw & 0x1u) << 13;
	d |= ((uint32_t)s->mcc_en & 0x1u) << 8;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 28);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->pci_device_id & 0xffffu) << 16;
	d |= ((uint32_t)s->pci_vendor_id & 0xffffu);
	mlx5ctl_be32_store(b + 28, d);

	d = mlx5ctl_be32_load(b + 32);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->pci_subsystem_id & 0xffffu) << 16;
	d |= ((uint32_t)s->pci_sub_vendor_id & 0xffffu);
	mlx5ctl_be32_store(b + 32, d);

	d = mlx5ctl_be32_load(b + 52);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->vsd_vendor_id & 0xffffu);
	mlx5ctl_be32_store(b + 52, d);

	d = mlx5ctl_be32_load(b + 264);
	d &= ~0x800000ffu;
	d |= ((uint32_t)s->run_from_any & 0x1u) << 31;
	d |= ((uint32_t)s->log_step & 0xffu);
	mlx5ctl_be32_store(b + 264, d);

	d = mlx5ctl_be32_load(b + 268);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->max_size & 0xffffffffu);
	mlx5ctl_be32_store(b + 268, d);

	d = mlx5ctl_be32_load(b + 280);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->supported_hw_id0 & 0xffffffffu);
	mlx5ctl_be32_store(b + 280, d);

	d = mlx5ctl_be32_load(b + 284);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->supported_hw_id1 & 0xffffffffu);
	mlx5ctl_be32_store(b + 284, d);

	d = mlx5ctl_be32_load(b + 288);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->supported_hw_id2 & 0xffffffffu);
	mlx5ctl_be32_store(b + 288, d);

	d = mlx5ctl_be32_load(b + 292);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->supported_hw_id3 & 0xffffffffu);
	mlx5ctl_be32_store(b + 292, d);
	mlx5ctl_prm_fw_version_time_encode(&s->fw_version, b + 4);
	memcpy(b + 36, s->psid, 16);
	memcpy(b + 56, s->vsd, 208);
	memcpy(b + 448, s->prod_ver, 16);
	memcpy(b + 464, s->description, 256);
	memcpy(b + 832, s->name, 64);
	memcpy(b + 896, s->prs_name, 128);
}

void mlx5ctl_prm_fs4_image_info_decode(struct mlx5ctl_prm_fs4_image_info *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->major_version = (uint8_t)((d >> 24) & 0xffu);
	s->minor_version = (uint8_t)((d >> 16) & 0xffu);
	s->secure_fw = (uint8_t)((d >> 15) & 0x1u);
	s->signed_fw = (uint8_t)((d >> 14) & 0x1u);
	s->debug_fw = (uint8_t)((d >> 13) & 0x1u);
	s->mcc_en = (uint8_t)((d >> 8) & 0x1u);
	d = mlx5ctl_be32_load(b + 28);
	s->pci_device_id = (uint16_t)((d >> 16) & 0xffffu);
	s->pci_vendor_id = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 32);
	s->pci_subsystem_id = (uint16_t)((d >> 16) & 0xffffu);
	s->pci_sub_vendor_id = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 52);
	s->vsd_vendor_id = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 264);
	s->run_from_any = (uint8_t)((d >> 31) & 0x1u);
	s->log_step = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 268);
	s->max_size = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 280);
	s->supported_hw_id0 = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 284);
	s->supported_hw_id1 = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 288);
	s->supported_hw_id2 = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 292);
	s->supported_hw_id3 = (uint32_t)(d);
	mlx5ctl_prm_fw_version_time_decode(&s->fw_version, b + 4);
	memcpy(s->psid, b + 36, 16);
	memcpy(s->vsd, b + 56, 208);
	memcpy(s->prod_ver, b + 448, 16);
	memcpy(s->description, b + 464, 256);
	memcpy(s->name, b + 832, 64);
	memcpy(s->prs_name, b + 896, 128);
}

static void encode_fs4_image_info(const void *native, void *buf)
{
	mlx5ctl_prm_fs4_image_info_encode(native, buf);
}

static void decode_fs4_image_info(void *native, const void *buf)
{
	mlx5ctl_prm_fs4_image_info_decode(native, buf);
}

void mlx5ctl_prm_fs4_mfg_info_encode(const struct mlx5ctl_prm_fs4_mfg_info *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 28);
	d &= ~0xffff0001u;
	d |= ((uint32_t)s->major_version & 0xffu) << 24;
	d |= ((uint32_t)s->minor_version & 0xffu) << 16;
	d |= ((uint32_t)s->guids_override_en & 0x1u);
	mlx5ctl_be32_store(b + 28, d);
	memcpy(b + 0, s->psid, 16);
	mlx5ctl_prm_fs4_guids_encode(&s->guids, b + 32);
}

void mlx5ctl_prm_fs4_mfg_info_decode(struct mlx5ctl_prm_fs4_mfg_info *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 28);
	s->major_version = (uint8_t)((d >> 24) & 0xffu);
	s->minor_version = (uint8_t)((d >> 16) & 0xffu);
	s->guids_override_en = (uint8_t)(d & 0x1u);
	memcpy(s->psid, b + 0, 16);
	mlx5ctl_prm_fs4_guids_decode(&s->guids, b + 32);
}

static void encode_fs4_mfg_info(const void *native, void *buf)
{
	mlx5ctl_prm_fs4_mfg_info_encode(native, buf);
}

static void decode_fs4_mfg_info(void *native, const void *buf)
{
	mlx5ctl_prm_fs4_mfg_info_decode(native, buf);
}

void mlx5ctl_prm_fs4_toc_entry_encode(const struct mlx5ctl_prm_fs4_toc_entry *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xfffffffcu;
	d |= ((uint32_t)s->type & 0xffu) << 24;
	d |= ((uint32_t)s->size & 0x3fffffu) << 2;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->zipped_image & 0x1u) << 31;
	d |= ((uint32_t)s->cache_line_crc & 0x1u) << 30;
	d |= ((uint32_t)s->param0 & 0x3fffffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->param1 & 0xffffffffu);
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 20);
	d &= ~0xfffffffcu;
	d |= ((uint32_t)s->relative_addr & 0x1u) << 31;
	d |= ((uint32_t)s->flash_addr & 0x1fffffffu) << 2;
	mlx5ctl_be32_store(b + 20, d);

	d = mlx5ctl_be32_load(b + 24);
	d &= ~0x0007ffffu;
	d |= ((uint32_t)s->crc & 0x7u) << 16;
	d |= ((uint32_t)s->section_crc & 0xffffu);
	mlx5ctl_be32_store(b + 24, d);

	d = mlx5ctl_be32_load(b + 28);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->itoc_entry_crc & 0xffffu);
	mlx5ctl_be32_store(b + 28, d);
}

void mlx5ctl_prm_fs4_toc_entry_decode(struct mlx5ctl_prm_fs4_toc_entry *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->type = (uint8_t)((d >> 24) & 0xffu);
	s->size = (uint32_t)((d >> 2) & 0x3fffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->zipped_image = (uint8_t)((d >> 31) & 0x1u);
	s->cache_line_crc = (uint8_t)((d >> 30) & 0x1u);
	s->param0 = (uint32_t)(d & 0x3fffffffu);
	d = mlx5ctl_be32_load(b + 8);
	s->param1 = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 20);
	s->relative_addr = (uint8_t)((d >> 31) & 0x1u);
	s->flash_addr = (uint32_t)((d >> 2) & 0x1fffffffu);
	d = mlx5ctl_be32_load(b + 24);
	s->crc = (uint8_t)((d >> 16) & 0x7u);
	s->section_crc = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 28);
	s->itoc_entry_crc = (uint16_t)(d & 0xffffu);
}

static void encode_fs4_toc_entry(const void *native, void *buf)
{
	mlx5ctl_prm_fs4_toc_entry_encode(native, buf);
}

static void decode_fs4_toc_entry(void *native, const void *buf)
{
	mlx5ctl_prm_fs4_toc_entry_decode(native, buf);
}

void mlx5ctl_prm_fs4_toc_header_encode(const struct mlx5ctl_prm_fs4_toc_header *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->signature0 & 0xffffffffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->signature1 & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->signature2 & 0xffffffffu);
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->signature3 & 0xffffffffu);
	mlx5ctl_be32_store(b + 12, d);

	d = mlx5ctl_be32_load(b + 16);
	d &= ~0xff0000ffu;
	d |= ((uint32_t)s->flash_layout_version & 0xffu) << 24;
	d |= ((uint32_t)s->version & 0xffu);
	mlx5ctl_be32_store(b + 16, d);

	d = mlx5ctl_be32_load(b + 28);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->itoc_entry_crc & 0xffffu);
	mlx5ctl_be32_store(b + 28, d);
}

void mlx5ctl_prm_fs4_toc_header_decode(struct mlx5ctl_prm_fs4_toc_header *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->signature0 = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 4);
	s->signature1 = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 8);
	s->signature2 = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 12);
	s->signature3 = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 16);
	s->flash_layout_version = (uint8_t)((d >> 24) & 0xffu);
	s->version = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 28);
	s->itoc_entry_crc = (uint16_t)(d & 0xffffu);
}

static void encode_fs4_toc_header(const void *native, void *buf)
{
	mlx5ctl_prm_fs4_toc_header_encode(native, buf);
}

static void decode_fs4_toc_header(void *native, const void *buf)
{
	mlx5ctl_prm_fs4_toc_header_decode(native, buf);
}

void mlx5ctl_prm_fs4_tools_area_encode(const struct mlx5ctl_prm_fs4_tools_area *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->major & 0xffu) << 8;
	d |= ((uint32_t)s->minor & 0xffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->log2_img_slot_size & 0xffffu) << 16;
	d |= ((uint32_t)s->bin_ver_major & 0xffu) << 8;
	d |= ((uint32_t)s->bin_ver_minor & 0xffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 60);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->crc & 0xffffu);
	mlx5ctl_be32_store(b + 60, d);
}

void mlx5ctl_prm_fs4_tools_area_decode(struct mlx5ctl_prm_fs4_tools_area *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->major = (uint8_t)((d >> 8) & 0xffu);
	s->minor = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->log2_img_slot_size = (uint16_t)((d >> 16) & 0xffffu);
	s->bin_ver_major = (uint8_t)((d >> 8) & 0xffu);
	s->bin_ver_minor = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 60);
	s->crc = (uint16_t)(d & 0xffffu);
}

static void encode_fs4_tools_area(const void *native, void *buf)
{
	mlx5ctl_prm_fs4_tools_area_encode(native, buf);
}

static void decode_fs4_tools_area(void *native, const void *buf)
{
	mlx5ctl_prm_fs4_tools_area_decode(native, buf);
}

void mlx5ctl_prm_fs4_uid_entry_encode(const struct mlx5ctl_prm_fs4_uid_entry *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->step & 0xffu) << 8;
	d |= ((uint32_t)s->num_allocated & 0xffu);
	mlx5ctl_be32_store(b + 0, d);
	mlx5ctl_be64_store(b + 8, s->uid);
}

void mlx5ctl_prm_fs4_uid_entry_decode(struct mlx5ctl_prm_fs4_uid_entry *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->step = (uint8_t)((d >> 8) & 0xffu);
	s->num_allocated = (uint8_t)(d & 0xffu);
	s->uid = mlx5ctl_be64_load(b + 8);
}

static void encode_fs4_uid_entry(const void *native, void *buf)
{
	mlx5ctl_prm_fs4_uid_entry_encode(native, buf);
}

static void decode_fs4_uid_entry(void *native, const void *buf)
{
	mlx5ctl_prm_fs4_uid_entry_decode(native, buf);
}

void mlx5ctl_prm_fw_version_time_encode(const struct mlx5ctl_prm_fw_version_time *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffff0000u;
	d |= ((uint32_t)s->major & 0xffffu) << 16;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->minor & 0xffffu) << 16;
	d |= ((uint32_t)s->subminor & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0xffffff00u;
	d |= ((uint32_t)s->seconds & 0xffu) << 24;
	d |= ((uint32_t)s->minutes & 0xffu) << 16;
	d |= ((uint32_t)s->hour & 0xffu) << 8;
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->year & 0xffffu) << 16;
	d |= ((uint32_t)s->month & 0xffu) << 8;
	d |= ((uint32_t)s->day & 0xffu);
	mlx5ctl_be32_store(b + 12, d);
}

void mlx5ctl_prm_fw_version_time_decode(struct mlx5ctl_prm_fw_version_time *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->major = (uint16_t)((d >> 16) & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->minor = (uint16_t)((d >> 16) & 0xffffu);
	s->subminor = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 8);
	s->seconds = (uint8_t)((d >> 24) & 0xffu);
	s->minutes = (uint8_t)((d >> 16) & 0xffu);
	s->hour = (uint8_t)((d >> 8) & 0xffu);
	d = mlx5ctl_be32_load(b + 12);
	s->year = (uint16_t)((d >> 16) & 0xffffu);
	s->month = (uint8_t)((d >> 8) & 0xffu);
	s->day = (uint8_t)(d & 0xffu);
}

static void encode_fw_version_time(const void *native, void *buf)
{
	mlx5ctl_prm_fw_version_time_encode(native, buf);
}

static void decode_fw_version_time(void *native, const void *buf)
{
	mlx5ctl_prm_fw_version_time_decode(native, buf);
}

void mlx5ctl_prm_health_buffer_encode(const struct mlx5ctl_prm_health_buffer *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 32);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->assert_existptr & 0xffffffffu);
	mlx5ctl_be32_store(b + 32, d);

	d = mlx5ctl_be32_load(b + 36);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->assert_callra & 0xffffffffu);
	mlx5ctl_be32_store(b + 36, d);

	d = mlx5ctl_be32_load(b + 44);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->time & 0xffffffffu);
	mlx5ctl_be32_store(b + 44, d);

	d = mlx5ctl_be32_load(b + 48);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->fw_version & 0xffffffffu);
	mlx5ctl_be32_store(b + 48, d);

	d = mlx5ctl_be32_load(b + 52);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->hw_id & 0xffffffffu);
	mlx5ctl_be32_store(b + 52, d);

	d = mlx5ctl_be32_load(b + 56);
	d &= ~0x8f000000u;
	d |= ((uint32_t)s->rfr & 0x1u) << 31;
	d |= ((uint32_t)s->valid & 0x1u) << 27;
	d |= ((uint32_t)s->severity & 0x7u) << 24;
	mlx5ctl_be32_store(b + 56, d);

	d = mlx5ctl_be32_load(b + 60);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->irisc_index & 0xffu) << 24;
	d |= ((uint32_t)s->synd & 0xffu) << 16;
	d |= ((uint32_t)s->ext_synd & 0xffffu);
	mlx5ctl_be32_store(b + 60, d);
	memcpy(b + 0, s->assert_var, 24);
}

void mlx5ctl_prm_health_buffer_decode(struct mlx5ctl_prm_health_buffer *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 32);
	s->assert_existptr = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 36);
	s->assert_callra = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 44);
	s->time = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 48);
	s->fw_version = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 52);
	s->hw_id = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 56);
	s->rfr = (uint8_t)((d >> 31) & 0x1u);
	s->valid = (uint8_t)((d >> 27) & 0x1u);
	s->severity = (uint8_t)((d >> 24) & 0x7u);
	d = mlx5ctl_be32_load(b + 60);
	s->irisc_index = (uint8_t)((d >> 24) & 0xffu);
	s->synd = (uint8_t)((d >> 16) & 0xffu);
	s->ext_synd = (uint16_t)(d & 0xffffu);
	memcpy(s->assert_var, b + 0, 24);
}

static void encode_health_buffer(const void *native, void *buf)
{
	mlx5ctl_prm_health_buffer_encode(native, buf);
}

static void decode_health_buffer(void *native, const void *buf)
{
	mlx5ctl_prm_health_buffer_decode(native, buf);
}

void mlx5ctl_prm_host_endianness_reg_encode(const struct mlx5ctl_prm_host_endianness_reg *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->he & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);
}

void mlx5ctl_prm_host_endianness_reg_decode(struct mlx5ctl_prm_host_endianness_reg *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->he = (uint8_t)((d >> 24) & 0xffu);
}

static void encode_host_endianness_reg(const void *native, void *buf)
{
	mlx5ctl_prm_host_endianness_reg_encode(native, buf);
}

static void decode_host_endianness_reg(void *native, const void *buf)
{
	mlx5ctl_prm_host_endianness_reg_decode(native, buf);
}

void mlx5ctl_prm_icmd_ctrl_encode(const struct mlx5ctl_prm_icmd_ctrl *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffffff03u;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	d |= ((uint32_t)s->status & 0xffu) << 8;
	d |= ((uint32_t)s->exmb & 0x1u) << 1;
	d |= ((uint32_t)s->busy & 0x1u);
	mlx5ctl_be32_store(b + 0, d);
}

void mlx5ctl_prm_icmd_ctrl_decode(struct mlx5ctl_prm_icmd_ctrl *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	s->status = (uint8_t)((d >> 8) & 0xffu);
	s->exmb = (uint8_t)((d >> 1) & 0x1u);
	s->busy = (uint8_t)(d & 0x1u);
}

static void encode_icmd_ctrl(const void *native, void *buf)
{
	mlx5ctl_prm_icmd_ctrl_encode(native, buf);
}

static void decode_icmd_ctrl(void *native, const void *buf)
{
	mlx5ctl_prm_icmd_ctrl_decode(native, buf);
}

void mlx5ctl_prm_icmd_get_fw_info_encode(const struct mlx5ctl_prm_icmd_get_fw_info *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 16);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->hash_signature & 0xffffu);
	mlx5ctl_be32_store(b + 16, d);
	mlx5ctl_prm_fw_version_time_encode(&s->fw_version, b + 0);
	memcpy(b + 20, s->psid, 16);
}

void mlx5ctl_prm_icmd_get_fw_info_decode(struct mlx5ctl_prm_icmd_get_fw_info *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 16);
	s->hash_signature = (uint16_t)(d & 0xffffu);
	mlx5ctl_prm_fw_version_time_decode(&s->fw_version, b + 0);
	memcpy(s->psid, b + 20, 16);
}

static void encode_icmd_get_fw_info(const void *native, void *buf)
{
	mlx5ctl_prm_icmd_get_fw_info_encode(native, buf);
}

static void decode_icmd_get_fw_info(void *native, const void *buf)
{
	mlx5ctl_prm_icmd_get_fw_info_decode(native, buf);
}

void mlx5ctl_prm_icmd_op_tlv_encode(const struct mlx5ctl_prm_icmd_op_tlv *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffffff00u;
	d |= ((uint32_t)s->type & 0x1fu) << 27;
	d |= ((uint32_t)s->len & 0x7ffu) << 16;
	d |= ((uint32_t)s->dr & 0x1u) << 15;
	d |= ((uint32_t)s->status & 0x7fu) << 8;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->register_id & 0xffffu) << 16;
	d |= ((uint32_t)s->r & 0x1u) << 15;
	d |= ((uint32_t)s->method & 0x7fu) << 8;
	d |= ((uint32_t)s->class & 0xffu);
	mlx5ctl_be32_store(b + 4, d);
	mlx5ctl_be64_store(b + 8, s->tid);
}

void mlx5ctl_prm_icmd_op_tlv_decode(struct mlx5ctl_prm_icmd_op_tlv *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->type = (uint8_t)((d >> 27) & 0x1fu);
	s->len = (uint16_t)((d >> 16) & 0x7ffu);
	s->dr = (uint8_t)((d >> 15) & 0x1u);
	s->status = (uint8_t)((d >> 8) & 0x7fu);
	d = mlx5ctl_be32_load(b + 4);
	s->register_id = (uint16_t)((d >> 16) & 0xffffu);
	s->r = (uint8_t)((d >> 15) & 0x1u);
	s->method = (uint8_t)((d >> 8) & 0x7fu);
	s->class = (uint8_t)(d & 0xffu);
	s->tid = mlx5ctl_be64_load(b + 8);
}

static void encode_icmd_op_tlv(const void *native, void *buf)
{
	mlx5ctl_prm_icmd_op_tlv_encode(native, buf);
}

static void decode_icmd_op_tlv(void *native, const void *buf)
{
	mlx5ctl_prm_icmd_op_tlv_decode(native, buf);
}

void mlx5ctl_prm_icmd_query_cap_general_encode(const struct mlx5ctl_prm_icmd_query_cap_general *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffd00000u;
	d |= ((uint32_t)s->nv_access & 0x1u) << 31;
	d |= ((uint32_t)s->fw_info_psid & 0x1u) << 30;
	d |= ((uint32_t)s->allow_icmd_access_reg_on_all_registers & 0x1u) << 29;
	d |= ((uint32_t)s->mh_sync & 0x1u) << 28;
	d |= ((uint32_t)s->pcam_reg & 0x1u) << 27;
	d |= ((uint32_t)s->mcam_reg & 0x1u) << 26;
	d |= ((uint32_t)s->qcam_reg & 0x1u) << 25;
	d |= ((uint32_t)s->capi & 0x1u) << 24;
	d |= ((uint32_t)s->icmd_exmb & 0x1u) << 23;
	d |= ((uint32_t)s->virtual_link_down & 0x1u) << 22;
	d |= ((uint32_t)s->capability_groups & 0x1u) << 20;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffff0000u;
	d |= ((uint32_t)s->num_of_diagnostic_counters & 0xffffu) << 16;
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_icmd_query_cap_general_decode(struct mlx5ctl_prm_icmd_query_cap_general *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->nv_access = (uint8_t)((d >> 31) & 0x1u);
	s->fw_info_psid = (uint8_t)((d >> 30) & 0x1u);
	s->allow_icmd_access_reg_on_all_registers = (uint8_t)((d >> 29) & 0x1u);
	s->mh_sync = (uint8_t)((d >> 28) & 0x1u);
	s->pcam_reg = (uint8_t)((d >> 27) & 0x1u);
	s->mcam_reg = (uint8_t)((d >> 26) & 0x1u);
	s->qcam_reg = (uint8_t)((d >> 25) & 0x1u);
	s->capi = (uint8_t)((d >> 24) & 0x1u);
	s->icmd_exmb = (uint8_t)((d >> 23) & 0x1u);
	s->virtual_link_down = (uint8_t)((d >> 22) & 0x1u);
	s->capability_groups = (uint8_t)((d >> 20) & 0x1u);
	d = mlx5ctl_be32_load(b + 4);
	s->num_of_diagnostic_counters = (uint16_t)((d >> 16) & 0xffffu);
}

static void encode_icmd_query_cap_general(const void *native, void *buf)
{
	mlx5ctl_prm_icmd_query_cap_general_encode(native, buf);
}

static void decode_icmd_query_cap_general(void *native, const void *buf)
{
	mlx5ctl_prm_icmd_query_cap_general_decode(native, buf);
}

void mlx5ctl_prm_icmd_query_cap_in_encode(const struct mlx5ctl_prm_icmd_query_cap_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->capability_group & 0xffffu);
	mlx5ctl_be32_store(b + 0, d);
}

void mlx5ctl_prm_icmd_query_cap_in_decode(struct mlx5ctl_prm_icmd_query_cap_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->capability_group = (uint16_t)(d & 0xffffu);
}

static void encode_icmd_query_cap_in(const void *native, void *buf)
{
	mlx5ctl_prm_icmd_query_cap_in_encode(native, buf);
}

static void decode_icmd_query_cap_in(void *native, const void *buf)
{
	mlx5ctl_prm_icmd_query_cap_in_decode(native, buf);
}

void mlx5ctl_prm_icmd_reg_tlv_encode(const struct mlx5ctl_prm_icmd_reg_tlv *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffff0000u;
	d |= ((uint32_t)s->type & 0x1fu) << 27;
	d |= ((uint32_t)s->len & 0x7ffu) << 16;
	mlx5ctl_be32_store(b + 0, d);
}

void mlx5ctl_prm_icmd_reg_tlv_decode(struct mlx5ctl_prm_icmd_reg_tlv *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->type = (uint8_t)((d >> 27) & 0x1fu);
	s->len = (uint16_t)((d >> 16) & 0x7ffu);
}

static void encode_icmd_reg_tlv(const void *native, void *buf)
{
	mlx5ctl_prm_icmd_reg_tlv_encode(native, buf);
}

static void decode_icmd_reg_tlv(void *native, const void *buf)
{
	mlx5ctl_prm_icmd_reg_tlv_decode(native, buf);
}

void mlx5ctl_prm_init_hca_in_encode(const struct mlx5ctl_prm_init_hca_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffff0000u;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0x3fff0000u;
	d |= ((uint32_t)s->sw_vhca_id & 0x3fffu) << 16;
	mlx5ctl_be32_store(b + 12, d);
	memcpy(b + 16, s->sw_owner_id, 16);
}

void mlx5ctl_prm_init_hca_in_decode(struct mlx5ctl_prm_init_hca_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 12);
	s->sw_vhca_id = (uint16_t)((d >> 16) & 0x3fffu);
	memcpy(s->sw_owner_id, b + 16, 16);
}

static void encode_init_hca_in(const void *native, void *buf)
{
	mlx5ctl_prm_init_hca_in_encode(native, buf);
}

static void decode_init_hca_in(void *native, const void *buf)
{
	mlx5ctl_prm_init_hca_in_decode(native, buf);
}

void mlx5ctl_prm_init_hca_out_encode(const struct mlx5ctl_prm_init_hca_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_init_hca_out_decode(struct mlx5ctl_prm_init_hca_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
}

static void encode_init_hca_out(const void *native, void *buf)
{
	mlx5ctl_prm_init_hca_out_encode(native, buf);
}

static void decode_init_hca_out(void *native, const void *buf)
{
	mlx5ctl_prm_init_hca_out_decode(native, buf);
}

void mlx5ctl_prm_initial_seg_encode(const struct mlx5ctl_prm_initial_seg *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->fw_rev_minor & 0xffffu) << 16;
	d |= ((uint32_t)s->fw_rev_major & 0xffffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->cmd_interface_rev & 0xffffu) << 16;
	d |= ((uint32_t)s->fw_rev_subminor & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 16);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->cmdq_phy_addr_63_32 & 0xffffffffu);
	mlx5ctl_be32_store(b + 16, d);

	d = mlx5ctl_be32_load(b + 20);
	d &= ~0xfffff7ffu;
	d |= ((uint32_t)s->cmdq_phy_addr_31_12 & 0xfffffu) << 12;
	d |= ((uint32_t)s->nic_interface_msb & 0x1u) << 10;
	d |= ((uint32_t)s->nic_interface & 0x3u) << 8;
	d |= ((uint32_t)s->log_cmdq_size & 0xfu) << 4;
	d |= ((uint32_t)s->log_cmdq_stride & 0xfu);
	mlx5ctl_be32_store(b + 20, d);

	d = mlx5ctl_be32_load(b + 24);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->command_doorbell_vector & 0xffffffffu);
	mlx5ctl_be32_store(b + 24, d);

	d = mlx5ctl_be32_load(b + 508);
	d &= ~0xc7800000u;
	d |= ((uint32_t)s->initializing & 0x1u) << 31;
	d |= ((uint32_t)s->fw_reset_supported & 0x1u) << 30;
	d |= ((uint32_t)s->nic_interface_supported & 0x7u) << 24;
	d |= ((uint32_t)s->embedded_cpu & 0x1u) << 23;
	mlx5ctl_be32_store(b + 508, d);

	d = mlx5ctl_be32_load(b + 576);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->no_dram_nic_offset & 0xffffffffu);
	mlx5ctl_be32_store(b + 576, d);

	d = mlx5ctl_be32_load(b + 4088);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->cmd_exec_to & 0xffffffffu);
	mlx5ctl_be32_store(b + 4088, d);

	d = mlx5ctl_be32_load(b + 4092);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->cmd_q_init_to & 0xffffffffu);
	mlx5ctl_be32_store(b + 4092, d);

	d = mlx5ctl_be32_load(b + 4096);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->internal_timer_h & 0xffffffffu);
	mlx5ctl_be32_store(b + 4096, d);

	d = mlx5ctl_be32_load(b + 4100);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->internal_timer_l & 0xffffffffu);
	mlx5ctl_be32_store(b + 4100, d);

	d = mlx5ctl_be32_load(b + 4108);
	d &= ~0x00000001u;
	d |= ((uint32_t)s->clear_int & 0x1u);
	mlx5ctl_be32_store(b + 4108, d);

	d = mlx5ctl_be32_load(b + 4112);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->health_syndrome & 0xffu) << 24;
	d |= ((uint32_t)s->health_counter & 0xffffffu);
	mlx5ctl_be32_store(b + 4112, d);

	d = mlx5ctl_be32_load(b + 4160);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->real_time_h & 0xffffffffu);
	mlx5ctl_be32_store(b + 4160, d);

	d = mlx5ctl_be32_load(b + 4164);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->real_time_l & 0xffffffffu);
	mlx5ctl_be32_store(b + 4164, d);
	mlx5ctl_prm_health_buffer_encode(&s->health_buffer, b + 512);
}

void mlx5ctl_prm_initial_seg_decode(struct mlx5ctl_prm_initial_seg *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->fw_rev_minor = (uint16_t)((d >> 16) & 0xffffu);
	s->fw_rev_major = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->cmd_interface_rev = (uint16_t)((d >> 16) & 0xffffu);
	s->fw_rev_subminor = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 16);
	s->cmdq_phy_addr_63_32 = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 20);
	s->cmdq_phy_addr_31_12 = (uint32_t)((d >> 12) & 0xfffffu);
	s->nic_interface_msb = (uint8_t)((d >> 10) & 0x1u);
	s->nic_interface = (uint8_t)((d >> 8) & 0x3u);
	s->log_cmdq_size = (uint8_t)((d >> 4) & 0xfu);
	s->log_cmdq_stride = (uint8_t)(d & 0xfu);
	d = mlx5ctl_be32_load(b + 24);
	s->command_doorbell_vector = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 508);
	s->initializing = (uint8_t)((d >> 31) & 0x1u);
	s->fw_reset_supported = (uint8_t)((d >> 30) & 0x1u);
	s->nic_interface_supported = (uint8_t)((d >> 24) & 0x7u);
	s->embedded_cpu = (uint8_t)((d >> 23) & 0x1u);
	d = mlx5ctl_be32_load(b + 576);
	s->no_dram_nic_offset = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 4088);
	s->cmd_exec_to = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 4092);
	s->cmd_q_init_to = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 4096);
	s->internal_timer_h = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 4100);
	s->internal_timer_l = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 4108);
	s->clear_int = (uint8_t)(d & 0x1u);
	d = mlx5ctl_be32_load(b + 4112);
	s->health_syndrome = (uint8_t)((d >> 24) & 0xffu);
	s->health_counter = (uint32_t)(d & 0xffffffu);
	d = mlx5ctl_be32_load(b + 4160);
	s->real_time_h = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 4164);
	s->real_time_l = (uint32_t)(d);
	mlx5ctl_prm_health_buffer_decode(&s->health_buffer, b + 512);
}

static void encode_initial_seg(const void *native, void *buf)
{
	mlx5ctl_prm_initial_seg_encode(native, buf);
}

static void decode_initial_seg(void *native, const void *buf)
{
	mlx5ctl_prm_initial_seg_decode(native, buf);
}

void mlx5ctl_prm_manage_pages_in_encode(const struct mlx5ctl_prm_manage_pages_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffff0000u;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x8000ffffu;
	d |= ((uint32_t)s->embedded_cpu_function & 0x1u) << 31;
	d |= ((uint32_t)s->function_id & 0xffffu);
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->input_num_entries & 0xffffffffu);
	mlx5ctl_be32_store(b + 12, d);
}

void mlx5ctl_prm_manage_pages_in_decode(struct mlx5ctl_prm_manage_pages_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 8);
	s->embedded_cpu_function = (uint8_t)((d >> 31) & 0x1u);
	s->function_id = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 12);
	s->input_num_entries = (uint32_t)(d);
}

static void encode_manage_pages_in(const void *native, void *buf)
{
	mlx5ctl_prm_manage_pages_in_encode(native, buf);
}

static void decode_manage_pages_in(void *native, const void *buf)
{
	mlx5ctl_prm_manage_pages_in_decode(native, buf);
}

void mlx5ctl_prm_manage_pages_out_encode(const struct mlx5ctl_prm_manage_pages_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->output_num_entries & 0xffffffffu);
	mlx5ctl_be32_store(b + 8, d);
}

void mlx5ctl_prm_manage_pages_out_decode(struct mlx5ctl_prm_manage_pages_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 8);
	s->output_num_entries = (uint32_t)(d);
}

static void encode_manage_pages_out(const void *native, void *buf)
{
	mlx5ctl_prm_manage_pages_out_encode(native, buf);
}

static void decode_manage_pages_out(void *native, const void *buf)
{
	mlx5ctl_prm_manage_pages_out_decode(native, buf);
}

void mlx5ctl_prm_mbox_in_hdr_encode(const struct mlx5ctl_prm_mbox_in_hdr *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	d |= ((uint32_t)s->uid & 0xffffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->vhca_tunnel_id & 0xffffu) << 16;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_mbox_in_hdr_decode(struct mlx5ctl_prm_mbox_in_hdr *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	s->uid = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->vhca_tunnel_id = (uint16_t)((d >> 16) & 0xffffu);
	s->op_mod = (uint16_t)(d & 0xffffu);
}

static void encode_mbox_in_hdr(const void *native, void *buf)
{
	mlx5ctl_prm_mbox_in_hdr_encode(native, buf);
}

static void decode_mbox_in_hdr(void *native, const void *buf)
{
	mlx5ctl_prm_mbox_in_hdr_decode(native, buf);
}

void mlx5ctl_prm_mbox_out_hdr_encode(const struct mlx5ctl_prm_mbox_out_hdr *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_mbox_out_hdr_decode(struct mlx5ctl_prm_mbox_out_hdr *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
}

static void encode_mbox_out_hdr(const void *native, void *buf)
{
	mlx5ctl_prm_mbox_out_hdr_encode(native, buf);
}

static void decode_mbox_out_hdr(void *native, const void *buf)
{
	mlx5ctl_prm_mbox_out_hdr_decode(native, buf);
}

void mlx5ctl_prm_mcam_access_reg_encode(const struct mlx5ctl_prm_mcam_access_reg *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x0000000fu;
	d |= ((uint32_t)s->mcda & 0x1u) << 3;
	d |= ((uint32_t)s->mcc & 0x1u) << 2;
	d |= ((uint32_t)s->mcqi & 0x1u) << 1;
	d |= ((uint32_t)s->mcqs & 0x1u);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->regs_95_to_90 & 0x3fu) << 26;
	d |= ((uint32_t)s->mpir & 0x1u) << 25;
	d |= ((uint32_t)s->regs_88_to_87 & 0x3u) << 23;
	d |= ((uint32_t)s->mpegc & 0x1u) << 22;
	d |= ((uint32_t)s->mtutc & 0x1u) << 21;
	d |= ((uint32_t)s->regs_84_to_68 & 0x1ffffu) << 4;
	d |= ((uint32_t)s->tracer_registers & 0xfu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->regs_63_to_46 & 0x3ffffu) << 14;
	d |= ((uint32_t)s->mrtc & 0x1u) << 13;
	d |= ((uint32_t)s->regs_44_to_41 & 0xfu) << 9;
	d |= ((uint32_t)s->mfrl & 0x1u) << 8;
	d |= ((uint32_t)s->regs_39_to_32 & 0xffu);
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->regs_31_to_11 & 0x1fffffu) << 11;
	d |= ((uint32_t)s->mtmp & 0x1u) << 10;
	d |= ((uint32_t)s->regs_9_to_0 & 0x3ffu);
	mlx5ctl_be32_store(b + 12, d);
}

void mlx5ctl_prm_mcam_access_reg_decode(struct mlx5ctl_prm_mcam_access_reg *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->mcda = (uint8_t)((d >> 3) & 0x1u);
	s->mcc = (uint8_t)((d >> 2) & 0x1u);
	s->mcqi = (uint8_t)((d >> 1) & 0x1u);
	s->mcqs = (uint8_t)(d & 0x1u);
	d = mlx5ctl_be32_load(b + 4);
	s->regs_95_to_90 = (uint8_t)((d >> 26) & 0x3fu);
	s->mpir = (uint8_t)((d >> 25) & 0x1u);
	s->regs_88_to_87 = (uint8_t)((d >> 23) & 0x3u);
	s->mpegc = (uint8_t)((d >> 22) & 0x1u);
	s->mtutc = (uint8_t)((d >> 21) & 0x1u);
	s->regs_84_to_68 = (uint32_t)((d >> 4) & 0x1ffffu);
	s->tracer_registers = (uint8_t)(d & 0xfu);
	d = mlx5ctl_be32_load(b + 8);
	s->regs_63_to_46 = (uint32_t)((d >> 14) & 0x3ffffu);
	s->mrtc = (uint8_t)((d >> 13) & 0x1u);
	s->regs_44_to_41 = (uint8_t)((d >> 9) & 0xfu);
	s->mfrl = (uint8_t)((d >> 8) & 0x1u);
	s->regs_39_to_32 = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 12);
	s->regs_31_to_11 = (uint32_t)((d >> 11) & 0x1fffffu);
	s->mtmp = (uint8_t)((d >> 10) & 0x1u);
	s->regs_9_to_0 = (uint16_t)(d & 0x3ffu);
}

static void encode_mcam_access_reg(const void *native, void *buf)
{
	mlx5ctl_prm_mcam_access_reg_encode(native, buf);
}

static void decode_mcam_access_reg(void *native, const void *buf)
{
	mlx5ctl_prm_mcam_access_reg_decode(native, buf);
}

void mlx5ctl_prm_mcam_reg_encode(const struct mlx5ctl_prm_mcam_reg *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x00ff00ffu;
	d |= ((uint32_t)s->feature_group & 0xffu) << 16;
	d |= ((uint32_t)s->access_reg_group & 0xffu);
	mlx5ctl_be32_store(b + 0, d);
	memcpy(b + 8, s->mng_access_reg_cap_mask, 16);
	memcpy(b + 40, s->mng_feature_cap_mask, 16);
}

void mlx5ctl_prm_mcam_reg_decode(struct mlx5ctl_prm_mcam_reg *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->feature_group = (uint8_t)((d >> 16) & 0xffu);
	s->access_reg_group = (uint8_t)(d & 0xffu);
	memcpy(s->mng_access_reg_cap_mask, b + 8, 16);
	memcpy(s->mng_feature_cap_mask, b + 40, 16);
}

static void encode_mcam_reg(const void *native, void *buf)
{
	mlx5ctl_prm_mcam_reg_encode(native, buf);
}

static void decode_mcam_reg(void *native, const void *buf)
{
	mlx5ctl_prm_mcam_reg_decode(native, buf);
}

void mlx5ctl_prm_mcia_reg_encode(const struct mlx5ctl_prm_mcia_reg *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x80ff00ffu;
	d |= ((uint32_t)s->l & 0x1u) << 31;
	d |= ((uint32_t)s->module & 0xffu) << 16;
	d |= ((uint32_t)s->status & 0xffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->i2c_device_address & 0xffu) << 24;
	d |= ((uint32_t)s->page_number & 0xffu) << 16;
	d |= ((uint32_t)s->device_address & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->size & 0xffffu);
	mlx5ctl_be32_store(b + 8, d);
	memcpy(b + 16, s->dwords, 128);
}

void mlx5ctl_prm_mcia_reg_decode(struct mlx5ctl_prm_mcia_reg *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->l = (uint8_t)((d >> 31) & 0x1u);
	s->module = (uint8_t)((d >> 16) & 0xffu);
	s->status = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->i2c_device_address = (uint8_t)((d >> 24) & 0xffu);
	s->page_number = (uint8_t)((d >> 16) & 0xffu);
	s->device_address = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 8);
	s->size = (uint16_t)(d & 0xffffu);
	memcpy(s->dwords, b + 16, 128);
}

static void encode_mcia_reg(const void *native, void *buf)
{
	mlx5ctl_prm_mcia_reg_encode(native, buf);
}

static void decode_mcia_reg(void *native, const void *buf)
{
	mlx5ctl_prm_mcia_reg_decode(native, buf);
}

void mlx5ctl_prm_mfba_reg_encode(const struct mlx5ctl_prm_mfba_reg *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x80000030u;
	d |= ((uint32_t)s->add_cap_32b & 0x1u) << 31;
	d |= ((uint32_t)s->fs & 0x3u) << 4;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x000001ffu;
	d |= ((uint32_t)s->size & 0x1ffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->address & 0xffffffffu);
	mlx5ctl_be32_store(b + 8, d);
	memcpy(b + 12, s->data, 256);
}

void mlx5ctl_prm_mfba_reg_decode(struct mlx5ctl_prm_mfba_reg *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->add_cap_32b = (uint8_t)((d >> 31) & 0x1u);
	s->fs = (uint8_t)((d >> 4) & 0x3u);
	d = mlx5ctl_be32_load(b + 4);
	s->size = (uint16_t)(d & 0x1ffu);
	d = mlx5ctl_be32_load(b + 8);
	s->address = (uint32_t)(d);
	memcpy(s->data, b + 12, 256);
}

static void encode_mfba_reg(const void *native, void *buf)
{
	mlx5ctl_prm_mfba_reg_encode(native, buf);
}

static void decode_mfba_reg(void *native, const void *buf)
{
	mlx5ctl_prm_mfba_reg_decode(native, buf);
}

void mlx5ctl_prm_mfbe_reg_encode(const struct mlx5ctl_prm_mfbe_reg *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xe0000030u;
	d |= ((uint32_t)s->add_cap_32b & 0x1u) << 31;
	d |= ((uint32_t)s->bulk_32kb_erase & 0x1u) << 30;
	d |= ((uint32_t)s->bulk_64kb_erase & 0x1u) << 29;
	d |= ((uint32_t)s->fs & 0x3u) << 4;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->address & 0xffffffffu);
	mlx5ctl_be32_store(b + 8, d);
}

void mlx5ctl_prm_mfbe_reg_decode(struct mlx5ctl_prm_mfbe_reg *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->add_cap_32b = (uint8_t)((d >> 31) & 0x1u);
	s->bulk_32kb_erase = (uint8_t)((d >> 30) & 0x1u);
	s->bulk_64kb_erase = (uint8_t)((d >> 29) & 0x1u);
	s->fs = (uint8_t)((d >> 4) & 0x3u);
	d = mlx5ctl_be32_load(b + 8);
	s->address = (uint32_t)(d);
}

static void encode_mfbe_reg(const void *native, void *buf)
{
	mlx5ctl_prm_mfbe_reg_encode(native, buf);
}

static void decode_mfbe_reg(void *native, const void *buf)
{
	mlx5ctl_prm_mfbe_reg_decode(native, buf);
}

void mlx5ctl_prm_mfpa_reg_encode(const struct mlx5ctl_prm_mfpa_reg *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x80000030u;
	d |= ((uint32_t)s->add_cap_32b & 0x1u) << 31;
	d |= ((uint32_t)s->fs & 0x3u) << 4;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->boot_address & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 16);
	d &= ~0xe003000fu;
	d |= ((uint32_t)s->wip & 0x1u) << 31;
	d |= ((uint32_t)s->bulk_32kb_erase_en & 0x1u) << 30;
	d |= ((uint32_t)s->bulk_64kb_erase_en & 0x1u) << 29;
	d |= ((uint32_t)s->sector_wrp_en & 0x1u) << 17;
	d |= ((uint32_t)s->sub_sector_wrp_en & 0x1u) << 16;
	d |= ((uint32_t)s->flash_num & 0xfu);
	mlx5ctl_be32_store(b + 16, d);

	d = mlx5ctl_be32_load(b + 20);
	d &= ~0x00ffffffu;
	d |= ((uint32_t)s->jedec_id & 0xffffffu);
	mlx5ctl_be32_store(b + 20, d);

	d = mlx5ctl_be32_load(b + 24);
	d &= ~0xffff03ffu;
	d |= ((uint32_t)s->block_size & 0xffu) << 24;
	d |= ((uint32_t)s->block_alignment & 0xffu) << 16;
	d |= ((uint32_t)s->sector_size & 0x3ffu);
	mlx5ctl_be32_store(b + 24, d);

	d = mlx5ctl_be32_load(b + 28);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->capability_mask & 0xffffffffu);
	mlx5ctl_be32_store(b + 28, d);
}

void mlx5ctl_prm_mfpa_reg_decode(struct mlx5ctl_prm_mfpa_reg *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->add_cap_32b = (uint8_t)((d >> 31) & 0x1u);
	s->fs = (uint8_t)((d >> 4) & 0x3u);
	d = mlx5ctl_be32_load(b + 4);
	s->boot_address = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 16);
	s->wip = (uint8_t)((d >> 31) & 0x1u);
	s->bulk_32kb_erase_en = (uint8_t)((d >> 30) & 0x1u);
	s->bulk_64kb_erase_en = (uint8_t)((d >> 29) & 0x1u);
	s->sector_wrp_en = (uint8_t)((d >> 17) & 0x1u);
	s->sub_sector_wrp_en = (uint8_t)((d >> 16) & 0x1u);
	s->flash_num = (uint8_t)(d & 0xfu);
	d = mlx5ctl_be32_load(b + 20);
	s->jedec_id = (uint32_t)(d & 0xffffffu);
	d = mlx5ctl_be32_load(b + 24);
	s->block_size = (uint8_t)((d >> 24) & 0xffu);
	s->block_alignment = (uint8_t)((d >> 16) & 0xffu);
	s->sector_size = (uint16_t)(d & 0x3ffu);
	d = mlx5ctl_be32_load(b + 28);
	s->capability_mask = (uint32_t)(d);
}

static void encode_mfpa_reg(const void *native, void *buf)
{
	mlx5ctl_prm_mfpa_reg_encode(native, buf);
}

static void decode_mfpa_reg(void *native, const void *buf)
{
	mlx5ctl_prm_mfpa_reg_decode(native, buf);
}

void mlx5ctl_prm_mfrl_reg_encode(const struct mlx5ctl_prm_mfrl_reg *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x3fefffffu;
	d |= ((uint32_t)s->pci_sync_for_fw_update_start & 0x1u) << 29;
	d |= ((uint32_t)s->pci_sync_for_fw_update_resp & 0x3u) << 27;
	d |= ((uint32_t)s->rst_type_sel & 0x7u) << 24;
	d |= ((uint32_t)s->pci_reset_req_method & 0x7u) << 21;
	d |= ((uint32_t)s->reset_state & 0xfu) << 16;
	d |= ((uint32_t)s->reset_type & 0xffu) << 8;
	d |= ((uint32_t)s->reset_level & 0xffu);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_mfrl_reg_decode(struct mlx5ctl_prm_mfrl_reg *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 4);
	s->pci_sync_for_fw_update_start = (uint8_t)((d >> 29) & 0x1u);
	s->pci_sync_for_fw_update_resp = (uint8_t)((d >> 27) & 0x3u);
	s->rst_type_sel = (uint8_t)((d >> 24) & 0x7u);
	s->pci_reset_req_method = (uint8_t)((d >> 21) & 0x7u);
	s->reset_state = (uint8_t)((d >> 16) & 0xfu);
	s->reset_type = (uint8_t)((d >> 8) & 0xffu);
	s->reset_level = (uint8_t)(d & 0xffu);
}

static void encode_mfrl_reg(const void *native, void *buf)
{
	mlx5ctl_prm_mfrl_reg_encode(native, buf);
}

static void decode_mfrl_reg(void *native, const void *buf)
{
	mlx5ctl_prm_mfrl_reg_decode(native, buf);
}

void mlx5ctl_prm_mgir_dev_info_encode(const struct mlx5ctl_prm_mgir_dev_info *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	memcpy(b + 0, s->dev_branch_tag, 28);
}

void mlx5ctl_prm_mgir_dev_info_decode(struct mlx5ctl_prm_mgir_dev_info *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;

	memcpy(s->dev_branch_tag, b + 0, 28);
}

static void encode_mgir_dev_info(const void *native, void *buf)
{
	mlx5ctl_prm_mgir_dev_info_encode(native, buf);
}

static void decode_mgir_dev_info(void *native, const void *buf)
{
	mlx5ctl_prm_mgir_dev_info_decode(native, buf);
}

void mlx5ctl_prm_mgir_fw_info_encode(const struct mlx5ctl_prm_mgir_fw_info *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x5fffffffu;
	d |= ((uint32_t)s->dev_sc & 0x1u) << 30;
	d |= ((uint32_t)s->string_tlv & 0x1u) << 28;
	d |= ((uint32_t)s->dev & 0x1u) << 27;
	d |= ((uint32_t)s->debug & 0x1u) << 26;
	d |= ((uint32_t)s->signed_fw & 0x1u) << 25;
	d |= ((uint32_t)s->secured & 0x1u) << 24;
	d |= ((uint32_t)s->major & 0xffu) << 16;
	d |= ((uint32_t)s->minor & 0xffu) << 8;
	d |= ((uint32_t)s->sub_minor & 0xffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->build_id & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->month & 0xffu) << 24;
	d |= ((uint32_t)s->day & 0xffu) << 16;
	d |= ((uint32_t)s->year & 0xffffu);
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->hour & 0xffffu);
	mlx5ctl_be32_store(b + 12, d);

	d = mlx5ctl_be32_load(b + 32);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->ini_file_version & 0xffffffffu);
	mlx5ctl_be32_store(b + 32, d);

	d = mlx5ctl_be32_load(b + 36);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->extended_major & 0xffffffffu);
	mlx5ctl_be32_store(b + 36, d);

	d = mlx5ctl_be32_load(b + 40);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->extended_minor & 0xffffffffu);
	mlx5ctl_be32_store(b + 40, d);

	d = mlx5ctl_be32_load(b + 44);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->extended_sub_minor & 0xffffffffu);
	mlx5ctl_be32_store(b + 44, d);

	d = mlx5ctl_be32_load(b + 48);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->disabled_tiles_bitmap & 0xffffu) << 16;
	d |= ((uint32_t)s->isfu_major & 0xffffu);
	mlx5ctl_be32_store(b + 48, d);

	d = mlx5ctl_be32_load(b + 52);
	d &= ~0x0000000fu;
	d |= ((uint32_t)s->encryption & 0x1u) << 3;
	d |= ((uint32_t)s->sec_boot & 0x1u) << 2;
	d |= ((uint32_t)s->life_cycle & 0x3u);
	mlx5ctl_be32_store(b + 52, d);
	memcpy(b + 16, s->psid, 16);
}

void mlx5ctl_prm_mgir_fw_info_decode(struct mlx5ctl_prm_mgir_fw_info *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->dev_sc = (uint8_t)((d >> 30) & 0x1u);
	s->string_tlv = (uint8_t)((d >> 28) & 0x1u);
	s->dev = (uint8_t)((d >> 27) & 0x1u);
	s->debug = (uint8_t)((d >> 26) & 0x1u);
	s->signed_fw = (uint8_t)((d >> 25) & 0x1u);
	s->secured = (uint8_t)((d >> 24) & 0x1u);
	s->major = (uint8_t)((d >> 16) & 0xffu);
	s->minor = (uint8_t)((d >> 8) & 0xffu);
	s->sub_minor = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->build_id = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 8);
	s->month = (uint8_t)((d >> 24) & 0xffu);
	s->day = (uint8_t)((d >> 16) & 0xffu);
	s->year = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 12);
	s->hour = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 32);
	s->ini_file_version = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 36);
	s->extended_major = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 40);
	s->extended_minor = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 44);
	s->extended_sub_minor = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 48);
	s->disabled_tiles_bitmap = (uint16_t)((d >> 16) & 0xffffu);
	s->isfu_major = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 52);
	s->encryption = (uint8_t)((d >> 3) & 0x1u);
	s->sec_boot = (uint8_t)((d >> 2) & 0x1u);
	s->life_cycle = (uint8_t)(d & 0x3u);
	memcpy(s->psid, b + 16, 16);
}

static void encode_mgir_fw_info(const void *native, void *buf)
{
	mlx5ctl_prm_mgir_fw_info_encode(native, buf);
}

static void decode_mgir_fw_info(void *native, const void *buf)
{
	mlx5ctl_prm_mgir_fw_info_decode(native, buf);
}

void mlx5ctl_prm_mgir_hardware_info_encode(const struct mlx5ctl_prm_mgir_hardware_info *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->device_hw_revision & 0xffffu) << 16;
	d |= ((uint32_t)s->device_id & 0xffffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x7ffff81fu;
	d |= ((uint32_t)s->ib_mad_gen & 0x7u) << 28;
	d |= ((uint32_t)s->num_ports & 0xfffu) << 16;
	d |= ((uint32_t)s->technology & 0x1fu) << 11;
	d |= ((uint32_t)s->pvs & 0x1fu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->hw_dev_id & 0xffffu);
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0xd0030000u;
	d |= ((uint32_t)s->pci_switch_only_mode & 0x1u) << 31;
	d |= ((uint32_t)s->development & 0x1u) << 30;
	d |= ((uint32_t)s->ga_valid & 0x1u) << 28;
	d |= ((uint32_t)s->module_master_fw_default & 0x3u) << 16;
	mlx5ctl_be32_store(b + 12, d);

	d = mlx5ctl_be32_load(b + 16);
	d &= ~0x0f3fffffu;
	d |= ((uint32_t)s->chip_type & 0xfu) << 24;
	d |= ((uint32_t)s->ga & 0x3fu) << 16;
	d |= ((uint32_t)s->manufacturing_base_mac_47_32 & 0xffffu);
	mlx5ctl_be32_store(b + 16, d);

	d = mlx5ctl_be32_load(b + 20);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->manufacturing_base_mac_31_0 & 0xffffffffu);
	mlx5ctl_be32_store(b + 20, d);

	d = mlx5ctl_be32_load(b + 28);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->uptime & 0xffffffffu);
	mlx5ctl_be32_store(b + 28, d);
}

void mlx5ctl_prm_mgir_hardware_info_decode(struct mlx5ctl_prm_mgir_hardware_info *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->device_hw_revision = (uint16_t)((d >> 16) & 0xffffu);
	s->device_id = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->ib_mad_gen = (uint8_t)((d >> 28) & 0x7u);
	s->num_ports = (uint16_t)((d >> 16) & 0xfffu);
	s->technology = (uint8_t)((d >> 11) & 0x1fu);
	s->pvs = (uint8_t)(d & 0x1fu);
	d = mlx5ctl_be32_load(b + 8);
	s->hw_dev_id = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 12);
	s->pci_switch_only_mode = (uint8_t)((d >> 31) & 0x1u);
	s->development = (uint8_t)((d >> 30) & 0x1u);
	s->ga_valid = (uint8_t)((d >> 28) & 0x1u);
	s->module_master_fw_default = (uint8_t)((d >> 16) & 0x3u);
	d = mlx5ctl_be32_load(b + 16);
	s->chip_type = (uint8_t)((d >> 24) & 0xfu);
	s->ga = (uint8_t)((d >> 16) & 0x3fu);
	s->manufacturing_base_mac_47_32 = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 20);
	s->manufacturing_base_mac_31_0 = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 28);
	s->uptime = (uint32_t)(d);
}

static void encode_mgir_hardware_info(const void *native, void *buf)
{
	mlx5ctl_prm_mgir_hardware_info_encode(native, buf);
}

static void decode_mgir_hardware_info(void *native, const void *buf)
{
	mlx5ctl_prm_mgir_hardware_info_decode(native, buf);
}

void mlx5ctl_prm_mgir_reg_encode(const struct mlx5ctl_prm_mgir_reg *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	mlx5ctl_prm_mgir_hardware_info_encode(&s->hardware_info, b + 0);
	mlx5ctl_prm_mgir_fw_info_encode(&s->fw_info, b + 32);
	mlx5ctl_prm_mgir_sw_info_encode(&s->sw_info, b + 96);
	mlx5ctl_prm_mgir_dev_info_encode(&s->dev_info, b + 128);
}

void mlx5ctl_prm_mgir_reg_decode(struct mlx5ctl_prm_mgir_reg *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;

	mlx5ctl_prm_mgir_hardware_info_decode(&s->hardware_info, b + 0);
	mlx5ctl_prm_mgir_fw_info_decode(&s->fw_info, b + 32);
	mlx5ctl_prm_mgir_sw_info_decode(&s->sw_info, b + 96);
	mlx5ctl_prm_mgir_dev_info_decode(&s->dev_info, b + 128);
}

static void encode_mgir_reg(const void *native, void *buf)
{
	mlx5ctl_prm_mgir_reg_encode(native, buf);
}

static void decode_mgir_reg(void *native, const void *buf)
{
	mlx5ctl_prm_mgir_reg_decode(native, buf);
}

void mlx5ctl_prm_mgir_sw_info_encode(const struct mlx5ctl_prm_mgir_sw_info *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x00ffffffu;
	d |= ((uint32_t)s->major & 0xffu) << 16;
	d |= ((uint32_t)s->minor & 0xffu) << 8;
	d |= ((uint32_t)s->sub_minor & 0xffu);
	mlx5ctl_be32_store(b + 0, d);
}

void mlx5ctl_prm_mgir_sw_info_decode(struct mlx5ctl_prm_mgir_sw_info *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->major = (uint8_t)((d >> 16) & 0xffu);
	s->minor = (uint8_t)((d >> 8) & 0xffu);
	s->sub_minor = (uint8_t)(d & 0xffu);
}

static void encode_mgir_sw_info(const void *native, void *buf)
{
	mlx5ctl_prm_mgir_sw_info_encode(native, buf);
}

static void decode_mgir_sw_info(void *native, const void *buf)
{
	mlx5ctl_prm_mgir_sw_info_decode(native, buf);
}

void mlx5ctl_prm_mkc_encode(const struct mlx5ctl_prm_mkc *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x5c05ff30u;
	d |= ((uint32_t)s->free & 0x1u) << 30;
	d |= ((uint32_t)s->access_mode_4_2 & 0x7u) << 26;
	d |= ((uint32_t)s->relaxed_ordering_write & 0x1u) << 18;
	d |= ((uint32_t)s->small_fence_on_rdma_read_response & 0x1u) << 16;
	d |= ((uint32_t)s->umr_en & 0x1u) << 15;
	d |= ((uint32_t)s->a & 0x1u) << 14;
	d |= ((uint32_t)s->rw & 0x1u) << 13;
	d |= ((uint32_t)s->rr & 0x1u) << 12;
	d |= ((uint32_t)s->lw & 0x1u) << 11;
	d |= ((uint32_t)s->lr & 0x1u) << 10;
	d |= ((uint32_t)s->access_mode_1_0 & 0x3u) << 8;
	d |= ((uint32_t)s->ma_translation_mode & 0x3u) << 4;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->qpn & 0xffffffu) << 8;
	d |= ((uint32_t)s->mkey_7_0 & 0xffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0xe5ffffffu;
	d |= ((uint32_t)s->length64 & 0x1u) << 31;
	d |= ((uint32_t)s->bsf_en & 0x1u) << 30;
	d |= ((uint32_t)s->sync_umr & 0x1u) << 29;
	d |= ((uint32_t)s->expected_sigerr_count & 0x1u) << 26;
	d |= ((uint32_t)s->en_rinval & 0x1u) << 24;
	d |= ((uint32_t)s->pd & 0xffffffu);
	mlx5ctl_be32_store(b + 12, d);

	d = mlx5ctl_be32_load(b + 32);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->bsf_octword_size & 0xffffffffu);
	mlx5ctl_be32_store(b + 32, d);

	d = mlx5ctl_be32_load(b + 48);
	d &= ~0xffff0000u;
	d |= ((uint32_t)s->crossing_target_vhca_id & 0xffffu) << 16;
	mlx5ctl_be32_store(b + 48, d);

	d = mlx5ctl_be32_load(b + 52);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->translations_octword_size & 0xffffffffu);
	mlx5ctl_be32_store(b + 52, d);

	d = mlx5ctl_be32_load(b + 56);
	d &= ~0x0000007fu;
	d |= ((uint32_t)s->relaxed_ordering_read & 0x1u) << 6;
	d |= ((uint32_t)s->log_page_size & 0x3fu);
	mlx5ctl_be32_store(b + 56, d);
	mlx5ctl_be64_store(b + 16, s->start_addr);
	mlx5ctl_be64_store(b + 24, s->len);
}

void mlx5ctl_prm_mkc_decode(struct mlx5ctl_prm_mkc *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->free = (uint8_t)((d >> 30) & 0x1u);
	s->access_mode_4_2 = (uint8_t)((d >> 26) & 0x7u);
	s->relaxed_ordering_write = (uint8_t)((d >> 18) & 0x1u);
	s->small_fence_on_rdma_read_response = (uint8_t)((d >> 16) & 0x1u);
	s->umr_en = (uint8_t)((d >> 15) & 0x1u);
	s->a = (uint8_t)((d >> 14) & 0x1u);
	s->rw = (uint8_t)((d >> 13) & 0x1u);
	s->rr = (uint8_t)((d >> 12) & 0x1u);
	s->lw = (uint8_t)((d >> 11) & 0x1u);
	s->lr = (uint8_t)((d >> 10) & 0x1u);
	s->access_mode_1_0 = (uint8_t)((d >> 8) & 0x3u);
	s->ma_translation_mode = (uint8_t)((d >> 4) & 0x3u);
	d = mlx5ctl_be32_load(b + 4);
	s->qpn = (uint32_t)((d >> 8) & 0xffffffu);
	s->mkey_7_0 = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 12);
	s->length64 = (uint8_t)((d >> 31) & 0x1u);
	s->bsf_en = (uint8_t)((d >> 30) & 0x1u);
	s->sync_umr = (uint8_t)((d >> 29) & 0x1u);
	s->expected_sigerr_count = (uint8_t)((d >> 26) & 0x1u);
	s->en_rinval = (uint8_t)((d >> 24) & 0x1u);
	s->pd = (uint32_t)(d & 0xffffffu);
	d = mlx5ctl_be32_load(b + 32);
	s->bsf_octword_size = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 48);
	s->crossing_target_vhca_id = (uint16_t)((d >> 16) & 0xffffu);
	d = mlx5ctl_be32_load(b + 52);
	s->translations_octword_size = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 56);
	s->relaxed_ordering_read = (uint8_t)((d >> 6) & 0x1u);
	s->log_page_size = (uint8_t)(d & 0x3fu);
	s->start_addr = mlx5ctl_be64_load(b + 16);
	s->len = mlx5ctl_be64_load(b + 24);
}

static void encode_mkc(const void *native, void *buf)
{
	mlx5ctl_prm_mkc_encode(native, buf);
}

static void decode_mkc(void *native, const void *buf)
{
	mlx5ctl_prm_mkc_decode(native, buf);
}

void mlx5ctl_prm_mnvda_reg_encode(const struct mlx5ctl_prm_mnvda_reg *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	mlx5ctl_prm_config_item_encode(&s->configuration_item_header, b + 0);
	memcpy(b + 12, s->configuration_item_data, 256);
}

void mlx5ctl_prm_mnvda_reg_decode(struct mlx5ctl_prm_mnvda_reg *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;

	mlx5ctl_prm_config_item_decode(&s->configuration_item_header, b + 0);
	memcpy(s->configuration_item_data, b + 12, 256);
}

static void encode_mnvda_reg(const void *native, void *buf)
{
	mlx5ctl_prm_mnvda_reg_encode(native, buf);
}

static void decode_mnvda_reg(void *native, const void *buf)
{
	mlx5ctl_prm_mnvda_reg_decode(native, buf);
}

void mlx5ctl_prm_mnvgc_reg_encode(const struct mlx5ctl_prm_mnvgc_reg *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x00000007u;
	d |= ((uint32_t)s->priv_nv_other_host & 0x1u) << 2;
	d |= ((uint32_t)s->nvda_read_current_settings & 0x1u) << 1;
	d |= ((uint32_t)s->nvda_read_factory_settings & 0x1u);
	mlx5ctl_be32_store(b + 0, d);
}

void mlx5ctl_prm_mnvgc_reg_decode(struct mlx5ctl_prm_mnvgc_reg *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->priv_nv_other_host = (uint8_t)((d >> 2) & 0x1u);
	s->nvda_read_current_settings = (uint8_t)((d >> 1) & 0x1u);
	s->nvda_read_factory_settings = (uint8_t)(d & 0x1u);
}

static void encode_mnvgc_reg(const void *native, void *buf)
{
	mlx5ctl_prm_mnvgc_reg_encode(native, buf);
}

static void decode_mnvgc_reg(void *native, const void *buf)
{
	mlx5ctl_prm_mnvgc_reg_decode(native, buf);
}

void mlx5ctl_prm_mnvia_reg_encode(const struct mlx5ctl_prm_mnvia_reg *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;

	(void)s;
	(void)b;
}

void mlx5ctl_prm_mnvia_reg_decode(struct mlx5ctl_prm_mnvia_reg *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;

	(void)b;
	memset(s, 0, sizeof(*s));

}

static void encode_mnvia_reg(const void *native, void *buf)
{
	mlx5ctl_prm_mnvia_reg_encode(native, buf);
}

static void decode_mnvia_reg(void *native, const void *buf)
{
	mlx5ctl_prm_mnvia_reg_decode(native, buf);
}

void mlx5ctl_prm_mnvqc_reg_encode(const struct mlx5ctl_prm_mnvqc_reg *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x000000f3u;
	d |= ((uint32_t)s->version & 0xfu) << 4;
	d |= ((uint32_t)s->support_wr & 0x1u) << 1;
	d |= ((uint32_t)s->support_rd & 0x1u);
	mlx5ctl_be32_store(b + 4, d);
	memcpy(b + 0, s->type, 4);
}

void mlx5ctl_prm_mnvqc_reg_decode(struct mlx5ctl_prm_mnvqc_reg *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 4);
	s->version = (uint8_t)((d >> 4) & 0xfu);
	s->support_wr = (uint8_t)((d >> 1) & 0x1u);
	s->support_rd = (uint8_t)(d & 0x1u);
	memcpy(s->type, b + 0, 4);
}

static void encode_mnvqc_reg(const void *native, void *buf)
{
	mlx5ctl_prm_mnvqc_reg_encode(native, buf);
}

static void decode_mnvqc_reg(void *native, const void *buf)
{
	mlx5ctl_prm_mnvqc_reg_decode(native, buf);
}

void mlx5ctl_prm_mqis_reg_encode(const struct mlx5ctl_prm_mqis_reg *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x000000ffu;
	d |= ((uint32_t)s->info_type & 0xffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->info_length & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->read_offset & 0xffffu) << 16;
	d |= ((uint32_t)s->read_length & 0xffffu);
	mlx5ctl_be32_store(b + 8, d);
	memcpy(b + 16, s->info_string, 8);
}

void mlx5ctl_prm_mqis_reg_decode(struct mlx5ctl_prm_mqis_reg *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->info_type = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->info_length = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 8);
	s->read_offset = (uint16_t)((d >> 16) & 0xffffu);
	s->read_length = (uint16_t)(d & 0xffffu);
	memcpy(s->info_string, b + 16, 8);
}

static void encode_mqis_reg(const void *native, void *buf)
{
	mlx5ctl_prm_mqis_reg_encode(native, buf);
}

static void decode_mqis_reg(void *native, const void *buf)
{
	mlx5ctl_prm_mqis_reg_decode(native, buf);
}

void mlx5ctl_prm_mtcap_reg_encode(const struct mlx5ctl_prm_mtcap_reg *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x0000007fu;
	d |= ((uint32_t)s->sensor_count & 0x7fu);
	mlx5ctl_be32_store(b + 0, d);
	mlx5ctl_be64_store(b + 8, s->sensor_map);
}

void mlx5ctl_prm_mtcap_reg_decode(struct mlx5ctl_prm_mtcap_reg *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->sensor_count = (uint8_t)(d & 0x7fu);
	s->sensor_map = mlx5ctl_be64_load(b + 8);
}

static void encode_mtcap_reg(const void *native, void *buf)
{
	mlx5ctl_prm_mtcap_reg_encode(native, buf);
}

static void decode_mtcap_reg(void *native, const void *buf)
{
	mlx5ctl_prm_mtcap_reg_decode(native, buf);
}

void mlx5ctl_prm_mtmp_reg_encode(const struct mlx5ctl_prm_mtmp_reg *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x00000fffu;
	d |= ((uint32_t)s->sensor_index & 0xfffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->temperature & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0xc000ffffu;
	d |= ((uint32_t)s->mte & 0x1u) << 31;
	d |= ((uint32_t)s->mtr & 0x1u) << 30;
	d |= ((uint32_t)s->max_temperature & 0xffffu);
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0xc000ffffu;
	d |= ((uint32_t)s->tee & 0x3u) << 30;
	d |= ((uint32_t)s->temp_threshold_hi & 0xffffu);
	mlx5ctl_be32_store(b + 12, d);

	d = mlx5ctl_be32_load(b + 16);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->temp_threshold_lo & 0xffffu);
	mlx5ctl_be32_store(b + 16, d);

	d = mlx5ctl_be32_load(b + 24);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->sensor_name_hi & 0xffffffffu);
	mlx5ctl_be32_store(b + 24, d);

	d = mlx5ctl_be32_load(b + 28);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->sensor_name_lo & 0xffffffffu);
	mlx5ctl_be32_store(b + 28, d);
}

void mlx5ctl_prm_mtmp_reg_decode(struct mlx5ctl_prm_mtmp_reg *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->sensor_index = (uint16_t)(d & 0xfffu);
	d = mlx5ctl_be32_load(b + 4);
	s->temperature = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 8);
	s->mte = (uint8_t)((d >> 31) & 0x1u);
	s->mtr = (uint8_t)((d >> 30) & 0x1u);
	s->max_temperature = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 12);
	s->tee = (uint8_t)((d >> 30) & 0x3u);
	s->temp_threshold_hi = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 16);
	s->temp_threshold_lo = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 24);
	s->sensor_name_hi = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 28);
	s->sensor_name_lo = (uint32_t)(d);
}

static void encode_mtmp_reg(const void *native, void *buf)
{
	mlx5ctl_prm_mtmp_reg_encode(native, buf);
}

static void decode_mtmp_reg(void *native, const void *buf)
{
	mlx5ctl_prm_mtmp_reg_decode(native, buf);
}

void mlx5ctl_prm_mtt_encode(const struct mlx5ctl_prm_mtt *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->ptag_63_32 & 0xffffffffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffff03u;
	d |= ((uint32_t)s->ptag_31_8 & 0xffffffu) << 8;
	d |= ((uint32_t)s->wr_en & 0x1u) << 1;
	d |= ((uint32_t)s->rd_en & 0x1u);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_mtt_decode(struct mlx5ctl_prm_mtt *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->ptag_63_32 = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 4);
	s->ptag_31_8 = (uint32_t)((d >> 8) & 0xffffffu);
	s->wr_en = (uint8_t)((d >> 1) & 0x1u);
	s->rd_en = (uint8_t)(d & 0x1u);
}

static void encode_mtt(const void *native, void *buf)
{
	mlx5ctl_prm_mtt_encode(native, buf);
}

static void decode_mtt(void *native, const void *buf)
{
	mlx5ctl_prm_mtt_decode(native, buf);
}

void mlx5ctl_prm_nv_global_pci_cap_encode(const struct mlx5ctl_prm_nv_global_pci_cap *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x80000800u;
	d |= ((uint32_t)s->max_vfs_per_pf_valid & 0x1u) << 31;
	d |= ((uint32_t)s->per_pf_total_vf_supported & 0x1u) << 11;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x8000ffffu;
	d |= ((uint32_t)s->sriov_support & 0x1u) << 31;
	d |= ((uint32_t)s->max_vfs_per_pf & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_nv_global_pci_cap_decode(struct mlx5ctl_prm_nv_global_pci_cap *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->max_vfs_per_pf_valid = (uint8_t)((d >> 31) & 0x1u);
	s->per_pf_total_vf_supported = (uint8_t)((d >> 11) & 0x1u);
	d = mlx5ctl_be32_load(b + 4);
	s->sriov_support = (uint8_t)((d >> 31) & 0x1u);
	s->max_vfs_per_pf = (uint16_t)(d & 0xffffu);
}

static void encode_nv_global_pci_cap(const void *native, void *buf)
{
	mlx5ctl_prm_nv_global_pci_cap_encode(native, buf);
}

static void decode_nv_global_pci_cap(void *native, const void *buf)
{
	mlx5ctl_prm_nv_global_pci_cap_decode(native, buf);
}

void mlx5ctl_prm_nv_global_pci_conf_encode(const struct mlx5ctl_prm_nv_global_pci_conf *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x80004000u;
	d |= ((uint32_t)s->sriov_valid & 0x1u) << 31;
	d |= ((uint32_t)s->per_pf_total_vf & 0x1u) << 14;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x8000ffffu;
	d |= ((uint32_t)s->sriov_en & 0x1u) << 31;
	d |= ((uint32_t)s->total_vfs & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_nv_global_pci_conf_decode(struct mlx5ctl_prm_nv_global_pci_conf *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->sriov_valid = (uint8_t)((d >> 31) & 0x1u);
	s->per_pf_total_vf = (uint8_t)((d >> 14) & 0x1u);
	d = mlx5ctl_be32_load(b + 4);
	s->sriov_en = (uint8_t)((d >> 31) & 0x1u);
	s->total_vfs = (uint16_t)(d & 0xffffu);
}

static void encode_nv_global_pci_conf(const void *native, void *buf)
{
	mlx5ctl_prm_nv_global_pci_conf_encode(native, buf);
}

static void decode_nv_global_pci_conf(void *native, const void *buf)
{
	mlx5ctl_prm_nv_global_pci_conf_decode(native, buf);
}

void mlx5ctl_prm_nv_pf_pci_conf_encode(const struct mlx5ctl_prm_nv_pf_pci_conf *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x00400000u;
	d |= ((uint32_t)s->pf_total_vf_en & 0x1u) << 22;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->total_vf & 0xffffu);
	mlx5ctl_be32_store(b + 8, d);
}

void mlx5ctl_prm_nv_pf_pci_conf_decode(struct mlx5ctl_prm_nv_pf_pci_conf *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->pf_total_vf_en = (uint8_t)((d >> 22) & 0x1u);
	d = mlx5ctl_be32_load(b + 8);
	s->total_vf = (uint16_t)(d & 0xffffu);
}

static void encode_nv_pf_pci_conf(const void *native, void *buf)
{
	mlx5ctl_prm_nv_pf_pci_conf_encode(native, buf);
}

static void decode_nv_pf_pci_conf(void *native, const void *buf)
{
	mlx5ctl_prm_nv_pf_pci_conf_decode(native, buf);
}

void mlx5ctl_prm_odp_cap_encode(const struct mlx5ctl_prm_odp_cap *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 192);
	d &= ~0x80000000u;
	d |= ((uint32_t)s->mem_page_fault & 0x1u) << 31;
	mlx5ctl_be32_store(b + 192, d);
	mlx5ctl_prm_odp_scheme_cap_encode(&s->transport_page_fault_scheme_cap, b + 0);
	mlx5ctl_prm_odp_scheme_cap_encode(&s->memory_page_fault_scheme_cap, b + 64);
}

void mlx5ctl_prm_odp_cap_decode(struct mlx5ctl_prm_odp_cap *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 192);
	s->mem_page_fault = (uint8_t)((d >> 31) & 0x1u);
	mlx5ctl_prm_odp_scheme_cap_decode(&s->transport_page_fault_scheme_cap, b + 0);
	mlx5ctl_prm_odp_scheme_cap_decode(&s->memory_page_fault_scheme_cap, b + 64);
}

static void encode_odp_cap(const void *native, void *buf)
{
	mlx5ctl_prm_odp_cap_encode(native, buf);
}

static void decode_odp_cap(void *native, const void *buf)
{
	mlx5ctl_prm_odp_cap_decode(native, buf);
}

void mlx5ctl_prm_odp_per_transport_service_cap_encode(const struct mlx5ctl_prm_odp_per_transport_service_cap *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xfc000000u;
	d |= ((uint32_t)s->send & 0x1u) << 31;
	d |= ((uint32_t)s->receive & 0x1u) << 30;
	d |= ((uint32_t)s->write & 0x1u) << 29;
	d |= ((uint32_t)s->read & 0x1u) << 28;
	d |= ((uint32_t)s->atomic & 0x1u) << 27;
	d |= ((uint32_t)s->srq_receive & 0x1u) << 26;
	mlx5ctl_be32_store(b + 0, d);
}

void mlx5ctl_prm_odp_per_transport_service_cap_decode(struct mlx5ctl_prm_odp_per_transport_service_cap *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->send = (uint8_t)((d >> 31) & 0x1u);
	s->receive = (uint8_t)((d >> 30) & 0x1u);
	s->write = (uint8_t)((d >> 29) & 0x1u);
	s->read = (uint8_t)((d >> 28) & 0x1u);
	s->atomic = (uint8_t)((d >> 27) & 0x1u);
	s->srq_receive = (uint8_t)((d >> 26) & 0x1u);
}

static void encode_odp_per_transport_service_cap(const void *native, void *buf)
{
	mlx5ctl_prm_odp_per_transport_service_cap_encode(native, buf);
}

static void decode_odp_per_transport_service_cap(void *native, const void *buf)
{
	mlx5ctl_prm_odp_per_transport_service_cap_decode(native, buf);
}

void mlx5ctl_prm_odp_scheme_cap_encode(const struct mlx5ctl_prm_odp_scheme_cap *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x84000000u;
	d |= ((uint32_t)s->sig & 0x1u) << 31;
	d |= ((uint32_t)s->page_prefetch & 0x1u) << 26;
	mlx5ctl_be32_store(b + 8, d);
	mlx5ctl_prm_odp_per_transport_service_cap_encode(&s->rc_odp_caps, b + 16);
	mlx5ctl_prm_odp_per_transport_service_cap_encode(&s->uc_odp_caps, b + 20);
	mlx5ctl_prm_odp_per_transport_service_cap_encode(&s->ud_odp_caps, b + 24);
	mlx5ctl_prm_odp_per_transport_service_cap_encode(&s->xrc_odp_caps, b + 28);
	mlx5ctl_prm_odp_per_transport_service_cap_encode(&s->dc_odp_caps, b + 32);
}

void mlx5ctl_prm_odp_scheme_cap_decode(struct mlx5ctl_prm_odp_scheme_cap *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 8);
	s->sig = (uint8_t)((d >> 31) & 0x1u);
	s->page_prefetch = (uint8_t)((d >> 26) & 0x1u);
	mlx5ctl_prm_odp_per_transport_service_cap_decode(&s->rc_odp_caps, b + 16);
	mlx5ctl_prm_odp_per_transport_service_cap_decode(&s->uc_odp_caps, b + 20);
	mlx5ctl_prm_odp_per_transport_service_cap_decode(&s->ud_odp_caps, b + 24);
	mlx5ctl_prm_odp_per_transport_service_cap_decode(&s->xrc_odp_caps, b + 28);
	mlx5ctl_prm_odp_per_transport_service_cap_decode(&s->dc_odp_caps, b + 32);
}

static void encode_odp_scheme_cap(const void *native, void *buf)
{
	mlx5ctl_prm_odp_scheme_cap_encode(native, buf);
}

static void decode_odp_scheme_cap(void *native, const void *buf)
{
	mlx5ctl_prm_odp_scheme_cap_decode(native, buf);
}

void mlx5ctl_prm_paos_reg_encode(const struct mlx5ctl_prm_paos_reg *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffff0f0fu;
	d |= ((uint32_t)s->swid & 0xffu) << 24;
	d |= ((uint32_t)s->local_port & 0xffu) << 16;
	d |= ((uint32_t)s->admin_status & 0xfu) << 8;
	d |= ((uint32_t)s->oper_status & 0xfu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xc0000003u;
	d |= ((uint32_t)s->ase & 0x1u) << 31;
	d |= ((uint32_t)s->ee & 0x1u) << 30;
	d |= ((uint32_t)s->e & 0x3u);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_paos_reg_decode(struct mlx5ctl_prm_paos_reg *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->swid = (uint8_t)((d >> 24) & 0xffu);
	s->local_port = (uint8_t)((d >> 16) & 0xffu);
	s->admin_status = (uint8_t)((d >> 8) & 0xfu);
	s->oper_status = (uint8_t)(d & 0xfu);
	d = mlx5ctl_be32_load(b + 4);
	s->ase = (uint8_t)((d >> 31) & 0x1u);
	s->ee = (uint8_t)((d >> 30) & 0x1u);
	s->e = (uint8_t)(d & 0x3u);
}

static void encode_paos_reg(const void *native, void *buf)
{
	mlx5ctl_prm_paos_reg_encode(native, buf);
}

static void decode_paos_reg(void *native, const void *buf)
{
	mlx5ctl_prm_paos_reg_decode(native, buf);
}

void mlx5ctl_prm_pddr_advanced_opcode_encode(const struct mlx5ctl_prm_pddr_advanced_opcode *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->advanced_opcode & 0xffffu);
	mlx5ctl_be32_store(b + 0, d);
}

void mlx5ctl_prm_pddr_advanced_opcode_decode(struct mlx5ctl_prm_pddr_advanced_opcode *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->advanced_opcode = (uint16_t)(d & 0xffffu);
}

static void encode_pddr_advanced_opcode(const void *native, void *buf)
{
	mlx5ctl_prm_pddr_advanced_opcode_encode(native, buf);
}

static void decode_pddr_advanced_opcode(void *native, const void *buf)
{
	mlx5ctl_prm_pddr_advanced_opcode_decode(native, buf);
}

void mlx5ctl_prm_pddr_module_info_encode(const struct mlx5ctl_prm_pddr_module_info *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->cable_technology & 0xffu) << 24;
	d |= ((uint32_t)s->cable_breakout & 0xffu) << 16;
	d |= ((uint32_t)s->ext_ethernet_compliance_code & 0xffu) << 8;
	d |= ((uint32_t)s->ethernet_compliance_code & 0xffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->cable_type & 0xfu) << 28;
	d |= ((uint32_t)s->cable_vendor & 0xfu) << 24;
	d |= ((uint32_t)s->cable_length & 0xffu) << 16;
	d |= ((uint32_t)s->cable_identifier & 0xffu) << 8;
	d |= ((uint32_t)s->cable_power_class & 0xffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->max_power & 0xffu) << 24;
	d |= ((uint32_t)s->cable_rx_amp & 0xffu) << 16;
	d |= ((uint32_t)s->cable_rx_emphasis & 0xffu) << 8;
	d |= ((uint32_t)s->cable_tx_equalization & 0xffu);
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->cable_attenuation_25g & 0xffu) << 24;
	d |= ((uint32_t)s->cable_attenuation_12g & 0xffu) << 16;
	d |= ((uint32_t)s->cable_attenuation_7g & 0xffu) << 8;
	d |= ((uint32_t)s->cable_attenuation_5g & 0xffu);
	mlx5ctl_be32_store(b + 12, d);

	d = mlx5ctl_be32_load(b + 16);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->cable_rx_post_emphasis & 0xffu) << 24;
	d |= ((uint32_t)s->rx_cdr_cap & 0xfu) << 20;
	d |= ((uint32_t)s->tx_cdr_cap & 0xfu) << 16;
	d |= ((uint32_t)s->rx_cdr_state & 0xffu) << 8;
	d |= ((uint32_t)s->tx_cdr_state & 0xffu);
	mlx5ctl_be32_store(b + 16, d);

	d = mlx5ctl_be32_load(b + 52);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->vendor_rev & 0xffffffffu);
	mlx5ctl_be32_store(b + 52, d);

	d = mlx5ctl_be32_load(b + 56);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->fw_version & 0xffffffffu);
	mlx5ctl_be32_store(b + 56, d);

	d = mlx5ctl_be32_load(b + 76);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->temperature & 0xffffu) << 16;
	d |= ((uint32_t)s->voltage & 0xffffu);
	mlx5ctl_be32_store(b + 76, d);

	d = mlx5ctl_be32_load(b + 80);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->rx_power_lane0 & 0xffffu) << 16;
	d |= ((uint32_t)s->rx_power_lane1 & 0xffffu);
	mlx5ctl_be32_store(b + 80, d);

	d = mlx5ctl_be32_load(b + 84);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->rx_power_lane2 & 0xffffu) << 16;
	d |= ((uint32_t)s->rx_power_lane3 & 0xffffu);
	mlx5ctl_be32_store(b + 84, d);

	d = mlx5ctl_be32_load(b + 96);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->tx_power_lane0 & 0xffffu) << 16;
	d |= ((uint32_t)s->tx_power_lane1 & 0xffffu);
	mlx5ctl_be32_store(b + 96, d);

	d = mlx5ctl_be32_load(b + 100);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->tx_power_lane2 & 0xffffu) << 16;
	d |= ((uint32_t)s->tx_power_lane3 & 0xffffu);
	mlx5ctl_be32_store(b + 100, d);

	d = mlx5ctl_be32_load(b + 112);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->tx_bias_lane0 & 0xffffu) << 16;
	d |= ((uint32_t)s->tx_bias_lane1 & 0xffffu);
	mlx5ctl_be32_store(b + 112, d);

	d = mlx5ctl_be32_load(b + 116);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->tx_bias_lane2 & 0xffffu) << 16;
	d |= ((uint32_t)s->tx_bias_lane3 & 0xffffu);
	mlx5ctl_be32_store(b + 116, d);

	d = mlx5ctl_be32_load(b + 128);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->temperature_high_th & 0xffffu) << 16;
	d |= ((uint32_t)s->temperature_low_th & 0xffffu);
	mlx5ctl_be32_store(b + 128, d);

	d = mlx5ctl_be32_load(b + 132);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->voltage_high_th & 0xffffu) << 16;
	d |= ((uint32_t)s->voltage_low_th & 0xffffu);
	mlx5ctl_be32_store(b + 132, d);

	d = mlx5ctl_be32_load(b + 148);
	d &= ~0xe3ffffffu;
	d |= ((uint32_t)s->module_st & 0x7u) << 29;
	d |= ((uint32_t)s->smf_length & 0x3ffu) << 16;
	d |= ((uint32_t)s->wavelength & 0xffffu);
	mlx5ctl_be32_store(b + 148, d);

	d = mlx5ctl_be32_load(b + 156);
	d &= ~0x0000ff00u;
	d |= ((uint32_t)s->monitor_cap_mask & 0xffu) << 8;
	mlx5ctl_be32_store(b + 156, d);

	d = mlx5ctl_be32_load(b + 184);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->connector_type & 0xffu) << 24;
	d |= ((uint32_t)s->vendor_oui & 0xffffffu);
	mlx5ctl_be32_store(b + 184, d);
	memcpy(b + 20, s->vendor_name, 16);
	memcpy(b + 36, s->vendor_pn, 16);
	memcpy(b + 60, s->vendor_sn, 16);
	memcpy(b + 176, s->date_code, 8);
}

void mlx5ctl_prm_pddr_module_info_decode(struct mlx5ctl_prm_pddr_module_info *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->cable_technology = (uint8_t)((d >> 24) & 0xffu);
	s->cable_breakout = (uint8_t)((d >> 16) & 0xffu);
	s->ext_ethernet_compliance_code = (uint8_t)((d >> 8) & 0xffu);
	s->ethernet_compliance_code = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->cable_type = (uint8_t)((d >> 28) & 0xfu);
	s->cable_vendor = (uint8_t)((d >> 24) & 0xfu);
	s->cable_length = (uint8_t)((d >> 16) & 0xffu);
	s->cable_identifier = (uint8_t)((d >> 8) & 0xffu);
	s->cable_power_class = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 8);
	s->max_power = (uint8_t)((d >> 24) & 0xffu);
	s->cable_rx_amp = (uint8_t)((d >> 16) & 0xffu);
	s->cable_rx_emphasis = (uint8_t)((d >> 8) & 0xffu);
	s->cable_tx_equalization = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 12);
	s->cable_attenuation_25g = (uint8_t)((d >> 24) & 0xffu);
	s->cable_attenuation_12g = (uint8_t)((d >> 16) & 0xffu);
	s->cable_attenuation_7g = (uint8_t)((d >> 8) & 0xffu);
	s->cable_attenuation_5g = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 16);
	s->cable_rx_post_emphasis = (uint8_t)((d >> 24) & 0xffu);
	s->rx_cdr_cap = (uint8_t)((d >> 20) & 0xfu);
	s->tx_cdr_cap = (uint8_t)((d >> 16) & 0xfu);
	s->rx_cdr_state = (uint8_t)((d >> 8) & 0xffu);
	s->tx_cdr_state = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 52);
	s->vendor_rev = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 56);
	s->fw_version = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 76);
	s->temperature = (uint16_t)((d >> 16) & 0xffffu);
	s->voltage = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 80);
	s->rx_power_lane0 = (uint16_t)((d >> 16) & 0xffffu);
	s->rx_power_lane1 = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 84);
	s->rx_power_lane2 = (uint16_t)((d >> 16) & 0xffffu);
	s->rx_power_lane3 = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 96);
	s->tx_power_lane0 = (uint16_t)((d >> 16) & 0xffffu);
	s->tx_power_lane1 = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 100);
	s->tx_power_lane2 = (uint16_t)((d >> 16) & 0xffffu);
	s->tx_power_lane3 = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 112);
	s->tx_bias_lane0 = (uint16_t)((d >> 16) & 0xffffu);
	s->tx_bias_lane1 = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 116);
	s->tx_bias_lane2 = (uint16_t)((d >> 16) & 0xffffu);
	s->tx_bias_lane3 = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 128);
	s->temperature_high_th = (uint16_t)((d >> 16) & 0xffffu);
	s->temperature_low_th = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 132);
	s->voltage_high_th = (uint16_t)((d >> 16) & 0xffffu);
	s->voltage_low_th = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 148);
	s->module_st = (uint8_t)((d >> 29) & 0x7u);
	s->smf_length = (uint16_t)((d >> 16) & 0x3ffu);
	s->wavelength = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 156);
	s->monitor_cap_mask = (uint8_t)((d >> 8) & 0xffu);
	d = mlx5ctl_be32_load(b + 184);
	s->connector_type = (uint8_t)((d >> 24) & 0xffu);
	s->vendor_oui = (uint32_t)(d & 0xffffffu);
	memcpy(s->vendor_name, b + 20, 16);
	memcpy(s->vendor_pn, b + 36, 16);
	memcpy(s->vendor_sn, b + 60, 16);
	memcpy(s->date_code, b + 176, 8);
}

static void encode_pddr_module_info(const void *native, void *buf)
{
	mlx5ctl_prm_pddr_module_info_encode(native, buf);
}

static void decode_pddr_module_info(void *native, const void *buf)
{
	mlx5ctl_prm_pddr_module_info_decode(native, buf);
}

void mlx5ctl_prm_pddr_monitor_opcode_encode(const struct mlx5ctl_prm_pddr_monitor_opcode *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->monitor_opcode & 0xffffu);
	mlx5ctl_be32_store(b + 0, d);
}

void mlx5ctl_prm_pddr_monitor_opcode_decode(struct mlx5ctl_prm_pddr_monitor_opcode *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->monitor_opcode = (uint16_t)(d & 0xffffu);
}

static void encode_pddr_monitor_opcode(const void *native, void *buf)
{
	mlx5ctl_prm_pddr_monitor_opcode_encode(native, buf);
}

static void decode_pddr_monitor_opcode(void *native, const void *buf)
{
	mlx5ctl_prm_pddr_monitor_opcode_decode(native, buf);
}

void mlx5ctl_prm_pddr_operation_info_page_encode(const struct mlx5ctl_prm_pddr_operation_info_page *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x10ff0000u;
	d |= ((uint32_t)s->resilink_fec_ind & 0x1u) << 28;
	d |= ((uint32_t)s->proto_active & 0xfu) << 20;
	d |= ((uint32_t)s->neg_mode_active & 0xfu) << 16;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffff00u;
	d |= ((uint32_t)s->phy_mngr_fsm_state & 0xffu) << 24;
	d |= ((uint32_t)s->eth_an_fsm_state & 0xffu) << 16;
	d |= ((uint32_t)s->ib_phy_fsm_state & 0xffu) << 8;
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->phy_manager_link_enabled & 0xffffffffu);
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->core_to_phy_link_enabled & 0xffffffffu);
	mlx5ctl_be32_store(b + 12, d);

	d = mlx5ctl_be32_load(b + 16);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->cable_proto_cap & 0xffffffffu);
	mlx5ctl_be32_store(b + 16, d);

	d = mlx5ctl_be32_load(b + 20);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->link_active & 0xffffffffu);
	mlx5ctl_be32_store(b + 20, d);

	d = mlx5ctl_be32_load(b + 24);
	d &= ~0x0000cfffu;
	d |= ((uint32_t)s->pri_or_sec & 0x3u) << 14;
	d |= ((uint32_t)s->loopback_mode & 0xfffu);
	mlx5ctl_be32_store(b + 24, d);

	d = mlx5ctl_be32_load(b + 28);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->fec_mode_active & 0xffffu) << 16;
	d |= ((uint32_t)s->fec_mode_request & 0xffffu);
	mlx5ctl_be32_store(b + 28, d);

	d = mlx5ctl_be32_load(b + 32);
	d &= ~0xffff00ffu;
	d |= ((uint32_t)s->profile_fec_in_use & 0xffffu) << 16;
	d |= ((uint32_t)s->eth_25g_50g_fec_support & 0xfu) << 4;
	d |= ((uint32_t)s->eth_100g_fec_support & 0xfu);
	mlx5ctl_be32_store(b + 32, d);

	d = mlx5ctl_be32_load(b + 36);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->pd_link_enabled & 0xffffffffu);
	mlx5ctl_be32_store(b + 36, d);

	d = mlx5ctl_be32_load(b + 40);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->phy_hst_link_enabled & 0xffffffffu);
	mlx5ctl_be32_store(b + 40, d);

	d = mlx5ctl_be32_load(b + 44);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->eth_an_link_enabled & 0xffffffffu);
	mlx5ctl_be32_store(b + 44, d);

	d = mlx5ctl_be32_load(b + 56);
	d &= ~0x0000000fu;
	d |= ((uint32_t)s->link_health & 0xfu);
	mlx5ctl_be32_store(b + 56, d);
}

void mlx5ctl_prm_pddr_operation_info_page_decode(struct mlx5ctl_prm_pddr_operation_info_page *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->resilink_fec_ind = (uint8_t)((d >> 28) & 0x1u);
	s->proto_active = (uint8_t)((d >> 20) & 0xfu);
	s->neg_mode_active = (uint8_t)((d >> 16) & 0xfu);
	d = mlx5ctl_be32_load(b + 4);
	s->phy_mngr_fsm_state = (uint8_t)((d >> 24) & 0xffu);
	s->eth_an_fsm_state = (uint8_t)((d >> 16) & 0xffu);
	s->ib_phy_fsm_state = (uint8_t)((d >> 8) & 0xffu);
	d = mlx5ctl_be32_load(b + 8);
	s->phy_manager_link_enabled = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 12);
	s->core_to_phy_link_enabled = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 16);
	s->cable_proto_cap = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 20);
	s->link_active = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 24);
	s->pri_or_sec = (uint8_t)((d >> 14) & 0x3u);
	s->loopback_mode = (uint16_t)(d & 0xfffu);
	d = mlx5ctl_be32_load(b + 28);
	s->fec_mode_active = (uint16_t)((d >> 16) & 0xffffu);
	s->fec_mode_request = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 32);
	s->profile_fec_in_use = (uint16_t)((d >> 16) & 0xffffu);
	s->eth_25g_50g_fec_support = (uint8_t)((d >> 4) & 0xfu);
	s->eth_100g_fec_support = (uint8_t)(d & 0xfu);
	d = mlx5ctl_be32_load(b + 36);
	s->pd_link_enabled = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 40);
	s->phy_hst_link_enabled = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 44);
	s->eth_an_link_enabled = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 56);
	s->link_health = (uint8_t)(d & 0xfu);
}

static void encode_pddr_operation_info_page(const void *native, void *buf)
{
	mlx5ctl_prm_pddr_operation_info_page_encode(native, buf);
}

static void decode_pddr_operation_info_page(void *native, const void *buf)
{
	mlx5ctl_prm_pddr_operation_info_page_decode(native, buf);
}

void mlx5ctl_prm_pddr_reg_encode(const struct mlx5ctl_prm_pddr_reg *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x03fffff0u;
	d |= ((uint32_t)s->module_ind_type & 0x3u) << 24;
	d |= ((uint32_t)s->local_port & 0xffu) << 16;
	d |= ((uint32_t)s->pnat & 0x3u) << 14;
	d |= ((uint32_t)s->lp_msb & 0x3u) << 12;
	d |= ((uint32_t)s->plane_ind & 0xfu) << 8;
	d |= ((uint32_t)s->port_type & 0xfu) << 4;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x600000ffu;
	d |= ((uint32_t)s->module_info_ext & 0x3u) << 29;
	d |= ((uint32_t)s->page_select & 0xffu);
	mlx5ctl_be32_store(b + 4, d);
	memcpy(b + 8, s->page_data, 248);
}

void mlx5ctl_prm_pddr_reg_decode(struct mlx5ctl_prm_pddr_reg *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->module_ind_type = (uint8_t)((d >> 24) & 0x3u);
	s->local_port = (uint8_t)((d >> 16) & 0xffu);
	s->pnat = (uint8_t)((d >> 14) & 0x3u);
	s->lp_msb = (uint8_t)((d >> 12) & 0x3u);
	s->plane_ind = (uint8_t)((d >> 8) & 0xfu);
	s->port_type = (uint8_t)((d >> 4) & 0xfu);
	d = mlx5ctl_be32_load(b + 4);
	s->module_info_ext = (uint8_t)((d >> 29) & 0x3u);
	s->page_select = (uint8_t)(d & 0xffu);
	memcpy(s->page_data, b + 8, 248);
}

static void encode_pddr_reg(const void *native, void *buf)
{
	mlx5ctl_prm_pddr_reg_encode(native, buf);
}

static void decode_pddr_reg(void *native, const void *buf)
{
	mlx5ctl_prm_pddr_reg_decode(native, buf);
}

void mlx5ctl_prm_pddr_troubleshooting_page_encode(const struct mlx5ctl_prm_pddr_troubleshooting_page *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->group_opcode & 0xffffu);
	mlx5ctl_be32_store(b + 0, d);
	memcpy(b + 4, s->status_opcode, 4);
	memcpy(b + 12, s->status_message, 236);
}

void mlx5ctl_prm_pddr_troubleshooting_page_decode(struct mlx5ctl_prm_pddr_troubleshooting_page *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->group_opcode = (uint16_t)(d & 0xffffu);
	memcpy(s->status_opcode, b + 4, 4);
	memcpy(s->status_message, b + 12, 236);
}

static void encode_pddr_troubleshooting_page(const void *native, void *buf)
{
	mlx5ctl_prm_pddr_troubleshooting_page_encode(native, buf);
}

static void decode_pddr_troubleshooting_page(void *native, const void *buf)
{
	mlx5ctl_prm_pddr_troubleshooting_page_decode(native, buf);
}

void mlx5ctl_prm_per_protocol_networking_offload_caps_encode(const struct mlx5ctl_prm_per_protocol_networking_offload_caps *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xf99fffffu;
	d |= ((uint32_t)s->csum_cap & 0x1u) << 31;
	d |= ((uint32_t)s->vlan_cap & 0x1u) << 30;
	d |= ((uint32_t)s->lro_cap & 0x1u) << 29;
	d |= ((uint32_t)s->lro_psh_flag & 0x1u) << 28;
	d |= ((uint32_t)s->lro_time_stamp & 0x1u) << 27;
	d |= ((uint32_t)s->wqe_vlan_insert & 0x1u) << 24;
	d |= ((uint32_t)s->self_lb_en_modifiable & 0x1u) << 23;
	d |= ((uint32_t)s->max_lso_cap & 0x1fu) << 16;
	d |= ((uint32_t)s->multi_pkt_send_wqe & 0x3u) << 14;
	d |= ((uint32_t)s->wqe_inline_mode & 0x3u) << 12;
	d |= ((uint32_t)s->rss_ind_tbl_cap & 0xfu) << 8;
	d |= ((uint32_t)s->reg_umr_sq & 0x1u) << 7;
	d |= ((uint32_t)s->scatter_fcs & 0x1u) << 6;
	d |= ((uint32_t)s->enhanced_multi_pkt_send_wqe & 0x1u) << 5;
	d |= ((uint32_t)s->tunnel_lso_const_out_ip_id & 0x1u) << 4;
	d |= ((uint32_t)s->tunnel_lro_gre & 0x1u) << 3;
	d |= ((uint32_t)s->tunnel_lro_vxlan & 0x1u) << 2;
	d |= ((uint32_t)s->tunnel_stateless_gre & 0x1u) << 1;
	d |= ((uint32_t)s->tunnel_stateless_vxlan & 0x1u);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffecff83u;
	d |= ((uint32_t)s->swp & 0x1u) << 31;
	d |= ((uint32_t)s->swp_csum & 0x1u) << 30;
	d |= ((uint32_t)s->swp_lso & 0x1u) << 29;
	d |= ((uint32_t)s->cqe_checksum_full & 0x1u) << 28;
	d |= ((uint32_t)s->tunnel_stateless_geneve_tx & 0x1u) << 27;
	d |= ((uint32_t)s->tunnel_stateless_mpls_over_udp & 0x1u) << 26;
	d |= ((uint32_t)s->tunnel_stateless_mpls_over_gre & 0x1u) << 25;
	d |= ((uint32_t)s->tunnel_stateless_vxlan_gpe & 0x1u) << 24;
	d |= ((uint32_t)s->tunnel_stateless_ipv4_over_vxlan & 0x1u) << 23;
	d |= ((uint32_t)s->tunnel_stateless_ip_over_ip & 0x1u) << 22;
	d |= ((uint32_t)s->insert_trailer & 0x1u) << 21;
	d |= ((uint32_t)s->tunnel_stateless_ip_over_ip_rx & 0x1u) << 19;
	d |= ((uint32_t)s->tunnel_stateless_ip_over_ip_tx & 0x1u) << 18;
	d |= ((uint32_t)s->max_vxlan_udp_ports & 0xffu) << 8;
	d |= ((uint32_t)s->swp_csum_l4_partial & 0x1u) << 7;
	d |= ((uint32_t)s->max_geneve_opt_len & 0x1u) << 1;
	d |= ((uint32_t)s->tunnel_stateless_geneve_rx & 0x1u);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->lro_min_mss_size & 0xffffu);
	mlx5ctl_be32_store(b + 8, d);
	memcpy(b + 48, s->lro_timer_supported_periods, 16);
}

void mlx5ctl_prm_per_protocol_networking_offload_caps_decode(struct mlx5ctl_prm_per_protocol_networking_offload_caps *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->csum_cap = (uint8_t)((d >> 31) & 0x1u);
	s->vlan_cap = (uint8_t)((d >> 30) & 0x1u);
	s->lro_cap = (uint8_t)((d >> 29) & 0x1u);
	s->lro_psh_flag = (uint8_t)((d >> 28) & 0x1u);
	s->lro_time_stamp = (uint8_t)((d >> 27) & 0x1u);
	s->wqe_vlan_insert = (uint8_t)((d >> 24) & 0x1u);
	s->self_lb_en_modifiable = (uint8_t)((d >> 23) & 0x1u);
	s->max_lso_cap = (uint8_t)((d >> 16) & 0x1fu);
	s->multi_pkt_send_wqe = (uint8_t)((d >> 14) & 0x3u);
	s->wqe_inline_mode = (uint8_t)((d >> 12) & 0x3u);
	s->rss_ind_tbl_cap = (uint8_t)((d >> 8) & 0xfu);
	s->reg_umr_sq = (uint8_t)((d >> 7) & 0x1u);
	s->scatter_fcs = (uint8_t)((d >> 6) & 0x1u);
	s->enhanced_multi_pkt_send_wqe = (uint8_t)((d >> 5) & 0x1u);
	s->tunnel_lso_const_out_ip_id = (uint8_t)((d >> 4) & 0x1u);
	s->tunnel_lro_gre = (uint8_t)((d >> 3) & 0x1u);
	s->tunnel_lro_vxlan = (uint8_t)((d >> 2) & 0x1u);
	s->tunnel_stateless_gre = (uint8_t)((d >> 1) & 0x1u);
	s->tunnel_stateless_vxlan = (uint8_t)(d & 0x1u);
	d = mlx5ctl_be32_load(b + 4);
	s->swp = (uint8_t)((d >> 31) & 0x1u);
	s->swp_csum = (uint8_t)((d >> 30) & 0x1u);
	s->swp_lso = (uint8_t)((d >> 29) & 0x1u);
	s->cqe_checksum_full = (uint8_t)((d >> 28) & 0x1u);
	s->tunnel_stateless_geneve_tx = (uint8_t)((d >> 27) & 0x1u);
	s->tunnel_stateless_mpls_over_udp = (uint8_t)((d >> 26) & 0x1u);
	s->tunnel_stateless_mpls_over_gre = (uint8_t)((d >> 25) & 0x1u);
	s->tunnel_stateless_vxlan_gpe = (uint8_t)((d >> 24) & 0x1u);
	s->tunnel_stateless_ipv4_over_vxlan = (uint8_t)((d >> 23) & 0x1u);
	s->tunnel_stateless_ip_over_ip = (uint8_t)((d >> 22) & 0x1u);
	s->insert_trailer = (uint8_t)((d >> 21) & 0x1u);
	s->tunnel_stateless_ip_over_ip_rx = (uint8_t)((d >> 19) & 0x1u);
	s->tunnel_stateless_ip_over_ip_tx = (uint8_t)((d >> 18) & 0x1u);
	s->max_vxlan_udp_ports = (uint8_t)((d >> 8) & 0xffu);
	s->swp_csum_l4_partial = (uint8_t)((d >> 7) & 0x1u);
	s->max_geneve_opt_len = (uint8_t)((d >> 1) & 0x1u);
	s->tunnel_stateless_geneve_rx = (uint8_t)(d & 0x1u);
	d = mlx5ctl_be32_load(b + 8);
	s->lro_min_mss_size = (uint16_t)(d & 0xffffu);
	memcpy(s->lro_timer_supported_periods, b + 48, 16);
}

static void encode_per_protocol_networking_offload_caps(const void *native, void *buf)
{
	mlx5ctl_prm_per_protocol_networking_offload_caps_encode(native, buf);
}

static void decode_per_protocol_networking_offload_caps(void *native, const void *buf)
{
	mlx5ctl_prm_per_protocol_networking_offload_caps_decode(native, buf);
}

void mlx5ctl_prm_pmlp_lane_encode(const struct mlx5ctl_prm_pmlp_lane *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x0f0f0fffu;
	d |= ((uint32_t)s->rx_lane & 0xfu) << 24;
	d |= ((uint32_t)s->tx_lane & 0xfu) << 16;
	d |= ((uint32_t)s->slot_index & 0xfu) << 8;
	d |= ((uint32_t)s->module & 0xffu);
	mlx5ctl_be32_store(b + 0, d);
}

void mlx5ctl_prm_pmlp_lane_decode(struct mlx5ctl_prm_pmlp_lane *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->rx_lane = (uint8_t)((d >> 24) & 0xfu);
	s->tx_lane = (uint8_t)((d >> 16) & 0xfu);
	s->slot_index = (uint8_t)((d >> 8) & 0xfu);
	s->module = (uint8_t)(d & 0xffu);
}

static void encode_pmlp_lane(const void *native, void *buf)
{
	mlx5ctl_prm_pmlp_lane_encode(native, buf);
}

static void decode_pmlp_lane(void *native, const void *buf)
{
	mlx5ctl_prm_pmlp_lane_decode(native, buf);
}

void mlx5ctl_prm_pmlp_reg_encode(const struct mlx5ctl_prm_pmlp_reg *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x80ff00ffu;
	d |= ((uint32_t)s->rxtx & 0x1u) << 31;
	d |= ((uint32_t)s->local_port & 0xffu) << 16;
	d |= ((uint32_t)s->width & 0xffu);
	mlx5ctl_be32_store(b + 0, d);
	mlx5ctl_prm_pmlp_lane_encode(&s->lane0_module_mapping, b + 4);
	mlx5ctl_prm_pmlp_lane_encode(&s->lane1_module_mapping, b + 8);
	mlx5ctl_prm_pmlp_lane_encode(&s->lane2_module_mapping, b + 12);
	mlx5ctl_prm_pmlp_lane_encode(&s->lane3_module_mapping, b + 16);
}

void mlx5ctl_prm_pmlp_reg_decode(struct mlx5ctl_prm_pmlp_reg *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->rxtx = (uint8_t)((d >> 31) & 0x1u);
	s->local_port = (uint8_t)((d >> 16) & 0xffu);
	s->width = (uint8_t)(d & 0xffu);
	mlx5ctl_prm_pmlp_lane_decode(&s->lane0_module_mapping, b + 4);
	mlx5ctl_prm_pmlp_lane_decode(&s->lane1_module_mapping, b + 8);
	mlx5ctl_prm_pmlp_lane_decode(&s->lane2_module_mapping, b + 12);
	mlx5ctl_prm_pmlp_lane_decode(&s->lane3_module_mapping, b + 16);
}

static void encode_pmlp_reg(const void *native, void *buf)
{
	mlx5ctl_prm_pmlp_reg_encode(native, buf);
}

static void decode_pmlp_reg(void *native, const void *buf)
{
	mlx5ctl_prm_pmlp_reg_decode(native, buf);
}

void mlx5ctl_prm_port_selection_cap_encode(const struct mlx5ctl_prm_port_selection_cap *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x0000a000u;
	d |= ((uint32_t)s->port_select_flow_table & 0x1u) << 15;
	d |= ((uint32_t)s->port_select_flow_table_bypass & 0x1u) << 13;
	mlx5ctl_be32_store(b + 0, d);
	mlx5ctl_prm_flow_table_prop_layout_encode(&s->flow_table_properties_port_selection, b + 64);
	mlx5ctl_prm_flow_table_fields_supported_2_encode(&s->ft_field_support_2_port_selection, b + 128);
}

void mlx5ctl_prm_port_selection_cap_decode(struct mlx5ctl_prm_port_selection_cap *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->port_select_flow_table = (uint8_t)((d >> 15) & 0x1u);
	s->port_select_flow_table_bypass = (uint8_t)((d >> 13) & 0x1u);
	mlx5ctl_prm_flow_table_prop_layout_decode(&s->flow_table_properties_port_selection, b + 64);
	mlx5ctl_prm_flow_table_fields_supported_2_decode(&s->ft_field_support_2_port_selection, b + 128);
}

static void encode_port_selection_cap(const void *native, void *buf)
{
	mlx5ctl_prm_port_selection_cap_encode(native, buf);
}

static void decode_port_selection_cap(void *native, const void *buf)
{
	mlx5ctl_prm_port_selection_cap_decode(native, buf);
}

void mlx5ctl_prm_ptys_reg_encode(const struct mlx5ctl_prm_ptys_reg *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x60ff00f7u;
	d |= ((uint32_t)s->an_disable_admin & 0x1u) << 30;
	d |= ((uint32_t)s->an_disable_cap & 0x1u) << 29;
	d |= ((uint32_t)s->local_port & 0xffu) << 16;
	d |= ((uint32_t)s->plane_ind & 0xfu) << 4;
	d |= ((uint32_t)s->proto_mask & 0x7u);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->an_status & 0xfu) << 28;
	d |= ((uint32_t)s->max_port_rate & 0xfffu) << 16;
	d |= ((uint32_t)s->data_rate_oper & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->ext_eth_proto_capability & 0xffffffffu);
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->eth_proto_capability & 0xffffffffu);
	mlx5ctl_be32_store(b + 12, d);

	d = mlx5ctl_be32_load(b + 16);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->ib_link_width_capability & 0xffffu) << 16;
	d |= ((uint32_t)s->ib_proto_capability & 0xffffu);
	mlx5ctl_be32_store(b + 16, d);

	d = mlx5ctl_be32_load(b + 20);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->ext_eth_proto_admin & 0xffffffffu);
	mlx5ctl_be32_store(b + 20, d);

	d = mlx5ctl_be32_load(b + 24);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->eth_proto_admin & 0xffffffffu);
	mlx5ctl_be32_store(b + 24, d);

	d = mlx5ctl_be32_load(b + 28);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->ib_link_width_admin & 0xffffu) << 16;
	d |= ((uint32_t)s->ib_proto_admin & 0xffffu);
	mlx5ctl_be32_store(b + 28, d);

	d = mlx5ctl_be32_load(b + 32);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->ext_eth_proto_oper & 0xffffffffu);
	mlx5ctl_be32_store(b + 32, d);

	d = mlx5ctl_be32_load(b + 36);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->eth_proto_oper & 0xffffffffu);
	mlx5ctl_be32_store(b + 36, d);

	d = mlx5ctl_be32_load(b + 40);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->ib_link_width_oper & 0xffffu) << 16;
	d |= ((uint32_t)s->ib_proto_oper & 0xffffu);
	mlx5ctl_be32_store(b + 40, d);

	d = mlx5ctl_be32_load(b + 44);
	d &= ~0x0000000fu;
	d |= ((uint32_t)s->connector_type & 0xfu);
	mlx5ctl_be32_store(b + 44, d);

	d = mlx5ctl_be32_load(b + 48);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->eth_proto_lp_advertise & 0xffffffffu);
	mlx5ctl_be32_store(b + 48, d);
}

void mlx5ctl_prm_ptys_reg_decode(struct mlx5ctl_prm_ptys_reg *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->an_disable_admin = (uint8_t)((d >> 30) & 0x1u);
	s->an_disable_cap = (uint8_t)((d >> 29) & 0x1u);
	s->local_port = (uint8_t)((d >> 16) & 0xffu);
	s->plane_ind = (uint8_t)((d >> 4) & 0xfu);
	s->proto_mask = (uint8_t)(d & 0x7u);
	d = mlx5ctl_be32_load(b + 4);
	s->an_status = (uint8_t)((d >> 28) & 0xfu);
	s->max_port_rate = (uint16_t)((d >> 16) & 0xfffu);
	s->data_rate_oper = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 8);
	s->ext_eth_proto_capability = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 12);
	s->eth_proto_capability = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 16);
	s->ib_link_width_capability = (uint16_t)((d >> 16) & 0xffffu);
	s->ib_proto_capability = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 20);
	s->ext_eth_proto_admin = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 24);
	s->eth_proto_admin = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 28);
	s->ib_link_width_admin = (uint16_t)((d >> 16) & 0xffffu);
	s->ib_proto_admin = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 32);
	s->ext_eth_proto_oper = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 36);
	s->eth_proto_oper = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 40);
	s->ib_link_width_oper = (uint16_t)((d >> 16) & 0xffffu);
	s->ib_proto_oper = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 44);
	s->connector_type = (uint8_t)(d & 0xfu);
	d = mlx5ctl_be32_load(b + 48);
	s->eth_proto_lp_advertise = (uint32_t)(d);
}

static void encode_ptys_reg(const void *native, void *buf)
{
	mlx5ctl_prm_ptys_reg_encode(native, buf);
}

static void decode_ptys_reg(void *native, const void *buf)
{
	mlx5ctl_prm_ptys_reg_decode(native, buf);
}

void mlx5ctl_prm_qos_cap_encode(const struct mlx5ctl_prm_qos_cap *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xf6ff0000u;
	d |= ((uint32_t)s->packet_pacing & 0x1u) << 31;
	d |= ((uint32_t)s->esw_scheduling & 0x1u) << 30;
	d |= ((uint32_t)s->esw_bw_share & 0x1u) << 29;
	d |= ((uint32_t)s->esw_rate_limit & 0x1u) << 28;
	d |= ((uint32_t)s->packet_pacing_burst_bound & 0x1u) << 26;
	d |= ((uint32_t)s->packet_pacing_typical_size & 0x1u) << 25;
	d |= ((uint32_t)s->nic_sq_scheduling & 0x1u) << 23;
	d |= ((uint32_t)s->nic_bw_share & 0x1u) << 22;
	d |= ((uint32_t)s->nic_rate_limit & 0x1u) << 21;
	d |= ((uint32_t)s->packet_pacing_uid & 0x1u) << 20;
	d |= ((uint32_t)s->log_esw_max_sched_depth & 0xfu) << 16;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x001f0000u;
	d |= ((uint32_t)s->log_max_qos_nic_queue_group & 0x1fu) << 16;
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->packet_pacing_max_rate & 0xffffffffu);
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->packet_pacing_min_rate & 0xffffffffu);
	mlx5ctl_be32_store(b + 12, d);

	d = mlx5ctl_be32_load(b + 16);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->packet_pacing_rate_table_size & 0xffffu);
	mlx5ctl_be32_store(b + 16, d);

	d = mlx5ctl_be32_load(b + 20);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->esw_element_type & 0xffffu) << 16;
	d |= ((uint32_t)s->esw_tsar_type & 0xffffu);
	mlx5ctl_be32_store(b + 20, d);

	d = mlx5ctl_be32_load(b + 24);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->max_qos_para_vport & 0xffffu);
	mlx5ctl_be32_store(b + 24, d);

	d = mlx5ctl_be32_load(b + 28);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->max_tsar_bw_share & 0xffffffffu);
	mlx5ctl_be32_store(b + 28, d);

	d = mlx5ctl_be32_load(b + 32);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->nic_element_type & 0xffffu) << 16;
	d |= ((uint32_t)s->nic_tsar_type & 0xffffu);
	mlx5ctl_be32_store(b + 32, d);

	d = mlx5ctl_be32_load(b + 36);
	d &= ~0x1f1f1f00u;
	d |= ((uint32_t)s->log_meter_aso_granularity & 0x1fu) << 24;
	d |= ((uint32_t)s->log_meter_aso_max_alloc & 0x1fu) << 16;
	d |= ((uint32_t)s->log_max_num_meter_aso & 0x1fu) << 8;
	mlx5ctl_be32_store(b + 36, d);
}

void mlx5ctl_prm_qos_cap_decode(struct mlx5ctl_prm_qos_cap *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->packet_pacing = (uint8_t)((d >> 31) & 0x1u);
	s->esw_scheduling = (uint8_t)((d >> 30) & 0x1u);
	s->esw_bw_share = (uint8_t)((d >> 29) & 0x1u);
	s->esw_rate_limit = (uint8_t)((d >> 28) & 0x1u);
	s->packet_pacing_burst_bound = (uint8_t)((d >> 26) & 0x1u);
	s->packet_pacing_typical_size = (uint8_t)((d >> 25) & 0x1u);
	s->nic_sq_scheduling = (uint8_t)((d >> 23) & 0x1u);
	s->nic_bw_share = (uint8_t)((d >> 22) & 0x1u);
	s->nic_rate_limit = (uint8_t)((d >> 21) & 0x1u);
	s->packet_pacing_uid = (uint8_t)((d >> 20) & 0x1u);
	s->log_esw_max_sched_depth = (uint8_t)((d >> 16) & 0xfu);
	d = mlx5ctl_be32_load(b + 4);
	s->log_max_qos_nic_queue_group = (uint8_t)((d >> 16) & 0x1fu);
	d = mlx5ctl_be32_load(b + 8);
	s->packet_pacing_max_rate = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 12);
	s->packet_pacing_min_rate = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 16);
	s->packet_pacing_rate_table_size = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 20);
	s->esw_element_type = (uint16_t)((d >> 16) & 0xffffu);
	s->esw_tsar_type = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 24);
	s->max_qos_para_vport = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 28);
	s->max_tsar_bw_share = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 32);
	s->nic_element_type = (uint16_t)((d >> 16) & 0xffffu);
	s->nic_tsar_type = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 36);
	s->log_meter_aso_granularity = (uint8_t)((d >> 24) & 0x1fu);
	s->log_meter_aso_max_alloc = (uint8_t)((d >> 16) & 0x1fu);
	s->log_max_num_meter_aso = (uint8_t)((d >> 8) & 0x1fu);
}

static void encode_qos_cap(const void *native, void *buf)
{
	mlx5ctl_prm_qos_cap_encode(native, buf);
}

static void decode_qos_cap(void *native, const void *buf)
{
	mlx5ctl_prm_qos_cap_decode(native, buf);
}

void mlx5ctl_prm_query_adapter_in_encode(const struct mlx5ctl_prm_query_adapter_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffff0000u;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_query_adapter_in_decode(struct mlx5ctl_prm_query_adapter_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
}

static void encode_query_adapter_in(const void *native, void *buf)
{
	mlx5ctl_prm_query_adapter_in_encode(native, buf);
}

static void decode_query_adapter_in(void *native, const void *buf)
{
	mlx5ctl_prm_query_adapter_in_decode(native, buf);
}

void mlx5ctl_prm_query_adapter_out_encode(const struct mlx5ctl_prm_query_adapter_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);
	mlx5ctl_prm_query_adapter_param_block_encode(&s->query_adapter_struct, b + 16);
}

void mlx5ctl_prm_query_adapter_out_decode(struct mlx5ctl_prm_query_adapter_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
	mlx5ctl_prm_query_adapter_param_block_decode(&s->query_adapter_struct, b + 16);
}

static void encode_query_adapter_out(const void *native, void *buf)
{
	mlx5ctl_prm_query_adapter_out_encode(native, buf);
}

static void decode_query_adapter_out(void *native, const void *buf)
{
	mlx5ctl_prm_query_adapter_out_decode(native, buf);
}

void mlx5ctl_prm_query_adapter_param_block_encode(const struct mlx5ctl_prm_query_adapter_param_block *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 24);
	d &= ~0x00ffffffu;
	d |= ((uint32_t)s->ieee_vendor_id & 0xffffffu);
	mlx5ctl_be32_store(b + 24, d);

	d = mlx5ctl_be32_load(b + 28);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->vsd_vendor_id & 0xffffu);
	mlx5ctl_be32_store(b + 28, d);
	memcpy(b + 32, s->vsd, 208);
	memcpy(b + 240, s->vsd_contd_psid, 16);
}

void mlx5ctl_prm_query_adapter_param_block_decode(struct mlx5ctl_prm_query_adapter_param_block *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 24);
	s->ieee_vendor_id = (uint32_t)(d & 0xffffffu);
	d = mlx5ctl_be32_load(b + 28);
	s->vsd_vendor_id = (uint16_t)(d & 0xffffu);
	memcpy(s->vsd, b + 32, 208);
	memcpy(s->vsd_contd_psid, b + 240, 16);
}

static void encode_query_adapter_param_block(const void *native, void *buf)
{
	mlx5ctl_prm_query_adapter_param_block_encode(native, buf);
}

static void decode_query_adapter_param_block(void *native, const void *buf)
{
	mlx5ctl_prm_query_adapter_param_block_decode(native, buf);
}

void mlx5ctl_prm_query_diagnostic_counters_in_encode(const struct mlx5ctl_prm_query_diagnostic_counters_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffff0000u;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->num_of_samples & 0xffffu) << 16;
	d |= ((uint32_t)s->sample_index & 0xffffu);
	mlx5ctl_be32_store(b + 8, d);
}

void mlx5ctl_prm_query_diagnostic_counters_in_decode(struct mlx5ctl_prm_query_diagnostic_counters_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 8);
	s->num_of_samples = (uint16_t)((d >> 16) & 0xffffu);
	s->sample_index = (uint16_t)(d & 0xffffu);
}

static void encode_query_diagnostic_counters_in(const void *native, void *buf)
{
	mlx5ctl_prm_query_diagnostic_counters_in_encode(native, buf);
}

static void decode_query_diagnostic_counters_in(void *native, const void *buf)
{
	mlx5ctl_prm_query_diagnostic_counters_in_decode(native, buf);
}

void mlx5ctl_prm_query_diagnostic_counters_out_encode(const struct mlx5ctl_prm_query_diagnostic_counters_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_query_diagnostic_counters_out_decode(struct mlx5ctl_prm_query_diagnostic_counters_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
}

static void encode_query_diagnostic_counters_out(const void *native, void *buf)
{
	mlx5ctl_prm_query_diagnostic_counters_out_encode(native, buf);
}

static void decode_query_diagnostic_counters_out(void *native, const void *buf)
{
	mlx5ctl_prm_query_diagnostic_counters_out_decode(native, buf);
}

void mlx5ctl_prm_query_diagnostic_params_in_encode(const struct mlx5ctl_prm_query_diagnostic_params_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffff0000u;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_query_diagnostic_params_in_decode(struct mlx5ctl_prm_query_diagnostic_params_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
}

static void encode_query_diagnostic_params_in(const void *native, void *buf)
{
	mlx5ctl_prm_query_diagnostic_params_in_encode(native, buf);
}

static void decode_query_diagnostic_params_in(void *native, const void *buf)
{
	mlx5ctl_prm_query_diagnostic_params_in_decode(native, buf);
}

void mlx5ctl_prm_query_diagnostic_params_out_encode(const struct mlx5ctl_prm_query_diagnostic_params_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);
	mlx5ctl_prm_diagnostic_params_context_encode(&s->diagnostic_params_context, b + 8);
}

void mlx5ctl_prm_query_diagnostic_params_out_decode(struct mlx5ctl_prm_query_diagnostic_params_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
	mlx5ctl_prm_diagnostic_params_context_decode(&s->diagnostic_params_context, b + 8);
}

static void encode_query_diagnostic_params_out(const void *native, void *buf)
{
	mlx5ctl_prm_query_diagnostic_params_out_encode(native, buf);
}

static void decode_query_diagnostic_params_out(void *native, const void *buf)
{
	mlx5ctl_prm_query_diagnostic_params_out_decode(native, buf);
}

void mlx5ctl_prm_query_eq_in_encode(const struct mlx5ctl_prm_query_eq_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffff0000u;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x000000ffu;
	d |= ((uint32_t)s->eq_number & 0xffu);
	mlx5ctl_be32_store(b + 8, d);
}

void mlx5ctl_prm_query_eq_in_decode(struct mlx5ctl_prm_query_eq_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 8);
	s->eq_number = (uint8_t)(d & 0xffu);
}

static void encode_query_eq_in(const void *native, void *buf)
{
	mlx5ctl_prm_query_eq_in_encode(native, buf);
}

static void decode_query_eq_in(void *native, const void *buf)
{
	mlx5ctl_prm_query_eq_in_decode(native, buf);
}

void mlx5ctl_prm_query_eq_out_encode(const struct mlx5ctl_prm_query_eq_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);
	mlx5ctl_prm_eqc_encode(&s->eq_context_entry, b + 16);
	mlx5ctl_be64_store(b + 88, s->event_bitmask);
}

void mlx5ctl_prm_query_eq_out_decode(struct mlx5ctl_prm_query_eq_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
	mlx5ctl_prm_eqc_decode(&s->eq_context_entry, b + 16);
	s->event_bitmask = mlx5ctl_be64_load(b + 88);
}

static void encode_query_eq_out(const void *native, void *buf)
{
	mlx5ctl_prm_query_eq_out_encode(native, buf);
}

static void decode_query_eq_out(void *native, const void *buf)
{
	mlx5ctl_prm_query_eq_out_decode(native, buf);
}

void mlx5ctl_prm_query_hca_cap_in_encode(const struct mlx5ctl_prm_query_hca_cap_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffff0000u;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0xc000ffffu;
	d |= ((uint32_t)s->other_function & 0x1u) << 31;
	d |= ((uint32_t)s->ec_vf_function & 0x1u) << 30;
	d |= ((uint32_t)s->function_id & 0xffffu);
	mlx5ctl_be32_store(b + 8, d);
}

void mlx5ctl_prm_query_hca_cap_in_decode(struct mlx5ctl_prm_query_hca_cap_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 8);
	s->other_function = (uint8_t)((d >> 31) & 0x1u);
	s->ec_vf_function = (uint8_t)((d >> 30) & 0x1u);
	s->function_id = (uint16_t)(d & 0xffffu);
}

static void encode_query_hca_cap_in(const void *native, void *buf)
{
	mlx5ctl_prm_query_hca_cap_in_encode(native, buf);
}

static void decode_query_hca_cap_in(void *native, const void *buf)
{
	mlx5ctl_prm_query_hca_cap_in_decode(native, buf);
}

void mlx5ctl_prm_query_hca_cap_out_encode(const struct mlx5ctl_prm_query_hca_cap_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);
	memcpy(b + 16, s->capability, 4096);
}

void mlx5ctl_prm_query_hca_cap_out_decode(struct mlx5ctl_prm_query_hca_cap_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
	memcpy(s->capability, b + 16, 4096);
}

static void encode_query_hca_cap_out(const void *native, void *buf)
{
	mlx5ctl_prm_query_hca_cap_out_encode(native, buf);
}

static void decode_query_hca_cap_out(void *native, const void *buf)
{
	mlx5ctl_prm_query_hca_cap_out_decode(native, buf);
}

void mlx5ctl_prm_query_issi_in_encode(const struct mlx5ctl_prm_query_issi_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffff0000u;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_query_issi_in_decode(struct mlx5ctl_prm_query_issi_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
}

static void encode_query_issi_in(const void *native, void *buf)
{
	mlx5ctl_prm_query_issi_in_encode(native, buf);
}

static void decode_query_issi_in(void *native, const void *buf)
{
	mlx5ctl_prm_query_issi_in_decode(native, buf);
}

void mlx5ctl_prm_query_issi_out_encode(const struct mlx5ctl_prm_query_issi_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->current_issi & 0xffffu);
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 108);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->supported_issi_dw0 & 0xffffffffu);
	mlx5ctl_be32_store(b + 108, d);
}

void mlx5ctl_prm_query_issi_out_decode(struct mlx5ctl_prm_query_issi_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 8);
	s->current_issi = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 108);
	s->supported_issi_dw0 = (uint32_t)(d);
}

static void encode_query_issi_out(const void *native, void *buf)
{
	mlx5ctl_prm_query_issi_out_encode(native, buf);
}

static void decode_query_issi_out(void *native, const void *buf)
{
	mlx5ctl_prm_query_issi_out_decode(native, buf);
}

void mlx5ctl_prm_query_mkey_in_encode(const struct mlx5ctl_prm_query_mkey_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffff0000u;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x00ffffffu;
	d |= ((uint32_t)s->mkey_index & 0xffffffu);
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0x80000000u;
	d |= ((uint32_t)s->pg_access & 0x1u) << 31;
	mlx5ctl_be32_store(b + 12, d);
}

void mlx5ctl_prm_query_mkey_in_decode(struct mlx5ctl_prm_query_mkey_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 8);
	s->mkey_index = (uint32_t)(d & 0xffffffu);
	d = mlx5ctl_be32_load(b + 12);
	s->pg_access = (uint8_t)((d >> 31) & 0x1u);
}

static void encode_query_mkey_in(const void *native, void *buf)
{
	mlx5ctl_prm_query_mkey_in_encode(native, buf);
}

static void decode_query_mkey_in(void *native, const void *buf)
{
	mlx5ctl_prm_query_mkey_in_decode(native, buf);
}

void mlx5ctl_prm_query_mkey_out_encode(const struct mlx5ctl_prm_query_mkey_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);
	mlx5ctl_prm_mkc_encode(&s->memory_key_mkey_entry, b + 16);
	memcpy(b + 272, s->bsf0_klm0_pas_mtt0_1, 16);
	memcpy(b + 288, s->bsf1_klm1_pas_mtt2_3, 16);
}

void mlx5ctl_prm_query_mkey_out_decode(struct mlx5ctl_prm_query_mkey_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
	mlx5ctl_prm_mkc_decode(&s->memory_key_mkey_entry, b + 16);
	memcpy(s->bsf0_klm0_pas_mtt0_1, b + 272, 16);
	memcpy(s->bsf1_klm1_pas_mtt2_3, b + 288, 16);
}

static void encode_query_mkey_out(const void *native, void *buf)
{
	mlx5ctl_prm_query_mkey_out_encode(native, buf);
}

static void decode_query_mkey_out(void *native, const void *buf)
{
	mlx5ctl_prm_query_mkey_out_decode(native, buf);
}

void mlx5ctl_prm_query_pages_in_encode(const struct mlx5ctl_prm_query_pages_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffff0000u;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x8000ffffu;
	d |= ((uint32_t)s->embedded_cpu_function & 0x1u) << 31;
	d |= ((uint32_t)s->function_id & 0xffffu);
	mlx5ctl_be32_store(b + 8, d);
}

void mlx5ctl_prm_query_pages_in_decode(struct mlx5ctl_prm_query_pages_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 8);
	s->embedded_cpu_function = (uint8_t)((d >> 31) & 0x1u);
	s->function_id = (uint16_t)(d & 0xffffu);
}

static void encode_query_pages_in(const void *native, void *buf)
{
	mlx5ctl_prm_query_pages_in_encode(native, buf);
}

static void decode_query_pages_in(void *native, const void *buf)
{
	mlx5ctl_prm_query_pages_in_decode(native, buf);
}

void mlx5ctl_prm_query_pages_out_encode(const struct mlx5ctl_prm_query_pages_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x8000ffffu;
	d |= ((uint32_t)s->embedded_cpu_function & 0x1u) << 31;
	d |= ((uint32_t)s->function_id & 0xffffu);
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->num_pages & 0xffffffffu);
	mlx5ctl_be32_store(b + 12, d);
}

void mlx5ctl_prm_query_pages_out_decode(struct mlx5ctl_prm_query_pages_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 8);
	s->embedded_cpu_function = (uint8_t)((d >> 31) & 0x1u);
	s->function_id = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 12);
	s->num_pages = (uint32_t)(d);
}

static void encode_query_pages_out(const void *native, void *buf)
{
	mlx5ctl_prm_query_pages_out_encode(native, buf);
}

static void decode_query_pages_out(void *native, const void *buf)
{
	mlx5ctl_prm_query_pages_out_decode(native, buf);
}

void mlx5ctl_prm_query_vport_state_in_encode(const struct mlx5ctl_prm_query_vport_state_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffff0000u;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x8000ffffu;
	d |= ((uint32_t)s->other_vport & 0x1u) << 31;
	d |= ((uint32_t)s->vport_number & 0xffffu);
	mlx5ctl_be32_store(b + 8, d);
}

void mlx5ctl_prm_query_vport_state_in_decode(struct mlx5ctl_prm_query_vport_state_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 8);
	s->other_vport = (uint8_t)((d >> 31) & 0x1u);
	s->vport_number = (uint16_t)(d & 0xffffu);
}

static void encode_query_vport_state_in(const void *native, void *buf)
{
	mlx5ctl_prm_query_vport_state_in_encode(native, buf);
}

static void decode_query_vport_state_in(void *native, const void *buf)
{
	mlx5ctl_prm_query_vport_state_in_decode(native, buf);
}

void mlx5ctl_prm_query_vport_state_out_encode(const struct mlx5ctl_prm_query_vport_state_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0x000000ffu;
	d |= ((uint32_t)s->admin_state & 0xfu) << 4;
	d |= ((uint32_t)s->state & 0xfu);
	mlx5ctl_be32_store(b + 12, d);
}

void mlx5ctl_prm_query_vport_state_out_decode(struct mlx5ctl_prm_query_vport_state_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 12);
	s->admin_state = (uint8_t)((d >> 4) & 0xfu);
	s->state = (uint8_t)(d & 0xfu);
}

static void encode_query_vport_state_out(const void *native, void *buf)
{
	mlx5ctl_prm_query_vport_state_out_encode(native, buf);
}

static void decode_query_vport_state_out(void *native, const void *buf)
{
	mlx5ctl_prm_query_vport_state_out_decode(native, buf);
}

void mlx5ctl_prm_resource_dump_encode(const struct mlx5ctl_prm_resource_dump *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xc00fffffu;
	d |= ((uint32_t)s->more_dump & 0x1u) << 31;
	d |= ((uint32_t)s->inline_dump & 0x1u) << 30;
	d |= ((uint32_t)s->seq_num & 0xfu) << 16;
	d |= ((uint32_t)s->segment_type & 0xffffu);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->vhca_id & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->index1 & 0xffffffffu);
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->index2 & 0xffffffffu);
	mlx5ctl_be32_store(b + 12, d);

	d = mlx5ctl_be32_load(b + 16);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->num_of_obj1 & 0xffffu) << 16;
	d |= ((uint32_t)s->num_of_obj2 & 0xffffu);
	mlx5ctl_be32_store(b + 16, d);

	d = mlx5ctl_be32_load(b + 32);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->mkey & 0xffffffffu);
	mlx5ctl_be32_store(b + 32, d);

	d = mlx5ctl_be32_load(b + 36);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->size & 0xffffffffu);
	mlx5ctl_be32_store(b + 36, d);
	mlx5ctl_be64_store(b + 24, s->device_opaque);
	mlx5ctl_be64_store(b + 40, s->address);
	memcpy(b + 48, s->inline_data, 208);
}

void mlx5ctl_prm_resource_dump_decode(struct mlx5ctl_prm_resource_dump *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->more_dump = (uint8_t)((d >> 31) & 0x1u);
	s->inline_dump = (uint8_t)((d >> 30) & 0x1u);
	s->seq_num = (uint8_t)((d >> 16) & 0xfu);
	s->segment_type = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->vhca_id = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 8);
	s->index1 = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 12);
	s->index2 = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 16);
	s->num_of_obj1 = (uint16_t)((d >> 16) & 0xffffu);
	s->num_of_obj2 = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 32);
	s->mkey = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 36);
	s->size = (uint32_t)(d);
	s->device_opaque = mlx5ctl_be64_load(b + 24);
	s->address = mlx5ctl_be64_load(b + 40);
	memcpy(s->inline_data, b + 48, 208);
}

static void encode_resource_dump(const void *native, void *buf)
{
	mlx5ctl_prm_resource_dump_encode(native, buf);
}

static void decode_resource_dump(void *native, const void *buf)
{
	mlx5ctl_prm_resource_dump_decode(native, buf);
}

void mlx5ctl_prm_resource_dump_command_segment_encode(const struct mlx5ctl_prm_resource_dump_command_segment *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->segment_called & 0xffffu) << 16;
	d |= ((uint32_t)s->vhca_id & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->index1 & 0xffffffffu);
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->index2 & 0xffffffffu);
	mlx5ctl_be32_store(b + 12, d);

	d = mlx5ctl_be32_load(b + 16);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->num_of_obj1 & 0xffffu) << 16;
	d |= ((uint32_t)s->num_of_obj2 & 0xffffu);
	mlx5ctl_be32_store(b + 16, d);
	mlx5ctl_prm_resource_dump_segment_header_encode(&s->segment_header, b + 0);
}

void mlx5ctl_prm_resource_dump_command_segment_decode(struct mlx5ctl_prm_resource_dump_command_segment *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 4);
	s->segment_called = (uint16_t)((d >> 16) & 0xffffu);
	s->vhca_id = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 8);
	s->index1 = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 12);
	s->index2 = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 16);
	s->num_of_obj1 = (uint16_t)((d >> 16) & 0xffffu);
	s->num_of_obj2 = (uint16_t)(d & 0xffffu);
	mlx5ctl_prm_resource_dump_segment_header_decode(&s->segment_header, b + 0);
}

static void encode_resource_dump_command_segment(const void *native, void *buf)
{
	mlx5ctl_prm_resource_dump_command_segment_encode(native, buf);
}

static void decode_resource_dump_command_segment(void *native, const void *buf)
{
	mlx5ctl_prm_resource_dump_command_segment_decode(native, buf);
}

void mlx5ctl_prm_resource_dump_error_segment_encode(const struct mlx5ctl_prm_resource_dump_error_segment *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->syndrome_id & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);
	mlx5ctl_prm_resource_dump_segment_header_encode(&s->segment_header, b + 0);
	memcpy(b + 16, s->error, 32);
}

void mlx5ctl_prm_resource_dump_error_segment_decode(struct mlx5ctl_prm_resource_dump_error_segment *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 4);
	s->syndrome_id = (uint16_t)(d & 0xffffu);
	mlx5ctl_prm_resource_dump_segment_header_decode(&s->segment_header, b + 0);
	memcpy(s->error, b + 16, 32);
}

static void encode_resource_dump_error_segment(const void *native, void *buf)
{
	mlx5ctl_prm_resource_dump_error_segment_encode(native, buf);
}

static void decode_resource_dump_error_segment(void *native, const void *buf)
{
	mlx5ctl_prm_resource_dump_error_segment_decode(native, buf);
}

void mlx5ctl_prm_resource_dump_info_segment_encode(const struct mlx5ctl_prm_resource_dump_info_segment *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x000000ffu;
	d |= ((uint32_t)s->dump_version & 0xffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->hw_version & 0xffffffffu);
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->fw_version & 0xffffffffu);
	mlx5ctl_be32_store(b + 12, d);
	mlx5ctl_prm_resource_dump_segment_header_encode(&s->segment_header, b + 0);
}

void mlx5ctl_prm_resource_dump_info_segment_decode(struct mlx5ctl_prm_resource_dump_info_segment *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 4);
	s->dump_version = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 8);
	s->hw_version = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 12);
	s->fw_version = (uint32_t)(d);
	mlx5ctl_prm_resource_dump_segment_header_decode(&s->segment_header, b + 0);
}

static void encode_resource_dump_info_segment(const void *native, void *buf)
{
	mlx5ctl_prm_resource_dump_info_segment_encode(native, buf);
}

static void decode_resource_dump_info_segment(void *native, const void *buf)
{
	mlx5ctl_prm_resource_dump_info_segment_decode(native, buf);
}

void mlx5ctl_prm_resource_dump_menu_record_encode(const struct mlx5ctl_prm_resource_dump_menu_record *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x0fffffffu;
	d |= ((uint32_t)s->num_of_obj2_supports_active & 0x1u) << 27;
	d |= ((uint32_t)s->num_of_obj2_supports_all & 0x1u) << 26;
	d |= ((uint32_t)s->must_have_num_of_obj2 & 0x1u) << 25;
	d |= ((uint32_t)s->support_num_of_obj2 & 0x1u) << 24;
	d |= ((uint32_t)s->num_of_obj1_supports_active & 0x1u) << 23;
	d |= ((uint32_t)s->num_of_obj1_supports_all & 0x1u) << 22;
	d |= ((uint32_t)s->must_have_num_of_obj1 & 0x1u) << 21;
	d |= ((uint32_t)s->support_num_of_obj1 & 0x1u) << 20;
	d |= ((uint32_t)s->must_have_index2 & 0x1u) << 19;
	d |= ((uint32_t)s->support_index2 & 0x1u) << 18;
	d |= ((uint32_t)s->must_have_index1 & 0x1u) << 17;
	d |= ((uint32_t)s->support_index1 & 0x1u) << 16;
	d |= ((uint32_t)s->segment_type & 0xffffu);
	mlx5ctl_be32_store(b + 0, d);
	memcpy(b + 4, s->segment_name, 16);
	memcpy(b + 20, s->index1_name, 16);
	memcpy(b + 36, s->index2_name, 16);
}

void mlx5ctl_prm_resource_dump_menu_record_decode(struct mlx5ctl_prm_resource_dump_menu_record *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->num_of_obj2_supports_active = (uint8_t)((d >> 27) & 0x1u);
	s->num_of_obj2_supports_all = (uint8_t)((d >> 26) & 0x1u);
	s->must_have_num_of_obj2 = (uint8_t)((d >> 25) & 0x1u);
	s->support_num_of_obj2 = (uint8_t)((d >> 24) & 0x1u);
	s->num_of_obj1_supports_active = (uint8_t)((d >> 23) & 0x1u);
	s->num_of_obj1_supports_all = (uint8_t)((d >> 22) & 0x1u);
	s->must_have_num_of_obj1 = (uint8_t)((d >> 21) & 0x1u);
	s->support_num_of_obj1 = (uint8_t)((d >> 20) & 0x1u);
	s->must_have_index2 = (uint8_t)((d >> 19) & 0x1u);
	s->support_index2 = (uint8_t)((d >> 18) & 0x1u);
	s->must_have_index1 = (uint8_t)((d >> 17) & 0x1u);
	s->support_index1 = (uint8_t)((d >> 16) & 0x1u);
	s->segment_type = (uint16_t)(d & 0xffffu);
	memcpy(s->segment_name, b + 4, 16);
	memcpy(s->index1_name, b + 20, 16);
	memcpy(s->index2_name, b + 36, 16);
}

static void encode_resource_dump_menu_record(const void *native, void *buf)
{
	mlx5ctl_prm_resource_dump_menu_record_encode(native, buf);
}

static void decode_resource_dump_menu_record(void *native, const void *buf)
{
	mlx5ctl_prm_resource_dump_menu_record_decode(native, buf);
}

void mlx5ctl_prm_resource_dump_menu_segment_encode(const struct mlx5ctl_prm_resource_dump_menu_segment *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->num_of_records & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);
	mlx5ctl_prm_resource_dump_segment_header_encode(&s->segment_header, b + 0);
}

void mlx5ctl_prm_resource_dump_menu_segment_decode(struct mlx5ctl_prm_resource_dump_menu_segment *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 4);
	s->num_of_records = (uint16_t)(d & 0xffffu);
	mlx5ctl_prm_resource_dump_segment_header_decode(&s->segment_header, b + 0);
}

static void encode_resource_dump_menu_segment(const void *native, void *buf)
{
	mlx5ctl_prm_resource_dump_menu_segment_encode(native, buf);
}

static void decode_resource_dump_menu_segment(void *native, const void *buf)
{
	mlx5ctl_prm_resource_dump_menu_segment_decode(native, buf);
}

void mlx5ctl_prm_resource_dump_resource_segment_encode(const struct mlx5ctl_prm_resource_dump_resource_segment *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->index1 & 0xffffffffu);
	mlx5ctl_be32_store(b + 8, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->index2 & 0xffffffffu);
	mlx5ctl_be32_store(b + 12, d);
	mlx5ctl_prm_resource_dump_segment_header_encode(&s->segment_header, b + 0);
}

void mlx5ctl_prm_resource_dump_resource_segment_decode(struct mlx5ctl_prm_resource_dump_resource_segment *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 8);
	s->index1 = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 12);
	s->index2 = (uint32_t)(d);
	mlx5ctl_prm_resource_dump_segment_header_decode(&s->segment_header, b + 0);
}

static void encode_resource_dump_resource_segment(const void *native, void *buf)
{
	mlx5ctl_prm_resource_dump_resource_segment_encode(native, buf);
}

static void decode_resource_dump_resource_segment(void *native, const void *buf)
{
	mlx5ctl_prm_resource_dump_resource_segment_decode(native, buf);
}

void mlx5ctl_prm_resource_dump_segment_header_encode(const struct mlx5ctl_prm_resource_dump_segment_header *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->length_dw & 0xffffu) << 16;
	d |= ((uint32_t)s->segment_type & 0xffffu);
	mlx5ctl_be32_store(b + 0, d);
}

void mlx5ctl_prm_resource_dump_segment_header_decode(struct mlx5ctl_prm_resource_dump_segment_header *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->length_dw = (uint16_t)((d >> 16) & 0xffffu);
	s->segment_type = (uint16_t)(d & 0xffffu);
}

static void encode_resource_dump_segment_header(const void *native, void *buf)
{
	mlx5ctl_prm_resource_dump_segment_header_encode(native, buf);
}

static void decode_resource_dump_segment_header(void *native, const void *buf)
{
	mlx5ctl_prm_resource_dump_segment_header_decode(native, buf);
}

void mlx5ctl_prm_resource_dump_terminate_segment_encode(const struct mlx5ctl_prm_resource_dump_terminate_segment *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	mlx5ctl_prm_resource_dump_segment_header_encode(&s->segment_header, b + 0);
}

void mlx5ctl_prm_resource_dump_terminate_segment_decode(struct mlx5ctl_prm_resource_dump_terminate_segment *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;

	mlx5ctl_prm_resource_dump_segment_header_decode(&s->segment_header, b + 0);
}

static void encode_resource_dump_terminate_segment(const void *native, void *buf)
{
	mlx5ctl_prm_resource_dump_terminate_segment_encode(native, buf);
}

static void decode_resource_dump_terminate_segment(void *native, const void *buf)
{
	mlx5ctl_prm_resource_dump_terminate_segment_decode(native, buf);
}

void mlx5ctl_prm_roce_cap_encode(const struct mlx5ctl_prm_roce_cap *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0x8f800003u;
	d |= ((uint32_t)s->roce_apm & 0x1u) << 31;
	d |= ((uint32_t)s->sw_r_roce_src_udp_port & 0x1u) << 27;
	d |= ((uint32_t)s->fl_rc_qp_when_roce_disabled & 0x1u) << 26;
	d |= ((uint32_t)s->fl_rc_qp_when_roce_enabled & 0x1u) << 25;
	d |= ((uint32_t)s->roce_cc_general & 0x1u) << 24;
	d |= ((uint32_t)s->qp_ooo_transmit_default & 0x1u) << 23;
	d |= ((uint32_t)s->qp_ts_format & 0x3u);
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 16);
	d &= ~0x000f00ffu;
	d |= ((uint32_t)s->l3_type & 0xfu) << 16;
	d |= ((uint32_t)s->roce_version & 0xffu);
	mlx5ctl_be32_store(b + 16, d);

	d = mlx5ctl_be32_load(b + 20);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->r_roce_dest_udp_port & 0xffffu);
	mlx5ctl_be32_store(b + 20, d);

	d = mlx5ctl_be32_load(b + 24);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->r_roce_max_src_udp_port & 0xffffu) << 16;
	d |= ((uint32_t)s->r_roce_min_src_udp_port & 0xffffu);
	mlx5ctl_be32_store(b + 24, d);

	d = mlx5ctl_be32_load(b + 28);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->roce_address_table_size & 0xffffu);
	mlx5ctl_be32_store(b + 28, d);
}

void mlx5ctl_prm_roce_cap_decode(struct mlx5ctl_prm_roce_cap *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->roce_apm = (uint8_t)((d >> 31) & 0x1u);
	s->sw_r_roce_src_udp_port = (uint8_t)((d >> 27) & 0x1u);
	s->fl_rc_qp_when_roce_disabled = (uint8_t)((d >> 26) & 0x1u);
	s->fl_rc_qp_when_roce_enabled = (uint8_t)((d >> 25) & 0x1u);
	s->roce_cc_general = (uint8_t)((d >> 24) & 0x1u);
	s->qp_ooo_transmit_default = (uint8_t)((d >> 23) & 0x1u);
	s->qp_ts_format = (uint8_t)(d & 0x3u);
	d = mlx5ctl_be32_load(b + 16);
	s->l3_type = (uint8_t)((d >> 16) & 0xfu);
	s->roce_version = (uint8_t)(d & 0xffu);
	d = mlx5ctl_be32_load(b + 20);
	s->r_roce_dest_udp_port = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 24);
	s->r_roce_max_src_udp_port = (uint16_t)((d >> 16) & 0xffffu);
	s->r_roce_min_src_udp_port = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 28);
	s->roce_address_table_size = (uint16_t)(d & 0xffffu);
}

static void encode_roce_cap(const void *native, void *buf)
{
	mlx5ctl_prm_roce_cap_encode(native, buf);
}

static void decode_roce_cap(void *native, const void *buf)
{
	mlx5ctl_prm_roce_cap_decode(native, buf);
}

void mlx5ctl_prm_set_diagnostic_params_in_encode(const struct mlx5ctl_prm_set_diagnostic_params_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffff0000u;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);
	mlx5ctl_prm_diagnostic_params_context_encode(&s->diagnostic_params_context, b + 8);
}

void mlx5ctl_prm_set_diagnostic_params_in_decode(struct mlx5ctl_prm_set_diagnostic_params_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
	mlx5ctl_prm_diagnostic_params_context_decode(&s->diagnostic_params_context, b + 8);
}

static void encode_set_diagnostic_params_in(const void *native, void *buf)
{
	mlx5ctl_prm_set_diagnostic_params_in_encode(native, buf);
}

static void decode_set_diagnostic_params_in(void *native, const void *buf)
{
	mlx5ctl_prm_set_diagnostic_params_in_decode(native, buf);
}

void mlx5ctl_prm_set_diagnostic_params_out_encode(const struct mlx5ctl_prm_set_diagnostic_params_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_set_diagnostic_params_out_decode(struct mlx5ctl_prm_set_diagnostic_params_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
}

static void encode_set_diagnostic_params_out(const void *native, void *buf)
{
	mlx5ctl_prm_set_diagnostic_params_out_encode(native, buf);
}

static void decode_set_diagnostic_params_out(void *native, const void *buf)
{
	mlx5ctl_prm_set_diagnostic_params_out_decode(native, buf);
}

void mlx5ctl_prm_set_hca_cap_in_encode(const struct mlx5ctl_prm_set_hca_cap_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffff0000u;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0xc000ffffu;
	d |= ((uint32_t)s->other_function & 0x1u) << 31;
	d |= ((uint32_t)s->ec_vf_function & 0x1u) << 30;
	d |= ((uint32_t)s->function_id & 0xffffu);
	mlx5ctl_be32_store(b + 8, d);
	memcpy(b + 16, s->capability, 4096);
}

void mlx5ctl_prm_set_hca_cap_in_decode(struct mlx5ctl_prm_set_hca_cap_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 8);
	s->other_function = (uint8_t)((d >> 31) & 0x1u);
	s->ec_vf_function = (uint8_t)((d >> 30) & 0x1u);
	s->function_id = (uint16_t)(d & 0xffffu);
	memcpy(s->capability, b + 16, 4096);
}

static void encode_set_hca_cap_in(const void *native, void *buf)
{
	mlx5ctl_prm_set_hca_cap_in_encode(native, buf);
}

static void decode_set_hca_cap_in(void *native, const void *buf)
{
	mlx5ctl_prm_set_hca_cap_in_decode(native, buf);
}

void mlx5ctl_prm_set_hca_cap_out_encode(const struct mlx5ctl_prm_set_hca_cap_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_set_hca_cap_out_decode(struct mlx5ctl_prm_set_hca_cap_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
}

static void encode_set_hca_cap_out(const void *native, void *buf)
{
	mlx5ctl_prm_set_hca_cap_out_encode(native, buf);
}

static void decode_set_hca_cap_out(void *native, const void *buf)
{
	mlx5ctl_prm_set_hca_cap_out_decode(native, buf);
}

void mlx5ctl_prm_set_issi_in_encode(const struct mlx5ctl_prm_set_issi_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffff0000u;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->current_issi & 0xffffu);
	mlx5ctl_be32_store(b + 8, d);
}

void mlx5ctl_prm_set_issi_in_decode(struct mlx5ctl_prm_set_issi_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 8);
	s->current_issi = (uint16_t)(d & 0xffffu);
}

static void encode_set_issi_in(const void *native, void *buf)
{
	mlx5ctl_prm_set_issi_in_encode(native, buf);
}

static void decode_set_issi_in(void *native, const void *buf)
{
	mlx5ctl_prm_set_issi_in_decode(native, buf);
}

void mlx5ctl_prm_set_issi_out_encode(const struct mlx5ctl_prm_set_issi_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);
}

void mlx5ctl_prm_set_issi_out_decode(struct mlx5ctl_prm_set_issi_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
}

static void encode_set_issi_out(const void *native, void *buf)
{
	mlx5ctl_prm_set_issi_out_encode(native, buf);
}

static void decode_set_issi_out(void *native, const void *buf)
{
	mlx5ctl_prm_set_issi_out_decode(native, buf);
}

void mlx5ctl_prm_teardown_hca_in_encode(const struct mlx5ctl_prm_teardown_hca_in *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffff0000u;
	d |= ((uint32_t)s->opcode & 0xffffu) << 16;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->op_mod & 0xffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 8);
	d &= ~0x0000ffffu;
	d |= ((uint32_t)s->profile & 0xffffu);
	mlx5ctl_be32_store(b + 8, d);
}

void mlx5ctl_prm_teardown_hca_in_decode(struct mlx5ctl_prm_teardown_hca_in *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->opcode = (uint16_t)((d >> 16) & 0xffffu);
	d = mlx5ctl_be32_load(b + 4);
	s->op_mod = (uint16_t)(d & 0xffffu);
	d = mlx5ctl_be32_load(b + 8);
	s->profile = (uint16_t)(d & 0xffffu);
}

static void encode_teardown_hca_in(const void *native, void *buf)
{
	mlx5ctl_prm_teardown_hca_in_encode(native, buf);
}

static void decode_teardown_hca_in(void *native, const void *buf)
{
	mlx5ctl_prm_teardown_hca_in_decode(native, buf);
}

void mlx5ctl_prm_teardown_hca_out_encode(const struct mlx5ctl_prm_teardown_hca_out *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xff000000u;
	d |= ((uint32_t)s->status & 0xffu) << 24;
	mlx5ctl_be32_store(b + 0, d);

	d = mlx5ctl_be32_load(b + 4);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->syndrome & 0xffffffffu);
	mlx5ctl_be32_store(b + 4, d);

	d = mlx5ctl_be32_load(b + 12);
	d &= ~0x00000001u;
	d |= ((uint32_t)s->state & 0x1u);
	mlx5ctl_be32_store(b + 12, d);
}

void mlx5ctl_prm_teardown_hca_out_decode(struct mlx5ctl_prm_teardown_hca_out *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->status = (uint8_t)((d >> 24) & 0xffu);
	d = mlx5ctl_be32_load(b + 4);
	s->syndrome = (uint32_t)(d);
	d = mlx5ctl_be32_load(b + 12);
	s->state = (uint8_t)(d & 0x1u);
}

static void encode_teardown_hca_out(const void *native, void *buf)
{
	mlx5ctl_prm_teardown_hca_out_encode(native, buf);
}

static void decode_teardown_hca_out(void *native, const void *buf)
{
	mlx5ctl_prm_teardown_hca_out_decode(native, buf);
}

void mlx5ctl_prm_uar_page_encode(const struct mlx5ctl_prm_uar_page *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	mlx5ctl_prm_eq_doorbell_encode(&s->eq_arm, b + 64);
	mlx5ctl_prm_eq_doorbell_encode(&s->eq_update, b + 72);
}

void mlx5ctl_prm_uar_page_decode(struct mlx5ctl_prm_uar_page *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;

	mlx5ctl_prm_eq_doorbell_decode(&s->eq_arm, b + 64);
	mlx5ctl_prm_eq_doorbell_decode(&s->eq_update, b + 72);
}

static void encode_uar_page(const void *native, void *buf)
{
	mlx5ctl_prm_uar_page_encode(native, buf);
}

static void decode_uar_page(void *native, const void *buf)
{
	mlx5ctl_prm_uar_page_decode(native, buf);
}

void mlx5ctl_prm_uctx_encode(const struct mlx5ctl_prm_uctx *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->cap & 0xffffffffu);
	mlx5ctl_be32_store(b + 0, d);
}

void mlx5ctl_prm_uctx_decode(struct mlx5ctl_prm_uctx *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 0);
	s->cap = (uint32_t)(d);
}

static void encode_uctx(const void *native, void *buf)
{
	mlx5ctl_prm_uctx_encode(native, buf);
}

static void decode_uctx(void *native, const void *buf)
{
	mlx5ctl_prm_uctx_decode(native, buf);
}

void mlx5ctl_prm_umem_encode(const struct mlx5ctl_prm_umem *s, void *buf)
{
	uint8_t *b = (uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 16);
	d &= ~0x8000001fu;
	d |= ((uint32_t)s->ats & 0x1u) << 31;
	d |= ((uint32_t)s->log_page_size & 0x1fu);
	mlx5ctl_be32_store(b + 16, d);

	d = mlx5ctl_be32_load(b + 20);
	d &= ~0xffffffffu;
	d |= ((uint32_t)s->page_offset & 0xffffffffu);
	mlx5ctl_be32_store(b + 20, d);
	mlx5ctl_be64_store(b + 24, s->num_of_mtt);
}

void mlx5ctl_prm_umem_decode(struct mlx5ctl_prm_umem *s, const void *buf)
{
	const uint8_t *b = (const uint8_t *)buf;
	uint32_t d;

	d = mlx5ctl_be32_load(b + 16);
	s->ats = (uint8_t)((d >> 31) & 0x1u);
	s->log_page_size = (uint8_t)(d & 0x1fu);
	d = mlx5ctl_be32_load(b + 20);
	s->page_offset = (uint32_t)(d);
	s->num_of_mtt = mlx5ctl_be64_load(b + 24);
}

static void encode_umem(const void *native, void *buf)
{
	mlx5ctl_prm_umem_encode(native, buf);
}

static void decode_umem(void *native, const void *buf)
{
	mlx5ctl_prm_umem_decode(native, buf);
}

const struct mlx5ctl_struct_desc mlx5ctl_prm_structs[] = {
	{ "access_register_in", "ACCESS_REG inbox", 0x80, fields_access_register_in, 5,
	  sizeof(struct mlx5ctl_prm_access_register_in), encode_access_register_in, decode_access_register_in },
	{ "access_register_out", "ACCESS_REG outbox", 0x80, fields_access_register_out, 3,
	  sizeof(struct mlx5ctl_prm_access_register_out), encode_access_register_out, decode_access_register_out },
	{ "adv_virtualization_cap", "Advanced virtualization capabilities (capability type 0x26)", 0x800, fields_adv_virtualization_cap, 8,
	  sizeof(struct mlx5ctl_prm_adv_virtualization_cap), encode_adv_virtualization_cap, decode_adv_virtualization_cap },
	{ "alloc_pd_in", "ALLOC_PD inbox", 0x80, fields_alloc_pd_in, 3,
	  sizeof(struct mlx5ctl_prm_alloc_pd_in), encode_alloc_pd_in, decode_alloc_pd_in },
	{ "alloc_pd_out", "ALLOC_PD outbox", 0x80, fields_alloc_pd_out, 3,
	  sizeof(struct mlx5ctl_prm_alloc_pd_out), encode_alloc_pd_out, decode_alloc_pd_out },
	{ "alloc_uar_in", "ALLOC_UAR inbox", 0x80, fields_alloc_uar_in, 3,
	  sizeof(struct mlx5ctl_prm_alloc_uar_in), encode_alloc_uar_in, decode_alloc_uar_in },
	{ "alloc_uar_out", "ALLOC_UAR outbox", 0x80, fields_alloc_uar_out, 3,
	  sizeof(struct mlx5ctl_prm_alloc_uar_out), encode_alloc_uar_out, decode_alloc_uar_out },
	{ "atomic_caps", "Atomic operation capabilities (capability type 0x3)", 0x800, fields_atomic_caps, 5,
	  sizeof(struct mlx5ctl_prm_atomic_caps), encode_atomic_caps, decode_atomic_caps },
	{ "cmd_hca_cap", "General device capabilities (capability type 0)", 0x800, fields_cmd_hca_cap, 316,
	  sizeof(struct mlx5ctl_prm_cmd_hca_cap), encode_cmd_hca_cap, decode_cmd_hca_cap },
	{ "cmd_hca_cap_2", "General device capabilities 2 (capability type 0x20)", 0x800, fields_cmd_hca_cap_2, 35,
	  sizeof(struct mlx5ctl_prm_cmd_hca_cap_2), encode_cmd_hca_cap_2, decode_cmd_hca_cap_2 },
	{ "cmd_if_box", "A command mailbox block (0x240 bytes, the kernel's struct mlx5_cmd_prot_block)", 0x1200, fields_cmd_if_box, 7,
	  sizeof(struct mlx5ctl_prm_cmd_if_box), encode_cmd_if_box, decode_cmd_if_box },
	{ "cmd_inter_comp_event", "Command completion event data", 0xe0, fields_cmd_inter_comp_event, 1,
	  sizeof(struct mlx5ctl_prm_cmd_inter_comp_event), encode_cmd_inter_comp_event, decode_cmd_inter_comp_event },
	{ "cmd_queue_entry", "One 64-byte command queue slot (the kernel's struct mlx5_cmd_layout)", 0x200, fields_cmd_queue_entry, 13,
	  sizeof(struct mlx5ctl_prm_cmd_queue_entry), encode_cmd_queue_entry, decode_cmd_queue_entry },
	{ "config_item", "Configuration item header", 0x60, fields_config_item, 12,
	  sizeof(struct mlx5ctl_prm_config_item), encode_config_item, decode_config_item },
	{ "configuration_item_type_class_global", "Type of a global configuration item", 0x20, fields_configuration_item_type_class_global, 2,
	  sizeof(struct mlx5ctl_prm_configuration_item_type_class_global), encode_configuration_item_type_class_global, decode_configuration_item_type_class_global },
	{ "configuration_item_type_class_per_host_pf", "Type of a per-host, per-PF configuration item", 0x20, fields_configuration_item_type_class_per_host_pf, 4,
	  sizeof(struct mlx5ctl_prm_configuration_item_type_class_per_host_pf), encode_configuration_item_type_class_per_host_pf, decode_configuration_item_type_class_per_host_pf },
	{ "core_dump_header", "The emulated firmware's core dump starts with this (payload of a CORE_DUMP segment)", 0x100, fields_core_dump_header, 8,
	  sizeof(struct mlx5ctl_prm_core_dump_header), encode_core_dump_header, decode_core_dump_header },
	{ "core_dump_reg", "CORE_DUMP register", 0x200, fields_core_dump_reg, 9,
	  sizeof(struct mlx5ctl_prm_core_dump_reg), encode_core_dump_reg, decode_core_dump_reg },
	{ "counter_id", "A counter to sample (diagnostic_params_context.counter_id[])", 0x20, fields_counter_id, 1,
	  sizeof(struct mlx5ctl_prm_counter_id), encode_counter_id, decode_counter_id },
	{ "create_eq_in", "CREATE_EQ inbox, followed by the EQ's page addresses", 0x880, fields_create_eq_in, 6,
	  sizeof(struct mlx5ctl_prm_create_eq_in), encode_create_eq_in, decode_create_eq_in },
	{ "create_eq_out", "CREATE_EQ outbox", 0x80, fields_create_eq_out, 3,
	  sizeof(struct mlx5ctl_prm_create_eq_out), encode_create_eq_out, decode_create_eq_out },
	{ "create_mkey_in", "CREATE_MKEY inbox", 0x880, fields_create_mkey_in, 11,
	  sizeof(struct mlx5ctl_prm_create_mkey_in), encode_create_mkey_in, decode_create_mkey_in },
	{ "create_mkey_out", "CREATE_MKEY outbox", 0x80, fields_create_mkey_out, 3,
	  sizeof(struct mlx5ctl_prm_create_mkey_out), encode_create_mkey_out, decode_create_mkey_out },
	{ "create_uctx_in", "CREATE_UCTX inbox", 0x200, fields_create_uctx_in, 3,
	  sizeof(struct mlx5ctl_prm_create_uctx_in), encode_create_uctx_in, decode_create_uctx_in },
	{ "create_uctx_out", "CREATE_UCTX outbox", 0x80, fields_create_uctx_out, 3,
	  sizeof(struct mlx5ctl_prm_create_uctx_out), encode_create_uctx_out, decode_create_uctx_out },
	{ "create_umem_in", "CREATE_UMEM inbox", 0x180, fields_create_umem_in, 4,
	  sizeof(struct mlx5ctl_prm_create_umem_in), encode_create_umem_in, decode_create_umem_in },
	{ "create_umem_out", "CREATE_UMEM outbox", 0x80, fields_create_umem_out, 3,
	  sizeof(struct mlx5ctl_prm_create_umem_out), encode_create_umem_out, decode_create_umem_out },
	{ "dealloc_pd_in", "DEALLOC_PD inbox", 0x80, fields_dealloc_pd_in, 4,
	  sizeof(struct mlx5ctl_prm_dealloc_pd_in), encode_dealloc_pd_in, decode_dealloc_pd_in },
	{ "dealloc_pd_out", "DEALLOC_PD outbox", 0x80, fields_dealloc_pd_out, 2,
	  sizeof(struct mlx5ctl_prm_dealloc_pd_out), encode_dealloc_pd_out, decode_dealloc_pd_out },
	{ "dealloc_uar_in", "DEALLOC_UAR inbox", 0x80, fields_dealloc_uar_in, 4,
	  sizeof(struct mlx5ctl_prm_dealloc_uar_in), encode_dealloc_uar_in, decode_dealloc_uar_in },
	{ "dealloc_uar_out", "DEALLOC_UAR outbox", 0x80, fields_dealloc_uar_out, 2,
	  sizeof(struct mlx5ctl_prm_dealloc_uar_out), encode_dealloc_uar_out, decode_dealloc_uar_out },
	{ "debug_cap", "Debug capabilities (capability type 0xd)", 0x800, fields_debug_cap, 12,
	  sizeof(struct mlx5ctl_prm_debug_cap), encode_debug_cap, decode_debug_cap },
	{ "default_timeout", "One timeout of DTOR: to_value in units of to_multiplier (0 ms, 1 s, 2 min, 3 h)", 0x20, fields_default_timeout, 2,
	  sizeof(struct mlx5ctl_prm_default_timeout), encode_default_timeout, decode_default_timeout },
	{ "destroy_eq_in", "DESTROY_EQ inbox", 0x80, fields_destroy_eq_in, 3,
	  sizeof(struct mlx5ctl_prm_destroy_eq_in), encode_destroy_eq_in, decode_destroy_eq_in },
	{ "destroy_eq_out", "DESTROY_EQ outbox", 0x80, fields_destroy_eq_out, 2,
	  sizeof(struct mlx5ctl_prm_destroy_eq_out), encode_destroy_eq_out, decode_destroy_eq_out },
	{ "destroy_mkey_in", "DESTROY_MKEY inbox", 0x80, fields_destroy_mkey_in, 4,
	  sizeof(struct mlx5ctl_prm_destroy_mkey_in), encode_destroy_mkey_in, decode_destroy_mkey_in },
	{ "destroy_mkey_out", "DESTROY_MKEY outbox", 0x80, fields_destroy_mkey_out, 2,
	  sizeof(struct mlx5ctl_prm_destroy_mkey_out), encode_destroy_mkey_out, decode_destroy_mkey_out },
	{ "destroy_uctx_in", "DESTROY_UCTX inbox", 0x80, fields_destroy_uctx_in, 3,
	  sizeof(struct mlx5ctl_prm_destroy_uctx_in), encode_destroy_uctx_in, decode_destroy_uctx_in },
	{ "destroy_uctx_out", "DESTROY_UCTX outbox", 0x80, fields_destroy_uctx_out, 2,
	  sizeof(struct mlx5ctl_prm_destroy_uctx_out), encode_destroy_uctx_out, decode_destroy_uctx_out },
	{ "destroy_umem_in", "DESTROY_UMEM inbox", 0x80, fields_destroy_umem_in, 4,
	  sizeof(struct mlx5ctl_prm_destroy_umem_in), encode_destroy_umem_in, decode_destroy_umem_in },
	{ "destroy_umem_out", "DESTROY_UMEM outbox", 0x80, fields_destroy_umem_out, 2,
	  sizeof(struct mlx5ctl_prm_destroy_umem_out), encode_destroy_umem_out, decode_destroy_umem_out },
	{ "device_event_cap", "Device event capabilities (capability type 0x14)", 0x200, fields_device_event_cap, 2,
	  sizeof(struct mlx5ctl_prm_device_event_cap), encode_device_event_cap, decode_device_event_cap },
	{ "device_mem_cap", "Device memory capabilities (capability type 0xf)", 0x800, fields_device_mem_cap, 16,
	  sizeof(struct mlx5ctl_prm_device_mem_cap), encode_device_mem_cap, decode_device_mem_cap },
	{ "diagnostic_cntr_layout", "A diagnostic counter the device has (debug_cap.diagnostic_counter[])", 0x20, fields_diagnostic_cntr_layout, 2,
	  sizeof(struct mlx5ctl_prm_diagnostic_cntr_layout), encode_diagnostic_cntr_layout, decode_diagnostic_cntr_layout },
	{ "diagnostic_cntr_struct", "One counter's value in one sample", 0x80, fields_diagnostic_cntr_struct, 5,
	  sizeof(struct mlx5ctl_prm_diagnostic_cntr_struct), encode_diagnostic_cntr_struct, decode_diagnostic_cntr_struct },
	{ "diagnostic_params_context", "Diagnostic sampling parameters, followed by num_of_counters counter ids", 0xc0, fields_diagnostic_params_context, 10,
	  sizeof(struct mlx5ctl_prm_diagnostic_params_context), encode_diagnostic_params_context, decode_diagnostic_params_context },
	{ "disable_hca_in", "DISABLE_HCA inbox", 0x80, fields_disable_hca_in, 4,
	  sizeof(struct mlx5ctl_prm_disable_hca_in), encode_disable_hca_in, decode_disable_hca_in },
	{ "disable_hca_out", "DISABLE_HCA outbox", 0x60, fields_disable_hca_out, 2,
	  sizeof(struct mlx5ctl_prm_disable_hca_out), encode_disable_hca_out, decode_disable_hca_out },
	{ "dtor_reg", "DTOR register (default timeouts)", 0x200, fields_dtor_reg, 11,
	  sizeof(struct mlx5ctl_prm_dtor_reg), encode_dtor_reg, decode_dtor_reg },
	{ "e_switch_cap", "E-switch capabilities (capability type 0x9)", 0x800, fields_e_switch_cap, 22,
	  sizeof(struct mlx5ctl_prm_e_switch_cap), encode_e_switch_cap, decode_e_switch_cap },
	{ "enable_hca_in", "ENABLE_HCA inbox", 0x80, fields_enable_hca_in, 4,
	  sizeof(struct mlx5ctl_prm_enable_hca_in), encode_enable_hca_in, decode_enable_hca_in },
	{ "enable_hca_out", "ENABLE_HCA outbox", 0x60, fields_enable_hca_out, 2,
	  sizeof(struct mlx5ctl_prm_enable_hca_out), encode_enable_hca_out, decode_enable_hca_out },
	{ "eq_doorbell", "The value written to an EQ doorbell", 0x20, fields_eq_doorbell, 2,
	  sizeof(struct mlx5ctl_prm_eq_doorbell), encode_eq_doorbell, decode_eq_doorbell },
	{ "eqc", "Event queue context", 0x200, fields_eqc, 11,
	  sizeof(struct mlx5ctl_prm_eqc), encode_eqc, decode_eqc },
	{ "eqe", "Event queue entry", 0x200, fields_eqe, 5,
	  sizeof(struct mlx5ctl_prm_eqe), encode_eqe, decode_eqe },
	{ "flow_table_eswitch_cap", "E-switch flow table capabilities (capability type 0x8)", 0x8000, fields_flow_table_eswitch_cap, 20,
	  sizeof(struct mlx5ctl_prm_flow_table_eswitch_cap), encode_flow_table_eswitch_cap, decode_flow_table_eswitch_cap },
	{ "flow_table_fields_supported", "Match fields a flow table supports", 0x80, fields_flow_table_fields_supported, 68,
	  sizeof(struct mlx5ctl_prm_flow_table_fields_supported), encode_flow_table_fields_supported, decode_flow_table_fields_supported },
	{ "flow_table_fields_supported_2", "Match fields a flow table supports (2)", 0x80, fields_flow_table_fields_supported_2, 4,
	  sizeof(struct mlx5ctl_prm_flow_table_fields_supported_2), encode_flow_table_fields_supported_2, decode_flow_table_fields_supported_2 },
	{ "flow_table_nic_cap", "NIC flow table capabilities (capability type 0x7)", 0x8000, fields_flow_table_nic_cap, 19,
	  sizeof(struct mlx5ctl_prm_flow_table_nic_cap), encode_flow_table_nic_cap, decode_flow_table_nic_cap },
	{ "flow_table_prop_layout", "Flow table properties of one table type", 0x200, fields_flow_table_prop_layout, 54,
	  sizeof(struct mlx5ctl_prm_flow_table_prop_layout), encode_flow_table_prop_layout, decode_flow_table_prop_layout },
	{ "fs4_dev_info", "DEV_INFO section (the device data in use)", 0x1000, fields_fs4_dev_info, 9,
	  sizeof(struct mlx5ctl_prm_fs4_dev_info), encode_fs4_dev_info, decode_fs4_dev_info },
	{ "fs4_guids", "GUIDs and MACs", 0x100, fields_fs4_guids, 2,
	  sizeof(struct mlx5ctl_prm_fs4_guids), encode_fs4_guids, decode_fs4_guids },
	{ "fs4_hw_pointer", "A hardware pointer (image start + 0x18, 16 of them): the pointer and its HW CRC", 0x40, fields_fs4_hw_pointer, 2,
	  sizeof(struct mlx5ctl_prm_fs4_hw_pointer), encode_fs4_hw_pointer, decode_fs4_hw_pointer },
	{ "fs4_image_info", "IMAGE_INFO section", 0x2000, fields_fs4_image_info, 25,
	  sizeof(struct mlx5ctl_prm_fs4_image_info), encode_fs4_image_info, decode_fs4_image_info },
	{ "fs4_mfg_info", "MFG_INFO section (the manufacturing data)", 0xa00, fields_fs4_mfg_info, 5,
	  sizeof(struct mlx5ctl_prm_fs4_mfg_info), encode_fs4_mfg_info, decode_fs4_mfg_info },
	{ "fs4_toc_entry", "ITOC / DTOC entry: one section", 0x100, fields_fs4_toc_entry, 11,
	  sizeof(struct mlx5ctl_prm_fs4_toc_entry), encode_fs4_toc_entry, decode_fs4_toc_entry },
	{ "fs4_toc_header", "ITOC / DTOC header", 0x100, fields_fs4_toc_header, 7,
	  sizeof(struct mlx5ctl_prm_fs4_toc_header), encode_fs4_toc_header, decode_fs4_toc_header },
	{ "fs4_tools_area", "Tools area (pointed to by the tools pointer)", 0x200, fields_fs4_tools_area, 6,
	  sizeof(struct mlx5ctl_prm_fs4_tools_area), encode_fs4_tools_area, decode_fs4_tools_area },
	{ "fs4_uid_entry", "A range of GUIDs or MACs: the first one, how many, the step", 0x80, fields_fs4_uid_entry, 3,
	  sizeof(struct mlx5ctl_prm_fs4_uid_entry), encode_fs4_uid_entry, decode_fs4_uid_entry },
	{ "fw_version_time", "A firmware version and its build time (the date in BCD, as MGIR); also ICMD GET_FW_INFO's", 0x80, fields_fw_version_time, 9,
	  sizeof(struct mlx5ctl_prm_fw_version_time), encode_fw_version_time, decode_fw_version_time },
	{ "health_buffer", "Firmware health buffer inside the initialization segment", 0x200, fields_health_buffer, 12,
	  sizeof(struct mlx5ctl_prm_health_buffer), encode_health_buffer, decode_health_buffer },
	{ "host_endianness_reg", "HOST_ENDIANNESS register", 0x80, fields_host_endianness_reg, 1,
	  sizeof(struct mlx5ctl_prm_host_endianness_reg), encode_host_endianness_reg, decode_host_endianness_reg },
	{ "icmd_ctrl", "ICMD control word (ICMD space address 0x0, one dword)", 0x20, fields_icmd_ctrl, 4,
	  sizeof(struct mlx5ctl_prm_icmd_ctrl), encode_icmd_ctrl, decode_icmd_ctrl },
	{ "icmd_get_fw_info", "GET_FW_INFO output", 0x120, fields_icmd_get_fw_info, 3,
	  sizeof(struct mlx5ctl_prm_icmd_get_fw_info), encode_icmd_get_fw_info, decode_icmd_get_fw_info },
	{ "icmd_op_tlv", "Operation TLV: the register access, its direction and status", 0x80, fields_icmd_op_tlv, 9,
	  sizeof(struct mlx5ctl_prm_icmd_op_tlv), encode_icmd_op_tlv, decode_icmd_op_tlv },
	{ "icmd_query_cap_general", "QUERY_CAP_GENERAL output (capability group 0)", 0x40, fields_icmd_query_cap_general, 12,
	  sizeof(struct mlx5ctl_prm_icmd_query_cap_general), encode_icmd_query_cap_general, decode_icmd_query_cap_general },
	{ "icmd_query_cap_in", "QUERY_CAP_GENERAL input", 0x20, fields_icmd_query_cap_in, 1,
	  sizeof(struct mlx5ctl_prm_icmd_query_cap_in), encode_icmd_query_cap_in, decode_icmd_query_cap_in },
	{ "icmd_reg_tlv", "Register TLV header; the register's bytes follow", 0x20, fields_icmd_reg_tlv, 2,
	  sizeof(struct mlx5ctl_prm_icmd_reg_tlv), encode_icmd_reg_tlv, decode_icmd_reg_tlv },
	{ "init_hca_in", "INIT_HCA inbox", 0x100, fields_init_hca_in, 4,
	  sizeof(struct mlx5ctl_prm_init_hca_in), encode_init_hca_in, decode_init_hca_in },
	{ "init_hca_out", "INIT_HCA outbox", 0x80, fields_init_hca_out, 2,
	  sizeof(struct mlx5ctl_prm_init_hca_out), encode_init_hca_out, decode_init_hca_out },
	{ "initial_seg", "The initialization segment at the start of BAR0 (device.h: struct mlx5_init_seg)", 0x20060, fields_initial_seg, 26,
	  sizeof(struct mlx5ctl_prm_initial_seg), encode_initial_seg, decode_initial_seg },
	{ "manage_pages_in", "MANAGE_PAGES inbox, followed by input_num_entries page addresses", 0x80, fields_manage_pages_in, 6,
	  sizeof(struct mlx5ctl_prm_manage_pages_in), encode_manage_pages_in, decode_manage_pages_in },
	{ "manage_pages_out", "MANAGE_PAGES outbox, followed by output_num_entries page addresses", 0x80, fields_manage_pages_out, 4,
	  sizeof(struct mlx5ctl_prm_manage_pages_out), encode_manage_pages_out, decode_manage_pages_out },
	{ "mbox_in_hdr", "The first 16 bytes of every command inbox", 0x80, fields_mbox_in_hdr, 4,
	  sizeof(struct mlx5ctl_prm_mbox_in_hdr), encode_mbox_in_hdr, decode_mbox_in_hdr },
	{ "mbox_out_hdr", "The first 16 bytes of every command outbox", 0x80, fields_mbox_out_hdr, 2,
	  sizeof(struct mlx5ctl_prm_mbox_out_hdr), encode_mbox_out_hdr, decode_mbox_out_hdr },
	{ "mcam_access_reg", "MCAM access registers 0x9000-0x907f: bit i (from the LSB) = register 0x9000 + i", 0x80, fields_mcam_access_reg, 19,
	  sizeof(struct mlx5ctl_prm_mcam_access_reg), encode_mcam_access_reg, decode_mcam_access_reg },
	{ "mcam_reg", "MCAM register", 0x240, fields_mcam_reg, 4,
	  sizeof(struct mlx5ctl_prm_mcam_reg), encode_mcam_reg, decode_mcam_reg },
	{ "mcia_reg", "MCIA register", 0x480, fields_mcia_reg, 8,
	  sizeof(struct mlx5ctl_prm_mcia_reg), encode_mcia_reg, decode_mcia_reg },
	{ "mfba_reg", "MFBA register", 0x860, fields_mfba_reg, 5,
	  sizeof(struct mlx5ctl_prm_mfba_reg), encode_mfba_reg, decode_mfba_reg },
	{ "mfbe_reg", "MFBE register", 0x60, fields_mfbe_reg, 5,
	  sizeof(struct mlx5ctl_prm_mfbe_reg), encode_mfbe_reg, decode_mfbe_reg },
	{ "mfpa_reg", "MFPA register", 0x100, fields_mfpa_reg, 14,
	  sizeof(struct mlx5ctl_prm_mfpa_reg), encode_mfpa_reg, decode_mfpa_reg },
	{ "mfrl_reg", "MFRL register", 0x40, fields_mfrl_reg, 7,
	  sizeof(struct mlx5ctl_prm_mfrl_reg), encode_mfrl_reg, decode_mfrl_reg },
	{ "mgir_dev_info", "MGIR device information", 0xe0, fields_mgir_dev_info, 1,
	  sizeof(struct mlx5ctl_prm_mgir_dev_info), encode_mgir_dev_info, decode_mgir_dev_info },
	{ "mgir_fw_info", "MGIR firmware information", 0x200, fields_mgir_fw_info, 24,
	  sizeof(struct mlx5ctl_prm_mgir_fw_info), encode_mgir_fw_info, decode_mgir_fw_info },
	{ "mgir_hardware_info", "MGIR hardware information", 0x100, fields_mgir_hardware_info, 16,
	  sizeof(struct mlx5ctl_prm_mgir_hardware_info), encode_mgir_hardware_info, decode_mgir_hardware_info },
	{ "mgir_reg", "MGIR register", 0x500, fields_mgir_reg, 4,
	  sizeof(struct mlx5ctl_prm_mgir_reg), encode_mgir_reg, decode_mgir_reg },
	{ "mgir_sw_info", "MGIR driver (software) information", 0x100, fields_mgir_sw_info, 3,
	  sizeof(struct mlx5ctl_prm_mgir_sw_info), encode_mgir_sw_info, decode_mgir_sw_info },
	{ "mkc", "Memory key context", 0x200, fields_mkc, 27,
	  sizeof(struct mlx5ctl_prm_mkc), encode_mkc, decode_mkc },
	{ "mnvda_reg", "MNVDA register", 0x860, fields_mnvda_reg, 2,
	  sizeof(struct mlx5ctl_prm_mnvda_reg), encode_mnvda_reg, decode_mnvda_reg },
	{ "mnvgc_reg", "MNVGC register", 0x80, fields_mnvgc_reg, 3,
	  sizeof(struct mlx5ctl_prm_mnvgc_reg), encode_mnvgc_reg, decode_mnvgc_reg },
	{ "mnvia_reg", "MNVIA register (no fields the model reads)", 0x40, fields_mnvia_reg, 0,
	  sizeof(struct mlx5ctl_prm_mnvia_reg), encode_mnvia_reg, decode_mnvia_reg },
	{ "mnvqc_reg", "MNVQC register", 0x40, fields_mnvqc_reg, 4,
	  sizeof(struct mlx5ctl_prm_mnvqc_reg), encode_mnvqc_reg, decode_mnvqc_reg },
	{ "mqis_reg", "MQIS register", 0xc0, fields_mqis_reg, 5,
	  sizeof(struct mlx5ctl_prm_mqis_reg), encode_mqis_reg, decode_mqis_reg },
	{ "mtcap_reg", "MTCAP register", 0x80, fields_mtcap_reg, 2,
	  sizeof(struct mlx5ctl_prm_mtcap_reg), encode_mtcap_reg, decode_mtcap_reg },
	{ "mtmp_reg", "MTMP register", 0x100, fields_mtmp_reg, 10,
	  sizeof(struct mlx5ctl_prm_mtmp_reg), encode_mtmp_reg, decode_mtmp_reg },
	{ "mtt", "Memory translation table entry: a page address and its access bits", 0x40, fields_mtt, 4,
	  sizeof(struct mlx5ctl_prm_mtt), encode_mtt, decode_mtt },
	{ "nv_global_pci_cap", "Configuration item GLOBAL_PCI_CAP (class 0, index 0x81)", 0xa0, fields_nv_global_pci_cap, 4,
	  sizeof(struct mlx5ctl_prm_nv_global_pci_cap), encode_nv_global_pci_cap, decode_nv_global_pci_cap },
	{ "nv_global_pci_conf", "Configuration item GLOBAL_PCI_CONF (class 0, index 0x80)", 0x60, fields_nv_global_pci_conf, 4,
	  sizeof(struct mlx5ctl_prm_nv_global_pci_conf), encode_nv_global_pci_conf, decode_nv_global_pci_conf },
	{ "nv_pf_pci_conf", "Configuration item PF_PCI_CONF (class 3, index 0x80)", 0x80, fields_nv_pf_pci_conf, 2,
	  sizeof(struct mlx5ctl_prm_nv_pf_pci_conf), encode_nv_pf_pci_conf, decode_nv_pf_pci_conf },
	{ "odp_cap", "On-demand paging capabilities (capability type 0x2)", 0x800, fields_odp_cap, 3,
	  sizeof(struct mlx5ctl_prm_odp_cap), encode_odp_cap, decode_odp_cap },
	{ "odp_per_transport_service_cap", "ODP capabilities of one transport service", 0x20, fields_odp_per_transport_service_cap, 6,
	  sizeof(struct mlx5ctl_prm_odp_per_transport_service_cap), encode_odp_per_transport_service_cap, decode_odp_per_transport_service_cap },
	{ "odp_scheme_cap", "ODP capabilities of one page-fault scheme", 0x200, fields_odp_scheme_cap, 7,
	  sizeof(struct mlx5ctl_prm_odp_scheme_cap), encode_odp_scheme_cap, decode_odp_scheme_cap },
	{ "paos_reg", "PAOS register", 0x80, fields_paos_reg, 7,
	  sizeof(struct mlx5ctl_prm_paos_reg), encode_paos_reg, decode_paos_reg },
	{ "pddr_advanced_opcode", "PDDR troubleshooting status, advanced debug opcode group (group_opcode 1)", 0x20, fields_pddr_advanced_opcode, 1,
	  sizeof(struct mlx5ctl_prm_pddr_advanced_opcode), encode_pddr_advanced_opcode, decode_pddr_advanced_opcode },
	{ "pddr_module_info", "PDDR module information page", 0x680, fields_pddr_module_info, 52,
	  sizeof(struct mlx5ctl_prm_pddr_module_info), encode_pddr_module_info, decode_pddr_module_info },
	{ "pddr_monitor_opcode", "PDDR troubleshooting status, monitor opcode group", 0x20, fields_pddr_monitor_opcode, 1,
	  sizeof(struct mlx5ctl_prm_pddr_monitor_opcode), encode_pddr_monitor_opcode, decode_pddr_monitor_opcode },
	{ "pddr_operation_info_page", "PDDR operational information page", 0x7c0, fields_pddr_operation_info_page, 21,
	  sizeof(struct mlx5ctl_prm_pddr_operation_info_page), encode_pddr_operation_info_page, decode_pddr_operation_info_page },
	{ "pddr_reg", "PDDR register (Port Diagnostics Database)", 0x800, fields_pddr_reg, 9,
	  sizeof(struct mlx5ctl_prm_pddr_reg), encode_pddr_reg, decode_pddr_reg },
	{ "pddr_troubleshooting_page", "PDDR troubleshooting information page", 0x7c0, fields_pddr_troubleshooting_page, 3,
	  sizeof(struct mlx5ctl_prm_pddr_troubleshooting_page), encode_pddr_troubleshooting_page, decode_pddr_troubleshooting_page },
	{ "per_protocol_networking_offload_caps", "Ethernet offload capabilities (capability type 0x1)", 0x800, fields_per_protocol_networking_offload_caps, 38,
	  sizeof(struct mlx5ctl_prm_per_protocol_networking_offload_caps), encode_per_protocol_networking_offload_caps, decode_per_protocol_networking_offload_caps },
	{ "pmlp_lane", "PMLP: one lane's module mapping (PRM; a plain u32 in mlx5_ifc.h)", 0x20, fields_pmlp_lane, 4,
	  sizeof(struct mlx5ctl_prm_pmlp_lane), encode_pmlp_lane, decode_pmlp_lane },
	{ "pmlp_reg", "PMLP register", 0x200, fields_pmlp_reg, 7,
	  sizeof(struct mlx5ctl_prm_pmlp_reg), encode_pmlp_reg, decode_pmlp_reg },
	{ "port_selection_cap", "Port selection capabilities (capability type 0x25)", 0x8000, fields_port_selection_cap, 4,
	  sizeof(struct mlx5ctl_prm_port_selection_cap), encode_port_selection_cap, decode_port_selection_cap },
	{ "ptys_reg", "PTYS register", 0x200, fields_ptys_reg, 22,
	  sizeof(struct mlx5ctl_prm_ptys_reg), encode_ptys_reg, decode_ptys_reg },
	{ "qos_cap", "QoS capabilities (capability type 0xc)", 0x800, fields_qos_cap, 24,
	  sizeof(struct mlx5ctl_prm_qos_cap), encode_qos_cap, decode_qos_cap },
	{ "query_adapter_in", "QUERY_ADAPTER inbox", 0x80, fields_query_adapter_in, 2,
	  sizeof(struct mlx5ctl_prm_query_adapter_in), encode_query_adapter_in, decode_query_adapter_in },
	{ "query_adapter_out", "QUERY_ADAPTER outbox", 0x880, fields_query_adapter_out, 3,
	  sizeof(struct mlx5ctl_prm_query_adapter_out), encode_query_adapter_out, decode_query_adapter_out },
	{ "query_adapter_param_block", "Adapter identity", 0x800, fields_query_adapter_param_block, 4,
	  sizeof(struct mlx5ctl_prm_query_adapter_param_block), encode_query_adapter_param_block, decode_query_adapter_param_block },
	{ "query_diagnostic_counters_in", "QUERY_DIAGNOSTIC_COUNTERS inbox", 0x80, fields_query_diagnostic_counters_in, 4,
	  sizeof(struct mlx5ctl_prm_query_diagnostic_counters_in), encode_query_diagnostic_counters_in, decode_query_diagnostic_counters_in },
	{ "query_diagnostic_counters_out", "QUERY_DIAGNOSTIC_COUNTERS outbox: num_of_samples x num_of_counters entries", 0x80, fields_query_diagnostic_counters_out, 3,
	  sizeof(struct mlx5ctl_prm_query_diagnostic_counters_out), encode_query_diagnostic_counters_out, decode_query_diagnostic_counters_out },
	{ "query_diagnostic_params_in", "QUERY_DIAGNOSTIC_PARAMS inbox", 0x80, fields_query_diagnostic_params_in, 2,
	  sizeof(struct mlx5ctl_prm_query_diagnostic_params_in), encode_query_diagnostic_params_in, decode_query_diagnostic_params_in },
	{ "query_diagnostic_params_out", "QUERY_DIAGNOSTIC_PARAMS outbox", 0x100, fields_query_diagnostic_params_out, 3,
	  sizeof(struct mlx5ctl_prm_query_diagnostic_params_out), encode_query_diagnostic_params_out, decode_query_diagnostic_params_out },
	{ "query_eq_in", "QUERY_EQ inbox", 0x80, fields_query_eq_in, 3,
	  sizeof(struct mlx5ctl_prm_query_eq_in), encode_query_eq_in, decode_query_eq_in },
	{ "query_eq_out", "QUERY_EQ outbox", 0x880, fields_query_eq_out, 4,
	  sizeof(struct mlx5ctl_prm_query_eq_out), encode_query_eq_out, decode_query_eq_out },
	{ "query_hca_cap_in", "QUERY_HCA_CAP inbox", 0x80, fields_query_hca_cap_in, 5,
	  sizeof(struct mlx5ctl_prm_query_hca_cap_in), encode_query_hca_cap_in, decode_query_hca_cap_in },
	{ "query_hca_cap_out", "QUERY_HCA_CAP outbox", 0x8080, fields_query_hca_cap_out, 3,
	  sizeof(struct mlx5ctl_prm_query_hca_cap_out), encode_query_hca_cap_out, decode_query_hca_cap_out },
	{ "query_issi_in", "QUERY_ISSI inbox", 0x80, fields_query_issi_in, 2,
	  sizeof(struct mlx5ctl_prm_query_issi_in), encode_query_issi_in, decode_query_issi_in },
	{ "query_issi_out", "QUERY_ISSI outbox", 0x380, fields_query_issi_out, 4,
	  sizeof(struct mlx5ctl_prm_query_issi_out), encode_query_issi_out, decode_query_issi_out },
	{ "query_mkey_in", "QUERY_MKEY inbox", 0x80, fields_query_mkey_in, 4,
	  sizeof(struct mlx5ctl_prm_query_mkey_in), encode_query_mkey_in, decode_query_mkey_in },
	{ "query_mkey_out", "QUERY_MKEY outbox", 0x980, fields_query_mkey_out, 5,
	  sizeof(struct mlx5ctl_prm_query_mkey_out), encode_query_mkey_out, decode_query_mkey_out },
	{ "query_pages_in", "QUERY_PAGES inbox", 0x80, fields_query_pages_in, 4,
	  sizeof(struct mlx5ctl_prm_query_pages_in), encode_query_pages_in, decode_query_pages_in },
	{ "query_pages_out", "QUERY_PAGES outbox", 0x80, fields_query_pages_out, 5,
	  sizeof(struct mlx5ctl_prm_query_pages_out), encode_query_pages_out, decode_query_pages_out },
	{ "query_vport_state_in", "QUERY_VPORT_STATE inbox", 0x80, fields_query_vport_state_in, 4,
	  sizeof(struct mlx5ctl_prm_query_vport_state_in), encode_query_vport_state_in, decode_query_vport_state_in },
	{ "query_vport_state_out", "QUERY_VPORT_STATE outbox", 0x80, fields_query_vport_state_out, 4,
	  sizeof(struct mlx5ctl_prm_query_vport_state_out), encode_query_vport_state_out, decode_query_vport_state_out },
	{ "resource_dump", "RESOURCE_DUMP register", 0x800, fields_resource_dump, 14,
	  sizeof(struct mlx5ctl_prm_resource_dump), encode_resource_dump, decode_resource_dump },
	{ "resource_dump_command_segment", "COMMAND segment: the request echoed", 0xa0, fields_resource_dump_command_segment, 7,
	  sizeof(struct mlx5ctl_prm_resource_dump_command_segment), encode_resource_dump_command_segment, decode_resource_dump_command_segment },
	{ "resource_dump_error_segment", "ERROR segment", 0x180, fields_resource_dump_error_segment, 3,
	  sizeof(struct mlx5ctl_prm_resource_dump_error_segment), encode_resource_dump_error_segment, decode_resource_dump_error_segment },
	{ "resource_dump_info_segment", "INFO segment", 0x80, fields_resource_dump_info_segment, 4,
	  sizeof(struct mlx5ctl_prm_resource_dump_info_segment), encode_resource_dump_info_segment, decode_resource_dump_info_segment },
	{ "resource_dump_menu_record", "One dumpable segment type", 0x1a0, fields_resource_dump_menu_record, 16,
	  sizeof(struct mlx5ctl_prm_resource_dump_menu_record), encode_resource_dump_menu_record, decode_resource_dump_menu_record },
	{ "resource_dump_menu_segment", "MENU segment: the dumpable segment types", 0x40, fields_resource_dump_menu_segment, 3,
	  sizeof(struct mlx5ctl_prm_resource_dump_menu_segment), encode_resource_dump_menu_segment, decode_resource_dump_menu_segment },
	{ "resource_dump_resource_segment", "A resource's data", 0x80, fields_resource_dump_resource_segment, 4,
	  sizeof(struct mlx5ctl_prm_resource_dump_resource_segment), encode_resource_dump_resource_segment, decode_resource_dump_resource_segment },
	{ "resource_dump_segment_header", "Header of every resource dump segment", 0x20, fields_resource_dump_segment_header, 2,
	  sizeof(struct mlx5ctl_prm_resource_dump_segment_header), encode_resource_dump_segment_header, decode_resource_dump_segment_header },
	{ "resource_dump_terminate_segment", "TERMINATE segment", 0x20, fields_resource_dump_terminate_segment, 1,
	  sizeof(struct mlx5ctl_prm_resource_dump_terminate_segment), encode_resource_dump_terminate_segment, decode_resource_dump_terminate_segment },
	{ "roce_cap", "RoCE capabilities (capability type 0x4)", 0x800, fields_roce_cap, 13,
	  sizeof(struct mlx5ctl_prm_roce_cap), encode_roce_cap, decode_roce_cap },
	{ "set_diagnostic_params_in", "SET_DIAGNOSTIC_PARAMS inbox", 0x100, fields_set_diagnostic_params_in, 3,
	  sizeof(struct mlx5ctl_prm_set_diagnostic_params_in), encode_set_diagnostic_params_in, decode_set_diagnostic_params_in },
	{ "set_diagnostic_params_out", "SET_DIAGNOSTIC_PARAMS outbox", 0x80, fields_set_diagnostic_params_out, 2,
	  sizeof(struct mlx5ctl_prm_set_diagnostic_params_out), encode_set_diagnostic_params_out, decode_set_diagnostic_params_out },
	{ "set_hca_cap_in", "SET_HCA_CAP inbox", 0x8080, fields_set_hca_cap_in, 6,
	  sizeof(struct mlx5ctl_prm_set_hca_cap_in), encode_set_hca_cap_in, decode_set_hca_cap_in },
	{ "set_hca_cap_out", "SET_HCA_CAP outbox", 0x80, fields_set_hca_cap_out, 2,
	  sizeof(struct mlx5ctl_prm_set_hca_cap_out), encode_set_hca_cap_out, decode_set_hca_cap_out },
	{ "set_issi_in", "SET_ISSI inbox", 0x80, fields_set_issi_in, 3,
	  sizeof(struct mlx5ctl_prm_set_issi_in), encode_set_issi_in, decode_set_issi_in },
	{ "set_issi_out", "SET_ISSI outbox", 0x80, fields_set_issi_out, 2,
	  sizeof(struct mlx5ctl_prm_set_issi_out), encode_set_issi_out, decode_set_issi_out },
	{ "teardown_hca_in", "TEARDOWN_HCA inbox", 0x80, fields_teardown_hca_in, 3,
	  sizeof(struct mlx5ctl_prm_teardown_hca_in), encode_teardown_hca_in, decode_teardown_hca_in },
	{ "teardown_hca_out", "TEARDOWN_HCA outbox", 0x80, fields_teardown_hca_out, 3,
	  sizeof(struct mlx5ctl_prm_teardown_hca_out), encode_teardown_hca_out, decode_teardown_hca_out },
	{ "uar_page", "A UAR page in BAR0 (page i at BAR0 + i * 4096): the EQ doorbells (eq.c)", 0x8000, fields_uar_page, 2,
	  sizeof(struct mlx5ctl_prm_uar_page), encode_uar_page, decode_uar_page },
	{ "uctx", "User context", 0x180, fields_uctx, 1,
	  sizeof(struct mlx5ctl_prm_uctx), encode_uctx, decode_uctx },
	{ "umem", "User memory descriptor", 0x100, fields_umem, 5,
	  sizeof(struct mlx5ctl_prm_umem), encode_umem, decode_umem },
};
const unsigned int mlx5ctl_prm_nstructs = 165;

const struct mlx5ctl_struct_desc *const mlx5ctl_prm_access_register_in_desc = &mlx5ctl_prm_structs[0];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_access_register_out_desc = &mlx5ctl_prm_structs[1];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_adv_virtualization_cap_desc = &mlx5ctl_prm_structs[2];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_alloc_pd_in_desc = &mlx5ctl_prm_structs[3];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_alloc_pd_out_desc = &mlx5ctl_prm_structs[4];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_alloc_uar_in_desc = &mlx5ctl_prm_structs[5];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_alloc_uar_out_desc = &mlx5ctl_prm_structs[6];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_atomic_caps_desc = &mlx5ctl_prm_structs[7];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_cmd_hca_cap_desc = &mlx5ctl_prm_structs[8];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_cmd_hca_cap_2_desc = &mlx5ctl_prm_structs[9];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_cmd_if_box_desc = &mlx5ctl_prm_structs[10];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_cmd_inter_comp_event_desc = &mlx5ctl_prm_structs[11];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_cmd_queue_entry_desc = &mlx5ctl_prm_structs[12];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_config_item_desc = &mlx5ctl_prm_structs[13];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_configuration_item_type_class_global_desc = &mlx5ctl_prm_structs[14];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_configuration_item_type_class_per_host_pf_desc = &mlx5ctl_prm_structs[15];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_core_dump_header_desc = &mlx5ctl_prm_structs[16];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_core_dump_reg_desc = &mlx5ctl_prm_structs[17];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_counter_id_desc = &mlx5ctl_prm_structs[18];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_create_eq_in_desc = &mlx5ctl_prm_structs[19];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_create_eq_out_desc = &mlx5ctl_prm_structs[20];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_create_mkey_in_desc = &mlx5ctl_prm_structs[21];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_create_mkey_out_desc = &mlx5ctl_prm_structs[22];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_create_uctx_in_desc = &mlx5ctl_prm_structs[23];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_create_uctx_out_desc = &mlx5ctl_prm_structs[24];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_create_umem_in_desc = &mlx5ctl_prm_structs[25];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_create_umem_out_desc = &mlx5ctl_prm_structs[26];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_dealloc_pd_in_desc = &mlx5ctl_prm_structs[27];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_dealloc_pd_out_desc = &mlx5ctl_prm_structs[28];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_dealloc_uar_in_desc = &mlx5ctl_prm_structs[29];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_dealloc_uar_out_desc = &mlx5ctl_prm_structs[30];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_debug_cap_desc = &mlx5ctl_prm_structs[31];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_default_timeout_desc = &mlx5ctl_prm_structs[32];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_destroy_eq_in_desc = &mlx5ctl_prm_structs[33];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_destroy_eq_out_desc = &mlx5ctl_prm_structs[34];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_destroy_mkey_in_desc = &mlx5ctl_prm_structs[35];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_destroy_mkey_out_desc = &mlx5ctl_prm_structs[36];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_destroy_uctx_in_desc = &mlx5ctl_prm_structs[37];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_destroy_uctx_out_desc = &mlx5ctl_prm_structs[38];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_destroy_umem_in_desc = &mlx5ctl_prm_structs[39];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_destroy_umem_out_desc = &mlx5ctl_prm_structs[40];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_device_event_cap_desc = &mlx5ctl_prm_structs[41];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_device_mem_cap_desc = &mlx5ctl_prm_structs[42];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_diagnostic_cntr_layout_desc = &mlx5ctl_prm_structs[43];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_diagnostic_cntr_struct_desc = &mlx5ctl_prm_structs[44];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_diagnostic_params_context_desc = &mlx5ctl_prm_structs[45];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_disable_hca_in_desc = &mlx5ctl_prm_structs[46];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_disable_hca_out_desc = &mlx5ctl_prm_structs[47];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_dtor_reg_desc = &mlx5ctl_prm_structs[48];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_e_switch_cap_desc = &mlx5ctl_prm_structs[49];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_enable_hca_in_desc = &mlx5ctl_prm_structs[50];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_enable_hca_out_desc = &mlx5ctl_prm_structs[51];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_eq_doorbell_desc = &mlx5ctl_prm_structs[52];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_eqc_desc = &mlx5ctl_prm_structs[53];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_eqe_desc = &mlx5ctl_prm_structs[54];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_flow_table_eswitch_cap_desc = &mlx5ctl_prm_structs[55];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_flow_table_fields_supported_desc = &mlx5ctl_prm_structs[56];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_flow_table_fields_supported_2_desc = &mlx5ctl_prm_structs[57];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_flow_table_nic_cap_desc = &mlx5ctl_prm_structs[58];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_flow_table_prop_layout_desc = &mlx5ctl_prm_structs[59];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fs4_dev_info_desc = &mlx5ctl_prm_structs[60];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fs4_guids_desc = &mlx5ctl_prm_structs[61];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fs4_hw_pointer_desc = &mlx5ctl_prm_structs[62];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fs4_image_info_desc = &mlx5ctl_prm_structs[63];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fs4_mfg_info_desc = &mlx5ctl_prm_structs[64];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fs4_toc_entry_desc = &mlx5ctl_prm_structs[65];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fs4_toc_header_desc = &mlx5ctl_prm_structs[66];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fs4_tools_area_desc = &mlx5ctl_prm_structs[67];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fs4_uid_entry_desc = &mlx5ctl_prm_structs[68];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_fw_version_time_desc = &mlx5ctl_prm_structs[69];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_health_buffer_desc = &mlx5ctl_prm_structs[70];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_host_endianness_reg_desc = &mlx5ctl_prm_structs[71];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_icmd_ctrl_desc = &mlx5ctl_prm_structs[72];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_icmd_get_fw_info_desc = &mlx5ctl_prm_structs[73];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_icmd_op_tlv_desc = &mlx5ctl_prm_structs[74];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_icmd_query_cap_general_desc = &mlx5ctl_prm_structs[75];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_icmd_query_cap_in_desc = &mlx5ctl_prm_structs[76];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_icmd_reg_tlv_desc = &mlx5ctl_prm_structs[77];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_init_hca_in_desc = &mlx5ctl_prm_structs[78];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_init_hca_out_desc = &mlx5ctl_prm_structs[79];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_initial_seg_desc = &mlx5ctl_prm_structs[80];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_manage_pages_in_desc = &mlx5ctl_prm_structs[81];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_manage_pages_out_desc = &mlx5ctl_prm_structs[82];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mbox_in_hdr_desc = &mlx5ctl_prm_structs[83];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mbox_out_hdr_desc = &mlx5ctl_prm_structs[84];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mcam_access_reg_desc = &mlx5ctl_prm_structs[85];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mcam_reg_desc = &mlx5ctl_prm_structs[86];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mcia_reg_desc = &mlx5ctl_prm_structs[87];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mfba_reg_desc = &mlx5ctl_prm_structs[88];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mfbe_reg_desc = &mlx5ctl_prm_structs[89];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mfpa_reg_desc = &mlx5ctl_prm_structs[90];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mfrl_reg_desc = &mlx5ctl_prm_structs[91];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mgir_dev_info_desc = &mlx5ctl_prm_structs[92];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mgir_fw_info_desc = &mlx5ctl_prm_structs[93];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mgir_hardware_info_desc = &mlx5ctl_prm_structs[94];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mgir_reg_desc = &mlx5ctl_prm_structs[95];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mgir_sw_info_desc = &mlx5ctl_prm_structs[96];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mkc_desc = &mlx5ctl_prm_structs[97];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mnvda_reg_desc = &mlx5ctl_prm_structs[98];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mnvgc_reg_desc = &mlx5ctl_prm_structs[99];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mnvia_reg_desc = &mlx5ctl_prm_structs[100];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mnvqc_reg_desc = &mlx5ctl_prm_structs[101];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mqis_reg_desc = &mlx5ctl_prm_structs[102];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mtcap_reg_desc = &mlx5ctl_prm_structs[103];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mtmp_reg_desc = &mlx5ctl_prm_structs[104];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_mtt_desc = &mlx5ctl_prm_structs[105];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_global_pci_cap_desc = &mlx5ctl_prm_structs[106];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_global_pci_conf_desc = &mlx5ctl_prm_structs[107];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_nv_pf_pci_conf_desc = &mlx5ctl_prm_structs[108];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_odp_cap_desc = &mlx5ctl_prm_structs[109];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_odp_per_transport_service_cap_desc = &mlx5ctl_prm_structs[110];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_odp_scheme_cap_desc = &mlx5ctl_prm_structs[111];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_paos_reg_desc = &mlx5ctl_prm_structs[112];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_pddr_advanced_opcode_desc = &mlx5ctl_prm_structs[113];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_pddr_module_info_desc = &mlx5ctl_prm_structs[114];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_pddr_monitor_opcode_desc = &mlx5ctl_prm_structs[115];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_pddr_operation_info_page_desc = &mlx5ctl_prm_structs[116];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_pddr_reg_desc = &mlx5ctl_prm_structs[117];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_pddr_troubleshooting_page_desc = &mlx5ctl_prm_structs[118];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_per_protocol_networking_offload_caps_desc = &mlx5ctl_prm_structs[119];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_pmlp_lane_desc = &mlx5ctl_prm_structs[120];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_pmlp_reg_desc = &mlx5ctl_prm_structs[121];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_port_selection_cap_desc = &mlx5ctl_prm_structs[122];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_ptys_reg_desc = &mlx5ctl_prm_structs[123];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_qos_cap_desc = &mlx5ctl_prm_structs[124];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_adapter_in_desc = &mlx5ctl_prm_structs[125];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_adapter_out_desc = &mlx5ctl_prm_structs[126];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_adapter_param_block_desc = &mlx5ctl_prm_structs[127];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_diagnostic_counters_in_desc = &mlx5ctl_prm_structs[128];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_diagnostic_counters_out_desc = &mlx5ctl_prm_structs[129];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_diagnostic_params_in_desc = &mlx5ctl_prm_structs[130];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_diagnostic_params_out_desc = &mlx5ctl_prm_structs[131];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_eq_in_desc = &mlx5ctl_prm_structs[132];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_eq_out_desc = &mlx5ctl_prm_structs[133];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_hca_cap_in_desc = &mlx5ctl_prm_structs[134];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_hca_cap_out_desc = &mlx5ctl_prm_structs[135];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_issi_in_desc = &mlx5ctl_prm_structs[136];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_issi_out_desc = &mlx5ctl_prm_structs[137];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_mkey_in_desc = &mlx5ctl_prm_structs[138];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_mkey_out_desc = &mlx5ctl_prm_structs[139];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_pages_in_desc = &mlx5ctl_prm_structs[140];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_pages_out_desc = &mlx5ctl_prm_structs[141];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_vport_state_in_desc = &mlx5ctl_prm_structs[142];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_query_vport_state_out_desc = &mlx5ctl_prm_structs[143];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_resource_dump_desc = &mlx5ctl_prm_structs[144];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_resource_dump_command_segment_desc = &mlx5ctl_prm_structs[145];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_resource_dump_error_segment_desc = &mlx5ctl_prm_structs[146];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_resource_dump_info_segment_desc = &mlx5ctl_prm_structs[147];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_resource_dump_menu_record_desc = &mlx5ctl_prm_structs[148];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_resource_dump_menu_segment_desc = &mlx5ctl_prm_structs[149];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_resource_dump_resource_segment_desc = &mlx5ctl_prm_structs[150];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_resource_dump_segment_header_desc = &mlx5ctl_prm_structs[151];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_resource_dump_terminate_segment_desc = &mlx5ctl_prm_structs[152];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_roce_cap_desc = &mlx5ctl_prm_structs[153];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_set_diagnostic_params_in_desc = &mlx5ctl_prm_structs[154];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_set_diagnostic_params_out_desc = &mlx5ctl_prm_structs[155];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_set_hca_cap_in_desc = &mlx5ctl_prm_structs[156];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_set_hca_cap_out_desc = &mlx5ctl_prm_structs[157];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_set_issi_in_desc = &mlx5ctl_prm_structs[158];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_set_issi_out_desc = &mlx5ctl_prm_structs[159];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_teardown_hca_in_desc = &mlx5ctl_prm_structs[160];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_teardown_hca_out_desc = &mlx5ctl_prm_structs[161];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_uar_page_desc = &mlx5ctl_prm_structs[162];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_uctx_desc = &mlx5ctl_prm_structs[163];
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_umem_desc = &mlx5ctl_prm_structs[164];

const struct mlx5ctl_cmd_desc mlx5ctl_prm_commands[] = {
	{ .name = "QUERY_HCA_CAP", .doc = "Query one capability page, maximum or current", .opcode = 0x100,
	  .scope = "debug-read", .op_mod = "(cap_type << 1) | hca_cap_op_mod",
	  .in = &mlx5ctl_prm_structs[134], .out = &mlx5ctl_prm_structs[135],
	  .accesses_register = false },
	{ .name = "QUERY_ADAPTER", .doc = "Query adapter identity (PSID, vendor data)", .opcode = 0x101,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_structs[125], .out = &mlx5ctl_prm_structs[126],
	  .accesses_register = false },
	{ .name = "INIT_HCA", .doc = "Initialise the HCA after capabilities are set", .opcode = 0x102,
	  .scope = "kernel-only", .op_mod = "",
	  .in = &mlx5ctl_prm_structs[78], .out = &mlx5ctl_prm_structs[79],
	  .accesses_register = false },
	{ .name = "TEARDOWN_HCA", .doc = "Tear the HCA down", .opcode = 0x103,
	  .scope = "kernel-only", .op_mod = "",
	  .in = &mlx5ctl_prm_structs[160], .out = &mlx5ctl_prm_structs[161],
	  .accesses_register = false },
	{ .name = "ENABLE_HCA", .doc = "Enable the function", .opcode = 0x104,
	  .scope = "kernel-only", .op_mod = "",
	  .in = &mlx5ctl_prm_structs[50], .out = &mlx5ctl_prm_structs[51],
	  .accesses_register = false },
	{ .name = "DISABLE_HCA", .doc = "Disable the function", .opcode = 0x105,
	  .scope = "kernel-only", .op_mod = "",
	  .in = &mlx5ctl_prm_structs[46], .out = &mlx5ctl_prm_structs[47],
	  .accesses_register = false },
	{ .name = "QUERY_PAGES", .doc = "Ask how many pages the firmware needs", .opcode = 0x107,
	  .scope = "kernel-only", .op_mod = "pages_op_mod",
	  .op_mod_enum = &mlx5ctl_prm_enums[25],
	  .in = &mlx5ctl_prm_structs[140], .out = &mlx5ctl_prm_structs[141],
	  .accesses_register = false },
	{ .name = "MANAGE_PAGES", .doc = "Give pages to or take them from the firmware", .opcode = 0x108,
	  .scope = "kernel-only", .op_mod = "manage_pages_op_mod",
	  .op_mod_enum = &mlx5ctl_prm_enums[17],
	  .in = &mlx5ctl_prm_structs[81], .out = &mlx5ctl_prm_structs[82],
	  .accesses_register = false },
	{ .name = "SET_HCA_CAP", .doc = "Set the current value of settable capabilities", .opcode = 0x109,
	  .scope = "kernel-only", .op_mod = "cap_type << 1",
	  .in = &mlx5ctl_prm_structs[156], .out = &mlx5ctl_prm_structs[157],
	  .accesses_register = false },
	{ .name = "QUERY_ISSI", .doc = "Query the supported interface step sequence ids", .opcode = 0x10a,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_structs[136], .out = &mlx5ctl_prm_structs[137],
	  .accesses_register = false },
	{ .name = "SET_ISSI", .doc = "Select the interface step sequence id", .opcode = 0x10b,
	  .scope = "kernel-only", .op_mod = "",
	  .in = &mlx5ctl_prm_structs[158], .out = &mlx5ctl_prm_structs[159],
	  .accesses_register = false },
	{ .name = "CREATE_MKEY", .doc = "Create a memory key over a UMEM of the caller (mkey_umem_valid, MTT), for dumps into user memory", .opcode = 0x200,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_structs[21], .out = &mlx5ctl_prm_structs[22],
	  .creates = "MKEY", .destroy = "DESTROY_MKEY",
	  .create_id = "mkey_index", .destroy_id = "mkey_index",
	  .accesses_register = false },
	{ .name = "QUERY_MKEY", .doc = "Query a memory key", .opcode = 0x201,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_structs[138], .out = &mlx5ctl_prm_structs[139],
	  .queries = "MKEY", .query_id = "mkey_index",
	  .accesses_register = false },
	{ .name = "DESTROY_MKEY", .doc = "Destroy a memory key", .opcode = 0x202,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_structs[35], .out = &mlx5ctl_prm_structs[36],
	  .accesses_register = false },
	{ .name = "CREATE_EQ", .doc = "Create an event queue (completion EQs carry the shared-resource UID 0xffff)", .opcode = 0x301,
	  .scope = "kernel-only", .op_mod = "",
	  .in = &mlx5ctl_prm_structs[19], .out = &mlx5ctl_prm_structs[20],
	  .accesses_register = false },
	{ .name = "DESTROY_EQ", .doc = "Destroy an event queue", .opcode = 0x302,
	  .scope = "kernel-only", .op_mod = "",
	  .in = &mlx5ctl_prm_structs[33], .out = &mlx5ctl_prm_structs[34],
	  .accesses_register = false },
	{ .name = "QUERY_EQ", .doc = "Query an event queue's context", .opcode = 0x303,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_structs[132], .out = &mlx5ctl_prm_structs[133],
	  .queries = "EQ", .query_id = "eq_number",
	  .accesses_register = false },
	{ .name = "QUERY_VPORT_STATE", .doc = "Query a virtual port's state", .opcode = 0x750,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_structs[142], .out = &mlx5ctl_prm_structs[143],
	  .queries = "VPORT", .query_id = "vport_number",
	  .accesses_register = false },
	{ .name = "ALLOC_PD", .doc = "Allocate a protection domain (tracked per file; freed on close)", .opcode = 0x800,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_structs[3], .out = &mlx5ctl_prm_structs[4],
	  .creates = "PD", .destroy = "DEALLOC_PD",
	  .create_id = "pd", .destroy_id = "pd",
	  .accesses_register = false },
	{ .name = "DEALLOC_PD", .doc = "Free a protection domain", .opcode = 0x801,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_structs[27], .out = &mlx5ctl_prm_structs[28],
	  .accesses_register = false },
	{ .name = "ALLOC_UAR", .doc = "Allocate a UAR page", .opcode = 0x802,
	  .scope = "kernel-only", .op_mod = "",
	  .in = &mlx5ctl_prm_structs[5], .out = &mlx5ctl_prm_structs[6],
	  .accesses_register = false },
	{ .name = "DEALLOC_UAR", .doc = "Free a UAR page", .opcode = 0x803,
	  .scope = "kernel-only", .op_mod = "",
	  .in = &mlx5ctl_prm_structs[29], .out = &mlx5ctl_prm_structs[30],
	  .accesses_register = false },
	{ .name = "ACCESS_REG", .doc = "Read or write an access register; the register and the direction decide the scope", .opcode = 0x805,
	  .scope = "debug-read", .op_mod = "access_reg_op_mod",
	  .op_mod_enum = &mlx5ctl_prm_enums[0],
	  .in = &mlx5ctl_prm_structs[0], .out = &mlx5ctl_prm_structs[1],
	  .tail_in = "register_data", .tail_out = "register_data",
	  .tail_count = NULL,
	  .accesses_register = true },
	{ .name = "QUERY_DIAGNOSTIC_PARAMS", .doc = "Query the diagnostic sampling parameters as last set, with the counter ids", .opcode = 0x819,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_structs[130], .out = &mlx5ctl_prm_structs[131],
	  .tail_in = NULL, .tail_out = "diagnostic_params_context.counter_id",
	  .tail_count = NULL,
	  .accesses_register = false },
	{ .name = "SET_DIAGNOSTIC_PARAMS", .doc = "Choose the counters to sample, the sample period and buffer; start or stop sampling", .opcode = 0x820,
	  .scope = "debug-write", .op_mod = "",
	  .in = &mlx5ctl_prm_structs[154], .out = &mlx5ctl_prm_structs[155],
	  .tail_in = "diagnostic_params_context.counter_id", .tail_out = NULL,
	  .tail_count = "diagnostic_params_context.num_of_counters",
	  .accesses_register = false },
	{ .name = "QUERY_DIAGNOSTIC_COUNTERS", .doc = "Read num_of_samples samples from sample_index of the sample buffer, one entry per counter", .opcode = 0x821,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_structs[128], .out = &mlx5ctl_prm_structs[129],
	  .tail_in = NULL, .tail_out = "diag_counter",
	  .tail_count = NULL,
	  .accesses_register = false },
	{ .name = "CREATE_UCTX", .doc = "Create a user context; its UID is stamped on the user's commands", .opcode = 0xa04,
	  .scope = "kernel-only", .op_mod = "",
	  .in = &mlx5ctl_prm_structs[23], .out = &mlx5ctl_prm_structs[24],
	  .accesses_register = false },
	{ .name = "DESTROY_UCTX", .doc = "Destroy a user context; fails while it still owns objects", .opcode = 0xa06,
	  .scope = "kernel-only", .op_mod = "",
	  .in = &mlx5ctl_prm_structs[37], .out = &mlx5ctl_prm_structs[38],
	  .accesses_register = false },
	{ .name = "CREATE_UMEM", .doc = "Describe pinned user memory to the device by an MTT list. The device keeps MTTs in memory of its own: when that is exhausted it answers NO_RES_ERR (real limit unknown; the emulator allows 2^20 MTTs over all UMEMs, 2^18 per UMEM)", .opcode = 0xa08,
	  .scope = "kernel-only", .op_mod = "",
	  .in = &mlx5ctl_prm_structs[25], .out = &mlx5ctl_prm_structs[26],
	  .tail_in = "umem.mtt", .tail_out = NULL,
	  .tail_count = "umem.num_of_mtt",
	  .accesses_register = false },
	{ .name = "DESTROY_UMEM", .doc = "Forget a UMEM", .opcode = 0xa0a,
	  .scope = "kernel-only", .op_mod = "",
	  .in = &mlx5ctl_prm_structs[39], .out = &mlx5ctl_prm_structs[40],
	  .accesses_register = false },
};
const unsigned int mlx5ctl_prm_ncommands = 30;

const struct mlx5ctl_reg_desc mlx5ctl_prm_registers[] = {
	{ "CORE_DUMP", "Firmware core dump; an access (either direction: NVIDIA's tools read it) with a dump type starts a dump (read-only in effect): CR_DUMP_TO_MEM writes it into an MKEY", 0x402e, "RW", "debug-read", "debug-read",
	  &mlx5ctl_prm_structs[17] },
	{ "PMLP", "Port module lane mapping: the module and lanes behind a local port", 0x5002, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_structs[121] },
	{ "PTYS", "Port type and speed: protocols the port can run, is set to run and runs", 0x5004, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_structs[123] },
	{ "PAOS", "Port administrative and operational status (the model's port cannot be set down)", 0x5006, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_structs[112] },
	{ "PDDR", "Port diagnostics database: operational, troubleshooting and module pages of a port", 0x5031, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_structs[117] },
	{ "HOST_ENDIANNESS", "Tells the firmware the host's byte order (mlx5_core writes it)", 0x7004, "RW", "kernel-only", "kernel-only",
	  &mlx5ctl_prm_structs[71] },
	{ "MTCAP", "Temperature sensors present", 0x9009, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_structs[103] },
	{ "MTMP", "Temperature of one sensor, thresholds", 0x900a, "RW", "debug-read", "debug-write",
	  &mlx5ctl_prm_structs[104] },
	{ "MFPA", "Flash parameters: JEDEC id, sector and block sizes, erase capabilities", 0x9010, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_structs[90] },
	{ "MFBA", "Flash block access: read (query) or program (write) up to a block of the flash", 0x9011, "RW", "debug-read", "debug-write-full",
	  &mlx5ctl_prm_structs[88] },
	{ "MFBE", "Flash block erase: a sector, or 32 KiB / 64 KiB in bulk", 0x9012, "WO", "kernel-only", "debug-write-full",
	  &mlx5ctl_prm_structs[89] },
	{ "MCIA", "Module (cable/transceiver) EEPROM pages", 0x9014, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_structs[87] },
	{ "MGIR", "Management general information: hardware, firmware and driver identity", 0x9020, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_structs[95] },
	{ "MNVDA", "Read or write one non-volatile configuration item", 0x9024, "RW", "debug-read", "configuration",
	  &mlx5ctl_prm_structs[98] },
	{ "MFRL", "Firmware reset levels and types supported, reset state; a write arms a reset level for the next PCI reset (mstconfig's 'load the new configuration')", 0x9028, "RW", "debug-read", "configuration",
	  &mlx5ctl_prm_structs[91] },
	{ "MNVQC", "Whether a configuration item is supported, readable, writable", 0x9030, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_structs[101] },
	{ "MNVIA", "Invalidate all: every configuration item back to its default at next boot", 0x9033, "WO", "kernel-only", "configuration",
	  &mlx5ctl_prm_structs[100] },
	{ "MNVGC", "NV general capabilities: whether MNVDA reads factory and current values", 0x9034, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_structs[99] },
	{ "MQIS", "Board information strings (model name, description, VPD), read in pieces", 0x9064, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_structs[102] },
	{ "MCAM", "Management capabilities: which management access registers the firmware has", 0x907f, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_structs[86] },
	{ "RESOURCE_DUMP", "Dump firmware resources segment by segment (the CORE_DUMP segment needs INTERNAL_DEVICE_RESOURCES, as the CORE_DUMP register does; emulator/fw/dump.c)", 0xc000, "RW", "debug-read", "debug-read",
	  &mlx5ctl_prm_structs[144] },
	{ "DTOR", "Default timeouts: mlx5_core reads it when the init segment advertises command timeouts (cmd_q_init_to)", 0xc00e, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_structs[48] },
};
const unsigned int mlx5ctl_prm_nregisters = 22;
