/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/*
 * reads.h: what a read may do and what it may reveal, the cases both kernels'
 * hostile callers try, written once: `uapi_test reads` (Linux 6.12, the mlx5ctl driver,
 * tests/vm/driver/) and `fwctl_test reads` (Linux 7.3, fwctl/mlx5 with kernel/fwctl/'s series,
 * tests/vm/fwctl/); tests/vm/driver/driver-reads.sh runs either. Register fields that act on a
 * read (MPCNT clr, PMAOS rst, MCIA l and password, PDDR's PHY debug page) are refused
 * - over fwctl at every scope - and the counters stay; MTMP mtr and PPCNT clr are the writes
 * they do (the mlx5ctl driver lifts the read to debug-write by itself; fwctl refuses it below
 * FWCTL_RPC_DEBUG_WRITE and runs it there), and so is PPCNT's clearing write, which fwctl
 * would pass at its configuration scope as every register write; the kernel's EQs and MKEYs, the special contexts
 * answer without page addresses, UAR pages or keys; another file's UCTX is refused. With
 * `reads_verdicts` each case is a TAP check of what the kernel's uAPI document promises;
 * without (reads-measure, an older kernel under run.py --lenient) each only says what it got.
 * The outboxes that may hold secrets go to files of reads_dir for `find`.
 *
 * A program includes it after its tap(), die() and ename() (both test programs: the same signatures)
 * and points `rk` at a struct reads_kernel before it calls the cases.
 */
#ifndef MLX5CTL_TEST_READS_H
#define MLX5CTL_TEST_READS_H

#include <limits.h>

/* fwctl's scopes (include/uapi/fwctl/fwctl.h); the mlx5ctl driver picks its own, ignores them */
enum { RD_CONFIGURATION, RD_DEBUG_READ, RD_DEBUG_WRITE, RD_DEBUG_WRITE_FULL, RD_NSCOPES };

static const char *const rd_scope_name[RD_NSCOPES] = {
	"CONFIGURATION", "DEBUG_READ_ONLY", "DEBUG_WRITE", "DEBUG_WRITE_FULL",
};

struct reads_kernel {
	int refused;		/* the errno of an RPC the kernel refuses: EINVAL, EBADMSG */
	bool scopes;		/* the caller picks a scope (fwctl): each refusal is tried at all */
	/* one RPC: <0 -errno of the ioctl, else the outbox's status */
	int (*rpc)(int fd, int scope, const void *in, size_t inlen, void *out, size_t outlen);
	bool (*tainted)(void);	/* the taint a debug write leaves (TAINT_USER, TAINT_FWCTL) */
	uint16_t (*uid)(int fd);	/* the file's UID */
	int (*open)(void);	/* another file of the device */
};

static const struct reads_kernel *rk;
static bool reads_verdicts = true;
static const char *reads_dir;

static void verdict(bool pass, const char *what, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));
static void verdict(bool pass, const char *what, const char *fmt, ...)
{
	char got[768];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(got, sizeof(got), fmt, ap);
	va_end(ap);
	printf("# measure: %s: %s\n", what, got);
	if (reads_verdicts)
		tap(pass, what, "%s", got);
}

/* the outbox a case got, as a file of reads_dir for the script to search for secrets */
static void save_outbox(const char *name, const void *out, size_t len)
{
	char path[PATH_MAX];
	FILE *f;

	if (!reads_dir)
		return;
	snprintf(path, sizeof(path), "%s/%s.bin", reads_dir, name);
	f = fopen(path, "w");
	if (!f || fwrite(out, 1, len, f) != len)
		die("write %s: %s", path, strerror(errno));
	fclose(f);
}

static const char *outcome(int st)
{
	static char buf[4][48];
	static int i;

	i = (i + 1) % 4;
	if (st < 0)
		snprintf(buf[i], sizeof(buf[i]), "refused (%s)", ename(-st));
	else
		snprintf(buf[i], sizeof(buf[i]), "delivered (status 0x%x)", st);
	return buf[i];
}

