// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The physical port and its module: MCIA (the module's EEPROM) and PDDR (the port diagnostics
 * database), both drawn from one description so that they cannot disagree.
 *
 * The model's port: one Ethernet port (local port 1, module 0) with a 1 m NVIDIA 100GbE
 * passive copper cable (QSFP28, SFF-8636) plugged in, and the link up at 100GBASE-CR4 with
 * RS-FEC, auto-negotiated (the vport is up, following the uplink: QUERY_VPORT_STATE). A passive
 * cable has no diagnostic monitors, so temperature, voltage and optical powers read 0.
 * The cable can be pulled (link.c: mlx5fw_port_set_cable): the cage is then empty (MCIA answers
 * status 3, module not connected; PMAOS unplugged; PDDR's module page says unplugged), and the
 * link is down (PAOS, PTYS, PDDR's operational page; the troubleshooting page says why: 1024,
 * cable is unplugged; page 6 keeps the reason of the last link down).
 */
#include <string.h>

#include "mlx5fw_int.h"

#define NUM_MODULES		MLX5FW_NUM_MODULES
#define EEPROM_PAGE		256	/* lower page 00h + upper page 00h */

/* the port: 100GBASE-CR4 (PTYS legacy Ethernet protocol), RS-FEC (prm/port.yaml and
 * prm/registers.yaml name the PTYS and PDDR encodings) */
#define PORT_ETH_PROTO		MLX5CTL_PTYS_ETH_100GBASE_CR4
#define PORT_RATE_GBPS		100

/* SFF-8636 upper page 00h of the module (byte offsets into page 0) */
#define SFF_ID			0	/* and 128 */
#define SFF_STATUS		2
#define SFF_TEMP		22	/* 2 bytes, 1/256 C, two's complement (0: no monitor) */
#define SFF_EXT_ID		129
#define SFF_CONNECTOR		130
#define SFF_ETH_COMPLIANCE	131
#define SFF_LENGTH_COPPER	146
#define SFF_DEVICE_TECH		147
#define SFF_VENDOR_NAME		148	/* 16 bytes */
#define SFF_VENDOR_OUI		165	/* 3 bytes */
#define SFF_VENDOR_PN		168	/* 16 bytes */
#define SFF_VENDOR_REV		184	/* 2 bytes */
#define SFF_ATTEN_5G		187	/* copper attenuation at 5, 7, 12.9, 25.8 GHz (dB) */
#define SFF_ATTEN_7G		188
#define SFF_ATTEN_12G		189
#define SFF_ATTEN_25G		190
#define SFF_EXT_COMPLIANCE	192
#define SFF_VENDOR_SN		196	/* 16 bytes */
#define SFF_DATE_CODE		212	/* 8 bytes */

#define MCIA_NOT_CONNECTED	3	/* MCIA status: no module in the cage */

#define ID_QSFP28		0x11	/* SFF-8024 identifier */
#define ID_QSFP_PLUS		0x0d
#define CONNECTOR_NONE		0x23	/* no separable connector (a DAC) */
#define TECH_COPPER_UNEQ	0xa0	/* transmitter technology: copper cable, unequalized */

static const struct {
	uint16_t off;
	const char *text;
} module_strings[] = {
	{ SFF_VENDOR_NAME, "NVIDIA          " },
	{ SFF_VENDOR_PN, "MCP1600-C001E30N" },
	{ SFF_VENDOR_REV, "A3" },
	{ SFF_VENDOR_SN, "MT2424VS00001   " },
	{ SFF_DATE_CODE, "240615  " },
};

static const struct {
	uint16_t off;
	uint8_t val;
} module_bytes[] = {
	{ SFF_ID, ID_QSFP28 },
	{ SFF_STATUS, 0x04 },			/* flat memory: no upper pages beyond 00h */
	{ 128, ID_QSFP28 },
	{ SFF_EXT_ID, 0x00 },			/* power class 1 (1.5 W) */
	{ SFF_CONNECTOR, CONNECTOR_NONE },
	{ SFF_ETH_COMPLIANCE, 0x80 },		/* extended compliance (byte 192) valid */
	{ SFF_LENGTH_COPPER, 1 },		/* metres */
	{ SFF_DEVICE_TECH, TECH_COPPER_UNEQ },
	{ SFF_VENDOR_OUI, 0x00 }, { SFF_VENDOR_OUI + 1, 0x02 }, { SFF_VENDOR_OUI + 2, 0xc9 },
	{ SFF_ATTEN_5G, 3 }, { SFF_ATTEN_7G, 4 }, { SFF_ATTEN_12G, 6 }, { SFF_ATTEN_25G, 9 },
	{ SFF_EXT_COMPLIANCE, 0x0b },		/* 100GBASE-CR4 / 25GBASE-CR CA-L */
};

/* byte addr of EEPROM page `page` of module 0 (page 0 only; other pages read as zero) */
static uint8_t module_byte(uint32_t page, uint32_t addr)
{
	size_t i;

	if (page != 0 || addr >= EEPROM_PAGE)
		return 0;
	for (i = 0; i < sizeof(module_bytes) / sizeof(module_bytes[0]); i++)
		if (module_bytes[i].off == addr)
			return module_bytes[i].val;
	for (i = 0; i < sizeof(module_strings) / sizeof(module_strings[0]); i++) {
		size_t n = strlen(module_strings[i].text);

		if (addr >= module_strings[i].off && addr < module_strings[i].off + n)
			return (uint8_t)module_strings[i].text[addr - module_strings[i].off];
	}
	return 0;
}

static void module_read(uint32_t addr, void *buf, size_t len)
{
	uint8_t *p = buf;

	for (size_t i = 0; i < len; i++)
		p[i] = module_byte(0, addr + (uint32_t)i);
}

int16_t mlx5fw_module_temp(unsigned int module)
{
	uint16_t raw;

	if (module >= NUM_MODULES)
		return 0;
	raw = (uint16_t)(module_byte(0, SFF_TEMP) << 8 | module_byte(0, SFF_TEMP + 1));
	/* 1/256 C to 1/8 C, rounding toward minus infinity as an arithmetic shift would */
	return (int16_t)((int16_t)raw < 0 ? -((-(int32_t)(int16_t)raw + 31) / 32) :
			 (int16_t)raw / 32);
}

int mlx5fw_reg_mcia(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	uint32_t module = MLX5CTL_GET(mcia_reg, d, module);
	uint32_t page = MLX5CTL_GET(mcia_reg, d, page_number);
	uint32_t addr = MLX5CTL_GET(mcia_reg, d, device_address);
	uint32_t size = MLX5CTL_GET(mcia_reg, d, size);
	uint8_t *dw = MLX5CTL_ADDR_OF(mcia_reg, d, dwords);
	uint32_t i;

	if (write)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_OP_ERR, SYND_BAD_REG);
	if (module >= NUM_MODULES || size > MLX5CTL_FLD_SZ_BYTES(mcia_reg, dwords) ||
	    addr + size > EEPROM_PAGE)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	memset(dw, 0, MLX5CTL_FLD_SZ_BYTES(mcia_reg, dwords));
	if (!mlx5fw_port_cable(fw)) {
		/* the access succeeds; MCIA's own status says the cage is empty (Linux: "Module
		 * not connected") */
		MLX5CTL_SET(mcia_reg, d, status, MCIA_NOT_CONNECTED);
		return 0;
	}
	for (i = 0; i < size; i++)
		dw[i] = module_byte(page, addr + i);
	MLX5CTL_SET(mcia_reg, d, status, 0);
	return 0;
}

