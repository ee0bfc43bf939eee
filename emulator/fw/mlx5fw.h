/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * mlx5fw: the emulated ConnectX firmware, in plain C (no QEMU headers).
 *
 * The QEMU device (emulator/qemu/) is a thin shim: it forwards BAR0 MMIO to this model, gives it
 * checked DMA and MSI-X through struct mlx5fw_host_ops, and runs mlx5fw_process() from a guarded
 * bottom half when mlx5fw_mmio_write() asks for it. Everything else — the initialization segment,
 * the command queue and mailbox chains, EQs and EQEs, UAR doorbells, the commands themselves —
 * lives here, so that all of it builds and is unit-tested on the host.
 *
 * This header is the contract between emulator/fw and emulator/qemu.
 */
#ifndef MLX5FW_H
#define MLX5FW_H

#include <stddef.h>
#include <stdint.h>
#include <stdbool.h>

struct mlx5fw;

/* What the host (QEMU, or a unit test) provides. All DMA goes through these. */
struct mlx5fw_host_ops {
	/* 0 on success, -1 if the range is not plain guest RAM / bus mastering off / wraps */
	int (*dma_read)(void *opaque, uint64_t addr, void *buf, size_t len);
	int (*dma_write)(void *opaque, uint64_t addr, const void *buf, size_t len);
	/* raise MSI-X vector; the host checks vector < its table size */
	void (*msix_notify)(void *opaque, unsigned int vector);
	/* monotonic time in nanoseconds (internal timer, health counter, moving sensor values) */
	uint64_t (*now_ns)(void *opaque);
	/* optional: a trace hook for every command (opcode, op_mod, uid, PRM status) */
	void (*trace_cmd)(void *opaque, uint16_t opcode, uint16_t op_mod, uint16_t uid,
			  uint8_t status, uint32_t syndrome);
	/* optional: guest-error log (QEMU: qemu_log_mask(LOG_GUEST_ERROR, ...)) */
	void (*guest_error)(void *opaque, const char *msg);
	/*
	 * optional: the DMA-isolation oracle saw a DMA the device made for user context `uid`
	 * (running `opcode`) outside the pages of uid's UMEMs (counted in dma_violations first).
	 * The model goes on and makes the DMA, as real firmware would; a host that wants such a
	 * DMA to be fatal (QEMU: strict-dma=on) stops here.
	 */
	void (*dma_violation)(void *opaque, uint16_t uid, uint16_t opcode, uint64_t addr,
			      size_t len, bool write);
	/*
	 * optional: a command of user context `uid` reached the device although it breaks a
	 * constraint of the spec on what user space may send (`why`; counted in
	 * policy_violations first): the kernel should have refused it. The model executes it.
	 */
	void (*policy_violation)(void *opaque, uint16_t uid, uint16_t opcode, const char *why);
	/* optional: a failure on the host's side, e.g. the NV configuration file cannot be
	 * written (QEMU: error_report) */
	void (*host_error)(void *opaque, const char *msg);
};

struct mlx5fw_config {
	uint16_t pci_device_id;		/* 0x101d ConnectX-6 Dx, 0x1021 ConnectX-7 */
	uint32_t num_uars;		/* UAR pages in BAR0 after the init segment */
	uint32_t msix_vectors;		/* MSI-X table size the host created */
	const char *nvconfig_path;	/* backing file for non-volatile configuration, or NULL */
	/* backing file of the firmware store (the running and the pending image), or NULL: the
	 * factory image at every creation */
	const char *fw_store_path;
	/* command execution timeout the init segment advertises (cmd_exec_to), 0: the driver's
	 * default (60 s for mlx5_core) */
	uint32_t cmd_exec_timeout_ms;
	/*
	 * Registers this firmware lacks, by the spec's names, comma-separated ("MCDD": a firmware
	 * from before the DMA download), or NULL: ACCESS_REG answers them as registers it does not
	 * know, and MCAM and PCAM do not announce them. mlx5fw_absent_regs_check() vets the list.
	 */
	const char *absent_regs;
	/* the model stands for a card that was running before (a host tool attaching to it, not
	 * a power-on): a pending image in the store stays pending until the next device reset.
	 * Everything else starts as at a power-on (the NV store holds next-boot values only) */
	bool keep_pending;
};

