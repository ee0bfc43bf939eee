// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * collect: the support bundle. One archive (ustar, gzip-compressed by default) holding what a
 * vendor's support engineer asks for, each piece ("artefact") with its files, the command that
 * gives it, the scope it needed, how it went, and an index (index.json, docs/json.md) with the
 * size and SHA-256 of every file.
 *
 * Non-intrusive by construction: the device is opened read-only (MLX5CTL_OPEN_READ_ONLY: the
 * library sends nothing the spec does not call a read, and over fwctl nothing above the
 * read-only debug scope; never --allow-taint), confirmation is never given (a write could not
 * be confirmed), and each register is read with the fields that act on a read at rest. The
 * pieces that are the other subcommands' run those subcommands in-process, their output
 * captured; the others use the same library calls and formatters. A piece that fails or is
 * refused is recorded with its error and the rest goes on; the time (--timeout) and the size
 * (--max-size) are bounded: what does not fit is recorded as skipped.
 */
#include <ctype.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "diagfmt.h"
#include "dumpfmt.h"
#include "redact.h"
#include "sha256.h"
#include "spec.h"
#include "tar.h"

#define INDEX_FORMAT 1
#define MAX_FILES 4		/* files of one artefact: decoded (JSON, text), raw */
#define EXEC_TIMEOUT_S 10.0	/* one external program (devlink) at most */
#define KMSG_MAX (4u << 20)	/* the kernel log read at most */
#define INDEX_RESERVE (128u << 10)	/* --max-size kept for the index (about 45 KiB) */

struct afile {
	char *path;		/* inside the bundle's folder */
	const char *format;	/* "json", "text", "binary" */
	uint8_t *data;
	size_t len;
	char sha256[65];
};

struct art {
	char *name;		/* "registers/MTMP" */
	char *command;		/* what gives it: a command line, a file read */
	const char *scope;	/* the spec's scope of what it sent, NULL: nothing sent */
	const char *status;	/* "ok", "refused", "error", "skipped" */
	char *error;		/* why not ok */
	int err;		/* errno, 0: none known */
	double seconds;		/* the start, until art_done() makes it the time taken */
	bool timed;
	struct afile files[MAX_FILES];
	unsigned int nfiles;
};

struct collect {
	/* options */
	const char *out;
	double timeout_s;
	uint64_t max_bytes;
	bool redact, gzip, format_given;
	/* the device */
	char adev[64], pci[64], devarg[80];
	struct mlx5ctl_dev *dev;
	struct mlx5ctl_devinfo info;
	int open_err;
	char open_msg[512];
	/* the run */
	struct art *arts;
	size_t n, cap;
	uint64_t bytes;		/* archive bytes the files take so far */
	uint64_t reserve;	/* of max_bytes, kept for the index */
	double t0, deadline;
	FILE *tty;		/* progress, or NULL */
	char tmpdir[64];
	struct secrets *ss;
	char folder[160];
	time_t when;
};

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/* ---- artefacts ---- */
static char *xstrdup(const char *s)
{
	char *p = strdup(s ? s : "");

	if (!p) {
		fputs("mlx5ctl: collect: out of memory\n", stderr);
		exit(EXIT_FAIL);
	}
	return p;
}

static char *xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static char *xasprintf(const char *fmt, ...)
{
	va_list ap;
	char *p;
	int n;

	va_start(ap, fmt);
	n = vasprintf(&p, fmt, ap);
	va_end(ap);
	if (n < 0) {
		fputs("mlx5ctl: collect: out of memory\n", stderr);
		exit(EXIT_FAIL);
	}
	return p;
}

static void progress(struct collect *c, const char *what)
{
	if (!c->tty)
		return;
	fprintf(c->tty, "\r\033[K[%zu] %.50s  %.1f MiB, %.1f s", c->n, what,
		(double)c->bytes / (1 << 20), now_s() - c->t0);
	fflush(c->tty);
}

/* a new artefact; NULL when the time is up (it is then recorded as skipped) */
static struct art *art_new(struct collect *c, const char *name, const char *command,
			   const char *scope)
{
	struct art *a;

	if (c->n == c->cap) {
		size_t cap = c->cap ? c->cap * 2 : 64;
		struct art *p = realloc(c->arts, cap * sizeof(*p));

		if (!p) {
			fputs("mlx5ctl: collect: out of memory\n", stderr);
			exit(EXIT_FAIL);
		}
		c->arts = p;
		c->cap = cap;
	}
	a = &c->arts[c->n++];
	memset(a, 0, sizeof(*a));
	a->name = xstrdup(name);
	a->command = xstrdup(command);
	a->scope = scope;
	a->status = "ok";
	a->seconds = now_s();
	progress(c, name);
	if (now_s() > c->deadline) {
		a->status = "skipped";
		a->error = xasprintf("the time given (--timeout %g s) was used up", c->timeout_s);
		a->seconds = 0;
		a->timed = true;
		return NULL;
	}
	if (c->bytes + c->reserve >= c->max_bytes) {
		a->status = "skipped";
		a->error = xasprintf("the bundle reached its size limit (--max-size %llu bytes)",
				     (unsigned long long)c->max_bytes);
		a->seconds = 0;
		a->timed = true;
		return NULL;
	}
	return a;
}

/* the piece's time: once (a failure ends it, and its caller may end it again) */
static void art_done(struct art *a)
{
	if (!a->timed)
		a->seconds = now_s() - a->seconds;
	a->timed = true;
}

/* why a piece did not come: refused (the kernel's or the library's policy, a permission), or
 * an error; msg is the library's or the subcommand's words */
static void art_fail(struct art *a, int err, const char *msg)
{
	if (err < 0)
		err = -err;
	a->err = err;
	a->status = err == EPERM || err == EACCES ? "refused" : "error";
	free(a->error);
	a->error = xstrdup(msg && *msg ? msg : err ? strerror(err) : "failed");
	art_done(a);
}

static void art_skip(struct art *a, const char *why)
{
	a->status = "skipped";
	free(a->error);
	a->error = xstrdup(why);
	art_done(a);
}

/* a file of the artefact (data is the artefact's now); false when it does not fit */
static bool art_file(struct collect *c, struct art *a, const char *suffix, const char *format,
		     uint8_t *data, size_t len)
{
	struct afile *f;
	uint64_t need = tar_member_size(len);

	if (a->nfiles == MAX_FILES || c->bytes + need + c->reserve > c->max_bytes) {
		if (c->bytes + need + c->reserve > c->max_bytes) {
			free(a->error);
			a->error = xasprintf("%s%s (%zu bytes) left out: it would make the bundle "
					     "larger than --max-size (%llu bytes)", a->name,
					     suffix, len, (unsigned long long)c->max_bytes);
			a->status = "skipped";
		}
		free(data);
		return false;
	}
	f = &a->files[a->nfiles++];
	f->path = xasprintf("%s%s", a->name, suffix);
	f->format = format;
	f->data = data;
	f->len = len;
	c->bytes += need;
	return true;
}

static bool art_file_copy(struct collect *c, struct art *a, const char *suffix,
			  const char *format, const void *data, size_t len)
{
	uint8_t *p = malloc(len ? len : 1);

	if (!p)
		return false;
	memcpy(p, data, len);
	return art_file(c, a, suffix, format, p, len);
}

/* a JSON document as a file (the document is freed) */
static bool art_json(struct collect *c, struct art *a, const char *suffix, J *doc)
{
	char *p = NULL;
	size_t n = 0;
	FILE *m = open_memstream(&p, &n);

	if (!m) {
		j_free(doc);
		return false;
	}
	j_print(m, doc);
	fclose(m);
	return art_file(c, a, suffix, "json", (uint8_t *)p, n);
}

/* a structure decoded as the tool prints it (text) */
static bool art_text_struct(struct collect *c, struct art *a, const char *suffix,
			    const struct mlx5ctl_struct_desc *st, const void *buf, size_t len,
			    unsigned int flags)
{
	char *p = NULL;
	size_t n = 0;
	FILE *m = open_memstream(&p, &n);

	if (!m)
		return false;
	mlx5ctl_prm_print(m, st, buf, len, flags);
	fclose(m);
	return art_file(c, a, suffix, "text", (uint8_t *)p, n);
}

static char *slurp(FILE *f, size_t *len)
{
	char *p = NULL;
	size_t n = 0, cap = 0;
	char tmp[65536];
	size_t r;

	rewind(f);
	while ((r = fread(tmp, 1, sizeof(tmp), f)) > 0) {
		if (n + r + 1 > cap) {
			char *q;

			cap = (n + r + 1) * 2;
			q = realloc(p, cap);
			if (!q) {
				free(p);
				return NULL;
			}
			p = q;
		}
		memcpy(p + n, tmp, r);
		n += r;
	}
	if (!p)
		p = calloc(1, 1);
	else
		p[n] = '\0';
	*len = n;
	return p;
}

