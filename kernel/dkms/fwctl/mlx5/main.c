// SPDX-License-Identifier: BSD-3-Clause OR GPL-2.0
/*
 * Copyright (c) 2024-2025, NVIDIA CORPORATION & AFFILIATES
 */
#include <linux/fwctl.h>
#include <linux/auxiliary_bus.h>
#include <linux/capability.h>
#include <linux/dma-mapping.h>
#include <linux/mlx5/device.h>
#include <linux/mlx5/driver.h>
#include <linux/overflow.h>
#include <linux/random.h>
#include <linux/sizes.h>
#include <linux/swiotlb.h>
#include <linux/xarray.h>
#include <uapi/fwctl/mlx5.h>

#include "constraints.h"

#define mlx5ctl_err(mcdev, format, ...) \
	dev_err(&mcdev->fwctl.dev, format, ##__VA_ARGS__)

#define mlx5ctl_dbg(mcdev, format, ...)                             \
	dev_dbg(&mcdev->fwctl.dev, "PID %u: " format, current->pid, \
		##__VA_ARGS__)

/**
 * struct mlx5ctl_uctx - an open file
 * @uctx: the core's part
 * @uctx_caps: the capabilities of the file's user context
 * @uctx_uid: the file's user context (UID)
 * @umem_lock: serializes the changes of @umems and @orphans
 * @umems: the user memory registrations, by resource id
 * @orphans: registrations whose objects the device may still have
 */
struct mlx5ctl_uctx {
	struct fwctl_uctx uctx;
	u32 uctx_caps;
	u32 uctx_uid;
	struct mutex umem_lock; /* protects umems and orphans */
	struct xarray umems;
	struct list_head orphans;
};

struct mlx5ctl_dev {
	struct fwctl_device fwctl;
	struct mlx5_core_dev *mdev;
};
DEFINE_FREE(mlx5ctl, struct mlx5ctl_dev *, if (_T) fwctl_put(&_T->fwctl));

struct mlx5_ifc_mbox_in_hdr_bits {
	u8 opcode[0x10];
	u8 uid[0x10];

	u8 vhca_tunnel_id[0x10];
	u8 op_mod[0x10];

	u8 reserved_at_40[0x40];
};

struct mlx5_ifc_mbox_out_hdr_bits {
	u8 status[0x8];
	u8 reserved_at_8[0x18];

	u8 syndrome[0x20];

	u8 reserved_at_40[0x40];
};

enum {
	MLX5_UCTX_OBJECT_CAP_TOOLS_RESOURCES = 0x4,
};

enum {
	MLX5_CMD_OP_QUERY_DRIVER_VERSION = 0x10c,
	MLX5_CMD_OP_QUERY_OTHER_HCA_CAP = 0x10e,
	MLX5_CMD_OP_QUERY_RDB = 0x512,
	MLX5_CMD_OP_QUERY_PSV = 0x602,
	MLX5_CMD_OP_QUERY_DC_CNAK_TRACE = 0x716,
	MLX5_CMD_OP_QUERY_NVMF_BACKEND_CONTROLLER = 0x722,
	MLX5_CMD_OP_QUERY_NVMF_NAMESPACE_CONTEXT = 0x728,
	MLX5_CMD_OP_QUERY_ADJACENT_FUNCTIONS_ID = 0x730,
	MLX5_CMD_OP_DELEGATE_VHCA_MANAGEMENT = 0x731,
	MLX5_CMD_OP_QUERY_DELEGATED_VHCA = 0x732,
	MLX5_CMD_OP_QUERY_BURST_SIZE = 0x813,
	MLX5_CMD_OP_QUERY_DIAGNOSTIC_PARAMS = 0x819,
	MLX5_CMD_OP_SET_DIAGNOSTIC_PARAMS = 0x820,
	MLX5_CMD_OP_QUERY_DIAGNOSTIC_COUNTERS = 0x821,
	MLX5_CMD_OP_QUERY_DELAY_DROP_PARAMS = 0x911,
	MLX5_CMD_OP_QUERY_AFU = 0x971,
	MLX5_CMD_OP_QUERY_CAPI_PEC = 0x981,
	MLX5_CMD_OP_QUERY_UCTX = 0xa05,
	MLX5_CMD_OP_QUERY_UMEM = 0xa09,
	MLX5_CMD_OP_QUERY_NVMF_CC_RESPONSE = 0xb02,
	MLX5_CMD_OP_QUERY_EMULATED_FUNCTIONS_INFO = 0xb03,
	MLX5_CMD_OP_QUERY_REGEXP_PARAMS = 0xb05,
	MLX5_CMD_OP_QUERY_REGEXP_REGISTER = 0xb07,
	MLX5_CMD_OP_USER_QUERY_XRQ_DC_PARAMS_ENTRY = 0xb08,
	MLX5_CMD_OP_USER_QUERY_XRQ_ERROR_PARAMS = 0xb0a,
	MLX5_CMD_OP_ACCESS_REGISTER_USER = 0xb0c,
	MLX5_CMD_OP_QUERY_EMULATION_DEVICE_EQ_MSIX_MAPPING = 0xb0f,
	MLX5_CMD_OP_QUERY_MATCH_SAMPLE_INFO = 0xb13,
	MLX5_CMD_OP_QUERY_CRYPTO_STATE = 0xb14,
	MLX5_CMD_OP_QUERY_VUID = 0xb22,
	MLX5_CMD_OP_QUERY_DPA_PARTITION = 0xb28,
	MLX5_CMD_OP_QUERY_DPA_PARTITIONS = 0xb2a,
	MLX5_CMD_OP_POSTPONE_CONNECTED_QP_TIMEOUT = 0xb2e,
	MLX5_CMD_OP_QUERY_EMULATED_RESOURCES_INFO = 0xb2f,
	MLX5_CMD_OP_QUERY_RSV_RESOURCES = 0x8000,
	MLX5_CMD_OP_QUERY_MTT = 0x8001,
	MLX5_CMD_OP_QUERY_SCHED_QUEUE = 0x8006,
};

static int mlx5ctl_alloc_uid(struct mlx5ctl_dev *mcdev, u32 cap)
{
	u32 out[MLX5_ST_SZ_DW(create_uctx_out)] = {};
	u32 in[MLX5_ST_SZ_DW(create_uctx_in)] = {};
	void *uctx;
	int ret;
	u16 uid;

	uctx = MLX5_ADDR_OF(create_uctx_in, in, uctx);

	mlx5ctl_dbg(mcdev, "%s: caps 0x%x\n", __func__, cap);
	MLX5_SET(create_uctx_in, in, opcode, MLX5_CMD_OP_CREATE_UCTX);
	MLX5_SET(uctx, uctx, cap, cap);

	ret = mlx5_cmd_exec(mcdev->mdev, in, sizeof(in), out, sizeof(out));
	if (ret)
		return ret;

	uid = MLX5_GET(create_uctx_out, out, uid);
	mlx5ctl_dbg(mcdev, "allocated uid %u with caps 0x%x\n", uid, cap);
	return uid;
}

static int mlx5ctl_release_uid(struct mlx5ctl_dev *mcdev, u16 uid)
{
	u32 in[MLX5_ST_SZ_DW(destroy_uctx_in)] = {};
	struct mlx5_core_dev *mdev = mcdev->mdev;
	int ret;

	MLX5_SET(destroy_uctx_in, in, opcode, MLX5_CMD_OP_DESTROY_UCTX);
	MLX5_SET(destroy_uctx_in, in, uid, uid);

	ret = mlx5_cmd_exec_in(mdev, destroy_uctx, in);
	mlx5ctl_dbg(mcdev, "released uid %u %pe\n", uid, ERR_PTR(ret));
	return ret;
}

/*
 * User memory (FWCTL_RSC_UMEM_REG): the core pins the buffer; the driver maps
 * it for the PCI function and describes it to the device as a UMEM of the
 * file's UID, with one MTT entry per page, and on request a memory key over it
 * that the kernel creates: the key's range is the whole buffer and nothing
 * else, whatever user space would have asked.
 */

/* Largest buffer one registration may describe */
#define MLX5CTL_UMEM_MAX_LEN SZ_64M

enum {
	MLX5CTL_UMEM_HAS_UMEM = BIT(0),
	MLX5CTL_UMEM_HAS_PD = BIT(1),
	MLX5CTL_UMEM_HAS_MKEY = BIT(2),
};

/* CREATE_MKEY's inbox with the UMEM fields mlx5_ifc.h leaves reserved */
struct mlx5_ifc_create_umem_mkey_in_bits {
	u8 opcode[0x10];
	u8 uid[0x10];

	u8 reserved_at_20[0x10];
	u8 op_mod[0x10];

	u8 reserved_at_40[0x20];

	u8 pg_access[0x1];
	u8 mkey_umem_valid[0x1];
	u8 reserved_at_62[0x1e];

	struct mlx5_ifc_mkc_bits memory_key_mkey_entry;

	u8 reserved_at_280[0x80];

	u8 translations_octword_actual_size[0x20];

	u8 mkey_umem_id[0x20];

	u8 mkey_umem_offset[0x40];

	u8 reserved_at_380[0x500];
};

/**
 * struct mlx5ctl_umem - a registration: the pinned buffer and its objects
 * @umem: the pinned pages (the core's)
 * @objs: MLX5CTL_UMEM_HAS_*: the device objects that exist
 * @umem_id: the device's UMEM id
 * @pdn: the protection domain of the memory key
 * @mkey: the memory key (index << 8 | key byte)
 * @lost: entry in a list of registrations the device may still access
 */
struct mlx5ctl_umem {
	struct fwctl_umem *umem;
	unsigned int objs;
	u32 umem_id;
	u32 pdn;
	u32 mkey;
	struct list_head lost;
};

/*
 * Registrations of user contexts the device refused to destroy: it may still
 * access their pages, which stay pinned and mapped for good.
 */
static LIST_HEAD(mlx5ctl_lost_umems);
static DEFINE_MUTEX(mlx5ctl_lost_lock);

/*
 * Run a command the driver issues itself, quietly: user space can provoke a
 * refusal, which is an errno here and no line in the kernel log. *known is
 * false when the command may or may not have been executed (the command
 * interface failed: -ETIMEDOUT, -ENXIO, ...).
 */
static int mlx5ctl_cmd_quiet(struct mlx5_core_dev *mdev, void *in, int inlen,
			     void *out, int outlen, bool *known)
{
	int err = mlx5_cmd_do(mdev, in, inlen, out, outlen);

	*known = !err || err == -EREMOTEIO;
	if (err != -EREMOTEIO)
		return err;
	switch (MLX5_GET(mbox_out_hdr, out, status)) {
	case MLX5_CMD_STAT_RES_BUSY:
	case MLX5_CMD_STAT_BAD_RES_STATE_ERR:
		return -EBUSY;
	case MLX5_CMD_STAT_LIM_ERR:
	case MLX5_CMD_STAT_NO_RES_ERR:
		return -ENOSPC;
	case MLX5_CMD_STAT_BAD_PARAM_ERR:
	case MLX5_CMD_STAT_BAD_RES_ERR:
	case MLX5_CMD_STAT_IX_ERR:
		return -EINVAL;
	default:
		return -EIO;
	}
}

/*
 * Map the pages for the PCI function. Where the platform bounces DMA
 * (swiotlb=force, confidential guests, pages the device cannot address), what
 * the device writes would reach the user's pages only at unmap: refused, user
 * space then reads its results inline.
 */
static int mlx5ctl_umem_map(struct mlx5_core_dev *mdev, struct fwctl_umem *umem)
{
	struct device *dma_dev = &mdev->pdev->dev;
	struct scatterlist *sg;
	int ret, i;

	if (is_swiotlb_force_bounce(dma_dev))
		return -EOPNOTSUPP;
	ret = dma_map_sgtable(dma_dev, &umem->sgt, DMA_BIDIRECTIONAL, 0);
	if (ret)
		return ret;
	for_each_sgtable_dma_sg(&umem->sgt, sg, i) {
		if (dma_need_sync(dma_dev, sg_dma_address(sg))) {
			dma_unmap_sgtable(dma_dev, &umem->sgt, DMA_BIDIRECTIONAL,
					  0);
			return -EOPNOTSUPP;
		}
	}
	return 0;
}

static void mlx5ctl_umem_unmap(struct mlx5_core_dev *mdev,
			       struct fwctl_umem *umem)
{
	dma_unmap_sgtable(&mdev->pdev->dev, &umem->sgt, DMA_BIDIRECTIONAL, 0);
}

static int mlx5ctl_create_umem(struct mlx5ctl_dev *mcdev,
			       struct mlx5ctl_uctx *mfd,
			       struct mlx5ctl_umem *reg, bool *known)
{
	u32 out[MLX5_ST_SZ_DW(create_umem_out)] = {};
	struct fwctl_umem *umem = reg->umem;
	struct sg_dma_page_iter iter;
	unsigned long n = 0;
	void *in, *mtt;
	size_t inlen;
	int err;

	*known = true;
	inlen = size_add(MLX5_ST_SZ_BYTES(create_umem_in),
			 size_mul(umem->npages, MLX5_ST_SZ_BYTES(mtt)));
	in = kvzalloc(inlen, GFP_KERNEL_ACCOUNT);
	if (!in)
		return -ENOMEM;

	MLX5_SET(create_umem_in, in, opcode, MLX5_CMD_OP_CREATE_UMEM);
	MLX5_SET(create_umem_in, in, uid, mfd->uctx_uid);
	MLX5_SET(create_umem_in, in, umem.log_page_size,
		 PAGE_SHIFT - MLX5_ADAPTER_PAGE_SHIFT);
	MLX5_SET(create_umem_in, in, umem.page_offset, umem->offset);
	MLX5_SET64(create_umem_in, in, umem.num_of_mtt, umem->npages);

	mtt = MLX5_ADDR_OF(create_umem_in, in, umem.mtt);
	for_each_sgtable_dma_page(&umem->sgt, &iter, 0) {
		dma_addr_t addr = sg_page_iter_dma_address(&iter);

		if (WARN_ON_ONCE(n == umem->npages)) {
			err = -EINVAL;
			goto out;
		}
		MLX5_SET(mtt, mtt, ptag_63_32, upper_32_bits(addr));
		MLX5_SET(mtt, mtt, ptag_31_8, lower_32_bits(addr) >> 8);
		MLX5_SET(mtt, mtt, wr_en, 1);
		MLX5_SET(mtt, mtt, rd_en, 1);
		mtt += MLX5_ST_SZ_BYTES(mtt);
		n++;
	}

	err = mlx5ctl_cmd_quiet(mcdev->mdev, in, inlen, out, sizeof(out),
				known);
	if (!err) {
		reg->umem_id = MLX5_GET(create_umem_out, out, umem_id);
		reg->objs |= MLX5CTL_UMEM_HAS_UMEM;
	}
out:
	kvfree(in);
	return err;
}

/*
 * The memory key over the whole UMEM: MTT translation through the UMEM's
 * pages only (mkey_umem_valid), addresses 0 to len - 1 of the key being the
 * buffer's bytes, local read and write only: no remote access, no atomics, no
 * UMR, no QP. Device commands of the UID name it to write a dump into the
 * buffer or read from it.
 */
static int mlx5ctl_create_mkey(struct mlx5ctl_dev *mcdev,
			       struct mlx5ctl_uctx *mfd,
			       struct mlx5ctl_umem *reg, bool *known)
{
	u32 out[MLX5_ST_SZ_DW(create_mkey_out)] = {};
	u32 in[MLX5_ST_SZ_DW(create_umem_mkey_in)] = {};
	u32 pd_out[MLX5_ST_SZ_DW(alloc_pd_out)] = {};
	u32 pd_in[MLX5_ST_SZ_DW(alloc_pd_in)] = {};
	u8 key = get_random_u8();
	void *mkc;
	int err;

	MLX5_SET(alloc_pd_in, pd_in, opcode, MLX5_CMD_OP_ALLOC_PD);
	MLX5_SET(alloc_pd_in, pd_in, uid, mfd->uctx_uid);
	err = mlx5ctl_cmd_quiet(mcdev->mdev, pd_in, sizeof(pd_in), pd_out,
				sizeof(pd_out), known);
	if (err)
		return err;
	reg->pdn = MLX5_GET(alloc_pd_out, pd_out, pd);
	reg->objs |= MLX5CTL_UMEM_HAS_PD;

	MLX5_SET(create_umem_mkey_in, in, opcode, MLX5_CMD_OP_CREATE_MKEY);
	MLX5_SET(create_umem_mkey_in, in, uid, mfd->uctx_uid);
	MLX5_SET(create_umem_mkey_in, in, mkey_umem_valid, 1);
	MLX5_SET(create_umem_mkey_in, in, mkey_umem_id, reg->umem_id);
	MLX5_SET64(create_umem_mkey_in, in, mkey_umem_offset, 0);
	mkc = MLX5_ADDR_OF(create_umem_mkey_in, in, memory_key_mkey_entry);
	MLX5_SET(mkc, mkc, access_mode_1_0, MLX5_MKC_ACCESS_MODE_MTT);
	MLX5_SET(mkc, mkc, lr, 1);
	MLX5_SET(mkc, mkc, lw, 1);
	MLX5_SET(mkc, mkc, pd, reg->pdn);
	MLX5_SET(mkc, mkc, qpn, 0xffffff);
	MLX5_SET(mkc, mkc, mkey_7_0, key);
	MLX5_SET64(mkc, mkc, start_addr, 0);
	MLX5_SET64(mkc, mkc, len, reg->umem->len);
	MLX5_SET(mkc, mkc, log_page_size, PAGE_SHIFT);
	err = mlx5ctl_cmd_quiet(mcdev->mdev, in, sizeof(in), out, sizeof(out),
				known);
	if (err)
		return err;
	reg->mkey = MLX5_GET(create_mkey_out, out, mkey_index) << 8 | key;
	reg->objs |= MLX5CTL_UMEM_HAS_MKEY;
	return 0;
}

/*
 * Destroy the registration's device objects, newest first. Stops at the first
 * the device did not destroy: what is left is in reg->objs.
 */
static int mlx5ctl_umem_destroy_objs(struct mlx5ctl_dev *mcdev,
				     struct mlx5ctl_uctx *mfd,
				     struct mlx5ctl_umem *reg)
{
	u32 out[MLX5_ST_SZ_DW(destroy_umem_out)] = {};
	u32 in[MLX5_ST_SZ_DW(destroy_umem_in)] = {};
	bool known;
	int err;

	if (reg->objs & MLX5CTL_UMEM_HAS_MKEY) {
		u32 mk_in[MLX5_ST_SZ_DW(destroy_mkey_in)] = {};

		MLX5_SET(destroy_mkey_in, mk_in, opcode,
			 MLX5_CMD_OP_DESTROY_MKEY);
		MLX5_SET(destroy_mkey_in, mk_in, uid, mfd->uctx_uid);
		MLX5_SET(destroy_mkey_in, mk_in, mkey_index, reg->mkey >> 8);
		err = mlx5ctl_cmd_quiet(mcdev->mdev, mk_in, sizeof(mk_in), out,
					sizeof(out), &known);
		if (err)
			return err;
		reg->objs &= ~MLX5CTL_UMEM_HAS_MKEY;
	}
	if (reg->objs & MLX5CTL_UMEM_HAS_PD) {
		u32 pd_in[MLX5_ST_SZ_DW(dealloc_pd_in)] = {};

		MLX5_SET(dealloc_pd_in, pd_in, opcode, MLX5_CMD_OP_DEALLOC_PD);
		MLX5_SET(dealloc_pd_in, pd_in, uid, mfd->uctx_uid);
		MLX5_SET(dealloc_pd_in, pd_in, pd, reg->pdn);
		err = mlx5ctl_cmd_quiet(mcdev->mdev, pd_in, sizeof(pd_in), out,
					sizeof(out), &known);
		if (err)
			return err;
		reg->objs &= ~MLX5CTL_UMEM_HAS_PD;
	}
	if (reg->objs & MLX5CTL_UMEM_HAS_UMEM) {
		MLX5_SET(destroy_umem_in, in, opcode, MLX5_CMD_OP_DESTROY_UMEM);
		MLX5_SET(destroy_umem_in, in, uid, mfd->uctx_uid);
		MLX5_SET(destroy_umem_in, in, umem_id, reg->umem_id);
		err = mlx5ctl_cmd_quiet(mcdev->mdev, in, sizeof(in), out,
					sizeof(out), &known);
		if (err)
			return err;
		reg->objs &= ~MLX5CTL_UMEM_HAS_UMEM;
	}
	return 0;
}

/* The device can no longer access the pages: unmap and unpin them */
static void mlx5ctl_umem_free(struct mlx5ctl_dev *mcdev,
			      struct mlx5ctl_umem *reg)
{
	mlx5ctl_umem_unmap(mcdev->mdev, reg->umem);
	fwctl_umem_release(reg->umem);
	kfree(reg);
}

static int mlx5ctl_umem_reg(struct fwctl_uctx *uctx, struct fwctl_umem *umem,
			    struct fwctl_rsc_umem_reg *cmd)
{
	struct mlx5ctl_dev *mcdev =
		container_of(uctx->fwctl, struct mlx5ctl_dev, fwctl);
	struct mlx5ctl_uctx *mfd =
		container_of(uctx, struct mlx5ctl_uctx, uctx);
	struct mlx5ctl_umem *reg;
	bool known = true;
	u32 rsc_id;
	int err;

	/*
	 * FWCTL_UMEM_FLAG_MCDD asks for the key the device reads a firmware
	 * component through (MCDD): the FWCTL_UMEM_FLAG_MKEY key, this buffer
	 * alone, local access only, serves it.
	 */
	if (cmd->flags & ~(u64)(FWCTL_UMEM_FLAG_MKEY | FWCTL_UMEM_FLAG_MCDD)) {
		fwctl_umem_release(umem);
		return -EOPNOTSUPP;
	}

	reg = kzalloc_obj(*reg, GFP_KERNEL_ACCOUNT);
	if (!reg) {
		fwctl_umem_release(umem);
		return -ENOMEM;
	}
	reg->umem = umem;
	INIT_LIST_HEAD(&reg->lost);

	err = mlx5ctl_umem_map(mcdev->mdev, umem);
	if (err) {
		fwctl_umem_release(umem);
		kfree(reg);
		return err;
	}

	guard(mutex)(&mfd->umem_lock);
	err = mlx5ctl_create_umem(mcdev, mfd, reg, &known);
	if (!err && (cmd->flags & (FWCTL_UMEM_FLAG_MKEY | FWCTL_UMEM_FLAG_MCDD)))
		err = mlx5ctl_create_mkey(mcdev, mfd, reg, &known);
	if (!err)
		err = xa_alloc(&mfd->umems, &rsc_id, reg, xa_limit_31b,
			       GFP_KERNEL_ACCOUNT);
	if (!err) {
		cmd->umem_id = reg->umem_id;
		cmd->mkey_id = reg->mkey;
		cmd->rsc_id = rsc_id;
		return 0;
	}

	/*
	 * Undo newest first. An object the device kept, or a command whose
	 * outcome is unknown (the device may know an object the driver never
	 * saw), leaves the pages to the device until the UCTX is destroyed.
	 */
	if (mlx5ctl_umem_destroy_objs(mcdev, mfd, reg) || !known) {
		list_add(&reg->lost, &mfd->orphans);
		return err;
	}
	mlx5ctl_umem_free(mcdev, reg);
	return err;
}

static int mlx5ctl_rsc_destroy(struct fwctl_uctx *uctx, u32 type, u32 rsc_id)
{
	struct mlx5ctl_dev *mcdev =
		container_of(uctx->fwctl, struct mlx5ctl_dev, fwctl);
	struct mlx5ctl_uctx *mfd =
		container_of(uctx, struct mlx5ctl_uctx, uctx);
	struct mlx5ctl_umem *reg;
	int err;

	if (type != FWCTL_RSC_TYPE_UMEM)
		return -EOPNOTSUPP;

	guard(mutex)(&mfd->umem_lock);
	reg = xa_load(&mfd->umems, rsc_id);
	if (!reg)
		return -ENOENT;
	/* On error the registration stays, with the objects the device kept */
	err = mlx5ctl_umem_destroy_objs(mcdev, mfd, reg);
	if (err)
		return err;
	xa_erase(&mfd->umems, rsc_id);
	mlx5ctl_umem_free(mcdev, reg);
	return 0;
}

/*
 * On close or removal: destroy every registration of the file. Those whose
 * objects the device kept stay pinned: released once the UCTX is destroyed
 * (no object of it can exist then), for good otherwise.
 */
static void mlx5ctl_umem_cleanup(struct mlx5ctl_dev *mcdev,
				 struct mlx5ctl_uctx *mfd)
{
	struct mlx5ctl_umem *reg;
	unsigned long index;

	xa_for_each(&mfd->umems, index, reg) {
		xa_erase(&mfd->umems, index);
		if (mlx5ctl_umem_destroy_objs(mcdev, mfd, reg)) {
			list_add(&reg->lost, &mfd->orphans);
			continue;
		}
		mlx5ctl_umem_free(mcdev, reg);
	}
}

static void mlx5ctl_umem_release_orphans(struct mlx5ctl_dev *mcdev,
					 struct mlx5ctl_uctx *mfd,
					 bool uctx_gone)
{
	struct mlx5ctl_umem *reg, *tmp;

	if (list_empty(&mfd->orphans))
		return;
	if (!uctx_gone) {
		mlx5ctl_err(mcdev,
			    "UID %u: the device keeps user memory; its pages stay pinned\n",
			    mfd->uctx_uid);
		guard(mutex)(&mlx5ctl_lost_lock);
		list_splice_init(&mfd->orphans, &mlx5ctl_lost_umems);
		return;
	}
	list_for_each_entry_safe(reg, tmp, &mfd->orphans, lost) {
		list_del(&reg->lost);
		mlx5ctl_umem_free(mcdev, reg);
	}
}

static int mlx5ctl_open_uctx(struct fwctl_uctx *uctx)
{
	struct mlx5ctl_uctx *mfd =
		container_of(uctx, struct mlx5ctl_uctx, uctx);
	struct mlx5ctl_dev *mcdev =
		container_of(uctx->fwctl, struct mlx5ctl_dev, fwctl);
	int uid;

	/*
	 * New FW supports the TOOLS_RESOURCES uid security label
	 * which allows commands to manipulate the global device state.
	 * Otherwise only basic existing RDMA devx privilege are allowed.
	 */
	if (MLX5_CAP_GEN(mcdev->mdev, uctx_cap) &
	    MLX5_UCTX_OBJECT_CAP_TOOLS_RESOURCES)
		mfd->uctx_caps |= MLX5_UCTX_OBJECT_CAP_TOOLS_RESOURCES;
	/*
	 * The firmware's core dump (the CORE_DUMP register, the core dump
	 * segment of RESOURCE_DUMP) needs the internal device resources
	 * label. A core dump is the firmware's whole state, whatever the
	 * device keeps there: like DEVX, the label goes only to an opener with
	 * CAP_SYS_RAWIO. Both registers are debug reads:
	 * mlx5ctl_validate_rpc() allows them from FWCTL_RPC_DEBUG_READ_ONLY on.
	 */
	if ((MLX5_CAP_GEN(mcdev->mdev, uctx_cap) &
	     MLX5_UCTX_CAP_INTERNAL_DEV_RES) && capable(CAP_SYS_RAWIO))
		mfd->uctx_caps |= MLX5_UCTX_CAP_INTERNAL_DEV_RES;

	uid = mlx5ctl_alloc_uid(mcdev, mfd->uctx_caps);
	if (uid < 0)
		return uid;

	mfd->uctx_uid = uid;
	mutex_init(&mfd->umem_lock);
	xa_init_flags(&mfd->umems, XA_FLAGS_ALLOC);
	INIT_LIST_HEAD(&mfd->orphans);
	return 0;
}

static void mlx5ctl_close_uctx(struct fwctl_uctx *uctx)
{
	struct mlx5ctl_dev *mcdev =
		container_of(uctx->fwctl, struct mlx5ctl_dev, fwctl);
	struct mlx5ctl_uctx *mfd =
		container_of(uctx, struct mlx5ctl_uctx, uctx);
	int err;

	/* The user memory first: the device writes into it no more */
	mutex_lock(&mfd->umem_lock);
	mlx5ctl_umem_cleanup(mcdev, mfd);
	err = mlx5ctl_release_uid(mcdev, mfd->uctx_uid);
	mlx5ctl_umem_release_orphans(mcdev, mfd, !err);
	mutex_unlock(&mfd->umem_lock);
	xa_destroy(&mfd->umems);
	mutex_destroy(&mfd->umem_lock);
}

static void *mlx5ctl_info(struct fwctl_uctx *uctx, size_t *length)
{
	struct mlx5ctl_uctx *mfd =
		container_of(uctx, struct mlx5ctl_uctx, uctx);
	struct fwctl_info_mlx5 *info;

	info = kzalloc_obj(*info);
	if (!info)
		return ERR_PTR(-ENOMEM);

	info->uid = mfd->uctx_uid;
	info->uctx_caps = mfd->uctx_caps;
	*length = sizeof(*info);
	return info;
}

static bool mlx5ctl_validate_rpc(const void *in, enum fwctl_rpc_scope scope)
{
	u16 opcode = MLX5_GET(mbox_in_hdr, in, opcode);
	u16 op_mod = MLX5_GET(mbox_in_hdr, in, op_mod);

	/*
	 * Currently the driver can't keep track of commands that allocate
	 * objects in the FW, these commands are safe from a security
	 * perspective but nothing will free the memory when the FD is closed.
	 * For now permit only query commands and set commands that don't alter
	 * objects. Also the caps for the scope have not been defined yet,
	 * filter commands manually for now.
	 */
	switch (opcode) {
	case MLX5_CMD_OP_MODIFY_CONG_STATUS:
	case MLX5_CMD_OP_POSTPONE_CONNECTED_QP_TIMEOUT:
	case MLX5_CMD_OP_QUERY_ADAPTER:
	case MLX5_CMD_OP_QUERY_ESW_FUNCTIONS:
	case MLX5_CMD_OP_QUERY_HCA_CAP:
	case MLX5_CMD_OP_QUERY_HCA_VPORT_CONTEXT:
	case MLX5_CMD_OP_QUERY_OTHER_HCA_CAP:
	case MLX5_CMD_OP_QUERY_ROCE_ADDRESS:
	case MLX5_CMD_OPCODE_QUERY_VUID:
	case MLX5_CMD_OP_DELEGATE_VHCA_MANAGEMENT:
	/*
	 * FW limits SET_HCA_CAP on the tools UID to only the other function
	 * mode which is used for function pre-configuration
	 */
	case MLX5_CMD_OP_SET_HCA_CAP:
		return true; /* scope >= FWCTL_RPC_CONFIGURATION; */

	case MLX5_CMD_OP_FPGA_QUERY_QP_COUNTERS:
	case MLX5_CMD_OP_FPGA_QUERY_QP:
	case MLX5_CMD_OP_NOP:
	case MLX5_CMD_OP_QUERY_AFU:
	case MLX5_CMD_OP_QUERY_BURST_SIZE:
	case MLX5_CMD_OP_QUERY_CAPI_PEC:
	case MLX5_CMD_OP_QUERY_CONG_PARAMS:
	case MLX5_CMD_OP_QUERY_CONG_STATISTICS:
	case MLX5_CMD_OP_QUERY_CONG_STATUS:
	case MLX5_CMD_OP_QUERY_CQ:
	case MLX5_CMD_OP_QUERY_CRYPTO_STATE:
	case MLX5_CMD_OP_QUERY_DC_CNAK_TRACE:
	case MLX5_CMD_OP_QUERY_DCT:
	case MLX5_CMD_OP_QUERY_DELAY_DROP_PARAMS:
	case MLX5_CMD_OP_QUERY_DIAGNOSTIC_COUNTERS:
	case MLX5_CMD_OP_QUERY_DIAGNOSTIC_PARAMS:
	case MLX5_CMD_OP_QUERY_DPA_PARTITION:
	case MLX5_CMD_OP_QUERY_DPA_PARTITIONS:
	case MLX5_CMD_OP_QUERY_DRIVER_VERSION:
	case MLX5_CMD_OP_QUERY_EMULATED_FUNCTIONS_INFO:
	case MLX5_CMD_OP_QUERY_EMULATED_RESOURCES_INFO:
	case MLX5_CMD_OP_QUERY_EMULATION_DEVICE_EQ_MSIX_MAPPING:
	case MLX5_CMD_OP_QUERY_EQ:
	case MLX5_CMD_OP_QUERY_ESW_VPORT_CONTEXT:
	case MLX5_CMD_OP_QUERY_FLOW_COUNTER:
	case MLX5_CMD_OP_QUERY_FLOW_GROUP:
	case MLX5_CMD_OP_QUERY_FLOW_TABLE_ENTRY:
	case MLX5_CMD_OP_QUERY_FLOW_TABLE:
	case MLX5_CMD_OP_QUERY_GENERAL_OBJECT:
	case MLX5_CMD_OP_QUERY_HCA_VPORT_GID:
	case MLX5_CMD_OP_QUERY_HCA_VPORT_PKEY:
	case MLX5_CMD_OP_QUERY_ISSI:
	case MLX5_CMD_OP_QUERY_L2_TABLE_ENTRY:
	case MLX5_CMD_OP_QUERY_LAG:
	case MLX5_CMD_OP_QUERY_MAD_DEMUX:
	case MLX5_CMD_OP_QUERY_MATCH_SAMPLE_INFO:
	case MLX5_CMD_OP_QUERY_MKEY:
	case MLX5_CMD_OP_QUERY_MODIFY_HEADER_CONTEXT:
	case MLX5_CMD_OP_QUERY_MTT:
	case MLX5_CMD_OP_QUERY_NIC_VPORT_CONTEXT:
	case MLX5_CMD_OP_QUERY_NVMF_BACKEND_CONTROLLER:
	case MLX5_CMD_OP_QUERY_NVMF_CC_RESPONSE:
	case MLX5_CMD_OP_QUERY_NVMF_NAMESPACE_CONTEXT:
	case MLX5_CMD_OP_QUERY_PACKET_REFORMAT_CONTEXT:
	case MLX5_CMD_OP_QUERY_PAGES:
	case MLX5_CMD_OP_QUERY_PSV:
	case MLX5_CMD_OP_QUERY_Q_COUNTER:
	case MLX5_CMD_OP_QUERY_QP:
	case MLX5_CMD_OP_QUERY_RATE_LIMIT:
	case MLX5_CMD_OP_QUERY_RDB:
	case MLX5_CMD_OP_QUERY_REGEXP_PARAMS:
	case MLX5_CMD_OP_QUERY_REGEXP_REGISTER:
	case MLX5_CMD_OP_QUERY_RMP:
	case MLX5_CMD_OP_QUERY_RQ:
	case MLX5_CMD_OP_QUERY_RQT:
	case MLX5_CMD_OP_QUERY_RSV_RESOURCES:
	case MLX5_CMD_OP_QUERY_SCHED_QUEUE:
	case MLX5_CMD_OP_QUERY_SCHEDULING_ELEMENT:
	case MLX5_CMD_OP_QUERY_SF_PARTITION:
	case MLX5_CMD_OP_QUERY_SPECIAL_CONTEXTS:
	case MLX5_CMD_OP_QUERY_SQ:
	case MLX5_CMD_OP_QUERY_SRQ:
	case MLX5_CMD_OP_QUERY_TIR:
	case MLX5_CMD_OP_QUERY_TIS:
	case MLX5_CMD_OP_QUERY_UCTX:
	case MLX5_CMD_OP_QUERY_UMEM:
	case MLX5_CMD_OP_QUERY_VHCA_MIGRATION_STATE:
	case MLX5_CMD_OP_QUERY_VHCA_STATE:
	case MLX5_CMD_OP_QUERY_VNIC_ENV:
	case MLX5_CMD_OP_QUERY_VPORT_COUNTER:
	case MLX5_CMD_OP_QUERY_VPORT_STATE:
	case MLX5_CMD_OP_QUERY_WOL_ROL:
	case MLX5_CMD_OP_QUERY_XRC_SRQ:
	case MLX5_CMD_OP_QUERY_XRQ_DC_PARAMS_ENTRY:
	case MLX5_CMD_OP_QUERY_XRQ_ERROR_PARAMS:
	case MLX5_CMD_OP_QUERY_XRQ:
	case MLX5_CMD_OP_USER_QUERY_XRQ_DC_PARAMS_ENTRY:
	case MLX5_CMD_OP_USER_QUERY_XRQ_ERROR_PARAMS:
	case MLX5_CMD_OP_QUERY_ADJACENT_FUNCTIONS_ID:
	case MLX5_CMD_OP_QUERY_DELEGATED_VHCA:
		return scope >= FWCTL_RPC_DEBUG_READ_ONLY;

	case MLX5_CMD_OP_SET_DIAGNOSTIC_PARAMS:
		return scope >= FWCTL_RPC_DEBUG_WRITE;

	case MLX5_CMD_OP_ACCESS_REG:
	case MLX5_CMD_OP_ACCESS_REGISTER_USER:
		/*
		 * A dump of the firmware's resources or its core dump is
		 * debug information, whichever the direction: never
		 * configuration.
		 */
		switch (MLX5_GET(access_register_in, in, register_id)) {
		case MLX5_REG_RESOURCE_DUMP:
		case MLX5_REG_CORE_DUMP:
			if (scope < FWCTL_RPC_DEBUG_READ_ONLY)
				return false;
			break;
		}
		/*
		 * A register that may be written at every scope may be read
		 * back at every scope too.
		 */
		if (op_mod == 0 || op_mod == 1) /* write, read */
			return true; /* scope >= FWCTL_RPC_CONFIGURATION; */
		return scope >= FWCTL_RPC_DEBUG_READ_ONLY;
	default:
		return false;
	}
}

static void *mlx5ctl_fw_rpc(struct fwctl_uctx *uctx, enum fwctl_rpc_scope scope,
			    void *rpc_in, size_t in_len, size_t *out_len)
{
	struct mlx5ctl_dev *mcdev =
		container_of(uctx->fwctl, struct mlx5ctl_dev, fwctl);
	struct mlx5ctl_uctx *mfd =
		container_of(uctx, struct mlx5ctl_uctx, uctx);
	const char *rule;
	void *rpc_out;
	u16 opcode;
	int ret;

	if (in_len < MLX5_ST_SZ_BYTES(mbox_in_hdr) ||
	    *out_len < MLX5_ST_SZ_BYTES(mbox_out_hdr))
		return ERR_PTR(-EMSGSIZE);

	/* the outbox may overwrite the inbox: the opcode is read once, here */
	opcode = MLX5_GET(mbox_in_hdr, rpc_in, opcode);
	mlx5ctl_dbg(mcdev, "[UID %d] cmdif: opcode 0x%x inlen %zu outlen %zu\n",
		    mfd->uctx_uid, opcode, in_len, *out_len);

	if (!mlx5ctl_validate_rpc(rpc_in, scope))
		return ERR_PTR(-EBADMSG);

	/*
	 * An allowed command may still carry what the device's command rules
	 * reserve for the kernel (a tunnel to another function, an ACCESS_REG
	 * op_mod other than write or read, a counter clear in a query).
	 */
	rule = mlx5ctl_rpc_violation(rpc_in, in_len);
	/*
	 * A register read may carry a field that acts on the register (a
	 * counter clear, a module reset): refused, or where the read does what
	 * the register's write does, refused below the write's scope.
	 */
	if (!rule)
		rule = mlx5ctl_reg_violation(rpc_in, in_len, scope);
	if (rule) {
		mlx5ctl_dbg(mcdev, "[UID %d] cmdif: opcode 0x%x refused: %s\n",
			    mfd->uctx_uid, opcode, rule);
		return ERR_PTR(-EBADMSG);
	}

	/*
	 * mlx5_cmd_do() copies the input message to its own buffer before
	 * executing it, so we can reuse the allocation for the output.
	 */
	if (*out_len <= in_len) {
		rpc_out = rpc_in;
	} else {
		rpc_out = kvzalloc(*out_len, GFP_KERNEL);
		if (!rpc_out)
			return ERR_PTR(-ENOMEM);
	}

	/* Enforce the user context for the command */
	MLX5_SET(mbox_in_hdr, rpc_in, uid, mfd->uctx_uid);
	ret = mlx5_cmd_do(mcdev->mdev, rpc_in, in_len, rpc_out, *out_len);

	mlx5ctl_dbg(mcdev,
		    "[UID %d] cmdif: opcode 0x%x status 0x%x retval %pe\n",
		    mfd->uctx_uid, opcode,
		    MLX5_GET(mbox_out_hdr, rpc_out, status), ERR_PTR(ret));

	/*
	 * -EREMOTEIO means execution succeeded and the out is valid,
	 * but an error code was returned inside out. Everything else
	 * means the RPC did not make it to the device.
	 */
	if (ret && ret != -EREMOTEIO) {
		if (rpc_out != rpc_in)
			kvfree(rpc_out);
		return ERR_PTR(ret);
	}

	/*
	 * Whoever's object the firmware answered for, user space does not see
	 * what locates kernel memory or opens the kernel's resources: physical
	 * addresses, doorbell and UAR pages, keys.
	 */
	mlx5ctl_rpc_scrub(opcode, rpc_out, *out_len);
	return rpc_out;
}

static const struct fwctl_ops mlx5ctl_ops = {
	.device_type = FWCTL_DEVICE_TYPE_MLX5,
	.uctx_size = sizeof(struct mlx5ctl_uctx),
	.open_uctx = mlx5ctl_open_uctx,
	.close_uctx = mlx5ctl_close_uctx,
	.info = mlx5ctl_info,
	.fw_rpc = mlx5ctl_fw_rpc,
	.umem_max_len = MLX5CTL_UMEM_MAX_LEN,
	.umem_reg = mlx5ctl_umem_reg,
	.rsc_destroy = mlx5ctl_rsc_destroy,
};

static int mlx5ctl_probe(struct auxiliary_device *adev,
			 const struct auxiliary_device_id *id)

{
	struct mlx5_adev *madev = container_of(adev, struct mlx5_adev, adev);
	struct mlx5_core_dev *mdev = madev->mdev;
	struct mlx5ctl_dev *mcdev __free(mlx5ctl) = fwctl_alloc_device(
		&mdev->pdev->dev, &mlx5ctl_ops, struct mlx5ctl_dev, fwctl);
	int ret;

	if (!mcdev)
		return -ENOMEM;

	mcdev->mdev = mdev;

	ret = fwctl_register(&mcdev->fwctl);
	if (ret)
		return ret;
	auxiliary_set_drvdata(adev, no_free_ptr(mcdev));
	return 0;
}

static void mlx5ctl_remove(struct auxiliary_device *adev)
{
	struct mlx5ctl_dev *mcdev = auxiliary_get_drvdata(adev);

	fwctl_unregister(&mcdev->fwctl);
	fwctl_put(&mcdev->fwctl);
}

static const struct auxiliary_device_id mlx5ctl_id_table[] = {
	{.name = MLX5_ADEV_NAME ".fwctl",},
	{}
};
MODULE_DEVICE_TABLE(auxiliary, mlx5ctl_id_table);

static struct auxiliary_driver mlx5ctl_driver = {
	.name = "mlx5_fwctl",
	.probe = mlx5ctl_probe,
	.remove = mlx5ctl_remove,
	.id_table = mlx5ctl_id_table,
};

module_auxiliary_driver(mlx5ctl_driver);

MODULE_IMPORT_NS("FWCTL");
MODULE_DESCRIPTION("mlx5 ConnectX fwctl driver");
MODULE_AUTHOR("Saeed Mahameed <saeedm@nvidia.com>");
MODULE_LICENSE("Dual BSD/GPL");
