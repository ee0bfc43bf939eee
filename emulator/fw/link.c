// SPDX-License-Identifier: GPL-2.0-or-later
/*
 * The link and what the link diagnostics read (prm/link.yaml): the port's state over time
 * (up, degraded, down with the cable pulled), the physical-layer error model the counters and
 * BER come from, and the registers mstlink reads beside port.c's and portregs.c's: PPLM, SLTP,
 * SLRG, PPTT, PPAOS, PMPT, PPHCR, PRTL, MSGI, MPEIN and MPIR, and PDDR pages 6, 8 and 9.
 *
 * The link's history is a list of transitions (mlx5fw_port_set_cable, mlx5fw_port_set_degraded):
 * the port is up from power-on, at 100GBASE-CR4 with RS-FEC (528,514) on four 25.78125 Gb/s
 * lanes. Every counter is the integral of a rate over the time the link was in each state since
 * the reader's origin (reset or clear), so readers agree and counters only grow; while the link
 * is down nothing is received. Rates (a 1 m passive DAC):
 *   healthy   raw (pre-FEC) errors 12, 15, 11 and 14 bits a second on lanes 0-3 (raw BER about
 *             5E-10), each in a codeword of its own (single-symbol corrections); no
 *             uncorrectable codeword (effective BER 0)
 *   degraded  lane 2's eye half closed: 2,500,000 raw errors a second on it (raw BER of the port
 *             about 2.4E-5), codewords with 1, 2 and 3 symbol errors, and 3 uncorrectable
 *             codewords a second (effective BER about 3E-11)
 * The history keeps the last MLX5FW_LINK_EVENTS transitions; older ones are merged into the
 * first state (a reader whose origin is older than that sees the oldest state kept).
 */
#include <string.h>

#include "mlx5fw_int.h"

#define NS		1000000000ull
#define MS		1000000ull
#define LANES		4
#define LANE_BITS_MS	25781250ull		/* 25.78125 Gb/s a lane, per ms */
#define CW_BITS		5280ull			/* an RS(528,514) codeword: 528 10-bit symbols */
#define DEGRADED_LANE	2
#define DEGRADED_ERRS	2500000ull		/* raw errors a second on the degraded lane */
#define DEGRADED_UNCORR	3ull			/* uncorrectable codewords a second, degraded */

static const uint64_t healthy_errs[LANES] = { 12, 15, 11, 14 };

enum link_state mlx5fw_link_state_at(const struct mlx5fw *fw, uint64_t t)
{
	enum link_state s = fw->link.first;
	unsigned int i;

	for (i = 0; i < fw->link.n && fw->link.ev[i].ns <= t; i++)
		s = fw->link.ev[i].state;
	return s;
}

enum link_state mlx5fw_link_state(struct mlx5fw *fw)
{
	return mlx5fw_link_state_at(fw, mlx5fw_now(fw));
}

bool mlx5fw_link_up(struct mlx5fw *fw)
{
	return mlx5fw_link_state(fw) != LINK_DOWN;
}

/* the nanoseconds in [from, to) the link spent in each state */
static void time_in_states(const struct mlx5fw *fw, uint64_t from, uint64_t to,
			   uint64_t ns[LINK_STATES])
{
	enum link_state s = fw->link.first;
	uint64_t at = 0;
	unsigned int i;

	memset(ns, 0, sizeof(ns[0]) * LINK_STATES);
	for (i = 0; i <= fw->link.n; i++) {
		uint64_t end = i < fw->link.n ? fw->link.ev[i].ns : UINT64_MAX;
		uint64_t a = at > from ? at : from, b = end < to ? end : to;

		if (b > a)
			ns[s] += b - a;
		if (i < fw->link.n) {
			s = fw->link.ev[i].state;
			at = end;
		}
	}
}

uint64_t mlx5fw_link_phy_up_ns(const struct mlx5fw *fw, uint64_t from, uint64_t to)
{
	uint64_t ns[LINK_STATES];

	time_in_states(fw, from, to, ns);
	return ns[LINK_UP] + ns[LINK_DEGRADED];
}

