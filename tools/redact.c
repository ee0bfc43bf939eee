// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/* Serial numbers, GUIDs and MAC addresses found, and replaced consistently (redact.h). */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "redact.h"

static bool boring(const uint8_t *v, size_t len)
{
	bool zero = true, ones = true;

	for (size_t i = 0; i < len; i++) {
		zero &= !v[i];
		ones &= v[i] == 0xff;
	}
	return zero || ones;
}

static void placeholder(struct secret *s)
{
	char sn[SECRET_MAX + 1];

	memset(s->p, 0, sizeof(s->p));
	switch (s->kind) {
	case SECRET_MAC:	/* locally administered, unicast: 02:00:00:00:00:n */
		s->p[0] = 0x02;
		for (size_t i = 0; i < 4 && i < s->len - 1; i++)
			s->p[s->len - 1 - i] = (uint8_t)(s->n >> (8 * i));
		snprintf(s->label, sizeof(s->label), "mac-%u", s->n);
		break;
	case SECRET_GUID:	/* the EUI-64 of MAC n */
		s->p[0] = 0x02;
		if (s->len >= 8) {
			s->p[3] = 0xff;
			s->p[4] = 0xfe;
		}
		for (size_t i = 0; i < 3 && i < s->len - 1; i++)
			s->p[s->len - 1 - i] = (uint8_t)(s->n >> (8 * i));
		snprintf(s->label, sizeof(s->label), "guid-%u", s->n);
		break;
	case SECRET_SERIAL:	/* "SN0001" as long as the serial */
		snprintf(sn, sizeof(sn), "SN%0*u", (int)(s->len > 2 ? s->len - 2 : 1), s->n);
		memcpy(s->p, sn + strlen(sn) - s->len, s->len);
		if (s->len > 2)
			memcpy(s->p, "SN", 2);
		snprintf(s->label, sizeof(s->label), "serial-%u", s->n);
		break;
	}
}

void secret_add(struct secrets *ss, enum secret_kind kind, const void *v, size_t len)
{
	struct secret *s;

	if (!len || len > SECRET_MAX || boring(v, len) || ss->count == SECRETS_MAX)
		return;
	for (unsigned int i = 0; i < ss->count; i++)
		if (ss->s[i].len == len && !memcmp(ss->s[i].v, v, len))
			return;
	s = &ss->s[ss->count++];
	memset(s, 0, sizeof(*s));
	s->kind = kind;
	s->len = len;
	memcpy(s->v, v, len);
	s->n = ++ss->per_kind[kind];
	placeholder(s);
}

void secret_add_u64(struct secrets *ss, enum secret_kind kind, uint64_t v, size_t len)
{
	uint8_t b[8];

	if (len > 8)
		return;
	for (size_t i = 0; i < len; i++)
		b[i] = (uint8_t)(v >> (8 * (len - 1 - i)));
	secret_add(ss, kind, b, len);
}

void secret_add_text(struct secrets *ss, const char *text)
{
	uint8_t b[8];
	size_t n = 0;

	for (const char *p = text; *p && n < sizeof(b); ) {
		unsigned int x;

		if (*p == ':' || *p == '-') {
			p++;
			continue;
		}
		if (!isxdigit((unsigned char)p[0]) || !isxdigit((unsigned char)p[1]) ||
		    sscanf(p, "%2x", &x) != 1)
			return;
		b[n++] = (uint8_t)x;
		p += 2;
	}
	if (n == 6)
		secret_add(ss, SECRET_MAC, b, 6);
	else if (n == 8)
		secret_add(ss, SECRET_GUID, b, 8);
}

/*
 * A field the spec names a MAC or a GUID: its kind, or -1. A MAC: the spec's mac format, or a
 * field of 48 to 64 bits with "mac" in its name; a GUID: 64 bits with "guid" in its name (not
 * a count or a flag: "num_of_allocated_guids", "nic_vport_node_guid_modify").
 */
static int field_kind(const struct mlx5ctl_field_desc *f, const char *key)
{
	char low[64];
	size_t i;

	if (!f)
		return -1;
	if (f->format == MLX5CTL_FORMAT_MAC)
		return SECRET_MAC;
	if (!key || f->width < 48 || f->width > 64)
		return -1;
	for (i = 0; key[i] && i + 1 < sizeof(low); i++)
		low[i] = (char)tolower((unsigned char)key[i]);
	low[i] = '\0';
	if (strstr(low, "guid") && f->width == 64)
		return SECRET_GUID;
	if (strstr(low, "mac"))
		return SECRET_MAC;
	return -1;
}

struct walk {
	struct secrets *ss;
	bool found;
};

