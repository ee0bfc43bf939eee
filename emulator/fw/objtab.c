// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The object table: user contexts, UMEMs, PDs, MKEYs and EQs, one way for all of them.
 *
 * Each type keeps its slots in struct mlx5fw (fixed arrays, so a snapshot is a struct copy);
 * every slot starts with struct mlx5fw_obj. The table hands out numbers (a type's own rule:
 * the slot, or a 24-bit counter that skips 0 and numbers in use), checks ownership (uid 0 may
 * use any object, a user UID only its own), counts references (an MKEY holds its PD and UMEM;
 * every object its UID's user context) and destroys objects: one at a time, refused while
 * referenced, or all of them at TEARDOWN_HCA and reset. What an object holds beyond its header
 * (buffers, references, the update handle of a UID) its type's release gives back: the caller
 * names it, so that the table calls no handler file (they are the layer above).
 */
#include <stddef.h>
#include <string.h>

#include "mlx5fw_int.h"

#define ID_MASK		0xffffffu

struct objtype {
	size_t off;			/* the slots in struct mlx5fw */
	size_t size;			/* bytes per slot */
	uint32_t nslots;
	uint32_t first;			/* first usable slot (UCTX: uid 0 is the kernel's) */
	bool counted;			/* numbered by a counter (else: id = slot + id_base) */
	uint32_t id_base;
	bool owned;			/* counts against its UID's user context */
	uint8_t busy_status;		/* destroy while referenced */
};

static const struct objtype types[MLX5FW_OBJ_TYPES] = {
	[MLX5FW_OBJ_UCTX] = {
		offsetof(struct mlx5fw, uctx), sizeof(struct mlx5fw_uctx), MLX5FW_MAX_UIDS, 1,
		false, 0, false, MLX5CTL_CMD_STAT_RES_BUSY,
	},
	[MLX5FW_OBJ_UMEM] = {
		offsetof(struct mlx5fw, umems), sizeof(struct mlx5fw_umem), MLX5FW_MAX_UMEMS, 0,
		true, 0, true, MLX5CTL_CMD_STAT_BAD_RES_STATE_ERR,
	},
	[MLX5FW_OBJ_PD] = {
		offsetof(struct mlx5fw, pds), sizeof(struct mlx5fw_pd), MLX5FW_MAX_PDS, 0,
		true, 0, true, MLX5CTL_CMD_STAT_BAD_RES_STATE_ERR,
	},
	[MLX5FW_OBJ_MKEY] = {
		offsetof(struct mlx5fw, mkeys), sizeof(struct mlx5fw_mkey), MLX5FW_MAX_MKEYS, 0,
		false, 1, true, MLX5CTL_CMD_STAT_BAD_RES_STATE_ERR,
	},
	[MLX5FW_OBJ_EQ] = {
		offsetof(struct mlx5fw, eqs), sizeof(struct mlx5fw_eq), MLX5FW_MAX_EQS, 0,
		false, 0, false, MLX5CTL_CMD_STAT_BAD_RES_STATE_ERR,
	},
};

/* the order objects go in at teardown: users of an object before it, user contexts last */
static const enum mlx5fw_obj_type teardown_order[MLX5FW_OBJ_TYPES] = {
	MLX5FW_OBJ_MKEY, MLX5FW_OBJ_UMEM, MLX5FW_OBJ_PD, MLX5FW_OBJ_EQ, MLX5FW_OBJ_UCTX,
};

uint32_t mlx5fw_obj_slots(enum mlx5fw_obj_type type)
{
	return types[type].nslots;
}

struct mlx5fw_obj *mlx5fw_obj_slot(struct mlx5fw *fw, enum mlx5fw_obj_type type, uint32_t i)
{
	return (struct mlx5fw_obj *)((uint8_t *)fw + types[type].off + i * types[type].size);
}

const struct mlx5fw_obj *mlx5fw_obj_cslot(const struct mlx5fw *fw, enum mlx5fw_obj_type type,
					  uint32_t i)
{
	return (const struct mlx5fw_obj *)((const uint8_t *)fw + types[type].off +
					   i * types[type].size);
}

/* kept by commit and release: the statistics read it at every turn (mlx5fw_check counts) */
uint32_t mlx5fw_obj_count(const struct mlx5fw *fw, enum mlx5fw_obj_type type)
{
	return fw->obj_live[type];
}

struct mlx5fw_obj *mlx5fw_obj_find(struct mlx5fw *fw, enum mlx5fw_obj_type type, uint32_t id)
{
	const struct objtype *t = &types[type];
	struct mlx5fw_obj *o;

	if (!t->counted) {
		uint32_t i = id - t->id_base;	/* wraps to a huge slot below the base */

		if (i < t->first || i >= t->nslots)
			return NULL;
		o = mlx5fw_obj_slot(fw, type, i);
		return o->valid ? o : NULL;
	}
	for (uint32_t i = t->first; i < t->nslots; i++) {
		o = mlx5fw_obj_slot(fw, type, i);
		if (o->valid && o->id == id)
			return o;
	}
	return NULL;
}

int mlx5fw_obj_lookup(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, enum mlx5fw_obj_type type,
		      uint32_t id, void *obj)
{
	struct mlx5fw_obj *o = mlx5fw_obj_find(fw, type, id);

	if (!o)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_ID);
	if (cmd->uid && cmd->uid != o->uid)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_WRONG_UID);
	memcpy(obj, &o, sizeof(o));
	return 0;
}

