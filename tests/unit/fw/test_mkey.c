// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * PDs and UMEM-backed MKEYs: ownership, reference counting, bounds.
 */
#include "fwtest.h"
#include "mlx5fw_int.h"

#define BAD_PARAM	MLX5CTL_CMD_STAT_BAD_PARAM_ERR

static void mkey_fixture(void)
{
	fw_setup();
	init_hca();
}

static int alloc_pd_st(uint16_t uid, uint32_t *pdn)
{
	IN(alloc_pd);
	OUT(alloc_pd);
	int st;

	MLX5CTL_SET(alloc_pd_in, in, opcode, MLX5CTL_CMD_OP_ALLOC_PD);
	MLX5CTL_SET(alloc_pd_in, in, uid, uid);
	st = RUN(alloc_pd, in, out);
	*pdn = MLX5CTL_GET(alloc_pd_out, out, pd);
	return st;
}

static int create_mkey(uint16_t uid, uint32_t pdn, uint32_t umem, uint64_t off, uint64_t len,
		       uint32_t *index)
{
	IN(create_mkey);
	OUT(create_mkey);
	void *mkc = MLX5CTL_ADDR_OF(create_mkey_in, in, memory_key_mkey_entry);
	int st;

	MLX5CTL_SET(create_mkey_in, in, opcode, MLX5CTL_CMD_OP_CREATE_MKEY);
	MLX5CTL_SET(create_mkey_in, in, uid, uid);
	MLX5CTL_SET(create_mkey_in, in, mkey_umem_valid, 1);
	MLX5CTL_SET(create_mkey_in, in, mkey_umem_id, umem);
	MLX5CTL_SET64(create_mkey_in, in, mkey_umem_offset, off);
	MLX5CTL_SET(mkc, mkc, access_mode_1_0, MLX5CTL_MKC_ACCESS_MODE_MTT);
	MLX5CTL_SET(mkc, mkc, lr, 1);
	MLX5CTL_SET(mkc, mkc, lw, 1);
	MLX5CTL_SET(mkc, mkc, pd, pdn);
	MLX5CTL_SET(mkc, mkc, mkey_7_0, 0x42);
	MLX5CTL_SET64(mkc, mkc, start_addr, 0x7f0000000000ull);
	MLX5CTL_SET64(mkc, mkc, len, len);
	st = RUN(create_mkey, in, out);
	if (index)
		*index = MLX5CTL_GET(create_mkey_out, out, mkey_index);
	return st;
}

static int mkey_cmd(uint16_t opcode, uint16_t uid, uint32_t index, uint8_t *out, size_t outlen)
{
	IN(query_mkey);

	MLX5CTL_SET(query_mkey_in, in, opcode, opcode);
	MLX5CTL_SET(mbox_in_hdr, in, uid, uid);
	MLX5CTL_SET(query_mkey_in, in, mkey_index, index);
	return run(in, sizeof(in), out, outlen);
}

START_TEST(pd_lifecycle)
{
	uint16_t a = create_uctx(0), b = create_uctx(0);
	uint32_t p1, p2;

	ck_assert_int_eq(alloc_pd_st(a, &p1), 0);
	ck_assert_int_eq(alloc_pd_st(0, &p2), 0);
	ck_assert_uint_ne(p1, p2);
	ck_assert_uint_eq(stats().pds, 2);
	ck_assert_int_eq(destroy_uctx(a), MLX5CTL_CMD_STAT_RES_BUSY);
	ck_assert_int_eq(dealloc_pd(b, p1), BAD_PARAM);
	ck_assert_int_eq(dealloc_pd(a, p1), 0);
	ck_assert_int_eq(dealloc_pd(a, p1), BAD_PARAM);
	ck_assert_int_eq(dealloc_pd(0, p2), 0);
	ck_assert_int_eq(destroy_uctx(a), 0);
	ck_assert_int_eq(alloc_pd_st(a, &p1), BAD_PARAM);	/* uid gone */
}
END_TEST

