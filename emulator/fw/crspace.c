// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The CR space: the device's internal register space as the VSC gateway (vsc.c) shows it in
 * its CR-space (0x2) and scan-CR-space (0x7) address spaces. It is as large as the map of a
 * ConnectX-6 Dx that mstregdump reads (Debian's /usr/share/mstflint/ConnectX6DX.csv ends at
 * 0x500c04): 6 MiB, with one unreadable hole, 0x80000-0x9ffff, that the scan space skips and a
 * direct read sees as 0xbadacce5.
 *
 * The content is not a real device's: a hash of the address, seeded with the adapter's
 * identity, so that two reads agree and two models of the same adapter too. A few addresses
 * mean something to the tools and hold what they expect:
 *   0x0f0014  hardware id (the recovery-mode PCI device id) and revision: mstflint's and
 *             mlx5_core's device identification
 *   0x0b5f04  bit 31, "static configuration not done" on ConnectX-6/6 Dx: 0, or mstflint's ICMD
 *             refuses to start a command
 *
 * The model's CR space is read-only. A real one is not: writing it is how the vendor's tools
 * (and an attacker with config-space access) reconfigure the chip. The tools this model serves
 * (mstflint 4.21's query, register, configuration, link, dump and VPD tools) only read it, and a
 * write is refused with the gateway's read-only syndrome (vsc.c), so that a write attempt shows
 * in QEMU's guest-error log instead of silently "working".
 */
#include "mlx5fw_int.h"

#define CR_HOLE_START		0x80000u	/* not readable: the scan skips it */
#define CR_HOLE_END		0xa0000u
#define CR_HW_ID		0xf0014u	/* hardware id and revision */
#define CR_STAT_CFG_NOT_DONE	0xb5f04u	/* bit 31: static configuration not done */
#define CR_STAT_CFG_NOT_DONE_BIT 0x80000000u

static uint32_t mix32(uint32_t x)
{
	x ^= x >> 16;
	x *= 0x7feb352du;
	x ^= x >> 15;
	x *= 0x846ca68bu;
	x ^= x >> 16;
	return x;
}

uint32_t mlx5fw_cr_seed(const struct mlx5fw *fw)
{
	const struct mlx5fw_devinfo *di = mlx5fw_devinfo(fw);
	const char *p;
	uint32_t h = 0x811c9dc5u;	/* FNV-1a over everything that identifies the adapter */
	uint32_t words[5] = { di->device_id, di->fw_major, di->fw_minor, di->fw_sub,
			      (uint32_t)di->hw_rev << 16 | di->hw_dev_id };
	unsigned int i, b;

	for (i = 0; i < 5; i++)
		for (b = 0; b < 4; b++)
			h = (h ^ ((words[i] >> (8 * b)) & 0xff)) * 0x01000193u;
	for (p = di->psid; p && *p; p++)
		h = (h ^ (uint8_t)*p) * 0x01000193u;
	return h;
}

bool mlx5fw_cr_readable(uint32_t addr)
{
	return addr < MLX5FW_CR_SIZE && !(addr >= CR_HOLE_START && addr < CR_HOLE_END);
}

uint32_t mlx5fw_cr_next(uint32_t addr)
{
	uint32_t next = (addr & ~3u) + 4;

	return next >= CR_HOLE_START && next < CR_HOLE_END ? CR_HOLE_END : next;
}

uint32_t mlx5fw_cr_read(const struct mlx5fw *fw, uint32_t addr)
{
	const struct mlx5fw_devinfo *di = mlx5fw_devinfo(fw);
	uint32_t v;

	addr &= ~3u;
	if (!mlx5fw_cr_readable(addr))
		return MLX5FW_BAD_ACCESS;
	if (addr == CR_HW_ID)
		return (uint32_t)(di->hw_rev & 0xff) << 16 | di->hw_dev_id;
	v = mix32(fw->vsc.seed ^ mix32(addr));
	if (addr == CR_STAT_CFG_NOT_DONE)
		v &= ~CR_STAT_CFG_NOT_DONE_BIT;
	return v;
}
