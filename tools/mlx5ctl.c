// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * mlx5ctl: query and configure ConnectX firmware through /dev/mlx5ctl-*.
 *
 * Exit status: 0 success, 1 the device or its firmware failed the request,
 * 2 bad usage (unknown subcommand, option, field or value).
 */
#include <ctype.h>
#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#include "mlx5ctl.h"

#define EXIT_FAIL 1
#define EXIT_USAGE 2

struct subcmd {
	const char *name;
	int (*fn)(int argc, char **argv);
	const char *args;
	const char *help;
};

static const struct subcmd subcmds[];
static bool opt_json;

static int usage_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static int usage_error(const char *fmt, ...)
{
	va_list ap;

	fputs("mlx5ctl: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputs("\nTry 'mlx5ctl --help'.\n", stderr);
	return EXIT_USAGE;
}

static int fail(void)
{
	fprintf(stderr, "mlx5ctl: %s\n", mlx5ctl_strerror());
	return EXIT_FAIL;
}

static void print_help(FILE *f)
{
	fputs("Usage: mlx5ctl [--json] COMMAND [DEV] [ARGS...]\n"
	      "\n"
	      "Query and configure NVIDIA ConnectX (mlx5) firmware through the mlx5ctl\n"
	      "driver (/dev/mlx5ctl-*), also on kernels in lockdown.\n"
	      "DEV is an auxiliary device name (mlx5_core.ctl.0), a PCI address or an\n"
	      "index from 'mlx5ctl list'; it may be left out when there is one device.\n"
	      "\n"
	      "Commands:\n", f);
	for (const struct subcmd *s = subcmds; s->name; s++)
		fprintf(f, "  %-8s %s\n  %-8s   %s\n", s->name, s->args, "", s->help);
	fputs("\n"
	      "Options:\n"
	      "  -j, --json     print JSON for machines instead of tables for people\n"
	      "  -h, --help     this help; 'mlx5ctl COMMAND --help' for one command\n"
	      "  -V, --version  print the version\n"
	      "\n"
	      "Exit status: 0 success, 1 the device or firmware failed, 2 bad usage.\n", f);
}

/* Common per-subcommand option parsing: --json, --help, plus extra long options. */
struct opts {
	const char *dev;
	int nargs;
	char **args;
};

static int parse_common(int argc, char **argv, const struct subcmd *sc, struct option *extra,
			int (*on_opt)(int c, const char *arg, void *ctx), void *ctx,
			bool want_dev, struct opts *o)
{
	struct option base[] = {
		{ "json", no_argument, NULL, 'j' },
		{ "help", no_argument, NULL, 'h' },
	};
	struct option all[16];
	char shortopts[40] = "jh";
	size_t ns = strlen(shortopts);
	int n = 0, c;

	for (size_t i = 0; i < sizeof(base) / sizeof(base[0]); i++)
		all[n++] = base[i];
	/* an extra option whose value is a letter is also that short option (-o FILE) */
	for (struct option *e = extra; e && e->name; e++) {
		all[n++] = *e;
		if (isalpha(e->val) && ns + 2 < sizeof(shortopts)) {
			shortopts[ns++] = (char)e->val;
			if (e->has_arg == required_argument)
				shortopts[ns++] = ':';
		}
	}
	shortopts[ns] = '\0';
	memset(&all[n], 0, sizeof(all[n]));
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, shortopts, all, NULL)) != -1) {
		if (c == 'j') {
			opt_json = true;
		} else if (c == 'h') {
			printf("Usage: mlx5ctl %s %s\n%s\n", sc->name, sc->args, sc->help);
			exit(0);
		} else if (c == '?') {
			return usage_error("%s: unknown option '%s'", sc->name, argv[optind - 1]);
		} else if (!on_opt || on_opt(c, optarg, ctx)) {
			return usage_error("%s: bad option '%s'", sc->name, argv[optind - 1]);
		}
	}
	o->dev = NULL;
	o->args = argv + optind;
	o->nargs = argc - optind;
	/* DEV is optional: it is taken when it does not look like field=value or a name we know */
	if (want_dev && o->nargs > 0 && !strchr(o->args[0], '=')) {
		o->dev = o->args[0];
		o->args++;
		o->nargs--;
	}
	return 0;
}

static int open_dev(const char *which, struct mlx5ctl_dev **dev)
{
	return mlx5ctl_open(which, dev) ? fail() : 0;
}

/* ---- list ---- */
static int cmd_list(int argc, char **argv)
{
	struct opts o;
	char **names;
	int n, ret = 0;

	if (parse_common(argc, argv, &subcmds[0], NULL, NULL, NULL, false, &o))
		return EXIT_USAGE;
	if (o.nargs)
		return usage_error("list: unexpected argument '%s'", o.args[0]);
	n = mlx5ctl_list_names(&names);
	if (n < 0)
		return fail();
	if (opt_json)
		printf("[");
	else if (n)
		printf("%-3s %-20s %-14s %-12s %-5s %s\n", "IDX", "DEVICE", "PCI", "FIRMWARE", "UID",
		       "UCTX_CAP");
	for (int i = 0; i < n; i++) {
		struct mlx5ctl_devinfo info;
		struct mlx5ctl_dev *dev;
		char fw[32] = "?";

		if (mlx5ctl_open(names[i], &dev) || mlx5ctl_info(dev, &info)) {
			fprintf(stderr, "mlx5ctl: %s\n", mlx5ctl_strerror());
			ret = EXIT_FAIL;
			mlx5ctl_close(dev);
			continue;
		}
		if (mlx5ctl_fw_version(dev, fw, sizeof(fw)))
			snprintf(fw, sizeof(fw), "?");
		if (opt_json)
			printf("%s\n  {\"index\": %d, \"device\": \"%s\", \"path\": \"%s\", \"pci\": \"%s\","
			       " \"firmware\": \"%s\", \"uid\": %u, \"uctx_cap\": %u,"
			       " \"dev_uctx_cap\": %u}", i ? "," : "", i, info.adev, info.path,
			       info.pci, fw, info.uid, info.uctx_cap, info.dev_uctx_cap);
		else
			printf("%-3d %-20s %-14s %-12s %-5u 0x%x (device 0x%x)\n", i, info.adev, info.pci,
			       fw, info.uid, info.uctx_cap, info.dev_uctx_cap);
		mlx5ctl_close(dev);
	}
	if (opt_json)
		printf("%s]\n", n ? "\n" : "");
	else if (!n)
		fprintf(stderr, "mlx5ctl: no mlx5ctl devices\n");
	mlx5ctl_free_names(names);
	return ret;
}

/* ---- info ---- */
static int cmd_info(int argc, char **argv)
{
	struct mlx5ctl_devinfo info;
	struct mlx5ctl_dev *dev;
	struct opts o;

	if (parse_common(argc, argv, &subcmds[1], NULL, NULL, NULL, true, &o))
		return EXIT_USAGE;
	if (o.nargs)
		return usage_error("info: unexpected argument '%s'", o.args[0]);
	if (open_dev(o.dev, &dev))
		return EXIT_FAIL;
	if (mlx5ctl_info(dev, &info)) {
		mlx5ctl_close(dev);
		return fail();
	}
	if (opt_json)
		printf("{\"device\": \"%s\", \"path\": \"%s\", \"pci\": \"%s\", \"uid\": %u,"
		       " \"uctx_cap\": %u, \"dev_uctx_cap\": %u, \"ucap\": %u}\n", info.adev,
		       info.path, info.pci, info.uid, info.uctx_cap, info.dev_uctx_cap, info.ucap);
	else
		printf("device:       %s\npath:         %s\npci:          %s\nuid:          %u\n"
		       "uctx_cap:     0x%x\ndev_uctx_cap: 0x%x\nucap:         0x%x\n", info.adev,
		       info.path, info.pci, info.uid, info.uctx_cap, info.dev_uctx_cap, info.ucap);
	mlx5ctl_close(dev);
	return 0;
}

/* ---- caps ---- */
struct caps_ctx {
	const char *type;
	bool max;
	bool all;
};

static int caps_opt(int c, const char *arg, void *p)
{
	struct caps_ctx *ctx = p;

	if (c == 't')
		ctx->type = arg;
	else if (c == 'm')
		ctx->max = true;
	else if (c == 'a')
		ctx->all = true;
	else
		return -1;
	return 0;
}

