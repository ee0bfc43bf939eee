// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Delegation (prm/functions.yaml; Linux 7.3's fwctl/mlx5 allows the three commands): the
 * modelled ConnectX-6 Dx is one function without VFs or adjacent functions, and its general
 * page 2 says so (query_adjacent_functions_id, delegate_vhca_max, delegated_vhca_max and the
 * profiles 0, maximum and current); QUERY_ADJACENT_FUNCTIONS_ID, DELEGATE_VHCA_MANAGEMENT and
 * QUERY_DELEGATED_VHCA answer as for the other features it lacks, BAD_PARAM_ERR with
 * NOT_SUPPORTED, to the kernel and to a user context, with nothing but zeros past the header
 * (no functions_count, no entry).
 */
#include "fwtest.h"
#include "mlx5fw_int.h"		/* the model's syndromes */

#define OK		MLX5CTL_CMD_STAT_OK
#define BAD_PARAM	MLX5CTL_CMD_STAT_BAD_PARAM_ERR

static void fixture(void)
{
	fw_setup();
	init_hca();
}

START_TEST(general_page_2_says_none)
{
	uint8_t out[MLX5CTL_ST_SZ_BYTES(query_hca_cap_out)];
	IN(query_hca_cap);

	for (unsigned int cur = 0; cur < 2; cur++) {
		const uint8_t *cap = MLX5CTL_ADDR_OF(query_hca_cap_out, out, capability);

		MLX5CTL_SET(query_hca_cap_in, in, opcode, MLX5CTL_CMD_OP_QUERY_HCA_CAP);
		MLX5CTL_SET(query_hca_cap_in, in, op_mod,
			    mlx5ctl_query_hca_cap_op_mod(MLX5CTL_CAP_TYPE_GENERAL_2, cur));
		memset(out, 0xa5, sizeof(out));
		ck_assert_int_eq(run(in, sizeof(in), out, sizeof(out)), OK);
		ck_assert_uint_eq(MLX5CTL_GET(cmd_hca_cap_2, cap, query_adjacent_functions_id), 0);
		ck_assert_uint_eq(MLX5CTL_GET(cmd_hca_cap_2, cap, delegate_vhca_management_profiles),
				  0);
		ck_assert_uint_eq(MLX5CTL_GET(cmd_hca_cap_2, cap, delegated_vhca_max), 0);
		ck_assert_uint_eq(MLX5CTL_GET(cmd_hca_cap_2, cap, delegate_vhca_max), 0);
		/* the page is the model's, not what the buffer held */
		ck_assert_uint_eq(MLX5CTL_GET(cmd_hca_cap_2, cap, max_reformat_insert_size), 128);
	}
}
END_TEST

/* run opcode from uid with an outbox of outlen bytes (0xa5 before); the status, and whether
 * anything past the 16-byte header is not zero */
static int ask(uint16_t opcode, uint16_t uid, size_t outlen, bool *touched)
{
	uint8_t in[MLX5CTL_ST_SZ_BYTES(mbox_in_hdr)] = { 0 };
	uint8_t *out = malloc(outlen);
	int st;

	ck_assert_ptr_nonnull(out);
	MLX5CTL_SET(mbox_in_hdr, in, opcode, opcode);
	MLX5CTL_SET(mbox_in_hdr, in, uid, uid);
	memset(out, 0xa5, outlen);
	st = mlx5fw_exec(fw, in, sizeof(in), out, outlen);
	ck_assert_int_eq(st, (int)MLX5CTL_GET(mbox_out_hdr, out, status));
	ck_assert_uint_eq(MLX5CTL_GET(mbox_out_hdr, out, syndrome),
			  st == OK ? 0 : SYND_NOT_SUPPORTED);
	*touched = false;
	for (size_t i = 16; i < outlen; i++)
		*touched |= out[i] != 0;
	free(out);
	return st;
}

START_TEST(commands_not_supported)
{
	static const uint16_t ops[] = {
		MLX5CTL_CMD_OP_QUERY_ADJACENT_FUNCTIONS_ID,
		MLX5CTL_CMD_OP_DELEGATE_VHCA_MANAGEMENT,
		MLX5CTL_CMD_OP_QUERY_DELEGATED_VHCA,
	};
	/* room for the outbox and two delegated functions, as mlx5_core 7.3 would size it */
	size_t outlen = MLX5CTL_ST_SZ_BYTES(query_delegated_vhca_out) +
			2 * MLX5CTL_ST_SZ_BYTES(delegated_function_vhca_rid_info);
	uint16_t uid = create_uctx(0);
	bool touched;

	ck_assert_uint_ne(uid, 0);
	for (size_t i = 0; i < sizeof(ops) / sizeof(ops[0]); i++) {
		ck_assert_int_eq(ask(ops[i], 0, outlen, &touched), BAD_PARAM);
		ck_assert_msg(!touched, "0x%x: more than zeros past the header", ops[i]);
		ck_assert_int_eq(ask(ops[i], uid, outlen, &touched), BAD_PARAM);
		ck_assert_msg(!touched, "0x%x: more than zeros past the header", ops[i]);
	}
}
END_TEST

static Suite *delegation_suite(void)
{
	Suite *s = suite_create("delegation");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, fixture, fw_teardown);
	tcase_add_test(tc, general_page_2_says_none);
	tcase_add_test(tc, commands_not_supported);
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(delegation_suite)
