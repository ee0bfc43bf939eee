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
 *	prm/vport.yaml
 * MLX5GEN lib/mlx5ctl_prm.c
 * To regenerate run: codegen/mlx5gen.py
 */

#ifndef MLX5CTL_INTERNAL
#define MLX5CTL_INTERNAL	/* the tables are defined here */
#endif
#include "mlx5ctl_prm.h"

static const struct mlx5ctl_enum_value enum_access_reg_op_mod_values[] = {
	{ "WRITE", 0x0, "Write the register", NULL, NULL, NULL },
	{ "READ", 0x1, "Read the register", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_access_reg_op_mod = {
	"access_reg_op_mod", "ACCESS_REG_OP_MOD", "ACCESS_REG op_mod. What real firmware does with other values is not public; the model does the worst plausible: it decodes bit 0 only (0 write, 1 read), so 2 is a write", enum_access_reg_op_mod_values, 2,
};

static const struct mlx5ctl_enum_value enum_cap_type_values[] = {
	{ "GENERAL", 0x0, "General device capabilities", &mlx5ctl_prm_st_cmd_hca_cap, NULL, NULL },
	{ "ETHERNET_OFFLOADS", 0x1, "Ethernet offloads", &mlx5ctl_prm_st_per_protocol_networking_offload_caps, NULL, NULL },
	{ "ODP", 0x2, "On-demand paging", &mlx5ctl_prm_st_odp_cap, NULL, NULL },
	{ "ATOMIC", 0x3, "Atomic operations", &mlx5ctl_prm_st_atomic_caps, NULL, NULL },
	{ "ROCE", 0x4, "RoCE", &mlx5ctl_prm_st_roce_cap, NULL, NULL },
	{ "IPOIB_OFFLOADS", 0x5, "IPoIB offloads (InfiniBand; not on the modelled Ethernet card)", NULL, NULL, NULL },
	{ "IPOIB_ENHANCED_OFFLOADS", 0x6, "Enhanced IPoIB offloads (InfiniBand; not on the modelled card)", NULL, NULL, NULL },
	{ "FLOW_TABLE", 0x7, "NIC flow tables", &mlx5ctl_prm_st_flow_table_nic_cap, NULL, NULL },
	{ "ESWITCH_FLOW_TABLE", 0x8, "E-switch flow tables", &mlx5ctl_prm_st_flow_table_eswitch_cap, NULL, NULL },
	{ "ESWITCH", 0x9, "E-switch", &mlx5ctl_prm_st_e_switch_cap, NULL, NULL },
	{ "QOS", 0xc, "QoS and packet pacing", &mlx5ctl_prm_st_qos_cap, NULL, NULL },
	{ "DEBUG", 0xd, "Debug capabilities", &mlx5ctl_prm_st_debug_cap, NULL, NULL },
	{ "DEV_MEM", 0xf, "Device memory (MEMIC)", &mlx5ctl_prm_st_device_mem_cap, NULL, NULL },
	{ "TLS", 0x11, "TLS offload (the crypto-enabled cards only; not on the modelled MCX623106AN)", NULL, NULL, NULL },
	{ "VDPA_EMULATION", 0x13, "virtio emulation (BlueField; not on the modelled card)", NULL, NULL, NULL },
	{ "DEV_EVENT", 0x14, "Device events", &mlx5ctl_prm_st_device_event_cap, NULL, NULL },
	{ "IPSEC", 0x15, "IPsec offload (crypto-enabled cards only; not on the modelled card)", NULL, NULL, NULL },
	{ "CRYPTO", 0x1a, "Crypto (crypto-enabled cards only; not on the modelled card)", NULL, NULL, NULL },
	{ "MACSEC", 0x1f, "MACsec (crypto-enabled cards only; not on the modelled card)", NULL, NULL, NULL },
	{ "SHAMPO", 0x1d, "Split headers and merge payload (hardware GRO; ConnectX-7 on: not on the modelled card, its general page's shampo is 0)", &mlx5ctl_prm_st_shampo_cap, NULL, NULL },
	{ "PSP", 0x1e, "PSP crypto offload (ConnectX-7 on: not on the modelled card, psp is 0)", &mlx5ctl_prm_st_psp_cap, NULL, NULL },
	{ "GENERAL_2", 0x20, "General device capabilities 2", &mlx5ctl_prm_st_cmd_hca_cap_2, NULL, NULL },
	{ "PORT_SELECTION", 0x25, "LAG port selection", &mlx5ctl_prm_st_port_selection_cap, NULL, NULL },
	{ "ADV_VIRTUALIZATION", 0x26, "Advanced virtualization", &mlx5ctl_prm_st_adv_virtualization_cap, NULL, NULL },
	{ "ADV_RDMA", 0x28, "Advanced RDMA, RDMA transport flow tables (not on the modelled card, adv_rdma is 0)", &mlx5ctl_prm_st_adv_rdma_cap, NULL, NULL },
	{ "TLP_EMULATION", 0x2a, "PCIe TLP device emulation (BlueField: not on the modelled card, tlp_device_emulation_manager is 0)", &mlx5ctl_prm_st_tlp_dev_emu_capabilities, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_cap_type = {
	"cap_type", "CAP_TYPE", "Capability type, QUERY_HCA_CAP / SET_HCA_CAP op_mod bits 15:1", enum_cap_type_values, 26,
};

static const struct mlx5ctl_enum_value enum_cmd_delivery_status_values[] = {
	{ "OK", 0x0, "Delivered", NULL, NULL, NULL },
	{ "SIGNAT_ERR", 0x1, "Bad signature", NULL, NULL, NULL },
	{ "TOK_ERR", 0x2, "Token mismatch", NULL, NULL, NULL },
	{ "BAD_BLK_NUM_ERR", 0x3, "Bad mailbox block number", NULL, NULL, NULL },
	{ "OUT_PTR_ALIGN_ERR", 0x4, "Output mailbox pointer not aligned", NULL, NULL, NULL },
	{ "IN_PTR_ALIGN_ERR", 0x5, "Input mailbox pointer not aligned", NULL, NULL, NULL },
	{ "FW_ERR", 0x6, "Firmware internal error", NULL, NULL, NULL },
	{ "IN_LENGTH_ERR", 0x7, "Bad input length", NULL, NULL, NULL },
	{ "OUT_LENGTH_ERR", 0x8, "Bad output length", NULL, NULL, NULL },
	{ "RES_FLD_NOT_CLR_ERR", 0x9, "Reserved field not cleared", NULL, NULL, NULL },
	{ "CMD_DESCR_ERR", 0x10, "Bad command descriptor", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_cmd_delivery_status = {
	"cmd_delivery_status", "CMD_DELIVERY_STAT", "Delivery status in the command queue entry (transport errors, before any command runs)", enum_cmd_delivery_status_values, 11,
};

static const struct mlx5ctl_enum_value enum_cmd_op_values[] = {
	{ "QUERY_HCA_CAP", 0x100, "Query one capability page, maximum or current", NULL, NULL, NULL },
	{ "QUERY_ADAPTER", 0x101, "Query adapter identity (PSID, vendor data; upstream: configuration scope, here debug-read: the same CAP_SYS_ADMIN, no audit line for a read)", NULL, NULL, NULL },
	{ "INIT_HCA", 0x102, "Initialise the HCA after capabilities are set", NULL, NULL, NULL },
	{ "TEARDOWN_HCA", 0x103, "Tear the HCA down", NULL, NULL, NULL },
	{ "ENABLE_HCA", 0x104, "Enable the function", NULL, NULL, NULL },
	{ "DISABLE_HCA", 0x105, "Disable the function", NULL, NULL, NULL },
	{ "QUERY_PAGES", 0x107, "Ask how many pages the firmware needs (upstream fwctl/mlx5: debug-read)", NULL, NULL, NULL },
	{ "MANAGE_PAGES", 0x108, "Give pages to or take them from the firmware", NULL, NULL, NULL },
	{ "SET_HCA_CAP", 0x109, "Set the current value of settable capabilities (of another function, from user space)", NULL, NULL, NULL },
	{ "QUERY_ISSI", 0x10a, "Query the supported interface step sequence ids", NULL, NULL, NULL },
	{ "SET_ISSI", 0x10b, "Select the interface step sequence id", NULL, NULL, NULL },
	{ "QUERY_DRIVER_VERSION", 0x10c, "The driver version string the driver set (mlx5_core sets one only when the capability driver_version is on; the model's is off: empty)", NULL, NULL, NULL },
	{ "QUERY_OTHER_HCA_CAP", 0x10e, "Another function's capabilities (upstream: configuration scope). The emulated card has one function, 0 (no VFs or SFs): others answer BAD_PARAM_ERR", NULL, NULL, NULL },
	{ "QUERY_SF_PARTITION", 0x111, "The scalable function partitions (the modelled function has none: sf is off, num_sf_partitions 0)", NULL, NULL, NULL },
	{ "QUERY_VHCA_MIGRATION_STATE", 0x117, "Live migration state of a function: the capability migration is off, so BAD_PARAM_ERR, NOT_SUPPORTED", NULL, NULL, NULL },
	{ "CREATE_MKEY", 0x200, "Create a memory key over a UMEM of the caller (mkey_umem_valid, MTT), for dumps into user memory", NULL, NULL, NULL },
	{ "QUERY_MKEY", 0x201, "Query a memory key", NULL, NULL, NULL },
	{ "DESTROY_MKEY", 0x202, "Destroy a memory key", NULL, NULL, NULL },
	{ "QUERY_SPECIAL_CONTEXTS", 0x203, "The reserved, null, dump-fill and terminate memory keys the device offers", NULL, NULL, NULL },
	{ "CREATE_EQ", 0x301, "Create an event queue (completion EQs carry the shared-resource UID 0xffff)", NULL, NULL, NULL },
	{ "DESTROY_EQ", 0x302, "Destroy an event queue", NULL, NULL, NULL },
	{ "QUERY_EQ", 0x303, "Query an event queue's context", NULL, NULL, NULL },
	{ "QUERY_CQ", 0x402, "Query a completion queue (the model creates none (no CREATE of its kind): every number answers BAD_RES_ERR, syndrome NO_OBJECT)", NULL, NULL, NULL },
	{ "QUERY_QP", 0x50b, "Query a queue pair (the model creates none (no CREATE of its kind): every number answers BAD_RES_ERR, syndrome NO_OBJECT)", NULL, NULL, NULL },
	{ "QUERY_RDB", 0x512, "Query a QP's read descriptor buffer (layout not in Linux 6.12's headers: qpn only; no QP exists, so BAD_RES_ERR)", NULL, NULL, NULL },
	{ "QUERY_PSV", 0x602, "Query a signature PSV (layout not in Linux 6.12's headers: psv_index only; the model creates none: BAD_RES_ERR)", NULL, NULL, NULL },
	{ "QUERY_SRQ", 0x702, "Query a shared receive queue (the model creates none (no CREATE of its kind): every number answers BAD_RES_ERR, syndrome NO_OBJECT)", NULL, NULL, NULL },
	{ "QUERY_XRC_SRQ", 0x707, "Query an XRC shared receive queue (the model creates none (no CREATE of its kind): every number answers BAD_RES_ERR, syndrome NO_OBJECT)", NULL, NULL, NULL },
	{ "QUERY_DCT", 0x713, "Query a DC target (the model creates none (no CREATE of its kind): every number answers BAD_RES_ERR, syndrome NO_OBJECT)", NULL, NULL, NULL },
	{ "QUERY_DC_CNAK_TRACE", 0x716, "Query the DC CNAK trace (layout not public: the model answers BAD_PARAM_ERR, syndrome NOT_MODELLED)", NULL, NULL, NULL },
	{ "QUERY_XRQ", 0x719, "Query an extended (tag matching) receive queue (the model creates none (no CREATE of its kind): every number answers BAD_RES_ERR, syndrome NO_OBJECT)", NULL, NULL, NULL },
	{ "QUERY_NVMF_BACKEND_CONTROLLER", 0x722, "NVMe-oF target offload: a backend controller", NULL, NULL, NULL },
	{ "QUERY_XRQ_DC_PARAMS_ENTRY", 0x725, "Query an XRQ's DC parameters entry (layout not in Linux 6.12's headers: xrqn only; no XRQ exists: BAD_RES_ERR)", NULL, NULL, NULL },
	{ "QUERY_XRQ_ERROR_PARAMS", 0x727, "Query an XRQ's error parameters (layout not in Linux 6.12's headers: xrqn only; no XRQ exists: BAD_RES_ERR)", NULL, NULL, NULL },
	{ "QUERY_NVMF_NAMESPACE_CONTEXT", 0x728, "NVMe-oF target offload: a namespace", NULL, NULL, NULL },
	{ "QUERY_ADJACENT_FUNCTIONS_ID", 0x730, "The adjacent functions (PFs and VFs of other hosts) the caller's function may manage: query_adjacent_functions_id is 0 on the modelled card, BAD_PARAM_ERR, NOT_SUPPORTED", NULL, NULL, NULL },
	{ "DELEGATE_VHCA_MANAGEMENT", 0x731, "Delegate the management of the function's own VFs to an adjacent PF (a configuration of the card, as upstream grants it): delegate_vhca_max is 0 on the modelled card (no VFs), BAD_PARAM_ERR, NOT_SUPPORTED", NULL, NULL, NULL },
	{ "QUERY_DELEGATED_VHCA", 0x732, "The functions delegated to the caller's function, with their PCI ids and management profile: delegated_vhca_max is 0 on the modelled card, BAD_PARAM_ERR, NOT_SUPPORTED", NULL, NULL, NULL },
	{ "QUERY_ESW_FUNCTIONS", 0x740, "The host PF and VFs an e-switch manager (ECPF) sees (upstream: configuration scope). The modelled function is no e-switch manager: BAD_PARAM_ERR, NOT_SUPPORTED", NULL, NULL, NULL },
	{ "QUERY_VPORT_STATE", 0x750, "Query a virtual port's state", NULL, NULL, NULL },
	{ "QUERY_ESW_VPORT_CONTEXT", 0x752, "An e-switch vport's VLAN and trust context; needs an e-switch manager, which the modelled function is not: BAD_PARAM_ERR, NOT_SUPPORTED", NULL, NULL, NULL },
	{ "QUERY_NIC_VPORT_CONTEXT", 0x754, "The function's NIC vport: permanent MAC, MTU, RoCE, promiscuity (vport 0 only; another vport needs an e-switch manager)", NULL, NULL, NULL },
	{ "QUERY_ROCE_ADDRESS", 0x760, "One RoCE address (GID) table entry (upstream: configuration scope); the model's table holds none set: entries read as zeros", NULL, NULL, NULL },
	{ "QUERY_HCA_VPORT_CONTEXT", 0x762, "The function's HCA vport: port state, MTU, GID and P_Key table sizes (upstream: configuration scope)", NULL, NULL, NULL },
	{ "QUERY_HCA_VPORT_GID", 0x764, "One InfiniBand GID of a vport: the port is Ethernet (gid_table_size 0), so BAD_PARAM_ERR, NOT_SUPPORTED", NULL, NULL, NULL },
	{ "QUERY_HCA_VPORT_PKEY", 0x765, "One InfiniBand P_Key of a vport: the port is Ethernet (pkey_table_size 0), so BAD_PARAM_ERR, NOT_SUPPORTED", NULL, NULL, NULL },
	{ "QUERY_VNIC_ENV", 0x76f, "The vNIC environment counters: steering discards, EQ overruns, invalid and over-quota commands (counted by the model)", NULL, NULL, NULL },
	{ "QUERY_VPORT_COUNTER", 0x770, "Traffic counters of a vport (the model: what its up link would receive from an idle peer, emulator/fw/counters.c)", NULL, NULL, NULL },
	{ "ALLOC_Q_COUNTER", 0x771, "Allocate a queue counter set (mlx5_ib and mlx5e do; the model keeps max_qp_cnt sets)", NULL, NULL, NULL },
	{ "DEALLOC_Q_COUNTER", 0x772, "Free a queue counter set", NULL, NULL, NULL },
	{ "QUERY_Q_COUNTER", 0x773, "A queue counter set: drops and transport errors of the queues attached to it (none: the model attaches no queues, the set reads zeros)", NULL, NULL, NULL },
	{ "QUERY_RATE_LIMIT", 0x781, "One packet-pacing rate table entry (layout: SET_PP_RATE_LIMIT's, Linux 6.12 has no QUERY one); entries not set read as zeros", NULL, NULL, NULL },
	{ "QUERY_SCHEDULING_ELEMENT", 0x784, "A QoS scheduling element (the model creates none: BAD_RES_ERR, NO_OBJECT)", NULL, NULL, NULL },
	{ "ALLOC_PD", 0x800, "Allocate a protection domain (tracked per file; freed on close)", NULL, NULL, NULL },
	{ "DEALLOC_PD", 0x801, "Free a protection domain", NULL, NULL, NULL },
	{ "ALLOC_UAR", 0x802, "Allocate a UAR page", NULL, NULL, NULL },
	{ "DEALLOC_UAR", 0x803, "Free a UAR page", NULL, NULL, NULL },
	{ "ACCESS_REG", 0x805, "Read or write an access register; the register and the direction decide the scope", NULL, NULL, NULL },
	{ "QUERY_MAD_DEMUX", 0x80b, "InfiniBand MAD demultiplexing: the port is Ethernet, so BAD_PARAM_ERR, NOT_SUPPORTED", NULL, NULL, NULL },
	{ "NOP", 0x80d, "Does nothing and succeeds (a liveness probe)", NULL, NULL, NULL },
	{ "QUERY_BURST_SIZE", 0x813, "Packet pacing burst size (layout not public: BAD_PARAM_ERR, NOT_MODELLED)", NULL, NULL, NULL },
	{ "QUERY_DIAGNOSTIC_PARAMS", 0x819, "Query the diagnostic sampling parameters as last set, with the counter ids", NULL, NULL, NULL },
	{ "SET_DIAGNOSTIC_PARAMS", 0x820, "Choose the counters to sample, the sample period and buffer; start or stop sampling", NULL, NULL, NULL },
	{ "QUERY_DIAGNOSTIC_COUNTERS", 0x821, "Read num_of_samples samples from sample_index of the sample buffer, one entry per counter", NULL, NULL, NULL },
	{ "QUERY_CONG_STATUS", 0x822, "Whether congestion control of a protocol and priority is on, and its tag (DCQCN reaction and notification points: on for every priority, the firmware default, until MODIFY_CONG_STATUS; 802.1Qau and the general node: off)", NULL, NULL, NULL },
	{ "MODIFY_CONG_STATUS", 0x823, "Switch congestion control of a protocol and priority on or off (DCQCN reaction or notification point): what QUERY_CONG_STATUS then reports", NULL, NULL, NULL },
	{ "QUERY_CONG_PARAMS", 0x824, "Congestion control parameters of a protocol (the DCQCN defaults NVIDIA documents)", NULL, NULL, NULL },
	{ "QUERY_CONG_STATISTICS", 0x826, "Congestion control statistics (no RoCE traffic: flows and CNPs are zero)", NULL, NULL, NULL },
	{ "QUERY_L2_TABLE_ENTRY", 0x82a, "An entry of the L2 (MPFS) MAC table (mlx5_core sets none without an e-switch: BAD_RES_ERR, NO_OBJECT)", NULL, NULL, NULL },
	{ "QUERY_WOL_ROL", 0x831, "Wake-on-LAN and reset-on-LAN modes (none supported or set: zeros, as wol_* and rol_* in the capabilities say)", NULL, NULL, NULL },
	{ "QUERY_LAG", 0x842, "The link aggregation context (no LAG is created: lag_state 0, the rest zeros)", NULL, NULL, NULL },
	{ "QUERY_TIR", 0x903, "Query a transport interface receive (the model creates none (no CREATE of its kind): every number answers BAD_RES_ERR, syndrome NO_OBJECT)", NULL, NULL, NULL },
	{ "QUERY_SQ", 0x907, "Query a send queue (the model creates none (no CREATE of its kind): every number answers BAD_RES_ERR, syndrome NO_OBJECT)", NULL, NULL, NULL },
	{ "QUERY_RQ", 0x90b, "Query a receive queue (the model creates none (no CREATE of its kind): every number answers BAD_RES_ERR, syndrome NO_OBJECT)", NULL, NULL, NULL },
	{ "QUERY_RMP", 0x90f, "Query a receive memory pool (the model creates none (no CREATE of its kind): every number answers BAD_RES_ERR, syndrome NO_OBJECT)", NULL, NULL, NULL },
	{ "QUERY_DELAY_DROP_PARAMS", 0x911, "The RQ delay-drop timeout (layout: SET_DELAY_DROP_PARAMS's, Linux 6.12 has no QUERY one; not set: 0)", NULL, NULL, NULL },
	{ "QUERY_TIS", 0x915, "Query a transport interface send (the model creates none (no CREATE of its kind): every number answers BAD_RES_ERR, syndrome NO_OBJECT)", NULL, NULL, NULL },
	{ "QUERY_RQT", 0x919, "Query an RQ table (the model creates none (no CREATE of its kind): every number answers BAD_RES_ERR, syndrome NO_OBJECT)", NULL, NULL, NULL },
	{ "QUERY_FLOW_TABLE", 0x932, "Query a flow table (the model creates no flow steering objects (nic_flow_table is off): BAD_RES_ERR, NO_OBJECT)", NULL, NULL, NULL },
	{ "QUERY_FLOW_GROUP", 0x935, "Query a flow group (the model creates no flow steering objects (nic_flow_table is off): BAD_RES_ERR, NO_OBJECT)", NULL, NULL, NULL },
	{ "QUERY_FLOW_TABLE_ENTRY", 0x937, "Query a flow table entry (the model creates no flow steering objects (nic_flow_table is off): BAD_RES_ERR, NO_OBJECT)", NULL, NULL, NULL },
	{ "QUERY_FLOW_COUNTER", 0x93b, "Query flow counters (the model creates no flow steering objects (nic_flow_table is off): BAD_RES_ERR, NO_OBJECT)", NULL, NULL, NULL },
	{ "QUERY_PACKET_REFORMAT_CONTEXT", 0x93f, "Query a packet reformat context (the model creates no flow steering objects (nic_flow_table is off): BAD_RES_ERR, NO_OBJECT)", NULL, NULL, NULL },
	{ "QUERY_MODIFY_HEADER_CONTEXT", 0x942, "Query a modify-header context (outbox not in Linux 6.12's headers: the header only; the model creates no flow steering objects (nic_flow_table is off): BAD_RES_ERR, NO_OBJECT)", NULL, NULL, NULL },
	{ "FPGA_QUERY_QP", 0x962, "An Innova FPGA QP (mlx5_ifc_fpga.h)", NULL, NULL, NULL },
	{ "FPGA_QUERY_QP_COUNTERS", 0x964, "An Innova FPGA QP's counters (mlx5_ifc_fpga.h)", NULL, NULL, NULL },
	{ "QUERY_AFU", 0x971, "A CAPI accelerator function unit", NULL, NULL, NULL },
	{ "QUERY_CAPI_PEC", 0x981, "A CAPI PE context", NULL, NULL, NULL },
	{ "QUERY_GENERAL_OBJECT", 0xa02, "Query a general object of type obj_type (the model creates no general objects: BAD_RES_ERR, NO_OBJECT)", NULL, NULL, NULL },
	{ "CREATE_UCTX", 0xa04, "Create a user context; its UID is stamped on the user's commands", NULL, NULL, NULL },
	{ "QUERY_UCTX", 0xa05, "Query a user context: its capabilities (any live UID's: what real firmware allows is not public, the model does the worst plausible)", NULL, NULL, NULL },
	{ "DESTROY_UCTX", 0xa06, "Destroy a user context; fails while it still owns objects", NULL, NULL, NULL },
	{ "CREATE_UMEM", 0xa08, "Describe pinned user memory to the device by an MTT list. The device keeps MTTs in memory of its own: when that is exhausted it answers NO_RES_ERR (real limit unknown; the emulator allows 2^20 MTTs over all UMEMs, 2^18 per UMEM)", NULL, NULL, NULL },
	{ "QUERY_UMEM", 0xa09, "Query a UMEM of the caller (uid 0: any): page size, offset, MTT count, and as many MTT entries as the outbox holds", NULL, NULL, NULL },
	{ "DESTROY_UMEM", 0xa0a, "Forget a UMEM", NULL, NULL, NULL },
	{ "QUERY_NVMF_CC_RESPONSE", 0xb02, "NVMe-oF target offload: a command capsule response", NULL, NULL, NULL },
	{ "QUERY_EMULATED_FUNCTIONS_INFO", 0xb03, "The functions a BlueField emulates (virtio, NVMe)", NULL, NULL, NULL },
	{ "QUERY_REGEXP_PARAMS", 0xb05, "The BlueField regular expression engine's parameters", NULL, NULL, NULL },
	{ "QUERY_REGEXP_REGISTER", 0xb07, "A BlueField regular expression engine register", NULL, NULL, NULL },
	{ "USER_QUERY_XRQ_DC_PARAMS_ENTRY", 0xb08, "QUERY_XRQ_DC_PARAMS_ENTRY for user contexts (same layout; no XRQ exists: BAD_RES_ERR)", NULL, NULL, NULL },
	{ "USER_QUERY_XRQ_ERROR_PARAMS", 0xb0a, "QUERY_XRQ_ERROR_PARAMS for user contexts (same layout; no XRQ exists: BAD_RES_ERR)", NULL, NULL, NULL },
	{ "ACCESS_REGISTER_USER", 0xb0c, "ACCESS_REG for registers a user context may reach (BlueField; upstream: a write at configuration, a read at debug-read; here, as ACCESS_REG, the register and direction decide). Its layout is taken to be ACCESS_REG's; the modelled card does not have it", NULL, NULL, NULL },
	{ "QUERY_VHCA_STATE", 0xb0d, "The state of a function (the PF itself: IN_USE while its driver runs, ACTIVE before INIT_HCA; no other function exists)", NULL, NULL, NULL },
	{ "QUERY_EMULATION_DEVICE_EQ_MSIX_MAPPING", 0xb0f, "EQ to MSI-X mapping of an emulated device (BlueField)", NULL, NULL, NULL },
	{ "QUERY_MATCH_SAMPLE_INFO", 0xb13, "Sample a steering match (hardware steering; the modelled function has no flow steering: BAD_PARAM_ERR, NOT_SUPPORTED; layout not public)", NULL, NULL, NULL },
	{ "QUERY_CRYPTO_STATE", 0xb14, "Crypto login state (the modelled card is the non-crypto MCX623106AN: crypto is off)", NULL, NULL, NULL },
	{ "QUERY_VUID", 0xb22, "The function's vendor unique id (general capability 2 query_vuid is off: BAD_PARAM_ERR, NOT_SUPPORTED; upstream: configuration scope)", NULL, NULL, NULL },
	{ "QUERY_DPA_PARTITION", 0xb28, "A data path accelerator partition (BlueField-3)", NULL, NULL, NULL },
	{ "QUERY_DPA_PARTITIONS", 0xb2a, "The data path accelerator partitions (BlueField-3)", NULL, NULL, NULL },
	{ "POSTPONE_CONNECTED_QP_TIMEOUT", 0xb2e, "Postpone the connected-QP timeout (upstream: configuration scope; layout not public: BAD_PARAM_ERR, NOT_MODELLED)", NULL, NULL, NULL },
	{ "QUERY_EMULATED_RESOURCES_INFO", 0xb2f, "Resources of emulated devices (BlueField)", NULL, NULL, NULL },
	{ "QUERY_RSV_RESOURCES", 0x8000, "The firmware's reserved resources (a vendor command; layout not public: BAD_PARAM_ERR, NOT_MODELLED)", NULL, NULL, NULL },
	{ "QUERY_MTT", 0x8001, "Query memory translation entries (a vendor command; layout not public: BAD_PARAM_ERR, syndrome NOT_MODELLED)", NULL, NULL, NULL },
	{ "QUERY_SCHED_QUEUE", 0x8006, "A scheduling queue (a vendor command; layout not public: BAD_PARAM_ERR, NOT_MODELLED)", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_cmd_op = {
	"cmd_op", "CMD_OP", "Command opcodes", enum_cmd_op_values, 114,
};

static const struct mlx5ctl_enum_value enum_cmd_status_values[] = {
	{ "OK", 0x0, "Success", NULL, NULL, NULL },
	{ "INT_ERR", 0x1, "Internal error", NULL, NULL, NULL },
	{ "BAD_OP_ERR", 0x2, "Unknown or unsupported opcode", NULL, NULL, NULL },
	{ "BAD_PARAM_ERR", 0x3, "Bad parameter", NULL, NULL, NULL },
	{ "BAD_SYS_STATE_ERR", 0x4, "Not allowed in the current device state", NULL, NULL, NULL },
	{ "BAD_RES_ERR", 0x5, "Bad resource (unknown id or not owned by the caller)", NULL, NULL, NULL },
	{ "RES_BUSY", 0x6, "Resource busy (still referenced)", NULL, NULL, NULL },
	{ "NOT_READY", 0x7, "Device not ready", NULL, NULL, NULL },
	{ "LIM_ERR", 0x8, "Limits exceeded", NULL, NULL, NULL },
	{ "BAD_RES_STATE_ERR", 0x9, "Resource in a bad state", NULL, NULL, NULL },
	{ "IX_ERR", 0xa, "Bad index", NULL, NULL, NULL },
	{ "NO_RES_ERR", 0xf, "No resources", NULL, NULL, NULL },
	{ "BAD_QP_STATE_ERR", 0x10, "Bad QP state", NULL, NULL, NULL },
	{ "BAD_PKT_ERR", 0x30, "Bad packet", NULL, NULL, NULL },
	{ "BAD_SIZE_OUTS_CQES_ERR", 0x40, "Bad size of outstanding CQEs", NULL, NULL, NULL },
	{ "BAD_INP_LEN_ERR", 0x50, "Bad input length", NULL, NULL, NULL },
	{ "BAD_OUTP_LEN_ERR", 0x51, "Bad output length", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_cmd_status = {
	"cmd_status", "CMD_STAT", "Command completion status in the outbox header (PRM \"status\")", enum_cmd_status_values, 17,
};

static const struct mlx5ctl_enum_value enum_cmdq_entry_type_values[] = {
	{ "PCIE_CMD_IF_TRANSPORT", 0x7, "PCIe command interface", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_cmdq_entry_type = {
	"cmdq_entry_type", "CMD_QUEUE_ENTRY_TYPE", "Command queue entry transport type", enum_cmdq_entry_type_values, 1,
};

static const struct mlx5ctl_enum_value enum_cong_protocol_values[] = {
	{ "QAU_802_1_RP", 0x0, "802.1Qau reaction point", &mlx5ctl_prm_st_cong_control_802_1qau_rp, NULL, NULL },
	{ "R_ROCE_ECN_RP", 0x1, "RoCE ECN reaction point (DCQCN)", &mlx5ctl_prm_st_cong_control_r_roce_ecn_rp, NULL, NULL },
	{ "R_ROCE_ECN_NP", 0x2, "RoCE ECN notification point", &mlx5ctl_prm_st_cong_control_r_roce_ecn_np, NULL, NULL },
	{ "R_ROCE_GENERAL", 0x3, "RoCE general", &mlx5ctl_prm_st_cong_control_r_roce_general, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_cong_protocol = {
	"cong_protocol", "CONG_PROTOCOL", "QUERY_CONG_* cong_protocol (mlx5_ib's node types, drivers/infiniband/hw/mlx5/cong.c)", enum_cong_protocol_values, 4,
};

static const struct mlx5ctl_enum_value enum_core_dump_const_values[] = {
	{ "MAGIC", 0x43444d50, "core_dump_header.magic: ASCII 'CDMP'", NULL, NULL, NULL },
	{ "VERSION", 0x1, "core_dump_header.version of this format", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_core_dump_const = {
	"core_dump_const", "CORE_DUMP", "Constants of the emulated firmware's core dump (core_dump_header)", enum_core_dump_const_values, 2,
};

static const struct mlx5ctl_enum_value enum_core_dump_type_values[] = {
	{ "GENERAL", 0x0, "Firmware takes a general core dump (not modelled)", NULL, NULL, NULL },
	{ "QP", 0x1, "Dump one QP's context, qpn (not modelled)", NULL, NULL, NULL },
	{ "CR_DUMP_TO_MEM", 0x2, "Write the core dump into host memory through an MKEY (mkey, address, size in; size, cookie, more_dump out)", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_core_dump_type = {
	"core_dump_type", "CORE_DUMP_TYPE", "CORE_DUMP register dump types, the PRM's as NVIDIA's mlx5ctl user tools name them (MLX5_CORE_DUMP_REG_CORE_DUMP_TYPE_*; Linux 6.12's mlx5_ifc.h names none). GENERAL and QP (debug_cap.core_dump_general / core_dump_qp; mlx5_core writes GENERAL to make the firmware dump itself to its tracer) are not advertised by the model, which refuses them; CR_DUMP_TO_MEM (debug_cap.log_cr_dump_to_mem_size) it serves", enum_core_dump_type_values, 3,
};

static const struct mlx5ctl_enum_value enum_diag_counter_values[] = {
	{ "CMDS", 0xf001, "Commands executed", NULL, NULL, "counter" },
	{ "CMD_ERRORS", 0xf002, "Commands that failed (a non-zero PRM status)", NULL, NULL, "counter" },
	{ "EQES", 0xf003, "Event queue entries posted", NULL, NULL, "counter" },
	{ "MSIX", 0xf004, "MSI-X messages sent", NULL, NULL, "counter" },
	{ "DMA_READ_BYTES", 0xf005, "Bytes the device read from host memory", NULL, NULL, "counter" },
	{ "DMA_WRITE_BYTES", 0xf006, "Bytes the device wrote to host memory", NULL, NULL, "counter" },
	{ "FW_PAGES", 0xf007, "Pages the driver has given the firmware", NULL, NULL, "gauge" },
	{ "OBJECTS", 0xf008, "Live user contexts, UMEMs, PDs, MKEYs and EQs", NULL, NULL, "gauge" },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_diag_counter = {
	"diag_counter", "DIAG_COUNTER", "Diagnostic counter ids of the emulated firmware. The PRM's counter ids are not public: these are the model's own, in a range real devices do not use; a device lists its ids in debug_cap.diagnostic_counter[]. kind: a counter only grows (the tool shows its rate, and Prometheus a _total), a gauge is a level", enum_diag_counter_values, 8,
};

static const struct mlx5ctl_enum_value enum_eqc_st_values[] = {
	{ "ARMED", 0x9, "Armed: the next EQE raises the interrupt", NULL, NULL, NULL },
	{ "FIRED", 0xa, "Fired: an interrupt was raised; the driver re-arms through the UAR doorbell", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_eqc_st = {
	"eqc_st", "EQC_ST", "EQ context st: the EQ's arming state (mlx5_ifc.h MLX5_EQC_ST_*)", enum_eqc_st_values, 2,
};

static const struct mlx5ctl_enum_value enum_event_type_values[] = {
	{ "CMD", 0xa, "Command completion (event_data.cmd_inter_comp_event)", NULL, NULL, NULL },
	{ "PAGE_REQUEST", 0xb, "Firmware page request", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_event_type = {
	"event_type", "EVENT_TYPE", "Event queue entry types", enum_event_type_values, 2,
};

static const struct mlx5ctl_enum_value enum_fs4_const_values[] = {
	{ "IMAGE_FORMAT", 0x1, "fs4_boot_version.image_format_version of an FS4 image (mstflint's IMG_VER_FS4; 0 FS2, 3 FS3)", NULL, NULL, NULL },
	{ "BOOT_VERSION_OFFSET", 0x10, "Where the boot version dword lies, after the magic pattern", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_fs4_const = {
	"fs4_const", "FS4", "Constants of the FS4 image", enum_fs4_const_values, 2,
};

static const struct mlx5ctl_enum_value enum_fs4_crc_type_values[] = {
	{ "IN_TOC_ENTRY", 0x0, "The section's CRC is the entry's section_crc", NULL, NULL, NULL },
	{ "NONE", 0x1, "No CRC", NULL, NULL, NULL },
	{ "IN_SECTION", 0x2, "The CRC is the section's last dword", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_fs4_crc_type = {
	"fs4_crc_type", "FS4_CRC", "fs4_toc_entry.crc", enum_fs4_crc_type_values, 3,
};

static const struct mlx5ctl_enum_value enum_fs4_section_values[] = {
	{ "BOOT2", 0x1, "Second stage boot loader", NULL, NULL, NULL },
	{ "MAIN_CODE", 0x3, "The firmware's code (the model's: a pseudo-random stream of the image's size)", NULL, NULL, NULL },
	{ "IMAGE_INFO", 0x10, "Firmware version, PSID, name, description", &mlx5ctl_prm_st_fs4_image_info, NULL, NULL },
	{ "IMAGE_SIGNATURE_256", 0xa0, "The image's signature (the model's own content: fs4_image_signature)", &mlx5ctl_prm_st_fs4_image_signature, NULL, NULL },
	{ "PUBLIC_KEYS_2048", 0xa1, "The keys the image trusts (the model's own content: fs4_public_keys); mstflint takes an image without one for an unsigned one, which it burns through the flash, not through MCC", &mlx5ctl_prm_st_fs4_public_keys, NULL, NULL },
	{ "MFG_INFO", 0xe0, "Manufacturing data: PSID, base GUID and MAC", &mlx5ctl_prm_st_fs4_mfg_info, NULL, NULL },
	{ "DEV_INFO", 0xe1, "Device data: GUIDs and MACs in use, VSD", &mlx5ctl_prm_st_fs4_dev_info, NULL, NULL },
	{ "END", 0xff, "End of the TOC", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_fs4_section = {
	"fs4_section", "FS4_SECTION", "Image and device TOC section types (mstflint's fs3_section_t)", enum_fs4_section_values, 8,
};

static const struct mlx5ctl_enum_value enum_fsm_error_values[] = {
	{ "OK", 0x0, "Success", NULL, NULL, NULL },
	{ "ERROR", 0x1, "General error (mlxfw: EIO); the model's: the firmware store could not be written, or an injected fault", NULL, NULL, NULL },
	{ "REJECTED_DIGEST_ERR", 0x2, "The payload's SHA-256 is not the header's (EBADMSG)", NULL, NULL, NULL },
	{ "REJECTED_NOT_APPLICABLE", 0x3, "The image is for another PSID or chip (ENOENT)", NULL, NULL, NULL },
	{ "REJECTED_UNKNOWN_KEY", 0x4, "Signed with a key the device does not know (ENOKEY)", NULL, NULL, NULL },
	{ "REJECTED_AUTH_FAILED", 0x5, "The signature does not match the header (EACCES)", NULL, NULL, NULL },
	{ "REJECTED_UNSIGNED", 0x6, "Not signed, and the device takes signed images only (EKEYREVOKED)", NULL, NULL, NULL },
	{ "REJECTED_KEY_NOT_APPLICABLE", 0x7, "Signed with a key not valid for this device (EKEYREJECTED)", NULL, NULL, NULL },
	{ "REJECTED_BAD_FORMAT", 0x8, "Not an image of this device's format, truncated, or with data past its end (ENOEXEC)", NULL, NULL, NULL },
	{ "BLOCKED_PENDING_RESET", 0x9, "An activated image waits for a reset (EBUSY); MIRC re-activation lifts it", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_fsm_error = {
	"fsm_error", "FSM_ERR", "MCC error_code: the last instruction's outcome (mlxfw's enum mlxfw_fsm_state_err)", enum_fsm_error_values, 10,
};

static const struct mlx5ctl_enum_value enum_fsm_state_values[] = {
	{ "IDLE", 0x0, "No update handle is held", NULL, NULL, NULL },
	{ "LOCKED", 0x1, "The handle is held, no component is being written", NULL, NULL, NULL },
	{ "INITIALIZE", 0x2, "UPDATE_COMPONENT: preparing (erasing) the component's space", NULL, NULL, NULL },
	{ "DOWNLOAD", 0x3, "MCDA writes are taken", NULL, NULL, NULL },
	{ "VERIFY", 0x4, "VERIFY_COMPONENT is checking the image", NULL, NULL, NULL },
	{ "APPLY", 0x5, "Verified: the component is written, waiting for activation", NULL, NULL, NULL },
	{ "ACTIVATE", 0x6, "Activation in progress", NULL, NULL, NULL },
	{ "UPLOAD", 0x7, "READ_COMPONENT: MCDA reads return the running component", NULL, NULL, NULL },
	{ "UPLOAD_PENDING", 0x8, "READ_PENDING_COMPONENT: MCDA reads return the pending component", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_fsm_state = {
	"fsm_state", "FSM_STATE", "MCC control_state (mlxfw's enum mlxfw_fsm_state, the PRM's UPLOAD states)", enum_fsm_state_values, 9,
};

static const struct mlx5ctl_enum_value enum_fw_syndrome_values[] = {
	{ "BAD_STATE", 0x10000001, "Not in a state for this command (not enabled, not initialised, already set)", NULL, NULL, NULL },
	{ "BAD_OP_MOD", 0x10000002, "An op_mod the command does not have", NULL, NULL, NULL },
	{ "BAD_LEN", 0x10000003, "Inbox or outbox too short, or a length field out of range", NULL, NULL, NULL },
	{ "NO_UID", 0x10000004, "The caller's UID is not a live user context", NULL, NULL, NULL },
	{ "UID_CAP", 0x10000005, "The user context lacks a capability the command or register direction needs", NULL, NULL, NULL },
	{ "NO_RESOURCE", 0x10000006, "Out of a resource (ids, memory)", NULL, NULL, NULL },
	{ "BAD_ID", 0x10000007, "No object with that id", NULL, NULL, NULL },
	{ "WRONG_UID", 0x10000008, "The object belongs to another UID, or the command is not for a user UID", NULL, NULL, NULL },
	{ "BUSY", 0x10000009, "Busy: the object is still referenced, or another operation holds it", NULL, NULL, NULL },
	{ "BAD_PARAM", 0x1000000a, "A field holds a value the firmware refuses", NULL, NULL, NULL },
	{ "BAD_REG", 0x1000000b, "A register the spec does not have, or a direction it does not have", NULL, NULL, NULL },
	{ "BAD_ISSI", 0x1000000c, "An ISSI the device does not support", NULL, NULL, NULL },
	{ "BAD_CAP", 0x1000000d, "A capability type or value the device does not have", NULL, NULL, NULL },
	{ "BAD_VECTOR", 0x1000000e, "An interrupt vector the function does not have", NULL, NULL, NULL },
	{ "BAD_ACCESS", 0x1000000f, "Memory the MKEY or UMEM does not allow (bounds, write access)", NULL, NULL, NULL },
	{ "DIAG_COUNTER", 0x10000010, "Diagnostic counter unknown, repeated, or too many", NULL, NULL, NULL },
	{ "DIAG_MODE", 0x10000011, "Not one of single / repetitive, or sync asked", NULL, NULL, NULL },
	{ "DIAG_PERIOD", 0x10000012, "Sample period out of range", NULL, NULL, NULL },
	{ "DIAG_SAMPLES", 0x10000013, "Sample buffer size, index or count out of range", NULL, NULL, NULL },
	{ "DIAG_NOT_SET", 0x10000014, "No diagnostic parameters set", NULL, NULL, NULL },
	{ "MTT_BUDGET", 0x10000015, "The MTTs of all UMEMs would exceed MLX5FW_MAX_TOTAL_MTTS", NULL, NULL, NULL },
	{ "NV_IO", 0x10000016, "The NV configuration's backing file could not be written", NULL, NULL, NULL },
	{ "FWU_HANDLE", 0x10000017, "Update handle not held, not this one, or another's", NULL, NULL, NULL },
	{ "FWU_STATE", 0x10000018, "The update state machine is not in a state for this", NULL, NULL, NULL },
	{ "FWU_MCDA", 0x10000019, "MCDA offset/size: alignment, chunk size, component bounds", NULL, NULL, NULL },
	{ "FWU_COMPONENT", 0x1000001a, "No such component, or not updatable", NULL, NULL, NULL },
	{ "NO_OBJECT", 0x1000001b, "No object of that kind has that number (query.c)", NULL, NULL, NULL },
	{ "NOT_SUPPORTED", 0x1000001c, "A feature the modelled card does not have (its capability is off)", NULL, NULL, NULL },
	{ "NOT_MODELLED", 0x1000001d, "A command whose layout is not public", NULL, NULL, NULL },
	{ "NO_FUNCTION", 0x1000001e, "Another function: the emulated card has only function 0", NULL, NULL, NULL },
	{ "FWU_REJECTED", 0x1000001f, "The update instruction was refused at once: MCC's error_code (answered with the register) says why", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_fw_syndrome = {
	"fw_syndrome", "SYND", "Syndromes of the emulated firmware", enum_fw_syndrome_values, 31,
};

static const struct mlx5ctl_enum_value enum_fwimage_const_values[] = {
	{ "MAGIC", 0x4d354657, "fwimage_hdr.magic: 'M5FW'", NULL, NULL, NULL },
	{ "FORMAT", 0x1, "fwimage_hdr.format_version", NULL, NULL, NULL },
	{ "HEADER_SIZE", 0x100, "Bytes of fwimage_hdr; the payload follows", NULL, NULL, NULL },
	{ "SIGNED_BYTES", 0xa0, "The signature covers the header's first 0xa0 bytes (the digest included)", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_fwimage_const = {
	"fwimage_const", "FWIMAGE", "Constants of the emulated card's firmware image", enum_fwimage_const_values, 4,
};

static const struct mlx5ctl_enum_value enum_fwimage_key_values[] = {
	{ "NONE", 0x0, "Unsigned", NULL, NULL, NULL },
	{ "DEV", 0x1, "The emulated cards' key: valid for every device", NULL, NULL, NULL },
	{ "CX7", 0x2, "A key valid for ConnectX-7 (0x1021) only", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_fwimage_key = {
	"fwimage_key", "FWIMAGE_KEY", "fwimage_hdr.key_id: the model's signing keys (key n is SHA-256 of 'mlx5ctl-fwimage-key-<n>': public, as an emulator's must be)", enum_fwimage_key_values, 3,
};

static const struct mlx5ctl_enum_value enum_fwstate_const_values[] = {
	{ "MAGIC", 0x4d354653, "fwstate_hdr.magic: 'M5FS'", NULL, NULL, NULL },
	{ "FORMAT", 0x1, "fwstate_hdr.format_version", NULL, NULL, NULL },
	{ "HEADER_SIZE", 0x20, "Bytes of fwstate_hdr; the running image follows, then the pending one", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_fwstate_const = {
	"fwstate_const", "FWSTATE", "Constants of the emulated card's firmware store (its backing file)", enum_fwstate_const_values, 3,
};

static const struct mlx5ctl_enum_value enum_fwu_entity_values[] = {
	{ "UNSPECIFIED", 0x0, "Unspecified (nobody)", NULL, NULL, NULL },
	{ "CHASSIS_BMC", 0x1, "Chassis BMC", NULL, NULL, NULL },
	{ "MAD", 0x2, "In-band MAD", NULL, NULL, NULL },
	{ "BMC", 0x3, "BMC", NULL, NULL, NULL },
	{ "COMMAND_INTERFACE", 0x4, "The command interface (ACCESS_REG: mlx5_core, mlx5ctl)", NULL, NULL, NULL },
	{ "ICMD", 0x5, "ICMD (the tools over the VSC)", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_fwu_entity = {
	"fwu_entity", "FWU_ENTITY", "MCC handle_owner_type, MCQS last_update_state_changer_type", enum_fwu_entity_values, 6,
};

static const struct mlx5ctl_enum_value enum_hca_cap_op_mod_values[] = {
	{ "MAX", 0x0, "Maximum (what the device supports)", NULL, NULL, NULL },
	{ "CURRENT", 0x1, "Current (what is enabled)", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_hca_cap_op_mod = {
	"hca_cap_op_mod", "HCA_CAP_OP_MOD", "QUERY_HCA_CAP op_mod bit 0", enum_hca_cap_op_mod_values, 2,
};

static const struct mlx5ctl_enum_value enum_icmd_opcode_values[] = {
	{ "QUERY_CAP_GENERAL", 0x8400, "Which ICMD features and tools registers the firmware has (in: icmd_query_cap_in)", &mlx5ctl_prm_st_icmd_query_cap_general, NULL, NULL },
	{ "GET_FW_INFO", 0x8007, "The running firmware's version, build time and PSID (mstlink's 'Firmware Version')", &mlx5ctl_prm_st_icmd_get_fw_info, NULL, NULL },
	{ "ACCESS_REGISTER", 0x9001, "Read or write an access register: icmd_op_tlv, icmd_reg_tlv, then the register", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_icmd_opcode = {
	"icmd_opcode", "ICMD_OP", "ICMD opcodes the model executes (icmd_ctrl.opcode)", enum_icmd_opcode_values, 3,
};

static const struct mlx5ctl_enum_value enum_icmd_reg_method_values[] = {
	{ "QUERY", 0x1, "Read the register", NULL, NULL, NULL },
	{ "WRITE", 0x2, "Write the register", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_icmd_reg_method = {
	"icmd_reg_method", "ICMD_REG_METHOD", "icmd_op_tlv.method", enum_icmd_reg_method_values, 2,
};

static const struct mlx5ctl_enum_value enum_icmd_reg_status_values[] = {
	{ "OK", 0x0, "Done", NULL, NULL, NULL },
	{ "BUSY", 0x1, "Device busy", NULL, NULL, NULL },
	{ "VERSION_NOT_SUPPORTED", 0x2, "Version not supported", NULL, NULL, NULL },
	{ "UNKNOWN_TLV", 0x3, "Unknown or malformed TLV", NULL, NULL, NULL },
	{ "REG_NOT_SUPPORTED", 0x4, "Register not supported", NULL, NULL, NULL },
	{ "CLASS_NOT_SUPPORTED", 0x5, "Class not supported", NULL, NULL, NULL },
	{ "METHOD_NOT_SUPPORTED", 0x6, "The register has no such direction", NULL, NULL, NULL },
	{ "BAD_PARAM", 0x7, "Bad parameter", NULL, NULL, NULL },
	{ "RESOURCE_NOT_AVAILABLE", 0x8, "Resource not available", NULL, NULL, NULL },
	{ "INTERNAL_ERROR", 0x70, "Internal error", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_icmd_reg_status = {
	"icmd_reg_status", "ICMD_REG_STATUS", "icmd_op_tlv.status: the register access's own status (mstflint's return_by_reg_status())", enum_icmd_reg_status_values, 10,
};

static const struct mlx5ctl_enum_value enum_icmd_status_values[] = {
	{ "OK", 0x0, "Executed", NULL, NULL, NULL },
	{ "INVALID_OPCODE", 0x1, "Unknown opcode", NULL, NULL, NULL },
	{ "INVALID_CMD", 0x2, "Malformed command (bad input)", NULL, NULL, NULL },
	{ "OPERATIONAL_ERROR", 0x3, "Execution failed", NULL, NULL, NULL },
	{ "BAD_PARAM", 0x4, "A parameter is out of range", NULL, NULL, NULL },
	{ "BUSY", 0x5, "The interface is busy", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_icmd_status = {
	"icmd_status", "ICMD_STATUS", "ICMD completion status (icmd_ctrl.status), as mstflint's translate_status() decodes it", enum_icmd_status_values, 6,
};

static const struct mlx5ctl_enum_value enum_icmd_tlv_type_values[] = {
	{ "END", 0x0, "End of the TLV list", NULL, NULL, NULL },
	{ "OPERATION", 0x1, "Operation TLV (icmd_op_tlv)", NULL, NULL, NULL },
	{ "REG", 0x3, "Register TLV (icmd_reg_tlv), followed by the register", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_icmd_tlv_type = {
	"icmd_tlv_type", "ICMD_TLV", "TLV types of the register access command", enum_icmd_tlv_type_values, 3,
};

static const struct mlx5ctl_enum_value enum_manage_pages_op_mod_values[] = {
	{ "ALLOC_FAIL", 0x0, "Host could not give pages", NULL, NULL, NULL },
	{ "ALLOC_SUCCESS", 0x1, "Host gives pages", NULL, NULL, NULL },
	{ "RECLAIM", 0x2, "Host takes pages back", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_manage_pages_op_mod = {
	"manage_pages_op_mod", "MANAGE_PAGES", "MANAGE_PAGES op_mod", enum_manage_pages_op_mod_values, 3,
};

static const struct mlx5ctl_enum_value enum_mcc_instruction_values[] = {
	{ "LOCK_UPDATE_HANDLE", 0x1, "Take the update handle an idle query offered", NULL, NULL, NULL },
	{ "RELEASE_UPDATE_HANDLE", 0x2, "Give the handle back (what was downloaded and not activated is dropped)", NULL, NULL, NULL },
	{ "UPDATE_COMPONENT", 0x3, "Start writing component_index, component_size bytes (0: unspecified)", NULL, NULL, NULL },
	{ "VERIFY_COMPONENT", 0x4, "Check what was downloaded (the image's format, PSID, chip, key, signature, digest)", NULL, NULL, NULL },
	{ "ACTIVATE_COMPONENT", 0x5, "Activate the verified component_index", NULL, NULL, NULL },
	{ "ACTIVATE", 0x6, "Activate every verified component (mlxfw's ACTIVATE)", NULL, NULL, NULL },
	{ "READ_COMPONENT", 0x7, "Read the running component_index back through MCDA (UPLOAD)", NULL, NULL, NULL },
	{ "CANCEL", 0x8, "Drop the update in progress, back to LOCKED", NULL, NULL, NULL },
	{ "CHECK_UPDATE_HANDLE", 0x9, "Is this handle the one the caller holds (the model: BAD_PARAM if not)", NULL, NULL, NULL },
	{ "FORCE_HANDLE_RELEASE", 0xa, "Release the handle whoever holds it", NULL, NULL, NULL },
	{ "READ_PENDING_COMPONENT", 0xb, "Read the pending component_index back through MCDA", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mcc_instruction = {
	"mcc_instruction", "MCC_INSTR", "MCC instruction (write); mlxfw uses LOCK..ACTIVATE and CANCEL", enum_mcc_instruction_values, 11,
};

static const struct mlx5ctl_enum_value enum_mcqi_info_type_values[] = {
	{ "CAPABILITIES", 0x0, "Sizes, MCDA limits, what is checked", &mlx5ctl_prm_st_mcqi_cap, NULL, NULL },
	{ "VERSION", 0x1, "Running (or pending) version", &mlx5ctl_prm_st_mcqi_version, NULL, NULL },
	{ "ACTIVATION_METHOD", 0x5, "What makes an activated image run", &mlx5ctl_prm_st_mcqi_activation_method, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mcqi_info_type = {
	"mcqi_info_type", "MCQI_INFO", "MCQI info_type", enum_mcqi_info_type_values, 3,
};

static const struct mlx5ctl_enum_value enum_mcqs_component_status_values[] = {
	{ "NOT_PRESENT", 0x0, "Supported, not present", NULL, NULL, NULL },
	{ "PRESENT", 0x1, "Present", NULL, NULL, NULL },
	{ "IN_USE", 0x2, "Present and in use", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mcqs_component_status = {
	"mcqs_component_status", "MCQS_STATUS", "MCQS component_status", enum_mcqs_component_status_values, 3,
};

static const struct mlx5ctl_enum_value enum_mcqs_identifier_values[] = {
	{ "NONE", 0x0, "The model's empty slot at index 0", NULL, NULL, NULL },
	{ "BOOT_IMG", 0x1, "The firmware image", NULL, NULL, NULL },
	{ "RUNTIME_IMG", 0x2, "Runtime image", NULL, NULL, NULL },
	{ "USER_NVCONFIG", 0x3, "User NV configuration", NULL, NULL, NULL },
	{ "OEM_NVCONFIG", 0x4, "OEM NV configuration", NULL, NULL, NULL },
	{ "MLNX_NVCONFIG", 0x5, "Vendor NV configuration", NULL, NULL, NULL },
	{ "CS_TOKEN", 0x6, "Customer-support token", NULL, NULL, NULL },
	{ "DBG_TOKEN", 0x7, "Debug token", NULL, NULL, NULL },
	{ "DEV_INFO", 0x8, "Device information", NULL, NULL, NULL },
	{ "PACKAGE_INFO", 0x9, "Package information", NULL, NULL, NULL },
	{ "GEARBOX", 0xa, "Gearbox firmware", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mcqs_identifier = {
	"mcqs_identifier", "MCQS_ID", "MCQS identifier: the component's type (mlx5_core fw.c, the PRM)", enum_mcqs_identifier_values, 11,
};

static const struct mlx5ctl_enum_value enum_mcqs_update_state_values[] = {
	{ "IDLE", 0x0, "No update; no pending image", NULL, NULL, NULL },
	{ "IN_PROGRESS", 0x1, "Being written or verified", NULL, NULL, NULL },
	{ "APPLIED", 0x2, "Written and verified, not activated", NULL, NULL, NULL },
	{ "ACTIVE", 0x3, "Activated and running", NULL, NULL, NULL },
	{ "ACTIVE_PENDING_RESET", 0x4, "Activated: runs after the next reset", NULL, NULL, NULL },
	{ "FAILED", 0x5, "The update under the handle failed", NULL, NULL, NULL },
	{ "CANCELED", 0x6, "The update under the handle was cancelled", NULL, NULL, NULL },
	{ "BUSY", 0x7, "Busy", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mcqs_update_state = {
	"mcqs_update_state", "MCQS_UPDATE", "MCQS component_update_state (mlx5_core fw.c)", enum_mcqs_update_state_values, 8,
};

static const struct mlx5ctl_enum_value enum_mfa2_compression_values[] = {
	{ "NONE", 0x0, "Not compressed", NULL, NULL, NULL },
	{ "XZ", 0x1, "xz (what mlxfw decodes; the only one it takes)", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mfa2_compression = {
	"mfa2_compression", "MFA2_COMPRESSION", "mfa2_package_descriptor.cv_compression", enum_mfa2_compression_values, 2,
};

static const struct mlx5ctl_enum_value enum_mfa2_tlv_type_values[] = {
	{ "MULTI_PART", 0x1, "Children follow: num_extensions + 1 TLVs, total_len bytes", &mlx5ctl_prm_st_mfa2_multi, NULL, NULL },
	{ "PACKAGE_DESCRIPTOR", 0x2, "The first multi-part TLV's first child", &mlx5ctl_prm_st_mfa2_package_descriptor, NULL, NULL },
	{ "COMPONENT_DESCRIPTOR", 0x4, "A component multi-part TLV's first child", &mlx5ctl_prm_st_mfa2_component_descriptor, NULL, NULL },
	{ "COMPONENT_PTR", 0x22, "A device's component (its index among the component TLVs)", &mlx5ctl_prm_st_mfa2_component_ptr, NULL, NULL },
	{ "PSID", 0x2a, "A device's PSID: len bytes of ASCII", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mfa2_tlv_type = {
	"mfa2_tlv_type", "MFA2_TLV", "mfa2_tlv.type (mlxfw's enum mlxfw_mfa2_tlv_type)", enum_mfa2_tlv_type_values, 5,
};

static const struct mlx5ctl_enum_value enum_mfrl_reset_level_values[] = {
	{ "LEVEL0", 0x1, "Driver restart: the firmware is reloaded without a PCI reset", NULL, NULL, NULL },
	{ "LEVEL3", 0x8, "Warm reboot: PCI reset, the firmware reloads", NULL, NULL, NULL },
	{ "LEVEL6", 0x40, "Cold reboot", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mfrl_reset_level = {
	"mfrl_reset_level", "MFRL_RESET_LEVEL", "MFRL reset_level bits: the levels the firmware supports", enum_mfrl_reset_level_values, 3,
};

static const struct mlx5ctl_enum_value enum_mfrl_reset_type_values[] = {
	{ "FULL_CHIP", 0x1, "Full chip reset", NULL, NULL, NULL },
	{ "NET_PORT_ALIVE", 0x2, "Keep the network port alive", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mfrl_reset_type = {
	"mfrl_reset_type", "MFRL_RESET_TYPE", "MFRL reset_type bits", enum_mfrl_reset_type_values, 2,
};

static const struct mlx5ctl_enum_value enum_mirc_status_values[] = {
	{ "OK", 0x0, "Re-activated: the running image boots next", NULL, NULL, NULL },
	{ "BUSY", 0x1, "Re-activation in progress: read again", NULL, NULL, NULL },
	{ "PROHIBITED_FW_VER_ERR", 0x2, "Prohibited firmware version", NULL, NULL, NULL },
	{ "FIRST_PAGE_COPY_FAILED", 0x3, "First page copy failed", NULL, NULL, NULL },
	{ "FIRST_PAGE_ERASE_FAILED", 0x4, "First page erase failed", NULL, NULL, NULL },
	{ "FIRST_PAGE_RESTORE_FAILED", 0x5, "First page restore failed", NULL, NULL, NULL },
	{ "CANDIDATE_FW_DEACTIVATION_FAILED", 0x6, "Candidate deactivation failed", NULL, NULL, NULL },
	{ "FW_ALREADY_ACTIVATED", 0x7, "Nothing to do: no image is pending", NULL, NULL, NULL },
	{ "ERR_DEVICE_RESET_REQUIRED", 0x8, "A device reset is required", NULL, NULL, NULL },
	{ "ERR_FW_PROGRAMMING_NEEDED", 0x9, "Firmware programming needed", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mirc_status = {
	"mirc_status", "MIRC_STATUS", "MIRC status_code (mlxfw's enum mlxfw_fsm_reactivate_status)", enum_mirc_status_values, 10,
};

static const struct mlx5ctl_enum_value enum_mkc_access_mode_values[] = {
	{ "PA", 0x0, "Physical addresses", NULL, NULL, NULL },
	{ "MTT", 0x1, "Memory translation table", NULL, NULL, NULL },
	{ "KLMS", 0x2, "Key-length-memory lists", NULL, NULL, NULL },
	{ "KSM", 0x3, "Key-size-memory lists", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mkc_access_mode = {
	"mkc_access_mode", "MKC_ACCESS_MODE", "Memory key translation mode (mkc.access_mode_1_0, low bits)", enum_mkc_access_mode_values, 4,
};

static const struct mlx5ctl_enum_value enum_module_status_values[] = {
	{ "INITIALIZING", 0x0, "oper: initialising", NULL, NULL, NULL },
	{ "PLUGGED_ENABLED", 0x1, "Plugged and enabled", NULL, NULL, NULL },
	{ "UNPLUGGED", 0x2, "oper: unplugged", NULL, NULL, NULL },
	{ "PLUGGED_ERROR", 0x3, "oper: plugged, with an error", NULL, NULL, NULL },
	{ "PLUGGED_DISABLED", 0x4, "Plugged and disabled", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_module_status = {
	"module_status", "MODULE_STATUS", "PMAOS admin_status / oper_status", enum_module_status_values, 5,
};

static const struct mlx5ctl_enum_value enum_mpcnt_grp_values[] = {
	{ "PCIE_PERFORMANCE", 0x0, "PCIe performance counters (mlx5e's ethtool pci_* statistics)", &mlx5ctl_prm_st_pcie_perf_cntrs_grp_data_layout, NULL, NULL },
	{ "PCIE_LANES", 0x1, "PCIe lane error counters (not modelled)", NULL, NULL, NULL },
	{ "PCIE_TIMERS_STATES", 0x2, "PCIe timers and states (not modelled)", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mpcnt_grp = {
	"mpcnt_grp", "MPCNT_GRP", "MPCNT counter groups (the PRM's; the model serves the performance counters)", enum_mpcnt_grp_values, 3,
};

static const struct mlx5ctl_enum_value enum_mqis_info_type_values[] = {
	{ "VPD", 0x0, "The PCI VPD, as the VPD capability reads it", NULL, NULL, NULL },
	{ "MODEL_NAME", 0x1, "The board's model (part number)", NULL, NULL, NULL },
	{ "MODEL_DESCRIPTION", 0x2, "The board's description", NULL, NULL, NULL },
	{ "IMAGE_VSD", 0x3, "Vendor-specific data of the image (none)", NULL, NULL, NULL },
	{ "DEVICE_VSD", 0x4, "Vendor-specific data of the device (none)", NULL, NULL, NULL },
	{ "ROM_INFO", 0x5, "Expansion ROM information (none)", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_mqis_info_type = {
	"mqis_info_type", "MQIS_INFO", "MQIS info_type", enum_mqis_info_type_values, 6,
};

static const struct mlx5ctl_enum_value enum_nv_access_mode_values[] = {
	{ "NEXT", 0x0, "The value for the next boot (what a write sets)", NULL, NULL, NULL },
	{ "CURRENT", 0x1, "The value in effect since the last reset", NULL, NULL, NULL },
	{ "DEFAULT", 0x2, "The factory default", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_access_mode = {
	"nv_access_mode", "NV_ACCESS_MODE", "config_item.access_mode", enum_nv_access_mode_values, 3,
};

static const struct mlx5ctl_enum_value enum_nv_crypto_conf_crypto_policy_values[] = {
	{ "DEVICE_DEFAULT", 0x0, "", NULL, NULL, NULL },
	{ "UNRESTRICTED", 0x1, "", NULL, NULL, NULL },
	{ "FIPS_LEVEL_2", 0x2, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_crypto_conf_crypto_policy = {
	"nv_crypto_conf_crypto_policy", "NV_CRYPTO_CONF_CRYPTO_POLICY", "CRYPTO_CONF.crypto_policy", enum_nv_crypto_conf_crypto_policy_values, 3,
};

static const struct mlx5ctl_enum_value enum_nv_current_configurator_current_cfg_method_values[] = {
	{ "E_NONE", 0x0, "", NULL, NULL, NULL },
	{ "OS", 0x1, "", NULL, NULL, NULL },
	{ "E_VENDOR_SPEC", 0x2, "", NULL, NULL, NULL },
	{ "E_HP_OTHER", 0x3, "", NULL, NULL, NULL },
	{ "E_VC_CLP", 0x4, "", NULL, NULL, NULL },
	{ "E_HP_CNU", 0x5, "", NULL, NULL, NULL },
	{ "E_HP_ONEVIEW", 0x6, "", NULL, NULL, NULL },
	{ "E_UEFI_HII", 0x7, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_current_configurator_current_cfg_method = {
	"nv_current_configurator_current_cfg_method", "NV_CURRENT_CONFIGURATOR_CURRENT_CFG_METHOD", "CURRENT_CONFIGURATOR.current_cfg_method", enum_nv_current_configurator_current_cfg_method_values, 8,
};

static const struct mlx5ctl_enum_value enum_nv_ecpf_conf_esw_manager_values[] = {
	{ "EXTERNAL_HOST_PF", 0x0, "", NULL, NULL, NULL },
	{ "ECPF", 0x1, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_ecpf_conf_esw_manager = {
	"nv_ecpf_conf_esw_manager", "NV_ECPF_CONF_ESW_MANAGER", "ECPF_CONF.esw_manager", enum_nv_ecpf_conf_esw_manager_values, 2,
};

static const struct mlx5ctl_enum_value enum_nv_ecpf_conf_page_supplier_values[] = {
	{ "EXTERNAL_HOST_PF", 0x0, "", NULL, NULL, NULL },
	{ "ECPF", 0x1, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_ecpf_conf_page_supplier = {
	"nv_ecpf_conf_page_supplier", "NV_ECPF_CONF_PAGE_SUPPLIER", "ECPF_CONF.page_supplier", enum_nv_ecpf_conf_page_supplier_values, 2,
};

static const struct mlx5ctl_enum_value enum_nv_emulation_virtio_blk_conf_virtio_blk_emu_pf_pci_layout_values[] = {
	{ "VIRTIO_1_X", 0x0, "", NULL, NULL, NULL },
	{ "VIRTIO_TRANSITIONAL", 0x1, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_emulation_virtio_blk_conf_virtio_blk_emu_pf_pci_layout = {
	"nv_emulation_virtio_blk_conf_virtio_blk_emu_pf_pci_layout", "NV_EMULATION_VIRTIO_BLK_CONF_VIRTIO_BLK_EMU_PF_PCI_LAYOUT", "EMULATION_VIRTIO_BLK_CONF.virtio_blk_emu_pf_pci_layout", enum_nv_emulation_virtio_blk_conf_virtio_blk_emu_pf_pci_layout_values, 2,
};

static const struct mlx5ctl_enum_value enum_nv_emulation_virtio_blk_conf_virtio_blk_emu_vf_pci_layout_values[] = {
	{ "VIRTIO_1_X", 0x0, "", NULL, NULL, NULL },
	{ "VIRTIO_", 0x1, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_emulation_virtio_blk_conf_virtio_blk_emu_vf_pci_layout = {
	"nv_emulation_virtio_blk_conf_virtio_blk_emu_vf_pci_layout", "NV_EMULATION_VIRTIO_BLK_CONF_VIRTIO_BLK_EMU_VF_PCI_LAYOUT", "EMULATION_VIRTIO_BLK_CONF.virtio_blk_emu_vf_pci_layout", enum_nv_emulation_virtio_blk_conf_virtio_blk_emu_vf_pci_layout_values, 2,
};

static const struct mlx5ctl_enum_value enum_nv_emulation_virtio_net_conf_virtio_net_emu_pf_pci_layout_values[] = {
	{ "VIRTIO_1_X", 0x0, "", NULL, NULL, NULL },
	{ "VIRTIO_TRANSITIONAL", 0x1, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_emulation_virtio_net_conf_virtio_net_emu_pf_pci_layout = {
	"nv_emulation_virtio_net_conf_virtio_net_emu_pf_pci_layout", "NV_EMULATION_VIRTIO_NET_CONF_VIRTIO_NET_EMU_PF_PCI_LAYOUT", "EMULATION_VIRTIO_NET_CONF.virtio_net_emu_pf_pci_layout", enum_nv_emulation_virtio_net_conf_virtio_net_emu_pf_pci_layout_values, 2,
};

static const struct mlx5ctl_enum_value enum_nv_emulation_virtio_net_conf_virtio_net_emu_vf_pci_layout_values[] = {
	{ "VIRTIO_1_X", 0x0, "", NULL, NULL, NULL },
	{ "VIRTIO_", 0x1, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_emulation_virtio_net_conf_virtio_net_emu_vf_pci_layout = {
	"nv_emulation_virtio_net_conf_virtio_net_emu_vf_pci_layout", "NV_EMULATION_VIRTIO_NET_CONF_VIRTIO_NET_EMU_VF_PCI_LAYOUT", "EMULATION_VIRTIO_NET_CONF.virtio_net_emu_vf_pci_layout", enum_nv_emulation_virtio_net_conf_virtio_net_emu_vf_pci_layout_values, 2,
};

static const struct mlx5ctl_enum_value enum_nv_enclosure_info_tray_location_values[] = {
	{ "SINGLE_NODE_TRAY", 0x0, "", NULL, NULL, NULL },
	{ "FRONT", 0x1, "", NULL, NULL, NULL },
	{ "REAR", 0x2, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_enclosure_info_tray_location = {
	"nv_enclosure_info_tray_location", "NV_ENCLOSURE_INFO_TRAY_LOCATION", "ENCLOSURE_INFO.tray_location", enum_nv_enclosure_info_tray_location_values, 3,
};

static const struct mlx5ctl_enum_value enum_nv_file_device_unique_nonce_version_values[] = {
	{ "b32", 0x0, "", NULL, NULL, NULL },
	{ "b76", 0x1, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_file_device_unique_nonce_version = {
	"nv_file_device_unique_nonce_version", "NV_FILE_DEVICE_UNIQUE_NONCE_VERSION", "FILE_DEVICE_UNIQUE.nonce_version", enum_nv_file_device_unique_nonce_version_values, 2,
};

static const struct mlx5ctl_enum_value enum_nv_file_public_key_4096_a_auth_type_values[] = {
	{ "INVALID_ENTRY", 0x0, "", NULL, NULL, NULL },
	{ "SHA256_DIGEST", 0x1, "", NULL, NULL, NULL },
	{ "_2048BIT_RSASSA_PKCS1_v1_5_WITH_SHA256", 0x3, "", NULL, NULL, NULL },
	{ "_4096BIT_RSASSA_PKCS1_v1_5_WITH_SHA512", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_file_public_key_4096_a_auth_type = {
	"nv_file_public_key_4096_a_auth_type", "NV_FILE_PUBLIC_KEY_4096_A_AUTH_TYPE", "FILE_PUBLIC_KEY_4096_A.auth_type", enum_nv_file_public_key_4096_a_auth_type_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_file_public_key_4096_auth_type_values[] = {
	{ "INVALID_ENTRY", 0x0, "", NULL, NULL, NULL },
	{ "SHA256_DIGEST", 0x1, "", NULL, NULL, NULL },
	{ "_2048BIT_RSASSA_PKCS1_v1_5_WITH_SHA256", 0x3, "", NULL, NULL, NULL },
	{ "_4096BIT_RSASSA_PKCS1_v1_5_WITH_SHA512", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_file_public_key_4096_auth_type = {
	"nv_file_public_key_4096_auth_type", "NV_FILE_PUBLIC_KEY_4096_AUTH_TYPE", "FILE_PUBLIC_KEY_4096.auth_type", enum_nv_file_public_key_4096_auth_type_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_file_public_key_4096_b_auth_type_values[] = {
	{ "INVALID_ENTRY", 0x0, "", NULL, NULL, NULL },
	{ "SHA256_DIGEST", 0x1, "", NULL, NULL, NULL },
	{ "_2048BIT_RSASSA_PKCS1_v1_5_WITH_SHA256", 0x3, "", NULL, NULL, NULL },
	{ "_4096BIT_RSASSA_PKCS1_v1_5_WITH_SHA512", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_file_public_key_4096_b_auth_type = {
	"nv_file_public_key_4096_b_auth_type", "NV_FILE_PUBLIC_KEY_4096_B_AUTH_TYPE", "FILE_PUBLIC_KEY_4096_B.auth_type", enum_nv_file_public_key_4096_b_auth_type_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_file_public_key_auth_type_values[] = {
	{ "INVALID_ENTRY", 0x0, "", NULL, NULL, NULL },
	{ "SHA256_DIGEST", 0x1, "", NULL, NULL, NULL },
	{ "_2048BIT_RSASSA_PKCS1_v1_5_WITH_SHA256", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_file_public_key_auth_type = {
	"nv_file_public_key_auth_type", "NV_FILE_PUBLIC_KEY_AUTH_TYPE", "FILE_PUBLIC_KEY.auth_type", enum_nv_file_public_key_auth_type_values, 3,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_cap_3_bus0_speed_max_values[] = {
	{ "PCI_GEN_1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_GEN_2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_GEN_3", 0x2, "", NULL, NULL, NULL },
	{ "PCI_GEN_4", 0x3, "", NULL, NULL, NULL },
	{ "PCI_GEN_5", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus0_speed_max = {
	"nv_global_pci_cap_3_bus0_speed_max", "NV_GLOBAL_PCI_CAP_3_BUS0_SPEED_MAX", "GLOBAL_PCI_CAP_3.bus0_speed_max", enum_nv_global_pci_cap_3_bus0_speed_max_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_cap_3_bus0_width_max_values[] = {
	{ "PCI_X1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_X2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_X4", 0x2, "", NULL, NULL, NULL },
	{ "PCI_X8", 0x3, "", NULL, NULL, NULL },
	{ "PCI_X16", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus0_width_max = {
	"nv_global_pci_cap_3_bus0_width_max", "NV_GLOBAL_PCI_CAP_3_BUS0_WIDTH_MAX", "GLOBAL_PCI_CAP_3.bus0_width_max", enum_nv_global_pci_cap_3_bus0_width_max_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_cap_3_bus1_speed_max_values[] = {
	{ "PCI_GEN_1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_GEN_2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_GEN_3", 0x2, "", NULL, NULL, NULL },
	{ "PCI_GEN_4", 0x3, "", NULL, NULL, NULL },
	{ "PCI_GEN_5", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus1_speed_max = {
	"nv_global_pci_cap_3_bus1_speed_max", "NV_GLOBAL_PCI_CAP_3_BUS1_SPEED_MAX", "GLOBAL_PCI_CAP_3.bus1_speed_max", enum_nv_global_pci_cap_3_bus1_speed_max_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_cap_3_bus1_width_max_values[] = {
	{ "PCI_X1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_X2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_X4", 0x2, "", NULL, NULL, NULL },
	{ "PCI_X8", 0x3, "", NULL, NULL, NULL },
	{ "PCI_X16", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus1_width_max = {
	"nv_global_pci_cap_3_bus1_width_max", "NV_GLOBAL_PCI_CAP_3_BUS1_WIDTH_MAX", "GLOBAL_PCI_CAP_3.bus1_width_max", enum_nv_global_pci_cap_3_bus1_width_max_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_cap_3_bus2_speed_max_values[] = {
	{ "PCI_GEN_1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_GEN_2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_GEN_3", 0x2, "", NULL, NULL, NULL },
	{ "PCI_GEN_4", 0x3, "", NULL, NULL, NULL },
	{ "PCI_GEN_5", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus2_speed_max = {
	"nv_global_pci_cap_3_bus2_speed_max", "NV_GLOBAL_PCI_CAP_3_BUS2_SPEED_MAX", "GLOBAL_PCI_CAP_3.bus2_speed_max", enum_nv_global_pci_cap_3_bus2_speed_max_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_cap_3_bus2_width_max_values[] = {
	{ "PCI_X1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_X2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_X4", 0x2, "", NULL, NULL, NULL },
	{ "PCI_X8", 0x3, "", NULL, NULL, NULL },
	{ "PCI_X16", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus2_width_max = {
	"nv_global_pci_cap_3_bus2_width_max", "NV_GLOBAL_PCI_CAP_3_BUS2_WIDTH_MAX", "GLOBAL_PCI_CAP_3.bus2_width_max", enum_nv_global_pci_cap_3_bus2_width_max_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_cap_3_bus3_speed_max_values[] = {
	{ "PCI_GEN_1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_GEN_2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_GEN_3", 0x2, "", NULL, NULL, NULL },
	{ "PCI_GEN_4", 0x3, "", NULL, NULL, NULL },
	{ "PCI_GEN_5", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus3_speed_max = {
	"nv_global_pci_cap_3_bus3_speed_max", "NV_GLOBAL_PCI_CAP_3_BUS3_SPEED_MAX", "GLOBAL_PCI_CAP_3.bus3_speed_max", enum_nv_global_pci_cap_3_bus3_speed_max_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_cap_3_bus3_width_max_values[] = {
	{ "PCI_X1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_X2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_X4", 0x2, "", NULL, NULL, NULL },
	{ "PCI_X8", 0x3, "", NULL, NULL, NULL },
	{ "PCI_X16", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus3_width_max = {
	"nv_global_pci_cap_3_bus3_width_max", "NV_GLOBAL_PCI_CAP_3_BUS3_WIDTH_MAX", "GLOBAL_PCI_CAP_3.bus3_width_max", enum_nv_global_pci_cap_3_bus3_width_max_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_cap_3_bus4_speed_max_values[] = {
	{ "PCI_GEN_1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_GEN_2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_GEN_3", 0x2, "", NULL, NULL, NULL },
	{ "PCI_GEN_4", 0x3, "", NULL, NULL, NULL },
	{ "PCI_GEN_5", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus4_speed_max = {
	"nv_global_pci_cap_3_bus4_speed_max", "NV_GLOBAL_PCI_CAP_3_BUS4_SPEED_MAX", "GLOBAL_PCI_CAP_3.bus4_speed_max", enum_nv_global_pci_cap_3_bus4_speed_max_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_cap_3_bus4_width_max_values[] = {
	{ "PCI_X1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_X2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_X4", 0x2, "", NULL, NULL, NULL },
	{ "PCI_X8", 0x3, "", NULL, NULL, NULL },
	{ "PCI_X16", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus4_width_max = {
	"nv_global_pci_cap_3_bus4_width_max", "NV_GLOBAL_PCI_CAP_3_BUS4_WIDTH_MAX", "GLOBAL_PCI_CAP_3.bus4_width_max", enum_nv_global_pci_cap_3_bus4_width_max_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_cap_3_bus5_speed_max_values[] = {
	{ "PCI_GEN_1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_GEN_2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_GEN_3", 0x2, "", NULL, NULL, NULL },
	{ "PCI_GEN_4", 0x3, "", NULL, NULL, NULL },
	{ "PCI_GEN_5", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus5_speed_max = {
	"nv_global_pci_cap_3_bus5_speed_max", "NV_GLOBAL_PCI_CAP_3_BUS5_SPEED_MAX", "GLOBAL_PCI_CAP_3.bus5_speed_max", enum_nv_global_pci_cap_3_bus5_speed_max_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_cap_3_bus5_width_max_values[] = {
	{ "PCI_X1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_X2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_X4", 0x2, "", NULL, NULL, NULL },
	{ "PCI_X8", 0x3, "", NULL, NULL, NULL },
	{ "PCI_X16", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus5_width_max = {
	"nv_global_pci_cap_3_bus5_width_max", "NV_GLOBAL_PCI_CAP_3_BUS5_WIDTH_MAX", "GLOBAL_PCI_CAP_3.bus5_width_max", enum_nv_global_pci_cap_3_bus5_width_max_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_cap_3_bus6_speed_max_values[] = {
	{ "PCI_GEN_1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_GEN_2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_GEN_3", 0x2, "", NULL, NULL, NULL },
	{ "PCI_GEN_4", 0x3, "", NULL, NULL, NULL },
	{ "PCI_GEN_5", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus6_speed_max = {
	"nv_global_pci_cap_3_bus6_speed_max", "NV_GLOBAL_PCI_CAP_3_BUS6_SPEED_MAX", "GLOBAL_PCI_CAP_3.bus6_speed_max", enum_nv_global_pci_cap_3_bus6_speed_max_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_cap_3_bus6_width_max_values[] = {
	{ "PCI_X1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_X2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_X4", 0x2, "", NULL, NULL, NULL },
	{ "PCI_X8", 0x3, "", NULL, NULL, NULL },
	{ "PCI_X16", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus6_width_max = {
	"nv_global_pci_cap_3_bus6_width_max", "NV_GLOBAL_PCI_CAP_3_BUS6_WIDTH_MAX", "GLOBAL_PCI_CAP_3.bus6_width_max", enum_nv_global_pci_cap_3_bus6_width_max_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_cap_3_bus7_speed_max_values[] = {
	{ "PCI_GEN_1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_GEN_2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_GEN_3", 0x2, "", NULL, NULL, NULL },
	{ "PCI_GEN_4", 0x3, "", NULL, NULL, NULL },
	{ "PCI_GEN_5", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus7_speed_max = {
	"nv_global_pci_cap_3_bus7_speed_max", "NV_GLOBAL_PCI_CAP_3_BUS7_SPEED_MAX", "GLOBAL_PCI_CAP_3.bus7_speed_max", enum_nv_global_pci_cap_3_bus7_speed_max_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_cap_3_bus7_width_max_values[] = {
	{ "PCI_X1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_X2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_X4", 0x2, "", NULL, NULL, NULL },
	{ "PCI_X8", 0x3, "", NULL, NULL, NULL },
	{ "PCI_X16", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_cap_3_bus7_width_max = {
	"nv_global_pci_cap_3_bus7_width_max", "NV_GLOBAL_PCI_CAP_3_BUS7_WIDTH_MAX", "GLOBAL_PCI_CAP_3.bus7_width_max", enum_nv_global_pci_cap_3_bus7_width_max_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_conf_3_bus0_speed_values[] = {
	{ "PCI_GEN_1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_GEN_2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_GEN_3", 0x2, "", NULL, NULL, NULL },
	{ "PCI_GEN_4", 0x3, "", NULL, NULL, NULL },
	{ "PCI_GEN_5", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus0_speed = {
	"nv_global_pci_conf_3_bus0_speed", "NV_GLOBAL_PCI_CONF_3_BUS0_SPEED", "GLOBAL_PCI_CONF_3.bus0_speed", enum_nv_global_pci_conf_3_bus0_speed_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_conf_3_bus0_width_values[] = {
	{ "PCI_X1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_X2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_X4", 0x2, "", NULL, NULL, NULL },
	{ "PCI_X8", 0x3, "", NULL, NULL, NULL },
	{ "PCI_X16", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus0_width = {
	"nv_global_pci_conf_3_bus0_width", "NV_GLOBAL_PCI_CONF_3_BUS0_WIDTH", "GLOBAL_PCI_CONF_3.bus0_width", enum_nv_global_pci_conf_3_bus0_width_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_conf_3_bus1_speed_values[] = {
	{ "PCI_GEN_1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_GEN_2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_GEN_3", 0x2, "", NULL, NULL, NULL },
	{ "PCI_GEN_4", 0x3, "", NULL, NULL, NULL },
	{ "PCI_GEN_5", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus1_speed = {
	"nv_global_pci_conf_3_bus1_speed", "NV_GLOBAL_PCI_CONF_3_BUS1_SPEED", "GLOBAL_PCI_CONF_3.bus1_speed", enum_nv_global_pci_conf_3_bus1_speed_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_conf_3_bus1_width_values[] = {
	{ "PCI_X1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_X2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_X4", 0x2, "", NULL, NULL, NULL },
	{ "PCI_X8", 0x3, "", NULL, NULL, NULL },
	{ "PCI_X16", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus1_width = {
	"nv_global_pci_conf_3_bus1_width", "NV_GLOBAL_PCI_CONF_3_BUS1_WIDTH", "GLOBAL_PCI_CONF_3.bus1_width", enum_nv_global_pci_conf_3_bus1_width_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_conf_3_bus2_speed_values[] = {
	{ "PCI_GEN_1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_GEN_2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_GEN_3", 0x2, "", NULL, NULL, NULL },
	{ "PCI_GEN_4", 0x3, "", NULL, NULL, NULL },
	{ "PCI_GEN_5", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus2_speed = {
	"nv_global_pci_conf_3_bus2_speed", "NV_GLOBAL_PCI_CONF_3_BUS2_SPEED", "GLOBAL_PCI_CONF_3.bus2_speed", enum_nv_global_pci_conf_3_bus2_speed_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_conf_3_bus2_width_values[] = {
	{ "PCI_X1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_X2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_X4", 0x2, "", NULL, NULL, NULL },
	{ "PCI_X8", 0x3, "", NULL, NULL, NULL },
	{ "PCI_X16", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus2_width = {
	"nv_global_pci_conf_3_bus2_width", "NV_GLOBAL_PCI_CONF_3_BUS2_WIDTH", "GLOBAL_PCI_CONF_3.bus2_width", enum_nv_global_pci_conf_3_bus2_width_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_conf_3_bus3_speed_values[] = {
	{ "PCI_GEN_1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_GEN_2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_GEN_3", 0x2, "", NULL, NULL, NULL },
	{ "PCI_GEN_4", 0x3, "", NULL, NULL, NULL },
	{ "PCI_GEN_5", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus3_speed = {
	"nv_global_pci_conf_3_bus3_speed", "NV_GLOBAL_PCI_CONF_3_BUS3_SPEED", "GLOBAL_PCI_CONF_3.bus3_speed", enum_nv_global_pci_conf_3_bus3_speed_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_conf_3_bus3_width_values[] = {
	{ "PCI_X1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_X2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_X4", 0x2, "", NULL, NULL, NULL },
	{ "PCI_X8", 0x3, "", NULL, NULL, NULL },
	{ "PCI_X16", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus3_width = {
	"nv_global_pci_conf_3_bus3_width", "NV_GLOBAL_PCI_CONF_3_BUS3_WIDTH", "GLOBAL_PCI_CONF_3.bus3_width", enum_nv_global_pci_conf_3_bus3_width_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_conf_3_bus4_speed_values[] = {
	{ "PCI_GEN_1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_GEN_2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_GEN_3", 0x2, "", NULL, NULL, NULL },
	{ "PCI_GEN_4", 0x3, "", NULL, NULL, NULL },
	{ "PCI_GEN_5", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus4_speed = {
	"nv_global_pci_conf_3_bus4_speed", "NV_GLOBAL_PCI_CONF_3_BUS4_SPEED", "GLOBAL_PCI_CONF_3.bus4_speed", enum_nv_global_pci_conf_3_bus4_speed_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_conf_3_bus4_width_values[] = {
	{ "PCI_X1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_X2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_X4", 0x2, "", NULL, NULL, NULL },
	{ "PCI_X8", 0x3, "", NULL, NULL, NULL },
	{ "PCI_X16", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus4_width = {
	"nv_global_pci_conf_3_bus4_width", "NV_GLOBAL_PCI_CONF_3_BUS4_WIDTH", "GLOBAL_PCI_CONF_3.bus4_width", enum_nv_global_pci_conf_3_bus4_width_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_conf_3_bus5_speed_values[] = {
	{ "PCI_GEN_1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_GEN_2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_GEN_3", 0x2, "", NULL, NULL, NULL },
	{ "PCI_GEN_4", 0x3, "", NULL, NULL, NULL },
	{ "PCI_GEN_5", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus5_speed = {
	"nv_global_pci_conf_3_bus5_speed", "NV_GLOBAL_PCI_CONF_3_BUS5_SPEED", "GLOBAL_PCI_CONF_3.bus5_speed", enum_nv_global_pci_conf_3_bus5_speed_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_conf_3_bus5_width_values[] = {
	{ "PCI_X1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_X2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_X4", 0x2, "", NULL, NULL, NULL },
	{ "PCI_X8", 0x3, "", NULL, NULL, NULL },
	{ "PCI_X16", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus5_width = {
	"nv_global_pci_conf_3_bus5_width", "NV_GLOBAL_PCI_CONF_3_BUS5_WIDTH", "GLOBAL_PCI_CONF_3.bus5_width", enum_nv_global_pci_conf_3_bus5_width_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_conf_3_bus6_speed_values[] = {
	{ "PCI_GEN_1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_GEN_2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_GEN_3", 0x2, "", NULL, NULL, NULL },
	{ "PCI_GEN_4", 0x3, "", NULL, NULL, NULL },
	{ "PCI_GEN_5", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus6_speed = {
	"nv_global_pci_conf_3_bus6_speed", "NV_GLOBAL_PCI_CONF_3_BUS6_SPEED", "GLOBAL_PCI_CONF_3.bus6_speed", enum_nv_global_pci_conf_3_bus6_speed_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_conf_3_bus6_width_values[] = {
	{ "PCI_X1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_X2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_X4", 0x2, "", NULL, NULL, NULL },
	{ "PCI_X8", 0x3, "", NULL, NULL, NULL },
	{ "PCI_X16", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus6_width = {
	"nv_global_pci_conf_3_bus6_width", "NV_GLOBAL_PCI_CONF_3_BUS6_WIDTH", "GLOBAL_PCI_CONF_3.bus6_width", enum_nv_global_pci_conf_3_bus6_width_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_conf_3_bus7_speed_values[] = {
	{ "PCI_GEN_1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_GEN_2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_GEN_3", 0x2, "", NULL, NULL, NULL },
	{ "PCI_GEN_4", 0x3, "", NULL, NULL, NULL },
	{ "PCI_GEN_5", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus7_speed = {
	"nv_global_pci_conf_3_bus7_speed", "NV_GLOBAL_PCI_CONF_3_BUS7_SPEED", "GLOBAL_PCI_CONF_3.bus7_speed", enum_nv_global_pci_conf_3_bus7_speed_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_conf_3_bus7_width_values[] = {
	{ "PCI_X1", 0x0, "", NULL, NULL, NULL },
	{ "PCI_X2", 0x1, "", NULL, NULL, NULL },
	{ "PCI_X4", 0x2, "", NULL, NULL, NULL },
	{ "PCI_X8", 0x3, "", NULL, NULL, NULL },
	{ "PCI_X16", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_3_bus7_width = {
	"nv_global_pci_conf_3_bus7_width", "NV_GLOBAL_PCI_CONF_3_BUS7_WIDTH", "GLOBAL_PCI_CONF_3.bus7_width", enum_nv_global_pci_conf_3_bus7_width_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_conf_dpu_reset_notification_enabled_values[] = {
	{ "DISABLED", 0x0, "", NULL, NULL, NULL },
	{ "ENABLED", 0x1, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_dpu_reset_notification_enabled = {
	"nv_global_pci_conf_dpu_reset_notification_enabled", "NV_GLOBAL_PCI_CONF_DPU_RESET_NOTIFICATION_ENABLED", "GLOBAL_PCI_CONF.dpu_reset_notification_enabled", enum_nv_global_pci_conf_dpu_reset_notification_enabled_values, 2,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_conf_partial_wr_cache_mode_values[] = {
	{ "DEVICE_DEFAULT", 0x0, "", NULL, NULL, NULL },
	{ "DISABLED", 0x1, "", NULL, NULL, NULL },
	{ "FUNCTION_BASED", 0x2, "", NULL, NULL, NULL },
	{ "ADDRESS_BASED", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_partial_wr_cache_mode = {
	"nv_global_pci_conf_partial_wr_cache_mode", "NV_GLOBAL_PCI_CONF_PARTIAL_WR_CACHE_MODE", "GLOBAL_PCI_CONF.partial_wr_cache_mode", enum_nv_global_pci_conf_partial_wr_cache_mode_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_global_pci_conf_rshim_pf_values[] = {
	{ "ENABLED", 0x0, "", NULL, NULL, NULL },
	{ "DISABLED", 0x1, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_global_pci_conf_rshim_pf = {
	"nv_global_pci_conf_rshim_pf", "NV_GLOBAL_PCI_CONF_RSHIM_PF", "GLOBAL_PCI_CONF.rshim_pf", enum_nv_global_pci_conf_rshim_pf_values, 2,
};

static const struct mlx5ctl_enum_value enum_nv_hca_conf_pci_data_wr_ordering_mode_values[] = {
	{ "per_mkey", 0x0, "", NULL, NULL, NULL },
	{ "force_relax", 0x1, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_hca_conf_pci_data_wr_ordering_mode = {
	"nv_hca_conf_pci_data_wr_ordering_mode", "NV_HCA_CONF_PCI_DATA_WR_ORDERING_MODE", "HCA_CONF.pci_data_wr_ordering_mode", enum_nv_hca_conf_pci_data_wr_ordering_mode_values, 2,
};

static const struct mlx5ctl_enum_value enum_nv_hca_conf_roce_ctrl_values[] = {
	{ "DEVICE_DEFAULT", 0x0, "", NULL, NULL, NULL },
	{ "ROCE_DISABLE", 0x1, "", NULL, NULL, NULL },
	{ "ROCE_ENABLE", 0x2, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_hca_conf_roce_ctrl = {
	"nv_hca_conf_roce_ctrl", "NV_HCA_CONF_ROCE_CTRL", "HCA_CONF.roce_ctrl", enum_nv_hca_conf_roce_ctrl_values, 3,
};

static const struct mlx5ctl_enum_value enum_nv_host_chaining_conf_chain_mode_values[] = {
	{ "DISABLED", 0x0, "", NULL, NULL, NULL },
	{ "BASIC", 0x1, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_host_chaining_conf_chain_mode = {
	"nv_host_chaining_conf_chain_mode", "NV_HOST_CHAINING_CONF_CHAIN_MODE", "HOST_CHAINING_CONF.chain_mode", enum_nv_host_chaining_conf_chain_mode_values, 2,
};

static const struct mlx5ctl_enum_value enum_nv_host_priv_conf_priv_level_values[] = {
	{ "PRIVILEGED", 0x0, "", NULL, NULL, NULL },
	{ "LIMITED", 0x1, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_host_priv_conf_priv_level = {
	"nv_host_priv_conf_priv_level", "NV_HOST_PRIV_CONF_PRIV_LEVEL", "HOST_PRIV_CONF.priv_level", enum_nv_host_priv_conf_priv_level_values, 2,
};

static const struct mlx5ctl_enum_value enum_nv_hpcc_int_np_rtt_int_data_mode_values[] = {
	{ "INT_MODE0", 0x0, "", NULL, NULL, NULL },
	{ "INT_MODE1", 0x1, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_hpcc_int_np_rtt_int_data_mode = {
	"nv_hpcc_int_np_rtt_int_data_mode", "NV_HPCC_INT_NP_RTT_INT_DATA_MODE", "HPCC_INT.np_rtt_int_data_mode", enum_nv_hpcc_int_np_rtt_int_data_mode_values, 2,
};

static const struct mlx5ctl_enum_value enum_nv_internal_cpu_conf_esw_manager_values[] = {
	{ "ECPF", 0x0, "", NULL, NULL, NULL },
	{ "EXT_HOST_PF", 0x1, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_internal_cpu_conf_esw_manager = {
	"nv_internal_cpu_conf_esw_manager", "NV_INTERNAL_CPU_CONF_ESW_MANAGER", "INTERNAL_CPU_CONF.esw_manager", enum_nv_internal_cpu_conf_esw_manager_values, 2,
};

static const struct mlx5ctl_enum_value enum_nv_internal_cpu_conf_ib_vport0_values[] = {
	{ "ECPF", 0x0, "", NULL, NULL, NULL },
	{ "EXT_HOST_PF", 0x1, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_internal_cpu_conf_ib_vport0 = {
	"nv_internal_cpu_conf_ib_vport0", "NV_INTERNAL_CPU_CONF_IB_VPORT0", "INTERNAL_CPU_CONF.ib_vport0", enum_nv_internal_cpu_conf_ib_vport0_values, 2,
};

static const struct mlx5ctl_enum_value enum_nv_internal_cpu_conf_internal_cpu_model_values[] = {
	{ "SEPARATED_HOST", 0x0, "", NULL, NULL, NULL },
	{ "EMBEDDED_CPU", 0x1, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_internal_cpu_conf_internal_cpu_model = {
	"nv_internal_cpu_conf_internal_cpu_model", "NV_INTERNAL_CPU_CONF_INTERNAL_CPU_MODEL", "INTERNAL_CPU_CONF.internal_cpu_model", enum_nv_internal_cpu_conf_internal_cpu_model_values, 2,
};

static const struct mlx5ctl_enum_value enum_nv_internal_cpu_conf_offload_engine_values[] = {
	{ "ENABLED", 0x0, "", NULL, NULL, NULL },
	{ "DISABLED", 0x1, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_internal_cpu_conf_offload_engine = {
	"nv_internal_cpu_conf_offload_engine", "NV_INTERNAL_CPU_CONF_OFFLOAD_ENGINE", "INTERNAL_CPU_CONF.offload_engine", enum_nv_internal_cpu_conf_offload_engine_values, 2,
};

static const struct mlx5ctl_enum_value enum_nv_internal_cpu_conf_page_supplier_values[] = {
	{ "ECPF", 0x0, "", NULL, NULL, NULL },
	{ "EXT_HOST_PF", 0x1, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_internal_cpu_conf_page_supplier = {
	"nv_internal_cpu_conf_page_supplier", "NV_INTERNAL_CPU_CONF_PAGE_SUPPLIER", "INTERNAL_CPU_CONF.page_supplier", enum_nv_internal_cpu_conf_page_supplier_values, 2,
};

static const struct mlx5ctl_enum_value enum_nv_link_phy_conf_phy_auto_neg_mode_values[] = {
	{ "DEVICE_DEFAULT", 0x0, "", NULL, NULL, NULL },
	{ "AUTO_NEG_ENABLED", 0x1, "", NULL, NULL, NULL },
	{ "AUTO_NEG_DISABLED", 0x2, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_link_phy_conf_phy_auto_neg_mode = {
	"nv_link_phy_conf_phy_auto_neg_mode", "NV_LINK_PHY_CONF_PHY_AUTO_NEG_MODE", "LINK_PHY_CONF.phy_auto_neg_mode", enum_nv_link_phy_conf_phy_auto_neg_mode_values, 3,
};

static const struct mlx5ctl_enum_value enum_nv_link_phy_conf_phy_fec_override_values[] = {
	{ "DEVICE_DEFAULT", 0x0, "", NULL, NULL, NULL },
	{ "MODE_1", 0x1, "", NULL, NULL, NULL },
	{ "MODE_2", 0x2, "", NULL, NULL, NULL },
	{ "MODE_3", 0x3, "", NULL, NULL, NULL },
	{ "MODE_4", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_link_phy_conf_phy_fec_override = {
	"nv_link_phy_conf_phy_fec_override", "NV_LINK_PHY_CONF_PHY_FEC_OVERRIDE", "LINK_PHY_CONF.phy_fec_override", enum_nv_link_phy_conf_phy_fec_override_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_lldp_nb_cap_lldp_nb_rx_cap_values[] = {
	{ "NA", 0x0, "", NULL, NULL, NULL },
	{ "MANDATORY", 0x1, "", NULL, NULL, NULL },
	{ "ALL", 0x2, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_lldp_nb_cap_lldp_nb_rx_cap = {
	"nv_lldp_nb_cap_lldp_nb_rx_cap", "NV_LLDP_NB_CAP_LLDP_NB_RX_CAP", "LLDP_NB_CAP.lldp_nb_rx_cap", enum_nv_lldp_nb_cap_lldp_nb_rx_cap_values, 3,
};

static const struct mlx5ctl_enum_value enum_nv_lldp_nb_cap_lldp_nb_tx_cap_values[] = {
	{ "NA", 0x0, "", NULL, NULL, NULL },
	{ "MANDATORY", 0x1, "", NULL, NULL, NULL },
	{ "ALL", 0x2, "", NULL, NULL, NULL },
	{ "reserved", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_lldp_nb_cap_lldp_nb_tx_cap = {
	"nv_lldp_nb_cap_lldp_nb_tx_cap", "NV_LLDP_NB_CAP_LLDP_NB_TX_CAP", "LLDP_NB_CAP.lldp_nb_tx_cap", enum_nv_lldp_nb_cap_lldp_nb_tx_cap_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_lldp_nb_conf_lldp_nb_rx_mode_values[] = {
	{ "OFF", 0x0, "", NULL, NULL, NULL },
	{ "MANDATORY", 0x1, "", NULL, NULL, NULL },
	{ "ALL", 0x2, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_lldp_nb_conf_lldp_nb_rx_mode = {
	"nv_lldp_nb_conf_lldp_nb_rx_mode", "NV_LLDP_NB_CONF_LLDP_NB_RX_MODE", "LLDP_NB_CONF.lldp_nb_rx_mode", enum_nv_lldp_nb_conf_lldp_nb_rx_mode_values, 3,
};

static const struct mlx5ctl_enum_value enum_nv_lldp_nb_conf_lldp_nb_tx_mode_values[] = {
	{ "OFF", 0x0, "", NULL, NULL, NULL },
	{ "MANDATORY", 0x1, "", NULL, NULL, NULL },
	{ "ALL", 0x2, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_lldp_nb_conf_lldp_nb_tx_mode = {
	"nv_lldp_nb_conf_lldp_nb_tx_mode", "NV_LLDP_NB_CONF_LLDP_NB_TX_MODE", "LLDP_NB_CONF.lldp_nb_tx_mode", enum_nv_lldp_nb_conf_lldp_nb_tx_mode_values, 3,
};

static const struct mlx5ctl_enum_value enum_nv_memic_cap_max_memic_size_limit_values[] = {
	{ "DISABLED", 0x0, "", NULL, NULL, NULL },
	{ "_256KB", 0x1, "", NULL, NULL, NULL },
	{ "_512KB", 0x2, "", NULL, NULL, NULL },
	{ "_1024KB", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_memic_cap_max_memic_size_limit = {
	"nv_memic_cap_max_memic_size_limit", "NV_MEMIC_CAP_MAX_MEMIC_SIZE_LIMIT", "MEMIC_CAP.max_memic_size_limit", enum_nv_memic_cap_max_memic_size_limit_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_memic_conf_memic_atomic_values[] = {
	{ "DEVICE_DEFAULT", 0x0, "", NULL, NULL, NULL },
	{ "MEMIC_ATOMIC_DISABLE", 0x1, "", NULL, NULL, NULL },
	{ "MEMIC_ATOMIC_ENABLE", 0x2, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_memic_conf_memic_atomic = {
	"nv_memic_conf_memic_atomic", "NV_MEMIC_CONF_MEMIC_ATOMIC", "MEMIC_CONF.memic_atomic", enum_nv_memic_conf_memic_atomic_values, 3,
};

static const struct mlx5ctl_enum_value enum_nv_memic_conf_memic_size_limit_values[] = {
	{ "DISABLED", 0x0, "", NULL, NULL, NULL },
	{ "_256KB", 0x1, "", NULL, NULL, NULL },
	{ "_512KB", 0x2, "", NULL, NULL, NULL },
	{ "_1024KB", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_memic_conf_memic_size_limit = {
	"nv_memic_conf_memic_size_limit", "NV_MEMIC_CONF_MEMIC_SIZE_LIMIT", "MEMIC_CONF.memic_size_limit", enum_nv_memic_conf_memic_size_limit_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_mpfs_conf_duplicated_mac_action_mode_values[] = {
	{ "LAST_CFG", 0x0, "", NULL, NULL, NULL },
	{ "LOAD_BALANCE", 0x1, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_mpfs_conf_duplicated_mac_action_mode = {
	"nv_mpfs_conf_duplicated_mac_action_mode", "NV_MPFS_CONF_DUPLICATED_MAC_ACTION_MODE", "MPFS_CONF.duplicated_mac_action_mode", enum_nv_mpfs_conf_duplicated_mac_action_mode_values, 2,
};

static const struct mlx5ctl_enum_value enum_nv_mpfs_conf_ib_routing_mode_values[] = {
	{ "GID", 0x0, "", NULL, NULL, NULL },
	{ "LID", 0x1, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_mpfs_conf_ib_routing_mode = {
	"nv_mpfs_conf_ib_routing_mode", "NV_MPFS_CONF_IB_ROUTING_MODE", "MPFS_CONF.ib_routing_mode", enum_nv_mpfs_conf_ib_routing_mode_values, 2,
};

static const struct mlx5ctl_enum_value enum_nv_mpfs_conf_sriov_ib_routing_mode_values[] = {
	{ "GID", 0x0, "", NULL, NULL, NULL },
	{ "LID", 0x1, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_mpfs_conf_sriov_ib_routing_mode = {
	"nv_mpfs_conf_sriov_ib_routing_mode", "NV_MPFS_CONF_SRIOV_IB_ROUTING_MODE", "MPFS_CONF.sriov_ib_routing_mode", enum_nv_mpfs_conf_sriov_ib_routing_mode_values, 2,
};

static const struct mlx5ctl_enum_value enum_nv_nvmf_target_conf_pacer_mode_values[] = {
	{ "DEVICE_DEFAULT", 0x0, "", NULL, NULL, NULL },
	{ "PACER_OFF", 0x1, "", NULL, NULL, NULL },
	{ "PACER_ON", 0x2, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_nvmf_target_conf_pacer_mode = {
	"nv_nvmf_target_conf_pacer_mode", "NV_NVMF_TARGET_CONF_PACER_MODE", "NVMF_TARGET_CONF.pacer_mode", enum_nv_nvmf_target_conf_pacer_mode_values, 3,
};

/* where each value of nv_param is (the NV parameters below point at them by these names) */
enum {
	AT_NV_PARAM_BASE_MAC_GUID,
	AT_NV_PARAM_BASE_MAC_GUID_CAP,
	AT_NV_PARAM_FORBIDDEN_VERSIONS,
	AT_NV_PARAM_MEMIC_CONF,
	AT_NV_PARAM_MEMIC_CAP,
	AT_NV_PARAM_HOST_CHAINING_CONF,
	AT_NV_PARAM_HOST_CHAINING_CAP,
	AT_NV_PARAM_FPGA_CONF,
	AT_NV_PARAM_FPGA_CAP,
	AT_NV_PARAM_INTERNAL_CPU_CONF,
	AT_NV_PARAM_INTERNAL_CPU_CAP,
	AT_NV_PARAM_FLEX_PARSER_CONF,
	AT_NV_PARAM_FLEX_PARSER_CAP,
	AT_NV_PARAM_ROCE_1_5_CONF,
	AT_NV_PARAM_HOST_TO_BMC,
	AT_NV_PARAM_INTERNAL_HAIRPIN_CONF,
	AT_NV_PARAM_INTERNAL_HAIRPIN_CAP,
	AT_NV_PARAM_GLOBAL_PCI_CONF,
	AT_NV_PARAM_GLOBAL_PCI_CAP,
	AT_NV_PARAM_TPT_CONF,
	AT_NV_PARAM_GLOBAL_PCI_CONF_2,
	AT_NV_PARAM_KDNET_DATA,
	AT_NV_PARAM_PCI_SWITCH_EVB_CONF,
	AT_NV_PARAM_PCI_SWITCH_EVB_CAP,
	AT_NV_PARAM_POWER_CONF,
	AT_NV_PARAM_POWER_CAP,
	AT_NV_PARAM_HOST_SYNC_CONF,
	AT_NV_PARAM_EMULATION_NVME_CONF,
	AT_NV_PARAM_EMULATION_NVME_CAP,
	AT_NV_PARAM_EMULATION_PCI_SWITCH_CONF,
	AT_NV_PARAM_EMULATION_PCI_SWITCH_CAP,
	AT_NV_PARAM_EMULATION_VIRTIO_NET_CONF,
	AT_NV_PARAM_EMULATION_VIRTIO_NET_CAP,
	AT_NV_PARAM_EMULATION_VIRTIO_BLK_CONF,
	AT_NV_PARAM_EMULATION_VIRTIO_BLK_CAP,
	AT_NV_PARAM_GLOBAL_PCI_CONF_3,
	AT_NV_PARAM_EMULATION_VIRTIO_FS_CONF,
	AT_NV_PARAM_EMULATION_VIRTIO_FS_CAP,
	AT_NV_PARAM_DEBUG_MODE,
	AT_NV_PARAM_SW_OFFLOAD_CONF,
	AT_NV_PARAM_SW_OFFLOAD_CAP,
	AT_NV_PARAM_PACKET_PACING,
	AT_NV_PARAM_FILE_ID_MLNX,
	AT_NV_PARAM_FILE_ID_VENDOR,
	AT_NV_PARAM_FPGA_DATA,
	AT_NV_PARAM_PROG_CC,
	AT_NV_PARAM_GLOBAL_PCI_CAP_3,
	AT_NV_PARAM_HPCC_INT,
	AT_NV_PARAM_HPCC_INT_CAP,
	AT_NV_PARAM_GLOBAL_MASK,
	AT_NV_PARAM_PERFORMANCE_TUNING_CONF,
	AT_NV_PARAM_PERFORMANCE_TUNING_CAP,
	AT_NV_PARAM_GLOBAL_ROCE_CC_CONF,
	AT_NV_PARAM_GLOBAL_ROCE_CC_CAP,
	AT_NV_PARAM_NVMF_TARGET_CONF,
	AT_NV_PARAM_NVMF_TARGET_CAP,
	AT_NV_PARAM_SW_ACCELERATE_CONF,
	AT_NV_PARAM_CRYPTO_CONF,
	AT_NV_PARAM_IB_DC_CONF,
	AT_NV_PARAM_IB_DC_CAP,
	AT_NV_PARAM_ENCLOSURE_INFO,
	AT_NV_PARAM_CURRENT_CONFIGURATOR,
	AT_NV_PARAM_INVALIDATE_ALL_TIMESTAMP,
	AT_NV_PARAM_SECURE_HOST,
	AT_NV_PARAM_ECPU_BOOT_OPTION,
	AT_NV_PARAM_VTS_BANK_A,
	AT_NV_PARAM_VTS_BANK_B,
	AT_NV_PARAM_VPI_LINK_TYPE,
	AT_NV_PARAM_ROCE_CC,
	AT_NV_PARAM_ROCE_CC_ECN,
	AT_NV_PARAM_ROCE_CC_QCN,
	AT_NV_PARAM_LLDP_NB_CONF,
	AT_NV_PARAM_LLDP_NB_CAP,
	AT_NV_PARAM_LLDP_NB_DCBX,
	AT_NV_PARAM_KEEP_LINK_UP,
	AT_NV_PARAM_QOS_CONF,
	AT_NV_PARAM_QOS_CAP,
	AT_NV_PARAM_MPFS_CONF,
	AT_NV_PARAM_MPFS_CAP,
	AT_NV_PARAM_LINK_PHY_CONF,
	AT_NV_PARAM_LINK_PHY_CAP,
	AT_NV_PARAM_WOL_CONF,
	AT_NV_PARAM_WOL_CAP,
	AT_NV_PARAM_PF_PCI_CONF,
	AT_NV_PARAM_VIRT_NET_ADDR,
	AT_NV_PARAM_VIRT_GUID_ADDR,
	AT_NV_PARAM_HCA_CONF,
	AT_NV_PARAM_HCA_CAP,
	AT_NV_PARAM_ECPF_CONF,
	AT_NV_PARAM_ECPF_CAP,
	AT_NV_PARAM_EXTERNAL_PORT_CTRL,
	AT_NV_PARAM_FILE_APPLICABLE_TO,
	AT_NV_PARAM_FILE_COMMENT,
	AT_NV_PARAM_FILE_DBG_FW_TOKEN_ID,
	AT_NV_PARAM_FILE_CS_TOKEN_ID,
	AT_NV_PARAM_FILE_BTC_TOKEN_ID,
	AT_NV_PARAM_FILE_MAC_ADDR_LIST,
	AT_NV_PARAM_PCI_CONF,
	AT_NV_PARAM_PCI_CAP,
	AT_NV_PARAM_SAFE_MODE_CONF,
	AT_NV_PARAM_HOST_PRIV_CONF,
	AT_NV_PARAM_HOST_PRIV_CAP,
	AT_NV_PARAM_MODULE_FEATURE_CAP,
	AT_NV_PARAM_MODULE_SPLIT,
	AT_NV_PARAM_MODULE_POWER,
};

static const struct mlx5ctl_enum_value enum_nv_param_values[] = {
	[AT_NV_PARAM_BASE_MAC_GUID] = { "BASE_MAC_GUID", 0x2, "BASE MAC GUID", &mlx5ctl_prm_st_nv_base_mac_guid, "RW", NULL },
	[AT_NV_PARAM_BASE_MAC_GUID_CAP] = { "BASE_MAC_GUID_CAP", 0x3, "BASE MAC GUID CAP", &mlx5ctl_prm_st_nv_base_mac_guid_cap, "RO", NULL },
	[AT_NV_PARAM_FORBIDDEN_VERSIONS] = { "FORBIDDEN_VERSIONS", 0x4, "FORBIDDEN VERSIONS", &mlx5ctl_prm_st_nv_forbidden_versions, "RW", NULL },
	[AT_NV_PARAM_MEMIC_CONF] = { "MEMIC_CONF", 0x6, "MEMIC CONF", &mlx5ctl_prm_st_nv_memic_conf, "RW", NULL },
	[AT_NV_PARAM_MEMIC_CAP] = { "MEMIC_CAP", 0x7, "MEMIC CAP", &mlx5ctl_prm_st_nv_memic_cap, "RO", NULL },
	[AT_NV_PARAM_HOST_CHAINING_CONF] = { "HOST_CHAINING_CONF", 0x8, "HOST CHAINING CONF", &mlx5ctl_prm_st_nv_host_chaining_conf, "RW", NULL },
	[AT_NV_PARAM_HOST_CHAINING_CAP] = { "HOST_CHAINING_CAP", 0x9, "HOST CHAINING CAP", &mlx5ctl_prm_st_nv_host_chaining_cap, "RO", NULL },
	[AT_NV_PARAM_FPGA_CONF] = { "FPGA_CONF", 0xa, "FPGA CONF", &mlx5ctl_prm_st_nv_fpga_conf, "RW", NULL },
	[AT_NV_PARAM_FPGA_CAP] = { "FPGA_CAP", 0xb, "FPGA CAP", &mlx5ctl_prm_st_nv_fpga_cap, "RO", NULL },
	[AT_NV_PARAM_INTERNAL_CPU_CONF] = { "INTERNAL_CPU_CONF", 0xc, "INTERNAL CPU CONF", &mlx5ctl_prm_st_nv_internal_cpu_conf, "RW", NULL },
	[AT_NV_PARAM_INTERNAL_CPU_CAP] = { "INTERNAL_CPU_CAP", 0xd, "INTERNAL CPU CAP", &mlx5ctl_prm_st_nv_internal_cpu_cap, "RO", NULL },
	[AT_NV_PARAM_FLEX_PARSER_CONF] = { "FLEX_PARSER_CONF", 0xe, "FLEX PARSER CONF", &mlx5ctl_prm_st_nv_flex_parser_conf, "RW", NULL },
	[AT_NV_PARAM_FLEX_PARSER_CAP] = { "FLEX_PARSER_CAP", 0xf, "FLEX PARSER CAP", &mlx5ctl_prm_st_nv_flex_parser_cap, "RO", NULL },
	[AT_NV_PARAM_ROCE_1_5_CONF] = { "ROCE_1_5_CONF", 0x10, "ROCE 1 5 CONF", &mlx5ctl_prm_st_nv_roce_1_5_conf, "RW", NULL },
	[AT_NV_PARAM_HOST_TO_BMC] = { "HOST_TO_BMC", 0x11, "HOST TO BMC", &mlx5ctl_prm_st_nv_host_to_bmc, "RW", NULL },
	[AT_NV_PARAM_INTERNAL_HAIRPIN_CONF] = { "INTERNAL_HAIRPIN_CONF", 0x13, "INTERNAL HAIRPIN CONF", &mlx5ctl_prm_st_nv_internal_hairpin_conf, "RW", NULL },
	[AT_NV_PARAM_INTERNAL_HAIRPIN_CAP] = { "INTERNAL_HAIRPIN_CAP", 0x14, "INTERNAL HAIRPIN CAP", &mlx5ctl_prm_st_nv_internal_hairpin_cap, "RO", NULL },
	[AT_NV_PARAM_GLOBAL_PCI_CONF] = { "GLOBAL_PCI_CONF", 0x80, "GLOBAL PCI CONF", &mlx5ctl_prm_st_nv_global_pci_conf, "RW", NULL },
	[AT_NV_PARAM_GLOBAL_PCI_CAP] = { "GLOBAL_PCI_CAP", 0x81, "GLOBAL PCI CAP", &mlx5ctl_prm_st_nv_global_pci_cap, "RO", NULL },
	[AT_NV_PARAM_TPT_CONF] = { "TPT_CONF", 0x82, "TPT CONF", &mlx5ctl_prm_st_nv_tpt_conf, "RW", NULL },
	[AT_NV_PARAM_GLOBAL_PCI_CONF_2] = { "GLOBAL_PCI_CONF_2", 0x84, "GLOBAL PCI CONF 2", &mlx5ctl_prm_st_nv_global_pci_conf_2, "RW", NULL },
	[AT_NV_PARAM_KDNET_DATA] = { "KDNET_DATA", 0x85, "KDNET DATA", &mlx5ctl_prm_st_nv_kdnet_data, "RW", NULL },
	[AT_NV_PARAM_PCI_SWITCH_EVB_CONF] = { "PCI_SWITCH_EVB_CONF", 0x86, "PCI SWITCH EVB CONF", &mlx5ctl_prm_st_nv_pci_switch_evb_conf, "RW", NULL },
	[AT_NV_PARAM_PCI_SWITCH_EVB_CAP] = { "PCI_SWITCH_EVB_CAP", 0x87, "PCI SWITCH EVB CAP", &mlx5ctl_prm_st_nv_pci_switch_evb_cap, "RO", NULL },
	[AT_NV_PARAM_POWER_CONF] = { "POWER_CONF", 0x88, "POWER CONF", &mlx5ctl_prm_st_nv_power_conf, "RW", NULL },
	[AT_NV_PARAM_POWER_CAP] = { "POWER_CAP", 0x89, "POWER CAP", &mlx5ctl_prm_st_nv_power_cap, "RO", NULL },
	[AT_NV_PARAM_HOST_SYNC_CONF] = { "HOST_SYNC_CONF", 0x8a, "HOST SYNC CONF", &mlx5ctl_prm_st_nv_host_sync_conf, "RW", NULL },
	[AT_NV_PARAM_EMULATION_NVME_CONF] = { "EMULATION_NVME_CONF", 0x8b, "EMULATION NVME CONF", &mlx5ctl_prm_st_nv_emulation_nvme_conf, "RW", NULL },
	[AT_NV_PARAM_EMULATION_NVME_CAP] = { "EMULATION_NVME_CAP", 0x8c, "EMULATION NVME CAP", &mlx5ctl_prm_st_nv_emulation_nvme_cap, "RO", NULL },
	[AT_NV_PARAM_EMULATION_PCI_SWITCH_CONF] = { "EMULATION_PCI_SWITCH_CONF", 0x8d, "EMULATION PCI SWITCH CONF", &mlx5ctl_prm_st_nv_emulation_pci_switch_conf, "RW", NULL },
	[AT_NV_PARAM_EMULATION_PCI_SWITCH_CAP] = { "EMULATION_PCI_SWITCH_CAP", 0x8e, "EMULATION PCI SWITCH CAP", &mlx5ctl_prm_st_nv_emulation_pci_switch_cap, "RO", NULL },
	[AT_NV_PARAM_EMULATION_VIRTIO_NET_CONF] = { "EMULATION_VIRTIO_NET_CONF", 0x90, "EMULATION VIRTIO NET CONF", &mlx5ctl_prm_st_nv_emulation_virtio_net_conf, "RW", NULL },
	[AT_NV_PARAM_EMULATION_VIRTIO_NET_CAP] = { "EMULATION_VIRTIO_NET_CAP", 0x91, "EMULATION VIRTIO NET CAP", &mlx5ctl_prm_st_nv_emulation_virtio_net_cap, "RO", NULL },
	[AT_NV_PARAM_EMULATION_VIRTIO_BLK_CONF] = { "EMULATION_VIRTIO_BLK_CONF", 0x92, "EMULATION VIRTIO BLK CONF", &mlx5ctl_prm_st_nv_emulation_virtio_blk_conf, "RW", NULL },
	[AT_NV_PARAM_EMULATION_VIRTIO_BLK_CAP] = { "EMULATION_VIRTIO_BLK_CAP", 0x93, "EMULATION VIRTIO BLK CAP", &mlx5ctl_prm_st_nv_emulation_virtio_blk_cap, "RO", NULL },
	[AT_NV_PARAM_GLOBAL_PCI_CONF_3] = { "GLOBAL_PCI_CONF_3", 0x94, "GLOBAL PCI CONF 3", &mlx5ctl_prm_st_nv_global_pci_conf_3, "RW", NULL },
	[AT_NV_PARAM_EMULATION_VIRTIO_FS_CONF] = { "EMULATION_VIRTIO_FS_CONF", 0x95, "EMULATION VIRTIO FS CONF", &mlx5ctl_prm_st_nv_emulation_virtio_fs_conf, "RW", NULL },
	[AT_NV_PARAM_EMULATION_VIRTIO_FS_CAP] = { "EMULATION_VIRTIO_FS_CAP", 0x96, "EMULATION VIRTIO FS CAP", &mlx5ctl_prm_st_nv_emulation_virtio_fs_cap, "RO", NULL },
	[AT_NV_PARAM_DEBUG_MODE] = { "DEBUG_MODE", 0xff, "DEBUG MODE", &mlx5ctl_prm_st_nv_debug_mode, "RW", NULL },
	[AT_NV_PARAM_SW_OFFLOAD_CONF] = { "SW_OFFLOAD_CONF", 0x10a, "SW OFFLOAD CONF", &mlx5ctl_prm_st_nv_sw_offload_conf, "RW", NULL },
	[AT_NV_PARAM_SW_OFFLOAD_CAP] = { "SW_OFFLOAD_CAP", 0x10b, "SW OFFLOAD CAP", &mlx5ctl_prm_st_nv_sw_offload_cap, "RO", NULL },
	[AT_NV_PARAM_PACKET_PACING] = { "PACKET_PACING", 0x10c, "PACKET PACING", &mlx5ctl_prm_st_nv_packet_pacing, "RW", NULL },
	[AT_NV_PARAM_FILE_ID_MLNX] = { "FILE_ID_MLNX", 0x10e, "FILE ID MLNX", &mlx5ctl_prm_st_nv_file_id_mlnx, "RW", NULL },
	[AT_NV_PARAM_FILE_ID_VENDOR] = { "FILE_ID_VENDOR", 0x10f, "FILE ID VENDOR", &mlx5ctl_prm_st_nv_file_id_vendor, "RW", NULL },
	[AT_NV_PARAM_FPGA_DATA] = { "FPGA_DATA", 0x110, "FPGA DATA", &mlx5ctl_prm_st_nv_fpga_data, "RW", NULL },
	[AT_NV_PARAM_PROG_CC] = { "PROG_CC", 0x111, "PROG CC", &mlx5ctl_prm_st_nv_prog_cc, "RW", NULL },
	[AT_NV_PARAM_GLOBAL_PCI_CAP_3] = { "GLOBAL_PCI_CAP_3", 0x113, "GLOBAL PCI CAP 3", &mlx5ctl_prm_st_nv_global_pci_cap_3, "RO", NULL },
	[AT_NV_PARAM_HPCC_INT] = { "HPCC_INT", 0x114, "HPCC INT", &mlx5ctl_prm_st_nv_hpcc_int, "RW", NULL },
	[AT_NV_PARAM_HPCC_INT_CAP] = { "HPCC_INT_CAP", 0x115, "HPCC INT CAP", &mlx5ctl_prm_st_nv_hpcc_int_cap, "RO", NULL },
	[AT_NV_PARAM_GLOBAL_MASK] = { "GLOBAL_MASK", 0x116, "GLOBAL MASK", &mlx5ctl_prm_st_nv_global_mask, "RW", NULL },
	[AT_NV_PARAM_PERFORMANCE_TUNING_CONF] = { "PERFORMANCE_TUNING_CONF", 0x117, "PERFORMANCE TUNING CONF", &mlx5ctl_prm_st_nv_performance_tuning_conf, "RW", NULL },
	[AT_NV_PARAM_PERFORMANCE_TUNING_CAP] = { "PERFORMANCE_TUNING_CAP", 0x118, "PERFORMANCE TUNING CAP", &mlx5ctl_prm_st_nv_performance_tuning_cap, "RO", NULL },
	[AT_NV_PARAM_GLOBAL_ROCE_CC_CONF] = { "GLOBAL_ROCE_CC_CONF", 0x119, "GLOBAL ROCE CC CONF", &mlx5ctl_prm_st_nv_global_roce_cc_conf, "RW", NULL },
	[AT_NV_PARAM_GLOBAL_ROCE_CC_CAP] = { "GLOBAL_ROCE_CC_CAP", 0x11a, "GLOBAL ROCE CC CAP", &mlx5ctl_prm_st_nv_global_roce_cc_cap, "RO", NULL },
	[AT_NV_PARAM_NVMF_TARGET_CONF] = { "NVMF_TARGET_CONF", 0x11b, "NVMF TARGET CONF", &mlx5ctl_prm_st_nv_nvmf_target_conf, "RW", NULL },
	[AT_NV_PARAM_NVMF_TARGET_CAP] = { "NVMF_TARGET_CAP", 0x11c, "NVMF TARGET CAP", &mlx5ctl_prm_st_nv_nvmf_target_cap, "RO", NULL },
	[AT_NV_PARAM_SW_ACCELERATE_CONF] = { "SW_ACCELERATE_CONF", 0x11d, "SW ACCELERATE CONF", &mlx5ctl_prm_st_nv_sw_accelerate_conf, "RW", NULL },
	[AT_NV_PARAM_CRYPTO_CONF] = { "CRYPTO_CONF", 0x120, "CRYPTO CONF", &mlx5ctl_prm_st_nv_crypto_conf, "RW", NULL },
	[AT_NV_PARAM_IB_DC_CONF] = { "IB_DC_CONF", 0x190, "IB DC CONF", &mlx5ctl_prm_st_nv_ib_dc_conf, "RW", NULL },
	[AT_NV_PARAM_IB_DC_CAP] = { "IB_DC_CAP", 0x191, "IB DC CAP", &mlx5ctl_prm_st_nv_ib_dc_cap, "RO", NULL },
	[AT_NV_PARAM_ENCLOSURE_INFO] = { "ENCLOSURE_INFO", 0x192, "ENCLOSURE INFO", &mlx5ctl_prm_st_nv_enclosure_info, "RW", NULL },
	[AT_NV_PARAM_CURRENT_CONFIGURATOR] = { "CURRENT_CONFIGURATOR", 0x194, "CURRENT CONFIGURATOR", &mlx5ctl_prm_st_nv_current_configurator, "RW", NULL },
	[AT_NV_PARAM_INVALIDATE_ALL_TIMESTAMP] = { "INVALIDATE_ALL_TIMESTAMP", 0x19a, "INVALIDATE ALL TIMESTAMP", &mlx5ctl_prm_st_nv_invalidate_all_timestamp, "RW", NULL },
	[AT_NV_PARAM_SECURE_HOST] = { "SECURE_HOST", 0x19b, "SECURE HOST", &mlx5ctl_prm_st_nv_secure_host, "RW", NULL },
	[AT_NV_PARAM_ECPU_BOOT_OPTION] = { "ECPU_BOOT_OPTION", 0x3ef, "ECPU BOOT OPTION", &mlx5ctl_prm_st_nv_ecpu_boot_option, "RW", NULL },
	[AT_NV_PARAM_VTS_BANK_A] = { "VTS_BANK_A", 0x400, "VTS BANK A", &mlx5ctl_prm_st_nv_vts_bank_a, "RW", NULL },
	[AT_NV_PARAM_VTS_BANK_B] = { "VTS_BANK_B", 0x401, "VTS BANK B", &mlx5ctl_prm_st_nv_vts_bank_b, "RW", NULL },
	[AT_NV_PARAM_VPI_LINK_TYPE] = { "VPI_LINK_TYPE", 0x1010012, "VPI LINK TYPE", &mlx5ctl_prm_st_nv_vpi_link_type, "RW", NULL },
	[AT_NV_PARAM_ROCE_CC] = { "ROCE_CC", 0x1010107, "ROCE CC", &mlx5ctl_prm_st_nv_roce_cc, "RW", NULL },
	[AT_NV_PARAM_ROCE_CC_ECN] = { "ROCE_CC_ECN", 0x1010108, "ROCE CC ECN", &mlx5ctl_prm_st_nv_roce_cc_ecn, "RW", NULL },
	[AT_NV_PARAM_ROCE_CC_QCN] = { "ROCE_CC_QCN", 0x1010109, "ROCE CC QCN", &mlx5ctl_prm_st_nv_roce_cc_qcn, "RW", NULL },
	[AT_NV_PARAM_LLDP_NB_CONF] = { "LLDP_NB_CONF", 0x101010a, "LLDP NB CONF", &mlx5ctl_prm_st_nv_lldp_nb_conf, "RW", NULL },
	[AT_NV_PARAM_LLDP_NB_CAP] = { "LLDP_NB_CAP", 0x101010b, "LLDP NB CAP", &mlx5ctl_prm_st_nv_lldp_nb_cap, "RO", NULL },
	[AT_NV_PARAM_LLDP_NB_DCBX] = { "LLDP_NB_DCBX", 0x101018e, "LLDP NB DCBX", &mlx5ctl_prm_st_nv_lldp_nb_dcbx, "RW", NULL },
	[AT_NV_PARAM_KEEP_LINK_UP] = { "KEEP_LINK_UP", 0x1010190, "KEEP LINK UP", &mlx5ctl_prm_st_nv_keep_link_up, "RW", NULL },
	[AT_NV_PARAM_QOS_CONF] = { "QOS_CONF", 0x1010192, "QOS CONF", &mlx5ctl_prm_st_nv_qos_conf, "RW", NULL },
	[AT_NV_PARAM_QOS_CAP] = { "QOS_CAP", 0x1010193, "QOS CAP", &mlx5ctl_prm_st_nv_qos_cap, "RO", NULL },
	[AT_NV_PARAM_MPFS_CONF] = { "MPFS_CONF", 0x1010196, "MPFS CONF", &mlx5ctl_prm_st_nv_mpfs_conf, "RW", NULL },
	[AT_NV_PARAM_MPFS_CAP] = { "MPFS_CAP", 0x1010197, "MPFS CAP", &mlx5ctl_prm_st_nv_mpfs_cap, "RO", NULL },
	[AT_NV_PARAM_LINK_PHY_CONF] = { "LINK_PHY_CONF", 0x1010201, "LINK PHY CONF", &mlx5ctl_prm_st_nv_link_phy_conf, "RW", NULL },
	[AT_NV_PARAM_LINK_PHY_CAP] = { "LINK_PHY_CAP", 0x1010202, "LINK PHY CAP", &mlx5ctl_prm_st_nv_link_phy_cap, "RO", NULL },
	[AT_NV_PARAM_WOL_CONF] = { "WOL_CONF", 0x3000010, "WOL CONF", &mlx5ctl_prm_st_nv_wol_conf, "RW", NULL },
	[AT_NV_PARAM_WOL_CAP] = { "WOL_CAP", 0x300001f, "WOL CAP", &mlx5ctl_prm_st_nv_wol_cap, "RO", NULL },
	[AT_NV_PARAM_PF_PCI_CONF] = { "PF_PCI_CONF", 0x3000080, "PF PCI CONF", &mlx5ctl_prm_st_nv_pf_pci_conf, "RW", NULL },
	[AT_NV_PARAM_VIRT_NET_ADDR] = { "VIRT_NET_ADDR", 0x3000110, "VIRT NET ADDR", &mlx5ctl_prm_st_nv_virt_net_addr, "RW", NULL },
	[AT_NV_PARAM_VIRT_GUID_ADDR] = { "VIRT_GUID_ADDR", 0x3000111, "VIRT GUID ADDR", &mlx5ctl_prm_st_nv_virt_guid_addr, "RW", NULL },
	[AT_NV_PARAM_HCA_CONF] = { "HCA_CONF", 0x3000112, "HCA CONF", &mlx5ctl_prm_st_nv_hca_conf, "RW", NULL },
	[AT_NV_PARAM_HCA_CAP] = { "HCA_CAP", 0x3000113, "HCA CAP", &mlx5ctl_prm_st_nv_hca_cap, "RO", NULL },
	[AT_NV_PARAM_ECPF_CONF] = { "ECPF_CONF", 0x3000114, "ECPF CONF", &mlx5ctl_prm_st_nv_ecpf_conf, "RW", NULL },
	[AT_NV_PARAM_ECPF_CAP] = { "ECPF_CAP", 0x3000115, "ECPF CAP", &mlx5ctl_prm_st_nv_ecpf_cap, "RO", NULL },
	[AT_NV_PARAM_EXTERNAL_PORT_CTRL] = { "EXTERNAL_PORT_CTRL", 0x3000192, "EXTERNAL PORT CTRL", &mlx5ctl_prm_st_nv_external_port_ctrl, "RW", NULL },
	[AT_NV_PARAM_FILE_APPLICABLE_TO] = { "FILE_APPLICABLE_TO", 0x6000002, "FILE APPLICABLE TO", &mlx5ctl_prm_st_nv_file_applicable_to, "RW", NULL },
	[AT_NV_PARAM_FILE_COMMENT] = { "FILE_COMMENT", 0x6000003, "FILE COMMENT", &mlx5ctl_prm_st_nv_file_comment, "RW", NULL },
	[AT_NV_PARAM_FILE_DBG_FW_TOKEN_ID] = { "FILE_DBG_FW_TOKEN_ID", 0x6000005, "FILE DBG FW TOKEN ID", &mlx5ctl_prm_st_nv_file_dbg_fw_token_id, "RW", NULL },
	[AT_NV_PARAM_FILE_CS_TOKEN_ID] = { "FILE_CS_TOKEN_ID", 0x6000007, "FILE CS TOKEN ID", &mlx5ctl_prm_st_nv_file_cs_token_id, "RW", NULL },
	[AT_NV_PARAM_FILE_BTC_TOKEN_ID] = { "FILE_BTC_TOKEN_ID", 0x6000008, "FILE BTC TOKEN ID", &mlx5ctl_prm_st_nv_file_btc_token_id, "RW", NULL },
	[AT_NV_PARAM_FILE_MAC_ADDR_LIST] = { "FILE_MAC_ADDR_LIST", 0x6000009, "FILE MAC ADDR LIST", &mlx5ctl_prm_st_nv_file_mac_addr_list, "RW", NULL },
	[AT_NV_PARAM_PCI_CONF] = { "PCI_CONF", 0x7000080, "PCI CONF", &mlx5ctl_prm_st_nv_pci_conf, "RW", NULL },
	[AT_NV_PARAM_PCI_CAP] = { "PCI_CAP", 0x7000081, "PCI CAP", &mlx5ctl_prm_st_nv_pci_cap, "RO", NULL },
	[AT_NV_PARAM_SAFE_MODE_CONF] = { "SAFE_MODE_CONF", 0x7000082, "SAFE MODE CONF", &mlx5ctl_prm_st_nv_safe_mode_conf, "RW", NULL },
	[AT_NV_PARAM_HOST_PRIV_CONF] = { "HOST_PRIV_CONF", 0x7000083, "HOST PRIV CONF", &mlx5ctl_prm_st_nv_host_priv_conf, "RW", NULL },
	[AT_NV_PARAM_HOST_PRIV_CAP] = { "HOST_PRIV_CAP", 0x7000100, "HOST PRIV CAP", &mlx5ctl_prm_st_nv_host_priv_cap, "RO", NULL },
	[AT_NV_PARAM_MODULE_FEATURE_CAP] = { "MODULE_FEATURE_CAP", 0x9000002, "MODULE FEATURE CAP", &mlx5ctl_prm_st_nv_module_feature_cap, "RW", NULL },
	[AT_NV_PARAM_MODULE_SPLIT] = { "MODULE_SPLIT", 0x9000004, "MODULE SPLIT", &mlx5ctl_prm_st_nv_module_split, "RW", NULL },
	[AT_NV_PARAM_MODULE_POWER] = { "MODULE_POWER", 0x9000080, "MODULE POWER", &mlx5ctl_prm_st_nv_module_power, "RW", NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_param = {
	"nv_param", "NV_PARAM", "Configuration items the adapter keeps: type dword, layout, access", enum_nv_param_values, 105,
};

static const struct mlx5ctl_enum_value enum_nv_pci_conf_management_pf_values[] = {
	{ "DEVICE_DEFAULT", 0x0, "", NULL, NULL, NULL },
	{ "MNG_PF_ENABLE", 0x1, "", NULL, NULL, NULL },
	{ "MNG_PF_DISABLE", 0x2, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_pci_conf_management_pf = {
	"nv_pci_conf_management_pf", "NV_PCI_CONF_MANAGEMENT_PF", "PCI_CONF.management_pf", enum_nv_pci_conf_management_pf_values, 3,
};

static const struct mlx5ctl_enum_value enum_nv_pci_conf_p2p_ordering_mode_values[] = {
	{ "DEVICE_DEFAULT", 0x0, "", NULL, NULL, NULL },
	{ "SECURE_NONE", 0x1, "", NULL, NULL, NULL },
	{ "SECURE_TRUST", 0x2, "", NULL, NULL, NULL },
	{ "SECURE_ALL", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_pci_conf_p2p_ordering_mode = {
	"nv_pci_conf_p2p_ordering_mode", "NV_PCI_CONF_P2P_ORDERING_MODE", "PCI_CONF.p2p_ordering_mode", enum_nv_pci_conf_p2p_ordering_mode_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_performance_tuning_conf_icm_cache_mode_values[] = {
	{ "DEVICE_DEFAULT", 0x0, "", NULL, NULL, NULL },
	{ "LARGE_SCALE_STEERING", 0x1, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_performance_tuning_conf_icm_cache_mode = {
	"nv_performance_tuning_conf_icm_cache_mode", "NV_PERFORMANCE_TUNING_CONF_ICM_CACHE_MODE", "PERFORMANCE_TUNING_CONF.icm_cache_mode", enum_nv_performance_tuning_conf_icm_cache_mode_values, 2,
};

static const struct mlx5ctl_enum_value enum_nv_performance_tuning_conf_multi_pci_resource_share_values[] = {
	{ "DEVICE_DEFAULT", 0x0, "", NULL, NULL, NULL },
	{ "NON_BLOCK_FAIR", 0x1, "", NULL, NULL, NULL },
	{ "NON_BLOCK_SHARED", 0x2, "", NULL, NULL, NULL },
	{ "BLOCKING_SHARED", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_performance_tuning_conf_multi_pci_resource_share = {
	"nv_performance_tuning_conf_multi_pci_resource_share", "NV_PERFORMANCE_TUNING_CONF_MULTI_PCI_RESOURCE_SHARE", "PERFORMANCE_TUNING_CONF.multi_pci_resource_share", enum_nv_performance_tuning_conf_multi_pci_resource_share_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_power_conf_lag_allocation_values[] = {
	{ "DEVICE_DEFAULT", 0x0, "", NULL, NULL, NULL },
	{ "PRE_ALLOCATION", 0x1, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_power_conf_lag_allocation = {
	"nv_power_conf_lag_allocation", "NV_POWER_CONF_LAG_ALLOCATION", "POWER_CONF.lag_allocation", enum_nv_power_conf_lag_allocation_values, 2,
};

static const struct mlx5ctl_enum_value enum_nv_power_conf_phy_cnt_delay_values[] = {
	{ "DELAY_NONE", 0x0, "", NULL, NULL, NULL },
	{ "DELAY_10_SEC", 0x1, "", NULL, NULL, NULL },
	{ "DELAY_20_SEC", 0x2, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_power_conf_phy_cnt_delay = {
	"nv_power_conf_phy_cnt_delay", "NV_POWER_CONF_PHY_CNT_DELAY", "POWER_CONF.phy_cnt_delay", enum_nv_power_conf_phy_cnt_delay_values, 3,
};

static const struct mlx5ctl_enum_value enum_nv_qos_cap_max_num_of_vl_values[] = {
	{ "_1_VL", 0x1, "", NULL, NULL, NULL },
	{ "_2_VLs", 0x2, "", NULL, NULL, NULL },
	{ "_4_VLs", 0x3, "", NULL, NULL, NULL },
	{ "_8_VLs", 0x4, "", NULL, NULL, NULL },
	{ "_15_VLs", 0x5, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_qos_cap_max_num_of_vl = {
	"nv_qos_cap_max_num_of_vl", "NV_QOS_CAP_MAX_NUM_OF_VL", "QOS_CAP.max_num_of_vl", enum_nv_qos_cap_max_num_of_vl_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_qos_conf_num_of_tc_values[] = {
	{ "_8_TCs", 0x0, "", NULL, NULL, NULL },
	{ "_1_TC", 0x1, "", NULL, NULL, NULL },
	{ "_2_TCs", 0x2, "", NULL, NULL, NULL },
	{ "_3_TCs", 0x3, "", NULL, NULL, NULL },
	{ "_4_TCs", 0x4, "", NULL, NULL, NULL },
	{ "_5_TCs", 0x5, "", NULL, NULL, NULL },
	{ "_6_TCs", 0x6, "", NULL, NULL, NULL },
	{ "_7_TCs", 0x7, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_qos_conf_num_of_tc = {
	"nv_qos_conf_num_of_tc", "NV_QOS_CONF_NUM_OF_TC", "QOS_CONF.num_of_tc", enum_nv_qos_conf_num_of_tc_values, 8,
};

static const struct mlx5ctl_enum_value enum_nv_qos_conf_num_of_vl_values[] = {
	{ "_1_VL", 0x1, "", NULL, NULL, NULL },
	{ "_2_VLs", 0x2, "", NULL, NULL, NULL },
	{ "_4_VLs", 0x3, "", NULL, NULL, NULL },
	{ "_8_VLs", 0x4, "", NULL, NULL, NULL },
	{ "_15_VLs", 0x5, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_qos_conf_num_of_vl = {
	"nv_qos_conf_num_of_vl", "NV_QOS_CONF_NUM_OF_VL", "QOS_CONF.num_of_vl", enum_nv_qos_conf_num_of_vl_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_qos_conf_qos_trust_state_values[] = {
	{ "DEVICE_DEFAULT", 0x0, "", NULL, NULL, NULL },
	{ "TRUST_PORT", 0x4, "", NULL, NULL, NULL },
	{ "TRUST_PCP", 0x5, "", NULL, NULL, NULL },
	{ "TRUST_DSCP", 0x6, "", NULL, NULL, NULL },
	{ "TRUST_DSCP_PCP", 0x7, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_qos_conf_qos_trust_state = {
	"nv_qos_conf_qos_trust_state", "NV_QOS_CONF_QOS_TRUST_STATE", "QOS_CONF.qos_trust_state", enum_nv_qos_conf_qos_trust_state_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_roce_cc_roce_cc_algorithm_values[] = {
	{ "ECN", 0x0, "", NULL, NULL, NULL },
	{ "QCN", 0x1, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_roce_cc_roce_cc_algorithm = {
	"nv_roce_cc_roce_cc_algorithm", "NV_ROCE_CC_ROCE_CC_ALGORITHM", "ROCE_CC.roce_cc_algorithm", enum_nv_roce_cc_roce_cc_algorithm_values, 2,
};

static const struct mlx5ctl_enum_value enum_nv_rom_boot_conf1_boot_retry_count_values[] = {
	{ "NONE", 0x0, "", NULL, NULL, NULL },
	{ "_1", 0x1, "", NULL, NULL, NULL },
	{ "_2", 0x2, "", NULL, NULL, NULL },
	{ "_3", 0x3, "", NULL, NULL, NULL },
	{ "_4", 0x4, "", NULL, NULL, NULL },
	{ "_5", 0x5, "", NULL, NULL, NULL },
	{ "_6", 0x6, "", NULL, NULL, NULL },
	{ "UNLIMITED", 0x7, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_boot_conf1_boot_retry_count = {
	"nv_rom_boot_conf1_boot_retry_count", "NV_ROM_BOOT_CONF1_BOOT_RETRY_COUNT", "ROM_BOOT_CONF1.boot_retry_count", enum_nv_rom_boot_conf1_boot_retry_count_values, 8,
};

static const struct mlx5ctl_enum_value enum_nv_rom_boot_conf1_legacy_boot_protocol_values[] = {
	{ "NONE", 0x0, "", NULL, NULL, NULL },
	{ "PXE", 0x1, "", NULL, NULL, NULL },
	{ "ISCSI", 0x2, "", NULL, NULL, NULL },
	{ "PXE_WO_FAIL_ISCSI", 0x4, "", NULL, NULL, NULL },
	{ "ISCSI_WO_FAIL_PXE", 0x5, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_boot_conf1_legacy_boot_protocol = {
	"nv_rom_boot_conf1_legacy_boot_protocol", "NV_ROM_BOOT_CONF1_LEGACY_BOOT_PROTOCOL", "ROM_BOOT_CONF1.legacy_boot_protocol", enum_nv_rom_boot_conf1_legacy_boot_protocol_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_rom_boot_conf2_boot_ip_ver_values[] = {
	{ "IPv4", 0x0, "", NULL, NULL, NULL },
	{ "IPv6", 0x1, "", NULL, NULL, NULL },
	{ "IPv4_IPv6", 0x2, "", NULL, NULL, NULL },
	{ "IPv6_IPv4", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_boot_conf2_boot_ip_ver = {
	"nv_rom_boot_conf2_boot_ip_ver", "NV_ROM_BOOT_CONF2_BOOT_IP_VER", "ROM_BOOT_CONF2.boot_ip_ver", enum_nv_rom_boot_conf2_boot_ip_ver_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_rom_debug_level_arp_values[] = {
	{ "DISABLE", 0x0, "", NULL, NULL, NULL },
	{ "BASIC", 0x1, "", NULL, NULL, NULL },
	{ "ADVANCED", 0x2, "", NULL, NULL, NULL },
	{ "ALL", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_arp = {
	"nv_rom_debug_level_arp", "NV_ROM_DEBUG_LEVEL_ARP", "ROM_DEBUG_LEVEL.arp", enum_nv_rom_debug_level_arp_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_rom_debug_level_dhcp_values[] = {
	{ "DISABLE", 0x0, "", NULL, NULL, NULL },
	{ "BASIC", 0x1, "", NULL, NULL, NULL },
	{ "ADVANCED", 0x2, "", NULL, NULL, NULL },
	{ "ALL", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_dhcp = {
	"nv_rom_debug_level_dhcp", "NV_ROM_DEBUG_LEVEL_DHCP", "ROM_DEBUG_LEVEL.dhcp", enum_nv_rom_debug_level_dhcp_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_rom_debug_level_dhcpv6_values[] = {
	{ "DISABLE", 0x0, "", NULL, NULL, NULL },
	{ "BASIC", 0x1, "", NULL, NULL, NULL },
	{ "ADVANCED", 0x2, "", NULL, NULL, NULL },
	{ "ALL", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_dhcpv6 = {
	"nv_rom_debug_level_dhcpv6", "NV_ROM_DEBUG_LEVEL_DHCPV6", "ROM_DEBUG_LEVEL.dhcpv6", enum_nv_rom_debug_level_dhcpv6_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_rom_debug_level_driver_values[] = {
	{ "DISABLE", 0x0, "", NULL, NULL, NULL },
	{ "BASIC", 0x1, "", NULL, NULL, NULL },
	{ "ADVANCED", 0x2, "", NULL, NULL, NULL },
	{ "ALL", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_driver = {
	"nv_rom_debug_level_driver", "NV_ROM_DEBUG_LEVEL_DRIVER", "ROM_DEBUG_LEVEL.driver", enum_nv_rom_debug_level_driver_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_rom_debug_level_driver_settings_values[] = {
	{ "DISABLE", 0x0, "", NULL, NULL, NULL },
	{ "BASIC", 0x1, "", NULL, NULL, NULL },
	{ "ADVANCED", 0x2, "", NULL, NULL, NULL },
	{ "ALL", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_driver_settings = {
	"nv_rom_debug_level_driver_settings", "NV_ROM_DEBUG_LEVEL_DRIVER_SETTINGS", "ROM_DEBUG_LEVEL.driver_settings", enum_nv_rom_debug_level_driver_settings_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_rom_debug_level_ipv4_values[] = {
	{ "DISABLE", 0x0, "", NULL, NULL, NULL },
	{ "BASIC", 0x1, "", NULL, NULL, NULL },
	{ "ADVANCED", 0x2, "", NULL, NULL, NULL },
	{ "ALL", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_ipv4 = {
	"nv_rom_debug_level_ipv4", "NV_ROM_DEBUG_LEVEL_IPV4", "ROM_DEBUG_LEVEL.ipv4", enum_nv_rom_debug_level_ipv4_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_rom_debug_level_ipv6_values[] = {
	{ "DISABLE", 0x0, "", NULL, NULL, NULL },
	{ "BASIC", 0x1, "", NULL, NULL, NULL },
	{ "ADVANCED", 0x2, "", NULL, NULL, NULL },
	{ "ALL", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_ipv6 = {
	"nv_rom_debug_level_ipv6", "NV_ROM_DEBUG_LEVEL_IPV6", "ROM_DEBUG_LEVEL.ipv6", enum_nv_rom_debug_level_ipv6_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_rom_debug_level_ndp_values[] = {
	{ "DISABLE", 0x0, "", NULL, NULL, NULL },
	{ "BASIC", 0x1, "", NULL, NULL, NULL },
	{ "ADVANCED", 0x2, "", NULL, NULL, NULL },
	{ "ALL", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_ndp = {
	"nv_rom_debug_level_ndp", "NV_ROM_DEBUG_LEVEL_NDP", "ROM_DEBUG_LEVEL.ndp", enum_nv_rom_debug_level_ndp_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_rom_debug_level_neighbor_values[] = {
	{ "DISABLE", 0x0, "", NULL, NULL, NULL },
	{ "BASIC", 0x1, "", NULL, NULL, NULL },
	{ "ADVANCED", 0x2, "", NULL, NULL, NULL },
	{ "ALL", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_neighbor = {
	"nv_rom_debug_level_neighbor", "NV_ROM_DEBUG_LEVEL_NEIGHBOR", "ROM_DEBUG_LEVEL.neighbor", enum_nv_rom_debug_level_neighbor_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_rom_debug_level_netdevice_values[] = {
	{ "DISABLE", 0x0, "", NULL, NULL, NULL },
	{ "BASIC", 0x1, "", NULL, NULL, NULL },
	{ "ADVANCED", 0x2, "", NULL, NULL, NULL },
	{ "ALL", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_netdevice = {
	"nv_rom_debug_level_netdevice", "NV_ROM_DEBUG_LEVEL_NETDEVICE", "ROM_DEBUG_LEVEL.netdevice", enum_nv_rom_debug_level_netdevice_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_rom_debug_level_nodnic_values[] = {
	{ "DISABLE", 0x0, "", NULL, NULL, NULL },
	{ "BASIC", 0x1, "", NULL, NULL, NULL },
	{ "ADVANCED", 0x2, "", NULL, NULL, NULL },
	{ "ALL", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_nodnic = {
	"nv_rom_debug_level_nodnic", "NV_ROM_DEBUG_LEVEL_NODNIC", "ROM_DEBUG_LEVEL.nodnic", enum_nv_rom_debug_level_nodnic_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_rom_debug_level_nodnic_cmd_values[] = {
	{ "DISABLE", 0x0, "", NULL, NULL, NULL },
	{ "BASIC", 0x1, "", NULL, NULL, NULL },
	{ "ADVANCED", 0x2, "", NULL, NULL, NULL },
	{ "ALL", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_nodnic_cmd = {
	"nv_rom_debug_level_nodnic_cmd", "NV_ROM_DEBUG_LEVEL_NODNIC_CMD", "ROM_DEBUG_LEVEL.nodnic_cmd", enum_nv_rom_debug_level_nodnic_cmd_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_rom_debug_level_nodnic_device_values[] = {
	{ "DISABLE", 0x0, "", NULL, NULL, NULL },
	{ "BASIC", 0x1, "", NULL, NULL, NULL },
	{ "ADVANCED", 0x2, "", NULL, NULL, NULL },
	{ "ALL", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_nodnic_device = {
	"nv_rom_debug_level_nodnic_device", "NV_ROM_DEBUG_LEVEL_NODNIC_DEVICE", "ROM_DEBUG_LEVEL.nodnic_device", enum_nv_rom_debug_level_nodnic_device_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_rom_debug_level_nodnic_port_values[] = {
	{ "DISABLE", 0x0, "", NULL, NULL, NULL },
	{ "BASIC", 0x1, "", NULL, NULL, NULL },
	{ "ADVANCED", 0x2, "", NULL, NULL, NULL },
	{ "ALL", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_nodnic_port = {
	"nv_rom_debug_level_nodnic_port", "NV_ROM_DEBUG_LEVEL_NODNIC_PORT", "ROM_DEBUG_LEVEL.nodnic_port", enum_nv_rom_debug_level_nodnic_port_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_rom_debug_level_pxe_undi_values[] = {
	{ "DISABLE", 0x0, "", NULL, NULL, NULL },
	{ "BASIC", 0x1, "", NULL, NULL, NULL },
	{ "ADVANCED", 0x2, "", NULL, NULL, NULL },
	{ "ALL", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_pxe_undi = {
	"nv_rom_debug_level_pxe_undi", "NV_ROM_DEBUG_LEVEL_PXE_UNDI", "ROM_DEBUG_LEVEL.pxe_undi", enum_nv_rom_debug_level_pxe_undi_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_rom_debug_level_romprefix_values[] = {
	{ "DISABLE", 0x0, "", NULL, NULL, NULL },
	{ "BASIC", 0x1, "", NULL, NULL, NULL },
	{ "ADVANCED", 0x2, "", NULL, NULL, NULL },
	{ "ALL", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_romprefix = {
	"nv_rom_debug_level_romprefix", "NV_ROM_DEBUG_LEVEL_ROMPREFIX", "ROM_DEBUG_LEVEL.romprefix", enum_nv_rom_debug_level_romprefix_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_rom_debug_level_status_update_values[] = {
	{ "DISABLE", 0x0, "", NULL, NULL, NULL },
	{ "BASIC", 0x1, "", NULL, NULL, NULL },
	{ "ADVANCED", 0x2, "", NULL, NULL, NULL },
	{ "ALL", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_status_update = {
	"nv_rom_debug_level_status_update", "NV_ROM_DEBUG_LEVEL_STATUS_UPDATE", "ROM_DEBUG_LEVEL.status_update", enum_nv_rom_debug_level_status_update_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_rom_debug_level_stp_values[] = {
	{ "DISABLE", 0x0, "", NULL, NULL, NULL },
	{ "BASIC", 0x1, "", NULL, NULL, NULL },
	{ "ADVANCED", 0x2, "", NULL, NULL, NULL },
	{ "ALL", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_stp = {
	"nv_rom_debug_level_stp", "NV_ROM_DEBUG_LEVEL_STP", "ROM_DEBUG_LEVEL.stp", enum_nv_rom_debug_level_stp_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_rom_debug_level_tcp_values[] = {
	{ "DISABLE", 0x0, "", NULL, NULL, NULL },
	{ "BASIC", 0x1, "", NULL, NULL, NULL },
	{ "ADVANCED", 0x2, "", NULL, NULL, NULL },
	{ "ALL", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_tcp = {
	"nv_rom_debug_level_tcp", "NV_ROM_DEBUG_LEVEL_TCP", "ROM_DEBUG_LEVEL.tcp", enum_nv_rom_debug_level_tcp_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_rom_debug_level_tcpip_values[] = {
	{ "DISABLE", 0x0, "", NULL, NULL, NULL },
	{ "BASIC", 0x1, "", NULL, NULL, NULL },
	{ "ADVANCED", 0x2, "", NULL, NULL, NULL },
	{ "ALL", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_tcpip = {
	"nv_rom_debug_level_tcpip", "NV_ROM_DEBUG_LEVEL_TCPIP", "ROM_DEBUG_LEVEL.tcpip", enum_nv_rom_debug_level_tcpip_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_rom_debug_level_tftp_values[] = {
	{ "DISABLE", 0x0, "", NULL, NULL, NULL },
	{ "BASIC", 0x1, "", NULL, NULL, NULL },
	{ "ADVANCED", 0x2, "", NULL, NULL, NULL },
	{ "ALL", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_tftp = {
	"nv_rom_debug_level_tftp", "NV_ROM_DEBUG_LEVEL_TFTP", "ROM_DEBUG_LEVEL.tftp", enum_nv_rom_debug_level_tftp_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_rom_debug_level_udp_values[] = {
	{ "DISABLE", 0x0, "", NULL, NULL, NULL },
	{ "BASIC", 0x1, "", NULL, NULL, NULL },
	{ "ADVANCED", 0x2, "", NULL, NULL, NULL },
	{ "ALL", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_udp = {
	"nv_rom_debug_level_udp", "NV_ROM_DEBUG_LEVEL_UDP", "ROM_DEBUG_LEVEL.udp", enum_nv_rom_debug_level_udp_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_rom_debug_level_uri_values[] = {
	{ "DISABLE", 0x0, "", NULL, NULL, NULL },
	{ "BASIC", 0x1, "", NULL, NULL, NULL },
	{ "ADVANCED", 0x2, "", NULL, NULL, NULL },
	{ "ALL", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_debug_level_uri = {
	"nv_rom_debug_level_uri", "NV_ROM_DEBUG_LEVEL_URI", "ROM_DEBUG_LEVEL.uri", enum_nv_rom_debug_level_uri_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_rom_flexboot_debug_panic_banner_values[] = {
	{ "PRINT", 0x0, "", NULL, NULL, NULL },
	{ "HALT", 0x1, "", NULL, NULL, NULL },
	{ "OPEN_SHELL", 0x2, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_flexboot_debug_panic_banner = {
	"nv_rom_flexboot_debug_panic_banner", "NV_ROM_FLEXBOOT_DEBUG_PANIC_BANNER", "ROM_FLEXBOOT_DEBUG.panic_banner", enum_nv_rom_flexboot_debug_panic_banner_values, 3,
};

static const struct mlx5ctl_enum_value enum_nv_rom_ib_dhcp_conf_client_identifier_values[] = {
	{ "ROM_DEFAULT", 0x0, "", NULL, NULL, NULL },
	{ "NO_CLIENT_IDENTIFIER", 0x1, "", NULL, NULL, NULL },
	{ "SEND_CLIENT_IDENTIFIER", 0x2, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_ib_dhcp_conf_client_identifier = {
	"nv_rom_ib_dhcp_conf_client_identifier", "NV_ROM_IB_DHCP_CONF_CLIENT_IDENTIFIER", "ROM_IB_DHCP_CONF.client_identifier", enum_nv_rom_ib_dhcp_conf_client_identifier_values, 3,
};

static const struct mlx5ctl_enum_value enum_nv_rom_ini_hii_type_values[] = {
	{ "MLNX_DEFAULT", 0x0, "", NULL, NULL, NULL },
	{ "HPE", 0x1, "", NULL, NULL, NULL },
	{ "LENOVO", 0x2, "", NULL, NULL, NULL },
	{ "DELL", 0x3, "", NULL, NULL, NULL },
	{ "FUJITSU", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_ini_hii_type = {
	"nv_rom_ini_hii_type", "NV_ROM_INI_HII_TYPE", "ROM_INI.hii_type", enum_nv_rom_ini_hii_type_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_rom_iscsi_general_conf_boot_to_target_values[] = {
	{ "ENABLED", 0x0, "", NULL, NULL, NULL },
	{ "DISABLED", 0x1, "", NULL, NULL, NULL },
	{ "ONE_TIME_DISABLED", 0x2, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_iscsi_general_conf_boot_to_target = {
	"nv_rom_iscsi_general_conf_boot_to_target", "NV_ROM_ISCSI_GENERAL_CONF_BOOT_TO_TARGET", "ROM_ISCSI_GENERAL_CONF.boot_to_target", enum_nv_rom_iscsi_general_conf_boot_to_target_values, 3,
};

static const struct mlx5ctl_enum_value enum_nv_rom_iscsi_general_conf_iscsi_drive_num_values[] = {
	{ "HDD1", 0x80, "", NULL, NULL, NULL },
	{ "HDD2", 0x81, "", NULL, NULL, NULL },
	{ "HDD3", 0x82, "", NULL, NULL, NULL },
	{ "HDD4", 0x83, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_iscsi_general_conf_iscsi_drive_num = {
	"nv_rom_iscsi_general_conf_iscsi_drive_num", "NV_ROM_ISCSI_GENERAL_CONF_ISCSI_DRIVE_NUM", "ROM_ISCSI_GENERAL_CONF.iscsi_drive_num", enum_nv_rom_iscsi_general_conf_iscsi_drive_num_values, 4,
};

/* where each value of nv_rom_param is (the NV parameters below point at them by these names) */
enum {
	AT_NV_ROM_PARAM_ROM_INI,
	AT_NV_ROM_PARAM_ROM_CAP,
	AT_NV_ROM_PARAM_ROM_OCSD_OCBB,
	AT_NV_ROM_PARAM_ROM_BOOT_CONF2,
	AT_NV_ROM_PARAM_ROM_UEFI_CONF,
	AT_NV_ROM_PARAM_NV_ROM_ROOT_CA_FINGERPRINT,
	AT_NV_ROM_PARAM_ROM_DEBUG_LEVEL,
	AT_NV_ROM_PARAM_ROM_FLEXBOOT_DEBUG,
	AT_NV_ROM_PARAM_ROM_UEFI_DEBUG_LEVEL,
	AT_NV_ROM_PARAM_ROM_BANNER_TIMEOUT,
	AT_NV_ROM_PARAM_ROM_BOOT_CONF1,
	AT_NV_ROM_PARAM_ROM_IB_BOOT_CONF,
	AT_NV_ROM_PARAM_ROM_IB_DHCP_CONF,
	AT_NV_ROM_PARAM_ROM_ISCSI_GENERAL_CONF,
	AT_NV_ROM_PARAM_ROM_DHCP_VENDOR_ID,
	AT_NV_ROM_PARAM_ROM_ISCSI_INITIATOR_IP_ADDR,
	AT_NV_ROM_PARAM_ROM_ISCSI_INITIATOR_SUBNET_MASK,
	AT_NV_ROM_PARAM_ROM_ISCSI_INITIATOR_GATEWAY,
	AT_NV_ROM_PARAM_ROM_ISCSI_INITIATOR_PRIMARY_DNS_ADDR,
	AT_NV_ROM_PARAM_ROM_ISCSI_INITIATOR_SECONDARY_DNS_ADDR,
	AT_NV_ROM_PARAM_ROM_ISCSI_INITIATOR_NAME,
	AT_NV_ROM_PARAM_ROM_ISCSI_INITIATOR_CHAP_ID,
	AT_NV_ROM_PARAM_ROM_ISCSI_INITIATOR_CHAP_PWD,
	AT_NV_ROM_PARAM_ROM_ISCSI_DHCP,
	AT_NV_ROM_PARAM_ROM_ISCSI_CONNECT_TO_FIRST_TARGET,
	AT_NV_ROM_PARAM_ROM_ISCSI_FIRST_TARGET_ADDR,
	AT_NV_ROM_PARAM_ROM_ISCSI_FIRST_TARGET_PORT,
	AT_NV_ROM_PARAM_ROM_ISCSI_FIRST_TARGET_LUN,
	AT_NV_ROM_PARAM_ROM_ISCSI_FIRST_TARGET_NAME,
	AT_NV_ROM_PARAM_ROM_ISCSI_FIRST_TARGET_CHAP_ID,
	AT_NV_ROM_PARAM_ROM_ISCSI_FIRST_TARGET_CHAP_PWD,
	AT_NV_ROM_PARAM_ROM_ISCSI_CONNECT_TO_SECOND_TARGET,
	AT_NV_ROM_PARAM_ROM_ISCSI_SECOND_TARGET_ADDR,
	AT_NV_ROM_PARAM_ROM_ISCSI_SECOND_TARGET_PORT,
	AT_NV_ROM_PARAM_ROM_ISCSI_SECOND_TARGET_LUN,
	AT_NV_ROM_PARAM_ROM_ISCSI_SECOND_TARGET_NAME,
	AT_NV_ROM_PARAM_ROM_ISCSI_SECOND_TARGET_CHAP_ID,
	AT_NV_ROM_PARAM_ROM_ISCSI_SECOND_TARGET_CHAP_PWD,
};

static const struct mlx5ctl_enum_value enum_nv_rom_param_values[] = {
	[AT_NV_ROM_PARAM_ROM_INI] = { "ROM_INI", 0x100, "ROM INI", &mlx5ctl_prm_st_nv_rom_ini, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_CAP] = { "ROM_CAP", 0x101, "ROM CAP", &mlx5ctl_prm_st_nv_rom_cap, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_OCSD_OCBB] = { "ROM_OCSD_OCBB", 0x211, "ROM OCSD OCBB", &mlx5ctl_prm_st_nv_rom_ocsd_ocbb, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_BOOT_CONF2] = { "ROM_BOOT_CONF2", 0x3000195, "ROM BOOT CONF2", &mlx5ctl_prm_st_nv_rom_boot_conf2, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_UEFI_CONF] = { "ROM_UEFI_CONF", 0x3000196, "ROM UEFI CONF", &mlx5ctl_prm_st_nv_rom_uefi_conf, "RO", NULL },
	[AT_NV_ROM_PARAM_NV_ROM_ROOT_CA_FINGERPRINT] = { "NV_ROM_ROOT_CA_FINGERPRINT", 0x3000197, "NV ROM ROOT CA FINGERPRINT", &mlx5ctl_prm_st_nv_nv_rom_root_ca_fingerprint, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_DEBUG_LEVEL] = { "ROM_DEBUG_LEVEL", 0x3000202, "ROM DEBUG LEVEL", &mlx5ctl_prm_st_nv_rom_debug_level, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_FLEXBOOT_DEBUG] = { "ROM_FLEXBOOT_DEBUG", 0x3000204, "ROM FLEXBOOT DEBUG", &mlx5ctl_prm_st_nv_rom_flexboot_debug, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_UEFI_DEBUG_LEVEL] = { "ROM_UEFI_DEBUG_LEVEL", 0x3000206, "ROM UEFI DEBUG LEVEL", &mlx5ctl_prm_st_nv_rom_uefi_debug_level, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_BANNER_TIMEOUT] = { "ROM_BANNER_TIMEOUT", 0x3000210, "ROM BANNER TIMEOUT", &mlx5ctl_prm_st_nv_rom_banner_timeout, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_BOOT_CONF1] = { "ROM_BOOT_CONF1", 0x3000221, "ROM BOOT CONF1", &mlx5ctl_prm_st_nv_rom_boot_conf1, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_IB_BOOT_CONF] = { "ROM_IB_BOOT_CONF", 0x3000222, "ROM IB BOOT CONF", &mlx5ctl_prm_st_nv_rom_ib_boot_conf, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_IB_DHCP_CONF] = { "ROM_IB_DHCP_CONF", 0x3000223, "ROM IB DHCP CONF", &mlx5ctl_prm_st_nv_rom_ib_dhcp_conf, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_ISCSI_GENERAL_CONF] = { "ROM_ISCSI_GENERAL_CONF", 0x3000230, "ROM ISCSI GENERAL CONF", &mlx5ctl_prm_st_nv_rom_iscsi_general_conf, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_DHCP_VENDOR_ID] = { "ROM_DHCP_VENDOR_ID", 0x3000231, "ROM DHCP VENDOR ID", &mlx5ctl_prm_st_nv_rom_dhcp_vendor_id, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_ISCSI_INITIATOR_IP_ADDR] = { "ROM_ISCSI_INITIATOR_IP_ADDR", 0x3000232, "ROM ISCSI INITIATOR IP ADDR", &mlx5ctl_prm_st_nv_rom_iscsi_initiator_ip_addr, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_ISCSI_INITIATOR_SUBNET_MASK] = { "ROM_ISCSI_INITIATOR_SUBNET_MASK", 0x3000233, "ROM ISCSI INITIATOR SUBNET MASK", &mlx5ctl_prm_st_nv_rom_iscsi_initiator_subnet_mask, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_ISCSI_INITIATOR_GATEWAY] = { "ROM_ISCSI_INITIATOR_GATEWAY", 0x3000234, "ROM ISCSI INITIATOR GATEWAY", &mlx5ctl_prm_st_nv_rom_iscsi_initiator_gateway, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_ISCSI_INITIATOR_PRIMARY_DNS_ADDR] = { "ROM_ISCSI_INITIATOR_PRIMARY_DNS_ADDR", 0x3000235, "ROM ISCSI INITIATOR PRIMARY DNS ADDR", &mlx5ctl_prm_st_nv_rom_iscsi_initiator_primary_dns_addr, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_ISCSI_INITIATOR_SECONDARY_DNS_ADDR] = { "ROM_ISCSI_INITIATOR_SECONDARY_DNS_ADDR", 0x3000236, "ROM ISCSI INITIATOR SECONDARY DNS ADDR", &mlx5ctl_prm_st_nv_rom_iscsi_initiator_secondary_dns_addr, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_ISCSI_INITIATOR_NAME] = { "ROM_ISCSI_INITIATOR_NAME", 0x3000237, "ROM ISCSI INITIATOR NAME", &mlx5ctl_prm_st_nv_rom_iscsi_initiator_name, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_ISCSI_INITIATOR_CHAP_ID] = { "ROM_ISCSI_INITIATOR_CHAP_ID", 0x3000238, "ROM ISCSI INITIATOR CHAP ID", &mlx5ctl_prm_st_nv_rom_iscsi_initiator_chap_id, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_ISCSI_INITIATOR_CHAP_PWD] = { "ROM_ISCSI_INITIATOR_CHAP_PWD", 0x3000239, "ROM ISCSI INITIATOR CHAP PWD", &mlx5ctl_prm_st_nv_rom_iscsi_initiator_chap_pwd, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_ISCSI_DHCP] = { "ROM_ISCSI_DHCP", 0x300023a, "ROM ISCSI DHCP", &mlx5ctl_prm_st_nv_rom_iscsi_dhcp, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_ISCSI_CONNECT_TO_FIRST_TARGET] = { "ROM_ISCSI_CONNECT_TO_FIRST_TARGET", 0x3000240, "ROM ISCSI CONNECT TO FIRST TARGET", &mlx5ctl_prm_st_nv_rom_iscsi_connect_to_first_target, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_ISCSI_FIRST_TARGET_ADDR] = { "ROM_ISCSI_FIRST_TARGET_ADDR", 0x3000241, "ROM ISCSI FIRST TARGET ADDR", &mlx5ctl_prm_st_nv_rom_iscsi_first_target_addr, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_ISCSI_FIRST_TARGET_PORT] = { "ROM_ISCSI_FIRST_TARGET_PORT", 0x3000242, "ROM ISCSI FIRST TARGET PORT", &mlx5ctl_prm_st_nv_rom_iscsi_first_target_port, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_ISCSI_FIRST_TARGET_LUN] = { "ROM_ISCSI_FIRST_TARGET_LUN", 0x3000243, "ROM ISCSI FIRST TARGET LUN", &mlx5ctl_prm_st_nv_rom_iscsi_first_target_lun, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_ISCSI_FIRST_TARGET_NAME] = { "ROM_ISCSI_FIRST_TARGET_NAME", 0x3000244, "ROM ISCSI FIRST TARGET NAME", &mlx5ctl_prm_st_nv_rom_iscsi_first_target_name, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_ISCSI_FIRST_TARGET_CHAP_ID] = { "ROM_ISCSI_FIRST_TARGET_CHAP_ID", 0x3000245, "ROM ISCSI FIRST TARGET CHAP ID", &mlx5ctl_prm_st_nv_rom_iscsi_first_target_chap_id, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_ISCSI_FIRST_TARGET_CHAP_PWD] = { "ROM_ISCSI_FIRST_TARGET_CHAP_PWD", 0x3000247, "ROM ISCSI FIRST TARGET CHAP PWD", &mlx5ctl_prm_st_nv_rom_iscsi_first_target_chap_pwd, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_ISCSI_CONNECT_TO_SECOND_TARGET] = { "ROM_ISCSI_CONNECT_TO_SECOND_TARGET", 0x3000250, "ROM ISCSI CONNECT TO SECOND TARGET", &mlx5ctl_prm_st_nv_rom_iscsi_connect_to_second_target, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_ISCSI_SECOND_TARGET_ADDR] = { "ROM_ISCSI_SECOND_TARGET_ADDR", 0x3000251, "ROM ISCSI SECOND TARGET ADDR", &mlx5ctl_prm_st_nv_rom_iscsi_second_target_addr, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_ISCSI_SECOND_TARGET_PORT] = { "ROM_ISCSI_SECOND_TARGET_PORT", 0x3000252, "ROM ISCSI SECOND TARGET PORT", &mlx5ctl_prm_st_nv_rom_iscsi_second_target_port, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_ISCSI_SECOND_TARGET_LUN] = { "ROM_ISCSI_SECOND_TARGET_LUN", 0x3000253, "ROM ISCSI SECOND TARGET LUN", &mlx5ctl_prm_st_nv_rom_iscsi_second_target_lun, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_ISCSI_SECOND_TARGET_NAME] = { "ROM_ISCSI_SECOND_TARGET_NAME", 0x3000254, "ROM ISCSI SECOND TARGET NAME", &mlx5ctl_prm_st_nv_rom_iscsi_second_target_name, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_ISCSI_SECOND_TARGET_CHAP_ID] = { "ROM_ISCSI_SECOND_TARGET_CHAP_ID", 0x3000255, "ROM ISCSI SECOND TARGET CHAP ID", &mlx5ctl_prm_st_nv_rom_iscsi_second_target_chap_id, "RO", NULL },
	[AT_NV_ROM_PARAM_ROM_ISCSI_SECOND_TARGET_CHAP_PWD] = { "ROM_ISCSI_SECOND_TARGET_CHAP_PWD", 0x3000257, "ROM ISCSI SECOND TARGET CHAP PWD", &mlx5ctl_prm_st_nv_rom_iscsi_second_target_chap_pwd, "RO", NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_param = {
	"nv_rom_param", "NV_ROM_PARAM", "Expansion ROM configuration items (software to software): type dword, layout", enum_nv_rom_param_values, 38,
};

static const struct mlx5ctl_enum_value enum_nv_rom_uefi_debug_level_uefi_log_severity_values[] = {
	{ "ERROR", 0x0, "", NULL, NULL, NULL },
	{ "WARNING", 0x1, "", NULL, NULL, NULL },
	{ "INFO", 0x2, "", NULL, NULL, NULL },
	{ "DEBUG", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_uefi_debug_level_uefi_log_severity = {
	"nv_rom_uefi_debug_level_uefi_log_severity", "NV_ROM_UEFI_DEBUG_LEVEL_UEFI_LOG_SEVERITY", "ROM_UEFI_DEBUG_LEVEL.uefi_log_severity", enum_nv_rom_uefi_debug_level_uefi_log_severity_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_rom_uefi_debug_level_uefi_logs_values[] = {
	{ "DISABLED", 0x0, "", NULL, NULL, NULL },
	{ "STDOUT", 0x1, "", NULL, NULL, NULL },
	{ "STDERR", 0x2, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_rom_uefi_debug_level_uefi_logs = {
	"nv_rom_uefi_debug_level_uefi_logs", "NV_ROM_UEFI_DEBUG_LEVEL_UEFI_LOGS", "ROM_UEFI_DEBUG_LEVEL.uefi_logs", enum_nv_rom_uefi_debug_level_uefi_logs_values, 3,
};

static const struct mlx5ctl_enum_value enum_nv_secure_host_state_values[] = {
	{ "UNLOCKED", 0x0, "", NULL, NULL, NULL },
	{ "LOCKED", 0x1, "", NULL, NULL, NULL },
	{ "LOCK_FW_UPDATE", 0x2, "", NULL, NULL, NULL },
	{ "LOCK_HOST_CFG", 0x3, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_secure_host_state = {
	"nv_secure_host_state", "NV_SECURE_HOST_STATE", "SECURE_HOST.state", enum_nv_secure_host_state_values, 4,
};

static const struct mlx5ctl_enum_value enum_nv_sw_offload_conf_cqe_compression_values[] = {
	{ "BALANCED", 0x0, "", NULL, NULL, NULL },
	{ "AGGRESSIVE", 0x1, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_sw_offload_conf_cqe_compression = {
	"nv_sw_offload_conf_cqe_compression", "NV_SW_OFFLOAD_CONF_CQE_COMPRESSION", "SW_OFFLOAD_CONF.cqe_compression", enum_nv_sw_offload_conf_cqe_compression_values, 2,
};

static const struct mlx5ctl_enum_value enum_nv_sw_offload_conf_pci_atomic_mode_values[] = {
	{ "PCI_ATOMIC_DISABLED_EXT_ATOMIC_ENABLED", 0x0, "", NULL, NULL, NULL },
	{ "PCI_ATOMICS_ENABLED_EXT_ATOMICS_ENABLED_SERIALIZED", 0x1, "", NULL, NULL, NULL },
	{ "PCI_ATOMICS_ENABLED_EXT_ATOMICS_DISABLED", 0x2, "", NULL, NULL, NULL },
	{ "PCI_ATOMICS_ENABLED_EXT_ATOMICS_ENABLED_NONCOHERENT", 0x3, "", NULL, NULL, NULL },
	{ "PCI_ATOMICS_ENABLED_EXT_ATOMICS_ENABLED", 0x4, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_sw_offload_conf_pci_atomic_mode = {
	"nv_sw_offload_conf_pci_atomic_mode", "NV_SW_OFFLOAD_CONF_PCI_ATOMIC_MODE", "SW_OFFLOAD_CONF.pci_atomic_mode", enum_nv_sw_offload_conf_pci_atomic_mode_values, 5,
};

static const struct mlx5ctl_enum_value enum_nv_sw_offload_conf_vf_migration_values[] = {
	{ "DEVICE_DEFAULT", 0x0, "", NULL, NULL, NULL },
	{ "MIGRATION_DISABLED", 0x1, "", NULL, NULL, NULL },
	{ "MIGRATION_ENABLED", 0x2, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_sw_offload_conf_vf_migration = {
	"nv_sw_offload_conf_vf_migration", "NV_SW_OFFLOAD_CONF_VF_MIGRATION", "SW_OFFLOAD_CONF.vf_migration", enum_nv_sw_offload_conf_vf_migration_values, 3,
};

static const struct mlx5ctl_enum_value enum_nv_tpt_conf_log_max_payload_size_values[] = {
	{ "AUTOMATIC", 0x0, "", NULL, NULL, NULL },
	{ "_4KB", 0xc, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_tpt_conf_log_max_payload_size = {
	"nv_tpt_conf_log_max_payload_size", "NV_TPT_CONF_LOG_MAX_PAYLOAD_SIZE", "TPT_CONF.log_max_payload_size", enum_nv_tpt_conf_log_max_payload_size_values, 2,
};

static const struct mlx5ctl_enum_value enum_nv_vpi_link_type_default_link_type_values[] = {
	{ "IB", 0x1, "", NULL, NULL, NULL },
	{ "ETH", 0x2, "", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_nv_vpi_link_type_default_link_type = {
	"nv_vpi_link_type_default_link_type", "NV_VPI_LINK_TYPE_DEFAULT_LINK_TYPE", "VPI_LINK_TYPE.default_link_type", enum_nv_vpi_link_type_default_link_type_values, 2,
};

static const struct mlx5ctl_enum_value enum_pages_op_mod_values[] = {
	{ "BOOT", 0x1, "Pages needed to boot", NULL, NULL, NULL },
	{ "INIT", 0x2, "Pages needed to initialise", NULL, NULL, NULL },
	{ "REGULAR", 0x3, "Pages needed at run time", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_pages_op_mod = {
	"pages_op_mod", "PAGES", "QUERY_PAGES op_mod", enum_pages_op_mod_values, 3,
};

static const struct mlx5ctl_enum_value enum_pddr_cable_identifier_values[] = {
	{ "QSFP28", 0x0, "QSFP28", NULL, NULL, NULL },
	{ "QSFP_PLUS", 0x1, "QSFP+", NULL, NULL, NULL },
	{ "SFP28_OR_SFP_PLUS", 0x2, "SFP28 or SFP+", NULL, NULL, NULL },
	{ "QSA", 0x3, "QSA (QSFP to SFP)", NULL, NULL, NULL },
	{ "BACKPLANE", 0x4, "Backplane", NULL, NULL, NULL },
	{ "SFP_DD", 0x5, "SFP-DD", NULL, NULL, NULL },
	{ "QSFP_DD", 0x6, "QSFP-DD", NULL, NULL, NULL },
	{ "QSFP_CMIS", 0x7, "QSFP (CMIS)", NULL, NULL, NULL },
	{ "OSFP", 0x8, "OSFP", NULL, NULL, NULL },
	{ "C2C", 0x9, "C2C", NULL, NULL, NULL },
	{ "DSFP", 0xa, "DSFP", NULL, NULL, NULL },
	{ "QSFP_SPLIT_CABLE", 0xb, "QSFP split cable", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_pddr_cable_identifier = {
	"pddr_cable_identifier", "PDDR_ID", "PDDR module info cable_identifier: PDDR's own numbering, not SFF-8024's", enum_pddr_cable_identifier_values, 12,
};

static const struct mlx5ctl_enum_value enum_pddr_cable_type_values[] = {
	{ "UNIDENTIFIED", 0x0, "Unidentified", NULL, NULL, NULL },
	{ "ACTIVE_CABLE", 0x1, "Active cable (active copper or optics)", NULL, NULL, NULL },
	{ "OPTICAL_MODULE", 0x2, "Optical module (separated)", NULL, NULL, NULL },
	{ "PASSIVE_COPPER", 0x3, "Passive copper cable", NULL, NULL, NULL },
	{ "UNPLUGGED", 0x4, "Cable unplugged", NULL, NULL, NULL },
	{ "TWISTED_PAIR", 0x5, "Twisted pair", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_pddr_cable_type = {
	"pddr_cable_type", "PDDR_CABLE", "PDDR module info cable_type", enum_pddr_cable_type_values, 6,
};

static const struct mlx5ctl_enum_value enum_pddr_cable_vendor_values[] = {
	{ "OTHER", 0x0, "Other", NULL, NULL, NULL },
	{ "MELLANOX", 0x1, "Mellanox", NULL, NULL, NULL },
	{ "KNOWN_OUI", 0x2, "Known OUI", NULL, NULL, NULL },
	{ "NVIDIA", 0x3, "NVIDIA", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_pddr_cable_vendor = {
	"pddr_cable_vendor", "PDDR_VENDOR", "PDDR module info cable_vendor", enum_pddr_cable_vendor_values, 4,
};

static const struct mlx5ctl_enum_value enum_pddr_eth_an_state_values[] = {
	{ "ENABLE", 0x0, "Enable", NULL, NULL, NULL },
	{ "XMIT_DISABLE", 0x1, "Transmit disable", NULL, NULL, NULL },
	{ "ABILITY_DETECT", 0x2, "Ability detect", NULL, NULL, NULL },
	{ "ACK_DETECT", 0x3, "Acknowledge detect", NULL, NULL, NULL },
	{ "COMPLETE_ACK", 0x4, "Complete acknowledge", NULL, NULL, NULL },
	{ "AN_GOOD_CHECK", 0x5, "AN good check", NULL, NULL, NULL },
	{ "AN_GOOD", 0x6, "AN good", NULL, NULL, NULL },
	{ "NEXT_PAGE_WAIT", 0x7, "Next page wait", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_pddr_eth_an_state = {
	"pddr_eth_an_state", "PDDR_ETH_AN", "PDDR eth_an_fsm_state (Ethernet CL73 auto-negotiation)", enum_pddr_eth_an_state_values, 8,
};

static const struct mlx5ctl_enum_value enum_pddr_fec_mode_values[] = {
	{ "NO_FEC", 0x0, "No FEC", NULL, NULL, NULL },
	{ "FIRECODE", 0x1, "Firecode FEC", NULL, NULL, NULL },
	{ "RS_528_514", 0x2, "Standard RS-FEC, RS(528,514)", NULL, NULL, NULL },
	{ "LL_RS_271_257", 0x3, "Standard low-latency RS-FEC, RS(271,257)", NULL, NULL, NULL },
	{ "INTERLEAVED_RS_544_514", 0x6, "Interleaved standard RS-FEC, (544,514)", NULL, NULL, NULL },
	{ "RS_544_514", 0x7, "Standard RS-FEC, (544,514)", NULL, NULL, NULL },
	{ "ETC_LL_50G_RS", 0x9, "Ethernet Consortium low-latency 50G RS-FEC, (272,257+1)", NULL, NULL, NULL },
	{ "INTERLEAVED_ETC_LL_50G_RS", 0xa, "Interleaved Ethernet Consortium low-latency 50G RS-FEC", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_pddr_fec_mode = {
	"pddr_fec_mode", "PDDR_FEC", "PDDR fec_mode_active", enum_pddr_fec_mode_values, 8,
};

static const struct mlx5ctl_enum_value enum_pddr_fec_support_values[] = {
	{ "NO_FEC", 0x1, "No FEC", NULL, NULL, NULL },
	{ "FIRECODE", 0x2, "Firecode FEC", NULL, NULL, NULL },
	{ "RS_528_514", 0x4, "Standard RS-FEC, RS(528,514)", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_pddr_fec_support = {
	"pddr_fec_support", "PDDR_FEC_SUPPORT", "PDDR eth_100g_fec_support / eth_25g_50g_fec_support (bits; Firecode: 25G/50G only)", enum_pddr_fec_support_values, 3,
};

static const struct mlx5ctl_enum_value enum_pddr_monitor_opcode_values[] = {
	{ "NO_ISSUE_OBSERVED", 0x0, "No issue observed", NULL, NULL, NULL },
	{ "PORT_CLOSED", 0x1, "Port closed", NULL, NULL, NULL },
	{ "AN_NO_PARTNER", 0x2, "Auto-negotiation: no partner detected", NULL, NULL, NULL },
	{ "TRAINING_FAILURE", 0x5, "Link training failure", NULL, NULL, NULL },
	{ "CABLE_UNPLUGGED", 0x400, "Cable unplugged", NULL, NULL, NULL },
	{ "INFO_NOT_AVAIL", 0x3ff, "Information not available", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_pddr_monitor_opcode = {
	"pddr_monitor_opcode", "PDDR_MONITOR", "PDDR troubleshooting monitor opcodes (some of the PRM's: FreeBSD's mlx5 driver.h, mlx5e's ethtool link_ext_state map)", enum_pddr_monitor_opcode_values, 6,
};

static const struct mlx5ctl_enum_value enum_pddr_neg_mode_values[] = {
	{ "FORCE", 0x0, "Not negotiated (force)", NULL, NULL, NULL },
	{ "MLPN_REV0", 0x1, "MLPN rev 0", NULL, NULL, NULL },
	{ "CL73", 0x2, "CL73 Ethernet auto-negotiation", NULL, NULL, NULL },
	{ "PARALLEL_DETECT", 0x3, "Parallel detect", NULL, NULL, NULL },
	{ "IB", 0x4, "InfiniBand", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_pddr_neg_mode = {
	"pddr_neg_mode", "PDDR_NEG", "PDDR neg_mode_active", enum_pddr_neg_mode_values, 5,
};

static const struct mlx5ctl_enum_value enum_pddr_page_select_values[] = {
	{ "OPERATIONAL_INFO", 0x0, "Operational information", &mlx5ctl_prm_st_pddr_operation_info_page, NULL, NULL },
	{ "TROUBLESHOOTING_INFO", 0x1, "Troubleshooting information", &mlx5ctl_prm_st_pddr_troubleshooting_page, NULL, NULL },
	{ "PHY_INFO", 0x2, "Phy information (not modelled)", NULL, NULL, NULL },
	{ "MODULE_INFO", 0x3, "Module (cable) information", &mlx5ctl_prm_st_pddr_module_info, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_pddr_page_select = {
	"pddr_page_select", "PDDR_PAGE", "PDDR pages (PRM; the model serves the three mlx5_core knows)", enum_pddr_page_select_values, 4,
};

static const struct mlx5ctl_enum_value enum_pddr_phy_mngr_state_values[] = {
	{ "DISABLED", 0x0, "Disabled", NULL, NULL, NULL },
	{ "OPEN_PORT", 0x1, "Open port", NULL, NULL, NULL },
	{ "POLLING", 0x2, "Polling", NULL, NULL, NULL },
	{ "ACTIVE", 0x3, "Active (link up)", NULL, NULL, NULL },
	{ "CLOSE_PORT", 0x4, "Close port", NULL, NULL, NULL },
	{ "PHY_UP", 0x5, "Phy up", NULL, NULL, NULL },
	{ "RX_DISABLE", 0x7, "Rx disabled", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_pddr_phy_mngr_state = {
	"pddr_phy_mngr_state", "PDDR_PHY_MNGR", "PDDR phy_mngr_fsm_state (the firmware's phy manager)", enum_pddr_phy_mngr_state_values, 7,
};

static const struct mlx5ctl_enum_value enum_pddr_proto_values[] = {
	{ "INFINIBAND", 0x1, "InfiniBand", NULL, NULL, NULL },
	{ "ETHERNET", 0x4, "Ethernet", NULL, NULL, NULL },
	{ "NVLINK", 0x8, "NVLink", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_pddr_proto = {
	"pddr_proto", "PDDR_PROTO", "PDDR proto_active: the active protocol (bits)", enum_pddr_proto_values, 3,
};

static const struct mlx5ctl_enum_value enum_port_status_values[] = {
	{ "UP", 0x1, "Up", NULL, NULL, NULL },
	{ "DOWN", 0x2, "Down (admin: by configuration)", NULL, NULL, NULL },
	{ "DOWN_BY_FAILURE", 0x4, "oper: down by port failure; admin: disabled by system", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_port_status = {
	"port_status", "PORT_STATUS", "PAOS admin_status / oper_status", enum_port_status_values, 3,
};

static const struct mlx5ctl_enum_value enum_ppcnt_grp_values[] = {
	{ "IEEE_802_3", 0x0, "IEEE 802.3 counters", &mlx5ctl_prm_st_eth_802_3_cntrs_grp_data_layout, NULL, NULL },
	{ "RFC_2863", 0x1, "RFC 2863 interface counters", &mlx5ctl_prm_st_eth_2863_cntrs_grp_data_layout, NULL, NULL },
	{ "RFC_2819", 0x2, "RFC 2819 RMON counters", &mlx5ctl_prm_st_eth_2819_cntrs_grp_data_layout, NULL, NULL },
	{ "RFC_3635", 0x3, "RFC 3635 Ethernet-like counters", &mlx5ctl_prm_st_eth_3635_cntrs_grp_data_layout, NULL, NULL },
	{ "ETHERNET_EXTENDED", 0x5, "Ethernet extended counters", &mlx5ctl_prm_st_eth_extended_cntrs_grp_data_layout, NULL, NULL },
	{ "PER_PRIORITY", 0x10, "Per priority (prio_tc: the priority)", &mlx5ctl_prm_st_eth_per_prio_grp_data_layout, NULL, NULL },
	{ "PER_TRAFFIC_CLASS", 0x11, "Per traffic class (prio_tc: the class)", &mlx5ctl_prm_st_eth_per_tc_prio_grp_data_layout, NULL, NULL },
	{ "PHYSICAL_LAYER", 0x12, "Physical layer counters", &mlx5ctl_prm_st_phys_layer_cntrs, NULL, NULL },
	{ "PER_TRAFFIC_CLASS_CONGESTION", 0x13, "Per traffic class congestion", &mlx5ctl_prm_st_eth_per_tc_congest_prio_grp_data_layout, NULL, NULL },
	{ "PHYSICAL_LAYER_STATISTICAL", 0x16, "Physical layer statistics (BER)", &mlx5ctl_prm_st_phys_layer_statistical_cntrs, NULL, NULL },
	{ "INFINIBAND_PORT", 0x20, "InfiniBand port counters (not on an Ethernet port)", &mlx5ctl_prm_st_ib_port_cntrs_grp_data_layout, NULL, NULL },
	{ "INFINIBAND_EXTENDED_PORT", 0x21, "InfiniBand extended port counters (not on an Ethernet port)", &mlx5ctl_prm_st_ib_ext_port_cntrs_grp_data_layout, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_ppcnt_grp = {
	"ppcnt_grp", "PPCNT_GRP", "PPCNT counter groups (include/linux/mlx5/device.h names; the layouts mlx5_ifc.h has)", enum_ppcnt_grp_values, 12,
};

static const struct mlx5ctl_enum_value enum_ptys_an_status_values[] = {
	{ "UNAVAILABLE", 0x0, "Unavailable", NULL, NULL, NULL },
	{ "COMPLETE", 0x1, "Auto-negotiation completed", NULL, NULL, NULL },
	{ "FAILED", 0x2, "Auto-negotiation failed", NULL, NULL, NULL },
	{ "LINK_UP", 0x3, "Auto-negotiation not performed, link up", NULL, NULL, NULL },
	{ "LINK_DOWN", 0x4, "Link down", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_ptys_an_status = {
	"ptys_an_status", "PTYS_AN", "PTYS an_status (include/linux/mlx5/port.h enum mlx5_an_status)", enum_ptys_an_status_values, 5,
};

static const struct mlx5ctl_enum_value enum_ptys_connector_values[] = {
	{ "UNKNOWN", 0x0, "No connector or unknown", NULL, NULL, NULL },
	{ "FIBRE", 0x6, "Fibre", NULL, NULL, NULL },
	{ "DA", 0x7, "Direct attach copper", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_ptys_connector = {
	"ptys_connector", "PTYS_CONNECTOR", "PTYS connector_type (ethtool's PORT_* order)", enum_ptys_connector_values, 3,
};

static const struct mlx5ctl_enum_value enum_ptys_eth_proto_values[] = {
	{ "ETH_1000BASE_CX_SGMII", 0x1, "1000BASE-CX SGMII", NULL, NULL, NULL },
	{ "ETH_1000BASE_KX", 0x2, "1000BASE-KX", NULL, NULL, NULL },
	{ "ETH_10GBASE_CX4", 0x4, "10GBASE-CX4", NULL, NULL, NULL },
	{ "ETH_10GBASE_KX4", 0x8, "10GBASE-KX4", NULL, NULL, NULL },
	{ "ETH_10GBASE_KR", 0x10, "10GBASE-KR", NULL, NULL, NULL },
	{ "ETH_20GBASE_KR2", 0x20, "20GBASE-KR2", NULL, NULL, NULL },
	{ "ETH_40GBASE_CR4", 0x40, "40GBASE-CR4", NULL, NULL, NULL },
	{ "ETH_40GBASE_KR4", 0x80, "40GBASE-KR4", NULL, NULL, NULL },
	{ "ETH_56GBASE_R4", 0x100, "56GBASE-R4", NULL, NULL, NULL },
	{ "ETH_10GBASE_CR", 0x1000, "10GBASE-CR", NULL, NULL, NULL },
	{ "ETH_10GBASE_SR", 0x2000, "10GBASE-SR", NULL, NULL, NULL },
	{ "ETH_10GBASE_ER", 0x4000, "10GBASE-ER", NULL, NULL, NULL },
	{ "ETH_40GBASE_SR4", 0x8000, "40GBASE-SR4", NULL, NULL, NULL },
	{ "ETH_40GBASE_LR4", 0x10000, "40GBASE-LR4", NULL, NULL, NULL },
	{ "ETH_50GBASE_SR2", 0x40000, "50GBASE-SR2", NULL, NULL, NULL },
	{ "ETH_100GBASE_CR4", 0x100000, "100GBASE-CR4 (the modelled port)", NULL, NULL, NULL },
	{ "ETH_100GBASE_SR4", 0x200000, "100GBASE-SR4", NULL, NULL, NULL },
	{ "ETH_100GBASE_KR4", 0x400000, "100GBASE-KR4", NULL, NULL, NULL },
	{ "ETH_100GBASE_LR4", 0x800000, "100GBASE-LR4", NULL, NULL, NULL },
	{ "ETH_100BASE_TX", 0x1000000, "100BASE-TX", NULL, NULL, NULL },
	{ "ETH_1000BASE_T", 0x2000000, "1000BASE-T", NULL, NULL, NULL },
	{ "ETH_10GBASE_T", 0x4000000, "10GBASE-T", NULL, NULL, NULL },
	{ "ETH_25GBASE_CR", 0x8000000, "25GBASE-CR", NULL, NULL, NULL },
	{ "ETH_25GBASE_KR", 0x10000000, "25GBASE-KR", NULL, NULL, NULL },
	{ "ETH_25GBASE_SR", 0x20000000, "25GBASE-SR", NULL, NULL, NULL },
	{ "ETH_50GBASE_CR2", 0x40000000, "50GBASE-CR2", NULL, NULL, NULL },
	{ "ETH_50GBASE_KR2", 0x80000000, "50GBASE-KR2", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_ptys_eth_proto = {
	"ptys_eth_proto", "PTYS", "PTYS legacy Ethernet protocols (bits; include/linux/mlx5/port.h enum mlx5e_link_mode gives the bit numbers)", enum_ptys_eth_proto_values, 27,
};

static const struct mlx5ctl_enum_value enum_ptys_proto_values[] = {
	{ "INFINIBAND", 0x1, "InfiniBand", NULL, NULL, NULL },
	{ "ETHERNET", 0x4, "Ethernet", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_ptys_proto = {
	"ptys_proto", "PTYS_PROTO", "PTYS proto_mask: which protocol's fields are asked for", enum_ptys_proto_values, 2,
};

static const struct mlx5ctl_enum_value enum_reg_id_values[] = {
	{ "MLCOK", 0x402d, "Management lock (secure host): whether the tools' hardware access (the configuration-space gateway) is locked with a key. The emulated card is not locked and has no key (the real feature locks the CR space against all but the key's holder; the model does not model it: reads say unlocked, writes are refused). mstflint reads it before it takes its firmware-controlled path (over fwctl: it does not know of the gateway)", NULL, NULL, NULL },
	{ "CORE_DUMP", 0x402e, "Firmware core dump; an access (either direction: NVIDIA's tools read it) with a dump type starts a dump (read-only in effect): CR_DUMP_TO_MEM writes it into an MKEY", NULL, NULL, NULL },
	{ "PCAP", 0x5001, "Port capability mask (the InfiniBand PortInfo capability bits; zero on the Ethernet port)", NULL, NULL, NULL },
	{ "PMLP", 0x5002, "Port module lane mapping: the module and lanes behind a local port", NULL, NULL, NULL },
	{ "PMTU", 0x5003, "Port MTU: maximum, administrative and operational (writes, mlx5e's, are not modelled: read-only)", NULL, NULL, NULL },
	{ "PTYS", 0x5004, "Port type and speed: protocols the port can run, is set to run and runs", NULL, NULL, NULL },
	{ "PAOS", 0x5006, "Port administrative and operational status (the model's port cannot be set down)", NULL, NULL, NULL },
	{ "PPCNT", 0x5008, "Physical port counters by group (grp, prio_tc); the Ethernet groups of ppcnt_grp. A read with clr set clears the group, as the PRM says; the kernel refuses it to a debug read (constraints)", NULL, NULL, NULL },
	{ "PMAOS", 0x5012, "Port module administrative and operational status (the model's module cannot be disabled)", NULL, NULL, NULL },
	{ "PDDR", 0x5031, "Port diagnostics database: operational, troubleshooting and module pages of a port", NULL, NULL, NULL },
	{ "PCAM", 0x507f, "Port capabilities: which port access registers (0x5000-0x507f) and features the firmware has", NULL, NULL, NULL },
	{ "NODE_DESC", 0x6001, "The node description string (InfiniBand NodeDescription; the card reports its model, e.g. MT4125 ConnectX6Dx Mellanox Technologies)", NULL, NULL, NULL },
	{ "HOST_ENDIANNESS", 0x7004, "Tells the firmware the host's byte order (mlx5_core writes it)", NULL, NULL, NULL },
	{ "MTCAP", 0x9009, "Temperature sensors present", NULL, NULL, NULL },
	{ "MTMP", 0x900a, "Temperature of one sensor, thresholds", NULL, NULL, NULL },
	{ "MFPA", 0x9010, "Flash parameters: JEDEC id, sector and block sizes, erase capabilities", NULL, NULL, NULL },
	{ "MFBA", 0x9011, "Flash block access: read (query) or program (write) up to a block of the flash", NULL, NULL, NULL },
	{ "MFBE", 0x9012, "Flash block erase: a sector, or 32 KiB / 64 KiB in bulk", NULL, NULL, NULL },
	{ "MCIA", 0x9014, "Module (cable/transceiver) EEPROM pages", NULL, NULL, NULL },
	{ "MGIR", 0x9020, "Management general information: hardware, firmware and driver identity", NULL, NULL, NULL },
	{ "MNVDA", 0x9024, "Read or write one non-volatile configuration item", NULL, NULL, NULL },
	{ "MFRL", 0x9028, "Firmware reset levels and types supported, reset state; a write arms a reset level for the next PCI reset (mstconfig's 'load the new configuration')", NULL, NULL, NULL },
	{ "MVTS", 0x902c, "Firmware version time stamps (the anti-rollback stamps of flint --ts): the next and the running image's; the model stamps nothing: both read as none (zeros), and it takes no stamp (the register is read-only: the tools report time stamping as unsupported by the firmware)", NULL, NULL, NULL },
	{ "MNVQC", 0x9030, "Whether a configuration item is supported, readable, writable", NULL, NULL, NULL },
	{ "MNVIA", 0x9033, "Invalidate all: every configuration item back to its default at next boot", NULL, NULL, NULL },
	{ "MNVGC", 0x9034, "NV general capabilities: whether MNVDA reads factory and current values", NULL, NULL, NULL },
	{ "MPCNT", 0x9051, "PCIe counters of the function by group (grp; the model serves the performance group: a clean link, no errors, life_time_counter the milliseconds since the last clear). A read with clr clears the group (refused to a debug read: constraints)", NULL, NULL, NULL },
	{ "MCQS", 0x9060, "Component query status: a component's type, presence and update state", NULL, NULL, NULL },
	{ "MCQI", 0x9061, "Component query information: capabilities, running or pending version, activation method", NULL, NULL, NULL },
	{ "MCC", 0x9062, "Component control: the update state machine (a write is an instruction, a read its state)", NULL, NULL, NULL },
	{ "MCDA", 0x9063, "Component data access: write a piece of the component being downloaded, or read one back (UPLOAD)", NULL, NULL, NULL },
	{ "MQIS", 0x9064, "Board information strings (model name, description, VPD), read in pieces", NULL, NULL, NULL },
	{ "MCAM", 0x907f, "Management capabilities: which management access registers the firmware has", NULL, NULL, NULL },
	{ "MIRC", 0x9162, "Image re-activation: a write makes the running image the next-boot one again (drops a pending one); a read is the status", NULL, NULL, NULL },
	{ "RESOURCE_DUMP", 0xc000, "Dump firmware resources segment by segment (the CORE_DUMP segment needs INTERNAL_DEVICE_RESOURCES, as the CORE_DUMP register does; emulator/fw/dump.c)", NULL, NULL, NULL },
	{ "DTOR", 0xc00e, "Default timeouts: mlx5_core reads it when the init segment advertises command timeouts (cmd_q_init_to)", NULL, NULL, NULL },
	{ "RCR", 0xc00f, "Health trace control: which severities the firmware's health traces report (a write changes what the tracer records: debug-write)", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_reg_id = {
	"reg_id", "REG", "Access register ids", enum_reg_id_values, 37,
};

static const struct mlx5ctl_enum_value enum_resource_dump_segment_type_values[] = {
	{ "CORE_DUMP", 0x1000, "Firmware core dump (emulator: 1.5 MiB, core_dump_header first)", NULL, NULL, NULL },
	{ "FULL_EQC", 0x1001, "Event queue contexts (index1 = EQN, payload eqc)", &mlx5ctl_prm_st_eqc, NULL, NULL },
	{ "UCTX", 0x1002, "User contexts (index1 = UID, payload uctx)", &mlx5ctl_prm_st_uctx, NULL, NULL },
	{ "UMEM", 0x1003, "User memories (index1 = id, index2 = UID, payload umem)", &mlx5ctl_prm_st_umem, NULL, NULL },
	{ "PD", 0x1004, "Protection domains (index1 = PDN, index2 = UID)", NULL, NULL, NULL },
	{ "MKEY", 0x1005, "Memory keys (index1 = index, index2 = UID, payload mkc)", &mlx5ctl_prm_st_mkc, NULL, NULL },
	{ "DIAG_COUNTERS", 0x1006, "Diagnostic counter samples (index1 = buffer index, index2 = sample_id, payload one diagnostic_cntr_struct per counter)", &mlx5ctl_prm_st_diagnostic_cntr_struct, NULL, NULL },
	{ "NOTICE", 0xfff9, "Notice", NULL, NULL, NULL },
	{ "COMMAND", 0xfffa, "Echo of the dump command", NULL, NULL, NULL },
	{ "TERMINATE", 0xfffb, "Last segment of a dump", NULL, NULL, NULL },
	{ "ERROR", 0xfffc, "Error", NULL, NULL, NULL },
	{ "REFERENCE", 0xfffd, "Reference", NULL, NULL, NULL },
	{ "INFO", 0xfffe, "Dump and firmware versions", NULL, NULL, NULL },
	{ "MENU", 0xffff, "The segment types the firmware can dump", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_resource_dump_segment_type = {
	"resource_dump_segment_type", "RESOURCE_DUMP_SEGMENT_TYPE", "Segment types of a resource dump (PRM; the model's own types from 0x1000)", enum_resource_dump_segment_type_values, 14,
};

static const struct mlx5ctl_enum_value enum_uctx_cap_values[] = {
	{ "RAW_TX", 0x1, "May send raw packets (CAP_NET_RAW)", NULL, NULL, NULL },
	{ "INTERNAL_DEVICE_RESOURCES", 0x2, "May use internal device resources (CAP_SYS_RAWIO)", NULL, NULL, NULL },
	{ "TOOLS_RESOURCES", 0x4, "May use tools resources (CAP_SYS_ADMIN)", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_uctx_cap = {
	"uctx_cap", "UCTX_CAP", "User context capability bits (uctx.cap, HCA capability uctx_cap)", enum_uctx_cap_values, 3,
};

static const struct mlx5ctl_enum_value enum_vhca_state_values[] = {
	{ "INVALID", 0x0, "Not a function", NULL, NULL, NULL },
	{ "ALLOCATED", 0x1, "Allocated", NULL, NULL, NULL },
	{ "ACTIVE", 0x2, "Active: enabled, its driver has not initialised it", NULL, NULL, NULL },
	{ "IN_USE", 0x3, "In use: its driver initialised it (INIT_HCA)", NULL, NULL, NULL },
	{ "TEARDOWN_REQUEST", 0x4, "Teardown requested", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_vhca_state = {
	"vhca_state", "VHCA_STATE", "A function's state (vhca_state_context.vhca_state; mlx5_ifc_vhca_event.h)", enum_vhca_state_values, 5,
};

static const struct mlx5ctl_enum_value enum_vport_state_values[] = {
	{ "DOWN", 0x0, "Down", NULL, NULL, NULL },
	{ "UP", 0x1, "Up", NULL, NULL, NULL },
	{ "FOLLOW", 0x2, "Administrative: follow the uplink", NULL, NULL, NULL },
};

const struct mlx5ctl_enum_desc mlx5ctl_prm_en_vport_state = {
	"vport_state", "VPORT_STATE", "Virtual port operational and administrative state", enum_vport_state_values, 3,
};

/* every enum, by name */
const struct mlx5ctl_enum_desc *const mlx5ctl_prm_enums[] = {
	&mlx5ctl_prm_en_access_reg_op_mod,
	&mlx5ctl_prm_en_cap_type,
	&mlx5ctl_prm_en_cmd_delivery_status,
	&mlx5ctl_prm_en_cmd_op,
	&mlx5ctl_prm_en_cmd_status,
	&mlx5ctl_prm_en_cmdq_entry_type,
	&mlx5ctl_prm_en_cong_protocol,
	&mlx5ctl_prm_en_core_dump_const,
	&mlx5ctl_prm_en_core_dump_type,
	&mlx5ctl_prm_en_diag_counter,
	&mlx5ctl_prm_en_eqc_st,
	&mlx5ctl_prm_en_event_type,
	&mlx5ctl_prm_en_fs4_const,
	&mlx5ctl_prm_en_fs4_crc_type,
	&mlx5ctl_prm_en_fs4_section,
	&mlx5ctl_prm_en_fsm_error,
	&mlx5ctl_prm_en_fsm_state,
	&mlx5ctl_prm_en_fw_syndrome,
	&mlx5ctl_prm_en_fwimage_const,
	&mlx5ctl_prm_en_fwimage_key,
	&mlx5ctl_prm_en_fwstate_const,
	&mlx5ctl_prm_en_fwu_entity,
	&mlx5ctl_prm_en_hca_cap_op_mod,
	&mlx5ctl_prm_en_icmd_opcode,
	&mlx5ctl_prm_en_icmd_reg_method,
	&mlx5ctl_prm_en_icmd_reg_status,
	&mlx5ctl_prm_en_icmd_status,
	&mlx5ctl_prm_en_icmd_tlv_type,
	&mlx5ctl_prm_en_manage_pages_op_mod,
	&mlx5ctl_prm_en_mcc_instruction,
	&mlx5ctl_prm_en_mcqi_info_type,
	&mlx5ctl_prm_en_mcqs_component_status,
	&mlx5ctl_prm_en_mcqs_identifier,
	&mlx5ctl_prm_en_mcqs_update_state,
	&mlx5ctl_prm_en_mfa2_compression,
	&mlx5ctl_prm_en_mfa2_tlv_type,
	&mlx5ctl_prm_en_mfrl_reset_level,
	&mlx5ctl_prm_en_mfrl_reset_type,
	&mlx5ctl_prm_en_mirc_status,
	&mlx5ctl_prm_en_mkc_access_mode,
	&mlx5ctl_prm_en_module_status,
	&mlx5ctl_prm_en_mpcnt_grp,
	&mlx5ctl_prm_en_mqis_info_type,
	&mlx5ctl_prm_en_nv_access_mode,
	&mlx5ctl_prm_en_nv_crypto_conf_crypto_policy,
	&mlx5ctl_prm_en_nv_current_configurator_current_cfg_method,
	&mlx5ctl_prm_en_nv_ecpf_conf_esw_manager,
	&mlx5ctl_prm_en_nv_ecpf_conf_page_supplier,
	&mlx5ctl_prm_en_nv_emulation_virtio_blk_conf_virtio_blk_emu_pf_pci_layout,
	&mlx5ctl_prm_en_nv_emulation_virtio_blk_conf_virtio_blk_emu_vf_pci_layout,
	&mlx5ctl_prm_en_nv_emulation_virtio_net_conf_virtio_net_emu_pf_pci_layout,
	&mlx5ctl_prm_en_nv_emulation_virtio_net_conf_virtio_net_emu_vf_pci_layout,
	&mlx5ctl_prm_en_nv_enclosure_info_tray_location,
	&mlx5ctl_prm_en_nv_file_device_unique_nonce_version,
	&mlx5ctl_prm_en_nv_file_public_key_4096_a_auth_type,
	&mlx5ctl_prm_en_nv_file_public_key_4096_auth_type,
	&mlx5ctl_prm_en_nv_file_public_key_4096_b_auth_type,
	&mlx5ctl_prm_en_nv_file_public_key_auth_type,
	&mlx5ctl_prm_en_nv_global_pci_cap_3_bus0_speed_max,
	&mlx5ctl_prm_en_nv_global_pci_cap_3_bus0_width_max,
	&mlx5ctl_prm_en_nv_global_pci_cap_3_bus1_speed_max,
	&mlx5ctl_prm_en_nv_global_pci_cap_3_bus1_width_max,
	&mlx5ctl_prm_en_nv_global_pci_cap_3_bus2_speed_max,
	&mlx5ctl_prm_en_nv_global_pci_cap_3_bus2_width_max,
	&mlx5ctl_prm_en_nv_global_pci_cap_3_bus3_speed_max,
	&mlx5ctl_prm_en_nv_global_pci_cap_3_bus3_width_max,
	&mlx5ctl_prm_en_nv_global_pci_cap_3_bus4_speed_max,
	&mlx5ctl_prm_en_nv_global_pci_cap_3_bus4_width_max,
	&mlx5ctl_prm_en_nv_global_pci_cap_3_bus5_speed_max,
	&mlx5ctl_prm_en_nv_global_pci_cap_3_bus5_width_max,
	&mlx5ctl_prm_en_nv_global_pci_cap_3_bus6_speed_max,
	&mlx5ctl_prm_en_nv_global_pci_cap_3_bus6_width_max,
	&mlx5ctl_prm_en_nv_global_pci_cap_3_bus7_speed_max,
	&mlx5ctl_prm_en_nv_global_pci_cap_3_bus7_width_max,
	&mlx5ctl_prm_en_nv_global_pci_conf_3_bus0_speed,
	&mlx5ctl_prm_en_nv_global_pci_conf_3_bus0_width,
	&mlx5ctl_prm_en_nv_global_pci_conf_3_bus1_speed,
	&mlx5ctl_prm_en_nv_global_pci_conf_3_bus1_width,
	&mlx5ctl_prm_en_nv_global_pci_conf_3_bus2_speed,
	&mlx5ctl_prm_en_nv_global_pci_conf_3_bus2_width,
	&mlx5ctl_prm_en_nv_global_pci_conf_3_bus3_speed,
	&mlx5ctl_prm_en_nv_global_pci_conf_3_bus3_width,
	&mlx5ctl_prm_en_nv_global_pci_conf_3_bus4_speed,
	&mlx5ctl_prm_en_nv_global_pci_conf_3_bus4_width,
	&mlx5ctl_prm_en_nv_global_pci_conf_3_bus5_speed,
	&mlx5ctl_prm_en_nv_global_pci_conf_3_bus5_width,
	&mlx5ctl_prm_en_nv_global_pci_conf_3_bus6_speed,
	&mlx5ctl_prm_en_nv_global_pci_conf_3_bus6_width,
	&mlx5ctl_prm_en_nv_global_pci_conf_3_bus7_speed,
	&mlx5ctl_prm_en_nv_global_pci_conf_3_bus7_width,
	&mlx5ctl_prm_en_nv_global_pci_conf_dpu_reset_notification_enabled,
	&mlx5ctl_prm_en_nv_global_pci_conf_partial_wr_cache_mode,
	&mlx5ctl_prm_en_nv_global_pci_conf_rshim_pf,
	&mlx5ctl_prm_en_nv_hca_conf_pci_data_wr_ordering_mode,
	&mlx5ctl_prm_en_nv_hca_conf_roce_ctrl,
	&mlx5ctl_prm_en_nv_host_chaining_conf_chain_mode,
	&mlx5ctl_prm_en_nv_host_priv_conf_priv_level,
	&mlx5ctl_prm_en_nv_hpcc_int_np_rtt_int_data_mode,
	&mlx5ctl_prm_en_nv_internal_cpu_conf_esw_manager,
	&mlx5ctl_prm_en_nv_internal_cpu_conf_ib_vport0,
	&mlx5ctl_prm_en_nv_internal_cpu_conf_internal_cpu_model,
	&mlx5ctl_prm_en_nv_internal_cpu_conf_offload_engine,
	&mlx5ctl_prm_en_nv_internal_cpu_conf_page_supplier,
	&mlx5ctl_prm_en_nv_link_phy_conf_phy_auto_neg_mode,
	&mlx5ctl_prm_en_nv_link_phy_conf_phy_fec_override,
	&mlx5ctl_prm_en_nv_lldp_nb_cap_lldp_nb_rx_cap,
	&mlx5ctl_prm_en_nv_lldp_nb_cap_lldp_nb_tx_cap,
	&mlx5ctl_prm_en_nv_lldp_nb_conf_lldp_nb_rx_mode,
	&mlx5ctl_prm_en_nv_lldp_nb_conf_lldp_nb_tx_mode,
	&mlx5ctl_prm_en_nv_memic_cap_max_memic_size_limit,
	&mlx5ctl_prm_en_nv_memic_conf_memic_atomic,
	&mlx5ctl_prm_en_nv_memic_conf_memic_size_limit,
	&mlx5ctl_prm_en_nv_mpfs_conf_duplicated_mac_action_mode,
	&mlx5ctl_prm_en_nv_mpfs_conf_ib_routing_mode,
	&mlx5ctl_prm_en_nv_mpfs_conf_sriov_ib_routing_mode,
	&mlx5ctl_prm_en_nv_nvmf_target_conf_pacer_mode,
	&mlx5ctl_prm_en_nv_param,
	&mlx5ctl_prm_en_nv_pci_conf_management_pf,
	&mlx5ctl_prm_en_nv_pci_conf_p2p_ordering_mode,
	&mlx5ctl_prm_en_nv_performance_tuning_conf_icm_cache_mode,
	&mlx5ctl_prm_en_nv_performance_tuning_conf_multi_pci_resource_share,
	&mlx5ctl_prm_en_nv_power_conf_lag_allocation,
	&mlx5ctl_prm_en_nv_power_conf_phy_cnt_delay,
	&mlx5ctl_prm_en_nv_qos_cap_max_num_of_vl,
	&mlx5ctl_prm_en_nv_qos_conf_num_of_tc,
	&mlx5ctl_prm_en_nv_qos_conf_num_of_vl,
	&mlx5ctl_prm_en_nv_qos_conf_qos_trust_state,
	&mlx5ctl_prm_en_nv_roce_cc_roce_cc_algorithm,
	&mlx5ctl_prm_en_nv_rom_boot_conf1_boot_retry_count,
	&mlx5ctl_prm_en_nv_rom_boot_conf1_legacy_boot_protocol,
	&mlx5ctl_prm_en_nv_rom_boot_conf2_boot_ip_ver,
	&mlx5ctl_prm_en_nv_rom_debug_level_arp,
	&mlx5ctl_prm_en_nv_rom_debug_level_dhcp,
	&mlx5ctl_prm_en_nv_rom_debug_level_dhcpv6,
	&mlx5ctl_prm_en_nv_rom_debug_level_driver,
	&mlx5ctl_prm_en_nv_rom_debug_level_driver_settings,
	&mlx5ctl_prm_en_nv_rom_debug_level_ipv4,
	&mlx5ctl_prm_en_nv_rom_debug_level_ipv6,
	&mlx5ctl_prm_en_nv_rom_debug_level_ndp,
	&mlx5ctl_prm_en_nv_rom_debug_level_neighbor,
	&mlx5ctl_prm_en_nv_rom_debug_level_netdevice,
	&mlx5ctl_prm_en_nv_rom_debug_level_nodnic,
	&mlx5ctl_prm_en_nv_rom_debug_level_nodnic_cmd,
	&mlx5ctl_prm_en_nv_rom_debug_level_nodnic_device,
	&mlx5ctl_prm_en_nv_rom_debug_level_nodnic_port,
	&mlx5ctl_prm_en_nv_rom_debug_level_pxe_undi,
	&mlx5ctl_prm_en_nv_rom_debug_level_romprefix,
	&mlx5ctl_prm_en_nv_rom_debug_level_status_update,
	&mlx5ctl_prm_en_nv_rom_debug_level_stp,
	&mlx5ctl_prm_en_nv_rom_debug_level_tcp,
	&mlx5ctl_prm_en_nv_rom_debug_level_tcpip,
	&mlx5ctl_prm_en_nv_rom_debug_level_tftp,
	&mlx5ctl_prm_en_nv_rom_debug_level_udp,
	&mlx5ctl_prm_en_nv_rom_debug_level_uri,
	&mlx5ctl_prm_en_nv_rom_flexboot_debug_panic_banner,
	&mlx5ctl_prm_en_nv_rom_ib_dhcp_conf_client_identifier,
	&mlx5ctl_prm_en_nv_rom_ini_hii_type,
	&mlx5ctl_prm_en_nv_rom_iscsi_general_conf_boot_to_target,
	&mlx5ctl_prm_en_nv_rom_iscsi_general_conf_iscsi_drive_num,
	&mlx5ctl_prm_en_nv_rom_param,
	&mlx5ctl_prm_en_nv_rom_uefi_debug_level_uefi_log_severity,
	&mlx5ctl_prm_en_nv_rom_uefi_debug_level_uefi_logs,
	&mlx5ctl_prm_en_nv_secure_host_state,
	&mlx5ctl_prm_en_nv_sw_offload_conf_cqe_compression,
	&mlx5ctl_prm_en_nv_sw_offload_conf_pci_atomic_mode,
	&mlx5ctl_prm_en_nv_sw_offload_conf_vf_migration,
	&mlx5ctl_prm_en_nv_tpt_conf_log_max_payload_size,
	&mlx5ctl_prm_en_nv_vpi_link_type_default_link_type,
	&mlx5ctl_prm_en_pages_op_mod,
	&mlx5ctl_prm_en_pddr_cable_identifier,
	&mlx5ctl_prm_en_pddr_cable_type,
	&mlx5ctl_prm_en_pddr_cable_vendor,
	&mlx5ctl_prm_en_pddr_eth_an_state,
	&mlx5ctl_prm_en_pddr_fec_mode,
	&mlx5ctl_prm_en_pddr_fec_support,
	&mlx5ctl_prm_en_pddr_monitor_opcode,
	&mlx5ctl_prm_en_pddr_neg_mode,
	&mlx5ctl_prm_en_pddr_page_select,
	&mlx5ctl_prm_en_pddr_phy_mngr_state,
	&mlx5ctl_prm_en_pddr_proto,
	&mlx5ctl_prm_en_port_status,
	&mlx5ctl_prm_en_ppcnt_grp,
	&mlx5ctl_prm_en_ptys_an_status,
	&mlx5ctl_prm_en_ptys_connector,
	&mlx5ctl_prm_en_ptys_eth_proto,
	&mlx5ctl_prm_en_ptys_proto,
	&mlx5ctl_prm_en_reg_id,
	&mlx5ctl_prm_en_resource_dump_segment_type,
	&mlx5ctl_prm_en_uctx_cap,
	&mlx5ctl_prm_en_vhca_state,
	&mlx5ctl_prm_en_vport_state,
};
const unsigned int mlx5ctl_prm_nenums = sizeof(mlx5ctl_prm_enums) / sizeof(mlx5ctl_prm_enums[0]);

static const struct mlx5ctl_field_desc fields_accel_query_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_accel_query_in = {
	.name = "accel_query_in", .doc = "An accelerator query inbox (layout not public)", .size_bits = 0x80,
	.fields = fields_accel_query_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_accel_query_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_accel_query_out = {
	.name = "accel_query_out", .doc = "An accelerator query outbox (layout not public)", .size_bits = 0x80,
	.fields = fields_accel_query_out, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_access_register_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "register_id", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_reg_id },
	{ .name = "argument", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "register_data", .doc = "The register contents", .bit = 0x80, .width = 0x0,
	  .kind = MLX5CTL_KIND_UINT, .flex = true, .elem_width = 32 },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_access_register_in = {
	.name = "access_register_in", .doc = "ACCESS_REG inbox", .size_bits = 0x80,
	.fields = fields_access_register_in, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_access_register_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "register_data", .doc = "The register contents", .bit = 0x80, .width = 0x0,
	  .kind = MLX5CTL_KIND_UINT, .flex = true, .elem_width = 32 },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_access_register_out = {
	.name = "access_register_out", .doc = "ACCESS_REG outbox", .size_bits = 0x80,
	.fields = fields_access_register_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_ads[] = {
	{ .name = "fl", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "free_ar", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pkey_index", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "plane_index", .doc = "", .bit = 0x20, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "grh", .doc = "", .bit = 0x28, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "mlid", .doc = "", .bit = 0x29, .width = 0x7,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rlid", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ack_timeout", .doc = "", .bit = 0x40, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "src_addr_index", .doc = "", .bit = 0x48, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "stat_rate", .doc = "", .bit = 0x54, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "hop_limit", .doc = "", .bit = 0x58, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tclass", .doc = "", .bit = 0x64, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "flow_label", .doc = "", .bit = 0x6c, .width = 0x14,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rgid_rip", .doc = "", .bit = 0x80, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "f_dscp", .doc = "", .bit = 0x104, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "f_ecn", .doc = "", .bit = 0x105, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "f_eth_prio", .doc = "", .bit = 0x107, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ecn", .doc = "", .bit = 0x108, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dscp", .doc = "", .bit = 0x10a, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "udp_sport", .doc = "", .bit = 0x110, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dei_cfi", .doc = "", .bit = 0x120, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "eth_prio", .doc = "", .bit = 0x121, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sl", .doc = "", .bit = 0x124, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vhca_port_num", .doc = "", .bit = 0x128, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rmac_47_32", .doc = "", .bit = 0x130, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rmac_31_0", .doc = "", .bit = 0x140, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_ads = {
	.name = "ads", .doc = "Address path", .size_bits = 0x160,
	.fields = fields_ads, .nfields = 26,
};

static const struct mlx5ctl_field_desc fields_adv_rdma_cap[] = {
	{ .name = "rdma_transport_manager", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rdma_transport_manager_other_eswitch", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rcx_type", .doc = "", .bit = 0x20, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ps_entry_log_max_value", .doc = "", .bit = 0x2a, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "qp_max_ps_num_entry", .doc = "", .bit = 0x36, .width = 0xa,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "mp_max_num_queues", .doc = "", .bit = 0x40, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ps_user_context_max_log_size", .doc = "", .bit = 0x48, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "message_based_qp_and_striding_wq", .doc = "", .bit = 0x50, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_receive_send_message_size_stride", .doc = "", .bit = 0x60, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_receive_send_message_size_byte", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rdma_transport_rx_flow_table_properties", .doc = "", .bit = 0x200, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_flow_table_prop_layout },
	{ .name = "rdma_transport_tx_flow_table_properties", .doc = "", .bit = 0x400, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_flow_table_prop_layout },
	{ .name = "rdma_transport_rx_ft_field_support_2", .doc = "", .bit = 0x600, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_flow_table_fields_supported_2 },
	{ .name = "rdma_transport_tx_ft_field_support_2", .doc = "", .bit = 0x680, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_flow_table_fields_supported_2 },
	{ .name = "rdma_transport_rx_ft_field_bitmask_support_2", .doc = "", .bit = 0x700, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_flow_table_fields_supported_2 },
	{ .name = "rdma_transport_tx_ft_field_bitmask_support_2", .doc = "", .bit = 0x780, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_flow_table_fields_supported_2 },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_adv_rdma_cap = {
	.name = "adv_rdma_cap", .doc = "Advanced RDMA capabilities: RDMA transport flow tables (capability type 0x28)", .size_bits = 0x4000,
	.fields = fields_adv_rdma_cap, .nfields = 16,
};

static const struct mlx5ctl_field_desc fields_adv_virtualization_cap[] = {
	{ .name = "pg_track_log_max_num", .doc = "", .bit = 0x3, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pg_track_max_num_range", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pg_track_log_min_addr_space", .doc = "", .bit = 0x10, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pg_track_log_max_addr_space", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pg_track_log_min_msg_size", .doc = "", .bit = 0x23, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pg_track_log_max_msg_size", .doc = "", .bit = 0x2b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pg_track_log_min_page_size", .doc = "", .bit = 0x33, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pg_track_log_max_page_size", .doc = "", .bit = 0x3b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_adv_virtualization_cap = {
	.name = "adv_virtualization_cap", .doc = "Advanced virtualization capabilities (capability type 0x26)", .size_bits = 0x800,
	.fields = fields_adv_virtualization_cap, .nfields = 8,
};

static const struct mlx5ctl_field_desc fields_alloc_pd_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_alloc_pd_in = {
	.name = "alloc_pd_in", .doc = "ALLOC_PD inbox", .size_bits = 0x80,
	.fields = fields_alloc_pd_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_alloc_pd_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pd", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_alloc_pd_out = {
	.name = "alloc_pd_out", .doc = "ALLOC_PD outbox", .size_bits = 0x80,
	.fields = fields_alloc_pd_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_alloc_q_counter_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_alloc_q_counter_in = {
	.name = "alloc_q_counter_in", .doc = "ALLOC_Q_COUNTER inbox", .size_bits = 0x80,
	.fields = fields_alloc_q_counter_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_alloc_q_counter_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "counter_set_id", .doc = "", .bit = 0x58, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_alloc_q_counter_out = {
	.name = "alloc_q_counter_out", .doc = "ALLOC_Q_COUNTER outbox", .size_bits = 0x80,
	.fields = fields_alloc_q_counter_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_alloc_uar_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_alloc_uar_in = {
	.name = "alloc_uar_in", .doc = "ALLOC_UAR inbox", .size_bits = 0x80,
	.fields = fields_alloc_uar_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_alloc_uar_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "uar", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_alloc_uar_out = {
	.name = "alloc_uar_out", .doc = "ALLOC_UAR outbox", .size_bits = 0x80,
	.fields = fields_alloc_uar_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_array1024_auto[] = {
	{ .name = "array1024_auto", .doc = "", .bit = 0x0, .width = 0x400,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_array1024_auto = {
	.name = "array1024_auto", .doc = "A 1024-bit entry (VUID)", .size_bits = 0x400,
	.fields = fields_array1024_auto, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_array128_auto[] = {
	{ .name = "array128_auto", .doc = "", .bit = 0x0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_array128_auto = {
	.name = "array128_auto", .doc = "A 128-bit entry (GID)", .size_bits = 0x80,
	.fields = fields_array128_auto, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_atomic_caps[] = {
	{ .name = "atomic_req_8B_endianness_mode", .doc = "", .bit = 0x40, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "supported_atomic_req_8B_endianness_mode_1", .doc = "", .bit = 0x46, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "atomic_operations", .doc = "", .bit = 0x90, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "atomic_size_qp", .doc = "", .bit = 0xb0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "atomic_size_dc", .doc = "", .bit = 0xd0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_atomic_caps = {
	.name = "atomic_caps", .doc = "Atomic operation capabilities (capability type 0x3)", .size_bits = 0x800,
	.fields = fields_atomic_caps, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_cmd_hca_cap[] = {
	{ .name = "page_request_disable", .doc = "", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "shared_object_to_user_object_allowed", .doc = "", .bit = 0x10, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vhca_resource_manager", .doc = "", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "hca_cap_2", .doc = "", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "create_lag_when_not_master_up", .doc = "", .bit = 0x21, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "dtor", .doc = "", .bit = 0x22, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "event_on_vhca_state_teardown_request", .doc = "", .bit = 0x23, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "event_on_vhca_state_in_use", .doc = "", .bit = 0x24, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "event_on_vhca_state_active", .doc = "", .bit = 0x25, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "event_on_vhca_state_allocated", .doc = "", .bit = 0x26, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "event_on_vhca_state_invalid", .doc = "", .bit = 0x27, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vhca_id", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_srq_sz", .doc = "", .bit = 0x80, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_qp_sz", .doc = "", .bit = 0x88, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "event_cap", .doc = "", .bit = 0x90, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "isolate_vl_tc_new", .doc = "", .bit = 0x93, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "prio_tag_required", .doc = "", .bit = 0x98, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_qp", .doc = "", .bit = 0x9b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ece_support", .doc = "", .bit = 0xa3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "reg_c_preserve", .doc = "", .bit = 0xa9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_srq", .doc = "", .bit = 0xab, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "uplink_follow", .doc = "", .bit = 0xb1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ts_cqe_to_dest_cqn", .doc = "", .bit = 0xb2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "go_back_n", .doc = "", .bit = 0xb9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "max_sgl_for_optimized_performance", .doc = "", .bit = 0xc0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_cq_sz", .doc = "", .bit = 0xc8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "relaxed_ordering_write_umr", .doc = "", .bit = 0xd0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "relaxed_ordering_read_umr", .doc = "", .bit = 0xd1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "virtio_net_device_emualtion_manager", .doc = "", .bit = 0xd9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "virtio_blk_device_emualtion_manager", .doc = "", .bit = 0xda, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_cq", .doc = "", .bit = 0xdb, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_eq_sz", .doc = "", .bit = 0xe0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "relaxed_ordering_write", .doc = "", .bit = 0xe8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "relaxed_ordering_read_pci_enabled", .doc = "", .bit = 0xe9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_mkey", .doc = "", .bit = 0xea, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "terminate_scatter_list_mkey", .doc = "", .bit = 0xf6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "repeated_mkey", .doc = "", .bit = 0xf7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "dump_fill_mkey", .doc = "", .bit = 0xf8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "fast_teardown", .doc = "", .bit = 0xfb, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_eq", .doc = "", .bit = 0xfc, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_indirection", .doc = "", .bit = 0x100, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fixed_buffer_size", .doc = "", .bit = 0x108, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_mrw_sz", .doc = "", .bit = 0x109, .width = 0x7,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "force_teardown", .doc = "", .bit = 0x110, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_bsf_list_size", .doc = "", .bit = 0x112, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "umr_extended_translation_offset", .doc = "", .bit = 0x118, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "null_mkey", .doc = "", .bit = 0x119, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_klm_list_size", .doc = "", .bit = 0x11a, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "qpc_extension", .doc = "", .bit = 0x122, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_ra_req_dc", .doc = "", .bit = 0x12a, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "eth_wqe_too_small", .doc = "", .bit = 0x132, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vnic_env_cq_overrun", .doc = "", .bit = 0x139, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_ra_res_dc", .doc = "", .bit = 0x13a, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "release_all_pages", .doc = "", .bit = 0x145, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "must_not_use", .doc = "", .bit = 0x146, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "roce_accl", .doc = "", .bit = 0x149, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_ra_req_qp", .doc = "", .bit = 0x14a, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_ra_res_qp", .doc = "", .bit = 0x15a, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "end_pad", .doc = "", .bit = 0x160, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cc_query_allowed", .doc = "", .bit = 0x161, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cc_modify_allowed", .doc = "", .bit = 0x162, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "start_pad", .doc = "", .bit = 0x163, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cache_line_128byte", .doc = "", .bit = 0x164, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rts2rts_qp_counters_set_id", .doc = "", .bit = 0x169, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vnic_env_int_rq_oob", .doc = "", .bit = 0x16c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "sbcam_reg", .doc = "", .bit = 0x16d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "qcam_reg", .doc = "", .bit = 0x16f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "gid_table_size", .doc = "", .bit = 0x170, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "out_of_seq_cnt", .doc = "", .bit = 0x180, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vport_counters", .doc = "", .bit = 0x181, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "retransmission_q_counters", .doc = "", .bit = 0x182, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "debug", .doc = "", .bit = 0x183, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "modify_rq_counter_set_id", .doc = "", .bit = 0x184, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rq_delay_drop", .doc = "", .bit = 0x185, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "max_qp_cnt", .doc = "", .bit = 0x186, .width = 0xa,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pkey_table_size", .doc = "", .bit = 0x190, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vport_group_manager", .doc = "", .bit = 0x1a0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vhca_group_manager", .doc = "", .bit = 0x1a1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ib_virt", .doc = "", .bit = 0x1a2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "eth_virt", .doc = "", .bit = 0x1a3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vnic_env_queue_counters", .doc = "", .bit = 0x1a4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ets", .doc = "", .bit = 0x1a5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "nic_flow_table", .doc = "", .bit = 0x1a6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "eswitch_manager", .doc = "", .bit = 0x1a7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "device_memory", .doc = "", .bit = 0x1a8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "mcam_reg", .doc = "", .bit = 0x1a9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pcam_reg", .doc = "", .bit = 0x1aa, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "local_ca_ack_delay", .doc = "", .bit = 0x1ab, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_module_event", .doc = "", .bit = 0x1b0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "enhanced_error_q_counters", .doc = "", .bit = 0x1b1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ports_check", .doc = "", .bit = 0x1b2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "disable_link_up", .doc = "", .bit = 0x1b4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "beacon_led", .doc = "", .bit = 0x1b5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "port_type", .doc = "", .bit = 0x1b6, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "num_ports", .doc = "", .bit = 0x1b8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pps", .doc = "", .bit = 0x1c1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pps_modify", .doc = "", .bit = 0x1c2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_msg", .doc = "", .bit = 0x1c3, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_tc", .doc = "", .bit = 0x1cc, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "temp_warn_event", .doc = "", .bit = 0x1d0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "dcbx", .doc = "", .bit = 0x1d1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "general_notification_event", .doc = "", .bit = 0x1d2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "fpga", .doc = "", .bit = 0x1d5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rol_s", .doc = "", .bit = 0x1d6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rol_g", .doc = "", .bit = 0x1d7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "wol_s", .doc = "", .bit = 0x1d9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "wol_g", .doc = "", .bit = 0x1da, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "wol_a", .doc = "", .bit = 0x1db, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "wol_b", .doc = "", .bit = 0x1dc, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "wol_m", .doc = "", .bit = 0x1dd, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "wol_u", .doc = "", .bit = 0x1de, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "wol_p", .doc = "", .bit = 0x1df, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "stat_rate_support", .doc = "", .bit = 0x1e0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pci_sync_for_fw_update_event", .doc = "", .bit = 0x1f1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "init2_lag_tx_port_affinity", .doc = "", .bit = 0x1f8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "wqe_based_flow_table_update_cap", .doc = "", .bit = 0x1fb, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cqe_version", .doc = "", .bit = 0x1fc, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "compact_address_vector", .doc = "", .bit = 0x200, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "striding_rq", .doc = "", .bit = 0x201, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ipoib_enhanced_offloads", .doc = "", .bit = 0x203, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ipoib_basic_offloads", .doc = "", .bit = 0x204, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "repeated_block_disabled", .doc = "", .bit = 0x206, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "umr_modify_entity_size_disabled", .doc = "", .bit = 0x207, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "umr_modify_atomic_disabled", .doc = "", .bit = 0x208, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "umr_indirect_mkey_disabled", .doc = "", .bit = 0x209, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "umr_fence", .doc = "", .bit = 0x20a, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dc_req_scat_data_cqe", .doc = "", .bit = 0x20c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "drain_sigerr", .doc = "", .bit = 0x20f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cmdif_checksum", .doc = "", .bit = 0x210, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sigerr_cqe", .doc = "", .bit = 0x212, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "wq_signature", .doc = "", .bit = 0x214, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "sctr_data_cqe", .doc = "", .bit = 0x215, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "sho", .doc = "", .bit = 0x217, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tph", .doc = "", .bit = 0x218, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rf", .doc = "", .bit = 0x219, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "dct", .doc = "", .bit = 0x21a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "qos", .doc = "", .bit = 0x21b, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "eth_net_offloads", .doc = "", .bit = 0x21c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "roce", .doc = "", .bit = 0x21d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "atomic", .doc = "", .bit = 0x21e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cq_oi", .doc = "", .bit = 0x220, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cq_resize", .doc = "", .bit = 0x221, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cq_moderation", .doc = "", .bit = 0x222, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cq_period_mode_modify", .doc = "", .bit = 0x223, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cq_eq_remap", .doc = "", .bit = 0x226, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pg", .doc = "", .bit = 0x227, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "block_lb_mc", .doc = "", .bit = 0x228, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "scqe_break_moderation", .doc = "", .bit = 0x22a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cq_period_start_from_cqe", .doc = "", .bit = 0x22b, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cd", .doc = "", .bit = 0x22c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "apm", .doc = "", .bit = 0x22e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vector_calc", .doc = "", .bit = 0x22f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "umr_ptr_rlky", .doc = "", .bit = 0x230, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "imaicl", .doc = "", .bit = 0x231, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "qp_packet_based", .doc = "", .bit = 0x232, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "qkv", .doc = "", .bit = 0x236, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pkv", .doc = "", .bit = 0x237, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "set_deth_sqpn", .doc = "", .bit = 0x238, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "xrc", .doc = "", .bit = 0x23c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ud", .doc = "", .bit = 0x23d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "uc", .doc = "", .bit = 0x23e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rc", .doc = "", .bit = 0x23f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "uar_4k", .doc = "", .bit = 0x240, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "fl_rc_qp_when_roce_disabled", .doc = "", .bit = 0x248, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "regexp_params", .doc = "", .bit = 0x249, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "uar_sz", .doc = "", .bit = 0x24a, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_selection_cap", .doc = "", .bit = 0x250, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "umem_uid_0", .doc = "", .bit = 0x252, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_pg_sz", .doc = "", .bit = 0x258, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "bf", .doc = "", .bit = 0x260, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "driver_version", .doc = "", .bit = 0x261, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pad_tx_eth_packet", .doc = "", .bit = 0x262, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "mkey_by_name", .doc = "", .bit = 0x266, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_bf_reg_size", .doc = "", .bit = 0x26b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "qp_error_syndrome", .doc = "", .bit = 0x273, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "lag_dct", .doc = "", .bit = 0x276, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "lag_tx_port_affinity", .doc = "", .bit = 0x278, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "lag_native_fdb_selection", .doc = "", .bit = 0x279, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "lag_master", .doc = "", .bit = 0x27b, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "num_lag_ports", .doc = "", .bit = 0x27c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "num_of_diagnostic_counters", .doc = "Diagnostic counters the device has (their ids: the debug capability page)", .bit = 0x280, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_wqe_sz_sq", .doc = "", .bit = 0x290, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "psp", .doc = "PSP crypto offload (the PSP page). 0 on a ConnectX-6 Dx: PSP came with ConnectX-7 (7.3's en_accel names no earlier one), and the modelled MCX623106AN is no crypto SKU (TLS, IPsec, MACsec are off too)", .bit = 0x2aa, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "shampo", .doc = "Split headers and merge payload, mlx5e's hardware GRO (the SHAMPO page). 0 on a ConnectX-6 Dx: SHAMPO came with ConnectX-7", .bit = 0x2ab, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "max_wqe_sz_rq", .doc = "", .bit = 0x2b0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_flow_counter_31_16", .doc = "", .bit = 0x2c0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_wqe_sz_sq_dc", .doc = "", .bit = 0x2d0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_qp_mcg", .doc = "", .bit = 0x2e7, .width = 0x19,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "flow_counter_bulk_alloc", .doc = "", .bit = 0x310, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_mcg", .doc = "", .bit = 0x318, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_transport_domain", .doc = "", .bit = 0x323, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "relaxed_ordering_read", .doc = "", .bit = 0x32a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_pd", .doc = "", .bit = 0x32b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pcie_reset_using_hotreset_method", .doc = "", .bit = 0x335, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pci_sync_for_fw_update_with_driver_unload", .doc = "", .bit = 0x336, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vnic_env_cnt_steering_fail", .doc = "", .bit = 0x337, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vport_counter_local_loopback", .doc = "", .bit = 0x338, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "q_counter_aggregation", .doc = "", .bit = 0x339, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "q_counter_other_vport", .doc = "", .bit = 0x33a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_xrcd", .doc = "", .bit = 0x33b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "nic_receive_steering_discard", .doc = "", .bit = 0x340, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "receive_discard_vport_down", .doc = "", .bit = 0x341, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "transmit_discard_vport_down", .doc = "", .bit = 0x342, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "eq_overrun_count", .doc = "", .bit = 0x343, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "invalid_command_count", .doc = "", .bit = 0x345, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "quota_exceeded_count", .doc = "", .bit = 0x346, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_flow_counter_bulk", .doc = "", .bit = 0x348, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_flow_counter_15_0", .doc = "", .bit = 0x350, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_rq", .doc = "", .bit = 0x363, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_sq", .doc = "", .bit = 0x36b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_tir", .doc = "", .bit = 0x373, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_tis", .doc = "", .bit = 0x37b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "basic_cyclic_rcv_wqe", .doc = "", .bit = 0x380, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_rmp", .doc = "", .bit = 0x383, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_rqt", .doc = "", .bit = 0x38b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_rqt_size", .doc = "", .bit = 0x393, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tlp_device_emulation_manager", .doc = "The function manages PCIe TLP device emulation (the TLP_EMULATION page). 0 on a ConnectX-6 Dx: device emulation is a BlueField DPU's (virtio emulation is off too)", .bit = 0x398, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_tis_per_sq", .doc = "", .bit = 0x39b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ext_stride_num_range", .doc = "", .bit = 0x3a0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "roce_rw_supported", .doc = "", .bit = 0x3a1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_current_uc_list_wr_supported", .doc = "", .bit = 0x3a2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_stride_sz_rq", .doc = "", .bit = 0x3a3, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_min_stride_sz_rq", .doc = "", .bit = 0x3ab, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_stride_sz_sq", .doc = "", .bit = 0x3b3, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_min_stride_sz_sq", .doc = "", .bit = 0x3bb, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "hairpin", .doc = "", .bit = 0x3c0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_hairpin_queues", .doc = "", .bit = 0x3c3, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_hairpin_wq_data_sz", .doc = "", .bit = 0x3cb, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_hairpin_num_packets", .doc = "", .bit = 0x3d3, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_wq_sz", .doc = "", .bit = 0x3db, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "nic_vport_change_event", .doc = "", .bit = 0x3e0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "disable_local_lb_uc", .doc = "", .bit = 0x3e1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "disable_local_lb_mc", .doc = "", .bit = 0x3e2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_min_hairpin_wq_data_sz", .doc = "", .bit = 0x3e3, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "silent_mode", .doc = "", .bit = 0x3e9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vhca_state", .doc = "", .bit = 0x3ea, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_vlan_list", .doc = "", .bit = 0x3eb, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_current_mc_list", .doc = "", .bit = 0x3f3, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_current_uc_list", .doc = "", .bit = 0x3fb, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "general_obj_types", .doc = "", .bit = 0x400, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sq_ts_format", .doc = "", .bit = 0x440, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rq_ts_format", .doc = "", .bit = 0x442, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "steering_format_version", .doc = "", .bit = 0x444, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "create_qp_start_hint", .doc = "", .bit = 0x448, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ats", .doc = "", .bit = 0x461, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cross_vhca_rqt", .doc = "", .bit = 0x462, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_uctx", .doc = "", .bit = 0x463, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "crypto", .doc = "", .bit = 0x469, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ipsec_offload", .doc = "", .bit = 0x46a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_umem", .doc = "", .bit = 0x46b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_num_eqs", .doc = "", .bit = 0x470, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tls_tx", .doc = "", .bit = 0x481, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tls_rx", .doc = "", .bit = 0x482, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_l2_table", .doc = "", .bit = 0x483, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_uar_page_sz", .doc = "", .bit = 0x490, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "device_frequency_mhz", .doc = "", .bit = 0x4c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "device_frequency_khz", .doc = "", .bit = 0x4e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "num_of_uars_per_page", .doc = "", .bit = 0x520, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "flex_parser_protocols", .doc = "", .bit = 0x540, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_geneve_tlv_options", .doc = "", .bit = 0x560, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_geneve_tlv_option_data_len", .doc = "", .bit = 0x56b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "adv_rdma", .doc = "Advanced RDMA: RDMA transport flow tables of an e-switch manager (the ADV_RDMA page; Linux 6.16 on). 0 on a ConnectX-6 Dx at 22.41 (no e-switch manager here, and firmware of that generation predates it: assumed, no dump of a real card shows this page)", .bit = 0x571, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "adv_virtualization", .doc = "", .bit = 0x579, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_dci_stream_channels", .doc = "", .bit = 0x58b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_dci_errored_streams", .doc = "", .bit = 0x593, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "enhanced_cqe_compression", .doc = "", .bit = 0x5b0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "crossing_vhca_mkey", .doc = "", .bit = 0x5b2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_dek", .doc = "", .bit = 0x5b3, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "mini_cqe_resp_stride_index", .doc = "", .bit = 0x5bc, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cqe_128_always", .doc = "", .bit = 0x5bd, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cqe_compression_128", .doc = "", .bit = 0x5be, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cqe_compression", .doc = "", .bit = 0x5bf, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cqe_compression_timeout", .doc = "", .bit = 0x5c0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cqe_compression_max_num", .doc = "", .bit = 0x5d0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "flex_parser_id_gtpu_dw_0", .doc = "", .bit = 0x5e8, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tag_matching", .doc = "", .bit = 0x5f0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rndv_offload_rc", .doc = "", .bit = 0x5f1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rndv_offload_dc", .doc = "", .bit = 0x5f2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_tag_matching_list_sz", .doc = "", .bit = 0x5f3, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_xrq", .doc = "", .bit = 0x5fb, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "affiliate_nic_vport_criteria", .doc = "", .bit = 0x600, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "native_port_num", .doc = "", .bit = 0x608, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "num_vhca_ports", .doc = "", .bit = 0x610, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "flex_parser_id_gtpu_teid", .doc = "", .bit = 0x618, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sw_owner_id", .doc = "", .bit = 0x61e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "max_num_of_monitor_counters", .doc = "", .bit = 0x620, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "num_ppcnt_monitor_counters", .doc = "", .bit = 0x630, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_num_sf", .doc = "", .bit = 0x640, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "num_q_monitor_counters", .doc = "", .bit = 0x650, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sf", .doc = "", .bit = 0x680, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "sf_set_partition", .doc = "", .bit = 0x681, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_sf", .doc = "", .bit = 0x683, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "apu", .doc = "", .bit = 0x688, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "migration", .doc = "", .bit = 0x68d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_min_sf_size", .doc = "", .bit = 0x690, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_num_sf_partitions", .doc = "", .bit = 0x698, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "uctx_cap", .doc = "User context capabilities the device supports", .bit = 0x6a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_uctx_cap,
	  .format = MLX5CTL_FORMAT_BITS },
	{ .name = "flex_parser_id_geneve_tlv_option_0", .doc = "", .bit = 0x6c4, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "flex_parser_id_icmp_dw1", .doc = "", .bit = 0x6c8, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "flex_parser_id_icmp_dw0", .doc = "", .bit = 0x6cc, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "flex_parser_id_icmpv6_dw1", .doc = "", .bit = 0x6d0, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "flex_parser_id_icmpv6_dw0", .doc = "", .bit = 0x6d4, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "flex_parser_id_outer_first_mpls_over_gre", .doc = "", .bit = 0x6d8, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "flex_parser_id_outer_first_mpls_over_udp_label", .doc = "", .bit = 0x6dc, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_num_match_definer", .doc = "", .bit = 0x6e0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sf_base_id", .doc = "", .bit = 0x6f0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "flex_parser_id_gtpu_dw_2", .doc = "", .bit = 0x700, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "flex_parser_id_gtpu_first_ext_dw_0", .doc = "", .bit = 0x704, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "num_total_dynamic_vf_msix", .doc = "", .bit = 0x708, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dynamic_msix_table_size", .doc = "", .bit = 0x734, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "min_dynamic_vf_msix_table_size", .doc = "", .bit = 0x74c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "data_direct", .doc = "", .bit = 0x752, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "max_dynamic_vf_msix_table_size", .doc = "", .bit = 0x754, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_num_header_modify_argument", .doc = "", .bit = 0x763, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_header_modify_argument_granularity_offset", .doc = "", .bit = 0x768, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_header_modify_argument_granularity", .doc = "", .bit = 0x76c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_header_modify_argument_max_alloc", .doc = "", .bit = 0x773, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vhca_tunnel_commands", .doc = "", .bit = 0x780, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "match_definer_format_supported", .doc = "", .bit = 0x7c0, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_cmd_hca_cap = {
	.name = "cmd_hca_cap", .doc = "General device capabilities (capability type 0)", .size_bits = 0x800,
	.fields = fields_cmd_hca_cap, .nfields = 319,
};

static const struct mlx5ctl_field_desc fields_cmd_hca_cap_2[] = {
	{ .name = "migratable", .doc = "", .bit = 0x80, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "query_vuid", .doc = "", .bit = 0x92, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "umr_log_entity_size_5", .doc = "", .bit = 0x98, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "max_reformat_insert_size", .doc = "", .bit = 0xa0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_reformat_insert_offset", .doc = "", .bit = 0xa8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_reformat_remove_size", .doc = "", .bit = 0xb0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_reformat_remove_offset", .doc = "", .bit = 0xb8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "migration_multi_load", .doc = "", .bit = 0xc8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "migration_tracking_state", .doc = "", .bit = 0xc9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "multiplane_qp_ud", .doc = "", .bit = 0xca, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "migration_in_chunks", .doc = "", .bit = 0xd0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "sf_eq_usage", .doc = "", .bit = 0xd2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "multiplane", .doc = "", .bit = 0xd8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cross_vhca_object_to_object_supported", .doc = "", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "allowed_object_for_other_vhca_access", .doc = "", .bit = 0x100, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "flow_table_type_2_type", .doc = "", .bit = 0x1a0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "format_select_dw_8_6_ext", .doc = "", .bit = 0x1aa, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_min_mkey_entity_size", .doc = "", .bit = 0x1ab, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sw_vhca_id_valid", .doc = "", .bit = 0x221, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "sw_vhca_id", .doc = "", .bit = 0x222, .width = 0xe,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ts_cqe_metadata_size2wqe_counter", .doc = "", .bit = 0x24b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "format_select_dw_gtpu_dw_0", .doc = "", .bit = 0x280, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "format_select_dw_gtpu_dw_1", .doc = "", .bit = 0x288, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "format_select_dw_gtpu_dw_2", .doc = "", .bit = 0x290, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "format_select_dw_gtpu_first_ext_dw_0", .doc = "", .bit = 0x298, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "generate_wqe_type", .doc = "", .bit = 0x2a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "min_mkey_log_entity_size_fixed_buffer", .doc = "", .bit = 0x38b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ec_vf_vport_base", .doc = "", .bit = 0x390, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_mkey_log_entity_size_mtt", .doc = "", .bit = 0x3aa, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_rqt_vhca_id", .doc = "", .bit = 0x3b0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pcc_ifa2", .doc = "", .bit = 0x3f0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "min_mkey_log_entity_size_fixed_buffer_valid", .doc = "", .bit = 0x401, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "return_reg_id", .doc = "", .bit = 0x410, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "flow_table_hash_type", .doc = "", .bit = 0x43c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_num_eqs_24b", .doc = "", .bit = 0x448, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "query_adjacent_functions_id", .doc = "", .bit = 0x5c0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "delegate_vhca_management_profiles", .doc = "", .bit = 0x5d0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "delegated_vhca_max", .doc = "", .bit = 0x5e0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "delegate_vhca_max", .doc = "", .bit = 0x5f0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_cmd_hca_cap_2 = {
	.name = "cmd_hca_cap_2", .doc = "General device capabilities 2 (capability type 0x20)", .size_bits = 0x800,
	.fields = fields_cmd_hca_cap_2, .nfields = 39,
};

static const struct mlx5ctl_field_desc fields_cmd_if_box[] = {
	{ .name = "mailbox_data", .doc = "", .bit = 0x0, .width = 0x1000,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "next_pointer_63_32", .doc = "", .bit = 0x1180, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "next_pointer_31_10", .doc = "", .bit = 0x11a0, .width = 0x16,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "block_number", .doc = "", .bit = 0x11c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "token", .doc = "", .bit = 0x11e8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ctrl_signature", .doc = "", .bit = 0x11f0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "signature", .doc = "", .bit = 0x11f8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_cmd_if_box = {
	.name = "cmd_if_box", .doc = "A command mailbox block (0x240 bytes, the kernel's struct mlx5_cmd_prot_block)", .size_bits = 0x1200,
	.fields = fields_cmd_if_box, .nfields = 7,
};

static const struct mlx5ctl_field_desc fields_cmd_inter_comp_event[] = {
	{ .name = "command_completion_vector", .doc = "Bitmask of completed command slots", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_cmd_inter_comp_event = {
	.name = "cmd_inter_comp_event", .doc = "Command completion event data", .size_bits = 0xe0,
	.fields = fields_cmd_inter_comp_event, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_cmd_pas[] = {
	{ .name = "pa_h", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pa_l", .doc = "", .bit = 0x20, .width = 0x14,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_cmd_pas = {
	.name = "cmd_pas", .doc = "A page address", .size_bits = 0x40,
	.fields = fields_cmd_pas, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_cmd_queue_entry[] = {
	{ .name = "type", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmdq_entry_type },
	{ .name = "input_length", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "input_mailbox_pointer_63_32", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "input_mailbox_pointer_31_9", .doc = "", .bit = 0x60, .width = 0x17,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "command_input_inline_data", .doc = "", .bit = 0x80, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "command_output_inline_data", .doc = "", .bit = 0x100, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "output_mailbox_pointer_63_32", .doc = "", .bit = 0x180, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "output_mailbox_pointer_31_9", .doc = "", .bit = 0x1a0, .width = 0x17,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "output_length", .doc = "", .bit = 0x1c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "token", .doc = "", .bit = 0x1e0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "signature", .doc = "", .bit = 0x1e8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "status", .doc = "Delivery status (cmd_delivery_status)", .bit = 0x1f8, .width = 0x7,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ownership", .doc = "", .bit = 0x1ff, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_cmd_queue_entry = {
	.name = "cmd_queue_entry", .doc = "One 64-byte command queue slot (the kernel's struct mlx5_cmd_layout)", .size_bits = 0x200,
	.fields = fields_cmd_queue_entry, .nfields = 13,
};

static const struct mlx5ctl_struct_desc *const alts_config_item_type[] = {
	&mlx5ctl_prm_st_configuration_item_type_class_global,
	&mlx5ctl_prm_st_configuration_item_type_class_per_host_pf,
};

static const struct mlx5ctl_field_desc fields_config_item[] = {
	{ .name = "valid", .doc = "", .bit = 0x0, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "priority", .doc = "", .bit = 0x2, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "header_type", .doc = "", .bit = 0x4, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ovr_en", .doc = "", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rd_en", .doc = "", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "access_mode", .doc = "", .bit = 0x8, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_access_mode },
	{ .name = "writer_id", .doc = "", .bit = 0xb, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "version", .doc = "", .bit = 0x10, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "host_id_valid", .doc = "", .bit = 0x16, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "length", .doc = "Bytes of item data", .bit = 0x17, .width = 0x9,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "type", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UNION,
	  .alts = alts_config_item_type, .nalts = 2 },
	{ .name = "crc16", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_config_item = {
	.name = "config_item", .doc = "Configuration item header", .size_bits = 0x60,
	.fields = fields_config_item, .nfields = 12,
};

static const struct mlx5ctl_field_desc fields_configuration_item_type_class_global[] = {
	{ .name = "type_class", .doc = "0 = global", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "parameter_index", .doc = "", .bit = 0x8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_configuration_item_type_class_global = {
	.name = "configuration_item_type_class_global", .doc = "Type of a global configuration item", .size_bits = 0x20,
	.fields = fields_configuration_item_type_class_global, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_configuration_item_type_class_per_host_pf[] = {
	{ .name = "type_class", .doc = "3 = per host PF", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pf_index", .doc = "", .bit = 0x8, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pci_bus_index", .doc = "", .bit = 0xe, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "parameter_index", .doc = "", .bit = 0x16, .width = 0xa,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_configuration_item_type_class_per_host_pf = {
	.name = "configuration_item_type_class_per_host_pf", .doc = "Type of a per-host, per-PF configuration item", .size_bits = 0x20,
	.fields = fields_configuration_item_type_class_per_host_pf, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_cong_control_802_1qau_rp[] = {
	{ .name = "rppp_max_rps", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_time_reset", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_byte_reset", .doc = "", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_threshold", .doc = "", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_max_rate", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_ai_rate", .doc = "", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_hai_rate", .doc = "", .bit = 0x140, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_gd", .doc = "", .bit = 0x160, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_min_dec_fac", .doc = "", .bit = 0x180, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_min_rate", .doc = "", .bit = 0x1a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_cong_control_802_1qau_rp = {
	.name = "cong_control_802_1qau_rp", .doc = "802.1Qau reaction point parameters", .size_bits = 0x800,
	.fields = fields_cong_control_802_1qau_rp, .nfields = 10,
};

static const struct mlx5ctl_field_desc fields_cong_control_r_roce_ecn_np[] = {
	{ .name = "min_time_between_cnps", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cnp_dscp", .doc = "", .bit = 0xd2, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cnp_prio_mode", .doc = "", .bit = 0xdc, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cnp_802p_prio", .doc = "", .bit = 0xdd, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_cong_control_r_roce_ecn_np = {
	.name = "cong_control_r_roce_ecn_np", .doc = "RoCE ECN notification point parameters", .size_bits = 0x800,
	.fields = fields_cong_control_r_roce_ecn_np, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_cong_control_r_roce_ecn_rp[] = {
	{ .name = "clamp_tgt_rate", .doc = "", .bit = 0x64, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "clamp_tgt_rate_after_time_inc", .doc = "", .bit = 0x68, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rpg_time_reset", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_byte_reset", .doc = "", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_threshold", .doc = "", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_max_rate", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_ai_rate", .doc = "", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_hai_rate", .doc = "", .bit = 0x140, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_gd", .doc = "", .bit = 0x160, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_min_dec_fac", .doc = "", .bit = 0x180, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_min_rate", .doc = "", .bit = 0x1a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rate_to_set_on_first_cnp", .doc = "", .bit = 0x2a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dce_tcp_g", .doc = "", .bit = 0x2c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dce_tcp_rtt", .doc = "", .bit = 0x2e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rate_reduce_monitor_period", .doc = "", .bit = 0x300, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "initial_alpha_value", .doc = "", .bit = 0x340, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_cong_control_r_roce_ecn_rp = {
	.name = "cong_control_r_roce_ecn_rp", .doc = "RoCE ECN (DCQCN) reaction point parameters", .size_bits = 0x800,
	.fields = fields_cong_control_r_roce_ecn_rp, .nfields = 16,
};

static const struct mlx5ctl_field_desc fields_cong_control_r_roce_general[] = {
	{ .name = "rtt_resp_dscp_valid", .doc = "", .bit = 0x90, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rtt_resp_dscp", .doc = "", .bit = 0x9a, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_cong_control_r_roce_general = {
	.name = "cong_control_r_roce_general", .doc = "RoCE congestion control, general parameters", .size_bits = 0x800,
	.fields = fields_cong_control_r_roce_general, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_core_dump_header[] = {
	{ .name = "magic", .doc = "CORE_DUMP_MAGIC", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_HEX },
	{ .name = "version", .doc = "Format version (CORE_DUMP_VERSION)", .bit = 0x20, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "num_segments", .doc = "Data segments that follow", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "total_size", .doc = "Payload bytes of all data segments", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "checksum", .doc = "CRC-32 (IEEE) of the data payloads, in order", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_HEX },
	{ .name = "device_id", .doc = "PCI device id", .bit = 0x80, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fw_version", .doc = "Packed: fw_version (prm/fwupdate.yaml)", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "segment_size", .doc = "Bytes per data segment", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_core_dump_header = {
	.name = "core_dump_header", .doc = "The emulated firmware's core dump starts with this (payload of a CORE_DUMP segment)", .size_bits = 0x100,
	.fields = fields_core_dump_header, .nfields = 8,
};

static const struct mlx5ctl_field_desc fields_core_dump_reg[] = {
	{ .name = "more_dump", .doc = "Out: the buffer was too small, repeat with the returned cookie", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "core_dump_type", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_core_dump_type },
	{ .name = "vhca_id", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "qpn", .doc = "", .bit = 0x68, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "mkey", .doc = "In: MKEY to write the dump through", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_HEX },
	{ .name = "size", .doc = "In: bytes of buffer at address; out: bytes written", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "address", .doc = "In: virtual address within the MKEY", .bit = 0xc0, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_HEX },
	{ .name = "cookie", .doc = "In/out: 0 starts a dump; non-zero continues one where the last call stopped", .bit = 0x100, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "total_size", .doc = "Out (model): bytes of the whole dump stream", .bit = 0x140, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_core_dump_reg = {
	.name = "core_dump_reg", .doc = "CORE_DUMP register", .size_bits = 0x200,
	.fields = fields_core_dump_reg, .nfields = 9,
};

static const struct mlx5ctl_field_desc fields_counter_id[] = {
	{ .name = "counter_id", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_diag_counter },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_counter_id = {
	.name = "counter_id", .doc = "A counter to sample (diagnostic_params_context.counter_id[])", .size_bits = 0x20,
	.fields = fields_counter_id, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_cqc[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dbr_umem_valid", .doc = "", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "apu_cq", .doc = "", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cqe_sz", .doc = "", .bit = 0x8, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cc", .doc = "", .bit = 0xb, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "scqe_break_moderation_en", .doc = "", .bit = 0xd, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "oi", .doc = "", .bit = 0xe, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cq_period_mode", .doc = "", .bit = 0xf, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cqe_comp_en", .doc = "", .bit = 0x11, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "mini_cqe_res_format", .doc = "", .bit = 0x12, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "st", .doc = "", .bit = 0x14, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cqe_compression_layout", .doc = "", .bit = 0x1e, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "page_offset", .doc = "", .bit = 0x54, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_cq_size", .doc = "", .bit = 0x63, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "uar_page", .doc = "", .bit = 0x68, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cq_period", .doc = "", .bit = 0x84, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cq_max_count", .doc = "", .bit = 0x90, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "c_eqn_or_apu_element", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_page_size", .doc = "", .bit = 0xc3, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "last_notified_index", .doc = "", .bit = 0x108, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "last_solicit_index", .doc = "", .bit = 0x128, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "consumer_counter", .doc = "", .bit = 0x148, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "producer_counter", .doc = "", .bit = 0x168, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dbr_addr", .doc = "", .bit = 0x1c0, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_cqc = {
	.name = "cqc", .doc = "Completion queue context", .size_bits = 0x200,
	.fields = fields_cqc, .nfields = 24,
};

static const struct mlx5ctl_field_desc fields_cqe_error_syndrome[] = {
	{ .name = "hw_error_syndrome", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "hw_syndrome_type", .doc = "", .bit = 0x8, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vendor_error_syndrome", .doc = "", .bit = 0x10, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "syndrome", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_cqe_error_syndrome = {
	.name = "cqe_error_syndrome", .doc = "Last error CQE syndrome", .size_bits = 0x20,
	.fields = fields_cqe_error_syndrome, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_create_eq_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "eq_context_entry", .doc = "", .bit = 0x80, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_eqc },
	{ .name = "event_bitmask", .doc = "", .bit = 0x2c0, .width = 0x100,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "pas", .doc = "EQ buffer page addresses", .bit = 0x880, .width = 0x0,
	  .kind = MLX5CTL_KIND_UINT, .flex = true, .elem_width = 64 },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_create_eq_in = {
	.name = "create_eq_in", .doc = "CREATE_EQ inbox, followed by the EQ's page addresses", .size_bits = 0x880,
	.fields = fields_create_eq_in, .nfields = 6,
};

static const struct mlx5ctl_field_desc fields_create_eq_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "eq_number", .doc = "", .bit = 0x58, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_create_eq_out = {
	.name = "create_eq_out", .doc = "CREATE_EQ outbox", .size_bits = 0x80,
	.fields = fields_create_eq_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_create_mkey_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pg_access", .doc = "", .bit = 0x60, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "mkey_umem_valid", .doc = "", .bit = 0x61, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "data_direct", .doc = "", .bit = 0x62, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "memory_key_mkey_entry", .doc = "", .bit = 0x80, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_mkc },
	{ .name = "translations_octword_actual_size", .doc = "", .bit = 0x300, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "mkey_umem_id", .doc = "UMEM backing the key when mkey_umem_valid (PRM; not in mlx5_ifc.h 6.12)", .bit = 0x320, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "mkey_umem_offset", .doc = "Offset into that UMEM", .bit = 0x340, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "klm_pas_mtt", .doc = "Inline translations: translations_octword_actual_size octwords of MTT entries (an mtt, 8 bytes, per page of 2^mkc.log_page_size bytes) when mkey_umem_valid is clear. The model, like real firmware, accepts such a key from any UID (worst plausible) and writes through the addresses it lists; it also accepts PA mode (start_addr is the bus address). KLM/KSM (indirect) keys are not modelled: refused with BAD_PARAM", .bit = 0x880, .width = 0x0,
	  .kind = MLX5CTL_KIND_UINT, .flex = true, .elem_width = 32 },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_create_mkey_in = {
	.name = "create_mkey_in", .doc = "CREATE_MKEY inbox", .size_bits = 0x880,
	.fields = fields_create_mkey_in, .nfields = 11,
};

static const struct mlx5ctl_field_desc fields_create_mkey_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "mkey_index", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_create_mkey_out = {
	.name = "create_mkey_out", .doc = "CREATE_MKEY outbox", .size_bits = 0x80,
	.fields = fields_create_mkey_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_create_uctx_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "uctx", .doc = "The context and its capabilities", .bit = 0x80, .width = 0x180,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_uctx },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_create_uctx_in = {
	.name = "create_uctx_in", .doc = "CREATE_UCTX inbox", .size_bits = 0x200,
	.fields = fields_create_uctx_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_create_uctx_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "uid", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_create_uctx_out = {
	.name = "create_uctx_out", .doc = "CREATE_UCTX outbox", .size_bits = 0x80,
	.fields = fields_create_uctx_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_create_umem_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "umem", .doc = "The UMEM and its MTT list", .bit = 0x80, .width = 0x100,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_umem },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_create_umem_in = {
	.name = "create_umem_in", .doc = "CREATE_UMEM inbox", .size_bits = 0x180,
	.fields = fields_create_umem_in, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_create_umem_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "umem_id", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_create_umem_out = {
	.name = "create_umem_out", .doc = "CREATE_UMEM outbox", .size_bits = 0x80,
	.fields = fields_create_umem_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_dctc[] = {
	{ .name = "state", .doc = "", .bit = 0x4, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "user_index", .doc = "", .bit = 0x28, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cqn", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "counter_set_id", .doc = "", .bit = 0x60, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "atomic_mode", .doc = "", .bit = 0x68, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rre", .doc = "", .bit = 0x6c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rwe", .doc = "", .bit = 0x6d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rae", .doc = "", .bit = 0x6e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "atomic_like_write_en", .doc = "", .bit = 0x6f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "latency_sensitive", .doc = "", .bit = 0x70, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rlky", .doc = "", .bit = 0x71, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "free_ar", .doc = "", .bit = 0x72, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cs_res", .doc = "", .bit = 0x88, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "min_rnr_nak", .doc = "", .bit = 0x93, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "srqn_xrqn", .doc = "", .bit = 0xa8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pd", .doc = "", .bit = 0xc8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tclass", .doc = "", .bit = 0xe0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "flow_label", .doc = "", .bit = 0xec, .width = 0x14,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dc_access_key", .doc = "", .bit = 0x100, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "mtu", .doc = "", .bit = 0x145, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port", .doc = "", .bit = 0x148, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pkey_index", .doc = "", .bit = 0x150, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "my_addr_index", .doc = "", .bit = 0x168, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "hop_limit", .doc = "", .bit = 0x178, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dc_access_key_violation_count", .doc = "", .bit = 0x180, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dei_cfi", .doc = "", .bit = 0x1b4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "eth_prio", .doc = "", .bit = 0x1b5, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ecn", .doc = "", .bit = 0x1b8, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dscp", .doc = "", .bit = 0x1ba, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ece", .doc = "", .bit = 0x1e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_dctc = {
	.name = "dctc", .doc = "DC target context", .size_bits = 0x200,
	.fields = fields_dctc, .nfields = 30,
};

static const struct mlx5ctl_field_desc fields_dealloc_pd_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pd", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_dealloc_pd_in = {
	.name = "dealloc_pd_in", .doc = "DEALLOC_PD inbox", .size_bits = 0x80,
	.fields = fields_dealloc_pd_in, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_dealloc_pd_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_dealloc_pd_out = {
	.name = "dealloc_pd_out", .doc = "DEALLOC_PD outbox", .size_bits = 0x80,
	.fields = fields_dealloc_pd_out, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_dealloc_q_counter_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "counter_set_id", .doc = "", .bit = 0x58, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_dealloc_q_counter_in = {
	.name = "dealloc_q_counter_in", .doc = "DEALLOC_Q_COUNTER inbox", .size_bits = 0x80,
	.fields = fields_dealloc_q_counter_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_dealloc_q_counter_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_dealloc_q_counter_out = {
	.name = "dealloc_q_counter_out", .doc = "DEALLOC_Q_COUNTER outbox", .size_bits = 0x80,
	.fields = fields_dealloc_q_counter_out, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_dealloc_uar_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "uar", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_dealloc_uar_in = {
	.name = "dealloc_uar_in", .doc = "DEALLOC_UAR inbox", .size_bits = 0x80,
	.fields = fields_dealloc_uar_in, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_dealloc_uar_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_dealloc_uar_out = {
	.name = "dealloc_uar_out", .doc = "DEALLOC_UAR outbox", .size_bits = 0x80,
	.fields = fields_dealloc_uar_out, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_debug_cap[] = {
	{ .name = "core_dump_general", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "core_dump_qp", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_cr_dump_to_mem_size", .doc = "Host memory a CORE_DUMP to memory needs: 2^n pages of 4 KiB; 0 = not supported (PRM, as NVIDIA's mlx5ctl tools lay it out; reserved in mlx5_ifc.h 6.12)", .bit = 0x4, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "resource_dump", .doc = "", .bit = 0x9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_min_resource_dump_eq", .doc = "Smallest EQ for the resource dump event: 2^n entries (PRM; reserved in mlx5_ifc.h 6.12)", .bit = 0xb, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_samples", .doc = "Largest diagnostic sample buffer: 2^log_max_samples samples", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "single", .doc = "Single-shot diagnostic sampling", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "repetitive", .doc = "Repetitive (ring buffer) diagnostic sampling", .bit = 0x21, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "stall_detect", .doc = "", .bit = 0x22, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "diag_counter_tracer_dump", .doc = "Diagnostic counters can be dumped to the tracer (PRM; reserved in mlx5_ifc.h 6.12)", .bit = 0x23, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_min_sample_period", .doc = "Shortest diagnostic sample period: 2^log_min_sample_period device clocks", .bit = 0x38, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "diagnostic_counter", .doc = "Ids of the diagnostic counters, num_of_diagnostic_counters of them", .bit = 0x200, .width = 0x600,
	  .kind = MLX5CTL_KIND_ARRAY, .count = 48,
	  .type = &mlx5ctl_prm_st_diagnostic_cntr_layout },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_debug_cap = {
	.name = "debug_cap", .doc = "Debug capabilities (capability type 0xd)", .size_bits = 0x800,
	.fields = fields_debug_cap, .nfields = 12,
};

static const struct mlx5ctl_field_desc fields_default_timeout[] = {
	{ .name = "to_multiplier", .doc = "", .bit = 0x0, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "to_value", .doc = "", .bit = 0xc, .width = 0x14,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_default_timeout = {
	.name = "default_timeout", .doc = "One timeout of DTOR: to_value in units of to_multiplier (0 ms, 1 s, 2 min, 3 h)", .size_bits = 0x20,
	.fields = fields_default_timeout, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_delegate_vhca_management_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_delegate_vhca_management_in = {
	.name = "delegate_vhca_management_in", .doc = "DELEGATE_VHCA_MANAGEMENT inbox (beyond the header not public)", .size_bits = 0x80,
	.fields = fields_delegate_vhca_management_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_delegate_vhca_management_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_delegate_vhca_management_out = {
	.name = "delegate_vhca_management_out", .doc = "DELEGATE_VHCA_MANAGEMENT outbox (beyond the header not public)", .size_bits = 0x80,
	.fields = fields_delegate_vhca_management_out, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_delegated_function_vhca_rid_info[] = {
	{ .name = "function_vhca_rid_info", .doc = "", .bit = 0x0, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_function_vhca_rid_info_reg },
	{ .name = "manage_profile", .doc = "", .bit = 0x98, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_delegated_function_vhca_rid_info = {
	.name = "delegated_function_vhca_rid_info", .doc = "One function delegated to the caller's (QUERY_DELEGATED_VHCA)", .size_bits = 0x100,
	.fields = fields_delegated_function_vhca_rid_info, .nfields = 2,
};

static const struct mlx5ctl_struct_desc *const alts_dest_format_flow_counter_list_auto_dest_or_counter[] = {
	&mlx5ctl_prm_st_extended_dest_format,
	&mlx5ctl_prm_st_flow_counter_list,
};

static const struct mlx5ctl_field_desc fields_dest_format_flow_counter_list_auto[] = {
	{ .name = "dest_or_counter", .doc = "A union in mlx5_ifc.h: a destination or a flow counter, as the entry's list says", .bit = 0x0, .width = 0x80,
	  .kind = MLX5CTL_KIND_UNION,
	  .alts = alts_dest_format_flow_counter_list_auto_dest_or_counter, .nalts = 2 },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_dest_format_flow_counter_list_auto = {
	.name = "dest_format_flow_counter_list_auto", .doc = "A destination or a flow counter", .size_bits = 0x80,
	.fields = fields_dest_format_flow_counter_list_auto, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_dest_format_struct[] = {
	{ .name = "destination_type", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "destination_id", .doc = "", .bit = 0x8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "destination_eswitch_owner_vhca_id_valid", .doc = "", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "packet_reformat", .doc = "", .bit = 0x21, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "destination_table_type", .doc = "", .bit = 0x28, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "destination_eswitch_owner_vhca_id", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_dest_format_struct = {
	.name = "dest_format_struct", .doc = "A destination", .size_bits = 0x40,
	.fields = fields_dest_format_struct, .nfields = 6,
};

static const struct mlx5ctl_field_desc fields_destroy_eq_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "eq_number", .doc = "", .bit = 0x58, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_destroy_eq_in = {
	.name = "destroy_eq_in", .doc = "DESTROY_EQ inbox", .size_bits = 0x80,
	.fields = fields_destroy_eq_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_destroy_eq_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_destroy_eq_out = {
	.name = "destroy_eq_out", .doc = "DESTROY_EQ outbox", .size_bits = 0x80,
	.fields = fields_destroy_eq_out, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_destroy_mkey_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "mkey_index", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_destroy_mkey_in = {
	.name = "destroy_mkey_in", .doc = "DESTROY_MKEY inbox", .size_bits = 0x80,
	.fields = fields_destroy_mkey_in, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_destroy_mkey_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_destroy_mkey_out = {
	.name = "destroy_mkey_out", .doc = "DESTROY_MKEY outbox", .size_bits = 0x80,
	.fields = fields_destroy_mkey_out, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_destroy_uctx_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "uid", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_destroy_uctx_in = {
	.name = "destroy_uctx_in", .doc = "DESTROY_UCTX inbox", .size_bits = 0x80,
	.fields = fields_destroy_uctx_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_destroy_uctx_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_destroy_uctx_out = {
	.name = "destroy_uctx_out", .doc = "DESTROY_UCTX outbox", .size_bits = 0x80,
	.fields = fields_destroy_uctx_out, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_destroy_umem_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "umem_id", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_destroy_umem_in = {
	.name = "destroy_umem_in", .doc = "DESTROY_UMEM inbox", .size_bits = 0x80,
	.fields = fields_destroy_umem_in, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_destroy_umem_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_destroy_umem_out = {
	.name = "destroy_umem_out", .doc = "DESTROY_UMEM outbox", .size_bits = 0x80,
	.fields = fields_destroy_umem_out, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_device_event_cap[] = {
	{ .name = "user_affiliated_events", .doc = "", .bit = 0x0, .width = 0x100,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "user_unaffiliated_events", .doc = "", .bit = 0x100, .width = 0x100,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_device_event_cap = {
	.name = "device_event_cap", .doc = "Device event capabilities (capability type 0x14)", .size_bits = 0x200,
	.fields = fields_device_event_cap, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_device_mem_cap[] = {
	{ .name = "memic", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_min_memic_alloc_size", .doc = "", .bit = 0x2b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_memic_addr_alignment", .doc = "", .bit = 0x38, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "memic_bar_start_addr", .doc = "", .bit = 0x40, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "memic_bar_size", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_memic_size", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "steering_sw_icm_start_address", .doc = "", .bit = 0xc0, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_header_modify_sw_icm_size", .doc = "", .bit = 0x108, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_sw_icm_alloc_granularity", .doc = "", .bit = 0x112, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_steering_sw_icm_size", .doc = "", .bit = 0x118, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_indirect_encap_sw_icm_size", .doc = "", .bit = 0x120, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_header_modify_pattern_sw_icm_size", .doc = "", .bit = 0x138, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "header_modify_sw_icm_start_address", .doc = "", .bit = 0x140, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "header_modify_pattern_sw_icm_start_address", .doc = "", .bit = 0x1c0, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "memic_operations", .doc = "", .bit = 0x200, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "indirect_encap_sw_icm_start_address", .doc = "", .bit = 0x240, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_device_mem_cap = {
	.name = "device_mem_cap", .doc = "Device memory capabilities (capability type 0xf)", .size_bits = 0x800,
	.fields = fields_device_mem_cap, .nfields = 16,
};

static const struct mlx5ctl_field_desc fields_diagnostic_cntr_layout[] = {
	{ .name = "sync", .doc = "The counter supports synchronised start", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "counter_id", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_diag_counter },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_diagnostic_cntr_layout = {
	.name = "diagnostic_cntr_layout", .doc = "A diagnostic counter the device has (debug_cap.diagnostic_counter[])", .size_bits = 0x20,
	.fields = fields_diagnostic_cntr_layout, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_diagnostic_cntr_struct[] = {
	{ .name = "counter_id", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_diag_counter },
	{ .name = "sample_id", .doc = "Number of the sample (low 16 bits)", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "time_stamp_31_0", .doc = "Device clock (internal timer) when the sample was taken, low 32 bits", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "counter_value_h", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "counter_value_l", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_diagnostic_cntr_struct = {
	.name = "diagnostic_cntr_struct", .doc = "One counter's value in one sample", .size_bits = 0x80,
	.fields = fields_diagnostic_cntr_struct, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_diagnostic_params_context[] = {
	{ .name = "num_of_counters", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_num_of_samples", .doc = "The sample buffer holds 2^log_num_of_samples samples (each: one entry per counter)", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "single", .doc = "Stop when the buffer is full", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "repetitive", .doc = "Wrap around when the buffer is full", .bit = 0x21, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "sync", .doc = "Synchronised start of the counters", .bit = 0x22, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "clear", .doc = "Clear the counters and the sample buffer", .bit = 0x23, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "on_demand", .doc = "Sample when QUERY_DIAGNOSTIC_COUNTERS runs instead of every sample period", .bit = 0x24, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "enable", .doc = "Sampling on (1) or off (0)", .bit = 0x25, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_sample_period", .doc = "Sample every 2^log_sample_period device clocks", .bit = 0x38, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "counter_id", .doc = "", .bit = 0xc0, .width = 0x0,
	  .kind = MLX5CTL_KIND_ARRAY, .flex = true,
	  .type = &mlx5ctl_prm_st_counter_id },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_diagnostic_params_context = {
	.name = "diagnostic_params_context", .doc = "Diagnostic sampling parameters, followed by num_of_counters counter ids", .size_bits = 0xc0,
	.fields = fields_diagnostic_params_context, .nfields = 10,
};

static const struct mlx5ctl_field_desc fields_disable_hca_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "embedded_cpu_function", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "function_id", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_disable_hca_in = {
	.name = "disable_hca_in", .doc = "DISABLE_HCA inbox", .size_bits = 0x80,
	.fields = fields_disable_hca_in, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_disable_hca_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_disable_hca_out = {
	.name = "disable_hca_out", .doc = "DISABLE_HCA outbox", .size_bits = 0x60,
	.fields = fields_disable_hca_out, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_dtor_reg[] = {
	{ .name = "pcie_toggle_to", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_default_timeout },
	{ .name = "health_poll_to", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_default_timeout },
	{ .name = "full_crdump_to", .doc = "", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_default_timeout },
	{ .name = "fw_reset_to", .doc = "mlx5_core adds pcie_toggle_to", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_default_timeout },
	{ .name = "flush_on_err_to", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_default_timeout },
	{ .name = "pci_sync_update_to", .doc = "mlx5_core adds tear_down_to", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_default_timeout },
	{ .name = "tear_down_to", .doc = "", .bit = 0x140, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_default_timeout },
	{ .name = "fsm_reactivate_to", .doc = "", .bit = 0x160, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_default_timeout },
	{ .name = "reclaim_pages_to", .doc = "", .bit = 0x180, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_default_timeout },
	{ .name = "reclaim_vfs_pages_to", .doc = "", .bit = 0x1a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_default_timeout },
	{ .name = "reset_unload_to", .doc = "", .bit = 0x1c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_default_timeout },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_dtor_reg = {
	.name = "dtor_reg", .doc = "DTOR register (default timeouts)", .size_bits = 0x200,
	.fields = fields_dtor_reg, .nfields = 11,
};

static const struct mlx5ctl_field_desc fields_e_switch_cap[] = {
	{ .name = "vport_svlan_strip", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vport_cvlan_strip", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vport_svlan_insert", .doc = "", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vport_cvlan_insert_if_not_exist", .doc = "", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vport_cvlan_insert_overwrite", .doc = "", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vport_cvlan_insert_always", .doc = "", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "esw_shared_ingress_acl", .doc = "", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "esw_uplink_ingress_acl", .doc = "", .bit = 0x8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "root_ft_on_other_esw", .doc = "", .bit = 0x9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "esw_functions_changed", .doc = "", .bit = 0x19, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ecpf_vport_exists", .doc = "", .bit = 0x1b, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "counter_eswitch_affinity", .doc = "", .bit = 0x1c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "merged_eswitch", .doc = "", .bit = 0x1d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "nic_vport_node_guid_modify", .doc = "", .bit = 0x1e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "nic_vport_port_guid_modify", .doc = "", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vxlan_encap_decap", .doc = "", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "nvgre_encap_decap", .doc = "", .bit = 0x21, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_fdb_encap_uplink", .doc = "", .bit = 0x23, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_packet_reformat_context", .doc = "", .bit = 0x2b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_encap_header_size", .doc = "", .bit = 0x36, .width = 0xa,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_esw_sf", .doc = "", .bit = 0x4b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "esw_sf_base_id", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_e_switch_cap = {
	.name = "e_switch_cap", .doc = "E-switch capabilities (capability type 0x9)", .size_bits = 0x800,
	.fields = fields_e_switch_cap, .nfields = 22,
};

static const struct mlx5ctl_field_desc fields_enable_hca_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "embedded_cpu_function", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "function_id", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_enable_hca_in = {
	.name = "enable_hca_in", .doc = "ENABLE_HCA inbox", .size_bits = 0x80,
	.fields = fields_enable_hca_in, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_enable_hca_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_enable_hca_out = {
	.name = "enable_hca_out", .doc = "ENABLE_HCA outbox", .size_bits = 0x60,
	.fields = fields_enable_hca_out, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_eq_doorbell[] = {
	{ .name = "eqn", .doc = "EQ number", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "consumer_index", .doc = "Consumer index (low 24 bits)", .bit = 0x8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_eq_doorbell = {
	.name = "eq_doorbell", .doc = "The value written to an EQ doorbell", .size_bits = 0x20,
	.fields = fields_eq_doorbell, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_eqc[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ec", .doc = "", .bit = 0xd, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "oi", .doc = "", .bit = 0xe, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "st", .doc = "", .bit = 0x14, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_eqc_st },
	{ .name = "page_offset", .doc = "", .bit = 0x54, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_eq_size", .doc = "", .bit = 0x63, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "uar_page", .doc = "", .bit = 0x68, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "intr", .doc = "", .bit = 0xb4, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_page_size", .doc = "", .bit = 0xc3, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "consumer_counter", .doc = "", .bit = 0x148, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "producer_counter", .doc = "", .bit = 0x168, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_eqc = {
	.name = "eqc", .doc = "Event queue context", .size_bits = 0x200,
	.fields = fields_eqc, .nfields = 11,
};

static const struct mlx5ctl_struct_desc *const alts_eqe_event_data[] = {
	&mlx5ctl_prm_st_cmd_inter_comp_event,
};

static const struct mlx5ctl_field_desc fields_eqe[] = {
	{ .name = "event_type", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_event_type },
	{ .name = "event_sub_type", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "event_data", .doc = "", .bit = 0x100, .width = 0xe0,
	  .kind = MLX5CTL_KIND_UNION,
	  .alts = alts_eqe_event_data, .nalts = 1 },
	{ .name = "signature", .doc = "", .bit = 0x1f0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "owner", .doc = "", .bit = 0x1ff, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_eqe = {
	.name = "eqe", .doc = "Event queue entry", .size_bits = 0x200,
	.fields = fields_eqe, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_esw_vport_context[] = {
	{ .name = "fdb_to_vport_reg_c", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vport_svlan_strip", .doc = "", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vport_cvlan_strip", .doc = "", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vport_svlan_insert", .doc = "", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vport_cvlan_insert", .doc = "", .bit = 0x6, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fdb_to_vport_reg_c_id", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "svlan_cfi", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "svlan_pcp", .doc = "", .bit = 0x41, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "svlan_id", .doc = "", .bit = 0x44, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cvlan_cfi", .doc = "", .bit = 0x50, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cvlan_pcp", .doc = "", .bit = 0x51, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cvlan_id", .doc = "", .bit = 0x54, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sw_steering_vport_icm_address_rx", .doc = "", .bit = 0x780, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sw_steering_vport_icm_address_tx", .doc = "", .bit = 0x7c0, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_esw_vport_context = {
	.name = "esw_vport_context", .doc = "E-switch vport context", .size_bits = 0x800,
	.fields = fields_esw_vport_context, .nfields = 14,
};

static const struct mlx5ctl_field_desc fields_eth_2819_cntrs_grp_data_layout[] = {
	{ .name = "ether_stats_drop_events_high", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_drop_events_low", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_octets_high", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_octets_low", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_pkts_high", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_pkts_low", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_broadcast_pkts_high", .doc = "", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_broadcast_pkts_low", .doc = "", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_multicast_pkts_high", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_multicast_pkts_low", .doc = "", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_crc_align_errors_high", .doc = "", .bit = 0x140, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_crc_align_errors_low", .doc = "", .bit = 0x160, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_undersize_pkts_high", .doc = "", .bit = 0x180, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_undersize_pkts_low", .doc = "", .bit = 0x1a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_oversize_pkts_high", .doc = "", .bit = 0x1c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_oversize_pkts_low", .doc = "", .bit = 0x1e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_fragments_high", .doc = "", .bit = 0x200, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_fragments_low", .doc = "", .bit = 0x220, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_jabbers_high", .doc = "", .bit = 0x240, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_jabbers_low", .doc = "", .bit = 0x260, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_collisions_high", .doc = "", .bit = 0x280, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_collisions_low", .doc = "", .bit = 0x2a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_pkts64octets_high", .doc = "", .bit = 0x2c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_pkts64octets_low", .doc = "", .bit = 0x2e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_pkts65to127octets_high", .doc = "", .bit = 0x300, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_pkts65to127octets_low", .doc = "", .bit = 0x320, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_pkts128to255octets_high", .doc = "", .bit = 0x340, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_pkts128to255octets_low", .doc = "", .bit = 0x360, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_pkts256to511octets_high", .doc = "", .bit = 0x380, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_pkts256to511octets_low", .doc = "", .bit = 0x3a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_pkts512to1023octets_high", .doc = "", .bit = 0x3c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_pkts512to1023octets_low", .doc = "", .bit = 0x3e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_pkts1024to1518octets_high", .doc = "", .bit = 0x400, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_pkts1024to1518octets_low", .doc = "", .bit = 0x420, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_pkts1519to2047octets_high", .doc = "", .bit = 0x440, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_pkts1519to2047octets_low", .doc = "", .bit = 0x460, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_pkts2048to4095octets_high", .doc = "", .bit = 0x480, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_pkts2048to4095octets_low", .doc = "", .bit = 0x4a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_pkts4096to8191octets_high", .doc = "", .bit = 0x4c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_pkts4096to8191octets_low", .doc = "", .bit = 0x4e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_pkts8192to10239octets_high", .doc = "", .bit = 0x500, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_stats_pkts8192to10239octets_low", .doc = "", .bit = 0x520, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_eth_2819_cntrs_grp_data_layout = {
	.name = "eth_2819_cntrs_grp_data_layout", .doc = "PPCNT group RFC 2819 (RMON)", .size_bits = 0x7c0,
	.fields = fields_eth_2819_cntrs_grp_data_layout, .nfields = 42,
};

static const struct mlx5ctl_field_desc fields_eth_2863_cntrs_grp_data_layout[] = {
	{ .name = "if_in_octets_high", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "if_in_octets_low", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "if_in_ucast_pkts_high", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "if_in_ucast_pkts_low", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "if_in_discards_high", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "if_in_discards_low", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "if_in_errors_high", .doc = "", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "if_in_errors_low", .doc = "", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "if_in_unknown_protos_high", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "if_in_unknown_protos_low", .doc = "", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "if_out_octets_high", .doc = "", .bit = 0x140, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "if_out_octets_low", .doc = "", .bit = 0x160, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "if_out_ucast_pkts_high", .doc = "", .bit = 0x180, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "if_out_ucast_pkts_low", .doc = "", .bit = 0x1a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "if_out_discards_high", .doc = "", .bit = 0x1c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "if_out_discards_low", .doc = "", .bit = 0x1e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "if_out_errors_high", .doc = "", .bit = 0x200, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "if_out_errors_low", .doc = "", .bit = 0x220, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "if_in_multicast_pkts_high", .doc = "", .bit = 0x240, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "if_in_multicast_pkts_low", .doc = "", .bit = 0x260, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "if_in_broadcast_pkts_high", .doc = "", .bit = 0x280, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "if_in_broadcast_pkts_low", .doc = "", .bit = 0x2a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "if_out_multicast_pkts_high", .doc = "", .bit = 0x2c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "if_out_multicast_pkts_low", .doc = "", .bit = 0x2e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "if_out_broadcast_pkts_high", .doc = "", .bit = 0x300, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "if_out_broadcast_pkts_low", .doc = "", .bit = 0x320, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_eth_2863_cntrs_grp_data_layout = {
	.name = "eth_2863_cntrs_grp_data_layout", .doc = "PPCNT group RFC 2863 (interfaces)", .size_bits = 0x7c0,
	.fields = fields_eth_2863_cntrs_grp_data_layout, .nfields = 26,
};

static const struct mlx5ctl_field_desc fields_eth_3635_cntrs_grp_data_layout[] = {
	{ .name = "dot3stats_alignment_errors_high", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3stats_alignment_errors_low", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3stats_fcs_errors_high", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3stats_fcs_errors_low", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3stats_single_collision_frames_high", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3stats_single_collision_frames_low", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3stats_multiple_collision_frames_high", .doc = "", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3stats_multiple_collision_frames_low", .doc = "", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3stats_sqe_test_errors_high", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3stats_sqe_test_errors_low", .doc = "", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3stats_deferred_transmissions_high", .doc = "", .bit = 0x140, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3stats_deferred_transmissions_low", .doc = "", .bit = 0x160, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3stats_late_collisions_high", .doc = "", .bit = 0x180, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3stats_late_collisions_low", .doc = "", .bit = 0x1a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3stats_excessive_collisions_high", .doc = "", .bit = 0x1c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3stats_excessive_collisions_low", .doc = "", .bit = 0x1e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3stats_internal_mac_transmit_errors_high", .doc = "", .bit = 0x200, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3stats_internal_mac_transmit_errors_low", .doc = "", .bit = 0x220, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3stats_carrier_sense_errors_high", .doc = "", .bit = 0x240, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3stats_carrier_sense_errors_low", .doc = "", .bit = 0x260, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3stats_frame_too_longs_high", .doc = "", .bit = 0x280, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3stats_frame_too_longs_low", .doc = "", .bit = 0x2a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3stats_internal_mac_receive_errors_high", .doc = "", .bit = 0x2c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3stats_internal_mac_receive_errors_low", .doc = "", .bit = 0x2e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3stats_symbol_errors_high", .doc = "", .bit = 0x300, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3stats_symbol_errors_low", .doc = "", .bit = 0x320, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3control_in_unknown_opcodes_high", .doc = "", .bit = 0x340, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3control_in_unknown_opcodes_low", .doc = "", .bit = 0x360, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3in_pause_frames_high", .doc = "", .bit = 0x380, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3in_pause_frames_low", .doc = "", .bit = 0x3a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3out_pause_frames_high", .doc = "", .bit = 0x3c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dot3out_pause_frames_low", .doc = "", .bit = 0x3e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_eth_3635_cntrs_grp_data_layout = {
	.name = "eth_3635_cntrs_grp_data_layout", .doc = "PPCNT group RFC 3635 (Ethernet-like)", .size_bits = 0x7c0,
	.fields = fields_eth_3635_cntrs_grp_data_layout, .nfields = 32,
};

static const struct mlx5ctl_field_desc fields_eth_802_3_cntrs_grp_data_layout[] = {
	{ .name = "a_frames_transmitted_ok_high", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_frames_transmitted_ok_low", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_frames_received_ok_high", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_frames_received_ok_low", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_frame_check_sequence_errors_high", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_frame_check_sequence_errors_low", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_alignment_errors_high", .doc = "", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_alignment_errors_low", .doc = "", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_octets_transmitted_ok_high", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_octets_transmitted_ok_low", .doc = "", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_octets_received_ok_high", .doc = "", .bit = 0x140, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_octets_received_ok_low", .doc = "", .bit = 0x160, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_multicast_frames_xmitted_ok_high", .doc = "", .bit = 0x180, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_multicast_frames_xmitted_ok_low", .doc = "", .bit = 0x1a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_broadcast_frames_xmitted_ok_high", .doc = "", .bit = 0x1c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_broadcast_frames_xmitted_ok_low", .doc = "", .bit = 0x1e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_multicast_frames_received_ok_high", .doc = "", .bit = 0x200, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_multicast_frames_received_ok_low", .doc = "", .bit = 0x220, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_broadcast_frames_received_ok_high", .doc = "", .bit = 0x240, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_broadcast_frames_received_ok_low", .doc = "", .bit = 0x260, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_in_range_length_errors_high", .doc = "", .bit = 0x280, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_in_range_length_errors_low", .doc = "", .bit = 0x2a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_out_of_range_length_field_high", .doc = "", .bit = 0x2c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_out_of_range_length_field_low", .doc = "", .bit = 0x2e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_frame_too_long_errors_high", .doc = "", .bit = 0x300, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_frame_too_long_errors_low", .doc = "", .bit = 0x320, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_symbol_error_during_carrier_high", .doc = "", .bit = 0x340, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_symbol_error_during_carrier_low", .doc = "", .bit = 0x360, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_mac_control_frames_transmitted_high", .doc = "", .bit = 0x380, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_mac_control_frames_transmitted_low", .doc = "", .bit = 0x3a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_mac_control_frames_received_high", .doc = "", .bit = 0x3c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_mac_control_frames_received_low", .doc = "", .bit = 0x3e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_unsupported_opcodes_received_high", .doc = "", .bit = 0x400, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_unsupported_opcodes_received_low", .doc = "", .bit = 0x420, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_pause_mac_ctrl_frames_received_high", .doc = "", .bit = 0x440, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_pause_mac_ctrl_frames_received_low", .doc = "", .bit = 0x460, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_pause_mac_ctrl_frames_transmitted_high", .doc = "", .bit = 0x480, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "a_pause_mac_ctrl_frames_transmitted_low", .doc = "", .bit = 0x4a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_eth_802_3_cntrs_grp_data_layout = {
	.name = "eth_802_3_cntrs_grp_data_layout", .doc = "PPCNT group IEEE 802.3", .size_bits = 0x7c0,
	.fields = fields_eth_802_3_cntrs_grp_data_layout, .nfields = 38,
};

static const struct mlx5ctl_field_desc fields_eth_extended_cntrs_grp_data_layout[] = {
	{ .name = "port_transmit_wait_high", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_transmit_wait_low", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_buffer_almost_full_high", .doc = "", .bit = 0x140, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_buffer_almost_full_low", .doc = "", .bit = 0x160, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_buffer_full_high", .doc = "", .bit = 0x180, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_buffer_full_low", .doc = "", .bit = 0x1a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_icrc_encapsulated_high", .doc = "", .bit = 0x1c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_icrc_encapsulated_low", .doc = "", .bit = 0x1e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_eth_extended_cntrs_grp_data_layout = {
	.name = "eth_extended_cntrs_grp_data_layout", .doc = "PPCNT group Ethernet extended", .size_bits = 0x7c0,
	.fields = fields_eth_extended_cntrs_grp_data_layout, .nfields = 8,
};

static const struct mlx5ctl_field_desc fields_eth_per_prio_grp_data_layout[] = {
	{ .name = "rx_octets_high", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_octets_low", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_frames_high", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_frames_low", .doc = "", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tx_octets_high", .doc = "", .bit = 0x140, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tx_octets_low", .doc = "", .bit = 0x160, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tx_frames_high", .doc = "", .bit = 0x240, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tx_frames_low", .doc = "", .bit = 0x260, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_pause_high", .doc = "", .bit = 0x280, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_pause_low", .doc = "", .bit = 0x2a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_pause_duration_high", .doc = "", .bit = 0x2c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_pause_duration_low", .doc = "", .bit = 0x2e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tx_pause_high", .doc = "", .bit = 0x300, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tx_pause_low", .doc = "", .bit = 0x320, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tx_pause_duration_high", .doc = "", .bit = 0x340, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tx_pause_duration_low", .doc = "", .bit = 0x360, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_pause_transition_high", .doc = "", .bit = 0x380, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_pause_transition_low", .doc = "", .bit = 0x3a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_discards_high", .doc = "", .bit = 0x3c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_discards_low", .doc = "", .bit = 0x3e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "device_stall_minor_watermark_cnt_high", .doc = "", .bit = 0x400, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "device_stall_minor_watermark_cnt_low", .doc = "", .bit = 0x420, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "device_stall_critical_watermark_cnt_high", .doc = "", .bit = 0x440, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "device_stall_critical_watermark_cnt_low", .doc = "", .bit = 0x460, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_eth_per_prio_grp_data_layout = {
	.name = "eth_per_prio_grp_data_layout", .doc = "PPCNT group per priority", .size_bits = 0x7c0,
	.fields = fields_eth_per_prio_grp_data_layout, .nfields = 24,
};

static const struct mlx5ctl_field_desc fields_eth_per_tc_congest_prio_grp_data_layout[] = {
	{ .name = "wred_discard_high", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "wred_discard_low", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ecn_marked_tc_high", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ecn_marked_tc_low", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_eth_per_tc_congest_prio_grp_data_layout = {
	.name = "eth_per_tc_congest_prio_grp_data_layout", .doc = "PPCNT group per traffic class, congestion", .size_bits = 0x7c0,
	.fields = fields_eth_per_tc_congest_prio_grp_data_layout, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_eth_per_tc_prio_grp_data_layout[] = {
	{ .name = "transmit_queue_high", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "transmit_queue_low", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "no_buffer_discard_uc_high", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "no_buffer_discard_uc_low", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_eth_per_tc_prio_grp_data_layout = {
	.name = "eth_per_tc_prio_grp_data_layout", .doc = "PPCNT group per traffic class", .size_bits = 0x7c0,
	.fields = fields_eth_per_tc_prio_grp_data_layout, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_execute_aso[] = {
	{ .name = "valid", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "aso_object_id", .doc = "", .bit = 0x8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "exe_aso_ctrl", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_execute_aso = {
	.name = "execute_aso", .doc = "An ASO execution", .size_bits = 0x40,
	.fields = fields_execute_aso, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_extended_dest_format[] = {
	{ .name = "destination_entry", .doc = "", .bit = 0x0, .width = 0x40,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_dest_format_struct },
	{ .name = "packet_reformat_id", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_extended_dest_format = {
	.name = "extended_dest_format", .doc = "An extended destination", .size_bits = 0x80,
	.fields = fields_extended_dest_format, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_flow_context[] = {
	{ .name = "push_vlan", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_vlan },
	{ .name = "group_id", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "flow_tag", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "action", .doc = "", .bit = 0x70, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "extended_destination", .doc = "", .bit = 0x80, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "uplink_hairpin_en", .doc = "", .bit = 0x81, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "flow_source", .doc = "", .bit = 0x82, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "encrypt_decrypt_type", .doc = "", .bit = 0x84, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "destination_list_size", .doc = "", .bit = 0x88, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "flow_counter_list_size", .doc = "", .bit = 0xa8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "packet_reformat_id", .doc = "", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "modify_header_id", .doc = "", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "push_vlan_2", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_vlan },
	{ .name = "encrypt_decrypt_obj_id", .doc = "", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "match_value", .doc = "", .bit = 0x200, .width = 0x1000,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_fte_match_param },
	{ .name = "execute_aso", .doc = "", .bit = 0x1200, .width = 0x100,
	  .kind = MLX5CTL_KIND_ARRAY, .count = 4,
	  .type = &mlx5ctl_prm_st_execute_aso },
	{ .name = "destination", .doc = "", .bit = 0x1800, .width = 0x0,
	  .kind = MLX5CTL_KIND_ARRAY, .flex = true,
	  .type = &mlx5ctl_prm_st_dest_format_flow_counter_list_auto },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_flow_context = {
	.name = "flow_context", .doc = "Flow table entry context", .size_bits = 0x1800,
	.fields = fields_flow_context, .nfields = 17,
};

static const struct mlx5ctl_field_desc fields_flow_counter_list[] = {
	{ .name = "flow_counter_id", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_flow_counter_list = {
	.name = "flow_counter_list", .doc = "A flow counter", .size_bits = 0x40,
	.fields = fields_flow_counter_list, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_flow_table_context[] = {
	{ .name = "reformat_en", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "decap_en", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "sw_owner", .doc = "", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "termination_table", .doc = "", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "table_miss_action", .doc = "", .bit = 0x4, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "level", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rtc_valid", .doc = "", .bit = 0x10, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_size", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "table_miss_id", .doc = "", .bit = 0x28, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "lag_master_next_table_id", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sws", .doc = "Software-steering fields, or (hws) hardware-steering ones: an anonymous union in mlx5_ifc.h", .bit = 0xc0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_flow_table_context = {
	.name = "flow_table_context", .doc = "Flow table context", .size_bits = 0x140,
	.fields = fields_flow_table_context, .nfields = 11,
};

static const struct mlx5ctl_field_desc fields_flow_table_eswitch_cap[] = {
	{ .name = "fdb_to_vport_reg_c_id", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fdb_uplink_hairpin", .doc = "", .bit = 0xd, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "fdb_multi_path_any_table_limit_regc", .doc = "", .bit = 0xe, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "fdb_dynamic_tunnel", .doc = "", .bit = 0x10, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "fdb_multi_path_any_table", .doc = "", .bit = 0x12, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "fdb_modify_header_fwd_to_table", .doc = "", .bit = 0x15, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "fdb_ipv4_ttl_modify", .doc = "", .bit = 0x16, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "flow_source", .doc = "", .bit = 0x17, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "multi_fdb_encap", .doc = "", .bit = 0x1a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "egress_acl_forward_to_vport", .doc = "", .bit = 0x1b, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "fdb_multi_path_to_table", .doc = "", .bit = 0x1c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "flow_table_properties_nic_esw_fdb", .doc = "", .bit = 0x200, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_flow_table_prop_layout },
	{ .name = "flow_table_properties_esw_acl_ingress", .doc = "", .bit = 0x400, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_flow_table_prop_layout },
	{ .name = "flow_table_properties_esw_acl_egress", .doc = "", .bit = 0x600, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_flow_table_prop_layout },
	{ .name = "ft_field_support_2_esw_fdb", .doc = "", .bit = 0x1400, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_flow_table_fields_supported_2 },
	{ .name = "ft_field_bitmask_support_2_esw_fdb", .doc = "", .bit = 0x1480, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_flow_table_fields_supported_2 },
	{ .name = "sw_steering_fdb_action_drop_icm_address_rx", .doc = "", .bit = 0x1800, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sw_steering_fdb_action_drop_icm_address_tx", .doc = "", .bit = 0x1840, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sw_steering_uplink_icm_address_rx", .doc = "", .bit = 0x1880, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sw_steering_uplink_icm_address_tx", .doc = "", .bit = 0x18c0, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_flow_table_eswitch_cap = {
	.name = "flow_table_eswitch_cap", .doc = "E-switch flow table capabilities (capability type 0x8)", .size_bits = 0x8000,
	.fields = fields_flow_table_eswitch_cap, .nfields = 20,
};

static const struct mlx5ctl_field_desc fields_flow_table_fields_supported[] = {
	{ .name = "outer_dmac", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_smac", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_ether_type", .doc = "", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_ip_version", .doc = "", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_first_prio", .doc = "", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_first_cfi", .doc = "", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_first_vid", .doc = "", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_ipv4_ttl", .doc = "", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_second_prio", .doc = "", .bit = 0x8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_second_cfi", .doc = "", .bit = 0x9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_second_vid", .doc = "", .bit = 0xa, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_sip", .doc = "", .bit = 0xc, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_dip", .doc = "", .bit = 0xd, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_frag", .doc = "", .bit = 0xe, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_ip_protocol", .doc = "", .bit = 0xf, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_ip_ecn", .doc = "", .bit = 0x10, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_ip_dscp", .doc = "", .bit = 0x11, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_udp_sport", .doc = "", .bit = 0x12, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_udp_dport", .doc = "", .bit = 0x13, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_tcp_sport", .doc = "", .bit = 0x14, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_tcp_dport", .doc = "", .bit = 0x15, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_tcp_flags", .doc = "", .bit = 0x16, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_gre_protocol", .doc = "", .bit = 0x17, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_gre_key", .doc = "", .bit = 0x18, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_vxlan_vni", .doc = "", .bit = 0x19, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_geneve_vni", .doc = "", .bit = 0x1a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_geneve_oam", .doc = "", .bit = 0x1b, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_geneve_protocol_type", .doc = "", .bit = 0x1c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_geneve_opt_len", .doc = "", .bit = 0x1d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "source_vhca_port", .doc = "", .bit = 0x1e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "source_eswitch_port", .doc = "", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "inner_dmac", .doc = "", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "inner_smac", .doc = "", .bit = 0x21, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "inner_ether_type", .doc = "", .bit = 0x22, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "inner_ip_version", .doc = "", .bit = 0x23, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "inner_first_prio", .doc = "", .bit = 0x24, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "inner_first_cfi", .doc = "", .bit = 0x25, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "inner_first_vid", .doc = "", .bit = 0x26, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "inner_second_prio", .doc = "", .bit = 0x28, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "inner_second_cfi", .doc = "", .bit = 0x29, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "inner_second_vid", .doc = "", .bit = 0x2a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "inner_sip", .doc = "", .bit = 0x2c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "inner_dip", .doc = "", .bit = 0x2d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "inner_frag", .doc = "", .bit = 0x2e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "inner_ip_protocol", .doc = "", .bit = 0x2f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "inner_ip_ecn", .doc = "", .bit = 0x30, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "inner_ip_dscp", .doc = "", .bit = 0x31, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "inner_udp_sport", .doc = "", .bit = 0x32, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "inner_udp_dport", .doc = "", .bit = 0x33, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "inner_tcp_sport", .doc = "", .bit = 0x34, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "inner_tcp_dport", .doc = "", .bit = 0x35, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "inner_tcp_flags", .doc = "", .bit = 0x36, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "geneve_tlv_option_0_data", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "geneve_tlv_option_0_exist", .doc = "", .bit = 0x41, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_first_mpls_over_udp", .doc = "", .bit = 0x45, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "outer_first_mpls_over_gre", .doc = "", .bit = 0x49, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "inner_first_mpls", .doc = "", .bit = 0x4d, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "outer_first_mpls", .doc = "", .bit = 0x51, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "outer_esp_spi", .doc = "", .bit = 0x57, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bth_dst_qp", .doc = "", .bit = 0x5a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "metadata_reg_c_7", .doc = "", .bit = 0x78, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "metadata_reg_c_6", .doc = "", .bit = 0x79, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "metadata_reg_c_5", .doc = "", .bit = 0x7a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "metadata_reg_c_4", .doc = "", .bit = 0x7b, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "metadata_reg_c_3", .doc = "", .bit = 0x7c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "metadata_reg_c_2", .doc = "", .bit = 0x7d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "metadata_reg_c_1", .doc = "", .bit = 0x7e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "metadata_reg_c_0", .doc = "", .bit = 0x7f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_flow_table_fields_supported = {
	.name = "flow_table_fields_supported", .doc = "Match fields a flow table supports", .size_bits = 0x80,
	.fields = fields_flow_table_fields_supported, .nfields = 68,
};

static const struct mlx5ctl_field_desc fields_flow_table_fields_supported_2[] = {
	{ .name = "inner_l4_type", .doc = "", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_l4_type", .doc = "", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bth_opcode", .doc = "", .bit = 0xe, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tunnel_header_0_1", .doc = "", .bit = 0x10, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_flow_table_fields_supported_2 = {
	.name = "flow_table_fields_supported_2", .doc = "Match fields a flow table supports (2)", .size_bits = 0x80,
	.fields = fields_flow_table_fields_supported_2, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_flow_table_nic_cap[] = {
	{ .name = "nic_rx_multi_path_tirs", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "nic_rx_multi_path_tirs_fts", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "allow_sniffer_and_nic_rx_shared_tir", .doc = "", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "sw_owner_reformat_supported", .doc = "", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "encap_general_header", .doc = "", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_packet_reformat_context", .doc = "", .bit = 0x2b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_encap_header_size", .doc = "", .bit = 0x36, .width = 0xa,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "flow_table_properties_nic_receive", .doc = "", .bit = 0x200, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_flow_table_prop_layout },
	{ .name = "flow_table_properties_nic_receive_rdma", .doc = "", .bit = 0x400, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_flow_table_prop_layout },
	{ .name = "flow_table_properties_nic_receive_sniffer", .doc = "", .bit = 0x600, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_flow_table_prop_layout },
	{ .name = "flow_table_properties_nic_transmit", .doc = "", .bit = 0x800, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_flow_table_prop_layout },
	{ .name = "flow_table_properties_nic_transmit_rdma", .doc = "", .bit = 0xa00, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_flow_table_prop_layout },
	{ .name = "flow_table_properties_nic_transmit_sniffer", .doc = "", .bit = 0xc00, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_flow_table_prop_layout },
	{ .name = "ft_field_support_2_nic_receive", .doc = "", .bit = 0x1400, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_flow_table_fields_supported_2 },
	{ .name = "ft_field_support_2_nic_receive_rdma", .doc = "", .bit = 0x1500, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_flow_table_fields_supported_2 },
	{ .name = "ft_field_support_2_nic_transmit_rdma", .doc = "", .bit = 0x1800, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_flow_table_fields_supported_2 },
	{ .name = "sw_steering_nic_rx_action_drop_icm_address", .doc = "", .bit = 0x2000, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sw_steering_nic_tx_action_drop_icm_address", .doc = "", .bit = 0x2040, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sw_steering_nic_tx_action_allow_icm_address", .doc = "", .bit = 0x2080, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_flow_table_nic_cap = {
	.name = "flow_table_nic_cap", .doc = "NIC flow table capabilities (capability type 0x7)", .size_bits = 0x8000,
	.fields = fields_flow_table_nic_cap, .nfields = 19,
};

static const struct mlx5ctl_field_desc fields_flow_table_prop_layout[] = {
	{ .name = "ft_support", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "flow_counter", .doc = "", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "flow_modify_en", .doc = "", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "modify_root", .doc = "", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "identified_miss_table_mode", .doc = "", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "flow_table_modify", .doc = "", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "reformat", .doc = "", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "decap", .doc = "", .bit = 0x8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "reset_root_to_default", .doc = "", .bit = 0x9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pop_vlan", .doc = "", .bit = 0xa, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "push_vlan", .doc = "", .bit = 0xb, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pop_vlan_2", .doc = "", .bit = 0xd, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "push_vlan_2", .doc = "", .bit = 0xe, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "reformat_and_vlan_action", .doc = "", .bit = 0xf, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "sw_owner", .doc = "", .bit = 0x11, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "reformat_l3_tunnel_to_l2", .doc = "", .bit = 0x12, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "reformat_l2_to_l3_tunnel", .doc = "", .bit = 0x13, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "reformat_and_modify_action", .doc = "", .bit = 0x14, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ignore_flow_level", .doc = "", .bit = 0x15, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "table_miss_action_domain", .doc = "", .bit = 0x17, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "termination_table", .doc = "", .bit = 0x18, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "reformat_and_fwd_to_table", .doc = "", .bit = 0x19, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ipsec_encrypt", .doc = "", .bit = 0x1c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ipsec_decrypt", .doc = "", .bit = 0x1d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "sw_owner_v2", .doc = "", .bit = 0x1e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "termination_table_raw_traffic", .doc = "", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_ft_size", .doc = "", .bit = 0x22, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_modify_header_context", .doc = "", .bit = 0x28, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_modify_header_actions", .doc = "", .bit = 0x30, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_ft_level", .doc = "", .bit = 0x38, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "reformat_add_esp_trasport", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "reformat_l2_to_l3_esp_tunnel", .doc = "", .bit = 0x41, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "reformat_add_esp_transport_over_udp", .doc = "", .bit = 0x42, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "reformat_del_esp_trasport", .doc = "", .bit = 0x43, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "reformat_l3_esp_tunnel_to_l2", .doc = "", .bit = 0x44, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "reformat_del_esp_transport_over_udp", .doc = "", .bit = 0x45, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "execute_aso", .doc = "", .bit = 0x46, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "reformat_insert", .doc = "", .bit = 0x62, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "reformat_remove", .doc = "", .bit = 0x63, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "macsec_encrypt", .doc = "", .bit = 0x64, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "macsec_decrypt", .doc = "", .bit = 0x65, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "reformat_add_macsec", .doc = "", .bit = 0x68, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "reformat_remove_macsec", .doc = "", .bit = 0x69, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "reparse", .doc = "", .bit = 0x6a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cross_vhca_object", .doc = "", .bit = 0x6c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "reformat_l2_to_l3_audp_tunnel", .doc = "", .bit = 0x6d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "reformat_l3_audp_tunnel_to_l2", .doc = "", .bit = 0x6e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ignore_flow_level_rtc_valid", .doc = "", .bit = 0x6f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_ft_num", .doc = "", .bit = 0x78, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_flow_counter", .doc = "", .bit = 0x90, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_destination", .doc = "", .bit = 0x98, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_flow", .doc = "", .bit = 0xb8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ft_field_support", .doc = "", .bit = 0x100, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_flow_table_fields_supported },
	{ .name = "ft_field_bitmask_support", .doc = "", .bit = 0x180, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_flow_table_fields_supported },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_flow_table_prop_layout = {
	.name = "flow_table_prop_layout", .doc = "Flow table properties of one table type", .size_bits = 0x200,
	.fields = fields_flow_table_prop_layout, .nfields = 54,
};

static const struct mlx5ctl_field_desc fields_fpga_qpc[] = {
	{ .name = "state", .doc = "", .bit = 0x0, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "qp_type", .doc = "", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "st", .doc = "", .bit = 0x24, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "traffic_class", .doc = "", .bit = 0x38, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ether_type", .doc = "", .bit = 0x40, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "prio", .doc = "", .bit = 0x50, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dei", .doc = "", .bit = 0x53, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vid", .doc = "", .bit = 0x54, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "next_rcv_psn", .doc = "", .bit = 0x88, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "next_send_psn", .doc = "", .bit = 0xa8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pkey", .doc = "", .bit = 0xd0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "remote_qpn", .doc = "", .bit = 0xe8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rnr_retry", .doc = "", .bit = 0x115, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "retry_count", .doc = "", .bit = 0x11d, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "remote_mac_47_32", .doc = "", .bit = 0x150, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "remote_mac_31_0", .doc = "", .bit = 0x160, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "remote_ip", .doc = "", .bit = 0x180, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "fpga_mac_47_32", .doc = "", .bit = 0x250, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fpga_mac_31_0", .doc = "", .bit = 0x260, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fpga_ip", .doc = "", .bit = 0x280, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fpga_qpc = {
	.name = "fpga_qpc", .doc = "FPGA QP context", .size_bits = 0x300,
	.fields = fields_fpga_qpc, .nfields = 20,
};

static const struct mlx5ctl_field_desc fields_fpga_query_qp_counters_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "clear", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "fpga_qpn", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fpga_query_qp_counters_in = {
	.name = "fpga_query_qp_counters_in", .doc = "FPGA_QUERY_QP_COUNTERS inbox", .size_bits = 0x80,
	.fields = fields_fpga_query_qp_counters_in, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_fpga_query_qp_counters_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_ack_packets", .doc = "", .bit = 0x80, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_send_packets", .doc = "", .bit = 0xc0, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tx_ack_packets", .doc = "", .bit = 0x100, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tx_send_packets", .doc = "", .bit = 0x140, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_total_drop", .doc = "", .bit = 0x180, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fpga_query_qp_counters_out = {
	.name = "fpga_query_qp_counters_out", .doc = "FPGA_QUERY_QP_COUNTERS outbox", .size_bits = 0x380,
	.fields = fields_fpga_query_qp_counters_out, .nfields = 7,
};

static const struct mlx5ctl_field_desc fields_fpga_query_qp_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fpga_qpn", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fpga_query_qp_in = {
	.name = "fpga_query_qp_in", .doc = "FPGA_QUERY_QP inbox", .size_bits = 0x80,
	.fields = fields_fpga_query_qp_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_fpga_query_qp_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fpga_qpc", .doc = "", .bit = 0x80, .width = 0x300,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_fpga_qpc },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fpga_query_qp_out = {
	.name = "fpga_query_qp_out", .doc = "FPGA_QUERY_QP outbox", .size_bits = 0x380,
	.fields = fields_fpga_query_qp_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_fs4_boot_version[] = {
	{ .name = "image_format_version", .doc = "FS4_IMAGE_FORMAT", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "major_version", .doc = "", .bit = 0x10, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "minor_version", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fs4_boot_version = {
	.name = "fs4_boot_version", .doc = "The dword after the magic pattern: which image format follows (mstflint's image_layout_boot_version)", .size_bits = 0x20,
	.fields = fields_fs4_boot_version, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_fs4_dev_info[] = {
	{ .name = "signature0", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "signature1", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "signature2", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "signature3", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "major_version", .doc = "2", .bit = 0x8f, .width = 0x9,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "minor_version", .doc = "", .bit = 0x98, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "guids", .doc = "", .bit = 0x100, .width = 0x100,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_fs4_guids },
	{ .name = "vsd_vendor_id", .doc = "", .bit = 0x370, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vsd", .doc = "", .bit = 0x380, .width = 0x680,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fs4_dev_info = {
	.name = "fs4_dev_info", .doc = "DEV_INFO section (the device data in use)", .size_bits = 0x1000,
	.fields = fields_fs4_dev_info, .nfields = 9,
};

static const struct mlx5ctl_field_desc fields_fs4_guids[] = {
	{ .name = "guids", .doc = "", .bit = 0x0, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_fs4_uid_entry },
	{ .name = "macs", .doc = "", .bit = 0x80, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_fs4_uid_entry },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fs4_guids = {
	.name = "fs4_guids", .doc = "GUIDs and MACs", .size_bits = 0x100,
	.fields = fields_fs4_guids, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_fs4_hw_pointer[] = {
	{ .name = "ptr", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "crc", .doc = "calc_hw_crc over the first 6 bytes", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fs4_hw_pointer = {
	.name = "fs4_hw_pointer", .doc = "A hardware pointer (image start + 0x18, 16 of them): the pointer and its HW CRC", .size_bits = 0x40,
	.fields = fields_fs4_hw_pointer, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_fs4_image_info[] = {
	{ .name = "major_version", .doc = "0", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "minor_version", .doc = "2: name, description and PRS name present", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "secure_fw", .doc = "", .bit = 0x10, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "signed_fw", .doc = "", .bit = 0x11, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "debug_fw", .doc = "", .bit = 0x12, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "mcc_en", .doc = "", .bit = 0x17, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "fw_version", .doc = "", .bit = 0x20, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_fw_version_time },
	{ .name = "pci_device_id", .doc = "", .bit = 0xe0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pci_vendor_id", .doc = "", .bit = 0xf0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pci_subsystem_id", .doc = "", .bit = 0x100, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pci_sub_vendor_id", .doc = "", .bit = 0x110, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "psid", .doc = "", .bit = 0x120, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "vsd_vendor_id", .doc = "", .bit = 0x1b0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vsd", .doc = "Vendor-specific data of the image", .bit = 0x1c0, .width = 0x680,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "run_from_any", .doc = "", .bit = 0x840, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_step", .doc = "", .bit = 0x858, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_size", .doc = "", .bit = 0x860, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "supported_hw_id0", .doc = "Hardware ids the image runs on", .bit = 0x8c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "supported_hw_id1", .doc = "", .bit = 0x8e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "supported_hw_id2", .doc = "", .bit = 0x900, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "supported_hw_id3", .doc = "", .bit = 0x920, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "prod_ver", .doc = "Product version (ASCII)", .bit = 0xe00, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "description", .doc = "", .bit = 0xe80, .width = 0x800,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "name", .doc = "Part number (ASCII)", .bit = 0x1a00, .width = 0x200,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "prs_name", .doc = "", .bit = 0x1c00, .width = 0x400,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fs4_image_info = {
	.name = "fs4_image_info", .doc = "IMAGE_INFO section", .size_bits = 0x2000,
	.fields = fields_fs4_image_info, .nfields = 25,
};

static const struct mlx5ctl_field_desc fields_fs4_image_signature[] = {
	{ .name = "signature_uuid", .doc = "", .bit = 0x0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "keypair_uuid", .doc = "Zero (mstflint takes a key uuid with its last dword zero for a development key)", .bit = 0x80, .width = 0x60,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "key_id", .doc = "keypair_uuid's last dword: the model's key", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_fwimage_key },
	{ .name = "digest", .doc = "SHA-256 of the image before this section", .bit = 0x100, .width = 0x100,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "hmac", .doc = "HMAC-SHA256 of digest with key key_id", .bit = 0x200, .width = 0x100,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fs4_image_signature = {
	.name = "fs4_image_signature", .doc = "IMAGE_SIGNATURE_256 section as the emulated card reads it. A real image carries an RSA-2048 signature made with NVIDIA's private key here (signature_uuid, keypair_uuid, 256 bytes); the model, which has no such key, keeps the same size and puts its own check in it: the key id in keypair_uuid's last dword, the SHA-256 of every byte of the image before this section (the section is the image's last), and HMAC-SHA256 of that digest with the key (key n is SHA-256 of 'mlx5ctl-fwimage-key-<n>', as for the raw format: public, the checks are shown, nothing is protected)", .size_bits = 0x900,
	.fields = fields_fs4_image_signature, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_fs4_mfg_info[] = {
	{ .name = "psid", .doc = "", .bit = 0x0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "major_version", .doc = "1", .bit = 0xe0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "minor_version", .doc = "", .bit = 0xe8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "guids_override_en", .doc = "", .bit = 0xff, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "guids", .doc = "", .bit = 0x100, .width = 0x100,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_fs4_guids },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fs4_mfg_info = {
	.name = "fs4_mfg_info", .doc = "MFG_INFO section (the manufacturing data)", .size_bits = 0xa00,
	.fields = fields_fs4_mfg_info, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_fs4_public_keys[] = {
	{ .name = "num_keys", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "key_ids", .doc = "num_keys big-endian dwords, fwimage_key values", .bit = 0x20, .width = 0x100,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fs4_public_keys = {
	.name = "fs4_public_keys", .doc = "PUBLIC_KEYS_2048 section as the emulated card writes it: a real image carries RSA public keys here (a key's exponent, keypair_uuid and modulus, several of them); the model's keys are symmetric and public (fs4_image_signature), so it lists the ids of the keys its images are signed with and leaves the rest of the section's size zero. mstflint only looks for the section: together with the signature and IMAGE_INFO's mcc_en it tells a signed image that MCC may burn from an old one", .size_bits = 0x2000,
	.fields = fields_fs4_public_keys, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_fs4_toc_entry[] = {
	{ .name = "type", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_fs4_section },
	{ .name = "size", .doc = "Section size in dwords", .bit = 0x8, .width = 0x16,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "zipped_image", .doc = "", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cache_line_crc", .doc = "", .bit = 0x21, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "param0", .doc = "", .bit = 0x22, .width = 0x1e,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "param1", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "relative_addr", .doc = "", .bit = 0xa0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "flash_addr", .doc = "Section address in dwords (ITOC: in the image, DTOC: on the flash)", .bit = 0xa1, .width = 0x1d,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "crc", .doc = "", .bit = 0xcd, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_fs4_crc_type },
	{ .name = "section_crc", .doc = "", .bit = 0xd0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "itoc_entry_crc", .doc = "CRC16 of the first 7 dwords", .bit = 0xf0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fs4_toc_entry = {
	.name = "fs4_toc_entry", .doc = "ITOC / DTOC entry: one section", .size_bits = 0x100,
	.fields = fields_fs4_toc_entry, .nfields = 11,
};

static const struct mlx5ctl_field_desc fields_fs4_toc_header[] = {
	{ .name = "signature0", .doc = "'ITOC' or 'DTOC'", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "signature1", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "signature2", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "signature3", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "flash_layout_version", .doc = "", .bit = 0x80, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "version", .doc = "", .bit = 0x98, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "itoc_entry_crc", .doc = "CRC16 of the first 7 dwords", .bit = 0xf0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fs4_toc_header = {
	.name = "fs4_toc_header", .doc = "ITOC / DTOC header", .size_bits = 0x100,
	.fields = fields_fs4_toc_header, .nfields = 7,
};

static const struct mlx5ctl_field_desc fields_fs4_tools_area[] = {
	{ .name = "major", .doc = "", .bit = 0x10, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "minor", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log2_img_slot_size", .doc = "Size of an image slot", .bit = 0x20, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "bin_ver_major", .doc = "", .bit = 0x30, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "bin_ver_minor", .doc = "", .bit = 0x38, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "crc", .doc = "CRC16 of the first 15 dwords", .bit = 0x1f0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fs4_tools_area = {
	.name = "fs4_tools_area", .doc = "Tools area (pointed to by the tools pointer)", .size_bits = 0x200,
	.fields = fields_fs4_tools_area, .nfields = 6,
};

static const struct mlx5ctl_field_desc fields_fs4_uid_entry[] = {
	{ .name = "step", .doc = "", .bit = 0x10, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "num_allocated", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "uid", .doc = "", .bit = 0x40, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fs4_uid_entry = {
	.name = "fs4_uid_entry", .doc = "A range of GUIDs or MACs: the first one, how many, the step", .size_bits = 0x80,
	.fields = fields_fs4_uid_entry, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_fte_match_mpls[] = {
	{ .name = "mpls_label", .doc = "", .bit = 0x0, .width = 0x14,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "mpls_exp", .doc = "", .bit = 0x14, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "mpls_s_bos", .doc = "", .bit = 0x17, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "mpls_ttl", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fte_match_mpls = {
	.name = "fte_match_mpls", .doc = "An MPLS label", .size_bits = 0x20,
	.fields = fields_fte_match_mpls, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_fte_match_param[] = {
	{ .name = "outer_headers", .doc = "", .bit = 0x0, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_fte_match_set_lyr_2_4 },
	{ .name = "misc_parameters", .doc = "", .bit = 0x200, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_fte_match_set_misc },
	{ .name = "inner_headers", .doc = "", .bit = 0x400, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_fte_match_set_lyr_2_4 },
	{ .name = "misc_parameters_2", .doc = "", .bit = 0x600, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_fte_match_set_misc2 },
	{ .name = "misc_parameters_3", .doc = "", .bit = 0x800, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_fte_match_set_misc3 },
	{ .name = "misc_parameters_4", .doc = "", .bit = 0xa00, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_fte_match_set_misc4 },
	{ .name = "misc_parameters_5", .doc = "", .bit = 0xc00, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_fte_match_set_misc5 },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fte_match_param = {
	.name = "fte_match_param", .doc = "Flow match parameters (all match sets)", .size_bits = 0x1000,
	.fields = fields_fte_match_param, .nfields = 7,
};

static const struct mlx5ctl_struct_desc *const alts_fte_match_set_lyr_2_4_src_ipv4_src_ipv6[] = {
	&mlx5ctl_prm_st_ipv4_layout,
	&mlx5ctl_prm_st_ipv6_layout,
	&mlx5ctl_prm_st_ipv6_simple_layout,
};

static const struct mlx5ctl_struct_desc *const alts_fte_match_set_lyr_2_4_dst_ipv4_dst_ipv6[] = {
	&mlx5ctl_prm_st_ipv4_layout,
	&mlx5ctl_prm_st_ipv6_layout,
	&mlx5ctl_prm_st_ipv6_simple_layout,
};

static const struct mlx5ctl_field_desc fields_fte_match_set_lyr_2_4[] = {
	{ .name = "smac_47_16", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "smac_15_0", .doc = "", .bit = 0x20, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ethertype", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dmac_47_16", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dmac_15_0", .doc = "", .bit = 0x60, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "first_prio", .doc = "", .bit = 0x70, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "first_cfi", .doc = "", .bit = 0x73, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "first_vid", .doc = "", .bit = 0x74, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ip_protocol", .doc = "", .bit = 0x80, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ip_dscp", .doc = "", .bit = 0x88, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ip_ecn", .doc = "", .bit = 0x8e, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cvlan_tag", .doc = "", .bit = 0x90, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "svlan_tag", .doc = "", .bit = 0x91, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "frag", .doc = "", .bit = 0x92, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ip_version", .doc = "", .bit = 0x93, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tcp_flags", .doc = "", .bit = 0x97, .width = 0x9,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tcp_sport", .doc = "", .bit = 0xa0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tcp_dport", .doc = "", .bit = 0xb0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "l4_type", .doc = "", .bit = 0xc0, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ipv4_ihl", .doc = "", .bit = 0xd0, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ttl_hoplimit", .doc = "", .bit = 0xd8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "udp_sport", .doc = "", .bit = 0xe0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "udp_dport", .doc = "", .bit = 0xf0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "src_ipv4_src_ipv6", .doc = "", .bit = 0x100, .width = 0x80,
	  .kind = MLX5CTL_KIND_UNION,
	  .alts = alts_fte_match_set_lyr_2_4_src_ipv4_src_ipv6, .nalts = 3 },
	{ .name = "dst_ipv4_dst_ipv6", .doc = "", .bit = 0x180, .width = 0x80,
	  .kind = MLX5CTL_KIND_UNION,
	  .alts = alts_fte_match_set_lyr_2_4_dst_ipv4_dst_ipv6, .nalts = 3 },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fte_match_set_lyr_2_4 = {
	.name = "fte_match_set_lyr_2_4", .doc = "Match set: L2 to L4 headers", .size_bits = 0x200,
	.fields = fields_fte_match_set_lyr_2_4, .nfields = 25,
};

static const struct mlx5ctl_struct_desc *const alts_fte_match_set_misc_gre_key[] = {
	&mlx5ctl_prm_st_nvgre_key,
};

static const struct mlx5ctl_field_desc fields_fte_match_set_misc[] = {
	{ .name = "gre_c_present", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "gre_k_present", .doc = "", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "gre_s_present", .doc = "", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "source_vhca_port", .doc = "", .bit = 0x4, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "source_sqn", .doc = "", .bit = 0x8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "source_eswitch_owner_vhca_id", .doc = "", .bit = 0x20, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "source_port", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "outer_second_prio", .doc = "", .bit = 0x40, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "outer_second_cfi", .doc = "", .bit = 0x43, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_second_vid", .doc = "", .bit = 0x44, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "inner_second_prio", .doc = "", .bit = 0x50, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "inner_second_cfi", .doc = "", .bit = 0x53, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "inner_second_vid", .doc = "", .bit = 0x54, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "outer_second_cvlan_tag", .doc = "", .bit = 0x60, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "inner_second_cvlan_tag", .doc = "", .bit = 0x61, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_second_svlan_tag", .doc = "", .bit = 0x62, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "inner_second_svlan_tag", .doc = "", .bit = 0x63, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "gre_protocol", .doc = "", .bit = 0x70, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "gre_key", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UNION,
	  .alts = alts_fte_match_set_misc_gre_key, .nalts = 1 },
	{ .name = "vxlan_vni", .doc = "", .bit = 0xa0, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "bth_opcode", .doc = "", .bit = 0xb8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "geneve_vni", .doc = "", .bit = 0xc0, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "geneve_tlv_option_0_exist", .doc = "", .bit = 0xde, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "geneve_oam", .doc = "", .bit = 0xdf, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "outer_ipv6_flow_label", .doc = "", .bit = 0xec, .width = 0x14,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "inner_ipv6_flow_label", .doc = "", .bit = 0x10c, .width = 0x14,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "geneve_opt_len", .doc = "", .bit = 0x12a, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "geneve_protocol_type", .doc = "", .bit = 0x130, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "bth_dst_qp", .doc = "", .bit = 0x148, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "inner_esp_spi", .doc = "", .bit = 0x160, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "outer_esp_spi", .doc = "", .bit = 0x180, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fte_match_set_misc = {
	.name = "fte_match_set_misc", .doc = "Match set: misc", .size_bits = 0x200,
	.fields = fields_fte_match_set_misc, .nfields = 31,
};

static const struct mlx5ctl_field_desc fields_fte_match_set_misc2[] = {
	{ .name = "outer_first_mpls", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_fte_match_mpls },
	{ .name = "inner_first_mpls", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_fte_match_mpls },
	{ .name = "outer_first_mpls_over_gre", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_fte_match_mpls },
	{ .name = "outer_first_mpls_over_udp", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_fte_match_mpls },
	{ .name = "metadata_reg_c_7", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "metadata_reg_c_6", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "metadata_reg_c_5", .doc = "", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "metadata_reg_c_4", .doc = "", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "metadata_reg_c_3", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "metadata_reg_c_2", .doc = "", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "metadata_reg_c_1", .doc = "", .bit = 0x140, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "metadata_reg_c_0", .doc = "", .bit = 0x160, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "metadata_reg_a", .doc = "", .bit = 0x180, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "macsec_syndrome", .doc = "", .bit = 0x1a8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ipsec_syndrome", .doc = "", .bit = 0x1b0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fte_match_set_misc2 = {
	.name = "fte_match_set_misc2", .doc = "Match set: misc 2", .size_bits = 0x200,
	.fields = fields_fte_match_set_misc2, .nfields = 15,
};

static const struct mlx5ctl_field_desc fields_fte_match_set_misc3[] = {
	{ .name = "inner_tcp_seq_num", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "outer_tcp_seq_num", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "inner_tcp_ack_num", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "outer_tcp_ack_num", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "outer_vxlan_gpe_vni", .doc = "", .bit = 0x88, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "outer_vxlan_gpe_next_protocol", .doc = "", .bit = 0xa0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "outer_vxlan_gpe_flags", .doc = "", .bit = 0xa8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "icmp_header_data", .doc = "", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "icmpv6_header_data", .doc = "", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "icmp_type", .doc = "", .bit = 0x100, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "icmp_code", .doc = "", .bit = 0x108, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "icmpv6_type", .doc = "", .bit = 0x110, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "icmpv6_code", .doc = "", .bit = 0x118, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "geneve_tlv_option_0_data", .doc = "", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "gtpu_teid", .doc = "", .bit = 0x140, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "gtpu_msg_type", .doc = "", .bit = 0x160, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "gtpu_msg_flags", .doc = "", .bit = 0x168, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "gtpu_dw_2", .doc = "", .bit = 0x180, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "gtpu_first_ext_dw_0", .doc = "", .bit = 0x1a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "gtpu_dw_0", .doc = "", .bit = 0x1c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fte_match_set_misc3 = {
	.name = "fte_match_set_misc3", .doc = "Match set: misc 3", .size_bits = 0x200,
	.fields = fields_fte_match_set_misc3, .nfields = 20,
};

static const struct mlx5ctl_field_desc fields_fte_match_set_misc4[] = {
	{ .name = "prog_sample_field_value_0", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "prog_sample_field_id_0", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "prog_sample_field_value_1", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "prog_sample_field_id_1", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "prog_sample_field_value_2", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "prog_sample_field_id_2", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "prog_sample_field_value_3", .doc = "", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "prog_sample_field_id_3", .doc = "", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fte_match_set_misc4 = {
	.name = "fte_match_set_misc4", .doc = "Match set: misc 4 (programmable fields)", .size_bits = 0x200,
	.fields = fields_fte_match_set_misc4, .nfields = 8,
};

static const struct mlx5ctl_field_desc fields_fte_match_set_misc5[] = {
	{ .name = "macsec_tag_0", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "macsec_tag_1", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "macsec_tag_2", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "macsec_tag_3", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tunnel_header_0", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tunnel_header_1", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tunnel_header_2", .doc = "", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tunnel_header_3", .doc = "", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fte_match_set_misc5 = {
	.name = "fte_match_set_misc5", .doc = "Match set: misc 5 (tunnel headers)", .size_bits = 0x200,
	.fields = fields_fte_match_set_misc5, .nfields = 8,
};

static const struct mlx5ctl_field_desc fields_function_vhca_rid_info_reg[] = {
	{ .name = "host_number", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "host_pci_device_function", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "host_pci_bus", .doc = "", .bit = 0x10, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pci_bus_assigned", .doc = "", .bit = 0x1b, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "function_type", .doc = "", .bit = 0x1c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "parent_pci_device_function", .doc = "", .bit = 0x20, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "parent_pci_bus", .doc = "", .bit = 0x28, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vhca_id", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "function_id", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_function_vhca_rid_info_reg = {
	.name = "function_vhca_rid_info_reg", .doc = "A function's PCI identity: host, bus, device/function, its parent's, vHCA id and function id", .size_bits = 0x80,
	.fields = fields_function_vhca_rid_info_reg, .nfields = 9,
};

static const struct mlx5ctl_field_desc fields_fw_version_time[] = {
	{ .name = "major", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "minor", .doc = "", .bit = 0x20, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "subminor", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "seconds", .doc = "", .bit = 0x40, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "minutes", .doc = "", .bit = 0x48, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "hour", .doc = "", .bit = 0x50, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "year", .doc = "", .bit = 0x60, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "month", .doc = "", .bit = 0x70, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "day", .doc = "", .bit = 0x78, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fw_version_time = {
	.name = "fw_version_time", .doc = "A firmware version and its build time (the date in BCD, as MGIR); also ICMD GET_FW_INFO's", .size_bits = 0x80,
	.fields = fields_fw_version_time, .nfields = 9,
};

static const struct mlx5ctl_field_desc fields_fwimage_hdr[] = {
	{ .name = "magic", .doc = "FWIMAGE_MAGIC", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_HEX },
	{ .name = "format_version", .doc = "FWIMAGE_FORMAT", .bit = 0x20, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "header_size", .doc = "FWIMAGE_HEADER_SIZE", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "flags", .doc = "None defined: zero", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_HEX },
	{ .name = "device_id", .doc = "The PCI device id the image is for", .bit = 0x60, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_HEX },
	{ .name = "psid", .doc = "The board configuration the image is for (NUL padded)", .bit = 0x80, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES,
	  .format = MLX5CTL_FORMAT_ASCII },
	{ .name = "version", .doc = "Packed: fw_version", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_HEX },
	{ .name = "payload_size", .doc = "Bytes after the header; a multiple of 4", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "year", .doc = "Build year (BCD)", .bit = 0x140, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_DATE,
	  .display = "build_date", .njoin = 3, .join = { 9, 10, 11 } },
	{ .name = "month", .doc = "Build month (BCD)", .bit = 0x150, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "day", .doc = "Build day (BCD)", .bit = 0x158, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "hour", .doc = "Build time, HHMM (BCD)", .bit = 0x160, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "version_string", .doc = "What MCQI VERSION reports (NUL padded)", .bit = 0x180, .width = 0x200,
	  .kind = MLX5CTL_KIND_BYTES,
	  .format = MLX5CTL_FORMAT_ASCII },
	{ .name = "digest", .doc = "SHA-256 of the payload", .bit = 0x380, .width = 0x100,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "key_id", .doc = "", .bit = 0x480, .width = 0x20,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_fwimage_key },
	{ .name = "signature", .doc = "HMAC-SHA256 with key key_id over the header's first FWIMAGE_SIGNED_BYTES bytes; zero if unsigned", .bit = 0x500, .width = 0x100,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fwimage_hdr = {
	.name = "fwimage_hdr", .doc = "The emulated card's firmware image header (big-endian); payload_size bytes follow", .size_bits = 0x800,
	.fields = fields_fwimage_hdr, .nfields = 16,
};

static const struct mlx5ctl_field_desc fields_fwstate_hdr[] = {
	{ .name = "magic", .doc = "FWSTATE_MAGIC", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_HEX },
	{ .name = "format_version", .doc = "FWSTATE_FORMAT", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "running_size", .doc = "Bytes of the running image (0: the factory image)", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pending_size", .doc = "Bytes of the pending image (0: none)", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_fwstate_hdr = {
	.name = "fwstate_hdr", .doc = "The emulated card's firmware store (its backing file): the running image, then the pending one", .size_bits = 0x100,
	.fields = fields_fwstate_hdr, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_general_obj_in_cmd_hdr[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vhca_tunnel_id", .doc = "", .bit = 0x20, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "obj_type", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "obj_id", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_param", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_general_obj_in_cmd_hdr = {
	.name = "general_obj_in_cmd_hdr", .doc = "The inbox of every general object command", .size_bits = 0x80,
	.fields = fields_general_obj_in_cmd_hdr, .nfields = 6,
};

static const struct mlx5ctl_field_desc fields_general_obj_out_cmd_hdr[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "obj_id", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_general_obj_out_cmd_hdr = {
	.name = "general_obj_out_cmd_hdr", .doc = "The outbox header of every general object command", .size_bits = 0x80,
	.fields = fields_general_obj_out_cmd_hdr, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_hca_vport_context[] = {
	{ .name = "field_select", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sm_virt_aware", .doc = "", .bit = 0x100, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "has_smi", .doc = "", .bit = 0x101, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "has_raw", .doc = "", .bit = 0x102, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "grh_required", .doc = "", .bit = 0x103, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "num_port_plane", .doc = "", .bit = 0x108, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_physical_state", .doc = "", .bit = 0x110, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vport_state_policy", .doc = "", .bit = 0x114, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_state", .doc = "", .bit = 0x118, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vport_state", .doc = "", .bit = 0x11c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "system_image_guid", .doc = "", .bit = 0x140, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_guid", .doc = "", .bit = 0x180, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "node_guid", .doc = "", .bit = 0x1c0, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cap_mask1", .doc = "", .bit = 0x200, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cap_mask1_field_select", .doc = "", .bit = 0x220, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cap_mask2", .doc = "", .bit = 0x240, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cap_mask2_field_select", .doc = "", .bit = 0x260, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "lid", .doc = "", .bit = 0x300, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "init_type_reply", .doc = "", .bit = 0x314, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "lmc", .doc = "", .bit = 0x318, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "subnet_timeout", .doc = "", .bit = 0x31b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sm_lid", .doc = "", .bit = 0x320, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sm_sl", .doc = "", .bit = 0x330, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "qkey_violation_counter", .doc = "", .bit = 0x340, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pkey_violation_counter", .doc = "", .bit = 0x350, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_hca_vport_context = {
	.name = "hca_vport_context", .doc = "HCA vport context", .size_bits = 0x1000,
	.fields = fields_hca_vport_context, .nfields = 25,
};

static const struct mlx5ctl_field_desc fields_health_buffer[] = {
	{ .name = "assert_var", .doc = "Assert variables (device.h)", .bit = 0x0, .width = 0xc0,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "assert_existptr", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "assert_callra", .doc = "", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "time", .doc = "Time of the last health event", .bit = 0x160, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fw_version", .doc = "Firmware version; all-ones means the device is gone", .bit = 0x180, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "hw_id", .doc = "", .bit = 0x1a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rfr", .doc = "Recovery flow required", .bit = 0x1c0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "valid", .doc = "", .bit = 0x1c4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "severity", .doc = "", .bit = 0x1c5, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "irisc_index", .doc = "", .bit = 0x1e0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "synd", .doc = "Health syndrome (0 = healthy)", .bit = 0x1e8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ext_synd", .doc = "", .bit = 0x1f0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_health_buffer = {
	.name = "health_buffer", .doc = "Firmware health buffer inside the initialization segment", .size_bits = 0x200,
	.fields = fields_health_buffer, .nfields = 12,
};

static const struct mlx5ctl_field_desc fields_host_endianness_reg[] = {
	{ .name = "he", .doc = "0 little-endian host, 1 big-endian host", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_host_endianness_reg = {
	.name = "host_endianness_reg", .doc = "HOST_ENDIANNESS register", .size_bits = 0x80,
	.fields = fields_host_endianness_reg, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_host_params_context[] = {
	{ .name = "host_number", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "host_pf_not_exist", .doc = "", .bit = 0xd, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "host_pf_disabled", .doc = "", .bit = 0xf, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "host_num_of_vfs", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "host_total_vfs", .doc = "", .bit = 0x20, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "host_pci_bus", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "host_pci_device", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "host_pci_function", .doc = "", .bit = 0x70, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_host_params_context = {
	.name = "host_params_context", .doc = "Host PF and VF parameters (eswitch functions)", .size_bits = 0x200,
	.fields = fields_host_params_context, .nfields = 8,
};

static const struct mlx5ctl_field_desc fields_ib_ext_port_cntrs_grp_data_layout[] = {
	{ .name = "port_xmit_data_high", .doc = "", .bit = 0x300, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_xmit_data_low", .doc = "", .bit = 0x320, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_rcv_data_high", .doc = "", .bit = 0x340, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_rcv_data_low", .doc = "", .bit = 0x360, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_xmit_pkts_high", .doc = "", .bit = 0x380, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_xmit_pkts_low", .doc = "", .bit = 0x3a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_rcv_pkts_high", .doc = "", .bit = 0x3c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_rcv_pkts_low", .doc = "", .bit = 0x3e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_unicast_xmit_pkts_high", .doc = "", .bit = 0x480, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_unicast_xmit_pkts_low", .doc = "", .bit = 0x4a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_multicast_xmit_pkts_high", .doc = "", .bit = 0x4c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_multicast_xmit_pkts_low", .doc = "", .bit = 0x4e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_unicast_rcv_pkts_high", .doc = "", .bit = 0x500, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_unicast_rcv_pkts_low", .doc = "", .bit = 0x520, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_multicast_rcv_pkts_high", .doc = "", .bit = 0x540, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_multicast_rcv_pkts_low", .doc = "", .bit = 0x560, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_ib_ext_port_cntrs_grp_data_layout = {
	.name = "ib_ext_port_cntrs_grp_data_layout", .doc = "PPCNT group InfiniBand extended port", .size_bits = 0x7c0,
	.fields = fields_ib_ext_port_cntrs_grp_data_layout, .nfields = 16,
};

static const struct mlx5ctl_field_desc fields_ib_port_cntrs_grp_data_layout[] = {
	{ .name = "symbol_error_counter", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "link_error_recovery_counter", .doc = "", .bit = 0x10, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "link_downed_counter", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_rcv_errors", .doc = "", .bit = 0x20, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_rcv_remote_physical_errors", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_rcv_switch_relay_errors", .doc = "", .bit = 0x40, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_xmit_discards", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_xmit_constraint_errors", .doc = "", .bit = 0x60, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_rcv_constraint_errors", .doc = "", .bit = 0x68, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "link_overrun_errors", .doc = "", .bit = 0x78, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vl_15_dropped", .doc = "", .bit = 0x90, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_xmit_wait", .doc = "", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_ib_port_cntrs_grp_data_layout = {
	.name = "ib_port_cntrs_grp_data_layout", .doc = "PPCNT group InfiniBand port", .size_bits = 0x140,
	.fields = fields_ib_port_cntrs_grp_data_layout, .nfields = 12,
};

static const struct mlx5ctl_field_desc fields_icmd_ctrl[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_icmd_opcode },
	{ .name = "status", .doc = "Completion status (out)", .bit = 0x10, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_icmd_status },
	{ .name = "exmb", .doc = "Mailbox in host memory (DMA); the model has none: refused", .bit = 0x1e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "busy", .doc = "Go: software sets it to run the command, the firmware clears it when done", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_icmd_ctrl = {
	.name = "icmd_ctrl", .doc = "ICMD control word (ICMD space address 0x0, one dword)", .size_bits = 0x20,
	.fields = fields_icmd_ctrl, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_icmd_get_fw_info[] = {
	{ .name = "fw_version", .doc = "", .bit = 0x0, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_fw_version_time },
	{ .name = "hash_signature", .doc = "", .bit = 0x90, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "psid", .doc = "", .bit = 0xa0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_icmd_get_fw_info = {
	.name = "icmd_get_fw_info", .doc = "GET_FW_INFO output", .size_bits = 0x120,
	.fields = fields_icmd_get_fw_info, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_icmd_op_tlv[] = {
	{ .name = "type", .doc = "OPERATION (1)", .bit = 0x0, .width = 0x5,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_icmd_tlv_type },
	{ .name = "len", .doc = "Length in dwords (4)", .bit = 0x5, .width = 0xb,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dr", .doc = "Directed route (in-band only)", .bit = 0x10, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "status", .doc = "Out", .bit = 0x11, .width = 0x7,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_icmd_reg_status },
	{ .name = "register_id", .doc = "", .bit = 0x20, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_reg_id },
	{ .name = "r", .doc = "Response: set by the firmware", .bit = 0x30, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "method", .doc = "", .bit = 0x31, .width = 0x7,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_icmd_reg_method },
	{ .name = "class", .doc = "1: register access", .bit = 0x38, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tid", .doc = "Transaction id (echoed)", .bit = 0x40, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_icmd_op_tlv = {
	.name = "icmd_op_tlv", .doc = "Operation TLV: the register access, its direction and status", .size_bits = 0x80,
	.fields = fields_icmd_op_tlv, .nfields = 9,
};

static const struct mlx5ctl_field_desc fields_icmd_query_cap_general[] = {
	{ .name = "nv_access", .doc = "NV configuration registers (MNVDA...)", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "fw_info_psid", .doc = "MGIR reports the PSID", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "allow_icmd_access_reg_on_all_registers", .doc = "ACCESS_REGISTER reaches every access register (not only the tools' set)", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "mh_sync", .doc = "", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pcam_reg", .doc = "PCAM is supported", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "mcam_reg", .doc = "MCAM is supported", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "qcam_reg", .doc = "", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "capi", .doc = "", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "icmd_exmb", .doc = "Mailbox in host memory supported", .bit = 0x8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "virtual_link_down", .doc = "", .bit = 0x9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "capability_groups", .doc = "", .bit = 0xb, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "num_of_diagnostic_counters", .doc = "", .bit = 0x20, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_icmd_query_cap_general = {
	.name = "icmd_query_cap_general", .doc = "QUERY_CAP_GENERAL output (capability group 0)", .size_bits = 0x40,
	.fields = fields_icmd_query_cap_general, .nfields = 12,
};

static const struct mlx5ctl_field_desc fields_icmd_query_cap_in[] = {
	{ .name = "capability_group", .doc = "0 general (the only one modelled)", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_icmd_query_cap_in = {
	.name = "icmd_query_cap_in", .doc = "QUERY_CAP_GENERAL input", .size_bits = 0x20,
	.fields = fields_icmd_query_cap_in, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_icmd_reg_tlv[] = {
	{ .name = "type", .doc = "REG (3)", .bit = 0x0, .width = 0x5,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_icmd_tlv_type },
	{ .name = "len", .doc = "Length in dwords, this header included", .bit = 0x5, .width = 0xb,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_icmd_reg_tlv = {
	.name = "icmd_reg_tlv", .doc = "Register TLV header; the register's bytes follow", .size_bits = 0x20,
	.fields = fields_icmd_reg_tlv, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_init_hca_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sw_vhca_id", .doc = "", .bit = 0x62, .width = 0xe,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sw_owner_id", .doc = "", .bit = 0x80, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_init_hca_in = {
	.name = "init_hca_in", .doc = "INIT_HCA inbox", .size_bits = 0x100,
	.fields = fields_init_hca_in, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_init_hca_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_init_hca_out = {
	.name = "init_hca_out", .doc = "INIT_HCA outbox", .size_bits = 0x80,
	.fields = fields_init_hca_out, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_initial_seg[] = {
	{ .name = "fw_rev_minor", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fw_rev_major", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cmd_interface_rev", .doc = "Must be 5", .bit = 0x20, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fw_rev_subminor", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cmdq_phy_addr_63_32", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cmdq_phy_addr_31_12", .doc = "", .bit = 0xa0, .width = 0x14,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "nic_interface_msb", .doc = "Bit 10: mlx5_core reads bits 10:8 as the NIC interface state (SW_RESET = 7)", .bit = 0xb5, .width = 0x1,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "nic_interface", .doc = "Bits 9:8 of the NIC interface state", .bit = 0xb6, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_cmdq_size", .doc = "", .bit = 0xb8, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_cmdq_stride", .doc = "", .bit = 0xbc, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "command_doorbell_vector", .doc = "Write 1 << slot to ring", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "initializing", .doc = "1 while the firmware boots", .bit = 0xfe0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "fw_reset_supported", .doc = "(device.h)", .bit = 0xfe1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "nic_interface_supported", .doc = "", .bit = 0xfe5, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "embedded_cpu", .doc = "", .bit = 0xfe8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "health_buffer", .doc = "", .bit = 0x1000, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_health_buffer },
	{ .name = "no_dram_nic_offset", .doc = "", .bit = 0x1200, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cmd_exec_to", .doc = "Command execution timeout in ms, 0 = default (device.h)", .bit = 0x7fc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cmd_q_init_to", .doc = "(device.h)", .bit = 0x7fe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "internal_timer_h", .doc = "(device.h)", .bit = 0x8000, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "internal_timer_l", .doc = "(device.h)", .bit = 0x8020, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "clear_int", .doc = "", .bit = 0x807f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "health_syndrome", .doc = "", .bit = 0x8080, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "health_counter", .doc = "Must change at least once a second", .bit = 0x8088, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "real_time_h", .doc = "(device.h)", .bit = 0x8200, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "real_time_l", .doc = "(device.h)", .bit = 0x8220, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_initial_seg = {
	.name = "initial_seg", .doc = "The initialization segment at the start of BAR0 (device.h: struct mlx5_init_seg)", .size_bits = 0x20060,
	.fields = fields_initial_seg, .nfields = 26,
};

static const struct mlx5ctl_field_desc fields_ipv4_layout[] = {
	{ .name = "ipv4", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_ipv4_layout = {
	.name = "ipv4_layout", .doc = "An IPv4 address", .size_bits = 0x80,
	.fields = fields_ipv4_layout, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_ipv6_layout[] = {
	{ .name = "ipv6", .doc = "", .bit = 0x0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_ipv6_layout = {
	.name = "ipv6_layout", .doc = "An IPv6 address", .size_bits = 0x80,
	.fields = fields_ipv6_layout, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_ipv6_simple_layout[] = {
	{ .name = "ipv6_127_96", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ipv6_95_64", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ipv6_63_32", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ipv6_31_0", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_ipv6_simple_layout = {
	.name = "ipv6_simple_layout", .doc = "An IPv6 address as four words", .size_bits = 0x80,
	.fields = fields_ipv6_simple_layout, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_lagc[] = {
	{ .name = "fdb_selection_mode", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "port_select_mode", .doc = "", .bit = 0x15, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "lag_state", .doc = "", .bit = 0x1d, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "active_port", .doc = "", .bit = 0x2c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tx_remap_affinity_2", .doc = "", .bit = 0x34, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tx_remap_affinity_1", .doc = "", .bit = 0x3c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_lagc = {
	.name = "lagc", .doc = "LAG context", .size_bits = 0x40,
	.fields = fields_lagc, .nfields = 6,
};

static const struct mlx5ctl_field_desc fields_mac_address_layout[] = {
	{ .name = "mac_addr_47_32", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "mac_addr_31_0", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mac_address_layout = {
	.name = "mac_address_layout", .doc = "A MAC address", .size_bits = 0x40,
	.fields = fields_mac_address_layout, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_manage_pages_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "embedded_cpu_function", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "function_id", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "input_num_entries", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pas", .doc = "Page physical addresses", .bit = 0x80, .width = 0x0,
	  .kind = MLX5CTL_KIND_UINT, .flex = true, .elem_width = 64 },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_manage_pages_in = {
	.name = "manage_pages_in", .doc = "MANAGE_PAGES inbox, followed by input_num_entries page addresses", .size_bits = 0x80,
	.fields = fields_manage_pages_in, .nfields = 6,
};

static const struct mlx5ctl_field_desc fields_manage_pages_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "output_num_entries", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pas", .doc = "Page physical addresses", .bit = 0x80, .width = 0x0,
	  .kind = MLX5CTL_KIND_UINT, .flex = true, .elem_width = 64 },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_manage_pages_out = {
	.name = "manage_pages_out", .doc = "MANAGE_PAGES outbox, followed by output_num_entries page addresses", .size_bits = 0x80,
	.fields = fields_manage_pages_out, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_mbox_in_hdr[] = {
	{ .name = "opcode", .doc = "Command opcode", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "User context the command runs under (0 = kernel)", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vhca_tunnel_id", .doc = "The function a tunnelled command is for (general_obj_in_cmd_hdr; reserved in the other inboxes). Real firmware's handling of a user context's tunnelled command is not public; the model does the worst plausible: the command runs on the named function with that function's own rights, i.e. as uid 0, not the caller's UID (its DMA is still accounted to the caller's UID)", .bit = 0x20, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "Opcode modifier", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mbox_in_hdr = {
	.name = "mbox_in_hdr", .doc = "The first 16 bytes of every command inbox", .size_bits = 0x80,
	.fields = fields_mbox_in_hdr, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_mbox_out_hdr[] = {
	{ .name = "status", .doc = "Completion status", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "Firmware syndrome of a failure", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mbox_out_hdr = {
	.name = "mbox_out_hdr", .doc = "The first 16 bytes of every command outbox", .size_bits = 0x80,
	.fields = fields_mbox_out_hdr, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_mcam_access_reg[] = {
	{ .name = "mcda", .doc = "", .bit = 0x1c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "mcc", .doc = "", .bit = 0x1d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "mcqi", .doc = "", .bit = 0x1e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "mcqs", .doc = "", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "regs_95_to_90", .doc = "", .bit = 0x20, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "mpir", .doc = "", .bit = 0x26, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "regs_88_to_87", .doc = "", .bit = 0x27, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "mpegc", .doc = "", .bit = 0x29, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "mtutc", .doc = "", .bit = 0x2a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "regs_84_to_68", .doc = "", .bit = 0x2b, .width = 0x11,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tracer_registers", .doc = "", .bit = 0x3c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "regs_63_to_46", .doc = "", .bit = 0x40, .width = 0x12,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "mrtc", .doc = "", .bit = 0x52, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "regs_44_to_41", .doc = "", .bit = 0x53, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "mfrl", .doc = "", .bit = 0x57, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "regs_39_to_32", .doc = "", .bit = 0x58, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "regs_31_to_11", .doc = "", .bit = 0x60, .width = 0x15,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "mtmp", .doc = "", .bit = 0x75, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "regs_9_to_0", .doc = "", .bit = 0x76, .width = 0xa,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mcam_access_reg = {
	.name = "mcam_access_reg", .doc = "MCAM access registers 0x9000-0x907f: bit i (from the LSB) = register 0x9000 + i", .size_bits = 0x80,
	.fields = fields_mcam_access_reg, .nfields = 19,
};

static const struct mlx5ctl_field_desc fields_mcam_access_reg_bits2[] = {
	{ .name = "regs_127_to_99", .doc = "", .bit = 0x0, .width = 0x1d,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "mirc", .doc = "", .bit = 0x1d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "regs_97_to_96", .doc = "", .bit = 0x1e, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "regs_95_to_87", .doc = "", .bit = 0x20, .width = 0x9,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "synce_registers", .doc = "", .bit = 0x29, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "regs_84_to_64", .doc = "", .bit = 0x2b, .width = 0x15,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "regs_63_to_32", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "regs_31_to_0", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mcam_access_reg_bits2 = {
	.name = "mcam_access_reg_bits2", .doc = "MCAM access registers 0x9100-0x917f (group 2): bit i (from the LSB) = register 0x9100 + i", .size_bits = 0x80,
	.fields = fields_mcam_access_reg_bits2, .nfields = 8,
};

static const struct mlx5ctl_struct_desc *const alts_mcam_reg_mng_access_reg_cap_mask[] = {
	&mlx5ctl_prm_st_mcam_access_reg,
	&mlx5ctl_prm_st_mcam_access_reg_bits2,
};

static const struct mlx5ctl_field_desc fields_mcam_reg[] = {
	{ .name = "feature_group", .doc = "0: enhanced features", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "access_reg_group", .doc = "Group n: registers 0x9000 + 0x80 n to 0x907f + 0x80 n (0 to 3)", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "mng_access_reg_cap_mask", .doc = "", .bit = 0x40, .width = 0x80,
	  .kind = MLX5CTL_KIND_UNION,
	  .alts = alts_mcam_reg_mng_access_reg_cap_mask, .nalts = 2 },
	{ .name = "mng_feature_cap_mask", .doc = "Enhanced features (none announced)", .bit = 0x140, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mcam_reg = {
	.name = "mcam_reg", .doc = "MCAM register", .size_bits = 0x240,
	.fields = fields_mcam_reg, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_mcc_reg[] = {
	{ .name = "time_elapsed_since_last_cmd", .doc = "Seconds since the handle's owner last used it (saturates at 0xfff)", .bit = 0x4, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "instruction", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_mcc_instruction },
	{ .name = "component_index", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "update_handle", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_HEX },
	{ .name = "handle_owner_type", .doc = "", .bit = 0x60, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_fwu_entity },
	{ .name = "handle_owner_host_id", .doc = "", .bit = 0x64, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "control_progress", .doc = "0..100 percent; 101: not reported", .bit = 0x69, .width = 0x7,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "error_code", .doc = "", .bit = 0x70, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_fsm_error },
	{ .name = "control_state", .doc = "", .bit = 0x7c, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_fsm_state },
	{ .name = "component_size", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mcc_reg = {
	.name = "mcc_reg", .doc = "MCC register", .size_bits = 0x100,
	.fields = fields_mcc_reg, .nfields = 10,
};

static const struct mlx5ctl_field_desc fields_mcda_reg[] = {
	{ .name = "update_handle", .doc = "", .bit = 0x8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_HEX },
	{ .name = "offset", .doc = "Byte offset into the component", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "size", .doc = "Bytes of data", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "data", .doc = "Component bytes, each dword little-endian (see the file's comment)", .bit = 0x80, .width = 0x0,
	  .kind = MLX5CTL_KIND_UINT, .flex = true, .elem_width = 32 },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mcda_reg = {
	.name = "mcda_reg", .doc = "MCDA register: size bytes of component data follow", .size_bits = 0x80,
	.fields = fields_mcda_reg, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_mcia_reg[] = {
	{ .name = "l", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "module", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "status", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "i2c_device_address", .doc = "", .bit = 0x20, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "page_number", .doc = "", .bit = 0x28, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "device_address", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "size", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "password", .doc = "Written to the module's password field (PRM; reserved unless the module has one)", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dwords", .doc = "", .bit = 0x80, .width = 0x400,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mcia_reg = {
	.name = "mcia_reg", .doc = "MCIA register", .size_bits = 0x480,
	.fields = fields_mcia_reg, .nfields = 9,
};

static const struct mlx5ctl_field_desc fields_mcqi_activation_method[] = {
	{ .name = "pending_server_ac_power_cycle", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pending_server_dc_power_cycle", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pending_server_reboot", .doc = "", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pending_fw_reset", .doc = "A firmware (device) reset activates it", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "auto_activate", .doc = "", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "all_hosts_sync", .doc = "", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "device_hw_reset", .doc = "", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mcqi_activation_method = {
	.name = "mcqi_activation_method", .doc = "MCQI ACTIVATION_METHOD info", .size_bits = 0x20,
	.fields = fields_mcqi_activation_method, .nfields = 7,
};

static const struct mlx5ctl_field_desc fields_mcqi_cap[] = {
	{ .name = "supported_info_bitmask", .doc = "Bit n: info_type n is supported (CAPABILITIES always)", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_HEX },
	{ .name = "component_size", .doc = "Bytes of the running component", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_component_size", .doc = "The largest component the device takes", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_mcda_word_size", .doc = "MCDA offsets and sizes are multiples of 2^n bytes", .bit = 0x60, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "mcda_max_write_size", .doc = "Bytes of data one MCDA access carries at most", .bit = 0x70, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rd_en", .doc = "The component can be read back", .bit = 0x80, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "signed_updates_only", .doc = "", .bit = 0x81, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "match_chip_id", .doc = "", .bit = 0x82, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "match_psid", .doc = "", .bit = 0x83, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "check_user_timestamp", .doc = "", .bit = 0x84, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "match_base_guid_mac", .doc = "", .bit = 0x85, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mcqi_cap = {
	.name = "mcqi_cap", .doc = "MCQI CAPABILITIES info", .size_bits = 0xa0,
	.fields = fields_mcqi_cap, .nfields = 11,
};

static const struct mlx5ctl_field_desc fields_mcqi_reg[] = {
	{ .name = "read_pending_component", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "component_index", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "info_type", .doc = "", .bit = 0x5b, .width = 0x5,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_mcqi_info_type },
	{ .name = "info_size", .doc = "Out: bytes of the whole info", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "offset", .doc = "Byte offset into the info (dword aligned)", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "data_size", .doc = "Bytes asked for; out: bytes returned", .bit = 0xb0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "data", .doc = "The info, from offset", .bit = 0xc0, .width = 0x0,
	  .kind = MLX5CTL_KIND_UINT, .flex = true, .elem_width = 32 },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mcqi_reg = {
	.name = "mcqi_reg", .doc = "MCQI register: the info (mcqi_info_type's layout) follows the header", .size_bits = 0xc0,
	.fields = fields_mcqi_reg, .nfields = 7,
};

static const struct mlx5ctl_field_desc fields_mcqi_version[] = {
	{ .name = "build_time_valid", .doc = "", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "user_defined_time_valid", .doc = "", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "version_string_length", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "version", .doc = "Packed: fw_version (devlink shows %d.%d.%04d)", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_HEX },
	{ .name = "build_time", .doc = "", .bit = 0x40, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "user_defined_time", .doc = "", .bit = 0x80, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "build_tool_version", .doc = "", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "version_string", .doc = "", .bit = 0x100, .width = 0x2e0,
	  .kind = MLX5CTL_KIND_BYTES,
	  .format = MLX5CTL_FORMAT_ASCII },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mcqi_version = {
	.name = "mcqi_version", .doc = "MCQI VERSION info", .size_bits = 0x3e0,
	.fields = fields_mcqi_version, .nfields = 8,
};

static const struct mlx5ctl_field_desc fields_mcqs_reg[] = {
	{ .name = "last_index_flag", .doc = "The last component", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "fw_device", .doc = "0: this device", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "component_index", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "identifier", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_mcqs_identifier },
	{ .name = "component_status", .doc = "", .bit = 0x57, .width = 0x5,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_mcqs_component_status },
	{ .name = "component_update_state", .doc = "", .bit = 0x5c, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_mcqs_update_state },
	{ .name = "last_update_state_changer_type", .doc = "", .bit = 0x60, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_fwu_entity },
	{ .name = "last_update_state_changer_host_id", .doc = "", .bit = 0x64, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mcqs_reg = {
	.name = "mcqs_reg", .doc = "MCQS register", .size_bits = 0x80,
	.fields = fields_mcqs_reg, .nfields = 8,
};

static const struct mlx5ctl_field_desc fields_mfa2_component_descriptor[] = {
	{ .name = "pldm_classification", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "identifier", .doc = "What mlxfw flashes it as (the MCQS component index)", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_mcqs_identifier },
	{ .name = "cb_offset_h", .doc = "Offset in the uncompressed block, high dword", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cb_offset_l", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "size", .doc = "Bytes of the component (after its 16-byte magic)", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mfa2_component_descriptor = {
	.name = "mfa2_component_descriptor", .doc = "COMPONENT_DESCRIPTOR payload", .size_bits = 0x80,
	.fields = fields_mfa2_component_descriptor, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_mfa2_component_ptr[] = {
	{ .name = "storage_id", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "component_index", .doc = "Which component TLV, from 0", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "storage_address", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mfa2_component_ptr = {
	.name = "mfa2_component_ptr", .doc = "COMPONENT_PTR payload", .size_bits = 0x40,
	.fields = fields_mfa2_component_ptr, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_mfa2_multi[] = {
	{ .name = "num_extensions", .doc = "Children - 1", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "total_len", .doc = "Bytes of the children, headers and padding included", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mfa2_multi = {
	.name = "mfa2_multi", .doc = "MULTI_PART payload: its children follow it", .size_bits = 0x20,
	.fields = fields_mfa2_multi, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_mfa2_package_descriptor[] = {
	{ .name = "num_components", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "num_devices", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cb_offset", .doc = "File offset of the component block", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cb_archive_size", .doc = "Bytes of the compressed block", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cb_size_h", .doc = "Bytes of the block uncompressed, high dword", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cb_size_l", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cv_compression", .doc = "", .bit = 0xb8, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_mfa2_compression },
	{ .name = "user_data_offset", .doc = "", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mfa2_package_descriptor = {
	.name = "mfa2_package_descriptor", .doc = "PACKAGE_DESCRIPTOR payload", .size_bits = 0xe0,
	.fields = fields_mfa2_package_descriptor, .nfields = 8,
};

static const struct mlx5ctl_field_desc fields_mfa2_tlv[] = {
	{ .name = "version", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "type", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_mfa2_tlv_type },
	{ .name = "len", .doc = "Bytes of payload", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mfa2_tlv = {
	.name = "mfa2_tlv", .doc = "An MFA2 TLV's header: len bytes of payload follow, then padding to 4 bytes", .size_bits = 0x20,
	.fields = fields_mfa2_tlv, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_mfba_reg[] = {
	{ .name = "add_cap_32b", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "fs", .doc = "Flash select", .bit = 0x1a, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "size", .doc = "Bytes to read or write", .bit = 0x37, .width = 0x9,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "address", .doc = "Flash address in bytes", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "data", .doc = "", .bit = 0x60, .width = 0x800,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mfba_reg = {
	.name = "mfba_reg", .doc = "MFBA register", .size_bits = 0x860,
	.fields = fields_mfba_reg, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_mfbe_reg[] = {
	{ .name = "add_cap_32b", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bulk_32kb_erase", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bulk_64kb_erase", .doc = "", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "fs", .doc = "Flash select", .bit = 0x1a, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "address", .doc = "Start of the erase, aligned to its size", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mfbe_reg = {
	.name = "mfbe_reg", .doc = "MFBE register", .size_bits = 0x60,
	.fields = fields_mfbe_reg, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_mfpa_reg[] = {
	{ .name = "add_cap_32b", .doc = "boot_address is 32 bits wide", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "fs", .doc = "Flash select (in): 0 .. flash_num - 1", .bit = 0x1a, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "boot_address", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "wip", .doc = "Work in progress (the flash is busy)", .bit = 0x80, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bulk_32kb_erase_en", .doc = "", .bit = 0x81, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bulk_64kb_erase_en", .doc = "", .bit = 0x82, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "sector_wrp_en", .doc = "", .bit = 0x8e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "sub_sector_wrp_en", .doc = "", .bit = 0x8f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "flash_num", .doc = "Number of flash devices", .bit = 0x9c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "jedec_id", .doc = "What the flash's Read JEDEC ID returns", .bit = 0xa8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "block_size", .doc = "Bytes: the largest MFBA access", .bit = 0xc0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "block_alignment", .doc = "Log2 of the required access alignment", .bit = 0xc8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sector_size", .doc = "Log2 of the smallest erase, in bytes (12: 4 KiB sectors)", .bit = 0xd6, .width = 0xa,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "capability_mask", .doc = "", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mfpa_reg = {
	.name = "mfpa_reg", .doc = "MFPA register", .size_bits = 0x100,
	.fields = fields_mfpa_reg, .nfields = 14,
};

static const struct mlx5ctl_field_desc fields_mfrl_reg[] = {
	{ .name = "pci_sync_for_fw_update_start", .doc = "", .bit = 0x22, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pci_sync_for_fw_update_resp", .doc = "", .bit = 0x23, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rst_type_sel", .doc = "", .bit = 0x25, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pci_reset_req_method", .doc = "0 link toggle, 1 hot reset", .bit = 0x28, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "reset_state", .doc = "0 idle", .bit = 0x2c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "reset_type", .doc = "Supported reset types (mfrl_reset_type bits)", .bit = 0x30, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "reset_level", .doc = "Supported reset levels (mfrl_reset_level bits)", .bit = 0x38, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mfrl_reg = {
	.name = "mfrl_reg", .doc = "MFRL register", .size_bits = 0x40,
	.fields = fields_mfrl_reg, .nfields = 7,
};

static const struct mlx5ctl_field_desc fields_mgir_dev_info[] = {
	{ .name = "dev_branch_tag", .doc = "Branch tag (ASCII)", .bit = 0x0, .width = 0xe0,
	  .kind = MLX5CTL_KIND_BYTES,
	  .format = MLX5CTL_FORMAT_ASCII },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mgir_dev_info = {
	.name = "mgir_dev_info", .doc = "MGIR device information", .size_bits = 0xe0,
	.fields = fields_mgir_dev_info, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_mgir_fw_info[] = {
	{ .name = "dev_sc", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "string_tlv", .doc = "", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "dev", .doc = "", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "debug", .doc = "", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "signed_fw", .doc = "", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "secured", .doc = "", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "major", .doc = "Deprecated; see extended_major", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "minor", .doc = "Deprecated; see extended_minor", .bit = 0x10, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sub_minor", .doc = "Deprecated; see extended_sub_minor", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "build_id", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "month", .doc = "Firmware build month (BCD)", .bit = 0x40, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "day", .doc = "Firmware build day (BCD)", .bit = 0x48, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "year", .doc = "Firmware build year (BCD)", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_DATE,
	  .display = "build_date", .njoin = 3, .join = { 10, 11, 13 } },
	{ .name = "hour", .doc = "Firmware build time, HHMM (BCD)", .bit = 0x70, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "psid", .doc = "Parameter-set id (board configuration)", .bit = 0x80, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES,
	  .format = MLX5CTL_FORMAT_ASCII },
	{ .name = "ini_file_version", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "extended_major", .doc = "", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "extended_minor", .doc = "", .bit = 0x140, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "extended_sub_minor", .doc = "", .bit = 0x160, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "disabled_tiles_bitmap", .doc = "", .bit = 0x180, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "isfu_major", .doc = "", .bit = 0x190, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "encryption", .doc = "", .bit = 0x1bc, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "sec_boot", .doc = "", .bit = 0x1bd, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "life_cycle", .doc = "", .bit = 0x1be, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mgir_fw_info = {
	.name = "mgir_fw_info", .doc = "MGIR firmware information", .size_bits = 0x200,
	.fields = fields_mgir_fw_info, .nfields = 24,
};

static const struct mlx5ctl_field_desc fields_mgir_hardware_info[] = {
	{ .name = "device_hw_revision", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "device_id", .doc = "PCI device id", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ib_mad_gen", .doc = "", .bit = 0x21, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "num_ports", .doc = "Number of ports the device supports", .bit = 0x24, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "technology", .doc = "Process technology", .bit = 0x30, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pvs", .doc = "", .bit = 0x3b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "hw_dev_id", .doc = "PCI device id in recovery (livefish) mode", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pci_switch_only_mode", .doc = "", .bit = 0x60, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "development", .doc = "", .bit = 0x61, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ga_valid", .doc = "", .bit = 0x63, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "module_master_fw_default", .doc = "", .bit = 0x6e, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "chip_type", .doc = "", .bit = 0x84, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ga", .doc = "", .bit = 0x8a, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "manufacturing_base_mac_47_32", .doc = "Base MAC address the ports' addresses derive from, bits 47:32", .bit = 0x90, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_MAC,
	  .display = "manufacturing_base_mac", .njoin = 1, .join = { 14 } },
	{ .name = "manufacturing_base_mac_31_0", .doc = "Base MAC address, bits 31:0", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "uptime", .doc = "Seconds since the last reset", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mgir_hardware_info = {
	.name = "mgir_hardware_info", .doc = "MGIR hardware information", .size_bits = 0x100,
	.fields = fields_mgir_hardware_info, .nfields = 16,
};

static const struct mlx5ctl_field_desc fields_mgir_reg[] = {
	{ .name = "hardware_info", .doc = "", .bit = 0x0, .width = 0x100,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_mgir_hardware_info },
	{ .name = "fw_info", .doc = "", .bit = 0x100, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_mgir_fw_info },
	{ .name = "sw_info", .doc = "", .bit = 0x300, .width = 0x100,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_mgir_sw_info },
	{ .name = "dev_info", .doc = "", .bit = 0x400, .width = 0xe0,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_mgir_dev_info },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mgir_reg = {
	.name = "mgir_reg", .doc = "MGIR register", .size_bits = 0x500,
	.fields = fields_mgir_reg, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_mgir_sw_info[] = {
	{ .name = "major", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "minor", .doc = "", .bit = 0x10, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sub_minor", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mgir_sw_info = {
	.name = "mgir_sw_info", .doc = "MGIR driver (software) information", .size_bits = 0x100,
	.fields = fields_mgir_sw_info, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_mirc_reg[] = {
	{ .name = "status_code", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_mirc_status },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mirc_reg = {
	.name = "mirc_reg", .doc = "MIRC register", .size_bits = 0x40,
	.fields = fields_mirc_reg, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_mkc[] = {
	{ .name = "free", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "access_mode_4_2", .doc = "", .bit = 0x3, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "relaxed_ordering_write", .doc = "", .bit = 0xd, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "small_fence_on_rdma_read_response", .doc = "", .bit = 0xf, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "umr_en", .doc = "", .bit = 0x10, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "a", .doc = "", .bit = 0x11, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rw", .doc = "", .bit = 0x12, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rr", .doc = "", .bit = 0x13, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "lw", .doc = "", .bit = 0x14, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "lr", .doc = "", .bit = 0x15, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "access_mode_1_0", .doc = "", .bit = 0x16, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_mkc_access_mode },
	{ .name = "ma_translation_mode", .doc = "", .bit = 0x1a, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "qpn", .doc = "", .bit = 0x20, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "mkey_7_0", .doc = "", .bit = 0x38, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "length64", .doc = "", .bit = 0x60, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bsf_en", .doc = "", .bit = 0x61, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "sync_umr", .doc = "", .bit = 0x62, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "expected_sigerr_count", .doc = "", .bit = 0x65, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "en_rinval", .doc = "", .bit = 0x67, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pd", .doc = "", .bit = 0x68, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "start_addr", .doc = "", .bit = 0x80, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "len", .doc = "", .bit = 0xc0, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "bsf_octword_size", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "crossing_target_vhca_id", .doc = "", .bit = 0x180, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "translations_octword_size", .doc = "", .bit = 0x1a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "relaxed_ordering_read", .doc = "", .bit = 0x1d9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_page_size", .doc = "", .bit = 0x1da, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mkc = {
	.name = "mkc", .doc = "Memory key context", .size_bits = 0x200,
	.fields = fields_mkc, .nfields = 27,
};

static const struct mlx5ctl_field_desc fields_mlcok_reg[] = {
	{ .name = "operation", .doc = "0: hardware access enabled (unlocked), 1: disabled (locked)", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "key", .doc = "Write: the key that locks or unlocks; a read never gives it (0)", .bit = 0x40, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_HEX },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mlcok_reg = {
	.name = "mlcok_reg", .doc = "MLCOK register (mstflint's tools_open_mlock)", .size_bits = 0x80,
	.fields = fields_mlcok_reg, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_mnvda_reg[] = {
	{ .name = "configuration_item_header", .doc = "", .bit = 0x0, .width = 0x60,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_config_item },
	{ .name = "configuration_item_data", .doc = "The item's layout (nv_param)", .bit = 0x60, .width = 0x800,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mnvda_reg = {
	.name = "mnvda_reg", .doc = "MNVDA register", .size_bits = 0x860,
	.fields = fields_mnvda_reg, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_mnvgc_reg[] = {
	{ .name = "priv_nv_other_host", .doc = "Other hosts' items may be written", .bit = 0x1d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "nvda_read_current_settings", .doc = "MNVDA access_mode 1 (current)", .bit = 0x1e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "nvda_read_factory_settings", .doc = "MNVDA access_mode 2 (default)", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mnvgc_reg = {
	.name = "mnvgc_reg", .doc = "MNVGC register", .size_bits = 0x80,
	.fields = fields_mnvgc_reg, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_mnvia_reg[] = {
	{ .name = NULL },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mnvia_reg = {
	.name = "mnvia_reg", .doc = "MNVIA register (no fields the model reads)", .size_bits = 0x40,
	.fields = fields_mnvia_reg, .nfields = 0,
};

static const struct mlx5ctl_struct_desc *const alts_mnvqc_reg_type[] = {
	&mlx5ctl_prm_st_configuration_item_type_class_global,
	&mlx5ctl_prm_st_configuration_item_type_class_per_host_pf,
};

static const struct mlx5ctl_field_desc fields_mnvqc_reg[] = {
	{ .name = "type", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UNION,
	  .alts = alts_mnvqc_reg_type, .nalts = 2 },
	{ .name = "version", .doc = "Highest item version the firmware supports", .bit = 0x38, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "support_wr", .doc = "", .bit = 0x3e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "support_rd", .doc = "", .bit = 0x3f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mnvqc_reg = {
	.name = "mnvqc_reg", .doc = "MNVQC register", .size_bits = 0x40,
	.fields = fields_mnvqc_reg, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_modify_cong_status_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "priority", .doc = "", .bit = 0x58, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cong_protocol", .doc = "", .bit = 0x5c, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cong_protocol },
	{ .name = "enable", .doc = "", .bit = 0x60, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tag_enable", .doc = "", .bit = 0x61, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_modify_cong_status_in = {
	.name = "modify_cong_status_in", .doc = "MODIFY_CONG_STATUS inbox", .size_bits = 0x80,
	.fields = fields_modify_cong_status_in, .nfields = 6,
};

static const struct mlx5ctl_field_desc fields_modify_cong_status_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_modify_cong_status_out = {
	.name = "modify_cong_status_out", .doc = "MODIFY_CONG_STATUS outbox", .size_bits = 0x80,
	.fields = fields_modify_cong_status_out, .nfields = 2,
};

static const struct mlx5ctl_struct_desc *const alts_mpcnt_reg_counter_set[] = {
	&mlx5ctl_prm_st_pcie_perf_cntrs_grp_data_layout,
};

static const struct mlx5ctl_field_desc fields_mpcnt_reg[] = {
	{ .name = "depth", .doc = "Depth of the PCIe hierarchy (0: this function)", .bit = 0x2, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pcie_index", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "node", .doc = "", .bit = 0x10, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "grp", .doc = "", .bit = 0x1a, .width = 0x6,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_mpcnt_grp },
	{ .name = "clr", .doc = "Clear the group after reading it (refused to a debug read: the register's constraints)", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "counter_set", .doc = "", .bit = 0x40, .width = 0x7c0,
	  .kind = MLX5CTL_KIND_UNION,
	  .alts = alts_mpcnt_reg_counter_set, .nalts = 1 },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mpcnt_reg = {
	.name = "mpcnt_reg", .doc = "MPCNT register (PCIe counters)", .size_bits = 0x800,
	.fields = fields_mpcnt_reg, .nfields = 6,
};

static const struct mlx5ctl_field_desc fields_mqis_reg[] = {
	{ .name = "info_type", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_mqis_info_type },
	{ .name = "info_length", .doc = "Out: bytes of the whole string", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "read_offset", .doc = "In: first byte to read", .bit = 0x40, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "read_length", .doc = "In: bytes to read; out: bytes read", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "info_string", .doc = "The piece read (8 bytes at most)", .bit = 0x80, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mqis_reg = {
	.name = "mqis_reg", .doc = "MQIS register", .size_bits = 0xc0,
	.fields = fields_mqis_reg, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_mtcap_reg[] = {
	{ .name = "sensor_count", .doc = "", .bit = 0x19, .width = 0x7,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sensor_map", .doc = "Bit n: sensor n is present", .bit = 0x40, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_HEX },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mtcap_reg = {
	.name = "mtcap_reg", .doc = "MTCAP register", .size_bits = 0x80,
	.fields = fields_mtcap_reg, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_mtmp_reg[] = {
	{ .name = "sensor_index", .doc = "", .bit = 0x14, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "temperature", .doc = "0.125 C units, two's complement", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_NUMBER, .unit = "°C", .scale = 0.125, .is_signed = true },
	{ .name = "mte", .doc = "Max temperature enable: track the highest temperature (write; read: state)", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "mtr", .doc = "Max temperature reset: restart tracking from the current temperature (a write, or a read: mlx5_core's hwmon resets with a read)", .bit = 0x41, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "weme", .doc = "Warning events modify enable: tee and the thresholds are to be set (PRM)", .bit = 0x42, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "sdme", .doc = "Shut-down events modify enable: sdee is to be set (PRM)", .bit = 0x43, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "max_temperature", .doc = "Highest temperature since tracking started, 0.125 C (reserved while mte is 0)", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_NUMBER, .unit = "°C", .scale = 0.125, .is_signed = true },
	{ .name = "tee", .doc = "Temperature event enable: 0 none, 1 events, 2 one event", .bit = 0x60, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sdee", .doc = "Shut-down event enable: 0 none, 1 events, 2 one event (PRM)", .bit = 0x62, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "temp_threshold_hi", .doc = "Event threshold, 0.125 C", .bit = 0x70, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_NUMBER, .unit = "°C", .scale = 0.125, .is_signed = true },
	{ .name = "temp_threshold_lo", .doc = "Event re-arm threshold, 0.125 C", .bit = 0x90, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_NUMBER, .unit = "°C", .scale = 0.125, .is_signed = true },
	{ .name = "sensor_name_hi", .doc = "Sensor name, ASCII, first 4 characters", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT,
	  .format = MLX5CTL_FORMAT_ASCII,
	  .display = "sensor_name", .njoin = 1, .join = { 12 } },
	{ .name = "sensor_name_lo", .doc = "Sensor name, ASCII, last 4 characters", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mtmp_reg = {
	.name = "mtmp_reg", .doc = "MTMP register", .size_bits = 0x100,
	.fields = fields_mtmp_reg, .nfields = 13,
};

static const struct mlx5ctl_field_desc fields_mtt[] = {
	{ .name = "ptag_63_32", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ptag_31_8", .doc = "", .bit = 0x20, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "wr_en", .doc = "", .bit = 0x3e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rd_en", .doc = "", .bit = 0x3f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mtt = {
	.name = "mtt", .doc = "Memory translation table entry: a page address and its access bits", .size_bits = 0x40,
	.fields = fields_mtt, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_mvts_reg[] = {
	{ .name = "clear_all_ts_flag", .doc = "Write: forget every stamp", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "running_flag", .doc = "Read: the running image's stamp, not the next one's", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "check_timestamp_flag", .doc = "", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "timestamp", .doc = "The stamp (date and time) and the firmware version it is for; all zero: no stamp", .bit = 0x20, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_mvts_reg = {
	.name = "mvts_reg", .doc = "MVTS register (mstflint's tools_open_mvts): which stamp, and the stamp", .size_bits = 0xa0,
	.fields = fields_mvts_reg, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_nic_vport_context[] = {
	{ .name = "min_wqe_inline_mode", .doc = "", .bit = 0x5, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "disable_mc_local_lb", .doc = "", .bit = 0x1d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "disable_uc_local_lb", .doc = "", .bit = 0x1e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "roce_en", .doc = "", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "arm_change_event", .doc = "", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "event_on_mtu", .doc = "", .bit = 0x3b, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "event_on_promisc_change", .doc = "", .bit = 0x3c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "event_on_vlan_change", .doc = "", .bit = 0x3d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "event_on_mc_address_change", .doc = "", .bit = 0x3e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "event_on_uc_address_change", .doc = "", .bit = 0x3f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vhca_id_type", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "affiliation_criteria", .doc = "", .bit = 0x4c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "affiliated_vhca_id", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sd_group", .doc = "", .bit = 0x101, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "mtu", .doc = "", .bit = 0x130, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "system_image_guid", .doc = "", .bit = 0x140, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_guid", .doc = "", .bit = 0x180, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "node_guid", .doc = "", .bit = 0x1c0, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "qkey_violation_counter", .doc = "", .bit = 0x340, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "promisc_uc", .doc = "", .bit = 0x780, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "promisc_mc", .doc = "", .bit = 0x781, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "promisc_all", .doc = "", .bit = 0x782, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "allowed_list_type", .doc = "", .bit = 0x785, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "allowed_list_size", .doc = "", .bit = 0x794, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "permanent_address", .doc = "", .bit = 0x7a0, .width = 0x40,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_mac_address_layout },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nic_vport_context = {
	.name = "nic_vport_context", .doc = "NIC vport context", .size_bits = 0x800,
	.fields = fields_nic_vport_context, .nfields = 25,
};

static const struct mlx5ctl_field_desc fields_node_desc_reg[] = {
	{ .name = "node_description", .doc = "ASCII, NUL-padded", .bit = 0x0, .width = 0x200,
	  .kind = MLX5CTL_KIND_BYTES,
	  .format = MLX5CTL_FORMAT_ASCII },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_node_desc_reg = {
	.name = "node_desc_reg", .doc = "NODE_DESC register", .size_bits = 0x200,
	.fields = fields_node_desc_reg, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nop_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nop_in = {
	.name = "nop_in", .doc = "NOP inbox", .size_bits = 0x80,
	.fields = fields_nop_in, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_nop_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nop_out = {
	.name = "nop_out", .doc = "NOP outbox", .size_bits = 0x80,
	.fields = fields_nop_out, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_nv_base_mac_guid[] = {
	{ .name = "base_mac", .doc = "The base MAC address of the device. The MAC addresses\nfor the PCI physical functions of all the network ports are\nderived from the base MAC.\nOffset 00h, bits 15..0 hold bits 47..32 of the MAC address.\nOffset 04h, bits 31..0 hold bits 31..0 of the MAC address.", .bit = 0x0, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "base_guid", .doc = "The base InfiniBand GUID. The InfiniBand addresses for\nthe PCI physical functions of all the network ports are\nderived from the base GUID.", .bit = 0x40, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_base_mac_guid = {
	.name = "nv_base_mac_guid", .doc = "NV item BASE_MAC_GUID (nv_base_mac_guid, class 0, index 0x2)", .size_bits = 0x80,
	.fields = fields_nv_base_mac_guid, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_nv_base_mac_guid_cap[] = {
	{ .name = "num_of_allocated_guids", .doc = "The total number of GUIDs that can be derived form this\nbase GUID.", .bit = 0x20, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "num_of_allocated_macs", .doc = "The total number of MAC addresses that can be derived\nfrom the base MAC.", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_base_mac_guid_cap = {
	.name = "nv_base_mac_guid_cap", .doc = "NV item BASE_MAC_GUID_CAP (nv_base_mac_guid_cap, class 0, index 0x3)", .size_bits = 0x40,
	.fields = fields_nv_base_mac_guid_cap, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_nv_crypto_conf[] = {
	{ .name = "crypto_policy", .doc = "Device cryptographic policy\n0x0: DEVICE_DEFAULT\n0x1: UNRESTRICTED\n0x2: FIPS_LEVEL_2\nother values are reserved", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_crypto_conf_crypto_policy },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_crypto_conf = {
	.name = "nv_crypto_conf", .doc = "NV item CRYPTO_CONF (nv_crypto_conf, class 0, index 0x120)", .size_bits = 0x40,
	.fields = fields_nv_crypto_conf, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_current_configurator[] = {
	{ .name = "current_cfg_method", .doc = "Parameter from \"HP ASN1 Data Structure Specifica\ntion v2.8.6.asn\"\n0x0: E_NONE - default config\n0x1: OS - O/S making cfg changes in the absences of\nany other Mgmt Util (command interface)\n0x2: E_VENDOR_SPEC - e.g. Vendor\"s Option ROM,\nNPAR, O/S Cfg Utils (FW writes this TLV when a TLV\nis written from mlxconfig, that is when NVDA write\nfor any TLV is coming from the ICMD gateway without\na UEFI or flexboot \"writer-ID\").\n0x3: E_HP_OTHER - (when an extern-DCi-mgmt\nparameter with value e-None is arriving from the\nBMC ASN.1 API)\n0x4: E_VC_CLP - Driver or F/W detects HPE Classic\nC-Class SM-CLP\n0x5: E_HP_CNU - Driver or F/W detects HPE\"s Con\nverged Network Utility (when an extern-DCi-mgmt\nparameter with value <to-be-defined-by-HP> is\narriving from the BMC ASN.1 API)\n0x6: E_HP_ONEVIEW - If manage-via-DCi value\nequals to HPE-OneView(6) in BaseDev-Cfg-Now is\ncoming from the BMC ASN.1 API\n0x7: E_UEFI_HII - UEFI Option ROM executing", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_current_configurator_current_cfg_method },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_current_configurator = {
	.name = "nv_current_configurator", .doc = "NV item CURRENT_CONFIGURATOR (nv_current_configurator, class 0, index 0x194)", .size_bits = 0x20,
	.fields = fields_nv_current_configurator, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_debug_mode[] = {
	{ .name = "force_pf_rate_limiter", .doc = "Qos mode will be forced as pf rate limiter.", .bit = 0x1c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "nvia_nvlog_on_boot", .doc = "Debug only.\nWhen set, firmware erases the NVLOG partition on\nBOOT and erases this NVCONFIG TLV.", .bit = 0x1e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "nvia_nvconfig_on_boot", .doc = "Debug only.\nWhen set, firmware invalidates all NVCONFIG\nparameters on boot including this parameter.", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_debug_mode = {
	.name = "nv_debug_mode", .doc = "NV item DEBUG_MODE (nv_debug_mode, class 0, index 0xff)", .size_bits = 0x20,
	.fields = fields_nv_debug_mode, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_nv_ecpf_cap[] = {
	{ .name = "esw_manager_external_host_pf_supported", .doc = "Set when the EXTERNAL_HOST_PF option is supported for\nECPF_ESWITCH_MANAGER", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "esw_manager_ecpf_supported", .doc = "Set when the ECPF option is supported for ECP\nF_ESWITCH_MANAGER", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "external_host_page_supplier_external_host_pf_supported", .doc = "Set when the EXTERNAL_HOST_PF option is supported for\nECPF_PAGE_SUPPLIER", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "external_host_page_supplier_ecpf_supported", .doc = "Set when the ECPF option is supported for ECPF_PAGE_\nSUPPLIER", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_ecpf_cap = {
	.name = "nv_ecpf_cap", .doc = "NV item ECPF_CAP (nv_ecpf_cap, class 3, index 0x115)", .size_bits = 0x80,
	.fields = fields_nv_ecpf_cap, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_nv_ecpf_conf[] = {
	{ .name = "page_supplier", .doc = "This parameter is deprecated for INTERNAL_CPU_PAGE_\nSUPPLIER\n\nSelect who supplies ICM pages of the external host func\ntions to device.\n0x0: EXTERNAL_HOST_PF - External host supplies\nrequired ICM pages to handle it.\n0x1: ECPF - ECPF supplies required ICM pages to handle\nthe external host.", .bit = 0x16, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_ecpf_conf_page_supplier },
	{ .name = "esw_manager", .doc = "This parameter is deprecated for INTER\nNAL_CPU_ESWITCH_MANAGER\n\nSelect who owns the E-switch.\n0x0: EXTERNAL_HOST_PF\n0x1: ECPF", .bit = 0x1e, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_ecpf_conf_esw_manager },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_ecpf_conf = {
	.name = "nv_ecpf_conf", .doc = "NV item ECPF_CONF (nv_ecpf_conf, class 3, index 0x114)", .size_bits = 0x80,
	.fields = fields_nv_ecpf_conf, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_nv_ecpu_boot_option[] = {
	{ .name = "boot_option_0", .doc = "Bit mask indicating supported Boot options. A value of\n'1' indicates that the specified boot option is sup\nported. A value of '0' indicates that the specified boot\noption is not supported.\nBit 0: PXE boot on port[0]\nBit 1: PXE boot on port[1]\nBit 2: PXE boot on port[2]\nBit 3: PXE boot on port[3]\nBit 4: PXE boot on OOB port\nBit 5: PXE boot on RBT loopback\nBit 6: Load pre-installed OS\nBit 7: Load pre-installed grub image\nBit 8: Remain in UEFI console\nOther bits are reserved", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "boot_option_1", .doc = "Bit mask indicating supported Boot options. A value of\n'1' indicates that the specified boot option is sup\nported. A value of '0' indicates that the specified boot\noption is not supported.\nAll bits are reserved", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "boot_option_2", .doc = "Bit mask indicating supported Boot options. A value of\n'1' indicates that the specified boot option is sup\nported. A value of '0' indicates that the specified boot\noption is not supported.\nAll bits are reserved", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "boot_option_3", .doc = "Bit mask indicating supported Boot options. A value of\n'1' indicates that the specified boot option is sup\nported. A value of '0' indicates that the specified boot\noption is not supported.\nAll bits are reserved", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_ecpu_boot_option = {
	.name = "nv_ecpu_boot_option", .doc = "NV item ECPU_BOOT_OPTION (nv_ecpu_boot_option, class 0, index 0x3ef)", .size_bits = 0x80,
	.fields = fields_nv_ecpu_boot_option, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_nv_emulation_nvme_cap[] = {
	{ .name = "nvme_emu_supported", .doc = "When set to TRUE, NVME device emulation is sup\nported.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "nvme_emu_vf_msix_supported", .doc = "When TRUE, setting the number of MSI-X for VFs is\nsupported", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "nvme_emu_max_log_queue_dept_supported", .doc = "Maximal supported value for NVME_EMULATION_\nMAX_QUEUE_DEPTH", .bit = 0x4, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "nvme_emu_max_num_pf", .doc = "Maximal number of PCIe physical functions (PFs)\nsupported by the device for NVME emulation.", .bit = 0x28, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "nvme_emu_max_total_vf", .doc = "Maximal number of PCIe virtual functions (VFs) sup\nported by the device for each NVME emulation PF.", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_emulation_nvme_cap = {
	.name = "nv_emulation_nvme_cap", .doc = "NV item EMULATION_NVME_CAP (nv_emulation_nvme_cap, class 0, index 0x8c)", .size_bits = 0x40,
	.fields = fields_nv_emulation_nvme_cap, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_nv_emulation_nvme_conf[] = {
	{ .name = "nvme_emu_enable", .doc = "When set to TRUE, NVME device emulation is\nenabled.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "nvme_emu_num_pf", .doc = "Total number of PCIe functions (PFs) exposed by the\ndevice for NVME emulation.", .bit = 0x28, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "nvme_emu_total_vf", .doc = "The total number of Virtual Functions (VFs) that can\nbe supported for each PF.", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "nvme_emu_device_id", .doc = "PCIe device_id config register for the NVME emu\nlated device.", .bit = 0x40, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "nvme_emu_vendor_id", .doc = "PCIe vendor_id config register for the NVME emu\nlated device.", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "nvme_emu_revision_id", .doc = "PCIe revision_id register for the NVME emulated\ndevice", .bit = 0x60, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "nvme_emu_class_code", .doc = "PCIe class_code register for the NVME emulated\ndevice", .bit = 0x68, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "nvme_emu_subsystem_id", .doc = "PCIe subsystem_id register for the NVME emulated\ndevice", .bit = 0x80, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "nvme_emu_subsystem_vendor_id", .doc = "PCIe subsystem_vendor_id register for the NVME\nemulated device", .bit = 0x90, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "nvme_emu_log_pf_queue_depth", .doc = "Log (base 2) of the maximal queue depth of NVME\nPhysical Functions.\nValue 0 indicates device default.", .bit = 0xa0, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "nvme_emu_num_vf_msix", .doc = "Number of MSI-X vectors assigned to each VF asso\nciated with this type of PF.", .bit = 0xa4, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "nvme_emu_num_msix", .doc = "Number of MSI-X Vectors assigned for each PF/VF of\nthe NVME emulation device. Value 0x0 will use\ndevice defaults", .bit = 0xb0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_emulation_nvme_conf = {
	.name = "nv_emulation_nvme_conf", .doc = "NV item EMULATION_NVME_CONF (nv_emulation_nvme_conf, class 0, index 0x8b)", .size_bits = 0xc0,
	.fields = fields_nv_emulation_nvme_conf, .nfields = 12,
};

static const struct mlx5ctl_field_desc fields_nv_emulation_pci_switch_cap[] = {
	{ .name = "pci_switch_supported", .doc = "When TRUE, PCI Switch Emulation is supported", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "hotplug_virtio_transitional_supported", .doc = "When TRUE, hotplug_virtio_transitional is supported", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "max_num_switch_port", .doc = "Maximal number supported for emulated switch\nports.", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_emulation_pci_switch_cap = {
	.name = "nv_emulation_pci_switch_cap", .doc = "NV item EMULATION_PCI_SWITCH_CAP (nv_emulation_pci_switch_cap, class 0, index 0x8e)", .size_bits = 0x40,
	.fields = fields_nv_emulation_pci_switch_cap, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_nv_emulation_pci_switch_conf[] = {
	{ .name = "pci_switch", .doc = "When TRUE, the device will expose a PCI switch. All\nPF configurations are applied on the switch down\nstream ports. On such case, each PF will have a dif\nferent PCI device on the emulated switch. This\nconfiguration allows to expose 0 network PFs toward\nhost", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "hotplug_virtio_transitional", .doc = "When TRUE, the device will support hotplug of EMu\nlated transitional VIRTIO devices", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "num_switch_port", .doc = "Number of emulated switch ports. Each port can\nhold a single PCI device (emulated or not).", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_emulation_pci_switch_conf = {
	.name = "nv_emulation_pci_switch_conf", .doc = "NV item EMULATION_PCI_SWITCH_CONF (nv_emulation_pci_switch_conf, class 0, index 0x8d)", .size_bits = 0x20,
	.fields = fields_nv_emulation_pci_switch_conf, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_nv_emulation_virtio_blk_cap[] = {
	{ .name = "virtio_blk_emu_supported", .doc = "When set to TRUE, VIRTIO_BLK device emulation is\nsupported.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "virtio_blk_emu_vf_msix_supported", .doc = "When TRUE, setting the number of MSI-X for VFs is\nsupported", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "virtio_blk_emu_pci_layout_trans_supported", .doc = "When TRUE, setting the PCI layout of PFs or VFs to\nmeet VirtIO standard for transitional device is sup\nported.", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "virtio_blk_emu_max_num_pf", .doc = "Maximal number of PCIe physical functions (PFs)\nsupported by the device for VIRTIO_BLK emulation.", .bit = 0x28, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "virtio_blk_emu_max_total_vf", .doc = "Maximal number of PCIe virtual functions (VFs) sup\nported by the device for each VIRTIO_BLK emulation\nPF.", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_emulation_virtio_blk_cap = {
	.name = "nv_emulation_virtio_blk_cap", .doc = "NV item EMULATION_VIRTIO_BLK_CAP (nv_emulation_virtio_blk_cap, class 0, index 0x93)", .size_bits = 0x80,
	.fields = fields_nv_emulation_virtio_blk_cap, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_nv_emulation_virtio_blk_conf[] = {
	{ .name = "virtio_blk_emu_enable", .doc = "When set to TRUE, VIRTIO_BLK device emulation is\nenabled.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "virtio_blk_emu_pf_pci_layout", .doc = "Indicates which VIrtIO specification the PCI layout of\nthe emulated Physical Function(s) will follow.\n0x0: VIRTIO_1_X\n0x1: VIRTIO_TRANSITIONAL\nother values are reserved", .bit = 0x2, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_emulation_virtio_blk_conf_virtio_blk_emu_pf_pci_layout },
	{ .name = "virtio_blk_emu_vf_pci_layout", .doc = "Indicates which VIrtIO specification the PCI layout of\nthe emulated Virtual Function(s) will follow.\n0x0: VIRTIO_1_X\n0x1: VIRTIO_\nother values are reserved", .bit = 0x4, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_emulation_virtio_blk_conf_virtio_blk_emu_vf_pci_layout },
	{ .name = "virtio_blk_emu_num_pf", .doc = "Total number of PCIe functions (PFs) exposed by the\ndevice for VIRTIO_BLK emulation.", .bit = 0x28, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "virtio_blk_emu_total_vf", .doc = "The total number of Virtual Functions (VFs) that can\nbe supported for each PF.", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "virtio_blk_emu_subsystem_id", .doc = "PCIe subsystem_id register for the VIRTIO_BLK\nemulated device", .bit = 0x80, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "virtio_blk_emu_subsystem_vendor_id", .doc = "PCIe subsystem_vendor_id register for the VIR\nTIO_BLK emulated device", .bit = 0x90, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "virtio_blk_emu_num_vf_msix", .doc = "Number of MSI-X vectors assigned to each VF asso\nciated with this type of PF.", .bit = 0xa4, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "virtio_blk_emu_num_msix", .doc = "Number of MSI-X Vectors assigned for each PF/VF of\nthe VIRTIO_BLK emulation device. Value 0x0 will use\ndevice defaults", .bit = 0xb0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_emulation_virtio_blk_conf = {
	.name = "nv_emulation_virtio_blk_conf", .doc = "NV item EMULATION_VIRTIO_BLK_CONF (nv_emulation_virtio_blk_conf, class 0, index 0x92)", .size_bits = 0x100,
	.fields = fields_nv_emulation_virtio_blk_conf, .nfields = 9,
};

static const struct mlx5ctl_field_desc fields_nv_emulation_virtio_fs_cap[] = {
	{ .name = "virtio_fs_emu_supported", .doc = "When set to TRUE, VIRTIO_FS device emulation is\nsupported.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "virtio_fs_emu_vf_msix_supported", .doc = "When TRUE, setting the number of MSI-X for VFs is\nsupported", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "virtio_fs_emu_max_num_pf", .doc = "Maximal number of PCIe physical functions (PFs)\nsupported by the device for VIRTIO_FS emulation.", .bit = 0x28, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "virtio_fs_emu_max_total_vf", .doc = "Maximal number of PCIe virtual functions (VFs) sup\nported by the device for each VIRTIO_FS emulation\nPF.", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_emulation_virtio_fs_cap = {
	.name = "nv_emulation_virtio_fs_cap", .doc = "NV item EMULATION_VIRTIO_FS_CAP (nv_emulation_virtio_fs_cap, class 0, index 0x96)", .size_bits = 0x80,
	.fields = fields_nv_emulation_virtio_fs_cap, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_nv_emulation_virtio_fs_conf[] = {
	{ .name = "virtio_fs_emu_enable", .doc = "When set to TRUE, VIRTIO_FS device emulation is\nenabled.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "virtio_fs_emu_num_pf", .doc = "Total number of PCIe functions (PFs) exposed by the\ndevice for VIRTIO_FS emulation.", .bit = 0x28, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "virtio_fs_emu_total_vf", .doc = "The total number of Virtual Functions (VFs) that can\nbe supported for each PF.", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "virtio_fs_emu_device_id", .doc = "PCIe device_id config register for the VIRTIO_FS\nemulated device.", .bit = 0x40, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "virtio_fs_emu_vendor_id", .doc = "PCIe vendor_id config register for the VIRTIO_FS\nemulated device.", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "virtio_fs_emu_revision_id", .doc = "PCIe revision_id register for the VIRTIO_FS emulated\ndevice", .bit = 0x60, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "virtio_fs_emu_class_code", .doc = "PCIe class_code register for the VIRTIO_FS emu\nlated device", .bit = 0x68, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "virtio_fs_emu_subsystem_id", .doc = "PCIe subsystem_id register for the VIRTIO_FS emu\nlated device", .bit = 0x80, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "virtio_fs_emu_subsystem_vendor_id", .doc = "PCIe subsystem_vendor_id register for the VIR\nTIO_FS emulated device", .bit = 0x90, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "virtio_fs_emu_num_vf_msix", .doc = "Number of MSI-X vectors assigned to each VF asso\nciated with this type of PF.", .bit = 0xa4, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "virtio_fs_emu_num_msix", .doc = "Number of MSI-X Vectors assigned for each PF/VF of\nthe VIRTIO_FS emulation device. Value 0x0 will use\ndevice defaults", .bit = 0xb0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_emulation_virtio_fs_conf = {
	.name = "nv_emulation_virtio_fs_conf", .doc = "NV item EMULATION_VIRTIO_FS_CONF (nv_emulation_virtio_fs_conf, class 0, index 0x95)", .size_bits = 0x100,
	.fields = fields_nv_emulation_virtio_fs_conf, .nfields = 11,
};

static const struct mlx5ctl_field_desc fields_nv_emulation_virtio_net_cap[] = {
	{ .name = "virtio_net_emu_supported", .doc = "When set to TRUE, VIRTIO_NET device emulation is\nsupported.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "virtio_net_emu_vf_msix_supported", .doc = "When TRUE, setting the number of MSI-X for VFs is\nsupported", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "virtio_net_emu_pci_layout_trans_supported", .doc = "When TRUE, setting the PCI layout of PFs or VFs to\nmeet VirtIO standard for transitional device is sup\nported.", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "virtio_net_emu_max_num_pf", .doc = "Maximal number of PCIe physical functions (PFs)\nsupported by the device for VIRTIO_NET emulation.", .bit = 0x28, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "virtio_net_emu_max_total_vf", .doc = "Maximal number of PCIe virtual functions (VFs) sup\nported by the device for each VIRTIO_NET emulation\nPF.", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_emulation_virtio_net_cap = {
	.name = "nv_emulation_virtio_net_cap", .doc = "NV item EMULATION_VIRTIO_NET_CAP (nv_emulation_virtio_net_cap, class 0, index 0x91)", .size_bits = 0x80,
	.fields = fields_nv_emulation_virtio_net_cap, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_nv_emulation_virtio_net_conf[] = {
	{ .name = "virtio_net_emu_enable", .doc = "When set to TRUE, VIRTIO_NET device emulation is\nenabled.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "virtio_net_emu_pf_pci_layout", .doc = "Indicates which VIrtIO specification the PCI layout of\nthe emulated Physical Function(s) will follow.\n0x0: VIRTIO_1_X\n0x1: VIRTIO_TRANSITIONAL\nother values are reserved", .bit = 0x2, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_emulation_virtio_net_conf_virtio_net_emu_pf_pci_layout },
	{ .name = "virtio_net_emu_vf_pci_layout", .doc = "Indicates which VIrtIO specification the PCI layout of\nthe emulated Virtual Function(s) will follow.\n0x0: VIRTIO_1_X\n0x1: VIRTIO_\nother values are reserved", .bit = 0x4, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_emulation_virtio_net_conf_virtio_net_emu_vf_pci_layout },
	{ .name = "virtio_net_emu_num_pf", .doc = "Total number of PCIe functions (PFs) exposed by the\ndevice for VIRTIO_NET emulation.", .bit = 0x28, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "virtio_net_emu_total_vf", .doc = "The total number of Virtual Functions (VFs) that can\nbe supported for each PF.", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "virtio_net_emu_subsystem_id", .doc = "PCIe subsystem_id register for the VIRTIO_NET\nemulated device", .bit = 0x80, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "virtio_net_emu_subsystem_vendor_id", .doc = "PCIe subsystem_vendor_id register for the VIR\nTIO_NET emulated device", .bit = 0x90, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "virtio_net_emu_num_vf_msix", .doc = "Number of MSI-X vectors assigned to each VF asso\nciated with this type of PF.", .bit = 0xa4, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "virtio_net_emu_num_msix", .doc = "Number of MSI-X Vectors assigned for each PF/VF of\nthe VIRTIO_NET emulation device. Value 0x0 will use\ndevice defaults", .bit = 0xb0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_emulation_virtio_net_conf = {
	.name = "nv_emulation_virtio_net_conf", .doc = "NV item EMULATION_VIRTIO_NET_CONF (nv_emulation_virtio_net_conf, class 0, index 0x90)", .size_bits = 0x100,
	.fields = fields_nv_emulation_virtio_net_conf, .nfields = 9,
};

static const struct mlx5ctl_field_desc fields_nv_enclosure_info[] = {
	{ .name = "hp_7kd_en", .doc = "When this bit is set to 1, the NIC PHY should apply\nPHY calibration according to the data specified in the\nfollowing fields", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bay_number", .doc = "", .bit = 0x20, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tray_location", .doc = "0x0: SINGLE_NODE_TRAY\n0x1: FRONT\n0x2: REAR", .bit = 0x28, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_enclosure_info_tray_location },
	{ .name = "tray_id", .doc = "", .bit = 0x30, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "chassis_id", .doc = "", .bit = 0x38, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_enclosure_info = {
	.name = "nv_enclosure_info", .doc = "NV item ENCLOSURE_INFO (nv_enclosure_info, class 0, index 0x192)", .size_bits = 0x40,
	.fields = fields_nv_enclosure_info, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_nv_external_port_ctrl[] = {
	{ .name = "force_link_down", .doc = "When TRUE, link down requests will cause the link to\nshut down regardless of other considerations. Valid\nonly if PORT_OWNER is set.", .bit = 0x1b, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tracer_enable", .doc = "If set, indicates the function may own the Device\nTracer.", .bit = 0x1c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "reneg_on_change", .doc = "When cleared, a link-down/up sequence from the\ndriver (PAOS) triggers re-negotiation of the link\nspeed and parameters with the remote peer. When\nset, a link down/up sequence will trigger re-negotia\ntion only if any link parameters were changed by a\ndriver since last link negotiation.\nThis parameter is applicable when the port_owner\nparameter is set for this PF", .bit = 0x1d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "allow_rd_counters", .doc = "If set, indicates the host function which is allowed to\nread counters of external physical port.", .bit = 0x1e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "port_owner", .doc = "If set, indicates the function of the host's own the\nexternal physical port.", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_external_port_ctrl = {
	.name = "nv_external_port_ctrl", .doc = "NV item EXTERNAL_PORT_CTRL (nv_external_port_ctrl, class 3, index 0x192)", .size_bits = 0x20,
	.fields = fields_nv_external_port_ctrl, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_nv_file_applicable_to[] = {
	{ .name = "psid", .doc = "The PSID of the NIC that this file is applicable for. This\nASCII string must be zero terminated if shorter than\n16 characters.", .bit = 0x0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "psid_branch", .doc = "The PSID-BRANCH that this file is applicable to. This\nASCII string must be zero terminated if shorter than\n16 characters. If PSID-Branch is not defined, the\nstring is empty.", .bit = 0x80, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_applicable_to = {
	.name = "nv_file_applicable_to", .doc = "NV item FILE_APPLICABLE_TO (file_applicable_to, class 6, index 0x2)", .size_bits = 0x100,
	.fields = fields_nv_file_applicable_to, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_nv_file_btc_token_id[] = {
	{ .name = "running_version", .doc = "The current running version.", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_btc_token_id = {
	.name = "nv_file_btc_token_id", .doc = "NV item FILE_BTC_TOKEN_ID (file_btc_token_id, class 6, index 0x8)", .size_bits = 0x20,
	.fields = fields_nv_file_btc_token_id, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_file_comment[] = {
	{ .name = "text", .doc = "The PSID of the NIC that this file is applicable for. This\nASCII string must be zero terminated if shorter than\n16 characters.", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_comment = {
	.name = "nv_file_comment", .doc = "NV item FILE_COMMENT (file_comment, class 6, index 0x3)", .size_bits = 0x20,
	.fields = fields_nv_file_comment, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_file_cs_token_id[] = {
	{ .name = "running_version", .doc = "The current running version.", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_cs_token_id = {
	.name = "nv_file_cs_token_id", .doc = "NV item FILE_CS_TOKEN_ID (file_cs_token_id, class 6, index 0x7)", .size_bits = 0x20,
	.fields = fields_nv_file_cs_token_id, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_file_dbg_fw_token_id[] = {
	{ .name = "running_version", .doc = "The current running version.", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "debug_version", .doc = "The debug firmware version approved by this token.", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_dbg_fw_token_id = {
	.name = "nv_file_dbg_fw_token_id", .doc = "NV item FILE_DBG_FW_TOKEN_ID (file_dbg_fw_token_id, class 6, index 0x5)", .size_bits = 0x40,
	.fields = fields_nv_file_dbg_fw_token_id, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_nv_file_device_unique[] = {
	{ .name = "nonce_version", .doc = "Version of challenge format.\n0x0: b32 - 32 bytes challenge (used for tokens)\n0x1: b76 - 76 bytes challenge (used for FRC)\nOther values are Reserved", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_file_device_unique_nonce_version },
	{ .name = "valid_entries", .doc = "Number of unique_id-nonce entries", .bit = 0x8, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "device_unique_id0", .doc = "Device unique identifier. Base MAC for Switch/HCA,\nlinkX ID for cable.", .bit = 0x40, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "nonce0", .doc = "", .bit = 0x80, .width = 0x100,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "device_unique_id1", .doc = "Device unique identifier. Base MAC for Switch/HCA,\nlinkX ID for cable.", .bit = 0x180, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "nonce1", .doc = "", .bit = 0x1c0, .width = 0x100,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "device_unique_id2", .doc = "Device unique identifier. Base MAC for Switch/HCA,\nlinkX ID for cable.", .bit = 0x2c0, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "nonce2", .doc = "", .bit = 0x300, .width = 0x100,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "device_unique_id3", .doc = "Device unique identifier. Base MAC for Switch/HCA,\nlinkX ID for cable.", .bit = 0x400, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "nonce3", .doc = "", .bit = 0x440, .width = 0x100,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "device_unique_id4", .doc = "Device unique identifier. Base MAC for Switch/HCA,\nlinkX ID for cable.", .bit = 0x540, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "nonce4", .doc = "", .bit = 0x580, .width = 0x100,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "device_unique_id5", .doc = "Device unique identifier. Base MAC for Switch/HCA,\nlinkX ID for cable.", .bit = 0x680, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "nonce5", .doc = "", .bit = 0x6c0, .width = 0x100,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "device_unique_id6", .doc = "Device unique identifier. Base MAC for Switch/HCA,\nlinkX ID for cable.", .bit = 0x7c0, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "nonce6", .doc = "", .bit = 0x800, .width = 0x100,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "device_unique_id7", .doc = "Device unique identifier. Base MAC for Switch/HCA,\nlinkX ID for cable.", .bit = 0x900, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "nonce7", .doc = "", .bit = 0x940, .width = 0x100,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "device_unique_id8", .doc = "Device unique identifier. Base MAC for Switch/HCA,\nlinkX ID for cable.", .bit = 0xa40, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "nonce8", .doc = "", .bit = 0xa80, .width = 0x100,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "device_unique_id9", .doc = "Device unique identifier. Base MAC for Switch/HCA,\nlinkX ID for cable.", .bit = 0xb80, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "nonce9", .doc = "", .bit = 0xbc0, .width = 0x100,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "device_unique_id10", .doc = "Device unique identifier. Base MAC for Switch/HCA,\nlinkX ID for cable.", .bit = 0xcc0, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "nonce10", .doc = "", .bit = 0xd00, .width = 0x100,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "device_unique_id11", .doc = "Device unique identifier. Base MAC for Switch/HCA,\nlinkX ID for cable.", .bit = 0xe00, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "nonce11", .doc = "", .bit = 0xe40, .width = 0x100,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_device_unique = {
	.name = "nv_file_device_unique", .doc = "NV item FILE_DEVICE_UNIQUE (file_device_unique, class 6, index 0x12)", .size_bits = 0xf40,
	.fields = fields_nv_file_device_unique, .nfields = 26,
};

static const struct mlx5ctl_field_desc fields_nv_file_id_mlnx[] = {
	{ .name = "erase_lower_priority", .doc = "When set, installation of the file will erase all NVCON\nFIG parameters that are at lower priority. If the file pri\nority is MLNX, installation of the file will not copy any\nTLVs from the current NVDAT partition. If the file prior\nity is VENDOR_NVCONF, the installation of the file will\nonly copy MLNX level TLVs.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "file_version", .doc = "32bit version number of the file.", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "year", .doc = "year - 4 packed BCD. Note: If year is zero, FW may\ncopy the signature time to this TLV before copying it to\nflash, so the NVCONFIG component will have a\ndate&time property.", .bit = 0x40, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "month", .doc = "month - 2 packed BCD", .bit = 0x50, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "day", .doc = "day - 2 packed BCD", .bit = 0x58, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "hour", .doc = "hour - 2 packed BCD (UTC)", .bit = 0x60, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "minutes", .doc = "minutes - 2 packed BCD", .bit = 0x68, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "seconds", .doc = "seconds - 2 packed BCD", .bit = 0x70, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_id_mlnx = {
	.name = "nv_file_id_mlnx", .doc = "NV item FILE_ID_MLNX (nv_file_id_mlnx, class 0, index 0x10e)", .size_bits = 0x80,
	.fields = fields_nv_file_id_mlnx, .nfields = 8,
};

static const struct mlx5ctl_field_desc fields_nv_file_id_vendor[] = {
	{ .name = "erase_lower_priority", .doc = "When set, installation of the file will erase all NVCON\nFIG parameters that are at lower priority. If the file pri\nority is MLNX, installation of the file will not copy any\nTLVs from the current NVDAT partition. If the file prior\nity is VENDOR_NVCONF, the installation of the file will\nonly copy MLNX level TLVs.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "file_version", .doc = "32bit version number of the file.", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "year", .doc = "year - 4 packed BCD. Note: If year is zero, FW may\ncopy the signature time to this TLV before copying it to\nflash , so the NVCONFIG component will have a\ndate&time property.", .bit = 0x40, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "month", .doc = "month - 2 packed BCD", .bit = 0x50, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "day", .doc = "day - 2 packed BCD", .bit = 0x58, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "hour", .doc = "hour - 2 packed BCD (UTC)", .bit = 0x60, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "minutes", .doc = "minutes - 2 packed BCD", .bit = 0x68, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "seconds", .doc = "seconds - 2 packed BCD", .bit = 0x70, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_id_vendor = {
	.name = "nv_file_id_vendor", .doc = "NV item FILE_ID_VENDOR (nv_file_id_vendor, class 0, index 0x10f)", .size_bits = 0x80,
	.fields = fields_nv_file_id_vendor, .nfields = 8,
};

static const struct mlx5ctl_field_desc fields_nv_file_mac_addr_list[] = {
	{ .name = "mac_address", .doc = "MAC Address list", .bit = 0x0, .width = 0x800,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_mac_addr_list = {
	.name = "nv_file_mac_addr_list", .doc = "NV item FILE_MAC_ADDR_LIST (file_mac_addr_list, class 6, index 0x9)", .size_bits = 0x800,
	.fields = fields_nv_file_mac_addr_list, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_file_public_key[] = {
	{ .name = "fw_en", .doc = "This key can be used for authenticating firmware,\nDBG_FW and DBG tokens", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cs_token_en", .doc = "This key can be used for authenticating CS tokens at\nOEM level.", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vendor_nvconf_en", .doc = "This key can be used for authenticating NVCONFIG\nfiles at OEM level.", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "mlnx_nvconf_en", .doc = "This key can be used for authenticating NVCONFIG\nfiles at MLNX level.", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "frc_en", .doc = "This key can be used for authenticating Factory Re\nConfiguration responses.", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "auth_type", .doc = "The authentication mechanism used with this key\n0x0: INVALID_ENTRY\n0x1: SHA256_DIGEST\n0x3: _2048BIT_RSASSA_PKCS1_v1_5_WITH_SHA256", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_file_public_key_auth_type },
	{ .name = "public_key_exp", .doc = "The public key exponent.\nIn most cases, the standard exponent (65537) will be\nused (per RFC4871).", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "keypair_uuid", .doc = "UUID of this key.\nThe UUID is created by the sign server when it gener\nates a new RSA key-pair.", .bit = 0x80, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "key", .doc = "A 2048 bit public-key (0x100 bytes)", .bit = 0x100, .width = 0x800,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_public_key = {
	.name = "nv_file_public_key", .doc = "NV item FILE_PUBLIC_KEY (file_public_key, class 6, index 0xa)", .size_bits = 0x900,
	.fields = fields_nv_file_public_key, .nfields = 9,
};

static const struct mlx5ctl_field_desc fields_nv_file_public_key_4096[] = {
	{ .name = "fw_en", .doc = "This key can be used for authenticating firmware,\nDBG_FW and DBG tokens", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cs_token_en", .doc = "This key can be used for authenticating CS tokens at\nOEM level.", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vendor_nvconf_en", .doc = "This key can be used for authenticating NVCONFIG\nfiles at OEM level.", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "mlnx_nvconf_en", .doc = "This key can be used for authenticating NVCONFIG\nfiles at MLLNX level.", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "frc_en", .doc = "This key can be used for authenticating Factory Re\nConfiguration responses.", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "btc_token_en", .doc = "This key can be used to authenticating Back to com\nmissioning tokens", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "auth_type", .doc = "The authentication mechanism used with this key\n0x0: INVALID_ENTRY\n0x1: SHA256_DIGEST - not supported for this Key.\n0x3: _2048BIT_RSASSA_PKCS1_v1_5_WITH_SHA256\n- not supported for this Key.\n0x4: _4096BIT_RSASSA_PKCS1_v1_5_WITH_SHA512", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_file_public_key_4096_auth_type },
	{ .name = "public_key_exp", .doc = "The public key exponent.\nIn most cases, the standard exponent (65537) will be\nused (per RFC4871).", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "keypair_uuid", .doc = "UUID of this key.\nThe UUID is created by the sign server when it gener\nates a new RSA key-pair.", .bit = 0x80, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "key", .doc = "4096 bit public-key", .bit = 0x100, .width = 0x1000,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_public_key_4096 = {
	.name = "nv_file_public_key_4096", .doc = "NV item FILE_PUBLIC_KEY_4096 (file_public_key_4096, class 6, index 0xf)", .size_bits = 0x1100,
	.fields = fields_nv_file_public_key_4096, .nfields = 10,
};

static const struct mlx5ctl_field_desc fields_nv_file_public_key_4096_a[] = {
	{ .name = "fw_en", .doc = "This key can be used for authenticating firmware,\nDBG_FW and DBG tokens", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cs_token_en", .doc = "This key can be used for authenticating CS tokens at\nOEM level.", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vendor_nvconf_en", .doc = "This key can be used for authenticating NVCONFIG\nfiles at OEM level.", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "mlnx_nvconf_en", .doc = "This key can be used for authenticating NVCONFIG\nfiles at MLLNX level.", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "frc_en", .doc = "This key can be used for authenticating Factory Re\nConfiguration responses.", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "btc_token_en", .doc = "This key can be used to authenticating Back to com\nmissioning tokens", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "auth_type", .doc = "The authentication mechanism used with this key\n0x0: INVALID_ENTRY\n0x1: SHA256_DIGEST - not supported for this Key.\n0x3: _2048BIT_RSASSA_PKCS1_v1_5_WITH_SHA256\n- not supported for this Key.\n0x4: _4096BIT_RSASSA_PKCS1_v1_5_WITH_SHA512", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_file_public_key_4096_a_auth_type },
	{ .name = "public_key_exp", .doc = "The public key exponent.\nIn most cases, the standard exponent (65537) will be\nused (per RFC4871).", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "keypair_uuid", .doc = "UUID of this key.\nThe UUID is created by the sign server when it gener\nates a new RSA key-pair.", .bit = 0x80, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "key", .doc = "First half of a 4096 bit public-key (0x200 bytes)", .bit = 0x100, .width = 0x800,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_public_key_4096_a = {
	.name = "nv_file_public_key_4096_a", .doc = "NV item FILE_PUBLIC_KEY_4096_A (file_public_key_4096_a, class 6, index 0xd)", .size_bits = 0x900,
	.fields = fields_nv_file_public_key_4096_a, .nfields = 10,
};

static const struct mlx5ctl_field_desc fields_nv_file_public_key_4096_b[] = {
	{ .name = "fw_en", .doc = "This key can be used for authenticating firmware,\nDBG_FW and DBG tokens", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cs_token_en", .doc = "This key can be used for authenticating CS tokens at\nOEM level.", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vendor_nvconf_en", .doc = "This key can be used for authenticating NVCONFIG\nfiles at OEM level.", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "mlnx_nvconf_en", .doc = "This key can be used for authenticating NVCONFIG\nfiles at MLLNX level.", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "frc_en", .doc = "This key can be used for authenticating Factory Re\nConfiguration responses.", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "btc_token_en", .doc = "This key can be used to authenticating Back to com\nmissioning tokens", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "auth_type", .doc = "The authentication mechanism used with this key\n0x0: INVALID_ENTRY\n0x1: SHA256_DIGEST - not supported for this Key.\n0x3: _2048BIT_RSASSA_PKCS1_v1_5_WITH_SHA256\n- not supported for this Key.\n0x4: _4096BIT_RSASSA_PKCS1_v1_5_WITH_SHA512", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_file_public_key_4096_b_auth_type },
	{ .name = "public_key_exp", .doc = "The public key exponent.\nIn most cases, the standard exponent (65537) will be\nused (per RFC4871).", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "keypair_uuid", .doc = "UUID of this key.\nThe UUID is created by the sign server when it gener\nates a new RSA key-pair.", .bit = 0x80, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "key", .doc = "Second half of a 4096 bit public-key (0x200 bytes)", .bit = 0x100, .width = 0x800,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_public_key_4096_b = {
	.name = "nv_file_public_key_4096_b", .doc = "NV item FILE_PUBLIC_KEY_4096_B (file_public_key_4096_b, class 6, index 0xe)", .size_bits = 0x900,
	.fields = fields_nv_file_public_key_4096_b, .nfields = 10,
};

static const struct mlx5ctl_field_desc fields_nv_file_signature[] = {
	{ .name = "signature_uuid", .doc = "Time based UUID for this signature.", .bit = 0x0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "keypair_uuid", .doc = "The UUID of the key-pair used for signing this file. An\nall zero UUID means that the signature is a SHA256 of\nthe image.", .bit = 0x80, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "signature", .doc = "The signature itself", .bit = 0x100, .width = 0x800,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_signature = {
	.name = "nv_file_signature", .doc = "NV item FILE_SIGNATURE (file_signature, class 6, index 0x4)", .size_bits = 0xa00,
	.fields = fields_nv_file_signature, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_nv_file_signature_4096_a[] = {
	{ .name = "signature_uuid", .doc = "Time based UUID for this signature.", .bit = 0x0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "keypair_uuid", .doc = "The UUID of the key-pair used for signing this file. An\nall zero UUID means that the signature is a SHA256 of\nthe image.", .bit = 0x80, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "signature", .doc = "First half of the signature itself", .bit = 0x100, .width = 0x800,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_signature_4096_a = {
	.name = "nv_file_signature_4096_a", .doc = "NV item FILE_SIGNATURE_4096_A (file_signature_4096_a, class 6, index 0xb)", .size_bits = 0x900,
	.fields = fields_nv_file_signature_4096_a, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_nv_file_signature_4096_b[] = {
	{ .name = "signature_uuid", .doc = "Time based UUID for this signature.", .bit = 0x0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "keypair_uuid", .doc = "The UUID of the key-pair used for signing this file. An\nall zero UUID means that the signature is a SHA256 of\nthe image.", .bit = 0x80, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "signature", .doc = "Second half of the signature itself", .bit = 0x100, .width = 0x800,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_file_signature_4096_b = {
	.name = "nv_file_signature_4096_b", .doc = "NV item FILE_SIGNATURE_4096_B (file_signature_4096_b, class 6, index 0xc)", .size_bits = 0x900,
	.fields = fields_nv_file_signature_4096_b, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_nv_flex_parser_cap[] = {
	{ .name = "flex_parser_profile_0_supported", .doc = "If set, indicates profile 0 is supported and can be enabled by\nNV_FLEX_PARSER_CONF.flex_parser_profile_enable.\nEnabling this profile allows for parsing the following proto\ncols:\n\nflex_geneve_supported\nflex_ipv4_over_vxlan_supported\nflex_ipv4_over_ip_supported\nflex_ipv6_over_ip_supported\nflex_vxlan_gpe_supported\nflex_geneve_tlv_option_0_supported", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "flex_parser_profile_1_supported", .doc = "If set, indicates profile 1 is supported and can be enabled by\nNV_FLEX_PARSER_CONF.flex_parser_profile_enable.\nEnabling this profile allows for parsing the following proto\ncols:\n\nflex_geneve_supported\nflex_ctrl_word_over_mpls_over_gre_supported\nflex_ctrl_word_over_mpls_over_udp_supported\nflex_geneve_tlv_option_0_supported", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "flex_parser_profile_2_supported", .doc = "If set, indicates profile 2 is supported and can be enabled by\nNV_FLEX_PARSER_CONF.flex_parser_profile_enable.\nEnabling this profile allows for parsing the following proto\ncols:\nflex_vxlan_gpe_supported\nflex_ipv4_over_vxlan_supported\nflex_icmp_supported\nflex_icmpv6_supported", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "flex_parser_profile_3_supported", .doc = "If set, indicates profile 3 is supported and can be enabled by\nNV_FLEX_PARSER_CONF.flex_parser_profile_enable.\nEnabling this profile allows for parsing the following proto\ncols:\nGTP-U", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "flex_parser_profile_4_supported", .doc = "When TRUE, profile 4 is supported and can be enabled by\nNV_FLEX_PARSER_CONF.flex_parser_profile_enable.\nEnabling this profile allows no additional protocols, keeping\nall programmable parsing resources free", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "flex_parser_profile_5_supported", .doc = "When TRUE, profile 5 is supported and can be enabled by\nNV_FLEX_PARSER_CONF.flex_parser_profile_enable.\nEnabling this profile allows for parsing the following proto\ncols:\nIPoIB_UD_QP", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "flex_parser_profile_6_supported", .doc = "When TRUE, profile 6 is supported and can be enabled by\nNV_FLEX_PARSER_CONF.flex_parser_profile_enable.\nEnabling this profile allows for parsing the following proto\ncols:\nflex_vxlan_pad_supported (VXLAN header is padded with\nadditional DWs according to the 8 bit next to the VNI)\nflex_icmp_supported\nflex_icmpv6_supported", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "flex_parser_profile_7_supported", .doc = "When TRUE, profile 7 is supported and can be enabled by\nNV_FLEX_PARSER_CONF.flex_parser_profile_enable.\nEnabling this profile allows for parsing the following proto\ncols:\nflex_geneve_supported\nflex_icmp_supported\nflex_icmpv6_supported", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "prog_parse_graph_supported", .doc = "When TRUE, indicated dynamic programming of the device\nparse graph may be enabled using PROG_ PARSE_GRAPH.", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_flex_parser_cap = {
	.name = "nv_flex_parser_cap", .doc = "NV item FLEX_PARSER_CAP (nv_flex_parser_cap, class 0, index 0xf)", .size_bits = 0x80,
	.fields = fields_nv_flex_parser_cap, .nfields = 9,
};

static const struct mlx5ctl_field_desc fields_nv_flex_parser_conf[] = {
	{ .name = "prog_parse_graph", .doc = "When TRUE, the device parse graph may be dynamically\nconfigured. The amount of programmable resources is\nreduced according to the amount of protocols already sup\nported by FLEX_PARSER_PROFILE_ENABLE.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "flex_parser_profile_enable", .doc = "Indicates which flex parser profile to enable. Each profile\nsupports a set of protocols. The support indication and the\nset of protocols supported by profile 'x' reported in NC_\nFLEX_PARSER_CAP.flex_parser_profile_x_supported.", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "flex_ipv4_over_vxlan_port", .doc = "The UDP port for incoming IPoVxLAN traffic (non-stan\ndard).\nWhen set, also affects flex_vxlan_gpe_supported when\nenabled on same profile.", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_flex_parser_conf = {
	.name = "nv_flex_parser_conf", .doc = "NV item FLEX_PARSER_CONF (nv_flex_parser_conf, class 0, index 0xe)", .size_bits = 0xa0,
	.fields = fields_nv_flex_parser_conf, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_nv_forbidden_versions[] = {
	{ .name = "creation_time_year", .doc = "The creation year of this FORBIDDEN_VERSION\nstructure in 4 BCD digits.", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "creation_time_month", .doc = "The creation month of this FORBIDDEN_VERSION\nstructure in 2 BCD digits.", .bit = 0x10, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "creation_time_day", .doc = "The creation day of this FORBIDDEN_VERSION\nstructure in 2 BCD digits. (GMT)", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "creation_time_hour", .doc = "The creation hour of this FORBIDDEN_VERSION\nstructure in 2 BCD digits. (GMT, 24h format)", .bit = 0x20, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "creation_time_minute", .doc = "The creation minute of this FORBIDDEN_VERSION\nstructure in 2 BCD digits.", .bit = 0x28, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "creation_time_second", .doc = "The creation second of this FORBIDDEN_VERSION\nstructure in 2 BCD digits.", .bit = 0x30, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "min_allowed_fw_version", .doc = "The minimal (earliest) firmware version priori to\nwhich the device must refuse update.\nBits 31..24 - Major version\nbits 23..16: Minor version\nBits 15..0 - Sub-minor version", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "forbidden_fw_version", .doc = "A list of FW versions to which the device must\nrefuse update. The FW version format is identical to\nthe one shown in min_allowed_fw_version descrip\ntion.\nThe list has up to 32 entries and is terminated by an\nentry set to 0x0.", .bit = 0x80, .width = 0x400,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_forbidden_versions = {
	.name = "nv_forbidden_versions", .doc = "NV item FORBIDDEN_VERSIONS (nv_forbidden_versions, class 0, index 0x4)", .size_bits = 0x480,
	.fields = fields_nv_forbidden_versions, .nfields = 8,
};

static const struct mlx5ctl_field_desc fields_nv_fpga_cap[] = {
	{ .name = "auto_reload_en", .doc = "When set, NV_FPGA_CONF.auto_rload is configurable", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_fpga_cap = {
	.name = "nv_fpga_cap", .doc = "NV item FPGA_CAP (nv_fpga_cap, class 0, index 0xb)", .size_bits = 0x20,
	.fields = fields_nv_fpga_cap, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_fpga_conf[] = {
	{ .name = "auto_reload", .doc = "When set, the FPGA bitstream is reloaded from flash as\npart of the ConnectX boot sequence.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_fpga_conf = {
	.name = "nv_fpga_conf", .doc = "NV item FPGA_CONF (nv_fpga_conf, class 0, index 0xa)", .size_bits = 0x20,
	.fields = fields_nv_fpga_conf, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_fpga_data[] = {
	{ .name = "image_bank", .doc = "Select which FPGA Image to load.\n0x0: FACTORY_IMAGE - Factory-default Image\n0x1: USER_IMAGE_1 - User configured Image #1\nOther - Reserved", .bit = 0x0, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_fpga_data = {
	.name = "nv_fpga_data", .doc = "NV item FPGA_DATA (nv_fpga_data, class 0, index 0x110)", .size_bits = 0x20,
	.fields = fields_nv_fpga_data, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_global_mask[] = {
	{ .name = "ece_disable_mask", .doc = "Enhanced Connection Establishment disable mask.\nEach bit set to 1 will cause the matching bit in ECE to\nbe disabled in ECE negotiation.", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_global_mask = {
	.name = "nv_global_mask", .doc = "NV item GLOBAL_MASK (nv_global_mask, class 0, index 0x116)", .size_bits = 0x100,
	.fields = fields_nv_global_mask, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_global_pci_cap[] = {
	{ .name = "max_vfs_per_pf_valid", .doc = "When set, the NIC will only respect NV_GLOBAL_PCI_\nCONF TLV if its total_vfs parameter is lower than or equal\nto the value of the max_vfs_per_pf field below.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "max_total_msix_valid", .doc = "When set, the NIC will only respect NV_GLOBAL_PCI_\nCONF TLV if the total MSIX required for all PFs and VFs is\nlower or equal to the number specified in the max_total_m\nsix field below.", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "max_total_bar_valid", .doc = "When set, the NIC will only respect an NV_GLOBAL_PCI_\nCONF TLV if the total bar size required for all PFs and VFs is\nlower or equal to the number specified in the max_to\ntal_bar field below.", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "num_pfs_supported", .doc = "When set, the num_pfs field is configurable and max\n_num_pfs is valid.", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "num_vf_msix_supported", .doc = "When set, the num_vf_msix field is configurable and the\nmax_num_vf_msix field is valid.", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "num_pf_msix_supported", .doc = "When set, the num_pf_msix field is configurable and the\nmax_num_pf_msix field is valid.", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vf_bar_size_supported", .doc = "When set, the log_vf_uar_bar_size field is configurable and\nthe max_log_vf_uar_bar_size field is valid.", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pf_bar_size_supported", .doc = "When set, the log_pf_uar_bar_size field is configurable and\nthe max_log_pf_uar_bar_size field is valid.", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "non_prefetchable_pf_bar_supported", .doc = "True when non_prefetchable_pf_bar field is configurable.", .bit = 0x8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vf_nodnic_supported", .doc = "When TRUE, the device supports enabling a VF to have VSC\nGateway exposed through PCI, and may access the NODNIC\ninitialization segment.", .bit = 0x9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "strict_vf_msix_num_supported", .doc = "When set to TRUE, strict_vf_msix_num_enabled is valid.", .bit = 0xa, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pcie_credit_token_timeout_supported", .doc = "When set, pcie_credit_token_timeout is supported.", .bit = 0xc, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vf_vpd_supported", .doc = "When set, VPD Capability exposure to Virtual Functions is\ncontrolled by vf_vpd_enable.", .bit = 0xd, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "max_acc_outstanding_read_byte_supported", .doc = "When set, maximal accumulated outstanding read bytes\ncan be limited by GLOBAL_PCI_CONF_2 max_acc_out\nstanding_read_byte.", .bit = 0xe, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "partial_wr_cache_mode_function", .doc = "When TRUE, NV_GLOBAL_PCI_CONF.partial_wr_cache_\nmode can be set to FUNCTION_BASED", .bit = 0xf, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "partial_wr_cache_mode_address", .doc = "When TRUE, NV_GLOBAL_PCI_CONF.partial_wr_cache_\nmode can be set to ADDRESS_BASED", .bit = 0x10, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "per_pf_num_sf_supported", .doc = "When TRUE, NV_GLOBAL_PCI_CONF.per_pf_num_sf can\nbe set to TRUE", .bit = 0x11, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "per_pf_num_msix_supported", .doc = "When TRUE, NV_GLOBAL_PCI_CONF.per_pf_num_msix\ncan be set to TRUE", .bit = 0x12, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "per_pf_num_vf_msix_supported", .doc = "When TRUE, NV_GLOBAL_PCI_CONF.per_pf_num_vf_m\nsix can be set to TRUE", .bit = 0x13, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "per_pf_total_vf_supported", .doc = "When TRUE, NV_GLOBAL_PCI_CONF.per_pf_total_vf can\nbe set to TRUE", .bit = 0x14, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "disable_rshim_pf_supported", .doc = "When TRUE, INTERNAL_CPU_RSHIM can be set to DIS\nABLED", .bit = 0x15, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "dpu_reset_notification_supported", .doc = "When set, NV_GLOBAL_PCI_CONF.dpu_reset_notifica\ntion_enabled is supported", .bit = 0x16, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "sriov_support", .doc = "When set, SR-IOV support is configurable by the NV_\nGLOBAL_PCI_CONF sriov_en bit.", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vf_qos_control_support", .doc = "When set, the device supports controlling the VF QoS set\nting.", .bit = 0x21, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "fpp_support", .doc = "When set, function per-port setting is configurable", .bit = 0x22, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "hide_port2_pf_supported", .doc = "When TRUE, hide_port2_pf is configurable", .bit = 0x23, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pf_bar2_supported", .doc = "When set, exposing BAR2 to host PFs is supported.", .bit = 0x24, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "max_num_pfs", .doc = "Maximum number of PFs. Value 0 indicates 256 PFs.", .bit = 0x28, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_vfs_per_pf", .doc = "The maximum number of VFs that can be set in the\ntotal_vfs setting (per PF).", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_num_vf_msix", .doc = "Maximum number of MSI-X vectors and EQs per VF.", .bit = 0x40, .width = 0xa,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_num_pf_msix", .doc = "Maximum number of MSI-X vectors and EQs per PF.", .bit = 0x4a, .width = 0xa,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_log_vf_uar_bar_size", .doc = "Log 2 of the maximum size (in MBs) of a VF\"s UAR BAR", .bit = 0x54, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_log_pf_uar_bar_size", .doc = "Log 2 of the maximum size (in MBs) of a PF\"s UAR BAR", .bit = 0x5a, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_total_msix", .doc = "Maximum number of MSI-X for the aggregate of all PFs and\nVFs.", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_total_bar", .doc = "Maximum total of the MMIO space for all PFs and VFs com\nbined, in megabytes.\nNote: if the number of PF or VF per port is not a power of 2,\nthis parameter will also not be a power of 2.", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_global_pci_cap = {
	.name = "nv_global_pci_cap", .doc = "NV item GLOBAL_PCI_CAP (nv_global_pci_cap, class 0, index 0x81)", .size_bits = 0xa0,
	.fields = fields_nv_global_pci_cap, .nfields = 35,
};

static const struct mlx5ctl_field_desc fields_nv_global_pci_cap_3[] = {
	{ .name = "bus0_restrict_en", .doc = "When TRUE, PCI bus width, speed and ASPM can be\nrestricted according to PCI_BUS_RESTRICT_WIDTH,\nPCI_BUS_RESTRICT_SPEED, PCI_BUS_RESTRICT_ASPM\nrespectively", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus0_width_max", .doc = "Maximal supported PCI bus width for restriction\n0x0: PCI_X1\n0x1: PCI_X2\n0x2: PCI_X4\n0x3: PCI_X8\n0x4: PCI_X16", .bit = 0x1, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_cap_3_bus0_width_max },
	{ .name = "bus0_aspm_en", .doc = "When TRUE, PCI bus ASPM may be restricted", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus0_speed_max", .doc = "Maximal supported PCI speed width for restriction\n0x0: PCI_GEN_1\n0x1: PCI_GEN_2\n0x2: PCI_GEN_3\n0x3: PCI_GEN_4\n0x4: PCI_GEN_5", .bit = 0x5, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_cap_3_bus0_speed_max },
	{ .name = "bus1_restrict_en", .doc = "See bus0_restrict_en", .bit = 0x10, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus1_width_max", .doc = "See bus0_width_max\n0x0: PCI_X1\n0x1: PCI_X2\n0x2: PCI_X4\n0x3: PCI_X8\n0x4: PCI_X16", .bit = 0x11, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_cap_3_bus1_width_max },
	{ .name = "bus1_aspm_en", .doc = "See bus0_aspm_en", .bit = 0x14, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus1_speed_max", .doc = "See bus0_speed_max\n0x0: PCI_GEN_1\n0x1: PCI_GEN_2\n0x2: PCI_GEN_3\n0x3: PCI_GEN_4\n0x4: PCI_GEN_5", .bit = 0x15, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_cap_3_bus1_speed_max },
	{ .name = "bus2_restrict_en", .doc = "See bus0_restrict_en", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus2_width_max", .doc = "See bus0_width_max\n0x0: PCI_X1\n0x1: PCI_X2\n0x2: PCI_X4\n0x3: PCI_X8\n0x4: PCI_X16", .bit = 0x21, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_cap_3_bus2_width_max },
	{ .name = "bus2_aspm_en", .doc = "See bus0_aspm_en", .bit = 0x24, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus2_speed_max", .doc = "See bus0_speed_max\n0x0: PCI_GEN_1\n0x1: PCI_GEN_2\n0x2: PCI_GEN_3\n0x3: PCI_GEN_4\n0x4: PCI_GEN_5", .bit = 0x25, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_cap_3_bus2_speed_max },
	{ .name = "bus3_restrict_en", .doc = "See bus0_restrict_en", .bit = 0x30, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus3_width_max", .doc = "See bus0_width_max\n0x0: PCI_X1\n0x1: PCI_X2\n0x2: PCI_X4\n0x3: PCI_X8\n0x4: PCI_X16", .bit = 0x31, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_cap_3_bus3_width_max },
	{ .name = "bus3_aspm_en", .doc = "See bus0_aspm_en", .bit = 0x34, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus3_speed_max", .doc = "See bus0_speed_max\n0x0: PCI_GEN_1\n0x1: PCI_GEN_2\n0x2: PCI_GEN_3\n0x3: PCI_GEN_4\n0x4: PCI_GEN_5", .bit = 0x35, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_cap_3_bus3_speed_max },
	{ .name = "bus4_restrict_en", .doc = "See bus0_restrict_en", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus4_width_max", .doc = "See bus0_width_max\n0x0: PCI_X1\n0x1: PCI_X2\n0x2: PCI_X4\n0x3: PCI_X8\n0x4: PCI_X16", .bit = 0x41, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_cap_3_bus4_width_max },
	{ .name = "bus4_aspm_en", .doc = "See bus0_aspm_en", .bit = 0x44, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus4_speed_max", .doc = "See bus0_speed_max\n0x0: PCI_GEN_1\n0x1: PCI_GEN_2\n0x2: PCI_GEN_3\n0x3: PCI_GEN_4\n0x4: PCI_GEN_5", .bit = 0x45, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_cap_3_bus4_speed_max },
	{ .name = "bus5_restrict_en", .doc = "See bus0_restrict_en", .bit = 0x50, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus5_width_max", .doc = "See bus0_width_max\n0x0: PCI_X1\n0x1: PCI_X2\n0x2: PCI_X4\n0x3: PCI_X8\n0x4: PCI_X16", .bit = 0x51, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_cap_3_bus5_width_max },
	{ .name = "bus5_aspm_en", .doc = "See bus0_aspm_en", .bit = 0x54, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus5_speed_max", .doc = "See bus0_speed_max\n0x0: PCI_GEN_1\n0x1: PCI_GEN_2\n0x2: PCI_GEN_3\n0x3: PCI_GEN_4\n0x4: PCI_GEN_5", .bit = 0x55, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_cap_3_bus5_speed_max },
	{ .name = "bus6_restrict_en", .doc = "See bus0_restrict_en", .bit = 0x60, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus6_width_max", .doc = "See bus0_width_max\n0x0: PCI_X1\n0x1: PCI_X2\n0x2: PCI_X4\n0x3: PCI_X8\n0x4: PCI_X16", .bit = 0x61, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_cap_3_bus6_width_max },
	{ .name = "bus6_aspm_en", .doc = "See bus0_aspm_en", .bit = 0x64, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus6_speed_max", .doc = "See bus0_speed_max\n0x0: PCI_GEN_1\n0x1: PCI_GEN_2\n0x2: PCI_GEN_3\n0x3: PCI_GEN_4\n0x4: PCI_GEN_5", .bit = 0x65, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_cap_3_bus6_speed_max },
	{ .name = "bus7_restrict_en", .doc = "See bus0_restrict_en", .bit = 0x70, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus7_width_max", .doc = "See bus0_width_max\n0x0: PCI_X1\n0x1: PCI_X2\n0x2: PCI_X4\n0x3: PCI_X8\n0x4: PCI_X16", .bit = 0x71, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_cap_3_bus7_width_max },
	{ .name = "bus7_aspm_en", .doc = "See bus0_aspm_en", .bit = 0x74, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus7_speed_max", .doc = "See bus0_speed_max\n0x0: PCI_GEN_1\n0x1: PCI_GEN_2\n0x2: PCI_GEN_3\n0x3: PCI_GEN_4\n0x4: PCI_GEN_5", .bit = 0x75, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_cap_3_bus7_speed_max },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_global_pci_cap_3 = {
	.name = "nv_global_pci_cap_3", .doc = "NV item GLOBAL_PCI_CAP_3 (nv_global_pci_cap_3, class 0, index 0x113)", .size_bits = 0x180,
	.fields = fields_nv_global_pci_cap_3, .nfields = 32,
};

static const struct mlx5ctl_field_desc fields_nv_global_pci_conf[] = {
	{ .name = "sriov_valid", .doc = "When set, the sriov field is valid.\nWhen cleared, the device uses the \"factory_settings\" value.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "full_vf_qos_valid", .doc = "When set, the full_vf_qos field is valid.\nWhen cleared, the device uses the \"factory_settings\" value.", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "fpp_valid", .doc = "When set, the fpp field is valid.\nWhen cleared, the device uses the \"factory_settings\" value.", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "num_pfs_valid", .doc = "When set, the num_pfs field is valid.\nWhen cleared, the device uses the \"factory_settings\" value.", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "num_vf_msix_valid", .doc = "When set, the num_vf_msix field is valid.\nWhen cleared, the device uses the \"factory_settings\" value.", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "num_pf_msix_valid", .doc = "When set, the num_pf_msix field is valid.\nWhen cleared, the number of PF MSI-X is defined by\nPER_PF_NUM_MSIX", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vf_bar_size_valid", .doc = "When set, the vf_bar_size field is valid.\nWhen cleared, the device uses the \"factory_settings\" value.", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pf_bar_size_valid", .doc = "When set, the pf_bar_size field is valid.\nWhen cleared, the device uses the \"factory_settings\" value.", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "non_prefetchable_pf_bar_valid", .doc = "When set to TRUE, non_prefetchable_bar field and\nallow_large_non_prefetchable_pf_bar overrides the\ndefault value.", .bit = 0x8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vf_nodnic_enable", .doc = "When set to TRUE, VF has VSC Gateway exposed through\nPCI, and may access the NODNIC initialization segment", .bit = 0x9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "strict_vf_msix_num_enabled", .doc = "When set to TRUE, num_vf_msix defines a strict number\n(no calculation and roundup).", .bit = 0xa, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "per_pf_num_sf", .doc = "When TRUE, the SFs configuration is defined by TOTAL_SF\nand SF_BAR_SIZE for each PF individually. In case they are\nnot defined for a PF, device defaults are used.\nWhen FALSE, the SFs configuration is defined by device\ndefaults.\nValid only when PF_BAR2_ENABLE is set to FALSE.", .bit = 0xb, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "per_pf_num_msix", .doc = "When TRUE, the MSI-X configuration is defined by\nPF_NUM_PF_MSIX for each PF individually. In case they\nare not defined for a PF, device defaults are used.\nWhen FALSE, the MSI-X configuration is defined by device\ndefaults\nValid only when NUM_PF_MSIX_VALID is set to FALSE.", .bit = 0xc, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vf_vpd_enable", .doc = "When set, VPD Capability is exposed to Virtual Functions.", .bit = 0xd, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "non_prefetchable_pf_bar", .doc = "When set, the PF BAR prefetchable bit is cleared.\nNote: PCI switches and operation systems have dedicated\nquotas for non-prefetchable memory, hence, you may need\nto decrease log_pf_uar_bar_size to enable this feature.", .bit = 0xe, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "per_pf_num_vf_msix", .doc = "When set to TRUE, the VF MSI-X configuration is defined by\nNUM_VF_MSIX for each PF individually. In case they are not\ndefined for a PF, device defaults are used for that PF.\nWhen set to FALSE, the MSI-X configuration is defined by\nNUM_VF_MSIX for all PFs.", .bit = 0x10, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "per_pf_total_vf", .doc = "When TRUE, the number of VFs is defined for each net\nworking PF individually in PF_NUM_OF_VF. In case they are\nnot defined for a PF, device defaults are used instead.\nWhen FALSE, the number of VFs is defined symmetrically\nfor all PFs by NUM_OF_VFS", .bit = 0x11, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rshim_pf", .doc = "Defines whether an RSHIM function will be exposed (when\navailable) to the external host.\n0x0: ENABLED\n0x1: DISABLED", .bit = 0x12, .width = 0x1,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_conf_rshim_pf },
	{ .name = "dpu_reset_notification_enabled", .doc = "When set, the NIC can report PCIe errors through AER cap\nto all hosts it is connected to on DPU reset\\panic. (If no\nerror reporting is enabled, the DPU will not report any\nerror.)\n0x0: DISABLED\n0x1: ENABLED", .bit = 0x13, .width = 0x1,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_conf_dpu_reset_notification_enabled },
	{ .name = "log_pf_bar2_size", .doc = "Log (base 2) of the size of a PF's BAR2 size, given in MB.", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sriov_en", .doc = "Enable Single-Root I/O Virtualization (SR-IOV)", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "full_vf_qos", .doc = "When set, Virtual Function has the same number of traffic\nclasses as physical functions.", .bit = 0x21, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "fpp_en", .doc = "When this bit is cleared, the device exposes a single PCI\nfunction for both ports. When set, the device exposes one or\nmore PCI functions for each port (this is the only mode sup\nported by ConnectX-4 devices).", .bit = 0x22, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "hide_port2_pf", .doc = "When TRUE, the device will not advertise the PFs associ\nated with port 2, except for the Embedded CPU (ECPF) if\nexists. This configuration is available only when NV_PCI_\nCONF.ADVANCED_PCI_SETTINGS is TRUE.", .bit = 0x23, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pf_bar2_en", .doc = "When TRUE, BAR2 is exposed on all external host PFs (but\nnot on the embedded ARM PFs/ECPFs). The BAR2 size is\ndefined by the log_pf_bar2_size.\nWhen FALSE, the SFs and BAR2 configurations are defined\nby PER_PF_NUM_SF", .bit = 0x24, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "partial_wr_cache_mode", .doc = "Specifies the mode of operation for PCI write cache, for\npartial cacheline writes:\n0x0: DEVICE_DEFAULT - device default configuration\n0x1: DISABLED\n0x2: FUNCTION_BASED\n0x3: ADDRESS_BASED\nother values are reserved", .bit = 0x25, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_conf_partial_wr_cache_mode },
	{ .name = "num_pfs", .doc = "Total number of Network PCIe functions (PFs) exposed by\nthe device. The number of PFs must be a multiple of the\nnumber of ports, num_port_cap. For a Multi-Host device,\nthis number is applied to each host individually.\nValue 0 is only supported when an Emulated PCI Switch is\npresent or another type of PF (e.g. emulated device).", .bit = 0x28, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "total_vfs", .doc = "The total number of Virtual Functions (VFs) that can be sup\nported, for each PF.\nValid when PF_NUM_OF_VF_VALID is FALSE", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "num_vf_msix", .doc = "Number of MSI-X vectors and EQs per VF.", .bit = 0x40, .width = 0xa,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "num_pf_msix", .doc = "Number of MSI-X vectors and EQs per PF.", .bit = 0x4a, .width = 0xa,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_vf_uar_bar_size", .doc = "Log 2 of the size of a VF\"s UAR BAR in MBs.", .bit = 0x54, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_pf_uar_bar_size", .doc = "Log 2 of the size of a PF\"s UAR BAR in MBs.", .bit = 0x5a, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_global_pci_conf = {
	.name = "nv_global_pci_conf", .doc = "NV item GLOBAL_PCI_CONF (nv_global_pci_conf, class 0, index 0x80)", .size_bits = 0x60,
	.fields = fields_nv_global_pci_conf, .nfields = 32,
};

static const struct mlx5ctl_field_desc fields_nv_global_pci_conf_2[] = {
	{ .name = "max_acc_outstanding_read_byte", .doc = "Maximum accumulated outstanding Read requests bytes.\nValue is given in units of 1K bytes.\nThe limit is applied for each PCI bus link individually.\nValue 0x0 indicates the use of device defaults.\nConfiguration is available only when NV_PCI_\nCONF.ADVANCED_PCI_SETTINGS is TRUE.", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pcie_credit_token_timeout", .doc = "PCIe credit timeout. In case a pending transaction has no\ncredits longer than this timeout value, buffered transac\ntions will be dropped. Value is given in milliseconds in the\nrange of 10 to 4,000.\nValue 0x0 indicates the device will adjust the timeout auto\nmatically.\nValue 0xffff disables the feature.", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_global_pci_conf_2 = {
	.name = "nv_global_pci_conf_2", .doc = "NV item GLOBAL_PCI_CONF_2 (nv_global_pci_conf_2, class 0, index 0x84)", .size_bits = 0x20,
	.fields = fields_nv_global_pci_conf_2, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_nv_global_pci_conf_3[] = {
	{ .name = "bus0_restrict", .doc = "When TRUE, PCI bus width, speed and ASPM will be\nrestricted according to PCI_BUS_RESTRICT_WIDTH,\nPCI_BUS_RESTRICT_SPEED, PCI_BUS_RESTRICT_ASPM\nrespectively", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus0_width", .doc = "Restricts the PCI bus width to be smaller or equal to:\n0x0: PCI_X1\n0x1: PCI_X2\n0x2: PCI_X4\n0x3: PCI_X8\n0x4: PCI_X16\nValid when PCI_BUS_RESTRICT is TRUE.", .bit = 0x1, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_conf_3_bus0_width },
	{ .name = "bus0_aspm", .doc = "When FALSE, PCI bus will not have ASPM enabled.\nValid when PCI_BUS_RESTRICT is TRUE.", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus0_speed", .doc = "Restricts the PCI speed to be smaller or equal to:\n0x0: PCI_GEN_1\n0x1: PCI_GEN_2\n0x2: PCI_GEN_3\n0x3: PCI_GEN_4\n0x4: PCI_GEN_5\nValid when PCI_BUS_RESTRICT is TRUE.", .bit = 0x5, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_conf_3_bus0_speed },
	{ .name = "bus1_restrict", .doc = "See PCI_BUS0_RESTRICT", .bit = 0x10, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus1_width", .doc = "See PCI_BUS0_RESTRICT_WIDTH\n0x0: PCI_X1\n0x1: PCI_X2\n0x2: PCI_X4\n0x3: PCI_X8\n0x4: PCI_X16", .bit = 0x11, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_conf_3_bus1_width },
	{ .name = "bus1_aspm", .doc = "See PCI_BUS0_RESTRICT_ASPM", .bit = 0x14, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus1_speed", .doc = "See PCI_BUS0_RESTRICT_SPEED\n0x0: PCI_GEN_1\n0x1: PCI_GEN_2\n0x2: PCI_GEN_3\n0x3: PCI_GEN_4\n0x4: PCI_GEN_5", .bit = 0x15, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_conf_3_bus1_speed },
	{ .name = "bus2_restrict", .doc = "See PCI_BUS0_RESTRICT", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus2_width", .doc = "See PCI_BUS0_RESTRICT_WIDTH\n0x0: PCI_X1\n0x1: PCI_X2\n0x2: PCI_X4\n0x3: PCI_X8\n0x4: PCI_X16", .bit = 0x21, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_conf_3_bus2_width },
	{ .name = "bus2_aspm", .doc = "See PCI_BUS0_RESTRICT_ASPM", .bit = 0x24, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus2_speed", .doc = "See PCI_BUS0_RESTRICT_SPEED\n0x0: PCI_GEN_1\n0x1: PCI_GEN_2\n0x2: PCI_GEN_3\n0x3: PCI_GEN_4\n0x4: PCI_GEN_5", .bit = 0x25, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_conf_3_bus2_speed },
	{ .name = "bus3_restrict", .doc = "See PCI_BUS0_RESTRICT", .bit = 0x30, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus3_width", .doc = "See PCI_BUS0_RESTRICT_WIDTH\n0x0: PCI_X1\n0x1: PCI_X2\n0x2: PCI_X4\n0x3: PCI_X8\n0x4: PCI_X16", .bit = 0x31, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_conf_3_bus3_width },
	{ .name = "bus3_aspm", .doc = "See PCI_BUS0_RESTRICT_ASPM", .bit = 0x34, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus3_speed", .doc = "See PCI_BUS0_RESTRICT_SPEED\n0x0: PCI_GEN_1\n0x1: PCI_GEN_2\n0x2: PCI_GEN_3\n0x3: PCI_GEN_4\n0x4: PCI_GEN_5", .bit = 0x35, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_conf_3_bus3_speed },
	{ .name = "bus4_restrict", .doc = "See PCI_BUS0_RESTRICT", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus4_width", .doc = "See PCI_BUS0_RESTRICT_WIDTH\n0x0: PCI_X1\n0x1: PCI_X2\n0x2: PCI_X4\n0x3: PCI_X8\n0x4: PCI_X16", .bit = 0x41, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_conf_3_bus4_width },
	{ .name = "bus4_aspm", .doc = "See PCI_BUS0_RESTRICT_ASPM", .bit = 0x44, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus4_speed", .doc = "See PCI_BUS0_RESTRICT_SPEED\n0x0: PCI_GEN_1\n0x1: PCI_GEN_2\n0x2: PCI_GEN_3\n0x3: PCI_GEN_4\n0x4: PCI_GEN_5", .bit = 0x45, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_conf_3_bus4_speed },
	{ .name = "bus5_restrict", .doc = "See PCI_BUS0_RESTRICT", .bit = 0x50, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus5_width", .doc = "See PCI_BUS0_RESTRICT_WIDTH\n0x0: PCI_X1\n0x1: PCI_X2\n0x2: PCI_X4\n0x3: PCI_X8\n0x4: PCI_X16", .bit = 0x51, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_conf_3_bus5_width },
	{ .name = "bus5_aspm", .doc = "See PCI_BUS0_RESTRICT_ASPM", .bit = 0x54, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus5_speed", .doc = "See PCI_BUS0_RESTRICT_SPEED\n0x0: PCI_GEN_1\n0x1: PCI_GEN_2\n0x2: PCI_GEN_3\n0x3: PCI_GEN_4\n0x4: PCI_GEN_5", .bit = 0x55, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_conf_3_bus5_speed },
	{ .name = "bus6_restrict", .doc = "See PCI_BUS0_RESTRICT", .bit = 0x60, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus6_width", .doc = "See PCI_BUS0_RESTRICT_WIDTH\n0x0: PCI_X1\n0x1: PCI_X2\n0x2: PCI_X4\n0x3: PCI_X8\n0x4: PCI_X16", .bit = 0x61, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_conf_3_bus6_width },
	{ .name = "bus6_aspm", .doc = "See PCI_BUS0_RESTRICT_ASPM", .bit = 0x64, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus6_speed", .doc = "See PCI_BUS0_RESTRICT_SPEED\n0x0: PCI_GEN_1\n0x1: PCI_GEN_2\n0x2: PCI_GEN_3\n0x3: PCI_GEN_4\n0x4: PCI_GEN_5", .bit = 0x65, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_conf_3_bus6_speed },
	{ .name = "bus7_restrict", .doc = "See PCI_BUS0_RESTRICT", .bit = 0x70, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus7_width", .doc = "See PCI_BUS0_RESTRICT_WIDTH\n0x0: PCI_X1\n0x1: PCI_X2\n0x2: PCI_X4\n0x3: PCI_X8\n0x4: PCI_X16", .bit = 0x71, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_conf_3_bus7_width },
	{ .name = "bus7_aspm", .doc = "See PCI_BUS0_RESTRICT_ASPM", .bit = 0x74, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bus7_speed", .doc = "See PCI_BUS0_RESTRICT_SPEED\n0x0: PCI_GEN_1\n0x1: PCI_GEN_2\n0x2: PCI_GEN_3\n0x3: PCI_GEN_4\n0x4: PCI_GEN_5", .bit = 0x75, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_global_pci_conf_3_bus7_speed },
	{ .name = "dport_owner", .doc = "Identifies the owner of the respective PCI Downstream\nPort.\n0x0: DEVICE_DEFAULT\n0x1: HOST_0\n0x2: HOST_1\n0x3: HOST_2\n0x4: HOST_3\n0x5: HOST_4\n0x6: HOST_5\n0x7: HOST_6\n0x8: HOST_7\n0xF: EMBEDDED_CPU\nOther values are reserved", .bit = 0x80, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_global_pci_conf_3 = {
	.name = "nv_global_pci_conf_3", .doc = "NV item GLOBAL_PCI_CONF_3 (nv_global_pci_conf_3, class 0, index 0x94)", .size_bits = 0x180,
	.fields = fields_nv_global_pci_conf_3, .nfields = 33,
};

static const struct mlx5ctl_field_desc fields_nv_global_roce_cc_cap[] = {
	{ .name = "legacy_cc_dcqcn_supported", .doc = "When TRUE, legcay_cc_dcqn may be set to TRUE", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_global_roce_cc_cap = {
	.name = "nv_global_roce_cc_cap", .doc = "NV item GLOBAL_ROCE_CC_CAP (nv_global_roce_cc_cap, class 0, index 0x11a)", .size_bits = 0x20,
	.fields = fields_nv_global_roce_cc_cap, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_global_roce_cc_conf[] = {
	{ .name = "legacy_cc_dcqcn", .doc = "When TRUE, the device will only use legacy Conges\ntion Control DCQCN algorithm", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_global_roce_cc_conf = {
	.name = "nv_global_roce_cc_conf", .doc = "NV item GLOBAL_ROCE_CC_CONF (nv_global_roce_cc_conf, class 0, index 0x119)", .size_bits = 0x80,
	.fields = fields_nv_global_roce_cc_conf, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_hca_cap[] = {
	{ .name = "multi_port_vhca_supported", .doc = "When set NV_HCA_CONF.multi_port_vhca_en bit is config\nurable", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pci_data_wr_ordering_supported", .doc = "When set, NV_HCA_CONF pci_data_wr_ordering_mode is\nconfigurable", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "roce_ctrl_supported", .doc = "when TRUE, NV_HCA_CONF.roce_ctrl is configurable", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_hca_cap = {
	.name = "nv_hca_cap", .doc = "NV item HCA_CAP (nv_hca_cap, class 3, index 0x113)", .size_bits = 0x20,
	.fields = fields_nv_hca_cap, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_nv_hca_conf[] = {
	{ .name = "multi_port_vhca_en", .doc = "When set, the PF reports the multi-port-vhca capability.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pci_data_wr_ordering_mode", .doc = "Controls the PCI ordering attribute for write accesses from\nthe device\n0x0: per_mkey - Each MKey may be configured differently\nfor Relaxed Ordering\n0x1: force_relax - All MKeys will be set to use Relaxed\nOrdering at creation time\nshow this setting only when NV_PCI_CONF. advanced_pci_\nsettings is true.", .bit = 0x2, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_hca_conf_pci_data_wr_ordering_mode },
	{ .name = "roce_ctrl", .doc = "Control support for RDMA over Converged Ethernet (RoCE)\n0x0: DEVICE_DEFAULT\n0x1: ROCE_DISABLE\n0x2: ROCE_ENABLE", .bit = 0x4, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_hca_conf_roce_ctrl },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_hca_conf = {
	.name = "nv_hca_conf", .doc = "NV item HCA_CONF (nv_hca_conf, class 3, index 0x112)", .size_bits = 0x20,
	.fields = fields_nv_hca_conf, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_nv_host_chaining_cap[] = {
	{ .name = "chain_mode_basic_supported", .doc = "When set, chain_mode can be set to BASIC", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cache_disable_supported", .doc = "When TRUE, caching of host chaining data can be disabled\nby cache_disable in NV_HOST_CHAINING_CONF.", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_total_num_descriptors", .doc = "Log2 of the maximal total number of packet descriptors\nallocated for host chaining (sum of all priorities).", .bit = 0x20, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_total_data_size", .doc = "Log(base 2) of the maximal total data buffer size allocated\nfor host chaining (sum of all priorities)", .bit = 0x28, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_num_descriptor_per_prio", .doc = "Log(base 2) of the maximal number of packet descriptors\nallocated for host chaining per priority", .bit = 0x30, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_data_size_per_prio", .doc = "Log(base 2) of the maximal data buffer size allocated for\nhost chaining per priority", .bit = 0x38, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_host_chaining_cap = {
	.name = "nv_host_chaining_cap", .doc = "NV item HOST_CHAINING_CAP (nv_host_chaining_cap, class 0, index 0x9)", .size_bits = 0x40,
	.fields = fields_nv_host_chaining_cap, .nfields = 6,
};

static const struct mlx5ctl_field_desc fields_nv_host_chaining_conf[] = {
	{ .name = "cache_disable", .doc = "When TRUE, host chaining data is not cached on the device.", .bit = 0x1c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "chain_mode", .doc = "Enable and select host-chaining mode.\n0x0: DISABLED\n0x1: BASIC\nother values are reserved", .bit = 0x1e, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_host_chaining_conf_chain_mode },
	{ .name = "log_num_descriptor", .doc = "Log(base 2) of the number of packets descriptors that\nshould be allocated by the host for host chaining for a given\nIEEE802.1p priority i.\n0 means that no descriptors are allocated for this priority\nand traffic with this priority will be dropped.", .bit = 0x20, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "log_data_size", .doc = "Log(base 2) of the buffer size (in bytes) allocated for host\nchaining for a given IEEE802.1p priority i.\n0 means no buffer for this priority and traffic with this pri\nority will be dropped.", .bit = 0x60, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_host_chaining_conf = {
	.name = "nv_host_chaining_conf", .doc = "NV item HOST_CHAINING_CONF (nv_host_chaining_conf, class 0, index 0x8)", .size_bits = 0xa0,
	.fields = fields_nv_host_chaining_conf, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_nv_host_priv_cap[] = {
	{ .name = "priv_level_limited", .doc = "When TRUE, the host may be set to privilege level LIMITED", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "priv_level_privileged", .doc = "When TRUE, the host may be set to privilege level PRIVI\nLEGED", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "disable_rshim_supported", .doc = "When TRUE, disable_rshim is supported in\nNV_HOST_PRIV_CONF", .bit = 0x1c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "disable_tracer_supported", .doc = "When TRUE, disable_tracer is supported in\nNV_HOST_PRIV_CONF", .bit = 0x1d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "disable_counter_rd_supported", .doc = "When TRUE, disable_counter_rd is supported in\nNV_HOST_PRIV_CONF", .bit = 0x1e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "disable_port_owner_supported", .doc = "When TRUE, disable_port_owner is supported in\nNV_HOST_PRIV_CONF", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_host_priv_cap = {
	.name = "nv_host_priv_cap", .doc = "NV item HOST_PRIV_CAP (nv_host_priv_cap, class 7, index 0x100)", .size_bits = 0x80,
	.fields = fields_nv_host_priv_cap, .nfields = 6,
};

static const struct mlx5ctl_field_desc fields_nv_host_priv_conf[] = {
	{ .name = "priv_level", .doc = "Privilege level of the host\n0x0: PRIVILEGED - host has all supported privi\nleges\n0x1: LIMITED - host is not allowed to modify global/\nper port/parameters or access other hosts param\neters", .bit = 0x2, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_host_priv_conf_priv_level },
	{ .name = "disable_rshim", .doc = "When TRUE, the host does not have an RSHIM\nfunction to access the embedded CPU registers", .bit = 0x1c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "disable_tracer", .doc = "When TRUE, the host will not be allowed to own the\nTracer", .bit = 0x1d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "disable_counter_rd", .doc = "When TRUE, the host will not be allowed to read\nPhysical port counters", .bit = 0x1e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "disable_port_owner", .doc = "When TRUE, the host will not be allowed to be Port\nOwner", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_host_priv_conf = {
	.name = "nv_host_priv_conf", .doc = "NV item HOST_PRIV_CONF (nv_host_priv_conf, class 7, index 0x83)", .size_bits = 0x80,
	.fields = fields_nv_host_priv_conf, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_nv_host_sync_conf[] = {
	{ .name = "icmd_sem_lock_threshold", .doc = "Host will be expelled from VSEC Gateway usage if it\nholds the ICMD Global Semaphore for a period lon\nger than this threshold. Value is given in units of\n0.1sec\nValue 0xFFFF indicates this threshold is infinite (dis\nabled)", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "idle_icmd_sem_lock_threshold", .doc = "Host will be expelled from VSEC Gateway usage if it\nholds the ICMD Global Semaphore, without issuing\nany ICMD, for a period longer than this threshold.\nValue is given in units of 0.1sec\nValue 0xFFFF indicates this threshold is infinite (dis\nabled)", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "minimal_vsec_gw_expel_duration", .doc = "Host VSEC Gateway expulsion will persist for this\nperiod. Value is given in units of 0.1sec", .bit = 0x20, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_host_sync_conf = {
	.name = "nv_host_sync_conf", .doc = "NV item HOST_SYNC_CONF (nv_host_sync_conf, class 0, index 0x8a)", .size_bits = 0x100,
	.fields = fields_nv_host_sync_conf, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_nv_host_to_bmc[] = {
	{ .name = "host2bmc", .doc = "When set, the host can communicate directly with\nthe BMC.", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_host_to_bmc = {
	.name = "nv_host_to_bmc", .doc = "NV item HOST_TO_BMC (nv_host_to_bmc, class 0, index 0x11)", .size_bits = 0x20,
	.fields = fields_nv_host_to_bmc, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_hpcc_int[] = {
	{ .name = "hpcc_int_en", .doc = "When set to TRUE, the device will support HPCC CC\nbased on INT stamped RTT packets. The HPCC algo\nrithm should be programmed/configured separately\nto this configuration.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "np_rtt_int_data_mode", .doc = "Defines how Notification Point (NP) generates the\ndata for the RTT response, out of the telemetry (INT)\ninformation.\n0x0: INT_MODE0\n0x1: INT_MODE1", .bit = 0x1, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_hpcc_int_np_rtt_int_data_mode },
	{ .name = "np_rtt_response_dscp_valid", .doc = "Defines how DSCP is used in RTT response.", .bit = 0x9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "np_rtt_response_dscp", .doc = "Defines how DSCP is used in RTT response.", .bit = 0xa, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "system_rtt", .doc = "Modifies RTT evaluation.", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_hpcc_int = {
	.name = "nv_hpcc_int", .doc = "NV item HPCC_INT (nv_hpcc_int, class 0, index 0x114)", .size_bits = 0x80,
	.fields = fields_nv_hpcc_int, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_nv_hpcc_int_cap[] = {
	{ .name = "np_rtt_int_data_mode_last_hop", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "np_rtt_int_data_mode_most_congested", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "np_rtt_response_dscp_supported", .doc = "When TRUE, np_rtt_response_dscp_valid in NV_HP\nCC_INT may be set to TRUE.", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "system_rtt_supported", .doc = "When TRUE, system_rtt in NV_HPCC_INT may be\nset.", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_hpcc_int_cap = {
	.name = "nv_hpcc_int_cap", .doc = "NV item HPCC_INT_CAP (nv_hpcc_int_cap, class 0, index 0x115)", .size_bits = 0x80,
	.fields = fields_nv_hpcc_int_cap, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_nv_ib_dc_cap[] = {
	{ .name = "min_log_dcr_hash_table_size", .doc = "Minimal value supported for log_dcr_hash_table_\nsize", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_log_dcr_hash_table_size", .doc = "Maximal value supported for log_dcr_hash_table_\nsize", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "min_dcr_lifo_size", .doc = "Minimal value supported for dcr_lifo_size", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_dcr_lifo_size", .doc = "Maximal value supported for dcr_lifo_size", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "min_dcr_cnak_buffer_size", .doc = "The minimum configurable value for dcr_c\nnack_buffer_size.", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_dcr_cnak_buffer_size", .doc = "The maximum configurable value for dcr_c\nnack_buffer_size.", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_ib_dc_cap = {
	.name = "nv_ib_dc_cap", .doc = "NV item IB_DC_CAP (nv_ib_dc_cap, class 0, index 0x191)", .size_bits = 0xc0,
	.fields = fields_nv_ib_dc_cap, .nfields = 6,
};

static const struct mlx5ctl_field_desc fields_nv_ib_dc_conf[] = {
	{ .name = "max_packet_lifetime", .doc = "Maximum time for a packet to traverse any of the IB/\nRoCE paths. Time in microseconds is derived from\n4.096 usec * 2^MAX_PACKET_LIFETIME.\nValue 0x0 indicates device default", .bit = 0x12, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_dcr_hash_table_size", .doc = "InfiniBand DC (Dynamically Connected) hash table\nlog2 size (for example: 7 means 128 entries)", .bit = 0x1b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dcr_lifo_size", .doc = "The total amount of InfiniBand  DCRs (Dynamically\nConnected Responders), minus one.", .bit = 0x28, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_ib_dc_conf = {
	.name = "nv_ib_dc_conf", .doc = "NV item IB_DC_CONF (nv_ib_dc_conf, class 0, index 0x190)", .size_bits = 0x40,
	.fields = fields_nv_ib_dc_conf, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_nv_internal_cpu_cap[] = {
	{ .name = "separate_host_model_supported", .doc = "If set, SEPARATED_HOST model is supported for INTER\nNAL_CPU_MODEL.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "embedded_cpu_model_supported", .doc = "If set, EMBEDDED_CPU model is supported for INTER\nNAL_CPU_MODEL.", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "host_page_supplier_supported", .doc = "When TRUE, INTERNAL_CPU_PAGE_SUPPLIER can be set\nto EXT_HOST_PF", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "host_esw_manager_supported", .doc = "When TRUE, INTERNAL_CPU_ESWITCH_MANAGER can be\nset to EXT_HOST_PF", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "host_ib_vport0_supported", .doc = "When TRUE, INTERNAL_CPU_IB_VPORT0 can be set to\nEXT_HOST_PF", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "disable_offload_engine_supported", .doc = "When TRUE, INTERNAL_CPU_OFFLOAD_ENGINE can be\nset to DISABLED", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_internal_cpu_cap = {
	.name = "nv_internal_cpu_cap", .doc = "NV item INTERNAL_CPU_CAP (nv_internal_cpu_cap, class 0, index 0xd)", .size_bits = 0x80,
	.fields = fields_nv_internal_cpu_cap, .nfields = 6,
};

static const struct mlx5ctl_field_desc fields_nv_internal_cpu_conf[] = {
	{ .name = "offload_engine", .doc = "Defines whether the Internal CPU is used as an offload\nengine\n0x0: ENABLED\n0x1: DISABLED\nValid for INTERNAL_CPU_MODEL = EMBEDDED_CPU", .bit = 0x17, .width = 0x1,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_internal_cpu_conf_offload_engine },
	{ .name = "ib_vport0", .doc = "Defines the owner of IB Vport0 responsibilities\n0x0: ECPF\n0x1: EXT_HOST_PF", .bit = 0x19, .width = 0x1,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_internal_cpu_conf_ib_vport0 },
	{ .name = "esw_manager", .doc = "Defines the owner of Eth Embedded Switch responsibilities\n0x0: ECPF\n0x1: EXT_HOST_PF\nValid for INTERNAL_CPU_MODEL = EMBEDDED_CPU", .bit = 0x1a, .width = 0x1,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_internal_cpu_conf_esw_manager },
	{ .name = "page_supplier", .doc = "Defines the owner of providing ICM pages to the external\nhost functions\n0x0: ECPF\n0x1: EXT_HOST_PF\nValid for INTERNAL_CPU_MODEL = EMBEDDED_CPU", .bit = 0x1b, .width = 0x1,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_internal_cpu_conf_page_supplier },
	{ .name = "internal_cpu_model", .doc = "Select the model for the Internal CPU\n0x0: SEPARATED_HOST - Supported only when NV_INTER\nNAL_CPU_CAP.separate_host_model_supported==1.\n0x1: EMBEDDED_CPU - Supported only when NV_INTER\nNAL_CPU_CAP.embedded_cpu_model_supported==1.\nother values are reserved\nThis NVCONFIG parameter can only be configured from the\nembedded CPU.", .bit = 0x1c, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_internal_cpu_conf_internal_cpu_model },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_internal_cpu_conf = {
	.name = "nv_internal_cpu_conf", .doc = "NV item INTERNAL_CPU_CONF (nv_internal_cpu_conf, class 0, index 0xc)", .size_bits = 0x80,
	.fields = fields_nv_internal_cpu_conf, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_nv_internal_hairpin_cap[] = {
	{ .name = "log_max_hpin_total_num_descriptors", .doc = "Log2 of the maximal total number of packet descriptors\nallocated for eswitch hairpin (sum of all priorities).", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_hpin_total_data_size", .doc = "Log(base 2) of the maximal total data buffer size allocated\nfor eswitch hairpin (sum of all priorities)", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_hpin_num_descriptor_per_prio", .doc = "Log(base 2) of the maximal number of packet descriptors\nallocated for eswitch hairpin per priority", .bit = 0x10, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_hpin_data_size_per_prio", .doc = "Log(base 2) of the maximal data buffer size allocated for\neswitch hairpin per priority", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_internal_hairpin_cap = {
	.name = "nv_internal_hairpin_cap", .doc = "NV item INTERNAL_HAIRPIN_CAP (nv_internal_hairpin_cap, class 0, index 0x14)", .size_bits = 0x20,
	.fields = fields_nv_internal_hairpin_cap, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_nv_internal_hairpin_conf[] = {
	{ .name = "log_hpin_num_descriptor", .doc = "Log(base 2) of the number of packets descriptors allocated\ninternally for hairpin for a given IEEE802.1p priority i.\n0 means that no descriptors are allocated for this priority\nand traffic with this priority will be dropped.", .bit = 0x0, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "log_hpin_data_size", .doc = "Log(base 2) of the buffer size (in bytes) allocated internally\nfor hairpin for a given IEEE802.1p priority i.\n0 means no buffer for this priority and traffic with this pri\nority will be dropped.", .bit = 0x40, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_internal_hairpin_conf = {
	.name = "nv_internal_hairpin_conf", .doc = "NV item INTERNAL_HAIRPIN_CONF (nv_internal_hairpin_conf, class 0, index 0x13)", .size_bits = 0x80,
	.fields = fields_nv_internal_hairpin_conf, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_nv_invalidate_all_timestamp[] = {
	{ .name = "time_synced", .doc = "When set, the time field represents the number of\nmicroseconds passed since 1/1/1970.\nOtherwise, time is the number of microseconds\npassed since the NIC boot (uptime)", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "time", .doc = "Time in microseconds", .bit = 0x20, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_invalidate_all_timestamp = {
	.name = "nv_invalidate_all_timestamp", .doc = "NV item INVALIDATE_ALL_TIMESTAMP (nv_invalidate_all_timestamp, class 0, index 0x19a)", .size_bits = 0x60,
	.fields = fields_nv_invalidate_all_timestamp, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_nv_kdnet_data[] = {
	{ .name = "kdnet_en", .doc = "KDNET PF is enabled when this bit is set.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_kdnet_data = {
	.name = "nv_kdnet_data", .doc = "NV item KDNET_DATA (nv_kdnet_data, class 0, index 0x85)", .size_bits = 0x20,
	.fields = fields_nv_kdnet_data, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_keep_link_up[] = {
	{ .name = "auto_power_save_link_down", .doc = "When set to TRUE, the port will automatically power\ndown when it senses the link is disconnected.", .bit = 0x1a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "do_not_clear_port_stats", .doc = "When set, the port statistic counters are not cleared on\nfirst host init. When cleared the port statistics are\ncleared on first host init", .bit = 0x1b, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "keep_link_up_on_standby", .doc = "When set, the NIC keeps the link up from power-up\nuntil the server is turned on, and when the server is in\nstandby\nmode (PCI L2/3 state).\nNote: The link will be kept up only if the server can\nprovide enough power during standby (via PCI rails or\nAUX power).", .bit = 0x1c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "keep_link_up_on_boot", .doc = "When set, the NIC keeps the link up as long as the\nserver is not in standby mode and a driver is not ini\ntialized.", .bit = 0x1d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "keep_ib_link_up", .doc = "When set, the NIC keeps the link up as long as the\nserver is not in standby mode (InfiniBand only).", .bit = 0x1e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "keep_eth_link_up", .doc = "When set, the NIC keeps the link up as long as the\nserver is not in standby mode (Ethernet only).", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_keep_link_up = {
	.name = "nv_keep_link_up", .doc = "NV item KEEP_LINK_UP (nv_keep_link_up, class 1, index 0x190)", .size_bits = 0x20,
	.fields = fields_nv_keep_link_up, .nfields = 6,
};

static const struct mlx5ctl_field_desc fields_nv_link_phy_cap[] = {
	{ .name = "phy_fec_override_supported", .doc = "When TRUE, PHY_FEC_OVERRIDE is configurable", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "phy_rate_mask_override_supported", .doc = "When set, PHY_RATE_MASK_OVERRIDE may be set to\nTRUE", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "phy_auto_neg_mode_supported", .doc = "When TRUE, PHY_AUTO_NEG is configurable", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_link_phy_cap = {
	.name = "nv_link_phy_cap", .doc = "NV item LINK_PHY_CAP (nv_link_phy_cap, class 1, index 0x202)", .size_bits = 0x20,
	.fields = fields_nv_link_phy_cap, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_nv_link_phy_conf[] = {
	{ .name = "phy_fec_override", .doc = "Customizes FEC configuration of the port\n0x0: DEVICE_DEFAULT\n0x1: MODE_1 - disabled DME, disabled FEC for 25G/50G/\n100G\n0x2: MODE_2 - disabled DME, RS FEC for 25G/50G/100G\n0x3: MODE_3 - disabled DME, FC FEC for 25G/50G or RS\nFEC for 100G\n0x4: MODE_4 - disable non_dme (enable Auto Negotia\ntion)\nOther values are reserved", .bit = 0x1, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_link_phy_conf_phy_fec_override },
	{ .name = "phy_rate_mask_override", .doc = "When TRUE, the supported link speeds can be custom\nized by PHY_RATE_MASK", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "phy_auto_neg_mode", .doc = "Control link Auto Negotiation operation\n0x0: DEVICE_DEFAULT\n0x1: AUTO_NEG_ENABLED\n0x2: AUTO_NEG_DISABLED\nother values are reserved.", .bit = 0x6, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_link_phy_conf_phy_auto_neg_mode },
	{ .name = "phy_rate_mask", .doc = "Enables the supported rates for the link. Each bit rep\nresents a rate, set bit indicates the speed may be used, if\nsupported by the device,\nValid when PHY_RATE_MASK_OVERRIDE is TRUE.\n\nBit 0 - SGMII_100M\nBit 1 - 1000BASE-X / SGMII\nBit 3 - 5GBASE-R\nBit 4 - XFI / XAUI-1 // 10G\nBit 5 - XLAUI-4/XLPPI-4 // 40G\nBit 6 - 25GAUI-1/ 25GBASE-CR / KR\nBit 7 - 50GAUI-2 / LAUI-2/ 50GBASE-CR2/KR2\nBit 8 - 50GAUI-1 /50GBASE-CR / KR\nBit 9 - CAUI-4 / 100GBASE-CR4 / KR4\nBit 10 - 100GAUI-2 / 100GBASE-CR2 / KR2\nBit 11 - 100GAUI-1 / 100GBASE-CR / KR\nBit 12 - 200GAUI-4 / 200GBASE-CR4/KR4\nBit 13 - 200GAUI-2 / 200GBASE-CR2/KR2\nBit 15 - 400GAUI-8/ 400GBASE-CR8\nBit 16 - 400GAUI-4/ 400GBASE-CR4\nBit 19 - 800GAUI-8/ 800GBASE-CR8\nBit 31 - SGMII_10M", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_link_phy_conf = {
	.name = "nv_link_phy_conf", .doc = "NV item LINK_PHY_CONF (nv_link_phy_conf, class 1, index 0x201)", .size_bits = 0x40,
	.fields = fields_nv_link_phy_conf, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_nv_lldp_nb_cap[] = {
	{ .name = "lldp_nb_tx_cap", .doc = "0x0: NA - LLDP transmission not supported\n0x1: MANDATORY - The LLDP client only support\nsending  the mandatory LLDP NB TLVs (ChassisID,\nPortID & TTL)\n0x2: ALL - The LLDP client support sending manda\ntory and optional TLVs\n0x3: reserved", .bit = 0x0, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_lldp_nb_cap_lldp_nb_tx_cap },
	{ .name = "lldp_nb_rx_cap", .doc = "0x0: NA - Reception and storing of LLDP frames is\nnot supported (incoming frames will be forwarded to\nthe host)\n0x1: MANDATORY - The client can only store received\nmandatory LLDP-TLVs\n0x2: ALL - The client can receive and store incoming\nLLDP TLVs", .bit = 0x2, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_lldp_nb_cap_lldp_nb_rx_cap },
	{ .name = "lldp_nb_dcbx_en", .doc = "DCB-X supported\nsupported_from_version:1", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "max_num_of_tx_optional_lldp_tlv", .doc = "The maximum number of optional LLDP TLVs that\nare supported by the firmware. The firmware is\nsearching for LLDP NB TLV to send from type 0x110\nto type (0x110 + this field)\nDefault: 16", .bit = 0x59, .width = 0x7,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_lldp_nb_cap = {
	.name = "nv_lldp_nb_cap", .doc = "NV item LLDP_NB_CAP (nv_lldp_nb_cap, class 1, index 0x10b)", .size_bits = 0x60,
	.fields = fields_nv_lldp_nb_cap, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_nv_lldp_nb_conf[] = {
	{ .name = "lldp_nb_tx_mode", .doc = "Select which LLDP TLV will be generated by the NIC\n0x0: OFF - NIC internal LLDP client will not send\nLLDP frames\n0x1: MANDATORY - Transmits only mandatory LLDP\nBPDU (ChassisID, PortID & TTL)\n0x2: ALL - Transmits optional LLDP BPDU if config\nured", .bit = 0x0, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_lldp_nb_conf_lldp_nb_tx_mode },
	{ .name = "lldp_nb_rx_mode", .doc = "Enable the internal LLDP client, and define which\nTLV it will process.\n0x0: OFF - Doesnot listen to incoming LLDP BPDU\n(incoming LLDP frames will be routed to the host)\n0x1: MANDATORY - Listen to incoming LLDP frames,\nstore only the mandatory LLDP BPDUs (1..3)\n0x2: ALL - Receive and store all incoming LLDP\nBPDUs", .bit = 0x2, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_lldp_nb_conf_lldp_nb_rx_mode },
	{ .name = "lldp_nb_dcbx", .doc = "Enables DCBX (applicable when LLDP_NB_TX_\nMODE and LLDP_NB_RX_MODE are in ALL mode).", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "lldp_msg_tx_interval", .doc = "Interval for sending LLDP NB PDUs in seconds", .bit = 0x14, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "lldp_nb_tx_buffer_size", .doc = "The size in bytes of   LLPD client must reserve for\ntransmitted TLVs. The buffer size must be big\nenough to hold all  mandatory TLVs (chassisID, Por\ntID & TTL) as well as all  optional TLVs that the client\nneeds to send.", .bit = 0x40, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "lldp_nb_rx_buffer_size", .doc = "The size in bytes LLPD client must reserve for\nincoming TLVs", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_lldp_nb_conf = {
	.name = "nv_lldp_nb_conf", .doc = "NV item LLDP_NB_CONF (nv_lldp_nb_conf, class 1, index 0x10a)", .size_bits = 0x60,
	.fields = fields_nv_lldp_nb_conf, .nfields = 6,
};

static const struct mlx5ctl_field_desc fields_nv_lldp_nb_dcbx[] = {
	{ .name = "dcbx_willing", .doc = "Allow the NIC to accept DCBX configuration from the\nremote peer.", .bit = 0x1d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cee_dcbx_en", .doc = "Enable DCBX in CEE mode", .bit = 0x1e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ieee_dcbx_en", .doc = "Enable DCBX in IEEE mode", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_lldp_nb_dcbx = {
	.name = "nv_lldp_nb_dcbx", .doc = "NV item LLDP_NB_DCBX (nv_lldp_nb_dcbx, class 1, index 0x18e)", .size_bits = 0x20,
	.fields = fields_nv_lldp_nb_dcbx, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_nv_memic_cap[] = {
	{ .name = "memic_atomic_supported", .doc = "When TRUE, MEMIC_ATOMIC can be modified to values\nother than DEVICE_DEFAULT.", .bit = 0x10, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "max_memic_size_limit", .doc = "The maximum value allowed for memic_size_limit.\n0x0: DISABLED\n0x1: _256KB\n0x2: _512KB\n0x3: _1024KB", .bit = 0x14, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_memic_cap_max_memic_size_limit },
	{ .name = "max_log_memic_bar_size", .doc = "The maximal value allowed for log_memic_bar_size", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_memic_cap = {
	.name = "nv_memic_cap", .doc = "NV item MEMIC_CAP (nv_memic_cap, class 0, index 0x7)", .size_bits = 0x20,
	.fields = fields_nv_memic_cap, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_nv_memic_conf[] = {
	{ .name = "memic_atomic", .doc = "Indicates whether Atomic operations address range is sup\nported for MEMIC. When accessing this range Read and\nWrite operation are translated into 'Atomic test-and-set'\nand 'Atomic add' respectively.\n0x0: DEVICE_DEFAULT\n0x1: MEMIC_ATOMIC_DISABLE\n0x2: MEMIC_ATOMIC_ENABLE\nother values are reserved", .bit = 0x10, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_memic_conf_memic_atomic },
	{ .name = "memic_size_limit", .doc = "The maximum amount of internal device memory that can\nbe consumed by the MEMIC application.\n0x0: DISABLED\n0x1: _256KB\n0x2: _512KB\n0x3: _1024KB", .bit = 0x14, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_memic_conf_memic_size_limit },
	{ .name = "log_memic_bar_size", .doc = "The amount of BAR size assigned for MEMIC. The size in\nbytes is memic_size_limit*2^log_memic_bar_size.\nWhen activating MEMIC Atomic access by MEMIC_ATOMIC,\nthe allocated BAR size for MEMIC is doubled.", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_memic_conf = {
	.name = "nv_memic_conf", .doc = "NV item MEMIC_CONF (nv_memic_conf, class 0, index 0x6)", .size_bits = 0x20,
	.fields = fields_nv_memic_conf, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_nv_module_feature_cap[] = {
	{ .name = "nv_module_split_cap", .doc = "When TRUE, NV_MODULE_SPLIT is configurable", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "nv_module_power_cap", .doc = "When TRUE, NV_MODULE_POWER is configurable", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_module_feature_cap = {
	.name = "nv_module_feature_cap", .doc = "NV item MODULE_FEATURE_CAP (nv_module_feature_cap, class 9, index 0x2)", .size_bits = 0x20,
	.fields = fields_nv_module_feature_cap, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_nv_module_power[] = {
	{ .name = "max_power", .doc = "Max consumption power allowed, from thermal per\nspective, for module cage.\nPlease advise that change of this field value requires\nthe suitable LFM capability.\n0x0 - Maximum power is from devices default capabil\nity\nOther - Maximum power consumption in multiples of\n0.25W.\nNote: Device has upper limit of max power consump\ntion to prevent harmful configuration", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_module_power = {
	.name = "nv_module_power", .doc = "NV item MODULE_POWER (nv_module_power, class 9, index 0x80)", .size_bits = 0x40,
	.fields = fields_nv_module_power, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_module_split[] = {
	{ .name = "mac_assignment_for_lane", .doc = "MAC number assignment for logical lane <i>.\nMAC numbering starts from value of 1.\nnumber of logical lanes assigned to the same MAC\nnumber will define the port width.\nValue of 0 indicates lane is on default device mapping\nValue of 0xFF indicates lane is unmapped", .bit = 0x0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_module_split = {
	.name = "nv_module_split", .doc = "NV item MODULE_SPLIT (nv_module_split, class 9, index 0x4)", .size_bits = 0x80,
	.fields = fields_nv_module_split, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_mpfs_cap[] = {
	{ .name = "ib_routing_mode_supported", .doc = "When set, IB_ROUTING_MODE is supported.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "sriov_ib_routing_mode_supported", .doc = "Set when SRIOV_IB_ROUTING_MODE is configurable", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "unknown_uplink_mac_flood_supported", .doc = "When set, UNKNOWN_UPLINK_MAC_FLOOD is sup\nported", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "loopback_disable_supported", .doc = "When TRUE, MPFS_UC_LOOPBACK_DISABLE and\nMPFS_MC_LOOPBACK_DISABLE can be configured", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_mpfs_cap = {
	.name = "nv_mpfs_cap", .doc = "NV item MPFS_CAP (nv_mpfs_cap, class 1, index 0x197)", .size_bits = 0x20,
	.fields = fields_nv_mpfs_cap, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_nv_mpfs_conf[] = {
	{ .name = "ib_routing_mode", .doc = "Select the routing mode for Infiniband among the PFs\n(and hosts, if applicable)\n0x0: GID - each PF has a unique GID\n0x1: LID - each PF has a unique LID", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_mpfs_conf_ib_routing_mode },
	{ .name = "sriov_ib_routing_mode", .doc = "Select the IB routing mode for Virtual Functions\n0x0: GID\n0x1: LID", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_mpfs_conf_sriov_ib_routing_mode },
	{ .name = "unknown_uplink_mac_flood", .doc = "Defines the forwarding behavior in MPFS for packets\narriving from the network (uplink) with destination MAC\naddress that does not appear in the MPFS FDB.\nWhen TRUE, these packets are flooded to all local MPFS\nports.\nWhen FALSE, these packets are dropped.", .bit = 0x18, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "loopback_disable_uc", .doc = "When TRUE, UC traffic from PFs/Hosts will be sent to\nuplink regardless of the destination address", .bit = 0x19, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "loopback_disable_mc", .doc = "When TRUE, MC traffic from PFs/Hosts will be sent to\nuplink and not duplicated to any of the other PFs/Hosts", .bit = 0x1a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "duplicated_mac_action_mode", .doc = "Defines the forwarding behavior in MPFS for MACs which\nare duplicated in more than one PF.\n0x0: LAST_CFG - last PF which added the MAC will\nreceive the traffic.\n0x1: LOAD_BALANCE - MPFS will load-balance ipv4 traf\nfic for packets with destination MAC addresses that\nbelong to more than one PF between all PFs that have\nthis MAC", .bit = 0x1c, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_mpfs_conf_duplicated_mac_action_mode },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_mpfs_conf = {
	.name = "nv_mpfs_conf", .doc = "NV item MPFS_CONF (nv_mpfs_conf, class 1, index 0x196)", .size_bits = 0x20,
	.fields = fields_nv_mpfs_conf, .nfields = 6,
};

static const struct mlx5ctl_field_desc fields_nv_nv_rom_root_ca_fingerprint[] = {
	{ .name = "value", .doc = "Trusted private root certificate fingerprints", .bit = 0x0, .width = 0x100,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_nv_rom_root_ca_fingerprint = {
	.name = "nv_nv_rom_root_ca_fingerprint", .doc = "NV item NV_ROM_ROOT_CA_FINGERPRINT (NV_ROM_ROOT_CA_FINGERPRINT, class 3, index 0x197)", .size_bits = 0x100,
	.fields = fields_nv_nv_rom_root_ca_fingerprint, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_nvmf_target_cap[] = {
	{ .name = "nvmf_pacer_supported", .doc = "When TRUE, NVMF_PACER_MODE can be set to non\nDEVICE_DEFAULT value.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_nvmf_target_cap = {
	.name = "nv_nvmf_target_cap", .doc = "NV item NVMF_TARGET_CAP (nv_nvmf_target_cap, class 0, index 0x11c)", .size_bits = 0x20,
	.fields = fields_nv_nvmf_target_cap, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_nvmf_target_conf[] = {
	{ .name = "pacer_mode", .doc = "Control IOP scheduling pacer\n0x0: DEVICE_DEFAULT\n0x1: PACER_OFF\n0x2: PACER_ON", .bit = 0x0, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_nvmf_target_conf_pacer_mode },
	{ .name = "pacer_threshold_rd", .doc = "Log (base 2) of IOP pacer low threshold for READ\noperations size. Smaller or equal operations will\nbypass the pacer. Value given in Bytes. Valid only\nwhen NVMF_PACER_MODE is PACER_ON.", .bit = 0x13, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pacer_threshold_wr", .doc = "Log (base 2) of IOP pacer low threshold for WRITE\noperations size. Smaller or equal operations will\nbypass the pacer. Value given in Bytes. Valid only\nwhen NVMF_PACER_MODE is PACER_ON.", .bit = 0x1b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_nvmf_target_conf = {
	.name = "nv_nvmf_target_conf", .doc = "NV item NVMF_TARGET_CONF (nv_nvmf_target_conf, class 0, index 0x11b)", .size_bits = 0x40,
	.fields = fields_nv_nvmf_target_conf, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_nv_packet_pacing[] = {
	{ .name = "lag_disable", .doc = "Disable LAG support", .bit = 0x1e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "packet_pacing", .doc = "Enable packet pacing", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_packet_pacing = {
	.name = "nv_packet_pacing", .doc = "NV item PACKET_PACING (nv_packet_pacing, class 0, index 0x10c)", .size_bits = 0x20,
	.fields = fields_nv_packet_pacing, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_nv_pci_cap[] = {
	{ .name = "advanced_pci_settings_supported", .doc = "When set, the PCI_FONF.advanced_pci_settings bit is con\nfigurable.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ibm_capi_supported", .doc = "When set, the PCI_CONF.ibm_capi_en is supported.", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "force_eth_subclass_supported", .doc = "When set, the PCI_CONF.force_eth_sub_class is sup\nported.", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ibm_as_notify_supported", .doc = "When set, the PCI_CONF.ibm_as_notify_en is supported.", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ibm_tunneled_atomic_supported", .doc = "When set, the PCI_CONF.ibm_tunneled_atomic_en is sup\nported.", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "exp_rom_pxe_supported", .doc = "When set, NV_PCI_CONF. exp_rom_pxe_enable is sup\nported.", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "exp_rom_uefi_x86_supported", .doc = "When set NV_PCI_CONF. exp_rom_uefi_x86_enable is sup\nported", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "exp_rom_uefi_arm_supported", .doc = "When set, NV_PCI_CONF. exp_rom_uefi_arm_enable is\nsupported.", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "dynamic_vf_msix_supported", .doc = "When set to TRUE, setting NV_PCI_CONF.dynamic_vf_msix\nwill be supported.", .bit = 0x8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ats_supported", .doc = "When set to TRUE, setting NV_PCI_CONF.ats_enabled will\nbe supported.", .bit = 0x9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "exp_rom_nvme_uefi_x86_supported", .doc = "When TRUE, NV_PCI_CONF. exp_rom_nvme_uefi_x86_en\nable is supported", .bit = 0xa, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "exp_rom_nvme_uefi_arm_supported", .doc = "When TRUE, NV_PCI_CONF. exp_rom_nvme_uefi_arm_en\nable is supported", .bit = 0xb, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "exp_rom_virtio_blk_uefi_x86_supported", .doc = "When TRUE, NV_PCI_CONF. exp_rom_virtio_blk_uefi_x\n86_enable is supported", .bit = 0xc, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "exp_rom_virtio_blk_uefi_arm_supported", .doc = "When TRUE, NV_PCI_CONF. exp_rom_virtio_blk_ue\nfi_arm_enable is supported", .bit = 0xd, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "exp_rom_virtio_net_uefi_x86_supported", .doc = "When TRUE, NV_PCI_CONF. exp_rom_virtio_net_uefi_x\n86_enable is supported", .bit = 0xe, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "exp_rom_virtio_net_uefi_arm_supported", .doc = "When TRUE, NV_PCI_CONF. exp_rom_virtio_net_ue\nfi_arm_enable is supported", .bit = 0xf, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "exp_rom_virtio_net_pxe_supported", .doc = "When TRUE, NV_PCI_CONF. exp_rom_virtio_net_pxe_en\nable is supported", .bit = 0x10, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "p2p_ordering_mode_supported", .doc = "When TRUE, NV_PCI_CONF.p2p_ordering_mode is sup\nported", .bit = 0x11, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "management_pf_supported", .doc = "When TRUE, NV_PCI_CONF.management_pf can be set to\nnon DEVICE_DEFAULT.", .bit = 0x12, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_pci_cap = {
	.name = "nv_pci_cap", .doc = "NV item PCI_CAP (nv_pci_cap, class 7, index 0x81)", .size_bits = 0x20,
	.fields = fields_nv_pci_cap, .nfields = 19,
};

static const struct mlx5ctl_field_desc fields_nv_pci_conf[] = {
	{ .name = "advanced_pci_settings", .doc = "Show advanced PCI settings.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ibm_capi_en", .doc = "Enable IBM's Coherent Accelerator Processor Interface\n(CAPI) mode. Supported only when ADVANCED_PCI_SET\nTINGS is set.", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "force_eth_subclass", .doc = "Force the PCI function identifier with Ethernet subclass\n(00h). Supported only when ADVANCED_PCI_SETTINGS is\nset.", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ibm_as_notify_en", .doc = "Enable IBM's AS Notify feature. Supported only when\nNV_PCI_CAP.ibm_as_notify_supported is set.", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ibm_tunneled_atomic_en", .doc = "Enable IBM's Tunneled Atomic feature. Supported only\nwhen NV_PCI_CAP.ibm_tunneled_atomic_supported is\nset.", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "exp_rom_pxe_enable", .doc = "Enable Expansion ROM option for PXE", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "exp_rom_uefi_x86_enable", .doc = "Enable Expansion ROM option for UEFI for x86 based host", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "exp_rom_uefi_arm_enable", .doc = "Enable Expansion ROM option for UEFI for ARM based host", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "dynamic_vf_msix", .doc = "When set to TRUE, the device will support allocation of\nMSI-Xs to VFs by the PF, after SR-IOV is enabled (while the\nVF is down).", .bit = 0x8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ats_enabled", .doc = "When set to TRUE, the device will support ATS.", .bit = 0x9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "exp_rom_nvme_uefi_x86_enable", .doc = "Enable Expansion ROM option for UEFI for x86 based host\nfor NVMe functions", .bit = 0xa, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "exp_rom_nvme_uefi_arm_enable", .doc = "Enable Expansion ROM option for UEFI for ARM based host\nfor NVMe functions", .bit = 0xb, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "exp_rom_virtio_blk_uefi_x86_enable", .doc = "Enable Expansion ROM option for UEFI for x86 based host\nfor VirtIO-BLK functions", .bit = 0xc, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "exp_rom_virtio_blk_uefi_arm_enable", .doc = "Enable Expansion ROM option for UEFI for ARM based host\nfor VirtIO-BLK functions", .bit = 0xd, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "exp_rom_virtio_net_uefi_x86_enable", .doc = "Enable Expansion ROM option for UEFI for x86 based host\nfor VirtIO-NET functions", .bit = 0xe, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "exp_rom_virtio_net_uefi_arm_enable", .doc = "Enable Expansion ROM option for UEFI for ARM based host\nfor VirtIO-NET functions", .bit = 0xf, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "exp_rom_virtio_net_pxe_enable", .doc = "Enable Expansion ROM option for PXE for VirtIO-NET func\ntions", .bit = 0x10, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "p2p_ordering_mode", .doc = "PCI Peer-to-Peer ordering security mode, between read\nrequests completions and writes.\n0x0: DEVICE_DEFAULT\n0x1: SECURE_NONE - no protection/no peer-to-peer\n0x2: SECURE_TRUST - protect untrusted functions\n0x3: SECURE_ALL - protect all functions", .bit = 0x12, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_pci_conf_p2p_ordering_mode },
	{ .name = "management_pf", .doc = "Controls exposing a management networking PF con\nnected directly to the BMC.\n0x0: DEVICE_DEFAULT\n0x1: MNG_PF_ENABLE\n0x2: MNG_PF_DISABLE\nOther values are reserved", .bit = 0x14, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_pci_conf_management_pf },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_pci_conf = {
	.name = "nv_pci_conf", .doc = "NV item PCI_CONF (nv_pci_conf, class 7, index 0x80)", .size_bits = 0x20,
	.fields = fields_nv_pci_conf, .nfields = 19,
};

static const struct mlx5ctl_field_desc fields_nv_pci_switch_evb_cap[] = {
	{ .name = "number_of_pci_switch_lanes", .doc = "The number of lanes that can be configured in the\nPCI switch using the PCI_SW_LANES_MAPPING\nparameter.", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_pci_switch_evb_cap = {
	.name = "nv_pci_switch_evb_cap", .doc = "NV item PCI_SWITCH_EVB_CAP (nv_pci_switch_evb_cap, class 0, index 0x87)", .size_bits = 0x20,
	.fields = fields_nv_pci_switch_evb_cap, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_pci_switch_evb_conf[] = {
	{ .name = "pci_switch_lanes_remapping_en", .doc = "When set allows remapping of the PCI switch lanes\nto slots according to the PCI_SW_LANES_MAPPING\nparameter.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pci_switch_lanes_mapping", .doc = "Evaluated from the LSB, each bit represents the\nmapping of two PCI lanes to independent PCI buses\nwhere a value of zero indicates that the correspond\ning lanes are the first lanes of a new bus, and a value\nof 1 indicates that the corresponding lanes belongs\nto the same bus as the previous lanes.\nExamples:\n11111110b => all 16 lanes are mapped to the host.\nThe actual bus width is learned dynamically so it may\nalso be 8 or 4 lanes.\n00000000b => The host bus width is up to 2 lanes and\nthere are additional 7 independent buses.\n11101110b => The host bus is up to 8 lanes and there\nis an addition bus of up to 8 lanes.", .bit = 0x20, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_pci_switch_evb_conf = {
	.name = "nv_pci_switch_evb_conf", .doc = "NV item PCI_SWITCH_EVB_CONF (nv_pci_switch_evb_conf, class 0, index 0x86)", .size_bits = 0x60,
	.fields = fields_nv_pci_switch_evb_conf, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_nv_performance_tuning_cap[] = {
	{ .name = "ztt_supported", .doc = "When TRUE, Zero Touch Tuning can be configured\nusing NV_PERFORMANCE_TUNING_CONF.ztt_en\nable", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "sched_burst_supported", .doc = "When TRUE, the transmit scheduler default burst\nsize can be modified by NV_PERFORMANCE_TUN\nING_CONF.log_sched_burst", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tls_optimize_supported", .doc = "When TRUE, TLS performance optimization can be\nconfigured using NV_PERFORMANCE_TUNING_\nCONF.tls_optimize", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "icm_cache_mode_large_scale_steering", .doc = "When TRUE, ICM_CACHE_MODE can be set to\nLARGE_SCALE_STEERING", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "multi_pci_resource_share_non_block_fair", .doc = "When TRUE, MULTI_PCI_RESOURCE_SHARING sup\nports mode NON_BLOCK_FAIR", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "multi_pci_resource_share_non_block_shared", .doc = "When TRUE, MULTI_PCI_RESOURCE_SHARING sup\nports mode NON_BLOCK_SHARED", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "multi_pci_resource_share_blocking_shared", .doc = "When TRUE, MULTI_PCI_RESOURCE_SHARING sup\nports mode BLOCKING_SHARED", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "hairpin_data_lock_supported", .doc = "When TRUE, HAIRPIN_DATA_BUFFER_LOCK can be\nconfigured", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_performance_tuning_cap = {
	.name = "nv_performance_tuning_cap", .doc = "NV item PERFORMANCE_TUNING_CAP (nv_performance_tuning_cap, class 0, index 0x118)", .size_bits = 0x80,
	.fields = fields_nv_performance_tuning_cap, .nfields = 8,
};

static const struct mlx5ctl_field_desc fields_nv_performance_tuning_conf[] = {
	{ .name = "ztt_enable", .doc = "when TRUE, Zero Touch Tuning routine will automat\nically tune device registers in order to achieve the\nmaximum performance", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_sched_burst", .doc = "Log (base2) of the transmission scheduler default\nburst size, given in bytes, Value 0x0 indicates using\ndevice defaults.", .bit = 0x3, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tls_optimize", .doc = "When TRUE, the device will optimize processing for\nTLS operations.\n\nWhen FALSE, device defaults will apply for TLS pro\ncessing.", .bit = 0x8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "hairpin_data_lock", .doc = "When TRUE, using locked internal memory for hair\npin RQ data buffer is enabled", .bit = 0x9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "icm_cache_mode", .doc = "Tuning ICM caching mode for different setups\n0x0: DEVICE_DEFAULT\n0x1: LARGE_SCALE_STEERING - very large scale\npacket classification logic, with small scale for other\nobjects\nAll other values are reserved", .bit = 0xc, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_performance_tuning_conf_icm_cache_mode },
	{ .name = "multi_pci_resource_share", .doc = "Defines how resources are distributed for devices\nconfigured for multi-pci interfaces (e.g. Multi-Host,\nSocket Direct)\n0x0: DEVICE_DEFAULT\n0x1: NON_BLOCK_FAIR - resources are fairly\nassigned to entities\n0x2: NON_BLOCK_SHARED - resources are partially\nassigned and partially shared between entities\n0x3: BLOCKING_SHARED - resources are shared\nbetween entities\nother values are reserved", .bit = 0x11, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_performance_tuning_conf_multi_pci_resource_share },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_performance_tuning_conf = {
	.name = "nv_performance_tuning_conf", .doc = "NV item PERFORMANCE_TUNING_CONF (nv_performance_tuning_conf, class 0, index 0x117)", .size_bits = 0x80,
	.fields = fields_nv_performance_tuning_conf, .nfields = 6,
};

static const struct mlx5ctl_field_desc fields_nv_pf_pci_conf[] = {
	{ .name = "log_sf_bar_size", .doc = "Log (base 2) of the BAR size of a single SF, given in KB.\nValid only when PF_TOTAL_SF is non-zero and PER_P\nF_NUM_SF is set to TRUE.", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pf_total_sf_en", .doc = "When FALSE, TOTAL_SF and SF_BAR_SIZE ignored.", .bit = 0x8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pf_total_vf_en", .doc = "When FALSE, PF_NUM_OF_VF is ignored", .bit = 0x9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "total_sf", .doc = "The total number of Sub Function partitions (SFs) that can\nbe sup\nported, for this PF.\nValid only when PER_PF_NUM_SF is set to TRUE", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "num_vf_msix", .doc = "Number of MSI-X vectors assigned for each VF associated\nwith the PF.\nValue 0x0 indicates device defaults\nvalid only when PER_PF_NUM_VF_MSIX is set to TRUE.", .bit = 0x28, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "num_pf_msix", .doc = "Number of MSI-X vectors assigned for this PF\nValue 0x0 indicates device defaults.\nValid only when PF_NUM_PF_MSIX_VALID is set to TRUE", .bit = 0x34, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "total_vf", .doc = "The total number of Virtual Functions (VFs) that will be\nexposed, for this PF. Value 0x0 indicates SR-IOV will be dis\nabled.\nValid only when PF_NUM_OF_VF_VALID is set to TRUE", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_pf_pci_conf = {
	.name = "nv_pf_pci_conf", .doc = "NV item PF_PCI_CONF (nv_pf_pci_conf, class 3, index 0x80)", .size_bits = 0x80,
	.fields = fields_nv_pf_pci_conf, .nfields = 7,
};

static const struct mlx5ctl_field_desc fields_nv_power_cap[] = {
	{ .name = "slot_power_limiter_supported", .doc = "When set, DISABLE_SLOT_POWER_LIMITER is configu\nrable", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "reset_with_host_on_errors_supported", .doc = "Indicate support for NV_POWER_\nCONF.reset_with_host_on_errors\n(RESET_WITH_HOST_ON_ERRORS)", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "sw_recovery_on_error_supported", .doc = "Indicate support for NV_POWER_CONF.sw_recovery\n_on_error (SW_RECOVERY_ON_ERRORS)", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "continuous_link_tuning_supported", .doc = "Indicates support for NV_POWER_CONF.continu\nous_link_tuning", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "partial_reset_supported", .doc = "When set, the partial reset flow is supported", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "accurate_scheduler_supported", .doc = "When TRUE, the transmit scheduler may be optimized for\nhigh accuracy by NV_POWER_CONF.accurate_scheduler", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "phy_cnt_delay_supported", .doc = "When TRUE, PHY_COUNT_LINK_UP_DELAY is configu\nrable", .bit = 0x8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "lag_allocation_pre", .doc = "When TRUE, LAG_RESOURCE_ALLOCATION can be set to\nPRE_ALLOCATION", .bit = 0xa, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rt_pps_out_default_supported", .doc = "When TRUE, NV_POWER_CONF.rt_pps_out_default is\nconfigurable", .bit = 0xc, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "max_num_port", .doc = "Maximal value supported for NV_POWER_\nCONF.num_port. Value 0x0 indicates this field is not sup\nported.", .bit = 0x1c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_power_cap = {
	.name = "nv_power_cap", .doc = "NV item POWER_CAP (nv_power_cap, class 0, index 0x89)", .size_bits = 0x20,
	.fields = fields_nv_power_cap, .nfields = 10,
};

static const struct mlx5ctl_field_desc fields_nv_power_conf[] = {
	{ .name = "advanced_power_settings_en", .doc = "Show/hide additional power settings parameters.\nWarning: Wrong power settings may cause physical damage.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "slot_power_limiter_dis", .doc = "When cleared, the device is not allowed to consume more than 25W from\nthe PCIe power rails, unless a PCI slot power limit message statesthat a\nnew power limit is received.\nWhen set, the slot power limiter is disabled, and the device is allowed to\nconsume more than 25W from the PCIe power rails.\nNote: if the power limiter is active and there is not enough power, the\ndevice will shut down the network modules.", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "reset_with_host_on_errors", .doc = "When set, host reset will trigger a device reset, if the device has previ\nously detected fatal errors.", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "sw_recovery_on_error", .doc = "When set, SW will be instructed to perform a recovery flow when health\nbuffer reports an error.", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "continuous_link_tuning", .doc = "When set, the device will keep tuning the physical link after the link was\nraised", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "partial_reset", .doc = "When set, the partial reset flow is enabled. This reset skips on resetting\nGPIOs, loading PLL new parameters and performing self-tests. Partial\nreset will be triggered only if no exceptions requiring full reset were\ndetected (for example, if any of the boot record\"s parameter had\nchanged)", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "accurate_scheduler", .doc = "When TRUE, the device will optimize the transmit scheduler for high\naccuracy.\nWhen False, the device defaults will apply for the scheduler.", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "phy_cnt_delay", .doc = "Defines a period after Link UP where phy counters activation is delayed\n0x0: DELAY_NONE\n0x1: DELAY_10_SEC\n0x2: DELAY_20_SEC\nOther values are reserved", .bit = 0x8, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_power_conf_phy_cnt_delay },
	{ .name = "lag_allocation", .doc = "Defines the way resources are allocated for LAG\n0x0: DEVICE_DEFAULT\n0x1: PRE_ALLOCATION - resources are preallocated regardless of LAG activation\nusing pre-allocation allows LAG activation regardless of functions state\nOther values are reserved", .bit = 0xa, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_power_conf_lag_allocation },
	{ .name = "rt_pps_out_default", .doc = "When TRUE the PPS_OUT will be activated on power up", .bit = 0xc, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "num_port", .doc = "Number of network ports enabled by the device, If the value exceeds the number of\nports supported by the card, this field will be ignored. Value 0x0 indicates device\ndefaults.", .bit = 0x1c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_power_conf = {
	.name = "nv_power_conf", .doc = "NV item POWER_CONF (nv_power_conf, class 0, index 0x88)", .size_bits = 0x20,
	.fields = fields_nv_power_conf, .nfields = 11,
};

static const struct mlx5ctl_field_desc fields_nv_prog_cc[] = {
	{ .name = "user_cc_en", .doc = "When set to TRUE, loading user programmed CC\nimage is enabled. When FALSE, such image cannot\nbe loaded. If an image already exists when this con\nfiguration is changed, the image is ignored. Valid\nonly if ROCE_CC_LEGACY_DCQCN is FALSE.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_prog_cc = {
	.name = "nv_prog_cc", .doc = "NV item PROG_CC (nv_prog_cc, class 0, index 0x111)", .size_bits = 0x20,
	.fields = fields_nv_prog_cc, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_qos_cap[] = {
	{ .name = "qos_trust_state_supported", .doc = "Bitmask indicating which modes are supported for\nVN_QOS_CONF.qos_trust_state\nbit 0: TRUST_PORT\nbit 1: TRUST_PCP\nbit 2: TRUST_DSCP\nbit 3: TRUST_DSCP_PCP", .bit = 0xc, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_vl15_buffer_size", .doc = "Maximum value supported for NV_QOS_\nCONF.log_vl15_buffer_size. Value 0x0 indicates\nNV_QOS_CONF.log_vl15_buffer_size is not sup\nported.", .bit = 0x10, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_num_pfc", .doc = "Maximum number of priority flow control\nsupported_from_version: 1", .bit = 0x14, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_num_of_tc", .doc = "Maximum number of traffic classes supported by the\nNIC, where 0 => 8 TC", .bit = 0x18, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_num_of_vl", .doc = "Maximum number of VLs supported by the HBA.\n0x1: _1_VL - VL0 only\n0x2: _2_VLs - VL0, VL1\n0x3: _4_VLs - VL0..VL3\n0x4: _8_VLs - VL0..VL7\n0x5: _15_VLs -- VL0..VL14 (VL15 is always present\nfor MADs)", .bit = 0x1c, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_qos_cap_max_num_of_vl },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_qos_cap = {
	.name = "nv_qos_cap", .doc = "NV item QOS_CAP (nv_qos_cap, class 1, index 0x193)", .size_bits = 0x20,
	.fields = fields_nv_qos_cap, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_nv_qos_conf[] = {
	{ .name = "qos_trust_state", .doc = "Identifies the layer trusted to carry QoS/Flow Control\ninformation\n0x0: DEVICE_DEFAULT\n0x4: TRUST_PORT - use transmit port\n0x5: TRUST_PCP - use VLAN.PCP field\n0x6: TRUST_DSCP - use IP.DSCP field\n0x7: TRUST_DSCP_PCP - use VLAN.PCP when\nIP.DSCP is not present", .bit = 0xd, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_qos_conf_qos_trust_state },
	{ .name = "log_vl15_buffer_size", .doc = "Log (base 2) of the VL15 receive port buffer, given in\nunits of 512B. Value 0x0 indicates device defaults.\nValid only for Infiniband links.", .bit = 0x10, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "num_of_pfc", .doc = "Number of IEEE priorities that may simultaneously\nsupport flow control.\n (See pfc_cap_admin DCBX_PARAM Register)", .bit = 0x14, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "num_of_tc", .doc = "Number of traffic classes, when DCB-X is enabled,\nthis is the maximum number of TC that can negotiate\nwith the remote peer.\n0x0: _8_TCs\n0x1: _1_TC\n0x2: _2_TCs\n0x3: _3_TCs\n0x4: _4_TCs\n0x5: _5_TCs\n0x6: _6_TCs\n0x7: _7_TCs", .bit = 0x18, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_qos_conf_num_of_tc },
	{ .name = "num_of_vl", .doc = "Number of Infiniband Virtual Lanes for this port\n0x1: _1_VL - VL0 only\n0x2: _2_VLs - VL0, VL1\n0x3: _4_VLs - VL0..VL3\n0x4: _8_VLs - VL0..VL7\n0x5: _15_VLs --VL0, VL14 (VL15 is always present for\nMADs)", .bit = 0x1c, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_qos_conf_num_of_vl },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_qos_conf = {
	.name = "nv_qos_conf", .doc = "NV item QOS_CONF (nv_qos_conf, class 1, index 0x192)", .size_bits = 0x60,
	.fields = fields_nv_qos_conf, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_nv_roce_1_5_conf[] = {
	{ .name = "roce_over_ip_next_protocol", .doc = "The next protocol value set in the IPv4/IPv6 packets\nfor RoCE v1.5.", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_roce_1_5_conf = {
	.name = "nv_roce_1_5_conf", .doc = "NV item ROCE_1_5_CONF (nv_roce_1_5_conf, class 0, index 0x10)", .size_bits = 0x20,
	.fields = fields_nv_roce_1_5_conf, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_roce_cc[] = {
	{ .name = "roce_cc_algorithm", .doc = "Select RDMA over Converged Ethernet (RoCE) algo\nrithm\n0x0: ECN\n0x1: QCN", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_roce_cc_roce_cc_algorithm },
	{ .name = "roce_cc_enable_pri", .doc = "Each bit in this mask indicates if the RoCE should be\nenabled on the n-th IEEE priority.", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_roce_cc = {
	.name = "nv_roce_cc", .doc = "NV item ROCE_CC (nv_roce_cc, class 1, index 0x107)", .size_bits = 0x20,
	.fields = fields_nv_roce_cc, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_nv_roce_cc_ecn[] = {
	{ .name = "clamp_tgt_rate", .doc = "If set, whenever a CNP is processed, the target rate\nis updated to be the current rate.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "clamp_tgt_rate_after_time_inc", .doc = "When receiving a CNP, the target rate should be\nupdated if the transmission rate was increased due\nto the timer, and not only due to the byte counter", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rpg_time_reset", .doc = "Time between rate increases if no CNPs are\nreceived. Given in microseconds.", .bit = 0x2f, .width = 0x11,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_byte_reset", .doc = "Transmitted data between rate increases if no CNPs\nare received. Given in Bytes (0=DISABLED)", .bit = 0x51, .width = 0xf,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_threshold", .doc = "The number of times rpByteStage or rpTimeStage\ncan count before the RP rate control state machine\nadvances states.", .bit = 0x7b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_max_rate", .doc = "The maximum rate, in Mbits per second, at which an\nRP can transmit. Once this limit is reached, the RP\nrate limited is released and the flow is not rate lim\nited any more (0=Full Port Speed).", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_ai_rate", .doc = "The rate, in megabits per second, used to increase\nrpTargetRate in the RPR_ACTIVE_INCREASE.", .bit = 0xaf, .width = 0x11,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_hai_rate", .doc = "The rate, in megabits per second, used to increase\nrpTargetRate in the RPR_HYPER_INCREASE state.", .bit = 0xcf, .width = 0x11,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_gd", .doc = "If a CNP is received, the flow rate is reduced at the\nbeginning of the next rate_reduce_monitor_period\ninterval to (1-Alpha/Gd)*CurrentRate. rpg_gd is\ngiven as log2(Gd), where Gd may only be powers of 2.", .bit = 0xfc, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_min_dec_fac", .doc = "The minimum factor by which the current transmit\nrate can be changed when processing a CNP. Value is\ngiven as a percentage (1-100).", .bit = 0x118, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_min_rate", .doc = "The minimum value, in megabits per second, for rate\nto limit.", .bit = 0x12f, .width = 0x11,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rate_to_set_on_first_cnp", .doc = "The rate that is set for the flow when a rate limiter is\nallocated to it upon first CNP received, in Mbps (=Full\nPort Speed).", .bit = 0x14f, .width = 0x11,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dce_tcp_g", .doc = "Used to update the congestion estimator (alpha)\nonce every dce_tcp_rtt microseconds, according to\nthe equation:\nAlpha = (cnp_received * dceTcpG) + (1 - dceTcpG) *\nalpha .\ndceTcpG is divided by 2^10.\ncnp_received is set to one if a CNP was received for\nthis flow during period since the previous update and\nthe current update", .bit = 0x176, .width = 0xa,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dce_tcp_rtt", .doc = "The time between updates of the alpha value, in\nmicroseconds.", .bit = 0x18f, .width = 0x11,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rate_reduce_monitor_period", .doc = "The minimum time between 2 consecutive rate\nreductions for a single flow. Rate reduction will occur\nonly if a CNP is received during the relevant time\ninterval.", .bit = 0x1af, .width = 0x11,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "initial_alpha_value", .doc = "The initial value of alpha to use when receiving the\nfirst CNP for a flow. Expressed in a fixed point frac\ntion of 2^10.", .bit = 0x1d6, .width = 0xa,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "min_time_between_cnps", .doc = "Minimum time between sending CNPs from the port,\nin microseconds.", .bit = 0x1ef, .width = 0x11,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cnp_dscp", .doc = "The DiffServ Code Point of the generated CNP for\nthis port.", .bit = 0x212, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cnp_prio_mode", .doc = "If TRUE, CNP packets for this port contain priority\nfrom a received request. If FALSE, CNP responses\nuse value set by CNP_802P_PRIO.", .bit = 0x21c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cnp_802p_prio", .doc = "The 802.1p priority value of the generated CNP for\nthis port", .bit = 0x21d, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_roce_cc_ecn = {
	.name = "nv_roce_cc_ecn", .doc = "NV item ROCE_CC_ECN (nv_roce_cc_ecn, class 1, index 0x108)", .size_bits = 0x220,
	.fields = fields_nv_roce_cc_ecn, .nfields = 20,
};

static const struct mlx5ctl_field_desc fields_nv_roce_cc_qcn[] = {
	{ .name = "rpg_time_reset", .doc = "Time between rate increases if no CNPs are\nreceived. Given in u-seconds.", .bit = 0x2f, .width = 0x11,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_byte_reset", .doc = "Transmitted data between rate increases if no CNPs\nare received. Given in Bytes (0 = DISABLED).", .bit = 0x51, .width = 0xf,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_threshold", .doc = "The number of times rpByteStage or rpTimeStage\ncan count before the RP rate control state machine\nadvances states.", .bit = 0x7b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_max_rate", .doc = "The maximum rate, in Mbits per second, at which an\nRP can transmit. Once this limit is reached, the RP\nrate limited is released and the flow stops being lim\nited (0=Full Port Speed)", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_ai_rate", .doc = "The rate, in Mbits per second, used to increase\nrpTargetRate in the RPR_ACTIVE_INCREASE.", .bit = 0xaf, .width = 0x11,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_hai_rate", .doc = "The rate, in Mbits per second, used to increase\nrpTargetRate in the RPR_HYPER_INCREASE state", .bit = 0xcf, .width = 0x11,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_gd", .doc = "When a CNP is received, the flow rate is reduced at\nthe beginning of the next rate_reduce_monitor_pe\nriod interval to (1-Alpha/Gd)*CurrentRate. rpg_gd is\ngiven as log2(Gd), where Gd may only be powers of 2.", .bit = 0xfc, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_min_dec_fac", .doc = "The minimum factor by which the current transmit\nrate can be changed when processing a CNP. Value is\ngiven as a percentage (1-100).", .bit = 0x118, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rpg_min_rate", .doc = "The minimum value, in Mbits per second, for rate to\nlimit.", .bit = 0x12f, .width = 0x11,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_roce_cc_qcn = {
	.name = "nv_roce_cc_qcn", .doc = "NV item ROCE_CC_QCN (nv_roce_cc_qcn, class 1, index 0x109)", .size_bits = 0x140,
	.fields = fields_nv_roce_cc_qcn, .nfields = 9,
};

static const struct mlx5ctl_field_desc fields_nv_rom_banner_timeout[] = {
	{ .name = "flexboot_banner_timeout", .doc = "Number of seconds to wait when displaying the timer\nfor the boot menu key-press. If set to 0 the boot menu\nis disabled. The boot menu is only allowed to write val\nues between 1 and 15. UEFI and mlxconfig may write\n0.", .bit = 0x1c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_banner_timeout = {
	.name = "nv_rom_banner_timeout", .doc = "NV item ROM_BANNER_TIMEOUT (nv_rom_banner_timeout, class 3, index 0x210)", .size_bits = 0x20,
	.fields = fields_nv_rom_banner_timeout, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_rom_boot_conf1[] = {
	{ .name = "boot_option_rom_en", .doc = "When TRUE, the device is recognized as boot device at\nPOST stage", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "boot_vlan_en", .doc = "Enable VLAN mode for network boot.", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "lacp_dis", .doc = "Disable IEEE 802.3ad Link Aggregation Control Proto\ncol (LACP) for legacy BIOS expansion ROM (Flexboot).", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "boot_legacy_interrupt_disable", .doc = "When set to TRUE, legacy interrupts should not be\nused for receive/transmit indication. Polling should be\nused instead.\nSupported only if boot_legacy_interrupt_disable_sup\nported =TRUE.", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "boot_retry_count", .doc = "Number of retries to attempt in case of boot failure\n(FlexBoot)\n0x0: NONE\n0x1: _1\n0x2: _2\n0x3: _3\n0x4: _4\n0x5: _5\n0x6: _6\n0x7: UNLIMITED", .bit = 0x5, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_boot_conf1_boot_retry_count },
	{ .name = "legacy_boot_protocol", .doc = "Select boot protocol for legacy BIOS expansion ROM\n(Flexboot)\n0x0: NONE - The expansion ROM will not add this PCI\nPF as a boot target during the POST stage.\n0x1: PXE - The expansion ROM will use PXE boot.\n0x2: ISCSI - The expansion ROM will use iSCSI boot.\n0x4: PXE_WO_FAIL_ISCSI - PXE without fail-over to\nISCSI. Supported when legacy_boot_wo_failover_\nsupported==1.\n0x5: ISCSI_WO_FAIL_PXE - ISCSI without fail-over to\nPXE.Supported when legacy_boot_wo_failover_\nsupported==1.", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_boot_conf1_legacy_boot_protocol },
	{ .name = "boot_vlan", .doc = "VLAN ID for network boot.", .bit = 0x14, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_boot_conf1 = {
	.name = "nv_rom_boot_conf1", .doc = "NV item ROM_BOOT_CONF1 (nv_rom_boot_conf1, class 3, index 0x221)", .size_bits = 0x20,
	.fields = fields_nv_rom_boot_conf1, .nfields = 7,
};

static const struct mlx5ctl_field_desc fields_nv_rom_boot_conf2[] = {
	{ .name = "undi_network_wait", .doc = "The number of seconds Flexboot waits after issuing\na UNDI open commands until it starts using the\ninterface.", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "boot_ip_ver", .doc = "Select which IP protocol version will be used by Flex\nboot. If both are configured, Flexboot will try to boot\nwith the 2nd protocol only if DHCP parameters for\nthe first protocol are not available, or if booting with\nthe first protocol has failed.\n0x0: IPv4\n0x1: IPv6\n0x2: IPv4_IPv6\n0x3: IPv6_IPv4", .bit = 0x16, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_boot_conf2_boot_ip_ver },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_boot_conf2 = {
	.name = "nv_rom_boot_conf2", .doc = "NV item ROM_BOOT_CONF2 (nv_rom_boot_conf2, class 3, index 0x195)", .size_bits = 0x20,
	.fields = fields_nv_rom_boot_conf2, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_nv_rom_cap[] = {
	{ .name = "boot_ip_ver", .doc = "This bit is set when flexboot supports configuration of\nPXE boot IP version defined in boot settings ext parame\nter", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "boot_debug_log_en", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "flexboot_debug_en", .doc = "When set, Flexboot debug is supported (NV_ROM_FLEX\nBOOT_DEBUG and NV_ROM_DEBUG_LEVEL are appli\ncable)", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "uefi_logs_en", .doc = "When set, UEFI logging is supported (NV_ROM_UE\nFI_DEBUG_LEVEL is applicable)", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "lacp_config_en", .doc = "When set, Flexboot supports configuration of LACP\n(NV_BOOT_CONF1.lacp_dis)", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "hii_config_en", .doc = "When set, NV_ROM_UEFI_CONF.hii_en controls if HII is\nreported (overriding NV_ROM_INI.hii_en)", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "uefi_undi_config_en", .doc = "When set, NV_ROM_UEFI_CONF.uefi_undi_en controls\nif UEFI UNDI is reported", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "legacy_boot_wo_failover_supported", .doc = "When set to TRUE, FlexBoot supports configuration of\nboot protocol, without failover to another protocol upon\nfailure (NV_ROM_BOOT_CONF1.legacy_boot_protocol).", .bit = 0x8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "boot_legacy_interrupt_disable_supported", .doc = "When set to TRUE, legacy interrupt usage can be dis\nabled by boot_legacy_interrupt_disable", .bit = 0x9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "uefi_proto_over_ctrl", .doc = "", .bit = 0xa, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_cap = {
	.name = "nv_rom_cap", .doc = "NV item ROM_CAP (nv_rom_cap, class 0, index 0x101)", .size_bits = 0x20,
	.fields = fields_nv_rom_cap, .nfields = 10,
};

static const struct mlx5ctl_field_desc fields_nv_rom_debug_level[] = {
	{ .name = "debug_log_en", .doc = "When set, Flexboot generates debug logs at the levels\nspecified by the following parameters: BOOT_DB\nG_LOG_STP, BOOT_DBG_LOG_ ROMPREFIX,\nBOOT_DBG_LOG_DHCP, BOOT_DBG_LOG_DHCP6,\nBOOT_DBG_LOG_ARP, BOOT_DBG_LOG_ NEIGHBOR,\nBOOT_DBG_LOG_ NDP, BOOT_DBG_LOG_URI,\nBOOT_DBG_LOG_IB_DRV, BOOT_DB\nG_LOG_DRV_CMD, BOOT_DBG_LOG_DRV_DEV,\nBOOT_DBG_LOG_DRV_PORT, BOOT_DBG_LOG_T\nFTP, BOOT_DBG_LOG_UDP, BOOT_DBG_LOG_TCP,\nBOOT_DBG_LOG_TCPIP, BOOT_DBG_LOG_IP, and\nOOT_DBG_LOG_IPV6.", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "udp", .doc = "Debug level for Flexboot\"s UDP stack.\n0x0: DISABLE\n0x1: BASIC\n0x2: ADVANCED\n0x3: ALL", .bit = 0x20, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_debug_level_udp },
	{ .name = "tftp", .doc = "Debug level for Flexboot\"s TFTP stack.\n0x0: DISABLE\n0x1: BASIC\n0x2: ADVANCED\n0x3: ALL", .bit = 0x22, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_debug_level_tftp },
	{ .name = "netdevice", .doc = "Network Device Link status and traffic\n0x0: DISABLE\n0x1: BASIC\n0x2: ADVANCED\n0x3: ALL", .bit = 0x24, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_debug_level_netdevice },
	{ .name = "nodnic_port", .doc = "Debug level for Flexboot\"s NODNIC Driver port man\nagement.\n0x0: DISABLE\n0x1: BASIC\n0x2: ADVANCED\n0x3: ALL", .bit = 0x26, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_debug_level_nodnic_port },
	{ .name = "nodnic_device", .doc = "Debug level for Flexboot\"s NODNIC Driver tear-down\nand bring ups operations.\n0x0: DISABLE\n0x1: BASIC\n0x2: ADVANCED\n0x3: ALL", .bit = 0x28, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_debug_level_nodnic_device },
	{ .name = "nodnic_cmd", .doc = "Debug level for Flexboot\"s NODNIC Driver interface\n0x0: DISABLE\n0x1: BASIC\n0x2: ADVANCED\n0x3: ALL", .bit = 0x2a, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_debug_level_nodnic_cmd },
	{ .name = "nodnic", .doc = "Debug level for Flexboot\"s NODNIC driver (init, tear\ndown, poll CQ etc)\n0x0: DISABLE\n0x1: BASIC\n0x2: ADVANCED\n0x3: ALL", .bit = 0x2c, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_debug_level_nodnic },
	{ .name = "driver", .doc = "Debug level for Flexboot\"s driver (init, teardown, poll\nCQ etc)\n0x0: DISABLE\n0x1: BASIC\n0x2: ADVANCED\n0x3: ALL", .bit = 0x2e, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_debug_level_driver },
	{ .name = "uri", .doc = "Debug level for Flexboot\"s URI parsing code\n0x0: DISABLE\n0x1: BASIC\n0x2: ADVANCED\n0x3: ALL", .bit = 0x30, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_debug_level_uri },
	{ .name = "ndp", .doc = "Debug level for Flexboot\"s IPv6 Neighbor Discovery\nProtocol\n0x0: DISABLE\n0x1: BASIC\n0x2: ADVANCED\n0x3: ALL", .bit = 0x32, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_debug_level_ndp },
	{ .name = "neighbor", .doc = "Debug level for Flexboot's Neighbor table (which is\nfilled by ARP and NDP)\n0x0: DISABLE\n0x1: BASIC\n0x2: ADVANCED\n0x3: ALL", .bit = 0x34, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_debug_level_neighbor },
	{ .name = "arp", .doc = "Debug level for Flexboot's Address resolution Protocol\n(ARP)\n0x0: DISABLE\n0x1: BASIC\n0x2: ADVANCED\n0x3: ALL", .bit = 0x36, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_debug_level_arp },
	{ .name = "dhcpv6", .doc = "Debug level for Flexboot's DHCPv6\n0x0: DISABLE\n0x1: BASIC\n0x2: ADVANCED\n0x3: ALL", .bit = 0x38, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_debug_level_dhcpv6 },
	{ .name = "dhcp", .doc = "Debug level for Flexboot's DHCP\n0x0: DISABLE\n0x1: BASIC\n0x2: ADVANCED\n0x3: ALL", .bit = 0x3a, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_debug_level_dhcp },
	{ .name = "romprefix", .doc = "Debug level for Flexboot's driver bootstrap code\n0x0: DISABLE\n0x1: BASIC\n0x2: ADVANCED\n0x3: ALL", .bit = 0x3c, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_debug_level_romprefix },
	{ .name = "stp", .doc = "Debug level for Flexboot's Spanning Tree Protocol\n0x0: DISABLE\n0x1: BASIC\n0x2: ADVANCED\n0x3: ALL", .bit = 0x3e, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_debug_level_stp },
	{ .name = "pxe_undi", .doc = "Debug level for Flexboot\"s UNDI interface\n0x0: DISABLE\n0x1: BASIC\n0x2: ADVANCED\n0x3: ALL", .bit = 0x52, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_debug_level_pxe_undi },
	{ .name = "status_update", .doc = "Debug level for status update interface.\n0x0: DISABLE\n0x1: BASIC\n0x2: ADVANCED\n0x3: ALL", .bit = 0x54, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_debug_level_status_update },
	{ .name = "driver_settings", .doc = "Debug level for non volatile configuration manage\nment.\n0x0: DISABLE\n0x1: BASIC\n0x2: ADVANCED\n0x3: ALL", .bit = 0x56, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_debug_level_driver_settings },
	{ .name = "ipv6", .doc = "Debug level for Flexboot\"s IPv6 stack.\n0x0: DISABLE\n0x1: BASIC\n0x2: ADVANCED\n0x3: ALL", .bit = 0x58, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_debug_level_ipv6 },
	{ .name = "ipv4", .doc = "Debug level for Flexboot\"s IPv4 stack.\n0x0: DISABLE\n0x1: BASIC\n0x2: ADVANCED\n0x3: ALL", .bit = 0x5a, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_debug_level_ipv4 },
	{ .name = "tcpip", .doc = "Debug level for Flexboot\"s TCP/IP stack.\n0x0: DISABLE\n0x1: BASIC\n0x2: ADVANCED\n0x3: ALL", .bit = 0x5c, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_debug_level_tcpip },
	{ .name = "tcp", .doc = "Debug level for Flexboot\"s TCP stack.\n0x0: DISABLE\n0x1: BASIC\n0x2: ADVANCED\n0x3: ALL", .bit = 0x5e, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_debug_level_tcp },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_debug_level = {
	.name = "nv_rom_debug_level", .doc = "NV item ROM_DEBUG_LEVEL (nv_rom_debug_level, class 3, index 0x202)", .size_bits = 0x60,
	.fields = fields_nv_rom_debug_level, .nfields = 24,
};

static const struct mlx5ctl_field_desc fields_nv_rom_dhcp_vendor_id[] = {
	{ .name = "value", .doc = "Flexboot DHCP Vendor ID\nxuefi: DhcpVendId", .bit = 0x0, .width = 0x800,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_dhcp_vendor_id = {
	.name = "nv_rom_dhcp_vendor_id", .doc = "NV item ROM_DHCP_VENDOR_ID (nv_rom_dhcp_vendor_id, class 3, index 0x231)", .size_bits = 0x800,
	.fields = fields_nv_rom_dhcp_vendor_id, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_rom_flexboot_debug[] = {
	{ .name = "boot_to_shell", .doc = "When this bit is set, Flexboot will boot to ipxe shell\ninstead of the normal boot.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "panic_banner", .doc = "Flexboot behavior on critical failure\n0x0: PRINT - print error to screen\n0x1: HALT - freeze system\n0x2: OPEN_SHELL - open ipxe shell", .bit = 0x1, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_flexboot_debug_panic_banner },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_flexboot_debug = {
	.name = "nv_rom_flexboot_debug", .doc = "NV item ROM_FLEXBOOT_DEBUG (nv_rom_flexboot_debug, class 3, index 0x204)", .size_bits = 0x20,
	.fields = fields_nv_rom_flexboot_debug, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_nv_rom_ib_boot_conf[] = {
	{ .name = "boot_pkey", .doc = "Infiniband P_Key to be used by PXE boot", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_ib_boot_conf = {
	.name = "nv_rom_ib_boot_conf", .doc = "NV item ROM_IB_BOOT_CONF (nv_rom_ib_boot_conf, class 3, index 0x222)", .size_bits = 0x20,
	.fields = fields_nv_rom_ib_boot_conf, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_rom_ib_dhcp_conf[] = {
	{ .name = "client_identifier", .doc = "Select if the expansion ROM should add a Client\nIdentifier to DHCP DISCOVER and REQUEST packets\nover InfiniBand.\n0x0: ROM_DEFAULT\n0x1: NO_CLIENT_IDENTIFIER\n0x2: SEND_CLIENT_IDENTIFIER\nWhen set, the UEFI driver modifies the DHCP packet\nsent by the upper layers.", .bit = 0x4, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_ib_dhcp_conf_client_identifier },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_ib_dhcp_conf = {
	.name = "nv_rom_ib_dhcp_conf", .doc = "NV item ROM_IB_DHCP_CONF (nv_rom_ib_dhcp_conf, class 3, index 0x223)", .size_bits = 0x20,
	.fields = fields_nv_rom_ib_dhcp_conf, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_rom_ini[] = {
	{ .name = "undi_en", .doc = "Enable UNDI protocol", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "hii_en", .doc = "Enable HII protocol", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "platform_to_driver_en", .doc = "Enable Platform to Driver protocol", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "bofm_en", .doc = "Enable BOFM protocol", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "fmp_en", .doc = "Enable FW Management protocol", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "flash_en", .doc = "Enable flash access", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "port_enum", .doc = "Add port number to device name string", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "mac_enum", .doc = "Add MAC address to device name string", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "uefi_hii_over_ctrl", .doc = "When set to TRUE, UEFI driver should load UEFI HII proto\ncols over the controller. Otherwise, UEFI driver should load\nUEFI HII protocols over the child.\nValid if NV_ROM_CAP.uefi_proto_over_ctrl is TRUE", .bit = 0x8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "uefi_fmp_over_ctrl", .doc = "When set to TRUE, UEFI driver should load UEFI FMP pro\ntocols over the controller. Otherwise, UEFI driver should\nload UEFI FMP protocols over the child.\nValid if NV_ROM_CAP.uefi_proto_over_ctrl is TRUE", .bit = 0x9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "uefi_aip_over_ctrl", .doc = "When set to TRUE, UEFI driver should load UEFI AIP proto\ncols over the controller. Otherwise, UEFI driver should load\nUEFI AIP protocols over the child.\nValid if NV_ROM_CAP.uefi_proto_over_ctrl is TRUE", .bit = 0xa, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "hii_read_only", .doc = "HII read only mode", .bit = 0x12, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "hii_bdf_decimal", .doc = "HII read only mode", .bit = 0x13, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "hii_platform_setup", .doc = "Use decimal values for PCIe address", .bit = 0x14, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "hii_ibm_aim", .doc = "Enable AIM HII", .bit = 0x15, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "hii_iscsi_configuration", .doc = "Enable ISCSI HII config", .bit = 0x16, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "static_component_name_string", .doc = "Use static device name", .bit = 0x17, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tech_enum", .doc = "Add technology enumeration to device name string", .bit = 0x1c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "hii_vpi_en", .doc = "Enable HII VPI config", .bit = 0x1d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "shared_memory_en", .doc = "Enable HP shared memory functions", .bit = 0x1e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "dhcp_user_class", .doc = "DHCP user class option (RFC3004) for Flexboot.\nOctet #1 must be equal for 77d.\noctet #2 - length", .bit = 0x20, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "promiscuous_vlan", .doc = "Set Flexboot to ignore incoming VLAN tags.", .bit = 0x60, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "option_rom_debug", .doc = "Enable/disable logs per the configured level for each mod\nule", .bit = 0x61, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "uri_boot_retry", .doc = "Number of uri boot retries", .bit = 0x62, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "uri_boot_retry_delay", .doc = "Delay in seconds between uri boot retries", .bit = 0x66, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "hii_aim_ucm_ver2", .doc = "Expose AIM ver, and UCM ver HII fields with value equal to\n2. For Levovo Agentless.", .bit = 0x6a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "hii_mriname2", .doc = "Expose MRI_NAME2 field in HII with hard coded value of\n\"Mellanox Network Adapter, physical ports $p, Logical\nports 1\" per Lenovo\"s HII spec", .bit = 0x6b, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "hii_type", .doc = "Type of vfr type with HII configuration selector:\n0x0: MLNX_DEFAULT\n0x1: HPE\n0x2: LENOVO\n0x3: DELL\n0x4: FUJITSU", .bit = 0x6c, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_ini_hii_type },
	{ .name = "guid_ops", .doc = "guided_ops in CX3 (show specific fields in HII for Lenovo)", .bit = 0x70, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "hii_flexaddr_setting", .doc = "Flexaddress setting", .bit = 0x71, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "hii_flexaddr_override", .doc = "Override flexaddress displaying logic", .bit = 0x72, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "dhcp_pxe_discovery_control_dis", .doc = "Disable PXE DISCOVERY_CONTROL DHCP option support\n(option 43 sub option 6).", .bit = 0x73, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tivoli_wa_en", .doc = "Enable (Tivoli) Rembo WA", .bit = 0x74, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ucm_single_port", .doc = "When set, the mriname string will not include the port\nnumber.\n (relevant to Lenovo Purely cards)", .bit = 0x75, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_ini = {
	.name = "nv_rom_ini", .doc = "NV item ROM_INI (nv_rom_ini, class 0, index 0x100)", .size_bits = 0x80,
	.fields = fields_nv_rom_ini, .nfields = 34,
};

static const struct mlx5ctl_field_desc fields_nv_rom_iscsi_connect_to_first_target[] = {
	{ .name = "value", .doc = "When the string is \"Enabled\", Flexboot attempta to\nconnect to the first ISCSI target. Other legal value is\n\"Disabled\"", .bit = 0x0, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_connect_to_first_target = {
	.name = "nv_rom_iscsi_connect_to_first_target", .doc = "NV item ROM_ISCSI_CONNECT_TO_FIRST_TARGET (nv_rom_iscsi_connect_to_first_target, class 3, index 0x240)", .size_bits = 0x40,
	.fields = fields_nv_rom_iscsi_connect_to_first_target, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_rom_iscsi_connect_to_second_target[] = {
	{ .name = "value", .doc = "When the string is \"Enabled\", Flexboot attempts to\nconnect to the first ISCSI target. Other legal value is\n\"Disabled\"", .bit = 0x0, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_connect_to_second_target = {
	.name = "nv_rom_iscsi_connect_to_second_target", .doc = "NV item ROM_ISCSI_CONNECT_TO_SECOND_TARGET (nv_rom_iscsi_connect_to_second_target, class 3, index 0x250)", .size_bits = 0x40,
	.fields = fields_nv_rom_iscsi_connect_to_second_target, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_rom_iscsi_dhcp[] = {
	{ .name = "ipv4_dhcp_en", .doc = "When enabled, Flexboot attempts to discover IPv4 con\nfiguration for iSCSI through DHCP.\nxuefi: TcpIpViaDhcp", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "dhcp_iscsi_en", .doc = "When enabled, Flexboot attempts to discover iSCSI\nparameters through DHCP.\nxuefi: IscsiViaDhcp", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_dhcp = {
	.name = "nv_rom_iscsi_dhcp", .doc = "NV item ROM_ISCSI_DHCP (nv_rom_iscsi_dhcp, class 3, index 0x23a)", .size_bits = 0x20,
	.fields = fields_nv_rom_iscsi_dhcp, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_nv_rom_iscsi_first_target_addr[] = {
	{ .name = "value", .doc = "IPv4 address of the first iSCSI target in dotted decimal\nnotation (Flexboot)", .bit = 0x0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_first_target_addr = {
	.name = "nv_rom_iscsi_first_target_addr", .doc = "NV item ROM_ISCSI_FIRST_TARGET_ADDR (nv_rom_iscsi_first_target_addr, class 3, index 0x241)", .size_bits = 0x80,
	.fields = fields_nv_rom_iscsi_first_target_addr, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_rom_iscsi_first_target_chap_id[] = {
	{ .name = "value", .doc = "iSCSI first target username/id (Flexboot)", .bit = 0x0, .width = 0x400,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_first_target_chap_id = {
	.name = "nv_rom_iscsi_first_target_chap_id", .doc = "NV item ROM_ISCSI_FIRST_TARGET_CHAP_ID (nv_rom_iscsi_first_target_chap_id, class 3, index 0x245)", .size_bits = 0x400,
	.fields = fields_nv_rom_iscsi_first_target_chap_id, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_rom_iscsi_first_target_chap_pwd[] = {
	{ .name = "value", .doc = "iSCSI first target password (Flexboot)", .bit = 0x0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_first_target_chap_pwd = {
	.name = "nv_rom_iscsi_first_target_chap_pwd", .doc = "NV item ROM_ISCSI_FIRST_TARGET_CHAP_PWD (nv_rom_iscsi_first_target_chap_pwd, class 3, index 0x247)", .size_bits = 0x80,
	.fields = fields_nv_rom_iscsi_first_target_chap_pwd, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_rom_iscsi_first_target_lun[] = {
	{ .name = "value", .doc = "ISCSI first target boot LUN (Flexboot)\nDecimal integer 1- 18,446,744,073,709,551,615", .bit = 0x0, .width = 0xa0,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_first_target_lun = {
	.name = "nv_rom_iscsi_first_target_lun", .doc = "NV item ROM_ISCSI_FIRST_TARGET_LUN (nv_rom_iscsi_first_target_lun, class 3, index 0x243)", .size_bits = 0xa0,
	.fields = fields_nv_rom_iscsi_first_target_lun, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_rom_iscsi_first_target_name[] = {
	{ .name = "value", .doc = "First iSCSI target name (Flexboot) up to 223 charac\nters.", .bit = 0x0, .width = 0x700,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_first_target_name = {
	.name = "nv_rom_iscsi_first_target_name", .doc = "NV item ROM_ISCSI_FIRST_TARGET_NAME (nv_rom_iscsi_first_target_name, class 3, index 0x244)", .size_bits = 0x700,
	.fields = fields_nv_rom_iscsi_first_target_name, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_rom_iscsi_first_target_port[] = {
	{ .name = "value", .doc = "TCP port for the first iSCSI target (Flexboot)\nDecimal integer in ASCII format up to 5 digits (1-\n65536).", .bit = 0x0, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_first_target_port = {
	.name = "nv_rom_iscsi_first_target_port", .doc = "NV item ROM_ISCSI_FIRST_TARGET_PORT (nv_rom_iscsi_first_target_port, class 3, index 0x242)", .size_bits = 0x40,
	.fields = fields_nv_rom_iscsi_first_target_port, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_rom_iscsi_general_conf[] = {
	{ .name = "iscsi_keep_san_dev_en", .doc = "Keep the iSCSI device attached for the OS\nsupported_from_version: 2", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "chap_auth_en", .doc = "Authenticate the initiator to the target using CHAP.", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "chap_mutual_auth_en", .doc = "Authenticate the target to the initiator using CHAP.", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tcp_timestamps_en", .doc = "Enable the TCP timestamps option for iSCSI TCP\nconnections.\nxuefi: tcpTimestmp", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vlan_en", .doc = "Enable VLANs for iSCSI", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "boot_to_target", .doc = "Boot to iSCSI target after connection\n0x0: ENABLED - Boot from target\n0x1: DISABLED - Don\"t boot from target (target will\nbe hooked if configured and iscsi_keep_san_dev_en\nis set)\n0x2: ONE_TIME_DISABLED - Used for installing a\nnew OS on the ISCSI target. Flexboot will not boot\nfrom the target once (e.g. DISABLED), and then will\nautomatically change the value to ENABLED.", .bit = 0x8, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_iscsi_general_conf_boot_to_target },
	{ .name = "vlan", .doc = "VLAN number. Only valid when vlan_en is 1", .bit = 0x34, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "iscsi_drive_num", .doc = "The HDD number for the hooked iSCSI target in leg\nacy BIOS int13 drive table.\n0x80: HDD1\n0x81: HDD2\n0x82: HDD3\n0x83: HDD4", .bit = 0x48, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_iscsi_general_conf_iscsi_drive_num },
	{ .name = "link_up_delay_time", .doc = "Number of seconds to wait after the link comes up\nbefore sending packets over the network.", .bit = 0x50, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "lun_busy_retry_count", .doc = "Number of connection attempts to make if the iSCSI\ntarget is busy. Valid values are between 0 and 60.", .bit = 0x58, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_general_conf = {
	.name = "nv_rom_iscsi_general_conf", .doc = "NV item ROM_ISCSI_GENERAL_CONF (nv_rom_iscsi_general_conf, class 3, index 0x230)", .size_bits = 0x60,
	.fields = fields_nv_rom_iscsi_general_conf, .nfields = 10,
};

static const struct mlx5ctl_field_desc fields_nv_rom_iscsi_initiator_chap_id[] = {
	{ .name = "value", .doc = "CHAP identifier (user name) for iSCSI initiator (Flex\nboot)\nxuefi: IscsiInitiatorChapId", .bit = 0x0, .width = 0x400,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_initiator_chap_id = {
	.name = "nv_rom_iscsi_initiator_chap_id", .doc = "NV item ROM_ISCSI_INITIATOR_CHAP_ID (nv_rom_iscsi_initiator_chap_id, class 3, index 0x238)", .size_bits = 0x400,
	.fields = fields_nv_rom_iscsi_initiator_chap_id, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_rom_iscsi_initiator_chap_pwd[] = {
	{ .name = "value", .doc = "CHAP secret (password) for the initiator (Flexboot)\nxuefi: IscsiInitiatorChapPwd", .bit = 0x0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_initiator_chap_pwd = {
	.name = "nv_rom_iscsi_initiator_chap_pwd", .doc = "NV item ROM_ISCSI_INITIATOR_CHAP_PWD (nv_rom_iscsi_initiator_chap_pwd, class 3, index 0x239)", .size_bits = 0x80,
	.fields = fields_nv_rom_iscsi_initiator_chap_pwd, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_rom_iscsi_initiator_gateway[] = {
	{ .name = "value", .doc = "IPv4 gateway for the iSCSI initiator in dotted decimal\nnotation (Flexboot)\nxuefi: IscsiInitiatorIpv4Gateway", .bit = 0x0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_initiator_gateway = {
	.name = "nv_rom_iscsi_initiator_gateway", .doc = "NV item ROM_ISCSI_INITIATOR_GATEWAY (nv_rom_iscsi_initiator_gateway, class 3, index 0x234)", .size_bits = 0x80,
	.fields = fields_nv_rom_iscsi_initiator_gateway, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_rom_iscsi_initiator_ip_addr[] = {
	{ .name = "value", .doc = "iSCSI initiator IPv4 address in dotted decimal notation\n(Flexboot)\nxuefi: IscsiInitiatorIpv4Addr", .bit = 0x0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_initiator_ip_addr = {
	.name = "nv_rom_iscsi_initiator_ip_addr", .doc = "NV item ROM_ISCSI_INITIATOR_IP_ADDR (nv_rom_iscsi_initiator_ip_addr, class 3, index 0x232)", .size_bits = 0x80,
	.fields = fields_nv_rom_iscsi_initiator_ip_addr, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_rom_iscsi_initiator_name[] = {
	{ .name = "value", .doc = "This configuration sets the initiator name for iSCSI\nboot. According to the iSCSI RFC (3270) the name has\nto be UTF-8 encoded, with total length that does not\nexceed  223 bytes. It allows international characters,\nbut prohibits the use of invisible characters, such as\nwhitespace characters. (Flexboot)\nxuefi: IscsiInitiatorName", .bit = 0x0, .width = 0x700,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_initiator_name = {
	.name = "nv_rom_iscsi_initiator_name", .doc = "NV item ROM_ISCSI_INITIATOR_NAME (nv_rom_iscsi_initiator_name, class 3, index 0x237)", .size_bits = 0x700,
	.fields = fields_nv_rom_iscsi_initiator_name, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_rom_iscsi_initiator_primary_dns_addr[] = {
	{ .name = "value", .doc = "Primary IPv4 DNS for iSCSI initiator in dotted decimal\nnotation (Flexboot)\nxuefi: IscsiInitiatorIpv4PrimDns", .bit = 0x0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_initiator_primary_dns_addr = {
	.name = "nv_rom_iscsi_initiator_primary_dns_addr", .doc = "NV item ROM_ISCSI_INITIATOR_PRIMARY_DNS_ADDR (nv_rom_iscsi_initiator_primary_dns_addr, class 3, index 0x235)", .size_bits = 0x80,
	.fields = fields_nv_rom_iscsi_initiator_primary_dns_addr, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_rom_iscsi_initiator_secondary_dns_addr[] = {
	{ .name = "value", .doc = "Secondary IPv4 DNS for iSCSI initiator in dotted deci\nmal notation. (Flexboot)\nxuefi: IscsiInitiatorIpv4SecDns", .bit = 0x0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_initiator_secondary_dns_addr = {
	.name = "nv_rom_iscsi_initiator_secondary_dns_addr", .doc = "NV item ROM_ISCSI_INITIATOR_SECONDARY_DNS_ADDR (nv_rom_iscsi_initiator_secondary_dns_addr, class 3, index 0x236)", .size_bits = 0x80,
	.fields = fields_nv_rom_iscsi_initiator_secondary_dns_addr, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_rom_iscsi_initiator_subnet_mask[] = {
	{ .name = "value", .doc = "iSCSI initiator IPv4 subnet mask in dotted decimal\nnotation (Flexboot)\nxuefi: IscsiInitiatorSubnet", .bit = 0x0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_initiator_subnet_mask = {
	.name = "nv_rom_iscsi_initiator_subnet_mask", .doc = "NV item ROM_ISCSI_INITIATOR_SUBNET_MASK (nv_rom_iscsi_initiator_subnet_mask, class 3, index 0x233)", .size_bits = 0x80,
	.fields = fields_nv_rom_iscsi_initiator_subnet_mask, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_rom_iscsi_second_target_addr[] = {
	{ .name = "value", .doc = "IPv4 address of the second iSCSI target in dotted deci\nmal notation (Flexboot)", .bit = 0x0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_second_target_addr = {
	.name = "nv_rom_iscsi_second_target_addr", .doc = "NV item ROM_ISCSI_SECOND_TARGET_ADDR (nv_rom_iscsi_second_target_addr, class 3, index 0x251)", .size_bits = 0x80,
	.fields = fields_nv_rom_iscsi_second_target_addr, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_rom_iscsi_second_target_chap_id[] = {
	{ .name = "value", .doc = "iSCSI second target username/id (Flexboot)", .bit = 0x0, .width = 0x400,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_second_target_chap_id = {
	.name = "nv_rom_iscsi_second_target_chap_id", .doc = "NV item ROM_ISCSI_SECOND_TARGET_CHAP_ID (nv_rom_iscsi_second_target_chap_id, class 3, index 0x255)", .size_bits = 0x400,
	.fields = fields_nv_rom_iscsi_second_target_chap_id, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_rom_iscsi_second_target_chap_pwd[] = {
	{ .name = "value", .doc = "iSCSI second target password (Flexboot)", .bit = 0x0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_second_target_chap_pwd = {
	.name = "nv_rom_iscsi_second_target_chap_pwd", .doc = "NV item ROM_ISCSI_SECOND_TARGET_CHAP_PWD (nv_rom_iscsi_second_target_chap_pwd, class 3, index 0x257)", .size_bits = 0x80,
	.fields = fields_nv_rom_iscsi_second_target_chap_pwd, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_rom_iscsi_second_target_lun[] = {
	{ .name = "value", .doc = "ISCSI second target boot LUN (Flexboot)\nDecimal integer 1- 18,446,744,073,709,551,615", .bit = 0x0, .width = 0xa0,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_second_target_lun = {
	.name = "nv_rom_iscsi_second_target_lun", .doc = "NV item ROM_ISCSI_SECOND_TARGET_LUN (nv_rom_iscsi_second_target_lun, class 3, index 0x253)", .size_bits = 0xa0,
	.fields = fields_nv_rom_iscsi_second_target_lun, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_rom_iscsi_second_target_name[] = {
	{ .name = "value", .doc = "Second iSCSI target name (Flexboot) up to 223 charac\nters.", .bit = 0x0, .width = 0x700,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_second_target_name = {
	.name = "nv_rom_iscsi_second_target_name", .doc = "NV item ROM_ISCSI_SECOND_TARGET_NAME (nv_rom_iscsi_second_target_name, class 3, index 0x254)", .size_bits = 0x700,
	.fields = fields_nv_rom_iscsi_second_target_name, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_rom_iscsi_second_target_port[] = {
	{ .name = "value", .doc = "TCP port for the second iSCSI target (Flexboot)\nDecimal integer in ASCII format up to 5 digits (1-\n65536).", .bit = 0x0, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_iscsi_second_target_port = {
	.name = "nv_rom_iscsi_second_target_port", .doc = "NV item ROM_ISCSI_SECOND_TARGET_PORT (nv_rom_iscsi_second_target_port, class 3, index 0x252)", .size_bits = 0x40,
	.fields = fields_nv_rom_iscsi_second_target_port, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_rom_ocsd_ocbb[] = {
	{ .name = "ocsd_en", .doc = "Enable HP on-chip temperature monitoring (OCSD)\nand Active Health Systems support via FW (OCBB)\nreporting.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_ocsd_ocbb = {
	.name = "nv_rom_ocsd_ocbb", .doc = "NV item ROM_OCSD_OCBB (nv_rom_ocsd_ocbb, class 0, index 0x211)", .size_bits = 0x20,
	.fields = fields_nv_rom_ocsd_ocbb, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_rom_uefi_conf[] = {
	{ .name = "hii_en", .doc = "Enable UEFI/BIOS HII menus for this PCI function.\nWarning: HII menus might be required for fixing and\ndebugging of system boot issues.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_uefi_conf = {
	.name = "nv_rom_uefi_conf", .doc = "NV item ROM_UEFI_CONF (nv_rom_uefi_conf, class 3, index 0x196)", .size_bits = 0x20,
	.fields = fields_nv_rom_uefi_conf, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_rom_uefi_debug_level[] = {
	{ .name = "uefi_logs", .doc = "Select the output device logs generated by the NIC/\nHBA\nUEFI expansion ROM.\n0x0: DISABLED\n0x1: STDOUT\n0x2: STDERR", .bit = 0x0, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_uefi_debug_level_uefi_logs },
	{ .name = "uefi_logs_verbose", .doc = "Detailed debug messages that may significantly\nimpact boot\nperformance debug messages.", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "uefi_log_severity", .doc = "NIC/HBA UEFI expansion ROM\n0x0: ERROR\n0x1: WARNING\n0x2: INFO\n0x3: DEBUG\nNote - Enabling of debug logs for specific modules is\npossible after setting the severity to DEBUG.", .bit = 0x6, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_rom_uefi_debug_level_uefi_log_severity },
	{ .name = "uefi_debug_log_cache", .doc = "Enable UEFI debug level logs for Memory range\ncachebility changes.", .bit = 0x13, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "uefi_debug_log_gcd", .doc = "Enable UEFI debug level logs for Global Coherency\nDatabase changes.", .bit = 0x14, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "uefi_debug_log_event", .doc = "Enable UEFI debug level logs of Event.", .bit = 0x15, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "uefi_debug_log_undi", .doc = "Enable UEFI debug level logs UNDI Driver.", .bit = 0x16, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "uefi_debug_log_net", .doc = "Enable UEFI debug level logs SNI Driver.", .bit = 0x17, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "uefi_debug_log_blkio", .doc = "Enable UEFI debug level logs for BlkIo Driver.", .bit = 0x18, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "uefi_debug_log_bm", .doc = "Enable UEFI debug level logs for Boot Manager.", .bit = 0x19, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "uefi_debug_log_dispatch", .doc = "Enable UEFI debug level logs for PEI/DXE/SMM Dis\npatchers.", .bit = 0x1a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "uefi_debug_log_page", .doc = "Enable UEFI debug level logs for page Alloc & Free.", .bit = 0x1b, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "uefi_debug_log_pool", .doc = "Enable UEFI debug level logs for pool Alloc & Free.", .bit = 0x1c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "uefi_debug_log_fs", .doc = "Enable UEFI debug level logs for EFI file system\naccesses.", .bit = 0x1d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "uefi_debug_log_load", .doc = "Enable UEFI debug level logs for load events", .bit = 0x1e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "uefi_debug_log_init", .doc = "Enable UEFI debug level initialization log.", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_rom_uefi_debug_level = {
	.name = "nv_rom_uefi_debug_level", .doc = "NV item ROM_UEFI_DEBUG_LEVEL (nv_rom_uefi_debug_level, class 3, index 0x206)", .size_bits = 0x20,
	.fields = fields_nv_rom_uefi_debug_level, .nfields = 16,
};

static const struct mlx5ctl_field_desc fields_nv_safe_mode_conf[] = {
	{ .name = "safe_mode_enable", .doc = "Enable Safe Mode activation after crossing a threshold of\nconsecutive failed boots (no driver load).", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "safe_mode_threshold", .doc = "Default value of the threshold for failed driver loads (driver\nload was not detected between reboots). When crossed, the\ndevice will load in Safe Mode with some default configura\ntions, suspected as possible causes for driver load fail.", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_safe_mode_conf = {
	.name = "nv_safe_mode_conf", .doc = "NV item SAFE_MODE_CONF (safe_mode_conf, class 7, index 0x82)", .size_bits = 0x20,
	.fields = fields_nv_safe_mode_conf, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_nv_secure_host[] = {
	{ .name = "state", .doc = "0x0: UNLOCKED\n0x1: LOCKED\n0x2: LOCK_FW_UPDATE\n0x3: LOCK_HOST_CFG", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_secure_host_state },
	{ .name = "key", .doc = "", .bit = 0x40, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_secure_host = {
	.name = "nv_secure_host", .doc = "NV item SECURE_HOST (nv_secure_host, class 0, index 0x19b)", .size_bits = 0x100,
	.fields = fields_nv_secure_host, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_nv_sw_accelerate_conf[] = {
	{ .name = "log_max_queue", .doc = "Log (base 2) of the upper limit the number of sup\nported work queues in a single namespace (e.g. PCI\nfunction). Value 0x0 indicates using device defaults.\nunsupported values are saturated to the nearest\nsupported value.", .bit = 0x1a, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_sw_accelerate_conf = {
	.name = "nv_sw_accelerate_conf", .doc = "NV item SW_ACCELERATE_CONF (nv_sw_accelerate_conf, class 0, index 0x11d)", .size_bits = 0x40,
	.fields = fields_nv_sw_accelerate_conf, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_sw_offload_cap[] = {
	{ .name = "ip_over_vxlan_supported", .doc = "When set, both ip_over_vxlan_en and ip_over_vx\nlan_port in NVSW_OFFLOAD_CONFIG are configu\nrable.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "mkey_by_name_supported", .doc = "When TRUE, NV_HCA_CONF mkey_by_name is con\nfigurable", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pci_atomics_enabled_ext_atomics_enabled", .doc = "When set, NV_HCA_CONF.pci_atomic_mode sup\nports\nPCI_ATOMICS_ENABLED_EXT_ATOMICS_ENABLED\nmode.", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pci_atomics_enabled_ext_atomics_enabled_nocoherent", .doc = "When set, NV_HCA_CONF.pci_atomic_mode sup\nports\nPCI_ATOMICS_ENABLED_EXT_ATOMICS_EN\nABLED_NONCOHERENT mode.", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pci_atomics_enabled_ext_atomics_disabled", .doc = "When set, NV_HCA_CONF.pci_atomic_mode sup\nports\nPCI_ATOMICS_ENABLED_EXT_ATOMICS_DIS\nABLED mode.", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pci_atomics_enabled_ext_atomics_enabled_serialized", .doc = "When set, NV_HCA_CONF.pci_atomic_mode sup\nports PCI_ATOMICS_ENABLED_EXT_ATOMICS_EN\nABLED_SERIALIZED mode.", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pci_atomics_disabled_ext_atomics_enabled", .doc = "When set, NV_HCA_CONF.pci_atomic_mode sup\nports PCI_ATOMICS_DISABLED_EXT_ATOMICS_EN\nABLED mode.", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "esw_fdb_ipv4_ttl_modify_supported", .doc = "When set to TRUE, the device supports enabling e-\nswitch rules that modify TTL of packets from the\nuplink to a vport, using ESWITCH_IPV4_TTL_MODI\nFY_ENABLE.", .bit = 0x8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tunnel_ecn_copy_offload_disable_supported", .doc = "When TRUE, tunnel_ecn_copy_offload_disable in\nNV_SW_OFFFLOAD_CONFIG is supported.", .bit = 0x9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vector_calc_disable_supported", .doc = "When TRUE, Vector Calc operations can be disabled\nusing vector_calc_disable on NV_SW_OFFLOAD_\nCONFIG", .bit = 0xa, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "max_outstanding_wqe_supported", .doc = "When TRUE, the maximal number of outstanding\nWQEs for a single Transmit Work Queue can be con\nfigured using in NV_SW_OFFLOAD_CONFIG", .bit = 0xb, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ptp_cyc2realtime_supported", .doc = "When TRUE, NV_SW_OFFLOAD_CONFIG. ptp_cyc2\nrealtime is configurable", .bit = 0xc, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "sr_enable_supported", .doc = "When TRUE, NV_SW_OFFLOAD_CONFIG.sr_enable\nis configurable", .bit = 0xd, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tx_psn_win_supported", .doc = "When TRUE, NV_SW_OFFLOAD_CONFIG.log_tx\n_psn_win is configurable.", .bit = 0xe, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "roce_ctrl_supported", .doc = "when TRUE, NV_SW_OFFLOAD_CONFIG.roce_ctrl is\nconfigurable", .bit = 0xf, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tunnel_udp_entropy_proto_supported", .doc = "When TRUE, NV_SW_OFFLOAD_CONFIG.tunnel_ud\np_entropy_proto_disable is configurable", .bit = 0x10, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vf_migration_supported", .doc = "When TRUE, NV_SW_OFFLOAD_CONFIG.vf_migra\ntion supports both MIGRATION_DISABLED and\nMIGRATION_ENABLED modes", .bit = 0x11, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ar_enable_supported", .doc = "When TRUE, NV_SW_OFFLOAD_CONFIG.ar_enable\nis configurable", .bit = 0x12, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "uctx_supported", .doc = "When set to TRUE, UCTX_EN is supported.", .bit = 0x17, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "prio_tag_required_supported", .doc = "When set to TRUE, PRIO_TAG_REQUIRED_EN is sup\nported.", .bit = 0x18, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_sw_offload_cap = {
	.name = "nv_sw_offload_cap", .doc = "NV item SW_OFFLOAD_CAP (nv_sw_offload_cap, class 0, index 0x10b)", .size_bits = 0x20,
	.fields = fields_nv_sw_offload_cap, .nfields = 20,
};

static const struct mlx5ctl_field_desc fields_nv_sw_offload_conf[] = {
	{ .name = "ip_over_vxlan_port", .doc = "This parameter is only supported if NV_SW_OFFLOAD_\nCAP.ip_over_vxlan_supported is set.\nmlxconfig_desc: The UDP port for incoming IPoVxLAN traffic\n(non-standard).\nminval:1", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tunnel_ecn_copy_offload_disable", .doc = "When TRUE, ECN field copy from inner to outer header during\nencapsulation is disabled.", .bit = 0x10, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pci_atomic_mode", .doc = "PCI Atomic mode.\n0x0: PCI_ATOMIC_DISABLED_EXT_ATOMIC_ENABLED\n0x1: PCI_ATOMICS_ENABLED_EXT_ATOMICS_ENABLED_SERIALIZED -\nAtomic serialization will guarantee atomicity for multiple accesses to the\nsame address\n0x2: PCI_ATOMICS_ENABLED_EXT_ATOMICS_DISABLED\n0x3: PCI_ATOMICS_ENABLED_EXT_ATOMICS_ENABLED_NONCOHERENT\n0x4: PCI_ATOMICS_ENABLED_EXT_ATOMICS_ENABLED", .bit = 0x11, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_sw_offload_conf_pci_atomic_mode },
	{ .name = "sr_enable", .doc = "When TRUE, Selective Repeat for RDMA QPs is supported.", .bit = 0x14, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ptp_cyc2realtime", .doc = "When enabled, real time clock is enabled on the device, allowing time\nstamps presented in real time instead of cycles.", .bit = 0x15, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vector_calc_disable", .doc = "When TRUE, Vector-Calc operations are disabled", .bit = 0x16, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "uctx_en", .doc = "When set to TRUE, the device supports creation of UCTX contexts.", .bit = 0x17, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "prio_tag_required_en", .doc = "When set to TRUE, the system requires to always have prio tag on the net\nwork. SW of e-Switch manager should set the required flow table rules to\nensure that. This field is supported only when NV_SW_OFFLOAD_CAP.pri\no_tag_required==1 and is reported in HCA_CAP.prio_tag_required.", .bit = 0x18, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "esw_fdb_ipv4_ttl_modify_enable", .doc = "When TRUE, the device will supports e-switch rules modifying TTL of pack\nets from the uplink to a vport.", .bit = 0x19, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "mkey_by_name", .doc = "When TRUE, the device supports allocating MKey numbers by the device\ndriver", .bit = 0x1a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ip_over_vxlan_en", .doc = "This parameter is only supported if NV_SW_OFFLOAD_CAP.ip_over_vxlan_\nsupported is set.\nmlxconfig_desc: When set, non-standard IPoVxLAN offload is enabled for\nincoming UDP port specified in IP_OVER_VXLAN_PORT.", .bit = 0x1b, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cqe_compression", .doc = "Configure which algorithm should be used by the NIC in order to decide\nwhen to activate CQE compression based on PCIe bus condition. Note that\nthe driver can enable compression on a per CQE basis\n0x0: BALANCED\n0x1: AGGRESSIVE", .bit = 0x1d, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_sw_offload_conf_cqe_compression },
	{ .name = "tunnel_udp_entropy_proto_disable", .doc = "When TRUE, tunnel encapsulation offload will\nexclude IP.protocol from the UDP source port\nentropy calculation.", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ar_enable", .doc = "When TRUE, Adaptive Routing for RDMA QPs is sup\nported.", .bit = 0x22, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_outstanding_wqe", .doc = "Log2 of the maximal amount of outstanding (uncom\npleted) WQEs a single Transmit Work Queue may\nhold. Additional WQEs will be delayed until some of\nthe outstanding WQEs are completed.\nValue 0x0 indicates device default.\nValue 0x1F indicates device maximal supported value", .bit = 0x23, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vf_migration", .doc = "Defines support for VF migration\n0x0: DEVICE_DEFAULT\n0x1: MIGRATION_DISABLED\n0x2: MIGRATION_ENABLED\nOther values are reserved", .bit = 0x28, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_sw_offload_conf_vf_migration },
	{ .name = "log_tx_psn_win", .doc = "Log2 of the transmission PSN window for QPs with\nConnected Transport Service (RC, DC, XRC).\nValue 0x0 indicates device defaults\nValue 0x3F indicates device maximal supported value\nValues exceeding the device capabilities will be con\nsidered as the device maximal supported value as\nwell.", .bit = 0x2a, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "lro_log_timeout3", .doc = "Log2 of Large Receive Offload (LRO) timeout #3, in\nmicroseconds. Driver can select one of the 4 config\nured LRO timeouts on a per Qp basis in run-time\n(lro_timeout_period_usecs field of the TIR context)", .bit = 0x30, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "lro_log_timeout2", .doc = "Log2 of Large Receive Offload (LRO) timeout #2, in\nmicroseconds. Driver can select one of the 4 config\nured LRO timeouts on a per Qp basis in run-time\n(lro_timeout_period_usecs field of the TIR context)", .bit = 0x34, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "lro_log_timeout1", .doc = "Log2 of Large Receive Offload (LRO) timeout #1, in\nmicroseconds. Driver can select one of the 4 config\nured LRO timeouts on a per Qp basis in run-time\n(lro_timeout_period_usecs field of the TIR context)", .bit = 0x38, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "lro_log_timeout0", .doc = "Log2 of Large Receive Offload (LRO) timeout #0, in\nmicroseconds. Driver can select one of the 4 config\nured LRO timeouts on a per Qp basis in run-time\n(lro_timeout_period_usecs field of the TIR context)", .bit = 0x3c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_sw_offload_conf = {
	.name = "nv_sw_offload_conf", .doc = "NV item SW_OFFLOAD_CONF (nv_sw_offload_conf, class 0, index 0x10a)", .size_bits = 0x40,
	.fields = fields_nv_sw_offload_conf, .nfields = 21,
};

static const struct mlx5ctl_field_desc fields_nv_tpt_conf[] = {
	{ .name = "log_max_payload_size", .doc = "Sets the PCIe burst size for the NIC internal Transla\ntion and Protection (TPT) mechanism.\n0x0: AUTOMATIC\n0xC: _4KB", .bit = 0x1c, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_tpt_conf_log_max_payload_size },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_tpt_conf = {
	.name = "nv_tpt_conf", .doc = "NV item TPT_CONF (nv_tpt_conf, class 0, index 0x82)", .size_bits = 0x20,
	.fields = fields_nv_tpt_conf, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_virt_guid_addr[] = {
	{ .name = "virtual_guid_en", .doc = "When set, the PF will use the address defined in the \"vir\ntual_node_guid\" instead of the original MAC.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "erase_on_powerup", .doc = "When this bit is set, the GUID is ignored by firmware and\nthe TLV is erased on powerup.", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "virtual_node_guid", .doc = "An alternate NODE GUID for this PCI PF (64 Bits).", .bit = 0x20, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_virt_guid_addr = {
	.name = "nv_virt_guid_addr", .doc = "NV item VIRT_GUID_ADDR (nv_virt_guid_addr, class 3, index 0x111)", .size_bits = 0x60,
	.fields = fields_nv_virt_guid_addr, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_nv_virt_net_addr[] = {
	{ .name = "virtual_mac_en", .doc = "When set, the PF will use the address defined in the \"vir\ntual_mac\" instead of the original MAC.", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "erase_on_powerup", .doc = "When this bit is set, the MAC is ignored by firmware and\nthe TLV is erased on powerup.", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "virtual_mac", .doc = "An alternate MAC for this PCI PF (48bits).", .bit = 0x20, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_virt_net_addr = {
	.name = "nv_virt_net_addr", .doc = "NV item VIRT_NET_ADDR (nv_virt_net_addr, class 3, index 0x110)", .size_bits = 0x60,
	.fields = fields_nv_virt_net_addr, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_nv_vpi_link_type[] = {
	{ .name = "default_link_type", .doc = "Select the link type (Ethernet or Infiniband) for the port\n0x1: IB - Infiniband\n0x2: ETH - Ethernet", .bit = 0x1c, .width = 0x2,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_nv_vpi_link_type_default_link_type },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_vpi_link_type = {
	.name = "nv_vpi_link_type", .doc = "NV item VPI_LINK_TYPE (nv_vpi_link_type, class 1, index 0x12)", .size_bits = 0x20,
	.fields = fields_nv_vpi_link_type, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_vts_bank_a[] = {
	{ .name = "fw_rev_major", .doc = "The MVTS command use this parameter to keep the\nuser defined version timestamp for FW bank A.", .bit = 0x20, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fw_rev_minor", .doc = "The MVTS command use this parameter to keep the\nuser defined version timestamp for FW bank A.", .bit = 0x40, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fw_rev_subminor", .doc = "The MVTS command use this parameter to keep the\nuser defined version timestamp for FW bank A", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ts_year", .doc = "Timestamp year - 4 packed BCD", .bit = 0x60, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ts_month", .doc = "Timestamp month - 2 packed BCD", .bit = 0x70, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ts_day", .doc = "Timestamp day - 2 packed BCD", .bit = 0x78, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ts_hour", .doc = "Timestamp hour - 2 packed BCD", .bit = 0x80, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ts_minute", .doc = "Timestamp minute - 2 packed BCD", .bit = 0x88, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ts_second", .doc = "Timestamp second - 2 packed BCD", .bit = 0x90, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_vts_bank_a = {
	.name = "nv_vts_bank_a", .doc = "NV item VTS_BANK_A (nv_vts_bank_a, class 0, index 0x400)", .size_bits = 0xa0,
	.fields = fields_nv_vts_bank_a, .nfields = 9,
};

static const struct mlx5ctl_field_desc fields_nv_vts_bank_b[] = {
	{ .name = "fw_rev_major", .doc = "The MVTS command use this parameter to keep the\nuser defined version timestamp for FW bank A.", .bit = 0x20, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fw_rev_minor", .doc = "The MVTS command use this parameter to keep the\nuser defined version timestamp for FW bank A.", .bit = 0x40, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fw_rev_subminor", .doc = "The MVTS command use this parameter to keep the\nuser defined version timestamp for FW bank A", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ts_year", .doc = "Timestamp year - 4 packed BCD", .bit = 0x60, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ts_month", .doc = "Timestamp month - 2 packed BCD", .bit = 0x70, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ts_day", .doc = "Timestamp day - 2 packed BCD", .bit = 0x78, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ts_hour", .doc = "Timestamp hour - 2 packed BCD", .bit = 0x80, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ts_minute", .doc = "Timestamp minute - 2 packed BCD", .bit = 0x88, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ts_second", .doc = "Timestamp second - 2 packed BCD", .bit = 0x90, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_vts_bank_b = {
	.name = "nv_vts_bank_b", .doc = "NV item VTS_BANK_B (nv_vts_bank_b, class 0, index 0x401)", .size_bits = 0xa0,
	.fields = fields_nv_vts_bank_b, .nfields = 9,
};

static const struct mlx5ctl_field_desc fields_nv_wol_cap[] = {
	{ .name = "en_wol_magic", .doc = "This bit is set when Wake-On-Lan magic packet is sup\nported for this host and port. Note that WOL support man\ndates a special circuitry on the NIC.", .bit = 0x15, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_wol_cap = {
	.name = "nv_wol_cap", .doc = "NV item WOL_CAP (nv_wol_cap, class 3, index 0x1f)", .size_bits = 0x20,
	.fields = fields_nv_wol_cap, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nv_wol_conf[] = {
	{ .name = "en_wol_magic", .doc = "Enables server Wake-on-LAN upon reception of WOL magic\npacket.", .bit = 0x15, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nv_wol_conf = {
	.name = "nv_wol_conf", .doc = "NV item WOL_CONF (nv_wol_conf, class 3, index 0x10)", .size_bits = 0x20,
	.fields = fields_nv_wol_conf, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_nvgre_key[] = {
	{ .name = "hi", .doc = "", .bit = 0x0, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "lo", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nvgre_key = {
	.name = "nvgre_key", .doc = "NVGRE key", .size_bits = 0x20,
	.fields = fields_nvgre_key, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_nvmf_query_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nvmf_query_in = {
	.name = "nvmf_query_in", .doc = "An NVMe-oF offload query inbox (layout not public)", .size_bits = 0x80,
	.fields = fields_nvmf_query_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_nvmf_query_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_nvmf_query_out = {
	.name = "nvmf_query_out", .doc = "An NVMe-oF offload query outbox (layout not public)", .size_bits = 0x80,
	.fields = fields_nvmf_query_out, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_odp_cap[] = {
	{ .name = "transport_page_fault_scheme_cap", .doc = "", .bit = 0x0, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_odp_scheme_cap },
	{ .name = "memory_page_fault_scheme_cap", .doc = "", .bit = 0x200, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_odp_scheme_cap },
	{ .name = "mem_page_fault", .doc = "", .bit = 0x600, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_odp_cap = {
	.name = "odp_cap", .doc = "On-demand paging capabilities (capability type 0x2)", .size_bits = 0x800,
	.fields = fields_odp_cap, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_odp_per_transport_service_cap[] = {
	{ .name = "send", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "receive", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "write", .doc = "", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "read", .doc = "", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "atomic", .doc = "", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "srq_receive", .doc = "", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_odp_per_transport_service_cap = {
	.name = "odp_per_transport_service_cap", .doc = "ODP capabilities of one transport service", .size_bits = 0x20,
	.fields = fields_odp_per_transport_service_cap, .nfields = 6,
};

static const struct mlx5ctl_field_desc fields_odp_scheme_cap[] = {
	{ .name = "sig", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "page_prefetch", .doc = "", .bit = 0x45, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rc_odp_caps", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_odp_per_transport_service_cap },
	{ .name = "uc_odp_caps", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_odp_per_transport_service_cap },
	{ .name = "ud_odp_caps", .doc = "", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_odp_per_transport_service_cap },
	{ .name = "xrc_odp_caps", .doc = "", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_odp_per_transport_service_cap },
	{ .name = "dc_odp_caps", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_odp_per_transport_service_cap },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_odp_scheme_cap = {
	.name = "odp_scheme_cap", .doc = "ODP capabilities of one page-fault scheme", .size_bits = 0x200,
	.fields = fields_odp_scheme_cap, .nfields = 7,
};

static const struct mlx5ctl_field_desc fields_other_hca_cap[] = {
	{ .name = "roce", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_other_hca_cap = {
	.name = "other_hca_cap", .doc = "Capabilities of another function", .size_bits = 0x280,
	.fields = fields_other_hca_cap, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_packet_reformat_context_in[] = {
	{ .name = "reformat_type", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "reformat_param_0", .doc = "", .bit = 0xc, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "reformat_data_size", .doc = "", .bit = 0x16, .width = 0xa,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "reformat_param_1", .doc = "", .bit = 0x20, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "reformat_data", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_packet_reformat_context_in = {
	.name = "packet_reformat_context_in", .doc = "A packet reformat context", .size_bits = 0x40,
	.fields = fields_packet_reformat_context_in, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_paos_reg[] = {
	{ .name = "swid", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "local_port", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "admin_status", .doc = "", .bit = 0x14, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_port_status },
	{ .name = "oper_status", .doc = "", .bit = 0x1c, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_port_status },
	{ .name = "ase", .doc = "Admin state update enable (write)", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ee", .doc = "Event update enable (write)", .bit = 0x21, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "e", .doc = "Events: 0 none, 1 generate, 2 generate one", .bit = 0x3e, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_paos_reg = {
	.name = "paos_reg", .doc = "PAOS register", .size_bits = 0x80,
	.fields = fields_paos_reg, .nfields = 7,
};

static const struct mlx5ctl_field_desc fields_pcam_enhanced_features[] = {
	{ .name = "fec_100G_per_lane_in_pplm", .doc = "", .bit = 0x48, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "buffer_ownership", .doc = "", .bit = 0x53, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "fec_50G_per_lane_in_pplm", .doc = "", .bit = 0x68, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rx_icrc_encapsulated_counter", .doc = "", .bit = 0x6d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ptys_extended_ethernet", .doc = "", .bit = 0x72, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pfcc_mask", .doc = "", .bit = 0x76, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "per_lane_error_counters", .doc = "", .bit = 0x7a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rx_buffer_fullness_counters", .doc = "", .bit = 0x7b, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ptys_connector_type", .doc = "", .bit = 0x7c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ppcnt_discard_group", .doc = "", .bit = 0x7e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ppcnt_statistical_group", .doc = "", .bit = 0x7f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pcam_enhanced_features = {
	.name = "pcam_enhanced_features", .doc = "PCAM enhanced features", .size_bits = 0x80,
	.fields = fields_pcam_enhanced_features, .nfields = 11,
};

static const struct mlx5ctl_struct_desc *const alts_pcam_reg_port_access_reg_cap_mask[] = {
	&mlx5ctl_prm_st_pcam_regs_5000_to_507f,
};

static const struct mlx5ctl_struct_desc *const alts_pcam_reg_feature_cap_mask[] = {
	&mlx5ctl_prm_st_pcam_enhanced_features,
};

static const struct mlx5ctl_field_desc fields_pcam_reg[] = {
	{ .name = "feature_group", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "access_reg_group", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_access_reg_cap_mask", .doc = "", .bit = 0x40, .width = 0x80,
	  .kind = MLX5CTL_KIND_UNION,
	  .alts = alts_pcam_reg_port_access_reg_cap_mask, .nalts = 1 },
	{ .name = "feature_cap_mask", .doc = "", .bit = 0x140, .width = 0x80,
	  .kind = MLX5CTL_KIND_UNION,
	  .alts = alts_pcam_reg_feature_cap_mask, .nalts = 1 },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pcam_reg = {
	.name = "pcam_reg", .doc = "PCAM register", .size_bits = 0x280,
	.fields = fields_pcam_reg, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_pcam_regs_5000_to_507f[] = {
	{ .name = "port_access_reg_cap_mask_127_to_96", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_access_reg_cap_mask_95_to_64", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_access_reg_cap_mask_63_to_36", .doc = "", .bit = 0x40, .width = 0x1c,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pplm", .doc = "", .bit = 0x5c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "port_access_reg_cap_mask_34_to_32", .doc = "", .bit = 0x5d, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_access_reg_cap_mask_31_to_13", .doc = "", .bit = 0x60, .width = 0x13,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pbmc", .doc = "", .bit = 0x73, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pptb", .doc = "", .bit = 0x74, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "port_access_reg_cap_mask_10_to_09", .doc = "", .bit = 0x75, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ppcnt", .doc = "", .bit = 0x77, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "port_access_reg_cap_mask_07_to_00", .doc = "", .bit = 0x78, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pcam_regs_5000_to_507f = {
	.name = "pcam_regs_5000_to_507f", .doc = "PCAM access registers 0x5000-0x507f (bit i from the LSB: register 0x5000 + i)", .size_bits = 0x80,
	.fields = fields_pcam_regs_5000_to_507f, .nfields = 11,
};

static const struct mlx5ctl_field_desc fields_pcap_reg[] = {
	{ .name = "local_port", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_capability_mask", .doc = "", .bit = 0x20, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pcap_reg = {
	.name = "pcap_reg", .doc = "PCAP register", .size_bits = 0xa0,
	.fields = fields_pcap_reg, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_pcie_perf_cntrs_grp_data_layout[] = {
	{ .name = "life_time_counter_high", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "life_time_counter_low", .doc = "Milliseconds since the counters were last cleared", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_errors", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tx_errors", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "l0_to_recovery_eieos", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "l0_to_recovery_ts", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "l0_to_recovery_framing", .doc = "", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "l0_to_recovery_retrain", .doc = "", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "crc_error_dllp", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "crc_error_tlp", .doc = "", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tx_overflow_buffer_pkt_high", .doc = "", .bit = 0x140, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tx_overflow_buffer_pkt_low", .doc = "", .bit = 0x160, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "outbound_stalled_reads", .doc = "", .bit = 0x180, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "outbound_stalled_writes", .doc = "", .bit = 0x1a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "outbound_stalled_reads_events", .doc = "", .bit = 0x1c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "outbound_stalled_writes_events", .doc = "", .bit = 0x1e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pcie_perf_cntrs_grp_data_layout = {
	.name = "pcie_perf_cntrs_grp_data_layout", .doc = "MPCNT group PCIe performance counters", .size_bits = 0x7c0,
	.fields = fields_pcie_perf_cntrs_grp_data_layout, .nfields = 16,
};

static const struct mlx5ctl_field_desc fields_pddr_advanced_opcode[] = {
	{ .name = "advanced_opcode", .doc = "PHY firmware indication; 0 no issue, 1 closed by command (PAOS), 2 AN no partner, ...", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_pddr_monitor_opcode },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pddr_advanced_opcode = {
	.name = "pddr_advanced_opcode", .doc = "PDDR troubleshooting status, advanced debug opcode group (group_opcode 1)", .size_bits = 0x20,
	.fields = fields_pddr_advanced_opcode, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_pddr_module_info[] = {
	{ .name = "cable_technology", .doc = "QSFP: byte 147 (SFF-8636)", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cable_breakout", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ext_ethernet_compliance_code", .doc = "QSFP: byte 192", .bit = 0x10, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ethernet_compliance_code", .doc = "QSFP: byte 131", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cable_type", .doc = "", .bit = 0x20, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_pddr_cable_type },
	{ .name = "cable_vendor", .doc = "", .bit = 0x24, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_pddr_cable_vendor },
	{ .name = "cable_length", .doc = "Metres", .bit = 0x28, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cable_identifier", .doc = "", .bit = 0x30, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_pddr_cable_identifier },
	{ .name = "cable_power_class", .doc = "", .bit = 0x38, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_power", .doc = "", .bit = 0x40, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cable_rx_amp", .doc = "", .bit = 0x48, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cable_rx_emphasis", .doc = "", .bit = 0x50, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cable_tx_equalization", .doc = "", .bit = 0x58, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cable_attenuation_25g", .doc = "", .bit = 0x60, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cable_attenuation_12g", .doc = "", .bit = 0x68, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cable_attenuation_7g", .doc = "", .bit = 0x70, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cable_attenuation_5g", .doc = "", .bit = 0x78, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cable_rx_post_emphasis", .doc = "", .bit = 0x80, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_cdr_cap", .doc = "", .bit = 0x88, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tx_cdr_cap", .doc = "", .bit = 0x8c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_cdr_state", .doc = "", .bit = 0x90, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tx_cdr_state", .doc = "", .bit = 0x98, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vendor_name", .doc = "ASCII, space padded", .bit = 0xa0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "vendor_pn", .doc = "ASCII, space padded", .bit = 0x120, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "vendor_rev", .doc = "", .bit = 0x1a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fw_version", .doc = "", .bit = 0x1c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vendor_sn", .doc = "ASCII, space padded", .bit = 0x1e0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "temperature", .doc = "1/256 C (0: not supported)", .bit = 0x260, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "voltage", .doc = "100 uV", .bit = 0x270, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_power_lane0", .doc = "", .bit = 0x280, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_power_lane1", .doc = "", .bit = 0x290, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_power_lane2", .doc = "", .bit = 0x2a0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_power_lane3", .doc = "", .bit = 0x2b0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tx_power_lane0", .doc = "", .bit = 0x300, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tx_power_lane1", .doc = "", .bit = 0x310, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tx_power_lane2", .doc = "", .bit = 0x320, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tx_power_lane3", .doc = "", .bit = 0x330, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tx_bias_lane0", .doc = "", .bit = 0x380, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tx_bias_lane1", .doc = "", .bit = 0x390, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tx_bias_lane2", .doc = "", .bit = 0x3a0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tx_bias_lane3", .doc = "", .bit = 0x3b0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "temperature_high_th", .doc = "", .bit = 0x400, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "temperature_low_th", .doc = "", .bit = 0x410, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "voltage_high_th", .doc = "", .bit = 0x420, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "voltage_low_th", .doc = "", .bit = 0x430, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "module_st", .doc = "", .bit = 0x4a0, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "smf_length", .doc = "", .bit = 0x4a6, .width = 0xa,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "wavelength", .doc = "nm", .bit = 0x4b0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "monitor_cap_mask", .doc = "", .bit = 0x4f0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "date_code", .doc = "ASCII YYMMDDLL", .bit = 0x580, .width = 0x40,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "connector_type", .doc = "SFF-8024", .bit = 0x5c0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vendor_oui", .doc = "", .bit = 0x5c8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pddr_module_info = {
	.name = "pddr_module_info", .doc = "PDDR module information page", .size_bits = 0x680,
	.fields = fields_pddr_module_info, .nfields = 52,
};

static const struct mlx5ctl_field_desc fields_pddr_monitor_opcode[] = {
	{ .name = "monitor_opcode", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_pddr_monitor_opcode },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pddr_monitor_opcode = {
	.name = "pddr_monitor_opcode", .doc = "PDDR troubleshooting status, monitor opcode group", .size_bits = 0x20,
	.fields = fields_pddr_monitor_opcode, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_pddr_operation_info_page[] = {
	{ .name = "resilink_fec_ind", .doc = "", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "proto_active", .doc = "", .bit = 0x8, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_pddr_proto,
	  .format = MLX5CTL_FORMAT_BITS },
	{ .name = "neg_mode_active", .doc = "", .bit = 0xc, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_pddr_neg_mode },
	{ .name = "phy_mngr_fsm_state", .doc = "", .bit = 0x20, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_pddr_phy_mngr_state },
	{ .name = "eth_an_fsm_state", .doc = "", .bit = 0x28, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_pddr_eth_an_state },
	{ .name = "ib_phy_fsm_state", .doc = "", .bit = 0x30, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "phy_manager_link_enabled", .doc = "Ethernet: protocols enabled (PTYS encoding)", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_ptys_eth_proto,
	  .format = MLX5CTL_FORMAT_BITS },
	{ .name = "core_to_phy_link_enabled", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_ptys_eth_proto,
	  .format = MLX5CTL_FORMAT_BITS },
	{ .name = "cable_proto_cap", .doc = "Ethernet: protocols the cable supports (PTYS encoding)", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_ptys_eth_proto,
	  .format = MLX5CTL_FORMAT_BITS },
	{ .name = "link_active", .doc = "Ethernet: active protocol, 0 when down", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_ptys_eth_proto,
	  .format = MLX5CTL_FORMAT_BITS },
	{ .name = "pri_or_sec", .doc = "", .bit = 0xd0, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "loopback_mode", .doc = "", .bit = 0xd4, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fec_mode_active", .doc = "", .bit = 0xe0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_pddr_fec_mode },
	{ .name = "fec_mode_request", .doc = "", .bit = 0xf0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "profile_fec_in_use", .doc = "", .bit = 0x100, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "eth_25g_50g_fec_support", .doc = "", .bit = 0x118, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_pddr_fec_support,
	  .format = MLX5CTL_FORMAT_BITS },
	{ .name = "eth_100g_fec_support", .doc = "", .bit = 0x11c, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_pddr_fec_support,
	  .format = MLX5CTL_FORMAT_BITS },
	{ .name = "pd_link_enabled", .doc = "", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "phy_hst_link_enabled", .doc = "", .bit = 0x140, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "eth_an_link_enabled", .doc = "", .bit = 0x160, .width = 0x20,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_ptys_eth_proto,
	  .format = MLX5CTL_FORMAT_BITS },
	{ .name = "link_health", .doc = "0 n/a, 1 attention, 2 healthy", .bit = 0x1dc, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pddr_operation_info_page = {
	.name = "pddr_operation_info_page", .doc = "PDDR operational information page", .size_bits = 0x7c0,
	.fields = fields_pddr_operation_info_page, .nfields = 21,
};

static const struct mlx5ctl_struct_desc *const alts_pddr_reg_page_data[] = {
	&mlx5ctl_prm_st_pddr_operation_info_page,
	&mlx5ctl_prm_st_pddr_troubleshooting_page,
	&mlx5ctl_prm_st_pddr_module_info,
};

static const struct mlx5ctl_field_desc fields_pddr_reg[] = {
	{ .name = "module_ind_type", .doc = "", .bit = 0x6, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "local_port", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pnat", .doc = "0 local port number, 1 IB port number", .bit = 0x10, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "lp_msb", .doc = "Local port number bits 9:8", .bit = 0x12, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "plane_ind", .doc = "", .bit = 0x14, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "port_type", .doc = "", .bit = 0x18, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "module_info_ext", .doc = "Module info page power units: 0 dBm, 1 uW", .bit = 0x21, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "page_select", .doc = "", .bit = 0x38, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_pddr_page_select },
	{ .name = "page_data", .doc = "", .bit = 0x40, .width = 0x7c0,
	  .kind = MLX5CTL_KIND_UNION,
	  .alts = alts_pddr_reg_page_data, .nalts = 3 },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pddr_reg = {
	.name = "pddr_reg", .doc = "PDDR register (Port Diagnostics Database)", .size_bits = 0x800,
	.fields = fields_pddr_reg, .nfields = 9,
};

static const struct mlx5ctl_struct_desc *const alts_pddr_troubleshooting_page_status_opcode[] = {
	&mlx5ctl_prm_st_pddr_monitor_opcode,
	&mlx5ctl_prm_st_pddr_advanced_opcode,
};

static const struct mlx5ctl_field_desc fields_pddr_troubleshooting_page[] = {
	{ .name = "group_opcode", .doc = "0: monitor opcodes (in)", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "status_opcode", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UNION,
	  .alts = alts_pddr_troubleshooting_page_status_opcode, .nalts = 2 },
	{ .name = "status_message", .doc = "ASCII, NUL-terminated", .bit = 0x60, .width = 0x760,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pddr_troubleshooting_page = {
	.name = "pddr_troubleshooting_page", .doc = "PDDR troubleshooting information page", .size_bits = 0x7c0,
	.fields = fields_pddr_troubleshooting_page, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_per_protocol_networking_offload_caps[] = {
	{ .name = "csum_cap", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vlan_cap", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "lro_cap", .doc = "", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "lro_psh_flag", .doc = "", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "lro_time_stamp", .doc = "", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "wqe_vlan_insert", .doc = "", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "self_lb_en_modifiable", .doc = "", .bit = 0x8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "max_lso_cap", .doc = "", .bit = 0xb, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "multi_pkt_send_wqe", .doc = "", .bit = 0x10, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "wqe_inline_mode", .doc = "", .bit = 0x12, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rss_ind_tbl_cap", .doc = "", .bit = 0x14, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "reg_umr_sq", .doc = "", .bit = 0x18, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "scatter_fcs", .doc = "", .bit = 0x19, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "enhanced_multi_pkt_send_wqe", .doc = "", .bit = 0x1a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tunnel_lso_const_out_ip_id", .doc = "", .bit = 0x1b, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tunnel_lro_gre", .doc = "", .bit = 0x1c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tunnel_lro_vxlan", .doc = "", .bit = 0x1d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tunnel_stateless_gre", .doc = "", .bit = 0x1e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tunnel_stateless_vxlan", .doc = "", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "swp", .doc = "", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "swp_csum", .doc = "", .bit = 0x21, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "swp_lso", .doc = "", .bit = 0x22, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cqe_checksum_full", .doc = "", .bit = 0x23, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tunnel_stateless_geneve_tx", .doc = "", .bit = 0x24, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tunnel_stateless_mpls_over_udp", .doc = "", .bit = 0x25, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tunnel_stateless_mpls_over_gre", .doc = "", .bit = 0x26, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tunnel_stateless_vxlan_gpe", .doc = "", .bit = 0x27, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tunnel_stateless_ipv4_over_vxlan", .doc = "", .bit = 0x28, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tunnel_stateless_ip_over_ip", .doc = "", .bit = 0x29, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "insert_trailer", .doc = "", .bit = 0x2a, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tunnel_stateless_ip_over_ip_rx", .doc = "", .bit = 0x2c, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tunnel_stateless_ip_over_ip_tx", .doc = "", .bit = 0x2d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "max_vxlan_udp_ports", .doc = "", .bit = 0x30, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "swp_csum_l4_partial", .doc = "", .bit = 0x38, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "max_geneve_opt_len", .doc = "", .bit = 0x3e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tunnel_stateless_geneve_rx", .doc = "", .bit = 0x3f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "lro_min_mss_size", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "lro_timer_supported_periods", .doc = "", .bit = 0x180, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_per_protocol_networking_offload_caps = {
	.name = "per_protocol_networking_offload_caps", .doc = "Ethernet offload capabilities (capability type 0x1)", .size_bits = 0x800,
	.fields = fields_per_protocol_networking_offload_caps, .nfields = 38,
};

static const struct mlx5ctl_field_desc fields_phys_layer_cntrs[] = {
	{ .name = "time_since_last_clear_high", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "time_since_last_clear_low", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "symbol_errors_high", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "symbol_errors_low", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sync_headers_errors_high", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sync_headers_errors_low", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "edpl_bip_errors_lane0_high", .doc = "", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "edpl_bip_errors_lane0_low", .doc = "", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "edpl_bip_errors_lane1_high", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "edpl_bip_errors_lane1_low", .doc = "", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "edpl_bip_errors_lane2_high", .doc = "", .bit = 0x140, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "edpl_bip_errors_lane2_low", .doc = "", .bit = 0x160, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "edpl_bip_errors_lane3_high", .doc = "", .bit = 0x180, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "edpl_bip_errors_lane3_low", .doc = "", .bit = 0x1a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fc_fec_corrected_blocks_lane0_high", .doc = "", .bit = 0x1c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fc_fec_corrected_blocks_lane0_low", .doc = "", .bit = 0x1e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fc_fec_corrected_blocks_lane1_high", .doc = "", .bit = 0x200, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fc_fec_corrected_blocks_lane1_low", .doc = "", .bit = 0x220, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fc_fec_corrected_blocks_lane2_high", .doc = "", .bit = 0x240, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fc_fec_corrected_blocks_lane2_low", .doc = "", .bit = 0x260, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fc_fec_corrected_blocks_lane3_high", .doc = "", .bit = 0x280, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fc_fec_corrected_blocks_lane3_low", .doc = "", .bit = 0x2a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fc_fec_uncorrectable_blocks_lane0_high", .doc = "", .bit = 0x2c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fc_fec_uncorrectable_blocks_lane0_low", .doc = "", .bit = 0x2e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fc_fec_uncorrectable_blocks_lane1_high", .doc = "", .bit = 0x300, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fc_fec_uncorrectable_blocks_lane1_low", .doc = "", .bit = 0x320, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fc_fec_uncorrectable_blocks_lane2_high", .doc = "", .bit = 0x340, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fc_fec_uncorrectable_blocks_lane2_low", .doc = "", .bit = 0x360, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fc_fec_uncorrectable_blocks_lane3_high", .doc = "", .bit = 0x380, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fc_fec_uncorrectable_blocks_lane3_low", .doc = "", .bit = 0x3a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rs_fec_corrected_blocks_high", .doc = "", .bit = 0x3c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rs_fec_corrected_blocks_low", .doc = "", .bit = 0x3e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rs_fec_uncorrectable_blocks_high", .doc = "", .bit = 0x400, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rs_fec_uncorrectable_blocks_low", .doc = "", .bit = 0x420, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rs_fec_no_errors_blocks_high", .doc = "", .bit = 0x440, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rs_fec_no_errors_blocks_low", .doc = "", .bit = 0x460, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rs_fec_single_error_blocks_high", .doc = "", .bit = 0x480, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rs_fec_single_error_blocks_low", .doc = "", .bit = 0x4a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rs_fec_corrected_symbols_total_high", .doc = "", .bit = 0x4c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rs_fec_corrected_symbols_total_low", .doc = "", .bit = 0x4e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rs_fec_corrected_symbols_lane0_high", .doc = "", .bit = 0x500, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rs_fec_corrected_symbols_lane0_low", .doc = "", .bit = 0x520, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rs_fec_corrected_symbols_lane1_high", .doc = "", .bit = 0x540, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rs_fec_corrected_symbols_lane1_low", .doc = "", .bit = 0x560, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rs_fec_corrected_symbols_lane2_high", .doc = "", .bit = 0x580, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rs_fec_corrected_symbols_lane2_low", .doc = "", .bit = 0x5a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rs_fec_corrected_symbols_lane3_high", .doc = "", .bit = 0x5c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rs_fec_corrected_symbols_lane3_low", .doc = "", .bit = 0x5e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "link_down_events", .doc = "", .bit = 0x600, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "successful_recovery_events", .doc = "", .bit = 0x620, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_phys_layer_cntrs = {
	.name = "phys_layer_cntrs", .doc = "PPCNT group physical layer", .size_bits = 0x7c0,
	.fields = fields_phys_layer_cntrs, .nfields = 50,
};

static const struct mlx5ctl_field_desc fields_phys_layer_statistical_cntrs[] = {
	{ .name = "time_since_last_clear_high", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "time_since_last_clear_low", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "phy_received_bits_high", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "phy_received_bits_low", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "phy_symbol_errors_high", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "phy_symbol_errors_low", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "phy_corrected_bits_high", .doc = "", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "phy_corrected_bits_low", .doc = "", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "phy_corrected_bits_lane0_high", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "phy_corrected_bits_lane0_low", .doc = "", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "phy_corrected_bits_lane1_high", .doc = "", .bit = 0x140, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "phy_corrected_bits_lane1_low", .doc = "", .bit = 0x160, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "phy_corrected_bits_lane2_high", .doc = "", .bit = 0x180, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "phy_corrected_bits_lane2_low", .doc = "", .bit = 0x1a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "phy_corrected_bits_lane3_high", .doc = "", .bit = 0x1c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "phy_corrected_bits_lane3_low", .doc = "", .bit = 0x1e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_phys_layer_statistical_cntrs = {
	.name = "phys_layer_statistical_cntrs", .doc = "PPCNT group physical layer statistics", .size_bits = 0x7c0,
	.fields = fields_phys_layer_statistical_cntrs, .nfields = 16,
};

static const struct mlx5ctl_field_desc fields_pkey[] = {
	{ .name = "pkey", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pkey = {
	.name = "pkey", .doc = "A partition key", .size_bits = 0x20,
	.fields = fields_pkey, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_pmaos_reg[] = {
	{ .name = "rst", .doc = "Module reset toggle (the PRM's; reserved in mlx5_ifc.h)", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "module", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "admin_status", .doc = "", .bit = 0x14, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_module_status },
	{ .name = "oper_status", .doc = "", .bit = 0x1c, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_module_status },
	{ .name = "ase", .doc = "", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ee", .doc = "", .bit = 0x21, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "e", .doc = "", .bit = 0x3e, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pmaos_reg = {
	.name = "pmaos_reg", .doc = "PMAOS register", .size_bits = 0x80,
	.fields = fields_pmaos_reg, .nfields = 7,
};

static const struct mlx5ctl_field_desc fields_pmlp_lane[] = {
	{ .name = "rx_lane", .doc = "", .bit = 0x4, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tx_lane", .doc = "", .bit = 0xc, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "slot_index", .doc = "", .bit = 0x14, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "module", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pmlp_lane = {
	.name = "pmlp_lane", .doc = "PMLP: one lane's module mapping (PRM; a plain u32 in mlx5_ifc.h)", .size_bits = 0x20,
	.fields = fields_pmlp_lane, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_pmlp_reg[] = {
	{ .name = "rxtx", .doc = "1: separate rx and tx lane mappings", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "local_port", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "width", .doc = "Lanes: 0 unmapped, 1, 2, 4, 8", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "lane0_module_mapping", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_pmlp_lane },
	{ .name = "lane1_module_mapping", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_pmlp_lane },
	{ .name = "lane2_module_mapping", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_pmlp_lane },
	{ .name = "lane3_module_mapping", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_pmlp_lane },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pmlp_reg = {
	.name = "pmlp_reg", .doc = "PMLP register", .size_bits = 0x200,
	.fields = fields_pmlp_reg, .nfields = 7,
};

static const struct mlx5ctl_field_desc fields_pmtu_reg[] = {
	{ .name = "local_port", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_mtu", .doc = "", .bit = 0x20, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "admin_mtu", .doc = "", .bit = 0x40, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "oper_mtu", .doc = "", .bit = 0x60, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_pmtu_reg = {
	.name = "pmtu_reg", .doc = "PMTU register", .size_bits = 0x80,
	.fields = fields_pmtu_reg, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_port_selection_cap[] = {
	{ .name = "port_select_flow_table", .doc = "", .bit = 0x10, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "port_select_flow_table_bypass", .doc = "", .bit = 0x12, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "flow_table_properties_port_selection", .doc = "", .bit = 0x200, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_flow_table_prop_layout },
	{ .name = "ft_field_support_2_port_selection", .doc = "", .bit = 0x400, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_flow_table_fields_supported_2 },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_port_selection_cap = {
	.name = "port_selection_cap", .doc = "Port selection capabilities (capability type 0x25)", .size_bits = 0x8000,
	.fields = fields_port_selection_cap, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_postpone_connected_qp_timeout_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_postpone_connected_qp_timeout_in = {
	.name = "postpone_connected_qp_timeout_in", .doc = "POSTPONE_CONNECTED_QP_TIMEOUT inbox (layout not public)", .size_bits = 0x80,
	.fields = fields_postpone_connected_qp_timeout_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_postpone_connected_qp_timeout_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_postpone_connected_qp_timeout_out = {
	.name = "postpone_connected_qp_timeout_out", .doc = "POSTPONE_CONNECTED_QP_TIMEOUT outbox (layout not public)", .size_bits = 0x80,
	.fields = fields_postpone_connected_qp_timeout_out, .nfields = 2,
};

static const struct mlx5ctl_struct_desc *const alts_ppcnt_reg_counter_set[] = {
	&mlx5ctl_prm_st_eth_2819_cntrs_grp_data_layout,
	&mlx5ctl_prm_st_eth_2863_cntrs_grp_data_layout,
	&mlx5ctl_prm_st_eth_3635_cntrs_grp_data_layout,
	&mlx5ctl_prm_st_eth_802_3_cntrs_grp_data_layout,
	&mlx5ctl_prm_st_eth_extended_cntrs_grp_data_layout,
	&mlx5ctl_prm_st_eth_per_prio_grp_data_layout,
	&mlx5ctl_prm_st_eth_per_tc_congest_prio_grp_data_layout,
	&mlx5ctl_prm_st_eth_per_tc_prio_grp_data_layout,
	&mlx5ctl_prm_st_ib_ext_port_cntrs_grp_data_layout,
	&mlx5ctl_prm_st_ib_port_cntrs_grp_data_layout,
	&mlx5ctl_prm_st_phys_layer_cntrs,
	&mlx5ctl_prm_st_phys_layer_statistical_cntrs,
};

static const struct mlx5ctl_field_desc fields_ppcnt_reg[] = {
	{ .name = "swid", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "local_port", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pnat", .doc = "", .bit = 0x10, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "grp", .doc = "The counter group to read", .bit = 0x1a, .width = 0x6,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_ppcnt_grp },
	{ .name = "clr", .doc = "Clear the group after reading it (the model does; refused to a debug read: the register's constraints)", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "plane_ind", .doc = "", .bit = 0x34, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "prio_tc", .doc = "The priority or traffic class of the per-priority / per-TC groups", .bit = 0x3b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "counter_set", .doc = "", .bit = 0x40, .width = 0x7c0,
	  .kind = MLX5CTL_KIND_UNION,
	  .alts = alts_ppcnt_reg_counter_set, .nalts = 12 },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_ppcnt_reg = {
	.name = "ppcnt_reg", .doc = "PPCNT register (physical port counters)", .size_bits = 0x800,
	.fields = fields_ppcnt_reg, .nfields = 8,
};

static const struct mlx5ctl_field_desc fields_psp_cap[] = {
	{ .name = "psp_crypto_offload", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "psp_crypto_esp_aes_gcm_256_encrypt", .doc = "", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "psp_crypto_esp_aes_gcm_128_encrypt", .doc = "", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "psp_crypto_esp_aes_gcm_256_decrypt", .doc = "", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "psp_crypto_esp_aes_gcm_128_decrypt", .doc = "", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_max_num_of_psp_spi", .doc = "", .bit = 0xb, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_psp_cap = {
	.name = "psp_cap", .doc = "PSP crypto offload capabilities (capability type 0x1e)", .size_bits = 0x800,
	.fields = fields_psp_cap, .nfields = 6,
};

static const struct mlx5ctl_field_desc fields_ptys_reg[] = {
	{ .name = "an_disable_admin", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "an_disable_cap", .doc = "", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "local_port", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "plane_ind", .doc = "", .bit = 0x18, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "proto_mask", .doc = "", .bit = 0x1d, .width = 0x3,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_ptys_proto },
	{ .name = "an_status", .doc = "", .bit = 0x20, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_ptys_an_status },
	{ .name = "max_port_rate", .doc = "Gb/s (PRM; reserved in mlx5_ifc.h)", .bit = 0x24, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "data_rate_oper", .doc = "100 Mb/s units", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ext_eth_proto_capability", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "eth_proto_capability", .doc = "Legacy Ethernet protocols", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_ptys_eth_proto,
	  .format = MLX5CTL_FORMAT_BITS },
	{ .name = "ib_link_width_capability", .doc = "", .bit = 0x80, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ib_proto_capability", .doc = "", .bit = 0x90, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ext_eth_proto_admin", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "eth_proto_admin", .doc = "", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_ptys_eth_proto,
	  .format = MLX5CTL_FORMAT_BITS },
	{ .name = "ib_link_width_admin", .doc = "", .bit = 0xe0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ib_proto_admin", .doc = "", .bit = 0xf0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ext_eth_proto_oper", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "eth_proto_oper", .doc = "", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_ptys_eth_proto,
	  .format = MLX5CTL_FORMAT_BITS },
	{ .name = "ib_link_width_oper", .doc = "", .bit = 0x140, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ib_proto_oper", .doc = "", .bit = 0x150, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "connector_type", .doc = "", .bit = 0x17c, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_ptys_connector },
	{ .name = "eth_proto_lp_advertise", .doc = "", .bit = 0x180, .width = 0x20,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_ptys_eth_proto,
	  .format = MLX5CTL_FORMAT_BITS },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_ptys_reg = {
	.name = "ptys_reg", .doc = "PTYS register", .size_bits = 0x200,
	.fields = fields_ptys_reg, .nfields = 22,
};

static const struct mlx5ctl_field_desc fields_qos_cap[] = {
	{ .name = "packet_pacing", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "esw_scheduling", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "esw_bw_share", .doc = "", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "esw_rate_limit", .doc = "", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "packet_pacing_burst_bound", .doc = "", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "packet_pacing_typical_size", .doc = "", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "nic_sq_scheduling", .doc = "", .bit = 0x8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "nic_bw_share", .doc = "", .bit = 0x9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "nic_rate_limit", .doc = "", .bit = 0xa, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "packet_pacing_uid", .doc = "", .bit = 0xb, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_esw_max_sched_depth", .doc = "", .bit = 0xc, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_qos_nic_queue_group", .doc = "", .bit = 0x2b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "packet_pacing_max_rate", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "packet_pacing_min_rate", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "packet_pacing_rate_table_size", .doc = "", .bit = 0x90, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "esw_element_type", .doc = "", .bit = 0xa0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "esw_tsar_type", .doc = "", .bit = 0xb0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_qos_para_vport", .doc = "", .bit = 0xd0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_tsar_bw_share", .doc = "", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "nic_element_type", .doc = "", .bit = 0x100, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "nic_tsar_type", .doc = "", .bit = 0x110, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_meter_aso_granularity", .doc = "", .bit = 0x123, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_meter_aso_max_alloc", .doc = "", .bit = 0x12b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_num_meter_aso", .doc = "", .bit = 0x133, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_qos_cap = {
	.name = "qos_cap", .doc = "QoS capabilities (capability type 0xc)", .size_bits = 0x800,
	.fields = fields_qos_cap, .nfields = 24,
};

static const struct mlx5ctl_field_desc fields_qp_context_extension[] = {
	{ .name = "error_syndrome", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_cqe_error_syndrome },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_qp_context_extension = {
	.name = "qp_context_extension", .doc = "QP context extension", .size_bits = 0x600,
	.fields = fields_qp_context_extension, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_qpc[] = {
	{ .name = "state", .doc = "", .bit = 0x0, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "lag_tx_port_affinity", .doc = "", .bit = 0x4, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "st", .doc = "", .bit = 0x8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "isolate_vl_tc", .doc = "", .bit = 0x12, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pm_state", .doc = "", .bit = 0x13, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "req_e2e_credit_mode", .doc = "", .bit = 0x16, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "offload_type", .doc = "", .bit = 0x18, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "end_padding_mode", .doc = "", .bit = 0x1c, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "wq_signature", .doc = "", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "block_lb_mc", .doc = "", .bit = 0x21, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "atomic_like_write_en", .doc = "", .bit = 0x22, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "latency_sensitive", .doc = "", .bit = 0x23, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "drain_sigerr", .doc = "", .bit = 0x25, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "pd", .doc = "", .bit = 0x28, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "mtu", .doc = "", .bit = 0x40, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_msg_max", .doc = "", .bit = 0x43, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_rq_size", .doc = "", .bit = 0x49, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_rq_stride", .doc = "", .bit = 0x4d, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "no_sq", .doc = "", .bit = 0x50, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_sq_size", .doc = "", .bit = 0x51, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "retry_mode", .doc = "", .bit = 0x56, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ts_format", .doc = "", .bit = 0x58, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rlky", .doc = "", .bit = 0x5b, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ulp_stateless_offload_mode", .doc = "", .bit = 0x5c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "counter_set_id", .doc = "", .bit = 0x60, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "uar_page", .doc = "", .bit = 0x68, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "user_index", .doc = "", .bit = 0x88, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_page_size", .doc = "", .bit = 0xa3, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "remote_qpn", .doc = "", .bit = 0xa8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "primary_address_path", .doc = "", .bit = 0xc0, .width = 0x160,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_ads },
	{ .name = "secondary_address_path", .doc = "", .bit = 0x220, .width = 0x160,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_ads },
	{ .name = "log_ack_req_freq", .doc = "", .bit = 0x380, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_sra_max", .doc = "", .bit = 0x388, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "retry_count", .doc = "", .bit = 0x38d, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rnr_retry", .doc = "", .bit = 0x390, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fre", .doc = "", .bit = 0x394, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cur_rnr_retry", .doc = "", .bit = 0x395, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cur_retry_count", .doc = "", .bit = 0x398, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "next_send_psn", .doc = "", .bit = 0x3c8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_num_dci_stream_channels", .doc = "", .bit = 0x3e3, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cqn_snd", .doc = "", .bit = 0x3e8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_num_dci_errored_streams", .doc = "", .bit = 0x403, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "deth_sqpn", .doc = "", .bit = 0x408, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "last_acked_psn", .doc = "", .bit = 0x448, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ssn", .doc = "", .bit = 0x468, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_rra_max", .doc = "", .bit = 0x488, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "atomic_mode", .doc = "", .bit = 0x48c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rre", .doc = "", .bit = 0x490, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rwe", .doc = "", .bit = 0x491, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rae", .doc = "", .bit = 0x492, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "page_offset", .doc = "", .bit = 0x494, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cd_slave_receive", .doc = "", .bit = 0x49d, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cd_slave_send", .doc = "", .bit = 0x49e, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cd_master", .doc = "", .bit = 0x49f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "min_rnr_nak", .doc = "", .bit = 0x4a3, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "next_rcv_psn", .doc = "", .bit = 0x4a8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "xrcd", .doc = "", .bit = 0x4c8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cqn_rcv", .doc = "", .bit = 0x4e8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dbr_addr", .doc = "", .bit = 0x500, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "q_key", .doc = "", .bit = 0x540, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rq_type", .doc = "", .bit = 0x565, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "srqn_rmpn_xrqn", .doc = "", .bit = 0x568, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rmsn", .doc = "", .bit = 0x588, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "hw_sq_wqebb_counter", .doc = "", .bit = 0x5a0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sw_sq_wqebb_counter", .doc = "", .bit = 0x5b0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "hw_rq_counter", .doc = "", .bit = 0x5c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sw_rq_counter", .doc = "", .bit = 0x5e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cgs", .doc = "", .bit = 0x62f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cs_req", .doc = "", .bit = 0x630, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cs_res", .doc = "", .bit = 0x638, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dc_access_key", .doc = "", .bit = 0x640, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dbr_umem_valid", .doc = "", .bit = 0x683, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_qpc = {
	.name = "qpc", .doc = "Queue pair context", .size_bits = 0x740,
	.fields = fields_qpc, .nfields = 72,
};

static const struct mlx5ctl_field_desc fields_qpc_extension_and_pas_list_in[] = {
	{ .name = "qpc_data_extension", .doc = "", .bit = 0x0, .width = 0x600,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_qp_context_extension },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_qpc_extension_and_pas_list_in = {
	.name = "qpc_extension_and_pas_list_in", .doc = "QP context extension, then the page list", .size_bits = 0x600,
	.fields = fields_qpc_extension_and_pas_list_in, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_query_adapter_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_adapter_in = {
	.name = "query_adapter_in", .doc = "QUERY_ADAPTER inbox", .size_bits = 0x80,
	.fields = fields_query_adapter_in, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_query_adapter_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "query_adapter_struct", .doc = "", .bit = 0x80, .width = 0x800,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_query_adapter_param_block },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_adapter_out = {
	.name = "query_adapter_out", .doc = "QUERY_ADAPTER outbox", .size_bits = 0x880,
	.fields = fields_query_adapter_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_adapter_param_block[] = {
	{ .name = "ieee_vendor_id", .doc = "", .bit = 0xc8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vsd_vendor_id", .doc = "", .bit = 0xf0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vsd", .doc = "", .bit = 0x100, .width = 0x680,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "vsd_contd_psid", .doc = "", .bit = 0x780, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES,
	  .format = MLX5CTL_FORMAT_ASCII },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_adapter_param_block = {
	.name = "query_adapter_param_block", .doc = "Adapter identity", .size_bits = 0x800,
	.fields = fields_query_adapter_param_block, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_adjacent_functions_id_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_adjacent_functions_id_in = {
	.name = "query_adjacent_functions_id_in", .doc = "QUERY_ADJACENT_FUNCTIONS_ID inbox (beyond the header not public)", .size_bits = 0x80,
	.fields = fields_query_adjacent_functions_id_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_adjacent_functions_id_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_adjacent_functions_id_out = {
	.name = "query_adjacent_functions_id_out", .doc = "QUERY_ADJACENT_FUNCTIONS_ID outbox (beyond the header not public)", .size_bits = 0x80,
	.fields = fields_query_adjacent_functions_id_out, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_query_burst_size_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_burst_size_in = {
	.name = "query_burst_size_in", .doc = "QUERY_BURST_SIZE inbox (layout not public)", .size_bits = 0x80,
	.fields = fields_query_burst_size_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_burst_size_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_burst_size_out = {
	.name = "query_burst_size_out", .doc = "QUERY_BURST_SIZE outbox (layout not public)", .size_bits = 0x80,
	.fields = fields_query_burst_size_out, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_query_cong_params_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cong_protocol", .doc = "", .bit = 0x5c, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cong_protocol },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_cong_params_in = {
	.name = "query_cong_params_in", .doc = "QUERY_CONG_PARAMS inbox", .size_bits = 0x80,
	.fields = fields_query_cong_params_in, .nfields = 3,
};

static const struct mlx5ctl_struct_desc *const alts_query_cong_params_out_congestion_parameters[] = {
	&mlx5ctl_prm_st_cong_control_802_1qau_rp,
	&mlx5ctl_prm_st_cong_control_r_roce_ecn_np,
	&mlx5ctl_prm_st_cong_control_r_roce_ecn_rp,
	&mlx5ctl_prm_st_cong_control_r_roce_general,
};

static const struct mlx5ctl_field_desc fields_query_cong_params_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "congestion_parameters", .doc = "", .bit = 0x80, .width = 0x800,
	  .kind = MLX5CTL_KIND_UNION,
	  .alts = alts_query_cong_params_out_congestion_parameters, .nalts = 4 },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_cong_params_out = {
	.name = "query_cong_params_out", .doc = "QUERY_CONG_PARAMS outbox", .size_bits = 0x880,
	.fields = fields_query_cong_params_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_cong_statistics_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "clear", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_cong_statistics_in = {
	.name = "query_cong_statistics_in", .doc = "QUERY_CONG_STATISTICS inbox", .size_bits = 0x80,
	.fields = fields_query_cong_statistics_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_cong_statistics_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rp_cur_flows", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sum_flows", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rp_cnp_ignored_high", .doc = "", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rp_cnp_ignored_low", .doc = "", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rp_cnp_handled_high", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rp_cnp_handled_low", .doc = "", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "time_stamp_high", .doc = "", .bit = 0x240, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "time_stamp_low", .doc = "", .bit = 0x260, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "accumulators_period", .doc = "", .bit = 0x280, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "np_ecn_marked_roce_packets_high", .doc = "", .bit = 0x2a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "np_ecn_marked_roce_packets_low", .doc = "", .bit = 0x2c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "np_cnp_sent_high", .doc = "", .bit = 0x2e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "np_cnp_sent_low", .doc = "", .bit = 0x300, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_cong_statistics_out = {
	.name = "query_cong_statistics_out", .doc = "QUERY_CONG_STATISTICS outbox", .size_bits = 0x880,
	.fields = fields_query_cong_statistics_out, .nfields = 15,
};

static const struct mlx5ctl_field_desc fields_query_cong_status_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "priority", .doc = "", .bit = 0x58, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cong_protocol", .doc = "", .bit = 0x5c, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cong_protocol },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_cong_status_in = {
	.name = "query_cong_status_in", .doc = "QUERY_CONG_STATUS inbox", .size_bits = 0x80,
	.fields = fields_query_cong_status_in, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_cong_status_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "enable", .doc = "", .bit = 0x60, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tag_enable", .doc = "", .bit = 0x61, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_cong_status_out = {
	.name = "query_cong_status_out", .doc = "QUERY_CONG_STATUS outbox", .size_bits = 0x80,
	.fields = fields_query_cong_status_out, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_cq_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cqn", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_cq_in = {
	.name = "query_cq_in", .doc = "QUERY_CQ inbox", .size_bits = 0x80,
	.fields = fields_query_cq_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_cq_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cq_context", .doc = "", .bit = 0x80, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_cqc },
	{ .name = "pas", .doc = "The CQ buffer's page addresses", .bit = 0x880, .width = 0x0,
	  .kind = MLX5CTL_KIND_UINT, .flex = true, .elem_width = 64 },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_cq_out = {
	.name = "query_cq_out", .doc = "QUERY_CQ outbox", .size_bits = 0x880,
	.fields = fields_query_cq_out, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_dc_cnak_trace_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_dc_cnak_trace_in = {
	.name = "query_dc_cnak_trace_in", .doc = "QUERY_DC_CNAK_TRACE inbox (layout not public)", .size_bits = 0x80,
	.fields = fields_query_dc_cnak_trace_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_dc_cnak_trace_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_dc_cnak_trace_out = {
	.name = "query_dc_cnak_trace_out", .doc = "QUERY_DC_CNAK_TRACE outbox (layout not public)", .size_bits = 0x80,
	.fields = fields_query_dc_cnak_trace_out, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_query_dct_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dctn", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_dct_in = {
	.name = "query_dct_in", .doc = "QUERY_DCT inbox", .size_bits = 0x80,
	.fields = fields_query_dct_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_dct_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dct_context_entry", .doc = "", .bit = 0x80, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_dctc },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_dct_out = {
	.name = "query_dct_out", .doc = "QUERY_DCT outbox", .size_bits = 0x400,
	.fields = fields_query_dct_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_delay_drop_params_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_delay_drop_params_in = {
	.name = "query_delay_drop_params_in", .doc = "QUERY_DELAY_DROP_PARAMS inbox", .size_bits = 0x80,
	.fields = fields_query_delay_drop_params_in, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_query_delay_drop_params_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "delay_drop_timeout", .doc = "Units of 100 us; 0 = not set", .bit = 0x70, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_delay_drop_params_out = {
	.name = "query_delay_drop_params_out", .doc = "QUERY_DELAY_DROP_PARAMS outbox", .size_bits = 0x80,
	.fields = fields_query_delay_drop_params_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_delegated_vhca_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_delegated_vhca_in = {
	.name = "query_delegated_vhca_in", .doc = "QUERY_DELEGATED_VHCA inbox", .size_bits = 0x80,
	.fields = fields_query_delegated_vhca_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_delegated_vhca_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "functions_count", .doc = "Entries that follow", .bit = 0x70, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "delegated_function_vhca_rid_info", .doc = "", .bit = 0x100, .width = 0x0,
	  .kind = MLX5CTL_KIND_ARRAY, .flex = true,
	  .type = &mlx5ctl_prm_st_delegated_function_vhca_rid_info },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_delegated_vhca_out = {
	.name = "query_delegated_vhca_out", .doc = "QUERY_DELEGATED_VHCA outbox", .size_bits = 0x100,
	.fields = fields_query_delegated_vhca_out, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_diagnostic_counters_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "num_of_samples", .doc = "Samples to read", .bit = 0x40, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sample_index", .doc = "First sample (buffer index) to read", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_diagnostic_counters_in = {
	.name = "query_diagnostic_counters_in", .doc = "QUERY_DIAGNOSTIC_COUNTERS inbox", .size_bits = 0x80,
	.fields = fields_query_diagnostic_counters_in, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_diagnostic_counters_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "diag_counter", .doc = "", .bit = 0x80, .width = 0x0,
	  .kind = MLX5CTL_KIND_ARRAY, .flex = true,
	  .type = &mlx5ctl_prm_st_diagnostic_cntr_struct },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_diagnostic_counters_out = {
	.name = "query_diagnostic_counters_out", .doc = "QUERY_DIAGNOSTIC_COUNTERS outbox: num_of_samples x num_of_counters entries", .size_bits = 0x80,
	.fields = fields_query_diagnostic_counters_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_diagnostic_params_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_diagnostic_params_in = {
	.name = "query_diagnostic_params_in", .doc = "QUERY_DIAGNOSTIC_PARAMS inbox", .size_bits = 0x80,
	.fields = fields_query_diagnostic_params_in, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_query_diagnostic_params_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "diagnostic_params_context", .doc = "", .bit = 0x40, .width = 0xc0,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_diagnostic_params_context },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_diagnostic_params_out = {
	.name = "query_diagnostic_params_out", .doc = "QUERY_DIAGNOSTIC_PARAMS outbox", .size_bits = 0x100,
	.fields = fields_query_diagnostic_params_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_driver_version_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_driver_version_in = {
	.name = "query_driver_version_in", .doc = "QUERY_DRIVER_VERSION inbox", .size_bits = 0x80,
	.fields = fields_query_driver_version_in, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_query_driver_version_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "driver_version", .doc = "As SET_DRIVER_VERSION wrote it, e.g. Linux,mlx5_core,6.12 (NUL-padded)", .bit = 0x80, .width = 0x200,
	  .kind = MLX5CTL_KIND_BYTES,
	  .format = MLX5CTL_FORMAT_ASCII },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_driver_version_out = {
	.name = "query_driver_version_out", .doc = "QUERY_DRIVER_VERSION outbox", .size_bits = 0x280,
	.fields = fields_query_driver_version_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_eq_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "eq_number", .doc = "", .bit = 0x58, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_eq_in = {
	.name = "query_eq_in", .doc = "QUERY_EQ inbox", .size_bits = 0x80,
	.fields = fields_query_eq_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_eq_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "eq_context_entry", .doc = "", .bit = 0x80, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_eqc },
	{ .name = "event_bitmask", .doc = "Events delivered to this EQ", .bit = 0x2c0, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pas", .doc = "The EQ's page addresses, as CREATE_EQ gave them (bus addresses of the kernel's memory)", .bit = 0x880, .width = 0x0,
	  .kind = MLX5CTL_KIND_UINT, .flex = true, .elem_width = 64 },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_eq_out = {
	.name = "query_eq_out", .doc = "QUERY_EQ outbox", .size_bits = 0x880,
	.fields = fields_query_eq_out, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_query_esw_functions_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_esw_functions_in = {
	.name = "query_esw_functions_in", .doc = "QUERY_ESW_FUNCTIONS inbox", .size_bits = 0x80,
	.fields = fields_query_esw_functions_in, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_query_esw_functions_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "host_params_context", .doc = "", .bit = 0x80, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_host_params_context },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_esw_functions_out = {
	.name = "query_esw_functions_out", .doc = "QUERY_ESW_FUNCTIONS outbox", .size_bits = 0x400,
	.fields = fields_query_esw_functions_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_esw_vport_context_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "other_vport", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vport_number", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_esw_vport_context_in = {
	.name = "query_esw_vport_context_in", .doc = "QUERY_ESW_VPORT_CONTEXT inbox", .size_bits = 0x80,
	.fields = fields_query_esw_vport_context_in, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_esw_vport_context_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "esw_vport_context", .doc = "", .bit = 0x80, .width = 0x800,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_esw_vport_context },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_esw_vport_context_out = {
	.name = "query_esw_vport_context_out", .doc = "QUERY_ESW_VPORT_CONTEXT outbox", .size_bits = 0x880,
	.fields = fields_query_esw_vport_context_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_flow_counter_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "clear", .doc = "", .bit = 0xc0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "num_of_counters", .doc = "", .bit = 0xd0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "flow_counter_id", .doc = "", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_flow_counter_in = {
	.name = "query_flow_counter_in", .doc = "QUERY_FLOW_COUNTER inbox", .size_bits = 0x100,
	.fields = fields_query_flow_counter_in, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_query_flow_counter_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "flow_statistics", .doc = "", .bit = 0x80, .width = 0x0,
	  .kind = MLX5CTL_KIND_ARRAY, .flex = true,
	  .type = &mlx5ctl_prm_st_traffic_counter },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_flow_counter_out = {
	.name = "query_flow_counter_out", .doc = "QUERY_FLOW_COUNTER outbox", .size_bits = 0x80,
	.fields = fields_query_flow_counter_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_flow_group_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "table_type", .doc = "", .bit = 0x80, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "table_id", .doc = "", .bit = 0xa8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "group_id", .doc = "", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_flow_group_in = {
	.name = "query_flow_group_in", .doc = "QUERY_FLOW_GROUP inbox", .size_bits = 0x200,
	.fields = fields_query_flow_group_in, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_query_flow_group_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "start_flow_index", .doc = "", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "end_flow_index", .doc = "", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "match_criteria_enable", .doc = "", .bit = 0x1f8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "match_criteria", .doc = "", .bit = 0x200, .width = 0x1000,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_fte_match_param },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_flow_group_out = {
	.name = "query_flow_group_out", .doc = "QUERY_FLOW_GROUP outbox", .size_bits = 0x2000,
	.fields = fields_query_flow_group_out, .nfields = 6,
};

static const struct mlx5ctl_field_desc fields_query_flow_table_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "table_type", .doc = "", .bit = 0x80, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "table_id", .doc = "", .bit = 0xa8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_flow_table_in = {
	.name = "query_flow_table_in", .doc = "QUERY_FLOW_TABLE inbox", .size_bits = 0x200,
	.fields = fields_query_flow_table_in, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_flow_table_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "flow_table_context", .doc = "", .bit = 0xc0, .width = 0x140,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_flow_table_context },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_flow_table_out = {
	.name = "query_flow_table_out", .doc = "QUERY_FLOW_TABLE outbox", .size_bits = 0x200,
	.fields = fields_query_flow_table_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_fte_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "table_type", .doc = "", .bit = 0x80, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "table_id", .doc = "", .bit = 0xa8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "flow_index", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_fte_in = {
	.name = "query_fte_in", .doc = "QUERY_FTE inbox", .size_bits = 0x200,
	.fields = fields_query_fte_in, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_query_fte_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "flow_context", .doc = "", .bit = 0x200, .width = 0x1800,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_flow_context },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_fte_out = {
	.name = "query_fte_out", .doc = "QUERY_FTE outbox", .size_bits = 0x1a00,
	.fields = fields_query_fte_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_hca_cap_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "other_function", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ec_vf_function", .doc = "", .bit = 0x41, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "function_id", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_hca_cap_in = {
	.name = "query_hca_cap_in", .doc = "QUERY_HCA_CAP inbox", .size_bits = 0x80,
	.fields = fields_query_hca_cap_in, .nfields = 5,
};

static const struct mlx5ctl_struct_desc *const alts_query_hca_cap_out_capability[] = {
	&mlx5ctl_prm_st_cmd_hca_cap,
	&mlx5ctl_prm_st_cmd_hca_cap_2,
	&mlx5ctl_prm_st_debug_cap,
	&mlx5ctl_prm_st_per_protocol_networking_offload_caps,
	&mlx5ctl_prm_st_odp_cap,
	&mlx5ctl_prm_st_atomic_caps,
	&mlx5ctl_prm_st_roce_cap,
	&mlx5ctl_prm_st_flow_table_nic_cap,
	&mlx5ctl_prm_st_flow_table_eswitch_cap,
	&mlx5ctl_prm_st_e_switch_cap,
	&mlx5ctl_prm_st_qos_cap,
	&mlx5ctl_prm_st_device_mem_cap,
	&mlx5ctl_prm_st_device_event_cap,
	&mlx5ctl_prm_st_port_selection_cap,
	&mlx5ctl_prm_st_adv_virtualization_cap,
	&mlx5ctl_prm_st_shampo_cap,
	&mlx5ctl_prm_st_psp_cap,
	&mlx5ctl_prm_st_adv_rdma_cap,
	&mlx5ctl_prm_st_tlp_dev_emu_capabilities,
};

static const struct mlx5ctl_field_desc fields_query_hca_cap_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "capability", .doc = "", .bit = 0x80, .width = 0x8000,
	  .kind = MLX5CTL_KIND_UNION,
	  .alts = alts_query_hca_cap_out_capability, .nalts = 19 },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_hca_cap_out = {
	.name = "query_hca_cap_out", .doc = "QUERY_HCA_CAP outbox", .size_bits = 0x8080,
	.fields = fields_query_hca_cap_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_hca_vport_context_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "other_vport", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "port_num", .doc = "", .bit = 0x4c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vport_number", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_hca_vport_context_in = {
	.name = "query_hca_vport_context_in", .doc = "QUERY_HCA_VPORT_CONTEXT inbox", .size_bits = 0x80,
	.fields = fields_query_hca_vport_context_in, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_query_hca_vport_context_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "hca_vport_context", .doc = "", .bit = 0x80, .width = 0x1000,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_hca_vport_context },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_hca_vport_context_out = {
	.name = "query_hca_vport_context_out", .doc = "QUERY_HCA_VPORT_CONTEXT outbox", .size_bits = 0x1080,
	.fields = fields_query_hca_vport_context_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_hca_vport_gid_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "other_vport", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "port_num", .doc = "", .bit = 0x4c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vport_number", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "gid_index", .doc = "", .bit = 0x70, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_hca_vport_gid_in = {
	.name = "query_hca_vport_gid_in", .doc = "QUERY_HCA_VPORT_GID inbox", .size_bits = 0x80,
	.fields = fields_query_hca_vport_gid_in, .nfields = 6,
};

static const struct mlx5ctl_field_desc fields_query_hca_vport_gid_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "gids_num", .doc = "", .bit = 0x60, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "gid", .doc = "", .bit = 0x80, .width = 0x0,
	  .kind = MLX5CTL_KIND_ARRAY, .flex = true,
	  .type = &mlx5ctl_prm_st_array128_auto },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_hca_vport_gid_out = {
	.name = "query_hca_vport_gid_out", .doc = "QUERY_HCA_VPORT_GID outbox", .size_bits = 0x80,
	.fields = fields_query_hca_vport_gid_out, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_hca_vport_pkey_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "other_vport", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "port_num", .doc = "", .bit = 0x4c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vport_number", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pkey_index", .doc = "", .bit = 0x70, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_hca_vport_pkey_in = {
	.name = "query_hca_vport_pkey_in", .doc = "QUERY_HCA_VPORT_PKEY inbox", .size_bits = 0x80,
	.fields = fields_query_hca_vport_pkey_in, .nfields = 6,
};

static const struct mlx5ctl_field_desc fields_query_hca_vport_pkey_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pkey", .doc = "", .bit = 0x80, .width = 0x0,
	  .kind = MLX5CTL_KIND_ARRAY, .flex = true,
	  .type = &mlx5ctl_prm_st_pkey },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_hca_vport_pkey_out = {
	.name = "query_hca_vport_pkey_out", .doc = "QUERY_HCA_VPORT_PKEY outbox", .size_bits = 0x80,
	.fields = fields_query_hca_vport_pkey_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_issi_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_issi_in = {
	.name = "query_issi_in", .doc = "QUERY_ISSI inbox", .size_bits = 0x80,
	.fields = fields_query_issi_in, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_query_issi_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "current_issi", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "supported_issi_dw0", .doc = "", .bit = 0x360, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_issi_out = {
	.name = "query_issi_out", .doc = "QUERY_ISSI outbox", .size_bits = 0x380,
	.fields = fields_query_issi_out, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_l2_table_entry_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "table_index", .doc = "", .bit = 0xa8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_l2_table_entry_in = {
	.name = "query_l2_table_entry_in", .doc = "QUERY_L2_TABLE_ENTRY inbox", .size_bits = 0x200,
	.fields = fields_query_l2_table_entry_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_l2_table_entry_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vlan_valid", .doc = "", .bit = 0xf3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vlan", .doc = "", .bit = 0xf4, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "mac_address", .doc = "", .bit = 0x100, .width = 0x40,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_mac_address_layout },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_l2_table_entry_out = {
	.name = "query_l2_table_entry_out", .doc = "QUERY_L2_TABLE_ENTRY outbox", .size_bits = 0x200,
	.fields = fields_query_l2_table_entry_out, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_query_lag_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_lag_in = {
	.name = "query_lag_in", .doc = "QUERY_LAG inbox", .size_bits = 0x80,
	.fields = fields_query_lag_in, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_query_lag_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ctx", .doc = "", .bit = 0x40, .width = 0x40,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_lagc },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_lag_out = {
	.name = "query_lag_out", .doc = "QUERY_LAG outbox", .size_bits = 0x80,
	.fields = fields_query_lag_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_mad_demux_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_mad_demux_in = {
	.name = "query_mad_demux_in", .doc = "QUERY_MAD_DEMUX inbox", .size_bits = 0x80,
	.fields = fields_query_mad_demux_in, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_query_mad_demux_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "mad_dumux_parameters_block", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_mad_demux_out = {
	.name = "query_mad_demux_out", .doc = "QUERY_MAD_DEMUX outbox", .size_bits = 0xa0,
	.fields = fields_query_mad_demux_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_match_sample_info_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_match_sample_info_in = {
	.name = "query_match_sample_info_in", .doc = "QUERY_MATCH_SAMPLE_INFO inbox (layout not public)", .size_bits = 0x80,
	.fields = fields_query_match_sample_info_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_match_sample_info_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_match_sample_info_out = {
	.name = "query_match_sample_info_out", .doc = "QUERY_MATCH_SAMPLE_INFO outbox (layout not public)", .size_bits = 0x80,
	.fields = fields_query_match_sample_info_out, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_query_mkey_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "mkey_index", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pg_access", .doc = "", .bit = 0x60, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_mkey_in = {
	.name = "query_mkey_in", .doc = "QUERY_MKEY inbox", .size_bits = 0x80,
	.fields = fields_query_mkey_in, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_mkey_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "memory_key_mkey_entry", .doc = "", .bit = 0x80, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_mkc },
	{ .name = "bsf0_klm0_pas_mtt0_1", .doc = "", .bit = 0x880, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "bsf1_klm1_pas_mtt2_3", .doc = "", .bit = 0x900, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_mkey_out = {
	.name = "query_mkey_out", .doc = "QUERY_MKEY outbox", .size_bits = 0x980,
	.fields = fields_query_mkey_out, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_query_modify_header_context_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "modify_header_id", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_modify_header_context_in = {
	.name = "query_modify_header_context_in", .doc = "QUERY_MODIFY_HEADER_CONTEXT inbox", .size_bits = 0x100,
	.fields = fields_query_modify_header_context_in, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_modify_header_context_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_modify_header_context_out = {
	.name = "query_modify_header_context_out", .doc = "QUERY_MODIFY_HEADER_CONTEXT outbox (not in Linux 6.12's headers; the model never fills more than the header)", .size_bits = 0x80,
	.fields = fields_query_modify_header_context_out, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_query_mtt_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_mtt_in = {
	.name = "query_mtt_in", .doc = "QUERY_MTT inbox (layout not public)", .size_bits = 0x80,
	.fields = fields_query_mtt_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_mtt_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_mtt_out = {
	.name = "query_mtt_out", .doc = "QUERY_MTT outbox (layout not public)", .size_bits = 0x80,
	.fields = fields_query_mtt_out, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_query_nic_vport_context_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "other_vport", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vport_number", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "allowed_list_type", .doc = "", .bit = 0x65, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_nic_vport_context_in = {
	.name = "query_nic_vport_context_in", .doc = "QUERY_NIC_VPORT_CONTEXT inbox", .size_bits = 0x80,
	.fields = fields_query_nic_vport_context_in, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_query_nic_vport_context_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "nic_vport_context", .doc = "", .bit = 0x80, .width = 0x800,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_nic_vport_context },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_nic_vport_context_out = {
	.name = "query_nic_vport_context_out", .doc = "QUERY_NIC_VPORT_CONTEXT outbox", .size_bits = 0x880,
	.fields = fields_query_nic_vport_context_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_other_hca_cap_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "function_id", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_other_hca_cap_in = {
	.name = "query_other_hca_cap_in", .doc = "QUERY_OTHER_HCA_CAP inbox", .size_bits = 0x80,
	.fields = fields_query_other_hca_cap_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_other_hca_cap_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "other_capability", .doc = "", .bit = 0x80, .width = 0x280,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_other_hca_cap },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_other_hca_cap_out = {
	.name = "query_other_hca_cap_out", .doc = "QUERY_OTHER_HCA_CAP outbox", .size_bits = 0x300,
	.fields = fields_query_other_hca_cap_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_packet_reformat_context_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "packet_reformat_id", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_packet_reformat_context_in = {
	.name = "query_packet_reformat_context_in", .doc = "QUERY_PACKET_REFORMAT_CONTEXT inbox", .size_bits = 0x100,
	.fields = fields_query_packet_reformat_context_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_packet_reformat_context_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "packet_reformat_context", .doc = "", .bit = 0xe0, .width = 0x0,
	  .kind = MLX5CTL_KIND_ARRAY, .flex = true,
	  .type = &mlx5ctl_prm_st_packet_reformat_context_in },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_packet_reformat_context_out = {
	.name = "query_packet_reformat_context_out", .doc = "QUERY_PACKET_REFORMAT_CONTEXT outbox", .size_bits = 0xe0,
	.fields = fields_query_packet_reformat_context_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_pages_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "embedded_cpu_function", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "function_id", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_pages_in = {
	.name = "query_pages_in", .doc = "QUERY_PAGES inbox", .size_bits = 0x80,
	.fields = fields_query_pages_in, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_pages_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "embedded_cpu_function", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "function_id", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "num_pages", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_pages_out = {
	.name = "query_pages_out", .doc = "QUERY_PAGES outbox", .size_bits = 0x80,
	.fields = fields_query_pages_out, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_query_psv_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "psv_index", .doc = "As DESTROY_PSV's psvn", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_psv_in = {
	.name = "query_psv_in", .doc = "QUERY_PSV inbox", .size_bits = 0x80,
	.fields = fields_query_psv_in, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_psv_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_psv_out = {
	.name = "query_psv_out", .doc = "QUERY_PSV outbox (the model never fills more than the header)", .size_bits = 0x80,
	.fields = fields_query_psv_out, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_query_q_counter_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "other_vport", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vport_number", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "clear", .doc = "", .bit = 0xc0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "aggregate", .doc = "", .bit = 0xc1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "counter_set_id", .doc = "", .bit = 0xf8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_q_counter_in = {
	.name = "query_q_counter_in", .doc = "QUERY_Q_COUNTER inbox", .size_bits = 0x100,
	.fields = fields_query_q_counter_in, .nfields = 7,
};

static const struct mlx5ctl_field_desc fields_query_q_counter_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_write_requests", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_read_requests", .doc = "", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_atomic_requests", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_dct_connect", .doc = "", .bit = 0x140, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "out_of_buffer", .doc = "", .bit = 0x180, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "out_of_sequence", .doc = "", .bit = 0x1c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "duplicate_request", .doc = "", .bit = 0x200, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rnr_nak_retry_err", .doc = "", .bit = 0x240, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "packet_seq_err", .doc = "", .bit = 0x280, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "implied_nak_seq_err", .doc = "", .bit = 0x2c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "local_ack_timeout_err", .doc = "", .bit = 0x300, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "req_rnr_retries_exceeded", .doc = "", .bit = 0x380, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "resp_local_length_error", .doc = "", .bit = 0x3c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "req_local_length_error", .doc = "", .bit = 0x3e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "resp_local_qp_error", .doc = "", .bit = 0x400, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "local_operation_error", .doc = "", .bit = 0x420, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "resp_local_protection", .doc = "", .bit = 0x440, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "req_local_protection", .doc = "", .bit = 0x460, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "resp_cqe_error", .doc = "", .bit = 0x480, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "req_cqe_error", .doc = "", .bit = 0x4a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "req_mw_binding", .doc = "", .bit = 0x4c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "req_bad_response", .doc = "", .bit = 0x4e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "req_remote_invalid_request", .doc = "", .bit = 0x500, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "resp_remote_invalid_request", .doc = "", .bit = 0x520, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "req_remote_access_errors", .doc = "", .bit = 0x540, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "resp_remote_access_errors", .doc = "", .bit = 0x560, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "req_remote_operation_errors", .doc = "", .bit = 0x580, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "req_transport_retries_exceeded", .doc = "", .bit = 0x5a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cq_overflow", .doc = "", .bit = 0x5c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "resp_cqe_flush_error", .doc = "", .bit = 0x5e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "req_cqe_flush_error", .doc = "", .bit = 0x600, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "roce_adp_retrans", .doc = "", .bit = 0x640, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "roce_adp_retrans_to", .doc = "", .bit = 0x660, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "roce_slow_restart", .doc = "", .bit = 0x680, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "roce_slow_restart_cnps", .doc = "", .bit = 0x6a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "roce_slow_restart_trans", .doc = "", .bit = 0x6c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_q_counter_out = {
	.name = "query_q_counter_out", .doc = "QUERY_Q_COUNTER outbox", .size_bits = 0x800,
	.fields = fields_query_q_counter_out, .nfields = 38,
};

static const struct mlx5ctl_field_desc fields_query_qp_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "qpc_ext", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "qpn", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_qp_in = {
	.name = "query_qp_in", .doc = "QUERY_QP inbox", .size_bits = 0x80,
	.fields = fields_query_qp_in, .nfields = 4,
};

static const struct mlx5ctl_struct_desc *const alts_query_qp_out_qp_pas_or_qpc_ext_and_pas[] = {
	&mlx5ctl_prm_st_qpc_extension_and_pas_list_in,
};

static const struct mlx5ctl_field_desc fields_query_qp_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "opt_param_mask", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ece", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "qpc", .doc = "", .bit = 0xc0, .width = 0x740,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_qpc },
	{ .name = "qp_pas_or_qpc_ext_and_pas", .doc = "Without qpc_ext the page addresses start here; with it, the context extension and then they", .bit = 0x880, .width = 0x600,
	  .kind = MLX5CTL_KIND_UNION,
	  .alts = alts_query_qp_out_qp_pas_or_qpc_ext_and_pas, .nalts = 1 },
	{ .name = "pas", .doc = "The page addresses after the context extension (qpc_ext)", .bit = 0xe80, .width = 0x0,
	  .kind = MLX5CTL_KIND_UINT, .flex = true, .elem_width = 64 },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_qp_out = {
	.name = "query_qp_out", .doc = "QUERY_QP outbox", .size_bits = 0xe80,
	.fields = fields_query_qp_out, .nfields = 7,
};

static const struct mlx5ctl_field_desc fields_query_rate_limit_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rate_limit_index", .doc = "Entry of the rate table (qos_cap.packet_pacing_rate_table_size)", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_rate_limit_in = {
	.name = "query_rate_limit_in", .doc = "QUERY_RATE_LIMIT inbox", .size_bits = 0x80,
	.fields = fields_query_rate_limit_in, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_rate_limit_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ctx", .doc = "", .bit = 0x80, .width = 0x180,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_set_pp_rate_limit_context },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_rate_limit_out = {
	.name = "query_rate_limit_out", .doc = "QUERY_RATE_LIMIT outbox", .size_bits = 0x200,
	.fields = fields_query_rate_limit_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_rdb_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "qpn", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_rdb_in = {
	.name = "query_rdb_in", .doc = "QUERY_RDB inbox", .size_bits = 0x80,
	.fields = fields_query_rdb_in, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_rdb_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_rdb_out = {
	.name = "query_rdb_out", .doc = "QUERY_RDB outbox (the model never fills more than the header)", .size_bits = 0x80,
	.fields = fields_query_rdb_out, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_query_rmp_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rmpn", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_rmp_in = {
	.name = "query_rmp_in", .doc = "QUERY_RMP inbox", .size_bits = 0x80,
	.fields = fields_query_rmp_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_rmp_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rmp_context", .doc = "", .bit = 0x100, .width = 0x780,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_rmpc },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_rmp_out = {
	.name = "query_rmp_out", .doc = "QUERY_RMP outbox", .size_bits = 0x880,
	.fields = fields_query_rmp_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_roce_address_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "roce_address_index", .doc = "", .bit = 0x40, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vhca_port_num", .doc = "", .bit = 0x5c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_roce_address_in = {
	.name = "query_roce_address_in", .doc = "QUERY_ROCE_ADDRESS inbox", .size_bits = 0x80,
	.fields = fields_query_roce_address_in, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_roce_address_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "roce_address", .doc = "", .bit = 0x80, .width = 0x100,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_roce_addr_layout },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_roce_address_out = {
	.name = "query_roce_address_out", .doc = "QUERY_ROCE_ADDRESS outbox", .size_bits = 0x180,
	.fields = fields_query_roce_address_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_rq_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rqn", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_rq_in = {
	.name = "query_rq_in", .doc = "QUERY_RQ inbox", .size_bits = 0x80,
	.fields = fields_query_rq_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_rq_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rq_context", .doc = "", .bit = 0x100, .width = 0x780,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_rqc },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_rq_out = {
	.name = "query_rq_out", .doc = "QUERY_RQ outbox", .size_bits = 0x880,
	.fields = fields_query_rq_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_rqt_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rqtn", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_rqt_in = {
	.name = "query_rqt_in", .doc = "QUERY_RQT inbox", .size_bits = 0x80,
	.fields = fields_query_rqt_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_rqt_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rqt_context", .doc = "", .bit = 0x100, .width = 0x780,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_rqtc },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_rqt_out = {
	.name = "query_rqt_out", .doc = "QUERY_RQT outbox", .size_bits = 0x880,
	.fields = fields_query_rqt_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_rsv_resources_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_rsv_resources_in = {
	.name = "query_rsv_resources_in", .doc = "QUERY_RSV_RESOURCES inbox (layout not public)", .size_bits = 0x80,
	.fields = fields_query_rsv_resources_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_rsv_resources_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_rsv_resources_out = {
	.name = "query_rsv_resources_out", .doc = "QUERY_RSV_RESOURCES outbox (layout not public)", .size_bits = 0x80,
	.fields = fields_query_rsv_resources_out, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_query_sched_queue_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_sched_queue_in = {
	.name = "query_sched_queue_in", .doc = "QUERY_SCHED_QUEUE inbox (layout not public)", .size_bits = 0x80,
	.fields = fields_query_sched_queue_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_sched_queue_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_sched_queue_out = {
	.name = "query_sched_queue_out", .doc = "QUERY_SCHED_QUEUE outbox (layout not public)", .size_bits = 0x80,
	.fields = fields_query_sched_queue_out, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_query_scheduling_element_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "scheduling_hierarchy", .doc = "", .bit = 0x40, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "scheduling_element_id", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_scheduling_element_in = {
	.name = "query_scheduling_element_in", .doc = "QUERY_SCHEDULING_ELEMENT inbox", .size_bits = 0x200,
	.fields = fields_query_scheduling_element_in, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_scheduling_element_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "scheduling_context", .doc = "", .bit = 0x100, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_scheduling_context },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_scheduling_element_out = {
	.name = "query_scheduling_element_out", .doc = "QUERY_SCHEDULING_ELEMENT outbox", .size_bits = 0x400,
	.fields = fields_query_scheduling_element_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_sf_partitions_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_sf_partitions_in = {
	.name = "query_sf_partitions_in", .doc = "QUERY_SF_PARTITIONS inbox", .size_bits = 0x80,
	.fields = fields_query_sf_partitions_in, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_query_sf_partitions_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "num_sf_partitions", .doc = "", .bit = 0x58, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sf_partition", .doc = "", .bit = 0x80, .width = 0x0,
	  .kind = MLX5CTL_KIND_ARRAY, .flex = true,
	  .type = &mlx5ctl_prm_st_sf_partition },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_sf_partitions_out = {
	.name = "query_sf_partitions_out", .doc = "QUERY_SF_PARTITIONS outbox", .size_bits = 0x80,
	.fields = fields_query_sf_partitions_out, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_special_contexts_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_special_contexts_in = {
	.name = "query_special_contexts_in", .doc = "QUERY_SPECIAL_CONTEXTS inbox", .size_bits = 0x80,
	.fields = fields_query_special_contexts_in, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_query_special_contexts_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dump_fill_mkey", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "resd_lkey", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "null_mkey", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "terminate_scatter_list_mkey", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "repeated_mkey", .doc = "", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_special_contexts_out = {
	.name = "query_special_contexts_out", .doc = "QUERY_SPECIAL_CONTEXTS outbox", .size_bits = 0x100,
	.fields = fields_query_special_contexts_out, .nfields = 7,
};

static const struct mlx5ctl_field_desc fields_query_sq_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sqn", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_sq_in = {
	.name = "query_sq_in", .doc = "QUERY_SQ inbox", .size_bits = 0x80,
	.fields = fields_query_sq_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_sq_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sq_context", .doc = "", .bit = 0x100, .width = 0x780,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_sqc },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_sq_out = {
	.name = "query_sq_out", .doc = "QUERY_SQ outbox", .size_bits = 0x880,
	.fields = fields_query_sq_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_srq_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "srqn", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_srq_in = {
	.name = "query_srq_in", .doc = "QUERY_SRQ inbox", .size_bits = 0x80,
	.fields = fields_query_srq_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_srq_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "srq_context_entry", .doc = "", .bit = 0x80, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_srqc },
	{ .name = "pas", .doc = "The SRQ buffer's page addresses", .bit = 0x880, .width = 0x0,
	  .kind = MLX5CTL_KIND_UINT, .flex = true, .elem_width = 64 },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_srq_out = {
	.name = "query_srq_out", .doc = "QUERY_SRQ outbox", .size_bits = 0x880,
	.fields = fields_query_srq_out, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_tir_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tirn", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_tir_in = {
	.name = "query_tir_in", .doc = "QUERY_TIR inbox", .size_bits = 0x80,
	.fields = fields_query_tir_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_tir_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tir_context", .doc = "", .bit = 0x100, .width = 0x780,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_tirc },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_tir_out = {
	.name = "query_tir_out", .doc = "QUERY_TIR outbox", .size_bits = 0x880,
	.fields = fields_query_tir_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_tis_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tisn", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_tis_in = {
	.name = "query_tis_in", .doc = "QUERY_TIS inbox", .size_bits = 0x80,
	.fields = fields_query_tis_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_tis_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tis_context", .doc = "", .bit = 0x80, .width = 0x500,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_tisc },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_tis_out = {
	.name = "query_tis_out", .doc = "QUERY_TIS outbox", .size_bits = 0x580,
	.fields = fields_query_tis_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_uctx_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "uid", .doc = "The user context to query", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_uctx_in = {
	.name = "query_uctx_in", .doc = "QUERY_UCTX inbox", .size_bits = 0x80,
	.fields = fields_query_uctx_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_uctx_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "uctx", .doc = "", .bit = 0x80, .width = 0x180,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_uctx },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_uctx_out = {
	.name = "query_uctx_out", .doc = "QUERY_UCTX outbox", .size_bits = 0x200,
	.fields = fields_query_uctx_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_umem_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "umem_id", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_umem_in = {
	.name = "query_umem_in", .doc = "QUERY_UMEM inbox", .size_bits = 0x80,
	.fields = fields_query_umem_in, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_umem_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "umem", .doc = "", .bit = 0x80, .width = 0x100,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_umem },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_umem_out = {
	.name = "query_umem_out", .doc = "QUERY_UMEM outbox, followed by the UMEM's MTT entries (as many as fit)", .size_bits = 0x180,
	.fields = fields_query_umem_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_vhca_migration_state_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "incremental", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "chunk", .doc = "", .bit = 0x41, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vhca_id", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_vhca_migration_state_in = {
	.name = "query_vhca_migration_state_in", .doc = "QUERY_VHCA_MIGRATION_STATE inbox", .size_bits = 0x80,
	.fields = fields_query_vhca_migration_state_in, .nfields = 6,
};

static const struct mlx5ctl_field_desc fields_query_vhca_migration_state_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "required_umem_size", .doc = "", .bit = 0x80, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "remaining_total_size", .doc = "", .bit = 0xc0, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_vhca_migration_state_out = {
	.name = "query_vhca_migration_state_out", .doc = "QUERY_VHCA_MIGRATION_STATE outbox", .size_bits = 0x200,
	.fields = fields_query_vhca_migration_state_out, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_vhca_state_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "embedded_cpu_function", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "function_id", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_vhca_state_in = {
	.name = "query_vhca_state_in", .doc = "QUERY_VHCA_STATE inbox", .size_bits = 0x80,
	.fields = fields_query_vhca_state_in, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_query_vhca_state_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vhca_state_context", .doc = "", .bit = 0x80, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_vhca_state_context },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_vhca_state_out = {
	.name = "query_vhca_state_out", .doc = "QUERY_VHCA_STATE outbox", .size_bits = 0x100,
	.fields = fields_query_vhca_state_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_vnic_env_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "other_vport", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vport_number", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_vnic_env_in = {
	.name = "query_vnic_env_in", .doc = "QUERY_VNIC_ENV inbox", .size_bits = 0x80,
	.fields = fields_query_vnic_env_in, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_vnic_env_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vport_env", .doc = "", .bit = 0x80, .width = 0x1000,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_vnic_diagnostic_statistics },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_vnic_env_out = {
	.name = "query_vnic_env_out", .doc = "QUERY_VNIC_ENV outbox", .size_bits = 0x1080,
	.fields = fields_query_vnic_env_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_vport_counter_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "other_vport", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "port_num", .doc = "", .bit = 0x4c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vport_number", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "clear", .doc = "", .bit = 0xc0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_vport_counter_in = {
	.name = "query_vport_counter_in", .doc = "QUERY_VPORT_COUNTER inbox", .size_bits = 0x100,
	.fields = fields_query_vport_counter_in, .nfields = 6,
};

static const struct mlx5ctl_field_desc fields_query_vport_counter_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "received_errors", .doc = "", .bit = 0x80, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_traffic_counter },
	{ .name = "transmit_errors", .doc = "", .bit = 0x100, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_traffic_counter },
	{ .name = "received_ib_unicast", .doc = "", .bit = 0x180, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_traffic_counter },
	{ .name = "transmitted_ib_unicast", .doc = "", .bit = 0x200, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_traffic_counter },
	{ .name = "received_ib_multicast", .doc = "", .bit = 0x280, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_traffic_counter },
	{ .name = "transmitted_ib_multicast", .doc = "", .bit = 0x300, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_traffic_counter },
	{ .name = "received_eth_broadcast", .doc = "", .bit = 0x380, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_traffic_counter },
	{ .name = "transmitted_eth_broadcast", .doc = "", .bit = 0x400, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_traffic_counter },
	{ .name = "received_eth_unicast", .doc = "", .bit = 0x480, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_traffic_counter },
	{ .name = "transmitted_eth_unicast", .doc = "", .bit = 0x500, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_traffic_counter },
	{ .name = "received_eth_multicast", .doc = "", .bit = 0x580, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_traffic_counter },
	{ .name = "transmitted_eth_multicast", .doc = "", .bit = 0x600, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_traffic_counter },
	{ .name = "local_loopback", .doc = "", .bit = 0x680, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_traffic_counter },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_vport_counter_out = {
	.name = "query_vport_counter_out", .doc = "QUERY_VPORT_COUNTER outbox", .size_bits = 0x1080,
	.fields = fields_query_vport_counter_out, .nfields = 15,
};

static const struct mlx5ctl_field_desc fields_query_vport_state_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "other_vport", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vport_number", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_vport_state_in = {
	.name = "query_vport_state_in", .doc = "QUERY_VPORT_STATE inbox", .size_bits = 0x80,
	.fields = fields_query_vport_state_in, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_vport_state_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "admin_state", .doc = "", .bit = 0x78, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_vport_state },
	{ .name = "state", .doc = "", .bit = 0x7c, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_vport_state },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_vport_state_out = {
	.name = "query_vport_state_out", .doc = "QUERY_VPORT_STATE outbox", .size_bits = 0x80,
	.fields = fields_query_vport_state_out, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_vuid_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "query_vfs_vuid", .doc = "", .bit = 0x60, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "data_direct", .doc = "", .bit = 0x61, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vhca_id", .doc = "", .bit = 0x70, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_vuid_in = {
	.name = "query_vuid_in", .doc = "QUERY_VUID inbox", .size_bits = 0x80,
	.fields = fields_query_vuid_in, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_query_vuid_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "num_of_entries", .doc = "", .bit = 0x1f0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vuid", .doc = "", .bit = 0x200, .width = 0x0,
	  .kind = MLX5CTL_KIND_ARRAY, .flex = true,
	  .type = &mlx5ctl_prm_st_array1024_auto },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_vuid_out = {
	.name = "query_vuid_out", .doc = "QUERY_VUID outbox", .size_bits = 0x200,
	.fields = fields_query_vuid_out, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_wol_rol_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_wol_rol_in = {
	.name = "query_wol_rol_in", .doc = "QUERY_WOL_ROL inbox", .size_bits = 0x80,
	.fields = fields_query_wol_rol_in, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_query_wol_rol_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rol_mode", .doc = "", .bit = 0x50, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "wol_mode", .doc = "", .bit = 0x58, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_wol_rol_out = {
	.name = "query_wol_rol_out", .doc = "QUERY_WOL_ROL outbox", .size_bits = 0x80,
	.fields = fields_query_wol_rol_out, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_xrc_srq_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "xrc_srqn", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_xrc_srq_in = {
	.name = "query_xrc_srq_in", .doc = "QUERY_XRC_SRQ inbox", .size_bits = 0x80,
	.fields = fields_query_xrc_srq_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_xrc_srq_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "xrc_srq_context_entry", .doc = "", .bit = 0x80, .width = 0x200,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_xrc_srqc },
	{ .name = "pas", .doc = "The XRC SRQ buffer's page addresses", .bit = 0x880, .width = 0x0,
	  .kind = MLX5CTL_KIND_UINT, .flex = true, .elem_width = 64 },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_xrc_srq_out = {
	.name = "query_xrc_srq_out", .doc = "QUERY_XRC_SRQ outbox", .size_bits = 0x880,
	.fields = fields_query_xrc_srq_out, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_xrq_dc_params_entry_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "xrqn", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_xrq_dc_params_entry_in = {
	.name = "query_xrq_dc_params_entry_in", .doc = "QUERY_XRQ_DC_PARAMS_ENTRY inbox", .size_bits = 0x80,
	.fields = fields_query_xrq_dc_params_entry_in, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_xrq_dc_params_entry_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_xrq_dc_params_entry_out = {
	.name = "query_xrq_dc_params_entry_out", .doc = "QUERY_XRQ_DC_PARAMS_ENTRY outbox (the model never fills more than the header)", .size_bits = 0x80,
	.fields = fields_query_xrq_dc_params_entry_out, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_query_xrq_error_params_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "uid", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "xrqn", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_xrq_error_params_in = {
	.name = "query_xrq_error_params_in", .doc = "QUERY_XRQ_ERROR_PARAMS inbox", .size_bits = 0x80,
	.fields = fields_query_xrq_error_params_in, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_query_xrq_error_params_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_xrq_error_params_out = {
	.name = "query_xrq_error_params_out", .doc = "QUERY_XRQ_ERROR_PARAMS outbox (the model never fills more than the header)", .size_bits = 0x80,
	.fields = fields_query_xrq_error_params_out, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_query_xrq_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "xrqn", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_xrq_in = {
	.name = "query_xrq_in", .doc = "QUERY_XRQ inbox", .size_bits = 0x80,
	.fields = fields_query_xrq_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_query_xrq_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "xrq_context", .doc = "", .bit = 0x80, .width = 0xa00,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_xrqc },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_query_xrq_out = {
	.name = "query_xrq_out", .doc = "QUERY_XRQ outbox", .size_bits = 0xa80,
	.fields = fields_query_xrq_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_rcr_reg[] = {
	{ .name = "health_severity_bitmask_valid", .doc = "Write: health_severity_bitmask is to be set", .bit = 0x1f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "health_severity_bitmask", .doc = "Severities traced, bit i = severity i: 0 emergency, 1 alert, 2 critical, 3 error, 4 warning, 5 notice, 6 informational, 7 debug", .bit = 0x38, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_rcr_reg = {
	.name = "rcr_reg", .doc = "RCR register", .size_bits = 0x180,
	.fields = fields_rcr_reg, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_resource_dump[] = {
	{ .name = "more_dump", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "inline_dump", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "seq_num", .doc = "", .bit = 0xc, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "segment_type", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vhca_id", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "index1", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "index2", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "num_of_obj1", .doc = "", .bit = 0x80, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "num_of_obj2", .doc = "", .bit = 0x90, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "device_opaque", .doc = "", .bit = 0xc0, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "mkey", .doc = "", .bit = 0x100, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "size", .doc = "", .bit = 0x120, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "address", .doc = "", .bit = 0x140, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "inline_data", .doc = "", .bit = 0x180, .width = 0x680,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_resource_dump = {
	.name = "resource_dump", .doc = "RESOURCE_DUMP register", .size_bits = 0x800,
	.fields = fields_resource_dump, .nfields = 14,
};

static const struct mlx5ctl_field_desc fields_resource_dump_command_segment[] = {
	{ .name = "segment_header", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_resource_dump_segment_header },
	{ .name = "segment_called", .doc = "", .bit = 0x20, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "vhca_id", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "index1", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "index2", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "num_of_obj1", .doc = "", .bit = 0x80, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "num_of_obj2", .doc = "", .bit = 0x90, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_resource_dump_command_segment = {
	.name = "resource_dump_command_segment", .doc = "COMMAND segment: the request echoed", .size_bits = 0xa0,
	.fields = fields_resource_dump_command_segment, .nfields = 7,
};

static const struct mlx5ctl_field_desc fields_resource_dump_error_segment[] = {
	{ .name = "segment_header", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_resource_dump_segment_header },
	{ .name = "syndrome_id", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "error", .doc = "", .bit = 0x80, .width = 0x100,
	  .kind = MLX5CTL_KIND_BYTES },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_resource_dump_error_segment = {
	.name = "resource_dump_error_segment", .doc = "ERROR segment", .size_bits = 0x180,
	.fields = fields_resource_dump_error_segment, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_resource_dump_info_segment[] = {
	{ .name = "segment_header", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_resource_dump_segment_header },
	{ .name = "dump_version", .doc = "", .bit = 0x38, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "hw_version", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "fw_version", .doc = "Packed: fw_version (prm/fwupdate.yaml)", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_resource_dump_info_segment = {
	.name = "resource_dump_info_segment", .doc = "INFO segment", .size_bits = 0x80,
	.fields = fields_resource_dump_info_segment, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_resource_dump_menu_record[] = {
	{ .name = "num_of_obj2_supports_active", .doc = "", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "num_of_obj2_supports_all", .doc = "", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "must_have_num_of_obj2", .doc = "", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "support_num_of_obj2", .doc = "", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "num_of_obj1_supports_active", .doc = "", .bit = 0x8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "num_of_obj1_supports_all", .doc = "", .bit = 0x9, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "must_have_num_of_obj1", .doc = "", .bit = 0xa, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "support_num_of_obj1", .doc = "", .bit = 0xb, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "must_have_index2", .doc = "", .bit = 0xc, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "support_index2", .doc = "", .bit = 0xd, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "must_have_index1", .doc = "", .bit = 0xe, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "support_index1", .doc = "", .bit = 0xf, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "segment_type", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_resource_dump_segment_type },
	{ .name = "segment_name", .doc = "", .bit = 0x20, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES,
	  .format = MLX5CTL_FORMAT_ASCII },
	{ .name = "index1_name", .doc = "", .bit = 0xa0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES,
	  .format = MLX5CTL_FORMAT_ASCII },
	{ .name = "index2_name", .doc = "", .bit = 0x120, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES,
	  .format = MLX5CTL_FORMAT_ASCII },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_resource_dump_menu_record = {
	.name = "resource_dump_menu_record", .doc = "One dumpable segment type", .size_bits = 0x1a0,
	.fields = fields_resource_dump_menu_record, .nfields = 16,
};

static const struct mlx5ctl_field_desc fields_resource_dump_menu_segment[] = {
	{ .name = "segment_header", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_resource_dump_segment_header },
	{ .name = "num_of_records", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "record", .doc = "", .bit = 0x40, .width = 0x0,
	  .kind = MLX5CTL_KIND_ARRAY, .flex = true,
	  .type = &mlx5ctl_prm_st_resource_dump_menu_record },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_resource_dump_menu_segment = {
	.name = "resource_dump_menu_segment", .doc = "MENU segment: the dumpable segment types", .size_bits = 0x40,
	.fields = fields_resource_dump_menu_segment, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_resource_dump_resource_segment[] = {
	{ .name = "segment_header", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_resource_dump_segment_header },
	{ .name = "index1", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "index2", .doc = "", .bit = 0x60, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "payload", .doc = "The resource's data", .bit = 0x80, .width = 0x0,
	  .kind = MLX5CTL_KIND_UINT, .flex = true, .elem_width = 32 },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_resource_dump_resource_segment = {
	.name = "resource_dump_resource_segment", .doc = "A resource's data", .size_bits = 0x80,
	.fields = fields_resource_dump_resource_segment, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_resource_dump_segment_header[] = {
	{ .name = "length_dw", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "segment_type", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_resource_dump_segment_type },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_resource_dump_segment_header = {
	.name = "resource_dump_segment_header", .doc = "Header of every resource dump segment", .size_bits = 0x20,
	.fields = fields_resource_dump_segment_header, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_resource_dump_terminate_segment[] = {
	{ .name = "segment_header", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_resource_dump_segment_header },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_resource_dump_terminate_segment = {
	.name = "resource_dump_terminate_segment", .doc = "TERMINATE segment", .size_bits = 0x20,
	.fields = fields_resource_dump_terminate_segment, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_rmpc[] = {
	{ .name = "state", .doc = "", .bit = 0x8, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "basic_cyclic_rcv_wqe", .doc = "", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "wq", .doc = "", .bit = 0x180, .width = 0x600,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_wq },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_rmpc = {
	.name = "rmpc", .doc = "Receive memory pool context", .size_bits = 0x780,
	.fields = fields_rmpc, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_roce_addr_layout[] = {
	{ .name = "source_l3_address", .doc = "", .bit = 0x0, .width = 0x80,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "vlan_valid", .doc = "", .bit = 0x83, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vlan_id", .doc = "", .bit = 0x84, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "source_mac_47_32", .doc = "", .bit = 0x90, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "source_mac_31_0", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "roce_l3_type", .doc = "", .bit = 0xd4, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "roce_version", .doc = "", .bit = 0xd8, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_roce_addr_layout = {
	.name = "roce_addr_layout", .doc = "A RoCE address (GID table entry)", .size_bits = 0x100,
	.fields = fields_roce_addr_layout, .nfields = 7,
};

static const struct mlx5ctl_field_desc fields_roce_cap[] = {
	{ .name = "roce_apm", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "sw_r_roce_src_udp_port", .doc = "", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "fl_rc_qp_when_roce_disabled", .doc = "", .bit = 0x5, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "fl_rc_qp_when_roce_enabled", .doc = "", .bit = 0x6, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "roce_cc_general", .doc = "", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "qp_ooo_transmit_default", .doc = "", .bit = 0x8, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "qp_ts_format", .doc = "", .bit = 0x1e, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "l3_type", .doc = "", .bit = 0x8c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "roce_version", .doc = "", .bit = 0x98, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "r_roce_dest_udp_port", .doc = "", .bit = 0xb0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "r_roce_max_src_udp_port", .doc = "", .bit = 0xc0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "r_roce_min_src_udp_port", .doc = "", .bit = 0xd0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "roce_address_table_size", .doc = "", .bit = 0xf0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_roce_cap = {
	.name = "roce_cap", .doc = "RoCE capabilities (capability type 0x4)", .size_bits = 0x800,
	.fields = fields_roce_cap, .nfields = 13,
};

static const struct mlx5ctl_field_desc fields_rq_num[] = {
	{ .name = "rq_num", .doc = "", .bit = 0x8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_rq_num = {
	.name = "rq_num", .doc = "An RQ table entry", .size_bits = 0x20,
	.fields = fields_rq_num, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_rqc[] = {
	{ .name = "rlky", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "delay_drop_en", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "scatter_fcs", .doc = "", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vsd", .doc = "", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "mem_rq_type", .doc = "", .bit = 0x4, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "state", .doc = "", .bit = 0x8, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "flush_in_error_en", .doc = "", .bit = 0xd, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "hairpin", .doc = "", .bit = 0xe, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ts_format", .doc = "", .bit = 0x1a, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "user_index", .doc = "", .bit = 0x28, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cqn", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "counter_set_id", .doc = "", .bit = 0x60, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rmpn", .doc = "", .bit = 0x88, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "hairpin_peer_sq", .doc = "", .bit = 0xa8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "hairpin_peer_vhca", .doc = "", .bit = 0xd0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "shampo_no_match_alignment_granularity", .doc = "", .bit = 0x126, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "shampo_match_criteria_type", .doc = "", .bit = 0x12e, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "reservation_timeout", .doc = "", .bit = 0x130, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "wq", .doc = "", .bit = 0x180, .width = 0x600,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_wq },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_rqc = {
	.name = "rqc", .doc = "Receive queue context", .size_bits = 0x780,
	.fields = fields_rqc, .nfields = 19,
};

static const struct mlx5ctl_field_desc fields_rqtc[] = {
	{ .name = "list_q_type", .doc = "", .bit = 0xa5, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rqt_max_size", .doc = "", .bit = 0xb0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rq_vhca_id_format", .doc = "", .bit = 0xc0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rqt_actual_size", .doc = "", .bit = 0xd0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rq_num", .doc = "", .bit = 0x780, .width = 0x0,
	  .kind = MLX5CTL_KIND_ARRAY, .flex = true,
	  .type = &mlx5ctl_prm_st_rq_num },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_rqtc = {
	.name = "rqtc", .doc = "RQ table context", .size_bits = 0x780,
	.fields = fields_rqtc, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_rx_hash_field_select[] = {
	{ .name = "l3_prot_type", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "l4_prot_type", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "selected_fields", .doc = "", .bit = 0x2, .width = 0x1e,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_rx_hash_field_select = {
	.name = "rx_hash_field_select", .doc = "RSS hash fields", .size_bits = 0x20,
	.fields = fields_rx_hash_field_select, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_scheduling_context[] = {
	{ .name = "element_type", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "element_attributes", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "parent_element_id", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "bw_share", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "max_average_bw", .doc = "", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_scheduling_context = {
	.name = "scheduling_context", .doc = "Scheduling element context", .size_bits = 0x200,
	.fields = fields_scheduling_context, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_set_diagnostic_params_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "diagnostic_params_context", .doc = "", .bit = 0x40, .width = 0xc0,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_diagnostic_params_context },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_set_diagnostic_params_in = {
	.name = "set_diagnostic_params_in", .doc = "SET_DIAGNOSTIC_PARAMS inbox", .size_bits = 0x100,
	.fields = fields_set_diagnostic_params_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_set_diagnostic_params_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_set_diagnostic_params_out = {
	.name = "set_diagnostic_params_out", .doc = "SET_DIAGNOSTIC_PARAMS outbox", .size_bits = 0x80,
	.fields = fields_set_diagnostic_params_out, .nfields = 2,
};

static const struct mlx5ctl_struct_desc *const alts_set_hca_cap_in_capability[] = {
	&mlx5ctl_prm_st_cmd_hca_cap,
	&mlx5ctl_prm_st_cmd_hca_cap_2,
	&mlx5ctl_prm_st_debug_cap,
	&mlx5ctl_prm_st_per_protocol_networking_offload_caps,
	&mlx5ctl_prm_st_odp_cap,
	&mlx5ctl_prm_st_atomic_caps,
	&mlx5ctl_prm_st_roce_cap,
	&mlx5ctl_prm_st_flow_table_nic_cap,
	&mlx5ctl_prm_st_flow_table_eswitch_cap,
	&mlx5ctl_prm_st_e_switch_cap,
	&mlx5ctl_prm_st_qos_cap,
	&mlx5ctl_prm_st_device_mem_cap,
	&mlx5ctl_prm_st_device_event_cap,
	&mlx5ctl_prm_st_port_selection_cap,
	&mlx5ctl_prm_st_adv_virtualization_cap,
	&mlx5ctl_prm_st_shampo_cap,
	&mlx5ctl_prm_st_psp_cap,
	&mlx5ctl_prm_st_adv_rdma_cap,
	&mlx5ctl_prm_st_tlp_dev_emu_capabilities,
};

static const struct mlx5ctl_field_desc fields_set_hca_cap_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "other_function", .doc = "", .bit = 0x40, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ec_vf_function", .doc = "", .bit = 0x41, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "function_id", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "capability", .doc = "", .bit = 0x80, .width = 0x8000,
	  .kind = MLX5CTL_KIND_UNION,
	  .alts = alts_set_hca_cap_in_capability, .nalts = 19 },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_set_hca_cap_in = {
	.name = "set_hca_cap_in", .doc = "SET_HCA_CAP inbox", .size_bits = 0x8080,
	.fields = fields_set_hca_cap_in, .nfields = 6,
};

static const struct mlx5ctl_field_desc fields_set_hca_cap_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_set_hca_cap_out = {
	.name = "set_hca_cap_out", .doc = "SET_HCA_CAP outbox", .size_bits = 0x80,
	.fields = fields_set_hca_cap_out, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_set_issi_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "current_issi", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_set_issi_in = {
	.name = "set_issi_in", .doc = "SET_ISSI inbox", .size_bits = 0x80,
	.fields = fields_set_issi_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_set_issi_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_set_issi_out = {
	.name = "set_issi_out", .doc = "SET_ISSI outbox", .size_bits = 0x80,
	.fields = fields_set_issi_out, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_set_pp_rate_limit_context[] = {
	{ .name = "rate_limit", .doc = "kb/s", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "burst_upper_bound", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "typical_packet_size", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_set_pp_rate_limit_context = {
	.name = "set_pp_rate_limit_context", .doc = "A packet-pacing rate table entry", .size_bits = 0x180,
	.fields = fields_set_pp_rate_limit_context, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_sf_partition[] = {
	{ .name = "log_num_sf", .doc = "", .bit = 0x10, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_sf_bar_size", .doc = "", .bit = 0x18, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_sf_partition = {
	.name = "sf_partition", .doc = "An SF partition", .size_bits = 0x20,
	.fields = fields_sf_partition, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_shampo_cap[] = {
	{ .name = "shampo_log_max_reservation_size", .doc = "", .bit = 0x3, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "shampo_log_min_reservation_size", .doc = "", .bit = 0xb, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "shampo_min_mss_size", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "shampo_header_split", .doc = "", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "shampo_header_split_data_merge", .doc = "", .bit = 0x21, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "shampo_log_max_headers_entry_size", .doc = "", .bit = 0x23, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_shampo_cap = {
	.name = "shampo_cap", .doc = "Split headers and merge payload (hardware GRO) capabilities (capability type 0x1d)", .size_bits = 0x800,
	.fields = fields_shampo_cap, .nfields = 6,
};

static const struct mlx5ctl_field_desc fields_sqc[] = {
	{ .name = "rlky", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cd_master", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "fre", .doc = "", .bit = 0x2, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "flush_in_error_en", .doc = "", .bit = 0x3, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "allow_multi_pkt_send_wqe", .doc = "", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "min_wqe_inline_mode", .doc = "", .bit = 0x5, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "state", .doc = "", .bit = 0x8, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "reg_umr", .doc = "", .bit = 0xc, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "allow_swp", .doc = "", .bit = 0xd, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "hairpin", .doc = "", .bit = 0xe, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "non_wire", .doc = "", .bit = 0xf, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "ts_format", .doc = "", .bit = 0x1a, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "user_index", .doc = "", .bit = 0x28, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cqn", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "hairpin_peer_rq", .doc = "", .bit = 0x68, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "hairpin_peer_vhca", .doc = "", .bit = 0x90, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "ts_cqe_to_dest_cqn", .doc = "", .bit = 0xc8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "packet_pacing_rate_limit_index", .doc = "", .bit = 0xf0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tis_lst_sz", .doc = "", .bit = 0x100, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "qos_queue_group_id", .doc = "", .bit = 0x110, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tis_num_0", .doc = "", .bit = 0x168, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "wq", .doc = "", .bit = 0x180, .width = 0x600,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_wq },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_sqc = {
	.name = "sqc", .doc = "Send queue context", .size_bits = 0x780,
	.fields = fields_sqc, .nfields = 22,
};

static const struct mlx5ctl_field_desc fields_srqc[] = {
	{ .name = "state", .doc = "", .bit = 0x0, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_srq_size", .doc = "", .bit = 0x4, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "wq_signature", .doc = "", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cont_srq", .doc = "", .bit = 0x21, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rlky", .doc = "", .bit = 0x23, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_rq_stride", .doc = "", .bit = 0x25, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "xrcd", .doc = "", .bit = 0x28, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "page_offset", .doc = "", .bit = 0x40, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cqn", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_page_size", .doc = "", .bit = 0x82, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pd", .doc = "", .bit = 0xc8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "lwm", .doc = "", .bit = 0xe0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "wqe_cnt", .doc = "", .bit = 0xf0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dbr_addr", .doc = "", .bit = 0x140, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_srqc = {
	.name = "srqc", .doc = "Shared receive queue context", .size_bits = 0x200,
	.fields = fields_srqc, .nfields = 14,
};

static const struct mlx5ctl_field_desc fields_tag_matching_topology_context[] = {
	{ .name = "log_matching_list_sz", .doc = "", .bit = 0x0, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "append_next_index", .doc = "", .bit = 0x10, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sw_phase_cnt", .doc = "", .bit = 0x20, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "hw_phase_cnt", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_tag_matching_topology_context = {
	.name = "tag_matching_topology_context", .doc = "XRQ tag matching topology", .size_bits = 0x80,
	.fields = fields_tag_matching_topology_context, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_teardown_hca_in[] = {
	{ .name = "opcode", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_op },
	{ .name = "op_mod", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "profile", .doc = "", .bit = 0x50, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_teardown_hca_in = {
	.name = "teardown_hca_in", .doc = "TEARDOWN_HCA inbox", .size_bits = 0x80,
	.fields = fields_teardown_hca_in, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_teardown_hca_out[] = {
	{ .name = "status", .doc = "", .bit = 0x0, .width = 0x8,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_cmd_status },
	{ .name = "syndrome", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "state", .doc = "", .bit = 0x7f, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_teardown_hca_out = {
	.name = "teardown_hca_out", .doc = "TEARDOWN_HCA outbox", .size_bits = 0x80,
	.fields = fields_teardown_hca_out, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_tirc[] = {
	{ .name = "disp_type", .doc = "", .bit = 0x20, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tls_en", .doc = "", .bit = 0x24, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "lro_timeout_period_usecs", .doc = "", .bit = 0x84, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "packet_merge_mask", .doc = "", .bit = 0x94, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "lro_max_ip_payload_size", .doc = "", .bit = 0x98, .width = 0x8,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "inline_rqn", .doc = "", .bit = 0xe8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_hash_symmetric", .doc = "", .bit = 0x100, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tunneled_offload_en", .doc = "", .bit = 0x102, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "indirect_table", .doc = "", .bit = 0x108, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_hash_fn", .doc = "", .bit = 0x120, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "self_lb_block", .doc = "", .bit = 0x126, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "transport_domain", .doc = "", .bit = 0x128, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rx_hash_toeplitz_key", .doc = "", .bit = 0x140, .width = 0x140,
	  .kind = MLX5CTL_KIND_BYTES },
	{ .name = "rx_hash_field_selector_outer", .doc = "", .bit = 0x280, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_rx_hash_field_select },
	{ .name = "rx_hash_field_selector_inner", .doc = "", .bit = 0x2a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_rx_hash_field_select },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_tirc = {
	.name = "tirc", .doc = "Transport interface receive context", .size_bits = 0x780,
	.fields = fields_tirc, .nfields = 15,
};

static const struct mlx5ctl_field_desc fields_tisc[] = {
	{ .name = "strict_lag_tx_port_affinity", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "tls_en", .doc = "", .bit = 0x1, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "lag_tx_port_affinity", .doc = "", .bit = 0x4, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "prio", .doc = "", .bit = 0xc, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "transport_domain", .doc = "", .bit = 0x128, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "underlay_qpn", .doc = "", .bit = 0x148, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pd", .doc = "", .bit = 0x168, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_tisc = {
	.name = "tisc", .doc = "Transport interface send context", .size_bits = 0x500,
	.fields = fields_tisc, .nfields = 7,
};

static const struct mlx5ctl_field_desc fields_tlp_dev_emu_capabilities[] = {
	{ .name = "log_tlp_rsp_gw_page_stride", .doc = "", .bit = 0x33, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tlp_rsp_gw_num_pages", .doc = "", .bit = 0x10c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tlp_rsp_gw_pages_bar_offset", .doc = "", .bit = 0x1c0, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_tlp_dev_emu_capabilities = {
	.name = "tlp_dev_emu_capabilities", .doc = "PCIe TLP device emulation capabilities (capability type 0x2a)", .size_bits = 0x800,
	.fields = fields_tlp_dev_emu_capabilities, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_traffic_counter[] = {
	{ .name = "packets", .doc = "", .bit = 0x0, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "octets", .doc = "", .bit = 0x40, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_traffic_counter = {
	.name = "traffic_counter", .doc = "Packets and octets", .size_bits = 0x80,
	.fields = fields_traffic_counter, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_uar_page[] = {
	{ .name = "eq_arm", .doc = "Update the consumer index and arm the EQ", .bit = 0x200, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_eq_doorbell },
	{ .name = "eq_update", .doc = "Update the consumer index only", .bit = 0x240, .width = 0x20,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_eq_doorbell },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_uar_page = {
	.name = "uar_page", .doc = "A UAR page in BAR0 (page i at BAR0 + i * 4096): the EQ doorbells (eq.c)", .size_bits = 0x8000,
	.fields = fields_uar_page, .nfields = 2,
};

static const struct mlx5ctl_field_desc fields_uctx[] = {
	{ .name = "cap", .doc = "Capability bits", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_uctx_cap,
	  .format = MLX5CTL_FORMAT_BITS },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_uctx = {
	.name = "uctx", .doc = "User context", .size_bits = 0x180,
	.fields = fields_uctx, .nfields = 1,
};

static const struct mlx5ctl_field_desc fields_umem[] = {
	{ .name = "ats", .doc = "", .bit = 0x80, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_page_size", .doc = "", .bit = 0x9b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "page_offset", .doc = "", .bit = 0xa0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "num_of_mtt", .doc = "", .bit = 0xc0, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "mtt", .doc = "", .bit = 0x100, .width = 0x0,
	  .kind = MLX5CTL_KIND_ARRAY, .flex = true,
	  .type = &mlx5ctl_prm_st_mtt },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_umem = {
	.name = "umem", .doc = "User memory descriptor", .size_bits = 0x100,
	.fields = fields_umem, .nfields = 5,
};

static const struct mlx5ctl_field_desc fields_vhca_state_context[] = {
	{ .name = "arm_change_event", .doc = "", .bit = 0x0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vhca_state", .doc = "", .bit = 0xc, .width = 0x4,
	  .kind = MLX5CTL_KIND_ENUM,
	  .enm = &mlx5ctl_prm_en_vhca_state },
	{ .name = "sw_function_id", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_vhca_state_context = {
	.name = "vhca_state_context", .doc = "The state of a function", .size_bits = 0x80,
	.fields = fields_vhca_state_context, .nfields = 3,
};

static const struct mlx5ctl_field_desc fields_vlan[] = {
	{ .name = "ethtype", .doc = "", .bit = 0x0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "prio", .doc = "", .bit = 0x10, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cfi", .doc = "", .bit = 0x13, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "vid", .doc = "", .bit = 0x14, .width = 0xc,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_vlan = {
	.name = "vlan", .doc = "A VLAN push", .size_bits = 0x20,
	.fields = fields_vlan, .nfields = 4,
};

static const struct mlx5ctl_field_desc fields_vnic_diagnostic_statistics[] = {
	{ .name = "counter_error_queues", .doc = "", .bit = 0x0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "total_error_queues", .doc = "", .bit = 0x20, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "send_queue_priority_update_flow", .doc = "", .bit = 0x40, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "nic_receive_steering_discard", .doc = "", .bit = 0x80, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "receive_discard_vport_down", .doc = "", .bit = 0xc0, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "transmit_discard_vport_down", .doc = "", .bit = 0x100, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "async_eq_overrun", .doc = "", .bit = 0x140, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "comp_eq_overrun", .doc = "", .bit = 0x160, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "invalid_command", .doc = "", .bit = 0x1a0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "quota_exceeded_command", .doc = "", .bit = 0x1c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "internal_rq_out_of_buffer", .doc = "", .bit = 0x1e0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cq_overrun", .doc = "", .bit = 0x200, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "eth_wqe_too_small", .doc = "", .bit = 0x220, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "generated_pkt_steering_fail", .doc = "", .bit = 0x300, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "handled_pkt_steering_fail", .doc = "", .bit = 0x340, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_vnic_diagnostic_statistics = {
	.name = "vnic_diagnostic_statistics", .doc = "vNIC environment counters", .size_bits = 0x1000,
	.fields = fields_vnic_diagnostic_statistics, .nfields = 15,
};

static const struct mlx5ctl_field_desc fields_wq[] = {
	{ .name = "wq_type", .doc = "", .bit = 0x0, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "wq_signature", .doc = "", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "end_padding_mode", .doc = "", .bit = 0x5, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cd_slave", .doc = "", .bit = 0x7, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "hds_skip_first_sge", .doc = "", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log2_hds_buf_size", .doc = "", .bit = 0x21, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "page_offset", .doc = "", .bit = 0x2b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "lwm", .doc = "", .bit = 0x30, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pd", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "uar_page", .doc = "", .bit = 0x68, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dbr_addr", .doc = "", .bit = 0x80, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "hw_counter", .doc = "", .bit = 0xc0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "sw_counter", .doc = "", .bit = 0xe0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_wq_stride", .doc = "", .bit = 0x10c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_wq_pg_sz", .doc = "", .bit = 0x113, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_wq_sz", .doc = "", .bit = 0x11b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dbr_umem_valid", .doc = "", .bit = 0x120, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "wq_umem_valid", .doc = "", .bit = 0x121, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_hairpin_num_packets", .doc = "", .bit = 0x123, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_hairpin_data_sz", .doc = "", .bit = 0x12b, .width = 0x5,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_wqe_num_of_strides", .doc = "", .bit = 0x134, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "two_byte_shift_en", .doc = "", .bit = 0x138, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_wqe_stride_size", .doc = "", .bit = 0x13d, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dbr_umem_id", .doc = "", .bit = 0x140, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "wq_umem_id", .doc = "", .bit = 0x160, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "wq_umem_offset", .doc = "", .bit = 0x180, .width = 0x40,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "headers_mkey", .doc = "", .bit = 0x1c0, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "shampo_enable", .doc = "", .bit = 0x1e0, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_reservation_size", .doc = "", .bit = 0x1e5, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_max_num_of_packets_per_reservation", .doc = "", .bit = 0x1ed, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_headers_entry_size", .doc = "", .bit = 0x1f6, .width = 0x2,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_headers_buffer_entry_num", .doc = "", .bit = 0x1fc, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pas", .doc = "", .bit = 0x600, .width = 0x0,
	  .kind = MLX5CTL_KIND_ARRAY, .flex = true,
	  .type = &mlx5ctl_prm_st_cmd_pas },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_wq = {
	.name = "wq", .doc = "Work queue (SQ, RQ, RMP, XRQ)", .size_bits = 0x600,
	.fields = fields_wq, .nfields = 33,
};

static const struct mlx5ctl_field_desc fields_xrc_srqc[] = {
	{ .name = "state", .doc = "", .bit = 0x0, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "log_xrc_srq_size", .doc = "", .bit = 0x4, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "wq_signature", .doc = "", .bit = 0x20, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cont_srq", .doc = "", .bit = 0x21, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "rlky", .doc = "", .bit = 0x23, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "basic_cyclic_rcv_wqe", .doc = "", .bit = 0x24, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_rq_stride", .doc = "", .bit = 0x25, .width = 0x3,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "xrcd", .doc = "", .bit = 0x28, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "page_offset", .doc = "", .bit = 0x40, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "dbr_umem_valid", .doc = "", .bit = 0x47, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "cqn", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "user_index_equal_xrc_srqn", .doc = "", .bit = 0x80, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "log_page_size", .doc = "", .bit = 0x82, .width = 0x6,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "user_index", .doc = "", .bit = 0x88, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "pd", .doc = "", .bit = 0xc8, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "lwm", .doc = "", .bit = 0xe0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "wqe_cnt", .doc = "", .bit = 0xf0, .width = 0x10,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "db_record_addr_h", .doc = "", .bit = 0x140, .width = 0x20,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "db_record_addr_l", .doc = "", .bit = 0x160, .width = 0x1e,
	  .kind = MLX5CTL_KIND_UINT },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_xrc_srqc = {
	.name = "xrc_srqc", .doc = "XRC shared receive queue context", .size_bits = 0x200,
	.fields = fields_xrc_srqc, .nfields = 19,
};

static const struct mlx5ctl_field_desc fields_xrqc[] = {
	{ .name = "state", .doc = "", .bit = 0x0, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "rlkey", .doc = "", .bit = 0x4, .width = 0x1,
	  .kind = MLX5CTL_KIND_FLAG },
	{ .name = "topology", .doc = "", .bit = 0x14, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "offload", .doc = "", .bit = 0x1c, .width = 0x4,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "user_index", .doc = "", .bit = 0x28, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "cqn", .doc = "", .bit = 0x48, .width = 0x18,
	  .kind = MLX5CTL_KIND_UINT },
	{ .name = "tag_matching_topology_context", .doc = "", .bit = 0x100, .width = 0x80,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_tag_matching_topology_context },
	{ .name = "wq", .doc = "", .bit = 0x400, .width = 0x600,
	  .kind = MLX5CTL_KIND_STRUCT,
	  .type = &mlx5ctl_prm_st_wq },
};

const struct mlx5ctl_struct_desc mlx5ctl_prm_st_xrqc = {
	.name = "xrqc", .doc = "Extended receive queue (tag matching) context", .size_bits = 0xa00,
	.fields = fields_xrqc, .nfields = 8,
};

/* every structure, by name */
const struct mlx5ctl_struct_desc *const mlx5ctl_prm_structs[] = {
	&mlx5ctl_prm_st_accel_query_in,
	&mlx5ctl_prm_st_accel_query_out,
	&mlx5ctl_prm_st_access_register_in,
	&mlx5ctl_prm_st_access_register_out,
	&mlx5ctl_prm_st_ads,
	&mlx5ctl_prm_st_adv_rdma_cap,
	&mlx5ctl_prm_st_adv_virtualization_cap,
	&mlx5ctl_prm_st_alloc_pd_in,
	&mlx5ctl_prm_st_alloc_pd_out,
	&mlx5ctl_prm_st_alloc_q_counter_in,
	&mlx5ctl_prm_st_alloc_q_counter_out,
	&mlx5ctl_prm_st_alloc_uar_in,
	&mlx5ctl_prm_st_alloc_uar_out,
	&mlx5ctl_prm_st_array1024_auto,
	&mlx5ctl_prm_st_array128_auto,
	&mlx5ctl_prm_st_atomic_caps,
	&mlx5ctl_prm_st_cmd_hca_cap,
	&mlx5ctl_prm_st_cmd_hca_cap_2,
	&mlx5ctl_prm_st_cmd_if_box,
	&mlx5ctl_prm_st_cmd_inter_comp_event,
	&mlx5ctl_prm_st_cmd_pas,
	&mlx5ctl_prm_st_cmd_queue_entry,
	&mlx5ctl_prm_st_config_item,
	&mlx5ctl_prm_st_configuration_item_type_class_global,
	&mlx5ctl_prm_st_configuration_item_type_class_per_host_pf,
	&mlx5ctl_prm_st_cong_control_802_1qau_rp,
	&mlx5ctl_prm_st_cong_control_r_roce_ecn_np,
	&mlx5ctl_prm_st_cong_control_r_roce_ecn_rp,
	&mlx5ctl_prm_st_cong_control_r_roce_general,
	&mlx5ctl_prm_st_core_dump_header,
	&mlx5ctl_prm_st_core_dump_reg,
	&mlx5ctl_prm_st_counter_id,
	&mlx5ctl_prm_st_cqc,
	&mlx5ctl_prm_st_cqe_error_syndrome,
	&mlx5ctl_prm_st_create_eq_in,
	&mlx5ctl_prm_st_create_eq_out,
	&mlx5ctl_prm_st_create_mkey_in,
	&mlx5ctl_prm_st_create_mkey_out,
	&mlx5ctl_prm_st_create_uctx_in,
	&mlx5ctl_prm_st_create_uctx_out,
	&mlx5ctl_prm_st_create_umem_in,
	&mlx5ctl_prm_st_create_umem_out,
	&mlx5ctl_prm_st_dctc,
	&mlx5ctl_prm_st_dealloc_pd_in,
	&mlx5ctl_prm_st_dealloc_pd_out,
	&mlx5ctl_prm_st_dealloc_q_counter_in,
	&mlx5ctl_prm_st_dealloc_q_counter_out,
	&mlx5ctl_prm_st_dealloc_uar_in,
	&mlx5ctl_prm_st_dealloc_uar_out,
	&mlx5ctl_prm_st_debug_cap,
	&mlx5ctl_prm_st_default_timeout,
	&mlx5ctl_prm_st_delegate_vhca_management_in,
	&mlx5ctl_prm_st_delegate_vhca_management_out,
	&mlx5ctl_prm_st_delegated_function_vhca_rid_info,
	&mlx5ctl_prm_st_dest_format_flow_counter_list_auto,
	&mlx5ctl_prm_st_dest_format_struct,
	&mlx5ctl_prm_st_destroy_eq_in,
	&mlx5ctl_prm_st_destroy_eq_out,
	&mlx5ctl_prm_st_destroy_mkey_in,
	&mlx5ctl_prm_st_destroy_mkey_out,
	&mlx5ctl_prm_st_destroy_uctx_in,
	&mlx5ctl_prm_st_destroy_uctx_out,
	&mlx5ctl_prm_st_destroy_umem_in,
	&mlx5ctl_prm_st_destroy_umem_out,
	&mlx5ctl_prm_st_device_event_cap,
	&mlx5ctl_prm_st_device_mem_cap,
	&mlx5ctl_prm_st_diagnostic_cntr_layout,
	&mlx5ctl_prm_st_diagnostic_cntr_struct,
	&mlx5ctl_prm_st_diagnostic_params_context,
	&mlx5ctl_prm_st_disable_hca_in,
	&mlx5ctl_prm_st_disable_hca_out,
	&mlx5ctl_prm_st_dtor_reg,
	&mlx5ctl_prm_st_e_switch_cap,
	&mlx5ctl_prm_st_enable_hca_in,
	&mlx5ctl_prm_st_enable_hca_out,
	&mlx5ctl_prm_st_eq_doorbell,
	&mlx5ctl_prm_st_eqc,
	&mlx5ctl_prm_st_eqe,
	&mlx5ctl_prm_st_esw_vport_context,
	&mlx5ctl_prm_st_eth_2819_cntrs_grp_data_layout,
	&mlx5ctl_prm_st_eth_2863_cntrs_grp_data_layout,
	&mlx5ctl_prm_st_eth_3635_cntrs_grp_data_layout,
	&mlx5ctl_prm_st_eth_802_3_cntrs_grp_data_layout,
	&mlx5ctl_prm_st_eth_extended_cntrs_grp_data_layout,
	&mlx5ctl_prm_st_eth_per_prio_grp_data_layout,
	&mlx5ctl_prm_st_eth_per_tc_congest_prio_grp_data_layout,
	&mlx5ctl_prm_st_eth_per_tc_prio_grp_data_layout,
	&mlx5ctl_prm_st_execute_aso,
	&mlx5ctl_prm_st_extended_dest_format,
	&mlx5ctl_prm_st_flow_context,
	&mlx5ctl_prm_st_flow_counter_list,
	&mlx5ctl_prm_st_flow_table_context,
	&mlx5ctl_prm_st_flow_table_eswitch_cap,
	&mlx5ctl_prm_st_flow_table_fields_supported,
	&mlx5ctl_prm_st_flow_table_fields_supported_2,
	&mlx5ctl_prm_st_flow_table_nic_cap,
	&mlx5ctl_prm_st_flow_table_prop_layout,
	&mlx5ctl_prm_st_fpga_qpc,
	&mlx5ctl_prm_st_fpga_query_qp_counters_in,
	&mlx5ctl_prm_st_fpga_query_qp_counters_out,
	&mlx5ctl_prm_st_fpga_query_qp_in,
	&mlx5ctl_prm_st_fpga_query_qp_out,
	&mlx5ctl_prm_st_fs4_boot_version,
	&mlx5ctl_prm_st_fs4_dev_info,
	&mlx5ctl_prm_st_fs4_guids,
	&mlx5ctl_prm_st_fs4_hw_pointer,
	&mlx5ctl_prm_st_fs4_image_info,
	&mlx5ctl_prm_st_fs4_image_signature,
	&mlx5ctl_prm_st_fs4_mfg_info,
	&mlx5ctl_prm_st_fs4_public_keys,
	&mlx5ctl_prm_st_fs4_toc_entry,
	&mlx5ctl_prm_st_fs4_toc_header,
	&mlx5ctl_prm_st_fs4_tools_area,
	&mlx5ctl_prm_st_fs4_uid_entry,
	&mlx5ctl_prm_st_fte_match_mpls,
	&mlx5ctl_prm_st_fte_match_param,
	&mlx5ctl_prm_st_fte_match_set_lyr_2_4,
	&mlx5ctl_prm_st_fte_match_set_misc,
	&mlx5ctl_prm_st_fte_match_set_misc2,
	&mlx5ctl_prm_st_fte_match_set_misc3,
	&mlx5ctl_prm_st_fte_match_set_misc4,
	&mlx5ctl_prm_st_fte_match_set_misc5,
	&mlx5ctl_prm_st_function_vhca_rid_info_reg,
	&mlx5ctl_prm_st_fw_version_time,
	&mlx5ctl_prm_st_fwimage_hdr,
	&mlx5ctl_prm_st_fwstate_hdr,
	&mlx5ctl_prm_st_general_obj_in_cmd_hdr,
	&mlx5ctl_prm_st_general_obj_out_cmd_hdr,
	&mlx5ctl_prm_st_hca_vport_context,
	&mlx5ctl_prm_st_health_buffer,
	&mlx5ctl_prm_st_host_endianness_reg,
	&mlx5ctl_prm_st_host_params_context,
	&mlx5ctl_prm_st_ib_ext_port_cntrs_grp_data_layout,
	&mlx5ctl_prm_st_ib_port_cntrs_grp_data_layout,
	&mlx5ctl_prm_st_icmd_ctrl,
	&mlx5ctl_prm_st_icmd_get_fw_info,
	&mlx5ctl_prm_st_icmd_op_tlv,
	&mlx5ctl_prm_st_icmd_query_cap_general,
	&mlx5ctl_prm_st_icmd_query_cap_in,
	&mlx5ctl_prm_st_icmd_reg_tlv,
	&mlx5ctl_prm_st_init_hca_in,
	&mlx5ctl_prm_st_init_hca_out,
	&mlx5ctl_prm_st_initial_seg,
	&mlx5ctl_prm_st_ipv4_layout,
	&mlx5ctl_prm_st_ipv6_layout,
	&mlx5ctl_prm_st_ipv6_simple_layout,
	&mlx5ctl_prm_st_lagc,
	&mlx5ctl_prm_st_mac_address_layout,
	&mlx5ctl_prm_st_manage_pages_in,
	&mlx5ctl_prm_st_manage_pages_out,
	&mlx5ctl_prm_st_mbox_in_hdr,
	&mlx5ctl_prm_st_mbox_out_hdr,
	&mlx5ctl_prm_st_mcam_access_reg,
	&mlx5ctl_prm_st_mcam_access_reg_bits2,
	&mlx5ctl_prm_st_mcam_reg,
	&mlx5ctl_prm_st_mcc_reg,
	&mlx5ctl_prm_st_mcda_reg,
	&mlx5ctl_prm_st_mcia_reg,
	&mlx5ctl_prm_st_mcqi_activation_method,
	&mlx5ctl_prm_st_mcqi_cap,
	&mlx5ctl_prm_st_mcqi_reg,
	&mlx5ctl_prm_st_mcqi_version,
	&mlx5ctl_prm_st_mcqs_reg,
	&mlx5ctl_prm_st_mfa2_component_descriptor,
	&mlx5ctl_prm_st_mfa2_component_ptr,
	&mlx5ctl_prm_st_mfa2_multi,
	&mlx5ctl_prm_st_mfa2_package_descriptor,
	&mlx5ctl_prm_st_mfa2_tlv,
	&mlx5ctl_prm_st_mfba_reg,
	&mlx5ctl_prm_st_mfbe_reg,
	&mlx5ctl_prm_st_mfpa_reg,
	&mlx5ctl_prm_st_mfrl_reg,
	&mlx5ctl_prm_st_mgir_dev_info,
	&mlx5ctl_prm_st_mgir_fw_info,
	&mlx5ctl_prm_st_mgir_hardware_info,
	&mlx5ctl_prm_st_mgir_reg,
	&mlx5ctl_prm_st_mgir_sw_info,
	&mlx5ctl_prm_st_mirc_reg,
	&mlx5ctl_prm_st_mkc,
	&mlx5ctl_prm_st_mlcok_reg,
	&mlx5ctl_prm_st_mnvda_reg,
	&mlx5ctl_prm_st_mnvgc_reg,
	&mlx5ctl_prm_st_mnvia_reg,
	&mlx5ctl_prm_st_mnvqc_reg,
	&mlx5ctl_prm_st_modify_cong_status_in,
	&mlx5ctl_prm_st_modify_cong_status_out,
	&mlx5ctl_prm_st_mpcnt_reg,
	&mlx5ctl_prm_st_mqis_reg,
	&mlx5ctl_prm_st_mtcap_reg,
	&mlx5ctl_prm_st_mtmp_reg,
	&mlx5ctl_prm_st_mtt,
	&mlx5ctl_prm_st_mvts_reg,
	&mlx5ctl_prm_st_nic_vport_context,
	&mlx5ctl_prm_st_node_desc_reg,
	&mlx5ctl_prm_st_nop_in,
	&mlx5ctl_prm_st_nop_out,
	&mlx5ctl_prm_st_nv_base_mac_guid,
	&mlx5ctl_prm_st_nv_base_mac_guid_cap,
	&mlx5ctl_prm_st_nv_crypto_conf,
	&mlx5ctl_prm_st_nv_current_configurator,
	&mlx5ctl_prm_st_nv_debug_mode,
	&mlx5ctl_prm_st_nv_ecpf_cap,
	&mlx5ctl_prm_st_nv_ecpf_conf,
	&mlx5ctl_prm_st_nv_ecpu_boot_option,
	&mlx5ctl_prm_st_nv_emulation_nvme_cap,
	&mlx5ctl_prm_st_nv_emulation_nvme_conf,
	&mlx5ctl_prm_st_nv_emulation_pci_switch_cap,
	&mlx5ctl_prm_st_nv_emulation_pci_switch_conf,
	&mlx5ctl_prm_st_nv_emulation_virtio_blk_cap,
	&mlx5ctl_prm_st_nv_emulation_virtio_blk_conf,
	&mlx5ctl_prm_st_nv_emulation_virtio_fs_cap,
	&mlx5ctl_prm_st_nv_emulation_virtio_fs_conf,
	&mlx5ctl_prm_st_nv_emulation_virtio_net_cap,
	&mlx5ctl_prm_st_nv_emulation_virtio_net_conf,
	&mlx5ctl_prm_st_nv_enclosure_info,
	&mlx5ctl_prm_st_nv_external_port_ctrl,
	&mlx5ctl_prm_st_nv_file_applicable_to,
	&mlx5ctl_prm_st_nv_file_btc_token_id,
	&mlx5ctl_prm_st_nv_file_comment,
	&mlx5ctl_prm_st_nv_file_cs_token_id,
	&mlx5ctl_prm_st_nv_file_dbg_fw_token_id,
	&mlx5ctl_prm_st_nv_file_device_unique,
	&mlx5ctl_prm_st_nv_file_id_mlnx,
	&mlx5ctl_prm_st_nv_file_id_vendor,
	&mlx5ctl_prm_st_nv_file_mac_addr_list,
	&mlx5ctl_prm_st_nv_file_public_key,
	&mlx5ctl_prm_st_nv_file_public_key_4096,
	&mlx5ctl_prm_st_nv_file_public_key_4096_a,
	&mlx5ctl_prm_st_nv_file_public_key_4096_b,
	&mlx5ctl_prm_st_nv_file_signature,
	&mlx5ctl_prm_st_nv_file_signature_4096_a,
	&mlx5ctl_prm_st_nv_file_signature_4096_b,
	&mlx5ctl_prm_st_nv_flex_parser_cap,
	&mlx5ctl_prm_st_nv_flex_parser_conf,
	&mlx5ctl_prm_st_nv_forbidden_versions,
	&mlx5ctl_prm_st_nv_fpga_cap,
	&mlx5ctl_prm_st_nv_fpga_conf,
	&mlx5ctl_prm_st_nv_fpga_data,
	&mlx5ctl_prm_st_nv_global_mask,
	&mlx5ctl_prm_st_nv_global_pci_cap,
	&mlx5ctl_prm_st_nv_global_pci_cap_3,
	&mlx5ctl_prm_st_nv_global_pci_conf,
	&mlx5ctl_prm_st_nv_global_pci_conf_2,
	&mlx5ctl_prm_st_nv_global_pci_conf_3,
	&mlx5ctl_prm_st_nv_global_roce_cc_cap,
	&mlx5ctl_prm_st_nv_global_roce_cc_conf,
	&mlx5ctl_prm_st_nv_hca_cap,
	&mlx5ctl_prm_st_nv_hca_conf,
	&mlx5ctl_prm_st_nv_host_chaining_cap,
	&mlx5ctl_prm_st_nv_host_chaining_conf,
	&mlx5ctl_prm_st_nv_host_priv_cap,
	&mlx5ctl_prm_st_nv_host_priv_conf,
	&mlx5ctl_prm_st_nv_host_sync_conf,
	&mlx5ctl_prm_st_nv_host_to_bmc,
	&mlx5ctl_prm_st_nv_hpcc_int,
	&mlx5ctl_prm_st_nv_hpcc_int_cap,
	&mlx5ctl_prm_st_nv_ib_dc_cap,
	&mlx5ctl_prm_st_nv_ib_dc_conf,
	&mlx5ctl_prm_st_nv_internal_cpu_cap,
	&mlx5ctl_prm_st_nv_internal_cpu_conf,
	&mlx5ctl_prm_st_nv_internal_hairpin_cap,
	&mlx5ctl_prm_st_nv_internal_hairpin_conf,
	&mlx5ctl_prm_st_nv_invalidate_all_timestamp,
	&mlx5ctl_prm_st_nv_kdnet_data,
	&mlx5ctl_prm_st_nv_keep_link_up,
	&mlx5ctl_prm_st_nv_link_phy_cap,
	&mlx5ctl_prm_st_nv_link_phy_conf,
	&mlx5ctl_prm_st_nv_lldp_nb_cap,
	&mlx5ctl_prm_st_nv_lldp_nb_conf,
	&mlx5ctl_prm_st_nv_lldp_nb_dcbx,
	&mlx5ctl_prm_st_nv_memic_cap,
	&mlx5ctl_prm_st_nv_memic_conf,
	&mlx5ctl_prm_st_nv_module_feature_cap,
	&mlx5ctl_prm_st_nv_module_power,
	&mlx5ctl_prm_st_nv_module_split,
	&mlx5ctl_prm_st_nv_mpfs_cap,
	&mlx5ctl_prm_st_nv_mpfs_conf,
	&mlx5ctl_prm_st_nv_nv_rom_root_ca_fingerprint,
	&mlx5ctl_prm_st_nv_nvmf_target_cap,
	&mlx5ctl_prm_st_nv_nvmf_target_conf,
	&mlx5ctl_prm_st_nv_packet_pacing,
	&mlx5ctl_prm_st_nv_pci_cap,
	&mlx5ctl_prm_st_nv_pci_conf,
	&mlx5ctl_prm_st_nv_pci_switch_evb_cap,
	&mlx5ctl_prm_st_nv_pci_switch_evb_conf,
	&mlx5ctl_prm_st_nv_performance_tuning_cap,
	&mlx5ctl_prm_st_nv_performance_tuning_conf,
	&mlx5ctl_prm_st_nv_pf_pci_conf,
	&mlx5ctl_prm_st_nv_power_cap,
	&mlx5ctl_prm_st_nv_power_conf,
	&mlx5ctl_prm_st_nv_prog_cc,
	&mlx5ctl_prm_st_nv_qos_cap,
	&mlx5ctl_prm_st_nv_qos_conf,
	&mlx5ctl_prm_st_nv_roce_1_5_conf,
	&mlx5ctl_prm_st_nv_roce_cc,
	&mlx5ctl_prm_st_nv_roce_cc_ecn,
	&mlx5ctl_prm_st_nv_roce_cc_qcn,
	&mlx5ctl_prm_st_nv_rom_banner_timeout,
	&mlx5ctl_prm_st_nv_rom_boot_conf1,
	&mlx5ctl_prm_st_nv_rom_boot_conf2,
	&mlx5ctl_prm_st_nv_rom_cap,
	&mlx5ctl_prm_st_nv_rom_debug_level,
	&mlx5ctl_prm_st_nv_rom_dhcp_vendor_id,
	&mlx5ctl_prm_st_nv_rom_flexboot_debug,
	&mlx5ctl_prm_st_nv_rom_ib_boot_conf,
	&mlx5ctl_prm_st_nv_rom_ib_dhcp_conf,
	&mlx5ctl_prm_st_nv_rom_ini,
	&mlx5ctl_prm_st_nv_rom_iscsi_connect_to_first_target,
	&mlx5ctl_prm_st_nv_rom_iscsi_connect_to_second_target,
	&mlx5ctl_prm_st_nv_rom_iscsi_dhcp,
	&mlx5ctl_prm_st_nv_rom_iscsi_first_target_addr,
	&mlx5ctl_prm_st_nv_rom_iscsi_first_target_chap_id,
	&mlx5ctl_prm_st_nv_rom_iscsi_first_target_chap_pwd,
	&mlx5ctl_prm_st_nv_rom_iscsi_first_target_lun,
	&mlx5ctl_prm_st_nv_rom_iscsi_first_target_name,
	&mlx5ctl_prm_st_nv_rom_iscsi_first_target_port,
	&mlx5ctl_prm_st_nv_rom_iscsi_general_conf,
	&mlx5ctl_prm_st_nv_rom_iscsi_initiator_chap_id,
	&mlx5ctl_prm_st_nv_rom_iscsi_initiator_chap_pwd,
	&mlx5ctl_prm_st_nv_rom_iscsi_initiator_gateway,
	&mlx5ctl_prm_st_nv_rom_iscsi_initiator_ip_addr,
	&mlx5ctl_prm_st_nv_rom_iscsi_initiator_name,
	&mlx5ctl_prm_st_nv_rom_iscsi_initiator_primary_dns_addr,
	&mlx5ctl_prm_st_nv_rom_iscsi_initiator_secondary_dns_addr,
	&mlx5ctl_prm_st_nv_rom_iscsi_initiator_subnet_mask,
	&mlx5ctl_prm_st_nv_rom_iscsi_second_target_addr,
	&mlx5ctl_prm_st_nv_rom_iscsi_second_target_chap_id,
	&mlx5ctl_prm_st_nv_rom_iscsi_second_target_chap_pwd,
	&mlx5ctl_prm_st_nv_rom_iscsi_second_target_lun,
	&mlx5ctl_prm_st_nv_rom_iscsi_second_target_name,
	&mlx5ctl_prm_st_nv_rom_iscsi_second_target_port,
	&mlx5ctl_prm_st_nv_rom_ocsd_ocbb,
	&mlx5ctl_prm_st_nv_rom_uefi_conf,
	&mlx5ctl_prm_st_nv_rom_uefi_debug_level,
	&mlx5ctl_prm_st_nv_safe_mode_conf,
	&mlx5ctl_prm_st_nv_secure_host,
	&mlx5ctl_prm_st_nv_sw_accelerate_conf,
	&mlx5ctl_prm_st_nv_sw_offload_cap,
	&mlx5ctl_prm_st_nv_sw_offload_conf,
	&mlx5ctl_prm_st_nv_tpt_conf,
	&mlx5ctl_prm_st_nv_virt_guid_addr,
	&mlx5ctl_prm_st_nv_virt_net_addr,
	&mlx5ctl_prm_st_nv_vpi_link_type,
	&mlx5ctl_prm_st_nv_vts_bank_a,
	&mlx5ctl_prm_st_nv_vts_bank_b,
	&mlx5ctl_prm_st_nv_wol_cap,
	&mlx5ctl_prm_st_nv_wol_conf,
	&mlx5ctl_prm_st_nvgre_key,
	&mlx5ctl_prm_st_nvmf_query_in,
	&mlx5ctl_prm_st_nvmf_query_out,
	&mlx5ctl_prm_st_odp_cap,
	&mlx5ctl_prm_st_odp_per_transport_service_cap,
	&mlx5ctl_prm_st_odp_scheme_cap,
	&mlx5ctl_prm_st_other_hca_cap,
	&mlx5ctl_prm_st_packet_reformat_context_in,
	&mlx5ctl_prm_st_paos_reg,
	&mlx5ctl_prm_st_pcam_enhanced_features,
	&mlx5ctl_prm_st_pcam_reg,
	&mlx5ctl_prm_st_pcam_regs_5000_to_507f,
	&mlx5ctl_prm_st_pcap_reg,
	&mlx5ctl_prm_st_pcie_perf_cntrs_grp_data_layout,
	&mlx5ctl_prm_st_pddr_advanced_opcode,
	&mlx5ctl_prm_st_pddr_module_info,
	&mlx5ctl_prm_st_pddr_monitor_opcode,
	&mlx5ctl_prm_st_pddr_operation_info_page,
	&mlx5ctl_prm_st_pddr_reg,
	&mlx5ctl_prm_st_pddr_troubleshooting_page,
	&mlx5ctl_prm_st_per_protocol_networking_offload_caps,
	&mlx5ctl_prm_st_phys_layer_cntrs,
	&mlx5ctl_prm_st_phys_layer_statistical_cntrs,
	&mlx5ctl_prm_st_pkey,
	&mlx5ctl_prm_st_pmaos_reg,
	&mlx5ctl_prm_st_pmlp_lane,
	&mlx5ctl_prm_st_pmlp_reg,
	&mlx5ctl_prm_st_pmtu_reg,
	&mlx5ctl_prm_st_port_selection_cap,
	&mlx5ctl_prm_st_postpone_connected_qp_timeout_in,
	&mlx5ctl_prm_st_postpone_connected_qp_timeout_out,
	&mlx5ctl_prm_st_ppcnt_reg,
	&mlx5ctl_prm_st_psp_cap,
	&mlx5ctl_prm_st_ptys_reg,
	&mlx5ctl_prm_st_qos_cap,
	&mlx5ctl_prm_st_qp_context_extension,
	&mlx5ctl_prm_st_qpc,
	&mlx5ctl_prm_st_qpc_extension_and_pas_list_in,
	&mlx5ctl_prm_st_query_adapter_in,
	&mlx5ctl_prm_st_query_adapter_out,
	&mlx5ctl_prm_st_query_adapter_param_block,
	&mlx5ctl_prm_st_query_adjacent_functions_id_in,
	&mlx5ctl_prm_st_query_adjacent_functions_id_out,
	&mlx5ctl_prm_st_query_burst_size_in,
	&mlx5ctl_prm_st_query_burst_size_out,
	&mlx5ctl_prm_st_query_cong_params_in,
	&mlx5ctl_prm_st_query_cong_params_out,
	&mlx5ctl_prm_st_query_cong_statistics_in,
	&mlx5ctl_prm_st_query_cong_statistics_out,
	&mlx5ctl_prm_st_query_cong_status_in,
	&mlx5ctl_prm_st_query_cong_status_out,
	&mlx5ctl_prm_st_query_cq_in,
	&mlx5ctl_prm_st_query_cq_out,
	&mlx5ctl_prm_st_query_dc_cnak_trace_in,
	&mlx5ctl_prm_st_query_dc_cnak_trace_out,
	&mlx5ctl_prm_st_query_dct_in,
	&mlx5ctl_prm_st_query_dct_out,
	&mlx5ctl_prm_st_query_delay_drop_params_in,
	&mlx5ctl_prm_st_query_delay_drop_params_out,
	&mlx5ctl_prm_st_query_delegated_vhca_in,
	&mlx5ctl_prm_st_query_delegated_vhca_out,
	&mlx5ctl_prm_st_query_diagnostic_counters_in,
	&mlx5ctl_prm_st_query_diagnostic_counters_out,
	&mlx5ctl_prm_st_query_diagnostic_params_in,
	&mlx5ctl_prm_st_query_diagnostic_params_out,
	&mlx5ctl_prm_st_query_driver_version_in,
	&mlx5ctl_prm_st_query_driver_version_out,
	&mlx5ctl_prm_st_query_eq_in,
	&mlx5ctl_prm_st_query_eq_out,
	&mlx5ctl_prm_st_query_esw_functions_in,
	&mlx5ctl_prm_st_query_esw_functions_out,
	&mlx5ctl_prm_st_query_esw_vport_context_in,
	&mlx5ctl_prm_st_query_esw_vport_context_out,
	&mlx5ctl_prm_st_query_flow_counter_in,
	&mlx5ctl_prm_st_query_flow_counter_out,
	&mlx5ctl_prm_st_query_flow_group_in,
	&mlx5ctl_prm_st_query_flow_group_out,
	&mlx5ctl_prm_st_query_flow_table_in,
	&mlx5ctl_prm_st_query_flow_table_out,
	&mlx5ctl_prm_st_query_fte_in,
	&mlx5ctl_prm_st_query_fte_out,
	&mlx5ctl_prm_st_query_hca_cap_in,
	&mlx5ctl_prm_st_query_hca_cap_out,
	&mlx5ctl_prm_st_query_hca_vport_context_in,
	&mlx5ctl_prm_st_query_hca_vport_context_out,
	&mlx5ctl_prm_st_query_hca_vport_gid_in,
	&mlx5ctl_prm_st_query_hca_vport_gid_out,
	&mlx5ctl_prm_st_query_hca_vport_pkey_in,
	&mlx5ctl_prm_st_query_hca_vport_pkey_out,
	&mlx5ctl_prm_st_query_issi_in,
	&mlx5ctl_prm_st_query_issi_out,
	&mlx5ctl_prm_st_query_l2_table_entry_in,
	&mlx5ctl_prm_st_query_l2_table_entry_out,
	&mlx5ctl_prm_st_query_lag_in,
	&mlx5ctl_prm_st_query_lag_out,
	&mlx5ctl_prm_st_query_mad_demux_in,
	&mlx5ctl_prm_st_query_mad_demux_out,
	&mlx5ctl_prm_st_query_match_sample_info_in,
	&mlx5ctl_prm_st_query_match_sample_info_out,
	&mlx5ctl_prm_st_query_mkey_in,
	&mlx5ctl_prm_st_query_mkey_out,
	&mlx5ctl_prm_st_query_modify_header_context_in,
	&mlx5ctl_prm_st_query_modify_header_context_out,
	&mlx5ctl_prm_st_query_mtt_in,
	&mlx5ctl_prm_st_query_mtt_out,
	&mlx5ctl_prm_st_query_nic_vport_context_in,
	&mlx5ctl_prm_st_query_nic_vport_context_out,
	&mlx5ctl_prm_st_query_other_hca_cap_in,
	&mlx5ctl_prm_st_query_other_hca_cap_out,
	&mlx5ctl_prm_st_query_packet_reformat_context_in,
	&mlx5ctl_prm_st_query_packet_reformat_context_out,
	&mlx5ctl_prm_st_query_pages_in,
	&mlx5ctl_prm_st_query_pages_out,
	&mlx5ctl_prm_st_query_psv_in,
	&mlx5ctl_prm_st_query_psv_out,
	&mlx5ctl_prm_st_query_q_counter_in,
	&mlx5ctl_prm_st_query_q_counter_out,
	&mlx5ctl_prm_st_query_qp_in,
	&mlx5ctl_prm_st_query_qp_out,
	&mlx5ctl_prm_st_query_rate_limit_in,
	&mlx5ctl_prm_st_query_rate_limit_out,
	&mlx5ctl_prm_st_query_rdb_in,
	&mlx5ctl_prm_st_query_rdb_out,
	&mlx5ctl_prm_st_query_rmp_in,
	&mlx5ctl_prm_st_query_rmp_out,
	&mlx5ctl_prm_st_query_roce_address_in,
	&mlx5ctl_prm_st_query_roce_address_out,
	&mlx5ctl_prm_st_query_rq_in,
	&mlx5ctl_prm_st_query_rq_out,
	&mlx5ctl_prm_st_query_rqt_in,
	&mlx5ctl_prm_st_query_rqt_out,
	&mlx5ctl_prm_st_query_rsv_resources_in,
	&mlx5ctl_prm_st_query_rsv_resources_out,
	&mlx5ctl_prm_st_query_sched_queue_in,
	&mlx5ctl_prm_st_query_sched_queue_out,
	&mlx5ctl_prm_st_query_scheduling_element_in,
	&mlx5ctl_prm_st_query_scheduling_element_out,
	&mlx5ctl_prm_st_query_sf_partitions_in,
	&mlx5ctl_prm_st_query_sf_partitions_out,
	&mlx5ctl_prm_st_query_special_contexts_in,
	&mlx5ctl_prm_st_query_special_contexts_out,
	&mlx5ctl_prm_st_query_sq_in,
	&mlx5ctl_prm_st_query_sq_out,
	&mlx5ctl_prm_st_query_srq_in,
	&mlx5ctl_prm_st_query_srq_out,
	&mlx5ctl_prm_st_query_tir_in,
	&mlx5ctl_prm_st_query_tir_out,
	&mlx5ctl_prm_st_query_tis_in,
	&mlx5ctl_prm_st_query_tis_out,
	&mlx5ctl_prm_st_query_uctx_in,
	&mlx5ctl_prm_st_query_uctx_out,
	&mlx5ctl_prm_st_query_umem_in,
	&mlx5ctl_prm_st_query_umem_out,
	&mlx5ctl_prm_st_query_vhca_migration_state_in,
	&mlx5ctl_prm_st_query_vhca_migration_state_out,
	&mlx5ctl_prm_st_query_vhca_state_in,
	&mlx5ctl_prm_st_query_vhca_state_out,
	&mlx5ctl_prm_st_query_vnic_env_in,
	&mlx5ctl_prm_st_query_vnic_env_out,
	&mlx5ctl_prm_st_query_vport_counter_in,
	&mlx5ctl_prm_st_query_vport_counter_out,
	&mlx5ctl_prm_st_query_vport_state_in,
	&mlx5ctl_prm_st_query_vport_state_out,
	&mlx5ctl_prm_st_query_vuid_in,
	&mlx5ctl_prm_st_query_vuid_out,
	&mlx5ctl_prm_st_query_wol_rol_in,
	&mlx5ctl_prm_st_query_wol_rol_out,
	&mlx5ctl_prm_st_query_xrc_srq_in,
	&mlx5ctl_prm_st_query_xrc_srq_out,
	&mlx5ctl_prm_st_query_xrq_dc_params_entry_in,
	&mlx5ctl_prm_st_query_xrq_dc_params_entry_out,
	&mlx5ctl_prm_st_query_xrq_error_params_in,
	&mlx5ctl_prm_st_query_xrq_error_params_out,
	&mlx5ctl_prm_st_query_xrq_in,
	&mlx5ctl_prm_st_query_xrq_out,
	&mlx5ctl_prm_st_rcr_reg,
	&mlx5ctl_prm_st_resource_dump,
	&mlx5ctl_prm_st_resource_dump_command_segment,
	&mlx5ctl_prm_st_resource_dump_error_segment,
	&mlx5ctl_prm_st_resource_dump_info_segment,
	&mlx5ctl_prm_st_resource_dump_menu_record,
	&mlx5ctl_prm_st_resource_dump_menu_segment,
	&mlx5ctl_prm_st_resource_dump_resource_segment,
	&mlx5ctl_prm_st_resource_dump_segment_header,
	&mlx5ctl_prm_st_resource_dump_terminate_segment,
	&mlx5ctl_prm_st_rmpc,
	&mlx5ctl_prm_st_roce_addr_layout,
	&mlx5ctl_prm_st_roce_cap,
	&mlx5ctl_prm_st_rq_num,
	&mlx5ctl_prm_st_rqc,
	&mlx5ctl_prm_st_rqtc,
	&mlx5ctl_prm_st_rx_hash_field_select,
	&mlx5ctl_prm_st_scheduling_context,
	&mlx5ctl_prm_st_set_diagnostic_params_in,
	&mlx5ctl_prm_st_set_diagnostic_params_out,
	&mlx5ctl_prm_st_set_hca_cap_in,
	&mlx5ctl_prm_st_set_hca_cap_out,
	&mlx5ctl_prm_st_set_issi_in,
	&mlx5ctl_prm_st_set_issi_out,
	&mlx5ctl_prm_st_set_pp_rate_limit_context,
	&mlx5ctl_prm_st_sf_partition,
	&mlx5ctl_prm_st_shampo_cap,
	&mlx5ctl_prm_st_sqc,
	&mlx5ctl_prm_st_srqc,
	&mlx5ctl_prm_st_tag_matching_topology_context,
	&mlx5ctl_prm_st_teardown_hca_in,
	&mlx5ctl_prm_st_teardown_hca_out,
	&mlx5ctl_prm_st_tirc,
	&mlx5ctl_prm_st_tisc,
	&mlx5ctl_prm_st_tlp_dev_emu_capabilities,
	&mlx5ctl_prm_st_traffic_counter,
	&mlx5ctl_prm_st_uar_page,
	&mlx5ctl_prm_st_uctx,
	&mlx5ctl_prm_st_umem,
	&mlx5ctl_prm_st_vhca_state_context,
	&mlx5ctl_prm_st_vlan,
	&mlx5ctl_prm_st_vnic_diagnostic_statistics,
	&mlx5ctl_prm_st_wq,
	&mlx5ctl_prm_st_xrc_srqc,
	&mlx5ctl_prm_st_xrqc,
};
const unsigned int mlx5ctl_prm_nstructs = sizeof(mlx5ctl_prm_structs) / sizeof(mlx5ctl_prm_structs[0]);

static const struct mlx5ctl_scrub_desc scrub_query_mkey[] = {
	{ "memory_key_mkey_entry.mkey_7_0", 0xb8, 0x8, "The key byte: with the index it is the key itself (lkey / rkey), the owner's to hand out" },
	{ "memory_key_mkey_entry.start_addr", 0x100, 0x40, "The start address: for the kernel's keys a kernel virtual or physical address" },
	{ "bsf0_klm0_pas_mtt0_1", 0x880, 0x80, "Inline translations: physical addresses" },
	{ "bsf1_klm1_pas_mtt2_3", 0x900, 0x80, "Inline translations: physical addresses" },
};

static const struct mlx5ctl_scrub_desc scrub_query_special_contexts[] = {
	{ "resd_lkey", 0x60, 0x20, "The reserved lkey: local access to all of physical memory for a queue allowed to use it; the kernel's key" },
};

static const struct mlx5ctl_scrub_desc scrub_query_eq[] = {
	{ "eq_context_entry.uar_page", 0xe8, 0x18, "The kernel's doorbell page for this EQ: nothing a debugger needs, a target for one who could map it" },
	{ "pas", 0x880, 0x0, "Bus (physical) addresses of the kernel's EQ buffer: they locate kernel memory" },
};

static const struct mlx5ctl_scrub_desc scrub_query_cq[] = {
	{ "cq_context.uar_page", 0xe8, 0x18, "The doorbell (UAR) page the queue rings: the kernel's, nothing a debugger needs" },
	{ "cq_context.dbr_addr", 0x240, 0x40, "The doorbell record's bus (physical) address: the kernel's memory" },
	{ "pas", 0x880, 0x0, "The queue buffer's page addresses: bus (physical) addresses of the kernel's memory" },
};

static const struct mlx5ctl_scrub_desc scrub_query_qp[] = {
	{ "qpc.uar_page", 0x128, 0x18, "The doorbell (UAR) page the queue rings: the kernel's, nothing a debugger needs" },
	{ "qpc.dbr_addr", 0x5c0, 0x40, "The doorbell record's bus (physical) address: the kernel's memory" },
	{ "qpc.q_key", 0x600, 0x20, "The Q_Key a UD QP accepts datagrams with: a key of the QP's owner" },
	{ "qpc.dc_access_key", 0x700, 0x40, "The DC access key: whoever has it may send to the owner's DC targets" },
	{ "qp_pas_or_qpc_ext_and_pas", 0x880, 0x600, "Page addresses (without qpc_ext; with it, the extension, whose error syndrome goes too: the rule cannot tell the union's layouts apart)" },
	{ "pas", 0xe80, 0x0, "The queue buffer's page addresses: bus (physical) addresses of the kernel's memory" },
};

static const struct mlx5ctl_scrub_desc scrub_query_srq[] = {
	{ "srq_context_entry.dbr_addr", 0x1c0, 0x40, "The doorbell record's bus (physical) address: the kernel's memory" },
	{ "pas", 0x880, 0x0, "The queue buffer's page addresses: bus (physical) addresses of the kernel's memory" },
};

static const struct mlx5ctl_scrub_desc scrub_query_xrc_srq[] = {
	{ "xrc_srq_context_entry.db_record_addr_h", 0x1c0, 0x20, "The doorbell record's bus (physical) address: the kernel's memory" },
	{ "xrc_srq_context_entry.db_record_addr_l", 0x1e0, 0x1e, "The doorbell record's bus (physical) address: the kernel's memory" },
	{ "pas", 0x880, 0x0, "The queue buffer's page addresses: bus (physical) addresses of the kernel's memory" },
};

static const struct mlx5ctl_scrub_desc scrub_query_dct[] = {
	{ "dct_context_entry.dc_access_key", 0x180, 0x40, "The DC access key: whoever has it may send to this DC target" },
};

static const struct mlx5ctl_scrub_desc scrub_query_xrq[] = {
	{ "xrq_context.wq.uar_page", 0x4e8, 0x18, "The doorbell (UAR) page the queue rings: the kernel's, nothing a debugger needs" },
	{ "xrq_context.wq.dbr_addr", 0x500, 0x40, "The doorbell record's bus (physical) address: the kernel's memory" },
	{ "xrq_context.wq.pas", 0xa80, 0x0, "The queue buffer's page addresses: bus (physical) addresses of the kernel's memory" },
};

static const struct mlx5ctl_scrub_desc scrub_query_sq[] = {
	{ "sq_context.wq.uar_page", 0x2e8, 0x18, "The doorbell (UAR) page the queue rings: the kernel's, nothing a debugger needs" },
	{ "sq_context.wq.dbr_addr", 0x300, 0x40, "The doorbell record's bus (physical) address: the kernel's memory" },
	{ "sq_context.wq.pas", 0x880, 0x0, "The queue buffer's page addresses: bus (physical) addresses of the kernel's memory" },
};

static const struct mlx5ctl_scrub_desc scrub_query_rq[] = {
	{ "rq_context.wq.uar_page", 0x2e8, 0x18, "The doorbell (UAR) page the queue rings: the kernel's, nothing a debugger needs" },
	{ "rq_context.wq.dbr_addr", 0x300, 0x40, "The doorbell record's bus (physical) address: the kernel's memory" },
	{ "rq_context.wq.pas", 0x880, 0x0, "The queue buffer's page addresses: bus (physical) addresses of the kernel's memory" },
};

static const struct mlx5ctl_scrub_desc scrub_query_rmp[] = {
	{ "rmp_context.wq.uar_page", 0x2e8, 0x18, "The doorbell (UAR) page the queue rings: the kernel's, nothing a debugger needs" },
	{ "rmp_context.wq.dbr_addr", 0x300, 0x40, "The doorbell record's bus (physical) address: the kernel's memory" },
	{ "rmp_context.wq.pas", 0x880, 0x0, "The queue buffer's page addresses: bus (physical) addresses of the kernel's memory" },
};

static const struct mlx5ctl_scrub_desc scrub_query_umem[] = {
	{ "umem.mtt", 0x180, 0x0, "The bus (physical) addresses of the pinned pages: where the kernel's allocator put them is not user space's to know" },
};

static const uint32_t rule_ppcnt_0[] = { 0x0 };
static const struct mlx5ctl_reg_rule rules_ppcnt[] = {
	{ "clr", false, false,
	  rule_ppcnt_0, 1, "Clears the group (grp 63: every group) as it reads it - the PRM: 'can be set for both Set() and Get()'; the model does. mlx5e's ethtool statistics and every other reader of the port counters would go back to 0, as QUERY_VPORT_COUNTER's clear would: must be 0 for a debug-read caller. PPCNT has no user write, so nothing lifts it" },
};

static const uint32_t rule_pmaos_0[] = { 0x0 };
static const struct mlx5ctl_reg_rule rules_pmaos[] = {
	{ "rst", false, false,
	  rule_pmaos_0, 1, "Resets the module (the PRM: a toggle; a plugged module goes back to initializing), dropping the link the kernel runs on. Whether a Get() acts on it is not public: worst plausible, it does (the model counts it, module_resets). PMAOS has no user write: must be 0 for a debug-read caller" },
};

static const uint32_t rule_pddr_0[] = { 0x0, 0x1, 0x2, 0x3 };
static const struct mlx5ctl_reg_rule rules_pddr[] = {
	{ "page_select", false, false,
	  rule_pddr_0, 4, "Only the pages the spec describes (0-3). The PRM's others include the PHY debug page (0xff), whose tracer_enable and reset_tracer act on the read that carries them (PDDR has no write: its controls ride on a read), and the event pages (4, 5), cleared through clr_mask: their layouts are not in the spec, so a debug read names none of them" },
};

static const uint32_t rule_mtmp_0[] = { 0x0 };
static const uint32_t rule_mtmp_1[] = { 0x0 };
static const uint32_t rule_mtmp_2[] = { 0x0 };
static const struct mlx5ctl_reg_rule rules_mtmp[] = {
	{ "mtr", false, true,
	  rule_mtmp_0, 1, "Restarts maximum tracking from the current temperature. It acts on a read: mlx5_core's hwmon resets temp*_highest with mtr in a read (hwmon.c, mlx5_hwmon_reset_max_temp), and the model does the same. It is what a write does, and changes what hwmon reports: the read takes the write's scope (debug-write)" },
	{ "weme", false, true,
	  rule_mtmp_1, 1, "Warning events modify enable: with it tee and the thresholds are taken (the PRM: OP, as mtr). Whether a Get() acts on it is not public: worst plausible, it does (the kernel logs the temperature warnings this turns off): the read takes the write's scope" },
	{ "sdme", false, true,
	  rule_mtmp_2, 1, "Shut-down events modify enable: with it sdee is taken (the PRM: OP). Worst plausible, a Get() acts on it: the read takes the write's scope" },
};

static const uint32_t rule_mcia_0[] = { 0x0 };
static const uint32_t rule_mcia_1[] = { 0x0 };
static const struct mlx5ctl_reg_rule rules_mcia[] = {
	{ "l", false, false,
	  rule_mcia_0, 1, "Locks the cable to this caller's accesses (the PRM: for a cable firmware update): the kernel's own module reads (ethtool -m) would fail. Whether a Get() takes it is not public: worst plausible, it does; MCIA has no user write: must be 0 for a debug-read caller" },
	{ "password", false, false,
	  rule_mcia_1, 1, "Written to the module's password field (the PRM: OP) to unlock its protected pages: a write to the module, not a read. Must be 0 for a debug-read caller" },
};

static const uint32_t rule_mpcnt_0[] = { 0x0 };
static const struct mlx5ctl_reg_rule rules_mpcnt[] = {
	{ "clr", false, false,
	  rule_mpcnt_0, 1, "Clears the group as it reads it - the PRM: 'can be set for both Set() and Get()'; the model does (life_time_counter starts over). mlx5e's ethtool PCIe statistics and every other reader would go back to 0: must be 0 for a debug-read caller; MPCNT has no user write" },
};

const struct mlx5ctl_cmd_desc mlx5ctl_prm_commands[] = {
	{ .name = "QUERY_HCA_CAP", .doc = "Query one capability page, maximum or current", .opcode = 0x100,
	  .scope = "debug-read", .op_mod = "(cap_type << 1) | hca_cap_op_mod",
	  .in = &mlx5ctl_prm_st_query_hca_cap_in, .out = &mlx5ctl_prm_st_query_hca_cap_out,
	  .accesses_register = false },
	{ .name = "QUERY_ADAPTER", .doc = "Query adapter identity (PSID, vendor data; upstream: configuration scope, here debug-read: the same CAP_SYS_ADMIN, no audit line for a read)", .opcode = 0x101,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_adapter_in, .out = &mlx5ctl_prm_st_query_adapter_out,
	  .accesses_register = false },
	{ .name = "INIT_HCA", .doc = "Initialise the HCA after capabilities are set", .opcode = 0x102,
	  .scope = "kernel-only", .op_mod = "",
	  .in = &mlx5ctl_prm_st_init_hca_in, .out = &mlx5ctl_prm_st_init_hca_out,
	  .accesses_register = false },
	{ .name = "TEARDOWN_HCA", .doc = "Tear the HCA down", .opcode = 0x103,
	  .scope = "kernel-only", .op_mod = "",
	  .in = &mlx5ctl_prm_st_teardown_hca_in, .out = &mlx5ctl_prm_st_teardown_hca_out,
	  .accesses_register = false },
	{ .name = "ENABLE_HCA", .doc = "Enable the function", .opcode = 0x104,
	  .scope = "kernel-only", .op_mod = "",
	  .in = &mlx5ctl_prm_st_enable_hca_in, .out = &mlx5ctl_prm_st_enable_hca_out,
	  .accesses_register = false },
	{ .name = "DISABLE_HCA", .doc = "Disable the function", .opcode = 0x105,
	  .scope = "kernel-only", .op_mod = "",
	  .in = &mlx5ctl_prm_st_disable_hca_in, .out = &mlx5ctl_prm_st_disable_hca_out,
	  .accesses_register = false },
	{ .name = "QUERY_PAGES", .doc = "Ask how many pages the firmware needs (upstream fwctl/mlx5: debug-read)", .opcode = 0x107,
	  .scope = "debug-read", .op_mod = "pages_op_mod",
	  .op_mod_enum = &mlx5ctl_prm_en_pages_op_mod,
	  .in = &mlx5ctl_prm_st_query_pages_in, .out = &mlx5ctl_prm_st_query_pages_out,
	  .accesses_register = false },
	{ .name = "MANAGE_PAGES", .doc = "Give pages to or take them from the firmware", .opcode = 0x108,
	  .scope = "kernel-only", .op_mod = "manage_pages_op_mod",
	  .op_mod_enum = &mlx5ctl_prm_en_manage_pages_op_mod,
	  .in = &mlx5ctl_prm_st_manage_pages_in, .out = &mlx5ctl_prm_st_manage_pages_out,
	  .accesses_register = false },
	{ .name = "SET_HCA_CAP", .doc = "Set the current value of settable capabilities (of another function, from user space)", .opcode = 0x109,
	  .scope = "configuration", .op_mod = "cap_type << 1",
	  .in = &mlx5ctl_prm_st_set_hca_cap_in, .out = &mlx5ctl_prm_st_set_hca_cap_out,
	  .accesses_register = false },
	{ .name = "QUERY_ISSI", .doc = "Query the supported interface step sequence ids", .opcode = 0x10a,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_issi_in, .out = &mlx5ctl_prm_st_query_issi_out,
	  .accesses_register = false },
	{ .name = "SET_ISSI", .doc = "Select the interface step sequence id", .opcode = 0x10b,
	  .scope = "kernel-only", .op_mod = "",
	  .in = &mlx5ctl_prm_st_set_issi_in, .out = &mlx5ctl_prm_st_set_issi_out,
	  .accesses_register = false },
	{ .name = "QUERY_DRIVER_VERSION", .doc = "The driver version string the driver set (mlx5_core sets one only when the capability driver_version is on; the model's is off: empty)", .opcode = 0x10c,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_driver_version_in, .out = &mlx5ctl_prm_st_query_driver_version_out,
	  .accesses_register = false },
	{ .name = "QUERY_OTHER_HCA_CAP", .doc = "Another function's capabilities (upstream: configuration scope). The emulated card has one function, 0 (no VFs or SFs): others answer BAD_PARAM_ERR", .opcode = 0x10e,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_other_hca_cap_in, .out = &mlx5ctl_prm_st_query_other_hca_cap_out,
	  .queries = "OTHER_HCA_CAP", .query_id = "function_id",
	  .answers = "device", .answers_why = "",
	  .accesses_register = false },
	{ .name = "QUERY_SF_PARTITION", .doc = "The scalable function partitions (the modelled function has none: sf is off, num_sf_partitions 0)", .opcode = 0x111,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_sf_partitions_in, .out = &mlx5ctl_prm_st_query_sf_partitions_out,
	  .accesses_register = false },
	{ .name = "QUERY_VHCA_MIGRATION_STATE", .doc = "Live migration state of a function: the capability migration is off, so BAD_PARAM_ERR, NOT_SUPPORTED", .opcode = 0x117,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_vhca_migration_state_in, .out = &mlx5ctl_prm_st_query_vhca_migration_state_out,
	  .accesses_register = false },
	{ .name = "CREATE_MKEY", .doc = "Create a memory key over a UMEM of the caller (mkey_umem_valid, MTT), for dumps into user memory", .opcode = 0x200,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_create_mkey_in, .out = &mlx5ctl_prm_st_create_mkey_out,
	  .creates = "MKEY", .destroy = "DESTROY_MKEY",
	  .create_id = "mkey_index", .destroy_id = "mkey_index",
	  .accesses_register = false },
	{ .name = "QUERY_MKEY", .doc = "Query a memory key", .opcode = 0x201,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_mkey_in, .out = &mlx5ctl_prm_st_query_mkey_out,
	  .queries = "MKEY", .query_id = "mkey_index",
	  .answers = "any", .answers_why = "Not public. Worst plausible, and what upstream fwctl/mlx5 implies (it allows QUERY_MKEY at debug-read to a UID that cannot create one): the model answers any live UID for any MKEY, the kernel's and other files' included; the scrub rules remove the key byte, the start address and the inline translations",
	  .scrub = scrub_query_mkey, .nscrub = 4,
	  .accesses_register = false },
	{ .name = "DESTROY_MKEY", .doc = "Destroy a memory key", .opcode = 0x202,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_destroy_mkey_in, .out = &mlx5ctl_prm_st_destroy_mkey_out,
	  .accesses_register = false },
	{ .name = "QUERY_SPECIAL_CONTEXTS", .doc = "The reserved, null, dump-fill and terminate memory keys the device offers", .opcode = 0x203,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_special_contexts_in, .out = &mlx5ctl_prm_st_query_special_contexts_out,
	  .scrub = scrub_query_special_contexts, .nscrub = 1,
	  .accesses_register = false },
	{ .name = "CREATE_EQ", .doc = "Create an event queue (completion EQs carry the shared-resource UID 0xffff)", .opcode = 0x301,
	  .scope = "kernel-only", .op_mod = "",
	  .in = &mlx5ctl_prm_st_create_eq_in, .out = &mlx5ctl_prm_st_create_eq_out,
	  .accesses_register = false },
	{ .name = "DESTROY_EQ", .doc = "Destroy an event queue", .opcode = 0x302,
	  .scope = "kernel-only", .op_mod = "",
	  .in = &mlx5ctl_prm_st_destroy_eq_in, .out = &mlx5ctl_prm_st_destroy_eq_out,
	  .accesses_register = false },
	{ .name = "QUERY_EQ", .doc = "Query an event queue's context", .opcode = 0x303,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_eq_in, .out = &mlx5ctl_prm_st_query_eq_out,
	  .queries = "EQ", .query_id = "eq_number",
	  .answers = "any", .answers_why = "The EQs are the kernel's (uid 0; mlx5_core's completion EQs the shared-resource uid 0xffff, which user CQs name). Whether real firmware answers a user UID is not public: the model does (worst plausible), with the EQ's real page addresses; the scrub rules remove them and the doorbell page",
	  .scrub = scrub_query_eq, .nscrub = 2,
	  .accesses_register = false },
	{ .name = "QUERY_CQ", .doc = "Query a completion queue (the model creates none (no CREATE of its kind): every number answers BAD_RES_ERR, syndrome NO_OBJECT)", .opcode = 0x402,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_cq_in, .out = &mlx5ctl_prm_st_query_cq_out,
	  .queries = "CQ", .query_id = "cqn",
	  .answers = "any", .answers_why = "Not public. Worst plausible, and what upstream fwctl/mlx5 implies by allowing it at debug-read to a UID that can create nothing of its kind: a user UID is answered for any UID's object, the kernel's included. The scrub rules keep page addresses, doorbell records and keys out of what user space sees",
	  .scrub = scrub_query_cq, .nscrub = 3,
	  .accesses_register = false },
	{ .name = "QUERY_QP", .doc = "Query a queue pair (the model creates none (no CREATE of its kind): every number answers BAD_RES_ERR, syndrome NO_OBJECT)", .opcode = 0x50b,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_qp_in, .out = &mlx5ctl_prm_st_query_qp_out,
	  .queries = "QP", .query_id = "qpn",
	  .answers = "any", .answers_why = "Not public. Worst plausible, and what upstream fwctl/mlx5 implies by allowing it at debug-read to a UID that can create nothing of its kind: a user UID is answered for any UID's object, the kernel's included. The scrub rules keep page addresses, doorbell records and keys out of what user space sees",
	  .scrub = scrub_query_qp, .nscrub = 6,
	  .accesses_register = false },
	{ .name = "QUERY_RDB", .doc = "Query a QP's read descriptor buffer (layout not in Linux 6.12's headers: qpn only; no QP exists, so BAD_RES_ERR)", .opcode = 0x512,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_rdb_in, .out = &mlx5ctl_prm_st_query_rdb_out,
	  .queries = "RDB", .query_id = "qpn",
	  .answers = "any", .answers_why = "Not public. Worst plausible, and what upstream fwctl/mlx5 implies by allowing it at debug-read to a UID that can create nothing of its kind: a user UID is answered for any UID's object, the kernel's included. The scrub rules keep page addresses, doorbell records and keys out of what user space sees",
	  .accesses_register = false },
	{ .name = "QUERY_PSV", .doc = "Query a signature PSV (layout not in Linux 6.12's headers: psv_index only; the model creates none: BAD_RES_ERR)", .opcode = 0x602,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_psv_in, .out = &mlx5ctl_prm_st_query_psv_out,
	  .queries = "PSV", .query_id = "psv_index",
	  .answers = "any", .answers_why = "Not public. Worst plausible, and what upstream fwctl/mlx5 implies by allowing it at debug-read to a UID that can create nothing of its kind: a user UID is answered for any UID's object, the kernel's included. The scrub rules keep page addresses, doorbell records and keys out of what user space sees",
	  .accesses_register = false },
	{ .name = "QUERY_SRQ", .doc = "Query a shared receive queue (the model creates none (no CREATE of its kind): every number answers BAD_RES_ERR, syndrome NO_OBJECT)", .opcode = 0x702,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_srq_in, .out = &mlx5ctl_prm_st_query_srq_out,
	  .queries = "SRQ", .query_id = "srqn",
	  .answers = "any", .answers_why = "Not public. Worst plausible, and what upstream fwctl/mlx5 implies by allowing it at debug-read to a UID that can create nothing of its kind: a user UID is answered for any UID's object, the kernel's included. The scrub rules keep page addresses, doorbell records and keys out of what user space sees",
	  .scrub = scrub_query_srq, .nscrub = 2,
	  .accesses_register = false },
	{ .name = "QUERY_XRC_SRQ", .doc = "Query an XRC shared receive queue (the model creates none (no CREATE of its kind): every number answers BAD_RES_ERR, syndrome NO_OBJECT)", .opcode = 0x707,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_xrc_srq_in, .out = &mlx5ctl_prm_st_query_xrc_srq_out,
	  .queries = "XRC_SRQ", .query_id = "xrc_srqn",
	  .answers = "any", .answers_why = "Not public. Worst plausible, and what upstream fwctl/mlx5 implies by allowing it at debug-read to a UID that can create nothing of its kind: a user UID is answered for any UID's object, the kernel's included. The scrub rules keep page addresses, doorbell records and keys out of what user space sees",
	  .scrub = scrub_query_xrc_srq, .nscrub = 3,
	  .accesses_register = false },
	{ .name = "QUERY_DCT", .doc = "Query a DC target (the model creates none (no CREATE of its kind): every number answers BAD_RES_ERR, syndrome NO_OBJECT)", .opcode = 0x713,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_dct_in, .out = &mlx5ctl_prm_st_query_dct_out,
	  .queries = "DCT", .query_id = "dctn",
	  .answers = "any", .answers_why = "Not public. Worst plausible, and what upstream fwctl/mlx5 implies by allowing it at debug-read to a UID that can create nothing of its kind: a user UID is answered for any UID's object, the kernel's included. The scrub rules keep page addresses, doorbell records and keys out of what user space sees",
	  .scrub = scrub_query_dct, .nscrub = 1,
	  .accesses_register = false },
	{ .name = "QUERY_DC_CNAK_TRACE", .doc = "Query the DC CNAK trace (layout not public: the model answers BAD_PARAM_ERR, syndrome NOT_MODELLED)", .opcode = 0x716,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_dc_cnak_trace_in, .out = &mlx5ctl_prm_st_query_dc_cnak_trace_out,
	  .accesses_register = false },
	{ .name = "QUERY_XRQ", .doc = "Query an extended (tag matching) receive queue (the model creates none (no CREATE of its kind): every number answers BAD_RES_ERR, syndrome NO_OBJECT)", .opcode = 0x719,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_xrq_in, .out = &mlx5ctl_prm_st_query_xrq_out,
	  .queries = "XRQ", .query_id = "xrqn",
	  .answers = "any", .answers_why = "Not public. Worst plausible, and what upstream fwctl/mlx5 implies by allowing it at debug-read to a UID that can create nothing of its kind: a user UID is answered for any UID's object, the kernel's included. The scrub rules keep page addresses, doorbell records and keys out of what user space sees",
	  .scrub = scrub_query_xrq, .nscrub = 3,
	  .accesses_register = false },
	{ .name = "QUERY_NVMF_BACKEND_CONTROLLER", .doc = "NVMe-oF target offload: a backend controller", .opcode = 0x722,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_nvmf_query_in, .out = &mlx5ctl_prm_st_nvmf_query_out,
	  .accesses_register = false },
	{ .name = "QUERY_XRQ_DC_PARAMS_ENTRY", .doc = "Query an XRQ's DC parameters entry (layout not in Linux 6.12's headers: xrqn only; no XRQ exists: BAD_RES_ERR)", .opcode = 0x725,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_xrq_dc_params_entry_in, .out = &mlx5ctl_prm_st_query_xrq_dc_params_entry_out,
	  .accesses_register = false },
	{ .name = "QUERY_XRQ_ERROR_PARAMS", .doc = "Query an XRQ's error parameters (layout not in Linux 6.12's headers: xrqn only; no XRQ exists: BAD_RES_ERR)", .opcode = 0x727,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_xrq_error_params_in, .out = &mlx5ctl_prm_st_query_xrq_error_params_out,
	  .accesses_register = false },
	{ .name = "QUERY_NVMF_NAMESPACE_CONTEXT", .doc = "NVMe-oF target offload: a namespace", .opcode = 0x728,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_nvmf_query_in, .out = &mlx5ctl_prm_st_nvmf_query_out,
	  .accesses_register = false },
	{ .name = "QUERY_ADJACENT_FUNCTIONS_ID", .doc = "The adjacent functions (PFs and VFs of other hosts) the caller's function may manage: query_adjacent_functions_id is 0 on the modelled card, BAD_PARAM_ERR, NOT_SUPPORTED", .opcode = 0x730,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_adjacent_functions_id_in, .out = &mlx5ctl_prm_st_query_adjacent_functions_id_out,
	  .accesses_register = false },
	{ .name = "DELEGATE_VHCA_MANAGEMENT", .doc = "Delegate the management of the function's own VFs to an adjacent PF (a configuration of the card, as upstream grants it): delegate_vhca_max is 0 on the modelled card (no VFs), BAD_PARAM_ERR, NOT_SUPPORTED", .opcode = 0x731,
	  .scope = "configuration", .op_mod = "",
	  .in = &mlx5ctl_prm_st_delegate_vhca_management_in, .out = &mlx5ctl_prm_st_delegate_vhca_management_out,
	  .accesses_register = false },
	{ .name = "QUERY_DELEGATED_VHCA", .doc = "The functions delegated to the caller's function, with their PCI ids and management profile: delegated_vhca_max is 0 on the modelled card, BAD_PARAM_ERR, NOT_SUPPORTED", .opcode = 0x732,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_delegated_vhca_in, .out = &mlx5ctl_prm_st_query_delegated_vhca_out,
	  .tail_in = NULL, .tail_out = "delegated_function_vhca_rid_info",
	  .tail_count = NULL,
	  .accesses_register = false },
	{ .name = "QUERY_ESW_FUNCTIONS", .doc = "The host PF and VFs an e-switch manager (ECPF) sees (upstream: configuration scope). The modelled function is no e-switch manager: BAD_PARAM_ERR, NOT_SUPPORTED", .opcode = 0x740,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_esw_functions_in, .out = &mlx5ctl_prm_st_query_esw_functions_out,
	  .accesses_register = false },
	{ .name = "QUERY_VPORT_STATE", .doc = "Query a virtual port's state", .opcode = 0x750,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_vport_state_in, .out = &mlx5ctl_prm_st_query_vport_state_out,
	  .queries = "VPORT", .query_id = "vport_number",
	  .answers = "device", .answers_why = "",
	  .accesses_register = false },
	{ .name = "QUERY_ESW_VPORT_CONTEXT", .doc = "An e-switch vport's VLAN and trust context; needs an e-switch manager, which the modelled function is not: BAD_PARAM_ERR, NOT_SUPPORTED", .opcode = 0x752,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_esw_vport_context_in, .out = &mlx5ctl_prm_st_query_esw_vport_context_out,
	  .accesses_register = false },
	{ .name = "QUERY_NIC_VPORT_CONTEXT", .doc = "The function's NIC vport: permanent MAC, MTU, RoCE, promiscuity (vport 0 only; another vport needs an e-switch manager)", .opcode = 0x754,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_nic_vport_context_in, .out = &mlx5ctl_prm_st_query_nic_vport_context_out,
	  .queries = "NIC_VPORT", .query_id = "vport_number",
	  .answers = "device", .answers_why = "",
	  .accesses_register = false },
	{ .name = "QUERY_ROCE_ADDRESS", .doc = "One RoCE address (GID) table entry (upstream: configuration scope); the model's table holds none set: entries read as zeros", .opcode = 0x760,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_roce_address_in, .out = &mlx5ctl_prm_st_query_roce_address_out,
	  .queries = "ROCE_ADDRESS", .query_id = "roce_address_index",
	  .answers = "device", .answers_why = "",
	  .accesses_register = false },
	{ .name = "QUERY_HCA_VPORT_CONTEXT", .doc = "The function's HCA vport: port state, MTU, GID and P_Key table sizes (upstream: configuration scope)", .opcode = 0x762,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_hca_vport_context_in, .out = &mlx5ctl_prm_st_query_hca_vport_context_out,
	  .queries = "HCA_VPORT", .query_id = "vport_number",
	  .answers = "device", .answers_why = "",
	  .accesses_register = false },
	{ .name = "QUERY_HCA_VPORT_GID", .doc = "One InfiniBand GID of a vport: the port is Ethernet (gid_table_size 0), so BAD_PARAM_ERR, NOT_SUPPORTED", .opcode = 0x764,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_hca_vport_gid_in, .out = &mlx5ctl_prm_st_query_hca_vport_gid_out,
	  .accesses_register = false },
	{ .name = "QUERY_HCA_VPORT_PKEY", .doc = "One InfiniBand P_Key of a vport: the port is Ethernet (pkey_table_size 0), so BAD_PARAM_ERR, NOT_SUPPORTED", .opcode = 0x765,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_hca_vport_pkey_in, .out = &mlx5ctl_prm_st_query_hca_vport_pkey_out,
	  .accesses_register = false },
	{ .name = "QUERY_VNIC_ENV", .doc = "The vNIC environment counters: steering discards, EQ overruns, invalid and over-quota commands (counted by the model)", .opcode = 0x76f,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_vnic_env_in, .out = &mlx5ctl_prm_st_query_vnic_env_out,
	  .queries = "VNIC_ENV", .query_id = "vport_number",
	  .answers = "device", .answers_why = "",
	  .accesses_register = false },
	{ .name = "QUERY_VPORT_COUNTER", .doc = "Traffic counters of a vport (the model: what its up link would receive from an idle peer, emulator/fw/counters.c)", .opcode = 0x770,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_vport_counter_in, .out = &mlx5ctl_prm_st_query_vport_counter_out,
	  .queries = "VPORT_COUNTER", .query_id = "vport_number",
	  .answers = "device", .answers_why = "",
	  .accesses_register = false },
	{ .name = "ALLOC_Q_COUNTER", .doc = "Allocate a queue counter set (mlx5_ib and mlx5e do; the model keeps max_qp_cnt sets)", .opcode = 0x771,
	  .scope = "kernel-only", .op_mod = "",
	  .in = &mlx5ctl_prm_st_alloc_q_counter_in, .out = &mlx5ctl_prm_st_alloc_q_counter_out,
	  .accesses_register = false },
	{ .name = "DEALLOC_Q_COUNTER", .doc = "Free a queue counter set", .opcode = 0x772,
	  .scope = "kernel-only", .op_mod = "",
	  .in = &mlx5ctl_prm_st_dealloc_q_counter_in, .out = &mlx5ctl_prm_st_dealloc_q_counter_out,
	  .accesses_register = false },
	{ .name = "QUERY_Q_COUNTER", .doc = "A queue counter set: drops and transport errors of the queues attached to it (none: the model attaches no queues, the set reads zeros)", .opcode = 0x773,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_q_counter_in, .out = &mlx5ctl_prm_st_query_q_counter_out,
	  .queries = "Q_COUNTER", .query_id = "counter_set_id",
	  .answers = "any", .answers_why = "Counter sets are the kernel's (ALLOC_Q_COUNTER is kernel-only). Not public whether real firmware answers a user UID: the model does (worst plausible); a counter set holds counts, nothing to scrub",
	  .accesses_register = false },
	{ .name = "QUERY_RATE_LIMIT", .doc = "One packet-pacing rate table entry (layout: SET_PP_RATE_LIMIT's, Linux 6.12 has no QUERY one); entries not set read as zeros", .opcode = 0x781,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_rate_limit_in, .out = &mlx5ctl_prm_st_query_rate_limit_out,
	  .queries = "RATE_LIMIT", .query_id = "rate_limit_index",
	  .answers = "device", .answers_why = "",
	  .accesses_register = false },
	{ .name = "QUERY_SCHEDULING_ELEMENT", .doc = "A QoS scheduling element (the model creates none: BAD_RES_ERR, NO_OBJECT)", .opcode = 0x784,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_scheduling_element_in, .out = &mlx5ctl_prm_st_query_scheduling_element_out,
	  .queries = "SCHEDULING_ELEMENT", .query_id = "scheduling_element_id",
	  .answers = "any", .answers_why = "Not public. Worst plausible, and what upstream fwctl/mlx5 implies by allowing it at debug-read to a UID that can create nothing of its kind: a user UID is answered for any UID's object, the kernel's included. The scrub rules keep page addresses, doorbell records and keys out of what user space sees",
	  .accesses_register = false },
	{ .name = "ALLOC_PD", .doc = "Allocate a protection domain (tracked per file; freed on close)", .opcode = 0x800,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_alloc_pd_in, .out = &mlx5ctl_prm_st_alloc_pd_out,
	  .creates = "PD", .destroy = "DEALLOC_PD",
	  .create_id = "pd", .destroy_id = "pd",
	  .accesses_register = false },
	{ .name = "DEALLOC_PD", .doc = "Free a protection domain", .opcode = 0x801,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_dealloc_pd_in, .out = &mlx5ctl_prm_st_dealloc_pd_out,
	  .accesses_register = false },
	{ .name = "ALLOC_UAR", .doc = "Allocate a UAR page", .opcode = 0x802,
	  .scope = "kernel-only", .op_mod = "",
	  .in = &mlx5ctl_prm_st_alloc_uar_in, .out = &mlx5ctl_prm_st_alloc_uar_out,
	  .accesses_register = false },
	{ .name = "DEALLOC_UAR", .doc = "Free a UAR page", .opcode = 0x803,
	  .scope = "kernel-only", .op_mod = "",
	  .in = &mlx5ctl_prm_st_dealloc_uar_in, .out = &mlx5ctl_prm_st_dealloc_uar_out,
	  .accesses_register = false },
	{ .name = "ACCESS_REG", .doc = "Read or write an access register; the register and the direction decide the scope", .opcode = 0x805,
	  .scope = "debug-read", .op_mod = "access_reg_op_mod",
	  .op_mod_enum = &mlx5ctl_prm_en_access_reg_op_mod,
	  .in = &mlx5ctl_prm_st_access_register_in, .out = &mlx5ctl_prm_st_access_register_out,
	  .tail_in = "register_data", .tail_out = "register_data",
	  .tail_count = NULL,
	  .accesses_register = true },
	{ .name = "QUERY_MAD_DEMUX", .doc = "InfiniBand MAD demultiplexing: the port is Ethernet, so BAD_PARAM_ERR, NOT_SUPPORTED", .opcode = 0x80b,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_mad_demux_in, .out = &mlx5ctl_prm_st_query_mad_demux_out,
	  .accesses_register = false },
	{ .name = "NOP", .doc = "Does nothing and succeeds (a liveness probe)", .opcode = 0x80d,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_nop_in, .out = &mlx5ctl_prm_st_nop_out,
	  .accesses_register = false },
	{ .name = "QUERY_BURST_SIZE", .doc = "Packet pacing burst size (layout not public: BAD_PARAM_ERR, NOT_MODELLED)", .opcode = 0x813,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_burst_size_in, .out = &mlx5ctl_prm_st_query_burst_size_out,
	  .accesses_register = false },
	{ .name = "QUERY_DIAGNOSTIC_PARAMS", .doc = "Query the diagnostic sampling parameters as last set, with the counter ids", .opcode = 0x819,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_diagnostic_params_in, .out = &mlx5ctl_prm_st_query_diagnostic_params_out,
	  .tail_in = NULL, .tail_out = "diagnostic_params_context.counter_id",
	  .tail_count = NULL,
	  .accesses_register = false },
	{ .name = "SET_DIAGNOSTIC_PARAMS", .doc = "Choose the counters to sample, the sample period and buffer; start or stop sampling", .opcode = 0x820,
	  .scope = "debug-write", .op_mod = "",
	  .in = &mlx5ctl_prm_st_set_diagnostic_params_in, .out = &mlx5ctl_prm_st_set_diagnostic_params_out,
	  .tail_in = "diagnostic_params_context.counter_id", .tail_out = NULL,
	  .tail_count = "diagnostic_params_context.num_of_counters",
	  .accesses_register = false },
	{ .name = "QUERY_DIAGNOSTIC_COUNTERS", .doc = "Read num_of_samples samples from sample_index of the sample buffer, one entry per counter", .opcode = 0x821,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_diagnostic_counters_in, .out = &mlx5ctl_prm_st_query_diagnostic_counters_out,
	  .tail_in = NULL, .tail_out = "diag_counter",
	  .tail_count = NULL,
	  .accesses_register = false },
	{ .name = "QUERY_CONG_STATUS", .doc = "Whether congestion control of a protocol and priority is on, and its tag (DCQCN reaction and notification points: on for every priority, the firmware default, until MODIFY_CONG_STATUS; 802.1Qau and the general node: off)", .opcode = 0x822,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_cong_status_in, .out = &mlx5ctl_prm_st_query_cong_status_out,
	  .queries = "CONG_STATUS", .query_id = "cong_protocol",
	  .answers = "device", .answers_why = "",
	  .accesses_register = false },
	{ .name = "MODIFY_CONG_STATUS", .doc = "Switch congestion control of a protocol and priority on or off (DCQCN reaction or notification point): what QUERY_CONG_STATUS then reports", .opcode = 0x823,
	  .scope = "configuration", .op_mod = "",
	  .in = &mlx5ctl_prm_st_modify_cong_status_in, .out = &mlx5ctl_prm_st_modify_cong_status_out,
	  .accesses_register = false },
	{ .name = "QUERY_CONG_PARAMS", .doc = "Congestion control parameters of a protocol (the DCQCN defaults NVIDIA documents)", .opcode = 0x824,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_cong_params_in, .out = &mlx5ctl_prm_st_query_cong_params_out,
	  .queries = "CONG_PARAMS", .query_id = "cong_protocol",
	  .answers = "device", .answers_why = "",
	  .accesses_register = false },
	{ .name = "QUERY_CONG_STATISTICS", .doc = "Congestion control statistics (no RoCE traffic: flows and CNPs are zero)", .opcode = 0x826,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_cong_statistics_in, .out = &mlx5ctl_prm_st_query_cong_statistics_out,
	  .accesses_register = false },
	{ .name = "QUERY_L2_TABLE_ENTRY", .doc = "An entry of the L2 (MPFS) MAC table (mlx5_core sets none without an e-switch: BAD_RES_ERR, NO_OBJECT)", .opcode = 0x82a,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_l2_table_entry_in, .out = &mlx5ctl_prm_st_query_l2_table_entry_out,
	  .queries = "L2_TABLE_ENTRY", .query_id = "table_index",
	  .answers = "device", .answers_why = "",
	  .accesses_register = false },
	{ .name = "QUERY_WOL_ROL", .doc = "Wake-on-LAN and reset-on-LAN modes (none supported or set: zeros, as wol_* and rol_* in the capabilities say)", .opcode = 0x831,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_wol_rol_in, .out = &mlx5ctl_prm_st_query_wol_rol_out,
	  .accesses_register = false },
	{ .name = "QUERY_LAG", .doc = "The link aggregation context (no LAG is created: lag_state 0, the rest zeros)", .opcode = 0x842,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_lag_in, .out = &mlx5ctl_prm_st_query_lag_out,
	  .accesses_register = false },
	{ .name = "QUERY_TIR", .doc = "Query a transport interface receive (the model creates none (no CREATE of its kind): every number answers BAD_RES_ERR, syndrome NO_OBJECT)", .opcode = 0x903,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_tir_in, .out = &mlx5ctl_prm_st_query_tir_out,
	  .queries = "TIR", .query_id = "tirn",
	  .answers = "any", .answers_why = "Not public. Worst plausible, and what upstream fwctl/mlx5 implies by allowing it at debug-read to a UID that can create nothing of its kind: a user UID is answered for any UID's object, the kernel's included. The scrub rules keep page addresses, doorbell records and keys out of what user space sees",
	  .accesses_register = false },
	{ .name = "QUERY_SQ", .doc = "Query a send queue (the model creates none (no CREATE of its kind): every number answers BAD_RES_ERR, syndrome NO_OBJECT)", .opcode = 0x907,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_sq_in, .out = &mlx5ctl_prm_st_query_sq_out,
	  .queries = "SQ", .query_id = "sqn",
	  .answers = "any", .answers_why = "Not public. Worst plausible, and what upstream fwctl/mlx5 implies by allowing it at debug-read to a UID that can create nothing of its kind: a user UID is answered for any UID's object, the kernel's included. The scrub rules keep page addresses, doorbell records and keys out of what user space sees",
	  .scrub = scrub_query_sq, .nscrub = 3,
	  .accesses_register = false },
	{ .name = "QUERY_RQ", .doc = "Query a receive queue (the model creates none (no CREATE of its kind): every number answers BAD_RES_ERR, syndrome NO_OBJECT)", .opcode = 0x90b,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_rq_in, .out = &mlx5ctl_prm_st_query_rq_out,
	  .queries = "RQ", .query_id = "rqn",
	  .answers = "any", .answers_why = "Not public. Worst plausible, and what upstream fwctl/mlx5 implies by allowing it at debug-read to a UID that can create nothing of its kind: a user UID is answered for any UID's object, the kernel's included. The scrub rules keep page addresses, doorbell records and keys out of what user space sees",
	  .scrub = scrub_query_rq, .nscrub = 3,
	  .accesses_register = false },
	{ .name = "QUERY_RMP", .doc = "Query a receive memory pool (the model creates none (no CREATE of its kind): every number answers BAD_RES_ERR, syndrome NO_OBJECT)", .opcode = 0x90f,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_rmp_in, .out = &mlx5ctl_prm_st_query_rmp_out,
	  .queries = "RMP", .query_id = "rmpn",
	  .answers = "any", .answers_why = "Not public. Worst plausible, and what upstream fwctl/mlx5 implies by allowing it at debug-read to a UID that can create nothing of its kind: a user UID is answered for any UID's object, the kernel's included. The scrub rules keep page addresses, doorbell records and keys out of what user space sees",
	  .scrub = scrub_query_rmp, .nscrub = 3,
	  .accesses_register = false },
	{ .name = "QUERY_DELAY_DROP_PARAMS", .doc = "The RQ delay-drop timeout (layout: SET_DELAY_DROP_PARAMS's, Linux 6.12 has no QUERY one; not set: 0)", .opcode = 0x911,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_delay_drop_params_in, .out = &mlx5ctl_prm_st_query_delay_drop_params_out,
	  .accesses_register = false },
	{ .name = "QUERY_TIS", .doc = "Query a transport interface send (the model creates none (no CREATE of its kind): every number answers BAD_RES_ERR, syndrome NO_OBJECT)", .opcode = 0x915,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_tis_in, .out = &mlx5ctl_prm_st_query_tis_out,
	  .queries = "TIS", .query_id = "tisn",
	  .answers = "any", .answers_why = "Not public. Worst plausible, and what upstream fwctl/mlx5 implies by allowing it at debug-read to a UID that can create nothing of its kind: a user UID is answered for any UID's object, the kernel's included. The scrub rules keep page addresses, doorbell records and keys out of what user space sees",
	  .accesses_register = false },
	{ .name = "QUERY_RQT", .doc = "Query an RQ table (the model creates none (no CREATE of its kind): every number answers BAD_RES_ERR, syndrome NO_OBJECT)", .opcode = 0x919,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_rqt_in, .out = &mlx5ctl_prm_st_query_rqt_out,
	  .queries = "RQT", .query_id = "rqtn",
	  .answers = "any", .answers_why = "Not public. Worst plausible, and what upstream fwctl/mlx5 implies by allowing it at debug-read to a UID that can create nothing of its kind: a user UID is answered for any UID's object, the kernel's included. The scrub rules keep page addresses, doorbell records and keys out of what user space sees",
	  .accesses_register = false },
	{ .name = "QUERY_FLOW_TABLE", .doc = "Query a flow table (the model creates no flow steering objects (nic_flow_table is off): BAD_RES_ERR, NO_OBJECT)", .opcode = 0x932,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_flow_table_in, .out = &mlx5ctl_prm_st_query_flow_table_out,
	  .queries = "FLOW_TABLE", .query_id = "table_id",
	  .answers = "any", .answers_why = "Not public. Worst plausible, and what upstream fwctl/mlx5 implies by allowing it at debug-read to a UID that can create nothing of its kind: a user UID is answered for any UID's object, the kernel's included. The scrub rules keep page addresses, doorbell records and keys out of what user space sees",
	  .accesses_register = false },
	{ .name = "QUERY_FLOW_GROUP", .doc = "Query a flow group (the model creates no flow steering objects (nic_flow_table is off): BAD_RES_ERR, NO_OBJECT)", .opcode = 0x935,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_flow_group_in, .out = &mlx5ctl_prm_st_query_flow_group_out,
	  .queries = "FLOW_GROUP", .query_id = "group_id",
	  .answers = "any", .answers_why = "Not public. Worst plausible, and what upstream fwctl/mlx5 implies by allowing it at debug-read to a UID that can create nothing of its kind: a user UID is answered for any UID's object, the kernel's included. The scrub rules keep page addresses, doorbell records and keys out of what user space sees",
	  .accesses_register = false },
	{ .name = "QUERY_FLOW_TABLE_ENTRY", .doc = "Query a flow table entry (the model creates no flow steering objects (nic_flow_table is off): BAD_RES_ERR, NO_OBJECT)", .opcode = 0x937,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_fte_in, .out = &mlx5ctl_prm_st_query_fte_out,
	  .queries = "FLOW_TABLE_ENTRY", .query_id = "flow_index",
	  .answers = "any", .answers_why = "Not public. Worst plausible, and what upstream fwctl/mlx5 implies by allowing it at debug-read to a UID that can create nothing of its kind: a user UID is answered for any UID's object, the kernel's included. The scrub rules keep page addresses, doorbell records and keys out of what user space sees",
	  .accesses_register = false },
	{ .name = "QUERY_FLOW_COUNTER", .doc = "Query flow counters (the model creates no flow steering objects (nic_flow_table is off): BAD_RES_ERR, NO_OBJECT)", .opcode = 0x93b,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_flow_counter_in, .out = &mlx5ctl_prm_st_query_flow_counter_out,
	  .queries = "FLOW_COUNTER", .query_id = "flow_counter_id",
	  .answers = "any", .answers_why = "Not public. Worst plausible, and what upstream fwctl/mlx5 implies by allowing it at debug-read to a UID that can create nothing of its kind: a user UID is answered for any UID's object, the kernel's included. The scrub rules keep page addresses, doorbell records and keys out of what user space sees",
	  .accesses_register = false },
	{ .name = "QUERY_PACKET_REFORMAT_CONTEXT", .doc = "Query a packet reformat context (the model creates no flow steering objects (nic_flow_table is off): BAD_RES_ERR, NO_OBJECT)", .opcode = 0x93f,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_packet_reformat_context_in, .out = &mlx5ctl_prm_st_query_packet_reformat_context_out,
	  .queries = "PACKET_REFORMAT", .query_id = "packet_reformat_id",
	  .answers = "any", .answers_why = "Not public. Worst plausible, and what upstream fwctl/mlx5 implies by allowing it at debug-read to a UID that can create nothing of its kind: a user UID is answered for any UID's object, the kernel's included. The scrub rules keep page addresses, doorbell records and keys out of what user space sees",
	  .accesses_register = false },
	{ .name = "QUERY_MODIFY_HEADER_CONTEXT", .doc = "Query a modify-header context (outbox not in Linux 6.12's headers: the header only; the model creates no flow steering objects (nic_flow_table is off): BAD_RES_ERR, NO_OBJECT)", .opcode = 0x942,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_modify_header_context_in, .out = &mlx5ctl_prm_st_query_modify_header_context_out,
	  .queries = "MODIFY_HEADER", .query_id = "modify_header_id",
	  .answers = "any", .answers_why = "Not public. Worst plausible, and what upstream fwctl/mlx5 implies by allowing it at debug-read to a UID that can create nothing of its kind: a user UID is answered for any UID's object, the kernel's included. The scrub rules keep page addresses, doorbell records and keys out of what user space sees",
	  .accesses_register = false },
	{ .name = "FPGA_QUERY_QP", .doc = "An Innova FPGA QP (mlx5_ifc_fpga.h)", .opcode = 0x962,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_fpga_query_qp_in, .out = &mlx5ctl_prm_st_fpga_query_qp_out,
	  .accesses_register = false },
	{ .name = "FPGA_QUERY_QP_COUNTERS", .doc = "An Innova FPGA QP's counters (mlx5_ifc_fpga.h)", .opcode = 0x964,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_fpga_query_qp_counters_in, .out = &mlx5ctl_prm_st_fpga_query_qp_counters_out,
	  .accesses_register = false },
	{ .name = "QUERY_AFU", .doc = "A CAPI accelerator function unit", .opcode = 0x971,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_accel_query_in, .out = &mlx5ctl_prm_st_accel_query_out,
	  .accesses_register = false },
	{ .name = "QUERY_CAPI_PEC", .doc = "A CAPI PE context", .opcode = 0x981,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_accel_query_in, .out = &mlx5ctl_prm_st_accel_query_out,
	  .accesses_register = false },
	{ .name = "QUERY_GENERAL_OBJECT", .doc = "Query a general object of type obj_type (the model creates no general objects: BAD_RES_ERR, NO_OBJECT)", .opcode = 0xa02,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_general_obj_in_cmd_hdr, .out = &mlx5ctl_prm_st_general_obj_out_cmd_hdr,
	  .queries = "GENERAL_OBJECT", .query_id = "obj_id",
	  .answers = "any", .answers_why = "Not public. Worst plausible, and what upstream fwctl/mlx5 implies by allowing it at debug-read to a UID that can create nothing of its kind: a user UID is answered for any UID's object, the kernel's included. The scrub rules keep page addresses, doorbell records and keys out of what user space sees",
	  .accesses_register = false },
	{ .name = "CREATE_UCTX", .doc = "Create a user context; its UID is stamped on the user's commands", .opcode = 0xa04,
	  .scope = "kernel-only", .op_mod = "",
	  .in = &mlx5ctl_prm_st_create_uctx_in, .out = &mlx5ctl_prm_st_create_uctx_out,
	  .accesses_register = false },
	{ .name = "QUERY_UCTX", .doc = "Query a user context: its capabilities (any live UID's: what real firmware allows is not public, the model does the worst plausible)", .opcode = 0xa05,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_uctx_in, .out = &mlx5ctl_prm_st_query_uctx_out,
	  .queries = "UCTX", .query_id = "uid",
	  .answers = "own", .answers_why = "A UCTX is its file's identity: another UID has nothing to debug there, and the uAPI promises the firmware refuses other UIDs' objects. Real firmware's rule is not public: the model answers a user UID its own context only (uid 0: any), BAD_PARAM_ERR WRONG_UID otherwise; the outbox holds only the capability bits",
	  .accesses_register = false },
	{ .name = "DESTROY_UCTX", .doc = "Destroy a user context; fails while it still owns objects", .opcode = 0xa06,
	  .scope = "kernel-only", .op_mod = "",
	  .in = &mlx5ctl_prm_st_destroy_uctx_in, .out = &mlx5ctl_prm_st_destroy_uctx_out,
	  .accesses_register = false },
	{ .name = "CREATE_UMEM", .doc = "Describe pinned user memory to the device by an MTT list. The device keeps MTTs in memory of its own: when that is exhausted it answers NO_RES_ERR (real limit unknown; the emulator allows 2^20 MTTs over all UMEMs, 2^18 per UMEM)", .opcode = 0xa08,
	  .scope = "kernel-only", .op_mod = "",
	  .in = &mlx5ctl_prm_st_create_umem_in, .out = &mlx5ctl_prm_st_create_umem_out,
	  .tail_in = "umem.mtt", .tail_out = NULL,
	  .tail_count = "umem.num_of_mtt",
	  .accesses_register = false },
	{ .name = "QUERY_UMEM", .doc = "Query a UMEM of the caller (uid 0: any): page size, offset, MTT count, and as many MTT entries as the outbox holds", .opcode = 0xa09,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_umem_in, .out = &mlx5ctl_prm_st_query_umem_out,
	  .tail_in = NULL, .tail_out = "umem.mtt",
	  .tail_count = NULL,
	  .queries = "UMEM", .query_id = "umem_id",
	  .answers = "own", .answers_why = "A UMEM is the pages one file pinned. Real firmware's rule is not public: the model answers a user UID its own UMEMs only (uid 0: any), as DEVX treats a UMEM as its registrant's; the scrub rule removes the page addresses whoever asks",
	  .scrub = scrub_query_umem, .nscrub = 1,
	  .accesses_register = false },
	{ .name = "DESTROY_UMEM", .doc = "Forget a UMEM", .opcode = 0xa0a,
	  .scope = "kernel-only", .op_mod = "",
	  .in = &mlx5ctl_prm_st_destroy_umem_in, .out = &mlx5ctl_prm_st_destroy_umem_out,
	  .accesses_register = false },
	{ .name = "QUERY_NVMF_CC_RESPONSE", .doc = "NVMe-oF target offload: a command capsule response", .opcode = 0xb02,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_nvmf_query_in, .out = &mlx5ctl_prm_st_nvmf_query_out,
	  .accesses_register = false },
	{ .name = "QUERY_EMULATED_FUNCTIONS_INFO", .doc = "The functions a BlueField emulates (virtio, NVMe)", .opcode = 0xb03,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_accel_query_in, .out = &mlx5ctl_prm_st_accel_query_out,
	  .accesses_register = false },
	{ .name = "QUERY_REGEXP_PARAMS", .doc = "The BlueField regular expression engine's parameters", .opcode = 0xb05,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_accel_query_in, .out = &mlx5ctl_prm_st_accel_query_out,
	  .accesses_register = false },
	{ .name = "QUERY_REGEXP_REGISTER", .doc = "A BlueField regular expression engine register", .opcode = 0xb07,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_accel_query_in, .out = &mlx5ctl_prm_st_accel_query_out,
	  .accesses_register = false },
	{ .name = "USER_QUERY_XRQ_DC_PARAMS_ENTRY", .doc = "QUERY_XRQ_DC_PARAMS_ENTRY for user contexts (same layout; no XRQ exists: BAD_RES_ERR)", .opcode = 0xb08,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_xrq_dc_params_entry_in, .out = &mlx5ctl_prm_st_query_xrq_dc_params_entry_out,
	  .accesses_register = false },
	{ .name = "USER_QUERY_XRQ_ERROR_PARAMS", .doc = "QUERY_XRQ_ERROR_PARAMS for user contexts (same layout; no XRQ exists: BAD_RES_ERR)", .opcode = 0xb0a,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_xrq_error_params_in, .out = &mlx5ctl_prm_st_query_xrq_error_params_out,
	  .accesses_register = false },
	{ .name = "ACCESS_REGISTER_USER", .doc = "ACCESS_REG for registers a user context may reach (BlueField; upstream: a write at configuration, a read at debug-read; here, as ACCESS_REG, the register and direction decide). Its layout is taken to be ACCESS_REG's; the modelled card does not have it", .opcode = 0xb0c,
	  .scope = "debug-read", .op_mod = "access_reg_op_mod",
	  .op_mod_enum = &mlx5ctl_prm_en_access_reg_op_mod,
	  .in = &mlx5ctl_prm_st_access_register_in, .out = &mlx5ctl_prm_st_access_register_out,
	  .tail_in = "register_data", .tail_out = "register_data",
	  .tail_count = NULL,
	  .accesses_register = true },
	{ .name = "QUERY_VHCA_STATE", .doc = "The state of a function (the PF itself: IN_USE while its driver runs, ACTIVE before INIT_HCA; no other function exists)", .opcode = 0xb0d,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_vhca_state_in, .out = &mlx5ctl_prm_st_query_vhca_state_out,
	  .queries = "VHCA_STATE", .query_id = "function_id",
	  .answers = "device", .answers_why = "",
	  .accesses_register = false },
	{ .name = "QUERY_EMULATION_DEVICE_EQ_MSIX_MAPPING", .doc = "EQ to MSI-X mapping of an emulated device (BlueField)", .opcode = 0xb0f,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_accel_query_in, .out = &mlx5ctl_prm_st_accel_query_out,
	  .accesses_register = false },
	{ .name = "QUERY_MATCH_SAMPLE_INFO", .doc = "Sample a steering match (hardware steering; the modelled function has no flow steering: BAD_PARAM_ERR, NOT_SUPPORTED; layout not public)", .opcode = 0xb13,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_match_sample_info_in, .out = &mlx5ctl_prm_st_query_match_sample_info_out,
	  .accesses_register = false },
	{ .name = "QUERY_CRYPTO_STATE", .doc = "Crypto login state (the modelled card is the non-crypto MCX623106AN: crypto is off)", .opcode = 0xb14,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_accel_query_in, .out = &mlx5ctl_prm_st_accel_query_out,
	  .accesses_register = false },
	{ .name = "QUERY_VUID", .doc = "The function's vendor unique id (general capability 2 query_vuid is off: BAD_PARAM_ERR, NOT_SUPPORTED; upstream: configuration scope)", .opcode = 0xb22,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_vuid_in, .out = &mlx5ctl_prm_st_query_vuid_out,
	  .accesses_register = false },
	{ .name = "QUERY_DPA_PARTITION", .doc = "A data path accelerator partition (BlueField-3)", .opcode = 0xb28,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_accel_query_in, .out = &mlx5ctl_prm_st_accel_query_out,
	  .accesses_register = false },
	{ .name = "QUERY_DPA_PARTITIONS", .doc = "The data path accelerator partitions (BlueField-3)", .opcode = 0xb2a,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_accel_query_in, .out = &mlx5ctl_prm_st_accel_query_out,
	  .accesses_register = false },
	{ .name = "POSTPONE_CONNECTED_QP_TIMEOUT", .doc = "Postpone the connected-QP timeout (upstream: configuration scope; layout not public: BAD_PARAM_ERR, NOT_MODELLED)", .opcode = 0xb2e,
	  .scope = "configuration", .op_mod = "",
	  .in = &mlx5ctl_prm_st_postpone_connected_qp_timeout_in, .out = &mlx5ctl_prm_st_postpone_connected_qp_timeout_out,
	  .accesses_register = false },
	{ .name = "QUERY_EMULATED_RESOURCES_INFO", .doc = "Resources of emulated devices (BlueField)", .opcode = 0xb2f,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_accel_query_in, .out = &mlx5ctl_prm_st_accel_query_out,
	  .accesses_register = false },
	{ .name = "QUERY_RSV_RESOURCES", .doc = "The firmware's reserved resources (a vendor command; layout not public: BAD_PARAM_ERR, NOT_MODELLED)", .opcode = 0x8000,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_rsv_resources_in, .out = &mlx5ctl_prm_st_query_rsv_resources_out,
	  .accesses_register = false },
	{ .name = "QUERY_MTT", .doc = "Query memory translation entries (a vendor command; layout not public: BAD_PARAM_ERR, syndrome NOT_MODELLED)", .opcode = 0x8001,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_mtt_in, .out = &mlx5ctl_prm_st_query_mtt_out,
	  .accesses_register = false },
	{ .name = "QUERY_SCHED_QUEUE", .doc = "A scheduling queue (a vendor command; layout not public: BAD_PARAM_ERR, NOT_MODELLED)", .opcode = 0x8006,
	  .scope = "debug-read", .op_mod = "",
	  .in = &mlx5ctl_prm_st_query_sched_queue_in, .out = &mlx5ctl_prm_st_query_sched_queue_out,
	  .accesses_register = false },
};
const unsigned int mlx5ctl_prm_ncommands = sizeof(mlx5ctl_prm_commands) / sizeof(mlx5ctl_prm_commands[0]);

const struct mlx5ctl_reg_desc mlx5ctl_prm_registers[] = {
	{ "MLCOK", "Management lock (secure host): whether the tools' hardware access (the configuration-space gateway) is locked with a key. The emulated card is not locked and has no key (the real feature locks the CR space against all but the key's holder; the model does not model it: reads say unlocked, writes are refused). mstflint reads it before it takes its firmware-controlled path (over fwctl: it does not know of the gateway)", 0x402d, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_st_mlcok_reg, NULL, 0 },
	{ "CORE_DUMP", "Firmware core dump; an access (either direction: NVIDIA's tools read it) with a dump type starts a dump (read-only in effect): CR_DUMP_TO_MEM writes it into an MKEY", 0x402e, "RW", "debug-read", "debug-read",
	  &mlx5ctl_prm_st_core_dump_reg, NULL, 0 },
	{ "PCAP", "Port capability mask (the InfiniBand PortInfo capability bits; zero on the Ethernet port)", 0x5001, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_st_pcap_reg, NULL, 0 },
	{ "PMLP", "Port module lane mapping: the module and lanes behind a local port", 0x5002, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_st_pmlp_reg, NULL, 0 },
	{ "PMTU", "Port MTU: maximum, administrative and operational (writes, mlx5e's, are not modelled: read-only)", 0x5003, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_st_pmtu_reg, NULL, 0 },
	{ "PTYS", "Port type and speed: protocols the port can run, is set to run and runs", 0x5004, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_st_ptys_reg, NULL, 0 },
	{ "PAOS", "Port administrative and operational status (the model's port cannot be set down)", 0x5006, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_st_paos_reg, NULL, 0 },
	{ "PPCNT", "Physical port counters by group (grp, prio_tc); the Ethernet groups of ppcnt_grp. A read with clr set clears the group, as the PRM says; the kernel refuses it to a debug read (constraints)", 0x5008, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_st_ppcnt_reg, rules_ppcnt, 1 },
	{ "PMAOS", "Port module administrative and operational status (the model's module cannot be disabled)", 0x5012, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_st_pmaos_reg, rules_pmaos, 1 },
	{ "PDDR", "Port diagnostics database: operational, troubleshooting and module pages of a port", 0x5031, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_st_pddr_reg, rules_pddr, 1 },
	{ "PCAM", "Port capabilities: which port access registers (0x5000-0x507f) and features the firmware has", 0x507f, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_st_pcam_reg, NULL, 0 },
	{ "NODE_DESC", "The node description string (InfiniBand NodeDescription; the card reports its model, e.g. MT4125 ConnectX6Dx Mellanox Technologies)", 0x6001, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_st_node_desc_reg, NULL, 0 },
	{ "HOST_ENDIANNESS", "Tells the firmware the host's byte order (mlx5_core writes it)", 0x7004, "RW", "kernel-only", "kernel-only",
	  &mlx5ctl_prm_st_host_endianness_reg, NULL, 0 },
	{ "MTCAP", "Temperature sensors present", 0x9009, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_st_mtcap_reg, NULL, 0 },
	{ "MTMP", "Temperature of one sensor, thresholds", 0x900a, "RW", "debug-read", "debug-write",
	  &mlx5ctl_prm_st_mtmp_reg, rules_mtmp, 3 },
	{ "MFPA", "Flash parameters: JEDEC id, sector and block sizes, erase capabilities", 0x9010, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_st_mfpa_reg, NULL, 0 },
	{ "MFBA", "Flash block access: read (query) or program (write) up to a block of the flash", 0x9011, "RW", "debug-read", "debug-write-full",
	  &mlx5ctl_prm_st_mfba_reg, NULL, 0 },
	{ "MFBE", "Flash block erase: a sector, or 32 KiB / 64 KiB in bulk", 0x9012, "WO", "kernel-only", "debug-write-full",
	  &mlx5ctl_prm_st_mfbe_reg, NULL, 0 },
	{ "MCIA", "Module (cable/transceiver) EEPROM pages", 0x9014, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_st_mcia_reg, rules_mcia, 2 },
	{ "MGIR", "Management general information: hardware, firmware and driver identity", 0x9020, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_st_mgir_reg, NULL, 0 },
	{ "MNVDA", "Read or write one non-volatile configuration item", 0x9024, "RW", "debug-read", "configuration",
	  &mlx5ctl_prm_st_mnvda_reg, NULL, 0 },
	{ "MFRL", "Firmware reset levels and types supported, reset state; a write arms a reset level for the next PCI reset (mstconfig's 'load the new configuration')", 0x9028, "RW", "debug-read", "configuration",
	  &mlx5ctl_prm_st_mfrl_reg, NULL, 0 },
	{ "MVTS", "Firmware version time stamps (the anti-rollback stamps of flint --ts): the next and the running image's; the model stamps nothing: both read as none (zeros), and it takes no stamp (the register is read-only: the tools report time stamping as unsupported by the firmware)", 0x902c, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_st_mvts_reg, NULL, 0 },
	{ "MNVQC", "Whether a configuration item is supported, readable, writable", 0x9030, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_st_mnvqc_reg, NULL, 0 },
	{ "MNVIA", "Invalidate all: every configuration item back to its default at next boot", 0x9033, "WO", "kernel-only", "configuration",
	  &mlx5ctl_prm_st_mnvia_reg, NULL, 0 },
	{ "MNVGC", "NV general capabilities: whether MNVDA reads factory and current values", 0x9034, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_st_mnvgc_reg, NULL, 0 },
	{ "MPCNT", "PCIe counters of the function by group (grp; the model serves the performance group: a clean link, no errors, life_time_counter the milliseconds since the last clear). A read with clr clears the group (refused to a debug read: constraints)", 0x9051, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_st_mpcnt_reg, rules_mpcnt, 1 },
	{ "MCQS", "Component query status: a component's type, presence and update state", 0x9060, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_st_mcqs_reg, NULL, 0 },
	{ "MCQI", "Component query information: capabilities, running or pending version, activation method", 0x9061, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_st_mcqi_reg, NULL, 0 },
	{ "MCC", "Component control: the update state machine (a write is an instruction, a read its state)", 0x9062, "RW", "debug-read", "configuration",
	  &mlx5ctl_prm_st_mcc_reg, NULL, 0 },
	{ "MCDA", "Component data access: write a piece of the component being downloaded, or read one back (UPLOAD)", 0x9063, "RW", "debug-read", "configuration",
	  &mlx5ctl_prm_st_mcda_reg, NULL, 0 },
	{ "MQIS", "Board information strings (model name, description, VPD), read in pieces", 0x9064, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_st_mqis_reg, NULL, 0 },
	{ "MCAM", "Management capabilities: which management access registers the firmware has", 0x907f, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_st_mcam_reg, NULL, 0 },
	{ "MIRC", "Image re-activation: a write makes the running image the next-boot one again (drops a pending one); a read is the status", 0x9162, "RW", "debug-read", "configuration",
	  &mlx5ctl_prm_st_mirc_reg, NULL, 0 },
	{ "RESOURCE_DUMP", "Dump firmware resources segment by segment (the CORE_DUMP segment needs INTERNAL_DEVICE_RESOURCES, as the CORE_DUMP register does; emulator/fw/dump.c)", 0xc000, "RW", "debug-read", "debug-read",
	  &mlx5ctl_prm_st_resource_dump, NULL, 0 },
	{ "DTOR", "Default timeouts: mlx5_core reads it when the init segment advertises command timeouts (cmd_q_init_to)", 0xc00e, "RO", "debug-read", "kernel-only",
	  &mlx5ctl_prm_st_dtor_reg, NULL, 0 },
	{ "RCR", "Health trace control: which severities the firmware's health traces report (a write changes what the tracer records: debug-write)", 0xc00f, "RW", "debug-read", "debug-write",
	  &mlx5ctl_prm_st_rcr_reg, NULL, 0 },
};
const unsigned int mlx5ctl_prm_nregisters = sizeof(mlx5ctl_prm_registers) / sizeof(mlx5ctl_prm_registers[0]);

const struct mlx5ctl_nv_param_desc mlx5ctl_prm_nv_params[] = {
	{ "ACCURATE_TX_SCHEDULER", &enum_nv_param_values[AT_NV_PARAM_POWER_CONF], &fields_nv_power_conf[6] },
	{ "ADVANCED_PCI_SETTINGS", &enum_nv_param_values[AT_NV_PARAM_PCI_CONF], &fields_nv_pci_conf[0] },
	{ "ADVANCED_POWER_SETTINGS", &enum_nv_param_values[AT_NV_PARAM_POWER_CONF], &fields_nv_power_conf[0] },
	{ "ALLOW_RD_COUNTERS", &enum_nv_param_values[AT_NV_PARAM_EXTERNAL_PORT_CTRL], &fields_nv_external_port_ctrl[3] },
	{ "ATS_ENABLED", &enum_nv_param_values[AT_NV_PARAM_PCI_CONF], &fields_nv_pci_conf[9] },
	{ "AUTO_POWER_SAVE_LINK_DOWN_P1", &enum_nv_param_values[AT_NV_PARAM_KEEP_LINK_UP], &fields_nv_keep_link_up[0] },
	{ "BOOT_DBG_LOG", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_DEBUG_LEVEL], &fields_nv_rom_debug_level[0] },
	{ "BOOT_DBG_LOG_ARP", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_DEBUG_LEVEL], &fields_nv_rom_debug_level[12] },
	{ "BOOT_DBG_LOG_DHCP", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_DEBUG_LEVEL], &fields_nv_rom_debug_level[14] },
	{ "BOOT_DBG_LOG_DHCP6", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_DEBUG_LEVEL], &fields_nv_rom_debug_level[13] },
	{ "BOOT_DBG_LOG_DRIVER_SETTINGS", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_DEBUG_LEVEL], &fields_nv_rom_debug_level[19] },
	{ "BOOT_DBG_LOG_DRV", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_DEBUG_LEVEL], &fields_nv_rom_debug_level[8] },
	{ "BOOT_DBG_LOG_IP", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_DEBUG_LEVEL], &fields_nv_rom_debug_level[21] },
	{ "BOOT_DBG_LOG_IPV6", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_DEBUG_LEVEL], &fields_nv_rom_debug_level[20] },
	{ "BOOT_DBG_LOG_NDP", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_DEBUG_LEVEL], &fields_nv_rom_debug_level[10] },
	{ "BOOT_DBG_LOG_NDRV", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_DEBUG_LEVEL], &fields_nv_rom_debug_level[7] },
	{ "BOOT_DBG_LOG_NDRV_CMD", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_DEBUG_LEVEL], &fields_nv_rom_debug_level[6] },
	{ "BOOT_DBG_LOG_NDRV_DEV", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_DEBUG_LEVEL], &fields_nv_rom_debug_level[5] },
	{ "BOOT_DBG_LOG_NDRV_PORT", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_DEBUG_LEVEL], &fields_nv_rom_debug_level[4] },
	{ "BOOT_DBG_LOG_NEIGHBOR", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_DEBUG_LEVEL], &fields_nv_rom_debug_level[11] },
	{ "BOOT_DBG_LOG_NETDEVICE", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_DEBUG_LEVEL], &fields_nv_rom_debug_level[3] },
	{ "BOOT_DBG_LOG_PXE_UNDI", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_DEBUG_LEVEL], &fields_nv_rom_debug_level[17] },
	{ "BOOT_DBG_LOG_ROMPREFIX", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_DEBUG_LEVEL], &fields_nv_rom_debug_level[15] },
	{ "BOOT_DBG_LOG_STATUS", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_DEBUG_LEVEL], &fields_nv_rom_debug_level[18] },
	{ "BOOT_DBG_LOG_STP", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_DEBUG_LEVEL], &fields_nv_rom_debug_level[16] },
	{ "BOOT_DBG_LOG_TCP", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_DEBUG_LEVEL], &fields_nv_rom_debug_level[23] },
	{ "BOOT_DBG_LOG_TCPIP", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_DEBUG_LEVEL], &fields_nv_rom_debug_level[22] },
	{ "BOOT_DBG_LOG_TFTP", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_DEBUG_LEVEL], &fields_nv_rom_debug_level[2] },
	{ "BOOT_DBG_LOG_UDP", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_DEBUG_LEVEL], &fields_nv_rom_debug_level[1] },
	{ "BOOT_DBG_LOG_URI", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_DEBUG_LEVEL], &fields_nv_rom_debug_level[9] },
	{ "BOOT_INTERRUPT_DIS", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_BOOT_CONF1], &fields_nv_rom_boot_conf1[3] },
	{ "BOOT_LACP_DIS", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_BOOT_CONF1], &fields_nv_rom_boot_conf1[2] },
	{ "BOOT_PKEY", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_IB_BOOT_CONF], &fields_nv_rom_ib_boot_conf[0] },
	{ "BOOT_RETRY_CNT", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_BOOT_CONF1], &fields_nv_rom_boot_conf1[4] },
	{ "BOOT_UNDI_NETWORK_WAIT", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_BOOT_CONF2], &fields_nv_rom_boot_conf2[0] },
	{ "BOOT_VLAN", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_BOOT_CONF1], &fields_nv_rom_boot_conf1[6] },
	{ "BOOT_VLAN_EN", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_BOOT_CONF1], &fields_nv_rom_boot_conf1[1] },
	{ "CLAMP_TGT_RATE_AFTER_TIME_INC_P1", &enum_nv_param_values[AT_NV_PARAM_ROCE_CC_ECN], &fields_nv_roce_cc_ecn[1] },
	{ "CLAMP_TGT_RATE_P1", &enum_nv_param_values[AT_NV_PARAM_ROCE_CC_ECN], &fields_nv_roce_cc_ecn[0] },
	{ "CNP_802P_PRIO_P1", &enum_nv_param_values[AT_NV_PARAM_ROCE_CC_ECN], &fields_nv_roce_cc_ecn[19] },
	{ "CNP_DSCP_P1", &enum_nv_param_values[AT_NV_PARAM_ROCE_CC_ECN], &fields_nv_roce_cc_ecn[17] },
	{ "CNP_RES_PRIO_MODE_P1", &enum_nv_param_values[AT_NV_PARAM_ROCE_CC_ECN], &fields_nv_roce_cc_ecn[18] },
	{ "CQE_COMPRESSION", &enum_nv_param_values[AT_NV_PARAM_SW_OFFLOAD_CONF], &fields_nv_sw_offload_conf[11] },
	{ "CRYPTO_POLICY", &enum_nv_param_values[AT_NV_PARAM_CRYPTO_CONF], &fields_nv_crypto_conf[0] },
	{ "DCBX_CEE_P1", &enum_nv_param_values[AT_NV_PARAM_LLDP_NB_DCBX], &fields_nv_lldp_nb_dcbx[1] },
	{ "DCBX_IEEE_P1", &enum_nv_param_values[AT_NV_PARAM_LLDP_NB_DCBX], &fields_nv_lldp_nb_dcbx[2] },
	{ "DCBX_WILLING_P1", &enum_nv_param_values[AT_NV_PARAM_LLDP_NB_DCBX], &fields_nv_lldp_nb_dcbx[0] },
	{ "DCE_TCP_G_P1", &enum_nv_param_values[AT_NV_PARAM_ROCE_CC_ECN], &fields_nv_roce_cc_ecn[12] },
	{ "DCE_TCP_RTT_P1", &enum_nv_param_values[AT_NV_PARAM_ROCE_CC_ECN], &fields_nv_roce_cc_ecn[13] },
	{ "DCR_LIFO_SIZE", &enum_nv_param_values[AT_NV_PARAM_IB_DC_CONF], &fields_nv_ib_dc_conf[2] },
	{ "DISABLE_SLOT_POWER_LIMITER", &enum_nv_param_values[AT_NV_PARAM_POWER_CONF], &fields_nv_power_conf[1] },
	{ "DO_NOT_CLEAR_PORT_STATS_P1", &enum_nv_param_values[AT_NV_PARAM_KEEP_LINK_UP], &fields_nv_keep_link_up[1] },
	{ "DPU_RESET_NOTIFICATION_ENABLED", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF], &fields_nv_global_pci_conf[18] },
	{ "DUP_MAC_ACTION_P1", &enum_nv_param_values[AT_NV_PARAM_MPFS_CONF], &fields_nv_mpfs_conf[5] },
	{ "DYNAMIC_VF_MSIX_TABLE", &enum_nv_param_values[AT_NV_PARAM_PCI_CONF], &fields_nv_pci_conf[8] },
	{ "ECPF_ESWITCH_MANAGER", &enum_nv_param_values[AT_NV_PARAM_ECPF_CONF], &fields_nv_ecpf_conf[1] },
	{ "ECPF_PAGE_SUPPLIER", &enum_nv_param_values[AT_NV_PARAM_ECPF_CONF], &fields_nv_ecpf_conf[0] },
	{ "ESWITCH_HAIRPIN_DESCRIPTORS", &enum_nv_param_values[AT_NV_PARAM_INTERNAL_HAIRPIN_CONF], &fields_nv_internal_hairpin_conf[0] },
	{ "ESWITCH_HAIRPIN_TOT_BUFFER_SIZE", &enum_nv_param_values[AT_NV_PARAM_INTERNAL_HAIRPIN_CONF], &fields_nv_internal_hairpin_conf[1] },
	{ "ESWITCH_IPV4_TTL_MODIFY_ENABLE", &enum_nv_param_values[AT_NV_PARAM_SW_OFFLOAD_CONF], &fields_nv_sw_offload_conf[8] },
	{ "EXP_ROM_NVME_UEFI_ARM_ENABLE", &enum_nv_param_values[AT_NV_PARAM_PCI_CONF], &fields_nv_pci_conf[11] },
	{ "EXP_ROM_NVME_UEFI_x86_ENABLE", &enum_nv_param_values[AT_NV_PARAM_PCI_CONF], &fields_nv_pci_conf[10] },
	{ "EXP_ROM_PXE_ENABLE", &enum_nv_param_values[AT_NV_PARAM_PCI_CONF], &fields_nv_pci_conf[5] },
	{ "EXP_ROM_UEFI_ARM_ENABLE", &enum_nv_param_values[AT_NV_PARAM_PCI_CONF], &fields_nv_pci_conf[7] },
	{ "EXP_ROM_UEFI_x86_ENABLE", &enum_nv_param_values[AT_NV_PARAM_PCI_CONF], &fields_nv_pci_conf[6] },
	{ "EXP_ROM_VIRTIO_BLK_UEFI_ARM_ENABLE", &enum_nv_param_values[AT_NV_PARAM_PCI_CONF], &fields_nv_pci_conf[13] },
	{ "EXP_ROM_VIRTIO_BLK_UEFI_x86_ENABLE", &enum_nv_param_values[AT_NV_PARAM_PCI_CONF], &fields_nv_pci_conf[12] },
	{ "EXP_ROM_VIRTIO_NET_PXE_ENABLE", &enum_nv_param_values[AT_NV_PARAM_PCI_CONF], &fields_nv_pci_conf[16] },
	{ "EXP_ROM_VIRTIO_NET_UEFI_ARM_ENABLE", &enum_nv_param_values[AT_NV_PARAM_PCI_CONF], &fields_nv_pci_conf[15] },
	{ "EXP_ROM_VIRTIO_NET_UEFI_x86_ENABLE", &enum_nv_param_values[AT_NV_PARAM_PCI_CONF], &fields_nv_pci_conf[14] },
	{ "FLEX_IPV4_OVER_VXLAN_PORT", &enum_nv_param_values[AT_NV_PARAM_FLEX_PARSER_CONF], &fields_nv_flex_parser_conf[2] },
	{ "FLEX_PARSER_PROFILE_ENABLE", &enum_nv_param_values[AT_NV_PARAM_FLEX_PARSER_CONF], &fields_nv_flex_parser_conf[1] },
	{ "FORCE_ETH_PCI_SUBCLASS", &enum_nv_param_values[AT_NV_PARAM_PCI_CONF], &fields_nv_pci_conf[2] },
	{ "FPGA_AUTO_RELOAD", &enum_nv_param_values[AT_NV_PARAM_FPGA_CONF], &fields_nv_fpga_conf[0] },
	{ "FPP_EN", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF], &fields_nv_global_pci_conf[22] },
	{ "HAIRPIN_DATA_BUFFER_LOCK", &enum_nv_param_values[AT_NV_PARAM_PERFORMANCE_TUNING_CONF], &fields_nv_performance_tuning_conf[3] },
	{ "HIDE_PORT2_PF", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF], &fields_nv_global_pci_conf[23] },
	{ "HOST_CHAINING_CACHE_DISABLE", &enum_nv_param_values[AT_NV_PARAM_HOST_CHAINING_CONF], &fields_nv_host_chaining_conf[0] },
	{ "HOST_CHAINING_DESCRIPTORS", &enum_nv_param_values[AT_NV_PARAM_HOST_CHAINING_CONF], &fields_nv_host_chaining_conf[2] },
	{ "HOST_CHAINING_MODE", &enum_nv_param_values[AT_NV_PARAM_HOST_CHAINING_CONF], &fields_nv_host_chaining_conf[1] },
	{ "HOST_CHAINING_TOTAL_BUFFER_SIZE", &enum_nv_param_values[AT_NV_PARAM_HOST_CHAINING_CONF], &fields_nv_host_chaining_conf[3] },
	{ "HOST_DISABLE_PORT_COUNTER", &enum_nv_param_values[AT_NV_PARAM_HOST_PRIV_CONF], &fields_nv_host_priv_conf[3] },
	{ "HOST_DISABLE_PORT_OWNER", &enum_nv_param_values[AT_NV_PARAM_HOST_PRIV_CONF], &fields_nv_host_priv_conf[4] },
	{ "HOST_DISABLE_RSHIM", &enum_nv_param_values[AT_NV_PARAM_HOST_PRIV_CONF], &fields_nv_host_priv_conf[1] },
	{ "HOST_DISABLE_TRACER_OWNER", &enum_nv_param_values[AT_NV_PARAM_HOST_PRIV_CONF], &fields_nv_host_priv_conf[2] },
	{ "HOST_PRIV_LEVEL", &enum_nv_param_values[AT_NV_PARAM_HOST_PRIV_CONF], &fields_nv_host_priv_conf[0] },
	{ "HPCC_INT_EN", &enum_nv_param_values[AT_NV_PARAM_HPCC_INT], &fields_nv_hpcc_int[0] },
	{ "HPCC_INT_NP_RTT_DATA_MODE", &enum_nv_param_values[AT_NV_PARAM_HPCC_INT], &fields_nv_hpcc_int[1] },
	{ "HPCC_INT_NP_RTT_DSCP", &enum_nv_param_values[AT_NV_PARAM_HPCC_INT], &fields_nv_hpcc_int[3] },
	{ "HPCC_INT_NP_RTT_DSCP_EN", &enum_nv_param_values[AT_NV_PARAM_HPCC_INT], &fields_nv_hpcc_int[2] },
	{ "HPCC_INT_SYSTEM_RTT", &enum_nv_param_values[AT_NV_PARAM_HPCC_INT], &fields_nv_hpcc_int[4] },
	{ "IBM_AS_NOTIFY_EN", &enum_nv_param_values[AT_NV_PARAM_PCI_CONF], &fields_nv_pci_conf[3] },
	{ "IBM_CAPI_EN", &enum_nv_param_values[AT_NV_PARAM_PCI_CONF], &fields_nv_pci_conf[1] },
	{ "IBM_TUNNELED_ATOMIC_EN", &enum_nv_param_values[AT_NV_PARAM_PCI_CONF], &fields_nv_pci_conf[4] },
	{ "IB_ROUTING_MODE_P1", &enum_nv_param_values[AT_NV_PARAM_MPFS_CONF], &fields_nv_mpfs_conf[0] },
	{ "ICMD_SEM_LOCK_THRESHOLD", &enum_nv_param_values[AT_NV_PARAM_HOST_SYNC_CONF], &fields_nv_host_sync_conf[0] },
	{ "ICM_CACHE_MODE", &enum_nv_param_values[AT_NV_PARAM_PERFORMANCE_TUNING_CONF], &fields_nv_performance_tuning_conf[4] },
	{ "IDLE_ICMD_SEM_LOCK_THRESHOLD", &enum_nv_param_values[AT_NV_PARAM_HOST_SYNC_CONF], &fields_nv_host_sync_conf[1] },
	{ "INITIAL_ALPHA_VALUE_P1", &enum_nv_param_values[AT_NV_PARAM_ROCE_CC_ECN], &fields_nv_roce_cc_ecn[15] },
	{ "INTERNAL_CPU_ESWITCH_MANAGER", &enum_nv_param_values[AT_NV_PARAM_INTERNAL_CPU_CONF], &fields_nv_internal_cpu_conf[2] },
	{ "INTERNAL_CPU_IB_VPORT0", &enum_nv_param_values[AT_NV_PARAM_INTERNAL_CPU_CONF], &fields_nv_internal_cpu_conf[1] },
	{ "INTERNAL_CPU_MODEL", &enum_nv_param_values[AT_NV_PARAM_INTERNAL_CPU_CONF], &fields_nv_internal_cpu_conf[4] },
	{ "INTERNAL_CPU_OFFLOAD_ENGINE", &enum_nv_param_values[AT_NV_PARAM_INTERNAL_CPU_CONF], &fields_nv_internal_cpu_conf[0] },
	{ "INTERNAL_CPU_PAGE_SUPPLIER", &enum_nv_param_values[AT_NV_PARAM_INTERNAL_CPU_CONF], &fields_nv_internal_cpu_conf[3] },
	{ "INTERNAL_CPU_RSHIM", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF], &fields_nv_global_pci_conf[17] },
	{ "INT_LOG_MAX_PAYLOAD_SIZE", &enum_nv_param_values[AT_NV_PARAM_TPT_CONF], &fields_nv_tpt_conf[0] },
	{ "IP_OVER_VXLAN_EN", &enum_nv_param_values[AT_NV_PARAM_SW_OFFLOAD_CONF], &fields_nv_sw_offload_conf[10] },
	{ "IP_OVER_VXLAN_PORT", &enum_nv_param_values[AT_NV_PARAM_SW_OFFLOAD_CONF], &fields_nv_sw_offload_conf[0] },
	{ "IP_VER", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_BOOT_CONF2], &fields_nv_rom_boot_conf2[1] },
	{ "KEEP_ETH_LINK_UP_P1", &enum_nv_param_values[AT_NV_PARAM_KEEP_LINK_UP], &fields_nv_keep_link_up[5] },
	{ "KEEP_IB_LINK_UP_P1", &enum_nv_param_values[AT_NV_PARAM_KEEP_LINK_UP], &fields_nv_keep_link_up[4] },
	{ "KEEP_LINK_UP_ON_BOOT_P1", &enum_nv_param_values[AT_NV_PARAM_KEEP_LINK_UP], &fields_nv_keep_link_up[3] },
	{ "KEEP_LINK_UP_ON_STANDBY_P1", &enum_nv_param_values[AT_NV_PARAM_KEEP_LINK_UP], &fields_nv_keep_link_up[2] },
	{ "LAG_RESOURCE_ALLOCATION", &enum_nv_param_values[AT_NV_PARAM_POWER_CONF], &fields_nv_power_conf[8] },
	{ "LEGACY_BOOT_PROTOCOL", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_BOOT_CONF1], &fields_nv_rom_boot_conf1[5] },
	{ "LINK_TYPE_P1", &enum_nv_param_values[AT_NV_PARAM_VPI_LINK_TYPE], &fields_nv_vpi_link_type[0] },
	{ "LLDP_NB_DCBX_P1", &enum_nv_param_values[AT_NV_PARAM_LLDP_NB_CONF], &fields_nv_lldp_nb_conf[2] },
	{ "LLDP_NB_RX_MODE_P1", &enum_nv_param_values[AT_NV_PARAM_LLDP_NB_CONF], &fields_nv_lldp_nb_conf[1] },
	{ "LLDP_NB_TX_MODE_P1", &enum_nv_param_values[AT_NV_PARAM_LLDP_NB_CONF], &fields_nv_lldp_nb_conf[0] },
	{ "LOG_DCR_HASH_TABLE_SIZE", &enum_nv_param_values[AT_NV_PARAM_IB_DC_CONF], &fields_nv_ib_dc_conf[1] },
	{ "LOG_MAX_OUTSTANDING_WQE", &enum_nv_param_values[AT_NV_PARAM_SW_OFFLOAD_CONF], &fields_nv_sw_offload_conf[14] },
	{ "LOG_MAX_QUEUE", &enum_nv_param_values[AT_NV_PARAM_SW_ACCELERATE_CONF], &fields_nv_sw_accelerate_conf[0] },
	{ "LOG_TX_PSN_WINDOW", &enum_nv_param_values[AT_NV_PARAM_SW_OFFLOAD_CONF], &fields_nv_sw_offload_conf[16] },
	{ "LRO_LOG_TIMEOUT0", &enum_nv_param_values[AT_NV_PARAM_SW_OFFLOAD_CONF], &fields_nv_sw_offload_conf[20] },
	{ "LRO_LOG_TIMEOUT1", &enum_nv_param_values[AT_NV_PARAM_SW_OFFLOAD_CONF], &fields_nv_sw_offload_conf[19] },
	{ "LRO_LOG_TIMEOUT2", &enum_nv_param_values[AT_NV_PARAM_SW_OFFLOAD_CONF], &fields_nv_sw_offload_conf[18] },
	{ "LRO_LOG_TIMEOUT3", &enum_nv_param_values[AT_NV_PARAM_SW_OFFLOAD_CONF], &fields_nv_sw_offload_conf[17] },
	{ "MANAGEMENT_PF_MODE", &enum_nv_param_values[AT_NV_PARAM_PCI_CONF], &fields_nv_pci_conf[18] },
	{ "MAX_ACC_OUT_READ", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_2], &fields_nv_global_pci_conf_2[0] },
	{ "MAX_PACKET_LIFETIME", &enum_nv_param_values[AT_NV_PARAM_IB_DC_CONF], &fields_nv_ib_dc_conf[0] },
	{ "MEMIC_ATOMIC", &enum_nv_param_values[AT_NV_PARAM_MEMIC_CONF], &fields_nv_memic_conf[0] },
	{ "MEMIC_BAR_SIZE", &enum_nv_param_values[AT_NV_PARAM_MEMIC_CONF], &fields_nv_memic_conf[2] },
	{ "MEMIC_SIZE_LIMIT", &enum_nv_param_values[AT_NV_PARAM_MEMIC_CONF], &fields_nv_memic_conf[1] },
	{ "MIN_TIME_BETWEEN_CNPS_P1", &enum_nv_param_values[AT_NV_PARAM_ROCE_CC_ECN], &fields_nv_roce_cc_ecn[16] },
	{ "MKEY_BY_NAME", &enum_nv_param_values[AT_NV_PARAM_SW_OFFLOAD_CONF], &fields_nv_sw_offload_conf[9] },
	{ "MODULE_MAX_POWER_OVERRIDE_M0", &enum_nv_param_values[AT_NV_PARAM_MODULE_POWER], &fields_nv_module_power[0] },
	{ "MODULE_SPLIT_M0", &enum_nv_param_values[AT_NV_PARAM_MODULE_SPLIT], &fields_nv_module_split[0] },
	{ "MPFS_MC_LOOPBACK_DISABLE_P1", &enum_nv_param_values[AT_NV_PARAM_MPFS_CONF], &fields_nv_mpfs_conf[4] },
	{ "MPFS_UC_LOOPBACK_DISABLE_P1", &enum_nv_param_values[AT_NV_PARAM_MPFS_CONF], &fields_nv_mpfs_conf[3] },
	{ "MULTI_PCI_RESOURCE_SHARING", &enum_nv_param_values[AT_NV_PARAM_PERFORMANCE_TUNING_CONF], &fields_nv_performance_tuning_conf[5] },
	{ "MULTI_PORT_VHCA_EN", &enum_nv_param_values[AT_NV_PARAM_HCA_CONF], &fields_nv_hca_conf[0] },
	{ "NETWORK_PORTS_NUMBER", &enum_nv_param_values[AT_NV_PARAM_POWER_CONF], &fields_nv_power_conf[10] },
	{ "NON_PREFETCHABLE_PF_BAR", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF], &fields_nv_global_pci_conf[14] },
	{ "NUM_OF_PF", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF], &fields_nv_global_pci_conf[26] },
	{ "NUM_OF_PFC_P1", &enum_nv_param_values[AT_NV_PARAM_QOS_CONF], &fields_nv_qos_conf[2] },
	{ "NUM_OF_TC_P1", &enum_nv_param_values[AT_NV_PARAM_QOS_CONF], &fields_nv_qos_conf[3] },
	{ "NUM_OF_VFS", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF], &fields_nv_global_pci_conf[27] },
	{ "NUM_OF_VL_P1", &enum_nv_param_values[AT_NV_PARAM_QOS_CONF], &fields_nv_qos_conf[4] },
	{ "NUM_PF_MSIX", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF], &fields_nv_global_pci_conf[29] },
	{ "NUM_PF_MSIX_VALID", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF], &fields_nv_global_pci_conf[5] },
	{ "NUM_VF_MSIX", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF], &fields_nv_global_pci_conf[28] },
	{ "NVME_EMULATION_CLASS_CODE", &enum_nv_param_values[AT_NV_PARAM_EMULATION_NVME_CONF], &fields_nv_emulation_nvme_conf[6] },
	{ "NVME_EMULATION_DEVICE_ID", &enum_nv_param_values[AT_NV_PARAM_EMULATION_NVME_CONF], &fields_nv_emulation_nvme_conf[3] },
	{ "NVME_EMULATION_ENABLE", &enum_nv_param_values[AT_NV_PARAM_EMULATION_NVME_CONF], &fields_nv_emulation_nvme_conf[0] },
	{ "NVME_EMULATION_MAX_QUEUE_DEPTH", &enum_nv_param_values[AT_NV_PARAM_EMULATION_NVME_CONF], &fields_nv_emulation_nvme_conf[9] },
	{ "NVME_EMULATION_NUM_MSIX", &enum_nv_param_values[AT_NV_PARAM_EMULATION_NVME_CONF], &fields_nv_emulation_nvme_conf[11] },
	{ "NVME_EMULATION_NUM_PF", &enum_nv_param_values[AT_NV_PARAM_EMULATION_NVME_CONF], &fields_nv_emulation_nvme_conf[1] },
	{ "NVME_EMULATION_NUM_VF", &enum_nv_param_values[AT_NV_PARAM_EMULATION_NVME_CONF], &fields_nv_emulation_nvme_conf[2] },
	{ "NVME_EMULATION_NUM_VF_MSIX", &enum_nv_param_values[AT_NV_PARAM_EMULATION_NVME_CONF], &fields_nv_emulation_nvme_conf[10] },
	{ "NVME_EMULATION_REVISION_ID", &enum_nv_param_values[AT_NV_PARAM_EMULATION_NVME_CONF], &fields_nv_emulation_nvme_conf[5] },
	{ "NVME_EMULATION_SUBSYSTEM_ID", &enum_nv_param_values[AT_NV_PARAM_EMULATION_NVME_CONF], &fields_nv_emulation_nvme_conf[7] },
	{ "NVME_EMULATION_SUBSYSTEM_VENDOR_ID", &enum_nv_param_values[AT_NV_PARAM_EMULATION_NVME_CONF], &fields_nv_emulation_nvme_conf[8] },
	{ "NVME_EMULATION_VENDOR_ID", &enum_nv_param_values[AT_NV_PARAM_EMULATION_NVME_CONF], &fields_nv_emulation_nvme_conf[4] },
	{ "NVMF_PACER_MODE", &enum_nv_param_values[AT_NV_PARAM_NVMF_TARGET_CONF], &fields_nv_nvmf_target_conf[0] },
	{ "NVMF_PACER_THRESHOLD_READ", &enum_nv_param_values[AT_NV_PARAM_NVMF_TARGET_CONF], &fields_nv_nvmf_target_conf[1] },
	{ "NVMF_PACER_THRESHOLD_WRITE", &enum_nv_param_values[AT_NV_PARAM_NVMF_TARGET_CONF], &fields_nv_nvmf_target_conf[2] },
	{ "P2P_ORDERING_MODE", &enum_nv_param_values[AT_NV_PARAM_PCI_CONF], &fields_nv_pci_conf[17] },
	{ "PARTIAL_RESET_EN", &enum_nv_param_values[AT_NV_PARAM_POWER_CONF], &fields_nv_power_conf[5] },
	{ "PARTIAL_WRITE_CACHE_MODE", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF], &fields_nv_global_pci_conf[25] },
	{ "PCIE_CREDIT_TOKEN_TIMEOUT", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_2], &fields_nv_global_pci_conf_2[1] },
	{ "PCI_ATOMIC_MODE", &enum_nv_param_values[AT_NV_PARAM_SW_OFFLOAD_CONF], &fields_nv_sw_offload_conf[2] },
	{ "PCI_BUS0_RESTRICT", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[0] },
	{ "PCI_BUS0_RESTRICT_ASPM", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[2] },
	{ "PCI_BUS0_RESTRICT_SPEED", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[3] },
	{ "PCI_BUS0_RESTRICT_WIDTH", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[1] },
	{ "PCI_BUS1_RESTRICT", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[4] },
	{ "PCI_BUS1_RESTRICT_ASPM", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[6] },
	{ "PCI_BUS1_RESTRICT_SPEED", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[7] },
	{ "PCI_BUS1_RESTRICT_WIDTH", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[5] },
	{ "PCI_BUS2_RESTRICT", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[8] },
	{ "PCI_BUS2_RESTRICT_ASPM", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[10] },
	{ "PCI_BUS2_RESTRICT_SPEED", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[11] },
	{ "PCI_BUS2_RESTRICT_WIDTH", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[9] },
	{ "PCI_BUS3_RESTRICT", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[12] },
	{ "PCI_BUS3_RESTRICT_ASPM", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[14] },
	{ "PCI_BUS3_RESTRICT_SPEED", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[15] },
	{ "PCI_BUS3_RESTRICT_WIDTH", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[13] },
	{ "PCI_BUS4_RESTRICT", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[16] },
	{ "PCI_BUS4_RESTRICT_ASPM", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[18] },
	{ "PCI_BUS4_RESTRICT_SPEED", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[19] },
	{ "PCI_BUS4_RESTRICT_WIDTH", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[17] },
	{ "PCI_BUS5_RESTRICT", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[20] },
	{ "PCI_BUS5_RESTRICT_ASPM", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[22] },
	{ "PCI_BUS5_RESTRICT_SPEED", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[23] },
	{ "PCI_BUS5_RESTRICT_WIDTH", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[21] },
	{ "PCI_BUS6_RESTRICT", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[24] },
	{ "PCI_BUS6_RESTRICT_ASPM", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[26] },
	{ "PCI_BUS6_RESTRICT_SPEED", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[27] },
	{ "PCI_BUS6_RESTRICT_WIDTH", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[25] },
	{ "PCI_BUS7_RESTRICT", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[28] },
	{ "PCI_BUS7_RESTRICT_ASPM", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[30] },
	{ "PCI_BUS7_RESTRICT_SPEED", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[31] },
	{ "PCI_BUS7_RESTRICT_WIDTH", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[29] },
	{ "PCI_DOWNSTREAM_PORT_OWNER", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF_3], &fields_nv_global_pci_conf_3[32] },
	{ "PCI_SWITCH_EMULATION_ENABLE", &enum_nv_param_values[AT_NV_PARAM_EMULATION_PCI_SWITCH_CONF], &fields_nv_emulation_pci_switch_conf[0] },
	{ "PCI_SWITCH_EMULATION_NUM_PORT", &enum_nv_param_values[AT_NV_PARAM_EMULATION_PCI_SWITCH_CONF], &fields_nv_emulation_pci_switch_conf[2] },
	{ "PCI_SW_LANES_MAPPING", &enum_nv_param_values[AT_NV_PARAM_PCI_SWITCH_EVB_CONF], &fields_nv_pci_switch_evb_conf[1] },
	{ "PCI_SW_LANES_REMAPPING_EN", &enum_nv_param_values[AT_NV_PARAM_PCI_SWITCH_EVB_CONF], &fields_nv_pci_switch_evb_conf[0] },
	{ "PCI_WR_ORDERING", &enum_nv_param_values[AT_NV_PARAM_HCA_CONF], &fields_nv_hca_conf[1] },
	{ "PER_PF_NUM_SF", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF], &fields_nv_global_pci_conf[11] },
	{ "PER_PF_NUM_VF_MSIX", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF], &fields_nv_global_pci_conf[15] },
	{ "PF_BAR2_ENABLE", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF], &fields_nv_global_pci_conf[24] },
	{ "PF_BAR2_SIZE", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF], &fields_nv_global_pci_conf[19] },
	{ "PF_LOG_BAR_SIZE", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF], &fields_nv_global_pci_conf[31] },
	{ "PF_NUM_OF_VF", &enum_nv_param_values[AT_NV_PARAM_PF_PCI_CONF], &fields_nv_pf_pci_conf[6] },
	{ "PF_NUM_OF_VF_VALID", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF], &fields_nv_global_pci_conf[16] },
	{ "PF_NUM_PF_MSIX", &enum_nv_param_values[AT_NV_PARAM_PF_PCI_CONF], &fields_nv_pf_pci_conf[5] },
	{ "PF_NUM_PF_MSIX_VALID", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF], &fields_nv_global_pci_conf[12] },
	{ "PF_NUM_VF_MSIX", &enum_nv_param_values[AT_NV_PARAM_PF_PCI_CONF], &fields_nv_pf_pci_conf[4] },
	{ "PF_SF_BAR_SIZE", &enum_nv_param_values[AT_NV_PARAM_PF_PCI_CONF], &fields_nv_pf_pci_conf[0] },
	{ "PF_TOTAL_SF", &enum_nv_param_values[AT_NV_PARAM_PF_PCI_CONF], &fields_nv_pf_pci_conf[3] },
	{ "PHY_AUTO_NEG_P1", &enum_nv_param_values[AT_NV_PARAM_LINK_PHY_CONF], &fields_nv_link_phy_conf[2] },
	{ "PHY_COUNT_LINK_UP_DELAY", &enum_nv_param_values[AT_NV_PARAM_POWER_CONF], &fields_nv_power_conf[7] },
	{ "PHY_FEC_OVERRIDE_P1", &enum_nv_param_values[AT_NV_PARAM_LINK_PHY_CONF], &fields_nv_link_phy_conf[0] },
	{ "PHY_RATE_MASK_OVERRIDE_P1", &enum_nv_param_values[AT_NV_PARAM_LINK_PHY_CONF], &fields_nv_link_phy_conf[1] },
	{ "PHY_RATE_MASK_P1", &enum_nv_param_values[AT_NV_PARAM_LINK_PHY_CONF], &fields_nv_link_phy_conf[3] },
	{ "PORT_OWNER", &enum_nv_param_values[AT_NV_PARAM_EXTERNAL_PORT_CTRL], &fields_nv_external_port_ctrl[4] },
	{ "PRIO_TAG_REQUIRED_EN", &enum_nv_param_values[AT_NV_PARAM_SW_OFFLOAD_CONF], &fields_nv_sw_offload_conf[7] },
	{ "PROG_PARSE_GRAPH", &enum_nv_param_values[AT_NV_PARAM_FLEX_PARSER_CONF], &fields_nv_flex_parser_conf[0] },
	{ "QOS_TRUST_STATE_P1", &enum_nv_param_values[AT_NV_PARAM_QOS_CONF], &fields_nv_qos_conf[0] },
	{ "RATE_REDUCE_MONITOR_PERIOD_P1", &enum_nv_param_values[AT_NV_PARAM_ROCE_CC_ECN], &fields_nv_roce_cc_ecn[14] },
	{ "RATE_TO_SET_ON_FIRST_CNP_P1", &enum_nv_param_values[AT_NV_PARAM_ROCE_CC_ECN], &fields_nv_roce_cc_ecn[11] },
	{ "RDMA_SELECTIVE_REPEAT_EN", &enum_nv_param_values[AT_NV_PARAM_SW_OFFLOAD_CONF], &fields_nv_sw_offload_conf[3] },
	{ "REAL_TIME_CLOCK_ENABLE", &enum_nv_param_values[AT_NV_PARAM_SW_OFFLOAD_CONF], &fields_nv_sw_offload_conf[4] },
	{ "RENEG_ON_CHANGE", &enum_nv_param_values[AT_NV_PARAM_EXTERNAL_PORT_CTRL], &fields_nv_external_port_ctrl[2] },
	{ "RESET_WITH_HOST_ON_ERRORS", &enum_nv_param_values[AT_NV_PARAM_POWER_CONF], &fields_nv_power_conf[2] },
	{ "ROCE_ADAPTIVE_ROUTING_EN", &enum_nv_param_values[AT_NV_PARAM_SW_OFFLOAD_CONF], &fields_nv_sw_offload_conf[13] },
	{ "ROCE_CC_ALGORITHM_P1", &enum_nv_param_values[AT_NV_PARAM_ROCE_CC], &fields_nv_roce_cc[0] },
	{ "ROCE_CC_LEGACY_DCQCN", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_ROCE_CC_CONF], &fields_nv_global_roce_cc_conf[0] },
	{ "ROCE_CC_PRIO_MASK_P1", &enum_nv_param_values[AT_NV_PARAM_ROCE_CC], &fields_nv_roce_cc[1] },
	{ "ROCE_CONTROL", &enum_nv_param_values[AT_NV_PARAM_HCA_CONF], &fields_nv_hca_conf[2] },
	{ "ROCE_NEXT_PROTOCOL", &enum_nv_param_values[AT_NV_PARAM_ROCE_1_5_CONF], &fields_nv_roce_1_5_conf[0] },
	{ "RPG_AI_RATE_P1", &enum_nv_param_values[AT_NV_PARAM_ROCE_CC_ECN], &fields_nv_roce_cc_ecn[6] },
	{ "RPG_BYTE_RESET_P1", &enum_nv_param_values[AT_NV_PARAM_ROCE_CC_ECN], &fields_nv_roce_cc_ecn[3] },
	{ "RPG_GD_P1", &enum_nv_param_values[AT_NV_PARAM_ROCE_CC_ECN], &fields_nv_roce_cc_ecn[8] },
	{ "RPG_HAI_RATE_P1", &enum_nv_param_values[AT_NV_PARAM_ROCE_CC_ECN], &fields_nv_roce_cc_ecn[7] },
	{ "RPG_MAX_RATE_P1", &enum_nv_param_values[AT_NV_PARAM_ROCE_CC_ECN], &fields_nv_roce_cc_ecn[5] },
	{ "RPG_MIN_DEC_FAC_P1", &enum_nv_param_values[AT_NV_PARAM_ROCE_CC_ECN], &fields_nv_roce_cc_ecn[9] },
	{ "RPG_MIN_RATE_P1", &enum_nv_param_values[AT_NV_PARAM_ROCE_CC_ECN], &fields_nv_roce_cc_ecn[10] },
	{ "RPG_THRESHOLD_P1", &enum_nv_param_values[AT_NV_PARAM_ROCE_CC_ECN], &fields_nv_roce_cc_ecn[4] },
	{ "RPG_TIME_RESET_P1", &enum_nv_param_values[AT_NV_PARAM_ROCE_CC_ECN], &fields_nv_roce_cc_ecn[2] },
	{ "RT_PPS_ENABLED_ONPOWERUP", &enum_nv_param_values[AT_NV_PARAM_POWER_CONF], &fields_nv_power_conf[9] },
	{ "SAFE_MODE_ENABLE", &enum_nv_param_values[AT_NV_PARAM_SAFE_MODE_CONF], &fields_nv_safe_mode_conf[0] },
	{ "SAFE_MODE_THRESHOLD", &enum_nv_param_values[AT_NV_PARAM_SAFE_MODE_CONF], &fields_nv_safe_mode_conf[1] },
	{ "SRIOV_EN", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF], &fields_nv_global_pci_conf[20] },
	{ "SRIOV_IB_ROUTING_MODE_P1", &enum_nv_param_values[AT_NV_PARAM_MPFS_CONF], &fields_nv_mpfs_conf[1] },
	{ "STRICT_VF_MSIX_NUM", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF], &fields_nv_global_pci_conf[10] },
	{ "SW_RECOVERY_ON_ERRORS", &enum_nv_param_values[AT_NV_PARAM_POWER_CONF], &fields_nv_power_conf[3] },
	{ "TLS_OPTIMIZE", &enum_nv_param_values[AT_NV_PARAM_PERFORMANCE_TUNING_CONF], &fields_nv_performance_tuning_conf[2] },
	{ "TRACER_ENABLE", &enum_nv_param_values[AT_NV_PARAM_EXTERNAL_PORT_CTRL], &fields_nv_external_port_ctrl[1] },
	{ "TUNNEL_ECN_COPY_DISABLE", &enum_nv_param_values[AT_NV_PARAM_SW_OFFLOAD_CONF], &fields_nv_sw_offload_conf[1] },
	{ "TUNNEL_IP_PROTO_ENTROPY_DISABLE", &enum_nv_param_values[AT_NV_PARAM_SW_OFFLOAD_CONF], &fields_nv_sw_offload_conf[12] },
	{ "TX_SCHEDULER_BURST", &enum_nv_param_values[AT_NV_PARAM_PERFORMANCE_TUNING_CONF], &fields_nv_performance_tuning_conf[1] },
	{ "UCTX_EN", &enum_nv_param_values[AT_NV_PARAM_SW_OFFLOAD_CONF], &fields_nv_sw_offload_conf[6] },
	{ "UEFI_DEBUG_LOG_BLKIO", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_UEFI_DEBUG_LEVEL], &fields_nv_rom_uefi_debug_level[8] },
	{ "UEFI_DEBUG_LOG_BM", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_UEFI_DEBUG_LEVEL], &fields_nv_rom_uefi_debug_level[9] },
	{ "UEFI_DEBUG_LOG_CACHE", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_UEFI_DEBUG_LEVEL], &fields_nv_rom_uefi_debug_level[3] },
	{ "UEFI_DEBUG_LOG_DISPATCH", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_UEFI_DEBUG_LEVEL], &fields_nv_rom_uefi_debug_level[10] },
	{ "UEFI_DEBUG_LOG_EVENTS", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_UEFI_DEBUG_LEVEL], &fields_nv_rom_uefi_debug_level[5] },
	{ "UEFI_DEBUG_LOG_FS", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_UEFI_DEBUG_LEVEL], &fields_nv_rom_uefi_debug_level[13] },
	{ "UEFI_DEBUG_LOG_GCD", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_UEFI_DEBUG_LEVEL], &fields_nv_rom_uefi_debug_level[4] },
	{ "UEFI_DEBUG_LOG_INIT", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_UEFI_DEBUG_LEVEL], &fields_nv_rom_uefi_debug_level[15] },
	{ "UEFI_DEBUG_LOG_LOAD", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_UEFI_DEBUG_LEVEL], &fields_nv_rom_uefi_debug_level[14] },
	{ "UEFI_DEBUG_LOG_PAGE", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_UEFI_DEBUG_LEVEL], &fields_nv_rom_uefi_debug_level[11] },
	{ "UEFI_DEBUG_LOG_POOL", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_UEFI_DEBUG_LEVEL], &fields_nv_rom_uefi_debug_level[12] },
	{ "UEFI_DEBUG_LOG_SNI", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_UEFI_DEBUG_LEVEL], &fields_nv_rom_uefi_debug_level[7] },
	{ "UEFI_DEBUG_LOG_UNDI", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_UEFI_DEBUG_LEVEL], &fields_nv_rom_uefi_debug_level[6] },
	{ "UEFI_HII_EN", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_UEFI_CONF], &fields_nv_rom_uefi_conf[0] },
	{ "UEFI_LOGS", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_UEFI_DEBUG_LEVEL], &fields_nv_rom_uefi_debug_level[0] },
	{ "UEFI_LOG_MIN_SEVERITY", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_UEFI_DEBUG_LEVEL], &fields_nv_rom_uefi_debug_level[2] },
	{ "UEFI_LOG_VERBOSE", &enum_nv_rom_param_values[AT_NV_ROM_PARAM_ROM_UEFI_DEBUG_LEVEL], &fields_nv_rom_uefi_debug_level[1] },
	{ "UNKNOWN_UPLINK_MAC_FLOOD_P1", &enum_nv_param_values[AT_NV_PARAM_MPFS_CONF], &fields_nv_mpfs_conf[2] },
	{ "USER_PROGRAMMABLE_CC", &enum_nv_param_values[AT_NV_PARAM_PROG_CC], &fields_nv_prog_cc[0] },
	{ "VECTOR_CALC_DISABLE", &enum_nv_param_values[AT_NV_PARAM_SW_OFFLOAD_CONF], &fields_nv_sw_offload_conf[5] },
	{ "VF_LOG_BAR_SIZE", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF], &fields_nv_global_pci_conf[30] },
	{ "VF_MIGRATION_MODE", &enum_nv_param_values[AT_NV_PARAM_SW_OFFLOAD_CONF], &fields_nv_sw_offload_conf[15] },
	{ "VF_NODNIC_ENABLE", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF], &fields_nv_global_pci_conf[9] },
	{ "VF_VPD_ENABLE", &enum_nv_param_values[AT_NV_PARAM_GLOBAL_PCI_CONF], &fields_nv_global_pci_conf[13] },
	{ "VIRTIO_BLK_EMULATION_ENABLE", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_BLK_CONF], &fields_nv_emulation_virtio_blk_conf[0] },
	{ "VIRTIO_BLK_EMULATION_NUM_MSIX", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_BLK_CONF], &fields_nv_emulation_virtio_blk_conf[8] },
	{ "VIRTIO_BLK_EMULATION_NUM_PF", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_BLK_CONF], &fields_nv_emulation_virtio_blk_conf[3] },
	{ "VIRTIO_BLK_EMULATION_NUM_VF", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_BLK_CONF], &fields_nv_emulation_virtio_blk_conf[4] },
	{ "VIRTIO_BLK_EMULATION_NUM_VF_MSIX", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_BLK_CONF], &fields_nv_emulation_virtio_blk_conf[7] },
	{ "VIRTIO_BLK_EMULATION_PF_PCI_LAYOUT", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_BLK_CONF], &fields_nv_emulation_virtio_blk_conf[1] },
	{ "VIRTIO_BLK_EMULATION_SUBSYSTEM_ID", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_BLK_CONF], &fields_nv_emulation_virtio_blk_conf[5] },
	{ "VIRTIO_BLK_EMULATION_VF_PCI_LAYOUT", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_BLK_CONF], &fields_nv_emulation_virtio_blk_conf[2] },
	{ "VIRTIO_BLK_EMU_SUBSYSTEM_VENDOR_ID", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_BLK_CONF], &fields_nv_emulation_virtio_blk_conf[6] },
	{ "VIRTIO_EMULATION_HOTPLUG_TRANS", &enum_nv_param_values[AT_NV_PARAM_EMULATION_PCI_SWITCH_CONF], &fields_nv_emulation_pci_switch_conf[1] },
	{ "VIRTIO_FS_EMULATION_CLASS_CODE", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_FS_CONF], &fields_nv_emulation_virtio_fs_conf[6] },
	{ "VIRTIO_FS_EMULATION_DEVICE_ID", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_FS_CONF], &fields_nv_emulation_virtio_fs_conf[3] },
	{ "VIRTIO_FS_EMULATION_ENABLE", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_FS_CONF], &fields_nv_emulation_virtio_fs_conf[0] },
	{ "VIRTIO_FS_EMULATION_NUM_MSIX", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_FS_CONF], &fields_nv_emulation_virtio_fs_conf[10] },
	{ "VIRTIO_FS_EMULATION_NUM_PF", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_FS_CONF], &fields_nv_emulation_virtio_fs_conf[1] },
	{ "VIRTIO_FS_EMULATION_NUM_VF", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_FS_CONF], &fields_nv_emulation_virtio_fs_conf[2] },
	{ "VIRTIO_FS_EMULATION_NUM_VF_MSIX", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_FS_CONF], &fields_nv_emulation_virtio_fs_conf[9] },
	{ "VIRTIO_FS_EMULATION_REVISION_ID", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_FS_CONF], &fields_nv_emulation_virtio_fs_conf[5] },
	{ "VIRTIO_FS_EMULATION_SUBSYSTEM_ID", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_FS_CONF], &fields_nv_emulation_virtio_fs_conf[7] },
	{ "VIRTIO_FS_EMULATION_VENDOR_ID", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_FS_CONF], &fields_nv_emulation_virtio_fs_conf[4] },
	{ "VIRTIO_FS_EMU_SUBSYSTEM_VENDOR_ID", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_FS_CONF], &fields_nv_emulation_virtio_fs_conf[8] },
	{ "VIRTIO_NET_EMULATION_ENABLE", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_NET_CONF], &fields_nv_emulation_virtio_net_conf[0] },
	{ "VIRTIO_NET_EMULATION_NUM_MSIX", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_NET_CONF], &fields_nv_emulation_virtio_net_conf[8] },
	{ "VIRTIO_NET_EMULATION_NUM_PF", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_NET_CONF], &fields_nv_emulation_virtio_net_conf[3] },
	{ "VIRTIO_NET_EMULATION_NUM_VF", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_NET_CONF], &fields_nv_emulation_virtio_net_conf[4] },
	{ "VIRTIO_NET_EMULATION_NUM_VF_MSIX", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_NET_CONF], &fields_nv_emulation_virtio_net_conf[7] },
	{ "VIRTIO_NET_EMULATION_PF_PCI_LAYOUT", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_NET_CONF], &fields_nv_emulation_virtio_net_conf[1] },
	{ "VIRTIO_NET_EMULATION_SUBSYSTEM_ID", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_NET_CONF], &fields_nv_emulation_virtio_net_conf[5] },
	{ "VIRTIO_NET_EMULATION_VF_PCI_LAYOUT", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_NET_CONF], &fields_nv_emulation_virtio_net_conf[2] },
	{ "VIRTIO_NET_EMU_SUBSYSTEM_VENDOR_ID", &enum_nv_param_values[AT_NV_PARAM_EMULATION_VIRTIO_NET_CONF], &fields_nv_emulation_virtio_net_conf[6] },
	{ "VL15_BUFFER_SIZE_P1", &enum_nv_param_values[AT_NV_PARAM_QOS_CONF], &fields_nv_qos_conf[1] },
	{ "VSEC_EXPULSION_DURATION", &enum_nv_param_values[AT_NV_PARAM_HOST_SYNC_CONF], &fields_nv_host_sync_conf[2] },
	{ "WOL_MAGIC_EN", &enum_nv_param_values[AT_NV_PARAM_WOL_CONF], &fields_nv_wol_conf[0] },
	{ "ZERO_TOUCH_TUNING_ENABLE", &enum_nv_param_values[AT_NV_PARAM_PERFORMANCE_TUNING_CONF], &fields_nv_performance_tuning_conf[0] },
};
const unsigned int mlx5ctl_prm_nnv_params = sizeof(mlx5ctl_prm_nv_params) / sizeof(mlx5ctl_prm_nv_params[0]);
