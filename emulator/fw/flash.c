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
 * The flash holds what a real ConnectX carries: the running firmware image, an FS4 image (fs4.c:
 * the factory image built from the adapter's identity, or the one flashed through MCC; for an
 * image of the model's raw format, an FS4 image with its version), and the device data at the
 * end, built when the flash is first touched and rebuilt when another image starts running.
 * Writes stay in memory: a new model starts from the built image again. A tool may rewrite the
 * flash (that is what flashing firmware is, and what kernel lockdown keeps a root shell from
 * doing); the model never runs what it holds, so doing so changes nothing but what the flash
 * reads back.
 *
 *   0x000000  the image (fs4.c has its layout), in the layout mstflint's FS4 parser
 *             (mlxfwops/lib/fs4_ops.cpp) reads, with every CRC it checks right
 *   0xffd000  MFG_INFO: PSID, base GUID and MAC, as manufactured
 *   0xffe000  DEV_INFO: GUIDs and MACs in use
 *   0xfff000  DTOC: MFG_INFO, DEV_INFO, END
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fwupdate.h"

#define FLASH_SIZE		MLX5FW_FLASH_SIZE
#define FLASH_LOG2_SECTOR	12
#define FLASH_SECTOR		(1u << FLASH_LOG2_SECTOR)
#define FLASH_BLOCK		0x80u
#define FLASH_JEDEC		0x1840efu	/* vendor 0xef, type 0x40, capacity 2^0x18 */

#define IMG_MFG_INFO		(FLASH_SIZE - 3 * FLASH_SECTOR)
#define IMG_DEV_INFO		(FLASH_SIZE - 2 * FLASH_SECTOR)
#define IMG_DTOC		(FLASH_SIZE - FLASH_SECTOR)


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

static void put_str(uint8_t *dst, size_t room, const char *s)
{
	size_t n = strlen(s);

	memcpy(dst, s, n < room ? n : room);
}

/* the running image at the start, the device data at the end: -1 when out of memory */
static int build_image(struct mlx5fw *fw, uint8_t *f)
{
	const struct mlx5fw_devinfo *di = mlx5fw_devinfo(fw);
	uint8_t *mfg = f + IMG_MFG_INFO, *dev = f + IMG_DEV_INFO;
	size_t mfg_len = MLX5CTL_ST_SZ_BYTES(fs4_mfg_info);
	size_t dev_len = MLX5CTL_ST_SZ_BYTES(fs4_dev_info);
	size_t entry = MLX5CTL_ST_SZ_BYTES(fs4_toc_entry), hdr = MLX5CTL_ST_SZ_BYTES(fs4_toc_header);
	const uint8_t *img;
	size_t len;
	bool owned;

	img = mlx5fw_fwu_flash_image(fw, &len, &owned);
	if (!img)
		return -1;
	memcpy(f, img, len < IMG_MFG_INFO ? len : IMG_MFG_INFO);
	if (owned)
		free((void *)img);

	/* the device data: as manufactured, as in use */
	memset(mfg, 0, mfg_len);
	put_str(MLX5CTL_ADDR_OF(fs4_mfg_info, mfg, psid),
		MLX5CTL_FLD_SZ_BYTES(fs4_mfg_info, psid), di->psid);
	MLX5CTL_SET(fs4_mfg_info, mfg, major_version, 1);
	guids(MLX5CTL_ADDR_OF(fs4_mfg_info, mfg, guids), di);
	memset(dev, 0, dev_len);
	mlx5fw_fs4_dev_info_sig(dev);
	MLX5CTL_SET(fs4_dev_info, dev, major_version, 2);
	guids(MLX5CTL_ADDR_OF(fs4_dev_info, dev, guids), di);

	mlx5fw_fs4_toc_header(f + IMG_DTOC, true);
	mlx5fw_fs4_toc_entry(f + IMG_DTOC + hdr, MLX5CTL_FS4_SECTION_MFG_INFO, IMG_MFG_INFO, mfg,
			     mfg_len);
	mlx5fw_fs4_toc_entry(f + IMG_DTOC + hdr + entry, MLX5CTL_FS4_SECTION_DEV_INFO,
			     IMG_DEV_INFO, dev, dev_len);
	mlx5fw_fs4_toc_end(f + IMG_DTOC + hdr + 2 * entry);
	return 0;
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
	if (build_image(fw, img))
		goto fail;
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
