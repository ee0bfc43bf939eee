// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Init segment: what mlx5_core 6.12 reads from BAR0. The literal offsets below are the
 * driver's (struct mlx5_init_seg in include/linux/mlx5/device.h), used as an independent
 * oracle for the generated layout.
 */
#include "fwtest.h"

START_TEST(identity)
{
	uint32_t v = iseg_read32(0x000);

	ck_assert_uint_eq(v & 0xffff, 22);		/* fw_rev_maj */
	ck_assert_uint_eq(v >> 16, 41);			/* fw_rev_min */
	v = iseg_read32(0x004);
	ck_assert_uint_eq(v >> 16, 5);			/* cmdif rev */
	ck_assert_uint_eq(v & 0xffff, 1010);		/* fw_rev_sub */
	v = iseg_read32(0x014);
	ck_assert_uint_eq((v >> 4) & 0xf, 5);		/* log queue size */
	ck_assert_uint_eq(v & 0xf, 6);			/* log stride */
	ck_assert_uint_eq((v >> 8) & 7, 0);		/* nic interface */
	ck_assert_uint_eq(iseg_read32(0x1fc) >> 31, 0);	/* not initializing */
	v = iseg_read32(0x230);				/* health fw_ver */
	ck_assert_uint_ne(v, 0);
	ck_assert_uint_ne(v, 0xffffffff);
	ck_assert_uint_eq(v >> 24, 22);
	ck_assert_uint_eq(iseg_read32(0x23c) >> 16 & 0xff, 0);	/* synd */
	ck_assert_uint_eq(iseg_read32(0xff8), 0);	/* cmd_exec_to: defaults */
	ck_assert_uint_eq(iseg_read32(0xffc), 0);
}
END_TEST

START_TEST(device_variants)
{
	struct mlx5fw_config cfg = { .pci_device_id = 0x1021, .num_uars = 8, .msix_vectors = 4 };
	struct mlx5fw *cx7 = mlx5fw_new(&cfg, &fake_ops, NULL);

	ck_assert_ptr_nonnull(cx7);
	ck_assert_uint_eq(mlx5fw_mmio_read(cx7, 0, 4) & 0xffff, 28);
	mlx5fw_free(cx7);
	cfg.num_uars = 0;
	ck_assert_ptr_null(mlx5fw_new(&cfg, &fake_ops, NULL));
	ck_assert_ptr_null(mlx5fw_new(NULL, &fake_ops, NULL));
}
END_TEST

START_TEST(subword_reads)
{
	static const size_t offs[] = { 0x0, 0x4, 0x14, 0x230, 0x238, 0x1010 };
	size_t i;

	for (i = 0; i < sizeof(offs) / sizeof(offs[0]); i++) {
		uint32_t dw = iseg_read32(offs[i]);
		uint32_t b = (mlx5fw_mmio_read(fw, offs[i], 1) << 24) |
			     (mlx5fw_mmio_read(fw, offs[i] + 1, 1) << 16) |
			     (mlx5fw_mmio_read(fw, offs[i] + 2, 1) << 8) |
			     mlx5fw_mmio_read(fw, offs[i] + 3, 1);
		uint32_t h = (mlx5fw_mmio_read(fw, offs[i], 2) << 16) |
			     mlx5fw_mmio_read(fw, offs[i] + 2, 2);

		ck_assert_uint_eq(dw, b);
		ck_assert_uint_eq(dw, h);
	}
}
END_TEST

START_TEST(health_counter_moves)
{
	uint32_t c0 = iseg_read32(0x1010) & 0xffffff, c1, t0, t1;

	t0 = iseg_read32(0x1004);
	host.now += 1000000000ull;
	c1 = iseg_read32(0x1010) & 0xffffff;
	t1 = iseg_read32(0x1004);
	ck_assert_uint_ne(c0, c1);
	ck_assert_uint_ne(t0, t1);
	/* it keeps moving for every second the poller may look */
	host.now += 1000000000ull;
	ck_assert_uint_ne(iseg_read32(0x1010) & 0xffffff, c1);
}
END_TEST

START_TEST(cmdq_address_roundtrip)
{
	mlx5fw_mmio_write(fw, 0x010, 0x12, 4);
	mlx5fw_mmio_write(fw, 0x014, 0xabcde000u | 0xff, 4);	/* size bits are read-only */
	ck_assert_uint_eq(iseg_read32(0x010), 0x12);
	ck_assert_uint_eq(iseg_read32(0x014), 0xabcde000u | 0x56);
	/* mlx5_set_nic_state(DISABLED) */
	mlx5fw_mmio_write(fw, 0x014, (iseg_read32(0x014) & 0xfffff000u) | (1 << 8), 4);
	ck_assert_uint_eq((iseg_read32(0x014) >> 8) & 7, 1);
	ck_assert_uint_eq(iseg_read32(0x014) & 0xfffff000u, 0xabcde000u);
	mlx5fw_mmio_write(fw, 0x014, (iseg_read32(0x014) & 0xfffff000u) | (7 << 8), 4);
	ck_assert_uint_eq((iseg_read32(0x014) >> 8) & 7, 7);
	mlx5fw_reset(fw);
	ck_assert_uint_eq(iseg_read32(0x010), 0);
	ck_assert_uint_eq(iseg_read32(0x014), 0x56);
}
END_TEST