static int cmd_caps(int argc, char **argv)
{
	struct option extra[] = {
		{ "type", required_argument, NULL, 't' },
		{ "max", no_argument, NULL, 'm' },
		{ "all", no_argument, NULL, 'a' },
		{ 0 },
	};
	struct caps_ctx ctx = { .type = "GENERAL" };
	const struct mlx5ctl_enum_desc *ct = mlx5ctl_prm_find_enum("cap_type");
	const struct mlx5ctl_enum_value *v;
	struct mlx5ctl_dev *dev;
	uint8_t page[4096];
	struct opts o;
	int ret;

	if (parse_common(argc, argv, &subcmds[2], extra, caps_opt, &ctx, true, &o))
		return EXIT_USAGE;
	if (o.nargs)
		return usage_error("caps: unexpected argument '%s'", o.args[0]);
	v = mlx5ctl_prm_enum_lookup(ct, ctx.type);
	if (!v || !v->layout) {
		fprintf(stderr, "mlx5ctl: caps: unknown capability type '%s'; known:", ctx.type);
		for (unsigned int i = 0; i < ct->nvalues; i++)
			if (ct->values[i].layout)
				fprintf(stderr, " %s", ct->values[i].name);
		fputc('\n', stderr);
		return EXIT_USAGE;
	}
	if (open_dev(o.dev, &dev))
		return EXIT_FAIL;
	ret = mlx5ctl_query_caps(dev, (uint16_t)v->value, ctx.max, page, sizeof(page));
	if (!ret)
		ret = mlx5ctl_prm_print(stdout, v->layout, page, v->layout->size_bits / 8,
					(opt_json ? MLX5CTL_PRINT_JSON : 0) |
					(ctx.all ? 0 : MLX5CTL_PRINT_NONZERO));
	mlx5ctl_close(dev);
	return ret ? fail() : 0;
}

/* ---- reg ---- */
struct reg_ctx {
	bool write;
	uint32_t argument;
};

static int reg_opt(int c, const char *arg, void *p)
{
	struct reg_ctx *ctx = p;
	char *end;

	if (c == 'w') {
		ctx->write = true;
		return 0;
	}
	if (c == 'A') {
		ctx->argument = (uint32_t)strtoul(arg, &end, 0);
		return *end ? -1 : 0;
	}
	return -1;
}

static int cmd_reg(int argc, char **argv)
{
	struct option extra[] = {
		{ "write", no_argument, NULL, 'w' },
		{ "argument", required_argument, NULL, 'A' },
		{ 0 },
	};
	struct reg_ctx ctx = { 0 };
	const struct mlx5ctl_reg_desc *r;
	struct mlx5ctl_dev *dev;
	uint8_t *data;
	char err[256];
	size_t len;
	struct opts o;
	int ret, i = 0;

	if (parse_common(argc, argv, &subcmds[3], extra, reg_opt, &ctx, false, &o))
		return EXIT_USAGE;
	/* [DEV] NAME [field=value ...] */
	if (o.nargs >= 2 && !strchr(o.args[1], '=') && !mlx5ctl_prm_find_register(o.args[0]))
		o.dev = o.args[i++];
	if (i >= o.nargs)
		return usage_error("reg: which register? (one of the spec's, e.g. MGIR)");
	r = mlx5ctl_prm_find_register(o.args[i]);
	if (!r) {
		fprintf(stderr, "mlx5ctl: reg: unknown register '%s'; known:", o.args[i]);
		for (unsigned int k = 0; k < mlx5ctl_prm_nregisters; k++)
			fprintf(stderr, " %s", mlx5ctl_prm_registers[k].name);
		fputc('\n', stderr);
		return EXIT_USAGE;
	}
	i++;
	len = r->layout->size_bits / 8;
	data = calloc(1, len);
	if (!data)
		return EXIT_FAIL;
	for (; i < o.nargs; i++)
		if (mlx5ctl_prm_assign(r->layout, data, len, o.args[i], err, sizeof(err))) {
			free(data);
			return usage_error("reg %s: %s", r->name, err);
		}
	if (open_dev(o.dev, &dev)) {
		free(data);
		return EXIT_FAIL;
	}
	ret = mlx5ctl_access_reg(dev, r->id, ctx.argument, ctx.write, data, data, len);
	if (!ret)
		ret = mlx5ctl_prm_print(stdout, r->layout, data, len,
					opt_json ? MLX5CTL_PRINT_JSON : 0);
	mlx5ctl_close(dev);
	free(data);
	return ret ? fail() : 0;
}

/*
 * Encode c's inbox from "field=value" assignments, run it on dev, print the decoded outbox.
 * what names the request in messages. Exit status: 2 for a bad assignment, 1 when the device
 * or the firmware fails (the outbox is still printed when the firmware answered).
 */
static int run_command(const struct mlx5ctl_cmd_desc *c, const char *devname, char **assigns,
		       int nassigns, const char *what)
{
	size_t inlen = c->in->size_bits / 8, outlen = c->out->size_bits / 8;
	uint8_t *in = calloc(1, inlen), *out = calloc(1, outlen);
	struct mlx5ctl_dev *dev = NULL;
	char err[256], st[128];
	int ret = EXIT_FAIL;

	if (!in || !out)
		goto done;
	MLX5CTL_SET(mbox_in_hdr, in, opcode, c->opcode);
	for (int i = 0; i < nassigns; i++)
		if (mlx5ctl_prm_assign(c->in, in, inlen, assigns[i], err, sizeof(err))) {
			ret = usage_error("%s: %s", what, err);
			goto done;
		}
	if (open_dev(devname, &dev))
		goto done;
	if (mlx5ctl_rpc(dev, in, inlen, out, outlen)) {
		fail();
		goto done;
	}
	mlx5ctl_prm_print(stdout, c->out, out, outlen, opt_json ? MLX5CTL_PRINT_JSON : 0);
	if (MLX5CTL_GET(mbox_out_hdr, out, status)) {
		mlx5ctl_status_str(out, st, sizeof(st));
		fprintf(stderr, "mlx5ctl: %s failed: %s\n", c->name, st);
		goto done;
	}
	ret = 0;
done:
	mlx5ctl_close(dev);
	free(in);
	free(out);
	return ret;
}

/* ---- rpc ---- */
static int cmd_rpc(int argc, char **argv)
{
	const struct mlx5ctl_cmd_desc *c;
	char what[64];
	struct opts o;
	int i = 0;

	if (parse_common(argc, argv, &subcmds[4], NULL, NULL, NULL, false, &o))
		return EXIT_USAGE;
	if (o.nargs >= 2 && !strchr(o.args[1], '=') && !mlx5ctl_prm_find_command(o.args[0]))
		o.dev = o.args[i++];
	if (i >= o.nargs)
		return usage_error("rpc: which command? (any of the spec's, e.g. QUERY_ADAPTER)");
	c = mlx5ctl_prm_find_command(o.args[i]);
	if (!c)
		return usage_error("rpc: unknown command '%s'", o.args[i]);
	snprintf(what, sizeof(what), "rpc %s", c->name);
	return run_command(c, o.dev, o.args + i + 1, o.nargs - i - 1, what);
}

/* ---- obj ---- */
struct obj_ctx {
	const char *id;
};

static int obj_opt(int c, const char *arg, void *p)
{
	struct obj_ctx *ctx = p;

	if (c != 'i')
		return -1;
	ctx->id = arg;
	return 0;
}

static const struct mlx5ctl_cmd_desc *find_query(const char *type)
{
	for (unsigned int i = 0; i < mlx5ctl_prm_ncommands; i++)
		if (mlx5ctl_prm_commands[i].queries &&
		    !strcasecmp(mlx5ctl_prm_commands[i].queries, type))
			return &mlx5ctl_prm_commands[i];
	return NULL;
}

static int cmd_obj(int argc, char **argv)
{
	struct option extra[] = {
		{ "id", required_argument, NULL, 'i' },
		{ 0 },
	};
	struct obj_ctx ctx = { 0 };
	const struct mlx5ctl_cmd_desc *c;
	char assign[128], what[64];
	char *assigns[1] = { assign };
	struct opts o;
	int i = 0;

	if (parse_common(argc, argv, &subcmds[5], extra, obj_opt, &ctx, false, &o))
		return EXIT_USAGE;
	if (o.nargs >= 2)
		o.dev = o.args[i++];
	if (i >= o.nargs || !ctx.id) {
		fprintf(stderr, "mlx5ctl: obj: give an object type and --id; types:");
		for (unsigned int k = 0; k < mlx5ctl_prm_ncommands; k++)
			if (mlx5ctl_prm_commands[k].queries)
				fprintf(stderr, " %s", mlx5ctl_prm_commands[k].queries);
		fputc('\n', stderr);
		return EXIT_USAGE;
	}
	c = find_query(o.args[i]);
	if (!c)
		return usage_error("obj: no query command for object type '%s'", o.args[i]);
	snprintf(assign, sizeof(assign), "%s=%s", c->query_id, ctx.id);
	snprintf(what, sizeof(what), "obj %s --id", c->queries);
	return run_command(c, o.dev, assigns, 1, what);
}

/* ---- coredump / rscdump ---- */
struct dump_ctx {
	FILE *out;		/* the file, or NULL */
	uint8_t *mem;		/* or in memory */
	size_t len, cap;
	bool progress;
};

