/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * mlx5fw internals: the state of the emulated ConnectX firmware, shared by the files of
 * emulator/fw. Not part of the contract with emulator/qemu (that is mlx5fw.h).
 *
 * Every layout is read and written through the generated MLX5CTL_* accessors; this file only
 * holds model state and limits.
 */
#ifndef MLX5FW_INT_H
#define MLX5FW_INT_H

#include "mlx5fw.h"
#include "mlx5fw_dispatch.h"
#include "mlx5ctl_ifc.h"

#define MLX5FW_PAGE_SHIFT	12
#define MLX5FW_PAGE_SIZE	(1u << MLX5FW_PAGE_SHIFT)
/* the init segment spans BAR0 pages 0..2 (mlx5_core maps 0x2010 bytes); UARs follow */
#define MLX5FW_ISEG_PAGES	3
#define MLX5FW_ISEG_SIZE	(MLX5FW_ISEG_PAGES * MLX5FW_PAGE_SIZE)

/* command queue geometry the device reports: 32 slots of 64 bytes */
#define MLX5FW_CMDQ_LOG_SZ	5
#define MLX5FW_CMDQ_LOG_STRIDE	6
#define MLX5FW_CMDQ_SLOTS	(1u << MLX5FW_CMDQ_LOG_SZ)
#define MLX5FW_CMD_IF_REV	5
/* largest inbox / outbox the device accepts (bounds every mailbox walk) */
#define MLX5FW_MAX_MSG		(1u << 20)
#define MLX5FW_INLINE_LEN	16	/* bytes of in/out carried in the queue entry */
#define MLX5FW_BOX_DATA		512	/* data bytes per mailbox block */

/* object limits; the capability table advertises the same numbers */
#define MLX5FW_MAX_EQS		16
#define MLX5FW_MAX_EVENTS	4	/* general events raised by one round of commands */
#define MLX5FW_LOG_MAX_EQ_SZ	16
#define MLX5FW_LOG_MAX_UCTX	8
#define MLX5FW_MAX_UIDS		(1u << MLX5FW_LOG_MAX_UCTX)	/* uid 0 is the kernel's */
#define MLX5FW_MAX_UMEMS	1024
#define MLX5FW_MAX_UMEM_MTTS	(1u << 18)	/* 1 GiB of 4 KiB pages per UMEM */
/* MTTs of all UMEMs together (8 bytes of model memory each): 4 GiB of 4 KiB pages, 8 MiB */
#define MLX5FW_MAX_TOTAL_MTTS	(1u << 20)
#define MLX5FW_MAX_PDS		1024
#define MLX5FW_MAX_MKEYS	1024
#define MLX5FW_MAX_FW_PAGES	65536	/* pages MANAGE_PAGES may give */
#define MLX5FW_OPSTATS		128
#define MLX5FW_NV_ITEMS		128	/* NV configuration items modelled (>= MLX5FW_NV_NITEMS) */
#define MLX5FW_NV_DATA		256	/* bytes of data per item (mnvda_reg) */
#define MLX5FW_NUM_MODULES	1	/* modules (cages): module 0, local port 1's */
/* temperature sensors (MTMP): the ASIC's (MTCAP's sensor 0), then one per module */
#define MLX5FW_NUM_SENSORS	(1 + MLX5FW_NUM_MODULES)
#define MLX5FW_CONG_PROTOCOLS	4	/* congestion control nodes (enum cong_protocol) */
#define MLX5FW_VSC_SEMAPHORES	64	/* dwords of the VSC semaphore space */
#define MLX5FW_CR_SIZE		0x600000u	/* CR space (crspace.c) */
#define MLX5FW_BAD_ACCESS	0xbadacce5u	/* what an unreadable address reads */
#define MLX5FW_ICMD_MBOX	0x340u	/* ICMD mailbox bytes (icmd.c) */
#define MLX5FW_VPD_MAX		512	/* bytes of VPD image (vpd.c) */
/* debug_cap.log_cr_dump_to_mem_size: the core dump stream fits 2^9 pages of 4 KiB (dump.c) */
#define MLX5FW_LOG_CR_DUMP_PAGES	9
#define MLX5FW_MAX_Q_COUNTERS	127	/* queue counter sets (max_qp_cnt) */
#define MLX5FW_PPCNT_GROUPS	12	/* PPCNT groups of the Ethernet port (counters.c) */

/* syndromes this model reports: prm/cmdif.yaml's fw_syndrome, by their short names */
enum mlx5fw_synd {
	SYND_BAD_STATE = MLX5CTL_SYND_BAD_STATE,
	SYND_BAD_OP_MOD = MLX5CTL_SYND_BAD_OP_MOD,
	SYND_BAD_LEN = MLX5CTL_SYND_BAD_LEN,
	SYND_NO_UID = MLX5CTL_SYND_NO_UID,
	SYND_UID_CAP = MLX5CTL_SYND_UID_CAP,
	SYND_NO_RESOURCE = MLX5CTL_SYND_NO_RESOURCE,
	SYND_BAD_ID = MLX5CTL_SYND_BAD_ID,
	SYND_WRONG_UID = MLX5CTL_SYND_WRONG_UID,
	SYND_BUSY = MLX5CTL_SYND_BUSY,
	SYND_BAD_PARAM = MLX5CTL_SYND_BAD_PARAM,
	SYND_BAD_REG = MLX5CTL_SYND_BAD_REG,
	SYND_BAD_ISSI = MLX5CTL_SYND_BAD_ISSI,
	SYND_BAD_CAP = MLX5CTL_SYND_BAD_CAP,
	SYND_BAD_VECTOR = MLX5CTL_SYND_BAD_VECTOR,
	SYND_BAD_ACCESS = MLX5CTL_SYND_BAD_ACCESS,
	SYND_DIAG_COUNTER = MLX5CTL_SYND_DIAG_COUNTER,
	SYND_DIAG_MODE = MLX5CTL_SYND_DIAG_MODE,
	SYND_DIAG_PERIOD = MLX5CTL_SYND_DIAG_PERIOD,
	SYND_DIAG_SAMPLES = MLX5CTL_SYND_DIAG_SAMPLES,
	SYND_DIAG_NOT_SET = MLX5CTL_SYND_DIAG_NOT_SET,
	SYND_MTT_BUDGET = MLX5CTL_SYND_MTT_BUDGET,
	SYND_NV_IO = MLX5CTL_SYND_NV_IO,
	SYND_FWU_HANDLE = MLX5CTL_SYND_FWU_HANDLE,
	SYND_FWU_STATE = MLX5CTL_SYND_FWU_STATE,
	SYND_FWU_MCDA = MLX5CTL_SYND_FWU_MCDA,
	SYND_FWU_MCDD = MLX5CTL_SYND_FWU_MCDD,
	SYND_FWU_COMPONENT = MLX5CTL_SYND_FWU_COMPONENT,
	SYND_NO_OBJECT = MLX5CTL_SYND_NO_OBJECT,
	SYND_NOT_SUPPORTED = MLX5CTL_SYND_NOT_SUPPORTED,
	SYND_NOT_MODELLED = MLX5CTL_SYND_NOT_MODELLED,
	SYND_NO_FUNCTION = MLX5CTL_SYND_NO_FUNCTION,
	SYND_FWU_REJECTED = MLX5CTL_SYND_FWU_REJECTED,
};

