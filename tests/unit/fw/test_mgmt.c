// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The registers the vendor's tools need besides the ones mlx5_core uses: MCAM (checked against
 * what ACCESS_REG actually answers), MQIS (against the VPD), MFRL, MNVGC, MLCOK, the port registers
 * PAOS, PTYS and PMLP (against the port PDDR describes), and the expansion ROM configuration
 * items (read "not set", never stored).
 */
#include "regtest.h"
#include "mlx5fw_nv.h"

static void fixture(void)
{
	fw_setup();
	init_hca();
}

/* MCAM's mask says exactly which registers of 0x9000-0x907f ACCESS_REG knows */
START_TEST(mcam)
{
	size_t len = MLX5CTL_ST_SZ_BYTES(mcam_reg), mask;
	uint8_t cap[MLX5CTL_ST_SZ_BYTES(mcam_reg)];
	void *regs;
	unsigned int i, n = 0;

	prep(MLX5CTL_REG_MCAM, false, 0);
	ck_assert_int_eq(go(len), 0);
	memcpy(cap, out_data(), len);
	mask = MLX5CTL_BIT_OFF(mcam_reg, mng_access_reg_cap_mask);
	for (i = 0; i < 0x80; i++) {
		uint16_t id = (uint16_t)(0x9000 + i);
		bool announced = (cap[(mask + 127 - i) / 8] >> (7 - (mask + 127 - i) % 8)) & 1;
		int st;

		/* a register the model does not have is BAD_PARAM with SYND_BAD_REG; one it has
		 * answers (maybe BAD_OP for a direction it lacks, BAD_PARAM for zeroed input) */
		prep(id, false, 0);
		st = go(256);
		ck_assert_msg(announced == !(st == MLX5CTL_CMD_STAT_BAD_PARAM_ERR &&
					     syndrome() == SYND_BAD_REG),
			      "register 0x%x: announced %d, ACCESS_REG status %d", id, announced, st);
		n += announced;
	}
	ck_assert_uint_ge(n, 10);
	regs = MLX5CTL_ADDR_OF(mcam_reg, cap, mng_access_reg_cap_mask.mcam_access_reg);
	ck_assert(MLX5CTL_GET(mcam_access_reg, regs, mfrl));
	ck_assert(MLX5CTL_GET(mcam_access_reg, regs, mtmp));
	/* component update as mlx5_core needs it (devlink flash: MCQI, MCC, MCDA; devlink info:
	 * MCQS too), and mstflint's firmware-controlled path (the five of 0x9060-0x9064 and
	 * MGIR) */
	ck_assert(MLX5CTL_GET(mcam_access_reg, regs, mcqs));
	ck_assert(MLX5CTL_GET(mcam_access_reg, regs, mcqi));
	ck_assert(MLX5CTL_GET(mcam_access_reg, regs, mcc));
	ck_assert(MLX5CTL_GET(mcam_access_reg, regs, mcda));
	/* group 2: MIRC, bit 0x62 */
	prep(MLX5CTL_REG_MCAM, false, 0);
	MLX5CTL_SET(mcam_reg, in_data(), access_reg_group, 2);
	ck_assert_int_eq(go(len), 0);
	regs = MLX5CTL_ADDR_OF(mcam_reg, out_data(), mng_access_reg_cap_mask);
	ck_assert(MLX5CTL_GET(mcam_access_reg_bits2, regs, mirc));
	/* the next group: nothing there */
	prep(MLX5CTL_REG_MCAM, false, 0);
	MLX5CTL_SET(mcam_reg, in_data(), access_reg_group, 1);
	ck_assert_int_eq(go(len), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mcam_reg, out_data(), access_reg_group), 1);
	for (i = 0; i < 16; i++)
		ck_assert_uint_eq(((uint8_t *)out_data())[mask / 8 + i], 0);
	prep(MLX5CTL_REG_MCAM, true, 0);
	ck_assert_int_eq(go(len), MLX5CTL_CMD_STAT_BAD_OP_ERR);
}
END_TEST

