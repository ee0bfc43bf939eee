// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * The mlx5ctl tool on the host.
 * - "binary": the installed tool (linked against the shared library) without a device:
 *   options, exit codes (0 success, 1 device/firmware failure, 2 usage), messages naming the
 *   bad item, every option in every --help, the man page and completion covering the code.
 * - "cli": the tool run as an operator runs it, its devices on the firmware model
 *   (mlx5ctl-model, tests/unit/tool_model.c) over a sysfs and /dev tree laid out as Linux's
 *   (fake_sysfs.py), with the RPCs that reach the firmware logged: writes that never half
 *   happen, read-modify-write, refusals before any RPC, --dry-run, confirmation on a terminal,
 *   backup and restore, device names, core dumps.
 * - "units": the formatting units the tool links (tables, JSON, Prometheus, diag rates, dump
 *   progress) and diag and monitor in-process on the model.
 */
/* the tool's headers before check.h, whose old fail() macro would rename the tool's */
#include "diagfmt.h"
#include "dumpfmt.h"
#include "fwbackend.h"
#include "json.h"
#include "spec.h"
#include "table.h"

#include <check.h>
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pty.h>
#include <regex.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <json-c/json.h>

#include "check_run.h"

#ifndef TOOL
#error TOOL must name the mlx5ctl binary
#endif

static char output[1 << 20], errout[65536];

