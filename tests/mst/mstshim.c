// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * mstshim: the emulated ConnectX's configuration space for NVIDIA's tools on the host, without
 * QEMU or a VM. Preloaded (LD_PRELOAD) into an unmodified Debian mstflint tool that runs in a
 * mount namespace where /sys/bus/pci/devices holds one fake function (tests/mst/run-host makes
 * it): the tool's pread64/pwrite64 on that function's "config" file go to the firmware model of
 * emulator/fw (the VSC gateway, ICMD, the VPD capability), everything else to the C library.
 *
 * What the model sees is what QEMU's shim would give it: configuration-space dword accesses at
 * the vendor-specific capability. This is a development and regression aid; the proof that the
 * tools work against the device is the VM test (tests/vm/guest/mst.sh).
 *
 * Environment:
 *   MSTSHIM_DEV    the fake function's sysfs folder (its "config" is served; "vpd" is written)
 *   MSTSHIM_NV     NV configuration file of the model (persists across runs, like a reboot)
 *   MSTSHIM_FWSTORE  the model's firmware store (running and pending image; optional: each run
 *                  is then a new card with its factory image)
 *   MSTSHIM_RUNNING 1: the card was running before this tool (no power-on): a pending image
 *                  in the store stays pending until a device reset (mlx5fw_config
 *                  keep_pending), so that a firmware reset can be seen to run it
 *   MSTSHIM_UPTIME seconds the card has been up when the tool first reaches it (default 0:
 *                  a power-on just before), so that counters and BERs have run
 *   MSTSHIM_TRACE  1: every ICMD command on stderr
 *   MSTSHIM_CABLE  0: the port's cable is pulled (mlx5fw_port_set_cable; QEMU's "cable")
 *   MSTSHIM_LINK_DEGRADED  1: the link is degraded (mlx5fw_port_set_degraded; QEMU's
 *                  "link-degraded")
 *   MSTSHIM_DRIVER mlx5_core: the function has a driver, played here as mlx5_core plays its
 *                  part of the synchronised firmware reset (fw_reset.c): at "probe" it enables
 *                  the function (ENABLE_HCA, INIT_HCA: the model's reset value of the
 *                  pci_sync_for_fw_update_event capability is the one mlx5_core sets) and an
 *                  EQ for general events; after each of the tool's commands it takes those
 *                  events: RESET_REQUEST is acked (MFRL pci_sync_for_fw_update_resp 1),
 *                  RESET_NOW gets the fast teardown (nic_interface DISABLED) and the hot reset
 *                  of the function (a device reset: the pending image runs), then the driver
 *                  loads again. Each step is logged on stderr as "mstshim: mlx5_core: ...".
 *                  Without it the function has no driver: nobody answers a RESET_REQUEST
 * At exit, guest errors the model reported are printed ("mstshim: N guest errors").
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "mlx5fw_int.h"

#define CFG_SIZE	256
#define VSC_OFF		0xc0		/* where QEMU's device has it */
#define VPD_OFF		0xd8
#define PCIE_OFF	0x80

static struct mlx5fw *fw;
static uint8_t cfg[CFG_SIZE];
static dev_t cfg_dev;
static ino_t cfg_ino;
static int trace;		/* 1: commands, 2: and the register's first bytes */
static uint8_t last_req[32];	/* the register as the tool sent it (trace 2) */
static unsigned int guest_errors;
static unsigned long long cfg_reads, cfg_writes;	/* the tool's configuration-space accesses */

static ssize_t (*real_pread64)(int, void *, size_t, off_t);
static ssize_t (*real_pwrite64)(int, const void *, size_t, off_t);

static uint64_t uptime_ns;	/* MSTSHIM_UPTIME: how long the card has been up */

static uint64_t now_ns(void *opaque)
{
	struct timespec ts;

	(void)opaque;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec + uptime_ns;
}

static void guest_error(void *opaque, const char *msg)
{
	(void)opaque;
	guest_errors++;
	fprintf(stderr, "mstshim: guest error: %s\n", msg);
}

