// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * MNVDA: NV configuration items, next-boot vs current values, access rules, persistence.
 */
#include <stdio.h>
#include <unistd.h>

#include "fwtest.h"
#include "mlx5fw_int.h"		/* the model's syndromes */
#include "mlx5fw_nv.h"		/* the spec's items (generated) */

#define BAD_PARAM	MLX5CTL_CMD_STAT_BAD_PARAM_ERR
#define NV_SZ		MLX5CTL_ST_SZ_BYTES(mnvda_reg)

static uint8_t nv_in[MLX5CTL_ST_SZ_BYTES(access_register_in) + NV_SZ];
static uint8_t nv_out[MLX5CTL_ST_SZ_BYTES(access_register_out) + NV_SZ];

static void nv_fixture(void)
{
	fw_setup();
	init_hca();
}

static void *hdr_in(void)
{
	return MLX5CTL_ADDR_OF(mnvda_reg, MLX5CTL_ADDR_OF(access_register_in, nv_in, register_data),
			       configuration_item_header);
}

static void *data_in(void)
{
	return MLX5CTL_ADDR_OF(mnvda_reg, MLX5CTL_ADDR_OF(access_register_in, nv_in, register_data),
			       configuration_item_data);
}

static void *data_out(void)
{
	return MLX5CTL_ADDR_OF(mnvda_reg,
			       MLX5CTL_ADDR_OF(access_register_out, nv_out, register_data),
			       configuration_item_data);
}

static void *hdr_out(void)
{
	return MLX5CTL_ADDR_OF(mnvda_reg,
			       MLX5CTL_ADDR_OF(access_register_out, nv_out, register_data),
			       configuration_item_header);
}

