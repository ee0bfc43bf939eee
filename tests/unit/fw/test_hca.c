// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Function life cycle and capabilities, in mlx5_core 6.12's probe and teardown order (and the
 * pages 7.3's asks for when the general page offers them).
 */
#include <stdlib.h>
#include <string.h>

#include "fwtest.h"

#define ST_OK		0
#define BAD_PARAM	MLX5CTL_CMD_STAT_BAD_PARAM_ERR
#define BAD_STATE	MLX5CTL_CMD_STAT_BAD_SYS_STATE_ERR
#define CAP_OUTLEN	MLX5CTL_ST_SZ_BYTES(query_hca_cap_out)
/* QUERY_HCA_CAP's op_mod for a page, maximum or current (the spec's encoding) */
#define OP_MOD(type, which) mlx5ctl_query_hca_cap_op_mod(type, MLX5CTL_HCA_CAP_OP_MOD_##which)
#define GENERAL		MLX5CTL_CAP_TYPE_GENERAL

static int query_pages(uint16_t op_mod, uint32_t *npages)
{
	IN(query_pages);
	OUT(query_pages);
	int st;

	MLX5CTL_SET(query_pages_in, in, opcode, MLX5CTL_CMD_OP_QUERY_PAGES);
	MLX5CTL_SET(query_pages_in, in, op_mod, op_mod);
	st = RUN(query_pages, in, out);
	if (npages)
		*npages = MLX5CTL_GET(query_pages_out, out, num_pages);
	return st;
}

static int query_caps(uint16_t op_mod, uint8_t *out)
{
	IN(query_hca_cap);

	MLX5CTL_SET(query_hca_cap_in, in, opcode, MLX5CTL_CMD_OP_QUERY_HCA_CAP);
	MLX5CTL_SET(query_hca_cap_in, in, op_mod, op_mod);
	return run(in, sizeof(in), out, CAP_OUTLEN);
}

#define CAP(out, f) MLX5CTL_GET(cmd_hca_cap, MLX5CTL_ADDR_OF(query_hca_cap_out, out, capability), f)

static int set_caps(const uint8_t *cap)
{
	uint8_t *in = calloc(1, MLX5CTL_ST_SZ_BYTES(set_hca_cap_in));
	OUT(set_hca_cap);
	int st;

	MLX5CTL_SET(set_hca_cap_in, in, opcode, MLX5CTL_CMD_OP_SET_HCA_CAP);
	MLX5CTL_SET(set_hca_cap_in, in, op_mod, mlx5ctl_set_hca_cap_op_mod(GENERAL));
	memcpy(MLX5CTL_ADDR_OF(set_hca_cap_in, in, capability), cap,
	       MLX5CTL_ST_SZ_BYTES(cmd_hca_cap));
	st = run(in, MLX5CTL_ST_SZ_BYTES(set_hca_cap_in), out, sizeof(out));
	free(in);
	return st;
}

static int simple(uint16_t opcode, size_t inlen, size_t outlen)
{
	uint8_t in[64] = { 0 }, out[64];

	MLX5CTL_SET(mbox_in_hdr, in, opcode, opcode);
	return run(in, inlen, out, outlen);
}

