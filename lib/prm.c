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

#include "internal.h"

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
		if (!strcmp(mlx5ctl_prm_structs[i]->name, name))
			return mlx5ctl_prm_structs[i];
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
		if (!strcmp(mlx5ctl_prm_enums[i]->name, name))
			return mlx5ctl_prm_enums[i];
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

const struct mlx5ctl_struct_desc *mlx5ctl_prm_struct_at(unsigned int i)
{
	return i < mlx5ctl_prm_nstructs ? mlx5ctl_prm_structs[i] : NULL;
}

const struct mlx5ctl_cmd_desc *mlx5ctl_prm_command_at(unsigned int i)
{
	return i < mlx5ctl_prm_ncommands ? &mlx5ctl_prm_commands[i] : NULL;
}

const struct mlx5ctl_reg_desc *mlx5ctl_prm_register_at(unsigned int i)
{
	return i < mlx5ctl_prm_nregisters ? &mlx5ctl_prm_registers[i] : NULL;
}

const struct mlx5ctl_enum_desc *mlx5ctl_prm_enum_at(unsigned int i)
{
	return i < mlx5ctl_prm_nenums ? mlx5ctl_prm_enums[i] : NULL;
}

const struct mlx5ctl_field_desc *mlx5ctl_prm_field_at(const struct mlx5ctl_struct_desc *st,
						      unsigned int i)
{
	return st && i < st->nfields && st->fields[i].name ? &st->fields[i] : NULL;
}

const struct mlx5ctl_enum_value *mlx5ctl_prm_enum_value_at(const struct mlx5ctl_enum_desc *e,
							   unsigned int i)
{
	return e && i < e->nvalues ? &e->values[i] : NULL;
}

const char *mlx5ctl_prm_enum_present_if(const struct mlx5ctl_enum_value *v)
{
	for (unsigned int i = 0; v && i < mlx5ctl_prm_npresent_ifs; i++)
		if (mlx5ctl_prm_present_ifs[i].value == v)
			return mlx5ctl_prm_present_ifs[i].field;
	return NULL;
}

const struct mlx5ctl_struct_desc *mlx5ctl_prm_alt_at(const struct mlx5ctl_field_desc *f,
						     unsigned int i)
{
	return f && i < f->nalts ? f->alts[i] : NULL;
}

const struct mlx5ctl_nv_param_desc *mlx5ctl_prm_nv_param_at(unsigned int i)
{
	return i < mlx5ctl_prm_nnv_params ? &mlx5ctl_prm_nv_params[i] : NULL;
}

const char *mlx5ctl_prm_kind_name(enum mlx5ctl_kind kind)
{
	static const char *const names[] = {
		[MLX5CTL_KIND_UINT] = "uint", [MLX5CTL_KIND_ENUM] = "enum",
		[MLX5CTL_KIND_FLAG] = "flag", [MLX5CTL_KIND_BYTES] = "bytes",
		[MLX5CTL_KIND_STRUCT] = "struct", [MLX5CTL_KIND_ARRAY] = "array",
		[MLX5CTL_KIND_UNION] = "union",
	};

	return (unsigned int)kind < sizeof(names) / sizeof(names[0]) ? names[kind] : "?";
}

