// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The command queue: doorbell bits -> slots -> queue entries -> mailbox chains -> dispatcher.
 *
 * Copy, then parse: the 64-byte entry and every mailbox block are read once into local buffers;
 * nothing validated is read again from guest memory. Chains are walked for exactly the number of
 * blocks inlen/outlen need (a looping chain cannot hang us; a longer one is fine). Output is
 * written first, the status/ownership byte last; then, if a command-completion EQ existed when
 * the command started, an EQE of type CMD with the slot bit is posted on it.
 */
#include <stdlib.h>
#include <string.h>

#include "mlx5fw_int.h"

#define ENTRY_SZ	MLX5CTL_ST_SZ_BYTES(cmd_queue_entry)
#define BOX_SZ		MLX5CTL_ST_SZ_BYTES(cmd_if_box)
#define STATUS_BYTE	(MLX5CTL_BIT_OFF(cmd_queue_entry, ownership) / 8)

_Static_assert(MLX5CTL_BIT_OFF(cmd_queue_entry, status) / 8 == STATUS_BYTE,
	       "status and ownership share one byte");
_Static_assert(MLX5CTL_FLD_SZ_BYTES(cmd_queue_entry, command_input_inline_data) ==
	       MLX5FW_INLINE_LEN, "16 inline bytes");
_Static_assert(ENTRY_SZ == 64, "a queue entry is what fw->held keeps");
_Static_assert(MLX5CTL_FLD_SZ_BYTES(cmd_if_box, mailbox_data) == MLX5FW_BOX_DATA,
	       "512 data bytes per block");

void mlx5fw_cmdq_reset(struct mlx5fw *fw)
{
	fw->db_pending = 0;
}

static uint64_t box_next(const uint8_t *box)
{
	return ((uint64_t)MLX5CTL_GET(cmd_if_box, box, next_pointer_63_32) << 32) |
	       ((uint64_t)MLX5CTL_GET(cmd_if_box, box, next_pointer_31_10) << 10);
}

static size_t nblocks(size_t len)
{
	return len > MLX5FW_INLINE_LEN ?
		(len - MLX5FW_INLINE_LEN + MLX5FW_BOX_DATA - 1) / MLX5FW_BOX_DATA : 0;
}

/* copy the input chain into in[INLINE_LEN..inlen); returns a delivery status */
static int read_inbox(struct mlx5fw *fw, uint64_t ptr, uint8_t *in, size_t inlen)
{
	size_t n = nblocks(inlen), i, done = MLX5FW_INLINE_LEN;
	uint8_t box[BOX_SZ];

	for (i = 0; i < n; i++) {
		size_t chunk = inlen - done < MLX5FW_BOX_DATA ? inlen - done : MLX5FW_BOX_DATA;

		if (!ptr)
			return MLX5CTL_CMD_DELIVERY_STAT_IN_PTR_ALIGN_ERR;
		if (mlx5fw_dma_read(fw, ptr, box, sizeof(box)))
			return MLX5CTL_CMD_DELIVERY_STAT_FW_ERR;
		if (MLX5CTL_GET(cmd_if_box, box, block_number) != i)
			return MLX5CTL_CMD_DELIVERY_STAT_BAD_BLK_NUM_ERR;
		memcpy(in + done, MLX5CTL_ADDR_OF(cmd_if_box, box, mailbox_data), chunk);
		done += chunk;
		ptr = box_next(box);
	}
	return MLX5CTL_CMD_DELIVERY_STAT_OK;
}

/* collect the output chain's block addresses; returns a delivery status */
static int walk_outbox(struct mlx5fw *fw, uint64_t ptr, uint64_t *addrs, size_t n)
{
	uint8_t box[BOX_SZ];
	size_t i;

	for (i = 0; i < n; i++) {
		if (!ptr)
			return MLX5CTL_CMD_DELIVERY_STAT_OUT_PTR_ALIGN_ERR;
		if (mlx5fw_dma_read(fw, ptr, box, sizeof(box)))
			return MLX5CTL_CMD_DELIVERY_STAT_FW_ERR;
		if (MLX5CTL_GET(cmd_if_box, box, block_number) != i)
			return MLX5CTL_CMD_DELIVERY_STAT_BAD_BLK_NUM_ERR;
		addrs[i] = ptr;
		ptr = box_next(box);
	}
	return MLX5CTL_CMD_DELIVERY_STAT_OK;
}