static void operation_info(struct mlx5fw *fw, void *p)
{
	if (!mlx5fw_link_up(fw)) {
		/* no cable: the phy manager polls for a partner, nothing enabled on the cable's
		 * side, no active protocol or FEC */
		MLX5CTL_SET(pddr_operation_info_page, p, proto_active, MLX5CTL_PDDR_PROTO_ETHERNET);
		MLX5CTL_SET(pddr_operation_info_page, p, neg_mode_active, MLX5CTL_PDDR_NEG_CL73);
		MLX5CTL_SET(pddr_operation_info_page, p, phy_mngr_fsm_state,
			    MLX5CTL_PDDR_PHY_MNGR_POLLING);
		MLX5CTL_SET(pddr_operation_info_page, p, eth_an_fsm_state,
			    MLX5CTL_PDDR_ETH_AN_ABILITY_DETECT);
		MLX5CTL_SET(pddr_operation_info_page, p, phy_manager_link_enabled, PORT_ETH_PROTO);
		MLX5CTL_SET(pddr_operation_info_page, p, core_to_phy_link_enabled, PORT_ETH_PROTO);
		MLX5CTL_SET(pddr_operation_info_page, p, eth_100g_fec_support,
			    MLX5CTL_PDDR_FEC_SUPPORT_RS_528_514);
		MLX5CTL_SET(pddr_operation_info_page, p, eth_25g_50g_fec_support,
			    MLX5CTL_PDDR_FEC_SUPPORT_NO_FEC | MLX5CTL_PDDR_FEC_SUPPORT_FIRECODE |
			    MLX5CTL_PDDR_FEC_SUPPORT_RS_528_514);
		MLX5CTL_SET(pddr_operation_info_page, p, eth_an_link_enabled, PORT_ETH_PROTO);
		return;
	}
	MLX5CTL_SET(pddr_operation_info_page, p, proto_active, MLX5CTL_PDDR_PROTO_ETHERNET);
	MLX5CTL_SET(pddr_operation_info_page, p, neg_mode_active, MLX5CTL_PDDR_NEG_CL73);
	MLX5CTL_SET(pddr_operation_info_page, p, phy_mngr_fsm_state, MLX5CTL_PDDR_PHY_MNGR_ACTIVE);
	MLX5CTL_SET(pddr_operation_info_page, p, eth_an_fsm_state, MLX5CTL_PDDR_ETH_AN_AN_GOOD);
	MLX5CTL_SET(pddr_operation_info_page, p, phy_manager_link_enabled, PORT_ETH_PROTO);
	MLX5CTL_SET(pddr_operation_info_page, p, core_to_phy_link_enabled, PORT_ETH_PROTO);
	MLX5CTL_SET(pddr_operation_info_page, p, cable_proto_cap, PORT_ETH_PROTO);
	MLX5CTL_SET(pddr_operation_info_page, p, link_active, PORT_ETH_PROTO);
	MLX5CTL_SET(pddr_operation_info_page, p, fec_mode_active, MLX5CTL_PDDR_FEC_RS_528_514);
	MLX5CTL_SET(pddr_operation_info_page, p, eth_100g_fec_support,
		    MLX5CTL_PDDR_FEC_SUPPORT_RS_528_514);
	MLX5CTL_SET(pddr_operation_info_page, p, eth_25g_50g_fec_support,
		    MLX5CTL_PDDR_FEC_SUPPORT_NO_FEC | MLX5CTL_PDDR_FEC_SUPPORT_FIRECODE |
		    MLX5CTL_PDDR_FEC_SUPPORT_RS_528_514);
	MLX5CTL_SET(pddr_operation_info_page, p, eth_an_link_enabled, PORT_ETH_PROTO);
	/* 2 healthy, 1 attention: the degraded link's raw BER */
	MLX5CTL_SET(pddr_operation_info_page, p, link_health,
		    mlx5fw_link_state(fw) == LINK_DEGRADED ? 1 : 2);
}

