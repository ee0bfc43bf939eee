// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The PCI VPD capability: read the way Linux 6.12's drivers/pci/vpd.c reads it (address word
 * with F = 0, wait for F = 1, data dword; the size from walking the resource tags), then parsed
 * as the PCI spec lays VPD out (what lspci and mstvpd do): the identifier string, the
 * read-only keywords with their checksum, the end tag.
 */
#include "fwtest.h"

#define VPD_ADDR	2
#define VPD_DATA	4
#define VPD_F		0x8000u
#define VPD_MAX		0x8000u

static int vpd_read4(uint32_t pos, uint32_t *val)
{
	int tries = 0;

	mlx5fw_vpd_cap_write(fw, VPD_ADDR, pos & ~3u, 2);
	while (!(mlx5fw_vpd_cap_read(fw, VPD_ADDR, 2) & VPD_F))
		if (++tries > 100)
			return -1;
	*val = mlx5fw_vpd_cap_read(fw, VPD_DATA, 4);
	return 0;
}

static uint8_t vpd_byte(uint32_t pos)
{
	uint32_t v;

	ck_assert_int_eq(vpd_read4(pos, &v), 0);
	return (uint8_t)(v >> (8 * (pos & 3)));
}

/* the kernel's pci_vpd_size(): tags until the end tag */
static size_t vpd_size(void)
{
	size_t off = 0;

	while (off < VPD_MAX) {
		uint8_t tag = vpd_byte((uint32_t)off);

		if (tag & 0x80) {
			off += 3 + (vpd_byte((uint32_t)off + 1) | vpd_byte((uint32_t)off + 2) << 8);
		} else {
			off += 1 + (tag & 7);
			if (((tag >> 3) & 0xf) == 0xf)
				return off;
		}
	}
	return 0;
}

/* keyword kw of the read-only section into val; its offset, or 0 */
static size_t keyword(const uint8_t *vpd, size_t len, const char *kw, char *val, size_t vlen)
{
	size_t off = 3 + (vpd[1] | vpd[2] << 8), end;

	ck_assert_uint_eq(vpd[off], 0x90);
	end = off + 3 + (vpd[off + 1] | vpd[off + 2] << 8);
	ck_assert_uint_le(end, len);
	for (off += 3; off + 3 <= end; off += 3 + vpd[off + 2]) {
		if (vpd[off] == kw[0] && vpd[off + 1] == kw[1]) {
			size_t n = vpd[off + 2] < vlen - 1 ? vpd[off + 2] : vlen - 1;

			memcpy(val, vpd + off + 3, n);
			val[n] = 0;
			return off;
		}
	}
	return 0;
}

static size_t read_all(uint8_t *vpd)
{
	size_t len = vpd_size(), i;

	ck_assert_uint_gt(len, 0);
	for (i = 0; i < len; i++)
		vpd[i] = vpd_byte((uint32_t)i);
	return len;
}

START_TEST(layout)
{
	uint8_t vpd[1024];
	const uint8_t *img;
	char v[128];
	size_t len = read_all(vpd), rv, i;
	uint8_t sum = 0;

	ck_assert_uint_eq(len, mlx5fw_vpd_image(fw, &img));
	ck_assert_mem_eq(vpd, img, len);
	ck_assert_uint_eq(vpd[0], 0x82);
	ck_assert_int_eq(memcmp(vpd + 3, "ConnectX-6 Dx", 13), 0);
	ck_assert_uint_eq(vpd[len - 1], 0x78);
	ck_assert(keyword(vpd, len, "PN", v, sizeof(v)));
	ck_assert_str_eq(v, "MCX623105AN-CDAT");
	ck_assert(keyword(vpd, len, "SN", v, sizeof(v)));
	ck_assert_int_eq(strncmp(v, "MT", 2), 0);
	ck_assert(keyword(vpd, len, "V1", v, sizeof(v)));
	ck_assert_str_eq(v, "MT_0000000359");		/* the PSID MGIR reports */
	ck_assert(keyword(vpd, len, "VA", v, sizeof(v)));
	ck_assert_int_eq(strncmp(v, "MLX:MN=MLNX:", 12), 0);
	/* RV: every byte up to and including its checksum byte sums to 0 */
	rv = keyword(vpd, len, "RV", v, sizeof(v));
	ck_assert(rv);
	for (i = 0; i <= rv + 3; i++)
		sum = (uint8_t)(sum + vpd[i]);
	ck_assert_uint_eq(sum, 0);
	/* past the end tag: zeroes */
	ck_assert_uint_eq(vpd_byte((uint32_t)len), 0);
	ck_assert_uint_eq(vpd_byte(VPD_MAX - 1), 0);
	ck_assert_uint_eq(host.guest_errors, 0);
}
END_TEST

START_TEST(other_adapter)
{
	struct mlx5fw_config cfg = { .pci_device_id = 0x1021, .num_uars = 8, .msix_vectors = 4 };
	uint8_t vpd[1024];
	char v[64];
	size_t len;

	mlx5fw_free(fw);
	fw = mlx5fw_new(&cfg, &fake_ops, NULL);
	ck_assert_ptr_nonnull(fw);
	len = read_all(vpd);
	ck_assert(keyword(vpd, len, "PN", v, sizeof(v)));
	ck_assert_str_eq(v, "MCX75310AAS-NEAT");
	ck_assert(keyword(vpd, len, "V1", v, sizeof(v)));
	ck_assert_str_eq(v, "MT_0000000838");
}
END_TEST

