// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The registers the vendor's tools need besides the ones mlx5_core uses: MCAM (checked against
 * what ACCESS_REG actually answers), MQIS (against the VPD), MFRL, MNVGC, MLCOK, the port registers
 * PAOS, PTYS and PMLP (against the port PDDR describes), and the expansion ROM configuration
 * items (read "not set", never stored).
 */
#include "regtest.h"
#include "mlx5fw_nv.h"

static void fixture(void)
{
	fw_setup();
	init_hca();
}

/* MCAM's mask says exactly which registers of 0x9000-0x907f ACCESS_REG knows */
START_TEST(mcam)
{
	size_t len = MLX5CTL_ST_SZ_BYTES(mcam_reg), mask;
	uint8_t cap[MLX5CTL_ST_SZ_BYTES(mcam_reg)];
	void *regs;
	unsigned int i, n = 0;

	prep(MLX5CTL_REG_MCAM, false, 0);
	ck_assert_int_eq(go(len), 0);
	memcpy(cap, out_data(), len);
	mask = MLX5CTL_BIT_OFF(mcam_reg, mng_access_reg_cap_mask);
	for (i = 0; i < 0x80; i++) {
		uint16_t id = (uint16_t)(0x9000 + i);
		bool announced = (cap[(mask + 127 - i) / 8] >> (7 - (mask + 127 - i) % 8)) & 1;
		int st;

		/* a register the model does not have is BAD_PARAM with SYND_BAD_REG; one it has
		 * answers (maybe BAD_OP for a direction it lacks, BAD_PARAM for zeroed input) */
		prep(id, false, 0);
		st = go(256);
		ck_assert_msg(announced == !(st == MLX5CTL_CMD_STAT_BAD_PARAM_ERR &&
					     syndrome() == SYND_BAD_REG),
			      "register 0x%x: announced %d, ACCESS_REG status %d", id, announced, st);
		n += announced;
	}
	ck_assert_uint_ge(n, 10);
	regs = MLX5CTL_ADDR_OF(mcam_reg, cap, mng_access_reg_cap_mask.mcam_access_reg);
	ck_assert(MLX5CTL_GET(mcam_access_reg, regs, mfrl));
	ck_assert(MLX5CTL_GET(mcam_access_reg, regs, mtmp));
	/* component update as mlx5_core needs it (devlink flash: MCQI, MCC, MCDA; devlink info:
	 * MCQS too), and mstflint's firmware-controlled path (the five of 0x9060-0x9064 and
	 * MGIR) */
	ck_assert(MLX5CTL_GET(mcam_access_reg, regs, mcqs));
	ck_assert(MLX5CTL_GET(mcam_access_reg, regs, mcqi));
	ck_assert(MLX5CTL_GET(mcam_access_reg, regs, mcc));
	ck_assert(MLX5CTL_GET(mcam_access_reg, regs, mcda));
	/* group 2: MIRC, bit 0x62 */
	prep(MLX5CTL_REG_MCAM, false, 0);
	MLX5CTL_SET(mcam_reg, in_data(), access_reg_group, 2);
	ck_assert_int_eq(go(len), 0);
	regs = MLX5CTL_ADDR_OF(mcam_reg, out_data(), mng_access_reg_cap_mask);
	ck_assert(MLX5CTL_GET(mcam_access_reg_bits2, regs, mirc));
	/* the next group: nothing there */
	prep(MLX5CTL_REG_MCAM, false, 0);
	MLX5CTL_SET(mcam_reg, in_data(), access_reg_group, 1);
	ck_assert_int_eq(go(len), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mcam_reg, out_data(), access_reg_group), 1);
	for (i = 0; i < 16; i++)
		ck_assert_uint_eq(((uint8_t *)out_data())[mask / 8 + i], 0);
	prep(MLX5CTL_REG_MCAM, true, 0);
	ck_assert_int_eq(go(len), MLX5CTL_CMD_STAT_BAD_OP_ERR);
}
END_TEST

