/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/*
 * The spec as the tool shows it: decoded replies (tables, JSON or hex), structure
 * descriptions for --show, and what the driver's policy will make of a request (its scope,
 * from the same spec the driver's policy is generated from).
 */
#ifndef MLX5CTL_TOOL_SPEC_H
#define MLX5CTL_TOOL_SPEC_H

#include "json.h"
#include "table.h"
#include "tool.h"

/*
 * A buffer laid out as st: for people the decoded fields (prm_print), or with raw a hex dump;
 * for machines o["fields"] (or o["raw"], hex). flags: MLX5CTL_PRINT_NONZERO.
 */
int show_struct(J *o, const struct mlx5ctl_struct_desc *st, const void *buf, size_t len,
		unsigned int flags, bool raw);

/* st's fields, nested ones as a.b, entries as a[].b: table rows (FIELD BIT WIDTH KIND
 * FORMAT DOC) or JSON objects pushed to arr */
void describe_struct(const struct mlx5ctl_struct_desc *st, struct table *t, J *arr);
extern const char *const describe_head[];

/*
 * What changes from a to b (both laid out as st, len bytes): "  [item.]path: old -> new" lines
 * into text (if not NULL) and {["item",] "field", "from", "to"} objects pushed to arr (if not
 * NULL). Returns the number of fields that differ, or -ENOMEM.
 */
int struct_changes(const struct mlx5ctl_struct_desc *st, const void *a, const void *b,
		   size_t len, const char *item, char **text, J *arr);

/*
 * A --list: with -j {"key": arr} (arr's objects), else the table t; either is freed.
 * 0 or EXIT_FAIL.
 */
int print_list(const char *key, J *arr, struct table *t);
/* a --show in JSON: {"key": o}, o given "fields" (st's descriptions) if st */
int print_show(const char *key, J *o, const struct mlx5ctl_struct_desc *st);

/*
 * The fields of a register's read rules (PPCNT clr, MTMP mtr, ...) that data sets to a value
 * that would act on a read, put back to the first value the rule allows (its resting value).
 */
void reg_read_at_rest(const struct mlx5ctl_reg_desc *r, uint8_t *data);
/*
 * The index a read of r names at rest when the caller names none (the spec's at_rest: PTYS's
 * protocol), set in data (len bytes); each "field=value" is appended to words (wlen bytes; NULL:
 * not kept). 0, or -1 on a word the layout refuses (the spec's bug: codegen checks them).
 */
int reg_index_at_rest(const struct mlx5ctl_reg_desc *r, uint8_t *data, size_t len, char *words,
		      size_t wlen);

/* the paths that can be assigned (field=value) in st, one per line (completion) */
void list_assignable(FILE *f, const struct mlx5ctl_struct_desc *st);

/*
 * The scope the driver's policy gives inbox `in` of command c ("kernel-only",
 * "configuration", "debug-read", "debug-write", "debug-write-full"), ACCESS_REG judged by
 * its register and direction as the driver judges it. *reg: the register, if any.
 */
const char *rpc_scope(const struct mlx5ctl_cmd_desc *c, const uint8_t *in, size_t inlen,
		      const struct mlx5ctl_reg_desc **reg);
/* a scope beyond debug-read: the tool asks before it (and --dry-run stops before it) */
bool scope_writes(const char *scope);
/* what a scope lets happen, for the confirmation question */
const char *scope_words(const char *scope);

#endif
