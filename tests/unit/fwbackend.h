/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/*
 * libmlx5ctl over the firmware model in-process, for host tests: a backend that does what the
 * mlx5ctl driver does (a UCTX per open, the RPC policy, the UID stamped on every RPC, UMEMs as
 * MTT lists) on top of emulator/fw, with the process's own memory as "guest RAM".
 */
#ifndef FWBACKEND_H
#define FWBACKEND_H

#include "mlx5ctl_backend.h"
#include "mlx5fw.h"

/* A brought-up device; every open below gets its own UID on it. */
struct mlx5fw *fwbackend_device(void);
void fwbackend_device_free(struct mlx5fw *fw);
/* mlx5ctl_open() through the model */
int fwbackend_open(struct mlx5fw *fw, struct mlx5ctl_dev **dev);

#endif
