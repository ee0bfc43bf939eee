// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The model as an adversary and an oracle: it does what real firmware would let a
 * hostile user context do - MKEYs over physical addresses or inline MTT entries, tunnelled
 * commands, ACCESS_REG op_mods other than 0/1 - and it catches the result: every DMA made for a
 * UID outside that UID's UMEM pages (dma_violations) and every user command that breaks the
 * spec's constraints on what user space may send (policy_violations). Also the fault that
 * holds a command's completion back, and the command timeout the init segment advertises.
 */
#include "fwtest.h"
#include "mlx5fw_int.h"		/* the model's syndromes */

#define BAD_PARAM	MLX5CTL_CMD_STAT_BAD_PARAM_ERR
#define CD_SZ		MLX5CTL_ST_SZ_BYTES(core_dump_reg)
#define VA		0x7f3400000000ull
#define ALL_CAPS	(MLX5CTL_UCTX_CAP_INTERNAL_DEVICE_RESOURCES | \
			 MLX5CTL_UCTX_CAP_TOOLS_RESOURCES)

static void fixture(void)
{
	fw_setup();
	init_hca();
}

/*
 * CREATE_MKEY without a UMEM: PA mode (va is the bus address) or MTT mode with `n` inline
 * entries listing `pages` (4 KiB each); local write; *key = index << 8 | 0x33
 */
static int raw_mkey(uint16_t uid, uint32_t pdn, bool pa, uint64_t start, uint64_t len,
		    const uint64_t *pages, unsigned int n, uint32_t *key)
{
	size_t inlen = MLX5CTL_ST_SZ_BYTES(create_mkey_in) + (n + 1) / 2 * 16;
	uint8_t *in = calloc(1, inlen), *e;
	void *mkc = MLX5CTL_ADDR_OF(create_mkey_in, in, memory_key_mkey_entry);
	OUT(create_mkey);
	unsigned int i;
	int st;

	MLX5CTL_SET(create_mkey_in, in, opcode, MLX5CTL_CMD_OP_CREATE_MKEY);
	MLX5CTL_SET(create_mkey_in, in, uid, uid);
	MLX5CTL_SET(mkc, mkc, access_mode_1_0,
		    pa ? MLX5CTL_MKC_ACCESS_MODE_PA : MLX5CTL_MKC_ACCESS_MODE_MTT);
	MLX5CTL_SET(mkc, mkc, lr, 1);
	MLX5CTL_SET(mkc, mkc, lw, 1);
	MLX5CTL_SET(mkc, mkc, pd, pdn);
	MLX5CTL_SET(mkc, mkc, mkey_7_0, 0x33);
	MLX5CTL_SET64(mkc, mkc, start_addr, start);
	MLX5CTL_SET64(mkc, mkc, len, len);
	MLX5CTL_SET(mkc, mkc, log_page_size, 12);
	MLX5CTL_SET(create_mkey_in, in, translations_octword_actual_size, (n + 1) / 2);
	e = MLX5CTL_ADDR_OF(create_mkey_in, in, klm_pas_mtt);
	for (i = 0; i < n; i++, e += MLX5CTL_ST_SZ_BYTES(mtt)) {
		MLX5CTL_SET(mtt, e, ptag_63_32, pages[i] >> 32);
		MLX5CTL_SET(mtt, e, ptag_31_8, (uint32_t)pages[i] >> 8);
		MLX5CTL_SET(mtt, e, wr_en, 1);
		MLX5CTL_SET(mtt, e, rd_en, 1);
	}
	st = run(in, inlen, out, sizeof(out));
	*key = MLX5CTL_GET(create_mkey_out, out, mkey_index) << 8 | 0x33;
	free(in);
	return st;
}

