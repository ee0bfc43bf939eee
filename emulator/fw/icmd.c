// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ICMD: the firmware's command interface for tools, reached through the PCI vendor-specific
 * capability (vsc.c) without any driver. This is the path Debian's mstflint (built with MST_UL)
 * takes for every access register: the second transport to the same register handlers as the
 * command queue's ACCESS_REG (regs.c, mlx5fw_reg_access()).
 *
 * The ICMD address space (VSC space 0x3; 0x1, "ICMD extended", is the same interface here):
 *   0x000000  control word (icmd_ctrl): opcode, status, exmb, busy
 *   0x001000  mailbox size in bytes (read-only)
 *   0x100000  the mailbox, MLX5FW_ICMD_MBOX bytes, big-endian dwords
 * Everything else is out of range (gateway syndrome 3). mstflint's sequence: take the ICMD
 * semaphore (dword 0 of the semaphore space, its pid as ticket), write the opcode into the
 * control word, write the command into the mailbox, set busy, poll busy, read the status, read
 * the mailbox, free the semaphore. The model executes the command synchronously when busy is
 * written, so the first poll sees it clear; it does not insist on the semaphore (the firmware
 * does not check it either: it is the tools' convention).
 *
 * Commands: QUERY_CAP_GENERAL (0x8400), GET_FW_INFO (0x8007: the running firmware's version,
 * as MGIR) and ACCESS_REGISTER (0x9001: operation TLV, register TLV, the register). A register access runs with the rights of the kernel (uid 0): whoever can
 * write configuration space owns the device, which is what kernel lockdown is there to stop.
 * The register's own status goes into the operation TLV (the ICMD status stays OK, as on real
 * firmware); a malformed command is INVALID_CMD.
 */
#include <string.h>

#include "mlx5fw_int.h"

#define ICMD_CTRL	0x0u
#define ICMD_MBOX_SIZE_ADDR 0x1000u
#define ICMD_MBOX	0x100000u

#define OP_TLV_BYTES	MLX5CTL_ST_SZ_BYTES(icmd_op_tlv)
#define REG_TLV_BYTES	MLX5CTL_ST_SZ_BYTES(icmd_reg_tlv)
#define REG_ACCESS_CLASS 1

/* a reset clears the interface; the counters count since the model was made */
void mlx5fw_icmd_reset(struct mlx5fw *fw)
{
	fw->icmd.opcode = 0;
	fw->icmd.exmb = false;
	fw->icmd.status = 0;
	memset(fw->icmd.mbox, 0, sizeof(fw->icmd.mbox));
}

uint32_t mlx5fw_icmd_space_size(void)
{
	return ICMD_MBOX + MLX5FW_ICMD_MBOX;
}

/* the running firmware: what MGIR says */
static void get_fw_info(struct mlx5fw *fw, uint8_t *m)
{
	const struct mlx5fw_devinfo *di = mlx5fw_devinfo(fw);
	uint8_t *v = MLX5CTL_ADDR_OF(icmd_get_fw_info, m, fw_version);
	size_t n = strlen(di->psid);

	memset(m, 0, MLX5CTL_ST_SZ_BYTES(icmd_get_fw_info));
	mlx5fw_fw_version_time(fw, v);
	if (n > MLX5CTL_FLD_SZ_BYTES(icmd_get_fw_info, psid))
		n = MLX5CTL_FLD_SZ_BYTES(icmd_get_fw_info, psid);
	memcpy(MLX5CTL_ADDR_OF(icmd_get_fw_info, m, psid), di->psid, n);
}