static int dump_sink(void *p, const void *data, size_t len)
{
	struct dump_ctx *c = p;

	if (c->out && fwrite(data, 1, len, c->out) != len)
		return -1;
	if (c->len + len > c->cap) {
		size_t cap = c->cap ? c->cap * 2 : 1 << 20;
		uint8_t *m;

		while (cap < c->len + len)
			cap *= 2;
		m = realloc(c->mem, cap);
		if (!m)
			return -1;
		c->mem = m;
		c->cap = cap;
	}
	memcpy(c->mem + c->len, data, len);
	c->len += len;
	if (c->progress)
		fprintf(stderr, "\r%zu KiB", c->len >> 10);
	return 0;
}

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

struct coredump_ctx {
	const char *out;
	bool inline_;
	size_t umem_size;
};

static int coredump_opt(int c, const char *arg, void *p)
{
	struct coredump_ctx *ctx = p;
	char *end;

	if (c == 'o')
		ctx->out = arg;
	else if (c == 'I')
		ctx->inline_ = true;
	else if (c == 'U') {
		ctx->umem_size = strtoull(arg, &end, 0);
		if (*end == 'K' || *end == 'k')
			ctx->umem_size <<= 10, end++;
		else if (*end == 'M' || *end == 'm')
			ctx->umem_size <<= 20, end++;
		return *end || !ctx->umem_size ? -1 : 0;
	} else
		return -1;
	return 0;
}

static int cmd_coredump(int argc, char **argv)
{
	struct option extra[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "inline", no_argument, NULL, 'I' },
		{ "umem-size", required_argument, NULL, 'U' },
		{ 0 },
	};
	struct coredump_ctx ctx = { .umem_size = 2u << 20 };
	struct mlx5ctl_dump_req req = { 0 };
	struct mlx5ctl_core_dump_info info;
	struct dump_ctx d = { 0 };
	struct mlx5ctl_dev *dev;
	unsigned long rpcs = 0;
	double t0, dt;
	struct opts o;
	int ret;

	if (parse_common(argc, argv, &subcmds[6], extra, coredump_opt, &ctx, true, &o))
		return EXIT_USAGE;
	if (o.nargs)
		return usage_error("coredump: unexpected argument '%s'", o.args[0]);
	if (!ctx.out)
		return usage_error("coredump: give the output file with -o FILE");
	req.umem_size = ctx.inline_ ? 0 : ctx.umem_size;
	if (open_dev(o.dev, &dev))
		return EXIT_FAIL;
	ret = mlx5ctl_dump_find(dev, "CORE_DUMP", &req.segment_type);
	if (ret) {
		mlx5ctl_close(dev);
		return fail();
	}
	d.out = fopen(ctx.out, "w");
	if (!d.out) {
		fprintf(stderr, "mlx5ctl: %s: %s\n", ctx.out, strerror(errno));
		mlx5ctl_close(dev);
		return EXIT_FAIL;
	}
	d.progress = isatty(STDERR_FILENO) && !opt_json;
	t0 = now_s();
	/* --inline: RESOURCE_DUMP, 208 bytes an RPC; else the CORE_DUMP register into a UMEM */
	ret = mlx5ctl_core_dump(dev, &req, dump_sink, &d, &rpcs);
	dt = now_s() - t0;
	if (d.progress)
		fputc('\n', stderr);
	if (fclose(d.out) && !ret)
		ret = mlx5ctl_seterr(-EIO, "%s: %s", ctx.out, strerror(errno));
	if (!ret)
		ret = mlx5ctl_core_dump_verify(d.mem, d.len, req.segment_type, &info);
	mlx5ctl_close(dev);
	free(d.mem);
	if (ret)
		return fail();
	if (opt_json) {
		fputs("{\"file\": ", stdout);
		mlx5ctl_json_string(stdout, ctx.out);
		printf(", \"bytes\": %zu, \"payload_bytes\": %u, \"segments\": %u,"
		       " \"crc32\": \"%08x\", \"verified\": true, \"mode\": \"%s\", \"rpcs\": %lu,"
		       " \"seconds\": %.6f}\n", d.len, info.total_size, info.num_segments,
		       info.checksum, req.umem_size ? "umem" : "inline", rpcs, dt);
	} else {
		printf("core dump:  %s, %zu bytes (%u bytes of payload in %u segments)\n"
		       "checksum:   CRC-32 %08x, verified\n"
		       "transfer:   %s, %lu RPC%s, %.3f s\n", ctx.out, d.len, info.total_size,
		       info.num_segments, info.checksum,
		       req.umem_size ? "UMEM-backed MKEY" : "inline", rpcs, rpcs == 1 ? "" : "s", dt);
	}
	return 0;
}

struct rscdump_ctx {
	const char *out;
	uint32_t index1, num1;
	size_t umem_size;
};

static int rscdump_opt(int c, const char *arg, void *p)
{
	struct rscdump_ctx *ctx = p;
	char *end;

	switch (c) {
	case 'o':
		ctx->out = arg;
		return 0;
	case '1':
		ctx->index1 = (uint32_t)strtoul(arg, &end, 0);
		return *end ? -1 : 0;
	case 'n':
		ctx->num1 = !strcmp(arg, "all") ? 0xffff : (uint32_t)strtoul(arg, &end, 0);
		return !strcmp(arg, "all") || (!*end && ctx->num1 <= 0xffff) ? 0 : -1;
	case 'U':
		ctx->umem_size = strtoull(arg, &end, 0);
		return *end ? -1 : 0;
	}
	return -1;
}

static int cmd_rscdump(int argc, char **argv)
{
	struct option extra[] = {
		{ "output", required_argument, NULL, 'o' },
		{ "index1", required_argument, NULL, '1' },
		{ "num", required_argument, NULL, 'n' },
		{ "umem-size", required_argument, NULL, 'U' },
		{ 0 },
	};
	struct rscdump_ctx ctx = { .num1 = 0xffff };
	struct mlx5ctl_dump_req req = { .segment_type = MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MENU };
	const struct mlx5ctl_enum_desc *st = mlx5ctl_prm_find_enum("resource_dump_segment_type");
	struct mlx5ctl_dump_seg seg;
	struct dump_ctx d = { 0 };
	struct mlx5ctl_dev *dev;
	const char *segname = NULL;
	size_t off = 0;
	struct opts o;
	int ret, i = 0, r, nseg = 0;

	if (parse_common(argc, argv, &subcmds[7], extra, rscdump_opt, &ctx, false, &o))
		return EXIT_USAGE;
	if (o.nargs >= 2)
		o.dev = o.args[i++];
	if (i < o.nargs)
		segname = o.args[i++];
	if (i < o.nargs)
		return usage_error("rscdump: unexpected argument '%s'", o.args[i]);
	if (open_dev(o.dev, &dev))
		return EXIT_FAIL;
	if (segname) {
		ret = mlx5ctl_dump_find(dev, segname, &req.segment_type);
		if (ret) {
			mlx5ctl_close(dev);
			return fail();
		}
		req.index1 = ctx.index1;
		req.num_of_obj1 = (uint16_t)ctx.num1;
		req.umem_size = ctx.umem_size;
	}
	if (ctx.out && !(d.out = fopen(ctx.out, "w"))) {
		fprintf(stderr, "mlx5ctl: %s: %s\n", ctx.out, strerror(errno));
		mlx5ctl_close(dev);
		return EXIT_FAIL;
	}
	ret = mlx5ctl_resource_dump(dev, &req, dump_sink, &d, NULL);
	if (d.out && fclose(d.out) && !ret)
		ret = mlx5ctl_seterr(-EIO, "%s: %s", ctx.out, strerror(errno));
	mlx5ctl_close(dev);
	if (ret) {
		free(d.mem);
		return fail();
	}
	if (opt_json)
		printf("[");
	else
		printf("%-10s %-8s %-10s %-10s %s\n", "SEGMENT", "TYPE", "INDEX1", "INDEX2",
		       segname ? "BYTES" : "BYTES / MENU ENTRY");
	while ((r = mlx5ctl_dump_next(d.mem, d.len, &off, &seg)) > 0) {
		const char *name = mlx5ctl_prm_enum_name(st, seg.type);
		size_t hdr = MLX5CTL_ST_SZ_BYTES(resource_dump_menu_segment);
		size_t rec = MLX5CTL_ST_SZ_BYTES(resource_dump_menu_record);

		if (opt_json)
			printf("%s\n  {\"type\": %u, \"name\": \"%s\", \"index1\": %u, \"index2\": %u,"
			       " \"bytes\": %zu}", nseg ? "," : "", seg.type, name ? name : "",
			       seg.index1, seg.index2, seg.len);
		else
			printf("%-10s 0x%04x   %-10u %-10u %zu\n", name ? name : "?", seg.type,
			       seg.index1, seg.index2, seg.len);
		nseg++;
		if (opt_json || seg.type != MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MENU || seg.len < hdr)
			continue;
		for (size_t k = 0; k < MLX5CTL_GET(resource_dump_menu_segment, seg.data,
						   num_of_records) &&
		     hdr + (k + 1) * rec <= seg.len; k++) {
			const uint8_t *m = seg.data + hdr + k * rec;

			printf("%-10s 0x%04x   %-10.16s %-10.16s menu: %.16s\n", "",
			       MLX5CTL_GET(resource_dump_menu_record, m, segment_type),
			       (const char *)MLX5CTL_ADDR_OF(resource_dump_menu_record, m, index1_name),
			       (const char *)MLX5CTL_ADDR_OF(resource_dump_menu_record, m, index2_name),
			       (const char *)MLX5CTL_ADDR_OF(resource_dump_menu_record, m, segment_name));
		}
	}
	if (opt_json)
		printf("%s]\n", nseg ? "\n" : "");
	free(d.mem);
	if (r < 0) {
		fprintf(stderr, "mlx5ctl: rscdump: malformed segment at byte %zu\n", off);
		return EXIT_FAIL;
	}
	return 0;
}

