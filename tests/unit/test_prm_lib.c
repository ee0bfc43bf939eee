// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * libmlx5ctl's run-time PRM access: field-by-name encoding (and its errors), the printers,
 * and JSON output that parses back.
 */
#include <check.h>
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlx5ctl_lib_prm.h"

#include "check_run.h"

/* ---- a small strict JSON parser: returns the end of the value or NULL ---- */
static const char *ws(const char *p)
{
	while (*p == ' ' || *p == '\n' || *p == '\t' || *p == '\r')
		p++;
	return p;
}

static const char *jvalue(const char *p, int depth);

static const char *jstring(const char *p)
{
	if (*p++ != '"')
		return NULL;
	while (*p && *p != '"') {
		if ((unsigned char)*p < 0x20)
			return NULL;
		if (*p == '\\') {
			p++;
			if (*p == 'u') {
				for (int i = 1; i <= 4; i++)
					if (!isxdigit((unsigned char)p[i]))
						return NULL;
				p += 4;
			} else if (!strchr("\"\\/bfnrt", *p)) {
				return NULL;
			}
		}
		p++;
	}
	return *p == '"' ? p + 1 : NULL;
}

static const char *jnumber(const char *p)
{
	const char *s = p;

	if (*p == '-')
		p++;
	if (!isdigit((unsigned char)*p))
		return NULL;
	if (*p == '0' && isdigit((unsigned char)p[1]))
		return NULL;	/* no leading zeros */
	while (isdigit((unsigned char)*p))
		p++;
	return p > s ? p : NULL;
}

static const char *jvalue(const char *p, int depth)
{
	if (depth > 64)
		return NULL;
	p = ws(p);
	if (*p == '{' || *p == '[') {
		char close = *p == '{' ? '}' : ']';

		p = ws(p + 1);
		if (*p == close)
			return p + 1;
		for (;;) {
			if (close == '}') {
				p = jstring(ws(p));
				if (!p)
					return NULL;
				p = ws(p);
				if (*p++ != ':')
					return NULL;
			}
			p = jvalue(p, depth + 1);
			if (!p)
				return NULL;
			p = ws(p);
			if (*p == ',') {
				p++;
				continue;
			}
			return *p == close ? p + 1 : NULL;
		}
	}
	if (*p == '"')
		return jstring(p);
	if (!strncmp(p, "true", 4) || !strncmp(p, "null", 4))
		return p + 4;
	if (!strncmp(p, "false", 5))
		return p + 5;
	return jnumber(p);
}

static bool json_valid(const char *s)
{
	const char *end = jvalue(s, 0);

	return end && !*ws(end);
}

static char *print_to_string(const struct mlx5ctl_struct_desc *st, const void *buf, size_t len,
			     unsigned int flags)
{
	char *out = NULL;
	size_t n = 0;
	FILE *f = open_memstream(&out, &n);

	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(mlx5ctl_prm_print(f, st, buf, len, flags), 0);
	fclose(f);
	return out;
}

START_TEST(test_json_parser_sane)
{
	ck_assert(json_valid("{\"a\": 1, \"b\": {\"c\": \"x\"}, \"d\": [1, 2]}"));
	ck_assert(!json_valid("{\"a\": 1,}"));
	ck_assert(!json_valid("{\"a\": 01}"));
	ck_assert(!json_valid("{\"a\": 0x1}"));
	ck_assert(!json_valid("{\"a\" 1}"));
}
END_TEST

