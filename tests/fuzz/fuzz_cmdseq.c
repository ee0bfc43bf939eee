// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Command sequences through the real command queue, after a driver-like bring-up: the model
 * and guest RAM go back to a snapshot of the brought-up device before every input (no second
 * bring-up), then the input is a program of operations:
 *
 *   any command of the spec with fields set to values the spec names (generated tables), ids
 *   carried from earlier replies; any access register; dumps into an MKEY and their
 *   continuations (RESOURCE_DUMP, CORE_DUMP); UMEMs with arbitrary MTTs and MKEYs over them;
 *   several slots behind one doorbell; deferred doorbells with guest memory changed before the
 *   device looks; corrupt mailbox chains; EQ doorbells; BAR0 and VSC accesses; the clock;
 *   refused DMA; resets and surprise removal in between.
 *
 * Oracles after every operation: the model's invariants (mlx5fw_check), MSI-X in bounds, every
 * command rung answered exactly once (and its completion EQE at most once), and, for inputs
 * whose first byte is odd ("strict": every address the harness gives lies in guest RAM), no
 * DMA outside guest RAM. Inputs whose first byte has bit 1 set are "policed": commands of user
 * UIDs pass the spec's constraints first, as the kernel's policy makes them; then no DMA for a
 * UID may leave its UMEM pages (the DMA-isolation oracle), unless the input also changed the
 * queue, mailboxes or BAR0 behind the device (only the kernel can).
 */
#include "fuzz_host.h"

#define CMDQ		0x1000u
#define EQ_BUF		0x2000u		/* 64 EQEs */
#define EQ_LOG		6
#define DATA_LO		0x100000u	/* pages for UMEMs */
#define VA		0x10000000ull
#define MAX_OPS		48
#define MAX_MSG		(64u << 10)	/* largest inbox / outbox this harness builds */
#define POOL		16

struct state {
	uint16_t uid_tools, uid_plain;
	uint32_t pdn, umem, mkey, eqn, uar;
	uint32_t last_mkey;		/* the last MKEY op_umem made (index << 8 | key), or 0 */
	uint64_t last_mkey_va;		/* and its start address */
	uint32_t pool[POOL];		/* ids seen in replies */
	unsigned int npool;
	uint32_t cmd_eq_ci;
	uint64_t now;
};

static struct state S, S0;
static struct mlx5fw *snap;
static uint8_t inb[MAX_MSG], outb[MAX_MSG];

/* the oracle on answers: what the harness rang and what the device then wrote */
static uint32_t rung;			/* doorbell bits written since the last processing */
static bool cmdq_moved;			/* a random write hit the queue's address */
static bool cmdq_unset;			/* reset since: the device has no queue address */

/* ---- bits ------------------------------------------------------------------------------- */

static void put_bits(uint8_t *buf, size_t buflen, uint32_t bit, uint32_t width, uint64_t v)
{
	if (!width || (bit + width + 7) / 8 > buflen)
		return;
	for (uint32_t i = 0; i < width; i++) {
		uint32_t b = bit + width - 1 - i;
		uint8_t m = (uint8_t)(0x80u >> (b % 8));

		if ((v >> i) & 1)
			buf[b / 8] |= m;
		else
			buf[b / 8] &= (uint8_t)~m;
	}
}

static void pool_add(uint32_t id)
{
	if (!id)
		return;
	S.pool[S.npool++ % POOL] = id;
}

static uint32_t pool_pick(struct input *in)
{
	unsigned int n = S.npool < POOL ? S.npool : POOL;

	return n ? S.pool[in_below(in, n)] : 0;
}

static uint16_t pick_uid(struct input *in)
{
	switch (in8(in) % 8) {
	case 0: case 1: case 2:
		return 0;
	case 3: case 4:
		return S.uid_tools;
	case 5:
		return S.uid_plain;
	case 6:
		return 0xffff;
	default:
		return (uint16_t)in_below(in, 260);
	}
}

static bool ends_with(const char *s, const char *tail)
{
	size_t a = strlen(s), b = strlen(tail);

	return a >= b && !strcmp(s + a - b, tail);
}

/* a value for a field: zero, small, an enum value of the spec, an id, or anything */
static uint64_t pick_value(struct input *in, const struct mlx5_fuzz_field *f)
{
	uint64_t max = f->width >= 64 ? UINT64_MAX : (1ull << f->width) - 1, v;

	switch (in8(in) % 8) {
	case 0:
		v = 0;
		break;
	case 1:
		v = 1;
		break;
	case 2:
		v = in8(in) % 16;
		break;
	case 3:
		if (f->enm && f->enm->n) {
			const struct mlx5_fuzz_enum *e = f->enm;

			v = e->values[in_below(in, e->n)];
		} else {
			v = max;
		}
		break;
	case 4:
		v = pool_pick(in);
		break;
	case 5:
		v = 1ull << (in8(in) % 64);
		break;
	case 6:
		v = max;
		break;
	default:
		v = in64(in);
		break;
	}
	v &= max;
	if (H.strict) {
		/* addresses stay in RAM: no huge pages, small numbers */
		if (f->path && (ends_with(f->path, "log_page_size") || strstr(f->path, "ptag_63_32")))
			v = 0;
		v &= 0x3fff;
	}
	return v;
}

static void set_fields(struct input *in, uint8_t *buf, size_t buflen, uint32_t base,
		       const struct mlx5_fuzz_field *fields, unsigned int n)
{
	unsigned int k = in8(in) % 8;

	if (!n)
		return;
	while (k--) {
		const struct mlx5_fuzz_field *f = &fields[in_below(in, n)];

		put_bits(buf, buflen, base + f->bit, f->width, pick_value(in, f));
	}
}

/* tail entries: page addresses in the data area, sometimes with access bits (MTTs, PAS) */
static void fill_tail(struct input *in, uint8_t *p, size_t len)
{
	uint64_t page = DATA_LO + (uint64_t)in_below(in, (GUEST_SIZE - DATA_LO) / GPAGE) * GPAGE;
	uint8_t how = in8(in);

	for (size_t i = 0; i + 8 <= len; i += 8) {
		uint64_t a = how & 1 ? page : page + (i / 8) * GPAGE;

		if (!in_ram(a, GPAGE))
			a = DATA_LO;
		if (how & 2)
			a |= 3;			/* rd_en | wr_en */
		if ((how & 4) && !H.strict)
			a = in64(in);
		for (int k = 0; k < 8; k++)
			p[i + k] = (uint8_t)(a >> (56 - 8 * k));
	}
}

