// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ICMD over the vendor-specific capability, as NVIDIA's tools drive it (Debian's mstflint
 * 4.21, built with MST_UL): the gateway's space probe, the ICMD semaphore, the control word and
 * the big-endian mailbox, QUERY_CAP_GENERAL and the access-register command. The sequences
 * below follow mtcr's (mtcr_ul_com.c, mtcr_ul_icmd_cif.c), rewritten; the constants are the
 * tools' own, spelled here independently of emulator/fw/icmd.c, so that they are an oracle.
 *
 * The point of ICMD's access registers: the same model behind two transports. A register read
 * through ICMD equals the one read through the command queue's ACCESS_REG, and a write through
 * one is seen through the other.
 */
#include "fwtest.h"

/* the VSC gateway (offsets in the capability) and mstflint's address spaces */
enum {
	CTRL = 0x4, COUNTER = 0x8, SEM = 0xc, ADDR = 0x10, DATA = 0x14,
	AS_ICMD_EXT = 0x1, AS_CR = 0x2, AS_ICMD = 0x3, AS_SCAN_CR = 0x7, AS_SEMAPHORE = 0xa,
};
#define FLAG		0x80000000u
#define SYND_BIT	0x40000000u

/* the ICMD space of a ConnectX-4 and later, as mtcr knows it */
#define ICMD_CTRL	0x0
#define ICMD_MBOX_SIZE	0x1000
#define ICMD_MBOX	0x100000
#define BUSY		0x1u		/* control bits, from the LSB */
#define EXMB		0x2u
#define STATUS(c)	(((c) >> 8) & 0xff)
#define OPCODE(o)	((uint32_t)(o) << 16)

#define QUERY_CAP	0x8400
#define GET_FW_INFO	0x8007
#define ACCESS_REG	0x9001
#define STAT_CFG_NOT_DONE	0xb5f04	/* bit 31: static configuration not done (CX-6 Dx) */
#define HW_ID		0xf0014

static uint32_t rd(unsigned int off)
{
	return mlx5fw_vsc_read(fw, off, 4);
}

static void wr(unsigned int off, uint32_t v)
{
	mlx5fw_vsc_write(fw, off, v, 4);
}

static void gw_lock(void)
{
	uint32_t t;

	ck_assert_uint_eq(rd(SEM), 0);
	t = rd(COUNTER);
	wr(SEM, t);
	ck_assert_uint_eq(rd(SEM), t);
}

static void gw_unlock(void)
{
	wr(SEM, 0);
}

/* mtcr's set_addr_space: read-modify-write, then status != 0 means supported */
static bool set_space(uint16_t space)
{
	uint32_t v = rd(CTRL);

	wr(CTRL, (v & ~0xffffu) | space);
	v = rd(CTRL);
	return (v & 0xffff) == space && (v >> 29) != 0;
}

/* one dword through the gateway, semaphore taken and freed around it (mtcr's mread4) */
static uint32_t gw_read(uint16_t space, uint32_t addr, bool *synd)
{
	uint32_t v;

	gw_lock();
	ck_assert(set_space(space));
	wr(ADDR, addr);
	ck_assert(rd(ADDR) & FLAG);
	v = rd(DATA);
	if (synd)
		*synd = rd(ADDR) & SYND_BIT;
	gw_unlock();
	return v;
}

static bool gw_write(uint16_t space, uint32_t addr, uint32_t v)
{
	bool synd;

	gw_lock();
	ck_assert(set_space(space));
	wr(DATA, v);
	wr(ADDR, addr | FLAG);
	ck_assert(!(rd(ADDR) & FLAG));
	synd = rd(ADDR) & SYND_BIT;
	gw_unlock();
	return !synd;
}

/*
 * One ICMD command as mtcr sends it: ICMD semaphore (semaphore space dword 0, the pid as
 * ticket), opcode into control, the command into the mailbox (big-endian bytes as dwords),
 * busy, poll, status, the mailbox back, semaphore freed. Returns the ICMD status.
 */
