// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The firmware flash: a 16 MiB SPI NOR (a Winbond W25Q128: JEDEC 0xef 0x40 0x18) behind the
 * flash registers (prm/flash.yaml):
 *   MFPA  the flash's parameters: one flash, 4 KiB sectors, 64/32 KiB bulk erase, 128-byte
 *         blocks (the largest MFBA access)
 *   MFBA  read (query) or program (write) up to a block; a program only clears bits, as on
 *         NOR flash (erase first). The data dwords carry the flash little-endian: data dword i
 *         is flash bytes addr + 4i .. addr + 4i + 3 with the first one least significant (the
 *         flash controller's order; mstflint's MFBA path unpacks the dwords and stores them
 *         in host order, and finds its image on x86 only this way)
 *   MFBE  erase a 4 KiB sector, or 32 / 64 KiB in bulk, to 0xff
 * The flash holds what a real ConnectX carries: an FS4 image (built from the adapter's identity
 * when the flash is first touched) and the device data at its end. Writes stay in memory: a
 * new model starts from the built image again. A tool may rewrite the flash (that is what
 * flashing firmware is, and what kernel lockdown keeps a root shell from doing); the model
 * never runs what it holds, so doing so changes nothing but what the flash reads back.
 *
 * The image, in the layout mstflint's FS4 parser (mlxfwops/lib/fs4_ops.cpp) reads, with every
 * CRC it checks right:
 *   0x000000  FS4 magic pattern
 *   0x000018  16 hardware pointers (pointer + HW CRC): boot2, ITOC, tools area; the rest unused
 *   0x000500  tools area (binary version 0.0, image slot 8 MiB)
 *   0x001000  boot2: a header, no code (4 dwords of payload, CRC)
 *   0x005000  ITOC: IMAGE_INFO, END
 *   0x006000  IMAGE_INFO: the firmware version and date, PSID, part number, description of
 *             MGIR and the board (vpd.c)
 *   0xffd000  MFG_INFO: PSID, base GUID and MAC, as manufactured
 *   0xffe000  DEV_INFO: GUIDs and MACs in use
 *   0xfff000  DTOC: MFG_INFO, DEV_INFO, END
 * The firmware code itself is absent: the model is the firmware.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlx5fw_int.h"

#define FLASH_SIZE		MLX5FW_FLASH_SIZE
#define FLASH_LOG2_SECTOR	12
#define FLASH_SECTOR		(1u << FLASH_LOG2_SECTOR)
#define FLASH_BLOCK		0x80u
#define FLASH_JEDEC		0x1840efu	/* vendor 0xef, type 0x40, capacity 2^0x18 */

#define IMG_HW_PTRS		0x18u
#define IMG_NUM_HW_PTRS		16u
#define IMG_TOOLS		0x500u
#define IMG_BOOT2		0x1000u
#define IMG_ITOC		0x5000u
#define IMG_IMAGE_INFO		0x6000u
#define IMG_MFG_INFO		(FLASH_SIZE - 3 * FLASH_SECTOR)
#define IMG_DEV_INFO		(FLASH_SIZE - 2 * FLASH_SECTOR)
#define IMG_DTOC		(FLASH_SIZE - FLASH_SECTOR)
#define IMG_LOG2_SLOT		23		/* 8 MiB image slots */
#define BOOT2_PAYLOAD_DW	4

enum { HW_PTR_BOOT2 = 1, HW_PTR_TOC = 2, HW_PTR_TOOLS = 3 };

static const uint32_t fs4_magic[4] = { 0x4d544657, 0xabcdef00, 0xfade1234, 0x5678dead };
/* TOC signatures: 'ITOC' / 'DTOC' and three fixed words */
#define TOC_ITOC		0x49544f43u
#define TOC_DTOC		0x44544f43u
static const uint32_t toc_sig[3] = { 0x04081516, 0x2342cafa, 0xbacafe00 };
/* DEV_INFO's signature */
static const uint32_t dev_info_sig[4] = { 0x6d446576, 0x496e666f, 0x2342cafa, 0xbacafe00 };

/*
 * The image's CRC16: polynomial 0x100b, register 0xffff, every dword shifted in from its most
 * significant bit, then 16 zero bits, then inverted (mstflint's Crc16).
 */
