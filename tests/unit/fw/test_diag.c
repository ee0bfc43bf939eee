// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Diagnostic counters: the debug capability page, SET/QUERY_DIAGNOSTIC_PARAMS,
 * QUERY_DIAGNOSTIC_COUNTERS, counters that move with the device's activity, periodic sampling
 * on the model clock (single and repetitive), on-demand sampling, clear, UID rules, bad input,
 * and the DIAG_COUNTERS resource dump segment.
 */
#include <stdlib.h>
#include <string.h>

#include "fwtest.h"
#include "mlx5fw_int.h"		/* the model's syndromes and limits */

#define OK		MLX5CTL_CMD_STAT_OK
#define BAD_PARAM	MLX5CTL_CMD_STAT_BAD_PARAM_ERR
#define BAD_STATE	MLX5CTL_CMD_STAT_BAD_SYS_STATE_ERR
#define CAP_OUTLEN	MLX5CTL_ST_SZ_BYTES(query_hca_cap_out)
#define ENTRY		MLX5CTL_ST_SZ_BYTES(diagnostic_cntr_struct)
#define PERIOD_LOG	20
#define PERIOD		(1ull << PERIOD_LOG)

static const uint16_t all_ids[] = {
	MLX5CTL_DIAG_COUNTER_CMDS, MLX5CTL_DIAG_COUNTER_CMD_ERRORS, MLX5CTL_DIAG_COUNTER_EQES,
	MLX5CTL_DIAG_COUNTER_MSIX, MLX5CTL_DIAG_COUNTER_DMA_READ_BYTES,
	MLX5CTL_DIAG_COUNTER_DMA_WRITE_BYTES, MLX5CTL_DIAG_COUNTER_FW_PAGES,
	MLX5CTL_DIAG_COUNTER_OBJECTS,
};
#define NALL (sizeof(all_ids) / sizeof(all_ids[0]))

struct params {
	const uint16_t *ids;
	unsigned int n;		/* num_of_counters written */
	unsigned int nids;	/* ids in the inbox (default n) */
	bool enable, single, repetitive, on_demand, clear, sync;
	uint8_t log_samples, log_period;
	uint16_t uid, op_mod;
};

static uint32_t last_syndrome;
static uint8_t out_buf[MLX5CTL_ST_SZ_BYTES(query_diagnostic_counters_out) + 4096 * NALL * ENTRY];

static void diag_fixture(void)
{
	fw_setup();
	init_hca();
}

static int set_params(const struct params *p)
{
	unsigned int nids = p->nids ? p->nids : p->n;
	size_t inlen = MLX5CTL_ST_SZ_BYTES(set_diagnostic_params_in) +
		       nids * MLX5CTL_ST_SZ_BYTES(counter_id);
	uint8_t *in = calloc(1, inlen);
	uint8_t *ctx = MLX5CTL_ADDR_OF(set_diagnostic_params_in, in, diagnostic_params_context);
	uint8_t *ids = MLX5CTL_ADDR_OF(diagnostic_params_context, ctx, counter_id);
	OUT(set_diagnostic_params);
	int st;

	ck_assert_ptr_nonnull(in);
	MLX5CTL_SET(set_diagnostic_params_in, in, opcode, MLX5CTL_CMD_OP_SET_DIAGNOSTIC_PARAMS);
	MLX5CTL_SET(set_diagnostic_params_in, in, op_mod, p->op_mod);
	MLX5CTL_SET(mbox_in_hdr, in, uid, p->uid);
	MLX5CTL_SET(diagnostic_params_context, ctx, num_of_counters, p->n);
	MLX5CTL_SET(diagnostic_params_context, ctx, log_num_of_samples, p->log_samples);
	MLX5CTL_SET(diagnostic_params_context, ctx, log_sample_period, p->log_period);
	MLX5CTL_SET(diagnostic_params_context, ctx, enable, p->enable);
	MLX5CTL_SET(diagnostic_params_context, ctx, single, p->single);
	MLX5CTL_SET(diagnostic_params_context, ctx, repetitive, p->repetitive);
	MLX5CTL_SET(diagnostic_params_context, ctx, on_demand, p->on_demand);
	MLX5CTL_SET(diagnostic_params_context, ctx, clear, p->clear);
	MLX5CTL_SET(diagnostic_params_context, ctx, sync, p->sync);
	for (unsigned int i = 0; i < nids; i++)
		MLX5CTL_SET(counter_id, ids + i * MLX5CTL_ST_SZ_BYTES(counter_id), counter_id,
			    p->ids[i]);
	st = run(in, inlen, out, sizeof(out));
	last_syndrome = MLX5CTL_GET(mbox_out_hdr, out, syndrome);
	free(in);
	return st;
}

