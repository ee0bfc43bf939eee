// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * mlx5ctl: query and configure ConnectX firmware through /dev/mlx5ctl-*.
 *
 * Exit status: 0 success, 1 the device or its firmware failed the request,
 * 2 bad usage (unknown subcommand, option, field or value).
 */
#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

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
	int n = 0, c;

	for (size_t i = 0; i < sizeof(base) / sizeof(base[0]); i++)
		all[n++] = base[i];
	for (struct option *e = extra; e && e->name; e++)
		all[n++] = *e;
	memset(&all[n], 0, sizeof(all[n]));
	optind = 1;
	opterr = 0;
	while ((c = getopt_long(argc, argv, "jh", all, NULL)) != -1) {
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

/* ---- names ---- */
static int cmd_names(int argc, char **argv)
{
	const struct mlx5ctl_enum_desc *ct = mlx5ctl_prm_find_enum("cap_type");
	struct opts o;
	const char *what;

	if (parse_common(argc, argv, &subcmds[6], NULL, NULL, NULL, false, &o))
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
	} else {
		return usage_error("names: one of commands, registers, structs, caps, objects");
	}
	return 0;
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
	{ "names", cmd_names, "commands|registers|structs|caps|objects",
	  "list what the spec knows (no device needed)" },
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
