// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * Upstream cross-check: every structure and field of prm/ that also exists in Linux 6.12's
 * include/linux/mlx5/mlx5_ifc.h has the same bit offset and width there. The kernel's side is
 * kernel_layouts.c, computed at build time by compiling the header (gen_kernel_layouts.py).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernel_layouts.h"
#include "mlx5ctl_prm.h"

#include "check_run.h"

static const struct kernel_field *kfind(const char *st, const char *field)
{
	for (unsigned int i = 0; i < kernel_nfields; i++)
		if (!strcmp(kernel_fields[i].st, st) && !strcmp(kernel_fields[i].field, field))
			return &kernel_fields[i];
	return NULL;
}

static bool kernel_has_struct(const char *st, unsigned int *size)
{
	for (unsigned int i = 0; i < kernel_nfields; i++)
		if (!strcmp(kernel_fields[i].st, st)) {
			*size = kernel_fields[i].st_size;
			return true;
		}
	return false;
}

START_TEST(test_fields_match_kernel)
{
	unsigned int structs = 0, fields = 0, mismatches = 0;

	for (unsigned int s = 0; s < mlx5ctl_prm_nstructs; s++) {
		const struct mlx5ctl_struct_desc *st = mlx5ctl_prm_structs[s];
		unsigned int ksize;

		if (!kernel_has_struct(st->name, &ksize))
			continue;
		structs++;
		if (ksize != st->size_bits) {
			fprintf(stderr, "MISMATCH %s: size 0x%x bits, kernel 0x%x\n", st->name,
				st->size_bits, ksize);
			mismatches++;
		}
		for (unsigned int i = 0; i < st->nfields; i++) {
			const struct mlx5ctl_field_desc *f = &st->fields[i];
			const struct kernel_field *k = kfind(st->name, f->name);

			if (!k)
				continue;
			fields++;
			if (k->bit != f->bit || k->width != f->width) {
				fprintf(stderr, "MISMATCH %s.%s: spec bit 0x%x width 0x%x, "
					"kernel bit 0x%x width 0x%x\n", st->name, f->name, f->bit,
					f->width, k->bit, k->width);
				mismatches++;
			}
		}
	}
	printf("cross-checked %u structures, %u fields against mlx5_ifc.h\n", structs, fields);
	ck_assert_msg(!mismatches, "%u layout mismatches with mlx5_ifc.h (listed above)",
		      mismatches);
	/* the check must have something to check */
	ck_assert_uint_ge(structs, 40);
	ck_assert_uint_ge(fields, 600);
}
END_TEST

/* The whole general capability layout is in the spec: every named field of the kernel's. */
START_TEST(test_general_caps_complete)
{
	const struct mlx5ctl_struct_desc *cap = &mlx5ctl_prm_st_cmd_hca_cap;
	unsigned int missing = 0, n = 0;

	for (unsigned int i = 0; i < kernel_nfields; i++) {
		const struct kernel_field *k = &kernel_fields[i];
		bool found = false;

		if (strcmp(k->st, "cmd_hca_cap") || !strncmp(k->field, "reserved_", 9))
			continue;
		n++;
		for (unsigned int j = 0; j < cap->nfields; j++)
			if (!strcmp(cap->fields[j].name, k->field))
				found = true;
		if (!found) {
			fprintf(stderr, "cmd_hca_cap.%s is in mlx5_ifc.h but not in prm/\n", k->field);
			missing++;
		}
	}
	ck_assert_uint_gt(n, 300);
	ck_assert_msg(!missing, "%u general capability fields missing from prm/", missing);
}
END_TEST

int main(void)
{
	return check_run("upstream", 30,
			 test_fields_match_kernel,
			 test_general_caps_complete, NULL);
}