/* rate a second over ns nanoseconds, without overflow (rates below 2^44 a second) */
static uint64_t per_ns(uint64_t rate, uint64_t ns)
{
	return ns / NS * rate + (ns % NS) * rate / NS;
}

struct mlx5fw_phy mlx5fw_link_phy(struct mlx5fw *fw, uint64_t origin_ns)
{
	uint64_t now = mlx5fw_now(fw), ns[LINK_STATES], up;
	struct mlx5fw_phy p;
	unsigned int l;

	memset(&p, 0, sizeof(p));
	if (origin_ns < fw->boot_ns)
		origin_ns = fw->boot_ns;
	time_in_states(fw, origin_ns, now, ns);
	up = ns[LINK_UP] + ns[LINK_DEGRADED];
	p.up_ns = up;
	for (l = 0; l < LANES; l++) {
		p.lane_bits[l] = up / MS * LANE_BITS_MS + (up % MS) * LANE_BITS_MS / MS;
		p.bits += p.lane_bits[l];
		p.lane_errs[l] = per_ns(healthy_errs[l], up);
		if (l == DEGRADED_LANE)
			p.lane_errs[l] = per_ns(healthy_errs[l], ns[LINK_UP]) +
					 per_ns(DEGRADED_ERRS, ns[LINK_DEGRADED]);
		p.corrected_bits += p.lane_errs[l];
	}
	p.codewords = p.bits / CW_BITS;
	/*
	 * Healthy: every raw error is a codeword of one symbol error. Degraded: the lane's errors
	 * come in bursts of 1, 2 and 3 symbols (half, a third, a sixth of its codewords in error),
	 * and DEGRADED_UNCORR codewords a second are beyond the code's 7 symbols.
	 */
	p.hist[1] = p.corrected_bits - (p.lane_errs[DEGRADED_LANE] -
					 per_ns(healthy_errs[DEGRADED_LANE], ns[LINK_UP]));
	if (ns[LINK_DEGRADED]) {
		uint64_t burst = per_ns(DEGRADED_ERRS, ns[LINK_DEGRADED]);

		/* burst errors in codewords of 1, 2, 3 errors: e/2 + e/3 + e/6 codewords of
		 * e/2, (e/3)/2... kept simple: cw = e * 6 / 10 (1 * 3 + 2 * 2 + 3 * 1 = 10) */
		p.hist[1] += burst * 3 / 10;
		p.hist[2] = burst * 2 / 10;
		p.hist[3] = burst * 1 / 10;
		p.uncorrectable = per_ns(DEGRADED_UNCORR, ns[LINK_DEGRADED]);
		p.hist[15] = p.uncorrectable;
	}
	p.corrected_cw = p.hist[1] + p.hist[2] + p.hist[3];
	p.hist[0] = p.codewords - p.corrected_cw - p.uncorrectable;
	/* an uncorrectable codeword is marked bad: the PCS sees its symbols as errors */
	p.symbol_errors = p.uncorrectable;
	for (l = 0; l < fw->link.n; l++)
		if (fw->link.ev[l].state == LINK_DOWN && fw->link.ev[l].ns >= origin_ns &&
		    fw->link.ev[l].ns <= now)
			p.link_downs++;
	return p;
}

static void link_event(struct mlx5fw *fw, enum link_state s, uint8_t reason)
{
	uint64_t now = mlx5fw_now(fw);

	if (mlx5fw_link_state_at(fw, now) == s)
		return;
	if (fw->link.n == MLX5FW_LINK_EVENTS) {
		/* the oldest transition becomes the starting state */
		fw->link.first = fw->link.ev[0].state;
		memmove(fw->link.ev, fw->link.ev + 1, sizeof(fw->link.ev[0]) * (fw->link.n - 1));
		fw->link.n--;
	}
	fw->link.ev[fw->link.n].ns = now;
	fw->link.ev[fw->link.n].state = s;
	fw->link.n++;
	if (s == LINK_DOWN) {
		fw->link.down_reason = reason;
		fw->link.down_ber = fw->link.degraded ? 0x2 << 8 | 5 : 0x5 << 8 | 10;
	} else {
		fw->link.up_ns = now;
	}
	mlx5fw_port_event(fw, s != LINK_DOWN);
}

