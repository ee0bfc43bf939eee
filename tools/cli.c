// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * mlx5ctl's front end: global options, the subcommands, help generated from the option tables
 * (so that every option is in it), opening the device, asking before writes, files written
 * whole.
 *
 * Exit status: 0 success, 1 the device or its firmware failed the request, 2 bad usage
 * (unknown subcommand, option, parameter, field or value: nothing was sent to the device).
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "json.h"
#include "tool.h"

#ifndef MLX5CTL_VERSION
#define MLX5CTL_VERSION "0"
#endif

struct tool tool;
static int open_device(const char *which, struct mlx5ctl_dev **dev)
{
	return mlx5ctl_open_flags(which, tool.read_only ? MLX5CTL_OPEN_READ_ONLY :
				  tool.allow_taint ? MLX5CTL_OPEN_DEBUG_WRITE_FULL : 0, dev);
}

int (*tool_opener)(const char *which, struct mlx5ctl_dev **dev) = open_device;

const struct subcmd *const tool_subcmds[] = {
	&sc_list, &sc_info, &sc_caps, &sc_reg, &sc_rpc, &sc_obj, &sc_coredump, &sc_rscdump,
	&sc_config, &sc_names, &sc_diag, &sc_monitor, &sc_fw, &sc_link, &sc_collect, NULL,
};

static const char *cur_sub;	/* for messages: "mlx5ctl: reg: ..." */

const struct subcmd *tool_find_subcmd(const char *name)
{
	for (const struct subcmd *const *s = tool_subcmds; *s; s++)
		if (!strcmp((*s)->name, name))
			return *s;
	return NULL;
}

int tool_subcommand(const char *name, int argc, char **argv)
{
	const struct subcmd *sc = tool_find_subcmd(name);
	const char *was = cur_sub;
	int ret;

	if (!sc)
		return EXIT_USAGE;
	ret = sc->fn(sc, argc, argv);
	cur_sub = was;
	return ret == TOOL_HELP ? 0 : ret;
}

const char *tool_version(void)
{
	return MLX5CTL_VERSION;
}

static void vmsg(const char *fmt, va_list ap)
{
	fputs("mlx5ctl: ", stderr);
	if (cur_sub)
		fprintf(stderr, "%s: ", cur_sub);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
}

int usage_error(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg(fmt, ap);
	va_end(ap);
	if (cur_sub)
		fprintf(stderr, "Try 'mlx5ctl %s --help'.\n", cur_sub);
	else
		fputs("Try 'mlx5ctl --help'.\n", stderr);
	return EXIT_USAGE;
}

int failf(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg(fmt, ap);
	va_end(ap);
	return EXIT_FAIL;
}

void warnf(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg(fmt, ap);
	va_end(ap);
}

int fail(void)
{
	return failf("%s", mlx5ctl_strerror());
}

int tool_open(struct mlx5ctl_dev **dev)
{
	*dev = NULL;
	return tool_opener(tool.device, dev) ? fail() : 0;
}

int refusef(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg(fmt, ap);
	va_end(ap);
	return EXIT_USAGE;
}

int tool_confirm(const char *summary)
{
	char line[64];

	if (tool.yes)
		return 0;
	/* from cron or a pipe nobody can answer: do what apt does without -y, refuse */
	if (!isatty(STDIN_FILENO))
		return refusef("this writes to the device and there is no terminal to ask on "
			       "(stdin): give -y to write without asking; nothing sent");
	fprintf(stderr, "%s\nApply? [y/N] ", summary);
	fflush(stderr);
	if (!fgets(line, sizeof(line), stdin))
		return EXIT_FAIL;
	line[strcspn(line, "\r\n")] = '\0';
	return !strcasecmp(line, "y") || !strcasecmp(line, "yes") ? 0 : EXIT_FAIL;
}

/* ---- options ---- */
static const struct tool_opt common_opts[] = {
	{ "device", 'd', OPT_DEVICE, "DEV",
	  "the device: auxiliary name, index, /dev path, PCI address, pci/BDF, network interface "
	  "or RDMA device (default: the only one)" },
	{ "yes", 'y', OPT_YES, NULL, "do not ask before writing (needed where there is no "
	  "terminal to ask on)" },
	{ "dry-run", 0, OPT_DRY_RUN, NULL, "show the request that would be sent; send nothing" },
	{ "json", 'j', OPT_JSON, NULL, "JSON output (documented in docs/json.md)" },
	{ "help", 'h', OPT_HELP, NULL, "this help" },
	{ 0 },
};

