// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Event queues: CREATE_EQ / DESTROY_EQ, EQE posting with the owner bit, UAR doorbells
 * (arm / update consumer index) and MSI-X.
 *
 * An EQ interrupts once per arm: posting on an armed EQ raises its vector and disarms it;
 * arming an EQ that holds unconsumed EQEs raises the vector at once.
 */
#include <stdlib.h>
#include <string.h>

#include "mlx5fw_int.h"

#define EQE_SZ		MLX5CTL_ST_SZ_BYTES(eqe)
#define OWNER_BYTE	(MLX5CTL_BIT_OFF(eqe, owner) / 8)
#define CI_MASK		0xffffffu
#define MAX_LOG_PAGE	18	/* EQ buffer pages up to 1 GiB */
/* eq.c of mlx5_core puts completion EQs under the shared-resource uid */
#define SHARED_RESOURCE_UID	0xffff

_Static_assert(MLX5CTL_ST_SZ_BYTES(eqe) == 64, "64-byte EQEs");

static struct mlx5fw_eq *eq_find(struct mlx5fw *fw, uint32_t eqn)
{
	return (struct mlx5fw_eq *)mlx5fw_obj_find(fw, MLX5FW_OBJ_EQ, eqn);
}

/* the EQ goes (objtab.c frees the slot): another one takes the command events */
void mlx5fw_eq_release(struct mlx5fw *fw, struct mlx5fw_obj *o)
{
	unsigned int i;

	free(((struct mlx5fw_eq *)o)->pas);
	if (fw->cmd_eqn == (int)o->id) {
		fw->cmd_eqn = -1;
		for (i = 0; i < MLX5FW_MAX_EQS; i++)
			if (i != o->id && fw->eqs[i].obj.valid &&
			    (fw->eqs[i].mask[0] >> MLX5CTL_EVENT_TYPE_CMD) & 1) {
				fw->cmd_eqn = (int)i;
				break;
			}
	}
}

/* after mlx5fw_objs_reset(): no EQ */
void mlx5fw_eq_reset(struct mlx5fw *fw)
{
	fw->cmd_eqn = -1;
	fw->nevents = 0;
}

static bool uar_allocated(struct mlx5fw *fw, uint32_t uar)
{
	return uar >= MLX5FW_ISEG_PAGES && uar - MLX5FW_ISEG_PAGES < fw->cfg.num_uars &&
	       fw->uar_used[uar - MLX5FW_ISEG_PAGES];
}

int mlx5fw_cmd_create_eq(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	const void *ctx = MLX5CTL_ADDR_OF(create_eq_in, cmd->in, eq_context_entry);
	const uint8_t *mask = MLX5CTL_ADDR_OF(create_eq_in, cmd->in, event_bitmask);
	const uint8_t *pas = MLX5CTL_ADDR_OF(create_eq_in, cmd->in, pas);
	uint32_t log_size, log_page, page_off, vector, uar;
	uint64_t bytes, page_bytes, npas;
	struct mlx5fw_eq *eq;
	unsigned int eqn, i;
	int err;

	if (cmd->uid && cmd->uid != SHARED_RESOURCE_UID)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_WRONG_UID);

	log_size = MLX5CTL_GET(eqc, ctx, log_eq_size);
	log_page = MLX5CTL_GET(eqc, ctx, log_page_size);
	page_off = MLX5CTL_GET(eqc, ctx, page_offset);
	vector = MLX5CTL_GET(eqc, ctx, intr);
	uar = MLX5CTL_GET(eqc, ctx, uar_page);

	if (log_size > MLX5FW_LOG_MAX_EQ_SZ || log_page > MAX_LOG_PAGE)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	if (vector >= fw->cfg.msix_vectors)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_VECTOR);
	if (!uar_allocated(fw, uar))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_ID);

	page_bytes = (uint64_t)MLX5FW_PAGE_SIZE << log_page;
	bytes = (uint64_t)page_off * 64 + ((uint64_t)EQE_SZ << log_size);
	npas = (bytes + page_bytes - 1) / page_bytes;
	if ((cmd->inlen - MLX5CTL_ST_SZ_BYTES(create_eq_in)) / 8 < npas)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_INP_LEN_ERR, SYND_BAD_LEN);

	err = mlx5fw_obj_reserve(fw, cmd, MLX5FW_OBJ_EQ, &eq);
	if (err)
		return err;
	eq->pas = calloc(npas, sizeof(*eq->pas));
	if (!eq->pas)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_NO_RES_ERR, SYND_NO_RESOURCE);
	for (i = 0; i < npas; i++) {
		uint64_t a = mlx5ctl_be64_load(pas + 8 * i);

		if (a & (page_bytes - 1) & ~(uint64_t)(MLX5FW_PAGE_SIZE - 1)) {
			free(eq->pas);
			eq->pas = NULL;
			return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
		}
		eq->pas[i] = a & ~(uint64_t)(MLX5FW_PAGE_SIZE - 1);
	}
	eq->npas = (uint32_t)npas;
	eq->log_size = (uint8_t)log_size;
	eq->log_page_size = (uint8_t)log_page;
	eq->page_offset = page_off;
	eq->vector = vector;
	eq->uar = uar;
	eq->pi = 0;
	eq->ci = 0;
	eq->armed = false;
	for (i = 0; i < 4; i++)
		eq->mask[i] = mlx5ctl_be64_load(mask + 8 * i);
	eqn = mlx5fw_obj_commit(fw, MLX5FW_OBJ_EQ, &eq->obj, 0);
	if (fw->cmd_eqn < 0 && ((eq->mask[0] >> MLX5CTL_EVENT_TYPE_CMD) & 1))
		fw->cmd_eqn = (int)eqn;

	MLX5CTL_SET(create_eq_out, cmd->out, eq_number, eqn);
	return 0;
}

