// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * One spec, three enforcers: the constraints our fwctl/mlx5 series adds to Linux 7.3
 * (generated/kernel/fwctl_constraints.c, compiled as it is against tests/unit/kcompat/ and
 * kernel/fwctl/tree/drivers/fwctl/mlx5/constraints.h, its functions renamed fwctl_*), the mlx5ctl
 * driver's on 6.12 (generated/kernel/mlx5ctl_policy.c) and the emulated firmware's policy
 * oracle (generated/emulator/mlx5fw_dispatch.c, mlx5fw_policy_violation) give the same answer,
 * the same words, for every inbox: every command of the spec with its fields set to values the
 * spec names (generated/fuzz/mlx5_fuzz_spec.h), forged header words, every length around the
 * command's, and the rules one by one. 7.3 answers at a caller's scope (fwctl's four): the
 * command and register rules that refuse do so at every scope, as the oracle counts them and as
 * 6.12 refuses them to a debug read (the scope 6.12 gives every described register's read); a
 * read that a register rule lifts needs, on 7.3, the scope 6.12 lifts it to, as fwctl's. Every
 * register at every payload length, and the outbox rules on random outboxes of every length: the
 * two kernels zero the same bits, and the oracle finds no secret in what is left.
 */
#include <check.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <linux/kernel.h>
#include <fwctl/fwctl.h>

#include "mlx5ctl_ifc.h"
#include "mlx5ctl_policy.h"
#include "mlx5ctl_lib_prm.h"	/* the spec's tables, as libmlx5ctl has them */
#include "mlx5fw_dispatch.h"
#include "mlx5_fuzz_spec.h"

#include "check_run.h"

/* 7.3's, renamed (CMakeLists.txt): kernel/fwctl/tree/drivers/fwctl/mlx5/constraints.h */
const char *fwctl_rpc_violation(const void *in, size_t inlen);
const char *fwctl_reg_violation(const void *in, size_t inlen, enum fwctl_rpc_scope scope);
unsigned int fwctl_rpc_scrub(u16 opcode, void *out, size_t outlen);

#define NSCOPES (FWCTL_RPC_DEBUG_WRITE_FULL + 1)

/* 7.3's answer at a scope: main.c checks the command rules, then the register's */
static const char *fwctl73(const void *in, size_t len, int scope)
{
	const char *v = fwctl_rpc_violation(in, len);

	return v ? v : fwctl_reg_violation(in, len, (enum fwctl_rpc_scope)scope);
}

/* the lowest of fwctl's scopes at which 7.3 lets the inbox through, NSCOPES: none */
static int fwctl73_needs(const void *in, size_t len)
{
	int s = 0;

	while (s < NSCOPES && fwctl73(in, len, s))
		s++;
	return s;
}

/* the spec's scope as fwctl's (enum fwctl_rpc_scope); kernel-only: none (NSCOPES) */
static int fwctl_of(enum mlx5ctl_scope s)
{
	switch (s) {
	case MLX5CTL_SCOPE_CONFIGURATION:
		return FWCTL_RPC_CONFIGURATION;
	case MLX5CTL_SCOPE_DEBUG_READ:
		return FWCTL_RPC_DEBUG_READ_ONLY;
	case MLX5CTL_SCOPE_DEBUG_WRITE:
		return FWCTL_RPC_DEBUG_WRITE;
	case MLX5CTL_SCOPE_DEBUG_WRITE_FULL:
		return FWCTL_RPC_DEBUG_WRITE_FULL;
	case MLX5CTL_SCOPE_KERNEL_ONLY:
		break;
	}
	return NSCOPES;
}

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

/*
 * The three answers agree: all NULL, or the same words. 7.3's refusals are the same at every
 * scope but where a register rule lifts a read: there it refuses below one scope and lets the
 * read through from it on, and that scope is what 6.12 lifts the read to.
 */
static void agree(const uint8_t *in, size_t len)
{
	const char *f = fwctl73(in, len, FWCTL_RPC_DEBUG_WRITE_FULL);
	const char *k = mlx5ctl_rpc_violation(in, len, MLX5CTL_SCOPE_DEBUG_READ);
	const char *e = mlx5fw_policy_violation(in, len);
	unsigned int op = len >= 2 ? in[0] << 8 | in[1] : 0;
	int need = fwctl73_needs(in, len);

	ck_assert_msg((!f && !k && !e) || (f && k && e && !strcmp(f, k) && !strcmp(f, e)),
		      "opcode 0x%x len %zu: fwctl \"%s\", mlx5ctl \"%s\", firmware \"%s\"", op, len,
		      f ? f : "(none)", k ? k : "(none)", e ? e : "(none)");
	for (int s = 0; s < NSCOPES; s++) {
		const char *v = fwctl73(in, len, s);

		if (f)
			ck_assert_msg(v && !strcmp(v, f), "opcode 0x%x len %zu: at scope %d \"%s\", "
				      "at DEBUG_WRITE_FULL \"%s\"", op, len, s, v ? v : "(none)", f);
		else
			ck_assert_msg(!v == (s >= need), "opcode 0x%x len %zu: scope %d after a "
				      "refusal from %d on", op, len, s, need);
	}
	if (!f && need > FWCTL_RPC_CONFIGURATION) {
		/* only a register read is lifted, to the scope 6.12 gives it */
		enum mlx5ctl_scope k12 = mlx5ctl_rpc_scope(in, len);

		ck_assert_msg(op == MLX5CTL_CMD_OP_ACCESS_REG ||
			      op == MLX5CTL_CMD_OP_ACCESS_REGISTER_USER,
			      "opcode 0x%x len %zu: needs scope %d", op, len, need);
		ck_assert_msg(fwctl_of(k12) == need, "opcode 0x%x len %zu: 7.3 needs scope %d, "
			      "6.12 gives %s", op, len, need, mlx5ctl_scope_name(k12));
	}
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

/* ---- register payload rules: every register, both directions, every length ---- */

static enum mlx5ctl_scope scope_named(const char *name)
{
	for (int s = MLX5CTL_SCOPE_KERNEL_ONLY; s <= MLX5CTL_SCOPE_DEBUG_WRITE_FULL; s++)
		if (!strcmp(mlx5ctl_scope_name(s), name))
			return s;
	ck_abort_msg("no scope '%s'", name);
	return MLX5CTL_SCOPE_KERNEL_ONLY;
}

/* whether a payload of datalen bytes keeps a rule: a field its dword does not reach is not kept */
static bool rule_kept(const struct mlx5ctl_reg_desc *r, const struct mlx5ctl_reg_rule *k,
		      const uint8_t *data, size_t datalen)
{
	struct mlx5ctl_prm_ref ref;
	char err[128];
	u64 v;

	ck_assert_msg(!mlx5ctl_prm_resolve(r->layout, k->field, &ref, err, sizeof(err)), "%s: %s",
		      r->name, err);
	if ((ref.bit / 32 + 1) * 4 > datalen)
		return false;
	v = mlx5ctl_get_bits(data, ref.bit, ref.f->width);
	for (unsigned int i = 0; i < k->nvalues; i++)
		if (v == k->values[i])
			return true;
	return false;
}

/*
 * One register access, judged three ways: what the spec's rules give (the library's tables,
 * generated by another template), what 6.12 does (its scope for the access, its refusal at that
 * scope) and what 7.3 does at each of fwctl's scopes. Counts what it met.
 */
static unsigned int met_refused, met_lifted, met_kept;

static void judge_reg(const struct mlx5ctl_reg_desc *r, uint16_t opcode, bool write,
		      const uint8_t *in, size_t len, const char *what)
{
	size_t hin = MLX5CTL_ST_SZ_BYTES(access_register_in), dlen = len - hin;
	const uint8_t *data = in + hin;
	enum mlx5ctl_scope base = scope_named(write ? r->write_scope : r->read_scope);
	enum mlx5ctl_scope k12 = mlx5ctl_rpc_scope(in, len), want = base;
	const char *refusal = NULL, *v12 = mlx5ctl_rpc_violation(in, len, k12);
	const char *e = mlx5fw_policy_violation(in, len);
	char want_v[160] = "";
	bool lifted = false;
	int need;

	(void)opcode;
	for (unsigned int j = 0; j < r->nrules; j++) {
		const struct mlx5ctl_reg_rule *k = &r->rules[j];

		if (k->write != write || rule_kept(r, k, data, dlen))
			continue;
		if (k->lifts) {
			/* a read lifted to the write's scope; a write kept at it on fwctl too */
			want = scope_named(r->write_scope);
			lifted = true;
		} else if (!refusal)
			refusal = k->field;
	}
	if (refusal)
		snprintf(want_v, sizeof(want_v), "%s: %s must be ", r->name, refusal);
	/* 6.12: the spec's scope; a refusal at it (or, lifted, none: the write's rights) */
	ck_assert_msg(k12 == want, "%s: 6.12 scope %s, the spec's rules give %s", what,
		      mlx5ctl_scope_name(k12), mlx5ctl_scope_name(want));
	for (int s = 0; s < NSCOPES; s++) {
		const char *v = fwctl73(in, len, s);

		if (refusal) {
			/* refused at every scope, in 6.12's words and the oracle's */
			ck_assert_msg(v && !strncmp(v, want_v, strlen(want_v)), "%s at scope %d: 7.3 "
				      "'%s', want '%s...'", what, s, v ? v : "(kept)", want_v);
			ck_assert_msg(v12 && !strcmp(v, v12), "%s: 7.3 '%s', 6.12 at %s '%s'", what,
				      v, mlx5ctl_scope_name(k12), v12 ? v12 : "(none)");
			ck_assert_msg(e && !strcmp(v, e), "%s: 7.3 '%s', the firmware '%s'", what, v,
				      e ? e : "(none)");
		} else {
			ck_assert_msg(!v12 && !e, "%s: 6.12 '%s', the firmware '%s'", what,
				      v12 ? v12 : "(none)", e ? e : "(none)");
		}
	}
	if (refusal) {
		met_refused++;
		return;
	}
	/*
	 * 7.3 lets it through from the scope 6.12 lifted the read to (or gives the write: a
	 * lifting rule of a write keeps it at the write's scope there too), from the lowest if not
	 */
	need = fwctl73_needs(in, len);
	if (lifted) {
		ck_assert_msg(need == fwctl_of(k12), "%s: 7.3 needs scope %d, 6.12 gives it %s",
			      what, need, mlx5ctl_scope_name(k12));
		/* below it, refused in words that name the register and the scope it needs */
		v12 = fwctl73(in, len, need - 1);
		ck_assert_msg(v12 && !strncmp(v12, r->name, strlen(r->name)) &&
			      strstr(v12, write ? " in a write below DEBUG_" :
					   " in a read below DEBUG_"), "%s: '%s'", what,
			      v12 ? v12 : "(kept)");
		met_lifted++;
	} else {
		ck_assert_msg(need == FWCTL_RPC_CONFIGURATION, "%s: 7.3 needs scope %d, 6.12 does "
			      "not lift it (%s): '%s'", what, need, mlx5ctl_scope_name(k12),
			      fwctl73(in, len, FWCTL_RPC_CONFIGURATION));
		met_kept++;
	}
}

/*
 * Every register of the spec, through ACCESS_REG and ACCESS_REGISTER_USER, both directions,
 * every payload length from none to its layout and a dword more, zeros, ones and random bytes,
 * in a heap buffer of exactly the inbox's length (ASan stops at the first byte read past it).
 */
START_TEST(test_reg_rules_every_register)
{
	static const uint16_t opcodes[] = { MLX5CTL_CMD_OP_ACCESS_REG,
					    MLX5CTL_CMD_OP_ACCESS_REGISTER_USER };
	const struct mlx5ctl_reg_desc *r;
	size_t hin = MLX5CTL_ST_SZ_BYTES(access_register_in);
	unsigned int regs = 0;

	met_refused = met_lifted = met_kept = 0;
	for (unsigned int i = 0; (r = mlx5ctl_prm_register_at(i)); i++) {
		size_t layout = r->layout->size_bits / 8;

		regs++;
		for (size_t o = 0; o < ARRAY_SIZE(opcodes); o++)
		for (int write = 0; write < 2; write++) {
			/* a kernel-only direction: 6.12 refuses it by scope, nothing to judge here */
			if (!strcmp(write ? r->write_scope : r->read_scope, "kernel-only"))
				continue;
			for (size_t dlen = 0; dlen <= layout + 4; dlen++) {
				for (int fill = 0; fill < 4; fill++) {
					uint8_t *in = malloc(hin + dlen);
					char what[96];

					ck_assert_ptr_nonnull(in);
					for (size_t b = hin; b < hin + dlen; b++)
						in[b] = fill == 0 ? 0 : fill == 1 ? 0xff :
							(uint8_t)rnd() & (fill == 2 ? 0xff : 0x0f);
					memset(in, 0, hin);
					MLX5CTL_SET(access_register_in, in, opcode, opcodes[o]);
					MLX5CTL_SET(access_register_in, in, op_mod,
						    write ? MLX5CTL_ACCESS_REG_OP_MOD_WRITE :
						    MLX5CTL_ACCESS_REG_OP_MOD_READ);
					MLX5CTL_SET(access_register_in, in, register_id, r->id);
					snprintf(what, sizeof(what), "%s %s, %zu bytes (fill %d, opcode "
						 "0x%x)", r->name, write ? "write" : "read", dlen, fill,
						 opcodes[o]);
					judge_reg(r, opcodes[o], write, in, hin + dlen, what);
					free(in);
				}
			}
		}
	}
	ck_assert_uint_ge(regs, 30);
	/* the loop met rules of both kinds and accesses no rule binds, not an empty table */
	ck_assert_uint_gt(met_refused, 100);
	ck_assert_uint_gt(met_lifted, 100);
	ck_assert_uint_gt(met_kept, 1000);
}
END_TEST

/* the decisions of prm/ one by one, over fwctl: refused at every scope, MTMP lifted */
START_TEST(test_reg_rules_named)
{
	size_t hin = MLX5CTL_ST_SZ_BYTES(access_register_in);
	uint8_t in[MLX5CTL_ST_SZ_BYTES(access_register_in) + MLX5CTL_ST_SZ_BYTES(pddr_reg)];
	uint8_t *d = in + hin;
	static const struct {
		uint16_t reg;
		const char *field;
		uint32_t value;
		size_t len;
		const char *refusal;
	} cases[] = {
		{ MLX5CTL_REG_PPCNT, "clr", 1, MLX5CTL_ST_SZ_BYTES(ppcnt_reg),
		  "PPCNT: clr must be 0x0 in a read below DEBUG_WRITE" },
		{ MLX5CTL_REG_MPCNT, "clr", 1, MLX5CTL_ST_SZ_BYTES(mpcnt_reg),
		  "MPCNT: clr must be 0x0 in a read" },
		{ MLX5CTL_REG_PMAOS, "rst", 1, MLX5CTL_ST_SZ_BYTES(pmaos_reg),
		  "PMAOS: rst must be 0x0 in a read" },
		{ MLX5CTL_REG_MCIA, "l", 1, MLX5CTL_ST_SZ_BYTES(mcia_reg),
		  "MCIA: l must be 0x0 in a read" },
		{ MLX5CTL_REG_MCIA, "password", 0x12345678, MLX5CTL_ST_SZ_BYTES(mcia_reg),
		  "MCIA: password must be 0x0 in a read" },
		{ MLX5CTL_REG_PDDR, "page_select", 0xff, MLX5CTL_ST_SZ_BYTES(pddr_reg),
		  "PDDR: page_select must be one of 0x0-0x3, 0x6, 0x8, 0x9 in a read" },
		{ MLX5CTL_REG_SLTP, "c_db", 1, MLX5CTL_ST_SZ_BYTES(sltp_ext),
		  "SLTP: c_db must be 0x0 in a read" },
		{ MLX5CTL_REG_MTMP, "mtr", 1, MLX5CTL_ST_SZ_BYTES(mtmp_reg),
		  "MTMP: mtr must be 0x0 in a read below DEBUG_WRITE" },
		{ MLX5CTL_REG_MTMP, "weme", 1, MLX5CTL_ST_SZ_BYTES(mtmp_reg),
		  "MTMP: weme must be 0x0 in a read below DEBUG_WRITE" },
		{ MLX5CTL_REG_MTMP, "sdme", 1, MLX5CTL_ST_SZ_BYTES(mtmp_reg),
		  "MTMP: sdme must be 0x0 in a read below DEBUG_WRITE" },
	};

	for (size_t i = 0; i < ARRAY_SIZE(cases); i++) {
		const struct mlx5ctl_reg_desc *r = mlx5ctl_prm_find_register_id(cases[i].reg);
		size_t len = hin + cases[i].len;
		bool lifts = cases[i].reg == MLX5CTL_REG_MTMP || cases[i].reg == MLX5CTL_REG_PPCNT;
		struct mlx5ctl_prm_ref ref;
		char err[128];

		ck_assert_ptr_nonnull(r);
		ck_assert_int_eq(mlx5ctl_prm_resolve(r->layout, cases[i].field, &ref, err,
						     sizeof(err)), 0);
		memset(in, 0, sizeof(in));
		MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
		MLX5CTL_SET(access_register_in, in, op_mod, MLX5CTL_ACCESS_REG_OP_MOD_READ);
		MLX5CTL_SET(access_register_in, in, register_id, cases[i].reg);
		MLX5CTL_SET(ppcnt_reg, d, local_port, 1);
		/* at rest: every scope */
		for (int s = 0; s < NSCOPES; s++)
			ck_assert_ptr_null(fwctl73(in, len, s));
		mlx5ctl_prm_set(d, &ref, cases[i].value);
		for (int s = 0; s < NSCOPES; s++) {
			const char *v = fwctl73(in, len, s);

			if (lifts && s >= FWCTL_RPC_DEBUG_WRITE)
				ck_assert_ptr_null(v);
			else
				ck_assert_msg(v && !strcmp(v, cases[i].refusal), "%s at %d: '%s'",
					      cases[i].refusal, s, v ? v : "(kept)");
		}
		/*
		 * the same through ACCESS_REGISTER_USER; a write carries no read's rule, but
		 * PPCNT's own: a clearing write needs its write scope, not the configuration one
		 */
		MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REGISTER_USER);
		ck_assert_ptr_nonnull(fwctl73(in, len, FWCTL_RPC_DEBUG_READ_ONLY));
		MLX5CTL_SET(access_register_in, in, op_mod, MLX5CTL_ACCESS_REG_OP_MOD_WRITE);
		if (cases[i].reg != MLX5CTL_REG_PPCNT) {
			ck_assert_ptr_null(fwctl73(in, len, FWCTL_RPC_CONFIGURATION));
			continue;
		}
		for (int s = 0; s < NSCOPES; s++) {
			const char *v = fwctl73(in, len, s);

			if (s >= FWCTL_RPC_DEBUG_WRITE)
				ck_assert_ptr_null(v);
			else
				ck_assert_msg(v && !strcmp(v, "PPCNT: clr must be 0x0 in a write below "
						      "DEBUG_WRITE"), "at %d: '%s'", s,
					      v ? v : "(kept)");
		}
		/* a write without clr (grp 63 or any) stays a configuration write */
		mlx5ctl_prm_set(d, &ref, 0);
		MLX5CTL_SET(ppcnt_reg, d, grp, MLX5CTL_PPCNT_GRP_ALL_GROUPS);
		ck_assert_ptr_null(fwctl73(in, len, FWCTL_RPC_CONFIGURATION));
	}
	/* the module page of PDDR, what the tools read, stays a read at every scope */
	memset(in, 0, sizeof(in));
	MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	MLX5CTL_SET(access_register_in, in, op_mod, MLX5CTL_ACCESS_REG_OP_MOD_READ);
	MLX5CTL_SET(access_register_in, in, register_id, MLX5CTL_REG_PDDR);
	MLX5CTL_SET(pddr_reg, d, page_select, MLX5CTL_PDDR_PAGE_MODULE_INFO);
	ck_assert_ptr_null(fwctl73(in, sizeof(in), FWCTL_RPC_CONFIGURATION));
	/* an MTMP read too short to hold mtr's dword is lifted, unread */
	MLX5CTL_SET(access_register_in, in, register_id, MLX5CTL_REG_MTMP);
	ck_assert_ptr_nonnull(fwctl73(in, hin + 8, FWCTL_RPC_DEBUG_READ_ONLY));
	ck_assert_ptr_null(fwctl73(in, hin + 8, FWCTL_RPC_DEBUG_WRITE));
}
END_TEST

/* ---- outbox rules: the two kernels zero the same bits of random outboxes ---- */

START_TEST(test_scrub_agrees)
{
	const struct mlx5ctl_cmd_desc *c;
	unsigned int cmds = 0, applied = 0;
	uint8_t hdr[MLX5CTL_ST_SZ_BYTES(mbox_in_hdr)];

	for (unsigned int i = 0; (c = mlx5ctl_prm_command_at(i)); i++) {
		size_t max = c->out->size_bits / 8 + 64;

		memset(hdr, 0, sizeof(hdr));
		MLX5CTL_SET(mbox_in_hdr, hdr, opcode, c->opcode);
		cmds += c->nscrub > 0;
		for (size_t outlen = 0; outlen <= max; outlen++) {
			uint8_t *a = malloc(outlen ? outlen : 1), *b = malloc(outlen ? outlen : 1);
			unsigned int na, nb, nsecrets;
			uint64_t vals[8];

			ck_assert_ptr_nonnull(a);
			ck_assert_ptr_nonnull(b);
			for (size_t j = 0; j < outlen; j++)
				a[j] = b[j] = (uint8_t)rnd();
			na = fwctl_rpc_scrub(c->opcode, a, outlen);
			nb = mlx5ctl_rpc_scrub(hdr, sizeof(hdr), b, outlen);
			ck_assert_uint_eq(na, nb);
			if (memcmp(a, b, outlen)) {
				size_t k = 0;

				while (a[k] == b[k])
					k++;
				ck_abort_msg("%s, outbox of %zu bytes: byte 0x%zx is 0x%02x on 7.3, "
					     "0x%02x on 6.12", c->name, outlen, k, a[k], b[k]);
			}
			/* the oracle finds nothing left where the spec's secrets are */
			nsecrets = 8;
			ck_assert_uint_eq(mlx5fw_outbox_secrets(c->opcode, a, outlen, vals,
								&nsecrets), 0);
			applied += na;
			free(a);
			free(b);
		}
	}
	ck_assert_uint_ge(cmds, 10);
	ck_assert_uint_gt(applied, 1000);
	/* an opcode without rules: nothing zeroed, whatever the outbox */
	{
		uint8_t out[256];

		memset(out, 0xff, sizeof(out));
		ck_assert_uint_eq(fwctl_rpc_scrub(MLX5CTL_CMD_OP_QUERY_HCA_CAP, out, sizeof(out)), 0);
		for (size_t j = 0; j < sizeof(out); j++)
			ck_assert_uint_eq(out[j], 0xff);
	}
}
END_TEST

int main(void)
{
	return check_run("fwctl_constraints", 300, test_spec_commands, test_rules,
			 test_reg_rules_every_register, test_reg_rules_named, test_scrub_agrees, NULL);
}