/*
 * The driver stand-in (MSTSHIM_DRIVER=mlx5_core): its memory is the model's "guest RAM" (the
 * EQ), at bus address DRV_BASE; its interrupts are a flag it looks at after each command.
 */
#define DRV_BASE	0x100000ull
#define DRV_RAM		8192u
#define DRV_EQ_LOG	4		/* 16 EQEs */

static struct {
	bool on;
	uint8_t ram[DRV_RAM];
	uint32_t uar, eqn, ci;
	bool irq;
} drv;

static int drv_dma_read(void *opaque, uint64_t addr, void *buf, size_t len)
{
	(void)opaque;
	if (addr < DRV_BASE || len > DRV_RAM || addr - DRV_BASE > DRV_RAM - len)
		return -1;
	memcpy(buf, drv.ram + (addr - DRV_BASE), len);
	return 0;
}

static int drv_dma_write(void *opaque, uint64_t addr, const void *buf, size_t len)
{
	(void)opaque;
	if (addr < DRV_BASE || len > DRV_RAM || addr - DRV_BASE > DRV_RAM - len)
		return -1;
	memcpy(drv.ram + (addr - DRV_BASE), buf, len);
	return 0;
}

static void drv_msix(void *opaque, unsigned int vector)
{
	(void)opaque;
	(void)vector;
	drv.irq = true;
}

static const struct mlx5fw_host_ops ops = {
	.dma_read = drv_dma_read,
	.dma_write = drv_dma_write,
	.msix_notify = drv_msix,
	.now_ns = now_ns,
	.guest_error = guest_error,
};

static void put16(uint8_t *p, uint16_t v)
{
	p[0] = (uint8_t)v;
	p[1] = (uint8_t)(v >> 8);
}

static void put32(uint8_t *p, uint32_t v)
{
	put16(p, (uint16_t)v);
	put16(p + 2, (uint16_t)(v >> 16));
}

/* the static part of configuration space, as QEMU's mlx5-cx shows it */
static void build_config(void)
{
	uint32_t hdr = mlx5fw_vsc_read(fw, 0, 4);

	put16(cfg + 0x00, 0x15b3);		/* vendor */
	put16(cfg + 0x02, 0x101d);		/* device: ConnectX-6 Dx */
	put16(cfg + 0x04, 0x0006);		/* memory space, bus master */
	put16(cfg + 0x06, 0x0010);		/* capability list */
	put32(cfg + 0x08, 0x02000000);		/* class: Ethernet controller */
	put32(cfg + 0x10, 0xfe00000c);		/* BAR0: 64-bit prefetchable memory */
	put16(cfg + 0x2c, 0x15b3);
	put16(cfg + 0x2e, 0x0016);
	cfg[0x34] = VSC_OFF;
	cfg[VSC_OFF] = 0x09;			/* vendor-specific */
	cfg[VSC_OFF + 1] = VPD_OFF;
	cfg[VSC_OFF + 2] = (uint8_t)(hdr >> 16);
	cfg[VSC_OFF + 3] = (uint8_t)(hdr >> 24);
	cfg[VPD_OFF] = 0x03;			/* VPD */
	cfg[VPD_OFF + 1] = PCIE_OFF;
	cfg[PCIE_OFF] = 0x10;			/* PCI Express, endpoint, version 2 */
	cfg[PCIE_OFF + 1] = 0;
	put16(cfg + PCIE_OFF + 2, 0x0002);
}

static void write_file(const char *dir, const char *name, const void *buf, size_t len)
{
	char path[4096];
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", dir, name);
	f = fopen(path, "w");
	if (!f || fwrite(buf, 1, len, f) != len || fclose(f)) {
		fprintf(stderr, "mstshim: cannot write %s: %s\n", path, strerror(errno));
		exit(2);
	}
}

