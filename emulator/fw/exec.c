// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * One command, whichever transport brought it (mlx5fw_exec, the command queue): diagnostic
 * samples due first, the generated dispatcher, the per-opcode counts and the trace.
 */
#include <stdlib.h>
#include <string.h>

#include "mlx5fw_int.h"

static void count_cmd(struct mlx5fw *fw, uint16_t opcode, int status)
{
	struct mlx5fw_opstat *free_slot = NULL;
	int i;

	fw->cmds++;
	mlx5fw_diag_count(fw, MLX5FW_DIAG_CMDS, 1);
	if (status) {
		fw->cmd_errors++;
		mlx5fw_diag_count(fw, MLX5FW_DIAG_CMD_ERRORS, 1);
	}
	for (i = 0; i < MLX5FW_OPSTATS; i++) {
		struct mlx5fw_opstat *s = &fw->opstats[i];

		if (s->used && s->opcode == opcode && s->status == (uint8_t)status) {
			s->count++;
			return;
		}
		if (!s->used && !free_slot)
			free_slot = s;
	}
	if (free_slot) {
		free_slot->used = true;
		free_slot->opcode = opcode;
		free_slot->status = (uint8_t)status;
		free_slot->count = 1;
	}
}

int mlx5fw_cmd_run(struct mlx5fw *fw, const void *in, size_t inlen, void *out, size_t outlen)
{
	uint16_t opcode = 0, op_mod = 0, uid = 0;
	uint32_t syndrome = 0;
	int status;

	/* samples due are taken before the command changes what they read */
	mlx5fw_diag_tick(fw);
	status = mlx5fw_dispatch(fw, in, inlen, out, outlen);
	if (status < 0)
		goto out;
	if (inlen >= MLX5CTL_ST_SZ_BYTES(mbox_in_hdr)) {
		opcode = (uint16_t)MLX5CTL_GET(mbox_in_hdr, in, opcode);
		op_mod = (uint16_t)MLX5CTL_GET(mbox_in_hdr, in, op_mod);
		uid = (uint16_t)MLX5CTL_GET(mbox_in_hdr, in, uid);
	}
	syndrome = MLX5CTL_GET(mbox_out_hdr, out, syndrome);
	count_cmd(fw, opcode, status);
	if (!fw->free_pending && fw->ops && fw->ops->trace_cmd)
		fw->ops->trace_cmd(fw->opaque, opcode, op_mod, uid, (uint8_t)status, syndrome);
out:
	return status;
}

uint64_t mlx5fw_cmd_count(const struct mlx5fw *fw, uint16_t opcode, int status)
{
	uint64_t n = 0;
	int i;

	for (i = 0; i < MLX5FW_OPSTATS; i++) {
		const struct mlx5fw_opstat *s = &fw->opstats[i];

		if (s->used && s->opcode == opcode && (status < 0 || s->status == status))
			n += s->count;
	}
	return n;
}
