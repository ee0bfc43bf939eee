// SPDX-License-Identifier: BSD-3-Clause OR GPL-2.0
/* Do not edit directly, auto-generated from:
 *	prm/accel.yaml
 *	prm/cmdif.yaml
 *	prm/cong.yaml
 *	prm/eq.yaml
 *	prm/flow.yaml
 *	prm/hca.yaml
 *	prm/link.yaml
 *	prm/mgmt.yaml
 *	prm/objects.yaml
 *	prm/port.yaml
 *	prm/queues.yaml
 *	prm/registers.yaml
 *	prm/uctx.yaml
 *	prm/vport.yaml
 * MLX5GEN kernel/fwctl_constraints.c
 * To regenerate run: codegen/mlx5gen.py
 */

#include <linux/bits.h>
#include <linux/kernel.h>
#include <linux/minmax.h>
#include <linux/string.h>
#include <linux/unaligned.h>

#include "constraints.h"

/* A big-endian bit field, read from the whole dword that holds it */
static u32 mlx5ctl_get_bits(const void *buf, u32 bit_off, u32 width)
{
	u32 dw = get_unaligned_be32((const u8 *)buf + bit_off / 32 * 4);

	return (dw >> (32 - width - bit_off % 32)) & GENMASK(width - 1, 0);
}

/**
 * mlx5ctl_rpc_violation - Check an RPC's inbox against the device's command rules
 * @in: the inbox
 * @inlen: its length in bytes
 *
 * The rules are the header's (a field the kernel alone may set) and each
 * command's (an inbox field user space must leave at one value, or a tail it
 * must not send). An inbox that ends before a field a rule looks at breaks it.
 *
 * Return: NULL when the inbox keeps every rule, else which one it breaks.
 */