static unsigned int icmd(uint16_t opcode, uint8_t *mbox, size_t wlen, size_t rlen)
{
	const uint32_t pid = 4242;
	uint32_t c;
	size_t i;
	int polls = 0;

	ck_assert(gw_write(AS_SEMAPHORE, 0, pid));
	ck_assert_uint_eq(gw_read(AS_SEMAPHORE, 0, NULL), pid);
	c = gw_read(AS_ICMD, ICMD_CTRL, NULL);
	ck_assert(gw_write(AS_ICMD, ICMD_CTRL, (c & 0xffff) | OPCODE(opcode)));
	for (i = 0; i < wlen; i += 4)
		ck_assert(gw_write(AS_ICMD, ICMD_MBOX + (uint32_t)i, mlx5ctl_be32_load(mbox + i)));
	c = gw_read(AS_ICMD, ICMD_CTRL, NULL);
	ck_assert(gw_write(AS_ICMD, ICMD_CTRL, c | BUSY));
	do {
		c = gw_read(AS_ICMD, ICMD_CTRL, NULL);
		ck_assert_int_lt(++polls, 3);		/* the model finishes at once */
	} while (c & BUSY);
	for (i = 0; i < rlen; i += 4)
		mlx5ctl_be32_store(mbox + i, gw_read(AS_ICMD, ICMD_MBOX + (uint32_t)i, NULL));
	ck_assert(gw_write(AS_SEMAPHORE, 0, 0));
	return STATUS(c);
}

/* the access-register command: operation TLV, register TLV, the register */
#define TLVS	20
static uint8_t mbox[0x340];

static unsigned int reg_icmd(uint16_t id, bool write, const void *reg, size_t len, void *out,
			     unsigned int *reg_status)
{
	unsigned int st;

	memset(mbox, 0, sizeof(mbox));
	/* operation TLV: type 1, len 4 dwords; register id, method (1 query, 2 write), class 1 */
	mlx5ctl_be32_store(mbox, 1u << 27 | 4u << 16);
	mlx5ctl_be32_store(mbox + 4, (uint32_t)id << 16 | (write ? 2u : 1u) << 8 | 1u);
	/* register TLV: type 3, len in dwords with its header */
	mlx5ctl_be32_store(mbox + 16, 3u << 27 | (uint32_t)((len + 4) / 4) << 16);
	memcpy(mbox + TLVS, reg, len);
	st = icmd(ACCESS_REG, mbox, TLVS + len, TLVS + len);
	*reg_status = (mlx5ctl_be32_load(mbox) >> 8) & 0x7f;
	if (!st)
		ck_assert_uint_eq(mlx5ctl_be32_load(mbox + 4) >> 15 & 1, 1);	/* response */
	memcpy(out, mbox + TLVS, len);
	return st;
}

/* the same register through the command queue (uid 0, as mlx5_core would send it) */
static int reg_cmdq(uint16_t id, bool write, const void *reg, size_t len, void *outreg)
{
	uint8_t in[MLX5CTL_ST_SZ_BYTES(access_register_in) + 512] = { 0 };
	uint8_t out[MLX5CTL_ST_SZ_BYTES(access_register_out) + 512] = { 0 };
	int st;

	ck_assert_uint_le(len, 512);
	MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	MLX5CTL_SET(access_register_in, in, op_mod, write ? 0 : 1);
	MLX5CTL_SET(access_register_in, in, register_id, id);
	memcpy(MLX5CTL_ADDR_OF(access_register_in, in, register_data), reg, len);
	st = run(in, MLX5CTL_ST_SZ_BYTES(access_register_in) + len, out,
		 MLX5CTL_ST_SZ_BYTES(access_register_out) + len);
	memcpy(outreg, MLX5CTL_ADDR_OF(access_register_out, out, register_data), len);
	return st;
}

START_TEST(space_probe)
{
	/* mstflint's probe order; 0x1, 0x2 and 0xa are required, 0x3 used */
	static const struct { uint16_t space; bool ok; } probe[] = {
		{ AS_ICMD, true }, { 0x4, false }, { 0x5, false }, { 0x6, false },
		{ AS_SCAN_CR, true }, { 0xf, false }, { AS_ICMD_EXT, true },
		{ AS_SEMAPHORE, true }, { AS_CR, true },
	};
	size_t i;

	gw_lock();
	for (i = 0; i < sizeof(probe) / sizeof(probe[0]); i++)
		ck_assert_int_eq(set_space(probe[i].space), probe[i].ok);
	gw_unlock();
	ck_assert_uint_eq(host.guest_errors, 0);	/* probing is not an error */
}
END_TEST

