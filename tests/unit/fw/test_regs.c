// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ACCESS_REG: host endianness, temperature sensors, module EEPROM, PDDR, access rules.
 */
#include <stdlib.h>
#include <string.h>

#include "fwtest.h"

#define BAD_PARAM	MLX5CTL_CMD_STAT_BAD_PARAM_ERR
#define REG_BUF		2048

static uint8_t reg_in[REG_BUF], reg_out[REG_BUF];

static void regs_fixture(void)
{
	fw_setup();
	init_hca();
}

static void *reg_data_in(void)
{
	return MLX5CTL_ADDR_OF(access_register_in, reg_in, register_data);
}

static void *reg_data_out(void)
{
	return MLX5CTL_ADDR_OF(access_register_out, reg_out, register_data);
}

static void reg_prep(uint16_t id, int read, uint16_t uid)
{
	memset(reg_in, 0, sizeof(reg_in));
	MLX5CTL_SET(access_register_in, reg_in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	MLX5CTL_SET(access_register_in, reg_in, op_mod, read);
	MLX5CTL_SET(access_register_in, reg_in, register_id, id);
	MLX5CTL_SET(mbox_in_hdr, reg_in, uid, uid);
}

static int reg_run(size_t reg_size)
{
	size_t in = MLX5CTL_ST_SZ_BYTES(access_register_in) + reg_size;
	size_t out = MLX5CTL_ST_SZ_BYTES(access_register_out) + reg_size;

	return run(reg_in, in, reg_out, out);
}

START_TEST(host_endianness)
{
	size_t sz = MLX5CTL_ST_SZ_BYTES(host_endianness_reg);

	reg_prep(MLX5CTL_REG_HOST_ENDIANNESS, 0, 0);
	MLX5CTL_SET(host_endianness_reg, reg_data_in(), he, 1);
	ck_assert_int_eq(reg_run(sz), 0);
	reg_prep(MLX5CTL_REG_HOST_ENDIANNESS, 1, 0);
	ck_assert_int_eq(reg_run(sz), 0);
	ck_assert_uint_eq(MLX5CTL_GET(host_endianness_reg, reg_data_out(), he), 1);
	/* kernel-only, even for a user with every capability */
	reg_prep(MLX5CTL_REG_HOST_ENDIANNESS, 0, create_uctx(0x7));
	ck_assert_int_eq(reg_run(sz), BAD_PARAM);
	/* works before INIT_HCA: set_hca_ctrl runs right after ENABLE_HCA */
	mlx5fw_reset(fw);
	enable_hca();
	reg_prep(MLX5CTL_REG_HOST_ENDIANNESS, 0, 0);
	ck_assert_int_eq(reg_run(sz), 0);
}
END_TEST

START_TEST(temperature)
{
	size_t sz = MLX5CTL_ST_SZ_BYTES(mtmp_reg);
	uint32_t t0, t1;
	uint16_t uid = create_uctx(0);

	reg_prep(MLX5CTL_REG_MTCAP, 1, uid);
	ck_assert_int_eq(reg_run(MLX5CTL_ST_SZ_BYTES(mtcap_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mtcap_reg, reg_data_out(), sensor_count), 2);

	reg_prep(MLX5CTL_REG_MTMP, 1, uid);
	ck_assert_int_eq(reg_run(sz), 0);
	t0 = MLX5CTL_GET(mtmp_reg, reg_data_out(), temperature);
	ck_assert_uint_ge(t0, 40 * 8);
	ck_assert_uint_le(t0, 56 * 8);
	host.now += 10ull * 1000000000ull;
	ck_assert_int_eq(reg_run(sz), 0);
	t1 = MLX5CTL_GET(mtmp_reg, reg_data_out(), temperature);
	ck_assert_uint_ne(t0, t1);
	ck_assert_uint_le(t1, MLX5CTL_GET(mtmp_reg, reg_data_out(), max_temperature));

	MLX5CTL_SET(mtmp_reg, reg_data_in(), sensor_index, 1);
	ck_assert_int_eq(reg_run(sz), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, reg_data_out(), sensor_index), 1);
	MLX5CTL_SET(mtmp_reg, reg_data_in(), sensor_index, 2);
	ck_assert_int_eq(reg_run(sz), BAD_PARAM);
	/* read-only register */
	reg_prep(MLX5CTL_REG_MTMP, 0, 0);
	ck_assert_int_eq(reg_run(sz), MLX5CTL_CMD_STAT_BAD_OP_ERR);
}
END_TEST

START_TEST(module_eeprom)
{
	size_t sz = MLX5CTL_ST_SZ_BYTES(mcia_reg);
	uint8_t *dw;

	reg_prep(MLX5CTL_REG_MCIA, 1, 0);
	MLX5CTL_SET(mcia_reg, reg_data_in(), i2c_device_address, 0x50);
	MLX5CTL_SET(mcia_reg, reg_data_in(), device_address, 128);
	MLX5CTL_SET(mcia_reg, reg_data_in(), size, 48);
	ck_assert_int_eq(reg_run(sz), 0);
	dw = MLX5CTL_ADDR_OF(mcia_reg, reg_data_out(), dwords);
	ck_assert_uint_eq(dw[0], 0x11);
	ck_assert_mem_eq(dw + 20, "NVIDIA", 6);
	MLX5CTL_SET(mcia_reg, reg_data_in(), size, 200);
	ck_assert_int_eq(reg_run(sz), BAD_PARAM);
	MLX5CTL_SET(mcia_reg, reg_data_in(), size, 4);
	MLX5CTL_SET(mcia_reg, reg_data_in(), module, 1);
	ck_assert_int_eq(reg_run(sz), BAD_PARAM);
}
END_TEST

START_TEST(access_rules)
{
	reg_prep(0x1234, 1, 0);
	ck_assert_int_eq(reg_run(16), BAD_PARAM);				/* unknown */
	reg_prep(MLX5CTL_REG_MTCAP, 2, 0);
	ck_assert_int_eq(reg_run(16), BAD_PARAM);				/* op_mod */
	reg_prep(MLX5CTL_REG_MTCAP, 1, 42);
	ck_assert_int_eq(reg_run(16), BAD_PARAM);				/* no such uid */
	/* short data: what fits is returned, nothing overflows */
	reg_prep(MLX5CTL_REG_MCIA, 1, 0);
	MLX5CTL_SET(mcia_reg, reg_data_in(), size, 4);
	ck_assert_int_eq(reg_run(8), 0);
	ck_assert_int_eq(reg_run(0), 0);
	mlx5fw_reset(fw);
	reg_prep(MLX5CTL_REG_MTCAP, 1, 0);
	ck_assert_int_eq(reg_run(16), MLX5CTL_CMD_STAT_BAD_SYS_STATE_ERR);
}
END_TEST

START_TEST(mgir)
{
	size_t sz = MLX5CTL_ST_SZ_BYTES(mgir_reg);

	reg_prep(MLX5CTL_REG_MGIR, 1, create_uctx(0));
	host.now += 5ull * 1000000000ull;
	ck_assert_int_eq(reg_run(sz), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mgir_reg, reg_data_out(), hardware_info.device_id), 0x101d);
	ck_assert_uint_eq(MLX5CTL_GET(mgir_reg, reg_data_out(), hardware_info.uptime), 5);
	ck_assert_uint_eq(MLX5CTL_GET(mgir_reg, reg_data_out(), fw_info.extended_major), 22);
	ck_assert_uint_eq(MLX5CTL_GET(mgir_reg, reg_data_out(), fw_info.extended_minor), 41);
	ck_assert_uint_eq(MLX5CTL_GET(mgir_reg, reg_data_out(), fw_info.extended_sub_minor), 1010);
	ck_assert_mem_eq(MLX5CTL_ADDR_OF(mgir_reg, reg_data_out(), fw_info.psid), "MT_0000000359", 13);
	reg_prep(MLX5CTL_REG_MGIR, 0, 0);
	ck_assert_int_eq(reg_run(sz), MLX5CTL_CMD_STAT_BAD_OP_ERR);
}
END_TEST

static Suite *regs_suite(void)
{
	Suite *s = suite_create("regs");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, regs_fixture, fw_teardown);
	tcase_add_test(tc, host_endianness);
	tcase_add_test(tc, temperature);
	tcase_add_test(tc, module_eeprom);
	tcase_add_test(tc, mgir);
	tcase_add_test(tc, access_rules);
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(regs_suite)
