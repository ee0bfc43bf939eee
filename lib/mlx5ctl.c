// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/* libmlx5ctl: devices, INFO, RPC and UMEM over /dev/mlx5ctl-*. */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "internal.h"
#include "mlx5ctl_backend.h"

struct umem_node {
	struct mlx5ctl_umem u;
	struct mlx5ctl_xp_umem x;	/* the transport's registration */
	bool owned;		/* allocated by mlx5ctl_umem_alloc() */
	bool registered;	/* still registered (an owned one may be unregistered by id) */
	struct umem_node *next;
};

/* ---- the test backend as a transport ---- */
static int be_info(struct mlx5ctl_dev *dev, struct mlx5ctl_info *ki)
{
	int err = dev->be->info(dev->be_ctx, ki);

	return err ? mlx5ctl_seterr(err, "%s: INFO: %s", dev->info.path, strerror(-err)) : 0;
}

static int be_rpc(struct mlx5ctl_dev *dev, struct mlx5ctl_cmdrpc *rpc, bool *explained)
{
	*explained = false;
	return dev->be->rpc(dev->be_ctx, rpc);
}

static int be_umem_reg(struct mlx5ctl_dev *dev, struct mlx5ctl_xp_umem *u)
{
	struct mlx5ctl_umem_reg r = { .addr = u->addr, .len = u->len };
	int err = dev->be->umem_reg(dev->be_ctx, &r);

	if (err)
		return err;
	u->umem_id = r.umem_id;
	u->handle = r.umem_id;
	u->mkey = 0;
	return 0;
}

static int be_umem_unreg(struct mlx5ctl_dev *dev, const struct mlx5ctl_xp_umem *u)
{
	struct mlx5ctl_umem_unreg r = { .umem_id = u->handle };

	return dev->be->umem_unreg(dev->be_ctx, &r);
}

static const struct mlx5ctl_transport transport_backend = {
	.name = "backend",
	.info = be_info,
	.rpc = be_rpc,
	.umem_reg = be_umem_reg,
	.umem_unreg = be_umem_unreg,
};

static _Thread_local char last_err[512];

const char *mlx5ctl_strerror(void)
{
	return last_err;
}

int mlx5ctl_seterr(int ret, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(last_err, sizeof(last_err), fmt, ap);
	va_end(ap);
	return ret;
}

#define seterr mlx5ctl_seterr

bool mlx5ctl_fmt(char *buf, size_t len, const char *fmt, ...)
{
	va_list ap;
	int n;

	va_start(ap, fmt);
	n = vsnprintf(buf, len, fmt, ap);
	va_end(ap);
	return n >= 0 && (size_t)n < len;
}

static void fill_info(struct mlx5ctl_dev *dev, const struct mlx5ctl_info *ki)
{
	snprintf(dev->info.pci, sizeof(dev->info.pci), "%.*s", (int)sizeof(ki->devname),
		 (const char *)ki->devname);
	dev->info.uid = ki->uctx_uid;
	dev->info.uctx_cap = ki->uctx_cap;
	dev->info.dev_uctx_cap = ki->dev_uctx_cap;
	dev->info.ucap = ki->ucap;
	snprintf(dev->info.transport, sizeof(dev->info.transport), "%s", dev->xp->name);
	snprintf(dev->info.kernel, sizeof(dev->info.kernel), "%s", mlx5ctl_kernel_release());
}

/* INFO into dev->info (under dev->lock) */
static int dev_start(struct mlx5ctl_dev *dev)
{
	struct mlx5ctl_info ki = { 0 };
	int err = dev->xp->info(dev, &ki);

	if (err)
		return err;	/* the transport said why */
	fill_info(dev, &ki);
	return 0;
}

static struct mlx5ctl_dev *dev_new(const char *adev)
{
	struct mlx5ctl_dev *dev = calloc(1, sizeof(*dev));

	if (!dev)
		return NULL;
	if (pthread_mutex_init(&dev->lock, NULL)) {
		free(dev);
		return NULL;
	}
	dev->fd = -1;
	dev->info.size = sizeof(dev->info);
	snprintf(dev->info.adev, sizeof(dev->info.adev), "%s", adev);
	return dev;
}