static uint16_t crc16_dwords(const uint8_t *p, size_t ndw)
{
	uint32_t crc = 0xffff;
	size_t i;
	int b;

	for (i = 0; i < ndw; i++) {
		uint32_t d = mlx5ctl_be32_load(p + 4 * i);

		for (b = 31; b >= 0; b--) {
			uint32_t top = crc & 0x8000;

			crc = ((crc << 1) | ((d >> b) & 1)) & 0xffff;
			if (top)
				crc ^= 0x100b;
		}
	}
	for (b = 0; b < 16; b++)
		crc = (crc & 0x8000) ? ((crc << 1) ^ 0x100b) & 0xffff : (crc << 1) & 0xffff;
	return (uint16_t)(crc ^ 0xffff);
}

/*
 * The hardware pointers' CRC: the same polynomial, reflected (0xd008), register 0xffff, the
 * first two bytes inverted, bytes in order, the result byte-swapped (the boot ROM's check).
 */
static uint16_t hw_crc(const uint8_t *p, size_t len)
{
	uint32_t crc = 0xffff;
	size_t i;
	int b;

	for (i = 0; i < len; i++) {
		crc ^= (uint8_t)(i < 2 ? ~p[i] : p[i]);
		for (b = 0; b < 8; b++)
			crc = (crc & 1) ? (crc >> 1) ^ 0xd008 : crc >> 1;
	}
	return (uint16_t)((crc << 8 & 0xff00) | (crc >> 8 & 0xff));
}

static void put_str(uint8_t *dst, size_t room, const char *s)
{
	size_t n = strlen(s);

	memcpy(dst, s, n < room ? n : room);
}

/* a TOC entry for a section of len bytes at addr (dwords), its CRC in the entry */
static void toc_entry(uint8_t *e, uint32_t type, uint32_t addr, const uint8_t *sect, size_t len)
{
	memset(e, 0, MLX5CTL_ST_SZ_BYTES(fs4_toc_entry));
	MLX5CTL_SET(fs4_toc_entry, e, type, type);
	MLX5CTL_SET(fs4_toc_entry, e, size, (uint32_t)(len / 4));
	MLX5CTL_SET(fs4_toc_entry, e, flash_addr, addr / 4);
	MLX5CTL_SET(fs4_toc_entry, e, crc, MLX5CTL_FS4_CRC_IN_TOC_ENTRY);
	MLX5CTL_SET(fs4_toc_entry, e, section_crc, crc16_dwords(sect, len / 4));
	MLX5CTL_SET(fs4_toc_entry, e, itoc_entry_crc, crc16_dwords(e, 7));
}

static void toc_header(uint8_t *h, uint32_t sig)
{
	memset(h, 0, MLX5CTL_ST_SZ_BYTES(fs4_toc_header));
	MLX5CTL_SET(fs4_toc_header, h, signature0, sig);
	MLX5CTL_SET(fs4_toc_header, h, signature1, toc_sig[0]);
	MLX5CTL_SET(fs4_toc_header, h, signature2, toc_sig[1]);
	MLX5CTL_SET(fs4_toc_header, h, signature3, toc_sig[2]);
	MLX5CTL_SET(fs4_toc_header, h, itoc_entry_crc, crc16_dwords(h, 7));
}

static void toc_end(uint8_t *e)
{
	memset(e, 0xff, MLX5CTL_ST_SZ_BYTES(fs4_toc_entry));
}

static uint64_t guid_of(uint64_t mac)
{
	/* EUI-64 from the MAC: ff:fe in the middle */
	return (mac >> 24) << 40 | 0xfffeull << 24 | (mac & 0xffffff);
}

static void guids(uint8_t *g, const struct mlx5fw_devinfo *di)
{
	uint8_t *gu = MLX5CTL_ADDR_OF(fs4_guids, g, guids);
	uint8_t *mac = MLX5CTL_ADDR_OF(fs4_guids, g, macs);

	MLX5CTL_SET(fs4_uid_entry, gu, num_allocated, 8);
	MLX5CTL_SET(fs4_uid_entry, gu, step, 1);
	MLX5CTL_SET64(fs4_uid_entry, gu, uid, guid_of(di->base_mac));
	MLX5CTL_SET(fs4_uid_entry, mac, num_allocated, 8);
	MLX5CTL_SET(fs4_uid_entry, mac, step, 1);
	MLX5CTL_SET64(fs4_uid_entry, mac, uid, di->base_mac);
}

