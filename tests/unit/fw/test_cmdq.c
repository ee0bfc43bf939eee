// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Command queue: entries, mailbox chains, delivery errors, ownership, completion events.
 */
#include <stdlib.h>
#include <string.h>

#include "fwtest.h"

#define DS_OK		MLX5CTL_CMD_DELIVERY_STAT_OK
#define CAP_OUTLEN	MLX5CTL_ST_SZ_BYTES(query_hca_cap_out)

static void cmdq_fixture(void)
{
	fw_setup();
	cmdq_setup();
}

static int cmdq_enable_hca(unsigned int slot)
{
	IN(enable_hca);
	OUT(enable_hca);

	MLX5CTL_SET(enable_hca_in, in, opcode, MLX5CTL_CMD_OP_ENABLE_HCA);
	ck_assert_int_eq(cmdq_exec(slot, in, sizeof(in), out, sizeof(out)), DS_OK);
	return (int)MLX5CTL_GET(mbox_out_hdr, out, status);
}

START_TEST(polled_command)
{
	ck_assert_int_eq(cmdq_enable_hca(0), 0);
	ck_assert_uint_eq(host.msix_total, 0);
	ck_assert_uint_eq(mlx5fw_cmd_count(fw, MLX5CTL_CMD_OP_ENABLE_HCA, 0), 1);
	ck_assert_uint_eq(host.traces, 1);
	/* the page-queue slot (31) works as well */
	ck_assert_int_eq(cmdq_enable_hca(31), 0);
}
END_TEST

START_TEST(mailbox_output)
{
	uint8_t in[MLX5CTL_ST_SZ_BYTES(query_hca_cap_in)] = { 0 };
	uint8_t *out = calloc(1, CAP_OUTLEN);
	void *cap;

	ck_assert_int_eq(cmdq_enable_hca(0), 0);
	MLX5CTL_SET(query_hca_cap_in, in, opcode, MLX5CTL_CMD_OP_QUERY_HCA_CAP);
	MLX5CTL_SET(query_hca_cap_in, in, op_mod,
		    mlx5ctl_query_hca_cap_op_mod(MLX5CTL_CAP_TYPE_GENERAL,
						 MLX5CTL_HCA_CAP_OP_MOD_CURRENT));
	ck_assert_int_eq(cmdq_exec(1, in, sizeof(in), out, CAP_OUTLEN), DS_OK);
	ck_assert_uint_eq(MLX5CTL_GET(mbox_out_hdr, out, status), 0);
	cap = MLX5CTL_ADDR_OF(query_hca_cap_out, out, capability);
	ck_assert_uint_eq(MLX5CTL_GET(cmd_hca_cap, cap, port_type), 1);
	ck_assert_uint_eq(MLX5CTL_GET(cmd_hca_cap, cap, num_ports), 1);
	ck_assert_uint_ge(MLX5CTL_GET(cmd_hca_cap, cap, max_num_eqs), 4);
	ck_assert_uint_eq(MLX5CTL_GET(cmd_hca_cap, cap, umem_uid_0), 1);
	free(out);
}
END_TEST

START_TEST(long_input_chain)
{
	/* MANAGE_PAGES give with 200 pages: input spans 4 mailboxes */
	size_t inlen = MLX5CTL_ST_SZ_BYTES(manage_pages_in) + 200 * 8, i;
	uint8_t *in = calloc(1, inlen);
	uint8_t *pas = MLX5CTL_ADDR_OF(manage_pages_in, in, pas);
	OUT(manage_pages);

	ck_assert_int_eq(cmdq_enable_hca(0), 0);
	MLX5CTL_SET(manage_pages_in, in, opcode, MLX5CTL_CMD_OP_MANAGE_PAGES);
	MLX5CTL_SET(manage_pages_in, in, op_mod, 1);
	MLX5CTL_SET(manage_pages_in, in, input_num_entries, 200);
	for (i = 0; i < 200; i++) {
		uint64_t a = 0x200000000ull + i * 4096;
		int k;

		for (k = 0; k < 8; k++)
			pas[8 * i + k] = (uint8_t)(a >> (56 - 8 * k));
	}
	ck_assert_int_eq(cmdq_exec(2, in, inlen, out, sizeof(out)), DS_OK);
	ck_assert_uint_eq(MLX5CTL_GET(mbox_out_hdr, out, status), 0);
	/* claiming more entries than the inbox holds is an input-length error */
	MLX5CTL_SET(manage_pages_in, in, input_num_entries, 201);
	ck_assert_int_eq(cmdq_exec(2, in, inlen, out, sizeof(out)), DS_OK);
	ck_assert_uint_eq(MLX5CTL_GET(mbox_out_hdr, out, status), MLX5CTL_CMD_STAT_BAD_INP_LEN_ERR);
	free(in);
}
END_TEST