static int visit(void *p, const struct mlx5ctl_prm_value *v)
{
	struct walk *w = p;
	int kind;

	if (v->event != MLX5CTL_PRM_FIELD)
		return 0;
	kind = field_kind(v->field, v->key);
	if (kind < 0)
		return 0;
	w->found = true;
	if (!w->ss)
		return 0;
	if (v->type == MLX5CTL_VALUE_TEXT && v->text)
		secret_add_text(w->ss, v->text);
	else if (v->type == MLX5CTL_VALUE_BYTES && v->bytes && kind == SECRET_MAC &&
		 v->nbytes >= 6)
		/* a MAC in 8 bytes is the last 6 */
		secret_add(w->ss, SECRET_MAC, v->bytes + v->nbytes - 6, 6);
	else if (v->type == MLX5CTL_VALUE_BYTES && v->bytes)
		secret_add(w->ss, (enum secret_kind)kind, v->bytes, v->nbytes);
	else if (v->type == MLX5CTL_VALUE_UINT || v->type == MLX5CTL_VALUE_ENUM ||
		 v->type == MLX5CTL_VALUE_BITS)
		/* a MAC in a 64-bit word is its low 48 bits */
		secret_add_u64(w->ss, (enum secret_kind)kind, v->u, kind == SECRET_MAC ? 6 : 8);
	return 0;
}

void secrets_from_struct(struct secrets *ss, const struct mlx5ctl_struct_desc *st,
			 const void *buf, size_t len)
{
	struct walk w = { .ss = ss };

	if (st)
		mlx5ctl_prm_walk(st, buf, len, 0, visit, &w);
}

bool struct_has_secrets(const struct mlx5ctl_struct_desc *st)
{
	struct walk w = { 0 };
	uint8_t *zero;

	if (!st)
		return false;
	/* the walk of a zero buffer visits every field (the joined ones once) */
	zero = calloc(1, st->size_bits / 8 + 1);
	if (!zero)
		return false;
	mlx5ctl_prm_walk(st, zero, st->size_bits / 8, 0, visit, &w);
	free(zero);
	return w.found;
}

void secrets_from_vpd(struct secrets *ss, const uint8_t *vpd, size_t len)
{
	size_t pos = 0;

	/* large resources: tag, 16-bit length; 0x90 (read-only) holds keywords: 2 letters, 1 length */
	while (pos + 3 <= len && vpd[pos] != 0x78) {
		uint8_t tag = vpd[pos];
		size_t rlen = vpd[pos + 1] | (size_t)vpd[pos + 2] << 8, end;

		if (!(tag & 0x80))
			break;
		end = pos + 3 + rlen;
		if (end > len)
			end = len;
		if (tag == 0x90 || tag == 0x91) {
			for (size_t k = pos + 3; k + 3 <= end; ) {
				size_t klen = vpd[k + 2];

				if (k + 3 + klen > end)
					break;
				if (vpd[k] == 'S' && vpd[k + 1] == 'N') {
					size_t n = klen;

					while (n && (vpd[k + 3 + n - 1] == ' ' || !vpd[k + 3 + n - 1]))
						n--;
					secret_add(ss, SECRET_SERIAL, vpd + k + 3, n);
				}
				k += 3 + klen;
			}
		}
		pos = pos + 3 + rlen;
	}
}

/* ---- replacing ---- */
struct buf {
	uint8_t *p;
	size_t len, cap;
};

static int buf_put(struct buf *b, const void *p, size_t n)
{
	if (!n)
		return 0;
	if (b->len + n > b->cap) {
		size_t cap = b->cap ? b->cap : 4096;
		uint8_t *q;

		while (cap < b->len + n)
			cap *= 2;
		q = realloc(b->p, cap);
		if (!q)
			return -ENOMEM;
		b->p = q;
		b->cap = cap;
	}
	memcpy(b->p + b->len, p, n);
	b->len += n;
	return 0;
}

enum bound { B_NONE, B_HEX, B_DEC };

static bool is_bound(int c, enum bound b)
{
	if (b == B_HEX)
		return isxdigit(c);
	if (b == B_DEC)
		return isdigit(c);
	return false;
}

/* every `from` in *b replaced by `to`, not where `bound` characters touch it (and for B_HEX,
 * not after "0x" of a longer number either): the count, or -ENOMEM */
static long replace(struct buf *b, const char *from, size_t flen, const char *to, size_t tlen,
		    enum bound bound)
{
	struct buf o = { 0 };
	size_t pos = 0;
	long hits = 0;

	if (!flen || flen > b->len)
		return 0;
	for (;;) {
		const uint8_t *m = memmem(b->p + pos, b->len - pos, from, flen);
		size_t at;

		if (!m)
			break;
		at = (size_t)(m - b->p);
		if (bound != B_NONE && ((at && is_bound(b->p[at - 1], bound)) ||
					(at + flen < b->len && is_bound(b->p[at + flen], bound)))) {
			if (buf_put(&o, b->p + pos, at + 1 - pos))
				goto nomem;
			pos = at + 1;
			continue;
		}
		if (buf_put(&o, b->p + pos, at - pos) || buf_put(&o, to, tlen))
			goto nomem;
		pos = at + flen;
		hits++;
	}
	if (!hits) {
		free(o.p);
		return 0;
	}
	if (buf_put(&o, b->p + pos, b->len - pos))
		goto nomem;
	free(b->p);
	*b = o;
	return hits;
nomem:
	free(o.p);
	return -ENOMEM;
}