const char *mlx5ctl_rpc_violation(const void *in, size_t inlen)
{
	if (inlen < 0x10)
		return "inbox shorter than the mailbox header";
	/*
	 * header vhca_tunnel_id: A tunnelled command runs on another function, outside the file's
	 * UID (DEVX refuses it too)
	 */
	if (inlen < 0x8 || mlx5ctl_get_bits(in, 0x20, 0x10) != 0x0)
		return "header: vhca_tunnel_id must be 0x0";
	switch (mlx5ctl_get_bits(in, 0x0, 0x10)) {
	case 0x109: /* SET_HCA_CAP */
		/*
		 * SET_HCA_CAP other_function: Only another function's capabilities (pre-
		 * configuration): never the caller's own function, whose driver set them
		 */
		if (inlen < 0xc || mlx5ctl_get_bits(in, 0x40, 0x1) != 0x1)
			return "SET_HCA_CAP: other_function must be 0x1";
		/*
		 * SET_HCA_CAP ec_vf_function: No embedded-CPU VF (a BlueField host's): the emulated
		 * card has none
		 */
		if (inlen < 0xc || mlx5ctl_get_bits(in, 0x41, 0x1) != 0x0)
			return "SET_HCA_CAP: ec_vf_function must be 0x0";
		break;
	case 0x200: /* CREATE_MKEY */
		/*
		 * CREATE_MKEY mkey_umem_valid: The key translates through a UMEM of the caller's
		 * UID, whose pages the kernel pinned
		 */
		if (inlen < 0x10 || mlx5ctl_get_bits(in, 0x61, 0x1) != 0x1)
			return "CREATE_MKEY: mkey_umem_valid must be 0x1";
		/*
		 * CREATE_MKEY memory_key_mkey_entry.access_mode_1_0: MTT translation (PA takes
		 * start_addr as a bus address; KLM/KSM are indirect)
		 */
		if (inlen < 0x14 || mlx5ctl_get_bits(in, 0x96, 0x2) != 0x1)
			return "CREATE_MKEY: access_mode_1_0 must be 0x1";
		/*
		 * CREATE_MKEY memory_key_mkey_entry.access_mode_4_2: No extended access mode
		 * (device memory, ICM)
		 */
		if (inlen < 0x14 || mlx5ctl_get_bits(in, 0x83, 0x3) != 0x0)
			return "CREATE_MKEY: access_mode_4_2 must be 0x0";
		/* CREATE_MKEY translations_octword_actual_size: No inline translations */
		if (inlen < 0x64 || mlx5ctl_get_bits(in, 0x300, 0x20) != 0x0)
			return "CREATE_MKEY: translations_octword_actual_size must be 0x0";
		/*
		 * CREATE_MKEY klm_pas_mtt: No inline translations: the inbox ends before
		 * klm_pas_mtt
		 */
		if (inlen > 0x110)
			return "CREATE_MKEY: klm_pas_mtt must be absent (the inbox ends before it)";
		/*
		 * CREATE_MKEY memory_key_mkey_entry.crossing_target_vhca_id: No key crossing to
		 * another function
		 */
		if (inlen < 0x44 || mlx5ctl_get_bits(in, 0x200, 0x10) != 0x0)
			return "CREATE_MKEY: crossing_target_vhca_id must be 0x0";
		/* CREATE_MKEY data_direct: No data-direct key (another function's memory) */
		if (inlen < 0x10 || mlx5ctl_get_bits(in, 0x62, 0x1) != 0x0)
			return "CREATE_MKEY: data_direct must be 0x0";
		break;
	case 0x770: /* QUERY_VPORT_COUNTER */
		/*
		 * QUERY_VPORT_COUNTER clear: Clearing the counters changes what the kernel and
		 * every other reader of the vport counters see: a debug read must leave them as
		 * they are
		 */
		if (inlen < 0x1c || mlx5ctl_get_bits(in, 0xc0, 0x1) != 0x0)
			return "QUERY_VPORT_COUNTER: clear must be 0x0";
		break;
	case 0x773: /* QUERY_Q_COUNTER */
		/*
		 * QUERY_Q_COUNTER clear: Clearing the counters changes what the kernel and every
		 * other reader of the counter set see: a debug read must leave them as they are
		 */
		if (inlen < 0x1c || mlx5ctl_get_bits(in, 0xc0, 0x1) != 0x0)
			return "QUERY_Q_COUNTER: clear must be 0x0";
		break;
	case 0x805: /* ACCESS_REG */
		/*
		 * ACCESS_REG op_mod: Only write and read: the direction decides the scope, and the
		 * firmware may take any other op_mod as a write
		 */
		if (inlen < 0x8)
			return "ACCESS_REG: op_mod must be one of 0x0, 0x1";
		switch (mlx5ctl_get_bits(in, 0x30, 0x10)) {
		case 0x0:
		case 0x1:
			break;
		default:
			return "ACCESS_REG: op_mod must be one of 0x0, 0x1";
		}
		break;
	case 0x826: /* QUERY_CONG_STATISTICS */
		/*
		 * QUERY_CONG_STATISTICS clear: Clearing the counters changes what the kernel and
		 * every other reader of the congestion statistics see: a debug read must leave them
		 * as they are
		 */
		if (inlen < 0xc || mlx5ctl_get_bits(in, 0x40, 0x1) != 0x0)
			return "QUERY_CONG_STATISTICS: clear must be 0x0";
		break;
	case 0x93b: /* QUERY_FLOW_COUNTER */
		/*
		 * QUERY_FLOW_COUNTER clear: Clearing a flow counter changes what its owner reads: a
		 * debug read must leave it as it is
		 */
		if (inlen < 0x1c || mlx5ctl_get_bits(in, 0xc0, 0x1) != 0x0)
			return "QUERY_FLOW_COUNTER: clear must be 0x0";
		break;
	case 0x964: /* FPGA_QUERY_QP_COUNTERS */
		/*
		 * FPGA_QUERY_QP_COUNTERS clear: Clearing the counters changes what their owner
		 * reads: a debug read must leave them
		 */
		if (inlen < 0xc || mlx5ctl_get_bits(in, 0x40, 0x1) != 0x0)
			return "FPGA_QUERY_QP_COUNTERS: clear must be 0x0";
		break;
	case 0xb0c: /* ACCESS_REGISTER_USER */
		/*
		 * ACCESS_REGISTER_USER op_mod: Only write and read: the direction decides the
		 * scope, and the firmware may take any other op_mod as a write
		 */
		if (inlen < 0x8)
			return "ACCESS_REGISTER_USER: op_mod must be one of 0x0, 0x1";
		switch (mlx5ctl_get_bits(in, 0x30, 0x10)) {
		case 0x0:
		case 0x1:
			break;
		default:
			return "ACCESS_REGISTER_USER: op_mod must be one of 0x0, 0x1";
		}
		break;
	}
	return NULL;
}