/* MQIS in pieces of 8 bytes, as mstflint's getDeviceHWInfo reads it */
static size_t mqis(uint32_t type, char *buf, size_t size)
{
	size_t len = MLX5CTL_ST_SZ_BYTES(mqis_reg), total, got = 0;

	do {
		prep(MLX5CTL_REG_MQIS, false, 0);
		MLX5CTL_SET(mqis_reg, in_data(), info_type, type);
		MLX5CTL_SET(mqis_reg, in_data(), read_offset, (uint32_t)got);
		MLX5CTL_SET(mqis_reg, in_data(), read_length, 8);
		ck_assert_int_eq(go(len), 0);
		total = MLX5CTL_GET(mqis_reg, out_data(), info_length);
		ck_assert_uint_le(total, size - 1);
		ck_assert_uint_eq(MLX5CTL_GET(mqis_reg, out_data(), read_length),
				  total - got < 8 ? total - got : 8);
		memcpy(buf + got, MLX5CTL_ADDR_OF(mqis_reg, out_data(), info_string),
		       MLX5CTL_GET(mqis_reg, out_data(), read_length));
		got += MLX5CTL_GET(mqis_reg, out_data(), read_length);
	} while (got < total);
	buf[got] = 0;
	return got;
}

START_TEST(mqis_strings)
{
	const uint8_t *vpd;
	size_t vlen = mlx5fw_vpd_image(fw, &vpd);
	char s[1024];

	ck_assert_uint_eq(mqis(MLX5CTL_MQIS_INFO_MODEL_NAME, s, sizeof(s)), 16);
	ck_assert_str_eq(s, "MCX623105AN-CDAT");
	mqis(MLX5CTL_MQIS_INFO_MODEL_DESCRIPTION, s, sizeof(s));
	/* the description is the VPD's identifier string */
	ck_assert_uint_eq(strlen(s), (size_t)(vpd[1] | vpd[2] << 8));
	ck_assert_int_eq(memcmp(s, vpd + 3, strlen(s)), 0);
	ck_assert_uint_eq(mqis(MLX5CTL_MQIS_INFO_VPD, s, sizeof(s)), vlen);
	ck_assert_mem_eq(s, vpd, vlen);
	ck_assert_uint_eq(mqis(MLX5CTL_MQIS_INFO_IMAGE_VSD, s, sizeof(s)), 0);
	ck_assert_uint_eq(mqis(MLX5CTL_MQIS_INFO_ROM_INFO, s, sizeof(s)), 0);
	/* past the end, an unknown type */
	prep(MLX5CTL_REG_MQIS, false, 0);
	MLX5CTL_SET(mqis_reg, in_data(), info_type, MLX5CTL_MQIS_INFO_MODEL_NAME);
	MLX5CTL_SET(mqis_reg, in_data(), read_offset, 17);
	MLX5CTL_SET(mqis_reg, in_data(), read_length, 8);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mqis_reg)), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	MLX5CTL_SET(mqis_reg, in_data(), info_type, 6);
	MLX5CTL_SET(mqis_reg, in_data(), read_offset, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mqis_reg)), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
}
END_TEST

/* the fast teardown's last step, as mlx5_core writes it: nic_interface DISABLED */
static void disable_nic(void)
{
	uint8_t d[MLX5CTL_ST_SZ_BYTES(initial_seg)] = { 0 };
	size_t off = MLX5CTL_BYTE_OFF(initial_seg, cmdq_phy_addr_31_12);

	MLX5CTL_SET(initial_seg, d, nic_interface, MLX5CTL_NIC_INTERFACE_DISABLED);
	iseg_write32(off, mlx5ctl_be32_load(d + off));
}