struct mlx5fw *mlx5fw_new(const struct mlx5fw_config *cfg, const struct mlx5fw_host_ops *ops,
			  void *opaque);
/*
 * Vets an NV configuration backing file before mlx5fw_new() (QEMU: at realize): if it exists it
 * must be a well-formed file of the model's and writable, and its folder must let the model
 * replace it. 0, or -1 with the reason (naming the path and line) in err.
 */
int mlx5fw_nv_check(const char *path, char *err, size_t errlen);
/* Vets mlx5fw_config.absent_regs: 0, or -1 with the name it does not know in err */
int mlx5fw_absent_regs_check(const char *list, char *err, size_t errlen);
/*
 * mlx5fw_free() and mlx5fw_reset() may be called from inside a host op (a DMA or MSI-X write
 * that resets or unplugs the device): the model then finishes the entry point it is in without
 * touching the guest (no DMA, no interrupt; after a free, no host op at all) and carries the
 * reset or free out when that entry point returns. Either way the caller must not use fw after
 * mlx5fw_free().
 */
void mlx5fw_free(struct mlx5fw *fw);
/* device (function-level / system) reset: forgets guest addresses, objects, EQs */
void mlx5fw_reset(struct mlx5fw *fw);

/* BAR0 size the host must expose (init segment + UAR pages), a power of two */
uint64_t mlx5fw_bar0_size(const struct mlx5fw *fw);

/* BAR0 access, offset from BAR0 start, size 1, 2 or 4, value in host order of the
 * big-endian register (the host's MemoryRegionOps is DEVICE_BIG_ENDIAN). */
uint32_t mlx5fw_mmio_read(struct mlx5fw *fw, uint64_t offset, unsigned int size);
/* returns true when the host should schedule mlx5fw_process() (doorbell rung) */
bool mlx5fw_mmio_write(struct mlx5fw *fw, uint64_t offset, uint32_t val, unsigned int size);

/* Runs pending command-queue work: reads entries and mailboxes by DMA, dispatches, writes
 * outputs, clears ownership, posts completion EQEs. Never recurses into MMIO. */
void mlx5fw_process(struct mlx5fw *fw);

/* Live counters for tests (QOM properties in QEMU) */
struct mlx5fw_stats {
	uint32_t uids;			/* live user contexts (uid != 0) */
	uint32_t umems;
	uint64_t umem_pages;		/* pages described by live UMEMs */
	uint32_t pds, mkeys, eqs;
	uint32_t destroy_uctx_busy;	/* DESTROY_UCTX refused because the UID still owns objects */
	uint64_t cmds, cmd_errors;
	uint64_t health_syndromes;
	/* ICMD (the tools' interface through the VSC): commands run, failed ones, and register
	 * accesses that reached the register layer */
	uint64_t icmd_cmds, icmd_errors, icmd_reg_accesses;
	uint64_t dma_violations;	/* DMA for a UID outside its UMEM pages (the oracle) */
	uint64_t policy_violations;	/* user commands that break the spec's constraints */
	/* outbox fields the kernel must scrub (the spec's scrub rules) that the model answered a
	 * user UID with something in: the oracle that the scrubbing is put to the test */
	uint64_t secrets_answered;
	uint64_t module_resets;		/* PMAOS rst seen (any access) */
	uint64_t cmd_timeouts;		/* commands left uncompleted by mlx5fw_fault_timeout */
	/* firmware update: running and pending version (0: none pending), whether the update
	 * handle is held and by whom (uid), handles dropped by a fault or FORCE_HANDLE_RELEASE,
	 * handles released by the owner's timeout */
	uint32_t fw_version, fw_pending_version;
	uint32_t fwu_held, fwu_owner;
	uint64_t fwu_drops, fwu_timeouts;
};
void mlx5fw_get_stats(const struct mlx5fw *fw, struct mlx5fw_stats *st);
/*
 * The last non-zero values (64-bit pieces) the model put into fields the kernel must scrub,
 * in answers to user UIDs, newest first: up to n into vals; returns how many. A test in the
 * guest looks for each in what user space got.
 */