/* the value's bytes as text: sep between bytes every `group` bytes (0: none), case */
static void hex_text(const uint8_t *v, size_t len, char sep, size_t group, bool upper,
		     char *out)
{
	const char *d = upper ? "0123456789ABCDEF" : "0123456789abcdef";
	size_t n = 0;

	for (size_t i = 0; i < len; i++) {
		if (i && sep && group && !(i % group))
			out[n++] = sep;
		out[n++] = d[v[i] >> 4];
		out[n++] = d[v[i] & 15];
	}
	out[n] = '\0';
}

static uint64_t be_value(const uint8_t *v, size_t len)
{
	uint64_t x = 0;

	for (size_t i = 0; i < len && i < 8; i++)
		x = x << 8 | v[i];
	return x;
}

static long redact_one(struct secret *s, struct buf *b)
{
	static const struct { char sep; size_t group; } forms[] = {
		{ ':', 1 }, { '-', 1 }, { ' ', 1 }, { ':', 2 }, { 0, 0 },
	};
	char from[4 * SECRET_MAX + 8], to[4 * SECRET_MAX + 8];
	long hits = 0, r;

	/* the bytes themselves, and text: a serial number is its own text */
	r = replace(b, (const char *)s->v, s->len, (const char *)s->p, s->len, B_NONE);
	if (r < 0)
		return r;
	hits += r;
	if (s->kind == SECRET_SERIAL)
		return hits;
	for (size_t f = 0; f < sizeof(forms) / sizeof(forms[0]); f++) {
		for (int up = 0; up < 2; up++) {
			if (forms[f].group == 2 && s->len % 2)
				continue;
			hex_text(s->v, s->len, forms[f].sep, forms[f].group, up, from);
			hex_text(s->p, s->len, forms[f].sep, forms[f].group, up, to);
			r = replace(b, from, strlen(from), to, strlen(to), B_NONE);
			if (r < 0)
				return r;
			hits += r;
		}
	}
	/* numbers: 0x without leading zeros (the tool's hex), and decimal (JSON) */
	if (s->len <= 8) {
		uint64_t v = be_value(s->v, s->len), p = be_value(s->p, s->len);

		for (int up = 0; up < 2; up++) {
			snprintf(from, sizeof(from), up ? "0x%llX" : "0x%llx", (unsigned long long)v);
			snprintf(to, sizeof(to), up ? "0x%llX" : "0x%llx", (unsigned long long)p);
			r = replace(b, from, strlen(from), to, strlen(to), B_HEX);
			if (r < 0)
				return r;
			hits += r;
		}
		snprintf(from, sizeof(from), "%llu", (unsigned long long)v);
		snprintf(to, sizeof(to), "%llu", (unsigned long long)p);
		if (strlen(from) >= 6) {
			r = replace(b, from, strlen(from), to, strlen(to), B_DEC);
			if (r < 0)
				return r;
			hits += r;
		}
		/*
		 * the PRM's split words (mac_addr_47_32 and _31_0, GUIDs' 63_32 and 31_0), each a
		 * number: the low 32 bits, which tell one card from another (the high ones of a
		 * MAC are the vendor's OUI), as decimal (JSON) and 0x-hex (the tool's)
		 */
		for (int w = 0; w < (s->len == 8 ? 2 : 1); w++) {
			unsigned int vw = (unsigned int)(v >> (32 * w)), pw = (unsigned int)(p >> (32 * w));
			const char *const fmts[] = { "%u", "0x%x", "0x%X" };

			for (size_t k = 0; k < 3; k++) {
				snprintf(from, sizeof(from), fmts[k], vw);
				snprintf(to, sizeof(to), fmts[k], pw);
				if (strlen(from) < 6)
					continue;
				r = replace(b, from, strlen(from), to, strlen(to), k ? B_HEX : B_DEC);
				if (r < 0)
					return r;
				hits += r;
			}
		}
	}
	return hits;
}

long redact(struct secrets *ss, const uint8_t *buf, size_t len, uint8_t **out, size_t *outlen)
{
	struct buf b = { 0 };
	long hits = 0;

	if (buf_put(&b, buf, len ? len : 0) || (!b.p && !(b.p = malloc(1))))
		return -ENOMEM;
	/* longer values first: a GUID may hold a MAC's bytes */
	for (size_t want = SECRET_MAX; want > 0; want--)
		for (unsigned int i = 0; i < ss->count; i++) {
			long r;

			if (ss->s[i].len != want)
				continue;
			r = redact_one(&ss->s[i], &b);
			if (r < 0) {
				free(b.p);
				return r;
			}
			ss->s[i].hits += (unsigned long)r;
			hits += r;
		}
	*out = b.p;
	*outlen = b.len;
	return hits;
}
