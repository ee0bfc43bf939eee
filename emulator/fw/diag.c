// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Diagnostic counters: SET_DIAGNOSTIC_PARAMS, QUERY_DIAGNOSTIC_PARAMS, QUERY_DIAGNOSTIC_COUNTERS,
 * the debug capability page that lists the counters, and the sample buffer the DIAG_COUNTERS
 * resource dump segment reads (dump.c).
 *
 * The counters are the model's own (prm/diag.yaml, enum diag_counter): commands, failed
 * commands, EQEs, MSI-X messages, DMA bytes read and written count events as they happen
 * (mlx5fw_diag_count() hooks in core.c and eq.c); FW_PAGES and OBJECTS are gauges read from the
 * state when a sample is taken.
 *
 * Sampling: SET_DIAGNOSTIC_PARAMS with enable starts a session with an empty buffer of
 * 2^log_num_of_samples samples; each sample holds one value per counter chosen. Periodic
 * sampling takes a sample at once and then every 2^log_sample_period device clocks (the
 * internal timer counts nanoseconds). There is no timer: samples due are taken when something
 * a counter reads is about to change (mlx5fw_diag_tick() before every command and event) and
 * before the buffer is read, with the values they had at their due time, so the result is the
 * same as a timer's. 'single' stops when the buffer is full, 'repetitive' wraps around.
 * 'on_demand' samples when QUERY_DIAGNOSTIC_COUNTERS (or the dump) runs instead: single keeps
 * the one latest sample in slot 0, repetitive appends. 'clear' zeroes the counting counters
 * (not the gauges) and, without enable, empties the buffer. enable = 0 stops sampling; the
 * buffer and the parameters stay readable. No counter supports synchronised start ('sync').
 *
 * Device-wide state, as in the PRM. User UIDs: live; setting needs TOOLS_RESOURCES, as a
 * register write does.
 */
#include <stdlib.h>
#include <string.h>

#include "mlx5fw_int.h"

static const uint16_t diag_ids[MLX5FW_DIAG_NUM] = {
	[MLX5FW_DIAG_CMDS] = MLX5CTL_DIAG_COUNTER_CMDS,
	[MLX5FW_DIAG_CMD_ERRORS] = MLX5CTL_DIAG_COUNTER_CMD_ERRORS,
	[MLX5FW_DIAG_EQES] = MLX5CTL_DIAG_COUNTER_EQES,
	[MLX5FW_DIAG_MSIX] = MLX5CTL_DIAG_COUNTER_MSIX,
	[MLX5FW_DIAG_DMA_READ] = MLX5CTL_DIAG_COUNTER_DMA_READ_BYTES,
	[MLX5FW_DIAG_DMA_WRITE] = MLX5CTL_DIAG_COUNTER_DMA_WRITE_BYTES,
	[MLX5FW_DIAG_FW_PAGES] = MLX5CTL_DIAG_COUNTER_FW_PAGES,
	[MLX5FW_DIAG_OBJECTS] = MLX5CTL_DIAG_COUNTER_OBJECTS,
};

#define CNTR_BYTES	MLX5CTL_ST_SZ_BYTES(diagnostic_cntr_struct)
#define ID_BYTES	MLX5CTL_ST_SZ_BYTES(counter_id)

_Static_assert(MLX5FW_DIAG_NUM <= MLX5CTL_FLD_SZ_BYTES(debug_cap, diagnostic_counter) /
	       MLX5CTL_ST_SZ_BYTES(diagnostic_cntr_layout), "debug_cap holds every counter id");

static int ctr_index(uint16_t id)
{
	for (int i = 0; i < MLX5FW_DIAG_NUM; i++)
		if (diag_ids[i] == id)
			return i;
	return -1;
}

static uint32_t nslots(const struct mlx5fw *fw)
{
	return fw->diag.set ? 1u << fw->diag.log_samples : 0;
}

void mlx5fw_diag_reset(struct mlx5fw *fw)
{
	free(fw->diag.buf);
	memset(&fw->diag, 0, sizeof(fw->diag));
}

/* what every counter reads now */
static void current_values(struct mlx5fw *fw, uint64_t v[MLX5FW_DIAG_NUM])
{
	for (int i = 0; i < MLX5FW_DIAG_NUM; i++)
		v[i] = fw->diag.raw[i] - fw->diag.base[i];
	v[MLX5FW_DIAG_FW_PAGES] = fw->nfw_pages;
	v[MLX5FW_DIAG_OBJECTS] = 0;
	for (int t = 0; t < MLX5FW_OBJ_TYPES; t++)
		v[MLX5FW_DIAG_OBJECTS] += mlx5fw_obj_count(fw, (enum mlx5fw_obj_type)t);
}

