// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * libmlx5ctl's devices on a sysfs and /dev tree laid out as Linux lays them out
 * (tests/unit/fake_sysfs.py): every way an operator names a device resolves to the same
 * auxiliary device without opening anything; the list says what sysfs knows without
 * privileges; the board name comes from the VPD; and a caller who may not open the device node
 * is told "permission denied" whichever way the device was named.
 */
#include <check.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "mlx5ctl.h"

#include "check_run.h"

static char root[] = "/tmp/mlx5ctl-test-devices-XXXXXX";

static void make_tree(const char *how)
{
	char cmd[512], path[256];

	ck_assert_ptr_nonnull(mkdtemp(root));
	ck_assert_int_eq(chmod(root, 0755), 0);
	snprintf(cmd, sizeof(cmd), "%s %s/tests/unit/fake_sysfs.py %s %s", PYTHON, SRC_DIR, root,
		 how);
	ck_assert_int_eq(system(cmd), 0);
	snprintf(path, sizeof(path), "%s/sys", root);
	setenv("MLX5CTL_SYSFS_DIR", path, 1);
	snprintf(path, sizeof(path), "%s/dev", root);
	setenv("MLX5CTL_DEV_DIR", path, 1);
}

static void setup(void)
{
	make_tree("");
}

/* Linux 7.3's layout: upstream's fwctl/mlx5 on mlx5_core.fwctl.0 */
static void setup_fwctl(void)
{
	make_tree("--fwctl");
}

static void teardown(void)
{
	char cmd[512];

	snprintf(cmd, sizeof(cmd), "rm -rf %s", root);
	ck_assert_int_eq(system(cmd), 0);
	strcpy(root, "/tmp/mlx5ctl-test-devices-XXXXXX");
	unsetenv("MLX5CTL_SYSFS_DIR");
	unsetenv("MLX5CTL_DEV_DIR");
}

static const char *resolve(const char *name)
{
	static char adev[64];

	adev[0] = '\0';
	return mlx5ctl_resolve(name, adev, sizeof(adev)) ? NULL : adev;
}

START_TEST(test_names_resolve)
{
	static const char *const dev0[] = {
		"mlx5_core.ctl.0", "0", "0000:01:00.0", "01:00.0", "pci/0000:01:00.0", "eth0",
		"mlx5_0", NULL,
	};
	char path[300];

	for (const char *const *n = dev0; *n; n++)
		ck_assert_msg(resolve(*n) && !strcmp(resolve(*n), "mlx5_core.ctl.0"),
			      "'%s' resolves to %s (%s)", *n, resolve(*n), mlx5ctl_strerror());
	snprintf(path, sizeof(path), "%s/dev/mlx5ctl-mlx5_core.ctl.1", root);
	ck_assert_str_eq(resolve(path), "mlx5_core.ctl.1");
	ck_assert_str_eq(resolve("1"), "mlx5_core.ctl.1");
	ck_assert_str_eq(resolve("02:00.0"), "mlx5_core.ctl.1");
	ck_assert_str_eq(resolve("pci/0000:02:00.0"), "mlx5_core.ctl.1");
	/* two devices: naming none is an error that says so */
	ck_assert_ptr_null(resolve(NULL));
	ck_assert_int_eq(mlx5ctl_resolve(NULL, path, sizeof(path)), -EEXIST);
	ck_assert_msg(strstr(mlx5ctl_strerror(), "2 mlx5ctl devices: name one with -d"), "%s",
		      mlx5ctl_strerror());
	/* what names nothing */
	ck_assert_int_eq(mlx5ctl_resolve("2", path, sizeof(path)), -ENODEV);
	ck_assert_int_eq(mlx5ctl_resolve("eth9", path, sizeof(path)), -ENODEV);
	ck_assert_msg(strstr(mlx5ctl_strerror(), "no mlx5ctl device 'eth9'"), "%s",
		      mlx5ctl_strerror());
	ck_assert_int_eq(mlx5ctl_resolve("03:00.0", path, sizeof(path)), -ENODEV);
	ck_assert_int_eq(mlx5ctl_resolve("/dev/sda", path, sizeof(path)), -ENODEV);
	ck_assert_int_eq(mlx5ctl_resolve("../../etc", path, sizeof(path)), -ENODEV);
}
END_TEST

