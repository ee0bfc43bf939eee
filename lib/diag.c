// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * Diagnostic counters: the capabilities that list them, SET/QUERY_DIAGNOSTIC_PARAMS, and the
 * sample buffer read two ways: QUERY_DIAGNOSTIC_COUNTERS (inline, as many entries as an RPC
 * holds) or the DIAG_COUNTERS resource dump segment (into a UMEM-backed MKEY, the whole buffer
 * in one RPC). Both decode to the same array of struct mlx5ctl_diag_sample.
 */
#include <errno.h>
#include <misc/mlx5ctl.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define ENTRY		MLX5CTL_ST_SZ_BYTES(diagnostic_cntr_struct)
#define ID_BYTES	MLX5CTL_ST_SZ_BYTES(counter_id)
#define CAP_PAGE	4096

static int diag_caps(struct mlx5ctl_dev *dev, struct mlx5ctl_diag_caps *caps)
{
	size_t first = MLX5CTL_BYTE_OFF(debug_cap, diagnostic_counter);
	size_t rec = MLX5CTL_ST_SZ_BYTES(diagnostic_cntr_layout);
	uint8_t *page = calloc(1, CAP_PAGE);
	uint32_t n;
	int err;

	if (!page)
		return mlx5ctl_seterr(-ENOMEM, "out of memory");
	err = mlx5ctl_query_caps(dev, MLX5CTL_CAP_TYPE_GENERAL, false, page, CAP_PAGE);
	if (err)
		goto out;
	n = MLX5CTL_GET(cmd_hca_cap, page, num_of_diagnostic_counters);
	caps->device_frequency_khz = MLX5CTL_GET(cmd_hca_cap, page, device_frequency_khz);
	if (!MLX5CTL_GET(cmd_hca_cap, page, debug) || !n) {
		err = mlx5ctl_seterr(-EOPNOTSUPP, "the device has no diagnostic counters "
				     "(cmd_hca_cap.debug %u, num_of_diagnostic_counters %u)",
				     MLX5CTL_GET(cmd_hca_cap, page, debug), n);
		goto out;
	}
	/* the ids continue past debug_cap's 2 KiB into the rest of the capability area */
	if (n > MLX5CTL_DIAG_MAX_COUNTERS || n > (CAP_PAGE - first) / rec) {
		err = mlx5ctl_seterr(-EOVERFLOW, "%u diagnostic counters: more than the %u these "
				     "helpers handle", n, MLX5CTL_DIAG_MAX_COUNTERS);
		goto out;
	}
	err = mlx5ctl_query_caps(dev, MLX5CTL_CAP_TYPE_DEBUG, false, page, CAP_PAGE);
	if (err)
		goto out;
	caps->num_counters = (uint16_t)n;
	caps->log_max_samples = (uint8_t)MLX5CTL_GET(debug_cap, page, log_max_samples);
	caps->log_min_sample_period = (uint8_t)MLX5CTL_GET(debug_cap, page, log_min_sample_period);
	caps->single = MLX5CTL_GET(debug_cap, page, single);
	caps->repetitive = MLX5CTL_GET(debug_cap, page, repetitive);
	for (uint32_t i = 0; i < n; i++)
		caps->counter_id[i] = (uint16_t)MLX5CTL_GET(diagnostic_cntr_layout,
							    page + first + i * rec, counter_id);
out:
	free(page);
	return err;
}

int mlx5ctl_diag_caps(struct mlx5ctl_dev *dev, struct mlx5ctl_diag_caps *ucaps)
{
	struct mlx5ctl_diag_caps *caps = calloc(1, sizeof(*caps));
	int err;

	if (!caps)
		return mlx5ctl_seterr(-ENOMEM, "out of memory");
	err = diag_caps(dev, caps);
	MLX5CTL_COPY_OUT(ucaps, caps);
	free(caps);
	return err;
}

