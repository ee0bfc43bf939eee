// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The emulated card's firmware image (emulator/fw/README.md, "Firmware images"): a 256-byte
 * big-endian header (prm/fwupdate.yaml fwimage_hdr) and the payload. What VERIFY_COMPONENT
 * checks, in this order, and the PRM error each defect gets:
 *   the format: magic, format version, header size, a payload that is a whole number of dwords,
 *   no flags set                                                    REJECTED_BAD_FORMAT
 *   the size: exactly the header plus the payload was downloaded (less: truncated, more: data
 *   past the end), and no more than the component's maximum        REJECTED_BAD_FORMAT
 *   the chip (PCI device id)                                        REJECTED_NOT_APPLICABLE
 *   the PSID                                                        REJECTED_NOT_APPLICABLE
 *   signed at all (key_id, signature)                               REJECTED_UNSIGNED
 *   a key the device knows                                          REJECTED_UNKNOWN_KEY
 *   a key valid for this device                                     REJECTED_KEY_NOT_APPLICABLE
 *   the signature: HMAC-SHA256 of the header's first 0xa0 bytes     REJECTED_AUTH_FAILED
 *   the digest: SHA-256 of the payload                              REJECTED_DIGEST_ERR
 * The signature covers the digest, so a changed payload is a digest error and a changed header
 * an authentication failure. Keys are public (key n = SHA-256 of "mlx5ctl-fwimage-key-<n>"): the
 * emulated card shows the checks, it protects nothing.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fwupdate.h"
#include "mlx5fw_debug.h"

#define HDR		MLX5CTL_FWIMAGE_HEADER_SIZE
#define SIGNED		MLX5CTL_FWIMAGE_SIGNED_BYTES

_Static_assert(MLX5CTL_ST_SZ_BYTES(fwimage_hdr) == HDR, "fwimage_hdr is the header");

static void key_of(uint32_t id, uint8_t key[MLX5FW_SHA256_LEN])
{
	char s[48];

	snprintf(s, sizeof(s), "mlx5ctl-fwimage-key-%u", id);
	mlx5fw_sha256(s, strlen(s), key);
}

/* whether key id is one the device knows, and whether it is valid for device_id */
static bool key_known(uint32_t id)
{
	return id == MLX5CTL_FWIMAGE_KEY_DEV || id == MLX5CTL_FWIMAGE_KEY_CX7;
}

static bool key_applies(uint32_t id, uint16_t device_id)
{
	return id == MLX5CTL_FWIMAGE_KEY_DEV || (id == MLX5CTL_FWIMAGE_KEY_CX7 && device_id == 0x1021);
}

static void sign(uint8_t *hdr, uint32_t key_id, uint8_t out[MLX5FW_SHA256_LEN])
{
	uint8_t key[MLX5FW_SHA256_LEN];

	key_of(key_id, key);
	mlx5fw_hmac_sha256(key, sizeof(key), hdr, SIGNED, out);
}

/* a NUL-terminated copy of a NUL-padded byte field */
static void field_str(const uint8_t *p, size_t n, char *out, size_t outlen)
{
	size_t i;

	for (i = 0; i < n && i + 1 < outlen && p[i]; i++)
		out[i] = (char)p[i];
	out[i] = '\0';
}

uint8_t mlx5fw_image_verify(const uint8_t *img, size_t len, uint16_t device_id, const char *psid,
			    struct fwimg_info *info)
{
	uint8_t digest[MLX5FW_SHA256_LEN], sig[MLX5FW_SHA256_LEN], hdr[HDR];
	const uint8_t *zero;
	uint32_t payload;
	size_t i;