/*
 * The register payload rules: NULL, or the first rule of the register and
 * direction that the access breaks at @scope. @data and @len: the register's
 * payload as user space sent it; one that ends before a field's dword breaks
 * the rule unread.
 */
static const char *mlx5ctl_reg_rules(u16 reg_id, bool write, const void *data,
				     size_t len, enum fwctl_rpc_scope scope)
{
	switch (reg_id) {
	case 0x5008: /* PPCNT */
		if (!write) {
			/* what follows makes the read a write: it needs the write's scope */
			if (scope >= FWCTL_RPC_DEBUG_WRITE)
				break;
			/*
			 * PPCNT clr (read): Clears the group (grp 63: every group) as it reads it -
			 * the PRM: 'can be set for both Set() and Get()'; the model does. mlx5e's
			 * ethtool statistics and every other reader of the port counters go back to
			 * 0: it is what the clearing write does, and the read takes that write's
			 * scope (debug-write: the kernel is tainted)
			 */
			if (len < 0x8 || mlx5ctl_get_bits(data, 0x20, 0x1) != 0x0)
				return "PPCNT: clr must be 0x0 in a read below DEBUG_WRITE";
		}
		if (write) {
			/* what follows needs the write's scope, not the one of every write */
			if (scope >= FWCTL_RPC_DEBUG_WRITE)
				break;
			/*
			 * PPCNT clr (write): The counter clear NVIDIA's mlxlink --pc sends: a Set()
			 * with clr and grp 63 (every group). It resets the counters mlx5e's ethtool
			 * -S reports, which is no configuration: fwctl/mlx5 lets every register
			 * write pass at FWCTL_RPC_CONFIGURATION, and this one needs the register's
			 * write scope there too (debug-write: FWCTL_RPC_DEBUG_WRITE, tainting), as
			 * it does on 6.12's mlx5ctl, where every PPCNT write has it
			 */
			if (len < 0x8 || mlx5ctl_get_bits(data, 0x20, 0x1) != 0x0)
				return "PPCNT: clr must be 0x0 in a write below DEBUG_WRITE";
		}
		break;
	case 0x5012: /* PMAOS */
		if (write)
			break;
		/*
		 * PMAOS rst (read): Resets the module (the PRM: a toggle; a plugged module goes
		 * back to initializing), dropping the link the kernel runs on. Whether a Get() acts
		 * on it is not public: worst plausible, it does (the model counts it,
		 * module_resets). PMAOS has no user write: must be 0 for a debug-read caller
		 */
		if (len < 0x4 || mlx5ctl_get_bits(data, 0x0, 0x1) != 0x0)
			return "PMAOS: rst must be 0x0 in a read";
		break;
	case 0x5027: /* SLTP */
		if (write)
			break;
		/*
		 * SLTP c_db (read): Copies the lane's transmitter parameters to the firmware's
		 * database (the PRM: OP), which a later link-up uses. Whether a Get() acts on it is
		 * not public: worst plausible, it does: must be 0 for a debug-read caller
		 */
		if (len < 0x4 || mlx5ctl_get_bits(data, 0x1f, 0x1) != 0x0)
			return "SLTP: c_db must be 0x0 in a read";
		break;
	case 0x5031: /* PDDR */
		if (write)
			break;
		/*
		 * PDDR page_select (read): Only the pages the spec describes (0, 1, 3, 6, 8, 9).
		 * Page 9 reports the module's latched flags: whether reading them clears the
		 * firmware's copy is not public; worst plausible, it does, which is what a read of
		 * the module's own flag bytes through MCIA does (SFF-8636 latches clear on read)
		 * and MCIA is a debug read: so is this. The PRM's others include the PHY debug page
		 * (0xff), whose tracer_enable and reset_tracer act on the read that carries them
		 * (PDDR has no write: its controls ride on a read), and the event pages (4, 5),
		 * cleared through clr_mask: their layouts are not in the spec, so a debug read
		 * names none of them
		 */
		if (len < 0x8)
			return "PDDR: page_select must be one of 0x0-0x3, 0x6, 0x8, 0x9 in a read";
		switch (mlx5ctl_get_bits(data, 0x38, 0x8)) {
		case 0x0:
		case 0x1:
		case 0x2:
		case 0x3:
		case 0x6:
		case 0x8:
		case 0x9:
			break;
		default:
			return "PDDR: page_select must be one of 0x0-0x3, 0x6, 0x8, 0x9 in a read";
		}
		break;
	case 0x5050: /* PCNR */
		if (write)
			break;
		/*
		 * PCNR tuning_override (read): Write-only in the PRM: it makes the next link-up
		 * skip the SerDes tuning. Whether a Get() takes it is not public: worst plausible,
		 * it does. A debug-read caller must send 0
		 */
		if (len < 0x4 || mlx5ctl_get_bits(data, 0x1f, 0x1) != 0x0)
			return "PCNR: tuning_override must be 0x0 in a read";
		/*
		 * PCNR keep_phy_setting (read): Write-only (keep the phy setting over a peer's link
		 * down); worst plausible, a Get() takes it
		 */
		if (len < 0x8 || mlx5ctl_get_bits(data, 0x3f, 0x1) != 0x0)
			return "PCNR: keep_phy_setting must be 0x0 in a read";
		/*
		 * PCNR flua_we_mask (read): Write-only mask of the fast-link-up-always fields;
		 * worst plausible, a Get() takes it
		 */
		if (len < 0x4 || mlx5ctl_get_bits(data, 0x19, 0x4) != 0x0)
			return "PCNR: flua_we_mask must be 0x0 in a read";
		break;
	case 0x900a: /* MTMP */
		if (write)
			break;
		/* what follows makes the read a write: it needs the write's scope */
		if (scope >= FWCTL_RPC_DEBUG_WRITE)
			break;
		/*
		 * MTMP mtr (read): Restarts maximum tracking from the current temperature. It acts
		 * on a read: mlx5_core's hwmon resets temp*_highest with mtr in a read (hwmon.c,
		 * mlx5_hwmon_reset_max_temp), and the model does the same. It is what a write does,
		 * and changes what hwmon reports: the read takes the write's scope (debug-write)
		 */
		if (len < 0xc || mlx5ctl_get_bits(data, 0x41, 0x1) != 0x0)
			return "MTMP: mtr must be 0x0 in a read below DEBUG_WRITE";
		/*
		 * MTMP weme (read): Warning events modify enable: with it tee and the thresholds
		 * are taken (the PRM: OP, as mtr). Whether a Get() acts on it is not public: worst
		 * plausible, it does (the kernel logs the temperature warnings this turns off): the
		 * read takes the write's scope
		 */
		if (len < 0xc || mlx5ctl_get_bits(data, 0x42, 0x1) != 0x0)
			return "MTMP: weme must be 0x0 in a read below DEBUG_WRITE";
		/*
		 * MTMP sdme (read): Shut-down events modify enable: with it sdee is taken (the PRM:
		 * OP). Worst plausible, a Get() acts on it: the read takes the write's scope
		 */
		if (len < 0xc || mlx5ctl_get_bits(data, 0x43, 0x1) != 0x0)
			return "MTMP: sdme must be 0x0 in a read below DEBUG_WRITE";
		break;
	case 0x9014: /* MCIA */
		if (write)
			break;
		/*
		 * MCIA l (read): Locks the cable to this caller's accesses (the PRM: for a cable
		 * firmware update): the kernel's own module reads (ethtool -m) would fail. Whether
		 * a Get() takes it is not public: worst plausible, it does; MCIA has no user write:
		 * must be 0 for a debug-read caller
		 */
		if (len < 0x4 || mlx5ctl_get_bits(data, 0x0, 0x1) != 0x0)
			return "MCIA: l must be 0x0 in a read";
		/*
		 * MCIA password (read): Written to the module's password field (the PRM: OP) to
		 * unlock its protected pages: a write to the module, not a read. Must be 0 for a
		 * debug-read caller
		 */
		if (len < 0x10 || mlx5ctl_get_bits(data, 0x60, 0x20) != 0x0)
			return "MCIA: password must be 0x0 in a read";
		break;
	case 0x9051: /* MPCNT */
		if (write)
			break;
		/*
		 * MPCNT clr (read): Clears the group as it reads it - the PRM: 'can be set for both
		 * Set() and Get()'; the model does (life_time_counter starts over). mlx5e's ethtool
		 * PCIe statistics and every other reader would go back to 0: must be 0 for a debug-
		 * read caller; MPCNT has no user write
		 */
		if (len < 0x8 || mlx5ctl_get_bits(data, 0x20, 0x1) != 0x0)
			return "MPCNT: clr must be 0x0 in a read";
		break;
	case 0x9056: /* MPEGC */
		if (write)
			break;
		/*
		 * MPEGC operation (read): Emulates a hot removal or insertion of a PCIe bus
		 * (internal host only); RW in the PRM, so worst plausible a Get() takes it: a
		 * debug-read caller must send 0
		 */
		if (len < 0x14 || mlx5ctl_get_bits(data, 0x8c, 0x4) != 0x0)
			return "MPEGC: operation must be 0x0 in a read";
		break;
	case 0x905a: /* MPCIR */
		if (write)
			break;
		/*
		 * MPCIR all (read): all 1 or 2 starts or ends the ISSU preparation of every
		 * service, and the firmware takes it in a read as well: mstflint's
		 * regaccess.sendMpcir sends 'start' with the Get() method. A debug-read caller must
		 * send 0 (the write's scope is configuration, below debug-read in the spec's order:
		 * no lift)
		 */
		if (len < 0x4 || mlx5ctl_get_bits(data, 0x0, 0x2) != 0x0)
			return "MPCIR: all must be 0x0 in a read";
		/*
		 * MPCIR ports (read): 1 (start) and 2 (end) act on a read too (mstflint sends
		 * 'start' as a Get()); 3 (status) and 0 only read
		 */
		if (len < 0x8)
			return "MPCIR: ports must be one of 0x0, 0x3 in a read";
		switch (mlx5ctl_get_bits(data, 0x3e, 0x2)) {
		case 0x0:
		case 0x3:
			break;
		default:
			return "MPCIR: ports must be one of 0x0, 0x3 in a read";
		}
		break;
	}
	return NULL;
}