size_t mlx5fw_secret_values(const struct mlx5fw *fw, uint64_t *vals, size_t n);
/* commands executed with this opcode; with status == -1 any status, else only that status */
uint64_t mlx5fw_cmd_count(const struct mlx5fw *fw, uint16_t opcode, int status);

/* Direct command execution (unit tests and the dispatcher's callers): runs one command
 * from in/out buffers, as the queue would. Returns the PRM status or -1 (outbox too small). */
int mlx5fw_exec(struct mlx5fw *fw, const void *in, size_t inlen, void *out, size_t outlen);

/*
 * Fault injection: the next command with this opcode is executed, but its completion (the queue
 * entry's ownership and the completion event) is held back until the device's doorbell is rung
 * again: a driver waiting for nothing else times out first, as with a firmware command that
 * hangs, and later sees the completion arrive after its timeout. 0 disarms; one-shot.
 * mlx5fw_fault_timeout_armed(): the armed opcode, 0 if none.
 */
void mlx5fw_fault_timeout(struct mlx5fw *fw, uint16_t opcode);
uint16_t mlx5fw_fault_timeout_armed(const struct mlx5fw *fw);

/*
 * Firmware update faults on demand (fwupdate.c), a comma-separated list:
 *   none                 disarm all (the timeout stays)
 *   fail:<instr>:<code>  the next MCC instruction <instr> (3 UPDATE_COMPONENT, 4 VERIFY, 5
 *                        ACTIVATE_COMPONENT, 6 ACTIVATE) ends with error_code <code> (one-shot)
 *   busy:<n>             every transitional state (INITIALIZE, VERIFY, ACTIVATE) holds for n
 *                        MCC queries (0: settles at once, the default)
 *   stall                the next transitional state never settles (the flasher times out)
 *   drop:<n>             the owner's n-th access from now (MCC write or MCDA) finds the
 *                        handle dropped
 *   timeout:<ms>         the owner's silence that releases the handle (default 60000)
 * 0, or -1 with the reason in err (nothing changed). describe() gives the armed state.
 */
int mlx5fw_fwu_fault(struct mlx5fw *fw, const char *spec, char *err, size_t errlen);
void mlx5fw_fwu_fault_describe(const struct mlx5fw *fw, char *buf, size_t len);

/* Surprise removal: MMIO reads return all-ones, no DMA, no interrupts */
void mlx5fw_set_gone(struct mlx5fw *fw, bool gone);

/* Firmware health: a non-zero syndrome shows in the health buffer (synd, valid, severity
 * critical) and stops the health counter, as a firmware assert would; 0 recovers (also done by
 * mlx5fw_reset). Counts in mlx5fw_stats.health_syndromes. (Added by emulator/fw.) */
void mlx5fw_set_health_syndrome(struct mlx5fw *fw, uint8_t synd);

/*
 * PCI vendor-specific capability (PCI_CAP_ID_VNDR, emulator/fw/vsc.c): the configuration-space
 * gateway to the CR space and the semaphores that mlx5_core's crash dump and SW reset use, and
 * to ICMD, the command interface NVIDIA's tools reach the access registers through. The
 * host adds a capability of MLX5FW_VSC_SIZE bytes (its id and next pointer are the host's),
 * copies header bytes 2-3 (length, VSC type) from mlx5fw_vsc_read(fw, 0, 4) into its config
 * space and forwards every access to bytes 4..MLX5FW_VSC_SIZE-1 of the capability here. `off`
 * is from the capability's start. Reads: 1-4 bytes at any offset, byte off in bits 7:0 (config
 * space is little-endian); all-ones when gone. Writes: aligned dwords only (anything else is a
 * guest error and ignored); nothing when gone.
 */
