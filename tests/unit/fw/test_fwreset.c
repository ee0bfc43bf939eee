// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The firmware reset's helper registers and the tools' registers around it (prm/mgmt.yaml,
 * nvconfig.yaml, cong.yaml): MCAM's enhanced features, MROQ, MRSI, MPCIR, PCNR, MPEGC, and
 * MNVDI / MNVGN over the NV store.
 */
#include "mlx5fw_int.h"		/* the model's state (PCNR's override) */
#include "regtest.h"

#define BAD_PARAM	MLX5CTL_CMD_STAT_BAD_PARAM_ERR

static void fixture(void)
{
	fw_setup();
	init_hca();
}

/* the features the model implements, numbered from the field's end (mlx5_ifc.h's) */
START_TEST(mcam_features)
{
	const void *f;

	prep(MLX5CTL_REG_MCAM, false, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mcam_reg)), 0);
	f = MLX5CTL_ADDR_OF(mcam_reg, out_data(), mng_feature_cap_mask.mcam_enhanced_features);
	ck_assert(MLX5CTL_GET(mcam_enhanced_features, f, reset_state));
	ck_assert(MLX5CTL_GET(mcam_enhanced_features, f, pci_sync_for_fw_update));
	ck_assert(MLX5CTL_GET(mcam_enhanced_features, f, dynamic_tx_overflow));
	ck_assert(MLX5CTL_GET(mcam_enhanced_features, f, mark_tx_action_cqe));
	ck_assert(MLX5CTL_GET(mcam_enhanced_features, f, mark_tx_action_cnp));
	ck_assert(!MLX5CTL_GET(mcam_enhanced_features, f, pcie_performance_group));
	/* bit 19 is the 13th bit from the end: byte 0x2 of the last dword, bit 3 */
	ck_assert_uint_eq(((const uint8_t *)out_data())[0x28 + 13] & 0x08, 0x08);
	/* another feature group: none */
	prep(MLX5CTL_REG_MCAM, false, 0);
	MLX5CTL_SET(mcam_reg, in_data(), feature_group, 1);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mcam_reg)), 0);
	f = MLX5CTL_ADDR_OF(mcam_reg, out_data(), mng_feature_cap_mask.mcam_enhanced_features);
	ck_assert(!MLX5CTL_GET(mcam_enhanced_features, f, reset_state));
}
END_TEST

START_TEST(mroq)
{
	const unsigned int types[] = { 1, 2, 3, 4, 5, 0xff, 0x17 };

	prep(MLX5CTL_REG_MROQ, false, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mroq_reg)), 0);
	ck_assert(MLX5CTL_GET(mroq_reg, out_data(), query_is_valid));
	ck_assert_uint_eq(MLX5CTL_GET(mroq_reg, out_data(), reset_trigger), 0x49);
	ck_assert_uint_eq(MLX5CTL_GET(mroq_reg, out_data(), pci_sync_for_fw_update_start),
			  MLX5CTL_MROQ_FLOW_LEGACY | MLX5CTL_MROQ_FLOW_SYNCED_DRIVER);
	ck_assert_uint_eq(MLX5CTL_GET(mroq_reg, out_data(), pci_reset_req_method),
			  MLX5CTL_MROQ_METHOD_HOT_RESET);
	/* the same levels MFRL reports */
	prep(MLX5CTL_REG_MFRL, false, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mfrl_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mfrl_reg, out_data(), reset_level), 0x49);
	for (unsigned int i = 0; i < sizeof(types) / sizeof(types[0]); i++) {
		prep(MLX5CTL_REG_MROQ, false, 0);
		MLX5CTL_SET(mroq_reg, in_data(), reset_type, types[i]);
		ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mroq_reg)), 0);
		ck_assert(!MLX5CTL_GET(mroq_reg, out_data(), query_is_valid));
		ck_assert_uint_eq(MLX5CTL_GET(mroq_reg, out_data(), reset_trigger), 0);
		ck_assert_uint_eq(MLX5CTL_GET(mroq_reg, out_data(), reset_type), types[i]);
	}
	prep(MLX5CTL_REG_MROQ, true, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mroq_reg)), MLX5CTL_CMD_STAT_BAD_OP_ERR);
}
END_TEST

/* cold at creation, warm after a reset; crts counts from the power-on */
START_TEST(mrsi)
{
	prep(MLX5CTL_REG_MRSI, false, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mrsi_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mrsi_reg, out_data(), reset_reason), MLX5CTL_MRSI_RESET_COLD);
	ck_assert_uint_eq(MLX5CTL_GET64(mrsi_reg, out_data(), crts), 0);
	host.now += 3000000000ull;
	mlx5fw_reset(fw);
	host.now += 5;
	init_hca();
	prep(MLX5CTL_REG_MRSI, false, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mrsi_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mrsi_reg, out_data(), reset_reason), MLX5CTL_MRSI_RESET_WARM);
	ck_assert_uint_eq(MLX5CTL_GET64(mrsi_reg, out_data(), crts), 3000000005ull);
	/* no embedded CPU */
	prep(MLX5CTL_REG_MRSI, false, 0);
	MLX5CTL_SET(mrsi_reg, in_data(), device, 1);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mrsi_reg)), BAD_PARAM);
}
END_TEST

