// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/* Copyright (c) 2023, NVIDIA CORPORATION & AFFILIATES. All rights reserved. */

#include <linux/auxiliary_bus.h>
#include <linux/capability.h>
#include <linux/fs.h>
#include <linux/kref.h>
#include <linux/miscdevice.h>
#include <linux/mlx5/device.h>
#include <linux/mlx5/driver.h>
#include <linux/module.h>
#include <linux/pci.h>
#include <linux/rwsem.h>
#include <linux/slab.h>
// @since 5
#include <linux/dma-mapping.h>
#include <linux/mm.h>
#include <linux/overflow.h>
#include <linux/scatterlist.h>
#include <linux/sched/mm.h>
#include <linux/sched/signal.h>
#include <linux/sizes.h>
#include <linux/swiotlb.h>
// @end
// @since 3
#include <linux/uaccess.h>
#include <uapi/misc/mlx5ctl.h>
// @end

#include "mlx5ctl.h"
#include "mlx5ctl_ifc.h"
#include "mlx5ctl_policy.h"

MODULE_DESCRIPTION("mlx5 ConnectX control misc driver");
MODULE_AUTHOR("Saeed Mahameed <saeedm@nvidia.com>");
MODULE_LICENSE("Dual BSD/GPL");

/**
 * struct mlx5ctl_dev - one mlx5 ConnectX control device
 * @mdev: the mlx5 core device, NULL once the auxiliary device is removed
 * @dev: the auxiliary device, only valid while @mdev is
 * @miscdev: the /dev/mlx5ctl-<auxiliary device name> character device
 * @rw_lock: held for read by everything that uses @mdev on behalf of a
 *	file descriptor, for write by removal; never held while user memory is
 *	accessed, so that a stalled page fault cannot hold up removal
 * @fd_list: open file descriptors
 * @fd_list_lock: protects @fd_list against concurrent open and release
 * @refcount: the auxiliary device and every open file hold a reference
 * @leaked_uids: user contexts the device refused to destroy
// @since 4
 * @tainted: set once the kernel has been tainted for this device
// @end
 */
struct mlx5ctl_dev {
	struct mlx5_core_dev *mdev;
	struct device *dev;
	struct miscdevice miscdev;
	struct rw_semaphore rw_lock;
	struct list_head fd_list;
	spinlock_t fd_list_lock; /* protects fd_list */
	struct kref refcount;
	atomic_t leaked_uids;
// @since 4
	unsigned long tainted;
// @end
};

