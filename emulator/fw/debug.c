// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * For tests and fuzzers (mlx5fw_debug.h): snapshots (clone / restore) and the model's
 * invariants. Every buffer struct mlx5fw owns is listed here: a member added to the state that
 * points to the heap needs its copy in copy_heap() (the fuzzers restore a snapshot before every
 * input, so a missed one shows at once as a double free under ASan).
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "mlx5fw_debug.h"
#include "mlx5fw_int.h"

#define CAP_SZ	MLX5CTL_ST_SZ_BYTES(cmd_hca_cap)

static void *dup_mem(const void *p, size_t n)
{
	void *q;

	if (!p || !n)
		return NULL;
	q = malloc(n);
	if (q)
		memcpy(q, p, n);
	return q;
}

/* the buffers whose size varies with the state: freed, and NULL after */
static void free_varying(struct mlx5fw *fw)
{
	unsigned int i;

	mlx5fw_dump_reset(fw);
	for (i = 0; i < MLX5FW_MAX_UMEMS; i++) {
		free(fw->umems[i].mtt);
		fw->umems[i].mtt = NULL;
	}
	for (i = 0; i < MLX5FW_MAX_MKEYS; i++) {
		free(fw->mkeys[i].mtt);
		fw->mkeys[i].mtt = NULL;
	}
	for (i = 0; i < MLX5FW_MAX_EQS; i++) {
		free(fw->eqs[i].pas);
		fw->eqs[i].pas = NULL;
	}
	free(fw->diag.buf);
	fw->diag.buf = NULL;
	mlx5fw_flash_free(fw);
	free(fw->fwu.buf);
	free(fw->fwu.running.data);
	free(fw->fwu.pending.data);
	fw->fwu.buf = fw->fwu.running.data = fw->fwu.pending.data = NULL;
}

/*
 * dst's state is a struct copy of src: give it its own copies of src's varying buffers
 * (fixed-size ones were put back by the caller). -1 when out of memory.
 */
static int copy_varying(struct mlx5fw *dst, const struct mlx5fw *src)
{
	unsigned int i;
	int err = 0;

	dst->dump.data = NULL;
	if (src->dump.shared) {
		dst->dump.data = dst->core.data;	/* the same bytes: identity is the same */
		if (!dst->core.data)
			dst->dump.valid = dst->dump.shared = false;
	} else if (src->dump.data) {
		dst->dump.data = dup_mem(src->dump.data, src->dump.len);
		err |= !dst->dump.data;
	}
	for (i = 0; i < MLX5FW_MAX_UMEMS; i++) {
		dst->umems[i].mtt = NULL;
		if (src->umems[i].mtt) {
			dst->umems[i].mtt = dup_mem(src->umems[i].mtt,
						    src->umems[i].nmtt * sizeof(uint64_t));
			err |= !dst->umems[i].mtt;
		}
	}
	for (i = 0; i < MLX5FW_MAX_MKEYS; i++) {
		dst->mkeys[i].mtt = NULL;
		if (src->mkeys[i].mtt) {
			dst->mkeys[i].mtt = dup_mem(src->mkeys[i].mtt,
						    src->mkeys[i].nmtt * sizeof(uint64_t));
			err |= !dst->mkeys[i].mtt;
		}
	}
	for (i = 0; i < MLX5FW_MAX_EQS; i++) {
		dst->eqs[i].pas = NULL;
		if (src->eqs[i].pas) {
			dst->eqs[i].pas = dup_mem(src->eqs[i].pas,
						  src->eqs[i].npas * sizeof(uint64_t));
			err |= !dst->eqs[i].pas;
		}
	}
	dst->diag.buf = NULL;
	if (src->diag.buf) {
		dst->diag.buf = dup_mem(src->diag.buf, ((size_t)1 << src->diag.log_samples) *
					sizeof(*src->diag.buf));
		err |= !dst->diag.buf;
	}
	mlx5fw_flash_share(dst, src);
	dst->fwu.buf = dup_mem(src->fwu.buf, src->fwu.cap);
	err |= src->fwu.buf && !dst->fwu.buf;
	dst->fwu.running.data = dup_mem(src->fwu.running.data, src->fwu.running.len);
	err |= src->fwu.running.data && !dst->fwu.running.data;
	dst->fwu.pending.data = dup_mem(src->fwu.pending.data, src->fwu.pending.len);
	err |= src->fwu.pending.data && !dst->fwu.pending.data;
	return err ? -1 : 0;
}