static int mpcir(bool write, uint32_t all, uint32_t ports)
{
	prep(MLX5CTL_REG_MPCIR, write, 0);
	MLX5CTL_SET(mpcir_reg, in_data(), all, all);
	MLX5CTL_SET(mpcir_reg, in_data(), ports, ports);
	return go(MLX5CTL_ST_SZ_BYTES(mpcir_reg));
}

static uint32_t mpcir_status(void)
{
	ck_assert_int_eq(mpcir(false, 0, MLX5CTL_MPCIR_OP_GET_STATUS), 0);
	return MLX5CTL_GET(mpcir_reg, out_data(), ports_stat);
}

/* START in either direction (mstflint's Get()), END, status; a reset ends the flow */
START_TEST(mpcir_flow)
{
	ck_assert_uint_eq(mpcir_status(), MLX5CTL_MPCIR_STATUS_NOT_IN_ISSU);
	ck_assert_int_eq(mpcir(false, 0, MLX5CTL_MPCIR_OP_START), 0);
	ck_assert_uint_eq(mpcir_status(), MLX5CTL_MPCIR_STATUS_DONE);
	ck_assert_int_eq(mpcir(true, MLX5CTL_MPCIR_OP_END, 0), 0);
	ck_assert_uint_eq(mpcir_status(), MLX5CTL_MPCIR_STATUS_NOT_IN_ISSU);
	ck_assert_int_eq(mpcir(true, MLX5CTL_MPCIR_OP_START, 0), 0);
	ck_assert_uint_eq(mpcir_status(), MLX5CTL_MPCIR_STATUS_DONE);
	/* all has no status; both at once is refused */
	ck_assert_int_eq(mpcir(false, MLX5CTL_MPCIR_OP_GET_STATUS, 0), BAD_PARAM);
	ck_assert_int_eq(mpcir(true, MLX5CTL_MPCIR_OP_END, MLX5CTL_MPCIR_OP_START), BAD_PARAM);
	ck_assert_uint_eq(mpcir_status(), MLX5CTL_MPCIR_STATUS_DONE);
	mlx5fw_reset(fw);
	init_hca();
	ck_assert_uint_eq(mpcir_status(), MLX5CTL_MPCIR_STATUS_NOT_IN_ISSU);
}
END_TEST

static int pcnr(bool write, uint32_t port, uint32_t override, uint32_t keep, uint32_t we)
{
	prep(MLX5CTL_REG_PCNR, write, 0);
	MLX5CTL_SET(pcnr_reg, in_data(), local_port, port);
	MLX5CTL_SET(pcnr_reg, in_data(), tuning_override, override);
	MLX5CTL_SET(pcnr_reg, in_data(), keep_phy_setting, keep);
	MLX5CTL_SET(pcnr_reg, in_data(), flua_we_mask, we);
	return go(MLX5CTL_ST_SZ_BYTES(pcnr_reg));
}

/* what mstfwreset sends (ports 0 and 1); held until the next link-up, a device reset */
START_TEST(pcnr_override)
{
	ck_assert_int_eq(pcnr(true, 0, 1, 0, 0), BAD_PARAM);	/* no port 0: mstfwreset's probe */
	ck_assert(!fw->pcnr_tuning_override);
	ck_assert_int_eq(pcnr(true, 1, 1, 0, 0), 0);
	ck_assert(fw->pcnr_tuning_override);
	ck_assert_int_eq(pcnr(false, 1, 0, 0, 0), 0);
	ck_assert_uint_eq(MLX5CTL_GET(pcnr_reg, out_data(), local_port), 1);
	ck_assert(!MLX5CTL_GET(pcnr_reg, out_data(), tuning_override));	/* write-only */
	ck_assert(!MLX5CTL_GET(pcnr_reg, out_data(), flua_cap));
	ck_assert_int_eq(pcnr(true, 1, 0, 1, 0), BAD_PARAM);	/* auto-negotiation is on */
	ck_assert_int_eq(pcnr(true, 1, 0, 0, 1), BAD_PARAM);	/* no fast link-up always */
	ck_assert_int_eq(pcnr(true, 2, 1, 0, 0), BAD_PARAM);
	mlx5fw_reset(fw);
	ck_assert(!fw->pcnr_tuning_override);
}
END_TEST