/* QUERY_DIAGNOSTIC_COUNTERS into out_buf; outlen 0: room for num samples of ncntr counters */
static int query_counters(uint16_t uid, uint32_t index, uint32_t num, unsigned int ncntr,
			  size_t outlen)
{
	IN(query_diagnostic_counters);
	int st;

	MLX5CTL_SET(query_diagnostic_counters_in, in, opcode,
		    MLX5CTL_CMD_OP_QUERY_DIAGNOSTIC_COUNTERS);
	MLX5CTL_SET(mbox_in_hdr, in, uid, uid);
	MLX5CTL_SET(query_diagnostic_counters_in, in, num_of_samples, num);
	MLX5CTL_SET(query_diagnostic_counters_in, in, sample_index, index);
	if (!outlen)
		outlen = MLX5CTL_ST_SZ_BYTES(query_diagnostic_counters_out) + num * ncntr * ENTRY;
	ck_assert_uint_le(outlen, sizeof(out_buf));
	st = run(in, sizeof(in), out_buf, outlen);
	last_syndrome = MLX5CTL_GET(mbox_out_hdr, out_buf, syndrome);
	return st;
}

static const uint8_t *entry(unsigned int i)
{
	return (const uint8_t *)MLX5CTL_ADDR_OF(query_diagnostic_counters_out, out_buf,
						 diag_counter) + i * ENTRY;
}

static uint64_t value(const uint8_t *e)
{
	return (uint64_t)MLX5CTL_GET(diagnostic_cntr_struct, e, counter_value_h) << 32 |
	       MLX5CTL_GET(diagnostic_cntr_struct, e, counter_value_l);
}

/* the current value of counter id: one on-demand sample of every counter */
static uint64_t now_value(uint16_t id)
{
	ck_assert_int_eq(query_counters(0, 0, 1, NALL, 0), OK);
	for (unsigned int i = 0; i < NALL; i++)
		if (MLX5CTL_GET(diagnostic_cntr_struct, entry(i), counter_id) == id)
			return value(entry(i));
	ck_abort_msg("counter 0x%x not sampled", id);
	return 0;
}

static void on_demand_all(bool clear)
{
	struct params p = { .ids = all_ids, .n = NALL, .enable = true, .single = true,
			    .on_demand = true, .clear = clear };

	ck_assert_int_eq(set_params(&p), OK);
}

static int query_issi(uint16_t uid)
{
	IN(query_issi);
	OUT(query_issi);

	MLX5CTL_SET(query_issi_in, in, opcode, MLX5CTL_CMD_OP_QUERY_ISSI);
	MLX5CTL_SET(mbox_in_hdr, in, uid, uid);
	return RUN(query_issi, in, out);
}

START_TEST(caps_list_the_counters)
{
	static uint8_t out[CAP_OUTLEN];
	IN(query_hca_cap);
	uint8_t *cap = MLX5CTL_ADDR_OF(query_hca_cap_out, out, capability);

	MLX5CTL_SET(query_hca_cap_in, in, opcode, MLX5CTL_CMD_OP_QUERY_HCA_CAP);
	MLX5CTL_SET(query_hca_cap_in, in, op_mod,
		    mlx5ctl_query_hca_cap_op_mod(MLX5CTL_CAP_TYPE_GENERAL,
						 MLX5CTL_HCA_CAP_OP_MOD_CURRENT));
	ck_assert_int_eq(run(in, sizeof(in), out, sizeof(out)), OK);
	ck_assert_uint_eq(MLX5CTL_GET(cmd_hca_cap, cap, debug), 1);
	ck_assert_uint_eq(MLX5CTL_GET(cmd_hca_cap, cap, num_of_diagnostic_counters), NALL);
	for (int max = 0; max < 2; max++) {
		const uint8_t *ids = MLX5CTL_ADDR_OF(debug_cap, cap, diagnostic_counter);

		MLX5CTL_SET(query_hca_cap_in, in, op_mod,
			    mlx5ctl_query_hca_cap_op_mod(MLX5CTL_CAP_TYPE_DEBUG,
							 max ? MLX5CTL_HCA_CAP_OP_MOD_MAX :
							 MLX5CTL_HCA_CAP_OP_MOD_CURRENT));
		ck_assert_int_eq(run(in, sizeof(in), out, sizeof(out)), OK);
		ck_assert_uint_eq(MLX5CTL_GET(debug_cap, cap, log_max_samples),
				  MLX5FW_DIAG_LOG_MAX_SAMPLES);
		ck_assert_uint_eq(MLX5CTL_GET(debug_cap, cap, log_min_sample_period),
				  MLX5FW_DIAG_LOG_MIN_PERIOD);
		ck_assert_uint_eq(MLX5CTL_GET(debug_cap, cap, single), 1);
		ck_assert_uint_eq(MLX5CTL_GET(debug_cap, cap, repetitive), 1);
		/* RESOURCE_DUMP, and the core dump to memory, not the firmware's own core dump
		 * to its tracer (GENERAL) nor the QP dump */
		ck_assert_uint_eq(MLX5CTL_GET(debug_cap, cap, resource_dump), 1);
		ck_assert_uint_eq(MLX5CTL_GET(debug_cap, cap, log_cr_dump_to_mem_size),
				  MLX5FW_LOG_CR_DUMP_PAGES);
		ck_assert_uint_eq(MLX5CTL_GET(debug_cap, cap, core_dump_general), 0);
		ck_assert_uint_eq(MLX5CTL_GET(debug_cap, cap, core_dump_qp), 0);
		for (unsigned int i = 0; i < NALL + 1; i++) {
			const uint8_t *c = ids + i * MLX5CTL_ST_SZ_BYTES(diagnostic_cntr_layout);

			ck_assert_uint_eq(MLX5CTL_GET(diagnostic_cntr_layout, c, counter_id),
					  i < NALL ? all_ids[i] : 0);
			ck_assert_uint_eq(MLX5CTL_GET(diagnostic_cntr_layout, c, sync), 0);
		}
	}
	/* a page the card does not have (TLS) is refused */
	MLX5CTL_SET(query_hca_cap_in, in, op_mod,
		    mlx5ctl_query_hca_cap_op_mod(MLX5CTL_CAP_TYPE_TLS,
						 MLX5CTL_HCA_CAP_OP_MOD_CURRENT));
	ck_assert_int_eq(run(in, sizeof(in), out, sizeof(out)), BAD_PARAM);
}
END_TEST