static bool common_applies(const struct subcmd *sc, const struct tool_opt *o)
{
	if (o->id == OPT_DEVICE)
		return sc->flags & SC_DEVICE;
	if (o->id == OPT_YES || o->id == OPT_DRY_RUN)
		return sc->flags & SC_WRITES;
	return true;
}

#define HELP_COL 28
#define HELP_WIDTH 79

/* text from column col on, wrapped at HELP_WIDTH, continued at column indent */
static void help_wrap(FILE *f, const char *text, int col, int indent)
{
	while (*text) {
		int room = HELP_WIDTH - col, n = (int)strlen(text);

		if (n > room) {
			n = room;
			while (n > 0 && text[n] != ' ')
				n--;
			if (!n)
				n = (int)strcspn(text, " ");
		}
		fprintf(f, "%.*s\n", n, text);
		text += n;
		while (*text == ' ')
			text++;
		if (*text)
			fprintf(f, "%*s", indent, "");
		col = indent;
	}
}

static void help_line(FILE *f, const struct tool_opt *o)
{
	char left[64];
	int n;

	n = snprintf(left, sizeof(left), "  %c%c%s--%s%s%s", o->shrt ? '-' : ' ',
		     o->shrt ? o->shrt : ' ', o->shrt ? ", " : "  ", o->lng, o->arg ? " " : "",
		     o->arg ? o->arg : "");
	if (n < HELP_COL)
		fprintf(f, "%-*s", HELP_COL, left);
	else
		fprintf(f, "%s\n%*s", left, HELP_COL, "");
	help_wrap(f, o->help, HELP_COL, HELP_COL);
}

void opts_help(FILE *f, const struct subcmd *sc)
{
	fprintf(f, "Usage: mlx5ctl %s [OPTIONS]%s%s\n", sc->name, *sc->args ? " " : "", sc->args);
	help_wrap(f, sc->help, 0, 0);
	if (sc->more)
		fprintf(f, "\n%s", sc->more);
	fputs("\nOptions:\n", f);
	for (const struct tool_opt *o = sc->opts; o && o->lng; o++)
		help_line(f, o);
	for (const struct tool_opt *o = common_opts; o->lng; o++)
		if (common_applies(sc, o))
			help_line(f, o);
}

#define MAX_OPTS 40

int opts_parse(const struct subcmd *sc, int argc, char **argv,
	       int (*on)(int id, const char *arg, void *ctx), void *ctx, char ***args,
	       int *nargs, bool *dry_run)
{
	struct option lo[MAX_OPTS + 1];
	char so[3 * MAX_OPTS + 2] = ":";
	const struct tool_opt *all[MAX_OPTS];
	size_t ns = 1;
	int n = 0, c, idx;

	cur_sub = sc->name;
	if (dry_run)
		*dry_run = false;
	for (int pass = 0; pass < 2; pass++)
		for (const struct tool_opt *o = pass ? common_opts : sc->opts; o && o->lng; o++) {
			if (pass && !common_applies(sc, o))
				continue;
			if (n == MAX_OPTS)
				return usage_error("too many options (the tool's own bug)");
			all[n] = o;
			lo[n] = (struct option){ o->lng, o->arg ? required_argument : no_argument,
						 NULL, o->id };
			if (o->shrt) {
				so[ns++] = (char)o->shrt;
				if (o->arg)
					so[ns++] = ':';
			}
			n++;
		}
	memset(&lo[n], 0, sizeof(lo[n]));
	so[ns] = '\0';
	optind = 0;	/* GNU: start over */
	opterr = 0;
	while ((c = getopt_long(argc, argv, so, lo, &idx)) != -1) {
		const struct tool_opt *o = NULL;
		int r;

		if (c == '?' && optopt && optopt < 0x100)
			return usage_error("unknown option '-%c'", optopt);
		if (c == '?')
			return usage_error("unknown option '%s'", argv[optind - 1]);
		if (c == ':')
			return usage_error("option '%s' needs a value", argv[optind - 1]);
		for (int i = 0; i < n && !o; i++)
			if (all[i]->id == c || all[i]->shrt == c)
				o = all[i];
		if (!o)
			return usage_error("unknown option '%s'", argv[optind - 1]);
		switch (o->id) {
		case OPT_HELP:
			opts_help(stdout, sc);
			return TOOL_HELP;
		case OPT_JSON:
			tool.json = true;
			continue;
		case OPT_DEVICE:
			tool.device = optarg;
			continue;
		case OPT_YES:
			tool.yes = true;
			continue;
		case OPT_DRY_RUN:
			*dry_run = true;
			continue;
		}
		r = on ? on(o->id, optarg, ctx) : -1;
		if (r > 0)
			return r;
		if (r < 0)
			return usage_error("bad value '%s' for --%s", optarg ? optarg : "", o->lng);
	}
	*args = argv + optind;
	*nargs = argc - optind;
	return 0;
}