/**
 * mlx5ctl_reg_violation - Check a register access against its payload rules
 * @in: the inbox
 * @inlen: its length in bytes
 * @scope: the scope of the RPC
 *
 * A field of a register's payload may act on the access that carries it: a
 * counter group cleared by a read, a module reset, a cable locked. The rules
 * refuse such a field at every scope, except where the read does what a
 * write of the register does: that read needs the scope of the write. And a
 * write, which passes at every scope, needs the register's own write scope
 * when it sets a field that is no configuration (a PPCNT write with clr
 * resets the counters the kernel reports).
 *
 * Return: NULL when the access keeps its register's rules at @scope, else
 * which one it breaks.
 */
const char *mlx5ctl_reg_violation(const void *in, size_t inlen,
				  enum fwctl_rpc_scope scope)
{
	if (inlen < 0x10)
		return "inbox shorter than the mailbox header";
	switch (mlx5ctl_get_bits(in, 0x0, 0x10)) {
	case 0x805: /* ACCESS_REG */
		return mlx5ctl_reg_rules(mlx5ctl_get_bits(in, 0x50, 0x10),
					 mlx5ctl_get_bits(in, 0x30, 0x10) == 0x0,
					 (const u8 *)in + 0x10, inlen - 0x10, scope);
	case 0xb0c: /* ACCESS_REGISTER_USER */
		return mlx5ctl_reg_rules(mlx5ctl_get_bits(in, 0x50, 0x10),
					 mlx5ctl_get_bits(in, 0x30, 0x10) == 0x0,
					 (const u8 *)in + 0x10, inlen - 0x10, scope);
	}
	return NULL;
}