START_TEST(icmd_space)
{
	bool synd;

	/* what mtcr reads before a command: device, static configuration done, mailbox size */
	ck_assert_uint_eq(gw_read(AS_CR, HW_ID, NULL) & 0xffff, 0x212);
	ck_assert_uint_eq(gw_read(AS_CR, STAT_CFG_NOT_DONE, NULL) >> 31, 0);
	ck_assert_uint_eq(gw_read(AS_ICMD, ICMD_MBOX_SIZE, NULL), 0x340);
	ck_assert_uint_eq(gw_read(AS_ICMD_EXT, ICMD_MBOX_SIZE, NULL), 0x340);
	ck_assert_uint_eq(gw_read(AS_ICMD, ICMD_CTRL, NULL), 0);
	/* the mailbox is memory: what is written is read back, big-endian dwords */
	ck_assert(gw_write(AS_ICMD, ICMD_MBOX + 0x33c, 0x11223344));
	ck_assert_uint_eq(gw_read(AS_ICMD, ICMD_MBOX + 0x33c, NULL), 0x11223344);
	ck_assert_uint_eq(host.guest_errors, 0);
	/* past the mailbox, between the registers, the size itself: refused */
	gw_read(AS_ICMD, ICMD_MBOX + 0x340, &synd);
	ck_assert(synd);
	gw_read(AS_ICMD, 0x4, &synd);
	ck_assert(synd);
	ck_assert(!gw_write(AS_ICMD, ICMD_MBOX_SIZE, 0x1000));
	ck_assert(!gw_write(AS_ICMD, 0x800, 1));
	ck_assert_uint_eq(gw_read(AS_ICMD, ICMD_MBOX_SIZE, NULL), 0x340);
	ck_assert_uint_eq(host.guest_errors, 4);
}
END_TEST

START_TEST(query_cap_general)
{
	uint8_t m[8] = { 0 };
	uint32_t d0;

	ck_assert_uint_eq(icmd(QUERY_CAP, m, 8, 8), 0);
	d0 = mlx5ctl_be32_load(m);
	ck_assert(d0 & 0x80000000u);		/* nv_access */
	ck_assert(d0 & 0x40000000u);		/* fw_info_psid */
	ck_assert(d0 & 0x20000000u);		/* access registers: all of them */
	ck_assert(d0 & 0x04000000u);		/* mcam_reg */
	ck_assert(!(d0 & 0x00800000u));		/* icmd_exmb: no DMA mailbox */
	/* another capability group: bad parameter */
	memset(m, 0, sizeof(m));
	mlx5ctl_be32_store(m, 1);
	ck_assert_uint_eq(icmd(QUERY_CAP, m, 8, 8), 4);
}
END_TEST

/* GET_FW_INFO, mstlink's firmware version: the running firmware MGIR describes */
START_TEST(get_fw_info)
{
	uint8_t m[0x24] = { 0 }, req[MLX5CTL_ST_SZ_BYTES(mgir_reg)] = { 0 };
	uint8_t mgir[MLX5CTL_ST_SZ_BYTES(mgir_reg)];
	unsigned int rs;

	ck_assert_uint_eq(icmd(GET_FW_INFO, m, sizeof(m), sizeof(m)), 0);
	ck_assert_uint_eq(reg_icmd(MLX5CTL_REG_MGIR, false, req, sizeof(req), mgir, &rs), 0);
	/* major [31:16] of dword 0; minor, subminor the halves of dword 1 */
	ck_assert_uint_eq(mlx5ctl_be32_load(m) >> 16,
			  MLX5CTL_GET(mgir_reg, mgir, fw_info.extended_major));
	ck_assert_uint_eq(mlx5ctl_be32_load(m + 4) >> 16,
			  MLX5CTL_GET(mgir_reg, mgir, fw_info.extended_minor));
	ck_assert_uint_eq(mlx5ctl_be32_load(m + 4) & 0xffff,
			  MLX5CTL_GET(mgir_reg, mgir, fw_info.extended_sub_minor));
	ck_assert_uint_eq(mlx5ctl_be32_load(m + 12) >> 16, MLX5CTL_GET(mgir_reg, mgir, fw_info.year));
	ck_assert_int_eq(memcmp(m + 0x14, MLX5CTL_ADDR_OF(mgir_reg, mgir, fw_info.psid), 16), 0);
}
END_TEST