/* the last line of a subcommand's messages, without "mlx5ctl: " */
static char *last_message(const char *text)
{
	const char *end = text + strlen(text), *start;

	while (end > text && (end[-1] == '\n' || end[-1] == ' '))
		end--;
	start = end;
	while (start > text && start[-1] != '\n')
		start--;
	/* the usage hint ("Try 'mlx5ctl ... --help'.") says nothing about the piece */
	if (!strncmp(start, "Try '", 5) && start > text) {
		end = start - 1;
		start = end;
		while (start > text && start[-1] != '\n')
			start--;
	}
	if (!strncmp(start, "mlx5ctl: ", 9))
		start += 9;
	return xasprintf("%.*s", (int)(end - start), start);
}

/*
 * Run a subcommand of this tool (argv[0] its name) as `mlx5ctl [-j] -d DEV ARGS`, its standard
 * output the artefact's file `suffix` and its messages the error: the exit status.
 */
static int run_sub(struct collect *c, struct art *a, const char *suffix, bool json, int argc,
		   char **argv)
{
	FILE *out = tmpfile(), *err = tmpfile();
	bool was_json = tool.json;
	int save1 = -1, save2 = -1, ret;
	char *text, *msgs;
	size_t len, mlen;

	if (!out || !err) {
		if (out)
			fclose(out);
		if (err)
			fclose(err);
		art_fail(a, errno, "a temporary file");
		return EXIT_FAIL;
	}
	fflush(stdout);
	fflush(stderr);
	save1 = dup(STDOUT_FILENO);
	save2 = dup(STDERR_FILENO);
	if (save1 < 0 || save2 < 0 || dup2(fileno(out), STDOUT_FILENO) < 0 ||
	    dup2(fileno(err), STDERR_FILENO) < 0) {
		ret = -errno;
		if (save1 >= 0) {
			dup2(save1, STDOUT_FILENO);
			close(save1);
		}
		if (save2 >= 0) {
			dup2(save2, STDERR_FILENO);
			close(save2);
		}
		fclose(out);
		fclose(err);
		art_fail(a, ret, "redirecting the output");
		return EXIT_FAIL;
	}
	tool.json = json;
	ret = tool_subcommand(argv[0], argc, argv);
	tool.json = was_json;
	fflush(stdout);
	fflush(stderr);
	dup2(save1, STDOUT_FILENO);
	dup2(save2, STDERR_FILENO);
	close(save1);
	close(save2);
	text = slurp(out, &len);
	msgs = slurp(err, &mlen);
	fclose(out);
	fclose(err);
	if (!text || !msgs) {
		free(text);
		free(msgs);
		art_fail(a, ENOMEM, NULL);
		return EXIT_FAIL;
	}
	if (ret) {
		char *m = last_message(msgs);

		free(text);
		/* EXIT_USAGE: refused by the tool before anything was sent */
		art_fail(a, ret == EXIT_USAGE || strstr(msgs, "permission denied") ? EPERM : 0, m);
		free(m);
	} else if (len) {
		art_file(c, a, suffix, json ? "json" : "text", (uint8_t *)text, len);
		text = NULL;
	}
	free(text);
	free(msgs);
	return ret;
}

/*
 * A subcommand with the device as an artefact: "mlx5ctl [-j] -d DEV words..." (its command);
 * with text and json both, the text (.txt) and the JSON (.json) of two runs.
 */
static struct art *sub_art(struct collect *c, const char *name, bool text, bool json,
			   const char *scope, const char *const *words)
{
	char *argv[16], cmd[512];
	size_t n = 0;
	int argc = 0;
	struct art *a;

	n += (size_t)snprintf(cmd + n, sizeof(cmd) - n, "mlx5ctl%s -d %s",
			      json && text ? " [-j]" : json ? " -j" : "", c->devarg);
	for (; words[argc] && argc < 15; argc++) {
		argv[argc] = (char *)words[argc];
		if (n < sizeof(cmd))
			n += (size_t)snprintf(cmd + n, sizeof(cmd) - n, " %s", words[argc]);
	}
	argv[argc] = NULL;
	a = art_new(c, name, cmd, scope);
	if (!a)
		return NULL;
	if ((!text || !run_sub(c, a, ".txt", false, argc, argv)) && json)
		run_sub(c, a, ".json", true, argc, argv);
	art_done(a);
	return a;
}

/* ---- scopes, from the spec ---- */
static const char *reg_scope(const char *name)
{
	const struct mlx5ctl_reg_desc *r = mlx5ctl_prm_find_register(name);

	return r ? r->read_scope : NULL;
}

static const char *cmd_scope(const char *name)
{
	const struct mlx5ctl_cmd_desc *d = mlx5ctl_prm_find_command(name);

	return d ? d->scope : NULL;
}

/* ---- the pieces ---- */
static char *read_small(const char *path, size_t max, int *err)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC);
	char *p;
	ssize_t r;

	if (fd < 0) {
		*err = errno;
		return NULL;
	}
	p = calloc(1, max + 1);
	if (!p) {
		close(fd);
		*err = ENOMEM;
		return NULL;
	}
	r = read(fd, p, max);
	*err = r < 0 ? errno : 0;
	close(fd);
	if (r < 0) {
		free(p);
		return NULL;
	}
	while (r > 0 && (p[r - 1] == '\n' || p[r - 1] == ' '))
		p[--r] = '\0';
	return p;
}

static const char *sysfs_root(void)
{
	const char *d = getenv("MLX5CTL_SYSFS_DIR");

	return d && *d ? d : "/sys";
}

/* the tool, the kernel, the drivers, the firmware */
static void piece_versions(struct collect *c)
{
	static const char *const modules[] = { "mlx5_core", "mlx5ctl", "mlx5ctl_adev", "fwctl",
					       "mlx5_fwctl", "mlx5_ib" };
	struct art *a = art_new(c, "versions", "mlx5ctl --version; uname; /sys/module/*/version; "
				"MGIR", reg_scope("MGIR"));
	J *o, *k, *mods, *fw;
	struct utsname u;
	char buf[64];

	if (!a)
		return;
	o = j_obj();
	j_set(o, "tool", j_str(tool_version()));
	k = j_obj();
	if (!uname(&u)) {
		j_set(k, "release", j_str(u.release));
		j_set(k, "version", j_str(u.version));
		j_set(k, "machine", j_str(u.machine));
	}
	j_set(o, "kernel", k);
	j_set(o, "transport", c->dev ? j_str(c->info.transport) : NULL);
	mods = j_obj();
	for (size_t i = 0; i < sizeof(modules) / sizeof(modules[0]); i++) {
		char path[512], *v, *src;
		int err;
		J *m;

		snprintf(path, sizeof(path), "%s/module/%s", sysfs_root(), modules[i]);
		if (access(path, F_OK))
			continue;
		m = j_obj();
		snprintf(path, sizeof(path), "%s/module/%s/version", sysfs_root(), modules[i]);
		v = read_small(path, 128, &err);
		snprintf(path, sizeof(path), "%s/module/%s/srcversion", sysfs_root(), modules[i]);
		src = read_small(path, 128, &err);
		/* a module without a version of its own is the kernel's */
		j_set(m, "version", j_str_or_null(v));
		j_set(m, "srcversion", j_str_or_null(src));
		free(v);
		free(src);
		j_set(mods, modules[i], m);
	}
	j_set(o, "modules", mods);
	fw = j_obj();
	if (c->dev && !mlx5ctl_fw_version(c->dev, buf, sizeof(buf))) {
		j_set(fw, "version", j_str(buf));
		if (!mlx5ctl_fw_psid(c->dev, buf, sizeof(buf)))
			j_set(fw, "psid", j_str(buf));
	} else {
		j_set(fw, "error", j_str(c->dev ? mlx5ctl_strerror() : c->open_msg));
	}
	j_set(o, "firmware", fw);
	art_json(c, a, ".json", o);
	art_done(a);
}

static bool device_or_fail(struct collect *c, struct art *a)
{
	if (c->dev)
		return true;
	art_fail(a, c->open_err, c->open_msg);
	return false;
}

/* a read of a structure: its JSON document (as the subcommand's), its text, its bytes */
static void struct_files(struct collect *c, struct art *a, J *doc,
			 const struct mlx5ctl_struct_desc *st, const uint8_t *buf, size_t len,
			 unsigned int text_flags)
{
	if (c->ss)
		secrets_from_struct(c->ss, st, buf, len);
	if (show_struct(doc, st, buf, len, 0, false))
		j_free(doc);
	else
		art_json(c, a, ".json", doc);
	art_text_struct(c, a, ".txt", st, buf, len, text_flags);
	art_file_copy(c, a, ".bin", "binary", buf, len);
}

/*
 * Whether the device has a capability page the spec names: a page with present_if (the pages
 * of newer devices) only where the general page (current values, the first piece) sets that flag;
 * asked for all the same, a device without it answers BAD_PARAM. NULL, or why not.
 */
