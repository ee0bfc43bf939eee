// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * fw: the device's firmware components and their update (libmlx5ctl's mlx5ctl_fw_*).
 *   fw query          components, running and pending versions, activation method
 *   fw update FILE    flash a firmware image and activate it (it runs from the next device
 *                     reset): an MFA2 package (its component for the card's PSID, chosen
 *                     before anything is written), an FS4 image, or the emulated card's raw
 *                     image; a progress bar on a terminal, JSON progress events (one a line)
 *                     with --json; Ctrl-C cancels and releases the update handle
 *   fw activate       run the pending image without a reboot: the reset synchronised with the
 *                     drivers (MFRL; devlink's fw_activate), then wait for the device to come
 *                     back running it; or say plainly that a reboot is needed
 */
#include <errno.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "json.h"
#include "table.h"
#include "tool.h"

#define EXIT_CANCELLED 130	/* as a shell reports a command that SIGINT ended */
#define MAX_IMAGE (64u << 20)

enum { OPT_TIMEOUT = OPT_OWN };

static const struct tool_opt fw_opts[] = {
	{ "timeout", 0, OPT_TIMEOUT, "SECONDS",
	  "update: how long the device may take for each state change; activate: for the "
	  "reset, and again for the device's return (default 30)" },
	{ 0 },
};

struct fw_opts {
	unsigned int timeout_ms;
};

static int fw_opt(int id, const char *arg, void *ctx)
{
	struct fw_opts *o = ctx;
	uint64_t v;

	if (id == OPT_TIMEOUT) {
		if (!parse_u64(arg, 3600, false, &v) || !v)
			return -1;
		o->timeout_ms = (unsigned int)v * 1000;
	}
	return 0;
}

static const char *version_str(uint32_t v, char *buf, size_t len)
{
	snprintf(buf, len, "%u.%u.%04u", mlx5ctl_fw_version_major(v), mlx5ctl_fw_version_minor(v),
		 mlx5ctl_fw_version_subminor(v));
	return buf;
}

static const char *enum_str(const char *e, uint32_t v)
{
	const char *n = mlx5ctl_prm_enum_name(mlx5ctl_prm_find_enum(e), v);

	return n ? n : "unknown";
}

/* ---- query ---- */
static int fw_query(struct mlx5ctl_dev *dev)
{
	struct mlx5ctl_fw_component c[8];
	struct mlx5ctl_devinfo info = { .size = sizeof(info) };
	int n, ret = 0;

	for (int i = 0; i < 8; i++)
		c[i].size = sizeof(c[i]);
	n = mlx5ctl_fw_query(dev, c, 8);
	if (n < 0)
		return fail();
	if (n > 8)
		n = 8;
	if (tool.json) {
		J *doc = j_obj(), *arr = j_arr();

		j_set(doc, "device", mlx5ctl_info(dev, &info) ? NULL : j_str(info.adev));
		for (int i = 0; i < n; i++) {
			J *o = j_obj(), *r = j_obj(), *p = NULL;

			j_set(o, "index", j_u64(c[i].index));
			j_set(o, "identifier", j_enum(enum_str("mcqs_identifier", c[i].identifier),
						      c[i].identifier));
			j_set(o, "status", j_enum(enum_str("mcqs_component_status", c[i].status),
						  c[i].status));
			j_set(o, "update_state", j_enum(enum_str("mcqs_update_state",
								 c[i].update_state),
							c[i].update_state));
			j_set(r, "version", j_u64(c[i].running_version));
			j_set(r, "string", j_str(c[i].running));
			j_set(o, "running", r);
			if (c[i].pending) {
				p = j_obj();
				j_set(p, "version", j_u64(c[i].pending_version));
				j_set(p, "string", j_str(c[i].pending_str));
			}
			j_set(o, "pending", p ? p : j_null());
			j_set(o, "component_size", j_u64(c[i].component_size));
			j_set(o, "max_component_size", j_u64(c[i].max_component_size));
			j_set(o, "mcda_max_write_size", j_u64(c[i].mcda_max_write_size));
			j_set(o, "activation", j_u64(c[i].activation));
			j_set(o, "activates_at_reset", j_bool(c[i].fw_reset_activates));
			j_push(arr, o);
		}
		j_set(doc, "components", arr);
		return j_print(stdout, doc) ? EXIT_FAIL : 0;
	}
	{
		static const char *const hdr[] = { "INDEX", "COMPONENT", "RUNNING", "PENDING",
						   "STATE", "ACTIVATION", NULL };
		struct table t;
		char idx[16];

		table_init(&t, hdr);
		for (int i = 0; i < n; i++) {
			const char *row[6];

			snprintf(idx, sizeof(idx), "%u", c[i].index);
			row[0] = idx;
			row[1] = enum_str("mcqs_identifier", c[i].identifier);
			row[2] = c[i].running;
			row[3] = c[i].pending ? c[i].pending_str : "-";
			row[4] = enum_str("mcqs_update_state", c[i].update_state);
			row[5] = c[i].fw_reset_activates ? "device reset" : "-";
			table_row(&t, row);
		}
		if (table_print(stdout, &t))
			ret = EXIT_FAIL;
	}
	return ret;
}

/* ---- the boot image component (update, activate) ---- */
/* the boot image component of what fw_query lists, or NULL */
static struct mlx5ctl_fw_component *boot_image(struct mlx5ctl_fw_component *c, int n)
{
	for (int i = 0; i < n && i < 8; i++)
		if (c[i].identifier == MLX5CTL_MCQS_ID_BOOT_IMG)
			return &c[i];
	return NULL;
}

static int query_boot(struct mlx5ctl_dev *dev, struct mlx5ctl_fw_component *c,
		      struct mlx5ctl_fw_component **boot)
{
	int n;

	for (int i = 0; i < 8; i++)
		c[i].size = sizeof(c[i]);
	n = mlx5ctl_fw_query(dev, c, 8);
	*boot = n < 0 ? NULL : boot_image(c, n);
	return n < 0 ? n : 0;
}

/* ---- update ---- */
static volatile sig_atomic_t interrupted;

static void on_sigint(int sig)
{
	(void)sig;
	interrupted = 1;
}

struct progress {
	bool bar;		/* a terminal on stderr, no --json */
	int last_pct;
	enum mlx5ctl_fw_stage last_stage;
};

static void event(const char *name, enum mlx5ctl_fw_stage stage, uint64_t done,
		  uint64_t total)
{
	J *o = j_obj();

	j_set(o, "event", j_str(name));
	j_set(o, "stage", j_str(mlx5ctl_fw_stage_name(stage)));
	j_set(o, "done", j_u64(done));
	j_set(o, "total", j_u64(total));
	j_print_line(stdout, o);
}

static int progress(void *ctx, enum mlx5ctl_fw_stage stage, uint64_t done, uint64_t total)
{
	struct progress *p = ctx;
	int pct = total ? (int)(done * 100 / total) : 0;

	if (interrupted)
		return 1;
	/* the library also calls while it polls a state: report each stage once */
	if (stage != MLX5CTL_FW_STAGE_DOWNLOAD && stage == p->last_stage)
		return 0;
	if (stage == MLX5CTL_FW_STAGE_DOWNLOAD && !total)
		return 0;
	p->last_stage = stage;
	if (tool.json) {
		if (stage != MLX5CTL_FW_STAGE_DOWNLOAD || pct != p->last_pct || done == total)
			event("progress", stage, done, total);
		p->last_pct = pct;
		return 0;
	}
	if (!p->bar)
		return 0;
	if (stage == MLX5CTL_FW_STAGE_DOWNLOAD) {
		char bar[41];
		int fill = pct * 40 / 100;

		memset(bar, '#', (size_t)fill);
		memset(bar + fill, ' ', (size_t)(40 - fill));
		bar[40] = '\0';
		fprintf(stderr, "\rdownload [%s] %llu/%llu bytes %3d%%", bar,
			(unsigned long long)done, (unsigned long long)total, pct);
		if (done == total)
			fputc('\n', stderr);
	} else {
		fprintf(stderr, "%s\n", mlx5ctl_fw_stage_name(stage));
	}
	return 0;
}

static int read_image(const char *path, uint8_t **img, size_t *len)
{
	FILE *f = fopen(path, "rb");
	size_t cap = 1 << 20, n = 0, r;
	uint8_t *p = NULL, *q;

	if (!f)
		return failf("%s: %s", path, strerror(errno));
	do {
		if (n == cap || !p) {
			cap = p ? cap * 2 : cap;
			q = cap <= MAX_IMAGE ? realloc(p, cap) : NULL;
			if (!q) {
				free(p);
				fclose(f);
				return failf("%s: larger than %u MiB or out of memory", path,
					     MAX_IMAGE >> 20);
			}
			p = q;
		}
		r = fread(p + n, 1, cap - n, f);
		n += r;
	} while (r && !ferror(f));
	if (ferror(f)) {
		free(p);
		fclose(f);
		return failf("%s: cannot read it", path);
	}
	fclose(f);
	*img = p;
	*len = n;
	return 0;
}

static const char *format_name(uint32_t f)
{
	return f == MLX5CTL_FW_FORMAT_FS4 ? "FS4 image" : f == MLX5CTL_FW_FORMAT_MFA2 ?
	       "MFA2 package" : "raw image";
}

static int fw_update(struct mlx5ctl_dev *dev, const char *path, const struct fw_opts *fo)
{
	struct mlx5ctl_fw_image_info ii = { .size = sizeof(ii) }, fi = { .size = sizeof(fi) };
	struct mlx5ctl_fw_component c[8], *boot;
	struct progress p = { .bar = !tool.json && isatty(STDERR_FILENO), .last_pct = -1,
			      .last_stage = (enum mlx5ctl_fw_stage)-1 };
	struct mlx5ctl_fw_update_opts o = { .size = sizeof(o), .progress = progress, .ctx = &p,
					    .timeout_ms = fo->timeout_ms };
	struct sigaction sa = { .sa_handler = on_sigint }, old_int, old_term;
	char q[640], v[32], psid[20], from[64] = "";
	const char *running = "?";
	uint8_t *file = NULL;
	void *img = NULL;
	size_t flen = 0, len = 0;
	int err, ret;

	ret = read_image(path, &file, &flen);
	if (ret)
		return ret;
	if (mlx5ctl_fw_image_info(file, flen, &fi)) {
		free(file);
		return failf("%s: %s", path, mlx5ctl_strerror());
	}
	/* the image for this card: an MFA2 package's component for its PSID, chosen (or refused,
	 * naming the PSIDs the package has) before anything is written */
	if (mlx5ctl_fw_psid(dev, psid, sizeof(psid)) ||
	    mlx5ctl_fw_image_select(file, flen, psid, &img, &len, &ii)) {
		free(file);
		return failf("%s: %s", path, mlx5ctl_strerror());
	}
	free(file);
	if (fi.format == MLX5CTL_FW_FORMAT_MFA2)
		snprintf(from, sizeof(from), " from an MFA2 package, for %s", psid);
	if (!query_boot(dev, c, &boot) && boot)
		running = boot->running;
	snprintf(q, sizeof(q), "Flash firmware %s (%s: %s%s, PSID %s, %zu bytes) over the "
		 "running %s; it runs from the next device reset.", ii.version_str[0] ?
		 ii.version_str : version_str(ii.version, v, sizeof(v)), path,
		 format_name(ii.format), from, ii.psid, len, running);
	ret = tool_confirm(q);
	if (ret) {
		free(img);
		return ret == EXIT_USAGE ? ret : failf("not confirmed: nothing written");
	}
	sigemptyset(&sa.sa_mask);
	sa.sa_flags = SA_RESTART;
	interrupted = 0;
	sigaction(SIGINT, &sa, &old_int);
	sigaction(SIGTERM, &sa, &old_term);
	err = mlx5ctl_fw_update(dev, img, len, &o);
	sigaction(SIGINT, &old_int, NULL);
	sigaction(SIGTERM, &old_term, NULL);
	free(img);
	if (p.bar && p.last_stage == MLX5CTL_FW_STAGE_DOWNLOAD && p.last_pct < 100)
		fputc('\n', stderr);
	if (tool.json) {
		J *o2 = j_obj();

		j_set(o2, "event", j_str(err ? "error" : "done"));
		j_set(o2, "version", j_str(ii.version_str));
		j_set(o2, "bytes", j_u64(len));
		j_set(o2, "rpcs", j_u64(o.rpcs));
		j_set(o2, "error", err ? j_str(mlx5ctl_strerror()) : j_null());
		j_set(o2, "errno", j_i64(err));
		j_print_line(stdout, o2);
	}
	if (err == -ECANCELED) {
		fprintf(stderr, "mlx5ctl: fw: cancelled: the update handle was released, the "
			"device runs and boots what it did before\n");
		return EXIT_CANCELLED;
	}
	if (err)
		return fail();
	if (!tool.json)
		printf("firmware %s activated: pending, it runs from the next device reset "
		       "(mlx5ctl fw activate, or a reboot)\n", ii.version_str);
	return 0;
}

/* ---- activate ---- */
static double elapsed_s(const struct timespec *t0)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)(t.tv_sec - t0->tv_sec) + (double)(t.tv_nsec - t0->tv_nsec) / 1e9;
}

