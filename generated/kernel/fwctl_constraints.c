// SPDX-License-Identifier: BSD-3-Clause OR GPL-2.0
/* Do not edit directly, auto-generated from:
 *	prm/accel.yaml
 *	prm/cmdif.yaml
 *	prm/cong.yaml
 *	prm/eq.yaml
 *	prm/flow.yaml
 *	prm/hca.yaml
 *	prm/mgmt.yaml
 *	prm/objects.yaml
 *	prm/port.yaml
 *	prm/queues.yaml
 *	prm/registers.yaml
 *	prm/uctx.yaml
 *	prm/vport.yaml
 * MLX5GEN kernel/fwctl_constraints.c
 * To regenerate run: codegen/mlx5gen.py
 */

#include <linux/bits.h>
#include <linux/unaligned.h>

#include "constraints.h"

/* A big-endian bit field, read from the whole dword that holds it */
static u32 mlx5ctl_get_bits(const void *buf, u32 bit_off, u32 width)
{
	u32 dw = get_unaligned_be32((const u8 *)buf + bit_off / 32 * 4);

	return (dw >> (32 - width - bit_off % 32)) & GENMASK(width - 1, 0);
}

/**
 * mlx5ctl_rpc_violation - Check an RPC's inbox against the device's command rules
 * @in: the inbox
 * @inlen: its length in bytes
 *
 * The rules are the header's (a field the kernel alone may set) and each
 * command's (an inbox field user space must leave at one value, or a tail it
 * must not send). An inbox that ends before a field a rule looks at breaks it.
 *
 * Return: NULL when the inbox keeps every rule, else which one it breaks.
 */