/*
 * The PCIe link each adapter's board has, which the PCIe capability of the QEMU device says
 * (Debian's stock mlx5_core prints it at probe: "252.048 Gb/s available PCIe bandwidth" for a
 * Gen4 x16 card; the device said x1 2.5 GT/s before) and which VPD's V0 spells out.
 */
START_TEST(pcie_link)
{
	static const struct {
		uint16_t id;
		unsigned int gen, width;
		const char *v0;
	} want[] = {
		{ 0x101d, 4, 16, "PCIeGen4 x16" },	/* ConnectX-6 Dx, MCX623105AN-CDAT */
		{ 0x101b, 4, 16, "PCIeGen4 x16" },	/* ConnectX-6, MCX653105A-ECAT */
		{ 0x1021, 5, 16, "PCIeGen5 x16" },	/* ConnectX-7, MCX75310AAS-NEAT */
	};

	for (size_t i = 0; i < sizeof(want) / sizeof(want[0]); i++) {
		struct mlx5fw_config cfg = { .pci_device_id = want[i].id, .num_uars = 8,
					     .msix_vectors = 4 };
		unsigned int gen = 0, width = 0;
		uint8_t vpd[1024];
		char v[64];
		size_t len;

		mlx5fw_free(fw);
		fw = mlx5fw_new(&cfg, &fake_ops, NULL);
		ck_assert_ptr_nonnull(fw);
		mlx5fw_pcie_link(fw, &gen, &width);
		ck_assert_uint_eq(gen, want[i].gen);
		ck_assert_uint_eq(width, want[i].width);
		len = read_all(vpd);
		ck_assert(keyword(vpd, len, "V0", v, sizeof(v)));
		ck_assert_str_eq(v, want[i].v0);
	}
}
END_TEST

START_TEST(read_only)
{
	const uint8_t *img;
	uint8_t before[1024];
	size_t len = mlx5fw_vpd_image(fw, &img);
	unsigned int e = host.guest_errors;

	memcpy(before, img, len);
	/* a write: data, then the address with F = 1; dropped, "done" at once, logged */
	mlx5fw_vpd_cap_write(fw, VPD_DATA, 0xdeadbeef, 4);
	mlx5fw_vpd_cap_write(fw, VPD_ADDR, VPD_F | 0x10, 2);
	ck_assert(!(mlx5fw_vpd_cap_read(fw, VPD_ADDR, 2) & VPD_F));
	ck_assert_uint_eq(host.guest_errors, e + 1);
	ck_assert_mem_eq(before, img, len);
	ck_assert_uint_eq(vpd_byte(0x10), before[0x10]);
}
END_TEST

START_TEST(odd_accesses)
{
	uint32_t v;
	unsigned int e = host.guest_errors;

	/* the header bytes are the host's; reads past the capability or of 0 bytes */
	ck_assert_uint_eq(mlx5fw_vpd_cap_read(fw, 0, 2), 0);
	ck_assert_uint_eq(mlx5fw_vpd_cap_read(fw, 7, 2), 0);
	ck_assert_uint_eq(mlx5fw_vpd_cap_read(fw, 4, 0), 0);
	ck_assert_uint_eq(host.guest_errors, e + 2);
	/* writes that are not the address word or the data dword */
	mlx5fw_vpd_cap_write(fw, VPD_ADDR, 0, 4);
	mlx5fw_vpd_cap_write(fw, 3, 0, 1);
	mlx5fw_vpd_cap_write(fw, 6, 0, 2);
	ck_assert_uint_eq(host.guest_errors, e + 5);
	/* byte reads of the registers work */
	ck_assert_int_eq(vpd_read4(0, &v), 0);
	ck_assert_uint_eq(mlx5fw_vpd_cap_read(fw, VPD_DATA, 1), v & 0xff);
	ck_assert_uint_eq(mlx5fw_vpd_cap_read(fw, VPD_ADDR + 1, 1), VPD_F >> 8);
	/* a device gone reads all-ones and ignores writes */
	mlx5fw_set_gone(fw, true);
	ck_assert_uint_eq(mlx5fw_vpd_cap_read(fw, VPD_DATA, 4), 0xffffffffu);
	ck_assert_uint_eq(mlx5fw_vpd_cap_read(fw, VPD_ADDR, 2), 0xffffu);
	mlx5fw_vpd_cap_write(fw, VPD_ADDR, 0x10, 2);
	mlx5fw_set_gone(fw, false);
	ck_assert_uint_eq(mlx5fw_vpd_cap_read(fw, VPD_DATA, 4), v);
}
END_TEST

static Suite *vpd_suite(void)
{
	Suite *s = suite_create("vpd");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, fw_setup, fw_teardown);
	tcase_add_test(tc, layout);
	tcase_add_test(tc, other_adapter);
	tcase_add_test(tc, pcie_link);
	tcase_add_test(tc, read_only);
	tcase_add_test(tc, odd_accesses);
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(vpd_suite)