/* one sample at time t with the values v, into the next slot */
static void take(struct mlx5fw *fw, uint64_t t, const uint64_t v[MLX5FW_DIAG_NUM])
{
	struct mlx5fw_diag_sample *s = &fw->diag.buf[fw->diag.taken & (nslots(fw) - 1)];

	s->valid = true;
	s->number = fw->diag.taken++;
	s->time = t;
	for (unsigned int i = 0; i < fw->diag.nctr; i++)
		s->val[i] = v[fw->diag.idx[i]];
}

void mlx5fw_diag_tick(struct mlx5fw *fw)
{
	uint64_t v[MLX5FW_DIAG_NUM], now, period, due;
	uint32_t n = nslots(fw);

	if (!fw->diag.enable || fw->diag.on_demand || !n)
		return;
	if (fw->diag.single && fw->diag.taken >= n)
		return;
	now = mlx5fw_now(fw);
	if (now < fw->diag.next_ns)
		return;
	period = 1ull << fw->diag.log_period;
	due = (now - fw->diag.next_ns) / period + 1;
	if (fw->diag.single) {
		if (due > n - fw->diag.taken)
			due = n - fw->diag.taken;
	} else if (due > n) {
		/* only the last n survive in the ring: skip the others */
		fw->diag.taken += due - n;
		fw->diag.next_ns += (due - n) * period;
		due = n;
	}
	/* nothing changed since the last tick: every sample due has the values of now */
	current_values(fw, v);
	for (uint64_t i = 0; i < due; i++) {
		take(fw, fw->diag.next_ns, v);
		fw->diag.next_ns += period;
	}
}

/* an on-demand sample: single mode keeps only the latest, in slot 0 */
static void sample_now(struct mlx5fw *fw)
{
	uint64_t v[MLX5FW_DIAG_NUM];

	if (fw->diag.single) {
		memset(fw->diag.buf, 0, nslots(fw) * sizeof(*fw->diag.buf));
		fw->diag.taken = 0;
	}
	current_values(fw, v);
	take(fw, mlx5fw_now(fw), v);
}

/* bring the buffer up to date before it is read */
static void refresh(struct mlx5fw *fw)
{
	if (fw->diag.enable && fw->diag.on_demand)
		sample_now(fw);
	else
		mlx5fw_diag_tick(fw);
}

void mlx5fw_diag_cap(struct mlx5fw *fw, uint8_t *page, size_t len)
{
	uint8_t cap[MLX5CTL_ST_SZ_BYTES(debug_cap)] = { 0 };
	uint8_t *ids = MLX5CTL_ADDR_OF(debug_cap, cap, diagnostic_counter);

	(void)fw;
	/*
	 * What the model serves: RESOURCE_DUMP (dump.c; mlx5_core 6.12's mlx5_rsc_dump_init then
	 * allocates a PD and a PA MKEY with length64 at every probe and reads the dump menu
	 * through it) and CORE_DUMP to memory (coredump.c).
	 */
	MLX5CTL_SET(debug_cap, cap, resource_dump, 1);
	MLX5CTL_SET(debug_cap, cap, log_cr_dump_to_mem_size, MLX5FW_LOG_CR_DUMP_PAGES);
	MLX5CTL_SET(debug_cap, cap, log_max_samples, MLX5FW_DIAG_LOG_MAX_SAMPLES);
	MLX5CTL_SET(debug_cap, cap, single, 1);
	MLX5CTL_SET(debug_cap, cap, repetitive, 1);
	MLX5CTL_SET(debug_cap, cap, log_min_sample_period, MLX5FW_DIAG_LOG_MIN_PERIOD);
	for (int i = 0; i < MLX5FW_DIAG_NUM; i++)
		MLX5CTL_SET(diagnostic_cntr_layout,
			    ids + i * MLX5CTL_ST_SZ_BYTES(diagnostic_cntr_layout), counter_id,
			    diag_ids[i]);
	memcpy(page, cap, len < sizeof(cap) ? len : sizeof(cap));
}

/*
 * a user UID may read with a live UID after INIT_HCA; setting needs TOOLS_RESOURCES: the
 * dispatcher checks both (SET_DIAGNOSTIC_PARAMS's requires and uctx_cap in prm/diag.yaml)
 */