/* ---- config ---- */
struct config_ctx {
	bool reset;
};

static int config_opt(int c, const char *arg, void *p)
{
	struct config_ctx *ctx = p;

	(void)arg;
	if (c != 'R')
		return -1;
	ctx->reset = true;
	return 0;
}

/* "ITEM.field" or a field name unique among the items: the item and the field's path */
static const struct mlx5ctl_enum_value *config_param(const char *name, const char **field)
{
	const struct mlx5ctl_enum_desc *e = mlx5ctl_prm_find_enum("nv_param");
	const struct mlx5ctl_enum_value *found = NULL;
	const char *dot = strchr(name, '.');
	int matches = 0;

	for (unsigned int i = 0; i < e->nvalues; i++) {
		const struct mlx5ctl_enum_value *v = &e->values[i];

		if (dot) {
			if (strlen(v->name) == (size_t)(dot - name) &&
			    !strncasecmp(v->name, name, (size_t)(dot - name))) {
				*field = dot + 1;
				return v;
			}
			continue;
		}
		for (unsigned int k = 0; k < v->layout->nfields; k++)
			if (!strcasecmp(v->layout->fields[k].name, name)) {
				found = v;
				*field = v->layout->fields[k].name;
				matches++;
			}
	}
	return matches == 1 ? found : NULL;
}

static int cmd_config(int argc, char **argv)
{
	struct option extra[] = {
		{ "reset", no_argument, NULL, 'R' },
		{ 0 },
	};
	const struct mlx5ctl_enum_desc *e = mlx5ctl_prm_find_enum("nv_param");
	struct config_ctx ctx = { 0 };
	struct mlx5ctl_dev *dev;
	struct opts o;
	int ret = 0, i = 0, nsets = 0, rows = 0;

	if (parse_common(argc, argv, &subcmds[8], extra, config_opt, &ctx, false, &o))
		return EXIT_USAGE;
	if (o.nargs && !strchr(o.args[0], '=') && !config_param(o.args[0], &(const char *){ 0 }))
		o.dev = o.args[i++];
	for (int k = i; k < o.nargs; k++) {
		const char *field;

		if (!config_param(o.args[k], &field) && !strchr(o.args[k], '='))
			return usage_error("config: unknown parameter '%s'", o.args[k]);
		if (strchr(o.args[k], '='))
			nsets++;
	}
	if (open_dev(o.dev, &dev))
		return EXIT_FAIL;
	if (ctx.reset && mlx5ctl_nv_reset(dev)) {
		mlx5ctl_close(dev);
		return fail();
	}
	/* set: read next-boot, assign, write back; one item at a time */
	for (int k = i; k < o.nargs && !ret; k++) {
		char name[128], assign[256], err[256];
		const struct mlx5ctl_enum_value *v;
		const char *eq = strchr(o.args[k], '='), *field;
		uint8_t data[256];
		size_t len;

		if (!eq)
			continue;
		snprintf(name, sizeof(name), "%.*s", (int)(eq - o.args[k]), o.args[k]);
		v = config_param(name, &field);
		if (!v) {
			ret = usage_error("config: unknown or ambiguous parameter '%s'", name);
			break;
		}
		len = v->layout->size_bits / 8;
		snprintf(assign, sizeof(assign), "%s%s", field, eq);
		if (mlx5ctl_nv_read(dev, v->value, MLX5CTL_NV_ACCESS_MODE_NEXT, data, len)) {
			ret = fail();
			break;
		}
		if (mlx5ctl_prm_assign(v->layout, data, len, assign, err, sizeof(err))) {
			ret = usage_error("config %s: %s", v->name, err);
			break;
		}
		if (mlx5ctl_nv_write(dev, v->value, data, len))
			ret = fail();
	}
	/* show: every field of every item, or the ones named */
	if (!ret) {
		if (opt_json)
			printf("[");
		else
			printf("%-44s %-10s %-10s %s\n", "PARAMETER", "CURRENT", "NEXT BOOT",
			       "DEFAULT");
		for (unsigned int n = 0; n < e->nvalues && !ret; n++) {
			const struct mlx5ctl_enum_value *v = &e->values[n];
			size_t len = v->layout->size_bits / 8;
			uint8_t cur[256], next[256], def[256];

			if (mlx5ctl_nv_read(dev, v->value, MLX5CTL_NV_ACCESS_MODE_CURRENT, cur, len) ||
			    mlx5ctl_nv_read(dev, v->value, MLX5CTL_NV_ACCESS_MODE_NEXT, next, len) ||
			    mlx5ctl_nv_read(dev, v->value, MLX5CTL_NV_ACCESS_MODE_DEFAULT, def, len)) {
				ret = fail();
				break;
			}
			for (unsigned int k = 0; k < v->layout->nfields; k++) {
				const struct mlx5ctl_field_desc *f = &v->layout->fields[k];
				struct mlx5ctl_prm_ref ref = { .f = f, .bit = f->bit };
				bool wanted = i >= o.nargs;

				for (int a = i; a < o.nargs; a++) {
					const char *fld;
					char nm[128];

					snprintf(nm, sizeof(nm), "%.*s", (int)strcspn(o.args[a], "="),
						 o.args[a]);
					if (config_param(nm, &fld) == v && !strcasecmp(fld, f->name))
						wanted = true;
				}
				if (!wanted)
					continue;
				if (opt_json)
					printf("%s\n  {\"item\": \"%s\", \"name\": \"%s\", \"current\": %llu,"
					       " \"next\": %llu, \"default\": %llu}", rows ? "," : "",
					       v->name, f->name,
					       (unsigned long long)mlx5ctl_prm_get(cur, &ref),
					       (unsigned long long)mlx5ctl_prm_get(next, &ref),
					       (unsigned long long)mlx5ctl_prm_get(def, &ref));
				else
					printf("%s.%-*s %-10llu %-10llu %llu\n", v->name,
					       (int)(43 - strlen(v->name)), f->name,
					       (unsigned long long)mlx5ctl_prm_get(cur, &ref),
					       (unsigned long long)mlx5ctl_prm_get(next, &ref),
					       (unsigned long long)mlx5ctl_prm_get(def, &ref));
				rows++;
			}
		}
		if (opt_json && !ret)
			printf("%s]\n", rows ? "\n" : "");
		if (!opt_json && !ret && (nsets || ctx.reset))
			printf("new values take effect at the next device reset\n");
	}
	mlx5ctl_close(dev);
	return ret;
}

/* ---- names ---- */
static int cmd_names(int argc, char **argv)
{
	const struct mlx5ctl_enum_desc *ct = mlx5ctl_prm_find_enum("cap_type");
	struct opts o;
	const char *what;

	if (parse_common(argc, argv, &subcmds[9], NULL, NULL, NULL, false, &o))
		return EXIT_USAGE;
	what = o.nargs ? o.args[0] : "";
	if (!strcmp(what, "commands")) {
		for (unsigned int i = 0; i < mlx5ctl_prm_ncommands; i++)
			printf("%s\n", mlx5ctl_prm_commands[i].name);
	} else if (!strcmp(what, "registers")) {
		for (unsigned int i = 0; i < mlx5ctl_prm_nregisters; i++)
			printf("%s\n", mlx5ctl_prm_registers[i].name);
	} else if (!strcmp(what, "structs")) {
		for (unsigned int i = 0; i < mlx5ctl_prm_nstructs; i++)
			printf("%s\n", mlx5ctl_prm_structs[i].name);
	} else if (!strcmp(what, "caps")) {
		for (unsigned int i = 0; i < ct->nvalues; i++)
			if (ct->values[i].layout)
				printf("%s\n", ct->values[i].name);
	} else if (!strcmp(what, "objects")) {
		for (unsigned int i = 0; i < mlx5ctl_prm_ncommands; i++)
			if (mlx5ctl_prm_commands[i].queries)
				printf("%s\n", mlx5ctl_prm_commands[i].queries);
	} else if (!strcmp(what, "counters")) {
		const struct mlx5ctl_enum_desc *dc = mlx5ctl_prm_find_enum("diag_counter");

		/* as 'diag --counters' takes them */
		for (unsigned int i = 0; dc && i < dc->nvalues; i++) {
			for (const char *c = dc->values[i].name; *c; c++)
				putchar(tolower((unsigned char)*c));
			putchar('\n');
		}
	} else {
		return usage_error("names: one of commands, registers, structs, caps, objects, "
				   "counters");
	}
	return 0;
}

