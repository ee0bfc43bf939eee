// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * Devices as sysfs and /dev know them: the auxiliary devices of mlx5_core a transport binds to
 * (mlx5_core.ctl.N: the mlx5ctl driver, /dev/mlx5ctl-<adev>; mlx5_core.fwctl.N: upstream's
 * fwctl/mlx5, /dev/fwctl/fwctlM, whose class device sits on the PCI function), their PCI
 * functions (with the network interfaces and RDMA devices on them) and the device nodes.
 * Nothing here opens a device: it works without privileges, and naming a device any way
 * resolves to its auxiliary name before the one open that may then say "permission denied".
 */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <sys/utsname.h>
#include <unistd.h>

#include "internal.h"

#define seterr mlx5ctl_seterr

const char *mlx5ctl_sysfs_dir(void)
{
	const char *d = getenv("MLX5CTL_SYSFS_DIR");

	return d && *d ? d : MLX5CTL_SYSFS_DIR;
}

const char *mlx5ctl_dev_dir(void)
{
	const char *d = getenv("MLX5CTL_DEV_DIR");

	return d && *d ? d : MLX5CTL_DEV_DIR;
}

/* dddd:bb:dd.f */
static bool is_bdf(const char *s)
{
	static const char pat[] = "xxxx:xx:xx.x";

	if (strlen(s) != sizeof(pat) - 1)
		return false;
	for (size_t i = 0; pat[i]; i++)
		if (pat[i] == 'x' ? !isxdigit((unsigned char)s[i]) : s[i] != pat[i])
			return false;
	return true;
}

/* mlx5_core.<kind>.<id> */
static bool is_adev_of(const char *name, const char *kind)
{
	size_t k = strlen(kind);
	const char *p = name + 10;

	if (strncmp(name, "mlx5_core.", 10) || strncmp(p, kind, k) || p[k] != '.' || !p[k + 1])
		return false;
	for (p += k + 1; *p; p++)
		if (!isdigit((unsigned char)*p))
			return false;
	return true;
}

/* the auxiliary devices mlx5ctl binds to: mlx5_core.ctl.<id> */
static bool is_ctl_adev(const char *name)
{
	return is_adev_of(name, "ctl");
}

/* the ones upstream's fwctl/mlx5 binds to: mlx5_core.fwctl.<id> */
static bool is_fwctl_adev(const char *name)
{
	return is_adev_of(name, "fwctl");
}

/* the PCI function a sysfs device path sits on: the nearest component that is a BDF */
static bool pci_of(const char *path, char *bdf, size_t len)
{
	char real[PATH_MAX], *p;

	if (!realpath(path, real))
		return false;
	while ((p = strrchr(real, '/'))) {
		if (is_bdf(p + 1)) {
			snprintf(bdf, len, "%s", p + 1);
			return true;
		}
		*p = '\0';
	}
	return false;
}

static unsigned long read_num(const char *dir, const char *file, int base, long dflt)
{
	char path[PATH_MAX], buf[64];
	FILE *f;
	long v = dflt;

	snprintf(path, sizeof(path), "%s/%s", dir, file);
	f = fopen(path, "r");
	if (!f)
		return (unsigned long)dflt;
	if (fgets(buf, sizeof(buf), f)) {
		char *end;

		errno = 0;
		v = strtol(buf, &end, base);
		if (errno || end == buf)
			v = dflt;
	}
	fclose(f);
	return (unsigned long)v;
}

static int cmp_natural(const void *a, const void *b)
{
	return strverscmp(*(char *const *)a, *(char *const *)b);
}

/* the entries of dir (not . and ..), sorted, space-separated into buf */
static void list_dir(const char *dir, char *buf, size_t len)
{
	char *names[64];
	size_t n = 0, used = 0;
	struct dirent *de;
	DIR *d = opendir(dir);

	buf[0] = '\0';
	if (!d)
		return;
	while ((de = readdir(d)) && n < sizeof(names) / sizeof(names[0])) {
		if (de->d_name[0] == '.')
			continue;
		names[n] = strdup(de->d_name);
		if (names[n])
			n++;
	}
	closedir(d);
	qsort(names, n, sizeof(names[0]), cmp_natural);
	for (size_t i = 0; i < n; i++) {
		int w = snprintf(buf + used, len - used, "%s%s", used ? " " : "", names[i]);

		if (w > 0 && (size_t)w < len - used)
			used += (size_t)w;
		free(names[i]);
	}
}

