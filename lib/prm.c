// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/* Run-time access to the PRM by name, over the tables generated from prm/. */
#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "mlx5ctl_lib_prm.h"

static bool name_eq(const char *a, const char *b)
{
	for (; *a && *b; a++, b++) {
		int ca = *a == '-' ? '_' : tolower((unsigned char)*a);
		int cb = *b == '-' ? '_' : tolower((unsigned char)*b);

		if (ca != cb)
			return false;
	}
	return *a == *b;
}

const struct mlx5ctl_struct_desc *mlx5ctl_prm_find_struct(const char *name)
{
	for (unsigned int i = 0; i < mlx5ctl_prm_nstructs; i++)
		if (!strcmp(mlx5ctl_prm_structs[i].name, name))
			return &mlx5ctl_prm_structs[i];
	return NULL;
}

const struct mlx5ctl_cmd_desc *mlx5ctl_prm_find_command(const char *name)
{
	for (unsigned int i = 0; i < mlx5ctl_prm_ncommands; i++)
		if (name_eq(mlx5ctl_prm_commands[i].name, name))
			return &mlx5ctl_prm_commands[i];
	return NULL;
}

const struct mlx5ctl_cmd_desc *mlx5ctl_prm_find_opcode(uint16_t opcode)
{
	for (unsigned int i = 0; i < mlx5ctl_prm_ncommands; i++)
		if (mlx5ctl_prm_commands[i].opcode == opcode)
			return &mlx5ctl_prm_commands[i];
	return NULL;
}

const struct mlx5ctl_reg_desc *mlx5ctl_prm_find_register(const char *name)
{
	for (unsigned int i = 0; i < mlx5ctl_prm_nregisters; i++)
		if (name_eq(mlx5ctl_prm_registers[i].name, name))
			return &mlx5ctl_prm_registers[i];
	return NULL;
}

const struct mlx5ctl_reg_desc *mlx5ctl_prm_find_register_id(uint16_t id)
{
	for (unsigned int i = 0; i < mlx5ctl_prm_nregisters; i++)
		if (mlx5ctl_prm_registers[i].id == id)
			return &mlx5ctl_prm_registers[i];
	return NULL;
}

const struct mlx5ctl_enum_desc *mlx5ctl_prm_find_enum(const char *name)
{
	for (unsigned int i = 0; i < mlx5ctl_prm_nenums; i++)
		if (!strcmp(mlx5ctl_prm_enums[i].name, name))
			return &mlx5ctl_prm_enums[i];
	return NULL;
}

const char *mlx5ctl_prm_enum_name(const struct mlx5ctl_enum_desc *e, uint32_t value)
{
	for (unsigned int i = 0; e && i < e->nvalues; i++)
		if (e->values[i].value == value)
			return e->values[i].name;
	return NULL;
}

const struct mlx5ctl_enum_value *mlx5ctl_prm_enum_lookup(const struct mlx5ctl_enum_desc *e,
							 const char *name)
{
	for (unsigned int i = 0; e && i < e->nvalues; i++)
		if (name_eq(e->values[i].name, name))
			return &e->values[i];
	return NULL;
}

static int fail(char *err, size_t errlen, int ret, const char *fmt, ...)
{
	va_list ap;

	if (err && errlen) {
		va_start(ap, fmt);
		vsnprintf(err, errlen, fmt, ap);
		va_end(ap);
	}
	return ret;
}

static const struct mlx5ctl_field_desc *find_field(const struct mlx5ctl_struct_desc *st,
						   const char *name, size_t len)
{
	for (unsigned int i = 0; i < st->nfields; i++)
		if (st->fields[i].name && strlen(st->fields[i].name) == len &&
		    !strncmp(st->fields[i].name, name, len))
			return &st->fields[i];
	return NULL;
}

int mlx5ctl_prm_resolve(const struct mlx5ctl_struct_desc *st, const char *path,
			struct mlx5ctl_prm_ref *ref, char *err, size_t errlen)
{
	const struct mlx5ctl_struct_desc *cur = st;
	const struct mlx5ctl_field_desc *f = NULL;
	const char *p = path;
	uint32_t bit = 0;

