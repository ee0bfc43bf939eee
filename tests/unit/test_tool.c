// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * The mlx5ctl tool on the host, without a device: argument parsing, exit codes (0 success,
 * 1 device/firmware failure, 2 usage), messages naming the bad field, names from the spec.
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
}
END_TEST

int main(void)
{
	return check_run("tool", 60,
			 test_help_and_version,
			 test_usage_errors,
			 test_no_device,
			 test_names, NULL);
}
