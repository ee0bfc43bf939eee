// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "fwbackend.h"
#include "mlx5ctl.h"

/* the driver's generated policy (generated/kernel/mlx5ctl_policy.c, built for the host) */
int mlx5ctl_rpc_scope(const void *in, size_t inlen);
const char *mlx5ctl_rpc_violation(const void *in, size_t inlen, int scope);
unsigned int mlx5ctl_rpc_scrub(const void *in, size_t inlen, void *out, size_t outlen);

#define PAGE 4096u
#define MAX_UMEMS 16

struct range {
	uintptr_t start, end;
};

/* DMA only into memory registered as a UMEM, by any open */
static struct range ranges[64];

static bool dma_ok(uint64_t addr, size_t len)
{
	for (size_t i = 0; i < sizeof(ranges) / sizeof(ranges[0]); i++)
		if (ranges[i].end && addr >= ranges[i].start && addr + len <= ranges[i].end)
			return true;
	return false;
}

static int host_dma_read(void *opaque, uint64_t addr, void *buf, size_t len)
{
	(void)opaque;
	if (!dma_ok(addr, len))
		return -1;
	memcpy(buf, (const void *)(uintptr_t)addr, len);
	return 0;
}

static int host_dma_write(void *opaque, uint64_t addr, const void *buf, size_t len)
{
	(void)opaque;
	if (!dma_ok(addr, len))
		return -1;
	memcpy((void *)(uintptr_t)addr, buf, len);
	return 0;
}

static uint64_t uptime_ns;	/* MLX5CTL_MODEL_UPTIME: how long the device has been up */

static uint64_t host_now(void *opaque)
{
	struct timespec ts;

	(void)opaque;
	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec + uptime_ns;
}

static const struct mlx5fw_host_ops host_ops = {
	.dma_read = host_dma_read,
	.dma_write = host_dma_write,
	.now_ns = host_now,
};

static int exec(struct mlx5fw *fw, const void *in, size_t inlen, void *out, size_t outlen)
{
	int st = mlx5fw_exec(fw, in, inlen, out, outlen);

	return st ? -EIO : 0;
}

/* faults injected for every open */
static struct {
	int umem_reg_err;
	uint16_t reg_id;
	unsigned int nth, seen, delivered;
	int reg_err;
	bool no_total_size;
} faults;

void fwbackend_no_core_dump_total(bool on)
{
	faults.no_total_size = on;
}

static bool is_core_dump(const uint8_t *in, size_t inlen)
{
	return inlen >= MLX5CTL_ST_SZ_BYTES(access_register_in) &&
	       MLX5CTL_GET(mbox_in_hdr, in, opcode) == MLX5CTL_CMD_OP_ACCESS_REG &&
	       MLX5CTL_GET(access_register_in, in, register_id) == MLX5CTL_REG_CORE_DUMP;
}

void fwbackend_fail_umem_reg(int err)
{
	faults.umem_reg_err = err;
}

void fwbackend_fail_reg_write(uint16_t reg_id, unsigned int nth, int err)
{
	faults.reg_id = reg_id;
	faults.nth = nth;
	faults.reg_err = err;
	faults.seen = faults.delivered = 0;
}

static FILE *rpc_log;

void fwbackend_log_rpcs(FILE *f)
{
	rpc_log = f;
}

static void log_rpc(const uint8_t *in, size_t inlen)
{
	uint16_t op = (uint16_t)MLX5CTL_GET(mbox_in_hdr, in, opcode);
	const struct mlx5ctl_cmd_desc *c = mlx5ctl_prm_find_opcode(op);

	if (!rpc_log)
		return;
	fprintf(rpc_log, "%s", c ? c->name : "?");
	if (op == MLX5CTL_CMD_OP_ACCESS_REG && inlen >= MLX5CTL_ST_SZ_BYTES(access_register_in)) {
		uint16_t id = (uint16_t)MLX5CTL_GET(access_register_in, in, register_id);
		const struct mlx5ctl_reg_desc *r = mlx5ctl_prm_find_register_id(id);

		if (r)
			fprintf(rpc_log, " %s", r->name);
		else
			fprintf(rpc_log, " 0x%04x", id);
		fprintf(rpc_log, " %s", MLX5CTL_GET(access_register_in, in, op_mod) ==
			MLX5CTL_ACCESS_REG_OP_MOD_WRITE ? "write" : "read");
	}
	fputc('\n', rpc_log);
	fflush(rpc_log);
}