/* ---- diag: diagnostic counters the firmware samples ---- */
struct diag_opts {
	uint16_t ids[MLX5CTL_DIAG_MAX_COUNTERS];
	unsigned int nids;		/* 0: every counter the device has */
	double interval_ms;
	unsigned int count;
	bool inline_, rate;
};

/* "cmds", "CMD_ERRORS", "dma-read-bytes" (the spec's names) or a number, comma-separated */
static int diag_parse_counters(const char *list, struct diag_opts *o, char *err, size_t errlen)
{
	char *dup = strdup(list), *save = NULL, *tok;
	int ret = 0;

	if (!dup)
		return -1;
	o->nids = 0;
	for (tok = strtok_r(dup, ",", &save); tok && !ret; tok = strtok_r(NULL, ",", &save)) {
		int id = mlx5ctl_diag_counter_id(tok);

		if (id < 0) {
			char *end;
			unsigned long v = strtoul(tok, &end, 0);

			if (!isdigit((unsigned char)*tok) || *end || !v || v > 0xffff) {
				snprintf(err, errlen, "unknown counter '%s'", tok);
				ret = -1;
				break;
			}
			id = (int)v;
		}
		for (unsigned int i = 0; i < o->nids; i++)
			if (o->ids[i] == id) {
				snprintf(err, errlen, "counter '%s' given twice", tok);
				ret = -1;
			}
		if (!ret && o->nids == MLX5CTL_DIAG_MAX_COUNTERS) {
			snprintf(err, errlen, "more than %d counters", MLX5CTL_DIAG_MAX_COUNTERS);
			ret = -1;
		}
		if (!ret)
			o->ids[o->nids++] = (uint16_t)id;
	}
	if (!ret && !o->nids) {
		snprintf(err, errlen, "no counters in '%s'", list);
		ret = -1;
	}
	free(dup);
	return ret;
}

/* the spec's name in lower case ("dma_read_bytes"), or the id in hex */
static void diag_name(uint16_t id, char *buf, size_t len)
{
	const char *n = mlx5ctl_diag_counter_name(id);
	size_t i;

	if (!n) {
		snprintf(buf, len, "0x%04x", id);
		return;
	}
	for (i = 0; n[i] && i + 1 < len; i++)
		buf[i] = (char)tolower((unsigned char)n[i]);
	buf[i] = '\0';
}

static const char *diag_doc(uint16_t id)
{
	const struct mlx5ctl_enum_desc *e = mlx5ctl_prm_find_enum("diag_counter");

	for (unsigned int i = 0; e && i < e->nvalues; i++)
		if (e->values[i].value == id)
			return e->values[i].doc;
	return NULL;
}

/* a gauge (its value is a level, not a count): the spec says so in the counter's doc */
static bool diag_is_gauge(uint16_t id)
{
	const char *doc = diag_doc(id);

	return doc && strstr(doc, "gauge");
}

/* samples as rows: one per sample time, one column per counter */
struct diag_table {
	unsigned int ncntr;
	uint16_t id[MLX5CTL_DIAG_MAX_COUNTERS];
	unsigned int nrows;
	uint16_t *sample_id;
	double *time_s;			/* since the first row */
	uint64_t *val;			/* nrows x ncntr */
	double period_s;
	const char *mode;		/* "umem" or "inline" */
	unsigned long rpcs;		/* umem: RPCs the read took */
};

static void diag_table_free(struct diag_table *t)
{
	free(t->sample_id);
	free(t->time_s);
	free(t->val);
	t->sample_id = NULL;
	t->time_s = NULL;
	t->val = NULL;
}

/* from samples in time order (mlx5ctl_diag_sort), at most max_rows rows */
static int diag_table_build(struct diag_table *t, const struct mlx5ctl_diag_sample *s, size_t n,
			    uint32_t freq_khz, unsigned int max_rows)
{
	size_t rows = 0;

	for (size_t i = 0; i < n; i++)
		rows += !i || s[i].sample_id != s[i - 1].sample_id;
	if (rows > max_rows)
		rows = max_rows;
	t->nrows = 0;
	t->sample_id = calloc(rows ? rows : 1, sizeof(*t->sample_id));
	t->time_s = calloc(rows ? rows : 1, sizeof(*t->time_s));
	t->val = calloc((rows ? rows : 1) * (t->ncntr ? t->ncntr : 1), sizeof(*t->val));
	if (!t->sample_id || !t->time_s || !t->val) {
		diag_table_free(t);
		return mlx5ctl_seterr(-ENOMEM, "out of memory");
	}
	for (size_t i = 0; i < n; i++) {
		unsigned int r;

		if (!i || s[i].sample_id != s[i - 1].sample_id) {
			if (t->nrows == rows)
				break;
			r = t->nrows++;
			t->sample_id[r] = s[i].sample_id;
			/* 32-bit time stamps: each step is shorter than their wrap */
			t->time_s[r] = r ? t->time_s[r - 1] +
					   (uint32_t)(s[i].time_stamp - s[i - 1].time_stamp) /
					   (freq_khz * 1e3) : 0;
		}
		r = t->nrows - 1;
		for (unsigned int c = 0; c < t->ncntr; c++)
			if (t->id[c] == s[i].counter_id)
				t->val[(size_t)r * t->ncntr + c] = s[i].value;
	}
	return 0;
}

/* the rate of column c between row r - 1 and r; false for the first row */
static bool diag_rate(const struct diag_table *t, unsigned int r, unsigned int c, double *rate)
{
	double dt;

	if (!r)
		return false;
	dt = t->time_s[r] - t->time_s[r - 1];
	if (dt <= 0)
		return false;
	*rate = ((double)t->val[(size_t)r * t->ncntr + c] -
		 (double)t->val[(size_t)(r - 1) * t->ncntr + c]) / dt;
	return true;
}

static void diag_print_table(FILE *f, const struct diag_table *t, bool rate)
{
	char name[64], head[72];
	int w[MLX5CTL_DIAG_MAX_COUNTERS];

	fprintf(f, "%-7s %-12s", "SAMPLE", "TIME_S");
	for (unsigned int c = 0; c < t->ncntr; c++) {
		diag_name(t->id[c], name, sizeof(name));
		snprintf(head, sizeof(head), "%s%s", name,
			 rate && !diag_is_gauge(t->id[c]) ? "/s" : "");
		w[c] = strlen(head) > 14 ? (int)strlen(head) : 14;
		fprintf(f, " %*s", w[c], head);
	}
	fputc('\n', f);
	for (unsigned int r = 0; r < t->nrows; r++) {
		fprintf(f, "%-7u %-12.6f", t->sample_id[r], t->time_s[r]);
		for (unsigned int c = 0; c < t->ncntr; c++) {
			double v;

			if (!rate || diag_is_gauge(t->id[c]))
				fprintf(f, " %*" PRIu64, w[c], t->val[(size_t)r * t->ncntr + c]);
			else if (diag_rate(t, r, c, &v))
				fprintf(f, " %*.1f", w[c], v);
			else
				fprintf(f, " %*s", w[c], "-");
		}
		fputc('\n', f);
	}
}