/* Only while @mcdev->mdev is valid: with rw_lock held, or in probe/remove */
#define mlx5ctl_dbg(mcdev, fmt, ...) \
	dev_dbg((mcdev)->dev, "PID %d: " fmt, task_pid_nr(current), \
		##__VA_ARGS__)

static void mlx5ctl_dev_free(struct kref *ref)
{
	struct mlx5ctl_dev *mcdev = container_of(ref, struct mlx5ctl_dev, refcount);

	kfree(mcdev->miscdev.name);
	kfree(mcdev);
}

static void mlx5ctl_dev_put(struct mlx5ctl_dev *mcdev)
{
	kref_put(&mcdev->refcount, mlx5ctl_dev_free);
}

/*
 * Run a command the driver issues itself, quietly: a firmware refusal is an
 * errno here, never a line in the kernel log (user space can provoke some).
 * Errors other than the mapped statuses are the command interface's (e.g.
 * -ETIMEDOUT, -ENXIO): the command may or may not have been executed.
 */
static int mlx5ctl_cmd_exec(struct mlx5_core_dev *mdev, void *in, int inlen,
			    void *out, int outlen)
{
	int err = mlx5_cmd_do(mdev, in, inlen, out, outlen);

	if (err != -EREMOTEIO)
		return err;
	switch (MLX5CTL_GET(mbox_out_hdr, out, status)) {
	case MLX5CTL_CMD_STAT_RES_BUSY:
	case MLX5CTL_CMD_STAT_BAD_RES_STATE_ERR:
		return -EBUSY;
	case MLX5CTL_CMD_STAT_LIM_ERR:
	case MLX5CTL_CMD_STAT_NO_RES_ERR:
		return -ENOSPC;
	case MLX5CTL_CMD_STAT_NOT_READY:
		return -EAGAIN;
	case MLX5CTL_CMD_STAT_BAD_OP_ERR:
	case MLX5CTL_CMD_STAT_BAD_PARAM_ERR:
	case MLX5CTL_CMD_STAT_BAD_RES_ERR:
	case MLX5CTL_CMD_STAT_IX_ERR:
		return -EINVAL;
	default:
		return -EIO;
	}
}
// @since 4

/* The command was delivered and the firmware answered: its outcome is known */
static bool mlx5ctl_outcome_known(int err)
{
	return !err || err == -EREMOTEIO || err == -EBUSY || err == -ENOSPC ||
	       err == -EAGAIN || err == -EINVAL || err == -EIO;
}
// @end

static int mlx5ctl_create_uctx(struct mlx5_core_dev *mdev, u32 cap, u16 *uid)
{
	u32 out[MLX5CTL_ST_SZ_DW(create_uctx_out)] = {};
	u32 in[MLX5CTL_ST_SZ_DW(create_uctx_in)] = {};
	int err;

	MLX5CTL_SET(create_uctx_in, in, opcode, MLX5CTL_CMD_OP_CREATE_UCTX);
	MLX5CTL_SET(create_uctx_in, in, uctx.cap, cap);
	err = mlx5ctl_cmd_exec(mdev, in, sizeof(in), out, sizeof(out));
	if (err)
		return err;

	*uid = MLX5CTL_GET(create_uctx_out, out, uid);
	return 0;
}

static int mlx5ctl_destroy_uctx(struct mlx5_core_dev *mdev, u16 uid)
{
	u32 out[MLX5CTL_ST_SZ_DW(destroy_uctx_out)] = {};
	u32 in[MLX5CTL_ST_SZ_DW(destroy_uctx_in)] = {};

	MLX5CTL_SET(destroy_uctx_in, in, opcode, MLX5CTL_CMD_OP_DESTROY_UCTX);
	MLX5CTL_SET(destroy_uctx_in, in, uid, uid);
	return mlx5ctl_cmd_exec(mdev, in, sizeof(in), out, sizeof(out));
}

// @since 4
/* Record of an object a file descriptor created with a user RPC */
struct mlx5ctl_obj {
	struct list_head list;
	const struct mlx5ctl_obj_type *type;
	u32 id;
};

static int mlx5ctl_destroy_obj(struct mlx5ctl_fd *mfd, struct mlx5ctl_obj *obj)
{
	const struct mlx5ctl_obj_type *type = obj->type;
	void *in, *out;
	int err;

	in = kzalloc(type->destroy_inlen + type->destroy_outlen, GFP_KERNEL);
	if (!in)
		return -ENOMEM;
	out = in + type->destroy_inlen;

	MLX5CTL_SET(mbox_in_hdr, in, opcode, type->destroy_opcode);
	MLX5CTL_SET(mbox_in_hdr, in, uid, mfd->uid);
	mlx5ctl_set_bits(in, type->id_in_bit, type->id_in_width, obj->id);
	err = mlx5ctl_cmd_exec(mfd->mdev, in, type->destroy_inlen, out,
			       type->destroy_outlen);
	kfree(in);
	return err;
}

// @end
// @since 5
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
 * @orphan: entry in the file's list of UMEMs whose creation had no known
 *	outcome (the device may know them under an id the driver never saw)
 */
struct mlx5ctl_umem {
	struct sg_table sgt;
	struct page **pages;
	unsigned long npages;
	struct mm_struct *mm;
	u32 offset;
	u32 id;
	struct list_head orphan;
};

/*
 * UMEMs of user contexts the device refused to destroy: it may still write
 * to their pages, which therefore stay pinned and mapped for good.
 */
static LIST_HEAD(mlx5ctl_lost_umems);
static DEFINE_MUTEX(mlx5ctl_lost_lock);

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

/*
 * Pin the user buffer; may fault pages in, so it is called without the
 * device lock.
 */
static struct mlx5ctl_umem *mlx5ctl_umem_pin(u64 addr, u64 len)
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
	INIT_LIST_HEAD(&umem->orphan);
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
	return umem;

err_unpin:
	unpin_user_pages(umem->pages, pinned);
err_free:
	mlx5ctl_umem_free(umem);
	return ERR_PTR(ret);
}

/* The device may have written to any of the pages */
static void mlx5ctl_umem_unpin(struct mlx5ctl_umem *umem)
{
	sg_free_table(&umem->sgt);
	unpin_user_pages_dirty_lock(umem->pages, umem->npages, true);
	mlx5ctl_umem_free(umem);
}

/*
 * Map the pages for the device, on the PCI function (a sub-function's own
 * device has no DMA mask).  When the platform bounces DMA (swiotlb=force,
 * confidential guests, or pages the device cannot address), what the device
 * writes would only reach the user's pages at unmap: refuse, user space then
 * reads its results inline.  A forced bounce is refused before mapping, which
 * could only fill the bounce buffer.
 */
static int mlx5ctl_umem_map(struct mlx5_core_dev *mdev,
			    struct mlx5ctl_umem *umem)
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
			dma_unmap_sgtable(dma_dev, &umem->sgt, DMA_BIDIRECTIONAL, 0);
			return -EOPNOTSUPP;
		}
	}
	return 0;
}

