// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The link (emulator/fw/link.c): the physical counters move with the clock while the link is
 * up and stop while the cable is out; the BER the firmware computes; a pulled cable seen the
 * same way by PAOS, PTYS, PDDR (pages 0, 1, 3, 6), PMAOS, MCIA, SLRG, PPLM and
 * QUERY_VPORT_STATE, and undone by plugging it back; the degraded lane; the registers mstlink
 * reads (PPLM, SLTP writes within limits, PPHCR and the histogram, PRTL, MPEIN against the
 * PCIe link, MSGI, MPIR, the refusals of what the model does not do); the PCIe link's SerDes
 * lanes (SLRG and SLTP with pnat 3, mstlink --port_type PCIE) and MPCNT's lane and timer groups.
 */
#include "regtest.h"

#define NS	1000000000ull
#define BAD_PARAM	MLX5CTL_CMD_STAT_BAD_PARAM_ERR
#define LINE_BITS	103125000000ull		/* four 25.78125 Gb/s lanes, a second */

static void fixture(void)
{
	fw_setup();
	init_hca();
}

static void *ctrs(void)
{
	return MLX5CTL_ADDR_OF(ppcnt_reg, out_data(), counter_set);
}

#define STAT(f)	((uint64_t)MLX5CTL_GET(phys_layer_statistical_cntrs, ctrs(), f##_high) << 32 | \
		 MLX5CTL_GET(phys_layer_statistical_cntrs, ctrs(), f##_low))
#define PHYS(f)	((uint64_t)MLX5CTL_GET(phys_layer_cntrs, ctrs(), f##_high) << 32 | \
		 MLX5CTL_GET(phys_layer_cntrs, ctrs(), f##_low))

static void ppcnt(unsigned int grp)
{
	prep(MLX5CTL_REG_PPCNT, false, 0);
	MLX5CTL_SET(ppcnt_reg, in_data(), local_port, 1);
	MLX5CTL_SET(ppcnt_reg, in_data(), grp, grp);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(ppcnt_reg)), 0);
}

static void pddr(unsigned int page)
{
	prep(MLX5CTL_REG_PDDR, false, 0);
	MLX5CTL_SET(pddr_reg, in_data(), local_port, 1);
	MLX5CTL_SET(pddr_reg, in_data(), page_select, page);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(pddr_reg)), 0);
}

static void *page(void)
{
	return MLX5CTL_ADDR_OF(pddr_reg, out_data(), page_data);
}

static uint32_t paos_oper(void)
{
	prep(MLX5CTL_REG_PAOS, false, 0);
	MLX5CTL_SET(paos_reg, in_data(), local_port, 1);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(paos_reg)), 0);
	return MLX5CTL_GET(paos_reg, out_data(), oper_status);
}

static uint32_t vport_state(void)
{
	uint8_t out[MLX5CTL_ST_SZ_BYTES(query_vport_state_out)] = { 0 };
	IN(query_vport_state);

	MLX5CTL_SET(query_vport_state_in, in, opcode, MLX5CTL_CMD_OP_QUERY_VPORT_STATE);
	ck_assert_int_eq(RUN(query_vport_state, in, out), 0);
	return MLX5CTL_GET(query_vport_state_out, out, state);
}

