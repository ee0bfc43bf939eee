// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Counters: QUERY_VPORT_COUNTER, the queue counter sets (ALLOC / DEALLOC / QUERY_Q_COUNTER),
 * QUERY_VNIC_ENV (prm/vport.yaml), and the traffic model the port's counters share (PPCNT,
 * portregs.c).
 *
 * The port (port.c) is up at 100GBASE-CR4 from reset, with no datapath behind it: the function
 * transmits nothing. What it receives is what an idle link partner sends: one 60-byte
 * broadcast (an ARP request) every second and one 90-byte multicast (IPv6 neighbour
 * discovery) every two seconds, from the moment the link came up (reset), while it is up (the
 * cable can be pulled: link.c). Every counter is a
 * function of the time since reset, so readers agree and the values only grow; a clear (the
 * counter command's `clear`, PPCNT's `clr`) moves that reader's origin to now. Frames on the
 * wire count 4 more octets (FCS) than the vport counters do.
 */
#include <string.h>

#include "mlx5fw_int.h"

#define NS	1000000000ull

struct mlx5fw_traffic mlx5fw_port_traffic(struct mlx5fw *fw, uint64_t origin_ns)
{
	uint64_t now, from;
	struct mlx5fw_traffic t;

	/* the time the link was up (link.c), from reset to the origin and to now: a partner
	 * sends nothing while the cable is out */
	if (origin_ns < fw->boot_ns)
		origin_ns = fw->boot_ns;
	from = mlx5fw_link_phy_up_ns(fw, fw->boot_ns, origin_ns);
	now = from + mlx5fw_link_phy_up_ns(fw, origin_ns, mlx5fw_now(fw));
	t.bcast = now / NS - from / NS;
	t.mcast = now / (2 * NS) - from / (2 * NS);
	return t;
}

void mlx5fw_counters_reset(struct mlx5fw *fw)
{
	size_t i;

	memset(&fw->ctr, 0, sizeof(fw->ctr));
	fw->ctr.vport_clear_ns = fw->boot_ns;
	for (i = 0; i < MLX5FW_PPCNT_GROUPS; i++)
		fw->ctr.ppcnt_clear_ns[i] = fw->boot_ns;
	fw->ctr.rcr_mask = 0x0f;	/* the model's default: errors and worse */
}

int mlx5fw_cmd_query_vport_counter(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	struct mlx5fw_traffic t;
	int err;

	err = mlx5fw_own_vport(cmd, MLX5CTL_GET(query_vport_counter_in, cmd->in, other_vport),
			       MLX5CTL_GET(query_vport_counter_in, cmd->in, vport_number),
			       MLX5CTL_GET(query_vport_counter_in, cmd->in, port_num));
	if (err)
		return err;
	t = mlx5fw_port_traffic(fw, fw->ctr.vport_clear_ns);
	MLX5CTL_SET64(query_vport_counter_out, cmd->out, received_eth_broadcast.packets, t.bcast);
	MLX5CTL_SET64(query_vport_counter_out, cmd->out, received_eth_broadcast.octets,
		      t.bcast * MLX5FW_BCAST_BYTES);
	MLX5CTL_SET64(query_vport_counter_out, cmd->out, received_eth_multicast.packets, t.mcast);
	MLX5CTL_SET64(query_vport_counter_out, cmd->out, received_eth_multicast.octets,
		      t.mcast * MLX5FW_MCAST_BYTES);
	if (MLX5CTL_GET(query_vport_counter_in, cmd->in, clear))
		fw->ctr.vport_clear_ns = mlx5fw_now(fw);
	return 0;
}

int mlx5fw_cmd_alloc_q_counter(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	unsigned int i;

	/* set 0 is not handed out (mlx5_core treats 0 as "no counter") */
	for (i = 1; i < MLX5FW_MAX_Q_COUNTERS; i++)
		if (!fw->ctr.q_used[i]) {
			fw->ctr.q_used[i] = 1;
			MLX5CTL_SET(alloc_q_counter_out, cmd->out, counter_set_id, i);
			return 0;
		}
	return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_NO_RES_ERR, SYND_NO_RESOURCE);
}

static bool q_counter_live(struct mlx5fw *fw, uint32_t id)
{
	return id && id < MLX5FW_MAX_Q_COUNTERS && fw->ctr.q_used[id];
}

int mlx5fw_cmd_dealloc_q_counter(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	uint32_t id = MLX5CTL_GET(dealloc_q_counter_in, cmd->in, counter_set_id);

	if (!q_counter_live(fw, id))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_RES_ERR, SYND_NO_OBJECT);
	fw->ctr.q_used[id] = 0;
	return 0;
}

/* no queue is ever attached to a set (the model creates none): every counter reads 0 */
int mlx5fw_cmd_query_q_counter(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	int err;

	err = mlx5fw_own_vport(cmd, MLX5CTL_GET(query_q_counter_in, cmd->in, other_vport),
			       MLX5CTL_GET(query_q_counter_in, cmd->in, vport_number), 0);
	if (err)
		return err;
	if (!MLX5CTL_GET(query_q_counter_in, cmd->in, aggregate) &&
	    !q_counter_live(fw, MLX5CTL_GET(query_q_counter_in, cmd->in, counter_set_id)))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_RES_ERR, SYND_NO_OBJECT);
	return 0;
}

/* the vNIC environment: commands the firmware refused as unknown, and nothing else happens */
int mlx5fw_cmd_query_vnic_env(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	uint64_t bad_op = 0;
	size_t i;
	int err;

	err = mlx5fw_own_vport(cmd, MLX5CTL_GET(query_vnic_env_in, cmd->in, other_vport),
			       MLX5CTL_GET(query_vnic_env_in, cmd->in, vport_number), 0);
	if (err)
		return err;
	for (i = 0; i < MLX5FW_OPSTATS; i++)
		if (fw->opstats[i].used && fw->opstats[i].status == MLX5CTL_CMD_STAT_BAD_OP_ERR)
			bad_op += fw->opstats[i].count;
	MLX5CTL_SET(query_vnic_env_out, cmd->out, vport_env.invalid_command, (uint32_t)bad_op);
	return 0;
}
