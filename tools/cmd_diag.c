// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * diag: diagnostic counters the firmware samples on its clock, read back through a UMEM (or
 * inline). monitor: temperatures, counters and the firmware version for Prometheus, with
 * reads only unless --sample asks for an on-demand sample, and never reconfiguring a sampler
 * that is running.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "diagfmt.h"

static void sleep_s(double s)
{
	struct timespec ts;

	if (s <= 0)
		return;
	ts.tv_sec = (time_t)s;
	ts.tv_nsec = (long)((s - (double)ts.tv_sec) * 1e9);
	nanosleep(&ts, NULL);
}

int diag_run(struct mlx5ctl_dev *dev, const char *device, const struct diag_opts *o, FILE *out)
{
	struct mlx5ctl_diag_params p = { .size = sizeof(p), .enable = true, .single = true,
					 .clear = true };
	struct mlx5ctl_diag_params stop = { .size = sizeof(stop) };
	struct mlx5ctl_dump_stats st = { .size = sizeof(st) };
	struct diag_table t = { .mode = o->inline_ ? "inline" : "umem" };
	struct mlx5ctl_diag_caps caps = { .size = sizeof(caps) };
	struct mlx5ctl_diag_sample *s = NULL;
	unsigned int log_period, log_samples = 0;
	double ticks;
	size_t n = 0;
	int ret = 0;

	if (mlx5ctl_diag_caps(dev, &caps))
		return fail();
	if (!caps.device_frequency_khz)
		return failf("the device reports no clock frequency");
	if (o->nids) {
		for (unsigned int i = 0; i < o->nids; i++) {
			char name[64], have_list[1024] = "";
			bool have = false;
			size_t k = 0;

			for (unsigned int c = 0; c < caps.num_counters; c++)
				have |= caps.counter_id[c] == o->ids[i];
			if (have) {
				p.counter_id[i] = o->ids[i];
				continue;
			}
			for (unsigned int c = 0; c < caps.num_counters && k < sizeof(have_list); c++) {
				diag_name(caps.counter_id[c], name, sizeof(name));
				k += (size_t)snprintf(have_list + k, sizeof(have_list) - k, " %s", name);
			}
			diag_name(o->ids[i], name, sizeof(name));
			return failf("the device has no counter %s; it has:%s", name, have_list);
		}
		p.num_counters = (uint16_t)o->nids;
	} else {
		memcpy(p.counter_id, caps.counter_id, caps.num_counters * sizeof(caps.counter_id[0]));
		p.num_counters = caps.num_counters;
	}
	ticks = o->interval_ms * caps.device_frequency_khz;
	log_period = log2_nearest(ticks);
	if (log_period < caps.log_min_sample_period)
		log_period = caps.log_min_sample_period;
	if (log_period > 31)
		return usage_error("--interval %g ms: the longest sample period is %.0f ms",
				   o->interval_ms, (double)(1u << 31) / caps.device_frequency_khz);
	while ((1u << log_samples) < o->count)
		log_samples++;
	if (log_samples > caps.log_max_samples || log_samples > 15)
		return usage_error("--count %u: the device keeps at most %u samples", o->count,
				   1u << (caps.log_max_samples < 15 ? caps.log_max_samples : 15));
	p.log_sample_period = (uint8_t)log_period;
	p.log_num_of_samples = (uint8_t)log_samples;
	t.ncntr = p.num_counters;
	memcpy(t.id, p.counter_id, p.num_counters * sizeof(p.counter_id[0]));
	t.period_s = (double)(1ull << log_period) / (caps.device_frequency_khz * 1e3);

	if (mlx5ctl_diag_set(dev, &p))
		return fail();
	/* the first sample is taken at once, the last count - 1 periods later */
	sleep_s((o->count - 1) * t.period_s + t.period_s / 4);
	for (int tries = 0; tries < 50; tries++) {
		free(s);
		s = NULL;
		if (o->inline_)
			ret = mlx5ctl_diag_query(dev, 0, (uint16_t)(1u << log_samples),
						 p.num_counters, &s, &n);
		else
			ret = mlx5ctl_diag_read(dev, mlx5ctl_diag_dump_bytes(&p), &s, &n, &st);
		if (ret)
			break;
		mlx5ctl_diag_sort(s, n);
		if (diag_nrows(s, n) >= o->count)
			break;
		sleep_s(t.period_s / 2 > 0.001 ? t.period_s / 2 : 0.001);
	}
	t.rpcs = st.rpcs;
	if (!o->inline_ && !st.umem)
		t.mode = "inline";	/* no UMEM on this platform: the dump went inline */
	/* stop sampling; the buffer stays readable */
	if (!ret && mlx5ctl_diag_set(dev, &stop))
		ret = -1;
	if (!ret && diag_table_build(&t, s, n, caps.device_frequency_khz, o->count))
		ret = -1;
	free(s);
	if (ret)
		return fail();
	if (t.nrows < o->count)
		warnf("%u of %u samples taken", t.nrows, o->count);
	if (tool.json)
		ret = j_print(out, diag_json(&t, device, o->rate)) ? EXIT_FAIL : 0;
	else
		diag_print_table(out, &t, o->rate);
	diag_table_free(&t);
	return ret ? ret : t.nrows < o->count ? EXIT_FAIL : 0;
}