static int write_outbox(struct mlx5fw *fw, const uint64_t *addrs, const uint8_t *out,
			size_t outlen)
{
	size_t n = nblocks(outlen), i, done = MLX5FW_INLINE_LEN;

	for (i = 0; i < n; i++) {
		size_t chunk = outlen - done < MLX5FW_BOX_DATA ? outlen - done : MLX5FW_BOX_DATA;

		if (mlx5fw_dma_write(fw, addrs[i] + MLX5CTL_BYTE_OFF(cmd_if_box, mailbox_data),
				     out + done, chunk))
			return MLX5CTL_CMD_DELIVERY_STAT_FW_ERR;
		done += chunk;
	}
	return MLX5CTL_CMD_DELIVERY_STAT_OK;
}

/* Runs the command of a copied entry; fills ent's inline output; returns a delivery status */
static int run_entry(struct mlx5fw *fw, uint8_t *ent)
{
	size_t inlen = MLX5CTL_GET(cmd_queue_entry, ent, input_length);
	size_t outlen = MLX5CTL_GET(cmd_queue_entry, ent, output_length);
	uint64_t in_ptr, out_ptr, *addrs = NULL;
	uint8_t *in = NULL, *out = NULL;
	int ds, st;

	if (MLX5CTL_GET(cmd_queue_entry, ent, type) !=
	    MLX5CTL_CMD_QUEUE_ENTRY_TYPE_PCIE_CMD_IF_TRANSPORT)
		return MLX5CTL_CMD_DELIVERY_STAT_CMD_DESCR_ERR;
	if (inlen > MLX5FW_MAX_MSG)
		return MLX5CTL_CMD_DELIVERY_STAT_IN_LENGTH_ERR;
	if (outlen > MLX5FW_MAX_MSG)
		return MLX5CTL_CMD_DELIVERY_STAT_OUT_LENGTH_ERR;

	in_ptr = ((uint64_t)MLX5CTL_GET(cmd_queue_entry, ent, input_mailbox_pointer_63_32) << 32) |
		 ((uint64_t)MLX5CTL_GET(cmd_queue_entry, ent, input_mailbox_pointer_31_9) << 9);
	out_ptr = ((uint64_t)MLX5CTL_GET(cmd_queue_entry, ent, output_mailbox_pointer_63_32) << 32) |
		  ((uint64_t)MLX5CTL_GET(cmd_queue_entry, ent, output_mailbox_pointer_31_9) << 9);

	in = calloc(1, inlen > MLX5FW_INLINE_LEN ? inlen : MLX5FW_INLINE_LEN);
	out = calloc(1, outlen > MLX5FW_INLINE_LEN ? outlen : MLX5FW_INLINE_LEN);
	addrs = calloc(nblocks(outlen) + 1, sizeof(*addrs));
	if (!in || !out || !addrs) {
		ds = MLX5CTL_CMD_DELIVERY_STAT_FW_ERR;
		goto done;
	}
	memcpy(in, MLX5CTL_ADDR_OF(cmd_queue_entry, ent, command_input_inline_data),
	       MLX5FW_INLINE_LEN);
	ds = read_inbox(fw, in_ptr, in, inlen);
	if (ds)
		goto done;
	ds = walk_outbox(fw, out_ptr, addrs, nblocks(outlen));
	if (ds)
		goto done;

	st = mlx5fw_cmd_run(fw, in, inlen, out, outlen);
	if (st < 0) {
		ds = MLX5CTL_CMD_DELIVERY_STAT_OUT_LENGTH_ERR;
		goto done;
	}
	ds = write_outbox(fw, addrs, out, outlen);
	if (ds)
		goto done;
	memcpy(MLX5CTL_ADDR_OF(cmd_queue_entry, ent, command_output_inline_data), out,
	       MLX5FW_INLINE_LEN);
done:
	free(in);
	free(out);
	free(addrs);
	return ds;
}

static void complete_event(struct mlx5fw *fw, int eqn, unsigned int slot)
{
	uint8_t eqe[MLX5CTL_ST_SZ_BYTES(eqe)];

	memset(eqe, 0, sizeof(eqe));
	MLX5CTL_SET(eqe, eqe, event_type, MLX5CTL_EVENT_TYPE_CMD);
	MLX5CTL_SET(eqe, eqe, event_data.cmd_inter_comp_event.command_completion_vector,
		    1u << slot);
	mlx5fw_eq_post(fw, eqn, eqe);
}

