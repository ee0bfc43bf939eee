/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/*
 * Run-time access to the PRM by name, over the tables generated from prm/:
 * find structures, commands, registers and enums; read, write and print any
 * field of a big-endian PRM buffer given its dotted path.
 */
#ifndef MLX5CTL_LIB_PRM_H
#define MLX5CTL_LIB_PRM_H

#include <stdint.h>
#include <stdio.h>

#include "mlx5ctl_prm.h"

#ifdef __cplusplus
extern "C" {
#endif

const struct mlx5ctl_struct_desc *mlx5ctl_prm_find_struct(const char *name);
/* case-insensitive: "QUERY_HCA_CAP", "query_hca_cap" and "query-hca-cap" */
const struct mlx5ctl_cmd_desc *mlx5ctl_prm_find_command(const char *name);
const struct mlx5ctl_cmd_desc *mlx5ctl_prm_find_opcode(uint16_t opcode);
const struct mlx5ctl_reg_desc *mlx5ctl_prm_find_register(const char *name);
const struct mlx5ctl_reg_desc *mlx5ctl_prm_find_register_id(uint16_t id);
const struct mlx5ctl_enum_desc *mlx5ctl_prm_find_enum(const char *name);
/* the value's name, or NULL */
const char *mlx5ctl_prm_enum_name(const struct mlx5ctl_enum_desc *e, uint32_t value);
const struct mlx5ctl_enum_value *mlx5ctl_prm_enum_lookup(const struct mlx5ctl_enum_desc *e,
							 const char *name);

/* A field resolved from a path: its description and absolute bit offset. */
struct mlx5ctl_prm_ref {
	const struct mlx5ctl_field_desc *f;
	uint32_t bit;
};

/*
 * Resolve "a.b.c", "arr[2].x" or, through a union, "capability.cmd_hca_cap.x".
 * Returns 0, or -ENOENT / -EINVAL with a message in err naming the field.
 */
int mlx5ctl_prm_resolve(const struct mlx5ctl_struct_desc *st, const char *path,
			struct mlx5ctl_prm_ref *ref, char *err, size_t errlen);
/* integer fields (uint, enum, flag; up to 64 bits) */
uint64_t mlx5ctl_prm_get(const void *buf, const struct mlx5ctl_prm_ref *ref);
/* -ERANGE when v does not fit the field, -EINVAL for a field that is not an integer */
int mlx5ctl_prm_set(void *buf, const struct mlx5ctl_prm_ref *ref, uint64_t v);
/*
 * Apply "path=value" to buf (buflen bytes). value: decimal, 0x-hex, an enum
 * value's name for enum fields, 0/1 or true/false for flags, a hex string or
 * "str:text" for byte arrays. Errors name the field and the structure.
 */
int mlx5ctl_prm_assign(const struct mlx5ctl_struct_desc *st, void *buf, size_t buflen,
		       const char *assignment, char *err, size_t errlen);

enum {
	MLX5CTL_PRINT_NONZERO = 1 << 0,	/* leave out fields that are zero */
	MLX5CTL_PRINT_JSON = 1 << 1,	/* one JSON object instead of aligned lines */
};

/*
 * Print every field of st from buf: aligned "name: value" lines (nested
 * fields as a.b), or a JSON object. buflen bounds what is read; fields beyond
 * it are left out. Returns 0 or -errno.
 */
int mlx5ctl_prm_print(FILE *f, const struct mlx5ctl_struct_desc *st, const void *buf,
		      size_t buflen, unsigned int flags);

/* Print s as a JSON string: quoted, with " and \ escaped and control characters as \uXXXX. */
void mlx5ctl_json_string(FILE *f, const char *s);

#ifdef __cplusplus
}
#endif

#endif /* MLX5CTL_LIB_PRM_H */
