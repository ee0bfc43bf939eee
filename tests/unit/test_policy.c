// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * The driver's RPC policy and object table, generated/kernel/mlx5ctl_policy.c compiled as it is
 * (against tests/unit/kcompat/, a few lines of kernel headers): who may issue what, how an
 * op_mod and an access register raise the scope, and which objects are tracked. The inboxes are
 * built with the user-space accessors (generated/lib/mlx5ctl_ifc.h, first on the include path):
 * the kernel's header carries only what the driver uses, and the two layouts must agree.
 */
#include <check.h>
#include <stdlib.h>
#include <string.h>

#include <linux/kernel.h>

#include "mlx5ctl_ifc.h"
#include "mlx5ctl_policy.h"
#include "mlx5ctl_lib_prm.h"	/* the spec's tables, as libmlx5ctl has them */

#include "check_run.h"

static enum mlx5ctl_scope scope_of(u16 opcode, u16 op_mod)
{
	u8 in[MLX5CTL_ST_SZ_BYTES(mbox_in_hdr)] = { 0 };

	MLX5CTL_SET(mbox_in_hdr, in, opcode, opcode);
	MLX5CTL_SET(mbox_in_hdr, in, op_mod, op_mod);
	return mlx5ctl_rpc_scope(in, sizeof(in));
}

static enum mlx5ctl_scope reg_scope(u16 reg_id, bool write)
{
	u8 in[MLX5CTL_ST_SZ_BYTES(access_register_in) + 16] = { 0 };

	MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	MLX5CTL_SET(access_register_in, in, op_mod,
		    write ? MLX5CTL_ACCESS_REG_OP_MOD_WRITE : MLX5CTL_ACCESS_REG_OP_MOD_READ);
	MLX5CTL_SET(access_register_in, in, register_id, reg_id);
	return mlx5ctl_rpc_scope(in, sizeof(in));
}

START_TEST(test_kernel_only)
{
	static const u16 ops[] = {
		MLX5CTL_CMD_OP_ENABLE_HCA, MLX5CTL_CMD_OP_DISABLE_HCA, MLX5CTL_CMD_OP_INIT_HCA,
		MLX5CTL_CMD_OP_TEARDOWN_HCA, MLX5CTL_CMD_OP_MANAGE_PAGES, MLX5CTL_CMD_OP_SET_ISSI,
		MLX5CTL_CMD_OP_CREATE_EQ, MLX5CTL_CMD_OP_DESTROY_EQ, MLX5CTL_CMD_OP_ALLOC_UAR,
		MLX5CTL_CMD_OP_DEALLOC_UAR, MLX5CTL_CMD_OP_CREATE_UCTX, MLX5CTL_CMD_OP_DESTROY_UCTX,
		MLX5CTL_CMD_OP_CREATE_UMEM, MLX5CTL_CMD_OP_DESTROY_UMEM,
	};

	for (size_t i = 0; i < ARRAY_SIZE(ops); i++)
		ck_assert_msg(scope_of(ops[i], 0) == MLX5CTL_SCOPE_KERNEL_ONLY, "%s is not kernel-only",
			      mlx5ctl_cmd_name(ops[i]));
	/* an opcode the spec does not know, and an inbox shorter than its header */
	ck_assert_int_eq(scope_of(0xfff0, 0), MLX5CTL_SCOPE_KERNEL_ONLY);
	ck_assert_int_eq(mlx5ctl_rpc_scope("\x01\x00", 2), MLX5CTL_SCOPE_KERNEL_ONLY);
}
END_TEST

START_TEST(test_debug_read)
{
	ck_assert_int_eq(scope_of(MLX5CTL_CMD_OP_QUERY_HCA_CAP, 1), MLX5CTL_SCOPE_DEBUG_READ);
	ck_assert_int_eq(scope_of(MLX5CTL_CMD_OP_QUERY_ADAPTER, 0), MLX5CTL_SCOPE_DEBUG_READ);
	ck_assert_int_eq(scope_of(MLX5CTL_CMD_OP_ALLOC_PD, 0), MLX5CTL_SCOPE_DEBUG_READ);
	/* diagnostic counters, as upstream fwctl/mlx5 scopes them */
	ck_assert_int_eq(scope_of(MLX5CTL_CMD_OP_QUERY_DIAGNOSTIC_PARAMS, 0),
			 MLX5CTL_SCOPE_DEBUG_READ);
	ck_assert_int_eq(scope_of(MLX5CTL_CMD_OP_QUERY_DIAGNOSTIC_COUNTERS, 0),
			 MLX5CTL_SCOPE_DEBUG_READ);
	ck_assert_int_eq(scope_of(MLX5CTL_CMD_OP_SET_DIAGNOSTIC_PARAMS, 0),
			 MLX5CTL_SCOPE_DEBUG_WRITE);
	ck_assert_str_eq(mlx5ctl_scope_name(MLX5CTL_SCOPE_DEBUG_WRITE_FULL), "debug-write-full");
	ck_assert_str_eq(mlx5ctl_cmd_name(MLX5CTL_CMD_OP_QUERY_HCA_CAP), "QUERY_HCA_CAP");
}
END_TEST

/*
 * Upstream fwctl/mlx5's allowlist (drivers/fwctl/mlx5/main.c, Linux 6.15): every opcode it
 * lets user space send is in the spec and open to user space at upstream's scope.
 */