/*
 * The outbox rules: fields user space never sees - physical addresses,
 * doorbell and UAR pages, keys - by opcode, as bit ranges of the outbox; width
 * 0 runs to the end of the outbox (a flexible array).
 */
struct mlx5ctl_scrub_rule {
	u16 opcode;
	u32 bit;
	u32 width;
};

static const struct mlx5ctl_scrub_rule mlx5ctl_scrub_rules[] = {
	/*
	 * QUERY_MKEY memory_key_mkey_entry.mkey_7_0: The key byte: with the index it is the key
	 * itself (lkey / rkey), the owner's to hand out
	 */
	{ 0x201, 0xb8, 0x8 },
	/*
	 * QUERY_MKEY memory_key_mkey_entry.start_addr: The start address: for the kernel's keys a
	 * kernel virtual or physical address
	 */
	{ 0x201, 0x100, 0x40 },
	/* QUERY_MKEY bsf0_klm0_pas_mtt0_1: Inline translations: physical addresses */
	{ 0x201, 0x880, 0x80 },
	/* QUERY_MKEY bsf1_klm1_pas_mtt2_3: Inline translations: physical addresses */
	{ 0x201, 0x900, 0x80 },
	/*
	 * QUERY_SPECIAL_CONTEXTS resd_lkey: The reserved lkey: local access to all of physical
	 * memory for a queue allowed to use it; the kernel's key
	 */
	{ 0x203, 0x60, 0x20 },
	/*
	 * QUERY_EQ eq_context_entry.uar_page: The kernel's doorbell page for this EQ: nothing a
	 * debugger needs, a target for one who could map it
	 */
	{ 0x303, 0xe8, 0x18 },
	/*
	 * QUERY_EQ pas: Bus (physical) addresses of the kernel's EQ buffer: they locate kernel
	 * memory
	 */
	{ 0x303, 0x880, 0x0 },
	/*
	 * QUERY_CQ cq_context.uar_page: The doorbell (UAR) page the queue rings: the kernel's,
	 * nothing a debugger needs
	 */
	{ 0x402, 0xe8, 0x18 },
	/*
	 * QUERY_CQ cq_context.dbr_addr: The doorbell record's bus (physical) address: the kernel's
	 * memory
	 */
	{ 0x402, 0x240, 0x40 },
	/*
	 * QUERY_CQ pas: The queue buffer's page addresses: bus (physical) addresses of the kernel's
	 * memory
	 */
	{ 0x402, 0x880, 0x0 },
	/*
	 * QUERY_QP qpc.uar_page: The doorbell (UAR) page the queue rings: the kernel's, nothing a
	 * debugger needs
	 */
	{ 0x50b, 0x128, 0x18 },
	/*
	 * QUERY_QP qpc.dbr_addr: The doorbell record's bus (physical) address: the kernel's memory
	 */
	{ 0x50b, 0x5c0, 0x40 },
	/* QUERY_QP qpc.q_key: The Q_Key a UD QP accepts datagrams with: a key of the QP's owner */
	{ 0x50b, 0x600, 0x20 },
	/*
	 * QUERY_QP qpc.dc_access_key: The DC access key: whoever has it may send to the owner's DC
	 * targets
	 */
	{ 0x50b, 0x700, 0x40 },
	/*
	 * QUERY_QP qp_pas_or_qpc_ext_and_pas: Page addresses (without qpc_ext; with it, the
	 * extension, whose error syndrome goes too: the rule cannot tell the union's layouts apart)
	 */
	{ 0x50b, 0x880, 0x600 },
	/*
	 * QUERY_QP pas: The queue buffer's page addresses: bus (physical) addresses of the kernel's
	 * memory
	 */
	{ 0x50b, 0xe80, 0x0 },
	/*
	 * QUERY_SRQ srq_context_entry.dbr_addr: The doorbell record's bus (physical) address: the
	 * kernel's memory
	 */
	{ 0x702, 0x1c0, 0x40 },
	/*
	 * QUERY_SRQ pas: The queue buffer's page addresses: bus (physical) addresses of the
	 * kernel's memory
	 */
	{ 0x702, 0x880, 0x0 },
	/*
	 * QUERY_XRC_SRQ xrc_srq_context_entry.db_record_addr_h: The doorbell record's bus
	 * (physical) address: the kernel's memory
	 */
	{ 0x707, 0x1c0, 0x20 },
	/*
	 * QUERY_XRC_SRQ xrc_srq_context_entry.db_record_addr_l: The doorbell record's bus
	 * (physical) address: the kernel's memory
	 */
	{ 0x707, 0x1e0, 0x1e },
	/*
	 * QUERY_XRC_SRQ pas: The queue buffer's page addresses: bus (physical) addresses of the
	 * kernel's memory
	 */
	{ 0x707, 0x880, 0x0 },
	/*
	 * QUERY_DCT dct_context_entry.dc_access_key: The DC access key: whoever has it may send to
	 * this DC target
	 */
	{ 0x713, 0x180, 0x40 },
	/*
	 * QUERY_XRQ xrq_context.wq.uar_page: The doorbell (UAR) page the queue rings: the kernel's,
	 * nothing a debugger needs
	 */
	{ 0x719, 0x4e8, 0x18 },
	/*
	 * QUERY_XRQ xrq_context.wq.dbr_addr: The doorbell record's bus (physical) address: the
	 * kernel's memory
	 */
	{ 0x719, 0x500, 0x40 },
	/*
	 * QUERY_XRQ xrq_context.wq.pas: The queue buffer's page addresses: bus (physical) addresses
	 * of the kernel's memory
	 */
	{ 0x719, 0xa80, 0x0 },
	/*
	 * QUERY_SQ sq_context.wq.uar_page: The doorbell (UAR) page the queue rings: the kernel's,
	 * nothing a debugger needs
	 */
	{ 0x907, 0x2e8, 0x18 },
	/*
	 * QUERY_SQ sq_context.wq.dbr_addr: The doorbell record's bus (physical) address: the
	 * kernel's memory
	 */
	{ 0x907, 0x300, 0x40 },
	/*
	 * QUERY_SQ sq_context.wq.pas: The queue buffer's page addresses: bus (physical) addresses
	 * of the kernel's memory
	 */
	{ 0x907, 0x880, 0x0 },
	/*
	 * QUERY_RQ rq_context.wq.uar_page: The doorbell (UAR) page the queue rings: the kernel's,
	 * nothing a debugger needs
	 */
	{ 0x90b, 0x2e8, 0x18 },
	/*
	 * QUERY_RQ rq_context.wq.dbr_addr: The doorbell record's bus (physical) address: the
	 * kernel's memory
	 */
	{ 0x90b, 0x300, 0x40 },
	/*
	 * QUERY_RQ rq_context.wq.pas: The queue buffer's page addresses: bus (physical) addresses
	 * of the kernel's memory
	 */
	{ 0x90b, 0x880, 0x0 },
	/*
	 * QUERY_RMP rmp_context.wq.uar_page: The doorbell (UAR) page the queue rings: the kernel's,
	 * nothing a debugger needs
	 */
	{ 0x90f, 0x2e8, 0x18 },
	/*
	 * QUERY_RMP rmp_context.wq.dbr_addr: The doorbell record's bus (physical) address: the
	 * kernel's memory
	 */
	{ 0x90f, 0x300, 0x40 },
	/*
	 * QUERY_RMP rmp_context.wq.pas: The queue buffer's page addresses: bus (physical) addresses
	 * of the kernel's memory
	 */
	{ 0x90f, 0x880, 0x0 },
	/*
	 * QUERY_UMEM umem.mtt: The bus (physical) addresses of the pinned pages: where the kernel's
	 * allocator put them is not user space's to know
	 */
	{ 0xa09, 0x180, 0x0 },
};

