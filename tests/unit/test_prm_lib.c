// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * libmlx5ctl's run-time PRM access: field-by-name encoding (and its errors), the walker and
 * the spec's display formats (dates, MACs, °C, packed names, bit masks), the printer (nothing
 * cut), and the accessors the ABI exports instead of the tables.
 */
#include <check.h>
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlx5ctl_lib_prm.h"

#include "check_run.h"

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

START_TEST(test_assign_and_get)
{
	const struct mlx5ctl_struct_desc *st = mlx5ctl_prm_find_struct("create_umem_in");
	uint8_t buf[MLX5CTL_ST_SZ_BYTES(create_umem_in) + 64] = { 0 };
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
	uint8_t buf[MLX5CTL_ST_SZ_BYTES(query_hca_cap_out)] = { 0 };
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
	uint8_t buf[MLX5CTL_ST_SZ_BYTES(create_uctx_out)] = { 0 };
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
	uint8_t buf[MLX5CTL_ST_SZ_BYTES(pddr_reg)] = { 0 };
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
	/* a page_select naming no alternative: the bytes */
	ck_assert_int_eq(mlx5ctl_prm_assign(st, buf, sizeof(buf), "page_select=PHY_INFO", err,
					    sizeof(err)), 0);
	s = print_to_string(st, buf, sizeof(buf), MLX5CTL_PRINT_NONZERO);
	/* 248 bytes: a hex dump below the line, runs of zero lines as one "*", nothing cut */
	ck_assert_str_eq(s, "page_select: PHY_INFO (0x2)\n"
			    "page_data:   248 bytes\n"
			    "  0000: 00 00 00 00 00 03 00 00 00 00 00 00 00 00 00 00\n"
			    "  0010: 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00 00\n"
			    "  *\n"
			    "  00f0: 00 00 00 00 00 00 00 00\n");
	free(s);
}
END_TEST

/* the walker's events, checked: BEGIN and END in pairs, paths that name their place */
struct events {
	int depth, max_depth;
	unsigned int fields, begins;
	char stack[40][512];
	bool bad;
	char why[600];
};

static int check_visit(void *ctx, const struct mlx5ctl_prm_value *v)
{
	struct events *e = ctx;

	switch (v->event) {
	case MLX5CTL_PRM_STRUCT_BEGIN:
	case MLX5CTL_PRM_ARRAY_BEGIN:
		if (v->depth != (unsigned int)e->depth || e->depth >= 40) {
			e->bad = true;
			snprintf(e->why, sizeof(e->why), "%s: depth %u at %d", v->path, v->depth,
				 e->depth);
		} else {
			snprintf(e->stack[e->depth], sizeof(e->stack[0]), "%s", v->path);
		}
		e->depth++;
		e->begins++;
		if (e->depth > e->max_depth)
			e->max_depth = e->depth;
		break;
	case MLX5CTL_PRM_STRUCT_END:
	case MLX5CTL_PRM_ARRAY_END:
		e->depth--;
		if (e->depth < 0 || strcmp(e->stack[e->depth], v->path)) {
			e->bad = true;
			snprintf(e->why, sizeof(e->why), "END %s does not close %s", v->path,
				 e->depth < 0 ? "anything" : e->stack[e->depth]);
		}
		break;
	case MLX5CTL_PRM_FIELD:
		e->fields++;
		/* inside a structure at depth d, the path starts with its path */
		if (v->depth != (unsigned int)e->depth ||
		    (e->depth && strncmp(v->path, e->stack[e->depth - 1],
					 strlen(e->stack[e->depth - 1])))) {
			e->bad = true;
			snprintf(e->why, sizeof(e->why), "field %s at depth %u/%d outside its "
				 "structure", v->path, v->depth, e->depth);
		}
		break;
	}
	return 0;
}

/* Every structure of the spec walks cleanly and prints, from zeros and from random bytes,
 * with and without NONZERO. */
START_TEST(test_walk_all)
{
	unsigned int total = 0, i;
	const struct mlx5ctl_struct_desc *st;

	srandom(42);
	for (i = 0; (st = mlx5ctl_prm_struct_at(i)); i++) {
		size_t len = st->size_bits / 8;
		uint8_t *buf = calloc(1, len ? len : 1);
		char *s;

		ck_assert_ptr_nonnull(buf);
		for (int round = 0; round < 2; round++) {
			for (unsigned int flags = 0; flags < 4; flags++) {
				struct events e = { 0 };

				ck_assert_int_eq(mlx5ctl_prm_walk(st, buf, len, flags, check_visit,
								  &e), 0);
				ck_assert_msg(!e.bad, "%s: %s", st->name, e.why);
				ck_assert_int_eq(e.depth, 0);
				total += e.fields;
			}
			s = print_to_string(st, buf, len, 0);
			ck_assert_ptr_nonnull(s);
			free(s);
			for (size_t k = 0; k < len; k++)
				buf[k] = (uint8_t)random();
		}
		free(buf);
	}
	ck_assert_uint_gt(total, 1000);
	for (i = 0; mlx5ctl_prm_struct_at(i); i++)
		;
	ck_assert_uint_eq(i, mlx5ctl_prm_nstructs);
}
END_TEST

