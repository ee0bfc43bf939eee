// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/* list and info: the devices, from sysfs (no privileges needed) and from the driver. */
#include <errno.h>
#include <inttypes.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>

#include "json.h"
#include "table.h"
#include "tool.h"

/* Linux capability numbers (include/uapi/linux/capability.h): INFO's ucap is 1 << CAP_x */
static const char *const cap_names[] = {
	"CAP_CHOWN", "CAP_DAC_OVERRIDE", "CAP_DAC_READ_SEARCH", "CAP_FOWNER", "CAP_FSETID",
	"CAP_KILL", "CAP_SETGID", "CAP_SETUID", "CAP_SETPCAP", "CAP_LINUX_IMMUTABLE",
	"CAP_NET_BIND_SERVICE", "CAP_NET_BROADCAST", "CAP_NET_ADMIN", "CAP_NET_RAW",
	"CAP_IPC_LOCK", "CAP_IPC_OWNER", "CAP_SYS_MODULE", "CAP_SYS_RAWIO", "CAP_SYS_CHROOT",
	"CAP_SYS_PTRACE", "CAP_SYS_PACCT", "CAP_SYS_ADMIN", "CAP_SYS_BOOT", "CAP_SYS_NICE",
	"CAP_SYS_RESOURCE", "CAP_SYS_TIME", "CAP_SYS_TTY_CONFIG", "CAP_MKNOD", "CAP_LEASE",
	"CAP_AUDIT_WRITE", "CAP_AUDIT_CONTROL", "CAP_SETFCAP",
};

/* "CAP_NET_RAW|CAP_SYS_ADMIN (0x202000)" */
static void caps_str(uint32_t v, char *buf, size_t len)
{
	char names[512] = "";
	size_t n = 0;

	for (unsigned int b = 0; b < 32 && n < sizeof(names); b++) {
		if (!(v >> b & 1))
			continue;
		if (b < sizeof(cap_names) / sizeof(cap_names[0]))
			n += (size_t)snprintf(names + n, sizeof(names) - n, "%s%s", n ? "|" : "",
					      cap_names[b]);
		else
			n += (size_t)snprintf(names + n, sizeof(names) - n, "%scap%u", n ? "|" : "",
					      b);
	}
	if (v)
		snprintf(buf, len, "%s (0x%x)", names, v);
	else
		snprintf(buf, len, "0");
}

static J *j_caps(uint32_t v)
{
	J *o = j_obj(), *names = j_arr();
	char tmp[16];

	for (unsigned int b = 0; b < 32; b++) {
		if (!(v >> b & 1))
			continue;
		if (b < sizeof(cap_names) / sizeof(cap_names[0])) {
			j_push(names, j_str(cap_names[b]));
		} else {
			snprintf(tmp, sizeof(tmp), "cap%u", b);
			j_push(names, j_str(tmp));
		}
	}
	j_set(o, "value", j_u64(v));
	j_set(o, "names", names);
	return o;
}

/* uctx_cap bits named by the spec's enum: "RAW_TX|TOOLS_RESOURCES (0x5)" */
static void uctx_str(uint32_t v, char *buf, size_t len)
{
	const struct mlx5ctl_field_desc f = {
		.name = "uctx_cap", .width = 32, .kind = MLX5CTL_KIND_ENUM,
		.enm = mlx5ctl_prm_find_enum("uctx_cap"), .format = MLX5CTL_FORMAT_BITS,
	};
	const struct mlx5ctl_prm_value pv = { .type = MLX5CTL_VALUE_BITS, .u = v, .field = &f };

	mlx5ctl_prm_value_str(&pv, buf, len);
}

/* ---- list ---- */
struct list_entry {
	struct mlx5ctl_sysdev *s;
	char fw[32], psid[32], board[128];
	char err[256];
	bool denied;
};

static void psid_of(struct mlx5ctl_dev *dev, char *buf, size_t len)
{
	uint8_t mgir[MLX5CTL_ST_SZ_BYTES(mgir_reg)] = { 0 };
	const uint8_t *p;
	size_t n = 0, max = MLX5CTL_FLD_SZ_BYTES(mgir_reg, fw_info.psid);

	buf[0] = '\0';
	if (mlx5ctl_access_reg(dev, MLX5CTL_REG_MGIR, 0, false, NULL, mgir, sizeof(mgir)))
		return;
	p = MLX5CTL_ADDR_OF(mgir_reg, mgir, fw_info.psid);
	for (size_t i = 0; i < max && p[i] && n + 1 < len; i++)
		buf[n++] = p[i] >= 0x20 && p[i] < 0x7f ? (char)p[i] : '?';
	buf[n] = '\0';
}