/* ---- values ---- */
bool parse_u64(const char *s, uint64_t max, bool allow_suffix, uint64_t *v)
{
	unsigned int shift = 0;
	char *end;

	if (!s || !isdigit((unsigned char)*s))
		return false;
	errno = 0;
	*v = strtoull(s, &end, 0);
	if (errno || end == s)
		return false;
	if (allow_suffix && *end) {
		switch (toupper((unsigned char)*end)) {
		case 'K':
			shift = 10;
			break;
		case 'M':
			shift = 20;
			break;
		case 'G':
			shift = 30;
			break;
		default:
			return false;
		}
		end++;
		if (*v > (UINT64_MAX >> shift))
			return false;
		*v <<= shift;
	}
	return !*end && *v <= max;
}

static int hexval(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c = tolower(c);
	return c >= 'a' && c <= 'f' ? c - 'a' + 10 : -1;
}

int parse_hex(const char *s, uint8_t **out, size_t *len)
{
	size_t n = 0, cap = strlen(s) / 2 + 1;
	uint8_t *b = malloc(cap);
	int hi = -1;

	if (!b)
		return -ENOMEM;
	if (!strncmp(s, "0x", 2) || !strncmp(s, "0X", 2))
		s += 2;
	for (; *s; s++) {
		int v;

		if (*s == ' ' || *s == ':' || *s == '\n')
			continue;
		v = hexval((unsigned char)*s);
		if (v < 0) {
			free(b);
			return -EINVAL;
		}
		if (hi < 0) {
			hi = v;
		} else {
			b[n++] = (uint8_t)(hi << 4 | v);
			hi = -1;
		}
	}
	if (hi >= 0) {
		free(b);
		return -EINVAL;
	}
	*out = b;
	*len = n;
	return 0;
}

void lower_name(const char *in, char *out, size_t len)
{
	size_t i;

	for (i = 0; in[i] && i + 1 < len; i++)
		out[i] = (char)tolower((unsigned char)in[i]);
	if (len)
		out[i] = '\0';
}

/* ---- files written whole ---- */
int tf_open(struct tfile *t, const char *path, unsigned int mode)
{
	const char *slash = strrchr(path, '/');
	struct stat st;
	int fd, err;

	memset(t, 0, sizeof(*t));
	if (!strcmp(path, "-")) {
		t->f = stdout;
		t->is_stdout = true;
		return 0;
	}
	/* a device, a FIFO: written as it is (a file renamed over it would replace it) */
	if (!stat(path, &st) && !S_ISREG(st.st_mode)) {
		t->f = fopen(path, "w");
		if (!t->f)
			return -errno;
		t->direct = true;
		return 0;
	}
	t->path = strdup(path);
	if (!t->path || asprintf(&t->tmp, "%.*s%s.%s.XXXXXX", slash ? (int)(slash - path + 1) : 0,
				 path, slash && !slash[1] ? "" : ".", slash ? slash + 1 : path) < 0) {
		free(t->path);
		t->path = NULL;
		return -ENOMEM;
	}
	fd = mkostemp(t->tmp, O_CLOEXEC);
	if (fd < 0) {
		err = -errno;
		tf_abort(t);
		return err;
	}
	if (fchmod(fd, mode) || !(t->f = fdopen(fd, "w"))) {
		err = -errno;
		close(fd);
		unlink(t->tmp);
		tf_abort(t);
		return err;
	}
	return 0;
}

int tf_commit(struct tfile *t)
{
	int err = 0;

	if (t->is_stdout)
		return fflush(stdout) ? -errno : 0;
	if (t->direct) {
		err = fclose(t->f) ? -errno : 0;
		t->f = NULL;
		return err;
	}
	if (fflush(t->f) || fsync(fileno(t->f)))
		err = -errno;
	if (fclose(t->f) && !err)
		err = -errno;
	t->f = NULL;
	if (!err && rename(t->tmp, t->path))
		err = -errno;
	if (err)
		unlink(t->tmp);
	free(t->tmp);
	free(t->path);
	t->tmp = t->path = NULL;
	return err;
}

void tf_abort(struct tfile *t)
{
	if (t->f && !t->is_stdout) {
		fclose(t->f);
		if (!t->direct)
			unlink(t->tmp);
	}
	t->f = NULL;
	free(t->tmp);
	free(t->path);
	t->tmp = t->path = NULL;
}