static void query_cap_general(struct mlx5fw *fw, uint8_t *m)
{
	uint32_t group = MLX5CTL_GET(icmd_query_cap_in, m, capability_group);

	memset(m, 0, MLX5CTL_ST_SZ_BYTES(icmd_query_cap_general));
	if (group != 0) {
		fw->icmd.status = MLX5CTL_ICMD_STATUS_BAD_PARAM;
		return;
	}
	MLX5CTL_SET(icmd_query_cap_general, m, nv_access, 1);
	MLX5CTL_SET(icmd_query_cap_general, m, fw_info_psid, 1);
	MLX5CTL_SET(icmd_query_cap_general, m, allow_icmd_access_reg_on_all_registers, 1);
	MLX5CTL_SET(icmd_query_cap_general, m, mcam_reg, 1);
	MLX5CTL_SET(icmd_query_cap_general, m, num_of_diagnostic_counters, MLX5FW_DIAG_NUM);
}

/* the register layer's PRM status and syndrome, as a register TLV status */
static uint32_t reg_status(int status, uint32_t syndrome)
{
	switch (status) {
	case 0:
		return MLX5CTL_ICMD_REG_STATUS_OK;
	case MLX5CTL_CMD_STAT_BAD_OP_ERR:
		return MLX5CTL_ICMD_REG_STATUS_METHOD_NOT_SUPPORTED;
	case MLX5CTL_CMD_STAT_BAD_PARAM_ERR:
		return syndrome == SYND_BAD_REG ? MLX5CTL_ICMD_REG_STATUS_REG_NOT_SUPPORTED :
						  MLX5CTL_ICMD_REG_STATUS_BAD_PARAM;
	case MLX5CTL_CMD_STAT_RES_BUSY:
	case MLX5CTL_CMD_STAT_BAD_RES_STATE_ERR:
	case MLX5CTL_CMD_STAT_BAD_SYS_STATE_ERR:
		return MLX5CTL_ICMD_REG_STATUS_BUSY;
	case MLX5CTL_CMD_STAT_LIM_ERR:
	case MLX5CTL_CMD_STAT_BAD_RES_ERR:
	case MLX5CTL_CMD_STAT_NO_RES_ERR:
		return MLX5CTL_ICMD_REG_STATUS_RESOURCE_NOT_AVAILABLE;
	default:
		return MLX5CTL_ICMD_REG_STATUS_INTERNAL_ERROR;
	}
}

static void access_register(struct mlx5fw *fw, uint8_t *m)
{
	uint8_t *reg_tlv = m + OP_TLV_BYTES;
	uint8_t *reg = reg_tlv + REG_TLV_BYTES;
	struct mlx5fw_cmd cmd = { .opcode = MLX5CTL_ICMD_OP_ACCESS_REGISTER };
	uint32_t method = MLX5CTL_GET(icmd_op_tlv, m, method);
	uint32_t reg_dw = MLX5CTL_GET(icmd_reg_tlv, reg_tlv, len);
	uint16_t id = (uint16_t)MLX5CTL_GET(icmd_op_tlv, m, register_id);
	uint32_t st;
	size_t len;
	int status;

	if (MLX5CTL_GET(icmd_op_tlv, m, type) != MLX5CTL_ICMD_TLV_OPERATION ||
	    MLX5CTL_GET(icmd_op_tlv, m, len) != OP_TLV_BYTES / 4 ||
	    MLX5CTL_GET(icmd_reg_tlv, reg_tlv, type) != MLX5CTL_ICMD_TLV_REG ||
	    reg_dw < 1 || OP_TLV_BYTES + reg_dw * 4 > MLX5FW_ICMD_MBOX) {
		fw->icmd.status = MLX5CTL_ICMD_STATUS_INVALID_CMD;
		mlx5fw_guest_error(fw, "mlx5fw: ICMD access register with malformed TLVs");
		return;
	}
	len = reg_dw * 4 - REG_TLV_BYTES;
	if (MLX5CTL_GET(icmd_op_tlv, m, class) != REG_ACCESS_CLASS) {
		st = MLX5CTL_ICMD_REG_STATUS_CLASS_NOT_SUPPORTED;
	} else if (method != MLX5CTL_ICMD_REG_METHOD_QUERY &&
		   method != MLX5CTL_ICMD_REG_METHOD_WRITE) {
		st = MLX5CTL_ICMD_REG_STATUS_METHOD_NOT_SUPPORTED;
	} else {
		status = mlx5fw_reg_access(fw, &cmd, id, method == MLX5CTL_ICMD_REG_METHOD_WRITE, 0,
					   reg, len, reg, len);
		st = reg_status(status, cmd.syndrome);
		fw->icmd.reg_accesses++;
	}
	MLX5CTL_SET(icmd_op_tlv, m, status, st);
	MLX5CTL_SET(icmd_op_tlv, m, r, 1);
}