START_TEST(test_assign_and_get)
{
	const struct mlx5ctl_struct_desc *st = mlx5ctl_prm_find_struct("create_umem_in");
	uint8_t buf[MLX5CTL_PRM_CREATE_UMEM_IN_BYTES + 64] = { 0 };
	struct mlx5ctl_prm_ref ref;
	char err[256];

	ck_assert_ptr_nonnull(st);
	ck_assert_int_eq(mlx5ctl_prm_assign(st, buf, sizeof(buf), "uid=0x12", err, sizeof(err)), 0);
	ck_assert_int_eq(mlx5ctl_prm_assign(st, buf, sizeof(buf), "umem.log_page_size=7", err,
					    sizeof(err)), 0);
	ck_assert_int_eq(mlx5ctl_prm_assign(st, buf, sizeof(buf), "umem.num_of_mtt=0x100000000",
					    err, sizeof(err)), 0);
	ck_assert_int_eq(mlx5ctl_prm_assign(st, buf, sizeof(buf), "umem.mtt[1].wr_en=1", err,
					    sizeof(err)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(create_umem_in, buf, uid), 0x12);
	ck_assert_uint_eq(MLX5CTL_GET(create_umem_in, buf, umem.log_page_size), 7);
	ck_assert_uint_eq(MLX5CTL_GET64(create_umem_in, buf, umem.num_of_mtt), 0x100000000ull);
	/* the second MTT entry starts 8 bytes after the first */
	ck_assert_uint_eq(MLX5CTL_GET(mtt, buf + MLX5CTL_BYTE_OFF(create_umem_in, umem.mtt) + 8,
				      wr_en), 1);
	ck_assert_int_eq(mlx5ctl_prm_resolve(st, "umem.page_offset", &ref, err, sizeof(err)), 0);
	ck_assert_uint_eq(ref.bit, 0x80 + 0xa0);
	ck_assert_uint_eq(ref.f->width, 0x20);
}
END_TEST

START_TEST(test_assign_errors)
{
	const struct mlx5ctl_struct_desc *st = mlx5ctl_prm_find_struct("access_register_in");
	uint8_t buf[64] = { 0 };
	char err[256];

	ck_assert_int_eq(mlx5ctl_prm_assign(st, buf, sizeof(buf), "bogus=1", err, sizeof(err)),
			 -ENOENT);
	ck_assert_str_eq(err, "unknown field 'bogus' in structure 'access_register_in'");
	ck_assert_int_eq(mlx5ctl_prm_assign(st, buf, sizeof(buf), "register_id=0x10000", err,
					    sizeof(err)), -ERANGE);
	ck_assert_str_eq(err, "field 'register_id': 0x10000 does not fit in 16 bits (max 0xffff)");
	ck_assert_int_eq(mlx5ctl_prm_assign(st, buf, sizeof(buf), "register_id=12abc", err,
					    sizeof(err)), -EINVAL);
	ck_assert(strstr(err, "is not a number or a value of its enum"));
	ck_assert_int_eq(mlx5ctl_prm_assign(st, buf, sizeof(buf), "register_id", err, sizeof(err)),
			 -EINVAL);
	ck_assert(strstr(err, "expected field=value"));
	ck_assert_int_eq(mlx5ctl_prm_assign(st, buf, sizeof(buf), "op_mod=-1", err, sizeof(err)),
			 -EINVAL);
	/* enum values by name */
	ck_assert_int_eq(mlx5ctl_prm_assign(st, buf, sizeof(buf), "register_id=MGIR", err,
					    sizeof(err)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(access_register_in, buf, register_id), MLX5CTL_REG_MGIR);
	/* nothing else changed by the failed assignments */
	ck_assert_uint_eq(MLX5CTL_GET(access_register_in, buf, op_mod), 0);
}
END_TEST

START_TEST(test_assign_bytes_and_union)
{
	const struct mlx5ctl_struct_desc *mgir = mlx5ctl_prm_find_struct("mgir_reg");
	const struct mlx5ctl_struct_desc *qc = mlx5ctl_prm_find_struct("query_hca_cap_out");
	uint8_t buf[MLX5CTL_PRM_QUERY_HCA_CAP_OUT_BYTES] = { 0 };
	char err[256];

	ck_assert_int_eq(mlx5ctl_prm_assign(mgir, buf, sizeof(buf), "fw_info.psid=str:MT_0000000359",
					    err, sizeof(err)), 0);
	ck_assert_mem_eq(buf + 0x30, "MT_0000000359", 13);
	ck_assert_int_eq(mlx5ctl_prm_assign(mgir, buf, sizeof(buf),
					    "fw_info.psid=str:0123456789abcdefX", err, sizeof(err)),
			 -ERANGE);
	memset(buf, 0, sizeof(buf));
	ck_assert_int_eq(mlx5ctl_prm_assign(qc, buf, sizeof(buf),
					    "capability.cmd_hca_cap.log_max_uctx=5", err, sizeof(err)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(cmd_hca_cap, buf + 16, log_max_uctx), 5);
	ck_assert_int_eq(mlx5ctl_prm_assign(qc, buf, sizeof(buf),
					    "capability.nope.x=5", err, sizeof(err)), -ENOENT);
	ck_assert(strstr(err, "is not an alternative of union 'capability'"));
}
END_TEST

START_TEST(test_print_text)
{
	const struct mlx5ctl_struct_desc *st = mlx5ctl_prm_find_struct("create_uctx_out");
	uint8_t buf[MLX5CTL_PRM_CREATE_UCTX_OUT_BYTES] = { 0 };
	char *s;

	MLX5CTL_SET(create_uctx_out, buf, status, MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	MLX5CTL_SET(create_uctx_out, buf, syndrome, 0x1234abcd);
	MLX5CTL_SET(create_uctx_out, buf, uid, 7);
	s = print_to_string(st, buf, sizeof(buf), 0);
	ck_assert_str_eq(s, "status:   BAD_PARAM_ERR (0x3)\n"
			    "syndrome: 0x1234abcd (305441741)\n"
			    "uid:      7\n");
	free(s);
	MLX5CTL_SET(create_uctx_out, buf, syndrome, 0);
	s = print_to_string(st, buf, sizeof(buf), MLX5CTL_PRINT_NONZERO);
	ck_assert_str_eq(s, "status: BAD_PARAM_ERR (0x3)\nuid:    7\n");
	free(s);
}
END_TEST

/* a union whose alternative an enum field of the same structure selects prints decoded */
START_TEST(test_print_selected_union)
{
	const struct mlx5ctl_struct_desc *st = mlx5ctl_prm_find_struct("pddr_reg");
	uint8_t buf[MLX5CTL_PRM_PDDR_REG_BYTES] = { 0 };
	char err[256], *s;

	ck_assert_int_eq(mlx5ctl_prm_assign(st, buf, sizeof(buf), "page_select=MODULE_INFO", err,
					    sizeof(err)), 0);
	ck_assert_int_eq(mlx5ctl_prm_assign(st, buf, sizeof(buf),
					    "page_data.pddr_module_info.cable_length=3", err,
					    sizeof(err)), 0);
	s = print_to_string(st, buf, sizeof(buf), MLX5CTL_PRINT_NONZERO);
	ck_assert_str_eq(s, "page_select:                             MODULE_INFO (0x3)\n"
			    "page_data.pddr_module_info.cable_length: 3\n");
	free(s);
	s = print_to_string(st, buf, sizeof(buf), MLX5CTL_PRINT_JSON);
	ck_assert_msg(json_valid(s), "%s", s);
	free(s);
	/* a page_select naming no alternative: the bytes */
	ck_assert_int_eq(mlx5ctl_prm_assign(st, buf, sizeof(buf), "page_select=PHY_INFO", err,
					    sizeof(err)), 0);
	s = print_to_string(st, buf, sizeof(buf), MLX5CTL_PRINT_NONZERO);
	ck_assert_msg(strstr(s, "page_data:") && strstr(s, "decode as one of its 3 layouts"), "%s",
		      s);
	free(s);
}
END_TEST

/* Every structure of the spec prints as valid JSON, from zeros and from random bytes. */
START_TEST(test_print_json_all)
{
	srandom(42);
	for (unsigned int i = 0; i < mlx5ctl_prm_nstructs; i++) {
		const struct mlx5ctl_struct_desc *st = &mlx5ctl_prm_structs[i];
		size_t len = st->size_bits / 8;
		uint8_t *buf = calloc(1, len);
		char *s;

		ck_assert_ptr_nonnull(buf);
		for (int round = 0; round < 2; round++) {
			s = print_to_string(st, buf, len, MLX5CTL_PRINT_JSON);
			ck_assert_msg(json_valid(s), "%s: invalid JSON:\n%s", st->name, s);
			free(s);
			s = print_to_string(st, buf, len, 0);
			ck_assert_ptr_nonnull(s);
			free(s);
			for (size_t k = 0; k < len; k++)
				buf[k] = (uint8_t)random();
		}
		free(buf);
	}
}
END_TEST

START_TEST(test_find)
{
	ck_assert_ptr_nonnull(mlx5ctl_prm_find_command("query_hca_cap"));
	ck_assert_ptr_nonnull(mlx5ctl_prm_find_command("Query-HCA-Cap"));
	ck_assert_ptr_null(mlx5ctl_prm_find_command("query_hca_caps"));
	ck_assert_uint_eq(mlx5ctl_prm_find_opcode(0x100)->opcode, 0x100);
	ck_assert_str_eq(mlx5ctl_prm_find_register("mgir")->name, "MGIR");
	ck_assert_str_eq(mlx5ctl_prm_find_register_id(0x9020)->layout->name, "mgir_reg");
	ck_assert_str_eq(mlx5ctl_prm_enum_name(mlx5ctl_prm_find_enum("cmd_status"), 0x50),
			 "BAD_INP_LEN_ERR");
}
END_TEST

int main(void)
{
	return check_run("prm-lib", 60,
			 test_json_parser_sane,
			 test_assign_and_get,
			 test_assign_errors,
			 test_assign_bytes_and_union,
			 test_print_text,
			 test_print_selected_union,
			 test_print_json_all,
			 test_find, NULL);
}