/* zero bits [bit, end) of @buf, counted from the most significant bit of byte 0 */
static void mlx5ctl_clear_bits(u8 *buf, u64 bit, u64 end)
{
	for (; bit < end && (bit & 7); bit++)
		buf[bit >> 3] &= ~(0x80 >> (bit & 7));
	if ((end >> 3) > (bit >> 3)) {
		memset(buf + (bit >> 3), 0, (end >> 3) - (bit >> 3));
		bit = end & ~7ull;
	}
	for (; bit < end; bit++)
		buf[bit >> 3] &= ~(0x80 >> (bit & 7));
}

/**
 * mlx5ctl_rpc_scrub - Zero what user space must not see of an outbox
 * @opcode: the command's (read from the inbox before the command ran: the
 *	outbox may be the inbox's buffer)
 * @out: the outbox
 * @outlen: its length in bytes; it may end anywhere
 *
 * Whoever's object the firmware answered for, the fields the outbox rules
 * name are zeroed (those the outbox holds a part of, that part).
 *
 * Return: the number of rules that applied.
 */
unsigned int mlx5ctl_rpc_scrub(u16 opcode, void *out, size_t outlen)
{
	u64 bits = (u64)outlen * 8;
	unsigned int i, n = 0;

	for (i = 0; i < ARRAY_SIZE(mlx5ctl_scrub_rules); i++) {
		const struct mlx5ctl_scrub_rule *r = &mlx5ctl_scrub_rules[i];
		u64 end;

		if (r->opcode != opcode || r->bit >= bits)
			continue;
		end = r->width ? min_t(u64, (u64)r->bit + r->width, bits) : bits;
		mlx5ctl_clear_bits(out, r->bit, end);
		n++;
	}
	return n;
}
