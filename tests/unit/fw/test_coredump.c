// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * CORE_DUMP register, dump-to-memory: the core dump into an MKEY in one call or continued with
 * a cookie, byte for byte what RESOURCE_DUMP gives inline; MKEY ownership and range, the UID
 * capability, type, cookie and size checks.
 */
#include "fwtest.h"
#include "mlx5fw_debug.h"
#include "mlx5fw_int.h"		/* the model's syndromes */

#define BAD_PARAM	MLX5CTL_CMD_STAT_BAD_PARAM_ERR
#define CD_SZ		MLX5CTL_ST_SZ_BYTES(core_dump_reg)
#define RD_SZ		MLX5CTL_ST_SZ_BYTES(resource_dump)
#define SEG_CORE_DUMP	MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_CORE_DUMP
#define VA		0x7f1200000000ull
#define ALL_CAPS	(MLX5CTL_UCTX_CAP_RAW_TX | MLX5CTL_UCTX_CAP_INTERNAL_DEVICE_RESOURCES | \
			 MLX5CTL_UCTX_CAP_TOOLS_RESOURCES)

static uint8_t cd_in[MLX5CTL_ST_SZ_BYTES(access_register_in) + CD_SZ];
static uint8_t cd_out[MLX5CTL_ST_SZ_BYTES(access_register_out) + CD_SZ];
static uint32_t syndrome;

static void fixture(void)
{
	fw_setup();
	init_hca();
}

static void *cd_req(void)
{
	return MLX5CTL_ADDR_OF(access_register_in, cd_in, register_data);
}

static void *cd_resp(void)
{
	return MLX5CTL_ADDR_OF(access_register_out, cd_out, register_data);
}