/* the i-th EQE of an EQ at guest address buf: a general event, its sub_type and sync state */
static uint32_t sync_eqe(uint64_t buf, unsigned int i)
{
	const uint8_t *e = gptr(buf + 64ull * i);

	ck_assert_uint_eq(MLX5CTL_GET(eqe, e, owner), 0);	/* written (the first pass) */
	ck_assert_uint_eq(MLX5CTL_GET(eqe, e, event_type), MLX5CTL_EVENT_TYPE_GENERAL_EVENT);
	ck_assert_uint_eq(MLX5CTL_GET(eqe, e, event_sub_type),
			  MLX5CTL_GENERAL_SUBTYPE_PCI_SYNC_FOR_FW_UPDATE);
	return MLX5CTL_GET(eqe, e, event_data.sync_fw_update_event.sync_rst_state);
}

static int mfrl_write(uint32_t level, uint32_t start, uint32_t resp)
{
	prep(MLX5CTL_REG_MFRL, true, 0);
	MLX5CTL_SET(mfrl_reg, in_data(), reset_level, level);
	MLX5CTL_SET(mfrl_reg, in_data(), pci_sync_for_fw_update_start, start);
	MLX5CTL_SET(mfrl_reg, in_data(), pci_sync_for_fw_update_resp, resp);
	return go(MLX5CTL_ST_SZ_BYTES(mfrl_reg));
}

static uint32_t mfrl_state(void)
{
	prep(MLX5CTL_REG_MFRL, false, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mfrl_reg)), 0);
	return MLX5CTL_GET(mfrl_reg, out_data(), reset_state);
}

/*
 * The reset synchronised with the driver (devlink's fw_activate, 6.12 fw_reset.c): the
 * request, the driver's ack or nack, RESET_NOW or RESET_ABORT as general events after the
 * command's completion, the state a read sees, the timeout, and the PCI reset that ends it
 */
