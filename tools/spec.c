// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/* The spec as the tool shows it: replies, structure descriptions, scopes. */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include "spec.h"

int show_struct(J *o, const struct mlx5ctl_struct_desc *st, const void *buf, size_t len,
		unsigned int flags, bool raw)
{
	if (o) {
		J *v = raw ? j_hex(buf, len) : j_prm(st, buf, len, flags);

		if (!v)
			return -1;
		j_set(o, raw ? "raw" : "fields", v);
		return 0;
	}
	if (raw) {
		hexdump(stdout, buf, len, "");
		return 0;
	}
	return mlx5ctl_prm_print(stdout, st, buf, len, flags);
}

const char *const describe_head[] = { "FIELD", "BIT", "WIDTH", "KIND", "FORMAT", "DOC", NULL };

static void describe_one(const struct mlx5ctl_field_desc *f, const char *path, uint32_t bit,
			 struct table *t, J *arr)
{
	const char *fmt = mlx5ctl_prm_format_name(f->format);
	char bits[24], width[24], detail[256] = "";

	if (f->kind == MLX5CTL_KIND_ENUM && f->format != MLX5CTL_FORMAT_BITS)
		snprintf(detail, sizeof(detail), "enum %s", f->enm ? f->enm->name : "?");
	else if (f->format == MLX5CTL_FORMAT_BITS)
		snprintf(detail, sizeof(detail), "bits of %s", f->enm ? f->enm->name : "?");
	else if (f->format == MLX5CTL_FORMAT_NUMBER)
		snprintf(detail, sizeof(detail), "%s%s x %g%s%s", f->is_signed ? "signed " : "",
			 "value", f->scale > 0 ? f->scale : 1, f->unit ? " " : "",
			 f->unit ? f->unit : "");
	else if (fmt && f->njoin)
		snprintf(detail, sizeof(detail), "%s, as %s", fmt, f->display);
	else if (fmt)
		snprintf(detail, sizeof(detail), "%s", fmt);
	else if (f->kind == MLX5CTL_KIND_ARRAY)
		snprintf(detail, sizeof(detail), "%u x %s", f->count, f->type->name);
	else if (f->kind == MLX5CTL_KIND_STRUCT)
		snprintf(detail, sizeof(detail), "%s", f->type->name);
	else if (f->kind == MLX5CTL_KIND_UNION) {
		size_t n = (size_t)snprintf(detail, sizeof(detail), "one of");

		for (unsigned int i = 0; i < f->nalts && n < sizeof(detail); i++)
			n += (size_t)snprintf(detail + n, sizeof(detail) - n, "%s %s", i ? "," : "",
					      mlx5ctl_prm_alt_at(f, i)->name);
	}
	if (t) {
		const char *row[6];

		snprintf(bits, sizeof(bits), "0x%x", bit);
		snprintf(width, sizeof(width), "%u", f->flex ? f->elem_width : f->width);
		row[0] = path;
		row[1] = bits;
		row[2] = width;
		row[3] = mlx5ctl_prm_kind_name(f->kind);
		row[4] = detail;
		row[5] = f->doc;
		table_row(t, row);
	}
	if (arr) {
		J *o = j_obj();

		j_set(o, "name", j_str(path));
		j_set(o, "bit", j_u64(bit));
		j_set(o, "width", j_u64(f->flex ? f->elem_width : f->width));
		j_set(o, "kind", j_str(mlx5ctl_prm_kind_name(f->kind)));
		j_set(o, "flex", j_bool(f->flex));
		j_set(o, "enum", f->enm ? j_str(f->enm->name) : NULL);
		j_set(o, "format", j_str_or_null(fmt));
		j_set(o, "unit", j_str_or_null(f->unit));
		j_set(o, "count", f->kind == MLX5CTL_KIND_ARRAY ? j_u64(f->count) : NULL);
		j_set(o, "detail", j_str_or_null(detail));
		j_set(o, "doc", j_str(f->doc ? f->doc : ""));
		j_push(arr, o);
	}
}

static void describe(const struct mlx5ctl_struct_desc *st, const char *prefix, uint32_t base,
		     int depth, struct table *t, J *arr)
{
	const struct mlx5ctl_field_desc *f;

	for (unsigned int i = 0; (f = mlx5ctl_prm_field_at(st, i)); i++) {
		char path[512];

		snprintf(path, sizeof(path), "%s%s%s", prefix, f->name,
			 f->kind == MLX5CTL_KIND_ARRAY || f->flex ? "[]" : "");
		describe_one(f, path, base + f->bit, t, arr);
		if (depth < 8 && (f->kind == MLX5CTL_KIND_STRUCT ||
				  (f->kind == MLX5CTL_KIND_ARRAY && f->type))) {
			strncat(path, ".", sizeof(path) - strlen(path) - 1);
			describe(f->type, path, base + f->bit, depth + 1, t, arr);
		}
	}
}

