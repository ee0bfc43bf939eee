// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The command checks: state (enabled, INIT_HCA), the caller's UID, its UCTX capabilities, the
 * spec's per-command preconditions (mlx5fw_check_requires, for the generated dispatcher), and
 * around every command the policy oracle and whom its DMA is for (mlx5fw_cmd_begin/end).
 */
#include <stdlib.h>
#include <string.h>

#include "mlx5fw_int.h"

int mlx5fw_need_enabled(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	if (!fw->enabled)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_SYS_STATE_ERR, SYND_BAD_STATE);
	return 0;
}

int mlx5fw_need_init(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	if (!fw->enabled || !fw->initialized)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_SYS_STATE_ERR, SYND_BAD_STATE);
	return 0;
}

int mlx5fw_check_uid(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	if (cmd->uid == 0)
		return 0;
	if (!mlx5fw_uctx_find(fw, cmd->uid))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_NO_UID);
	return 0;
}

int mlx5fw_check_uctx_cap(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, uint32_t need)
{
	int err = mlx5fw_check_uid(fw, cmd);

	if (err)
		return err;
	if (cmd->uid && (fw->uctx[cmd->uid].cap & need) != need)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_UID_CAP);
	return 0;
}

void mlx5fw_cmd_begin(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, const char *violation)
{
	if (violation) {
		fw->policy_violations++;
		if (fw->ops && fw->ops->policy_violation)
			fw->ops->policy_violation(fw->opaque, cmd->uid, cmd->opcode, violation);
	}
	/*
	 * A tunnelled command (vhca_tunnel_id, prm/cmdif.yaml) runs on the function it names,
	 * with that function's rights: real firmware's handling is not public, this is the worst
	 * plausible. The DMA it makes is still the initiator's.
	 */
	if (MLX5CTL_GET(mbox_in_hdr, cmd->in, vhca_tunnel_id))
		cmd->uid = 0;
	fw->dma_uid = cmd->initiator;
	fw->dma_opcode = cmd->opcode;
}

/*
 * The oracle of the outbox rules: an answer to a user UID that holds something in a field the
 * kernel must scrub is counted, and its values kept, for a test to look for in what user space
 * got (mlx5fw_secret_values).
 */
static void secrets_oracle(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	uint64_t vals[8];
	unsigned int i, n, nv = 8;

	n = mlx5fw_outbox_secrets(cmd->opcode, cmd->out, cmd->outlen, vals, &nv);
	fw->secrets_answered += n;
	for (i = 0; i < nv; i++) {
		fw->secret_vals[fw->secret_pos] = vals[i];
		fw->secret_pos = (fw->secret_pos + 1) % 32;
		if (fw->secret_n < 32)
			fw->secret_n++;
	}
}

size_t mlx5fw_secret_values(const struct mlx5fw *fw, uint64_t *vals, size_t n)
{
	size_t i;

	for (i = 0; i < n && i < fw->secret_n; i++)
		vals[i] = fw->secret_vals[(fw->secret_pos + 31 - i) % 32];
	return i;
}

void mlx5fw_cmd_end(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	if (cmd->initiator && cmd->out)
		secrets_oracle(fw, cmd);
	fw->dma_uid = 0;
	fw->dma_opcode = 0;
}

int mlx5fw_check_requires(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, unsigned int requires)
{
	int err = 0;

	if (requires & MLX5FW_REQ_ENABLED)
		err = mlx5fw_need_enabled(fw, cmd);
	if (!err && (requires & MLX5FW_REQ_HCA_INIT))
		err = mlx5fw_need_init(fw, cmd);
	if (!err && (requires & MLX5FW_REQ_UID))
		err = mlx5fw_check_uid(fw, cmd);
	return err;
}
