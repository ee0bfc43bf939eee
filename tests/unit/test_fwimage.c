// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * libmlx5ctl's firmware file readers (lib/fwimage.c): what an image says of itself (raw, FS4,
 * an FS4 image with its magic masked), and the image an MFA2 package holds for a PSID, as the
 * kernel's mlxfw picks it; and every way a file can be broken: truncated at every length, a
 * wrong fingerprint, TLVs and sections past the end, a bad xz stream, a component without its
 * magic, one larger than the library takes, a package for other cards (refused naming the
 * PSIDs it holds). A broken file is a clear error, never a crash (the build has ASan/UBSan).
 * Images come from the firmware model's builders, packages from tests/unit/mfa2.c.
 */
#include <check.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "mfa2.h"
#include "mlx5ctl.h"
#include "mlx5ctl_ifc.h"
#include "mlx5fw_debug.h"

#define PSID	"MT_0000000359"
#define VER	(22u << 24 | 42u << 16 | 1000u)

static uint8_t *fs4(const char *psid, uint32_t ver, bool file, size_t *len)
{
	struct mlx5fw_fs4_spec s = {
		.device_id = 0x101d, .hw_dev_id = 0x212, .psid = psid, .version = ver,
		.pn = "MCX623105AN-CDAT", .description = "test", .payload_size = 8192, .key_id = 1,
		.image_file = file,
	};
	uint8_t *img = mlx5fw_fs4_build(&s, len);

	ck_assert_ptr_nonnull(img);
	return img;
}

static uint8_t *raw(const char *psid, size_t *len)
{
	struct mlx5fw_image_spec s = {
		.device_id = 0x101d, .psid = psid, .version = VER, .payload_size = 4096, .key_id = 1,
	};
	uint8_t *img = mlx5fw_image_build(&s, len);

	ck_assert_ptr_nonnull(img);
	return img;
}

/* a package of one device per PSID, each pointing to its own image (image i for psids[i]) */
static uint8_t *package(const char *const *psids, uint8_t *const *imgs, const size_t *lens,
			unsigned int n, size_t *len)
{
	struct mfa2_dev devs[4];
	struct mfa2_comp comps[4];
	uint8_t *p;

	for (unsigned int i = 0; i < n; i++) {
		devs[i] = (struct mfa2_dev){ .psid = psids[i], .ncomps = 1, .comp = { i } };
		comps[i] = (struct mfa2_comp){ .data = imgs[i], .len = lens[i], .identifier = 1 };
	}
	ck_assert_int_eq(mfa2_build(devs, n, comps, n, &p, len), 0);
	return p;
}

START_TEST(info_formats)
{
	struct mlx5ctl_fw_image_info i = { .size = sizeof(i) };
	size_t len;
	uint8_t *img = raw(PSID, &len);

	ck_assert_int_eq(mlx5ctl_fw_image_info(img, len, &i), 0);
	ck_assert_uint_eq(i.format, MLX5CTL_FW_FORMAT_RAW);
	ck_assert_str_eq(i.psid, PSID);
	ck_assert_uint_eq(i.version, VER);
	free(img);

	img = fs4(PSID, VER, true, &len);
	memset(&i, 0, sizeof(i));
	i.size = sizeof(i);
	ck_assert_int_eq(mlx5ctl_fw_image_info(img, len, &i), 0);
	ck_assert_uint_eq(i.format, MLX5CTL_FW_FORMAT_FS4);
	ck_assert_str_eq(i.psid, PSID);
	ck_assert_uint_eq(i.version, VER);
	ck_assert_str_eq(i.version_str, "22.42.1000");
	ck_assert_uint_eq(i.device_id, 0x101d);
	ck_assert_uint_eq(i.key_id, 1);
	/* as a flasher sends it: the magic masked */
	memset(img, 0xff, 16);
	ck_assert_int_eq(mlx5ctl_fw_image_info(img, len, &i), 0);
	ck_assert_uint_eq(i.format, MLX5CTL_FW_FORMAT_FS4);
	/* an old caller's smaller structure gets what fits */
	{
		struct mlx5ctl_fw_image_info old = { .size = offsetof(struct mlx5ctl_fw_image_info,
								     format) };

		old.format = 77;
		ck_assert_int_eq(mlx5ctl_fw_image_info(img, len, &old), 0);
		ck_assert_uint_eq(old.format, 77);
		ck_assert_uint_eq(old.version, VER);
	}
	free(img);

	ck_assert_int_eq(mlx5ctl_fw_image_info("hello, world, not an image", 26, &i), -ENOEXEC);
	ck_assert_ptr_nonnull(strstr(mlx5ctl_strerror(), "not a firmware image"));
}
END_TEST