/* an MNVDA access to global item `index` like mlx5_core's nv_param.c builds it */
static void nv_prep(uint16_t uid, int read, uint32_t index, size_t len)
{
	memset(nv_in, 0, sizeof(nv_in));
	MLX5CTL_SET(access_register_in, nv_in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	MLX5CTL_SET(access_register_in, nv_in, op_mod, read);
	MLX5CTL_SET(access_register_in, nv_in, register_id, MLX5CTL_REG_MNVDA);
	MLX5CTL_SET(mbox_in_hdr, nv_in, uid, uid);
	MLX5CTL_SET(config_item, hdr_in(), type.configuration_item_type_class_global.type_class, 0);
	MLX5CTL_SET(config_item, hdr_in(), type.configuration_item_type_class_global.parameter_index,
		    index);
	MLX5CTL_SET(config_item, hdr_in(), length, len);
}

static int nv_call(void)
{
	return run(nv_in, sizeof(nv_in), nv_out, sizeof(nv_out));
}

#define CONF_SZ	MLX5CTL_ST_SZ_BYTES(nv_global_pci_conf)

static int set_sriov(uint16_t uid, int en, int vfs)
{
	nv_prep(uid, MLX5CTL_ACCESS_REG_OP_MOD_WRITE, 0x80, CONF_SZ);
	MLX5CTL_SET(nv_global_pci_conf, data_in(), sriov_valid, 1);
	MLX5CTL_SET(nv_global_pci_conf, data_in(), sriov_en, en);
	MLX5CTL_SET(nv_global_pci_conf, data_in(), total_vfs, vfs);
	return nv_call();
}

static int get_sriov(int mode)
{
	nv_prep(0, MLX5CTL_ACCESS_REG_OP_MOD_READ, 0x80, CONF_SZ);
	MLX5CTL_SET(config_item, hdr_in(), access_mode, mode);
	ck_assert_int_eq(nv_call(), 0);
	ck_assert_uint_eq(MLX5CTL_GET(config_item, hdr_out(), length), CONF_SZ);
	return (int)(MLX5CTL_GET(nv_global_pci_conf, data_out(), sriov_en) << 16 |
		     MLX5CTL_GET(nv_global_pci_conf, data_out(), total_vfs));
}

START_TEST(next_boot_semantics)
{
	ck_assert_int_eq(get_sriov(0), 0);
	ck_assert_int_eq(set_sriov(0, 1, 4), 0);
	ck_assert_int_eq(get_sriov(0), 1 << 16 | 4);	/* next boot */
	ck_assert_int_eq(get_sriov(1), 0);		/* current: until a reset */
	ck_assert_int_eq(get_sriov(2), 0);		/* default */
	mlx5fw_reset(fw);
	init_hca();
	ck_assert_int_eq(get_sriov(1), 1 << 16 | 4);
	ck_assert_int_eq(get_sriov(0), 1 << 16 | 4);	/* non-volatile */
}
END_TEST

START_TEST(capability_item)
{
	nv_prep(0, MLX5CTL_ACCESS_REG_OP_MOD_READ, 0x81, 0);
	ck_assert_int_eq(nv_call(), 0);
	ck_assert_uint_eq(MLX5CTL_GET(nv_global_pci_cap, data_out(), sriov_support), 1);
	ck_assert_uint_eq(MLX5CTL_GET(nv_global_pci_cap, data_out(), max_vfs_per_pf), 8);
	nv_prep(0, MLX5CTL_ACCESS_REG_OP_MOD_WRITE, 0x81, MLX5CTL_ST_SZ_BYTES(nv_global_pci_cap));
	ck_assert_int_eq(nv_call(), BAD_PARAM);		/* read-only */
}
END_TEST

START_TEST(refusals)
{
	uint16_t weak = create_uctx(0), tools = create_uctx(MLX5CTL_UCTX_CAP_TOOLS_RESOURCES);

	nv_prep(0, MLX5CTL_ACCESS_REG_OP_MOD_READ, 0x1234, 4);
	ck_assert_int_eq(nv_call(), BAD_PARAM);				/* unknown item */
	nv_prep(0, MLX5CTL_ACCESS_REG_OP_MOD_WRITE, 0x80, CONF_SZ + 4);
	ck_assert_int_eq(nv_call(), BAD_PARAM);				/* wrong length */
	nv_prep(0, MLX5CTL_ACCESS_REG_OP_MOD_WRITE, 0x80, CONF_SZ);
	MLX5CTL_SET(config_item, hdr_in(), access_mode, 1);
	ck_assert_int_eq(nv_call(), BAD_PARAM);				/* only next boot */
	nv_prep(0, MLX5CTL_ACCESS_REG_OP_MOD_READ, 0x80, CONF_SZ);
	MLX5CTL_SET(config_item, hdr_in(), access_mode, 3);
	ck_assert_int_eq(nv_call(), BAD_PARAM);
	/* per-host-PF item of another PF */
	nv_prep(0, MLX5CTL_ACCESS_REG_OP_MOD_READ, 0, MLX5CTL_ST_SZ_BYTES(nv_pf_pci_conf));
	MLX5CTL_SET(config_item, hdr_in(), type.configuration_item_type_class_per_host_pf.type_class,
		    3);
	MLX5CTL_SET(config_item, hdr_in(),
		    type.configuration_item_type_class_per_host_pf.parameter_index, 0x80);
	ck_assert_int_eq(nv_call(), 0);
	MLX5CTL_SET(config_item, hdr_in(), type.configuration_item_type_class_per_host_pf.pf_index,
		    1);
	ck_assert_int_eq(nv_call(), BAD_PARAM);
	/* users: read with any live uid, write only with TOOLS_RESOURCES */
	nv_prep(weak, MLX5CTL_ACCESS_REG_OP_MOD_READ, 0x80, CONF_SZ);
	ck_assert_int_eq(nv_call(), 0);
	ck_assert_int_eq(set_sriov(weak, 1, 2), BAD_PARAM);
	ck_assert_int_eq(set_sriov(tools, 1, 2), 0);
	ck_assert_int_eq(get_sriov(0), 1 << 16 | 2);
}
END_TEST

static int reg_small(uint16_t id, int op_mod, uint16_t uid, uint32_t cls, uint32_t index,
		     uint8_t *out, size_t outlen)
{
	uint8_t in[MLX5CTL_ST_SZ_BYTES(access_register_in) + 16] = { 0 };
	void *d = MLX5CTL_ADDR_OF(access_register_in, in, register_data);

	MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	MLX5CTL_SET(access_register_in, in, op_mod, op_mod);
	MLX5CTL_SET(access_register_in, in, register_id, id);
	MLX5CTL_SET(mbox_in_hdr, in, uid, uid);
	/* the type union opens the register; its global member starts at its first bit */
	MLX5CTL_SET(configuration_item_type_class_global, d, type_class, cls);
	MLX5CTL_SET(configuration_item_type_class_global, d, parameter_index, index);
	return run(in, sizeof(in), out, outlen);
}

START_TEST(query_support)
{
	uint8_t out[MLX5CTL_ST_SZ_BYTES(access_register_out) + 16];
	void *d = MLX5CTL_ADDR_OF(access_register_out, out, register_data);

	ck_assert_int_eq(reg_small(MLX5CTL_REG_MNVQC, 1, 0, 0, 0x80, out, sizeof(out)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mnvqc_reg, d, support_rd), 1);
	ck_assert_uint_eq(MLX5CTL_GET(mnvqc_reg, d, support_wr), 1);
	ck_assert_int_eq(reg_small(MLX5CTL_REG_MNVQC, 1, 0, 0, 0x81, out, sizeof(out)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mnvqc_reg, d, support_rd), 1);
	ck_assert_uint_eq(MLX5CTL_GET(mnvqc_reg, d, support_wr), 0);
	ck_assert_int_eq(reg_small(MLX5CTL_REG_MNVQC, 1, 0, 0, 0x4242, out, sizeof(out)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mnvqc_reg, d, support_rd), 0);
	ck_assert_int_eq(reg_small(MLX5CTL_REG_MNVQC, 0, 0, 0, 0x80, out, sizeof(out)),
			 MLX5CTL_CMD_STAT_BAD_OP_ERR);
}
END_TEST

START_TEST(invalidate_all)
{
	uint8_t out[MLX5CTL_ST_SZ_BYTES(access_register_out) + 16];
	uint16_t weak = create_uctx(0);

	ck_assert_int_eq(set_sriov(0, 1, 5), 0);
	ck_assert_int_eq(reg_small(MLX5CTL_REG_MNVIA, 0, weak, 0, 0, out, sizeof(out)),
			 BAD_PARAM);					/* a write: tools only */
	ck_assert_int_eq(reg_small(MLX5CTL_REG_MNVIA, 1, 0, 0, 0, out, sizeof(out)),
			 MLX5CTL_CMD_STAT_BAD_OP_ERR);
	ck_assert_int_eq(get_sriov(0), 1 << 16 | 5);
	ck_assert_int_eq(reg_small(MLX5CTL_REG_MNVIA, 0, 0, 0, 0, out, sizeof(out)), 0);
	ck_assert_int_eq(get_sriov(0), 0);
}
END_TEST

/* an MNVDA access to the item of type dword `type` */
static int nv_type(int read, uint32_t type, unsigned int mode, size_t len, uint8_t fill)
{
	nv_prep(0, read, 0, len);
	mlx5ctl_be32_store(MLX5CTL_ADDR_OF(config_item, hdr_in(), type), type);
	MLX5CTL_SET(config_item, hdr_in(), access_mode, mode);
	memset(data_in(), fill, len);
	return nv_call();
}

static bool data_is(uint8_t v, size_t len)
{
	const uint8_t *d = data_out();

	for (size_t k = 0; k < len; k++)
		if (d[k] != v)
			return false;
	return true;
}

/* every item of the spec: supported, read in its three modes, written unless a capability */
START_TEST(every_item)
{
	uint8_t out[MLX5CTL_ST_SZ_BYTES(access_register_out) + 16];
	void *q = MLX5CTL_ADDR_OF(access_register_out, out, register_data);
	unsigned int writable = 0;

	ck_assert_uint_ge(MLX5FW_NV_NITEMS, 100);
	for (size_t i = 0; i < MLX5FW_NV_NITEMS; i++) {
		const struct mlx5fw_nv_item *it = &mlx5fw_nv_items[i];

		ck_assert_int_eq(reg_small(MLX5CTL_REG_MNVQC, 1, 0, it->type >> 24,
					   it->type & 0xffffff, out, sizeof(out)), 0);
		ck_assert_msg(MLX5CTL_GET(mnvqc_reg, q, support_rd) == 1 &&
			      MLX5CTL_GET(mnvqc_reg, q, support_wr) == it->writable, "%s", it->name);
		for (unsigned int mode = 0; mode < 3; mode++) {
			ck_assert_msg(!nv_type(MLX5CTL_ACCESS_REG_OP_MOD_READ, it->type, mode, 0, 0),
				      "%s mode %u", it->name, mode);
			ck_assert_uint_eq(MLX5CTL_GET(config_item, hdr_out(), length), it->len);
		}
		ck_assert_int_eq(nv_type(MLX5CTL_ACCESS_REG_OP_MOD_WRITE, it->type, 0, it->len, 0x5a),
				 it->writable ? 0 : BAD_PARAM);
		/* a wrong length is refused */
		ck_assert_int_eq(nv_type(MLX5CTL_ACCESS_REG_OP_MOD_WRITE, it->type, 0,
					 it->len == MLX5FW_NV_DATA ? it->len - 4 : it->len + 4, 0x5a),
				 BAD_PARAM);
		writable += it->writable;
	}
	ck_assert_uint_gt(writable, 50);
	mlx5fw_reset(fw);
	init_hca();
	/* what was written is current now; capability items kept their factory values */
	for (size_t i = 0; i < MLX5FW_NV_NITEMS; i++) {
		const struct mlx5fw_nv_item *it = &mlx5fw_nv_items[i];

		ck_assert_int_eq(nv_type(MLX5CTL_ACCESS_REG_OP_MOD_READ, it->type, 1, 0, 0), 0);
		if (it->writable)
			ck_assert_msg(data_is(0x5a, it->len), "%s", it->name);
		else
			ck_assert_msg(!data_is(0x5a, it->len), "%s", it->name);
	}
	/* the expansion ROM's items: known, never written (NO_RES), not writable */
	for (size_t i = 0; i < MLX5FW_NV_NROM; i++) {
		ck_assert_int_eq(nv_type(MLX5CTL_ACCESS_REG_OP_MOD_READ, mlx5fw_nv_rom_items[i], 0, 4,
					 0), MLX5CTL_CMD_STAT_NO_RES_ERR);
		ck_assert_int_eq(nv_type(MLX5CTL_ACCESS_REG_OP_MOD_WRITE, mlx5fw_nv_rom_items[i], 0,
					 4, 0), BAD_PARAM);
	}
}
END_TEST

static struct mlx5fw *fw_with_file(const char *path)
{
	struct mlx5fw_config cfg = {
		.pci_device_id = 0x101d, .num_uars = 8, .msix_vectors = 4, .nvconfig_path = path,
	};
	struct mlx5fw *f = mlx5fw_new(&cfg, &fake_ops, NULL);

	ck_assert_ptr_nonnull(f);
	return f;
}

START_TEST(persistence)
{
	char dir[] = "/tmp/mlx5fw-nvXXXXXX", path[64], bad[80];
	FILE *f;

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/nv.conf", dir);
	mlx5fw_free(fw);
	fw = fw_with_file(path);
	init_hca();
	ck_assert_int_eq(get_sriov(0), 0);		/* no file yet */
	ck_assert_int_eq(set_sriov(0, 1, 7), 0);
	mlx5fw_free(fw);
	fw = fw_with_file(path);			/* "power cycle" */
	init_hca();
	ck_assert_int_eq(get_sriov(1), 1 << 16 | 7);
	ck_assert_uint_eq(host.host_errors, 0);
	/* garbage lines are skipped, and reported */
	f = fopen(path, "a");
	fputs("zz\n80\n0 80 12\n7 99 00\n", f);
	fclose(f);
	mlx5fw_free(fw);
	fw = fw_with_file(path);
	init_hca();
	ck_assert_int_eq(get_sriov(0), 1 << 16 | 7);
	ck_assert_uint_eq(host.host_errors, 1);
	ck_assert_ptr_nonnull(strstr(host.last_host_error, "line 2"));
	/* a file that cannot be written: INT_ERR, value unchanged, the host told why */
	snprintf(bad, sizeof(bad), "%s/missing/nv.conf", dir);
	mlx5fw_free(fw);
	fw = fw_with_file(bad);
	init_hca();
	ck_assert_int_eq(set_sriov(0, 1, 3), MLX5CTL_CMD_STAT_INT_ERR);
	ck_assert_uint_eq(MLX5CTL_GET(mbox_out_hdr, nv_out, syndrome), SYND_NV_IO);
	ck_assert_uint_eq(host.host_errors, 2);
	ck_assert_ptr_nonnull(strstr(host.last_host_error, bad));
	ck_assert_ptr_nonnull(strstr(host.last_host_error, "No such file"));
	ck_assert_int_eq(get_sriov(0), 0);
	ck_assert_int_eq(reg_small(MLX5CTL_REG_MNVIA, 0, 0, 0, 0, nv_out, sizeof(nv_out)),
			 MLX5CTL_CMD_STAT_INT_ERR);
	ck_assert_uint_eq(host.host_errors, 3);
	unlink(path);
	rmdir(dir);
}
END_TEST

/* every writable item survives a "power cycle" through the backing file */
START_TEST(persistence_every_item)
{
	char dir[] = "/tmp/mlx5fw-nvXXXXXX", path[64];

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/nv.conf", dir);
	mlx5fw_free(fw);
	fw = fw_with_file(path);
	init_hca();
	for (size_t i = 0; i < MLX5FW_NV_NITEMS; i++)
		if (mlx5fw_nv_items[i].writable)
			ck_assert_int_eq(nv_type(MLX5CTL_ACCESS_REG_OP_MOD_WRITE,
						 mlx5fw_nv_items[i].type, 0, mlx5fw_nv_items[i].len,
						 (uint8_t)(i + 1)), 0);
	mlx5fw_free(fw);
	fw = fw_with_file(path);
	init_hca();
	for (size_t i = 0; i < MLX5FW_NV_NITEMS; i++) {
		const struct mlx5fw_nv_item *it = &mlx5fw_nv_items[i];

		ck_assert_int_eq(nv_type(MLX5CTL_ACCESS_REG_OP_MOD_READ, it->type, 1, 0, 0), 0);
		if (it->writable)
			ck_assert_msg(data_is((uint8_t)(i + 1), it->len), "%s", it->name);
	}
	ck_assert_uint_eq(host.host_errors, 0);
	unlink(path);
	rmdir(dir);
}
END_TEST

static void write_file(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	ck_assert_ptr_nonnull(f);
	fputs(text, f);
	ck_assert_int_eq(fclose(f), 0);
}

/* what QEMU's realize asks before it creates the device */
START_TEST(check_file)
{
	char dir[] = "/tmp/mlx5fw-nvXXXXXX", path[64], err[256], text[1024];

	ck_assert_ptr_nonnull(mkdtemp(dir));
	snprintf(path, sizeof(path), "%s/nv.conf", dir);
	ck_assert_int_eq(mlx5fw_nv_check(path, err, sizeof(err)), 0);	/* not there yet */
	write_file(path, "0 80 000000000000000000000000\n\n"
		   "3 80 00000000000000000000000000000000\n");
	ck_assert_int_eq(mlx5fw_nv_check(path, err, sizeof(err)), 0);
	write_file(path, "0 80 0000000000000000000000\n");		/* one byte short */
	ck_assert_int_eq(mlx5fw_nv_check(path, err, sizeof(err)), -1);
	ck_assert_ptr_nonnull(strstr(err, path));
	ck_assert_ptr_nonnull(strstr(err, "line 1"));
	write_file(path, "3 80 00000000000000000000000000000000\n"
		   "3 80 00000000000000000000000000000001\n");		/* twice */
	ck_assert_int_eq(mlx5fw_nv_check(path, err, sizeof(err)), -1);
	ck_assert_ptr_nonnull(strstr(err, "line 2"));
	write_file(path, "0 1234 00\n");					/* unknown */
	ck_assert_int_eq(mlx5fw_nv_check(path, err, sizeof(err)), -1);
	memset(text, '0', sizeof(text) - 2);
	text[sizeof(text) - 2] = '\n';
	text[sizeof(text) - 1] = '\0';
	write_file(path, text);						/* too long */
	ck_assert_int_eq(mlx5fw_nv_check(path, err, sizeof(err)), -1);
	ck_assert_ptr_nonnull(strstr(err, "too long"));
	unlink(path);
	snprintf(path, sizeof(path), "%s/no/nv.conf", dir);
	ck_assert_int_eq(mlx5fw_nv_check(path, err, sizeof(err)), -1);
	ck_assert_ptr_nonnull(strstr(err, "folder"));
	ck_assert_int_eq(mlx5fw_nv_check(dir, err, sizeof(err)), -1);	/* a folder */
	ck_assert_int_eq(mlx5fw_nv_check("", err, sizeof(err)), -1);
	rmdir(dir);
}
END_TEST

static Suite *nvconfig_suite(void)
{
	Suite *s = suite_create("nvconfig");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, nv_fixture, fw_teardown);
	tcase_add_test(tc, next_boot_semantics);
	tcase_add_test(tc, capability_item);
	tcase_add_test(tc, refusals);
	tcase_add_test(tc, persistence);
	tcase_add_test(tc, check_file);
	tcase_add_test(tc, query_support);
	tcase_add_test(tc, invalidate_all);
	tcase_add_test(tc, every_item);
	tcase_add_test(tc, persistence_every_item);
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(nvconfig_suite)