void mlx5fw_port_set_cable(struct mlx5fw *fw, bool present)
{
	if (fw->link.cable_absent == !present)
		return;
	fw->link.cable_absent = !present;
	fw->link.cable_changes++;
	link_event(fw, !present ? LINK_DOWN : fw->link.degraded ? LINK_DEGRADED : LINK_UP,
		   MLX5CTL_PDDR_DOWN_CABLE_WAS_UNPLUGGED);
}

void mlx5fw_port_set_degraded(struct mlx5fw *fw, bool degraded)
{
	fw->link.degraded = degraded;
	if (!fw->link.cable_absent)
		link_event(fw, degraded ? LINK_DEGRADED : LINK_UP, 0);
}

bool mlx5fw_port_cable(const struct mlx5fw *fw)
{
	return !fw->link.cable_absent;
}

/* the port registers' index: local port 1 by local port number, no high bits, network port */
static int port_index(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, uint32_t port, uint32_t pnat,
		      uint32_t lp_msb, uint32_t port_type)
{
	if (port < 1 || port > MLX5FW_CAP(fw, num_ports) || pnat > 1 || lp_msb || port_type)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	return 0;
}

#define PORT_INDEX(st, d)						\
	port_index(fw, cmd, MLX5CTL_GET(st, d, local_port), MLX5CTL_GET(st, d, pnat),	\
		   MLX5CTL_GET(st, d, lp_msb), MLX5CTL_GET(st, d, port_type))

/*
 * PPLM: 100G (4 lanes) can run no FEC or RS(528,514), 25G and 50G also Firecode; the link runs
 * RS-FEC (none while down). The 100G override is stored and read back (auto: 0); the link's FEC
 * does not change (the model has no partner to renegotiate with).
 */
int mlx5fw_reg_pplm(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	int err = PORT_INDEX(pplm_ext, d);

	if (err)
		return err;
	if (write) {
		uint32_t admin = MLX5CTL_GET(pplm_ext, d, fec_override_admin_100g);

		/* auto, no FEC or RS (one-hot): the capability's */
		if (admin != 0 && admin != 0x1 && admin != 0x4)
			return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
		fw->link.fec_admin_100g = (uint8_t)admin;
	}
	MLX5CTL_SET(pplm_ext, d, fec_mode_active, mlx5fw_link_up(fw) ? 0x2 : 0);
	MLX5CTL_SET(pplm_ext, d, rs_fec_correction_bypass_cap, 0);
	/* capability bitmasks: bit 0 no FEC, bit 1 Firecode, bit 2 RS */
	MLX5CTL_SET(pplm_ext, d, fec_override_cap_100g, 0x5);
	MLX5CTL_SET(pplm_ext, d, fec_override_cap_50g, 0x7);
	MLX5CTL_SET(pplm_ext, d, fec_override_cap_25g, 0x7);
	MLX5CTL_SET(pplm_ext, d, fec_override_cap_10g_40g, 0x3);
	MLX5CTL_SET(pplm_ext, d, fec_override_cap_56g, 0x1);
	MLX5CTL_SET(pplm_ext, d, fec_override_admin_100g, fw->link.fec_admin_100g);
	return 0;
}

/* the lane of a per-lane register: 0-3 of the port's four */
static int lane_ok(struct mlx5fw_cmd *cmd, uint32_t lane)
{
	if (lane >= LANES)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	return 0;
}

/*
 * The lane of a SerDes register (SLRG, SLTP): the network port's (pnat 0 or 1), or, with pnat 3
 * ("out of band / PCI") and PCIe index 0 in local_port, a lane of the function's PCIe link, as
 * many as it is wide. mstlink's --port_type PCIE view reads them (4.31 gives up without SLTP's
 * answer: its "product technology").
 */
static int serdes_index(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, uint32_t port, uint32_t pnat,
			uint32_t lp_msb, uint32_t port_type, uint32_t lane, bool *pcie)
{
	unsigned int gen, width;
	int err;

	*pcie = pnat == 3;
	if (!*pcie) {
		err = port_index(fw, cmd, port, pnat, lp_msb, port_type);
		return err ? err : lane_ok(cmd, lane);
	}
	mlx5fw_pcie_link(fw, &gen, &width);
	if (port || lp_msb || port_type || lane >= width || lane >= 16)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	return 0;
}

