// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The PCI vendor-specific capability (VSC) of a ConnectX PF: a gateway in configuration space
 * through which software reads the device's internal address spaces without BAR0. mlx5_core
 * uses it (lib/pci_vsc.c) to size and read the CR space for its crash dump (diag/crdump.c) and
 * to take the SW-reset semaphore before a firmware reset (health.c); mstflint uses the same
 * gateway. Offsets are from the start of the capability; every register is a little-endian
 * configuration dword.
 *
 *   0x00  header: cap id 0x09, next (the host's), length 0x18, VSC type (0 = functional)
 *   0x04  control: space [15:0] RW; syndrome code [27:24], size valid [28], status [31:29] RO
 *   0x08  counter: every read returns a new non-zero ticket
 *   0x0c  semaphore: 0 = free; a write of a ticket takes a free semaphore; a write of 0 frees
 *   0x10  address: address [29:0], syndrome [30] RO, flag [31]
 *   0x14  data
 *
 * Gateway protocol: take the semaphore (read it until 0, read a ticket, write it, read it back:
 * equal = yours); select a space in control, read control back (status != 0: supported; size
 * valid: the address register holds the space size in bytes); read = write the address with
 * flag 0, wait for flag 1, read data (in the scan space the address register then holds the
 * next readable address); write = write data, write the address with flag 1, wait for flag 0.
 * The model completes every operation at once, so the flag is already flipped on the first
 * read. A failed operation completes too, with the syndrome bit set in the address register and
 * the reason in control's syndrome code (3 = address out of range, as mstflint knows it; the
 * other codes are this model's).
 *
 * The layout is not PRM (the kernel's own pci_vsc.c hand-writes it too, outside mlx5_ifc.h),
 * so the bit positions are named here, once.
 *
 * Spaces (mstflint requires 0x1, 0x2 and 0xa, and probes others, which read back as
 * unsupported): 0x2 CR space and 0x7 scan CR space (crspace.c: the same read-only 6 MiB; the
 * scan space skips the hole that, read directly, reads 0xbadacce5), 0x3 ICMD and 0x1 ICMD
 * extended (icmd.c: the tools' command interface, the same one in both), 0xa semaphore space
 * (64 dword semaphores; 0x0 is the ICMD semaphore, 0x20 mlx5_core's SW-reset semaphore).
 *
 * The model enforces the gateway semaphore: control and address writes while it is free are
 * refused (syndrome code 1). A hostile guest can do nothing but set syndromes: every address is
 * checked against the space's size, no access allocates, loops or recurses.
 */
#include <string.h>

#include "mlx5fw_int.h"

enum {
	VSC_HDR = 0x00,
	VSC_CTRL = 0x04,
	VSC_COUNTER = 0x08,
	VSC_SEMAPHORE = 0x0c,
	VSC_ADDR = 0x10,
	VSC_DATA = 0x14,

	VSC_CAP_ID = 0x09,		/* PCI_CAP_ID_VNDR */
	VSC_TYPE_FUNCTIONAL = 0,

	VSC_SPACE_MASK = 0xffff,	/* control [15:0] */
	VSC_SYND_CODE_SHIFT = 24,	/* control [27:24] */
	VSC_SIZE_VLD = 1 << 28,		/* control [28] */
	VSC_STATUS_SHIFT = 29,		/* control [31:29] */
	VSC_STATUS_OK = 1,

	VSC_ADDR_MASK = 0x3fffffff,	/* address [29:0] */
	VSC_SYND = 1 << 30,		/* address [30] */
};
#define VSC_FLAG		0x80000000u	/* address [31] (beyond an enum's int) */

/* spaces (mstflint's AS_* numbering; mlx5_core's MLX5_VSC_SPACE_SCAN_CRSPACE and
 * MLX5_SEMAPHORE_SPACE_DOMAIN) */
enum {
	VSC_SPACE_ICMD_EXT = 0x1,
	VSC_SPACE_CR = 0x2,
	VSC_SPACE_ICMD = 0x3,
	VSC_SPACE_SCAN_CR = 0x7,
	VSC_SPACE_SEMAPHORE = 0xa,
};

#define VSC_SEM_SIZE		(MLX5FW_VSC_SEMAPHORES * 4u)

static bool space_supported(uint16_t space)
{
	return space == VSC_SPACE_ICMD_EXT || space == VSC_SPACE_CR || space == VSC_SPACE_ICMD ||
	       space == VSC_SPACE_SCAN_CR || space == VSC_SPACE_SEMAPHORE;
}

static uint32_t space_size(uint16_t space)
{
	switch (space) {
	case VSC_SPACE_CR:
	case VSC_SPACE_SCAN_CR:
		return MLX5FW_CR_SIZE;
	case VSC_SPACE_ICMD:
	case VSC_SPACE_ICMD_EXT:
		return mlx5fw_icmd_space_size();
	case VSC_SPACE_SEMAPHORE:
		return VSC_SEM_SIZE;
	default:
		return 0;
	}
}

void mlx5fw_vsc_reset(struct mlx5fw *fw)
{
	memset(&fw->vsc, 0, sizeof(fw->vsc));
	fw->vsc.counter = 1;
	fw->vsc.seed = mlx5fw_cr_seed(fw);
	/* the rest of what configuration space reaches */
	mlx5fw_icmd_reset(fw);
	mlx5fw_vpd_reset(fw);
}

static uint32_t ctrl_value(const struct mlx5fw *fw)
{
	uint32_t v = fw->vsc.space;

	v |= (uint32_t)(fw->vsc.synd_code & 0xf) << VSC_SYND_CODE_SHIFT;
	if (space_supported(fw->vsc.space))
		v |= (uint32_t)VSC_STATUS_OK << VSC_STATUS_SHIFT | VSC_SIZE_VLD;
	return v;
}

/* one register, by byte offset of its dword within the capability (a counter read ticks) */
static uint32_t reg_read(struct mlx5fw *fw, unsigned int dw)
{
	uint32_t v;

	switch (dw) {
	case VSC_HDR:
		return VSC_CAP_ID | MLX5FW_VSC_SIZE << 16 | (uint32_t)VSC_TYPE_FUNCTIONAL << 24;
	case VSC_CTRL:
		return ctrl_value(fw);
	case VSC_COUNTER:
		v = fw->vsc.counter++;
		if (!fw->vsc.counter)
			fw->vsc.counter = 1;	/* a ticket is never 0 (= free) */
		return v;
	case VSC_SEMAPHORE:
		return fw->vsc.sem;
	case VSC_ADDR:
		return fw->vsc.addr;
	case VSC_DATA:
		return fw->vsc.data;
	default:
		return 0;
	}
}

/* an operation ends at once: flag flipped, syndrome bit and code as given */
static void op_done(struct mlx5fw *fw, uint32_t addr, bool write, uint8_t synd, const char *why)
{
	fw->vsc.addr = (addr & VSC_ADDR_MASK) | (write ? 0 : VSC_FLAG) | (synd ? VSC_SYND : 0);
	fw->vsc.synd_code = synd;
	if (synd)
		mlx5fw_guest_error(fw, why);
}

static void gw_read(struct mlx5fw *fw, uint32_t addr)
{
	uint16_t space = fw->vsc.space;
	uint32_t next = addr;

	fw->vsc.data = MLX5FW_BAD_ACCESS;
	if (!space_supported(space)) {
		op_done(fw, addr, false, MLX5FW_VSC_SYND_BAD_SPACE,
			"mlx5fw: VSC read in an unsupported space");
		return;
	}
	if ((addr & 3) || addr >= space_size(space)) {
		op_done(fw, addr, false, MLX5FW_VSC_SYND_ADDR_RANGE,
			"mlx5fw: VSC read address out of range");
		return;
	}
	switch (space) {
	case VSC_SPACE_SEMAPHORE:
		fw->vsc.data = fw->vsc.sems[addr / 4];
		break;
	case VSC_SPACE_ICMD:
	case VSC_SPACE_ICMD_EXT:
		if (mlx5fw_icmd_read(fw, addr, &fw->vsc.data)) {
			op_done(fw, addr, false, MLX5FW_VSC_SYND_ADDR_RANGE,
				"mlx5fw: VSC read of an ICMD address that does not exist");
			return;
		}
		break;
	case VSC_SPACE_CR:
		fw->vsc.data = mlx5fw_cr_read(fw, addr);
		break;
	default:
		/* the scan space reports the next readable address (past the hole) */
		fw->vsc.data = mlx5fw_cr_read(fw, addr);
		next = mlx5fw_cr_next(addr);
		break;
	}
	op_done(fw, next, false, 0, NULL);
}

static void gw_write(struct mlx5fw *fw, uint32_t addr)
{
	uint16_t space = fw->vsc.space;
	uint32_t *sem;

	if (!space_supported(space)) {
		op_done(fw, addr, true, MLX5FW_VSC_SYND_BAD_SPACE,
			"mlx5fw: VSC write in an unsupported space");
	} else if ((addr & 3) || addr >= space_size(space)) {
		op_done(fw, addr, true, MLX5FW_VSC_SYND_ADDR_RANGE,
			"mlx5fw: VSC write address out of range");
	} else if (space == VSC_SPACE_ICMD || space == VSC_SPACE_ICMD_EXT) {
		if (mlx5fw_icmd_write(fw, addr, fw->vsc.data))
			op_done(fw, addr, true, MLX5FW_VSC_SYND_READ_ONLY,
				"mlx5fw: VSC write to a read-only ICMD address");
		else
			op_done(fw, addr, true, 0, NULL);
	} else if (space != VSC_SPACE_SEMAPHORE) {
		op_done(fw, addr, true, MLX5FW_VSC_SYND_READ_ONLY,
			"mlx5fw: VSC write to the read-only CR space");
	} else {
		/* a semaphore: 0 frees it, a ticket takes it only when free */
		sem = &fw->vsc.sems[addr / 4];
		if (!fw->vsc.data || !*sem)
			*sem = fw->vsc.data;
		op_done(fw, addr, true, 0, NULL);
	}
}

static void reg_write(struct mlx5fw *fw, unsigned int dw, uint32_t val)
{
	switch (dw) {
	case VSC_CTRL:
		if (!fw->vsc.sem) {
			fw->vsc.synd_code = MLX5FW_VSC_SYND_NOT_LOCKED;
			mlx5fw_guest_error(fw, "mlx5fw: VSC space change without the semaphore");
			return;
		}
		fw->vsc.space = (uint16_t)(val & VSC_SPACE_MASK);
		fw->vsc.synd_code = 0;
		/* a supported space reports its size in the address register */
		fw->vsc.addr = space_size(fw->vsc.space);
		return;
	case VSC_SEMAPHORE:
		/* 0 frees it; a ticket takes it when free (the lock protocol reads it back) */
		if (!val || !fw->vsc.sem)
			fw->vsc.sem = val;
		return;
	case VSC_ADDR:
		if (!fw->vsc.sem) {
			if (!(val & VSC_FLAG))
				fw->vsc.data = MLX5FW_BAD_ACCESS;
			op_done(fw, val, (val & VSC_FLAG) != 0, MLX5FW_VSC_SYND_NOT_LOCKED,
				"mlx5fw: VSC access without the semaphore");
			return;
		}
		if (val & VSC_FLAG)
			gw_write(fw, val & VSC_ADDR_MASK);
		else
			gw_read(fw, val & VSC_ADDR_MASK);
		return;
	case VSC_DATA:
		fw->vsc.data = val;
		return;
	default:
		/* header and counter are read-only */
		return;
	}
}

uint32_t mlx5fw_vsc_read(struct mlx5fw *fw, unsigned int off, unsigned int size)
{
	uint32_t v = 0, dword = 0;
	unsigned int i, cur = ~0u;

	if (size < 1 || size > 4)
		return 0;
	if (fw->gone)
		return size == 4 ? 0xffffffffu : (1u << (8 * size)) - 1;
	if (off >= MLX5FW_VSC_SIZE || size > MLX5FW_VSC_SIZE - off) {
		mlx5fw_guest_error(fw, "mlx5fw: VSC read beyond the capability");
		return 0;
	}
	/* byte off + i goes to bits 8i..8i+7 (configuration space is little-endian); a read
	 * that straddles two registers reads both */
	for (i = 0; i < size; i++) {
		unsigned int o = off + i;

		if ((o & ~3u) != cur) {
			cur = o & ~3u;
			dword = reg_read(fw, cur);
		}
		v |= ((dword >> (8 * (o & 3))) & 0xff) << (8 * i);
	}
	return v;
}

void mlx5fw_vsc_write(struct mlx5fw *fw, unsigned int off, uint32_t val, unsigned int size)
{
	if (fw->gone)
		return;
	if (size != 4 || (off & 3) || off >= MLX5FW_VSC_SIZE) {
		mlx5fw_guest_error(fw, "mlx5fw: VSC write not an aligned dword of the capability");
		return;
	}
	/* an entry point: the general events an ICMD command raises (an MFRL write starting a
	 * synchronised reset) are posted when it returns, as from the command queue */
	mlx5fw_enter(fw);
	reg_write(fw, off, val);
	mlx5fw_leave(fw);
}
