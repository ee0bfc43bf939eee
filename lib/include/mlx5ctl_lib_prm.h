/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/*
 * Run-time access to the PRM by name, over the tables generated from prm/:
 * find structures, commands, registers and enums; read, write, walk and print any
 * field of a big-endian PRM buffer given its dotted path, shown the way the spec's
 * display formats say.
 *
 * The descriptors (struct mlx5ctl_struct_desc, ...) are the library's: reach them through
 * the functions below (the _at() accessors rather than indexing their arrays), so that they
 * can grow.
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

/* The i-th of each table (in the spec's order: commands by opcode, registers by id,
 * structures and enums by name), NULL past the end. */
const struct mlx5ctl_struct_desc *mlx5ctl_prm_struct_at(unsigned int i);
const struct mlx5ctl_cmd_desc *mlx5ctl_prm_command_at(unsigned int i);
const struct mlx5ctl_reg_desc *mlx5ctl_prm_register_at(unsigned int i);
const struct mlx5ctl_enum_desc *mlx5ctl_prm_enum_at(unsigned int i);
/* A structure's i-th field (in bit order), an enum's i-th value, a union's i-th alternative. */
const struct mlx5ctl_field_desc *mlx5ctl_prm_field_at(const struct mlx5ctl_struct_desc *st,
						      unsigned int i);
const struct mlx5ctl_enum_value *mlx5ctl_prm_enum_value_at(const struct mlx5ctl_enum_desc *e,
							   unsigned int i);
const struct mlx5ctl_struct_desc *mlx5ctl_prm_alt_at(const struct mlx5ctl_field_desc *f,
						     unsigned int i);
/* The flag of the enum's value-0 structure that says the device has this value (cap_type: the
 * general capability that announces a page, e.g. SHAMPO's "shampo"), or NULL: the spec says
 * nothing (the value is always there, or it is no such enum). */
const char *mlx5ctl_prm_enum_present_if(const struct mlx5ctl_enum_value *v);
/* The i-th NV parameter mstconfig knows (by name), NULL past the end. */
const struct mlx5ctl_nv_param_desc *mlx5ctl_prm_nv_param_at(unsigned int i);
/* "uint", "enum", "flag", "bytes", "struct", "array", "union" */
const char *mlx5ctl_prm_kind_name(enum mlx5ctl_kind kind);
/* "hex", "dec", "bcd", "number", "bits", "ascii", "mac", "date", or NULL for none */
const char *mlx5ctl_prm_format_name(enum mlx5ctl_format format);

/* A field resolved from a path: its description and absolute bit offset. Fixed layout. */
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

/* ---- walking a buffer field by field, values shown as the spec's formats say ---- */
enum mlx5ctl_prm_event {
	MLX5CTL_PRM_FIELD,		/* a value */
	MLX5CTL_PRM_STRUCT_BEGIN,	/* a nested structure, a union's alternative, an entry */
	MLX5CTL_PRM_STRUCT_END,
	MLX5CTL_PRM_ARRAY_BEGIN,	/* an array of structures: entries follow */
	MLX5CTL_PRM_ARRAY_END,
};

enum mlx5ctl_prm_type {
	MLX5CTL_VALUE_UINT,		/* u; hex / dec: the spec's base */
	MLX5CTL_VALUE_INT,		/* i (two's complement field), unit */
	MLX5CTL_VALUE_REAL,		/* r (scaled), unit */
	MLX5CTL_VALUE_BOOL,		/* u: 0 or 1 (a flag) */
	MLX5CTL_VALUE_ENUM,		/* u and name (NULL: a value the spec does not name) */
	MLX5CTL_VALUE_BITS,		/* u, bits named by field->enm */
	MLX5CTL_VALUE_TEXT,		/* text: ASCII (other bytes as \xNN), a MAC, a date */
	MLX5CTL_VALUE_BYTES,		/* bytes, nbytes: raw (a byte array, an undecoded union) */
};

/* What the walker hands its visitor: valid during the call only. Library-allocated. */
struct mlx5ctl_prm_value {
	enum mlx5ctl_prm_event event;
	const char *path;		/* "fw_info.build_date", "diagnostic_counter[2].counter_id" */
	const char *key;		/* its last name ("build_date"); NULL for array entries */
	unsigned int index;		/* array entries: their index */
	unsigned int depth;		/* 0 for the fields of the top structure */
	const struct mlx5ctl_field_desc *field;	/* the field (joined fields: the first) */
	enum mlx5ctl_prm_type type;
	uint64_t u;
	int64_t i;
	double r;
	const char *unit;		/* INT, REAL, UINT: the spec's unit or NULL */
	const char *name;		/* ENUM */
	const char *text;		/* TEXT */
	const uint8_t *bytes;		/* BYTES */
	size_t nbytes;
	bool hex, dec;			/* UINT: the spec's base (neither: the printer's choice) */
};
typedef int (*mlx5ctl_prm_visitor)(void *ctx, const struct mlx5ctl_prm_value *v);

enum {
	MLX5CTL_PRINT_NONZERO = 1 << 0,	/* leave out fields that are zero (and empty structures) */
	MLX5CTL_WALK_KEEP_INDEX = 1 << 1, /* with NONZERO: keep array entries before the last
					   * non-zero one, so that positions keep their meaning */
};

/*
 * Call visit for every field of st in buf (buflen bytes: fields beyond it are left out),
 * nested structures and arrays between BEGIN and END events, a union as the alternative an
 * enum field of the structure selects (else as bytes), fields the spec joins (MGIR's MAC) as
 * one value. A non-zero return from visit stops the walk and is returned. -ENOMEM, or 0.
 */
int mlx5ctl_prm_walk(const struct mlx5ctl_struct_desc *st, const void *buf, size_t buflen,
		     unsigned int flags, mlx5ctl_prm_visitor visit, void *ctx);
/*
 * A FIELD value in words: "0x101d (4125)", "43.125 °C", "OK (0x0)", "RAW_TX|TOOLS_RESOURCES
 * (0x5)", "2024-06-15 12:00", bytes as hex digits. Returns the length it needed (as snprintf).
 */
size_t mlx5ctl_prm_value_str(const struct mlx5ctl_prm_value *v, char *buf, size_t len);

/*
 * Print every field of st from buf as aligned "name: value" lines (nested fields as a.b,
 * entries as a[2].b); byte arrays longer than 32 bytes as a hex dump below their line (runs of
 * zero lines as "*"). Nothing is cut. Returns 0 or -errno.
 */
int mlx5ctl_prm_print(FILE *f, const struct mlx5ctl_struct_desc *st, const void *buf,
		      size_t buflen, unsigned int flags);

#ifdef __cplusplus
}
#endif

#endif /* MLX5CTL_LIB_PRM_H */