unsigned int fwbackend_reg_writes(uint16_t reg_id)
{
	return reg_id == faults.reg_id ? faults.delivered : 0;
}

struct mlx5fw *fwbackend_device(void)
{
	return fwbackend_device_nv(NULL);
}

struct mlx5fw *fwbackend_device_nv(const char *nv_path)
{
	struct mlx5fw_config cfg = { .pci_device_id = 0x101d, .num_uars = 8, .msix_vectors = 4,
				     .nvconfig_path = nv_path,
				     .absent_regs = getenv("MLX5CTL_MODEL_ABSENT_REGS") };
	uint8_t in[64], out[256];
	char fw_path[4096];
	struct mlx5fw *fw;

	/* the firmware store next to the NV file: an update then runs at the next "boot" */
	if (nv_path) {
		snprintf(fw_path, sizeof(fw_path), "%s.fw", nv_path);
		cfg.fw_store_path = fw_path;
	}
	fw = mlx5fw_new(&cfg, &host_ops, NULL);
	/* the device came up that long before the tool's first access (its counters have run) */
	if (getenv("MLX5CTL_MODEL_UPTIME"))
		uptime_ns = strtoull(getenv("MLX5CTL_MODEL_UPTIME"), NULL, 10) * 1000000000ull;
	static const uint16_t bringup[] = {
		MLX5CTL_CMD_OP_ENABLE_HCA, MLX5CTL_CMD_OP_SET_ISSI, MLX5CTL_CMD_OP_INIT_HCA,
	};

	if (!fw)
		return NULL;
	for (size_t i = 0; i < sizeof(bringup) / sizeof(bringup[0]); i++) {
		memset(in, 0, sizeof(in));
		memset(out, 0, sizeof(out));
		MLX5CTL_SET(mbox_in_hdr, in, opcode, bringup[i]);
		if (bringup[i] == MLX5CTL_CMD_OP_SET_ISSI)
			MLX5CTL_SET(set_issi_in, in, current_issi, 1);
		if (exec(fw, in, sizeof(in), out, sizeof(out))) {
			mlx5fw_free(fw);
			return NULL;
		}
	}
	return fw;
}

void fwbackend_device_free(struct mlx5fw *fw)
{
	mlx5fw_free(fw);
}

struct fwfile {
	struct mlx5fw *fw;
	char pci[64];
	uint16_t uid;
	uint32_t cap;
	struct {
		uint32_t id;
		int range;
	} umems[MAX_UMEMS];
};

static int be_info(void *ctx, struct mlx5ctl_info *info)
{
	struct fwfile *f = ctx;

	memset(info, 0, sizeof(*info));
	info->size = sizeof(*info);
	snprintf((char *)info->devname, sizeof(info->devname), "%s", f->pci);
	info->uctx_uid = f->uid;
	info->uctx_cap = f->cap;
	info->dev_uctx_cap = 0x7;
	return 0;
}