int mlx5fw_cmd_destroy_eq(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	struct mlx5fw_eq *eq = eq_find(fw, MLX5CTL_GET(destroy_eq_in, cmd->in, eq_number));

	if (!eq)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_ID);
	return mlx5fw_obj_destroy(fw, cmd, MLX5FW_OBJ_EQ, &eq->obj, mlx5fw_eq_release);
}

static uint64_t eqe_addr(const struct mlx5fw_eq *eq, uint32_t idx)
{
	uint64_t off = (uint64_t)eq->page_offset * 64 + (uint64_t)idx * EQE_SZ;
	unsigned int shift = MLX5FW_PAGE_SHIFT + eq->log_page_size;
	uint64_t page = off >> shift;

	if (page >= eq->npas)
		return 0;
	return eq->pas[page] + (off & ((1ull << shift) - 1));
}

int mlx5fw_eq_post(struct mlx5fw *fw, int eqn, uint8_t *eqe)
{
	struct mlx5fw_eq *eq;
	uint32_t size, idx;
	uint64_t addr;

	eq = eqn < 0 ? NULL : eq_find(fw, (uint32_t)eqn);
	if (!eq)
		return -1;
	size = 1u << eq->log_size;
	if (((eq->pi - eq->ci) & CI_MASK) >= size) {
		mlx5fw_guest_error(fw, "mlx5fw: EQ overrun, event dropped");
		return -1;
	}
	idx = eq->pi & (size - 1);
	addr = eqe_addr(eq, idx);
	MLX5CTL_SET(eqe, eqe, owner, (eq->pi >> eq->log_size) & 1);
	/* everything but the owner byte, then the owner byte */
	if (!addr || mlx5fw_dma_write(fw, addr, eqe, OWNER_BYTE) ||
	    mlx5fw_dma_write(fw, addr + OWNER_BYTE, eqe + OWNER_BYTE, EQE_SZ - OWNER_BYTE)) {
		mlx5fw_guest_error(fw, "mlx5fw: cannot write EQE");
		return -1;
	}
	eq->pi = (eq->pi + 1) & CI_MASK;
	mlx5fw_diag_count(fw, MLX5FW_DIAG_EQES, 1);
	if (eq->armed) {
		eq->armed = false;
		mlx5fw_msix(fw, eq->vector);
	}
	return 0;
}

void mlx5fw_eq_doorbell(struct mlx5fw *fw, uint32_t val, bool arm)
{
	uint8_t db[MLX5CTL_ST_SZ_BYTES(eq_doorbell)];
	struct mlx5fw_eq *eq;
	uint32_t eqn;

	mlx5ctl_be32_store(db, val);
	eqn = MLX5CTL_GET(eq_doorbell, db, eqn);
	eq = eq_find(fw, eqn);
	if (!eq) {
		mlx5fw_guest_error(fw, "mlx5fw: doorbell for a missing EQ");
		return;
	}
	eq->ci = MLX5CTL_GET(eq_doorbell, db, consumer_index);
	if (!arm)
		return;
	if (eq->ci != eq->pi) {
		eq->armed = false;
		mlx5fw_msix(fw, eq->vector);
	} else {
		eq->armed = true;
	}
}

/*
 * QUERY_EQ: any live UID may read any EQ's context (prm/eq.yaml: whether real firmware answers
 * a user UID for the kernel's EQs is not public; the worst plausible is that it does), with the
 * page addresses CREATE_EQ gave (as many as the outbox holds): the kernel's must scrub them.
 */
