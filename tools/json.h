/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/*
 * The tool's one JSON emitter, over json-c: every subcommand builds its document with these
 * and prints it with j_print(). The document types are in docs/json.md and
 * docs/mlx5ctl.schema.json (tests validate every subcommand's output against it): enums as
 * {"name", "value"}, bit masks as {"value", "names"}, flags as booleans, byte arrays as hex
 * strings, nested structures as objects, arrays as arrays.
 */
#ifndef MLX5CTL_TOOL_JSON_H
#define MLX5CTL_TOOL_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "mlx5ctl.h"

typedef struct json_object J;

/* once, before the first document: the key hash json-c seeds from no random pool */
void j_init(void);
J *j_obj(void);
J *j_arr(void);
/* a string; bytes that are not UTF-8 become \xNN text, so the document always is */
J *j_str(const char *s);
J *j_str_or_null(const char *s);	/* NULL or "" -> null */
J *j_u64(uint64_t v);
J *j_i64(int64_t v);
J *j_real(double v);
J *j_bool(bool v);
J *j_null(void);
/* {"name": name or null, "value": v} */
J *j_enum(const char *name, uint64_t v);
/* {"value": v, "names": [the names of e's values set in v, then "0x.." for the rest]} */
J *j_bits(const struct mlx5ctl_enum_desc *e, uint64_t v);
/* lower-case hex digits, nothing cut */
J *j_hex(const uint8_t *p, size_t n);
/* space-separated words as an array of strings */
J *j_words(const char *s);

/* o[key] = v (v is o's now); the key is kept in the order of the calls */
void j_set(J *o, const char *key, J *v);
void j_push(J *a, J *v);
/* a value the walker handed over, as its JSON type */
J *j_value(const struct mlx5ctl_prm_value *v);
/*
 * st in buf as an object: fields by name, nested structures as objects, arrays as arrays.
 * flags: MLX5CTL_PRINT_NONZERO (zero fields left out, array positions kept). NULL on error.
 */
J *j_prm(const struct mlx5ctl_struct_desc *st, const void *buf, size_t len, unsigned int flags);

/* print doc (indented, one newline after) and free it; 0, or -EIO / -ENOMEM */
int j_print(FILE *f, J *doc);
/* the same on one line (JSON Lines: progress events); also frees doc */
int j_print_line(FILE *f, J *doc);
void j_free(J *doc);

#endif /* MLX5CTL_TOOL_JSON_H */
