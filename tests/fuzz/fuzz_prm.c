// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The parsers and decoders of libmlx5ctl that the tool uses on untrusted text and device
 * replies: field=value assignment into any structure of the spec (mlx5ctl_prm_assign), the
 * walker and printer the tool decodes outboxes and registers with (text, and JSON through the
 * tool's own emitter, tools/json.c), and the dump-stream decoders (segments, the core dump
 * check, diagnostic samples). The first byte picks what.
 *
 * Oracles beyond crashes: an assignment of a number that succeeds reads back as that number;
 * the walker's BEGIN and END events pair up.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"
#include "mlx5ctl.h"
#include "mlx5ctl_lib_prm.h"

static FILE *null_out;
static unsigned int nstructs, ncommands, nregisters;

/* the walker's events: BEGIN and END pair up, fields sit inside */
static int nest_visit(void *ctx, const struct mlx5ctl_prm_value *v)
{
	int *depth = ctx;

	if (v->event == MLX5CTL_PRM_STRUCT_BEGIN || v->event == MLX5CTL_PRM_ARRAY_BEGIN)
		++*depth;
	else if (v->event != MLX5CTL_PRM_FIELD && --*depth < 0)
		abort();
	else if (v->event == MLX5CTL_PRM_FIELD && v->depth != (unsigned int)*depth)
		abort();
	return 0;
}

/* st in buf as the tool shows it: text, the walk checked, JSON */
static void show(const struct mlx5ctl_struct_desc *st, const uint8_t *buf, size_t len,
		 unsigned int flags)
{
	int depth = 0;
	J *doc;

	mlx5ctl_prm_print(null_out, st, buf, len, flags & MLX5CTL_PRINT_NONZERO);
	if (mlx5ctl_prm_walk(st, buf, len, flags, nest_visit, &depth) || depth)
		abort();
	doc = j_prm(st, buf, len, flags & MLX5CTL_PRINT_NONZERO);
	if (doc)
		j_print(null_out, doc);
}

static void assign_lines(const struct mlx5ctl_struct_desc *st, uint8_t *buf, size_t buflen,
			 const char *text, size_t n)
{
	char line[512], err[256];
	size_t i = 0;

	while (i < n) {
		size_t k = 0;

		while (i < n && text[i] != '\n' && k < sizeof(line) - 1)
			line[k++] = text[i++];
		i++;
		line[k] = '\0';
		if (!mlx5ctl_prm_assign(st, buf, buflen, line, err, sizeof(err))) {
			char path[256], *eq = strchr(line, '='), *end;
			struct mlx5ctl_prm_ref ref;
			unsigned long long v;

			if (!eq || (size_t)(eq - line) >= sizeof(path))
				abort();	/* accepted without a '=' */
			memcpy(path, line, (size_t)(eq - line));
			path[eq - line] = '\0';
			errno = 0;
			v = strtoull(eq + 1, &end, 0);
			if (eq[1] && eq[1] != '-' && eq[1] != ' ' && !*end && !errno &&
			    !mlx5ctl_prm_resolve(st, path, &ref, err, sizeof(err)) &&
			    (ref.f->kind == MLX5CTL_KIND_UINT || ref.f->kind == MLX5CTL_KIND_ENUM ||
			     ref.f->kind == MLX5CTL_KIND_FLAG) &&
			    mlx5ctl_prm_get(buf, &ref) != v) {
				fprintf(stderr, "==fuzz== '%s' reads back 0x%llx\n", line,
					(unsigned long long)mlx5ctl_prm_get(buf, &ref));
				abort();
			}
		} else if (!err[0]) {
			fprintf(stderr, "==fuzz== '%s' refused without a message\n", line);
			abort();
		}
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const uint8_t *p = data + 2;
	size_t n = size - 2;
	uint8_t *buf;

	if (!null_out) {
		null_out = fopen("/dev/null", "w");
		while (mlx5ctl_prm_struct_at(nstructs))
			nstructs++;
		while (mlx5ctl_prm_command_at(ncommands))
			ncommands++;
		while (mlx5ctl_prm_register_at(nregisters))
			nregisters++;
	}
	if (size < 2 || !null_out)
		return 0;
	switch (data[0] % 4) {
	case 0: {	/* assignments into a structure, then printed */
		const struct mlx5ctl_struct_desc *st = mlx5ctl_prm_struct_at(data[1] % nstructs);
		size_t len = st->size_bits / 8;

		buf = calloc(1, len + 1);
		if (!buf)
			return 0;
		assign_lines(st, buf, len, (const char *)p, n);
		show(st, buf, len, data[1] & 0x80 ? MLX5CTL_PRINT_NONZERO : 0);
		free(buf);
		break;
	}
	case 1: {	/* an outbox (or register) of any length, decoded as the tool does */
		const struct mlx5ctl_struct_desc *st;
		unsigned int flags = (data[0] >> 2) & 3;

		if (data[1] & 1)
			st = mlx5ctl_prm_command_at((data[1] >> 1) % ncommands)->out;
		else
			st = mlx5ctl_prm_register_at((data[1] >> 1) % nregisters)->layout;
		buf = malloc(n ? n : 1);
		if (!buf)
			return 0;
		memcpy(buf, p, n);
		show(st, buf, n, flags);
		free(buf);
		break;
	}
	case 2: {	/* a dump stream: segments, and the core dump check */
		struct mlx5ctl_core_dump_info info = { .size = sizeof(info) };
		struct mlx5ctl_dump_seg seg = { .size = sizeof(seg) };
		size_t off = 0;

		buf = malloc(n ? n : 1);
		if (!buf)
			return 0;
		memcpy(buf, p, n);
		while (mlx5ctl_dump_next(buf, n, &off, &seg) > 0)
			if (seg.data < buf || seg.data + seg.len > buf + n ||
			    (seg.payload && seg.payload + seg.payload_len > buf + n))
				abort();
		mlx5ctl_core_dump_verify(buf, n, data[1] | 0x1000, &info);
		free(buf);
		break;
	}
	default: {	/* diagnostic samples out of a dump */
		struct mlx5ctl_diag_sample *s;
		size_t ns;

		buf = malloc(n ? n : 1);
		if (!buf)
			return 0;
		memcpy(buf, p, n);
		if (!mlx5ctl_diag_decode_dump(buf, n, data[1] | 0x1000, &s, &ns)) {
			mlx5ctl_diag_sort(s, ns);
			free(s);
		}
		free(buf);
		break;
	}
	}
	return 0;
}
