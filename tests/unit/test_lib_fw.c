// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * libmlx5ctl end to end against the firmware model in-process (tests/unit/fwbackend.c does the
 * driver's part): capabilities, registers, resource and core dumps inline and through a UMEM
 * (the same bytes, thousands of RPCs against one; the core dump also through the CORE_DUMP
 * register, continued when the UMEM is small), non-volatile configuration, diagnostic counters
 * (sampled on the model's clock; the buffer read inline and through a UMEM, the same samples),
 * the policy, firmware update (mlx5ctl_fw_update: the image flashed and pending, each refusal
 * with its errno, cancel, timeout, a busy handle), and nothing left behind in the firmware
 * when a file closes.
 */
#include <check.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "fwbackend.h"
#include "mfa2.h"
#include "mlx5ctl.h"
#include "mlx5fw_debug.h"

#include "check_run.h"

static struct mlx5fw *fw;
static struct mlx5ctl_dev *dev;

static void setup(void)
{
	fw = fwbackend_device();
	ck_assert_ptr_nonnull(fw);
	ck_assert_int_eq(fwbackend_open(fw, &dev), 0);
}

static void teardown(void)
{
	struct mlx5fw_stats st;

	mlx5ctl_close(dev);
	/* the file's UID and every object it made are gone from the firmware */
	mlx5fw_get_stats(fw, &st);
	ck_assert_uint_eq(st.uids, 0);
	ck_assert_uint_eq(st.umems, 0);
	ck_assert_uint_eq(st.pds, 0);
	ck_assert_uint_eq(st.mkeys, 0);
	ck_assert_uint_eq(st.destroy_uctx_busy, 0);
	fwbackend_device_free(fw);
}

/*
 * A read-only handle (MLX5CTL_OPEN_READ_ONLY, what collect opens): reads of the debug-read
 * scope go, the dumps too (their PD and MKEY are the file's own debug-read objects); every
 * write, a read whose fields act, a register the spec lacks, a command above debug-read is
 * refused with EPERM before it reaches the firmware (the RPC log stays empty for them).
 */
START_TEST(test_read_only_handle)
{
	uint8_t mgir[MLX5CTL_ST_SZ_BYTES(mgir_reg)] = { 0 };
	uint8_t mtmp[MLX5CTL_ST_SZ_BYTES(mtmp_reg)] = { 0 };
	uint8_t ppcnt[MLX5CTL_ST_SZ_BYTES(ppcnt_reg)] = { 0 };
	uint8_t page[4096], nv[64] = { 0 }, raw[64] = { 0 };
	struct mlx5ctl_diag_params p = { .size = sizeof(p), .enable = true, .num_counters = 1 };
	struct mlx5ctl_dump_req req = { .size = sizeof(req), .umem_size = 2u << 20 };
	struct mlx5ctl_membuf m = { 0 };
	struct mlx5ctl_dev *other = NULL;
	char *log = NULL;
	size_t loglen = 0;
	FILE *f = open_memstream(&log, &loglen);

	ck_assert_ptr_nonnull(f);
	ck_assert_int_eq(mlx5ctl_open_flags(NULL, MLX5CTL_OPEN_READ_ONLY |
					    MLX5CTL_OPEN_DEBUG_WRITE_FULL, &other), -EINVAL);
	mlx5ctl_backend_set_flags(dev, MLX5CTL_OPEN_READ_ONLY);
	fwbackend_log_rpcs(f);
	/* refused, nothing sent */
	MLX5CTL_SET(mtmp_reg, mtmp, mtr, 1);
	ck_assert_int_eq(mlx5ctl_access_reg(dev, MLX5CTL_REG_MTMP, 0, true, mtmp, mtmp,
					    sizeof(mtmp)), -EPERM);
	ck_assert_ptr_nonnull(strstr(mlx5ctl_strerror(), "only reads"));
	ck_assert_int_eq(mlx5ctl_access_reg(dev, MLX5CTL_REG_MTMP, 0, false, mtmp, mtmp,
					    sizeof(mtmp)), -EPERM);
	MLX5CTL_SET(ppcnt_reg, ppcnt, local_port, 1);
	MLX5CTL_SET(ppcnt_reg, ppcnt, clr, 1);
	ck_assert_int_eq(mlx5ctl_access_reg(dev, MLX5CTL_REG_PPCNT, 0, false, ppcnt, ppcnt,
					    sizeof(ppcnt)), -EPERM);
	ck_assert_int_eq(mlx5ctl_access_reg(dev, 0x5fff, 0, false, raw, raw, sizeof(raw)), -EPERM);
	ck_assert_int_eq(mlx5ctl_nv_write(dev, 0x80, nv, 8), -EPERM);
	ck_assert_int_eq(mlx5ctl_nv_reset(dev), -EPERM);
	ck_assert_int_eq(mlx5ctl_diag_set(dev, &p), -EPERM);
	fflush(f);
	ck_assert_uint_eq(loglen, 0);
	/* reads go */
	ck_assert_int_eq(mlx5ctl_access_reg(dev, MLX5CTL_REG_MGIR, 0, false, mgir, mgir,
					    sizeof(mgir)), 0);
	MLX5CTL_SET(mtmp_reg, mtmp, mtr, 0);
	ck_assert_int_eq(mlx5ctl_access_reg(dev, MLX5CTL_REG_MTMP, 0, false, mtmp, mtmp,
					    sizeof(mtmp)), 0);
	ck_assert_int_eq(mlx5ctl_query_caps(dev, MLX5CTL_CAP_TYPE_GENERAL, false, page,
					    sizeof(page)), 0);
	ck_assert_int_eq(mlx5ctl_dump_find(dev, "CORE_DUMP", &req.segment_type), 0);
	ck_assert_int_eq(mlx5ctl_core_dump(dev, &req, mlx5ctl_membuf_sink, &m, NULL), 0);
	ck_assert_uint_gt(m.len, 1u << 20);
	free(m.p);
	fwbackend_log_rpcs(NULL);
	fclose(f);
	ck_assert_ptr_null(strstr(log, " write"));
	free(log);
}
END_TEST

START_TEST(test_info_caps_regs)
{
	uint8_t page[4096], mgir[MLX5CTL_ST_SZ_BYTES(mgir_reg)];
	struct mlx5ctl_devinfo info = { .size = sizeof(info) };
	char fw_ver[32];

	ck_assert_int_eq(mlx5ctl_info(dev, &info), 0);
	ck_assert_uint_ne(info.uid, 0);
	ck_assert_int_eq(mlx5ctl_query_caps(dev, MLX5CTL_CAP_TYPE_GENERAL, false, page,
					    sizeof(page)), 0);
	ck_assert_uint_ge(MLX5CTL_GET(cmd_hca_cap, page, max_num_eqs), 4);
	ck_assert_uint_ne(MLX5CTL_GET(cmd_hca_cap, page, uctx_cap), 0);
	ck_assert_uint_ne(MLX5CTL_GET(cmd_hca_cap, page, log_max_uctx), 0);
	ck_assert_int_eq(mlx5ctl_access_reg(dev, MLX5CTL_REG_MGIR, 0, false, NULL, mgir,
					    sizeof(mgir)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mgir_reg, mgir, hardware_info.device_id), 0x101d);
	ck_assert_int_eq(mlx5ctl_fw_version(dev, fw_ver, sizeof(fw_ver)), 0);
	ck_assert_msg(strcmp(fw_ver, "0.0.0"), "firmware version %s", fw_ver);
}
END_TEST

START_TEST(test_policy_and_errors)
{
	uint8_t in[64] = { 0 }, out[64] = { 0 };

	/* kernel-only commands never reach the firmware */
	MLX5CTL_SET(mbox_in_hdr, in, opcode, MLX5CTL_CMD_OP_MANAGE_PAGES);
	ck_assert_int_eq(mlx5ctl_cmd(dev, in, sizeof(in), out, sizeof(out)), -EPERM);
	/* a firmware error names the status */
	memset(in, 0, sizeof(in));
	MLX5CTL_SET(mbox_in_hdr, in, opcode, MLX5CTL_CMD_OP_DEALLOC_PD);
	MLX5CTL_SET(dealloc_pd_in, in, pd, 0x123456);
	ck_assert_int_eq(mlx5ctl_cmd(dev, in, MLX5CTL_ST_SZ_BYTES(dealloc_pd_in), out,
				     MLX5CTL_ST_SZ_BYTES(dealloc_pd_out)), -EREMOTEIO);
	ck_assert_msg(strstr(mlx5ctl_strerror(), "DEALLOC_PD failed: BAD_PARAM_ERR (0x3), syndrome"),
		      "%s", mlx5ctl_strerror());
}
END_TEST

START_TEST(test_queries)
{
	uint8_t in[64] = { 0 }, out[MLX5CTL_ST_SZ_BYTES(query_eq_out)] = { 0 };

	MLX5CTL_SET(query_vport_state_in, in, opcode, MLX5CTL_CMD_OP_QUERY_VPORT_STATE);
	ck_assert_int_eq(mlx5ctl_cmd(dev, in, MLX5CTL_ST_SZ_BYTES(query_vport_state_in), out,
				     MLX5CTL_ST_SZ_BYTES(query_vport_state_out)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(query_vport_state_out, out, state), MLX5CTL_VPORT_STATE_UP);
	MLX5CTL_SET(query_vport_state_in, in, vport_number, 3);
	ck_assert_int_eq(mlx5ctl_cmd(dev, in, MLX5CTL_ST_SZ_BYTES(query_vport_state_in), out,
				     MLX5CTL_ST_SZ_BYTES(query_vport_state_out)), -EREMOTEIO);
	/* this device was brought up without EQs: there is no EQ 0 to query */
	memset(in, 0, sizeof(in));
	MLX5CTL_SET(query_eq_in, in, opcode, MLX5CTL_CMD_OP_QUERY_EQ);
	ck_assert_int_eq(mlx5ctl_cmd(dev, in, MLX5CTL_ST_SZ_BYTES(query_eq_in), out, sizeof(out)),
			 -EREMOTEIO);
	ck_assert_msg(strstr(mlx5ctl_strerror(), "QUERY_EQ failed: BAD_PARAM_ERR"), "%s",
		      mlx5ctl_strerror());
}
END_TEST

START_TEST(test_core_dump_inline_equals_umem)
{
	struct mlx5ctl_dump_req req = { .umem_size = 0 };
	struct mlx5ctl_membuf a = { 0 }, b = { 0 };
	struct mlx5ctl_core_dump_info ia = { .size = sizeof(ia) }, ib = { .size = sizeof(ib) };
	struct mlx5ctl_dump_stats st_inline = { .size = sizeof(st_inline) };
	struct mlx5ctl_dump_stats st_umem = { .size = sizeof(st_umem) };
	uint16_t type;

	ck_assert_int_eq(mlx5ctl_dump_find(dev, "CORE_DUMP", &type), 0);
	req.segment_type = type;
	ck_assert_int_eq(mlx5ctl_resource_dump(dev, &req, mlx5ctl_membuf_sink, &a, &st_inline), 0);
	req.umem_size = 2u << 20;
	ck_assert_int_eq(mlx5ctl_resource_dump(dev, &req, mlx5ctl_membuf_sink, &b, &st_umem), 0);
	ck_assert_uint_eq(a.len, b.len);
	ck_assert_msg(!memcmp(a.p, b.p, a.len), "inline and UMEM dumps differ");
	ck_assert_uint_ge(a.len, 1u << 20);
	ck_assert_uint_eq(st_umem.rpcs, 1);
	ck_assert(st_umem.umem && !st_umem.umem_err);
	ck_assert_uint_gt(st_inline.rpcs, 1000);
	ck_assert_int_eq(mlx5ctl_core_dump_verify(a.p, a.len, type, &ia), 0);
	ck_assert_int_eq(mlx5ctl_core_dump_verify(b.p, b.len, type, &ib), 0);
	ck_assert_uint_eq(ia.checksum, ia.computed);
	ck_assert_uint_eq(ia.total_size, ia.found_size);
	ck_assert_uint_eq(ia.device_id, 0x101d);
	/* a flipped payload bit is caught */
	a.p[a.len / 2] ^= 1;
	ck_assert_int_eq(mlx5ctl_core_dump_verify(a.p, a.len, type, &ia), -EBADMSG);
	free(a.p);
	free(b.p);
}
END_TEST

START_TEST(test_small_umem_takes_several_rpcs)
{
	struct mlx5ctl_dump_req req = { .umem_size = 256u << 10 };
	struct mlx5ctl_core_dump_info info = { .size = sizeof(info) };
	struct mlx5ctl_membuf m = { 0 };
	struct mlx5ctl_dump_stats st = { .size = sizeof(st) };

	ck_assert_int_eq(mlx5ctl_dump_find(dev, "CORE_DUMP", &req.segment_type), 0);
	ck_assert_int_eq(mlx5ctl_resource_dump(dev, &req, mlx5ctl_membuf_sink, &m, &st), 0);
	ck_assert_uint_eq(st.rpcs, (m.len + req.umem_size - 1) / req.umem_size);
	ck_assert_int_eq(mlx5ctl_core_dump_verify(m.p, m.len, req.segment_type, &info), 0);
	free(m.p);
}
END_TEST

/* the core dump through the CORE_DUMP register: one RPC into 2 MiB, the inline file's bytes */
START_TEST(test_core_dump_register_equals_inline)
{
	struct mlx5ctl_dump_req req = { .umem_size = 0 };
	struct mlx5ctl_membuf a = { 0 }, b = { 0 };
	struct mlx5ctl_core_dump_info info = { .size = sizeof(info) };
	struct mlx5ctl_dump_stats st_inline = { .size = sizeof(st_inline) };
	struct mlx5ctl_dump_stats st_reg = { .size = sizeof(st_reg) };

	ck_assert_int_eq(mlx5ctl_dump_find(dev, "CORE_DUMP", &req.segment_type), 0);
	ck_assert_int_eq(mlx5ctl_core_dump(dev, &req, mlx5ctl_membuf_sink, &a, &st_inline), 0);
	ck_assert_uint_gt(st_inline.rpcs, 1000);
	req.umem_size = 2u << 20;
	ck_assert_int_eq(mlx5ctl_core_dump(dev, &req, mlx5ctl_membuf_sink, &b, &st_reg), 0);
	ck_assert_uint_eq(st_reg.rpcs, 1);
	ck_assert_uint_eq(a.len, b.len);
	ck_assert_msg(!memcmp(a.p, b.p, a.len), "inline and CORE_DUMP register dumps differ");
	ck_assert_int_eq(mlx5ctl_core_dump_verify(b.p, b.len, req.segment_type, &info), 0);
	ck_assert_uint_eq(info.device_id, 0x101d);
	free(a.p);
	free(b.p);
}
END_TEST

/* a UMEM smaller than the dump: continued with the device's cookie, same bytes */
START_TEST(test_core_dump_register_continues)
{
	struct mlx5ctl_dump_req req = { .umem_size = 0 };
	struct mlx5ctl_membuf a = { 0 }, b = { 0 };
	struct mlx5ctl_dump_stats st = { .size = sizeof(st) };

	ck_assert_int_eq(mlx5ctl_dump_find(dev, "CORE_DUMP", &req.segment_type), 0);
	ck_assert_int_eq(mlx5ctl_core_dump(dev, &req, mlx5ctl_membuf_sink, &a, NULL), 0);
	req.umem_size = 96u << 10;
	ck_assert_int_eq(mlx5ctl_core_dump(dev, &req, mlx5ctl_membuf_sink, &b, &st), 0);
	ck_assert_uint_eq(st.rpcs, (a.len + req.umem_size - 1) / req.umem_size);
	ck_assert_uint_eq(st.bytes, a.len);
	ck_assert_uint_eq(a.len, b.len);
	ck_assert_msg(!memcmp(a.p, b.p, a.len), "continued CORE_DUMP register dump differs");
	free(a.p);
	free(b.p);
}
END_TEST

/* a device that does not report total_size (real firmware): more_dump and the cookie suffice */
START_TEST(test_core_dump_register_without_total)
{
	struct mlx5ctl_dump_req req = { .umem_size = 0 };
	struct mlx5ctl_membuf a = { 0 }, b = { 0 };
	struct mlx5ctl_dump_stats st = { .size = sizeof(st) };

	ck_assert_int_eq(mlx5ctl_dump_find(dev, "CORE_DUMP", &req.segment_type), 0);
	ck_assert_int_eq(mlx5ctl_core_dump(dev, &req, mlx5ctl_membuf_sink, &a, NULL), 0);
	fwbackend_no_core_dump_total(true);
	req.umem_size = 96u << 10;
	ck_assert_int_eq(mlx5ctl_core_dump(dev, &req, mlx5ctl_membuf_sink, &b, &st), 0);
	fwbackend_no_core_dump_total(false);
	ck_assert_uint_eq(st.rpcs, (a.len + req.umem_size - 1) / req.umem_size);
	ck_assert_uint_eq(a.len, b.len);
	ck_assert_msg(!memcmp(a.p, b.p, a.len), "CORE_DUMP without total_size differs");
	free(a.p);
	free(b.p);
}
END_TEST

/* a PD and a 64 KiB UMEM-backed MKEY of d's UID, at virtual address 0 */
struct target {
	struct mlx5ctl_umem *umem;
	uint32_t pd, mkey;
};

static void target_make(struct mlx5ctl_dev *d, struct target *t)
{
	uint8_t in[MLX5CTL_ST_SZ_BYTES(create_mkey_in)] = { 0 };
	uint8_t out[MLX5CTL_ST_SZ_BYTES(create_mkey_out)] = { 0 };
	void *mkc = MLX5CTL_ADDR_OF(create_mkey_in, in, memory_key_mkey_entry);

	ck_assert_int_eq(mlx5ctl_umem_alloc(d, 64u << 10, &t->umem), 0);
	MLX5CTL_SET(alloc_pd_in, in, opcode, MLX5CTL_CMD_OP_ALLOC_PD);
	ck_assert_int_eq(mlx5ctl_cmd(d, in, MLX5CTL_ST_SZ_BYTES(alloc_pd_in), out,
				     MLX5CTL_ST_SZ_BYTES(alloc_pd_out)), 0);
	t->pd = MLX5CTL_GET(alloc_pd_out, out, pd);
	memset(in, 0, sizeof(in));
	MLX5CTL_SET(create_mkey_in, in, opcode, MLX5CTL_CMD_OP_CREATE_MKEY);
	MLX5CTL_SET(create_mkey_in, in, mkey_umem_valid, 1);
	MLX5CTL_SET(create_mkey_in, in, mkey_umem_id, t->umem->id);
	MLX5CTL_SET(mkc, mkc, access_mode_1_0, MLX5CTL_MKC_ACCESS_MODE_MTT);
	MLX5CTL_SET(mkc, mkc, lr, 1);
	MLX5CTL_SET(mkc, mkc, lw, 1);
	MLX5CTL_SET(mkc, mkc, pd, t->pd);
	MLX5CTL_SET(mkc, mkc, mkey_7_0, 0x42);
	MLX5CTL_SET64(mkc, mkc, len, t->umem->len);
	ck_assert_int_eq(mlx5ctl_cmd(d, in, sizeof(in), out, sizeof(out)), 0);
	t->mkey = MLX5CTL_GET(create_mkey_out, out, mkey_index) << 8 | 0x42;
}

static void target_free(struct mlx5ctl_dev *d, struct target *t)
{
	uint8_t in[MLX5CTL_ST_SZ_BYTES(destroy_mkey_in)] = { 0 };
	uint8_t out[MLX5CTL_ST_SZ_BYTES(destroy_mkey_out)] = { 0 };

	MLX5CTL_SET(destroy_mkey_in, in, opcode, MLX5CTL_CMD_OP_DESTROY_MKEY);
	MLX5CTL_SET(destroy_mkey_in, in, mkey_index, t->mkey >> 8);
	ck_assert_int_eq(mlx5ctl_cmd(d, in, sizeof(in), out, sizeof(out)), 0);
	memset(in, 0, sizeof(in));
	MLX5CTL_SET(dealloc_pd_in, in, opcode, MLX5CTL_CMD_OP_DEALLOC_PD);
	MLX5CTL_SET(dealloc_pd_in, in, pd, t->pd);
	ck_assert_int_eq(mlx5ctl_cmd(d, in, MLX5CTL_ST_SZ_BYTES(dealloc_pd_in), out,
				     MLX5CTL_ST_SZ_BYTES(dealloc_pd_out)), 0);
	mlx5ctl_umem_free(d, t->umem);
}

static int core_dump_reg(struct mlx5ctl_dev *d, uint32_t mkey, uint64_t va, uint32_t size,
			 uint64_t cookie, uint8_t *reg)
{
	memset(reg, 0, MLX5CTL_ST_SZ_BYTES(core_dump_reg));
	MLX5CTL_SET(core_dump_reg, reg, core_dump_type, MLX5CTL_CORE_DUMP_TYPE_CR_DUMP_TO_MEM);
	MLX5CTL_SET(core_dump_reg, reg, mkey, mkey);
	MLX5CTL_SET64(core_dump_reg, reg, address, va);
	MLX5CTL_SET(core_dump_reg, reg, size, size);
	MLX5CTL_SET64(core_dump_reg, reg, cookie, cookie);
	return mlx5ctl_access_reg(d, MLX5CTL_REG_CORE_DUMP, 0, true, reg, reg,
				  MLX5CTL_ST_SZ_BYTES(core_dump_reg));
}

/* the register by hand: another file's MKEY, a bad key, out of range, a bad cookie */
START_TEST(test_core_dump_register_refuses)
{
	uint8_t reg[MLX5CTL_ST_SZ_BYTES(core_dump_reg)];
	struct mlx5ctl_dev *other;
	struct target mine, theirs;
	uint64_t cookie;

	ck_assert_int_eq(fwbackend_open(fw, &other), 0);
	target_make(dev, &mine);
	target_make(other, &theirs);
	ck_assert_int_eq(core_dump_reg(dev, mine.mkey, 0, 64u << 10, 0, reg), 0);
	ck_assert_uint_eq(MLX5CTL_GET(core_dump_reg, reg, size), 64u << 10);
	ck_assert_uint_eq(MLX5CTL_GET(core_dump_reg, reg, more_dump), 1);
	cookie = MLX5CTL_GET64(core_dump_reg, reg, cookie);
	ck_assert_int_eq(MLX5CTL_GET(resource_dump_segment_header, mine.umem->addr, segment_type),
			 MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_INFO);
	/* the other file's MKEY (another UID) */
	ck_assert_int_eq(core_dump_reg(dev, theirs.mkey, 0, 4096, 0, reg), -EREMOTEIO);
	ck_assert_msg(strstr(mlx5ctl_strerror(), "BAD_PARAM_ERR"), "%s", mlx5ctl_strerror());
	ck_assert_int_eq(core_dump_reg(dev, mine.mkey ^ 0xff, 0, 4096, 0, reg), -EREMOTEIO);
	/* outside the MKEY */
	ck_assert_int_eq(core_dump_reg(dev, mine.mkey, 60u << 10, 8192, 0, reg), -EREMOTEIO);
	ck_assert_int_eq(core_dump_reg(dev, mine.mkey, 0, (64u << 10) + 1, 0, reg), -EREMOTEIO);
	/* a cookie the device did not hand out */
	ck_assert_int_eq(core_dump_reg(dev, mine.mkey, 0, 4096, cookie + (4u << 20), reg),
			 -EREMOTEIO);
	ck_assert_int_eq(core_dump_reg(dev, mine.mkey, 0, 4096, cookie, reg), 0);
	ck_assert_int_eq(core_dump_reg(other, theirs.mkey, 0, 4096, cookie, reg), 0);
	target_free(other, &theirs);
	target_free(dev, &mine);
	mlx5ctl_close(other);
}
END_TEST

/*
 * Where the platform bounces DMA (swiotlb=force, confidential guests) the driver refuses
 * UMEM_REG with EOPNOTSUPP: the dumps go inline by themselves, with the same bytes, and
 * nothing is left behind (teardown checks the firmware).
 */
START_TEST(test_no_umem_falls_back_inline)
{
	struct mlx5ctl_dump_req req = { .size = sizeof(req), .umem_size = 2u << 20 };
	struct mlx5ctl_dump_stats sa = { .size = sizeof(sa) }, sb = { .size = sizeof(sb) };
	struct mlx5ctl_dump_stats sc = { .size = sizeof(sc) };
	struct mlx5ctl_core_dump_info info = { .size = sizeof(info) };
	struct mlx5ctl_membuf a = { 0 }, b = { 0 }, c = { 0 };
	struct mlx5ctl_umem *umem;

	ck_assert_int_eq(mlx5ctl_dump_find(dev, "CORE_DUMP", &req.segment_type), 0);
	ck_assert_int_eq(mlx5ctl_core_dump(dev, &req, mlx5ctl_membuf_sink, &a, &sa), 0);
	ck_assert(sa.umem);
	ck_assert_uint_eq(sa.rpcs, 1);
	fwbackend_fail_umem_reg(-EOPNOTSUPP);
	ck_assert_int_eq(mlx5ctl_umem_alloc(dev, 4096, &umem), -EOPNOTSUPP);
	ck_assert_msg(strstr(mlx5ctl_strerror(), "bounces DMA"), "%s", mlx5ctl_strerror());
	/* the core dump: asked through a UMEM, inline instead, the same verified bytes */
	ck_assert_int_eq(mlx5ctl_core_dump(dev, &req, mlx5ctl_membuf_sink, &b, &sb), 0);
	ck_assert(!sb.umem);
	ck_assert_int_eq(sb.umem_err, -EOPNOTSUPP);
	ck_assert_uint_gt(sb.rpcs, 1000);
	ck_assert_uint_eq(sb.bytes, b.len);
	ck_assert_uint_eq(a.len, b.len);
	ck_assert_msg(!memcmp(a.p, b.p, a.len), "the inline fallback's bytes differ");
	ck_assert_int_eq(mlx5ctl_core_dump_verify(b.p, b.len, req.segment_type, &info), 0);
	/* the resource dump the same */
	ck_assert_int_eq(mlx5ctl_resource_dump(dev, &req, mlx5ctl_membuf_sink, &c, &sc), 0);
	ck_assert(!sc.umem);
	ck_assert_int_eq(sc.umem_err, -EOPNOTSUPP);
	ck_assert_uint_eq(c.len, a.len);
	ck_assert_msg(!memcmp(a.p, c.p, a.len), "the inline resource dump's bytes differ");
	/* another error is not a platform without UMEMs: it fails */
	fwbackend_fail_umem_reg(-ENOMEM);
	ck_assert_int_eq(mlx5ctl_core_dump(dev, &req, mlx5ctl_membuf_sink, &c, NULL), -ENOMEM);
	fwbackend_fail_umem_reg(0);
	free(a.p);
	free(b.p);
	free(c.p);
}
END_TEST

/* UMEM_UNREG of a UMEM an MKEY still uses: EBUSY, said in words; fine once the MKEY is gone */
START_TEST(test_umem_busy)
{
	struct target t;

	target_make(dev, &t);
	ck_assert_int_eq(mlx5ctl_umem_unreg(dev, t.umem->id), -EBUSY);
	ck_assert_msg(strstr(mlx5ctl_strerror(), "an MKEY still uses it"), "%s",
		      mlx5ctl_strerror());
	target_free(dev, &t);
}
END_TEST

START_TEST(test_uctx_dump_lists_our_uid)
{
	struct mlx5ctl_dump_req req = { .num_of_obj1 = 0xffff };
	struct mlx5ctl_devinfo info = { .size = sizeof(info) };
	struct mlx5ctl_dump_seg seg = { .size = sizeof(seg) };
	struct mlx5ctl_membuf m = { 0 };
	bool found = false;
	size_t off = 0;
	int r;

	ck_assert_int_eq(mlx5ctl_info(dev, &info), 0);
	ck_assert_int_eq(mlx5ctl_dump_find(dev, "UCTX", &req.segment_type), 0);
	ck_assert_int_eq(mlx5ctl_resource_dump(dev, &req, mlx5ctl_membuf_sink, &m, NULL), 0);
	while ((r = mlx5ctl_dump_next(m.p, m.len, &off, &seg)) > 0)
		if (seg.type == req.segment_type && seg.index1 == info.uid)
			found = true;
	ck_assert_int_eq(r, 0);
	ck_assert(found);
	ck_assert_int_eq(mlx5ctl_dump_find(dev, "NO_SUCH_SEGMENT", &req.segment_type), -ENOENT);
	free(m.p);
}
END_TEST

/* a UMEM and a PD of ours show up in the UMEM and PD dumps, attributed to our UID */
START_TEST(test_object_dumps)
{
	static const char *const segs[] = { "UMEM", "PD" };
	uint8_t in[64] = { 0 }, out[64] = { 0 };
	struct mlx5ctl_devinfo info = { .size = sizeof(info) };
	struct mlx5ctl_umem *umem;
	uint32_t ids[2];

	ck_assert_int_eq(mlx5ctl_info(dev, &info), 0);
	ck_assert_int_eq(mlx5ctl_umem_alloc(dev, 3 * 4096, &umem), 0);
	MLX5CTL_SET(alloc_pd_in, in, opcode, MLX5CTL_CMD_OP_ALLOC_PD);
	ck_assert_int_eq(mlx5ctl_cmd(dev, in, MLX5CTL_ST_SZ_BYTES(alloc_pd_in), out,
				     MLX5CTL_ST_SZ_BYTES(alloc_pd_out)), 0);
	ids[0] = umem->id;
	ids[1] = MLX5CTL_GET(alloc_pd_out, out, pd);
	for (int k = 0; k < 2; k++) {
		struct mlx5ctl_dump_req req = { .num_of_obj1 = 0xffff };
		struct mlx5ctl_dump_seg seg = { .size = sizeof(seg) };
		struct mlx5ctl_membuf m = { 0 };
		bool found = false;
		size_t off = 0;

		ck_assert_int_eq(mlx5ctl_dump_find(dev, segs[k], &req.segment_type), 0);
		ck_assert_int_eq(mlx5ctl_resource_dump(dev, &req, mlx5ctl_membuf_sink, &m, NULL), 0);
		while (mlx5ctl_dump_next(m.p, m.len, &off, &seg) > 0)
			if (seg.type == req.segment_type && seg.index1 == ids[k]) {
				ck_assert_uint_eq(seg.index2, info.uid);
				if (k == 0)
					ck_assert_uint_eq(MLX5CTL_GET64(umem, seg.payload, num_of_mtt), 3);
				found = true;
			}
		ck_assert_msg(found, "%s %u not in its dump", segs[k], ids[k]);
		free(m.p);
	}
	memset(in, 0, sizeof(in));
	MLX5CTL_SET(dealloc_pd_in, in, opcode, MLX5CTL_CMD_OP_DEALLOC_PD);
	MLX5CTL_SET(dealloc_pd_in, in, pd, ids[1]);
	ck_assert_int_eq(mlx5ctl_cmd(dev, in, MLX5CTL_ST_SZ_BYTES(dealloc_pd_in), out,
				     MLX5CTL_ST_SZ_BYTES(dealloc_pd_out)), 0);
	mlx5ctl_umem_free(dev, umem);
}
END_TEST

START_TEST(test_nvconfig)
{
	uint8_t next[MLX5CTL_ST_SZ_BYTES(nv_global_pci_conf)] = { 0 };
	uint8_t cur[sizeof(next)], def[sizeof(next)];
	uint8_t cap[MLX5CTL_ST_SZ_BYTES(nv_global_pci_cap)];

	ck_assert_int_eq(mlx5ctl_nv_read(dev, MLX5CTL_NV_PARAM_GLOBAL_PCI_CONF,
					 MLX5CTL_NV_ACCESS_MODE_DEFAULT, def, sizeof(def)), 0);
	MLX5CTL_SET(nv_global_pci_conf, next, sriov_valid, 1);
	MLX5CTL_SET(nv_global_pci_conf, next, sriov_en, 1);
	MLX5CTL_SET(nv_global_pci_conf, next, total_vfs, 4);
	ck_assert_int_eq(mlx5ctl_nv_write(dev, MLX5CTL_NV_PARAM_GLOBAL_PCI_CONF, next,
					  sizeof(next)), 0);
	memset(next, 0, sizeof(next));
	ck_assert_int_eq(mlx5ctl_nv_read(dev, MLX5CTL_NV_PARAM_GLOBAL_PCI_CONF,
					 MLX5CTL_NV_ACCESS_MODE_NEXT, next, sizeof(next)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(nv_global_pci_conf, next, total_vfs), 4);
	/* the value takes effect only after a reset: current is still the default */
	ck_assert_int_eq(mlx5ctl_nv_read(dev, MLX5CTL_NV_PARAM_GLOBAL_PCI_CONF,
					 MLX5CTL_NV_ACCESS_MODE_CURRENT, cur, sizeof(cur)), 0);
	ck_assert_mem_eq(cur, def, sizeof(cur));
	/* the capability item is read-only */
	ck_assert_int_eq(mlx5ctl_nv_read(dev, MLX5CTL_NV_PARAM_GLOBAL_PCI_CAP,
					 MLX5CTL_NV_ACCESS_MODE_CURRENT, cap, sizeof(cap)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(nv_global_pci_cap, cap, sriov_support), 1);
	ck_assert_int_eq(mlx5ctl_nv_write(dev, MLX5CTL_NV_PARAM_GLOBAL_PCI_CAP, cap, sizeof(cap)),
			 -EREMOTEIO);
	/* invalidate all: next boot is back to the default */
	ck_assert_int_eq(mlx5ctl_nv_reset(dev), 0);
	ck_assert_int_eq(mlx5ctl_nv_read(dev, MLX5CTL_NV_PARAM_GLOBAL_PCI_CONF,
					 MLX5CTL_NV_ACCESS_MODE_NEXT, next, sizeof(next)), 0);
	ck_assert_mem_eq(next, def, sizeof(next));
}
END_TEST

static const uint16_t diag_all[] = {
	MLX5CTL_DIAG_COUNTER_CMDS, MLX5CTL_DIAG_COUNTER_CMD_ERRORS, MLX5CTL_DIAG_COUNTER_EQES,
	MLX5CTL_DIAG_COUNTER_MSIX, MLX5CTL_DIAG_COUNTER_DMA_READ_BYTES,
	MLX5CTL_DIAG_COUNTER_DMA_WRITE_BYTES, MLX5CTL_DIAG_COUNTER_FW_PAGES,
	MLX5CTL_DIAG_COUNTER_OBJECTS,
};
#define DIAG_N (sizeof(diag_all) / sizeof(diag_all[0]))

START_TEST(test_diag_caps_params_names)
{
	struct mlx5ctl_diag_params p = { .size = sizeof(p), .enable = true, .repetitive = true, .clear = true,
					 .log_num_of_samples = 4, .log_sample_period = 30,
					 .num_counters = 2 }, q = { .size = sizeof(q) };
	struct mlx5ctl_diag_caps caps = { .size = sizeof(caps) };

	ck_assert_int_eq(mlx5ctl_diag_caps(dev, &caps), 0);
	ck_assert_uint_eq(caps.num_counters, DIAG_N);
	ck_assert_mem_eq(caps.counter_id, diag_all, sizeof(diag_all));
	ck_assert_uint_ge(caps.log_max_samples, 10);
	ck_assert_uint_gt(caps.log_min_sample_period, 0);
	ck_assert(caps.single && caps.repetitive);
	ck_assert_uint_eq(caps.device_frequency_khz, 1000000);

	p.counter_id[0] = MLX5CTL_DIAG_COUNTER_OBJECTS;
	p.counter_id[1] = MLX5CTL_DIAG_COUNTER_EQES;
	ck_assert_int_eq(mlx5ctl_diag_set(dev, &p), 0);
	ck_assert_int_eq(mlx5ctl_diag_query_params(dev, &q), 0);
	ck_assert(q.enable && q.repetitive && !q.single && !q.on_demand);
	ck_assert_uint_eq(q.log_num_of_samples, 4);
	ck_assert_uint_eq(q.log_sample_period, 30);
	ck_assert_uint_eq(q.num_counters, 2);
	ck_assert_uint_eq(q.counter_id[0], MLX5CTL_DIAG_COUNTER_OBJECTS);
	ck_assert_uint_eq(q.counter_id[1], MLX5CTL_DIAG_COUNTER_EQES);

	ck_assert_str_eq(mlx5ctl_diag_counter_name(MLX5CTL_DIAG_COUNTER_CMDS), "CMDS");
	ck_assert_ptr_null(mlx5ctl_diag_counter_name(0x1234));
	ck_assert_int_eq(mlx5ctl_diag_counter_id("dma_read_bytes"),
			 MLX5CTL_DIAG_COUNTER_DMA_READ_BYTES);
	ck_assert_int_eq(mlx5ctl_diag_counter_id("nope"), -ENOENT);
}
END_TEST

START_TEST(test_diag_errors_name_the_status)
{
	struct mlx5ctl_diag_params p = { .size = sizeof(p), .enable = true, .single = true, .on_demand = true,
					 .num_counters = 1, .counter_id = { 0x0401 } };
	struct mlx5ctl_diag_sample *s;
	size_t n;

	ck_assert_int_eq(mlx5ctl_diag_query(dev, 0, 1, 1, &s, &n), -EREMOTEIO);
	ck_assert_msg(strstr(mlx5ctl_strerror(),
			     "QUERY_DIAGNOSTIC_COUNTERS failed: BAD_SYS_STATE_ERR (0x4), syndrome"),
		      "%s", mlx5ctl_strerror());
	ck_assert_int_eq(mlx5ctl_diag_set(dev, &p), -EREMOTEIO);
	ck_assert_msg(strstr(mlx5ctl_strerror(),
			     "SET_DIAGNOSTIC_PARAMS failed: BAD_PARAM_ERR (0x3), syndrome"),
		      "%s", mlx5ctl_strerror());
	p.num_counters = MLX5CTL_DIAG_MAX_COUNTERS + 1;
	ck_assert_int_eq(mlx5ctl_diag_set(dev, &p), -EINVAL);
	ck_assert_int_eq(mlx5ctl_diag_query(dev, 0, 0, 1, &s, &n), -EINVAL);
	/* a malformed dump stream is refused */
	{
		uint8_t bad[8] = { 0x00, 0x10, 0x10, 0x06 };	/* 16 dwords claimed, 8 bytes */

		ck_assert_int_eq(mlx5ctl_diag_decode_dump(bad, sizeof(bad),
							  MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_DIAG_COUNTERS,
							  &s, &n), -EBADMSG);
	}
}
END_TEST

/* periodic sampling on the model's clock (the host's monotonic clock here), then the buffer
 * three ways: QUERY_DIAGNOSTIC_COUNTERS, the dump inline, the dump into a UMEM in one RPC */
START_TEST(test_diag_inline_equals_umem)
{
	struct mlx5ctl_diag_params p = { .size = sizeof(p), .enable = true, .single = true, .clear = true,
					 .log_num_of_samples = 6, .log_sample_period = 16,
					 .num_counters = DIAG_N };
	struct mlx5ctl_diag_sample *q = NULL, *di, *du, *dx;
	size_t nq = 0, ni, nu, nx, want = 64 * DIAG_N;
	struct mlx5ctl_dump_stats st_x = { .size = sizeof(st_x) };
	struct mlx5ctl_dump_stats st_inline = { .size = sizeof(st_inline) };
	struct mlx5ctl_dump_stats st_umem = { .size = sizeof(st_umem) };
	struct timespec ts = { 0, 2000000 };	/* 2 ms */

	memcpy(p.counter_id, diag_all, sizeof(diag_all));
	ck_assert_int_eq(mlx5ctl_diag_set(dev, &p), 0);
	/* 64 samples 65.5 us apart: full within milliseconds; single mode then stops */
	for (int tries = 0; tries < 5000 && nq < want; tries++) {
		free(q);
		nanosleep(&ts, NULL);
		ck_assert_int_eq(mlx5ctl_diag_query(dev, 0, 64, DIAG_N, &q, &nq), 0);
	}
	ck_assert_uint_eq(nq, want);
	ck_assert_int_eq(mlx5ctl_diag_read(dev, 0, &di, &ni, &st_inline), 0);
	ck_assert_int_eq(mlx5ctl_diag_read(dev, mlx5ctl_diag_dump_bytes(&p), &du, &nu, &st_umem),
			 0);
	ck_assert_uint_eq(ni, want);
	ck_assert_uint_eq(nu, want);
	ck_assert_mem_eq(q, di, want * sizeof(*q));
	ck_assert_mem_eq(q, du, want * sizeof(*q));
	ck_assert_uint_eq(st_umem.rpcs, 1);
	ck_assert(st_umem.umem && !st_umem.umem_err);
	ck_assert_uint_gt(st_inline.rpcs, 10);
	/* no UMEMs on this platform: the dump goes inline, the same samples */
	fwbackend_fail_umem_reg(-EOPNOTSUPP);
	ck_assert_int_eq(mlx5ctl_diag_read(dev, mlx5ctl_diag_dump_bytes(&p), &dx, &nx, &st_x), 0);
	fwbackend_fail_umem_reg(0);
	ck_assert(!st_x.umem);
	ck_assert_int_eq(st_x.umem_err, -EOPNOTSUPP);
	ck_assert_uint_eq(nx, want);
	ck_assert_mem_eq(q, dx, want * sizeof(*q));
	free(dx);
	/* in time order: sample ids 0..63, one period apart, counters in the order set */
	mlx5ctl_diag_sort(du, nu);
	for (size_t i = 0; i < nu; i++) {
		ck_assert_uint_eq(du[i].sample_id, i / DIAG_N);
		ck_assert_uint_eq(du[i].counter_id, diag_all[i % DIAG_N]);
		if (i >= DIAG_N) {
			ck_assert_uint_eq(du[i].time_stamp - du[i - DIAG_N].time_stamp, 1u << 16);
			if (du[i].counter_id != MLX5CTL_DIAG_COUNTER_OBJECTS &&
			    du[i].counter_id != MLX5CTL_DIAG_COUNTER_FW_PAGES)
				ck_assert_uint_ge(du[i].value, du[i - DIAG_N].value);
		}
	}
	/* cleared at the start: no command had finished when sample 0 was taken */
	ck_assert_uint_eq(du[0].value, 0);
	/* the queries that polled the buffer moved the command counter */
	ck_assert_uint_gt(du[nu - DIAG_N].value, 0);
	free(q);
	free(di);
	free(du);
}
END_TEST

/* a ring buffer read back in time order across the wrap */
START_TEST(test_diag_sort_across_wrap)
{
	struct mlx5ctl_diag_sample s[4] = {
		{ .counter_id = 1, .sample_id = 0x0001, .value = 3 },
		{ .counter_id = 1, .sample_id = 0xfffe, .value = 0 },
		{ .counter_id = 1, .sample_id = 0xffff, .value = 1 },
		{ .counter_id = 1, .sample_id = 0x0000, .value = 2 },
	};

	mlx5ctl_diag_sort(s, 4);
	for (int i = 0; i < 4; i++)
		ck_assert_uint_eq(s[i].value, (uint64_t)i);
}
END_TEST

/* ---- firmware update ---- */

static uint8_t *fw_image(uint32_t version, size_t payload, size_t *len)
{
	struct mlx5fw_image_spec s = {
		.device_id = 0x101d, .psid = "MT_0000000359", .version = version,
		.payload_size = (uint32_t)payload, .key_id = 1, .seed = 3,
	};
	uint8_t *img = mlx5fw_image_build(&s, len);

	ck_assert_ptr_nonnull(img);
	return img;
}

struct progress_log {
	unsigned int calls, downloads;
	uint64_t last_done, total;
	unsigned int cancel_at;		/* cancel at this download call (0: never) */
	enum mlx5ctl_fw_stage last;
};

static int progress(void *ctx, enum mlx5ctl_fw_stage stage, uint64_t done, uint64_t total)
{
	struct progress_log *p = ctx;

	p->calls++;
	p->last = stage;
	if (stage == MLX5CTL_FW_STAGE_DOWNLOAD && total) {
		ck_assert_uint_ge(done, p->last_done);
		p->last_done = done;
		p->total = total;
		if (++p->downloads == p->cancel_at)
			return 1;
	}
	return 0;
}

static struct mlx5fw_stats fw_stats(void)
{
	struct mlx5fw_stats st;

	mlx5fw_get_stats(fw, &st);
	return st;
}

START_TEST(test_fw_update)
{
	struct mlx5ctl_fw_component c[4] = { { .size = sizeof(c[0]) } };
	struct progress_log log = { 0 };
	struct mlx5ctl_fw_update_opts o = { .size = sizeof(o), .progress = progress, .ctx = &log };
	struct mlx5ctl_fw_image_info ii = { .size = sizeof(ii) };
	uint32_t v = 22u << 24 | 42u << 16 | 7;
	size_t len;
	uint8_t *img = fw_image(v, 100000, &len);

	ck_assert_int_eq(mlx5ctl_fw_query(dev, c, 4), 1);
	ck_assert_uint_eq(c[0].index, 1);
	ck_assert_str_eq(c[0].running, "22.41.1010");
	ck_assert(!c[0].pending);
	ck_assert(c[0].fw_reset_activates);
	ck_assert_uint_eq(c[0].mcda_max_write_size, 4096);
	ck_assert_int_eq(mlx5ctl_fw_image_info(img, len, &ii), 0);
	ck_assert_str_eq(ii.version_str, "22.42.0007");
	ck_assert_str_eq(ii.psid, "MT_0000000359");
	ck_assert_int_eq(mlx5ctl_fw_image_info("junk", 4, &ii), -ENOEXEC);
	/* no user memory (a platform that bounces DMA): MCDA */
	fwbackend_fail_umem_reg(-EOPNOTSUPP);
	ck_assert_int_eq(mlx5ctl_fw_update(dev, img, len, &o), 0);
	fwbackend_fail_umem_reg(0);
	/* chunks of the advertised 4 KiB: the last progress call is the whole image */
	ck_assert_uint_eq(log.downloads, (len + 4095) / 4096);
	ck_assert_uint_eq(log.last_done, len);
	ck_assert_int_eq(log.last, MLX5CTL_FW_STAGE_DONE);
	ck_assert_uint_ge(o.rpcs, log.downloads + 6);
	ck_assert_uint_eq(fw_stats().fw_pending_version, v);
	/*
	 * The device announces MCDD and the driver registers user memory: the image by DMA, 32 KiB
	 * an RPC; VERIFY checks the payload's SHA-256, so the device got the same bytes. The UMEM,
	 * PD and MKEY are gone after it, and no DMA strayed.
	 */
	memset(&log, 0, sizeof(log));
	{
		struct mlx5fw_stats b = fw_stats(), a;
		unsigned long mcda_rpcs = o.rpcs;

		ck_assert_msg(!mlx5ctl_fw_update(dev, img, len, &o), "%s", mlx5ctl_strerror());
		a = fw_stats();
		ck_assert_uint_eq(log.downloads, (len + 32767) / 32768);
		ck_assert_uint_eq(log.last_done, len);
		ck_assert_uint_le(o.rpcs + 20, mcda_rpcs);	/* 25 MCDA chunks, 4 MCDD ones */
		ck_assert_uint_eq(a.fw_pending_version, v);
		ck_assert_uint_eq(a.umems, b.umems);
		ck_assert_uint_eq(a.mkeys, b.mkeys);
		ck_assert_uint_eq(a.pds, b.pds);
		ck_assert_uint_eq(a.dma_violations, 0);
	}
	ck_assert_uint_eq(fw_stats().fwu_held, 0);
	ck_assert_int_eq(mlx5ctl_fw_query(dev, c, 4), 1);
	ck_assert(c[0].pending);
	ck_assert_str_eq(c[0].pending_str, "22.42.0007");
	ck_assert_str_eq(c[0].running, "22.41.1010");
	/* a second update replaces the pending image (MIRC first, as mlxfw) */
	free(img);
	img = fw_image(v + 1, 8192, &len);
	ck_assert_int_eq(mlx5ctl_fw_update(dev, img, len, NULL), 0);
	ck_assert_uint_eq(fw_stats().fw_pending_version, v + 1);
	free(img);
}
END_TEST

/* NVIDIA's files: an FS4 image as it is, an MFA2 package's component for the card's PSID; a
 * package for other cards refused with nothing sent but the PSID's read (MGIR) */
START_TEST(test_fw_update_fs4_mfa2)
{
	struct mlx5fw_fs4_spec s = {
		.device_id = 0x101d, .hw_dev_id = 0x212, .psid = "MT_0000000359",
		.version = 22u << 24 | 46u << 16 | 1, .pn = "MCX623105AN-CDAT",
		.description = "test", .payload_size = 32768, .key_id = 1, .seed = 5,
		.image_file = true,
	};
	struct mlx5fw_image_spec rs = {
		.device_id = 0x101d, .psid = "MT_0000000359", .version = 22u << 24 | 46u << 16 | 2,
		.payload_size = 4096, .key_id = 1, .seed = 6,
	};
	struct mfa2_comp comps[2];
	struct mfa2_dev devs[3];
	struct mlx5ctl_fw_component c[4] = { { .size = sizeof(c[0]) } };
	size_t flen, rlen, plen;
	uint8_t *fs4, *raw, *pkg;
	char psid[20];
	uint64_t regs;

	ck_assert_int_eq(mlx5ctl_fw_psid(dev, psid, sizeof(psid)), 0);
	ck_assert_str_eq(psid, "MT_0000000359");
	fs4 = mlx5fw_fs4_build(&s, &flen);
	raw = mlx5fw_image_build(&rs, &rlen);
	ck_assert_ptr_nonnull(fs4);
	ck_assert_ptr_nonnull(raw);
	/* an FS4 image file, its DTOC trailer included */
	ck_assert_int_eq(mlx5ctl_fw_update(dev, fs4, flen, NULL), 0);
	ck_assert_uint_eq(fw_stats().fw_pending_version, s.version);
	ck_assert_int_eq(mlx5ctl_fw_query(dev, c, 4), 1);
	ck_assert_str_eq(c[0].pending_str, "22.46.0001");
	/* a package: this card's component is the raw image, another card's the FS4 one */
	comps[0] = (struct mfa2_comp){ .data = fs4, .len = flen, .identifier = 1 };
	comps[1] = (struct mfa2_comp){ .data = raw, .len = rlen, .identifier = 1 };
	devs[0] = (struct mfa2_dev){ .psid = "MT_0000000111", .ncomps = 1, .comp = { 0 } };
	devs[1] = (struct mfa2_dev){ .psid = "MT_0000000359", .ncomps = 1, .comp = { 1 } };
	ck_assert_int_eq(mfa2_build(devs, 2, comps, 2, &pkg, &plen), 0);
	ck_assert_int_eq(mlx5ctl_fw_update(dev, pkg, plen, NULL), 0);
	ck_assert_uint_eq(fw_stats().fw_pending_version, rs.version);
	free(pkg);
	/* a package for other cards: refused, the PSIDs named, only MGIR read */
	devs[1].psid = "MT_0000000838";
	ck_assert_int_eq(mfa2_build(devs, 2, comps, 2, &pkg, &plen), 0);
	regs = mlx5fw_cmd_count(fw, MLX5CTL_CMD_OP_ACCESS_REG, -1);
	ck_assert_int_eq(mlx5ctl_fw_update(dev, pkg, plen, NULL), -ENOENT);
	ck_assert_str_eq(mlx5ctl_strerror(), "MFA2 package: no component for this card's PSID "
			 "MT_0000000359; the package holds components for: MT_0000000111, "
			 "MT_0000000838");
	ck_assert_uint_eq(mlx5fw_cmd_count(fw, MLX5CTL_CMD_OP_ACCESS_REG, -1), regs + 1);
	ck_assert_uint_eq(fw_stats().fw_pending_version, rs.version);
	ck_assert_uint_eq(fw_stats().fwu_held, 0);
	free(pkg);
	free(fs4);
	free(raw);
}
END_TEST

START_TEST(test_fw_update_refused)
{
	struct progress_log log = { .cancel_at = 2 };	/* of 2 MCDD chunks */
	struct mlx5ctl_fw_update_opts o = { .size = sizeof(o), .progress = progress, .ctx = &log };
	struct mlx5ctl_dev *other;
	char why[128];
	size_t len;
	uint8_t *img = fw_image(22u << 24 | 43u << 16, 40000, &len);

	/* a corrupted payload: the digest error, nothing pending, the handle free */
	img[len - 5] ^= 0x40;
	ck_assert_int_eq(mlx5ctl_fw_update(dev, img, len, NULL), -EBADMSG);
	ck_assert_ptr_nonnull(strstr(mlx5ctl_strerror(), "REJECTED_DIGEST_ERR"));
	ck_assert_uint_eq(fw_stats().fw_pending_version, 0);
	ck_assert_uint_eq(fw_stats().fwu_held, 0);
	img[len - 5] ^= 0x40;
	/* truncated: bad format */
	ck_assert_int_eq(mlx5ctl_fw_update(dev, img, len - 1024, NULL), -ENOEXEC);
	/* cancelled by the callback mid-download */
	ck_assert_int_eq(mlx5ctl_fw_update(dev, img, len, &o), -ECANCELED);
	ck_assert_uint_eq(log.downloads, 2);
	ck_assert_uint_eq(fw_stats().fwu_held, 0);
	/* a stall past the flasher's timeout */
	ck_assert_int_eq(fwbackend_open(fw, &other), 0);
	ck_assert_int_eq(mlx5fw_fwu_fault(fw, "stall", why, sizeof(why)), 0);
	o.progress = NULL;
	o.timeout_ms = 200;
	ck_assert_int_eq(mlx5ctl_fw_update(other, img, len, &o), -ETIMEDOUT);
	ck_assert_ptr_nonnull(strstr(mlx5ctl_strerror(), "INITIALIZE"));
	ck_assert_uint_eq(fw_stats().fwu_held, 0);
	/* an injected failure: the general error */
	ck_assert_int_eq(mlx5fw_fwu_fault(fw, "fail:6:1", why, sizeof(why)), 0);
	ck_assert_int_eq(mlx5ctl_fw_update(other, img, len, NULL), -EIO);
	ck_assert_uint_eq(fw_stats().fw_pending_version, 0);
	/* the handle dropped under the flasher */
	ck_assert_int_eq(mlx5fw_fwu_fault(fw, "drop:4", why, sizeof(why)), 0);
	ck_assert_int_lt(mlx5ctl_fw_update(other, img, len, NULL), 0);
	ck_assert_uint_eq(fw_stats().fwu_held, 0);
	ck_assert_uint_eq(fw_stats().fw_pending_version, 0);
	mlx5ctl_close(other);
	free(img);
}
END_TEST

START_TEST(test_fw_update_busy)
{
	struct mlx5ctl_dev *other;
	uint8_t reg[32] = { 0 };
	size_t len;
	uint8_t *img = fw_image(22u << 24 | 44u << 16, 4096, &len);

	/* the other file takes the handle by hand (MCC) and keeps it */
	ck_assert_int_eq(fwbackend_open(fw, &other), 0);
	ck_assert_int_eq(mlx5ctl_access_reg(other, 0x9062, 0, false, reg, reg, sizeof(reg)), 0);
	reg[3] = 0x01;	/* instruction LOCK_UPDATE_HANDLE, with the handle offered */
	ck_assert_int_eq(mlx5ctl_access_reg(other, 0x9062, 0, true, reg, reg, sizeof(reg)), 0);
	ck_assert_uint_eq(fw_stats().fwu_held, 1);
	ck_assert_int_eq(mlx5ctl_fw_update(dev, img, len, NULL), -EBUSY);
	ck_assert_ptr_nonnull(strstr(mlx5ctl_strerror(), "another flasher"));
	ck_assert_uint_eq(fw_stats().fwu_held, 1);
	/* the holder goes away (its file closed): the handle is free, the update goes through */
	mlx5ctl_close(other);
	ck_assert_uint_eq(fw_stats().fwu_held, 0);
	ck_assert_int_eq(mlx5ctl_fw_update(dev, img, len, NULL), 0);
	free(img);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("lib-fw");
	TCase *tc = tcase_create("lib-fw");
	SRunner *sr;
	int failed;

	tcase_set_timeout(tc, 120);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_info_caps_regs);
	tcase_add_test(tc, test_policy_and_errors);
	tcase_add_test(tc, test_queries);
	tcase_add_test(tc, test_core_dump_inline_equals_umem);
	tcase_add_test(tc, test_small_umem_takes_several_rpcs);
	tcase_add_test(tc, test_core_dump_register_equals_inline);
	tcase_add_test(tc, test_core_dump_register_continues);
	tcase_add_test(tc, test_core_dump_register_without_total);
	tcase_add_test(tc, test_core_dump_register_refuses);
	tcase_add_test(tc, test_no_umem_falls_back_inline);
	tcase_add_test(tc, test_umem_busy);
	tcase_add_test(tc, test_uctx_dump_lists_our_uid);
	tcase_add_test(tc, test_object_dumps);
	tcase_add_test(tc, test_nvconfig);
	tcase_add_test(tc, test_diag_caps_params_names);
	tcase_add_test(tc, test_diag_errors_name_the_status);
	tcase_add_test(tc, test_diag_inline_equals_umem);
	tcase_add_test(tc, test_diag_sort_across_wrap);
	tcase_add_test(tc, test_fw_update);
	tcase_add_test(tc, test_fw_update_fs4_mfa2);
	tcase_add_test(tc, test_fw_update_refused);
	tcase_add_test(tc, test_fw_update_busy);
	tcase_add_test(tc, test_read_only_handle);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
