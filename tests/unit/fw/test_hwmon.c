// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The temperature sensors as mlx5_core's hwmon uses them (drivers/net/ethernet/mellanox/mlx5/
 * core/hwmon.c, the same in Linux 6.12 and 7.3): mlx5_hwmon_dev_register()'s accesses replayed
 * in its order, with its lengths and directions, then what its sysfs files read and write. A
 * stock Debian kernel (CONFIG_HWMON) failed its probe on the model with "mlx5_hwmon_dev_register
 * failed with error code -22": MTMP of module 0's sensor (index 64) was refused. Also MTMP's
 * event fields (weme, sdme) and the sensor indices a ConnectX-6 Dx has.
 */
#include <string.h>

#include "regtest.h"

#define MTMP_LEN	MLX5CTL_ST_SZ_BYTES(mtmp_reg)
#define MODULE_SENSOR(m)	(64 + (m))	/* hwmon.c's to_mtmp_module_sensor_idx() */

static void hwmon_fixture(void)
{
	fw_setup();
	init_hca();
}

/* mlx5_core_access_reg(): status 0 or the command's; out is the register's bytes */
static int access_reg(uint16_t id, bool write, const void *in, size_t len, void *out)
{
	int st;

	prep(id, write, 0);
	memcpy(in_data(), in, len);
	st = go(len);
	memcpy(out, out_data(), len);
	return st;
}

/* mlx5_hwmon_query_mtmp(): a read naming the sensor and nothing else */
static int query_mtmp(uint32_t sensor, uint8_t *out)
{
	uint8_t in[MTMP_LEN] = { 0 };

	MLX5CTL_SET(mtmp_reg, in, sensor_index, sensor);
	return access_reg(MLX5CTL_REG_MTMP, false, in, MTMP_LEN, out);
}

/* hwmon.c's mtmp_temp_to_mdeg() */
static long mdeg(uint32_t v)
{
	return (long)(int16_t)v * 125;
}

/*
 * mlx5_hwmon_dev_register() as 6.12 and 7.3 run it: MCAM's mtmp bit (read at probe by
 * mlx5_core), MTCAP, PMLP's module (mlx5_query_module_num), MTMP of 64 + module (a channel if
 * its temperature is not 0), MTCAP again, MTMP of each sensor of sensor_map (the names), and
 * for each channel an MTMP read then a write of what it read with mte set. Every access must
 * succeed: any error fails the probe (the -22 the stock kernels logged).
 */