static void fill_pci(struct mlx5ctl_sysdev *d)
{
	char dir[PATH_MAX], sub[PATH_MAX];

	if (!mlx5ctl_fmt(dir, sizeof(dir), "%s/bus/pci/devices/%s", mlx5ctl_sysfs_dir(), d->pci))
		return;
	d->vendor_id = (uint16_t)read_num(dir, "vendor", 16, 0);
	d->device_id = (uint16_t)read_num(dir, "device", 16, 0);
	d->subsystem_vendor_id = (uint16_t)read_num(dir, "subsystem_vendor", 16, 0);
	d->subsystem_device_id = (uint16_t)read_num(dir, "subsystem_device", 16, 0);
	d->numa_node = (int)read_num(dir, "numa_node", 10, -1);
	if (mlx5ctl_fmt(sub, sizeof(sub), "%s/net", dir))
		list_dir(sub, d->netdevs, sizeof(d->netdevs));
	if (mlx5ctl_fmt(sub, sizeof(sub), "%s/infiniband", dir))
		list_dir(sub, d->rdma, sizeof(d->rdma));
}

static char release[sizeof(((struct utsname *)0)->release)];

static void read_release(void)
{
	struct utsname u;

	if (!uname(&u))
		snprintf(release, sizeof(release), "%s", u.release);
}

const char *mlx5ctl_kernel_release(void)
{
	static pthread_once_t once = PTHREAD_ONCE_INIT;

	pthread_once(&once, read_release);
	return release;
}

static struct mlx5ctl_sysdev *new_sysdev(const char *adev)
{
	struct mlx5ctl_sysdev *d = calloc(1, sizeof(*d));
	char node[PATH_MAX];

	if (!d)
		return NULL;
	snprintf(d->adev, sizeof(d->adev), "%s", adev);
	snprintf(d->transport, sizeof(d->transport), "%s", is_fwctl_adev(adev) ? "fwctl" :
		 "mlx5ctl");
	snprintf(d->kernel, sizeof(d->kernel), "%s", mlx5ctl_kernel_release());
	d->numa_node = -1;
	if (!is_fwctl_adev(adev) &&
	    mlx5ctl_fmt(node, sizeof(node), "%s/%s%s", mlx5ctl_dev_dir(), MLX5CTL_DEV_PREFIX,
			adev) && !access(node, F_OK))
		mlx5ctl_fmt(d->devnode, sizeof(d->devnode), "%s", node);
	return d;
}

/* fwctl's class device on d's PCI function: its node in /dev/fwctl */
static void fill_fwctl_node(struct mlx5ctl_sysdev *d)
{
	char path[PATH_MAX], bdf[32], node[PATH_MAX];
	struct dirent *de;
	DIR *dir;

	if (!*d->pci || !mlx5ctl_fmt(path, sizeof(path), "%s/class/fwctl", mlx5ctl_sysfs_dir()))
		return;
	dir = opendir(path);
	while (dir && (de = readdir(dir))) {
		if (de->d_name[0] == '.' ||
		    !mlx5ctl_fmt(path, sizeof(path), "%s/class/fwctl/%s/device",
				 mlx5ctl_sysfs_dir(), de->d_name) ||
		    !pci_of(path, bdf, sizeof(bdf)) || strcmp(bdf, d->pci))
			continue;
		if (mlx5ctl_fmt(node, sizeof(node), "%s/fwctl/%s", mlx5ctl_dev_dir(), de->d_name) &&
		    !access(node, F_OK))
			mlx5ctl_fmt(d->devnode, sizeof(d->devnode), "%s", node);
		break;
	}
	if (dir)
		closedir(dir);
}