/* ---- hex dumps ---- */
static bool zero16(const uint8_t *p)
{
	for (int i = 0; i < 16; i++)
		if (p[i])
			return false;
	return true;
}

void hexdump(FILE *f, const uint8_t *p, size_t n, const char *indent)
{
	bool starred = false;

	for (size_t off = 0; off < n; off += 16) {
		size_t k = n - off < 16 ? n - off : 16;

		/* runs of zero lines as one "*", as hexdump(1) does; the last line always shown */
		if (off && off + 16 < n && zero16(p + off) && zero16(p + off - 16)) {
			if (!starred)
				fprintf(f, "%s*\n", indent);
			starred = true;
			continue;
		}
		starred = false;
		fprintf(f, "%s%04zx:", indent, off);
		for (size_t i = 0; i < k; i++)
			fprintf(f, " %02x", p[off + i]);
		fputc('\n', f);
	}
}

/* ---- the front door ---- */
static void print_help(FILE *f)
{
	fputs("Usage: mlx5ctl [-j] [-d DEV] [-y] COMMAND [OPTIONS] [ARGS...]\n"
	      "\n"
	      "Query and configure NVIDIA ConnectX (mlx5) firmware through the mlx5ctl\n"
	      "driver (/dev/mlx5ctl-*, Linux 6.12 with its series) or upstream's fwctl/mlx5\n"
	      "(/dev/fwctl/fwctl*, Linux 6.15 on), also on kernels in lockdown.\n"
	      "\n"
	      "Commands:\n", f);
	for (const struct subcmd *const *s = tool_subcmds; *s; s++) {
		fprintf(f, "  %-9s ", (*s)->name);
		help_wrap(f, (*s)->help, 12, 12);
	}
	fputs("\n"
	      "Options (also after COMMAND):\n"
	      "  -d, --device DEV   the device: auxiliary name (mlx5_core.ctl.0), index, /dev path,\n"
	      "                     PCI address (0000:01:00.0, 01:00.0), pci/BDF, network\n"
	      "                     interface or RDMA device; default: the only one\n"
	      "  -j, --json         JSON output (docs/json.md)\n"
	      "  -y, --yes          do not ask before writing\n"
	      "  --allow-taint      over fwctl, send what upstream grants only at its\n"
	      "                     DEBUG_WRITE_FULL scope: this TAINTS the kernel and needs\n"
	      "                     CAP_SYS_RAWIO (never asked for without it)\n"
	      "  -h, --help         this help; 'mlx5ctl COMMAND --help' for one command\n"
	      "  -V, --version      print the version\n"
	      "\n"
	      "Exit status: 0 success, 1 the device or firmware failed, 2 bad usage (nothing sent).\n",
	      f);
}

int tool_main(int argc, char **argv)
{
	static const struct option lo[] = {
		{ "json", no_argument, NULL, 'j' },
		{ "device", required_argument, NULL, 'd' },
		{ "yes", no_argument, NULL, 'y' },
		{ "help", no_argument, NULL, 'h' },
		{ "version", no_argument, NULL, 'V' },
		{ "allow-taint", no_argument, NULL, 'F' },
		{ 0 },
	};
	const struct subcmd *sc;
	int c, ret;

	memset(&tool, 0, sizeof(tool));
	cur_sub = NULL;
	j_init();
	optind = 0;
	opterr = 0;
	/* '+': options up to the subcommand are the global ones */
	while ((c = getopt_long(argc, argv, "+:jd:yhV", lo, NULL)) != -1) {
		switch (c) {
		case 'j':
			tool.json = true;
			break;
		case 'd':
			tool.device = optarg;
			break;
		case 'y':
			tool.yes = true;
			break;
		case 'h':
			print_help(stdout);
			return 0;
		case 'V':
			printf("mlx5ctl %s\n", MLX5CTL_VERSION);
			return 0;
		case 'F':
			tool.allow_taint = true;
			break;
		case ':':
			return usage_error("option '%s' needs a value", argv[optind - 1]);
		default:
			if (optopt)
				return usage_error("unknown option '-%c'", optopt);
			return usage_error("unknown option '%s'", argv[optind - 1]);
		}
	}
	if (optind >= argc) {
		print_help(stderr);
		return EXIT_USAGE;
	}
	sc = tool_find_subcmd(argv[optind]);
	if (!sc)
		return usage_error("unknown command '%s'", argv[optind]);
	ret = sc->fn(sc, argc - optind, argv + optind);
	if (fflush(stdout) && !ret)
		ret = failf("standard output: %s", strerror(errno));
	return ret == TOOL_HELP ? 0 : ret;
}