/* an FS4 image cut at any length, or with a broken table of contents: an error, no crash */
START_TEST(fs4_damaged)
{
	struct mlx5ctl_fw_image_info i = { .size = sizeof(i) };
	size_t len, cut;
	uint8_t *img = fs4(PSID, VER, false, &len), *c;
	int err;

	for (cut = 0; cut < len; cut += cut < 0x100 ? 1 : 97) {
		c = malloc(cut ? cut : 1);
		memcpy(c, img, cut);
		err = mlx5ctl_fw_image_info(c, cut, &i);
		/* enough for IMAGE_INFO, the rest may be missing: the reader reads only that */
		ck_assert_msg(err == 0 || err == -EBADMSG || err == -ENOEXEC, "cut %zu: %d", cut, err);
		if (cut < 0x6400)
			ck_assert_msg(err, "cut at %zu read as an image", cut);
		free(c);
	}
	/* an ITOC entry's CRC, IMAGE_INFO's CRC, the ITOC pointer's */
	img[0x5000 + 32 + 3] ^= 1;
	ck_assert_int_eq(mlx5ctl_fw_image_info(img, len, &i), -EBADMSG);
	ck_assert_ptr_nonnull(strstr(mlx5ctl_strerror(), "ITOC entry's CRC"));
	img[0x5000 + 32 + 3] ^= 1;
	img[0x6000 + 0x30] ^= 1;
	ck_assert_int_eq(mlx5ctl_fw_image_info(img, len, &i), -EBADMSG);
	ck_assert_ptr_nonnull(strstr(mlx5ctl_strerror(), "IMAGE_INFO's CRC"));
	img[0x6000 + 0x30] ^= 1;
	img[0x18 + 16 + 3] ^= 1;
	ck_assert_int_eq(mlx5ctl_fw_image_info(img, len, &i), -EBADMSG);
	ck_assert_ptr_nonnull(strstr(mlx5ctl_strerror(), "ITOC pointer"));
	free(img);
}
END_TEST