static void list_probe(struct list_entry *e)
{
	struct mlx5ctl_dev *dev;
	int err;

	if (*e->s->pci && mlx5ctl_board_name(e->s->pci, e->board, sizeof(e->board)))
		e->board[0] = '\0';
	err = tool_opener(e->s->adev, &dev);
	if (err) {
		e->denied = err == -EACCES || err == -EPERM;
		snprintf(e->err, sizeof(e->err), "%s", mlx5ctl_strerror());
		return;
	}
	if (mlx5ctl_fw_version(dev, e->fw, sizeof(e->fw))) {
		snprintf(e->err, sizeof(e->err), "%s", mlx5ctl_strerror());
		e->fw[0] = '\0';
	} else {
		psid_of(dev, e->psid, sizeof(e->psid));
	}
	mlx5ctl_close(dev);
}

static J *list_json(const struct list_entry *e, int n)
{
	J *doc = j_obj(), *devs = j_arr();

	for (int i = 0; i < n; i++) {
		const struct mlx5ctl_sysdev *s = e[i].s;
		J *d = j_obj();

		j_set(d, "index", j_u64((uint64_t)i));
		j_set(d, "device", j_str(s->adev));
		j_set(d, "pci", j_str_or_null(s->pci));
		j_set(d, "driver", j_str_or_null(s->driver));
		j_set(d, "devnode", j_str_or_null(s->devnode));
		j_set(d, "transport", j_str(s->transport));
		j_set(d, "kernel", j_str(s->kernel));
		j_set(d, "netdevs", j_words(s->netdevs));
		j_set(d, "rdma", j_words(s->rdma));
		j_set(d, "vendor_id", s->vendor_id ? j_u64(s->vendor_id) : NULL);
		j_set(d, "device_id", s->device_id ? j_u64(s->device_id) : NULL);
		j_set(d, "subsystem_vendor_id",
		      s->subsystem_vendor_id ? j_u64(s->subsystem_vendor_id) : NULL);
		j_set(d, "subsystem_device_id",
		      s->subsystem_device_id ? j_u64(s->subsystem_device_id) : NULL);
		j_set(d, "numa_node", s->numa_node >= 0 ? j_i64(s->numa_node) : NULL);
		j_set(d, "firmware", j_str_or_null(e[i].fw));
		j_set(d, "psid", j_str_or_null(e[i].psid));
		j_set(d, "board", j_str_or_null(e[i].board));
		j_set(d, "error", j_str_or_null(e[i].err));
		j_push(devs, d);
	}
	j_set(doc, "devices", devs);
	return doc;
}