/* MQIS in pieces of 8 bytes, as mstflint's getDeviceHWInfo reads it */
static size_t mqis(uint32_t type, char *buf, size_t size)
{
	size_t len = MLX5CTL_ST_SZ_BYTES(mqis_reg), total, got = 0;

	do {
		prep(MLX5CTL_REG_MQIS, false, 0);
		MLX5CTL_SET(mqis_reg, in_data(), info_type, type);
		MLX5CTL_SET(mqis_reg, in_data(), read_offset, (uint32_t)got);
		MLX5CTL_SET(mqis_reg, in_data(), read_length, 8);
		ck_assert_int_eq(go(len), 0);
		total = MLX5CTL_GET(mqis_reg, out_data(), info_length);
		ck_assert_uint_le(total, size - 1);
		ck_assert_uint_eq(MLX5CTL_GET(mqis_reg, out_data(), read_length),
				  total - got < 8 ? total - got : 8);
		memcpy(buf + got, MLX5CTL_ADDR_OF(mqis_reg, out_data(), info_string),
		       MLX5CTL_GET(mqis_reg, out_data(), read_length));
		got += MLX5CTL_GET(mqis_reg, out_data(), read_length);
	} while (got < total);
	buf[got] = 0;
	return got;
}

START_TEST(mqis_strings)
{
	const uint8_t *vpd;
	size_t vlen = mlx5fw_vpd_image(fw, &vpd);
	char s[1024];

	ck_assert_uint_eq(mqis(MLX5CTL_MQIS_INFO_MODEL_NAME, s, sizeof(s)), 16);
	ck_assert_str_eq(s, "MCX623105AN-CDAT");
	mqis(MLX5CTL_MQIS_INFO_MODEL_DESCRIPTION, s, sizeof(s));
	/* the description is the VPD's identifier string */
	ck_assert_uint_eq(strlen(s), (size_t)(vpd[1] | vpd[2] << 8));
	ck_assert_int_eq(memcmp(s, vpd + 3, strlen(s)), 0);
	ck_assert_uint_eq(mqis(MLX5CTL_MQIS_INFO_VPD, s, sizeof(s)), vlen);
	ck_assert_mem_eq(s, vpd, vlen);
	ck_assert_uint_eq(mqis(MLX5CTL_MQIS_INFO_IMAGE_VSD, s, sizeof(s)), 0);
	ck_assert_uint_eq(mqis(MLX5CTL_MQIS_INFO_ROM_INFO, s, sizeof(s)), 0);
	/* past the end, an unknown type */
	prep(MLX5CTL_REG_MQIS, false, 0);
	MLX5CTL_SET(mqis_reg, in_data(), info_type, MLX5CTL_MQIS_INFO_MODEL_NAME);
	MLX5CTL_SET(mqis_reg, in_data(), read_offset, 17);
	MLX5CTL_SET(mqis_reg, in_data(), read_length, 8);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mqis_reg)), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	MLX5CTL_SET(mqis_reg, in_data(), info_type, 6);
	MLX5CTL_SET(mqis_reg, in_data(), read_offset, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mqis_reg)), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
}
END_TEST

