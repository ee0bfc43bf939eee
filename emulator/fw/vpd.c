// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The board's Vital Product Data and the PCI VPD capability that reads it (what the kernel's
 * drivers/pci/vpd.c serves as sysfs "vpd", and mstvpd and lspci print).
 *
 * Capability (offsets from its start; the host owns bytes 0-1, id 0x03 and next):
 *   0x02  address, 16 bits: VPD address [14:0], F [15]. Writing an address with F = 0 starts
 *         a read of the dword there; F reads 1 once the data is valid (at once, here). Writing
 *         with F = 1 would write: the VPD is read-only, the write is dropped (F reads 0 at once,
 *         as a completed write would) and logged as a guest error
 *   0x04  data, 32 bits: the four VPD bytes at the address, first byte in bits 7:0
 *
 * The image (PCI 3.0 VPD format): the identifier string (large resource 0x82), the read-only
 * keywords (0x90: PN, EC, SN, V0, V1, V2, V3, VA, then RV with the checksum that makes every
 * byte up to it sum to 0) and the end tag (0x78). Addresses past it read 0. The keywords follow
 * what NVIDIA boards carry (VA spells out which V* is what); V1, the PSID, is the model's own
 * addition: a real board has its PSID in the firmware image (MGIR), not in VPD, and the model
 * puts it here too so that a VPD reader can be tied to the firmware the other tools see.
 */
#include <stdio.h>
#include <string.h>

#include "mlx5fw_int.h"

#define VPD_ADDR	0x2
#define VPD_DATA	0x4
#define VPD_ADDR_MASK	0x7fffu
#define VPD_ADDR_F	0x8000u

#define TAG_ID_STRING	0x82
#define TAG_VPD_R	0x90
#define TAG_END		0x78

/* the board around each adapter the model can be (default first) */
static const struct mlx5fw_board boards[] = {
	{ 0x101d, "ConnectX-6 Dx EN adapter card, 100GbE, Single-port QSFP56, PCIe 4.0 x16",
	  "MCX623105AN-CDAT", "CX623105A", 4, 16 },
	{ 0x101b, "ConnectX-6 VPI adapter card, 100Gb/s (HDR100, EDR IB and 100GbE), Single-port QSFP56",
	  "MCX653105A-ECAT", "CX653105A", 4, 16 },
	{ 0x1021, "NVIDIA ConnectX-7 adapter card, 400Gb/s NDR IB, Single-port OSFP, PCIe 5.0 x16",
	  "MCX75310AAS-NEAT", "CX75310AAS", 5, 16 },
};

static size_t put_kw(uint8_t *p, size_t pos, const char kw[2], const char *val)
{
	size_t n = strlen(val);

	p[pos] = (uint8_t)kw[0];
	p[pos + 1] = (uint8_t)kw[1];
	p[pos + 2] = (uint8_t)n;
	memcpy(p + pos + 3, val, n);
	return pos + 3 + n;
}

static void put_le16(uint8_t *p, size_t v)
{
	p[0] = (uint8_t)v;
	p[1] = (uint8_t)(v >> 8);
}

/* the serial number of this adapter: "MT", year and week, "X", a number from the base MAC */
static void serial(const struct mlx5fw_devinfo *di, char *sn, size_t len)
{
	snprintf(sn, len, "MT2424X%05u", (unsigned int)((di->base_mac >> 20) % 100000u));
}

const struct mlx5fw_board *mlx5fw_board(const struct mlx5fw *fw)
{
	const struct mlx5fw_devinfo *di = mlx5fw_devinfo(fw);
	size_t i;

	for (i = 0; i < sizeof(boards) / sizeof(boards[0]); i++)
		if (boards[i].device_id == di->device_id)
			return &boards[i];
	return &boards[0];
}

void mlx5fw_pcie_link(struct mlx5fw *fw, unsigned int *gen, unsigned int *width)
{
	const struct mlx5fw_board *b = mlx5fw_board(fw);

	*gen = b->pcie_gen;
	*width = b->pcie_width;
}

