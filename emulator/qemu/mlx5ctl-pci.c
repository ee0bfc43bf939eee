/*
 * Emulated NVIDIA/Mellanox ConnectX function ("mlx5-cx") for mlx5ctl testing
 *
 * A thin shim around the firmware model of emulator/fw (mlx5fw.h): BAR0 holds
 * the initialization segment and the UAR pages (both served by the model)
 * followed by the MSI-X table and PBA. Doorbell writes schedule a guarded
 * bottom half that lets the model process the command queue; the model
 * reaches guest memory only through the checked DMA helpers below and raises
 * interrupts only through mlx5ctl_msix_notify(). The vendor-specific
 * capability's gateway registers in config space (crash dump, SW-reset
 * semaphore, and the ICMD interface NVIDIA's tools use) and the VPD
 * capability's address/data registers are served by the model too
 * (mlx5fw_vsc_read/write, mlx5fw_vpd_cap_read/write).
 *
 * A guest can never make this device abort QEMU: every guest-controlled
 * number is checked by the model or here before use.
 *
 * SPDX-License-Identifier: GPL-2.0-or-later
 */

#include "qemu/osdep.h"
#include "qemu/error-report.h"
#include "qemu/log.h"
#include "qemu/main-loop.h"
#include "qemu/module.h"
#include "qemu/range.h"
#include "qemu/timer.h"
#include "qemu/units.h"
#include "qapi/error.h"
#include "qapi/visitor.h"
#include "hw/pci/pci.h"
#include "hw/pci/pcie.h"
#include "hw/pci/msix.h"
#include "hw/qdev-properties.h"
#include "migration/vmstate.h"
#include "sysemu/dma.h"
#include "trace.h"

#include "mlx5fw.h"

#define TYPE_MLX5CTL_PCI "mlx5-cx"
OBJECT_DECLARE_SIMPLE_TYPE(Mlx5CtlPciState, MLX5CTL_PCI)

#define MLX5CTL_VENDOR_ID           0x15b3
#define MLX5CTL_DEFAULT_DEVICE_ID   0x101d      /* ConnectX-6 Dx */
#define MLX5CTL_DEFAULT_UARS        16
#define MLX5CTL_MAX_UARS            1024
#define MLX5CTL_DEFAULT_VECTORS     16
#define MLX5CTL_MAX_VECTORS         256
#define MLX5CTL_MIN_REGS_SIZE       (16 * KiB)
#define MLX5CTL_MAX_REGS_SIZE       (64 * MiB)
#define MLX5CTL_PCIE_CAP_OFFSET     0x80
#define MLX5CTL_VSC_CAP_OFFSET      0xc0        /* as on a real ConnectX */
#define MLX5CTL_VSC_GW_START        4           /* after the cap header */
#define MLX5CTL_VPD_CAP_OFFSET      0xd8        /* after the VSC */
#define MLX5CTL_VPD_REGS_START      2           /* after id and next */
#define MLX5CTL_MAX_DMA             (256 * MiB) /* bound per transfer */

struct Mlx5CtlPciState {
    PCIDevice parent_obj;

    MemoryRegion bar0;          /* container: regs, then MSI-X table and PBA */
    MemoryRegion regs;          /* init segment + UARs, served by the model */
    uint64_t regs_size;
    uint64_t bar0_size;

    struct mlx5fw *fw;
    QEMUBH *bh;
    bool gone;
    bool cable_pulled;          /* QOM "cable" (inverted: the default is plugged) */
    bool link_degraded;         /* QOM "link-degraded" */
    uint8_t vsc_cap;            /* config offset of the VSC, 0 = none */
    uint8_t vpd_cap;            /* config offset of the VPD capability, 0 = none */
    uint64_t guest_errors;      /* the model's guest errors (QOM "guest-errors") */
    /*
     * Turnaround, for scripts/bench-vm (QOM "turnarounds", "turnaround-ns",
     * "process-ns"): from the doorbell write that found work until the model
     * has posted the completions and their interrupts, and the model's own
     * part of it (the rest is the wait for the main loop's bottom half).
     */
    int64_t doorbell_ns;        /* QEMU_CLOCK_REALTIME of the first doorbell, 0 = none */
    uint64_t turnarounds, turnaround_ns, process_ns;

    /* properties */
    uint16_t device_id;
    uint32_t num_uars;
    uint32_t msix_vectors;
    char *nvconfig;
    char *fw_store;
    bool strict_dma;
    bool strict_policy;
    char *absent_regs;
    uint32_t cmd_exec_timeout_ms;
    bool async_doorbell;
};

/* --- host services for the model ------------------------------------- */

/*
 * Does [addr, addr + len) touch our own BAR0? (DMA into our own registers,
 * cf. CVE-2021-3929)
 */
static bool mlx5ctl_range_is_iomem(Mlx5CtlPciState *s, uint64_t addr,
                                   uint64_t len)
{
    pcibus_t bar = pci_get_bar_addr(PCI_DEVICE(s), 0);

    if (bar == PCI_BAR_UNMAPPED) {
        return false;
    }
    return addr < bar + s->bar0_size && bar < addr + len;
}

static int mlx5ctl_dma_check(Mlx5CtlPciState *s, const char *dir,
                             uint64_t addr, size_t len)
{
    PCIDevice *pdev = PCI_DEVICE(s);

    if (s->gone) {
        trace_mlx5ctl_dma_error(dir, addr, len, "device gone");
        return -1;
    }
    if (!(pci_get_word(pdev->config + PCI_COMMAND) & PCI_COMMAND_MASTER)) {
        trace_mlx5ctl_dma_error(dir, addr, len, "bus mastering off");
        return -1;
    }
    if (len > MLX5CTL_MAX_DMA) {
        trace_mlx5ctl_dma_error(dir, addr, len, "too long");
        return -1;
    }
    if (len > UINT64_MAX - addr) {
        trace_mlx5ctl_dma_error(dir, addr, len, "address wraps");
        return -1;
    }
    if (mlx5ctl_range_is_iomem(s, addr, len)) {
        trace_mlx5ctl_dma_error(dir, addr, len, "hits the device's own BAR");
        qemu_log_mask(LOG_GUEST_ERROR,
                      "mlx5-cx: DMA %s 0x%" PRIx64 "+0x%zx hits BAR0\n",
                      dir, addr, len);
        return -1;
    }
    return 0;
}