START_TEST(mfrl)
{
	size_t len = MLX5CTL_ST_SZ_BYTES(mfrl_reg);
	uint16_t plain = create_uctx(0), tools = create_uctx(MLX5CTL_UCTX_CAP_TOOLS_RESOURCES);

	prep(MLX5CTL_REG_MFRL, false, plain);
	ck_assert_int_eq(go(len), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mfrl_reg, out_data(), reset_level), 0x49);
	ck_assert_uint_eq(MLX5CTL_GET(mfrl_reg, out_data(), reset_type), 1);
	ck_assert_uint_eq(MLX5CTL_GET(mfrl_reg, out_data(), reset_state), 0);
	/* mstconfig's "load the configuration at the next reset": level 6 */
	prep(MLX5CTL_REG_MFRL, true, tools);
	MLX5CTL_SET(mfrl_reg, in_data(), reset_level, 0x40);
	ck_assert_int_eq(go(len), 0);
	/* not a supported level, two levels, none */
	MLX5CTL_SET(mfrl_reg, in_data(), reset_level, 0x2);
	ck_assert_int_eq(go(len), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	MLX5CTL_SET(mfrl_reg, in_data(), reset_level, 0x9);
	ck_assert_int_eq(go(len), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	MLX5CTL_SET(mfrl_reg, in_data(), reset_level, 0);
	ck_assert_int_eq(go(len), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	/* a write is configuration: a UID without TOOLS_RESOURCES may not */
	prep(MLX5CTL_REG_MFRL, true, plain);
	MLX5CTL_SET(mfrl_reg, in_data(), reset_level, 0x40);
	ck_assert_int_eq(go(len), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
}
END_TEST

START_TEST(mnvgc)
{
	prep(MLX5CTL_REG_MNVGC, false, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mnvgc_reg)), 0);
	ck_assert(MLX5CTL_GET(mnvgc_reg, out_data(), nvda_read_factory_settings));
	ck_assert(MLX5CTL_GET(mnvgc_reg, out_data(), nvda_read_current_settings));
	ck_assert(!MLX5CTL_GET(mnvgc_reg, out_data(), priv_nv_other_host));
}
END_TEST

/* MLCOK: the card is not locked and tells no key; the lock itself is not modelled */
START_TEST(mlcok)
{
	size_t len = MLX5CTL_ST_SZ_BYTES(mlcok_reg);
	uint16_t tools = create_uctx(MLX5CTL_UCTX_CAP_TOOLS_RESOURCES);

	prep(MLX5CTL_REG_MLCOK, false, tools);
	memset(in_data(), 0xff, len);
	ck_assert_int_eq(go(len), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mlcok_reg, out_data(), operation), 0);
	ck_assert_uint_eq(MLX5CTL_GET64(mlcok_reg, out_data(), key), 0);
	prep(MLX5CTL_REG_MLCOK, true, 0);
	MLX5CTL_SET(mlcok_reg, in_data(), operation, 1);
	MLX5CTL_SET64(mlcok_reg, in_data(), key, 0x1234);
	ck_assert_int_eq(go(len), MLX5CTL_CMD_STAT_BAD_OP_ERR);
	prep(MLX5CTL_REG_MLCOK, false, 0);
	ck_assert_int_eq(go(len), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mlcok_reg, out_data(), operation), 0);
}
END_TEST

/* the port registers agree with PDDR's operational page */
START_TEST(port)
{
	uint32_t active;
	void *lane;

	prep(MLX5CTL_REG_PDDR, false, 0);
	MLX5CTL_SET(pddr_reg, in_data(), local_port, 1);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(pddr_reg)), 0);
	active = MLX5CTL_GET(pddr_operation_info_page,
			     MLX5CTL_ADDR_OF(pddr_reg, out_data(), page_data), link_active);

	prep(MLX5CTL_REG_PTYS, false, 0);
	MLX5CTL_SET(ptys_reg, in_data(), local_port, 1);
	MLX5CTL_SET(ptys_reg, in_data(), proto_mask, MLX5CTL_PTYS_PROTO_ETHERNET);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(ptys_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(ptys_reg, out_data(), eth_proto_oper), active);
	ck_assert_uint_eq(MLX5CTL_GET(ptys_reg, out_data(), eth_proto_capability), active);
	ck_assert_uint_eq(MLX5CTL_GET(ptys_reg, out_data(), data_rate_oper), 1000);
	ck_assert_uint_eq(MLX5CTL_GET(ptys_reg, out_data(), connector_type),
			  MLX5CTL_PTYS_CONNECTOR_DA);
	MLX5CTL_SET(ptys_reg, in_data(), proto_mask, MLX5CTL_PTYS_PROTO_INFINIBAND);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(ptys_reg)), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);

	prep(MLX5CTL_REG_PAOS, false, 0);
	MLX5CTL_SET(paos_reg, in_data(), local_port, 1);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(paos_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(paos_reg, out_data(), admin_status), MLX5CTL_PORT_STATUS_UP);
	ck_assert_uint_eq(MLX5CTL_GET(paos_reg, out_data(), oper_status), MLX5CTL_PORT_STATUS_UP);
	prep(MLX5CTL_REG_PAOS, true, 0);
	MLX5CTL_SET(paos_reg, in_data(), local_port, 1);
	MLX5CTL_SET(paos_reg, in_data(), admin_status, MLX5CTL_PORT_STATUS_DOWN);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(paos_reg)), MLX5CTL_CMD_STAT_BAD_OP_ERR);

	prep(MLX5CTL_REG_PMLP, false, 0);
	MLX5CTL_SET(pmlp_reg, in_data(), local_port, 1);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(pmlp_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(pmlp_reg, out_data(), width), 4);
	lane = MLX5CTL_ADDR_OF(pmlp_reg, out_data(), lane3_module_mapping);
	ck_assert_uint_eq(MLX5CTL_GET(pmlp_lane, lane, module), 0);
	ck_assert_uint_eq(MLX5CTL_GET(pmlp_lane, lane, tx_lane), 3);
	ck_assert_uint_eq(MLX5CTL_GET(pmlp_lane, lane, rx_lane), 3);

	/* no port 0, no port 2 */
	prep(MLX5CTL_REG_PMLP, false, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(pmlp_reg)), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	prep(MLX5CTL_REG_PAOS, false, 0);
	MLX5CTL_SET(paos_reg, in_data(), local_port, 2);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(paos_reg)), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
}
END_TEST

