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
 * the command, the scope and the kernel, the library asks for no UMEM, and a dump over fwctl
 * goes inline by itself with the same bytes as through a UMEM.
 */
#include <check.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>

#include <fwctl/fwctl.h>
#include <fwctl/mlx5.h>

#include "fwbackend.h"
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
	ck_assert_msg(!mlx5ctl_open("fwctl0", &dev), "%s", mlx5ctl_strerror());
}

static void teardown(void)
{
	char cmd[512];

	mlx5ctl_close(dev);
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
 * reset; a read without it stays a debug read, untainted; PPCNT clr is no lift: sent at the
 * read's scope, the kernel refuses it, in one line naming the command, the scope and the kernel.
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
				 "MTMP: mtr must be 0x0 in a read below FWCTL_RPC_DEBUG_WRITE");
		ck_assert_ptr_null(fwctl_reg_violation(in, sizeof(in), FWCTL_RPC_DEBUG_WRITE));
	}
	MLX5CTL_SET(ppcnt_reg, p, local_port, 1);
	MLX5CTL_SET(ppcnt_reg, p, clr, 1);
	ck_assert_int_eq(mlx5ctl_access_reg(dev, MLX5CTL_REG_PPCNT, 0, false, p, p, sizeof(p)),
			 -EBADMSG);
	ck_assert_int_eq(last_scope, FWCTL_RPC_DEBUG_READ_ONLY);
	ck_assert_msg(strstr(mlx5ctl_strerror(), "ACCESS_REG (PPCNT read): refused by the kernel's "
			     "fwctl/mlx5"), "%s", mlx5ctl_strerror());
	ck_assert_uint_eq(tainted, 1);
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
	tcase_add_test(tc, test_lifted_reads);
	tcase_add_test(tc, test_lifted_read_on_purpose);
	suite_add_tcase(s, tc);
	sr = srunner_create(s);
	srunner_run_all(sr, CK_NORMAL);
	failed = srunner_ntests_failed(sr);
	srunner_free(sr);
	return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