#define SERDES_INDEX(st, d, pcie)							\
	serdes_index(fw, cmd, MLX5CTL_GET(st, d, local_port), MLX5CTL_GET(st, d, pnat),	\
		     MLX5CTL_GET(st, d, lp_msb), MLX5CTL_GET(st, d, port_type),		\
		     MLX5CTL_GET(st, d, lane), pcie)

/*
 * SLTP, 16nm: the transmitter settings the link trained with, lane by lane. A write within the
 * PRM's limits is stored and read back (until the next power-on: the settings are the SerDes',
 * which a firmware reset keeps); the model's eye and error rates do not follow it.
 */
int mlx5fw_reg_sltp(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	static const int8_t pre[LANES] = { -6, -5, -6, -7 }, post[LANES] = { -18, -20, -19, -18 };
	uint32_t lane = MLX5CTL_GET(sltp_ext, d, lane);
	uint8_t *p = MLX5CTL_ADDR_OF(sltp_ext, d, page_data);
	struct mlx5fw_sltp *t;
	bool pcie;
	int err = SERDES_INDEX(sltp_ext, d, &pcie);

	if (err)
		return err;
	t = pcie ? &fw->link.pcie_sltp[lane] : &fw->link.sltp[lane];
	if (!t->set && pcie) {
		/* the PCIe lanes' transmitters as Gen4 equalisation left them (the model's
		 * values: a preshoot and a de-emphasis, a step apart from lane to lane) */
		t->pre = (int8_t)(-8 - (int)(lane % 3));
		t->main = 48;
		t->post = (int8_t)(-16 + (int)(lane % 2));
		t->amp = 60;
		t->alev = 15;
		t->set = true;
	} else if (!t->set) {
		t->pre2 = 0;
		t->pre = pre[lane];
		t->main = 62;
		t->post = post[lane];
		t->m2lp = 0;
		t->amp = 52;
		t->alev = 15;
		t->set = true;
	}
	if (write) {
		int8_t v[4] = { (int8_t)MLX5CTL_GET(sltp_16nm, p, pre_2_tap),
				(int8_t)MLX5CTL_GET(sltp_16nm, p, pre_tap),
				(int8_t)MLX5CTL_GET(sltp_16nm, p, main_tap),
				(int8_t)MLX5CTL_GET(sltp_16nm, p, post_tap) };
		uint32_t amp = MLX5CTL_GET(sltp_16nm, p, ob_amp);
		uint32_t alev = MLX5CTL_GET(sltp_16nm, p, ob_alev_out);
		int sum = 0;

		/* the PRM's limits: taps within -96..96 and their absolute sum at most 96,
		 * amplitude 10-100, common mode 0-30 */
		for (int i = 0; i < 4; i++)
			sum += v[i] < 0 ? -v[i] : v[i];
		if (sum > 96 || amp < 10 || amp > 100 || alev > 30)
			return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
		t->pre2 = v[0];
		t->pre = v[1];
		t->main = v[2];
		t->post = v[3];
		t->m2lp = (uint8_t)MLX5CTL_GET(sltp_16nm, p, ob_m2lp);
		t->amp = (uint8_t)amp;
		t->alev = (uint8_t)alev;
	}
	MLX5CTL_SET(sltp_ext, d, status, 1);
	MLX5CTL_SET(sltp_ext, d, version, MLX5CTL_SLTP_VERSION_PROD_16NM);
	memset(p, 0, MLX5CTL_FLD_SZ_BYTES(sltp_ext, page_data));
	MLX5CTL_SET(sltp_16nm, p, pre_2_tap, (uint8_t)t->pre2);
	MLX5CTL_SET(sltp_16nm, p, pre_tap, (uint8_t)t->pre);
	MLX5CTL_SET(sltp_16nm, p, main_tap, (uint8_t)t->main);
	MLX5CTL_SET(sltp_16nm, p, post_tap, (uint8_t)t->post);
	MLX5CTL_SET(sltp_16nm, p, ob_m2lp, t->m2lp);
	MLX5CTL_SET(sltp_16nm, p, ob_amp, t->amp);
	MLX5CTL_SET(sltp_16nm, p, ob_alev_out, t->alev);
	return 0;
}