START_TEST(longer_chain_than_needed)
{
	/* chain built for 2 KiB of input, inlen says 16 bytes: the rest is ignored */
	uint8_t big[2048] = { 0 };
	uint8_t *e;
	OUT(enable_hca);

	MLX5CTL_SET(enable_hca_in, big, opcode, MLX5CTL_CMD_OP_ENABLE_HCA);
	ck_assert_int_eq(cmdq_exec(0, big, sizeof(big), out, sizeof(out)), DS_OK);
	e = gptr(cmdq_entry(0));
	MLX5CTL_SET(cmd_queue_entry, e, input_length, MLX5CTL_ST_SZ_BYTES(enable_hca_in));
	MLX5CTL_SET(cmd_queue_entry, e, ownership, 1);
	ck_assert(mlx5fw_mmio_write(fw, 0x18, 1, 4));
	mlx5fw_process(fw);
	ck_assert_uint_eq(MLX5CTL_GET(cmd_queue_entry, e, ownership), 0);
	ck_assert_uint_eq(MLX5CTL_GET(cmd_queue_entry, e, status), DS_OK);
	ck_assert_uint_eq(mlx5fw_cmd_count(fw, MLX5CTL_CMD_OP_ENABLE_HCA, 0), 2);
}
END_TEST

/* re-run the entry of `slot` as it stands in guest memory */
static int rerun(unsigned int slot)
{
	uint8_t *e = gptr(cmdq_entry(slot));

	MLX5CTL_SET(cmd_queue_entry, e, ownership, 1);
	mlx5fw_mmio_write(fw, 0x18, 1u << slot, 4);
	mlx5fw_process(fw);
	ck_assert_uint_eq(MLX5CTL_GET(cmd_queue_entry, e, ownership), 0);
	return (int)MLX5CTL_GET(cmd_queue_entry, e, status);
}

static uint64_t entry_ptr(uint8_t *e, bool input)
{
	if (input)
		return ((uint64_t)MLX5CTL_GET(cmd_queue_entry, e, input_mailbox_pointer_63_32) << 32) |
		       ((uint64_t)MLX5CTL_GET(cmd_queue_entry, e, input_mailbox_pointer_31_9) << 9);
	return ((uint64_t)MLX5CTL_GET(cmd_queue_entry, e, output_mailbox_pointer_63_32) << 32) |
	       ((uint64_t)MLX5CTL_GET(cmd_queue_entry, e, output_mailbox_pointer_31_9) << 9);
}

START_TEST(bad_block_number)
{
	uint8_t big[1200] = { 0 };
	uint8_t *e, *box;
	uint64_t cmds;
	OUT(enable_hca);

	MLX5CTL_SET(enable_hca_in, big, opcode, MLX5CTL_CMD_OP_ENABLE_HCA);
	ck_assert_int_eq(cmdq_exec(0, big, sizeof(big), out, sizeof(out)), DS_OK);
	cmds = stats().cmds;
	e = gptr(cmdq_entry(0));
	box = gptr(entry_ptr(e, true));
	MLX5CTL_SET(cmd_if_box, box, block_number, 7);
	ck_assert_int_eq(rerun(0), MLX5CTL_CMD_DELIVERY_STAT_BAD_BLK_NUM_ERR);
	ck_assert_uint_eq(stats().cmds, cmds);	/* not executed */
}
END_TEST

