// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/* Do not edit directly, auto-generated from:
 *	prm/caps.yaml
 *	prm/cmdif.yaml
 *	prm/diag.yaml
 *	prm/dump.yaml
 *	prm/eq.yaml
 *	prm/flash.yaml
 *	prm/hca.yaml
 *	prm/icmd.yaml
 *	prm/mgmt.yaml
 *	prm/nvconfig.yaml
 *	prm/nvtools.yaml
 *	prm/objects.yaml
 *	prm/port.yaml
 *	prm/registers.yaml
 *	prm/uctx.yaml
 *	prm/vport.yaml
 * MLX5GEN kernel/mlx5ctl_policy.c
 * To regenerate run: codegen/mlx5gen.py
 */

#include <linux/kernel.h>
#include <linux/bits.h>
#include <linux/unaligned.h>

#include "mlx5ctl_ifc.h"
#include "mlx5ctl_policy.h"

u32 mlx5ctl_get_bits(const void *buf, u32 bit_off, u32 width)
{
	u32 dw = get_unaligned_be32((const u8 *)buf + bit_off / 32 * 4);

	return (dw >> (32 - width - bit_off % 32)) & GENMASK(width - 1, 0);
}

void mlx5ctl_set_bits(void *buf, u32 bit_off, u32 width, u32 val)
{
	u8 *p = (u8 *)buf + bit_off / 32 * 4;
	u32 shift = 32 - width - bit_off % 32;
	u32 mask = GENMASK(width - 1, 0) << shift;

	put_unaligned_be32((get_unaligned_be32(p) & ~mask) | ((val << shift) & mask), p);
}

const char *mlx5ctl_scope_name(enum mlx5ctl_scope scope)
{
	switch (scope) {
	case MLX5CTL_SCOPE_KERNEL_ONLY:
		return "kernel-only";
	case MLX5CTL_SCOPE_CONFIGURATION:
		return "configuration";
	case MLX5CTL_SCOPE_DEBUG_READ:
		return "debug-read";
	case MLX5CTL_SCOPE_DEBUG_WRITE:
		return "debug-write";
	case MLX5CTL_SCOPE_DEBUG_WRITE_FULL:
		return "debug-write-full";
	}
	return "unknown";
}