static int diag_set(struct mlx5ctl_dev *dev, const struct mlx5ctl_diag_params *p)
{
	size_t inlen = MLX5CTL_ST_SZ_BYTES(set_diagnostic_params_in) + p->num_counters * ID_BYTES;
	uint8_t out[MLX5CTL_ST_SZ_BYTES(set_diagnostic_params_out)] = { 0 };
	uint8_t *in, *ctx, *ids;
	int err;

	if (p->num_counters > MLX5CTL_DIAG_MAX_COUNTERS)
		return mlx5ctl_seterr(-EINVAL, "%u diagnostic counters: at most %u",
				      p->num_counters, MLX5CTL_DIAG_MAX_COUNTERS);
	in = calloc(1, inlen);
	if (!in)
		return mlx5ctl_seterr(-ENOMEM, "out of memory");
	ctx = MLX5CTL_ADDR_OF(set_diagnostic_params_in, in, diagnostic_params_context);
	ids = MLX5CTL_ADDR_OF(diagnostic_params_context, ctx, counter_id);
	MLX5CTL_SET(set_diagnostic_params_in, in, opcode, MLX5CTL_CMD_OP_SET_DIAGNOSTIC_PARAMS);
	MLX5CTL_SET(diagnostic_params_context, ctx, num_of_counters, p->num_counters);
	MLX5CTL_SET(diagnostic_params_context, ctx, log_num_of_samples, p->log_num_of_samples);
	MLX5CTL_SET(diagnostic_params_context, ctx, log_sample_period, p->log_sample_period);
	MLX5CTL_SET(diagnostic_params_context, ctx, enable, p->enable);
	MLX5CTL_SET(diagnostic_params_context, ctx, single, p->single);
	MLX5CTL_SET(diagnostic_params_context, ctx, repetitive, p->repetitive);
	MLX5CTL_SET(diagnostic_params_context, ctx, on_demand, p->on_demand);
	MLX5CTL_SET(diagnostic_params_context, ctx, clear, p->clear);
	MLX5CTL_SET(diagnostic_params_context, ctx, sync, p->sync);
	for (unsigned int i = 0; i < p->num_counters; i++)
		MLX5CTL_SET(counter_id, ids + i * ID_BYTES, counter_id, p->counter_id[i]);
	err = mlx5ctl_cmd(dev, in, inlen, out, sizeof(out));
	free(in);
	return err;
}

int mlx5ctl_diag_set(struct mlx5ctl_dev *dev, const struct mlx5ctl_diag_params *up)
{
	struct mlx5ctl_diag_params *p = malloc(sizeof(*p));
	int err;

	if (!p)
		return mlx5ctl_seterr(-ENOMEM, "out of memory");
	MLX5CTL_COPY_IN(p, up);
	err = diag_set(dev, p);
	free(p);
	return err;
}

static int diag_query_params(struct mlx5ctl_dev *dev, struct mlx5ctl_diag_params *p)
{
	uint8_t in[MLX5CTL_ST_SZ_BYTES(query_diagnostic_params_in)] = { 0 };
	size_t outlen = MLX5CTL_ST_SZ_BYTES(query_diagnostic_params_out) +
			MLX5CTL_DIAG_MAX_COUNTERS * ID_BYTES;
	uint8_t *out = calloc(1, outlen), *ctx, *ids;
	uint32_t n;
	int err;

	if (!out)
		return mlx5ctl_seterr(-ENOMEM, "out of memory");
	MLX5CTL_SET(query_diagnostic_params_in, in, opcode, MLX5CTL_CMD_OP_QUERY_DIAGNOSTIC_PARAMS);
	err = mlx5ctl_cmd(dev, in, sizeof(in), out, outlen);
	if (err)
		goto out;
	ctx = MLX5CTL_ADDR_OF(query_diagnostic_params_out, out, diagnostic_params_context);
	ids = MLX5CTL_ADDR_OF(diagnostic_params_context, ctx, counter_id);
	n = MLX5CTL_GET(diagnostic_params_context, ctx, num_of_counters);
	if (n > MLX5CTL_DIAG_MAX_COUNTERS) {
		err = mlx5ctl_seterr(-EOVERFLOW, "%u diagnostic counters set: more than the %u "
				     "these helpers handle", n, MLX5CTL_DIAG_MAX_COUNTERS);
		goto out;
	}
	p->num_counters = (uint16_t)n;
	p->log_num_of_samples = (uint8_t)MLX5CTL_GET(diagnostic_params_context, ctx,
						     log_num_of_samples);
	p->log_sample_period = (uint8_t)MLX5CTL_GET(diagnostic_params_context, ctx,
						    log_sample_period);
	p->enable = MLX5CTL_GET(diagnostic_params_context, ctx, enable);
	p->single = MLX5CTL_GET(diagnostic_params_context, ctx, single);
	p->repetitive = MLX5CTL_GET(diagnostic_params_context, ctx, repetitive);
	p->on_demand = MLX5CTL_GET(diagnostic_params_context, ctx, on_demand);
	p->clear = MLX5CTL_GET(diagnostic_params_context, ctx, clear);
	p->sync = MLX5CTL_GET(diagnostic_params_context, ctx, sync);
	for (uint32_t i = 0; i < n; i++)
		p->counter_id[i] = (uint16_t)MLX5CTL_GET(counter_id, ids + i * ID_BYTES,
							 counter_id);
out:
	free(out);
	return err;
}