START_TEST(looping_output_chain)
{
	uint8_t in[MLX5CTL_ST_SZ_BYTES(query_hca_cap_in)] = { 0 };
	uint8_t *out = calloc(1, CAP_OUTLEN), *e, *box;
	uint64_t first;

	ck_assert_int_eq(cmdq_enable_hca(0), 0);
	MLX5CTL_SET(query_hca_cap_in, in, opcode, MLX5CTL_CMD_OP_QUERY_HCA_CAP);
	ck_assert_int_eq(cmdq_exec(1, in, sizeof(in), out, CAP_OUTLEN), DS_OK);
	e = gptr(cmdq_entry(1));
	first = entry_ptr(e, false);
	box = gptr(first);
	/* block 0 points to itself: block 1 would be block 0 again */
	MLX5CTL_SET(cmd_if_box, box, next_pointer_63_32, first >> 32);
	MLX5CTL_SET(cmd_if_box, box, next_pointer_31_10, (uint32_t)first >> 10);
	ck_assert_int_eq(rerun(1), MLX5CTL_CMD_DELIVERY_STAT_BAD_BLK_NUM_ERR);
	/* a chain cut short (null next pointer) */
	MLX5CTL_SET(cmd_if_box, box, next_pointer_63_32, 0);
	MLX5CTL_SET(cmd_if_box, box, next_pointer_31_10, 0);
	ck_assert_int_eq(rerun(1), MLX5CTL_CMD_DELIVERY_STAT_OUT_PTR_ALIGN_ERR);
	/* a chain pointing outside guest RAM */
	MLX5CTL_SET(cmd_if_box, box, next_pointer_63_32, 0x7fff);
	ck_assert_int_eq(rerun(1), MLX5CTL_CMD_DELIVERY_STAT_FW_ERR);
	free(out);
}
END_TEST

START_TEST(missing_input_mailbox)
{
	uint8_t big[600] = { 0 };
	uint8_t *e;
	OUT(enable_hca);

	MLX5CTL_SET(enable_hca_in, big, opcode, MLX5CTL_CMD_OP_ENABLE_HCA);
	ck_assert_int_eq(cmdq_exec(0, big, sizeof(big), out, sizeof(out)), DS_OK);
	e = gptr(cmdq_entry(0));
	MLX5CTL_SET(cmd_queue_entry, e, input_mailbox_pointer_63_32, 0);
	MLX5CTL_SET(cmd_queue_entry, e, input_mailbox_pointer_31_9, 0);
	ck_assert_int_eq(rerun(0), MLX5CTL_CMD_DELIVERY_STAT_IN_PTR_ALIGN_ERR);
}
END_TEST

START_TEST(length_limits)
{
	uint8_t *e;

	ck_assert_int_eq(cmdq_enable_hca(0), 0);
	e = gptr(cmdq_entry(0));
	MLX5CTL_SET(cmd_queue_entry, e, input_length, 0x7fffffff);
	ck_assert_int_eq(rerun(0), MLX5CTL_CMD_DELIVERY_STAT_IN_LENGTH_ERR);
	MLX5CTL_SET(cmd_queue_entry, e, input_length, 16);
	MLX5CTL_SET(cmd_queue_entry, e, output_length, 0xffffffff);
	ck_assert_int_eq(rerun(0), MLX5CTL_CMD_DELIVERY_STAT_OUT_LENGTH_ERR);
	MLX5CTL_SET(cmd_queue_entry, e, output_length, 4);	/* not even status + syndrome */
	ck_assert_int_eq(rerun(0), MLX5CTL_CMD_DELIVERY_STAT_OUT_LENGTH_ERR);
	MLX5CTL_SET(cmd_queue_entry, e, output_length, 12);	/* enable_hca_out is 12 bytes */
	ck_assert_int_eq(rerun(0), MLX5CTL_CMD_DELIVERY_STAT_OK);
	MLX5CTL_SET(cmd_queue_entry, e, output_length, 16);
	MLX5CTL_SET(cmd_queue_entry, e, type, 3);
	ck_assert_int_eq(rerun(0), MLX5CTL_CMD_DELIVERY_STAT_CMD_DESCR_ERR);
}
END_TEST