static void dev_free(struct mlx5ctl_dev *dev)
{
	pthread_mutex_destroy(&dev->lock);
	free(dev);
}

void mlx5ctl_backend_set_flags(struct mlx5ctl_dev *dev, unsigned int flags)
{
	dev->flags = flags;
}

int mlx5ctl_open_backend(const struct mlx5ctl_backend *be, void *ctx, const char *name,
			 struct mlx5ctl_dev **out)
{
	struct mlx5ctl_dev *dev = dev_new(name);
	int err;

	if (!dev)
		return seterr(-ENOMEM, "out of memory");
	dev->xp = &transport_backend;
	dev->be = be;
	dev->be_ctx = ctx;
	snprintf(dev->info.path, sizeof(dev->info.path), "(backend %s)", name);
	err = dev_start(dev);
	if (err) {
		dev_free(dev);
		return err;
	}
	*out = dev;
	return 0;
}

static int open_adev(const char *adev, unsigned int flags, struct mlx5ctl_dev **out)
{
	struct mlx5ctl_dev *dev = dev_new(adev);
	struct mlx5ctl_sysdev sd;
	bool fwctl;
	int err;

	if (!dev)
		return seterr(-ENOMEM, "out of memory");
	err = mlx5ctl_sysdev_of(adev, &sd);
	if (err) {
		dev_free(dev);
		return err;
	}
	fwctl = !strcmp(sd.transport, "fwctl");
	dev->xp = fwctl ? &mlx5ctl_transport_fwctl : &mlx5ctl_transport_mlx5ctl;
	dev->flags = flags;
	snprintf(dev->info.pci, sizeof(dev->info.pci), "%s", sd.pci);
	if (fwctl && !*sd.devnode) {
		dev_free(dev);
		return seterr(-ENOENT, "%s: no fwctl device on PCI function %s (is fwctl_mlx5 "
			      "bound to it?)", adev, *sd.pci ? sd.pci : "?");
	}
	if (fwctl)
		snprintf(dev->info.path, sizeof(dev->info.path), "%s", sd.devnode);
	else
		snprintf(dev->info.path, sizeof(dev->info.path), "%s/%s%s", mlx5ctl_dev_dir(),
			 MLX5CTL_DEV_PREFIX, adev);
	dev->fd = open(dev->info.path, O_RDWR | O_CLOEXEC);
	if (dev->fd < 0) {
		err = -errno;
		if (err == -EACCES || err == -EPERM)
			seterr(err, "%s: permission denied (%s devices are for root)",
			       dev->info.path, dev->xp->name);
		else if (err == -ENOENT)
			seterr(err, "%s: no such device node (is the %s driver bound to %s?)",
			       dev->info.path, fwctl ? "fwctl_mlx5" : "mlx5ctl", adev);
		else
			seterr(err, "%s: %s", dev->info.path, strerror(-err));
		dev_free(dev);
		return err;
	}
	err = dev_start(dev);
	if (err) {
		close(dev->fd);
		dev_free(dev);
		return err;
	}
	*out = dev;
	return 0;
}

int mlx5ctl_open_flags(const char *which, unsigned int flags, struct mlx5ctl_dev **dev)
{
	char adev[64];
	int err;

	*dev = NULL;
	if (flags & ~(MLX5CTL_OPEN_DEBUG_WRITE_FULL | MLX5CTL_OPEN_READ_ONLY))
		return seterr(-EINVAL, "unknown open flags 0x%x", flags);
	if ((flags & MLX5CTL_OPEN_DEBUG_WRITE_FULL) && (flags & MLX5CTL_OPEN_READ_ONLY))
		return seterr(-EINVAL, "open flags 0x%x: a read-only handle with full debug rights",
			      flags);
	err = mlx5ctl_resolve(which, adev, sizeof(adev));
	if (err)
		return err;
	return open_adev(adev, flags, dev);
}