START_TEST(mkey_over_umem)
{
	uint16_t a = create_uctx(0x7);
	uint32_t pdn, umem, idx;
	uint8_t out[MLX5CTL_ST_SZ_BYTES(query_mkey_out)];
	void *mkc = MLX5CTL_ADDR_OF(query_mkey_out, out, memory_key_mkey_entry);

	ck_assert_int_eq(alloc_pd_st(a, &pdn), 0);
	ck_assert_int_eq(create_umem(a, 4, 0, &umem, NULL), 0);
	ck_assert_int_eq(create_mkey(a, pdn, umem, 4096, 3 * 4096, &idx), 0);
	ck_assert_uint_eq(stats().mkeys, 1);
	ck_assert_int_eq(mkey_cmd(MLX5CTL_CMD_OP_QUERY_MKEY, a, idx, out, sizeof(out)), 0);
	ck_assert_uint_eq(MLX5CTL_GET64(mkc, mkc, len), 3 * 4096);
	ck_assert_uint_eq(MLX5CTL_GET(mkc, mkc, pd), pdn);
	ck_assert_uint_eq(MLX5CTL_GET(mkc, mkc, mkey_7_0), 0x42);
	ck_assert_uint_eq(MLX5CTL_GET(mkc, mkc, lw), 1);
	ck_assert_uint_eq(MLX5CTL_GET(mkc, mkc, access_mode_1_0), MLX5CTL_MKC_ACCESS_MODE_MTT);
	/* UMEM and PD are pinned by the MKEY */
	ck_assert_int_eq(destroy_umem(a, umem), MLX5CTL_CMD_STAT_BAD_RES_STATE_ERR);
	ck_assert_int_eq(dealloc_pd(a, pdn), MLX5CTL_CMD_STAT_BAD_RES_STATE_ERR);
	ck_assert_int_eq(mkey_cmd(MLX5CTL_CMD_OP_DESTROY_MKEY, a, idx, out, 16), 0);
	ck_assert_int_eq(mkey_cmd(MLX5CTL_CMD_OP_DESTROY_MKEY, a, idx, out, 16), BAD_PARAM);
	ck_assert_int_eq(mkey_cmd(MLX5CTL_CMD_OP_QUERY_MKEY, a, idx, out, sizeof(out)), BAD_PARAM);
	ck_assert_int_eq(destroy_umem(a, umem), 0);
	ck_assert_int_eq(dealloc_pd(a, pdn), 0);
	ck_assert_int_eq(destroy_uctx(a), 0);
}
END_TEST

START_TEST(mkey_checks)
{
	uint16_t a = create_uctx(0x7), b = create_uctx(0x7);
	uint32_t pa, pb, ua, ub, idx;
	uint8_t out[MLX5CTL_ST_SZ_BYTES(query_mkey_out)];

	ck_assert_int_eq(alloc_pd_st(a, &pa), 0);
	ck_assert_int_eq(alloc_pd_st(b, &pb), 0);
	ck_assert_int_eq(create_umem(a, 2, 0, &ua, NULL), 0);
	ck_assert_int_eq(create_umem(b, 2, 0, &ub, NULL), 0);
	ck_assert_int_eq(create_mkey(a, pa, ub, 0, 4096, NULL), BAD_PARAM);	/* b's UMEM */
	ck_assert_int_eq(create_mkey(a, pb, ua, 0, 4096, NULL), BAD_PARAM);	/* b's PD */
	ck_assert_int_eq(create_mkey(a, pa, ua, 0, 3 * 4096, NULL), BAD_PARAM);	/* too long */
	ck_assert_int_eq(create_mkey(a, pa, ua, 8192, 1, NULL), BAD_PARAM);	/* past the end */
	ck_assert_int_eq(create_mkey(a, pa, ua, ~0ull, 2, NULL), BAD_PARAM);	/* wraps */
	ck_assert_int_eq(create_mkey(a, pa, ua, 0, 0, NULL), BAD_PARAM);
	ck_assert_int_eq(create_mkey(a, pa, 0xabcdef, 0, 4096, NULL), BAD_PARAM);
	ck_assert_int_eq(create_mkey(a, 0xabcdef, ua, 0, 4096, NULL), BAD_PARAM);
	ck_assert_int_eq(create_mkey(a, pa, ua, 4096, 4096, &idx), 0);
	/*
	 * another user cannot destroy it (the kernel can); it can query it, key byte and all
	 * (prm/objects.yaml: any UID's MKEY answers, the worst plausible; the kernel scrubs)
	 */
	ck_assert_int_eq(mkey_cmd(MLX5CTL_CMD_OP_QUERY_MKEY, b, idx, out, sizeof(out)), 0);
	ck_assert_uint_eq(MLX5CTL_GET64(mkc, MLX5CTL_ADDR_OF(query_mkey_out, out,
							      memory_key_mkey_entry), start_addr), 0x7f0000000000ull);
	ck_assert_int_eq(mkey_cmd(MLX5CTL_CMD_OP_DESTROY_MKEY, b, idx, out, 16), BAD_PARAM);
	ck_assert_int_eq(mkey_cmd(MLX5CTL_CMD_OP_DESTROY_MKEY, 0, idx, out, 16), 0);
	ck_assert_uint_eq(stats().mkeys, 0);
}
END_TEST

