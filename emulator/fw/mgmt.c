// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * Management registers the vendor's tools start with (prm/mgmt.yaml):
 *   MCAM  which access registers of groups 0-3 (0x9000-0x91ff, 0x80 each) exist: derived from
 *         the register table (regs.c), so that it announces exactly what the model emulates
 *         (MCQS/MCQI/MCC/MCDA/MQIS in group 0, MIRC in group 2); other groups empty. With MCQS
 *         announced, mlx5_core's devlink info shows the firmware versions and mstflint takes
 *         its firmware-controlled path (FwCompsMgr: MCC, MCDA), as on a real card
 *   MLCOK the management lock (secure host): not locked, no key; writes refused (the model
 *         does not lock its configuration-space gateway)
 *   MQIS  the board's strings (vpd.c's board): model name, description, the VPD itself; no
 *         image or device VSD, no ROM. Read in pieces of at most 8 bytes (read_offset,
 *         read_length); info_length is the whole string's
 *   MFRL  the reset levels and types the firmware supports, and where a synchronised reset
 *         stands (reset_state). A write arms one supported level for the next PCI reset
 *         (mstconfig writes level 6 after a change): the model latches the NV configuration
 *         and starts a pending image at every reset anyway, so arming changes nothing but
 *         what a read returns (reset_level reads the supported levels either way). A write of
 *         level 3 with pci_sync_for_fw_update_start starts the reset synchronised with the
 *         driver (6.12's fw_reset.c; devlink dev reload action fw_activate, mstfwreset's
 *         sync 1): RESET_REQUEST, the driver's answer (pci_sync_for_fw_update_resp), then
 *         RESET_NOW or RESET_ABORT; the driver resets the function by hot reset (the method
 *         read here) and the reset completes the flow (core.c: state idle). Nobody answering
 *         within 5 s reads as NEG_TIMEOUT. There is one PF: its answer decides.
 *   MNVGC what MNVDA can read besides the next-boot values (nvconfig.c): factory defaults and
 *         the current values
 *   MROQ  the reset options of a reset type: full chip only, MFRL's levels, the legacy and the
 *         driver-synchronised flows, hot reset
 *   MRSI  how the chip last started (cold: the model's creation; warm: any reset since) and
 *         the device clock's cycles (ns) since the cold start
 *   MPCIR the ports service's preparation for an ISSU reset: START (in either direction, as
 *         mstflint sends it) prepares at once, END or a device reset ends it, GET_STATUS
 *   PCNR  port 1's tuning override for the next link-up (a device reset brings the link up
 *         and clears it); keep_phy_setting and fast link-up always are not offered
 *   MPEGC the function's transmit overflow handling for lossy traffic (mstcongestion):
 *         disabled / drop / mark with CQE or CNP marking, aggressive or dynamic sense, the
 *         outbound stall thresholds; runtime state, back to the reset values at a reset
 * MCAM's enhanced features are what these implement (prm/mgmt.yaml mcam_enhanced_features).
 */
#include <string.h>

#include "mlx5fw_int.h"

#define MCAM_GROUP_FIRST	0x9000u
#define MCAM_GROUP_REGS		0x80u

int mlx5fw_reg_mcam(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d,
		    bool (*emulated)(uint16_t id))
{
	uint32_t group = MLX5CTL_GET(mcam_reg, d, access_reg_group);
	uint32_t feature = MLX5CTL_GET(mcam_reg, d, feature_group);
	size_t mask = MLX5CTL_BIT_OFF(mcam_reg, mng_access_reg_cap_mask);
	unsigned int i;

	(void)fw;
	if (write)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_OP_ERR, SYND_BAD_REG);
	memset(d, 0, MLX5CTL_ST_SZ_BYTES(mcam_reg));
	MLX5CTL_SET(mcam_reg, d, access_reg_group, group);
	MLX5CTL_SET(mcam_reg, d, feature_group, feature);
	if (!feature) {
		/* the features the model implements (prm/mgmt.yaml mcam_enhanced_features) */
		MLX5CTL_SET(mcam_reg, d, mng_feature_cap_mask.mcam_enhanced_features.reset_state, 1);
		MLX5CTL_SET(mcam_reg, d,
			    mng_feature_cap_mask.mcam_enhanced_features.pci_sync_for_fw_update, 1);
		MLX5CTL_SET(mcam_reg, d,
			    mng_feature_cap_mask.mcam_enhanced_features.dynamic_tx_overflow, 1);
		MLX5CTL_SET(mcam_reg, d,
			    mng_feature_cap_mask.mcam_enhanced_features.mark_tx_action_cqe, 1);
		MLX5CTL_SET(mcam_reg, d,
			    mng_feature_cap_mask.mcam_enhanced_features.mark_tx_action_cnp, 1);
	}
	if (group > 3)
		return 0;	/* no register of 0x9200 and up is emulated */
	/* a 128-bit big-endian mask: register base + i is bit i counted from the end */
	for (i = 0; i < MCAM_GROUP_REGS; i++)
		if (emulated((uint16_t)(MCAM_GROUP_FIRST + group * MCAM_GROUP_REGS + i)))
			mlx5ctl_bits_set(d, mask + MCAM_GROUP_REGS - 1 - i, 1, 1);
	return 0;
}

