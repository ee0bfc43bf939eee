// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * User contexts and UMEMs: UID allocation, capability bounds, ownership, busy destroy.
 */
#include <stdlib.h>
#include <string.h>

#include "fwtest.h"

#define BAD_PARAM	MLX5CTL_CMD_STAT_BAD_PARAM_ERR

static void uctx_fixture(void)
{
	fw_setup();
	init_hca();
}

static int create_uctx_st(uint32_t cap, uint16_t hdr_uid)
{
	IN(create_uctx);
	OUT(create_uctx);

	MLX5CTL_SET(create_uctx_in, in, opcode, MLX5CTL_CMD_OP_CREATE_UCTX);
	MLX5CTL_SET(mbox_in_hdr, in, uid, hdr_uid);
	MLX5CTL_SET(create_uctx_in, in, uctx.cap, cap);
	return RUN(create_uctx, in, out);
}

START_TEST(uctx_lifecycle)
{
	uint16_t a = create_uctx(0x7), b = create_uctx(0x0);

	ck_assert_uint_ne(a, 0);
	ck_assert_uint_ne(b, 0);
	ck_assert_uint_ne(a, b);
	ck_assert_uint_eq(stats().uids, 2);
	ck_assert_int_eq(destroy_uctx(a), 0);
	ck_assert_int_eq(destroy_uctx(a), BAD_PARAM);
	ck_assert_int_eq(destroy_uctx(0), BAD_PARAM);
	ck_assert_int_eq(destroy_uctx(0xffff), BAD_PARAM);
	ck_assert_uint_eq(stats().uids, 1);
	/* a freed uid is handed out again */
	ck_assert_uint_eq(create_uctx(0x1), a);
}
END_TEST

START_TEST(uctx_caps_bounded)
{
	ck_assert_int_eq(create_uctx_st(0x8, 0), BAD_PARAM);
	ck_assert_int_eq(create_uctx_st(0x80000007, 0), BAD_PARAM);
	/* only the kernel (uid 0) creates user contexts */
	ck_assert_int_eq(create_uctx_st(0x1, 1), BAD_PARAM);
	ck_assert_uint_eq(stats().uids, 0);
}
END_TEST

START_TEST(uctx_limit)
{
	unsigned int i;

	for (i = 1; i < 256; i++)
		create_uctx(0);
	ck_assert_int_eq(create_uctx_st(0, 0), MLX5CTL_CMD_STAT_LIM_ERR);
	ck_assert_uint_eq(stats().uids, 255);
}
END_TEST

START_TEST(uctx_needs_init)
{
	mlx5fw_reset(fw);
	enable_hca();
	ck_assert_int_eq(create_uctx_st(0, 0), MLX5CTL_CMD_STAT_BAD_SYS_STATE_ERR);
}
END_TEST

START_TEST(umem_ownership)
{
	uint16_t a = create_uctx(0x7), b = create_uctx(0x7);
	uint32_t id;
	struct mlx5fw_stats st;

	ck_assert_int_eq(create_umem(a, 4, 0, &id, NULL), 0);
	ck_assert_uint_ne(id, 0);
	st = stats();
	ck_assert_uint_eq(st.umems, 1);
	ck_assert_uint_eq(st.umem_pages, 4);
	/* the owner still holds a UMEM: its context cannot go */
	ck_assert_int_eq(destroy_uctx(a), MLX5CTL_CMD_STAT_RES_BUSY);
	ck_assert_uint_eq(stats().destroy_uctx_busy, 1);
	/* another user's UMEM */
	ck_assert_int_eq(destroy_umem(b, id), BAD_PARAM);
	/* a uid that does not exist */
	ck_assert_int_eq(destroy_umem(77, id), BAD_PARAM);
	ck_assert_int_eq(destroy_umem(a, id + 1000), BAD_PARAM);
	ck_assert_int_eq(destroy_umem(a, id), 0);
	ck_assert_int_eq(destroy_umem(a, id), BAD_PARAM);
	ck_assert_int_eq(destroy_uctx(a), 0);
	ck_assert_uint_eq(stats().umems, 0);
	/* the kernel may release what a user left behind */
	ck_assert_int_eq(create_umem(b, 1, 0, &id, NULL), 0);
	ck_assert_int_eq(destroy_umem(0, id), 0);
	ck_assert_int_eq(destroy_uctx(b), 0);
	/* and owns UMEMs itself (umem_uid_0) */
	ck_assert_int_eq(create_umem(0, 2, 1, &id, NULL), 0);
	ck_assert_int_eq(destroy_umem(0, id), 0);
	/* a user uid that was never created */
	ck_assert_int_eq(create_umem(9, 1, 0, &id, NULL), BAD_PARAM);
}
END_TEST