int mlx5ctl_open(const char *which, struct mlx5ctl_dev **dev)
{
	return mlx5ctl_open_flags(which, 0, dev);
}

void mlx5ctl_close(struct mlx5ctl_dev *dev)
{
	if (!dev)
		return;
	while (dev->umems)
		mlx5ctl_umem_free(dev, &dev->umems->u);
	if (dev->be && dev->be->close)
		dev->be->close(dev->be_ctx);
	if (dev->fd >= 0)
		close(dev->fd);
	dev_free(dev);
}

int mlx5ctl_fd(const struct mlx5ctl_dev *dev)
{
	return dev->fd;
}

int mlx5ctl_info(struct mlx5ctl_dev *dev, struct mlx5ctl_devinfo *info)
{
	int err;

	pthread_mutex_lock(&dev->lock);
	err = dev_start(dev);
	if (!err)
		MLX5CTL_COPY_OUT(info, &dev->info);
	pthread_mutex_unlock(&dev->lock);
	return err;
}

const char *mlx5ctl_opname(const void *in, size_t inlen, char *buf, size_t len)
{
	const struct mlx5ctl_cmd_desc *c;
	const struct mlx5ctl_reg_desc *r;
	uint16_t op;

	if (inlen < MLX5CTL_ST_SZ_BYTES(mbox_in_hdr))
		return "command";
	op = (uint16_t)MLX5CTL_GET(mbox_in_hdr, in, opcode);
	c = mlx5ctl_prm_find_opcode(op);
	if (!c) {
		snprintf(buf, len, "opcode 0x%x", op);
		return buf;
	}
	/* a register access says which register, and which way */
	if (op == MLX5CTL_CMD_OP_ACCESS_REG && inlen >= MLX5CTL_ST_SZ_BYTES(access_register_in)) {
		uint16_t id = (uint16_t)MLX5CTL_GET(access_register_in, in, register_id);
		uint16_t mod = (uint16_t)MLX5CTL_GET(access_register_in, in, op_mod);

		r = mlx5ctl_prm_find_register_id(id);
		if (r)
			snprintf(buf, len, "%s (%s %s)", c->name, r->name,
				 mod == MLX5CTL_ACCESS_REG_OP_MOD_WRITE ? "write" : "read");
		else
			snprintf(buf, len, "%s (register 0x%x %s)", c->name, id,
				 mod == MLX5CTL_ACCESS_REG_OP_MOD_WRITE ? "write" : "read");
		return buf;
	}
	return c->name;
}

int mlx5ctl_rpc(struct mlx5ctl_dev *dev, const void *in, size_t inlen, void *out, size_t outlen)
{
	struct mlx5ctl_cmdrpc rpc = {
		.in = (uintptr_t)in,
		.out = (uintptr_t)out,
		.inlen = (uint32_t)inlen,
		.outlen = (uint32_t)outlen,
	};
	bool explained = false;
	char tmp[64];
	int err;

	if (inlen > UINT32_MAX || outlen > UINT32_MAX)
		return seterr(-EINVAL, "RPC buffers too large");
	if (dev->flags & MLX5CTL_OPEN_READ_ONLY) {
		char why[160];

		if (!mlx5ctl_rpc_reads(in, inlen, why, sizeof(why)))
			return seterr(-EPERM, "%s: not a read (%s): this handle only reads; nothing "
				      "sent", mlx5ctl_opname(in, inlen, tmp, sizeof(tmp)), why);
	}
	err = dev->xp->rpc(dev, &rpc, &explained);
	if (err && explained)
		return err;
	if (err == -EPERM || err == -EACCES)
		return seterr(err, "%s: permission denied by the driver (its policy for the "
			      "command, or a capability the caller lacks)",
			      mlx5ctl_opname(in, inlen, tmp, sizeof(tmp)));
	if (err)
		return seterr(err, "%s: %s", mlx5ctl_opname(in, inlen, tmp, sizeof(tmp)), strerror(-err));
	return 0;
}