/*
 * The reset takes the device (and this handle) away; the drivers reload and it comes back
 * under the same PCI address. Done when it runs the image that was pending and nothing is.
 */
static int wait_back(const char *pci, uint32_t want, unsigned int timeout_s,
		     const struct timespec *t0, char *running, size_t len)
{
	struct mlx5ctl_fw_component c[8], *b;
	struct timespec pause = { 0, 200000000L };
	struct mlx5ctl_dev *dev;

	while (elapsed_s(t0) < timeout_s) {
		if (!mlx5ctl_open(pci, &dev)) {
			bool done = !query_boot(dev, c, &b) && b && !b->pending &&
				    b->running_version == want;

			if (done)
				snprintf(running, len, "%s", b->running);
			mlx5ctl_close(dev);
			if (done)
				return 0;
		}
		nanosleep(&pause, NULL);
	}
	return -1;
}

/* the result, schema fw_activate: seconds only when activated */
static int activate_json(bool activated, const char *running, double seconds)
{
	J *o = j_obj();

	j_set(o, "event", j_str("done"));
	j_set(o, "activated", j_bool(activated));
	j_set(o, "running", j_str(running));
	if (activated)
		j_set(o, "seconds", j_real(seconds));
	return j_print_line(stdout, o) ? EXIT_FAIL : 0;
}