START_TEST(short_input_is_a_prm_error)
{
	uint8_t in[4] = { 0 };
	OUT(enable_hca);

	ck_assert_int_eq(cmdq_exec(0, in, sizeof(in), out, sizeof(out)), DS_OK);
	ck_assert_uint_eq(MLX5CTL_GET(mbox_out_hdr, out, status), MLX5CTL_CMD_STAT_BAD_INP_LEN_ERR);
}
END_TEST

START_TEST(unknown_opcode)
{
	uint8_t in[16] = { 0 };
	OUT(enable_hca);

	MLX5CTL_SET(mbox_in_hdr, in, opcode, 0x7ff);
	ck_assert_int_eq(cmdq_exec(0, in, sizeof(in), out, sizeof(out)), DS_OK);
	ck_assert_uint_eq(MLX5CTL_GET(mbox_out_hdr, out, status), MLX5CTL_CMD_STAT_BAD_OP_ERR);
	ck_assert_uint_eq(stats().cmd_errors, 1);
}
END_TEST

START_TEST(not_owned_by_hw)
{
	uint8_t *e;
	unsigned int errs;

	ck_assert_int_eq(cmdq_enable_hca(0), 0);
	e = gptr(cmdq_entry(0));
	errs = host.guest_errors;
	MLX5CTL_SET(cmd_queue_entry, e, status, 0x55 >> 1);
	ck_assert(mlx5fw_mmio_write(fw, 0x18, 1, 4));
	mlx5fw_process(fw);
	ck_assert_uint_eq(host.guest_errors, errs + 1);
	ck_assert_uint_eq(MLX5CTL_GET(cmd_queue_entry, e, status), 0x55 >> 1);	/* untouched */
	ck_assert_uint_eq(mlx5fw_cmd_count(fw, MLX5CTL_CMD_OP_ENABLE_HCA, -1), 1);
}
END_TEST

START_TEST(dma_failures)
{
	unsigned int n;

	/* fail the n-th DMA access of a mailbox command, for every n: never crash */
	for (n = 1; n < 12; n++) {
		uint8_t in[MLX5CTL_ST_SZ_BYTES(query_hca_cap_in)] = { 0 };
		uint8_t *out = calloc(1, CAP_OUTLEN);

		MLX5CTL_SET(query_hca_cap_in, in, opcode, MLX5CTL_CMD_OP_QUERY_HCA_CAP);
		host.dma_count = 0;
		host.dma_fail_after = n;
		cmdq_exec(1, in, sizeof(in), out, CAP_OUTLEN);
		host.dma_fail_after = 0;
		free(out);
	}
	ck_assert_int_eq(cmdq_enable_hca(0), 0);
}
END_TEST

START_TEST(gone_device_does_nothing)
{
	uint8_t in[16] = { 0 };
	uint8_t *e;
	OUT(enable_hca);

	ck_assert_int_eq(cmdq_enable_hca(0), 0);
	mlx5fw_set_gone(fw, true);
	MLX5CTL_SET(enable_hca_in, in, opcode, MLX5CTL_CMD_OP_ENABLE_HCA);
	ck_assert_int_eq(cmdq_exec(0, in, sizeof(in), out, sizeof(out)), -2);
	e = gptr(cmdq_entry(0));
	ck_assert_uint_eq(MLX5CTL_GET(cmd_queue_entry, e, ownership), 1);
	mlx5fw_set_gone(fw, false);
	mlx5fw_process(fw);	/* the doorbell was dropped with the device */
	ck_assert_uint_eq(MLX5CTL_GET(cmd_queue_entry, e, ownership), 1);
}
END_TEST

/* --- completion events --- */

static uint32_t cmd_eqn;
static uint64_t cmd_eq_buf;
static uint32_t cmd_eq_uar;