/* the display formats prm/ gives: MGIR's build date, MAC and PSID, MTMP's °C and name */
START_TEST(test_formats)
{
	const struct mlx5ctl_struct_desc *mgir = mlx5ctl_prm_find_struct("mgir_reg");
	const struct mlx5ctl_struct_desc *mtmp = mlx5ctl_prm_find_struct("mtmp_reg");
	const struct mlx5ctl_struct_desc *uctx = mlx5ctl_prm_find_struct("uctx");
	uint8_t buf[MLX5CTL_ST_SZ_BYTES(mgir_reg)] = { 0 };
	char *s;

	MLX5CTL_SET(mgir_reg, buf, fw_info.year, 0x2024);
	MLX5CTL_SET(mgir_reg, buf, fw_info.month, 0x06);
	MLX5CTL_SET(mgir_reg, buf, fw_info.day, 0x15);
	MLX5CTL_SET(mgir_reg, buf, fw_info.hour, 0x1230);
	MLX5CTL_SET(mgir_reg, buf, hardware_info.manufacturing_base_mac_47_32, 0x0c42);
	MLX5CTL_SET(mgir_reg, buf, hardware_info.manufacturing_base_mac_31_0, 0xa1d000fe);
	memcpy(MLX5CTL_ADDR_OF(mgir_reg, buf, fw_info.psid), "MT_0000000359", 13);
	/* a byte the text cannot show, escaped, not dropped */
	memcpy(MLX5CTL_ADDR_OF(mgir_reg, buf, dev_info.dev_branch_tag), "rel\x01-1", 6);
	s = print_to_string(mgir, buf, sizeof(buf), MLX5CTL_PRINT_NONZERO);
	ck_assert_str_eq(s, "hardware_info.manufacturing_base_mac: 0c:42:a1:d0:00:fe\n"
			    "fw_info.build_date:                   2024-06-15 12:30\n"
			    "fw_info.psid:                         MT_0000000359\n"
			    "dev_info.dev_branch_tag:              rel\\x01-1\n");
	free(s);

	memset(buf, 0, sizeof(buf));
	MLX5CTL_SET(mtmp_reg, buf, temperature, (uint16_t)-12);		/* -1.5 °C */
	MLX5CTL_SET(mtmp_reg, buf, max_temperature, 345);		/* 43.125 °C */
	MLX5CTL_SET(mtmp_reg, buf, sensor_name_hi, 0x41534943);		/* "ASIC" */
	s = print_to_string(mtmp, buf, MLX5CTL_ST_SZ_BYTES(mtmp_reg), MLX5CTL_PRINT_NONZERO);
	ck_assert_str_eq(s, "temperature:     -1.5 °C\n"
			    "max_temperature: 43.125 °C\n"
			    "sensor_name:     ASIC\n");
	free(s);

	memset(buf, 0, sizeof(buf));
	MLX5CTL_SET(uctx, buf, cap, MLX5CTL_UCTX_CAP_RAW_TX | MLX5CTL_UCTX_CAP_TOOLS_RESOURCES |
		    0x100);
	s = print_to_string(uctx, buf, MLX5CTL_ST_SZ_BYTES(uctx), MLX5CTL_PRINT_NONZERO);
	ck_assert_str_eq(s, "cap: RAW_TX|TOOLS_RESOURCES|0x100 (0x105)\n");
	free(s);
}
END_TEST

/* zero entries of an array: left out, or kept up to the last non-zero one (positions) */
struct count_entries {
	unsigned int entries, fields;
	int last_index;
};

static int entries_visit(void *ctx, const struct mlx5ctl_prm_value *v)
{
	struct count_entries *c = ctx;

	if (v->event == MLX5CTL_PRM_STRUCT_BEGIN && !v->key) {
		c->entries++;
		c->last_index = (int)v->index;
	}
	c->fields += v->event == MLX5CTL_PRM_FIELD;
	return 0;
}