static const char *cap_absent(const struct mlx5ctl_enum_value *v, const uint8_t *general,
			      bool have_general, char *buf, size_t len)
{
	const struct mlx5ctl_enum_desc *ct = mlx5ctl_prm_find_enum("cap_type");
	const struct mlx5ctl_enum_value *g = NULL;
	struct mlx5ctl_prm_ref ref;
	char err[64];

	for (unsigned int i = 0; !g && (g = mlx5ctl_prm_enum_value_at(ct, i)); i++)
		if (g->value)
			g = NULL;	/* the general page: value 0 */

	const char *flag = mlx5ctl_prm_enum_present_if(v);

	if (!flag || !have_general || !g || !g->layout ||
	    mlx5ctl_prm_resolve(g->layout, flag, &ref, err, sizeof(err)) ||
	    mlx5ctl_prm_get(general, &ref))
		return NULL;
	snprintf(buf, len, "not read: the device has no %s page (its general capabilities' %s "
		 "is 0)", v->name, flag);
	return buf;
}

static void piece_caps(struct collect *c)
{
	const struct mlx5ctl_enum_desc *ct = mlx5ctl_prm_find_enum("cap_type");
	const struct mlx5ctl_enum_value *v;
	uint8_t general[4096] = { 0 };
	bool have_general = false;	/* the general page (value 0, the spec's first) once read */

	for (unsigned int i = 0; (v = mlx5ctl_prm_enum_value_at(ct, i)); i++) {
		if (!v->layout)
			continue;
		for (int max = 0; max < 2; max++) {
			char name[96], cmd[160], why[160];
			uint8_t page[4096] = { 0 };
			struct art *a;
			int err;
			J *o;

			snprintf(name, sizeof(name), "caps/%s%s", v->name, max ? ".max" : "");
			snprintf(cmd, sizeof(cmd), "mlx5ctl -j -d %s caps --type %s%s", c->devarg,
				 v->name, max ? " --max" : "");
			a = art_new(c, name, cmd, cmd_scope("QUERY_HCA_CAP"));
			if (!a || !device_or_fail(c, a))
				continue;
			if (cap_absent(v, general, have_general, why, sizeof(why))) {
				art_skip(a, why);
				continue;
			}
			err = mlx5ctl_query_caps(c->dev, (uint16_t)v->value, max, page, sizeof(page));
			if (err) {
				art_fail(a, err, mlx5ctl_strerror());
				continue;
			}
			if (!v->value && !max) {
				memcpy(general, page, sizeof(general));
				have_general = true;
			}
			o = j_obj();
			j_set(o, "device", j_str(c->adev));
			j_set(o, "type", j_enum(v->name, v->value));
			j_set(o, "max", j_bool(max));
			struct_files(c, a, o, v->layout, page, v->layout->size_bits / 8,
				     MLX5CTL_PRINT_NONZERO);
			art_done(a);
		}
	}
}

/* the function's identity and state: queries of the debug-read scope that need no index */
static void piece_queries(struct collect *c)
{
	static const char *const cmds[] = { "QUERY_ADAPTER", "QUERY_ISSI", "QUERY_VPORT_STATE",
					    "QUERY_NIC_VPORT_CONTEXT", "QUERY_HCA_VPORT_CONTEXT",
					    "QUERY_VNIC_ENV" };

	for (size_t i = 0; i < sizeof(cmds) / sizeof(cmds[0]); i++) {
		const char *words[] = { "rpc", cmds[i], NULL };
		char name[64];

		if (!mlx5ctl_prm_find_command(cmds[i]))
			continue;
		snprintf(name, sizeof(name), "commands/%s", cmds[i]);
		sub_art(c, name, true, true, cmd_scope(cmds[i]), words);
	}
}

/*
 * Whether collect reads a register, and if not why: readable at the lowest scope (debug-read,
 * not write-only) and a register whose reads are not accesses that do something: the spec
 * gives the dumps (an access starts one: their write is granted at the read's scope) their own
 * pieces.
 */
static const char *reg_skip_reason(const struct mlx5ctl_reg_desc *r)
{
	if (!strcmp(r->access, "WO"))
		return "write-only: it cannot be read";
	if (r->unreadable)
		return r->unreadable;
	if (strcmp(r->read_scope, "debug-read"))
		return r->read_scope;
	if (!strcmp(r->access, "RW") && !strcmp(r->write_scope, r->read_scope))
		return "an access of either direction starts something (the spec grants its write "
		       "at the read's scope): its own piece reads it";
	return NULL;
}

/* one register read with data (fields already set): decoded and raw */
static void read_register(struct collect *c, const struct mlx5ctl_reg_desc *r, const char *name,
			  uint8_t *data, const char *assigns)
{
	size_t len = r->layout->size_bits / 8;
	char cmd[512];
	struct art *a;
	int err;
	J *o;

	snprintf(cmd, sizeof(cmd), "mlx5ctl -j -d %s reg %s%s", c->devarg, r->name, assigns);
	a = art_new(c, name, cmd, r->read_scope);
	if (!a || !device_or_fail(c, a))
		return;
	err = mlx5ctl_access_reg(c->dev, r->id, 0, false, data, data, len);
	if (err) {
		art_fail(a, err, mlx5ctl_strerror());
		return;
	}
	o = j_obj();
	j_set(o, "device", j_str(c->adev));
	j_set(o, "register", j_enum(r->name, r->id));
	struct_files(c, a, o, r->layout, data, len, 0);
	art_done(a);
}

/* the field=value words of what reg_read_at_rest() set (the command that reads the same) */
static void at_rest_words(const struct mlx5ctl_reg_desc *r, const uint8_t *data, char *buf,
			  size_t len)
{
	size_t n = 0;

	buf[0] = '\0';
	for (unsigned int i = 0; i < r->nrules; i++) {
		const struct mlx5ctl_reg_rule *k = &r->rules[i];
		struct mlx5ctl_prm_ref ref;
		char err[64];
		uint64_t v;

		if (k->write || mlx5ctl_prm_resolve(r->layout, k->field, &ref, err, sizeof(err)))
			continue;
		v = mlx5ctl_prm_get(data, &ref);
		if (v && n < len)
			n += (size_t)snprintf(buf + n, len - n, " %s=%llu", k->field,
					      (unsigned long long)v);
	}
}

static void piece_registers(struct collect *c)
{
	const struct mlx5ctl_reg_desc *r;

	for (unsigned int i = 0; (r = mlx5ctl_prm_register_at(i)); i++) {
		const char *why = reg_skip_reason(r);
		size_t len = r->layout->size_bits / 8;
		char name[96], words[256], err[64];
		struct mlx5ctl_prm_ref ref;
		uint8_t *data;

		snprintf(name, sizeof(name), "registers/%s", r->name);
		if (why) {
			struct art *a = art_new(c, name, "", NULL);
			char *msg;

			if (!a)
				continue;
			msg = xasprintf("not read: %s%s", strcmp(why, "kernel-only") ? "" :
					"reading it is ", why);
			art_skip(a, msg);
			free(msg);
			continue;
		}
		data = calloc(1, len);
		if (!data)
			continue;
		reg_read_at_rest(r, data);
		at_rest_words(r, data, words, sizeof(words));
		if (reg_index_at_rest(r, data, len, words, sizeof(words))) {
			free(data);
			continue;
		}
		/* a port's register: the function's port (ports count from 1; 0 is none) */
		if (!mlx5ctl_prm_resolve(r->layout, "local_port", &ref, err, sizeof(err))) {
			mlx5ctl_prm_set(data, &ref, 1);
			snprintf(words + strlen(words), sizeof(words) - strlen(words),
				 " local_port=1");
		}
		read_register(c, r, name, data, words);
		free(data);
	}
}

/* the segments of the dump menu: name, type, whether one needs an index */
struct menu_entry {
	char name[20];
	uint16_t type;
	bool needs_index;
};

static int menu_entries(const uint8_t *stream, size_t len, struct menu_entry *e, int max)
{
	size_t rec = MLX5CTL_ST_SZ_BYTES(resource_dump_menu_record), off = 0;
	size_t hdr = MLX5CTL_ST_SZ_BYTES(resource_dump_menu_segment);
	struct mlx5ctl_dump_seg seg = { .size = sizeof(seg) };
	int n = 0;

	while (mlx5ctl_dump_next(stream, len, &off, &seg) > 0) {
		size_t nrec;

		if (seg.type != MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MENU || seg.len < hdr)
			continue;
		nrec = MLX5CTL_GET(resource_dump_menu_segment, seg.data, num_of_records);
		for (size_t i = 0; i < nrec && hdr + (i + 1) * rec <= seg.len && n < max; i++) {
			const uint8_t *r8 = seg.data + hdr + i * rec;
			size_t nl = MLX5CTL_FLD_SZ_BYTES(resource_dump_menu_record, segment_name);
			const char *sn = MLX5CTL_ADDR_OF(resource_dump_menu_record, r8, segment_name);
			size_t k;

			for (k = 0; k < nl && k + 1 < sizeof(e[n].name) && sn[k]; k++)
				e[n].name[k] = isgraph((unsigned char)sn[k]) ? sn[k] : '_';
			e[n].name[k] = '\0';
			e[n].type = (uint16_t)MLX5CTL_GET(resource_dump_menu_record, r8,
							  segment_type);
			e[n].needs_index =
				MLX5CTL_GET(resource_dump_menu_record, r8, must_have_index1) ||
				MLX5CTL_GET(resource_dump_menu_record, r8, must_have_index2);
			if (*e[n].name)
				n++;
		}
	}
	return n;
}

