// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * FS4 firmware images (prm/flash.yaml): the layout NVIDIA's ConnectX-5/6/7 images have, which
 * the flash holds (flash.c), mstflint reads (mlxfwops/lib/fs4_ops.cpp) and the boot image
 * component carries when a flasher downloads one (fwupdate.c). The model builds them and checks
 * them as VERIFY_COMPONENT does; tests/unit/fw_mkimage.c writes them for the tests.
 *
 * The image, offsets from its start:
 *   0x000000  the magic pattern, then the boot version (image format 1: FS4)
 *   0x000018  16 hardware pointers (pointer, HW CRC): boot2, ITOC, tools area; the rest unused
 *   0x000500  tools area (binary version 0.0, the image slot's size, CRC)
 *   0x001000  boot2: a header, 4 dwords of payload, CRC (no code: the model is the firmware)
 *   0x005000  ITOC: IMAGE_INFO, MAIN_CODE, PUBLIC_KEYS_2048, IMAGE_SIGNATURE_256, END
 *   0x006000  IMAGE_INFO: version, build date, PSID, PCI ids, supported hardware ids, product
 *             version, part number and description of the board
 *   0x007000  MAIN_CODE: the payload (a pseudo-random stream: the model runs no code)
 *   after it  PUBLIC_KEYS_2048 (4 KiB aligned): the model's keys (fs4_public_keys)
 *   after it  IMAGE_SIGNATURE_256 (4 KiB aligned), the image's last section: the model's key id,
 *             the SHA-256 of every byte before it, the HMAC of that digest (fs4_image_signature)
 * An image file (what NVIDIA ships, what mstflint -i reads) ends with MFG_INFO and DEV_INFO of
 * no device yet (the PSID, no GUID or MAC) and the DTOC that lists them, a 4 KiB sector each:
 * mstflint reads them from a file; a card keeps its own device data, on its flash.
 *
 * VERIFY_COMPONENT's checks on an FS4 component, in order, and the PRM error each defect gets:
 *   magic, boot version, hardware pointer CRCs, the ITOC (signature, header and entry CRCs,
 *   sections inside the image), IMAGE_INFO and the signature section present, the signature
 *   section the last one                                            REJECTED_BAD_FORMAT
 *   the device's hardware id among the supported ones, the PSID     REJECTED_NOT_APPLICABLE
 *   a key at all                                                    REJECTED_UNSIGNED
 *   a key the device knows, valid for it                REJECTED_UNKNOWN_KEY, _KEY_NOT_APPLICABLE
 *   the HMAC of the digest                                          REJECTED_AUTH_FAILED
 *   the digest of the image                                         REJECTED_DIGEST_ERR
 *   each section's CRC (a signed image with a broken section)       REJECTED_BAD_FORMAT
 * Bytes after the signature section (an image file's DTOC, erased flash) are not the image's:
 * they are ignored, as the device keeps its own device data. A flasher sends the image with its
 * magic pattern masked (16 bytes of 0xff: mstflint does, so that the flash holds no valid image
 * until the burn is complete); the device verifies it as if the magic were there and writes it
 * last (mlx5fw_fs4_unmask).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fwupdate.h"
#include "mlx5fw_debug.h"

#define HW_PTRS		0x18u
#define NUM_HW_PTRS	16u
#define TOOLS		0x500u
#define BOOT2		0x1000u
#define ITOC		0x5000u
#define IMAGE_INFO	0x6000u
#define MAIN_CODE	0x7000u
#define SECTOR		0x1000u
#define LOG2_SLOT	23		/* 8 MiB image slots */
#define BOOT2_DW	4
#define MAX_ENTRIES	64

enum { HW_PTR_BOOT2 = 1, HW_PTR_TOC = 2, HW_PTR_TOOLS = 3 };

static const uint32_t fs4_magic[4] = { 0x4d544657, 0xabcdef00, 0xfade1234, 0x5678dead };
#define TOC_ITOC	0x49544f43u
#define TOC_DTOC	0x44544f43u
static const uint32_t toc_sig[3] = { 0x04081516, 0x2342cafa, 0xbacafe00 };

#define II_LEN		MLX5CTL_ST_SZ_BYTES(fs4_image_info)
#define SIG_LEN		MLX5CTL_ST_SZ_BYTES(fs4_image_signature)
#define KEYS_LEN	MLX5CTL_ST_SZ_BYTES(fs4_public_keys)
#define ENTRY_LEN	MLX5CTL_ST_SZ_BYTES(fs4_toc_entry)
#define HDR_LEN		MLX5CTL_ST_SZ_BYTES(fs4_toc_header)

#define ALIGN(x, a)	(((x) + (a) - 1) & ~(size_t)((a) - 1))

uint16_t mlx5fw_fs4_crc16(const uint8_t *p, size_t ndw)
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

uint16_t mlx5fw_fs4_hw_crc(const uint8_t *p, size_t len)
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

static bool has_magic(const uint8_t *img)
{
	unsigned int i;

	for (i = 0; i < 4; i++)
		if (mlx5ctl_be32_load(img + 4 * i) != fs4_magic[i])
			return false;
	return true;
}

/* the magic pattern masked (erased flash) and an FS4 boot version after it */
static bool masked(const uint8_t *img, size_t len)
{
	unsigned int i;

	if (len < MLX5CTL_FS4_BOOT_VERSION_OFFSET + 4)
		return false;
	for (i = 0; i < 16; i++)
		if (img[i] != 0xff)
			return false;
	return MLX5CTL_GET(fs4_boot_version, img + MLX5CTL_FS4_BOOT_VERSION_OFFSET,
			   image_format_version) == MLX5CTL_FS4_IMAGE_FORMAT;
}

bool mlx5fw_fs4_is(const uint8_t *img, size_t len)
{
	return len >= 16 && (has_magic(img) || masked(img, len));
}

void mlx5fw_fs4_unmask(uint8_t *img, size_t len)
{
	unsigned int i;

	if (masked(img, len))
		for (i = 0; i < 4; i++)
			mlx5ctl_be32_store(img + 4 * i, fs4_magic[i]);
}

void mlx5fw_fs4_toc_header(uint8_t *h, bool dtoc)
{
	memset(h, 0, HDR_LEN);
	MLX5CTL_SET(fs4_toc_header, h, signature0, dtoc ? TOC_DTOC : TOC_ITOC);
	MLX5CTL_SET(fs4_toc_header, h, signature1, toc_sig[0]);
	MLX5CTL_SET(fs4_toc_header, h, signature2, toc_sig[1]);
	MLX5CTL_SET(fs4_toc_header, h, signature3, toc_sig[2]);
	MLX5CTL_SET(fs4_toc_header, h, itoc_entry_crc, mlx5fw_fs4_crc16(h, 7));
}

void mlx5fw_fs4_toc_entry(uint8_t *e, uint32_t type, uint32_t addr, const uint8_t *sect,
			  size_t len)
{
	memset(e, 0, ENTRY_LEN);
	MLX5CTL_SET(fs4_toc_entry, e, type, type);
	MLX5CTL_SET(fs4_toc_entry, e, size, (uint32_t)(len / 4));
	MLX5CTL_SET(fs4_toc_entry, e, flash_addr, addr / 4);
	MLX5CTL_SET(fs4_toc_entry, e, crc, MLX5CTL_FS4_CRC_IN_TOC_ENTRY);
	MLX5CTL_SET(fs4_toc_entry, e, section_crc, mlx5fw_fs4_crc16(sect, len / 4));
	MLX5CTL_SET(fs4_toc_entry, e, itoc_entry_crc, mlx5fw_fs4_crc16(e, 7));
}

void mlx5fw_fs4_toc_end(uint8_t *e)
{
	memset(e, 0xff, ENTRY_LEN);
}

void mlx5fw_fs4_dev_info_sig(uint8_t *dev)
{
	static const uint32_t sig[4] = { 0x6d446576, 0x496e666f, 0x2342cafa, 0xbacafe00 };

	MLX5CTL_SET(fs4_dev_info, dev, signature0, sig[0]);
	MLX5CTL_SET(fs4_dev_info, dev, signature1, sig[1]);
	MLX5CTL_SET(fs4_dev_info, dev, signature2, sig[2]);
	MLX5CTL_SET(fs4_dev_info, dev, signature3, sig[3]);
}

static void put_str(uint8_t *dst, size_t room, const char *s)
{
	size_t n = s ? strlen(s) : 0;

	memcpy(dst, s ? s : "", n < room ? n : room);
}

static void key_of(uint32_t id, uint8_t key[MLX5FW_SHA256_LEN])
{
	char s[48];

	snprintf(s, sizeof(s), "mlx5ctl-fwimage-key-%u", id);
	mlx5fw_sha256(s, strlen(s), key);
}

/* the signature section of an image whose first `len` bytes precede it */
static void sign(const uint8_t *img, size_t len, uint32_t key_id, uint8_t *sig)
{
	uint8_t key[MLX5FW_SHA256_LEN];
	uint8_t *digest = MLX5CTL_ADDR_OF(fs4_image_signature, sig, digest);

	memset(sig, 0, SIG_LEN);
	MLX5CTL_SET(fs4_image_signature, sig, key_id, key_id);
	if (!key_id)
		return;
	mlx5fw_sha256(img, len, digest);
	key_of(key_id, key);
	mlx5fw_hmac_sha256(key, sizeof(key), digest, MLX5FW_SHA256_LEN,
			   MLX5CTL_ADDR_OF(fs4_image_signature, sig, hmac));
}

/* where the public keys go, after the code */
static size_t keys_at(uint32_t payload_size)
{
	return ALIGN(MAIN_CODE + (size_t)payload_size, SECTOR);
}

size_t mlx5fw_fs4_image_len(uint32_t payload_size)
{
	return ALIGN(keys_at(payload_size) + KEYS_LEN, SECTOR) + SIG_LEN;
}

uint8_t *mlx5fw_fs4_build(const struct mlx5fw_fs4_spec *s, size_t *len)
{
	uint32_t x = s->seed ? s->seed : 0x2545f491u;
	size_t code = s->payload_size, sig_at, end, n, i;
	uint8_t *f, *ii, *ver, *t, *itoc, *keys, *e;
	size_t keys_off = keys_at(s->payload_size);
	char prod[32];

	if (code % 4 || code > (64u << 20))
		return NULL;
	end = mlx5fw_fs4_image_len(s->payload_size);
	sig_at = end - SIG_LEN;
	n = s->image_file ? ALIGN(end, SECTOR) + 3 * SECTOR : end;
	f = malloc(n);
	if (!f)
		return NULL;
	memset(f, 0xff, n);
	for (i = 0; i < 4; i++)
		mlx5ctl_be32_store(f + 4 * i, fs4_magic[i]);
	memset(f + MLX5CTL_FS4_BOOT_VERSION_OFFSET, 0, 8);
	MLX5CTL_SET(fs4_boot_version, f + MLX5CTL_FS4_BOOT_VERSION_OFFSET, image_format_version,
		    MLX5CTL_FS4_IMAGE_FORMAT);

	/* hardware pointers: boot2, ITOC, tools area; the unused ones erased flash */
	for (i = 0; i < NUM_HW_PTRS; i++) {
		uint8_t *p = f + HW_PTRS + i * MLX5CTL_ST_SZ_BYTES(fs4_hw_pointer);
		uint32_t ptr = i == HW_PTR_BOOT2 ? BOOT2 : i == HW_PTR_TOC ? ITOC :
			       i == HW_PTR_TOOLS ? TOOLS : 0xffffffffu;

		memset(p, 0, MLX5CTL_ST_SZ_BYTES(fs4_hw_pointer));
		MLX5CTL_SET(fs4_hw_pointer, p, ptr, ptr);
		MLX5CTL_SET(fs4_hw_pointer, p, crc, mlx5fw_fs4_hw_crc(p, 6));
	}

	t = f + TOOLS;
	memset(t, 0, MLX5CTL_ST_SZ_BYTES(fs4_tools_area));
	MLX5CTL_SET(fs4_tools_area, t, log2_img_slot_size, LOG2_SLOT);
	MLX5CTL_SET(fs4_tools_area, t, crc,
		    mlx5fw_fs4_crc16(t, MLX5CTL_ST_SZ_BYTES(fs4_tools_area) / 4 - 1));

	/* boot2: a header with the payload size, the payload, the CRC of all that */
	memset(f + BOOT2, 0, (BOOT2_DW + 4) * 4);
	mlx5ctl_be32_store(f + BOOT2 + 4, BOOT2_DW);
	mlx5ctl_be32_store(f + BOOT2 + (BOOT2_DW + 3) * 4,
			   mlx5fw_fs4_crc16(f + BOOT2, BOOT2_DW + 3));

	/* IMAGE_INFO */
	ii = f + IMAGE_INFO;
	ver = MLX5CTL_ADDR_OF(fs4_image_info, ii, fw_version);
	memset(ii, 0, II_LEN);
	MLX5CTL_SET(fs4_image_info, ii, minor_version, 2);
	MLX5CTL_SET(fs4_image_info, ii, secure_fw, 1);
	MLX5CTL_SET(fs4_image_info, ii, signed_fw, 1);
	MLX5CTL_SET(fs4_image_info, ii, mcc_en, 1);
	MLX5CTL_SET(fw_version_time, ver, major, mlx5ctl_fw_version_major(s->version));
	MLX5CTL_SET(fw_version_time, ver, minor, mlx5ctl_fw_version_minor(s->version));
	MLX5CTL_SET(fw_version_time, ver, subminor, mlx5ctl_fw_version_subminor(s->version));
	MLX5CTL_SET(fw_version_time, ver, year, MLX5FW_FW_YEAR);
	MLX5CTL_SET(fw_version_time, ver, month, MLX5FW_FW_MONTH);
	MLX5CTL_SET(fw_version_time, ver, day, MLX5FW_FW_DAY);
	MLX5CTL_SET(fw_version_time, ver, hour, MLX5FW_FW_HOUR);
	MLX5CTL_SET(fw_version_time, ver, minutes, MLX5FW_FW_MINUTES);
	MLX5CTL_SET(fs4_image_info, ii, pci_device_id, s->device_id);
	MLX5CTL_SET(fs4_image_info, ii, pci_vendor_id, 0x15b3);
	MLX5CTL_SET(fs4_image_info, ii, supported_hw_id0, s->hw_dev_id);
	put_str(MLX5CTL_ADDR_OF(fs4_image_info, ii, psid),
		MLX5CTL_FLD_SZ_BYTES(fs4_image_info, psid), s->psid);
	snprintf(prod, sizeof(prod), "%u.%u.%04u", mlx5ctl_fw_version_major(s->version),
		 mlx5ctl_fw_version_minor(s->version), mlx5ctl_fw_version_subminor(s->version));
	put_str(MLX5CTL_ADDR_OF(fs4_image_info, ii, prod_ver),
		MLX5CTL_FLD_SZ_BYTES(fs4_image_info, prod_ver),
		s->version_string ? s->version_string : prod);
	put_str(MLX5CTL_ADDR_OF(fs4_image_info, ii, name),
		MLX5CTL_FLD_SZ_BYTES(fs4_image_info, name), s->pn);
	put_str(MLX5CTL_ADDR_OF(fs4_image_info, ii, description),
		MLX5CTL_FLD_SZ_BYTES(fs4_image_info, description), s->description);

	/* MAIN_CODE: xorshift32 from the seed, so that it does not compress */
	for (i = 0; i < code; i += 4) {
		x ^= x << 13;
		x ^= x >> 17;
		x ^= x << 5;
		memcpy(f + MAIN_CODE + i, &x, 4);
	}

	/* PUBLIC_KEYS_2048: the keys of the model's images */
	keys = f + keys_off;
	memset(keys, 0, KEYS_LEN);
	MLX5CTL_SET(fs4_public_keys, keys, num_keys, 2);
	mlx5ctl_be32_store(MLX5CTL_ADDR_OF(fs4_public_keys, keys, key_ids), MLX5CTL_FWIMAGE_KEY_DEV);
	mlx5ctl_be32_store(MLX5CTL_ADDR_OF(fs4_public_keys, keys, key_ids) + 4,
			   MLX5CTL_FWIMAGE_KEY_CX7);

	/* ITOC: IMAGE_INFO, MAIN_CODE, PUBLIC_KEYS_2048, IMAGE_SIGNATURE_256, END; the
	 * signature's entry has no CRC (crc NONE), so that the ITOC, which the signature covers,
	 * does not depend on it */
	itoc = f + ITOC;
	mlx5fw_fs4_toc_header(itoc, false);
	mlx5fw_fs4_toc_entry(itoc + HDR_LEN, MLX5CTL_FS4_SECTION_IMAGE_INFO, IMAGE_INFO, ii,
			     II_LEN);
	mlx5fw_fs4_toc_entry(itoc + HDR_LEN + ENTRY_LEN, MLX5CTL_FS4_SECTION_MAIN_CODE, MAIN_CODE,
			     f + MAIN_CODE, code);
	mlx5fw_fs4_toc_entry(itoc + HDR_LEN + 2 * ENTRY_LEN, MLX5CTL_FS4_SECTION_PUBLIC_KEYS_2048,
			     (uint32_t)keys_off, keys, KEYS_LEN);
	e = itoc + HDR_LEN + 3 * ENTRY_LEN;
	memset(e, 0, ENTRY_LEN);
	MLX5CTL_SET(fs4_toc_entry, e, type, MLX5CTL_FS4_SECTION_IMAGE_SIGNATURE_256);
	MLX5CTL_SET(fs4_toc_entry, e, size, SIG_LEN / 4);
	MLX5CTL_SET(fs4_toc_entry, e, flash_addr, sig_at / 4);
	MLX5CTL_SET(fs4_toc_entry, e, crc, MLX5CTL_FS4_CRC_NONE);
	MLX5CTL_SET(fs4_toc_entry, e, itoc_entry_crc, mlx5fw_fs4_crc16(e, 7));
	mlx5fw_fs4_toc_end(itoc + HDR_LEN + 4 * ENTRY_LEN);
	sign(f, sig_at, s->key_id, f + sig_at);

	/* an image file: MFG_INFO and DEV_INFO of no device yet (the PSID, no GUID or MAC),
	 * their DTOC in the last sector */
	if (s->image_file) {
		uint8_t *mfg = f + n - 3 * SECTOR, *dev = f + n - 2 * SECTOR;
		size_t mfg_len = MLX5CTL_ST_SZ_BYTES(fs4_mfg_info);
		size_t dev_len = MLX5CTL_ST_SZ_BYTES(fs4_dev_info);

		memset(mfg, 0, mfg_len);
		put_str(MLX5CTL_ADDR_OF(fs4_mfg_info, mfg, psid),
			MLX5CTL_FLD_SZ_BYTES(fs4_mfg_info, psid), s->psid);
		MLX5CTL_SET(fs4_mfg_info, mfg, major_version, 1);
		memset(dev, 0, dev_len);
		mlx5fw_fs4_dev_info_sig(dev);
		MLX5CTL_SET(fs4_dev_info, dev, major_version, 2);
		mlx5fw_fs4_toc_header(f + n - SECTOR, true);
		mlx5fw_fs4_toc_entry(f + n - SECTOR + HDR_LEN, MLX5CTL_FS4_SECTION_MFG_INFO,
				     (uint32_t)(n - 3 * SECTOR), mfg, mfg_len);
		mlx5fw_fs4_toc_entry(f + n - SECTOR + HDR_LEN + ENTRY_LEN,
				     MLX5CTL_FS4_SECTION_DEV_INFO, (uint32_t)(n - 2 * SECTOR), dev,
				     dev_len);
		mlx5fw_fs4_toc_end(f + n - SECTOR + HDR_LEN + 2 * ENTRY_LEN);
	}
	*len = n;
	return f;
}

/* NUL-terminated copy of a NUL-padded field */
static void field_str(const uint8_t *p, size_t n, char *out, size_t outlen)
{
	size_t i;

	for (i = 0; i < n && i + 1 < outlen && p[i]; i++)
		out[i] = (char)p[i];
	out[i] = '\0';
}

static bool key_known(uint32_t id)
{
	return id == MLX5CTL_FWIMAGE_KEY_DEV || id == MLX5CTL_FWIMAGE_KEY_CX7;
}

static bool key_applies(uint32_t id, uint16_t device_id)
{
	return id == MLX5CTL_FWIMAGE_KEY_DEV || (id == MLX5CTL_FWIMAGE_KEY_CX7 && device_id == 0x1021);
}

/* a hardware pointer, its CRC checked: the pointer, or ~0 */
static uint32_t hw_ptr(const uint8_t *img, unsigned int i)
{
	const uint8_t *p = img + HW_PTRS + i * MLX5CTL_ST_SZ_BYTES(fs4_hw_pointer);

	if (MLX5CTL_GET(fs4_hw_pointer, p, crc) != mlx5fw_fs4_hw_crc(p, 6))
		return 0xffffffffu;
	return MLX5CTL_GET(fs4_hw_pointer, p, ptr);
}

uint8_t mlx5fw_fs4_verify(const uint8_t *img, size_t len, uint16_t device_id, uint32_t hw_dev_id,
			  const char *psid, struct fwimg_info *info)
{
	struct { uint32_t addr, size, crc_type, crc; } sect[MAX_ENTRIES];
	uint8_t digest[MLX5FW_SHA256_LEN], hmac[MLX5FW_SHA256_LEN], key[MLX5FW_SHA256_LEN];
	const uint8_t *ii = NULL, *sig = NULL, *e;
	struct mlx5fw_sha256 sha;
	uint32_t itoc, boot2, sig_at = 0, sig_size = 0, end = 0, a, hw;
	unsigned int n, i;

	memset(info, 0, sizeof(*info));
	if (len < MAIN_CODE || !mlx5fw_fs4_is(img, len) || len > FWU_MAX_COMPONENT ||
	    MLX5CTL_GET(fs4_boot_version, img + MLX5CTL_FS4_BOOT_VERSION_OFFSET,
			image_format_version) != MLX5CTL_FS4_IMAGE_FORMAT)
		return MLX5CTL_FSM_ERR_REJECTED_BAD_FORMAT;
	boot2 = hw_ptr(img, HW_PTR_BOOT2);
	itoc = hw_ptr(img, HW_PTR_TOC);
	if (boot2 % 4 || boot2 > len - 16 || itoc % 4 || itoc > len - HDR_LEN)
		return MLX5CTL_FSM_ERR_REJECTED_BAD_FORMAT;
	e = img + itoc;
	if (MLX5CTL_GET(fs4_toc_header, e, signature0) != TOC_ITOC ||
	    MLX5CTL_GET(fs4_toc_header, e, signature1) != toc_sig[0] ||
	    MLX5CTL_GET(fs4_toc_header, e, itoc_entry_crc) != mlx5fw_fs4_crc16(e, 7))
		return MLX5CTL_FSM_ERR_REJECTED_BAD_FORMAT;
	/* the entries, up to END */
	for (n = 0;; n++) {
		a = itoc + HDR_LEN + n * ENTRY_LEN;
		if (n == MAX_ENTRIES || a > len - ENTRY_LEN)
			return MLX5CTL_FSM_ERR_REJECTED_BAD_FORMAT;
		e = img + a;
		if (MLX5CTL_GET(fs4_toc_entry, e, type) == MLX5CTL_FS4_SECTION_END)
			break;
		if (MLX5CTL_GET(fs4_toc_entry, e, itoc_entry_crc) != mlx5fw_fs4_crc16(e, 7))
			return MLX5CTL_FSM_ERR_REJECTED_BAD_FORMAT;
		sect[n].addr = MLX5CTL_GET(fs4_toc_entry, e, flash_addr) * 4;
		sect[n].size = MLX5CTL_GET(fs4_toc_entry, e, size) * 4;
		sect[n].crc_type = MLX5CTL_GET(fs4_toc_entry, e, crc);
		sect[n].crc = MLX5CTL_GET(fs4_toc_entry, e, section_crc);
		if (MLX5CTL_GET(fs4_toc_entry, e, relative_addr) || sect[n].addr > len ||
		    sect[n].size > len - sect[n].addr || sect[n].addr < itoc + HDR_LEN)
			return MLX5CTL_FSM_ERR_REJECTED_BAD_FORMAT;
		if (sect[n].addr + sect[n].size > end)
			end = sect[n].addr + sect[n].size;
		switch (MLX5CTL_GET(fs4_toc_entry, e, type)) {
		case MLX5CTL_FS4_SECTION_IMAGE_INFO:
			if (sect[n].size < II_LEN)
				return MLX5CTL_FSM_ERR_REJECTED_BAD_FORMAT;
			ii = img + sect[n].addr;
			break;
		case MLX5CTL_FS4_SECTION_IMAGE_SIGNATURE_256:
			if (sect[n].size < SIG_LEN)
				return MLX5CTL_FSM_ERR_REJECTED_BAD_FORMAT;
			sig = img + sect[n].addr;
			sig_at = sect[n].addr;
			sig_size = sect[n].size;
			break;
		}
	}
	if (!ii)
		return MLX5CTL_FSM_ERR_REJECTED_BAD_FORMAT;

	/* what the image says of itself */
	info->device_id = (uint16_t)MLX5CTL_GET(fs4_image_info, ii, pci_device_id);
	field_str(MLX5CTL_ADDR_OF(fs4_image_info, ii, psid), MLX5CTL_FLD_SZ_BYTES(fs4_image_info, psid),
		  info->psid, sizeof(info->psid));
	field_str(MLX5CTL_ADDR_OF(fs4_image_info, ii, prod_ver),
		  MLX5CTL_FLD_SZ_BYTES(fs4_image_info, prod_ver), info->vstr, sizeof(info->vstr));
	info->version = mlx5ctl_fw_version_pack(
		(uint8_t)MLX5CTL_GET(fw_version_time, MLX5CTL_ADDR_OF(fs4_image_info, ii, fw_version), major),
		(uint8_t)MLX5CTL_GET(fw_version_time, MLX5CTL_ADDR_OF(fs4_image_info, ii, fw_version), minor),
		(uint16_t)MLX5CTL_GET(fw_version_time, MLX5CTL_ADDR_OF(fs4_image_info, ii, fw_version),
				      subminor));
	info->payload = end;
	info->format = MLX5FW_FWIMG_FS4;
	if (sig)
		info->key_id = MLX5CTL_GET(fs4_image_signature, sig, key_id);
	if (!sig || sig_at + sig_size != end)
		return MLX5CTL_FSM_ERR_REJECTED_BAD_FORMAT;

	/* for this card? */
	for (i = 0, hw = 0; i < 4 && hw != hw_dev_id; i++)
		hw = i == 0 ? MLX5CTL_GET(fs4_image_info, ii, supported_hw_id0) :
		     i == 1 ? MLX5CTL_GET(fs4_image_info, ii, supported_hw_id1) :
		     i == 2 ? MLX5CTL_GET(fs4_image_info, ii, supported_hw_id2) :
			      MLX5CTL_GET(fs4_image_info, ii, supported_hw_id3);
	if (hw != hw_dev_id || strcmp(info->psid, psid))
		return MLX5CTL_FSM_ERR_REJECTED_NOT_APPLICABLE;

	/* signed, by whom, and what */
	if (!info->key_id)
		return MLX5CTL_FSM_ERR_REJECTED_UNSIGNED;
	if (!key_known(info->key_id))
		return MLX5CTL_FSM_ERR_REJECTED_UNKNOWN_KEY;
	if (!key_applies(info->key_id, device_id))
		return MLX5CTL_FSM_ERR_REJECTED_KEY_NOT_APPLICABLE;
	key_of(info->key_id, key);
	mlx5fw_hmac_sha256(key, sizeof(key), MLX5CTL_ADDR_OF(fs4_image_signature, sig, digest),
			   MLX5FW_SHA256_LEN, hmac);
	if (memcmp(hmac, MLX5CTL_ADDR_OF(fs4_image_signature, sig, hmac), sizeof(hmac)))
		return MLX5CTL_FSM_ERR_REJECTED_AUTH_FAILED;
	/* the digest of the image as it is to run: with its magic pattern, which a flasher
	 * sends masked (the device writes it last) */
	mlx5fw_sha256_init(&sha);
	for (i = 0; i < 4; i++) {
		uint8_t m[4];

		mlx5ctl_be32_store(m, fs4_magic[i]);
		mlx5fw_sha256_update(&sha, m, sizeof(m));
	}
	mlx5fw_sha256_update(&sha, img + 16, sig_at - 16);
	mlx5fw_sha256_final(&sha, digest);
	if (memcmp(digest, MLX5CTL_ADDR_OF(fs4_image_signature, sig, digest), sizeof(digest)))
		return MLX5CTL_FSM_ERR_REJECTED_DIGEST_ERR;

	/* signed, yet a section is broken (the signer signed a damaged image) */
	for (i = 0; i < n; i++) {
		const uint8_t *p = img + sect[i].addr;
		uint32_t words = sect[i].size / 4;

		if (sect[i].crc_type == MLX5CTL_FS4_CRC_IN_TOC_ENTRY &&
		    mlx5fw_fs4_crc16(p, words) != sect[i].crc)
			return MLX5CTL_FSM_ERR_REJECTED_BAD_FORMAT;
		if (sect[i].crc_type == MLX5CTL_FS4_CRC_IN_SECTION &&
		    (!words || (mlx5ctl_be32_load(p + (words - 1) * 4) & 0xffff) !=
		     mlx5fw_fs4_crc16(p, words - 1)))
			return MLX5CTL_FSM_ERR_REJECTED_BAD_FORMAT;
	}
	info->len = end;
	return MLX5CTL_FSM_ERR_OK;
}