START_TEST(counters_move_while_up)
{
	uint64_t bits, errs;

	host.now += 10 * NS;
	ppcnt(MLX5CTL_PPCNT_GRP_PHYSICAL_LAYER_STATISTICAL);
	ck_assert_uint_eq(STAT(phy_received_bits), 10 * LINE_BITS);
	/* 12, 15, 11, 14 raw errors a second on lanes 0-3 */
	ck_assert_uint_eq(STAT(phy_corrected_bits_lane0), 120);
	ck_assert_uint_eq(STAT(phy_corrected_bits_lane3), 140);
	ck_assert_uint_eq(STAT(phy_corrected_bits), 520);
	ck_assert_uint_eq(STAT(phy_effective_errors), 0);
	/* 520 / 1.03125e12 = 5.04e-10; nothing uncorrectable: 15E-255 */
	ck_assert_uint_eq(MLX5CTL_GET(phys_layer_statistical_cntrs, ctrs(), raw_ber_coef), 5);
	ck_assert_uint_eq(MLX5CTL_GET(phys_layer_statistical_cntrs, ctrs(), raw_ber_magnitude), 10);
	ck_assert_uint_eq(MLX5CTL_GET(phys_layer_statistical_cntrs, ctrs(), effective_ber_coef), 15);
	ck_assert_uint_eq(MLX5CTL_GET(phys_layer_statistical_cntrs, ctrs(),
				      effective_ber_magnitude), 255);
	bits = STAT(phy_received_bits);
	errs = STAT(phy_corrected_bits);
	host.now += NS;
	ppcnt(MLX5CTL_PPCNT_GRP_PHYSICAL_LAYER_STATISTICAL);
	ck_assert_uint_eq(STAT(phy_received_bits), bits + LINE_BITS);
	ck_assert_uint_eq(STAT(phy_corrected_bits), errs + 52);
	/* the RS-FEC view of the same: every error a corrected codeword of one symbol */
	ppcnt(MLX5CTL_PPCNT_GRP_PHYSICAL_LAYER);
	ck_assert_uint_eq(PHYS(rs_fec_corrected_blocks), 572);
	ck_assert_uint_eq(PHYS(rs_fec_single_error_blocks), 572);
	ck_assert_uint_eq(PHYS(rs_fec_uncorrectable_blocks), 0);
	ck_assert_uint_eq(PHYS(rs_fec_no_errors_blocks) + 572, 11 * LINE_BITS / 5280);
	ck_assert_uint_eq(PHYS(time_since_last_clear), 11000);
	/* the histogram: bin 0 the clean codewords, bin 1 the corrected ones */
	ppcnt(MLX5CTL_PPCNT_GRP_RS_FEC_HISTOGRAM);
	ck_assert_uint_eq(MLX5CTL_GET(ppcnt_rs_fec_histograms_cntrs, ctrs(), hist1_low), 572);
	ck_assert_uint_eq(MLX5CTL_GET(ppcnt_rs_fec_histograms_cntrs, ctrs(), hist2_low), 0);
	/* no PLR on this port */
	ppcnt(MLX5CTL_PPCNT_GRP_PLR);
	ck_assert_uint_eq(MLX5CTL_GET(ppcnt_plr_cntrs, ctrs(), plr_rcv_codes_low), 0);
}
END_TEST

