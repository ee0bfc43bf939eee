// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The object table (objtab.c) as the guest sees it: how each type numbers its objects, which
 * number comes back after a destroy, what a reference blocks, and that TEARDOWN_HCA takes
 * every object (users before what they use) and restarts the numbering.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include "fwtest.h"
#include "mlx5fw_debug.h"
#include "mlx5fw_int.h"

static int destroy_mkey(uint16_t uid, uint32_t index)
{
	IN(destroy_mkey);
	OUT(destroy_mkey);

	MLX5CTL_SET(destroy_mkey_in, in, opcode, MLX5CTL_CMD_OP_DESTROY_MKEY);
	MLX5CTL_SET(destroy_mkey_in, in, uid, uid);
	MLX5CTL_SET(destroy_mkey_in, in, mkey_index, index);
	return RUN(destroy_mkey, in, out);
}

static void teardown_hca(void)
{
	IN(teardown_hca);
	OUT(teardown_hca);

	MLX5CTL_SET(teardown_hca_in, in, opcode, MLX5CTL_CMD_OP_TEARDOWN_HCA);
	ck_assert_int_eq(RUN(teardown_hca, in, out), 0);
}

static void checked(void)
{
	char why[256] = "";

	ck_assert_msg(!mlx5fw_check(fw, why, sizeof(why)), "%s", why);
}

START_TEST(numbering)
{
	uint16_t a, b;
	uint32_t u1, u2, u3, p1, p2, k1, k2;

	init_hca();
	a = create_uctx(0);
	b = create_uctx(0);
	ck_assert_uint_eq(a, 1);		/* uids: the lowest free, uid 0 is the kernel's */
	ck_assert_uint_eq(b, 2);
	ck_assert_int_eq(destroy_uctx(a), 0);
	ck_assert_uint_eq(create_uctx(0), 1);	/* and again */
	/* UMEMs and PDs: numbered in turn, a destroyed number is not handed out again at once */
	ck_assert_int_eq(create_umem(b, 1, 0, &u1, NULL), 0);
	ck_assert_int_eq(create_umem(b, 1, 0, &u2, NULL), 0);
	ck_assert_int_eq(destroy_umem(b, u1), 0);
	ck_assert_int_eq(create_umem(b, 1, 0, &u3, NULL), 0);
	ck_assert_uint_eq(u1, 1);
	ck_assert_uint_eq(u2, 2);
	ck_assert_uint_eq(u3, 3);
	p1 = alloc_pd(b, 0);
	ck_assert_int_eq(dealloc_pd(b, p1), 0);
	p2 = alloc_pd(b, 0);
	ck_assert_uint_eq(p2, p1 + 1);
	/* MKEYs: the index is the slot + 1, the lowest free */
	k1 = make_mkey(b, 1, 1, 0x10000, NULL) >> 8;
	k2 = make_mkey(b, 1, 1, 0x20000, NULL) >> 8;
	ck_assert_uint_eq(k2, k1 + 1);
	ck_assert_int_eq(destroy_mkey(b, k1), 0);
	ck_assert_uint_eq(make_mkey(b, 1, 1, 0x30000, NULL) >> 8, k1);
	checked();
}
END_TEST