START_TEST(probe_and_teardown_order)
{
	uint8_t *caps = calloc(1, CAP_OUTLEN);
	uint32_t npages, uar;

	/* mlx5_function_enable */
	enable_hca();
	{
		IN(query_issi);
		OUT(query_issi);

		MLX5CTL_SET(query_issi_in, in, opcode, MLX5CTL_CMD_OP_QUERY_ISSI);
		ck_assert_int_eq(RUN(query_issi, in, out), ST_OK);
		ck_assert(MLX5CTL_GET(query_issi_out, out, supported_issi_dw0) & (1 << 1));
	}
	{
		IN(set_issi);
		OUT(set_issi);

		MLX5CTL_SET(set_issi_in, in, opcode, MLX5CTL_CMD_OP_SET_ISSI);
		MLX5CTL_SET(set_issi_in, in, current_issi, 1);
		ck_assert_int_eq(RUN(set_issi, in, out), ST_OK);
	}
	ck_assert_int_eq(query_pages(1, &npages), ST_OK);
	ck_assert_uint_eq(npages, 0);
	/* mlx5_function_open: set_hca_ctrl, set_hca_cap */
	{
		uint8_t in[MLX5CTL_ST_SZ_BYTES(access_register_in) +
			   MLX5CTL_ST_SZ_BYTES(host_endianness_reg)] = { 0 };
		uint8_t out[MLX5CTL_ST_SZ_BYTES(access_register_out) +
			    MLX5CTL_ST_SZ_BYTES(host_endianness_reg)];

		MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
		MLX5CTL_SET(access_register_in, in, op_mod, 0);
		MLX5CTL_SET(access_register_in, in, register_id, MLX5CTL_REG_HOST_ENDIANNESS);
		ck_assert_int_eq(run(in, sizeof(in), out, sizeof(out)), ST_OK);
	}
	ck_assert_int_eq(query_caps(OP_MOD(GENERAL, CURRENT), caps), ST_OK);
	ck_assert_int_eq(query_caps(OP_MOD(GENERAL, MAX), caps), ST_OK);
	ck_assert_int_eq(query_caps(OP_MOD(GENERAL, CURRENT), caps), ST_OK);
	ck_assert_int_eq(set_caps(MLX5CTL_ADDR_OF(query_hca_cap_out, caps, capability)), ST_OK);
	ck_assert_int_eq(query_pages(2, &npages), ST_OK);
	ck_assert_uint_eq(npages, 0);
	ck_assert_int_eq(simple(MLX5CTL_CMD_OP_INIT_HCA, MLX5CTL_ST_SZ_BYTES(init_hca_in),
				MLX5CTL_ST_SZ_BYTES(init_hca_out)), ST_OK);
	ck_assert_int_eq(query_caps(OP_MOD(GENERAL, CURRENT), caps), ST_OK);
	{
		IN(query_adapter);
		uint8_t out[MLX5CTL_ST_SZ_BYTES(query_adapter_out)];
		void *blk = MLX5CTL_ADDR_OF(query_adapter_out, out, query_adapter_struct);

		MLX5CTL_SET(query_adapter_in, in, opcode, MLX5CTL_CMD_OP_QUERY_ADAPTER);
		ck_assert_int_eq(RUN(query_adapter, in, out), ST_OK);
		ck_assert_uint_eq(MLX5CTL_GET(query_adapter_param_block, blk, vsd_vendor_id),
				  0x15b3);
		ck_assert_mem_eq(MLX5CTL_ADDR_OF(query_adapter_param_block, blk, vsd_contd_psid),
				 "MT_", 3);
	}
	uar = alloc_uar();
	ck_assert_uint_ge(uar, 3);
	ck_assert_uint_lt(uar, 3 + 8);

	/* teardown */
	{
		IN(dealloc_uar);
		OUT(dealloc_uar);

		MLX5CTL_SET(dealloc_uar_in, in, opcode, MLX5CTL_CMD_OP_DEALLOC_UAR);
		MLX5CTL_SET(dealloc_uar_in, in, uar, uar);
		ck_assert_int_eq(RUN(dealloc_uar, in, out), ST_OK);
		ck_assert_int_eq(RUN(dealloc_uar, in, out), BAD_PARAM);
	}
	ck_assert_int_eq(simple(MLX5CTL_CMD_OP_TEARDOWN_HCA,
				MLX5CTL_ST_SZ_BYTES(teardown_hca_in),
				MLX5CTL_ST_SZ_BYTES(teardown_hca_out)), ST_OK);
	ck_assert_int_eq(simple(MLX5CTL_CMD_OP_DISABLE_HCA, MLX5CTL_ST_SZ_BYTES(disable_hca_in),
				16), ST_OK);
	ck_assert_uint_eq(stats().cmd_errors, 1);	/* the double DEALLOC_UAR */
	ck_assert_uint_eq(mlx5fw_cmd_count(fw, MLX5CTL_CMD_OP_QUERY_HCA_CAP, 0), 4);
	ck_assert_uint_eq(mlx5fw_cmd_count(fw, MLX5CTL_CMD_OP_DEALLOC_UAR, BAD_PARAM), 1);
	ck_assert_uint_eq(mlx5fw_cmd_count(fw, MLX5CTL_CMD_OP_DEALLOC_UAR, -1), 2);
	free(caps);
}
END_TEST

