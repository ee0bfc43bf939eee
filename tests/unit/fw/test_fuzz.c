// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Random inboxes for every emulated opcode, random queue entries, random MMIO: the model must
 * neither crash nor trip ASan/UBSan, and must keep answering a good command afterwards.
 * Deterministic (fixed seed), a few seconds under the sanitizers.
 */
#include "fwtest.h"

static uint64_t rng = 0x9e3779b97f4a7c15ull;

static uint32_t rnd(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (uint32_t)(rng >> 16);
}

static const uint16_t opcodes[] = {
	MLX5CTL_CMD_OP_QUERY_HCA_CAP, MLX5CTL_CMD_OP_QUERY_ADAPTER, MLX5CTL_CMD_OP_INIT_HCA,
	MLX5CTL_CMD_OP_TEARDOWN_HCA, MLX5CTL_CMD_OP_ENABLE_HCA, MLX5CTL_CMD_OP_DISABLE_HCA,
	MLX5CTL_CMD_OP_QUERY_PAGES, MLX5CTL_CMD_OP_MANAGE_PAGES, MLX5CTL_CMD_OP_SET_HCA_CAP,
	MLX5CTL_CMD_OP_QUERY_ISSI, MLX5CTL_CMD_OP_SET_ISSI, MLX5CTL_CMD_OP_CREATE_MKEY,
	MLX5CTL_CMD_OP_QUERY_MKEY, MLX5CTL_CMD_OP_DESTROY_MKEY, MLX5CTL_CMD_OP_CREATE_EQ,
	MLX5CTL_CMD_OP_DESTROY_EQ, MLX5CTL_CMD_OP_ALLOC_PD, MLX5CTL_CMD_OP_DEALLOC_PD,
	MLX5CTL_CMD_OP_ALLOC_UAR, MLX5CTL_CMD_OP_DEALLOC_UAR, MLX5CTL_CMD_OP_ACCESS_REG,
	MLX5CTL_CMD_OP_CREATE_UCTX, MLX5CTL_CMD_OP_DESTROY_UCTX, MLX5CTL_CMD_OP_CREATE_UMEM,
	MLX5CTL_CMD_OP_DESTROY_UMEM,
};

#define NOPS (sizeof(opcodes) / sizeof(opcodes[0]))

/* small values are where the interesting checks are: mostly small, sometimes anything */
static uint32_t field(void)
{
	switch (rnd() % 4) {
	case 0:
		return 0;
	case 1:
		return rnd() % 8;
	case 2:
		return rnd() % 0x100;
	default:
		return rnd();
	}
}

START_TEST(random_inboxes)
{
	static uint8_t in[8192], out[8192];
	static const uint16_t regs[] = { 0x7004, 0x9020, 0x9009, 0x900a, 0x9014, 0xc000, 0x9024 };
	unsigned int i;

	init_hca();
	create_uctx(0x7);
	for (i = 0; i < 200000; i++) {
		size_t inlen = rnd() % 2 ? rnd() % 64 + 8 : rnd() % sizeof(in);
		size_t outlen = rnd() % 2 ? rnd() % 64 + 8 : rnd() % sizeof(out);
		size_t k;

		for (k = 0; k < inlen; k += 4) {
			uint32_t v = field();

			memcpy(in + k, &v, inlen - k < 4 ? inlen - k : 4);
		}
		MLX5CTL_SET(mbox_in_hdr, in, opcode, opcodes[rnd() % NOPS]);
		MLX5CTL_SET(mbox_in_hdr, in, uid, rnd() % 4 ? 0 : rnd() % 4);
		MLX5CTL_SET(mbox_in_hdr, in, op_mod, rnd() % 4 ? rnd() % 4 : rnd());
		if (MLX5CTL_GET(mbox_in_hdr, in, opcode) == MLX5CTL_CMD_OP_ACCESS_REG && inlen >= 16)
			MLX5CTL_SET(access_register_in, in, register_id, regs[rnd() % 7]);
		mlx5fw_exec(fw, in, inlen, out, outlen);
		if (i % 5000 == 0) {
			/* occasionally start over, so state-dependent paths are reached again */
			mlx5fw_reset(fw);
			init_hca();
			create_uctx(0x7);
		}
	}
	mlx5fw_reset(fw);
	enable_hca();
}
END_TEST

START_TEST(random_queue_and_mmio)
{
	unsigned int i;

	cmdq_setup();
	for (i = 0; i < 20000; i++) {
		uint8_t *e = gptr(cmdq_entry(rnd() % 32));
		unsigned int k;

		for (k = 0; k < 64; k += 4) {
			uint32_t v = field();

			memcpy(e + k, &v, 4);
		}
		if (rnd() % 2) {
			/* plausible pointers into guest RAM, sometimes */
			uint64_t p = GUEST_BASE + (rnd() % (GUEST_SIZE / 1024)) * 1024;

			MLX5CTL_SET(cmd_queue_entry, e, input_mailbox_pointer_63_32, p >> 32);
			MLX5CTL_SET(cmd_queue_entry, e, input_mailbox_pointer_31_9, (uint32_t)p >> 9);
			MLX5CTL_SET(cmd_queue_entry, e, input_length, rnd() % 4096);
		}
		MLX5CTL_SET(cmd_queue_entry, e, type,
			    MLX5CTL_CMD_QUEUE_ENTRY_TYPE_PCIE_CMD_IF_TRANSPORT);
		MLX5CTL_SET(cmd_queue_entry, e, ownership, 1);
		if (rnd() % 16 == 0)
			mlx5fw_mmio_write(fw, rnd() % mlx5fw_bar0_size(fw), field(), 1u << (rnd() % 3));
		if (rnd() % 16 == 0)
			mlx5fw_mmio_read(fw, rnd() % (mlx5fw_bar0_size(fw) + 8), 1u << (rnd() % 3));
		if (mlx5fw_mmio_write(fw, MLX5CTL_BYTE_OFF(initial_seg, command_doorbell_vector),
				      rnd(), 4))
			mlx5fw_process(fw);
		if (i % 1000 == 0)
			cmdq_setup();
	}
	mlx5fw_reset(fw);
	cmdq_setup();
	{
		IN(query_issi);
		uint8_t out[MLX5CTL_ST_SZ_BYTES(query_issi_out)];

		enable_hca();
		MLX5CTL_SET(query_issi_in, in, opcode, MLX5CTL_CMD_OP_QUERY_ISSI);
		ck_assert_int_eq(cmdq_exec(0, in, sizeof(in), out, sizeof(out)),
				 MLX5CTL_CMD_DELIVERY_STAT_OK);
		ck_assert_uint_eq(MLX5CTL_GET(mbox_out_hdr, out, status), 0);
	}
}
END_TEST

static Suite *fuzz_suite(void)
{
	Suite *s = suite_create("fuzz");
	TCase *tc = tcase_create("core");

	tcase_set_timeout(tc, 120);
	tcase_add_checked_fixture(tc, fw_setup, fw_teardown);
	tcase_add_test(tc, random_inboxes);
	tcase_add_test(tc, random_queue_and_mmio);
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(fuzz_suite)