START_TEST(params_round_trip)
{
	static const uint16_t ids[] = { MLX5CTL_DIAG_COUNTER_MSIX, MLX5CTL_DIAG_COUNTER_CMDS,
					MLX5CTL_DIAG_COUNTER_OBJECTS };
	struct params p = { .ids = ids, .n = 3, .enable = true, .repetitive = true,
			    .log_samples = 5, .log_period = 24 };
	IN(query_diagnostic_params);
	uint8_t out[MLX5CTL_ST_SZ_BYTES(query_diagnostic_params_out) + 8 * 4];
	const uint8_t *ctx = MLX5CTL_ADDR_OF(query_diagnostic_params_out, out,
					     diagnostic_params_context);
	const uint8_t *cid = MLX5CTL_ADDR_OF(diagnostic_params_context, ctx, counter_id);

	MLX5CTL_SET(query_diagnostic_params_in, in, opcode, MLX5CTL_CMD_OP_QUERY_DIAGNOSTIC_PARAMS);
	/* nothing set yet: all zero */
	ck_assert_int_eq(run(in, sizeof(in), out, sizeof(out)), OK);
	ck_assert_uint_eq(MLX5CTL_GET(diagnostic_params_context, ctx, num_of_counters), 0);
	ck_assert_uint_eq(MLX5CTL_GET(diagnostic_params_context, ctx, enable), 0);

	ck_assert_int_eq(set_params(&p), OK);
	ck_assert_int_eq(run(in, sizeof(in), out, sizeof(out)), OK);
	ck_assert_uint_eq(MLX5CTL_GET(diagnostic_params_context, ctx, num_of_counters), 3);
	ck_assert_uint_eq(MLX5CTL_GET(diagnostic_params_context, ctx, log_num_of_samples), 5);
	ck_assert_uint_eq(MLX5CTL_GET(diagnostic_params_context, ctx, log_sample_period), 24);
	ck_assert_uint_eq(MLX5CTL_GET(diagnostic_params_context, ctx, enable), 1);
	ck_assert_uint_eq(MLX5CTL_GET(diagnostic_params_context, ctx, repetitive), 1);
	ck_assert_uint_eq(MLX5CTL_GET(diagnostic_params_context, ctx, single), 0);
	ck_assert_uint_eq(MLX5CTL_GET(diagnostic_params_context, ctx, on_demand), 0);
	for (int i = 0; i < 4; i++)
		ck_assert_uint_eq(MLX5CTL_GET(counter_id, cid + 4 * i, counter_id),
				  i < 3 ? ids[i] : 0);
	/* an outbox without room for the ids: the count, no ids */
	memset(out, 0, sizeof(out));
	ck_assert_int_eq(run(in, sizeof(in), out, MLX5CTL_ST_SZ_BYTES(query_diagnostic_params_out)),
			 OK);
	ck_assert_uint_eq(MLX5CTL_GET(diagnostic_params_context, ctx, num_of_counters), 3);
	ck_assert_uint_eq(MLX5CTL_GET(counter_id, cid, counter_id), 0);
	/* disabling keeps the session's parameters readable */
	memset(&p, 0, sizeof(p));
	ck_assert_int_eq(set_params(&p), OK);
	ck_assert_int_eq(run(in, sizeof(in), out, sizeof(out)), OK);
	ck_assert_uint_eq(MLX5CTL_GET(diagnostic_params_context, ctx, enable), 0);
	ck_assert_uint_eq(MLX5CTL_GET(diagnostic_params_context, ctx, num_of_counters), 3);
	ck_assert_uint_eq(MLX5CTL_GET(counter_id, cid + 4, counter_id), ids[1]);
	/* op_mod must be 0 */
	MLX5CTL_SET(query_diagnostic_params_in, in, op_mod, 1);
	ck_assert_int_eq(run(in, sizeof(in), out, sizeof(out)), BAD_PARAM);
}
END_TEST