static int troubleshooting_info(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, const void *in,
				void *p)
{
	bool unplugged = !mlx5fw_port_cable(fw);
	const char *msg = unplugged ? "Cable is unplugged" : "No issue observed";
	uint32_t op = unplugged ? MLX5CTL_PDDR_MONITOR_CABLE_UNPLUGGED :
		      MLX5CTL_PDDR_MONITOR_NO_ISSUE_OBSERVED;
	uint32_t group = MLX5CTL_GET(pddr_troubleshooting_page, in, group_opcode);

	/* group_opcode is an input: 0 monitor opcodes, 1 advanced debug opcodes (mstlink's) */
	if (group == 0)
		MLX5CTL_SET(pddr_troubleshooting_page, p,
			    status_opcode.pddr_monitor_opcode.monitor_opcode, op);
	else if (group == 1)
		MLX5CTL_SET(pddr_troubleshooting_page, p,
			    status_opcode.pddr_advanced_opcode.advanced_opcode, op);
	else
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	MLX5CTL_SET(pddr_troubleshooting_page, p, group_opcode, group);
	memcpy(MLX5CTL_ADDR_OF(pddr_troubleshooting_page, p, status_message), msg, strlen(msg) + 1);
	return 0;
}

/* the module page, read out of the module's EEPROM as the firmware would */
static void module_info(struct mlx5fw *fw, void *p)
{
	uint8_t b[EEPROM_PAGE];
	uint32_t rev, oui;

	if (!mlx5fw_port_cable(fw)) {
		MLX5CTL_SET(pddr_module_info, p, cable_type, MLX5CTL_PDDR_CABLE_UNPLUGGED);
		return;
	}
	module_read(0, b, sizeof(b));
	MLX5CTL_SET(pddr_module_info, p, cable_technology, b[SFF_DEVICE_TECH]);
	MLX5CTL_SET(pddr_module_info, p, ethernet_compliance_code, b[SFF_ETH_COMPLIANCE]);
	MLX5CTL_SET(pddr_module_info, p, ext_ethernet_compliance_code, b[SFF_EXT_COMPLIANCE]);
	/* identifier: PDDR's own numbering, from SFF-8024's */
	MLX5CTL_SET(pddr_module_info, p, cable_identifier,
		    b[128] == ID_QSFP28 ? MLX5CTL_PDDR_ID_QSFP28 :
		    b[128] == ID_QSFP_PLUS ? MLX5CTL_PDDR_ID_QSFP_PLUS :
		    MLX5CTL_PDDR_ID_SFP28_OR_SFP_PLUS);
	/* copper, unequalized or equalized: a passive cable */
	MLX5CTL_SET(pddr_module_info, p, cable_type,
		    (b[SFF_DEVICE_TECH] & 0xe0) == TECH_COPPER_UNEQ ? MLX5CTL_PDDR_CABLE_PASSIVE_COPPER :
		    MLX5CTL_PDDR_CABLE_ACTIVE_CABLE);
	MLX5CTL_SET(pddr_module_info, p, cable_vendor,
		    !memcmp(b + SFF_VENDOR_NAME, "NVIDIA", 6) ? MLX5CTL_PDDR_VENDOR_NVIDIA :
		    MLX5CTL_PDDR_VENDOR_OTHER);
	MLX5CTL_SET(pddr_module_info, p, cable_length, b[SFF_LENGTH_COPPER]);
	/* SFF-8636 byte 129 bits 7:6 are power classes 1-4; PDDR counts from class 0 */
	MLX5CTL_SET(pddr_module_info, p, cable_power_class, ((b[SFF_EXT_ID] >> 6) & 3) + 1);
	MLX5CTL_SET(pddr_module_info, p, cable_attenuation_5g, b[SFF_ATTEN_5G]);
	MLX5CTL_SET(pddr_module_info, p, cable_attenuation_7g, b[SFF_ATTEN_7G]);
	MLX5CTL_SET(pddr_module_info, p, cable_attenuation_12g, b[SFF_ATTEN_12G]);
	MLX5CTL_SET(pddr_module_info, p, cable_attenuation_25g, b[SFF_ATTEN_25G]);
	memcpy(MLX5CTL_ADDR_OF(pddr_module_info, p, vendor_name), b + SFF_VENDOR_NAME, 16);
	memcpy(MLX5CTL_ADDR_OF(pddr_module_info, p, vendor_pn), b + SFF_VENDOR_PN, 16);
	memcpy(MLX5CTL_ADDR_OF(pddr_module_info, p, vendor_sn), b + SFF_VENDOR_SN, 16);
	memcpy(MLX5CTL_ADDR_OF(pddr_module_info, p, date_code), b + SFF_DATE_CODE, 8);
	/* vendor revision: ASCII, right-aligned */
	rev = (uint32_t)b[SFF_VENDOR_REV] << 8 | b[SFF_VENDOR_REV + 1];
	MLX5CTL_SET(pddr_module_info, p, vendor_rev, rev);
	oui = (uint32_t)b[SFF_VENDOR_OUI] << 16 | (uint32_t)b[SFF_VENDOR_OUI + 1] << 8 |
	      b[SFF_VENDOR_OUI + 2];
	MLX5CTL_SET(pddr_module_info, p, vendor_oui, oui);
	MLX5CTL_SET(pddr_module_info, p, connector_type, b[SFF_CONNECTOR]);
}

