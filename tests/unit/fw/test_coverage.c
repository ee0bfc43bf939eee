// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The spec is the contract, looped over (the fuzzers' tables, generated/fuzz/mlx5_fuzz_spec.h):
 * every command in prm/ answers on an initialised device (never "unknown opcode"), and every
 * register in prm/ has a handler (never "no such register"), each direction it has answering.
 * A command or register added to prm/ is covered here without a hand list.
 */
#include "regtest.h"
#include "mlx5_fuzz_spec.h"
#include "mlx5fw_dispatch.h"

#define NELEM(a) (sizeof(a) / sizeof((a)[0]))

static void fixture(void)
{
	fw_setup();
	init_hca();
}

START_TEST(every_command_answers)
{
	const struct mlx5_fuzz_cmd *c = &mlx5_fuzz_cmds[_i];
	size_t inlen = c->inlen + c->tail_bytes, outlen = c->outlen < 16 ? 16 : c->outlen;
	uint8_t *in = calloc(1, inlen), *out = calloc(1, outlen);

	ck_assert(c->emulated);
	MLX5CTL_SET(mbox_in_hdr, in, opcode, c->opcode);
	run(in, inlen, out, outlen);
	ck_assert_msg(MLX5CTL_GET(mbox_out_hdr, out, syndrome) != MLX5FW_SYND_BAD_OPCODE,
		      "%s (0x%x) answers \"unknown opcode\"", c->name, c->opcode);
	free(in);
	free(out);
}
END_TEST

START_TEST(every_register_has_a_handler)
{
	const struct mlx5_fuzz_reg *r = &mlx5_fuzz_regs[_i];

	ck_assert_uint_le(r->size, 512);
	for (int write = 0; write < 2; write++) {
		int st;

		if (!(write ? r->writable : r->readable))
			continue;
		prep(r->id, write, 0);
		st = go(r->size);
		ck_assert_msg(!(st == MLX5CTL_CMD_STAT_BAD_PARAM_ERR && syndrome() == SYND_BAD_REG),
			      "%s (0x%x) %s: no such register", r->name, r->id,
			      write ? "write" : "read");
		/* a direction the spec gives it is never refused as a direction */
		ck_assert_msg(st != MLX5CTL_CMD_STAT_BAD_OP_ERR, "%s %s: BAD_OP", r->name,
			      write ? "write" : "read");
	}
}
END_TEST

static Suite *coverage_suite(void)
{
	Suite *s = suite_create("coverage");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, fixture, fw_teardown);
	tcase_add_loop_test(tc, every_command_answers, 0, (int)NELEM(mlx5_fuzz_cmds));
	tcase_add_loop_test(tc, every_register_has_a_handler, 0, (int)NELEM(mlx5_fuzz_regs));
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(coverage_suite)