START_TEST(general_caps)
{
	uint8_t *max = calloc(1, CAP_OUTLEN), *cur = calloc(1, CAP_OUTLEN);

	enable_hca();
	ck_assert_int_eq(query_caps(OP_MOD(GENERAL, MAX), max), ST_OK);
	ck_assert_int_eq(query_caps(OP_MOD(GENERAL, CURRENT), cur), ST_OK);
	ck_assert_uint_ge(CAP(max, max_num_eqs), 4);
	ck_assert_uint_eq(CAP(max, uctx_cap), 0x7);
	ck_assert_uint_eq(CAP(max, umem_uid_0), 1);
	ck_assert_uint_ne(CAP(max, log_max_uctx), 0);
	ck_assert_uint_eq(CAP(max, page_request_disable), 1);
	ck_assert_uint_eq(CAP(max, port_type), 1);
	ck_assert_uint_eq(CAP(max, num_ports), 1);
	ck_assert_uint_eq(CAP(max, cmdif_checksum), 0);
	ck_assert_uint_eq(CAP(max, hca_cap_2), 0);
	ck_assert_uint_eq(CAP(max, eth_net_offloads), 0);
	/* MCAM lists the access registers the model has (devlink dev flash needs it) */
	ck_assert_uint_eq(CAP(max, mcam_reg), 1);
	/* the reset synchronised with the driver (mgmt.c, MFRL): its events, the fast teardown
	 * before the PCI reset, the hot reset method */
	ck_assert_uint_eq(CAP(max, fast_teardown), 1);
	ck_assert_uint_eq(CAP(max, force_teardown), 0);
	ck_assert_uint_eq(CAP(max, general_notification_event), 1);
	ck_assert_uint_eq(CAP(max, pci_sync_for_fw_update_event), 1);
	ck_assert_uint_eq(CAP(max, pcie_reset_using_hotreset_method), 1);
	ck_assert_uint_eq(CAP(max, pci_sync_for_fw_update_with_driver_unload), 0);
	ck_assert_mem_eq(MLX5CTL_ADDR_OF(query_hca_cap_out, max, capability),
			 MLX5CTL_ADDR_OF(query_hca_cap_out, cur, capability),
			 MLX5CTL_ST_SZ_BYTES(cmd_hca_cap));
	free(max);
	free(cur);
}
END_TEST

#define PAGE(out) MLX5CTL_ADDR_OF(query_hca_cap_out, out, capability)

/* every page a ConnectX-6 Dx reports and mlx5_core 6.12 reads: maximum and current */
START_TEST(cap_pages)
{
	static const unsigned int types[] = {
		MLX5CTL_CAP_TYPE_GENERAL_2, MLX5CTL_CAP_TYPE_ETHERNET_OFFLOADS,
		MLX5CTL_CAP_TYPE_ODP, MLX5CTL_CAP_TYPE_ATOMIC, MLX5CTL_CAP_TYPE_ROCE,
		MLX5CTL_CAP_TYPE_FLOW_TABLE, MLX5CTL_CAP_TYPE_ESWITCH_FLOW_TABLE,
		MLX5CTL_CAP_TYPE_ESWITCH, MLX5CTL_CAP_TYPE_QOS, MLX5CTL_CAP_TYPE_DEBUG,
		MLX5CTL_CAP_TYPE_DEV_MEM, MLX5CTL_CAP_TYPE_DEV_EVENT,
		MLX5CTL_CAP_TYPE_PORT_SELECTION, MLX5CTL_CAP_TYPE_ADV_VIRTUALIZATION,
	};
	uint8_t *max = calloc(1, CAP_OUTLEN), *cur = calloc(1, CAP_OUTLEN);
	static const uint8_t zero[MLX5CTL_ST_SZ_BYTES(cmd_hca_cap)];

	enable_hca();
	for (size_t i = 0; i < sizeof(types) / sizeof(types[0]); i++) {
		memset(max, 0xa5, CAP_OUTLEN);
		ck_assert_int_eq(query_caps(OP_MOD(types[i], MAX), max), ST_OK);
		ck_assert_int_eq(query_caps(OP_MOD(types[i], CURRENT), cur), ST_OK);
		ck_assert_msg(memcmp(PAGE(max), zero, sizeof(zero)), "page 0x%x is empty", types[i]);
		ck_assert_msg(!memcmp(PAGE(max), PAGE(cur), sizeof(zero)),
			      "page 0x%x: max != current", types[i]);
	}
	/* values of a real ConnectX-6 Dx (emulator/fw/cappages.c names the source) */
	ck_assert_int_eq(query_caps(OP_MOD(MLX5CTL_CAP_TYPE_ROCE, MAX), max), ST_OK);
	ck_assert_uint_eq(MLX5CTL_GET(roce_cap, PAGE(max), roce_version), 5);
	ck_assert_uint_eq(MLX5CTL_GET(roce_cap, PAGE(max), r_roce_dest_udp_port), 4791);
	ck_assert_uint_eq(MLX5CTL_GET(roce_cap, PAGE(max), roce_address_table_size), 255);
	ck_assert_int_eq(query_caps(OP_MOD(MLX5CTL_CAP_TYPE_QOS, MAX), max), ST_OK);
	ck_assert_uint_eq(MLX5CTL_GET(qos_cap, PAGE(max), packet_pacing_rate_table_size), 128);
	ck_assert_uint_eq(MLX5CTL_GET(qos_cap, PAGE(max), packet_pacing_max_rate), 100000000);
	ck_assert_int_eq(query_caps(OP_MOD(MLX5CTL_CAP_TYPE_ETHERNET_OFFLOADS, MAX), max), ST_OK);
	ck_assert_uint_eq(MLX5CTL_GET(per_protocol_networking_offload_caps, PAGE(max),
				      max_lso_cap), 18);
	ck_assert_uint_eq(MLX5CTL_GET(per_protocol_networking_offload_caps, PAGE(max),
				      lro_min_mss_size), 1348);
	/* the general page still does not send mlx5_core after them */
	ck_assert_int_eq(query_caps(OP_MOD(GENERAL, MAX), max), ST_OK);
	ck_assert_uint_eq(CAP(max, roce), 0);
	ck_assert_uint_eq(CAP(max, nic_flow_table), 0);
	free(max);
	free(cur);
}
END_TEST