static int be_rpc(void *ctx, struct mlx5ctl_cmdrpc *rpc)
{
	struct fwfile *f = ctx;
	uint8_t *in;
	int st, scope;

	if (rpc->flags)
		return -EINVAL;
	if (rpc->inlen < MLX5CTL_ST_SZ_BYTES(mbox_in_hdr) || rpc->inlen > MLX5CTL_MAX_RPC_SIZE ||
	    rpc->outlen < MLX5CTL_ST_SZ_BYTES(mbox_out_hdr) || rpc->outlen > MLX5CTL_MAX_RPC_SIZE)
		return -EINVAL;
	scope = mlx5ctl_rpc_scope((const void *)(uintptr_t)rpc->in, rpc->inlen);
	if (scope == 0)
		return -EPERM;		/* kernel-only */
	/* what the driver refuses before the firmware sees it, at the scope it grants */
	if (mlx5ctl_rpc_violation((const void *)(uintptr_t)rpc->in, rpc->inlen, scope))
		return -EINVAL;
	if (rpc->inlen >= MLX5CTL_ST_SZ_BYTES(access_register_in) &&
	    MLX5CTL_GET(mbox_in_hdr, (const void *)(uintptr_t)rpc->in, opcode) ==
	    MLX5CTL_CMD_OP_ACCESS_REG &&
	    MLX5CTL_GET(access_register_in, (const void *)(uintptr_t)rpc->in, op_mod) ==
	    MLX5CTL_ACCESS_REG_OP_MOD_WRITE &&
	    MLX5CTL_GET(access_register_in, (const void *)(uintptr_t)rpc->in, register_id) ==
	    faults.reg_id) {
		if (faults.reg_err && ++faults.seen == faults.nth)
			return faults.reg_err;
		faults.delivered++;
	}
	in = malloc(rpc->inlen);
	if (!in)
		return -ENOMEM;
	memcpy(in, (const void *)(uintptr_t)rpc->in, rpc->inlen);
	log_rpc(in, rpc->inlen);
	MLX5CTL_SET(mbox_in_hdr, in, uid, f->uid);
	st = mlx5fw_exec(f->fw, in, rpc->inlen, (void *)(uintptr_t)rpc->out, rpc->outlen);
	if (faults.no_total_size && is_core_dump(in, rpc->inlen) &&
	    rpc->outlen >= MLX5CTL_ST_SZ_BYTES(access_register_out) +
			   MLX5CTL_ST_SZ_BYTES(core_dump_reg))
		MLX5CTL_SET(core_dump_reg,
			    MLX5CTL_ADDR_OF(access_register_out, (void *)(uintptr_t)rpc->out,
					    register_data), total_size, 0);
	/* the fields user space never sees, as the driver scrubs them before the copy-out */
	if (st >= 0)
		mlx5ctl_rpc_scrub(in, rpc->inlen, (void *)(uintptr_t)rpc->out, rpc->outlen);
	free(in);
	return st < 0 ? -EIO : 0;
}

static int be_umem_reg(void *ctx, struct mlx5ctl_umem_reg *r)
{
	struct fwfile *f = ctx;
	uintptr_t start = r->addr & ~(uintptr_t)(PAGE - 1), end;
	size_t npages, inlen;
	uint8_t *in, out[MLX5CTL_ST_SZ_BYTES(create_umem_out)] = { 0 };
	int slot = -1, range = -1, err;

	if (!r->len || r->flags || r->reserved1 || r->reserved2)
		return -EINVAL;
	if (faults.umem_reg_err)
		return faults.umem_reg_err;
	end = (r->addr + r->len + PAGE - 1) & ~(uintptr_t)(PAGE - 1);
	npages = (end - start) / PAGE;
	for (int i = 0; i < MAX_UMEMS; i++)
		if (!f->umems[i].id) {
			slot = i;
			break;
		}
	for (int i = 0; i < (int)(sizeof(ranges) / sizeof(ranges[0])); i++)
		if (!ranges[i].end) {
			range = i;
			break;
		}
	if (slot < 0 || range < 0)
		return -ENOSPC;
	inlen = MLX5CTL_ST_SZ_BYTES(create_umem_in) + npages * MLX5CTL_ST_SZ_BYTES(mtt);
	in = calloc(1, inlen);
	if (!in)
		return -ENOMEM;
	MLX5CTL_SET(create_umem_in, in, opcode, MLX5CTL_CMD_OP_CREATE_UMEM);
	MLX5CTL_SET(create_umem_in, in, uid, f->uid);
	MLX5CTL_SET(create_umem_in, in, umem.log_page_size, 0);
	MLX5CTL_SET(create_umem_in, in, umem.page_offset, (uint32_t)(r->addr - start));
	MLX5CTL_SET64(create_umem_in, in, umem.num_of_mtt, npages);
	for (size_t i = 0; i < npages; i++) {
		uint8_t *mtt = (uint8_t *)MLX5CTL_ADDR_OF(create_umem_in, in, umem.mtt) +
			       i * MLX5CTL_ST_SZ_BYTES(mtt);
		uint64_t pa = start + i * PAGE;

		MLX5CTL_SET(mtt, mtt, ptag_63_32, (uint32_t)(pa >> 32));
		MLX5CTL_SET(mtt, mtt, ptag_31_8, (uint32_t)(pa >> 8) & 0xffffff);
		MLX5CTL_SET(mtt, mtt, rd_en, 1);
		MLX5CTL_SET(mtt, mtt, wr_en, 1);
	}
	ranges[range].start = start;
	ranges[range].end = end;
	err = exec(f->fw, in, inlen, out, sizeof(out));
	free(in);
	if (err) {
		ranges[range].end = 0;
		return err;
	}
	f->umems[slot].id = MLX5CTL_GET(create_umem_out, out, umem_id);
	f->umems[slot].range = range;
	r->umem_id = f->umems[slot].id;
	return 0;
}