int mlx5fw_reg_mlcok(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	(void)fw;
	if (write)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_OP_ERR, SYND_BAD_REG);
	memset(d, 0, MLX5CTL_ST_SZ_BYTES(mlcok_reg));	/* unlocked; the key is never read */
	return 0;
}

int mlx5fw_reg_mqis(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	uint32_t type = MLX5CTL_GET(mqis_reg, d, info_type);
	uint32_t off = MLX5CTL_GET(mqis_reg, d, read_offset);
	uint32_t want = MLX5CTL_GET(mqis_reg, d, read_length);
	const uint8_t *s = NULL;
	size_t len = 0, n = 0;

	if (write)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_OP_ERR, SYND_BAD_REG);
	switch (type) {
	case MLX5CTL_MQIS_INFO_VPD:
		len = mlx5fw_vpd_image(fw, &s);
		break;
	case MLX5CTL_MQIS_INFO_MODEL_NAME:
		s = (const uint8_t *)mlx5fw_board(fw)->pn;
		len = strlen((const char *)s);
		break;
	case MLX5CTL_MQIS_INFO_MODEL_DESCRIPTION:
		s = (const uint8_t *)mlx5fw_board(fw)->product;
		len = strlen((const char *)s);
		break;
	case MLX5CTL_MQIS_INFO_IMAGE_VSD:
	case MLX5CTL_MQIS_INFO_DEVICE_VSD:
	case MLX5CTL_MQIS_INFO_ROM_INFO:
		break;		/* not available: an empty string */
	default:
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	}
	if (off > len)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	n = len - off;
	if (n > want)
		n = want;
	if (n > MLX5CTL_FLD_SZ_BYTES(mqis_reg, info_string))
		n = MLX5CTL_FLD_SZ_BYTES(mqis_reg, info_string);
	memset(d, 0, MLX5CTL_ST_SZ_BYTES(mqis_reg));
	MLX5CTL_SET(mqis_reg, d, info_type, type);
	MLX5CTL_SET(mqis_reg, d, info_length, (uint32_t)len);
	MLX5CTL_SET(mqis_reg, d, read_offset, off);
	MLX5CTL_SET(mqis_reg, d, read_length, (uint32_t)n);
	if (n)
		memcpy(MLX5CTL_ADDR_OF(mqis_reg, d, info_string), s + off, n);
	return 0;
}

#define MFRL_LEVELS (MLX5CTL_MFRL_RESET_LEVEL_LEVEL0 | MLX5CTL_MFRL_RESET_LEVEL_LEVEL3 | \
		     MLX5CTL_MFRL_RESET_LEVEL_LEVEL6)
#define MFRL_ACK	1
#define MFRL_NACK	2
#define SYNC_NEG_TIMEOUT_NS	5000000000ull

static void sync_event(struct mlx5fw *fw, uint32_t state)
{
	uint8_t d[MLX5CTL_ST_SZ_BYTES(sync_fw_update_event)] = { 0 };

	MLX5CTL_SET(sync_fw_update_event, d, sync_rst_state, state);
	mlx5fw_event_raise(fw, MLX5CTL_GENERAL_SUBTYPE_PCI_SYNC_FOR_FW_UPDATE,
			   mlx5ctl_be32_load(d));
}