static void build_image(struct mlx5fw *fw, uint8_t *f)
{
	const struct mlx5fw_devinfo *di = mlx5fw_devinfo(fw);
	const struct mlx5fw_board *board = mlx5fw_board(fw);
	uint8_t *ii = f + IMG_IMAGE_INFO, *ver = MLX5CTL_ADDR_OF(fs4_image_info, ii, fw_version);
	uint8_t *mfg = f + IMG_MFG_INFO, *dev = f + IMG_DEV_INFO, *t;
	size_t ii_len = MLX5CTL_ST_SZ_BYTES(fs4_image_info);
	size_t mfg_len = MLX5CTL_ST_SZ_BYTES(fs4_mfg_info);
	size_t dev_len = MLX5CTL_ST_SZ_BYTES(fs4_dev_info);
	size_t entry = MLX5CTL_ST_SZ_BYTES(fs4_toc_entry), hdr = MLX5CTL_ST_SZ_BYTES(fs4_toc_header);
	char prod[24];
	unsigned int i;

	for (i = 0; i < 4; i++)
		mlx5ctl_be32_store(f + 4 * i, fs4_magic[i]);

	/* hardware pointers: boot2, ITOC, tools area; the unused ones erased flash */
	for (i = 0; i < IMG_NUM_HW_PTRS; i++) {
		uint8_t *p = f + IMG_HW_PTRS + i * MLX5CTL_ST_SZ_BYTES(fs4_hw_pointer);
		uint32_t ptr = i == HW_PTR_BOOT2 ? IMG_BOOT2 : i == HW_PTR_TOC ? IMG_ITOC :
			       i == HW_PTR_TOOLS ? IMG_TOOLS : 0xffffffffu;

		memset(p, 0, MLX5CTL_ST_SZ_BYTES(fs4_hw_pointer));
		MLX5CTL_SET(fs4_hw_pointer, p, ptr, ptr);
		MLX5CTL_SET(fs4_hw_pointer, p, crc, hw_crc(p, 6));
	}

	t = f + IMG_TOOLS;
	memset(t, 0, MLX5CTL_ST_SZ_BYTES(fs4_tools_area));
	MLX5CTL_SET(fs4_tools_area, t, log2_img_slot_size, IMG_LOG2_SLOT);
	MLX5CTL_SET(fs4_tools_area, t, crc, crc16_dwords(t, MLX5CTL_ST_SZ_BYTES(fs4_tools_area) / 4 - 1));

	/* boot2: a header with the payload size, the payload, the CRC of all that */
	memset(f + IMG_BOOT2, 0, (BOOT2_PAYLOAD_DW + 4) * 4);
	mlx5ctl_be32_store(f + IMG_BOOT2 + 4, BOOT2_PAYLOAD_DW);
	mlx5ctl_be32_store(f + IMG_BOOT2 + (BOOT2_PAYLOAD_DW + 3) * 4,
			   crc16_dwords(f + IMG_BOOT2, BOOT2_PAYLOAD_DW + 3));

	/* IMAGE_INFO: what MGIR says about the firmware, what the board is */
	memset(ii, 0, ii_len);
	MLX5CTL_SET(fs4_image_info, ii, minor_version, 2);
	MLX5CTL_SET(fs4_image_info, ii, secure_fw, 1);
	MLX5CTL_SET(fs4_image_info, ii, signed_fw, 1);
	mlx5fw_fw_version_time(fw, ver);
	MLX5CTL_SET(fs4_image_info, ii, pci_device_id, di->device_id);
	MLX5CTL_SET(fs4_image_info, ii, pci_vendor_id, 0x15b3);
	MLX5CTL_SET(fs4_image_info, ii, supported_hw_id0, di->hw_dev_id);
	put_str(MLX5CTL_ADDR_OF(fs4_image_info, ii, psid),
		MLX5CTL_FLD_SZ_BYTES(fs4_image_info, psid), di->psid);
	snprintf(prod, sizeof(prod), "%u.%u.%04u", mlx5ctl_fw_version_major(mlx5fw_fw_version(fw)),
		 mlx5ctl_fw_version_minor(mlx5fw_fw_version(fw)),
		 mlx5ctl_fw_version_subminor(mlx5fw_fw_version(fw)));
	put_str(MLX5CTL_ADDR_OF(fs4_image_info, ii, prod_ver),
		MLX5CTL_FLD_SZ_BYTES(fs4_image_info, prod_ver), prod);
	put_str(MLX5CTL_ADDR_OF(fs4_image_info, ii, name),
		MLX5CTL_FLD_SZ_BYTES(fs4_image_info, name), board->pn);
	put_str(MLX5CTL_ADDR_OF(fs4_image_info, ii, description),
		MLX5CTL_FLD_SZ_BYTES(fs4_image_info, description), board->product);

	/* ITOC: IMAGE_INFO, END */
	toc_header(f + IMG_ITOC, TOC_ITOC);
	toc_entry(f + IMG_ITOC + hdr, MLX5CTL_FS4_SECTION_IMAGE_INFO, IMG_IMAGE_INFO, ii, ii_len);
	toc_end(f + IMG_ITOC + hdr + entry);

	/* the device data: as manufactured, as in use */
	memset(mfg, 0, mfg_len);
	put_str(MLX5CTL_ADDR_OF(fs4_mfg_info, mfg, psid),
		MLX5CTL_FLD_SZ_BYTES(fs4_mfg_info, psid), di->psid);
	MLX5CTL_SET(fs4_mfg_info, mfg, major_version, 1);
	guids(MLX5CTL_ADDR_OF(fs4_mfg_info, mfg, guids), di);
	memset(dev, 0, dev_len);
	MLX5CTL_SET(fs4_dev_info, dev, signature0, dev_info_sig[0]);
	MLX5CTL_SET(fs4_dev_info, dev, signature1, dev_info_sig[1]);
	MLX5CTL_SET(fs4_dev_info, dev, signature2, dev_info_sig[2]);
	MLX5CTL_SET(fs4_dev_info, dev, signature3, dev_info_sig[3]);
	MLX5CTL_SET(fs4_dev_info, dev, major_version, 2);
	guids(MLX5CTL_ADDR_OF(fs4_dev_info, dev, guids), di);

	toc_header(f + IMG_DTOC, TOC_DTOC);
	toc_entry(f + IMG_DTOC + hdr, MLX5CTL_FS4_SECTION_MFG_INFO, IMG_MFG_INFO, mfg, mfg_len);
	toc_entry(f + IMG_DTOC + hdr + entry, MLX5CTL_FS4_SECTION_DEV_INFO, IMG_DEV_INFO, dev,
		  dev_len);
	toc_end(f + IMG_DTOC + hdr + 2 * entry);
}