/* a dump stream: every segment decoded (JSON, text) and the stream itself */
static void dump_files(struct collect *c, struct art *a, const char *segment,
		       const struct mlx5ctl_membuf *m, const struct mlx5ctl_dump_stats *st)
{
	struct mlx5ctl_dump_seg seg = { .size = sizeof(seg) };
	char *p = NULL;
	size_t off = 0, n = 0;
	J *doc = j_obj(), *arr = j_arr();
	FILE *t = open_memstream(&p, &n);
	int r;

	j_set(doc, "device", j_str(c->adev));
	j_set(doc, "segment", segment ? j_str(segment) : NULL);
	j_set(doc, "mode", j_str(st->umem ? "umem" : "inline"));
	j_set(doc, "umem_fallback", NULL);
	j_set(doc, "rpcs", j_u64(st->rpcs));
	j_set(doc, "bytes", j_u64(st->bytes));
	j_set(doc, "file", NULL);
	if (t)
		fprintf(t, "%s\n", segment_head);
	while ((r = mlx5ctl_dump_next(m->p, m->len, &off, &seg)) > 0) {
		j_push(arr, segment_json(&seg));
		if (t)
			segment_print(t, &seg);
	}
	j_set(doc, "segments", arr);
	art_json(c, a, ".json", doc);
	if (t) {
		fclose(t);
		art_file(c, a, ".txt", "text", (uint8_t *)p, n);
	}
	art_file_copy(c, a, ".bin", "binary", m->p, m->len);
	if (r < 0) {
		char msg[128];

		snprintf(msg, sizeof(msg), "malformed segment at byte %zu of %zu", off, m->len);
		art_fail(a, EBADMSG, msg);
	}
}

static void piece_rscdump(struct collect *c)
{
	struct mlx5ctl_dump_req req = { .size = sizeof(req),
					.segment_type = MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MENU };
	struct mlx5ctl_dump_stats st = { .size = sizeof(st) };
	struct mlx5ctl_membuf m = { 0 };
	struct menu_entry e[64];
	const char *scope = reg_scope("RESOURCE_DUMP");
	char cmd[256];
	struct art *a;
	int n, err;

	snprintf(cmd, sizeof(cmd), "mlx5ctl -j -d %s rscdump", c->devarg);
	a = art_new(c, "rscdump/menu", cmd, scope);
	if (!a || !device_or_fail(c, a))
		return;
	err = mlx5ctl_resource_dump(c->dev, &req, mlx5ctl_membuf_sink, &m, &st);
	if (err) {
		art_fail(a, err, mlx5ctl_strerror());
		free(m.p);
		return;
	}
	dump_files(c, a, NULL, &m, &st);
	art_done(a);
	n = menu_entries(m.p, m.len, e, 64);
	free(m.p);
	for (int i = 0; i < n; i++) {
		char name[96];

		/* the menu itself is above; the core dump is its own piece */
		if (e[i].type == MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MENU ||
		    e[i].type == MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_CORE_DUMP)
			continue;
		snprintf(name, sizeof(name), "rscdump/%.19s", e[i].name);
		snprintf(cmd, sizeof(cmd), "mlx5ctl -j -d %.80s rscdump %.19s", c->devarg,
			 e[i].name);
		a = art_new(c, name, cmd, scope);
		if (!a)
			continue;
		if (e[i].needs_index) {
			art_skip(a, "the segment needs an object index: which objects is the "
				    "caller's to say (mlx5ctl rscdump SEGMENT --index1 N)");
			continue;
		}
		memset(&m, 0, sizeof(m));
		memset(&st, 0, sizeof(st));
		st.size = sizeof(st);
		req.segment_type = e[i].type;
		req.index1 = 0;
		req.num_of_obj1 = 0xffff;
		err = mlx5ctl_resource_dump(c->dev, &req, mlx5ctl_membuf_sink, &m, &st);
		if (err)
			art_fail(a, err, mlx5ctl_strerror());
		else
			dump_files(c, a, e[i].name, &m, &st);
		free(m.p);
		art_done(a);
	}
}


/* the file a subcommand wrote at path, as the artefact's file (suffix, format), or its error */
static void art_take_file(struct collect *c, struct art *a, const char *path, const char *suffix,
			  const char *format, const char *what)
{
	FILE *f = fopen(path, "rb");
	size_t len;
	char *data = f ? slurp(f, &len) : NULL;

	if (f)
		fclose(f);
	if (data)
		art_file(c, a, suffix, format, (uint8_t *)data, len);
	else
		art_fail(a, errno, what);
}
static void piece_coredump(struct collect *c)
{
	const struct mlx5ctl_enum_value *idr =
		mlx5ctl_prm_enum_lookup(mlx5ctl_prm_find_enum("uctx_cap"),
					"INTERNAL_DEVICE_RESOURCES");
	char path[128], cmd[256];
	struct art *a;

	snprintf(path, sizeof(path), "%s/core", c->tmpdir);
	snprintf(cmd, sizeof(cmd), "mlx5ctl -j -d %s coredump -o FILE", c->devarg);
	a = art_new(c, "coredump/core", cmd, reg_scope("CORE_DUMP"));
	if (!a || !device_or_fail(c, a))
		return;
	/* the firmware gives the core dump to a UID with INTERNAL_DEVICE_RESOURCES only */
	if (idr && !(c->info.uctx_cap & idr->value)) {
		art_fail(a, EPERM, "the file's firmware user context (UID) lacks "
			 "INTERNAL_DEVICE_RESOURCES, which the core dump needs (the kernel grants it "
			 "to an opener with CAP_SYS_RAWIO): not asked for");
		return;
	}
	{
		const char *argv[] = { "coredump", "-o", path, NULL };

		if (!run_sub(c, a, ".json", true, 3, (char **)argv))
			art_take_file(c, a, path, ".bin", "binary", "the core dump file");
	}
	unlink(path);
	art_done(a);
}

static void piece_config(struct collect *c)
{
	static const char *const cfg[] = { "config", NULL };
	const char *backup[] = { "config", "--backup", NULL, NULL };
	const char *scope = reg_scope("MNVDA");
	char path[128], cmd[256];
	struct art *a;

	/* every item: current, next boot, default */
	sub_art(c, "nvconfig/config", true, true, scope, cfg);
	/* the next-boot values that differ from the defaults, as config --restore takes them */
	snprintf(path, sizeof(path), "%s/backup", c->tmpdir);
	snprintf(cmd, sizeof(cmd), "mlx5ctl -d %s config --backup FILE", c->devarg);
	a = art_new(c, "nvconfig/backup", cmd, scope);
	if (!a)
		return;
	backup[2] = path;
	if (!run_sub(c, a, ".log", false, 3, (char **)backup))
		art_take_file(c, a, path, ".txt", "text", "the backup file");
	unlink(path);
	art_done(a);
}

/* the diagnostic counters: the device's, and a sample of a sampler that runs (never set) */
static void piece_diag(struct collect *c)
{
	struct mlx5ctl_diag_caps caps = { .size = sizeof(caps) };
	struct mlx5ctl_diag_params p = { .size = sizeof(p) };
	struct mlx5ctl_diag_sample *s = NULL;
	char cmd[256], name[64];
	struct art *a;
	size_t n = 0;
	int err;
	J *o, *arr;

	snprintf(cmd, sizeof(cmd), "QUERY_HCA_CAP (debug), QUERY_DIAGNOSTIC_PARAMS, "
		 "QUERY_DIAGNOSTIC_COUNTERS of the sampler that runs on %s", c->devarg);
	a = art_new(c, "diag/sample", cmd, cmd_scope("QUERY_DIAGNOSTIC_COUNTERS"));
	if (!a || !device_or_fail(c, a))
		return;
	err = mlx5ctl_diag_caps(c->dev, &caps);
	if (!err)
		err = mlx5ctl_diag_query_params(c->dev, &p);
	if (err) {
		art_fail(a, err, mlx5ctl_strerror());
		return;
	}
	o = j_obj();
	j_set(o, "device", j_str(c->adev));
	arr = j_arr();
	for (unsigned int i = 0; i < caps.num_counters; i++) {
		diag_name(caps.counter_id[i], name, sizeof(name));
		j_push(arr, j_str(name));
	}
	j_set(o, "counters", arr);
	j_set(o, "frequency_khz", j_u64(caps.device_frequency_khz));
	j_set(o, "sampler_running", j_bool(p.enable && p.num_counters));
	j_set(o, "log_sample_period", j_u64(p.log_sample_period));
	j_set(o, "log_num_of_samples", j_u64(p.log_num_of_samples));
	arr = j_arr();
	if (p.enable && p.num_counters) {
		unsigned int ns = 1u << (p.log_num_of_samples < 15 ? p.log_num_of_samples : 15);

		err = mlx5ctl_diag_query(c->dev, 0, (uint16_t)ns, p.num_counters, &s, &n);
		if (err) {
			j_free(o);
			art_fail(a, err, mlx5ctl_strerror());
			return;
		}
		mlx5ctl_diag_sort(s, n);
		for (size_t i = 0; i < n; i++) {
			J *e = j_obj();

			diag_name(s[i].counter_id, name, sizeof(name));
			j_set(e, "counter", j_str(name));
			j_set(e, "sample_id", j_u64(s[i].sample_id));
			j_set(e, "time_stamp", j_u64(s[i].time_stamp));
			j_set(e, "value", j_u64(s[i].value));
			j_push(arr, e);
		}
		free(s);
	}
	j_set(o, "samples", arr);
	art_json(c, a, ".json", o);
	if (!(p.enable && p.num_counters))
		art_skip(a, "no sampler runs: a sample needs SET_DIAGNOSTIC_PARAMS, a debug write, "
			 "which collect never sends (mlx5ctl diag takes one); the counters the "
			 "device has are listed");
	art_done(a);
}

