// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ACCESS_REG: host endianness, temperature sensors (and their maximum), module EEPROM, PDDR,
 * access rules, every register of the spec.
 */
#include <stdlib.h>
#include <string.h>

#include "fwtest.h"
#include "mlx5fw_int.h"		/* the model's syndromes */
#include "mlx5fw_regs.h"	/* the spec's registers */

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
	ck_assert_uint_eq(MLX5CTL_GET(mtcap_reg, reg_data_out(), sensor_count), 1);
	ck_assert_uint_eq(MLX5CTL_GET64(mtcap_reg, reg_data_out(), sensor_map), 1);

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

	/* module 0's sensor (64): the passive cable's monitor reads 0 */
	MLX5CTL_SET(mtmp_reg, reg_data_in(), sensor_index, 64);
	ck_assert_int_eq(reg_run(sz), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, reg_data_out(), sensor_index), 64);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, reg_data_out(), temperature), 0);
	/* no sensor 1 on a ConnectX-6 Dx (test_hwmon.c: every index) */
	MLX5CTL_SET(mtmp_reg, reg_data_in(), sensor_index, 1);
	ck_assert_int_eq(reg_run(sz), BAD_PARAM);
	/* read-only register */
	reg_prep(MLX5CTL_REG_MTCAP, 0, 0);
	ck_assert_int_eq(reg_run(MLX5CTL_ST_SZ_BYTES(mtcap_reg)), MLX5CTL_CMD_STAT_BAD_OP_ERR);
}
END_TEST

static uint32_t mtmp_io(int read, uint16_t uid, uint32_t sensor, int mte, int mtr, int *status)
{
	reg_prep(MLX5CTL_REG_MTMP, read, uid);
	MLX5CTL_SET(mtmp_reg, reg_data_in(), sensor_index, sensor);
	MLX5CTL_SET(mtmp_reg, reg_data_in(), mte, mte);
	MLX5CTL_SET(mtmp_reg, reg_data_in(), mtr, mtr);
	*status = reg_run(MLX5CTL_ST_SZ_BYTES(mtmp_reg));
	return MLX5CTL_GET(mtmp_reg, reg_data_out(), max_temperature);
}

/*
 * MTMP writes: mte on from reset and the maximum tracked since; mtr restarts tracking from the
 * current temperature; mte 0 stops it (max_temperature reserved, 0); user writes need
 * TOOLS_RESOURCES. Sensor 0 peaks (55 C) at 30 s of each minute, bottoms out (40 C) at 0 s.
 */
