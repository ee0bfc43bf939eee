// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The port registers operators read beside PAOS/PTYS/PMLP (test_mgmt.c): PPCNT against the
 * idle link's traffic model and the vport counters, its clear; PMTU; PCAM against what
 * ACCESS_REG answers; PCAP, PMAOS, NODE_DESC and RCR (a write sticks, a reset forgets it).
 */
#include "regtest.h"

#define NS	1000000000ull
#define BAD_PARAM	MLX5CTL_CMD_STAT_BAD_PARAM_ERR

static void fixture(void)
{
	fw_setup();
	init_hca();
}

static int ppcnt(unsigned int grp, unsigned int prio, bool clr)
{
	prep(MLX5CTL_REG_PPCNT, false, 0);
	MLX5CTL_SET(ppcnt_reg, in_data(), local_port, 1);
	MLX5CTL_SET(ppcnt_reg, in_data(), grp, grp);
	MLX5CTL_SET(ppcnt_reg, in_data(), prio_tc, prio);
	MLX5CTL_SET(ppcnt_reg, in_data(), clr, clr);
	return go(MLX5CTL_ST_SZ_BYTES(ppcnt_reg));
}

#define CTR(grp, f)							\
	((uint64_t)MLX5CTL_GET(grp, MLX5CTL_ADDR_OF(ppcnt_reg, out_data(), counter_set),	\
			       f##_high) << 32 |					\
	 MLX5CTL_GET(grp, MLX5CTL_ADDR_OF(ppcnt_reg, out_data(), counter_set), f##_low))

START_TEST(ppcnt_counts_the_idle_link)
{
	uint8_t out[MLX5CTL_ST_SZ_BYTES(query_vport_counter_out)] = { 0 };
	IN(query_vport_counter);

	host.now += 10 * NS + NS / 2;		/* 10.5 s after reset: 10 broadcasts, 5 multicasts */
	ck_assert_int_eq(ppcnt(MLX5CTL_PPCNT_GRP_IEEE_802_3, 0, false), 0);
	ck_assert_uint_eq(CTR(eth_802_3_cntrs_grp_data_layout, a_broadcast_frames_received_ok), 10);
	ck_assert_uint_eq(CTR(eth_802_3_cntrs_grp_data_layout, a_multicast_frames_received_ok), 5);
	ck_assert_uint_eq(CTR(eth_802_3_cntrs_grp_data_layout, a_frames_received_ok), 15);
	/* on the wire with the FCS */
	ck_assert_uint_eq(CTR(eth_802_3_cntrs_grp_data_layout, a_octets_received_ok),
			  10 * 64 + 5 * 94);
	ck_assert_uint_eq(CTR(eth_802_3_cntrs_grp_data_layout, a_frames_transmitted_ok), 0);
	/* the vport counts the same frames, without the FCS */
	MLX5CTL_SET(query_vport_counter_in, in, opcode, MLX5CTL_CMD_OP_QUERY_VPORT_COUNTER);
	ck_assert_int_eq(RUN(query_vport_counter, in, out), 0);
	ck_assert_uint_eq(MLX5CTL_GET64(query_vport_counter_out, out,
					received_eth_broadcast.packets), 10);
	ck_assert_uint_eq(MLX5CTL_GET64(query_vport_counter_out, out,
					received_eth_multicast.octets), 5 * 90);
	/* untagged traffic is priority 0 */
	ck_assert_int_eq(ppcnt(MLX5CTL_PPCNT_GRP_PER_PRIORITY, 0, false), 0);
	ck_assert_uint_eq(CTR(eth_per_prio_grp_data_layout, rx_frames), 15);
	ck_assert_int_eq(ppcnt(MLX5CTL_PPCNT_GRP_PER_PRIORITY, 3, false), 0);
	ck_assert_uint_eq(CTR(eth_per_prio_grp_data_layout, rx_frames), 0);
	ck_assert_int_eq(ppcnt(MLX5CTL_PPCNT_GRP_PER_PRIORITY, 8, false), BAD_PARAM);

	/* a clear starts that group again, and only that group */
	ck_assert_int_eq(ppcnt(MLX5CTL_PPCNT_GRP_RFC_2863, 0, true), 0);
	ck_assert_uint_eq(CTR(eth_2863_cntrs_grp_data_layout, if_in_broadcast_pkts), 10);
	host.now += 2 * NS;
	ck_assert_int_eq(ppcnt(MLX5CTL_PPCNT_GRP_RFC_2863, 0, false), 0);
	ck_assert_uint_eq(CTR(eth_2863_cntrs_grp_data_layout, if_in_broadcast_pkts), 2);
	ck_assert_int_eq(ppcnt(MLX5CTL_PPCNT_GRP_IEEE_802_3, 0, false), 0);
	ck_assert_uint_eq(CTR(eth_802_3_cntrs_grp_data_layout, a_broadcast_frames_received_ok), 12);
	ck_assert_int_eq(ppcnt(MLX5CTL_PPCNT_GRP_PHYSICAL_LAYER, 0, false), 0);
	ck_assert_uint_eq(CTR(phys_layer_cntrs, time_since_last_clear), 12500);

	/*
	 * mlxlink --pc: a Set() of grp 63 with clr starts every group again; without clr, or
	 * of one group without clr, it changes nothing; a group no layout answers is refused
	 */
	host.now += NS;
	prep(MLX5CTL_REG_PPCNT, true, 0);
	MLX5CTL_SET(ppcnt_reg, in_data(), local_port, 1);
	MLX5CTL_SET(ppcnt_reg, in_data(), grp, MLX5CTL_PPCNT_GRP_ALL_GROUPS);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(ppcnt_reg)), 0);
	ck_assert_int_eq(ppcnt(MLX5CTL_PPCNT_GRP_IEEE_802_3, 0, false), 0);
	ck_assert_uint_eq(CTR(eth_802_3_cntrs_grp_data_layout, a_broadcast_frames_received_ok), 13);
	prep(MLX5CTL_REG_PPCNT, true, 0);
	MLX5CTL_SET(ppcnt_reg, in_data(), local_port, 1);
	MLX5CTL_SET(ppcnt_reg, in_data(), grp, MLX5CTL_PPCNT_GRP_ALL_GROUPS);
	MLX5CTL_SET(ppcnt_reg, in_data(), clr, 1);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(ppcnt_reg)), 0);
	host.now += NS;
	ck_assert_int_eq(ppcnt(MLX5CTL_PPCNT_GRP_IEEE_802_3, 0, false), 0);
	ck_assert_uint_eq(CTR(eth_802_3_cntrs_grp_data_layout, a_broadcast_frames_received_ok), 1);
	ck_assert_int_eq(ppcnt(MLX5CTL_PPCNT_GRP_PHYSICAL_LAYER, 0, false), 0);
	ck_assert_uint_eq(CTR(phys_layer_cntrs, time_since_last_clear), 1000);
	ck_assert_int_eq(ppcnt(MLX5CTL_PPCNT_GRP_ALL_GROUPS, 0, false), BAD_PARAM);
	prep(MLX5CTL_REG_PPCNT, true, 0);
	MLX5CTL_SET(ppcnt_reg, in_data(), local_port, 1);
	MLX5CTL_SET(ppcnt_reg, in_data(), grp, MLX5CTL_PPCNT_GRP_INFINIBAND_PORT);
	MLX5CTL_SET(ppcnt_reg, in_data(), clr, 1);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(ppcnt_reg)), BAD_PARAM);

	/* InfiniBand groups on the Ethernet port, another port: refused */
	ck_assert_int_eq(ppcnt(MLX5CTL_PPCNT_GRP_INFINIBAND_PORT, 0, false), BAD_PARAM);
	prep(MLX5CTL_REG_PPCNT, false, 0);
	MLX5CTL_SET(ppcnt_reg, in_data(), local_port, 2);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(ppcnt_reg)), BAD_PARAM);
}
END_TEST

