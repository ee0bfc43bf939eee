/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * What the firmware-model fuzzers share (header-only; each target is its own executable):
 *
 * - the input reader: bytes taken from the front, zeros once it is used up;
 * - the fake host: guest RAM at 0 (GUEST_SIZE bytes, dirty pages tracked so that it is put
 *   back cheaply), a clock, MSI-X, and hooks a target sets to act inside a host op;
 * - the oracles: a list of checks run after every input (and by the targets wherever they
 *   like); a failed one prints what it saw and aborts, which libFuzzer records as a finding;
 * - the queue: commands posted through the real command queue with mailbox chains.
 *
 * Adding an oracle: a function `int fn(char *why, size_t len)` (0 = fine) in fuzz_oracles[] or,
 * for one target, fuzz_add_oracle().
 */
#ifndef FUZZ_HOST_H
#define FUZZ_HOST_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlx5_fuzz_spec.h"
#include "mlx5ctl_ifc.h"
#include "mlx5fw.h"
#include "mlx5fw_debug.h"
#include "mlx5fw_dispatch.h"	/* mlx5fw_policy_violation(): the spec's constraints */

#define GUEST_SIZE	(8u << 20)	/* guest RAM [0, GUEST_SIZE) */
#define GPAGE		4096u
#define NPAGES		(GUEST_SIZE / GPAGE)
#define MSIX_VECTORS	4
#define CMDQ_SLOTS	32

/* ---- input ---------------------------------------------------------------------------------- */

struct input {
	const uint8_t *p;
	size_t n;
};

static inline uint8_t in8(struct input *in)
{
	uint8_t v = 0;

	if (in->n) {
		v = *in->p++;
		in->n--;
	}
	return v;
}

static inline uint16_t in16(struct input *in)
{
	return (uint16_t)(in8(in) | in8(in) << 8);
}

static inline uint32_t in32(struct input *in)
{
	return (uint32_t)in16(in) | (uint32_t)in16(in) << 16;
}

static inline uint64_t in64(struct input *in)
{
	return (uint64_t)in32(in) | (uint64_t)in32(in) << 32;
}

/* a number below n (n > 0) */
static inline uint32_t in_below(struct input *in, uint32_t n)
{
	return n <= 256 ? in8(in) % n : n <= 65536 ? in16(in) % n : in32(in) % n;
}

/* ---- the fake host -------------------------------------------------------------------------- */

struct fuzz_host {
	uint8_t *ram, *ram_saved;	/* guest RAM and what it was at the snapshot */
	uint8_t dirty[NPAGES];
	uint32_t dirty_list[NPAGES];	/* the pages marked, in order */
	uint32_t ndirty;
	uint64_t now;
	struct mlx5fw *fw;
	uint64_t cmdq_base;		/* where the harness put the queue */
	/* oracles' observations */
	uint32_t answered[CMDQ_SLOTS];	/* status-byte writes per slot since the last ring */
	uint32_t cmd_eqes[CMDQ_SLOTS];	/* command completion EQEs per slot */
	uint64_t eq_lo, eq_hi;		/* the command EQ buffer the harness made */
	bool bad_vector;
	unsigned int bad_vector_nr;
	uint64_t dma_outside;		/* DMA attempts outside guest RAM */
	bool strict;			/* this input put only in-RAM addresses anywhere */
	/*
	 * "policed": every command of a non-zero UID goes through the spec's constraints on user
	 * inboxes first (the kernel's mlx5ctl_rpc_violation() is generated from the same lines);
	 * one that breaks them is not sent (its slot carries an empty command instead). Such a
	 * caller must never make the device DMA outside its UMEM pages - unless the input also did
	 * what only the kernel or the device's own guest can (tainted: the queue, mailboxes or BAR0
	 * changed behind the device's back).
	 */
	bool policed, tainted;
	uint64_t base_dma_violations, base_policy_violations;
	unsigned int dma_fail_next;	/* refuse the next n DMAs (a host that says no) */
	bool dma_failed;		/* a DMA was refused on purpose since the last ring */
	/* the device was freed (from a host op): the model must call no host op any more */
	bool fw_freed;
	uint64_t ops_after_free;
	/* a target's hook into every DMA write / MSI-X (re-entry), or NULL */
	int (*on_dma_write)(uint64_t addr, const void *buf, size_t len);
	void (*on_msix)(unsigned int vector);
};