/* the EQ's consumer index to the device, and interrupts on again (mlx5_core's eq_update_ci) */
static void drv_arm(void)
{
	uint8_t db[MLX5CTL_ST_SZ_BYTES(eq_doorbell)] = { 0 };

	MLX5CTL_SET(eq_doorbell, db, eqn, drv.eqn);
	MLX5CTL_SET(eq_doorbell, db, consumer_index, drv.ci);
	mlx5fw_mmio_write(fw, (uint64_t)drv.uar * MLX5CTL_ST_SZ_BYTES(uar_page) +
			  MLX5CTL_BYTE_OFF(uar_page, eq_arm), mlx5ctl_be32_load(db), 4);
}

/* one command of the driver's; its status */
static int drv_exec(const void *in, size_t inlen, void *out, size_t outlen)
{
	memset(out, 0, outlen);
	if (mlx5fw_exec(fw, in, inlen, out, outlen))
		return -1;
	return (int)MLX5CTL_GET(mbox_out_hdr, out, status);
}

static void drv_version(char *buf, size_t len)
{
	uint32_t v = mlx5fw_fw_version(fw);

	snprintf(buf, len, "%u.%u.%u", v >> 24, (v >> 16) & 0xff, v & 0xffff);
}

/* mlx5_core's probe, as far as the reset needs it: the function up, an EQ for general events */
static int drv_probe(void)
{
	uint8_t in[MLX5CTL_ST_SZ_BYTES(create_eq_in) + 8] = { 0 }, out[256];
	uint8_t *ctx = MLX5CTL_ADDR_OF(create_eq_in, in, eq_context_entry);
	uint8_t *mask = MLX5CTL_ADDR_OF(create_eq_in, in, event_bitmask);
	static const uint16_t up[] = {
		MLX5CTL_CMD_OP_ENABLE_HCA, MLX5CTL_CMD_OP_SET_ISSI, MLX5CTL_CMD_OP_INIT_HCA,
		MLX5CTL_CMD_OP_ALLOC_UAR,
	};
	unsigned int i;

	for (i = 0; i < sizeof(up) / sizeof(up[0]); i++) {
		uint8_t cmd[64] = { 0 };

		MLX5CTL_SET(mbox_in_hdr, cmd, opcode, up[i]);
		if (up[i] == MLX5CTL_CMD_OP_SET_ISSI)
			MLX5CTL_SET(set_issi_in, cmd, current_issi, 1);
		if (drv_exec(cmd, sizeof(cmd), out, sizeof(out)))
			return -1;
		if (up[i] == MLX5CTL_CMD_OP_ALLOC_UAR)
			drv.uar = MLX5CTL_GET(alloc_uar_out, out, uar);
	}
	/* every EQE's owner bit starts at 1, as mlx5_core initialises them */
	memset(drv.ram, 0, sizeof(drv.ram));
	for (i = 0; i < (1u << DRV_EQ_LOG); i++)
		drv.ram[i * 64 + 63] = 1;
	MLX5CTL_SET(create_eq_in, in, opcode, MLX5CTL_CMD_OP_CREATE_EQ);
	MLX5CTL_SET(eqc, ctx, log_eq_size, DRV_EQ_LOG);
	MLX5CTL_SET(eqc, ctx, uar_page, drv.uar);
	mask[7 - MLX5CTL_EVENT_TYPE_GENERAL_EVENT / 8] =
		(uint8_t)(1u << (MLX5CTL_EVENT_TYPE_GENERAL_EVENT % 8));
	mlx5ctl_be64_store(MLX5CTL_ADDR_OF(create_eq_in, in, pas), DRV_BASE);
	if (drv_exec(in, sizeof(in), out, sizeof(out)))
		return -1;
	drv.eqn = MLX5CTL_GET(create_eq_out, out, eq_number);
	drv.ci = 0;
	drv.irq = false;
	drv_arm();
	return 0;
}