/* output, then the status/ownership byte, then the completion event */
static void finish_slot(struct mlx5fw *fw, unsigned int slot, uint8_t *ent, int ds, int eqn)
{
	uint64_t base = ((uint64_t)fw->cmdq_h << 32) | fw->cmdq_l;
	uint64_t ea = base + ((uint64_t)slot << MLX5FW_CMDQ_LOG_STRIDE);

	if (!ds && mlx5fw_dma_write(fw, ea + MLX5CTL_BYTE_OFF(cmd_queue_entry,
							       command_output_inline_data),
				    MLX5CTL_ADDR_OF(cmd_queue_entry, ent,
						    command_output_inline_data),
				    MLX5FW_INLINE_LEN))
		ds = MLX5CTL_CMD_DELIVERY_STAT_FW_ERR;
	MLX5CTL_SET(cmd_queue_entry, ent, status, ds);
	MLX5CTL_SET(cmd_queue_entry, ent, ownership, 0);
	/* the status/ownership byte goes last */
	if (mlx5fw_dma_write(fw, ea + STATUS_BYTE, ent + STATUS_BYTE, 1)) {
		mlx5fw_guest_error(fw, "mlx5fw: cannot complete command entry");
		return;
	}
	if (eqn >= 0 && fw->eqs[eqn].obj.valid && !mlx5fw_halted(fw))
		complete_event(fw, eqn, slot);
}

/*
 * mlx5fw_fault_timeout(): the command ran but its completion is held back until the device is
 * rung again - the driver has given up on it by then (it is the only thing it waited for), sees
 * a completion "after timeout" and can free the slot, as with a very slow firmware. (A
 * completion never delivered would keep the driver's slot and stall its teardown for good.)
 */
static void finish_held(struct mlx5fw *fw)
{
	if (!fw->held.valid)
		return;
	fw->held.valid = false;
	finish_slot(fw, fw->held.slot, fw->held.ent, fw->held.ds, fw->held.eqn);
}

static void process_slot(struct mlx5fw *fw, unsigned int slot)
{
	uint64_t base = ((uint64_t)fw->cmdq_h << 32) | fw->cmdq_l;
	uint64_t ea = base + ((uint64_t)slot << MLX5FW_CMDQ_LOG_STRIDE);
	uint8_t ent[ENTRY_SZ];
	int eqn = fw->cmd_eqn;	/* events only if the command EQ predates this command */
	int ds;

	if (!base) {
		mlx5fw_guest_error(fw, "mlx5fw: doorbell before the command queue address");
		return;
	}
	if (mlx5fw_dma_read(fw, ea, ent, sizeof(ent))) {
		mlx5fw_guest_error(fw, "mlx5fw: cannot read command entry");
		return;
	}
	if (!MLX5CTL_GET(cmd_queue_entry, ent, ownership)) {
		mlx5fw_guest_error(fw, "mlx5fw: doorbell for an entry software owns");
		return;
	}
	ds = run_entry(fw, ent);
	if (mlx5fw_halted(fw))
		return;		/* reset or unplugged meanwhile: nothing more goes to the guest */
	if (fw->fault_timeout_opcode && !fw->held.valid && fw->fault_timeout_opcode ==
	    MLX5CTL_GET(mbox_in_hdr, MLX5CTL_ADDR_OF(cmd_queue_entry, ent,
						     command_input_inline_data), opcode)) {
		fw->fault_timeout_opcode = 0;
		fw->cmd_timeouts++;
		fw->held.valid = true;
		fw->held.slot = slot;
		fw->held.ds = ds;
		fw->held.eqn = eqn;
		memcpy(fw->held.ent, ent, sizeof(ent));
		return;
	}
	finish_slot(fw, slot, ent, ds, eqn);
}

void mlx5fw_cmdq_run(struct mlx5fw *fw)
{
	uint32_t pending;
	unsigned int slot, round;

	/* doorbells rung from a host op meanwhile are taken too, a bounded number of times */
	for (round = 0; round < 4 && fw->db_pending; round++) {
		pending = fw->db_pending;
		fw->db_pending = 0;
		if (fw->gone)
			break;
		finish_held(fw);
		for (slot = 0; slot < MLX5FW_CMDQ_SLOTS && !mlx5fw_halted(fw); slot++)
			if (pending & (1u << slot))
				process_slot(fw, slot);
	}
}
