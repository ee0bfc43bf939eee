// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The firmware flash through MFPA / MFBA / MFBE, and the FS4 image on it, checked the way
 * mstflint's query checks it: magic pattern, hardware pointers and their HW CRC, tools area,
 * boot2, ITOC and DTOC with their CRC16s, IMAGE_INFO / MFG_INFO / DEV_INFO against MGIR and the
 * VPD. The two CRCs are rewritten here from their definitions (mstflint's Crc16 and
 * calc_hw_crc, whose lookup table is pinned by a few of its published entries), independently
 * of emulator/fw/flash.c. (The host test tests/mst/host.sh has Debian's mstflint verify the
 * image too.)
 */
#include "regtest.h"
#include "mlx5fw_debug.h"

#define FLASH_SIZE	(16u << 20)
#define BLOCK		128u

static void fixture(void)
{
	fw_setup();
	init_hca();
}

static int mfba(bool write, uint32_t addr, uint32_t size, uint8_t *buf)
{
	uint8_t *d;
	uint32_t i;
	int st;

	prep(MLX5CTL_REG_MFBA, write, 0);
	MLX5CTL_SET(mfba_reg, in_data(), address, addr);
	MLX5CTL_SET(mfba_reg, in_data(), size, size);
	d = MLX5CTL_ADDR_OF(mfba_reg, in_data(), data);
	/* the data dwords are the flash read little-endian */
	if (write)
		for (i = 0; i < size; i++)
			d[i ^ 3] = buf[i];
	st = go(MLX5CTL_ST_SZ_BYTES(mfba_reg));
	d = MLX5CTL_ADDR_OF(mfba_reg, out_data(), data);
	if (!st && !write)
		for (i = 0; i < size; i++)
			buf[i] = d[i ^ 3];
	return st;
}

static void flash_read(uint32_t addr, uint8_t *buf, uint32_t len)
{
	while (len) {
		uint32_t n = BLOCK - addr % BLOCK;

		if (n > len)
			n = len;
		ck_assert_int_eq(mfba(false, addr, n, buf), 0);
		addr += n;
		buf += n;
		len -= n;
	}
}

static int mfbe(uint32_t addr, int bulk)
{
	prep(MLX5CTL_REG_MFBE, true, 0);
	MLX5CTL_SET(mfbe_reg, in_data(), address, addr);
	if (bulk == 32)
		MLX5CTL_SET(mfbe_reg, in_data(), bulk_32kb_erase, 1);
	if (bulk == 64)
		MLX5CTL_SET(mfbe_reg, in_data(), bulk_64kb_erase, 1);
	return go(MLX5CTL_ST_SZ_BYTES(mfbe_reg));
}

static uint32_t be32(const uint8_t *p)
{
	return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

/* mstflint's Crc16: 0x100b, 0xffff, dwords MSB first, 16 zero bits, inverted */
static uint16_t crc16(const uint8_t *p, size_t ndw)
{
	uint16_t crc = 0xffff;
	size_t i;
	int b;

	for (i = 0; i < ndw; i++)
		for (b = 31; b >= 0; b--) {
			int out = crc >> 15;

			crc = (uint16_t)(crc << 1 | ((be32(p + 4 * i) >> b) & 1));
			if (out)
				crc ^= 0x100b;
		}
	for (b = 0; b < 16; b++) {
		int out = crc >> 15;

		crc = (uint16_t)(crc << 1);
		if (out)
			crc ^= 0x100b;
	}
	return crc ^ 0xffff;
}

/* calc_hw_crc: a reflected table CRC; the table from its generator, pinned by mstflint's */
static uint16_t table[256];

static void hw_table(void)
{
	unsigned int i, b;

	for (i = 0; i < 256; i++) {
		uint16_t c = (uint16_t)i;

		for (b = 0; b < 8; b++)
			c = (c & 1) ? (uint16_t)((c >> 1) ^ 0xd008) : (uint16_t)(c >> 1);
		table[i] = c;
	}
	/* entries of mstflint's crc16table2 */
	ck_assert_uint_eq(table[0x01], 0x1ba1);
	ck_assert_uint_eq(table[0x02], 0x3742);
	ck_assert_uint_eq(table[0x80], 0xd008);
	ck_assert_uint_eq(table[0xff], 0x0960);
}

static uint16_t hw_crc(const uint8_t *d, size_t len)
{
	uint16_t crc = 0xffff;
	size_t i;

	for (i = 0; i < len; i++) {
		uint8_t x = i < 2 ? (uint8_t)~d[i] : d[i];

		crc = (uint16_t)((crc >> 8) ^ table[(crc ^ x) & 0xff]);
	}
	return (uint16_t)(crc << 8 | crc >> 8);
}

START_TEST(mfpa)
{
	prep(MLX5CTL_REG_MFPA, false, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mfpa_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mfpa_reg, out_data(), flash_num), 1);
	ck_assert_uint_eq(MLX5CTL_GET(mfpa_reg, out_data(), jedec_id), 0x1840ef);
	ck_assert_uint_eq(MLX5CTL_GET(mfpa_reg, out_data(), sector_size), 12);
	ck_assert_uint_eq(MLX5CTL_GET(mfpa_reg, out_data(), block_size), BLOCK);
	ck_assert(MLX5CTL_GET(mfpa_reg, out_data(), bulk_64kb_erase_en));
	prep(MLX5CTL_REG_MFPA, false, 0);
	MLX5CTL_SET(mfpa_reg, in_data(), fs, 1);	/* a second flash: none */
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mfpa_reg)), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
}
END_TEST