static int mlx5ctl_dma_read(void *opaque, uint64_t addr, void *buf, size_t len)
{
    Mlx5CtlPciState *s = opaque;
    MemTxResult res;

    if (len == 0) {
        return 0;
    }
    if (mlx5ctl_dma_check(s, "read", addr, len)) {
        return -1;
    }
    res = pci_dma_read(PCI_DEVICE(s), addr, buf, len);
    if (res != MEMTX_OK) {
        trace_mlx5ctl_dma_error("read", addr, len, "memory transaction failed");
        return -1;
    }
    return 0;
}

static int mlx5ctl_dma_write(void *opaque, uint64_t addr, const void *buf,
                             size_t len)
{
    Mlx5CtlPciState *s = opaque;
    MemTxResult res;

    if (len == 0) {
        return 0;
    }
    if (mlx5ctl_dma_check(s, "write", addr, len)) {
        return -1;
    }
    res = pci_dma_write(PCI_DEVICE(s), addr, buf, len);
    if (res != MEMTX_OK) {
        trace_mlx5ctl_dma_error("write", addr, len,
                                "memory transaction failed");
        return -1;
    }
    return 0;
}

static void mlx5ctl_msix_notify(void *opaque, unsigned int vector)
{
    Mlx5CtlPciState *s = opaque;
    PCIDevice *pdev = PCI_DEVICE(s);

    if (s->gone) {
        return;
    }
    /* msix_notify() asserts on the vector: check it against our table size */
    if (vector >= s->msix_vectors || vector >= pdev->msix_entries_nr) {
        trace_mlx5ctl_msix_bad_vector(vector, s->msix_vectors);
        qemu_log_mask(LOG_GUEST_ERROR,
                      "mlx5-cx: interrupt on vector %u >= %u\n",
                      vector, s->msix_vectors);
        return;
    }
    if (!msix_enabled(pdev)) {
        trace_mlx5ctl_msix_disabled(vector);
        return;
    }
    trace_mlx5ctl_msix(vector);
    msix_notify(pdev, vector);
}

static uint64_t mlx5ctl_now_ns(void *opaque)
{
    return qemu_clock_get_ns(QEMU_CLOCK_VIRTUAL);
}

static void mlx5ctl_trace_cmd(void *opaque, uint16_t opcode, uint16_t op_mod,
                              uint16_t uid, uint8_t status, uint32_t syndrome)
{
    trace_mlx5ctl_cmd(opcode, op_mod, uid, status, syndrome);
}

static void mlx5ctl_guest_error(void *opaque, const char *msg)
{
    Mlx5CtlPciState *s = opaque;

    s->guest_errors++;
    trace_mlx5ctl_guest_error(msg);
    qemu_log_mask(LOG_GUEST_ERROR, "mlx5-cx: %s\n", msg);
}

/*
 * The DMA-isolation oracle (emulator/fw/core.c): the device is about to DMA
 * for a user context outside that context's UMEM pages. Real hardware would
 * do it; with strict-dma=on this is fatal, with a report, so that a test
 * sees the first one and what caused it.
 */
static void mlx5ctl_dma_violation(void *opaque, uint16_t uid, uint16_t opcode,
                                  uint64_t addr, size_t len, bool write)
{
    Mlx5CtlPciState *s = opaque;
    const char *dir = write ? "write" : "read";

    trace_mlx5ctl_dma_violation(uid, opcode, dir, addr, len);
    qemu_log_mask(LOG_GUEST_ERROR,
                  "mlx5-cx: DMA isolation violation: %s 0x%" PRIx64 "+0x%zx for "
                  "UID %u (opcode 0x%x) outside its UMEM pages\n",
                  dir, addr, len, uid, opcode);
    if (s->strict_dma) {
        error_report("mlx5-cx: strict-dma: DMA isolation violation: %s 0x%"
                     PRIx64 "+0x%zx for UID %u, opcode 0x%x, outside the "
                     "UID's UMEM pages; stopping", dir, addr, len, uid, opcode);
        exit(EXIT_FAILURE);
    }
}

/*
 * A user command the kernel should have refused reached the device (the
 * spec's constraints on user inboxes). Executed, as real firmware would;
 * fatal with strict-policy=on.
 */
static void mlx5ctl_policy_violation(void *opaque, uint16_t uid,
                                     uint16_t opcode, const char *why)
{
    Mlx5CtlPciState *s = opaque;

    trace_mlx5ctl_policy_violation(uid, opcode, why);
    qemu_log_mask(LOG_GUEST_ERROR,
                  "mlx5-cx: policy violation: UID %u, opcode 0x%x: %s\n",
                  uid, opcode, why);
    if (s->strict_policy) {
        error_report("mlx5-cx: strict-policy: policy violation: UID %u, "
                     "opcode 0x%x: %s; stopping", uid, opcode, why);
        exit(EXIT_FAILURE);
    }
}

static void mlx5ctl_host_error(void *opaque, const char *msg)
{
    error_report("mlx5-cx: %s", msg);
}

static const struct mlx5fw_host_ops mlx5ctl_host_ops = {
    .dma_read = mlx5ctl_dma_read,
    .dma_write = mlx5ctl_dma_write,
    .msix_notify = mlx5ctl_msix_notify,
    .now_ns = mlx5ctl_now_ns,
    .trace_cmd = mlx5ctl_trace_cmd,
    .guest_error = mlx5ctl_guest_error,
    .dma_violation = mlx5ctl_dma_violation,
    .policy_violation = mlx5ctl_policy_violation,
    .host_error = mlx5ctl_host_error,
};