/* PCAM's mask says exactly which registers of 0x5000-0x507f ACCESS_REG knows */
START_TEST(pcam_and_the_rest)
{
	uint8_t mask[16];
	char desc[65];

	prep(MLX5CTL_REG_PCAM, false, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(pcam_reg)), 0);
	memcpy(mask, MLX5CTL_ADDR_OF(pcam_reg, out_data(), port_access_reg_cap_mask), 16);
	for (unsigned int i = 0; i < 128; i++) {
		bool set = mask[15 - i / 8] >> (i % 8) & 1;
		int st;

		prep((uint16_t)(0x5000 + i), false, 0);
		MLX5CTL_SET(ppcnt_reg, in_data(), local_port, 1);	/* byte 1 in each */
		st = go(MLX5CTL_ST_SZ_BYTES(ppcnt_reg));
		ck_assert_msg(set == !(st == BAD_PARAM && syndrome() == SYND_BAD_REG),
			      "register 0x%x: PCAM says %d, ACCESS_REG %d", 0x5000 + i, set, st);
	}
	ck_assert(mask[15 - 8 / 8] >> (8 % 8) & 1);		/* PPCNT 0x5008 */

	prep(MLX5CTL_REG_PMTU, false, 0);
	MLX5CTL_SET(pmtu_reg, in_data(), local_port, 1);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(pmtu_reg)), 0);
	ck_assert_uint_ge(MLX5CTL_GET(pmtu_reg, out_data(), max_mtu),
			  MLX5CTL_GET(pmtu_reg, out_data(), oper_mtu));
	ck_assert_uint_eq(MLX5CTL_GET(pmtu_reg, out_data(), oper_mtu), 1522);

	prep(MLX5CTL_REG_PMAOS, false, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(pmaos_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(pmaos_reg, out_data(), oper_status),
			  MLX5CTL_MODULE_STATUS_PLUGGED_ENABLED);
	prep(MLX5CTL_REG_PMAOS, false, 0);
	MLX5CTL_SET(pmaos_reg, in_data(), module, 1);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(pmaos_reg)), BAD_PARAM);

	prep(MLX5CTL_REG_NODE_DESC, false, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(node_desc_reg)), 0);
	memcpy(desc, MLX5CTL_ADDR_OF(node_desc_reg, out_data(), node_description), 64);
	desc[64] = 0;
	ck_assert_str_eq(desc, "MT4125 ConnectX6Dx Mellanox Technologies");
	/* read-only */
	prep(MLX5CTL_REG_NODE_DESC, true, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(node_desc_reg)), MLX5CTL_CMD_STAT_BAD_OP_ERR);
}
END_TEST