/* a negotiation nobody answered in time has timed out (as a read sees it) */
static uint8_t sync_state(struct mlx5fw *fw)
{
	if (fw->sync_rst.state == MLX5CTL_MFRL_RESET_STATE_IN_NEGOTIATION &&
	    mlx5fw_now(fw) - fw->sync_rst.start_ns > SYNC_NEG_TIMEOUT_NS)
		fw->sync_rst.state = MLX5CTL_MFRL_RESET_STATE_NEG_TIMEOUT;
	return fw->sync_rst.state;
}

/* a driver's answer to RESET_REQUEST */
static int sync_answer(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, uint32_t resp)
{
	if (resp != MFRL_ACK && resp != MFRL_NACK)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	if (sync_state(fw) != MLX5CTL_MFRL_RESET_STATE_IN_NEGOTIATION)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_SYS_STATE_ERR, SYND_BAD_STATE);
	if (resp == MFRL_ACK) {
		fw->sync_rst.state = MLX5CTL_MFRL_RESET_STATE_RESET_IN_PROGRESS;
		sync_event(fw, MLX5CTL_SYNC_RST_STATE_RESET_NOW);
	} else {
		fw->sync_rst.state = MLX5CTL_MFRL_RESET_STATE_NACK;
		sync_event(fw, MLX5CTL_SYNC_RST_STATE_RESET_ABORT);
	}
	return 0;
}

/* pci_sync_for_fw_update_start: ask the driver (if it enabled the events) for a reset */
static int sync_start(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, uint32_t level)
{
	uint8_t st = sync_state(fw);

	if (level != MLX5CTL_MFRL_RESET_LEVEL_LEVEL3)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	if (st == MLX5CTL_MFRL_RESET_STATE_IN_NEGOTIATION ||
	    st == MLX5CTL_MFRL_RESET_STATE_RESET_IN_PROGRESS)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_SYS_STATE_ERR, SYND_BAD_STATE);
	if (!MLX5FW_CAP(fw, pci_sync_for_fw_update_event)) {
		/* no driver takes part: a real card refuses the synchronised flow */
		fw->sync_rst.state = MLX5CTL_MFRL_RESET_STATE_NACK;
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_SYS_STATE_ERR, SYND_BAD_STATE);
	}
	fw->sync_rst.state = MLX5CTL_MFRL_RESET_STATE_IN_NEGOTIATION;
	fw->sync_rst.start_ns = mlx5fw_now(fw);
	sync_event(fw, MLX5CTL_SYNC_RST_STATE_RESET_REQUEST);
	return 0;
}

int mlx5fw_reg_mfrl(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	uint32_t level = MLX5CTL_GET(mfrl_reg, d, reset_level);
	uint32_t resp = MLX5CTL_GET(mfrl_reg, d, pci_sync_for_fw_update_resp);
	int err = 0;

	/* a write asks for exactly one supported level */
	if (write && (!level || (level & (level - 1)) || (level & ~MFRL_LEVELS)))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	if (write && resp)
		err = sync_answer(fw, cmd, resp);
	else if (write && MLX5CTL_GET(mfrl_reg, d, pci_sync_for_fw_update_start))
		err = sync_start(fw, cmd, level);
	if (err)
		return err;
	memset(d, 0, MLX5CTL_ST_SZ_BYTES(mfrl_reg));
	MLX5CTL_SET(mfrl_reg, d, reset_level, MFRL_LEVELS);
	MLX5CTL_SET(mfrl_reg, d, reset_type, MLX5CTL_MFRL_RESET_TYPE_FULL_CHIP);
	MLX5CTL_SET(mfrl_reg, d, reset_state, sync_state(fw));
	/* hot reset: the only one QEMU's root port does (it has no link disable) */
	if (MLX5FW_CAP(fw, pcie_reset_using_hotreset_method))
		MLX5CTL_SET(mfrl_reg, d, pci_reset_req_method,
			    MLX5CTL_MFRL_PCI_RESET_METHOD_HOT_RESET);
	return 0;
}