/*
 * Before a write to the command doorbell: its bits count as rung only if the device is there to
 * take the write. A removed device drops MMIO (reads return all-ones), so a doorbell rung then
 * is lost, and a command it left half-done is not answered when the device comes back.
 */
static void note_ring(uint32_t bits)
{
	if (mlx5fw_mmio_read(H.fw, 0, 4) != 0xffffffffu)
		rung |= bits;
}

/* ---- re-entry: the bridge a device write can reach (fuzz_reentry) ------------------------- */

static bool trap_fired;			/* during the last model call */
static void after_model(void);

#ifdef FUZZ_REENTRY
enum trap_act { T_RESET, T_FREE, T_GONE, T_DOORBELL, T_EQ_ARM, T_VSC, T_PROCESS, T_NACTS };

static struct {
	bool armed, on_msix;
	uint64_t lo, hi;
	enum trap_act act;
	uint32_t arg;
} T;

/* what a write into a root port's config space through ECAM, or an MSI-X, sets off */
static void trap_act(void)
{
	T.armed = false;
	trap_fired = true;
	switch (T.act) {
	case T_RESET:		/* Secondary Bus Reset */
		mlx5fw_reset(H.fw);
		cmdq_unset = true;
		break;
	case T_FREE:		/* slot power off: unplugged */
		mlx5fw_free(H.fw);
		H.fw_freed = true;
		break;
	case T_GONE:
		mlx5fw_set_gone(H.fw, true);
		break;
	case T_DOORBELL:	/* this device's BAR0, where QEMU's guard does not reach */
		note_ring(T.arg);
		mlx5fw_mmio_write(H.fw, MLX5CTL_BYTE_OFF(initial_seg, command_doorbell_vector),
				  T.arg, 4);
		break;
	case T_EQ_ARM: {
		uint8_t db[4] = { 0 };

		MLX5CTL_SET(eq_doorbell, db, eqn, S.eqn);
		MLX5CTL_SET(eq_doorbell, db, consumer_index, T.arg);
		mlx5fw_mmio_write(H.fw, (uint64_t)S.uar * GPAGE + MLX5CTL_BYTE_OFF(uar_page, eq_arm),
				  (uint32_t)db[0] << 24 | db[1] << 16 | db[2] << 8 | db[3], 4);
		break;
	}
	case T_VSC:
		mlx5fw_vsc_write(H.fw, 4 + 4 * (T.arg % 5), T.arg, 4);
		break;
	default:
		mlx5fw_process(H.fw);	/* nested: must return at once */
		break;
	}
}

static int trap_dma(uint64_t addr, const void *buf, size_t len)
{
	(void)buf;
	if (T.armed && !T.on_msix && !H.fw_freed && addr < T.hi && addr + len > T.lo) {
		trap_act();
		return 0;		/* the bridge took the write */
	}
	return 1;
}

static void trap_msix(unsigned int vector)
{
	(void)vector;
	if (T.armed && T.on_msix && !H.fw_freed)
		trap_act();
}

static void op_trap(struct input *in)
{
	static const uint64_t where[][2] = {
		{ DATA_LO, DATA_LO + 16 * GPAGE },	/* the MKEY dumps go into */
		{ CMDQ, CMDQ + 64 * CMDQ_SLOTS },	/* the queue */
		{ MBOX_LO, MBOX_HI },			/* mailboxes */
		{ EQ_BUF, EQ_BUF + (64u << EQ_LOG) },	/* the command EQ */
		{ 0, UINT64_MAX },			/* anything */
	};
	unsigned int w = in8(in) % 6;

	T.armed = true;
	H.tainted = true;	/* the device's own guest reacting: not a user's doing */
	T.on_msix = w == 5;
	if (w < 5) {
		T.lo = where[w][0];
		T.hi = where[w][1];
	}
	T.act = (enum trap_act)(in8(in) % T_NACTS);
	T.arg = in32(in);
}
#endif

/* the device freed itself on the way out of a host op: the host plugs in a new one */
static void after_model(void)
{
	if (!H.fw_freed)
		return;
	H.fw_freed = false;
	H.fw = mlx5fw_clone(snap);
	if (!H.fw)
		abort();
	S = S0;
	rung = 0;
	cmdq_unset = cmdq_moved = false;
}

/* ---- answers ------------------------------------------------------------------------------ */

static void check_answers(uint32_t expected)
{
	for (unsigned int s = 0; s < CMDQ_SLOTS; s++) {
		bool exp = (expected >> s) & 1;
		char why[128];

		if (H.answered[s] > 1 || (!exp && H.answered[s]) ||
		    (exp && H.answered[s] != 1 && !H.dma_failed)) {
			snprintf(why, sizeof(why), "slot %u answered %u times, expected %s", s,
				 H.answered[s], exp ? "once" : "never");
			fuzz_fail("every command answered exactly once", why);
		}
		if (H.cmd_eqes[s] > H.answered[s]) {
			snprintf(why, sizeof(why), "slot %u: %u completion events, %u answers", s,
				 H.cmd_eqes[s], H.answered[s]);
			fuzz_fail("every command answered exactly once", why);
		}
	}
}