static void arm(uint32_t eqn, uint32_t ci)
{
	mlx5fw_mmio_write(fw, eq_db_off(cmd_eq_uar, 1), eq_db_val(eqn, ci), 4);
}

static void update_ci(uint32_t eqn, uint32_t ci)
{
	mlx5fw_mmio_write(fw, eq_db_off(cmd_eq_uar, 0), eq_db_val(eqn, ci), 4);
}

/* creates the command EQ through the queue, like mlx5_core: the CREATE_EQ gets no event */
static void make_cmd_eq(uint32_t log_size)
{
	uint64_t npas = ((64ull << log_size) + 4095) / 4096, i;
	size_t inlen = MLX5CTL_ST_SZ_BYTES(create_eq_in) + 8 * npas;
	uint8_t *in = calloc(1, inlen);
	uint8_t *ctx = MLX5CTL_ADDR_OF(create_eq_in, in, eq_context_entry);
	uint8_t *mask = MLX5CTL_ADDR_OF(create_eq_in, in, event_bitmask);
	uint8_t *pas = MLX5CTL_ADDR_OF(create_eq_in, in, pas);
	OUT(create_eq);

	init_hca();
	cmd_eq_uar = alloc_uar();
	cmd_eq_buf = galloc(npas * 4096, 4096);
	for (i = 0; i < (1u << log_size); i++)
		((uint8_t *)gptr(cmd_eq_buf))[i * 64 + 63] = 1;
	MLX5CTL_SET(create_eq_in, in, opcode, MLX5CTL_CMD_OP_CREATE_EQ);
	MLX5CTL_SET(eqc, ctx, log_eq_size, log_size);
	MLX5CTL_SET(eqc, ctx, uar_page, cmd_eq_uar);
	MLX5CTL_SET(eqc, ctx, intr, 0);
	mask[7 - MLX5CTL_EVENT_TYPE_CMD / 8] = 1u << (MLX5CTL_EVENT_TYPE_CMD % 8);
	for (i = 0; i < npas; i++) {
		uint64_t a = cmd_eq_buf + 4096 * i;
		int k;

		for (k = 0; k < 8; k++)
			pas[8 * i + k] = (uint8_t)(a >> (56 - 8 * k));
	}
	ck_assert_int_eq(cmdq_exec(0, in, inlen, out, sizeof(out)), DS_OK);
	ck_assert_uint_eq(MLX5CTL_GET(mbox_out_hdr, out, status), 0);
	cmd_eqn = MLX5CTL_GET(create_eq_out, out, eq_number);
	free(in);
	/* no event for the command that created the command EQ */
	ck_assert_uint_eq(((uint8_t *)gptr(cmd_eq_buf))[63], 1);
	ck_assert_uint_eq(host.msix_total, 0);
	arm(cmd_eqn, 0);
	ck_assert_uint_eq(host.msix_total, 0);
}

static uint8_t *eqe(unsigned int i)
{
	return (uint8_t *)gptr(cmd_eq_buf) + 64 * i;
}

START_TEST(completion_events)
{
	make_cmd_eq(2);
	ck_assert_int_eq(cmdq_enable_hca(3), 0);
	ck_assert_uint_eq(MLX5CTL_GET(eqe, eqe(0), event_type), MLX5CTL_EVENT_TYPE_CMD);
	ck_assert_uint_eq(MLX5CTL_GET(eqe, eqe(0),
				      event_data.cmd_inter_comp_event.command_completion_vector),
			  1u << 3);
	ck_assert_uint_eq(MLX5CTL_GET(eqe, eqe(0), owner), 0);
	ck_assert_uint_eq(host.msix[0], 1);
	/* not re-armed: the next EQE is written but raises no interrupt */
	ck_assert_int_eq(cmdq_enable_hca(5), 0);
	ck_assert_uint_eq(MLX5CTL_GET(eqe, eqe(1),
				      event_data.cmd_inter_comp_event.command_completion_vector),
			  1u << 5);
	ck_assert_uint_eq(host.msix[0], 1);
	/* arming with an EQE not consumed yet interrupts at once */
	arm(cmd_eqn, 1);
	ck_assert_uint_eq(host.msix[0], 2);
	/* consumer caught up: arming waits for the next event */
	arm(cmd_eqn, 2);
	ck_assert_uint_eq(host.msix[0], 2);
	ck_assert_int_eq(cmdq_enable_hca(0), 0);
	ck_assert_uint_eq(host.msix[0], 3);
}
END_TEST

