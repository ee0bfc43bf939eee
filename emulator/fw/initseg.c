// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * BAR0: the initialization segment (pages 0..2) and the UAR pages after it.
 *
 * The init segment is kept as a big-endian register image laid out by the generated
 * `initial_seg` accessors. Reads refresh the live fields (timers, health counter) and carve
 * 1, 2 or 4 bytes out of the image; writes are decoded by putting the dword into a scratch
 * image and reading the fields back by name.
 */
#include <stdlib.h>
#include <string.h>

#include "mlx5fw_int.h"

/* the health counter advances every 100 ms: mlx5_core wants a change at least every second */
#define HEALTH_TICK_NS	100000000ull

int mlx5fw_iseg_init(struct mlx5fw *fw)
{
	size_t sz = MLX5CTL_ST_SZ_BYTES(initial_seg);

	if (sz < MLX5FW_ISEG_SIZE)
		sz = MLX5FW_ISEG_SIZE;
	fw->iseg = calloc(1, sz);
	fw->iseg_size = sz;
	return fw->iseg ? 0 : -1;
}

void mlx5fw_iseg_free(struct mlx5fw *fw)
{
	free(fw->iseg);
	fw->iseg = NULL;
}

void mlx5fw_iseg_reset(struct mlx5fw *fw)
{
	fw->cmdq_h = 0;
	fw->cmdq_l = 0;
	fw->nic_interface = 0;
	fw->db_pending = 0;
	fw->health_synd = 0;
}

void mlx5fw_set_health_syndrome(struct mlx5fw *fw, uint8_t synd)
{
	if (synd && !fw->health_synd) {
		fw->health_syndromes++;
		fw->health_frozen = (uint32_t)((mlx5fw_now(fw) - fw->boot_ns) / HEALTH_TICK_NS);
	}
	fw->health_synd = synd;
}

static void iseg_refresh(struct mlx5fw *fw)
{
	const struct mlx5fw_devinfo *di = mlx5fw_devinfo(fw);
	uint32_t ver = mlx5fw_fw_version(fw);	/* the running image's */
	uint64_t up = mlx5fw_now(fw) - fw->boot_ns;
	uint8_t *s = fw->iseg;
	void *h = MLX5CTL_ADDR_OF(initial_seg, s, health_buffer);

	/* every field is rewritten; everything else in the image stays zero */
	MLX5CTL_SET(initial_seg, s, fw_rev_major, mlx5ctl_fw_version_major(ver));
	MLX5CTL_SET(initial_seg, s, fw_rev_minor, mlx5ctl_fw_version_minor(ver));
	MLX5CTL_SET(initial_seg, s, fw_rev_subminor, mlx5ctl_fw_version_subminor(ver));
	MLX5CTL_SET(initial_seg, s, cmd_interface_rev, MLX5FW_CMD_IF_REV);
	MLX5CTL_SET(initial_seg, s, cmdq_phy_addr_63_32, fw->cmdq_h);
	MLX5CTL_SET(initial_seg, s, cmdq_phy_addr_31_12, fw->cmdq_l >> 12);
	/* the driver's 3-bit NIC interface state is nic_interface_msb:nic_interface */
	MLX5CTL_SET(initial_seg, s, nic_interface, fw->nic_interface);
	MLX5CTL_SET(initial_seg, s, nic_interface_msb,
		    fw->nic_interface >> MLX5CTL_FLD_WIDTH(initial_seg, nic_interface));
	MLX5CTL_SET(initial_seg, s, log_cmdq_size, MLX5FW_CMDQ_LOG_SZ);
	MLX5CTL_SET(initial_seg, s, log_cmdq_stride, MLX5FW_CMDQ_LOG_STRIDE);
	MLX5CTL_SET(initial_seg, s, initializing, 0);
	/*
	 * Timeouts in the driver's encoding (bits 31:29 unit, 0 = ms; 19:0 value): only when the
	 * host asked for a command timeout; mlx5_core reads both or neither (cmd_q_init_to != 0
	 * says they are valid), so the firmware-init timeout is the driver's default, 2 s.
	 */
	if (fw->cfg.cmd_exec_timeout_ms) {
		MLX5CTL_SET(initial_seg, s, cmd_q_init_to, 2000);
		MLX5CTL_SET(initial_seg, s, cmd_exec_to, fw->cfg.cmd_exec_timeout_ms & 0xfffff);
	}

	MLX5CTL_SET(health_buffer, h, fw_version,
		    ver);
	MLX5CTL_SET(health_buffer, h, hw_id, di->device_id);
	MLX5CTL_SET(health_buffer, h, time, (uint32_t)(up / 1000000000ull));
	MLX5CTL_SET(health_buffer, h, synd, fw->health_synd);
	MLX5CTL_SET(health_buffer, h, valid, !!fw->health_synd);
	MLX5CTL_SET(health_buffer, h, severity, fw->health_synd ? 2 : 0);	/* critical */

	MLX5CTL_SET(initial_seg, s, internal_timer_h, (uint32_t)(up >> 32));
	MLX5CTL_SET(initial_seg, s, internal_timer_l, (uint32_t)up);
	MLX5CTL_SET(initial_seg, s, health_syndrome, fw->health_synd);
	/* a firmware in assert stops ticking */
	MLX5CTL_SET(initial_seg, s, health_counter,
		    fw->health_synd ? fw->health_frozen : (uint32_t)(up / HEALTH_TICK_NS));
	MLX5CTL_SET(initial_seg, s, real_time_h, (uint32_t)(up / 1000000000ull));
	MLX5CTL_SET(initial_seg, s, real_time_l, (uint32_t)(up % 1000000000ull));
}