void describe_struct(const struct mlx5ctl_struct_desc *st, struct table *t, J *arr)
{
	describe(st, "", 0, 0, t, arr);
}

int print_list(const char *key, J *arr, struct table *t)
{
	if (arr) {
		J *doc = j_obj();

		j_set(doc, key, arr);
		return j_print(stdout, doc) ? EXIT_FAIL : 0;
	}
	return table_print(stdout, t) ? EXIT_FAIL : 0;
}

int print_show(const char *key, J *o, const struct mlx5ctl_struct_desc *st)
{
	J *doc = j_obj();

	if (st) {
		J *arr = j_arr();

		describe_struct(st, NULL, arr);
		j_set(o, "fields", arr);
	}
	j_set(doc, key, o);
	return j_print(stdout, doc) ? EXIT_FAIL : 0;
}

/* every field of a walk: its path, its value in words and as JSON */
struct flat {
	struct flat_row {
		char *path, *text;
		J *json;
	} *rows;
	size_t n, cap;
};

static int flat_visit(void *ctx, const struct mlx5ctl_prm_value *v)
{
	struct flat *fl = ctx;
	struct flat_row *r;
	size_t need;

	if (v->event != MLX5CTL_PRM_FIELD)
		return 0;
	if (fl->n == fl->cap) {
		size_t cap = fl->cap ? fl->cap * 2 : 32;
		struct flat_row *nr = realloc(fl->rows, cap * sizeof(*nr));

		if (!nr)
			return -ENOMEM;
		fl->rows = nr;
		fl->cap = cap;
	}
	r = &fl->rows[fl->n];
	need = mlx5ctl_prm_value_str(v, NULL, 0) + 1;
	r->path = strdup(v->path);
	r->text = malloc(need);
	r->json = j_value(v);
	if (!r->path || !r->text) {
		free(r->path);
		free(r->text);
		j_free(r->json);
		return -ENOMEM;
	}
	mlx5ctl_prm_value_str(v, r->text, need);
	fl->n++;
	return 0;
}

static void flat_free(struct flat *fl)
{
	for (size_t i = 0; i < fl->n; i++) {
		free(fl->rows[i].path);
		free(fl->rows[i].text);
		j_free(fl->rows[i].json);
	}
	free(fl->rows);
}

int struct_changes(const struct mlx5ctl_struct_desc *st, const void *a, const void *b,
		   size_t len, const char *item, char **text, J *arr)
{
	struct flat fa = { 0 }, fb = { 0 };
	char *out = NULL;
	size_t olen = 0;
	FILE *f = NULL;
	int n = 0;

	if (text) {
		*text = NULL;
		f = open_memstream(&out, &olen);
		if (!f)
			return -ENOMEM;
	}
	if (mlx5ctl_prm_walk(st, a, len, 0, flat_visit, &fa) ||
	    mlx5ctl_prm_walk(st, b, len, 0, flat_visit, &fb)) {
		n = -ENOMEM;
		goto out;
	}
	/* by path: a union an enum selects may be laid out differently in a and b */
	for (size_t i = 0; i < fb.n; i++) {
		struct flat_row *ra = NULL, *rb = &fb.rows[i];

		for (size_t k = 0; k < fa.n && !ra; k++) {
			size_t at = (i + k) % fa.n;

			if (!strcmp(fa.rows[at].path, rb->path))
				ra = &fa.rows[at];
		}
		if (ra && !strcmp(ra->text, rb->text))
			continue;
		n++;
		if (f)
			fprintf(f, "  %s%s%s: %s -> %s\n", item ? item : "", item ? "." : "", rb->path,
				ra ? ra->text : "(none)", rb->text);
		if (arr) {
			J *o = j_obj();

			if (item)
				j_set(o, "item", j_str(item));
			j_set(o, "field", j_str(rb->path));
			j_set(o, "from", ra ? ra->json : NULL);
			j_set(o, "to", rb->json);
			if (ra)
				ra->json = NULL;
			rb->json = NULL;
			j_push(arr, o);
		}
	}
out:
	if (f) {
		fclose(f);
		if (n < 0)
			free(out);
		else
			*text = out;
	}
	flat_free(&fa);
	flat_free(&fb);
	return n;
}

static void assignable(FILE *f, const struct mlx5ctl_struct_desc *st, const char *prefix,
		       int depth)
{
	const struct mlx5ctl_field_desc *fd;

	for (unsigned int i = 0; (fd = mlx5ctl_prm_field_at(st, i)); i++) {
		char path[512];

		snprintf(path, sizeof(path), "%s%s", prefix, fd->name);
		switch (fd->kind) {
		case MLX5CTL_KIND_STRUCT:
			if (depth < 8) {
				strncat(path, ".", sizeof(path) - strlen(path) - 1);
				assignable(f, fd->type, path, depth + 1);
			}
			break;
		case MLX5CTL_KIND_ARRAY:
			/* the first entry's fields: enough to complete the rest by hand */
			if (depth < 8) {
				strncat(path, "[0].", sizeof(path) - strlen(path) - 1);
				assignable(f, fd->type, path, depth + 1);
			}
			break;
		case MLX5CTL_KIND_UNION:
			for (unsigned int a = 0; a < fd->nalts && depth < 8; a++) {
				char sub[600];

				snprintf(sub, sizeof(sub), "%s.%s.", path,
					 mlx5ctl_prm_alt_at(fd, a)->name);
				assignable(f, mlx5ctl_prm_alt_at(fd, a), sub, depth + 1);
			}
			break;
		default:
			if (!fd->flex)
				fprintf(f, "%s\n", path);
		}
	}
}