START_TEST(mfrl_sync_reset)
{
	const uint32_t bad_state = MLX5CTL_CMD_STAT_BAD_SYS_STATE_ERR;
	uint64_t buf, other;
	uint32_t eqn;

	/* an EQ for something else first: the events go to the one subscribed to them */
	ck_assert_int_eq(create_eq(4, 0, 1ull << MLX5CTL_EVENT_TYPE_PAGE_REQUEST, &eqn, &other),
			 0);
	ck_assert_int_eq(create_eq(4, 1, 1ull << MLX5CTL_EVENT_TYPE_GENERAL_EVENT, &eqn, &buf), 0);
	ck_assert_uint_eq(mfrl_state(), MLX5CTL_MFRL_RESET_STATE_IDLE);
	/* the driver is to reset the function by hot reset (it enabled the method) */
	ck_assert_uint_eq(MLX5CTL_GET(mfrl_reg, out_data(), pci_reset_req_method),
			  MLX5CTL_MFRL_PCI_RESET_METHOD_HOT_RESET);
	/* only level 3 is synchronised; an answer needs a negotiation; 3 is no answer */
	ck_assert_int_eq(mfrl_write(0x40, 1, 0), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	ck_assert_int_eq(mfrl_write(0x8, 0, 1), bad_state);
	ck_assert_int_eq(mfrl_write(0x8, 0, 3), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	ck_assert_uint_eq(host.msix[1], 0);

	/* request, ack, now */
	ck_assert_int_eq(mfrl_write(0x8, 1, 0), 0);
	ck_assert_uint_eq(sync_eqe(buf, 0), MLX5CTL_SYNC_RST_STATE_RESET_REQUEST);
	ck_assert_uint_eq(mfrl_state(), MLX5CTL_MFRL_RESET_STATE_IN_NEGOTIATION);
	ck_assert_int_eq(mfrl_write(0x8, 1, 0), bad_state);	/* one at a time */
	ck_assert_int_eq(mfrl_write(0x8, 0, 1), 0);
	ck_assert_uint_eq(sync_eqe(buf, 1), MLX5CTL_SYNC_RST_STATE_RESET_NOW);
	ck_assert_uint_eq(mfrl_state(), MLX5CTL_MFRL_RESET_STATE_RESET_IN_PROGRESS);
	ck_assert_int_eq(mfrl_write(0x8, 0, 1), bad_state);
	ck_assert_int_eq(mfrl_write(0x8, 1, 0), bad_state);
	/* the other EQ got nothing */
	ck_assert_uint_eq(((const uint8_t *)gptr(other))[63], 1);

	/* the driver's PCI reset fails and it reloads (ENABLE_HCA): abandoned, a new one may
	 * start; then acked again */
	disable_nic();
	host.eq_uar = 0;
	init_hca();
	ck_assert_uint_eq(mfrl_state(), MLX5CTL_MFRL_RESET_STATE_IDLE);
	ck_assert_int_eq(create_eq(4, 1, 1ull << MLX5CTL_EVENT_TYPE_GENERAL_EVENT, &eqn, &buf), 0);
	ck_assert_int_eq(mfrl_write(0x8, 1, 0), 0);
	ck_assert_int_eq(mfrl_write(0x8, 0, 1), 0);
	ck_assert_uint_eq(sync_eqe(buf, 1), MLX5CTL_SYNC_RST_STATE_RESET_NOW);

	/* the PCI reset completes it: idle, and the function starts over */
	mlx5fw_reset(fw);
	host.eq_uar = 0;		/* the reset freed the UARs */
	init_hca();
	ck_assert_uint_eq(mfrl_state(), MLX5CTL_MFRL_RESET_STATE_IDLE);
	ck_assert_int_eq(create_eq(4, 1, 1ull << MLX5CTL_EVENT_TYPE_GENERAL_EVENT, &eqn, &buf), 0);

	/* request, nack, abort; then a new request is taken */
	ck_assert_int_eq(mfrl_write(0x8, 1, 0), 0);
	ck_assert_int_eq(mfrl_write(0x8, 0, 2), 0);
	ck_assert_uint_eq(sync_eqe(buf, 0), MLX5CTL_SYNC_RST_STATE_RESET_REQUEST);
	ck_assert_uint_eq(sync_eqe(buf, 1), MLX5CTL_SYNC_RST_STATE_RESET_ABORT);
	ck_assert_uint_eq(mfrl_state(), MLX5CTL_MFRL_RESET_STATE_NACK);

	/* nobody answers for 5 s: timed out, and a new request is taken */
	ck_assert_int_eq(mfrl_write(0x8, 1, 0), 0);
	host.now += 4000000000ull;
	ck_assert_uint_eq(mfrl_state(), MLX5CTL_MFRL_RESET_STATE_IN_NEGOTIATION);
	host.now += 2000000000ull;
	ck_assert_uint_eq(mfrl_state(), MLX5CTL_MFRL_RESET_STATE_NEG_TIMEOUT);
	ck_assert_int_eq(mfrl_write(0x8, 0, 1), bad_state);	/* too late */
	ck_assert_int_eq(mfrl_write(0x8, 1, 0), 0);
	ck_assert_uint_eq(sync_eqe(buf, 3), MLX5CTL_SYNC_RST_STATE_RESET_REQUEST);
	ck_assert_uint_eq(host.guest_errors, 0);
}
END_TEST

/* without an EQ subscribed the events are lost, nothing else happens; a driver that did not
 * enable the events (SET_HCA_CAP) makes the synchronised flow refused */
START_TEST(mfrl_sync_no_listener)
{
	unsigned int msix = host.msix_total;

	ck_assert_int_eq(mfrl_write(0x8, 1, 0), 0);
	ck_assert_uint_eq(mfrl_state(), MLX5CTL_MFRL_RESET_STATE_IN_NEGOTIATION);
	ck_assert_uint_eq(host.msix_total, msix);
	ck_assert_uint_eq(host.guest_errors, 0);

	/* a driver that leaves the settable capabilities 0, the events among them */
	mlx5fw_reset(fw);
	enable_hca();
	{
		uint8_t *in = calloc(1, MLX5CTL_ST_SZ_BYTES(set_hca_cap_in));
		OUT(set_hca_cap);
		uint8_t init_in[MLX5CTL_ST_SZ_BYTES(init_hca_in)] = { 0 };
		uint8_t init_out[MLX5CTL_ST_SZ_BYTES(init_hca_out) < 16 ? 16 :
				 MLX5CTL_ST_SZ_BYTES(init_hca_out)] = { 0 };

		ck_assert_ptr_nonnull(in);
		MLX5CTL_SET(set_hca_cap_in, in, opcode, MLX5CTL_CMD_OP_SET_HCA_CAP);
		ck_assert_int_eq(run(in, MLX5CTL_ST_SZ_BYTES(set_hca_cap_in), out, sizeof(out)),
				 0);
		free(in);
		MLX5CTL_SET(init_hca_in, init_in, opcode, MLX5CTL_CMD_OP_INIT_HCA);
		ck_assert_int_eq(RUN(init_hca, init_in, init_out), 0);
	}
	ck_assert_int_eq(mfrl_write(0x8, 1, 0), MLX5CTL_CMD_STAT_BAD_SYS_STATE_ERR);
	ck_assert_uint_eq(mfrl_state(), MLX5CTL_MFRL_RESET_STATE_NACK);
	/* nor did it enable the hot reset: the method reads link toggle */
	ck_assert_uint_eq(MLX5CTL_GET(mfrl_reg, out_data(), pci_reset_req_method),
			  MLX5CTL_MFRL_PCI_RESET_METHOD_LINK_TOGGLE);
}
END_TEST

/* the fast teardown mlx5_core's reset flow and shutdown use (fast_teardown is announced) */
START_TEST(fast_teardown)
{
	IN(teardown_hca);
	OUT(teardown_hca);
	uint32_t eqn;

	ck_assert_int_eq(create_eq(4, 0, 1ull << MLX5CTL_EVENT_TYPE_CMD, &eqn, NULL), 0);
	MLX5CTL_SET(teardown_hca_in, in, opcode, MLX5CTL_CMD_OP_TEARDOWN_HCA);
	MLX5CTL_SET(teardown_hca_in, in, profile, 1);		/* force close: not offered */
	ck_assert_int_eq(RUN(teardown_hca, in, out), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	MLX5CTL_SET(teardown_hca_in, in, profile, 2);		/* prepare fast teardown */
	ck_assert_int_eq(RUN(teardown_hca, in, out), 0);
	ck_assert_uint_eq(MLX5CTL_GET(teardown_hca_out, out, state), 0);
	/* only prepared: the EQs stay (the completion goes through the command EQ) */
	ck_assert_uint_eq(stats().eqs, 1);
	/* the driver disables the NIC interface: the function's state goes at once, and it can
	 * start again with ENABLE_HCA (mlx5_core's reload when no PCI reset followed) */
	disable_nic();
	ck_assert_uint_eq(stats().eqs, 0);
	init_hca();
}
END_TEST

START_TEST(mfrl)
{
	size_t len = MLX5CTL_ST_SZ_BYTES(mfrl_reg);
	uint16_t plain = create_uctx(0), tools = create_uctx(MLX5CTL_UCTX_CAP_TOOLS_RESOURCES);

	prep(MLX5CTL_REG_MFRL, false, plain);
	ck_assert_int_eq(go(len), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mfrl_reg, out_data(), reset_level), 0x49);
	ck_assert_uint_eq(MLX5CTL_GET(mfrl_reg, out_data(), reset_type), 1);
	ck_assert_uint_eq(MLX5CTL_GET(mfrl_reg, out_data(), reset_state), 0);
	/* mstconfig's "load the configuration at the next reset": level 6 */
	prep(MLX5CTL_REG_MFRL, true, tools);
	MLX5CTL_SET(mfrl_reg, in_data(), reset_level, 0x40);
	ck_assert_int_eq(go(len), 0);
	/* not a supported level, two levels, none */
	MLX5CTL_SET(mfrl_reg, in_data(), reset_level, 0x2);
	ck_assert_int_eq(go(len), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	MLX5CTL_SET(mfrl_reg, in_data(), reset_level, 0x9);
	ck_assert_int_eq(go(len), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	MLX5CTL_SET(mfrl_reg, in_data(), reset_level, 0);
	ck_assert_int_eq(go(len), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	/* a write is configuration: a UID without TOOLS_RESOURCES may not */
	prep(MLX5CTL_REG_MFRL, true, plain);
	MLX5CTL_SET(mfrl_reg, in_data(), reset_level, 0x40);
	ck_assert_int_eq(go(len), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
}
END_TEST

START_TEST(mnvgc)
{
	prep(MLX5CTL_REG_MNVGC, false, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mnvgc_reg)), 0);
	ck_assert(MLX5CTL_GET(mnvgc_reg, out_data(), nvda_read_factory_settings));
	ck_assert(MLX5CTL_GET(mnvgc_reg, out_data(), nvda_read_current_settings));
	ck_assert(!MLX5CTL_GET(mnvgc_reg, out_data(), priv_nv_other_host));
}
END_TEST

/* MLCOK: the card is not locked and tells no key; the lock itself is not modelled */
START_TEST(mlcok)
{
	size_t len = MLX5CTL_ST_SZ_BYTES(mlcok_reg);
	uint16_t tools = create_uctx(MLX5CTL_UCTX_CAP_TOOLS_RESOURCES);

	prep(MLX5CTL_REG_MLCOK, false, tools);
	memset(in_data(), 0xff, len);
	ck_assert_int_eq(go(len), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mlcok_reg, out_data(), operation), 0);
	ck_assert_uint_eq(MLX5CTL_GET64(mlcok_reg, out_data(), key), 0);
	prep(MLX5CTL_REG_MLCOK, true, 0);
	MLX5CTL_SET(mlcok_reg, in_data(), operation, 1);
	MLX5CTL_SET64(mlcok_reg, in_data(), key, 0x1234);
	ck_assert_int_eq(go(len), MLX5CTL_CMD_STAT_BAD_OP_ERR);
	prep(MLX5CTL_REG_MLCOK, false, 0);
	ck_assert_int_eq(go(len), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mlcok_reg, out_data(), operation), 0);
}
END_TEST

/* the port registers agree with PDDR's operational page */
START_TEST(port)
{
	uint32_t active;
	void *lane;

	prep(MLX5CTL_REG_PDDR, false, 0);
	MLX5CTL_SET(pddr_reg, in_data(), local_port, 1);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(pddr_reg)), 0);
	active = MLX5CTL_GET(pddr_operation_info_page,
			     MLX5CTL_ADDR_OF(pddr_reg, out_data(), page_data), link_active);

	prep(MLX5CTL_REG_PTYS, false, 0);
	MLX5CTL_SET(ptys_reg, in_data(), local_port, 1);
	MLX5CTL_SET(ptys_reg, in_data(), proto_mask, MLX5CTL_PTYS_PROTO_ETHERNET);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(ptys_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(ptys_reg, out_data(), eth_proto_oper), active);
	ck_assert_uint_eq(MLX5CTL_GET(ptys_reg, out_data(), eth_proto_capability), active);
	ck_assert_uint_eq(MLX5CTL_GET(ptys_reg, out_data(), data_rate_oper), 1000);
	ck_assert_uint_eq(MLX5CTL_GET(ptys_reg, out_data(), connector_type),
			  MLX5CTL_PTYS_CONNECTOR_DA);
	MLX5CTL_SET(ptys_reg, in_data(), proto_mask, MLX5CTL_PTYS_PROTO_INFINIBAND);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(ptys_reg)), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);

	prep(MLX5CTL_REG_PAOS, false, 0);
	MLX5CTL_SET(paos_reg, in_data(), local_port, 1);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(paos_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(paos_reg, out_data(), admin_status), MLX5CTL_PORT_STATUS_UP);
	ck_assert_uint_eq(MLX5CTL_GET(paos_reg, out_data(), oper_status), MLX5CTL_PORT_STATUS_UP);
	prep(MLX5CTL_REG_PAOS, true, 0);
	MLX5CTL_SET(paos_reg, in_data(), local_port, 1);
	MLX5CTL_SET(paos_reg, in_data(), admin_status, MLX5CTL_PORT_STATUS_DOWN);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(paos_reg)), MLX5CTL_CMD_STAT_BAD_OP_ERR);

	prep(MLX5CTL_REG_PMLP, false, 0);
	MLX5CTL_SET(pmlp_reg, in_data(), local_port, 1);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(pmlp_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(pmlp_reg, out_data(), width), 4);
	lane = MLX5CTL_ADDR_OF(pmlp_reg, out_data(), lane3_module_mapping);
	ck_assert_uint_eq(MLX5CTL_GET(pmlp_lane, lane, module), 0);
	ck_assert_uint_eq(MLX5CTL_GET(pmlp_lane, lane, tx_lane), 3);
	ck_assert_uint_eq(MLX5CTL_GET(pmlp_lane, lane, rx_lane), 3);

	/* no port 0, no port 2 */
	prep(MLX5CTL_REG_PMLP, false, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(pmlp_reg)), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	prep(MLX5CTL_REG_PAOS, false, 0);
	MLX5CTL_SET(paos_reg, in_data(), local_port, 2);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(paos_reg)), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
}
END_TEST

