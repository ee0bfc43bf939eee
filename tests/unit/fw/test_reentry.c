// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Re-entry: a host op made by the model (a DMA write, an MSI-X) that resets or frees the device,
 * as a write into a root port's config space through QEMU's ECAM window does (Secondary Bus
 * Reset, slot power off). The model finishes what it is doing without touching the guest and
 * carries the reset or free out afterwards. Also snapshots (mlx5fw_debug.h) and the model's
 * own consistency check. Run under ASan: a use after free here is a crash.
 */
#include "fwtest.h"
#include "mlx5fw_debug.h"
#include "mlx5fw_int.h"		/* check_catches breaks the state on purpose */

#define RD_SZ	MLX5CTL_ST_SZ_BYTES(resource_dump)
#define CD_SZ	MLX5CTL_ST_SZ_BYTES(core_dump_reg)
#define VA	0x7f0000000000ull
#define ALL_CAPS (MLX5CTL_UCTX_CAP_RAW_TX | MLX5CTL_UCTX_CAP_INTERNAL_DEVICE_RESOURCES | \
		  MLX5CTL_UCTX_CAP_TOOLS_RESOURCES)

enum action { NONE, RESET, FREE, DOORBELL };

/* what the "bridge" does when the device writes into [trap_lo, trap_hi) or raises an MSI-X */
static struct {
	enum action on_dma, on_msix;
	uint64_t trap_lo, trap_hi;
	unsigned int fired;
	unsigned int ops_after;		/* host ops the model made after a free */
	unsigned int dma_after;		/* DMA writes after the action */
	bool freed;
	uint32_t doorbell;		/* DOORBELL: the bits rung from the callback */
} trap;

static void act(enum action a)
{
	trap.fired++;
	switch (a) {
	case RESET:
		mlx5fw_reset(fw);
		break;
	case FREE:
		mlx5fw_free(fw);	/* deferred: the model frees itself on its way out */
		trap.freed = true;
		break;
	case DOORBELL:
		mlx5fw_mmio_write(fw, MLX5CTL_BYTE_OFF(initial_seg, command_doorbell_vector),
				  trap.doorbell, 4);
		break;
	case NONE:
		break;
	}
}

static int trap_dma_read(void *opaque, uint64_t addr, void *buf, size_t len)
{
	trap.ops_after += trap.freed;
	return fake_dma_read(opaque, addr, buf, len);
}

static int trap_dma_write(void *opaque, uint64_t addr, const void *buf, size_t len)
{
	trap.ops_after += trap.freed;
	trap.dma_after += trap.fired > 0;
	if (trap.on_dma != NONE && !trap.fired && addr < trap.trap_hi &&
	    addr + len > trap.trap_lo) {
		act(trap.on_dma);
		return 0;	/* the bridge took the write */
	}
	return fake_dma_write(opaque, addr, buf, len);
}

static void trap_msix(void *opaque, unsigned int vector)
{
	trap.ops_after += trap.freed;
	fake_msix(opaque, vector);
	if (trap.on_msix != NONE && !trap.fired)
		act(trap.on_msix);
}

static uint64_t trap_now(void *opaque)
{
	trap.ops_after += trap.freed;
	return fake_now(opaque);
}

static void trap_trace(void *opaque, uint16_t opcode, uint16_t op_mod, uint16_t uid,
		       uint8_t status, uint32_t syndrome)
{
	trap.ops_after += trap.freed;
	fake_trace(opaque, opcode, op_mod, uid, status, syndrome);
}

static void trap_guest_error(void *opaque, const char *msg)
{
	trap.ops_after += trap.freed;
	fake_guest_error(opaque, msg);
}

static const struct mlx5fw_host_ops trap_ops = {
	.dma_read = trap_dma_read,
	.dma_write = trap_dma_write,
	.msix_notify = trap_msix,
	.now_ns = trap_now,
	.trace_cmd = trap_trace,
	.guest_error = trap_guest_error,
	.host_error = fake_host_error,
};

static void fixture(void)
{
	struct mlx5fw_config cfg = {
		.pci_device_id = 0x101d, .num_uars = 8, .msix_vectors = 4,
	};

	memset(&trap, 0, sizeof(trap));
	memset(&host, 0, sizeof(host));
	host.ram = calloc(1, GUEST_SIZE);
	ck_assert_ptr_nonnull(host.ram);
	host.now = 1000000000ull;
	fw = mlx5fw_new(&cfg, &trap_ops, NULL);
	ck_assert_ptr_nonnull(fw);
	init_hca();
	cmdq_setup();
}