/* MQIS: the board's strings (VPD, model name, description), read in pieces */
static void piece_board(struct collect *c)
{
	const struct mlx5ctl_enum_desc *e = mlx5ctl_prm_find_enum("mqis_info_type");
	const struct mlx5ctl_enum_value *v;
	const struct mlx5ctl_reg_desc *r = mlx5ctl_prm_find_register("MQIS");

	if (!e || !r)
		return;
	for (unsigned int i = 0; (v = mlx5ctl_prm_enum_value_at(e, i)); i++) {
		uint8_t reg[MLX5CTL_ST_SZ_BYTES(mqis_reg)];
		size_t piece = MLX5CTL_FLD_SZ_BYTES(mqis_reg, info_string), total = 0, got = 0;
		char name[96], cmd[256];
		uint8_t *text = NULL;
		struct art *a;
		int err = 0;

		snprintf(name, sizeof(name), "board/%s", v->name);
		snprintf(cmd, sizeof(cmd), "mlx5ctl -j -d %s reg MQIS info_type=%s read_offset=N "
			 "read_length=%zu (N from 0 to info_length)", c->devarg, v->name, piece);
		a = art_new(c, name, cmd, r->read_scope);
		if (!a || !device_or_fail(c, a))
			continue;
		do {
			memset(reg, 0, sizeof(reg));
			MLX5CTL_SET(mqis_reg, reg, info_type, v->value);
			MLX5CTL_SET(mqis_reg, reg, read_offset, got);
			MLX5CTL_SET(mqis_reg, reg, read_length, piece);
			err = mlx5ctl_access_reg(c->dev, r->id, 0, false, reg, reg, sizeof(reg));
			if (err)
				break;
			if (!text) {
				total = MLX5CTL_GET(mqis_reg, reg, info_length);
				text = calloc(1, total + 1);
				if (!text) {
					err = -ENOMEM;
					break;
				}
			}
			{
				size_t n = MLX5CTL_GET(mqis_reg, reg, read_length);

				if (!n || n > piece)
					break;
				if (n > total - got)
					n = total - got;
				memcpy(text + got, MLX5CTL_ADDR_OF(mqis_reg, reg, info_string), n);
				got += n;
			}
		} while (got < total);
		if (err) {
			art_fail(a, err, mlx5ctl_strerror());
			free(text);
			continue;
		}
		if (!total) {
			free(text);
			art_skip(a, "the device has no such string (info_length 0)");
			continue;
		}
		if (c->ss && v->value == MLX5CTL_MQIS_INFO_VPD)
			secrets_from_vpd(c->ss, text, got);
		art_file(c, a, v->value == MLX5CTL_MQIS_INFO_VPD ? ".bin" : ".txt",
			 v->value == MLX5CTL_MQIS_INFO_VPD ? "binary" : "text", text, got);
		art_done(a);
	}
}

/*
 * The link view: `mlx5ctl link` where this build has it. Without it, the registers it is made
 * of: PAOS, PTYS, PPCNT and PDDR's default page are among registers/ (the first port's), and
 * every PDDR page the spec knows is read here; link/link records that the command is missing.
 */
static void piece_link(struct collect *c)
{
	static const char *const text[] = { "link", NULL };
	const struct mlx5ctl_reg_desc *r = mlx5ctl_prm_find_register("PDDR");
	const struct mlx5ctl_enum_desc *pages = mlx5ctl_prm_find_enum("pddr_page_select");
	const struct mlx5ctl_enum_value *v;
	struct art *a;

	if (tool_find_subcmd("link")) {
		sub_art(c, "link/link", true, true, reg_scope("PDDR"), text);
		return;
	}
	a = art_new(c, "link/link", "mlx5ctl link", NULL);
	if (a)
		art_skip(a, "this mlx5ctl has no link command: the link is registers/PAOS, PTYS, "
			 "PPCNT, PDDR and link/PDDR.<page> (every page, the first port)");
	for (unsigned int i = 0; r && pages && (v = mlx5ctl_prm_enum_value_at(pages, i)); i++) {
		char name[96], words[128], err[64];
		struct mlx5ctl_prm_ref lp, ps;
		uint8_t *data;

		if (mlx5ctl_prm_resolve(r->layout, "local_port", &lp, err, sizeof(err)) ||
		    mlx5ctl_prm_resolve(r->layout, "page_select", &ps, err, sizeof(err)))
			break;
		data = calloc(1, r->layout->size_bits / 8);
		if (!data)
			break;
		mlx5ctl_prm_set(data, &lp, 1);
		mlx5ctl_prm_set(data, &ps, v->value);
		/* a page whose read would act (the spec's rules) is not read */
		reg_read_at_rest(r, data);
		if (mlx5ctl_prm_get(data, &ps) == v->value) {
			snprintf(name, sizeof(name), "link/PDDR.%s", v->name);
			snprintf(words, sizeof(words), " local_port=1 page_select=%s", v->name);
			read_register(c, r, name, data, words);
		}
		free(data);
	}
}

/* the kernel's log lines of mlx5 (mlx5_core, mlx5ctl, fwctl) and of the PCI function */
static bool kmsg_line_wanted(const char *line, const char *pci)
{
	return strstr(line, "mlx5") || strstr(line, "fwctl") || (*pci && strstr(line, pci));
}

static void piece_kmsg(struct collect *c)
{
	const char *path = getenv("MLX5CTL_KMSG");	/* tests: a file instead */
	struct art *a;
	char *out = NULL, line[8192];
	size_t olen = 0, total = 0;
	FILE *m;
	int fd;

	path = path && *path ? path : "/dev/kmsg";
	a = art_new(c, "kernel/log", path, NULL);
	if (!a)
		return;
	fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	if (fd < 0) {
		char msg[256];
		int err = errno;

		snprintf(msg, sizeof(msg), "%s: %s%s", path, strerror(err),
			 err == EPERM || err == EACCES ? " (kernel.dmesg_restrict: root reads it)" :
			 "");
		art_fail(a, err, msg);
		return;
	}
	m = open_memstream(&out, &olen);
	if (!m) {
		close(fd);
		art_fail(a, ENOMEM, NULL);
		return;
	}
	for (;;) {
		ssize_t r = read(fd, line, sizeof(line) - 1);
		char *text;

		if (r < 0 && errno == EPIPE)
			continue;	/* overwritten while read: the next record */
		if (r <= 0)
			break;		/* EAGAIN: the end of the log; or a plain file's end */
		line[r] = '\0';
		total += (size_t)r;
		if (total > KMSG_MAX)
			break;
		/* a /dev/kmsg record: "prio,seq,usec,flags;text\n" and continuation lines;
		 * a plain file holds dmesg's lines */
		for (char *l = line, *nl; *l; l = nl ? nl + 1 : l + strlen(l)) {
			nl = strchr(l, '\n');
			if (nl)
				*nl = '\0';
			text = strchr(l, ';');
			if (text && kmsg_line_wanted(text, c->pci)) {
				unsigned long long usec = 0;

				sscanf(l, "%*u,%*u,%llu", &usec);
				fprintf(m, "[%5llu.%06llu] %s\n", usec / 1000000, usec % 1000000,
					text + 1);
			} else if (!text && *l != ' ' && kmsg_line_wanted(l, c->pci)) {
				fprintf(m, "%s\n", l);
			}
			if (!nl)
				break;
		}
	}
	close(fd);
	fclose(m);
	art_file(c, a, ".txt", "text", (uint8_t *)out, olen);
	art_done(a);
}

/*
 * An external program, its output the artefact's file, killed when it takes longer than
 * EXEC_TIMEOUT_S or the time left. The exit status, -1 when it could not run (a->err set).
 */