START_TEST(references)
{
	uint16_t uid;
	uint32_t key;
	struct mlx5fw_stats st;

	init_hca();
	uid = create_uctx(0);
	key = make_mkey(uid, 2, 1, 0x10000, NULL);	/* PD 1, UMEM 1 */
	/* what an MKEY uses cannot go; the UID cannot go while it owns anything */
	ck_assert_int_eq(dealloc_pd(uid, 1), MLX5CTL_CMD_STAT_BAD_RES_STATE_ERR);
	ck_assert_int_eq(destroy_umem(uid, 1), MLX5CTL_CMD_STAT_BAD_RES_STATE_ERR);
	ck_assert_int_eq(destroy_uctx(uid), MLX5CTL_CMD_STAT_RES_BUSY);
	ck_assert_uint_eq(stats().destroy_uctx_busy, 1);
	/* another user UID: not its objects; uid 0: any */
	ck_assert_int_eq(destroy_mkey(create_uctx(0), key >> 8), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	ck_assert_int_eq(destroy_mkey(0, key >> 8), 0);
	ck_assert_int_eq(destroy_umem(uid, 1), 0);
	ck_assert_int_eq(dealloc_pd(uid, 1), 0);
	ck_assert_int_eq(destroy_uctx(uid), 0);
	st = stats();
	ck_assert_uint_eq(st.uids, 1);
	ck_assert_uint_eq(st.umems + st.pds + st.mkeys, 0);
	checked();
}
END_TEST

START_TEST(teardown)
{
	uint16_t uid;
	uint32_t id;
	struct mlx5fw_stats st;

	init_hca();
	uid = create_uctx(0);
	make_mkey(uid, 1, 1, 0x10000, NULL);
	make_mkey(0, 1, 1, 0x20000, NULL);
	ck_assert_int_eq(create_eq(4, 0, 0, &id, NULL), 0);
	teardown_hca();
	st = stats();
	ck_assert_uint_eq(st.uids + st.umems + st.pds + st.mkeys + st.eqs, 0);
	ck_assert_uint_eq(st.umem_pages, 0);
	checked();
	/* numbering restarts */
	init_hca();
	ck_assert_uint_eq(create_uctx(0), 1);
	ck_assert_int_eq(create_umem(1, 1, 0, &id, NULL), 0);
	ck_assert_uint_eq(id, 1);
	ck_assert_uint_eq(alloc_pd(1, 0), 1);
	checked();
}
END_TEST

/* the live counts the statistics report are the table's own; the invariant check recounts */
START_TEST(counts)
{
	struct mlx5fw_stats st;
	char why[256] = "";
	uint16_t uid;
	uint32_t id;

	init_hca();
	uid = create_uctx(0);
	make_mkey(uid, 1, 1, 0x10000, NULL);	/* a PD, a UMEM and an MKEY */
	ck_assert_int_eq(create_umem(uid, 1, 0, &id, NULL), 0);
	st = stats();
	ck_assert_uint_eq(st.uids, 1);
	ck_assert_uint_eq(st.umems, 2);
	ck_assert_uint_eq(st.pds, 1);
	ck_assert_uint_eq(st.mkeys, 1);
	ck_assert_int_eq(destroy_umem(uid, id), 0);
	ck_assert_uint_eq(stats().umems, 1);
	checked();
	/* a slot made live behind the table's back: the check's count and the table's differ */
	fw->pds[MLX5FW_MAX_PDS - 1].obj.valid = true;
	fw->pds[MLX5FW_MAX_PDS - 1].obj.id = 0x777;
	ck_assert_int_ne(mlx5fw_check(fw, why, sizeof(why)), 0);
	ck_assert_str_eq(why, "2 PD objects live, the table counts 1");
	fw->pds[MLX5FW_MAX_PDS - 1].obj.valid = false;
	checked();
}
END_TEST

/* the object the test changes behind the check's back, found by the table's own lookup */
static struct mlx5fw_obj *live_slot(enum mlx5fw_obj_type type, uint32_t id)
{
	struct mlx5fw_obj *o = mlx5fw_obj_find(fw, type, id);

	ck_assert_msg(o, "no live object 0x%x of type %d", id, (int)type);
	return o;
}

static void check_fails(const char *expect)
{
	char why[256] = "";

	ck_assert_int_ne(mlx5fw_check(fw, why, sizeof(why)), 0);
	ck_assert_str_eq(why, expect);
}

/* what the invariant check finds in a table changed behind its back (and only that) */
START_TEST(corruption)
{
	struct mlx5fw_obj *pd, *umem, *dup = &fw->pds[MLX5FW_MAX_PDS - 1].obj;
	struct mlx5fw_mkey *mkey;
	uint16_t uid, other;
	uint32_t key;

	init_hca();
	uid = create_uctx(0);
	other = create_uctx(0);
	key = make_mkey(uid, 1, 1, 0x10000, NULL);	/* PD 1, UMEM 1, MKEY over both */
	ck_assert_uint_eq(alloc_pd(uid, 0), 2);
	checked();
	pd = live_slot(MLX5FW_OBJ_PD, 1);
	umem = live_slot(MLX5FW_OBJ_UMEM, 1);
	mkey = (struct mlx5fw_mkey *)live_slot(MLX5FW_OBJ_MKEY, key >> 8);

	/* a second live PD with PD 1's number, in a later slot */
	*dup = (struct mlx5fw_obj){ .valid = true, .uid = uid, .id = 1, .refs = 1 };
	check_fails("PD slot 1023: id 0x1 not unique");
	dup->valid = false;
	checked();

	pd->refs++;
	check_fails("PD 0x1: 2 references, 1 MKEYs use it");
	pd->refs--;
	umem->refs = 0;
	check_fails("UMEM 0x1: 0 references, 1 MKEYs use it");
	umem->refs = 1;
	checked();

	/* the MKEY moved to PD 2 (its reference with it): PD 2 is the same uid's, so that holds */
	mkey->pd = 2;
	pd->refs--;
	live_slot(MLX5FW_OBJ_PD, 2)->refs++;
	checked();
	/* to a PD that does not exist, and to another uid's UMEM */
	live_slot(MLX5FW_OBJ_PD, 2)->refs--;
	mkey->pd = 3;
	check_fails("MKEY 0x1: PD 0x3 missing or another uid's");
	mkey->pd = 1;
	pd->refs++;
	checked();
	umem->uid = other;
	fw->uctx[uid].obj.refs--;
	fw->uctx[other].obj.refs++;
	check_fails("MKEY 0x1: UMEM 0x1 missing or another uid's");
	umem->uid = uid;
	fw->uctx[uid].obj.refs++;
	fw->uctx[other].obj.refs--;
	checked();
}
END_TEST

static Suite *objtab_suite(void)
{
	Suite *s = suite_create("objtab");
	TCase *tc = tcase_create("objtab");

	tcase_add_checked_fixture(tc, fw_setup, fw_teardown);
	tcase_add_test(tc, numbering);
	tcase_add_test(tc, references);
	tcase_add_test(tc, teardown);
	tcase_add_test(tc, counts);
	tcase_add_test(tc, corruption);
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(objtab_suite)