#define MLX5FW_VSC_SIZE	0x18
uint32_t mlx5fw_vsc_read(struct mlx5fw *fw, unsigned int off, unsigned int size);
void mlx5fw_vsc_write(struct mlx5fw *fw, unsigned int off, uint32_t val, unsigned int size);
/* syndrome codes in control bits 27:24 when the address register's syndrome bit is set */
enum mlx5fw_vsc_synd {
	MLX5FW_VSC_SYND_NOT_LOCKED = 0x1,	/* gateway used without its semaphore */
	MLX5FW_VSC_SYND_BAD_SPACE = 0x2,	/* the selected space is not supported */
	MLX5FW_VSC_SYND_ADDR_RANGE = 0x3,	/* beyond the space, or not dword-aligned */
	MLX5FW_VSC_SYND_READ_ONLY = 0x4,	/* write to the CR space */
};

/*
 * PCI VPD capability (PCI_CAP_ID_VPD, emulator/fw/vpd.c): the host adds a capability of
 * MLX5FW_VPD_CAP_SIZE bytes (id and next are the host's) and forwards accesses to bytes
 * 2..MLX5FW_VPD_CAP_SIZE-1 here, `off` from the capability's start: the address word (2 bytes
 * at 2: writes of exactly that word) and the data dword (4 bytes at 4). Reads of 1-4 bytes
 * anywhere in 2..7. mlx5fw_vpd_image() gives the VPD bytes themselves (for a host that serves
 * them without the capability, e.g. a test harness).
 */
#define MLX5FW_VPD_CAP_SIZE	8
uint32_t mlx5fw_vpd_cap_read(struct mlx5fw *fw, unsigned int off, unsigned int size);
void mlx5fw_vpd_cap_write(struct mlx5fw *fw, unsigned int off, uint32_t val, unsigned int size);
size_t mlx5fw_vpd_image(struct mlx5fw *fw, const uint8_t **image);

/*
 * The board's PCIe link (emulator/fw/vpd.c, the same the VPD's V0 spells out): generation (1
 * 2.5 GT/s, 2 5, 3 8, 4 16, 5 32 GT/s: the Link Capabilities' speed encoding) and width (lanes).
 * The host's PCIe capability says it (Link Capabilities, Link Status, Link Capabilities 2), as a
 * real adapter's does: a ConnectX-6 Dx is Gen4 x16.
 */
void mlx5fw_pcie_link(struct mlx5fw *fw, unsigned int *gen, unsigned int *width);

/*
 * The port's cable and link (emulator/fw/link.c), as a host's control (QEMU's "cable" and
 * "link-degraded" properties, mstshim's MSTSHIM_CABLE) sets them: the cable pulled, the link
 * goes down (PAOS, PTYS, PDDR, PMAOS, MCIA, the counters and QUERY_VPORT_STATE all say so, and
 * a PORT_CHANGE event tells the driver); plugged back, it comes up again. Degraded: the link
 * stays up with one lane's eye half closed: raw and effective errors grow fast. Both survive
 * mlx5fw_reset (they are the cable's, not the firmware's). The power-on state: plugged, healthy.
 */
void mlx5fw_port_set_cable(struct mlx5fw *fw, bool present);
void mlx5fw_port_set_degraded(struct mlx5fw *fw, bool degraded);
bool mlx5fw_port_cable(const struct mlx5fw *fw);

/* Copy len bytes of the firmware flash (emulator/fw/flash.c) at addr into buf; -1 past its end
 * or when it cannot be built. For tests: the tools read it through the MFBA register. */
int mlx5fw_flash_read(struct mlx5fw *fw, uint32_t addr, void *buf, size_t len);

#endif /* MLX5FW_H */