int mlx5fw_restore(struct mlx5fw *dst, const struct mlx5fw *src)
{
	uint8_t *cap_max = dst->cap_max, *cap_cur = dst->cap_cur, *uar_used = dst->uar_used;
	uint8_t *iseg = dst->iseg;
	uint64_t *fw_pages = dst->fw_pages;
	char *nv_path = dst->nv_path, *fw_path = dst->fw_path;
	struct mlx5fw_core_stream core;

	if (dst->busy || src->busy || dst->cfg.num_uars != src->cfg.num_uars ||
	    dst->cfg.pci_device_id != src->cfg.pci_device_id ||
	    dst->cfg.msix_vectors != src->cfg.msix_vectors)
		return -1;
	free_varying(dst);
	core = dst->core;
	*dst = *src;
	/* what stays dst's own: fixed-size buffers (refilled), the core dump cache, the path */
	dst->cap_max = cap_max;
	dst->cap_cur = cap_cur;
	dst->fw_pages = fw_pages;
	dst->uar_used = uar_used;
	dst->iseg = iseg;
	dst->core = core;
	dst->nv_path = nv_path;
	dst->fw_path = fw_path;
	memcpy(dst->cap_max, src->cap_max, CAP_SZ);
	memcpy(dst->cap_cur, src->cap_cur, CAP_SZ);
	memcpy(dst->fw_pages, src->fw_pages, src->nfw_pages * sizeof(*src->fw_pages));
	memcpy(dst->uar_used, src->uar_used, src->cfg.num_uars);
	memcpy(dst->iseg, src->iseg, src->iseg_size);
	if (copy_varying(dst, src)) {
		free_varying(dst);
		mlx5fw_reset(dst);
		return -1;
	}
	return 0;
}

struct mlx5fw *mlx5fw_clone(const struct mlx5fw *fw)
{
	struct mlx5fw_config cfg = fw->cfg;
	struct mlx5fw *c;

	if (fw->busy)
		return NULL;
	cfg.nvconfig_path = fw->nv_path;
	cfg.fw_store_path = fw->fw_path;
	c = mlx5fw_new(&cfg, fw->ops, fw->opaque);
	/* the same identity, so the same core dump stream: a copy instead of building it again
	 * (without one, the clone builds its own when asked) */
	if (c && fw->core.data) {
		c->core.data = dup_mem(fw->core.data, fw->core.len);
		if (c->core.data) {
			c->core.len = fw->core.len;
			c->core.seg_off = fw->core.seg_off;
			c->core.seg_len = fw->core.seg_len;
		}
	}
	if (c && mlx5fw_restore(c, fw)) {
		mlx5fw_free(c);
		c = NULL;
	}
	return c;
}

/* ---- invariants ---------------------------------------------------------------------------- */