START_TEST(test_upstream_allowlist)
{
	static const u16 configuration[] = {
		MLX5CTL_CMD_OP_POSTPONE_CONNECTED_QP_TIMEOUT, MLX5CTL_CMD_OP_QUERY_ADAPTER,
		MLX5CTL_CMD_OP_QUERY_ESW_FUNCTIONS, MLX5CTL_CMD_OP_QUERY_HCA_CAP,
		MLX5CTL_CMD_OP_QUERY_HCA_VPORT_CONTEXT, MLX5CTL_CMD_OP_QUERY_OTHER_HCA_CAP,
		MLX5CTL_CMD_OP_QUERY_ROCE_ADDRESS, MLX5CTL_CMD_OP_QUERY_VUID,
		MLX5CTL_CMD_OP_SET_HCA_CAP,
	};
	static const u16 debug_read[] = {
		MLX5CTL_CMD_OP_FPGA_QUERY_QP_COUNTERS, MLX5CTL_CMD_OP_FPGA_QUERY_QP,
		MLX5CTL_CMD_OP_NOP, MLX5CTL_CMD_OP_QUERY_AFU, MLX5CTL_CMD_OP_QUERY_BURST_SIZE,
		MLX5CTL_CMD_OP_QUERY_CAPI_PEC, MLX5CTL_CMD_OP_QUERY_CONG_PARAMS,
		MLX5CTL_CMD_OP_QUERY_CONG_STATISTICS, MLX5CTL_CMD_OP_QUERY_CONG_STATUS,
		MLX5CTL_CMD_OP_QUERY_CQ, MLX5CTL_CMD_OP_QUERY_CRYPTO_STATE,
		MLX5CTL_CMD_OP_QUERY_DC_CNAK_TRACE, MLX5CTL_CMD_OP_QUERY_DCT,
		MLX5CTL_CMD_OP_QUERY_DELAY_DROP_PARAMS, MLX5CTL_CMD_OP_QUERY_DIAGNOSTIC_COUNTERS,
		MLX5CTL_CMD_OP_QUERY_DIAGNOSTIC_PARAMS, MLX5CTL_CMD_OP_QUERY_DPA_PARTITION,
		MLX5CTL_CMD_OP_QUERY_DPA_PARTITIONS, MLX5CTL_CMD_OP_QUERY_DRIVER_VERSION,
		MLX5CTL_CMD_OP_QUERY_EMULATED_FUNCTIONS_INFO,
		MLX5CTL_CMD_OP_QUERY_EMULATED_RESOURCES_INFO,
		MLX5CTL_CMD_OP_QUERY_EMULATION_DEVICE_EQ_MSIX_MAPPING, MLX5CTL_CMD_OP_QUERY_EQ,
		MLX5CTL_CMD_OP_QUERY_ESW_VPORT_CONTEXT, MLX5CTL_CMD_OP_QUERY_FLOW_COUNTER,
		MLX5CTL_CMD_OP_QUERY_FLOW_GROUP, MLX5CTL_CMD_OP_QUERY_FLOW_TABLE_ENTRY,
		MLX5CTL_CMD_OP_QUERY_FLOW_TABLE, MLX5CTL_CMD_OP_QUERY_GENERAL_OBJECT,
		MLX5CTL_CMD_OP_QUERY_HCA_VPORT_GID, MLX5CTL_CMD_OP_QUERY_HCA_VPORT_PKEY,
		MLX5CTL_CMD_OP_QUERY_ISSI, MLX5CTL_CMD_OP_QUERY_L2_TABLE_ENTRY,
		MLX5CTL_CMD_OP_QUERY_LAG, MLX5CTL_CMD_OP_QUERY_MAD_DEMUX,
		MLX5CTL_CMD_OP_QUERY_MATCH_SAMPLE_INFO, MLX5CTL_CMD_OP_QUERY_MKEY,
		MLX5CTL_CMD_OP_QUERY_MODIFY_HEADER_CONTEXT, MLX5CTL_CMD_OP_QUERY_MTT,
		MLX5CTL_CMD_OP_QUERY_NIC_VPORT_CONTEXT,
		MLX5CTL_CMD_OP_QUERY_NVMF_BACKEND_CONTROLLER,
		MLX5CTL_CMD_OP_QUERY_NVMF_CC_RESPONSE,
		MLX5CTL_CMD_OP_QUERY_NVMF_NAMESPACE_CONTEXT,
		MLX5CTL_CMD_OP_QUERY_PACKET_REFORMAT_CONTEXT, MLX5CTL_CMD_OP_QUERY_PAGES,
		MLX5CTL_CMD_OP_QUERY_PSV, MLX5CTL_CMD_OP_QUERY_Q_COUNTER, MLX5CTL_CMD_OP_QUERY_QP,
		MLX5CTL_CMD_OP_QUERY_RATE_LIMIT, MLX5CTL_CMD_OP_QUERY_RDB,
		MLX5CTL_CMD_OP_QUERY_REGEXP_PARAMS, MLX5CTL_CMD_OP_QUERY_REGEXP_REGISTER,
		MLX5CTL_CMD_OP_QUERY_RMP, MLX5CTL_CMD_OP_QUERY_RQ, MLX5CTL_CMD_OP_QUERY_RQT,
		MLX5CTL_CMD_OP_QUERY_RSV_RESOURCES, MLX5CTL_CMD_OP_QUERY_SCHED_QUEUE,
		MLX5CTL_CMD_OP_QUERY_SCHEDULING_ELEMENT, MLX5CTL_CMD_OP_QUERY_SF_PARTITION,
		MLX5CTL_CMD_OP_QUERY_SPECIAL_CONTEXTS, MLX5CTL_CMD_OP_QUERY_SQ,
		MLX5CTL_CMD_OP_QUERY_SRQ, MLX5CTL_CMD_OP_QUERY_TIR, MLX5CTL_CMD_OP_QUERY_TIS,
		MLX5CTL_CMD_OP_QUERY_UCTX, MLX5CTL_CMD_OP_QUERY_UMEM,
		MLX5CTL_CMD_OP_QUERY_VHCA_MIGRATION_STATE, MLX5CTL_CMD_OP_QUERY_VHCA_STATE,
		MLX5CTL_CMD_OP_QUERY_VNIC_ENV, MLX5CTL_CMD_OP_QUERY_VPORT_COUNTER,
		MLX5CTL_CMD_OP_QUERY_VPORT_STATE, MLX5CTL_CMD_OP_QUERY_WOL_ROL,
		MLX5CTL_CMD_OP_QUERY_XRC_SRQ, MLX5CTL_CMD_OP_QUERY_XRQ_DC_PARAMS_ENTRY,
		MLX5CTL_CMD_OP_QUERY_XRQ_ERROR_PARAMS, MLX5CTL_CMD_OP_QUERY_XRQ,
		MLX5CTL_CMD_OP_USER_QUERY_XRQ_DC_PARAMS_ENTRY,
		MLX5CTL_CMD_OP_USER_QUERY_XRQ_ERROR_PARAMS,
	};

	for (size_t i = 0; i < ARRAY_SIZE(configuration); i++) {
		enum mlx5ctl_scope s = scope_of(configuration[i], 0);

		/* upstream: any scope; here QUERY_ADAPTER and QUERY_HCA_CAP are debug-read */
		ck_assert_msg(s == MLX5CTL_SCOPE_CONFIGURATION || s == MLX5CTL_SCOPE_DEBUG_READ,
			      "0x%x: %s", configuration[i], mlx5ctl_scope_name(s));
	}
	for (size_t i = 0; i < ARRAY_SIZE(debug_read); i++)
		ck_assert_msg(scope_of(debug_read[i], 0) == MLX5CTL_SCOPE_DEBUG_READ, "%s: %s",
			      mlx5ctl_cmd_name(debug_read[i]),
			      mlx5ctl_scope_name(scope_of(debug_read[i], 0)));
	ck_assert_int_eq(scope_of(MLX5CTL_CMD_OP_SET_DIAGNOSTIC_PARAMS, 0),
			 MLX5CTL_SCOPE_DEBUG_WRITE);
	/* ACCESS_REG and ACCESS_REGISTER_USER: the register decides (test_access_reg) */
	ck_assert_int_ne(scope_of(MLX5CTL_CMD_OP_ACCESS_REGISTER_USER, 0),
			 MLX5CTL_SCOPE_KERNEL_ONLY);
}
END_TEST