static void mlx5ctl_umem_unmap(struct mlx5_core_dev *mdev,
			       struct mlx5ctl_umem *umem)
{
	dma_unmap_sgtable(&mdev->pdev->dev, &umem->sgt, DMA_BIDIRECTIONAL, 0);
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

	err = mlx5ctl_cmd_exec(mfd->mdev, in, inlen, out, sizeof(out));
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
	return mlx5ctl_cmd_exec(mfd->mdev, in, sizeof(in), out, sizeof(out));
}

static void mlx5ctl_umem_cleanup(struct mlx5ctl_fd *mfd, unsigned int *failed)
{
	struct mlx5ctl_umem *umem;
	unsigned long index;

	xa_for_each(&mfd->umems, index, umem) {
		xa_erase(&mfd->umems, index);
		if (mlx5ctl_umem_destroy(mfd, umem)) {
			/* the device may still write to the pages: keep them */
			list_add(&umem->orphan, &mfd->orphans);
			(*failed)++;
			continue;
		}
		mlx5ctl_umem_unmap(mfd->mdev, umem);
		mlx5ctl_umem_unpin(umem);
	}
}

/*
 * Once the UCTX is gone no UMEM of it can exist: release the orphans.  While
 * it exists the device may still use them: they are lost for good.
 */
static void mlx5ctl_umem_release_orphans(struct mlx5ctl_fd *mfd, bool uctx_gone)
{
	struct mlx5ctl_umem *umem, *tmp;

	if (!uctx_gone) {
		mutex_lock(&mlx5ctl_lost_lock);
		list_splice_init(&mfd->orphans, &mlx5ctl_lost_umems);
		mutex_unlock(&mlx5ctl_lost_lock);
		return;
	}
	list_for_each_entry_safe(umem, tmp, &mfd->orphans, orphan) {
		list_del(&umem->orphan);
		mlx5ctl_umem_unmap(mfd->mdev, umem);
		mlx5ctl_umem_unpin(umem);
	}
}

// @end
/*
 * Undo everything the file descriptor created, newest first: the objects its
 * RPCs created, its UMEMs, then its user context.  Called on release, or on
 * removal of the device for the files that are still open.
 *
 * Commands whose outcome is unknown (timed out, aborted) may have left objects
 * of the UID that the driver never saw.  Then the device refuses to destroy
 * the UCTX: the UID, and the pages of UMEMs that may exist, stay with the
 * device, and one warning says so.
 */
static void mlx5ctl_mfd_cleanup(struct mlx5ctl_fd *mfd)
{
	int err = 0;
// @since 4
	struct mlx5ctl_obj *obj, *tmp;
	unsigned int failed = 0;

	list_for_each_entry_safe(obj, tmp, &mfd->obj_list, list) {
		if (mlx5ctl_destroy_obj(mfd, obj))
			failed++;
		list_del(&obj->list);
		kfree(obj);
	}
// @end
// @since 5
	mlx5ctl_umem_cleanup(mfd, &failed);
// @end

	if (mfd->uid) {
		err = mlx5ctl_destroy_uctx(mfd->mdev, mfd->uid);
		if (err) {
			atomic_inc(&mfd->mcdev->leaked_uids);
// @until 4
			dev_warn(mfd->mdev->device,
				 "mlx5ctl: UID %u: cannot destroy the user context (err %d); the device keeps it (%d user contexts lost so far)\n",
				 mfd->uid, err,
				 atomic_read(&mfd->mcdev->leaked_uids));
// @end
// @since 4
			dev_warn(mfd->mdev->device,
				 "mlx5ctl: UID %u: cannot destroy the user context (err %d): %u objects could not be destroyed, %u commands had no known outcome; the device keeps them (%d user contexts lost so far)\n",
				 mfd->uid, err, failed, mfd->unknown,
				 atomic_read(&mfd->mcdev->leaked_uids));
// @end
		}
	}
// @since 5
	mlx5ctl_umem_release_orphans(mfd, !err);
// @end
	mfd->mdev = NULL;
}

static u32 mlx5ctl_user_caps(void)
{
	u32 ucap = 0;

	if (capable(CAP_NET_RAW))
		ucap |= BIT(CAP_NET_RAW);
	if (capable(CAP_SYS_RAWIO))
		ucap |= BIT(CAP_SYS_RAWIO);
	if (capable(CAP_SYS_ADMIN))
		ucap |= BIT(CAP_SYS_ADMIN);
	return ucap;
}

/*
 * The user context capabilities follow the opener's capabilities, limited to
 * those some command open to user space needs (the policy's
 * MLX5CTL_UCTX_CAPS_USED: never RAW_TX) and to what the device supports.
 */
