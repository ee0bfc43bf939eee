// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * One spec, three enforcers: the constraints our fwctl/mlx5 series adds to Linux 7.3
 * (generated/kernel/fwctl_constraints.c, compiled as it is against tests/unit/kcompat/ and
 * kernel/fwctl/tree/drivers/fwctl/mlx5/constraints.h, its function renamed
 * fwctl_rpc_violation), the mlx5ctl driver's on 6.12 (generated/kernel/mlx5ctl_policy.c,
 * mlx5ctl_rpc_violation) and the emulated firmware's policy oracle
 * (generated/emulator/mlx5fw_dispatch.c, mlx5fw_policy_violation) give the same answer, the
 * same words, for every inbox: every command of the spec with its fields set to values the spec
 * names (generated/fuzz/mlx5_fuzz_spec.h), forged header words, every length around the
 * command's, and the rules one by one.
 */
#include <check.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <linux/kernel.h>

#include "mlx5ctl_ifc.h"
#include "mlx5ctl_policy.h"
#include "mlx5fw_dispatch.h"
#include "mlx5_fuzz_spec.h"

#include "check_run.h"

const char *fwctl_rpc_violation(const void *in, size_t inlen);

static uint64_t rng = 0x5eed;

static uint64_t rnd(void)
{
	uint64_t z = (rng += 0x9e3779b97f4a7c15ull);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

static uint32_t below(uint32_t n)
{
	return n ? (uint32_t)(rnd() % n) : 0;
}

static void put_bits(uint8_t *buf, size_t len, uint32_t bit, uint32_t width, uint32_t v)
{
	if (!width || width > 32 || bit + width > len * 8)
		return;
	for (uint32_t i = 0; i < width; i++) {
		uint32_t b = bit + width - 1 - i;
		uint8_t m = (uint8_t)(0x80u >> (b % 8));

		if ((v >> i) & 1)
			buf[b / 8] |= m;
		else
			buf[b / 8] &= (uint8_t)~m;
	}
}

/* the three answers agree: both NULL, or the same words */
static void agree(const uint8_t *in, size_t len)
{
	const char *f = fwctl_rpc_violation(in, len);
	const char *k = mlx5ctl_rpc_violation(in, len, MLX5CTL_SCOPE_DEBUG_READ);
	const char *e = mlx5fw_policy_violation(in, len);

	ck_assert_msg((!f && !k && !e) || (f && k && e && !strcmp(f, k) && !strcmp(f, e)),
		      "opcode 0x%x len %zu: fwctl \"%s\", mlx5ctl \"%s\", firmware \"%s\"",
		      len >= 2 ? in[0] << 8 | in[1] : 0, len, f ? f : "(none)", k ? k : "(none)",
		      e ? e : "(none)");
}

START_TEST(test_spec_commands)
{
	size_t max = 0x2000;
	uint8_t *in = malloc(max);
	unsigned long refused = 0, passed = 0;

	ck_assert_ptr_nonnull(in);
	for (unsigned int n = 0; n < 200000; n++) {
		const struct mlx5_fuzz_cmd *c = &mlx5_fuzz_cmds[below(MLX5_FUZZ_NCMDS)];
		size_t len = c->inlen;

		switch (below(4)) {
		case 0:
			len = below(c->inlen + 16);
			break;
		case 1:
			len += (c->tail_bytes ? c->tail_bytes : 8) * below(4);
			break;
		}
		if (len > max)
			len = max;
		memset(in, 0, max);
		put_bits(in, max, 0, 16, c->opcode);
		for (unsigned int k = below(4); c->nfields && k; k--) {
			const struct mlx5_fuzz_field *fl = &c->fields[below(c->nfields)];
			uint32_t v = below(2) ? (uint32_t)rnd() : below(3);

			if (fl->enm && fl->enm->n && below(2))
				v = fl->enm->values[below(fl->enm->n)];
			put_bits(in, max, fl->bit, fl->width, v);
		}
		if (!below(8))
			put_bits(in, max, 0x20, 16, below(2) ? 1 : (uint32_t)rnd());
		if (!below(8))
			put_bits(in, max, 0x30, 16, (uint32_t)rnd());
		agree(in, len);
		if (mlx5fw_policy_violation(in, len))
			refused++;
		else
			passed++;
	}
	/* the sample exercised both answers */
	ck_assert_uint_gt(refused, 1000);
	ck_assert_uint_gt(passed, 1000);
	free(in);
}
END_TEST

/* each rule of the spec at the edge: the field's dword cut short, the value flipped */
START_TEST(test_rules)
{
	uint8_t in[0x200];
	static const struct {
		uint16_t opcode;
		uint32_t bit, width, ok, bad;
	} rules[] = {
		{ MLX5CTL_CMD_OP_QUERY_VPORT_COUNTER, 0xc0, 1, 0, 1 },
		{ MLX5CTL_CMD_OP_QUERY_Q_COUNTER, 0xc0, 1, 0, 1 },
		{ MLX5CTL_CMD_OP_QUERY_CONG_STATISTICS, 0x40, 1, 0, 1 },
		{ MLX5CTL_CMD_OP_QUERY_FLOW_COUNTER, 0xc0, 1, 0, 1 },
		{ MLX5CTL_CMD_OP_FPGA_QUERY_QP_COUNTERS, 0x40, 1, 0, 1 },
		{ MLX5CTL_CMD_OP_ACCESS_REG, 0x30, 16, 1, 2 },
		{ MLX5CTL_CMD_OP_ACCESS_REGISTER_USER, 0x30, 16, 0, 0x8000 },
		{ MLX5CTL_CMD_OP_QUERY_ISSI, 0x20, 16, 0, 1 },
	};

	for (size_t i = 0; i < ARRAY_SIZE(rules); i++) {
		size_t end = (rules[i].bit / 32 + 1) * 4;

		memset(in, 0, sizeof(in));
		put_bits(in, sizeof(in), 0, 16, rules[i].opcode);
		put_bits(in, sizeof(in), rules[i].bit, rules[i].width, rules[i].ok);
		ck_assert_ptr_null(fwctl_rpc_violation(in, sizeof(in)));
		for (size_t len = 0; len <= end + 4; len++)
			agree(in, len);
		if (end > 16)
			ck_assert_ptr_nonnull(fwctl_rpc_violation(in, end - 1));
		put_bits(in, sizeof(in), rules[i].bit, rules[i].width, rules[i].bad);
		ck_assert_ptr_nonnull(fwctl_rpc_violation(in, sizeof(in)));
		agree(in, sizeof(in));
	}
	/* shorter than the header */
	ck_assert_str_eq(fwctl_rpc_violation(in, 15), "inbox shorter than the mailbox header");
	/* SET_HCA_CAP: another function only, never an embedded-CPU VF */
	memset(in, 0, sizeof(in));
	put_bits(in, sizeof(in), 0, 16, MLX5CTL_CMD_OP_SET_HCA_CAP);
	ck_assert_str_eq(fwctl_rpc_violation(in, sizeof(in)),
			 "SET_HCA_CAP: other_function must be 0x1");
	put_bits(in, sizeof(in), 0x40, 1, 1);
	ck_assert_ptr_null(fwctl_rpc_violation(in, sizeof(in)));
	put_bits(in, sizeof(in), 0x41, 1, 1);
	ck_assert_str_eq(fwctl_rpc_violation(in, sizeof(in)),
			 "SET_HCA_CAP: ec_vf_function must be 0x0");
	agree(in, sizeof(in));
}
END_TEST

int main(void)
{
	return check_run("fwctl_constraints", 120, test_spec_commands, test_rules, NULL);
}