enum { DG_COUNTERS = OPT_OWN, DG_INTERVAL, DG_COUNT, DG_INLINE, DG_RATE };

static int diag_opt(int id, const char *arg, void *p)
{
	struct diag_opts *o = p;
	char *end, err[128];
	uint64_t v;

	switch (id) {
	case DG_COUNTERS:
		if (diag_parse_counters(arg, o->ids, &o->nids, err, sizeof(err)))
			return usage_error("--counters: %s", err);
		return 0;
	case DG_INTERVAL:
		o->interval_ms = strtod(arg, &end);
		return *end || !(o->interval_ms > 0 && o->interval_ms < 1e9) ? -1 : 0;
	case DG_COUNT:
		/* 16-bit sample ids: fewer than 2^15 samples stay in order */
		if (!parse_u64(arg, 32768, false, &v) || !v)
			return -1;
		o->count = (unsigned int)v;
		return 0;
	case DG_INLINE:
		o->inline_ = true;
		return 0;
	case DG_RATE:
		o->rate = true;
		return 0;
	}
	return -1;
}

static int cmd_diag(const struct subcmd *sc, int argc, char **argv)
{
	struct diag_opts o = { .interval_ms = 1000, .count = 5 };
	struct mlx5ctl_devinfo info = { .size = sizeof(info) };
	struct mlx5ctl_dev *dev;
	char **args;
	int nargs, ret;

	ret = opts_parse(sc, argc, argv, diag_opt, &o, &args, &nargs, NULL);
	if (ret)
		return ret;
	if (nargs)
		return usage_error("unexpected argument '%s'", args[0]);
	if (tool_open(&dev))
		return EXIT_FAIL;
	if (mlx5ctl_info(dev, &info)) {
		mlx5ctl_close(dev);
		return fail();
	}
	ret = diag_run(dev, info.adev, &o, stdout);
	mlx5ctl_close(dev);
	return ret;
}

static const struct tool_opt diag_opts_tab[] = {
	{ "counters", 'c', DG_COUNTERS, "a,b",
	  "the counters (names as 'mlx5ctl names counters', or ids); default: all the device has" },
	{ "interval", 'i', DG_INTERVAL, "MS", "milliseconds between samples (default 1000)" },
	{ "count", 'n', DG_COUNT, "N", "samples (default 5)" },
	{ "inline", 'I', DG_INLINE, NULL, "read with QUERY_DIAGNOSTIC_COUNTERS, not a UMEM" },
	{ "rate", 'r', DG_RATE, NULL, "counting counters as rates per second" },
	{ 0 },
};

const struct subcmd sc_diag = {
	.name = "diag", .fn = cmd_diag, .args = "", .opts = diag_opts_tab, .flags = SC_DEVICE,
	.help = "diagnostic counters the firmware samples: a row a sample, values or rates",
	.more = "This sets the device's sampler (SET_DIAGNOSTIC_PARAMS, a debug write): the driver\n"
		"needs CAP_SYS_ADMIN and taints the kernel. The sampler is the device's: the last to\n"
		"set it wins. It is stopped at the end; the buffer stays readable.\n",
};

/* ---- monitor ---- */
static void mon_warn(const struct mon_dev *m, const char *what)
{
	warnf("%s: %s: %s", m->device, what, mlx5ctl_strerror());
}

/* a field of st in buf by path, as the walker shows it */
struct pick {
	const char *path;
	struct mlx5ctl_prm_value v;
	char text[64];
	bool found;
};

static int pick_visit(void *p, const struct mlx5ctl_prm_value *v)
{
	struct pick *k = p;

	if (v->event != MLX5CTL_PRM_FIELD || strcmp(v->path, k->path))
		return 0;
	k->v = *v;
	if (v->type == MLX5CTL_VALUE_TEXT)
		snprintf(k->text, sizeof(k->text), "%s", v->text);
	k->found = true;
	return 1;
}

static bool pick(const char *layout, const void *buf, const char *path, struct pick *k)
{
	memset(k, 0, sizeof(*k));
	k->path = path;
	mlx5ctl_prm_walk(mlx5ctl_prm_find_struct(layout), buf,
			 mlx5ctl_prm_find_struct(layout)->size_bits / 8, 0, pick_visit, k);
	return k->found;
}