static struct fuzz_host H;

static inline bool in_ram(uint64_t addr, size_t len)
{
	return len <= GUEST_SIZE && addr <= GUEST_SIZE - len;
}

static inline void mark_dirty(uint64_t addr, size_t len)
{
	if (!len || !in_ram(addr, len))
		return;
	for (uint64_t p = addr / GPAGE; p <= (addr + len - 1) / GPAGE; p++)
		if (!H.dirty[p]) {
			H.dirty[p] = 1;
			H.dirty_list[H.ndirty++] = (uint32_t)p;
		}
}

/* guest memory as the harness writes it (a driver, or the guest changing memory under us) */
static inline void gwrite(uint64_t addr, const void *buf, size_t len)
{
	if (!in_ram(addr, len))
		return;
	mark_dirty(addr, len);
	memcpy(H.ram + addr, buf, len);
}

static inline uint8_t *gptr(uint64_t addr, size_t len)
{
	mark_dirty(addr, len);
	return H.ram + addr;
}

static inline bool refuse_now(void)
{
	if (!H.dma_fail_next)
		return false;
	H.dma_fail_next--;
	H.dma_failed = true;
	return true;
}

static inline int host_dma_read(void *opaque, uint64_t addr, void *buf, size_t len)
{
	(void)opaque;
	H.ops_after_free += H.fw_freed;
	if (!in_ram(addr, len)) {
		H.dma_outside++;
		if (getenv("FUZZ_VERBOSE"))
			fprintf(stderr, "fuzz: DMA write 0x%llx+0x%zx outside RAM\n",
				(unsigned long long)addr, len);
		return -1;
	}
	if (refuse_now())
		return -1;
	memcpy(buf, H.ram + addr, len);
	return 0;
}

static inline void note_write(uint64_t addr, const uint8_t *buf, size_t len)
{
	/* the status/ownership byte of a queue entry: the command is answered */
	if (len == 1 && H.cmdq_base && addr >= H.cmdq_base &&
	    addr < H.cmdq_base + 64 * CMDQ_SLOTS && (addr - H.cmdq_base) % 64 == 63)
		H.answered[(addr - H.cmdq_base) / 64]++;
	/* an EQE (all but its owner byte) on the harness's command EQ */
	if (len == 63 && addr >= H.eq_lo && addr + len <= H.eq_hi &&
	    MLX5CTL_GET(eqe, buf, event_type) == MLX5CTL_EVENT_TYPE_CMD) {
		uint32_t v = MLX5CTL_GET(eqe, buf,
			event_data.cmd_inter_comp_event.command_completion_vector);

		for (unsigned int s = 0; s < CMDQ_SLOTS; s++)
			H.cmd_eqes[s] += (v >> s) & 1;
	}
}

static inline int host_dma_write(void *opaque, uint64_t addr, const void *buf, size_t len)
{
	(void)opaque;
	H.ops_after_free += H.fw_freed;
	if (H.on_dma_write) {
		int r = H.on_dma_write(addr, buf, len);

		if (r <= 0)
			return r;	/* taken (0) or refused (-1) by the hook */
	}
	if (!in_ram(addr, len)) {
		H.dma_outside++;
		if (getenv("FUZZ_VERBOSE"))
			fprintf(stderr, "fuzz: DMA write 0x%llx+0x%zx outside RAM\n",
				(unsigned long long)addr, len);
		return -1;
	}
	if (refuse_now())
		return -1;
	note_write(addr, buf, len);
	mark_dirty(addr, len);
	memcpy(H.ram + addr, buf, len);
	return 0;
}

static inline void host_msix(void *opaque, unsigned int vector)
{
	(void)opaque;
	H.ops_after_free += H.fw_freed;
	if (vector >= MSIX_VECTORS) {
		H.bad_vector = true;
		H.bad_vector_nr = vector;
	}
	if (H.on_msix)
		H.on_msix(vector);
}