/*
 * SLRG, 16nm: the receiver's eye on each lane, measured while the link is up (status 1); NRZ at
 * 25G, so only the middle eye. Degraded, lane 2's eye is half closed. Down: invalid, no page.
 */
int mlx5fw_reg_slrg(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	static const uint16_t height[LANES] = { 64, 61, 66, 60 };
	static const uint8_t phase[LANES] = { 14, 13, 15, 13 };
	uint32_t lane = MLX5CTL_GET(slrg_ext, d, lane);
	uint8_t *p = MLX5CTL_ADDR_OF(slrg_ext, d, page_data);
	enum link_state s = mlx5fw_link_state(fw);
	uint32_t h, ph;
	bool pcie;
	int err = SERDES_INDEX(slrg_ext, d, &pcie);

	(void)write;
	if (err)
		return err;
	MLX5CTL_SET(slrg_ext, d, version, MLX5CTL_SLRG_VERSION_PROD_16NM);
	memset(p, 0, MLX5CTL_FLD_SZ_BYTES(slrg_ext, page_data));
	if (pcie) {
		/* the PCIe link is up while the function is: Gen4 (lane speed 4), NRZ */
		h = 44 + lane % 5;
		ph = 20 + lane % 3;
	} else if (s == LINK_DOWN) {
		MLX5CTL_SET(slrg_ext, d, status, 0);
		return 0;
	} else {
		h = height[lane];
		ph = phase[lane];
	}
	if (!pcie && s == LINK_DEGRADED && lane == DEGRADED_LANE) {
		h /= 2;
		ph /= 2;
	}
	MLX5CTL_SET(slrg_ext, d, status, 1);
	/* 25G: EDR-class lane rate; PCIe Gen4 */
	MLX5CTL_SET(slrg_16nm, p, grade_lane_speed, pcie ? 4 : 5);
	MLX5CTL_SET(slrg_16nm, p, grade_version, 1);
	MLX5CTL_SET(slrg_16nm, p, grade, h * ph * 16);
	MLX5CTL_SET(slrg_16nm, p, height_eo_pos_mid, h / 2 + h % 2);
	MLX5CTL_SET(slrg_16nm, p, height_eo_neg_mid, h / 2);
	MLX5CTL_SET(slrg_16nm, p, phase_eo_pos_mid, ph / 2 + ph % 2);
	MLX5CTL_SET(slrg_16nm, p, phase_eo_neg_mid, ph / 2);
	MLX5CTL_SET(slrg_16nm, p, mid_eye_grade, h * ph);
	return 0;
}

/* PPTT: the port's PRBS generator, off (the capabilities of a 16nm SerDes) */
int mlx5fw_reg_pptt(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	int err = PORT_INDEX(pptt_reg, d);

	if (err)
		return err;
	/* the model has no PRBS generator: a write that enables it is refused (what a real card
	 * does is to leave mission mode and send the pattern); the others change nothing */
	if (write && MLX5CTL_GET(pptt_reg, d, e))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	if (MLX5CTL_GET(pptt_reg, d, le)) {
		err = lane_ok(cmd, MLX5CTL_GET(pptt_reg, d, lane));
		if (err)
			return err;
	}
	MLX5CTL_SET(pptt_reg, d, e, 0);
	MLX5CTL_SET(pptt_reg, d, ls, 1);
	/* PRBS31, 23A, 23B, 23C, 23D, 7, 11, 11A-D, 9, IDLE, square waves */
	MLX5CTL_SET(pptt_reg, d, prbs_modes_cap, 0x000fffff);
	MLX5CTL_SET(pptt_reg, d, prbs_mode_admin, 0);
	/* 1GE, SDR, XAUI, QDR(10G), FDR10, FDR, EDR (25G) */
	MLX5CTL_SET(pptt_reg, d, lane_rate_cap, 0x00ff);
	MLX5CTL_SET(pptt_reg, d, lane_rate_admin, 0);
	return 0;
}