/* ACCESS_REG of `reg` with the payload `data` (dlen bytes), the reply into `reply`: status/-errno */
static int reg_access(int fd, int scope, uint16_t reg, bool write, const void *data, size_t dlen,
		      void *reply)
{
	size_t hin = MLX5CTL_ST_SZ_BYTES(access_register_in);
	size_t hout = MLX5CTL_ST_SZ_BYTES(access_register_out);
	uint8_t in[1024] = { 0 }, out[1024] = { 0 };
	int st;

	MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	MLX5CTL_SET(access_register_in, in, op_mod,
		    write ? MLX5CTL_ACCESS_REG_OP_MOD_WRITE : MLX5CTL_ACCESS_REG_OP_MOD_READ);
	MLX5CTL_SET(access_register_in, in, register_id, reg);
	memcpy(in + hin, data, dlen);
	st = rk->rpc(fd, scope, in, hin + dlen, out, hout + dlen);
	if (reply)
		memcpy(reply, out + hout, dlen);
	return st;
}

/*
 * A read the kernel must refuse, at every scope the caller may ask for (fwctl: the four; the
 * mlx5ctl driver decides the scope itself: once). True when each attempt was refused with the
 * kernel's errno; what each got goes into got.
 */
static bool refused_everywhere(int fd, uint16_t reg, const void *data, size_t dlen, char *got,
			       size_t gotlen)
{
	unsigned int n = 0, refused = 0;
	size_t off = 0;

	got[0] = 0;
	for (int scope = 0; scope < RD_NSCOPES; scope++) {
		int st;

		if (!rk->scopes && scope != RD_DEBUG_READ)
			continue;
		st = reg_access(fd, scope, reg, false, data, dlen, NULL);
		n++;
		refused += st == -rk->refused;
		if (off < gotlen)
			off += (size_t)snprintf(got + off, gotlen - off, "%s%s%s%s", off ? ", " : "",
						rk->scopes ? rd_scope_name[scope] : "",
						rk->scopes ? " " : "", outcome(st));
	}
	return n && refused == n;
}

/* "EINVAL" or, over fwctl, "EBADMSG at every scope": what a TAP line expects */
static const char *refusal(void)
{
	static char buf[64];

	snprintf(buf, sizeof(buf), "%s%s", ename(rk->refused), rk->scopes ? " at every scope" : "");
	return buf;
}

static uint64_t frames_received(int fd)
{
	uint8_t d[MLX5CTL_ST_SZ_BYTES(ppcnt_reg)] = { 0 }, r[sizeof(d)];
	void *c = MLX5CTL_ADDR_OF(ppcnt_reg, r, counter_set);

	MLX5CTL_SET(ppcnt_reg, d, local_port, 1);
	MLX5CTL_SET(ppcnt_reg, d, grp, MLX5CTL_PPCNT_GRP_IEEE_802_3);
	if (reg_access(fd, RD_DEBUG_READ, MLX5CTL_REG_PPCNT, false, d, sizeof(d), r))
		die("PPCNT read failed");
	return (uint64_t)MLX5CTL_GET(eth_802_3_cntrs_grp_data_layout, c,
				     a_frames_received_ok_high) << 32 |
	       MLX5CTL_GET(eth_802_3_cntrs_grp_data_layout, c, a_frames_received_ok_low);
}

/* MPCNT's life_time_counter (ms), or -1 when the device does not serve MPCNT */
static int64_t pcie_lifetime(int fd)
{
	uint8_t d[MLX5CTL_ST_SZ_BYTES(mpcnt_reg)] = { 0 }, r[sizeof(d)];

	if (reg_access(fd, RD_DEBUG_READ, MLX5CTL_REG_MPCNT, false, d, sizeof(d), r))
		return -1;
	return MLX5CTL_GET(pcie_perf_cntrs_grp_data_layout,
			   MLX5CTL_ADDR_OF(mpcnt_reg, r, counter_set), life_time_counter_low);
}