/* as the driver: a UMEM the firmware will not destroy (an MKEY uses it) stays, -EBUSY;
 * at close (force) it is forgotten anyway */
static int umem_destroy(struct fwfile *f, int slot, bool force)
{
	uint8_t in[MLX5CTL_ST_SZ_BYTES(destroy_umem_in)] = { 0 };
	uint8_t out[MLX5CTL_ST_SZ_BYTES(destroy_umem_out)] = { 0 };
	int err;

	MLX5CTL_SET(destroy_umem_in, in, opcode, MLX5CTL_CMD_OP_DESTROY_UMEM);
	MLX5CTL_SET(destroy_umem_in, in, uid, f->uid);
	MLX5CTL_SET(destroy_umem_in, in, umem_id, f->umems[slot].id);
	err = exec(f->fw, in, sizeof(in), out, sizeof(out));
	if (err && !force)
		return -EBUSY;
	ranges[f->umems[slot].range].end = 0;
	f->umems[slot].id = 0;
	return err;
}

static int be_umem_unreg(void *ctx, struct mlx5ctl_umem_unreg *r)
{
	struct fwfile *f = ctx;

	if (r->flags)
		return -EINVAL;
	for (int i = 0; i < MAX_UMEMS; i++)
		if (f->umems[i].id && f->umems[i].id == r->umem_id)
			return umem_destroy(f, i, false);
	return -ENOENT;
}

static void be_close(void *ctx)
{
	struct fwfile *f = ctx;
	uint8_t in[MLX5CTL_ST_SZ_BYTES(destroy_uctx_in)] = { 0 };
	uint8_t out[MLX5CTL_ST_SZ_BYTES(destroy_uctx_out)] = { 0 };

	for (int i = 0; i < MAX_UMEMS; i++)
		if (f->umems[i].id)
			umem_destroy(f, i, true);
	MLX5CTL_SET(destroy_uctx_in, in, opcode, MLX5CTL_CMD_OP_DESTROY_UCTX);
	MLX5CTL_SET(destroy_uctx_in, in, uid, f->uid);
	exec(f->fw, in, sizeof(in), out, sizeof(out));
	free(f);
}

static const struct mlx5ctl_backend fw_backend = {
	.info = be_info,
	.rpc = be_rpc,
	.umem_reg = be_umem_reg,
	.umem_unreg = be_umem_unreg,
	.close = be_close,
};

/* what the driver asks for a file's UID: the dumps' and the tools' resources (CAP_SYS_RAWIO) */
static uint32_t uctx_cap = MLX5CTL_UCTX_CAP_INTERNAL_DEVICE_RESOURCES |
			   MLX5CTL_UCTX_CAP_TOOLS_RESOURCES;

void fwbackend_uctx_cap(uint32_t cap)
{
	uctx_cap = cap;
}

int fwbackend_open(struct mlx5fw *fw, struct mlx5ctl_dev **dev)
{
	return fwbackend_open_named(fw, "emulated", "emulated:00.0", dev);
}

int fwbackend_open_named(struct mlx5fw *fw, const char *adev, const char *pci,
			 struct mlx5ctl_dev **dev)
{
	uint8_t in[MLX5CTL_ST_SZ_BYTES(create_uctx_in)] = { 0 };
	uint8_t out[MLX5CTL_ST_SZ_BYTES(create_uctx_out)] = { 0 };
	struct fwfile *f = calloc(1, sizeof(*f));
	int err;

	if (!f)
		return -ENOMEM;
	f->fw = fw;
	snprintf(f->pci, sizeof(f->pci), "%s", pci);
	f->cap = uctx_cap;
	MLX5CTL_SET(create_uctx_in, in, opcode, MLX5CTL_CMD_OP_CREATE_UCTX);
	MLX5CTL_SET(create_uctx_in, in, uctx.cap, f->cap);
	err = exec(fw, in, sizeof(in), out, sizeof(out));
	if (err) {
		free(f);
		return err;
	}
	f->uid = (uint16_t)MLX5CTL_GET(create_uctx_out, out, uid);
	err = mlx5ctl_open_backend(&fw_backend, f, adev, dev);
	if (err)
		be_close(f);
	return err;
}