	memset(info, 0, sizeof(*info));
	if (len < HDR)
		return MLX5CTL_FSM_ERR_REJECTED_BAD_FORMAT;
	memcpy(hdr, img, HDR);
	payload = MLX5CTL_GET(fwimage_hdr, hdr, payload_size);
	if (MLX5CTL_GET(fwimage_hdr, hdr, magic) != MLX5CTL_FWIMAGE_MAGIC ||
	    MLX5CTL_GET(fwimage_hdr, hdr, format_version) != MLX5CTL_FWIMAGE_FORMAT ||
	    MLX5CTL_GET(fwimage_hdr, hdr, header_size) != HDR ||
	    MLX5CTL_GET(fwimage_hdr, hdr, flags) || payload % 4)
		return MLX5CTL_FSM_ERR_REJECTED_BAD_FORMAT;
	info->device_id = (uint16_t)MLX5CTL_GET(fwimage_hdr, hdr, device_id);
	field_str(MLX5CTL_ADDR_OF(fwimage_hdr, hdr, psid), MLX5CTL_FLD_SZ_BYTES(fwimage_hdr, psid),
		  info->psid, sizeof(info->psid));
	field_str(MLX5CTL_ADDR_OF(fwimage_hdr, hdr, version_string),
		  MLX5CTL_FLD_SZ_BYTES(fwimage_hdr, version_string), info->vstr, sizeof(info->vstr));
	info->version = MLX5CTL_GET(fwimage_hdr, hdr, version);
	info->payload = payload;
	info->key_id = MLX5CTL_GET(fwimage_hdr, hdr, key_id);
	info->format = MLX5FW_FWIMG_RAW;
	info->len = (uint32_t)((size_t)HDR + payload);
	/* truncated, data past the end, or larger than a component can be */
	if (len != (size_t)HDR + payload || len > FWU_MAX_COMPONENT)
		return MLX5CTL_FSM_ERR_REJECTED_BAD_FORMAT;
	if (info->device_id != device_id || strcmp(info->psid, psid))
		return MLX5CTL_FSM_ERR_REJECTED_NOT_APPLICABLE;
	if (!info->key_id) {
		zero = MLX5CTL_ADDR_OF(fwimage_hdr, hdr, signature);
		for (i = 0; i < MLX5FW_SHA256_LEN; i++)
			if (zero[i])
				return MLX5CTL_FSM_ERR_REJECTED_BAD_FORMAT;
		return MLX5CTL_FSM_ERR_REJECTED_UNSIGNED;
	}
	if (!key_known(info->key_id))
		return MLX5CTL_FSM_ERR_REJECTED_UNKNOWN_KEY;
	if (!key_applies(info->key_id, device_id))
		return MLX5CTL_FSM_ERR_REJECTED_KEY_NOT_APPLICABLE;
	sign(hdr, info->key_id, sig);
	if (memcmp(sig, MLX5CTL_ADDR_OF(fwimage_hdr, hdr, signature), sizeof(sig)))
		return MLX5CTL_FSM_ERR_REJECTED_AUTH_FAILED;
	mlx5fw_sha256(img + HDR, payload, digest);
	if (memcmp(digest, MLX5CTL_ADDR_OF(fwimage_hdr, hdr, digest), sizeof(digest)))
		return MLX5CTL_FSM_ERR_REJECTED_DIGEST_ERR;
	return MLX5CTL_FSM_ERR_OK;
}

uint8_t *mlx5fw_image_build(const struct mlx5fw_image_spec *s, size_t *len)
{
	uint32_t x = s->seed ? s->seed : 0x2545f491u;
	size_t n = (size_t)HDR + s->payload_size, i;
	char vstr[64];
	uint8_t *img;

	if (s->payload_size % 4 || n > (64u << 20))
		return NULL;
	img = calloc(1, n);
	if (!img)
		return NULL;
	MLX5CTL_SET(fwimage_hdr, img, magic, MLX5CTL_FWIMAGE_MAGIC);
	MLX5CTL_SET(fwimage_hdr, img, format_version, MLX5CTL_FWIMAGE_FORMAT);
	MLX5CTL_SET(fwimage_hdr, img, header_size, HDR);
	MLX5CTL_SET(fwimage_hdr, img, device_id, s->device_id);
	strncpy((char *)MLX5CTL_ADDR_OF(fwimage_hdr, img, psid), s->psid ? s->psid : "",
		MLX5CTL_FLD_SZ_BYTES(fwimage_hdr, psid));
	MLX5CTL_SET(fwimage_hdr, img, version, s->version);
	MLX5CTL_SET(fwimage_hdr, img, payload_size, s->payload_size);
	MLX5CTL_SET(fwimage_hdr, img, year, MLX5FW_FW_YEAR);
	MLX5CTL_SET(fwimage_hdr, img, month, MLX5FW_FW_MONTH);
	MLX5CTL_SET(fwimage_hdr, img, day, MLX5FW_FW_DAY);
	MLX5CTL_SET(fwimage_hdr, img, hour, MLX5FW_FW_HOUR << 8 | MLX5FW_FW_MINUTES);
	if (s->version_string)
		snprintf(vstr, sizeof(vstr), "%s", s->version_string);
	else
		snprintf(vstr, sizeof(vstr), "%u.%u.%04u", mlx5ctl_fw_version_major(s->version),
			 mlx5ctl_fw_version_minor(s->version),
			 mlx5ctl_fw_version_subminor(s->version));
	memcpy(MLX5CTL_ADDR_OF(fwimage_hdr, img, version_string), vstr, strlen(vstr));
	/* the payload: xorshift32 from the seed, so that it does not compress */
	for (i = HDR; i < n; i += 4) {
		x ^= x << 13;
		x ^= x >> 17;
		x ^= x << 5;
		memcpy(img + i, &x, 4);
	}
	mlx5fw_sha256(img + HDR, s->payload_size, MLX5CTL_ADDR_OF(fwimage_hdr, img, digest));
	MLX5CTL_SET(fwimage_hdr, img, key_id, s->key_id);
	if (s->key_id)
		sign(img, s->key_id, MLX5CTL_ADDR_OF(fwimage_hdr, img, signature));
	*len = n;
	return img;
}
