/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/* Do not edit directly, auto-generated from:
 *	prm/cong.yaml
 *	prm/diag.yaml
 *	prm/flash.yaml
 *	prm/fwupdate.yaml
 *	prm/hca.yaml
 *	prm/link.yaml
 *	prm/mgmt.yaml
 *	prm/nvconfig.yaml
 *	prm/port.yaml
 *	prm/registers.yaml
 *	prm/uctx.yaml
 * MLX5GEN kernel/mlx5ctl_policy.h
 * To regenerate run: codegen/mlx5gen.py
 */

#ifndef __MLX5CTL_GEN_POLICY_H__
#define __MLX5CTL_GEN_POLICY_H__

#include <linux/types.h>

/*
 * Who may issue a command through /dev/mlx5ctl-*, from the spec's scope lines.
 * The levels follow upstream fwctl's; KERNEL_ONLY commands are never
 * forwarded from user space.
 */
enum mlx5ctl_scope {
	MLX5CTL_SCOPE_KERNEL_ONLY,
	MLX5CTL_SCOPE_CONFIGURATION,
	MLX5CTL_SCOPE_DEBUG_READ,
	MLX5CTL_SCOPE_DEBUG_WRITE,
	MLX5CTL_SCOPE_DEBUG_WRITE_FULL,
};

/* An object a user RPC may create; the driver destroys what the user left. */
struct mlx5ctl_obj_type {
	const char *name;
	u16 create_opcode;
	u16 destroy_opcode;
	u16 id_out_bit;		/* object id in the create command's outbox */
	u16 id_out_width;
	u16 id_in_bit;		/* object id in the destroy command's inbox */
	u16 id_in_width;
	u16 destroy_inlen;	/* bytes of the destroy command's inbox */
	u16 destroy_outlen;	/* bytes of the destroy command's outbox */
};

/*
 * The UCTX capabilities some command or register direction open to user space
 * needs (the spec's uctx_cap lines): a file's UCTX asks for no others.
 */
#define MLX5CTL_UCTX_CAPS_USED \
	(MLX5CTL_UCTX_CAP_INTERNAL_DEVICE_RESOURCES | MLX5CTL_UCTX_CAP_TOOLS_RESOURCES)

enum mlx5ctl_scope mlx5ctl_rpc_scope(const void *in, size_t inlen);
const char *mlx5ctl_rpc_violation(const void *in, size_t inlen,
				  enum mlx5ctl_scope scope);
unsigned int mlx5ctl_rpc_scrub(const void *in, size_t inlen, void *out,
			       size_t outlen);
const char *mlx5ctl_scope_name(enum mlx5ctl_scope scope);
const char *mlx5ctl_cmd_name(u16 opcode);
const struct mlx5ctl_obj_type *mlx5ctl_obj_by_create(u16 opcode);
const struct mlx5ctl_obj_type *mlx5ctl_obj_by_destroy(u16 opcode);
u32 mlx5ctl_get_bits(const void *buf, u32 bit_off, u32 width);
void mlx5ctl_set_bits(void *buf, u32 bit_off, u32 width, u32 val);

#endif /* __MLX5CTL_GEN_POLICY_H__ */
