// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * fwctl_test: upstream's fwctl (Linux 7.3: /dev/fwctl/fwctlN with its fwctl/mlx5 driver) from
 * inside the test VM, against the emulated ConnectX: what a careful reviewer checks of the uAPI,
 * and a hostile caller. The contract is include/uapi/fwctl/fwctl.h (lib/uapi/fwctl/ here),
 * Documentation/userspace-api/fwctl/fwctl.rst and, with our series (kernel/fwctl/),
 * Documentation/userspace-api/fwctl/mlx5_fwctl.rst. Runs as root, prints TAP (one line per
 * check), exits 1 when a check failed, 2 on a bail-out.
 *
 * usage: fwctl_test [uapi]        fwctl's uAPI: INFO and RPC sizes, flags, scopes, lengths,
 *                                 pointers, unknown ioctls, two opens two UIDs, the allow list
 *        fwctl_test attacks       the hostile caller: every inbox that takes the file's UID
 *                                 beyond itself or changes what others see must be refused
 *                                 with EBADMSG (tunnelled commands, ACCESS_REG op_mods other
 *                                 than write and read, counter clears in queries, SET_HCA_CAP of
 *                                 the caller's own function, inboxes cut short before a
 *                                 constrained field); where the kernel lets one through, the
 *                                 attack is carried out (the device's oracles count it) and a
 *                                 diagnostic says what it did
 *        fwctl_test probe         open, INFO, QUERY_ISSI and an MGIR read, close (after a rebind)
 *        fwctl_test hold FILE     open two files, write their UIDs to FILE, sleep until killed
 *        fwctl_test loop FILE     open, create FILE, RPCs until the device goes away; then
 *                                 every ioctl of the orphaned file must fail with ENODEV (an
 *                                 unknown one ENOTTY) and close() must succeed
 *        fwctl_test reads [DIR]   what a read may do and reveal (tests/vm/reads.h):
 *                                 register fields that act on a read refused at every scope
 *                                 (MTMP mtr below DEBUG_WRITE, run there), outboxes without
 *                                 addresses or keys (saved to DIR), another file's UCTX
 *                                 refused; reads-measure [DIR]: the same, saying only what it
 *                                 got (pristine or older kernels, run.py --lenient)
 *        fwctl_test umem          user memory (our series): FWCTL_RSC_UMEM_REG and FWCTL_RSC_DESTROY's
 *                                 sizes, flags, lengths and limits, refusals (read-only buffer,
 *                                 another file's resource or UID's key), the core dump through a
 *                                 UMEM against the inline one, close with UMEMs registered
 *        fwctl_test umem-hold FILE  register a UMEM with an MKEY, create FILE, sleep until killed
 *        fwctl_test umem-loop FILE  the same, then dump into it until the device goes away
 *        fwctl_test find DIR VALUE...  none of the hex VALUEs (8 bytes big-endian) is in DIR
 * Environment: MLX5CTL_TEST_DEV (default: the first /dev/fwctl/fwctl*); MLX5CTL_FWCTL_PRISTINE=1:
 * the kernel has no kernel/fwctl/ series (uapi expects upstream's allow list as it is).
 *
 * Build (static, for the busybox initramfs):
 *   gcc -static -std=c11 -Wall -Wextra -Werror -D_GNU_SOURCE -I generated/lib -I lib/uapi \
 *       tests/vm/fwctl/fwctl_test.c -o fwctl_test
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <stddef.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <termios.h>
#include <unistd.h>

#include <linux/capability.h>
#include <fwctl/fwctl.h>
#include <fwctl/mlx5.h>
#include <fwctl-nvidia/fwctl_rsc.h>

#include "mlx5ctl_ifc.h"

#define PAGE		4096u
#define MAX_RPC_LEN	(2u << 20)	/* drivers/fwctl/main.c */
#define DEV_MAX_MSG	(1u << 20)	/* the emulated device's longest mailbox (MLX5FW_MAX_MSG) */
#define TAINT_FWCTL_BIT	19		/* include/linux/panic.h, 7.3 */
/* 4 GiB: no RAM there in the 512 MiB VM, so a DMA the device makes there corrupts nothing */
#define OUTSIDE_RAM	0x100000000ull

/* the firmware model's syndromes (emulator/fw/mlx5fw_int.h, stable for tests) */
#define SYND_WRONG_UID	0x10000008

#define HDR_IN MLX5CTL_ST_SZ_BYTES(mbox_in_hdr)
#define HDR_OUT MLX5CTL_ST_SZ_BYTES(mbox_out_hdr)

static char devpath[300];
static int ntests, nfail;
/* the kernel is upstream's without kernel/fwctl/'s series (MLX5CTL_FWCTL_PRISTINE=1) */
static bool pristine;

/* ---- TAP ---------------------------------------------------------------------------------- */

static void tap(bool pass, const char *what, const char *got_fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void tap(bool pass, const char *what, const char *got_fmt, ...)
{
	va_list ap;

	ntests++;
	if (pass) {
		printf("ok %d - %s\n", ntests, what);
	} else {
		nfail++;
		printf("not ok %d - %s: got ", ntests, what);
		va_start(ap, got_fmt);
		vprintf(got_fmt, ap);
		va_end(ap);
		putchar('\n');
	}
	fflush(stdout);
}

static const char *ename(int e)
{
	static char buf[4][24];
	static int i;
	const char *n;

	if (!e)
		return "success";
	n = strerrorname_np(e);
	if (n)
		return n;
	i = (i + 1) % 4;
	snprintf(buf[i], sizeof(buf[i]), "errno %d", e);
	return buf[i];
}

/* got: 0 or an errno */
static void expect_errno(int got, int want, const char *what)
{
	tap(got == want, what, "%s, expected %s", ename(got), ename(want));
}

static void diag(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void diag(const char *fmt, ...)
{
	va_list ap;

	fputs("# ", stdout);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	fflush(stdout);
}

static void die(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
static void die(const char *fmt, ...)
{
	va_list ap;

	printf("Bail out! ");
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	putchar('\n');
	exit(2);
}

/* "status 0x3" or "-errno EBADMSG": what cmd() returned, for messages */
static const char *what_st(int st)
{
	static char buf[4][40];
	static int i;

	i = (i + 1) % 4;
	if (st < 0)
		snprintf(buf[i], sizeof(buf[i]), "%s", ename(-st));
	else
		snprintf(buf[i], sizeof(buf[i]), "delivered, status 0x%x", st);
	return buf[i];
}

/* ---- the device and its ioctls: 0 or errno -------------------------------------------------- */

static void find_dev(void)
{
	const char *env = getenv("MLX5CTL_TEST_DEV");
	struct dirent *de;
	DIR *d;

	if (env && *env) {
		snprintf(devpath, sizeof(devpath), "%s", env);
		return;
	}
	snprintf(devpath, sizeof(devpath), "/dev/fwctl/fwctl0");
	d = opendir("/dev/fwctl");
	while (d && (de = readdir(d)))
		if (!strncmp(de->d_name, "fwctl", 5)) {
			snprintf(devpath, sizeof(devpath), "/dev/fwctl/%s", de->d_name);
			break;
		}
	if (d)
		closedir(d);
}

static int xioctl(int fd, unsigned long req, void *arg)
{
	return ioctl(fd, req, arg) ? errno : 0;
}

static int dev_open(void)
{
	return open(devpath, O_RDWR | O_CLOEXEC);
}

/* FWCTL_INFO with mlx5's device data */
static int info_of(int fd, struct fwctl_info_mlx5 *md)
{
	struct fwctl_info fi = {
		.size = sizeof(fi),
		.device_data_len = sizeof(*md),
		.out_device_data = (uintptr_t)md,
	};

	memset(md, 0, sizeof(*md));
	return xioctl(fd, FWCTL_INFO, &fi);
}

static int rpc_raw(int fd, uint32_t scope, const void *in, size_t inlen, void *out,
		   size_t outlen)
{
	struct fwctl_rpc r = {
		.size = sizeof(r), .scope = scope,
		.in_len = (uint32_t)inlen, .out_len = (uint32_t)outlen,
		.in = (uintptr_t)in, .out = (uintptr_t)out,
	};

	return xioctl(fd, FWCTL_RPC, &r);
}

/* <0: -errno of the ioctl; else the PRM status of the outbox */
static int cmd(int fd, uint32_t scope, const void *in, size_t inlen, void *out, size_t outlen)
{
	int err = rpc_raw(fd, scope, in, inlen, out, outlen);

	if (err)
		return -err;
	return (int)MLX5CTL_GET(mbox_out_hdr, out, status);
}

/* the answer a fixed kernel gives: EBADMSG before the device sees the inbox */
static void expect_refused(int st, const char *what)
{
	tap(st == -EBADMSG, what, "%s, expected EBADMSG", what_st(st));
}

/* ---- capabilities (raw capget/capset, no libcap), memory ------------------------------------ */

static struct __user_cap_data_struct caps_saved[2];

static int caps_get(struct __user_cap_data_struct d[2])
{
	struct __user_cap_header_struct h = { .version = _LINUX_CAPABILITY_VERSION_3 };

	return (int)syscall(SYS_capget, &h, d);
}

static int caps_set(struct __user_cap_data_struct d[2])
{
	struct __user_cap_header_struct h = { .version = _LINUX_CAPABILITY_VERSION_3 };

	return (int)syscall(SYS_capset, &h, d);
}

/* drop a capability from the effective set only (caps_restore() gets it back) */
static void cap_drop(int cap)
{
	struct __user_cap_data_struct d[2];

	if (caps_get(d))
		die("capget: %s", strerror(errno));
	d[cap / 32].effective &= ~(1u << (cap % 32));
	if (caps_set(d))
		die("capset: %s", strerror(errno));
}

static void caps_restore(void)
{
	if (caps_set(caps_saved))
		die("capset (restore): %s", strerror(errno));
}

static bool tainted(int bit)
{
	unsigned long t = 0;
	FILE *f = fopen("/proc/sys/kernel/tainted", "r");

	if (!f)
		return false;
	if (fscanf(f, "%lu", &t) != 1)
		t = 0;
	fclose(f);
	return t & (1ul << bit);
}

static void *map_rw(size_t len)
{
	void *p = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);

	if (p == MAP_FAILED)
		die("mmap %zu: %s", len, strerror(errno));
	return p;
}

/* an address with nothing mapped: mapped, then unmapped */
static void *unmapped_addr(void)
{
	void *p = map_rw(2 * PAGE);

	munmap(p, 2 * PAGE);
	return p;
}

/* ---- commands ------------------------------------------------------------------------------- */

/* QUERY_HCA_CAP general, current, at scope: <0 -errno, else status; the page into cap */
static int query_hca_cap(int fd, uint32_t scope, uint8_t *cap, size_t caplen)
{
	uint8_t in[MLX5CTL_ST_SZ_BYTES(query_hca_cap_in)] = { 0 };
	size_t outlen = MLX5CTL_ST_SZ_BYTES(query_hca_cap_out);
	uint8_t *out = calloc(1, outlen);
	int st;

	if (!out)
		die("out of memory");
	MLX5CTL_SET(query_hca_cap_in, in, opcode, MLX5CTL_CMD_OP_QUERY_HCA_CAP);
	MLX5CTL_SET(query_hca_cap_in, in, op_mod,
		    mlx5ctl_query_hca_cap_op_mod(MLX5CTL_CAP_TYPE_GENERAL,
						 MLX5CTL_HCA_CAP_OP_MOD_CURRENT));
	st = cmd(fd, scope, in, sizeof(in), out, outlen);
	if (!st && cap)
		memcpy(cap, MLX5CTL_ADDR_OF(query_hca_cap_out, out, capability),
		       caplen < MLX5CTL_ST_SZ_BYTES(cmd_hca_cap) ? caplen :
		       MLX5CTL_ST_SZ_BYTES(cmd_hca_cap));
	free(out);
	return st;
}

/* QUERY_ISSI with a header word forged: <0 -errno, else status */
static int query_issi(int fd, uint32_t scope, uint16_t uid, uint16_t tunnel)
{
	uint8_t in[MLX5CTL_ST_SZ_BYTES(query_issi_in)] = { 0 };
	uint8_t out[MLX5CTL_ST_SZ_BYTES(query_issi_out)] = { 0 };

	MLX5CTL_SET(query_issi_in, in, opcode, MLX5CTL_CMD_OP_QUERY_ISSI);
	MLX5CTL_SET(mbox_in_hdr, in, uid, uid);
	MLX5CTL_SET(mbox_in_hdr, in, vhca_tunnel_id, tunnel);
	return cmd(fd, scope, in, sizeof(in), out, sizeof(out));
}

/* ACCESS_REG (or another opcode of its layout) with data_len bytes of register data */
static int access_reg(int fd, uint32_t scope, uint16_t opcode, uint16_t reg, uint16_t op_mod,
		      uint16_t uid, uint16_t tunnel, const void *data, size_t data_len,
		      void *result)
{
	size_t hin = MLX5CTL_ST_SZ_BYTES(access_register_in);
	size_t hout = MLX5CTL_ST_SZ_BYTES(access_register_out);
	uint8_t *in = calloc(1, hin + data_len), *out = calloc(1, hout + data_len);
	int st;

	if (!in || !out)
		die("out of memory");
	MLX5CTL_SET(access_register_in, in, opcode, opcode);
	MLX5CTL_SET(access_register_in, in, op_mod, op_mod);
	MLX5CTL_SET(access_register_in, in, register_id, reg);
	MLX5CTL_SET(mbox_in_hdr, in, uid, uid);
	MLX5CTL_SET(mbox_in_hdr, in, vhca_tunnel_id, tunnel);
	if (data)
		memcpy(in + hin, data, data_len);
	st = cmd(fd, scope, in, hin + data_len, out, hout + data_len);
	if (st >= 0 && result)
		memcpy(result, out + hout, data_len);
	free(in);
	free(out);
	return st;
}

/* ---- fwctl's uAPI ---------------------------------------------------------------------------- */

static void test_info(int fd, const uint8_t *cap)
{
	struct fwctl_info_mlx5 md;
	uint8_t buf[128], *ro;
	struct {
		struct fwctl_info fi;
		uint64_t tail[2];
	} big;
	struct fwctl_info fi;
	uint32_t want_caps;
	int e, fd2;

	e = info_of(fd, &md);
	expect_errno(e, 0, "INFO");
	memset(&fi, 0, sizeof(fi));
	fi.size = sizeof(fi);
	fi.device_data_len = sizeof(md);
	fi.out_device_data = (uintptr_t)&md;
	xioctl(fd, FWCTL_INFO, &fi);
	tap(fi.out_device_type == FWCTL_DEVICE_TYPE_MLX5, "INFO: device type MLX5", "%u",
	    fi.out_device_type);
	tap(fi.device_data_len == sizeof(md), "INFO: device_data_len 8 (struct fwctl_info_mlx5)",
	    "%u", fi.device_data_len);
	tap(md.uid != 0 && md.uid <= 0xffff, "INFO: a UID", "%u", md.uid);
	/*
	 * fwctl/mlx5 asks for TOOLS_RESOURCES when the device offers it, and nothing else; with
	 * our series for INTERNAL_DEVICE_RESOURCES too (the core dump) when the opener has
	 * CAP_SYS_RAWIO (this one does: it runs as root)
	 */
	want_caps = MLX5CTL_GET(cmd_hca_cap, cap, uctx_cap) &
		    (MLX5CTL_UCTX_CAP_TOOLS_RESOURCES |
		     (pristine ? 0 : MLX5CTL_UCTX_CAP_INTERNAL_DEVICE_RESOURCES));
	tap(md.uctx_caps == want_caps,
	    pristine ? "INFO: uctx_caps = TOOLS_RESOURCES if the device offers it" :
		       "INFO: uctx_caps = TOOLS_RESOURCES | INTERNAL_DEVICE_RESOURCES as offered "
		       "(opened with CAP_SYS_RAWIO)",
	    "0x%x, expected 0x%x", md.uctx_caps, want_caps);

	fd2 = dev_open();
	if (fd2 < 0) {
		tap(false, "a second open", "%s", ename(errno));
	} else {
		struct fwctl_info_mlx5 md2;

		e = info_of(fd2, &md2);
		tap(!e && md2.uid && md2.uid != md.uid, "two opens: two UIDs", "%s, %u and %u",
		    ename(e), md.uid, md2.uid);
		expect_errno(close(fd2) ? errno : 0, 0, "close of the second file");
	}

	/*
	 * device_data_len 0: nothing written. fwctl.h says the answer is "the size of the
	 * kernel's device_data"; fwctl_cmd_info() asks the driver only when the caller gave room,
	 * so 7.3 answers 0 (said, not judged: the core's, not fwctl/mlx5's)
	 */
	memset(buf, 0xa5, sizeof(buf));
	fi = (struct fwctl_info){ .size = sizeof(fi), .out_device_data = (uintptr_t)buf };
	e = xioctl(fd, FWCTL_INFO, &fi);
	tap(!e && buf[0] == 0xa5, "INFO with device_data_len 0: nothing written",
	    "%s, byte 0x%x", ename(e), buf[0]);
	diag("INFO with device_data_len 0 reports device_data_len %u (fwctl.h: the size of the "
	     "kernel's device data, 8)", fi.device_data_len);
	/* 4: the UID only */
	fi = (struct fwctl_info){ .size = sizeof(fi), .device_data_len = 4,
				  .out_device_data = (uintptr_t)buf };
	e = xioctl(fd, FWCTL_INFO, &fi);
	tap(!e && fi.device_data_len == 8 && !memcmp(buf, &md.uid, 4) && buf[4] == 0xa5,
	    "INFO with device_data_len 4: the UID, nothing beyond", "%s, len %u, byte 4 0x%x",
	    ename(e), fi.device_data_len, buf[4]);
	/* 64: the data, then zeros to the end */
	memset(buf, 0xa5, sizeof(buf));
	fi = (struct fwctl_info){ .size = sizeof(fi), .device_data_len = 64,
				  .out_device_data = (uintptr_t)buf };
	e = xioctl(fd, FWCTL_INFO, &fi);
	{
		bool zero = true;

		for (int i = 8; i < 64; i++)
			zero &= buf[i] == 0;
		tap(!e && !memcmp(buf, &md, 8) && zero && buf[64] == 0xa5,
		    "INFO with device_data_len 64: the data, zeros to byte 64, nothing beyond",
		    "%s, byte 8 0x%x, byte 64 0x%x", ename(e), buf[8], buf[64]);
	}

	fi = (struct fwctl_info){ .size = sizeof(fi), .flags = 1 };
	expect_errno(xioctl(fd, FWCTL_INFO, &fi), EOPNOTSUPP, "INFO flags 1: EOPNOTSUPP");
	fi = (struct fwctl_info){ .size = sizeof(fi), .flags = 0x80000000u };
	expect_errno(xioctl(fd, FWCTL_INFO, &fi), EOPNOTSUPP, "INFO flags 1<<31: EOPNOTSUPP");
	for (uint32_t sz = 0; sz < sizeof(fi); sz += sz < 8 ? 4 : 15) {
		char what[64];

		fi = (struct fwctl_info){ .size = sz };
		snprintf(what, sizeof(what), "INFO size %u: EINVAL", sz);
		expect_errno(xioctl(fd, FWCTL_INFO, &fi), EINVAL, what);
	}
	memset(&big, 0, sizeof(big));
	big.fi.size = sizeof(big);
	expect_errno(xioctl(fd, FWCTL_INFO, &big), 0, "INFO size 40, tail zero: accepted");
	big.tail[1] = 1;
	expect_errno(xioctl(fd, FWCTL_INFO, &big), E2BIG, "INFO size 40, tail not zero: E2BIG");

	fi = (struct fwctl_info){ .size = sizeof(fi), .device_data_len = 8 };
	expect_errno(xioctl(fd, FWCTL_INFO, &fi), EFAULT, "INFO into a NULL device_data: EFAULT");
	fi.out_device_data = (uintptr_t)unmapped_addr();
	expect_errno(xioctl(fd, FWCTL_INFO, &fi), EFAULT,
		     "INFO into an unmapped device_data: EFAULT");
	expect_errno(xioctl(fd, FWCTL_INFO, NULL), EFAULT, "INFO, NULL argument: EFAULT");
	expect_errno(xioctl(fd, FWCTL_INFO, unmapped_addr()), EFAULT,
		     "INFO, unmapped argument: EFAULT");
	ro = map_rw(PAGE);
	fi = (struct fwctl_info){ .size = sizeof(fi) };
	memcpy(ro, &fi, sizeof(fi));
	mprotect(ro, PAGE, PROT_READ);
	expect_errno(xioctl(fd, FWCTL_INFO, ro), EFAULT,
		     "INFO, read-only argument (the answer cannot be written): EFAULT");
	munmap(ro, PAGE);
}

static void test_unknown_ioctls(int fd)
{
	int dummy[64] = { 0 };

	dummy[0] = sizeof(struct fwctl_rpc);
	expect_errno(xioctl(fd, _IO(FWCTL_TYPE, 4), dummy), ENOTTY, "ioctl 0x9a/4: ENOTTY");
	expect_errno(xioctl(fd, _IO(FWCTL_TYPE, 0xff), dummy), ENOTTY, "ioctl 0x9a/0xff: ENOTTY");
	expect_errno(xioctl(fd, _IOWR(FWCTL_TYPE, FWCTL_CMD_INFO, struct fwctl_info), dummy),
		     ENOTTY, "INFO's number with a direction and size: ENOTTY");
	expect_errno(xioctl(fd, _IO(FWCTL_TYPE + 1, FWCTL_CMD_RPC), dummy), ENOTTY,
		     "RPC's number under another type: ENOTTY");
	expect_errno(xioctl(fd, TCGETS, dummy), ENOTTY, "TCGETS: ENOTTY");
}

static void test_rpc(int fd)
{
	uint8_t in[MLX5CTL_ST_SZ_BYTES(query_issi_in)] = { 0 };
	uint8_t out[MLX5CTL_ST_SZ_BYTES(query_issi_out)];
	size_t caplen = MLX5CTL_ST_SZ_BYTES(query_hca_cap_out);
	uint8_t *big, *ro, cin[MLX5CTL_ST_SZ_BYTES(query_hca_cap_in)] = { 0 };
	struct {
		struct fwctl_rpc r;
		uint64_t tail[2];
	} ext;
	struct fwctl_rpc r;
	char what[128];
	int st, e;

	MLX5CTL_SET(query_issi_in, in, opcode, MLX5CTL_CMD_OP_QUERY_ISSI);
	st = cmd(fd, FWCTL_RPC_DEBUG_READ_ONLY, in, sizeof(in), out, sizeof(out));
	tap(st == 0 && MLX5CTL_GET(query_issi_out, out, current_issi) == 1,
	    "QUERY_ISSI at DEBUG_READ_ONLY: status 0, current ISSI 1", "%s, issi %u", what_st(st),
	    (unsigned int)MLX5CTL_GET(query_issi_out, out, current_issi));
	expect_refused(cmd(fd, FWCTL_RPC_CONFIGURATION, in, sizeof(in), out, sizeof(out)),
		       "QUERY_ISSI at CONFIGURATION (it needs DEBUG_READ_ONLY): EBADMSG");
	expect_errno(rpc_raw(fd, FWCTL_RPC_DEBUG_WRITE, in, sizeof(in), out, sizeof(out)), 0,
		     "QUERY_ISSI at DEBUG_WRITE (a higher scope) works");
	tap(tainted(TAINT_FWCTL_BIT), "... and the kernel is tainted FWCTL", "not tainted");

	/* scopes fwctl does not know */
	for (uint32_t sc = 4; sc; sc = sc == 4 ? 0x80000000u : sc == 0x80000000u ? 0xffffffffu : 0) {
		snprintf(what, sizeof(what), "scope 0x%x: EOPNOTSUPP", sc);
		expect_errno(rpc_raw(fd, sc, in, sizeof(in), out, sizeof(out)), EOPNOTSUPP, what);
	}
	/* DEBUG_WRITE_FULL needs CAP_SYS_RAWIO; DEBUG_WRITE does not */
	cap_drop(CAP_SYS_RAWIO);
	expect_errno(rpc_raw(fd, FWCTL_RPC_DEBUG_WRITE_FULL, in, sizeof(in), out, sizeof(out)),
		     EPERM, "DEBUG_WRITE_FULL without CAP_SYS_RAWIO: EPERM");
	expect_errno(rpc_raw(fd, FWCTL_RPC_DEBUG_WRITE, in, sizeof(in), out, sizeof(out)), 0,
		     "DEBUG_WRITE without CAP_SYS_RAWIO works");
	caps_restore();
	expect_errno(rpc_raw(fd, FWCTL_RPC_DEBUG_WRITE_FULL, in, sizeof(in), out, sizeof(out)), 0,
		     "DEBUG_WRITE_FULL with CAP_SYS_RAWIO works");

	/* lengths: 16 bytes to 2 MiB each way */
	for (uint32_t l = 0; l < 16; l += 15) {
		snprintf(what, sizeof(what), "in_len %u: EMSGSIZE", l);
		expect_errno(rpc_raw(fd, FWCTL_RPC_DEBUG_READ_ONLY, in, l, out, sizeof(out)),
			     EMSGSIZE, what);
		snprintf(what, sizeof(what), "out_len %u: EMSGSIZE", l);
		expect_errno(rpc_raw(fd, FWCTL_RPC_DEBUG_READ_ONLY, in, sizeof(in), out, l),
			     EMSGSIZE, what);
	}
	expect_errno(rpc_raw(fd, FWCTL_RPC_DEBUG_READ_ONLY, in, MAX_RPC_LEN + 1, out, sizeof(out)),
		     EMSGSIZE, "in_len 2 MiB + 1: EMSGSIZE");
	expect_errno(rpc_raw(fd, FWCTL_RPC_DEBUG_READ_ONLY, in, sizeof(in), out, MAX_RPC_LEN + 1),
		     EMSGSIZE, "out_len 2 MiB + 1: EMSGSIZE");
	expect_errno(rpc_raw(fd, FWCTL_RPC_DEBUG_READ_ONLY, in, 0xffffffffu, out, 0xffffffffu),
		     EMSGSIZE, "in_len and out_len 4 GiB - 1: EMSGSIZE");
	/* an outbox shorter than the command's: the firmware says so in its header */
	MLX5CTL_SET(query_hca_cap_in, cin, opcode, MLX5CTL_CMD_OP_QUERY_HCA_CAP);
	st = cmd(fd, FWCTL_RPC_CONFIGURATION, cin, sizeof(cin), out, HDR_OUT);
	tap(st == MLX5CTL_CMD_STAT_BAD_OUTP_LEN_ERR,
	    "QUERY_HCA_CAP into a 16-byte outbox: delivered, status BAD_OUTP_LEN", "%s",
	    what_st(st));
	/*
	 * Large boxes: fwctl takes up to 2 MiB each way and hands them to the device; the emulated
	 * device takes mailboxes of up to 1 MiB (MLX5FW_MAX_MSG) and refuses longer ones with a
	 * delivery status, which mlx5_cmd_do() turns into ENOMSG: the RPC did not reach it.
	 */
	big = map_rw(MAX_RPC_LEN);
	for (uint32_t len = MAX_RPC_LEN / 2; len <= MAX_RPC_LEN; len *= 2) {
		int want = len > DEV_MAX_MSG ? ENOMSG : 0;

		memset(big, 0xa5, MAX_RPC_LEN);
		r = (struct fwctl_rpc){ .size = sizeof(r), .scope = FWCTL_RPC_DEBUG_READ_ONLY,
					.in_len = sizeof(in), .out_len = len,
					.in = (uintptr_t)in, .out = (uintptr_t)big };
		e = xioctl(fd, FWCTL_RPC, &r);
		snprintf(what, sizeof(what), "QUERY_ISSI into a %u KiB outbox: %s", len >> 10,
			 want ? "ENOMSG (the device takes 1 MiB)" :
			 "status 0, out_len as asked, zeros beyond the answer");
		if (want)
			expect_errno(e, want, what);
		else
			tap(!e && !MLX5CTL_GET(mbox_out_hdr, big, status) && r.out_len == len &&
			    big[len / 2] == 0 && big[len - 1] == 0 && big[len] == 0xa5, what,
			    "%s, status 0x%x, out_len %u, last byte 0x%x", ename(e),
			    (unsigned int)MLX5CTL_GET(mbox_out_hdr, big, status), r.out_len,
			    big[len - 1]);
		memset(big, 0, MAX_RPC_LEN);
		memcpy(big, in, sizeof(in));
		st = cmd(fd, FWCTL_RPC_DEBUG_READ_ONLY, big, len, out, sizeof(out));
		snprintf(what, sizeof(what), "QUERY_ISSI from a %u KiB inbox: %s", len >> 10,
			 want ? "ENOMSG" : "status 0");
		tap(st == (want ? -want : 0), what, "%s", what_st(st));
	}
	munmap(big, MAX_RPC_LEN);
	/* odd inbox lengths of a command with no rule: delivered, the firmware judges */
	{
		int bad = 0, first = 0;

		for (uint32_t l = 17; l < 40; l += 3) {
			uint8_t lin[64] = { 0 };

			MLX5CTL_SET(query_issi_in, lin, opcode, MLX5CTL_CMD_OP_QUERY_ISSI);
			st = cmd(fd, FWCTL_RPC_DEBUG_READ_ONLY, lin, l, out, sizeof(out));
			if (st < 0 && !bad++)
				first = -st;
		}
		tap(!bad, "QUERY_ISSI with inboxes of 17 to 38 bytes: delivered", "%d refused (%s)",
		    bad, ename(first));
	}

	/* the struct's size: at least up to out, beyond it only zeros */
	for (uint32_t sz = 0; sz < offsetof(struct fwctl_rpc, out) + 8; sz += sz < 24 ? 8 : 7) {
		r = (struct fwctl_rpc){ .size = sz, .scope = FWCTL_RPC_DEBUG_READ_ONLY,
					.in_len = sizeof(in), .out_len = sizeof(out),
					.in = (uintptr_t)in, .out = (uintptr_t)out };
		snprintf(what, sizeof(what), "RPC size %u: EINVAL", sz);
		expect_errno(xioctl(fd, FWCTL_RPC, &r), EINVAL, what);
	}
	memset(&ext, 0, sizeof(ext));
	ext.r = (struct fwctl_rpc){ .size = sizeof(ext), .scope = FWCTL_RPC_DEBUG_READ_ONLY,
				    .in_len = sizeof(in), .out_len = sizeof(out),
				    .in = (uintptr_t)in, .out = (uintptr_t)out };
	expect_errno(xioctl(fd, FWCTL_RPC, &ext), 0, "RPC size 48, tail zero: accepted");
	ext.tail[0] = 1ull << 63;
	expect_errno(xioctl(fd, FWCTL_RPC, &ext), E2BIG, "RPC size 48, tail not zero: E2BIG");

	/* pointers */
	expect_errno(xioctl(fd, FWCTL_RPC, NULL), EFAULT, "RPC, NULL argument: EFAULT");
	expect_errno(xioctl(fd, FWCTL_RPC, unmapped_addr()), EFAULT,
		     "RPC, unmapped argument: EFAULT");
	expect_errno(rpc_raw(fd, FWCTL_RPC_DEBUG_READ_ONLY, NULL, sizeof(in), out, sizeof(out)),
		     EFAULT, "RPC from a NULL inbox: EFAULT");
	expect_errno(rpc_raw(fd, FWCTL_RPC_DEBUG_READ_ONLY, unmapped_addr(), sizeof(in), out,
			     sizeof(out)), EFAULT, "RPC from an unmapped inbox: EFAULT");
	big = map_rw(2 * PAGE);
	munmap(big + PAGE, PAGE);
	memcpy(big + PAGE - 8, in, 8);
	expect_errno(rpc_raw(fd, FWCTL_RPC_DEBUG_READ_ONLY, big + PAGE - 8, sizeof(in), out,
			     sizeof(out)), EFAULT, "RPC from an inbox running into an unmapped page: EFAULT");
	expect_errno(rpc_raw(fd, FWCTL_RPC_DEBUG_READ_ONLY, in, sizeof(in), NULL, sizeof(out)),
		     EFAULT, "RPC into a NULL outbox: EFAULT");
	memset(big, 0, PAGE);
	mprotect(big, PAGE, PROT_READ);
	expect_errno(rpc_raw(fd, FWCTL_RPC_DEBUG_READ_ONLY, in, sizeof(in), big, sizeof(out)),
		     EFAULT, "RPC into a read-only outbox: EFAULT");
	munmap(big, PAGE);
	ro = map_rw(PAGE);
	r = (struct fwctl_rpc){ .size = sizeof(r), .scope = FWCTL_RPC_DEBUG_READ_ONLY,
				.in_len = sizeof(in), .out_len = sizeof(out),
				.in = (uintptr_t)in, .out = (uintptr_t)out };
	memcpy(ro, &r, sizeof(r));
	mprotect(ro, PAGE, PROT_READ);
	expect_errno(xioctl(fd, FWCTL_RPC, ro), EFAULT,
		     "RPC, read-only argument (out_len cannot be written back): EFAULT");
	munmap(ro, PAGE);
	(void)caplen;
}

/* fwctl/mlx5's allow list: no object creation, nothing of the kernel's, at any scope */
static void test_allow_list(int fd)
{
	static const struct {
		uint16_t opcode;
		const char *name;
	} refused[] = {
		{ MLX5CTL_CMD_OP_ALLOC_PD, "ALLOC_PD" },
		{ MLX5CTL_CMD_OP_CREATE_MKEY, "CREATE_MKEY" },
		{ MLX5CTL_CMD_OP_CREATE_UCTX, "CREATE_UCTX" },
		{ MLX5CTL_CMD_OP_CREATE_UMEM, "CREATE_UMEM" },
		{ MLX5CTL_CMD_OP_MANAGE_PAGES, "MANAGE_PAGES" },
		{ MLX5CTL_CMD_OP_ENABLE_HCA, "ENABLE_HCA" },
		{ MLX5CTL_CMD_OP_TEARDOWN_HCA, "TEARDOWN_HCA" },
		{ MLX5CTL_CMD_OP_CREATE_EQ, "CREATE_EQ" },
		{ MLX5CTL_CMD_OP_ALLOC_UAR, "ALLOC_UAR" },
		{ 0x7777, "opcode 0x7777 (unknown)" },
	};
	uint8_t in[64] = { 0 }, out[64];
	char what[128];
	int st;

	for (size_t i = 0; i < sizeof(refused) / sizeof(refused[0]); i++) {
		memset(in, 0, sizeof(in));
		MLX5CTL_SET(mbox_in_hdr, in, opcode, refused[i].opcode);
		snprintf(what, sizeof(what), "%s at DEBUG_WRITE_FULL: EBADMSG", refused[i].name);
		expect_refused(cmd(fd, FWCTL_RPC_DEBUG_WRITE_FULL, in, sizeof(in), out, sizeof(out)),
			       what);
	}
	memset(in, 0, sizeof(in));
	MLX5CTL_SET(mbox_in_hdr, in, opcode, MLX5CTL_CMD_OP_SET_DIAGNOSTIC_PARAMS);
	expect_refused(cmd(fd, FWCTL_RPC_DEBUG_READ_ONLY, in, sizeof(in), out, sizeof(out)),
		       "SET_DIAGNOSTIC_PARAMS at DEBUG_READ_ONLY (it needs DEBUG_WRITE): EBADMSG");
	st = access_reg(fd, FWCTL_RPC_CONFIGURATION, MLX5CTL_CMD_OP_ACCESS_REG, MLX5CTL_REG_MGIR,
			MLX5CTL_ACCESS_REG_OP_MOD_READ, 0, 0, NULL, MLX5CTL_ST_SZ_BYTES(mgir_reg),
			NULL);
	/* upstream wants DEBUG_READ_ONLY; our series' patch 3 allows a read wherever a write is */
	if (pristine)
		expect_refused(st, "ACCESS_REG read of MGIR at CONFIGURATION (pristine): EBADMSG");
	else
		tap(st == 0, "ACCESS_REG read of MGIR at CONFIGURATION (kernel/fwctl patch 3): "
		    "status 0", "%s", what_st(st));
	st = access_reg(fd, FWCTL_RPC_DEBUG_READ_ONLY, MLX5CTL_CMD_OP_ACCESS_REG, MLX5CTL_REG_MGIR,
			MLX5CTL_ACCESS_REG_OP_MOD_READ, 0, 0, NULL, MLX5CTL_ST_SZ_BYTES(mgir_reg),
			NULL);
	tap(st == 0, "ACCESS_REG read of MGIR at DEBUG_READ_ONLY: status 0", "%s", what_st(st));
	/* a write of a read-only register passes the kernel at every scope; the device refuses */
	st = access_reg(fd, FWCTL_RPC_CONFIGURATION, MLX5CTL_CMD_OP_ACCESS_REG, MLX5CTL_REG_MGIR,
			MLX5CTL_ACCESS_REG_OP_MOD_WRITE, 0, 0, NULL, MLX5CTL_ST_SZ_BYTES(mgir_reg),
			NULL);
	tap(st > 0, "ACCESS_REG write of MGIR (read-only) at CONFIGURATION: the device refuses",
	    "%s", what_st(st));
}

/* a forged UID in the header: the kernel writes the file's own */
static void test_forged_uid(int fd)
{
	uint8_t he[MLX5CTL_ST_SZ_BYTES(host_endianness_reg)];
	char what[128];
	int st;

	/* HOST_ENDIANNESS is kernel-only: the device answers uid 0 and refuses every UID */
	for (uint32_t uid = 0; uid <= 0xffff; uid += 0xffff) {
		st = access_reg(fd, FWCTL_RPC_DEBUG_READ_ONLY, MLX5CTL_CMD_OP_ACCESS_REG,
				MLX5CTL_REG_HOST_ENDIANNESS, MLX5CTL_ACCESS_REG_OP_MOD_READ,
				(uint16_t)uid, 0, NULL, sizeof(he), he);
		snprintf(what, sizeof(what), "forged UID 0x%x: runs as the file's UID (the device "
			 "refuses HOST_ENDIANNESS to a UID)", uid);
		tap(st == MLX5CTL_CMD_STAT_BAD_PARAM_ERR, what, "%s", what_st(st));
	}
}

static int run_uapi(void)
{
	uint8_t cap[MLX5CTL_ST_SZ_BYTES(cmd_hca_cap)];
	int fd = dev_open(), st;

	if (fd < 0)
		die("open %s: %s", devpath, strerror(errno));
	if (caps_get(caps_saved))
		die("capget: %s", strerror(errno));
	st = query_hca_cap(fd, FWCTL_RPC_CONFIGURATION, cap, sizeof(cap));
	tap(st == 0, "QUERY_HCA_CAP general current at CONFIGURATION: status 0", "%s",
	    what_st(st));
	if (st)
		die("QUERY_HCA_CAP: %s", what_st(st));
	test_info(fd, cap);
	test_unknown_ioctls(fd);
	test_rpc(fd);
	test_allow_list(fd);
	test_forged_uid(fd);
	expect_errno(close(fd) ? errno : 0, 0, "close");
	printf("1..%d\n", ntests);
	return nfail ? 1 : 0;
}

/* ---- the hostile caller ---------------------------------------------------------------------- */

static void attack_tunnel(int fd)
{
	uint8_t he[MLX5CTL_ST_SZ_BYTES(host_endianness_reg)];
	uint8_t cap[MLX5CTL_ST_SZ_BYTES(cmd_hca_cap)];
	size_t caplen = MLX5CTL_ST_SZ_BYTES(query_hca_cap_out);
	uint8_t in[MLX5CTL_ST_SZ_BYTES(query_hca_cap_in)] = { 0 };
	uint8_t *out = calloc(1, caplen);
	int st;

	if (!out)
		die("out of memory");
	st = query_issi(fd, FWCTL_RPC_DEBUG_READ_ONLY, 0, 1);
	expect_refused(st, "QUERY_ISSI with vhca_tunnel_id 1: EBADMSG");
	MLX5CTL_SET(query_hca_cap_in, in, opcode, MLX5CTL_CMD_OP_QUERY_HCA_CAP);
	MLX5CTL_SET(query_hca_cap_in, in, op_mod,
		    mlx5ctl_query_hca_cap_op_mod(MLX5CTL_CAP_TYPE_GENERAL,
						 MLX5CTL_HCA_CAP_OP_MOD_CURRENT));
	MLX5CTL_SET(mbox_in_hdr, in, vhca_tunnel_id, 0x8001);
	st = cmd(fd, FWCTL_RPC_CONFIGURATION, in, sizeof(in), out, caplen);
	expect_refused(st, "QUERY_HCA_CAP (CONFIGURATION) with vhca_tunnel_id 0x8001: EBADMSG");
	free(out);
	(void)cap;

	/* a kernel-only register: refused to the UID, answered through a tunnel */
	st = access_reg(fd, FWCTL_RPC_DEBUG_READ_ONLY, MLX5CTL_CMD_OP_ACCESS_REG,
			MLX5CTL_REG_HOST_ENDIANNESS, MLX5CTL_ACCESS_REG_OP_MOD_READ, 0, 0, NULL,
			sizeof(he), he);
	tap(st == MLX5CTL_CMD_STAT_BAD_PARAM_ERR,
	    "HOST_ENDIANNESS (kernel-only) read by the UID: the device refuses", "%s",
	    what_st(st));
	st = access_reg(fd, FWCTL_RPC_DEBUG_READ_ONLY, MLX5CTL_CMD_OP_ACCESS_REG,
			MLX5CTL_REG_HOST_ENDIANNESS, MLX5CTL_ACCESS_REG_OP_MOD_READ, 0, 1, NULL,
			sizeof(he), he);
	expect_refused(st, "... the same with vhca_tunnel_id 1: EBADMSG");
	if (st == 0)
		diag("the kernel let it through: a kernel-only register read by a user context "
		     "(he %u)", (unsigned int)MLX5CTL_GET(host_endianness_reg, he, he));
}

/* QUERY_MKEY of index idx (tunnelled if tunnel): <0 -errno, else status; the key and its mode */
static int query_mkey(int fd, uint32_t idx, uint16_t tunnel, uint32_t *key, bool *pa_all)
{
	uint8_t in[MLX5CTL_ST_SZ_BYTES(query_mkey_in)] = { 0 };
	uint8_t out[MLX5CTL_ST_SZ_BYTES(query_mkey_out)] = { 0 };
	void *mkc = MLX5CTL_ADDR_OF(query_mkey_out, out, memory_key_mkey_entry);
	int st;

	MLX5CTL_SET(query_mkey_in, in, opcode, MLX5CTL_CMD_OP_QUERY_MKEY);
	MLX5CTL_SET(query_mkey_in, in, mkey_index, idx);
	MLX5CTL_SET(mbox_in_hdr, in, vhca_tunnel_id, tunnel);
	st = cmd(fd, FWCTL_RPC_DEBUG_READ_ONLY, in, sizeof(in), out, sizeof(out));
	if (!st) {
		*key = idx << 8 | MLX5CTL_GET(mkc, mkc, mkey_7_0);
		*pa_all = MLX5CTL_GET(mkc, mkc, access_mode_1_0) == MLX5CTL_MKC_ACCESS_MODE_PA &&
			  MLX5CTL_GET(mkc, mkc, length64) && MLX5CTL_GET(mkc, mkc, lw);
	}
	return st;
}

/* a RESOURCE_DUMP of the menu through mkey to address: <0 -errno, else status */
static int dump_menu_to(int fd, uint16_t tunnel, uint32_t mkey, uint64_t address, uint32_t size)
{
	uint8_t d[MLX5CTL_ST_SZ_BYTES(resource_dump)] = { 0 };

	MLX5CTL_SET(resource_dump, d, segment_type, MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MENU);
	MLX5CTL_SET(resource_dump, d, mkey, mkey);
	MLX5CTL_SET(resource_dump, d, size, size);
	MLX5CTL_SET64(resource_dump, d, address, address);
	return access_reg(fd, FWCTL_RPC_DEBUG_READ_ONLY, MLX5CTL_CMD_OP_ACCESS_REG,
			  MLX5CTL_REG_RESOURCE_DUMP, MLX5CTL_ACCESS_REG_OP_MOD_READ, 0, tunnel, d,
			  sizeof(d), NULL);
}

/*
 * mlx5_core's resource-dump key is a physical-address key over all memory (PA, length64): the
 * firmware may answer the UID's query of it (prm/objects.yaml: any UID's key; the kernel
 * scrubs the key byte and start address, which `reads` checks), but the UID may not dump
 * through it; a tunnelled command may do both.
 */
static void attack_kernel_mkey(int fd)
{
	uint32_t key = 0, tkey = 0, k, found = 0, tfound = 0, answered = 0, refused = 0;
	uint32_t seen = 0, idx;
	bool pa = false;
	int st, err = 0;

	for (idx = 0; idx < 64; idx++) {
		st = query_mkey(fd, idx, 0, &k, &pa);
		if (st < 0) {
			err = err ? err : st;
			continue;
		}
		if (st) {
			refused++;
			continue;
		}
		answered++;
		if (pa && !found) {
			key = k;
			found = 1;
		}
	}
	tap(!err, "QUERY_MKEY of indices 0-63 by the UID: delivered (the device answers or refuses)",
	    "%s", what_st(err));
	diag("the device answered %u of them, refused %u%s", answered, refused,
	     found ? ": mlx5_core's physical-address key among them" : "");
	for (idx = 0; idx < 256; idx++) {
		st = query_mkey(fd, idx, 1, &k, &pa);
		if (!idx)
			expect_refused(st, "QUERY_MKEY with vhca_tunnel_id 1: EBADMSG");
		if (st < 0)
			break;
		seen++;
		if (!st && pa) {
			tkey = k;
			tfound = 1;
			break;
		}
	}
	if (tfound)
		diag("the kernel let tunnelled QUERY_MKEY through (%u sent): mlx5_core's "
		     "physical-address key is 0x%x", seen, tkey);
	/*
	 * a dump through it: the firmware refuses the UID another UID's key (the key as the
	 * queries gave it, or a guess: 0x100, mlx5_core's on the emulated device)
	 */
	key = found ? key : tfound ? tkey : 0x100;
	st = dump_menu_to(fd, 0, key, OUTSIDE_RAM, PAGE);
	tap(st == MLX5CTL_CMD_STAT_BAD_PARAM_ERR,
	    "RESOURCE_DUMP by the UID through mlx5_core's key: the device refuses", "%s (key 0x%x)",
	    what_st(st), key);
	st = dump_menu_to(fd, 1, key, OUTSIDE_RAM, PAGE);
	expect_refused(st, "RESOURCE_DUMP through mlx5_core's key with vhca_tunnel_id 1: EBADMSG");
	if (st >= 0)
		diag("the kernel let it through: the device wrote the dump to physical address "
		     "0x%llx through mlx5_core's key%s (%s: nothing is there to take it)",
		     (unsigned long long)OUTSIDE_RAM, found || tfound ? "" : " (a guessed one)",
		     what_st(st));
}

static void attack_access_reg(int fd)
{
	static const uint16_t regs[] = { MLX5CTL_REG_MTMP, MLX5CTL_REG_MNVDA, MLX5CTL_REG_MGIR };
	static const uint16_t op_mods[] = { 2, 3, 0x8000, 0xffff };
	char what[128];
	int st;

	for (size_t r = 0; r < sizeof(regs) / sizeof(regs[0]); r++) {
		for (size_t o = 0; o < sizeof(op_mods) / sizeof(op_mods[0]); o++) {
			st = access_reg(fd, FWCTL_RPC_DEBUG_READ_ONLY, MLX5CTL_CMD_OP_ACCESS_REG,
					regs[r], op_mods[o], 0, 0, NULL, 256, NULL);
			snprintf(what, sizeof(what),
				 "ACCESS_REG 0x%x op_mod 0x%x at DEBUG_READ_ONLY: EBADMSG", regs[r],
				 op_mods[o]);
			expect_refused(st, what);
			if (st >= 0 && !(op_mods[o] & 1))
				diag("the kernel let it through: the device took it as a write "
				     "(%s)", what_st(st));
		}
	}
	st = access_reg(fd, FWCTL_RPC_DEBUG_READ_ONLY, MLX5CTL_CMD_OP_ACCESS_REGISTER_USER,
			MLX5CTL_REG_MTMP, 2, 0, 0, NULL, 256, NULL);
	expect_refused(st, "ACCESS_REGISTER_USER op_mod 2 at DEBUG_READ_ONLY: EBADMSG");
	st = access_reg(fd, FWCTL_RPC_DEBUG_READ_ONLY, MLX5CTL_CMD_OP_ACCESS_REG, MLX5CTL_REG_MTMP,
			MLX5CTL_ACCESS_REG_OP_MOD_READ, 0, 0, NULL,
			MLX5CTL_ST_SZ_BYTES(mtmp_reg), NULL);
	tap(st == 0, "ACCESS_REG MTMP op_mod 1 (read) at DEBUG_READ_ONLY still works", "%s",
	    what_st(st));
}

/* QUERY_VPORT_COUNTER: <0 -errno, else status; the broadcast packets received */
static int vport_counter(int fd, bool clear, uint64_t *bcast)
{
	uint8_t in[MLX5CTL_ST_SZ_BYTES(query_vport_counter_in)] = { 0 };
	uint8_t out[MLX5CTL_ST_SZ_BYTES(query_vport_counter_out)] = { 0 };
	int st;

	MLX5CTL_SET(query_vport_counter_in, in, opcode, MLX5CTL_CMD_OP_QUERY_VPORT_COUNTER);
	MLX5CTL_SET(query_vport_counter_in, in, clear, clear);
	st = cmd(fd, FWCTL_RPC_DEBUG_READ_ONLY, in, sizeof(in), out, sizeof(out));
	if (!st)
		*bcast = MLX5CTL_GET64(query_vport_counter_out, out,
				       received_eth_broadcast.packets);
	return st;
}

static void attack_counter_clear(int fd)
{
	uint8_t in[64], out[512];
	uint64_t before = 0, cleared = 0, after = 0;
	int st, st2;
	char what[128];
	static const struct {
		uint16_t opcode;
		const char *name;
		uint32_t clear_bit, inlen;
	} clears[] = {
		{ MLX5CTL_CMD_OP_QUERY_Q_COUNTER, "QUERY_Q_COUNTER",
		  MLX5CTL_BIT_OFF(query_q_counter_in, clear),
		  MLX5CTL_ST_SZ_BYTES(query_q_counter_in) },
		{ MLX5CTL_CMD_OP_QUERY_CONG_STATISTICS, "QUERY_CONG_STATISTICS",
		  MLX5CTL_BIT_OFF(query_cong_statistics_in, clear),
		  MLX5CTL_ST_SZ_BYTES(query_cong_statistics_in) },
		{ MLX5CTL_CMD_OP_QUERY_FLOW_COUNTER, "QUERY_FLOW_COUNTER",
		  MLX5CTL_BIT_OFF(query_flow_counter_in, clear),
		  MLX5CTL_ST_SZ_BYTES(query_flow_counter_in) },
		{ MLX5CTL_CMD_OP_FPGA_QUERY_QP_COUNTERS, "FPGA_QUERY_QP_COUNTERS",
		  MLX5CTL_BIT_OFF(fpga_query_qp_counters_in, clear),
		  MLX5CTL_ST_SZ_BYTES(fpga_query_qp_counters_in) },
	};

	st = vport_counter(fd, false, &before);
	tap(st == 0, "QUERY_VPORT_COUNTER at DEBUG_READ_ONLY: status 0", "%s", what_st(st));
	usleep(200000);
	st = vport_counter(fd, true, &cleared);
	expect_refused(st, "QUERY_VPORT_COUNTER with clear at DEBUG_READ_ONLY: EBADMSG");
	st2 = vport_counter(fd, false, &after);
	if (st >= 0 && !st2)
		diag("the kernel let it through: broadcast packets received %llu before, %llu "
		     "after the clear%s", (unsigned long long)before, (unsigned long long)after,
		     after < before ? " (the counters were cleared for every reader)" : "");
	for (size_t i = 0; i < sizeof(clears) / sizeof(clears[0]); i++) {
		memset(in, 0, sizeof(in));
		MLX5CTL_SET(mbox_in_hdr, in, opcode, clears[i].opcode);
		in[clears[i].clear_bit / 8] |= (uint8_t)(0x80u >> (clears[i].clear_bit % 8));
		st = cmd(fd, FWCTL_RPC_DEBUG_READ_ONLY, in, clears[i].inlen, out, sizeof(out));
		snprintf(what, sizeof(what), "%s with clear at DEBUG_READ_ONLY: EBADMSG",
			 clears[i].name);
		expect_refused(st, what);
	}
}

static void attack_set_hca_cap(int fd)
{
	size_t inlen = MLX5CTL_ST_SZ_BYTES(set_hca_cap_in);
	uint8_t *in = calloc(1, inlen), out[MLX5CTL_ST_SZ_BYTES(set_hca_cap_out)];
	int st;

	if (!in)
		die("out of memory");
	MLX5CTL_SET(set_hca_cap_in, in, opcode, MLX5CTL_CMD_OP_SET_HCA_CAP);
	MLX5CTL_SET(set_hca_cap_in, in, op_mod, MLX5CTL_CAP_TYPE_GENERAL << 1);
	st = cmd(fd, FWCTL_RPC_CONFIGURATION, in, inlen, out, sizeof(out));
	expect_refused(st, "SET_HCA_CAP of the caller's own function (other_function 0): EBADMSG");
	MLX5CTL_SET(set_hca_cap_in, in, other_function, 1);
	MLX5CTL_SET(set_hca_cap_in, in, ec_vf_function, 1);
	st = cmd(fd, FWCTL_RPC_CONFIGURATION, in, inlen, out, sizeof(out));
	expect_refused(st, "SET_HCA_CAP of an embedded-CPU VF (ec_vf_function 1): EBADMSG");
	MLX5CTL_SET(set_hca_cap_in, in, ec_vf_function, 0);
	MLX5CTL_SET(set_hca_cap_in, in, function_id, 1);
	st = cmd(fd, FWCTL_RPC_CONFIGURATION, in, inlen, out, sizeof(out));
	tap(st > 0, "SET_HCA_CAP of another function: delivered, the device refuses (it has none)",
	    "%s", what_st(st));
	free(in);
}

/*
 * Inboxes that end before the dword of a constrained field: the rule reads whole big-endian
 * dwords and the kernel's copy of the inbox is in_len bytes (KASAN reports a read past it).
 */
static void attack_short_inbox(int fd)
{
	static const struct {
		uint16_t opcode;
		const char *name;
		uint32_t clear_bit;
	} cmds[] = {
		{ MLX5CTL_CMD_OP_QUERY_VPORT_COUNTER, "QUERY_VPORT_COUNTER",
		  MLX5CTL_BIT_OFF(query_vport_counter_in, clear) },
		{ MLX5CTL_CMD_OP_QUERY_Q_COUNTER, "QUERY_Q_COUNTER",
		  MLX5CTL_BIT_OFF(query_q_counter_in, clear) },
		{ MLX5CTL_CMD_OP_QUERY_FLOW_COUNTER, "QUERY_FLOW_COUNTER",
		  MLX5CTL_BIT_OFF(query_flow_counter_in, clear) },
	};
	uint8_t in[64] = { 0 }, out[512];
	char what[128];

	for (size_t i = 0; i < sizeof(cmds) / sizeof(cmds[0]); i++) {
		uint32_t end = (cmds[i].clear_bit / 32 + 1) * 4, bad = 0, first = 0;

		memset(in, 0, sizeof(in));
		MLX5CTL_SET(mbox_in_hdr, in, opcode, cmds[i].opcode);
		for (uint32_t l = HDR_IN; l < end; l++)
			if (cmd(fd, FWCTL_RPC_DEBUG_READ_ONLY, in, l, out, sizeof(out)) != -EBADMSG &&
			    !bad++)
				first = l;
		snprintf(what, sizeof(what), "%s cut short (%u..%u bytes, before clear): EBADMSG "
			 "for every length", cmds[i].name, (unsigned int)HDR_IN, end - 1);
		tap(!bad, what, "%u lengths not refused, the first %u", bad, first);
	}
}

/* the other file's UID: destroying it is not the caller's to do, at any scope */
static void attack_other_uid(int fd)
{
	uint8_t in[MLX5CTL_ST_SZ_BYTES(destroy_uctx_in)] = { 0 };
	uint8_t out[MLX5CTL_ST_SZ_BYTES(destroy_uctx_out)];
	struct fwctl_info_mlx5 md;
	int fd2 = dev_open(), st;

	if (fd2 < 0 || info_of(fd2, &md)) {
		tap(false, "a second file", "%s", ename(errno));
		return;
	}
	MLX5CTL_SET(destroy_uctx_in, in, opcode, MLX5CTL_CMD_OP_DESTROY_UCTX);
	MLX5CTL_SET(destroy_uctx_in, in, uid, md.uid);
	st = cmd(fd, FWCTL_RPC_DEBUG_WRITE_FULL, in, sizeof(in), out, sizeof(out));
	expect_refused(st, "DESTROY_UCTX of another file's UID at DEBUG_WRITE_FULL: EBADMSG");
	st = query_issi(fd2, FWCTL_RPC_DEBUG_READ_ONLY, 0, 0);
	tap(st == 0, "... and the other file still works", "%s", what_st(st));
	close(fd2);
}

static int run_attacks(void)
{
	int fd = dev_open();

	if (fd < 0)
		die("open %s: %s", devpath, strerror(errno));
	if (caps_get(caps_saved))
		die("capget: %s", strerror(errno));
	attack_tunnel(fd);
	attack_kernel_mkey(fd);
	attack_access_reg(fd);
	attack_counter_clear(fd);
	attack_set_hca_cap(fd);
	attack_short_inbox(fd);
	attack_other_uid(fd);
	expect_errno(close(fd) ? errno : 0, 0, "close");
	printf("1..%d\n", ntests);
	return nfail ? 1 : 0;
}

/* ---- what a read may do and what it may reveal ------------------------------------------- */

#include "../reads.h"

static int reads_rpc(int fd, int scope, const void *in, size_t inlen, void *out, size_t outlen)
{
	return cmd(fd, (uint32_t)scope, in, inlen, out, outlen);
}

static bool tainted_fwctl(void)
{
	return tainted(TAINT_FWCTL_BIT);
}

static uint16_t uid_of(int fd)
{
	struct fwctl_info_mlx5 md;

	if (info_of(fd, &md))
		die("INFO: %s", strerror(errno));
	return (uint16_t)md.uid;
}

/* the cases both kernels share (tests/vm/reads.h): fwctl's errno is EBADMSG, at every scope */
static const struct reads_kernel reads_fwctl = {
	.refused = EBADMSG, .scopes = true, .rpc = reads_rpc, .tainted = tainted_fwctl,
	.uid = uid_of, .open = dev_open,
};

static int run_reads(bool measure, const char *dir)
{
	int fd = dev_open();

	rk = &reads_fwctl;
	reads_verdicts = !measure;
	reads_dir = dir;
	if (fd < 0)
		die("open %s: %s", devpath, strerror(errno));
	reads_acting_fields(fd);
	reads_eqs(fd);
	reads_kernel_mkeys(fd);
	reads_contexts(fd);
	/* no UMEM or MKEY of a user context: fwctl/mlx5 lets nothing create one */
	close(fd);
	if (reads_verdicts)
		printf("1..%d\n", ntests);
	return nfail ? 1 : 0;
}

/* ---- lifetimes -------------------------------------------------------------------------------- */

static void touch(const char *path, const char *text)
{
	FILE *f = fopen(path, "w");

	if (!f)
		die("create %s: %s", path, strerror(errno));
	fputs(text, f);
	fclose(f);
}

static int __attribute__((noreturn)) run_hold(const char *file)
{
	struct fwctl_info_mlx5 a, b;
	int fa = dev_open(), fb = dev_open();
	char text[64];

	if (fa < 0 || fb < 0)
		die("open %s: %s", devpath, strerror(errno));
	if (info_of(fa, &a) || info_of(fb, &b))
		die("INFO: %s", strerror(errno));
	snprintf(text, sizeof(text), "%u %u\n", a.uid, b.uid);
	touch(file, text);
	for (;;)
		pause();
}

static int run_probe(void)
{
	struct fwctl_info_mlx5 md;
	int fd = dev_open(), st;

	if (fd < 0)
		die("open %s: %s", devpath, strerror(errno));
	expect_errno(info_of(fd, &md), 0, "INFO");
	st = query_issi(fd, FWCTL_RPC_DEBUG_READ_ONLY, 0, 0);
	tap(st == 0, "QUERY_ISSI: status 0", "%s", what_st(st));
	st = access_reg(fd, FWCTL_RPC_DEBUG_READ_ONLY, MLX5CTL_CMD_OP_ACCESS_REG, MLX5CTL_REG_MGIR,
			MLX5CTL_ACCESS_REG_OP_MOD_READ, 0, 0, NULL, MLX5CTL_ST_SZ_BYTES(mgir_reg),
			NULL);
	tap(st == 0, "ACCESS_REG MGIR read: status 0", "%s", what_st(st));
	expect_errno(close(fd) ? errno : 0, 0, "close");
	printf("1..%d\n", ntests);
	return nfail ? 1 : 0;
}

static int run_loop(const char *file)
{
	struct fwctl_info_mlx5 md;
	unsigned long n = 0;
	int fd = dev_open(), st, e;

	if (fd < 0)
		die("open %s: %s", devpath, strerror(errno));
	if (info_of(fd, &md))
		die("INFO: %s", strerror(errno));
	touch(file, "");
	do {
		st = n++ % 2 ? query_issi(fd, FWCTL_RPC_DEBUG_READ_ONLY, 0, 0) :
			       access_reg(fd, FWCTL_RPC_DEBUG_READ_ONLY, MLX5CTL_CMD_OP_ACCESS_REG,
					  MLX5CTL_REG_MGIR, MLX5CTL_ACCESS_REG_OP_MOD_READ, 0, 0,
					  NULL, MLX5CTL_ST_SZ_BYTES(mgir_reg), NULL);
	} while (st >= 0);
	diag("UID %u: %lu RPCs until the device went away", md.uid, n);
	tap(st == -ENODEV, "RPC of a file whose device went away: ENODEV", "%s", what_st(st));
	e = info_of(fd, &md);
	expect_errno(e, ENODEV, "INFO of the orphaned file: ENODEV");
	expect_errno(xioctl(fd, _IO(FWCTL_TYPE, 4), &md), ENOTTY,
		     "an unknown ioctl of the orphaned file: ENOTTY");
	expect_errno(close(fd) ? errno : 0, 0, "close of the orphaned file");
	printf("1..%d\n", ntests);
	return nfail ? 1 : 0;
}

/* ---- user memory (FWCTL_RSC_UMEM_REG, FWCTL_RSC_DESTROY) --------------------------------- */

/* the uAPI as NVIDIA's out-of-tree fwctl has it and kernel/fwctl/ adds it: the library's copy
 * (lib/uapi/fwctl-nvidia/fwctl_rsc.h, pinned by test_uapi_rsc) */

/* binary compatible with mstflint's header: the sizes and offsets it compiles to */
_Static_assert(sizeof(struct fwctl_rsc_umem_reg) == 48, "fwctl_rsc_umem_reg size");
_Static_assert(offsetof(struct fwctl_rsc_umem_reg, flags) == 8, "umem_reg.flags");
_Static_assert(offsetof(struct fwctl_rsc_umem_reg, addr) == 16, "umem_reg.addr");
_Static_assert(offsetof(struct fwctl_rsc_umem_reg, len) == 24, "umem_reg.len");
_Static_assert(offsetof(struct fwctl_rsc_umem_reg, umem_id) == 32, "umem_reg.umem_id");
_Static_assert(offsetof(struct fwctl_rsc_umem_reg, mkey_id) == 36, "umem_reg.mkey_id");
_Static_assert(offsetof(struct fwctl_rsc_umem_reg, rsc_id) == 40, "umem_reg.rsc_id");
_Static_assert(sizeof(struct fwctl_rsc_destroy) == 24, "fwctl_rsc_destroy size");
_Static_assert(offsetof(struct fwctl_rsc_destroy, type) == 16, "rsc_destroy.type");
_Static_assert(offsetof(struct fwctl_rsc_destroy, rsc_id) == 20, "rsc_destroy.rsc_id");
_Static_assert(FWCTL_RSC_DESTROY == 0x9a02 && FWCTL_RSC_UMEM_REG == 0x9a03, "ioctl numbers");

#define UMEM_MAX_LEN	(64u << 20)	/* mlx5_fwctl.rst: one registration */
#define UCTX_CAP_INTERNAL_DEV_RES 0x2

static int umem_reg(int fd, const void *addr, uint64_t len, uint64_t flags,
		    struct fwctl_rsc_umem_reg *r)
{
	memset(r, 0, sizeof(*r));
	r->size = sizeof(*r);
	r->flags = flags;
	r->addr = (uintptr_t)addr;
	r->len = len;
	return xioctl(fd, FWCTL_RSC_UMEM_REG, r);
}

static int rsc_destroy(int fd, uint32_t type, uint32_t id, uint64_t flags)
{
	struct fwctl_rsc_destroy d = {
		.size = sizeof(d), .flags = flags, .type = type, .rsc_id = id,
	};

	return xioctl(fd, FWCTL_RSC_DESTROY, &d);
}

/* this process's pinned memory (VmPin of /proc/self/status), in KiB; -1 if unknown */
static long vm_pin_kib(void)
{
	char line[128];
	long kib = -1;
	FILE *f = fopen("/proc/self/status", "r");

	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "VmPin: %ld kB", &kib) == 1)
			break;
	fclose(f);
	return kib;
}

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

/*
 * A RESOURCE_DUMP of segment type `type` at scope, inline (mkey 0: 208 bytes a call) or into
 * buf (len bytes) through mkey (address 0 = the buffer's first byte), until more_dump is clear.
 * The stream goes to *out (malloc'ed, *outlen bytes). <0 -errno, else status; *rpcs calls.
 */
static int dump_stream(int fd, uint32_t scope, uint16_t type, uint32_t mkey, const uint8_t *buf,
		       uint32_t len, uint8_t **out, size_t *outlen, unsigned int *rpcs)
{
	uint8_t reg[MLX5CTL_ST_SZ_BYTES(resource_dump)] = { 0 };
	uint8_t res[MLX5CTL_ST_SZ_BYTES(resource_dump)];
	size_t inline_max = MLX5CTL_FLD_SZ_BYTES(resource_dump, inline_data), cap = 0;
	int st;

	*out = NULL;
	*outlen = 0;
	*rpcs = 0;
	MLX5CTL_SET(resource_dump, reg, segment_type, type);
	for (;;) {
		const uint8_t *src;
		uint32_t got;

		MLX5CTL_SET(resource_dump, reg, inline_dump, !mkey);
		MLX5CTL_SET(resource_dump, reg, mkey, mkey);
		MLX5CTL_SET(resource_dump, reg, size, mkey ? len : 0);
		MLX5CTL_SET64(resource_dump, reg, address, 0);
		memset(res, 0, sizeof(res));
		st = access_reg(fd, scope, MLX5CTL_CMD_OP_ACCESS_REG, MLX5CTL_REG_RESOURCE_DUMP,
				MLX5CTL_ACCESS_REG_OP_MOD_READ, 0, 0, reg, sizeof(reg), res);
		if (st)
			return st;
		(*rpcs)++;
		got = MLX5CTL_GET(resource_dump, res, size);
		src = mkey ? buf : (const uint8_t *)MLX5CTL_ADDR_OF(resource_dump, res, inline_data);
		if (got > (mkey ? len : inline_max) || *rpcs > 100000)
			return -EPROTO;
		if (*outlen + got > cap) {
			cap = (*outlen + got) * 2;
			*out = realloc(*out, cap);
			if (!*out)
				die("out of memory");
		}
		memcpy(*out + *outlen, src, got);
		*outlen += got;
		if (!MLX5CTL_GET(resource_dump, res, more_dump))
			return 0;
		if (!got)
			return -EPROTO;
		memcpy(reg, res, sizeof(reg));	/* seq_num and device_opaque carry on */
	}
}

static void test_umem_args(int fd)
{
	uint8_t *buf = map_rw(16 * PAGE), *ro;
	struct fwctl_rsc_umem_reg r;
	struct {
		struct fwctl_rsc_umem_reg r;
		uint64_t tail;
	} big;
	long pin0 = vm_pin_kib(), pin;
	int err;

	/* a plain UMEM, no key */
	err = umem_reg(fd, buf, 16 * PAGE, 0, &r);
	expect_errno(err, 0, "UMEM_REG of 64 KiB, no flags");
	tap(!err && r.umem_id && !r.mkey_id, "... a UMEM id, no MKEY", "umem_id 0x%x mkey_id 0x%x",
	    r.umem_id, r.mkey_id);
	pin = vm_pin_kib();
	tap(pin - pin0 == 64, "... 64 KiB accounted as pinned (VmPin)", "%ld KiB -> %ld KiB", pin0,
	    pin);
	expect_errno(rsc_destroy(fd, FWCTL_RSC_TYPE_UMEM, r.rsc_id, 0), 0, "RSC_DESTROY of it");
	tap(vm_pin_kib() == pin0, "... VmPin back", "%ld KiB", vm_pin_kib());
	expect_errno(rsc_destroy(fd, FWCTL_RSC_TYPE_UMEM, r.rsc_id, 0), ENOENT,
		     "RSC_DESTROY of it again: ENOENT");

	/* with a key, not page aligned */
	err = umem_reg(fd, buf + 100, 8 * PAGE, FWCTL_UMEM_FLAG_MKEY, &r);
	expect_errno(err, 0, "UMEM_REG with FWCTL_UMEM_FLAG_MKEY at addr + 100");
	tap(!err && r.umem_id && r.mkey_id, "... a UMEM and an MKEY", "umem_id 0x%x mkey_id 0x%x",
	    r.umem_id, r.mkey_id);
	tap(vm_pin_kib() - pin0 == 36, "... 9 pages pinned (the buffer spans them)", "%ld KiB",
	    vm_pin_kib() - pin0);
	expect_errno(rsc_destroy(fd, FWCTL_RSC_TYPE_UMEM, r.rsc_id, 1), EOPNOTSUPP,
		     "RSC_DESTROY with flags: EOPNOTSUPP");
	expect_errno(rsc_destroy(fd, 1, r.rsc_id, 0), EOPNOTSUPP,
		     "RSC_DESTROY of type 1: EOPNOTSUPP");
	expect_errno(rsc_destroy(fd, FWCTL_RSC_TYPE_UMEM, r.rsc_id + 1000, 0), ENOENT,
		     "RSC_DESTROY of an id never given: ENOENT");
	expect_errno(rsc_destroy(fd, FWCTL_RSC_TYPE_UMEM, r.rsc_id, 0), 0,
		     "RSC_DESTROY of the keyed UMEM (key, PD, UMEM)");

	/* flags */
	expect_errno(umem_reg(fd, buf, PAGE, FWCTL_UMEM_FLAG_MKEY | FWCTL_UMEM_FLAG_MCDD, &r),
		     0, "UMEM_REG with FWCTL_UMEM_FLAG_MKEY|MCDD (as mstflint asks)");
	tap(r.mkey_id != 0, "MKEY|MCDD: a key", "MKEY|MCDD gave no key");
	expect_errno(rsc_destroy(fd, FWCTL_RSC_TYPE_UMEM, r.rsc_id, 0), 0,
		     "RSC_DESTROY of the MKEY|MCDD registration");
	expect_errno(umem_reg(fd, buf, PAGE, FWCTL_UMEM_FLAG_MCDD, &r), 0,
		     "UMEM_REG with FWCTL_UMEM_FLAG_MCDD alone");
	tap(r.mkey_id != 0, "MCDD alone: a key", "MCDD alone gave no key");
	expect_errno(rsc_destroy(fd, FWCTL_RSC_TYPE_UMEM, r.rsc_id, 0), 0,
		     "RSC_DESTROY of the MCDD registration");
	expect_errno(umem_reg(fd, buf, PAGE, 1u << 2, &r), EOPNOTSUPP,
		     "UMEM_REG with an unknown flag: EOPNOTSUPP");
	expect_errno(umem_reg(fd, buf, PAGE, 1ull << 63, &r), EOPNOTSUPP,
		     "UMEM_REG with flag bit 63: EOPNOTSUPP");

	/* the struct's size */
	memset(&r, 0, sizeof(r));
	r.size = 8;
	r.addr = (uintptr_t)buf;
	r.len = PAGE;
	expect_errno(xioctl(fd, FWCTL_RSC_UMEM_REG, &r), EINVAL, "UMEM_REG with size 8: EINVAL");
	memset(&big, 0, sizeof(big));
	big.r.size = sizeof(big);
	big.r.addr = (uintptr_t)buf;
	big.r.len = PAGE;
	big.tail = 1;
	expect_errno(xioctl(fd, FWCTL_RSC_UMEM_REG, &big), E2BIG,
		     "UMEM_REG with a non-zero byte past the struct: E2BIG");
	big.tail = 0;
	err = xioctl(fd, FWCTL_RSC_UMEM_REG, &big);
	expect_errno(err, 0, "UMEM_REG with a zero tail past the struct");
	if (!err)
		rsc_destroy(fd, FWCTL_RSC_TYPE_UMEM, big.r.rsc_id, 0);
	memset(&r, 0, sizeof(r));
	r.size = offsetof(struct fwctl_rsc_umem_reg, rsc_id) + 4;
	r.addr = (uintptr_t)buf;
	r.len = PAGE;
	err = xioctl(fd, FWCTL_RSC_UMEM_REG, &r);
	expect_errno(err, 0, "UMEM_REG with size 44 (no padding)");
	if (!err)
		rsc_destroy(fd, FWCTL_RSC_TYPE_UMEM, r.rsc_id, 0);

	/* lengths and addresses */
	expect_errno(umem_reg(fd, buf, 0, 0, &r), EINVAL, "UMEM_REG of 0 bytes: EINVAL");
	expect_errno(umem_reg(fd, buf, UMEM_MAX_LEN + 1ull, 0, &r), EINVAL,
		     "UMEM_REG of 64 MiB + 1: EINVAL");
	expect_errno(umem_reg(fd, buf, 1ull << 40, 0, &r), EINVAL, "UMEM_REG of 1 TiB: EINVAL");
	expect_errno(umem_reg(fd, (void *)(uintptr_t)(~0ull - PAGE), 2 * PAGE, 0, &r), EINVAL,
		     "UMEM_REG whose addr + len overflows: EINVAL");
	expect_errno(umem_reg(fd, unmapped_addr(), 2 * PAGE, 0, &r), EFAULT,
		     "UMEM_REG of an unmapped range: EFAULT");
	ro = mmap(NULL, 2 * PAGE, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (ro == MAP_FAILED)
		die("mmap: %s", strerror(errno));
	expect_errno(umem_reg(fd, ro, 2 * PAGE, FWCTL_UMEM_FLAG_MKEY, &r), EFAULT,
		     "UMEM_REG of a read-only mapping: EFAULT");
	munmap(ro, 2 * PAGE);
	expect_errno(umem_reg(fd, NULL, PAGE, 0, &r), EFAULT, "UMEM_REG of address 0: EFAULT");
	tap(vm_pin_kib() == pin0, "after the refusals nothing is pinned", "%ld KiB",
	    vm_pin_kib() - pin0);

	/* RLIMIT_MEMLOCK, without CAP_IPC_LOCK */
	{
		struct rlimit old, lim = { 64 * 1024, 64 * 1024 };

		getrlimit(RLIMIT_MEMLOCK, &old);
		cap_drop(CAP_IPC_LOCK);
		if (setrlimit(RLIMIT_MEMLOCK, &lim))
			die("setrlimit: %s", strerror(errno));
		expect_errno(umem_reg(fd, buf, 16 * PAGE, 0, &r), 0,
			     "RLIMIT_MEMLOCK 64 KiB, no CAP_IPC_LOCK: UMEM_REG of 64 KiB");
		expect_errno(umem_reg(fd, buf, PAGE, 0, &big.r), ENOMEM,
			     "... one page more: ENOMEM");
		rsc_destroy(fd, FWCTL_RSC_TYPE_UMEM, r.rsc_id, 0);
		expect_errno(umem_reg(fd, buf, PAGE, 0, &r), 0, "... after RSC_DESTROY, room again");
		rsc_destroy(fd, FWCTL_RSC_TYPE_UMEM, r.rsc_id, 0);
		setrlimit(RLIMIT_MEMLOCK, &old);
		caps_restore();
	}
	munmap(buf, 16 * PAGE);
}

/* at the limit: 64 MiB takes, and with a key */
static void test_umem_max(int fd)
{
	uint8_t *big = map_rw(UMEM_MAX_LEN + PAGE);
	struct fwctl_rsc_umem_reg r;
	int err;

	err = umem_reg(fd, big, UMEM_MAX_LEN, FWCTL_UMEM_FLAG_MKEY, &r);
	expect_errno(err, 0, "UMEM_REG of 64 MiB (the limit) with an MKEY");
	if (!err)
		expect_errno(rsc_destroy(fd, FWCTL_RSC_TYPE_UMEM, r.rsc_id, 0), 0,
			     "... RSC_DESTROY of it");
	expect_errno(umem_reg(fd, big + 1, UMEM_MAX_LEN, 0, &r), 0,
		     "UMEM_REG of 64 MiB from addr + 1 (16385 pages)");
	rsc_destroy(fd, FWCTL_RSC_TYPE_UMEM, r.rsc_id, 0);
	munmap(big, UMEM_MAX_LEN + PAGE);
}

/* another file: its resource ids and its key are not this file's */
static void test_umem_other_file(int fd)
{
	uint8_t *b2 = map_rw(4 * PAGE), *b1 = map_rw(4 * PAGE);
	struct fwctl_rsc_umem_reg r2;
	uint8_t *s = NULL;
	unsigned int rpcs;
	size_t n;
	int fd2 = dev_open(), st;

	if (fd2 < 0)
		die("open %s: %s", devpath, strerror(errno));
	memset(b2, 0x5a, 4 * PAGE);
	expect_errno(umem_reg(fd2, b2, 4 * PAGE, FWCTL_UMEM_FLAG_MKEY, &r2), 0,
		     "a second file registers 16 KiB with an MKEY");
	expect_errno(rsc_destroy(fd, FWCTL_RSC_TYPE_UMEM, r2.rsc_id, 0), ENOENT,
		     "RSC_DESTROY of the other file's rsc_id: ENOENT");
	/* the first file's dump through the second file's key: the firmware refuses it */
	st = dump_menu_to(fd, 0, r2.mkey_id, 0, 4 * PAGE);
	tap(st == MLX5CTL_CMD_STAT_BAD_PARAM_ERR,
	    "RESOURCE_DUMP through another file's (UID's) MKEY: the device refuses",
	    "%s", what_st(st));
	tap(b2[0] == 0x5a && b2[4 * PAGE - 1] == 0x5a, "... its buffer is untouched", "written");
	/* the second file's own dump works, through its key */
	st = dump_stream(fd2, FWCTL_RPC_DEBUG_READ_ONLY, MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MENU,
			 r2.mkey_id, b2, 4 * PAGE, &s, &n, &rpcs);
	tap(st == 0 && n > 0, "the second file dumps the menu through its own MKEY",
	    "%s, %zu bytes", what_st(st), n);
	free(s);
	/* a dump is debug information: not at the configuration scope */
	st = dump_stream(fd2, FWCTL_RPC_CONFIGURATION, MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MENU,
			 r2.mkey_id, b2, 4 * PAGE, &s, &n, &rpcs);
	expect_refused(st, "RESOURCE_DUMP at FWCTL_RPC_CONFIGURATION: EBADMSG");
	free(s);
	/* the second file closes with its UMEM registered */
	expect_errno(close(fd2) ? errno : 0, 0, "close of the second file with its UMEM registered");
	munmap(b1, 4 * PAGE);
	munmap(b2, 4 * PAGE);
}

/* the core dump through a UMEM, against the inline one */
static void test_umem_core_dump(int fd)
{
	const uint32_t ulen = 2u << 20;
	uint8_t *buf = map_rw(ulen), *s1 = NULL, *s2 = NULL;
	struct fwctl_rsc_umem_reg r;
	unsigned int rpcs1 = 0, rpcs2 = 0;
	size_t n1 = 0, n2 = 0;
	double t0, t1, t2;
	int err, st1, st2;

	err = umem_reg(fd, buf, ulen, FWCTL_UMEM_FLAG_MKEY, &r);
	expect_errno(err, 0, "UMEM_REG of 2 MiB with an MKEY for the core dump");
	if (err)
		return;
	t0 = now_s();
	st1 = dump_stream(fd, FWCTL_RPC_DEBUG_READ_ONLY, MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_CORE_DUMP,
			  r.mkey_id, buf, ulen, &s1, &n1, &rpcs1);
	t1 = now_s();
	tap(st1 == 0 && n1 > (1u << 20), "core dump segment through the UMEM's MKEY",
	    "%s, %zu bytes", what_st(st1), n1);
	st2 = dump_stream(fd, FWCTL_RPC_DEBUG_READ_ONLY, MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_CORE_DUMP,
			  0, NULL, 0, &s2, &n2, &rpcs2);
	t2 = now_s();
	tap(st2 == 0 && n2 == n1 && !memcmp(s1, s2, n1),
	    "... the same bytes as the inline core dump", "%s, %zu vs %zu bytes", what_st(st2), n2,
	    n1);
	diag("core dump %zu bytes: UMEM %u RPC(s) %.3f s, inline %u RPCs %.3f s (%.1fx)", n1,
	     rpcs1, t1 - t0, rpcs2, t2 - t1, (t2 - t1) / (t1 - t0 > 0 ? t1 - t0 : 1e-9));
	free(s1);
	free(s2);
	/* left registered: the file's close destroys it */
}

/*
 * After registration the buffer is unmapped, or the process forks: the device writes into the
 * pages the kernel pinned, which stay the registrant's (a fork copies pinned anonymous pages
 * for the child), and nothing else.
 */
static void test_umem_unmap_fork(int fd)
{
	uint8_t *buf = map_rw(4 * PAGE), *s1 = NULL, *s2 = NULL;
	struct fwctl_rsc_umem_reg r;
	unsigned int rpcs;
	size_t n1 = 0, n2 = 0;
	long pin0 = vm_pin_kib();
	int st, status = -1;
	pid_t pid;

	/* unmapped after registration */
	if (umem_reg(fd, buf, 4 * PAGE, FWCTL_UMEM_FLAG_MKEY, &r))
		die("UMEM_REG: %s", strerror(errno));
	munmap(buf, 4 * PAGE);
	st = dump_menu_to(fd, 0, r.mkey_id, 0, 4 * PAGE);
	tap(st == 0, "RESOURCE_DUMP into a UMEM whose buffer was unmapped: done (pinned pages)",
	    "%s", what_st(st));
	expect_errno(rsc_destroy(fd, FWCTL_RSC_TYPE_UMEM, r.rsc_id, 0), 0,
		     "... RSC_DESTROY of it");
	tap(vm_pin_kib() == pin0, "... nothing left pinned", "%ld KiB", vm_pin_kib() - pin0);

	/* a fork after registration: the child scribbles on its copy, the parent dumps */
	buf = map_rw(4 * PAGE);
	memset(buf, 0x11, 4 * PAGE);
	if (umem_reg(fd, buf, 4 * PAGE, FWCTL_UMEM_FLAG_MKEY, &r))
		die("UMEM_REG: %s", strerror(errno));
	pid = fork();
	if (pid < 0)
		die("fork: %s", strerror(errno));
	if (!pid) {
		memset(buf, 0xaa, 4 * PAGE);
		_exit(0);
	}
	waitpid(pid, &status, 0);
	tap(buf[0] == 0x11, "after a fork the child's writes stay in its copy", "0x%02x", buf[0]);
	st = dump_stream(fd, FWCTL_RPC_DEBUG_READ_ONLY, MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MENU,
			 r.mkey_id, buf, 4 * PAGE, &s1, &n1, &rpcs);
	dump_stream(fd, FWCTL_RPC_DEBUG_READ_ONLY, MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MENU, 0, NULL,
		    0, &s2, &n2, &rpcs);
	tap(st == 0 && n1 && n1 == n2 && !memcmp(s1, s2, n1),
	    "... the parent's dump through its UMEM lands in its buffer (as the inline one)",
	    "%s, %zu vs %zu bytes", what_st(st), n1, n2);
	free(s1);
	free(s2);
	expect_errno(rsc_destroy(fd, FWCTL_RSC_TYPE_UMEM, r.rsc_id, 0), 0,
		     "... RSC_DESTROY of it");
	munmap(buf, 4 * PAGE);
}

static int run_umem(void)
{
	struct fwctl_info_mlx5 md;
	struct fwctl_rsc_umem_reg r;
	uint8_t *keep = map_rw(8 * PAGE);
	int fd = dev_open();

	if (fd < 0)
		die("open %s: %s", devpath, strerror(errno));
	if (caps_get(caps_saved))
		die("capget: %s", strerror(errno));
	expect_errno(info_of(fd, &md), 0, "INFO");
	tap(md.uctx_caps & UCTX_CAP_INTERNAL_DEV_RES,
	    "the user context has INTERNAL_DEV_RES (the device offers it)", "uctx_caps 0x%x",
	    md.uctx_caps);
	/* opened without CAP_SYS_RAWIO: no INTERNAL_DEV_RES, no core dump */
	{
		struct fwctl_info_mlx5 m3;
		uint8_t *s3 = NULL;
		unsigned int rpcs;
		size_t n3;
		int fd3, st;

		cap_drop(CAP_SYS_RAWIO);
		fd3 = dev_open();
		caps_restore();
		if (fd3 < 0)
			die("open %s: %s", devpath, strerror(errno));
		expect_errno(info_of(fd3, &m3), 0, "INFO of a file opened without CAP_SYS_RAWIO");
		tap(!(m3.uctx_caps & UCTX_CAP_INTERNAL_DEV_RES), "... no INTERNAL_DEV_RES",
		    "uctx_caps 0x%x", m3.uctx_caps);
		st = dump_stream(fd3, FWCTL_RPC_DEBUG_READ_ONLY,
				 MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_CORE_DUMP, 0, NULL, 0, &s3, &n3,
				 &rpcs);
		tap(st == MLX5CTL_CMD_STAT_BAD_PARAM_ERR,
		    "... its core dump: the device refuses (even with CAP_SYS_RAWIO now)", "%s",
		    what_st(st));
		free(s3);
		close(fd3);
	}
	test_umem_args(fd);
	test_umem_max(fd);
	test_umem_other_file(fd);
	test_umem_unmap_fork(fd);
	test_umem_core_dump(fd);
	expect_errno(umem_reg(fd, keep, 8 * PAGE, FWCTL_UMEM_FLAG_MKEY, &r), 0,
		     "one more UMEM with an MKEY, left for close");
	expect_errno(close(fd) ? errno : 0, 0, "close with UMEMs registered");
	tap(vm_pin_kib() == 0, "after close nothing is pinned (VmPin)", "%ld KiB", vm_pin_kib());
	printf("1..%d\n", ntests);
	return nfail ? 1 : 0;
}

/* open, register 4 pages with an MKEY, create FILE, sleep until killed */
static int __attribute__((noreturn)) run_umem_hold(const char *file)
{
	uint8_t *buf = map_rw(4 * PAGE);
	struct fwctl_rsc_umem_reg r;
	int fd = dev_open();

	if (fd < 0)
		die("open %s: %s", devpath, strerror(errno));
	if (umem_reg(fd, buf, 4 * PAGE, FWCTL_UMEM_FLAG_MKEY, &r))
		die("UMEM_REG: %s", strerror(errno));
	touch(file, "");
	for (;;)
		pause();
}

/*
 * open, register 4 pages with an MKEY, create FILE, dump the menu into them until the device
 * goes away; then the dump fails with ENODEV, the registration is gone (nothing pinned), and
 * close works
 */
static int run_umem_loop(const char *file)
{
	uint8_t *buf = map_rw(4 * PAGE);
	struct fwctl_rsc_umem_reg r;
	unsigned long n = 0;
	int fd = dev_open(), st;

	if (fd < 0)
		die("open %s: %s", devpath, strerror(errno));
	if (umem_reg(fd, buf, 4 * PAGE, FWCTL_UMEM_FLAG_MKEY, &r))
		die("UMEM_REG: %s", strerror(errno));
	touch(file, "");
	do {
		st = dump_menu_to(fd, 0, r.mkey_id, 0, 4 * PAGE);
		n++;
	} while (st == 0);
	diag("%lu dumps into the UMEM until the device went away", n);
	tap(st == -ENODEV, "a dump of a file whose device went away: ENODEV", "%s", what_st(st));
	tap(vm_pin_kib() == 0, "the registration went with the device: nothing pinned", "%ld KiB",
	    vm_pin_kib());
	expect_errno(rsc_destroy(fd, FWCTL_RSC_TYPE_UMEM, r.rsc_id, 0), ENODEV,
		     "RSC_DESTROY of the orphaned file: ENODEV");
	expect_errno(umem_reg(fd, buf, PAGE, 0, &r), ENODEV,
		     "UMEM_REG of the orphaned file: ENODEV");
	expect_errno(close(fd) ? errno : 0, 0, "close of the orphaned file");
	printf("1..%d\n", ntests);
	return nfail ? 1 : 0;
}

int main(int argc, char **argv)
{
	const char *mode = argc > 1 ? argv[1] : "uapi";

	find_dev();
	pristine = getenv("MLX5CTL_FWCTL_PRISTINE") && !strcmp(getenv("MLX5CTL_FWCTL_PRISTINE"), "1");
	if (!strcmp(mode, "uapi"))
		return run_uapi();
	if (!strcmp(mode, "attacks"))
		return run_attacks();
	if (!strcmp(mode, "probe"))
		return run_probe();
	if (!strcmp(mode, "hold") && argc > 2)
		run_hold(argv[2]);
	if (!strcmp(mode, "loop") && argc > 2)
		return run_loop(argv[2]);
	if (!strcmp(mode, "reads") || !strcmp(mode, "reads-measure"))
		return run_reads(!strcmp(mode, "reads-measure"), argc > 2 ? argv[2] : NULL);
	if (!strcmp(mode, "umem"))
		return run_umem();
	if (!strcmp(mode, "umem-hold") && argc > 2)
		run_umem_hold(argv[2]);
	if (!strcmp(mode, "umem-loop") && argc > 2)
		return run_umem_loop(argv[2]);
	if (!strcmp(mode, "find") && argc > 2)
		return run_find(argv[2], argc - 3, argv + 3);
	fprintf(stderr, "usage: fwctl_test [uapi | attacks | probe | hold FILE | loop FILE | "
		"reads [DIR] | reads-measure [DIR] | umem | umem-hold FILE | umem-loop FILE | find DIR VALUE...]\n");
	return 2;
}