/* --- BAR0 ------------------------------------------------------------- */

static uint64_t mlx5ctl_mmio_read(void *opaque, hwaddr addr, unsigned size)
{
    Mlx5CtlPciState *s = opaque;
    uint32_t val;

    if (!s->fw || s->gone) {
        val = size == 4 ? UINT32_MAX : (1u << (size * 8)) - 1;
    } else {
        val = mlx5fw_mmio_read(s->fw, addr, size);
    }
    trace_mlx5ctl_mmio_read(addr, size, val);
    return val;
}

static void mlx5ctl_run(Mlx5CtlPciState *s);

static void mlx5ctl_mmio_write(void *opaque, hwaddr addr, uint64_t val,
                               unsigned size)
{
    Mlx5CtlPciState *s = opaque;

    trace_mlx5ctl_mmio_write(addr, size, val);
    if (!s->fw || s->gone) {
        return;
    }
    if (mlx5fw_mmio_write(s->fw, addr, val, size)) {
        if (!s->doorbell_ns) {
            s->doorbell_ns = qemu_clock_get_ns(QEMU_CLOCK_REALTIME);
        }
        /*
         * A fast device: the commands run before the doorbell write retires
         * (the completion's MSI-X is pending when the driver's next
         * instruction runs), as e1000 transmits. Under the BQL like a bottom
         * half; DMA into our own BAR is refused (mlx5ctl_range_is_iomem) and
         * the re-entrancy guard of this MMIO dispatch covers the rest.
         * async-doorbell=on: a slower device, the commands run in a bottom
         * half after the vCPU returns to the main loop.
         */
        if (s->async_doorbell) {
            qemu_bh_schedule(s->bh);
        } else {
            mlx5ctl_run(s);
        }
    }
}

static const MemoryRegionOps mlx5ctl_mmio_ops = {
    .read = mlx5ctl_mmio_read,
    .write = mlx5ctl_mmio_write,
    .endianness = DEVICE_BIG_ENDIAN,
    .valid = {
        .min_access_size = 1,
        .max_access_size = 4,
    },
    .impl = {
        .min_access_size = 1,
        .max_access_size = 4,
    },
};

/* --- config space: the VSC gateway, and all-ones when gone ------------- */

static uint32_t mlx5ctl_ones(int len)
{
    return len >= 4 ? UINT32_MAX : (1u << (len * 8)) - 1;
}

/*
 * The part of [addr, addr + len) that falls on a capability's registers that
 * the model serves, bytes [first, size) of the capability at cap, as
 * [*lo, *hi); false if none.
 */
static bool mlx5ctl_cap_overlap(Mlx5CtlPciState *s, uint8_t cap,
                                uint32_t first, uint32_t size,
                                uint32_t addr, int len,
                                uint32_t *lo, uint32_t *hi)
{
    uint32_t start = cap + first;
    uint32_t end = cap + size;

    if (!s->fw || !cap || len <= 0 ||
        !ranges_overlap(addr, len, start, end - start)) {
        return false;
    }
    *lo = MAX(addr, start);
    *hi = MIN(addr + len, end);
    return true;
}

static bool mlx5ctl_vsc_overlap(Mlx5CtlPciState *s, uint32_t addr, int len,
                                uint32_t *lo, uint32_t *hi)
{
    return mlx5ctl_cap_overlap(s, s->vsc_cap, MLX5CTL_VSC_GW_START,
                               MLX5FW_VSC_SIZE, addr, len, lo, hi);
}

static bool mlx5ctl_vpd_overlap(Mlx5CtlPciState *s, uint32_t addr, int len,
                                uint32_t *lo, uint32_t *hi)
{
    return mlx5ctl_cap_overlap(s, s->vpd_cap, MLX5CTL_VPD_REGS_START,
                               MLX5FW_VPD_CAP_SIZE, addr, len, lo, hi);
}

/* merge a model value for config bytes [lo, hi) into val read at addr */
static uint32_t mlx5ctl_merge(uint32_t val, uint32_t addr, uint32_t lo,
                              uint32_t hi, uint32_t v)
{
    uint32_t shift = (lo - addr) * 8;
    uint64_t mask = ((1ull << ((hi - lo) * 8)) - 1) << shift;

    return (val & ~(uint32_t)mask) | (uint32_t)(((uint64_t)v << shift) & mask);
}

static uint32_t mlx5ctl_config_read(PCIDevice *pdev, uint32_t addr, int len)
{
    Mlx5CtlPciState *s = MLX5CTL_PCI(pdev);
    uint32_t val, lo, hi, v;

    if (s->gone) {
        return mlx5ctl_ones(len);
    }
    val = pci_default_read_config(pdev, addr, len);
    if (mlx5ctl_vsc_overlap(s, addr, len, &lo, &hi)) {
        /* one model access for the whole overlap: a counter read ticks once */
        v = mlx5fw_vsc_read(s->fw, lo - s->vsc_cap, hi - lo);
        val = mlx5ctl_merge(val, addr, lo, hi, v);
        trace_mlx5ctl_vsc_read(lo - s->vsc_cap, hi - lo, v);
    } else if (mlx5ctl_vpd_overlap(s, addr, len, &lo, &hi)) {
        v = mlx5fw_vpd_cap_read(s->fw, lo - s->vpd_cap, hi - lo);
        val = mlx5ctl_merge(val, addr, lo, hi, v);
        trace_mlx5ctl_vpd_read(lo - s->vpd_cap, hi - lo, v);
    }
    return val;
}