/* the device looks at the queue now (the host's bottom half) */
static void process(void)
{
	uint32_t expected = 0, rung_now;
	bool gone = mlx5fw_mmio_read(H.fw, 0, 4) == 0xffffffffu;

	for (unsigned int s = 0; s < CMDQ_SLOTS; s++)
		if (((rung >> s) & 1) && hw_owned(s))
			expected |= 1u << s;
	if (gone || cmdq_unset)
		expected = 0;		/* nobody there, or no queue: no answer at all */
	memset(H.answered, 0, sizeof(H.answered));
	memset(H.cmd_eqes, 0, sizeof(H.cmd_eqes));
	H.dma_failed = false;
	trap_fired = false;
	mlx5fw_process(H.fw);
	rung_now = rung;	/* with what a host op rang meanwhile; a new device forgets it */
	after_model();
	if (cmdq_moved || trap_fired) {
		/* the queue may be anywhere: only "at most once, and only if rung" */
		for (unsigned int s = 0; s < CMDQ_SLOTS; s++)
			if (H.answered[s] > 1 || (!((rung_now >> s) & 1) && H.answered[s]))
			{
				char why[128];

				snprintf(why, sizeof(why), "slot %u answered %u times, rung %d", s,
					 H.answered[s], (rung_now >> s) & 1);
				fuzz_fail("every command answered exactly once", why);
			}
	} else {
		check_answers(expected);
	}
	rung = 0;
}

static void set_cmdq(void)
{
	mlx5fw_mmio_write(H.fw, MLX5CTL_BYTE_OFF(initial_seg, cmdq_phy_addr_63_32), 0, 4);
	mlx5fw_mmio_write(H.fw, MLX5CTL_BYTE_OFF(initial_seg, cmdq_phy_addr_31_12), CMDQ, 4);
	/* (a removed device takes no write: then the queue stays unset) */
	cmdq_unset = (mlx5fw_mmio_read(H.fw, MLX5CTL_BYTE_OFF(initial_seg, cmdq_phy_addr_31_12), 4) &
		      ~0xfffu) != CMDQ;
	cmdq_moved = false;
}

static void doorbell(uint32_t bits, bool deferred)
{
	note_ring(bits);
	mlx5fw_mmio_write(H.fw, MLX5CTL_BYTE_OFF(initial_seg, command_doorbell_vector), bits, 4);
	if (!deferred)
		process();
}

/* one command in slot, answered now; its status or -1; harvests an id from the reply */
static int exec_cmd(unsigned int slot, const uint8_t *in, size_t inlen, size_t outlen,
		    int32_t id_bit)
{
	uint64_t op = post(slot, in, inlen, outlen);
	int st;

	doorbell(1u << slot, false);
	if (hw_owned(slot) || MLX5CTL_GET(cmd_queue_entry, H.ram + H.cmdq_base + 64ull * slot,
					  status))
		return -1;
	collect(slot, op, outb, outlen);
	st = (int)MLX5CTL_GET(mbox_out_hdr, outb, status);
	if (!st && outlen >= 12) {
		uint32_t bit = id_bit >= 0 ? (uint32_t)id_bit : 0x40;

		if ((bit + 32) / 8 <= outlen)
			pool_add((uint32_t)(outb[bit / 8] << 24 | outb[bit / 8 + 1] << 16 |
					    outb[bit / 8 + 2] << 8 | outb[bit / 8 + 3]) &
				 (bit == 0x40 ? 0xffffffffu : 0xffffffu));
	}
	return st;
}

/* ---- building commands ------------------------------------------------------------------ */

/* a command of the spec, fields from the input; returns its inbox length */
static size_t build_cmd(struct input *in, const struct mlx5_fuzz_cmd **pc, size_t *outlen)
{
	const struct mlx5_fuzz_cmd *c = &mlx5_fuzz_cmds[in_below(in, MLX5_FUZZ_NCMDS)];
	size_t inlen = c->inlen, extra = 0;

	switch (in8(in) % 4) {
	case 1:
		extra = (c->tail_bytes ? c->tail_bytes : 8) * (in8(in) % 16);
		break;
	case 2:
		inlen -= in_below(in, (uint32_t)inlen);
		break;
	case 3:
		extra = in16(in) % 4096;
		break;
	}
	inlen += extra;
	memset(inb, 0, inlen);
	if (extra)
		fill_tail(in, inb + c->inlen, extra);
	set_fields(in, inb, inlen, 0, c->fields, c->nfields);
	put_bits(inb, inlen, 0, 16, c->opcode);
	put_bits(inb, inlen, 0x10, 16, pick_uid(in));
	if (in8(in) % 4 == 0 && inlen) {
		/* a stray byte; strict inputs keep the tail's addresses intact */
		size_t lim = H.strict && inlen > c->inlen ? c->inlen : inlen;

		if (lim)
			inb[in_below(in, (uint32_t)lim)] = in8(in);
	}
	*outlen = c->outlen + (in8(in) % 4 == 0 ? in16(in) % 2048 : 0);
	if (in8(in) % 8 == 0)
		*outlen = in16(in) % 64;
	*pc = c;
	return inlen;
}

