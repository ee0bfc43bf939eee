/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Test harness for emulator/fw, header-only (every test_*.c is its own executable):
 * a fake host (guest RAM in a malloc'ed array, recorded MSI-X,
 * a settable clock) and helpers that build commands with the generated accessors.
 */
#ifndef FWTEST_H
#define FWTEST_H

#include <check.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "mlx5fw.h"
#include "mlx5ctl_ifc.h"

#define GUEST_BASE	0x100000ull		/* guest physical address of ram[0] */
#define GUEST_SIZE	(16u << 20)

struct fake_host {
	uint8_t *ram;
	uint64_t now;
	unsigned int msix[64];			/* notifications per vector */
	unsigned int msix_total;
	unsigned int guest_errors;
	unsigned int host_errors;
	char last_host_error[512];
	unsigned int traces;
	unsigned int dma_fail_after;		/* 0 = never fail, else fail the Nth access */
	unsigned int dma_count;
	uint64_t brk;				/* bump allocator over ram */
	uint32_t eq_uar;			/* UAR create_eq() reuses */
	/* the oracles' reports: how many, and the last one */
	unsigned int dma_violations, policy_violations;
	struct {
		uint16_t uid, opcode;
		uint64_t addr;
		size_t len;
		bool write;
	} last_dma_violation;
	char last_policy_violation[160];
};

