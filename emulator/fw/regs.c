// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * ACCESS_REG: a table of emulated access registers. Each entry names its layout (for the
 * size), who may read / write it, and a handler working on a zeroed local copy of the
 * register: the guest's data is copied in (bounded by both lengths), the result copied out.
 *
 * Access rules for user UIDs (uid 0, the kernel, may do anything a register supports):
 * reads need a live UID; writes need the UID's TOOLS_RESOURCES capability; registers marked
 * kernel-only refuse any non-zero UID.
 */
#include <string.h>

#include "mlx5fw_int.h"

#define REG_MAX	1024	/* room for the largest register we emulate */
#define NUM_SENSORS	2

struct reg_ctx {
	struct mlx5fw *fw;
	struct mlx5fw_cmd *cmd;
	uint32_t argument;
	bool write;
	uint8_t *data;		/* REG_MAX bytes, guest data in, result out */
};

struct reg_desc {
	uint16_t id;
	size_t size;
	bool readable, writable, kernel_only;
	bool query_only;	/* a "write" changes nothing: no write capability needed */
	uint32_t write_cap;	/* uctx cap bits a user UID needs to write */
	int (*handle)(struct reg_ctx *c);
};

static int reg_host_endianness(struct reg_ctx *c)
{
	if (c->write)
		c->fw->host_endianness = MLX5CTL_GET(host_endianness_reg, c->data, he);
	else
		MLX5CTL_SET(host_endianness_reg, c->data, he, c->fw->host_endianness);
	return 0;
}

static int reg_mtcap(struct reg_ctx *c)
{
	uint8_t *map = MLX5CTL_ADDR_OF(mtcap_reg, c->data, sensor_map);

	MLX5CTL_SET(mtcap_reg, c->data, sensor_count, NUM_SENSORS);
	/* sensor_map is a 64-bit big-endian bitmap, bit i = sensor i */
	mlx5fw_put_be64(map, (1ull << NUM_SENSORS) - 1);
	return 0;
}

/* temperature in 0.125 C units: a triangle wave over one minute, 40..55 C, per sensor */
static uint32_t sensor_temp(struct mlx5fw *fw, unsigned int idx)
{
	uint64_t t = (mlx5fw_now(fw) - fw->boot_ns) / 1000000ull;	/* ms */
	uint64_t ph = (t + idx * 7000) % 60000;
	uint64_t tri = ph < 30000 ? ph : 60000 - ph;			/* 0..30000 */

	return (uint32_t)(40 * 8 + tri * 15 * 8 / 30000 + idx * 8);
}

