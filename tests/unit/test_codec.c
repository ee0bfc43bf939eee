// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * The codec over every structure of the spec: the library has one, the generic codec of
 * mlx5ctl_lib_prm.h (mlx5ctl_prm_get / mlx5ctl_prm_set over the field descriptors), beside the
 * GET/SET macros of mlx5ctl_ifc.h. Every integer field of every structure (nested structures,
 * every array entry, every union alternative) is checked against an independent reference
 * packer written here, which sets and reads one bit at a time, MSB first (PRM order):
 *  - setting a field writes exactly its bits (the rest of the buffer, reserved bits and the
 *    other fields, is left as it was), and reads back;
 *  - reading a field of a random buffer gives what the reference reads;
 *  - a value wider than the field is refused and changes nothing.
 */
#include <check.h>
#include <errno.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "mlx5ctl_lib_prm.h"

#include "check_run.h"

/* ---- the reference bit packer: one bit at a time, bit 0 = MSB of byte 0 ---- */
static void ref_set_bit(uint8_t *buf, uint32_t bit, int v)
{
	uint8_t m = (uint8_t)(0x80u >> (bit % 8));

	if (v)
		buf[bit / 8] |= m;
	else
		buf[bit / 8] &= (uint8_t)~m;
}

static int ref_get_bit(const uint8_t *buf, uint32_t bit)
{
	return !!(buf[bit / 8] & (0x80u >> (bit % 8)));
}

static void ref_put(uint8_t *buf, uint32_t bit, uint32_t width, uint64_t v)
{
	for (uint32_t i = 0; i < width; i++)
		ref_set_bit(buf, bit + i, (int)((v >> (width - 1 - i)) & 1));
}

static uint64_t ref_take(const uint8_t *buf, uint32_t bit, uint32_t width)
{
	uint64_t v = 0;

	for (uint32_t i = 0; i < width; i++)
		v = v << 1 | (uint64_t)ref_get_bit(buf, bit + i);
	return v;
}

static uint64_t rnd64(void)
{
	return (uint64_t)random() << 33 ^ (uint64_t)random() << 11 ^ (uint64_t)random();
}

static bool is_int(const struct mlx5ctl_field_desc *f)
{
	return f->kind == MLX5CTL_KIND_UINT || f->kind == MLX5CTL_KIND_ENUM ||
	       f->kind == MLX5CTL_KIND_FLAG;
}

/* what a check does with one integer field at an absolute bit offset of the buffer */
struct pass {
	const struct mlx5ctl_struct_desc *top;
	uint8_t *buf, *ref;		/* the codec's buffer and the reference's */
	size_t len;
	unsigned int fields;		/* integer fields checked */
	void (*check)(struct pass *p, const struct mlx5ctl_prm_ref *r);
};

/* Every integer field of st at bit base: nested structures, array entries, union alternatives. */
static void each_field(struct pass *p, const struct mlx5ctl_struct_desc *st, uint32_t base)
{
	for (unsigned int i = 0; i < st->nfields; i++) {
		const struct mlx5ctl_field_desc *f = &st->fields[i];

		if (!f->name || f->flex)
			continue;
		if (is_int(f)) {
			struct mlx5ctl_prm_ref r = { .f = f, .bit = base + f->bit };

			p->check(p, &r);
			p->fields++;
		} else if (f->kind == MLX5CTL_KIND_STRUCT) {
			each_field(p, f->type, base + f->bit);
		} else if (f->kind == MLX5CTL_KIND_ARRAY) {
			for (uint32_t k = 0; k < f->count; k++)
				each_field(p, f->type, base + f->bit + k * f->type->size_bits);
		} else if (f->kind == MLX5CTL_KIND_UNION) {
			for (unsigned int k = 0; k < f->nalts; k++)
				each_field(p, f->alts[k], base + f->bit);
		}
	}
}

/* set a random in-range value: exactly the field's bits change, and it reads back */
static void check_set(struct pass *p, const struct mlx5ctl_prm_ref *r)
{
	uint32_t w = r->f->width;
	uint64_t v = rnd64();

	if (w < 64)
		v &= (UINT64_C(1) << w) - 1;
	ck_assert_int_eq(mlx5ctl_prm_set(p->buf, r, v), 0);
	ref_put(p->ref, r->bit, w, v);
	ck_assert_msg(!memcmp(p->buf, p->ref, p->len), "%s: setting %s (bit 0x%x, %u bits) "
		      "changed other bits than the reference packer", p->top->name, r->f->name,
		      r->bit, w);
	ck_assert_msg(mlx5ctl_prm_get(p->buf, r) == v, "%s: %s does not read back", p->top->name,
		      r->f->name);
}

/* read: the codec and the reference agree */
static void check_get(struct pass *p, const struct mlx5ctl_prm_ref *r)
{
	uint64_t got = mlx5ctl_prm_get(p->buf, r), want = ref_take(p->buf, r->bit, r->f->width);

	ck_assert_msg(got == want, "%s: %s (bit 0x%x, %u bits) read 0x%llx, reference 0x%llx",
		      p->top->name, r->f->name, r->bit, r->f->width, (unsigned long long)got,
		      (unsigned long long)want);
}

/* a value one bit too wide is refused and changes nothing */
static void check_range(struct pass *p, const struct mlx5ctl_prm_ref *r)
{
	if (r->f->width >= 64)
		return;
	ck_assert_int_eq(mlx5ctl_prm_set(p->buf, r, UINT64_C(1) << r->f->width), -ERANGE);
	ck_assert_msg(!memcmp(p->buf, p->ref, p->len), "%s: a refused %s changed the buffer",
		      p->top->name, r->f->name);
}