/* the image, parsed as mstflint's FS4 query does */
START_TEST(image)
{
	uint8_t b[1024], e[32], mgir[MLX5CTL_ST_SZ_BYTES(mgir_reg)];
	const uint8_t *vpd;
	uint8_t f[BLOCK];
	uint32_t ptr[16], itoc, dtoc = FLASH_SIZE - 0x1000, i, a, n;
	bool mfg = false, dev = false;

	hw_table();
	prep(MLX5CTL_REG_MGIR, false, 0);
	ck_assert_int_eq(go(sizeof(mgir)), 0);
	memcpy(mgir, out_data(), sizeof(mgir));

	flash_read(0, b, 0x98);
	ck_assert_uint_eq(be32(b), 0x4d544657);				/* "MTFW" */
	ck_assert_uint_eq(be32(b + 4), 0xabcdef00);
	ck_assert_uint_eq(be32(b + 8), 0xfade1234);
	ck_assert_uint_eq(be32(b + 12), 0x5678dead);
	ck_assert_uint_eq(b[16], 1);					/* FS4 */
	for (i = 0; i < 16; i++) {
		uint8_t *p = b + 0x18 + 8 * i;

		ptr[i] = be32(p);
		ck_assert_uint_eq(be32(p + 4), hw_crc(p, 6));
	}
	/* tools area: CRC, version 0.0 (any tool accepts it) */
	flash_read(ptr[3], b, 64);
	ck_assert_uint_eq(be32(b + 60) & 0xffff, crc16(b, 15));
	ck_assert_uint_eq(be32(b + 4) & 0xffff, 0);
	/* boot2: size, CRC over size + 3 dwords */
	flash_read(ptr[1], b, 8);
	n = be32(b + 4);
	ck_assert_uint_ge(n, 4);
	flash_read(ptr[1], b, (n + 4) * 4);
	ck_assert_uint_eq(be32(b + (n + 3) * 4), crc16(b, n + 3));

	/* ITOC */
	itoc = ptr[2];
	flash_read(itoc, b, 32);
	ck_assert_uint_eq(be32(b), 0x49544f43);				/* "ITOC" */
	ck_assert_uint_eq(be32(b + 4), 0x04081516);
	ck_assert_uint_eq(be32(b + 28) & 0xffff, crc16(b, 7));
	flash_read(itoc + 32, e, 32);
	ck_assert_uint_eq(e[0], MLX5CTL_FS4_SECTION_IMAGE_INFO);
	ck_assert_uint_eq(be32(e + 28) & 0xffff, crc16(e, 7));
	n = MLX5CTL_GET(fs4_toc_entry, e, size);
	a = MLX5CTL_GET(fs4_toc_entry, e, flash_addr) * 4;
	ck_assert_uint_eq(n * 4, 1024);
	flash_read(a, b, 1024);
	ck_assert_uint_eq(MLX5CTL_GET(fs4_toc_entry, e, section_crc), crc16(b, n));		/* CRC in the entry */
	ck_assert_uint_eq(MLX5CTL_GET(fs4_toc_entry, e, crc), MLX5CTL_FS4_CRC_IN_TOC_ENTRY);
	/* IMAGE_INFO = MGIR: version, PSID; the board's part number and description */
	ck_assert_uint_eq(b[0], 0);
	ck_assert_uint_eq(MLX5CTL_GET(fw_version_time, b + 4, major),
			  MLX5CTL_GET(mgir_reg, mgir, fw_info.extended_major));
	ck_assert_uint_eq(MLX5CTL_GET(fw_version_time, b + 4, minor),
			  MLX5CTL_GET(mgir_reg, mgir, fw_info.extended_minor));
	ck_assert_uint_eq(MLX5CTL_GET(fw_version_time, b + 4, subminor),
			  MLX5CTL_GET(mgir_reg, mgir, fw_info.extended_sub_minor));
	ck_assert_uint_eq(MLX5CTL_GET(fw_version_time, b + 4, year),
			  MLX5CTL_GET(mgir_reg, mgir, fw_info.year));
	ck_assert_int_eq(memcmp(b + 0x24, MLX5CTL_ADDR_OF(mgir_reg, mgir, fw_info.psid), 16), 0);
	ck_assert_str_eq((char *)b + 0x340, "MCX623105AN-CDAT");
	mlx5fw_vpd_image(fw, &vpd);
	ck_assert_int_eq(memcmp(b + 0x1d0, vpd + 3, vpd[1] | vpd[2] << 8), 0);
	/* then the code, the keys, the signature (the image's last section), END */
	flash_read(itoc + 64, e, 32);
	ck_assert_uint_eq(e[0], MLX5CTL_FS4_SECTION_MAIN_CODE);
	ck_assert_uint_eq(be32(e + 28) & 0xffff, crc16(e, 7));
	ck_assert_uint_eq(MLX5CTL_GET(fs4_toc_entry, e, size) * 4, 256u << 10);
	flash_read(itoc + 96, e, 32);
	ck_assert_uint_eq(e[0], MLX5CTL_FS4_SECTION_PUBLIC_KEYS_2048);
	flash_read(itoc + 128, e, 32);
	ck_assert_uint_eq(e[0], MLX5CTL_FS4_SECTION_IMAGE_SIGNATURE_256);
	ck_assert_uint_eq(MLX5CTL_GET(fs4_toc_entry, e, crc), MLX5CTL_FS4_CRC_NONE);
	ck_assert_uint_eq(be32(e + 28) & 0xffff, crc16(e, 7));
	flash_read(itoc + 160, e, 32);
	ck_assert_uint_eq(e[0], MLX5CTL_FS4_SECTION_END);

	/* DTOC at the end of the flash: MFG_INFO and one valid DEV_INFO */
	flash_read(dtoc, b, 32);
	ck_assert_uint_eq(be32(b), 0x44544f43);				/* "DTOC" */
	ck_assert_uint_eq(be32(b + 28) & 0xffff, crc16(b, 7));
	for (i = 0; ; i++) {
		flash_read(dtoc + 32 + 32 * i, e, 32);
		if (e[0] == 0xff)
			break;
		ck_assert_uint_eq(be32(e + 28) & 0xffff, crc16(e, 7));
		n = MLX5CTL_GET(fs4_toc_entry, e, size);
		a = MLX5CTL_GET(fs4_toc_entry, e, flash_addr) * 4;
		ck_assert_uint_le(n * 4, sizeof(b));
		flash_read(a, b, n * 4);
		ck_assert_uint_eq(MLX5CTL_GET(fs4_toc_entry, e, section_crc), crc16(b, n));
		if (e[0] == MLX5CTL_FS4_SECTION_MFG_INFO) {
			mfg = true;
			ck_assert_int_eq(memcmp(b, "MT_0000000359", 13), 0);
			ck_assert_uint_eq(b[28], 1);			/* major version */
			/* base MAC at guids.macs.uid */
			ck_assert_uint_eq((uint64_t)be32(b + 32 + 24) << 32 | be32(b + 32 + 28),
					  (uint64_t)MLX5CTL_GET(mgir_reg, mgir,
						hardware_info.manufacturing_base_mac_47_32) << 32 |
					  MLX5CTL_GET(mgir_reg, mgir,
						hardware_info.manufacturing_base_mac_31_0));
		}
		if (e[0] == MLX5CTL_FS4_SECTION_DEV_INFO) {
			dev = true;
			ck_assert_uint_eq(be32(b), 0x6d446576);
			ck_assert_uint_eq(be32(b + 12), 0xbacafe00);
			ck_assert_uint_eq((be32(b + 16) >> 8) & 0x1ff, 2);	/* major version */
		}
	}
	ck_assert(mfg && dev);

	/* what the register reads is the flash, every byte of the image's first 64 KiB */
	for (a = 0; a < 0x10000; a += BLOCK) {
		flash_read(a, b, BLOCK);
		ck_assert_int_eq(mlx5fw_flash_read(fw, a, f, BLOCK), 0);
		ck_assert_mem_eq(b, f, BLOCK);
	}
	ck_assert_int_eq(mlx5fw_flash_read(fw, FLASH_SIZE - 4, f, 4), 0);
	ck_assert_int_eq(mlx5fw_flash_read(fw, FLASH_SIZE - 4, f, 8), -1);
}
END_TEST