START_TEST(set_rejects_bad_input)
{
	static const uint16_t unknown[] = { MLX5CTL_DIAG_COUNTER_CMDS, 0x0401 };
	static const uint16_t twice[] = { MLX5CTL_DIAG_COUNTER_EQES, MLX5CTL_DIAG_COUNTER_EQES };
	uint16_t many[NALL + 1];
	const struct params good = { .ids = all_ids, .n = 2, .enable = true, .single = true,
				     .log_samples = 3, .log_period = PERIOD_LOG };
	struct params p;

	for (unsigned int i = 0; i < NALL + 1; i++)
		many[i] = all_ids[i % NALL];

#define EXPECT(mod, status, synd)						\
	do {									\
		p = good;							\
		mod;								\
		ck_assert_int_eq(set_params(&p), status);			\
		ck_assert_uint_eq(last_syndrome, synd);				\
	} while (0)

	EXPECT((void)0, OK, 0);
	EXPECT(p.n = 0, BAD_PARAM, SYND_DIAG_COUNTER);
	EXPECT((p.ids = many, p.n = NALL + 1), BAD_PARAM, SYND_DIAG_COUNTER);
	EXPECT(p.ids = unknown, BAD_PARAM, SYND_DIAG_COUNTER);
	EXPECT(p.ids = twice, BAD_PARAM, SYND_DIAG_COUNTER);
	EXPECT(p.repetitive = true, BAD_PARAM, SYND_DIAG_MODE);
	EXPECT(p.single = false, BAD_PARAM, SYND_DIAG_MODE);
	EXPECT(p.sync = true, BAD_PARAM, SYND_DIAG_MODE);
	EXPECT(p.log_samples = MLX5FW_DIAG_LOG_MAX_SAMPLES + 1, BAD_PARAM, SYND_DIAG_SAMPLES);
	EXPECT(p.log_period = MLX5FW_DIAG_LOG_MIN_PERIOD - 1, BAD_PARAM, SYND_DIAG_PERIOD);
	EXPECT(p.log_period = MLX5FW_DIAG_LOG_MAX_PERIOD + 1, BAD_PARAM, SYND_DIAG_PERIOD);
	/* on demand: the period does not matter */
	EXPECT((p.on_demand = true, p.log_period = 0), OK, 0);
	/* the inbox must hold num_of_counters ids */
	EXPECT((p.n = 2, p.nids = 1), MLX5CTL_CMD_STAT_BAD_INP_LEN_ERR, SYND_BAD_LEN);
	EXPECT((p.n = 0xffff, p.nids = 1), BAD_PARAM, SYND_DIAG_COUNTER);
	EXPECT(p.op_mod = 1, BAD_PARAM, SYND_BAD_OP_MOD);
	/* the largest buffer of every counter is fine */
	EXPECT((p.n = NALL, p.log_samples = MLX5FW_DIAG_LOG_MAX_SAMPLES), OK, 0);
#undef EXPECT
}
END_TEST

START_TEST(needs_init)
{
	struct params p = { .ids = all_ids, .n = 1, .enable = true, .single = true,
			    .on_demand = true };

	mlx5fw_reset(fw);
	enable_hca();
	ck_assert_int_eq(set_params(&p), BAD_STATE);
	ck_assert_int_eq(query_counters(0, 0, 1, 1, 0), BAD_STATE);
}
END_TEST

START_TEST(query_rejects_bad_input)
{
	struct params p = { .ids = all_ids, .n = 2, .enable = true, .single = true,
			    .log_samples = 2, .log_period = PERIOD_LOG };

	ck_assert_int_eq(query_counters(0, 0, 1, 2, 0), BAD_STATE);
	ck_assert_uint_eq(last_syndrome, SYND_DIAG_NOT_SET);
	ck_assert_int_eq(set_params(&p), OK);
	ck_assert_int_eq(query_counters(0, 0, 4, 2, 0), OK);
	ck_assert_int_eq(query_counters(0, 0, 0, 2, 0), BAD_PARAM);
	ck_assert_uint_eq(last_syndrome, SYND_DIAG_SAMPLES);
	ck_assert_int_eq(query_counters(0, 4, 1, 2, 0), BAD_PARAM);
	ck_assert_int_eq(query_counters(0, 3, 2, 2, 0), BAD_PARAM);
	ck_assert_int_eq(query_counters(0, 0xffff, 0xffff, 2, sizeof(out_buf)), BAD_PARAM);
	/* the outbox must hold num_of_samples x num_of_counters entries */
	ck_assert_int_eq(query_counters(0, 0, 4, 2,
					MLX5CTL_ST_SZ_BYTES(query_diagnostic_counters_out) +
					8 * ENTRY - 1), MLX5CTL_CMD_STAT_BAD_OUTP_LEN_ERR);
	ck_assert_uint_eq(last_syndrome, SYND_BAD_LEN);
	/* a device reset forgets the parameters */
	mlx5fw_reset(fw);
	init_hca();
	ck_assert_int_eq(query_counters(0, 0, 1, 2, 0), BAD_STATE);
}
END_TEST