/* PPAOS: regular operation (no phy test mode); the rx phy is up with the link */
int mlx5fw_reg_ppaos(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	uint32_t port = MLX5CTL_GET(ppaos_reg, d, local_port);

	if (port < 1 || port > MLX5FW_CAP(fw, num_ports) || MLX5CTL_GET(ppaos_reg, d, swid) ||
	    MLX5CTL_GET(ppaos_reg, d, lp_msb) || MLX5CTL_GET(ppaos_reg, d, port_type))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	/* phy test mode is not modelled: a write asking for it is refused, regular operation
	 * taken (and nothing changes) */
	if (write && (MLX5CTL_GET(ppaos_reg, d, phy_test_mode_admin) ||
		      MLX5CTL_GET(ppaos_reg, d, phy_status_admin)))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	MLX5CTL_SET(ppaos_reg, d, phy_test_mode_admin, 0);
	MLX5CTL_SET(ppaos_reg, d, phy_test_mode_status, 0);
	MLX5CTL_SET(ppaos_reg, d, phy_status_admin, 0);
	MLX5CTL_SET(ppaos_reg, d, phy_status, mlx5fw_link_up(fw) ? 1 : 0);
	return 0;
}

/* PMPT: a passive copper cable has no PRBS generator or checker (status 1); neither has an
 * empty cage */
int mlx5fw_reg_pmpt(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	(void)fw;
	if (MLX5CTL_GET(pmpt_reg, d, module) >= MLX5FW_NUM_MODULES ||
	    MLX5CTL_GET(pmpt_reg, d, slot_index))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	/* no PRBS in the module: enabling it is refused, as the module's status says */
	if (write && MLX5CTL_GET(pmpt_reg, d, e))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	MLX5CTL_SET(pmpt_reg, d, e, 0);
	MLX5CTL_SET(pmpt_reg, d, status, 1);
	MLX5CTL_SET(pmpt_reg, d, prbs_modes_cap, 0);
	MLX5CTL_SET(pmpt_reg, d, lane_rate_cap, 0);
	return 0;
}

/*
 * PPHCR: the RS-FEC histogram of PPCNT group 0x23 while the link runs KR4 RS-FEC (528,514)
 * (active_hist_type 3): 16 fixed bins, bin i the codewords with i symbol errors (bin 15: 15 or
 * more, uncorrectable beyond 7). Down: no active histogram.
 */
int mlx5fw_reg_pphcr(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	unsigned int i;
	int err = port_index(fw, cmd, MLX5CTL_GET(pphcr_reg, d, local_port),
			     MLX5CTL_GET(pphcr_reg, d, pnat), MLX5CTL_GET(pphcr_reg, d, lp_msb), 0);

	if (err)
		return err;
	if (MLX5CTL_GET(pphcr_reg, d, hist_type))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	/* the bins are fixed (we = 0): a write that sets one is refused */
	if (write && MLX5CTL_GET(pphcr_reg, d, bin_range_write_mask))
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	MLX5CTL_SET(pphcr_reg, d, active_hist_type, mlx5fw_link_up(fw) ? 3 : 0);
	MLX5CTL_SET(pphcr_reg, d, we, 0);
	MLX5CTL_SET(pphcr_reg, d, num_of_bins, 16);
	MLX5CTL_SET(pphcr_reg, d, hist_min_measurement, 0);
	MLX5CTL_SET(pphcr_reg, d, hist_max_measurement, 15);
	MLX5CTL_SET(pphcr_reg, d, bin_range_write_mask, 0);
	for (i = 0; i < 16; i++) {
		uint8_t *b = MLX5CTL_ADDR_OF(pphcr_reg, d, bin_range) +
			     i * MLX5CTL_ST_SZ_BYTES(pphcr_bin_range);

		MLX5CTL_SET(pphcr_bin_range, b, low_val, i);
		MLX5CTL_SET(pphcr_bin_range, b, high_val, i);
	}
	return 0;
}

