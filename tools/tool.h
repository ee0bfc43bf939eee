/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
/*
 * mlx5ctl, the tool: what its units share. main.c starts cli.c (options, subcommands, help,
 * opening the device, confirmation); cmd_*.c are the subcommand families; json.c (the one
 * JSON emitter), table.c, prom.c, diagfmt.c and dumpfmt.c format, and are what the unit tests
 * link.
 */
#ifndef MLX5CTL_TOOL_H
#define MLX5CTL_TOOL_H

#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "mlx5ctl.h"

#define EXIT_FAIL 1	/* the device, the driver or the firmware failed the request */
#define EXIT_USAGE 2	/* bad usage: nothing was sent to the device */
#define TOOL_HELP (-1)	/* opts_parse() printed the help: exit 0 */

/* ---- one run of the tool ---- */
struct tool {
	bool json;		/* -j: JSON instead of tables */
	bool yes;		/* -y: no confirmation */
	const char *device;	/* -d DEV */
	bool allow_taint;	/* --allow-taint: fwctl's DEBUG_WRITE_FULL scope allowed */
	bool read_only;		/* devices are opened MLX5CTL_OPEN_READ_ONLY (collect) */
};
extern struct tool tool;

/* How devices are opened: mlx5ctl_open(), or a test's firmware model. */
extern int (*tool_opener)(const char *which, struct mlx5ctl_dev **dev);

/* the tool's entry point (main.c calls it; so do the tests' model-backed binaries) */
int tool_main(int argc, char **argv);

/* ---- options ---- */
enum {
	OPT_JSON = 0x1000, OPT_DEVICE, OPT_HELP, OPT_YES, OPT_DRY_RUN,
	OPT_OWN			/* a subcommand's own options start here */
};

struct tool_opt {
	const char *lng;	/* long name */
	int shrt;		/* short letter, or 0 */
	int id;			/* what the handler gets */
	const char *arg;	/* the argument's name in the help ("FILE"), NULL: none */
	const char *help;
};

enum {
	SC_DEVICE = 1 << 0,	/* takes -d */
	SC_WRITES = 1 << 1,	/* may write: -y and --dry-run */
};

struct subcmd {
	const char *name;
	int (*fn)(const struct subcmd *sc, int argc, char **argv);
	const char *args;	/* what follows the options in the synopsis */
	const char *help;	/* one line */
	const struct tool_opt *opts;	/* its own options, { 0 }-terminated, or NULL */
	unsigned int flags;
	const char *more;	/* more lines for its --help, or NULL */
};

/* every subcommand, in the order the help lists them (NULL-terminated); each cmd_*.c defines
 * its own */
extern const struct subcmd *const tool_subcmds[];
const struct subcmd *tool_find_subcmd(const char *name);
extern const struct subcmd sc_list, sc_info, sc_caps, sc_reg, sc_rpc, sc_obj, sc_coredump,
	sc_rscdump, sc_config, sc_names, sc_diag, sc_monitor, sc_fw, sc_link, sc_collect;
/*
 * Run subcommand name with argv (argv[0] its name) from inside another one (collect): its
 * messages name it, and the caller's name comes back after. The exit status, or EXIT_USAGE
 * for a subcommand this build lacks.
 */
int tool_subcommand(const char *name, int argc, char **argv);
/* the tool's version ("0.1.0") */
const char *tool_version(void);

/*
 * Parse a subcommand's options (its own and the common -j, -d, -y, --dry-run, -h): on(id, arg)
 * for each of its own (0: fine, <0: "bad value" message, >0: an exit status, message given).
 * The words that are not options go to *args / *nargs. 0, EXIT_USAGE or TOOL_HELP.
 */
int opts_parse(const struct subcmd *sc, int argc, char **argv,
	       int (*on)(int id, const char *arg, void *ctx), void *ctx, char ***args,
	       int *nargs, bool *dry_run);
void opts_help(FILE *f, const struct subcmd *sc);

/* "mlx5ctl: <sub>: message" and the hint; returns EXIT_USAGE */
int usage_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* "mlx5ctl: <the library's last error>"; returns EXIT_FAIL */
int fail(void);
/* "mlx5ctl: message"; returns EXIT_FAIL */
int failf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void warnf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* open the device -d names (the only one if none): 0 or EXIT_FAIL (message given) */
int tool_open(struct mlx5ctl_dev **dev);
/*
 * Before a write: 0 to go ahead. With -y, at once; on a terminal, asks "summary ... Apply?
 * [y/N]" on stderr and reads the answer from stdin: EXIT_FAIL for anything but yes (the caller
 * says what was not done); without a terminal and -y, refuses: EXIT_USAGE, message given.
 */
int tool_confirm(const char *summary);
/* "mlx5ctl: <sub>: message" on one line, no hint; returns EXIT_USAGE (nothing was sent) */
int refusef(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* ---- values ---- */
/* "123", "0x7b", "1K", "2M", "1G" (suffixes when allow_suffix); false on junk or overflow */
bool parse_u64(const char *s, uint64_t max, bool allow_suffix, uint64_t *v);
/* hex digits ("0x" optional, spaces and colons ignored) into a new buffer */
int parse_hex(const char *s, uint8_t **out, size_t *len);
/* lower case copy of a spec name ("DMA_READ_BYTES" -> "dma_read_bytes") */
void lower_name(const char *in, char *out, size_t len);

/* ---- output for files ---- */
/*
 * Write a file whole: a temporary file next to it (mode `mode`), renamed over it when done (a
 * reader never sees half of it). "-" is stdout; a path that is not a regular file (a device,
 * a FIFO) is written directly. tf_open() 0 or -errno; tf_commit() renames (0 or -errno);
 * tf_abort() removes the temporary file.
 */
struct tfile {
	FILE *f;
	char *path, *tmp;
	bool is_stdout, direct;
};
int tf_open(struct tfile *t, const char *path, unsigned int mode);
int tf_commit(struct tfile *t);
void tf_abort(struct tfile *t);

/* ---- link (cmd_link.c): a port's views (V_* bits of cmd_link.c; all: ~0u) on stdout ---- */
int link_run(struct mlx5ctl_dev *dev, unsigned int port, unsigned int views);

/* ---- hex dumps (--raw, long byte arrays) ---- */
void hexdump(FILE *f, const uint8_t *p, size_t n, const char *indent);

#endif /* MLX5CTL_TOOL_H */