uint64_t mlx5fw_bar0_size(const struct mlx5fw *fw)
{
	uint64_t need = (uint64_t)(MLX5FW_ISEG_PAGES + fw->cfg.num_uars) * MLX5FW_PAGE_SIZE;
	uint64_t sz = MLX5FW_PAGE_SIZE;

	while (sz < need)
		sz <<= 1;
	return sz;
}

static bool size_ok(struct mlx5fw *fw, uint64_t offset, unsigned int size)
{
	if (size != 1 && size != 2 && size != 4)
		return false;
	return offset < mlx5fw_bar0_size(fw) && offset + size <= mlx5fw_bar0_size(fw);
}

uint32_t mlx5fw_mmio_read(struct mlx5fw *fw, uint64_t offset, unsigned int size)
{
	uint32_t v = 0;
	unsigned int i;

	if (fw->gone)
		return size >= 4 ? 0xffffffffu : (1u << (8 * size)) - 1;
	if (!size_ok(fw, offset, size)) {
		mlx5fw_guest_error(fw, "mlx5fw: bad BAR0 read");
		return 0;
	}
	if (offset + size > MLX5FW_ISEG_SIZE)
		return 0;	/* UAR pages and the tail of the init segment read as zero */
	iseg_refresh(fw);
	for (i = 0; i < size; i++)
		v = (v << 8) | fw->iseg[offset + i];
	return v;
}

static bool iseg_write(struct mlx5fw *fw, uint64_t offset, uint32_t val)
{
	uint8_t *s = fw->iseg;
	size_t dw = (size_t)offset & ~(size_t)3;
	bool ring = false;

	/* decode in the image itself, then clear the dword again (the next read rebuilds) */
	mlx5ctl_be32_store(s + dw, val);

	if (dw == MLX5CTL_BYTE_OFF(initial_seg, cmdq_phy_addr_63_32)) {
		fw->cmdq_h = MLX5CTL_GET(initial_seg, s, cmdq_phy_addr_63_32);
	} else if (dw == MLX5CTL_BYTE_OFF(initial_seg, cmdq_phy_addr_31_12)) {
		fw->cmdq_l = MLX5CTL_GET(initial_seg, s, cmdq_phy_addr_31_12) << 12;
		uint8_t was = fw->nic_interface;

		fw->nic_interface = (uint8_t)(MLX5CTL_GET(initial_seg, s, nic_interface) |
					      MLX5CTL_GET(initial_seg, s, nic_interface_msb) <<
					      MLX5CTL_FLD_WIDTH(initial_seg, nic_interface));
		/* the fast teardown (hca.c) ends here: the function's state goes at once */
		if (fw->nic_interface == MLX5CTL_NIC_INTERFACE_DISABLED &&
		    was != MLX5CTL_NIC_INTERFACE_DISABLED)
			mlx5fw_hca_fast_teardown(fw);
	} else if (dw == MLX5CTL_BYTE_OFF(initial_seg, command_doorbell_vector)) {
		uint32_t bits = MLX5CTL_GET(initial_seg, s, command_doorbell_vector);

		if (bits & ~(uint32_t)((1ull << MLX5FW_CMDQ_SLOTS) - 1))
			mlx5fw_guest_error(fw, "mlx5fw: doorbell for a slot beyond the queue");
		bits &= (uint32_t)((1ull << MLX5FW_CMDQ_SLOTS) - 1);
		fw->db_pending |= bits;
		ring = fw->db_pending != 0;
	}
	mlx5ctl_be32_store(s + dw, 0);
	return ring;
}

static void uar_write(struct mlx5fw *fw, uint64_t offset, uint32_t val)
{
	uint64_t idx = offset / MLX5FW_PAGE_SIZE - MLX5FW_ISEG_PAGES;
	size_t in_page = (size_t)(offset % MLX5FW_PAGE_SIZE);

	if (idx >= fw->cfg.num_uars)
		return;
	if (in_page == MLX5CTL_BYTE_OFF(uar_page, eq_arm))
		mlx5fw_eq_doorbell(fw, val, true);
	else if (in_page == MLX5CTL_BYTE_OFF(uar_page, eq_update))
		mlx5fw_eq_doorbell(fw, val, false);
}

bool mlx5fw_iseg_mmio_write(struct mlx5fw *fw, uint64_t offset, uint32_t val, unsigned int size)
{
	if (fw->gone)
		return false;
	if (!size_ok(fw, offset, size)) {
		mlx5fw_guest_error(fw, "mlx5fw: bad BAR0 write");
		return false;
	}
	if (size != 4 || (offset & 3)) {
		mlx5fw_guest_error(fw, "mlx5fw: BAR0 write not a naturally aligned dword");
		return false;
	}
	if (offset < MLX5FW_ISEG_SIZE)
		return iseg_write(fw, offset, val);
	uar_write(fw, offset, val);
	return false;
}