/* a raw CREATE_UMEM with one MTT, fields to break */
static int umem_raw(uint32_t log_page, uint32_t page_off, uint64_t nmtt, uint64_t addr,
		    int rd, int wr, size_t extra_mtts)
{
	size_t inlen = MLX5CTL_ST_SZ_BYTES(create_umem_in) + extra_mtts * MLX5CTL_ST_SZ_BYTES(mtt);
	uint8_t *in = calloc(1, inlen);
	void *u = MLX5CTL_ADDR_OF(create_umem_in, in, umem);
	uint8_t *mtt = MLX5CTL_ADDR_OF(create_umem_in, in, umem.mtt);
	OUT(create_umem);
	int st;

	MLX5CTL_SET(create_umem_in, in, opcode, MLX5CTL_CMD_OP_CREATE_UMEM);
	MLX5CTL_SET(umem, u, log_page_size, log_page);
	MLX5CTL_SET(umem, u, page_offset, page_off);
	MLX5CTL_SET64(umem, u, num_of_mtt, nmtt);
	if (extra_mtts) {
		MLX5CTL_SET(mtt, mtt, ptag_63_32, addr >> 32);
		MLX5CTL_SET(mtt, mtt, ptag_31_8, (uint32_t)addr >> 8);
		MLX5CTL_SET(mtt, mtt, rd_en, rd);
		MLX5CTL_SET(mtt, mtt, wr_en, wr);
	}
	st = run(in, inlen, out, sizeof(out));
	free(in);
	return st;
}

START_TEST(umem_validation)
{
	ck_assert_int_eq(umem_raw(0, 0, 1, 0x200000, 1, 1, 1), 0);
	ck_assert_int_eq(umem_raw(0, 0, 1, 0x200000, 1, 0, 1), 0);	/* read-only */
	ck_assert_int_eq(umem_raw(0, 0, 0, 0x200000, 1, 1, 1), BAD_PARAM);	/* no MTT */
	ck_assert_int_eq(umem_raw(0, 0, 2, 0x200000, 1, 1, 1),
			 MLX5CTL_CMD_STAT_BAD_INP_LEN_ERR);			/* short */
	ck_assert_int_eq(umem_raw(0, 0, 1ull << 40, 0x200000, 1, 1, 1), BAD_PARAM);
	ck_assert_int_eq(umem_raw(0, 0, ~0ull, 0x200000, 1, 1, 1), BAD_PARAM);
	ck_assert_int_eq(umem_raw(31, 0, 1, 0x200000, 1, 1, 1), BAD_PARAM);	/* page size */
	ck_assert_int_eq(umem_raw(0, 4096, 1, 0x200000, 1, 1, 1), BAD_PARAM);	/* offset */
	ck_assert_int_eq(umem_raw(0, 4095, 1, 0x200000, 1, 1, 1), 0);
	ck_assert_int_eq(umem_raw(0, 0, 1, 0x200100, 1, 1, 1), BAD_PARAM);	/* unaligned */
	ck_assert_int_eq(umem_raw(1, 0, 1, 0x201000, 1, 1, 1), BAD_PARAM);	/* 8K pages */
	ck_assert_int_eq(umem_raw(0, 0, 1, 0x200000, 0, 0, 1), BAD_PARAM);	/* no access */
	ck_assert_uint_eq(stats().umems, 3);
	ck_assert_uint_eq(mlx5fw_cmd_count(fw, MLX5CTL_CMD_OP_CREATE_UMEM, BAD_PARAM), 8);
}
END_TEST