static int cmd_list(const struct subcmd *sc, int argc, char **argv)
{
	static const char *const head[] = { "IDX", "DEVICE", "PCI", "TRANSPORT", "DRIVER", "NETDEV",
					    "RDMA", "FIRMWARE", "PSID", "BOARD", NULL };
	struct mlx5ctl_sysdev **devs;
	struct list_entry *e;
	unsigned int denied = 0;
	struct table t;
	char **args;
	int n, nargs, ret;

	ret = opts_parse(sc, argc, argv, NULL, NULL, &args, &nargs, NULL);
	if (ret)
		return ret;
	if (nargs)
		return usage_error("unexpected argument '%s'", args[0]);
	n = mlx5ctl_list_sysdevs(&devs);
	if (n < 0)
		return fail();
	e = calloc((size_t)n + 1, sizeof(*e));
	if (!e) {
		mlx5ctl_free_sysdevs(devs);
		return failf("out of memory");
	}
	/* one device that cannot be opened is a row of dashes, not a failed list */
	for (int i = 0; i < n; i++) {
		e[i].s = devs[i];
		list_probe(&e[i]);
		denied += e[i].denied;
	}
	if (tool.json) {
		ret = j_print(stdout, list_json(e, n)) ? EXIT_FAIL : 0;
	} else if (!n) {
		struct utsname u;

		warnf("no mlx5ctl devices (neither the mlx5ctl driver nor fwctl/mlx5 is bound to an "
		      "mlx5 function; Linux %s)", uname(&u) ? "?" : u.release);
	} else {
		table_init(&t, head);
		for (int i = 0; i < n; i++) {
			char idx[16];
			const char *row[10];

			snprintf(idx, sizeof(idx), "%d", i);
			row[0] = idx;
			row[1] = devs[i]->adev;
			row[2] = devs[i]->pci;
			row[3] = devs[i]->transport;
			row[4] = devs[i]->driver;
			row[5] = devs[i]->netdevs;
			row[6] = devs[i]->rdma;
			row[7] = e[i].fw;
			row[8] = e[i].psid;
			row[9] = e[i].board;
			for (int k = 5; k <= 6; k++)	/* a cell is one word */
				for (char *p = (char *)row[k]; *p; p++)
					if (*p == ' ')
						*p = ',';
			table_row(&t, row);
		}
		ret = table_print(stdout, &t) ? EXIT_FAIL : 0;
		printf("kernel: Linux %s\n", devs[0]->kernel);
		for (int i = 0; i < n; i++)
			if (*e[i].err && !e[i].denied)
				warnf("%s: %s", devs[i]->adev, e[i].err);
		if (denied)
			warnf("firmware and PSID need access to the device node%s (permission "
			      "denied): run as root", denied > 1 ? "s" : "");
	}
	free(e);
	mlx5ctl_free_sysdevs(devs);
	return ret;
}

const struct subcmd sc_list = {
	.name = "list", .fn = cmd_list, .args = "",
	.help = "every device: names, PCI address, driver, netdevs; firmware, PSID, board "
		"when it can be opened",
};

/* ---- info ---- */
static int cmd_info(const struct subcmd *sc, int argc, char **argv)
{
	struct mlx5ctl_devinfo info = { .size = sizeof(info) };
	struct mlx5ctl_dev *dev;
	char uc[256], dc[256], caps[512];
	char **args;
	int nargs, ret;

	ret = opts_parse(sc, argc, argv, NULL, NULL, &args, &nargs, NULL);
	if (ret)
		return ret;
	if (nargs)
		return usage_error("unexpected argument '%s' (name the device with -d)", args[0]);
	if (tool_open(&dev))
		return EXIT_FAIL;
	ret = mlx5ctl_info(dev, &info) ? fail() : 0;
	mlx5ctl_close(dev);
	if (ret)
		return ret;
	if (tool.json) {
		J *o = j_obj();

		j_set(o, "device", j_str(info.adev));
		j_set(o, "path", j_str(info.path));
		j_set(o, "pci", j_str(info.pci));
		j_set(o, "transport", j_str(info.transport));
		j_set(o, "kernel", j_str(info.kernel));
		j_set(o, "uid", j_u64(info.uid));
		j_set(o, "uctx_cap", j_bits(mlx5ctl_prm_find_enum("uctx_cap"), info.uctx_cap));
		j_set(o, "dev_uctx_cap", j_bits(mlx5ctl_prm_find_enum("uctx_cap"),
						info.dev_uctx_cap));
		j_set(o, "ucap", j_caps(info.ucap));
		return j_print(stdout, o) ? EXIT_FAIL : 0;
	}
	uctx_str(info.uctx_cap, uc, sizeof(uc));
	uctx_str(info.dev_uctx_cap, dc, sizeof(dc));
	caps_str(info.ucap, caps, sizeof(caps));
	printf("device:       %s\npath:         %s\npci:          %s\ntransport:    %s (Linux %s)\n"
	       "uid:          %u\nuctx_cap:     %s\ndev_uctx_cap: %s\nucap:         %s\n",
	       info.adev, info.path, info.pci, info.transport, info.kernel, info.uid, uc,
	       info.dev_uctx_cap || strcmp(info.transport, "fwctl") ? dc : "(fwctl does not say)",
	       caps);
	return 0;
}

const struct subcmd sc_info = {
	.name = "info", .fn = cmd_info, .args = "", .flags = SC_DEVICE,
	.help = "what the driver reports for the open file: UID and capabilities",
};
