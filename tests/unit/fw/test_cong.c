// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * RoCE congestion control status (prm/cong.yaml): QUERY_CONG_STATUS reports the firmware
 * defaults (DCQCN reaction and notification points on for every priority, 802.1Qau and the
 * general node off) until MODIFY_CONG_STATUS switches a protocol's priority; each priority and
 * protocol apart, the tag as written, nodes without a per-priority switch refused, a user
 * context allowed (upstream's fwctl/mlx5 grants it at every scope), a device reset back to
 * the defaults.
 */
#include "fwtest.h"
#include "mlx5fw_int.h"		/* the model's syndromes */

#define OK		MLX5CTL_CMD_STAT_OK
#define BAD_PARAM	MLX5CTL_CMD_STAT_BAD_PARAM_ERR
#define RP		MLX5CTL_CONG_PROTOCOL_R_ROCE_ECN_RP
#define NP		MLX5CTL_CONG_PROTOCOL_R_ROCE_ECN_NP
#define QAU		MLX5CTL_CONG_PROTOCOL_QAU_802_1_RP
#define GENERAL		MLX5CTL_CONG_PROTOCOL_R_ROCE_GENERAL

static void fixture(void)
{
	fw_setup();
	init_hca();
}

/* status of QUERY_CONG_STATUS; enable and tag in *en, *tag */
static int query(uint16_t uid, unsigned int proto, unsigned int prio, int *en, int *tag)
{
	IN(query_cong_status);
	OUT(query_cong_status);
	int st;

	MLX5CTL_SET(query_cong_status_in, in, opcode, MLX5CTL_CMD_OP_QUERY_CONG_STATUS);
	MLX5CTL_SET(mbox_in_hdr, in, uid, uid);
	MLX5CTL_SET(query_cong_status_in, in, cong_protocol, proto);
	MLX5CTL_SET(query_cong_status_in, in, priority, prio);
	st = RUN(query_cong_status, in, out);
	*en = (int)MLX5CTL_GET(query_cong_status_out, out, enable);
	*tag = (int)MLX5CTL_GET(query_cong_status_out, out, tag_enable);
	return st;
}

static int modify(uint16_t uid, unsigned int proto, unsigned int prio, int en, int tag,
		  uint32_t *synd)
{
	IN(modify_cong_status);
	OUT(modify_cong_status);
	int st;

	MLX5CTL_SET(modify_cong_status_in, in, opcode, MLX5CTL_CMD_OP_MODIFY_CONG_STATUS);
	MLX5CTL_SET(mbox_in_hdr, in, uid, uid);
	MLX5CTL_SET(modify_cong_status_in, in, cong_protocol, proto);
	MLX5CTL_SET(modify_cong_status_in, in, priority, prio);
	MLX5CTL_SET(modify_cong_status_in, in, enable, en);
	MLX5CTL_SET(modify_cong_status_in, in, tag_enable, tag);
	st = RUN(modify_cong_status, in, out);
	if (synd)
		*synd = MLX5CTL_GET(mbox_out_hdr, out, syndrome);
	return st;
}

/* every protocol and priority reads want_en(proto, prio) and want_tag(proto, prio) */
static void expect_all(uint32_t rp_en, uint32_t np_en, uint32_t rp_tag, uint32_t np_tag)
{
	for (unsigned int proto = 0; proto <= GENERAL; proto++)
		for (unsigned int prio = 0; prio < 16; prio++) {
			uint32_t en_mask = proto == RP ? rp_en : proto == NP ? np_en : 0;
			uint32_t tag_mask = proto == RP ? rp_tag : proto == NP ? np_tag : 0;
			int en, tag;

			ck_assert_int_eq(query(0, proto, prio, &en, &tag), OK);
			ck_assert_msg(en == (int)(en_mask >> prio & 1) &&
				      tag == (int)(tag_mask >> prio & 1),
				      "protocol %u priority %u: enable %d tag %d", proto, prio, en, tag);
		}
}

START_TEST(defaults)
{
	int en, tag;

	expect_all(0xffff, 0xffff, 0, 0);
	ck_assert_int_eq(query(0, GENERAL + 1, 0, &en, &tag), BAD_PARAM);
	ck_assert_int_eq(query(0, 0xf, 0, &en, &tag), BAD_PARAM);
}
END_TEST

START_TEST(each_priority_apart)
{
	/* the reaction point off at priority 3: only there */
	ck_assert_int_eq(modify(0, RP, 3, 0, 0, NULL), OK);
	expect_all(0xffff & ~(1u << 3), 0xffff, 0, 0);
	/* the notification point's priority 5 tagged (and kept on); priority 15 off */
	ck_assert_int_eq(modify(0, NP, 5, 1, 1, NULL), OK);
	ck_assert_int_eq(modify(0, NP, 15, 0, 0, NULL), OK);
	expect_all(0xffff & ~(1u << 3), 0xffff & ~(1u << 15), 0, 1u << 5);
	/* written twice: the last write holds; back on */
	ck_assert_int_eq(modify(0, RP, 3, 0, 1, NULL), OK);
	ck_assert_int_eq(modify(0, RP, 3, 1, 0, NULL), OK);
	ck_assert_int_eq(modify(0, NP, 5, 1, 0, NULL), OK);
	expect_all(0xffff, 0xffff & ~(1u << 15), 0, 0);
}
END_TEST

START_TEST(no_switch_refused)
{
	uint32_t synd = 0;

	/* 802.1Qau and the general node have no per-priority switch; 4..15 are no protocol */
	ck_assert_int_eq(modify(0, QAU, 0, 1, 0, &synd), BAD_PARAM);
	ck_assert_uint_eq(synd, SYND_BAD_PARAM);
	ck_assert_int_eq(modify(0, GENERAL, 2, 1, 1, &synd), BAD_PARAM);
	ck_assert_int_eq(modify(0, GENERAL + 1, 0, 0, 0, &synd), BAD_PARAM);
	ck_assert_int_eq(modify(0, 0xf, 7, 0, 0, &synd), BAD_PARAM);
	expect_all(0xffff, 0xffff, 0, 0);
}
END_TEST

START_TEST(user_context_and_reset)
{
	uint16_t uid = create_uctx(0);
	int en, tag;

	/* a user context switches the port's congestion control off (every function's traffic:
	 * upstream's fwctl/mlx5 lets any scope send it) */
	ck_assert_uint_ne(uid, 0);
	ck_assert_int_eq(modify(uid, RP, 0, 0, 0, NULL), OK);
	ck_assert_int_eq(query(0, RP, 0, &en, &tag), OK);
	ck_assert_int_eq(en, 0);
	ck_assert_int_eq(query(uid, RP, 0, &en, &tag), OK);
	ck_assert_int_eq(en, 0);
	/* a device reset brings the firmware defaults back */
	mlx5fw_reset(fw);
	init_hca();
	expect_all(0xffff, 0xffff, 0, 0);
}
END_TEST

static Suite *cong_suite(void)
{
	Suite *s = suite_create("cong");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, fixture, fw_teardown);
	tcase_add_test(tc, defaults);
	tcase_add_test(tc, each_priority_apart);
	tcase_add_test(tc, no_switch_refused);
	tcase_add_test(tc, user_context_and_reset);
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(cong_suite)