START_TEST(eqe_owner_wraps)
{
	unsigned int i;

	make_cmd_eq(1);		/* 2 entries */
	for (i = 0; i < 5; i++) {
		ck_assert_int_eq(cmdq_enable_hca(i), 0);
		ck_assert_uint_eq(MLX5CTL_GET(eqe, eqe(i & 1), owner), (i >> 1) & 1);
		ck_assert_uint_eq(MLX5CTL_GET(eqe, eqe(i & 1),
				  event_data.cmd_inter_comp_event.command_completion_vector),
				  1u << i);
		update_ci(cmd_eqn, i + 1);
	}
}
END_TEST

START_TEST(eq_overrun_drops)
{
	unsigned int errs;

	make_cmd_eq(1);
	ck_assert_int_eq(cmdq_enable_hca(0), 0);
	ck_assert_int_eq(cmdq_enable_hca(1), 0);
	errs = host.guest_errors;
	ck_assert_int_eq(cmdq_enable_hca(2), 0);	/* EQ full: event dropped, reported */
	ck_assert_uint_eq(host.guest_errors, errs + 1);
	ck_assert_uint_eq(MLX5CTL_GET(eqe, eqe(0),
			  event_data.cmd_inter_comp_event.command_completion_vector), 1);
}
END_TEST

START_TEST(destroying_cmd_eq_stops_events)
{
	IN(destroy_eq);
	uint8_t out[16];

	make_cmd_eq(2);
	MLX5CTL_SET(destroy_eq_in, in, opcode, MLX5CTL_CMD_OP_DESTROY_EQ);
	MLX5CTL_SET(destroy_eq_in, in, eq_number, cmd_eqn);
	/* destroying it through the queue: its own completion has nowhere to go */
	ck_assert_int_eq(cmdq_exec(4, in, sizeof(in), out, sizeof(out)), DS_OK);
	ck_assert_uint_eq(MLX5CTL_GET(mbox_out_hdr, out, status), 0);
	ck_assert_uint_eq(MLX5CTL_GET(eqe, eqe(0), owner), 1);
	ck_assert_uint_eq(host.msix_total, 0);
	ck_assert_int_eq(cmdq_enable_hca(0), 0);
	ck_assert_uint_eq(host.msix_total, 0);
}
END_TEST

static Suite *cmdq_suite(void)
{
	Suite *s = suite_create("cmdq");
	TCase *tc = tcase_create("queue");
	TCase *ev = tcase_create("events");

	tcase_add_checked_fixture(tc, cmdq_fixture, fw_teardown);
	tcase_add_test(tc, polled_command);
	tcase_add_test(tc, mailbox_output);
	tcase_add_test(tc, long_input_chain);
	tcase_add_test(tc, longer_chain_than_needed);
	tcase_add_test(tc, bad_block_number);
	tcase_add_test(tc, looping_output_chain);
	tcase_add_test(tc, missing_input_mailbox);
	tcase_add_test(tc, length_limits);
	tcase_add_test(tc, short_input_is_a_prm_error);
	tcase_add_test(tc, unknown_opcode);
	tcase_add_test(tc, not_owned_by_hw);
	tcase_add_test(tc, dma_failures);
	tcase_add_test(tc, gone_device_does_nothing);
	suite_add_tcase(s, tc);

	tcase_add_checked_fixture(ev, cmdq_fixture, fw_teardown);
	tcase_add_test(ev, completion_events);
	tcase_add_test(ev, eqe_owner_wraps);
	tcase_add_test(ev, eq_overrun_drops);
	tcase_add_test(ev, destroying_cmd_eq_stops_events);
	suite_add_tcase(s, ev);
	return s;
}

FWTEST_MAIN(cmdq_suite)