static int run_exec(struct collect *c, struct art *a, const char *suffix, char *const argv[])
{
	int out[2], errp[2], status = 0;
	double limit = c->deadline - now_s();
	char *obuf = NULL, *ebuf = NULL;
	size_t olen = 0, elen = 0;
	FILE *om, *em;
	pid_t pid;

	if (limit > EXEC_TIMEOUT_S)
		limit = EXEC_TIMEOUT_S;
	if (pipe2(out, O_CLOEXEC) || pipe2(errp, O_CLOEXEC)) {
		art_fail(a, errno, "pipe");
		return -1;
	}
	fflush(stdout);
	fflush(stderr);
	pid = fork();
	if (pid < 0) {
		art_fail(a, errno, "fork");
		return -1;
	}
	if (!pid) {
		int null = open("/dev/null", O_RDONLY);

		dup2(null, STDIN_FILENO);
		dup2(out[1], STDOUT_FILENO);
		dup2(errp[1], STDERR_FILENO);
		execvp(argv[0], argv);
		dprintf(STDERR_FILENO, "%s: %s\n", argv[0], strerror(errno));
		_exit(errno == ENOENT ? 127 : 126);
	}
	close(out[1]);
	close(errp[1]);
	om = open_memstream(&obuf, &olen);
	em = open_memstream(&ebuf, &elen);
	for (bool oe = false, ee = false; !(oe && ee); ) {
		struct pollfd p[2] = { { .fd = oe ? -1 : out[0], .events = POLLIN },
				       { .fd = ee ? -1 : errp[0], .events = POLLIN } };
		double t = now_s();
		char buf[4096];
		int r;

		if (t > a->seconds + limit) {
			kill(pid, SIGKILL);
			break;
		}
		r = poll(p, 2, (int)((a->seconds + limit - t) * 1000) + 1);
		if (r < 0 && errno != EINTR)
			break;
		for (int i = 0; i < 2; i++) {
			ssize_t n;

			if (!(p[i].revents & (POLLIN | POLLHUP | POLLERR)))
				continue;
			n = read(p[i].fd, buf, sizeof(buf));
			if (n <= 0) {
				if (i)
					ee = true;
				else
					oe = true;
				continue;
			}
			if (om && em)
				fwrite(buf, 1, (size_t)n, i ? em : om);
		}
	}
	close(out[0]);
	close(errp[0]);
	waitpid(pid, &status, 0);
	if (om)
		fclose(om);
	if (em)
		fclose(em);
	if (WIFSIGNALED(status)) {
		char msg[128];

		snprintf(msg, sizeof(msg), "%s: stopped after %.0f s", argv[0], limit);
		art_fail(a, ETIMEDOUT, msg);
		free(obuf);
		free(ebuf);
		return -1;
	}
	if (WEXITSTATUS(status)) {
		char *msg = last_message(ebuf ? ebuf : "");

		art_fail(a, WEXITSTATUS(status) == 127 ? ENOENT : 0, *msg ? msg : "failed");
		free(msg);
		free(obuf);
		free(ebuf);
		return WEXITSTATUS(status);
	}
	free(ebuf);
	art_file(c, a, suffix, "json", (uint8_t *)obuf, olen);
	return 0;
}

static void piece_devlink(struct collect *c)
{
	static const char *const what[][2] = { { "devlink/info", "dev info" },
					       { "devlink/health", "health show" } };
	char handle[96];

	snprintf(handle, sizeof(handle), "pci/%s", c->pci);
	for (size_t i = 0; i < sizeof(what) / sizeof(what[0]); i++) {
		char cmd[256], w1[32], w2[32];
		char *argv[] = { "devlink", "-j", w1, w2, handle, NULL };
		struct art *a;

		/*
		 * health: every reporter of every device (the device's among them): iproute2
		 * before 6.2 (Debian 12's 6.1) wants a reporter's name after a device
		 */
		sscanf(what[i][1], "%31s %31s", w1, w2);
		if (!strcmp(w1, "health"))
			argv[4] = NULL;
		snprintf(cmd, sizeof(cmd), "devlink -j %s%s%s", what[i][1], argv[4] ? " " : "",
			 argv[4] ? handle : "");
		a = art_new(c, what[i][0], cmd, NULL);
		if (!a)
			continue;
		if (!*c->pci) {
			art_fail(a, ENODEV, "the device's PCI address is not known");
			continue;
		}
		if (run_exec(c, a, ".json", argv) && a->err == ENOENT)
			art_fail(a, ENOENT, "devlink is not installed (Debian's iproute2)");
		art_done(a);
	}
}

/* ---- the index ---- */
static const char *errno_name(int err)
{
#if defined(__GLIBC__) && (__GLIBC__ > 2 || __GLIBC_MINOR__ >= 32)
	return err ? strerrorname_np(err) : NULL;
#else
	(void)err;
	return NULL;
#endif
}

static J *index_doc(struct collect *c, double seconds)
{
	J *o = j_obj(), *arr = j_arr(), *lim = j_obj(), *counts = j_obj(), *red;
	unsigned int ok = 0, refused = 0, error = 0, skipped = 0;
	char when[32];

	strftime(when, sizeof(when), "%Y-%m-%dT%H:%M:%SZ", gmtime(&c->when));
	j_set(o, "format", j_str("mlx5ctl-collect"));
	j_set(o, "version", j_u64(INDEX_FORMAT));
	j_set(o, "tool", j_str(tool_version()));
	j_set(o, "created", j_str(when));
	j_set(o, "device", j_str(c->adev));
	j_set(o, "pci", j_str_or_null(c->pci));
	j_set(o, "transport", c->dev ? j_str(c->info.transport) : NULL);
	j_set(o, "kernel", c->dev ? j_str(c->info.kernel) : NULL);
	j_set(o, "read_only", j_bool(true));
	j_set(lim, "timeout_s", j_real(c->timeout_s));
	j_set(lim, "max_bytes", j_u64(c->max_bytes));
	j_set(o, "limits", lim);
	j_set(o, "seconds", j_real(seconds));
	if (c->ss) {
		red = j_arr();
		for (unsigned int i = 0; i < c->ss->count; i++) {
			J *e = j_obj();

			j_set(e, "placeholder", j_str(c->ss->s[i].label));
			j_set(e, "kind", j_str(c->ss->s[i].kind == SECRET_MAC ? "mac" :
					       c->ss->s[i].kind == SECRET_GUID ? "guid" : "serial"));
			j_set(e, "replacements", j_u64(c->ss->s[i].hits));
			j_push(red, e);
		}
		j_set(o, "redacted", red);
	} else {
		j_set(o, "redacted", NULL);
	}
	for (size_t i = 0; i < c->n; i++) {
		const struct art *a = &c->arts[i];
		J *e = j_obj(), *files = j_arr();

		ok += !strcmp(a->status, "ok");
		refused += !strcmp(a->status, "refused");
		error += !strcmp(a->status, "error");
		skipped += !strcmp(a->status, "skipped");
		j_set(e, "name", j_str(a->name));
		j_set(e, "command", j_str_or_null(a->command));
		j_set(e, "scope", a->scope ? j_str(a->scope) : NULL);
		j_set(e, "status", j_str(a->status));
		j_set(e, "error", a->error ? j_str(a->error) : NULL);
		j_set(e, "errno", errno_name(a->err) ? j_str(errno_name(a->err)) : NULL);
		j_set(e, "seconds", j_real(a->seconds));
		for (unsigned int k = 0; k < a->nfiles; k++) {
			J *f = j_obj();

			j_set(f, "path", j_str(a->files[k].path));
			j_set(f, "format", j_str(a->files[k].format));
			j_set(f, "bytes", j_u64(a->files[k].len));
			j_set(f, "sha256", j_str(a->files[k].sha256));
			j_push(files, f);
		}
		j_set(e, "files", files);
		j_push(arr, e);
	}
	j_set(counts, "ok", j_u64(ok));
	j_set(counts, "refused", j_u64(refused));
	j_set(counts, "error", j_u64(error));
	j_set(counts, "skipped", j_u64(skipped));
	j_set(o, "counts", counts);
	j_set(o, "artefacts", arr);
	return o;
}

/* ---- the identities, for --redact: what the card holds beyond the pieces read ---- */
static void find_secrets(struct collect *c)
{
	const struct mlx5ctl_enum_desc *nv = mlx5ctl_prm_find_enum("nv_param");
	const struct mlx5ctl_enum_value *v;
	struct mlx5ctl_sysdev **devs;
	int n;

	/* the configuration items that hold MACs and GUIDs (BASE_MAC_GUID ...), every mode */
	for (unsigned int i = 0; c->dev && nv && (v = mlx5ctl_prm_enum_value_at(nv, i)); i++) {
		uint8_t buf[512];

		if (!v->layout || !struct_has_secrets(v->layout) ||
		    v->layout->size_bits / 8 > sizeof(buf))
			continue;
		for (unsigned int mode = 0; mode < 3; mode++) {
			memset(buf, 0, sizeof(buf));
			if (!mlx5ctl_nv_read(c->dev, v->value, mode, buf, v->layout->size_bits / 8))
				secrets_from_struct(c->ss, v->layout, buf, v->layout->size_bits / 8);
		}
	}
	/* the PCI function's device serial number (extended capability 3), a GUID on these cards */
	if (*c->pci) {
		char path[512];
		uint8_t cfg[4096];
		int fd;
		ssize_t len;

		snprintf(path, sizeof(path), "%s/bus/pci/devices/%s/config", sysfs_root(), c->pci);
		fd = open(path, O_RDONLY | O_CLOEXEC);
		len = fd < 0 ? -1 : read(fd, cfg, sizeof(cfg));
		if (fd >= 0)
			close(fd);
		for (size_t off = 0x100, hops = 0; len > 0 && off && off + 12 <= (size_t)len &&
		     hops < 64; hops++) {
			uint32_t h = cfg[off] | cfg[off + 1] << 8 | cfg[off + 2] << 16 |
				     (uint32_t)cfg[off + 3] << 24;
			uint8_t dsn[8];

			if ((h & 0xffff) == 0x0003) {
				for (int i = 0; i < 8; i++)	/* little-endian in config space */
					dsn[i] = cfg[off + 4 + 7 - i];
				secret_add(c->ss, SECRET_GUID, dsn, 8);
				break;
			}
			off = h >> 20;
		}
	}
	/* the network interfaces' addresses */
	n = mlx5ctl_list_sysdevs(&devs);
	for (int i = 0; i < n; i++) {
		char words[256], *save = NULL;

		if (strcmp(devs[i]->adev, c->adev))
			continue;
		snprintf(words, sizeof(words), "%s", devs[i]->netdevs);
		for (char *w = strtok_r(words, " ", &save); w; w = strtok_r(NULL, " ", &save)) {
			char path[512], *addr;
			int err;

			snprintf(path, sizeof(path), "%s/class/net/%s/address", sysfs_root(), w);
			addr = read_small(path, 64, &err);
			if (addr)
				secret_add_text(c->ss, addr);
			free(addr);
		}
	}
	if (n >= 0)
		mlx5ctl_free_sysdevs(devs);
}