/* CORE_DUMP to memory: `size` bytes at va through key, as uid (through a tunnel if set) */
static int core_dump(uint16_t uid, uint16_t tunnel, uint32_t key, uint64_t va, uint32_t size)
{
	uint8_t in[MLX5CTL_ST_SZ_BYTES(access_register_in) + CD_SZ] = { 0 };
	uint8_t out[MLX5CTL_ST_SZ_BYTES(access_register_out) + CD_SZ];
	void *req = MLX5CTL_ADDR_OF(access_register_in, in, register_data);

	MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	MLX5CTL_SET(access_register_in, in, op_mod, MLX5CTL_ACCESS_REG_OP_MOD_READ);
	MLX5CTL_SET(access_register_in, in, register_id, MLX5CTL_REG_CORE_DUMP);
	MLX5CTL_SET(mbox_in_hdr, in, uid, uid);
	MLX5CTL_SET(mbox_in_hdr, in, vhca_tunnel_id, tunnel);
	MLX5CTL_SET(core_dump_reg, req, core_dump_type, MLX5CTL_CORE_DUMP_TYPE_CR_DUMP_TO_MEM);
	MLX5CTL_SET(core_dump_reg, req, mkey, key);
	MLX5CTL_SET64(core_dump_reg, req, address, va);
	MLX5CTL_SET(core_dump_reg, req, size, size);
	return run(in, sizeof(in), out, sizeof(out));
}

/* the first bytes of the core dump stream: an INFO segment header */
static bool holds_dump(uint64_t addr)
{
	const uint8_t *p = gptr(addr);

	return MLX5CTL_GET(resource_dump_segment_header, p, segment_type) ==
	       MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_INFO;
}

START_TEST(umem_dump_is_clean)
{
	uint16_t uid = create_uctx(ALL_CAPS);
	uint64_t buf;
	uint32_t key = make_mkey(uid, 32, 1, VA, &buf);

	ck_assert_int_eq(core_dump(uid, 0, key, VA, 32 * 4096), 0);
	ck_assert(holds_dump(buf));
	ck_assert_uint_eq(stats().dma_violations, 0);
	ck_assert_uint_eq(stats().policy_violations, 0);
	ck_assert_uint_eq(host.dma_violations, 0);
}
END_TEST