static int fw_activate(struct mlx5ctl_dev **devp, const struct fw_opts *fo)
{
	struct mlx5ctl_devinfo info = { .size = sizeof(info) };
	unsigned int timeout_s = fo->timeout_ms ? fo->timeout_ms / 1000 : 30;
	struct mlx5ctl_fw_component c[8], *b;
	char q[320], pending[64], running[64];
	struct timespec t0;
	uint32_t want;
	int ret;

	if (mlx5ctl_info(*devp, &info) || query_boot(*devp, c, &b))
		return fail();
	if (!b)
		return failf("the device lists no boot image component (MCQS)");
	if (!b->pending) {
		if (tool.json)
			return activate_json(false, b->running, 0);
		printf("nothing pending: firmware %s runs\n", b->running);
		return 0;
	}
	want = b->pending_version;
	snprintf(pending, sizeof(pending), "%s", b->pending_str);
	snprintf(q, sizeof(q), "Reset the device (%s) to run firmware %s in place of %s: the "
		 "driver of each PF tears down and reloads, the ports go down meanwhile.",
		 info.pci, pending, b->running);
	ret = tool_confirm(q);
	if (ret)
		return ret == EXIT_USAGE ? ret : failf("not confirmed: nothing reset");
	clock_gettime(CLOCK_MONOTONIC, &t0);
	if (mlx5ctl_fw_reset(*devp, timeout_s * 1000))
		return fail();
	mlx5ctl_close(*devp);
	*devp = NULL;
	if (wait_back(info.pci, want, 2 * timeout_s, &t0, running, sizeof(running)))
		return failf("the device was reset but %s does not run %s within %u s: see the "
			     "kernel log", info.pci, pending, 2 * timeout_s);
	if (tool.json)
		return activate_json(true, running, elapsed_s(&t0));
	printf("firmware %s activated: running (device reset and back in %.1f s)\n", running,
	       elapsed_s(&t0));
	return 0;
}