static inline uint64_t host_now(void *opaque)
{
	(void)opaque;
	H.ops_after_free += H.fw_freed;
	return H.now;
}

static inline void host_msg(void *opaque, const char *msg)
{
	static int verbose = -1;

	(void)opaque;
	H.ops_after_free += H.fw_freed;
	if (verbose < 0)
		verbose = getenv("FUZZ_VERBOSE") != NULL;
	if (verbose)
		fprintf(stderr, "fuzz: model says: %s\n", msg);
	(void)msg;
}

static const struct mlx5fw_host_ops fuzz_ops = {
	.dma_read = host_dma_read,
	.dma_write = host_dma_write,
	.msix_notify = host_msix,
	.now_ns = host_now,
	.guest_error = host_msg,
	.host_error = host_msg,
};

static inline struct mlx5fw *fuzz_new_fw(void)
{
	struct mlx5fw_config cfg = {
		.pci_device_id = 0x101d, .num_uars = 8, .msix_vectors = MSIX_VECTORS,
	};

	return mlx5fw_new(&cfg, &fuzz_ops, NULL);
}

/* RAM back to the snapshot, only the pages written since */
static inline void ram_restore(void)
{
	for (uint32_t i = 0; i < H.ndirty; i++) {
		size_t p = H.dirty_list[i];

		memcpy(H.ram + p * GPAGE, H.ram_saved + p * GPAGE, GPAGE);
		H.dirty[p] = 0;
	}
	H.ndirty = 0;
}

static inline void ram_save(void)
{
	memcpy(H.ram_saved, H.ram, GUEST_SIZE);
	memset(H.dirty, 0, sizeof(H.dirty));
	H.ndirty = 0;
}

static inline void host_init(void)
{
	H.ram = calloc(1, GUEST_SIZE);
	H.ram_saved = calloc(1, GUEST_SIZE);
	if (!H.ram || !H.ram_saved)
		abort();
	H.now = 1000000000ull;
}

/* ---- oracles ------------------------------------------------------------------------------ */

typedef int (*fuzz_oracle_fn)(char *why, size_t len);

struct fuzz_oracle {
	const char *name;
	fuzz_oracle_fn fn;
};

/* the model's own invariants: per-UID accounting, references, ids, state machine, budget */
static inline int oracle_model(char *why, size_t len)
{
	return H.fw ? mlx5fw_check(H.fw, why, len) : 0;
}

/* MSI-X only on vectors the host created */
static inline int oracle_msix(char *why, size_t len)
{
	if (!H.bad_vector)
		return 0;
	snprintf(why, len, "MSI-X vector %u of %u", H.bad_vector_nr, MSIX_VECTORS);
	return -1;
}

/* an input that put only in-RAM addresses into the device gets no DMA outside RAM */
static inline int oracle_dma_in_ram(char *why, size_t len)
{
	if (!H.strict || !H.dma_outside)
		return 0;
	snprintf(why, len, "%llu DMA attempts outside guest RAM", (unsigned long long)H.dma_outside);
	return -1;
}

/* a device freed from inside a host op calls the host no more */
static inline int oracle_after_free(char *why, size_t len)
{
	if (!H.ops_after_free)
		return 0;
	snprintf(why, len, "%llu host ops after the device was freed",
		 (unsigned long long)H.ops_after_free);
	return -1;
}

/*
 * The DMA-isolation oracle for a policed caller (see struct fuzz_host): the device made no DMA
 * for a UID outside that UID's UMEM pages, and no command the constraints refuse reached it.
 * What an unpoliced caller can do to the device (and the model lets it, as real firmware
 * would) is shown by tests/unit/fw/test_isolation.c.
 */
static inline int oracle_isolation(char *why, size_t len)
{
	struct mlx5fw_stats st;

	if (!H.policed || H.tainted || !H.fw || H.fw_freed)
		return 0;
	mlx5fw_get_stats(H.fw, &st);
	if (st.dma_violations == H.base_dma_violations &&
	    st.policy_violations == H.base_policy_violations)
		return 0;
	snprintf(why, len, "a caller held to the spec's constraints: %llu DMA(s) outside its UMEM "
		 "pages, %llu refused command(s) reached the device",
		 (unsigned long long)(st.dma_violations - H.base_dma_violations),
		 (unsigned long long)(st.policy_violations - H.base_policy_violations));
	return -1;
}