/* MACs and GUIDs come in blocks from the base ones: as many as BASE_MAC_GUID_CAP allocates */
static void secrets_ranges(struct collect *c)
{
	const struct mlx5ctl_enum_value *cap =
		mlx5ctl_prm_enum_lookup(mlx5ctl_prm_find_enum("nv_param"), "BASE_MAC_GUID_CAP");
	uint8_t buf[256] = { 0 };
	uint64_t nmac = 0, nguid = 0;
	struct mlx5ctl_prm_ref ref;
	char err[64];
	unsigned int count;

	if (!c->dev || !cap || !cap->layout || cap->layout->size_bits / 8 > sizeof(buf) ||
	    mlx5ctl_nv_read(c->dev, cap->value, MLX5CTL_NV_ACCESS_MODE_CURRENT, buf,
			    cap->layout->size_bits / 8))
		return;
	if (!mlx5ctl_prm_resolve(cap->layout, "num_of_allocated_macs", &ref, err, sizeof(err)))
		nmac = mlx5ctl_prm_get(buf, &ref);
	if (!mlx5ctl_prm_resolve(cap->layout, "num_of_allocated_guids", &ref, err, sizeof(err)))
		nguid = mlx5ctl_prm_get(buf, &ref);
	count = c->ss->count;
	for (unsigned int i = 0; i < count; i++) {
		struct secret s = c->ss->s[i];
		uint64_t base = 0, k, num = s.kind == SECRET_MAC ? nmac : s.kind == SECRET_GUID ?
					  nguid : 0;

		if (num > 256)
			num = 256;
		for (size_t b = 0; b < s.len && b < 8; b++)
			base = base << 8 | s.v[b];
		for (k = 1; k < num; k++)
			secret_add_u64(c->ss, s.kind, base + k, s.len);
	}
}

static void apply_redaction(struct collect *c)
{
	for (size_t i = 0; i < c->n; i++) {
		struct art *a = &c->arts[i];

		for (unsigned int k = 0; k < a->nfiles; k++) {
			uint8_t *out;
			size_t len;

			if (redact(c->ss, a->files[k].data, a->files[k].len, &out, &len) < 0)
				continue;
			c->bytes -= tar_member_size(a->files[k].len);
			free(a->files[k].data);
			a->files[k].data = out;
			a->files[k].len = len;
			c->bytes += tar_member_size(len);
		}
		/* the words of an error may name them too */
		if (a->error) {
			uint8_t *out;
			size_t len;

			if (redact(c->ss, (uint8_t *)a->error, strlen(a->error), &out, &len) >= 0) {
				free(a->error);
				a->error = xasprintf("%.*s", (int)len, (char *)out);
				free(out);
			}
		}
	}
}

/* ---- options ---- */
enum { CO_OUTPUT = OPT_OWN, CO_TIMEOUT, CO_MAX_SIZE, CO_REDACT, CO_FORMAT };

static int collect_opt(int id, const char *arg, void *p)
{
	struct collect *c = p;
	uint64_t v;
	char *end;

	switch (id) {
	case CO_OUTPUT:
		c->out = arg;
		return 0;
	case CO_TIMEOUT:
		c->timeout_s = strtod(arg, &end);
		return *end || !(c->timeout_s > 0 && c->timeout_s < 1e6) ? -1 : 0;
	case CO_MAX_SIZE:
		if (!parse_u64(arg, UINT64_MAX, true, &v) || v < 4096)
			return -1;
		c->max_bytes = v;
		return 0;
	case CO_REDACT:
		c->redact = true;
		return 0;
	case CO_FORMAT:
		c->format_given = true;
		if (!strcmp(arg, "tar"))
			c->gzip = false;
		else if (!strcmp(arg, "tar.gz") || !strcmp(arg, "tgz"))
			c->gzip = true;
		else
			return -1;
		return 0;
	}
	return -1;
}

static void free_all(struct collect *c)
{
	for (size_t i = 0; i < c->n; i++) {
		for (unsigned int k = 0; k < c->arts[i].nfiles; k++) {
			free(c->arts[i].files[k].path);
			free(c->arts[i].files[k].data);
		}
		free(c->arts[i].name);
		free(c->arts[i].command);
		free(c->arts[i].error);
	}
	free(c->arts);
	free(c->ss);
	if (c->dev)
		mlx5ctl_close(c->dev);
	if (*c->tmpdir)
		rmdir(c->tmpdir);
}

static bool ends_with(const char *s, const char *suffix)
{
	size_t a = strlen(s), b = strlen(suffix);

	return a >= b && !strcmp(s + a - b, suffix);
}

/* the archive: the folder, every file, the index last; 0 or -errno */
static int write_archive(struct collect *c, FILE *f, const uint8_t *index, size_t ilen,
			 uint64_t *tar_bytes)
{
	struct tar t;
	char path[512];
	int err = tar_start(&t, f, c->gzip);

	if (err)
		return err;
	tar_add(&t, c->folder, NULL, 0, 0755, c->when, true);
	for (size_t i = 0; i < c->n; i++)
		for (unsigned int k = 0; k < c->arts[i].nfiles; k++) {
			snprintf(path, sizeof(path), "%s/%s", c->folder, c->arts[i].files[k].path);
			tar_add(&t, path, c->arts[i].files[k].data, c->arts[i].files[k].len, 0600,
				c->when, false);
		}
	snprintf(path, sizeof(path), "%s/index.json", c->folder);
	tar_add(&t, path, index, ilen, 0600, c->when, false);
	err = tar_finish(&t);
	*tar_bytes = t.in;
	return err;
}