START_TEST(mkey_needs_umem)
{
	IN(create_mkey);
	OUT(create_mkey);
	uint32_t pdn;

	ck_assert_int_eq(alloc_pd_st(0, &pdn), 0);
	MLX5CTL_SET(create_mkey_in, in, opcode, MLX5CTL_CMD_OP_CREATE_MKEY);
	MLX5CTL_SET(mkc, MLX5CTL_ADDR_OF(create_mkey_in, in, memory_key_mkey_entry), pd, pdn);
	/* a PA key (access mode 0) needs a length */
	ck_assert_int_eq(RUN(create_mkey, in, out), BAD_PARAM);
}
END_TEST

/* mlx5_core's resource-dump key: PA, length64 (the whole address space from start_addr) */
START_TEST(mkey_pa_length64)
{
	IN(create_mkey);
	OUT(create_mkey);
	uint8_t q[MLX5CTL_ST_SZ_BYTES(query_mkey_out)];
	void *mkc = MLX5CTL_ADDR_OF(create_mkey_in, in, memory_key_mkey_entry);
	uint32_t pdn, idx, mkey;

	ck_assert_int_eq(alloc_pd_st(0, &pdn), 0);
	MLX5CTL_SET(create_mkey_in, in, opcode, MLX5CTL_CMD_OP_CREATE_MKEY);
	MLX5CTL_SET(mkc, mkc, access_mode_1_0, MLX5CTL_MKC_ACCESS_MODE_PA);
	MLX5CTL_SET(mkc, mkc, lw, 1);
	MLX5CTL_SET(mkc, mkc, lr, 1);
	MLX5CTL_SET(mkc, mkc, pd, pdn);
	MLX5CTL_SET(mkc, mkc, qpn, 0xffffff);
	MLX5CTL_SET(mkc, mkc, length64, 1);
	MLX5CTL_SET(mkc, mkc, mkey_7_0, 0x33);
	/* with MTT translations the model refuses it */
	MLX5CTL_SET(mkc, mkc, access_mode_1_0, MLX5CTL_MKC_ACCESS_MODE_MTT);
	ck_assert_int_eq(RUN(create_mkey, in, out), BAD_PARAM);
	MLX5CTL_SET(mkc, mkc, access_mode_1_0, MLX5CTL_MKC_ACCESS_MODE_PA);
	ck_assert_int_eq(RUN(create_mkey, in, out), 0);
	idx = MLX5CTL_GET(create_mkey_out, out, mkey_index);
	mkey = idx << 8 | 0x33;
	ck_assert_int_eq(mkey_cmd(MLX5CTL_CMD_OP_QUERY_MKEY, 0, idx, q, sizeof(q)), 0);
	mkc = MLX5CTL_ADDR_OF(query_mkey_out, q, memory_key_mkey_entry);
	ck_assert_uint_eq(MLX5CTL_GET(mkc, mkc, length64), 1);
	ck_assert_uint_eq(MLX5CTL_GET(mkc, mkc, access_mode_1_0), MLX5CTL_MKC_ACCESS_MODE_PA);
	/* any address from 0, none that wraps */
	ck_assert(mlx5fw_mkey_writable(fw, 0, mkey, 0, 4096));
	ck_assert(mlx5fw_mkey_writable(fw, 0, mkey, 0x7fff0000ull, 1 << 20));
	ck_assert(mlx5fw_mkey_writable(fw, 0, mkey, ~0ull - 4095, 4096));
	ck_assert(!mlx5fw_mkey_writable(fw, 0, mkey, ~0ull - 4095, 8192));
	ck_assert_int_eq(mkey_cmd(MLX5CTL_CMD_OP_DESTROY_MKEY, 0, idx, q, 16), 0);
	ck_assert_int_eq(dealloc_pd(0, pdn), 0);
}
END_TEST

static Suite *mkey_suite(void)
{
	Suite *s = suite_create("mkey");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, mkey_fixture, fw_teardown);
	tcase_add_test(tc, pd_lifecycle);
	tcase_add_test(tc, mkey_over_umem);
	tcase_add_test(tc, mkey_checks);
	tcase_add_test(tc, mkey_needs_umem);
	tcase_add_test(tc, mkey_pa_length64);
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(mkey_suite)