START_TEST(cable_pulled_everywhere)
{
	uint64_t bits;

	host.now += 5 * NS;
	ck_assert_uint_eq(paos_oper(), MLX5CTL_PORT_STATUS_UP);
	ck_assert_uint_eq(vport_state(), MLX5CTL_VPORT_STATE_UP);
	pddr(MLX5CTL_PDDR_PAGE_LINK_DOWN_INFO);		/* no link down since reset */
	ck_assert_uint_eq(MLX5CTL_GET(pddr_link_down_info_page, page(), local_reason_opcode), 0);
	mlx5fw_port_set_cable(fw, false);
	ck_assert(!mlx5fw_port_cable(fw));
	ck_assert_uint_eq(paos_oper(), MLX5CTL_PORT_STATUS_DOWN);
	ck_assert_uint_eq(vport_state(), MLX5CTL_VPORT_STATE_DOWN);
	/* PTYS: nothing operational */
	prep(MLX5CTL_REG_PTYS, false, 0);
	MLX5CTL_SET(ptys_reg, in_data(), local_port, 1);
	MLX5CTL_SET(ptys_reg, in_data(), proto_mask, MLX5CTL_PTYS_PROTO_ETHERNET);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(ptys_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(ptys_reg, out_data(), eth_proto_oper), 0);
	ck_assert_uint_eq(MLX5CTL_GET(ptys_reg, out_data(), eth_proto_admin),
			  MLX5CTL_PTYS_ETH_100GBASE_CR4);
	ck_assert_uint_eq(MLX5CTL_GET(ptys_reg, out_data(), an_status), MLX5CTL_PTYS_AN_LINK_DOWN);
	/* PDDR: polling, no FEC; the troubleshooting page says why; the module page unplugged */
	pddr(MLX5CTL_PDDR_PAGE_OPERATIONAL_INFO);
	ck_assert_uint_eq(MLX5CTL_GET(pddr_operation_info_page, page(), phy_mngr_fsm_state),
			  MLX5CTL_PDDR_PHY_MNGR_POLLING);
	ck_assert_uint_eq(MLX5CTL_GET(pddr_operation_info_page, page(), link_active), 0);
	ck_assert_uint_eq(MLX5CTL_GET(pddr_operation_info_page, page(), fec_mode_active), 0);
	pddr(MLX5CTL_PDDR_PAGE_TROUBLESHOOTING_INFO);
	ck_assert_uint_eq(MLX5CTL_GET(pddr_troubleshooting_page, page(),
				      status_opcode.pddr_monitor_opcode.monitor_opcode),
			  MLX5CTL_PDDR_MONITOR_CABLE_UNPLUGGED);
	ck_assert_str_eq((const char *)MLX5CTL_ADDR_OF(pddr_troubleshooting_page, page(),
						       status_message), "Cable is unplugged");
	pddr(MLX5CTL_PDDR_PAGE_MODULE_INFO);
	ck_assert_uint_eq(MLX5CTL_GET(pddr_module_info, page(), cable_type),
			  MLX5CTL_PDDR_CABLE_UNPLUGGED);
	ck_assert_uint_eq(MLX5CTL_GET(pddr_module_info, page(), cable_length), 0);
	pddr(MLX5CTL_PDDR_PAGE_LINK_DOWN_INFO);
	ck_assert_uint_eq(MLX5CTL_GET(pddr_link_down_info_page, page(), local_reason_opcode),
			  MLX5CTL_PDDR_DOWN_CABLE_WAS_UNPLUGGED);
	pddr(MLX5CTL_PDDR_PAGE_LINK_UP_INFO);
	ck_assert_uint_eq(MLX5CTL_GET(pddr_link_up_info_page, page(), time_to_link_up), 0);
	/* PMAOS unplugged, MCIA: the access works, the cage is empty (status 3) */
	prep(MLX5CTL_REG_PMAOS, false, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(pmaos_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(pmaos_reg, out_data(), oper_status),
			  MLX5CTL_MODULE_STATUS_UNPLUGGED);
	prep(MLX5CTL_REG_MCIA, false, 0);
	MLX5CTL_SET(mcia_reg, in_data(), i2c_device_address, 0x50);
	MLX5CTL_SET(mcia_reg, in_data(), size, 16);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mcia_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mcia_reg, out_data(), status), 3);
	/* SLRG: no eye; PPLM: no active FEC */
	prep(MLX5CTL_REG_SLRG, false, 0);
	MLX5CTL_SET(slrg_ext, in_data(), local_port, 1);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(slrg_ext)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(slrg_ext, out_data(), status), 0);
	prep(MLX5CTL_REG_PPLM, false, 0);
	MLX5CTL_SET(pplm_ext, in_data(), local_port, 1);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(pplm_ext)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(pplm_ext, out_data(), fec_mode_active), 0);
	/* the counters stop: 3 s without a cable receive nothing */
	ppcnt(MLX5CTL_PPCNT_GRP_PHYSICAL_LAYER_STATISTICAL);
	bits = STAT(phy_received_bits);
	ck_assert_uint_eq(bits, 5 * LINE_BITS);
	host.now += 3 * NS;
	ppcnt(MLX5CTL_PPCNT_GRP_PHYSICAL_LAYER_STATISTICAL);
	ck_assert_uint_eq(STAT(phy_received_bits), bits);
	ppcnt(MLX5CTL_PPCNT_GRP_IEEE_802_3);
	ck_assert_uint_eq(MLX5CTL_GET(eth_802_3_cntrs_grp_data_layout, ctrs(),
				      a_broadcast_frames_received_ok_low), 5);
	/* plugged back: up, counting again from where it stopped; one link down counted */
	mlx5fw_port_set_cable(fw, true);
	ck_assert_uint_eq(paos_oper(), MLX5CTL_PORT_STATUS_UP);
	host.now += 2 * NS;
	ppcnt(MLX5CTL_PPCNT_GRP_PHYSICAL_LAYER_STATISTICAL);
	ck_assert_uint_eq(STAT(phy_received_bits), 7 * LINE_BITS);
	ppcnt(MLX5CTL_PPCNT_GRP_PHYSICAL_LAYER);
	ck_assert_uint_eq(MLX5CTL_GET(phys_layer_cntrs, ctrs(), link_down_events), 1);
	ppcnt(MLX5CTL_PPCNT_GRP_IEEE_802_3);
	ck_assert_uint_eq(MLX5CTL_GET(eth_802_3_cntrs_grp_data_layout, ctrs(),
				      a_broadcast_frames_received_ok_low), 7);
	pddr(MLX5CTL_PDDR_PAGE_TROUBLESHOOTING_INFO);
	ck_assert_uint_eq(MLX5CTL_GET(pddr_troubleshooting_page, page(),
				      status_opcode.pddr_monitor_opcode.monitor_opcode),
			  MLX5CTL_PDDR_MONITOR_NO_ISSUE_OBSERVED);
	/* the cable is physical: a firmware reset keeps it out */
	mlx5fw_port_set_cable(fw, false);
	mlx5fw_reset(fw);
	enable_hca();
	init_hca();
	ck_assert_uint_eq(paos_oper(), MLX5CTL_PORT_STATUS_DOWN);
}
END_TEST