/* a firmware image the model holds (fwupdate.c): what its header says, and its bytes */
enum mlx5fw_fwimg_format {
	MLX5FW_FWIMG_RAW,		/* the emulated card's own format (fwimage_hdr) */
	MLX5FW_FWIMG_FS4,		/* an FS4 image, as NVIDIA's (fs4.c) */
};

struct mlx5fw_fwimg_info {
	uint16_t device_id;
	char psid[17];
	uint32_t version;
	uint32_t payload;		/* raw: bytes after the header; FS4: the image's bytes */
	uint32_t key_id;
	char vstr[65];
	uint8_t format;			/* enum mlx5fw_fwimg_format */
	uint32_t len;			/* bytes that are the image (what follows is ignored) */
};

struct mlx5fw_fwimg {
	uint8_t *data;			/* NULL: none (running: the factory image, built on use) */
	uint32_t len;
	bool factory;			/* running: the factory image, built (not the store's) */
	struct mlx5fw_fwimg_info info;
};

/*
 * The object table (objtab.c): every object the guest creates and names by a number - user
 * contexts, UMEMs, PDs, MKEYs, EQs - starts with this header, and one set of functions
 * allocates its number, checks who may use it, counts references to it and to its UID, and
 * destroys it (also when its UID or the HCA goes).
 */
enum mlx5fw_obj_type {
	MLX5FW_OBJ_UCTX,		/* id = uid, 1..MLX5FW_MAX_UIDS - 1 */
	MLX5FW_OBJ_UMEM,		/* id: 24 bits, handed out in turn */
	MLX5FW_OBJ_PD,			/* id (pdn): 24 bits, handed out in turn */
	MLX5FW_OBJ_MKEY,		/* id: the MKEY index (mkey >> 8), slot + 1 */
	MLX5FW_OBJ_EQ,			/* id: the EQ number, the slot */
	MLX5FW_OBJ_TYPES
};

struct mlx5fw_obj {
	bool valid;
	uint16_t uid;			/* owner (0: the kernel); a UCTX's is 0 */
	uint32_t id;			/* the number the guest uses */
	uint32_t refs;			/* objects that use it (UCTX: the objects its UID owns) */
};

struct mlx5fw_eq {
	struct mlx5fw_obj obj;
	uint8_t log_size;
	uint8_t log_page_size;
	uint32_t page_offset;		/* in 64-byte units */
	uint32_t vector;
	uint32_t uar;
	uint64_t mask[4];
	uint64_t *pas;			/* page addresses, npas entries */
	uint32_t npas;
	uint32_t pi;			/* producer index (free-running, 24 bits) */
	uint32_t ci;			/* last consumer index written by the driver */
	bool armed;
};

struct mlx5fw_uctx {
	struct mlx5fw_obj obj;		/* obj.id: the uid; obj.refs: UMEMs, PDs, MKEYs owned */
	uint32_t cap;
};

struct mlx5fw_umem {
	struct mlx5fw_obj obj;		/* obj.refs: MKEYs over it */
	uint8_t log_page_size;		/* page = 4 KiB << log_page_size */
	uint32_t page_offset;
	uint64_t nmtt;
	uint64_t *mtt;			/* page address | (wr_en << 1) | rd_en */
};

struct mlx5fw_pd {
	struct mlx5fw_obj obj;		/* obj.id: the pdn; obj.refs: MKEYs on it */
};

/* how an MKEY translates its virtual addresses (pd_mkey.c) */
enum mlx5fw_mkey_mode {
	MLX5FW_MKEY_UMEM,		/* MTT over a UMEM (mkey_umem_valid) */
	MLX5FW_MKEY_MTT,		/* MTT entries given inline in CREATE_MKEY */
	MLX5FW_MKEY_PA,			/* physical addresses: start_addr is the bus address */
};

struct mlx5fw_mkey {
	struct mlx5fw_obj obj;		/* obj.id: the index, mkey >> 8 */
	uint8_t key;			/* mkey & 0xff */
	uint32_t pd;
	enum mlx5fw_mkey_mode mode;
	uint32_t umem_id;		/* MLX5FW_MKEY_UMEM */
	uint64_t umem_off;		/* byte offset into the UMEM */
	uint64_t *mtt;			/* MLX5FW_MKEY_MTT: page address | (wr_en << 1) | rd_en */
	uint64_t nmtt;
	uint8_t log_page_size;		/* MLX5FW_MKEY_MTT: page = 1 << log_page_size bytes */
	uint64_t start;
	uint64_t len;
	bool len64;			/* length64: [start, 2^64), len unused (PA keys only) */
	uint8_t access;			/* lr | lw << 1 | rr << 2 | rw << 3 */
};

struct mlx5fw_opstat {
	uint16_t opcode;
	uint8_t status;
	bool used;
	uint64_t count;
};