int mlx5fw_reg_mnvgc(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	(void)fw;
	if (write)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_OP_ERR, SYND_BAD_REG);
	memset(d, 0, MLX5CTL_ST_SZ_BYTES(mnvgc_reg));
	MLX5CTL_SET(mnvgc_reg, d, nvda_read_factory_settings, 1);
	MLX5CTL_SET(mnvgc_reg, d, nvda_read_current_settings, 1);
	return 0;
}

/* MROQ: what a reset type offers; the model's reset is MFRL's, full chip only */
int mlx5fw_reg_mroq(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	uint32_t type = MLX5CTL_GET(mroq_reg, d, reset_type);

	(void)fw;
	if (write)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_OP_ERR, SYND_BAD_REG);
	memset(d, 0, MLX5CTL_ST_SZ_BYTES(mroq_reg));
	MLX5CTL_SET(mroq_reg, d, reset_type, type);
	if (type != MLX5CTL_MROQ_RESET_TYPE_FULL_CHIP)
		return 0;		/* not offered: query_is_valid 0 */
	MLX5CTL_SET(mroq_reg, d, query_is_valid, 1);
	MLX5CTL_SET(mroq_reg, d, reset_trigger, MLX5CTL_MROQ_TRIGGER_TRIGGER0 |
		    MLX5CTL_MROQ_TRIGGER_TRIGGER3 | MLX5CTL_MROQ_TRIGGER_TRIGGER6);
	MLX5CTL_SET(mroq_reg, d, pci_sync_for_fw_update_start,
		    MLX5CTL_MROQ_FLOW_LEGACY | MLX5CTL_MROQ_FLOW_SYNCED_DRIVER);
	MLX5CTL_SET(mroq_reg, d, pci_reset_req_method, MLX5CTL_MROQ_METHOD_HOT_RESET);
	return 0;
}

/* MRSI: the main device's last start; a ConnectX-6 Dx has no embedded CPU */
int mlx5fw_reg_mrsi(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	if (write)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_OP_ERR, SYND_BAD_REG);
	if (MLX5CTL_GET(mrsi_reg, d, device))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	memset(d, 0, MLX5CTL_ST_SZ_BYTES(mrsi_reg));
	MLX5CTL_SET(mrsi_reg, d, reset_reason,
		    fw->warm ? MLX5CTL_MRSI_RESET_WARM : MLX5CTL_MRSI_RESET_COLD);
	MLX5CTL_SET64(mrsi_reg, d, crts, mlx5fw_now(fw) - fw->power_on_ns);
	return 0;
}

/* MPCIR: the operation is taken in either direction (mstflint sends it with Get()) */
int mlx5fw_reg_mpcir(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	uint32_t all = MLX5CTL_GET(mpcir_reg, d, all);
	uint32_t ports = MLX5CTL_GET(mpcir_reg, d, ports);

	(void)write;
	/* all: START or END only; ports: any; both at once is ambiguous */
	if (all == MLX5CTL_MPCIR_OP_GET_STATUS || (all && ports))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	if (all == MLX5CTL_MPCIR_OP_START || ports == MLX5CTL_MPCIR_OP_START)
		fw->issu_prepared = true;
	else if (all == MLX5CTL_MPCIR_OP_END || ports == MLX5CTL_MPCIR_OP_END)
		fw->issu_prepared = false;
	memset(d, 0, MLX5CTL_ST_SZ_BYTES(mpcir_reg));
	if (ports == MLX5CTL_MPCIR_OP_GET_STATUS)
		MLX5CTL_SET(mpcir_reg, d, ports_stat, fw->issu_prepared ?
			    MLX5CTL_MPCIR_STATUS_DONE : MLX5CTL_MPCIR_STATUS_NOT_IN_ISSU);
	return 0;
}

/* PCNR: port 1's tuning override for the next link-up */
int mlx5fw_reg_pcnr(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	if (MLX5CTL_GET(pcnr_reg, d, local_port) != 1 || MLX5CTL_GET(pcnr_reg, d, lp_msb))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	if (write) {
		/* keep_phy_setting needs auto-negotiation off; no fast link-up always */
		if (MLX5CTL_GET(pcnr_reg, d, keep_phy_setting) ||
		    MLX5CTL_GET(pcnr_reg, d, flua_we_mask))
			return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
		if (MLX5CTL_GET(pcnr_reg, d, tuning_override))
			fw->pcnr_tuning_override = true;
	}
	memset(d, 0, MLX5CTL_ST_SZ_BYTES(pcnr_reg));
	MLX5CTL_SET(pcnr_reg, d, local_port, 1);
	return 0;
}