static int reg_mtmp(struct reg_ctx *c)
{
	uint32_t idx = MLX5CTL_GET(mtmp_reg, c->data, sensor_index);
	uint32_t t;

	if (c->write)
		return mlx5fw_fail(c->cmd, MLX5CTL_CMD_STAT_BAD_OP_ERR, SYND_BAD_REG);
	if (idx >= NUM_SENSORS)
		return mlx5fw_fail(c->cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	t = sensor_temp(c->fw, idx);
	memset(c->data, 0, REG_MAX);
	MLX5CTL_SET(mtmp_reg, c->data, sensor_index, idx);
	MLX5CTL_SET(mtmp_reg, c->data, temperature, t);
	MLX5CTL_SET(mtmp_reg, c->data, max_temperature, 55 * 8 + idx * 8);
	MLX5CTL_SET(mtmp_reg, c->data, temp_threshold_hi, 105 * 8);
	MLX5CTL_SET(mtmp_reg, c->data, temp_threshold_lo, 100 * 8);
	/* "ASIC" / "MOD0" in ASCII */
	MLX5CTL_SET(mtmp_reg, c->data, sensor_name_hi, idx ? 0x4d4f4430 : 0x41534943);
	return 0;
}

/* a QSFP28 module page 0: identifier 0x11, vendor "NVIDIA" at byte 148 */
static uint8_t module_byte(uint32_t page, uint32_t addr)
{
	static const char vendor[] = "NVIDIA          ";

	if (page != 0)
		return 0;
	if (addr == 0 || addr == 128)
		return 0x11;
	if (addr >= 148 && addr < 164)
		return (uint8_t)vendor[addr - 148];
	return 0;
}

static int reg_mcia(struct reg_ctx *c)
{
	uint32_t module = MLX5CTL_GET(mcia_reg, c->data, module);
	uint32_t page = MLX5CTL_GET(mcia_reg, c->data, page_number);
	uint32_t addr = MLX5CTL_GET(mcia_reg, c->data, device_address);
	uint32_t size = MLX5CTL_GET(mcia_reg, c->data, size);
	uint8_t *dw = MLX5CTL_ADDR_OF(mcia_reg, c->data, dwords);
	uint32_t i;

	if (c->write)
		return mlx5fw_fail(c->cmd, MLX5CTL_CMD_STAT_BAD_OP_ERR, SYND_BAD_REG);
	if (module != 0 || size > MLX5CTL_FLD_SZ_BYTES(mcia_reg, dwords) || addr + size > 256)
		return mlx5fw_fail(c->cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	memset(dw, 0, MLX5CTL_FLD_SZ_BYTES(mcia_reg, dwords));
	for (i = 0; i < size; i++)
		dw[i] = module_byte(page, addr + i);
	MLX5CTL_SET(mcia_reg, c->data, status, 0);
	return 0;
}

static int reg_mgir(struct reg_ctx *c)
{
	const struct mlx5fw_devinfo *di = mlx5fw_devinfo(c->fw);
	uint64_t up = (mlx5fw_now(c->fw) - c->fw->boot_ns) / 1000000000ull;
	uint8_t *psid = MLX5CTL_ADDR_OF(mgir_reg, c->data, fw_info.psid);
	size_t n = strlen(di->psid);

	if (c->write)
		return mlx5fw_fail(c->cmd, MLX5CTL_CMD_STAT_BAD_OP_ERR, SYND_BAD_REG);
	memset(c->data, 0, REG_MAX);
	MLX5CTL_SET(mgir_reg, c->data, hardware_info.device_id, di->device_id);
	MLX5CTL_SET(mgir_reg, c->data, hardware_info.device_hw_revision, di->hw_rev);
	MLX5CTL_SET(mgir_reg, c->data, hardware_info.num_ports, MLX5FW_CAP(c->fw, num_ports));
	MLX5CTL_SET(mgir_reg, c->data, hardware_info.hw_dev_id, di->hw_dev_id);
	MLX5CTL_SET(mgir_reg, c->data, hardware_info.manufacturing_base_mac_47_32,
		    (uint32_t)(di->base_mac >> 32));
	MLX5CTL_SET(mgir_reg, c->data, hardware_info.manufacturing_base_mac_31_0,
		    (uint32_t)di->base_mac);
	MLX5CTL_SET(mgir_reg, c->data, hardware_info.uptime, (uint32_t)up);
	MLX5CTL_SET(mgir_reg, c->data, fw_info.extended_major, di->fw_major);
	MLX5CTL_SET(mgir_reg, c->data, fw_info.extended_minor, di->fw_minor);
	MLX5CTL_SET(mgir_reg, c->data, fw_info.extended_sub_minor, di->fw_sub);
	MLX5CTL_SET(mgir_reg, c->data, fw_info.secured, 1);
	MLX5CTL_SET(mgir_reg, c->data, fw_info.signed_fw, 1);
	MLX5CTL_SET(mgir_reg, c->data, fw_info.year, 0x2024);
	MLX5CTL_SET(mgir_reg, c->data, fw_info.month, 0x06);
	MLX5CTL_SET(mgir_reg, c->data, fw_info.day, 0x15);
	MLX5CTL_SET(mgir_reg, c->data, fw_info.hour, 0x1200);
	if (n > MLX5CTL_FLD_SZ_BYTES(mgir_reg, fw_info.psid))
		n = MLX5CTL_FLD_SZ_BYTES(mgir_reg, fw_info.psid);
	memcpy(psid, di->psid, n);
	return 0;
}

_Static_assert(MLX5CTL_ST_SZ_BYTES(mgir_reg) <= REG_MAX, "REG_MAX");
_Static_assert(MLX5CTL_ST_SZ_BYTES(resource_dump) <= REG_MAX, "REG_MAX");

/* RESOURCE_DUMP is a query whichever direction it is sent with (mlx5_core uses "write") */
static int reg_resource_dump(struct reg_ctx *c)
{
	return mlx5fw_reg_resource_dump(c->fw, c->cmd, c->data);
}

_Static_assert(MLX5CTL_ST_SZ_BYTES(mnvda_reg) <= REG_MAX, "REG_MAX");

static int reg_mnvda(struct reg_ctx *c)
{
	return mlx5fw_reg_mnvda(c->fw, c->cmd, c->write, c->data);
}

static int reg_mnvqc(struct reg_ctx *c)
{
	return mlx5fw_reg_mnvqc(c->fw, c->cmd, c->write, c->data);
}

static int reg_mnvia(struct reg_ctx *c)
{
	return mlx5fw_reg_mnvia(c->fw, c->cmd, c->write, c->data);
}

static const struct reg_desc regs[] = {
	{ MLX5CTL_REG_MNVDA, MLX5CTL_ST_SZ_BYTES(mnvda_reg), true, true, false, false, 0,
	  reg_mnvda },
	{ MLX5CTL_REG_MNVQC, MLX5CTL_ST_SZ_BYTES(mnvqc_reg), true, false, false, false, 0,
	  reg_mnvqc },
	{ MLX5CTL_REG_MNVIA, MLX5CTL_ST_SZ_BYTES(mnvia_reg), false, true, false, false, 0,
	  reg_mnvia },
	{ MLX5CTL_REG_MGIR, MLX5CTL_ST_SZ_BYTES(mgir_reg), true, false, false, false, 0,
	  reg_mgir },
	{ MLX5CTL_REG_HOST_ENDIANNESS, MLX5CTL_ST_SZ_BYTES(host_endianness_reg),
	  true, true, true, false, 0, reg_host_endianness },
	{ MLX5CTL_REG_MTCAP, MLX5CTL_ST_SZ_BYTES(mtcap_reg), true, false, false, false, 0,
	  reg_mtcap },
	{ MLX5CTL_REG_MTMP, MLX5CTL_ST_SZ_BYTES(mtmp_reg), true, false, false, false, 0,
	  reg_mtmp },
	{ MLX5CTL_REG_MCIA, MLX5CTL_ST_SZ_BYTES(mcia_reg), true, false, false, false, 0,
	  reg_mcia },
	{ MLX5CTL_REG_RESOURCE_DUMP, MLX5CTL_ST_SZ_BYTES(resource_dump), true, true, false, true,
	  0, reg_resource_dump },
};

int mlx5fw_cmd_access_reg(struct mlx5fw *fw, struct mlx5fw_cmd *cmd)
{
	size_t in_hdr = MLX5CTL_BYTE_OFF(access_register_in, register_data);
	size_t out_hdr = MLX5CTL_BYTE_OFF(access_register_out, register_data);
	uint16_t id = (uint16_t)MLX5CTL_GET(access_register_in, cmd->in, register_id);
	const struct reg_desc *r = NULL;
	uint8_t data[REG_MAX];
	struct reg_ctx c = { fw, cmd, 0, false, data };
	size_t n, i;
	int err;

	err = mlx5fw_need_enabled(fw, cmd);
	if (err)
		return err;
	err = mlx5fw_check_uid(fw, cmd);
	if (err)
		return err;
	if (cmd->op_mod != MLX5CTL_ACCESS_REG_OP_MOD_WRITE &&
	    cmd->op_mod != MLX5CTL_ACCESS_REG_OP_MOD_READ)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_OP_MOD);
	c.write = cmd->op_mod == MLX5CTL_ACCESS_REG_OP_MOD_WRITE;
	for (i = 0; i < sizeof(regs) / sizeof(regs[0]); i++)
		if (regs[i].id == id)
			r = &regs[i];
	if (!r)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_REG);
	if ((c.write && !r->writable) || (!c.write && !r->readable))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_OP_ERR, SYND_BAD_REG);
	if (cmd->uid) {
		if (r->kernel_only)
			return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_UID_CAP);
		bool w = c.write && !r->query_only;

		if (w && (fw->uctx[cmd->uid].cap & r->write_cap) != r->write_cap)
			return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_UID_CAP);
		if (w && !(fw->uctx[cmd->uid].cap & MLX5CTL_UCTX_CAP_TOOLS_RESOURCES))
			return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_UID_CAP);
	}
	c.argument = MLX5CTL_GET(access_register_in, cmd->in, argument);

	memset(data, 0, sizeof(data));
	n = cmd->inlen - in_hdr;
	if (n > r->size)
		n = r->size;
	memcpy(data, (const uint8_t *)cmd->in + in_hdr, n);
	err = r->handle(&c);
	if (err)
		return err;
	n = cmd->outlen - out_hdr;
	if (n > r->size)
		n = r->size;
	memcpy(cmd->out + out_hdr, data, n);
	return 0;
}