START_TEST(test_access_reg)
{
	ck_assert_int_eq(reg_scope(MLX5CTL_REG_MGIR, false), MLX5CTL_SCOPE_DEBUG_READ);
	/* a read-only register cannot be written from user space */
	ck_assert_int_eq(reg_scope(MLX5CTL_REG_MGIR, true), MLX5CTL_SCOPE_KERNEL_ONLY);
	/* a register write is a write */
	ck_assert_int_eq(reg_scope(MLX5CTL_REG_MTMP, true), MLX5CTL_SCOPE_DEBUG_WRITE);
	ck_assert_int_eq(reg_scope(MLX5CTL_REG_HOST_ENDIANNESS, true), MLX5CTL_SCOPE_KERNEL_ONLY);
	ck_assert_int_eq(reg_scope(MLX5CTL_REG_HOST_ENDIANNESS, false), MLX5CTL_SCOPE_KERNEL_ONLY);
	/* a dump request is a "write" that only reads */
	ck_assert_int_eq(reg_scope(MLX5CTL_REG_RESOURCE_DUMP, true), MLX5CTL_SCOPE_DEBUG_READ);
	ck_assert_int_eq(reg_scope(MLX5CTL_REG_CORE_DUMP, true), MLX5CTL_SCOPE_DEBUG_READ);
	ck_assert_int_eq(reg_scope(MLX5CTL_REG_CORE_DUMP, false), MLX5CTL_SCOPE_DEBUG_READ);
	ck_assert_int_eq(reg_scope(MLX5CTL_REG_PDDR, false), MLX5CTL_SCOPE_DEBUG_READ);
	ck_assert_int_eq(reg_scope(MLX5CTL_REG_PDDR, true), MLX5CTL_SCOPE_KERNEL_ONLY);
	ck_assert_int_eq(reg_scope(MLX5CTL_REG_MTMP, false), MLX5CTL_SCOPE_DEBUG_READ);
	/* the registers operators read: reads are debug-read, RCR's write a debug write */
	ck_assert_int_eq(reg_scope(MLX5CTL_REG_PPCNT, false), MLX5CTL_SCOPE_DEBUG_READ);
	ck_assert_int_eq(reg_scope(MLX5CTL_REG_PPCNT, true), MLX5CTL_SCOPE_DEBUG_WRITE);
	ck_assert_int_eq(reg_scope(MLX5CTL_REG_PCAM, false), MLX5CTL_SCOPE_DEBUG_READ);
	ck_assert_int_eq(reg_scope(MLX5CTL_REG_NODE_DESC, true), MLX5CTL_SCOPE_KERNEL_ONLY);
	ck_assert_int_eq(reg_scope(MLX5CTL_REG_RCR, false), MLX5CTL_SCOPE_DEBUG_READ);
	ck_assert_int_eq(reg_scope(MLX5CTL_REG_RCR, true), MLX5CTL_SCOPE_DEBUG_WRITE);
	/* registers the spec does not describe: full debug rights either way */
	ck_assert_int_eq(reg_scope(0x1234, false), MLX5CTL_SCOPE_DEBUG_WRITE_FULL);
	ck_assert_int_eq(reg_scope(0x1234, true), MLX5CTL_SCOPE_DEBUG_WRITE_FULL);
	/* register 0 is no register of the spec */
	ck_assert_int_eq(scope_of(MLX5CTL_CMD_OP_ACCESS_REG, 1), MLX5CTL_SCOPE_DEBUG_WRITE_FULL);
}
END_TEST

START_TEST(test_short_inbox)
{
	u8 in[MLX5CTL_ST_SZ_BYTES(access_register_in)] = { 0 };

	MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	MLX5CTL_SET(access_register_in, in, op_mod, MLX5CTL_ACCESS_REG_OP_MOD_READ);
	MLX5CTL_SET(access_register_in, in, register_id, MLX5CTL_REG_MGIR);
	ck_assert_int_eq(mlx5ctl_rpc_scope(in, sizeof(in)), MLX5CTL_SCOPE_DEBUG_READ);
	/* too short to hold the header (and the register id): never forwarded */
	ck_assert_int_eq(mlx5ctl_rpc_scope(in, sizeof(in) - 4), MLX5CTL_SCOPE_KERNEL_ONLY);
}
END_TEST