static int mpegc_write(uint32_t sel, uint32_t oper, uint32_t sense, uint32_t cqe, uint32_t cnp,
		       uint32_t rd_th)
{
	prep(MLX5CTL_REG_MPEGC, true, 0);
	MLX5CTL_SET(mpegc_reg, in_data(), field_select, sel);
	MLX5CTL_SET(mpegc_reg, in_data(), tx_lossy_overflow_oper, oper);
	MLX5CTL_SET(mpegc_reg, in_data(), tx_overflow_sense, sense);
	MLX5CTL_SET(mpegc_reg, in_data(), mark_cqe, cqe);
	MLX5CTL_SET(mpegc_reg, in_data(), mark_cnp, cnp);
	MLX5CTL_SET(mpegc_reg, in_data(), outbound_stalled_reads_th, rd_th);
	return go(MLX5CTL_ST_SZ_BYTES(mpegc_reg));
}

static void mpegc_read(void)
{
	prep(MLX5CTL_REG_MPEGC, false, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mpegc_reg)), 0);
}

/* what mstcongestion sets and shows; the PRM's rules; a reset forgets it */
START_TEST(mpegc)
{
	mpegc_read();
	ck_assert_uint_eq(MLX5CTL_GET(mpegc_reg, out_data(), tx_lossy_overflow_oper),
			  MLX5CTL_MPEGC_OVERFLOW_DISABLED);
	/* dynamic sense while disabled: refused, nothing taken */
	ck_assert_int_eq(mpegc_write(0x08, 0, 1, 0, 0, 0), BAD_PARAM);
	/* mark with a CNP (mstcongestion --action mark), then dynamic */
	ck_assert_int_eq(mpegc_write(0x21, MLX5CTL_MPEGC_OVERFLOW_MARK, 0, 0, 1, 0), 0);
	ck_assert_int_eq(mpegc_write(0x08, 0, 1, 0, 0, 0), 0);
	mpegc_read();
	ck_assert_uint_eq(MLX5CTL_GET(mpegc_reg, out_data(), tx_lossy_overflow_oper),
			  MLX5CTL_MPEGC_OVERFLOW_MARK);
	ck_assert(MLX5CTL_GET(mpegc_reg, out_data(), mark_cnp));
	ck_assert(!MLX5CTL_GET(mpegc_reg, out_data(), mark_cqe));
	ck_assert_uint_eq(MLX5CTL_GET(mpegc_reg, out_data(), tx_overflow_sense),
			  MLX5CTL_MPEGC_SENSE_DYNAMIC);
	/* fields not selected are left alone; refusals take nothing */
	ck_assert_int_eq(mpegc_write(0x02, 3, 0, 1, 0, 100), 0);
	ck_assert_int_eq(mpegc_write(0x01, 3, 0, 0, 0, 0), BAD_PARAM);
	ck_assert_int_eq(mpegc_write(0x02, 0, 0, 0, 0, 101), BAD_PARAM);
	ck_assert_int_eq(mpegc_write(0x40, 0, 0, 0, 0, 0), BAD_PARAM);
	ck_assert_int_eq(mpegc_write(0x80, 0, 0, 0, 0, 0), BAD_PARAM);
	mpegc_read();
	ck_assert_uint_eq(MLX5CTL_GET(mpegc_reg, out_data(), tx_lossy_overflow_oper),
			  MLX5CTL_MPEGC_OVERFLOW_MARK);
	ck_assert_uint_eq(MLX5CTL_GET(mpegc_reg, out_data(), outbound_stalled_reads_th), 100);
	/* disabling takes the sense back to aggressive */
	ck_assert_int_eq(mpegc_write(0x01, MLX5CTL_MPEGC_OVERFLOW_DISABLED, 0, 0, 0, 0), 0);
	mpegc_read();
	ck_assert_uint_eq(MLX5CTL_GET(mpegc_reg, out_data(), tx_overflow_sense),
			  MLX5CTL_MPEGC_SENSE_AGGRESSIVE);
	/* another node of the PCIe hierarchy */
	prep(MLX5CTL_REG_MPEGC, false, 0);
	MLX5CTL_SET(mpegc_reg, in_data(), depth, 1);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mpegc_reg)), BAD_PARAM);
	ck_assert_int_eq(mpegc_write(0x01, MLX5CTL_MPEGC_OVERFLOW_DROP, 0, 0, 0, 0), 0);
	mlx5fw_reset(fw);
	init_hca();
	mpegc_read();
	ck_assert_uint_eq(MLX5CTL_GET(mpegc_reg, out_data(), tx_lossy_overflow_oper),
			  MLX5CTL_MPEGC_OVERFLOW_DISABLED);
	ck_assert_uint_eq(MLX5CTL_GET(mpegc_reg, out_data(), outbound_stalled_reads_th), 0);
}
END_TEST