int mlx5fw_obj_reserve(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, enum mlx5fw_obj_type type,
		       void *obj)
{
	for (uint32_t i = types[type].first; i < types[type].nslots; i++) {
		struct mlx5fw_obj *o = mlx5fw_obj_slot(fw, type, i);

		if (!o->valid) {
			memcpy(obj, &o, sizeof(o));
			return 0;
		}
	}
	return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_LIM_ERR, SYND_NO_RESOURCE);
}

static uint32_t slot_of(const struct mlx5fw *fw, enum mlx5fw_obj_type type,
			const struct mlx5fw_obj *o)
{
	return (uint32_t)(((const uint8_t *)o - (const uint8_t *)fw - types[type].off) /
			  types[type].size);
}

/* the next number of a counted type: 24 bits, never 0, not one in use */
static uint32_t next_id(struct mlx5fw *fw, enum mlx5fw_obj_type type)
{
	uint32_t *next = &fw->obj_next_id[type], id;

	do {
		id = *next;
		*next = (*next + 1) & ID_MASK;
		if (!*next)
			*next = 1;
	} while (!id || mlx5fw_obj_find(fw, type, id));
	return id;
}

uint32_t mlx5fw_obj_commit(struct mlx5fw *fw, enum mlx5fw_obj_type type, struct mlx5fw_obj *o,
			   uint16_t uid)
{
	const struct objtype *t = &types[type];
	struct mlx5fw_uctx *owner = t->owned ? mlx5fw_uctx_find(fw, uid) : NULL;

	o->id = t->counted ? next_id(fw, type) : slot_of(fw, type, o) + t->id_base;
	o->uid = uid;
	o->refs = 0;
	o->valid = true;
	fw->obj_live[type]++;
	if (owner)
		owner->obj.refs++;
	return o->id;
}

void mlx5fw_obj_get(struct mlx5fw_obj *o)
{
	o->refs++;
}

void mlx5fw_obj_put(struct mlx5fw_obj *o)
{
	if (o->refs)
		o->refs--;
}

static void release(struct mlx5fw *fw, enum mlx5fw_obj_type type, struct mlx5fw_obj *o,
		    mlx5fw_obj_release_fn fn)
{
	const struct objtype *t = &types[type];
	struct mlx5fw_uctx *owner = t->owned ? mlx5fw_uctx_find(fw, o->uid) : NULL;

	if (fn)
		fn(fw, o);
	if (owner)
		mlx5fw_obj_put(&owner->obj);
	memset(o, 0, t->size);
	fw->obj_live[type]--;
}

int mlx5fw_obj_destroy(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, enum mlx5fw_obj_type type,
		       struct mlx5fw_obj *o, mlx5fw_obj_release_fn fn)
{
	if (o->refs) {
		if (type == MLX5FW_OBJ_UCTX)
			fw->destroy_uctx_busy++;
		return mlx5fw_fail(cmd, types[type].busy_status, SYND_BUSY);
	}
	release(fw, type, o, fn);
	return 0;
}

void mlx5fw_objs_reset(struct mlx5fw *fw, const mlx5fw_obj_release_fn fn[MLX5FW_OBJ_TYPES])
{
	for (unsigned int k = 0; k < MLX5FW_OBJ_TYPES; k++) {
		enum mlx5fw_obj_type type = teardown_order[k];

		for (uint32_t i = 0; i < types[type].nslots; i++) {
			struct mlx5fw_obj *o = mlx5fw_obj_slot(fw, type, i);

			if (o->valid)
				release(fw, type, o, fn[type]);
			else
				memset(o, 0, types[type].size);
		}
		fw->obj_next_id[type] = 1;
	}
}

struct mlx5fw_uctx *mlx5fw_uctx_find(struct mlx5fw *fw, uint16_t uid)
{
	return (struct mlx5fw_uctx *)mlx5fw_obj_find(fw, MLX5FW_OBJ_UCTX, uid);
}