START_TEST(degraded_lane)
{
	uint32_t h0, h2;

	mlx5fw_port_set_degraded(fw, true);
	host.now += 2 * NS;
	ck_assert_uint_eq(paos_oper(), MLX5CTL_PORT_STATUS_UP);
	ppcnt(MLX5CTL_PPCNT_GRP_PHYSICAL_LAYER_STATISTICAL);
	ck_assert_uint_eq(STAT(phy_corrected_bits_lane2), 2 * (2500000 + 0));
	ck_assert_uint_eq(STAT(phy_effective_errors), 6);
	/* (5e6 + 2 * 41) / 2.0625e11 = 2.4e-5; 6 / 2.0625e11 = 2.9e-11 */
	ck_assert_uint_eq(MLX5CTL_GET(phys_layer_statistical_cntrs, ctrs(), raw_ber_coef), 2);
	ck_assert_uint_eq(MLX5CTL_GET(phys_layer_statistical_cntrs, ctrs(), raw_ber_magnitude), 5);
	ck_assert_uint_eq(MLX5CTL_GET(phys_layer_statistical_cntrs, ctrs(), effective_ber_coef), 2);
	ck_assert_uint_eq(MLX5CTL_GET(phys_layer_statistical_cntrs, ctrs(),
				      effective_ber_magnitude), 11);
	ppcnt(MLX5CTL_PPCNT_GRP_RS_FEC_HISTOGRAM);
	ck_assert_uint_gt(MLX5CTL_GET(ppcnt_rs_fec_histograms_cntrs, ctrs(), hist3_low), 0);
	ck_assert_uint_eq(MLX5CTL_GET(ppcnt_rs_fec_histograms_cntrs, ctrs(), hist15_low), 6);
	pddr(MLX5CTL_PDDR_PAGE_OPERATIONAL_INFO);
	ck_assert_uint_eq(MLX5CTL_GET(pddr_operation_info_page, page(), link_health), 1);
	/* lane 2's eye is half the others' */
	prep(MLX5CTL_REG_SLRG, false, 0);
	MLX5CTL_SET(slrg_ext, in_data(), local_port, 1);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(slrg_ext)), 0);
	h0 = MLX5CTL_GET(slrg_16nm, MLX5CTL_ADDR_OF(slrg_ext, out_data(), page_data),
			 height_eo_pos_mid);
	prep(MLX5CTL_REG_SLRG, false, 0);
	MLX5CTL_SET(slrg_ext, in_data(), local_port, 1);
	MLX5CTL_SET(slrg_ext, in_data(), lane, 2);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(slrg_ext)), 0);
	h2 = MLX5CTL_GET(slrg_16nm, MLX5CTL_ADDR_OF(slrg_ext, out_data(), page_data),
			 height_eo_pos_mid);
	ck_assert_uint_lt(h2 * 3, h0 * 2);
	mlx5fw_port_set_degraded(fw, false);
	pddr(MLX5CTL_PDDR_PAGE_OPERATIONAL_INFO);
	ck_assert_uint_eq(MLX5CTL_GET(pddr_operation_info_page, page(), link_health), 2);
}
END_TEST