static void execute(struct mlx5fw *fw)
{
	uint8_t *m = fw->icmd.mbox;

	fw->icmd.status = MLX5CTL_ICMD_STATUS_OK;
	fw->icmd.cmds++;
	if (fw->icmd.exmb) {
		/* no DMA mailbox: QUERY_CAP_GENERAL says icmd_exmb 0 */
		fw->icmd.status = MLX5CTL_ICMD_STATUS_INVALID_CMD;
		mlx5fw_guest_error(fw, "mlx5fw: ICMD with a host-memory mailbox (exmb)");
		return;
	}
	switch (fw->icmd.opcode) {
	case MLX5CTL_ICMD_OP_QUERY_CAP_GENERAL:
		query_cap_general(fw, m);
		break;
	case MLX5CTL_ICMD_OP_GET_FW_INFO:
		get_fw_info(fw, m);
		break;
	case MLX5CTL_ICMD_OP_ACCESS_REGISTER:
		access_register(fw, m);
		break;
	default:
		fw->icmd.status = MLX5CTL_ICMD_STATUS_INVALID_OPCODE;
		break;
	}
	if (fw->icmd.status)
		fw->icmd.failed++;
}

static uint32_t ctrl_value(const struct mlx5fw *fw)
{
	uint8_t c[4] = { 0 };

	MLX5CTL_SET(icmd_ctrl, c, opcode, fw->icmd.opcode);
	MLX5CTL_SET(icmd_ctrl, c, status, fw->icmd.status);
	MLX5CTL_SET(icmd_ctrl, c, exmb, fw->icmd.exmb);
	return mlx5ctl_be32_load(c);
}

int mlx5fw_icmd_read(struct mlx5fw *fw, uint32_t addr, uint32_t *val)
{
	if (addr == ICMD_CTRL) {
		*val = ctrl_value(fw);
	} else if (addr == ICMD_MBOX_SIZE_ADDR) {
		*val = MLX5FW_ICMD_MBOX;
	} else if (addr >= ICMD_MBOX && addr - ICMD_MBOX < MLX5FW_ICMD_MBOX) {
		*val = mlx5ctl_be32_load(fw->icmd.mbox + (addr - ICMD_MBOX));
	} else {
		return -1;
	}
	return 0;
}

int mlx5fw_icmd_write(struct mlx5fw *fw, uint32_t addr, uint32_t val)
{
	uint8_t c[4];

	if (addr == ICMD_CTRL) {
		/* status is the firmware's; busy runs the command, which ends at once */
		mlx5ctl_be32_store(c, val);
		fw->icmd.opcode = (uint16_t)MLX5CTL_GET(icmd_ctrl, c, opcode);
		fw->icmd.exmb = MLX5CTL_GET(icmd_ctrl, c, exmb);
		if (MLX5CTL_GET(icmd_ctrl, c, busy))
			execute(fw);
	} else if (addr >= ICMD_MBOX && addr - ICMD_MBOX < MLX5FW_ICMD_MBOX) {
		mlx5ctl_be32_store(fw->icmd.mbox + (addr - ICMD_MBOX), val);
	} else {
		return -1;	/* the mailbox size and the rest are not writable */
	}
	return 0;
}
