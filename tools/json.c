// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/* The tool's one JSON emitter (json-c). */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>

#include <json-c/json.h>

#include "json.h"

/*
 * json-c hashes object keys with a seed it reads from the kernel's random pool on first use
 * (json_c_get_random_seed: RDRAND, else getrandom() or /dev/urandom). The tool only emits
 * documents, whose keys are its own, so the seed protects nothing here; and early after a boot
 * (a fresh VM, a host with no hardware RNG) that first read waits for the kernel's CRNG to
 * gather jitter entropy: about a second of CPU in a VM under TCG, paid by whichever command
 * printed JSON first (scripts/bench-fw measured it on the first `fw update --json`). The
 * Perl-like hash takes no seed.
 */
void j_init(void)
{
	json_global_set_string_hash(JSON_C_STR_HASH_PERLLIKE);
}

J *j_obj(void)
{
	return json_object_new_object();
}

J *j_arr(void)
{
	return json_object_new_array();
}

/* length of the UTF-8 sequence at p (of at most n bytes), 0 if it is not one */
static size_t utf8_len(const unsigned char *p, size_t n)
{
	size_t len;
	uint32_t cp;

	if (p[0] < 0x80)
		return 1;
	if ((p[0] & 0xe0) == 0xc0)
		len = 2, cp = p[0] & 0x1f;
	else if ((p[0] & 0xf0) == 0xe0)
		len = 3, cp = p[0] & 0x0f;
	else if ((p[0] & 0xf8) == 0xf0)
		len = 4, cp = p[0] & 0x07;
	else
		return 0;
	if (len > n)
		return 0;
	for (size_t i = 1; i < len; i++) {
		if ((p[i] & 0xc0) != 0x80)
			return 0;
		cp = cp << 6 | (p[i] & 0x3f);
	}
	/* no overlong forms, no surrogates, nothing past U+10FFFF */
	if ((len == 2 && cp < 0x80) || (len == 3 && cp < 0x800) || (len == 4 && cp < 0x10000) ||
	    (cp >= 0xd800 && cp <= 0xdfff) || cp > 0x10ffff)
		return 0;
	return len;
}

J *j_str(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t n = strlen(s), k = 0;
	char *clean;
	J *o;

	for (size_t i = 0; i < n;) {
		size_t l = utf8_len(p + i, n - i);

		if (!l)
			break;
		i += l;
		if (i == n)
			return json_object_new_string(s);
	}
	if (!n)
		return json_object_new_string(s);
	/* not UTF-8 throughout: the odd bytes as \xNN */
	clean = malloc(n * 4 + 1);
	if (!clean)
		return NULL;
	for (size_t i = 0; i < n;) {
		size_t l = utf8_len(p + i, n - i);

		if (l) {
			memcpy(clean + k, p + i, l);
			k += l;
			i += l;
		} else {
			k += (size_t)sprintf(clean + k, "\\x%02x", p[i++]);
		}
	}
	clean[k] = '\0';
	o = json_object_new_string(clean);
	free(clean);
	return o;
}

J *j_str_or_null(const char *s)
{
	return s && *s ? j_str(s) : NULL;
}

J *j_u64(uint64_t v)
{
	return json_object_new_uint64(v);
}

J *j_i64(int64_t v)
{
	return json_object_new_int64(v);
}

J *j_real(double v)
{
	char buf[64];

	/* enough digits for the PRM's fixed-point values, none of binary noise */
	snprintf(buf, sizeof(buf), "%.9g", v);
	return json_object_new_double_s(v, buf);
}

J *j_bool(bool v)
{
	return json_object_new_boolean(v);
}

J *j_null(void)
{
	return NULL;	/* json-c's null */
}

J *j_enum(const char *name, uint64_t v)
{
	J *o = j_obj();

	j_set(o, "name", j_str_or_null(name));
	j_set(o, "value", j_u64(v));
	return o;
}

J *j_bits(const struct mlx5ctl_enum_desc *e, uint64_t v)
{
	J *o = j_obj(), *names = j_arr();
	uint64_t rest = v;
	char hex[24];

	for (unsigned int i = 0; e && i < e->nvalues; i++) {
		const struct mlx5ctl_enum_value *ev = mlx5ctl_prm_enum_value_at(e, i);

		if (ev->value && (v & ev->value) == ev->value && (rest & ev->value)) {
			j_push(names, j_str(ev->name));
			rest &= ~(uint64_t)ev->value;
		}
	}
	if (rest) {
		snprintf(hex, sizeof(hex), "0x%" PRIx64, rest);
		j_push(names, j_str(hex));
	}
	j_set(o, "value", j_u64(v));
	j_set(o, "names", names);
	return o;
}