START_TEST(test_list_from_sysfs)
{
	struct mlx5ctl_sysdev **d;
	char **names, board[128];

	ck_assert_int_eq(mlx5ctl_list_sysdevs(&d), 2);
	ck_assert_str_eq(d[0]->adev, "mlx5_core.ctl.0");
	ck_assert_str_eq(d[0]->pci, "0000:01:00.0");
	ck_assert_str_eq(d[0]->driver, "mlx5ctl.ctl");
	ck_assert_str_eq(d[0]->netdevs, "eth0");
	ck_assert_str_eq(d[0]->rdma, "mlx5_0");
	ck_assert_uint_eq(d[0]->vendor_id, 0x15b3);
	ck_assert_uint_eq(d[0]->device_id, 0x101d);
	ck_assert_uint_eq(d[0]->subsystem_device_id, 0x16);
	ck_assert_int_eq(d[0]->numa_node, 0);
	ck_assert(strstr(d[0]->devnode, "/dev/mlx5ctl-mlx5_core.ctl.0"));
	ck_assert_str_eq(d[1]->adev, "mlx5_core.ctl.1");
	ck_assert_str_eq(d[1]->driver, "");
	ck_assert_str_eq(d[1]->netdevs, "");
	ck_assert_int_eq(d[1]->numa_node, -1);
	ck_assert_ptr_null(d[2]);
	mlx5ctl_free_sysdevs(d);
	ck_assert_int_eq(mlx5ctl_list_names(&names), 2);
	ck_assert_str_eq(names[1], "mlx5_core.ctl.1");
	mlx5ctl_free_names(names);
	/* the VPD's identifier string */
	ck_assert_int_eq(mlx5ctl_board_name("0000:01:00.0", board, sizeof(board)), 0);
	ck_assert_str_eq(board, "ConnectX-6 Dx EN adapter card, 100GbE, emulated");
	ck_assert_int_eq(mlx5ctl_board_name("0000:02:00.0", board, sizeof(board)), -ENOENT);
	ck_assert_int_eq(mlx5ctl_board_name("../../x", board, sizeof(board)), -EINVAL);
}
END_TEST

/* index order is the auxiliary names' natural order: ctl.2 before ctl.10 */
START_TEST(test_natural_order)
{
	char cmd[600];
	struct mlx5ctl_sysdev **d;

	for (int i = 2; i <= 10; i += 8) {
		snprintf(cmd, sizeof(cmd), "touch %s/dev/mlx5ctl-mlx5_core.ctl.%d", root, i);
		ck_assert_int_eq(system(cmd), 0);
	}
	ck_assert_int_eq(mlx5ctl_list_sysdevs(&d), 4);
	ck_assert_str_eq(d[2]->adev, "mlx5_core.ctl.2");
	ck_assert_str_eq(d[3]->adev, "mlx5_core.ctl.10");
	ck_assert_str_eq(d[3]->pci, "");	/* /dev only: sysfs says nothing */
	mlx5ctl_free_sysdevs(d);
	ck_assert_str_eq(resolve("3"), "mlx5_core.ctl.10");
}
END_TEST

/*
 * A caller who may not open the device node (not root: the nodes are root's, 0600) gets
 * "permission denied" however the device is named. As root, a child drops to nobody.
 */
START_TEST(test_permission_denied_every_name)
{
	static const char *const names[] = {
		"mlx5_core.ctl.0", "0", "0000:01:00.0", "01:00.0", "pci/0000:01:00.0", "eth0",
		"mlx5_0", NULL,
	};
	pid_t pid = fork();
	int st;

	ck_assert_int_ge(pid, 0);
	if (!pid) {
		int bad = 0;

		if (!getuid() && (setgid(65534) || setuid(65534)))
			_exit(99);
		if (getuid())	/* not root from the start: the node is ours, make it unreadable */
			for (int i = 0; i < 2; i++) {
				char node[300];

				snprintf(node, sizeof(node), "%s/dev/mlx5ctl-mlx5_core.ctl.%d", root, i);
				chmod(node, 0);
			}
		for (const char *const *n = names; *n; n++) {
			struct mlx5ctl_dev *dev;
			int err = mlx5ctl_open(*n, &dev);

			if ((err != -EACCES && err != -EPERM) ||
			    !strstr(mlx5ctl_strerror(), "permission denied")) {
				fprintf(stderr, "open('%s'): %d, '%s'\n", *n, err, mlx5ctl_strerror());
				bad++;
			}
		}
		_exit(bad);
	}
	ck_assert_int_eq(waitpid(pid, &st, 0), pid);
	ck_assert_msg(WIFEXITED(st) && WEXITSTATUS(st) == 0,
		      "permission denied not said for %d names (99: could not drop to nobody)",
		      WIFEXITED(st) ? WEXITSTATUS(st) : -1);
}
END_TEST