static void diag_print_json(FILE *f, const struct diag_table *t, const char *device, bool rate)
{
	char name[64];

	fputs("{\"device\": ", f);
	mlx5ctl_json_string(f, device);
	fprintf(f, ", \"mode\": \"%s\"", t->mode);
	if (!strcmp(t->mode, "umem"))
		fprintf(f, ", \"rpcs\": %lu", t->rpcs);
	fprintf(f, ", \"period_s\": %.9f, \"counters\": [", t->period_s);
	for (unsigned int c = 0; c < t->ncntr; c++) {
		diag_name(t->id[c], name, sizeof(name));
		fprintf(f, "%s{\"name\": ", c ? ", " : "");
		mlx5ctl_json_string(f, name);
		fprintf(f, ", \"id\": %u, \"gauge\": %s}", t->id[c],
			diag_is_gauge(t->id[c]) ? "true" : "false");
	}
	fputs("], \"samples\": [", f);
	for (unsigned int r = 0; r < t->nrows; r++) {
		fprintf(f, "%s\n  {\"sample_id\": %u, \"time_s\": %.9f, \"values\": {", r ? "," : "",
			t->sample_id[r], t->time_s[r]);
		for (unsigned int c = 0; c < t->ncntr; c++) {
			diag_name(t->id[c], name, sizeof(name));
			fprintf(f, "%s\"%s\": %" PRIu64, c ? ", " : "", name,
				t->val[(size_t)r * t->ncntr + c]);
		}
		fputc('}', f);
		if (rate) {
			fputs(", \"rates\": {", f);
			for (unsigned int c = 0; c < t->ncntr; c++) {
				double v;

				diag_name(t->id[c], name, sizeof(name));
				fprintf(f, "%s\"%s\": ", c ? ", " : "", name);
				if (!diag_is_gauge(t->id[c]) && diag_rate(t, r, c, &v))
					fprintf(f, "%.3f", v);
				else
					fputs("null", f);
			}
			fputc('}', f);
		}
		fputc('}', f);
	}
	fprintf(f, "%s]}\n", t->nrows ? "\n" : "");
}

static void sleep_s(double s)
{
	struct timespec ts;

	if (s <= 0)
		return;
	ts.tv_sec = (time_t)s;
	ts.tv_nsec = (long)((s - (double)ts.tv_sec) * 1e9);
	nanosleep(&ts, NULL);
}

/* 2^n closest to x (in ratio) */
static unsigned int log2_nearest(double x)
{
	unsigned int l = 0;

	while (l < 62 && (double)(1ull << (l + 1)) <= x)
		l++;
	if (x > (double)(1ull << l) * 1.4142135623730951)
		l++;
	return l;
}

/* distinct sample ids in samples sorted by time */
static unsigned int diag_nrows(const struct mlx5ctl_diag_sample *s, size_t n)
{
	unsigned int rows = 0;

	for (size_t i = 0; i < n; i++)
		rows += !i || s[i].sample_id != s[i - 1].sample_id;
	return rows;
}

/*
 * Sample o->count times every o->interval_ms (rounded to a power of two of device clocks) into
 * the device's buffer, read it (through a UMEM in one RPC, or --inline with
 * QUERY_DIAGNOSTIC_COUNTERS), print it. Returns the exit status.
 */