START_TEST(temperature_max)
{
	uint16_t tools = create_uctx(MLX5CTL_UCTX_CAP_TOOLS_RESOURCES), weak = create_uctx(0);
	uint32_t max, t;
	int st;

	/* 10 s after boot (reset at 1 s): rising since 0 s */
	host.now += 10ull * 1000000000ull;
	max = mtmp_io(1, weak, 0, 0, 0, &st);
	ck_assert_int_eq(st, 0);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, reg_data_out(), mte), 1);
	ck_assert_uint_eq(max, MLX5CTL_GET(mtmp_reg, reg_data_out(), temperature));
	ck_assert_uint_eq(max, 40 * 8 + 10 * 15 * 8 / 30);
	/* 50 s: falling from the 55 C peak at 30 s; the maximum stays at the peak */
	host.now += 40ull * 1000000000ull;
	max = mtmp_io(1, 0, 0, 0, 0, &st);
	t = MLX5CTL_GET(mtmp_reg, reg_data_out(), temperature);
	ck_assert_uint_eq(max, 55 * 8);
	ck_assert_uint_lt(t, max);
	/* reset the maximum: from now on, the current temperature and falling */
	ck_assert_uint_eq(mtmp_io(0, weak, 0, 1, 1, &st), 0);
	ck_assert_int_eq(st, BAD_PARAM);			/* needs TOOLS_RESOURCES */
	max = mtmp_io(0, tools, 0, 1, 1, &st);
	ck_assert_int_eq(st, 0);
	ck_assert_uint_eq(max, t);
	host.now += 5ull * 1000000000ull;
	ck_assert_uint_eq(mtmp_io(1, 0, 0, 0, 0, &st), t);
	/* module 0's sensor kept its own (the passive cable's: 0, tracking on) */
	ck_assert_uint_eq(mtmp_io(1, 0, 64, 0, 0, &st), 0);
	ck_assert_int_eq(st, 0);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, reg_data_out(), mte), 1);
	/* mte 0 stops tracking; max_temperature then reads 0 */
	ck_assert_uint_eq(mtmp_io(0, 0, 0, 0, 0, &st), 0);
	ck_assert_int_eq(st, 0);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, reg_data_out(), mte), 0);
	host.now += 60ull * 1000000000ull;
	ck_assert_uint_eq(mtmp_io(1, 0, 0, 0, 0, &st), 0);
	/* mte 1 again starts from the current temperature (115 s: phase 55 s, falling) */
	max = mtmp_io(0, 0, 0, 1, 0, &st);
	t = MLX5CTL_GET(mtmp_reg, reg_data_out(), temperature);
	ck_assert_uint_eq(max, t);
	/* a whole minute later the maximum is the peak again */
	host.now += 61ull * 1000000000ull;
	ck_assert_uint_eq(mtmp_io(1, 0, 0, 0, 0, &st), 55 * 8);
	/* a device reset turns tracking back on, from boot */
	mlx5fw_reset(fw);
	init_hca();
	host.now += 1000000000ull;
	ck_assert_uint_eq(mtmp_io(1, 0, 0, 0, 0, &st), 40 * 8 + 15 * 8 / 30);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, reg_data_out(), mte), 1);
	/* a write to a sensor that does not exist */
	mtmp_io(0, 0, 1, 1, 1, &st);
	ck_assert_int_eq(st, BAD_PARAM);
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
	/* op_mod: bit 0 only (worst plausible), 2 is a write: MTCAP has none; 3 is a read */
	reg_prep(MLX5CTL_REG_MTCAP, 2, 0);
	ck_assert_int_eq(reg_run(16), MLX5CTL_CMD_STAT_BAD_OP_ERR);
	reg_prep(MLX5CTL_REG_MTCAP, 3, 0);
	ck_assert_int_eq(reg_run(16), 0);
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

