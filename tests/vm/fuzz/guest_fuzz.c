// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * guest_fuzz: the mlx5ctl uAPI fuzzed from inside the test VM.
 *
 * Every command and access register of the spec, with the fields of its inbox set to values
 * the spec names (generated/fuzz/mlx5_fuzz_spec.h, the same tables the host fuzzers use), ids
 * carried from earlier replies into later requests, forged UIDs, op_mods and tunnel ids,
 * lengths around the right ones; UMEMs of random size and alignment, registered and
 * unregistered; PD + MKEY + dumps into UMEMs; INFO. Several processes, each with several
 * threads on shared and private files; files closed and reopened under the threads' feet;
 * children that exit without cleaning up or are killed with SIGKILL in the middle; some
 * processes without CAP_SYS_ADMIN.
 *
 * Register payloads with a field that acts on the access set (the spec's register rules:
 * PPCNT clr, PMAOS rst, MCIA l, PDDR's other pages, MTMP mtr...) are sent a third of
 * the time a register that has one is picked.
 *
 * What it checks itself: every ioctl returns 0 or an errno the uAPI document names for it
 * (anything else is printed and fails the run); the port counters the kernel's statistics come
 * from (PPCNT, MPCNT) never went backwards and the kernel's event queues are as they were (the same
 * EQs, the same contexts, producer counters only grown). The kernel (KASAN, lockdep, UBSAN, kmemleak,
 * hung tasks), the device's oracles (strict-dma / strict-policy) and the object counters back
 * at their baseline are judged by tests/vm/fuzz/fuzz-guest.sh and tests/vm/run.py.
 *
 * Load mode (-l STOP, unplug-load.sh): PROCS single-threaded processes loop - open whichever
 * /dev/mlx5ctl-* exists, a burst of actions, close - until the file STOP exists, through the
 * device going away and coming back (unbind/bind, unplug/replug); ENODEV is expected then.
 *
 * Transport (-x): mlx5ctl (default) is the mlx5ctl driver's ioctls, fwctl upstream's
 * fwctl (Linux 7.3, /dev/fwctl/fwctlN): the same inboxes as FWCTL_RPC at a random scope (now
 * and then one fwctl does not know), in_len and out_len from 0 to just over fwctl's 2 MiB,
 * FWCTL_INFO and FWCTL_RPC with odd struct sizes, flags and pointers; no UMEMs or dumps (fwctl
 * carries no user memory); the processes that give something up give up CAP_SYS_RAWIO (the
 * capability fwctl checks, for DEBUG_WRITE_FULL). The errnos documented are fwctl.h's and
 * fwctl.rst's, fwctl/mlx5's EBADMSG and EMSGSIZE, and the delivery failures of mlx5_cmd_do().
 *
 * usage: guest_fuzz [-x mlx5ctl|fwctl] [-n CALLS] [-s SEED] [-p PROCS] [-t THREADS] [-d DEV]
 *                   [-l STOP]
 *   CALLS actions in all (default 10000; an action is one ioctl, or a few: a dump is six),
 *   split between PROCS processes (4) of THREADS threads (3), plus 4 children per process
 * Prints the ioctls made (children's included), calls/s and each process's errno histogram;
 * exit 0, 1 on an undocumented errno.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <dirent.h>
#include <time.h>
#include <unistd.h>

#include <linux/capability.h>
#include <fwctl/fwctl.h>
#include <fwctl/mlx5.h>
#include <misc/mlx5ctl.h>

#include "mlx5ctl_ifc.h"
#include "mlx5_fuzz_spec.h"

#define DEFAULT_DEV	"/dev/mlx5ctl-mlx5_core.ctl.0"
#define FWCTL_DEV	"/dev/fwctl/fwctl0"
#define PAGE		4096u
#define POOL		64
#define FWCTL_MAX_RPC	(2u << 20)	/* drivers/fwctl/main.c MAX_RPC_LEN */
/* the largest box a caller sends: the driver's limit (+1 to be refused) */
#define MAX_MSG		(fwctl ? FWCTL_MAX_RPC + 16 : MLX5CTL_MAX_RPC_SIZE)
#define ARENA		(4u << 20)	/* the memory UMEMs are cut from, per process */
#define NERR		134

static const char *devpath = DEFAULT_DEV;
static bool fwctl;		/* -x fwctl: upstream's fwctl instead of the mlx5ctl driver */

/* per process: the errnos seen (shared by its threads), ids from replies */
static atomic_ulong errs[NERR + 1];
static atomic_ulong calls_done, bad_errno;
/* register accesses sent with a field that acts set, and how many the kernel refused */
static atomic_ulong *acting_sent, *acting_refused;
/* every process's ioctls, children's included, for the parent's summary (MAP_SHARED) */
static atomic_ulong *all_calls;
static _Atomic uint32_t pool[POOL];
static atomic_int fds[2];	/* a file the threads share, and one they reopen */
static uint8_t *arena;

struct rng {
	uint64_t s;
};

static uint64_t rnd(struct rng *r)
{
	/* splitmix64 */
	uint64_t z = (r->s += 0x9e3779b97f4a7c15ull);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return z ^ (z >> 31);
}

static uint32_t below(struct rng *r, uint32_t n)
{
	return n ? (uint32_t)(rnd(r) % n) : 0;
}

static void pool_add(uint32_t id)
{
	if (id)
		atomic_store(&pool[id % POOL], id);
}

static uint32_t pool_pick(struct rng *r)
{
	uint32_t id = atomic_load(&pool[below(r, POOL)]);

	return id ? id : below(r, 16);
}

/* the errnos the uAPI document names for each ioctl, and those of the calls around them */
static bool documented(unsigned long req, int e)
{
	switch (e) {
	case 0:
	case EFAULT:
	case ENODEV:
	case EBADF:	/* a thread closed the shared file meanwhile */
	case ENOTTY:
		return true;
	}
	/*
	 * fwctl.h: E2BIG (a non-zero tail), EOPNOTSUPP (flags, a scope it does not know), EINVAL
	 * (size), ENOMEM; FWCTL_RPC: EMSGSIZE (in_len or out_len beyond 2 MiB, or below fwctl/
	 * mlx5's 16), EPERM (DEBUG_WRITE_FULL without CAP_SYS_RAWIO), EBADMSG (fwctl/mlx5 refused
	 * the command), and mlx5_cmd_do()'s delivery failures (fwctl.h: any errno means the RPC
	 * did not reach the device): ENXIO (the command interface is down), ETIMEDOUT, EIO,
	 * ENOMSG (the device refused the mailbox: the emulated one takes at most 1 MiB)
	 */
	if (req == FWCTL_INFO)
		return e == E2BIG || e == EOPNOTSUPP || e == EINVAL || e == ENOMEM;
	if (req == FWCTL_RPC)
		return e == E2BIG || e == EOPNOTSUPP || e == EINVAL || e == ENOMEM ||
		       e == EMSGSIZE || e == EPERM || e == EBADMSG || e == ENXIO ||
		       e == ETIMEDOUT || e == EIO || e == ENOMSG;
	/*
	 * our series' FWCTL_RSC_DESTROY (0x9a/2) and FWCTL_RSC_UMEM_REG (0x9a/3), mlx5_fwctl.rst:
	 * the general errnos, ENOENT (no such resource), EBUSY, ENOSPC, and the command
	 * interface's; upstream's fwctl does not know them (ENOTTY)
	 */
	if (req == _IO(FWCTL_TYPE, 2) || req == _IO(FWCTL_TYPE, 3))
		return e == E2BIG || e == EOPNOTSUPP || e == EINVAL || e == ENOMEM ||
		       e == ENOENT || e == EBUSY || e == ENOSPC || e == ENXIO ||
		       e == ETIMEDOUT || e == EIO;
	if (req == MLX5CTL_IOCTL_CMDRPC)
		return e == EOPNOTSUPP || e == EINVAL || e == EPERM || e == ENOMEM ||
		       e == ENOSPC || e == ENXIO || e == ETIMEDOUT || e == EIO;
	if (req == MLX5CTL_IOCTL_UMEM_REG)
		return e == EOPNOTSUPP || e == EINVAL || e == EPERM || e == ENOMEM ||
		       e == ENOSPC || e == EIO || e == ENXIO || e == ETIMEDOUT || e == EAGAIN;
	if (req == MLX5CTL_IOCTL_UMEM_UNREG)
		return e == EOPNOTSUPP || e == EPERM || e == ENOENT || e == EBUSY || e == EIO;
	return false;
}

static int xioctl(int fd, unsigned long req, void *arg)
{
	int e = ioctl(fd, req, arg) ? errno : 0;

	atomic_fetch_add(&errs[e < NERR ? e : NERR], 1);
	atomic_fetch_add(&calls_done, 1);
	atomic_fetch_add(all_calls, 1);
	if (!documented(req, e)) {
		atomic_fetch_add(&bad_errno, 1);
		fprintf(stderr, "guest_fuzz: ioctl 0x%lx: undocumented %s\n", req, strerrorname_np(e));
	}
	return e;
}

static void put_bits(uint8_t *buf, size_t len, uint32_t bit, uint32_t width, uint32_t v)
{
	if (!width || width > 32 || bit + width > len * 8)
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

static uint32_t get_bits(const uint8_t *buf, size_t len, uint32_t bit, uint32_t width)
{
	uint32_t v = 0;

	if (!width || width > 32 || bit + width > len * 8)
		return 0;
	for (uint32_t i = 0; i < width; i++)
		v = v << 1 | ((buf[(bit + i) / 8] >> (7 - (bit + i) % 8)) & 1);
	return v;
}

/* a value a rule does not allow, other than the smallest: all ones, or random but that */
static uint32_t pick_acting(struct rng *r, const struct mlx5_fuzz_rule *k)
{
	uint32_t max = k->width >= 32 ? UINT32_MAX : (1u << k->width) - 1, v = (uint32_t)rnd(r) & max;

	return v ? v : max;
}

/* a value for a field: one of its enum's, an id from a reply, a boundary, anything */
static uint32_t pick(struct rng *r, const struct mlx5_fuzz_field *f)
{
	uint32_t max = f->width >= 32 ? UINT32_MAX : (1u << f->width) - 1;

	switch (below(r, 8)) {
	case 0:
	case 1:
		if (f->enm) {
			const struct mlx5_fuzz_enum *e = f->enm;

			return e->n ? e->values[below(r, e->n)] & max : 0;
		}
		return below(r, 4) & max;
	case 2:
	case 3:
		return pool_pick(r) & max;
	case 4:
		return max;
	case 5:
		return (1u << below(r, f->width)) & max;
	default:
		return (uint32_t)rnd(r) & max;
	}
}

static void set_fields(struct rng *r, uint8_t *buf, size_t len, const struct mlx5_fuzz_field *fl,
		       unsigned int n)
{
	for (unsigned int k = below(r, 6); n && k; k--) {
		const struct mlx5_fuzz_field *f = &fl[below(r, n)];

		put_bits(buf, len, f->bit, f->width, pick(r, f));
	}
}

/* fwctl: a scope of the four, now and then one fwctl does not know */
static uint32_t pick_scope(struct rng *r)
{
	switch (below(r, 32)) {
	case 0:
		return 4 + below(r, 4);
	case 1:
		return (uint32_t)rnd(r);
	}
	return below(r, 4);
}

static int rpc(struct rng *r, int fd, const void *in, uint32_t inlen, void *out, uint32_t outlen)
{
	struct mlx5ctl_cmdrpc c = { .in = (uintptr_t)in, .inlen = inlen,
				    .out = (uintptr_t)out, .outlen = outlen };
	struct fwctl_rpc f = { .size = sizeof(f), .scope = fwctl ? pick_scope(r) : 0,
			       .in_len = inlen, .out_len = outlen,
			       .in = (uintptr_t)in, .out = (uintptr_t)out };

	if (fwctl)
		return xioctl(fd, FWCTL_RPC, &f);
	return xioctl(fd, MLX5CTL_IOCTL_CMDRPC, &c);
}

/* a read of the kernel's state (the snapshot): over fwctl at DEBUG_READ_ONLY, what it needs */
static int rpc_read(int fd, const void *in, uint32_t inlen, void *out, uint32_t outlen)
{
	struct mlx5ctl_cmdrpc c = { .in = (uintptr_t)in, .inlen = inlen,
				    .out = (uintptr_t)out, .outlen = outlen };
	struct fwctl_rpc f = { .size = sizeof(f), .scope = FWCTL_RPC_DEBUG_READ_ONLY,
			       .in_len = inlen, .out_len = outlen,
			       .in = (uintptr_t)in, .out = (uintptr_t)out };

	if (fwctl)
		return xioctl(fd, FWCTL_RPC, &f);
	return xioctl(fd, MLX5CTL_IOCTL_CMDRPC, &c);
}

/* a thread's in- and outbox, MAX_MSG bytes each (2 MiB with fwctl: not on the stack or TLS) */
static __thread uint8_t *tin, *tout;

static void thread_bufs(void)
{
	if (tin)
		return;
	tin = mmap(NULL, 2 * (size_t)MAX_MSG, PROT_READ | PROT_WRITE,
		   MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (tin == MAP_FAILED) {
		perror("guest_fuzz: mmap");
		exit(2);
	}
	tout = tin + MAX_MSG;
}

/* a command of the spec, its fields from the tables; ids it creates go to the pool */
static void do_command(struct rng *r, int fd)
{
	const struct mlx5_fuzz_cmd *c = &mlx5_fuzz_cmds[below(r, MLX5_FUZZ_NCMDS)];
	uint8_t *in = tin, *out = tout;
	uint32_t inlen = c->inlen, outlen = c->outlen;

	switch (below(r, 6)) {
	case 0:
		inlen += (c->tail_bytes ? c->tail_bytes : 8) * below(r, 8);
		break;
	case 1:
		inlen = 16 + below(r, 256);
		break;
	case 2:
		outlen = 16 + below(r, 256);
		break;
	}
	/* fwctl takes 16 bytes to 2 MiB each way: below, at and beyond both ends */
	if (fwctl && !below(r, 16)) {
		static const uint32_t ext[] = { 0, 1, 15, 16, FWCTL_MAX_RPC, FWCTL_MAX_RPC + 1 };

		if (below(r, 2))
			inlen = ext[below(r, 6)];
		else
			outlen = ext[below(r, 6)];
		if ((inlen == FWCTL_MAX_RPC || outlen == FWCTL_MAX_RPC) && below(r, 8))
			outlen = inlen = 16;	/* 2 MiB boxes are slow under KASAN: now and then */
	}
	if (inlen > MAX_MSG)
		inlen = MAX_MSG;
	if (!fwctl && (outlen < 16 || outlen > MAX_MSG))
		outlen = 16;
	if (outlen > MAX_MSG)
		outlen = MAX_MSG;
	memset(in, 0, inlen);
	put_bits(in, inlen, 0, 16, c->opcode);
	set_fields(r, in, inlen, c->fields, c->nfields);
	/* header words a hostile caller forges: UID, tunnel, op_mod */
	if (!below(r, 8))
		put_bits(in, inlen, 0x10, 16, (uint32_t)rnd(r));
	if (!below(r, 16))
		put_bits(in, inlen, 0x20, 16, (uint32_t)rnd(r));
	if (!below(r, 8))
		put_bits(in, inlen, 0x30, 16, (uint32_t)rnd(r));
	if (!rpc(r, fd, in, inlen, out, outlen) && !get_bits(out, outlen, 0, 8) &&
	    c->creates_bit >= 0)
		pool_add(get_bits(out, outlen, (uint32_t)c->creates_bit, c->creates_width));
}

static void do_register(struct rng *r, int fd)
{
	const struct mlx5_fuzz_reg *g = &mlx5_fuzz_regs[below(r, MLX5_FUZZ_NREGS)];
	uint8_t *in = tin, *out = tout;
	uint32_t hin = MLX5CTL_ST_SZ_BYTES(access_register_in);
	uint32_t hout = MLX5CTL_ST_SZ_BYTES(access_register_out);
	uint32_t len = below(r, 4) ? g->size : below(r, 1024);

	if (hin + len > MAX_MSG)
		len = MAX_MSG - hin;
	memset(in, 0, hin + len);
	MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	MLX5CTL_SET(access_register_in, in, op_mod, below(r, 8) ? below(r, 2) : (uint32_t)rnd(r));
	MLX5CTL_SET(access_register_in, in, register_id, below(r, 16) ? g->id : (uint32_t)rnd(r));
	set_fields(r, in + hin, len, g->fields, g->nfields);
	/* header words a hostile caller forges: UID, tunnel */
	if (!below(r, 8))
		put_bits(in, hin + len, 0x10, 16, (uint32_t)rnd(r));
	if (!below(r, 16))
		put_bits(in, hin + len, 0x20, 16, (uint32_t)rnd(r));
	/*
	 * Not the synchronised firmware reset (MFRL pci_sync_for_fw_update_start; the model does
	 * it as a card does, for any caller granted the write): mlx5_core's reset flow has a lock
	 * order lockdep reports when a hot-unplug follows a reset (7.3: mlx5_uninit_one holds the
	 * device lock while destroying the reset workqueue whose RESET_NOW work takes that lock in
	 * mlx5_enter_error_state; emulator/fw/README.md). Until the fix, the fuzzer leaves the
	 * reset to tests/vm/fw, where it is tested on its own.
	 */
	if (MLX5CTL_GET(access_register_in, in, register_id) == MLX5CTL_REG_MFRL)
		put_bits(in + hin, len, MLX5CTL_BIT_OFF(mfrl_reg, pci_sync_for_fw_update_start), 1, 0);
	/* a field that acts on the access, set: the kernel must refuse it or lift the read */
	if (g->nrules && below(r, 3)) {
		const struct mlx5_fuzz_rule *k = &g->rules[below(r, g->nrules)];
		int e;

		MLX5CTL_SET(access_register_in, in, register_id, g->id);
		MLX5CTL_SET(access_register_in, in, op_mod, k->write ?
			    MLX5CTL_ACCESS_REG_OP_MOD_WRITE : MLX5CTL_ACCESS_REG_OP_MOD_READ);
		if (len < g->size)
			len = g->size;
		put_bits(in + hin, len, k->bit, k->width, below(r, 4) ? k->acting : pick_acting(r, k));
		atomic_fetch_add(acting_sent, 1);
		e = rpc(r, fd, in, hin + len, out, hout + len);
		/* refused: EINVAL from mlx5ctl, EBADMSG from fwctl/mlx5 */
		if (e == (fwctl ? EBADMSG : EINVAL))
			atomic_fetch_add(acting_refused, 1);
		return;
	}
	rpc(r, fd, in, hin + len, out, hout + len);
}

/* a UMEM of random size and alignment; its id to the pool (and *id) */
static int do_umem_reg(struct rng *r, int fd, uint32_t *id)
{
	uint64_t off = below(r, ARENA - PAGE), len = below(r, 4) ? below(r, 64 * PAGE) + 1 :
						      below(r, (uint32_t)(ARENA - off)) + 1;
	struct mlx5ctl_umem_reg u = { .addr = (uintptr_t)(arena + off), .len = len };
	int e;

	if (off + len > ARENA)
		u.len = ARENA - off;
	if (!below(r, 32))
		u.flags = 1;
	if (!below(r, 32))
		u.addr = (uint64_t)rnd(r);
	e = xioctl(fd, MLX5CTL_IOCTL_UMEM_REG, &u);
	if (!e) {
		pool_add(u.umem_id);
		if (id)
			*id = u.umem_id;
	}
	return e;
}

static void do_umem_unreg(struct rng *r, int fd)
{
	struct mlx5ctl_umem_unreg u = { .umem_id = pool_pick(r) };

	xioctl(fd, MLX5CTL_IOCTL_UMEM_UNREG, &u);
}

/* a UMEM, a PD, an MKEY over the UMEM and a dump into it: the legitimate path under load */
static void do_dump(struct rng *r, int fd)
{
	uint8_t in[MLX5CTL_ST_SZ_BYTES(access_register_in) + MLX5CTL_ST_SZ_BYTES(resource_dump)];
	uint8_t out[MLX5CTL_ST_SZ_BYTES(access_register_out) + MLX5CTL_ST_SZ_BYTES(resource_dump)];
	uint8_t min[MLX5CTL_ST_SZ_BYTES(create_mkey_in)] = { 0 };
	uint8_t mout[MLX5CTL_ST_SZ_BYTES(create_mkey_out)] = { 0 };
	uint8_t pin[MLX5CTL_ST_SZ_BYTES(alloc_pd_in)] = { 0 };
	uint8_t pout[MLX5CTL_ST_SZ_BYTES(alloc_pd_out)] = { 0 };
	void *mkc = MLX5CTL_ADDR_OF(create_mkey_in, min, memory_key_mkey_entry);
	void *d = MLX5CTL_ADDR_OF(access_register_in, in, register_data);
	uint64_t len = 16 * PAGE;
	uint32_t umem, pd, mkey;
	struct mlx5ctl_umem_reg u = { .addr = (uintptr_t)(arena + below(r, 64) * PAGE), .len = len };

	if (xioctl(fd, MLX5CTL_IOCTL_UMEM_REG, &u))
		return;
	umem = u.umem_id;
	MLX5CTL_SET(alloc_pd_in, pin, opcode, MLX5CTL_CMD_OP_ALLOC_PD);
	if (rpc(r, fd, pin, sizeof(pin), pout, sizeof(pout)) ||
	    MLX5CTL_GET(alloc_pd_out, pout, status))
		goto unreg;
	pd = MLX5CTL_GET(alloc_pd_out, pout, pd);
	MLX5CTL_SET(create_mkey_in, min, opcode, MLX5CTL_CMD_OP_CREATE_MKEY);
	MLX5CTL_SET(create_mkey_in, min, mkey_umem_valid, 1);
	MLX5CTL_SET(create_mkey_in, min, mkey_umem_id, umem);
	MLX5CTL_SET(mkc, mkc, access_mode_1_0, MLX5CTL_MKC_ACCESS_MODE_MTT);
	MLX5CTL_SET(mkc, mkc, lr, 1);
	MLX5CTL_SET(mkc, mkc, lw, 1);
	MLX5CTL_SET(mkc, mkc, pd, pd);
	MLX5CTL_SET(mkc, mkc, qpn, 0xffffff);
	MLX5CTL_SET(mkc, mkc, mkey_7_0, 0x77);
	MLX5CTL_SET64(mkc, mkc, len, len);
	MLX5CTL_SET(mkc, mkc, log_page_size, 12);
	if (rpc(r, fd, min, sizeof(min), mout, sizeof(mout)) ||
	    MLX5CTL_GET(create_mkey_out, mout, status))
		goto pd;
	mkey = MLX5CTL_GET(create_mkey_out, mout, mkey_index) << 8 | 0x77;
	memset(in, 0, sizeof(in));
	MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	MLX5CTL_SET(access_register_in, in, op_mod, MLX5CTL_ACCESS_REG_OP_MOD_READ);
	MLX5CTL_SET(access_register_in, in, register_id, MLX5CTL_REG_RESOURCE_DUMP);
	MLX5CTL_SET(resource_dump, d, segment_type, below(r, 2) ? MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MENU :
		    MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_CORE_DUMP + below(r, 7));
	MLX5CTL_SET(resource_dump, d, mkey, mkey);
	MLX5CTL_SET(resource_dump, d, size, (uint32_t)len);
	rpc(r, fd, in, sizeof(in), out, sizeof(out));
	/* sometimes the objects stay for close (or a kill) to clean up */
	if (!below(r, 4))
		return;
	memset(min, 0, sizeof(min));
	MLX5CTL_SET(destroy_mkey_in, min, opcode, MLX5CTL_CMD_OP_DESTROY_MKEY);
	MLX5CTL_SET(destroy_mkey_in, min, mkey_index, mkey >> 8);
	rpc(r, fd, min, MLX5CTL_ST_SZ_BYTES(destroy_mkey_in), mout, sizeof(mout));
pd:
	memset(pin, 0, sizeof(pin));
	MLX5CTL_SET(dealloc_pd_in, pin, opcode, MLX5CTL_CMD_OP_DEALLOC_PD);
	MLX5CTL_SET(dealloc_pd_in, pin, pd, pd);
	rpc(r, fd, pin, MLX5CTL_ST_SZ_BYTES(dealloc_pd_in), pout, sizeof(pout));
unreg:
	{
		struct mlx5ctl_umem_unreg un = { .umem_id = umem };

		xioctl(fd, MLX5CTL_IOCTL_UMEM_UNREG, &un);
	}
}

static bool any_device;		/* -l without -d: whichever /dev/mlx5ctl-* exists */

static int dev_open(void)
{
	char path[300];
	struct dirent *de;
	DIR *d;
	int fd = -1;

	const char *dir = fwctl ? "/dev/fwctl" : "/dev", *pre = fwctl ? "fwctl" : "mlx5ctl-";

	if (!any_device)
		return open(devpath, O_RDWR | O_CLOEXEC);
	d = opendir(dir);
	while (d && fd < 0 && (de = readdir(d)))
		if (!strncmp(de->d_name, pre, strlen(pre))) {
			snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
			fd = open(path, O_RDWR | O_CLOEXEC);
		}
	if (d)
		closedir(d);
	if (fd < 0)
		errno = ENODEV;
	return fd;
}

/* an address no user page is at: a kernel one, or NULL */
static uint64_t bad_addr(struct rng *r)
{
	return below(r, 2) ? 0 : 0xffff888000000000ull + (rnd(r) & 0xffffff);
}

/* FWCTL_INFO: mostly right, or a size, flags, length or pointer off */
static void do_fwctl_info(struct rng *r, int fd)
{
	struct fwctl_info_mlx5 md[8];
	struct {
		struct fwctl_info fi;
		uint64_t tail[2];
	} b = { .fi = { .size = sizeof(b.fi), .device_data_len = sizeof(md[0]),
			.out_device_data = (uintptr_t)md } };

	switch (below(r, 8)) {
	case 0:
		b.fi.size = below(r, sizeof(b) + 1);
		break;
	case 1:
		b.fi.size = sizeof(b);
		if (below(r, 2))
			b.tail[below(r, 2)] = rnd(r) | 1;
		break;
	case 2:
		b.fi.flags = 1u << below(r, 32);
		break;
	case 3:
		b.fi.device_data_len = below(r, sizeof(md) + 1);
		break;
	case 4:
		b.fi.out_device_data = bad_addr(r);
		break;
	}
	xioctl(fd, FWCTL_INFO, below(r, 32) ? (void *)&b : NULL);
}

/* FWCTL_RPC of a QUERY_ISSI with the struct's size, a length or a pointer off */
static void do_fwctl_rpc_odd(struct rng *r, int fd)
{
	struct {
		struct fwctl_rpc f;
		uint64_t tail[2];
	} b = { .f = { .size = sizeof(b.f), .scope = pick_scope(r), .in_len = 16, .out_len = 16,
		       .in = (uintptr_t)tin, .out = (uintptr_t)tout } };

	memset(tin, 0, 16);
	put_bits(tin, 16, 0, 16, MLX5CTL_CMD_OP_QUERY_ISSI);
	switch (below(r, 6)) {
	case 0:
		b.f.size = below(r, sizeof(b) + 1);
		break;
	case 1:
		b.f.size = sizeof(b);
		if (below(r, 2))
			b.tail[below(r, 2)] = rnd(r) | 1;
		break;
	case 2:
		b.f.in = bad_addr(r);
		break;
	case 3:
		b.f.out = bad_addr(r);
		break;
	case 4:
		b.f.in_len = (uint32_t)rnd(r);
		break;
	case 5:
		b.f.out_len = (uint32_t)rnd(r);
		break;
	}
	/* the boxes hold MAX_MSG bytes: a length up to 2 MiB reads and writes inside them */
	xioctl(fd, FWCTL_RPC, below(r, 32) ? (void *)&b : NULL);
}

/* one call of a fwctl thread: commands and registers, INFO, odd RPCs, unknown ioctls, reopen */
static void one_call_fwctl(struct rng *r, int fd)
{
	unsigned int what = below(r, 100);
	int dummy[16] = { 0 };

	if (what < 45) {
		do_command(r, fd);
	} else if (what < 75) {
		do_register(r, fd);
	} else if (what < 85) {
		do_fwctl_info(r, fd);
	} else if (what < 94) {
		do_fwctl_rpc_odd(r, fd);
	} else if (what < 97) {
		dummy[0] = (int)sizeof(struct fwctl_rpc);
		xioctl(fd, _IO(FWCTL_TYPE, 2 + below(r, 8)), dummy);
	} else {
		int nfd = dev_open(), old = atomic_exchange(&fds[1], nfd >= 0 ? nfd : fds[0]);

		if (old != atomic_load(&fds[0]))
			close(old);
	}
}

/* one call of a thread: mostly commands and registers, then UMEMs, dumps, INFO, reopen */
static void one_call(struct rng *r)
{
	int fd = atomic_load(&fds[below(r, 2)]);
	struct mlx5ctl_info info;
	unsigned int what = below(r, 100);

	thread_bufs();
	if (fwctl) {
		one_call_fwctl(r, fd);
		return;
	}
	if (what < 45) {
		do_command(r, fd);
	} else if (what < 70) {
		do_register(r, fd);
	} else if (what < 80) {
		do_umem_reg(r, fd, NULL);
	} else if (what < 88) {
		do_umem_unreg(r, fd);
	} else if (what < 92) {
		do_dump(r, fd);
	} else if (what < 97) {
		xioctl(fd, MLX5CTL_IOCTL_INFO, below(r, 16) ? &info : NULL);
	} else {
		/* the second file closed and opened again under the other threads' feet */
		int nfd = dev_open(), old = atomic_exchange(&fds[1], nfd >= 0 ? nfd : fds[0]);

		if (old != atomic_load(&fds[0]))
			close(old);
	}
}

struct thread_arg {
	uint64_t seed;
	unsigned long calls;
};

static void *thread_main(void *p)
{
	struct thread_arg *a = p;
	struct rng r = { a->seed };

	for (unsigned long i = 0; i < a->calls; i++)
		one_call(&r);
	return NULL;
}

/* mlx5ctl's capability (CAP_SYS_ADMIN), or fwctl's (CAP_SYS_RAWIO, for DEBUG_WRITE_FULL) */
static void drop_cap(void)
{
	struct __user_cap_header_struct h = { .version = _LINUX_CAPABILITY_VERSION_3 };
	struct __user_cap_data_struct d[2];

	if (syscall(SYS_capget, &h, d))
		return;
	d[0].effective &= ~(1u << (fwctl ? CAP_SYS_RAWIO : CAP_SYS_ADMIN));
	syscall(SYS_capset, &h, d);
}

/* a process: its files, threads, and now and then a child that leaks or gets killed */
static int worker(uint64_t seed, unsigned long calls, unsigned int nthreads)
{
	struct rng r = { seed };
	pthread_t th[16];
	struct thread_arg ta[16];

	arena = mmap(NULL, ARENA, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (arena == MAP_FAILED)
		return 2;
	memset(arena, 0x5a, ARENA);
	if (!below(&r, 4))
		drop_cap();	/* this one is refused what needs the capability */
	atomic_store(&fds[0], dev_open());
	atomic_store(&fds[1], dev_open());
	if (atomic_load(&fds[0]) < 0 || atomic_load(&fds[1]) < 0) {
		fprintf(stderr, "guest_fuzz: open %s: %s\n", devpath, strerror(errno));
		return 2;
	}
	if (nthreads > 16)
		nthreads = 16;
	for (unsigned int t = 0; t < nthreads; t++) {
		ta[t].seed = rnd(&r);
		ta[t].calls = calls / nthreads;
		pthread_create(&th[t], NULL, thread_main, &ta[t]);
	}
	/* children: leave everything behind on exit, or die by SIGKILL mid-call */
	for (unsigned int k = 0; k < 4; k++) {
		pid_t pid = fork();

		if (!pid) {
			struct rng cr = { rnd(&r) };
			int fd = dev_open();

			atomic_store(&fds[0], fd);
			atomic_store(&fds[1], fd);
			for (unsigned int i = 0; i < 200; i++)
				one_call(&cr);
			_exit(0);
		}
		if (pid > 0) {
			if (k % 2) {
				usleep(below(&r, 200000));
				kill(pid, SIGKILL);
			}
			waitpid(pid, NULL, 0);
		}
	}
	for (unsigned int t = 0; t < nthreads; t++)
		pthread_join(th[t], NULL);
	close(atomic_load(&fds[0]));
	if (atomic_load(&fds[1]) != atomic_load(&fds[0]))
		close(atomic_load(&fds[1]));
	printf("guest_fuzz: pid %d: %lu ioctls, %lu with an undocumented errno\n", getpid(),
	       atomic_load(&calls_done), atomic_load(&bad_errno));
	for (int e = 0; e <= NERR; e++)
		if (atomic_load(&errs[e]))
			printf("guest_fuzz: pid %d:   %-12s %lu\n", getpid(),
			       e == NERR ? "other" : e ? strerrorname_np(e) : "success",
			       atomic_load(&errs[e]));
	fflush(stdout);
	return atomic_load(&bad_errno) ? 1 : 0;
}

/* load mode: open, a burst, close, until stop exists; the device may come and go meanwhile */
static int loader(uint64_t seed, const char *stop)
{
	struct rng r = { seed };
	unsigned long opens = 0, missing = 0;

	arena = mmap(NULL, ARENA, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (arena == MAP_FAILED)
		return 2;
	while (access(stop, F_OK)) {
		int fd = dev_open();

		if (fd < 0) {
			missing++;
			usleep(20000);
			continue;
		}
		opens++;
		atomic_store(&fds[0], fd);
		atomic_store(&fds[1], fd);
		for (unsigned int i = below(&r, 64) + 1; i; i--) {
			if (!fwctl && below(&r, 4))
				do_dump(&r, fd);	/* UMEM, PD, MKEY, a dump: the heavy path */
			else
				one_call(&r);
		}
		if (atomic_load(&fds[1]) != atomic_load(&fds[0]))
			close(atomic_load(&fds[1]));
		close(atomic_load(&fds[0]));
	}
	printf("guest_fuzz: loader %d: %lu opens, %lu ioctls, %lu with an undocumented errno, "
	       "%lu times no device\n", getpid(), opens, atomic_load(&calls_done),
	       atomic_load(&bad_errno), missing);
	fflush(stdout);
	return atomic_load(&bad_errno) ? 1 : 0;
}

/* ---- the kernel's counters and event queues, before and after ---- */

#define PPCNT_GROUPS	4
#define SNAP_EQS	16

struct snapshot {
	uint8_t ppcnt[PPCNT_GROUPS][MLX5CTL_FLD_SZ_BYTES(ppcnt_reg, counter_set)];
	uint8_t mpcnt[MLX5CTL_FLD_SZ_BYTES(mpcnt_reg, counter_set)];
	bool eq[SNAP_EQS];
	uint32_t eq_size[SNAP_EQS], eq_intr[SNAP_EQS], eq_page[SNAP_EQS], eq_pi[SNAP_EQS];
};

/* the groups whose every 8-byte word is a counter or a time since the last clear */
static const uint8_t snap_groups[PPCNT_GROUPS] = {
	MLX5CTL_PPCNT_GRP_IEEE_802_3, MLX5CTL_PPCNT_GRP_RFC_2863, MLX5CTL_PPCNT_GRP_RFC_2819,
	MLX5CTL_PPCNT_GRP_PHYSICAL_LAYER,
};

static int snapshot(struct snapshot *s)
{
	uint8_t in[MLX5CTL_ST_SZ_BYTES(access_register_in) + MLX5CTL_ST_SZ_BYTES(ppcnt_reg)];
	uint8_t out[MLX5CTL_ST_SZ_BYTES(access_register_out) + MLX5CTL_ST_SZ_BYTES(ppcnt_reg)];
	uint8_t qin[MLX5CTL_ST_SZ_BYTES(query_eq_in)], qout[MLX5CTL_ST_SZ_BYTES(query_eq_out)];
	void *d = MLX5CTL_ADDR_OF(access_register_in, in, register_data);
	void *rd = MLX5CTL_ADDR_OF(access_register_out, out, register_data);
	void *eqc = MLX5CTL_ADDR_OF(query_eq_out, qout, eq_context_entry);
	int fd = open(devpath, O_RDWR | O_CLOEXEC);

	if (fd < 0)
		return -1;
	memset(s, 0, sizeof(*s));
	for (unsigned int g = 0; g < PPCNT_GROUPS; g++) {
		memset(in, 0, sizeof(in));
		MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
		MLX5CTL_SET(access_register_in, in, op_mod, MLX5CTL_ACCESS_REG_OP_MOD_READ);
		MLX5CTL_SET(access_register_in, in, register_id, MLX5CTL_REG_PPCNT);
		MLX5CTL_SET(ppcnt_reg, d, local_port, 1);
		MLX5CTL_SET(ppcnt_reg, d, grp, snap_groups[g]);
		if (rpc_read(fd, in, sizeof(in), out, sizeof(out)) ||
		    MLX5CTL_GET(access_register_out, out, status)) {
			close(fd);
			return -1;
		}
		memcpy(s->ppcnt[g], MLX5CTL_ADDR_OF(ppcnt_reg, rd, counter_set), sizeof(s->ppcnt[g]));
	}
	/* MPCNT's performance group: the PCIe counters */
	memset(in, 0, sizeof(in));
	MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	MLX5CTL_SET(access_register_in, in, op_mod, MLX5CTL_ACCESS_REG_OP_MOD_READ);
	MLX5CTL_SET(access_register_in, in, register_id, MLX5CTL_REG_MPCNT);
	if (rpc_read(fd, in, sizeof(in), out, sizeof(out)) ||
	    MLX5CTL_GET(access_register_out, out, status)) {
		close(fd);
		return -1;
	}
	memcpy(s->mpcnt, MLX5CTL_ADDR_OF(mpcnt_reg, rd, counter_set), sizeof(s->mpcnt));
	for (uint32_t eqn = 0; eqn < SNAP_EQS; eqn++) {
		memset(qin, 0, sizeof(qin));
		MLX5CTL_SET(query_eq_in, qin, opcode, MLX5CTL_CMD_OP_QUERY_EQ);
		MLX5CTL_SET(query_eq_in, qin, eq_number, eqn);
		if (rpc_read(fd, qin, sizeof(qin), qout, sizeof(qout)) ||
		    MLX5CTL_GET(query_eq_out, qout, status))
			continue;
		s->eq[eqn] = true;
		s->eq_size[eqn] = MLX5CTL_GET(eqc, eqc, log_eq_size);
		s->eq_intr[eqn] = MLX5CTL_GET(eqc, eqc, intr);
		s->eq_page[eqn] = MLX5CTL_GET(eqc, eqc, log_page_size);
		s->eq_pi[eqn] = MLX5CTL_GET(eqc, eqc, producer_counter);
	}
	close(fd);
	return 0;
}

/* 0 when the counters only grew and the EQs are the same; else each difference printed */
static int untouched(const struct snapshot *a, const struct snapshot *b)
{
	int bad = 0;

	for (unsigned int g = 0; g < PPCNT_GROUPS; g++)
		for (size_t w = 0; w + 8 <= sizeof(a->ppcnt[g]); w += 8) {
			uint64_t x = mlx5ctl_be64_load(a->ppcnt[g] + w);
			uint64_t y = mlx5ctl_be64_load(b->ppcnt[g] + w);

			if (y < x) {
				printf("guest_fuzz: PPCNT group 0x%x word %zu went back: %llu -> %llu\n",
				       snap_groups[g], w / 8, (unsigned long long)x,
				       (unsigned long long)y);
				bad++;
			}
		}
	for (size_t w = 0; w + 8 <= sizeof(a->mpcnt); w += 8) {
		uint64_t x = mlx5ctl_be64_load(a->mpcnt + w), y = mlx5ctl_be64_load(b->mpcnt + w);

		if (y < x) {
			printf("guest_fuzz: MPCNT word %zu went back: %llu -> %llu\n", w / 8,
			       (unsigned long long)x, (unsigned long long)y);
			bad++;
		}
	}
	for (unsigned int e = 0; e < SNAP_EQS; e++) {
		if (a->eq[e] != b->eq[e] || (a->eq[e] && (a->eq_size[e] != b->eq_size[e] ||
		    a->eq_intr[e] != b->eq_intr[e] || a->eq_page[e] != b->eq_page[e] ||
		    ((b->eq_pi[e] - a->eq_pi[e]) & 0xffffff) > 0x800000))) {
			printf("guest_fuzz: EQ %u changed: %s -> %s, log size %u -> %u, vector %u -> "
			       "%u, producer %u -> %u\n", e, a->eq[e] ? "there" : "none",
			       b->eq[e] ? "there" : "none", a->eq_size[e], b->eq_size[e],
			       a->eq_intr[e], b->eq_intr[e], a->eq_pi[e], b->eq_pi[e]);
			bad++;
		}
	}
	return bad;
}

int main(int argc, char **argv)
{
	unsigned long calls = 10000;
	unsigned int procs = 4, threads = 3;
	uint64_t seed = (uint64_t)time(NULL);
	const char *stop = NULL;
	bool dev_given = false;
	struct timespec t0, t1;
	struct snapshot before, after;
	int opt, rc = 0, status;
	double secs;

	while ((opt = getopt(argc, argv, "n:s:p:t:d:l:x:")) != -1) {
		switch (opt) {
		case 'x':
			if (strcmp(optarg, "fwctl") && strcmp(optarg, "mlx5ctl")) {
				fprintf(stderr, "guest_fuzz: -x mlx5ctl or fwctl\n");
				return 2;
			}
			fwctl = !strcmp(optarg, "fwctl");
			break;
		case 'n': calls = strtoul(optarg, NULL, 0); break;
		case 's': seed = strtoull(optarg, NULL, 0); break;
		case 'p': procs = (unsigned int)strtoul(optarg, NULL, 0); break;
		case 't': threads = (unsigned int)strtoul(optarg, NULL, 0); break;
		case 'd': devpath = optarg; dev_given = true; break;
		case 'l': stop = optarg; break;
		default:
			fprintf(stderr, "usage: guest_fuzz [-x mlx5ctl|fwctl] [-n CALLS] [-s SEED] "
				"[-p PROCS] [-t THREADS] [-d DEV] [-l STOP]\n");
			return 2;
		}
	}
	if (!procs || !threads)
		return 2;
	if (fwctl && !dev_given)
		devpath = FWCTL_DEV;
	all_calls = mmap(NULL, 3 * sizeof(*all_calls), PROT_READ | PROT_WRITE,
			 MAP_SHARED | MAP_ANONYMOUS, -1, 0);
	if (all_calls == MAP_FAILED)
		return 2;
	acting_sent = all_calls + 1;
	acting_refused = all_calls + 2;
	/* the kernel's counters and EQs before (not under load: the device comes and goes) */
	if (!stop && snapshot(&before)) {
		fprintf(stderr, "guest_fuzz: cannot read PPCNT and the EQs before: %s\n",
			strerror(errno));
		return 2;
	}
	printf("guest_fuzz: seed %llu, %lu actions, %u processes x %u threads, over %s\n",
	       (unsigned long long)seed, calls, procs, threads, fwctl ? "fwctl" : "mlx5ctl");
	fflush(stdout);
	clock_gettime(CLOCK_MONOTONIC, &t0);
	any_device = stop && !dev_given;
	for (unsigned int p = 0; p < procs; p++) {
		pid_t pid = fork();

		if (!pid && stop)
			_exit(loader(seed + p * 0x1000193ull, stop));
		if (!pid)
			_exit(worker(seed + p * 0x1000193ull, calls / procs, threads));
		if (pid < 0)
			return 2;
	}
	while (wait(&status) > 0)
		if (!WIFEXITED(status) || WEXITSTATUS(status))
			rc = 1;
	clock_gettime(CLOCK_MONOTONIC, &t1);
	secs = (double)(t1.tv_sec - t0.tv_sec) + (double)(t1.tv_nsec - t0.tv_nsec) / 1e9;
	if (stop)
		printf("guest_fuzz: %lu ioctls under load in %.1f s: %.0f calls/s; %s\n",
		       atomic_load(all_calls), secs, atomic_load(all_calls) / secs,
		       rc ? "FAILED" : "every errno documented");
	else
		printf("guest_fuzz: %lu ioctls (%lu actions) in %.1f s: %.0f calls/s; %s\n",
		       atomic_load(all_calls), calls, secs, atomic_load(all_calls) / secs,
		       rc ? "FAILED" : "every errno documented");
	printf("guest_fuzz: %lu register accesses with a field that acts on them, %lu refused "
	       "(EINVAL from mlx5ctl, EBADMSG from fwctl)\n", atomic_load(acting_sent), atomic_load(acting_refused));
	if (!stop) {
		if (snapshot(&after)) {
			fprintf(stderr, "guest_fuzz: cannot read PPCNT and the EQs after\n");
			return 1;
		}
		if (untouched(&before, &after)) {
			printf("guest_fuzz: the kernel's counters or event queues changed\n");
			rc = 1;
		} else {
			printf("guest_fuzz: the kernel's port counters only grew, its EQs are as "
			       "they were\n");
		}
	}
	return rc;
}
