// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * In the guest: try what the old tools do, map a PCI BAR through sysfs and open /dev/mem, and
 * report the errno of each ("resource0: EPERM"). Exit 0 when both are refused with EPERM,
 * 1 when either works or fails otherwise. Usage: lockdown_probe /sys/bus/pci/devices/X/resource0
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

static int refused(const char *what, int err)
{
	printf("%s: %s\n", what, err ? strerrorname_np(err) : "ALLOWED");
	return err == EPERM;
}

int main(int argc, char **argv)
{
	int ok = 1, fd, err = 0;
	void *p;

	if (argc < 2) {
		fprintf(stderr, "usage: %s RESOURCE_FILE\n", argv[0]);
		return 2;
	}
	fd = open(argv[1], O_RDWR | O_SYNC);
	if (fd < 0) {
		err = errno;
	} else {
		p = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0);
		err = p == MAP_FAILED ? errno : 0;
		if (p != MAP_FAILED)
			munmap(p, 4096);
		close(fd);
	}
	ok &= refused("mmap resource0", err);
	fd = open("/dev/mem", O_RDONLY);
	err = fd < 0 ? errno : 0;
	if (fd >= 0)
		close(fd);
	ok &= refused("open /dev/mem", err);
	return ok ? 0 : 1;
}