/* the spec's op_mod encoding is the PRM's: op_mod[15:1] the page, op_mod[0] current (mlx5_core:
 * (cap_type << 1) | (cap_mode & 1)); the decoders give every part back */
/*
 * The pages mlx5_core 7.3 reads and 6.12 did not, each behind a bit of the general page: a
 * ConnectX-6 Dx at 22.41 sets none of the bits (prm/hca.yaml says why), so 7.3's probe asks
 * for none; asked all the same, each is a page the card does not have.
 */
START_TEST(cap_pages_73)
{
	static const struct {
		unsigned int type;
		size_t bit;		/* the general page's bit that sends mlx5_core 7.3 after it */
	} pages[] = {
		{ MLX5CTL_CAP_TYPE_PSP, MLX5CTL_BIT_OFF(cmd_hca_cap, psp) },
		{ MLX5CTL_CAP_TYPE_SHAMPO, MLX5CTL_BIT_OFF(cmd_hca_cap, shampo) },
		{ MLX5CTL_CAP_TYPE_TLP_EMULATION,
		  MLX5CTL_BIT_OFF(cmd_hca_cap, tlp_device_emulation_manager) },
		{ MLX5CTL_CAP_TYPE_ADV_RDMA, MLX5CTL_BIT_OFF(cmd_hca_cap, adv_rdma) },
	};
	uint8_t *gen = calloc(1, CAP_OUTLEN), *c = calloc(1, CAP_OUTLEN);

	enable_hca();
	for (size_t i = 0; i < sizeof(pages) / sizeof(pages[0]); i++) {
		for (int cur = 0; cur < 2; cur++) {
			ck_assert_int_eq(query_caps(mlx5ctl_query_hca_cap_op_mod(GENERAL, cur), gen),
					 ST_OK);
			ck_assert_msg(!mlx5ctl_bits_get(PAGE(gen), pages[i].bit, 1),
				      "the general page offers page 0x%x", pages[i].type);
			ck_assert_int_eq(query_caps(mlx5ctl_query_hca_cap_op_mod(pages[i].type, cur),
						    c), BAD_PARAM);
			ck_assert_uint_eq(MLX5CTL_GET(mbox_out_hdr, c, syndrome),
					  MLX5CTL_SYND_BAD_CAP);
		}
	}
	free(gen);
	free(c);
}
END_TEST