static u32 mlx5ctl_uctx_caps(struct mlx5_core_dev *mdev, u32 ucap)
{
	u32 cap = 0;

	if (ucap & BIT(CAP_SYS_RAWIO))
		cap |= MLX5CTL_UCTX_CAP_INTERNAL_DEVICE_RESOURCES;
	if (ucap & BIT(CAP_SYS_ADMIN))
		cap |= MLX5CTL_UCTX_CAP_TOOLS_RESOURCES;
	return cap & MLX5CTL_UCTX_CAPS_USED & MLX5_CAP_GEN(mdev, uctx_cap);
}

static int mlx5ctl_open(struct inode *inode, struct file *file)
{
	/* misc_open() serializes us with misc_deregister() in remove */
	struct mlx5ctl_dev *mcdev = container_of(file->private_data,
						 struct mlx5ctl_dev, miscdev);
	struct mlx5ctl_fd *mfd;
	int err;

	mfd = kzalloc(sizeof(*mfd), GFP_KERNEL_ACCOUNT);
	if (!mfd)
		return -ENOMEM;

	mfd->mcdev = mcdev;
// @since 4
	mutex_init(&mfd->lock);
	INIT_LIST_HEAD(&mfd->obj_list);
// @end
// @since 5
	xa_init(&mfd->umems);
	INIT_LIST_HEAD(&mfd->orphans);
// @end

	down_read(&mcdev->rw_lock);
	if (!mcdev->mdev) {
		err = -ENODEV;
		goto err_unlock;
	}

	mfd->ucap = mlx5ctl_user_caps();
	mfd->uctx_cap = mlx5ctl_uctx_caps(mcdev->mdev, mfd->ucap);
	/*
	 * Every command needs CAP_SYS_ADMIN: without it the opener gets no
	 * firmware UID (a resource shared with RDMA's DEVX) until a privileged
	 * caller first uses the file.
	 */
	if (mfd->ucap & BIT(CAP_SYS_ADMIN)) {
		err = mlx5ctl_create_uctx(mcdev->mdev, mfd->uctx_cap, &mfd->uid);
		if (err)
			goto err_unlock;
	}
	mfd->mdev = mcdev->mdev;

	spin_lock(&mcdev->fd_list_lock);
	list_add_tail(&mfd->list, &mcdev->fd_list);
	spin_unlock(&mcdev->fd_list_lock);
	kref_get(&mcdev->refcount);
	mlx5ctl_dbg(mcdev, "opened UID %u, uctx cap 0x%x, user cap 0x%x\n",
		    mfd->uid, mfd->uctx_cap, mfd->ucap);
	up_read(&mcdev->rw_lock);

	file->private_data = mfd;
	return 0;

err_unlock:
	up_read(&mcdev->rw_lock);
// @since 4
	mutex_destroy(&mfd->lock);
// @end
	kfree(mfd);
	return err;
}

static int mlx5ctl_release(struct inode *inode, struct file *file)
{
	struct mlx5ctl_fd *mfd = file->private_data;
	struct mlx5ctl_dev *mcdev = mfd->mcdev;

	down_read(&mcdev->rw_lock);
	/* After removal the device's resources are already released */
	if (mfd->mdev) {
		mlx5ctl_dbg(mcdev, "releasing UID %u\n", mfd->uid);
		mlx5ctl_mfd_cleanup(mfd);
	}
	spin_lock(&mcdev->fd_list_lock);
	list_del(&mfd->list);
	spin_unlock(&mcdev->fd_list_lock);
	up_read(&mcdev->rw_lock);

// @since 5
	xa_destroy(&mfd->umems);
// @end
// @since 4
	mutex_destroy(&mfd->lock);
// @end
	kfree(mfd);
	mlx5ctl_dev_put(mcdev);
	return 0;
}
// @since 3

/*
 * Use the device on behalf of the file: 0 with rw_lock held for read, or
 * -ENODEV once the device is removed.  Nothing in between touches user
 * memory: copies from and to user space happen before and after.
 */
static int mlx5ctl_enter(struct mlx5ctl_fd *mfd)
{
	down_read(&mfd->mcdev->rw_lock);
	if (!mfd->mdev) {
		up_read(&mfd->mcdev->rw_lock);
		return -ENODEV;
	}
	return 0;
}

static void mlx5ctl_leave(struct mlx5ctl_fd *mfd)
{
	up_read(&mfd->mcdev->rw_lock);
}

static int mlx5ctl_info_ioctl(struct mlx5ctl_fd *mfd,
			      struct mlx5ctl_info __user *arg)
{
	struct mlx5ctl_info info = {};
	struct mlx5_core_dev *mdev;
	int err;

	err = mlx5ctl_enter(mfd);
	if (err)
		return err;
	mdev = mfd->mdev;
	info.size = sizeof(info);
	/* The PCI function, also for a sub-function */
	strscpy((char *)info.devname, pci_name(mdev->pdev), sizeof(info.devname));
	info.uctx_uid = READ_ONCE(mfd->uid);
	info.uctx_cap = mfd->uctx_cap;
	info.dev_uctx_cap = MLX5_CAP_GEN(mdev, uctx_cap);
	info.ucap = mfd->ucap;
	mlx5ctl_leave(mfd);