START_TEST(link_registers)
{
	unsigned int gen, width;
	uint8_t *p;

	/* PPLM: RS-FEC active; the 100G override is taken within the capability */
	prep(MLX5CTL_REG_PPLM, false, 0);
	MLX5CTL_SET(pplm_ext, in_data(), local_port, 1);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(pplm_ext)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(pplm_ext, out_data(), fec_mode_active), 2);
	ck_assert_uint_eq(MLX5CTL_GET(pplm_ext, out_data(), fec_override_cap_100g), 0x5);
	prep(MLX5CTL_REG_PPLM, true, 0);
	MLX5CTL_SET(pplm_ext, in_data(), local_port, 1);
	MLX5CTL_SET(pplm_ext, in_data(), fec_override_admin_100g, 0x2);	/* Firecode: not 100G's */
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(pplm_ext)), BAD_PARAM);
	MLX5CTL_SET(pplm_ext, in_data(), fec_override_admin_100g, 0x4);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(pplm_ext)), 0);
	prep(MLX5CTL_REG_PPLM, false, 0);
	MLX5CTL_SET(pplm_ext, in_data(), local_port, 1);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(pplm_ext)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(pplm_ext, out_data(), fec_override_admin_100g), 0x4);
	/* SLTP: 16nm, a write within the limits reads back, one beyond them is refused */
	prep(MLX5CTL_REG_SLTP, true, 0);
	MLX5CTL_SET(sltp_ext, in_data(), local_port, 1);
	MLX5CTL_SET(sltp_ext, in_data(), lane, 1);
	p = MLX5CTL_ADDR_OF(sltp_ext, in_data(), page_data);
	MLX5CTL_SET(sltp_16nm, p, pre_tap, (uint8_t)-10);
	MLX5CTL_SET(sltp_16nm, p, main_tap, 71);
	MLX5CTL_SET(sltp_16nm, p, post_tap, (uint8_t)-16);
	MLX5CTL_SET(sltp_16nm, p, ob_amp, 60);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(sltp_ext)), BAD_PARAM);	/* 96 < 10 + 71 + 16 */
	MLX5CTL_SET(sltp_16nm, p, main_tap, 60);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(sltp_ext)), 0);
	prep(MLX5CTL_REG_SLTP, false, 0);
	MLX5CTL_SET(sltp_ext, in_data(), local_port, 1);
	MLX5CTL_SET(sltp_ext, in_data(), lane, 1);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(sltp_ext)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(sltp_ext, out_data(), version), MLX5CTL_SLTP_VERSION_PROD_16NM);
	p = MLX5CTL_ADDR_OF(sltp_ext, out_data(), page_data);
	ck_assert_int_eq((int8_t)MLX5CTL_GET(sltp_16nm, p, pre_tap), -10);
	ck_assert_uint_eq(MLX5CTL_GET(sltp_16nm, p, main_tap), 60);
	ck_assert_uint_eq(MLX5CTL_GET(sltp_16nm, p, ob_amp), 60);
	prep(MLX5CTL_REG_SLTP, false, 0);
	MLX5CTL_SET(sltp_ext, in_data(), local_port, 1);
	MLX5CTL_SET(sltp_ext, in_data(), lane, 4);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(sltp_ext)), BAD_PARAM);
	/* PRBS and phy test mode: not modelled, refused */
	prep(MLX5CTL_REG_PPTT, true, 0);
	MLX5CTL_SET(pptt_reg, in_data(), local_port, 1);
	MLX5CTL_SET(pptt_reg, in_data(), e, 1);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(pptt_reg)), BAD_PARAM);
	prep(MLX5CTL_REG_PPAOS, true, 0);
	MLX5CTL_SET(ppaos_reg, in_data(), local_port, 1);
	MLX5CTL_SET(ppaos_reg, in_data(), phy_test_mode_admin, 1);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(ppaos_reg)), BAD_PARAM);
	prep(MLX5CTL_REG_PMPT, false, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(pmpt_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(pmpt_reg, out_data(), status), 1);
	/* PPHCR: 16 fixed bins of KR4 RS-FEC, bin i = i symbol errors */
	prep(MLX5CTL_REG_PPHCR, false, 0);
	MLX5CTL_SET(pphcr_reg, in_data(), local_port, 1);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(pphcr_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(pphcr_reg, out_data(), active_hist_type), 3);
	ck_assert_uint_eq(MLX5CTL_GET(pphcr_reg, out_data(), num_of_bins), 16);
	ck_assert_uint_eq(MLX5CTL_GET(pphcr_bin_range, MLX5CTL_ADDR_OF(pphcr_reg, out_data(),
			  bin_range) + 5 * 4, low_val), 5);
	/* MPEIN: the PCIe link the configuration space advertises */
	mlx5fw_pcie_link(fw, &gen, &width);
	prep(MLX5CTL_REG_MPEIN, false, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mpein_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mpein_reg, out_data(), link_width_active), width);
	ck_assert_uint_eq(MLX5CTL_GET(mpein_reg, out_data(), link_speed_active), 1u << gen);
	ck_assert_uint_eq(gen, 4);
	prep(MLX5CTL_REG_MPEIN, false, 0);
	MLX5CTL_SET(mpein_reg, in_data(), node, 1);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mpein_reg)), BAD_PARAM);
	prep(MLX5CTL_REG_MPIR, false, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mpir_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mpir_reg, out_data(), bus), 1);
	/* PRTL: both PHYs and the cable twice while up; the PRM's reset value while down */
	prep(MLX5CTL_REG_PRTL, false, 0);
	MLX5CTL_SET(prtl_reg, in_data(), local_port, 1);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(prtl_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(prtl_reg, out_data(), rtt_support), 1);
	ck_assert_uint_eq(MLX5CTL_GET(prtl_reg, out_data(), round_trip_latency),
			  2 * MLX5CTL_GET(prtl_reg, out_data(), local_phy_latency) + 10);
	mlx5fw_port_set_cable(fw, false);
	prep(MLX5CTL_REG_PRTL, false, 0);
	MLX5CTL_SET(prtl_reg, in_data(), local_port, 1);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(prtl_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(prtl_reg, out_data(), round_trip_latency), 0xffffff);
	mlx5fw_port_set_cable(fw, true);
	/* MSGI: empty on an adapter */
	prep(MLX5CTL_REG_MSGI, false, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(msgi_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(msgi_reg, out_data(), revision), 0);
	/* another port is refused */
	prep(MLX5CTL_REG_SLRG, false, 0);
	MLX5CTL_SET(slrg_ext, in_data(), local_port, 2);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(slrg_ext)), BAD_PARAM);
}
END_TEST