/* diagnostic counters (diag.c), by model index; ids in debug_cap: MLX5CTL_DIAG_COUNTER_* */
enum mlx5fw_diag_ctr {
	MLX5FW_DIAG_CMDS,
	MLX5FW_DIAG_CMD_ERRORS,
	MLX5FW_DIAG_EQES,
	MLX5FW_DIAG_MSIX,
	MLX5FW_DIAG_DMA_READ,		/* bytes */
	MLX5FW_DIAG_DMA_WRITE,
	MLX5FW_DIAG_FW_PAGES,		/* gauges, read from the state when sampled */
	MLX5FW_DIAG_OBJECTS,
	MLX5FW_DIAG_NUM
};
#define MLX5FW_DIAG_LOG_MAX_SAMPLES	12	/* sample buffer of up to 4096 samples */
#define MLX5FW_DIAG_LOG_MIN_PERIOD	10	/* 2^10 device clocks (ns) */
#define MLX5FW_DIAG_LOG_MAX_PERIOD	31	/* 32-bit time stamps stay unambiguous */

struct mlx5fw_diag_sample {
	bool valid;
	uint64_t number;		/* samples taken before this one */
	uint64_t time;			/* mlx5fw_now() when taken */
	uint64_t val[MLX5FW_DIAG_NUM];	/* by position in the parameters' counter list */
};

#define MLX5FW_MAX_ABSENT_REGS	8

/* the link (link.c) */
enum link_state { LINK_UP, LINK_DEGRADED, LINK_DOWN, LINK_STATES };
#define MLX5FW_LINK_EVENTS	64	/* link transitions kept */

struct mlx5fw {
	struct mlx5fw_config cfg;
	uint16_t absent_regs[MLX5FW_MAX_ABSENT_REGS];	/* cfg.absent_regs, by id */
	unsigned int nabsent_regs;
	const struct mlx5fw_host_ops *ops;
	void *opaque;
	bool gone;
	uint64_t boot_ns;		/* now_ns() at creation / reset */
	uint64_t last_now;		/* what now_ns() said last */
	/* re-entry (core.c): entry points running; reset / free asked for meanwhile */
	unsigned int busy;
	bool reset_pending, free_pending;

	/* init segment state */
	uint32_t cmdq_h;
	uint32_t cmdq_l;		/* address bits 31:12 as written */
	uint8_t nic_interface;
	uint32_t db_pending;		/* doorbell bits not yet processed */
	uint8_t health_synd;		/* health buffer syndrome (0 = healthy) */
	uint32_t health_frozen;		/* health counter value while in assert */
	uint8_t *iseg;			/* register image, refreshed on every read */
	size_t iseg_size;

	/* function state */
	bool enabled;
	bool initialized;
	uint16_t issi;
	uint32_t host_endianness;
	uint8_t *cap_max;		/* cmd_hca_cap, general, max */
	uint8_t *cap_cur;		/* cmd_hca_cap, general, current */
	uint64_t *fw_pages;		/* pages the driver gave with MANAGE_PAGES */
	uint32_t nfw_pages;

	/* UARs: index MLX5FW_ISEG_PAGES + i, bit i allocated */
	uint8_t *uar_used;

	struct mlx5fw_eq eqs[MLX5FW_MAX_EQS];
	int cmd_eqn;			/* EQ subscribed to command completions, or -1 */
	/* general events a command raised (mgmt.c's MFRL), posted once the command completed
	 * (mlx5fw_events_flush): event_sub_type and the event data's first word */
	struct {
		uint8_t sub_type;
		uint32_t data0;
	} events[MLX5FW_MAX_EVENTS];
	unsigned int nevents;
	/* the synchronised firmware reset (mgmt.c, MFRL): its mlx5ctl_mfrl_reset_state and when
	 * the negotiation started (mlx5fw_now) */
	struct {
		uint8_t state;
		uint64_t start_ns;
	} sync_rst;
	/* the chip's starts (MRSI): powered since power_on_ns (creation), warm after any reset */
	bool powered, warm;
	uint64_t power_on_ns;
	uint64_t starts;		/* since power-on, the first included (PERST# seen) */
	/* the firmware reset's helpers (mgmt.c), until a device reset: MPCIR's ISSU preparation
	 * of the ports service, PCNR's tuning override for the next link-up, MPEGC's transmit
	 * overflow handling */
	bool issu_prepared;
	bool pcnr_tuning_override;
	struct mlx5fw_mpegc {
		uint8_t oper, sense, rd_th, wr_th;
		bool mark_cqe, mark_cnp;
	} mpegc;

	/* the object table's slots (objtab.c); uctx[0] stands for uid 0 and is never valid */
	struct mlx5fw_uctx uctx[MLX5FW_MAX_UIDS];
	struct mlx5fw_umem umems[MLX5FW_MAX_UMEMS];
	struct mlx5fw_pd pds[MLX5FW_MAX_PDS];
	struct mlx5fw_mkey mkeys[MLX5FW_MAX_MKEYS];
	uint32_t obj_next_id[MLX5FW_OBJ_TYPES];	/* of the types numbered in turn */
	uint32_t obj_live[MLX5FW_OBJ_TYPES];	/* live objects (mlx5fw_check counts them) */

	/* the dump stream being read out through RESOURCE_DUMP (dump.c) */
	struct {
		uint8_t *data;
		size_t len;
		bool valid;
		bool shared;			/* data is core.data, not owned */
		uint32_t type, index1, index2, num1, num2;
	} dump;
	/* the core dump stream (indices 0), deterministic: built once, kept until freed (dump.c) */
	struct mlx5fw_core_stream {
		uint8_t *data;
		size_t len;
		size_t seg_off, seg_len;	/* its resource segments */
	} core;

	/* temperature sensors (regs.c, MTMP): maximum tracking, on from reset; the warning
	 * thresholds and event enables as weme / sdme last set them (defaults at reset) */
	struct {
		bool mte_off;			/* mte cleared by a write */
		uint64_t max_since_ms;		/* tracking window start, ms since boot */
		uint16_t thr_hi, thr_lo;	/* 0.125 C */
		uint8_t tee, sdee;
	} sensors[MLX5FW_NUM_SENSORS];

	/* RoCE congestion control (query.c): per protocol (enum cong_protocol), the priorities
	 * (bit n: priority n, all 16 of the 4-bit field) switched on, and their tags, as
	 * MODIFY_CONG_STATUS last wrote them; the firmware defaults at reset */
	struct {
		uint16_t enable, tag_enable;
	} cong[MLX5FW_CONG_PROTOCOLS];

