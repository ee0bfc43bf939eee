// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * mlx5ctl-model: the mlx5ctl tool itself (tools/, all of it but main.c) with its devices
 * opened on the firmware model in-process (tests/unit/fwbackend.c plays the driver), so that
 * the tests can run every subcommand as an operator would, on the host.
 *
 * Devices are named as the real tool names them: through libmlx5ctl's resolver over the
 * sysfs and /dev trees MLX5CTL_SYSFS_DIR and MLX5CTL_DEV_DIR point to (tests/unit/fake_sysfs.py
 * makes them); each auxiliary device gets its own model. The environment also says:
 *   MLX5CTL_MODEL_NV_DIR   keep each device's non-volatile configuration in DIR/<adev>.nv
 *                          (it then survives from one run to the next, as across reboots)
 *   MLX5CTL_MODEL_FAIL_REG "REG_ID:N:ERRNO": the Nth write of that register fails (the driver
 *                          says ERRNO) before it reaches the firmware
 *   MLX5CTL_MODEL_NO_UMEM  "1": UMEM_REG fails with EOPNOTSUPP (a platform that bounces DMA)
 *   MLX5CTL_MODEL_RPC_LOG  append every RPC that reaches the firmware to this file, a line
 *                          each ("ACCESS_REG MNVDA write"): what a command sent, or did not
 *   MLX5CTL_MODEL_FW_FAULT firmware update faults on demand (mlx5fw_fwu_fault's syntax);
 *                          with MLX5CTL_MODEL_NV_DIR the firmware store is DIR/<adev>.nv.fw
 *   MLX5CTL_MODEL_UPTIME   seconds the device has been up when the tool first reaches it
 *                          (default 0: a power-on just before): counters and BERs have run
 *   MLX5CTL_MODEL_ABSENT_REGS "MCDD,...": registers the firmware lacks (mlx5fw_config's
 *                          absent_regs; the QEMU device's absent-regs)
 *   MLX5CTL_MODEL_UCTX_CAP the capabilities of the files' UIDs (uctx_cap bits, default
 *                          INTERNAL_DEVICE_RESOURCES|TOOLS_RESOURCES: an opener with
 *                          CAP_SYS_RAWIO); without INTERNAL_DEVICE_RESOURCES no core dump
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fwbackend.h"
#include "tool.h"

#define MAX_MODELS 8

static struct {
	char adev[64];
	struct mlx5fw *fw;
} models[MAX_MODELS];

static void free_models(void)
{
	for (int i = 0; i < MAX_MODELS; i++)
		if (models[i].fw)
			fwbackend_device_free(models[i].fw);
}

static struct mlx5fw *model_of(const char *adev)
{
	const char *dir = getenv("MLX5CTL_MODEL_NV_DIR");
	char nv[4096];

	for (int i = 0; i < MAX_MODELS; i++) {
		if (models[i].fw && !strcmp(models[i].adev, adev))
			return models[i].fw;
		if (models[i].fw)
			continue;
		if (dir)
			snprintf(nv, sizeof(nv), "%s/%s.nv", dir, adev);
		models[i].fw = fwbackend_device_nv(dir ? nv : NULL);
		if (models[i].fw && getenv("MLX5CTL_MODEL_FW_FAULT")) {
			char why[256];

			if (mlx5fw_fwu_fault(models[i].fw, getenv("MLX5CTL_MODEL_FW_FAULT"), why,
					     sizeof(why)))
				fprintf(stderr, "mlx5ctl-model: %s\n", why);
		}
		snprintf(models[i].adev, sizeof(models[i].adev), "%s", adev);
		return models[i].fw;
	}
	return NULL;
}

/* as mlx5ctl_open(): resolve the name, then open the model instead of /dev/mlx5ctl-<adev> */
static int model_open(const char *which, struct mlx5ctl_dev **dev)
{
	struct mlx5ctl_sysdev **devs;
	char adev[64], pci[64] = "";
	struct mlx5fw *fw;
	int n, err = mlx5ctl_resolve(which, adev, sizeof(adev));

	*dev = NULL;
	if (err)
		return err;
	n = mlx5ctl_list_sysdevs(&devs);
	for (int i = 0; i < n; i++)
		if (!strcmp(devs[i]->adev, adev))
			snprintf(pci, sizeof(pci), "%s", devs[i]->pci);
	if (n >= 0)
		mlx5ctl_free_sysdevs(devs);
	fw = model_of(adev);
	if (!fw)
		return -ENOMEM;
	err = fwbackend_open_named(fw, adev, *pci ? pci : "emulated:00.0", dev);
	/* as mlx5ctl_open_flags(): what the tool asks of the handle */
	if (!err && tool.read_only)
		mlx5ctl_backend_set_flags(*dev, MLX5CTL_OPEN_READ_ONLY);
	return err;
}

int main(int argc, char **argv)
{
	const char *fail = getenv("MLX5CTL_MODEL_FAIL_REG");
	const char *no_umem = getenv("MLX5CTL_MODEL_NO_UMEM");
	const char *log = getenv("MLX5CTL_MODEL_RPC_LOG");
	const char *cap = getenv("MLX5CTL_MODEL_UCTX_CAP");
	FILE *logf = NULL;
	int ret;

	if (cap)
		fwbackend_uctx_cap((uint32_t)strtoul(cap, NULL, 0));
	if (fail) {
		unsigned int reg, nth;
		int err;

		if (sscanf(fail, "%i:%u:%d", &reg, &nth, &err) != 3) {
			fprintf(stderr, "mlx5ctl-model: MLX5CTL_MODEL_FAIL_REG=%s: REG_ID:N:ERRNO\n",
				fail);
			return 2;
		}
		fwbackend_fail_reg_write((uint16_t)reg, nth, -err);
	}
	if (no_umem && !strcmp(no_umem, "1"))
		fwbackend_fail_umem_reg(-EOPNOTSUPP);
	if (log) {
		logf = fopen(log, "a");
		if (!logf) {
			perror(log);
			return 2;
		}
		fwbackend_log_rpcs(logf);
	}
	tool_opener = model_open;
	ret = tool_main(argc, argv);
	free_models();
	if (logf)
		fclose(logf);
	return ret;
}