START_TEST(cap_op_mod_encoding)
{
	ck_assert_uint_eq(OP_MOD(MLX5CTL_CAP_TYPE_ROCE, CURRENT), 0x9);
	ck_assert_uint_eq(OP_MOD(MLX5CTL_CAP_TYPE_GENERAL_2, MAX), 0x40);
	ck_assert_uint_eq(mlx5ctl_set_hca_cap_op_mod(MLX5CTL_CAP_TYPE_DEBUG), 0x1a);
	for (uint32_t t = 0; t < 0x8000; t += 0x1b) {
		uint16_t om = mlx5ctl_query_hca_cap_op_mod(t, t & 1);

		ck_assert_uint_eq(mlx5ctl_query_hca_cap_op_mod_cap_type(om), t);
		ck_assert_uint_eq(mlx5ctl_query_hca_cap_op_mod_current(om), t & 1);
		ck_assert_uint_eq(mlx5ctl_set_hca_cap_op_mod_cap_type(mlx5ctl_set_hca_cap_op_mod(t)), t);
	}
	/* a value wider than its part does not spill into the next */
	ck_assert_uint_eq(mlx5ctl_query_hca_cap_op_mod(0, 3), 1);
	ck_assert_uint_eq(mlx5ctl_query_hca_cap_op_mod(0x8001, 0), 2);
	/* a packed word the same way: the firmware version as mlx5_core's devlink.c reads it */
	ck_assert_uint_eq(mlx5ctl_fw_version_pack(22, 41, 1010), 0x162903f2);
	ck_assert_uint_eq(mlx5ctl_fw_version_major(0x162903f2), 22);
	ck_assert_uint_eq(mlx5ctl_fw_version_minor(0x162903f2), 41);
	ck_assert_uint_eq(mlx5ctl_fw_version_subminor(0x162903f2), 1010);
}
END_TEST

START_TEST(set_caps_bounds)
{
	uint8_t *c = calloc(1, CAP_OUTLEN);
	void *cap = MLX5CTL_ADDR_OF(query_hca_cap_out, c, capability);
	uint32_t max_qp;

	enable_hca();
	ck_assert_int_eq(query_caps(OP_MOD(GENERAL, MAX), c), ST_OK);
	max_qp = MLX5CTL_GET(cmd_hca_cap, cap, log_max_qp);
	MLX5CTL_SET(cmd_hca_cap, cap, log_max_qp, max_qp + 1);
	ck_assert_int_eq(set_caps(cap), BAD_PARAM);
	MLX5CTL_SET(cmd_hca_cap, cap, log_max_qp, max_qp - 2);
	MLX5CTL_SET(cmd_hca_cap, cap, uctx_cap, 0);	/* not settable: ignored */
	ck_assert_int_eq(set_caps(cap), ST_OK);
	ck_assert_int_eq(query_caps(OP_MOD(GENERAL, CURRENT), c), ST_OK);
	ck_assert_uint_eq(MLX5CTL_GET(cmd_hca_cap, cap, log_max_qp), max_qp - 2);
	ck_assert_uint_eq(MLX5CTL_GET(cmd_hca_cap, cap, uctx_cap), 0x7);
	ck_assert_int_eq(query_caps(OP_MOD(GENERAL, MAX), c), ST_OK);
	ck_assert_uint_eq(MLX5CTL_GET(cmd_hca_cap, cap, log_max_qp), max_qp);
	/* a boolean the device lacks */
	MLX5CTL_SET(cmd_hca_cap, cap, dct, 1);
	ck_assert_int_eq(set_caps(cap), BAD_PARAM);
	free(c);
}
END_TEST