static void mlx5ctl_config_write(PCIDevice *pdev, uint32_t addr, uint32_t val,
                                 int len)
{
    Mlx5CtlPciState *s = MLX5CTL_PCI(pdev);
    uint32_t lo, hi;

    if (s->gone) {
        return;                 /* nobody there to take it */
    }
    if (mlx5ctl_vsc_overlap(s, addr, len, &lo, &hi)) {
        trace_mlx5ctl_vsc_write(lo - s->vsc_cap, hi - lo, val);
        /* the model takes aligned dwords only and flags anything else */
        mlx5fw_vsc_write(s->fw, lo - s->vsc_cap, val >> ((lo - addr) * 8),
                         hi - lo);
        if (lo == addr && hi == addr + len) {
            return;
        }
    } else if (mlx5ctl_vpd_overlap(s, addr, len, &lo, &hi)) {
        trace_mlx5ctl_vpd_write(lo - s->vpd_cap, hi - lo, val);
        /* the address word or the data dword; the model flags anything else */
        mlx5fw_vpd_cap_write(s->fw, lo - s->vpd_cap, val >> ((lo - addr) * 8),
                             hi - lo);
        if (lo == addr && hi == addr + len) {
            return;
        }
    }
    /* the capabilities' bytes are read-only (wmask 0) in QEMU's copy */
    pci_default_write_config(pdev, addr, val, len);
}

/*
 * Run the model on the command queue. The model's DMA and MSI-X writes go to
 * the whole address space, ECAM included: one can reset this device or power
 * its slot off (unplug) while the model works. The model defers its own reset
 * or free to the end of mlx5fw_process(); the reference keeps s alive until
 * then.
 */
static void mlx5ctl_run(Mlx5CtlPciState *s)
{
    int64_t t0, t1;

    if (!s->fw || s->gone) {
        return;
    }
    t0 = qemu_clock_get_ns(QEMU_CLOCK_REALTIME);
    object_ref(OBJECT(s));
    mlx5fw_process(s->fw);
    t1 = qemu_clock_get_ns(QEMU_CLOCK_REALTIME);
    if (s->doorbell_ns) {
        s->turnarounds++;
        s->turnaround_ns += t1 - s->doorbell_ns;
        s->process_ns += t1 - t0;
        s->doorbell_ns = 0;
    }
    object_unref(OBJECT(s));
}

static void mlx5ctl_bh(void *opaque)
{
    mlx5ctl_run(opaque);
}

/* --- QOM properties --------------------------------------------------- */

enum {
    MLX5CTL_STAT_UIDS,
    MLX5CTL_STAT_UMEMS,
    MLX5CTL_STAT_UMEM_PAGES,
    MLX5CTL_STAT_PDS,
    MLX5CTL_STAT_MKEYS,
    MLX5CTL_STAT_EQS,
    MLX5CTL_STAT_DESTROY_UCTX_BUSY,
    MLX5CTL_STAT_CMDS,
    MLX5CTL_STAT_CMD_ERRORS,
    MLX5CTL_STAT_HEALTH_SYNDROMES,
    MLX5CTL_STAT_ICMD_CMDS,
    MLX5CTL_STAT_ICMD_ERRORS,
    MLX5CTL_STAT_ICMD_REG_ACCESSES,
    MLX5CTL_STAT_GUEST_ERRORS,
    MLX5CTL_STAT_DMA_VIOLATIONS,
    MLX5CTL_STAT_POLICY_VIOLATIONS,
    MLX5CTL_STAT_SECRETS_ANSWERED,
    MLX5CTL_STAT_MODULE_RESETS,
    MLX5CTL_STAT_CMD_TIMEOUTS,
    MLX5CTL_STAT_FW_VERSION,
    MLX5CTL_STAT_FW_PENDING_VERSION,
    MLX5CTL_STAT_FWU_HELD,
    MLX5CTL_STAT_FWU_OWNER,
    MLX5CTL_STAT_FWU_DROPS,
    MLX5CTL_STAT_FWU_TIMEOUTS,
    MLX5CTL_STAT_TURNAROUNDS,       /* the shim's own, see doorbell_ns */
    MLX5CTL_STAT_TURNAROUND_NS,
    MLX5CTL_STAT_PROCESS_NS,
    MLX5CTL_STAT__MAX,
};

static const char *const mlx5ctl_stat_names[MLX5CTL_STAT__MAX] = {
    [MLX5CTL_STAT_UIDS] = "uids",
    [MLX5CTL_STAT_UMEMS] = "umems",
    [MLX5CTL_STAT_UMEM_PAGES] = "umem-pages",
    [MLX5CTL_STAT_PDS] = "pds",
    [MLX5CTL_STAT_MKEYS] = "mkeys",
    [MLX5CTL_STAT_EQS] = "eqs",
    [MLX5CTL_STAT_DESTROY_UCTX_BUSY] = "destroy-uctx-busy",
    [MLX5CTL_STAT_CMDS] = "cmds",
    [MLX5CTL_STAT_CMD_ERRORS] = "cmd-errors",
    [MLX5CTL_STAT_HEALTH_SYNDROMES] = "health-syndromes",
    [MLX5CTL_STAT_ICMD_CMDS] = "icmd-cmds",
    [MLX5CTL_STAT_ICMD_ERRORS] = "icmd-errors",
    [MLX5CTL_STAT_ICMD_REG_ACCESSES] = "icmd-reg-accesses",
    [MLX5CTL_STAT_GUEST_ERRORS] = "guest-errors",
    [MLX5CTL_STAT_DMA_VIOLATIONS] = "dma-violations",
    [MLX5CTL_STAT_POLICY_VIOLATIONS] = "policy-violations",
    [MLX5CTL_STAT_SECRETS_ANSWERED] = "secrets-answered",
    [MLX5CTL_STAT_MODULE_RESETS] = "module-resets",
    [MLX5CTL_STAT_CMD_TIMEOUTS] = "cmd-timeouts",
    [MLX5CTL_STAT_FW_VERSION] = "fw-version",
    [MLX5CTL_STAT_FW_PENDING_VERSION] = "fw-pending-version",
    [MLX5CTL_STAT_FWU_HELD] = "fwu-held",
    [MLX5CTL_STAT_FWU_OWNER] = "fwu-owner",
    [MLX5CTL_STAT_FWU_DROPS] = "fwu-drops",
    [MLX5CTL_STAT_FWU_TIMEOUTS] = "fwu-timeouts",
    [MLX5CTL_STAT_TURNAROUNDS] = "turnarounds",
    [MLX5CTL_STAT_TURNAROUND_NS] = "turnaround-ns",
    [MLX5CTL_STAT_PROCESS_NS] = "process-ns",
};