int mlx5ctl_diag_query_params(struct mlx5ctl_dev *dev, struct mlx5ctl_diag_params *up)
{
	struct mlx5ctl_diag_params *p = calloc(1, sizeof(*p));
	int err;

	if (!p)
		return mlx5ctl_seterr(-ENOMEM, "out of memory");
	err = diag_query_params(dev, p);
	MLX5CTL_COPY_OUT(up, p);
	free(p);
	return err;
}

/* growing array of samples */
struct sample_vec {
	struct mlx5ctl_diag_sample *v;
	size_t n, cap;
};

/* one diagnostic_cntr_struct; empty entries (counter id 0) are left out */
static int push_entry(struct sample_vec *sv, const uint8_t *e)
{
	uint16_t counter_id = (uint16_t)MLX5CTL_GET(diagnostic_cntr_struct, e, counter_id);
	struct mlx5ctl_diag_sample *s;

	if (!counter_id)
		return 0;
	if (sv->n == sv->cap) {
		size_t cap = sv->cap ? sv->cap * 2 : 64;
		struct mlx5ctl_diag_sample *v = realloc(sv->v, cap * sizeof(*v));

		if (!v)
			return mlx5ctl_seterr(-ENOMEM, "out of memory");
		sv->v = v;
		sv->cap = cap;
	}
	s = &sv->v[sv->n++];
	s->counter_id = counter_id;
	s->sample_id = (uint16_t)MLX5CTL_GET(diagnostic_cntr_struct, e, sample_id);
	s->time_stamp = MLX5CTL_GET(diagnostic_cntr_struct, e, time_stamp_31_0);
	s->value = (uint64_t)MLX5CTL_GET(diagnostic_cntr_struct, e, counter_value_h) << 32 |
		   MLX5CTL_GET(diagnostic_cntr_struct, e, counter_value_l);
	return 0;
}

int mlx5ctl_diag_query(struct mlx5ctl_dev *dev, uint16_t sample_index, uint16_t num_samples,
		       uint16_t num_counters, struct mlx5ctl_diag_sample **samples, size_t *n)
{
	size_t hdr = MLX5CTL_ST_SZ_BYTES(query_diagnostic_counters_out);
	uint8_t in[MLX5CTL_ST_SZ_BYTES(query_diagnostic_counters_in)] = { 0 };
	struct sample_vec sv = { 0 };
	uint32_t per_rpc, done = 0;
	uint8_t *out = NULL;
	int err = 0;

	*samples = NULL;
	*n = 0;
	if (!num_counters || !num_samples || (uint32_t)sample_index + num_samples > 0x10000)
		return mlx5ctl_seterr(-EINVAL, "diagnostic counters: cannot query %u samples of %u "
				      "counters from index %u", num_samples, num_counters,
				      sample_index);
	/* as many samples an RPC as its outbox holds */
	per_rpc = (uint32_t)((MLX5CTL_MAX_RPC_SIZE - hdr) / ENTRY / num_counters);
	if (!per_rpc)
		return mlx5ctl_seterr(-E2BIG, "%u diagnostic counters do not fit an RPC",
				      num_counters);
	if (per_rpc > num_samples)
		per_rpc = num_samples;
	out = malloc(hdr + (size_t)per_rpc * num_counters * ENTRY);
	if (!out)
		return mlx5ctl_seterr(-ENOMEM, "out of memory");
	MLX5CTL_SET(query_diagnostic_counters_in, in, opcode,
		    MLX5CTL_CMD_OP_QUERY_DIAGNOSTIC_COUNTERS);
	while (!err && done < num_samples) {
		uint32_t k = num_samples - done < per_rpc ? num_samples - done : per_rpc;
		size_t outlen = hdr + (size_t)k * num_counters * ENTRY;
		const uint8_t *e = MLX5CTL_ADDR_OF(query_diagnostic_counters_out, out,
						   diag_counter);

		MLX5CTL_SET(query_diagnostic_counters_in, in, num_of_samples, k);
		MLX5CTL_SET(query_diagnostic_counters_in, in, sample_index, sample_index + done);
		err = mlx5ctl_cmd(dev, in, sizeof(in), out, outlen);
		for (size_t i = 0; !err && i < (size_t)k * num_counters; i++)
			err = push_entry(&sv, e + i * ENTRY);
		done += k;
	}
	free(out);
	if (err) {
		free(sv.v);
		return err;
	}
	*samples = sv.v;
	*n = sv.n;
	return 0;
}