/* a number in the spec's units (MTMP: °C) */
static double pick_number(const char *layout, const void *buf, const char *path)
{
	struct pick k;

	if (!pick(layout, buf, path, &k))
		return 0;
	return k.v.type == MLX5CTL_VALUE_REAL ? k.v.r : k.v.type == MLX5CTL_VALUE_INT ?
	       (double)k.v.i : (double)k.v.u;
}

/* the latest sample in the buffer of the sampler params describes */
static int latest_sample(struct mlx5ctl_dev *dev, const struct mlx5ctl_diag_params *p,
			 struct mon_dev *m)
{
	struct mlx5ctl_diag_sample *s;
	size_t n;

	if (mlx5ctl_diag_query(dev, 0, (uint16_t)(1u << (p->log_num_of_samples < 15 ?
							 p->log_num_of_samples : 15)),
			       p->num_counters, &s, &n))
		return -1;
	mlx5ctl_diag_sort(s, n);
	/* in time order: the entries of the last sample id */
	for (size_t i = n; i-- > 0 && s[i].sample_id == s[n - 1].sample_id;)
		if (m->nctr < MLX5CTL_DIAG_MAX_COUNTERS) {
			m->id[m->nctr] = s[i].counter_id;
			m->val[m->nctr++] = s[i].value;
		}
	/* back in the order the sampler lists them */
	for (unsigned int a = 0, b = m->nctr ? m->nctr - 1 : 0; a < b; a++, b--) {
		uint16_t ti = m->id[a];
		uint64_t tv = m->val[a];

		m->id[a] = m->id[b];
		m->val[a] = m->val[b];
		m->id[b] = ti;
		m->val[b] = tv;
	}
	free(s);
	return n ? 0 : -1;
}

/*
 * The counters: a running sampler's latest sample (whoever set it: never reconfigured), else
 * with --sample an on-demand sample (a debug write), else none.
 */
static void monitor_counters(struct mlx5ctl_dev *dev, struct mon_dev *m, bool sample)
{
	struct mlx5ctl_diag_params p = { .size = sizeof(p) };
	struct mlx5ctl_diag_caps caps = { .size = sizeof(caps) };
	int err;

	if (mlx5ctl_diag_query_params(dev, &p)) {
		mon_warn(m, "diagnostic counters");
		return;
	}
	if (p.enable && p.num_counters) {
		if (latest_sample(dev, &p, m))
			mon_warn(m, "the sampler's latest sample");
		else
			m->have_diag = true;
		m->diag_source = "sampler";
		return;
	}
	if (!sample)
		return;		/* nothing running, nothing asked: reads only */
	err = mlx5ctl_diag_caps(dev, &caps);
	if (err) {
		if (err != -EOPNOTSUPP)		/* a device without them: nothing to say */
			mon_warn(m, "diagnostic counters");
		return;
	}
	memset(&p, 0, sizeof(p));
	p.size = sizeof(p);
	p.enable = p.single = p.on_demand = true;
	memcpy(p.counter_id, caps.counter_id, caps.num_counters * sizeof(caps.counter_id[0]));
	p.num_counters = caps.num_counters;
	if (mlx5ctl_diag_set(dev, &p) || latest_sample(dev, &p, m)) {
		mon_warn(m, "diagnostic counters");
		return;
	}
	m->have_diag = true;
	m->diag_source = "on-demand";
}

int monitor_collect(struct mlx5ctl_dev *dev, struct mon_dev *m, bool sample)
{
	uint8_t mgir[MLX5CTL_ST_SZ_BYTES(mgir_reg)] = { 0 };
	uint8_t mtcap[MLX5CTL_ST_SZ_BYTES(mtcap_reg)] = { 0 };
	struct mlx5ctl_devinfo info = { .size = sizeof(info) };
	struct pick k;

	memset(m, 0, sizeof(*m));
	if (mlx5ctl_info(dev, &info))
		return -1;
	snprintf(m->device, sizeof(m->device), "%s", info.adev);
	snprintf(m->pci, sizeof(m->pci), "%s", info.pci);

	if (!mlx5ctl_access_reg(dev, MLX5CTL_REG_MGIR, 0, false, NULL, mgir, sizeof(mgir)) &&
	    !mlx5ctl_fw_version(dev, m->fw, sizeof(m->fw))) {
		m->have_fw = true;
		if (pick("mgir_reg", mgir, "fw_info.psid", &k))
			snprintf(m->psid, sizeof(m->psid), "%s", k.text);
	} else {
		mon_warn(m, "MGIR");
	}

	if (!mlx5ctl_access_reg(dev, MLX5CTL_REG_MTCAP, 0, false, NULL, mtcap, sizeof(mtcap))) {
		uint64_t map = MLX5CTL_GET64(mtcap_reg, mtcap, sensor_map);

		for (unsigned int i = 0; i < MON_MAX_SENSORS; i++) {
			uint8_t mtmp[MLX5CTL_ST_SZ_BYTES(mtmp_reg)] = { 0 };
			struct mon_temp *t = &m->temps[m->ntemps];

			if (!(map >> i & 1))
				continue;
			MLX5CTL_SET(mtmp_reg, mtmp, sensor_index, i);
			if (mlx5ctl_access_reg(dev, MLX5CTL_REG_MTMP, 0, false, mtmp, mtmp,
					       sizeof(mtmp))) {
				mon_warn(m, "MTMP");
				continue;
			}
			/* the spec's formats: °C, the name packed in two words */
			t->index = i;
			t->celsius = pick_number("mtmp_reg", mtmp, "temperature");
			t->max_celsius = pick_number("mtmp_reg", mtmp, "max_temperature");
			if (pick("mtmp_reg", mtmp, "sensor_name", &k))
				snprintf(t->name, sizeof(t->name), "%s", k.text);
			m->ntemps++;
		}
	} else {
		mon_warn(m, "MTCAP");
	}
	monitor_counters(dev, m, sample);
	return m->have_fw || m->ntemps || m->have_diag ? 0 : -1;
}

