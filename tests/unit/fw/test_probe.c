// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * End to end through the command queue, the way mlx5_core 6.12 probes and removes a function:
 * polled commands until the command EQ exists, then completions by EQE + MSI-X only, the EQ
 * consumed and re-armed through the UAR doorbell like eq.c does. Then a user context issues
 * debug RPCs, and everything is torn down in the driver's order.
 */
#include "fwtest.h"

#define CAP_OUTLEN	MLX5CTL_ST_SZ_BYTES(query_hca_cap_out)

static struct {
	bool events;
	uint32_t eqn, uar, ci, log_size;
	uint64_t buf;
	unsigned int slot;
} drv;

static void arm(void)
{
	mlx5fw_mmio_write(fw, (uint64_t)drv.uar * 4096 + MLX5CTL_BYTE_OFF(uar_page, eq_arm),
			  (drv.eqn << 24) | drv.ci, 4);
}

/* one command as mlx5_core's cmd_work_handler + completion path would see it */
static int drv_cmd(const void *in, size_t inlen, void *out, size_t outlen)
{
	unsigned int slot = drv.slot++ % 31, msix = host.msix[0];
	int ds = cmdq_exec(slot, in, inlen, out, outlen);

	ck_assert_int_eq(ds, MLX5CTL_CMD_DELIVERY_STAT_OK);
	if (drv.events) {
		uint8_t *e = (uint8_t *)gptr(drv.buf) + 64 * (drv.ci & ((1u << drv.log_size) - 1));

		/* the interrupt came, the EQE is software-owned and names our slot */
		ck_assert_uint_eq(host.msix[0], msix + 1);
		ck_assert_uint_eq(MLX5CTL_GET(eqe, e, owner), (drv.ci >> drv.log_size) & 1);
		ck_assert_uint_eq(MLX5CTL_GET(eqe, e, event_type), MLX5CTL_EVENT_TYPE_CMD);
		ck_assert_uint_eq(MLX5CTL_GET(eqe, e, event_data.cmd_inter_comp_event.
					      command_completion_vector), 1u << slot);
		drv.ci++;
		arm();
	} else {
		ck_assert_uint_eq(host.msix[0], msix);
	}
	return (int)MLX5CTL_GET(mbox_out_hdr, out, status);
}

#define DRV(in, out) drv_cmd(in, sizeof(in), out, sizeof(out))

static int drv_simple(uint16_t opcode, uint16_t op_mod, size_t inlen)
{
	uint8_t in[64] = { 0 }, out[64];

	MLX5CTL_SET(mbox_in_hdr, in, opcode, opcode);
	MLX5CTL_SET(mbox_in_hdr, in, op_mod, op_mod);
	return drv_cmd(in, inlen, out, 16);
}

static uint32_t drv_create_eq(uint32_t log_size, uint64_t mask0, uint64_t *buf)
{
	uint32_t npas = (uint32_t)(((64u << log_size) + 4095) / 4096), i;
	size_t inlen = MLX5CTL_ST_SZ_BYTES(create_eq_in) + 8 * npas;
	uint8_t *in = calloc(1, inlen), *pas, *mask, *ctx;
	uint8_t out[MLX5CTL_ST_SZ_BYTES(create_eq_out)];
	uint64_t b = galloc(npas * 4096, 4096);

	for (i = 0; i < (1u << log_size); i++)
		((uint8_t *)gptr(b))[64 * i + 63] = 1;		/* MLX5_EQE_OWNER_INIT_VAL */
	ctx = MLX5CTL_ADDR_OF(create_eq_in, in, eq_context_entry);
	pas = MLX5CTL_ADDR_OF(create_eq_in, in, pas);
	mask = MLX5CTL_ADDR_OF(create_eq_in, in, event_bitmask);
	MLX5CTL_SET(create_eq_in, in, opcode, MLX5CTL_CMD_OP_CREATE_EQ);
	MLX5CTL_SET(eqc, ctx, log_eq_size, log_size);
	MLX5CTL_SET(eqc, ctx, uar_page, drv.uar);
	MLX5CTL_SET(eqc, ctx, intr, 0);
	for (i = 0; i < 8; i++)
		mask[i] = (uint8_t)(mask0 >> (56 - 8 * i));
	for (i = 0; i < npas; i++) {
		int k;

		for (k = 0; k < 8; k++)
			pas[8 * i + k] = (uint8_t)((b + 4096ull * i) >> (56 - 8 * k));
	}
	ck_assert_int_eq(drv_cmd(in, inlen, out, sizeof(out)), 0);
	free(in);
	*buf = b;
	return MLX5CTL_GET(create_eq_out, out, eq_number);
}

