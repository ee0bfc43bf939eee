// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * The mlx5ctl tool on the host, without a device: argument parsing, exit codes (0 success,
 * 1 device/firmware failure, 2 usage), messages naming the bad field, names from the spec.
 * With the firmware model built, the tool's own code in-process too (its source is compiled
 * in): diag and monitor on the model, the table and JSON printers (JSON parsed back by
 * Python), the Prometheus text format checked line by line.
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "check_run.h"

#ifndef TOOL
#error TOOL must name the mlx5ctl binary
#endif

static char output[65536];

/* run the tool with an empty device folder; stdout+stderr in output, returns exit status */
static int tool(const char *args)
{
	char cmd[1024];
	size_t n;
	FILE *p;
	int st;

	snprintf(cmd, sizeof(cmd), "MLX5CTL_DEV_DIR=/nonexistent-mlx5ctl-test %s %s 2>&1", TOOL, args);
	p = popen(cmd, "r");
	ck_assert_ptr_nonnull(p);
	n = fread(output, 1, sizeof(output) - 1, p);
	output[n] = '\0';
	st = pclose(p);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

START_TEST(test_help_and_version)
{
	ck_assert_int_eq(tool("--help"), 0);
	ck_assert(strstr(output, "Usage: mlx5ctl"));
	ck_assert(strstr(output, "rpc"));
	ck_assert_int_eq(tool("--version"), 0);
	ck_assert(strstr(output, "mlx5ctl "));
	ck_assert_int_eq(tool("rpc --help"), 0);
	ck_assert(strstr(output, "Usage: mlx5ctl rpc"));
	ck_assert_int_eq(tool(""), 2);
}
END_TEST

/* every subcommand --help lists has a man page entry and bash completion */
START_TEST(test_docs_cover_commands)
{
	static char man[131072], comp[16384];
	char *line, *save = NULL, *cmds;
	unsigned int n = 0;
	FILE *f;
	size_t len;

	f = fopen(SRC_DIR "/tools/mlx5ctl.1", "r");
	ck_assert_ptr_nonnull(f);
	len = fread(man, 1, sizeof(man) - 1, f);
	man[len] = '\0';
	fclose(f);
	f = fopen(SRC_DIR "/tools/mlx5ctl.bash-completion", "r");
	ck_assert_ptr_nonnull(f);
	len = fread(comp, 1, sizeof(comp) - 1, f);
	comp[len] = '\0';
	fclose(f);
	cmds = strstr(comp, "local cmds=\"");
	ck_assert_ptr_nonnull(cmds);
	cmds += strlen("local cmds=\"");
	*strchr(cmds, '"') = '\0';

	ck_assert_int_eq(tool("--help"), 0);
	line = strstr(output, "Commands:\n");
	ck_assert_ptr_nonnull(line);
	for (line = strtok_r(line, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		char name[32], want[512], word[40];

		/* "  name     synopsis": two spaces, then a lower-case word */
		if (strncmp(line, "  ", 2) || line[2] < 'a' || line[2] > 'z' ||
		    sscanf(line + 2, "%31s", name) != 1)
			continue;
		n++;
		snprintf(want, sizeof(want), "\n.BI %s \"", name);
		if (!strstr(man, want)) {
			snprintf(want, sizeof(want), "\n.B %s\n", name);
			ck_assert_msg(strstr(man, want), "mlx5ctl.1 does not document '%s'", name);
		}
		snprintf(word, sizeof(word), " %s ", name);
		snprintf(want, sizeof(want), " %s ", cmds);
		ck_assert_msg(strstr(want, word), "bash completion does not offer '%s'", name);
	}
	ck_assert_uint_ge(n, 12);
}
END_TEST

START_TEST(test_usage_errors)
{
	ck_assert_int_eq(tool("frobnicate"), 2);
	ck_assert(strstr(output, "unknown command 'frobnicate'"));
	ck_assert_int_eq(tool("--bogus list"), 2);
	ck_assert_int_eq(tool("caps --bogus"), 2);
	ck_assert(strstr(output, "unknown option"));
	ck_assert_int_eq(tool("rpc QUERY_HCA_CAP nosuchfield=1"), 2);
	ck_assert(strstr(output, "unknown field 'nosuchfield' in structure 'query_hca_cap_in'"));
	ck_assert_int_eq(tool("rpc QUERY_HCA_CAP op_mod=0x10000"), 2);
	ck_assert(strstr(output, "field 'op_mod': 0x10000 does not fit in 16 bits (max 0xffff)"));
	ck_assert_int_eq(tool("rpc NO_SUCH_COMMAND"), 2);
	ck_assert(strstr(output, "unknown command 'NO_SUCH_COMMAND'"));
	ck_assert_int_eq(tool("reg NOSUCHREG"), 2);
	ck_assert(strstr(output, "unknown register 'NOSUCHREG'"));
	ck_assert(strstr(output, "MGIR"));
	ck_assert_int_eq(tool("caps --type NOPE"), 2);
	ck_assert(strstr(output, "unknown capability type 'NOPE'"));
	ck_assert_int_eq(tool("obj EQ --id 256"), 2);
	ck_assert(strstr(output, "does not fit in 8 bits"));
	ck_assert_int_eq(tool("obj"), 2);
	ck_assert_int_eq(tool("names everything"), 2);
}
END_TEST

START_TEST(test_no_device)
{
	ck_assert_int_eq(tool("info"), 1);
	ck_assert(strstr(output, "/nonexistent-mlx5ctl-test"));
	ck_assert_int_eq(tool("rpc QUERY_ADAPTER"), 1);
	ck_assert_int_eq(tool("reg MGIR"), 1);
}
END_TEST

START_TEST(test_names)
{
	ck_assert_int_eq(tool("names commands"), 0);
	ck_assert(strstr(output, "QUERY_HCA_CAP\n"));
	ck_assert(strstr(output, "CREATE_UMEM\n"));
	ck_assert_int_eq(tool("names registers"), 0);
	ck_assert(strstr(output, "MGIR\n"));
	ck_assert_int_eq(tool("names caps"), 0);
	ck_assert(strstr(output, "GENERAL\n"));
	ck_assert_int_eq(tool("names objects"), 0);
	ck_assert(strstr(output, "MKEY\n"));
	ck_assert_int_eq(tool("names counters"), 0);
	ck_assert(strstr(output, "cmds\ncmd_errors\n"));
	ck_assert(strstr(output, "dma_read_bytes\n"));
	ck_assert_int_eq(tool("names caps"), 0);
	ck_assert(strstr(output, "DEBUG\n"));
}
END_TEST

START_TEST(test_diag_monitor_usage)
{
	ck_assert_int_eq(tool("diag --help"), 0);
	ck_assert(strstr(output, "Usage: mlx5ctl diag [DEV] [--counters a,b]"));
	ck_assert_int_eq(tool("monitor --help"), 0);
	ck_assert(strstr(output, "Prometheus"));
	ck_assert_int_eq(tool("diag --counters bogus"), 2);
	ck_assert(strstr(output, "unknown counter 'bogus'"));
	ck_assert_int_eq(tool("diag --counters cmds,CMDS"), 2);
	ck_assert(strstr(output, "given twice"));
	ck_assert_int_eq(tool("diag --counters ,"), 2);
	ck_assert_int_eq(tool("diag --interval 0"), 2);
	ck_assert_int_eq(tool("diag --interval -5"), 2);
	ck_assert_int_eq(tool("diag --interval 10ms"), 2);
	ck_assert_int_eq(tool("diag --count 0"), 2);
	ck_assert_int_eq(tool("diag --count 70000"), 2);
	ck_assert_int_eq(tool("diag --count x"), 2);
	ck_assert_int_eq(tool("diag dev0 extra"), 2);
	ck_assert(strstr(output, "unexpected argument 'extra'"));
	ck_assert_int_eq(tool("monitor -o"), 2);
	ck_assert_int_eq(tool("monitor dev0 extra"), 2);
	/* good arguments, no device */
	ck_assert_int_eq(tool("diag --counters cmds,dma-read-bytes,0xf008 --interval 0.5 --count 3 "
			      "--inline --rate"), 1);
	ck_assert_int_eq(tool("monitor"), 1);
	ck_assert_int_eq(tool("--json monitor -o /nonexistent-dir/x.prom"), 1);
}
END_TEST

#ifdef TOOL_SOURCE
/* ---- the tool's own code, in-process, on the firmware model ---- */
#include <regex.h>
#include <unistd.h>

#include "fwbackend.h"

#undef fail			/* check.h's old name for ck_abort_msg; the tool has its own */
#define main mlx5ctl_tool_main
#include TOOL_SOURCE
#undef main

static char tmpdir[] = "/tmp/mlx5ctl-test-tool-XXXXXX";

/* python parses the JSON file and runs the checks in `code` (d is the document); its output */
static const char *py_json(const char *path, const char *code)
{
	char cmd[4096];
	size_t n;
	FILE *p;

	snprintf(cmd, sizeof(cmd), "%s -c 'import json, sys\nd = json.load(open(sys.argv[1]))\n%s' "
		 "%s 2>&1", PYTHON, code, path);
	p = popen(cmd, "r");
	ck_assert_ptr_nonnull(p);
	n = fread(output, 1, sizeof(output) - 1, p);
	output[n] = '\0';
	pclose(p);
	return output;
}

static char *slurp(const char *path)
{
	FILE *f = fopen(path, "r");
	char *buf;
	size_t n;

	ck_assert_ptr_nonnull(f);
	buf = calloc(1, 1 << 20);
	n = fread(buf, 1, (1 << 20) - 1, f);
	buf[n] = '\0';
	fclose(f);
	return buf;
}

START_TEST(test_diag_helpers)
{
	struct diag_opts o = { 0 };
	char err[128];

	ck_assert_int_eq(diag_parse_counters("CMDS,dma-read-bytes,0xf008", &o, err, sizeof(err)), 0);
	ck_assert_uint_eq(o.nids, 3);
	ck_assert_uint_eq(o.ids[0], MLX5CTL_DIAG_COUNTER_CMDS);
	ck_assert_uint_eq(o.ids[1], MLX5CTL_DIAG_COUNTER_DMA_READ_BYTES);
	ck_assert_uint_eq(o.ids[2], MLX5CTL_DIAG_COUNTER_OBJECTS);
	ck_assert_int_eq(diag_parse_counters("cmds,0x10000", &o, err, sizeof(err)), -1);
	ck_assert_str_eq(err, "unknown counter '0x10000'");
	ck_assert_int_eq(diag_parse_counters("0", &o, err, sizeof(err)), -1);
	/* sample periods: the power of two of device clocks nearest in ratio */
	ck_assert_uint_eq(log2_nearest(1e9), 30);
	ck_assert_uint_eq(log2_nearest(1024), 10);
	ck_assert_uint_eq(log2_nearest(1e5), 17);
	ck_assert_uint_eq(log2_nearest(0.5), 0);
	ck_assert(diag_is_gauge(MLX5CTL_DIAG_COUNTER_OBJECTS));
	ck_assert(!diag_is_gauge(MLX5CTL_DIAG_COUNTER_CMDS));
	diag_name(MLX5CTL_DIAG_COUNTER_DMA_WRITE_BYTES, err, sizeof(err));
	ck_assert_str_eq(err, "dma_write_bytes");
	diag_name(0x0401, err, sizeof(err));
	ck_assert_str_eq(err, "0x0401");
}
END_TEST

/* a table by hand: the printers' layout, rates, gauges, JSON */
START_TEST(test_diag_printers)
{
	struct mlx5ctl_diag_sample s[] = {
		{ MLX5CTL_DIAG_COUNTER_CMDS, 7, 1000, 10 },
		{ MLX5CTL_DIAG_COUNTER_OBJECTS, 7, 1000, 3 },
		{ MLX5CTL_DIAG_COUNTER_CMDS, 8, 1000 + 500000, 20 },
		{ MLX5CTL_DIAG_COUNTER_OBJECTS, 8, 1000 + 500000, 4 },
		/* the 32-bit time stamp wraps between these two */
		{ MLX5CTL_DIAG_COUNTER_CMDS, 9, 1000 + 500000 + 0xffffffffu, 20 + 1000 },
		{ MLX5CTL_DIAG_COUNTER_OBJECTS, 9, 1000 + 500000 + 0xffffffffu, 2 },
		{ MLX5CTL_DIAG_COUNTER_CMDS, 10, 0, 99 },
	};
	struct diag_table t = { .ncntr = 2, .id = { MLX5CTL_DIAG_COUNTER_CMDS,
						     MLX5CTL_DIAG_COUNTER_OBJECTS },
				.period_s = 0.0005, .mode = "umem", .rpcs = 1 };
	char path[256], *text, *line, *save = NULL;
	size_t len = 0;
	unsigned int lines = 0;
	FILE *f;

	/* at most 3 rows: sample 10 is left out; 1 GHz clock */
	ck_assert_int_eq(diag_table_build(&t, s, 7, 1000000, 3), 0);
	ck_assert_uint_eq(t.nrows, 3);
	ck_assert_double_eq_tol(t.time_s[1], 0.0005, 1e-12);
	ck_assert_double_eq_tol(t.time_s[2], 0.0005 + 4.294967295, 1e-9);

	f = open_memstream(&text, &len);
	diag_print_table(f, &t, false);
	fclose(f);
	ck_assert_msg(strstr(text, "SAMPLE  TIME_S                 cmds        objects\n"), "%s", text);
	ck_assert_msg(strstr(text, "\n7       0.000000                 10              3\n"), "%s",
		      text);
	for (line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		ck_assert_uint_eq(strlen(line), 50);	/* aligned columns */
		lines++;
	}
	ck_assert_uint_eq(lines, 4);
	free(text);

	f = open_memstream(&text, &len);
	diag_print_table(f, &t, true);
	fclose(f);
	/* counters become rates per second, gauges stay values; no rate for the first row */
	ck_assert_msg(strstr(text, "cmds/s        objects\n"), "%s", text);
	ck_assert_msg(strstr(text, "\n7       0.000000                  -              3\n"), "%s",
		      text);
	ck_assert_msg(strstr(text, "\n8       0.000500            20000.0              4\n"), "%s",
		      text);
	free(text);

	snprintf(path, sizeof(path), "%s/diag.json", tmpdir);
	f = fopen(path, "w");
	ck_assert_ptr_nonnull(f);
	diag_print_json(f, &t, "dev \"0\"", true);
	fclose(f);
	ck_assert_str_eq(py_json(path,
		"assert d[\"device\"] == \"dev \\\"0\\\"\" and d[\"mode\"] == \"umem\" and d[\"rpcs\"] == 1\n"
		"assert [c[\"name\"] for c in d[\"counters\"]] == [\"cmds\", \"objects\"]\n"
		"assert [c[\"gauge\"] for c in d[\"counters\"]] == [False, True]\n"
		"s = d[\"samples\"]\n"
		"assert [x[\"sample_id\"] for x in s] == [7, 8, 9]\n"
		"assert [x[\"values\"][\"cmds\"] for x in s] == [10, 20, 1020]\n"
		"assert s[0][\"rates\"] == {\"cmds\": None, \"objects\": None}\n"
		"assert abs(s[1][\"rates\"][\"cmds\"] - 20000) < 1e-6\n"
		"print(\"OK\", len(s))"), "OK 3\n");
	diag_table_free(&t);
}
END_TEST

static struct mlx5fw *model;
static struct mlx5ctl_dev *mdev;

static void model_setup(void)
{
	ck_assert_ptr_nonnull(mkdtemp(tmpdir));
	model = fwbackend_device();
	ck_assert_ptr_nonnull(model);
	ck_assert_int_eq(fwbackend_open(model, &mdev), 0);
	opt_json = false;
}

static void model_teardown(void)
{
	char cmd[256];

	mlx5ctl_close(mdev);
	fwbackend_device_free(model);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", tmpdir);
	ck_assert_int_eq(system(cmd), 0);
	strcpy(tmpdir, "/tmp/mlx5ctl-test-tool-XXXXXX");
}

/* diag end to end on the model: sampling on its clock, read through a UMEM or inline */
START_TEST(test_diag_on_model)
{
	static const char *const check =
		"s = d[\"samples\"]\n"
		"names = [c[\"name\"] for c in d[\"counters\"]]\n"
		"assert names == [\"cmds\", \"eqes\", \"objects\"], names\n"
		"assert [x[\"sample_id\"] for x in s] == list(range(6))\n"
		"t = [x[\"time_s\"] for x in s]\n"
		"assert all(abs(b - a - d[\"period_s\"]) < 1e-9 for a, b in zip(t, t[1:])), t\n"
		"c = [x[\"values\"][\"cmds\"] for x in s]\n"
		"assert c == sorted(c) and c[0] == 0, c\n"
		"assert all(x[\"values\"][\"objects\"] >= 1 for x in s)\n"
		"print(\"OK\", d[\"mode\"], d.get(\"rpcs\"), abs(d[\"period_s\"] - 131072e-9) < 1e-12)";
	struct diag_opts o = { .interval_ms = 0.1, .count = 6 };
	char path[256], err[64], *text;
	size_t len;
	FILE *f;

	ck_assert_int_eq(diag_parse_counters("cmds,eqes,objects", &o, err, sizeof(err)), 0);
	snprintf(path, sizeof(path), "%s/diag.json", tmpdir);
	opt_json = true;
	for (int inl = 0; inl < 2; inl++) {
		o.inline_ = inl;
		f = fopen(path, "w");
		ck_assert_ptr_nonnull(f);
		ck_assert_int_eq(diag_run(mdev, "emulated", &o, f), 0);
		fclose(f);
		ck_assert_str_eq(py_json(path, check), inl ? "OK inline None True\n" :
							      "OK umem 1 True\n");
	}
	/* the table: a header and a row a sample */
	opt_json = false;
	o.rate = true;
	f = open_memstream(&text, &len);
	ck_assert_int_eq(diag_run(mdev, "emulated", &o, f), 0);
	fclose(f);
	ck_assert_msg(strstr(text, "cmds/s         eqes/s        objects\n"), "%s", text);
	{
		unsigned int lines = 0;

		for (char *c = text; *c; c++)
			lines += *c == '\n';
		ck_assert_uint_eq(lines, 7);
		ck_assert_uint_eq(len, 7 * (size_t)(strchr(text, '\n') - text + 1));
	}
	free(text);
	/* a counter the device does not have; more samples than it keeps */
	ck_assert_int_eq(diag_parse_counters("0x0401", &o, err, sizeof(err)), 0);
	ck_assert_int_eq(diag_run(mdev, "emulated", &o, stdout), EXIT_FAIL);
	o.nids = 0;
	o.count = 65536;
	ck_assert_int_eq(diag_run(mdev, "emulated", &o, stdout), EXIT_USAGE);
}
END_TEST

/* every line of a Prometheus text exposition, checked; returns the sample lines */
static unsigned int prom_validate(char *text, const char *must_have[])
{
	static const char *name_re = "[a-zA-Z_:][a-zA-Z0-9_:]*";
	char help_re[256], type_re[256], sample_re[512];
	regex_t help, type, sample;
	char families[64][128], current[128] = "";
	unsigned int nfam = 0, samples = 0;
	char *line, *save = NULL;

	snprintf(help_re, sizeof(help_re), "^# HELP (%s) [^\n]*$", name_re);
	snprintf(type_re, sizeof(type_re),
		 "^# TYPE (%s) (counter|gauge|histogram|summary|untyped)$", name_re);
	snprintf(sample_re, sizeof(sample_re),
		 "^(%s)(\\{[a-zA-Z_][a-zA-Z0-9_]*=\"([^\"\\\\]|\\\\[\\\\\"n])*\""
		 "(,[a-zA-Z_][a-zA-Z0-9_]*=\"([^\"\\\\]|\\\\[\\\\\"n])*\")*\\})? "
		 "-?[0-9]+(\\.[0-9]+)?([eE][-+]?[0-9]+)?$", name_re);
	ck_assert_int_eq(regcomp(&help, help_re, REG_EXTENDED), 0);
	ck_assert_int_eq(regcomp(&type, type_re, REG_EXTENDED), 0);
	ck_assert_int_eq(regcomp(&sample, sample_re, REG_EXTENDED), 0);
	for (const char **m = must_have; *m; m++)
		ck_assert_msg(strstr(text, *m), "no '%s' in:\n%s", *m, text);
	ck_assert_msg(text[strlen(text) - 1] == '\n', "the last line ends with a newline");
	for (line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		regmatch_t mt[3];
		char name[128];

		if (!regexec(&help, line, 2, mt, 0)) {
			snprintf(name, sizeof(name), "%.*s", (int)(mt[1].rm_eo - mt[1].rm_so),
				 line + mt[1].rm_so);
			/* a family once, HELP then TYPE, its samples together */
			for (unsigned int i = 0; i < nfam; i++)
				ck_assert_msg(strcmp(families[i], name), "family %s twice", name);
			ck_assert_uint_lt(nfam, 64);
			strcpy(families[nfam++], name);
			strcpy(current, name);
			ck_assert_msg(!strncmp(name, "mlx5ctl_", 8), "%s", name);
			continue;
		}
		if (!regexec(&type, line, 3, mt, 0)) {
			snprintf(name, sizeof(name), "%.*s", (int)(mt[1].rm_eo - mt[1].rm_so),
				 line + mt[1].rm_so);
			ck_assert_str_eq(name, current);
			if (!strncmp(line + mt[2].rm_so, "counter", 7))
				ck_assert_msg(strlen(name) > 6 &&
					      !strcmp(name + strlen(name) - 6, "_total"), "%s", name);
			continue;
		}
		ck_assert_msg(!regexec(&sample, line, 2, mt, 0), "not a sample line: '%s'", line);
		snprintf(name, sizeof(name), "%.*s", (int)(mt[1].rm_eo - mt[1].rm_so),
			 line + mt[1].rm_so);
		ck_assert_msg(!strcmp(name, current), "sample %s outside its family %s", name,
			      current);
		samples++;
	}
	regfree(&help);
	regfree(&type);
	regfree(&sample);
	return samples;
}

START_TEST(test_monitor_on_model)
{
	static const char *must[] = {
		"# TYPE mlx5ctl_firmware_info gauge\n",
		"mlx5ctl_firmware_info{device=\"emulated\",pci=\"emulated:00.0\",version=\"22.41.1010\","
		"psid=\"MT_0000000359\"} 1\n",
		"# TYPE mlx5ctl_temperature_celsius gauge\n",
		"mlx5ctl_temperature_celsius{device=\"emulated\",sensor=\"0\",name=\"ASIC\"} ",
		"mlx5ctl_temperature_celsius{device=\"emulated\",sensor=\"1\",",
		"# TYPE mlx5ctl_temperature_max_celsius gauge\n",
		"# TYPE mlx5ctl_diag_cmds_total counter\n",
		"# HELP mlx5ctl_diag_cmds_total Commands executed (diagnostic counter 0xf001)\n",
		"mlx5ctl_diag_cmds_total{device=\"emulated\"} ",
		"# TYPE mlx5ctl_diag_objects gauge\n",
		"# TYPE mlx5ctl_diag_dma_write_bytes_total counter\n",
		NULL,
	};
	static const char *must2[] = {
		"mlx5ctl_diag_cmds_total{device=\"a\\\"b\\\\c\\nd\"} ",
		"# TYPE mlx5ctl_diag_counter untyped\n",
		"mlx5ctl_diag_counter{device=\"emulated\",id=\"0x0401\"} 77\n",
		NULL,
	};
	struct mon_dev m[2];
	char path[256], tmp[300], *text;
	size_t len;
	FILE *f;

	ck_assert_int_eq(monitor_collect(mdev, &m[0]), 0);
	ck_assert(m[0].have_fw && m[0].have_diag);
	ck_assert_uint_eq(m[0].ntemps, 2);
	ck_assert_uint_eq(m[0].nctr, 8);
	/* written through FILE.tmp renamed over FILE */
	snprintf(path, sizeof(path), "%s/mlx5ctl.prom", tmpdir);
	snprintf(tmp, sizeof(tmp), "%s.tmp", path);
	ck_assert_int_eq(monitor_write(path, m, 1), 0);
	ck_assert_int_ne(access(tmp, F_OK), 0);
	text = slurp(path);
	/* 1 info, 2 x 2 temperatures, 8 counters */
	ck_assert_uint_eq(prom_validate(text, must), 1 + 4 + 8);
	free(text);

	/* two devices: one family each, both devices' samples in it; label values escaped; a
	 * counter the spec does not name */
	m[1] = m[0];
	strcpy(m[1].device, "a\"b\\c\nd");
	m[0].id[m[0].nctr] = 0x0401;
	m[0].val[m[0].nctr++] = 77;
	f = open_memstream(&text, &len);
	monitor_print(f, m, 2);
	fclose(f);
	ck_assert_uint_eq(prom_validate(text, must2), 2 * (1 + 4 + 8) + 1);
	free(text);

	/* --json: the same, for machines */
	opt_json = true;
	ck_assert_int_eq(monitor_write(path, m, 1), 0);
	ck_assert_str_eq(py_json(path,
		"x = d[0]\n"
		"assert x[\"device\"] == \"emulated\" and x[\"firmware\"] == \"22.41.1010\"\n"
		"assert [t[\"name\"] for t in x[\"temperatures\"]] == [\"ASIC\", \"MOD0\"]\n"
		"assert 30 < x[\"temperatures\"][0][\"celsius\"] < 120\n"
		"assert x[\"counters\"][\"cmds\"] > 0 and x[\"counters\"][\"0x0401\"] == 77\n"
		"print(\"OK\", len(d), len(x[\"counters\"]))"), "OK 1 9\n");
	/* an unwritable place: status 1, nothing left behind */
	snprintf(path, sizeof(path), "%s/no-such-dir/x.prom", tmpdir);
	ck_assert_int_eq(monitor_write(path, m, 1), EXIT_FAIL);
}
END_TEST
#endif /* TOOL_SOURCE */

int main(void)
{
	Suite *s = suite_create("tool");
	TCase *tc = tcase_create("binary");
	SRunner *sr;
	int failed;

	tcase_set_timeout(tc, 60);
	tcase_add_test(tc, test_help_and_version);
	tcase_add_test(tc, test_usage_errors);
	tcase_add_test(tc, test_docs_cover_commands);
	tcase_add_test(tc, test_no_device);
	tcase_add_test(tc, test_names);
	tcase_add_test(tc, test_diag_monitor_usage);
	suite_add_tcase(s, tc);
#ifdef TOOL_SOURCE
	tc = tcase_create("model");
	tcase_set_timeout(tc, 60);
	tcase_add_checked_fixture(tc, model_setup, model_teardown);
	tcase_add_test(tc, test_diag_helpers);
	tcase_add_test(tc, test_diag_printers);
	tcase_add_test(tc, test_diag_on_model);
	tcase_add_test(tc, test_monitor_on_model);
	suite_add_tcase(s, tc);
#endif
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