/* each pass over every structure, on a random buffer; returns the fields checked */
static unsigned int over_all(void (*check)(struct pass *p, const struct mlx5ctl_prm_ref *r),
			     unsigned int *nstructs)
{
	const struct mlx5ctl_struct_desc *st;
	unsigned int fields = 0, s;

	for (s = 0; (st = mlx5ctl_prm_struct_at(s)); s++) {
		struct pass p = { .top = st, .len = st->size_bits / 8, .check = check };

		p.buf = malloc(p.len + 1);
		p.ref = malloc(p.len + 1);
		ck_assert(p.buf && p.ref);
		for (size_t k = 0; k < p.len; k++)
			p.buf[k] = p.ref[k] = (uint8_t)random();
		each_field(&p, st, 0);
		/* after every field was set (union alternatives overlap): all still agree */
		if (check == check_set) {
			p.check = check_get;
			each_field(&p, st, 0);
		}
		fields += p.fields;
		free(p.buf);
		free(p.ref);
	}
	*nstructs = s;
	return fields;
}

#define ROUNDS 5

START_TEST(test_set_matches_reference)
{
	unsigned int n, fields = 0;

	srandom(0x5eed);
	for (int r = 0; r < ROUNDS; r++)
		fields += over_all(check_set, &n);
	ck_assert_uint_eq(n, mlx5ctl_prm_nstructs);
	ck_assert_uint_gt(n, 300);
	ck_assert_uint_gt(fields, 10000);
}
END_TEST

START_TEST(test_get_matches_reference)
{
	unsigned int n, fields = 0;

	srandom(0xdec0de);
	for (int r = 0; r < ROUNDS; r++)
		fields += over_all(check_get, &n);
	ck_assert_uint_gt(fields, 10000);
}
END_TEST

START_TEST(test_set_out_of_range)
{
	unsigned int n;

	srandom(0xfee1);
	ck_assert_uint_gt(over_all(check_range, &n), 5000);
}
END_TEST

/* A known value at a known place, checked against mlx5_ifc.h's layout by hand; the macros agree. */
START_TEST(test_known_layout)
{
	const struct mlx5ctl_struct_desc *st = &mlx5ctl_prm_st_create_umem_in;
	uint8_t buf[MLX5CTL_ST_SZ_BYTES(create_umem_in)] = { 0 };
	struct mlx5ctl_prm_ref r;
	char err[128];

	ck_assert_uint_eq(sizeof(buf), st->size_bits / 8);
	ck_assert_int_eq(mlx5ctl_prm_resolve(st, "opcode", &r, err, sizeof(err)), 0);
	ck_assert_int_eq(mlx5ctl_prm_set(buf, &r, 0xa08), 0);
	ck_assert_int_eq(mlx5ctl_prm_resolve(st, "uid", &r, err, sizeof(err)), 0);
	ck_assert_int_eq(mlx5ctl_prm_set(buf, &r, 0x1234), 0);
	ck_assert_int_eq(mlx5ctl_prm_resolve(st, "umem.log_page_size", &r, err, sizeof(err)), 0);
	ck_assert_int_eq(mlx5ctl_prm_set(buf, &r, 0x1f), 0);
	ck_assert_int_eq(mlx5ctl_prm_resolve(st, "umem.num_of_mtt", &r, err, sizeof(err)), 0);
	ck_assert_int_eq(mlx5ctl_prm_set(buf, &r, 0x0102030405060708ull), 0);
	ck_assert_uint_eq(buf[0], 0x0a);
	ck_assert_uint_eq(buf[1], 0x08);
	ck_assert_uint_eq(buf[2], 0x12);
	ck_assert_uint_eq(buf[3], 0x34);
	/* umem at byte 0x10; log_page_size is bits 4:0 of umem dword 4 (byte 0x23) */
	ck_assert_uint_eq(buf[0x23], 0x1f);
	ck_assert_uint_eq(buf[0x28], 0x01);
	ck_assert_uint_eq(buf[0x2f], 0x08);
	ck_assert_uint_eq(MLX5CTL_GET(create_umem_in, buf, opcode), 0xa08);
	ck_assert_uint_eq(MLX5CTL_GET(create_umem_in, buf, umem.log_page_size), 0x1f);
	ck_assert_uint_eq(MLX5CTL_GET64(create_umem_in, buf, umem.num_of_mtt),
			  0x0102030405060708ull);
	ck_assert_uint_eq(MLX5CTL_BYTE_OFF(create_umem_in, umem.mtt), 0x30);
	/* the macros write what the codec reads */
	MLX5CTL_SET(create_umem_in, buf, uid, 0xbeef);
	MLX5CTL_SET64(create_umem_in, buf, umem.num_of_mtt, 0x1122334455667788ull);
	ck_assert_int_eq(mlx5ctl_prm_resolve(st, "uid", &r, err, sizeof(err)), 0);
	ck_assert_uint_eq(mlx5ctl_prm_get(buf, &r), 0xbeef);
	ck_assert_int_eq(mlx5ctl_prm_resolve(st, "umem.num_of_mtt", &r, err, sizeof(err)), 0);
	ck_assert_uint_eq(mlx5ctl_prm_get(buf, &r), 0x1122334455667788ull);
	ck_assert_uint_eq(buf[0x23], 0x1f);
}
END_TEST

int main(void)
{
	return check_run("codec", 120,
			 test_set_matches_reference,
			 test_get_matches_reference,
			 test_set_out_of_range,
			 test_known_layout, NULL);
}
