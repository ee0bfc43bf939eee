// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The port registers operators read beside PAOS, PTYS, PMLP, PDDR and MCIA (port.c): PPCNT
 * (the counter groups of an Ethernet port, from the traffic model of counters.c), PMTU, PCAM,
 * PCAP, PMAOS, and NODE_DESC and RCR (prm/port.yaml, registers.yaml).
 */
#include <stdio.h>
#include <string.h>

#include "mlx5fw_int.h"

#define SET_HL(st, p, f, v) do {						\
		MLX5CTL_SET(st, p, f##_high, (uint32_t)((v) >> 32));		\
		MLX5CTL_SET(st, p, f##_low, (uint32_t)(v));			\
	} while (0)

/* the Ethernet groups the model serves, in the order of fw->ctr.ppcnt_clear_ns[] */
static const uint8_t ppcnt_groups[MLX5FW_PPCNT_GROUPS] = {
	MLX5CTL_PPCNT_GRP_IEEE_802_3, MLX5CTL_PPCNT_GRP_RFC_2863, MLX5CTL_PPCNT_GRP_RFC_2819,
	MLX5CTL_PPCNT_GRP_RFC_3635, MLX5CTL_PPCNT_GRP_ETHERNET_EXTENDED,
	MLX5CTL_PPCNT_GRP_PER_PRIORITY, MLX5CTL_PPCNT_GRP_PER_TRAFFIC_CLASS,
	MLX5CTL_PPCNT_GRP_PHYSICAL_LAYER, MLX5CTL_PPCNT_GRP_PER_TRAFFIC_CLASS_CONGESTION,
	MLX5CTL_PPCNT_GRP_PHYSICAL_LAYER_STATISTICAL, MLX5CTL_PPCNT_GRP_PLR,
	MLX5CTL_PPCNT_GRP_RS_FEC_HISTOGRAM,
};

/* the local port: 1, by local port number (pnat 0) */
static int local_port(struct mlx5fw_cmd *cmd, uint32_t port, uint32_t pnat)
{
	if (port != 1 || pnat)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	return 0;
}

/*
 * A Set(): nothing but with clr, which clears the group it names, or with grp 63 every group
 * (NVIDIA's mlxlink --pc). The reply is the request, as for every write the model takes.
 */
static int ppcnt_write(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, const uint8_t *d)
{
	uint32_t grp = MLX5CTL_GET(ppcnt_reg, d, grp);
	uint64_t now = mlx5fw_now(fw);
	size_t g;

	for (g = 0; g < MLX5FW_PPCNT_GROUPS && ppcnt_groups[g] != grp; g++)
		;
	if ((g == MLX5FW_PPCNT_GROUPS && grp != MLX5CTL_PPCNT_GRP_ALL_GROUPS) ||
	    MLX5CTL_GET(ppcnt_reg, d, prio_tc) > 7)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	if (!MLX5CTL_GET(ppcnt_reg, d, clr))
		return 0;
	if (g < MLX5FW_PPCNT_GROUPS) {
		fw->ctr.ppcnt_clear_ns[g] = now;
		return 0;
	}
	for (g = 0; g < MLX5FW_PPCNT_GROUPS; g++)
		fw->ctr.ppcnt_clear_ns[g] = now;
	return 0;
}

/*
 * A BER as the firmware reports it, coef * 10^-magnitude (coef 1-9, truncated): errors over bits;
 * none (or no bit received yet) reads 15E-255, as real firmware reports an error-free link.
 * which: 0 raw, 1 effective, 2 symbol.
 */
static void ber(uint8_t *c, uint64_t errors, uint64_t bits, int which)
{
	uint32_t coef = 15, mag = 255;

	if (errors && bits) {
		/* the leading digit of errors / bits and its decimal exponent */
		mag = 0;
		while (errors < bits) {
			if (errors > UINT64_MAX / 10) {
				bits /= 10;
			} else {
				errors *= 10;
			}
			mag++;
		}
		coef = (uint32_t)(errors / bits);
	}
	switch (which) {
	case 0:
		MLX5CTL_SET(phys_layer_statistical_cntrs, c, raw_ber_coef, coef);
		MLX5CTL_SET(phys_layer_statistical_cntrs, c, raw_ber_magnitude, mag);
		break;
	case 1:
		MLX5CTL_SET(phys_layer_statistical_cntrs, c, effective_ber_coef, coef);
		MLX5CTL_SET(phys_layer_statistical_cntrs, c, effective_ber_magnitude, mag);
		break;
	default:
		MLX5CTL_SET(phys_layer_statistical_cntrs, c, symbol_fec_ber_coef, coef);
		MLX5CTL_SET(phys_layer_statistical_cntrs, c, symbol_ber_magnitude, mag);
		break;
	}
}

/*
 * The physical layer groups, from link.c's error model: 0x12 (errors and RS-FEC blocks, link
 * downs), 0x16 (bits received, corrected bits per lane, effective errors: mstlink's raw and
 * effective BER) and 0x23 (the RS-FEC histogram, bins as PPHCR says). Group 0x22 (PLR) stays 0:
 * an Ethernet port of a ConnectX-6 Dx runs no physical layer retransmission.
 */
static void phys_counters(struct mlx5fw *fw, uint32_t grp, uint8_t *c, uint64_t origin)
{
	struct mlx5fw_phy p = mlx5fw_link_phy(fw, origin);
	uint64_t since = (mlx5fw_now(fw) - origin) / 1000000ull;	/* ms */
	unsigned int i;

	switch (grp) {
	case MLX5CTL_PPCNT_GRP_PHYSICAL_LAYER:
		SET_HL(phys_layer_cntrs, c, time_since_last_clear, since);
		SET_HL(phys_layer_cntrs, c, symbol_errors, p.symbol_errors);
		SET_HL(phys_layer_cntrs, c, rs_fec_corrected_blocks, p.corrected_cw);
		SET_HL(phys_layer_cntrs, c, rs_fec_uncorrectable_blocks, p.uncorrectable);
		SET_HL(phys_layer_cntrs, c, rs_fec_no_errors_blocks, p.hist[0]);
		SET_HL(phys_layer_cntrs, c, rs_fec_single_error_blocks, p.hist[1]);
		SET_HL(phys_layer_cntrs, c, rs_fec_corrected_symbols_total, p.corrected_bits);
		SET_HL(phys_layer_cntrs, c, rs_fec_corrected_symbols_lane0, p.lane_errs[0]);
		SET_HL(phys_layer_cntrs, c, rs_fec_corrected_symbols_lane1, p.lane_errs[1]);
		SET_HL(phys_layer_cntrs, c, rs_fec_corrected_symbols_lane2, p.lane_errs[2]);
		SET_HL(phys_layer_cntrs, c, rs_fec_corrected_symbols_lane3, p.lane_errs[3]);
		MLX5CTL_SET(phys_layer_cntrs, c, link_down_events, p.link_downs);
		break;
	case MLX5CTL_PPCNT_GRP_PHYSICAL_LAYER_STATISTICAL:
		SET_HL(phys_layer_statistical_cntrs, c, time_since_last_clear, since);
		SET_HL(phys_layer_statistical_cntrs, c, phy_received_bits, p.bits);
		SET_HL(phys_layer_statistical_cntrs, c, phy_symbol_errors, p.symbol_errors);
		SET_HL(phys_layer_statistical_cntrs, c, phy_corrected_bits, p.corrected_bits);
		SET_HL(phys_layer_statistical_cntrs, c, phy_corrected_bits_lane0, p.lane_errs[0]);
		SET_HL(phys_layer_statistical_cntrs, c, phy_corrected_bits_lane1, p.lane_errs[1]);
		SET_HL(phys_layer_statistical_cntrs, c, phy_corrected_bits_lane2, p.lane_errs[2]);
		SET_HL(phys_layer_statistical_cntrs, c, phy_corrected_bits_lane3, p.lane_errs[3]);
		SET_HL(phys_layer_statistical_cntrs, c, phy_effective_errors, p.symbol_errors);
		ber(c, p.corrected_bits, p.bits, 0);
		ber(c, p.symbol_errors, p.bits, 1);
		ber(c, p.symbol_errors, p.bits, 2);
		break;
	default:
		for (i = 0; i < 16; i++) {
			uint8_t *h = c + i * 8;

			mlx5ctl_be32_store(h, (uint32_t)(p.hist[i] >> 32));
			mlx5ctl_be32_store(h + 4, (uint32_t)p.hist[i]);
		}
		break;
	}
}

int mlx5fw_reg_ppcnt(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	uint32_t grp = MLX5CTL_GET(ppcnt_reg, d, grp), prio = MLX5CTL_GET(ppcnt_reg, d, prio_tc);
	uint8_t *c = MLX5CTL_ADDR_OF(ppcnt_reg, d, counter_set);
	uint64_t origin, frames, octets;
	struct mlx5fw_traffic t;
	size_t g;
	int err;

	err = local_port(cmd, MLX5CTL_GET(ppcnt_reg, d, local_port), MLX5CTL_GET(ppcnt_reg, d, pnat));
	if (err)
		return err;
	if (write)
		return ppcnt_write(fw, cmd, d);
	for (g = 0; g < MLX5FW_PPCNT_GROUPS && ppcnt_groups[g] != grp; g++)
		;
	if (g == MLX5FW_PPCNT_GROUPS || prio > 7)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	origin = fw->ctr.ppcnt_clear_ns[g];
	if (origin < fw->boot_ns)
		origin = fw->boot_ns;	/* cleared before the last reset */
	t = mlx5fw_port_traffic(fw, origin);
	frames = t.bcast + t.mcast;
	octets = t.bcast * (MLX5FW_BCAST_BYTES + MLX5FW_FCS) +
		 t.mcast * (MLX5FW_MCAST_BYTES + MLX5FW_FCS);
	memset(c, 0, MLX5CTL_FLD_SZ_BYTES(ppcnt_reg, counter_set));
	switch (grp) {
	case MLX5CTL_PPCNT_GRP_IEEE_802_3:
		SET_HL(eth_802_3_cntrs_grp_data_layout, c, a_frames_received_ok, frames);
		SET_HL(eth_802_3_cntrs_grp_data_layout, c, a_octets_received_ok, octets);
		SET_HL(eth_802_3_cntrs_grp_data_layout, c, a_multicast_frames_received_ok, t.mcast);
		SET_HL(eth_802_3_cntrs_grp_data_layout, c, a_broadcast_frames_received_ok, t.bcast);
		break;
	case MLX5CTL_PPCNT_GRP_RFC_2863:
		SET_HL(eth_2863_cntrs_grp_data_layout, c, if_in_octets, octets);
		SET_HL(eth_2863_cntrs_grp_data_layout, c, if_in_multicast_pkts, t.mcast);
		SET_HL(eth_2863_cntrs_grp_data_layout, c, if_in_broadcast_pkts, t.bcast);
		break;
	case MLX5CTL_PPCNT_GRP_RFC_2819:
		SET_HL(eth_2819_cntrs_grp_data_layout, c, ether_stats_octets, octets);
		SET_HL(eth_2819_cntrs_grp_data_layout, c, ether_stats_pkts, frames);
		SET_HL(eth_2819_cntrs_grp_data_layout, c, ether_stats_broadcast_pkts, t.bcast);
		SET_HL(eth_2819_cntrs_grp_data_layout, c, ether_stats_multicast_pkts, t.mcast);
		SET_HL(eth_2819_cntrs_grp_data_layout, c, ether_stats_pkts64octets, t.bcast);
		SET_HL(eth_2819_cntrs_grp_data_layout, c, ether_stats_pkts65to127octets, t.mcast);
		break;
	case MLX5CTL_PPCNT_GRP_PER_PRIORITY:
		/* untagged traffic is priority 0 */
		if (!prio) {
			SET_HL(eth_per_prio_grp_data_layout, c, rx_octets, octets);
			SET_HL(eth_per_prio_grp_data_layout, c, rx_frames, frames);
		}
		break;
	case MLX5CTL_PPCNT_GRP_PHYSICAL_LAYER:
	case MLX5CTL_PPCNT_GRP_PHYSICAL_LAYER_STATISTICAL:
	case MLX5CTL_PPCNT_GRP_RS_FEC_HISTOGRAM:
		phys_counters(fw, grp, c, origin);
		break;
	default:
		break;		/* no errors, pauses, discards or congestion on an idle link */
	}
	if (MLX5CTL_GET(ppcnt_reg, d, clr))
		fw->ctr.ppcnt_clear_ns[g] = mlx5fw_now(fw);
	return 0;
}

int mlx5fw_reg_pmtu(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	int err = local_port(cmd, MLX5CTL_GET(pmtu_reg, d, local_port), 0);

	(void)fw;
	(void)write;
	if (err)
		return err;
	MLX5CTL_SET(pmtu_reg, d, max_mtu, MLX5FW_PORT_MTU);
	MLX5CTL_SET(pmtu_reg, d, admin_mtu, MLX5FW_PORT_OPER_MTU);
	MLX5CTL_SET(pmtu_reg, d, oper_mtu, MLX5FW_PORT_OPER_MTU);
	return 0;
}

/*
 * PCAM: the 0x5000-0x507f registers the model has a handler for (bit i from the mask's LSB is
 * register 0x5000 + i, as MCAM's), and the features it serves: the statistical PPCNT group, its
 * per-lane error counters (link.c's model) and PTYS's connector type.
 */
int mlx5fw_reg_pcam(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d,
		    bool (*emulated)(uint16_t id))
{
	uint8_t *mask = MLX5CTL_ADDR_OF(pcam_reg, d, port_access_reg_cap_mask);
	unsigned int i;

	(void)fw;
	(void)write;
	if (MLX5CTL_GET(pcam_reg, d, feature_group) || MLX5CTL_GET(pcam_reg, d, access_reg_group))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	for (i = 0; i < 128; i++)
		if (emulated((uint16_t)(0x5000 + i)))
			mlx5ctl_bits_set(mask, 127 - i, 1, 1);
	MLX5CTL_SET(pcam_reg, d, feature_cap_mask.pcam_enhanced_features.ppcnt_statistical_group, 1);
	MLX5CTL_SET(pcam_reg, d, feature_cap_mask.pcam_enhanced_features.ptys_connector_type, 1);
	MLX5CTL_SET(pcam_reg, d, feature_cap_mask.pcam_enhanced_features.per_lane_error_counters, 1);
	return 0;
}

/* PCAP: the InfiniBand PortInfo capability mask; an Ethernet port has none */
int mlx5fw_reg_pcap(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	(void)fw;
	(void)write;
	return local_port(cmd, MLX5CTL_GET(pcap_reg, d, local_port), 0);
}

/*
 * MPCNT: the function's PCIe counters. A clean link: no errors, no recovery, no overflow, no lane
 * errors; the performance group's life time counter is the milliseconds since the last clear.
 * The timers group is the bring-up of the link, fixed (the model's figures, in microseconds,
 * of a ConnectX-6 Dx's boot), with a PERST# for every start since power-on; the model counts
 * no configuration requests (0). clr clears the group, in a read too (the PRM; the kernel
 * refuses that to a debug read).
 */
int mlx5fw_reg_mpcnt(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	uint8_t *c = MLX5CTL_ADDR_OF(mpcnt_reg, d, counter_set);
	uint64_t origin = fw->ctr.mpcnt_clear_ns;
	uint32_t grp = MLX5CTL_GET(mpcnt_reg, d, grp);

	(void)write;
	if (grp > MLX5CTL_MPCNT_GRP_PCIE_TIMERS_STATES || MLX5CTL_GET(mpcnt_reg, d, depth) ||
	    MLX5CTL_GET(mpcnt_reg, d, pcie_index) || MLX5CTL_GET(mpcnt_reg, d, node))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	if (origin < fw->boot_ns)
		origin = fw->boot_ns;	/* cleared before the last reset */
	memset(c, 0, MLX5CTL_FLD_SZ_BYTES(mpcnt_reg, counter_set));
	if (grp == MLX5CTL_MPCNT_GRP_PCIE_PERFORMANCE) {
		SET_HL(pcie_perf_cntrs_grp_data_layout, c, life_time_counter,
		       (mlx5fw_now(fw) - origin) / 1000000ull);
		if (MLX5CTL_GET(mpcnt_reg, d, clr))
			fw->ctr.mpcnt_clear_ns = mlx5fw_now(fw);
	} else if (grp == MLX5CTL_MPCNT_GRP_PCIE_TIMERS_STATES) {
		MLX5CTL_SET(pcie_timers_states, c, time_to_boot_image_start, 212000);
		MLX5CTL_SET(pcie_timers_states, c, time_to_link_image, 268000);
		MLX5CTL_SET(pcie_timers_states, c, calibration_time, 41000);
		MLX5CTL_SET(pcie_timers_states, c, time_to_first_perst, 302000);
		MLX5CTL_SET(pcie_timers_states, c, time_to_detect_state, 305000);
		MLX5CTL_SET(pcie_timers_states, c, time_to_l0, 318000);
		MLX5CTL_SET(pcie_timers_states, c, time_to_crs_en, 326000);
		MLX5CTL_SET(pcie_timers_states, c, perst_handler, (uint32_t)fw->starts);
	}
	return 0;
}

/*
 * PMAOS: module 0, the QSFP28 DAC of port.c, plugged and enabled (unplugged while the cable is
 * pulled: link.c). rst (the PRM's module reset
 * toggle) in any access is counted (module_resets): whether a Get() acts on it is not public,
 * the worst plausible is that it does; the reset itself is instant (the module comes back
 * plugged and enabled), so nothing else shows it.
 */
int mlx5fw_reg_pmaos(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	(void)write;
	if (MLX5CTL_GET(pmaos_reg, d, module))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	if (MLX5CTL_GET(pmaos_reg, d, rst)) {
		fw->module_resets++;
		MLX5CTL_SET(pmaos_reg, d, rst, 0);
	}
	MLX5CTL_SET(pmaos_reg, d, admin_status, MLX5CTL_MODULE_STATUS_PLUGGED_ENABLED);
	MLX5CTL_SET(pmaos_reg, d, oper_status, mlx5fw_port_cable(fw) ?
		    MLX5CTL_MODULE_STATUS_PLUGGED_ENABLED : MLX5CTL_MODULE_STATUS_UNPLUGGED);
	return 0;
}

/*
 * NODE_DESC: "MT<device id> <name without spaces or dashes> Mellanox Technologies", as a
 * ConnectX-6 Dx reports "MT4125 ConnectX6Dx Mellanox Technologies" (the decimal PCI id).
 */
int mlx5fw_reg_node_desc(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	const struct mlx5fw_devinfo *di = mlx5fw_devinfo(fw);
	char name[32], desc[MLX5CTL_FLD_SZ_BYTES(node_desc_reg, node_description)];
	size_t i, n = 0;

	(void)cmd;
	(void)write;
	for (i = 0; di->name[i] && n + 1 < sizeof(name); i++)
		if (di->name[i] != ' ' && di->name[i] != '-')
			name[n++] = di->name[i];
	name[n] = 0;
	memset(desc, 0, sizeof(desc));
	snprintf(desc, sizeof(desc), "MT%u %s Mellanox Technologies", di->device_id, name);
	memcpy(MLX5CTL_ADDR_OF(node_desc_reg, d, node_description), desc, sizeof(desc));
	return 0;
}

/* RCR: the health trace severities; a write with the valid bit sets them */
int mlx5fw_reg_rcr(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	(void)cmd;
	if (write && MLX5CTL_GET(rcr_reg, d, health_severity_bitmask_valid))
		fw->ctr.rcr_mask = (uint8_t)MLX5CTL_GET(rcr_reg, d, health_severity_bitmask);
	memset(d, 0, MLX5CTL_ST_SZ_BYTES(rcr_reg));
	MLX5CTL_SET(rcr_reg, d, health_severity_bitmask_valid, 1);
	MLX5CTL_SET(rcr_reg, d, health_severity_bitmask, fw->ctr.rcr_mask);
	return 0;
}