int monitor_write(const char *path, const struct mon_dev *m, unsigned int ndev)
{
	struct tfile tf;
	int err = tf_open(&tf, path ? path : "-", 0644);

	if (err)
		return failf("%s: %s", path, strerror(-err));
	if (tool.json) {
		if (j_print(tf.f, monitor_json(m, ndev))) {
			tf_abort(&tf);
			return failf("%s: %s", path ? path : "standard output", strerror(EIO));
		}
	} else {
		prom_print(tf.f, m, ndev);
	}
	err = tf_commit(&tf);
	return err ? failf("%s: %s", path ? path : "standard output", strerror(-err)) : 0;
}

enum { MON_OUTPUT = OPT_OWN, MON_SAMPLE };

struct monitor_ctx {
	const char *path;
	bool sample;
};

static int monitor_opt(int id, const char *arg, void *p)
{
	struct monitor_ctx *c = p;

	if (id == MON_OUTPUT)
		c->path = arg;
	else if (id == MON_SAMPLE)
		c->sample = true;
	else
		return -1;
	return 0;
}

static int cmd_monitor(const struct subcmd *sc, int argc, char **argv)
{
	struct monitor_ctx c = { 0 };
	struct mlx5ctl_sysdev **devs = NULL;
	struct mon_dev *m = NULL;
	unsigned int ndev = 0;
	char **args;
	int n, nargs, ret;

	ret = opts_parse(sc, argc, argv, monitor_opt, &c, &args, &nargs, NULL);
	if (ret)
		return ret;
	if (nargs)
		return usage_error("unexpected argument '%s'", args[0]);
	/* -d DEV, or every device */
	if (tool.device) {
		n = 1;
	} else {
		n = mlx5ctl_list_sysdevs(&devs);
		if (n < 0)
			return fail();
		if (!n) {
			mlx5ctl_free_sysdevs(devs);
			return failf("no mlx5ctl devices");
		}
	}
	m = calloc((size_t)n, sizeof(*m));
	if (!m) {
		mlx5ctl_free_sysdevs(devs);
		return failf("out of memory");
	}
	for (int i = 0; i < n; i++) {
		struct mlx5ctl_dev *dev;

		if (tool_opener(tool.device ? tool.device : devs[i]->adev, &dev)) {
			warnf("%s", mlx5ctl_strerror());
			ret = EXIT_FAIL;
			continue;
		}
		if (!monitor_collect(dev, &m[ndev], c.sample))
			ndev++;
		else
			ret = EXIT_FAIL;
		mlx5ctl_close(dev);
	}
	mlx5ctl_free_sysdevs(devs);
	/* nothing at all: leave the last good file alone */
	if (ndev) {
		int w = monitor_write(c.path, m, ndev);

		if (w)
			ret = w;
	}
	free(m);
	return ret;
}

static const struct tool_opt monitor_opts[] = {
	{ "output", 'o', MON_OUTPUT, "FILE",
	  "write FILE whole (a temporary file renamed over it), for node_exporter" },
	{ "sample", 0, MON_SAMPLE, NULL,
	  "no sampler running: take an on-demand sample (a debug write)" },
	{ 0 },
};

const struct subcmd sc_monitor = {
	.name = "monitor", .fn = cmd_monitor, .args = "", .opts = monitor_opts, .flags = SC_DEVICE,
	.help = "temperatures, counters, firmware version in Prometheus text format",
	.more = "Reads only: the counters are those of a sampler that is running (never\n"
		"reconfigured); --sample sets an on-demand sampler when none is. Every sample is\n"
		"labelled by the device's PCI address.\n",
};