START_TEST(bad_accesses)
{
	unsigned int e = host.guest_errors;

	ck_assert_uint_eq(mlx5fw_mmio_read(fw, 0, 3), 0);
	ck_assert_uint_eq(mlx5fw_mmio_read(fw, mlx5fw_bar0_size(fw), 4), 0);
	ck_assert_uint_eq(mlx5fw_mmio_read(fw, ~0ull - 1, 4), 0);
	ck_assert_uint_eq(host.guest_errors, e + 3);
	ck_assert(!mlx5fw_mmio_write(fw, 0x018, 1, 2));		/* doorbell must be a dword */
	ck_assert(!mlx5fw_mmio_write(fw, 0x019, 1, 4));
	ck_assert(!mlx5fw_mmio_write(fw, mlx5fw_bar0_size(fw) - 2, 1, 4));
	ck_assert_uint_eq(mlx5fw_mmio_read(fw, eq_db_off(3, 1), 4), 0);	/* UAR page */
	ck_assert(!mlx5fw_mmio_write(fw, eq_db_off(3, 1), eq_db_val(5, 0), 4));	/* no EQ 5 */
	ck_assert(!mlx5fw_mmio_write(fw, 0x100, 0xffffffff, 4));	/* reserved: ignored */
	ck_assert(!mlx5fw_mmio_write(fw, 0x1fc, 0xffffffff, 4));
	ck_assert_uint_eq(iseg_read32(0x1fc) >> 31, 0);
}
END_TEST

START_TEST(doorbell_bits)
{
	ck_assert(!mlx5fw_mmio_write(fw, 0x018, 0, 4));
	ck_assert(mlx5fw_mmio_write(fw, 0x018, 1u << 31, 4));
	mlx5fw_process(fw);	/* no queue address: ignored, reported */
	ck_assert_uint_ge(host.guest_errors, 1);
	ck_assert_uint_eq(stats().cmds, 0);
}
END_TEST

START_TEST(gone)
{
	mlx5fw_set_gone(fw, true);
	ck_assert_uint_eq(iseg_read32(0x0), 0xffffffff);
	ck_assert_uint_eq(iseg_read32(0x230), 0xffffffff);
	ck_assert_uint_eq(mlx5fw_mmio_read(fw, 0x230, 1), 0xff);
	ck_assert_uint_eq(mlx5fw_mmio_read(fw, 0x230, 2), 0xffff);
	ck_assert(!mlx5fw_mmio_write(fw, 0x018, 1, 4));
	mlx5fw_set_gone(fw, false);
	ck_assert_uint_eq(iseg_read32(0x4) >> 16, 5);
}
END_TEST

START_TEST(health_syndrome)
{
	uint32_t c;

	mlx5fw_set_health_syndrome(fw, 0x5);
	ck_assert_uint_eq(mlx5fw_mmio_read(fw, 0x23d, 1), 0x5);		/* synd */
	ck_assert_uint_ne(iseg_read32(0x238), 0);			/* valid, severity */
	ck_assert_uint_eq(stats().health_syndromes, 1);
	c = iseg_read32(0x1010) & 0xffffff;
	host.now += 5000000000ull;
	ck_assert_uint_eq(iseg_read32(0x1010) & 0xffffff, c);		/* counter stopped */
	mlx5fw_set_health_syndrome(fw, 0x7);
	ck_assert_uint_eq(stats().health_syndromes, 1);		/* still the same assert */
	mlx5fw_set_health_syndrome(fw, 0);
	ck_assert_uint_eq(mlx5fw_mmio_read(fw, 0x23d, 1), 0);
	host.now += 1000000000ull;
	ck_assert_uint_ne(iseg_read32(0x1010) & 0xffffff, c);
}
END_TEST

START_TEST(bar0_size)
{
	uint64_t sz = mlx5fw_bar0_size(fw);

	ck_assert_uint_ge(sz, (3 + 8) * 4096);
	ck_assert_uint_eq(sz & (sz - 1), 0);
}
END_TEST

static Suite *initseg_suite(void)
{
	Suite *s = suite_create("initseg");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, fw_setup, fw_teardown);
	tcase_add_test(tc, identity);
	tcase_add_test(tc, device_variants);
	tcase_add_test(tc, subword_reads);
	tcase_add_test(tc, health_counter_moves);
	tcase_add_test(tc, cmdq_address_roundtrip);
	tcase_add_test(tc, bad_accesses);
	tcase_add_test(tc, doorbell_bits);
	tcase_add_test(tc, gone);
	tcase_add_test(tc, health_syndrome);
	tcase_add_test(tc, bar0_size);
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(initseg_suite)