START_TEST(hwmon_register)
{
	uint8_t mcam_in[MLX5CTL_ST_SZ_BYTES(mcam_reg)] = { 0 };
	uint8_t mcam[MLX5CTL_ST_SZ_BYTES(mcam_reg)];
	uint8_t mtcap_in[MLX5CTL_ST_SZ_BYTES(mtcap_reg)] = { 0 };
	uint8_t mtcap[MLX5CTL_ST_SZ_BYTES(mtcap_reg)];
	uint8_t pmlp_in[MLX5CTL_ST_SZ_BYTES(pmlp_reg)] = { 0 };
	uint8_t pmlp[MLX5CTL_ST_SZ_BYTES(pmlp_reg)];
	uint8_t mtmp[MTMP_LEN], w[MTMP_LEN];
	uint32_t channel[65], nchan = 0, scount, module;
	uint64_t map;
	char name[9];
	bool mon_cap;

	/* mlx5_core's MCAM read (feature group 0, access register group 0) */
	ck_assert_int_eq(access_reg(MLX5CTL_REG_MCAM, false, mcam_in, sizeof(mcam_in), mcam), 0);
	ck_assert(MLX5CTL_GET(mcam_access_reg,
			      MLX5CTL_ADDR_OF(mcam_reg, mcam, mng_access_reg_cap_mask.mcam_access_reg),
			      mtmp));

	/* mlx5_hwmon_alloc(): the count, then the module's sensor */
	ck_assert_int_eq(access_reg(MLX5CTL_REG_MTCAP, false, mtcap_in, sizeof(mtcap_in), mtcap), 0);
	scount = MLX5CTL_GET(mtcap_reg, mtcap, sensor_count);
	ck_assert_uint_eq(scount, 1);					/* the ASIC's */
	MLX5CTL_SET(pmlp_reg, pmlp_in, local_port, 1);
	ck_assert_int_eq(access_reg(MLX5CTL_REG_PMLP, false, pmlp_in, sizeof(pmlp_in), pmlp), 0);
	module = MLX5CTL_GET(pmlp_lane, MLX5CTL_ADDR_OF(pmlp_reg, pmlp, lane0_module_mapping),
			     module);
	ck_assert_uint_eq(module, 0);
	ck_assert_int_eq(query_mtmp(MODULE_SENSOR(module), mtmp), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, mtmp, sensor_index), MODULE_SENSOR(module));
	/* the passive cable has no monitor: no module channel, as on a real card with a DAC */
	mon_cap = MLX5CTL_GET(mtmp_reg, mtmp, temperature) != 0;
	ck_assert(!mon_cap);

	/* mlx5_hwmon_dev_init(): MTCAP again, the channels from sensor_map, their names */
	ck_assert_int_eq(access_reg(MLX5CTL_REG_MTCAP, false, mtcap_in, sizeof(mtcap_in), mtcap), 0);
	map = MLX5CTL_GET64(mtcap_reg, mtcap, sensor_map);
	for (uint32_t bit = 0; bit < 64; bit++)
		if (map >> bit & 1)
			channel[nchan++] = bit;
	ck_assert_uint_eq(nchan, scount);		/* hwmon sizes its arrays by sensor_count */
	if (mon_cap)
		channel[nchan++] = MODULE_SENSOR(module);
	ck_assert_uint_eq(channel[0], 0);
	for (uint32_t i = 0; i < nchan; i++) {
		ck_assert_int_eq(query_mtmp(channel[i], mtmp), 0);
		memcpy(name, MLX5CTL_ADDR_OF(mtmp_reg, mtmp, sensor_name_hi), 8);
		name[8] = '\0';
		ck_assert_str_eq(name, i == 0 ? "asic" : "Module0");	/* temp1_label */
	}
	/* mlx5_hwmon_enable_max_temp(): read, then write it back with mte (op_mod 0) */
	for (uint32_t i = 0; i < nchan; i++) {
		ck_assert_int_eq(query_mtmp(channel[i], w), 0);
		MLX5CTL_SET(mtmp_reg, w, mte, 1);
		ck_assert_int_eq(access_reg(MLX5CTL_REG_MTMP, true, w, MTMP_LEN, mtmp), 0);
		ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, mtmp, mte), 1);
	}

	/* temp1_input, temp1_highest, temp1_crit: one MTMP read each */
	host.now += 20ull * 1000000000ull;
	ck_assert_int_eq(query_mtmp(channel[0], mtmp), 0);
	ck_assert_int_ge(mdeg(MLX5CTL_GET(mtmp_reg, mtmp, temperature)), 40000);
	ck_assert_int_le(mdeg(MLX5CTL_GET(mtmp_reg, mtmp, temperature)), 55000);
	ck_assert_int_ge(mdeg(MLX5CTL_GET(mtmp_reg, mtmp, max_temperature)),
			 mdeg(MLX5CTL_GET(mtmp_reg, mtmp, temperature)));
	ck_assert_int_eq(mdeg(MLX5CTL_GET(mtmp_reg, mtmp, temp_threshold_hi)), 105000);
	/* temp1_reset_history: mlx5_hwmon_reset_max_temp(), a read with mtr */
	host.now += 20ull * 1000000000ull;		/* 41 s: past the 30 s peak, falling */
	memset(w, 0, sizeof(w));
	MLX5CTL_SET(mtmp_reg, w, sensor_index, channel[0]);
	MLX5CTL_SET(mtmp_reg, w, mtr, 1);
	ck_assert_int_eq(access_reg(MLX5CTL_REG_MTMP, false, w, MTMP_LEN, mtmp), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, mtmp, max_temperature),
			  MLX5CTL_GET(mtmp_reg, mtmp, temperature));
}
END_TEST