void mlx5ctl_status_str(const void *out, char *buf, size_t len)
{
	uint32_t st = MLX5CTL_GET(mbox_out_hdr, out, status);
	uint32_t syn = MLX5CTL_GET(mbox_out_hdr, out, syndrome);
	const char *name = mlx5ctl_prm_enum_name(mlx5ctl_prm_find_enum("cmd_status"), st);

	snprintf(buf, len, "%s (0x%x), syndrome 0x%08x", name ? name : "unknown status", st, syn);
}

int mlx5ctl_cmd(struct mlx5ctl_dev *dev, const void *in, size_t inlen, void *out, size_t outlen)
{
	char tmp[64], st[160];
	int err = mlx5ctl_rpc(dev, in, inlen, out, outlen);

	if (err)
		return err;
	if (MLX5CTL_GET(mbox_out_hdr, out, status) == MLX5CTL_CMD_STAT_OK)
		return 0;
	mlx5ctl_status_str(out, st, sizeof(st));
	return seterr(-EREMOTEIO, "%s failed: %s", mlx5ctl_opname(in, inlen, tmp, sizeof(tmp)), st);
}

/* registers n->x through the transport; the message says why not */
static int xp_umem_reg(struct mlx5ctl_dev *dev, struct umem_node *n)
{
	unsigned long long len = (unsigned long long)n->x.len;
	int err;

	if (!dev->xp->umem_reg)
		return seterr(-EOPNOTSUPP, "UMEM_REG of %llu bytes: %s carries no user memory",
			      len, dev->xp->name);
	err = dev->xp->umem_reg(dev, &n->x);
	if (err == -ENOTTY)
		return seterr(-EOPNOTSUPP, "UMEM_REG of %llu bytes: %s carries no user memory on "
			      "this kernel (Linux %s has no FWCTL_RSC_UMEM_REG)", len, dev->xp->name,
			      mlx5ctl_kernel_release());
	if (err == -EOPNOTSUPP)
		return seterr(err, "UMEM_REG of %llu bytes: the platform bounces DMA (swiotlb, a "
			      "confidential guest): no UMEMs", len);
	if (err)
		return seterr(err, "UMEM_REG of %llu bytes: %s", len, strerror(-err));
	if ((n->x.flags & (MLX5CTL_XP_UMEM_MKEY | MLX5CTL_XP_UMEM_MCDD)) && !n->x.mkey &&
	    dev->xp == &mlx5ctl_transport_fwctl) {
		/* the kernel registered it but made no MKEY: nothing can use it */
		dev->xp->umem_unreg(dev, &n->x);
		return seterr(-EPROTO, "UMEM_REG of %llu bytes: the kernel made no MKEY over it",
			      len);
	}
	n->u.id = n->x.umem_id;
	return 0;
}

static int xp_umem_unreg(struct mlx5ctl_dev *dev, const struct umem_node *n)
{
	int err = dev->xp->umem_unreg(dev, &n->x);

	if (err == -EBUSY)
		return seterr(err, "UMEM_UNREG of UMEM %u: an MKEY still uses it", n->x.umem_id);
	if (err)
		return seterr(err, "UMEM_UNREG of UMEM %u: %s", n->x.umem_id, strerror(-err));
	return 0;
}

static void umem_link(struct mlx5ctl_dev *dev, struct umem_node *n)
{
	pthread_mutex_lock(&dev->lock);
	n->next = dev->umems;
	dev->umems = n;
	pthread_mutex_unlock(&dev->lock);
}

/* the node of UMEM id registered on the handle (unlinked when unlink), or NULL */
static struct umem_node *umem_find(struct mlx5ctl_dev *dev, uint32_t id, bool unlink)
{
	struct umem_node **pp, *n = NULL;

	pthread_mutex_lock(&dev->lock);
	for (pp = &dev->umems; *pp; pp = &(*pp)->next)
		if ((*pp)->registered && (*pp)->x.umem_id == id) {
			n = *pp;
			if (unlink)
				*pp = n->next;
			break;
		}
	pthread_mutex_unlock(&dev->lock);
	return n;
}

