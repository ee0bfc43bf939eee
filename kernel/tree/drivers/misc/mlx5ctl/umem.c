// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/* Copyright (c) 2023, NVIDIA CORPORATION & AFFILIATES. All rights reserved. */

#include <linux/capability.h>
#include <linux/dma-mapping.h>
#include <linux/mlx5/device.h>
#include <linux/mlx5/driver.h>
#include <linux/mm.h>
#include <linux/overflow.h>
#include <linux/scatterlist.h>
#include <linux/sched/mm.h>
#include <linux/sched/signal.h>
#include <linux/sizes.h>
#include <linux/slab.h>

#include "mlx5ctl.h"
#include "mlx5ctl_ifc.h"

/* Largest buffer one UMEM may describe */
#define MLX5CTL_UMEM_MAX_SIZE SZ_64M

/**
 * struct mlx5ctl_umem - a pinned, DMA mapped user buffer known to the device
 * @sgt: the DMA mapped pages
 * @pages: the pinned pages
 * @npages: number of pages in @pages
 * @mm: the mm whose pinned_vm accounts for the pages
 * @offset: offset of the buffer in its first page
 * @id: the device's UMEM id
 */
struct mlx5ctl_umem {
	struct sg_table sgt;
	struct page **pages;
	unsigned long npages;
	struct mm_struct *mm;
	u32 offset;
	u32 id;
};

/* Charge @npages to RLIMIT_MEMLOCK as pinned memory of @mm */
static int mlx5ctl_umem_account(struct mm_struct *mm, unsigned long npages)
{
	unsigned long limit = rlimit(RLIMIT_MEMLOCK) >> PAGE_SHIFT;
	u64 pinned;

	pinned = atomic64_add_return(npages, &mm->pinned_vm);
	if (pinned > limit && !capable(CAP_IPC_LOCK)) {
		atomic64_sub(npages, &mm->pinned_vm);
		return -ENOMEM;
	}
	return 0;
}

static void mlx5ctl_umem_free(struct mlx5ctl_umem *umem)
{
	atomic64_sub(umem->npages, &umem->mm->pinned_vm);
	mmdrop(umem->mm);
	kvfree(umem->pages);
	kfree(umem);
}

static struct mlx5ctl_umem *mlx5ctl_umem_pin(struct mlx5_core_dev *mdev,
					     u64 addr, u64 len)
{
	unsigned long start, end, npages, pinned = 0;
	struct mlx5ctl_umem *umem;
	int ret;

	if (!len || len > MLX5CTL_UMEM_MAX_SIZE || addr != (unsigned long)addr)
		return ERR_PTR(-EINVAL);
	if (check_add_overflow((unsigned long)addr, (unsigned long)len, &end))
		return ERR_PTR(-EINVAL);

	start = ALIGN_DOWN(addr, PAGE_SIZE);
	npages = ((end - 1) >> PAGE_SHIFT) - (start >> PAGE_SHIFT) + 1;

	umem = kzalloc(sizeof(*umem), GFP_KERNEL_ACCOUNT);
	if (!umem)
		return ERR_PTR(-ENOMEM);

	umem->pages = kvcalloc(npages, sizeof(*umem->pages), GFP_KERNEL_ACCOUNT);
	if (!umem->pages) {
		kfree(umem);
		return ERR_PTR(-ENOMEM);
	}
	umem->npages = npages;
	umem->offset = offset_in_page(addr);
	umem->mm = current->mm;
	mmgrab(umem->mm);

	ret = mlx5ctl_umem_account(umem->mm, npages);
	if (ret) {
		umem->npages = 0;
		goto err_free;
	}

	while (pinned < npages) {
		ret = pin_user_pages_fast(start + pinned * PAGE_SIZE,
					  npages - pinned,
					  FOLL_WRITE | FOLL_LONGTERM,
					  umem->pages + pinned);
		if (ret <= 0) {
			ret = ret ?: -EFAULT;
			goto err_unpin;
		}
		pinned += ret;
	}

	/* On failure sg_alloc_table_from_pages() frees what it allocated */
	ret = sg_alloc_table_from_pages(&umem->sgt, umem->pages, npages, 0,
					npages << PAGE_SHIFT, GFP_KERNEL_ACCOUNT);
	if (ret)
		goto err_unpin;

	ret = dma_map_sgtable(mdev->device, &umem->sgt, DMA_BIDIRECTIONAL, 0);
	if (ret)
		goto err_free_sgt;

	return umem;

err_free_sgt:
	sg_free_table(&umem->sgt);
err_unpin:
	unpin_user_pages(umem->pages, pinned);
err_free:
	mlx5ctl_umem_free(umem);
	return ERR_PTR(ret);
}

static void mlx5ctl_umem_unpin(struct mlx5_core_dev *mdev,
			       struct mlx5ctl_umem *umem)
{
	dma_unmap_sgtable(mdev->device, &umem->sgt, DMA_BIDIRECTIONAL, 0);
	sg_free_table(&umem->sgt);
	/* The device may have written to any of the pages */
	unpin_user_pages_dirty_lock(umem->pages, umem->npages, true);
	mlx5ctl_umem_free(umem);
}

static int mlx5ctl_umem_create(struct mlx5ctl_fd *mfd,
			       struct mlx5ctl_umem *umem)
{
	u32 out[MLX5CTL_ST_SZ_DW(create_umem_out)] = {};
	struct sg_dma_page_iter iter;
	unsigned long n = 0;
	void *in, *mtt;
	size_t inlen;
	int err;

