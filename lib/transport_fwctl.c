// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * Upstream's transport from Linux 6.15 on: fwctl (/dev/fwctl/fwctlN) with its fwctl/mlx5
 * driver. FWCTL_INFO gives the file's UID and uctx_caps; FWCTL_RPC carries the same inboxes
 * with a scope, and each command goes with the lowest scope fwctl/mlx5 grants it, which the
 * spec says (prm/, `fwctl:`; generated mlx5ctl_fwctl_min_scope()). DEBUG_WRITE_FULL, which
 * taints the kernel and needs CAP_SYS_RAWIO, is asked for only when the opener said so
 * (MLX5CTL_OPEN_DEBUG_WRITE_FULL). A register read whose payload sets a field that does what
 * the register's write does (the spec's lifting rules: MTMP mtr) goes at the scope of that write,
 * as the mlx5ctl driver on 6.12 lifts it by itself and our fwctl/mlx5 series requires it
 * (kernel/fwctl/, patch 4): DEBUG_WRITE taints the kernel on both. So does a write that sets a
 * field no configuration write may (PPCNT clr), which fwctl/mlx5 would pass at its
 * configuration scope as every register write.
 *
 * User memory: upstream's fwctl has none; NVIDIA's fwctl (DOCA-OFED's fwctl-dkms) and our
 * kernel/fwctl/ series have FWCTL_RSC_UMEM_REG and FWCTL_RSC_DESTROY (lib/uapi/fwctl-nvidia/):
 * the kernel pins and registers the buffer and, asked to, creates an MKEY over it under the
 * file's UID (user space cannot send CREATE_MKEY over fwctl). The first registration on a
 * handle is the probe: ENOTTY (an upstream kernel) is remembered, and every later one fails
 * at once with it, which the library turns into -EOPNOTSUPP: the dumps go inline, silently, as
 * on a kernel without the ioctls they always did.
 */
#include <errno.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <linux/capability.h>

#include <fwctl/fwctl.h>
#include <fwctl/mlx5.h>
#include <fwctl-nvidia/fwctl_rsc.h>

#include "internal.h"

/* the spec's scopes are fwctl's (generated/lib/mlx5ctl_fwctl.h) */
_Static_assert((int)MLX5CTL_FWCTL_SCOPE_CONFIGURATION == (int)FWCTL_RPC_CONFIGURATION, "fwctl scope");
_Static_assert((int)MLX5CTL_FWCTL_SCOPE_DEBUG_READ == (int)FWCTL_RPC_DEBUG_READ_ONLY, "fwctl scope");
_Static_assert((int)MLX5CTL_FWCTL_SCOPE_DEBUG_WRITE == (int)FWCTL_RPC_DEBUG_WRITE, "fwctl scope");
_Static_assert((int)MLX5CTL_FWCTL_SCOPE_DEBUG_WRITE_FULL == (int)FWCTL_RPC_DEBUG_WRITE_FULL, "fwctl scope");

/* what the opener holds of what mlx5ctl's INFO reports: (1 << CAP_xxx) */
static uint32_t opener_caps(void)
{
	struct __user_cap_header_struct h = { .version = _LINUX_CAPABILITY_VERSION_3 };
	struct __user_cap_data_struct d[2] = { 0 };
	static const int caps[] = { CAP_NET_RAW, CAP_SYS_RAWIO, CAP_SYS_ADMIN };
	uint32_t ucap = 0;

	if (syscall(SYS_capget, &h, d))
		return 0;
	for (size_t i = 0; i < sizeof(caps) / sizeof(caps[0]); i++)
		if (d[caps[i] / 32].effective & (1u << (caps[i] % 32)))
			ucap |= 1u << caps[i];
	return ucap;
}

static int info(struct mlx5ctl_dev *dev, struct mlx5ctl_info *ki)
{
	struct fwctl_info_mlx5 md = { 0 };
	struct fwctl_info fi = {
		.size = sizeof(fi),
		.device_data_len = sizeof(md),
		.out_device_data = (uintptr_t)&md,
	};

	if (ioctl(dev->fd, FWCTL_INFO, &fi)) {
		int err = -errno;

		return mlx5ctl_seterr(err, "%s: INFO: %s", dev->info.path, strerror(-err));
	}
	if (fi.out_device_type != FWCTL_DEVICE_TYPE_MLX5)
		return mlx5ctl_seterr(-ENODEV, "%s: a fwctl device of type %u, not mlx5",
				      dev->info.path, fi.out_device_type);
	memset(ki, 0, sizeof(*ki));
	ki->size = sizeof(*ki);
	snprintf((char *)ki->devname, sizeof(ki->devname), "%s", dev->info.pci);
	ki->uctx_uid = (uint16_t)md.uid;
	ki->uctx_cap = md.uctx_caps;
	ki->ucap = opener_caps();	/* fwctl reports neither this nor the device's caps */
	return 0;
}

/* the spec's scope names as fwctl's; kernel-only and anything else: -1 */
static int fwctl_scope_named(const char *name)
{
	for (int s = MLX5CTL_FWCTL_SCOPE_CONFIGURATION; s <= MLX5CTL_FWCTL_SCOPE_DEBUG_WRITE_FULL; s++)
		if (!strcmp(mlx5ctl_fwctl_scope_name(s), name))
			return s;
	return -1;
}

int mlx5ctl_fwctl_lift_scope(const void *in, size_t inlen)
{
	size_t hin = MLX5CTL_ST_SZ_BYTES(access_register_in);
	const struct mlx5ctl_cmd_desc *c;
	const struct mlx5ctl_reg_desc *r;
	const uint8_t *data = (const uint8_t *)in + hin;
	bool write;

	if (inlen < hin)
		return -1;
	c = mlx5ctl_prm_find_opcode((uint16_t)MLX5CTL_GET(mbox_in_hdr, in, opcode));
	if (!c || !c->accesses_register)
		return -1;
	write = MLX5CTL_GET(access_register_in, in, op_mod) == MLX5CTL_ACCESS_REG_OP_MOD_WRITE;
	r = mlx5ctl_prm_find_register_id((uint16_t)MLX5CTL_GET(access_register_in, in,
								 register_id));
	for (unsigned int i = 0; r && i < r->nrules; i++) {
		const struct mlx5ctl_reg_rule *k = &r->rules[i];
		struct mlx5ctl_prm_ref ref;
		char err[64];
		uint64_t v;
		bool kept = false;

		if (k->write != write || !k->lifts ||
		    mlx5ctl_prm_resolve(r->layout, k->field, &ref, err, sizeof(err)))
			continue;
		/* the kernels read the whole dword that holds the field: short is not kept */
		if ((ref.bit / 32 + 1) * 4 <= inlen - hin) {
			v = mlx5ctl_prm_get(data, &ref);
			for (unsigned int j = 0; j < k->nvalues; j++)
				kept |= v == k->values[j];
		}
		if (!kept)
			return fwctl_scope_named(r->write_scope);
	}
	return -1;
}

int mlx5ctl_fwctl_pick_scope(int min, unsigned int flags)
{
	/* one fwctl/mlx5 refuses at every scope goes at the lowest: refused, nothing tainted */
	if (min < 0)
		return FWCTL_RPC_CONFIGURATION;
	if (min >= FWCTL_RPC_DEBUG_WRITE_FULL && !(flags & MLX5CTL_OPEN_DEBUG_WRITE_FULL))
		return -EPERM;
	return min;
}

static int rpc(struct mlx5ctl_dev *dev, struct mlx5ctl_cmdrpc *r, bool *explained)
{
	const void *in = (const void *)(uintptr_t)r->in;
	uint16_t opcode = 0, op_mod = 0;
	int min, lift, scope, err;
	char tmp[64];
	struct fwctl_rpc fr = {
		.size = sizeof(fr),
		.in_len = r->inlen,
		.out_len = r->outlen,
		.in = r->in,
		.out = r->out,
	};

	*explained = true;
	if (r->inlen >= MLX5CTL_ST_SZ_BYTES(mbox_in_hdr)) {
		opcode = (uint16_t)MLX5CTL_GET(mbox_in_hdr, in, opcode);
		op_mod = (uint16_t)MLX5CTL_GET(mbox_in_hdr, in, op_mod);
	}
	min = mlx5ctl_fwctl_min_scope(opcode, op_mod);
	/* a read that does what the register's write does: at the write's scope */
	lift = min < 0 ? -1 : mlx5ctl_fwctl_lift_scope(in, r->inlen);
	if (lift > min)
		min = lift;
	else
		lift = -1;
	/* a read-only handle: nothing above the read-only debug scope (mlx5ctl_rpc checked the
	 * spec's; this is fwctl/mlx5's, which may differ) */
	if ((dev->flags & MLX5CTL_OPEN_READ_ONLY) && (min < 0 || min > FWCTL_RPC_DEBUG_READ_ONLY))
		return mlx5ctl_seterr(-EPERM, "%s: fwctl/mlx5 grants it %s%s: this handle only "
				      "reads; nothing sent",
				      mlx5ctl_opname(in, r->inlen, tmp, sizeof(tmp)),
				      min < 0 ? "at no scope" : "only at scope ",
				      min < 0 ? "" : mlx5ctl_fwctl_scope_name(min));
	scope = mlx5ctl_fwctl_pick_scope(min, dev->flags);
	if (scope < 0)
		return mlx5ctl_seterr(scope, "%s: fwctl/mlx5 grants it only at scope %s%s, which "
				      "taints the kernel and needs CAP_SYS_RAWIO; not asked for "
				      "(the tool's --allow-taint)",
				      mlx5ctl_opname(in, r->inlen, tmp, sizeof(tmp)),
				      mlx5ctl_fwctl_scope_name(min),
				      lift >= 0 ? " (a field of the read acts: the write's)" : "");
	fr.scope = (uint32_t)scope;
	if (!ioctl(dev->fd, FWCTL_RPC, &fr))
		return 0;
	err = -errno;
	switch (err) {
	case -EBADMSG:
		return mlx5ctl_seterr(err, "%s: refused by the kernel's fwctl/mlx5 (Linux %s) at "
				      "scope %s%s", mlx5ctl_opname(in, r->inlen, tmp, sizeof(tmp)),
				      mlx5ctl_kernel_release(), mlx5ctl_fwctl_scope_name(scope),
				      min < 0 ? " (upstream allows it at no scope)" :
				      lift >= 0 ? " (lifted: a field of the read acts)" : "");
	case -EPERM:
		return mlx5ctl_seterr(err, "%s: scope %s needs CAP_SYS_RAWIO",
				      mlx5ctl_opname(in, r->inlen, tmp, sizeof(tmp)),
				      mlx5ctl_fwctl_scope_name(scope));
	case -EMSGSIZE:
		return mlx5ctl_seterr(err, "%s: fwctl/mlx5 takes inboxes and outboxes of 16 bytes "
				      "to 2 MiB (in %u, out %u)",
				      mlx5ctl_opname(in, r->inlen, tmp, sizeof(tmp)), r->inlen,
				      r->outlen);
	case -ENODEV:
		return mlx5ctl_seterr(err, "%s: the device is gone (unbound or removed)",
				      mlx5ctl_opname(in, r->inlen, tmp, sizeof(tmp)));
	}
	*explained = false;
	return err;
}

static int umem_reg(struct mlx5ctl_dev *dev, struct mlx5ctl_xp_umem *u)
{
	struct fwctl_rsc_umem_reg r = {
		.size = sizeof(r),
		.addr = u->addr,
		.len = u->len,
	};
	int err;

	if (__atomic_load_n(&dev->fwctl_rsc, __ATOMIC_RELAXED) < 0)
		return -ENOTTY;		/* probed: an upstream kernel */
	if (u->flags & MLX5CTL_XP_UMEM_MKEY)
		r.flags |= FWCTL_UMEM_FLAG_MKEY;
	if (u->flags & MLX5CTL_XP_UMEM_MCDD)
		r.flags |= FWCTL_UMEM_FLAG_MKEY | FWCTL_UMEM_FLAG_MCDD;
	err = ioctl(dev->fd, FWCTL_RSC_UMEM_REG, &r) ? -errno : 0;
	/*
	 * A kernel that makes no MCDD key of its own (our series: what NVIDIA's makes of the flag
	 * is not public) refuses the flag: a plain MKEY with local read serves MCDD as well
	 */
	if (err == -EOPNOTSUPP && (r.flags & FWCTL_UMEM_FLAG_MCDD)) {
		r.flags &= ~(uint64_t)FWCTL_UMEM_FLAG_MCDD;
		err = ioctl(dev->fd, FWCTL_RSC_UMEM_REG, &r) ? -errno : 0;
	}
	if (err) {
		if (err == -ENOTTY)
			__atomic_store_n(&dev->fwctl_rsc, -1, __ATOMIC_RELAXED);
		return err;
	}
	__atomic_store_n(&dev->fwctl_rsc, 1, __ATOMIC_RELAXED);
	u->umem_id = r.umem_id;
	u->mkey = r.flags & FWCTL_UMEM_FLAG_MKEY ? r.mkey_id : 0;
	u->handle = r.rsc_id;
	return 0;
}

static int umem_unreg(struct mlx5ctl_dev *dev, const struct mlx5ctl_xp_umem *u)
{
	struct fwctl_rsc_destroy d = {
		.size = sizeof(d),
		.type = FWCTL_RSC_TYPE_UMEM,
		.rsc_id = u->handle,
	};

	return ioctl(dev->fd, FWCTL_RSC_DESTROY, &d) ? -errno : 0;
}

const struct mlx5ctl_transport mlx5ctl_transport_fwctl = {
	.name = "fwctl",
	.info = info,
	.rpc = rpc,
	/* where the kernel has NVIDIA's resource ioctls; ENOTTY elsewhere (inline) */
	.umem_reg = umem_reg,
	.umem_unreg = umem_unreg,
};
