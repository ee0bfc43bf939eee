// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * libmlx5ctl's fwctl transport on the host: a Linux 7.3 sysfs and /dev tree
 * (fake_sysfs.py --fwctl), and ioctl() interposed by this program, so the library's FWCTL_INFO
 * and FWCTL_RPC reach a stand-in for fwctl and fwctl/mlx5: fwctl's own checks (sizes, the scope
 * enum, the taint of the debug-write scopes), the scope it was sent with recorded, and the
 * command answered by the firmware model behind tests/unit/fwbackend.c (which does the rest of
 * a driver's part). What is proven: the scope of every command is the spec's (the lowest
 * fwctl/mlx5 grants; tests/unit/test_fwctl_scopes.py holds the spec to upstream's source), a
 * tainting scope is never asked for unless the command needs it, a refusal is one line naming
 * the command, the scope and the kernel; and user memory: on a kernel with NVIDIA's resource
 * ioctls (FWCTL_RSC_UMEM_REG / FWCTL_RSC_DESTROY, which the stand-in then serves as our
 * kernel/fwctl/ series does: the UMEM registered and the MKEY created by the kernel under the
 * file's UID) the dumps go through a UMEM, and on one without (ENOTTY, upstream) inline, asked
 * once per handle; the same bytes every way, the model's DMA-isolation oracle at 0.
 */
#include <check.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <time.h>
#include <unistd.h>

#include <fwctl/fwctl.h>
#include <fwctl/mlx5.h>
#include <fwctl-nvidia/fwctl_rsc.h>

#include "fwbackend.h"
#include "mlx5fw_debug.h"
#include "mlx5ctl.h"

#include "check_run.h"
#include "mlx5ctl_fwctl.h"
/* 6.12's policy (linked in), for the scope it lifts a read to: a kernel header, its types */
typedef uint8_t u8;
typedef uint16_t u16;
typedef uint32_t u32;
typedef uint64_t u64;
#include "mlx5ctl_policy.h"
int mlx5ctl_fwctl_pick_scope(int min, unsigned int flags);	/* lib/internal.h */
int mlx5ctl_fwctl_lift_scope(const void *in, size_t inlen);

/* ---- the stand-in for fwctl + fwctl/mlx5 ---- */
static struct mlx5ctl_dev *model;	/* the firmware model, through the backend */
static unsigned int rpcs, tainted, per_scope[4];
static int last_scope = -1;
static int refuse_opcode = -1;		/* fwctl/mlx5 says EBADMSG to it */
static bool answer_ok;			/* answer every RPC with status OK, reach nothing */
static bool series;			/* fwctl/mlx5 with kernel/fwctl/'s rules (patch 4) */
static bool rsc;			/* the kernel has the resource ioctls (else ENOTTY) */
static unsigned int rsc_regs, rsc_tries, rsc_destroys;	/* REG that succeeded, REG asked, DESTROY */
static uint64_t rsc_flags;		/* the last registration's flags */
static bool rsc_no_mcdd;		/* FWCTL_UMEM_FLAG_MCDD: EOPNOTSUPP (our series) */

/* the stand-in kernel's registrations: the UMEM, and the PD and MKEY it made over it */
#define MAX_RSC 8
static struct {
	bool used;
	uint32_t umem, pd, mkey;
} rscs[MAX_RSC];

/* our series' rules, generated/kernel/fwctl_constraints.c renamed (CMakeLists.txt) */
const char *fwctl_rpc_violation(const void *in, size_t inlen);
const char *fwctl_reg_violation(const void *in, size_t inlen, enum fwctl_rpc_scope scope);

static int fake_info(struct fwctl_info *fi)
{
	struct mlx5ctl_devinfo di = { .size = sizeof(di) };
	struct fwctl_info_mlx5 md = { 0 };

	if (fi->size < sizeof(*fi) || fi->flags)
		return -EINVAL;
	if (mlx5ctl_info(model, &di))
		return -EIO;
	md.uid = di.uid;
	md.uctx_caps = 0x4;	/* TOOLS_RESOURCES: all fwctl/mlx5 asks for */
	fi->out_device_type = FWCTL_DEVICE_TYPE_MLX5;
	memcpy((void *)(uintptr_t)fi->out_device_data, &md,
	       fi->device_data_len < sizeof(md) ? fi->device_data_len : sizeof(md));
	return 0;
}

static int fake_rpc(struct fwctl_rpc *r)
{
	const void *in = (const void *)(uintptr_t)r->in;
	void *out = (void *)(uintptr_t)r->out;

	if (r->size < sizeof(*r))
		return -EINVAL;
	if (r->in_len > 2u << 20 || r->out_len > 2u << 20)
		return -EMSGSIZE;
	if (r->scope > FWCTL_RPC_DEBUG_WRITE_FULL)
		return -EOPNOTSUPP;
	if (r->scope >= FWCTL_RPC_DEBUG_WRITE)
		tainted++;
	if (r->in_len < 16 || r->out_len < 16)
		return -EMSGSIZE;
	rpcs++;
	per_scope[r->scope]++;
	last_scope = (int)r->scope;
	if ((int)MLX5CTL_GET(mbox_in_hdr, in, opcode) == refuse_opcode)
		return -EBADMSG;
	if (series && (fwctl_rpc_violation(in, r->in_len) ||
		       fwctl_reg_violation(in, r->in_len, (enum fwctl_rpc_scope)r->scope)))
		return -EBADMSG;
	if (answer_ok) {
		memset(out, 0, r->out_len);
		return 0;
	}
	return mlx5ctl_rpc(model, in, r->in_len, out, r->out_len);
}

/* struct sizes from NVIDIA's header: what the kernel takes (smaller: EINVAL) */
static int fake_umem_reg(struct fwctl_rsc_umem_reg *r)
{
	uint8_t pin[MLX5CTL_ST_SZ_BYTES(alloc_pd_in)] = { 0 };
	uint8_t pout[MLX5CTL_ST_SZ_BYTES(alloc_pd_out)] = { 0 };
	uint8_t min[MLX5CTL_ST_SZ_BYTES(create_mkey_in)] = { 0 };
	uint8_t mout[MLX5CTL_ST_SZ_BYTES(create_mkey_out)] = { 0 };
	void *mkc = MLX5CTL_ADDR_OF(create_mkey_in, min, memory_key_mkey_entry);
	int slot = -1;

	rsc_tries++;
	if (!rsc)
		return -ENOTTY;
	rsc_flags = r->flags;
	if (rsc_no_mcdd && (r->flags & FWCTL_UMEM_FLAG_MCDD))
		return -EOPNOTSUPP;
	if (r->size < sizeof(*r))
		return -EINVAL;
	if (r->flags & ~(uint64_t)(FWCTL_UMEM_FLAG_MKEY | FWCTL_UMEM_FLAG_MCDD))
		return -EOPNOTSUPP;
	if ((r->flags & FWCTL_UMEM_FLAG_MCDD) && !(r->flags & FWCTL_UMEM_FLAG_MKEY))
		return -EINVAL;
	if (!r->len || r->addr % 4096)
		return -EINVAL;
	for (int i = 0; i < MAX_RSC; i++)
		if (!rscs[i].used) {
			slot = i;
			break;
		}
	if (slot < 0)
		return -ENOSPC;
	/* the UMEM under the file's UID: the model's handle plays the kernel's part */
	if (mlx5ctl_umem_reg(model, (void *)(uintptr_t)r->addr, r->len, &rscs[slot].umem))
		return -EIO;
	rscs[slot].pd = rscs[slot].mkey = 0;
	if (r->flags & FWCTL_UMEM_FLAG_MKEY) {
		MLX5CTL_SET(alloc_pd_in, pin, opcode, MLX5CTL_CMD_OP_ALLOC_PD);
		ck_assert_int_eq(mlx5ctl_cmd(model, pin, sizeof(pin), pout, sizeof(pout)), 0);
		rscs[slot].pd = MLX5CTL_GET(alloc_pd_out, pout, pd);
		/* the kernel's choice: all of the UMEM, local read and write, nothing else */
		MLX5CTL_SET(create_mkey_in, min, opcode, MLX5CTL_CMD_OP_CREATE_MKEY);
		MLX5CTL_SET(create_mkey_in, min, mkey_umem_valid, 1);
		MLX5CTL_SET(create_mkey_in, min, mkey_umem_id, rscs[slot].umem);
		MLX5CTL_SET(mkc, mkc, access_mode_1_0, MLX5CTL_MKC_ACCESS_MODE_MTT);
		MLX5CTL_SET(mkc, mkc, lr, 1);
		MLX5CTL_SET(mkc, mkc, lw, 1);
		MLX5CTL_SET(mkc, mkc, pd, rscs[slot].pd);
		MLX5CTL_SET(mkc, mkc, qpn, 0xffffff);
		MLX5CTL_SET(mkc, mkc, mkey_7_0, 0xa5);
		/* as our kernel/fwctl/ series: address 0 is the buffer's first byte */
		MLX5CTL_SET64(mkc, mkc, len, r->len);
		MLX5CTL_SET(mkc, mkc, log_page_size, 12);
		ck_assert_int_eq(mlx5ctl_cmd(model, min, sizeof(min), mout, sizeof(mout)), 0);
		rscs[slot].mkey = MLX5CTL_GET(create_mkey_out, mout, mkey_index) << 8 | 0xa5;
	}
	rscs[slot].used = true;
	r->umem_id = rscs[slot].umem;
	r->mkey_id = rscs[slot].mkey;
	r->rsc_id = (uint32_t)slot + 1;
	rsc_regs++;
	return 0;
}

static void rsc_free(int slot)
{
	if (rscs[slot].mkey) {
		uint8_t in[MLX5CTL_ST_SZ_BYTES(destroy_mkey_in)] = { 0 };
		uint8_t out[MLX5CTL_ST_SZ_BYTES(destroy_mkey_out)] = { 0 };

		MLX5CTL_SET(destroy_mkey_in, in, opcode, MLX5CTL_CMD_OP_DESTROY_MKEY);
		MLX5CTL_SET(destroy_mkey_in, in, mkey_index, rscs[slot].mkey >> 8);
		ck_assert_int_eq(mlx5ctl_cmd(model, in, sizeof(in), out, sizeof(out)), 0);
	}
	if (rscs[slot].pd) {
		uint8_t in[MLX5CTL_ST_SZ_BYTES(dealloc_pd_in)] = { 0 };
		uint8_t out[MLX5CTL_ST_SZ_BYTES(dealloc_pd_out)] = { 0 };

		MLX5CTL_SET(dealloc_pd_in, in, opcode, MLX5CTL_CMD_OP_DEALLOC_PD);
		MLX5CTL_SET(dealloc_pd_in, in, pd, rscs[slot].pd);
		ck_assert_int_eq(mlx5ctl_cmd(model, in, sizeof(in), out, sizeof(out)), 0);
	}
	ck_assert_int_eq(mlx5ctl_umem_unreg(model, rscs[slot].umem), 0);
	memset(&rscs[slot], 0, sizeof(rscs[slot]));
}

static int fake_rsc_destroy(struct fwctl_rsc_destroy *d)
{
	if (!rsc)
		return -ENOTTY;
	if (d->size < sizeof(*d) || d->flags)
		return -EINVAL;
	if (d->type != FWCTL_RSC_TYPE_UMEM)
		return -EOPNOTSUPP;
	if (!d->rsc_id || d->rsc_id > MAX_RSC || !rscs[d->rsc_id - 1].used)
		return -ENOENT;
	rsc_free((int)d->rsc_id - 1);
	rsc_destroys++;
	return 0;
}

static unsigned int rsc_live(void)
{
	unsigned int n = 0;

	for (int i = 0; i < MAX_RSC; i++)
		n += rscs[i].used;
	return n;
}

/* the library's ioctls land here; anything else is not a fwctl node */
int ioctl(int fd, unsigned long req, ...)
{
	va_list ap;
	void *arg;
	int err;

	(void)fd;
	va_start(ap, req);
	arg = va_arg(ap, void *);
	va_end(ap);
	if (req == FWCTL_INFO)
		err = fake_info(arg);
	else if (req == FWCTL_RPC)
		err = fake_rpc(arg);
	else if (req == FWCTL_RSC_UMEM_REG)
		err = fake_umem_reg(arg);
	else if (req == FWCTL_RSC_DESTROY)
		err = fake_rsc_destroy(arg);
	else
		err = -ENOTTY;
	if (err) {
		errno = -err;
		return -1;
	}
	return 0;
}

/* ---- fixtures ---- */
static struct mlx5fw *fw;
static struct mlx5ctl_dev *dev;		/* the library's, over "fwctl" */
static char root[] = "/tmp/mlx5ctl-test-fwctl-XXXXXX";

static void setup(void)
{
	char cmd[512], path[256];

	ck_assert_ptr_nonnull(mkdtemp(root));
	snprintf(cmd, sizeof(cmd), "%s %s/tests/unit/fake_sysfs.py %s --fwctl", PYTHON, SRC_DIR,
		 root);
	ck_assert_int_eq(system(cmd), 0);
	snprintf(path, sizeof(path), "%s/sys", root);
	setenv("MLX5CTL_SYSFS_DIR", path, 1);
	snprintf(path, sizeof(path), "%s/dev", root);
	setenv("MLX5CTL_DEV_DIR", path, 1);
	fw = fwbackend_device();
	ck_assert_ptr_nonnull(fw);
	ck_assert_int_eq(fwbackend_open(fw, &model), 0);
	rpcs = tainted = 0;
	memset(per_scope, 0, sizeof(per_scope));
	refuse_opcode = -1;
	answer_ok = false;
	series = false;
	rsc = false;
	rsc_regs = rsc_tries = rsc_destroys = 0;
	rsc_no_mcdd = false;
	memset(rscs, 0, sizeof(rscs));
	ck_assert_msg(!mlx5ctl_open("fwctl0", &dev), "%s", mlx5ctl_strerror());
}

static void teardown(void)
{
	char cmd[512];

	mlx5ctl_close(dev);
	/* the kernel destroys what a closing file left (none should be left: the library's) */
	for (int i = 0; i < MAX_RSC; i++)
		if (rscs[i].used)
			rsc_free(i);
	mlx5ctl_close(model);
	fwbackend_device_free(fw);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", root);
	ck_assert_int_eq(system(cmd), 0);
	strcpy(root, "/tmp/mlx5ctl-test-fwctl-XXXXXX");
}

START_TEST(test_info)
{
	struct mlx5ctl_devinfo di = { .size = sizeof(di) }, mi = { .size = sizeof(mi) };
	struct utsname u;

	ck_assert_int_eq(mlx5ctl_info(dev, &di), 0);
	ck_assert_int_eq(mlx5ctl_info(model, &mi), 0);
	ck_assert_str_eq(di.transport, "fwctl");
	ck_assert_str_eq(di.adev, "mlx5_core.fwctl.0");
	ck_assert_str_eq(di.pci, "0000:03:00.0");
	ck_assert(strstr(di.path, "/dev/fwctl/fwctl0"));
	ck_assert_uint_eq(di.uid, mi.uid);
	ck_assert_uint_eq(di.uctx_cap, 0x4);
	ck_assert_uint_eq(di.dev_uctx_cap, 0);
	ck_assert_int_eq(uname(&u), 0);
	ck_assert_str_eq(di.kernel, u.release);
	/* an old caller's smaller structure gets what it has room for */
	di.size = offsetof(struct mlx5ctl_devinfo, transport);
	memset(di.transport, 'x', sizeof(di.transport));
	ck_assert_int_eq(mlx5ctl_info(dev, &di), 0);
	ck_assert_uint_eq(di.size, offsetof(struct mlx5ctl_devinfo, transport));
	ck_assert_int_eq(di.transport[0], 'x');
}
END_TEST

/* Every command of the spec, with op_mod 0 and 1, goes with the scope the spec gives it. */
START_TEST(test_every_command_its_scope)
{
	uint8_t in[64], out[64];
	unsigned int sent = 0, refused_by_spec = 0, full = 0, want_taint = 0;

	answer_ok = true;
	for (unsigned int i = 0; i < mlx5ctl_prm_ncommands; i++) {
		const struct mlx5ctl_cmd_desc *c = &mlx5ctl_prm_commands[i];

		for (uint16_t op_mod = 0; op_mod < 2; op_mod++) {
			int min = mlx5ctl_fwctl_min_scope(c->opcode, op_mod);
			int err;

			memset(in, 0, sizeof(in));
			MLX5CTL_SET(mbox_in_hdr, in, opcode, c->opcode);
			MLX5CTL_SET(mbox_in_hdr, in, op_mod, op_mod);
			last_scope = -1;
			err = mlx5ctl_rpc(dev, in, sizeof(in), out, sizeof(out));
			if (min == FWCTL_RPC_DEBUG_WRITE_FULL) {
				/* not asked for: refused here, nothing sent */
				ck_assert_int_eq(err, -EPERM);
				ck_assert_int_eq(last_scope, -1);
				ck_assert_msg(strstr(mlx5ctl_strerror(), "--allow-taint"), "%s",
					      mlx5ctl_strerror());
				full++;
				continue;
			}
			ck_assert_msg(!err, "%s: %s", c->name, mlx5ctl_strerror());
			/* one upstream refuses everywhere goes at the lowest scope: no taint */
			ck_assert_msg(last_scope == (min < 0 ? FWCTL_RPC_CONFIGURATION : min),
				      "%s op_mod %u: sent at scope %d, the spec says %d", c->name,
				      op_mod, last_scope, min);
			refused_by_spec += min < 0;
			sent++;
		}
	}
	ck_assert_uint_gt(sent, 100);
	ck_assert_uint_gt(refused_by_spec, 0);
	/* a tainting scope only where the spec says it is the lowest one */
	for (unsigned int i = 0; i < mlx5ctl_prm_ncommands; i++)
		for (uint16_t op_mod = 0; op_mod < 2; op_mod++)
			want_taint += mlx5ctl_fwctl_min_scope(mlx5ctl_prm_commands[i].opcode,
							      op_mod) == FWCTL_RPC_DEBUG_WRITE;
	ck_assert_uint_eq(tainted, want_taint);
	ck_assert_uint_eq(per_scope[FWCTL_RPC_DEBUG_WRITE], want_taint);
	ck_assert_uint_eq(per_scope[FWCTL_RPC_DEBUG_WRITE_FULL], 0);
	ck_assert_uint_eq(sent + full, 2 * mlx5ctl_prm_ncommands);
	/* register reads are debug-read, writes configuration, as upstream has it */
	ck_assert_int_eq(mlx5ctl_fwctl_min_scope(MLX5CTL_CMD_OP_ACCESS_REG,
						 MLX5CTL_ACCESS_REG_OP_MOD_READ),
			 FWCTL_RPC_DEBUG_READ_ONLY);
	ck_assert_int_eq(mlx5ctl_fwctl_min_scope(MLX5CTL_CMD_OP_ACCESS_REG,
						 MLX5CTL_ACCESS_REG_OP_MOD_WRITE),
			 FWCTL_RPC_CONFIGURATION);
}
END_TEST

/* The tainting DEBUG_WRITE_FULL only when the opener said so; a refused command at the lowest */
START_TEST(test_pick_scope)
{
	for (int min = -1; min <= FWCTL_RPC_DEBUG_WRITE; min++) {
		int want = min < 0 ? FWCTL_RPC_CONFIGURATION : min;

		ck_assert_int_eq(mlx5ctl_fwctl_pick_scope(min, 0), want);
		ck_assert_int_eq(mlx5ctl_fwctl_pick_scope(min, MLX5CTL_OPEN_DEBUG_WRITE_FULL), want);
	}
	ck_assert_int_eq(mlx5ctl_fwctl_pick_scope(FWCTL_RPC_DEBUG_WRITE_FULL, 0), -EPERM);
	ck_assert_int_eq(mlx5ctl_fwctl_pick_scope(FWCTL_RPC_DEBUG_WRITE_FULL,
						  MLX5CTL_OPEN_DEBUG_WRITE_FULL),
			 FWCTL_RPC_DEBUG_WRITE_FULL);
}
END_TEST

/* Open flags the library does not know are refused before anything is opened */
START_TEST(test_open_flags)
{
	struct mlx5ctl_dev *d = (struct mlx5ctl_dev *)1;

	ck_assert_int_eq(mlx5ctl_open_flags("fwctl0", 1u << 7, &d), -EINVAL);
	ck_assert_ptr_null(d);
	ck_assert_msg(strstr(mlx5ctl_strerror(), "unknown open flags 0x80"), "%s",
		      mlx5ctl_strerror());
	ck_assert_int_eq(mlx5ctl_open_flags("fwctl0", MLX5CTL_OPEN_DEBUG_WRITE_FULL, &d), 0);
	mlx5ctl_close(d);
}
END_TEST

START_TEST(test_refusal_is_one_line)
{
	uint8_t mgir[MLX5CTL_ST_SZ_BYTES(mgir_reg)];
	char want[256];
	struct utsname u;

	ck_assert_int_eq(mlx5ctl_access_reg(dev, MLX5CTL_REG_MGIR, 0, false, NULL, mgir,
					    sizeof(mgir)), 0);
	ck_assert_int_eq(last_scope, FWCTL_RPC_DEBUG_READ_ONLY);
	refuse_opcode = MLX5CTL_CMD_OP_ACCESS_REG;
	ck_assert_int_eq(mlx5ctl_access_reg(dev, MLX5CTL_REG_MGIR, 0, false, NULL, mgir,
					    sizeof(mgir)), -EBADMSG);
	ck_assert_int_eq(uname(&u), 0);
	snprintf(want, sizeof(want), "ACCESS_REG (MGIR read): refused by the kernel's fwctl/mlx5 "
		 "(Linux %s) at scope debug-read", u.release);
	ck_assert_str_eq(mlx5ctl_strerror(), want);
	ck_assert(!strchr(mlx5ctl_strerror(), '\n'));
}
END_TEST

START_TEST(test_no_user_memory)
{
	struct mlx5ctl_umem *um;
	uint32_t id;
	char page[4096];

	ck_assert_int_eq(mlx5ctl_umem_alloc(dev, 4096, &um), -EOPNOTSUPP);
	ck_assert_msg(strstr(mlx5ctl_strerror(), "fwctl carries no user memory"), "%s",
		      mlx5ctl_strerror());
	ck_assert_int_eq(mlx5ctl_umem_reg(dev, page, sizeof(page), &id), -EOPNOTSUPP);
	ck_assert_int_eq(mlx5ctl_umem_unreg(dev, 1), -EOPNOTSUPP);
	ck_assert_uint_eq(rpcs, 0);
}
END_TEST

/* A dump asked through a UMEM goes inline over fwctl by itself: the bytes of a UMEM dump. */
START_TEST(test_dump_falls_back_inline)
{
	struct mlx5ctl_dump_req req = { .size = sizeof(req), .umem_size = 2u << 20 };
	struct mlx5ctl_dump_stats sf = { .size = sizeof(sf) }, sm = { .size = sizeof(sm) };
	struct mlx5ctl_membuf a = { 0 }, b = { 0 };
	uint16_t type;

	ck_assert_int_eq(mlx5ctl_dump_find(dev, "CORE_DUMP", &type), 0);
	req.segment_type = type;
	ck_assert_msg(!mlx5ctl_resource_dump(dev, &req, mlx5ctl_membuf_sink, &a, &sf), "%s",
		      mlx5ctl_strerror());
	ck_assert_msg(!mlx5ctl_resource_dump(model, &req, mlx5ctl_membuf_sink, &b, &sm), "%s",
		      mlx5ctl_strerror());
	ck_assert(!sf.umem && sf.umem_err == -EOPNOTSUPP);
	ck_assert(sm.umem);
	ck_assert_uint_gt(sf.rpcs, 1000);
	ck_assert_uint_eq(a.len, b.len);
	ck_assert_uint_ge(a.len, 1u << 20);
	ck_assert_msg(!memcmp(a.p, b.p, a.len), "the fwctl (inline) and UMEM dumps differ");
	free(a.p);
	free(b.p);
}
END_TEST

/* the model's live objects and its DMA-isolation oracle */
static struct mlx5fw_stats fw_stats(void)
{
	struct mlx5fw_stats st;

	mlx5fw_get_stats(fw, &st);
	return st;
}

/*
 * Upstream's kernel (ENOTTY): asked once per handle, at the first registration; the dumps go
 * inline every time after it, and nothing is asked again.
 */
START_TEST(test_umem_probe_once)
{
	struct mlx5ctl_dump_req req = { .size = sizeof(req), .umem_size = 64u << 10,
					.segment_type = MLX5CTL_RESOURCE_DUMP_SEGMENT_TYPE_MENU };
	struct mlx5ctl_dump_stats st = { .size = sizeof(st) };
	struct mlx5ctl_membuf m = { 0 };

	for (int i = 0; i < 3; i++) {
		ck_assert_msg(!mlx5ctl_resource_dump(dev, &req, mlx5ctl_membuf_sink, &m, &st), "%s",
			      mlx5ctl_strerror());
		ck_assert(!st.umem);
		ck_assert_int_eq(st.umem_err, -EOPNOTSUPP);
	}
	ck_assert_uint_eq(rsc_tries, 1);
	ck_assert_uint_eq(rsc_regs, 0);
	free(m.p);
}
END_TEST

/* the core dump through the CORE_DUMP register into a UMEM, or inline: its bytes */
static struct mlx5ctl_membuf core_dump(struct mlx5ctl_dev *d, size_t umem,
				       struct mlx5ctl_dump_stats *st)
{
	struct mlx5ctl_dump_req req = { .size = sizeof(req), .umem_size = umem };
	struct mlx5ctl_membuf m = { 0 };
	uint16_t type;

	ck_assert_msg(!mlx5ctl_dump_find(d, "CORE_DUMP", &type), "%s", mlx5ctl_strerror());
	req.segment_type = type;
	ck_assert_msg(!mlx5ctl_core_dump(d, &req, mlx5ctl_membuf_sink, &m, st), "%s",
		      mlx5ctl_strerror());
	return m;
}

/*
 * A kernel with the resource ioctls: the core dump, a resource dump and diagnostic sampling
 * through a UMEM and the kernel's MKEY over fwctl, in a handful of RPCs; the same bytes as
 * inline over fwctl on upstream's kernel (ENOTTY) and as through the mlx5ctl driver's UMEM
 * (the library's own MKEY). Everything registered is destroyed again; the model's objects and
 * its DMA-isolation oracle are back where they were.
 */
START_TEST(test_umem_same_bytes)
{
	struct mlx5ctl_dump_stats su = { .size = sizeof(su) }, si = { .size = sizeof(si) },
				  sm = { .size = sizeof(sm) };
	struct mlx5fw_stats before = fw_stats(), after;
	struct mlx5ctl_core_dump_info info = { .size = sizeof(info) };
	struct mlx5ctl_membuf u, i, m;
	struct mlx5ctl_dev *up;
	uint16_t type;

	rsc = true;
	u = core_dump(dev, 1u << 20, &su);
	ck_assert(su.umem && !su.umem_err);
	ck_assert_uint_le(su.rpcs, 4);
	ck_assert_uint_eq(rsc_regs, 1);
	ck_assert_uint_eq(rsc_destroys, 1);
	/* upstream's kernel: a handle of its own (the probe is per handle) */
	rsc = false;
	ck_assert_int_eq(mlx5ctl_open("fwctl0", &up), 0);
	i = core_dump(up, 1u << 20, &si);
	ck_assert(!si.umem && si.umem_err == -EOPNOTSUPP);
	ck_assert_uint_gt(si.rpcs, 1000);
	m = core_dump(model, 1u << 20, &sm);
	ck_assert(sm.umem);
	ck_assert_uint_ge(u.len, 1u << 20);
	ck_assert_uint_eq(u.len, i.len);
	ck_assert_uint_eq(u.len, m.len);
	ck_assert_msg(!memcmp(u.p, i.p, u.len), "fwctl: the UMEM and inline core dumps differ");
	ck_assert_msg(!memcmp(u.p, m.p, u.len), "the fwctl and mlx5ctl UMEM core dumps differ");
	ck_assert_int_eq(mlx5ctl_dump_find(dev, "CORE_DUMP", &type), 0);
	ck_assert_msg(!mlx5ctl_core_dump_verify(u.p, u.len, type, &info), "%s", mlx5ctl_strerror());
	free(u.p);
	free(i.p);
	free(m.p);
	mlx5ctl_close(up);
	after = fw_stats();
	ck_assert_uint_eq(rsc_live(), 0);
	ck_assert_uint_eq(after.umems, before.umems);
	ck_assert_uint_eq(after.mkeys, before.mkeys);
	ck_assert_uint_eq(after.pds, before.pds);
	ck_assert_uint_eq(after.dma_violations, 0);
}
END_TEST

/* resource dumps and the diagnostic counters' buffer through the kernel's UMEM: one RPC */
START_TEST(test_umem_resource_dump_and_diag)
{
	struct mlx5ctl_dump_req req = { .size = sizeof(req), .umem_size = 2u << 20 };
	struct mlx5ctl_dump_stats su = { .size = sizeof(su) }, si = { .size = sizeof(si) };
	struct mlx5ctl_diag_params p = { .size = sizeof(p), .enable = true, .single = true,
					 .clear = true, .log_num_of_samples = 4,
					 .log_sample_period = 16, .num_counters = 1,
					 .counter_id = { MLX5CTL_DIAG_COUNTER_OBJECTS } };
	struct mlx5ctl_diag_sample *q = NULL, *du = NULL, *di = NULL;
	struct timespec ts = { 0, 2000000 };
	struct mlx5ctl_membuf a = { 0 }, b = { 0 };
	size_t nq = 0, nu = 0, ni = 0;
	uint16_t type;

	rsc = true;
	ck_assert_int_eq(mlx5ctl_dump_find(dev, "CORE_DUMP", &type), 0);
	req.segment_type = type;
	ck_assert_msg(!mlx5ctl_resource_dump(dev, &req, mlx5ctl_membuf_sink, &a, &su), "%s",
		      mlx5ctl_strerror());
	req.umem_size = 0;
	ck_assert_int_eq(mlx5ctl_resource_dump(dev, &req, mlx5ctl_membuf_sink, &b, &si), 0);
	ck_assert(su.umem && !si.umem);
	ck_assert_uint_lt(su.rpcs, 5);
	ck_assert_uint_gt(si.rpcs, 1000);
	ck_assert_uint_eq(a.len, b.len);
	ck_assert(!memcmp(a.p, b.p, a.len));
	free(a.p);
	free(b.p);
	/* sampling set up through the driver's handle; read back over fwctl both ways */
	ck_assert_msg(!mlx5ctl_diag_set(model, &p), "%s", mlx5ctl_strerror());
	for (int tries = 0; tries < 5000 && nq < 16; tries++) {
		free(q);
		nanosleep(&ts, NULL);
		ck_assert_int_eq(mlx5ctl_diag_query(model, 0, 16, 1, &q, &nq), 0);
	}
	ck_assert_uint_eq(nq, 16);
	ck_assert_msg(!mlx5ctl_diag_read(dev, mlx5ctl_diag_dump_bytes(&p), &du, &nu, &su), "%s",
		      mlx5ctl_strerror());
	ck_assert_int_eq(mlx5ctl_diag_read(dev, 0, &di, &ni, &si), 0);
	ck_assert(su.umem);
	ck_assert_uint_eq(su.rpcs, 1);
	ck_assert_uint_eq(nu, 16);
	ck_assert_uint_eq(ni, 16);
	ck_assert_mem_eq(q, du, 16 * sizeof(*q));
	ck_assert_mem_eq(q, di, 16 * sizeof(*q));
	free(q);
	free(du);
	free(di);
	ck_assert_uint_eq(rsc_live(), 0);
	ck_assert_uint_eq(fw_stats().dma_violations, 0);
}
END_TEST

/*
 * The public calls over fwctl: a registration is the kernel's (rsc_id), unregistered by its
 * UMEM id; an id the handle did not register is refused without asking; what is left at close
 * is destroyed by the library.
 */
START_TEST(test_umem_public_calls)
{
	static uint8_t page[2][4096] __attribute__((aligned(4096)));
	struct mlx5ctl_umem *um;
	uint32_t id, id2;

	rsc = true;
	ck_assert_msg(!mlx5ctl_umem_reg(dev, page[0], sizeof(page[0]), &id), "%s",
		      mlx5ctl_strerror());
	ck_assert_uint_eq(rsc_live(), 1);
	ck_assert_int_eq(mlx5ctl_umem_unreg(dev, id + 1000), -ENOENT);
	ck_assert_uint_eq(rsc_destroys, 0);
	ck_assert_int_eq(mlx5ctl_umem_unreg(dev, id), 0);
	ck_assert_uint_eq(rsc_destroys, 1);
	ck_assert_int_eq(mlx5ctl_umem_unreg(dev, id), -ENOENT);
	ck_assert_int_eq(mlx5ctl_umem_reg(dev, page[1], sizeof(page[1]), &id2), 0);
	ck_assert_int_eq(mlx5ctl_umem_alloc(dev, 8192, &um), 0);
	ck_assert_uint_eq(rsc_live(), 2);
	mlx5ctl_close(dev);
	ck_assert_uint_eq(rsc_live(), 0);
	ck_assert_uint_eq(rsc_destroys, 3);
	ck_assert_int_eq(mlx5ctl_open("fwctl0", &dev), 0);
}
END_TEST

/*
 * Firmware update over fwctl: MCDD by DMA from the kernel's MKEY (FWCTL_UMEM_FLAG_MCDD) where
 * the kernel has the resource ioctls, MCDA inline where it has not; the device verifies the same
 * image either way (VERIFY checks its digest), and nothing is left registered.
 */
START_TEST(test_fw_update_mcdd)
{
	struct mlx5fw_image_spec spec = {
		.device_id = 0x101d, .psid = "MT_0000000359", .version = 22u << 24 | 42u << 16 | 7,
		.payload_size = 100000, .key_id = 1, .seed = 3,
	};
	struct mlx5ctl_fw_update_opts o = { .size = sizeof(o) };
	unsigned long dma_rpcs;
	struct mlx5ctl_dev *up;
	size_t len;
	uint8_t *img = mlx5fw_image_build(&spec, &len);

	ck_assert_ptr_nonnull(img);
	rsc = true;
	ck_assert_msg(!mlx5ctl_fw_update(dev, img, len, &o), "%s", mlx5ctl_strerror());
	ck_assert_uint_eq(rsc_regs, 1);
	ck_assert_uint_eq(rsc_flags, FWCTL_UMEM_FLAG_MKEY | FWCTL_UMEM_FLAG_MCDD);
	ck_assert_uint_eq(rsc_live(), 0);
	ck_assert_uint_eq(fw_stats().fw_pending_version, spec.version);
	dma_rpcs = o.rpcs;
	/* a kernel that makes no MCDD key (our series): asked again for a plain MKEY, MCDD all the
	 * same */
	rsc_no_mcdd = true;
	spec.version++;
	free(img);
	img = mlx5fw_image_build(&spec, &len);
	ck_assert_msg(!mlx5ctl_fw_update(dev, img, len, &o), "%s", mlx5ctl_strerror());
	ck_assert_uint_eq(rsc_regs, 2);
	ck_assert_uint_eq(rsc_flags, FWCTL_UMEM_FLAG_MKEY);
	ck_assert_uint_le(o.rpcs, dma_rpcs + 1);	/* a MIRC more: an image is pending */
	ck_assert_uint_eq(fw_stats().fw_pending_version, spec.version);
	ck_assert_uint_eq(rsc_live(), 0);
	/* upstream's kernel: MCDA */
	rsc = false;
	spec.version++;
	free(img);
	img = mlx5fw_image_build(&spec, &len);
	ck_assert_int_eq(mlx5ctl_open("fwctl0", &up), 0);
	ck_assert_msg(!mlx5ctl_fw_update(up, img, len, &o), "%s", mlx5ctl_strerror());
	ck_assert_uint_eq(fw_stats().fw_pending_version, spec.version);
	/* 25 MCDA chunks of 4 KiB against 4 MCDD ones of 32 KiB (and a MIRC more) */
	ck_assert_uint_ge(o.rpcs, dma_rpcs + 20);
	ck_assert_uint_eq(fw_stats().dma_violations, 0);
	ck_assert_uint_eq(fw_stats().fwu_held, 0);
	mlx5ctl_close(up);
	free(img);
}
END_TEST

/* the spec's scope as fwctl's, from 6.12's policy (linked in): kernel-only -1 */
static int fwctl_of(enum mlx5ctl_scope s)
{
	switch (s) {
	case MLX5CTL_SCOPE_CONFIGURATION:
		return FWCTL_RPC_CONFIGURATION;
	case MLX5CTL_SCOPE_DEBUG_READ:
		return FWCTL_RPC_DEBUG_READ_ONLY;
	case MLX5CTL_SCOPE_DEBUG_WRITE:
		return FWCTL_RPC_DEBUG_WRITE;
	case MLX5CTL_SCOPE_DEBUG_WRITE_FULL:
		return FWCTL_RPC_DEBUG_WRITE_FULL;
	case MLX5CTL_SCOPE_KERNEL_ONLY:
		break;
	}
	return -1;
}

/*
 * A register read whose payload does what the register's write does goes at the write's scope
 * over fwctl, where 6.12's driver lifts it by itself: every register of the spec, every payload
 * length, zeros and ones. The scope the library sends is the larger of upstream's rule and the
 * lift, and the kernel with our series (the stand-in applies its generated rules) takes it.
 */
START_TEST(test_lifted_reads)
{
	size_t hin = MLX5CTL_ST_SZ_BYTES(access_register_in);
	unsigned int lifted = 0, plain = 0;

	answer_ok = true;
	for (unsigned int i = 0; i < mlx5ctl_prm_nregisters; i++) {
		const struct mlx5ctl_reg_desc *r = &mlx5ctl_prm_registers[i];
		size_t layout = r->layout->size_bits / 8;
		uint8_t in[1024], out[1024];

		if (!strcmp(r->read_scope, "kernel-only") || hin + layout + 4 > sizeof(in))
			continue;
		for (size_t dlen = 0; dlen <= layout + 4; dlen += 4) {
			for (int fill = 0; fill <= 0xff; fill += 0xff) {
				enum mlx5ctl_scope k12;
				int lift, want;

				memset(in, fill, sizeof(in));
				memset(in, 0, hin);
				MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
				MLX5CTL_SET(access_register_in, in, op_mod,
					    MLX5CTL_ACCESS_REG_OP_MOD_READ);
				MLX5CTL_SET(access_register_in, in, register_id, r->id);
				k12 = mlx5ctl_rpc_scope(in, hin + dlen);
				lift = mlx5ctl_fwctl_lift_scope(in, hin + dlen);
				/* 6.12's scope, where it is not the register's read scope */
				want = strcmp(mlx5ctl_scope_name(k12), r->read_scope) ? fwctl_of(k12) : -1;
				ck_assert_msg(lift == want, "%s read, %zu bytes of 0x%02x: lifted to %d, "
					      "6.12 gives %s", r->name, dlen, fill, lift,
					      mlx5ctl_scope_name(k12));
				last_scope = -1;
				ck_assert_msg(!mlx5ctl_rpc(dev, in, hin + dlen, out, hin + dlen),
					      "%s: %s", r->name, mlx5ctl_strerror());
				want = mlx5ctl_fwctl_min_scope(MLX5CTL_CMD_OP_ACCESS_REG,
							       MLX5CTL_ACCESS_REG_OP_MOD_READ);
				if (lift > want)
					want = lift;
				ck_assert_int_eq(last_scope, want);
				lifted += lift >= 0;
				plain += lift < 0;
			}
		}
	}
	ck_assert_uint_gt(lifted, 10);
	ck_assert_uint_gt(plain, 100);
	/* a write is upstream's: configuration, whatever its payload */
	{
		uint8_t d[MLX5CTL_ST_SZ_BYTES(mtmp_reg)] = { 0 };

		MLX5CTL_SET(mtmp_reg, d, mtr, 1);
		ck_assert_int_eq(mlx5ctl_access_reg(dev, MLX5CTL_REG_MTMP, 0, true, d, d,
						    sizeof(d)), 0);
		ck_assert_int_eq(last_scope, FWCTL_RPC_CONFIGURATION);
	}
}
END_TEST

/*
 * MTMP mtr on purpose, through the library, against the kernel with our series: the read is
 * sent at DEBUG_WRITE (the kernel is tainted, as 6.12's driver taints it) and the maximum is
 * reset; a read without it stays a debug read, untainted. PPCNT clr, in a read or in the
 * clearing write mlxlink --pc sends, goes at DEBUG_WRITE too and clears the counters; a caller
 * that sends it at less is refused by the kernel (the stand-in's refusal).
 */
START_TEST(test_lifted_read_on_purpose)
{
	uint8_t d[MLX5CTL_ST_SZ_BYTES(mtmp_reg)] = { 0 }, p[MLX5CTL_ST_SZ_BYTES(ppcnt_reg)] = { 0 };

	series = true;
	ck_assert_int_eq(mlx5ctl_access_reg(dev, MLX5CTL_REG_MTMP, 0, false, d, d, sizeof(d)), 0);
	ck_assert_int_eq(last_scope, FWCTL_RPC_DEBUG_READ_ONLY);
	ck_assert_uint_eq(tainted, 0);
	memset(d, 0, sizeof(d));
	MLX5CTL_SET(mtmp_reg, d, mtr, 1);
	ck_assert_msg(!mlx5ctl_access_reg(dev, MLX5CTL_REG_MTMP, 0, false, d, d, sizeof(d)), "%s",
		      mlx5ctl_strerror());
	ck_assert_int_eq(last_scope, FWCTL_RPC_DEBUG_WRITE);
	ck_assert_uint_eq(tainted, 1);
	ck_assert_uint_eq(MLX5CTL_GET(mtmp_reg, d, max_temperature),
			  MLX5CTL_GET(mtmp_reg, d, temperature));
	/* what the kernel would say to a caller that asked for less: the stand-in's refusal */
	{
		uint8_t in[MLX5CTL_ST_SZ_BYTES(access_register_in) + sizeof(d)];

		memset(in, 0, sizeof(in));
		MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
		MLX5CTL_SET(access_register_in, in, op_mod, MLX5CTL_ACCESS_REG_OP_MOD_READ);
		MLX5CTL_SET(access_register_in, in, register_id, MLX5CTL_REG_MTMP);
		MLX5CTL_SET(mtmp_reg, in + MLX5CTL_ST_SZ_BYTES(access_register_in), mtr, 1);
		ck_assert_str_eq(fwctl_reg_violation(in, sizeof(in), FWCTL_RPC_DEBUG_READ_ONLY),
				 "MTMP: mtr must be 0x0 in a read below DEBUG_WRITE");
		ck_assert_ptr_null(fwctl_reg_violation(in, sizeof(in), FWCTL_RPC_DEBUG_WRITE));
	}
	MLX5CTL_SET(ppcnt_reg, p, local_port, 1);
	MLX5CTL_SET(ppcnt_reg, p, clr, 1);
	ck_assert_msg(!mlx5ctl_access_reg(dev, MLX5CTL_REG_PPCNT, 0, false, p, p, sizeof(p)), "%s",
		      mlx5ctl_strerror());
	ck_assert_int_eq(last_scope, FWCTL_RPC_DEBUG_WRITE);
	memset(p, 0, sizeof(p));
	MLX5CTL_SET(ppcnt_reg, p, local_port, 1);
	MLX5CTL_SET(ppcnt_reg, p, grp, MLX5CTL_PPCNT_GRP_ALL_GROUPS);
	MLX5CTL_SET(ppcnt_reg, p, clr, 1);
	ck_assert_msg(!mlx5ctl_access_reg(dev, MLX5CTL_REG_PPCNT, 0, true, p, p, sizeof(p)), "%s",
		      mlx5ctl_strerror());
	ck_assert_int_eq(last_scope, FWCTL_RPC_DEBUG_WRITE);
	ck_assert_uint_eq(tainted, 3);		/* MTMP mtr, PPCNT clr read, the clearing write */
	{
		uint8_t in[MLX5CTL_ST_SZ_BYTES(access_register_in) + sizeof(p)];

		memset(in, 0, sizeof(in));
		MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
		MLX5CTL_SET(access_register_in, in, op_mod, MLX5CTL_ACCESS_REG_OP_MOD_WRITE);
		MLX5CTL_SET(access_register_in, in, register_id, MLX5CTL_REG_PPCNT);
		memcpy(in + MLX5CTL_ST_SZ_BYTES(access_register_in), p, sizeof(p));
		ck_assert_str_eq(fwctl_reg_violation(in, sizeof(in), FWCTL_RPC_CONFIGURATION),
				 "PPCNT: clr must be 0x0 in a write below DEBUG_WRITE");
		ck_assert_ptr_null(fwctl_reg_violation(in, sizeof(in), FWCTL_RPC_DEBUG_WRITE));
	}
}
END_TEST

int main(void)
{
	Suite *s = suite_create("fwctl");
	TCase *tc = tcase_create("fwctl");
	SRunner *sr;
	int failed;

	tcase_set_timeout(tc, 120);
	tcase_add_checked_fixture(tc, setup, teardown);
	tcase_add_test(tc, test_info);
	tcase_add_test(tc, test_every_command_its_scope);
	tcase_add_test(tc, test_pick_scope);
	tcase_add_test(tc, test_open_flags);
	tcase_add_test(tc, test_refusal_is_one_line);
	tcase_add_test(tc, test_no_user_memory);
	tcase_add_test(tc, test_dump_falls_back_inline);
	tcase_add_test(tc, test_umem_probe_once);
	tcase_add_test(tc, test_umem_same_bytes);
	tcase_add_test(tc, test_umem_resource_dump_and_diag);
	tcase_add_test(tc, test_umem_public_calls);
	tcase_add_test(tc, test_fw_update_mcdd);
	tcase_add_test(tc, test_lifted_reads);
	tcase_add_test(tc, test_lifted_read_on_purpose);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