/*
 * The sensor indices a ConnectX-6 Dx answers: 0 (the ASIC, MTCAP's only one) and 64 (module 0's);
 * the others of MTCAP's map, other modules, gearboxes and other slots are BAD_PARAM.
 */
START_TEST(sensor_indices)
{
	static const uint32_t bad[] = { 1, 2, 63, 65, 127, 128, 255, 256, 0xfff };
	uint8_t mtmp[MTMP_LEN];
	uint8_t in[MTMP_LEN] = { 0 };
	uint8_t mtcap_in[MLX5CTL_ST_SZ_BYTES(mtcap_reg)] = { 0 };
	uint8_t mtcap[MLX5CTL_ST_SZ_BYTES(mtcap_reg)];

	ck_assert_int_eq(access_reg(MLX5CTL_REG_MTCAP, false, mtcap_in, sizeof(mtcap_in), mtcap), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mtcap_reg, mtcap, sensor_count), 1);
	ck_assert_uint_eq(MLX5CTL_GET(mtcap_reg, mtcap, internal_sensor_count), 1);
	ck_assert_uint_eq(MLX5CTL_GET64(mtcap_reg, mtcap, sensor_map), 1);
	MLX5CTL_SET(mtcap_reg, mtcap_in, slot_index, 1);
	ck_assert_int_eq(access_reg(MLX5CTL_REG_MTCAP, false, mtcap_in, sizeof(mtcap_in), mtcap),
			 MLX5CTL_CMD_STAT_BAD_PARAM_ERR);

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		ck_assert_msg(query_mtmp(bad[i], mtmp) == MLX5CTL_CMD_STAT_BAD_PARAM_ERR,
			      "sensor %u answered", bad[i]);
	MLX5CTL_SET(mtmp_reg, in, slot_index, 1);
	ck_assert_int_eq(access_reg(MLX5CTL_REG_MTMP, false, in, MTMP_LEN, mtmp),
			 MLX5CTL_CMD_STAT_BAD_PARAM_ERR);

	/* the module's sensor: the EEPROM's monitor (none: 0), no thresholds, tracking on */
	ck_assert_int_eq(query_mtmp(64, mtmp), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, mtmp, temperature), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, mtmp, max_temperature), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, mtmp, mte), 1);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, mtmp, temp_threshold_hi), 0);
	ck_assert_mem_eq(MLX5CTL_ADDR_OF(mtmp_reg, mtmp, sensor_name_hi), "Module0\0", 8);
	/* the ASIC's: 105 C / 100 C */
	ck_assert_int_eq(query_mtmp(0, mtmp), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, mtmp, temp_threshold_hi), 105 * 8);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, mtmp, temp_threshold_lo), 100 * 8);
	ck_assert_mem_eq(MLX5CTL_ADDR_OF(mtmp_reg, mtmp, sensor_name_hi), "asic\0\0\0\0", 8);
}
END_TEST

/* an MTMP access of sensor 0 with the event fields given; its status, the reply in out */
static int mtmp_events(bool write, int weme, int sdme, int tee, int sdee, int hi, int lo,
		       int mte, int mtr, uint8_t *out)
{
	uint8_t in[MTMP_LEN] = { 0 };

	MLX5CTL_SET(mtmp_reg, in, weme, weme);
	MLX5CTL_SET(mtmp_reg, in, sdme, sdme);
	MLX5CTL_SET(mtmp_reg, in, tee, tee);
	MLX5CTL_SET(mtmp_reg, in, sdee, sdee);
	MLX5CTL_SET(mtmp_reg, in, temp_threshold_hi, (uint16_t)hi);
	MLX5CTL_SET(mtmp_reg, in, temp_threshold_lo, (uint16_t)lo);
	MLX5CTL_SET(mtmp_reg, in, mte, mte);
	MLX5CTL_SET(mtmp_reg, in, mtr, mtr);
	return access_reg(MLX5CTL_REG_MTMP, write, in, MTMP_LEN, out);
}