/* the component for the card's PSID, as mlxfw picks it; a raw or FS4 image is its own */
START_TEST(select_component)
{
	const char *psids[] = { "MT_0000000111", PSID, "MT_0000000838" };
	uint8_t *imgs[3];
	size_t lens[3], len, got;
	struct mlx5ctl_fw_image_info i = { .size = sizeof(i) };
	uint8_t *pkg;
	void *out;

	imgs[0] = raw("MT_0000000111", &lens[0]);
	imgs[1] = fs4(PSID, VER, true, &lens[1]);
	imgs[2] = fs4("MT_0000000838", VER + 1, false, &lens[2]);
	pkg = package(psids, imgs, lens, 3, &len);
	ck_assert_int_eq(mlx5ctl_fw_image_info(pkg, len, &i), 0);
	ck_assert_uint_eq(i.format, MLX5CTL_FW_FORMAT_MFA2);
	ck_assert_int_eq(mlx5ctl_fw_image_select(pkg, len, PSID, &out, &got, &i), 0);
	ck_assert_uint_eq(got, lens[1]);
	ck_assert_mem_eq(out, imgs[1], got);
	ck_assert_uint_eq(i.format, MLX5CTL_FW_FORMAT_FS4);
	ck_assert_uint_eq(i.version, VER);
	free(out);
	ck_assert_int_eq(mlx5ctl_fw_image_select(pkg, len, "MT_0000000838", &out, &got, NULL), 0);
	ck_assert_mem_eq(out, imgs[2], lens[2]);
	free(out);
	/* a PSID's prefix is not the PSID (lengths must match, as in mlxfw) */
	ck_assert_int_eq(mlx5ctl_fw_image_select(pkg, len, "MT_000000035", &out, &got, NULL),
			 -ENOENT);
	/* no component for this card: refused, naming what the package holds */
	ck_assert_int_eq(mlx5ctl_fw_image_select(pkg, len, "MT_0000000222", &out, &got, NULL),
			 -ENOENT);
	ck_assert_str_eq(mlx5ctl_strerror(), "MFA2 package: no component for this card's PSID "
			 "MT_0000000222; the package holds components for: MT_0000000111, "
			 "MT_0000000359, MT_0000000838");
	/* an image file is its own: whatever the PSID asked (the card checks it) */
	ck_assert_int_eq(mlx5ctl_fw_image_select(imgs[2], lens[2], PSID, &out, &got, &i), 0);
	ck_assert_uint_eq(got, lens[2]);
	ck_assert_str_eq(i.psid, "MT_0000000838");
	free(out);
	ck_assert_int_eq(mlx5ctl_fw_image_select("nonsense", 8, PSID, &out, &got, NULL), -ENOEXEC);
	for (int k = 0; k < 3; k++)
		free(imgs[k]);
	free(pkg);
}
END_TEST

/* the value of the package descriptor, found where mfa2.c put it */
static uint8_t *pd_of(uint8_t *pkg)
{
	return pkg + 16 + 4 + 4 + 4;	/* fingerprint, multi TLV header and payload, TLV header */
}