static uint64_t mlx5ctl_stat(const struct mlx5fw_stats *st, uintptr_t which)
{
    switch (which) {
    case MLX5CTL_STAT_UIDS:
        return st->uids;
    case MLX5CTL_STAT_UMEMS:
        return st->umems;
    case MLX5CTL_STAT_UMEM_PAGES:
        return st->umem_pages;
    case MLX5CTL_STAT_PDS:
        return st->pds;
    case MLX5CTL_STAT_MKEYS:
        return st->mkeys;
    case MLX5CTL_STAT_EQS:
        return st->eqs;
    case MLX5CTL_STAT_DESTROY_UCTX_BUSY:
        return st->destroy_uctx_busy;
    case MLX5CTL_STAT_CMDS:
        return st->cmds;
    case MLX5CTL_STAT_CMD_ERRORS:
        return st->cmd_errors;
    case MLX5CTL_STAT_HEALTH_SYNDROMES:
        return st->health_syndromes;
    case MLX5CTL_STAT_ICMD_CMDS:
        return st->icmd_cmds;
    case MLX5CTL_STAT_ICMD_ERRORS:
        return st->icmd_errors;
    case MLX5CTL_STAT_ICMD_REG_ACCESSES:
        return st->icmd_reg_accesses;
    case MLX5CTL_STAT_DMA_VIOLATIONS:
        return st->dma_violations;
    case MLX5CTL_STAT_POLICY_VIOLATIONS:
        return st->policy_violations;
    case MLX5CTL_STAT_SECRETS_ANSWERED:
        return st->secrets_answered;
    case MLX5CTL_STAT_MODULE_RESETS:
        return st->module_resets;
    case MLX5CTL_STAT_CMD_TIMEOUTS:
        return st->cmd_timeouts;
    case MLX5CTL_STAT_FW_VERSION:
        return st->fw_version;
    case MLX5CTL_STAT_FW_PENDING_VERSION:
        return st->fw_pending_version;
    case MLX5CTL_STAT_FWU_HELD:
        return st->fwu_held;
    case MLX5CTL_STAT_FWU_OWNER:
        return st->fwu_owner;
    case MLX5CTL_STAT_FWU_DROPS:
        return st->fwu_drops;
    case MLX5CTL_STAT_FWU_TIMEOUTS:
        return st->fwu_timeouts;
    default:
        return 0;
    }
}

static void mlx5ctl_get_stat(Object *obj, Visitor *v, const char *name,
                             void *opaque, Error **errp)
{
    Mlx5CtlPciState *s = MLX5CTL_PCI(obj);
    struct mlx5fw_stats st = { 0 };
    uint64_t value;

    if (s->fw) {
        mlx5fw_get_stats(s->fw, &st);
    }
    switch ((uintptr_t)opaque) {
    case MLX5CTL_STAT_GUEST_ERRORS:
        value = s->guest_errors;
        break;
    case MLX5CTL_STAT_TURNAROUNDS:
        value = s->turnarounds;
        break;
    case MLX5CTL_STAT_TURNAROUND_NS:
        value = s->turnaround_ns;
        break;
    case MLX5CTL_STAT_PROCESS_NS:
        value = s->process_ns;
        break;
    default:
        value = mlx5ctl_stat(&st, (uintptr_t)opaque);
        break;
    }
    visit_type_uint64(v, name, &value, errp);
}

/*
 * secrets: the last values the model put into outbox fields the kernel must scrub, in answers
 * to user UIDs (newest first, hex, space-separated): a guest test looks for each in what user
 * space got
 */
static char *mlx5ctl_get_secrets(Object *obj, Error **errp)
{
    Mlx5CtlPciState *s = MLX5CTL_PCI(obj);
    uint64_t vals[32];
    size_t n = s->fw ? mlx5fw_secret_values(s->fw, vals, 32) : 0;
    GString *str = g_string_new("");

    for (size_t i = 0; i < n; i++) {
        g_string_append_printf(str, "%s%" PRIx64, i ? " " : "", vals[i]);
    }
    return g_string_free(str, false);
}

/* fault-timeout-opcode: the next command of this opcode is never completed */
static void mlx5ctl_get_fault_timeout(Object *obj, Visitor *v, const char *name,
                                      void *opaque, Error **errp)
{
    Mlx5CtlPciState *s = MLX5CTL_PCI(obj);
    uint32_t value = s->fw ? mlx5fw_fault_timeout_armed(s->fw) : 0;

    visit_type_uint32(v, name, &value, errp);
}

static void mlx5ctl_set_fault_timeout(Object *obj, Visitor *v, const char *name,
                                      void *opaque, Error **errp)
{
    Mlx5CtlPciState *s = MLX5CTL_PCI(obj);
    uint32_t value;

    if (!visit_type_uint32(v, name, &value, errp)) {
        return;
    }
    if (value > UINT16_MAX) {
        error_setg(errp, "%s: an opcode is 16 bits, 0 disarms", name);
        return;
    }
    if (!s->fw) {
        error_setg(errp, "%s: the device is not realized", name);
        return;
    }
    trace_mlx5ctl_fault_timeout(value);
    mlx5fw_fault_timeout(s->fw, value);
}