/* at the start of an input: whether it is policed, and the oracle's baseline */
static inline void fuzz_police(bool policed)
{
	struct mlx5fw_stats st = { 0 };

	H.policed = policed;
	H.tainted = false;
	if (H.fw)
		mlx5fw_get_stats(H.fw, &st);
	H.base_dma_violations = st.dma_violations;
	H.base_policy_violations = st.policy_violations;
}

#define FUZZ_MAX_ORACLES 16
static struct fuzz_oracle fuzz_oracles[FUZZ_MAX_ORACLES] = {
	{ "model invariants", oracle_model },
	{ "MSI-X in bounds", oracle_msix },
	{ "no DMA outside guest RAM", oracle_dma_in_ram },
	{ "no host op after a free", oracle_after_free },
	{ "DMA isolation of a policed caller", oracle_isolation },
};

static inline void fuzz_add_oracle(const char *name, fuzz_oracle_fn fn)
{
	for (int i = 0; i < FUZZ_MAX_ORACLES; i++)
		if (!fuzz_oracles[i].fn) {
			fuzz_oracles[i].name = name;
			fuzz_oracles[i].fn = fn;
			return;
		}
	abort();
}

static inline void fuzz_fail(const char *name, const char *why)
{
	fprintf(stderr, "==fuzz== oracle '%s' failed: %s\n", name, why);
	abort();
}

static inline void run_oracles(void)
{
	char why[512];

	for (int i = 0; i < FUZZ_MAX_ORACLES && fuzz_oracles[i].fn; i++) {
		why[0] = '\0';
		if (fuzz_oracles[i].fn(why, sizeof(why)))
			fuzz_fail(fuzz_oracles[i].name, why);
	}
}

/* ---- the command queue, as a driver uses it ---------------------------------------------- */

#define MBOX_LO		0x10000u	/* mailboxes: [MBOX_LO, MBOX_HI), bump-allocated */
#define MBOX_HI		0x100000u
#define BOX		MLX5CTL_ST_SZ_BYTES(cmd_if_box)

static uint64_t mbox_next = MBOX_LO;

static inline uint64_t mbox_alloc(void)
{
	uint64_t b;

	if (mbox_next + BOX > MBOX_HI)
		mbox_next = MBOX_LO;
	b = mbox_next;
	mbox_next += 1024;	/* aligned as the queue wants */
	return b;
}

static inline void box_link(uint64_t prev, uint64_t next)
{
	uint8_t *p = gptr(prev, BOX);

	MLX5CTL_SET(cmd_if_box, p, next_pointer_63_32, next >> 32);
	MLX5CTL_SET(cmd_if_box, p, next_pointer_31_10, (uint32_t)next >> 10);
}

/* a mailbox chain for len bytes of message (data may be NULL); returns its first block */
static inline uint64_t chain(const uint8_t *data, size_t len)
{
	size_t n = len > 16 ? (len - 16 + 511) / 512 : 0, i;
	uint64_t first = 0, prev = 0;

	for (i = 0; i < n; i++) {
		uint64_t b = mbox_alloc();
		uint8_t *p = gptr(b, BOX);
		size_t off = 16 + i * 512, chunk = len - off < 512 ? len - off : 512;

		memset(p, 0, BOX);
		if (data)
			memcpy(MLX5CTL_ADDR_OF(cmd_if_box, p, mailbox_data), data + off, chunk);
		MLX5CTL_SET(cmd_if_box, p, block_number, i);
		if (prev)
			box_link(prev, b);
		else
			first = b;
		prev = b;
	}
	return first;
}