START_TEST(test_objects)
{
	const struct mlx5ctl_obj_type *pd = mlx5ctl_obj_by_create(MLX5CTL_CMD_OP_ALLOC_PD);
	const struct mlx5ctl_obj_type *mkey = mlx5ctl_obj_by_create(MLX5CTL_CMD_OP_CREATE_MKEY);
	u8 out[MLX5CTL_ST_SZ_BYTES(alloc_pd_out)] = { 0 };
	u8 in[64] = { 0 };

	ck_assert_ptr_nonnull(pd);
	ck_assert_str_eq(pd->name, "PD");
	ck_assert_uint_eq(pd->destroy_opcode, MLX5CTL_CMD_OP_DEALLOC_PD);
	ck_assert_ptr_eq(mlx5ctl_obj_by_destroy(MLX5CTL_CMD_OP_DEALLOC_PD), pd);
	ck_assert_ptr_nonnull(mkey);
	ck_assert_uint_eq(mkey->destroy_opcode, MLX5CTL_CMD_OP_DESTROY_MKEY);
	ck_assert_ptr_null(mlx5ctl_obj_by_create(MLX5CTL_CMD_OP_QUERY_HCA_CAP));
	ck_assert_ptr_null(mlx5ctl_obj_by_destroy(MLX5CTL_CMD_OP_DESTROY_UMEM));
	/* the id travels from the create outbox to the destroy inbox */
	MLX5CTL_SET(alloc_pd_out, out, pd, 0xabcde);
	ck_assert_uint_eq(mlx5ctl_get_bits(out, pd->id_out_bit, pd->id_out_width), 0xabcde);
	ck_assert_uint_le(pd->destroy_inlen, sizeof(in));
	mlx5ctl_set_bits(in, pd->id_in_bit, pd->id_in_width, 0xabcde);
	ck_assert_uint_eq(MLX5CTL_GET(dealloc_pd_in, in, pd), 0xabcde);
	ck_assert_uint_eq(pd->destroy_inlen, MLX5CTL_ST_SZ_BYTES(dealloc_pd_in));
}
END_TEST

START_TEST(test_bits)
{
	u8 buf[8] = { 0 };

	mlx5ctl_set_bits(buf, 4, 8, 0xff);
	ck_assert_uint_eq(buf[0], 0x0f);
	ck_assert_uint_eq(buf[1], 0xf0);
	ck_assert_uint_eq(mlx5ctl_get_bits(buf, 4, 8), 0xff);
	mlx5ctl_set_bits(buf, 32, 32, 0x12345678);
	ck_assert_uint_eq(mlx5ctl_get_bits(buf, 32, 32), 0x12345678);
	ck_assert_uint_eq(buf[4], 0x12);
	/* setting one field leaves its neighbours alone */
	ck_assert_uint_eq(mlx5ctl_get_bits(buf, 4, 8), 0xff);
}
END_TEST