START_TEST(cap_errors)
{
	uint8_t *c = calloc(1, CAP_OUTLEN);
	IN(query_hca_cap);

	ck_assert_int_eq(query_caps(OP_MOD(GENERAL, CURRENT), c), BAD_STATE); /* before ENABLE_HCA */
	enable_hca();
	/* types a ConnectX-6 Dx does not have: IPoIB, TLS, IPsec, crypto, MACsec, virtio */
	ck_assert_int_eq(query_caps(OP_MOD(MLX5CTL_CAP_TYPE_IPOIB_OFFLOADS, CURRENT), c), BAD_PARAM);
	ck_assert_int_eq(query_caps(OP_MOD(MLX5CTL_CAP_TYPE_TLS, MAX), c), BAD_PARAM);
	ck_assert_int_eq(query_caps(OP_MOD(MLX5CTL_CAP_TYPE_MACSEC, CURRENT), c), BAD_PARAM);
	ck_assert_int_eq(query_caps(OP_MOD(0x7f, MAX), c), BAD_PARAM);	/* no such type */
	MLX5CTL_SET(query_hca_cap_in, in, opcode, MLX5CTL_CMD_OP_QUERY_HCA_CAP);
	MLX5CTL_SET(query_hca_cap_in, in, other_function, 1);
	ck_assert_int_eq(run(in, sizeof(in), c, CAP_OUTLEN), BAD_PARAM);
	ck_assert_uint_ne(MLX5CTL_GET(mbox_out_hdr, c, syndrome), 0);
	/* a short outbox */
	ck_assert_int_eq(run(in, sizeof(in), c, 16), MLX5CTL_CMD_STAT_BAD_OUTP_LEN_ERR);
	/* SET_HCA_CAP after INIT_HCA */
	ck_assert_int_eq(simple(MLX5CTL_CMD_OP_INIT_HCA, MLX5CTL_ST_SZ_BYTES(init_hca_in),
				MLX5CTL_ST_SZ_BYTES(init_hca_out)), ST_OK);
	ck_assert_int_eq(query_caps(OP_MOD(GENERAL, CURRENT), c), ST_OK);
	ck_assert_int_eq(set_caps(MLX5CTL_ADDR_OF(query_hca_cap_out, c, capability)), BAD_STATE);
	free(c);
}
END_TEST

START_TEST(state_machine)
{
	ck_assert_int_eq(simple(MLX5CTL_CMD_OP_INIT_HCA, MLX5CTL_ST_SZ_BYTES(init_hca_in),
				MLX5CTL_ST_SZ_BYTES(init_hca_out)), BAD_STATE);
	ck_assert_int_eq(simple(MLX5CTL_CMD_OP_ALLOC_UAR, MLX5CTL_ST_SZ_BYTES(alloc_uar_in),
				MLX5CTL_ST_SZ_BYTES(alloc_uar_out)), BAD_STATE);
	ck_assert_int_eq(simple(MLX5CTL_CMD_OP_DISABLE_HCA, MLX5CTL_ST_SZ_BYTES(disable_hca_in),
				16), BAD_STATE);
	enable_hca();
	ck_assert_int_eq(simple(MLX5CTL_CMD_OP_ALLOC_UAR, MLX5CTL_ST_SZ_BYTES(alloc_uar_in),
				MLX5CTL_ST_SZ_BYTES(alloc_uar_out)), BAD_STATE);
	ck_assert_int_eq(simple(MLX5CTL_CMD_OP_TEARDOWN_HCA,
				MLX5CTL_ST_SZ_BYTES(teardown_hca_in),
				MLX5CTL_ST_SZ_BYTES(teardown_hca_out)), BAD_STATE);
	ck_assert_int_eq(simple(MLX5CTL_CMD_OP_INIT_HCA, MLX5CTL_ST_SZ_BYTES(init_hca_in),
				MLX5CTL_ST_SZ_BYTES(init_hca_out)), ST_OK);
	ck_assert_int_eq(simple(MLX5CTL_CMD_OP_INIT_HCA, MLX5CTL_ST_SZ_BYTES(init_hca_in),
				MLX5CTL_ST_SZ_BYTES(init_hca_out)), BAD_STATE);
	{
		IN(teardown_hca);
		OUT(teardown_hca);

		MLX5CTL_SET(teardown_hca_in, in, opcode, MLX5CTL_CMD_OP_TEARDOWN_HCA);
		MLX5CTL_SET(teardown_hca_in, in, profile, 1);	/* force close: not offered */
		ck_assert_int_eq(RUN(teardown_hca, in, out), BAD_PARAM);
	}
	alloc_uar();
	ck_assert_int_eq(simple(MLX5CTL_CMD_OP_TEARDOWN_HCA,
				MLX5CTL_ST_SZ_BYTES(teardown_hca_in),
				MLX5CTL_ST_SZ_BYTES(teardown_hca_out)), ST_OK);
	/* re-init after teardown: the UAR was released */
	ck_assert_int_eq(simple(MLX5CTL_CMD_OP_INIT_HCA, MLX5CTL_ST_SZ_BYTES(init_hca_in),
				MLX5CTL_ST_SZ_BYTES(init_hca_out)), ST_OK);
	ck_assert_uint_eq(alloc_uar(), 3);
	/* function reset forgets everything */
	mlx5fw_reset(fw);
	ck_assert_int_eq(simple(MLX5CTL_CMD_OP_ALLOC_UAR, MLX5CTL_ST_SZ_BYTES(alloc_uar_in),
				MLX5CTL_ST_SZ_BYTES(alloc_uar_out)), BAD_STATE);
}
END_TEST