	inlen = size_add(MLX5CTL_ST_SZ_BYTES(create_umem_in),
			 size_mul(umem->npages, MLX5CTL_ST_SZ_BYTES(mtt)));
	in = kvzalloc(inlen, GFP_KERNEL_ACCOUNT);
	if (!in)
		return -ENOMEM;

	MLX5CTL_SET(create_umem_in, in, opcode, MLX5CTL_CMD_OP_CREATE_UMEM);
	MLX5CTL_SET(create_umem_in, in, uid, mfd->uid);
	MLX5CTL_SET(create_umem_in, in, umem.log_page_size,
		    PAGE_SHIFT - MLX5_ADAPTER_PAGE_SHIFT);
	MLX5CTL_SET(create_umem_in, in, umem.page_offset, umem->offset);
	MLX5CTL_SET64(create_umem_in, in, umem.num_of_mtt, umem->npages);

	mtt = MLX5CTL_ADDR_OF(create_umem_in, in, umem.mtt);
	for_each_sgtable_dma_page(&umem->sgt, &iter, 0) {
		dma_addr_t addr = sg_page_iter_dma_address(&iter);

		if (WARN_ON_ONCE(n == umem->npages)) {
			err = -EINVAL;
			goto out;
		}
		MLX5CTL_SET(mtt, mtt, ptag_63_32, upper_32_bits(addr));
		MLX5CTL_SET(mtt, mtt, ptag_31_8, lower_32_bits(addr) >> 8);
		MLX5CTL_SET(mtt, mtt, wr_en, 1);
		MLX5CTL_SET(mtt, mtt, rd_en, 1);
		mtt += MLX5CTL_ST_SZ_BYTES(mtt);
		n++;
	}

	err = mlx5_cmd_exec(mfd->mdev, in, inlen, out, sizeof(out));
	if (err)
		goto out;

	umem->id = MLX5CTL_GET(create_umem_out, out, umem_id);
out:
	kvfree(in);
	return err;
}

static int mlx5ctl_umem_destroy(struct mlx5ctl_fd *mfd,
				struct mlx5ctl_umem *umem)
{
	u32 out[MLX5CTL_ST_SZ_DW(destroy_umem_out)] = {};
	u32 in[MLX5CTL_ST_SZ_DW(destroy_umem_in)] = {};

	MLX5CTL_SET(destroy_umem_in, in, opcode, MLX5CTL_CMD_OP_DESTROY_UMEM);
	MLX5CTL_SET(destroy_umem_in, in, uid, mfd->uid);
	MLX5CTL_SET(destroy_umem_in, in, umem_id, umem->id);
	return mlx5_cmd_exec(mfd->mdev, in, sizeof(in), out, sizeof(out));
}

/*
 * Release a UMEM the device no longer knows.  When the device refused to
 * destroy it, it may still write to the pages: keep them pinned and mapped.
 */
static void mlx5ctl_umem_release(struct mlx5ctl_fd *mfd,
				 struct mlx5ctl_umem *umem)
{
	int err;

	err = mlx5ctl_umem_destroy(mfd, umem);
	if (err) {
		dev_warn(mfd->mdev->device,
			 "mlx5ctl: UID %u: failed to destroy UMEM 0x%x, err %d, leaking its %lu pinned pages\n",
			 mfd->uid, umem->id, err, umem->npages);
		return;
	}
	mlx5ctl_umem_unpin(mfd->mdev, umem);
}

int mlx5ctl_umem_reg(struct mlx5ctl_fd *mfd, u64 addr, u64 len, u32 *umem_id)
{
	struct mlx5ctl_umem *umem;
	int err;

	umem = mlx5ctl_umem_pin(mfd->mdev, addr, len);
	if (IS_ERR(umem))
		return PTR_ERR(umem);

	err = mlx5ctl_umem_create(mfd, umem);
	if (err) {
		mlx5ctl_umem_unpin(mfd->mdev, umem);
		return err;
	}

	mutex_lock(&mfd->lock);
	err = xa_insert(&mfd->umems, umem->id, umem, GFP_KERNEL_ACCOUNT);
	mutex_unlock(&mfd->lock);
	if (err) {
		/* The device handed out an id that is still in use */
		WARN_ON_ONCE(err == -EBUSY);
		mlx5ctl_umem_release(mfd, umem);
		return err;
	}

	*umem_id = umem->id;
	return 0;
}

int mlx5ctl_umem_unreg(struct mlx5ctl_fd *mfd, u32 umem_id)
{
	struct mlx5ctl_umem *umem;
	int err;

	mutex_lock(&mfd->lock);
	umem = xa_load(&mfd->umems, umem_id);
	if (!umem) {
		err = -ENOENT;
		goto unlock;
	}

	/* Fails while an object of the UID still uses the UMEM */
	err = mlx5ctl_umem_destroy(mfd, umem);
	if (err)
		goto unlock;

	xa_erase(&mfd->umems, umem_id);
	mlx5ctl_umem_unpin(mfd->mdev, umem);
unlock:
	mutex_unlock(&mfd->lock);
	return err;
}

void mlx5ctl_umem_cleanup(struct mlx5ctl_fd *mfd)
{
	struct mlx5ctl_umem *umem;
	unsigned long index;

	xa_for_each(&mfd->umems, index, umem) {
		xa_erase(&mfd->umems, index);
		mlx5ctl_umem_release(mfd, umem);
	}
}