int mlx5ctl_umem_reg(struct mlx5ctl_dev *dev, void *addr, size_t len, uint32_t *id)
{
	struct umem_node *n = calloc(1, sizeof(*n));
	int err;

	if (!n)
		return seterr(-ENOMEM, "out of memory");
	n->u.addr = addr;
	n->u.len = len;
	n->x.addr = (uintptr_t)addr;
	n->x.len = len;
	err = xp_umem_reg(dev, n);
	if (err) {
		free(n);
		return err;
	}
	n->registered = true;
	umem_link(dev, n);
	*id = n->u.id;
	return 0;
}

int mlx5ctl_umem_unreg(struct mlx5ctl_dev *dev, uint32_t id)
{
	struct umem_node *n, tmp = { .x = { .umem_id = id, .handle = id } };
	int err;

	if (!dev->xp->umem_unreg)
		return seterr(-EOPNOTSUPP, "UMEM_UNREG of UMEM %u: %s carries no user memory", id,
			      dev->xp->name);
	n = umem_find(dev, id, false);
	if (!n) {
		/* fwctl names a registration by its own id, which only the handle knows */
		if (dev->xp == &mlx5ctl_transport_fwctl)
			return seterr(dev->fwctl_rsc < 0 ? -EOPNOTSUPP : -ENOENT,
				      "UMEM_UNREG of UMEM %u: %s", id, dev->fwctl_rsc < 0 ?
				      "fwctl carries no user memory on this kernel" :
				      "not registered on this handle");
		return xp_umem_unreg(dev, &tmp);	/* the driver's answer */
	}
	err = xp_umem_unreg(dev, n);
	if (err)
		return err;
	if (n->owned) {
		/* mlx5ctl_umem_free() unmaps it */
		n->registered = false;
		return 0;
	}
	n = umem_find(dev, id, true);
	free(n);
	return 0;
}

int mlx5ctl_umem_alloc_flags(struct mlx5ctl_dev *dev, size_t len, uint32_t flags,
			     struct mlx5ctl_umem **umem, uint32_t *mkey)
{
	long page = sysconf(_SC_PAGESIZE);
	struct umem_node *n;
	size_t alen;
	int err;