START_TEST(test_walk_nonzero_arrays)
{
	const struct mlx5ctl_struct_desc *dc = mlx5ctl_prm_find_struct("debug_cap");
	uint8_t buf[MLX5CTL_ST_SZ_BYTES(debug_cap)] = { 0 };
	struct count_entries a = { 0 }, b = { 0 }, c = { 0 };
	uint8_t *ids = MLX5CTL_ADDR_OF(debug_cap, buf, diagnostic_counter);
	size_t rec = MLX5CTL_ST_SZ_BYTES(diagnostic_cntr_layout);

	MLX5CTL_SET(diagnostic_cntr_layout, ids + 2 * rec, counter_id, 0xf001);
	MLX5CTL_SET(diagnostic_cntr_layout, ids + 5 * rec, counter_id, 0xf002);
	ck_assert_int_eq(mlx5ctl_prm_walk(dc, buf, sizeof(buf), MLX5CTL_PRINT_NONZERO,
					  entries_visit, &a), 0);
	ck_assert_uint_eq(a.entries, 2);
	ck_assert_uint_eq(a.fields, 2);
	ck_assert_int_eq(a.last_index, 5);
	ck_assert_int_eq(mlx5ctl_prm_walk(dc, buf, sizeof(buf),
					  MLX5CTL_PRINT_NONZERO | MLX5CTL_WALK_KEEP_INDEX,
					  entries_visit, &b), 0);
	ck_assert_uint_eq(b.entries, 6);	/* 0..5: the empty ones too */
	ck_assert_uint_eq(b.fields, 2);
	ck_assert_int_eq(mlx5ctl_prm_walk(dc, buf, sizeof(buf), 0, entries_visit, &c), 0);
	ck_assert_uint_eq(c.entries, MLX5CTL_FLD_SZ_BYTES(debug_cap, diagnostic_counter) / rec);
}
END_TEST

/* a visitor's non-zero return stops the walk and is returned */
static int stop_visit(void *ctx, const struct mlx5ctl_prm_value *v)
{
	(void)v;
	return ++*(int *)ctx == 3 ? 42 : 0;
}

START_TEST(test_walk_stops)
{
	uint8_t buf[MLX5CTL_ST_SZ_BYTES(mgir_reg)] = { 0 };
	int n = 0;

	ck_assert_int_eq(mlx5ctl_prm_walk(mlx5ctl_prm_find_struct("mgir_reg"), buf, sizeof(buf), 0,
					  stop_visit, &n), 42);
	ck_assert_int_eq(n, 3);
}
END_TEST

/* the accessors the ABI has instead of the tables */
START_TEST(test_accessors)
{
	const struct mlx5ctl_struct_desc *st = mlx5ctl_prm_find_struct("mtmp_reg");
	const struct mlx5ctl_enum_desc *e = mlx5ctl_prm_find_enum("nv_param");
	unsigned int n;

	for (n = 0; mlx5ctl_prm_command_at(n); n++)
		;
	ck_assert_uint_eq(n, mlx5ctl_prm_ncommands);
	for (n = 0; mlx5ctl_prm_register_at(n); n++)
		ck_assert_ptr_eq(mlx5ctl_prm_register_at(n), &mlx5ctl_prm_registers[n]);
	ck_assert_uint_eq(n, mlx5ctl_prm_nregisters);
	for (n = 0; mlx5ctl_prm_enum_at(n); n++)
		;
	ck_assert_uint_eq(n, mlx5ctl_prm_nenums);
	ck_assert_str_eq(mlx5ctl_prm_field_at(st, 2)->name, "temperature");
	ck_assert_ptr_null(mlx5ctl_prm_field_at(st, st->nfields));
	ck_assert_str_eq(mlx5ctl_prm_enum_value_at(e, 1)->name, "BASE_MAC_GUID_CAP");
	ck_assert_str_eq(mlx5ctl_prm_enum_value_at(e, 1)->access, "RO");
	ck_assert_str_eq(mlx5ctl_prm_enum_value_at(e, 0)->access, "RW");
	ck_assert_str_eq(mlx5ctl_prm_kind_name(MLX5CTL_KIND_UNION), "union");
	ck_assert_str_eq(mlx5ctl_prm_format_name(MLX5CTL_FORMAT_DATE), "date");
	ck_assert_ptr_null(mlx5ctl_prm_format_name(MLX5CTL_FORMAT_NONE));
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
			 test_assign_and_get,
			 test_assign_errors,
			 test_assign_bytes_and_union,
			 test_print_text,
			 test_print_selected_union,
			 test_walk_all,
			 test_formats,
			 test_walk_nonzero_arrays,
			 test_walk_stops,
			 test_accessors,
			 test_find, NULL);
}