/* MTMP: <0 -errno, else status; the maximum and current temperature */
static int mtmp_read(int fd, int scope, bool mtr, uint32_t *max, uint32_t *temp, uint32_t *mte)
{
	uint8_t d[MLX5CTL_ST_SZ_BYTES(mtmp_reg)] = { 0 }, r[sizeof(d)] = { 0 };
	int st;

	MLX5CTL_SET(mtmp_reg, d, mtr, mtr);
	st = reg_access(fd, scope, MLX5CTL_REG_MTMP, false, d, sizeof(d), r);
	*max = MLX5CTL_GET(mtmp_reg, r, max_temperature);
	*temp = MLX5CTL_GET(mtmp_reg, r, temperature);
	*mte = MLX5CTL_GET(mtmp_reg, r, mte);
	return st;
}

/* the fields that act on a read */
static void reads_acting_fields(int fd)
{
	uint8_t d[MLX5CTL_ST_SZ_BYTES(pddr_reg)];	/* the largest of them */
	uint32_t max0, max1, temp, mte;
	uint64_t before, after;
	int64_t pb, pa;
	char what[160], got[512];
	bool ok;
	int st;

	/*
	 * PPCNT clr: the counters the kernel's ethtool statistics come from. A read with clr does
	 * what the clearing write (mlxlink --pc: grp 63, clr) does: fwctl refuses both below
	 * DEBUG_WRITE, where every other register write passes, and the counters stay; at
	 * DEBUG_WRITE (the mlx5ctl driver: by itself, for every PPCNT write and such a read) the
	 * write is taken: the counters start again and the kernel is tainted.
	 */
	sleep(2);			/* a broadcast a second: the counters are not 0 */
	memset(d, 0, sizeof(d));
	MLX5CTL_SET(ppcnt_reg, d, local_port, 1);
	MLX5CTL_SET(ppcnt_reg, d, grp, MLX5CTL_PPCNT_GRP_ALL_GROUPS);
	MLX5CTL_SET(ppcnt_reg, d, clr, 1);
	if (rk->scopes) {
		int rl, rd, wl, wd;

		before = frames_received(fd);
		wl = reg_access(fd, RD_CONFIGURATION, MLX5CTL_REG_PPCNT, true, d,
				MLX5CTL_ST_SZ_BYTES(ppcnt_reg), NULL);
		wd = reg_access(fd, RD_DEBUG_READ, MLX5CTL_REG_PPCNT, true, d,
				MLX5CTL_ST_SZ_BYTES(ppcnt_reg), NULL);
		MLX5CTL_SET(ppcnt_reg, d, grp, MLX5CTL_PPCNT_GRP_IEEE_802_3);
		rl = reg_access(fd, RD_CONFIGURATION, MLX5CTL_REG_PPCNT, false, d,
				MLX5CTL_ST_SZ_BYTES(ppcnt_reg), NULL);
		rd = reg_access(fd, RD_DEBUG_READ, MLX5CTL_REG_PPCNT, false, d,
				MLX5CTL_ST_SZ_BYTES(ppcnt_reg), NULL);
		after = frames_received(fd);
		snprintf(what, sizeof(what), "PPCNT clear (write of grp 63, read) with clr=1 below "
			 "DEBUG_WRITE: %s, counters kept", ename(rk->refused));
		verdict(wl == -rk->refused && wd == -rk->refused && rl == -rk->refused &&
			rd == -rk->refused && after >= before, what,
			"write: CONFIGURATION %s, DEBUG_READ_ONLY %s; read: CONFIGURATION %s, "
			"DEBUG_READ_ONLY %s; a_frames_received_ok %llu -> %llu", outcome(wl),
			outcome(wd), outcome(rl), outcome(rd), (unsigned long long)before,
			(unsigned long long)after);
		MLX5CTL_SET(ppcnt_reg, d, grp, MLX5CTL_PPCNT_GRP_ALL_GROUPS);
	}
	before = frames_received(fd);
	st = reg_access(fd, RD_DEBUG_WRITE, MLX5CTL_REG_PPCNT, true, d,
			MLX5CTL_ST_SZ_BYTES(ppcnt_reg), NULL);
	after = frames_received(fd);
	snprintf(what, sizeof(what), "PPCNT clearing write (grp 63, clr=1)%s: taken (the counters "
		 "start again, kernel tainted)", rk->scopes ? " at DEBUG_WRITE" : "");
	verdict(st == 0 && after < before && rk->tainted(), what,
		"%s; a_frames_received_ok %llu -> %llu; tainted: %s", outcome(st),
		(unsigned long long)before, (unsigned long long)after,
		rk->tainted() ? "yes" : "no");

	/* MPCNT clr: the PCIe counters the kernel's statistics come from */
	pb = pcie_lifetime(fd);
	if (pb < 0) {
		verdict(false, "MPCNT read", "not served");
	} else {
		memset(d, 0, sizeof(d));
		MLX5CTL_SET(mpcnt_reg, d, clr, 1);
		ok = refused_everywhere(fd, MLX5CTL_REG_MPCNT, d, MLX5CTL_ST_SZ_BYTES(mpcnt_reg),
					got, sizeof(got));
		pa = pcie_lifetime(fd);
		snprintf(what, sizeof(what), "MPCNT read with clr=1: %s, the PCIe counters kept",
			 refusal());
		verdict(ok && pa >= pb, what, "%s; life_time_counter %lld -> %lld ms", got,
			(long long)pb, (long long)pa);
	}

	/*
	 * MTMP mtr: a read that resets the maximum is a write (debug-write: it taints). Tracking
	 * on first (a write, allowed at every scope: earlier tests may have turned it off), then
	 * the maximum, left behind by the temperature.
	 */
	memset(d, 0, sizeof(d));
	MLX5CTL_SET(mtmp_reg, d, mte, 1);
	if (reg_access(fd, RD_CONFIGURATION, MLX5CTL_REG_MTMP, true, d,
		       MLX5CTL_ST_SZ_BYTES(mtmp_reg), NULL))
		die("MTMP write (mte=1) failed");
	sleep(2);
	if (mtmp_read(fd, RD_DEBUG_READ, false, &max0, &temp, &mte))
		die("MTMP read failed");
	if (rk->scopes) {
		/* fwctl: below the write's scope the read that acts is refused, the maximum kept */
		int lo = mtmp_read(fd, RD_CONFIGURATION, true, &max1, &temp, &mte);
		int dr = mtmp_read(fd, RD_DEBUG_READ, true, &max1, &temp, &mte);

		if (mtmp_read(fd, RD_DEBUG_READ, false, &max1, &temp, &mte))
			die("MTMP read failed");
		snprintf(what, sizeof(what), "MTMP read with mtr=1 below DEBUG_WRITE: %s, the "
			 "maximum kept", ename(rk->refused));
		verdict(lo == -rk->refused && dr == -rk->refused && max1 >= max0, what,
			"CONFIGURATION %s, DEBUG_READ_ONLY %s; max_temperature %u -> %u "
			"(temperature %u)", outcome(lo), outcome(dr), max0, max1, temp);
		sleep(2);
		if (mtmp_read(fd, RD_DEBUG_READ, false, &max0, &temp, &mte))
			die("MTMP read failed");
	}
	st = mtmp_read(fd, RD_DEBUG_WRITE, true, &max1, &temp, &mte);
	snprintf(what, sizeof(what), "MTMP read with mtr=1%s: taken as the write it is (max "
		 "reset, kernel tainted)", rk->scopes ? " at DEBUG_WRITE" : "");
	verdict(st == 0 && mte && max1 == temp && rk->tainted(), what,
		"%s; max_temperature %u -> %u (temperature %u); tainted: %s", outcome(st), max0,
		max1, temp, rk->tainted() ? "yes" : "no");

	/* PMAOS rst, MCIA l and password, PDDR's PHY debug page */
	memset(d, 0, sizeof(d));
	MLX5CTL_SET(pmaos_reg, d, rst, 1);
	ok = refused_everywhere(fd, MLX5CTL_REG_PMAOS, d, MLX5CTL_ST_SZ_BYTES(pmaos_reg), got,
				sizeof(got));
	snprintf(what, sizeof(what), "PMAOS read with rst=1 (a module reset): %s", refusal());
	verdict(ok, what, "%s", got);
	memset(d, 0, sizeof(d));
	MLX5CTL_SET(mcia_reg, d, l, 1);
	MLX5CTL_SET(mcia_reg, d, size, 4);
	MLX5CTL_SET(mcia_reg, d, i2c_device_address, 0x50);
	ok = refused_everywhere(fd, MLX5CTL_REG_MCIA, d, MLX5CTL_ST_SZ_BYTES(mcia_reg), got,
				sizeof(got));
	snprintf(what, sizeof(what), "MCIA read with l=1 (locks the cable): %s", refusal());
	verdict(ok, what, "%s", got);
	MLX5CTL_SET(mcia_reg, d, l, 0);
	MLX5CTL_SET(mcia_reg, d, password, 0x12345678);
	ok = refused_everywhere(fd, MLX5CTL_REG_MCIA, d, MLX5CTL_ST_SZ_BYTES(mcia_reg), got,
				sizeof(got));
	snprintf(what, sizeof(what), "MCIA read with a password: %s", refusal());
	verdict(ok, what, "%s", got);
	memset(d, 0, sizeof(d));
	MLX5CTL_SET(pddr_reg, d, local_port, 1);
	MLX5CTL_SET(pddr_reg, d, page_select, 0xff);
	ok = refused_everywhere(fd, MLX5CTL_REG_PDDR, d, MLX5CTL_ST_SZ_BYTES(pddr_reg), got,
				sizeof(got));
	snprintf(what, sizeof(what), "PDDR read of the PHY debug page (0xff): %s", refusal());
	verdict(ok, what, "%s", got);
	/* the reads the tools make still work */
	MLX5CTL_SET(pddr_reg, d, page_select, MLX5CTL_PDDR_PAGE_MODULE_INFO);
	st = reg_access(fd, RD_DEBUG_READ, MLX5CTL_REG_PDDR, false, d,
			MLX5CTL_ST_SZ_BYTES(pddr_reg), NULL);
	verdict(st == 0, "PDDR read of the module page: OK", "%s", outcome(st));
}