/*
 * The flash in 64 KiB chunks (the largest erase), each counted, and the chunk table counted
 * too: a snapshot (mlx5fw_restore, mlx5fw_clone) shares the table with the model it was taken
 * from; the first write gives the writer its own table (the chunks still shared) and then its
 * own copy of the chunk it writes. A chunk that is all erased is no chunk at all (NULL): the
 * built flash holds two. The fuzz harness restores a snapshot per input: with one 16 MiB
 * buffer, every input that touched the flash built or copied all of it.
 */
#define CHUNK			0x10000u
#define NCHUNKS			(FLASH_SIZE / CHUNK)

struct flash_chunk {
	unsigned int refs;
	uint8_t data[CHUNK];
};

struct mlx5fw_flash {
	unsigned int refs;
	struct flash_chunk *chunk[NCHUNKS];
};

static uint8_t erased[CHUNK];

static void chunk_put(struct flash_chunk *c)
{
	if (c && !--c->refs)
		free(c);
}

static void table_put(struct mlx5fw_flash *t)
{
	unsigned int i;

	if (!t || --t->refs)
		return;
	for (i = 0; i < NCHUNKS; i++)
		chunk_put(t->chunk[i]);
	free(t);
}

/* the flash's table, built when first touched; NULL if it cannot be allocated */
static struct mlx5fw_flash *flash(struct mlx5fw *fw)
{
	struct mlx5fw_flash *t;
	uint8_t *img;
	unsigned int i;

