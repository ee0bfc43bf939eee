// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * CREATE_EQ / DESTROY_EQ validation and UAR doorbells.
 */
#include <stdlib.h>
#include <string.h>

#include "fwtest.h"

#define BAD_PARAM	MLX5CTL_CMD_STAT_BAD_PARAM_ERR

static void eq_fixture(void)
{
	fw_setup();
	init_hca();
}

/* a CREATE_EQ inbox with room for npas PAS entries */
static uint8_t *eq_inbox(size_t npas, size_t *inlen, uint32_t log_size, uint32_t vector,
			 uint32_t uar)
{
	uint8_t *in;
	void *ctx;
	size_t i;

	*inlen = MLX5CTL_ST_SZ_BYTES(create_eq_in) + 8 * npas;
	in = calloc(1, *inlen);
	ctx = MLX5CTL_ADDR_OF(create_eq_in, in, eq_context_entry);
	MLX5CTL_SET(create_eq_in, in, opcode, MLX5CTL_CMD_OP_CREATE_EQ);
	MLX5CTL_SET(eqc, ctx, log_eq_size, log_size);
	MLX5CTL_SET(eqc, ctx, uar_page, uar);
	MLX5CTL_SET(eqc, ctx, intr, vector);
	for (i = 0; i < npas; i++) {
		uint64_t a = galloc(4096, 4096);
		uint8_t *p = (uint8_t *)MLX5CTL_ADDR_OF(create_eq_in, in, pas) + 8 * i;
		int k;

		for (k = 0; k < 8; k++)
			p[k] = (uint8_t)(a >> (56 - 8 * k));
	}
	return in;
}

static int destroy_eq(uint32_t eqn)
{
	IN(destroy_eq);
	OUT(destroy_eq);

	MLX5CTL_SET(destroy_eq_in, in, opcode, MLX5CTL_CMD_OP_DESTROY_EQ);
	MLX5CTL_SET(destroy_eq_in, in, eq_number, eqn);
	return RUN(destroy_eq, in, out);
}

START_TEST(create_destroy)
{
	uint32_t eqn;

	ck_assert_int_eq(create_eq(12, 0, 0, &eqn, NULL), 0);	/* async EQ: 4096 entries */
	ck_assert_uint_eq(stats().eqs, 1);
	ck_assert_int_eq(destroy_eq(eqn), 0);
	ck_assert_int_eq(destroy_eq(eqn), BAD_PARAM);
	ck_assert_int_eq(destroy_eq(200), BAD_PARAM);
	ck_assert_uint_eq(stats().eqs, 0);
}
END_TEST

START_TEST(bad_contexts)
{
	uint32_t uar = alloc_uar();
	uint8_t out[MLX5CTL_ST_SZ_BYTES(create_eq_out)];
	size_t inlen;
	uint8_t *in;

	in = eq_inbox(1, &inlen, 5, 4, uar);			/* vector 4 of 4 */
	ck_assert_int_eq(run(in, inlen, out, sizeof(out)), BAD_PARAM);
	free(in);
	in = eq_inbox(1, &inlen, 5, 0, 2);			/* UAR inside the init segment */
	ck_assert_int_eq(run(in, inlen, out, sizeof(out)), BAD_PARAM);
	free(in);
	in = eq_inbox(1, &inlen, 5, 0, uar + 1);		/* UAR not allocated */
	ck_assert_int_eq(run(in, inlen, out, sizeof(out)), BAD_PARAM);
	free(in);
	in = eq_inbox(1, &inlen, 31, 0, uar);			/* log size beyond the cap */
	ck_assert_int_eq(run(in, inlen, out, sizeof(out)), BAD_PARAM);
	free(in);
	in = eq_inbox(1, &inlen, 7, 0, uar);			/* 8 KiB of EQ, one PAS */
	ck_assert_int_eq(run(in, inlen, out, sizeof(out)), MLX5CTL_CMD_STAT_BAD_INP_LEN_ERR);
	free(in);
	in = eq_inbox(1, &inlen, 5, 0, uar);
	MLX5CTL_SET(eqc, MLX5CTL_ADDR_OF(create_eq_in, in, eq_context_entry), log_page_size, 31);
	ck_assert_int_eq(run(in, inlen, out, sizeof(out)), BAD_PARAM);
	free(in);
	ck_assert_uint_eq(stats().eqs, 0);
}
END_TEST