/* the EQs mlx5_core created (uid 0): their numbers are small, the firmware hands them out */
static void reads_eqs(int fd)
{
	size_t outlen = MLX5CTL_ST_SZ_BYTES(query_eq_out) + 64 * 8;
	uint8_t in[MLX5CTL_ST_SZ_BYTES(query_eq_in)] = { 0 };
	uint8_t *out = calloc(1, outlen);
	unsigned int answered = 0, leaked = 0;

	if (!out)
		die("out of memory");
	for (uint32_t eqn = 0; eqn < 8; eqn++) {
		char name[32];
		void *eqc = MLX5CTL_ADDR_OF(query_eq_out, out, eq_context_entry);
		unsigned int pages = 0;
		int st;

		memset(in, 0, sizeof(in));
		memset(out, 0, outlen);
		MLX5CTL_SET(query_eq_in, in, opcode, MLX5CTL_CMD_OP_QUERY_EQ);
		MLX5CTL_SET(query_eq_in, in, eq_number, eqn);
		st = rk->rpc(fd, RD_DEBUG_READ, in, sizeof(in), out, outlen);
		if (st)
			continue;
		answered++;
		for (size_t i = 0; i < 64; i++)
			pages += mlx5ctl_be64_load(out + MLX5CTL_ST_SZ_BYTES(query_eq_out) + 8 * i) != 0;
		leaked += pages || MLX5CTL_GET(eqc, eqc, uar_page);
		printf("# measure: QUERY_EQ %u (the kernel's): log_eq_size %u uar_page 0x%x, %u page "
		       "addresses, first 0x%llx\n", eqn, MLX5CTL_GET(eqc, eqc, log_eq_size),
		       MLX5CTL_GET(eqc, eqc, uar_page), pages, (unsigned long long)
		       mlx5ctl_be64_load(out + MLX5CTL_ST_SZ_BYTES(query_eq_out)));
		snprintf(name, sizeof(name), "query_eq_%u", eqn);
		save_outbox(name, out, outlen);
	}
	verdict(answered > 0 && !leaked,
		"QUERY_EQ of the kernel's EQs: answered (prm/eq.yaml), no page address or UAR page",
		"%u EQs answered, %u with page addresses or a UAR page", answered, leaked);
	free(out);
}