void mlx5fw_vpd_reset(struct mlx5fw *fw)
{
	const struct mlx5fw_devinfo *di = mlx5fw_devinfo(fw);
	const struct mlx5fw_board *b = mlx5fw_board(fw);
	uint8_t *p = fw->vpd.image;
	char sn[16], uuid[40];
	size_t i, pos, r_start, id_len;
	uint8_t sum = 0;

	memset(&fw->vpd, 0, sizeof(fw->vpd));
	serial(di, sn, sizeof(sn));
	snprintf(uuid, sizeof(uuid), "%08x-%04x-11ee-8000-%012llx", (unsigned int)di->device_id,
		 (unsigned int)di->hw_dev_id, (unsigned long long)di->base_mac);

	id_len = strlen(b->product);
	p[0] = TAG_ID_STRING;
	put_le16(p + 1, id_len);
	memcpy(p + 3, b->product, id_len);
	pos = 3 + id_len;

	r_start = pos;
	p[pos] = TAG_VPD_R;
	pos += 3;			/* length below */
	pos = put_kw(p, pos, "PN", b->pn);
	pos = put_kw(p, pos, "EC", "A6");
	pos = put_kw(p, pos, "SN", sn);
	{
		char pci[16];

		snprintf(pci, sizeof(pci), "PCIeGen%u x%u", b->pcie_gen, b->pcie_width);
		pos = put_kw(p, pos, "V0", pci);
	}
	pos = put_kw(p, pos, "V1", di->psid);
	pos = put_kw(p, pos, "V2", b->pn);
	pos = put_kw(p, pos, "V3", uuid);
	{
		char va[64];

		snprintf(va, sizeof(va), "MLX:MN=MLNX:CSKU=V2:UUID=V3:PCI=V0:MODL=%s",
			 b->model);
		pos = put_kw(p, pos, "VA", va);
	}
	/* RV: the checksum byte and nothing reserved after it */
	p[pos] = 'R';
	p[pos + 1] = 'V';
	p[pos + 2] = 1;
	put_le16(p + r_start + 1, pos + 4 - (r_start + 3));
	for (i = 0; i < pos + 3; i++)
		sum = (uint8_t)(sum + p[i]);
	p[pos + 3] = (uint8_t)-sum;
	pos += 4;
	p[pos++] = TAG_END;
	fw->vpd.len = pos;
}

size_t mlx5fw_vpd_image(struct mlx5fw *fw, const uint8_t **image)
{
	*image = fw->vpd.image;
	return fw->vpd.len;
}

static uint32_t vpd_dword(const struct mlx5fw *fw, uint32_t addr)
{
	uint32_t v = 0;
	unsigned int i;

	for (i = 0; i < 4; i++)
		if (addr + i < fw->vpd.len)
			v |= (uint32_t)fw->vpd.image[addr + i] << (8 * i);
	return v;
}

static uint32_t cap_reg(const struct mlx5fw *fw, unsigned int dw)
{
	if (dw == 0)
		return (uint32_t)fw->vpd.addr << 16;
	return fw->vpd.data;
}

uint32_t mlx5fw_vpd_cap_read(struct mlx5fw *fw, unsigned int off, unsigned int size)
{
	uint32_t v = 0;
	unsigned int i;

	if (size < 1 || size > 4)
		return 0;
	if (fw->gone)
		return size == 4 ? 0xffffffffu : (1u << (8 * size)) - 1;
	if (off < VPD_ADDR || off >= MLX5FW_VPD_CAP_SIZE || size > MLX5FW_VPD_CAP_SIZE - off) {
		mlx5fw_guest_error(fw, "mlx5fw: VPD capability read out of range");
		return 0;
	}
	for (i = 0; i < size; i++) {
		unsigned int o = off + i;

		v |= ((cap_reg(fw, o / 4) >> (8 * (o % 4))) & 0xff) << (8 * i);
	}
	return v;
}

void mlx5fw_vpd_cap_write(struct mlx5fw *fw, unsigned int off, uint32_t val, unsigned int size)
{
	uint16_t a;

	if (fw->gone)
		return;
	if (off == VPD_DATA && size == 4) {
		fw->vpd.data = val;
		return;
	}
	if (off != VPD_ADDR || size != 2) {
		mlx5fw_guest_error(fw, "mlx5fw: VPD capability write not the address word or data");
		return;
	}
	a = (uint16_t)val;
	if (a & VPD_ADDR_F) {
		mlx5fw_guest_error(fw, "mlx5fw: VPD write: the VPD is read-only");
		fw->vpd.addr = a & VPD_ADDR_MASK;	/* "done" */
		return;
	}
	fw->vpd.data = vpd_dword(fw, a & VPD_ADDR_MASK);
	fw->vpd.addr = (a & VPD_ADDR_MASK) | VPD_ADDR_F;
}