static int diag_run(struct mlx5ctl_dev *dev, const char *device, const struct diag_opts *o,
		    FILE *out)
{
	struct mlx5ctl_diag_params p = { .enable = true, .single = true, .clear = true };
	struct mlx5ctl_diag_params stop = { 0 };
	struct diag_table t = { .mode = o->inline_ ? "inline" : "umem" };
	struct mlx5ctl_diag_sample *s = NULL;
	struct mlx5ctl_diag_caps caps;
	unsigned int log_period, log_samples = 0;
	double ticks;
	size_t n = 0;
	int ret = 0;

	if (mlx5ctl_diag_caps(dev, &caps))
		return fail();
	if (!caps.device_frequency_khz) {
		fprintf(stderr, "mlx5ctl: diag: the device reports no clock frequency\n");
		return EXIT_FAIL;
	}
	if (o->nids) {
		for (unsigned int i = 0; i < o->nids; i++) {
			bool have = false;
			char name[64];

			for (unsigned int k = 0; k < caps.num_counters; k++)
				have |= caps.counter_id[k] == o->ids[i];
			if (!have) {
				diag_name(o->ids[i], name, sizeof(name));
				fprintf(stderr, "mlx5ctl: diag: the device has no counter %s; it has:",
					name);
				for (unsigned int k = 0; k < caps.num_counters; k++) {
					diag_name(caps.counter_id[k], name, sizeof(name));
					fprintf(stderr, " %s", name);
				}
				fputc('\n', stderr);
				return EXIT_FAIL;
			}
			p.counter_id[i] = o->ids[i];
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
		return usage_error("diag: --interval %g ms: the longest sample period is %.0f ms",
				   o->interval_ms, (double)(1u << 31) / caps.device_frequency_khz);
	while ((1u << log_samples) < o->count)
		log_samples++;
	if (log_samples > caps.log_max_samples || log_samples > 15)
		return usage_error("diag: --count %u: the device keeps at most %u samples",
				   o->count, 1u << (caps.log_max_samples < 15 ?
						    caps.log_max_samples : 15));
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
			ret = mlx5ctl_diag_query(dev, 0, (uint16_t)(1u << log_samples), p.num_counters,
						 &s, &n);
		else
			ret = mlx5ctl_diag_read(dev, mlx5ctl_diag_dump_bytes(&p), &s, &n, &t.rpcs);
		if (ret)
			break;
		mlx5ctl_diag_sort(s, n);
		if (diag_nrows(s, n) >= o->count)
			break;
		sleep_s(t.period_s / 2 > 0.001 ? t.period_s / 2 : 0.001);
	}
	/* stop sampling; the buffer stays readable */
	if (!ret && mlx5ctl_diag_set(dev, &stop))
		ret = -1;
	if (!ret)
		ret = diag_table_build(&t, s, n, caps.device_frequency_khz, o->count);
	free(s);
	if (ret)
		return fail();
	if (t.nrows < o->count)
		fprintf(stderr, "mlx5ctl: diag: %u of %u samples taken\n", t.nrows, o->count);
	if (opt_json)
		diag_print_json(out, &t, device, o->rate);
	else
		diag_print_table(out, &t, o->rate);
	diag_table_free(&t);
	return t.nrows < o->count ? EXIT_FAIL : 0;
}

static int diag_opt(int c, const char *arg, void *p)
{
	struct diag_opts *o = p;
	char *end, err[128];

	switch (c) {
	case 'c':
		if (diag_parse_counters(arg, o, err, sizeof(err))) {
			fprintf(stderr, "mlx5ctl: diag: --counters: %s\n", err);
			return -1;
		}
		return 0;
	case 'i':
		o->interval_ms = strtod(arg, &end);
		return *end || !(o->interval_ms > 0 && o->interval_ms < 1e9) ? -1 : 0;
	case 'n': {
		unsigned long v = strtoul(arg, &end, 0);

		/* 16-bit sample ids: fewer than 2^15 samples stay in order */
		if (*end || !isdigit((unsigned char)*arg) || !v || v > 32768)
			return -1;
		o->count = (unsigned int)v;
		return 0;
	}
	case 'I':
		o->inline_ = true;
		return 0;
	case 'r':
		o->rate = true;
		return 0;
	}
	return -1;
}

static const struct subcmd *find_subcmd(const char *name)
{
	for (const struct subcmd *s = subcmds; s->name; s++)
		if (!strcmp(s->name, name))
			return s;
	return NULL;
}

static int cmd_diag(int argc, char **argv)
{
	struct option extra[] = {
		{ "counters", required_argument, NULL, 'c' },
		{ "interval", required_argument, NULL, 'i' },
		{ "count", required_argument, NULL, 'n' },
		{ "inline", no_argument, NULL, 'I' },
		{ "rate", no_argument, NULL, 'r' },
		{ 0 },
	};
	struct diag_opts o = { .interval_ms = 1000, .count = 5 };
	struct mlx5ctl_devinfo info;
	struct mlx5ctl_dev *dev;
	struct opts args;
	int ret;

	if (parse_common(argc, argv, find_subcmd("diag"), extra, diag_opt, &o, true, &args))
		return EXIT_USAGE;
	if (args.nargs)
		return usage_error("diag: unexpected argument '%s'", args.args[0]);
	if (open_dev(args.dev, &dev))
		return EXIT_FAIL;
	if (mlx5ctl_info(dev, &info)) {
		mlx5ctl_close(dev);
		return fail();
	}
	ret = diag_run(dev, info.adev, &o, stdout);
	mlx5ctl_close(dev);
	return ret;
}

/* ---- monitor: temperatures, diagnostic counters, firmware version for Prometheus ---- */
#define MON_MAX_SENSORS 64

struct mon_temp {
	unsigned int index;
	char name[9];
	double celsius, max_celsius;
};

struct mon_dev {
	char device[64], pci[64];
	bool have_fw;
	char fw[32], psid[17];
	unsigned int ntemps;
	struct mon_temp temps[MON_MAX_SENSORS];
	bool have_diag;
	unsigned int nctr;
	uint16_t id[MLX5CTL_DIAG_MAX_COUNTERS];
	uint64_t val[MLX5CTL_DIAG_MAX_COUNTERS];
};

/* printable ASCII of a fixed-size field, trailing NULs and blanks dropped */
static void mon_ascii(char *dst, size_t dlen, const uint8_t *src, size_t slen)
{
	size_t n = 0;

	for (size_t i = 0; i < slen && n + 1 < dlen && src[i]; i++)
		dst[n++] = isprint(src[i]) ? (char)src[i] : '?';
	while (n && dst[n - 1] == ' ')
		n--;
	dst[n] = '\0';
}

static void mon_warn(const struct mon_dev *m, const char *what)
{
	fprintf(stderr, "mlx5ctl: monitor: %s: %s: %s\n", m->device, what, mlx5ctl_strerror());
}

/* what one device has to say; parts that fail are left out (warned about). 0 if anything. */
static int monitor_collect(struct mlx5ctl_dev *dev, struct mon_dev *m)
{
	uint8_t mgir[MLX5CTL_ST_SZ_BYTES(mgir_reg)] = { 0 };
	uint8_t mtcap[MLX5CTL_ST_SZ_BYTES(mtcap_reg)] = { 0 };
	struct mlx5ctl_diag_params p = { .enable = true, .single = true, .on_demand = true };
	struct mlx5ctl_devinfo info;
	struct mlx5ctl_diag_caps caps;
	struct mlx5ctl_diag_sample *s;
	size_t n;
	int err;

	memset(m, 0, sizeof(*m));
	if (mlx5ctl_info(dev, &info))
		return -1;
	snprintf(m->device, sizeof(m->device), "%s", info.adev);
	snprintf(m->pci, sizeof(m->pci), "%s", info.pci);

	if (!mlx5ctl_access_reg(dev, MLX5CTL_REG_MGIR, 0, false, NULL, mgir, sizeof(mgir))) {
		m->have_fw = true;
		snprintf(m->fw, sizeof(m->fw), "%u.%u.%u",
			 MLX5CTL_GET(mgir_reg, mgir, fw_info.extended_major),
			 MLX5CTL_GET(mgir_reg, mgir, fw_info.extended_minor),
			 MLX5CTL_GET(mgir_reg, mgir, fw_info.extended_sub_minor));
		mon_ascii(m->psid, sizeof(m->psid), MLX5CTL_ADDR_OF(mgir_reg, mgir, fw_info.psid),
			  MLX5CTL_FLD_SZ_BYTES(mgir_reg, fw_info.psid));
	} else {
		mon_warn(m, "MGIR");
	}

	if (!mlx5ctl_access_reg(dev, MLX5CTL_REG_MTCAP, 0, false, NULL, mtcap, sizeof(mtcap))) {
		uint64_t map = MLX5CTL_GET64(mtcap_reg, mtcap, sensor_map);

		for (unsigned int i = 0; i < MON_MAX_SENSORS; i++) {
			uint8_t mtmp[MLX5CTL_ST_SZ_BYTES(mtmp_reg)] = { 0 };
			struct mon_temp *t = &m->temps[m->ntemps];
			uint8_t nm[8];

			if (!(map >> i & 1))
				continue;
			MLX5CTL_SET(mtmp_reg, mtmp, sensor_index, i);
			if (mlx5ctl_access_reg(dev, MLX5CTL_REG_MTMP, 0, false, mtmp, mtmp,
					       sizeof(mtmp))) {
				mon_warn(m, "MTMP");
				continue;
			}
			t->index = i;
			/* signed, in 0.125 degrees Celsius */
			t->celsius = (int16_t)MLX5CTL_GET(mtmp_reg, mtmp, temperature) * 0.125;
			t->max_celsius = (int16_t)MLX5CTL_GET(mtmp_reg, mtmp, max_temperature) * 0.125;
			mlx5ctl_be32_store(nm, MLX5CTL_GET(mtmp_reg, mtmp, sensor_name_hi));
			mlx5ctl_be32_store(nm + 4, MLX5CTL_GET(mtmp_reg, mtmp, sensor_name_lo));
			mon_ascii(t->name, sizeof(t->name), nm, sizeof(nm));
			m->ntemps++;
		}
	} else {
		mon_warn(m, "MTCAP");
	}

	/* the counters now: one on-demand sample (this reconfigures the device's sampler) */
	err = mlx5ctl_diag_caps(dev, &caps);
	if (err) {
		if (err != -EOPNOTSUPP)		/* a device without them: nothing to say */
			mon_warn(m, "diagnostic counters");
	} else {
		memcpy(p.counter_id, caps.counter_id, caps.num_counters * sizeof(caps.counter_id[0]));
		p.num_counters = caps.num_counters;
		if (mlx5ctl_diag_set(dev, &p) ||
		    mlx5ctl_diag_query(dev, 0, 1, p.num_counters, &s, &n)) {
			mon_warn(m, "diagnostic counters");
		} else {
			for (size_t i = 0; i < n && m->nctr < MLX5CTL_DIAG_MAX_COUNTERS; i++) {
				m->id[m->nctr] = s[i].counter_id;
				m->val[m->nctr++] = s[i].value;
			}
			m->have_diag = true;
			free(s);
		}
	}
	return m->have_fw || m->ntemps || m->have_diag ? 0 : -1;
}

/* Prometheus text format escapes: label values \ " and newline; HELP \ and newline */
static void prom_escape(FILE *f, const char *s, bool label)
{
	for (; *s; s++) {
		if (*s == '\\')
			fputs("\\\\", f);
		else if (*s == '\n')
			fputs("\\n", f);
		else if (label && *s == '"')
			fputs("\\\"", f);
		else
			fputc(*s, f);
	}
}

static void prom_family(FILE *f, const char *name, const char *type, const char *help)
{
	fprintf(f, "# HELP %s ", name);
	prom_escape(f, help, false);
	fprintf(f, "\n# TYPE %s %s\n", name, type);
}

static void prom_label(FILE *f, const char *key, const char *val, bool first)
{
	fprintf(f, "%s%s=\"", first ? "{" : ",", key);
	prom_escape(f, val, true);
	fputc('"', f);
}

/* the Prometheus metric name of a counter: mlx5ctl_diag_<name>[_total] */
static void prom_diag_name(uint16_t id, char *buf, size_t len)
{
	char name[64];

	diag_name(id, name, sizeof(name));
	snprintf(buf, len, "mlx5ctl_diag_%s%s", name, diag_is_gauge(id) ? "" : "_total");
}

/* every family once, its samples for every device together (the text format's rule) */
static void monitor_print(FILE *f, const struct mon_dev *m, unsigned int ndev)
{
	uint16_t ids[MLX5CTL_DIAG_MAX_COUNTERS];
	unsigned int nids = 0;
	bool any = false, unknown = false;
	char sensor[16], name[96], help[256];

	for (unsigned int d = 0; d < ndev; d++)
		any |= m[d].have_fw;
	if (any) {
		prom_family(f, "mlx5ctl_firmware_info", "gauge",
			    "Firmware version and PSID (MGIR); the value is always 1");
		for (unsigned int d = 0; d < ndev; d++) {
			if (!m[d].have_fw)
				continue;
			fputs("mlx5ctl_firmware_info", f);
			prom_label(f, "device", m[d].device, true);
			prom_label(f, "pci", m[d].pci, false);
			prom_label(f, "version", m[d].fw, false);
			prom_label(f, "psid", m[d].psid, false);
			fputs("} 1\n", f);
		}
	}
	for (int max = 0; max < 2; max++) {
		const char *fam = max ? "mlx5ctl_temperature_max_celsius" :
					"mlx5ctl_temperature_celsius";

		any = false;
		for (unsigned int d = 0; d < ndev; d++)
			any |= m[d].ntemps > 0;
		if (!any)
			break;
		prom_family(f, fam, "gauge", max ? "Highest temperature the sensor recorded (MTMP)" :
						   "Temperature of the sensor (MTMP)");
		for (unsigned int d = 0; d < ndev; d++)
			for (unsigned int i = 0; i < m[d].ntemps; i++) {
				const struct mon_temp *t = &m[d].temps[i];

				snprintf(sensor, sizeof(sensor), "%u", t->index);
				fputs(fam, f);
				prom_label(f, "device", m[d].device, true);
				prom_label(f, "sensor", sensor, false);
				prom_label(f, "name", t->name, false);
				fprintf(f, "} %.3f\n", max ? t->max_celsius : t->celsius);
			}
	}
	/* the counters any device has, in the order first seen */
	for (unsigned int d = 0; d < ndev; d++)
		for (unsigned int i = 0; i < m[d].nctr; i++) {
			bool seen = false;

			for (unsigned int k = 0; k < nids; k++)
				seen |= ids[k] == m[d].id[i];
			if (!mlx5ctl_diag_counter_name(m[d].id[i]))
				unknown = true;
			else if (!seen && nids < MLX5CTL_DIAG_MAX_COUNTERS)
				ids[nids++] = m[d].id[i];
		}
	for (unsigned int k = 0; k < nids; k++) {
		prom_diag_name(ids[k], name, sizeof(name));
		snprintf(help, sizeof(help), "%s (diagnostic counter 0x%04x)", diag_doc(ids[k]),
			 ids[k]);
		prom_family(f, name, diag_is_gauge(ids[k]) ? "gauge" : "counter", help);
		for (unsigned int d = 0; d < ndev; d++)
			for (unsigned int i = 0; i < m[d].nctr; i++)
				if (m[d].id[i] == ids[k]) {
					fputs(name, f);
					prom_label(f, "device", m[d].device, true);
					fprintf(f, "} %" PRIu64 "\n", m[d].val[i]);
				}
	}
	/* ids the spec does not name (a real device's): one untyped family, labelled by id */
	if (unknown) {
		prom_family(f, "mlx5ctl_diag_counter", "untyped",
			    "Diagnostic counter the specification does not name, by id");
		for (unsigned int d = 0; d < ndev; d++)
			for (unsigned int i = 0; i < m[d].nctr; i++) {
				if (mlx5ctl_diag_counter_name(m[d].id[i]))
					continue;
				snprintf(sensor, sizeof(sensor), "0x%04x", m[d].id[i]);
				fputs("mlx5ctl_diag_counter", f);
				prom_label(f, "device", m[d].device, true);
				prom_label(f, "id", sensor, false);
				fprintf(f, "} %" PRIu64 "\n", m[d].val[i]);
			}
	}
}

static void monitor_print_json(FILE *f, const struct mon_dev *m, unsigned int ndev)
{
	char name[64];

	fputc('[', f);
	for (unsigned int d = 0; d < ndev; d++) {
		fprintf(f, "%s\n  {\"device\": ", d ? "," : "");
		mlx5ctl_json_string(f, m[d].device);
		fputs(", \"pci\": ", f);
		mlx5ctl_json_string(f, m[d].pci);
		if (m[d].have_fw) {
			fputs(", \"firmware\": ", f);
			mlx5ctl_json_string(f, m[d].fw);
			fputs(", \"psid\": ", f);
			mlx5ctl_json_string(f, m[d].psid);
		}
		fputs(", \"temperatures\": [", f);
		for (unsigned int i = 0; i < m[d].ntemps; i++) {
			fprintf(f, "%s{\"sensor\": %u, \"name\": ", i ? ", " : "", m[d].temps[i].index);
			mlx5ctl_json_string(f, m[d].temps[i].name);
			fprintf(f, ", \"celsius\": %.3f, \"max_celsius\": %.3f}",
				m[d].temps[i].celsius, m[d].temps[i].max_celsius);
		}
		fputs("], \"counters\": {", f);
		for (unsigned int i = 0; i < m[d].nctr; i++) {
			diag_name(m[d].id[i], name, sizeof(name));
			fprintf(f, "%s\"%s\": %" PRIu64, i ? ", " : "", name, m[d].val[i]);
		}
		fputs("}}", f);
	}
	fprintf(f, "%s]\n", ndev ? "\n" : "");
}

/* stdout, or FILE.tmp renamed over FILE (node_exporter never reads half a file) */
static int monitor_write(const char *path, const struct mon_dev *m, unsigned int ndev)
{
	char tmp[4096];
	FILE *f;
	int err = 0;

	if (!path) {
		if (opt_json)
			monitor_print_json(stdout, m, ndev);
		else
			monitor_print(stdout, m, ndev);
		return fflush(stdout) ? EXIT_FAIL : 0;
	}
	if ((size_t)snprintf(tmp, sizeof(tmp), "%s.tmp", path) >= sizeof(tmp))
		return usage_error("monitor: output path too long");
	f = fopen(tmp, "w");
	if (!f) {
		fprintf(stderr, "mlx5ctl: %s: %s\n", tmp, strerror(errno));
		return EXIT_FAIL;
	}
	if (opt_json)
		monitor_print_json(f, m, ndev);
	else
		monitor_print(f, m, ndev);
	if (fflush(f) || fsync(fileno(f)))
		err = errno;
	if (fclose(f) && !err)
		err = errno;
	if (!err && rename(tmp, path))
		err = errno;
	if (err) {
		fprintf(stderr, "mlx5ctl: %s: %s\n", path, strerror(err));
		unlink(tmp);
		return EXIT_FAIL;
	}
	return 0;
}

static int monitor_opt(int c, const char *arg, void *p)
{
	if (c != 'o')
		return -1;
	*(const char **)p = arg;
	return 0;
}

static int cmd_monitor(int argc, char **argv)
{
	struct option extra[] = {
		{ "output", required_argument, NULL, 'o' },
		{ 0 },
	};
	const char *path = NULL;
	struct mon_dev *m = NULL;
	char **names = NULL;
	unsigned int ndev = 0;
	struct opts o;
	int n, ret = 0;

	if (parse_common(argc, argv, find_subcmd("monitor"), extra, monitor_opt, &path, true, &o))
		return EXIT_USAGE;
	if (o.nargs)
		return usage_error("monitor: unexpected argument '%s'", o.args[0]);
	/* DEV, or every device */
	if (o.dev) {
		n = 1;
	} else {
		n = mlx5ctl_list_names(&names);
		if (n < 0)
			return fail();
		if (!n) {
			mlx5ctl_free_names(names);
			fprintf(stderr, "mlx5ctl: monitor: no mlx5ctl devices\n");
			return EXIT_FAIL;
		}
	}
	m = calloc((size_t)n, sizeof(*m));
	if (!m) {
		mlx5ctl_free_names(names);
		return EXIT_FAIL;
	}
	for (int i = 0; i < n; i++) {
		struct mlx5ctl_dev *dev;

		if (mlx5ctl_open(o.dev ? o.dev : names[i], &dev)) {
			fprintf(stderr, "mlx5ctl: monitor: %s\n", mlx5ctl_strerror());
			ret = EXIT_FAIL;
			continue;
		}
		if (!monitor_collect(dev, &m[ndev]))
			ndev++;
		else
			ret = EXIT_FAIL;
		mlx5ctl_close(dev);
	}
	mlx5ctl_free_names(names);
	/* nothing at all: leave the last good file alone */
	if (ndev) {
		int w = monitor_write(path, m, ndev);

		if (w)
			ret = w;
	}
	free(m);
	return ret;
}

static const struct subcmd subcmds[] = {
	{ "list", cmd_list, "", "every device: PCI address, firmware, UID capabilities" },
	{ "info", cmd_info, "[DEV]", "what the driver reports for this file: UID and capabilities" },
	{ "caps", cmd_caps, "[DEV] [--type NAME] [--max] [--all]",
	  "capabilities, every field named (non-zero ones unless --all)" },
	{ "reg", cmd_reg, "[DEV] NAME [field=value ...] [--write]",
	  "read or write an access register of the spec" },
	{ "rpc", cmd_rpc, "[DEV] COMMAND [field=value ...]",
	  "run any command of the spec, encoded by field name" },
	{ "obj", cmd_obj, "[DEV] TYPE --id N",
	  "query an object the device holds (EQ, MKEY, VPORT, ...), decoded" },
	{ "coredump", cmd_coredump, "[DEV] -o FILE [--inline | --umem-size N[K|M]]",
	  "firmware core dump into FILE, verified (CORE_DUMP register into a UMEM: one RPC by "
	  "default; --inline: RESOURCE_DUMP)" },
	{ "rscdump", cmd_rscdump, "[DEV] [SEGMENT [--index1 N] [--num N|all]] [-o FILE]",
	  "resource dump: the menu, or one segment type's objects" },
	{ "config", cmd_config, "[DEV] [ITEM.field[=VALUE] ...] [--reset]",
	  "non-volatile configuration: current, next-boot and default values; set or reset" },
	{ "names", cmd_names, "commands|registers|structs|caps|objects|counters",
	  "list what the spec knows (no device needed)" },
	{ "diag", cmd_diag,
	  "[DEV] [--counters a,b] [--interval MS] [--count N] [--inline] [--rate]",
	  "diagnostic counters sampled by the firmware: one row a sample, values or rates" },
	{ "monitor", cmd_monitor, "[DEV] [-o FILE]",
	  "temperatures, diagnostic counters, firmware version in Prometheus text format" },
	{ NULL, NULL, NULL, NULL },
};

int main(int argc, char **argv)
{
	int i = 1;

	for (; i < argc && argv[i][0] == '-'; i++) {
		if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
			print_help(stdout);
			return 0;
		} else if (!strcmp(argv[i], "-V") || !strcmp(argv[i], "--version")) {
			printf("mlx5ctl %s\n", MLX5CTL_VERSION);
			return 0;
		} else if (!strcmp(argv[i], "-j") || !strcmp(argv[i], "--json")) {
			opt_json = true;
		} else {
			return usage_error("unknown option '%s'", argv[i]);
		}
	}
	if (i >= argc) {
		print_help(stderr);
		return EXIT_USAGE;
	}
	for (const struct subcmd *s = subcmds; s->name; s++)
		if (!strcmp(s->name, argv[i]))
			return s->fn(argc - i, argv + i);
	return usage_error("unknown command '%s'", argv[i]);
}
