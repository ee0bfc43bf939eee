// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The NV configuration backing file QEMU loads (nvconfig=): the model's parser on arbitrary
 * bytes (mlx5fw_nv_parse, what mlx5fw_nv_check and the load use), then a device created over
 * the same bytes as its file. A malformed file is a message, never a crash: the message must
 * name a line, and a device must come up with whatever the file held.
 */
#include <unistd.h>

#include "fuzz_host.h"

static char path[64];

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct mlx5fw_config cfg = {
		.pci_device_id = 0x101d, .num_uars = 8, .msix_vectors = MSIX_VECTORS,
	};
	char err[256] = "";
	struct mlx5fw *fw;
	FILE *f;
	int r;

	f = fmemopen((void *)data, size ? size : 1, "r");
	if (!f)
		return 0;
	if (!size)
		getc(f);		/* fmemopen wants a buffer: read the empty file's end */
	r = mlx5fw_nv_parse(f, err, sizeof(err));
	fclose(f);
	if (r && strncmp(err, "line ", 5))
		fuzz_fail("a malformed file names its line", err);
	if (size > 4096)
		return 0;
	/* the same bytes as a device's backing file, loaded at creation (now and then: slow) */
	if (!path[0])
		snprintf(path, sizeof(path), "/tmp/mlx5fw-fuzz-nv-%d", (int)getpid());
	if (data[0] % 16)
		return 0;
	f = fopen(path, "w");
	if (!f)
		return 0;
	fwrite(data, 1, size, f);
	fclose(f);
	cfg.nvconfig_path = path;
	fw = mlx5fw_new(&cfg, &fuzz_ops, NULL);
	if (!fw)
		fuzz_fail("a device comes up whatever its file holds", "mlx5fw_new failed");
	if (mlx5fw_check(fw, err, sizeof(err)))
		fuzz_fail("model invariants", err);
	mlx5fw_free(fw);
	unlink(path);
	return 0;
}