START_TEST(issi)
{
	IN(set_issi);
	OUT(set_issi);

	enable_hca();
	MLX5CTL_SET(set_issi_in, in, opcode, MLX5CTL_CMD_OP_SET_ISSI);
	MLX5CTL_SET(set_issi_in, in, current_issi, 5);
	ck_assert_int_eq(RUN(set_issi, in, out), BAD_PARAM);
	MLX5CTL_SET(set_issi_in, in, current_issi, 0xffff);
	ck_assert_int_eq(RUN(set_issi, in, out), BAD_PARAM);
	MLX5CTL_SET(set_issi_in, in, current_issi, 0);
	ck_assert_int_eq(RUN(set_issi, in, out), ST_OK);
}
END_TEST

START_TEST(pages)
{
	size_t inlen = MLX5CTL_ST_SZ_BYTES(manage_pages_in) + 3 * 8;
	uint8_t *in = calloc(1, inlen);
	uint8_t out[MLX5CTL_ST_SZ_BYTES(manage_pages_out) + 2 * 8];
	uint8_t *pas = MLX5CTL_ADDR_OF(manage_pages_in, in, pas);
	uint8_t *opas = MLX5CTL_ADDR_OF(manage_pages_out, out, pas);
	int i;

	enable_hca();
	ck_assert_int_eq(query_pages(3, NULL), ST_OK);
	ck_assert_int_eq(query_pages(0, NULL), BAD_PARAM);
	ck_assert_int_eq(query_pages(4, NULL), BAD_PARAM);
	MLX5CTL_SET(manage_pages_in, in, opcode, MLX5CTL_CMD_OP_MANAGE_PAGES);
	MLX5CTL_SET(manage_pages_in, in, op_mod, 1);
	MLX5CTL_SET(manage_pages_in, in, input_num_entries, 3);
	for (i = 0; i < 3; i++)
		pas[8 * i + 6] = (uint8_t)(0x10 * (i + 1));	/* 0x1000, 0x2000, 0x3000 */
	ck_assert_int_eq(run(in, inlen, out, sizeof(out)), ST_OK);
	ck_assert_int_eq(run(in, inlen - 1, out, sizeof(out)), MLX5CTL_CMD_STAT_BAD_INP_LEN_ERR);
	pas[7] = 1;					/* unaligned page */
	ck_assert_int_eq(run(in, inlen, out, sizeof(out)), BAD_PARAM);
	/* take back 3, room for 2 */
	MLX5CTL_SET(manage_pages_in, in, op_mod, 2);
	ck_assert_int_eq(run(in, inlen, out, sizeof(out)), ST_OK);
	ck_assert_uint_eq(MLX5CTL_GET(manage_pages_out, out, output_num_entries), 2);
	ck_assert_uint_eq(opas[6], 0x30);
	ck_assert_uint_eq(opas[8 + 6], 0x20);
	ck_assert_int_eq(run(in, inlen, out, sizeof(out)), ST_OK);
	ck_assert_uint_eq(MLX5CTL_GET(manage_pages_out, out, output_num_entries), 1);
	ck_assert_int_eq(run(in, inlen, out, sizeof(out)), ST_OK);
	ck_assert_uint_eq(MLX5CTL_GET(manage_pages_out, out, output_num_entries), 0);
	MLX5CTL_SET(manage_pages_in, in, op_mod, 7);
	ck_assert_int_eq(run(in, inlen, out, sizeof(out)), BAD_PARAM);
	MLX5CTL_SET(manage_pages_in, in, op_mod, 1);
	MLX5CTL_SET(manage_pages_in, in, function_id, 1);
	ck_assert_int_eq(run(in, inlen, out, sizeof(out)), BAD_PARAM);
	free(in);
}
END_TEST