/* expansion ROM items: known, read as never written, not stored */
START_TEST(rom_items)
{
	const uint32_t *types = mlx5fw_nv_rom_items;
	size_t len = MLX5CTL_ST_SZ_BYTES(mnvda_reg), i;
	void *hdr;

	ck_assert_uint_ge(MLX5FW_NV_NROM, 7);
	for (i = 0; i < MLX5FW_NV_NROM; i++) {
		prep(MLX5CTL_REG_MNVDA, false, 0);
		hdr = MLX5CTL_ADDR_OF(mnvda_reg, in_data(), configuration_item_header);
		mlx5ctl_be32_store(MLX5CTL_ADDR_OF(config_item, hdr, type), types[i]);
		MLX5CTL_SET(config_item, hdr, length, 4);
		ck_assert_int_eq(go(len), MLX5CTL_CMD_STAT_NO_RES_ERR);
		prep(MLX5CTL_REG_MNVDA, true, 0);
		hdr = MLX5CTL_ADDR_OF(mnvda_reg, in_data(), configuration_item_header);
		mlx5ctl_be32_store(MLX5CTL_ADDR_OF(config_item, hdr, type), types[i]);
		MLX5CTL_SET(config_item, hdr, length, 4);
		ck_assert_int_eq(go(len), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	}
	/* an item nobody knows is still a bad parameter */
	prep(MLX5CTL_REG_MNVDA, false, 0);
	hdr = MLX5CTL_ADDR_OF(mnvda_reg, in_data(), configuration_item_header);
	mlx5ctl_be32_store(MLX5CTL_ADDR_OF(config_item, hdr, type), 0x30003ff);
	ck_assert_int_eq(go(len), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
}
END_TEST

START_TEST(mgir_technology)
{
	prep(MLX5CTL_REG_MGIR, false, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mgir_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mgir_reg, out_data(), hardware_info.technology), 3); /* 16nm */
}
END_TEST

static Suite *mgmt_suite(void)
{
	Suite *s = suite_create("mgmt");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, fixture, fw_teardown);
	tcase_add_test(tc, mcam);
	tcase_add_test(tc, mqis_strings);
	tcase_add_test(tc, mfrl);
	tcase_add_test(tc, mnvgc);
	tcase_add_test(tc, mlcok);
	tcase_add_test(tc, port);
	tcase_add_test(tc, rom_items);
	tcase_add_test(tc, mgir_technology);
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(mgmt_suite)