START_TEST(pa_mkey_is_dma_anywhere)
{
	uint16_t uid = create_uctx(ALL_CAPS);
	uint64_t target = galloc(8192, 4096);		/* nobody's UMEM: "kernel memory" */
	uint32_t pdn = alloc_pd(uid, 0), key;

	/* real firmware accepts it from a user context; the kernel must not send it */
	ck_assert_int_eq(raw_mkey(uid, pdn, true, target, 8192, NULL, 0, &key), 0);
	ck_assert_uint_eq(stats().policy_violations, 1);
	ck_assert_str_eq(host.last_policy_violation, "CREATE_MKEY: mkey_umem_valid must be 0x1");
	/* and a dump into it lands where the caller said */
	ck_assert_int_eq(core_dump(uid, 0, key, target, 8192), 0);
	ck_assert(holds_dump(target));
	ck_assert_uint_eq(stats().dma_violations, 1);
	ck_assert_uint_eq(host.dma_violations, 1);
	ck_assert_uint_eq(host.last_dma_violation.uid, uid);
	ck_assert_uint_eq(host.last_dma_violation.opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	ck_assert_uint_eq(host.last_dma_violation.addr, target);
	ck_assert(host.last_dma_violation.write);
}
END_TEST

START_TEST(inline_mtt_mkey_is_dma_anywhere)
{
	uint16_t uid = create_uctx(ALL_CAPS);
	uint64_t pages[2] = { galloc(4096, 4096), galloc(4096, 4096) };
	uint32_t pdn = alloc_pd(uid, 0), key;
	uint8_t *q = gptr(pages[1]);

	ck_assert_int_eq(raw_mkey(uid, pdn, false, VA, 8192, pages, 2, &key), 0);
	ck_assert_uint_eq(stats().policy_violations, 1);
	/* the key needs as many entries as its length covers */
	ck_assert_int_eq(raw_mkey(uid, pdn, false, VA, 3 * 4096, pages, 2, &key), BAD_PARAM);
	ck_assert_int_eq(raw_mkey(uid, pdn, false, VA, 8192, pages, 2, &key), 0);
	ck_assert_int_eq(core_dump(uid, 0, key, VA, 8192), 0);
	ck_assert(holds_dump(pages[0]));
	ck_assert(q[0] || q[1] || q[2] || q[3]);	/* the second page was written too */
	ck_assert_uint_eq(stats().dma_violations, 2);	/* one per DMA: a page each */
	ck_assert_uint_eq(host.last_dma_violation.addr, pages[1]);	/* the last */
}
END_TEST

START_TEST(kernel_dma_is_no_violation)
{
	uint64_t target = galloc(4096, 4096);
	uint32_t pdn = alloc_pd(0, 0), key;

	ck_assert_int_eq(raw_mkey(0, pdn, true, target, 4096, NULL, 0, &key), 0);
	ck_assert_int_eq(core_dump(0, 0, key, target, 4096), 0);
	ck_assert(holds_dump(target));
	ck_assert_uint_eq(stats().dma_violations, 0);
	ck_assert_uint_eq(stats().policy_violations, 0);	/* uid 0 is not user space */
}
END_TEST

START_TEST(other_uids_umem_is_a_violation)
{
	uint16_t a = create_uctx(ALL_CAPS), b = create_uctx(ALL_CAPS);
	uint64_t abuf, bbuf;
	uint32_t akey = make_mkey(a, 4, 1, VA, &abuf);

	make_mkey(b, 4, 1, VA, &bbuf);
	/* b may not use a's key ... */
	ck_assert_int_eq(core_dump(b, 0, akey, VA, 4096), BAD_PARAM);
	ck_assert_uint_eq(stats().dma_violations, 0);
	/* ... unless through a tunnel, which runs with the function's rights: a's pages */
	ck_assert_int_eq(core_dump(b, 1, akey, VA, 4096), 0);
	ck_assert(holds_dump(abuf));
	ck_assert_uint_eq(stats().policy_violations, 1);
	ck_assert_str_eq(host.last_policy_violation, "header: vhca_tunnel_id must be 0x0");
	ck_assert_uint_eq(stats().dma_violations, 1);
	ck_assert_uint_eq(host.last_dma_violation.uid, b);
	ck_assert_uint_eq(host.last_dma_violation.addr, abuf);
}
END_TEST

START_TEST(tunnel_runs_outside_the_uid)
{
	uint16_t a = create_uctx(ALL_CAPS);
	uint32_t mine = alloc_pd(0, 0), theirs;

	/* a tunnelled ALLOC_PD is the function's, not the UID's: the UID cannot free it ... */
	theirs = alloc_pd(a, 7);
	ck_assert_uint_eq(stats().policy_violations, 1);
	ck_assert_int_eq(dealloc_pd(a, theirs), BAD_PARAM);
	ck_assert_int_eq(destroy_uctx(a), 0);			/* it owns nothing */
	/* ... and a tunnelled DEALLOC_PD frees the kernel's */
	a = create_uctx(ALL_CAPS);
	{
		IN(dealloc_pd);
		OUT(dealloc_pd);

		MLX5CTL_SET(dealloc_pd_in, in, opcode, MLX5CTL_CMD_OP_DEALLOC_PD);
		MLX5CTL_SET(dealloc_pd_in, in, uid, a);
		MLX5CTL_SET(mbox_in_hdr, in, vhca_tunnel_id, 7);
		MLX5CTL_SET(dealloc_pd_in, in, pd, mine);
		ck_assert_int_eq(RUN(dealloc_pd, in, out), 0);
	}
	ck_assert_uint_eq(stats().policy_violations, 2);
	ck_assert_int_eq(dealloc_pd(0, mine), BAD_PARAM);	/* gone */
	ck_assert_int_eq(dealloc_pd(0, theirs), 0);
}
END_TEST

/* MTMP: op_mod 2 is a write (bit 0 clear): mte goes off */
START_TEST(access_reg_op_mod_2_is_a_write)
{
	uint16_t uid = create_uctx(ALL_CAPS), weak = create_uctx(0);
	uint8_t in[MLX5CTL_ST_SZ_BYTES(access_register_in) + MLX5CTL_ST_SZ_BYTES(mtmp_reg)];
	uint8_t out[MLX5CTL_ST_SZ_BYTES(access_register_out) + MLX5CTL_ST_SZ_BYTES(mtmp_reg)];
	void *resp = MLX5CTL_ADDR_OF(access_register_out, out, register_data);

	memset(in, 0, sizeof(in));
	MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	MLX5CTL_SET(access_register_in, in, register_id, MLX5CTL_REG_MTMP);
	MLX5CTL_SET(mbox_in_hdr, in, uid, uid);
	MLX5CTL_SET(access_register_in, in, op_mod, MLX5CTL_ACCESS_REG_OP_MOD_READ);
	ck_assert_int_eq(run(in, sizeof(in), out, sizeof(out)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, resp, mte), 1);
	ck_assert_uint_eq(stats().policy_violations, 0);
	/* a write needs TOOLS_RESOURCES (the register's write_uctx_cap), whatever op_mod says */
	MLX5CTL_SET(mbox_in_hdr, in, uid, weak);
	MLX5CTL_SET(access_register_in, in, op_mod, 2);
	ck_assert_int_eq(run(in, sizeof(in), out, sizeof(out)), BAD_PARAM);
	ck_assert_uint_eq(MLX5CTL_GET(mbox_out_hdr, out, syndrome), SYND_UID_CAP);
	MLX5CTL_SET(mbox_in_hdr, in, uid, uid);
	ck_assert_int_eq(run(in, sizeof(in), out, sizeof(out)), 0);
	ck_assert_uint_eq(stats().policy_violations, 2);
	ck_assert_str_eq(host.last_policy_violation, "ACCESS_REG: op_mod must be one of 0x0, 0x1");
	MLX5CTL_SET(access_register_in, in, op_mod, MLX5CTL_ACCESS_REG_OP_MOD_READ);
	ck_assert_int_eq(run(in, sizeof(in), out, sizeof(out)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, resp, mte), 0);
}
END_TEST

/* what the spec's constraints say, seen from the device: a legitimate request breaks none */
START_TEST(constraints_from_the_spec)
{
	uint8_t in[MLX5CTL_ST_SZ_BYTES(create_mkey_in) + 16] = { 0 };
	void *mkc = MLX5CTL_ADDR_OF(create_mkey_in, in, memory_key_mkey_entry);

	MLX5CTL_SET(create_mkey_in, in, opcode, MLX5CTL_CMD_OP_CREATE_MKEY);
	MLX5CTL_SET(create_mkey_in, in, mkey_umem_valid, 1);
	MLX5CTL_SET(mkc, mkc, access_mode_1_0, MLX5CTL_MKC_ACCESS_MODE_MTT);
	ck_assert_ptr_null(mlx5fw_policy_violation(in, MLX5CTL_ST_SZ_BYTES(create_mkey_in)));
	/* one inline translation too many */
	ck_assert_str_eq(mlx5fw_policy_violation(in, sizeof(in)),
			 "CREATE_MKEY: klm_pas_mtt must be absent (the inbox ends before it)");
	MLX5CTL_SET(create_mkey_in, in, translations_octword_actual_size, 1);
	ck_assert_str_eq(mlx5fw_policy_violation(in, MLX5CTL_ST_SZ_BYTES(create_mkey_in)),
			 "CREATE_MKEY: translations_octword_actual_size must be 0x0");
	MLX5CTL_SET(create_mkey_in, in, translations_octword_actual_size, 0);
	MLX5CTL_SET(mkc, mkc, crossing_target_vhca_id, 2);
	ck_assert_ptr_nonnull(mlx5fw_policy_violation(in, MLX5CTL_ST_SZ_BYTES(create_mkey_in)));
	MLX5CTL_SET(mkc, mkc, crossing_target_vhca_id, 0);
	MLX5CTL_SET(mkc, mkc, access_mode_4_2, 1);
	ck_assert_ptr_nonnull(mlx5fw_policy_violation(in, MLX5CTL_ST_SZ_BYTES(create_mkey_in)));
	MLX5CTL_SET(mkc, mkc, access_mode_4_2, 0);
	MLX5CTL_SET(create_mkey_in, in, data_direct, 1);
	ck_assert_ptr_nonnull(mlx5fw_policy_violation(in, MLX5CTL_ST_SZ_BYTES(create_mkey_in)));
	/* a short inbox cannot hide a required value */
	ck_assert_ptr_nonnull(mlx5fw_policy_violation(in, 16));
}
END_TEST

START_TEST(fault_timeout_holds_the_completion)
{
	uint8_t ein[MLX5CTL_ST_SZ_BYTES(enable_hca_in)] = { 0 }, eout[16];
	uint8_t qin[MLX5CTL_ST_SZ_BYTES(query_issi_in)] = { 0 };
	uint8_t qout[MLX5CTL_ST_SZ_BYTES(query_issi_out)];

	fw_teardown();
	fw_setup();
	cmdq_setup();
	MLX5CTL_SET(enable_hca_in, ein, opcode, MLX5CTL_CMD_OP_ENABLE_HCA);
	MLX5CTL_SET(query_issi_in, qin, opcode, MLX5CTL_CMD_OP_QUERY_ISSI);
	mlx5fw_fault_timeout(fw, MLX5CTL_CMD_OP_ENABLE_HCA);
	ck_assert_uint_eq(mlx5fw_fault_timeout_armed(fw), MLX5CTL_CMD_OP_ENABLE_HCA);
	/* another opcode is not affected */
	ck_assert_int_eq(cmdq_exec(1, qin, sizeof(qin), qout, sizeof(qout)), 0);
	/* executed (the function is enabled) but never completed */
	ck_assert_int_eq(cmdq_exec(0, ein, sizeof(ein), eout, sizeof(eout)), -2);
	ck_assert_uint_eq(stats().cmd_timeouts, 1);
	ck_assert_uint_eq(mlx5fw_fault_timeout_armed(fw), 0);
	ck_assert_uint_eq(mlx5fw_cmd_count(fw, MLX5CTL_CMD_OP_ENABLE_HCA, 0), 1);
	/* one-shot: the next one completes, and the held one with it, late */
	ck_assert_int_eq(cmdq_exec(2, ein, sizeof(ein), eout, sizeof(eout)), 0);
	ck_assert_uint_eq(MLX5CTL_GET(cmd_queue_entry, gptr(cmdq_entry(0)), ownership), 0);
	ck_assert_uint_eq(MLX5CTL_GET(cmd_queue_entry, gptr(cmdq_entry(0)), status), 0);
	ck_assert_uint_eq(stats().cmd_timeouts, 1);
}
END_TEST

START_TEST(cmd_exec_timeout_in_the_init_segment)
{
	struct mlx5fw_config cfg = {
		.pci_device_id = 0x101d, .num_uars = 8, .msix_vectors = 4,
		.cmd_exec_timeout_ms = 5000,
	};
	struct mlx5fw *f;

	/* default: 0, the driver's own timeouts */
	ck_assert_uint_eq(iseg_read32(MLX5CTL_BYTE_OFF(initial_seg, cmd_exec_to)), 0);
	ck_assert_uint_eq(iseg_read32(MLX5CTL_BYTE_OFF(initial_seg, cmd_q_init_to)), 0);
	f = mlx5fw_new(&cfg, &fake_ops, NULL);
	ck_assert_ptr_nonnull(f);
	ck_assert_uint_eq(mlx5fw_mmio_read(f, MLX5CTL_BYTE_OFF(initial_seg, cmd_exec_to), 4),
			  5000);
	ck_assert_uint_ne(mlx5fw_mmio_read(f, MLX5CTL_BYTE_OFF(initial_seg, cmd_q_init_to), 4),
			  0);
	mlx5fw_free(f);
	cfg.cmd_exec_timeout_ms = 0x100000;		/* does not fit the register */
	ck_assert_ptr_null(mlx5fw_new(&cfg, &fake_ops, NULL));
}
END_TEST

/* an ACCESS_REG inbox of `uid` for register `reg`, its payload zero: in (and *len) */
static uint8_t *reg_in(uint16_t uid, uint16_t reg, bool write, size_t datalen, size_t *len)
{
	uint8_t *in = calloc(1, MLX5CTL_ST_SZ_BYTES(access_register_in) + datalen);

	ck_assert_ptr_nonnull(in);
	MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	MLX5CTL_SET(access_register_in, in, register_id, reg);
	MLX5CTL_SET(mbox_in_hdr, in, uid, uid);
	MLX5CTL_SET(access_register_in, in, op_mod,
		    write ? MLX5CTL_ACCESS_REG_OP_MOD_WRITE : MLX5CTL_ACCESS_REG_OP_MOD_READ);
	*len = MLX5CTL_ST_SZ_BYTES(access_register_in) + datalen;
	return in;
}

/*
 * Register payload rules, seen from the device: a user read of MPCNT with clr set
 * is a policy violation, and the model clears the group as real firmware does; the kernel's
 * own (uid 0) is none. A read of PPCNT with clr, or of MTMP with mtr (mlx5_core's hwmon
 * restarts maximum tracking so), does what the register's write does: lifted to debug-write
 * by the kernel, no violation, and the model acts on it.
 */
START_TEST(register_rules_from_the_spec)
{
	uint16_t uid = create_uctx(ALL_CAPS);
	uint8_t out[MLX5CTL_ST_SZ_BYTES(access_register_out) + MLX5CTL_ST_SZ_BYTES(ppcnt_reg)];
	void *resp = MLX5CTL_ADDR_OF(access_register_out, out, register_data);
	void *cs = MLX5CTL_ADDR_OF(ppcnt_reg, resp, counter_set);
	size_t len;
	uint8_t *in = reg_in(uid, MLX5CTL_REG_PPCNT, false, MLX5CTL_ST_SZ_BYTES(ppcnt_reg), &len);
	void *d = MLX5CTL_ADDR_OF(access_register_in, in, register_data);
	uint32_t frames;

	MLX5CTL_SET(ppcnt_reg, d, local_port, 1);
	host.now += 10ull * 1000000000;		/* ten seconds of the idle link's broadcasts */
	ck_assert_int_eq(run(in, len, out, sizeof(out)), 0);
	frames = MLX5CTL_GET(eth_802_3_cntrs_grp_data_layout, cs, a_frames_received_ok_low);
	ck_assert_uint_ge(frames, 10);
	ck_assert_uint_eq(stats().policy_violations, 0);
	MLX5CTL_SET(ppcnt_reg, d, clr, 1);
	ck_assert_int_eq(run(in, len, out, sizeof(out)), 0);
	ck_assert_uint_eq(stats().policy_violations, 0);
	MLX5CTL_SET(ppcnt_reg, d, clr, 0);
	ck_assert_int_eq(run(in, len, out, sizeof(out)), 0);
	ck_assert_uint_lt(MLX5CTL_GET(eth_802_3_cntrs_grp_data_layout, cs, a_frames_received_ok_low),
			  frames);		/* the clear took */
	/* the kernel's own clear is none of the oracle's business */
	MLX5CTL_SET(mbox_in_hdr, in, uid, 0);
	MLX5CTL_SET(ppcnt_reg, d, clr, 1);
	ck_assert_int_eq(run(in, len, out, sizeof(out)), 0);
	ck_assert_uint_eq(stats().policy_violations, 0);
	free(in);

	/* MPCNT clr: the PCIe counters start over, and it is a violation too */
	in = reg_in(uid, MLX5CTL_REG_MPCNT, false, MLX5CTL_ST_SZ_BYTES(mpcnt_reg), &len);
	d = MLX5CTL_ADDR_OF(access_register_in, in, register_data);
	cs = MLX5CTL_ADDR_OF(mpcnt_reg, resp, counter_set);
	ck_assert_int_eq(run(in, len, out, sizeof(out)), 0);
	frames = MLX5CTL_GET(pcie_perf_cntrs_grp_data_layout, cs, life_time_counter_low);
	ck_assert_uint_ge(frames, 10000);			/* ms since reset */
	MLX5CTL_SET(mpcnt_reg, d, clr, 1);
	ck_assert_int_eq(run(in, len, out, sizeof(out)), 0);
	ck_assert_str_eq(host.last_policy_violation, "MPCNT: clr must be 0x0 in a read");
	MLX5CTL_SET(mpcnt_reg, d, clr, 0);
	ck_assert_int_eq(run(in, len, out, sizeof(out)), 0);
	ck_assert_uint_lt(MLX5CTL_GET(pcie_perf_cntrs_grp_data_layout, cs, life_time_counter_low),
			  frames);
	ck_assert_uint_eq(stats().policy_violations, 1);
	free(in);
	host.last_policy_violation[0] = 0;

	/* PMAOS rst and PDDR's PHY debug page: violations; rst counted as a module reset */
	in = reg_in(uid, MLX5CTL_REG_PMAOS, false, MLX5CTL_ST_SZ_BYTES(pmaos_reg), &len);
	MLX5CTL_SET(pmaos_reg, MLX5CTL_ADDR_OF(access_register_in, in, register_data), rst, 1);
	ck_assert_int_eq(run(in, len, out, sizeof(out)), 0);
	ck_assert_uint_eq(stats().policy_violations, 2);
	ck_assert_uint_eq(stats().module_resets, 1);
	free(in);
	in = reg_in(uid, MLX5CTL_REG_PDDR, false, MLX5CTL_ST_SZ_BYTES(pddr_reg), &len);
	MLX5CTL_SET(pddr_reg, MLX5CTL_ADDR_OF(access_register_in, in, register_data), page_select,
		    0xff);
	(void)run(in, len, out, sizeof(out));
	ck_assert_uint_eq(stats().policy_violations, 3);
	ck_assert_str_eq(host.last_policy_violation,
			 "PDDR: page_select must be one of 0x0-0x3, 0x6, 0x8, 0x9 in a read");
	free(in);

	/* MTMP mtr in a read: restarts the maximum from now, no violation */
	in = reg_in(uid, MLX5CTL_REG_MTMP, false, MLX5CTL_ST_SZ_BYTES(mtmp_reg), &len);
	host.now += 35ull * 1000000000;		/* past the triangle's peak (t = 45 s) */
	ck_assert_int_eq(run(in, len, out, sizeof(out)), 0);
	{
		uint32_t max = MLX5CTL_GET(mtmp_reg, resp, max_temperature);
		uint32_t temp = MLX5CTL_GET(mtmp_reg, resp, temperature);

		ck_assert_uint_gt(max, temp);
		MLX5CTL_SET(mtmp_reg, MLX5CTL_ADDR_OF(access_register_in, in, register_data), mtr, 1);
		ck_assert_int_eq(run(in, len, out, sizeof(out)), 0);
		ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, resp, max_temperature),
				  MLX5CTL_GET(mtmp_reg, resp, temperature));
		ck_assert_uint_lt(MLX5CTL_GET(mtmp_reg, resp, max_temperature), max);
	}
	ck_assert_uint_eq(stats().policy_violations, 3);
	free(in);
}
END_TEST