J *j_hex(const uint8_t *p, size_t n)
{
	static const char digits[] = "0123456789abcdef";
	char *s = malloc(2 * n + 1);
	J *o;

	if (!s)
		return NULL;
	for (size_t i = 0; i < n; i++) {
		s[2 * i] = digits[p[i] >> 4];
		s[2 * i + 1] = digits[p[i] & 0xf];
	}
	s[2 * n] = '\0';
	o = json_object_new_string_len(s, (int)(2 * n));
	free(s);
	return o;
}

J *j_words(const char *s)
{
	J *a = j_arr();
	char word[256];

	while (s && *s) {
		size_t n = strcspn(s, " ");

		if (n && n < sizeof(word)) {
			memcpy(word, s, n);
			word[n] = '\0';
			j_push(a, j_str(word));
		}
		s += n;
		s += strspn(s, " ");
	}
	return a;
}

void j_set(J *o, const char *key, J *v)
{
	json_object_object_add(o, key, v);
}

void j_push(J *a, J *v)
{
	json_object_array_add(a, v);
}

J *j_value(const struct mlx5ctl_prm_value *v)
{
	switch (v->type) {
	case MLX5CTL_VALUE_UINT:
		return j_u64(v->u);
	case MLX5CTL_VALUE_INT:
		return j_i64(v->i);
	case MLX5CTL_VALUE_REAL:
		return j_real(v->r);
	case MLX5CTL_VALUE_BOOL:
		return j_bool(v->u != 0);
	case MLX5CTL_VALUE_ENUM:
		return j_enum(v->name, v->u);
	case MLX5CTL_VALUE_BITS:
		return j_bits(v->field ? v->field->enm : NULL, v->u);
	case MLX5CTL_VALUE_TEXT:
		return j_str(v->text);
	case MLX5CTL_VALUE_BYTES:
		return j_hex(v->bytes, v->nbytes);
	}
	return NULL;
}

#define J_DEPTH 40

struct jbuild {
	J *stack[J_DEPTH];
	unsigned int depth;
};

static void attach(struct jbuild *b, const char *key, J *v)
{
	J *parent = b->stack[b->depth - 1];

	if (json_object_is_type(parent, json_type_array))
		j_push(parent, v);
	else
		j_set(parent, key ? key : "?", v);
}

static int jbuild_visit(void *ctx, const struct mlx5ctl_prm_value *v)
{
	struct jbuild *b = ctx;
	J *o;

	switch (v->event) {
	case MLX5CTL_PRM_FIELD:
		attach(b, v->key, j_value(v));
		return 0;
	case MLX5CTL_PRM_STRUCT_BEGIN:
	case MLX5CTL_PRM_ARRAY_BEGIN:
		if (b->depth == J_DEPTH)
			return -E2BIG;
		o = v->event == MLX5CTL_PRM_ARRAY_BEGIN ? j_arr() : j_obj();
		attach(b, v->key, o);
		b->stack[b->depth++] = o;
		return 0;
	case MLX5CTL_PRM_STRUCT_END:
	case MLX5CTL_PRM_ARRAY_END:
		b->depth--;
		return 0;
	}
	return 0;
}

J *j_prm(const struct mlx5ctl_struct_desc *st, const void *buf, size_t len, unsigned int flags)
{
	struct jbuild b = { .depth = 1 };

	b.stack[0] = j_obj();
	if (flags & MLX5CTL_PRINT_NONZERO)
		flags |= MLX5CTL_WALK_KEEP_INDEX;
	if (mlx5ctl_prm_walk(st, buf, len, flags, jbuild_visit, &b)) {
		j_free(b.stack[0]);
		return NULL;
	}
	return b.stack[0];
}

static int print_flags(FILE *f, J *doc, int flags)
{
	const char *s = json_object_to_json_string_ext(doc, flags | JSON_C_TO_STRING_NOSLASHESCAPE);
	int err = 0;

	if (!s)
		err = -ENOMEM;
	else if (fputs(s, f) == EOF || fputc('\n', f) == EOF || fflush(f))
		err = -EIO;
	json_object_put(doc);
	return err;
}

int j_print(FILE *f, J *doc)
{
	return print_flags(f, doc, JSON_C_TO_STRING_PRETTY | JSON_C_TO_STRING_SPACED);
}

int j_print_line(FILE *f, J *doc)
{
	return print_flags(f, doc, JSON_C_TO_STRING_PLAIN);
}

void j_free(J *doc)
{
	json_object_put(doc);
}