	/* non-volatile configuration (nvconfig.c): per known item, next-boot and current value */
	struct {
		bool set;			/* next differs from the default */
		uint8_t next[MLX5FW_NV_DATA];
		uint8_t cur[MLX5FW_NV_DATA];
	} nv[MLX5FW_NV_ITEMS];
	char *nv_path;				/* backing file, or NULL */

	/* the PCI vendor-specific capability's gateway (vsc.c) */
	struct {
		uint16_t space;			/* selected address space */
		uint8_t synd_code;		/* of the last failed operation */
		uint32_t counter;		/* next ticket, never 0 */
		uint32_t sem;			/* gateway semaphore: 0 free, else the ticket */
		uint32_t addr;			/* address register as read */
		uint32_t data;
		uint32_t seed;			/* CR space content, from the identity */
		uint32_t sems[MLX5FW_VSC_SEMAPHORES];	/* the semaphore space */
	} vsc;

	/* ICMD, the tools' command interface in the VSC's ICMD space (icmd.c) */
	struct {
		uint16_t opcode;		/* control word as last written */
		bool exmb;
		uint8_t status;			/* of the last command */
		uint8_t mbox[MLX5FW_ICMD_MBOX];	/* big-endian dwords */
		uint64_t cmds, failed;		/* commands run, with a non-OK status */
		uint64_t reg_accesses;		/* ACCESS_REGISTER reaching a register */
						/* (the counters survive resets) */
	} icmd;

	/* the firmware flash (flash.c): MLX5FW_FLASH_SIZE bytes, allocated and built when first
	 * touched (NULL before); shared copy-on-write between a model and its snapshots */
	struct mlx5fw_flash *flash;

	/* firmware update (fwupdate.c): the store (running and pending image, persisted in
	 * fw_path) and the component update state machine with its one handle */
	char *fw_path;
	struct {
		struct mlx5fw_fwimg running, pending;
		uint8_t state, error;		/* MCC control_state, error_code */
		uint8_t target;			/* the state a transitional one settles in */
		uint32_t polls;			/* owner queries until it settles (~0: stall) */
		bool held;
		uint16_t owner;			/* uid of the handle's owner */
		uint32_t handle, next_handle;	/* 24 bits, never 0 */
		uint64_t last_ns;		/* the owner's last use */
		uint32_t comp_size;		/* UPDATE_COMPONENT's */
		uint8_t *buf;			/* the component being downloaded, cap bytes */
		uint32_t cap, written;		/* written: end of the furthest MCDA write */
		bool verified;
		uint8_t update_state;		/* MCQS component_update_state under the handle */
		bool rejected;			/* the instruction being written was refused */
		uint8_t mirc;			/* MIRC status_code */
		uint32_t timeout_ms;		/* owner silence that releases the handle */
		/* faults on demand (mlx5fw_fwu_fault) */
		uint8_t fail_instr, fail_code;	/* next such instruction ends with fail_code */
		uint32_t busy_polls;		/* every transitional state holds this many polls */
		bool stall;			/* the next transitional state never settles */
		uint32_t drop_after;		/* owner accesses until the handle is dropped */
		uint64_t stats_drops, stats_timeouts;
	} fwu;

	/* the PCI VPD capability and the board's VPD image (vpd.c) */
	struct {
		uint8_t image[MLX5FW_VPD_MAX];
		size_t len;
		uint16_t addr;			/* address register: address, F */
		uint32_t data;
	} vpd;

	/* diagnostic counters and their sampler (diag.c) */
	struct {
		uint64_t raw[MLX5FW_DIAG_NUM];	/* counted since reset (gauges unused) */
		uint64_t base[MLX5FW_DIAG_NUM];	/* raw at the last 'clear' */
		bool set;			/* parameters were set (buf is valid) */
		bool enable, single, repetitive, on_demand;
		uint8_t log_samples, log_period;
		uint16_t nctr;			/* counters sampled, in the order set */
		uint16_t id[MLX5FW_DIAG_NUM];
		uint8_t idx[MLX5FW_DIAG_NUM];	/* their enum mlx5fw_diag_ctr */
		struct mlx5fw_diag_sample *buf;	/* 2^log_samples slots */
		uint64_t taken;			/* samples taken since sampling started */
		uint64_t next_ns;		/* when the next periodic sample is due */
	} diag;

	/* whom the DMA the device makes now is for: 0 the kernel (the queue, events, uid 0's
	 * commands), else the user context whose command runs (mlx5fw_cmd_begin/end) */
	uint16_t dma_uid, dma_opcode;
	struct {			/* the UMEM page the last checked DMA fell in */
		int umem;		/* index in umems[], -1 none */
		uint64_t mtt;
	} dma_hint;
	uint16_t fault_timeout_opcode;	/* mlx5fw_fault_timeout(), 0 none */
	struct {			/* the command it held back, completed at the next doorbell */
		bool valid;
		unsigned int slot;
		int ds, eqn;
		uint8_t ent[64];	/* the entry as it will be written back */
	} held;

	/* statistics */
	uint64_t dma_violations, policy_violations, cmd_timeouts;
	/*
	 * Answers to user UIDs that held something in a field the kernel must scrub (the spec's
	 * outbox rules), and the last such values, newest at secret_vals[secret_pos - 1]
	 */
	uint64_t secrets_answered;
	uint64_t module_resets;		/* PMAOS rst seen (portregs.c); survives resets */
	uint64_t secret_vals[32];
	unsigned int secret_pos, secret_n;
	uint32_t destroy_uctx_busy;
	uint64_t cmds, cmd_errors;
	uint64_t health_syndromes;
	struct mlx5fw_opstat opstats[MLX5FW_OPSTATS];
	struct {			/* counters.c: the port's counters and the queue counter sets */
		uint64_t vport_clear_ns;		/* QUERY_VPORT_COUNTER clear, mlx5fw_now() */
		uint64_t ppcnt_clear_ns[MLX5FW_PPCNT_GROUPS];	/* PPCNT clr, per group */
		uint8_t q_used[MLX5FW_MAX_Q_COUNTERS];	/* queue counter sets allocated */
		uint8_t rcr_mask;			/* RCR health_severity_bitmask */
		uint64_t mpcnt_clear_ns;		/* MPCNT clr (portregs.c) */
	} ctr;
	/* the link's history (link.c): physical, so it survives resets */
	struct {
		enum link_state first;			/* before the first transition kept */
		struct {
			uint64_t ns;			/* mlx5fw_now() of the transition */
			enum link_state state;		/* the state from then on */
		} ev[MLX5FW_LINK_EVENTS];
		unsigned int n;
		bool cable_absent, degraded;		/* what the host set */
		uint64_t cable_changes;
		uint64_t port_events;			/* PORT_CHANGE events posted */
		uint64_t up_ns;				/* the last link-up */
		uint8_t down_reason;			/* pddr_link_down_reason of the last down */
		uint16_t down_ber;			/* its BER: mantissa << 8 | exponent */
		uint8_t fec_admin_100g;			/* PPLM fec_override_admin_100g */
		struct mlx5fw_sltp {			/* SLTP, per lane (16nm) */
			bool set;			/* written or defaulted */
			int8_t pre2, pre, main, post;
			uint8_t m2lp, amp, alev;
		} sltp[4], pcie_sltp[16];		/* the port's, the PCIe link's */
	} link;
};

