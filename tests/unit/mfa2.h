/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * MFA2 packages for the tests (mlx5fw-mkimage --mfa2, test_fwimage): the format the kernel's
 * mlxfw reads for `devlink dev flash` (prm/fwupdate.yaml's mfa2_* layouts): the fingerprint, a
 * multi-part TLV with the package descriptor, one per device (its PSID, a pointer to each of
 * its components), one per component (its descriptor), the xz-compressed component block
 * (CRC32 check, as the kernel's xz decoder takes it), each component "#BIN.COMPONENT!#" and
 * its image.
 */
#ifndef MLX5CTL_TEST_MFA2_H
#define MLX5CTL_TEST_MFA2_H

#include <stddef.h>
#include <stdint.h>

struct mfa2_comp {
	const uint8_t *data;
	size_t len;
	uint16_t identifier;		/* mcqs_identifier: 1 the boot image */
};

struct mfa2_dev {
	const char *psid;
	unsigned int ncomps;
	unsigned int comp[4];		/* indices into the components */
};

/* the package, malloc'ed into *out (free() it): 0, or -1 when out of memory */
int mfa2_build(const struct mfa2_dev *devs, unsigned int ndevs, const struct mfa2_comp *comps,
	       unsigned int ncomps, uint8_t **out, size_t *len);

#endif /* MLX5CTL_TEST_MFA2_H */