/*
 * Upstream's fwctl device is named the same ways (auxiliary name, index, PCI address, network
 * interface) plus its own ("fwctl0", /dev/fwctl/fwctl0), found through the fwctl class device on
 * the PCI function, and listed with its transport.
 */
START_TEST(test_fwctl_device)
{
	static const char *const names[] = {
		"mlx5_core.fwctl.0", "0", "0000:03:00.0", "03:00.0", "pci/0000:03:00.0", "eth2",
		"fwctl0", NULL,
	};
	struct mlx5ctl_sysdev **devs;
	struct mlx5ctl_dev *dev;
	char path[300];
	int n, err;

	for (const char *const *nm = names; *nm; nm++)
		ck_assert_msg(resolve(*nm) && !strcmp(resolve(*nm), "mlx5_core.fwctl.0"),
			      "'%s' resolves to %s (%s)", *nm, resolve(*nm), mlx5ctl_strerror());
	snprintf(path, sizeof(path), "%s/dev/fwctl/fwctl0", root);
	ck_assert_str_eq(resolve(path), "mlx5_core.fwctl.0");
	ck_assert_ptr_null(resolve("fwctl1"));
	n = mlx5ctl_list_sysdevs(&devs);
	ck_assert_int_eq(n, 1);
	ck_assert_str_eq(devs[0]->transport, "fwctl");
	ck_assert_str_eq(devs[0]->devnode, path);
	ck_assert_str_eq(devs[0]->driver, "mlx5_fwctl.mlx5_fwctl");
	ck_assert_str_eq(devs[0]->pci, "0000:03:00.0");
	ck_assert_str_eq(devs[0]->netdevs, "eth2");
	ck_assert(devs[0]->kernel[0]);
	mlx5ctl_free_sysdevs(devs);
	/* the node is a plain file here: fwctl's INFO is what the open tried, on that node */
	if (!getuid()) {
		err = mlx5ctl_open("eth2", &dev);
		ck_assert_int_eq(err, -ENOTTY);
		ck_assert_msg(strstr(mlx5ctl_strerror(), "fwctl/fwctl0: INFO"), "%s",
			      mlx5ctl_strerror());
	}
	/* unknown open flags are refused before anything is opened */
	ck_assert_int_eq(mlx5ctl_open_flags("0", 1u << 7, &dev), -EINVAL);
	ck_assert_ptr_null(dev);
	/* with its class device gone (fwctl_mlx5 unbound), the open says so */
	snprintf(path, sizeof(path), "rm %s/sys/class/fwctl/fwctl0", root);
	ck_assert_int_eq(system(path), 0);
	ck_assert_int_eq(mlx5ctl_open("0", &dev), -ENOENT);
	ck_assert_msg(strstr(mlx5ctl_strerror(), "no fwctl device on PCI function 0000:03:00.0"),
		      "%s", mlx5ctl_strerror());
}
END_TEST

int main(void)
{
	Suite *s = suite_create("devices");
	TCase *tc = tcase_create("devices");
	SRunner *sr;
	int failed;

	tcase_set_timeout(tc, 60);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_names_resolve);
	tcase_add_test(tc, test_list_from_sysfs);
	tcase_add_test(tc, test_natural_order);
	tcase_add_test(tc, test_permission_denied_every_name);
	suite_add_tcase(s, tc);
	tc = tcase_create("fwctl");
	tcase_set_timeout(tc, 60);
	tcase_add_checked_fixture(tc, setup_fwctl, teardown);
	tcase_add_test(tc, test_fwctl_device);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