	if (!len)
		return seterr(-EINVAL, "a UMEM cannot be empty");
	alen = (len + (size_t)page - 1) & ~((size_t)page - 1);
	n = calloc(1, sizeof(*n));
	if (!n)
		return seterr(-ENOMEM, "out of memory");
	n->u.addr = mmap(NULL, alen, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	if (n->u.addr == MAP_FAILED) {
		err = -errno;
		free(n);
		return seterr(err, "mmap of %zu bytes: %s", alen, strerror(-err));
	}
	n->u.len = alen;
	n->x.addr = (uintptr_t)n->u.addr;
	n->x.len = alen;
	n->x.flags = flags;
	err = xp_umem_reg(dev, n);
	if (err) {
		munmap(n->u.addr, alen);
		free(n);
		return err;
	}
	n->owned = true;
	n->registered = true;
	umem_link(dev, n);
	*umem = &n->u;
	if (mkey)
		*mkey = n->x.mkey;
	return 0;
}

int mlx5ctl_umem_alloc(struct mlx5ctl_dev *dev, size_t len, struct mlx5ctl_umem **umem)
{
	return mlx5ctl_umem_alloc_flags(dev, len, 0, umem, NULL);
}

void mlx5ctl_umem_free(struct mlx5ctl_dev *dev, struct mlx5ctl_umem *umem)
{
	struct umem_node **pp, *n = NULL;

	pthread_mutex_lock(&dev->lock);
	for (pp = &dev->umems; *pp; pp = &(*pp)->next)
		if (&(*pp)->u == umem) {
			n = *pp;
			*pp = n->next;
			break;
		}
	pthread_mutex_unlock(&dev->lock);
	if (!n)
		return;
	if (n->registered)
		xp_umem_unreg(dev, n);
	if (n->owned)
		munmap(n->u.addr, n->u.len);
	free(n);
}

int mlx5ctl_query_caps(struct mlx5ctl_dev *dev, uint16_t cap_type, bool max, void *page,
		       size_t len)
{
	uint8_t in[MLX5CTL_ST_SZ_BYTES(query_hca_cap_in)] = { 0 };
	uint8_t *out;
	size_t outlen = MLX5CTL_ST_SZ_BYTES(query_hca_cap_out);
	size_t caplen = MLX5CTL_FLD_SZ_BYTES(query_hca_cap_out, capability);
	int err;

	out = calloc(1, outlen);
	if (!out)
		return seterr(-ENOMEM, "out of memory");
	MLX5CTL_SET(query_hca_cap_in, in, opcode, MLX5CTL_CMD_OP_QUERY_HCA_CAP);
	MLX5CTL_SET(query_hca_cap_in, in, op_mod,
		    mlx5ctl_query_hca_cap_op_mod(cap_type, max ? MLX5CTL_HCA_CAP_OP_MOD_MAX :
						 MLX5CTL_HCA_CAP_OP_MOD_CURRENT));
	err = mlx5ctl_cmd(dev, in, sizeof(in), out, outlen);
	if (!err)
		memcpy(page, MLX5CTL_ADDR_OF(query_hca_cap_out, out, capability),
		       len < caplen ? len : caplen);
	free(out);
	return err;
}

int mlx5ctl_access_reg_io(struct mlx5ctl_dev *dev, uint16_t reg_id, uint32_t argument, bool write,
			  const void *data_in, size_t inlen, void *data_out, size_t outlen)
{
	size_t hin = MLX5CTL_ST_SZ_BYTES(access_register_in);
	size_t hout = MLX5CTL_ST_SZ_BYTES(access_register_out);
	uint8_t *in, *out;
	int err;

	if (inlen % 4 || outlen % 4 || hin + inlen > MLX5CTL_MAX_RPC_SIZE ||
	    hout + outlen > MLX5CTL_MAX_RPC_SIZE)
		return seterr(-EINVAL, "register data of %zu bytes", inlen > outlen ? inlen : outlen);
	in = calloc(1, hin + inlen);
	out = calloc(1, hout + outlen);
	if (!in || !out) {
		free(in);
		free(out);
		return seterr(-ENOMEM, "out of memory");
	}
	MLX5CTL_SET(access_register_in, in, opcode, MLX5CTL_CMD_OP_ACCESS_REG);
	MLX5CTL_SET(access_register_in, in, op_mod,
		    write ? MLX5CTL_ACCESS_REG_OP_MOD_WRITE : MLX5CTL_ACCESS_REG_OP_MOD_READ);
	MLX5CTL_SET(access_register_in, in, register_id, reg_id);
	MLX5CTL_SET(access_register_in, in, argument, argument);
	if (data_in)
		memcpy(in + hin, data_in, inlen);
	err = mlx5ctl_cmd(dev, in, hin + inlen, out, hout + outlen);
	if (!err && data_out)
		memcpy(data_out, out + hout, outlen);
	free(in);
	free(out);
	return err;
}

int mlx5ctl_access_reg(struct mlx5ctl_dev *dev, uint16_t reg_id, uint32_t argument, bool write,
		       const void *data_in, void *data_out, size_t len)
{
	return mlx5ctl_access_reg_io(dev, reg_id, argument, write, data_in, len, data_out, len);
}

int mlx5ctl_fw_version(struct mlx5ctl_dev *dev, char *buf, size_t len)
{
	uint8_t mgir[MLX5CTL_ST_SZ_BYTES(mgir_reg)] = { 0 };
	int err = mlx5ctl_access_reg(dev, MLX5CTL_REG_MGIR, 0, false, NULL, mgir, sizeof(mgir));

	if (err)
		return err;
	snprintf(buf, len, "%u.%u.%u", MLX5CTL_GET(mgir_reg, mgir, fw_info.extended_major),
		 MLX5CTL_GET(mgir_reg, mgir, fw_info.extended_minor),
		 MLX5CTL_GET(mgir_reg, mgir, fw_info.extended_sub_minor));
	return 0;
}