	if (fw->flash)
		return fw->flash;
	if (!erased[0])
		memset(erased, 0xff, sizeof(erased));
	t = calloc(1, sizeof(*t));
	img = malloc(FLASH_SIZE);
	if (!t || !img)
		goto fail;
	t->refs = 1;
	memset(img, 0xff, FLASH_SIZE);
	build_image(fw, img);
	for (i = 0; i < NCHUNKS; i++) {
		if (!memcmp(img + (size_t)i * CHUNK, erased, CHUNK))
			continue;
		t->chunk[i] = malloc(sizeof(*t->chunk[i]));
		if (!t->chunk[i])
			goto fail;
		t->chunk[i]->refs = 1;
		memcpy(t->chunk[i]->data, img + (size_t)i * CHUNK, CHUNK);
	}
	free(img);
	fw->flash = t;
	return t;
fail:
	free(img);
	if (t)
		table_put(t);
	return NULL;
}

/* read-only bytes at addr, up to the end of its chunk; NULL if the flash cannot be built */
static const uint8_t *flash_at(struct mlx5fw *fw, uint32_t addr)
{
	struct mlx5fw_flash *t = flash(fw);
	struct flash_chunk *c;

	if (!t)
		return NULL;
	c = t->chunk[addr / CHUNK];
	return (c ? c->data : erased) + addr % CHUNK;
}

/* this model's own table, the chunks still shared */
static struct mlx5fw_flash *table_own(struct mlx5fw *fw)
{
	struct mlx5fw_flash *t = flash(fw), *own;
	unsigned int i;

	if (!t || t->refs == 1)
		return t;
	own = malloc(sizeof(*own));
	if (!own)
		return NULL;
	*own = *t;
	own->refs = 1;
	for (i = 0; i < NCHUNKS; i++)
		if (own->chunk[i])
			own->chunk[i]->refs++;
	t->refs--;
	fw->flash = own;
	return own;
}

/* writable bytes at addr, up to the end of its chunk: this model's own copy of the chunk */
static uint8_t *flash_mut(struct mlx5fw *fw, uint32_t addr)
{
	struct mlx5fw_flash *t = table_own(fw);
	struct flash_chunk **c, *own;

	if (!t)
		return NULL;
	c = &t->chunk[addr / CHUNK];
	if (!*c || (*c)->refs > 1) {
		own = malloc(sizeof(*own));
		if (!own)
			return NULL;
		own->refs = 1;
		memcpy(own->data, *c ? (*c)->data : erased, CHUNK);
		chunk_put(*c);
		*c = own;
	}
	return (*c)->data + addr % CHUNK;
}

/* erase len bytes at addr (len divides CHUNK, addr aligned to len); -1 when out of memory */
static int flash_erase(struct mlx5fw *fw, uint32_t addr, uint32_t len)
{
	struct mlx5fw_flash *t;
	uint8_t *f;

	if (len == CHUNK) {
		t = table_own(fw);
		if (!t)
			return -1;
		chunk_put(t->chunk[addr / CHUNK]);
		t->chunk[addr / CHUNK] = NULL;
		return 0;
	}
	f = flash_mut(fw, addr);
	if (!f)
		return -1;
	memset(f, 0xff, len);
	return 0;
}

void mlx5fw_flash_share(struct mlx5fw *dst, const struct mlx5fw *src)
{
	dst->flash = src->flash;
	if (dst->flash)
		dst->flash->refs++;
}

void mlx5fw_flash_free(struct mlx5fw *fw)
{
	table_put(fw->flash);
	fw->flash = NULL;
}

/* the running firmware's version and build time, as the image and ICMD GET_FW_INFO carry them */
void mlx5fw_fw_version_time(const struct mlx5fw *fw, uint8_t *v)
{
	uint32_t ver = mlx5fw_fw_version(fw);	/* the running image's (fwupdate.c) */

	MLX5CTL_SET(fw_version_time, v, major, mlx5ctl_fw_version_major(ver));
	MLX5CTL_SET(fw_version_time, v, minor, mlx5ctl_fw_version_minor(ver));
	MLX5CTL_SET(fw_version_time, v, subminor, mlx5ctl_fw_version_subminor(ver));
	MLX5CTL_SET(fw_version_time, v, year, MLX5FW_FW_YEAR);
	MLX5CTL_SET(fw_version_time, v, month, MLX5FW_FW_MONTH);
	MLX5CTL_SET(fw_version_time, v, day, MLX5FW_FW_DAY);
	MLX5CTL_SET(fw_version_time, v, hour, MLX5FW_FW_HOUR);
	MLX5CTL_SET(fw_version_time, v, minutes, MLX5FW_FW_MINUTES);
}

