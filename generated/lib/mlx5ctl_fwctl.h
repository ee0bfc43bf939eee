/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/* Do not edit directly, auto-generated from:
 *	prm/accel.yaml
 *	prm/cong.yaml
 *	prm/diag.yaml
 *	prm/eq.yaml
 *	prm/flow.yaml
 *	prm/functions.yaml
 *	prm/hca.yaml
 *	prm/objects.yaml
 *	prm/queues.yaml
 *	prm/registers.yaml
 *	prm/uctx.yaml
 *	prm/vport.yaml
 * MLX5GEN lib/mlx5ctl_fwctl.h
 * To regenerate run: codegen/mlx5gen.py
 */

#ifndef MLX5CTL_FWCTL_H
#define MLX5CTL_FWCTL_H

#include <stdint.h>

/*
 * What upstream's fwctl/mlx5 (Linux 6.15 and later, drivers/fwctl/mlx5/main.c) grants each
 * command: the spec's `fwctl:`, held to the kernel's source by tests/unit/test_fwctl_scopes.py.
 * The scopes are enum fwctl_rpc_scope's values (include/uapi/fwctl/fwctl.h), lowest first.
 */
enum mlx5ctl_fwctl_scope {
	MLX5CTL_FWCTL_SCOPE_CONFIGURATION = 0,
	MLX5CTL_FWCTL_SCOPE_DEBUG_READ = 1,
	MLX5CTL_FWCTL_SCOPE_DEBUG_WRITE = 2,
	MLX5CTL_FWCTL_SCOPE_DEBUG_WRITE_FULL = 3,
};

/* the lowest scope fwctl/mlx5 grants the command with this op_mod, or -1: refused at every one */
int mlx5ctl_fwctl_min_scope(uint16_t opcode, uint16_t op_mod);
/* "configuration", "debug-read", "debug-write", "debug-write-full"; "unknown" for anything else */
const char *mlx5ctl_fwctl_scope_name(int scope);

#endif