/* fw-fault: firmware update faults on demand (mlx5fw.h, mlx5fw_fwu_fault) */
static char *mlx5ctl_get_fw_fault(Object *obj, Error **errp)
{
    Mlx5CtlPciState *s = MLX5CTL_PCI(obj);
    char buf[128] = "";

    if (s->fw) {
        mlx5fw_fwu_fault_describe(s->fw, buf, sizeof(buf));
    }
    return g_strdup(buf);
}

static void mlx5ctl_set_fw_fault(Object *obj, const char *value, Error **errp)
{
    Mlx5CtlPciState *s = MLX5CTL_PCI(obj);
    char why[256];

    if (!s->fw) {
        error_setg(errp, "fw-fault: the device is not realized");
        return;
    }
    if (mlx5fw_fwu_fault(s->fw, value, why, sizeof(why))) {
        error_setg(errp, "fw-fault: %s", why);
    }
}

static bool mlx5ctl_get_gone(Object *obj, Error **errp)
{
    return MLX5CTL_PCI(obj)->gone;
}

static void mlx5ctl_set_gone(Object *obj, bool value, Error **errp)
{
    Mlx5CtlPciState *s = MLX5CTL_PCI(obj);

    trace_mlx5ctl_gone(value);
    s->gone = value;
    if (s->fw) {
        mlx5fw_set_gone(s->fw, value);
    }
    if (value && s->bh) {
        qemu_bh_cancel(s->bh);
        s->doorbell_ns = 0;
    }
}

/* the port's cable and link (emulator/fw/link.c): settable before and after realize */
static bool mlx5ctl_get_cable(Object *obj, Error **errp)
{
    return !MLX5CTL_PCI(obj)->cable_pulled;
}

static void mlx5ctl_set_cable(Object *obj, bool value, Error **errp)
{
    Mlx5CtlPciState *s = MLX5CTL_PCI(obj);

    trace_mlx5ctl_cable(value);
    s->cable_pulled = !value;
    if (s->fw) {
        mlx5fw_port_set_cable(s->fw, value);
    }
}

static bool mlx5ctl_get_link_degraded(Object *obj, Error **errp)
{
    return MLX5CTL_PCI(obj)->link_degraded;
}

static void mlx5ctl_set_link_degraded(Object *obj, bool value, Error **errp)
{
    Mlx5CtlPciState *s = MLX5CTL_PCI(obj);

    trace_mlx5ctl_link_degraded(value);
    s->link_degraded = value;
    if (s->fw) {
        mlx5fw_port_set_degraded(s->fw, value);
    }
}

/* --- lifecycle -------------------------------------------------------- */

/*
 * The board's PCIe link (the model's, which VPD's V0 spells out: a ConnectX-6 Dx is Gen4 x16),
 * as a real adapter's PCIe capability says it: Link Capabilities (width, speed), Link
 * Capabilities 2 (every speed up to it) and Link Status as trained. QEMU 7.2's root ports go to
 * 16 GT/s (x-speed) and x32, and copy the status below them clipped to that
 * (pcie_sync_bridge_lnk): the status says at most 16 GT/s, what a Gen5 card trains to there.
 * mlx5_core prints the outcome at probe ("252.048 Gb/s available PCIe bandwidth").
 */
static void mlx5ctl_pcie_link(Mlx5CtlPciState *s, PCIDevice *pdev)
{
    uint8_t *exp = pdev->config + pdev->exp.exp_cap;
    unsigned int gen, width, trained, i;
    uint32_t speeds = 0;

    mlx5fw_pcie_link(s->fw, &gen, &width);
    trained = MIN(gen, QEMU_PCI_EXP_LNK_16GT);
    pci_long_test_and_clear_mask(exp + PCI_EXP_LNKCAP,
                                 PCI_EXP_LNKCAP_MLW | PCI_EXP_LNKCAP_SLS);
    pci_long_test_and_set_mask(exp + PCI_EXP_LNKCAP,
                               QEMU_PCI_EXP_LNKCAP_MLW(width) |
                               QEMU_PCI_EXP_LNKCAP_MLS(gen));
    for (i = 1; i <= gen; i++) {
        speeds |= PCI_EXP_LNKCAP2_SLS_2_5GB << (i - 1);
    }
    pci_long_test_and_set_mask(exp + PCI_EXP_LNKCAP2, speeds);
    pci_word_test_and_clear_mask(exp + PCI_EXP_LNKSTA,
                                 PCI_EXP_LNKSTA_NLW | PCI_EXP_LNKSTA_CLS);
    pci_word_test_and_set_mask(exp + PCI_EXP_LNKSTA,
                               QEMU_PCI_EXP_LNKSTA_NLW(width) |
                               QEMU_PCI_EXP_LNKSTA_CLS(trained));
}