/* the PCIe link's lanes: SLRG and SLTP with pnat 3 (out of band / PCI), PCIe index 0 */
static int serdes(int reg, unsigned int port, unsigned int pnat, unsigned int lane)
{
	prep(reg, false, 0);
	if (reg == MLX5CTL_REG_SLRG) {
		MLX5CTL_SET(slrg_ext, in_data(), local_port, port);
		MLX5CTL_SET(slrg_ext, in_data(), pnat, pnat);
		MLX5CTL_SET(slrg_ext, in_data(), lane, lane);
		return go(MLX5CTL_ST_SZ_BYTES(slrg_ext));
	}
	MLX5CTL_SET(sltp_ext, in_data(), local_port, port);
	MLX5CTL_SET(sltp_ext, in_data(), pnat, pnat);
	MLX5CTL_SET(sltp_ext, in_data(), lane, lane);
	return go(MLX5CTL_ST_SZ_BYTES(sltp_ext));
}

START_TEST(pcie_lanes)
{
	unsigned int gen, width, lane;
	uint32_t port_h, pcie_h, starts;
	uint8_t *p;

	mlx5fw_pcie_link(fw, &gen, &width);
	ck_assert_uint_eq(width, 16);
	/* every lane of the x16 link (all the 4-bit lane field can name) has an eye, Gen4's lane
	 * speed */
	for (lane = 0; lane < width; lane++) {
		ck_assert_int_eq(serdes(MLX5CTL_REG_SLRG, 0, 3, lane), 0);
		ck_assert_uint_eq(MLX5CTL_GET(slrg_ext, out_data(), status), 1);
		p = MLX5CTL_ADDR_OF(slrg_ext, out_data(), page_data);
		ck_assert_uint_eq(MLX5CTL_GET(slrg_16nm, p, grade_lane_speed), 4);
		ck_assert_uint_gt(MLX5CTL_GET(slrg_16nm, p, height_eo_pos_mid), 0);
	}
	ck_assert_int_eq(serdes(MLX5CTL_REG_SLRG, 1, 3, 0), BAD_PARAM);	/* PCIe index 1 */
	ck_assert_int_eq(serdes(MLX5CTL_REG_SLTP, 0, 3, 15), 0);
	ck_assert_uint_eq(MLX5CTL_GET(sltp_ext, out_data(), version), MLX5CTL_SLTP_VERSION_PROD_16NM);
	/* the PCIe eye does not follow the network port: the cable out, lane 0 still has one */
	ck_assert_int_eq(serdes(MLX5CTL_REG_SLRG, 0, 3, 0), 0);
	pcie_h = MLX5CTL_GET(slrg_16nm, MLX5CTL_ADDR_OF(slrg_ext, out_data(), page_data),
			     height_eo_pos_mid);
	mlx5fw_port_set_cable(fw, false);
	ck_assert_int_eq(serdes(MLX5CTL_REG_SLRG, 1, 0, 0), 0);
	ck_assert_uint_eq(MLX5CTL_GET(slrg_ext, out_data(), status), 0);
	ck_assert_int_eq(serdes(MLX5CTL_REG_SLRG, 0, 3, 0), 0);
	ck_assert_uint_eq(MLX5CTL_GET(slrg_ext, out_data(), status), 1);
	ck_assert_uint_eq(MLX5CTL_GET(slrg_16nm, MLX5CTL_ADDR_OF(slrg_ext, out_data(), page_data),
				      height_eo_pos_mid), pcie_h);
	mlx5fw_port_set_cable(fw, true);
	/* a PCIe lane's transmitter is its own: a write to it leaves the port's lane as it was */
	ck_assert_int_eq(serdes(MLX5CTL_REG_SLTP, 1, 0, 1), 0);
	port_h = MLX5CTL_GET(sltp_16nm, MLX5CTL_ADDR_OF(sltp_ext, out_data(), page_data), main_tap);
	prep(MLX5CTL_REG_SLTP, true, 0);
	MLX5CTL_SET(sltp_ext, in_data(), pnat, 3);
	MLX5CTL_SET(sltp_ext, in_data(), lane, 1);
	p = MLX5CTL_ADDR_OF(sltp_ext, in_data(), page_data);
	MLX5CTL_SET(sltp_16nm, p, main_tap, 40);
	MLX5CTL_SET(sltp_16nm, p, ob_amp, 50);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(sltp_ext)), 0);
	ck_assert_int_eq(serdes(MLX5CTL_REG_SLTP, 0, 3, 1), 0);
	ck_assert_uint_eq(MLX5CTL_GET(sltp_16nm, MLX5CTL_ADDR_OF(sltp_ext, out_data(), page_data),
				      main_tap), 40);
	ck_assert_int_eq(serdes(MLX5CTL_REG_SLTP, 1, 0, 1), 0);
	ck_assert_uint_eq(MLX5CTL_GET(sltp_16nm, MLX5CTL_ADDR_OF(sltp_ext, out_data(), page_data),
				      main_tap), port_h);
	ck_assert_uint_ne(port_h, 40);
	/* MPCNT: the lane group (no errors), the timers (a PERST# for each start), no group 3 */
	prep(MLX5CTL_REG_MPCNT, false, 0);
	MLX5CTL_SET(mpcnt_reg, in_data(), grp, MLX5CTL_MPCNT_GRP_PCIE_LANES);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mpcnt_reg)), 0);
	p = MLX5CTL_ADDR_OF(mpcnt_reg, out_data(), counter_set);
	ck_assert_uint_eq(MLX5CTL_GET(pcie_lanes_counters, p, error_counter_lane15), 0);
	prep(MLX5CTL_REG_MPCNT, false, 0);
	MLX5CTL_SET(mpcnt_reg, in_data(), grp, MLX5CTL_MPCNT_GRP_PCIE_TIMERS_STATES);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mpcnt_reg)), 0);
	p = MLX5CTL_ADDR_OF(mpcnt_reg, out_data(), counter_set);
	starts = MLX5CTL_GET(pcie_timers_states, p, perst_handler);
	ck_assert_uint_ge(starts, 1);
	ck_assert_uint_lt(MLX5CTL_GET(pcie_timers_states, p, time_to_boot_image_start),
			  MLX5CTL_GET(pcie_timers_states, p, time_to_l0));
	mlx5fw_reset(fw);
	init_hca();
	prep(MLX5CTL_REG_MPCNT, false, 0);
	MLX5CTL_SET(mpcnt_reg, in_data(), grp, MLX5CTL_MPCNT_GRP_PCIE_TIMERS_STATES);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mpcnt_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(pcie_timers_states, MLX5CTL_ADDR_OF(mpcnt_reg, out_data(),
				      counter_set), perst_handler), starts + 1);
	prep(MLX5CTL_REG_MPCNT, false, 0);
	MLX5CTL_SET(mpcnt_reg, in_data(), grp, 3);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mpcnt_reg)), BAD_PARAM);
}
END_TEST

static Suite *link_suite(void)
{
	Suite *s = suite_create("link");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, fixture, fw_teardown);
	tcase_add_test(tc, counters_move_while_up);
	tcase_add_test(tc, cable_pulled_everywhere);
	tcase_add_test(tc, degraded_lane);
	tcase_add_test(tc, link_registers);
	tcase_add_test(tc, pcie_lanes);
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(link_suite)