static void fill_sysfs(struct mlx5ctl_sysdev *d)
{
	char path[PATH_MAX], link[PATH_MAX];
	ssize_t n;

	if (mlx5ctl_fmt(path, sizeof(path), "%s/bus/auxiliary/devices/%s", mlx5ctl_sysfs_dir(),
			d->adev) && pci_of(path, d->pci, sizeof(d->pci)))
		fill_pci(d);
	if (is_fwctl_adev(d->adev))
		fill_fwctl_node(d);
	if (!mlx5ctl_fmt(path, sizeof(path), "%s/bus/auxiliary/devices/%s/driver",
			 mlx5ctl_sysfs_dir(), d->adev))
		return;
	n = readlink(path, link, sizeof(link) - 1);
	if (n > 0) {
		char *base;

		link[n] = '\0';
		base = strrchr(link, '/');
		mlx5ctl_fmt(d->driver, sizeof(d->driver), "%s", base ? base + 1 : link);
	}
}

void mlx5ctl_free_sysdevs(struct mlx5ctl_sysdev **devs)
{
	for (struct mlx5ctl_sysdev **p = devs; p && *p; p++)
		free(*p);
	free(devs);
}

struct devvec {
	struct mlx5ctl_sysdev **v;
	size_t n, cap;
};

static bool vec_has(const struct devvec *dv, const char *adev)
{
	for (size_t i = 0; i < dv->n; i++)
		if (!strcmp(dv->v[i]->adev, adev))
			return true;
	return false;
}

static int vec_add(struct devvec *dv, struct mlx5ctl_sysdev *d)
{
	if (!d)
		return -ENOMEM;
	if (dv->n + 1 >= dv->cap) {
		size_t cap = dv->cap ? dv->cap * 2 : 8;
		struct mlx5ctl_sysdev **v = realloc(dv->v, cap * sizeof(*v));

		if (!v) {
			free(d);
			return -ENOMEM;
		}
		dv->v = v;
		dv->cap = cap;
	}
	dv->v[dv->n++] = d;
	dv->v[dv->n] = NULL;
	return 0;
}

static int cmp_sysdev(const void *a, const void *b)
{
	return strverscmp((*(struct mlx5ctl_sysdev *const *)a)->adev,
			  (*(struct mlx5ctl_sysdev *const *)b)->adev);
}

int mlx5ctl_list_sysdevs(struct mlx5ctl_sysdev ***devs)
{
	struct devvec dv = { 0 };
	char path[PATH_MAX];
	struct dirent *de;
	DIR *d;
	int err = 0;

	*devs = NULL;
	snprintf(path, sizeof(path), "%s/bus/auxiliary/devices", mlx5ctl_sysfs_dir());
	d = opendir(path);
	while (d && !err && (de = readdir(d))) {
		struct mlx5ctl_sysdev *s;

		if (!is_ctl_adev(de->d_name) && !is_fwctl_adev(de->d_name))
			continue;
		s = new_sysdev(de->d_name);
		if (s)
			fill_sysfs(s);
		err = vec_add(&dv, s);
	}
	if (d)
		closedir(d);
	/* device nodes sysfs does not know of (a container with /dev but not /sys, tests) */
	d = opendir(mlx5ctl_dev_dir());
	while (d && !err && (de = readdir(d))) {
		const char *adev = de->d_name + strlen(MLX5CTL_DEV_PREFIX);

		if (strncmp(de->d_name, MLX5CTL_DEV_PREFIX, strlen(MLX5CTL_DEV_PREFIX)) || !*adev ||
		    vec_has(&dv, adev))
			continue;
		err = vec_add(&dv, new_sysdev(adev));
	}
	if (d)
		closedir(d);
	if (err) {
		mlx5ctl_free_sysdevs(dv.v);
		return seterr(err, "out of memory");
	}
	if (!dv.v) {
		dv.v = calloc(1, sizeof(*dv.v));
		if (!dv.v)
			return seterr(-ENOMEM, "out of memory");
	}
	qsort(dv.v, dv.n, sizeof(*dv.v), cmp_sysdev);
	*devs = dv.v;
	return (int)dv.n;
}