static int bad(char *why, size_t len, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int bad(char *why, size_t len, const char *fmt, ...)
{
	va_list ap;

	if (why && len) {
		va_start(ap, fmt);
		vsnprintf(why, len, fmt, ap);
		va_end(ap);
	}
	return -1;
}

/*
 * The check's own index of the live objects of each type, sorted by (id, slot): the table's
 * lookup is not trusted. It makes the check linear in the slots (plus n log n in the live
 * objects): looking every object and every MKEY's PD and UMEM up by a walk of the slots cost
 * O(live x slots) at every turn, the largest share of the fuzzers' time.
 */
#define IDX_SLOTS	1024

struct id_slot {
	uint32_t id;
	uint32_t slot;
};

struct obj_index {
	uint32_t n;
	uint16_t live[IDX_SLOTS];		/* the live slots, in slot order */
	struct id_slot by_id[IDX_SLOTS];	/* and sorted by (id, slot) */
	uint16_t first[IDX_SLOTS];		/* slot -> by_id entry of the first with its id */
	uint32_t users[IDX_SLOTS];		/* that first entry -> MKEYs that use the id */
};

_Static_assert(MLX5FW_MAX_UIDS <= IDX_SLOTS && MLX5FW_MAX_UMEMS <= IDX_SLOTS &&
	       MLX5FW_MAX_PDS <= IDX_SLOTS && MLX5FW_MAX_MKEYS <= IDX_SLOTS &&
	       MLX5FW_MAX_EQS <= IDX_SLOTS && IDX_SLOTS <= 65536, "index sizes");

static int cmp_id_slot(const void *a, const void *b)
{
	const struct id_slot *x = a, *y = b;

	if (x->id != y->id)
		return x->id < y->id ? -1 : 1;
	return x->slot < y->slot ? -1 : x->slot > y->slot;
}

/* the one walk of the type's slots a check makes */
static void index_type(const struct mlx5fw *fw, enum mlx5fw_obj_type t, struct obj_index *ix)
{
	uint32_t i, head = 0, nslots = mlx5fw_obj_slots(t);

	ix->n = 0;
	for (i = 0; i < nslots; i++) {
		const struct mlx5fw_obj *o = mlx5fw_obj_cslot(fw, t, i);

		if (!o->valid)
			continue;
		ix->live[ix->n] = i;
		ix->by_id[ix->n++] = (struct id_slot){ o->id, i };
	}
	qsort(ix->by_id, ix->n, sizeof(ix->by_id[0]), cmp_id_slot);
	for (i = 0; i < ix->n; i++) {
		if (ix->by_id[i].id != ix->by_id[head].id)
			head = i;
		ix->first[ix->by_id[i].slot] = head;
		ix->users[i] = 0;
	}
}

/* the first live object of the type with that id (its slot), or -1 */
static int64_t find_id(const struct obj_index *ix, uint32_t id)
{
	uint32_t lo = 0, hi = ix->n;

	while (lo < hi) {
		uint32_t mid = lo + (hi - lo) / 2;

		if (ix->by_id[mid].id < id)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < ix->n && ix->by_id[lo].id == id ? (int64_t)ix->by_id[lo].slot : -1;
}

static const struct mlx5fw_obj *obj_by_id(const struct mlx5fw *fw, const struct obj_index *ix,
					  enum mlx5fw_obj_type type, uint32_t id)
{
	int64_t slot = find_id(ix, id);

	return slot < 0 ? NULL : mlx5fw_obj_cslot(fw, type, (uint32_t)slot);
}

/* count the MKEYs that use each UMEM and PD id, on the entry of the id's first object */
static void count_users(const struct mlx5fw *fw, struct obj_index *ix)
{
	for (unsigned int j = 0; j < MLX5FW_MAX_MKEYS; j++) {
		const struct mlx5fw_mkey *m = &fw->mkeys[j];
		int64_t slot;

		if (!m->obj.valid)
			continue;
		if (m->mode == MLX5FW_MKEY_UMEM) {
			slot = find_id(&ix[MLX5FW_OBJ_UMEM], m->umem_id);
			if (slot >= 0)
				ix[MLX5FW_OBJ_UMEM].users[ix[MLX5FW_OBJ_UMEM].first[slot]]++;
		}
		slot = find_id(&ix[MLX5FW_OBJ_PD], m->pd);
		if (slot >= 0)
			ix[MLX5FW_OBJ_PD].users[ix[MLX5FW_OBJ_PD].first[slot]]++;
	}
}

static bool uid_live(const struct mlx5fw *fw, uint16_t uid)
{
	return !uid || (uid < MLX5FW_MAX_UIDS && fw->uctx[uid].obj.valid);
}

/* every object: a unique number of its type, a live owner, as many references as users */
static int check_headers(const struct mlx5fw *fw, const struct obj_index *ix, char *why,
			 size_t len, uint32_t *owned, unsigned int *nobj)
{
	static const char *const name[MLX5FW_OBJ_TYPES] = { "UCTX", "UMEM", "PD", "MKEY", "EQ" };
	static const uint32_t max_id[MLX5FW_OBJ_TYPES] = {
		MLX5FW_MAX_UIDS - 1, 0xffffff, 0xffffff, MLX5FW_MAX_MKEYS, MLX5FW_MAX_EQS - 1,
	};

	for (unsigned int t = 0; t < MLX5FW_OBJ_TYPES; t++) {
		for (uint32_t k = 0; k < ix[t].n; k++) {
			uint32_t i = ix[t].live[k], refs = 0, head = ix[t].first[i];
			const struct mlx5fw_obj *o = mlx5fw_obj_cslot(fw, t, i);

			if ((t != MLX5FW_OBJ_UCTX && t != MLX5FW_OBJ_EQ && !o->id) ||
			    (t == MLX5FW_OBJ_UCTX && !i) || o->id > max_id[t] ||
			    ix[t].by_id[head].slot != i)
				return bad(why, len, "%s slot %u: id 0x%x not unique", name[t], i,
					   o->id);
			if ((t == MLX5FW_OBJ_UCTX || t == MLX5FW_OBJ_EQ) && o->id != i)
				return bad(why, len, "%s slot %u has id 0x%x", name[t], i, o->id);
			if (t == MLX5FW_OBJ_MKEY && o->id != i + 1)
				return bad(why, len, "MKEY slot %u has index 0x%x", i, o->id);
			if (!uid_live(fw, o->uid) ||
			    ((t == MLX5FW_OBJ_UCTX || t == MLX5FW_OBJ_EQ) && o->uid))
				return bad(why, len, "%s 0x%x belongs to dead uid %u", name[t], o->id,
					   o->uid);
			if (t == MLX5FW_OBJ_UCTX || t == MLX5FW_OBJ_EQ)
				continue;
			(*nobj)++;
			owned[o->uid]++;
			if (t == MLX5FW_OBJ_UMEM || t == MLX5FW_OBJ_PD)
				refs = ix[t].users[head];
			if (refs != o->refs)
				return bad(why, len, "%s 0x%x: %u references, %u MKEYs use it",
					   name[t], o->id, o->refs, refs);
		}
		if (ix[t].n != mlx5fw_obj_count(fw, t))
			return bad(why, len, "%u %s objects live, the table counts %u", ix[t].n,
				   name[t], mlx5fw_obj_count(fw, t));
	}
	return 0;
}

static int check_objects(const struct mlx5fw *fw, char *why, size_t len)
{
	struct obj_index ix[MLX5FW_OBJ_TYPES];
	uint32_t owned[MLX5FW_MAX_UIDS] = { 0 };
	uint64_t mtts = 0;
	unsigned int i, nobj = 0;

	for (i = 0; i < MLX5FW_OBJ_TYPES; i++)
		index_type(fw, i, &ix[i]);
	count_users(fw, ix);
	if (check_headers(fw, ix, why, len, owned, &nobj))
		return -1;
	for (i = 0; i < MLX5FW_MAX_UMEMS; i++) {
		const struct mlx5fw_umem *u = &fw->umems[i];

		if (!u->obj.valid) {
			if (u->mtt)
				return bad(why, len, "free UMEM slot %u holds MTTs", i);
			continue;
		}
		if (!u->mtt || !u->nmtt || u->nmtt > MLX5FW_MAX_UMEM_MTTS)
			return bad(why, len, "UMEM 0x%x: %llu MTTs", u->obj.id,
				   (unsigned long long)u->nmtt);
		mtts += u->nmtt;
	}
	if (mtts > MLX5FW_MAX_TOTAL_MTTS)
		return bad(why, len, "%llu MTTs live, budget %u", (unsigned long long)mtts,
			   MLX5FW_MAX_TOTAL_MTTS);
	for (i = 0; i < MLX5FW_MAX_MKEYS; i++) {
		const struct mlx5fw_mkey *m = &fw->mkeys[i];
		const struct mlx5fw_umem *u;
		const struct mlx5fw_obj *p;

		if (!m->obj.valid)
			continue;
		/* uid 0 (the kernel, or a tunnelled command) may use any UID's PD and UMEM */
		p = obj_by_id(fw, &ix[MLX5FW_OBJ_PD], MLX5FW_OBJ_PD, m->pd);
		if (!p || (m->obj.uid && p->uid != m->obj.uid))
			return bad(why, len, "MKEY 0x%x: PD 0x%x missing or another uid's",
				   m->obj.id, m->pd);
		if ((m->mode == MLX5FW_MKEY_MTT) != (m->mtt && m->nmtt) ||
		    (m->mode != MLX5FW_MKEY_UMEM && m->umem_id))
			return bad(why, len, "MKEY 0x%x: translation mode %d inconsistent",
				   m->obj.id, (int)m->mode);
		if (m->mode == MLX5FW_MKEY_UMEM) {
			uint64_t bytes;

			u = (const struct mlx5fw_umem *)obj_by_id(fw, &ix[MLX5FW_OBJ_UMEM],
								 MLX5FW_OBJ_UMEM, m->umem_id);
			if (!u || (m->obj.uid && u->obj.uid != m->obj.uid))
				return bad(why, len, "MKEY 0x%x: UMEM 0x%x missing or another uid's",
					   m->obj.id, m->umem_id);
			bytes = u->nmtt * ((uint64_t)MLX5FW_PAGE_SIZE << u->log_page_size) -
				u->page_offset;
			if (!m->len || m->umem_off > bytes || m->len > bytes - m->umem_off)
				return bad(why, len, "MKEY 0x%x spans beyond UMEM 0x%x", m->obj.id,
					   u->obj.id);
		}
	}
	for (i = 1; i < MLX5FW_MAX_UIDS; i++) {
		const struct mlx5fw_obj *u = &fw->uctx[i].obj;

		if (!u->valid && u->refs)
			return bad(why, len, "dead uid %u counts %u objects", i, u->refs);
		if (u->valid && u->refs != owned[i])
			return bad(why, len, "uid %u counts %u objects, owns %u", i, u->refs,
				   owned[i]);
		if (u->valid && !fw->initialized)
			return bad(why, len, "uid %u lives without INIT_HCA", i);
	}
	if (nobj && !fw->initialized)
		return bad(why, len, "%u objects live without INIT_HCA", nobj);
	return 0;
}

static int check_eqs(const struct mlx5fw *fw, char *why, size_t len)
{
	bool cmd_eq = false;

	for (unsigned int i = 0; i < MLX5FW_MAX_EQS; i++) {
		const struct mlx5fw_eq *eq = &fw->eqs[i];

		if (!eq->obj.valid) {
			if (eq->pas)
				return bad(why, len, "free EQ slot %u holds page addresses", i);
			continue;
		}
		if (!fw->initialized)
			return bad(why, len, "EQ %u lives without INIT_HCA", i);
		if (!eq->pas || !eq->npas || eq->log_size > MLX5FW_LOG_MAX_EQ_SZ)
			return bad(why, len, "EQ %u: %u pages, log size %u", i, eq->npas,
				   eq->log_size);
		if (eq->vector >= fw->cfg.msix_vectors)
			return bad(why, len, "EQ %u on vector %u of %u", i, eq->vector,
				   fw->cfg.msix_vectors);
		if (eq->uar < MLX5FW_ISEG_PAGES || eq->uar - MLX5FW_ISEG_PAGES >= fw->cfg.num_uars ||
		    !fw->uar_used[eq->uar - MLX5FW_ISEG_PAGES])
			return bad(why, len, "EQ %u on UAR %u, not allocated", i, eq->uar);
		cmd_eq |= (eq->mask[0] >> MLX5CTL_EVENT_TYPE_CMD) & 1;
	}
	if (fw->cmd_eqn >= 0 &&
	    (fw->cmd_eqn >= MLX5FW_MAX_EQS || !fw->eqs[fw->cmd_eqn].obj.valid ||
	     !((fw->eqs[fw->cmd_eqn].mask[0] >> MLX5CTL_EVENT_TYPE_CMD) & 1)))
		return bad(why, len, "command EQ %d is not a live EQ with command events",
			   fw->cmd_eqn);
	if (cmd_eq && fw->cmd_eqn < 0)
		return bad(why, len, "an EQ takes command events but none is the command EQ");
	return 0;
}

int mlx5fw_check(const struct mlx5fw *fw, char *why, size_t whylen)
{
	int err;

	if (fw->busy || fw->reset_pending || fw->free_pending)
		return bad(why, whylen, "at rest: busy %u, reset %d, free %d pending", fw->busy,
			   fw->reset_pending, fw->free_pending);
	if (fw->initialized && !fw->enabled)
		return bad(why, whylen, "initialized but not enabled");
	if (fw->nfw_pages > MLX5FW_MAX_FW_PAGES)
		return bad(why, whylen, "%u firmware pages", fw->nfw_pages);
	if (!fw->initialized)
		for (uint32_t i = 0; i < fw->cfg.num_uars; i++)
			if (fw->uar_used[i])
				return bad(why, whylen, "UAR %u allocated without INIT_HCA", i);
	if (fw->db_pending >> (MLX5FW_CMDQ_SLOTS - 1) >> 1)
		return bad(why, whylen, "doorbells 0x%x beyond the queue", fw->db_pending);
	if (fw->dump.valid && (!fw->dump.data || !fw->dump.len))
		return bad(why, whylen, "a dump in progress without its stream");
	if (fw->dump.shared && fw->dump.data != fw->core.data)
		return bad(why, whylen, "a shared dump stream that is not the core dump's");
	if (fw->diag.set && !fw->diag.buf)
		return bad(why, whylen, "diagnostic parameters set without a buffer");
	if (fw->diag.nctr > MLX5FW_DIAG_NUM)
		return bad(why, whylen, "%u diagnostic counters", fw->diag.nctr);
	/* the update handle: a live owner, nothing in progress without it, a download in bounds */
	if (fw->fwu.held && fw->fwu.owner &&
	    !uid_live(fw, fw->fwu.owner))
		return bad(why, whylen, "update handle held by dead uid %u", fw->fwu.owner);
	if (!fw->fwu.held && (fw->fwu.state != MLX5CTL_FSM_STATE_IDLE || fw->fwu.buf ||
			      fw->fwu.verified || fw->fwu.polls))
		return bad(why, whylen, "update state %u without the handle", fw->fwu.state);
	if (fw->fwu.written > fw->fwu.cap || (fw->fwu.cap && !fw->fwu.buf))
		return bad(why, whylen, "download of %u bytes in %u", fw->fwu.written, fw->fwu.cap);
	err = check_objects(fw, why, whylen);
	if (!err)
		err = check_eqs(fw, why, whylen);
	return err;
}
