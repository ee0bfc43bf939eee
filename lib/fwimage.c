// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * The firmware files mlx5ctl flashes (prm/fwupdate.yaml, prm/flash.yaml):
 *   raw   the emulated card's own image format (fwimage_hdr, "M5FW"), kept for tests
 *   FS4   NVIDIA's image layout of ConnectX-5 and later (what mstflint burns): the magic
 *         pattern (or, as a flasher sends it, 16 bytes of 0xff), hardware pointers, the ITOC
 *         and its IMAGE_INFO section: version, PSID, PCI device id; the signature's key
 *   MFA2  NVIDIA's package (what `devlink dev flash` takes): components for several boards,
 *         the one for a board found by its PSID as the kernel's mlxfw finds it
 *         (drivers/net/ethernet/mellanox/mlxfw/mlxfw_mfa2.c), xz-compressed (liblzma)
 * Every reader takes hostile input: each length and offset is checked against the file before
 * use, the decompressor stops at the bytes the component needs, and a damaged file is a clear
 * error (the thread's message), never a crash.
 */
#include <errno.h>
#include <lzma.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "internal.h"

#define MAX_IMAGE	(64u << 20)	/* the largest component the library takes */
#define MAX_BLOCK	(128u << 20)	/* the most of a component block it decompresses */
#define MAX_TLVS	1024		/* devices, components, children of one TLV */
#define ALIGN4(x)	(((x) + 3) & ~(size_t)3)

static const uint8_t mfa2_fingerprint[16] = "MLNX.MFA2.XZ.00!";
static const uint8_t mfa2_comp_magic[16] = "#BIN.COMPONENT!#";
static const uint32_t fs4_magic[4] = { 0x4d544657, 0xabcdef00, 0xfade1234, 0x5678dead };
#define FS4_ITOC		0x49544f43u
#define FS4_HW_PTRS		0x18u
#define FS4_HW_PTR_TOC		2

/* ---- FS4 ------------------------------------------------------------------------------------- */

/* mstflint's CRC16: polynomial 0x100b over big-endian dwords, 16 zero bits, inverted */
static uint16_t crc16(const uint8_t *p, size_t ndw)
{
	uint32_t crc = 0xffff;
	int b;

	for (size_t i = 0; i < ndw; i++) {
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

/* the boot ROM's CRC of a hardware pointer */
static uint16_t hw_crc(const uint8_t *p, size_t len)
{
	uint32_t crc = 0xffff;

	for (size_t i = 0; i < len; i++) {
		crc ^= (uint8_t)(i < 2 ? ~p[i] : p[i]);
		for (int b = 0; b < 8; b++)
			crc = (crc & 1) ? (crc >> 1) ^ 0xd008 : crc >> 1;
	}
	return (uint16_t)((crc << 8 & 0xff00) | (crc >> 8 & 0xff));
}

/* an FS4 image: its magic pattern, or the pattern masked (0xff) before an FS4 boot version */
static bool is_fs4(const uint8_t *p, size_t len)
{
	bool magic = true, masked = true;

	if (len < MLX5CTL_FS4_BOOT_VERSION_OFFSET + 4)
		return false;
	for (unsigned int i = 0; i < 4; i++)
		magic &= mlx5ctl_be32_load(p + 4 * i) == fs4_magic[i];
	for (unsigned int i = 0; i < 16; i++)
		masked &= p[i] == 0xff;
	return magic || (masked && MLX5CTL_GET(fs4_boot_version,
					       p + MLX5CTL_FS4_BOOT_VERSION_OFFSET,
					       image_format_version) ==
				   MLX5CTL_FS4_IMAGE_FORMAT);
}

static void copy_str(char *dst, size_t room, const uint8_t *src, size_t n)
{
	size_t i;

	for (i = 0; i < n && i + 1 < room && src[i]; i++)
		dst[i] = (char)src[i];
	dst[i] = '\0';
}

static int fs4_bad(const char *what)
{
	return mlx5ctl_seterr(-EBADMSG, "FS4 image: %s", what);
}

static int fs4_info(const uint8_t *p, size_t len, struct mlx5ctl_fw_image_info *i)
{
	size_t entry = MLX5CTL_ST_SZ_BYTES(fs4_toc_entry), hdr = MLX5CTL_ST_SZ_BYTES(fs4_toc_header);
	const uint8_t *hp, *e, *ii = NULL, *ver;
	uint32_t itoc, addr, size;
	unsigned int n;

	if (MLX5CTL_GET(fs4_boot_version, p + MLX5CTL_FS4_BOOT_VERSION_OFFSET,
			image_format_version) != MLX5CTL_FS4_IMAGE_FORMAT)
		return fs4_bad("not of the FS4 format (boot version)");
	if (len < FS4_HW_PTRS + (FS4_HW_PTR_TOC + 1) * MLX5CTL_ST_SZ_BYTES(fs4_hw_pointer))
		return fs4_bad("truncated before its hardware pointers");
	hp = p + FS4_HW_PTRS + FS4_HW_PTR_TOC * MLX5CTL_ST_SZ_BYTES(fs4_hw_pointer);
	if (MLX5CTL_GET(fs4_hw_pointer, hp, crc) != hw_crc(hp, 6))
		return fs4_bad("the ITOC pointer's CRC is wrong");
	itoc = MLX5CTL_GET(fs4_hw_pointer, hp, ptr);
	if (itoc % 4 || itoc > len || len - itoc < hdr)
		return fs4_bad("its ITOC lies past the end (truncated?)");
	e = p + itoc;
	if (MLX5CTL_GET(fs4_toc_header, e, signature0) != FS4_ITOC ||
	    MLX5CTL_GET(fs4_toc_header, e, itoc_entry_crc) != crc16(e, 7))
		return fs4_bad("no valid ITOC header");
	for (n = 0;; n++) {
		if (n == 64 || itoc + hdr + (size_t)(n + 1) * entry > len)
			return fs4_bad("its ITOC has no end (truncated?)");
		e = p + itoc + hdr + n * entry;
		if (MLX5CTL_GET(fs4_toc_entry, e, type) == MLX5CTL_FS4_SECTION_END)
			break;
		if (MLX5CTL_GET(fs4_toc_entry, e, itoc_entry_crc) != crc16(e, 7))
			return fs4_bad("an ITOC entry's CRC is wrong");
		addr = MLX5CTL_GET(fs4_toc_entry, e, flash_addr) * 4;
		size = MLX5CTL_GET(fs4_toc_entry, e, size) * 4;
		if (addr > len || size > len - addr)
			return fs4_bad("a section lies past the end (truncated?)");
		switch (MLX5CTL_GET(fs4_toc_entry, e, type)) {
		case MLX5CTL_FS4_SECTION_IMAGE_INFO:
			if (size < MLX5CTL_ST_SZ_BYTES(fs4_image_info))
				return fs4_bad("IMAGE_INFO is too short");
			if (MLX5CTL_GET(fs4_toc_entry, e, crc) == MLX5CTL_FS4_CRC_IN_TOC_ENTRY &&
			    MLX5CTL_GET(fs4_toc_entry, e, section_crc) != crc16(p + addr, size / 4))
				return fs4_bad("IMAGE_INFO's CRC is wrong");
			ii = p + addr;
			break;
		case MLX5CTL_FS4_SECTION_IMAGE_SIGNATURE_256:
			if (size >= MLX5CTL_ST_SZ_BYTES(fs4_image_signature))
				i->key_id = MLX5CTL_GET(fs4_image_signature, p + addr, key_id);
			break;
		}
	}
	if (!ii)
		return fs4_bad("no IMAGE_INFO section");
	ver = MLX5CTL_ADDR_OF(fs4_image_info, ii, fw_version);
	i->device_id = (uint16_t)MLX5CTL_GET(fs4_image_info, ii, pci_device_id);
	copy_str(i->psid, sizeof(i->psid), MLX5CTL_ADDR_OF(fs4_image_info, ii, psid),
		 MLX5CTL_FLD_SZ_BYTES(fs4_image_info, psid));
	i->version = mlx5ctl_fw_version_pack((uint8_t)MLX5CTL_GET(fw_version_time, ver, major),
					     (uint8_t)MLX5CTL_GET(fw_version_time, ver, minor),
					     (uint16_t)MLX5CTL_GET(fw_version_time, ver, subminor));
	copy_str(i->version_str, sizeof(i->version_str),
		 MLX5CTL_ADDR_OF(fs4_image_info, ii, prod_ver),
		 MLX5CTL_FLD_SZ_BYTES(fs4_image_info, prod_ver));
	i->payload_size = (uint32_t)len;
	i->format = MLX5CTL_FW_FORMAT_FS4;
	return 0;
}

/* ---- the raw format ------------------------------------------------------------------------- */

static int raw_info(const uint8_t *h, size_t len, struct mlx5ctl_fw_image_info *i)
{
	size_t n;

	if (len < MLX5CTL_FWIMAGE_HEADER_SIZE ||
	    MLX5CTL_GET(fwimage_hdr, h, header_size) != MLX5CTL_FWIMAGE_HEADER_SIZE)
		return mlx5ctl_seterr(-EBADMSG, "raw image: truncated before the end of its header");
	i->device_id = (uint16_t)MLX5CTL_GET(fwimage_hdr, h, device_id);
	n = strnlen((const char *)MLX5CTL_ADDR_OF(fwimage_hdr, h, psid),
		    MLX5CTL_FLD_SZ_BYTES(fwimage_hdr, psid));
	memcpy(i->psid, MLX5CTL_ADDR_OF(fwimage_hdr, h, psid), n < 16 ? n : 16);
	i->version = MLX5CTL_GET(fwimage_hdr, h, version);
	n = strnlen((const char *)MLX5CTL_ADDR_OF(fwimage_hdr, h, version_string),
		    MLX5CTL_FLD_SZ_BYTES(fwimage_hdr, version_string));
	memcpy(i->version_str, MLX5CTL_ADDR_OF(fwimage_hdr, h, version_string), n < 64 ? n : 64);
	i->payload_size = MLX5CTL_GET(fwimage_hdr, h, payload_size);
	i->key_id = MLX5CTL_GET(fwimage_hdr, h, key_id);
	i->format = MLX5CTL_FW_FORMAT_RAW;
	return 0;
}

static bool is_raw(const uint8_t *p, size_t len)
{
	return len >= 4 && MLX5CTL_GET(fwimage_hdr, p, magic) == MLX5CTL_FWIMAGE_MAGIC;
}

static bool is_mfa2(const uint8_t *p, size_t len)
{
	return len >= sizeof(mfa2_fingerprint) &&
	       !memcmp(p, mfa2_fingerprint, sizeof(mfa2_fingerprint));
}

int mlx5ctl_fw_image_info(const void *image, size_t len, struct mlx5ctl_fw_image_info *info)
{
	const uint8_t *p = image;
	struct mlx5ctl_fw_image_info i = { 0 };
	int err;

	if (!image && len)
		return mlx5ctl_seterr(-EINVAL, "firmware image: no data");
	if (is_raw(p, len))
		err = raw_info(p, len, &i);
	else if (is_fs4(p, len))
		err = fs4_info(p, len, &i);
	else if (is_mfa2(p, len))
		err = 0, i.format = MLX5CTL_FW_FORMAT_MFA2;
	else
		err = mlx5ctl_seterr(-ENOEXEC, "not a firmware image of a format mlx5ctl knows "
				     "(an FS4 image, an MFA2 package, the emulated card's raw "
				     "format)");
	if (!err)
		MLX5CTL_COPY_OUT(info, &i);
	return err;
}

/* ---- MFA2 ------------------------------------------------------------------------------------ */

struct tlv {
	size_t at;		/* the header's offset in the file */
	uint8_t type;
	size_t len;		/* bytes of payload */
	const uint8_t *payload;
	size_t end;		/* where the next TLV starts (a multi-part TLV's children skipped) */
};

struct mfa2 {
	const uint8_t *f;
	size_t len;
	const char *why;	/* the first defect found */
};

/* the TLV at offset at: 0, or -1 (m->why says) */
static int tlv_at(struct mfa2 *m, size_t at, struct tlv *t)
{
	size_t total;

	if (at > m->len || m->len - at < MLX5CTL_ST_SZ_BYTES(mfa2_tlv)) {
		m->why = "a TLV lies past the end of the file (truncated?)";
		return -1;
	}
	t->at = at;
	t->type = (uint8_t)MLX5CTL_GET(mfa2_tlv, m->f + at, type);
	t->len = MLX5CTL_GET(mfa2_tlv, m->f + at, len);
	t->payload = m->f + at + MLX5CTL_ST_SZ_BYTES(mfa2_tlv);
	if (t->len > m->len - at - MLX5CTL_ST_SZ_BYTES(mfa2_tlv)) {
		m->why = "a TLV's payload lies past the end of the file (truncated?)";
		return -1;
	}
	total = ALIGN4(MLX5CTL_ST_SZ_BYTES(mfa2_tlv) + t->len);
	if (t->type == MLX5CTL_MFA2_TLV_MULTI_PART) {
		if (t->len != MLX5CTL_ST_SZ_BYTES(mfa2_multi)) {
			m->why = "a multi-part TLV of the wrong size";
			return -1;
		}
		total = ALIGN4(total + MLX5CTL_GET(mfa2_multi, t->payload, total_len));
	}
	t->end = at + total;
	if (t->end > m->len) {
		m->why = "a multi-part TLV's children lie past the end of the file (truncated?)";
		return -1;
	}
	return 0;
}

/* the index-th child of type `type` in multi-part TLV t (NULL: none; m->why set on a defect) */
static int child(struct mfa2 *m, const struct tlv *t, uint8_t type, unsigned int index,
		 struct tlv *c)
{
	size_t at = t->at + ALIGN4(MLX5CTL_ST_SZ_BYTES(mfa2_tlv) + t->len);
	unsigned int n = MLX5CTL_GET(mfa2_multi, t->payload, num_extensions) + 1u, seen = 0;

	if (n > MAX_TLVS) {
		m->why = "a multi-part TLV with too many children";
		return -1;
	}
	for (unsigned int k = 0; k < n; k++) {
		if (tlv_at(m, at, c))
			return -1;
		if (c->end > t->end) {
			m->why = "a child TLV lies past its multi-part TLV";
			return -1;
		}
		if (c->type == type && seen++ == index)
			return 0;
		at = c->end;
	}
	return 1;
}

/* a multi-part TLV at `at` whose first child is of type `type`, payload of `size` bytes */
static int multi_first(struct mfa2 *m, size_t at, uint8_t type, size_t size, struct tlv *t,
		       struct tlv *c, const char *what)
{
	if (tlv_at(m, at, t))
		return -1;
	if (t->type != MLX5CTL_MFA2_TLV_MULTI_PART) {
		m->why = what;
		return -1;
	}
	if (tlv_at(m, t->at + ALIGN4(MLX5CTL_ST_SZ_BYTES(mfa2_tlv) + t->len), c))
		return -1;
	if (c->type != type || c->len != size || c->end > t->end) {
		m->why = what;
		return -1;
	}
	return 0;
}

static int mfa2_bad(const struct mfa2 *m)
{
	return mlx5ctl_seterr(-EBADMSG, "MFA2 package: %s", m->why ? m->why : "damaged");
}

/*
 * Decompresses the component block up to off + 16 + size and copies the component (after its
 * magic) into *out: 0, or a negative errno with the message set
 */
static int cb_extract(const uint8_t *cb, size_t cb_len, uint64_t off, uint32_t size,
		      uint8_t **out)
{
	lzma_stream s = LZMA_STREAM_INIT;
	uint64_t want = off + sizeof(mfa2_comp_magic) + size, got = 0;
	uint8_t buf[65536], magic[16];
	uint8_t *img = malloc(size ? size : 1);
	lzma_ret r;
	int err = 0;

	if (!img)
		return mlx5ctl_seterr(-ENOMEM, "out of memory");
	/* the dictionary of a sane package fits easily; a hostile one is refused */
	if (lzma_stream_decoder(&s, 256u << 20, 0) != LZMA_OK) {
		free(img);
		return mlx5ctl_seterr(-ENOMEM, "MFA2 package: cannot start the xz decoder");
	}
	s.next_in = cb;
	s.avail_in = cb_len;
	while (got < want) {
		s.next_out = buf;
		s.avail_out = sizeof(buf) < want - got ? sizeof(buf) : (size_t)(want - got);
		r = lzma_code(&s, LZMA_FINISH);
		for (size_t n = (size_t)(s.next_out - buf), k = 0; k < n; k++, got++) {
			if (got >= off && got < off + 16)
				magic[got - off] = buf[k];
			else if (got >= off + 16)
				img[got - off - 16] = buf[k];
		}
		if (got >= want)
			break;
		if (r == LZMA_STREAM_END) {
			err = mlx5ctl_seterr(-EBADMSG, "MFA2 package: the component block ends "
					     "before the component (%llu of %llu bytes)",
					     (unsigned long long)got, (unsigned long long)want);
			break;
		}
		if (r != LZMA_OK) {
			err = mlx5ctl_seterr(r == LZMA_MEM_ERROR ? -ENOMEM : -EBADMSG,
					     "MFA2 package: the component block is not a valid xz "
					     "stream (liblzma error %d)", (int)r);
			break;
		}
	}
	lzma_end(&s);
	if (!err && memcmp(magic, mfa2_comp_magic, sizeof(magic)))
		err = mlx5ctl_seterr(-EBADMSG, "MFA2 package: the component does not start with "
				     "its magic (#BIN.COMPONENT!#)");
	if (err) {
		free(img);
		return err;
	}
	*out = img;
	return 0;
}

/*
 * An MFA2 package's image for psid: 0 with *image, *ilen; or a negative errno. As mlxfw: the
 * device descriptor whose PSID is psid (same length, same bytes), its component pointers; of
 * those, the boot image (the one component the card updates).
 */
static int mfa2_select(const uint8_t *f, size_t len, const char *psid, uint8_t **image,
		       size_t *ilen)
{
	enum { MAX_PTRS = 16 };
	struct mfa2 m = { f, len, NULL };
	struct tlv pkg, pd, dev, comp, cd, t;
	unsigned int ndev, ncomp, d, k, nptr = 0, ptr[MAX_PTRS];
	char have[512] = "", one[20];
	uint64_t cb_off, off = 0;
	uint32_t cb_size, size = 0;
	bool found = false, boot = false;
	size_t at;
	int r;

	if (multi_first(&m, sizeof(mfa2_fingerprint), MLX5CTL_MFA2_TLV_PACKAGE_DESCRIPTOR,
			MLX5CTL_ST_SZ_BYTES(mfa2_package_descriptor), &pkg, &pd,
			"no package descriptor after the fingerprint"))
		return mfa2_bad(&m);
	ndev = MLX5CTL_GET(mfa2_package_descriptor, pd.payload, num_devices);
	ncomp = MLX5CTL_GET(mfa2_package_descriptor, pd.payload, num_components);
	cb_off = MLX5CTL_GET(mfa2_package_descriptor, pd.payload, cb_offset);
	cb_size = MLX5CTL_GET(mfa2_package_descriptor, pd.payload, cb_archive_size);
	if (!ndev || !ncomp || ndev > MAX_TLVS || ncomp > MAX_TLVS) {
		m.why = "a package descriptor with no (or too many) devices or components";
		return mfa2_bad(&m);
	}
	if (MLX5CTL_GET(mfa2_package_descriptor, pd.payload, cv_compression) !=
	    MLX5CTL_MFA2_COMPRESSION_XZ) {
		m.why = "a component block that is not xz-compressed";
		return mfa2_bad(&m);
	}
	if (cb_off > len || !cb_size || cb_size > len - cb_off) {
		m.why = "its component block lies past the end of the file (truncated?)";
		return mfa2_bad(&m);
	}
	/* the devices: each a multi-part TLV with a PSID and component pointers */
	for (d = 0, at = pkg.end; d < ndev; d++, at = dev.end) {
		if (tlv_at(&m, at, &dev))
			return mfa2_bad(&m);
		if (dev.type != MLX5CTL_MFA2_TLV_MULTI_PART) {
			m.why = "a device descriptor that is not a multi-part TLV";
			return mfa2_bad(&m);
		}
		r = child(&m, &dev, MLX5CTL_MFA2_TLV_PSID, 0, &t);
		if (r) {
			if (r > 0)
				m.why = "a device without a PSID";
			return mfa2_bad(&m);
		}
		copy_str(one, sizeof(one), t.payload, t.len < 16 ? t.len : 16);
		if (strlen(have) + strlen(one) + 3 < sizeof(have))
			snprintf(have + strlen(have), sizeof(have) - strlen(have), "%s%s",
				 d ? ", " : "", one);
		if (found || t.len != strlen(psid) || memcmp(t.payload, psid, t.len))
			continue;
		found = true;
		for (k = 0; k < MAX_PTRS; k++) {
			r = child(&m, &dev, MLX5CTL_MFA2_TLV_COMPONENT_PTR, k, &t);
			if (r < 0)
				return mfa2_bad(&m);
			if (r > 0)
				break;
			if (t.len != MLX5CTL_ST_SZ_BYTES(mfa2_component_ptr)) {
				m.why = "a component pointer of the wrong size";
				return mfa2_bad(&m);
			}
			ptr[nptr++] = MLX5CTL_GET(mfa2_component_ptr, t.payload, component_index);
		}
		if (!nptr) {
			m.why = "the device of this PSID has no component";
			return mfa2_bad(&m);
		}
	}
	if (!found)
		return mlx5ctl_seterr(-ENOENT, "MFA2 package: no component for this card's PSID "
				      "%s; the package holds components for: %s", psid, have);
	/* the components: each a multi-part TLV with its descriptor first */
	for (k = 0; k < ncomp; k++, at = comp.end) {
		bool mine = false;

		if (multi_first(&m, at, MLX5CTL_MFA2_TLV_COMPONENT_DESCRIPTOR,
				MLX5CTL_ST_SZ_BYTES(mfa2_component_descriptor), &comp, &cd,
				"a component without its descriptor"))
			return mfa2_bad(&m);
		for (d = 0; d < nptr; d++)
			mine |= ptr[d] == k;
		if (!mine || boot || MLX5CTL_GET(mfa2_component_descriptor, cd.payload,
						 identifier) != MLX5CTL_MCQS_ID_BOOT_IMG)
			continue;
		boot = true;
		if (MLX5CTL_GET(mfa2_component_descriptor, cd.payload, cb_offset_h)) {
			m.why = "a component offset beyond 4 GiB";
			return mfa2_bad(&m);
		}
		size = MLX5CTL_GET(mfa2_component_descriptor, cd.payload, size);
		off = MLX5CTL_GET(mfa2_component_descriptor, cd.payload, cb_offset_l);
	}
	for (d = 0; d < nptr; d++)
		if (ptr[d] >= ncomp) {
			m.why = "a device points to a component the package does not have";
			return mfa2_bad(&m);
		}
	if (!boot) {
		m.why = "the card's components hold no boot image";
		return mfa2_bad(&m);
	}
	if (size > MAX_IMAGE)
		return mlx5ctl_seterr(-EFBIG, "MFA2 package: a component of %u bytes (at most "
				      "%u MiB)", size, MAX_IMAGE >> 20);
	if (!size) {
		m.why = "an empty component";
		return mfa2_bad(&m);
	}
	if (off + 16 + size > MAX_BLOCK)
		return mlx5ctl_seterr(-EFBIG, "MFA2 package: a component ending %llu bytes into "
				      "the block (at most %u MiB decompressed)",
				      (unsigned long long)(off + 16 + size), MAX_BLOCK >> 20);
	*ilen = size;
	return cb_extract(f + cb_off, cb_size, off, size, image);
}

int mlx5ctl_fw_image_select(const void *file, size_t len, const char *psid, void **image,
			    size_t *image_len, struct mlx5ctl_fw_image_info *info)
{
	const uint8_t *f = file;
	uint8_t *img = NULL;
	size_t ilen = 0;
	struct mlx5ctl_fw_image_info i = { .size = sizeof(i) };
	int err;

	if (!file || !image || !image_len || !psid)
		return mlx5ctl_seterr(-EINVAL, "firmware image: bad arguments");
	if (is_mfa2(f, len)) {
		err = mfa2_select(f, len, psid, &img, &ilen);
		if (err)
			return err;
		if (is_mfa2(img, ilen)) {
			free(img);
			return mlx5ctl_seterr(-EBADMSG, "MFA2 package: its component is a package");
		}
	} else {
		if (len > MAX_IMAGE)
			return mlx5ctl_seterr(-EFBIG, "firmware image: %zu bytes (at most %u MiB)",
					      len, MAX_IMAGE >> 20);
		img = malloc(len ? len : 1);
		if (!img)
			return mlx5ctl_seterr(-ENOMEM, "out of memory");
		memcpy(img, f, len);
		ilen = len;
	}
	err = mlx5ctl_fw_image_info(img, ilen, &i);
	if (err) {
		free(img);
		return err;
	}
	*image = img;
	*image_len = ilen;
	if (info)
		MLX5CTL_COPY_OUT(info, &i);
	return 0;
}