static void teardown(void)
{
	if (!trap.freed)
		mlx5fw_free(fw);
	fw = NULL;
	free(host.ram);
	host.ram = NULL;
}

/* an ACCESS_REG of `reg` with the register data in `data` (len bytes), through the queue */
static int reg_via_queue(unsigned int slot, uint16_t uid, uint16_t reg, const void *data,
			 size_t len, uint8_t *out, size_t outlen)
{
	uint8_t in[MLX5CTL_ST_SZ_BYTES(access_register_in) + 256] = { 0 };

	ck_assert_uint_le(len, 256);
	MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	MLX5CTL_SET(access_register_in, in, op_mod, MLX5CTL_ACCESS_REG_OP_MOD_READ);
	MLX5CTL_SET(access_register_in, in, register_id, reg);
	MLX5CTL_SET(mbox_in_hdr, in, uid, uid);
	memcpy(MLX5CTL_ADDR_OF(access_register_in, in, register_data), data, len);
	return cmdq_exec(slot, in, MLX5CTL_ST_SZ_BYTES(access_register_in) + len, out, outlen);
}

static int query_issi(void)
{
	IN(query_issi);
	OUT(query_issi);

	MLX5CTL_SET(query_issi_in, in, opcode, MLX5CTL_CMD_OP_QUERY_ISSI);
	return RUN(query_issi, in, out);
}

/* a RESOURCE_DUMP of the MKEY contexts scattered into an MKEY over the trapped pages */
static int mkey_dump_into_trap(enum action a, uint16_t *uidp)
{
	uint8_t rd[RD_SZ] = { 0 }, out[MLX5CTL_ST_SZ_BYTES(access_register_out) + RD_SZ];
	uint16_t uid = create_uctx(ALL_CAPS);
	uint64_t buf;
	uint32_t mkey = make_mkey(uid, 4, 1, VA, &buf);

	trap.trap_lo = buf;
	trap.trap_hi = buf + 4 * 4096;
	trap.on_dma = a;
	MLX5CTL_SET(resource_dump, rd, segment_type, MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MKEY);
	MLX5CTL_SET(resource_dump, rd, num_of_obj1, 0xffff);
	MLX5CTL_SET(resource_dump, rd, mkey, mkey);
	MLX5CTL_SET64(resource_dump, rd, address, VA);
	MLX5CTL_SET(resource_dump, rd, size, 4 * 4096);
	*uidp = uid;
	return reg_via_queue(0, uid, MLX5CTL_REG_RESOURCE_DUMP, rd, sizeof(rd), out, sizeof(out));
}

/* the dump's own write resets the device: the dump buffer outlives the command, no completion
 * reaches the guest, and the device is reset afterwards */
START_TEST(reset_during_dump)
{
	uint16_t uid;

	ck_assert_int_eq(mkey_dump_into_trap(RESET, &uid), -2);	/* never completed */
	ck_assert_uint_eq(trap.fired, 1);
	ck_assert_uint_eq(trap.dma_after, 0);
	ck_assert_uint_eq(stats().uids, 0);
	ck_assert_uint_eq(stats().mkeys, 0);
	ck_assert_int_eq(query_issi(), MLX5CTL_CMD_STAT_BAD_SYS_STATE_ERR);	/* reset */
	init_hca();
	ck_assert_uint_eq(create_uctx(0), 1);
	ck_assert_int_eq(mlx5fw_check(fw, NULL, 0), 0);
}
END_TEST

/* ... or unplugs it: the model frees itself once the command is abandoned, and calls no host
 * op after the free (ASan and LSan watch the rest) */
START_TEST(free_during_dump)
{
	uint16_t uid;

	ck_assert_int_eq(mkey_dump_into_trap(FREE, &uid), -2);
	ck_assert_uint_eq(trap.fired, 1);
	ck_assert_uint_eq(trap.ops_after, 0);
}
END_TEST

/* the same through the CORE_DUMP register (the core dump stream, cached) */
START_TEST(free_during_core_dump)
{
	uint8_t cd[CD_SZ] = { 0 }, out[MLX5CTL_ST_SZ_BYTES(access_register_out) + CD_SZ];
	uint16_t uid = create_uctx(ALL_CAPS);
	uint64_t buf;
	uint32_t mkey = make_mkey(uid, 512, 1, VA, &buf);

	trap.trap_lo = buf + 256 * 4096;		/* half way through */
	trap.trap_hi = trap.trap_lo + 4096;
	trap.on_dma = FREE;
	MLX5CTL_SET(core_dump_reg, cd, core_dump_type, MLX5CTL_CORE_DUMP_TYPE_CR_DUMP_TO_MEM);
	MLX5CTL_SET(core_dump_reg, cd, mkey, mkey);
	MLX5CTL_SET64(core_dump_reg, cd, address, VA);
	MLX5CTL_SET(core_dump_reg, cd, size, 512 * 4096);
	ck_assert_int_eq(reg_via_queue(1, uid, MLX5CTL_REG_CORE_DUMP, cd, sizeof(cd), out,
				       sizeof(out)), -2);
	ck_assert_uint_eq(trap.fired, 1);
	ck_assert_uint_eq(trap.ops_after, 0);
}
END_TEST

