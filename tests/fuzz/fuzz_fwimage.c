// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The firmware files both sides read: libmlx5ctl's readers (lib/fwimage.c: what an image says
 * of itself, raw, FS4 or MFA2, and an MFA2 package's component for a PSID, through liblzma) on
 * the file as the operator gives it, and the firmware model's VERIFY_COMPONENT checks
 * (emulator/fw/fs4.c, fwimage.c) on the same bytes as a flasher would download them. A damaged
 * file is an error with its reason, never a crash; what the readers accept must hold together:
 * an image the library picks is at most 64 MiB and says what it is, an image the model accepts
 * ends within the bytes it was given.
 */
#include <errno.h>

#include "fuzz_host.h"
#include "fwupdate.h"
#include "mlx5ctl.h"

#define PSID	"MT_0000000359"

/* lib/internal.h's: the thread's message, emptied before each call so that a reason is new */
int mlx5ctl_seterr(int ret, const char *fmt, ...);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct mlx5ctl_fw_image_info info = { .size = sizeof(info) };
	struct mlx5fw_fwimg_info fi;
	void *img = NULL;
	size_t len = 0;
	int r;

	mlx5ctl_seterr(0, "%s", "");
	r = mlx5ctl_fw_image_info(data, size, &info);
	if (r && r != -ENOEXEC && r != -EBADMSG && r != -EFBIG)
		fuzz_fail("image_info's errors", mlx5ctl_strerror());
	if (r && !mlx5ctl_strerror()[0])
		fuzz_fail("image_info's errors", "an error without its reason");
	mlx5ctl_seterr(0, "%s", "");
	r = mlx5ctl_fw_image_select(data, size, PSID, &img, &len, &info);
	if (r) {
		if (r != -ENOEXEC && r != -EBADMSG && r != -EFBIG && r != -ENOENT && r != -ENOMEM)
			fuzz_fail("image_select's errors", mlx5ctl_strerror());
		if (img)
			fuzz_fail("image_select", "an image handed out with an error");
		if (!mlx5ctl_strerror()[0])
			fuzz_fail("image_select", "an error without its reason");
	} else {
		if (!img || !len || len > (64u << 20))
			fuzz_fail("image_select", "an image of no size or above 64 MiB");
		if (info.format != MLX5CTL_FW_FORMAT_RAW && info.format != MLX5CTL_FW_FORMAT_FS4)
			fuzz_fail("image_select", "the image picked is not a raw or FS4 image");
		/* the model's checks on the component the library would send */
		memset(&fi, 0, sizeof(fi));
		if (mlx5fw_fs4_is(img, len) &&
		    mlx5fw_fs4_verify(img, len, 0x101d, 0x212, PSID, &fi) == MLX5CTL_FSM_ERR_OK &&
		    fi.len > len)
			fuzz_fail("fs4_verify", "an accepted image longer than the bytes given");
		free(img);
	}
	/* the model's checks on the bytes as downloaded */
	memset(&fi, 0, sizeof(fi));
	if (mlx5fw_fs4_is(data, size)) {
		if (mlx5fw_fs4_verify(data, size, 0x101d, 0x212, PSID, &fi) == MLX5CTL_FSM_ERR_OK &&
		    fi.len > size)
			fuzz_fail("fs4_verify", "an accepted image longer than the bytes given");
	} else if (mlx5fw_image_verify(data, size, 0x101d, PSID, &fi) == MLX5CTL_FSM_ERR_OK &&
		   fi.len != size) {
		fuzz_fail("image_verify", "an accepted raw image of another length");
	}
	return 0;
}