int mlx5ctl_diag_decode_dump(const uint8_t *stream, size_t len, uint16_t seg_type,
			     struct mlx5ctl_diag_sample **samples, size_t *n)
{
	struct sample_vec sv = { 0 };
	struct mlx5ctl_dump_seg seg = { .size = sizeof(seg) };
	size_t off = 0;
	int r, err = 0;

	*samples = NULL;
	*n = 0;
	while (!err && (r = mlx5ctl_dump_next(stream, len, &off, &seg)) > 0) {
		if (seg.type != seg_type || !seg.payload)
			continue;
		if (seg.payload_len % ENTRY) {
			err = mlx5ctl_seterr(-EBADMSG, "diagnostic counter segment of %zu "
					     "bytes: not whole %zu-byte entries",
					     seg.payload_len, (size_t)ENTRY);
			break;
		}
		for (size_t i = 0; !err && i < seg.payload_len / ENTRY; i++)
			err = push_entry(&sv, seg.payload + i * ENTRY);
	}
	if (!err && r < 0)
		err = mlx5ctl_seterr(-EBADMSG, "resource dump: malformed segment at byte %zu", off);
	if (err) {
		free(sv.v);
		return err;
	}
	*samples = sv.v;
	*n = sv.n;
	return 0;
}

int mlx5ctl_diag_read(struct mlx5ctl_dev *dev, size_t umem_size,
		      struct mlx5ctl_diag_sample **samples, size_t *n,
		      struct mlx5ctl_dump_stats *stats)
{
	struct mlx5ctl_dump_req req = {
		.size = sizeof(req),
		.segment_type = MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_DIAG_COUNTERS,
		.num_of_obj1 = 0xffff,		/* every sample from index 0 */
		.umem_size = umem_size,
	};
	struct mlx5ctl_membuf m = { 0 };
	int err;

	*samples = NULL;
	*n = 0;
	err = mlx5ctl_resource_dump(dev, &req, mlx5ctl_membuf_sink, &m, stats);
	if (!err)
		err = mlx5ctl_diag_decode_dump(m.p, m.len, req.segment_type, samples, n);
	free(m.p);
	return err;
}

size_t mlx5ctl_diag_dump_bytes(const struct mlx5ctl_diag_params *p)
{
	size_t seg = MLX5CTL_ST_SZ_BYTES(resource_dump_resource_segment) +
		     (size_t)p->num_counters * ENTRY;

	if (p->log_num_of_samples >= 32)
		return SIZE_MAX;
	/* INFO, COMMAND and TERMINATE segments, then one segment a sample */
	return MLX5CTL_ST_SZ_BYTES(resource_dump_info_segment) +
	       MLX5CTL_ST_SZ_BYTES(resource_dump_command_segment) +
	       MLX5CTL_ST_SZ_BYTES(resource_dump_terminate_segment) +
	       ((size_t)1 << p->log_num_of_samples) * seg;
}

struct keyed {
	uint32_t key;
	size_t idx;
	struct mlx5ctl_diag_sample s;
};

static int cmp_keyed(const void *a, const void *b)
{
	const struct keyed *x = a, *y = b;

	if (x->key != y->key)
		return x->key < y->key ? -1 : 1;
	return x->idx < y->idx ? -1 : x->idx > y->idx;
}

void mlx5ctl_diag_sort(struct mlx5ctl_diag_sample *samples, size_t n)
{
	struct keyed *k;

	if (n < 2)
		return;
	k = malloc(n * sizeof(*k));
	if (!k)
		return;
	/*
	 * 16-bit sample ids: a buffer holds fewer than 2^15 samples, so every id is within 2^15
	 * of the first one's; the signed distance from it orders them.
	 */
	for (size_t i = 0; i < n; i++) {
		k[i].key = (uint16_t)(samples[i].sample_id - samples[0].sample_id + 0x8000);
		k[i].idx = i;
		k[i].s = samples[i];
	}
	qsort(k, n, sizeof(*k), cmp_keyed);
	for (size_t i = 0; i < n; i++)
		samples[i] = k[i].s;
	free(k);
}

const char *mlx5ctl_diag_counter_name(uint16_t id)
{
	return mlx5ctl_prm_enum_name(mlx5ctl_prm_find_enum("diag_counter"), id);
}

int mlx5ctl_diag_counter_id(const char *name)
{
	const struct mlx5ctl_enum_value *v =
		mlx5ctl_prm_enum_lookup(mlx5ctl_prm_find_enum("diag_counter"), name);

	return v ? (int)v->value : -ENOENT;
}