/* the spec's constraints on what user space may send: the driver's EINVAL */
START_TEST(test_violations)
{
	u8 in[MLX5CTL_ST_SZ_BYTES(create_mkey_in) + 16] = { 0 };
	u8 reg[MLX5CTL_ST_SZ_BYTES(access_register_in) + 16] = { 0 };
	void *mkc = MLX5CTL_ADDR_OF(create_mkey_in, in, memory_key_mkey_entry);
	size_t len = MLX5CTL_ST_SZ_BYTES(create_mkey_in);

	/* a UMEM-backed MTT key, as libmlx5ctl makes it */
	MLX5CTL_SET(create_mkey_in, in, opcode, MLX5CTL_CMD_OP_CREATE_MKEY);
	MLX5CTL_SET(create_mkey_in, in, mkey_umem_valid, 1);
	MLX5CTL_SET(mkc, mkc, access_mode_1_0, MLX5CTL_MKC_ACCESS_MODE_MTT);
	ck_assert_ptr_null(mlx5ctl_rpc_violation(in, len, MLX5CTL_SCOPE_DEBUG_READ));
	/* every hole of the translation: no UMEM, PA, extended modes, inline entries */
	MLX5CTL_SET(create_mkey_in, in, mkey_umem_valid, 0);
	ck_assert_str_eq(mlx5ctl_rpc_violation(in, len, MLX5CTL_SCOPE_DEBUG_READ), "CREATE_MKEY: mkey_umem_valid must be 0x1");
	MLX5CTL_SET(create_mkey_in, in, mkey_umem_valid, 1);
	MLX5CTL_SET(mkc, mkc, access_mode_1_0, MLX5CTL_MKC_ACCESS_MODE_PA);
	ck_assert_ptr_nonnull(mlx5ctl_rpc_violation(in, len, MLX5CTL_SCOPE_DEBUG_READ));
	MLX5CTL_SET(mkc, mkc, access_mode_1_0, MLX5CTL_MKC_ACCESS_MODE_KLMS);
	ck_assert_ptr_nonnull(mlx5ctl_rpc_violation(in, len, MLX5CTL_SCOPE_DEBUG_READ));
	MLX5CTL_SET(mkc, mkc, access_mode_1_0, MLX5CTL_MKC_ACCESS_MODE_MTT);
	MLX5CTL_SET(mkc, mkc, access_mode_4_2, 1);
	ck_assert_ptr_nonnull(mlx5ctl_rpc_violation(in, len, MLX5CTL_SCOPE_DEBUG_READ));
	MLX5CTL_SET(mkc, mkc, access_mode_4_2, 0);
	MLX5CTL_SET(create_mkey_in, in, translations_octword_actual_size, 1);
	ck_assert_ptr_nonnull(mlx5ctl_rpc_violation(in, len, MLX5CTL_SCOPE_DEBUG_READ));
	MLX5CTL_SET(create_mkey_in, in, translations_octword_actual_size, 0);
	ck_assert_str_eq(mlx5ctl_rpc_violation(in, sizeof(in), MLX5CTL_SCOPE_DEBUG_READ),
			 "CREATE_MKEY: klm_pas_mtt must be absent (the inbox ends before it)");
	/* cross-function fields */
	MLX5CTL_SET(mkc, mkc, crossing_target_vhca_id, 1);
	ck_assert_ptr_nonnull(mlx5ctl_rpc_violation(in, len, MLX5CTL_SCOPE_DEBUG_READ));
	MLX5CTL_SET(mkc, mkc, crossing_target_vhca_id, 0);
	MLX5CTL_SET(create_mkey_in, in, data_direct, 1);
	ck_assert_ptr_nonnull(mlx5ctl_rpc_violation(in, len, MLX5CTL_SCOPE_DEBUG_READ));
	MLX5CTL_SET(create_mkey_in, in, data_direct, 0);
	/* a short inbox cannot leave out mkey_umem_valid */
	ck_assert_ptr_nonnull(mlx5ctl_rpc_violation(in, 12 + 4, MLX5CTL_SCOPE_DEBUG_READ));
	ck_assert_ptr_null(mlx5ctl_rpc_violation(in, len, MLX5CTL_SCOPE_DEBUG_READ));
	/* the header word after the UID, for every command */
	MLX5CTL_SET(mbox_in_hdr, in, vhca_tunnel_id, 1);
	ck_assert_str_eq(mlx5ctl_rpc_violation(in, len, MLX5CTL_SCOPE_DEBUG_READ), "header: vhca_tunnel_id must be 0x0");
	MLX5CTL_SET(mbox_in_hdr, reg, opcode, MLX5CTL_CMD_OP_QUERY_ISSI);
	MLX5CTL_SET(mbox_in_hdr, reg, vhca_tunnel_id, 0x8000);
	ck_assert_ptr_nonnull(mlx5ctl_rpc_violation(reg, 16, MLX5CTL_SCOPE_DEBUG_READ));
	/* ACCESS_REG: exactly write and read */
	memset(reg, 0, sizeof(reg));
	MLX5CTL_SET(access_register_in, reg, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	MLX5CTL_SET(access_register_in, reg, register_id, MLX5CTL_REG_MTMP);
	for (u32 op_mod = 0; op_mod < 0x10000; op_mod += op_mod < 8 ? 1 : 0x1111) {
		const char *v;

		MLX5CTL_SET(access_register_in, reg, op_mod, op_mod);
		v = mlx5ctl_rpc_violation(reg, sizeof(reg), MLX5CTL_SCOPE_DEBUG_READ);
		if (op_mod == MLX5CTL_ACCESS_REG_OP_MOD_WRITE ||
		    op_mod == MLX5CTL_ACCESS_REG_OP_MOD_READ)
			ck_assert_ptr_null(v);
		else
			ck_assert_str_eq(v, "ACCESS_REG: op_mod must be one of 0x0, 0x1");
	}
	ck_assert_str_eq(mlx5ctl_rpc_violation("\x01\x00", 2, MLX5CTL_SCOPE_DEBUG_READ),
			 "inbox shorter than the mailbox header");
}
END_TEST

/*
 * Every command of the spec, every inbox length up to 1 KiB, each in a heap buffer of exactly
 * that length (ASan stops at the first byte past it): scope and constraint checks read only
 * what the inbox holds. The fields they read are loaded a whole big-endian dword at a time,
 * so an inbox that ends inside a constrained field's dword must be refused unread.
 */
START_TEST(test_exact_inbox)
{
	unsigned int opcodes = 0;

	for (u32 opcode = 0; opcode < 0x10000; opcode++) {
		if (!strcmp(mlx5ctl_cmd_name(opcode), "UNKNOWN"))
			continue;
		opcodes++;
		for (size_t len = 1; len <= 1024; len++) {
			u8 *in = malloc(len);

			ck_assert_ptr_nonnull(in);
			for (int fill = 0; fill < 2; fill++) {
				memset(in, fill ? 0xff : 0, len);
				if (len >= 2)
					in[0] = opcode >> 8, in[1] = opcode & 0xff;
				if (len >= 4 && fill)
					in[2] = in[3] = 0; /* op_mod 0: a register write */
				(void)mlx5ctl_rpc_scope(in, len);
				(void)mlx5ctl_rpc_violation(in, len, MLX5CTL_SCOPE_DEBUG_READ);
			}
			free(in);
		}
	}
	/* the loop saw the spec's commands, not an empty name table */
	ck_assert_uint_ge(opcodes, 100);
	/* a constrained field's dword cut short: refused, whatever the bytes it holds */
	{
		u8 *in = calloc(1, 19);

		ck_assert_ptr_nonnull(in);
		MLX5CTL_SET(create_mkey_in, in, opcode, MLX5CTL_CMD_OP_CREATE_MKEY);
		MLX5CTL_SET(create_mkey_in, in, mkey_umem_valid, 1);
		in[18] = 0x01; /* bits 0x96..0x97: access_mode_1_0 = MTT, byte 19 missing */
		ck_assert_str_eq(mlx5ctl_rpc_violation(in, 19, MLX5CTL_SCOPE_DEBUG_READ),
				 "CREATE_MKEY: access_mode_1_0 must be 0x1");
		free(in);
	}
}
END_TEST

/* the UCTX asks for what the commands open to user space need, never RAW_TX */
/* SET_HCA_CAP from user space: another function's capabilities only (upstream's rule) */
START_TEST(test_set_hca_cap)
{
	u8 in[MLX5CTL_ST_SZ_BYTES(set_hca_cap_in)] = { 0 };

	MLX5CTL_SET(set_hca_cap_in, in, opcode, MLX5CTL_CMD_OP_SET_HCA_CAP);
	ck_assert_int_eq(mlx5ctl_rpc_scope(in, sizeof(in)), MLX5CTL_SCOPE_CONFIGURATION);
	ck_assert_ptr_nonnull(mlx5ctl_rpc_violation(in, sizeof(in), MLX5CTL_SCOPE_DEBUG_READ));
	MLX5CTL_SET(set_hca_cap_in, in, other_function, 1);
	ck_assert_ptr_null(mlx5ctl_rpc_violation(in, sizeof(in), MLX5CTL_SCOPE_DEBUG_READ));
	MLX5CTL_SET(set_hca_cap_in, in, ec_vf_function, 1);
	ck_assert_ptr_nonnull(mlx5ctl_rpc_violation(in, sizeof(in), MLX5CTL_SCOPE_DEBUG_READ));
}
END_TEST

START_TEST(test_uctx_caps)
{
	ck_assert_uint_eq(MLX5CTL_UCTX_CAPS_USED & MLX5CTL_UCTX_CAP_RAW_TX, 0);
	ck_assert_uint_ne(MLX5CTL_UCTX_CAPS_USED & MLX5CTL_UCTX_CAP_TOOLS_RESOURCES, 0);
	ck_assert_uint_ne(MLX5CTL_UCTX_CAPS_USED & MLX5CTL_UCTX_CAP_INTERNAL_DEVICE_RESOURCES, 0);
}
END_TEST

/* ---- register payload rules (the spec's register constraints) ---- */

static u8 *reg_inbox(u16 reg_id, bool write, size_t datalen, int fill)
{
	u8 *in = malloc(MLX5CTL_ST_SZ_BYTES(access_register_in) + datalen);

	ck_assert_ptr_nonnull(in);
	memset(in, fill, MLX5CTL_ST_SZ_BYTES(access_register_in) + datalen);
	memset(in, 0, MLX5CTL_ST_SZ_BYTES(access_register_in));
	MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	MLX5CTL_SET(access_register_in, in, op_mod,
		    write ? MLX5CTL_ACCESS_REG_OP_MOD_WRITE : MLX5CTL_ACCESS_REG_OP_MOD_READ);
	MLX5CTL_SET(access_register_in, in, register_id, reg_id);
	return in;
}

static enum mlx5ctl_scope scope_named(const char *name)
{
	for (int s = MLX5CTL_SCOPE_KERNEL_ONLY; s <= MLX5CTL_SCOPE_DEBUG_WRITE_FULL; s++)
		if (!strcmp(mlx5ctl_scope_name(s), name))
			return s;
	ck_abort_msg("no scope '%s'", name);
	return MLX5CTL_SCOPE_KERNEL_ONLY;
}

/* whether a payload of datalen bytes keeps a rule: a field its dword does not reach is not kept */
static bool rule_kept(const struct mlx5ctl_reg_desc *r, const struct mlx5ctl_reg_rule *k,
		      const u8 *data, size_t datalen)
{
	struct mlx5ctl_prm_ref ref;
	char err[128];
	u64 v;

	ck_assert_msg(!mlx5ctl_prm_resolve(r->layout, k->field, &ref, err, sizeof(err)), "%s: %s",
		      r->name, err);
	if ((ref.bit / 32 + 1) * 4 > datalen)
		return false;
	v = mlx5ctl_get_bits(data, ref.bit, ref.f->width);
	for (unsigned int i = 0; i < k->nvalues; i++)
		if (v == k->values[i])
			return true;
	return false;
}

/*
 * Every register of the spec, both directions, every payload length from none to its layout
 * and a dword more, all zeros and all ones, in a heap buffer of exactly the inbox's length
 * (ASan stops at the first byte read past it): the scope and the refusals are the ones the
 * spec's rules give, computed here from the library's tables (generated by another template).
 */
START_TEST(test_reg_rules_exact)
{
	const struct mlx5ctl_reg_desc *r;
	unsigned int regs = 0, lifted = 0, refused = 0;

	for (unsigned int i = 0; (r = mlx5ctl_prm_register_at(i)); i++) {
		size_t layout = r->layout->size_bits / 8;

		regs++;
		for (int write = 0; write < 2; write++) {
			enum mlx5ctl_scope base = scope_named(write ? r->write_scope :
								      r->read_scope);

			for (size_t dlen = 0; dlen <= layout + 4; dlen++) {
				for (int fill = 0; fill <= 0xff; fill += 0xff) {
					size_t len = MLX5CTL_ST_SZ_BYTES(access_register_in) + dlen;
					u8 *in = reg_inbox(r->id, write, dlen, fill);
					const u8 *data = in + MLX5CTL_ST_SZ_BYTES(access_register_in);
					enum mlx5ctl_scope want = base, got = mlx5ctl_rpc_scope(in, len);
					const char *refusal = NULL, *v;

					for (unsigned int j = 0; j < r->nrules; j++) {
						const struct mlx5ctl_reg_rule *k = &r->rules[j];

						if (k->write != !!write || rule_kept(r, k, data, dlen))
							continue;
						if (k->lifts)
							want = scope_named(r->write_scope);
						else if (!refusal)
							refusal = k->field;
					}
					ck_assert_msg(got == want, "%s %s, %zu bytes of 0x%02x: scope %s, "
						      "the spec's rules give %s", r->name,
						      write ? "write" : "read", dlen, fill,
						      mlx5ctl_scope_name(got), mlx5ctl_scope_name(want));
					lifted += got != base;
					v = mlx5ctl_rpc_violation(in, len, got);
					if (refusal && got < MLX5CTL_SCOPE_DEBUG_WRITE) {
						char want_v[128];

						snprintf(want_v, sizeof(want_v), "%s: %s must be ", r->name,
							 refusal);
						ck_assert_msg(v && !strncmp(v, want_v, strlen(want_v)),
							      "%s %s, %zu bytes of 0x%02x: '%s', want '%s...'",
							      r->name, write ? "write" : "read", dlen, fill,
							      v ? v : "(kept)", want_v);
						refused++;
					} else {
						ck_assert_msg(!v, "%s %s, %zu bytes of 0x%02x: refused: %s",
							      r->name, write ? "write" : "read", dlen, fill, v);
					}
					/* a caller at debug-write is bound by none of them */
					ck_assert_ptr_null(mlx5ctl_rpc_violation(in, len,
										  MLX5CTL_SCOPE_DEBUG_WRITE));
					free(in);
				}
			}
		}
	}
	ck_assert_uint_ge(regs, 30);
	/* the loop met rules of both kinds, not an empty table */
	ck_assert_uint_gt(lifted, 0);
	ck_assert_uint_gt(refused, 0);
}
END_TEST

/* the decisions of prm/, one by one: what a debug read may not do */
START_TEST(test_reg_rules_named)
{
	u8 *in;
	size_t len;

	/*
	 * PPCNT clr: a read that clears the counters does what the clearing write does:
	 * debug-write (tainting), never refused; a write of PPCNT is debug-write with or without
	 */
	len = MLX5CTL_ST_SZ_BYTES(access_register_in) + MLX5CTL_ST_SZ_BYTES(ppcnt_reg);
	in = reg_inbox(MLX5CTL_REG_PPCNT, false, MLX5CTL_ST_SZ_BYTES(ppcnt_reg), 0);
	MLX5CTL_SET(ppcnt_reg, in + 16, local_port, 1);
	ck_assert_ptr_null(mlx5ctl_rpc_violation(in, len, MLX5CTL_SCOPE_DEBUG_READ));
	ck_assert_int_eq(mlx5ctl_rpc_scope(in, len), MLX5CTL_SCOPE_DEBUG_READ);
	MLX5CTL_SET(ppcnt_reg, in + 16, clr, 1);
	ck_assert_int_eq(mlx5ctl_rpc_scope(in, len), MLX5CTL_SCOPE_DEBUG_WRITE);
	ck_assert_ptr_null(mlx5ctl_rpc_violation(in, len, MLX5CTL_SCOPE_DEBUG_WRITE));
	/* ... and through ACCESS_REGISTER_USER too */
	MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REGISTER_USER);
	ck_assert_int_eq(mlx5ctl_rpc_scope(in, len), MLX5CTL_SCOPE_DEBUG_WRITE);
	MLX5CTL_SET(access_register_in, in, op_mod, MLX5CTL_ACCESS_REG_OP_MOD_WRITE);
	MLX5CTL_SET(ppcnt_reg, in + 16, grp, MLX5CTL_PPCNT_GRP_ALL_GROUPS);
	ck_assert_int_eq(mlx5ctl_rpc_scope(in, len), MLX5CTL_SCOPE_DEBUG_WRITE);
	MLX5CTL_SET(ppcnt_reg, in + 16, clr, 0);
	ck_assert_int_eq(mlx5ctl_rpc_scope(in, len), MLX5CTL_SCOPE_DEBUG_WRITE);
	free(in);

	/* MTMP mtr: a read that resets the maximum is a write: debug-write, not refused */
	len = MLX5CTL_ST_SZ_BYTES(access_register_in) + MLX5CTL_ST_SZ_BYTES(mtmp_reg);
	in = reg_inbox(MLX5CTL_REG_MTMP, false, MLX5CTL_ST_SZ_BYTES(mtmp_reg), 0);
	ck_assert_int_eq(mlx5ctl_rpc_scope(in, len), MLX5CTL_SCOPE_DEBUG_READ);
	MLX5CTL_SET(mtmp_reg, in + 16, mtr, 1);
	ck_assert_int_eq(mlx5ctl_rpc_scope(in, len), MLX5CTL_SCOPE_DEBUG_WRITE);
	ck_assert_ptr_null(mlx5ctl_rpc_violation(in, len, MLX5CTL_SCOPE_DEBUG_WRITE));
	MLX5CTL_SET(mtmp_reg, in + 16, mtr, 0);
	MLX5CTL_SET(mtmp_reg, in + 16, weme, 1);
	ck_assert_int_eq(mlx5ctl_rpc_scope(in, len), MLX5CTL_SCOPE_DEBUG_WRITE);
	/* mte in a read is no operation */
	MLX5CTL_SET(mtmp_reg, in + 16, weme, 0);
	MLX5CTL_SET(mtmp_reg, in + 16, mte, 1);
	ck_assert_int_eq(mlx5ctl_rpc_scope(in, len), MLX5CTL_SCOPE_DEBUG_READ);
	/* a read too short to hold mtr's dword takes the write's scope, unread */
	ck_assert_int_eq(mlx5ctl_rpc_scope(in, 16 + 8), MLX5CTL_SCOPE_DEBUG_WRITE);
	free(in);

	/* PMAOS rst, MCIA l and password, PDDR's undescribed pages */
	len = MLX5CTL_ST_SZ_BYTES(access_register_in) + MLX5CTL_ST_SZ_BYTES(pmaos_reg);
	in = reg_inbox(MLX5CTL_REG_PMAOS, false, MLX5CTL_ST_SZ_BYTES(pmaos_reg), 0);
	MLX5CTL_SET(pmaos_reg, in + 16, rst, 1);
	ck_assert_str_eq(mlx5ctl_rpc_violation(in, len, MLX5CTL_SCOPE_DEBUG_READ),
			 "PMAOS: rst must be 0x0 in a read");
	free(in);
	len = MLX5CTL_ST_SZ_BYTES(access_register_in) + MLX5CTL_ST_SZ_BYTES(mcia_reg);
	in = reg_inbox(MLX5CTL_REG_MCIA, false, MLX5CTL_ST_SZ_BYTES(mcia_reg), 0);
	ck_assert_ptr_null(mlx5ctl_rpc_violation(in, len, MLX5CTL_SCOPE_DEBUG_READ));
	MLX5CTL_SET(mcia_reg, in + 16, password, 0x1234);
	ck_assert_str_eq(mlx5ctl_rpc_violation(in, len, MLX5CTL_SCOPE_DEBUG_READ),
			 "MCIA: password must be 0x0 in a read");
	MLX5CTL_SET(mcia_reg, in + 16, password, 0);
	MLX5CTL_SET(mcia_reg, in + 16, l, 1);
	ck_assert_str_eq(mlx5ctl_rpc_violation(in, len, MLX5CTL_SCOPE_DEBUG_READ),
			 "MCIA: l must be 0x0 in a read");
	free(in);
	len = MLX5CTL_ST_SZ_BYTES(access_register_in) + MLX5CTL_ST_SZ_BYTES(pddr_reg);
	in = reg_inbox(MLX5CTL_REG_PDDR, false, MLX5CTL_ST_SZ_BYTES(pddr_reg), 0);
	for (u32 page = 0; page < 0x100; page++) {
		MLX5CTL_SET(pddr_reg, in + 16, page_select, page);
		if (page <= MLX5CTL_PDDR_PAGE_MODULE_INFO ||
		    page == MLX5CTL_PDDR_PAGE_LINK_DOWN_INFO ||
		    page == MLX5CTL_PDDR_PAGE_LINK_UP_INFO ||
		    page == MLX5CTL_PDDR_PAGE_MODULE_LATCHED_FLAG_INFO)
			ck_assert_ptr_null(mlx5ctl_rpc_violation(in, len,
								 MLX5CTL_SCOPE_DEBUG_READ));
		else
			ck_assert_ptr_nonnull(mlx5ctl_rpc_violation(in, len,
								    MLX5CTL_SCOPE_DEBUG_READ));
	}
	free(in);
	/* SLTP's c_db copies the lane's settings to the firmware's database */
	len = MLX5CTL_ST_SZ_BYTES(access_register_in) + MLX5CTL_ST_SZ_BYTES(sltp_ext);
	in = reg_inbox(MLX5CTL_REG_SLTP, false, MLX5CTL_ST_SZ_BYTES(sltp_ext), 0);
	MLX5CTL_SET(sltp_ext, in + 16, local_port, 1);
	ck_assert_ptr_null(mlx5ctl_rpc_violation(in, len, MLX5CTL_SCOPE_DEBUG_READ));
	MLX5CTL_SET(sltp_ext, in + 16, c_db, 1);
	ck_assert_str_eq(mlx5ctl_rpc_violation(in, len, MLX5CTL_SCOPE_DEBUG_READ),
			 "SLTP: c_db must be 0x0 in a read");
	free(in);
}
END_TEST