	if (copy_to_user(arg, &info, sizeof(info)))
		return -EFAULT;
	return 0;
}
// @end
// @since 4

/*
 * The file's UID, created on its first privileged use when the opener lacked
 * CAP_SYS_ADMIN.  With rw_lock held.
 */
static int mlx5ctl_get_uid(struct mlx5ctl_fd *mfd)
{
	int err = 0;
	u16 uid;

	mutex_lock(&mfd->lock);
	if (!mfd->uid) {
		err = mlx5ctl_create_uctx(mfd->mdev, mfd->uctx_cap, &uid);
		if (!err) {
			WRITE_ONCE(mfd->uid, uid);
			mlx5ctl_dbg(mfd->mcdev, "created UID %u on first use\n", uid);
		}
	}
	mutex_unlock(&mfd->lock);
	return err;
}

/*
 * Check the caller may run a command of @scope; see the policy table in
 * Documentation/userspace-api/mlx5ctl.rst.
 */
static int mlx5ctl_check_scope(struct mlx5ctl_fd *mfd,
			       enum mlx5ctl_scope scope, u16 opcode, u16 op_mod)
{
	struct mlx5ctl_dev *mcdev = mfd->mcdev;
	struct device *dev = mcdev->dev;

	switch (scope) {
	case MLX5CTL_SCOPE_CONFIGURATION:
		if (!capable(CAP_SYS_ADMIN))
			return -EPERM;
		dev_info_ratelimited(dev,
				     "%s[%d]: UID %u: configuration command %s (0x%x) op_mod 0x%x\n",
				     current->comm, task_pid_nr(current), mfd->uid,
				     mlx5ctl_cmd_name(opcode), opcode, op_mod);
		return 0;
	case MLX5CTL_SCOPE_DEBUG_READ:
		if (!capable(CAP_SYS_ADMIN))
			return -EPERM;
		return 0;
	case MLX5CTL_SCOPE_DEBUG_WRITE_FULL:
		if (!capable(CAP_SYS_RAWIO))
			return -EPERM;
		fallthrough;
	case MLX5CTL_SCOPE_DEBUG_WRITE:
		if (!capable(CAP_SYS_ADMIN))
			return -EPERM;
		if (!test_and_set_bit(0, &mcdev->tainted)) {
			dev_warn(dev,
				 "%s[%d]: has requested write access to the device's debug state (%s), tainting the kernel\n",
				 current->comm, task_pid_nr(current),
				 mlx5ctl_cmd_name(opcode));
			add_taint(TAINT_USER, LOCKDEP_STILL_OK);
		}
		return 0;
	case MLX5CTL_SCOPE_KERNEL_ONLY:
	default:
		return -EPERM;
	}
}

/* mlx5ctl_get_bits() loads the whole big-endian dword that holds the field */
static bool mlx5ctl_field_fits(u32 len, u32 bit, u32 width)
{
	return bit % 32 + width <= 32 && (bit / 32 + 1) * 4 <= len;
}

/*
 * Run a command that creates or destroys an object the driver tracks.
 * mfd->lock is held across the command so that the object list always
 * matches the device's state for this UID.  A create whose outcome is unknown
 * (see mlx5ctl_cmd_exec()) is counted: it may have left an object the driver
 * cannot name.
 */
static int mlx5ctl_cmd_tracked(struct mlx5ctl_fd *mfd, void *in, u32 inlen,
			       void *out, u32 outlen,
			       const struct mlx5ctl_obj_type *create,
			       const struct mlx5ctl_obj_type *destroy)
{
	struct mlx5ctl_obj *obj = NULL, *iter;
	int err;
	u32 id;

	if (create) {
		if (!mlx5ctl_field_fits(outlen, create->id_out_bit,
					create->id_out_width))
			return -EINVAL;
		obj = kzalloc(sizeof(*obj), GFP_KERNEL_ACCOUNT);
		if (!obj)
			return -ENOMEM;
	}

	mutex_lock(&mfd->lock);
	err = mlx5_cmd_do(mfd->mdev, in, inlen, out, outlen);
	if (err) {
		if (create && !mlx5ctl_outcome_known(err))
			mfd->unknown++;
		goto out;
	}

	if (create) {
		obj->type = create;
		obj->id = mlx5ctl_get_bits(out, create->id_out_bit,
					   create->id_out_width);
		list_add(&obj->list, &mfd->obj_list);
		obj = NULL;
	} else if (mlx5ctl_field_fits(inlen, destroy->id_in_bit,
				      destroy->id_in_width)) {
		id = mlx5ctl_get_bits(in, destroy->id_in_bit,
				      destroy->id_in_width);
		list_for_each_entry(iter, &mfd->obj_list, list) {
			if (iter->type == destroy && iter->id == id) {
				list_del(&iter->list);
				kfree(iter);
				break;
			}
		}
	}
out:
	mutex_unlock(&mfd->lock);
	kfree(obj);
	return err;
}