int mlx5fw_flash_read(struct mlx5fw *fw, uint32_t addr, void *buf, size_t len)
{
	uint8_t *out = buf;

	if (addr > FLASH_SIZE || len > FLASH_SIZE - addr)
		return -1;
	while (len) {
		const uint8_t *f = flash_at(fw, addr);
		size_t n = CHUNK - addr % CHUNK;

		if (!f)
			return -1;
		if (n > len)
			n = len;
		memcpy(out, f, n);
		out += n;
		addr += (uint32_t)n;
		len -= n;
	}
	return 0;
}

int mlx5fw_reg_mfpa(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	(void)fw;
	if (write)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_OP_ERR, SYND_BAD_REG);
	if (MLX5CTL_GET(mfpa_reg, d, fs) != 0)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	memset(d, 0, MLX5CTL_ST_SZ_BYTES(mfpa_reg));
	MLX5CTL_SET(mfpa_reg, d, flash_num, 1);
	MLX5CTL_SET(mfpa_reg, d, jedec_id, FLASH_JEDEC);
	MLX5CTL_SET(mfpa_reg, d, sector_size, FLASH_LOG2_SECTOR);
	MLX5CTL_SET(mfpa_reg, d, block_size, FLASH_BLOCK);
	MLX5CTL_SET(mfpa_reg, d, bulk_32kb_erase_en, 1);
	MLX5CTL_SET(mfpa_reg, d, bulk_64kb_erase_en, 1);
	return 0;
}

int mlx5fw_reg_mfba(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	uint32_t addr = MLX5CTL_GET(mfba_reg, d, address);
	uint32_t size = MLX5CTL_GET(mfba_reg, d, size);
	uint8_t *data = MLX5CTL_ADDR_OF(mfba_reg, d, data);
	uint8_t *f;
	uint32_t i;

	if (MLX5CTL_GET(mfba_reg, d, fs) != 0 || !size || size > FLASH_BLOCK || (size & 3) ||
	    (addr & 3) || addr >= FLASH_SIZE || size > FLASH_SIZE - addr ||
	    /* an access must not cross a block */
	    (addr & ~(FLASH_BLOCK - 1)) != ((addr + size - 1) & ~(FLASH_BLOCK - 1)))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	/* an access stays inside a block, so inside a chunk */
	f = write ? flash_mut(fw, addr) : (uint8_t *)flash_at(fw, addr);
	if (!f)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_INT_ERR, SYND_NO_RESOURCE);
	/* data dword i is flash bytes addr + 4i.. read little-endian (see above) */
	if (write) {
		/* NOR programming: bits go from 1 to 0 only */
		for (i = 0; i < size; i++)
			f[i] &= data[i ^ 3];
	} else {
		memset(data, 0, MLX5CTL_FLD_SZ_BYTES(mfba_reg, data));
		for (i = 0; i < size; i++)
			data[i ^ 3] = f[i];
	}
	return 0;
}

int mlx5fw_reg_mfbe(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	uint32_t addr = MLX5CTL_GET(mfbe_reg, d, address);
	bool b32 = MLX5CTL_GET(mfbe_reg, d, bulk_32kb_erase);
	bool b64 = MLX5CTL_GET(mfbe_reg, d, bulk_64kb_erase);
	uint32_t len = b64 ? 0x10000u : b32 ? 0x8000u : FLASH_SECTOR;

	if (!write)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_OP_ERR, SYND_BAD_REG);
	if (MLX5CTL_GET(mfbe_reg, d, fs) != 0 || (b32 && b64) || (addr & (len - 1)) ||
	    addr >= FLASH_SIZE)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	if (flash_erase(fw, addr, len))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_INT_ERR, SYND_NO_RESOURCE);
	return 0;
}
