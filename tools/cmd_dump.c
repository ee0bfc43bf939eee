// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * coredump and rscdump: the firmware core dump into a file (mode 0600, written whole, or
 * stdout), verified, through a UMEM when the platform allows one; resource dumps, their
 * segments decoded.
 */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "dumpfmt.h"
#include "sha256.h"

#define DEFAULT_UMEM (2u << 20)	/* the core dump buffer: the emulated dump (1.5 MiB) fits */

struct sink {
	FILE *out;			/* the file, or NULL */
	int write_err;			/* writing the file failed: errno */
	struct mlx5ctl_membuf mem;	/* everything, for the checks */
	struct dump_progress *progress;	/* or NULL */
};

static int sink_write(void *p, const void *data, size_t len)
{
	struct sink *s = p;

	if (s->out && fwrite(data, 1, len, s->out) != len) {
		s->write_err = errno ? errno : EIO;
		return -1;
	}
	if (mlx5ctl_membuf_sink(&s->mem, data, len))
		return -1;
	if (s->progress)
		progress_update(s->progress, s->mem.p, s->mem.len);
	return 0;
}

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

enum { CD_OUTPUT = OPT_OWN, CD_INLINE, CD_UMEM };

struct coredump_ctx {
	const char *out;
	bool inline_;
	uint64_t umem_size;
};

static int coredump_opt(int id, const char *arg, void *p)
{
	struct coredump_ctx *c = p;

	switch (id) {
	case CD_OUTPUT:
		c->out = arg;
		return 0;
	case CD_INLINE:
		c->inline_ = true;
		return 0;
	case CD_UMEM:
		return parse_u64(arg, 0xfffff000u, true, &c->umem_size) && c->umem_size ? 0 : -1;
	}
	return -1;
}

/*
 * Why a dump asked for a UMEM went inline ("" when it did not): the transport carries no user
 * memory (fwctl), or the platform refused the UMEM (bounced DMA).
 */
static void umem_fallback(const struct mlx5ctl_devinfo *di, const struct mlx5ctl_dump_stats *st,
			  char *buf, size_t len)
{
	if (!st->umem_err)
		*buf = 0;
	else if (st->umem_err == -EOPNOTSUPP && !strcmp(di->transport, "fwctl"))
		snprintf(buf, len, "no UMEM (fwctl carries no user memory): inline");
	else
		snprintf(buf, len, "no UMEM (%s): inline", strerror(-st->umem_err));
}