/* ---- outbox rules (the spec's scrub) ---- */


/*
 * Every command of the spec, every outbox length from the header to the outbox structure and
 * a few flexible entries more, in a heap buffer of exactly that length filled with ones: the
 * scrubber zeroes exactly the bits of the command's rules that the outbox holds (the rules as
 * the library's tables give them) and nothing else, and says how many rules applied.
 */
START_TEST(test_scrub_exact)
{
	const struct mlx5ctl_cmd_desc *c;
	unsigned int cmds = 0, scrubbed = 0;
	u8 in[MLX5CTL_ST_SZ_BYTES(mbox_in_hdr)];

	for (unsigned int i = 0; (c = mlx5ctl_prm_command_at(i)); i++) {
		size_t max = c->out->size_bits / 8 + 64;
		u8 *want = malloc(max);

		/* what the outbox of max bytes must look like: ones, the rules' bits zero */
		ck_assert_ptr_nonnull(want);
		memset(want, 0xff, max);
		for (unsigned int j = 0; j < c->nscrub; j++) {
			const struct mlx5ctl_scrub_desc *x = &c->scrub[j];

			for (size_t bit = x->bit; bit < max * 8 && (!x->width ||
							       bit < (size_t)x->bit + x->width); bit++)
				want[bit / 8] &= ~(0x80 >> bit % 8);
		}
		memset(in, 0, sizeof(in));
		MLX5CTL_SET(mbox_in_hdr, in, opcode, c->opcode);
		cmds += c->nscrub > 0;
		for (size_t outlen = 0; outlen <= max; outlen++) {
			u8 *out = malloc(outlen ? outlen : 1);
			unsigned int n, want_n = 0;

			ck_assert_ptr_nonnull(out);
			memset(out, 0xff, outlen);
			n = mlx5ctl_rpc_scrub(in, sizeof(in), out, outlen);
			/* a shorter outbox is the same bits, cut */
			if (memcmp(out, want, outlen)) {
				size_t b = 0;

				while (out[b] == want[b])
					b++;
				ck_abort_msg("%s, outbox of %zu bytes: byte 0x%zx is 0x%02x, not 0x%02x",
					     c->name, outlen, b, out[b], want[b]);
			}
			for (unsigned int j = 0; j < c->nscrub; j++)
				want_n += c->scrub[j].bit < outlen * 8;
			ck_assert_uint_eq(n, want_n);
			scrubbed += n;
			free(out);
		}
		free(want);
	}
	/* the scrub rules are there */
	ck_assert_uint_ge(cmds, 10);
	ck_assert_uint_gt(scrubbed, 0);
	/* an inbox too short for an opcode scrubs nothing; another opcode's rules do not apply */
	{
		u8 out[MLX5CTL_ST_SZ_BYTES(query_eq_out) + 16];

		memset(out, 0xff, sizeof(out));
		ck_assert_uint_eq(mlx5ctl_rpc_scrub(in, 4, out, sizeof(out)), 0);
		MLX5CTL_SET(mbox_in_hdr, in, opcode, MLX5CTL_CMD_OP_QUERY_HCA_CAP);
		ck_assert_uint_eq(mlx5ctl_rpc_scrub(in, sizeof(in), out, sizeof(out)), 0);
		ck_assert_uint_eq(out[sizeof(out) - 1], 0xff);
	}
}
END_TEST

