// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * Golden tests of the spec validator: each folder of tests/spec-bad/ holds a broken spec.yaml
 * and the exact message the validator must print for it (expected.txt: file, line and the
 * field named). The real prm/ must validate cleanly.
 */
#include <check.h>
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>

#include "check_run.h"

#ifndef SRC_DIR
#error SRC_DIR must name the source tree
#endif
#ifndef PYTHON
#define PYTHON "/usr/bin/python3"
#endif

static char *slurp(const char *path)
{
	FILE *f = fopen(path, "r");
	char *buf;
	long n;

	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	buf = calloc(1, (size_t)n + 1);
	if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
		free(buf);
		buf = NULL;
	}
	fclose(f);
	return buf;
}

/* run the validator in dir on its spec.yaml; returns exit status, stderr in *err */
static int validate(const char *dir, const char *files, char **err)
{
	char cmd[4096], errfile[] = "/tmp/mlx5ctl-validator-XXXXXX";
	int fd = mkstemp(errfile), st;

	ck_assert_int_ge(fd, 0);
	close(fd);
	snprintf(cmd, sizeof(cmd), "cd '%s' && %s '%s/codegen/mlx5gen.py' --validate %s 2>'%s'",
		 dir, PYTHON, SRC_DIR, files, errfile);
	st = system(cmd);
	*err = slurp(errfile);
	unlink(errfile);
	ck_assert_ptr_nonnull(*err);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

START_TEST(test_bad_specs)
{
	char base[1024];
	struct dirent *de;
	unsigned int cases = 0, failures = 0;
	DIR *d;

	snprintf(base, sizeof(base), "%s/tests/spec-bad", SRC_DIR);
	d = opendir(base);
	ck_assert_msg(d, "%s: %s", base, strerror(errno));
	while ((de = readdir(d))) {
		char dir[2048], exp_path[2100];
		char *expected, *got;
		int rc;

		if (de->d_name[0] == '.')
			continue;
		snprintf(dir, sizeof(dir), "%s/%s", base, de->d_name);
		snprintf(exp_path, sizeof(exp_path), "%s/expected.txt", dir);
		expected = slurp(exp_path);
		ck_assert_msg(expected && *expected, "%s: no expected.txt", de->d_name);
		rc = validate(dir, "spec.yaml", &got);
		cases++;
		if (rc != 2 || strcmp(got, expected)) {
			fprintf(stderr, "%s: exit %d, expected 2\n--- expected\n%s--- got\n%s",
				de->d_name, rc, expected, got);
			failures++;
		}
		free(expected);
		free(got);
	}
	closedir(d);
	printf("%u bad-spec cases\n", cases);
	ck_assert_uint_ge(cases, 20);
	ck_assert_msg(!failures, "%u of %u bad-spec cases did not give their expected message",
		      failures, cases);
}
END_TEST

START_TEST(test_real_spec_validates)
{
	char dir[1024], *err;
	int rc;

	snprintf(dir, sizeof(dir), "%s", SRC_DIR);
	rc = validate(dir, "prm/*.yaml", &err);
	ck_assert_msg(rc == 0, "prm/ does not validate (exit %d):\n%s", rc, err);
	ck_assert_str_eq(err, "");
	free(err);
}
END_TEST

int main(void)
{
	return check_run("validator", 120,
			 test_bad_specs,
			 test_real_spec_validates, NULL);
}