/* expansion ROM items: known, read as never written, not stored */
START_TEST(rom_items)
{
	const uint32_t *types = mlx5fw_nv_rom_items;
	size_t len = MLX5CTL_ST_SZ_BYTES(mnvda_reg), i;
	void *hdr;

	ck_assert_uint_ge(MLX5FW_NV_NROM, 7);
	for (i = 0; i < MLX5FW_NV_NROM; i++) {
		prep(MLX5CTL_REG_MNVDA, false, 0);
		hdr = MLX5CTL_ADDR_OF(mnvda_reg, in_data(), configuration_item_header);
		mlx5ctl_be32_store(MLX5CTL_ADDR_OF(config_item, hdr, type), types[i]);
		MLX5CTL_SET(config_item, hdr, length, 4);
		ck_assert_int_eq(go(len), MLX5CTL_CMD_STAT_NO_RES_ERR);
		prep(MLX5CTL_REG_MNVDA, true, 0);
		hdr = MLX5CTL_ADDR_OF(mnvda_reg, in_data(), configuration_item_header);
		mlx5ctl_be32_store(MLX5CTL_ADDR_OF(config_item, hdr, type), types[i]);
		MLX5CTL_SET(config_item, hdr, length, 4);
		ck_assert_int_eq(go(len), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	}
	/* an item nobody knows is still a bad parameter */
	prep(MLX5CTL_REG_MNVDA, false, 0);
	hdr = MLX5CTL_ADDR_OF(mnvda_reg, in_data(), configuration_item_header);
	mlx5ctl_be32_store(MLX5CTL_ADDR_OF(config_item, hdr, type), 0x30003ff);
	ck_assert_int_eq(go(len), MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
}
END_TEST

START_TEST(mgir_technology)
{
	prep(MLX5CTL_REG_MGIR, false, 0);
	ck_assert_int_eq(go(MLX5CTL_ST_SZ_BYTES(mgir_reg)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mgir_reg, out_data(), hardware_info.technology), 3); /* 16nm */
}
END_TEST

static Suite *mgmt_suite(void)
{
	Suite *s = suite_create("mgmt");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, fixture, fw_teardown);
	tcase_add_test(tc, mcam);
	tcase_add_test(tc, mqis_strings);
	tcase_add_test(tc, mfrl);
	tcase_add_test(tc, mfrl_sync_reset);
	tcase_add_test(tc, mfrl_sync_no_listener);
	tcase_add_test(tc, fast_teardown);
	tcase_add_test(tc, mnvgc);
	tcase_add_test(tc, mlcok);
	tcase_add_test(tc, port);
	tcase_add_test(tc, rom_items);
	tcase_add_test(tc, mgir_technology);
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(mgmt_suite)
