/* SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause */
#ifndef CHECK_RUN_H
#define CHECK_RUN_H

#include <check.h>
#include <stdarg.h>
#include <stdlib.h>

/* One suite of one test case holding the given tests (NULL terminated); runs it, returns the
 * process exit status. */
static inline int check_run(const char *suite, int timeout, ...)
{
	Suite *s = suite_create(suite);
	TCase *tc = tcase_create(suite);
	const TTest *t;
	SRunner *sr;
	va_list ap;
	int failed;

	tcase_set_timeout(tc, timeout);
	va_start(ap, timeout);
	while ((t = va_arg(ap, const TTest *)))
		tcase_add_test(tc, t);
	va_end(ap);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

#endif