void list_assignable(FILE *f, const struct mlx5ctl_struct_desc *st)
{
	assignable(f, st, "", 0);
}

const char *rpc_scope(const struct mlx5ctl_cmd_desc *c, const uint8_t *in, size_t inlen,
		      const struct mlx5ctl_reg_desc **reg)
{
	const struct mlx5ctl_reg_desc *r;
	bool write;

	if (reg)
		*reg = NULL;
	if (!c->accesses_register)
		return c->scope;
	if (inlen < MLX5CTL_ST_SZ_BYTES(access_register_in))
		return "kernel-only";
	write = MLX5CTL_GET(access_register_in, in, op_mod) == MLX5CTL_ACCESS_REG_OP_MOD_WRITE;
	r = mlx5ctl_prm_find_register_id((uint16_t)MLX5CTL_GET(access_register_in, in,
								 register_id));
	if (reg)
		*reg = r;
	/* a register the spec does not describe: only with full debug rights (the policy) */
	if (!r)
		return "debug-write-full";
	if (write && !strcmp(r->access, "RO"))
		return "kernel-only";
	if (!write && !strcmp(r->access, "WO"))
		return "kernel-only";
	/*
	 * a read whose payload sets a field that does what the register's write does (MTMP mtr),
	 * or ends before one, is that write: 6.12's driver lifts it, fwctl needs its scope
	 */
	for (unsigned int i = 0; !write && i < r->nrules; i++) {
		const struct mlx5ctl_reg_rule *k = &r->rules[i];
		size_t hin = MLX5CTL_ST_SZ_BYTES(access_register_in);
		struct mlx5ctl_prm_ref ref;
		bool kept = false;
		char err[64];

		if (k->write || !k->lifts ||
		    mlx5ctl_prm_resolve(r->layout, k->field, &ref, err, sizeof(err)))
			continue;
		if ((ref.bit / 32 + 1) * 4 <= inlen - hin)
			for (unsigned int j = 0; j < k->nvalues; j++)
				kept |= mlx5ctl_prm_get(in + hin, &ref) == k->values[j];
		if (!kept)
			return r->write_scope;
	}
	return write ? r->write_scope : r->read_scope;
}

void reg_read_at_rest(const struct mlx5ctl_reg_desc *r, uint8_t *data)
{
	for (unsigned int i = 0; i < r->nrules; i++) {
		const struct mlx5ctl_reg_rule *k = &r->rules[i];
		struct mlx5ctl_prm_ref ref;
		char err[128];
		bool allowed = false;
		uint64_t v;

		if (k->write || !k->nvalues ||
		    mlx5ctl_prm_resolve(r->layout, k->field, &ref, err, sizeof(err)))
			continue;
		v = mlx5ctl_prm_get(data, &ref);
		for (unsigned int j = 0; j < k->nvalues; j++)
			allowed |= v == k->values[j];
		if (!allowed)
			mlx5ctl_prm_set(data, &ref, k->values[0]);
	}
}

int reg_index_at_rest(const struct mlx5ctl_reg_desc *r, uint8_t *data, size_t len, char *words,
		      size_t wlen)
{
	char buf[256], *save = NULL, err[128];

	if (!r->at_rest)
		return 0;
	snprintf(buf, sizeof(buf), "%s", r->at_rest);
	for (char *w = strtok_r(buf, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
		size_t n = words ? strlen(words) : 0;

		if (mlx5ctl_prm_assign(r->layout, data, len, w, err, sizeof(err)))
			return -1;
		if (words)
			snprintf(words + n, wlen - n, " %s", w);
	}
	return 0;
}

bool scope_writes(const char *scope)
{
	return strcmp(scope, "debug-read") != 0;
}

const char *scope_words(const char *scope)
{
	if (!strcmp(scope, "configuration"))
		return "a configuration change (the driver logs it)";
	if (!strcmp(scope, "debug-write"))
		return "a write to the device's debug state (the driver taints the kernel)";
	if (!strcmp(scope, "debug-write-full"))
		return "full debug access, CAP_SYS_RAWIO (the driver taints the kernel)";
	if (!strcmp(scope, "kernel-only"))
		return "kernel-only: the driver refuses it";
	return "a read";
}