/* QUERY_MKEY of a key's index: <0 -errno, else status; the outbox into out */
static int reads_query_mkey(int fd, uint32_t mkey, uint8_t *out, size_t outlen)
{
	uint8_t in[MLX5CTL_ST_SZ_BYTES(query_mkey_in)] = { 0 };

	MLX5CTL_SET(query_mkey_in, in, opcode, MLX5CTL_CMD_OP_QUERY_MKEY);
	MLX5CTL_SET(query_mkey_in, in, mkey_index, mkey >> 8);
	memset(out, 0, outlen);
	return rk->rpc(fd, RD_DEBUG_READ, in, sizeof(in), out, outlen);
}

/*
 * The MKEYs mlx5_core made (its resource-dump key over physical memory among them): whatever
 * the firmware answers (prm/objects.yaml: any UID's, the kernel's too), no key byte, no start
 * address. Their indexes are small: the firmware hands them out from 1.
 */
static void reads_kernel_mkeys(int fd)
{
	uint8_t mk[MLX5CTL_ST_SZ_BYTES(query_mkey_out)];
	void *mkc = MLX5CTL_ADDR_OF(query_mkey_out, mk, memory_key_mkey_entry);
	unsigned int answered = 0, keys = 0, addrs = 0;

	for (uint32_t idx = 0; idx < 64; idx++) {
		char name[32];

		if (reads_query_mkey(fd, idx << 8, mk, sizeof(mk)))
			continue;
		answered++;
		keys += MLX5CTL_GET(mkc, mkc, mkey_7_0) != 0;
		addrs += MLX5CTL_GET64(mkc, mkc, start_addr) != 0;
		printf("# measure: QUERY_MKEY index %u: pd 0x%x access mode %u length64 %u, key byte "
		       "0x%x, start 0x%llx\n", idx, MLX5CTL_GET(mkc, mkc, pd),
		       MLX5CTL_GET(mkc, mkc, access_mode_1_0), MLX5CTL_GET(mkc, mkc, length64),
		       MLX5CTL_GET(mkc, mkc, mkey_7_0),
		       (unsigned long long)MLX5CTL_GET64(mkc, mkc, start_addr));
		snprintf(name, sizeof(name), "query_mkey_%u", idx);
		save_outbox(name, mk, sizeof(mk));
	}
	verdict(!keys && !addrs,
		"QUERY_MKEY of indexes 0-63 (the kernel's keys): no key byte, no start address",
		"%u answered, %u with a key byte, %u with a start address", answered, keys, addrs);
}