/* the driver's answer to RESET_REQUEST: ack (mlx5_fw_reset: MFRL level 3, resp 1) */
static void drv_ack(void)
{
	uint8_t in[MLX5CTL_ST_SZ_BYTES(access_register_in) + MLX5CTL_ST_SZ_BYTES(mfrl_reg)] = { 0 };
	uint8_t out[MLX5CTL_ST_SZ_BYTES(access_register_out) + MLX5CTL_ST_SZ_BYTES(mfrl_reg)];
	uint8_t *d = MLX5CTL_ADDR_OF(access_register_in, in, register_data);

	MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	MLX5CTL_SET(access_register_in, in, op_mod, MLX5CTL_ACCESS_REG_OP_MOD_WRITE);
	MLX5CTL_SET(access_register_in, in, register_id, MLX5CTL_REG_MFRL);
	MLX5CTL_SET(mfrl_reg, d, reset_level, MLX5CTL_MFRL_RESET_LEVEL_LEVEL3);
	MLX5CTL_SET(mfrl_reg, d, pci_sync_for_fw_update_resp, 1);
	if (drv_exec(in, sizeof(in), out, sizeof(out)))
		fprintf(stderr, "mstshim: mlx5_core: the ack was refused\n");
}

/* RESET_NOW: the fast teardown, the hot reset of the function, and the driver loads again */
static void drv_reset_now(void)
{
	uint8_t d[MLX5CTL_ST_SZ_BYTES(initial_seg)] = { 0 };
	size_t off = MLX5CTL_BYTE_OFF(initial_seg, cmdq_phy_addr_31_12);
	char ver[32];

	MLX5CTL_SET(initial_seg, d, nic_interface, MLX5CTL_NIC_INTERFACE_DISABLED);
	mlx5fw_mmio_write(fw, off, mlx5ctl_be32_load(d + off), 4);
	mlx5fw_reset(fw);
	drv_version(ver, sizeof(ver));
	fprintf(stderr, "mstshim: mlx5_core: PCI hot reset done, firmware version: %s\n", ver);
	if (drv_probe())
		fprintf(stderr, "mstshim: mlx5_core: reload failed\n");
}

/* the general events since the last look, as mlx5_core's EQ handler takes them */
static void drv_poll(void)
{
	unsigned int rounds = 0;

	while (drv.on && drv.irq && rounds++ < 8) {
		drv.irq = false;
		for (;;) {
			const uint8_t *e = drv.ram + 64 * (drv.ci & ((1u << DRV_EQ_LOG) - 1));
			uint32_t state;

			/* a new EQE's owner bit is the pass's parity */
			if (MLX5CTL_GET(eqe, e, owner) != ((drv.ci >> DRV_EQ_LOG) & 1))
				break;
			drv.ci++;
			drv_arm();
			if (MLX5CTL_GET(eqe, e, event_type) != MLX5CTL_EVENT_TYPE_GENERAL_EVENT ||
			    MLX5CTL_GET(eqe, e, event_sub_type) !=
			    MLX5CTL_GENERAL_SUBTYPE_PCI_SYNC_FOR_FW_UPDATE)
				continue;
			state = MLX5CTL_GET(eqe, e, event_data.sync_fw_update_event.sync_rst_state);
			if (state == MLX5CTL_SYNC_RST_STATE_RESET_REQUEST) {
				fprintf(stderr, "mstshim: mlx5_core: Sync Reset Request, acked\n");
				drv_ack();
			} else if (state == MLX5CTL_SYNC_RST_STATE_RESET_NOW) {
				fprintf(stderr, "mstshim: mlx5_core: Sync Reset Now\n");
				drv_reset_now();
				break;	/* a new EQ */
			} else if (state == MLX5CTL_SYNC_RST_STATE_RESET_ABORT) {
				fprintf(stderr, "mstshim: mlx5_core: Sync Reset Abort\n");
			}
		}
	}
}