static int cmd_coredump(const struct subcmd *sc, int argc, char **argv)
{
	struct coredump_ctx c = { .umem_size = DEFAULT_UMEM };
	struct mlx5ctl_dump_req req = { .size = sizeof(req) };
	struct mlx5ctl_dump_stats st = { .size = sizeof(st) };
	struct mlx5ctl_core_dump_info info = { .size = sizeof(info) };
	struct mlx5ctl_devinfo di = { .size = sizeof(di) };
	struct dump_progress prog;
	struct sink s = { 0 };
	struct mlx5ctl_dev *dev;
	struct tfile tf;
	char fallback[160] = "", file_sha[65];
	uint32_t file_crc;
	FILE *report;
	double t0, dt;
	char **args;
	int nargs, ret;

	ret = opts_parse(sc, argc, argv, coredump_opt, &c, &args, &nargs, NULL);
	if (ret)
		return ret;
	if (nargs)
		return usage_error("unexpected argument '%s'", args[0]);
	if (!c.out)
		return usage_error("give the output file with -o FILE (- for standard output)");
	if (!strcmp(c.out, "-") && isatty(STDOUT_FILENO))
		return usage_error("-o -: standard output is a terminal; redirect it");
	req.umem_size = c.inline_ ? 0 : c.umem_size;
	/* the summary goes where the dump does not */
	report = strcmp(c.out, "-") ? stdout : stderr;
	if (tool_open(&dev))
		return EXIT_FAIL;
	if (mlx5ctl_info(dev, &di) || mlx5ctl_dump_find(dev, "CORE_DUMP", &req.segment_type)) {
		mlx5ctl_close(dev);
		return fail();
	}
	/* a core dump is the device's memory: for its owner's eyes (0600), and never half a file */
	ret = tf_open(&tf, c.out, 0600);
	if (ret) {
		mlx5ctl_close(dev);
		return failf("%s: %s", c.out, strerror(-ret));
	}
	s.out = tf.f;
	progress_init(&prog, req.segment_type,
		      isatty(STDERR_FILENO) && !tool.json ? stderr : NULL);
	s.progress = &prog;
	t0 = now_s();
	ret = mlx5ctl_core_dump(dev, &req, sink_write, &s, &st);
	dt = now_s() - t0;
	progress_done(&prog);
	mlx5ctl_close(dev);
	if (!ret && s.out && ferror(s.out))
		s.write_err = EIO;
	if (!ret && mlx5ctl_core_dump_verify(s.mem.p, s.mem.len, req.segment_type, &info))
		ret = -EBADMSG;
	if (ret || s.write_err) {
		char err[512];

		/* the file's error, else the library's (the device's, or the check's) */
		if (s.write_err)
			snprintf(err, sizeof(err), "%s: %s", c.out, strerror(s.write_err));
		else
			snprintf(err, sizeof(err), "%s", mlx5ctl_strerror());
		tf_abort(&tf);
		free(s.mem.p);
		return failf("%s%s", err, strcmp(c.out, "-") ? "; no file written" : "");
	}
	ret = tf_commit(&tf);
	/* the file's own checksums, which crc32 FILE and sha256sum FILE give */
	file_crc = mlx5ctl_crc32(0, s.mem.p, s.mem.len);
	sha256_hex(s.mem.p, s.mem.len, file_sha);
	free(s.mem.p);
	if (ret)
		return failf("%s: %s", c.out, strerror(-ret));
	umem_fallback(&di, &st, fallback, sizeof(fallback));
	if (tool.json) {
		J *o = j_obj();
		char crc[16], fcrc[16];

		snprintf(crc, sizeof(crc), "%08x", info.checksum);
		snprintf(fcrc, sizeof(fcrc), "%08x", file_crc);
		j_set(o, "device", j_str(di.adev));
		j_set(o, "file", j_str(c.out));
		j_set(o, "bytes", j_u64(st.bytes));
		j_set(o, "payload_bytes", j_u64(info.total_size));
		j_set(o, "segments", j_u64(info.num_segments));
		j_set(o, "crc32", j_str(crc));
		j_set(o, "file_crc32", j_str(fcrc));
		j_set(o, "file_sha256", j_str(file_sha));
		j_set(o, "verified", j_bool(true));
		j_set(o, "mode", j_str(st.umem ? "umem" : "inline"));
		j_set(o, "umem_fallback", j_str_or_null(fallback));
		j_set(o, "rpcs", j_u64(st.rpcs));
		j_set(o, "seconds", j_real(dt));
		return j_print(report, o) ? EXIT_FAIL : 0;
	}
	fprintf(report, "core dump:  %s, %llu bytes (%u bytes of payload in %u segments)\n"
		"payload:    CRC-32 %08x (the dump header's, of the segments' payloads), verified\n"
		"file:       CRC-32 %08x, SHA-256 %s\n"
		"transfer:   %s, %lu RPC%s, %.3f s\n", c.out, (unsigned long long)st.bytes,
		info.total_size, info.num_segments, info.checksum, file_crc, file_sha,
		st.umem ? "UMEM-backed MKEY" : *fallback ? fallback : "inline", st.rpcs,
		st.rpcs == 1 ? "" : "s", dt);
	return 0;
}

static const struct tool_opt coredump_opts[] = {
	{ "output", 'o', CD_OUTPUT, "FILE", "where the dump goes (mode 0600); - for standard output" },
	{ "inline", 'I', CD_INLINE, NULL,
	  "through RESOURCE_DUMP, 208 bytes an RPC, instead of a UMEM" },
	{ "umem-size", 'U', CD_UMEM, "N[K|M]",
	  "the UMEM the device writes into (default 2M: one RPC for the emulated dump)" },
	{ 0 },
};

const struct subcmd sc_coredump = {
	.name = "coredump", .fn = cmd_coredump, .args = "-o FILE", .opts = coredump_opts,
	.flags = SC_DEVICE,
	.help = "the firmware core dump into FILE, verified (CRC-32)",
	.more = "By default the device writes it through the CORE_DUMP register into a UMEM-backed\n"
		"MKEY, one RPC when the buffer holds it; where the platform bounces DMA (no UMEMs)\n"
		"it goes inline, with the same bytes. With -o - the summary goes to standard error.\n"
		"The summary's payload CRC-32 is the dump header's (verified against the segments);\n"
		"the file's CRC-32 and SHA-256 are what crc32 FILE and sha256sum FILE print.\n",
};

/* ---- rscdump ---- */
enum { RD_OUTPUT = OPT_OWN, RD_INDEX1, RD_NUM, RD_UMEM };

struct rscdump_ctx {
	const char *out;
	uint64_t index1, num, umem_size;
};

static int rscdump_opt(int id, const char *arg, void *p)
{
	struct rscdump_ctx *c = p;

	switch (id) {
	case RD_OUTPUT:
		c->out = arg;
		return 0;
	case RD_INDEX1:
		return parse_u64(arg, UINT32_MAX, false, &c->index1) ? 0 : -1;
	case RD_NUM:
		if (!strcmp(arg, "all")) {
			c->num = 0xffff;
			return 0;
		}
		return parse_u64(arg, 0xffff, false, &c->num) ? 0 : -1;
	case RD_UMEM:
		return parse_u64(arg, 0xfffff000u, true, &c->umem_size) ? 0 : -1;
	}
	return -1;
}