/* mlx5_core creates completion EQs with uid MLX5_SHARED_RESOURCE_UID (prm/eq.yaml: fw_uid) */
START_TEST(shared_resource_uid)
{
	uint8_t out[MLX5CTL_ST_SZ_BYTES(create_eq_out)];
	size_t inlen;
	uint8_t *in = eq_inbox(1, &inlen, 5, 0, alloc_uar());

	MLX5CTL_SET(create_eq_in, in, uid, 3);			/* a user uid */
	ck_assert_int_eq(run(in, inlen, out, sizeof(out)), BAD_PARAM);
	MLX5CTL_SET(create_eq_in, in, uid, 0xffff);
	ck_assert_int_eq(run(in, inlen, out, sizeof(out)), 0);
	free(in);
	ck_assert_uint_eq(stats().eqs, 1);
}
END_TEST

START_TEST(eq_limit)
{
	uint32_t eqn;
	int i;

	for (i = 0; i < 16; i++)
		ck_assert_int_eq(create_eq(5, 0, 0, &eqn, NULL), 0);
	ck_assert_int_eq(create_eq(5, 0, 0, &eqn, NULL), MLX5CTL_CMD_STAT_LIM_ERR);
	ck_assert_int_eq(destroy_eq(3), 0);
	ck_assert_int_eq(create_eq(5, 0, 0, &eqn, NULL), 0);
	ck_assert_uint_eq(eqn, 3);
}
END_TEST

START_TEST(uar_in_use)
{
	IN(dealloc_uar);
	OUT(dealloc_uar);
	uint32_t eqn, uar;

	ck_assert_int_eq(create_eq(5, 1, 0, &eqn, NULL), 0);
	uar = 3;	/* create_eq allocated the first UAR */
	MLX5CTL_SET(dealloc_uar_in, in, opcode, MLX5CTL_CMD_OP_DEALLOC_UAR);
	MLX5CTL_SET(dealloc_uar_in, in, uar, uar);
	ck_assert_int_eq(RUN(dealloc_uar, in, out), MLX5CTL_CMD_STAT_BAD_RES_STATE_ERR);
	ck_assert_int_eq(destroy_eq(eqn), 0);
	ck_assert_int_eq(RUN(dealloc_uar, in, out), 0);
}
END_TEST

START_TEST(doorbells_are_robust)
{
	uint32_t eqn;
	unsigned int errs = host.guest_errors;

	ck_assert_int_eq(create_eq(5, 2, 0, &eqn, NULL), 0);
	/* doorbells for missing EQs, on any UAR page, never crash */
	mlx5fw_mmio_write(fw, eq_db_off(3, 1), eq_db_val(9, 1), 4);
	mlx5fw_mmio_write(fw, eq_db_off(10, 0), eq_db_val(eqn, 1), 4);
	mlx5fw_mmio_write(fw, eq_db_off(3, 1) + 4, 0xffffffff, 4);	/* between the two */
	ck_assert_uint_ge(host.guest_errors, errs + 1);
	/* arming an EQ that has nothing pending raises nothing */
	mlx5fw_mmio_write(fw, eq_db_off(3, 1), eq_db_val(eqn, 0), 4);
	ck_assert_uint_eq(host.msix_total, 0);
	/* a consumer index ahead of the producer: interrupt, no harm */
	mlx5fw_mmio_write(fw, eq_db_off(3, 1), eq_db_val(eqn, 5), 4);
	ck_assert_uint_eq(host.msix[2], 1);
}
END_TEST

START_TEST(teardown_drops_eqs)
{
	uint8_t in[MLX5CTL_ST_SZ_BYTES(teardown_hca_in)] = { 0 };
	uint8_t out[MLX5CTL_ST_SZ_BYTES(teardown_hca_out)];

	ck_assert_int_eq(create_eq(5, 0, 1ull << MLX5CTL_EVENT_TYPE_CMD, NULL, NULL), 0);
	ck_assert_int_eq(create_eq(5, 0, 0, NULL, NULL), 0);
	MLX5CTL_SET(teardown_hca_in, in, opcode, MLX5CTL_CMD_OP_TEARDOWN_HCA);
	ck_assert_int_eq(run(in, sizeof(in), out, sizeof(out)), 0);
	ck_assert_uint_eq(stats().eqs, 0);
}
END_TEST

static Suite *eq_suite(void)
{
	Suite *s = suite_create("eq");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, eq_fixture, fw_teardown);
	tcase_add_test(tc, create_destroy);
	tcase_add_test(tc, bad_contexts);
	tcase_add_test(tc, shared_resource_uid);
	tcase_add_test(tc, eq_limit);
	tcase_add_test(tc, uar_in_use);
	tcase_add_test(tc, doorbells_are_robust);
	tcase_add_test(tc, teardown_drops_eqs);
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(eq_suite)