	if (!path || !*path)
		return fail(err, errlen, -EINVAL, "empty field name for '%s'", st->name);
	while (*p) {
		size_t len = strcspn(p, ".[");
		unsigned long idx = 0;
		bool indexed = false;

		if (!cur)
			return fail(err, errlen, -ENOENT, "'%s': '%.*s' is not inside a structure",
				    path, (int)(p - path - 1), path);
		if (f && f->kind == MLX5CTL_KIND_UNION) {
			/* choose an alternative by its structure name */
			const struct mlx5ctl_struct_desc *alt = NULL;

			for (unsigned int i = 0; i < f->nalts; i++)
				if (strlen(f->alts[i]->name) == len &&
				    !strncmp(f->alts[i]->name, p, len))
					alt = f->alts[i];
			if (!alt)
				return fail(err, errlen, -ENOENT,
					    "'%s': '%.*s' is not an alternative of union '%s'",
					    path, (int)len, p, f->name);
			cur = alt;
			p += len;
			if (*p == '.')
				p++;
			else if (*p)
				return fail(err, errlen, -EINVAL, "'%s': bad path", path);
			if (!*p)
				return fail(err, errlen, -EINVAL, "'%s': names a structure, not a field",
					    path);
			f = NULL;
			continue;
		}
		f = find_field(cur, p, len);
		if (!f)
			return fail(err, errlen, -ENOENT, "unknown field '%.*s' in structure '%s'",
				    (int)len, p, cur->name);
		bit += f->bit;
		p += len;
		if (*p == '[') {
			char *end;

			idx = strtoul(p + 1, &end, 0);
			if (end == p + 1 || *end != ']')
				return fail(err, errlen, -EINVAL, "'%s': bad index", path);
			p = end + 1;
			indexed = true;
		}
		if (indexed) {
			if (f->kind != MLX5CTL_KIND_ARRAY && !f->flex)
				return fail(err, errlen, -EINVAL, "'%s': field '%s' is not an array",
					    path, f->name);
			if (!f->flex && idx >= f->count)
				return fail(err, errlen, -ERANGE,
					    "'%s': index %lu is out of range (%u entries)", path, idx,
					    f->count);
			if (f->type)
				bit += (uint32_t)idx * f->type->size_bits;
			else
				bit += (uint32_t)idx * f->elem_width;
		}
		if (*p == '.')
			p++;
		else if (*p)
			return fail(err, errlen, -EINVAL, "'%s': bad path", path);
		if (f->kind == MLX5CTL_KIND_STRUCT ||
		    (f->kind == MLX5CTL_KIND_ARRAY && indexed))
			cur = f->type;
		else if (f->kind == MLX5CTL_KIND_UNION)
			cur = st;	/* any non-NULL: the alternative is chosen next */
		else
			cur = NULL;
		if (!*p && ((f->kind == MLX5CTL_KIND_ARRAY && !indexed) ||
			    (f->flex && !indexed)))
			return fail(err, errlen, -EINVAL, "'%s' is an array: give an index", path);
	}
	ref->f = f;
	ref->bit = bit;
	return 0;
}

static uint32_t ref_width(const struct mlx5ctl_prm_ref *ref)
{
	return ref->f->flex ? ref->f->elem_width : ref->f->width;
}

uint64_t mlx5ctl_prm_get(const void *buf, const struct mlx5ctl_prm_ref *ref)
{
	uint32_t w = ref_width(ref);

	if (w == 64)
		return mlx5ctl_be64_load((const uint8_t *)buf + ref->bit / 8);
	if (w > 32)
		return 0;
	return mlx5ctl_bits_get(buf, ref->bit, w);
}

int mlx5ctl_prm_set(void *buf, const struct mlx5ctl_prm_ref *ref, uint64_t v)
{
	uint32_t w = ref_width(ref);

	if (ref->f->kind != MLX5CTL_KIND_UINT && ref->f->kind != MLX5CTL_KIND_ENUM &&
	    ref->f->kind != MLX5CTL_KIND_FLAG)
		return -EINVAL;
	if (w < 64 && v >> w)
		return -ERANGE;
	if (w == 64)
		mlx5ctl_be64_store((uint8_t *)buf + ref->bit / 8, v);
	else
		mlx5ctl_bits_set(buf, ref->bit, w, (uint32_t)v);
	return 0;
}

static int parse_u64(const char *s, uint64_t *v)
{
	char *end;

	if (!*s || *s == '-' || isspace((unsigned char)*s))
		return -EINVAL;
	errno = 0;
	*v = strtoull(s, &end, 0);
	if (errno || *end)
		return -EINVAL;
	return 0;
}