START_TEST(counters_move)
{
	uint64_t cmds, errs, objs, rd, wr, eqes, msix, pages;
	uint32_t eqn;
	uint16_t uid;

	on_demand_all(true);
	/* since the clear: the SET itself (it counts once it is done) */
	cmds = now_value(MLX5CTL_DIAG_COUNTER_CMDS);
	ck_assert_uint_eq(cmds, 1);
	errs = now_value(MLX5CTL_DIAG_COUNTER_CMD_ERRORS);
	ck_assert_uint_eq(errs, 0);
	for (int i = 0; i < 5; i++)
		ck_assert_int_eq(query_issi(0), OK);
	/* the two queries and the five QUERY_ISSI */
	ck_assert_uint_eq(now_value(MLX5CTL_DIAG_COUNTER_CMDS), cmds + 2 + 5);
	ck_assert_int_eq(query_counters(0, 1, 1, NALL, 0), BAD_PARAM);	/* past the buffer */
	ck_assert_uint_eq(now_value(MLX5CTL_DIAG_COUNTER_CMD_ERRORS), errs + 1);

	/* gauges: objects and pages */
	objs = now_value(MLX5CTL_DIAG_COUNTER_OBJECTS);
	uid = create_uctx(0x7);
	ck_assert_int_eq(create_umem(uid, 2, 0, NULL, NULL), OK);
	ck_assert_uint_eq(now_value(MLX5CTL_DIAG_COUNTER_OBJECTS), objs + 2);
	pages = now_value(MLX5CTL_DIAG_COUNTER_FW_PAGES);
	{
		uint8_t in[MLX5CTL_ST_SZ_BYTES(manage_pages_in) + 3 * 8] = { 0 };
		OUT(manage_pages);

		MLX5CTL_SET(manage_pages_in, in, opcode, MLX5CTL_CMD_OP_MANAGE_PAGES);
		MLX5CTL_SET(manage_pages_in, in, op_mod, MLX5CTL_MANAGE_PAGES_ALLOC_SUCCESS);
		MLX5CTL_SET(manage_pages_in, in, input_num_entries, 3);
		for (int i = 0; i < 3; i++) {
			uint64_t a = galloc(4096, 4096);

			for (int k = 0; k < 8; k++)
				in[MLX5CTL_ST_SZ_BYTES(manage_pages_in) + 8 * i + k] =
					(uint8_t)(a >> (56 - 8 * k));
		}
		ck_assert_int_eq(run(in, sizeof(in), out, sizeof(out)), OK);
	}
	ck_assert_uint_eq(now_value(MLX5CTL_DIAG_COUNTER_FW_PAGES), pages + 3);

	/* DMA, EQEs and MSI-X: a command through the queue with an armed command EQ */
	cmdq_setup();
	ck_assert_int_eq(create_eq(2, 0, 1ull << MLX5CTL_EVENT_TYPE_CMD, &eqn, NULL), OK);
	mlx5fw_mmio_write(fw, eq_db_off(host.eq_uar, 1), eq_db_val(eqn, 0), 4);
	rd = now_value(MLX5CTL_DIAG_COUNTER_DMA_READ_BYTES);
	wr = now_value(MLX5CTL_DIAG_COUNTER_DMA_WRITE_BYTES);
	eqes = now_value(MLX5CTL_DIAG_COUNTER_EQES);
	msix = now_value(MLX5CTL_DIAG_COUNTER_MSIX);
	{
		static uint8_t out[CAP_OUTLEN];
		IN(query_hca_cap);

		MLX5CTL_SET(query_hca_cap_in, in, opcode, MLX5CTL_CMD_OP_QUERY_HCA_CAP);
		MLX5CTL_SET(query_hca_cap_in, in, op_mod, 1);
		ck_assert_int_eq(cmdq_exec(0, in, sizeof(in), out, sizeof(out)), 0);
	}
	/* read: the entry at least; written: 8 mailboxes of output data and the EQE at least */
	ck_assert_uint_ge(now_value(MLX5CTL_DIAG_COUNTER_DMA_READ_BYTES), rd + 64);
	ck_assert_uint_ge(now_value(MLX5CTL_DIAG_COUNTER_DMA_WRITE_BYTES), wr + 8 * 512 + 64);
	ck_assert_uint_eq(now_value(MLX5CTL_DIAG_COUNTER_EQES), eqes + 1);
	ck_assert_uint_eq(now_value(MLX5CTL_DIAG_COUNTER_MSIX), msix + 1);
	ck_assert_uint_eq(host.msix_total, 1);
}
END_TEST