/* writes a hardware-owned queue entry into slot; returns the output chain's first block */
static inline uint64_t post(unsigned int slot, const uint8_t *in, size_t inlen, size_t outlen)
{
	uint8_t e[64] = { 0 }, empty[16] = { 0 };
	uint64_t ip, op;

	if (H.policed && inlen >= 16 && MLX5CTL_GET(mbox_in_hdr, in, uid) &&
	    mlx5fw_policy_violation(in, inlen)) {
		/* the kernel refuses it: an unknown opcode 0 of the same UID takes its place */
		MLX5CTL_SET(mbox_in_hdr, empty, uid, MLX5CTL_GET(mbox_in_hdr, in, uid));
		in = empty;
		inlen = sizeof(empty);
	}
	ip = chain(in, inlen);
	op = chain(NULL, outlen);

	MLX5CTL_SET(cmd_queue_entry, e, type, MLX5CTL_CMD_QUEUE_ENTRY_TYPE_PCIE_CMD_IF_TRANSPORT);
	MLX5CTL_SET(cmd_queue_entry, e, input_length, inlen);
	MLX5CTL_SET(cmd_queue_entry, e, output_length, outlen);
	MLX5CTL_SET(cmd_queue_entry, e, input_mailbox_pointer_63_32, ip >> 32);
	MLX5CTL_SET(cmd_queue_entry, e, input_mailbox_pointer_31_9, (uint32_t)ip >> 9);
	MLX5CTL_SET(cmd_queue_entry, e, output_mailbox_pointer_63_32, op >> 32);
	MLX5CTL_SET(cmd_queue_entry, e, output_mailbox_pointer_31_9, (uint32_t)op >> 9);
	memcpy(MLX5CTL_ADDR_OF(cmd_queue_entry, e, command_input_inline_data), in,
	       inlen < 16 ? inlen : 16);
	MLX5CTL_SET(cmd_queue_entry, e, ownership, 1);
	gwrite(H.cmdq_base + 64ull * slot, e, 64);
	return op;
}

/* copies a completed command's output (inline part and chain) into out */
static inline void collect(unsigned int slot, uint64_t op, uint8_t *out, size_t outlen)
{
	const uint8_t *e = H.ram + H.cmdq_base + 64ull * slot;
	size_t n = outlen > 16 ? (outlen - 16 + 511) / 512 : 0;

	memset(out, 0, outlen);
	memcpy(out, MLX5CTL_ADDR_OF(cmd_queue_entry, e, command_output_inline_data),
	       outlen < 16 ? outlen : 16);
	for (size_t i = 0; i < n && in_ram(op, BOX); i++) {
		const uint8_t *p = H.ram + op;
		size_t off = 16 + i * 512, chunk = outlen - off < 512 ? outlen - off : 512;

		memcpy(out + off, MLX5CTL_ADDR_OF(cmd_if_box, p, mailbox_data), chunk);
		op = ((uint64_t)MLX5CTL_GET(cmd_if_box, p, next_pointer_63_32) << 32) |
		     ((uint64_t)MLX5CTL_GET(cmd_if_box, p, next_pointer_31_10) << 10);
	}
}

static inline bool hw_owned(unsigned int slot)
{
	return MLX5CTL_GET(cmd_queue_entry, H.ram + H.cmdq_base + 64ull * slot, ownership);
}

/* rings the doorbell for `bits`; processes at once unless deferred (the BH has not run yet) */
static inline void ring(uint32_t bits, bool deferred)
{
	if (mlx5fw_mmio_write(H.fw, MLX5CTL_BYTE_OFF(initial_seg, command_doorbell_vector), bits, 4) &&
	    !deferred)
		mlx5fw_process(H.fw);
}

/* one command through the queue in slot 0..31, answered at once; its PRM status, or -1 */
static inline int qexec(unsigned int slot, const uint8_t *in, size_t inlen, uint8_t *out,
			size_t outlen)
{
	uint64_t op = post(slot, in, inlen, outlen);

	ring(1u << slot, false);
	if (hw_owned(slot) || MLX5CTL_GET(cmd_queue_entry, H.ram + H.cmdq_base + 64ull * slot,
					  status))
		return -1;
	collect(slot, op, out, outlen);
	return (int)MLX5CTL_GET(mbox_out_hdr, out, status);
}

#endif /* FUZZ_HOST_H */