const char *mlx5ctl_cmd_name(u16 opcode)
{
	switch (opcode) {
	case MLX5CTL_CMD_OP_QUERY_HCA_CAP:
		return "QUERY_HCA_CAP";
	case MLX5CTL_CMD_OP_QUERY_ADAPTER:
		return "QUERY_ADAPTER";
	case MLX5CTL_CMD_OP_INIT_HCA:
		return "INIT_HCA";
	case MLX5CTL_CMD_OP_TEARDOWN_HCA:
		return "TEARDOWN_HCA";
	case MLX5CTL_CMD_OP_ENABLE_HCA:
		return "ENABLE_HCA";
	case MLX5CTL_CMD_OP_DISABLE_HCA:
		return "DISABLE_HCA";
	case MLX5CTL_CMD_OP_QUERY_PAGES:
		return "QUERY_PAGES";
	case MLX5CTL_CMD_OP_MANAGE_PAGES:
		return "MANAGE_PAGES";
	case MLX5CTL_CMD_OP_SET_HCA_CAP:
		return "SET_HCA_CAP";
	case MLX5CTL_CMD_OP_QUERY_ISSI:
		return "QUERY_ISSI";
	case MLX5CTL_CMD_OP_SET_ISSI:
		return "SET_ISSI";
	case MLX5CTL_CMD_OP_CREATE_MKEY:
		return "CREATE_MKEY";
	case MLX5CTL_CMD_OP_QUERY_MKEY:
		return "QUERY_MKEY";
	case MLX5CTL_CMD_OP_DESTROY_MKEY:
		return "DESTROY_MKEY";
	case MLX5CTL_CMD_OP_CREATE_EQ:
		return "CREATE_EQ";
	case MLX5CTL_CMD_OP_DESTROY_EQ:
		return "DESTROY_EQ";
	case MLX5CTL_CMD_OP_QUERY_EQ:
		return "QUERY_EQ";
	case MLX5CTL_CMD_OP_QUERY_VPORT_STATE:
		return "QUERY_VPORT_STATE";
	case MLX5CTL_CMD_OP_ALLOC_PD:
		return "ALLOC_PD";
	case MLX5CTL_CMD_OP_DEALLOC_PD:
		return "DEALLOC_PD";
	case MLX5CTL_CMD_OP_ALLOC_UAR:
		return "ALLOC_UAR";
	case MLX5CTL_CMD_OP_DEALLOC_UAR:
		return "DEALLOC_UAR";
	case MLX5CTL_CMD_OP_ACCESS_REG:
		return "ACCESS_REG";
	case MLX5CTL_CMD_OP_QUERY_DIAGNOSTIC_PARAMS:
		return "QUERY_DIAGNOSTIC_PARAMS";
	case MLX5CTL_CMD_OP_SET_DIAGNOSTIC_PARAMS:
		return "SET_DIAGNOSTIC_PARAMS";
	case MLX5CTL_CMD_OP_QUERY_DIAGNOSTIC_COUNTERS:
		return "QUERY_DIAGNOSTIC_COUNTERS";
	case MLX5CTL_CMD_OP_CREATE_UCTX:
		return "CREATE_UCTX";
	case MLX5CTL_CMD_OP_DESTROY_UCTX:
		return "DESTROY_UCTX";
	case MLX5CTL_CMD_OP_CREATE_UMEM:
		return "CREATE_UMEM";
	case MLX5CTL_CMD_OP_DESTROY_UMEM:
		return "DESTROY_UMEM";
	}
	return "UNKNOWN";
}

static enum mlx5ctl_scope mlx5ctl_reg_scope(u16 reg_id, bool write)
{
	switch (reg_id) {
	case MLX5CTL_REG_CORE_DUMP: /* RW */
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_PMLP: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_PTYS: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_PAOS: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_PDDR: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_HOST_ENDIANNESS: /* RW */
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_REG_MTCAP: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MTMP: /* RW */
		return write ? MLX5CTL_SCOPE_DEBUG_WRITE : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MFPA: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MFBA: /* RW */
		return write ? MLX5CTL_SCOPE_DEBUG_WRITE_FULL : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MFBE: /* WO */
		return write ? MLX5CTL_SCOPE_DEBUG_WRITE_FULL : MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_REG_MCIA: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MGIR: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MNVDA: /* RW */
		return write ? MLX5CTL_SCOPE_CONFIGURATION : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MFRL: /* RW */
		return write ? MLX5CTL_SCOPE_CONFIGURATION : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MNVQC: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MNVIA: /* WO */
		return write ? MLX5CTL_SCOPE_CONFIGURATION : MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_REG_MNVGC: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MQIS: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_MCAM: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_RESOURCE_DUMP: /* RW */
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_REG_DTOR: /* RO */
		return write ? MLX5CTL_SCOPE_KERNEL_ONLY : MLX5CTL_SCOPE_DEBUG_READ;
	}
	/* a register the spec does not describe: only with full debug rights */
	return MLX5CTL_SCOPE_DEBUG_WRITE_FULL;
}

enum mlx5ctl_scope mlx5ctl_rpc_scope(const void *in, size_t inlen)
{
	u16 opcode, op_mod;

	if (inlen < MLX5CTL_ST_SZ_BYTES(mbox_in_hdr))
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	opcode = MLX5CTL_GET(mbox_in_hdr, in, opcode);
	op_mod = MLX5CTL_GET(mbox_in_hdr, in, op_mod);