/* a CR_DUMP_TO_MEM request of `size` bytes at `va` through `mkey`, continuing from `cookie` */
static void cd_prep(uint16_t uid, int op_mod, uint32_t mkey, uint64_t va, uint32_t size,
		    uint64_t cookie)
{
	memset(cd_in, 0, sizeof(cd_in));
	MLX5CTL_SET(access_register_in, cd_in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	MLX5CTL_SET(access_register_in, cd_in, op_mod, op_mod);
	MLX5CTL_SET(access_register_in, cd_in, register_id, MLX5CTL_REG_CORE_DUMP);
	MLX5CTL_SET(mbox_in_hdr, cd_in, uid, uid);
	MLX5CTL_SET(core_dump_reg, cd_req(), core_dump_type, MLX5CTL_CORE_DUMP_TYPE_CR_DUMP_TO_MEM);
	MLX5CTL_SET(core_dump_reg, cd_req(), mkey, mkey);
	MLX5CTL_SET64(core_dump_reg, cd_req(), address, va);
	MLX5CTL_SET(core_dump_reg, cd_req(), size, size);
	MLX5CTL_SET64(core_dump_reg, cd_req(), cookie, cookie);
}

static int cd_call(void)
{
	int st = run(cd_in, sizeof(cd_in), cd_out, sizeof(cd_out));

	syndrome = MLX5CTL_GET(mbox_out_hdr, cd_out, syndrome);
	return st;
}

/* the core dump through RESOURCE_DUMP inline, 208 bytes a call (malloc'ed) */
static uint8_t *inline_core_dump(size_t *len)
{
	static uint8_t in[MLX5CTL_ST_SZ_BYTES(access_register_in) + RD_SZ];
	static uint8_t out[MLX5CTL_ST_SZ_BYTES(access_register_out) + RD_SZ];
	void *req = MLX5CTL_ADDR_OF(access_register_in, in, register_data);
	void *resp = MLX5CTL_ADDR_OF(access_register_out, out, register_data);
	size_t cap = 2u << 20, n = 0;
	uint8_t *buf = malloc(cap);

	memset(in, 0, sizeof(in));
	MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	MLX5CTL_SET(access_register_in, in, op_mod, MLX5CTL_ACCESS_REG_OP_MOD_READ);
	MLX5CTL_SET(access_register_in, in, register_id, MLX5CTL_REG_RESOURCE_DUMP);
	MLX5CTL_SET(resource_dump, req, segment_type, SEG_CORE_DUMP);
	MLX5CTL_SET(resource_dump, req, inline_dump, 1);
	for (;;) {
		uint32_t sz;

		ck_assert_int_eq(run(in, sizeof(in), out, sizeof(out)), 0);
		sz = MLX5CTL_GET(resource_dump, resp, size);
		ck_assert_uint_le(n + sz, cap);
		memcpy(buf + n, MLX5CTL_ADDR_OF(resource_dump, resp, inline_data), sz);
		n += sz;
		if (!MLX5CTL_GET(resource_dump, resp, more_dump))
			break;
		MLX5CTL_SET(resource_dump, req, seq_num, MLX5CTL_GET(resource_dump, resp, seq_num));
		MLX5CTL_SET64(resource_dump, req, device_opaque,
			      MLX5CTL_GET64(resource_dump, resp, device_opaque));
	}
	*len = n;
	return buf;
}

/* one call into a 2 MiB MKEY: everything, the same bytes as inline; both directions */
START_TEST(one_call)
{
	uint16_t uid = create_uctx(ALL_CAPS);
	uint64_t buf;
	uint32_t mkey = make_mkey(uid, 512, 1, VA, &buf);
	size_t len, n;
	uint8_t *d = inline_core_dump(&len);

	ck_assert_uint_ge(len, 1u << 20);
	for (int op_mod = 0; op_mod < 2; op_mod++) {
		memset(gptr(buf), 0, 512 * 4096);
		cd_prep(uid, op_mod, mkey, VA, 512 * 4096, 0);
		ck_assert_int_eq(cd_call(), 0);
		n = MLX5CTL_GET(core_dump_reg, cd_resp(), size);
		ck_assert_uint_eq(n, len);
		ck_assert_uint_eq(MLX5CTL_GET(core_dump_reg, cd_resp(), total_size), len);
		ck_assert_uint_eq(MLX5CTL_GET(core_dump_reg, cd_resp(), more_dump), 0);
		ck_assert_uint_eq(MLX5CTL_GET64(core_dump_reg, cd_resp(), cookie), 0);
		ck_assert_uint_eq(MLX5CTL_GET(core_dump_reg, cd_resp(), core_dump_type),
				  MLX5CTL_CORE_DUMP_TYPE_CR_DUMP_TO_MEM);
		ck_assert_int_eq(memcmp(gptr(buf), d, len), 0);
	}
	/* the kernel (uid 0) with an MKEY of its own */
	mkey = make_mkey(0, 512, 1, VA, &buf);
	cd_prep(0, 0, mkey, VA, 512 * 4096, 0);
	ck_assert_int_eq(cd_call(), 0);
	ck_assert_int_eq(memcmp(gptr(buf), d, len), 0);
	free(d);
}
END_TEST

/* a buffer smaller than the dump: more_dump and a cookie, call after call; an odd size and an
 * offset inside the MKEY; another dump in between does not disturb the continuation */
START_TEST(continuation)
{
	uint16_t uid = create_uctx(ALL_CAPS);
	uint64_t buf;
	uint32_t mkey = make_mkey(uid, 64, 1, VA, &buf);
	const uint32_t chunk = 100000;
	size_t len, got = 0;
	uint8_t *d = inline_core_dump(&len), *all = malloc(len);
	uint64_t cookie = 0;
	unsigned int calls = 0;

	do {
		uint32_t n;

		cd_prep(uid, 0, mkey, VA + 4096 + 3, chunk, cookie);
		ck_assert_int_eq(cd_call(), 0);
		n = MLX5CTL_GET(core_dump_reg, cd_resp(), size);
		ck_assert_uint_le(got + n, len);
		memcpy(all + got, (uint8_t *)gptr(buf) + 4096 + 3, n);
		got += n;
		calls++;
		cookie = MLX5CTL_GET64(core_dump_reg, cd_resp(), cookie);
		ck_assert_uint_eq(MLX5CTL_GET(core_dump_reg, cd_resp(), more_dump), got < len);
		ck_assert_uint_eq(!!cookie, got < len);
		if (calls == 3) {
			free(inline_core_dump(&len));		/* RESOURCE_DUMP in between */
			ck_assert_uint_eq(len, MLX5CTL_GET(core_dump_reg, cd_resp(), total_size));
		}
	} while (cookie);
	ck_assert_uint_eq(got, len);
	ck_assert_uint_eq(calls, (len + chunk - 1) / chunk);
	ck_assert_int_eq(memcmp(all, d, len), 0);
	free(all);
	free(d);
}
END_TEST

START_TEST(rules)
{
	uint16_t uid = create_uctx(ALL_CAPS), other = create_uctx(ALL_CAPS);
	uint16_t weak = create_uctx(MLX5CTL_UCTX_CAP_TOOLS_RESOURCES);
	uint64_t buf, cookie, tag, total;
	uint32_t mkey = make_mkey(uid, 16, 1, VA, &buf), ro = make_mkey(uid, 16, 0, VA, &buf);
	uint32_t weak_mkey = make_mkey(weak, 16, 1, VA, &buf);

	/* a first piece, for a valid cookie */
	cd_prep(uid, 0, mkey, VA, 4096, 0);
	ck_assert_int_eq(cd_call(), 0);
	cookie = MLX5CTL_GET64(core_dump_reg, cd_resp(), cookie);
	total = MLX5CTL_GET(core_dump_reg, cd_resp(), total_size);
	/* debug_cap.log_cr_dump_to_mem_size tells the truth: the smallest power of two pages */
	ck_assert_uint_le(total, 4096u << MLX5FW_LOG_CR_DUMP_PAGES);
	ck_assert_uint_gt(total, 4096u << (MLX5FW_LOG_CR_DUMP_PAGES - 1));
	ck_assert_uint_ne(cookie, 0);
	tag = cookie & ~0xffffffffull;

	/* the MKEY: another UID's, wrong key, no local write; the kernel (uid 0) may use any */
	cd_prep(other, 0, mkey, VA, 4096, 0);
	ck_assert_int_eq(cd_call(), BAD_PARAM);
	ck_assert_uint_eq(syndrome, SYND_BAD_ACCESS);
	cd_prep(0, 0, mkey, VA, 4096, 0);
	ck_assert_int_eq(cd_call(), 0);
	cd_prep(uid, 0, mkey ^ 1, VA, 4096, 0);
	ck_assert_int_eq(cd_call(), BAD_PARAM);
	cd_prep(uid, 0, ro, VA, 4096, 0);
	ck_assert_int_eq(cd_call(), BAD_PARAM);
	/* the range: before the MKEY, past its end, straddling it */
	cd_prep(uid, 0, mkey, VA - 1, 4096, 0);
	ck_assert_int_eq(cd_call(), BAD_PARAM);
	cd_prep(uid, 0, mkey, VA + 16 * 4096, 1, 0);
	ck_assert_int_eq(cd_call(), BAD_PARAM);
	cd_prep(uid, 0, mkey, VA + 15 * 4096, 8192, 0);
	ck_assert_int_eq(cd_call(), BAD_PARAM);
	ck_assert_uint_eq(syndrome, SYND_BAD_ACCESS);
	/* the whole buffer must be inside the MKEY, even when the dump's rest would fit */
	cd_prep(uid, 0, mkey, VA + 16 * 4096 - 8, 1u << 30, tag | (total - 8));
	ck_assert_int_eq(cd_call(), BAD_PARAM);
	ck_assert_uint_eq(syndrome, SYND_BAD_ACCESS);
	cd_prep(uid, 0, mkey, VA + 16 * 4096 - 8, 8, tag | (total - 8));
	ck_assert_int_eq(cd_call(), 0);
	ck_assert_uint_eq(MLX5CTL_GET(core_dump_reg, cd_resp(), size), 8);
	/* size, type, vhca */
	cd_prep(uid, 0, mkey, VA, 0, 0);
	ck_assert_int_eq(cd_call(), BAD_PARAM);
	ck_assert_uint_eq(syndrome, SYND_BAD_LEN);
	cd_prep(uid, 0, mkey, VA, 4096, 0);
	MLX5CTL_SET(core_dump_reg, cd_req(), core_dump_type, MLX5CTL_CORE_DUMP_TYPE_GENERAL);
	ck_assert_int_eq(cd_call(), BAD_PARAM);
	MLX5CTL_SET(core_dump_reg, cd_req(), core_dump_type, MLX5CTL_CORE_DUMP_TYPE_QP);
	ck_assert_int_eq(cd_call(), BAD_PARAM);
	cd_prep(uid, 0, mkey, VA, 4096, 0);
	MLX5CTL_SET(core_dump_reg, cd_req(), vhca_id, 5);
	ck_assert_int_eq(cd_call(), BAD_PARAM);
	ck_assert_uint_eq(syndrome, SYND_BAD_PARAM);
	/* cookies: garbage, the tag with offset 0, one past the end, the last byte */
	cd_prep(uid, 0, mkey, VA, 4096, 12345);
	ck_assert_int_eq(cd_call(), BAD_PARAM);
	cd_prep(uid, 0, mkey, VA, 4096, tag);
	ck_assert_int_eq(cd_call(), BAD_PARAM);
	cd_prep(uid, 0, mkey, VA, 4096, tag | total);
	ck_assert_int_eq(cd_call(), BAD_PARAM);
	cd_prep(uid, 0, mkey, VA, 4096, tag | (total - 1));
	ck_assert_int_eq(cd_call(), 0);
	ck_assert_uint_eq(MLX5CTL_GET(core_dump_reg, cd_resp(), size), 1);
	ck_assert_uint_eq(MLX5CTL_GET(core_dump_reg, cd_resp(), more_dump), 0);
	cd_prep(uid, 0, mkey, VA, 4096, cookie);
	ck_assert_int_eq(cd_call(), 0);
	/* a UID without INTERNAL_DEVICE_RESOURCES, even with an MKEY of its own */
	cd_prep(weak, 0, weak_mkey, VA, 4096, 0);
	ck_assert_int_eq(cd_call(), BAD_PARAM);
	ck_assert_uint_eq(syndrome, SYND_UID_CAP);
	/* no such UID */
	cd_prep(77, 0, mkey, VA, 4096, 0);
	ck_assert_int_eq(cd_call(), BAD_PARAM);
	ck_assert_uint_eq(syndrome, SYND_NO_UID);
}
END_TEST

/* a clone (a snapshot, a replugged device) gets a copy of the built stream, not a rebuild */
START_TEST(clone_keeps_stream)
{
	const uint8_t *d, *cd;
	size_t len, clen;
	struct mlx5fw *c = mlx5fw_clone(fw);

	ck_assert_ptr_nonnull(c);
	ck_assert_ptr_null(c->core.data);	/* none built yet: none copied */
	mlx5fw_free(c);
	ck_assert_int_eq(mlx5fw_core_dump_stream(fw, &d, &len), 0);
	c = mlx5fw_clone(fw);
	ck_assert_ptr_nonnull(c);
	ck_assert_ptr_nonnull(c->core.data);
	ck_assert_ptr_ne(c->core.data, fw->core.data);	/* its own bytes */
	ck_assert_uint_eq(c->core.seg_off, fw->core.seg_off);
	ck_assert_uint_eq(c->core.seg_len, fw->core.seg_len);
	ck_assert_int_eq(mlx5fw_core_dump_stream(c, &cd, &clen), 0);
	ck_assert_ptr_eq(cd, c->core.data);
	ck_assert_uint_eq(clen, len);
	ck_assert_int_eq(memcmp(cd, d, len), 0);
	mlx5fw_free(c);
}
END_TEST

static Suite *coredump_suite(void)
{
	Suite *s = suite_create("coredump");
	TCase *tc = tcase_create("core");

	tcase_set_timeout(tc, 60);
	tcase_add_checked_fixture(tc, fixture, fw_teardown);
	tcase_add_test(tc, one_call);
	tcase_add_test(tc, continuation);
	tcase_add_test(tc, rules);
	tcase_add_test(tc, clone_keeps_stream);
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(coredump_suite)