/*
 * Outbox rules, seen from the device: QUERY_EQ of the kernel's EQ answers a user UID
 * with the EQ's page addresses (worst plausible); the oracle counts the answer and keeps the
 * values for a guest test to look for. The kernel's own query is none of its business.
 */
START_TEST(eq_pages_answer_a_user_uid)
{
	uint16_t uid = create_uctx(ALL_CAPS);
	uint8_t out[MLX5CTL_ST_SZ_BYTES(query_eq_out) + 8 * 8];
	uint64_t buf, vals[8];
	uint32_t eqn;
	IN(query_eq);

	ck_assert_int_eq(create_eq(7, 0, 0, &eqn, &buf), 0);	/* 8 KiB: two pages */
	MLX5CTL_SET(query_eq_in, in, opcode, MLX5CTL_CMD_OP_QUERY_EQ);
	MLX5CTL_SET(query_eq_in, in, eq_number, eqn);
	ck_assert_int_eq(run(in, sizeof(in), out, sizeof(out)), 0);
	ck_assert_uint_eq(stats().secrets_answered, 0);		/* uid 0 */
	ck_assert_uint_eq(mlx5ctl_be64_load(out + MLX5CTL_ST_SZ_BYTES(query_eq_out)), buf);
	MLX5CTL_SET(mbox_in_hdr, in, uid, uid);
	memset(out, 0, sizeof(out));
	ck_assert_int_eq(run(in, sizeof(in), out, sizeof(out)), 0);
	ck_assert_uint_eq(mlx5ctl_be64_load(out + MLX5CTL_ST_SZ_BYTES(query_eq_out)), buf);
	ck_assert_uint_eq(mlx5ctl_be64_load(out + MLX5CTL_ST_SZ_BYTES(query_eq_out) + 8),
			  buf + 4096);
	ck_assert_uint_eq(mlx5ctl_be64_load(out + MLX5CTL_ST_SZ_BYTES(query_eq_out) + 16), 0);
	/* uar_page and pas: two fields held something */
	ck_assert_uint_eq(stats().secrets_answered, 2);
	ck_assert_uint_eq(mlx5fw_secret_values(fw, vals, 8), 3);
	ck_assert_uint_eq(vals[0], buf + 4096);			/* newest first */
	ck_assert_uint_eq(vals[1], buf);
	ck_assert_uint_eq(vals[2], host.eq_uar);
	/* an outbox without room for the pages gets none */
	ck_assert_int_eq(run(in, sizeof(in), out, MLX5CTL_ST_SZ_BYTES(query_eq_out)), 0);
	ck_assert_uint_eq(stats().secrets_answered, 3);
}
END_TEST