START_TEST(umem_limit)
{
	uint32_t id;
	int i;

	for (i = 0; i < 1024; i++)
		ck_assert_int_eq(umem_raw(0, 0, 1, 0x200000, 1, 1, 1), 0);
	ck_assert_int_eq(create_umem(0, 1, 0, &id, NULL), MLX5CTL_CMD_STAT_LIM_ERR);
}
END_TEST

/* n MTTs, all naming the same readable, writable page */
static int umem_n(uint64_t n, uint32_t *id)
{
	size_t inlen = MLX5CTL_ST_SZ_BYTES(create_umem_in) + n * MLX5CTL_ST_SZ_BYTES(mtt);
	uint8_t *in = calloc(1, inlen);
	uint8_t *mtt = MLX5CTL_ADDR_OF(create_umem_in, in, umem.mtt);
	OUT(create_umem);
	int st;

	ck_assert_ptr_nonnull(in);
	MLX5CTL_SET(create_umem_in, in, opcode, MLX5CTL_CMD_OP_CREATE_UMEM);
	MLX5CTL_SET64(umem, MLX5CTL_ADDR_OF(create_umem_in, in, umem), num_of_mtt, n);
	for (uint64_t i = 0; i < n; i++) {
		uint8_t *e = mtt + i * MLX5CTL_ST_SZ_BYTES(mtt);

		MLX5CTL_SET(mtt, e, ptag_31_8, 0x200000 >> 8);
		MLX5CTL_SET(mtt, e, rd_en, 1);
		MLX5CTL_SET(mtt, e, wr_en, 1);
	}
	st = run(in, inlen, out, sizeof(out));
	if (id)
		*id = MLX5CTL_GET(create_umem_out, out, umem_id);
	free(in);
	return st;
}

/* all UMEMs together get 2^20 MTTs (8 MiB of model memory): then out of resources, until
 * one is destroyed; the count of UMEMs is not what limits */
START_TEST(umem_budget)
{
	uint32_t ids[4], id;

	for (int i = 0; i < 4; i++)
		ck_assert_int_eq(umem_n(1u << 18, &ids[i]), 0);
	ck_assert_uint_eq(stats().umem_pages, 1u << 20);
	ck_assert_int_eq(umem_n(1, NULL), MLX5CTL_CMD_STAT_NO_RES_ERR);
	ck_assert_uint_eq(stats().umems, 4);
	ck_assert_int_eq(destroy_umem(0, ids[2]), 0);
	ck_assert_int_eq(umem_n((1u << 18) + 1, NULL), BAD_PARAM);	/* per UMEM */
	ck_assert_int_eq(umem_n(1u << 18, &id), 0);
	ck_assert_int_eq(umem_n(1, NULL), MLX5CTL_CMD_STAT_NO_RES_ERR);
	/* a reset gives it all back */
	mlx5fw_reset(fw);
	init_hca();
	ck_assert_int_eq(umem_n(1u << 18, NULL), 0);
}
END_TEST

static Suite *uctx_suite(void)
{
	Suite *s = suite_create("uctx");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, uctx_fixture, fw_teardown);
	tcase_add_test(tc, uctx_lifecycle);
	tcase_add_test(tc, uctx_caps_bounded);
	tcase_add_test(tc, uctx_limit);
	tcase_add_test(tc, uctx_needs_init);
	tcase_add_test(tc, umem_ownership);
	tcase_add_test(tc, umem_validation);
	tcase_add_test(tc, umem_limit);
	tcase_add_test(tc, umem_budget);
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(uctx_suite)
