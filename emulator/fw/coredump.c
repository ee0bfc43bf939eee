// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * CORE_DUMP (register 0x402e), dump-to-memory: one ACCESS_REG writes the firmware core dump
 * into an MKEY (over a UMEM), as many bytes as the buffer holds.
 *
 * The bytes are the stream a RESOURCE_DUMP of the CORE_DUMP segment type yields (INFO, COMMAND,
 * the core_dump_header segment, the data segments, TERMINATE; dump.c), so a file written from
 * either path is the same. In (core_dump_reg, prm/registers.yaml: the PRM's placement):
 * core_dump_type CR_DUMP_TO_MEM, vhca_id (the function's own), mkey, address (a virtual address
 * inside the MKEY), size (bytes of buffer there), cookie (0 starts at the beginning). Out: size =
 * bytes written, more_dump, cookie to continue from (0 when done), total_size of the stream (the
 * model's own field). Real firmware's cookie is opaque; the model's is
 * CORE_DUMP_MAGIC << 32 | offset.
 *
 * Either direction works (the access is a query; mlx5_core writes CORE_DUMP, so the library
 * does too). A user UID needs INTERNAL_DEVICE_RESOURCES (the register's read_uctx_cap and
 * write_uctx_cap in prm/registers.yaml, checked in regs.c), as for the core dump through
 * RESOURCE_DUMP, and must own the MKEY (uid 0 may use any); the MKEY must allow local writes
 * and cover the whole buffer, [address, address + size).
 */
#include "mlx5fw_int.h"

/* the model's cookie (real firmware's is opaque): the core dump's magic in the upper half, the
 * stream offset to continue from in the lower */

int mlx5fw_reg_core_dump(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	uint32_t type = MLX5CTL_GET(core_dump_reg, d, core_dump_type);
	uint32_t size = MLX5CTL_GET(core_dump_reg, d, size);
	uint64_t cookie = MLX5CTL_GET64(core_dump_reg, d, cookie);
	const uint8_t *data;
	size_t len, off, left, n;

	(void)write;
	/* GENERAL and QP are not advertised (debug_cap), so not accepted */
	if (type != MLX5CTL_CORE_DUMP_TYPE_CR_DUMP_TO_MEM ||
	    MLX5CTL_GET(core_dump_reg, d, vhca_id) != MLX5FW_CAP(fw, vhca_id))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	if (!size)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_LEN);
	/* the whole buffer, not only what this call happens to write */
	if (!mlx5fw_mkey_writable(fw, cmd->uid, MLX5CTL_GET(core_dump_reg, d, mkey),
				  MLX5CTL_GET64(core_dump_reg, d, address), size))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_ACCESS);
	if (mlx5fw_core_dump_stream(fw, &data, &len))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_NO_RES_ERR, SYND_NO_RESOURCE);
	off = 0;
	if (cookie) {
		/* only a cookie this device handed out: the tag, and an offset inside the stream */
		if (cookie >> 32 != MLX5CTL_CORE_DUMP_MAGIC || (cookie & 0xffffffffu) == 0 ||
		    (cookie & 0xffffffffu) >= len)
			return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
		off = (size_t)(cookie & 0xffffffffu);
	}
	left = len - off;
	n = left < size ? left : size;
	if (mlx5fw_mkey_write(fw, cmd->uid, MLX5CTL_GET(core_dump_reg, d, mkey),
			      MLX5CTL_GET64(core_dump_reg, d, address), data + off, n))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_ACCESS);
	MLX5CTL_SET(core_dump_reg, d, size, (uint32_t)n);
	MLX5CTL_SET(core_dump_reg, d, more_dump, n < left);
	MLX5CTL_SET64(core_dump_reg, d, cookie,
		      n < left ? (uint64_t)MLX5CTL_CORE_DUMP_MAGIC << 32 | (off + n) : 0);
	MLX5CTL_SET(core_dump_reg, d, total_size, (uint32_t)len);
	return 0;
}