/* the special contexts, the caller's UCTX and another file's */
static void reads_contexts(int fd)
{
	uint8_t sc_in[MLX5CTL_ST_SZ_BYTES(query_special_contexts_in)] = { 0 };
	uint8_t sc[MLX5CTL_ST_SZ_BYTES(query_special_contexts_out)] = { 0 };
	uint8_t in[MLX5CTL_ST_SZ_BYTES(query_uctx_in)];
	uint8_t out[MLX5CTL_ST_SZ_BYTES(query_uctx_out)];
	int other = rk->open(), st;
	uint16_t uids[2];

	if (other < 0)
		die("open another file: %s", strerror(errno));
	/* the special keys: the reserved lkey is the kernel's */
	MLX5CTL_SET(query_special_contexts_in, sc_in, opcode,
		    MLX5CTL_CMD_OP_QUERY_SPECIAL_CONTEXTS);
	st = rk->rpc(fd, RD_DEBUG_READ, sc_in, sizeof(sc_in), sc, sizeof(sc));
	save_outbox("query_special_contexts", sc, sizeof(sc));
	verdict(st == 0 && !MLX5CTL_GET(query_special_contexts_out, sc, resd_lkey) &&
		MLX5CTL_GET(query_special_contexts_out, sc, null_mkey),
		"QUERY_SPECIAL_CONTEXTS: answered, no reserved lkey",
		"%s, resd_lkey 0x%x null_mkey 0x%x", outcome(st),
		MLX5CTL_GET(query_special_contexts_out, sc, resd_lkey),
		MLX5CTL_GET(query_special_contexts_out, sc, null_mkey));

	/* user contexts: the caller's own only */
	uids[0] = rk->uid(fd);
	uids[1] = rk->uid(other);
	for (int i = 0; i < 2; i++) {
		memset(in, 0, sizeof(in));
		memset(out, 0, sizeof(out));
		MLX5CTL_SET(query_uctx_in, in, opcode, MLX5CTL_CMD_OP_QUERY_UCTX);
		MLX5CTL_SET(query_uctx_in, in, uid, uids[i]);
		st = rk->rpc(fd, RD_DEBUG_READ, in, sizeof(in), out, sizeof(out));
		if (!i)
			verdict(st == 0, "QUERY_UCTX of the caller's own UID: answered",
				"%s, cap 0x%x", outcome(st), MLX5CTL_GET(query_uctx_out, out, uctx.cap));
		else
			verdict(st == MLX5CTL_CMD_STAT_BAD_PARAM_ERR,
				"QUERY_UCTX of another file's UID: BAD_PARAM_ERR (prm/uctx.yaml)",
				"UID %u: %s, cap 0x%x", uids[1], outcome(st),
				MLX5CTL_GET(query_uctx_out, out, uctx.cap));
	}
	close(other);
}

