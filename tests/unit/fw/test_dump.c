// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * RESOURCE_DUMP: menu, core dump (inline and into an MKEY over a UMEM), object contexts.
 */
#include "fwtest.h"

#define BAD_PARAM	MLX5CTL_CMD_STAT_BAD_PARAM_ERR
#define RD_SZ		MLX5CTL_ST_SZ_BYTES(resource_dump)
#define SEG_CORE_DUMP	MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_CORE_DUMP
#define SEG_FULL_EQC	MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_FULL_EQC
#define SEG_UCTX	MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_UCTX

static uint8_t rd_in[MLX5CTL_ST_SZ_BYTES(access_register_in) + RD_SZ];
static uint8_t rd_out[MLX5CTL_ST_SZ_BYTES(access_register_out) + RD_SZ];

static void dump_fixture(void)
{
	fw_setup();
	init_hca();
}

static void *rd_req(void)
{
	return MLX5CTL_ADDR_OF(access_register_in, rd_in, register_data);
}

static void *rd_resp(void)
{
	return MLX5CTL_ADDR_OF(access_register_out, rd_out, register_data);
}

static void rd_prep(uint16_t uid, uint32_t type, int op_mod)
{
	memset(rd_in, 0, sizeof(rd_in));
	MLX5CTL_SET(access_register_in, rd_in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	MLX5CTL_SET(access_register_in, rd_in, op_mod, op_mod);
	MLX5CTL_SET(access_register_in, rd_in, register_id, MLX5CTL_REG_RESOURCE_DUMP);
	MLX5CTL_SET(mbox_in_hdr, rd_in, uid, uid);
	MLX5CTL_SET(resource_dump, rd_req(), segment_type, type);
}

static int rd_call(void)
{
	return run(rd_in, sizeof(rd_in), rd_out, sizeof(rd_out));
}

/* reads a whole dump inline, like the mlx5ctl tool; returns the stream (malloc'ed) */
static uint8_t *rd_inline_all(uint16_t uid, uint32_t type, uint32_t index1, uint32_t num1,
			      size_t *len)
{
	size_t cap = 1 << 16, n = 0;
	uint8_t *buf = malloc(cap);
	uint32_t seq = 0;

	rd_prep(uid, type, 1);
	MLX5CTL_SET(resource_dump, rd_req(), inline_dump, 1);
	MLX5CTL_SET(resource_dump, rd_req(), index1, index1);
	MLX5CTL_SET(resource_dump, rd_req(), num_of_obj1, num1);
	for (;;) {
		uint32_t sz;

		ck_assert_int_eq(rd_call(), 0);
		ck_assert_uint_eq(MLX5CTL_GET(resource_dump, rd_resp(), seq_num), (seq + 1) & 0xf);
		seq = MLX5CTL_GET(resource_dump, rd_resp(), seq_num);
		sz = MLX5CTL_GET(resource_dump, rd_resp(), size);
		ck_assert_uint_le(sz, MLX5CTL_FLD_SZ_BYTES(resource_dump, inline_data));
		if (n + sz > cap)
			buf = realloc(buf, cap *= 2);
		memcpy(buf + n, MLX5CTL_ADDR_OF(resource_dump, rd_resp(), inline_data), sz);
		n += sz;
		if (!MLX5CTL_GET(resource_dump, rd_resp(), more_dump))
			break;
		ck_assert_uint_gt(sz, 0);
		MLX5CTL_SET(resource_dump, rd_req(), seq_num, seq);
		MLX5CTL_SET64(resource_dump, rd_req(), device_opaque,
			      MLX5CTL_GET64(resource_dump, rd_resp(), device_opaque));
		MLX5CTL_SET(resource_dump, rd_req(), more_dump, 1);
	}
	*len = n;
	return buf;
}

static uint32_t seg_type(const uint8_t *p)
{
	return MLX5CTL_GET(resource_dump_segment_header, p, segment_type);
}

static size_t seg_len(const uint8_t *p)
{
	return 4 * (size_t)MLX5CTL_GET(resource_dump_segment_header, p, length_dw);
}

/* walks the stream: INFO, COMMAND, ..., TERMINATE; returns the number of middle segments */
static unsigned int walk(const uint8_t *p, size_t len, uint32_t called)
{
	size_t off = 0;
	unsigned int n = 0;

	ck_assert_uint_eq(seg_type(p), MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_INFO);
	ck_assert_uint_eq(MLX5CTL_GET(resource_dump_info_segment, p, fw_version) >> 24, 22);
	off += seg_len(p);
	ck_assert_uint_eq(seg_type(p + off), MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_COMMAND);
	ck_assert_uint_eq(MLX5CTL_GET(resource_dump_command_segment, p + off, segment_called),
			  called);
	off += seg_len(p + off);
	while (off < len && seg_type(p + off) != MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_TERMINATE) {
		ck_assert_uint_gt(seg_len(p + off), 0);
		off += seg_len(p + off);
		n++;
	}
	ck_assert_uint_lt(off, len);
	ck_assert_uint_eq(off + seg_len(p + off), len);
	return n;
}

START_TEST(menu)
{
	size_t len;
	uint8_t *d = rd_inline_all(0, MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MENU, 0, 0, &len);
	size_t off;
	uint8_t *m, *r;

	ck_assert_uint_eq(walk(d, len, MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MENU), 1);
	off = seg_len(d);
	off += seg_len(d + off);
	m = d + off;
	ck_assert_uint_eq(seg_type(m), MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MENU);
	/* CORE_DUMP, FULL_EQC, UCTX, UMEM, PD, MKEY, DIAG_COUNTERS */
	ck_assert_uint_eq(MLX5CTL_GET(resource_dump_menu_segment, m, num_of_records), 7);
	r = MLX5CTL_ADDR_OF(resource_dump_menu_segment, m, record);
	ck_assert_uint_eq(MLX5CTL_GET(resource_dump_menu_record, r, segment_type), SEG_CORE_DUMP);
	ck_assert_str_eq((char *)MLX5CTL_ADDR_OF(resource_dump_menu_record, r, segment_name),
			 "CORE_DUMP");
	free(d);
}
END_TEST

static uint32_t crc32(const uint8_t *p, size_t n)
{
	uint32_t c = 0xffffffffu;
	size_t i;

	for (i = 0; i < n; i++) {
		int k;

		c ^= p[i];
		for (k = 0; k < 8; k++)
			c = (c & 1) ? (c >> 1) ^ 0xedb88320u : c >> 1;
	}
	return ~c;
}

/* checks the core dump's header against its data segments */
static void check_core(const uint8_t *d, size_t len)
{
	size_t hs = MLX5CTL_ST_SZ_BYTES(resource_dump_resource_segment), off, total = 0;
	uint32_t crc = 0xffffffffu, nseg, i;
	const uint8_t *h;

	ck_assert_uint_eq(walk(d, len, SEG_CORE_DUMP), 25);
	ck_assert_uint_ge(len, 1u << 20);
	ck_assert_uint_le(len, 2u << 20);
	off = seg_len(d);
	off += seg_len(d + off);
	h = d + off + hs;
	ck_assert_uint_eq(MLX5CTL_GET(core_dump_header, h, magic), MLX5CTL_CORE_DUMP_MAGIC);
	ck_assert(!memcmp(h, "CDMP", 4));	/* the magic reads as ASCII */
	ck_assert_uint_eq(MLX5CTL_GET(core_dump_header, h, device_id), 0x101d);
	nseg = MLX5CTL_GET(core_dump_header, h, num_segments);
	off += seg_len(d + off);
	for (i = 1; i <= nseg; i++) {
		const uint8_t *s = d + off;
		size_t pl = seg_len(s) - hs;
		size_t k;

		ck_assert_uint_eq(MLX5CTL_GET(resource_dump_resource_segment, s, index1), i);
		for (k = 0; k < pl; k++) {
			int b;

			crc ^= s[hs + k];
			for (b = 0; b < 8; b++)
				crc = (crc & 1) ? (crc >> 1) ^ 0xedb88320u : crc >> 1;
		}
		total += pl;
		off += seg_len(s);
	}
	ck_assert_uint_eq(total, MLX5CTL_GET(core_dump_header, h, total_size));
	ck_assert_uint_eq(~crc, MLX5CTL_GET(core_dump_header, h, checksum));
	ck_assert_uint_eq(seg_type(d + off), MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_TERMINATE);
}

START_TEST(core_dump_inline)
{
	size_t len, len2;
	uint16_t uid = create_uctx(MLX5CTL_UCTX_CAP_INTERNAL_DEVICE_RESOURCES);
	uint8_t *d = rd_inline_all(uid, SEG_CORE_DUMP, 0, 0, &len);
	uint8_t *d2;

	check_core(d, len);
	/* deterministic */
	d2 = rd_inline_all(0, SEG_CORE_DUMP, 0, 0, &len2);
	ck_assert_uint_eq(len, len2);
	ck_assert_int_eq(memcmp(d, d2, len), 0);
	ck_assert_uint_eq(crc32((const uint8_t *)"123456789", 9), 0xcbf43926);
	free(d);
	free(d2);
}
END_TEST

START_TEST(core_dump_into_mkey)
{
	uint16_t uid = create_uctx(0x7), other = create_uctx(0x7);
	uint64_t va = 0x7f1200000000ull, buf;
	uint32_t mkey = make_mkey(uid, 512, 1, va, &buf);
	size_t len;
	uint8_t *d;

	rd_prep(uid, SEG_CORE_DUMP, 0);		/* mlx5_core sends it as a "write" */
	MLX5CTL_SET(resource_dump, rd_req(), mkey, mkey);
	MLX5CTL_SET64(resource_dump, rd_req(), address, va);
	MLX5CTL_SET(resource_dump, rd_req(), size, 512 * 4096);
	ck_assert_int_eq(rd_call(), 0);
	ck_assert_uint_eq(MLX5CTL_GET(resource_dump, rd_resp(), more_dump), 0);
	len = MLX5CTL_GET(resource_dump, rd_resp(), size);
	check_core(gptr(buf), len);
	d = rd_inline_all(uid, SEG_CORE_DUMP, 0, 0, &len);
	ck_assert_int_eq(memcmp(d, gptr(buf), len), 0);
	free(d);

	/* in pieces: 1 MiB at a time, at an offset inside the MKEY */
	rd_prep(uid, SEG_CORE_DUMP, 1);
	MLX5CTL_SET(resource_dump, rd_req(), mkey, mkey);
	MLX5CTL_SET64(resource_dump, rd_req(), address, va + 4096);
	MLX5CTL_SET(resource_dump, rd_req(), size, 1 << 20);
	ck_assert_int_eq(rd_call(), 0);
	ck_assert_uint_eq(MLX5CTL_GET(resource_dump, rd_resp(), size), 1 << 20);
	ck_assert_uint_eq(MLX5CTL_GET(resource_dump, rd_resp(), more_dump), 1);

	/* failures: other uid's MKEY, outside the MKEY, wrong key, zero size */
	rd_prep(other, SEG_CORE_DUMP, 1);
	MLX5CTL_SET(resource_dump, rd_req(), mkey, mkey);
	MLX5CTL_SET64(resource_dump, rd_req(), address, va);
	MLX5CTL_SET(resource_dump, rd_req(), size, 4096);
	ck_assert_int_eq(rd_call(), BAD_PARAM);
	rd_prep(uid, SEG_CORE_DUMP, 1);
	MLX5CTL_SET(resource_dump, rd_req(), mkey, mkey);
	MLX5CTL_SET64(resource_dump, rd_req(), address, va + 511 * 4096);
	MLX5CTL_SET(resource_dump, rd_req(), size, 8192);
	ck_assert_int_eq(rd_call(), BAD_PARAM);
	MLX5CTL_SET64(resource_dump, rd_req(), address, va - 1);
	ck_assert_int_eq(rd_call(), BAD_PARAM);
	MLX5CTL_SET64(resource_dump, rd_req(), address, va);
	MLX5CTL_SET(resource_dump, rd_req(), mkey, mkey ^ 1);
	ck_assert_int_eq(rd_call(), BAD_PARAM);
	MLX5CTL_SET(resource_dump, rd_req(), mkey, mkey);
	MLX5CTL_SET(resource_dump, rd_req(), size, 0);
	ck_assert_int_eq(rd_call(), BAD_PARAM);
}
END_TEST

START_TEST(rules)
{
	uint16_t weak = create_uctx(MLX5CTL_UCTX_CAP_TOOLS_RESOURCES);

	rd_prep(weak, SEG_CORE_DUMP, 1);
	MLX5CTL_SET(resource_dump, rd_req(), inline_dump, 1);
	ck_assert_int_eq(rd_call(), BAD_PARAM);		/* needs INTERNAL_DEVICE_RESOURCES */
	rd_prep(weak, SEG_UCTX, 1);
	MLX5CTL_SET(resource_dump, rd_req(), inline_dump, 1);
	ck_assert_int_eq(rd_call(), 0);
	rd_prep(0, 0x0777, 1);
	MLX5CTL_SET(resource_dump, rd_req(), inline_dump, 1);
	ck_assert_int_eq(rd_call(), BAD_PARAM);		/* not in the menu */
	rd_prep(0, SEG_UCTX, 1);
	MLX5CTL_SET(resource_dump, rd_req(), inline_dump, 1);
	MLX5CTL_SET64(resource_dump, rd_req(), device_opaque, 1ull << 40);
	ck_assert_int_eq(rd_call(), BAD_PARAM);		/* past the end */
}
END_TEST

START_TEST(object_contexts)
{
	size_t len;
	uint8_t *d;
	uint32_t eqn;

	ck_assert_int_eq(create_eq(5, 1, 0, &eqn, NULL), 0);
	ck_assert_int_eq(create_eq(6, 2, 0, &eqn, NULL), 0);
	d = rd_inline_all(0, SEG_FULL_EQC, 0, 0xffff, &len);
	ck_assert_uint_eq(walk(d, len, SEG_FULL_EQC), 2);
	free(d);
	d = rd_inline_all(0, SEG_FULL_EQC, 1, 1, &len);
	ck_assert_uint_eq(walk(d, len, SEG_FULL_EQC), 1);
	free(d);
	create_uctx(1);
	create_uctx(2);
	create_uctx(4);
	d = rd_inline_all(0, SEG_UCTX, 1, 0xffff, &len);
	ck_assert_uint_eq(walk(d, len, SEG_UCTX), 3);
	free(d);
}
END_TEST

static Suite *dump_suite(void)
{
	Suite *s = suite_create("dump");
	TCase *tc = tcase_create("core");

	tcase_set_timeout(tc, 60);
	tcase_add_checked_fixture(tc, dump_fixture, fw_teardown);
	tcase_add_test(tc, menu);
	tcase_add_test(tc, core_dump_inline);
	tcase_add_test(tc, core_dump_into_mkey);
	tcase_add_test(tc, rules);
	tcase_add_test(tc, object_contexts);
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(dump_suite)