/*
 * PRTL: the round trip the model reports, at 1 ns resolution: both ends' PHY pipelines (the
 * model's 78 ns each) and the cable twice (1 m of copper, about 5 ns a way); a passive cable has
 * no datapath latency. Down, the PRM's reset value 0xffffff.
 */
#define PHY_LATENCY_NS	78
#define CABLE_NS	5

int mlx5fw_reg_prtl(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	int err = port_index(fw, cmd, MLX5CTL_GET(prtl_reg, d, local_port),
			     MLX5CTL_GET(prtl_reg, d, pnat), MLX5CTL_GET(prtl_reg, d, lp_msb),
			     MLX5CTL_GET(prtl_reg, d, plane_ind));

	(void)write;
	if (err)
		return err;
	MLX5CTL_SET(prtl_reg, d, rtt_support, 1);
	MLX5CTL_SET(prtl_reg, d, latency_res, 1);
	MLX5CTL_SET(prtl_reg, d, latency_accuracy, 8);
	MLX5CTL_SET(prtl_reg, d, local_phy_latency, PHY_LATENCY_NS);
	MLX5CTL_SET(prtl_reg, d, local_mod_dp_latency, 0);
	MLX5CTL_SET(prtl_reg, d, round_trip_latency,
		    mlx5fw_link_up(fw) ? 2 * (PHY_LATENCY_NS + CABLE_NS) : 0xffffff);
	return 0;
}

/* MSGI: system information is a switch's; an adapter's is empty */
int mlx5fw_reg_msgi(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	(void)fw;
	(void)cmd;
	(void)write;
	memset(d, 0, MLX5CTL_ST_SZ_BYTES(msgi_reg));
	return 0;
}

/* the DUT of an adapter: depth 0, PCIe index 0, node 0 */
static int pcie_dut(struct mlx5fw_cmd *cmd, uint32_t depth, uint32_t index, uint32_t node)
{
	if (depth || index || node)
		return mlx5fw_fail(cmd, MLX5CTL_CMD_STAT_BAD_PARAM_ERR, SYND_BAD_PARAM);
	return 0;
}

/*
 * MPEIN: the function's PCIe link as mlx5fw_pcie_link() says (Gen4 x16), enabled and active,
 * under a Gen4 root port; MPS 256 B, MRRS 512 B (Linux's defaults), one PF, bus 01:00.0, power
 * sufficient (25 W reported). No device errors.
 */
int mlx5fw_reg_mpein(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	unsigned int gen, width;
	int err;

	(void)write;
	err = pcie_dut(cmd, MLX5CTL_GET(mpein_reg, d, depth), MLX5CTL_GET(mpein_reg, d, pcie_index),
		       MLX5CTL_GET(mpein_reg, d, node));
	if (err)
		return err;
	mlx5fw_pcie_link(fw, &gen, &width);
	/* widths in lanes (the register table's "0: 1x, 1: 2x, 2: 4x..." is not what mstlink
	 * decodes: it prints the field as the lane count); speeds: bit 0 2.5G, 1 5G, 2 8G, 4 16G,
	 * 5 32G (bit 3 unused) */
	MLX5CTL_SET(mpein_reg, d, link_width_enabled, width);
	MLX5CTL_SET(mpein_reg, d, link_width_active, width);
	MLX5CTL_SET(mpein_reg, d, link_speed_enabled, mlx5fw_pcie_speed_mask(gen));
	MLX5CTL_SET(mpein_reg, d, link_speed_active, mlx5fw_pcie_speed_bit(gen));
	MLX5CTL_SET(mpein_reg, d, link_peer_max_speed, mlx5fw_pcie_speed_mask(gen));
	MLX5CTL_SET(mpein_reg, d, lane0_physical_position, 0);
	MLX5CTL_SET(mpein_reg, d, num_of_pfs, 1);
	MLX5CTL_SET(mpein_reg, d, num_of_vfs, 0);
	MLX5CTL_SET(mpein_reg, d, bdf0, 0x0100);
	MLX5CTL_SET(mpein_reg, d, max_read_request_size, 2);
	MLX5CTL_SET(mpein_reg, d, max_payload_size, 1);
	MLX5CTL_SET(mpein_reg, d, pwr_status, 1);
	MLX5CTL_SET(mpein_reg, d, port_type, 0);
	MLX5CTL_SET(mpein_reg, d, pci_power, 25);
	MLX5CTL_SET(mpein_reg, d, device_status, 0);
	return 0;
}