/* QUERY_UCTX: a user UID's own context only (prm/uctx.yaml), whether the other exists or not */
START_TEST(uctx_of_another_uid)
{
	uint16_t a = create_uctx(ALL_CAPS), b = create_uctx(0);
	IN(query_uctx);
	OUT(query_uctx);

	MLX5CTL_SET(query_uctx_in, in, opcode, MLX5CTL_CMD_OP_QUERY_UCTX);
	MLX5CTL_SET(mbox_in_hdr, in, uid, a);
	MLX5CTL_SET(query_uctx_in, in, uid, a);
	ck_assert_int_eq(RUN(query_uctx, in, out), 0);
	ck_assert_uint_eq(MLX5CTL_GET(query_uctx_out, out, uctx.cap), ALL_CAPS);
	MLX5CTL_SET(query_uctx_in, in, uid, b);
	ck_assert_int_eq(RUN(query_uctx, in, out), BAD_PARAM);
	ck_assert_uint_eq(MLX5CTL_GET(mbox_out_hdr, out, syndrome), SYND_WRONG_UID);
	MLX5CTL_SET(query_uctx_in, in, uid, 200);		/* no such UID: the same answer */
	ck_assert_int_eq(RUN(query_uctx, in, out), BAD_PARAM);
	MLX5CTL_SET(mbox_in_hdr, in, uid, 0);			/* the kernel sees any */
	MLX5CTL_SET(query_uctx_in, in, uid, b);
	ck_assert_int_eq(RUN(query_uctx, in, out), 0);
	ck_assert_uint_eq(MLX5CTL_GET(query_uctx_out, out, uctx.cap), 0);
}
END_TEST

static Suite *isolation_suite(void)
{
	Suite *s = suite_create("isolation");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, fixture, fw_teardown);
	tcase_add_test(tc, umem_dump_is_clean);
	tcase_add_test(tc, pa_mkey_is_dma_anywhere);
	tcase_add_test(tc, inline_mtt_mkey_is_dma_anywhere);
	tcase_add_test(tc, kernel_dma_is_no_violation);
	tcase_add_test(tc, other_uids_umem_is_a_violation);
	tcase_add_test(tc, tunnel_runs_outside_the_uid);
	tcase_add_test(tc, access_reg_op_mod_2_is_a_write);
	tcase_add_test(tc, constraints_from_the_spec);
	tcase_add_test(tc, fault_timeout_holds_the_completion);
	tcase_add_test(tc, cmd_exec_timeout_in_the_init_segment);
	tcase_add_test(tc, register_rules_from_the_spec);
	tcase_add_test(tc, eq_pages_answer_a_user_uid);
	tcase_add_test(tc, uctx_of_another_uid);
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(isolation_suite)