static int hexval(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c = tolower(c);
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	return -1;
}

int mlx5ctl_prm_assign(const struct mlx5ctl_struct_desc *st, void *buf, size_t buflen,
		       const char *assignment, char *err, size_t errlen)
{
	const char *eq = strchr(assignment, '=');
	struct mlx5ctl_prm_ref ref;
	char path[256];
	const char *val;
	uint64_t v;
	uint32_t w;
	int ret;

	if (!eq || eq == assignment || (size_t)(eq - assignment) >= sizeof(path))
		return fail(err, errlen, -EINVAL, "'%s': expected field=value", assignment);
	memcpy(path, assignment, (size_t)(eq - assignment));
	path[eq - assignment] = '\0';
	val = eq + 1;
	ret = mlx5ctl_prm_resolve(st, path, &ref, err, errlen);
	if (ret)
		return ret;
	w = ref_width(&ref);
	/* (an integer of up to 32 bits is written as the 32-bit word it lies in) */
	if ((ref.bit + w + 7) / 8 > buflen ||
	    (ref.f->kind != MLX5CTL_KIND_BYTES && w <= 32 && (ref.bit / 32 + 1) * 4 > buflen))
		return fail(err, errlen, -ERANGE, "field '%s' lies beyond the %zu-byte buffer",
			    path, buflen);
	switch (ref.f->kind) {
	case MLX5CTL_KIND_BYTES: {
		uint8_t *dst = (uint8_t *)buf + ref.bit / 8;
		size_t n = w / 8, len;

		if (!strncmp(val, "str:", 4)) {
			len = strlen(val + 4);
			if (len > n)
				return fail(err, errlen, -ERANGE,
					    "field '%s': %zu characters do not fit %zu bytes",
					    path, len, n);
			memset(dst, 0, n);
			memcpy(dst, val + 4, len);
			return 0;
		}
		if (!strncmp(val, "0x", 2))
			val += 2;
		len = strlen(val);
		if (len % 2 || len / 2 > n)
			return fail(err, errlen, len % 2 ? -EINVAL : -ERANGE,
				    "field '%s': expected up to %zu bytes as hex digits or str:text",
				    path, n);
		memset(dst, 0, n);
		for (size_t i = 0; i < len / 2; i++) {
			int hi = hexval((unsigned char)val[2 * i]);
			int lo = hexval((unsigned char)val[2 * i + 1]);

			if (hi < 0 || lo < 0)
				return fail(err, errlen, -EINVAL,
					    "field '%s': '%s' is not hex", path, val);
			dst[i] = (uint8_t)(hi << 4 | lo);
		}
		return 0;
	}
	case MLX5CTL_KIND_UINT:
	case MLX5CTL_KIND_ENUM:
	case MLX5CTL_KIND_FLAG:
		if (parse_u64(val, &v)) {
			const struct mlx5ctl_enum_value *ev = NULL;

			if (ref.f->kind == MLX5CTL_KIND_ENUM)
				ev = mlx5ctl_prm_enum_lookup(ref.f->enm, val);
			if (ref.f->kind == MLX5CTL_KIND_FLAG && !strcasecmp(val, "true"))
				v = 1;
			else if (ref.f->kind == MLX5CTL_KIND_FLAG && !strcasecmp(val, "false"))
				v = 0;
			else if (ev)
				v = ev->value;
			else
				return fail(err, errlen, -EINVAL, "field '%s': '%s' is not %s", path,
					    val, ref.f->kind == MLX5CTL_KIND_ENUM ?
					    "a number or a value of its enum" : "a number");
		}
		if (mlx5ctl_prm_set(buf, &ref, v))
			return fail(err, errlen, -ERANGE,
				    "field '%s': %s does not fit in %u bits (max 0x%" PRIx64 ")",
				    path, val, w, w >= 64 ? UINT64_MAX : (UINT64_C(1) << w) - 1);
		return 0;
	default:
		return fail(err, errlen, -EINVAL,
			    "field '%s' is a structure; set its fields (%s.<field>)", path, path);
	}
}

/* ------------------------------------------------------------------ printing */

struct row {
	char *name;
	char *value;
	bool quoted;	/* JSON: value is a string */
};

struct printer {
	struct row *rows;
	size_t n, cap;
	unsigned int flags;
	int err;
};

