// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * generated/ is what prm/ gives: regenerate into a temporary folder and fail on any
 * difference from the checked-in files (a changed, missing or extra file).
 */
#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "check_run.h"

#ifndef SRC_DIR
#error SRC_DIR must name the source tree
#endif
#ifndef PYTHON
#define PYTHON "/usr/bin/python3"
#endif

static int run(const char *cmd)
{
	int st = system(cmd);

	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

START_TEST(test_generated_is_current)
{
	char tmp[] = "/tmp/mlx5ctl-regen-XXXXXX", cmd[4096];
	int rc;

	ck_assert_ptr_nonnull(mkdtemp(tmp));
	snprintf(cmd, sizeof(cmd), "%s '%s/codegen/mlx5gen.py' --out '%s'", PYTHON, SRC_DIR, tmp);
	rc = run(cmd);
	ck_assert_msg(rc == 0, "the generator failed (exit %d)", rc);
	snprintf(cmd, sizeof(cmd), "diff -ru '%s/generated' '%s' >&2", SRC_DIR, tmp);
	rc = run(cmd);
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", tmp);
	run(cmd);
	ck_assert_msg(rc == 0, "generated/ differs from what prm/ gives (diff above): "
		      "run 'cmake --build build --target regen' and commit the result");
}
END_TEST

int main(void)
{
	return check_run("regen", 60,
			 test_generated_is_current, NULL);
}