START_TEST(rcr_write_sticks_until_reset)
{
	prep(MLX5CTL_REG_RCR, false, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(rcr_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(rcr_reg, out_data(), health_severity_bitmask), 0x0f);
	/* without the valid bit nothing changes */
	prep(MLX5CTL_REG_RCR, true, 0);
	MLX5CTL_SET(rcr_reg, in_data(), health_severity_bitmask, 0xff);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(rcr_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(rcr_reg, out_data(), health_severity_bitmask), 0x0f);
	MLX5CTL_SET(rcr_reg, in_data(), health_severity_bitmask_valid, 1);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(rcr_reg)), 0);
	prep(MLX5CTL_REG_RCR, false, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(rcr_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(rcr_reg, out_data(), health_severity_bitmask), 0xff);
	mlx5fw_reset(fw);
	enable_hca();
	init_hca();
	prep(MLX5CTL_REG_RCR, false, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(rcr_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(rcr_reg, out_data(), health_severity_bitmask), 0x0f);
}
END_TEST

static Suite *portregs_suite(void)
{
	Suite *s = suite_create("portregs");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, fixture, fw_teardown);
	tcase_add_test(tc, ppcnt_counts_the_idle_link);
	tcase_add_test(tc, pcam_and_the_rest);
	tcase_add_test(tc, rcr_write_sticks_until_reset);
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(portregs_suite)