void mlx5ctl_free_names(char **names)
{
	for (char **p = names; p && *p; p++)
		free(*p);
	free(names);
}

int mlx5ctl_list_names(char ***names)
{
	struct mlx5ctl_sysdev **devs;
	char **v;
	int n = mlx5ctl_list_sysdevs(&devs);

	if (n < 0)
		return n;
	v = calloc((size_t)n + 1, sizeof(*v));
	for (int i = 0; v && i < n; i++) {
		v[i] = strdup(devs[i]->adev);
		if (!v[i]) {
			mlx5ctl_free_names(v);
			v = NULL;
		}
	}
	mlx5ctl_free_sysdevs(devs);
	if (!v)
		return seterr(-ENOMEM, "out of memory");
	*names = v;
	return n;
}

/* "01:00.0" matches "0000:01:00.0" */
static bool pci_match(const char *pci, const char *want)
{
	size_t lp = strlen(pci), lw = strlen(want);

	return lw && lw <= lp && !strcasecmp(pci + lp - lw, want) &&
	       (lw == lp || pci[lp - lw - 1] == ':');
}

static bool is_index(const char *s)
{
	if (!*s)
		return false;
	for (; *s; s++)
		if (!isdigit((unsigned char)*s))
			return false;
	return true;
}

/* a network interface or RDMA device: the PCI function it belongs to */
static bool class_pci(const char *cls, const char *name, char *bdf, size_t len)
{
	char path[PATH_MAX];

	if (strchr(name, '/') || !strcmp(name, ".") || !strcmp(name, ".."))
		return false;
	snprintf(path, sizeof(path), "%s/class/%s/%s/device", mlx5ctl_sysfs_dir(), cls, name);
	return pci_of(path, bdf, len);
}

static int found(const char *name, char *adev, size_t len)
{
	if ((size_t)snprintf(adev, len, "%s", name) >= len)
		return seterr(-ENAMETOOLONG, "device name '%s' is too long", name);
	return 0;
}

int mlx5ctl_resolve(const char *which, char *adev, size_t len)
{
	struct mlx5ctl_sysdev **devs;
	const char *want;
	char bdf[32] = "";
	int n, err = -ENODEV;

	n = mlx5ctl_list_sysdevs(&devs);
	if (n < 0)
		return n;
	if (which && *which == '/') {
		const char *base = strrchr(which, '/') + 1;

		for (int i = 0; i < n; i++)
			if (!strcmp(devs[i]->devnode, which)) {
				err = found(devs[i]->adev, adev, len);
				goto out;
			}
		if (strncmp(base, MLX5CTL_DEV_PREFIX, strlen(MLX5CTL_DEV_PREFIX)) ||
		    !base[strlen(MLX5CTL_DEV_PREFIX)])
			err = seterr(-ENODEV, "%s is neither a %s* device nor the fwctl device of "
				     "an mlx5 function", which, MLX5CTL_DEV_PREFIX);
		else
			err = found(base + strlen(MLX5CTL_DEV_PREFIX), adev, len);
		goto out;
	}
	if (!which || !*which) {
		if (!n)
			err = seterr(-ENODEV, "no mlx5ctl device (neither the mlx5ctl driver nor "
				     "fwctl/mlx5 is bound to an mlx5 function)");
		else if (n > 1)
			err = seterr(-EEXIST, "%d mlx5ctl devices: name one with -d (see 'mlx5ctl "
				     "list')", n);
		else
			err = found(devs[0]->adev, adev, len);
		goto out;
	}
	if (is_index(which)) {
		unsigned long idx = strtoul(which, NULL, 10);

		if (idx < (unsigned long)n)
			err = found(devs[idx]->adev, adev, len);
		else
			err = seterr(-ENODEV, "no mlx5ctl device with index %s (%d present)", which,
				     n);
		goto out;
	}
	for (int i = 0; i < n; i++) {
		const char *node = strrchr(devs[i]->devnode, '/');

		/* the auxiliary name, or fwctl's own ("fwctl0") */
		if (!strcmp(devs[i]->adev, which) ||
		    (node && !strcmp(devs[i]->transport, "fwctl") && !strcmp(node + 1, which))) {
			err = found(devs[i]->adev, adev, len);
			goto out;
		}
	}
	/* devlink's handle, a PCI address, or what sits on a PCI function */
	want = !strncmp(which, "pci/", 4) ? which + 4 : which;
	if (!strchr(want, ':') && !class_pci("net", which, bdf, sizeof(bdf)))
		class_pci("infiniband", which, bdf, sizeof(bdf));
	if (*bdf)
		want = bdf;
	for (int i = 0; i < n; i++)
		if (*devs[i]->pci && pci_match(devs[i]->pci, want)) {
			err = found(devs[i]->adev, adev, len);
			goto out;
		}
	if (*bdf)
		err = seterr(-ENODEV, "%s is on PCI function %s, which has no mlx5ctl device", which,
			     bdf);
	else
		err = seterr(-ENODEV, "no mlx5ctl device '%s': not a device, index, PCI address, "
			     "network interface or RDMA device of one (see 'mlx5ctl list')", which);
out:
	mlx5ctl_free_sysdevs(devs);
	return err;
}

