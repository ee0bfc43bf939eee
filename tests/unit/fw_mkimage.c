// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mlx5fw-mkimage: writes a firmware image for the emulated card, signed and with its digest, for
 * the tests (host and VM) to flash: of the model's raw format (emulator/fw/README.md, "Firmware
 * images"), or with --fs4 an FS4 image file, the layout of NVIDIA's images (emulator/fw/fs4.c:
 * what mstflint -i reads and burns); or one with a chosen defect, for VERIFY to refuse.
 *
 *   mlx5fw-mkimage [--fs4] [--device-id ID] [--hw-id ID] [--psid PSID] [--version X.Y.Z]
 *                  [--payload BYTES] [--key N] [--seed N]
 *                  [--defect payload|header|truncate|tamper] [--mfa2 [--mfa2-psid PSID]...]
 *                  -o FILE
 *
 * Defects: payload (a byte of the payload flipped: the digest no longer matches; in an FS4 image
 * also the section's CRC, which mstflint checks itself), header (the version changed: the
 * signature no longer matches), truncate (the last 4 bytes of the image cut), tamper (FS4: a
 * payload byte flipped and every CRC made right again: only the device's digest finds it).
 *
 * --mfa2 wraps the image in an MFA2 package, the format the kernel's mlxfw reads for
 * `devlink dev flash` (drivers/net/ethernet/mellanox/mlxfw/mlxfw_mfa2*.[ch]; tests/unit/mfa2.c
 * writes it): one device (its PSID, a pointer to the component), one component (identifier 1,
 * BOOT_IMG, which mlxfw flashes as the MCQS component index), the xz-compressed block.
 *
 * --mfa2-psid PSID (repeatable): the package's devices are these PSIDs instead of the image's,
 * each pointing to the one component (a package for other cards).
 *
 * Defaults: the emulated ConnectX-6 Dx (PCI 0x101d, hardware 0x212, MT_0000000359, the board
 * MCX623105AN-CDAT), 22.42.1000, 64 KiB of payload, key 1 (the emulated cards' key). Exit status
 * 0, 2 on bad usage, 1 when it cannot write.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fwupdate.h"
#include "mfa2.h"
#include "mlx5fw_debug.h"

static int usage(void)
{
	fprintf(stderr, "usage: mlx5fw-mkimage [--fs4] [--device-id ID] [--hw-id ID] [--psid PSID] "
		"[--version X.Y.Z] [--payload BYTES] [--key N] [--seed N] "
		"[--defect payload|header|truncate|tamper] [--mfa2 [--mfa2-psid PSID]...] -o FILE\n");
	return 2;
}

/* the ITOC entry of an FS4 image's section type: its offset, or 0 */
static size_t fs4_entry(const uint8_t *img, size_t len, uint32_t type)
{
	size_t at = 0x5000 + MLX5CTL_ST_SZ_BYTES(fs4_toc_header);

	for (; at + 32 <= len && img[at] != 0xff; at += 32)
		if (MLX5CTL_GET(fs4_toc_entry, img + at, type) == type)
			return at;
	return 0;
}

/*
 * An FS4 image's defect: a payload byte flipped (CRCs stale; tamper: made right again), or the
 * version changed with every CRC and the digest made right (header: only the key's signature
 * is wrong), or the image cut short
 */
static int fs4_defect(uint8_t *img, size_t *len, const char *defect)
{
	size_t code = fs4_entry(img, *len, MLX5CTL_FS4_SECTION_MAIN_CODE);
	size_t info = fs4_entry(img, *len, MLX5CTL_FS4_SECTION_IMAGE_INFO);
	size_t sig = fs4_entry(img, *len, MLX5CTL_FS4_SECTION_IMAGE_SIGNATURE_256);
	uint8_t *e, *s;
	size_t a, n, sig_at;

	if (!code || !info || !sig)
		return -1;
	if (!strcmp(defect, "truncate")) {
		*len = MLX5CTL_GET(fs4_toc_entry, img + sig, flash_addr) * 4 +
		       MLX5CTL_GET(fs4_toc_entry, img + sig, size) * 4 - 4;
		return 0;
	}
	e = img + (strcmp(defect, "header") ? code : info);
	a = MLX5CTL_GET(fs4_toc_entry, e, flash_addr) * 4;
	n = MLX5CTL_GET(fs4_toc_entry, e, size) * 4;
	if (!strcmp(defect, "header"))
		img[a + 7] ^= 0x01;		/* fw_version.subminor */
	else
		img[a + n / 2] ^= 0x01;
	if (!strcmp(defect, "payload"))
		return 0;
	MLX5CTL_SET(fs4_toc_entry, e, section_crc, mlx5fw_fs4_crc16(img + a, n / 4));
	MLX5CTL_SET(fs4_toc_entry, e, itoc_entry_crc, mlx5fw_fs4_crc16(e, 7));
	if (!strcmp(defect, "header")) {
		/* a digest of the changed image, which the key did not sign */
		sig_at = MLX5CTL_GET(fs4_toc_entry, img + sig, flash_addr) * 4;
		s = img + sig_at;
		mlx5fw_sha256(img, sig_at, MLX5CTL_ADDR_OF(fs4_image_signature, s, digest));
	}
	return 0;
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
		{ "mfa2-psid", required_argument, NULL, 'P' },
		{ "fs4", no_argument, NULL, 'f' },
		{ "hw-id", required_argument, NULL, 'h' },
		{ 0 },
	};
	struct mlx5fw_image_spec s = {
		.device_id = 0x101d, .psid = "MT_0000000359",
		.version = 22u << 24 | 42u << 16 | 1000u, .payload_size = 64u << 10, .key_id = 1,
	};
	const char *out = NULL, *defect = NULL, *psids[8];
	uint8_t *pkg = NULL;
	size_t pkg_len = 0;
	bool as_mfa2 = false, fs4 = false;
	unsigned int npsids = 0;
	uint32_t hw_id = 0x212;
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
			    strcmp(defect, "truncate") && strcmp(defect, "tamper"))
				return usage();
			break;
		case 'P':
			if (strlen(optarg) > 16 || npsids == sizeof(psids) / sizeof(psids[0]))
				return usage();
			psids[npsids++] = optarg;
			break;
		case 'f':
			fs4 = true;
			break;
		case 'h':
			v = strtoul(optarg, &end, 0);
			if (*end || v > 0xffffffffu)
				return usage();
			hw_id = (uint32_t)v;
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
	if (!out || optind != argc || (npsids && !as_mfa2) || (defect && !strcmp(defect, "tamper") &&
								  !fs4))
		return usage();
	if (fs4) {
		struct mlx5fw_fs4_spec f = {
			.device_id = s.device_id, .hw_dev_id = hw_id, .psid = s.psid,
			.version = s.version, .payload_size = s.payload_size, .key_id = s.key_id,
			.seed = s.seed, .pn = "MCX623105AN-CDAT",
			.description = "ConnectX-6 Dx EN adapter card, 100GbE, Single-port QSFP56, "
				       "PCIe 4.0 x16",
			.image_file = true,
		};

		img = mlx5fw_fs4_build(&f, &len);
	} else {
		img = mlx5fw_image_build(&s, &len);
	}
	if (!img) {
		fprintf(stderr, "mlx5fw-mkimage: cannot build the image\n");
		return 1;
	}
	if (fs4 && defect) {
		if (fs4_defect(img, &len, defect)) {
			fprintf(stderr, "mlx5fw-mkimage: the FS4 image has no such section\n");
			free(img);
			return 1;
		}
	} else if (defect && !strcmp(defect, "payload") && len > 0x100)
		img[len - 1] ^= 0x01;		/* the digest no longer matches */
	else if (defect && !strcmp(defect, "header"))
		img[0x23] ^= 0x01;		/* the version: the signature no longer matches */
	else if (defect && !strcmp(defect, "truncate"))
		len -= len > 0x100 + 4 ? 4 : 0;
	if (as_mfa2) {
		struct mfa2_comp comp = { .data = img, .len = len,
					  .identifier = MLX5CTL_MCQS_ID_BOOT_IMG };
		struct mfa2_dev devs[8];

		if (!npsids)
			psids[npsids++] = s.psid;
		for (unsigned int i = 0; i < npsids; i++)
			devs[i] = (struct mfa2_dev){ .psid = psids[i], .ncomps = 1 };
		if (mfa2_build(devs, npsids, &comp, 1, &pkg, &pkg_len)) {
			fprintf(stderr, "mlx5fw-mkimage: cannot make the MFA2 package\n");
			free(img);
			return 1;
		}
		free(img);
		img = pkg;
		len = pkg_len;
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