int mlx5fw_reg_pddr(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	uint32_t port = MLX5CTL_GET(pddr_reg, d, local_port);
	uint32_t page = MLX5CTL_GET(pddr_reg, d, page_select);
	void *p = MLX5CTL_ADDR_OF(pddr_reg, d, page_data);
	uint8_t in[MLX5CTL_ST_SZ_BYTES(pddr_troubleshooting_page)];
	int err = 0;

	if (write)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_OP_ERR, SYND_BAD_REG);
	/* ports are numbered from 1 (local or IB numbering: the same here); no planes, no
	 * retimer sides, no optical engines */
	if (port < 1 || port > MLX5FW_CAP(fw, num_ports) || MLX5CTL_GET(pddr_reg, d, pnat) > 1 ||
	    MLX5CTL_GET(pddr_reg, d, lp_msb) || MLX5CTL_GET(pddr_reg, d, plane_ind) ||
	    MLX5CTL_GET(pddr_reg, d, port_type) || MLX5CTL_GET(pddr_reg, d, module_ind_type) ||
	    MLX5CTL_GET(pddr_reg, d, module_info_ext) > 1)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	memcpy(in, p, sizeof(in));
	memset(p, 0, MLX5CTL_FLD_SZ_BYTES(pddr_reg, page_data));
	switch (page) {
	case MLX5CTL_PDDR_PAGE_OPERATIONAL_INFO:
		operation_info(fw, p);
		break;
	case MLX5CTL_PDDR_PAGE_TROUBLESHOOTING_INFO:
		err = troubleshooting_info(fw, cmd, in, p);
		break;
	case MLX5CTL_PDDR_PAGE_MODULE_INFO:
		module_info(fw, p);
		break;
	case MLX5CTL_PDDR_PAGE_LINK_DOWN_INFO:
		mlx5fw_pddr_link_down_info(fw, p);
		break;
	case MLX5CTL_PDDR_PAGE_LINK_UP_INFO:
		mlx5fw_pddr_link_up_info(fw, p);
		break;
	case MLX5CTL_PDDR_PAGE_MODULE_LATCHED_FLAG_INFO:
		mlx5fw_pddr_module_latched_flags(fw, p);
		break;
	default:
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	}
	return err;
}