/*
 * find DIR VALUE...: fail if the 8-byte big-endian form of any VALUE (hex; what the device
 * answered in fields the kernel must scrub) is in any file of DIR (the outboxes `reads` got).
 * Values below 2^20 (UAR pages, key bytes, the special keys' indexes) are as common as
 * counts and event masks in any outbox: `reads` checks their fields in place instead; the
 * addresses (EQ pages, MTT entries) are what is looked for.
 */
static int run_find(const char *dir, int n, char **vals)
{
	unsigned int looked = 0, found = 0, files = 0;
	char cmdline[PATH_MAX + 32];
	FILE *ls;
	char path[PATH_MAX];

	snprintf(cmdline, sizeof(cmdline), "ls %s/*.bin", dir);
	ls = popen(cmdline, "r");
	if (!ls)
		die("ls %s", dir);
	while (fgets(path, sizeof(path), ls)) {
		uint8_t buf[65536];
		size_t len;
		FILE *f;

		path[strcspn(path, "\n")] = 0;
		f = fopen(path, "r");
		if (!f)
			die("%s: %s", path, strerror(errno));
		len = fread(buf, 1, sizeof(buf), f);
		fclose(f);
		files++;
		for (int i = 0; i < n; i++) {
			uint64_t v = strtoull(vals[i], NULL, 16);
			uint8_t pat[8];

			if (v < 0x100000)
				continue;
			looked++;
			mlx5ctl_be64_store(pat, v);
			if (len >= 8 && memmem(buf, len, pat, 8)) {
				printf("# %s holds 0x%llx, which the device answered in a field the "
				       "kernel must scrub\n", path, (unsigned long long)v);
				found++;
			}
		}
	}
	pclose(ls);
	printf("# looked for %d values (%u searches) in %u outboxes: %u found\n", n, looked, files,
	       found);
	return files && !found ? 0 : 1;
}

#endif /* MLX5CTL_TEST_READS_H */