	switch (opcode) {
	case MLX5CTL_CMD_OP_QUERY_HCA_CAP:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_ADAPTER:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_INIT_HCA:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_TEARDOWN_HCA:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_ENABLE_HCA:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_DISABLE_HCA:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_QUERY_PAGES:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_MANAGE_PAGES:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_SET_HCA_CAP:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_QUERY_ISSI:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_SET_ISSI:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_CREATE_MKEY:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_MKEY:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_DESTROY_MKEY:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_CREATE_EQ:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_DESTROY_EQ:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_QUERY_EQ:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_QUERY_VPORT_STATE:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_ALLOC_PD:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_DEALLOC_PD:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_ALLOC_UAR:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_DEALLOC_UAR:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_ACCESS_REG:
		if (inlen < MLX5CTL_ST_SZ_BYTES(access_register_in))
			return MLX5CTL_SCOPE_KERNEL_ONLY;
		return mlx5ctl_reg_scope(MLX5CTL_GET(access_register_in, in, register_id),
					 op_mod == MLX5CTL_ACCESS_REG_OP_MOD_WRITE);
	case MLX5CTL_CMD_OP_QUERY_DIAGNOSTIC_PARAMS:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_SET_DIAGNOSTIC_PARAMS:
		return MLX5CTL_SCOPE_DEBUG_WRITE;
	case MLX5CTL_CMD_OP_QUERY_DIAGNOSTIC_COUNTERS:
		return MLX5CTL_SCOPE_DEBUG_READ;
	case MLX5CTL_CMD_OP_CREATE_UCTX:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_DESTROY_UCTX:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_CREATE_UMEM:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	case MLX5CTL_CMD_OP_DESTROY_UMEM:
		return MLX5CTL_SCOPE_KERNEL_ONLY;
	}
	return MLX5CTL_SCOPE_KERNEL_ONLY;
}

/*
 * NULL when the inbox keeps every constraint of the spec on what user space
 * may send (header_constraints, and the command's constraints), else which
 * one it breaks. The driver refuses such a command with EINVAL.
 */
const char *mlx5ctl_rpc_violation(const void *in, size_t inlen)
{
	if (inlen < MLX5CTL_ST_SZ_BYTES(mbox_in_hdr))
		return "inbox shorter than the mailbox header";
	/*
	 * header vhca_tunnel_id: A tunnelled command runs on another function, outside the file's
	 * UID (DEVX refuses it too)
	 */
	if (inlen * 8 < 0x30 || mlx5ctl_get_bits(in, 0x20, 0x10) != 0x0)
		return "header: vhca_tunnel_id must be 0x0";
	switch (MLX5CTL_GET(mbox_in_hdr, in, opcode)) {
	case MLX5CTL_CMD_OP_CREATE_MKEY:
		/*
		 * CREATE_MKEY mkey_umem_valid: The key translates through a UMEM of the caller's
		 * UID, whose pages the kernel pinned
		 */
		if (inlen * 8 < 0x62 || mlx5ctl_get_bits(in, 0x61, 0x1) != 0x1)
			return "CREATE_MKEY: mkey_umem_valid must be 0x1";
		/*
		 * CREATE_MKEY memory_key_mkey_entry.access_mode_1_0: MTT translation (PA takes
		 * start_addr as a bus address; KLM/KSM are indirect)
		 */
		if (inlen * 8 < 0x98 || mlx5ctl_get_bits(in, 0x96, 0x2) != 0x1)
			return "CREATE_MKEY: access_mode_1_0 must be 0x1";
		/*
		 * CREATE_MKEY memory_key_mkey_entry.access_mode_4_2: No extended access mode
		 * (device memory, ICM)
		 */
		if (inlen * 8 < 0x86 || mlx5ctl_get_bits(in, 0x83, 0x3) != 0x0)
			return "CREATE_MKEY: access_mode_4_2 must be 0x0";
		/* CREATE_MKEY translations_octword_actual_size: No inline translations */
		if (inlen * 8 < 0x320 || mlx5ctl_get_bits(in, 0x300, 0x20) != 0x0)
			return "CREATE_MKEY: translations_octword_actual_size must be 0x0";
		/*
		 * CREATE_MKEY klm_pas_mtt: No inline translations: the inbox ends before
		 * klm_pas_mtt
		 */
		if (inlen > 0x110)
			return "CREATE_MKEY: klm_pas_mtt must be absent (the inbox ends before it)";
		/*
		 * CREATE_MKEY memory_key_mkey_entry.crossing_target_vhca_id: No key crossing to
		 * another function
		 */
		if (inlen * 8 < 0x210 || mlx5ctl_get_bits(in, 0x200, 0x10) != 0x0)
			return "CREATE_MKEY: crossing_target_vhca_id must be 0x0";
		/* CREATE_MKEY data_direct: No data-direct key (another function's memory) */
		if (inlen * 8 < 0x63 || mlx5ctl_get_bits(in, 0x62, 0x1) != 0x0)
			return "CREATE_MKEY: data_direct must be 0x0";
		break;
	case MLX5CTL_CMD_OP_ACCESS_REG:
		/*
		 * ACCESS_REG op_mod: Only write and read: the direction decides the scope, and the
		 * firmware may take any other op_mod as a write
		 */
		if (inlen * 8 < 0x40)
			return "ACCESS_REG: op_mod must be one of 0x0, 0x1";
		switch (mlx5ctl_get_bits(in, 0x30, 0x10)) {
		case 0x0:
		case 0x1:
			break;
		default:
			return "ACCESS_REG: op_mod must be one of 0x0, 0x1";
		}
		break;
	}
	return NULL;
}