/* the port a port register names: local port 1 (of num_ports), no plane, no high bits */
static bool port_ok(struct mlx5fw *fw, uint32_t local_port)
{
	return local_port >= 1 && local_port <= MLX5FW_CAP(fw, num_ports);
}

/* PAOS: the port is administratively up, and operationally while the link is (read-only in
 * the model) */
int mlx5fw_reg_paos(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	uint32_t port = MLX5CTL_GET(paos_reg, d, local_port);

	if (write)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_OP_ERR, SYND_BAD_REG);
	if (!port_ok(fw, port) || MLX5CTL_GET(paos_reg, d, swid))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	memset(d, 0, MLX5CTL_ST_SZ_BYTES(paos_reg));
	MLX5CTL_SET(paos_reg, d, local_port, port);
	MLX5CTL_SET(paos_reg, d, admin_status, MLX5CTL_PORT_STATUS_UP);
	MLX5CTL_SET(paos_reg, d, oper_status,
		    mlx5fw_link_up(fw) ? MLX5CTL_PORT_STATUS_UP : MLX5CTL_PORT_STATUS_DOWN);
	return 0;
}

/*
 * PTYS, Ethernet (proto_mask 4): the port supports, is set to and runs 100GBASE-CR4 (legacy
 * encoding; no extended protocols: the model has no PCAM to announce them), auto-negotiated,
 * over the direct-attach cable of MCIA. InfiniBand is not a protocol of this port.
 */