__attribute__((constructor)) static void shim_init(void)
{
	const char *dev = getenv("MSTSHIM_DEV");
	struct mlx5fw_config c = {
		.pci_device_id = 0x101d, .num_uars = 16, .msix_vectors = 16,
		.nvconfig_path = getenv("MSTSHIM_NV"),
		.fw_store_path = getenv("MSTSHIM_FWSTORE"),
		.keep_pending = getenv("MSTSHIM_RUNNING") != NULL,
	};
	const uint8_t *vpd;
	char path[4096];
	struct stat st;
	size_t n;

	real_pread64 = (ssize_t (*)(int, void *, size_t, off_t))dlsym(RTLD_NEXT, "pread64");
	real_pwrite64 = (ssize_t (*)(int, const void *, size_t, off_t))dlsym(RTLD_NEXT, "pwrite64");
	if (!dev)
		return;
	trace = getenv("MSTSHIM_TRACE") ? atoi(getenv("MSTSHIM_TRACE")) : 0;
	fw = mlx5fw_new(&c, &ops, NULL);
	/* the card came up that long before the tool's first access (its counters have run) */
	if (getenv("MSTSHIM_UPTIME"))
		uptime_ns = strtoull(getenv("MSTSHIM_UPTIME"), NULL, 10) * 1000000000ull;
	if (!fw) {
		fprintf(stderr, "mstshim: cannot create the firmware model\n");
		exit(2);
	}
	if (getenv("MSTSHIM_LINK_DEGRADED") && atoi(getenv("MSTSHIM_LINK_DEGRADED")))
		mlx5fw_port_set_degraded(fw, true);
	if (getenv("MSTSHIM_CABLE") && !atoi(getenv("MSTSHIM_CABLE")))
		mlx5fw_port_set_cable(fw, false);
	build_config();
	write_file(dev, "config", cfg, sizeof(cfg));
	n = mlx5fw_vpd_image(fw, &vpd);
	write_file(dev, "vpd", vpd, n);
	snprintf(path, sizeof(path), "%s/config", dev);
	if (stat(path, &st)) {
		fprintf(stderr, "mstshim: %s: %s\n", path, strerror(errno));
		exit(2);
	}
	cfg_dev = st.st_dev;
	cfg_ino = st.st_ino;
	if (getenv("MSTSHIM_DRIVER")) {
		if (strcmp(getenv("MSTSHIM_DRIVER"), "mlx5_core")) {
			fprintf(stderr, "mstshim: MSTSHIM_DRIVER: only mlx5_core\n");
			exit(2);
		}
		drv.on = !drv_probe();
		if (!drv.on)
			fprintf(stderr, "mstshim: mlx5_core: probe failed\n");
	}
}

__attribute__((destructor)) static void shim_fini(void)
{
	if (!fw)
		return;
	if (guest_errors)
		fprintf(stderr, "mstshim: %u guest errors\n", guest_errors);
	if (trace)
		fprintf(stderr, "mstshim: %llu ICMD commands, %llu failed, %llu register accesses; "
			"%llu config reads, %llu writes\n",
			(unsigned long long)fw->icmd.cmds, (unsigned long long)fw->icmd.failed,
			(unsigned long long)fw->icmd.reg_accesses, cfg_reads, cfg_writes);
	mlx5fw_free(fw);
	fw = NULL;
}

static bool is_config(int fd)
{
	struct stat st;

	return fw && !fstat(fd, &st) && st.st_dev == cfg_dev && st.st_ino == cfg_ino;
}

/* one configuration-space byte range: the capabilities' registers from the model */
static uint32_t cfg_read(unsigned int off, unsigned int size)
{
	uint32_t v = 0;
	unsigned int i;

	if (off >= VSC_OFF + 4 && off + size <= VSC_OFF + MLX5FW_VSC_SIZE)
		return mlx5fw_vsc_read(fw, off - VSC_OFF, size);
	if (off >= VPD_OFF + 2 && off + size <= VPD_OFF + MLX5FW_VPD_CAP_SIZE)
		return mlx5fw_vpd_cap_read(fw, off - VPD_OFF, size);
	for (i = 0; i < size; i++)
		v |= (uint32_t)(off + i < CFG_SIZE ? cfg[off + i] : 0) << (8 * i);
	return v;
}