static void mlx5ctl_realize(PCIDevice *pdev, Error **errp)
{
    Mlx5CtlPciState *s = MLX5CTL_PCI(pdev);
    struct mlx5fw_config cfg;
    uint64_t msix_table_size, msix_pba_offset;
    uint32_t hdr;
    int ret;

    if (s->msix_vectors < 1 || s->msix_vectors > MLX5CTL_MAX_VECTORS) {
        error_setg(errp, "msix-vectors must be between 1 and %d",
                   MLX5CTL_MAX_VECTORS);
        return;
    }
    if (s->num_uars < 3 || s->num_uars > MLX5CTL_MAX_UARS) {
        error_setg(errp, "num-uars must be between 3 and %d", MLX5CTL_MAX_UARS);
        return;
    }
    if (s->cmd_exec_timeout_ms > 0xfffff) {
        error_setg(errp, "cmd-exec-timeout-ms must be at most %u (0: the "
                   "driver's default)", 0xfffff);
        return;
    }

    if (s->absent_regs) {
        char why[128];

        if (mlx5fw_absent_regs_check(s->absent_regs, why, sizeof(why))) {
            error_setg(errp, "absent-regs: %s", why);
            return;
        }
    }
    if (s->nvconfig) {
        char why[512];

        /* a file the model cannot read or write back fails here, not later */
        if (mlx5fw_nv_check(s->nvconfig, why, sizeof(why))) {
            error_setg(errp, "nvconfig: %s", why);
            return;
        }
    }

    cfg = (struct mlx5fw_config) {
        .pci_device_id = s->device_id,
        .num_uars = s->num_uars,
        .msix_vectors = s->msix_vectors,
        .nvconfig_path = s->nvconfig,
        .fw_store_path = s->fw_store,
        .cmd_exec_timeout_ms = s->cmd_exec_timeout_ms,
        .absent_regs = s->absent_regs,
    };
    s->fw = mlx5fw_new(&cfg, &mlx5ctl_host_ops, s);
    if (!s->fw) {
        error_setg(errp, "cannot create the firmware model");
        return;
    }

    s->regs_size = mlx5fw_bar0_size(s->fw);
    if (s->regs_size < MLX5CTL_MIN_REGS_SIZE ||
        s->regs_size > MLX5CTL_MAX_REGS_SIZE ||
        !is_power_of_2(s->regs_size)) {
        error_setg(errp, "firmware model reports a bad BAR0 size 0x%" PRIx64,
                   s->regs_size);
        goto err_fw;
    }
    /* MSI-X table and PBA in the second half of BAR0, clear of the UAR pages */
    msix_table_size = (uint64_t)s->msix_vectors * PCI_MSIX_ENTRY_SIZE;
    msix_pba_offset = s->regs_size + ROUND_UP(msix_table_size, 4 * KiB);
    s->bar0_size = s->regs_size * 2;
    if (msix_pba_offset + 4 * KiB > s->bar0_size) {
        error_setg(errp, "BAR0 too small for %u MSI-X vectors",
                   s->msix_vectors);
        goto err_fw;
    }

    pci_config_set_device_id(pdev->config, s->device_id);
    pci_config_set_interrupt_pin(pdev->config, 1);

    memory_region_init(&s->bar0, OBJECT(s), "mlx5-cx-bar0", s->bar0_size);
    memory_region_init_io(&s->regs, OBJECT(s), &mlx5ctl_mmio_ops, s,
                          "mlx5-cx-regs", s->regs_size);
    memory_region_add_subregion(&s->bar0, 0, &s->regs);

    ret = pcie_endpoint_cap_init(pdev, MLX5CTL_PCIE_CAP_OFFSET);
    if (ret < 0) {
        error_setg(errp, "cannot add the PCIe capability");
        goto err_regs;
    }
    mlx5ctl_pcie_link(s, pdev);

    /* the vendor-specific capability: header here, gateway in the model */
    ret = pci_add_capability(pdev, PCI_CAP_ID_VNDR, MLX5CTL_VSC_CAP_OFFSET,
                             MLX5FW_VSC_SIZE, errp);
    if (ret < 0) {
        goto err_pcie;
    }
    s->vsc_cap = ret;
    hdr = mlx5fw_vsc_read(s->fw, 0, 4);
    pdev->config[s->vsc_cap + 2] = hdr >> 16;       /* length */
    pdev->config[s->vsc_cap + 3] = hdr >> 24;       /* VSC type */

    /* the VPD capability: id and next here, address and data in the model */
    ret = pci_add_capability(pdev, PCI_CAP_ID_VPD, MLX5CTL_VPD_CAP_OFFSET,
                             MLX5FW_VPD_CAP_SIZE, errp);
    if (ret < 0) {
        goto err_vsc;
    }
    s->vpd_cap = ret;

    ret = msix_init(pdev, s->msix_vectors, &s->bar0, 0, s->regs_size,
                    &s->bar0, 0, msix_pba_offset, 0, errp);
    if (ret < 0) {
        goto err_vpd;
    }
    for (unsigned i = 0; i < s->msix_vectors; i++) {
        msix_vector_use(pdev, i);
    }

    pci_register_bar(pdev, 0, PCI_BASE_ADDRESS_SPACE_MEMORY |
                     PCI_BASE_ADDRESS_MEM_TYPE_64, &s->bar0);

    s->bh = qemu_bh_new_guarded(mlx5ctl_bh, s,
                                &DEVICE(s)->mem_reentrancy_guard);
    if (s->gone) {
        mlx5fw_set_gone(s->fw, true);
    }
    if (s->link_degraded) {
        mlx5fw_port_set_degraded(s->fw, true);
    }
    if (s->cable_pulled) {
        mlx5fw_port_set_cable(s->fw, false);
    }
    return;

err_vpd:
    pci_del_capability(pdev, PCI_CAP_ID_VPD, MLX5FW_VPD_CAP_SIZE);
    s->vpd_cap = 0;
err_vsc:
    pci_del_capability(pdev, PCI_CAP_ID_VNDR, MLX5FW_VSC_SIZE);
    s->vsc_cap = 0;
err_pcie:
    pcie_cap_exit(pdev);
err_regs:
    memory_region_del_subregion(&s->bar0, &s->regs);
err_fw:
    mlx5fw_free(s->fw);
    s->fw = NULL;
}

static void mlx5ctl_exit(PCIDevice *pdev)
{
    Mlx5CtlPciState *s = MLX5CTL_PCI(pdev);

    trace_mlx5ctl_exit();
    if (s->bh) {
        qemu_bh_delete(s->bh);
        s->bh = NULL;
    }
    msix_unuse_all_vectors(pdev);
    msix_uninit(pdev, &s->bar0, &s->bar0);
    /* else the container keeps a reference to us: never finalised */
    memory_region_del_subregion(&s->bar0, &s->regs);
    if (s->vpd_cap) {
        pci_del_capability(pdev, PCI_CAP_ID_VPD, MLX5FW_VPD_CAP_SIZE);
        s->vpd_cap = 0;
    }
    if (s->vsc_cap) {
        pci_del_capability(pdev, PCI_CAP_ID_VNDR, MLX5FW_VSC_SIZE);
        s->vsc_cap = 0;
    }
    pcie_cap_exit(pdev);
    mlx5fw_free(s->fw);
    s->fw = NULL;
}