/* the time (host op now_ns, ns); once the host let go of the device, no host op is called */
static inline uint64_t mlx5fw_now(struct mlx5fw *fw)
{
	if (!fw->free_pending && fw->ops && fw->ops->now_ns)
		fw->last_now = fw->ops->now_ns(fw->opaque);
	return fw->last_now;
}

/* host.c */
void mlx5fw_guest_error(struct mlx5fw *fw, const char *msg);
void mlx5fw_host_error(struct mlx5fw *fw, const char *msg);
/* core.c: around every entry point that may call the host back; leave() false: fw was freed */
void mlx5fw_enter(struct mlx5fw *fw);
bool mlx5fw_leave(struct mlx5fw *fw);
/* exec.c: one command (inside an entry point): dispatched, counted, traced */
int mlx5fw_cmd_run(struct mlx5fw *fw, const void *in, size_t inlen, void *out, size_t outlen);
/* a reset or free is pending: the in-flight work must not touch the guest any more */
static inline bool mlx5fw_halted(const struct mlx5fw *fw)
{
	return fw->reset_pending || fw->free_pending;
}
int mlx5fw_dma_read(struct mlx5fw *fw, uint64_t addr, void *buf, size_t len);
int mlx5fw_dma_write(struct mlx5fw *fw, uint64_t addr, const void *buf, size_t len);
void mlx5fw_msix(struct mlx5fw *fw, unsigned int vector);
/* fail a command: records the syndrome, returns the status */
static inline int mlx5fw_fail(struct mlx5fw_cmd *cmd, int status, uint32_t syndrome)
{
	cmd->syndrome = syndrome;
	return status;
}
/*
 * Bit fields by (offset, width) go through the generated mlx5ctl_bits_get/set, big-endian
 * words through mlx5ctl_be32/be64_load/store (mlx5ctl_ifc.h). A table of fields checks at
 * compile time that each fits those (at most 32 bits): the width of typ.fld, or an error.
 */