int mlx5ctl_sysdev_of(const char *adev, struct mlx5ctl_sysdev *out)
{
	struct mlx5ctl_sysdev *d = new_sysdev(adev);

	if (!d)
		return seterr(-ENOMEM, "out of memory");
	fill_sysfs(d);
	*out = *d;
	free(d);
	return 0;
}

/* The VPD's identifier string (large resource tag 0x02): the board's name. */
int mlx5ctl_board_name(const char *pci, char *buf, size_t len)
{
	uint8_t vpd[4096];
	char path[PATH_MAX];
	size_t n, off = 0;
	int fd, err;

	if (!len)
		return seterr(-EINVAL, "no room for a board name");
	buf[0] = '\0';
	if (!is_bdf(pci))
		return seterr(-EINVAL, "'%s' is not a PCI address", pci);
	snprintf(path, sizeof(path), "%s/bus/pci/devices/%s/vpd", mlx5ctl_sysfs_dir(), pci);
	fd = open(path, O_RDONLY | O_CLOEXEC);
	if (fd < 0) {
		err = -errno;
		if (err == -EACCES || err == -EPERM)
			return seterr(err, "%s: permission denied", path);
		return seterr(err, "%s: %s", path, err == -ENOENT ? "no VPD" : strerror(-err));
	}
	n = 0;
	for (;;) {
		ssize_t r = read(fd, vpd + n, sizeof(vpd) - n);

		if (r < 0 && errno == EINTR)
			continue;
		if (r <= 0)
			break;
		n += (size_t)r;
	}
	err = n ? 0 : -errno;
	close(fd);
	if (err)
		return seterr(err, "%s: %s", path, strerror(-err));
	while (off < n) {
		uint8_t tag = vpd[off];
		size_t l;

		if (!(tag & 0x80)) {		/* small resource: 0x78 ends the VPD */
			if ((tag >> 3) == 0x0f)
				break;
			off += 1 + (tag & 7u);
			continue;
		}
		if (off + 3 > n)
			break;
		l = vpd[off + 1] | (size_t)vpd[off + 2] << 8;
		if ((tag & 0x7f) == 0x02 && off + 3 + l <= n) {
			size_t k = 0;

			for (size_t i = 0; i < l && k + 1 < len; i++)
				buf[k++] = isprint(vpd[off + 3 + i]) ? (char)vpd[off + 3 + i] : '?';
			while (k && buf[k - 1] == ' ')
				k--;
			buf[k] = '\0';
			return k ? 0 : seterr(-ENOENT, "%s: an empty board name", path);
		}
		off += 3 + l;
	}
	return seterr(-ENOENT, "%s: no board name in the VPD", path);
}