static void drv_destroy_eq(uint32_t eqn)
{
	IN(destroy_eq);
	OUT(destroy_eq);

	MLX5CTL_SET(destroy_eq_in, in, opcode, MLX5CTL_CMD_OP_DESTROY_EQ);
	MLX5CTL_SET(destroy_eq_in, in, eq_number, eqn);
	ck_assert_int_eq(DRV(in, out), 0);
}

START_TEST(probe_rpc_remove)
{
	uint8_t *caps = calloc(1, CAP_OUTLEN), *set;
	uint64_t async_buf;
	uint32_t async_eqn, npages;
	uint16_t uid;

	memset(&drv, 0, sizeof(drv));
	cmdq_setup();
	ck_assert_uint_eq(iseg_read32(0x004) >> 16, 5);
	ck_assert_uint_eq(iseg_read32(0x1fc) >> 31, 0);

	/* mlx5_function_enable */
	ck_assert_int_eq(drv_simple(MLX5CTL_CMD_OP_ENABLE_HCA, 0, 16), 0);
	{
		IN(query_issi);
		OUT(query_issi);

		MLX5CTL_SET(query_issi_in, in, opcode, MLX5CTL_CMD_OP_QUERY_ISSI);
		ck_assert_int_eq(DRV(in, out), 0);
		ck_assert(MLX5CTL_GET(query_issi_out, out, supported_issi_dw0) & 2);
	}
	{
		IN(set_issi);
		OUT(set_issi);

		MLX5CTL_SET(set_issi_in, in, opcode, MLX5CTL_CMD_OP_SET_ISSI);
		MLX5CTL_SET(set_issi_in, in, current_issi, 1);
		ck_assert_int_eq(DRV(in, out), 0);
	}
	{
		IN(query_pages);
		OUT(query_pages);

		MLX5CTL_SET(query_pages_in, in, opcode, MLX5CTL_CMD_OP_QUERY_PAGES);
		MLX5CTL_SET(query_pages_in, in, op_mod, MLX5CTL_PAGES_BOOT);
		ck_assert_int_eq(DRV(in, out), 0);
		npages = MLX5CTL_GET(query_pages_out, out, num_pages);
		ck_assert_uint_eq(npages, 0);
	}
	/* mlx5_function_open: set_hca_ctrl, handle_hca_cap */
	{
		uint8_t in[MLX5CTL_ST_SZ_BYTES(access_register_in) +
			   MLX5CTL_ST_SZ_BYTES(host_endianness_reg)] = { 0 };
		uint8_t out[MLX5CTL_ST_SZ_BYTES(access_register_out) +
			    MLX5CTL_ST_SZ_BYTES(host_endianness_reg)];

		MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
		MLX5CTL_SET(access_register_in, in, register_id, MLX5CTL_REG_HOST_ENDIANNESS);
		ck_assert_int_eq(DRV(in, out), 0);
	}
	{
		IN(query_hca_cap);

		MLX5CTL_SET(query_hca_cap_in, in, opcode, MLX5CTL_CMD_OP_QUERY_HCA_CAP);
		MLX5CTL_SET(query_hca_cap_in, in, op_mod, 0);
		ck_assert_int_eq(drv_cmd(in, sizeof(in), caps, CAP_OUTLEN), 0);
		MLX5CTL_SET(query_hca_cap_in, in, op_mod, 1);
		ck_assert_int_eq(drv_cmd(in, sizeof(in), caps, CAP_OUTLEN), 0);
	}
	set = calloc(1, MLX5CTL_ST_SZ_BYTES(set_hca_cap_in));
	MLX5CTL_SET(set_hca_cap_in, set, opcode, MLX5CTL_CMD_OP_SET_HCA_CAP);
	memcpy(MLX5CTL_ADDR_OF(set_hca_cap_in, set, capability),
	       MLX5CTL_ADDR_OF(query_hca_cap_out, caps, capability),
	       MLX5CTL_ST_SZ_BYTES(cmd_hca_cap));
	MLX5CTL_SET(cmd_hca_cap, MLX5CTL_ADDR_OF(set_hca_cap_in, set, capability), log_max_qp, 17);
	{
		uint8_t out[16];

		ck_assert_int_eq(drv_cmd(set, MLX5CTL_ST_SZ_BYTES(set_hca_cap_in), out, sizeof(out)),
				 0);
	}
	free(set);
	ck_assert_int_eq(drv_simple(MLX5CTL_CMD_OP_QUERY_PAGES, MLX5CTL_PAGES_INIT,
				    MLX5CTL_ST_SZ_BYTES(query_pages_in)), 0);
	ck_assert_int_eq(drv_simple(MLX5CTL_CMD_OP_INIT_HCA, 0, MLX5CTL_ST_SZ_BYTES(init_hca_in)),
			 0);
	{
		IN(query_hca_cap);

		MLX5CTL_SET(query_hca_cap_in, in, opcode, MLX5CTL_CMD_OP_QUERY_HCA_CAP);
		MLX5CTL_SET(query_hca_cap_in, in, op_mod, 1);
		ck_assert_int_eq(drv_cmd(in, sizeof(in), caps, CAP_OUTLEN), 0);
	}
	{
		IN(query_adapter);
		uint8_t out[MLX5CTL_ST_SZ_BYTES(query_adapter_out)];

		MLX5CTL_SET(query_adapter_in, in, opcode, MLX5CTL_CMD_OP_QUERY_ADAPTER);
		ck_assert_int_eq(DRV(in, out), 0);
	}
	/* mlx5_load: bfreg, EQ table */
	{
		IN(alloc_uar);
		OUT(alloc_uar);

		MLX5CTL_SET(alloc_uar_in, in, opcode, MLX5CTL_CMD_OP_ALLOC_UAR);
		ck_assert_int_eq(DRV(in, out), 0);
		drv.uar = MLX5CTL_GET(alloc_uar_out, out, uar);
	}
	drv.log_size = 5;	/* MLX5_NUM_CMD_EQE */
	drv.eqn = drv_create_eq(5, 1ull << MLX5CTL_EVENT_TYPE_CMD, &drv.buf);
	arm();			/* mlx5_eq_enable */
	drv.events = true;	/* mlx5_cmd_use_events */
	async_eqn = drv_create_eq(12, 1ull << MLX5CTL_EVENT_TYPE_PAGE_REQUEST, &async_buf);
	ck_assert_uint_ne(async_eqn, drv.eqn);

	/* the mlx5ctl driver: a user context, then the user's RPCs carry its uid */
	{
		IN(create_uctx);
		OUT(create_uctx);

		MLX5CTL_SET(create_uctx_in, in, opcode, MLX5CTL_CMD_OP_CREATE_UCTX);
		MLX5CTL_SET(create_uctx_in, in, uctx.cap, 0x7);
		ck_assert_int_eq(DRV(in, out), 0);
		uid = (uint16_t)MLX5CTL_GET(create_uctx_out, out, uid);
	}
	{
		IN(query_hca_cap);

		MLX5CTL_SET(query_hca_cap_in, in, opcode, MLX5CTL_CMD_OP_QUERY_HCA_CAP);
		MLX5CTL_SET(mbox_in_hdr, in, uid, uid);
		MLX5CTL_SET(query_hca_cap_in, in, op_mod, 1);
		ck_assert_int_eq(drv_cmd(in, sizeof(in), caps, CAP_OUTLEN), 0);
		MLX5CTL_SET(mbox_in_hdr, in, uid, uid + 1);	/* not a live uid */
		ck_assert_int_eq(drv_cmd(in, sizeof(in), caps, CAP_OUTLEN),
				 MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	}
	{
		uint8_t in[MLX5CTL_ST_SZ_BYTES(access_register_in) +
			   MLX5CTL_ST_SZ_BYTES(mgir_reg)] = { 0 };
		uint8_t out[MLX5CTL_ST_SZ_BYTES(access_register_out) +
			    MLX5CTL_ST_SZ_BYTES(mgir_reg)];
		void *d = MLX5CTL_ADDR_OF(access_register_out, out, register_data);

		MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
		MLX5CTL_SET(mbox_in_hdr, in, uid, uid);
		MLX5CTL_SET(access_register_in, in, op_mod, MLX5CTL_ACCESS_REG_OP_MOD_READ);
		MLX5CTL_SET(access_register_in, in, register_id, MLX5CTL_REG_MGIR);
		ck_assert_int_eq(DRV(in, out), 0);
		ck_assert_uint_eq(MLX5CTL_GET(mgir_reg, d, hardware_info.device_id), 0x101d);
	}
	{
		IN(destroy_uctx);
		OUT(destroy_uctx);

		MLX5CTL_SET(destroy_uctx_in, in, opcode, MLX5CTL_CMD_OP_DESTROY_UCTX);
		MLX5CTL_SET(destroy_uctx_in, in, uid, uid);
		ck_assert_int_eq(DRV(in, out), 0);
	}

	/* remove: async EQ (event), then the command EQ polled: its own completion is silent */
	drv_destroy_eq(async_eqn);
	drv.events = false;	/* mlx5_cmd_use_polling */
	drv_destroy_eq(drv.eqn);
	{
		IN(dealloc_uar);
		OUT(dealloc_uar);

		MLX5CTL_SET(dealloc_uar_in, in, opcode, MLX5CTL_CMD_OP_DEALLOC_UAR);
		MLX5CTL_SET(dealloc_uar_in, in, uar, drv.uar);
		ck_assert_int_eq(DRV(in, out), 0);
	}
	ck_assert_int_eq(drv_simple(MLX5CTL_CMD_OP_TEARDOWN_HCA, 0,
				    MLX5CTL_ST_SZ_BYTES(teardown_hca_in)), 0);
	ck_assert_int_eq(drv_simple(MLX5CTL_CMD_OP_DISABLE_HCA, 0,
				    MLX5CTL_ST_SZ_BYTES(disable_hca_in)), 0);
	ck_assert_uint_eq(stats().eqs, 0);
	ck_assert_uint_eq(stats().uids, 0);
	ck_assert_uint_eq(stats().cmd_errors, 1);
	ck_assert_uint_eq(host.guest_errors, 0);
	free(caps);
}
END_TEST

/* a guest that rewrites the queue address mid-way and rings random doorbells */
START_TEST(hostile_doorbells)
{
	unsigned int i;

	memset(&drv, 0, sizeof(drv));
	cmdq_setup();
	for (i = 0; i < 64; i++) {
		uint8_t *e = gptr(cmdq_entry(i % 32));

		memset(e, (int)(i * 37), 64);	/* garbage entries, some "owned" */
		if (mlx5fw_mmio_write(fw, MLX5CTL_BYTE_OFF(initial_seg, command_doorbell_vector),
				      0xffffffffu, 4))
			mlx5fw_process(fw);
	}
	/* queue moved outside guest RAM */
	mlx5fw_mmio_write(fw, MLX5CTL_BYTE_OFF(initial_seg, cmdq_phy_addr_63_32), 0x7fff, 4);
	if (mlx5fw_mmio_write(fw, MLX5CTL_BYTE_OFF(initial_seg, command_doorbell_vector), 1, 4))
		mlx5fw_process(fw);
	ck_assert_uint_gt(host.guest_errors, 0);
	/* still serves a good command afterwards */
	cmdq_setup();
	ck_assert_int_eq(drv_simple(MLX5CTL_CMD_OP_ENABLE_HCA, 0, 16), 0);
}
END_TEST

static Suite *probe_suite(void)
{
	Suite *s = suite_create("probe");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, fw_setup, fw_teardown);
	tcase_add_test(tc, probe_rpc_remove);
	tcase_add_test(tc, hostile_doorbells);
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(probe_suite)