/* ACCESS_REG of any register of the spec */
static size_t build_reg(struct input *in, size_t *outlen)
{
	const struct mlx5_fuzz_reg *r = &mlx5_fuzz_regs[in_below(in, MLX5_FUZZ_NREGS)];
	size_t hdr = MLX5CTL_BYTE_OFF(access_register_in, register_data);
	size_t inlen = hdr + r->size;
	uint8_t op = in8(in);

	if (op & 0x80)
		inlen = hdr + in_below(in, r->size + 64);
	memset(inb, 0, inlen);
	set_fields(in, inb, inlen, (uint32_t)hdr * 8, r->fields, r->nfields);
	MLX5CTL_SET(access_register_in, inb, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	MLX5CTL_SET(access_register_in, inb, register_id, r->id);
	MLX5CTL_SET(access_register_in, inb, op_mod, op & 0x40 ? in16(in) : (op & 1));
	MLX5CTL_SET(mbox_in_hdr, inb, uid, pick_uid(in));
	*outlen = MLX5CTL_BYTE_OFF(access_register_out, register_data) + r->size;
	if (op & 0x20)
		*outlen = in16(in) % (*outlen + 64);
	return inlen;
}

/* ---- structured operations ------------------------------------------------------------- */

#define REG_IN(n)	(MLX5CTL_ST_SZ_BYTES(access_register_in) + MLX5CTL_ST_SZ_BYTES(n))
#define REG_OUT(n)	(MLX5CTL_ST_SZ_BYTES(access_register_out) + MLX5CTL_ST_SZ_BYTES(n))

/* a cleared ACCESS_REG inbox of inlen bytes in inb, with its header */
static void reg_header(size_t inlen, uint16_t reg, uint16_t op_mod)
{
	memset(inb, 0, inlen);
	MLX5CTL_SET(access_register_in, inb, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	MLX5CTL_SET(access_register_in, inb, op_mod, op_mod);
	MLX5CTL_SET(access_register_in, inb, register_id, reg);
}

/* an MKEY to dump into, and the address in it (*va) */
static uint32_t pick_mkey(struct input *in, uint64_t *va)
{
	*va = VA;
	switch (in8(in) % 4) {
	case 0:
		return pool_pick(in) << 8 | in8(in);
	case 1:
		if (S.last_mkey) {
			*va = S.last_mkey_va;
			return S.last_mkey;
		}
		return S.mkey;
	default:
		return S.mkey;
	}
}

/* a dump into an MKEY, continued a few times with what the device returned */
static void op_dump(struct input *in, unsigned int slot)
{
	/* every segment type of the spec (prm/dump.yaml), the ones the model serves and others */
	static const uint32_t *types = mlx5_fuzz_enum_resource_dump_segment_type;
	const size_t ntypes = sizeof(mlx5_fuzz_enum_resource_dump_segment_type) /
			      sizeof(mlx5_fuzz_enum_resource_dump_segment_type[0]);
	uint8_t *d = MLX5CTL_ADDR_OF(access_register_in, inb, register_data);
	const uint8_t *r = MLX5CTL_ADDR_OF(access_register_out, outb, register_data);
	bool core = in8(in) & 1;
	unsigned int calls = in8(in) % 6 + 1;
	uint64_t va;
	uint32_t mkey = pick_mkey(in, &va);

	reg_header(REG_IN(resource_dump), core ? MLX5CTL_REG_CORE_DUMP : MLX5CTL_REG_RESOURCE_DUMP,
		   in8(in) & 1);
	MLX5CTL_SET(mbox_in_hdr, inb, uid, in8(in) % 4 ? S.uid_tools : pick_uid(in));
	if (core) {
		MLX5CTL_SET(core_dump_reg, d, core_dump_type, in8(in) % 4 ?
			    MLX5CTL_CORE_DUMP_TYPE_CR_DUMP_TO_MEM : in8(in));
		MLX5CTL_SET(core_dump_reg, d, mkey, mkey);
		MLX5CTL_SET64(core_dump_reg, d, address, va + in16(in) % 0x2000);
		MLX5CTL_SET(core_dump_reg, d, size, in8(in) % 2 ? 0x10000 - 0x2000 : in32(in) % 0x20000);
	} else {
		MLX5CTL_SET(resource_dump, d, segment_type, types[in8(in) % ntypes]);
		MLX5CTL_SET(resource_dump, d, index1, in8(in) % 4 ? 0 : in32(in) % 300);
		MLX5CTL_SET(resource_dump, d, num_of_obj1, in8(in) % 2 ? 0xffff : in8(in));
		MLX5CTL_SET(resource_dump, d, inline_dump, in8(in) % 3 == 0);
		MLX5CTL_SET(resource_dump, d, mkey, mkey);
		MLX5CTL_SET64(resource_dump, d, address, va + in16(in) % 0x2000);
		MLX5CTL_SET(resource_dump, d, size, in8(in) % 2 ? 0x10000 - 0x2000 : in32(in) % 0x20000);
	}
	while (calls--) {
		if (exec_cmd(slot, inb, REG_IN(resource_dump), REG_OUT(resource_dump), -1) != 0)
			return;
		if (core) {
			MLX5CTL_SET64(core_dump_reg, d, cookie, in8(in) % 8 ? MLX5CTL_GET64(
					core_dump_reg, r, cookie) : in64(in));
		} else {
			MLX5CTL_SET(resource_dump, d, seq_num, MLX5CTL_GET(resource_dump, r, seq_num));
			MLX5CTL_SET64(resource_dump, d, device_opaque, in8(in) % 8 ? MLX5CTL_GET64(
					resource_dump, r, device_opaque) : in64(in));
		}
	}
}

static void make_mkey(struct input *in, unsigned int slot, uint16_t uid, uint32_t umem,
		      uint32_t n);

/* a UMEM with arbitrary MTTs, and maybe an MKEY over it */
static void op_umem(struct input *in, unsigned int slot)
{
	size_t mtt_sz = MLX5CTL_ST_SZ_BYTES(mtt), hdr = MLX5CTL_ST_SZ_BYTES(create_umem_in);
	uint32_t n = in8(in) % 4 ? in8(in) % 16 + 1 : in16(in) % 4096 + 1;
	uint32_t log_page = H.strict ? 0 : (in8(in) % 4 ? 0 : in8(in) % 24);
	uint16_t uid = pick_uid(in);
	void *u = MLX5CTL_ADDR_OF(create_umem_in, inb, umem);
	uint8_t *mtt = MLX5CTL_ADDR_OF(create_umem_in, inb, umem.mtt);
	uint64_t page = DATA_LO + in_below(in, 64) * GPAGE;
	uint32_t umem;
	int st;

	if (hdr + (size_t)n * mtt_sz > MAX_MSG)
		n = (uint32_t)((MAX_MSG - hdr) / mtt_sz);
	memset(inb, 0, hdr + (size_t)n * mtt_sz);
	MLX5CTL_SET(create_umem_in, inb, opcode, MLX5CTL_CMD_OP_CREATE_UMEM);
	MLX5CTL_SET(create_umem_in, inb, uid, uid);
	MLX5CTL_SET(umem, u, log_page_size, log_page);
	MLX5CTL_SET(umem, u, page_offset, in8(in) % 4 ? 0 : in16(in) % 4096);
	MLX5CTL_SET64(umem, u, num_of_mtt, in8(in) % 8 ? n : in32(in));
	for (uint32_t i = 0; i < n; i++) {
		uint8_t *e = mtt + i * mtt_sz;
		uint64_t a = in8(in) % 4 ? page + (uint64_t)(i % 64) * GPAGE : DATA_LO;

		if (!H.strict && in8(in) % 16 == 0)
			a = in64(in);
		MLX5CTL_SET(mtt, e, ptag_63_32, a >> 32);
		MLX5CTL_SET(mtt, e, ptag_31_8, (uint32_t)a >> 8);
		MLX5CTL_SET(mtt, e, rd_en, 1);
		MLX5CTL_SET(mtt, e, wr_en, in8(in) % 8 != 0);
	}
	st = exec_cmd(slot, inb, hdr + (size_t)n * mtt_sz, MLX5CTL_ST_SZ_BYTES(create_umem_out), -1);
	if (st || in8(in) % 4 == 0)
		return;
	umem = MLX5CTL_GET(create_umem_out, outb, umem_id);
	make_mkey(in, slot, uid, umem, n);
}

/*
 * An MKEY over the UMEM - or, as a hostile caller would ask, over physical addresses, inline
 * MTT entries it wrote, or crossing to another function (the spec's constraints refuse these
 * for a policed caller; the model, like real firmware, takes them). The next dumps may use it.
 */
static void make_mkey(struct input *in, unsigned int slot, uint16_t uid, uint32_t umem,
		      uint32_t n)
{
	size_t inlen = MLX5CTL_ST_SZ_BYTES(create_mkey_in);
	uint64_t start = VA, page = DATA_LO + in_below(in, 64) * GPAGE;
	uint8_t key = in8(in), *mkc;
	unsigned int nmtt = 0;

	memset(inb, 0, inlen + 16 * 8);
	mkc = MLX5CTL_ADDR_OF(create_mkey_in, inb, memory_key_mkey_entry);
	MLX5CTL_SET(create_mkey_in, inb, opcode, MLX5CTL_CMD_OP_CREATE_MKEY);
	MLX5CTL_SET(create_mkey_in, inb, uid, in8(in) % 4 ? uid : pick_uid(in));
	MLX5CTL_SET(create_mkey_in, inb, mkey_umem_valid, in8(in) % 8 != 0);
	MLX5CTL_SET(create_mkey_in, inb, mkey_umem_id, umem);
	MLX5CTL_SET64(create_mkey_in, inb, mkey_umem_offset, in8(in) % 2 ? 0 : in32(in) % 0x10000);
	MLX5CTL_SET(mkc, mkc, access_mode_1_0, in8(in) % 8 ? MLX5CTL_MKC_ACCESS_MODE_MTT : in8(in));
	switch (in8(in) % 8) {
	case 0:		/* physical addresses: the key's addresses are bus addresses */
		MLX5CTL_SET(create_mkey_in, inb, mkey_umem_valid, 0);
		MLX5CTL_SET(mkc, mkc, access_mode_1_0, MLX5CTL_MKC_ACCESS_MODE_PA);
		start = page;
		break;
	case 1:		/* inline MTT entries: pages of the caller's choice */
		MLX5CTL_SET(create_mkey_in, inb, mkey_umem_valid, in8(in) % 4 == 0);
		nmtt = in8(in) % 16 + 1;
		MLX5CTL_SET(create_mkey_in, inb, translations_octword_actual_size, (nmtt + 1) / 2);
		fill_tail(in, MLX5CTL_ADDR_OF(create_mkey_in, inb, klm_pas_mtt), (nmtt + 1) / 2 * 16);
		inlen += (nmtt + 1) / 2 * 16;
		break;
	case 2:		/* fields that reach another function, or other access modes */
		MLX5CTL_SET(mkc, mkc, crossing_target_vhca_id, in8(in) % 2 ? in16(in) : 0);
		MLX5CTL_SET(create_mkey_in, inb, data_direct, in8(in) % 2);
		MLX5CTL_SET(mkc, mkc, access_mode_4_2, in8(in) % 2 ? in8(in) : 0);
		break;
	default:
		break;
	}
	/* a physical-address key names bus addresses: a data page (strict inputs), or any */
	if (MLX5CTL_GET(mkc, mkc, access_mode_1_0) == MLX5CTL_MKC_ACCESS_MODE_PA &&
	    !MLX5CTL_GET(create_mkey_in, inb, mkey_umem_valid))
		start = H.strict || in8(in) % 2 ? page : in64(in);
	if (in8(in) % 16 == 0)
		MLX5CTL_SET(mbox_in_hdr, inb, vhca_tunnel_id, in16(in));
	MLX5CTL_SET(mkc, mkc, lr, 1);
	MLX5CTL_SET(mkc, mkc, lw, in8(in) % 4 != 0);
	MLX5CTL_SET(mkc, mkc, pd, uid == S.uid_tools ? S.pdn : pool_pick(in));
	MLX5CTL_SET(mkc, mkc, mkey_7_0, key);
	MLX5CTL_SET(mkc, mkc, log_page_size, 12);
	MLX5CTL_SET64(mkc, mkc, start_addr, start);
	/* strict inputs: a physical-address key stays in RAM (16 pages from a data page) */
	if (start == page && H.strict)
		MLX5CTL_SET64(mkc, mkc, len, (in8(in) % 16 + 1) * GPAGE);
	else
		MLX5CTL_SET64(mkc, mkc, len, in8(in) % 2 ? (uint64_t)(nmtt ? nmtt : n) * GPAGE :
			      in32(in));
	if (!exec_cmd(slot, inb, inlen, MLX5CTL_ST_SZ_BYTES(create_mkey_out),
		      MLX5CTL_BIT_OFF(create_mkey_out, mkey_index))) {
		S.last_mkey = MLX5CTL_GET(create_mkey_out, outb, mkey_index) << 8 | key;
		S.last_mkey_va = start;
	}
}

/* a command whose mailbox chain is broken one way or another */
static void op_bad_chain(struct input *in, unsigned int slot)
{
	const struct mlx5_fuzz_cmd *c;
	size_t outlen, inlen = build_cmd(in, &c, &outlen);
	uint8_t *e = gptr(H.cmdq_base + 64ull * slot, 64);
	uint64_t first;

	if (inlen < 600)
		inlen = 600 + in16(in) % 2048;	/* at least two blocks */
	post(slot, inb, inlen, outlen);
	H.tainted = true;
	first = ((uint64_t)MLX5CTL_GET(cmd_queue_entry, e, input_mailbox_pointer_63_32) << 32) |
		((uint64_t)MLX5CTL_GET(cmd_queue_entry, e, input_mailbox_pointer_31_9) << 9);
	switch (in8(in) % 6) {
	case 0:		/* a loop */
		box_link(first, first);
		break;
	case 1:		/* a wrong block number */
		MLX5CTL_SET(cmd_if_box, gptr(first, BOX), block_number, in8(in));
		break;
	case 2:		/* ends early */
		box_link(first, 0);
		break;
	case 3:		/* the output goes over the input, or over the queue */
		MLX5CTL_SET(cmd_queue_entry, e, output_mailbox_pointer_31_9,
			    (uint32_t)(in8(in) % 2 ? first : H.cmdq_base) >> 9);
		break;
	case 4:		/* anywhere */
		if (!H.strict) {
			uint64_t p = in64(in);

			MLX5CTL_SET(cmd_queue_entry, e, input_mailbox_pointer_63_32, p >> 32);
			MLX5CTL_SET(cmd_queue_entry, e, input_mailbox_pointer_31_9, (uint32_t)p >> 9);
		}
		break;
	default:	/* lengths beyond the device's maximum */
		MLX5CTL_SET(cmd_queue_entry, e, input_length, in32(in));
		MLX5CTL_SET(cmd_queue_entry, e, output_length, in32(in));
		break;
	}
	doorbell(1u << slot, false);
}

/* several commands behind one doorbell; maybe the host runs late and the guest changes memory */
static void op_batch(struct input *in)
{
	unsigned int n = in8(in) % 4 + 2;
	uint32_t bits = 0;

	for (unsigned int i = 0; i < n; i++) {
		const struct mlx5_fuzz_cmd *c;
		unsigned int slot = in8(in) % CMDQ_SLOTS;
		size_t outlen, inlen = build_cmd(in, &c, &outlen);

		post(slot, inb, inlen, outlen);
		bits |= 1u << slot;
	}
	if (in8(in) % 2) {
		doorbell(bits, true);
		if (in8(in) % 2) {	/* the guest takes an entry back, or scribbles on it */
			unsigned int o = in8(in) % 64;
			uint64_t a = H.cmdq_base + 64ull * (in8(in) % CMDQ_SLOTS) + o;
			uint8_t b = in8(in);

			if (!H.strict || !((o >= 8 && o < 16) || (o >= 48 && o < 56))) {
				gwrite(a, &b, 1);
				H.tainted = true;
			}
		}
		if (in8(in) % 2)
			doorbell(1u << (in8(in) % CMDQ_SLOTS), true);
		process();
	} else {
		doorbell(bits, false);
	}
}

static void eq_doorbell(uint32_t ci, bool arm)
{
	uint8_t db[4] = { 0 };

	MLX5CTL_SET(eq_doorbell, db, eqn, S.eqn);
	MLX5CTL_SET(eq_doorbell, db, consumer_index, ci);
	mlx5fw_mmio_write(H.fw, (uint64_t)S.uar * GPAGE +
			  (arm ? MLX5CTL_BYTE_OFF(uar_page, eq_arm) :
			   MLX5CTL_BYTE_OFF(uar_page, eq_update)),
			  (uint32_t)db[0] << 24 | db[1] << 16 | db[2] << 8 | db[3], 4);
	after_model();
}

static void op_mmio(struct input *in)
{
	uint64_t bar = mlx5fw_bar0_size(H.fw);

	switch (in8(in) % 5) {
	case 0:		/* the driver's EQ handling: consume, update, arm */
		S.cmd_eq_ci += in8(in) % 8;
		eq_doorbell(S.cmd_eq_ci, in8(in) % 2);
		break;
	case 1:
		eq_doorbell(in32(in), in8(in) % 2);
		H.tainted = true;
		break;
	case 2:
		mlx5fw_mmio_read(H.fw, in_below(in, (uint32_t)bar + 8), 1u << (in8(in) % 3));
		break;
	case 3: {	/* anything into BAR0: the queue's address too, unless strict */
		uint64_t off = in_below(in, (uint32_t)bar);
		uint32_t v = in32(in);
		unsigned int size = 1u << (in8(in) % 3);

		if (off / 4 * 4 == MLX5CTL_BYTE_OFF(initial_seg, cmdq_phy_addr_63_32) ||
		    off / 4 * 4 == MLX5CTL_BYTE_OFF(initial_seg, cmdq_phy_addr_31_12)) {
			if (H.strict)
				break;
			cmdq_moved = true;
		}
		if (off == MLX5CTL_BYTE_OFF(initial_seg, command_doorbell_vector) && size == 4)
			note_ring(v);
		H.tainted = true;
		mlx5fw_mmio_write(H.fw, off, v, size);
		after_model();
		break;
	}
	default:	/* the VSC gateway in config space */
		if (in8(in) % 2)
			mlx5fw_vsc_write(H.fw, in8(in) % 0x1c, in32(in), in8(in) % 2 ? 4 : 2);
		else
			mlx5fw_vsc_read(H.fw, in8(in) % 0x1c, in8(in) % 4 + 1);
		break;
	}
}

static void op_misc(struct input *in)
{
	switch (in8(in) % 6) {
	case 0:
		H.now += in8(in) % 2 ? in16(in) * 1000ull : in64(in) % (1ull << 40);
		break;
	case 1:		/* a reset; the driver sets the queue up again, or not yet */
		mlx5fw_reset(H.fw);
		rung = 0;
		cmdq_unset = true;
		if (in8(in) % 2)
			set_cmdq();
		break;
	case 2:		/* surprise removal for a while */
		mlx5fw_set_gone(H.fw, true);
		break;
	case 3:
		mlx5fw_set_gone(H.fw, false);
		break;
	case 4:
		H.dma_fail_next = in8(in) % 4 + 1;
		break;
	default: {	/* the guest changes memory the device may read */
		uint64_t a = in_below(in, MBOX_HI);
		uint8_t b[8];

		for (int i = 0; i < 8; i++)
			b[i] = in8(in);
		/* strict inputs leave the addresses alone: mailbox data and the EQ only */
		if (H.strict && !(a >= MBOX_LO && a % 1024 + 8 <= 512) &&
		    !(a >= EQ_BUF && a + 8 <= EQ_BUF + (64u << EQ_LOG)))
			break;
		gwrite(a, b, in8(in) % 8 + 1);
		H.tainted = true;
		break;
	}
	}
}

static void run_input(struct input *in)
{
	static int verbose = -1;

	if (verbose < 0)
		verbose = getenv("FUZZ_VERBOSE") != NULL;
	for (unsigned int k = 0; k < MAX_OPS && in->n; k++) {
		unsigned int slot = in8(in) % CMDQ_SLOTS;
		const struct mlx5_fuzz_cmd *c;
		size_t inlen, outlen;

		unsigned int op = in8(in) % 12;

		if (verbose)
			fprintf(stderr, "fuzz: op %u slot %u\n", op, slot);
		switch (op) {
		case 0: case 1: case 2:
			inlen = build_cmd(in, &c, &outlen);
			exec_cmd(slot, inb, inlen, outlen, c->creates_bit);
			break;
		case 3: case 4:
			inlen = build_reg(in, &outlen);
			exec_cmd(slot, inb, inlen, outlen, -1);
			break;
		case 5:
			op_dump(in, slot);
			break;
		case 6:
			op_umem(in, slot);
			break;
		case 7:
			op_batch(in);
			break;
		case 8:
			op_bad_chain(in, slot);
			break;
		case 9:
			op_mmio(in);
			break;
#ifdef FUZZ_REENTRY
		case 11:
			op_trap(in);
			break;
#endif
		default:
			op_misc(in);
			break;
		}
		if (rung && in8(in) % 4 == 0)
			process();	/* the bottom half of an earlier deferred doorbell */
	}
}

/* ---- bring-up --------------------------------------------------------------------------- */

static int simple(uint16_t opcode, uint16_t op_mod, uint16_t uid, size_t inlen, size_t outlen)
{
	memset(inb, 0, inlen);
	put_bits(inb, inlen, 0, 16, opcode);
	put_bits(inb, inlen, 0x10, 16, uid);
	put_bits(inb, inlen, 0x30, 16, op_mod);
	return qexec(0, inb, inlen, outb, outlen);
}

#define NEED(x) do { if ((x) != 0) { fprintf(stderr, "bring-up: %s\n", #x); abort(); } } while (0)

static void bring_up(void)
{
	uint8_t *ctx, *mkc, *mtt;
	size_t inlen;

	H.fw = fuzz_new_fw();
	if (!H.fw)
		abort();
	H.cmdq_base = CMDQ;
	set_cmdq();
	NEED(simple(MLX5CTL_CMD_OP_ENABLE_HCA, 0, 0, MLX5CTL_ST_SZ_BYTES(enable_hca_in), 16));
	memset(inb, 0, MLX5CTL_ST_SZ_BYTES(set_issi_in));
	MLX5CTL_SET(set_issi_in, inb, opcode, MLX5CTL_CMD_OP_SET_ISSI);
	MLX5CTL_SET(set_issi_in, inb, current_issi, 1);
	NEED(qexec(0, inb, MLX5CTL_ST_SZ_BYTES(set_issi_in), outb, 16));
	NEED(simple(MLX5CTL_CMD_OP_QUERY_HCA_CAP,
		    mlx5ctl_query_hca_cap_op_mod(MLX5CTL_CAP_TYPE_GENERAL,
						 MLX5CTL_HCA_CAP_OP_MOD_CURRENT),
		    0, MLX5CTL_ST_SZ_BYTES(query_hca_cap_in), MLX5CTL_ST_SZ_BYTES(query_hca_cap_out)));
	NEED(simple(MLX5CTL_CMD_OP_INIT_HCA, 0, 0, MLX5CTL_ST_SZ_BYTES(init_hca_in), 16));
	NEED(simple(MLX5CTL_CMD_OP_ALLOC_UAR, 0, 0, MLX5CTL_ST_SZ_BYTES(alloc_uar_in),
		    MLX5CTL_ST_SZ_BYTES(alloc_uar_out)));
	S.uar = MLX5CTL_GET(alloc_uar_out, outb, uar);
	/* the command EQ: the driver sets every EQE's owner bit */
	for (unsigned int i = 0; i < (1u << EQ_LOG); i++)
		gptr(EQ_BUF, GPAGE)[i * 64 + 63] = 1;
	inlen = MLX5CTL_ST_SZ_BYTES(create_eq_in) + 8;
	memset(inb, 0, inlen);
	ctx = MLX5CTL_ADDR_OF(create_eq_in, inb, eq_context_entry);
	MLX5CTL_SET(create_eq_in, inb, opcode, MLX5CTL_CMD_OP_CREATE_EQ);
	MLX5CTL_SET(eqc, ctx, log_eq_size, EQ_LOG);
	MLX5CTL_SET(eqc, ctx, uar_page, S.uar);
	MLX5CTL_SET(eqc, ctx, intr, 0);
	MLX5CTL_SET64(create_eq_in, inb, event_bitmask, 1ull << MLX5CTL_EVENT_TYPE_CMD);
	put_bits(MLX5CTL_ADDR_OF(create_eq_in, inb, pas), 8, 0, 64, EQ_BUF);
	NEED(qexec(0, inb, inlen, outb, MLX5CTL_ST_SZ_BYTES(create_eq_out)));
	S.eqn = MLX5CTL_GET(create_eq_out, outb, eq_number);
	H.eq_lo = EQ_BUF;
	H.eq_hi = EQ_BUF + (64u << EQ_LOG);
	eq_doorbell(0, true);
	/* a user with every capability, one with none; a PD, a UMEM and an MKEY over it */
	memset(inb, 0, MLX5CTL_ST_SZ_BYTES(create_uctx_in));
	MLX5CTL_SET(create_uctx_in, inb, opcode, MLX5CTL_CMD_OP_CREATE_UCTX);
	MLX5CTL_SET(create_uctx_in, inb, uctx.cap, 0x7);
	NEED(qexec(0, inb, MLX5CTL_ST_SZ_BYTES(create_uctx_in), outb, 16));
	S.uid_tools = (uint16_t)MLX5CTL_GET(create_uctx_out, outb, uid);
	MLX5CTL_SET(create_uctx_in, inb, uctx.cap, 0);
	NEED(qexec(0, inb, MLX5CTL_ST_SZ_BYTES(create_uctx_in), outb, 16));
	S.uid_plain = (uint16_t)MLX5CTL_GET(create_uctx_out, outb, uid);
	NEED(simple(MLX5CTL_CMD_OP_ALLOC_PD, 0, S.uid_tools, MLX5CTL_ST_SZ_BYTES(alloc_pd_in),
		    MLX5CTL_ST_SZ_BYTES(alloc_pd_out)));
	S.pdn = MLX5CTL_GET(alloc_pd_out, outb, pd);
	inlen = MLX5CTL_ST_SZ_BYTES(create_umem_in) + 16 * MLX5CTL_ST_SZ_BYTES(mtt);
	memset(inb, 0, inlen);
	MLX5CTL_SET(create_umem_in, inb, opcode, MLX5CTL_CMD_OP_CREATE_UMEM);
	MLX5CTL_SET(create_umem_in, inb, uid, S.uid_tools);
	MLX5CTL_SET64(umem, MLX5CTL_ADDR_OF(create_umem_in, inb, umem), num_of_mtt, 16);
	mtt = MLX5CTL_ADDR_OF(create_umem_in, inb, umem.mtt);
	for (unsigned int i = 0; i < 16; i++) {
		uint8_t *e = mtt + i * MLX5CTL_ST_SZ_BYTES(mtt);

		MLX5CTL_SET(mtt, e, ptag_31_8, (DATA_LO + i * GPAGE) >> 8);
		MLX5CTL_SET(mtt, e, rd_en, 1);
		MLX5CTL_SET(mtt, e, wr_en, 1);
	}
	NEED(qexec(0, inb, inlen, outb, MLX5CTL_ST_SZ_BYTES(create_umem_out)));
	S.umem = MLX5CTL_GET(create_umem_out, outb, umem_id);
	memset(inb, 0, MLX5CTL_ST_SZ_BYTES(create_mkey_in));
	mkc = MLX5CTL_ADDR_OF(create_mkey_in, inb, memory_key_mkey_entry);
	MLX5CTL_SET(create_mkey_in, inb, opcode, MLX5CTL_CMD_OP_CREATE_MKEY);
	MLX5CTL_SET(create_mkey_in, inb, uid, S.uid_tools);
	MLX5CTL_SET(create_mkey_in, inb, mkey_umem_valid, 1);
	MLX5CTL_SET(create_mkey_in, inb, mkey_umem_id, S.umem);
	MLX5CTL_SET(mkc, mkc, access_mode_1_0, MLX5CTL_MKC_ACCESS_MODE_MTT);
	MLX5CTL_SET(mkc, mkc, lr, 1);
	MLX5CTL_SET(mkc, mkc, lw, 1);
	MLX5CTL_SET(mkc, mkc, pd, S.pdn);
	MLX5CTL_SET(mkc, mkc, mkey_7_0, 0x5a);
	MLX5CTL_SET64(mkc, mkc, start_addr, VA);
	MLX5CTL_SET64(mkc, mkc, len, 16 * GPAGE);
	NEED(qexec(0, inb, MLX5CTL_ST_SZ_BYTES(create_mkey_in), outb,
		   MLX5CTL_ST_SZ_BYTES(create_mkey_out)));
	S.mkey = MLX5CTL_GET(create_mkey_out, outb, mkey_index) << 8 | 0x5a;
	pool_add(S.uid_tools);
	pool_add(S.pdn);
	pool_add(S.umem);
	pool_add(S.mkey >> 8);
	pool_add(S.eqn);
	pool_add(S.uar);
	{
		char why[256];

		if (mlx5fw_check(H.fw, why, sizeof(why))) {
			fprintf(stderr, "bring-up: %s\n", why);
			abort();
		}
	}
	/* the flash is built when first touched: build it now, and every input shares the
	 * snapshot's bytes until it writes them (copy-on-write) */
	{
		uint8_t b[4];

		if (mlx5fw_flash_read(H.fw, 0, b, sizeof(b)))
			abort();
	}
	/* the core dump stream too (tens of ms under ASan): 64 bytes of it through the CORE_DUMP
	 * register, so that the snapshot, and every device cloned from it (a replug), has it */
	{
		uint8_t *d = MLX5CTL_ADDR_OF(access_register_in, inb, register_data);

		reg_header(REG_IN(core_dump_reg), MLX5CTL_REG_CORE_DUMP,
			   MLX5CTL_ACCESS_REG_OP_MOD_READ);
		MLX5CTL_SET(core_dump_reg, d, core_dump_type, MLX5CTL_CORE_DUMP_TYPE_CR_DUMP_TO_MEM);
		MLX5CTL_SET(core_dump_reg, d, mkey, S.mkey);
		MLX5CTL_SET64(core_dump_reg, d, address, VA);
		MLX5CTL_SET(core_dump_reg, d, size, 64);
		NEED(qexec(0, inb, REG_IN(core_dump_reg), outb, REG_OUT(core_dump_reg)));
	}
	snap = mlx5fw_clone(H.fw);
	if (!snap)
		abort();
	S.now = H.now;
	S0 = S;
	ram_save();
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct input in = { data, size };

	if (!snap) {
		host_init();
		bring_up();
	}
	if (mlx5fw_restore(H.fw, snap))
		abort();
	ram_restore();
	S = S0;
	H.now = S.now;
	{
		uint8_t mode = in8(&in);

		H.strict = mode & 1;
		fuzz_police(mode & 2);
	}
	H.dma_outside = 0;
	H.dma_fail_next = 0;
	H.bad_vector = false;
	mbox_next = MBOX_LO;
	rung = 0;
	cmdq_moved = cmdq_unset = false;
	H.ops_after_free = 0;
#ifdef FUZZ_REENTRY
	memset(&T, 0, sizeof(T));
	H.on_dma_write = trap_dma;
	H.on_msix = trap_msix;
#endif
	run_input(&in);
	if (rung)
		process();
	run_oracles();
	return 0;
}
