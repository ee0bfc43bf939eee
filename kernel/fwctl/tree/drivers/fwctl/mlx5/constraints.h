/* SPDX-License-Identifier: BSD-3-Clause OR GPL-2.0 */
/*
 * The device's command rules: what an RPC inbox may not say
 * (constraints.c is generated from the description of the commands).
 */
#ifndef __MLX5_FWCTL_CONSTRAINTS_H__
#define __MLX5_FWCTL_CONSTRAINTS_H__

#include <linux/types.h>

const char *mlx5ctl_rpc_violation(const void *in, size_t inlen);

#endif /* __MLX5_FWCTL_CONSTRAINTS_H__ */
