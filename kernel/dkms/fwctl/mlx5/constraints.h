/* SPDX-License-Identifier: BSD-3-Clause OR GPL-2.0 */
/*
 * The device's command rules: what an RPC inbox may not say
 * and what an outbox may not show
 * (constraints.c is generated from the description of the commands).
 */
#ifndef __MLX5_FWCTL_CONSTRAINTS_H__
#define __MLX5_FWCTL_CONSTRAINTS_H__

#include <linux/types.h>
#include <uapi/fwctl/fwctl.h>

const char *mlx5ctl_rpc_violation(const void *in, size_t inlen);
const char *mlx5ctl_reg_violation(const void *in, size_t inlen,
				  enum fwctl_rpc_scope scope);
unsigned int mlx5ctl_rpc_scrub(u16 opcode, void *out, size_t outlen);

#endif /* __MLX5_FWCTL_CONSTRAINTS_H__ */