/* run a command line with sh; stdout into output, stderr into errout; the exit status */
static int run(const char *cmdline)
{
	char cmd[8192], errfile[] = "/tmp/mlx5ctl-test-err-XXXXXX";
	int fd = mkstemp(errfile), st;
	size_t n;
	FILE *p, *e;

	ck_assert_int_ge(fd, 0);
	close(fd);
	snprintf(cmd, sizeof(cmd), "%s 2>%s", cmdline, errfile);
	p = popen(cmd, "r");
	ck_assert_ptr_nonnull(p);
	n = fread(output, 1, sizeof(output) - 1, p);
	output[n] = '\0';
	st = pclose(p);
	e = fopen(errfile, "r");
	ck_assert_ptr_nonnull(e);
	n = fread(errout, 1, sizeof(errout) - 1, e);
	errout[n] = '\0';
	fclose(e);
	unlink(errfile);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

/* the installed tool with an empty device folder */
static int installed(const char *args)
{
	char cmd[4096];

	snprintf(cmd, sizeof(cmd), "MLX5CTL_DEV_DIR=/nonexistent-mlx5ctl-test "
		 "MLX5CTL_SYSFS_DIR=/nonexistent-mlx5ctl-test %s %s", TOOL, args);
	return run(cmd);
}

START_TEST(test_help_and_version)
{
	ck_assert_int_eq(installed("--help"), 0);
	ck_assert(strstr(output, "Usage: mlx5ctl"));
	ck_assert(strstr(output, "rpc"));
	ck_assert_int_eq(installed("--version"), 0);
	ck_assert(strstr(output, "mlx5ctl "));
	ck_assert_int_eq(installed("rpc --help"), 0);
	ck_assert(strstr(output, "Usage: mlx5ctl rpc"));
	ck_assert_int_eq(installed(""), 2);
	/* the installed tool uses the shared library (it can only use what that exports) */
	ck_assert_int_eq(run("ldd " TOOL), 0);
	ck_assert_msg(strstr(output, "libmlx5ctl.so.0 => "), "%s", output);
}
END_TEST

/* every option of every subcommand is in its --help, long and short (help is generated from
 * the option tables: this checks the generator and that nothing else parses options) */
START_TEST(test_help_lists_every_option)
{
	for (const struct subcmd *const *s = tool_subcmds; *s; s++) {
		char args[64];

		snprintf(args, sizeof(args), "%s --help", (*s)->name);
		ck_assert_int_eq(installed(args), 0);
		for (const struct tool_opt *o = (*s)->opts; o && o->lng; o++) {
			char want[80];

			snprintf(want, sizeof(want), "--%s", o->lng);
			ck_assert_msg(strstr(output, want), "%s --help lacks %s", (*s)->name, want);
			if (o->shrt) {
				snprintf(want, sizeof(want), "  -%c, --%s", o->shrt, o->lng);
				ck_assert_msg(strstr(output, want), "%s --help lacks %s", (*s)->name,
					      want);
			}
		}
		ck_assert_msg(strstr(output, "  -j, --json") && strstr(output, "  -h, --help"),
			      "%s", output);
		if ((*s)->flags & SC_DEVICE)
			ck_assert_msg(strstr(output, "  -d, --device DEV"), "%s", (*s)->name);
		if ((*s)->flags & SC_WRITES)
			ck_assert_msg(strstr(output, "  -y, --yes") && strstr(output, "--dry-run"),
				      "%s", (*s)->name);
		/* and the option works: an unknown one does not */
		snprintf(args, sizeof(args), "%s --no-such-option", (*s)->name);
		ck_assert_int_eq(installed(args), 2);
		ck_assert_msg(strstr(errout, "unknown option '--no-such-option'"), "%s", errout);
	}
}
END_TEST

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

/* every subcommand and option is in the man page and the completion; the man page's
 * EXAMPLES run (on the model) as written */
START_TEST(test_docs_cover_commands)
{
	char *man = slurp(SRC_DIR "/tools/mlx5ctl.1");
	char *comp = slurp(SRC_DIR "/tools/mlx5ctl.bash-completion");
	char *cmds = strstr(comp, "local cmds=\""), word[48], want[600];
	unsigned int n = 0;

	ck_assert_ptr_nonnull(cmds);
	cmds += strlen("local cmds=\"");
	for (const struct subcmd *const *s = tool_subcmds; *s; s++, n++) {
		snprintf(want, sizeof(want), "\n.SS %s\n", (*s)->name);
		ck_assert_msg(strstr(man, want), "mlx5ctl.1 does not document '%s'", (*s)->name);
		snprintf(word, sizeof(word), " %s ", (*s)->name);
		snprintf(want, sizeof(want), " %.*s ", (int)strcspn(cmds, "\""), cmds);
		ck_assert_msg(strstr(want, word), "bash completion does not offer '%s'", (*s)->name);
		for (const struct tool_opt *o = (*s)->opts; o && o->lng; o++) {
			size_t k = (size_t)snprintf(word, sizeof(word), "\\-\\-");

			/* troff: every '-' of the name as "\-" */
			for (const char *c = o->lng; *c && k + 3 < sizeof(word); c++) {
				if (*c == '-')
					word[k++] = '\\';
				word[k++] = *c;
			}
			word[k] = '\0';
			ck_assert_msg(strstr(man, word), "mlx5ctl.1 lacks %s's --%s (%s)", (*s)->name,
				      o->lng, word);
			snprintf(word, sizeof(word), "--%s", o->lng);
			ck_assert_msg(strstr(comp, word), "completion lacks %s's --%s", (*s)->name,
				      o->lng);
		}
	}
	ck_assert_uint_ge(n, 12);
	free(man);
	free(comp);
}
END_TEST

START_TEST(test_usage_errors)
{
	ck_assert_int_eq(installed("frobnicate"), 2);
	ck_assert(strstr(errout, "unknown command 'frobnicate'"));
	ck_assert_int_eq(installed("--bogus list"), 2);
	ck_assert_int_eq(installed("caps --bogus"), 2);
	ck_assert(strstr(errout, "unknown option"));
	ck_assert_int_eq(installed("rpc QUERY_HCA_CAP nosuchfield=1"), 2);
	ck_assert(strstr(errout, "unknown field 'nosuchfield' in structure 'query_hca_cap_in'"));
	ck_assert_int_eq(installed("rpc QUERY_HCA_CAP op_mod=0x10000"), 2);
	ck_assert(strstr(errout, "field 'op_mod': 0x10000 does not fit in 16 bits (max 0xffff)"));
	ck_assert_int_eq(installed("rpc NO_SUCH_COMMAND"), 2);
	ck_assert(strstr(errout, "unknown command 'NO_SUCH_COMMAND'"));
	ck_assert_int_eq(installed("reg NOSUCHREG"), 2);
	ck_assert(strstr(errout, "unknown register 'NOSUCHREG'"));
	ck_assert(strstr(errout, "MGIR"));
	ck_assert_int_eq(installed("caps --type NOPE"), 2);
	ck_assert(strstr(errout, "unknown capability type 'NOPE'"));
	ck_assert_int_eq(installed("obj EQ --id 256"), 2);
	ck_assert(strstr(errout, "does not fit in 8 bits"));
	ck_assert_int_eq(installed("obj"), 2);
	ck_assert_int_eq(installed("names everything"), 2);
	ck_assert_int_eq(installed("reg --id 0x500b"), 2);
	ck_assert(strstr(errout, "give its size with --len"));
	ck_assert_int_eq(installed("reg --id 0x500b --len 16 --write"), 2);
	ck_assert_int_eq(installed("reg MTMP --write"), 2);
	ck_assert(strstr(errout, "no field=value to change"));
	/* no positional device: a word that is not a parameter is an error, never a device */
	ck_assert_int_eq(installed("info mlx5_core.ctl.0"), 2);
	ck_assert(strstr(errout, "unexpected argument 'mlx5_core.ctl.0' (name the device with -d)"));
	ck_assert_int_eq(installed("config sriov_enn=1"), 2);
	ck_assert(strstr(errout, "unknown parameter 'sriov_enn'"));
	ck_assert_int_eq(installed("coredump"), 2);
	ck_assert(strstr(errout, "-o FILE"));
}
END_TEST

/* what the spec says a register or item allows is refused before the device is even opened */
START_TEST(test_refused_before_any_rpc)
{
	ck_assert_int_eq(installed("reg MGIR fw_info.build_id=1 --write"), 2);
	ck_assert_msg(strstr(errout, "MGIR is read-only (the spec's access is RO): nothing written"),
		      "%s", errout);
	ck_assert_int_eq(installed("reg MNVIA"), 2);
	ck_assert(strstr(errout, "write-only"));
	ck_assert_int_eq(installed("reg HOST_ENDIANNESS he=1 --write"), 2);
	ck_assert(strstr(errout, "writing HOST_ENDIANNESS is kernel-only"));
	ck_assert_int_eq(installed("config GLOBAL_PCI_CAP.sriov_support=0"), 2);
	ck_assert(strstr(errout, "GLOBAL_PCI_CAP is read-only"));
	ck_assert_int_eq(installed("rpc MANAGE_PAGES"), 2);
	ck_assert(strstr(errout, "kernel-only"));
	ck_assert_int_eq(installed("rpc ACCESS_REG register_id=MGIR op_mod=0"), 2);
	ck_assert(strstr(errout, "register MGIR is read-only"));
}
END_TEST

START_TEST(test_no_device)
{
	ck_assert_int_eq(installed("info"), 1);
	ck_assert(strstr(errout, "no mlx5ctl device"));
	ck_assert_int_eq(installed("rpc QUERY_ADAPTER"), 1);
	ck_assert_int_eq(installed("reg MGIR"), 1);
	ck_assert_int_eq(installed("-d eth0 info"), 1);
	ck_assert(strstr(errout, "no mlx5ctl device 'eth0'"));
	/* list never fails for want of devices */
	ck_assert_int_eq(installed("list"), 0);
	ck_assert_int_eq(installed("-j list"), 0);
	ck_assert_str_eq(output, "{\n  \"devices\": [\n  ]\n}\n");
}
END_TEST

START_TEST(test_names)
{
	ck_assert_int_eq(installed("names commands"), 0);
	ck_assert(strstr(output, "QUERY_HCA_CAP\n"));
	ck_assert(strstr(output, "CREATE_UMEM\n"));
	ck_assert_int_eq(installed("names registers"), 0);
	ck_assert(strstr(output, "MGIR\n"));
	ck_assert_int_eq(installed("names caps"), 0);
	ck_assert(strstr(output, "GENERAL\n"));
	ck_assert(strstr(output, "DEBUG\n"));
	ck_assert_int_eq(installed("names objects"), 0);
	ck_assert(strstr(output, "MKEY\n"));
	ck_assert_int_eq(installed("names counters"), 0);
	ck_assert(strstr(output, "cmds\ncmd_errors\n"));
	ck_assert(strstr(output, "dma_read_bytes\n"));
	ck_assert_int_eq(installed("names items"), 0);
	ck_assert(strstr(output, "GLOBAL_PCI_CONF.total_vfs\n"));
	ck_assert_int_eq(installed("names fields MTMP"), 0);
	ck_assert(strstr(output, "sensor_index\ntemperature\nmte\n"));
	ck_assert_int_eq(installed("names fields QUERY_EQ"), 0);
	ck_assert(strstr(output, "eq_number\n"));
	ck_assert_int_eq(installed("names fields NOPE"), 2);
	ck_assert_int_eq(installed("reg --list"), 0);
	ck_assert(strstr(output, "MTMP") && strstr(output, "debug-write"));
	ck_assert_int_eq(installed("reg --show MGIR"), 0);
	ck_assert(strstr(output, "fw_info.year") && strstr(output, "date, as build_date"));
	ck_assert_int_eq(installed("rpc --show QUERY_EQ"), 0);
	ck_assert(strstr(output, "inbox (query_eq_in") && strstr(output, "eq_number"));
	ck_assert_int_eq(installed("config --list"), 0);
	ck_assert(strstr(output, "GLOBAL_PCI_CAP") && strstr(output, "RO"));
	ck_assert_int_eq(installed("config --show GLOBAL_PCI_CONF"), 0);
	ck_assert(strstr(output, "total_vfs"));
}
END_TEST

START_TEST(test_diag_monitor_usage)
{
	ck_assert_int_eq(installed("diag --help"), 0);
	ck_assert(strstr(output, "Usage: mlx5ctl diag [OPTIONS]"));
	ck_assert_int_eq(installed("monitor --help"), 0);
	ck_assert(strstr(output, "Prometheus"));
	ck_assert_int_eq(installed("diag --counters bogus"), 2);
	ck_assert(strstr(errout, "unknown counter 'bogus'"));
	ck_assert_int_eq(installed("diag --counters cmds,CMDS"), 2);
	ck_assert(strstr(errout, "given twice"));
	ck_assert_int_eq(installed("diag --counters ,"), 2);
	ck_assert_int_eq(installed("diag --interval 0"), 2);
	ck_assert_int_eq(installed("diag --interval -5"), 2);
	ck_assert_int_eq(installed("diag --interval 10ms"), 2);
	ck_assert_int_eq(installed("diag --count 0"), 2);
	ck_assert_int_eq(installed("diag --count 70000"), 2);
	ck_assert_int_eq(installed("diag --count x"), 2);
	ck_assert_int_eq(installed("diag extra"), 2);
	ck_assert(strstr(errout, "unexpected argument 'extra'"));
	ck_assert_int_eq(installed("monitor -o"), 2);
	ck_assert_int_eq(installed("monitor extra"), 2);
	/* good arguments, no device */
	ck_assert_int_eq(installed("diag --counters cmds,dma-read-bytes,0xf008 --interval 0.5 --count 3 "
			      "--inline --rate"), 1);
	ck_assert_int_eq(installed("monitor"), 1);
	ck_assert_int_eq(installed("--json monitor -o /nonexistent-dir/x.prom"), 1);
}
END_TEST

/* ---------------------------------------------------------------- the tool on the model */
static char tree[] = "/tmp/mlx5ctl-test-tool-XXXXXX";
static char rpclog[512];

static void cli_setup(void)
{
	char cmd[512];

	ck_assert_ptr_nonnull(mkdtemp(tree));
	ck_assert_int_eq(chmod(tree, 0755), 0);
	snprintf(cmd, sizeof(cmd), "%s %s/tests/unit/fake_sysfs.py %s && mkdir %s/nv", PYTHON,
		 SRC_DIR, tree, tree);
	ck_assert_int_eq(system(cmd), 0);
	snprintf(rpclog, sizeof(rpclog), "%s/rpcs", tree);
}

static void cli_teardown(void)
{
	char cmd[512];

	snprintf(cmd, sizeof(cmd), "rm -rf %s", tree);
	ck_assert_int_eq(system(cmd), 0);
	strcpy(tree, "/tmp/mlx5ctl-test-tool-XXXXXX");
}

/* the environment the model binary runs in */
static void model_env(char *buf, size_t len, const char *extra)
{
	snprintf(buf, len, "MLX5CTL_SYSFS_DIR=%s/sys MLX5CTL_DEV_DIR=%s/dev "
		 "MLX5CTL_MODEL_NV_DIR=%s/nv MLX5CTL_MODEL_RPC_LOG=%s %s", tree, tree, tree, rpclog,
		 extra ? extra : "");
}

/* the tool on the model; the RPC log starts empty */
static int model_with(const char *env, const char *args)
{
	char cmd[4096], e[1024];

	unlink(rpclog);
	model_env(e, sizeof(e), env);
	snprintf(cmd, sizeof(cmd), "%s %s %s", e, TOOL_MODEL, args);
	return run(cmd);
}

static int model(const char *args)
{
	return model_with(NULL, args);
}

/* how many RPCs the last run sent that keep(line, what) keeps */
static unsigned int count_rpcs(bool (*keep)(const char *line, const char *what), const char *what)
{
	FILE *f = fopen(rpclog, "r");
	char line[256];
	unsigned int n = 0;

	if (!f)
		return 0;
	while (fgets(line, sizeof(line), f)) {
		line[strcspn(line, "\n")] = '\0';
		n += keep(line, what);
	}
	fclose(f);
	return n;
}

static bool rpc_is(const char *line, const char *what)
{
	return !what || !strcmp(line, what);
}

/* how many RPCs of this kind ("ACCESS_REG MNVDA write"; NULL: any) the last run sent */
static unsigned int rpcs(const char *what)
{
	return count_rpcs(rpc_is, what);
}

/* one parameter's next-boot value, as the config table shows it */
static char *next_boot(const char *param)
{
	static char v[64];
	char args[256], *p;

	snprintf(args, sizeof(args), "-d 0 config %s", param);
	ck_assert_int_eq(model(args), 0);
	p = strstr(output, param);
	ck_assert_msg(p, "%s", output);
	ck_assert_int_eq(sscanf(p + strlen(param), " %*s %63s", v), 1);
	return v;
}

/* the man page's EXAMPLES, run as written (on the model, in a scratch folder), in order */
START_TEST(test_cli_man_examples)
{
	char *man = slurp(SRC_DIR "/tools/mlx5ctl.1"), *ex, *line, *save = NULL;
	unsigned int n = 0;
	bool in = false;

	ex = strstr(man, "\n.SH EXAMPLES\n");
	ck_assert_msg(ex, "no EXAMPLES");
	for (line = strtok_r(ex, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		char cmd[1024], e[1024], full[3072], *o = cmd;

		if (!strncmp(line, ".SH ", 4) && n)
			break;
		if (!strcmp(line, ".EX") || !strcmp(line, ".EE")) {
			in = line[2] == 'X';
			continue;
		}
		if (!in)
			continue;
		ck_assert_msg(!strncmp(line, "mlx5ctl ", 8), "an example is a command: %s", line);
		/* troff's "\-" is "-" */
		for (const char *c = line + 8; *c && o < cmd + sizeof(cmd) - 1; c++)
			if (!(c[0] == '\\' && c[1] == '-'))
				*o++ = *c;
		*o = '\0';
		model_env(e, sizeof(e), NULL);
		snprintf(full, sizeof(full), "cd %s && %s %s %s", tree, e, TOOL_MODEL, cmd);
		ck_assert_msg(run(full) == 0, "example 'mlx5ctl %s' failed: %s", cmd, errout);
		n++;
	}
	ck_assert_uint_ge(n, 15);
	free(man);
}
END_TEST

START_TEST(test_cli_device_names)
{
	static const char *const names[] = {
		"mlx5_core.ctl.0", "0", "0000:01:00.0", "01:00.0", "pci/0000:01:00.0", "eth0",
		"mlx5_0", NULL,
	};
	char args[256];

	for (const char *const *n = names; *n; n++) {
		snprintf(args, sizeof(args), "-d %s info", *n);
		ck_assert_int_eq(model(args), 0);
		ck_assert_msg(strstr(output, "device:       mlx5_core.ctl.0\n") &&
			      strstr(output, "pci:          0000:01:00.0\n"), "%s: %s", *n, output);
		/* -d after the subcommand too */
		snprintf(args, sizeof(args), "info --device=%s", *n);
		ck_assert_int_eq(model(args), 0);
		ck_assert_msg(strstr(output, "mlx5_core.ctl.0"), "%s", output);
	}
	ck_assert_int_eq(model("info"), 1);
	ck_assert(strstr(errout, "2 mlx5ctl devices: name one with -d"));
	ck_assert_int_eq(model("-d 02:00.0 info"), 0);
	ck_assert(strstr(output, "mlx5_core.ctl.1"));
	ck_assert_int_eq(model("-d eth1 info"), 1);
	ck_assert(strstr(errout, "no mlx5ctl device 'eth1'"));
	/* a mistyped parameter is never a device; one that names a device says so */
	ck_assert_int_eq(model("-d 0 config sriov_enn"), 2);
	ck_assert(strstr(errout, "unknown parameter 'sriov_enn'"));
	ck_assert_int_eq(model("-d 0 config eth0"), 2);
	ck_assert(strstr(errout, "(a device? name it with -d eth0)"));
	ck_assert_int_eq(rpcs("ACCESS_REG MNVDA read"), 0);
}
END_TEST

START_TEST(test_cli_list)
{
	ck_assert_int_eq(model("list"), 0);
	ck_assert_msg(strstr(output, "0    mlx5_core.ctl.0  0000:01:00.0  mlx5ctl    mlx5ctl.ctl  eth0    "
			     "mlx5_0  22.41.1010  MT_0000000359  ConnectX-6 Dx EN adapter card, 100GbE, "
			     "emulated\n"), "%s", output);
	ck_assert_msg(strstr(output, "1    mlx5_core.ctl.1  0000:02:00.0  mlx5ctl    -            -       "
			     "-       22.41.1010  MT_0000000359  -\n"), "%s", output);
}
END_TEST

/* config A=1 B=<bad>: nothing written, exit 2, the bad item named */
START_TEST(test_cli_config_validates_all_first)
{
	ck_assert_int_eq(model("-d 0 -y config total_vfs=4 PF_PCI_CONF.total_vf=70000"), 2);
	ck_assert_msg(strstr(errout, "PF_PCI_CONF.total_vf: field 'total_vf': 70000 does not fit"),
		      "%s", errout);
	ck_assert_uint_eq(rpcs("ACCESS_REG MNVDA write"), 0);
	ck_assert_int_eq(model("-d 0 -y config total_vfs=4 nosuch=1"), 2);
	ck_assert(strstr(errout, "unknown parameter 'nosuch'"));
	ck_assert_int_eq(model("-d 0 -y config total_vfs=4 GLOBAL_PCI_CAP.sriov_support=0"), 2);
	ck_assert(strstr(errout, "GLOBAL_PCI_CAP is read-only"));
	ck_assert_int_eq(model("-d 0 -y config total_vfs=4 sriov_en=maybe"), 2);
	ck_assert_uint_eq(rpcs("ACCESS_REG MNVDA write"), 0);
	ck_assert_str_eq(next_boot("GLOBAL_PCI_CONF.total_vfs"), "0");
	/* good: one write an item, however many of its fields */
	ck_assert_int_eq(model("-d 0 -y config total_vfs=4 sriov_en=true PF_PCI_CONF.total_vf=2"), 0);
	ck_assert_uint_eq(rpcs("ACCESS_REG MNVDA write"), 2);
	ck_assert_msg(strstr(output, "new values take effect at the next device reset"), "%s",
		      output);
	ck_assert_str_eq(next_boot("GLOBAL_PCI_CONF.total_vfs"), "4");
	ck_assert_str_eq(next_boot("GLOBAL_PCI_CONF.sriov_en"), "1");
	/* the same again: nothing to write */
	ck_assert_int_eq(model("-d 0 -y config total_vfs=4"), 0);
	ck_assert_uint_eq(rpcs("ACCESS_REG MNVDA write"), 0);
	ck_assert(strstr(errout, "nothing to change"));
}
END_TEST

/* mstconfig's language: its parameter names, True/False, enum words; --list describes them */
START_TEST(test_cli_config_mstconfig_names)
{
	ck_assert_int_eq(model("-d 0 -y config SRIOV_EN=1 NUM_OF_VFS=8"), 0);
	ck_assert_uint_eq(rpcs("ACCESS_REG MNVDA write"), 1);
	ck_assert_str_eq(next_boot("GLOBAL_PCI_CONF.total_vfs"), "8");
	ck_assert_str_eq(next_boot("GLOBAL_PCI_CONF.sriov_en"), "1");
	/* a name shows its field, in any case */
	ck_assert_int_eq(model("-d 0 config num_of_vfs"), 0);
	ck_assert_msg(strstr(output, "GLOBAL_PCI_CONF.total_vfs ") && !strstr(output, "sriov_en"),
		      "%s", output);
	ck_assert_int_eq(model("-d 0 -y config sriov_en=False num_of_vfs=2"), 0);
	ck_assert_str_eq(next_boot("GLOBAL_PCI_CONF.sriov_en"), "0");
	/* an enum word (mstconfig's), and one that is not a word of the field */
	ck_assert_int_eq(model("-d 0 -y config LINK_TYPE_P1=ETH"), 0);
	ck_assert_int_eq(model("-d 0 -y config LINK_TYPE_P1=FDDI"), 2);
	ck_assert_msg(strstr(errout, "'FDDI' is not"), "%s", errout);
	/* a capability item stays read-only under its own names too */
	ck_assert_int_eq(model("-d 0 -y config GLOBAL_PCI_CAP.max_vfs_per_pf=64"), 2);
	ck_assert_int_eq(model("config --list"), 0);
	ck_assert_msg(strstr(output, "SRIOV_EN=<False|True>  (GLOBAL_PCI_CONF.sriov_en, RW)\n"
			     "        Enable Single-Root I/O Virtualization (SR-IOV)\n"), "%s",
		      output);
	ck_assert_msg(strstr(output, "LINK_TYPE_P1=<"), "%s", output);
}
END_TEST

/* a write that fails midway: the items written get their previous value back, and it says so */
START_TEST(test_cli_config_rolls_back)
{
	ck_assert_int_eq(model("-d 0 -y config total_vfs=8"), 0);
	ck_assert_int_eq(model_with("MLX5CTL_MODEL_FAIL_REG=0x9024:2:5",
				    "-d 0 -y config total_vfs=3 sriov_en=1 PF_PCI_CONF.total_vf=1"), 1);
	ck_assert_msg(strstr(errout, "writing PF_PCI_CONF failed") &&
		      strstr(errout, "restored GLOBAL_PCI_CONF to its previous next-boot value") &&
		      strstr(errout, "nothing changed"), "%s", errout);
	/* GLOBAL_PCI_CONF written, PF_PCI_CONF refused, GLOBAL_PCI_CONF written back */
	ck_assert_uint_eq(rpcs("ACCESS_REG MNVDA write"), 2);
	ck_assert_str_eq(next_boot("GLOBAL_PCI_CONF.total_vfs"), "8");
	ck_assert_str_eq(next_boot("GLOBAL_PCI_CONF.sriov_en"), "0");
	ck_assert_str_eq(next_boot("PF_PCI_CONF.total_vf"), "0");
}
END_TEST

START_TEST(test_cli_config_dry_run_backup_restore)
{
	char args[600], *bk;

	ck_assert_int_eq(model("-d 0 config --dry-run total_vfs=6 sriov_en=1"), 0);
	ck_assert_msg(strstr(output, "GLOBAL_PCI_CONF.sriov_en: 0 -> 1\n") &&
		      strstr(output, "GLOBAL_PCI_CONF.total_vfs: 0 -> 6\n"), "%s", output);
	ck_assert_uint_eq(rpcs("ACCESS_REG MNVDA write"), 0);
	ck_assert_int_eq(model("-d 0 -y config total_vfs=6 sriov_en=1 PF_PCI_CONF.total_vf=2"), 0);
	snprintf(args, sizeof(args), "-d 0 config --backup %s/backup", tree);
	ck_assert_int_eq(model(args), 0);
	snprintf(args, sizeof(args), "%s/backup", tree);
	bk = slurp(args);
	ck_assert_msg(strstr(bk, "\nGLOBAL_PCI_CONF.sriov_en=1\nGLOBAL_PCI_CONF.total_vfs=6\n"
			     "PF_PCI_CONF.total_vf=2\n"), "%s", bk);
	free(bk);
	/* changed since: restore makes it exactly the backup again, other items default */
	ck_assert_int_eq(model("-d 0 -y config --reset"), 0);
	ck_assert_uint_eq(rpcs("ACCESS_REG MNVIA write"), 1);
	ck_assert_int_eq(model("-d 0 -y config PF_PCI_CONF.pf_total_vf_en=1"), 0);
	snprintf(args, sizeof(args), "-d 0 -y config --restore %s/backup", tree);
	ck_assert_int_eq(model(args), 0);
	ck_assert_str_eq(next_boot("GLOBAL_PCI_CONF.total_vfs"), "6");
	ck_assert_str_eq(next_boot("PF_PCI_CONF.total_vf"), "2");
	ck_assert_str_eq(next_boot("PF_PCI_CONF.pf_total_vf_en"), "0");
	/* a bad line: named by file and line, nothing written */
	snprintf(args, sizeof(args), "printf '# x\\nGLOBAL_PCI_CONF.total_vfs=1\\nbogus.x=2\\n' > "
		 "%s/bad", tree);
	ck_assert_int_eq(system(args), 0);
	snprintf(args, sizeof(args), "-d 0 -y config --restore %s/bad", tree);
	ck_assert_int_eq(model(args), 2);
	ck_assert_msg(strstr(errout, "/bad:3: unknown parameter 'bogus.x'"), "%s", errout);
	ck_assert_uint_eq(rpcs("ACCESS_REG MNVDA write"), 0);
}
END_TEST

/* reg --write reads first and changes only the fields named; --overwrite zeros the rest */
START_TEST(test_cli_reg_read_modify_write)
{
	ck_assert_int_eq(model("-d 0 reg MTMP sensor_index=0"), 0);
	ck_assert_msg(strstr(output, "mte:               1\n") &&
		      strstr(output, "temperature:       ") && strstr(output, " °C\n") &&
		      strstr(output, "sensor_name:       asic\n"), "%s", output);
	/* restart the maximum: mte (tracking) stays on */
	ck_assert_int_eq(model("-d 0 -y reg MTMP sensor_index=0 mtr=1 --write"), 0);
	ck_assert_msg(strstr(output, "mte:               1\n"), "%s", output);
	ck_assert_uint_eq(rpcs("ACCESS_REG MTMP read"), 1);
	ck_assert_uint_eq(rpcs("ACCESS_REG MTMP write"), 1);
	/* the overwrite the tool used to do by default: mte cleared, tracking off */
	ck_assert_int_eq(model("-d 0 -y reg MTMP sensor_index=0 mtr=1 --overwrite"), 0);
	ck_assert_msg(strstr(output, "mte:               0\n"), "%s", output);
	ck_assert_uint_eq(rpcs("ACCESS_REG MTMP read"), 0);
	/* --dry-run: the read, the decoded request, no write */
	ck_assert_int_eq(model("-d 0 reg MTMP sensor_index=64 mte=0 --write --dry-run"), 0);
	ck_assert_msg(strstr(output, "read-modify-write (debug-write), not sent") &&
		      strstr(output, "  mte: 1 -> 0\n") && strstr(output, "sensor_name:       Module0"),
		      "%s", output);
	ck_assert_uint_eq(rpcs("ACCESS_REG MTMP write"), 0);
	/*
	 * a read that names a field acting on the read (the spec's register rules): refused before
	 * anything is sent, in one line naming the field and how to do it on purpose
	 */
	ck_assert_int_eq(model("-d 0 reg MTMP sensor_index=0 mtr=1"), 2);
	ck_assert_msg(strstr(errout, "MTMP.mtr=1 acts on a read (restarts maximum tracking") &&
		      strstr(errout, "to do it on purpose: mlx5ctl reg MTMP --write mtr=1\n") &&
		      !strchr(errout, '\n')[1], "%s", errout);
	ck_assert_int_eq(model("-d 0 reg PPCNT local_port=1 clr=1"), 2);
	ck_assert_msg(strstr(errout, "PPCNT.clr=1 acts on a read (clears the group): it is a "
			     "write (debug-write)") &&
		      strstr(errout, "to do it on purpose: mlx5ctl reg PPCNT --write clr=1\n") &&
		      !strchr(errout, '\n')[1], "%s", errout);
	ck_assert_int_eq(model("-d 0 reg PDDR local_port=1 page_select=0xff"), 2);
	ck_assert_uint_eq(rpcs(NULL), 0);		/* nothing sent */
	ck_assert_int_eq(model("-d 0 reg PPCNT local_port=1 clr=0"), 0);	/* at rest: a read */
	/* the clear on purpose, as mlxlink --pc sends it: every group, a write, no read first */
	ck_assert_int_eq(model("-d 0 -y reg PPCNT local_port=1 grp=ALL_GROUPS clr=1 --overwrite"),
			 0);
	ck_assert_uint_eq(rpcs("ACCESS_REG PPCNT write"), 1);
	ck_assert_uint_eq(rpcs("ACCESS_REG PPCNT read"), 0);
	/* the spec's read-only: refused with no RPC at all */
	ck_assert_int_eq(model("-d 0 reg MGIR fw_info.build_id=1 --write"), 2);
	ck_assert_int_eq(model("-d 0 rpc --dry-run QUERY_HCA_CAP op_mod=1"), 0);
	ck_assert_msg(strstr(output, "# QUERY_HCA_CAP request (debug-read), not sent:\n"), "%s",
		      output);
	/*
	 * an MTMP read through rpc carries no payload: too short to say mtr is 0, it is the write
	 * (6.12's driver lifts it, fwctl needs the write's scope), which the tool asks before
	 */
	ck_assert_int_eq(model("-d 0 rpc --dry-run ACCESS_REG register_id=MTMP op_mod=1"), 0);
	ck_assert_msg(strstr(output, "# ACCESS_REG request (debug-write), not sent:\n"), "%s",
		      output);
	ck_assert_int_eq(model("-d 0 rpc --dry-run ACCESS_REG register_id=MGIR op_mod=1"), 0);
	ck_assert_msg(strstr(output, "# ACCESS_REG request (debug-read), not sent:\n"), "%s",
		      output);
	ck_assert_uint_eq(rpcs(NULL), 0);	/* nothing at all */
}
END_TEST

/*
 * `obj TYPE --id N` for every object type the spec can query (its `queries:` commands): the
 * device answers each (an object, or a firmware status for an id that names none), never as
 * an unknown opcode, and an answer is decoded
 */
START_TEST(test_cli_obj_every_type)
{
	const struct mlx5ctl_cmd_desc *c;
	unsigned int n = 0;
	char args[128];

	for (unsigned int i = 0; (c = mlx5ctl_prm_command_at(i)); i++) {
		int rc;

		if (!c->queries)
			continue;
		n++;
		snprintf(args, sizeof(args), "-d 0 obj %s --id 0", c->queries);
		rc = model(args);
		ck_assert_msg(rc == 0 || rc == 1, "%s: exit %d: %s", args, rc, errout);
		ck_assert_msg(!strstr(errout, "BAD_OP_ERR"), "%s: %s", args, errout);
		if (rc == 0)
			ck_assert_msg(strstr(output, "status:"), "%s: %s", args, output);
		else
			ck_assert_msg(strstr(errout, "failed: "), "%s: %s", args, errout);
	}
	ck_assert_uint_ge(n, 39);
	/*
	 * another UID's context is not the caller's to see (prm/uctx.yaml: WRONG_UID, whether
	 * or not it exists); the function's vport is decoded
	 */
	ck_assert_int_eq(model("-d 0 obj UCTX --id 0x7"), 1);
	ck_assert_msg(strstr(errout, "BAD_PARAM_ERR"), "%s", errout);
	ck_assert_int_eq(model("-d 0 obj VPORT --id 0"), 0);
	ck_assert_msg(strstr(output, "state:"), "%s", output);
}
END_TEST

/* registers the spec does not describe: by id, as hex; the driver's full debug scope */
START_TEST(test_cli_reg_raw)
{
	ck_assert_int_eq(model("-d 0 reg --id 0x9009"), 0);	/* MTCAP, by id */
	ck_assert_msg(strstr(output, "sensor_count:"), "%s", output);
	ck_assert_int_eq(model("-d 0 reg MTCAP --raw"), 0);
	ck_assert_msg(!strncmp(output, "0000: 00 00 00 01 00 00 00 01 00 00 00 00 00 00 00 01\n",
			       54), "%s", output);
	ck_assert_int_eq(model("-d 0 -y reg --id 0x500b --len 8"), 1);	/* the model lacks it */
	ck_assert_uint_eq(rpcs("ACCESS_REG 0x500b read"), 1);
	ck_assert_int_eq(model("-d 0 -y reg --id 0x500b --len 8 --overwrite --data 0102"), 1);
	ck_assert_uint_eq(rpcs("ACCESS_REG 0x500b write"), 1);
}
END_TEST

/* drive the tool on a terminal (forkpty): the answer to its question, what it printed */
static int on_tty(const char *env, const char *args, const char *answer, char *out, size_t len)
{
	char cmd[4096], e[1024];
	size_t n = 0;
	int master, st;
	pid_t pid;

	model_env(e, sizeof(e), env);
	snprintf(cmd, sizeof(cmd), "exec env %s %s %s", e, TOOL_MODEL, args);
	unlink(rpclog);
	pid = forkpty(&master, NULL, NULL, NULL);
	ck_assert_int_ge(pid, 0);
	if (!pid) {
		execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
		_exit(127);
	}
	for (;;) {
		struct pollfd p = { .fd = master, .events = POLLIN };
		ssize_t r;

		if (poll(&p, 1, 20000) <= 0)
			break;
		r = read(master, out + n, len - 1 - n);
		if (r <= 0)
			break;
		n += (size_t)r;
		out[n] = '\0';
		if (answer && strstr(out, "Apply? [y/N] ")) {
			ck_assert_int_eq(write(master, answer, strlen(answer)),
					 (ssize_t)strlen(answer));
			answer = NULL;
		}
	}
	out[n] = '\0';
	close(master);
	ck_assert_int_eq(waitpid(pid, &st, 0), pid);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

START_TEST(test_cli_confirm_on_terminal)
{
	static char out[1 << 16];

	/* no: nothing written */
	ck_assert_int_eq(on_tty(NULL, "-d 0 config total_vfs=3", "n\n", out, sizeof(out)), 1);
	ck_assert_msg(strstr(out, "GLOBAL_PCI_CONF.total_vfs: 0 -> 3") &&
		      strstr(out, "not confirmed: nothing written"), "%s", out);
	ck_assert_uint_eq(rpcs("ACCESS_REG MNVDA write"), 0);
	/* yes */
	ck_assert_int_eq(on_tty(NULL, "-d 0 config total_vfs=3", "y\n", out, sizeof(out)), 0);
	ck_assert_uint_eq(rpcs("ACCESS_REG MNVDA write"), 1);
	/* -y: not asked */
	ck_assert_int_eq(on_tty(NULL, "-d 0 -y config total_vfs=2", NULL, out, sizeof(out)), 0);
	ck_assert_msg(!strstr(out, "Apply?"), "%s", out);
	ck_assert_uint_eq(rpcs("ACCESS_REG MNVDA write"), 1);
	/* a register write asks too, with what changes */
	ck_assert_int_eq(on_tty(NULL, "-d 0 reg MTMP sensor_index=0 mte=0 --write", "\n", out,
				sizeof(out)), 1);
	ck_assert_msg(strstr(out, "write register MTMP") && strstr(out, "  mte: 1 -> 0"), "%s", out);
	ck_assert_uint_eq(rpcs("ACCESS_REG MTMP write"), 0);
	/*
	 * not on a terminal (cron, a pipe) and no -y: nobody to ask, so nothing is written (as
	 * apt refuses without -y): exit 2, one line saying so; with -y it writes
	 */
	ck_assert_int_eq(model("-d 0 config total_vfs=1"), 2);
	ck_assert_msg(strstr(errout, "no terminal to ask on") && strstr(errout, "give -y") &&
		      !strstr(errout, "Apply?"), "%s", errout);
	ck_assert_uint_eq(rpcs("ACCESS_REG MNVDA write"), 0);
	ck_assert_int_eq(model("-d 0 reg MTMP sensor_index=0 mte=0 --write"), 2);
	ck_assert_uint_eq(rpcs("ACCESS_REG MTMP write"), 0);
	ck_assert_int_eq(model("-d 0 -y config total_vfs=1"), 0);
	ck_assert(!strstr(errout, "Apply?"));
	ck_assert_uint_eq(rpcs("ACCESS_REG MNVDA write"), 1);
}
END_TEST

START_TEST(test_cli_coredump)
{
	static char out[1 << 16];
	char args[600], path[600];
	struct stat st;
	unsigned int draws = 0;

	snprintf(args, sizeof(args), "-d 0 coredump -o %s/core", tree);
	ck_assert_int_eq(model(args), 0);
	ck_assert_msg(strstr(output, "UMEM-backed MKEY, 1 RPC,") && strstr(output, "verified"),
		      "%s", output);
	snprintf(path, sizeof(path), "%s/core", tree);
	ck_assert_int_eq(stat(path, &st), 0);
	ck_assert_uint_eq(st.st_mode & 0777, 0600);
	/*
	 * the file's checksums are the ones standard tools give (crc32 FILE: zlib's CRC-32;
	 * sha256sum FILE), apart from the dump header's own CRC-32 of the payloads
	 */
	{
		char want[160], cmdline[700], *sum, *file = malloc((size_t)st.st_size);
		FILE *p = fopen(path, "r");

		ck_assert(file && p);
		ck_assert_uint_eq(fread(file, 1, (size_t)st.st_size, p), (size_t)st.st_size);
		fclose(p);
		snprintf(want, sizeof(want), "file:       CRC-32 %08x, SHA-256 ",
			 mlx5ctl_crc32(0, file, (size_t)st.st_size));
		free(file);
		ck_assert_msg(strstr(output, want), "%s\nwant: %s", output, want);
		ck_assert_msg(strstr(output, "payload:    CRC-32 ") &&
			      strstr(output, "(the dump header's, of the segments' payloads), verified"),
			      "%s", output);
		snprintf(cmdline, sizeof(cmdline), "sha256sum %s", path);
		p = popen(cmdline, "r");
		ck_assert_ptr_nonnull(p);
		ck_assert_ptr_nonnull(fgets(want, sizeof(want), p));
		pclose(p);
		want[64] = '\0';
		sum = strstr(output, "SHA-256 ");
		ck_assert_ptr_nonnull(sum);
		ck_assert_msg(!strncmp(sum + 8, want, 64), "%s\nsha256sum: %s", output, want);
	}
	/* no UMEMs (the platform bounces DMA): inline by itself, the same bytes */
	snprintf(args, sizeof(args), "-d 0 coredump -o %s/core2", tree);
	ck_assert_int_eq(model_with("MLX5CTL_MODEL_NO_UMEM=1", args), 0);
	ck_assert_msg(strstr(output, "no UMEM (Operation not supported): inline, ") &&
		      strstr(output, "verified"), "%s", output);
	snprintf(args, sizeof(args), "cmp %s/core %s/core2", tree, tree);
	ck_assert_int_eq(system(args), 0);
	/* to standard output; the summary to standard error */
	snprintf(args, sizeof(args), "-d 0 coredump -o - > %s/core3", tree);
	ck_assert_int_eq(model(args), 0);
	ck_assert(strstr(errout, "verified"));
	snprintf(args, sizeof(args), "cmp %s/core %s/core3", tree, tree);
	ck_assert_int_eq(system(args), 0);
	/* progress on a terminal: bytes of the total and percent, once a change, not an RPC */
	snprintf(args, sizeof(args), "-d 0 coredump --inline -o %s/core4", tree);
	ck_assert_int_eq(on_tty(NULL, args, NULL, out, sizeof(out)), 0);
	for (char *p = out; (p = strstr(p, "\rcore dump: ")); p++)
		draws++;
	ck_assert_msg(strstr(out, "1536 of 1536 KiB (100%)") && draws >= 2 && draws <= 101,
		      "%u draws: %s", draws, out);
	ck_assert_uint_gt(rpcs("ACCESS_REG RESOURCE_DUMP read"), 1000);
	/* a device written as it is, its error named (not replaced by a file renamed over it) */
	ck_assert_int_eq(model("-d 0 coredump -o /dev/full"), 1);
	ck_assert_msg(strstr(errout, "/dev/full: No space left on device"), "%s", errout);
	ck_assert_int_eq(stat("/dev/full", &st), 0);
	ck_assert(S_ISCHR(st.st_mode));
}
END_TEST

START_TEST(test_cli_rscdump_monitor)
{
	ck_assert_int_eq(model("-d 0 rscdump UCTX"), 0);
	ck_assert_msg(strstr(output, "\nUCTX       0x1002   ") &&
		      strstr(output, "  cap: INTERNAL_DEVICE_RESOURCES|TOOLS_RESOURCES (0x6)\n"),
		      "%s", output);
	ck_assert_int_eq(model("-d 0 rscdump"), 0);
	ck_assert(strstr(output, "menu: CORE_DUMP"));
	/* monitor reads only: no sampler is set, none is set up */
	ck_assert_int_eq(model("monitor"), 0);
	ck_assert_msg(strstr(output, "mlx5ctl_temperature_celsius{pci=\"0000:01:00.0\","
			     "device=\"mlx5_core.ctl.0\",sensor=\"0\",name=\"asic\"} "), "%s", output);
	ck_assert(!strstr(output, "mlx5ctl_diag_"));
	ck_assert_uint_eq(rpcs("SET_DIAGNOSTIC_PARAMS"), 0);
	ck_assert_int_eq(model("monitor --sample"), 0);
	ck_assert(strstr(output, "mlx5ctl_diag_cmds_total{pci=\"0000:02:00.0\""));
	ck_assert_uint_eq(rpcs("SET_DIAGNOSTIC_PARAMS"), 2);
}
END_TEST

/* as a user who may open no device: list works from sysfs, the rest says permission denied */
START_TEST(test_cli_unprivileged)
{
	char cmd[2048];

	/* the tool and its library where nobody can reach them, whatever the build folder's
	 * permissions */
	snprintf(cmd, sizeof(cmd), "mkdir -m 755 %s/bin && cp %s %s/bin/ && cp \"$(dirname %s)\"/"
		 "libmlx5ctl.so.0 %s/bin/ && chmod 755 %s/bin/*", tree, TOOL, tree, TOOL, tree, tree);
	ck_assert_int_eq(system(cmd), 0);
	if (getuid()) {
		/* not root: the nodes are ours; take the permission away */
		snprintf(cmd, sizeof(cmd), "chmod 0 %s/dev/*", tree);
		ck_assert_int_eq(system(cmd), 0);
		snprintf(cmd, sizeof(cmd), "env LD_LIBRARY_PATH=%s/bin MLX5CTL_SYSFS_DIR=%s/sys "
			 "MLX5CTL_DEV_DIR=%s/dev %s/bin/mlx5ctl list", tree, tree, tree, tree);
	} else {
		snprintf(cmd, sizeof(cmd), "setpriv --reuid=65534 --regid=65534 --clear-groups "
			 "env LD_LIBRARY_PATH=%s/bin MLX5CTL_SYSFS_DIR=%s/sys MLX5CTL_DEV_DIR=%s/dev "
			 "%s/bin/mlx5ctl list", tree, tree, tree, tree);
	}
	ck_assert_int_eq(run(cmd), 0);
	ck_assert_msg(strstr(output, "0    mlx5_core.ctl.0  0000:01:00.0  mlx5ctl    mlx5ctl.ctl  eth0    "
			     "mlx5_0  -         -     -\n"), "%s", output);
	ck_assert_msg(strstr(errout, "permission denied"), "%s", errout);
	strcpy(strstr(cmd, " list"), " -d eth0 info");
	ck_assert_int_eq(run(cmd), 1);
	ck_assert_msg(strstr(errout, "mlx5ctl-mlx5_core.ctl.0: permission denied"), "%s", errout);
}
END_TEST

/* fw query / update on the model: a refused image changes nothing, a good one runs after the
 * next "boot" (the next run: the store is kept next to the NV file), faults end with their
 * message and status, Ctrl-C cancels */
static void mkimage(const char *name, const char *args)
{
	char cmd[1024];

	snprintf(cmd, sizeof(cmd), "%s %s -o %s/%s", TOOL_MKIMAGE, args, tree, name);
	ck_assert_int_eq(system(cmd), 0);
}

START_TEST(test_cli_fw)
{
	static char out[1 << 16];
	char args[512], e[1024], cmd[4096];
	int st;
	pid_t pid;

	mkimage("good", "--version 22.42.1000");
	mkimage("bad", "--version 22.43.1 --defect payload");
	mkimage("other", "--psid MT_0000000222");
	ck_assert_int_eq(model("-d 0 fw query"), 0);
	ck_assert_msg(strstr(output, "BOOT_IMG") && strstr(output, "22.41.1010"), "%s", output);
	/* refused: the digest, another board; nothing pending */
	snprintf(args, sizeof(args), "-d 0 -y fw update %s/bad", tree);
	ck_assert_int_eq(model(args), 1);
	ck_assert_msg(strstr(errout, "component hash mismatch (REJECTED_DIGEST_ERR, 0x2)"), "%s",
		      errout);
	snprintf(args, sizeof(args), "-d 0 -y fw update %s/other", tree);
	ck_assert_int_eq(model(args), 1);
	ck_assert_msg(strstr(errout, "REJECTED_NOT_APPLICABLE"), "%s", errout);
	snprintf(args, sizeof(args), "-d 0 fw update %s/nonexistent", tree);
	ck_assert_int_eq(model(args), 1);
	ck_assert_int_eq(model("-d 0 fw frobnicate"), 2);
	ck_assert_int_eq(model("-d 0 --json fw query"), 0);
	ck_assert_msg(strstr(output, "\"pending\": null") && strstr(output, "22.41.1010"), "%s",
		      output);
	/* faults on demand: the documented message and exit status 1 */
	snprintf(args, sizeof(args), "-d 0 -y fw update %s/good", tree);
	ck_assert_int_eq(model_with("MLX5CTL_MODEL_FW_FAULT=fail:6:1", args), 1);
	ck_assert_msg(strstr(errout, "failed at ACTIVATE: general error (ERROR, 0x1)"), "%s",
		      errout);
	snprintf(args, sizeof(args), "-d 0 -y fw update --timeout 1 %s/good", tree);
	ck_assert_int_eq(model_with("MLX5CTL_MODEL_FW_FAULT=stall", args), 1);
	ck_assert_msg(strstr(errout, "stayed in state INITIALIZE for 1000 ms"), "%s", errout);
	snprintf(args, sizeof(args), "-d 0 -y fw update %s/good", tree);
	ck_assert_int_eq(model_with("MLX5CTL_MODEL_FW_FAULT=drop:5", args), 1);
	ck_assert_int_eq(model("-d 0 fw query"), 0);
	ck_assert_msg(strstr(output, "22.41.1010") && !strstr(output, "22.42"), "%s", output);
	/* Ctrl-C while the device is slow: cancelled, status 130 */
	model_env(e, sizeof(e), "MLX5CTL_MODEL_FW_FAULT=busy:1000000");
	snprintf(cmd, sizeof(cmd), "exec env %s %s -d 0 -y fw update %s/good 2>%s/err", e,
		 TOOL_MODEL, tree, tree);
	pid = fork();
	ck_assert_int_ge(pid, 0);
	if (!pid) {
		execl("/bin/sh", "sh", "-c", cmd, (char *)NULL);
		_exit(127);
	}
	sleep(2);
	ck_assert_int_eq(kill(pid, SIGINT), 0);
	ck_assert_int_eq(waitpid(pid, &st, 0), pid);
	ck_assert(WIFEXITED(st));
	ck_assert_int_eq(WEXITSTATUS(st), 130);
	/* on a terminal: the question, the progress bar, then the new version after a "boot" */
	snprintf(args, sizeof(args), "-d 0 fw update %s/good", tree);
	ck_assert_int_eq(on_tty(NULL, args, "y\n", out, sizeof(out)), 0);
	ck_assert_msg(strstr(out, "Flash firmware 22.42.1000") && strstr(out, "download [") &&
		      strstr(out, "65792/65792 bytes 100%") && strstr(out, "activated"), "%s", out);
	ck_assert_int_eq(model("-d 0 fw query"), 0);
	ck_assert_msg(strstr(output, "22.42.1000"), "%s", output);
	ck_assert_int_eq(model("-d 0 info"), 0);
	/* a firmware without MCDD (MCAM does not announce it): the download goes by MCDA */
	snprintf(args, sizeof(args), "-d 0 -y fw update %s/good", tree);
	ck_assert_int_eq(model_with("MLX5CTL_MODEL_ABSENT_REGS=MCDD", args), 0);
	ck_assert_uint_eq(rpcs("ACCESS_REG MCDD write"), 0);
	ck_assert_uint_ge(rpcs("ACCESS_REG MCDA write"), 1);
	ck_assert_int_eq(model_with("MLX5CTL_MODEL_ABSENT_REGS=MCDD", "-d 0 reg MCDD"), 1);
	/* the same device offers MCDD again: the download goes by it */
	ck_assert_int_eq(model(args), 0);
	ck_assert_uint_ge(rpcs("ACCESS_REG MCDD write"), 1);
}
END_TEST

/* ---- link ---- */
/* the value at a dotted path of a JSON document (NULL: none) */
static J *jpath(J *o, const char *path)
{
	char buf[256], *save = NULL;

	snprintf(buf, sizeof(buf), "%s", path);
	for (char *k = strtok_r(buf, ".", &save); k && o; k = strtok_r(NULL, ".", &save))
		if (!json_object_object_get_ex(o, k, &o))
			return NULL;
	return o;
}

/* the run's output as JSON (it must succeed) */
static J *model_json(const char *args)
{
	J *doc;

	ck_assert_msg(model(args) == 0, "%s: %s", args, errout);
	doc = json_tokener_parse(output);
	ck_assert_msg(doc, "%s: not JSON: %s", args, output);
	return doc;
}

/* a byte field reg -j shows as hex, as text without its padding */
static void hex_text(const char *hex, char *out, size_t len)
{
	size_t n = 0;

	for (; hex[0] && hex[1] && n + 1 < len; hex += 2) {
		unsigned int c;

		ck_assert_int_eq(sscanf(hex, "%2x", &c), 1);
		out[n++] = (char)c;
	}
	while (n && (out[n - 1] == ' ' || !out[n - 1]))
		n--;
	out[n] = '\0';
}

static bool rpc_not_read(const char *line, const char *unused)
{
	size_t k = strlen(line);

	(void)unused;
	return strncmp(line, "ACCESS_REG ", 11) || k < 5 || strcmp(line + k - 5, " read");
}

/* RPCs of the last run that are not ACCESS_REG reads */
static unsigned int not_reads(void)
{
	return count_rpcs(rpc_not_read, NULL);
}

/* every view, in JSON: what the registers say, as reg decodes them; reads only */
START_TEST(test_cli_link_views)
{
	J *doc = model_json("-d 0 -j link"), *r, *u;
	const char *op = "fields.page_data.pddr_operation_info_page.fec_mode_active.name";
	const char *mi = "fields.page_data.pddr_module_info.";
	char want[128], got[160];

	/* the views read only: ACCESS_REG reads, nothing else (no write, no other command) */
	ck_assert_uint_gt(rpcs(NULL), 10);
	ck_assert_uint_eq(not_reads(), 0);
	/* everything the spec has was read (a read the spec says would act is refused by the
	 * driver's policy, and would be listed here): what is unavailable is what it lacks */
	u = jpath(doc, "unavailable");
	for (size_t i = 0; i < json_object_array_length(u); i++) {
		J *e = json_object_array_get_idx(u, i);

		ck_assert_msg(!strcmp(json_object_get_string(jpath(e, "reason")),
				      "not in this mlx5ctl's spec"), "%s",
			      json_object_to_json_string(e));
		ck_assert_ptr_null(mlx5ctl_prm_find_register(json_object_get_string(
					   jpath(e, "register"))));
	}
	/* operational: PAOS, PTYS, PMLP, PDDR as reg reads them */
	r = model_json("-d 0 -j reg PAOS local_port=1");
	ck_assert_str_eq(json_object_get_string(jpath(doc, "operational.state")),
			 strcmp(json_object_get_string(jpath(r, "fields.oper_status.name")), "UP") ?
			 "down" : "up");
	json_object_put(r);
	/* PTYS without its protocol: the spec's at_rest names Ethernet, as collect reads it */
	r = model_json("-d 0 -j reg PTYS local_port=1");
	ck_assert_str_eq(json_object_get_string(jpath(r, "fields.proto_mask.name")), "ETHERNET");
	json_object_put(r);
	r = model_json("-d 0 -j reg PTYS local_port=1 proto_mask=ETHERNET");
	ck_assert_double_eq_tol(json_object_get_double(jpath(doc, "operational.speed_gbps")),
				json_object_get_int64(jpath(r, "fields.data_rate_oper")) / 10.0, 1e-9);
	ck_assert_int_eq(json_object_get_int64(jpath(doc, "operational.enabled.value")),
			 json_object_get_int64(jpath(r, "fields.eth_proto_admin.value")));
	json_object_put(r);
	r = model_json("-d 0 -j reg PMLP local_port=1");
	ck_assert_int_eq(json_object_get_int(jpath(doc, "operational.width")),
			 json_object_get_int(jpath(r, "fields.width")));
	json_object_put(r);
	r = model_json("-d 0 -j reg PDDR local_port=1 page_select=OPERATIONAL_INFO");
	ck_assert_str_eq(json_object_get_string(jpath(doc, "operational.fec.name")),
			 json_object_get_string(jpath(r, op)));
	ck_assert_str_eq(json_object_get_string(jpath(doc, "fec.active.name")),
			 json_object_get_string(jpath(r, op)));
	json_object_put(r);
	/* the module: PDDR's module page, MTMP 64 + module */
	r = model_json("-d 0 -j reg PDDR local_port=1 page_select=MODULE_INFO");
	snprintf(got, sizeof(got), "%svendor_pn", mi);
	hex_text(json_object_get_string(jpath(r, got)), want, sizeof(want));
	ck_assert_str_eq(json_object_get_string(jpath(doc, "module.part_number")), want);
	snprintf(got, sizeof(got), "%svendor_name", mi);
	hex_text(json_object_get_string(jpath(r, got)), want, sizeof(want));
	ck_assert_str_eq(json_object_get_string(jpath(doc, "module.vendor")), want);
	snprintf(got, sizeof(got), "%scable_length", mi);
	ck_assert_int_eq(json_object_get_int(jpath(doc, "module.length_m")),
			 json_object_get_int(jpath(r, got)));
	snprintf(got, sizeof(got), "%scable_type.name", mi);
	ck_assert_str_eq(json_object_get_string(jpath(doc, "module.cable_type.name")),
			 json_object_get_string(jpath(r, got)));
	json_object_put(r);
	r = model_json("-d 0 -j reg MTMP sensor_index=64");
	ck_assert_double_eq_tol(json_object_get_double(jpath(doc, "module.sensor_temperature_c")),
				json_object_get_double(jpath(r, "fields.temperature")), 1e-9);
	json_object_put(r);
	/* the BERs: the device's, or errors over received bits; none when no bits came */
	if (!strcmp(json_object_get_string(jpath(doc, "counters.ber_source")), "counters")) {
		int64_t bits = json_object_get_int64(jpath(doc, "counters.received_bits"));

		if (!bits)
			ck_assert(json_object_is_type(jpath(doc, "counters.effective_ber"),
						      json_type_null));
		else
			ck_assert_double_eq_tol(
				json_object_get_double(jpath(doc, "counters.effective_ber")),
				(double)json_object_get_int64(jpath(doc, "counters.effective_errors")) /
				(double)bits, 1e-30);
	}
	ck_assert_int_eq(json_object_array_length(jpath(doc, "counters.raw_errors_per_lane")),
			 json_object_get_int(jpath(doc, "operational.lanes")));
	/* the registers a newer spec has: read when it has them, as reg reads them */
	if (mlx5ctl_prm_find_register("MPEIN")) {
		r = model_json("-d 0 -j reg MPEIN");
		ck_assert_int_eq(json_object_get_int(jpath(doc, "pcie.width")),
				 json_object_get_int(jpath(r, "fields.link_width_active")));
		ck_assert_int_gt(json_object_get_int(jpath(doc, "pcie.width")), 0);
		json_object_put(r);
	}
	if (mlx5ctl_prm_find_register("SLRG"))
		ck_assert_int_eq(json_object_array_length(jpath(doc, "eye.lanes")),
				 json_object_get_int(jpath(doc, "operational.lanes")));
	if (mlx5ctl_prm_find_register("PPLM"))
		ck_assert_ptr_nonnull(jpath(doc, "fec.pplm"));
	/* PCIe: MPCNT's performance counters as reg reads them */
	r = model_json("-d 0 -j reg MPCNT grp=PCIE_PERFORMANCE");
	ck_assert_int_eq(json_object_get_int64(jpath(doc, "pcie.crc_error_tlp")),
			 json_object_get_int64(jpath(r, "fields.counter_set."
						     "pcie_perf_cntrs_grp_data_layout.crc_error_tlp")));
	json_object_put(r);
	json_object_put(doc);

	/* for people: the same values, the views asked for */
	ck_assert_int_eq(model("-d 0 link -c"), 0);
	ck_assert_msg(strstr(output, "Operational Info\n") &&
		      strstr(output, "Physical Counters and BER Info\n") &&
		      !strstr(output, "Module Info") && !strstr(output, "PCIe Info"), "%s", output);
	ck_assert_uint_eq(not_reads(), 0);
	doc = model_json("-d 0 -j link -m");
	ck_assert(!jpath(doc, "counters") && !jpath(doc, "eye") && jpath(doc, "module"));
	snprintf(want, sizeof(want), "  Vendor part number            : %s\n",
		 json_object_get_string(jpath(doc, "module.part_number")));
	snprintf(got, sizeof(got), "  Speed                         : %gG\n",
		 json_object_get_double(jpath(doc, "operational.speed_gbps")));
	json_object_put(doc);
	ck_assert_int_eq(model("-d eth0 link --module"), 0);
	ck_assert_msg(strstr(output, want), "no '%s' in:\n%s", want, output);
	ck_assert_msg(strstr(output, got), "no '%s' in:\n%s", got, output);
	ck_assert_int_eq(model("-d 0 link --fec -e --pcie"), 0);
	ck_assert_msg(strstr(output, "FEC Info\n") && strstr(output, "EYE Opening Info") &&
		      strstr(output, "PCIe Info\n") && !strstr(output, "Module Info"), "%s", output);
	ck_assert_uint_eq(not_reads(), 0);
	/* the eye as mstlink adds it (the halves of the middle eye), per lane, from SLRG: the
	 * port's four lanes and the PCIe link's sixteen */
	doc = model_json("-d 0 -j link -e --pcie");
	for (int pcie = 0; pcie < 2; pcie++) {
		J *lanes = jpath(doc, pcie ? "pcie.eye" : "eye.lanes");

		ck_assert_uint_eq(json_object_array_length(lanes), pcie ? 16 : 4);
		for (size_t i = 0; i < json_object_array_length(lanes); i++) {
			J *e = json_object_array_get_idx(lanes, i);
			int64_t pos = json_object_get_int64(jpath(e,
					"fields.page_data.slrg_16nm.height_eo_pos_mid"));
			int64_t neg = json_object_get_int64(jpath(e,
					"fields.page_data.slrg_16nm.height_eo_neg_mid"));

			ck_assert(json_object_get_boolean(jpath(e, "valid")));
			ck_assert_int_gt(pos, 0);
			ck_assert_int_eq(json_object_get_int64(jpath(e, "height_mv")), pos + neg);
		}
		snprintf(want, sizeof(want), "  %-30s: %" PRId64 ",", pcie ? "PCIe eye height [mV]" :
			 "Eye height [mV]", json_object_get_int64(jpath(json_object_array_get_idx(
			 lanes, 0), "height_mv")));
		ck_assert_int_eq(model("-d 0 link -e --pcie"), 0);
		ck_assert_msg(strstr(output, want), "no '%s' in:\n%s", want, output);
	}
	json_object_put(doc);
}
END_TEST

/* what cannot be read is said, the rest goes on; usage */
START_TEST(test_cli_link_unavailable)
{
	bool pddr = false, mcia = false;
	J *doc, *u;

	/* a device without PDDR and MCIA: not announced (PCAM, MCAM), never sent */
	ck_assert_int_eq(model_with("MLX5CTL_MODEL_ABSENT_REGS=PDDR,MCIA", "-d 0 -j link -m"), 0);
	ck_assert_uint_eq(rpcs("ACCESS_REG PDDR read") + rpcs("ACCESS_REG MCIA read"), 0);
	ck_assert_uint_eq(rpcs("ACCESS_REG PTYS read"), 1);
	doc = json_tokener_parse(output);
	ck_assert_ptr_nonnull(doc);
	u = jpath(doc, "unavailable");
	for (size_t i = 0; i < json_object_array_length(u); i++) {
		J *e = json_object_array_get_idx(u, i);
		const char *reg = json_object_get_string(jpath(e, "register"));
		const char *why = json_object_get_string(jpath(e, "reason"));

		if (!strcmp(reg, "PDDR")) {
			ck_assert_str_eq(why, "the device does not announce it (PCAM)");
			pddr = true;
		}
		if (!strcmp(reg, "MCIA")) {
			ck_assert_str_eq(why, "the device does not announce it (MCAM)");
			mcia = true;
		}
	}
	ck_assert(pddr && mcia);
	ck_assert_ptr_nonnull(jpath(doc, "operational.speed_gbps"));
	ck_assert_ptr_null(jpath(doc, "module.part_number"));
	json_object_put(doc);
	ck_assert_int_eq(model_with("MLX5CTL_MODEL_ABSENT_REGS=PDDR", "-d 0 link"), 0);
	ck_assert_msg(strstr(output, "  PDDR (OPERATIONAL_INFO)       : unavailable: the device "
			     "does not announce it (PCAM)\n"), "%s", output);
	/* a port the device does not have: status 1, said */
	ck_assert_int_eq(model("-d 0 link -p 2"), 1);
	ck_assert_msg(strstr(errout, "port 2: the device answers none of PAOS, PTYS, PMLP"), "%s",
		      errout);
	ck_assert_uint_eq(not_reads(), 0);
	/* usage: nothing sent */
	ck_assert_int_eq(model("-d 0 link extra"), 2);
	ck_assert_int_eq(model("-d 0 link -p 0"), 2);
	ck_assert_int_eq(model("-d 0 link -p 256"), 2);
	ck_assert_int_eq(model("-d 0 link --dry-run"), 2);
	ck_assert(strstr(errout, "--dry-run is for --clear-counters"));
	ck_assert_int_eq(model("-d 0 link --clear-counters -c"), 2);
	ck_assert_uint_eq(rpcs(NULL), 0);
}
END_TEST

/* the counter clear: a PPCNT write, confirmed, where the spec has one */
START_TEST(test_cli_link_clear)
{
	const struct mlx5ctl_reg_desc *r = mlx5ctl_prm_find_register("PPCNT");

	ck_assert_ptr_nonnull(r);
	if (!strcmp(r->access, "RO")) {
		/* no user write of PPCNT in the spec: refused, nothing sent */
		ck_assert_int_eq(model("-d 0 -y link --clear-counters"), 2);
		ck_assert_msg(strstr(errout, "PPCNT is read-only in the spec"), "%s", errout);
		ck_assert_uint_eq(rpcs(NULL), 0);
		return;
	}
	/* shown, not sent */
	ck_assert_int_eq(model("-d 0 link --clear-counters --dry-run"), 0);
	ck_assert_msg(strstr(output, "clr"), "%s", output);
	ck_assert_uint_eq(rpcs("ACCESS_REG PPCNT write"), 0);
	/* no terminal to ask on, no -y: refused */
	ck_assert_int_eq(model("-d 0 link --clear-counters </dev/null"), 2);
	ck_assert_uint_eq(rpcs("ACCESS_REG PPCNT write"), 0);
	/* -y: one write, taken */
	ck_assert_int_eq(model("-d 0 -y link --clear-counters"), 0);
	ck_assert_msg(strstr(output, "cleared"), "%s", output);
	ck_assert_uint_eq(rpcs("ACCESS_REG PPCNT write"), 1);
	ck_assert_uint_eq(rpcs(NULL), 1);
}
END_TEST

/* ---------------------------------------------------------------- the units, in-process */
static struct mlx5fw *fw;
static struct mlx5ctl_dev *mdev;

static void model_setup(void)
{
	fw = fwbackend_device();
	ck_assert_ptr_nonnull(fw);
	ck_assert_int_eq(fwbackend_open(fw, &mdev), 0);
	tool.json = false;
}

static void model_teardown(void)
{
	mlx5ctl_close(mdev);
	fwbackend_device_free(fw);
}

/* text printed to a memory stream by fn */
#define CAPTURE(text, len, stmt) do {						\
		FILE *cap_f_ = open_memstream(&(text), &(len));			\
		ck_assert_ptr_nonnull(cap_f_);					\
		{ FILE *out = cap_f_; (void)out; stmt; }			\
		fclose(cap_f_);							\
	} while (0)

START_TEST(test_table)
{
	static const char *const head[] = { "A", "LONGER", "Z", NULL };
	const char *r1[] = { "xyz", "", "last" }, *r2[] = { "°C", "12", "x" };
	struct table t;
	char *text;
	size_t len;

	table_init(&t, head);
	table_row(&t, r1);
	table_row(&t, r2);
	CAPTURE(text, len, ck_assert_int_eq(table_print(out, &t), 0));
	/* "-" for an empty cell; °C is two columns wide */
	ck_assert_str_eq(text, "A    LONGER  Z\nxyz  -       last\n°C   12      x\n");
	free(text);
}
END_TEST

/* every structure of the spec as JSON parses back; arrays are arrays, flags booleans,
 * enums {name, value}, bytes hex strings of their full length */
START_TEST(test_json_every_struct)
{
	const struct mlx5ctl_struct_desc *st;
	unsigned int n = 0;

	srandom(7);
	for (unsigned int i = 0; (st = mlx5ctl_prm_struct_at(i)); i++) {
		size_t len = st->size_bits / 8;
		uint8_t *buf = calloc(1, len ? len : 1);

		for (size_t k = 0; k < len; k++)
			buf[k] = (uint8_t)random();
		for (unsigned int flags = 0; flags <= MLX5CTL_PRINT_NONZERO; flags++) {
			char *text;
			size_t tl;
			J *doc = j_prm(st, buf, len, flags), *back;

			ck_assert_ptr_nonnull(doc);
			CAPTURE(text, tl, ck_assert_int_eq(j_print(out, doc), 0));
			back = json_tokener_parse(text);
			ck_assert_msg(back && json_object_is_type(back, json_type_object),
				      "%s: not JSON:\n%s", st->name, text);
			json_object_put(back);
			free(text);
			n++;
		}
		free(buf);
	}
	ck_assert_uint_gt(n, 200);
}
END_TEST

START_TEST(test_json_types)
{
	const struct mlx5ctl_struct_desc *dc = mlx5ctl_prm_find_struct("query_hca_cap_out");
	uint8_t buf[MLX5CTL_ST_SZ_BYTES(query_hca_cap_out)] = { 0 };
	J *doc, *v, *e;

	MLX5CTL_SET(query_hca_cap_out, buf, status, MLX5CTL_CMD_STAT_BAD_PARAM_ERR);
	buf[sizeof(buf) - 1] = 0xee;	/* the last byte of the 4 KiB capability */
	doc = j_prm(dc, buf, sizeof(buf), 0);
	ck_assert(json_object_object_get_ex(doc, "status", &v));
	ck_assert(json_object_object_get_ex(v, "name", &e));
	ck_assert_str_eq(json_object_get_string(e), "BAD_PARAM_ERR");
	ck_assert(json_object_object_get_ex(v, "value", &e));
	ck_assert_int_eq(json_object_get_int(e), 3);
	/* no truncation: the whole capability, 4096 bytes as 8192 hex digits */
	ck_assert(json_object_object_get_ex(doc, "capability", &v));
	ck_assert_uint_eq(strlen(json_object_get_string(v)), 8192);
	ck_assert_str_eq(json_object_get_string(v) + 8190, "ee");
	j_free(doc);

	/* arrays as arrays, flags as booleans, bit masks with names */
	memset(buf, 0, sizeof(buf));
	MLX5CTL_SET(debug_cap, buf, single, 1);
	MLX5CTL_SET(diagnostic_cntr_layout, MLX5CTL_ADDR_OF(debug_cap, buf, diagnostic_counter) + 4,
		    counter_id, MLX5CTL_DIAG_COUNTER_EQES);
	doc = j_prm(mlx5ctl_prm_find_struct("debug_cap"), buf, MLX5CTL_ST_SZ_BYTES(debug_cap),
		    MLX5CTL_PRINT_NONZERO);
	ck_assert(json_object_object_get_ex(doc, "single", &v));
	ck_assert(json_object_is_type(v, json_type_boolean) && json_object_get_boolean(v));
	ck_assert(json_object_object_get_ex(doc, "diagnostic_counter", &v));
	ck_assert(json_object_is_type(v, json_type_array));
	/* positions kept: entry 1 (the second) has it, entry 0 is there, empty */
	ck_assert_uint_eq(json_object_array_length(v), 2);
	ck_assert_uint_eq(json_object_object_length(json_object_array_get_idx(v, 0)), 0);
	j_free(doc);
	doc = j_bits(mlx5ctl_prm_find_enum("uctx_cap"), 0x105);
	ck_assert_str_eq(json_object_to_json_string_ext(doc, JSON_C_TO_STRING_PLAIN),
			 "{\"value\":261,\"names\":[\"RAW_TX\",\"TOOLS_RESOURCES\",\"0x100\"]}");
	j_free(doc);
	/* strings stay JSON: control characters escaped, a byte that is not UTF-8 spelt out */
	doc = j_str("a\"b\\c\nd\x01\xff°");
	ck_assert_str_eq(json_object_to_json_string_ext(doc, JSON_C_TO_STRING_PLAIN |
							JSON_C_TO_STRING_NOSLASHESCAPE),
			 "\"a\\\"b\\\\c\\nd\\u0001\\\\xff°\"");
	j_free(doc);
}
END_TEST

/* the core dump's progress: from the stream in RPC-sized pieces, a draw a percent at most */
START_TEST(test_dump_progress)
{
	struct mlx5ctl_dump_req req = { .size = sizeof(req) };
	struct mlx5ctl_membuf m = { 0 };
	struct dump_progress p;
	char *text;
	size_t len;

	ck_assert_int_eq(mlx5ctl_dump_find(mdev, "CORE_DUMP", &req.segment_type), 0);
	ck_assert_int_eq(mlx5ctl_core_dump(mdev, &req, mlx5ctl_membuf_sink, &m, NULL), 0);
	CAPTURE(text, len, {
		progress_init(&p, req.segment_type, out);
		for (size_t off = 0; off < m.len; off += 208)
			progress_update(&p, m.p, off + 208 < m.len ? off + 208 : m.len);
		progress_done(&p);
	});
	ck_assert_uint_eq(p.total, 1536u << 10);
	ck_assert_uint_eq(p.done, p.total);
	ck_assert_uint_le(p.draws, 101);
	ck_assert_uint_ge(p.draws, 50);
	ck_assert_msg(strstr(text, "\rcore dump: 768 of 1536 KiB (50%)") &&
		      strstr(text, "\rcore dump: 1536 of 1536 KiB (100%)\n"), "%.300s", text);
	free(text);
	free(m.p);
}
END_TEST

START_TEST(test_diag_helpers)
{
	uint16_t ids[MLX5CTL_DIAG_MAX_COUNTERS];
	unsigned int n = 0;
	char err[128];

	ck_assert_int_eq(diag_parse_counters("CMDS,dma-read-bytes,0xf008", ids, &n, err,
					     sizeof(err)), 0);
	ck_assert_uint_eq(n, 3);
	ck_assert_uint_eq(ids[0], MLX5CTL_DIAG_COUNTER_CMDS);
	ck_assert_uint_eq(ids[1], MLX5CTL_DIAG_COUNTER_DMA_READ_BYTES);
	ck_assert_uint_eq(ids[2], MLX5CTL_DIAG_COUNTER_OBJECTS);
	ck_assert_int_eq(diag_parse_counters("cmds,0x10000", ids, &n, err, sizeof(err)), -1);
	ck_assert_str_eq(err, "unknown counter '0x10000'");
	ck_assert_int_eq(diag_parse_counters("0", ids, &n, err, sizeof(err)), -1);
	/* sample periods: the power of two of device clocks nearest in ratio */
	ck_assert_uint_eq(log2_nearest(1e9), 30);
	ck_assert_uint_eq(log2_nearest(1024), 10);
	ck_assert_uint_eq(log2_nearest(1e5), 17);
	ck_assert_uint_eq(log2_nearest(0.5), 0);
	/* the counter's kind in the spec (prm/diag.yaml), not its description */
	ck_assert(diag_is_gauge(MLX5CTL_DIAG_COUNTER_OBJECTS));
	ck_assert(diag_is_gauge(MLX5CTL_DIAG_COUNTER_FW_PAGES));
	ck_assert(!strstr(diag_doc(MLX5CTL_DIAG_COUNTER_FW_PAGES), "gauge"));
	ck_assert(!diag_is_gauge(MLX5CTL_DIAG_COUNTER_CMDS));
	ck_assert(!diag_is_gauge(0x0401));	/* a counter the spec does not know */
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
	char *text, *line, *save = NULL;
	unsigned int lines = 0;
	size_t len;
	J *doc, *v;

	/* at most 3 rows: sample 10 is left out; 1 GHz clock */
	ck_assert_int_eq(diag_table_build(&t, s, 7, 1000000, 3), 0);
	ck_assert_uint_eq(t.nrows, 3);
	ck_assert_double_eq_tol(t.time_s[1], 0.0005, 1e-12);
	ck_assert_double_eq_tol(t.time_s[2], 0.0005 + 4.294967295, 1e-9);

	CAPTURE(text, len, diag_print_table(out, &t, false));
	ck_assert_msg(strstr(text, "SAMPLE  TIME_S                 cmds        objects\n"), "%s", text);
	ck_assert_msg(strstr(text, "\n7       0.000000                 10              3\n"), "%s",
		      text);
	for (line = strtok_r(text, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		ck_assert_uint_eq(strlen(line), 50);	/* aligned columns */
		lines++;
	}
	ck_assert_uint_eq(lines, 4);
	free(text);

	CAPTURE(text, len, diag_print_table(out, &t, true));
	/* counters become rates per second, gauges stay values; no rate for the first row */
	ck_assert_msg(strstr(text, "cmds/s        objects\n"), "%s", text);
	ck_assert_msg(strstr(text, "\n7       0.000000                  -              3\n"), "%s",
		      text);
	ck_assert_msg(strstr(text, "\n8       0.000500            20000.0              4\n"), "%s",
		      text);
	free(text);

	doc = diag_json(&t, "dev \"0\"", true);
	CAPTURE(text, len, ck_assert_int_eq(j_print(out, json_object_get(doc)), 0));
	ck_assert(strstr(text, "\"device\": \"dev \\\"0\\\"\""));
	free(text);
	ck_assert(json_object_object_get_ex(doc, "samples", &v));
	ck_assert_uint_eq(json_object_array_length(v), 3);
	v = json_object_array_get_idx(v, 1);
	ck_assert(json_object_object_get_ex(v, "rates", &v));
	ck_assert(json_object_object_get_ex(v, "cmds", &v));
	ck_assert_double_eq_tol(json_object_get_double(v), 20000, 1e-6);
	j_free(doc);
	diag_table_free(&t);
}
END_TEST

/* diag end to end on the model: sampling on its clock, read through a UMEM or inline */
START_TEST(test_diag_on_model)
{
	struct diag_opts o = { .interval_ms = 0.1, .count = 6 };
	char err[64], *text;
	size_t len;

	ck_assert_int_eq(diag_parse_counters("cmds,eqes,objects", o.ids, &o.nids, err,
					     sizeof(err)), 0);
	tool.json = true;
	for (int inl = 0; inl < 2; inl++) {
		J *doc, *v, *s;
		double prev = -1;

		o.inline_ = inl;
		CAPTURE(text, len, ck_assert_int_eq(diag_run(mdev, "emulated", &o, out), 0));
		doc = json_tokener_parse(text);
		ck_assert_msg(doc, "%s", text);
		ck_assert(json_object_object_get_ex(doc, "mode", &v));
		ck_assert_str_eq(json_object_get_string(v), inl ? "inline" : "umem");
		ck_assert(json_object_object_get_ex(doc, "samples", &s));
		ck_assert_uint_eq(json_object_array_length(s), 6);
		for (size_t i = 0; i < 6; i++) {
			J *x = json_object_array_get_idx(s, i), *t;

			ck_assert(json_object_object_get_ex(x, "sample_id", &t));
			ck_assert_int_eq(json_object_get_int(t), (int)i);
			ck_assert(json_object_object_get_ex(x, "time_s", &t));
			if (prev >= 0)
				ck_assert_double_eq_tol(json_object_get_double(t) - prev,
							131072e-9, 1e-9);
			prev = json_object_get_double(t);
		}
		json_object_put(doc);
		free(text);
	}
	/* the table: a header and a row a sample */
	tool.json = false;
	o.rate = true;
	CAPTURE(text, len, ck_assert_int_eq(diag_run(mdev, "emulated", &o, out), 0));
	ck_assert_msg(strstr(text, "cmds/s         eqes/s        objects\n"), "%s", text);
	free(text);
	/* a counter the device does not have; more samples than it keeps */
	ck_assert_int_eq(diag_parse_counters("0x0401", o.ids, &o.nids, err, sizeof(err)), 0);
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
		"mlx5ctl_firmware_info{pci=\"emulated:00.0\",device=\"emulated\",version=\"22.41.1010\","
		"psid=\"MT_0000000359\"} 1\n",
		"# TYPE mlx5ctl_temperature_celsius gauge\n",
		"mlx5ctl_temperature_celsius{pci=\"emulated:00.0\",device=\"emulated\",sensor=\"0\","
		"name=\"asic\"} ",
		"# TYPE mlx5ctl_temperature_max_celsius gauge\n",
		"# TYPE mlx5ctl_diag_cmds_total counter\n",
		"# HELP mlx5ctl_diag_cmds_total Commands executed (diagnostic counter 0xf001)\n",
		"mlx5ctl_diag_cmds_total{pci=\"emulated:00.0\",device=\"emulated\"} ",
		"# TYPE mlx5ctl_diag_objects gauge\n",
		"# TYPE mlx5ctl_diag_dma_write_bytes_total counter\n",
		NULL,
	};
	static const char *must2[] = {
		"mlx5ctl_diag_cmds_total{pci=\"emulated:00.0\",device=\"a\\\"b\\\\c\\nd\"} ",
		"# TYPE mlx5ctl_diag_counter untyped\n",
		"mlx5ctl_diag_counter{pci=\"emulated:00.0\",device=\"emulated\",id=\"0x0401\"} 77\n",
		NULL,
	};
	struct mlx5ctl_diag_params p = { .size = sizeof(p), .enable = true, .repetitive = true,
					 .log_num_of_samples = 3, .log_sample_period = 20,
					 .num_counters = 2,
					 .counter_id = { MLX5CTL_DIAG_COUNTER_CMDS,
							 MLX5CTL_DIAG_COUNTER_EQES } };
	struct mlx5ctl_diag_params q = { .size = sizeof(q) };
	char path[] = "/tmp/mlx5ctl-test-prom-XXXXXX", tmp[64], *text;
	struct mon_dev m[2];
	size_t len;
	int fd;

	/* reads only: no sampler set, none set up */
	ck_assert_int_eq(monitor_collect(mdev, &m[0], false), 0);
	ck_assert(m[0].have_fw && !m[0].have_diag);
	ck_assert_uint_eq(m[0].ntemps, 1);		/* MTCAP's: the ASIC's (module sensors aside) */
	ck_assert_double_eq_tol(m[0].temps[0].celsius, 40, 20);
	ck_assert_str_eq(m[0].temps[0].name, "asic");
	ck_assert_int_eq(mlx5ctl_diag_query_params(mdev, &q), 0);
	ck_assert_uint_eq(q.num_counters, 0);
	/* asked: an on-demand sample of every counter */
	ck_assert_int_eq(monitor_collect(mdev, &m[0], true), 0);
	ck_assert(m[0].have_diag);
	ck_assert_str_eq(m[0].diag_source, "on-demand");
	ck_assert_uint_eq(m[0].nctr, 8);
	fd = mkstemp(path);
	ck_assert_int_ge(fd, 0);
	close(fd);
	snprintf(tmp, sizeof(tmp), "%s.tmp", path);
	ck_assert_int_eq(monitor_write(path, m, 1), 0);
	text = slurp(path);
	/* 1 info, 1 x 2 temperatures (current, maximum), 8 counters */
	ck_assert_uint_eq(prom_validate(text, must), 1 + 2 + 8);
	free(text);

	/* two devices: one family each, both devices' samples in it; label values escaped; a
	 * counter the spec does not name */
	m[1] = m[0];
	strcpy(m[1].device, "a\"b\\c\nd");
	m[0].id[m[0].nctr] = 0x0401;
	m[0].val[m[0].nctr++] = 77;
	CAPTURE(text, len, prom_print(out, m, 2));
	ck_assert_uint_eq(prom_validate(text, must2), 2 * (1 + 2 + 8) + 1);
	free(text);

	/* someone's sampler is running: used, never reconfigured, even when asked */
	ck_assert_int_eq(mlx5ctl_diag_set(mdev, &p), 0);
	ck_assert_int_eq(monitor_collect(mdev, &m[0], true), 0);
	ck_assert_str_eq(m[0].diag_source, "sampler");
	ck_assert_uint_eq(m[0].nctr, 2);
	ck_assert_int_eq(mlx5ctl_diag_query_params(mdev, &q), 0);
	ck_assert(q.enable && q.repetitive && !q.on_demand);
	ck_assert_uint_eq(q.num_counters, 2);
	ck_assert_uint_eq(q.log_sample_period, 20);
	unlink(path);
	/* an unwritable place: status 1 */
	ck_assert_int_eq(monitor_write("/nonexistent-dir/x.prom", m, 1), EXIT_FAIL);
}
END_TEST

int main(void)
{
	Suite *s = suite_create("tool");
	TCase *tc = tcase_create("binary");
	SRunner *sr;
	int failed;

	tcase_set_timeout(tc, 120);
	tcase_add_test(tc, test_help_and_version);
	tcase_add_test(tc, test_help_lists_every_option);
	tcase_add_test(tc, test_usage_errors);
	tcase_add_test(tc, test_refused_before_any_rpc);
	tcase_add_test(tc, test_docs_cover_commands);
	tcase_add_test(tc, test_no_device);
	tcase_add_test(tc, test_names);
	tcase_add_test(tc, test_diag_monitor_usage);
	suite_add_tcase(s, tc);

	tc = tcase_create("cli");
	tcase_set_timeout(tc, 120);
	tcase_add_checked_fixture(tc, cli_setup, cli_teardown);
	tcase_add_test(tc, test_cli_man_examples);
	tcase_add_test(tc, test_cli_device_names);
	tcase_add_test(tc, test_cli_list);
	tcase_add_test(tc, test_cli_config_validates_all_first);
	tcase_add_test(tc, test_cli_config_mstconfig_names);
	tcase_add_test(tc, test_cli_config_rolls_back);
	tcase_add_test(tc, test_cli_config_dry_run_backup_restore);
	tcase_add_test(tc, test_cli_reg_read_modify_write);
	tcase_add_test(tc, test_cli_reg_raw);
	tcase_add_test(tc, test_cli_obj_every_type);
	tcase_add_test(tc, test_cli_confirm_on_terminal);
	tcase_add_test(tc, test_cli_fw);
	tcase_add_test(tc, test_cli_coredump);
	tcase_add_test(tc, test_cli_rscdump_monitor);
	tcase_add_test(tc, test_cli_unprivileged);
	tcase_add_test(tc, test_cli_link_views);
	tcase_add_test(tc, test_cli_link_unavailable);
	tcase_add_test(tc, test_cli_link_clear);
	suite_add_tcase(s, tc);

	tc = tcase_create("units");
	tcase_set_timeout(tc, 60);
	tcase_add_checked_fixture(tc, model_setup, model_teardown);
	tcase_add_test(tc, test_table);
	tcase_add_test(tc, test_json_every_struct);
	tcase_add_test(tc, test_json_types);
	tcase_add_test(tc, test_dump_progress);
	tcase_add_test(tc, test_diag_helpers);
	tcase_add_test(tc, test_diag_printers);
	tcase_add_test(tc, test_diag_on_model);
	tcase_add_test(tc, test_monitor_on_model);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