static void add_row(struct printer *pr, const char *name, const char *value, bool quoted)
{
	struct row *r;

	if (pr->err)
		return;
	if (pr->n == pr->cap) {
		size_t cap = pr->cap ? pr->cap * 2 : 64;
		struct row *nr = realloc(pr->rows, cap * sizeof(*nr));

		if (!nr) {
			pr->err = -ENOMEM;
			return;
		}
		pr->rows = nr;
		pr->cap = cap;
	}
	r = &pr->rows[pr->n];
	r->name = strdup(name);
	r->value = strdup(value);
	r->quoted = quoted;
	if (!r->name || !r->value) {
		free(r->name);
		free(r->value);
		pr->err = -ENOMEM;
		return;
	}
	pr->n++;
}

static bool all_zero(const uint8_t *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (p[i])
			return false;
	return true;
}

static void bytes_value(char *out, size_t outlen, const uint8_t *p, size_t n)
{
	size_t used = 0, text = n;
	bool printable = true;

	while (text && !p[text - 1])
		text--;
	for (size_t i = 0; i < text; i++)
		if (!isprint(p[i]))
			printable = false;
	if (printable && text) {
		snprintf(out, outlen, "%.*s", (int)text, (const char *)p);
		return;
	}
	for (size_t i = 0; i < n && used + 3 < outlen; i++)
		used += (size_t)snprintf(out + used, outlen - used, "%02x", p[i]);
}

/*
 * The alternative of union field u of st that an enum field of st selects (an enum value whose
 * layout is one of the union's alternatives, as PDDR's page_select picks page_data), or NULL.
 */
static const struct mlx5ctl_struct_desc *union_choice(const struct mlx5ctl_struct_desc *st,
						      const struct mlx5ctl_field_desc *u,
						      const uint8_t *buf, size_t buflen,
						      uint32_t base)
{
	for (unsigned int i = 0; i < st->nfields; i++) {
		const struct mlx5ctl_field_desc *f = &st->fields[i];
		struct mlx5ctl_prm_ref ref = { .f = f, .bit = base + f->bit };
		uint64_t v;

		if (!f->enm || f->flex || f->width > 32 || (ref.bit + f->width + 7) / 8 > buflen)
			continue;
		v = mlx5ctl_prm_get(buf, &ref);
		for (unsigned int k = 0; k < f->enm->nvalues; k++) {
			const struct mlx5ctl_enum_value *ev = &f->enm->values[k];

			if (ev->value != v || !ev->layout)
				continue;
			for (unsigned int a = 0; a < u->nalts; a++)
				if (u->alts[a] == ev->layout)
					return ev->layout;
		}
	}
	return NULL;
}

static void walk(struct printer *pr, const struct mlx5ctl_struct_desc *st, const uint8_t *buf,
		 size_t buflen, uint32_t base, const char *prefix)
{
	for (unsigned int i = 0; i < st->nfields; i++) {
		const struct mlx5ctl_field_desc *f = &st->fields[i];
		uint32_t bit = base + f->bit;
		char name[256], value[2 * 512 + 64];

		if (!f->name || f->flex || (bit + f->width + 7) / 8 > buflen)
			continue;
		snprintf(name, sizeof(name), "%s%s", prefix, f->name);
		switch (f->kind) {
		case MLX5CTL_KIND_STRUCT:
			strncat(name, ".", sizeof(name) - strlen(name) - 1);
			walk(pr, f->type, buf, buflen, bit, name);
			continue;
		case MLX5CTL_KIND_ARRAY:
			for (uint32_t j = 0; j < f->count; j++) {
				char sub[300];

				snprintf(sub, sizeof(sub), "%s[%u].", name, j);
				walk(pr, f->type, buf, buflen, bit + j * f->type->size_bits, sub);
			}
			continue;
		case MLX5CTL_KIND_BYTES:
		case MLX5CTL_KIND_UNION: {
			const uint8_t *p = buf + bit / 8;
			size_t n = f->width / 8;
			const struct mlx5ctl_struct_desc *alt = NULL;

			if (f->kind == MLX5CTL_KIND_UNION)
				alt = union_choice(st, f, buf, buflen, base);
			if (alt) {
				/* named as a path resolves it: page_data.pddr_module_info.x */
				char sub[300];

				snprintf(sub, sizeof(sub), "%s.%s.", name, alt->name);
				walk(pr, alt, buf, buflen, bit, sub);
				continue;
			}
			if ((pr->flags & MLX5CTL_PRINT_NONZERO) && all_zero(p, n))
				continue;
			if (f->kind == MLX5CTL_KIND_UNION && n > 64 && !(pr->flags & MLX5CTL_PRINT_JSON))
				snprintf(value, sizeof(value), "<%zu bytes: decode as one of its %u "
					 "layouts>", n, f->nalts);
			else
				bytes_value(value, sizeof(value), p, n > 512 ? 512 : n);
			add_row(pr, name, value, true);
			continue;
		}
		default: {
			struct mlx5ctl_prm_ref ref = { .f = f, .bit = bit };
			uint64_t v;

			/* the accessors read the whole 32-bit word the field lies in */
			if (f->width <= 32 && (bit / 32 + 1) * 4 > buflen)
				continue;
			v = mlx5ctl_prm_get(buf, &ref);
			const char *en = f->enm ? mlx5ctl_prm_enum_name(f->enm, (uint32_t)v) : NULL;

			if ((pr->flags & MLX5CTL_PRINT_NONZERO) && !v)
				continue;
			if (en && (pr->flags & MLX5CTL_PRINT_JSON))
				snprintf(value, sizeof(value), "%s", en);
			else if (en)
				snprintf(value, sizeof(value), "%s (0x%" PRIx64 ")", en, v);
			else if (f->kind == MLX5CTL_KIND_FLAG || (pr->flags & MLX5CTL_PRINT_JSON) ||
				 v < 10)
				snprintf(value, sizeof(value), "%" PRIu64, v);
			else
				snprintf(value, sizeof(value), "0x%" PRIx64 " (%" PRIu64 ")", v, v);
			add_row(pr, name, value, en != NULL);
		}
		}
	}
}