#define MPEGC_SEL_OPER		0x01
#define MPEGC_SEL_RD_TH		0x02
#define MPEGC_SEL_WR_TH		0x04
#define MPEGC_SEL_SENSE		0x08
#define MPEGC_SEL_MARK_CQE	0x10
#define MPEGC_SEL_MARK_CNP	0x20
#define MPEGC_SEL_ALL		0x3f
#define MPEGC_TH_MAX		100

/* MPEGC: this function's transmit overflow handling; a write takes what field_select names */
int mlx5fw_reg_mpegc(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	uint32_t sel = MLX5CTL_GET(mpegc_reg, d, field_select);

	if (MLX5CTL_GET(mpegc_reg, d, node) || MLX5CTL_GET(mpegc_reg, d, pcie_index) ||
	    MLX5CTL_GET(mpegc_reg, d, depth) || MLX5CTL_GET(mpegc_reg, d, DPNv))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	if (write) {
		struct mlx5fw_mpegc m = fw->mpegc;

		if (sel & ~MPEGC_SEL_ALL)
			return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
		if (sel & MPEGC_SEL_OPER) {
			m.oper = (uint8_t)MLX5CTL_GET(mpegc_reg, d, tx_lossy_overflow_oper);
			if (m.oper > MLX5CTL_MPEGC_OVERFLOW_MARK)
				return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR,
						   SYND_BAD_PARAM);
			if (m.oper == MLX5CTL_MPEGC_OVERFLOW_DISABLED)
				m.sense = MLX5CTL_MPEGC_SENSE_AGGRESSIVE;
		}
		if (sel & MPEGC_SEL_RD_TH)
			m.rd_th = (uint8_t)MLX5CTL_GET(mpegc_reg, d, outbound_stalled_reads_th);
		if (sel & MPEGC_SEL_WR_TH)
			m.wr_th = (uint8_t)MLX5CTL_GET(mpegc_reg, d, outbound_stalled_writes_th);
		if (sel & MPEGC_SEL_SENSE)
			m.sense = (uint8_t)MLX5CTL_GET(mpegc_reg, d, tx_overflow_sense);
		if (sel & MPEGC_SEL_MARK_CQE)
			m.mark_cqe = MLX5CTL_GET(mpegc_reg, d, mark_cqe);
		if (sel & MPEGC_SEL_MARK_CNP)
			m.mark_cnp = MLX5CTL_GET(mpegc_reg, d, mark_cnp);
		if (m.rd_th > MPEGC_TH_MAX || m.wr_th > MPEGC_TH_MAX ||
		    (m.sense == MLX5CTL_MPEGC_SENSE_DYNAMIC &&
		     m.oper == MLX5CTL_MPEGC_OVERFLOW_DISABLED))
			return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
		fw->mpegc = m;
	}
	memset(d, 0, MLX5CTL_ST_SZ_BYTES(mpegc_reg));
	MLX5CTL_SET(mpegc_reg, d, tx_lossy_overflow_oper, fw->mpegc.oper);
	MLX5CTL_SET(mpegc_reg, d, tx_overflow_sense, fw->mpegc.sense);
	MLX5CTL_SET(mpegc_reg, d, mark_cqe, fw->mpegc.mark_cqe);
	MLX5CTL_SET(mpegc_reg, d, mark_cnp, fw->mpegc.mark_cnp);
	MLX5CTL_SET(mpegc_reg, d, outbound_stalled_reads_th, fw->mpegc.rd_th);
	MLX5CTL_SET(mpegc_reg, d, outbound_stalled_writes_th, fw->mpegc.wr_th);
	return 0;
}

void mlx5fw_mgmt_reset(struct mlx5fw *fw)
{
	fw->issu_prepared = false;
	fw->pcnr_tuning_override = false;	/* the link comes up: the override is consumed */
	memset(&fw->mpegc, 0, sizeof(fw->mpegc));
}
