// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mlx5fw-mkimage: writes a firmware image of the emulated card's format (emulator/fw/README.md,
 * "Firmware images"), signed and with its digest, for the tests (host and VM) to flash; or one
 * with a chosen defect, for VERIFY to refuse.
 *
 *   mlx5fw-mkimage [--device-id ID] [--psid PSID] [--version X.Y.Z] [--payload BYTES]
 *                  [--key N] [--seed N] [--defect payload|header|truncate] -o FILE
 *
 * Defaults: the emulated ConnectX-6 Dx (0x101d, MT_0000000359), 22.42.1000, 64 KiB of payload,
 * key 1 (the emulated cards' key). Exit status 0, 2 on bad usage, 1 when it cannot write.
 */
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlx5fw_debug.h"

static int usage(void)
{
	fprintf(stderr, "usage: mlx5fw-mkimage [--device-id ID] [--psid PSID] [--version X.Y.Z] "
		"[--payload BYTES] [--key N] [--seed N] [--defect payload|header|truncate] "
		"-o FILE\n");
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
		{ 0 },
	};
	struct mlx5fw_image_spec s = {
		.device_id = 0x101d, .psid = "MT_0000000359",
		.version = 22u << 24 | 42u << 16 | 1000u, .payload_size = 64u << 10, .key_id = 1,
	};
	const char *out = NULL, *defect = NULL;
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
	f = fopen(out, "wb");
	if (!f || fwrite(img, 1, len, f) != len || fclose(f)) {
		fprintf(stderr, "mlx5fw-mkimage: %s: cannot write it\n", out);
		free(img);
		return 1;
	}
	free(img);
	return 0;
}
