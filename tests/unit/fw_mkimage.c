// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mlx5fw-mkimage: writes a firmware image of the emulated card's format (emulator/fw/README.md,
 * "Firmware images"), signed and with its digest, for the tests (host and VM) to flash; or one
 * with a chosen defect, for VERIFY to refuse.
 *
 *   mlx5fw-mkimage [--device-id ID] [--psid PSID] [--version X.Y.Z] [--payload BYTES]
 *                  [--key N] [--seed N] [--defect payload|header|truncate] [--mfa2] -o FILE
 *
 * --mfa2 wraps the image in an MFA2 package, the format the kernel's mlxfw reads for
 * `devlink dev flash` (drivers/net/ethernet/mellanox/mlxfw/mlxfw_mfa2*.[ch]): the fingerprint
 * "MLNX.MFA2.XZ.00!", a multi-part TLV with the package descriptor, one device (a multi-part
 * TLV: the PSID, a component pointer), one component (a multi-part TLV: its descriptor, with
 * identifier 1, BOOT_IMG, which mlxfw flashes as the MCQS component index), then the
 * component block, xz-compressed (CRC32 check, as the kernel's xz decoder takes it):
 * "#BIN.COMPONENT!#" and the image. TLVs: version, type, big-endian payload length, the
 * payload, padded to 4 bytes.
 *
 * Defaults: the emulated ConnectX-6 Dx (0x101d, MT_0000000359), 22.42.1000, 64 KiB of payload,
 * key 1 (the emulated cards' key). Exit status 0, 2 on bad usage, 1 when it cannot write.
 */
#include <getopt.h>
#include <lzma.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlx5fw_debug.h"

/* ---- MFA2 ---- */
#define ALIGN4(x)	(((x) + 3) & ~(size_t)3)

struct buf {
	uint8_t *p;
	size_t len, cap;
};

static int put(struct buf *b, const void *data, size_t len)
{
	if (b->len + len > b->cap) {
		size_t cap = (b->len + len) * 2;
		uint8_t *p = realloc(b->p, cap);

		if (!p)
			return -1;
		memset(p + b->cap, 0, cap - b->cap);
		b->p = p;
		b->cap = cap;
	}
	if (data)
		memcpy(b->p + b->len, data, len);
	b->len += len;
	return 0;
}

static void be16(uint8_t *p, uint32_t v)
{
	p[0] = (uint8_t)(v >> 8);
	p[1] = (uint8_t)v;
}

static void be32(uint8_t *p, uint32_t v)
{
	be16(p, v >> 16);
	be16(p + 2, v);
}

/* one TLV, padded to 4 bytes: the offset it starts at */
static size_t tlv(struct buf *b, uint8_t type, const void *payload, size_t len)
{
	uint8_t h[4] = { 0, type };
	size_t at = b->len;

	be16(h + 2, (uint32_t)len);
	if (put(b, h, 4) || put(b, payload, len) || put(b, NULL, ALIGN4(4 + len) - 4 - len))
		return (size_t)-1;
	return at;
}

/* a multi-part TLV; its children follow, then multi_end() fills in their count and size */
static size_t multi_begin(struct buf *b)
{
	uint8_t m[4] = { 0 };

	return tlv(b, 0x01, m, 4);
}

static void multi_end(struct buf *b, size_t at, unsigned int children)
{
	be16(b->p + at + 4, children - 1);		/* num_extensions */
	be16(b->p + at + 6, (uint32_t)(b->len - at - 8));	/* total_len */
}

static int mfa2(const uint8_t *img, size_t len, const char *psid, struct buf *out)
{
	static const char fingerprint[] = "MLNX.MFA2.XZ.00!", magic[] = "#BIN.COMPONENT!#";
	size_t cb_len = 16 + len, xz_cap = lzma_stream_buffer_bound(cb_len), xz_len = 0, m, pd;
	uint8_t d[28] = { 0 }, ptr[8] = { 0 }, cdesc[16] = { 0 }, *cb = malloc(cb_len);
	uint8_t *xz = malloc(xz_cap);
	int err = -1;

	if (!cb || !xz)
		goto out;
	memcpy(cb, magic, 16);
	memcpy(cb + 16, img, len);
	if (lzma_easy_buffer_encode(1, LZMA_CHECK_CRC32, NULL, cb, cb_len, xz, &xz_len, xz_cap) !=
	    LZMA_OK)
		goto out;
	if (put(out, fingerprint, 16))
		goto out;
	/* the package: its descriptor (cb_offset filled in below) */
	m = multi_begin(out);
	be16(d, 1);				/* num_components */
	be16(d + 2, 1);				/* num_devices */
	be32(d + 8, (uint32_t)xz_len);		/* cb_archive_size */
	be32(d + 16, (uint32_t)cb_len);		/* cb_size_l */
	d[23] = 1;				/* cv_compression: xz */
	pd = tlv(out, 0x02, d, sizeof(d));
	multi_end(out, m, 1);
	/* the device: its PSID and a pointer to component 0 */
	m = multi_begin(out);
	tlv(out, 0x2a, psid, strlen(psid));
	tlv(out, 0x22, ptr, sizeof(ptr));
	multi_end(out, m, 2);
	/* the component: BOOT_IMG at offset 0 of the block, len bytes after the magic */
	m = multi_begin(out);
	be16(cdesc + 2, 1);			/* identifier */
	be32(cdesc + 12, (uint32_t)len);	/* size */
	tlv(out, 0x04, cdesc, sizeof(cdesc));
	multi_end(out, m, 1);
	if (pd == (size_t)-1 || !out->p)
		goto out;
	be32(out->p + pd + 4 + 4, (uint32_t)out->len);	/* cb_offset */
	err = put(out, xz, xz_len);
out:
	free(cb);
	free(xz);
	return err;
}

static int usage(void)
{
	fprintf(stderr, "usage: mlx5fw-mkimage [--device-id ID] [--psid PSID] [--version X.Y.Z] "
		"[--payload BYTES] [--key N] [--seed N] [--defect payload|header|truncate] "
		"[--mfa2] -o FILE\n");
	return 2;
}

int main(int argc, char **argv)
{
	static const struct option lo[] = {
		{ "device-id", required_argument, NULL, 'd' },
		{ "psid", required_argument, NULL, 'p' },
		{ "version", required_argument, NULL, 'v' },
		{ "payload", required_argument, NULL, 'l' },
		{ "key", required_argument, NULL, 'k' },
		{ "seed", required_argument, NULL, 's' },
		{ "defect", required_argument, NULL, 'x' },
		{ "output", required_argument, NULL, 'o' },
		{ "mfa2", no_argument, NULL, 'm' },
		{ 0 },
	};
	struct mlx5fw_image_spec s = {
		.device_id = 0x101d, .psid = "MT_0000000359",
		.version = 22u << 24 | 42u << 16 | 1000u, .payload_size = 64u << 10, .key_id = 1,
	};
	const char *out = NULL, *defect = NULL;
	struct buf pkg = { 0 };
	bool as_mfa2 = false;
	unsigned int a, b, c;
	unsigned long v;
	uint8_t *img;
	size_t len;
	char *end;
	FILE *f;
	int ch;

	while ((ch = getopt_long(argc, argv, "o:", lo, NULL)) != -1) {
		switch (ch) {
		case 'd':
			v = strtoul(optarg, &end, 0);
			if (*end || v > 0xffff)
				return usage();
			s.device_id = (uint16_t)v;
			break;
		case 'p':
			if (strlen(optarg) > 16)
				return usage();
			s.psid = optarg;
			break;
		case 'v':
			if (sscanf(optarg, "%u.%u.%u", &a, &b, &c) != 3 || a > 255 || b > 255 ||
			    c > 0xffff)
				return usage();
			s.version = a << 24 | b << 16 | c;
			break;
		case 'l':
			v = strtoul(optarg, &end, 0);
			if (*end || v % 4 || v > (64ul << 20))
				return usage();
			s.payload_size = (uint32_t)v;
			break;
		case 'k':
			s.key_id = (uint32_t)strtoul(optarg, &end, 0);
			if (*end)
				return usage();
			break;
		case 's':
			s.seed = (uint32_t)strtoul(optarg, &end, 0);
			if (*end)
				return usage();
			break;
		case 'x':
			defect = optarg;
			if (strcmp(defect, "payload") && strcmp(defect, "header") &&
			    strcmp(defect, "truncate"))
				return usage();
			break;
		case 'o':
			out = optarg;
			break;
		case 'm':
			as_mfa2 = true;
			break;
		default:
			return usage();
		}
	}
	if (!out || optind != argc)
		return usage();
	img = mlx5fw_image_build(&s, &len);
	if (!img) {
		fprintf(stderr, "mlx5fw-mkimage: cannot build the image\n");
		return 1;
	}
	if (defect && !strcmp(defect, "payload") && len > 0x100)
		img[len - 1] ^= 0x01;		/* the digest no longer matches */
	else if (defect && !strcmp(defect, "header"))
		img[0x23] ^= 0x01;		/* the version: the signature no longer matches */
	else if (defect && !strcmp(defect, "truncate"))
		len -= len > 0x100 + 4 ? 4 : 0;
	if (as_mfa2) {
		if (mfa2(img, len, s.psid, &pkg)) {
			fprintf(stderr, "mlx5fw-mkimage: cannot make the MFA2 package\n");
			free(img);
			return 1;
		}
		free(img);
		img = pkg.p;
		len = pkg.len;
	}
	f = fopen(out, "wb");
	if (!f || fwrite(img, 1, len, f) != len || fclose(f)) {
		fprintf(stderr, "mlx5fw-mkimage: %s: cannot write it\n", out);
		free(img);
		return 1;
	}
	free(img);
	return 0;
}