/* With rw_lock held: policy, constraints, the UID, the command */
static int mlx5ctl_cmdrpc(struct mlx5ctl_fd *mfd, void *in, u32 inlen,
			  void *out, u32 outlen)
{
	const struct mlx5ctl_obj_type *create, *destroy;
	struct mlx5ctl_dev *mcdev = mfd->mcdev;
	enum mlx5ctl_scope scope;
	const char *violation;
	u16 opcode, op_mod;
	int err;

	opcode = MLX5CTL_GET(mbox_in_hdr, in, opcode);
	op_mod = MLX5CTL_GET(mbox_in_hdr, in, op_mod);
	scope = mlx5ctl_rpc_scope(in, inlen);
	mlx5ctl_dbg(mcdev, "UID %u: %s (0x%x) op_mod 0x%x scope %s inlen %u outlen %u\n",
		    mfd->uid, mlx5ctl_cmd_name(opcode), opcode, op_mod,
		    mlx5ctl_scope_name(scope), inlen, outlen);

	err = mlx5ctl_check_scope(mfd, scope, opcode, op_mod);
	if (err)
		return err;

	/*
	 * What the spec lets user space put into the inbox at the scope granted
	 * (mlx5ctl_policy.c): a field of a register payload that acts on a read
	 * is refused to a debug read, unless the read was lifted to a write's
	 * scope above.
	 */
	violation = mlx5ctl_rpc_violation(in, inlen, scope);
	if (violation) {
		mlx5ctl_dbg(mcdev, "UID %u: refused: %s\n", mfd->uid, violation);
		return -EINVAL;
	}

	err = mlx5ctl_get_uid(mfd);
	if (err)
		return err;

	/* Whatever user space wrote, the command runs under the fd's UID */
	MLX5CTL_SET(mbox_in_hdr, in, uid, mfd->uid);

	create = mlx5ctl_obj_by_create(opcode);
	destroy = mlx5ctl_obj_by_destroy(opcode);
	if (create || destroy)
		err = mlx5ctl_cmd_tracked(mfd, in, inlen, out, outlen,
					  create, destroy);
	else
		err = mlx5_cmd_do(mfd->mdev, in, inlen, out, outlen);

	mlx5ctl_dbg(mcdev, "UID %u: opcode 0x%x err %d status 0x%x syndrome 0x%x\n",
		    mfd->uid, opcode, err,
		    MLX5CTL_GET(mbox_out_hdr, out, status),
		    MLX5CTL_GET(mbox_out_hdr, out, syndrome));

	/*
	 * What user space must not see, whoever's object the firmware answered
	 * for: physical addresses, doorbell and UAR pages, keys (the spec's
	 * outbox rules, mlx5ctl_policy.c).
	 */
	mlx5ctl_rpc_scrub(in, inlen, out, outlen);

	/*
	 * -EREMOTEIO: the command was delivered and the outbox is valid, but
	 * its status is not OK.  User space decodes status and syndrome.
	 */
	if (err == -EREMOTEIO)
		err = 0;
	return err;
}

static int mlx5ctl_cmdrpc_ioctl(struct mlx5ctl_fd *mfd,
				struct mlx5ctl_cmdrpc __user *arg)
{
	struct mlx5ctl_cmdrpc rpc;
	void *in, *out;
	int err;

	if (copy_from_user(&rpc, arg, sizeof(rpc)))
		return -EFAULT;

	if (rpc.flags)
		return -EOPNOTSUPP;

	if (rpc.inlen < MLX5CTL_ST_SZ_BYTES(mbox_in_hdr) ||
	    rpc.outlen < MLX5CTL_ST_SZ_BYTES(mbox_out_hdr) ||
	    rpc.inlen > MLX5CTL_MAX_RPC_SIZE ||
	    rpc.outlen > MLX5CTL_MAX_RPC_SIZE)
		return -EINVAL;

	in = memdup_user(u64_to_user_ptr(rpc.in), rpc.inlen);
	if (IS_ERR(in))
		return PTR_ERR(in);

	out = kvzalloc(rpc.outlen, GFP_KERNEL_ACCOUNT);
	if (!out) {
		err = -ENOMEM;
		goto out_free_in;
	}

	err = mlx5ctl_enter(mfd);
	if (err)
		goto out_free;
	err = mlx5ctl_cmdrpc(mfd, in, rpc.inlen, out, rpc.outlen);
	mlx5ctl_leave(mfd);

	if (!err && copy_to_user(u64_to_user_ptr(rpc.out), out, rpc.outlen))
		err = -EFAULT;

out_free:
	kvfree(out);
out_free_in:
	kfree(in);
	return err;
}
// @end
// @since 5

