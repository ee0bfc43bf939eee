// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * libmlx5ctl end to end against the firmware model in-process (tests/unit/fwbackend.c does the
 * driver's part): capabilities, registers, resource and core dumps inline and through a UMEM
 * (the same bytes, thousands of RPCs against one), non-volatile configuration, the policy, and
 * nothing left behind in the firmware when a file closes.
 */
#include <check.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "fwbackend.h"
#include "mlx5ctl.h"

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

START_TEST(test_info_caps_regs)
{
	uint8_t page[4096], mgir[MLX5CTL_ST_SZ_BYTES(mgir_reg)];
	struct mlx5ctl_devinfo info;
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
	struct mlx5ctl_core_dump_info ia, ib;
	unsigned long rpcs_inline, rpcs_umem;
	uint16_t type;

	ck_assert_int_eq(mlx5ctl_dump_find(dev, "CORE_DUMP", &type), 0);
	req.segment_type = type;
	ck_assert_int_eq(mlx5ctl_resource_dump(dev, &req, mlx5ctl_membuf_sink, &a, &rpcs_inline), 0);
	req.umem_size = 2u << 20;
	ck_assert_int_eq(mlx5ctl_resource_dump(dev, &req, mlx5ctl_membuf_sink, &b, &rpcs_umem), 0);
	ck_assert_uint_eq(a.len, b.len);
	ck_assert_msg(!memcmp(a.p, b.p, a.len), "inline and UMEM dumps differ");
	ck_assert_uint_ge(a.len, 1u << 20);
	ck_assert_uint_eq(rpcs_umem, 1);
	ck_assert_uint_gt(rpcs_inline, 1000);
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
	struct mlx5ctl_core_dump_info info;
	struct mlx5ctl_membuf m = { 0 };
	unsigned long rpcs;

	ck_assert_int_eq(mlx5ctl_dump_find(dev, "CORE_DUMP", &req.segment_type), 0);
	ck_assert_int_eq(mlx5ctl_resource_dump(dev, &req, mlx5ctl_membuf_sink, &m, &rpcs), 0);
	ck_assert_uint_eq(rpcs, (m.len + req.umem_size - 1) / req.umem_size);
	ck_assert_int_eq(mlx5ctl_core_dump_verify(m.p, m.len, req.segment_type, &info), 0);
	free(m.p);
}
END_TEST

START_TEST(test_uctx_dump_lists_our_uid)
{
	struct mlx5ctl_dump_req req = { .num_of_obj1 = 0xffff };
	struct mlx5ctl_devinfo info;
	struct mlx5ctl_dump_seg seg;
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
	struct mlx5ctl_devinfo info;
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
		struct mlx5ctl_dump_seg seg;
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
	tcase_add_test(tc, test_uctx_dump_lists_our_uid);
	tcase_add_test(tc, test_object_dumps);
	tcase_add_test(tc, test_nvconfig);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