/* mlx5_core sends ENABLE_HCA / DISABLE_HCA with the 12-byte outboxes of mlx5_ifc.h */
START_TEST(driver_outbox_sizes)
{
	ck_assert_uint_eq(MLX5CTL_ST_SZ_BYTES(enable_hca_out), 12);
	ck_assert_int_eq(simple(MLX5CTL_CMD_OP_ENABLE_HCA, MLX5CTL_ST_SZ_BYTES(enable_hca_in),
				MLX5CTL_ST_SZ_BYTES(enable_hca_out)), ST_OK);
	ck_assert_int_eq(simple(MLX5CTL_CMD_OP_DISABLE_HCA, MLX5CTL_ST_SZ_BYTES(disable_hca_in),
				MLX5CTL_ST_SZ_BYTES(disable_hca_out)), ST_OK);
	/* below status + syndrome nothing can be answered */
	ck_assert_int_eq(simple(MLX5CTL_CMD_OP_ENABLE_HCA, MLX5CTL_ST_SZ_BYTES(enable_hca_in), 7),
			 -1);
}
END_TEST

START_TEST(dispatch_errors)
{
	uint8_t in[16] = { 0 }, out[16];

	MLX5CTL_SET(mbox_in_hdr, in, opcode, 0x1234);
	ck_assert_int_eq(run(in, sizeof(in), out, sizeof(out)), MLX5CTL_CMD_STAT_BAD_OP_ERR);
	ck_assert_uint_eq(MLX5CTL_GET(mbox_out_hdr, out, status), MLX5CTL_CMD_STAT_BAD_OP_ERR);
	ck_assert_int_eq(run(in, 4, out, sizeof(out)), MLX5CTL_CMD_STAT_BAD_INP_LEN_ERR);
	ck_assert_int_eq(run(in, sizeof(in), out, 4), -1);
	ck_assert_int_eq(mlx5fw_exec(fw, NULL, 0, out, sizeof(out)), -1);
	/* a user uid on a kernel-only command */
	MLX5CTL_SET(mbox_in_hdr, in, opcode, MLX5CTL_CMD_OP_ENABLE_HCA);
	MLX5CTL_SET(mbox_in_hdr, in, uid, 5);
	ck_assert_int_eq(run(in, sizeof(in), out, sizeof(out)), BAD_PARAM);
}
END_TEST

START_TEST(uar_limits)
{
	IN(dealloc_uar);
	OUT(dealloc_uar);
	int i;

	init_hca();
	for (i = 0; i < 8; i++)
		ck_assert_uint_eq(alloc_uar(), 3 + i);
	ck_assert_int_eq(simple(MLX5CTL_CMD_OP_ALLOC_UAR, MLX5CTL_ST_SZ_BYTES(alloc_uar_in),
				MLX5CTL_ST_SZ_BYTES(alloc_uar_out)), MLX5CTL_CMD_STAT_LIM_ERR);
	MLX5CTL_SET(dealloc_uar_in, in, opcode, MLX5CTL_CMD_OP_DEALLOC_UAR);
	MLX5CTL_SET(dealloc_uar_in, in, uar, 0);
	ck_assert_int_eq(RUN(dealloc_uar, in, out), BAD_PARAM);
	MLX5CTL_SET(dealloc_uar_in, in, uar, 0xffffff);
	ck_assert_int_eq(RUN(dealloc_uar, in, out), BAD_PARAM);
	MLX5CTL_SET(dealloc_uar_in, in, uar, 5);
	ck_assert_int_eq(RUN(dealloc_uar, in, out), ST_OK);
	ck_assert_uint_eq(alloc_uar(), 5);
}
END_TEST

static Suite *hca_suite(void)
{
	Suite *s = suite_create("hca");
	TCase *tc = tcase_create("core");

	tcase_add_checked_fixture(tc, fw_setup, fw_teardown);
	tcase_add_test(tc, probe_and_teardown_order);
	tcase_add_test(tc, general_caps);
	tcase_add_test(tc, cap_pages);
	tcase_add_test(tc, cap_pages_73);
	tcase_add_test(tc, cap_op_mod_encoding);
	tcase_add_test(tc, set_caps_bounds);
	tcase_add_test(tc, cap_errors);
	tcase_add_test(tc, state_machine);
	tcase_add_test(tc, issi);
	tcase_add_test(tc, pages);
	tcase_add_test(tc, driver_outbox_sizes);
	tcase_add_test(tc, dispatch_errors);
	tcase_add_test(tc, uar_limits);
	suite_add_tcase(s, tc);
	return s;
}

FWTEST_MAIN(hca_suite)