/*
 * With rw_lock held: map the pinned buffer and describe it to the device.
 * The UMEM belongs to the file from then on: registered on success, else
 * released, or - when the device may know it after all (an unknown outcome)
 * - an orphan of the file until its UCTX is destroyed.
 */
static int mlx5ctl_umem_reg(struct mlx5ctl_fd *mfd, struct mlx5ctl_umem *umem)
{
	int err;

	err = mlx5ctl_get_uid(mfd);
	if (err)
		goto err_unpin;
	err = mlx5ctl_umem_map(mfd->mdev, umem);
	if (err)
		goto err_unpin;

	mutex_lock(&mfd->lock);
	err = mlx5ctl_umem_create(mfd, umem);
	if (err) {
		if (!mlx5ctl_outcome_known(err)) {
			/* The device may know it: keep the pages until the UCTX is gone */
			mfd->unknown++;
			list_add(&umem->orphan, &mfd->orphans);
			mutex_unlock(&mfd->lock);
			return err;
		}
		goto err_unmap;
	}

	err = xa_insert(&mfd->umems, umem->id, umem, GFP_KERNEL_ACCOUNT);
	if (err) {
		/* The device handed out an id that is still in use */
		WARN_ON_ONCE(err == -EBUSY);
		if (mlx5ctl_umem_destroy(mfd, umem)) {
			list_add(&umem->orphan, &mfd->orphans);
			mutex_unlock(&mfd->lock);
			return err;
		}
		goto err_unmap;
	}
	mutex_unlock(&mfd->lock);
	return 0;

err_unmap:
	mutex_unlock(&mfd->lock);
	mlx5ctl_umem_unmap(mfd->mdev, umem);
err_unpin:
	mlx5ctl_umem_unpin(umem);
	return err;
}

/*
 * With rw_lock held: destroy the file's UMEM @umem_id.  Returns it for the
 * caller to unpin, or an ERR_PTR: -ENOENT for an id the file did not
 * register, -EBUSY while an object of the UID uses it.
 */
static struct mlx5ctl_umem *mlx5ctl_umem_unreg(struct mlx5ctl_fd *mfd,
					       u32 umem_id)
{
	struct mlx5ctl_umem *umem;
	int err;

	mutex_lock(&mfd->lock);
	umem = xa_load(&mfd->umems, umem_id);
	if (!umem) {
		umem = ERR_PTR(-ENOENT);
		goto unlock;
	}

	err = mlx5ctl_umem_destroy(mfd, umem);
	if (err) {
		umem = ERR_PTR(err);
		goto unlock;
	}
	xa_erase(&mfd->umems, umem_id);
	mlx5ctl_umem_unmap(mfd->mdev, umem);
unlock:
	mutex_unlock(&mfd->lock);
	return umem;
}

static int mlx5ctl_umem_reg_ioctl(struct mlx5ctl_fd *mfd,
				  struct mlx5ctl_umem_reg __user *arg)
{
	struct mlx5ctl_umem_reg reg;
	struct mlx5ctl_umem *umem;
	int err;

	if (copy_from_user(&reg, arg, sizeof(reg)))
		return -EFAULT;

	if (reg.flags)
		return -EOPNOTSUPP;
	if (reg.reserved1 || reg.reserved2)
		return -EINVAL;
	if (!capable(CAP_SYS_ADMIN))
		return -EPERM;

	umem = mlx5ctl_umem_pin(reg.addr, reg.len);
	if (IS_ERR(umem))
		return PTR_ERR(umem);

	err = mlx5ctl_enter(mfd);
	if (err) {
		mlx5ctl_umem_unpin(umem);
		return err;
	}
	err = mlx5ctl_umem_reg(mfd, umem);
	if (!err)
		reg.umem_id = umem->id;
	mlx5ctl_leave(mfd);
	if (err)
		return err;

	reg.size = sizeof(reg);
	if (copy_to_user(arg, &reg, sizeof(reg))) {
		if (!mlx5ctl_enter(mfd)) {
			umem = mlx5ctl_umem_unreg(mfd, reg.umem_id);
			mlx5ctl_leave(mfd);
			if (!IS_ERR(umem))
				mlx5ctl_umem_unpin(umem);
		}
		return -EFAULT;
	}
	return 0;
}

static int mlx5ctl_umem_unreg_ioctl(struct mlx5ctl_fd *mfd,
				    struct mlx5ctl_umem_unreg __user *arg)
{
	struct mlx5ctl_umem_unreg unreg;
	struct mlx5ctl_umem *umem;
	int err;

	if (copy_from_user(&unreg, arg, sizeof(unreg)))
		return -EFAULT;

	if (unreg.flags)
		return -EOPNOTSUPP;
	/* Whoever inherited the file needs the same right as its registrar */
	if (!capable(CAP_SYS_ADMIN))
		return -EPERM;

