/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/*
 * libmlx5ctl over the firmware model in-process, for host tests: a backend that does what the
 * mlx5ctl driver does (a UCTX per open, the RPC policy, the UID stamped on every RPC, UMEMs as
 * MTT lists) on top of emulator/fw, with the process's own memory as "guest RAM".
 */
#ifndef FWBACKEND_H
#define FWBACKEND_H

#include <stdio.h>

#include "mlx5ctl_backend.h"
#include "mlx5fw.h"

/* A brought-up device; every open below gets its own UID on it. */
struct mlx5fw *fwbackend_device(void);
/* the same with its non-volatile configuration kept in nv_path (NULL: in memory) */
struct mlx5fw *fwbackend_device_nv(const char *nv_path);
void fwbackend_device_free(struct mlx5fw *fw);
/* mlx5ctl_open() through the model: named "emulated" at PCI "emulated:00.0", or as given */
int fwbackend_open(struct mlx5fw *fw, struct mlx5ctl_dev **dev);
int fwbackend_open_named(struct mlx5fw *fw, const char *adev, const char *pci,
			 struct mlx5ctl_dev **dev);

/*
 * Faults the driver could report, for every open: UMEM_REG fails with err (-EOPNOTSUPP: the
 * platform bounces DMA; 0: no fault); the nth ACCESS_REG write of register reg_id (counting
 * from 1, from now on) fails with err before it reaches the firmware (0: no fault).
 */
void fwbackend_fail_umem_reg(int err);
void fwbackend_fail_reg_write(uint16_t reg_id, unsigned int nth, int err);
/* CORE_DUMP replies leave total_size 0, as a real card does (the field is the model's own) */
void fwbackend_no_core_dump_total(bool on);
/* every RPC that reaches the firmware, a line each ("QUERY_HCA_CAP", "ACCESS_REG MGIR read"),
 * to f (NULL: none) */
void fwbackend_log_rpcs(FILE *f);
/* the capabilities of the UIDs opened from now on (the driver's choice: what the opener may) */
void fwbackend_uctx_cap(uint32_t cap);
/* ACCESS_REG writes of reg_id delivered to the firmware since the last fwbackend_fail_* */
unsigned int fwbackend_reg_writes(uint16_t reg_id);

#endif