void mlx5ctl_json_string(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == '"' || c == '\\')
			fprintf(f, "\\%c", c);
		else if (c < 0x20)
			fprintf(f, "\\u%04x", c);
		else
			fputc(c, f);
	}
	fputc('"', f);
}

/* Emit rows whose names share the prefix of depth 'depth' as nested objects. */
static size_t json_emit(FILE *f, struct row *rows, size_t n, size_t i, const char *prefix,
			size_t plen, int indent)
{
	bool first = true;

	fputs("{", f);
	while (i < n && !strncmp(rows[i].name, prefix, plen)) {
		const char *rest = rows[i].name + plen;
		const char *dot = strchr(rest, '.');

		fprintf(f, "%s\n%*s", first ? "" : ",", indent + 2, "");
		first = false;
		if (dot) {
			char key[256], sub[512];
			size_t klen = (size_t)(dot - rest);

			snprintf(key, sizeof(key), "%.*s", (int)klen, rest);
			mlx5ctl_json_string(f, key);
			fputs(": ", f);
			snprintf(sub, sizeof(sub), "%.*s", (int)(plen + klen + 1), rows[i].name);
			i = json_emit(f, rows, n, i, sub, strlen(sub), indent + 2);
		} else {
			mlx5ctl_json_string(f, rest);
			fputs(": ", f);
			if (rows[i].quoted)
				mlx5ctl_json_string(f, rows[i].value);
			else
				fputs(rows[i].value, f);
			i++;
		}
	}
	fprintf(f, "\n%*s}", indent, "");
	return i;
}

int mlx5ctl_prm_print(FILE *f, const struct mlx5ctl_struct_desc *st, const void *buf,
		      size_t buflen, unsigned int flags)
{
	struct printer pr = { .flags = flags };
	size_t width = 0;

	walk(&pr, st, buf, buflen, 0, "");
	if (!pr.err) {
		if (flags & MLX5CTL_PRINT_JSON) {
			/* array entries "a[0]." become keys "a[0]" of nested objects */
			json_emit(f, pr.rows, pr.n, 0, "", 0, 0);
			fputc('\n', f);
		} else {
			for (size_t i = 0; i < pr.n; i++)
				if (strlen(pr.rows[i].name) > width)
					width = strlen(pr.rows[i].name);
			for (size_t i = 0; i < pr.n; i++)
				fprintf(f, "%s:%*s %s\n", pr.rows[i].name,
					(int)(width - strlen(pr.rows[i].name)), "",
					pr.rows[i].value);
		}
	}
	for (size_t i = 0; i < pr.n; i++) {
		free(pr.rows[i].name);
		free(pr.rows[i].value);
	}
	free(pr.rows);
	return pr.err;
}