static uint32_t cmd_eq(uint64_t *buf)
{
	uint32_t eqn;

	ck_assert_int_eq(create_eq(5, 1, 1ull << MLX5CTL_EVENT_TYPE_CMD, &eqn, buf), 0);
	return eqn;
}

static void uar_doorbell(uint32_t eqn, uint32_t ci, bool arm)
{
	uint8_t db[4] = { 0 };
	uint64_t off = (uint64_t)host.eq_uar * 4096 +
		       (arm ? MLX5CTL_BYTE_OFF(uar_page, eq_arm) : MLX5CTL_BYTE_OFF(uar_page, eq_update));

	MLX5CTL_SET(eq_doorbell, db, eqn, eqn);
	MLX5CTL_SET(eq_doorbell, db, consumer_index, ci);
	ck_assert(!mlx5fw_mmio_write(fw, off, (uint32_t)db[0] << 24 | db[1] << 16 | db[2] << 8 | db[3],
				     4));
}

/* the completion interrupt resets the device: the command was answered first */
START_TEST(reset_from_completion_msix)
{
	uint8_t out[MLX5CTL_ST_SZ_BYTES(query_issi_out)];
	uint32_t eqn = cmd_eq(NULL);
	IN(query_issi);

	uar_doorbell(eqn, 0, true);
	trap.on_msix = RESET;
	MLX5CTL_SET(query_issi_in, in, opcode, MLX5CTL_CMD_OP_QUERY_ISSI);
	ck_assert_int_eq(cmdq_exec(2, in, sizeof(in), out, sizeof(out)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mbox_out_hdr, out, status), 0);
	ck_assert_uint_eq(trap.fired, 1);
	ck_assert_uint_eq(host.msix[1], 1);
	ck_assert_uint_eq(stats().eqs, 0);
	ck_assert_int_eq(query_issi(), MLX5CTL_CMD_STAT_BAD_SYS_STATE_ERR);
}
END_TEST

/* an EQ doorbell (MMIO) whose interrupt unplugs the device: the write returns, fw is gone */
START_TEST(free_from_doorbell_msix)
{
	uint8_t out[MLX5CTL_ST_SZ_BYTES(query_issi_out)];
	uint32_t eqn = cmd_eq(NULL);
	IN(query_issi);

	MLX5CTL_SET(query_issi_in, in, opcode, MLX5CTL_CMD_OP_QUERY_ISSI);
	ck_assert_int_eq(cmdq_exec(3, in, sizeof(in), out, sizeof(out)), 0);	/* an EQE */
	trap.on_msix = FREE;
	uar_doorbell(eqn, 0, true);		/* unconsumed EQE: interrupts at once */
	ck_assert_uint_eq(trap.fired, 1);
	ck_assert_uint_eq(trap.ops_after, 0);
}
END_TEST

/* a doorbell rung from inside a DMA is taken by the same processing, once */
START_TEST(doorbell_from_dma)
{
	uint8_t out[MLX5CTL_ST_SZ_BYTES(query_issi_out)];
	IN(query_issi);
	uint8_t *e5 = gptr(cmdq_entry(5));

	MLX5CTL_SET(query_issi_in, in, opcode, MLX5CTL_CMD_OP_QUERY_ISSI);
	/* slot 5 ready but not rung; slot 4's completion rings it */
	memset(e5, 0, 64);
	MLX5CTL_SET(cmd_queue_entry, e5, type, MLX5CTL_CMD_QUEUE_ENTRY_TYPE_PCIE_CMD_IF_TRANSPORT);
	MLX5CTL_SET(cmd_queue_entry, e5, input_length, sizeof(in));
	MLX5CTL_SET(cmd_queue_entry, e5, output_length, 16);	/* inline only: BAD_OUTP_LEN */
	memcpy(MLX5CTL_ADDR_OF(cmd_queue_entry, e5, command_input_inline_data), in, 16);
	MLX5CTL_SET(cmd_queue_entry, e5, ownership, 1);
	trap.trap_lo = cmdq_entry(4);
	trap.trap_hi = cmdq_entry(4) + 64;
	trap.on_dma = DOORBELL;
	trap.doorbell = 1u << 5;
	/* the bridge took slot 4's inline output; its status still arrives */
	ck_assert_int_eq(cmdq_exec(4, in, sizeof(in), out, sizeof(out)), 0);
	ck_assert_uint_eq(trap.fired, 1);
	ck_assert_uint_eq(MLX5CTL_GET(cmd_queue_entry, e5, ownership), 0);
	ck_assert_uint_eq(MLX5CTL_GET(cmd_queue_entry, e5, status), 0);
	ck_assert(!mlx5fw_mmio_write(fw, MLX5CTL_BYTE_OFF(initial_seg, command_doorbell_vector), 0,
				     4));
}
END_TEST