/* a damaged package: a clear error every time, never a crash */
START_TEST(mfa2_damaged)
{
	const char *psids[] = { PSID };
	uint8_t *imgs[1];
	size_t lens[1], len, got, cb;
	uint8_t *pkg, *c;
	void *out;
	int err;

	imgs[0] = fs4(PSID, VER, false, &lens[0]);
	pkg = package(psids, imgs, lens, 1, &len);
	ck_assert_int_eq(mlx5ctl_fw_image_select(pkg, len, PSID, &out, &got, NULL), 0);
	free(out);
	cb = MLX5CTL_GET(mfa2_package_descriptor, pd_of(pkg), cb_offset);
	ck_assert_uint_lt(cb, len);

	/* truncated at every length */
	for (size_t cut = 0; cut < len; cut += cut < cb + 64 ? 1 : 251) {
		c = malloc(cut ? cut : 1);
		memcpy(c, pkg, cut);
		err = mlx5ctl_fw_image_select(c, cut, PSID, &out, &got, NULL);
		ck_assert_msg(err == -EBADMSG || err == -ENOEXEC, "cut %zu: %d (%s)", cut, err,
			      mlx5ctl_strerror());
		free(c);
	}
	/* the wrong fingerprint: not a package (and not an image either) */
	pkg[3] ^= 1;
	ck_assert_int_eq(mlx5ctl_fw_image_select(pkg, len, PSID, &out, &got, NULL), -ENOEXEC);
	pkg[3] ^= 1;
	/* a bad xz stream */
	c = malloc(len);
	memcpy(c, pkg, len);
	c[cb + (len - cb) / 2] ^= 0x55;
	ck_assert_int_eq(mlx5ctl_fw_image_select(c, len, PSID, &out, &got, NULL), -EBADMSG);
	ck_assert_ptr_nonnull(strstr(mlx5ctl_strerror(), "xz"));
	/* the xz header itself */
	memcpy(c, pkg, len);
	c[cb] ^= 0xff;
	ck_assert_int_eq(mlx5ctl_fw_image_select(c, len, PSID, &out, &got, NULL), -EBADMSG);
	/* the component block claims more than the file holds */
	memcpy(c, pkg, len);
	MLX5CTL_SET(mfa2_package_descriptor, pd_of(c), cb_archive_size, (uint32_t)(len - cb + 1));
	ck_assert_int_eq(mlx5ctl_fw_image_select(c, len, PSID, &out, &got, NULL), -EBADMSG);
	ck_assert_ptr_nonnull(strstr(mlx5ctl_strerror(), "past the end"));
	/* a package that is not xz */
	memcpy(c, pkg, len);
	MLX5CTL_SET(mfa2_package_descriptor, pd_of(c), cv_compression, 0);
	ck_assert_int_eq(mlx5ctl_fw_image_select(c, len, PSID, &out, &got, NULL), -EBADMSG);
	/* no devices */
	memcpy(c, pkg, len);
	MLX5CTL_SET(mfa2_package_descriptor, pd_of(c), num_devices, 0);
	ck_assert_int_eq(mlx5ctl_fw_image_select(c, len, PSID, &out, &got, NULL), -EBADMSG);
	/* more devices than the file has TLVs for */
	memcpy(c, pkg, len);
	MLX5CTL_SET(mfa2_package_descriptor, pd_of(c), num_devices, 500);
	ck_assert_int_eq(mlx5ctl_fw_image_select(c, len, PSID, &out, &got, NULL), -EBADMSG);
	free(c);
	free(pkg);

	/* a component larger than the library takes; one past its stream's end */
	{
		struct mfa2_dev d = { .psid = PSID, .ncomps = 1 };
		struct mfa2_comp comp = { .data = imgs[0], .len = lens[0], .identifier = 1 };
		uint8_t *desc;

		ck_assert_int_eq(mfa2_build(&d, 1, &comp, 1, &pkg, &len), 0);
		/* the component descriptor's payload: the last TLV before the block */
		cb = MLX5CTL_GET(mfa2_package_descriptor, pd_of(pkg), cb_offset);
		desc = pkg + cb - MLX5CTL_ST_SZ_BYTES(mfa2_component_descriptor);
		ck_assert_uint_eq(MLX5CTL_GET(mfa2_component_descriptor, desc, size), lens[0]);
		MLX5CTL_SET(mfa2_component_descriptor, desc, size, 65u << 20);
		ck_assert_int_eq(mlx5ctl_fw_image_select(pkg, len, PSID, &out, &got, NULL), -EFBIG);
		MLX5CTL_SET(mfa2_component_descriptor, desc, size, (uint32_t)lens[0] + 4);
		ck_assert_int_eq(mlx5ctl_fw_image_select(pkg, len, PSID, &out, &got, NULL),
				 -EBADMSG);
		ck_assert_ptr_nonnull(strstr(mlx5ctl_strerror(), "ends before the component"));
		/* the offset off by one: no magic where the component should start */
		MLX5CTL_SET(mfa2_component_descriptor, desc, size, (uint32_t)lens[0] - 4);
		MLX5CTL_SET(mfa2_component_descriptor, desc, cb_offset_l, 4);
		ck_assert_int_eq(mlx5ctl_fw_image_select(pkg, len, PSID, &out, &got, NULL),
				 -EBADMSG);
		ck_assert_ptr_nonnull(strstr(mlx5ctl_strerror(), "magic"));
		/* not a boot image */
		MLX5CTL_SET(mfa2_component_descriptor, desc, cb_offset_l, 0);
		MLX5CTL_SET(mfa2_component_descriptor, desc, identifier, 3);
		ck_assert_int_eq(mlx5ctl_fw_image_select(pkg, len, PSID, &out, &got, NULL),
				 -EBADMSG);
		free(pkg);
	}
	free(imgs[0]);
}
END_TEST

static Suite *fwimage_suite(void)
{
	Suite *s = suite_create("fwimage");
	TCase *tc = tcase_create("core");

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, info_formats);
	tcase_add_test(tc, fs4_damaged);
	tcase_add_test(tc, select_component);
	tcase_add_test(tc, mfa2_damaged);
	suite_add_tcase(s, tc);
	return s;
}

int main(void)
{
	SRunner *sr = srunner_create(fwimage_suite());
	int failed;

	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