/* MGIR through ICMD and through the command queue: the same bytes */
START_TEST(two_transports_read)
{
	size_t len = MLX5CTL_ST_SZ_BYTES(mgir_reg);
	uint8_t req[MLX5CTL_ST_SZ_BYTES(mgir_reg)] = { 0 };
	uint8_t a[MLX5CTL_ST_SZ_BYTES(mgir_reg)], b[MLX5CTL_ST_SZ_BYTES(mgir_reg)];
	unsigned int rs;

	enable_hca();		/* the command queue needs the driver's ENABLE_HCA; ICMD does not */
	ck_assert_uint_eq(reg_icmd(MLX5CTL_REG_MGIR, false, req, len, a, &rs), 0);
	ck_assert_uint_eq(rs, 0);
	ck_assert_int_eq(reg_cmdq(MLX5CTL_REG_MGIR, false, req, len, b), 0);
	ck_assert_mem_eq(a, b, len);
	ck_assert_uint_eq(MLX5CTL_GET(mgir_reg, a, fw_info.extended_major), 22);
	ck_assert_str_eq((char *)MLX5CTL_ADDR_OF(mgir_reg, a, fw_info.psid), "MT_0000000359");
}
END_TEST

/* a configuration item written through ICMD is what the command queue reads, and back */
START_TEST(two_transports_write)
{
	size_t len = MLX5CTL_ST_SZ_BYTES(mnvda_reg);
	uint8_t req[MLX5CTL_ST_SZ_BYTES(mnvda_reg)], out[MLX5CTL_ST_SZ_BYTES(mnvda_reg)];
	void *hdr = MLX5CTL_ADDR_OF(mnvda_reg, req, configuration_item_header);
	void *data = MLX5CTL_ADDR_OF(mnvda_reg, req, configuration_item_data);
	unsigned int rs;

	enable_hca();
	memset(req, 0, sizeof(req));
	mlx5ctl_be32_store(MLX5CTL_ADDR_OF(config_item, hdr, type), MLX5CTL_NV_PARAM_GLOBAL_PCI_CONF);
	MLX5CTL_SET(config_item, hdr, length, MLX5CTL_ST_SZ_BYTES(nv_global_pci_conf));
	MLX5CTL_SET(nv_global_pci_conf, data, sriov_en, 1);
	MLX5CTL_SET(nv_global_pci_conf, data, total_vfs, 7);
	ck_assert_uint_eq(reg_icmd(MLX5CTL_REG_MNVDA, true, req, len, out, &rs), 0);
	ck_assert_uint_eq(rs, 0);
	memset(data, 0, MLX5CTL_ST_SZ_BYTES(nv_global_pci_conf));
	ck_assert_int_eq(reg_cmdq(MLX5CTL_REG_MNVDA, false, req, len, out), 0);
	ck_assert_uint_eq(MLX5CTL_GET(nv_global_pci_conf,
				      MLX5CTL_ADDR_OF(mnvda_reg, out, configuration_item_data),
				      total_vfs), 7);
	/* and the other way round */
	MLX5CTL_SET(nv_global_pci_conf, data, sriov_en, 1);
	MLX5CTL_SET(nv_global_pci_conf, data, total_vfs, 3);
	ck_assert_int_eq(reg_cmdq(MLX5CTL_REG_MNVDA, true, req, len, out), 0);
	memset(data, 0, MLX5CTL_ST_SZ_BYTES(nv_global_pci_conf));
	ck_assert_uint_eq(reg_icmd(MLX5CTL_REG_MNVDA, false, req, len, out, &rs), 0);
	ck_assert_uint_eq(rs, 0);
	ck_assert_uint_eq(MLX5CTL_GET(nv_global_pci_conf,
				      MLX5CTL_ADDR_OF(mnvda_reg, out, configuration_item_data),
				      total_vfs), 3);
	{
		struct mlx5fw_stats st;

		mlx5fw_get_stats(fw, &st);
		ck_assert_uint_eq(st.icmd_reg_accesses, 2);
		ck_assert_uint_eq(st.icmd_cmds, 2);
	}
}
END_TEST

START_TEST(register_status)
{
	uint8_t req[64] = { 0 }, out[64];
	unsigned int rs;

	/* no driver at all: ICMD still answers */
	ck_assert_uint_eq(reg_icmd(MLX5CTL_REG_MGIR, false, req, 64, out, &rs), 0);
	ck_assert_uint_eq(rs, 0);
	/* a register the model does not have: "register not supported" */
	ck_assert_uint_eq(reg_icmd(0x9011 + 0x60, false, req, 16, out, &rs), 0);
	ck_assert_uint_eq(rs, 4);
	/* a read-only register written: "method not supported" */
	ck_assert_uint_eq(reg_icmd(MLX5CTL_REG_MGIR, true, req, 64, out, &rs), 0);
	ck_assert_uint_eq(rs, 6);
	/* a bad parameter: sensor 7 of two */
	MLX5CTL_SET(mtmp_reg, req, sensor_index, 7);
	ck_assert_uint_eq(reg_icmd(MLX5CTL_REG_MTMP, false, req, 32, out, &rs), 0);
	ck_assert_uint_eq(rs, 7);
	ck_assert_uint_eq(host.guest_errors, 0);
}
END_TEST