static int check_access(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	(void)fw;
	if (cmd->op_mod)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_OP_MOD);
	return 0;
}

int mlx5fw_cmd_set_diagnostic_params(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	const uint8_t *ctx = MLX5CTL_ADDR_OF(set_diagnostic_params_in, cmd->in,
					     diagnostic_params_context);
	const uint8_t *ids = MLX5CTL_ADDR_OF(diagnostic_params_context, ctx, counter_id);
	size_t base = MLX5CTL_ST_SZ_BYTES(set_diagnostic_params_in);
	uint32_t n = MLX5CTL_GET(diagnostic_params_context, ctx, num_of_counters);
	uint32_t log_samples = MLX5CTL_GET(diagnostic_params_context, ctx, log_num_of_samples);
	uint32_t log_period = MLX5CTL_GET(diagnostic_params_context, ctx, log_sample_period);
	bool single = MLX5CTL_GET(diagnostic_params_context, ctx, single);
	bool repetitive = MLX5CTL_GET(diagnostic_params_context, ctx, repetitive);
	bool on_demand = MLX5CTL_GET(diagnostic_params_context, ctx, on_demand);
	bool clear = MLX5CTL_GET(diagnostic_params_context, ctx, clear);
	uint8_t idx[MLX5FW_DIAG_NUM];
	uint16_t id[MLX5FW_DIAG_NUM];
	struct mlx5fw_diag_sample *buf;
	int err = check_access(fw, cmd);

	if (err)
		return err;
	/* the session so far is up to date before anything changes */
	mlx5fw_diag_tick(fw);
	if (!MLX5CTL_GET(diagnostic_params_context, ctx, enable)) {
		fw->diag.enable = false;
		if (clear) {
			memcpy(fw->diag.base, fw->diag.raw, sizeof(fw->diag.base));
			if (fw->diag.buf)
				memset(fw->diag.buf, 0, nslots(fw) * sizeof(*fw->diag.buf));
			fw->diag.taken = 0;
		}
		return 0;
	}
	if (!n || n > MLX5FW_DIAG_NUM)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_DIAG_COUNTER);
	if (cmd->inlen < base || (cmd->inlen - base) / ID_BYTES < n)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_INP_LEN_ERR, SYND_BAD_LEN);
	for (uint32_t i = 0; i < n; i++) {
		int k;

		id[i] = (uint16_t)MLX5CTL_GET(counter_id, ids + i * ID_BYTES, counter_id);
		k = ctr_index(id[i]);
		if (k < 0)
			return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_DIAG_COUNTER);
		for (uint32_t j = 0; j < i; j++)
			if (idx[j] == k)
				return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR,
						   SYND_DIAG_COUNTER);
		idx[i] = (uint8_t)k;
	}
	if (single == repetitive || MLX5CTL_GET(diagnostic_params_context, ctx, sync))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_DIAG_MODE);
	if (log_samples > MLX5FW_DIAG_LOG_MAX_SAMPLES)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_DIAG_SAMPLES);
	if (!on_demand && (log_period < MLX5FW_DIAG_LOG_MIN_PERIOD ||
			   log_period > MLX5FW_DIAG_LOG_MAX_PERIOD))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_DIAG_PERIOD);
	buf = calloc(1u << log_samples, sizeof(*buf));
	if (!buf)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_NO_RES_ERR, SYND_NO_RESOURCE);

	free(fw->diag.buf);
	fw->diag.buf = buf;
	fw->diag.set = true;
	fw->diag.enable = true;
	fw->diag.single = single;
	fw->diag.repetitive = repetitive;
	fw->diag.on_demand = on_demand;
	fw->diag.log_samples = (uint8_t)log_samples;
	fw->diag.log_period = (uint8_t)log_period;
	fw->diag.nctr = (uint16_t)n;
	memcpy(fw->diag.id, id, n * sizeof(id[0]));
	memcpy(fw->diag.idx, idx, n * sizeof(idx[0]));
	fw->diag.taken = 0;
	if (clear)
		memcpy(fw->diag.base, fw->diag.raw, sizeof(fw->diag.base));
	/* periodic: the first sample now */
	fw->diag.next_ns = mlx5fw_now(fw);
	mlx5fw_diag_tick(fw);
	return 0;
}