/* periodic, single: a sample at SET, then one a period until the buffer is full */
START_TEST(periodic_single)
{
	static const uint16_t ids[] = { MLX5CTL_DIAG_COUNTER_OBJECTS, MLX5CTL_DIAG_COUNTER_CMDS };
	struct params p = { .ids = ids, .n = 2, .enable = true, .single = true, .clear = true,
			    .log_samples = 3, .log_period = PERIOD_LOG };
	uint64_t t0 = host.now, boot = host.now;	/* fw_setup: created at this time */
	uint16_t uid;

	ck_assert_int_eq(set_params(&p), OK);		/* sample 0: 0 objects, 0 commands */
	host.now += 2 * PERIOD + PERIOD / 2;
	uid = create_uctx(0);			/* samples 1 and 2 first: 0 objects, 1 command */
	ck_assert_uint_ne(uid, 0);
	ck_assert_int_eq(query_issi(0), OK);
	ck_assert_int_eq(query_counters(0, 0, 8, 2, 0), OK);
	for (unsigned int s = 0; s < 8; s++) {
		const uint8_t *o = entry(2 * s), *c = entry(2 * s + 1);

		if (s > 2) {
			ck_assert_uint_eq(MLX5CTL_GET(diagnostic_cntr_struct, o, counter_id), 0);
			ck_assert_uint_eq(value(c), 0);
			continue;
		}
		ck_assert_uint_eq(MLX5CTL_GET(diagnostic_cntr_struct, o, counter_id), ids[0]);
		ck_assert_uint_eq(MLX5CTL_GET(diagnostic_cntr_struct, c, counter_id), ids[1]);
		ck_assert_uint_eq(MLX5CTL_GET(diagnostic_cntr_struct, o, sample_id), s);
		ck_assert_uint_eq(MLX5CTL_GET(diagnostic_cntr_struct, c, sample_id), s);
		ck_assert_uint_eq(MLX5CTL_GET(diagnostic_cntr_struct, o, time_stamp_31_0),
				  (uint32_t)(t0 + s * PERIOD - boot));
		ck_assert_uint_eq(value(o), 0);
		ck_assert_uint_eq(value(c), s ? 1 : 0);
	}
	/* much later: samples 3..7 carry the values of then, and sampling stops */
	host.now += 100 * PERIOD;
	ck_assert_int_eq(query_counters(0, 0, 8, 2, 0), OK);
	for (unsigned int s = 3; s < 8; s++) {
		ck_assert_uint_eq(MLX5CTL_GET(diagnostic_cntr_struct, entry(2 * s), sample_id), s);
		ck_assert_uint_eq(value(entry(2 * s)), 1);		/* the UID */
		ck_assert_uint_eq(value(entry(2 * s + 1)), 4);		/* 3 + the query */
		ck_assert_uint_eq(MLX5CTL_GET(diagnostic_cntr_struct, entry(2 * s), time_stamp_31_0),
				  (uint32_t)(t0 + s * PERIOD - boot));
	}
	ck_assert_int_eq(destroy_uctx(uid), OK);
}
END_TEST

/* periodic, repetitive: the ring keeps the latest samples, however long the gap */
START_TEST(periodic_repetitive)
{
	static const uint16_t ids[] = { MLX5CTL_DIAG_COUNTER_CMDS };
	struct params p = { .ids = ids, .n = 1, .enable = true, .repetitive = true,
			    .clear = true, .log_samples = 2, .log_period = PERIOD_LOG };
	uint64_t t0 = host.now;	/* also when the device was created */

	ck_assert_int_eq(set_params(&p), OK);
	host.now += 10 * PERIOD;			/* samples 0..10 taken, 7..10 kept */
	ck_assert_int_eq(query_counters(0, 0, 4, 1, 0), OK);
	for (unsigned int slot = 0; slot < 4; slot++) {
		uint32_t id = MLX5CTL_GET(diagnostic_cntr_struct, entry(slot), sample_id);

		ck_assert_uint_eq(id % 4, slot);
		ck_assert_uint_ge(id, 7);
		ck_assert_uint_le(id, 10);
		ck_assert_uint_eq(MLX5CTL_GET(diagnostic_cntr_struct, entry(slot), time_stamp_31_0),
				  (uint32_t)(t0 + id * PERIOD - t0));
	}
	/* a gap of a million periods is skipped, not walked */
	host.now += 1000000 * PERIOD;
	ck_assert_int_eq(query_counters(0, 0, 4, 1, 0), OK);
	for (unsigned int slot = 0; slot < 4; slot++) {
		uint32_t id = MLX5CTL_GET(diagnostic_cntr_struct, entry(slot), sample_id);
		uint64_t number = 1000010 - 3 + ((slot - (1000007 % 4)) & 3);

		ck_assert_uint_eq(id, number & 0xffff);
		ck_assert_uint_eq(value(entry(slot)), 2);	/* SET, the first query */
	}
	/* disabled: no more samples */
	memset(&p, 0, sizeof(p));
	ck_assert_int_eq(set_params(&p), OK);
	host.now += 10 * PERIOD;
	ck_assert_int_eq(query_counters(0, 0, 4, 1, 0), OK);
	for (unsigned int slot = 0; slot < 4; slot++)
		ck_assert_uint_eq(value(entry(slot)), 2);
}
END_TEST