/*
 * weme / sdme (mstflint's register table: with them "all other fields of the register are
 * neglected"): tee and the thresholds, or sdee, change and mte / mtr do not; the table's musts
 * (hi at most the system requirement, lo at least 5 C below hi) are enforced; a read carrying
 * them acts too (the worst plausible, as prm/ says); a reset restores the defaults.
 */
START_TEST(mtmp_event_fields)
{
	uint8_t out[MTMP_LEN];

	/* 40 s: past the 55 C peak, falling; the maximum is the peak */
	host.now += 40ull * 1000000000ull;
	/* weme with mte 0 and mtr 1: tracking untouched, thresholds and tee taken */
	ck_assert_int_eq(mtmp_events(true, 1, 0, 1, 0, 90 * 8, 80 * 8, 0, 1, out), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, out, mte), 1);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, out, max_temperature), 55 * 8);
	ck_assert_uint_lt(MLX5CTL_GET(mtmp_reg, out, temperature), 55 * 8);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, out, tee), 1);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, out, temp_threshold_hi), 90 * 8);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, out, temp_threshold_lo), 80 * 8);
	/* hwmon's temp1_crit follows */
	ck_assert_int_eq(query_mtmp(0, out), 0);
	ck_assert_int_eq(mdeg(MLX5CTL_GET(mtmp_reg, out, temp_threshold_hi)), 90000);
	/* the musts: hi above the system requirement, lo closer than 5 C: refused, unchanged */
	ck_assert_int_eq(mtmp_events(true, 1, 0, 0, 0, 106 * 8, 90 * 8, 1, 0, out),
			 MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	ck_assert_int_eq(mtmp_events(true, 1, 0, 0, 0, 90 * 8, 86 * 8, 1, 0, out),
			 MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	ck_assert_int_eq(query_mtmp(0, out), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, out, temp_threshold_hi), 90 * 8);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, out, tee), 1);
	/* two's complement: a negative lo below hi is fine */
	ck_assert_int_eq(mtmp_events(true, 1, 0, 0, 0, 105 * 8, -8, 1, 0, out), 0);
	ck_assert_int_eq((int16_t)MLX5CTL_GET(mtmp_reg, out, temp_threshold_lo), -8);
	/* sdme: sdee alone; the thresholds and mte (0 here) untouched */
	ck_assert_int_eq(mtmp_events(true, 0, 1, 0, 2, 0, 0, 0, 0, out), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, out, sdee), 2);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, out, mte), 1);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, out, temp_threshold_hi), 105 * 8);
	/* a read with weme acts (worst plausible) */
	ck_assert_int_eq(mtmp_events(false, 1, 0, 2, 0, 95 * 8, 85 * 8, 0, 0, out), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, out, temp_threshold_hi), 95 * 8);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, out, tee), 2);
	/* without weme / sdme a write leaves them alone (hwmon writes back what it read) */
	ck_assert_int_eq(mtmp_events(true, 0, 0, 0, 0, 50 * 8, 10 * 8, 1, 0, out), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, out, temp_threshold_hi), 95 * 8);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, out, tee), 2);
	/* a reset: defaults */
	mlx5fw_reset(fw);
	init_hca();
	ck_assert_int_eq(query_mtmp(0, out), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, out, temp_threshold_hi), 105 * 8);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, out, temp_threshold_lo), 100 * 8);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, out, tee), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, out, sdee), 0);
}
END_TEST

static Suite *hwmon_suite(void)
{
	Suite *s = suite_create("hwmon");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, hwmon_fixture, fw_teardown);
	tcase_add_test(tc, hwmon_register);
	tcase_add_test(tc, sensor_indices);
	tcase_add_test(tc, mtmp_event_fields);
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(hwmon_suite)