static void mlx5ctl_reset(DeviceState *dev)
{
    Mlx5CtlPciState *s = MLX5CTL_PCI(dev);

    trace_mlx5ctl_reset();
    if (s->bh) {
        qemu_bh_cancel(s->bh);
    }
    s->doorbell_ns = 0;
    if (s->fw) {
        mlx5fw_reset(s->fw);
    }
}

static const VMStateDescription vmstate_mlx5ctl = {
    .name = TYPE_MLX5CTL_PCI,
    .unmigratable = 1,
};

static Property mlx5ctl_properties[] = {
    DEFINE_PROP_UINT16("device-id", Mlx5CtlPciState, device_id,
                       MLX5CTL_DEFAULT_DEVICE_ID),
    DEFINE_PROP_UINT32("num-uars", Mlx5CtlPciState, num_uars,
                       MLX5CTL_DEFAULT_UARS),
    DEFINE_PROP_UINT32("msix-vectors", Mlx5CtlPciState, msix_vectors,
                       MLX5CTL_DEFAULT_VECTORS),
    DEFINE_PROP_STRING("nvconfig", Mlx5CtlPciState, nvconfig),
    DEFINE_PROP_STRING("fw-store", Mlx5CtlPciState, fw_store),
    DEFINE_PROP_STRING("absent-regs", Mlx5CtlPciState, absent_regs),
    DEFINE_PROP_BOOL("strict-dma", Mlx5CtlPciState, strict_dma, false),
    DEFINE_PROP_BOOL("strict-policy", Mlx5CtlPciState, strict_policy, false),
    DEFINE_PROP_BOOL("async-doorbell", Mlx5CtlPciState, async_doorbell, false),
    DEFINE_PROP_UINT32("cmd-exec-timeout-ms", Mlx5CtlPciState,
                       cmd_exec_timeout_ms, 0),
    DEFINE_PROP_END_OF_LIST(),
};

static void mlx5ctl_class_init(ObjectClass *oc, void *data)
{
    DeviceClass *dc = DEVICE_CLASS(oc);
    PCIDeviceClass *k = PCI_DEVICE_CLASS(oc);

    k->realize = mlx5ctl_realize;
    k->exit = mlx5ctl_exit;
    k->config_read = mlx5ctl_config_read;
    k->config_write = mlx5ctl_config_write;
    k->vendor_id = MLX5CTL_VENDOR_ID;
    k->device_id = MLX5CTL_DEFAULT_DEVICE_ID;
    k->subsystem_vendor_id = MLX5CTL_VENDOR_ID;
    k->subsystem_id = 0x0016;
    k->class_id = PCI_CLASS_NETWORK_ETHERNET;
    k->revision = 0;

    dc->desc = "Emulated ConnectX function (mlx5 command interface)";
    dc->reset = mlx5ctl_reset;
    dc->vmsd = &vmstate_mlx5ctl;
    device_class_set_props(dc, mlx5ctl_properties);
    set_bit(DEVICE_CATEGORY_NETWORK, dc->categories);

    object_class_property_add_bool(oc, "gone", mlx5ctl_get_gone,
                                   mlx5ctl_set_gone);
    object_class_property_set_description(oc, "gone",
        "surprise removal: MMIO and config reads all-ones, writes lost, "
        "no DMA, no interrupts");
    object_class_property_add_bool(oc, "cable", mlx5ctl_get_cable,
                                   mlx5ctl_set_cable);
    object_class_property_set_description(oc, "cable",
        "the port's cable is plugged (default); false pulls it: the link goes "
        "down, the module is unplugged, a PORT_CHANGE event tells the driver");
    object_class_property_add_bool(oc, "link-degraded",
                                   mlx5ctl_get_link_degraded,
                                   mlx5ctl_set_link_degraded);
    object_class_property_set_description(oc, "link-degraded",
        "the link stays up with one lane's eye half closed: raw and "
        "effective errors grow fast");
    object_class_property_add(oc, "fault-timeout-opcode", "uint32",
                              mlx5ctl_get_fault_timeout,
                              mlx5ctl_set_fault_timeout, NULL, NULL);
    object_class_property_set_description(oc, "fault-timeout-opcode",
        "fault injection: the next command of this opcode is executed but "
        "never completed (0 disarms; one-shot)");
    object_class_property_add_str(oc, "secrets", mlx5ctl_get_secrets, NULL);
    object_class_property_set_description(oc, "secrets",
        "the last values the model answered user UIDs with in outbox fields "
        "the kernel must scrub (hex, newest first)");
    object_class_property_add_str(oc, "fw-fault", mlx5ctl_get_fw_fault,
                                  mlx5ctl_set_fw_fault);
    object_class_property_set_description(oc, "fw-fault",
        "firmware update faults on demand: none, stall, fail:<instr>:<error>, "
        "busy:<polls>, drop:<accesses>, timeout:<ms> (comma-separated)");
    for (uintptr_t i = 0; i < MLX5CTL_STAT__MAX; i++) {
        object_class_property_add(oc, mlx5ctl_stat_names[i], "uint64",
                                  mlx5ctl_get_stat, NULL, NULL, (void *)i);
    }
}

static const TypeInfo mlx5ctl_info = {
    .name = TYPE_MLX5CTL_PCI,
    .parent = TYPE_PCI_DEVICE,
    .instance_size = sizeof(Mlx5CtlPciState),
    .class_init = mlx5ctl_class_init,
    .interfaces = (InterfaceInfo[]) {
        { INTERFACE_PCIE_DEVICE },
        { }
    },
};

static void mlx5ctl_register_types(void)
{
    type_register_static(&mlx5ctl_info);
}

type_init(mlx5ctl_register_types)
