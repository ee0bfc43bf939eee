// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * Read every integer field of the general capability page N times, either with the library's
 * generic codec over the field descriptors ("generic": mlx5ctl_prm_get per field, as the tool
 * and mlx5ctl_prm_walk read any structure) or field by field with kernel-style MLX5_GET
 * ("get", offsets known at compile time), or not at all ("none", the baseline). Run under
 * callgrind by scripts/bench-decode.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlx5ctl_lib_prm.h"

void get_all(uint64_t *v, const void *buf);

static void generic_all(const struct mlx5ctl_struct_desc *st, uint64_t *v, const void *buf)
{
	unsigned int n = 0;

	for (unsigned int i = 0; i < st->nfields; i++) {
		const struct mlx5ctl_field_desc *f = &st->fields[i];
		struct mlx5ctl_prm_ref ref = { .f = f, .bit = f->bit };

		if (f->flex || (f->kind != MLX5CTL_KIND_UINT && f->kind != MLX5CTL_KIND_ENUM &&
				f->kind != MLX5CTL_KIND_FLAG))
			continue;
		v[n++] = mlx5ctl_prm_get(buf, &ref);
	}
}

int main(int argc, char **argv)
{
	static uint32_t page[MLX5CTL_ST_SZ_BYTES(cmd_hca_cap) / 4];
	const struct mlx5ctl_struct_desc *st = &mlx5ctl_prm_st_cmd_hca_cap;
	uint64_t *v = calloc(st->nfields, sizeof(*v)), *w = calloc(st->nfields, sizeof(*w));
	const char *mode = argc > 1 ? argv[1] : "none";
	long n = argc > 2 ? atol(argv[2]) : 1000;
	unsigned long sum = 0;

	if (!v || !w)
		return 1;
	for (size_t i = 0; i < sizeof(page) / sizeof(page[0]); i++)
		page[i] = (uint32_t)(i * 2654435761u);
	/* both read the same values */
	generic_all(st, v, page);
	get_all(w, page);
	if (memcmp(v, w, st->nfields * sizeof(*v))) {
		fprintf(stderr, "the generic codec and MLX5_GET disagree\n");
		return 1;
	}
	for (long i = 0; i < n; i++) {
		page[0] ^= (uint32_t)i;		/* keep the loop from being hoisted */
		if (!strcmp(mode, "generic"))
			generic_all(st, v, page);
		else if (!strcmp(mode, "get"))
			get_all(v, page);
		else
			v[0] = (uint64_t)i;
		sum += v[0] + v[st->nfields / 2];
	}
	printf("%s %ld %lu\n", mode, n, sum);
	free(v);
	free(w);
	return 0;
}