START_TEST(on_demand_and_clear)
{
	static const uint16_t ids[] = { MLX5CTL_DIAG_COUNTER_CMDS };
	struct params p = { .ids = ids, .n = 1, .enable = true, .repetitive = true,
			    .on_demand = true, .clear = true, .log_samples = 2 };
	uint64_t v;

	ck_assert_int_eq(set_params(&p), OK);
	/* nothing is taken until asked: an on-demand sample per query, appended */
	host.now += 50 * PERIOD;
	ck_assert_int_eq(query_counters(0, 0, 4, 1, 0), OK);
	ck_assert_uint_eq(value(entry(0)), 1);
	ck_assert_uint_eq(MLX5CTL_GET(diagnostic_cntr_struct, entry(1), counter_id), 0);
	ck_assert_int_eq(query_counters(0, 0, 4, 1, 0), OK);
	ck_assert_uint_eq(value(entry(1)), 2);
	ck_assert_uint_eq(MLX5CTL_GET(diagnostic_cntr_struct, entry(1), sample_id), 1);
	/* single on demand: slot 0 always holds the latest */
	on_demand_all(false);
	v = now_value(MLX5CTL_DIAG_COUNTER_CMDS);
	ck_assert_uint_eq(now_value(MLX5CTL_DIAG_COUNTER_CMDS), v + 1);
	ck_assert_uint_eq(MLX5CTL_GET(diagnostic_cntr_struct, entry(0), sample_id), 0);
	/* clear without enable: counters from zero, buffer emptied, sampling off */
	memset(&p, 0, sizeof(p));
	p.clear = true;
	ck_assert_int_eq(set_params(&p), OK);
	ck_assert_int_eq(query_counters(0, 0, 1, NALL, 0), OK);
	ck_assert_uint_eq(MLX5CTL_GET(diagnostic_cntr_struct, entry(0), counter_id), 0);
	on_demand_all(false);
	ck_assert_uint_eq(now_value(MLX5CTL_DIAG_COUNTER_CMDS), 3);	/* clear, query, SET */
}
END_TEST

START_TEST(uid_rules)
{
	struct params p = { .ids = all_ids, .n = NALL, .enable = true, .single = true,
			    .on_demand = true };
	uint16_t reader = create_uctx(MLX5CTL_UCTX_CAP_INTERNAL_DEVICE_RESOURCES);
	uint16_t tools = create_uctx(MLX5CTL_UCTX_CAP_TOOLS_RESOURCES);
	IN(query_diagnostic_params);
	OUT(query_diagnostic_params);

	/* a UID that is not live: refused everywhere */
	p.uid = 99;
	ck_assert_int_eq(set_params(&p), BAD_PARAM);
	ck_assert_uint_eq(last_syndrome, SYND_NO_UID);
	MLX5CTL_SET(query_diagnostic_params_in, in, opcode, MLX5CTL_CMD_OP_QUERY_DIAGNOSTIC_PARAMS);
	MLX5CTL_SET(mbox_in_hdr, in, uid, 99);
	ck_assert_int_eq(RUN(query_diagnostic_params, in, out), BAD_PARAM);
	/* setting is a write: TOOLS_RESOURCES */
	p.uid = reader;
	ck_assert_int_eq(set_params(&p), BAD_PARAM);
	ck_assert_uint_eq(last_syndrome, SYND_UID_CAP);
	p.uid = tools;
	ck_assert_int_eq(set_params(&p), OK);
	/* reading needs only a live UID */
	MLX5CTL_SET(mbox_in_hdr, in, uid, reader);
	ck_assert_int_eq(RUN(query_diagnostic_params, in, out), OK);
	ck_assert_int_eq(query_counters(reader, 0, 1, NALL, 0), OK);
	ck_assert_int_eq(query_counters(99, 0, 1, NALL, 0), BAD_PARAM);
	ck_assert_uint_eq(last_syndrome, SYND_NO_UID);
	ck_assert_int_eq(destroy_uctx(reader), OK);
	ck_assert_int_eq(query_counters(reader, 0, 1, NALL, 0), BAD_PARAM);
}
END_TEST

/* the whole buffer through RESOURCE_DUMP, inline: the same entries as the query */
static size_t dump_inline(uint16_t type, uint32_t index1, uint16_t num1, uint8_t *buf, size_t cap)
{
	size_t sz = MLX5CTL_ST_SZ_BYTES(resource_dump), len = 0;
	uint8_t in[MLX5CTL_ST_SZ_BYTES(access_register_in) + MLX5CTL_ST_SZ_BYTES(resource_dump)];
	uint8_t out[MLX5CTL_ST_SZ_BYTES(access_register_out) + MLX5CTL_ST_SZ_BYTES(resource_dump)];
	uint8_t *rin = MLX5CTL_ADDR_OF(access_register_in, in, register_data);
	uint8_t *rout = MLX5CTL_ADDR_OF(access_register_out, out, register_data);

	memset(in, 0, sizeof(in));
	MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	MLX5CTL_SET(access_register_in, in, op_mod, MLX5CTL_ACCESS_REG_OP_MOD_READ);
	MLX5CTL_SET(access_register_in, in, register_id, MLX5CTL_REG_RESOURCE_DUMP);
	MLX5CTL_SET(resource_dump, rin, segment_type, type);
	MLX5CTL_SET(resource_dump, rin, index1, index1);
	MLX5CTL_SET(resource_dump, rin, num_of_obj1, num1);
	MLX5CTL_SET(resource_dump, rin, inline_dump, 1);
	for (;;) {
		uint32_t n;

		ck_assert_int_eq(run(in, sizeof(in), out, sizeof(out)), OK);
		n = MLX5CTL_GET(resource_dump, rout, size);
		ck_assert_uint_le(len + n, cap);
		memcpy(buf + len, MLX5CTL_ADDR_OF(resource_dump, rout, inline_data), n);
		len += n;
		if (!MLX5CTL_GET(resource_dump, rout, more_dump))
			return len;
		memcpy(rin, rout, sz);
	}
}