	err = mlx5ctl_enter(mfd);
	if (err)
		return err;
	umem = mlx5ctl_umem_unreg(mfd, unreg.umem_id);
	mlx5ctl_leave(mfd);
	if (IS_ERR(umem))
		return PTR_ERR(umem);
	mlx5ctl_umem_unpin(umem);

	unreg.size = sizeof(unreg);
	if (copy_to_user(arg, &unreg, sizeof(unreg)))
		return -EFAULT;
	return 0;
}
// @end
// @since 3

static long mlx5ctl_ioctl(struct file *file, unsigned int cmd,
			  unsigned long arg)
{
	struct mlx5ctl_fd *mfd = file->private_data;
	void __user *argp = (void __user *)arg;
	int err;

	switch (cmd) {
	case MLX5CTL_IOCTL_INFO:
		return mlx5ctl_info_ioctl(mfd, argp);
// @since 4
	case MLX5CTL_IOCTL_CMDRPC:
		return mlx5ctl_cmdrpc_ioctl(mfd, argp);
// @end
// @since 5
	case MLX5CTL_IOCTL_UMEM_REG:
		return mlx5ctl_umem_reg_ioctl(mfd, argp);
	case MLX5CTL_IOCTL_UMEM_UNREG:
		return mlx5ctl_umem_unreg_ioctl(mfd, argp);
// @end
	default:
		/* ENODEV after removal for every command, known or not */
		err = mlx5ctl_enter(mfd);
		if (err)
			return err;
		mlx5ctl_leave(mfd);
		return -ENOTTY;
	}
}
// @end

static const struct file_operations mlx5ctl_fops = {
	.owner = THIS_MODULE,
	.open = mlx5ctl_open,
	.release = mlx5ctl_release,
// @since 3
	.unlocked_ioctl = mlx5ctl_ioctl,
	.compat_ioctl = compat_ptr_ioctl,
// @end
};

static int mlx5ctl_probe(struct auxiliary_device *adev,
			 const struct auxiliary_device_id *id)
{
	struct mlx5_adev *madev = container_of(adev, struct mlx5_adev, adev);
	struct mlx5ctl_dev *mcdev;
	int err;

	mcdev = kzalloc(sizeof(*mcdev), GFP_KERNEL);
	if (!mcdev)
		return -ENOMEM;

	mcdev->mdev = madev->mdev;
	mcdev->dev = &adev->dev;
	init_rwsem(&mcdev->rw_lock);
	INIT_LIST_HEAD(&mcdev->fd_list);
	spin_lock_init(&mcdev->fd_list_lock);
	kref_init(&mcdev->refcount);

	mcdev->miscdev.minor = MISC_DYNAMIC_MINOR;
	mcdev->miscdev.fops = &mlx5ctl_fops;
	mcdev->miscdev.parent = &adev->dev;
	mcdev->miscdev.name = kasprintf(GFP_KERNEL, "mlx5ctl-%s",
					dev_name(&adev->dev));
	if (!mcdev->miscdev.name) {
		err = -ENOMEM;
		goto err_free;
	}

	err = misc_register(&mcdev->miscdev);
	if (err) {
		dev_err(&adev->dev, "failed to register misc device, err %d\n",
			err);
		goto err_free;
	}

	auxiliary_set_drvdata(adev, mcdev);
	return 0;

err_free:
	mlx5ctl_dev_put(mcdev);
	return err;
}

static void mlx5ctl_remove(struct auxiliary_device *adev)
{
	struct mlx5ctl_dev *mcdev = auxiliary_get_drvdata(adev);
	struct mlx5ctl_fd *mfd;

	/* No new opens after this */
	misc_deregister(&mcdev->miscdev);

	/*
	 * Wait for ioctls and releases in flight, then release what the
	 * files still open have created.  They see ENODEV from now on.
	 */
	down_write(&mcdev->rw_lock);
	list_for_each_entry(mfd, &mcdev->fd_list, list) {
		mlx5ctl_dbg(mcdev, "UID %u is still open\n", mfd->uid);
		if (mfd->mdev)
			mlx5ctl_mfd_cleanup(mfd);
	}
	mcdev->mdev = NULL;
	up_write(&mcdev->rw_lock);

	mlx5ctl_dev_put(mcdev);
}

static const struct auxiliary_device_id mlx5ctl_id_table[] = {
	{ .name = MLX5_ADEV_NAME ".ctl", },
	{},
};
MODULE_DEVICE_TABLE(auxiliary, mlx5ctl_id_table);

static struct auxiliary_driver mlx5ctl_driver = {
	.name = "ctl",
	.probe = mlx5ctl_probe,
	.remove = mlx5ctl_remove,
	.id_table = mlx5ctl_id_table,
};
module_auxiliary_driver(mlx5ctl_driver);