/* the fields scrubbed, one by one: the EQ's pages and doorbell, keys, MTT addresses */
START_TEST(test_scrub_named)
{
	u8 in[MLX5CTL_ST_SZ_BYTES(mbox_in_hdr)] = { 0 };
	u8 out[MLX5CTL_ST_SZ_BYTES(query_eq_out) + 4 * 8];
	void *eqc = MLX5CTL_ADDR_OF(query_eq_out, out, eq_context_entry);
	u8 mk[MLX5CTL_ST_SZ_BYTES(query_mkey_out)];

	memset(out, 0, sizeof(out));
	MLX5CTL_SET(mbox_in_hdr, in, opcode, MLX5CTL_CMD_OP_QUERY_EQ);
	MLX5CTL_SET(eqc, eqc, log_eq_size, 7);
	MLX5CTL_SET(eqc, eqc, uar_page, 0x1234);
	MLX5CTL_SET(eqc, eqc, consumer_counter, 0x55);
	for (int i = 0; i < 4; i++)
		memset(out + MLX5CTL_ST_SZ_BYTES(query_eq_out) + 8 * i, 0x80 + i, 8);
	ck_assert_uint_eq(mlx5ctl_rpc_scrub(in, sizeof(in), out, sizeof(out)), 2);
	ck_assert_uint_eq(MLX5CTL_GET(eqc, eqc, uar_page), 0);
	ck_assert_uint_eq(MLX5CTL_GET(eqc, eqc, log_eq_size), 7);
	ck_assert_uint_eq(MLX5CTL_GET(eqc, eqc, consumer_counter), 0x55);
	for (size_t i = MLX5CTL_ST_SZ_BYTES(query_eq_out); i < sizeof(out); i++)
		ck_assert_uint_eq(out[i], 0);
	/* an MKEY's key byte and start address go, its index and length stay */
	memset(mk, 0xff, sizeof(mk));
	MLX5CTL_SET(mbox_in_hdr, in, opcode, MLX5CTL_CMD_OP_QUERY_MKEY);
	mlx5ctl_rpc_scrub(in, sizeof(in), mk, sizeof(mk));
	ck_assert_uint_eq(MLX5CTL_GET(mkc, MLX5CTL_ADDR_OF(query_mkey_out, mk, memory_key_mkey_entry),
				      mkey_7_0), 0);
	ck_assert_uint_eq(MLX5CTL_GET64(mkc, MLX5CTL_ADDR_OF(query_mkey_out, mk,
							      memory_key_mkey_entry), start_addr), 0);
	ck_assert_uint_eq(MLX5CTL_GET(mkc, MLX5CTL_ADDR_OF(query_mkey_out, mk, memory_key_mkey_entry),
				      pd), 0xffffff);
	ck_assert_uint_eq(MLX5CTL_GET(mbox_out_hdr, mk, status), 0xff);
}
END_TEST

int main(void)
{
	return check_run("policy", 30, test_kernel_only, test_debug_read, test_upstream_allowlist,
			 test_access_reg, test_exact_inbox,
			 test_short_inbox, test_objects, test_bits, test_violations,
			 test_set_hca_cap, test_uctx_caps, test_reg_rules_exact, test_reg_rules_named,
			 test_scrub_exact, test_scrub_named, NULL);
}