int mlx5fw_cmd_query_diagnostic_params(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	uint8_t *ctx = MLX5CTL_ADDR_OF(query_diagnostic_params_out, cmd->out,
				       diagnostic_params_context);
	uint8_t *ids = MLX5CTL_ADDR_OF(diagnostic_params_context, ctx, counter_id);
	size_t base = MLX5CTL_ST_SZ_BYTES(query_diagnostic_params_out), fit;
	int err = check_access(fw, cmd);

	if (err)
		return err;
	if (!fw->diag.set)
		return 0;
	MLX5CTL_SET(diagnostic_params_context, ctx, num_of_counters, fw->diag.nctr);
	MLX5CTL_SET(diagnostic_params_context, ctx, log_num_of_samples, fw->diag.log_samples);
	MLX5CTL_SET(diagnostic_params_context, ctx, single, fw->diag.single);
	MLX5CTL_SET(diagnostic_params_context, ctx, repetitive, fw->diag.repetitive);
	MLX5CTL_SET(diagnostic_params_context, ctx, on_demand, fw->diag.on_demand);
	MLX5CTL_SET(diagnostic_params_context, ctx, enable, fw->diag.enable);
	MLX5CTL_SET(diagnostic_params_context, ctx, log_sample_period, fw->diag.log_period);
	/* as many ids as the outbox holds; num_of_counters says how many there are */
	fit = (cmd->outlen - base) / ID_BYTES;
	for (size_t i = 0; i < fw->diag.nctr && i < fit; i++)
		MLX5CTL_SET(counter_id, ids + i * ID_BYTES, counter_id, fw->diag.id[i]);
	return 0;
}

size_t mlx5fw_diag_sample_bytes(const struct mlx5fw *fw)
{
	return (size_t)fw->diag.nctr * CNTR_BYTES;
}

bool mlx5fw_diag_slot(const struct mlx5fw *fw, uint32_t slot, uint32_t *number)
{
	if (slot >= nslots(fw) || !fw->diag.buf[slot].valid)
		return false;
	*number = (uint32_t)fw->diag.buf[slot].number;
	return true;
}

void mlx5fw_diag_fill(struct mlx5fw *fw, uint32_t slot, uint8_t *e)
{
	const struct mlx5fw_diag_sample *s;

	memset(e, 0, mlx5fw_diag_sample_bytes(fw));
	if (slot >= nslots(fw) || !fw->diag.buf[slot].valid)
		return;
	s = &fw->diag.buf[slot];
	for (unsigned int i = 0; i < fw->diag.nctr; i++, e += CNTR_BYTES) {
		MLX5CTL_SET(diagnostic_cntr_struct, e, counter_id, fw->diag.id[i]);
		MLX5CTL_SET(diagnostic_cntr_struct, e, sample_id, (uint32_t)s->number & 0xffff);
		MLX5CTL_SET(diagnostic_cntr_struct, e, time_stamp_31_0,
			    (uint32_t)(s->time - fw->boot_ns));
		MLX5CTL_SET(diagnostic_cntr_struct, e, counter_value_h,
			    (uint32_t)(s->val[i] >> 32));
		MLX5CTL_SET(diagnostic_cntr_struct, e, counter_value_l, (uint32_t)s->val[i]);
	}
}

uint32_t mlx5fw_diag_dump_begin(struct mlx5fw *fw)
{
	if (!fw->diag.set)
		return 0;
	refresh(fw);
	return nslots(fw);
}

int mlx5fw_cmd_query_diagnostic_counters(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	uint32_t num = MLX5CTL_GET(query_diagnostic_counters_in, cmd->in, num_of_samples);
	uint32_t first = MLX5CTL_GET(query_diagnostic_counters_in, cmd->in, sample_index);
	uint8_t *e = MLX5CTL_ADDR_OF(query_diagnostic_counters_out, cmd->out, diag_counter);
	size_t base = MLX5CTL_ST_SZ_BYTES(query_diagnostic_counters_out);
	size_t per = mlx5fw_diag_sample_bytes(fw);
	uint32_t n = nslots(fw);
	int err = check_access(fw, cmd);

	if (err)
		return err;
	if (!n)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_SYS_STATE_ERR, SYND_DIAG_NOT_SET);
	if (!num || first >= n || num > n - first)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_DIAG_SAMPLES);
	if ((cmd->outlen - base) / per < num)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_OUTP_LEN_ERR, SYND_BAD_LEN);
	refresh(fw);
	for (uint32_t i = 0; i < num; i++, e += per)
		mlx5fw_diag_fill(fw, first + i, e);
	return 0;
}