const char *mlx5ctl_prm_format_name(enum mlx5ctl_format format)
{
	static const char *const names[] = {
		[MLX5CTL_FORMAT_NONE] = NULL, [MLX5CTL_FORMAT_HEX] = "hex",
		[MLX5CTL_FORMAT_DEC] = "dec", [MLX5CTL_FORMAT_BCD] = "bcd",
		[MLX5CTL_FORMAT_NUMBER] = "number", [MLX5CTL_FORMAT_BITS] = "bits",
		[MLX5CTL_FORMAT_ASCII] = "ascii", [MLX5CTL_FORMAT_MAC] = "mac",
		[MLX5CTL_FORMAT_DATE] = "date",
	};

	return (unsigned int)format < sizeof(names) / sizeof(names[0]) ? names[format] : NULL;
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

/* ------------------------------------------------------------------ walking */

#define WALK_DEPTH 32
#define PATH_LEN 512

/* a structure, array or entry whose BEGIN is held back until something in it is shown */
struct frame {
	enum mlx5ctl_prm_event begin;
	char path[PATH_LEN];
	const char *key;
	unsigned int index, depth;
	const struct mlx5ctl_field_desc *field;
	bool emitted;		/* BEGIN given to the visitor */
	bool forced;		/* shown even when empty (an entry before a non-zero one) */
};

struct walker {
	unsigned int flags;
	mlx5ctl_prm_visitor visit;
	void *ctx;
	const uint8_t *buf;
	size_t buflen;
	struct frame frames[WALK_DEPTH];
	unsigned int nframes;
	char text[1024];	/* a TEXT value (larger ones are allocated) */
	int ret;
};

static bool all_zero(const uint8_t *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (p[i])
			return false;
	return true;
}

static bool fits(const struct walker *w, uint32_t bit, uint32_t width)
{
	return ((uint64_t)bit + width + 7) / 8 <= w->buflen;
}

/* an integer field's accessors read the whole 32-bit word it lies in: all of it in buf */
static bool int_fits(const struct walker *w, uint32_t bit, uint32_t width)
{
	return fits(w, bit, width) && (width > 32 || ((uint64_t)bit / 32 + 1) * 4 <= w->buflen);
}

static void emit(struct walker *w, const struct mlx5ctl_prm_value *v)
{
	if (!w->ret)
		w->ret = w->visit(w->ctx, v);
}

static void frame_value(const struct frame *fr, enum mlx5ctl_prm_event ev,
			struct mlx5ctl_prm_value *v)
{
	memset(v, 0, sizeof(*v));
	v->event = ev;
	v->path = fr->path;
	v->key = fr->key;
	v->index = fr->index;
	v->depth = fr->depth;
	v->field = fr->field;
}

/* give the visitor every BEGIN held back so far */
static void flush(struct walker *w)
{
	struct mlx5ctl_prm_value v;

	for (unsigned int i = 0; i < w->nframes; i++) {
		struct frame *fr = &w->frames[i];

		if (fr->emitted)
			continue;
		frame_value(fr, fr->begin, &v);
		emit(w, &v);
		fr->emitted = true;
	}
}

static bool push(struct walker *w, enum mlx5ctl_prm_event begin, const char *path,
		 const char *key, unsigned int index, const struct mlx5ctl_field_desc *f,
		 bool forced)
{
	struct frame *fr;

	if (w->nframes == WALK_DEPTH)
		return false;	/* the spec has no structure this deep */
	fr = &w->frames[w->nframes];
	fr->begin = begin;
	snprintf(fr->path, sizeof(fr->path), "%s", path);
	fr->key = key;
	fr->index = index;
	fr->depth = w->nframes;
	fr->field = f;
	fr->emitted = false;
	fr->forced = forced;
	w->nframes++;
	if (!(w->flags & MLX5CTL_PRINT_NONZERO) || forced)
		flush(w);
	return true;
}

static void pop(struct walker *w)
{
	struct frame *fr = &w->frames[--w->nframes];
	struct mlx5ctl_prm_value v;

	if (!fr->emitted)
		return;		/* nothing in it was shown: neither is it */
	frame_value(fr, fr->begin == MLX5CTL_PRM_ARRAY_BEGIN ? MLX5CTL_PRM_ARRAY_END :
			MLX5CTL_PRM_STRUCT_END, &v);
	emit(w, &v);
}

/* a leaf value: shown (with the frames around it) unless zero and only non-zero ones are */
static void leaf(struct walker *w, struct mlx5ctl_prm_value *v, bool zero)
{
	if (zero && (w->flags & MLX5CTL_PRINT_NONZERO))
		return;
	flush(w);
	v->event = MLX5CTL_PRM_FIELD;
	v->depth = w->nframes;
	emit(w, v);
}

static int64_t sign_extend(uint64_t v, uint32_t width)
{
	if (width >= 64)
		return (int64_t)v;
	if (v >> (width - 1) & 1)
		return (int64_t)(v | ~((UINT64_C(1) << width) - 1));
	return (int64_t)v;
}

/* BCD to binary; false if a nibble is not a digit */
static bool bcd_decode(uint64_t v, uint32_t width, uint64_t *out)
{
	uint64_t r = 0;

	for (int sh = (int)((width + 3) / 4) * 4 - 4; sh >= 0; sh -= 4) {
		unsigned int d = (unsigned int)(v >> sh) & 0xf;

		if (d > 9)
			return false;
		r = r * 10 + d;
	}
	*out = r;
	return true;
}

/* append width bits of v (MSB first) to a bit string */
static void put_bits(uint8_t *out, size_t *nbits, uint64_t v, uint32_t width)
{
	for (uint32_t i = 0; i < width; i++) {
		size_t b = *nbits + i;

		if (v >> (width - 1 - i) & 1)
			out[b / 8] |= (uint8_t)(0x80 >> (b % 8));
	}
	*nbits += width;
}

/* printable ASCII as is, other bytes as \xNN; trailing NULs and blanks dropped */
static const char *ascii_text(struct walker *w, const uint8_t *p, size_t n, char **alloc)
{
	size_t end = n, k = 0, need;
	char *t = w->text;

	while (end && (!p[end - 1] || p[end - 1] == ' '))
		end--;
	need = end * 4 + 1;
	if (need > sizeof(w->text)) {
		t = *alloc = malloc(need);
		if (!t)
			return NULL;
	}
	for (size_t i = 0; i < end; i++) {
		if (p[i] >= 0x20 && p[i] < 0x7f && p[i] != '\\')
			t[k++] = (char)p[i];
		else
			k += (size_t)sprintf(t + k, "\\x%02x", p[i]);
	}
	t[k] = '\0';
	return t;
}

/* the fields joined into f's value (f first), their bytes MSB first; false if one is cut off */
static bool joined_bytes(struct walker *w, const struct mlx5ctl_struct_desc *st,
			 const struct mlx5ctl_field_desc *f, uint32_t base, uint8_t *out,
			 size_t outlen, size_t *nbytes)
{
	size_t nbits = 0;

	memset(out, 0, outlen);
	for (unsigned int k = 0; k <= f->njoin; k++) {
		const struct mlx5ctl_field_desc *p = k ? &st->fields[f->join[k - 1]] : f;
		uint32_t bit = base + p->bit;

		if (!(p->kind == MLX5CTL_KIND_BYTES ? fits(w, bit, p->width) :
		      int_fits(w, bit, p->width)) || (nbits + p->width + 7) / 8 > outlen)
			return false;
		if (p->kind == MLX5CTL_KIND_BYTES) {
			for (uint32_t i = 0; i < p->width / 8; i++)
				put_bits(out, &nbits, w->buf[bit / 8 + i], 8);
		} else {
			struct mlx5ctl_prm_ref ref = { .f = p, .bit = bit };

			put_bits(out, &nbits, mlx5ctl_prm_get(w->buf, &ref), p->width);
		}
	}
	*nbytes = (nbits + 7) / 8;
	return true;
}

/* a field shown by its format (f->format != NONE) as text: ASCII, MAC, date */
static void text_field(struct walker *w, const struct mlx5ctl_struct_desc *st,
		       const struct mlx5ctl_field_desc *f, uint32_t base, const char *prefix)
{
	struct mlx5ctl_prm_value v = { .type = MLX5CTL_VALUE_TEXT, .field = f };
	uint8_t raw[512];
	char path[PATH_LEN], *alloc = NULL;
	size_t n;

	if (!joined_bytes(w, st, f, base, raw, sizeof(raw), &n))
		return;
	v.key = f->njoin ? f->display : f->name;
	snprintf(path, sizeof(path), "%s%s", prefix, v.key);
	v.path = path;
	if (f->format == MLX5CTL_FORMAT_MAC) {
		snprintf(w->text, sizeof(w->text), "%02x:%02x:%02x:%02x:%02x:%02x", raw[0], raw[1],
			 raw[2], raw[3], raw[4], raw[5]);
		v.text = w->text;
	} else if (f->format == MLX5CTL_FORMAT_DATE) {
		/* BCD: the digits are the hexadecimal ones (a nibble above 9 shows as a letter) */
		const struct mlx5ctl_field_desc *p[4] = { f };
		unsigned int val[4] = { 0 };
		size_t off = 0;

		for (unsigned int k = 0; k < f->njoin && k < 3; k++)
			p[k + 1] = &st->fields[f->join[k]];
		for (unsigned int k = 0; k <= f->njoin && k < 4; k++) {
			val[k] = p[k]->width == 16 ? (unsigned int)raw[off] << 8 | raw[off + 1] :
						     raw[off];
			off += p[k]->width / 8;
		}
		n = (size_t)snprintf(w->text, sizeof(w->text), "%04x-%02x-%02x", val[0], val[1],
				     val[2]);
		if (f->njoin >= 3 && p[3]->width == 16)
			snprintf(w->text + n, sizeof(w->text) - n, " %02x:%02x", val[3] >> 8,
				 val[3] & 0xff);
		else if (f->njoin >= 3)
			snprintf(w->text + n, sizeof(w->text) - n, " %02x:00", val[3]);
		v.text = w->text;
	} else {
		v.text = ascii_text(w, raw, n, &alloc);
		if (!v.text) {
			w->ret = -ENOMEM;
			return;
		}
	}
	leaf(w, &v, all_zero(raw, n));
	free(alloc);
}

static void int_field(struct walker *w, const struct mlx5ctl_field_desc *f, uint32_t bit,
		      const char *prefix)
{
	struct mlx5ctl_prm_ref ref = { .f = f, .bit = bit };
	struct mlx5ctl_prm_value v = { .field = f, .key = f->name, .unit = f->unit };
	uint64_t raw = mlx5ctl_prm_get(w->buf, &ref);
	char path[PATH_LEN];

	snprintf(path, sizeof(path), "%s%s", prefix, f->name);
	v.path = path;
	v.u = raw;
	if (f->kind == MLX5CTL_KIND_FLAG) {
		v.type = MLX5CTL_VALUE_BOOL;
	} else if (f->format == MLX5CTL_FORMAT_BITS && f->enm) {
		v.type = MLX5CTL_VALUE_BITS;
	} else if (f->kind == MLX5CTL_KIND_ENUM) {
		v.type = MLX5CTL_VALUE_ENUM;
		v.name = mlx5ctl_prm_enum_name(f->enm, (uint32_t)raw);
	} else if (f->format == MLX5CTL_FORMAT_NUMBER) {
		double scale = f->scale > 0 ? f->scale : 1;

		v.i = f->is_signed ? sign_extend(raw, f->width) : (int64_t)raw;
		if (scale != 1) {
			v.type = MLX5CTL_VALUE_REAL;
			v.r = f->is_signed ? (double)v.i * scale : (double)raw * scale;
		} else {
			v.type = f->is_signed ? MLX5CTL_VALUE_INT : MLX5CTL_VALUE_UINT;
			v.dec = true;
		}
	} else if (f->format == MLX5CTL_FORMAT_BCD) {
		v.type = MLX5CTL_VALUE_UINT;
		if (bcd_decode(raw, f->width, &v.u))
			v.dec = true;
		else
			v.hex = true;	/* not BCD after all: the raw value, in hex */
	} else {
		v.type = MLX5CTL_VALUE_UINT;
		v.hex = f->format == MLX5CTL_FORMAT_HEX;
		v.dec = f->format == MLX5CTL_FORMAT_DEC;
	}
	leaf(w, &v, !raw);
}

static void bytes_field(struct walker *w, const struct mlx5ctl_field_desc *f, uint32_t bit,
			const char *prefix)
{
	struct mlx5ctl_prm_value v = { .field = f, .key = f->name, .type = MLX5CTL_VALUE_BYTES };
	char path[PATH_LEN];

	snprintf(path, sizeof(path), "%s%s", prefix, f->name);
	v.path = path;
	v.bytes = w->buf + bit / 8;
	v.nbytes = f->width / 8;
	leaf(w, &v, all_zero(v.bytes, v.nbytes));
}

/*
 * The alternative of union field u of st that an enum field of st selects (an enum value whose
 * layout is one of the union's alternatives, as PDDR's page_select picks page_data), or NULL.
 */
static const struct mlx5ctl_struct_desc *union_choice(const struct walker *w,
						      const struct mlx5ctl_struct_desc *st,
						      const struct mlx5ctl_field_desc *u,
						      uint32_t base)
{
	for (unsigned int i = 0; i < st->nfields; i++) {
		const struct mlx5ctl_field_desc *f = &st->fields[i];
		struct mlx5ctl_prm_ref ref = { .f = f, .bit = base + f->bit };
		uint64_t v;

		if (!f->enm || f->flex || f->width > 32 || !int_fits(w, ref.bit, f->width))
			continue;
		v = mlx5ctl_prm_get(w->buf, &ref);
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

static void walk_struct(struct walker *w, const struct mlx5ctl_struct_desc *st, uint32_t base,
			const char *prefix);

static void walk_array(struct walker *w, const struct mlx5ctl_field_desc *f, uint32_t bit,
		       const char *prefix)
{
	uint32_t esz = f->type->size_bits;
	char path[PATH_LEN], sub[PATH_LEN];
	long last = -1;

	snprintf(path, sizeof(path), "%s%s", prefix, f->name);
	/* positions keep their meaning: entries up to the last non-zero one */
	if ((w->flags & MLX5CTL_PRINT_NONZERO) && (w->flags & MLX5CTL_WALK_KEEP_INDEX))
		for (uint32_t j = 0; j < f->count; j++)
			if (fits(w, bit + (j + 1) * esz, 0) &&
			    !all_zero(w->buf + (bit + j * esz) / 8, esz / 8))
				last = j;
	if (!push(w, MLX5CTL_PRM_ARRAY_BEGIN, path, f->name, 0, f, false))
		return;
	for (uint32_t j = 0; j < f->count && !w->ret; j++) {
		if (!fits(w, bit + (j + 1) * esz, 0))
			break;
		mlx5ctl_fmt(sub, sizeof(sub), "%s[%u]", path, j);
		if (!push(w, MLX5CTL_PRM_STRUCT_BEGIN, sub, NULL, j, f, (long)j <= last))
			break;
		strncat(sub, ".", sizeof(sub) - strlen(sub) - 1);
		walk_struct(w, f->type, bit + j * esz, sub);
		pop(w);
	}
	pop(w);
}

static void walk_struct(struct walker *w, const struct mlx5ctl_struct_desc *st, uint32_t base,
			const char *prefix)
{
	bool joined[1024] = { false };

	for (unsigned int i = 0; i < st->nfields; i++)
		for (unsigned int k = 0; k < st->fields[i].njoin; k++)
			if (st->fields[i].join[k] < sizeof(joined))
				joined[st->fields[i].join[k]] = true;
	for (unsigned int i = 0; i < st->nfields && !w->ret; i++) {
		const struct mlx5ctl_field_desc *f = &st->fields[i];
		uint32_t bit = base + f->bit;
		char sub[PATH_LEN];

		if (!f->name || f->flex || (i < sizeof(joined) && joined[i]) ||
		    !fits(w, bit, f->width))
			continue;
		snprintf(sub, sizeof(sub), "%s%s", prefix, f->name);
		switch (f->kind) {
		case MLX5CTL_KIND_STRUCT:
			if (!push(w, MLX5CTL_PRM_STRUCT_BEGIN, sub, f->name, 0, f, false))
				break;
			strncat(sub, ".", sizeof(sub) - strlen(sub) - 1);
			walk_struct(w, f->type, bit, sub);
			pop(w);
			break;
		case MLX5CTL_KIND_ARRAY:
			walk_array(w, f, bit, prefix);
			break;
		case MLX5CTL_KIND_UNION: {
			const struct mlx5ctl_struct_desc *alt = union_choice(w, st, f, base);
			char alts[PATH_LEN];

			if (!alt) {
				bytes_field(w, f, bit, prefix);
				break;
			}
			/* named as a path resolves it: page_data.pddr_module_info.x */
			if (!push(w, MLX5CTL_PRM_STRUCT_BEGIN, sub, f->name, 0, f, false))
				break;
			mlx5ctl_fmt(alts, sizeof(alts), "%s.%s", sub, alt->name);
			if (push(w, MLX5CTL_PRM_STRUCT_BEGIN, alts, alt->name, 0, f, false)) {
				strncat(alts, ".", sizeof(alts) - strlen(alts) - 1);
				walk_struct(w, alt, bit, alts);
				pop(w);
			}
			pop(w);
			break;
		}
		case MLX5CTL_KIND_BYTES:
			if (f->format == MLX5CTL_FORMAT_ASCII || f->format == MLX5CTL_FORMAT_MAC)
				text_field(w, st, f, base, prefix);
			else
				bytes_field(w, f, bit, prefix);
			break;
		default:
			if (f->format == MLX5CTL_FORMAT_ASCII || f->format == MLX5CTL_FORMAT_MAC ||
			    f->format == MLX5CTL_FORMAT_DATE)
				text_field(w, st, f, base, prefix);
			else if (int_fits(w, bit, f->width))
				int_field(w, f, bit, prefix);
		}
	}
}

int mlx5ctl_prm_walk(const struct mlx5ctl_struct_desc *st, const void *buf, size_t buflen,
		     unsigned int flags, mlx5ctl_prm_visitor visit, void *ctx)
{
	struct walker *w = calloc(1, sizeof(*w));
	int ret;

	if (!w)
		return -ENOMEM;
	w->flags = flags;
	w->visit = visit;
	w->ctx = ctx;
	w->buf = buf;
	w->buflen = buflen;
	walk_struct(w, st, 0, "");
	ret = w->ret;
	free(w);
	return ret;
}

/* ------------------------------------------------------------------ printing */

size_t mlx5ctl_prm_value_str(const struct mlx5ctl_prm_value *v, char *buf, size_t len)
{
	const char *sp = v->unit ? " " : "", *unit = v->unit ? v->unit : "";
	uint64_t u = v->u;
	size_t n = 0;

	switch (v->type) {
	case MLX5CTL_VALUE_UINT:
		if (v->hex)
			return (size_t)snprintf(buf, len, "0x%" PRIx64 "%s%s", u, sp, unit);
		if (v->dec || u < 10)
			return (size_t)snprintf(buf, len, "%" PRIu64 "%s%s", u, sp, unit);
		return (size_t)snprintf(buf, len, "0x%" PRIx64 " (%" PRIu64 ")%s%s", u, u, sp, unit);
	case MLX5CTL_VALUE_INT:
		return (size_t)snprintf(buf, len, "%" PRId64 "%s%s", v->i, sp, unit);
	case MLX5CTL_VALUE_REAL:
		return (size_t)snprintf(buf, len, "%g%s%s", v->r, sp, unit);
	case MLX5CTL_VALUE_BOOL:
		return (size_t)snprintf(buf, len, "%u", (unsigned int)(u & 1));
	case MLX5CTL_VALUE_ENUM:
		if (v->name)
			return (size_t)snprintf(buf, len, "%s (0x%" PRIx64 ")", v->name, u);
		if (u < 10)
			return (size_t)snprintf(buf, len, "%" PRIu64, u);
		return (size_t)snprintf(buf, len, "0x%" PRIx64 " (%" PRIu64 ")", u, u);
	case MLX5CTL_VALUE_BITS: {
		const struct mlx5ctl_enum_desc *e = v->field ? v->field->enm : NULL;
		uint64_t rest = u;
		char tmp[512];
		size_t t = 0;

		if (!u)
			return (size_t)snprintf(buf, len, "0");
		tmp[0] = '\0';
		for (unsigned int i = 0; e && i < e->nvalues; i++) {
			uint32_t b = e->values[i].value;

			if (b && (u & b) == b && (rest & b) && t < sizeof(tmp)) {
				t += (size_t)snprintf(tmp + t, sizeof(tmp) - t, "%s%s", t ? "|" : "",
						      e->values[i].name);
				rest &= ~(uint64_t)b;
			}
		}
		if (rest && t < sizeof(tmp))
			snprintf(tmp + t, sizeof(tmp) - t, "%s0x%" PRIx64, t ? "|" : "", rest);
		return (size_t)snprintf(buf, len, "%s (0x%" PRIx64 ")", tmp, u);
	}
	case MLX5CTL_VALUE_TEXT:
		/* an empty text says so, rather than leaving the line blank */
		return (size_t)snprintf(buf, len, "%s", *v->text ? v->text : "\"\"");
	case MLX5CTL_VALUE_BYTES:
		for (size_t i = 0; i < v->nbytes; i++) {
			if (n + 3 <= len)
				snprintf(buf + n, len - n, "%02x", v->bytes[i]);
			n += 2;
		}
		if (len && n >= len)
			buf[len - 1] = '\0';
		else if (len)
			buf[n] = '\0';
		return n;
	}
	if (len)
		buf[0] = '\0';
	return 0;
}

#define INLINE_BYTES 32		/* longer byte arrays: a hex dump below their line */

struct row {
	char *name;
	char *value;
	const uint8_t *dump;	/* a hex dump of ndump bytes follows the line */
	size_t ndump;
};

struct printer {
	struct row *rows;
	size_t n, cap;
};

static int print_visit(void *ctx, const struct mlx5ctl_prm_value *v)
{
	struct printer *pr = ctx;
	struct row *r;
	size_t need;

	if (v->event != MLX5CTL_PRM_FIELD)
		return 0;
	if (pr->n == pr->cap) {
		size_t cap = pr->cap ? pr->cap * 2 : 64;
		struct row *nr = realloc(pr->rows, cap * sizeof(*nr));

		if (!nr)
			return -ENOMEM;
		pr->rows = nr;
		pr->cap = cap;
	}
	r = &pr->rows[pr->n];
	memset(r, 0, sizeof(*r));
	r->name = strdup(v->path);
	if (v->type == MLX5CTL_VALUE_BYTES && v->nbytes > INLINE_BYTES) {
		r->dump = v->bytes;
		r->ndump = v->nbytes;
		if (asprintf(&r->value, "%zu bytes", v->nbytes) < 0)
			r->value = NULL;
	} else {
		need = mlx5ctl_prm_value_str(v, NULL, 0) + 1;
		r->value = malloc(need);
		if (r->value)
			mlx5ctl_prm_value_str(v, r->value, need);
	}
	if (!r->name || !r->value) {
		free(r->name);
		free(r->value);
		return -ENOMEM;
	}
	pr->n++;
	return 0;
}

/* 16 bytes a line, offset first; repeated all-zero lines as one "*" */
static void hexdump(FILE *f, const uint8_t *p, size_t n)
{
	bool starred = false;

	for (size_t off = 0; off < n; off += 16) {
		size_t k = n - off < 16 ? n - off : 16;

		if (off && off + 16 <= n && all_zero(p + off, 16) && all_zero(p + off - 16, 16)) {
			if (!starred)
				fputs("  *\n", f);
			starred = true;
			continue;
		}
		starred = false;
		fprintf(f, "  %04zx:", off);
		for (size_t i = 0; i < k; i++)
			fprintf(f, " %02x", p[off + i]);
		fputc('\n', f);
	}
}

int mlx5ctl_prm_print(FILE *f, const struct mlx5ctl_struct_desc *st, const void *buf,
		      size_t buflen, unsigned int flags)
{
	struct printer pr = { 0 };
	size_t width = 0;
	int err;

	err = mlx5ctl_prm_walk(st, buf, buflen, flags & MLX5CTL_PRINT_NONZERO, print_visit, &pr);
	if (!err) {
		for (size_t i = 0; i < pr.n; i++)
			if (strlen(pr.rows[i].name) > width)
				width = strlen(pr.rows[i].name);
		for (size_t i = 0; i < pr.n; i++) {
			fprintf(f, "%s:%*s %s\n", pr.rows[i].name,
				(int)(width - strlen(pr.rows[i].name)), "", pr.rows[i].value);
			if (pr.rows[i].dump)
				hexdump(f, pr.rows[i].dump, pr.rows[i].ndump);
		}
	}
	for (size_t i = 0; i < pr.n; i++) {
		free(pr.rows[i].name);
		free(pr.rows[i].value);
	}
	free(pr.rows);
	return err;
}

/* ---- what a read-only handle may send ---- */
bool mlx5ctl_rpc_reads(const void *in, size_t inlen, char *why, size_t len)
{
	size_t hin = MLX5CTL_ST_SZ_BYTES(access_register_in);
	const struct mlx5ctl_cmd_desc *c;
	const struct mlx5ctl_reg_desc *r;
	const uint8_t *data = (const uint8_t *)in + hin;
	uint16_t op;

	if (inlen < MLX5CTL_ST_SZ_BYTES(mbox_in_hdr)) {
		snprintf(why, len, "no command header");
		return false;
	}
	op = (uint16_t)MLX5CTL_GET(mbox_in_hdr, in, opcode);
	c = mlx5ctl_prm_find_opcode(op);
	if (!c) {
		snprintf(why, len, "opcode 0x%x is not in the spec", op);
		return false;
	}
	if (!c->accesses_register) {
		if (strcmp(c->scope, "debug-read")) {
			snprintf(why, len, "its scope is %s", c->scope);
			return false;
		}
		return true;
	}
	if (inlen < hin) {
		snprintf(why, len, "no register header");
		return false;
	}
	if (MLX5CTL_GET(access_register_in, in, op_mod) == MLX5CTL_ACCESS_REG_OP_MOD_WRITE) {
		snprintf(why, len, "a register write");
		return false;
	}
	r = mlx5ctl_prm_find_register_id((uint16_t)MLX5CTL_GET(access_register_in, in,
								 register_id));
	if (!r) {
		snprintf(why, len, "register 0x%x is not in the spec",
			 (unsigned int)MLX5CTL_GET(access_register_in, in, register_id));
		return false;
	}
	if (!strcmp(r->access, "WO") || strcmp(r->read_scope, "debug-read")) {
		snprintf(why, len, "reading %s is %s", r->name,
			 !strcmp(r->access, "WO") ? "not possible (write-only)" : r->read_scope);
		return false;
	}
	for (unsigned int i = 0; i < r->nrules; i++) {
		const struct mlx5ctl_reg_rule *k = &r->rules[i];
		struct mlx5ctl_prm_ref ref;
		char err[64];
		bool kept = false;

		if (k->write)
			continue;
		if (mlx5ctl_prm_resolve(r->layout, k->field, &ref, err, sizeof(err))) {
			snprintf(why, len, "%s.%s: %s", r->name, k->field, err);
			return false;
		}
		/* a payload that ends before the field is not known to keep it */
		if ((ref.bit / 32 + 1) * 4 <= inlen - hin)
			for (unsigned int j = 0; j < k->nvalues; j++)
				kept |= mlx5ctl_prm_get(data, &ref) == k->values[j];
		if (!kept) {
			snprintf(why, len, "%s.%s acts on the read", r->name, k->field);
			return false;
		}
	}
	return true;
}
