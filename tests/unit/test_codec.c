// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * Codec tests over every structure of the spec:
 *  - encode -> decode round trips with random field values;
 *  - the generated encoder agrees with an independent reference packer written here, which
 *    sets and reads one bit at a time, MSB first (PRM order), from the field tables;
 *  - the generated decoder agrees with the reference reader on random buffers.
 */
#include <check.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "mlx5ctl_prm.h"

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

static uint64_t native_int(const void *p, size_t size)
{
	switch (size) {
	case 1: return *(const uint8_t *)p;
	case 2: return *(const uint16_t *)p;
	case 4: return *(const uint32_t *)p;
	default: return *(const uint64_t *)p;
	}
}

static void native_set(void *p, size_t size, uint64_t v)
{
	switch (size) {
	case 1: *(uint8_t *)p = (uint8_t)v; break;
	case 2: *(uint16_t *)p = (uint16_t)v; break;
	case 4: *(uint32_t *)p = (uint32_t)v; break;
	default: *(uint64_t *)p = v; break;
	}
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

/* Fill a native structure with random in-range values, recursively. */
static void fill_random(const struct mlx5ctl_struct_desc *st, uint8_t *native)
{
	for (unsigned int i = 0; i < st->nfields; i++) {
		const struct mlx5ctl_field_desc *f = &st->fields[i];
		uint8_t *p;

		if (!f->name || f->flex)
			continue;
		p = native + f->native_off;
		if (is_int(f)) {
			uint64_t v = rnd64();

			if (f->width < 64)
				v &= (UINT64_C(1) << f->width) - 1;
			native_set(p, f->native_size, v);
		} else if (f->kind == MLX5CTL_KIND_BYTES || f->kind == MLX5CTL_KIND_UNION) {
			for (size_t k = 0; k < f->native_size; k++)
				p[k] = (uint8_t)random();
		} else if (f->kind == MLX5CTL_KIND_STRUCT) {
			fill_random(f->type, p);
		} else if (f->kind == MLX5CTL_KIND_ARRAY) {
			for (uint32_t k = 0; k < f->count; k++)
				fill_random(f->type, p + k * f->type->native_size);
		}
	}
}

/* Reference encoding of a native structure into buf at bit offset base. */
static void ref_encode(const struct mlx5ctl_struct_desc *st, const uint8_t *native, uint8_t *buf,
		       uint32_t base)
{
	for (unsigned int i = 0; i < st->nfields; i++) {
		const struct mlx5ctl_field_desc *f = &st->fields[i];
		const uint8_t *p;

		if (!f->name || f->flex)
			continue;
		p = native + f->native_off;
		if (is_int(f)) {
			ref_put(buf, base + f->bit, f->width, native_int(p, f->native_size));
		} else if (f->kind == MLX5CTL_KIND_BYTES || f->kind == MLX5CTL_KIND_UNION) {
			for (uint32_t k = 0; k < f->width / 8; k++)
				ref_put(buf, base + f->bit + 8 * k, 8, p[k]);
		} else if (f->kind == MLX5CTL_KIND_STRUCT) {
			ref_encode(f->type, p, buf, base + f->bit);
		} else if (f->kind == MLX5CTL_KIND_ARRAY) {
			for (uint32_t k = 0; k < f->count; k++)
				ref_encode(f->type, p + k * f->type->native_size, buf,
					   base + f->bit + k * f->type->size_bits);
		}
	}
}

/* Compare a decoded native structure with the reference reading of buf; name the field. */
static void ref_check_decoded(const struct mlx5ctl_struct_desc *st, const uint8_t *native,
			      const uint8_t *buf, uint32_t base, const char *top)
{
	for (unsigned int i = 0; i < st->nfields; i++) {
		const struct mlx5ctl_field_desc *f = &st->fields[i];
		const uint8_t *p;

		if (!f->name || f->flex)
			continue;
		p = native + f->native_off;
		if (is_int(f)) {
			uint64_t want = ref_take(buf, base + f->bit, f->width);

			ck_assert_msg(native_int(p, f->native_size) == want,
				      "%s: field %s.%s decoded 0x%llx, reference 0x%llx", top, st->name,
				      f->name, (unsigned long long)native_int(p, f->native_size),
				      (unsigned long long)want);
		} else if (f->kind == MLX5CTL_KIND_BYTES || f->kind == MLX5CTL_KIND_UNION) {
			for (uint32_t k = 0; k < f->width / 8; k++)
				ck_assert_msg(p[k] == ref_take(buf, base + f->bit + 8 * k, 8),
					      "%s: byte %u of %s.%s", top, k, st->name, f->name);
		} else if (f->kind == MLX5CTL_KIND_STRUCT) {
			ref_check_decoded(f->type, p, buf, base + f->bit, top);
		} else if (f->kind == MLX5CTL_KIND_ARRAY) {
			for (uint32_t k = 0; k < f->count; k++)
				ref_check_decoded(f->type, p + k * f->type->native_size, buf,
						  base + f->bit + k * f->type->size_bits, top);
		}
	}
}

#define ROUNDS 20

START_TEST(test_roundtrip_all)
{
	unsigned int checked = 0, coded = 0;

	srandom(0x5eed);
	for (unsigned int s = 0; s < mlx5ctl_prm_nstructs; s++) {
		const struct mlx5ctl_struct_desc *st = &mlx5ctl_prm_structs[s];
		size_t blen = st->size_bits / 8;

		if (!st->encode)	/* NV item layouts: descriptors only */
			continue;
		coded++;
		for (int r = 0; r < ROUNDS; r++) {
			uint8_t *a = calloc(1, st->native_size), *b = calloc(1, st->native_size);
			uint8_t *buf = calloc(1, blen), *ref = calloc(1, blen);

			ck_assert(a && b && buf && ref);
			fill_random(st, a);
			st->encode(a, buf);
			ref_encode(st, a, ref, 0);
			ck_assert_msg(!memcmp(buf, ref, blen),
				      "%s: generated encoder differs from the reference packer", st->name);
			st->decode(b, buf);
			ck_assert_msg(!memcmp(a, b, st->native_size), "%s: encode -> decode differs",
				      st->name);
			free(a);
			free(b);
			free(buf);
			free(ref);
			checked++;
		}
	}
	ck_assert_uint_eq(checked, coded * ROUNDS);
	ck_assert_uint_gt(coded, 50);
}
END_TEST

START_TEST(test_decode_random_buffers)
{
	srandom(0xdec0de);
	for (unsigned int s = 0; s < mlx5ctl_prm_nstructs; s++) {
		const struct mlx5ctl_struct_desc *st = &mlx5ctl_prm_structs[s];
		size_t blen = st->size_bits / 8;

		if (!st->decode)
			continue;
		for (int r = 0; r < ROUNDS; r++) {
			uint8_t *n = calloc(1, st->native_size), *buf = malloc(blen);

			ck_assert(n && buf);
			for (size_t k = 0; k < blen; k++)
				buf[k] = (uint8_t)random();
			st->decode(n, buf);
			ref_check_decoded(st, n, buf, 0, st->name);
			free(n);
			free(buf);
		}
	}
}
END_TEST

/* Encoding touches only the fields' bits: reserved bits of the buffer are preserved. */
START_TEST(test_encode_preserves_reserved)
{
	srandom(0xfee1);
	for (unsigned int s = 0; s < mlx5ctl_prm_nstructs; s++) {
		const struct mlx5ctl_struct_desc *st = &mlx5ctl_prm_structs[s];
		size_t blen = st->size_bits / 8;
		uint8_t *n, *buf, *ref;

		if (!st->encode)
			continue;
		n = calloc(1, st->native_size);
		buf = malloc(blen);
		ref = malloc(blen);

		ck_assert(n && buf && ref);
		fill_random(st, n);
		for (size_t k = 0; k < blen; k++)
			buf[k] = ref[k] = (uint8_t)random();
		st->encode(n, buf);
		ref_encode(st, n, ref, 0);
		ck_assert_msg(!memcmp(buf, ref, blen), "%s: reserved bits changed", st->name);
		free(n);
		free(buf);
		free(ref);
	}
}
END_TEST

/* A known value at a known place, checked against mlx5_ifc.h's layout by hand. */
START_TEST(test_known_layout)
{
	struct mlx5ctl_prm_create_umem_in in = { 0 };
	uint8_t buf[MLX5CTL_PRM_CREATE_UMEM_IN_BYTES] = { 0 };

	in.opcode = 0xa08;
	in.uid = 0x1234;
	in.umem.log_page_size = 0x1f;
	in.umem.num_of_mtt = 0x0102030405060708ull;
	mlx5ctl_prm_create_umem_in_encode(&in, buf);
	ck_assert_uint_eq(buf[0], 0x0a);
	ck_assert_uint_eq(buf[1], 0x08);
	ck_assert_uint_eq(buf[2], 0x12);
	ck_assert_uint_eq(buf[3], 0x34);
	/* umem at byte 0x10; log_page_size is bits 4:0 of umem dword 4 (byte 0x23) */
	ck_assert_uint_eq(buf[0x23], 0x1f);
	ck_assert_uint_eq(buf[0x28], 0x01);
	ck_assert_uint_eq(buf[0x2f], 0x08);
	ck_assert_uint_eq(MLX5CTL_GET(create_umem_in, buf, umem.log_page_size), 0x1f);
	ck_assert_uint_eq(MLX5CTL_GET64(create_umem_in, buf, umem.num_of_mtt),
			  0x0102030405060708ull);
	ck_assert_uint_eq(MLX5CTL_BYTE_OFF(create_umem_in, umem.mtt), 0x30);
}
END_TEST

int main(void)
{
	return check_run("codec", 120,
			 test_roundtrip_all,
			 test_decode_random_buffers,
			 test_encode_preserves_reserved,
			 test_known_layout, NULL);
}