static int cmd_fw(const struct subcmd *sc, int argc, char **argv)
{
	struct fw_opts o = { 0 };
	struct mlx5ctl_dev *dev = NULL;
	char **args;
	bool dry_run;
	int nargs, ret;

	ret = opts_parse(sc, argc, argv, fw_opt, &o, &args, &nargs, &dry_run);
	if (ret)
		return ret;
	if (!nargs)
		return usage_error("query, update FILE or activate");
	if (!strcmp(args[0], "query") || !strcmp(args[0], "activate")) {
		if (nargs > 1)
			return usage_error("unexpected argument '%s'", args[1]);
		if (dry_run && !strcmp(args[0], "activate"))
			return usage_error("--dry-run: an activation cannot be shown without "
					   "resetting");
	} else if (!strcmp(args[0], "update")) {
		if (nargs != 2)
			return usage_error("update takes one FILE");
		if (dry_run)
			return usage_error("--dry-run: an update cannot be shown without flashing");
	} else {
		return usage_error("unknown action '%s' (query, update, activate)", args[0]);
	}
	if (tool_open(&dev))
		return EXIT_FAIL;
	if (!strcmp(args[0], "query"))
		ret = fw_query(dev);
	else if (!strcmp(args[0], "activate"))
		ret = fw_activate(&dev, &o);
	else
		ret = fw_update(dev, args[1], &o);
	mlx5ctl_close(dev);
	return ret;
}

const struct subcmd sc_fw = {
	.name = "fw", .fn = cmd_fw, .args = "query | update FILE | activate", .opts = fw_opts,
	.flags = SC_DEVICE | SC_WRITES,
	.help = "firmware components; flash and activate a firmware image",
	.more = "update: FILE is an MFA2 package (what devlink dev flash takes: its component\n"
		"for the card's PSID is flashed; a package without one is refused, naming the\n"
		"PSIDs it has, before anything is written), an FS4 image (what mstflint burns) or\n"
		"the emulated card's raw image. The device checks the image (PSID, chip,\n"
		"signature, digest) and activates it; it runs from the next device reset.\n"
		"activate: runs the pending image now, without a reboot: the reset synchronised\n"
		"with the drivers (MFRL; what devlink dev reload action fw_activate does), then\n"
		"waits for the device to come back running it. Where the device or a driver\n"
		"cannot, it says that a reboot is needed and nothing is reset.\n"
		"Ctrl-C cancels and releases the update handle (exit status 130). With --json,\n"
		"progress events one a line, then the result ({\"event\": \"done\"} or\n"
		"{\"event\": \"error\"}).\n",
};