START_TEST(malformed)
{
	uint8_t m[0x340];
	unsigned int e;

	/* an opcode the model does not know */
	memset(m, 0, sizeof(m));
	ck_assert_uint_eq(icmd(0x8123, m, 8, 8), 1);
	/* operation TLV of the wrong type; register TLV longer than the mailbox */
	memset(m, 0, sizeof(m));
	mlx5ctl_be32_store(m, 2u << 27 | 4u << 16);
	mlx5ctl_be32_store(m + 16, 3u << 27 | 1u << 16);
	e = host.guest_errors;
	ck_assert_uint_eq(icmd(ACCESS_REG, m, 24, 24), 2);
	ck_assert_uint_gt(host.guest_errors, e);
	mlx5ctl_be32_store(m, 1u << 27 | 4u << 16);
	mlx5ctl_be32_store(m + 4, (uint32_t)MLX5CTL_REG_MGIR << 16 | 1u << 8 | 1u);
	mlx5ctl_be32_store(m + 16, 3u << 27 | 0x7ffu << 16);
	ck_assert_uint_eq(icmd(ACCESS_REG, m, 24, 24), 2);
	/* another class; a method that is neither query nor write */
	mlx5ctl_be32_store(m + 16, 3u << 27 | 2u << 16);
	mlx5ctl_be32_store(m + 4, (uint32_t)MLX5CTL_REG_MGIR << 16 | 1u << 8 | 0xau);
	ck_assert_uint_eq(icmd(ACCESS_REG, m, 24, 24), 0);
	ck_assert_uint_eq((mlx5ctl_be32_load(m) >> 8) & 0x7f, 5);
	mlx5ctl_be32_store(m, 1u << 27 | 4u << 16);
	mlx5ctl_be32_store(m + 4, (uint32_t)MLX5CTL_REG_MGIR << 16 | 3u << 8 | 1u);
	ck_assert_uint_eq(icmd(ACCESS_REG, m, 24, 24), 0);
	ck_assert_uint_eq((mlx5ctl_be32_load(m) >> 8) & 0x7f, 6);
	/* a mailbox in host memory (exmb): refused, the model has no DMA mailbox */
	ck_assert(gw_write(AS_ICMD, ICMD_CTRL, OPCODE(QUERY_CAP) | EXMB | BUSY));
	ck_assert_uint_eq(STATUS(gw_read(AS_ICMD, ICMD_CTRL, NULL)), 2);
}
END_TEST

/* whatever a guest writes into the ICMD space, the model answers and stays sane */
START_TEST(hostile)
{
	uint32_t x = 12345;
	int i;

	for (i = 0; i < 20000; i++) {
		uint32_t addr, v;

		x = x * 1103515245u + 12345u;
		addr = (x >> 8) % 4 == 0 ? ICMD_CTRL : ICMD_MBOX + ((x >> 4) % 0x350 & ~3u);
		x = x * 1103515245u + 12345u;
		v = x;
		if ((x & 0xff) < 0x20)
			v = OPCODE(x & 1 ? ACCESS_REG : QUERY_CAP) | BUSY;
		gw_write(AS_ICMD, addr, v);
	}
	ck_assert(!(gw_read(AS_ICMD, ICMD_CTRL, NULL) & BUSY));
	mlx5fw_reset(fw);
	ck_assert_uint_eq(gw_read(AS_ICMD, ICMD_CTRL, NULL), 0);
}
END_TEST

static Suite *icmd_suite(void)
{
	Suite *s = suite_create("icmd");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, fw_setup, fw_teardown);
	tcase_add_test(tc, space_probe);
	tcase_add_test(tc, icmd_space);
	tcase_add_test(tc, query_cap_general);
	tcase_add_test(tc, get_fw_info);
	tcase_add_test(tc, two_transports_read);
	tcase_add_test(tc, two_transports_write);
	tcase_add_test(tc, register_status);
	tcase_add_test(tc, malformed);
	tcase_add_test(tc, hostile);
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(icmd_suite)