START_TEST(dump_segment)
{
	static const uint16_t ids[] = { MLX5CTL_DIAG_COUNTER_CMDS, MLX5CTL_DIAG_COUNTER_EQES };
	struct params p = { .ids = ids, .n = 2, .enable = true, .single = true,
			    .log_samples = 3, .log_period = PERIOD_LOG };
	size_t rhdr = MLX5CTL_ST_SZ_BYTES(resource_dump_resource_segment);
	static uint8_t stream[65536];
	unsigned int found = 0, menu = 0;
	size_t len, off;

	/* listed in the menu */
	len = dump_inline(MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MENU, 0, 0, stream, sizeof(stream));
	for (size_t i = 0; i + 4 <= len; i += 4)
		if (!memcmp(stream + i, "DIAG_COUNTERS", 13))
			menu++;
	ck_assert_uint_eq(menu, 1);
	/* before any parameters: no sample segments */
	len = dump_inline(MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_DIAG_COUNTERS, 0, 0xffff, stream,
			  sizeof(stream));
	for (off = 0; off < len;) {
		ck_assert_uint_ne(MLX5CTL_GET(resource_dump_segment_header, stream + off,
					      segment_type),
				  MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_DIAG_COUNTERS);
		off += 4 * MLX5CTL_GET(resource_dump_segment_header, stream + off, length_dw);
	}

	ck_assert_int_eq(set_params(&p), OK);
	host.now += 4 * PERIOD + 1;			/* samples 0..4 */
	len = dump_inline(MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_DIAG_COUNTERS, 0, 0xffff, stream,
			  sizeof(stream));
	ck_assert_int_eq(query_counters(0, 0, 8, 2, 0), OK);
	for (off = 0; off < len;) {
		const uint8_t *s = stream + off;
		size_t seglen = 4 * MLX5CTL_GET(resource_dump_segment_header, s, length_dw);

		ck_assert_uint_ge(seglen, 4);
		if (MLX5CTL_GET(resource_dump_segment_header, s, segment_type) ==
		    MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_DIAG_COUNTERS) {
			uint32_t slot = MLX5CTL_GET(resource_dump_resource_segment, s, index1);

			ck_assert_uint_eq(seglen, rhdr + 2 * ENTRY);
			ck_assert_uint_eq(slot, found);
			ck_assert_uint_eq(MLX5CTL_GET(resource_dump_resource_segment, s, index2), slot);
			ck_assert_mem_eq(s + rhdr, entry(2 * slot), 2 * ENTRY);
			found++;
		}
		off += seglen;
	}
	ck_assert_uint_eq(found, 5);
	/* index1 / num_of_obj1 select samples */
	len = dump_inline(MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_DIAG_COUNTERS, 3, 0, stream,
			  sizeof(stream));
	found = 0;
	for (off = 0; off < len;) {
		const uint8_t *s = stream + off;

		if (MLX5CTL_GET(resource_dump_segment_header, s, segment_type) ==
		    MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_DIAG_COUNTERS) {
			ck_assert_uint_eq(MLX5CTL_GET(resource_dump_resource_segment, s, index1), 3);
			found++;
		}
		off += 4 * MLX5CTL_GET(resource_dump_segment_header, s, length_dw);
	}
	ck_assert_uint_eq(found, 1);
}
END_TEST

static Suite *diag_suite(void)
{
	Suite *s = suite_create("diag");
	TCase *tc = tcase_create("diag");

	tcase_add_checked_fixture(tc, diag_fixture, fw_teardown);
	tcase_add_test(tc, caps_list_the_counters);
	tcase_add_test(tc, params_round_trip);
	tcase_add_test(tc, set_rejects_bad_input);
	tcase_add_test(tc, needs_init);
	tcase_add_test(tc, query_rejects_bad_input);
	tcase_add_test(tc, counters_move);
	tcase_add_test(tc, periodic_single);
	tcase_add_test(tc, periodic_repetitive);
	tcase_add_test(tc, on_demand_and_clear);
	tcase_add_test(tc, uid_rules);
	tcase_add_test(tc, dump_segment);
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(diag_suite)
