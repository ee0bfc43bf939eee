/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
#ifndef KERNEL_LAYOUTS_H
#define KERNEL_LAYOUTS_H

/* One field of a struct mlx5_ifc_<name>_bits, as gcc laid it out (bits). */
struct kernel_field {
	const char *st;
	const char *field;
	unsigned int bit;
	unsigned int width;
	unsigned int st_size;
};

extern const struct kernel_field kernel_fields[];
extern const unsigned int kernel_nfields;

#endif