static const struct mlx5ctl_obj_type mlx5ctl_obj_types[] = {
	{
		.name = "MKEY",
		.create_opcode = MLX5CTL_CMD_OP_CREATE_MKEY,
		.destroy_opcode = MLX5CTL_CMD_OP_DESTROY_MKEY,
		.id_out_bit = MLX5CTL_BIT_OFF(create_mkey_out, mkey_index),
		.id_out_width = MLX5CTL_FLD_WIDTH(create_mkey_out, mkey_index),
		.id_in_bit = MLX5CTL_BIT_OFF(destroy_mkey_in, mkey_index),
		.id_in_width = MLX5CTL_FLD_WIDTH(destroy_mkey_in, mkey_index),
		.destroy_inlen = MLX5CTL_ST_SZ_BYTES(destroy_mkey_in),
		.destroy_outlen = MLX5CTL_ST_SZ_BYTES(destroy_mkey_out),
	},
	{
		.name = "PD",
		.create_opcode = MLX5CTL_CMD_OP_ALLOC_PD,
		.destroy_opcode = MLX5CTL_CMD_OP_DEALLOC_PD,
		.id_out_bit = MLX5CTL_BIT_OFF(alloc_pd_out, pd),
		.id_out_width = MLX5CTL_FLD_WIDTH(alloc_pd_out, pd),
		.id_in_bit = MLX5CTL_BIT_OFF(dealloc_pd_in, pd),
		.id_in_width = MLX5CTL_FLD_WIDTH(dealloc_pd_in, pd),
		.destroy_inlen = MLX5CTL_ST_SZ_BYTES(dealloc_pd_in),
		.destroy_outlen = MLX5CTL_ST_SZ_BYTES(dealloc_pd_out),
	},
};

const struct mlx5ctl_obj_type *mlx5ctl_obj_by_create(u16 opcode)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(mlx5ctl_obj_types); i++)
		if (mlx5ctl_obj_types[i].create_opcode == opcode)
			return &mlx5ctl_obj_types[i];
	return NULL;
}

const struct mlx5ctl_obj_type *mlx5ctl_obj_by_destroy(u16 opcode)
{
	unsigned int i;

	for (i = 0; i < ARRAY_SIZE(mlx5ctl_obj_types); i++)
		if (mlx5ctl_obj_types[i].destroy_opcode == opcode)
			return &mlx5ctl_obj_types[i];
	return NULL;
}