static void trace_icmd(uint64_t before)
{
	const uint8_t *m = fw->icmd.mbox;

	if (!trace || fw->icmd.cmds == before)
		return;
	if (fw->icmd.opcode == MLX5CTL_ICMD_OP_ACCESS_REGISTER) {
		fprintf(stderr, "mstshim: ICMD ACCESS_REGISTER reg 0x%04x %s len %u: status %u, "
			"register status %u\n", MLX5CTL_GET(icmd_op_tlv, m, register_id),
			MLX5CTL_GET(icmd_op_tlv, m, method) == 2 ? "write" : "read",
			MLX5CTL_GET(icmd_reg_tlv, m + 16, len) * 4 - 4, fw->icmd.status,
			MLX5CTL_GET(icmd_op_tlv, m, status));
		if (trace >= 2) {
			unsigned int i;

			fprintf(stderr, "mstshim:   in ");
			for (i = 0; i < sizeof(last_req); i++)
				fprintf(stderr, "%02x%s", last_req[i], i % 4 == 3 ? " " : "");
			fprintf(stderr, "\nmstshim:   out");
			for (i = 0; i < sizeof(last_req); i++)
				fprintf(stderr, "%s%02x", i % 4 == 0 ? " " : "", m[20 + i]);
			fprintf(stderr, "\n");
		}
	} else
		fprintf(stderr, "mstshim: ICMD opcode 0x%04x: status %u\n", fw->icmd.opcode,
			fw->icmd.status);
}

static void cfg_write(unsigned int off, uint32_t val, unsigned int size)
{
	uint64_t before = fw->icmd.cmds;

	if (trace >= 2)
		memcpy(last_req, fw->icmd.mbox + 20, sizeof(last_req));

	if (off >= VSC_OFF + 4 && off + size <= VSC_OFF + MLX5FW_VSC_SIZE)
		mlx5fw_vsc_write(fw, off - VSC_OFF, val, size);
	else if (off >= VPD_OFF + 2 && off + size <= VPD_OFF + MLX5FW_VPD_CAP_SIZE)
		mlx5fw_vpd_cap_write(fw, off - VPD_OFF, val, size);
	else if (trace)
		fprintf(stderr, "mstshim: config write 0x%x+%u = 0x%x ignored\n", off, size, val);
	trace_icmd(before);
	drv_poll();
}

/* a configuration-space transfer, in aligned dword, word or byte pieces as the kernel does */
static ssize_t cfg_transfer(bool write, uint8_t *p, size_t count, off_t offset)
{
	size_t done = 0;

	if (offset < 0 || (size_t)offset >= 4096)
		return 0;
	while (done < count && (size_t)offset + done < 4096) {
		unsigned int off = (unsigned int)(offset + (off_t)done);
		unsigned int sz = (off & 3) == 0 && count - done >= 4 ? 4 :
				  (off & 1) == 0 && count - done >= 2 ? 2 : 1;
		uint32_t v = 0;

		if (write) {
			cfg_writes++;
			memcpy(&v, p + done, sz);
			cfg_write(off, v, sz);
		} else {
			cfg_reads++;
			v = cfg_read(off, sz);
			memcpy(p + done, &v, sz);
		}
		done += sz;
	}
	return (ssize_t)done;
}

ssize_t pread64(int fd, void *buf, size_t count, off_t offset)
{
	if (!is_config(fd))
		return real_pread64(fd, buf, count, offset);
	return cfg_transfer(false, buf, count, offset);
}

ssize_t pwrite64(int fd, const void *buf, size_t count, off_t offset)
{
	if (!is_config(fd))
		return real_pwrite64(fd, buf, count, offset);
	return cfg_transfer(true, (uint8_t *)(uintptr_t)buf, count, offset);
}

/* glibc's pread/pwrite are the same functions on 64-bit */
ssize_t pread(int fd, void *buf, size_t count, off_t offset)
{
	return pread64(fd, buf, count, offset);
}

ssize_t pwrite(int fd, const void *buf, size_t count, off_t offset)
{
	return pwrite64(fd, buf, count, offset);
}