/* an MNVDA write of global item `index`: its first data dword */
static int nv_write(uint32_t index, uint32_t len, uint32_t dw0)
{
	void *h;

	prep(MLX5CTL_REG_MNVDA, true, 0);
	h = MLX5CTL_ADDR_OF(mnvda_reg, in_data(), configuration_item_header);
	MLX5CTL_SET(config_item, h, type.configuration_item_type_class_global.parameter_index,
		    index);
	MLX5CTL_SET(config_item, h, length, len);
	mlx5ctl_be32_store(MLX5CTL_ADDR_OF(mnvda_reg, in_data(), configuration_item_data), dw0);
	return go(MLX5CTL_BYTE_OFF(mnvda_reg, configuration_item_data) + len);
}

static int mnvdi(uint32_t type)
{
	prep(MLX5CTL_REG_MNVDI, true, 0);
	mlx5ctl_be32_store(MLX5CTL_ADDR_OF(mnvdi_reg, in_data(), configuration_item_header.type),
			   type);
	return go(MLX5CTL_ST_SZ_BYTES(mnvdi_reg));
}

/* MNVGN from ptr: the status; the item's type and the next pointer */
static int mnvgn(uint32_t ptr, uint32_t *type, uint32_t *next, size_t len)
{
	int st;

	prep(MLX5CTL_REG_MNVGN, false, 0);
	MLX5CTL_SET(mnvgn_reg, in_data(), nv_pointer, ptr);
	st = go(len);
	*next = MLX5CTL_GET(mnvgn_reg, out_data(), nv_pointer);
	*type = mlx5ctl_be32_load(MLX5CTL_ADDR_OF(mnvgn_reg, out_data(),
						  configuration_item_header.type));
	return st;
}

/* the set items one by one; an invalidated one is no longer set and reads its default */
START_TEST(mnvgn_mnvdi)
{
	const size_t tools_len = 156;	/* mstconfig's tools_open_mnvgn */
	uint32_t type, next;

	/* nothing set: NO_RES (mstconfig: "NV data area may be empty") */
	ck_assert_int_eq(mnvgn(0, &type, &next, tools_len), MLX5CTL_CMD_STAT_NO_RES_ERR);
	ck_assert_int_eq(nv_write(0x80, 12, 0x80000000), 0);	/* GLOBAL_PCI_CONF */
	ck_assert_int_eq(nv_write(0x10a, 8, 0x00000001), 0);	/* SW_OFFLOAD_CONF */
	ck_assert_int_eq(mnvgn(0, &type, &next, tools_len), 0);
	ck_assert_uint_eq(type, 0x80);
	ck_assert_uint_ne(next, 0);
	ck_assert_uint_eq(MLX5CTL_GET(config_item, MLX5CTL_ADDR_OF(mnvgn_reg, out_data(),
								   configuration_item_header),
				      length), 12);
	ck_assert_uint_eq(mlx5ctl_be32_load(MLX5CTL_ADDR_OF(mnvgn_reg, out_data(),
							    configuration_item_data)),
			  0x80000000);
	ck_assert_int_eq(mnvgn(next, &type, &next, tools_len), 0);
	ck_assert_uint_eq(type, 0x10a);
	ck_assert_int_eq(mnvgn(next, &type, &next, tools_len), 0);
	ck_assert_uint_eq(next, 0);				/* the end */
	/* invalidate one: no longer listed */
	ck_assert_int_eq(mnvdi(0x80), 0);
	ck_assert_int_eq(mnvgn(0, &type, &next, tools_len), 0);
	ck_assert_uint_eq(type, 0x10a);
	ck_assert_int_eq(mnvdi(0x80), 0);			/* not set: nothing to do */
	ck_assert_int_eq(mnvdi(0x12345), BAD_PARAM);		/* no such item */
	ck_assert_int_eq(mnvdi(0x03), BAD_PARAM);		/* a capability item */
	prep(MLX5CTL_REG_MNVDI, false, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mnvdi_reg)), MLX5CTL_CMD_STAT_BAD_OP_ERR);
	ck_assert_int_eq(mnvdi(0x10a), 0);
	ck_assert_int_eq(mnvgn(0, &type, &next, tools_len), MLX5CTL_CMD_STAT_NO_RES_ERR);
	ck_assert_uint_eq(host.guest_errors, 0);
}
END_TEST

static Suite *suite(void)
{
	Suite *s = suite_create("fwreset");
	TCase *tc = tcase_create("regs");

	tcase_add_checked_fixture(tc, fixture, fw_teardown);
	tcase_add_test(tc, mcam_features);
	tcase_add_test(tc, mroq);
	tcase_add_test(tc, mrsi);
	tcase_add_test(tc, mpcir_flow);
	tcase_add_test(tc, pcnr_override);
	tcase_add_test(tc, mpegc);
	tcase_add_test(tc, mnvgn_mnvdi);
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(suite)
