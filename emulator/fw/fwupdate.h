/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Firmware update internals shared by fwupdate.c, fwimage.c and sha256.c (the rest of the model
 * sees the hooks in mlx5fw_int.h, the host mlx5fw.h, tests mlx5fw_debug.h).
 */
#ifndef MLX5FW_FWUPDATE_H
#define MLX5FW_FWUPDATE_H

#include <stddef.h>
#include <stdint.h>

#include "mlx5fw_int.h"

/* SHA-256 and HMAC-SHA256 (sha256.c) */
#define MLX5FW_SHA256_LEN	32
struct mlx5fw_sha256 {
	uint32_t h[8];
	uint64_t len;
	uint8_t buf[64];
	size_t n;
};
void mlx5fw_sha256_init(struct mlx5fw_sha256 *s);
void mlx5fw_sha256_update(struct mlx5fw_sha256 *s, const void *data, size_t len);
void mlx5fw_sha256_final(struct mlx5fw_sha256 *s, uint8_t out[MLX5FW_SHA256_LEN]);
void mlx5fw_sha256(const void *data, size_t len, uint8_t out[MLX5FW_SHA256_LEN]);
void mlx5fw_hmac_sha256(const uint8_t *key, size_t klen, const void *data, size_t len,
			uint8_t out[MLX5FW_SHA256_LEN]);

/* the component the model updates, its limits (what MCQI CAPABILITIES says) */
#define FWU_BOOT_INDEX		1		/* MCQS index == identifier BOOT_IMG */
#define FWU_NUM_COMPONENTS	2		/* index 0 is an empty slot */
#define FWU_MAX_COMPONENT	(8u << 20)	/* half the 16 MiB flash: one image partition */
#define FWU_LOG_WORD		2		/* MCDA accesses in dwords */
#define FWU_MCDA_MAX		MLX5FW_FWU_MCDA_MAX
#define FWU_FACTORY_PAYLOAD	(256u << 10)	/* the factory image's payload */
#define FWU_DEFAULT_TIMEOUT_MS	60000u

#define fwimg_info mlx5fw_fwimg_info

/*
 * Checks an image as VERIFY_COMPONENT does, for a device of PCI id device_id and board psid:
 * MLX5CTL_FSM_ERR_OK and *info filled, or the PRM error of the first defect found (format and
 * size, chip, PSID, signing, signature, digest).
 */
uint8_t mlx5fw_image_verify(const uint8_t *img, size_t len, uint16_t device_id, const char *psid,
			    struct fwimg_info *info);

/*
 * FS4 images (fs4.c): the image's CRCs (mstflint's CRC16 over big-endian dwords, the boot ROM's
 * for a hardware pointer), TOC pieces (flash.c makes the DTOC of the flash with them), and
 * VERIFY_COMPONENT's checks of an FS4 component for a device of PCI id device_id and hardware
 * id hw_dev_id, board psid: MLX5CTL_FSM_ERR_OK and *info filled, or the error of the first
 * defect found
 */
uint16_t mlx5fw_fs4_crc16(const uint8_t *p, size_t ndw);
uint16_t mlx5fw_fs4_hw_crc(const uint8_t *p, size_t len);
/* an FS4 image: its magic pattern, or 16 bytes of 0xff (masked) and an FS4 boot version */
bool mlx5fw_fs4_is(const uint8_t *img, size_t len);
/* a masked magic pattern restored (what the device writes last) */
void mlx5fw_fs4_unmask(uint8_t *img, size_t len);
/* bytes of the image mlx5fw_fs4_build() makes with payload_size (not an image file's DTOC) */
size_t mlx5fw_fs4_image_len(uint32_t payload_size);
void mlx5fw_fs4_toc_header(uint8_t *h, bool dtoc);
void mlx5fw_fs4_toc_entry(uint8_t *e, uint32_t type, uint32_t addr, const uint8_t *sect,
			  size_t len);
void mlx5fw_fs4_toc_end(uint8_t *e);
/* DEV_INFO's four signature dwords */
void mlx5fw_fs4_dev_info_sig(uint8_t *dev);
uint8_t mlx5fw_fs4_verify(const uint8_t *img, size_t len, uint16_t device_id, uint32_t hw_dev_id,
			  const char *psid, struct fwimg_info *info);

#endif /* MLX5FW_FWUPDATE_H */