START_TEST(program_erase)
{
	uint8_t b[BLOCK], z[BLOCK];
	const uint32_t a = 0x400000;		/* erased flash, outside the image */

	memset(z, 0, sizeof(z));
	flash_read(a, b, BLOCK);
	ck_assert_uint_eq(b[0], 0xff);
	/* a program clears bits; programming ones does not set them back */
	memset(b, 0x5a, sizeof(b));
	ck_assert_int_eq(mfba(true, a, BLOCK, b), 0);
	memset(b, 0xa5, sizeof(b));
	ck_assert_int_eq(mfba(true, a, BLOCK, b), 0);
	flash_read(a, b, BLOCK);
	ck_assert_mem_eq(b, z, BLOCK);
	/* an erase gives 0xff back, a sector at a time, or 32 / 64 KiB */
	ck_assert_int_eq(mfbe(a, 0), 0);
	flash_read(a, b, BLOCK);
	ck_assert_uint_eq(b[0], 0xff);
	ck_assert_int_eq(mfba(true, a + 0xfff0, 16, z), 0);
	ck_assert_int_eq(mfbe(a, 64), 0);
	flash_read(a + 0xff80, b, BLOCK);
	ck_assert_uint_eq(b[0x7f], 0xff);
	/* misaligned, too long, across a block, past the end, another flash */
	ck_assert_int_eq(mfbe(a + 0x1000, 64), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	ck_assert_int_eq(mfbe(a + 0x100, 0), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	ck_assert_int_eq(mfbe(FLASH_SIZE, 0), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	ck_assert_int_eq(mfba(false, a + 2, 4, b), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	ck_assert_int_eq(mfba(false, a, 0, b), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	ck_assert_int_eq(mfba(false, a, BLOCK + 4, b), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	ck_assert_int_eq(mfba(false, a + 0x7c, 8, b), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	ck_assert_int_eq(mfba(false, FLASH_SIZE - 4, 4, b), 0);
	ck_assert_int_eq(mfba(false, FLASH_SIZE, 4, b), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	prep(MLX5CTL_REG_MFBA, false, 0);
	MLX5CTL_SET(mfba_reg, in_data(), fs, 1);
	MLX5CTL_SET(mfba_reg, in_data(), size, 4);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mfba_reg)), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	/* MFBE has no read direction */
	prep(MLX5CTL_REG_MFBE, false, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mfbe_reg)), MLX5CTL_CMD_STAT_BAD_OP_ERR);
	/* the flash survives a device reset (it is flash) */
	ck_assert_int_eq(mfba(true, a, 4, z), 0);
	mlx5fw_reset(fw);
	enable_hca();
	flash_read(a, b, 4);
	ck_assert_mem_eq(b, z, 4);
}
END_TEST

/*
 * A snapshot shares the flash bytes with the model until one of them writes: the writer
 * gets its own copy, the other keeps what it had (ASan checks the reference counting).
 */
START_TEST(snapshot_copy_on_write)
{
	const uint32_t a = 0x400000;
	uint8_t b[4], z[4] = { 0 };
	struct mlx5fw *snap, *c;

	flash_read(a, b, 4);
	ck_assert_uint_eq(b[0], 0xff);
	snap = mlx5fw_clone(fw);
	ck_assert_ptr_nonnull(snap);
	ck_assert_int_eq(mfba(true, a, 4, z), 0);
	flash_read(a, b, 4);
	ck_assert_mem_eq(b, z, 4);
	ck_assert_int_eq(mlx5fw_flash_read(snap, a, b, 4), 0);
	ck_assert_uint_eq(b[0], 0xff);
	/* back to the snapshot: the bytes it had */
	ck_assert_int_eq(mlx5fw_restore(fw, snap), 0);
	flash_read(a, b, 4);
	ck_assert_uint_eq(b[0], 0xff);
	/* an erase is a write too; a clone freed leaves the others alone */
	c = mlx5fw_clone(fw);
	ck_assert_ptr_nonnull(c);
	ck_assert_int_eq(mfba(true, a, 4, z), 0);
	ck_assert_int_eq(mfbe(a, 0), 0);
	mlx5fw_free(snap);
	flash_read(a, b, 4);
	ck_assert_uint_eq(b[0], 0xff);
	ck_assert_int_eq(mfba(true, a, 4, z), 0);
	ck_assert_int_eq(mlx5fw_flash_read(c, a, b, 4), 0);
	ck_assert_uint_eq(b[0], 0xff);
	/* the image's chunks too (they exist from the start; the rest is erased, no chunk) */
	ck_assert_int_eq(mfbe(0, 0), 0);
	ck_assert_int_eq(mlx5fw_flash_read(c, 0, b, 4), 0);
	ck_assert_uint_eq(be32(b), 0x4d544657);
	flash_read(0, b, 4);
	ck_assert_uint_eq(b[0], 0xff);
	mlx5fw_free(c);
	flash_read(a, b, 4);
	ck_assert_mem_eq(b, z, 4);
}
END_TEST

static Suite *flash_suite(void)
{
	Suite *s = suite_create("flash");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, fixture, fw_teardown);
	tcase_add_test(tc, mfpa);
	tcase_add_test(tc, image);
	tcase_add_test(tc, program_erase);
	tcase_add_test(tc, snapshot_copy_on_write);
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(flash_suite)