const char *mlx5ctl_rpc_violation(const void *in, size_t inlen)
{
	if (inlen < 0x10)
		return "inbox shorter than the mailbox header";
	/*
	 * header vhca_tunnel_id: A tunnelled command runs on another function, outside the file's
	 * UID (DEVX refuses it too)
	 */
	if (inlen < 0x8 || mlx5ctl_get_bits(in, 0x20, 0x10) != 0x0)
		return "header: vhca_tunnel_id must be 0x0";
	switch (mlx5ctl_get_bits(in, 0x0, 0x10)) {
	case 0x109: /* SET_HCA_CAP */
		/*
		 * SET_HCA_CAP other_function: Only another function's capabilities (pre-
		 * configuration): never the caller's own function, whose driver set them
		 */
		if (inlen < 0xc || mlx5ctl_get_bits(in, 0x40, 0x1) != 0x1)
			return "SET_HCA_CAP: other_function must be 0x1";
		/*
		 * SET_HCA_CAP ec_vf_function: No embedded-CPU VF (a BlueField host's): the emulated
		 * card has none
		 */
		if (inlen < 0xc || mlx5ctl_get_bits(in, 0x41, 0x1) != 0x0)
			return "SET_HCA_CAP: ec_vf_function must be 0x0";
		break;
	case 0x200: /* CREATE_MKEY */
		/*
		 * CREATE_MKEY mkey_umem_valid: The key translates through a UMEM of the caller's
		 * UID, whose pages the kernel pinned
		 */
		if (inlen < 0x10 || mlx5ctl_get_bits(in, 0x61, 0x1) != 0x1)
			return "CREATE_MKEY: mkey_umem_valid must be 0x1";
		/*
		 * CREATE_MKEY memory_key_mkey_entry.access_mode_1_0: MTT translation (PA takes
		 * start_addr as a bus address; KLM/KSM are indirect)
		 */
		if (inlen < 0x14 || mlx5ctl_get_bits(in, 0x96, 0x2) != 0x1)
			return "CREATE_MKEY: access_mode_1_0 must be 0x1";
		/*
		 * CREATE_MKEY memory_key_mkey_entry.access_mode_4_2: No extended access mode
		 * (device memory, ICM)
		 */
		if (inlen < 0x14 || mlx5ctl_get_bits(in, 0x83, 0x3) != 0x0)
			return "CREATE_MKEY: access_mode_4_2 must be 0x0";
		/* CREATE_MKEY translations_octword_actual_size: No inline translations */
		if (inlen < 0x64 || mlx5ctl_get_bits(in, 0x300, 0x20) != 0x0)
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
		if (inlen < 0x44 || mlx5ctl_get_bits(in, 0x200, 0x10) != 0x0)
			return "CREATE_MKEY: crossing_target_vhca_id must be 0x0";
		/* CREATE_MKEY data_direct: No data-direct key (another function's memory) */
		if (inlen < 0x10 || mlx5ctl_get_bits(in, 0x62, 0x1) != 0x0)
			return "CREATE_MKEY: data_direct must be 0x0";
		break;
	case 0x770: /* QUERY_VPORT_COUNTER */
		/*
		 * QUERY_VPORT_COUNTER clear: Clearing the counters changes what the kernel and
		 * every other reader of the vport counters see: a debug read must leave them as
		 * they are
		 */
		if (inlen < 0x1c || mlx5ctl_get_bits(in, 0xc0, 0x1) != 0x0)
			return "QUERY_VPORT_COUNTER: clear must be 0x0";
		break;
	case 0x773: /* QUERY_Q_COUNTER */
		/*
		 * QUERY_Q_COUNTER clear: Clearing the counters changes what the kernel and every
		 * other reader of the counter set see: a debug read must leave them as they are
		 */
		if (inlen < 0x1c || mlx5ctl_get_bits(in, 0xc0, 0x1) != 0x0)
			return "QUERY_Q_COUNTER: clear must be 0x0";
		break;
	case 0x805: /* ACCESS_REG */
		/*
		 * ACCESS_REG op_mod: Only write and read: the direction decides the scope, and the
		 * firmware may take any other op_mod as a write
		 */
		if (inlen < 0x8)
			return "ACCESS_REG: op_mod must be one of 0x0, 0x1";
		switch (mlx5ctl_get_bits(in, 0x30, 0x10)) {
		case 0x0:
		case 0x1:
			break;
		default:
			return "ACCESS_REG: op_mod must be one of 0x0, 0x1";
		}
		break;
	case 0x826: /* QUERY_CONG_STATISTICS */
		/*
		 * QUERY_CONG_STATISTICS clear: Clearing the counters changes what the kernel and
		 * every other reader of the congestion statistics see: a debug read must leave them
		 * as they are
		 */
		if (inlen < 0xc || mlx5ctl_get_bits(in, 0x40, 0x1) != 0x0)
			return "QUERY_CONG_STATISTICS: clear must be 0x0";
		break;
	case 0x93b: /* QUERY_FLOW_COUNTER */
		/*
		 * QUERY_FLOW_COUNTER clear: Clearing a flow counter changes what its owner reads: a
		 * debug read must leave it as it is
		 */
		if (inlen < 0x1c || mlx5ctl_get_bits(in, 0xc0, 0x1) != 0x0)
			return "QUERY_FLOW_COUNTER: clear must be 0x0";
		break;
	case 0x964: /* FPGA_QUERY_QP_COUNTERS */
		/*
		 * FPGA_QUERY_QP_COUNTERS clear: Clearing the counters changes what their owner
		 * reads: a debug read must leave them
		 */
		if (inlen < 0xc || mlx5ctl_get_bits(in, 0x40, 0x1) != 0x0)
			return "FPGA_QUERY_QP_COUNTERS: clear must be 0x0";
		break;
	case 0xb0c: /* ACCESS_REGISTER_USER */
		/*
		 * ACCESS_REGISTER_USER op_mod: Only write and read: the direction decides the
		 * scope, and the firmware may take any other op_mod as a write
		 */
		if (inlen < 0x8)
			return "ACCESS_REGISTER_USER: op_mod must be one of 0x0, 0x1";
		switch (mlx5ctl_get_bits(in, 0x30, 0x10)) {
		case 0x0:
		case 0x1:
			break;
		default:
			return "ACCESS_REGISTER_USER: op_mod must be one of 0x0, 0x1";
		}
		break;
	}
	return NULL;
}