uint32_t mlx5fw_pcie_speed_bit(unsigned int gen)
{
	return gen >= 4 ? 1u << gen : 1u << (gen - 1);
}

uint32_t mlx5fw_pcie_speed_mask(unsigned int gen)
{
	uint32_t m = 0;

	for (unsigned int g = 1; g <= gen; g++)
		m |= mlx5fw_pcie_speed_bit(g);
	return m;
}

/* MPIR: the DUT is the function at 01:00, not Socket-Direct */
int mlx5fw_reg_mpir(struct mlx5fw *fw, struct mlx5fw_cmd *cmd, bool write, uint8_t *d)
{
	int err;

	(void)fw;
	(void)write;
	err = pcie_dut(cmd, MLX5CTL_GET(mpir_reg, d, depth), MLX5CTL_GET(mpir_reg, d, pcie_index),
		       MLX5CTL_GET(mpir_reg, d, node));
	if (err)
		return err;
	MLX5CTL_SET(mpir_reg, d, sdm, 0);
	MLX5CTL_SET(mpir_reg, d, host_buses, 0);
	MLX5CTL_SET(mpir_reg, d, local_port, 0);
	MLX5CTL_SET(mpir_reg, d, bus, 1);
	MLX5CTL_SET(mpir_reg, d, device, 0);
	MLX5CTL_SET(mpir_reg, d, num_con_devices, 0);
	return 0;
}

/* PDDR page 6: the last link down; mantissa / exponent BER as mstlink decodes it (m E-e) */
void mlx5fw_pddr_link_down_info(struct mlx5fw *fw, void *p)
{
	bool down_seen = false;
	unsigned int i;

	for (i = 0; i < fw->link.n; i++)
		if (fw->link.ev[i].state == LINK_DOWN && fw->link.ev[i].ns >= fw->boot_ns)
			down_seen = true;
	if (!down_seen)
		return;		/* no link down since reset */
	MLX5CTL_SET(pddr_link_down_info_page, p, down_blame, 1);	/* local phy */
	MLX5CTL_SET(pddr_link_down_info_page, p, local_reason_opcode, fw->link.down_reason);
	MLX5CTL_SET(pddr_link_down_info_page, p, last_ber_mantissa, fw->link.down_ber >> 8);
	MLX5CTL_SET(pddr_link_down_info_page, p, last_ber_exp, fw->link.down_ber & 0xff);
	MLX5CTL_SET(pddr_link_down_info_page, p, time_to_link_down_to_disable, 0);
	MLX5CTL_SET(pddr_link_down_info_page, p, time_to_link_down_to_rx_loss, 1);
}

/* PDDR page 8: kept up by the driver; the times of the last link-up (auto-negotiation, link
 * training of a passive DAC) */
void mlx5fw_pddr_link_up_info(struct mlx5fw *fw, void *p)
{
	if (!mlx5fw_link_up(fw))
		return;
	MLX5CTL_SET(pddr_link_up_info_page, p, up_reason_drv, 1);
	MLX5CTL_SET(pddr_link_up_info_page, p, fast_link_up_status, 2);	/* regular */
	MLX5CTL_SET(pddr_link_up_info_page, p, time_to_link_up, 1830);
	MLX5CTL_SET(pddr_link_up_info_page, p, time_to_link_up_disable_to_sd, 120);
	MLX5CTL_SET(pddr_link_up_info_page, p, time_to_link_up_disable_to_pd, 410);
	MLX5CTL_SET(pddr_link_up_info_page, p, time_to_link_up_sd_to_phy_up, 1710);
	MLX5CTL_SET(pddr_link_up_info_page, p, time_to_link_up_phy_up_to_active, 15);
}

/* PDDR page 9: a passive cable has no monitors and latches nothing; an empty cage neither */
void mlx5fw_pddr_module_latched_flags(struct mlx5fw *fw, void *p)
{
	(void)fw;
	(void)p;
}