static int cmd_collect(const struct subcmd *sc, int argc, char **argv)
{
	struct collect *c = calloc(1, sizeof(*c));
	bool was_yes = tool.yes, was_ro = tool.read_only;
	const char *was_dev = tool.device;
	char stamp[32], defname[256], **args, *index = NULL;
	uint64_t tar_bytes = 0;
	size_t ilen = 0;
	struct tfile tf;
	double seconds;
	int nargs, ret, err;
	FILE *m;

	if (!c)
		return failf("out of memory");
	c->timeout_s = 300;
	c->max_bytes = 256ull << 20;
	c->gzip = true;
	ret = opts_parse(sc, argc, argv, collect_opt, c, &args, &nargs, NULL);
	if (ret) {
		free(c);
		return ret;
	}
	if (nargs) {
		free(c);
		return usage_error("unexpected argument '%s'", args[0]);
	}
	if (tool.allow_taint) {
		free(c);
		return usage_error("--allow-taint: collect sends reads of the lowest scopes only");
	}
	if (c->out && !strcmp(c->out, "-") && isatty(STDOUT_FILENO)) {
		free(c);
		return usage_error("-o -: standard output is a terminal; redirect it");
	}
	if (c->out && !c->format_given)
		c->gzip = !ends_with(c->out, ".tar");
	/* room for the index, the folder and the end of the archive: the files get the rest */
	c->reserve = c->max_bytes / 4 < INDEX_RESERVE ? c->max_bytes / 4 : INDEX_RESERVE;
	err = mlx5ctl_resolve(tool.device, c->adev, sizeof(c->adev));
	if (err) {
		free(c);
		return fail();
	}
	c->t0 = now_s();
	c->deadline = c->t0 + c->timeout_s;
	c->when = time(NULL);
	if (c->redact) {
		c->ss = calloc(1, sizeof(*c->ss));
		if (!c->ss) {
			free(c);
			return failf("out of memory");
		}
	}
	snprintf(c->tmpdir, sizeof(c->tmpdir), "%s", "/tmp/mlx5ctl-collect-XXXXXX");
	if (!mkdtemp(c->tmpdir)) {
		*c->tmpdir = '\0';
		free_all(c);
		free(c);
		return failf("a temporary folder: %s", strerror(errno));
	}
	/* nothing that writes: the device read-only, no confirmation ever given */
	tool.read_only = true;
	tool.yes = false;
	tool.device = c->adev;
	snprintf(c->devarg, sizeof(c->devarg), "%s", c->adev);
	c->tty = isatty(STDERR_FILENO) && !tool.json ? stderr : NULL;
	c->open_err = tool_opener(c->adev, &c->dev);
	if (c->open_err) {
		snprintf(c->open_msg, sizeof(c->open_msg), "%s", mlx5ctl_strerror());
		c->dev = NULL;
	} else if (mlx5ctl_info(c->dev, &c->info)) {
		c->info.size = 0;
	}
	if (c->dev)
		snprintf(c->pci, sizeof(c->pci), "%s", c->info.pci);
	{
		struct mlx5ctl_sysdev **devs;
		int n = mlx5ctl_list_sysdevs(&devs);

		for (int i = 0; i < n; i++)
			if (!strcmp(devs[i]->adev, c->adev) && *devs[i]->pci)
				snprintf(c->pci, sizeof(c->pci), "%s", devs[i]->pci);
		if (n >= 0)
			mlx5ctl_free_sysdevs(devs);
	}
	strftime(stamp, sizeof(stamp), "%Y%m%d-%H%M%S", gmtime(&c->when));
	snprintf(c->folder, sizeof(c->folder), "mlx5ctl-collect-%s-%s",
		 *c->pci ? c->pci : c->adev, stamp);
	for (char *p = c->folder; *p; p++)
		if (*p == ':' || *p == '/')
			*p = '_';

	{
		static const char *const info[] = { "info", NULL },
			*const fwq[] = { "fw", "query", NULL };
		const char *mon[] = { "monitor", NULL };
		char mcmd[128];
		const char *list[] = { "list", NULL };
		struct art *a;

		piece_versions(c);
		/* every device sysfs shows (each opened, read-only, for its firmware and PSID) */
		a = art_new(c, "list", "mlx5ctl -j list", reg_scope("MGIR"));
		if (a) {
			run_sub(c, a, ".json", true, 1, (char **)list);
			art_done(a);
		}
		sub_art(c, "info", true, true, NULL, info);
		piece_caps(c);
		piece_queries(c);
		piece_registers(c);
		piece_board(c);
		piece_link(c);
		piece_rscdump(c);
		piece_coredump(c);
		piece_diag(c);
		snprintf(mcmd, sizeof(mcmd), "mlx5ctl -d %s monitor", c->devarg);
		a = art_new(c, "diag/monitor", mcmd, reg_scope("MTMP"));
		if (a) {
			run_sub(c, a, ".prom", false, 1, (char **)mon);
			art_done(a);
		}
		piece_config(c);
		sub_art(c, "fw/query", true, true, reg_scope("MCQS"), fwq);
		piece_kmsg(c);
		piece_devlink(c);
	}
	if (c->ss) {
		find_secrets(c);
		secrets_ranges(c);
		apply_redaction(c);
	}
	for (size_t i = 0; i < c->n; i++)
		for (unsigned int k = 0; k < c->arts[i].nfiles; k++)
			sha256_hex(c->arts[i].files[k].data, c->arts[i].files[k].len,
				   c->arts[i].files[k].sha256);
	if (c->tty)
		fputs("\r\033[K", c->tty);
	tool.read_only = was_ro;
	tool.yes = was_yes;
	tool.device = was_dev;

	seconds = now_s() - c->t0;
	m = open_memstream(&index, &ilen);
	if (!m || j_print(m, index_doc(c, seconds))) {
		if (m)
			fclose(m);
		free(index);
		free_all(c);
		free(c);
		return failf("out of memory");
	}
	fclose(m);
	if (c->ss) {
		uint8_t *out;
		size_t len;

		if (redact(c->ss, (uint8_t *)index, ilen, &out, &len) >= 0) {
			free(index);
			index = (char *)out;
			ilen = len;
		}
	}
	if (!c->out) {
		snprintf(defname, sizeof(defname), "%s.tar%s", c->folder, c->gzip ? ".gz" : "");
		c->out = defname;
	}
	err = tf_open(&tf, c->out, 0600);
	if (err) {
		ret = failf("%s: %s", c->out, strerror(-err));
		free(index);
		free_all(c);
		free(c);
		return ret;
	}
	err = write_archive(c, tf.f, (uint8_t *)index, ilen, &tar_bytes);
	if (err) {
		tf_abort(&tf);
	} else {
		err = tf_commit(&tf);
	}
	free(index);
	if (err) {
		ret = failf("%s: %s", c->out, strerror(-err));
		free_all(c);
		free(c);
		return ret;
	}
	{
		FILE *report = strcmp(c->out, "-") ? stdout : stderr;
		struct stat st;
		uint64_t size = 0;
		unsigned int cnt[4] = { 0 };

		if (strcmp(c->out, "-") && !stat(c->out, &st))
			size = (uint64_t)st.st_size;
		for (size_t i = 0; i < c->n; i++) {
			const char *s = c->arts[i].status;

			cnt[!strcmp(s, "ok") ? 0 : !strcmp(s, "refused") ? 1 : !strcmp(s, "error") ?
			    2 : 3]++;
		}
		if (tool.json) {
			J *o = j_obj(), *counts = j_obj(), *probs = j_arr();

			j_set(o, "device", j_str(c->adev));
			j_set(o, "file", j_str(c->out));
			j_set(o, "format", j_str(c->gzip ? "tar.gz" : "tar"));
			j_set(o, "bytes", strcmp(c->out, "-") ? j_u64(size) : NULL);
			j_set(o, "tar_bytes", j_u64(tar_bytes));
			j_set(o, "seconds", j_real(seconds));
			j_set(o, "redacted", j_bool(c->ss != NULL));
			j_set(counts, "ok", j_u64(cnt[0]));
			j_set(counts, "refused", j_u64(cnt[1]));
			j_set(counts, "error", j_u64(cnt[2]));
			j_set(counts, "skipped", j_u64(cnt[3]));
			j_set(o, "counts", counts);
			for (size_t i = 0; i < c->n; i++) {
				J *e;

				if (!strcmp(c->arts[i].status, "ok") ||
				    !strcmp(c->arts[i].status, "skipped"))
					continue;
				e = j_obj();
				j_set(e, "name", j_str(c->arts[i].name));
				j_set(e, "status", j_str(c->arts[i].status));
				j_set(e, "error", j_str_or_null(c->arts[i].error));
				j_push(probs, e);
			}
			j_set(o, "problems", probs);
			ret = j_print(report, o) ? EXIT_FAIL : 0;
		} else {
			fprintf(report, "bundle:    %s (%s, %llu bytes; %llu bytes of tar)\n"
				"pieces:    %zu: %u ok, %u refused, %u failed, %u skipped%s\n"
				"time:      %.2f s\n", c->out, c->gzip ? "tar.gz" : "tar",
				(unsigned long long)size, (unsigned long long)tar_bytes, c->n,
				cnt[0], cnt[1], cnt[2], cnt[3],
				c->ss ? "; serial numbers, GUIDs and MACs redacted" : "", seconds);
			for (size_t i = 0; i < c->n; i++)
				if (!strcmp(c->arts[i].status, "refused") ||
				    !strcmp(c->arts[i].status, "error"))
					fprintf(report, "  %-8s %s: %s\n", c->arts[i].status,
						c->arts[i].name, c->arts[i].error);
		}
	}
	free_all(c);
	free(c);
	return ret;
}

static const struct tool_opt collect_opts[] = {
	{ "output", 'o', CO_OUTPUT, "FILE",
	  "the bundle (mode 0600; - for standard output); default "
	  "mlx5ctl-collect-<PCI>-<time>.tar.gz here" },
	{ "timeout", 0, CO_TIMEOUT, "SECONDS",
	  "stop collecting after this long (default 300): what is left is recorded as skipped" },
	{ "max-size", 0, CO_MAX_SIZE, "BYTES[K|M|G]",
	  "at most this much in the archive (default 256M): what does not fit is recorded as "
	  "skipped" },
	{ "redact", 0, CO_REDACT, NULL,
	  "replace serial numbers, GUIDs and MAC addresses, the same value by the same "
	  "placeholder in every file (raw bytes too)" },
	{ "format", 0, CO_FORMAT, "tar|tar.gz",
	  "the archive's format (default: tar.gz, or tar for a FILE ending in .tar)" },
	{ 0 },
};

const struct subcmd sc_collect = {
	.name = "collect", .fn = cmd_collect, .args = "[-o FILE]", .opts = collect_opts,
	.flags = SC_DEVICE,
	.help = "a support bundle: versions, capabilities, every readable register, dumps, "
		"configuration, firmware, logs, in one archive with an index",
	.more = "Reads only: the device is opened read-only (the library sends nothing the spec\n"
		"does not call a read, over fwctl nothing above the read-only debug scope; it never\n"
		"taints the kernel); fields that act on a read stay at rest. A piece that fails or is\n"
		"refused (a core dump the UID may not take, an unreadable kernel log) is recorded in\n"
		"the index with its error, and the rest goes on. index.json (docs/json.md) lists every\n"
		"piece: the command that gives it, its scope, status, files, sizes and SHA-256.\n",
};