#define RUN(name, in, out) run(in, sizeof(in), out, sizeof(out))
#define IN(name)  uint8_t in[MLX5CTL_ST_SZ_BYTES(name##_in)] = { 0 }
/* at least the 16 bytes of a full outbox header; test_hca checks the driver's 12-byte ones */
#define OUT(name) uint8_t out[MLX5CTL_ST_SZ_BYTES(name##_out) < 16 ? 16 : \
			      MLX5CTL_ST_SZ_BYTES(name##_out)] = { 0 }

static struct fake_host host;
static struct mlx5fw *fw;
static uint64_t cmdq_base;

static inline int in_ram(uint64_t addr, size_t len)
{
	return addr >= GUEST_BASE && len <= GUEST_SIZE && addr - GUEST_BASE <= GUEST_SIZE - len;
}

static inline int dma_fail_now(void)
{
	host.dma_count++;
	return host.dma_fail_after && host.dma_count >= host.dma_fail_after;
}

static inline int fake_dma_read(void *opaque, uint64_t addr, void *buf, size_t len)
{
	(void)opaque;
	if (dma_fail_now() || !in_ram(addr, len))
		return -1;
	memcpy(buf, host.ram + (addr - GUEST_BASE), len);
	return 0;
}

static inline int fake_dma_write(void *opaque, uint64_t addr, const void *buf, size_t len)
{
	(void)opaque;
	if (dma_fail_now() || !in_ram(addr, len))
		return -1;
	memcpy(host.ram + (addr - GUEST_BASE), buf, len);
	return 0;
}

static inline void fake_msix(void *opaque, unsigned int vector)
{
	(void)opaque;
	ck_assert_uint_lt(vector, 4);
	host.msix[vector]++;
	host.msix_total++;
}

static inline uint64_t fake_now(void *opaque)
{
	(void)opaque;
	return host.now;
}

static inline void fake_trace(void *opaque, uint16_t opcode, uint16_t op_mod, uint16_t uid,
		       uint8_t status, uint32_t syndrome)
{
	(void)opaque; (void)opcode; (void)op_mod; (void)uid; (void)status; (void)syndrome;
	host.traces++;
}

static inline void fake_guest_error(void *opaque, const char *msg)
{
	(void)opaque; (void)msg;
	host.guest_errors++;
}

static inline void fake_dma_violation(void *opaque, uint16_t uid, uint16_t opcode, uint64_t addr,
				      size_t len, bool write)
{
	(void)opaque;
	host.dma_violations++;
	host.last_dma_violation.uid = uid;
	host.last_dma_violation.opcode = opcode;
	host.last_dma_violation.addr = addr;
	host.last_dma_violation.len = len;
	host.last_dma_violation.write = write;
}

static inline void fake_policy_violation(void *opaque, uint16_t uid, uint16_t opcode,
					 const char *why)
{
	(void)opaque; (void)uid; (void)opcode;
	host.policy_violations++;
	snprintf(host.last_policy_violation, sizeof(host.last_policy_violation), "%s", why);
}

static inline void fake_host_error(void *opaque, const char *msg)
{
	(void)opaque;
	host.host_errors++;
	snprintf(host.last_host_error, sizeof(host.last_host_error), "%s", msg);
}

static const struct mlx5fw_host_ops fake_ops = {
	.dma_read = fake_dma_read,
	.dma_write = fake_dma_write,
	.msix_notify = fake_msix,
	.now_ns = fake_now,
	.trace_cmd = fake_trace,
	.guest_error = fake_guest_error,
	.dma_violation = fake_dma_violation,
	.policy_violation = fake_policy_violation,
	.host_error = fake_host_error,
};

static inline void fw_setup(void)
{
	struct mlx5fw_config cfg = {
		.pci_device_id = 0x101d, .num_uars = 8, .msix_vectors = 4,
	};

	memset(&host, 0, sizeof(host));
	host.ram = calloc(1, GUEST_SIZE);
	ck_assert_ptr_nonnull(host.ram);
	host.now = 1000000000ull;
	fw = mlx5fw_new(&cfg, &fake_ops, NULL);
	ck_assert_ptr_nonnull(fw);
	cmdq_base = 0;
}

static inline void fw_teardown(void)
{
	mlx5fw_free(fw);
	fw = NULL;
	free(host.ram);
	host.ram = NULL;
}

static inline uint64_t galloc(size_t len, size_t align)
{
	uint64_t a = (host.brk + align - 1) & ~(uint64_t)(align - 1);

	ck_assert_uint_le(a + len, GUEST_SIZE);
	host.brk = a + len;
	memset(host.ram + a, 0, len);
	return GUEST_BASE + a;
}

static inline void *gptr(uint64_t addr)
{
	ck_assert(in_ram(addr, 1));
	return host.ram + (addr - GUEST_BASE);
}

static inline int run(const void *in, size_t inlen, void *out, size_t outlen)
{
	memset(out, 0, outlen);
	return mlx5fw_exec(fw, in, inlen, out, outlen);
}

static inline void enable_hca(void)
{
	IN(enable_hca);
	OUT(enable_hca);

	MLX5CTL_SET(enable_hca_in, in, opcode, MLX5CTL_CMD_OP_ENABLE_HCA);
	ck_assert_int_eq(RUN(enable_hca, in, out), 0);
}

static inline void init_hca(void)
{
	IN(init_hca);
	OUT(init_hca);

	enable_hca();
	MLX5CTL_SET(init_hca_in, in, opcode, MLX5CTL_CMD_OP_INIT_HCA);
	ck_assert_int_eq(RUN(init_hca, in, out), 0);
}

/* BAR0 offset of an EQ doorbell in UAR page uar: arm (eq_arm) or update the consumer index only
 * (eq_update), and the dword written there (prm/cmdif.yaml uar_page, eq_doorbell) */
static inline uint64_t eq_db_off(uint32_t uar, int arm)
{
	return (uint64_t)uar * MLX5CTL_ST_SZ_BYTES(uar_page) +
	       (arm ? MLX5CTL_BYTE_OFF(uar_page, eq_arm) : MLX5CTL_BYTE_OFF(uar_page, eq_update));
}

static inline uint32_t eq_db_val(uint32_t eqn, uint32_t ci)
{
	uint8_t db[MLX5CTL_ST_SZ_BYTES(eq_doorbell)] = { 0 };

	MLX5CTL_SET(eq_doorbell, db, eqn, eqn);
	MLX5CTL_SET(eq_doorbell, db, consumer_index, ci);
	return mlx5ctl_be32_load(db);
}

static inline uint32_t alloc_uar(void)
{
	IN(alloc_uar);
	OUT(alloc_uar);

	MLX5CTL_SET(alloc_uar_in, in, opcode, MLX5CTL_CMD_OP_ALLOC_UAR);
	ck_assert_int_eq(RUN(alloc_uar, in, out), 0);
	return MLX5CTL_GET(alloc_uar_out, out, uar);
}

static inline uint16_t create_uctx(uint32_t cap)
{
	IN(create_uctx);
	OUT(create_uctx);

	MLX5CTL_SET(create_uctx_in, in, opcode, MLX5CTL_CMD_OP_CREATE_UCTX);
	MLX5CTL_SET(create_uctx_in, in, uctx.cap, cap);
	ck_assert_int_eq(RUN(create_uctx, in, out), 0);
	return (uint16_t)MLX5CTL_GET(create_uctx_out, out, uid);
}

static inline int destroy_uctx(uint16_t uid)
{
	IN(destroy_uctx);
	OUT(destroy_uctx);

	MLX5CTL_SET(destroy_uctx_in, in, opcode, MLX5CTL_CMD_OP_DESTROY_UCTX);
	MLX5CTL_SET(destroy_uctx_in, in, uid, uid);
	return RUN(destroy_uctx, in, out);
}

static inline int create_umem(uint16_t uid, uint32_t npages, uint32_t log_page, uint32_t *id,
			      uint64_t *base)
{
	size_t inlen = MLX5CTL_ST_SZ_BYTES(create_umem_in) + npages * MLX5CTL_ST_SZ_BYTES(mtt);
	uint8_t *in = calloc(1, inlen);
	uint64_t page = 4096ull << log_page, buf = galloc(npages * page, page);
	OUT(create_umem);
	uint8_t *mtt;
	uint32_t i;
	int st;

	MLX5CTL_SET(create_umem_in, in, opcode, MLX5CTL_CMD_OP_CREATE_UMEM);
	MLX5CTL_SET(create_umem_in, in, uid, uid);
	MLX5CTL_SET(umem, MLX5CTL_ADDR_OF(create_umem_in, in, umem), log_page_size, log_page);
	MLX5CTL_SET64(umem, MLX5CTL_ADDR_OF(create_umem_in, in, umem), num_of_mtt, npages);
	mtt = MLX5CTL_ADDR_OF(create_umem_in, in, umem.mtt);
	for (i = 0; i < npages; i++) {
		uint8_t *e = mtt + i * MLX5CTL_ST_SZ_BYTES(mtt);
		uint64_t a = buf + i * page;

		MLX5CTL_SET(mtt, e, ptag_63_32, a >> 32);
		MLX5CTL_SET(mtt, e, ptag_31_8, (uint32_t)a >> 8);
		MLX5CTL_SET(mtt, e, wr_en, 1);
		MLX5CTL_SET(mtt, e, rd_en, 1);
	}
	st = run(in, inlen, out, sizeof(out));
	if (id)
		*id = MLX5CTL_GET(create_umem_out, out, umem_id);
	if (base)
		*base = buf;
	free(in);
	return st;
}

/* a PD, a UMEM of npages 4 KiB pages (guest address in *buf) and an MTT MKEY over it at va,
 * local read and (if lw) local write; returns the key */
static inline uint32_t make_mkey(uint16_t uid, uint32_t npages, int lw, uint64_t va,
				 uint64_t *buf)
{
	IN(alloc_pd);
	uint8_t pout[MLX5CTL_ST_SZ_BYTES(alloc_pd_out)];
	uint8_t min[MLX5CTL_ST_SZ_BYTES(create_mkey_in)] = { 0 };
	uint8_t mout[MLX5CTL_ST_SZ_BYTES(create_mkey_out)];
	void *mkc = MLX5CTL_ADDR_OF(create_mkey_in, min, memory_key_mkey_entry);
	uint32_t umem, pdn;

	MLX5CTL_SET(alloc_pd_in, in, opcode, MLX5CTL_CMD_OP_ALLOC_PD);
	MLX5CTL_SET(alloc_pd_in, in, uid, uid);
	ck_assert_int_eq(run(in, sizeof(in), pout, sizeof(pout)), 0);
	pdn = MLX5CTL_GET(alloc_pd_out, pout, pd);
	ck_assert_int_eq(create_umem(uid, npages, 0, &umem, buf), 0);
	MLX5CTL_SET(create_mkey_in, min, opcode, MLX5CTL_CMD_OP_CREATE_MKEY);
	MLX5CTL_SET(create_mkey_in, min, uid, uid);
	MLX5CTL_SET(create_mkey_in, min, mkey_umem_valid, 1);
	MLX5CTL_SET(create_mkey_in, min, mkey_umem_id, umem);
	MLX5CTL_SET(mkc, mkc, access_mode_1_0, MLX5CTL_MKC_ACCESS_MODE_MTT);
	MLX5CTL_SET(mkc, mkc, lr, 1);
	MLX5CTL_SET(mkc, mkc, lw, lw);
	MLX5CTL_SET(mkc, mkc, pd, pdn);
	MLX5CTL_SET(mkc, mkc, mkey_7_0, 0x17);
	MLX5CTL_SET64(mkc, mkc, start_addr, va);
	MLX5CTL_SET64(mkc, mkc, len, (uint64_t)npages * 4096);
	ck_assert_int_eq(run(min, sizeof(min), mout, sizeof(mout)), 0);
	return (MLX5CTL_GET(create_mkey_out, mout, mkey_index) << 8) | 0x17;
}

static inline int destroy_umem(uint16_t caller, uint32_t id)
{
	IN(destroy_umem);
	OUT(destroy_umem);

	MLX5CTL_SET(destroy_umem_in, in, opcode, MLX5CTL_CMD_OP_DESTROY_UMEM);
	MLX5CTL_SET(destroy_umem_in, in, uid, caller);
	MLX5CTL_SET(destroy_umem_in, in, umem_id, id);
	return RUN(destroy_umem, in, out);
}

/* a PD of uid (through vhca_tunnel_id tunnel when non-zero); the command must succeed */
static inline uint32_t alloc_pd(uint16_t uid, uint16_t tunnel)
{
	IN(alloc_pd);
	OUT(alloc_pd);

	MLX5CTL_SET(alloc_pd_in, in, opcode, MLX5CTL_CMD_OP_ALLOC_PD);
	MLX5CTL_SET(mbox_in_hdr, in, uid, uid);
	MLX5CTL_SET(mbox_in_hdr, in, vhca_tunnel_id, tunnel);
	ck_assert_int_eq(RUN(alloc_pd, in, out), 0);
	return MLX5CTL_GET(alloc_pd_out, out, pd);
}

static inline int dealloc_pd(uint16_t uid, uint32_t pdn)
{
	IN(dealloc_pd);
	OUT(dealloc_pd);

	MLX5CTL_SET(dealloc_pd_in, in, opcode, MLX5CTL_CMD_OP_DEALLOC_PD);
	MLX5CTL_SET(dealloc_pd_in, in, uid, uid);
	MLX5CTL_SET(dealloc_pd_in, in, pd, pdn);
	return RUN(dealloc_pd, in, out);
}

static inline int create_eq(uint32_t log_size, uint32_t vector, uint64_t mask0, uint32_t *eqn,
			    uint64_t *buf)
{
	uint64_t bytes = 64ull << log_size;
	uint32_t npas = (uint32_t)((bytes + 4095) / 4096), i;
	size_t inlen = MLX5CTL_ST_SZ_BYTES(create_eq_in) + 8 * npas;
	uint8_t *in = calloc(1, inlen);
	uint64_t b = galloc(npas * 4096, 4096);
	uint8_t *ctx = MLX5CTL_ADDR_OF(create_eq_in, in, eq_context_entry);
	uint8_t *pas = MLX5CTL_ADDR_OF(create_eq_in, in, pas);
	uint8_t *mask = MLX5CTL_ADDR_OF(create_eq_in, in, event_bitmask);
	uint32_t uar = host.eq_uar ? host.eq_uar : (host.eq_uar = alloc_uar());
	OUT(create_eq);
	int st;

	/* the driver initialises every EQE's owner bit to 1 */
	for (i = 0; i < (1u << log_size); i++)
		((uint8_t *)gptr(b))[i * 64 + 63] = 1;
	MLX5CTL_SET(create_eq_in, in, opcode, MLX5CTL_CMD_OP_CREATE_EQ);
	MLX5CTL_SET(eqc, ctx, log_eq_size, log_size);
	MLX5CTL_SET(eqc, ctx, uar_page, uar);
	MLX5CTL_SET(eqc, ctx, intr, vector);
	for (i = 0; i < 8; i++)
		mask[i] = (uint8_t)(mask0 >> (56 - 8 * i));
	for (i = 0; i < npas; i++) {
		uint64_t a = b + 4096ull * i;
		int k;

		for (k = 0; k < 8; k++)
			pas[8 * i + k] = (uint8_t)(a >> (56 - 8 * k));
	}
	st = run(in, inlen, out, sizeof(out));
	if (eqn)
		*eqn = MLX5CTL_GET(create_eq_out, out, eq_number);
	if (buf)
		*buf = b;
	free(in);
	return st;
}

static inline void iseg_write32(size_t off, uint32_t v)
{
	mlx5fw_mmio_write(fw, off, v, 4);
}

static inline uint32_t iseg_read32(size_t off)
{
	return mlx5fw_mmio_read(fw, off, 4);
}

static inline void cmdq_setup(void)
{
	cmdq_base = galloc(4096, 4096);
	iseg_write32(MLX5CTL_BYTE_OFF(initial_seg, cmdq_phy_addr_63_32), cmdq_base >> 32);
	iseg_write32(MLX5CTL_BYTE_OFF(initial_seg, cmdq_phy_addr_31_12), (uint32_t)cmdq_base);
}

static inline uint64_t cmdq_entry(unsigned int slot)
{
	return cmdq_base + 64ull * slot;
}

#define BOX	MLX5CTL_ST_SZ_BYTES(cmd_if_box)

static inline uint64_t make_chain(const uint8_t *data, size_t len)
{
	size_t n = len > 16 ? (len - 16 + 511) / 512 : 0, i;
	uint64_t first = 0, prev = 0;

	for (i = 0; i < n; i++) {
		uint64_t b = galloc(BOX, 1024);
		uint8_t *p = gptr(b);
		size_t off = 16 + i * 512, chunk = len - off < 512 ? len - off : 512;

		if (data)
			memcpy(MLX5CTL_ADDR_OF(cmd_if_box, p, mailbox_data), data + off, chunk);
		MLX5CTL_SET(cmd_if_box, p, block_number, i);
		if (prev) {
			uint8_t *pp = gptr(prev);

			MLX5CTL_SET(cmd_if_box, pp, next_pointer_63_32, b >> 32);
			MLX5CTL_SET(cmd_if_box, pp, next_pointer_31_10, (uint32_t)b >> 10);
		} else {
			first = b;
		}
		prev = b;
	}
	return first;
}

/* posts a command in `slot` with inbox/outbox chains, rings, processes; copies the outbox into
 * out and returns the delivery status (-2: the entry stayed hardware-owned) */
static inline int cmdq_exec(unsigned int slot, const void *in, size_t inlen, void *out,
			    size_t outlen)
{
	uint8_t *e = gptr(cmdq_entry(slot));
	uint64_t ip = make_chain(in, inlen), op = make_chain(NULL, outlen);
	size_t i, n;

	memset(e, 0, 64);
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

	if (mlx5fw_mmio_write(fw, MLX5CTL_BYTE_OFF(initial_seg, command_doorbell_vector),
			      1u << slot, 4))
		mlx5fw_process(fw);
	if (MLX5CTL_GET(cmd_queue_entry, e, ownership))
		return -2;
	if (out) {
		memset(out, 0, outlen);
		memcpy(out, MLX5CTL_ADDR_OF(cmd_queue_entry, e, command_output_inline_data),
		       outlen < 16 ? outlen : 16);
		n = outlen > 16 ? (outlen - 16 + 511) / 512 : 0;
		for (i = 0; i < n; i++) {
			uint8_t *p = gptr(op);
			size_t off = 16 + i * 512, chunk = outlen - off < 512 ? outlen - off : 512;

			memcpy((uint8_t *)out + off, MLX5CTL_ADDR_OF(cmd_if_box, p, mailbox_data),
			       chunk);
			op = ((uint64_t)MLX5CTL_GET(cmd_if_box, p, next_pointer_63_32) << 32) |
			     ((uint64_t)MLX5CTL_GET(cmd_if_box, p, next_pointer_31_10) << 10);
		}
	}
	return (int)MLX5CTL_GET(cmd_queue_entry, e, status);
}

static inline struct mlx5fw_stats stats(void)
{
	struct mlx5fw_stats st;

	mlx5fw_get_stats(fw, &st);
	return st;
}

/* each test file is its own executable: FWTEST_MAIN(its_suite) at the end */
#define FWTEST_MAIN(suite_fn)						\
int main(void)								\
{									\
	SRunner *sr = srunner_create(suite_fn());			\
	int failed;							\
									\
	srunner_run_all(sr, CK_NORMAL);					\
	failed = srunner_ntests_failed(sr);				\
	srunner_free(sr);						\
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;			\
}

#endif