int mlx5fw_reg_ptys(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	uint32_t port = MLX5CTL_GET(ptys_reg, d, local_port);
	uint32_t proto = MLX5CTL_GET(ptys_reg, d, proto_mask);

	if (write)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_OP_ERR, SYND_BAD_REG);
	if (!port_ok(fw, port) || MLX5CTL_GET(ptys_reg, d, plane_ind) ||
	    proto != MLX5CTL_PTYS_PROTO_ETHERNET)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	memset(d, 0, MLX5CTL_ST_SZ_BYTES(ptys_reg));
	MLX5CTL_SET(ptys_reg, d, local_port, port);
	MLX5CTL_SET(ptys_reg, d, proto_mask, proto);
	MLX5CTL_SET(ptys_reg, d, max_port_rate, PORT_RATE_GBPS);
	MLX5CTL_SET(ptys_reg, d, eth_proto_capability, PORT_ETH_PROTO);
	MLX5CTL_SET(ptys_reg, d, eth_proto_admin, PORT_ETH_PROTO);
	if (!mlx5fw_link_up(fw)) {
		/* no cable: nothing operational, no partner, no connector */
		MLX5CTL_SET(ptys_reg, d, an_status, MLX5CTL_PTYS_AN_LINK_DOWN);
		MLX5CTL_SET(ptys_reg, d, connector_type, MLX5CTL_PTYS_CONNECTOR_UNKNOWN);
		return 0;
	}
	MLX5CTL_SET(ptys_reg, d, an_status, MLX5CTL_PTYS_AN_COMPLETE);
	MLX5CTL_SET(ptys_reg, d, data_rate_oper, PORT_RATE_GBPS * 10);
	MLX5CTL_SET(ptys_reg, d, eth_proto_oper, PORT_ETH_PROTO);
	MLX5CTL_SET(ptys_reg, d, eth_proto_lp_advertise, PORT_ETH_PROTO);
	MLX5CTL_SET(ptys_reg, d, connector_type, MLX5CTL_PTYS_CONNECTOR_DA);
	return 0;
}

/* PMLP: local port 1 is module 0's four lanes, lane i on module lane i both ways */
int mlx5fw_reg_pmlp(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	uint32_t port = MLX5CTL_GET(pmlp_reg, d, local_port);
	uint8_t *lane[4];
	unsigned int i;

	if (write)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_OP_ERR, SYND_BAD_REG);
	if (!port_ok(fw, port))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	memset(d, 0, MLX5CTL_ST_SZ_BYTES(pmlp_reg));
	MLX5CTL_SET(pmlp_reg, d, local_port, port);
	MLX5CTL_SET(pmlp_reg, d, width, 4);
	lane[0] = MLX5CTL_ADDR_OF(pmlp_reg, d, lane0_module_mapping);
	lane[1] = MLX5CTL_ADDR_OF(pmlp_reg, d, lane1_module_mapping);
	lane[2] = MLX5CTL_ADDR_OF(pmlp_reg, d, lane2_module_mapping);
	lane[3] = MLX5CTL_ADDR_OF(pmlp_reg, d, lane3_module_mapping);
	for (i = 0; i < 4; i++) {
		MLX5CTL_SET(pmlp_lane, lane[i], module, 0);
		MLX5CTL_SET(pmlp_lane, lane[i], tx_lane, i);
		MLX5CTL_SET(pmlp_lane, lane[i], rx_lane, i);
	}
	return 0;
}