#define MLX5FW_BITS32(typ, fld) \
	(MLX5CTL_FLD_WIDTH(typ, fld) + 0 * sizeof(struct { \
		_Static_assert(MLX5CTL_FLD_WIDTH(typ, fld) <= 32, #fld " is wider than 32 bits"); \
		int _d; }))

/* check.c: state checks; return 0 or a PRM status with cmd->syndrome set */
int mlx5fw_need_init(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
int mlx5fw_need_enabled(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
/* a non-zero uid must be a live user context; 0 is always valid */
int mlx5fw_check_uid(struct mlx5fw *fw, struct mlx5fw_cmd *cmd);
/* mlx5fw_check_requires(): a command's preconditions (generated mlx5fw_dispatch.h) */

/* caps.c */
int mlx5fw_caps_init(struct mlx5fw *fw);
void mlx5fw_caps_reset(struct mlx5fw *fw);
void mlx5fw_caps_free(struct mlx5fw *fw);
uint32_t mlx5fw_cap_cur(struct mlx5fw *fw, size_t bit_off, size_t width);
#define MLX5FW_CAP(fw, f) \
	((uint32_t)mlx5fw_cap_cur(fw, MLX5CTL_BIT_OFF(cmd_hca_cap, f), \
				  MLX5CTL_FLD_WIDTH(cmd_hca_cap, f)))

/* initseg.c */
int mlx5fw_iseg_init(struct mlx5fw *fw);
/* a BAR0 write (inside an entry point: mlx5fw_mmio_write); true: a doorbell was rung */
bool mlx5fw_iseg_mmio_write(struct mlx5fw *fw, uint64_t offset, uint32_t val, unsigned int size);
void mlx5fw_iseg_free(struct mlx5fw *fw);
void mlx5fw_iseg_reset(struct mlx5fw *fw);

/* caps.c: identity of the emulated adapter, chosen by cfg.pci_device_id */
struct mlx5fw_devinfo {
	uint16_t device_id;
	const char *name;
	const char *psid;
	uint16_t fw_major, fw_minor, fw_sub;
	uint16_t hw_rev;
	uint16_t hw_dev_id;		/* PCI id in recovery ("livefish") mode */
	uint64_t base_mac;
	uint8_t technology;		/* process (MGIR's encoding) */
};
enum { MLX5FW_TECH_16NM = 3, MLX5FW_TECH_7NM = 4 };
/* when the emulated firmware was built (BCD, as MGIR and the image carry it) */
enum {
	MLX5FW_FW_YEAR = 0x2024, MLX5FW_FW_MONTH = 0x06, MLX5FW_FW_DAY = 0x15,
	MLX5FW_FW_HOUR = 0x12, MLX5FW_FW_MINUTES = 0x00,
};
const struct mlx5fw_devinfo *mlx5fw_devinfo(const struct mlx5fw *fw);

/* cmdq.c */
void mlx5fw_cmdq_reset(struct mlx5fw *fw);
/* the doorbells rung (inside an entry point: mlx5fw_process) */
void mlx5fw_cmdq_run(struct mlx5fw *fw);

/* eq.c */
void mlx5fw_eq_reset(struct mlx5fw *fw);
/* posts an EQE (64 bytes prepared by the caller, owner bit set here) on EQ eqn */
int mlx5fw_eq_post(struct mlx5fw *fw, int eqn, uint8_t *eqe);
void mlx5fw_eq_doorbell(struct mlx5fw *fw, uint32_t val, bool arm);
/* queues a GENERAL_EVENT (sub_type, first data word) for mlx5fw_events_flush() */
void mlx5fw_event_raise(struct mlx5fw *fw, uint8_t sub_type, uint32_t data0);
/* posts the queued general events on the EQ subscribed to them (none: they are lost) */
void mlx5fw_events_flush(struct mlx5fw *fw);

/* hca.c */
/* nic_interface DISABLED (initseg.c): the function's state goes at once */
void mlx5fw_hca_fast_teardown(struct mlx5fw *fw);
void mlx5fw_hca_reset(struct mlx5fw *fw);
/* TEARDOWN_HCA, reset, free: every object of the table goes (mlx5fw_objs_reset), no EQ */
void mlx5fw_objs_teardown(struct mlx5fw *fw);

/* objtab.c: the object table */
uint32_t mlx5fw_obj_slots(enum mlx5fw_obj_type type);
/* slot i of a type's table (live or not) */
struct mlx5fw_obj *mlx5fw_obj_slot(struct mlx5fw *fw, enum mlx5fw_obj_type type, uint32_t i);
const struct mlx5fw_obj *mlx5fw_obj_cslot(const struct mlx5fw *fw, enum mlx5fw_obj_type type,
					  uint32_t i);
uint32_t mlx5fw_obj_count(const struct mlx5fw *fw, enum mlx5fw_obj_type type);	/* live */
/* the live object of that type and id, or NULL */
struct mlx5fw_obj *mlx5fw_obj_find(struct mlx5fw *fw, enum mlx5fw_obj_type type, uint32_t id);
/*
 * The live object `id` the command's UID may use (uid 0, the kernel, may use any; a user UID
 * its own) into *obj (a pointer to the type's struct): 0, or BAD_PARAM with SYND_BAD_ID (none)
 * or SYND_WRONG_UID (another's).
 */
int mlx5fw_obj_lookup(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, enum mlx5fw_obj_type type,
		      uint32_t id, void *obj);
/*
 * A free slot for a new object into *obj: 0, or LIM_ERR SYND_NO_RESOURCE if the table is
 * full. The slot stays free until mlx5fw_obj_commit(): the caller fills in its type's fields
 * first (and frees what it allocated if it gives up).
 */
int mlx5fw_obj_reserve(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, enum mlx5fw_obj_type type,
		       void *obj);
/* makes a reserved slot a live object of `uid` (counted against it), returns its id */
uint32_t mlx5fw_obj_commit(struct mlx5fw *fw, enum mlx5fw_obj_type type, struct mlx5fw_obj *o,
			   uint16_t uid);
/* references from other objects (an MKEY to its PD and UMEM) */
void mlx5fw_obj_get(struct mlx5fw_obj *o);
void mlx5fw_obj_put(struct mlx5fw_obj *o);
/*
 * Destroys a live object: refused while referenced (UCTX: RES_BUSY and destroy_uctx_busy;
 * UMEM, PD: BAD_RES_STATE_ERR; SYND_BUSY); else its type releases what it holds (drops its
 * references, frees buffers; a UCTX: the update handle it holds), its UID's count drops, the
 * slot is free. Returns 0 or the status.
 */
typedef void (*mlx5fw_obj_release_fn)(struct mlx5fw *fw, struct mlx5fw_obj *o);
int mlx5fw_obj_destroy(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, enum mlx5fw_obj_type type,
		       struct mlx5fw_obj *o, mlx5fw_obj_release_fn release);
/* every object goes (MKEYs first, user contexts last), each type's release, numbering restarts */
void mlx5fw_objs_reset(struct mlx5fw *fw, const mlx5fw_obj_release_fn release[MLX5FW_OBJ_TYPES]);
/* the user context of a live non-zero uid, or NULL */
struct mlx5fw_uctx *mlx5fw_uctx_find(struct mlx5fw *fw, uint16_t uid);

/* typed views (each type's object header comes first) */
static inline struct mlx5fw_umem *mlx5fw_umem_find(struct mlx5fw *fw, uint32_t id)
{
	return (struct mlx5fw_umem *)mlx5fw_obj_find(fw, MLX5FW_OBJ_UMEM, id);
}

uint64_t mlx5fw_umem_mtts(const struct mlx5fw *fw);	/* MTTs of all live UMEMs */
/* each type's release (given to mlx5fw_obj_destroy / mlx5fw_objs_reset): what the object holds */
void mlx5fw_uctx_release(struct mlx5fw *fw, struct mlx5fw_obj *o);
void mlx5fw_umem_release(struct mlx5fw *fw, struct mlx5fw_obj *o);
void mlx5fw_mkey_release(struct mlx5fw *fw, struct mlx5fw_obj *o);
void mlx5fw_eq_release(struct mlx5fw *fw, struct mlx5fw_obj *o);
/* DMA len bytes from buf into the memory an MKEY of `uid` maps at virtual address va */
int mlx5fw_mkey_write(struct mlx5fw *fw, uint16_t uid, uint32_t mkey, uint64_t va,
		      const void *buf, size_t len);
/* the first address of an MKEY `uid` may use (uid 0 any): false if there is none */
bool mlx5fw_mkey_start(struct mlx5fw *fw, uint16_t uid, uint32_t mkey, uint64_t *start);
/* DMA len bytes into buf from the memory an MKEY of `uid` maps at va (local read access) */
int mlx5fw_mkey_read(struct mlx5fw *fw, uint16_t uid, uint32_t mkey, uint64_t va, void *buf,
		     size_t len);
/* whether [va, va + len) lies in an MKEY of `uid` that allows local reads (no DMA done) */
bool mlx5fw_mkey_readable(struct mlx5fw *fw, uint16_t uid, uint32_t mkey, uint64_t va,
			  uint64_t len);
/* whether [va, va + len) lies in an MKEY of `uid` that allows local writes (no DMA done) */
bool mlx5fw_mkey_writable(struct mlx5fw *fw, uint16_t uid, uint32_t mkey, uint64_t va,
			  uint64_t len);

/* dump.c: the RESOURCE_DUMP register (menu, core dump, object contexts) */
int mlx5fw_reg_resource_dump(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, uint8_t *data);
void mlx5fw_dump_reset(struct mlx5fw *fw);
/* the stream RESOURCE_DUMP gives for the core dump (CORE_DUMP segment type, indices 0) */
int mlx5fw_core_dump_stream(struct mlx5fw *fw, const uint8_t **data, size_t *len);
void mlx5fw_dump_free(struct mlx5fw *fw);	/* the core dump cache too */

/* coredump.c: the CORE_DUMP register (dump-to-memory into an MKEY) */
int mlx5fw_reg_core_dump(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);

/* port.c: the port and its module: MCIA (module EEPROM) and PDDR (port diagnostics) */
int mlx5fw_reg_mcia(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_pddr(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_paos(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_ptys(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_pmlp(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
/* module n's temperature as its EEPROM's monitor says (0.125 C; a passive cable has none: 0) */
int16_t mlx5fw_module_temp(unsigned int module);

/* regs.c: register state back to its reset values */
void mlx5fw_regs_reset(struct mlx5fw *fw);

/* nvconfig.c: the MNVDA/MNVQC/MNVIA registers and the NV store behind them */
int mlx5fw_reg_mnvda(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_mnvqc(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_mnvia(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_mnvdi(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_mnvgn(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
/* load the backing file (at creation); latch next-boot values as current (at every reset) */
void mlx5fw_nv_load(struct mlx5fw *fw);
void mlx5fw_nv_reset(struct mlx5fw *fw);

/* vsc.c: the PCI vendor-specific capability (gateway, CR space, semaphores) */
void mlx5fw_vsc_reset(struct mlx5fw *fw);

/* crspace.c: the CR space's content (read-only) */
uint32_t mlx5fw_cr_seed(const struct mlx5fw *fw);
bool mlx5fw_cr_readable(uint32_t addr);
/* the dword at addr (aligned down); MLX5FW_BAD_ACCESS where not readable */
uint32_t mlx5fw_cr_read(const struct mlx5fw *fw, uint32_t addr);
/* the next readable dword after addr (the scan space's next address) */
uint32_t mlx5fw_cr_next(uint32_t addr);

/* vpd.c: builds the VPD image, clears the capability's registers */
void mlx5fw_vpd_reset(struct mlx5fw *fw);
/* the board the adapter sits on (VPD, MQIS, the flash image's strings) */
struct mlx5fw_board {
	uint16_t device_id;
	const char *product;		/* description */
	const char *pn;			/* part number (model name) */
	const char *model;		/* short model (VPD's VA MODL) */
	uint8_t pcie_gen, pcie_width;	/* its PCIe link: VPD's V0, the PCIe capability's */
};
const struct mlx5fw_board *mlx5fw_board(const struct mlx5fw *fw);

/* flash.c: MFPA, MFBA, MFBE and the flash behind them */
#define MLX5FW_FLASH_SIZE	(16u << 20)
int mlx5fw_reg_mfpa(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_mfba(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_mfbe(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
void mlx5fw_flash_free(struct mlx5fw *fw);
void mlx5fw_flash_share(struct mlx5fw *dst, const struct mlx5fw *src);
/* the running firmware's version and build time (MGIR's) into a fw_version_time */
void mlx5fw_fw_version_time(const struct mlx5fw *fw, uint8_t *v);

/* mgmt.c: MCAM, MQIS, MFRL, MNVGC */
/* MCAM and PCAM announce the registers `emulated` says the register layer has (regs.c's) */
int mlx5fw_reg_mcam(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data,
		    bool (*emulated)(uint16_t id));
int mlx5fw_reg_mqis(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_mlcok(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_mfrl(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_mroq(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_mrsi(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_mpcir(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_pcnr(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_mpegc(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
/* a device reset of the management state: MPCIR, PCNR, MPEGC (mgmt.c) */
void mlx5fw_mgmt_reset(struct mlx5fw *fw);
int mlx5fw_reg_mnvgc(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
/* query.c: congestion control back to the firmware defaults (DCQCN on for every priority) */
void mlx5fw_cong_reset(struct mlx5fw *fw);
/* query.c: the function's own vport (and port 0 or 1), else BAD_PARAM */
int mlx5fw_own_vport(struct mlx5fw_cmd *cmd, bool other, uint32_t vport, uint32_t port);
/* counters.c: what an idle link partner sends, frames received since origin_ns */
#define MLX5FW_BCAST_BYTES	60	/* an ARP request every second */
#define MLX5FW_MCAST_BYTES	90	/* IPv6 neighbour discovery every two seconds */
#define MLX5FW_FCS		4	/* on the wire, not in the vport counters */
struct mlx5fw_traffic {
	uint64_t bcast, mcast;
};
struct mlx5fw_traffic mlx5fw_port_traffic(struct mlx5fw *fw, uint64_t origin_ns);

/*
 * The physical layer since origin_ns (link.c): time up, bits received per lane and in all, raw
 * errors per lane, RS-FEC codewords (all, corrected, uncorrectable, by symbol errors: hist[i]
 * the codewords with i errors, hist[15] the uncorrectable ones), PCS symbol errors and link
 * down events.
 */
struct mlx5fw_phy {
	uint64_t up_ns, bits, lane_bits[4], lane_errs[4], corrected_bits;
	uint64_t codewords, corrected_cw, uncorrectable, symbol_errors, hist[16];
	uint32_t link_downs;
};
struct mlx5fw_phy mlx5fw_link_phy(struct mlx5fw *fw, uint64_t origin_ns);
enum link_state mlx5fw_link_state(struct mlx5fw *fw);
enum link_state mlx5fw_link_state_at(const struct mlx5fw *fw, uint64_t t);
bool mlx5fw_link_up(struct mlx5fw *fw);
/* nanoseconds in [from, to) the link was up (or degraded) */
uint64_t mlx5fw_link_phy_up_ns(const struct mlx5fw *fw, uint64_t from, uint64_t to);
/* a port change event to the driver (eq.c): up (active) or down */
void mlx5fw_port_event(struct mlx5fw *fw, bool up);
uint32_t mlx5fw_pcie_speed_bit(unsigned int gen);
uint32_t mlx5fw_pcie_speed_mask(unsigned int gen);
void mlx5fw_pddr_link_down_info(struct mlx5fw *fw, void *page);
void mlx5fw_pddr_link_up_info(struct mlx5fw *fw, void *page);
void mlx5fw_pddr_module_latched_flags(struct mlx5fw *fw, void *page);
int mlx5fw_reg_pplm(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_sltp(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_slrg(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_pptt(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_ppaos(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_pmpt(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_prtl(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_pphcr(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_msgi(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_mpein(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_mpir(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
void mlx5fw_counters_reset(struct mlx5fw *fw);
/* portregs.c */
/* cfg.absent_regs into fw->absent_regs: 0, or -1 with the name it does not know in err */
int mlx5fw_absent_regs_parse(const char *list, uint16_t *ids, unsigned int *n, char *err,
			     size_t errlen);
int mlx5fw_reg_ppcnt(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_mpcnt(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_pmtu(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_pcam(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data,
		    bool (*emulated)(uint16_t id));
int mlx5fw_reg_pcap(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_pmaos(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_node_desc(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_rcr(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
/* cappages.c: the capability pages beyond the general one */
int mlx5fw_cap_page(struct mlx5fw *fw, unsigned int type, bool max, uint8_t *page, size_t len);
#define MLX5FW_PORT_MTU		10000	/* the port's largest frame (PMTU max_mtu; Linux: maxmtu 9978) */
#define MLX5FW_PORT_OPER_MTU	1522	/* what it runs: MTU 1500 + L2 header, VLAN and FCS */

/* fwupdate.c: MCQS, MCQI, MCC, MCDA, MIRC and the firmware store */
int mlx5fw_reg_mcqs(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
/* MCQI and MCDA carry data past their layout: len bytes of register in data (in and out) */
int mlx5fw_reg_mcqi(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data,
		    size_t inlen, size_t *outlen);
/* a refused instruction answers the register anyway (*answer: its error_code) */
int mlx5fw_reg_mcc(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data,
		   bool *answer);
int mlx5fw_reg_mcda(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data,
		    size_t inlen, size_t *outlen);
/*
 * MCDD: MCDA's data by DMA (prm/fwupdate.yaml): from host memory named by an MKEY of the caller
 * (a user context) or by bus addresses (the kernel, uid 0), the descriptor to the mailbox
 */
int mlx5fw_reg_mcdd(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_mirc(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
int mlx5fw_reg_mvts(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *data);
/* at creation: the store from fw_path; at every reset: the handle goes, a pending image runs */
void mlx5fw_fwu_load(struct mlx5fw *fw);
/* true: a pending image runs now (the flash that holds the old one must be rebuilt) */
bool mlx5fw_fwu_reset(struct mlx5fw *fw);
void mlx5fw_fwu_free(struct mlx5fw *fw);
/* user context uid is gone (DESTROY_UCTX, TEARDOWN_HCA): a handle it holds is released */
void mlx5fw_fwu_uid_gone(struct mlx5fw *fw, uint16_t uid);
/* the running firmware's version (major << 24 | minor << 16 | subminor) */
uint32_t mlx5fw_fw_version(const struct mlx5fw *fw);
/*
 * The running image as an FS4 image, what the flash holds (flash.c): the image itself, or one
 * built with its version when it is of the raw format. NULL when out of memory; *owned: the
 * caller frees it.
 */
const uint8_t *mlx5fw_fwu_flash_image(struct mlx5fw *fw, size_t *len, bool *owned);
#define MLX5FW_FWU_MCDA_MAX	4096u	/* bytes of data one MCDA access carries at most */
#define MLX5FW_FWU_MCDD_MAX	32768u	/* bytes one MCDD access moves at most (8 pages) */
#define MLX5FW_MCDD_MAILBOX_PAGE 2u	/* MCDD from a user: the mailbox's page in the MKEY */

/* icmd.c: the ICMD space; 0 or -1 (address out of range) */
void mlx5fw_icmd_reset(struct mlx5fw *fw);
uint32_t mlx5fw_icmd_space_size(void);
int mlx5fw_icmd_read(struct mlx5fw *fw, uint32_t addr, uint32_t *val);
int mlx5fw_icmd_write(struct mlx5fw *fw, uint32_t addr, uint32_t val);

/*
 * regs.c: one access to register `id`, whichever transport carries it (the command queue's
 * ACCESS_REG, ICMD's ACCESS_REGISTER): `in` holds `inlen` bytes of the caller's register (more
 * or less than the layout); on success the register as the handler left it goes to `out`, at
 * most `outlen` bytes (in and out may be the same buffer). cmd->uid is the caller's UID (ICMD:
 * 0, the kernel's rights); returns a PRM status, cmd->syndrome set on failure.
 */
int mlx5fw_reg_access(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, uint16_t id, bool write,
		      uint32_t argument, const uint8_t *in, size_t inlen, uint8_t *out,
		      size_t outlen);

/* diag.c: diagnostic counters, the sampler and the debug capability page */
void mlx5fw_diag_reset(struct mlx5fw *fw);	/* also frees the sample buffer */
/* takes the periodic samples due by now; call before anything a counter reads changes */
void mlx5fw_diag_tick(struct mlx5fw *fw);
static inline void mlx5fw_diag_count(struct mlx5fw *fw, enum mlx5fw_diag_ctr c, uint64_t n)
{
	if (fw->diag.enable)
		mlx5fw_diag_tick(fw);
	fw->diag.raw[c] += n;
}
/* the debug capability page (QUERY_HCA_CAP type DEBUG) into page, len bytes at most */
void mlx5fw_diag_cap(struct mlx5fw *fw, uint8_t *page, size_t len);
/* for the DIAG_COUNTERS dump: brings the buffer up to date, returns its slots (0: none) */
uint32_t mlx5fw_diag_dump_begin(struct mlx5fw *fw);
/* bytes of one sample: a diagnostic_cntr_struct a counter */
size_t mlx5fw_diag_sample_bytes(const struct mlx5fw *fw);
/* slot holds a sample: true and its number (low 32 bits) */
bool mlx5fw_diag_slot(const struct mlx5fw *fw, uint32_t slot, uint32_t *number);
/* writes slot's mlx5fw_diag_sample_bytes() (zeroes if empty) */
void mlx5fw_diag_fill(struct mlx5fw *fw, uint32_t slot, uint8_t *entries);

#endif /* MLX5FW_INT_H */