/* a snapshot taken after a bring-up comes back exactly, with objects made since gone */
START_TEST(snapshot_restore)
{
	uint16_t uid = create_uctx(ALL_CAPS), uid2;
	uint64_t buf;
	uint32_t mkey = make_mkey(uid, 2, 1, VA, &buf), id;
	struct mlx5fw_stats a, b;
	struct mlx5fw *snap;
	char why[256];

	cmd_eq(NULL);
	snap = mlx5fw_clone(fw);
	ck_assert_ptr_nonnull(snap);
	ck_assert_int_eq(mlx5fw_check(snap, why, sizeof(why)), 0);
	mlx5fw_get_stats(fw, &a);
	/* change a lot: more objects, a dump in progress, a reset */
	uid2 = create_uctx(0);
	ck_assert_int_eq(create_umem(uid2, 3, 0, &id, NULL), 0);
	make_mkey(uid, 1, 1, VA, NULL);
	ck_assert_int_eq(mlx5fw_restore(fw, snap), 0);
	ck_assert_int_eq(mlx5fw_check(fw, why, sizeof(why)), 0);
	mlx5fw_get_stats(fw, &b);
	ck_assert_uint_eq(b.uids, a.uids);
	ck_assert_uint_eq(b.umems, a.umems);
	ck_assert_uint_eq(b.mkeys, a.mkeys);
	ck_assert_uint_eq(b.eqs, a.eqs);
	ck_assert_uint_eq(b.cmds, a.cmds);
	ck_assert_int_eq(destroy_umem(0, id), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);	/* not there */
	ck_assert_uint_eq(destroy_uctx(uid2), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	/* and from a reset device too; the snapshot stays usable */
	mlx5fw_reset(fw);
	ck_assert_int_eq(mlx5fw_restore(fw, snap), 0);
	ck_assert_uint_eq(stats().mkeys, 1);
	ck_assert_int_eq(destroy_uctx(uid), MLX5CTL_CMD_STAT_RES_BUSY);	/* still owns objects */
	(void)mkey;
	mlx5fw_free(snap);
}
END_TEST

/* the consistency check is an oracle: it finds broken counts and references */
START_TEST(check_catches)
{
	uint16_t uid = create_uctx(0);
	char why[256] = "";
	uint32_t id;

	ck_assert_int_eq(create_umem(uid, 1, 0, &id, NULL), 0);
	ck_assert_int_eq(mlx5fw_check(fw, why, sizeof(why)), 0);
	fw->uctx[uid].obj.refs++;
	ck_assert_int_eq(mlx5fw_check(fw, why, sizeof(why)), -1);
	ck_assert_ptr_nonnull(strstr(why, "counts 2 objects, owns 1"));
	fw->uctx[uid].obj.refs--;
	fw->umems[0].obj.refs = 1;
	ck_assert_int_eq(mlx5fw_check(fw, why, sizeof(why)), -1);
	ck_assert_ptr_nonnull(strstr(why, "1 references, 0 MKEYs"));
	fw->umems[0].obj.refs = 0;
	ck_assert_int_eq(mlx5fw_check(fw, why, sizeof(why)), 0);
}
END_TEST

static Suite *reentry_suite(void)
{
	Suite *s = suite_create("reentry");
	TCase *tc = tcase_create("core");

	tcase_set_timeout(tc, 60);
	tcase_add_checked_fixture(tc, fixture, teardown);
	tcase_add_test(tc, reset_during_dump);
	tcase_add_test(tc, free_during_dump);
	tcase_add_test(tc, free_during_core_dump);
	tcase_add_test(tc, reset_from_completion_msix);
	tcase_add_test(tc, free_from_doorbell_msix);
	tcase_add_test(tc, doorbell_from_dma);
	tcase_add_test(tc, snapshot_restore);
	tcase_add_test(tc, check_catches);
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(reentry_suite)
