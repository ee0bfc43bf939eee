// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The capability pages beyond the general one (prm/caps.yaml, prm/hca.yaml's cap_type): what
 * QUERY_HCA_CAP answers for each type a ConnectX-6 Dx reports and mlx5_core 6.12 reads, maximum
 * and current alike (nothing here is settable: mlx5_core's handle_hca_cap_* only write pages
 * whose gating bit in the general page is set, and the model's general page keeps those off).
 *
 * Sources, per page:
 * - GENERAL_2, ETHERNET_OFFLOADS, ROCE, QOS, PORT_SELECTION: a real ConnectX-6 Dx (its
 *   NODE_DESC reads "MT4125 ConnectX6Dx Mellanox Technologies"), as NVIDIA's mlx5ctl user tools
 *   print it in their README (github.com/saeedtx/mlx5ctl: `mlx5ctl ... cap`; the QOS page as a
 *   hex dump and its parse). GENERAL_2: the fields the README prints, the rest 0.
 * - ODP, ATOMIC, NIC and e-switch FLOW_TABLE, ESWITCH, DEV_MEM, DEV_EVENT, ADV_VIRTUALIZATION:
 *   no public dump of a ConnectX-6 Dx; the values are the model's, chosen to be what mlx5_core
 *   and rdma-core expect of a ConnectX-6 Dx (the feature list of its product brief: RoCE with
 *   ODP, 8-byte atomics, ASAP2 e-switch offload with VXLAN/NVGRE encap, 256 KiB of MEMIC), and
 *   marked "model" below.
 * - DEBUG: diag.c (mlx5fw_diag_cap), which tells what the model serves.
 *
 * The general page (caps.c) does not advertise the features behind these pages (eth_net_offloads,
 * roce, nic_flow_table, ...): mlx5_core in the VM would then create flow tables, queues and
 * RoCE state the model does not implement. A tool that asks for a page gets it all the same, as
 * from the real card.
 */
#include <string.h>

#include "mlx5fw_int.h"

struct cap_val {
	size_t bit, width;
	uint64_t val;
};

#define V(st, f, v) { MLX5CTL_BIT_OFF(st, f), MLX5FW_BITS32(st, f), v }
#define NELEM(a) (sizeof(a) / sizeof((a)[0]))

/* real card (NVIDIA mlx5ctl README); lro_timer_supported_periods: 8, 16, 32, 1024 us */
#define ETH(f, v) V(per_protocol_networking_offload_caps, f, v)
static const struct cap_val eth_caps[] = {
	ETH(csum_cap, 1), ETH(vlan_cap, 1), ETH(lro_cap, 1), ETH(lro_time_stamp, 1),
	ETH(self_lb_en_modifiable, 1), ETH(max_lso_cap, 18), ETH(multi_pkt_send_wqe, 1),
	ETH(wqe_inline_mode, 2), ETH(rss_ind_tbl_cap, 11), ETH(reg_umr_sq, 1),
	ETH(scatter_fcs, 1), ETH(enhanced_multi_pkt_send_wqe, 1), ETH(tunnel_stateless_gre, 1),
	ETH(tunnel_stateless_vxlan, 1), ETH(swp, 1), ETH(swp_csum, 1), ETH(swp_lso, 1),
	ETH(tunnel_stateless_geneve_tx, 1), ETH(tunnel_stateless_vxlan_gpe, 1),
	ETH(tunnel_stateless_ipv4_over_vxlan, 1), ETH(tunnel_stateless_ip_over_ip, 1),
	ETH(insert_trailer, 1), ETH(tunnel_stateless_ip_over_ip_rx, 1),
	ETH(tunnel_stateless_ip_over_ip_tx, 1), ETH(max_geneve_opt_len, 1),
	ETH(tunnel_stateless_geneve_rx, 1), ETH(lro_min_mss_size, 1348),
	{ MLX5CTL_BIT_OFF(per_protocol_networking_offload_caps, lro_timer_supported_periods),
	  32, 8 },
	{ MLX5CTL_BIT_OFF(per_protocol_networking_offload_caps, lro_timer_supported_periods) + 32,
	  32, 16 },
	{ MLX5CTL_BIT_OFF(per_protocol_networking_offload_caps, lro_timer_supported_periods) + 64,
	  32, 32 },
	{ MLX5CTL_BIT_OFF(per_protocol_networking_offload_caps, lro_timer_supported_periods) + 96,
	  32, 1024 },
};

/* real card (NVIDIA mlx5ctl README): RoCE v1 and v2, IPv4 and IPv6, UDP port 4791 */
#define ROCE(f, v) V(roce_cap, f, v)
static const struct cap_val roce_caps[] = {
	ROCE(sw_r_roce_src_udp_port, 1), ROCE(fl_rc_qp_when_roce_disabled, 1),
	ROCE(fl_rc_qp_when_roce_enabled, 1), ROCE(l3_type, 7), ROCE(roce_version, 5),
	ROCE(r_roce_dest_udp_port, 4791), ROCE(r_roce_max_src_udp_port, 65535),
	ROCE(r_roce_min_src_udp_port, 49152), ROCE(roce_address_table_size, 255),
};

/* real card (NVIDIA mlx5ctl README, the QOS page's parse) */
#define QOS(f, v) V(qos_cap, f, v)
static const struct cap_val qos_caps[] = {
	QOS(packet_pacing, 1), QOS(esw_scheduling, 1), QOS(esw_bw_share, 1),
	QOS(esw_rate_limit, 1), QOS(packet_pacing_burst_bound, 1),
	QOS(packet_pacing_typical_size, 1), QOS(nic_sq_scheduling, 1), QOS(nic_bw_share, 1),
	QOS(nic_rate_limit, 1), QOS(packet_pacing_uid, 1), QOS(log_esw_max_sched_depth, 1),
	QOS(log_max_qos_nic_queue_group, 8), QOS(packet_pacing_max_rate, 100000000),
	QOS(packet_pacing_min_rate, 1), QOS(packet_pacing_rate_table_size, 128),
	QOS(esw_element_type, 0xf), QOS(esw_tsar_type, 0x7), QOS(max_tsar_bw_share, 100),
	QOS(nic_element_type, 0x11), QOS(nic_tsar_type, 0x1), QOS(log_meter_aso_granularity, 6),
	QOS(log_meter_aso_max_alloc, 6), QOS(log_max_num_meter_aso, 23),
};

/* real card (NVIDIA mlx5ctl README: the fields it prints; the rest 0) */
static const struct cap_val gen2_caps[] = {
	V(cmd_hca_cap_2, max_reformat_insert_size, 128),
	V(cmd_hca_cap_2, max_reformat_insert_offset, 254),
	V(cmd_hca_cap_2, max_reformat_remove_size, 128),
	V(cmd_hca_cap_2, max_reformat_remove_offset, 254),
};

/* real card (NVIDIA mlx5ctl README) */
static const struct cap_val port_sel_caps[] = {
	V(port_selection_cap, port_select_flow_table, 1),
};

/* model: RC/UD/XRC/DC ODP with every operation, both fault schemes */
#define ODP_T(s, t) \
	V(odp_cap, s.t.send, 1), V(odp_cap, s.t.receive, 1), V(odp_cap, s.t.write, 1), \
	V(odp_cap, s.t.read, 1), V(odp_cap, s.t.atomic, 1), V(odp_cap, s.t.srq_receive, 1)
static const struct cap_val odp_caps[] = {
	V(odp_cap, transport_page_fault_scheme_cap.page_prefetch, 1),
	ODP_T(transport_page_fault_scheme_cap, rc_odp_caps),
	V(odp_cap, transport_page_fault_scheme_cap.ud_odp_caps.send, 1),
	ODP_T(transport_page_fault_scheme_cap, xrc_odp_caps),
	ODP_T(transport_page_fault_scheme_cap, dc_odp_caps),
	V(odp_cap, memory_page_fault_scheme_cap.page_prefetch, 1),
	ODP_T(memory_page_fault_scheme_cap, rc_odp_caps),
	V(odp_cap, memory_page_fault_scheme_cap.ud_odp_caps.send, 1),
	ODP_T(memory_page_fault_scheme_cap, xrc_odp_caps),
	ODP_T(memory_page_fault_scheme_cap, dc_odp_caps),
	V(odp_cap, mem_page_fault, 1),
};

/*
 * model: compare-and-swap and fetch-and-add (bits 0, 1) and the masked ones (2, 3), 8-byte
 * operands (size bit 3) on QPs and DCs; the host-endianness mode mlx5_core sets when offered
 */
static const struct cap_val atomic_caps_vals[] = {
	V(atomic_caps, supported_atomic_req_8B_endianness_mode_1, 1),
	V(atomic_caps, atomic_operations, 0xf),
	V(atomic_caps, atomic_size_qp, 0x8),
	V(atomic_caps, atomic_size_dc, 0x8),
};

/* model: the NIC receive and transmit tables (flow_table_prop_layout, imported layout) */
#define FT_PROP(st, p) \
	V(st, p.ft_support, 1), V(st, p.flow_modify_en, 1), V(st, p.modify_root, 1), \
	V(st, p.flow_counter, 1), V(st, p.log_max_ft_size, 23), \
	V(st, p.log_max_modify_header_context, 21), V(st, p.max_modify_header_actions, 64), \
	V(st, p.max_ft_level, 64), V(st, p.log_max_ft_num, 31), V(st, p.log_max_flow_counter, 24), \
	V(st, p.log_max_destination, 11), V(st, p.log_max_flow, 23)
static const struct cap_val ft_nic_caps[] = {
	V(flow_table_nic_cap, nic_rx_multi_path_tirs, 1),
	V(flow_table_nic_cap, log_max_packet_reformat_context, 23),
	V(flow_table_nic_cap, max_encap_header_size, 128),
	FT_PROP(flow_table_nic_cap, flow_table_properties_nic_receive),
	FT_PROP(flow_table_nic_cap, flow_table_properties_nic_receive_rdma),
	FT_PROP(flow_table_nic_cap, flow_table_properties_nic_transmit),
	FT_PROP(flow_table_nic_cap, flow_table_properties_nic_transmit_rdma),
};

/* model: FDB and the vport ACLs, VXLAN/NVGRE encap to the uplink */
static const struct cap_val ft_esw_caps[] = {
	V(flow_table_eswitch_cap, flow_source, 1),
	V(flow_table_eswitch_cap, multi_fdb_encap, 1),
	V(flow_table_eswitch_cap, fdb_multi_path_to_table, 1),
	FT_PROP(flow_table_eswitch_cap, flow_table_properties_nic_esw_fdb),
	FT_PROP(flow_table_eswitch_cap, flow_table_properties_esw_acl_ingress),
	FT_PROP(flow_table_eswitch_cap, flow_table_properties_esw_acl_egress),
};

/* model: VLAN strip/insert per vport, VXLAN and NVGRE encap/decap, no SFs */
static const struct cap_val esw_caps[] = {
	V(e_switch_cap, vport_svlan_strip, 1), V(e_switch_cap, vport_cvlan_strip, 1),
	V(e_switch_cap, vport_svlan_insert, 1), V(e_switch_cap, vport_cvlan_insert_if_not_exist, 1),
	V(e_switch_cap, vport_cvlan_insert_overwrite, 1), V(e_switch_cap, vxlan_encap_decap, 1),
	V(e_switch_cap, nvgre_encap_decap, 1), V(e_switch_cap, log_max_fdb_encap_uplink, 8),
	V(e_switch_cap, log_max_packet_reformat_context, 23),
	V(e_switch_cap, max_encap_header_size, 128),
	V(e_switch_cap, nic_vport_node_guid_modify, 1),
	V(e_switch_cap, nic_vport_port_guid_modify, 1),
};

/* model: 256 KiB of MEMIC (device memory), 64-byte allocations */
static const struct cap_val dev_mem_caps[] = {
	V(device_mem_cap, memic, 1),
	V(device_mem_cap, log_min_memic_alloc_size, 6),
	V(device_mem_cap, log_max_memic_addr_alignment, 12),
	V(device_mem_cap, max_memic_size, 256 * 1024),
	V(device_mem_cap, log_sw_icm_alloc_granularity, 12),
	V(device_mem_cap, log_steering_sw_icm_size, 27),
	V(device_mem_cap, log_header_modify_sw_icm_size, 20),
};

/*
 * model: events a user context may subscribe to. Affiliated (bit = event type, from the LSB of
 * the 256-bit mask): CQ error 0x04, WQ catastrophic 0x05, path migration failed 0x07, WQ
 * invalid request 0x10, WQ access violation 0x11, SRQ catastrophic 0x12, last WQE 0x13, SRQ
 * limit 0x14. Unaffiliated: port change 0x09.
 */
#define EV_BIT(f, ev) { MLX5CTL_BIT_OFF(device_event_cap, f) + 255 - (ev), 1, 1 }
static const struct cap_val dev_event_caps[] = {
	EV_BIT(user_affiliated_events, 0x04), EV_BIT(user_affiliated_events, 0x05),
	EV_BIT(user_affiliated_events, 0x07), EV_BIT(user_affiliated_events, 0x10),
	EV_BIT(user_affiliated_events, 0x11), EV_BIT(user_affiliated_events, 0x12),
	EV_BIT(user_affiliated_events, 0x13), EV_BIT(user_affiliated_events, 0x14),
	EV_BIT(user_unaffiliated_events, 0x09),
};

/* model: dirty page tracking for migration (mlx5_vfio_pci's limits) */
static const struct cap_val adv_virt_caps[] = {
	V(adv_virtualization_cap, pg_track_log_max_num, 3),
	V(adv_virtualization_cap, pg_track_max_num_range, 4),
	V(adv_virtualization_cap, pg_track_log_min_addr_space, 12),
	V(adv_virtualization_cap, pg_track_log_max_addr_space, 52),
	V(adv_virtualization_cap, pg_track_log_min_msg_size, 12),
	V(adv_virtualization_cap, pg_track_log_max_msg_size, 31),
	V(adv_virtualization_cap, pg_track_log_min_page_size, 12),
	V(adv_virtualization_cap, pg_track_log_max_page_size, 30),
};

static const struct {
	unsigned int type;
	const struct cap_val *vals;
	size_t n;
	size_t size;			/* the page's bytes (its struct) */
} pages[] = {
#define PAGE(t, tbl, st) { MLX5CTL_CAP_TYPE_##t, tbl, NELEM(tbl), MLX5CTL_ST_SZ_BYTES(st) }
	PAGE(GENERAL_2, gen2_caps, cmd_hca_cap_2),
	PAGE(ETHERNET_OFFLOADS, eth_caps, per_protocol_networking_offload_caps),
	PAGE(ODP, odp_caps, odp_cap),
	PAGE(ATOMIC, atomic_caps_vals, atomic_caps),
	PAGE(ROCE, roce_caps, roce_cap),
	PAGE(FLOW_TABLE, ft_nic_caps, flow_table_nic_cap),
	PAGE(ESWITCH_FLOW_TABLE, ft_esw_caps, flow_table_eswitch_cap),
	PAGE(ESWITCH, esw_caps, e_switch_cap),
	PAGE(QOS, qos_caps, qos_cap),
	PAGE(DEV_MEM, dev_mem_caps, device_mem_cap),
	PAGE(DEV_EVENT, dev_event_caps, device_event_cap),
	PAGE(PORT_SELECTION, port_sel_caps, port_selection_cap),
	PAGE(ADV_VIRTUALIZATION, adv_virt_caps, adv_virtualization_cap),
#undef PAGE
};

/*
 * Fill `page` (len bytes, zeroed first) with capability page `type`; the general and debug
 * pages come from caps.c and diag.c. Returns 0, or -1 for a type the card does not
 * have (IPoIB, TLS, IPsec, crypto, MACsec, virtio emulation: a ConnectX-6 Dx MCX623106AN;
 * and those mlx5_core 7.3 reads when the general page offers them, which it does not: PSP,
 * SHAMPO, TLP emulation, advanced RDMA, prm/hca.yaml says why).
 */
int mlx5fw_cap_page(struct mlx5fw *fw, unsigned int type, bool max, uint8_t *page, size_t len)
{
	uint8_t buf[MLX5CTL_FLD_SZ_BYTES(query_hca_cap_out, capability)];
	size_t i, j;

	(void)fw;
	(void)max;		/* nothing here is settable: maximum = current */
	for (i = 0; i < NELEM(pages); i++) {
		if (pages[i].type != type)
			continue;
		memset(buf, 0, sizeof(buf));
		for (j = 0; j < pages[i].n; j++)
			mlx5ctl_bits_set(buf, pages[i].vals[j].bit, pages[i].vals[j].width,
					 (uint32_t)pages[i].vals[j].val);
		memset(page, 0, len);
		memcpy(page, buf, len < pages[i].size ? len : pages[i].size);
		return 0;
	}
	return -1;
}