/* a firmware without a register (absent_regs): unknown to ACCESS_REG, not in MCAM or PCAM */
START_TEST(absent_registers)
{
	struct mlx5fw_config cfg = { .pci_device_id = 0x101d, .num_uars = 8, .msix_vectors = 4,
				     .absent_regs = "MCDD,PMTU" };
	char err[128];
	uint8_t *mask;

	/* what each announces first, on the fixture's whole firmware */
	reg_prep(MLX5CTL_REG_MCAM, 1, 0);
	MLX5CTL_SET(mcam_reg, reg_data_in(), access_reg_group, 0);
	ck_assert_int_eq(reg_run(MLX5CTL_ST_SZ_BYTES(mcam_reg)), 0);
	mask = MLX5CTL_ADDR_OF(mcam_reg, reg_data_out(), mng_access_reg_cap_mask);
	ck_assert_uint_eq(mlx5ctl_bits_get(mask, 127 - (MLX5CTL_REG_MCDD - 0x9000), 1), 1);
	fw_teardown();
	host.ram = calloc(1, GUEST_SIZE);
	ck_assert_ptr_nonnull(host.ram);
	fw = mlx5fw_new(&cfg, &fake_ops, NULL);
	ck_assert_ptr_nonnull(fw);
	init_hca();
	reg_prep(MLX5CTL_REG_MCAM, 1, 0);
	ck_assert_int_eq(reg_run(MLX5CTL_ST_SZ_BYTES(mcam_reg)), 0);
	ck_assert_uint_eq(mlx5ctl_bits_get(mask, 127 - (MLX5CTL_REG_MCDD - 0x9000), 1), 0);
	ck_assert_uint_eq(mlx5ctl_bits_get(mask, 127 - (MLX5CTL_REG_MCDA - 0x9000), 1), 1);
	reg_prep(MLX5CTL_REG_PCAM, 1, 0);
	ck_assert_int_eq(reg_run(MLX5CTL_ST_SZ_BYTES(pcam_reg)), 0);
	mask = MLX5CTL_ADDR_OF(pcam_reg, reg_data_out(), port_access_reg_cap_mask);
	ck_assert_uint_eq(mlx5ctl_bits_get(mask, 127 - (MLX5CTL_REG_PMTU - 0x5000), 1), 0);
	ck_assert_uint_eq(mlx5ctl_bits_get(mask, 127 - (MLX5CTL_REG_PTYS - 0x5000), 1), 1);
	reg_prep(MLX5CTL_REG_MCDD, 1, 0);
	ck_assert_int_eq(reg_run(MLX5CTL_ST_SZ_BYTES(mcdd_reg)), BAD_PARAM);
	ck_assert_uint_eq(MLX5CTL_GET(mbox_out_hdr, reg_out, syndrome), 0x1000000bu);
	/* a name the spec does not have: no firmware, and the check says which */
	cfg.absent_regs = "MCDD,BOGUS";
	ck_assert_ptr_null(mlx5fw_new(&cfg, &fake_ops, NULL));
	ck_assert_int_eq(mlx5fw_absent_regs_check("MCDD,BOGUS", err, sizeof(err)), -1);
	ck_assert_str_eq(err, "'BOGUS' is no register of the spec");
	ck_assert_int_eq(mlx5fw_absent_regs_check("MCDD", err, sizeof(err)), 0);
	ck_assert_int_eq(mlx5fw_absent_regs_check(NULL, err, sizeof(err)), 0);
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

static void pddr_prep(uint32_t port, uint32_t page, uint16_t uid)
{
	reg_prep(MLX5CTL_REG_PDDR, 1, uid);
	MLX5CTL_SET(pddr_reg, reg_data_in(), local_port, port);
	MLX5CTL_SET(pddr_reg, reg_data_in(), page_select, page);
}

/* PDDR: a 100GBASE-CR4 link up over the module MCIA describes */
START_TEST(pddr)
{
	size_t sz = MLX5CTL_ST_SZ_BYTES(pddr_reg);
	uint8_t eeprom[128];
	void *p;

	ck_assert_uint_eq(sz, 256);
	/* operational info, as a user may read it */
	pddr_prep(1, MLX5CTL_PDDR_PAGE_OPERATIONAL_INFO, create_uctx(0));
	ck_assert_int_eq(reg_run(sz), 0);
	ck_assert_uint_eq(MLX5CTL_GET(pddr_reg, reg_data_out(), local_port), 1);
	p = MLX5CTL_ADDR_OF(pddr_reg, reg_data_out(), page_data);
	ck_assert_uint_eq(MLX5CTL_GET(pddr_operation_info_page, p, proto_active), 0x4);
	ck_assert_uint_eq(MLX5CTL_GET(pddr_operation_info_page, p, phy_mngr_fsm_state), 3);
	ck_assert_uint_eq(MLX5CTL_GET(pddr_operation_info_page, p, link_active), 1u << 20);
	ck_assert_uint_eq(MLX5CTL_GET(pddr_operation_info_page, p, cable_proto_cap), 1u << 20);
	/* troubleshooting, as mlx5e's ethtool asks for it (write direction refused) */
	pddr_prep(1, MLX5CTL_PDDR_PAGE_TROUBLESHOOTING_INFO, 0);
	ck_assert_int_eq(reg_run(sz), 0);
	p = MLX5CTL_ADDR_OF(pddr_reg, reg_data_out(), page_data);
	ck_assert_uint_eq(MLX5CTL_GET(pddr_troubleshooting_page, p,
				      status_opcode.pddr_monitor_opcode.monitor_opcode),
			  MLX5CTL_PDDR_MONITOR_NO_ISSUE_OBSERVED);
	ck_assert_str_eq((char *)MLX5CTL_ADDR_OF(pddr_troubleshooting_page, p, status_message),
			 "No issue observed");
	/* the advanced debug opcodes, as mstlink asks for them; no group 2 */
	p = MLX5CTL_ADDR_OF(pddr_reg, reg_data_in(), page_data);
	MLX5CTL_SET(pddr_troubleshooting_page, p, group_opcode, 1);
	ck_assert_int_eq(reg_run(sz), 0);
	p = MLX5CTL_ADDR_OF(pddr_reg, reg_data_out(), page_data);
	ck_assert_uint_eq(MLX5CTL_GET(pddr_troubleshooting_page, p, group_opcode), 1);
	ck_assert_uint_eq(MLX5CTL_GET(pddr_troubleshooting_page, p,
				      status_opcode.pddr_advanced_opcode.advanced_opcode), 0);
	p = MLX5CTL_ADDR_OF(pddr_reg, reg_data_in(), page_data);
	MLX5CTL_SET(pddr_troubleshooting_page, p, group_opcode, 2);
	ck_assert_int_eq(reg_run(sz), BAD_PARAM);
	/* module info: what the module's EEPROM (MCIA, upper page 00h) says */
	reg_prep(MLX5CTL_REG_MCIA, 1, 0);
	MLX5CTL_SET(mcia_reg, reg_data_in(), i2c_device_address, 0x50);
	MLX5CTL_SET(mcia_reg, reg_data_in(), device_address, 128);
	MLX5CTL_SET(mcia_reg, reg_data_in(), size, 128);
	ck_assert_int_eq(reg_run(MLX5CTL_ST_SZ_BYTES(mcia_reg)), 0);
	memcpy(eeprom, MLX5CTL_ADDR_OF(mcia_reg, reg_data_out(), dwords), sizeof(eeprom));
	pddr_prep(1, MLX5CTL_PDDR_PAGE_MODULE_INFO, 0);
	ck_assert_int_eq(reg_run(sz), 0);
	p = MLX5CTL_ADDR_OF(pddr_reg, reg_data_out(), page_data);
	ck_assert_uint_eq(MLX5CTL_GET(pddr_module_info, p, cable_identifier), 0);	/* QSFP28 */
	ck_assert_uint_eq(eeprom[0], 0x11);
	ck_assert_uint_eq(MLX5CTL_GET(pddr_module_info, p, cable_type), 3);	/* passive */
	ck_assert_uint_eq(MLX5CTL_GET(pddr_module_info, p, cable_technology), eeprom[147 - 128]);
	ck_assert_uint_eq(MLX5CTL_GET(pddr_module_info, p, cable_length), eeprom[146 - 128]);
	ck_assert_uint_eq(MLX5CTL_GET(pddr_module_info, p, ethernet_compliance_code),
			  eeprom[131 - 128]);
	ck_assert_uint_eq(MLX5CTL_GET(pddr_module_info, p, ext_ethernet_compliance_code),
			  eeprom[192 - 128]);
	ck_assert_uint_eq(MLX5CTL_GET(pddr_module_info, p, cable_vendor), 3);	/* NVIDIA */
	ck_assert_mem_eq(MLX5CTL_ADDR_OF(pddr_module_info, p, vendor_name), eeprom + 20, 16);
	ck_assert_mem_eq(MLX5CTL_ADDR_OF(pddr_module_info, p, vendor_pn), eeprom + 40, 16);
	ck_assert_mem_eq(MLX5CTL_ADDR_OF(pddr_module_info, p, vendor_sn), eeprom + 68, 16);
	ck_assert_mem_eq(MLX5CTL_ADDR_OF(pddr_module_info, p, vendor_name), "NVIDIA  ", 8);
	ck_assert_uint_eq(MLX5CTL_GET(pddr_module_info, p, vendor_oui), 0x0002c9);
	ck_assert_uint_eq(MLX5CTL_GET(pddr_module_info, p, connector_type), eeprom[130 - 128]);
	ck_assert_uint_eq(MLX5CTL_GET(pddr_module_info, p, temperature), 0);
	/* page_select and the port are checked */
	pddr_prep(1, MLX5CTL_PDDR_PAGE_PHY_INFO, 0);
	ck_assert_int_eq(reg_run(sz), BAD_PARAM);
	pddr_prep(1, 0x42, 0);
	ck_assert_int_eq(reg_run(sz), BAD_PARAM);
	pddr_prep(0, MLX5CTL_PDDR_PAGE_OPERATIONAL_INFO, 0);
	ck_assert_int_eq(reg_run(sz), BAD_PARAM);
	pddr_prep(2, MLX5CTL_PDDR_PAGE_OPERATIONAL_INFO, 0);
	ck_assert_int_eq(reg_run(sz), BAD_PARAM);
	pddr_prep(1, MLX5CTL_PDDR_PAGE_OPERATIONAL_INFO, 0);
	MLX5CTL_SET(pddr_reg, reg_data_in(), lp_msb, 1);
	ck_assert_int_eq(reg_run(sz), BAD_PARAM);
	pddr_prep(1, MLX5CTL_PDDR_PAGE_OPERATIONAL_INFO, 0);
	MLX5CTL_SET(pddr_reg, reg_data_in(), pnat, 1);		/* IB port numbering: the same */
	ck_assert_int_eq(reg_run(sz), 0);
	reg_prep(MLX5CTL_REG_PDDR, 0, 0);
	ck_assert_int_eq(reg_run(sz), MLX5CTL_CMD_STAT_BAD_OP_ERR);	/* read-only */
}
END_TEST

/* every register of the spec has a handler, with the spec's directions and UID rules */
START_TEST(spec_registers)
{
	uint16_t user = create_uctx(MLX5CTL_UCTX_CAP_INTERNAL_DEVICE_RESOURCES);

	for (unsigned int i = 0; i < MLX5FW_NUM_REGS; i++) {
		const struct mlx5fw_reg_info *r = &mlx5fw_reg_infos[i];

		for (int read = 0; read < 2; read++) {
			bool has = read ? r->readable : r->writable;
			int kernel, st;
			uint32_t synd;

			/* zeroed data: a handler may refuse it, but not as an unknown register */
			reg_prep(r->id, read, 0);
			kernel = reg_run(r->size);
			synd = MLX5CTL_GET(mbox_out_hdr, reg_out, syndrome);
			ck_assert_msg(has || kernel == MLX5CTL_CMD_STAT_BAD_OP_ERR, "%s %s: %d",
				      r->name, read ? "read" : "write", kernel);
			ck_assert_msg(kernel != BAD_PARAM || synd != SYND_BAD_REG,
				      "%s is not emulated", r->name);
			/* a user without TOOLS_RESOURCES */
			reg_prep(r->id, read, user);
			st = reg_run(r->size);
			synd = MLX5CTL_GET(mbox_out_hdr, reg_out, syndrome);
			if (!has)
				ck_assert_int_eq(st, MLX5CTL_CMD_STAT_BAD_OP_ERR);
			else if ((read ? r->read_scope : r->write_scope) ==
				 MLX5FW_REG_SCOPE_KERNEL_ONLY ||
				 (!read && r->write_scope != MLX5FW_REG_SCOPE_DEBUG_READ))
				ck_assert_msg(st == BAD_PARAM && synd == SYND_UID_CAP, "%s %s: %d",
					      r->name, read ? "read" : "write", st);
			else
				ck_assert_msg(st == kernel, "%s %s: user %d, kernel %d", r->name,
					      read ? "read" : "write", st, kernel);
		}
	}
}
END_TEST

static Suite *regs_suite(void)
{
	Suite *s = suite_create("regs");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, regs_fixture, fw_teardown);
	tcase_add_test(tc, host_endianness);
	tcase_add_test(tc, temperature);
	tcase_add_test(tc, temperature_max);
	tcase_add_test(tc, pddr);
	tcase_add_test(tc, spec_registers);
	tcase_add_test(tc, module_eeprom);
	tcase_add_test(tc, mgir);
	tcase_add_test(tc, access_rules);
	tcase_add_test(tc, absent_registers);
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(regs_suite)