int mlx5fw_cmd_query_eq(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	const struct mlx5fw_eq *eq = eq_find(fw, MLX5CTL_GET(query_eq_in, cmd->in, eq_number));
	size_t room = (cmd->outlen - MLX5CTL_ST_SZ_BYTES(query_eq_out)) / 8;
	uint8_t *pas = cmd->out + MLX5CTL_ST_SZ_BYTES(query_eq_out);
	void *eqc;
	uint32_t i;

	if (!eq)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_ID);
	eqc = MLX5CTL_ADDR_OF(query_eq_out, cmd->out, eq_context_entry);
	MLX5CTL_SET(eqc, eqc, st, eq->armed ? MLX5CTL_EQC_ST_ARMED : MLX5CTL_EQC_ST_FIRED);
	MLX5CTL_SET(eqc, eqc, log_eq_size, eq->log_size);
	MLX5CTL_SET(eqc, eqc, uar_page, eq->uar);
	MLX5CTL_SET(eqc, eqc, intr, eq->vector);
	MLX5CTL_SET(eqc, eqc, log_page_size, eq->log_page_size);
	MLX5CTL_SET(eqc, eqc, page_offset, eq->page_offset);
	MLX5CTL_SET(eqc, eqc, consumer_counter, eq->ci & 0xffffff);
	MLX5CTL_SET(eqc, eqc, producer_counter, eq->pi & 0xffffff);
	MLX5CTL_SET64(query_eq_out, cmd->out, event_bitmask, eq->mask[0]);
	for (i = 0; i < eq->npas && i < room; i++)
		mlx5ctl_be64_store(pas + 8 * i, eq->pas[i]);
	return 0;
}

/*
 * General events. A command that raises one (an MFRL write) runs before its completion is
 * posted; the event follows the completion, as from a real firmware, whose events come after
 * the command that caused them: mlx5_core answers a RESET_REQUEST with another MFRL write,
 * which must not overtake the first one's completion. A full queue drops the newest event (a
 * guest that keeps raising them and never consumes loses some; nothing else happens).
 */
void mlx5fw_event_raise(struct mlx5fw *fw, uint8_t sub_type, uint32_t data0)
{
	if (fw->nevents >= MLX5FW_MAX_EVENTS) {
		mlx5fw_guest_error(fw, "mlx5fw: general event queue full, event dropped");
		return;
	}
	fw->events[fw->nevents].sub_type = sub_type;
	fw->events[fw->nevents].data0 = data0;
	fw->nevents++;
}

void mlx5fw_events_flush(struct mlx5fw *fw)
{
	uint8_t eqe[MLX5CTL_ST_SZ_BYTES(eqe)];
	unsigned int i, n = fw->nevents;
	int eqn = -1;

	fw->nevents = 0;
	if (!n || mlx5fw_halted(fw))
		return;
	for (i = 0; i < MLX5FW_MAX_EQS; i++)
		if (fw->eqs[i].obj.valid &&
		    (fw->eqs[i].mask[0] >> MLX5CTL_EVENT_TYPE_GENERAL_EVENT) & 1) {
			eqn = (int)i;
			break;
		}
	if (eqn < 0)
		return;		/* nobody subscribed: the events are lost */
	for (i = 0; i < n && !mlx5fw_halted(fw); i++) {
		memset(eqe, 0, sizeof(eqe));
		MLX5CTL_SET(eqe, eqe, event_type, MLX5CTL_EVENT_TYPE_GENERAL_EVENT);
		MLX5CTL_SET(eqe, eqe, event_sub_type, fw->events[i].sub_type);
		mlx5ctl_be32_store(MLX5CTL_ADDR_OF(eqe, eqe, event_data), fw->events[i].data0);
		mlx5fw_eq_post(fw, eqn, eqe);
	}
}

/*
 * A port state change (link.c): a PORT_CHANGE event, DOWN or ACTIVE, for port 1 on the first EQ
 * subscribed to it, at once (the link changes outside any command). Without a subscriber (no
 * driver, or before mlx5_core created its async EQ) the event is lost, as on a real card.
 */
void mlx5fw_port_event(struct mlx5fw *fw, bool up)
{
	uint8_t eqe[MLX5CTL_ST_SZ_BYTES(eqe)];
	unsigned int i;

	if (mlx5fw_halted(fw))
		return;
	for (i = 0; i < MLX5FW_MAX_EQS; i++)
		if (fw->eqs[i].obj.valid &&
		    (fw->eqs[i].mask[0] >> MLX5CTL_EVENT_TYPE_PORT_CHANGE) & 1)
			break;
	if (i == MLX5FW_MAX_EQS)
		return;
	memset(eqe, 0, sizeof(eqe));
	MLX5CTL_SET(eqe, eqe, event_type, MLX5CTL_EVENT_TYPE_PORT_CHANGE);
	MLX5CTL_SET(eqe, eqe, event_sub_type, up ? MLX5CTL_PORT_CHANGE_SUBTYPE_ACTIVE :
		    MLX5CTL_PORT_CHANGE_SUBTYPE_DOWN);
	MLX5CTL_SET(eqe, eqe, event_data.port_state_change_event.port_num, 1);
	fw->link.port_events++;
	mlx5fw_eq_post(fw, (int)i, eqe);
}