static int cmd_rscdump(const struct subcmd *sc, int argc, char **argv)
{
	struct rscdump_ctx c = { .num = 0xffff };
	struct mlx5ctl_dump_req req = { .size = sizeof(req),
					.segment_type = MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MENU };
	struct mlx5ctl_dump_stats st = { .size = sizeof(st) };
	struct mlx5ctl_dump_seg seg = { .size = sizeof(seg) };
	struct mlx5ctl_devinfo di = { .size = sizeof(di) };
	const char *segname = NULL;
	struct mlx5ctl_dev *dev;
	struct sink s = { 0 };
	struct tfile tf = { 0 };
	size_t off = 0;
	char **args, fallback[128];
	int nargs, ret, r;
	J *doc = NULL, *arr = NULL;

	ret = opts_parse(sc, argc, argv, rscdump_opt, &c, &args, &nargs, NULL);
	if (ret)
		return ret;
	if (nargs > 1)
		return usage_error("unexpected argument '%s'", args[1]);
	if (nargs)
		segname = args[0];
	if (tool_open(&dev))
		return EXIT_FAIL;
	if (mlx5ctl_info(dev, &di) ||
	    (segname && mlx5ctl_dump_find(dev, segname, &req.segment_type))) {
		mlx5ctl_close(dev);
		return fail();
	}
	if (segname) {
		req.index1 = (uint32_t)c.index1;
		req.num_of_obj1 = (uint16_t)c.num;
		req.umem_size = c.umem_size;
	}
	if (c.out) {
		ret = tf_open(&tf, c.out, 0600);
		if (ret) {
			mlx5ctl_close(dev);
			return failf("%s: %s", c.out, strerror(-ret));
		}
		s.out = tf.f;
	}
	ret = mlx5ctl_resource_dump(dev, &req, sink_write, &s, &st);
	mlx5ctl_close(dev);
	if (ret) {
		if (c.out)
			tf_abort(&tf);
		free(s.mem.p);
		return fail();
	}
	if (c.out && (ret = tf_commit(&tf))) {
		free(s.mem.p);
		return failf("%s: %s", c.out, strerror(-ret));
	}
	umem_fallback(&di, &st, fallback, sizeof(fallback));
	/* the note goes where the summary would not hide the data: standard error */
	if (*fallback && !tool.json)
		fprintf(stderr, "mlx5ctl: note: %s\n", fallback);
	if (c.out && !strcmp(c.out, "-")) {
		free(s.mem.p);
		return 0;	/* the stream went to standard output */
	}
	if (tool.json) {
		doc = j_obj();
		arr = j_arr();
		j_set(doc, "device", j_str(di.adev));
		j_set(doc, "segment", segname ? j_str(segname) : NULL);
		j_set(doc, "mode", j_str(st.umem ? "umem" : "inline"));
		j_set(doc, "umem_fallback", j_str_or_null(fallback));
		j_set(doc, "rpcs", j_u64(st.rpcs));
		j_set(doc, "bytes", j_u64(st.bytes));
		j_set(doc, "file", j_str_or_null(c.out));
	} else {
		printf("%s\n", segment_head);
	}
	while ((r = mlx5ctl_dump_next(s.mem.p, s.mem.len, &off, &seg)) > 0) {
		if (arr)
			j_push(arr, segment_json(&seg));
		else
			segment_print(stdout, &seg);
	}
	free(s.mem.p);
	if (doc) {
		j_set(doc, "segments", arr);
		if (j_print(stdout, doc))
			return EXIT_FAIL;
	}
	if (r < 0)
		return failf("malformed segment at byte %zu of %llu", off,
			     (unsigned long long)st.bytes);
	return 0;
}

static const struct tool_opt rscdump_opts[] = {
	{ "index1", 'i', RD_INDEX1, "N", "the first object (the segment type's index1)" },
	{ "num", 'n', RD_NUM, "N|all", "how many objects (default all)" },
	{ "umem-size", 'U', RD_UMEM, "N[K|M]",
	  "the device writes the dump into a UMEM this big (default: inline)" },
	{ "output", 'o', RD_OUTPUT, "FILE", "also write the raw stream to FILE (0600); - only that" },
	{ 0 },
};

const struct subcmd sc_rscdump = {
	.name = "rscdump", .fn = cmd_rscdump, .args = "[SEGMENT]", .opts = rscdump_opts,
	.flags = SC_DEVICE,
	.help = "resource dump: the menu, or one segment type's objects, decoded",
};
