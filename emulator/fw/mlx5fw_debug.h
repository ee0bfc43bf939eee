/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * mlx5fw for tests and fuzzers (tests/unit/fw, tests/fuzz): snapshots of a device, the model's
 * own consistency check, and the NV file parser on its own. Not used by QEMU.
 */
#ifndef MLX5FW_DEBUG_H
#define MLX5FW_DEBUG_H

#include <stdint.h>
#include <stdio.h>

#include "mlx5fw.h"

/*
 * A deep copy of fw (same configuration, host ops and opaque), e.g. a device just brought up
 * that a fuzzer returns to before every input. NULL when out of memory, or while fw is inside
 * an entry point.
 */
struct mlx5fw *mlx5fw_clone(const struct mlx5fw *fw);
/*
 * dst becomes what src is (a clone of the same configuration), reusing dst's buffers where it
 * can: much cheaper than a new device and a bring-up. 0, or -1 (out of memory, different
 * configurations, either inside an entry point): dst is then reset.
 */
int mlx5fw_restore(struct mlx5fw *dst, const struct mlx5fw *src);

/*
 * The model's invariants, checked from scratch: per-UID object counts and references, object
 * ids, the state machine, the UMEM budget, EQs, the dump state, no reset or free left pending.
 * 0, or -1 with the first violation described in why.
 */
int mlx5fw_check(const struct mlx5fw *fw, char *why, size_t whylen);

/* the NV configuration file parser on its own (mlx5fw_nv_check() without the file system) */
int mlx5fw_nv_parse(FILE *f, char *err, size_t errlen);

/*
 * A firmware image of the emulated card's format (emulator/fw/README.md, "Firmware images"),
 * correctly signed with key_id (0: unsigned) and with the payload's digest: tests change bytes
 * afterwards to make the defects VERIFY_COMPONENT must find. The payload is a pseudo-random
 * stream from seed (0: a fixed one). NULL if payload_size is not a multiple of 4 or above 64 MiB
 * or out of memory; free() it.
 */
struct mlx5fw_image_spec {
	uint16_t device_id;
	const char *psid;
	uint32_t version;		/* major << 24 | minor << 16 | subminor */
	const char *version_string;	/* NULL: "major.minor.subminor" */
	uint32_t payload_size;
	uint32_t key_id;
	uint32_t seed;
};
uint8_t *mlx5fw_image_build(const struct mlx5fw_image_spec *s, size_t *len);

/*
 * An FS4 image (fs4.c: what NVIDIA's images are, what the flash holds) for a card of PCI id
 * device_id and hardware id hw_dev_id, board psid: IMAGE_INFO with the version, the board's
 * part number and description, a MAIN_CODE section of payload_size pseudo-random bytes from
 * seed, the model's signature with key_id (0: none). image_file: with the DTOC an image file
 * ends with (what mstflint -i reads). NULL if payload_size is not a multiple of 4 or above
 * 64 MiB, or out of memory; free() it.
 */
struct mlx5fw_fs4_spec {
	uint16_t device_id;
	uint32_t hw_dev_id;
	const char *psid;
	uint32_t version;		/* major << 24 | minor << 16 | subminor */
	const char *version_string;	/* NULL: "major.minor.subminor" (subminor 4 digits) */
	const char *pn, *description;
	uint32_t payload_size;
	uint32_t key_id;
	uint32_t seed;
	bool image_file;
};
uint8_t *mlx5fw_fs4_build(const struct mlx5fw_fs4_spec *s, size_t *len);

#endif /* MLX5FW_DEBUG_H */
