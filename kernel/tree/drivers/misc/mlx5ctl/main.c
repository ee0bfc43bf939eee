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
// @end
// @since 3
#include <linux/uaccess.h>
#include <uapi/misc/mlx5ctl.h>
// @end

#include "mlx5ctl.h"
#include "mlx5ctl_ifc.h"
// @since 4
#include "mlx5ctl_policy.h"
// @end

MODULE_DESCRIPTION("mlx5 ConnectX control misc driver");
MODULE_AUTHOR("Saeed Mahameed <saeedm@nvidia.com>");
MODULE_LICENSE("Dual BSD/GPL");

/**
 * struct mlx5ctl_dev - one mlx5 ConnectX control device
 * @mdev: the mlx5 core device, NULL once the auxiliary device is removed
 * @dev: the auxiliary device, only valid while @mdev is
 * @miscdev: the /dev/mlx5ctl-<auxiliary device name> character device
 * @rw_lock: held for read by everything that uses @mdev on behalf of a
 *	file descriptor, for write by removal
 * @fd_list: open file descriptors
 * @fd_list_lock: protects @fd_list against concurrent open and release
 * @refcount: the auxiliary device and every open file hold a reference
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

static int mlx5ctl_create_uctx(struct mlx5_core_dev *mdev, u32 cap, u16 *uid)
{
	u32 out[MLX5CTL_ST_SZ_DW(create_uctx_out)] = {};
	u32 in[MLX5CTL_ST_SZ_DW(create_uctx_in)] = {};
	int err;

	MLX5CTL_SET(create_uctx_in, in, opcode, MLX5CTL_CMD_OP_CREATE_UCTX);
	MLX5CTL_SET(create_uctx_in, in, uctx.cap, cap);
	err = mlx5_cmd_exec(mdev, in, sizeof(in), out, sizeof(out));
	if (err)
		return err;

	*uid = MLX5CTL_GET(create_uctx_out, out, uid);
	return 0;
}

static void mlx5ctl_destroy_uctx(struct mlx5_core_dev *mdev, u16 uid)
{
	u32 out[MLX5CTL_ST_SZ_DW(destroy_uctx_out)] = {};
	u32 in[MLX5CTL_ST_SZ_DW(destroy_uctx_in)] = {};
	int err;

	MLX5CTL_SET(destroy_uctx_in, in, opcode, MLX5CTL_CMD_OP_DESTROY_UCTX);
	MLX5CTL_SET(destroy_uctx_in, in, uid, uid);
	err = mlx5_cmd_exec(mdev, in, sizeof(in), out, sizeof(out));
	if (err)
		dev_warn(mdev->device,
			 "mlx5ctl: failed to destroy UCTX %u, err %d\n", uid, err);
}

// @since 4
/* Record of an object a file descriptor created with a user RPC */
struct mlx5ctl_obj {
	struct list_head list;
	const struct mlx5ctl_obj_type *type;
	u32 id;
};

static void mlx5ctl_destroy_obj(struct mlx5ctl_fd *mfd, struct mlx5ctl_obj *obj)
{
	const struct mlx5ctl_obj_type *type = obj->type;
	void *in, *out;
	int err;

	in = kzalloc(type->destroy_inlen + type->destroy_outlen, GFP_KERNEL);
	if (!in) {
		err = -ENOMEM;
		goto out;
	}
	out = in + type->destroy_inlen;

	MLX5CTL_SET(mbox_in_hdr, in, opcode, type->destroy_opcode);
	MLX5CTL_SET(mbox_in_hdr, in, uid, mfd->uid);
	mlx5ctl_set_bits(in, type->id_in_bit, type->id_in_width, obj->id);
	err = mlx5_cmd_exec(mfd->mdev, in, type->destroy_inlen, out,
			    type->destroy_outlen);
	kfree(in);
out:
	if (err)
		dev_warn(mfd->mdev->device,
			 "mlx5ctl: UID %u: failed to destroy %s 0x%x, err %d\n",
			 mfd->uid, type->name, obj->id, err);
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

static int mlx5ctl_umem_reg(struct mlx5ctl_fd *mfd, u64 addr, u64 len, u32 *umem_id)
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

static int mlx5ctl_umem_unreg(struct mlx5ctl_fd *mfd, u32 umem_id)
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

static void mlx5ctl_umem_cleanup(struct mlx5ctl_fd *mfd)
{
	struct mlx5ctl_umem *umem;
	unsigned long index;

	xa_for_each(&mfd->umems, index, umem) {
		xa_erase(&mfd->umems, index);
		mlx5ctl_umem_release(mfd, umem);
	}
}

// @end
/*
 * Undo everything the file descriptor created, newest first: the objects its
 * RPCs created, its UMEMs, then its user context.  Called on release, or on
 * removal of the device for the files that are still open.
 */
static void mlx5ctl_mfd_cleanup(struct mlx5ctl_fd *mfd)
{
// @since 4
	struct mlx5ctl_obj *obj, *tmp;

	list_for_each_entry_safe(obj, tmp, &mfd->obj_list, list) {
		mlx5ctl_destroy_obj(mfd, obj);
		list_del(&obj->list);
		kfree(obj);
	}
// @end
// @since 5
	mlx5ctl_umem_cleanup(mfd);
// @end
	mlx5ctl_destroy_uctx(mfd->mdev, mfd->uid);
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

/* The user context capabilities follow the opener's capabilities */
static u32 mlx5ctl_uctx_caps(struct mlx5_core_dev *mdev, u32 ucap)
{
	u32 dev_cap = MLX5_CAP_GEN(mdev, uctx_cap);
	u32 cap = 0;

	if (ucap & BIT(CAP_NET_RAW))
		cap |= MLX5CTL_UCTX_CAP_RAW_TX;
	if (ucap & BIT(CAP_SYS_RAWIO))
		cap |= MLX5CTL_UCTX_CAP_INTERNAL_DEVICE_RESOURCES;
	if (ucap & BIT(CAP_SYS_ADMIN))
		cap |= MLX5CTL_UCTX_CAP_TOOLS_RESOURCES;
	return cap & dev_cap;
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
// @end

	down_read(&mcdev->rw_lock);
	if (!mcdev->mdev) {
		err = -ENODEV;
		goto err_unlock;
	}

	mfd->ucap = mlx5ctl_user_caps();
	mfd->uctx_cap = mlx5ctl_uctx_caps(mcdev->mdev, mfd->ucap);
	err = mlx5ctl_create_uctx(mcdev->mdev, mfd->uctx_cap, &mfd->uid);
	if (err)
		goto err_unlock;
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

static int mlx5ctl_info_ioctl(struct mlx5ctl_fd *mfd,
			      struct mlx5ctl_info __user *arg)
{
	struct mlx5_core_dev *mdev = mfd->mdev;
	struct mlx5ctl_info info = {};

	info.size = sizeof(info);
	strscpy((char *)info.devname, dev_name(mdev->device),
		sizeof(info.devname));
	info.uctx_uid = mfd->uid;
	info.uctx_cap = mfd->uctx_cap;
	info.dev_uctx_cap = MLX5_CAP_GEN(mdev, uctx_cap);
	info.ucap = mfd->ucap;

	if (copy_to_user(arg, &info, sizeof(info)))
		return -EFAULT;
	return 0;
}
// @end
// @since 4

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

static bool mlx5ctl_field_fits(u32 len, u32 bit, u32 width)
{
	return bit + width <= len * BITS_PER_BYTE;
}

/*
 * Run a command that creates or destroys an object the driver tracks.
 * mfd->lock is held across the command so that the object list always
 * matches the device's state for this UID.
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
	if (err)
		goto out;

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

static int mlx5ctl_cmdrpc_ioctl(struct mlx5ctl_fd *mfd,
				struct mlx5ctl_cmdrpc __user *arg)
{
	const struct mlx5ctl_obj_type *create, *destroy;
	struct mlx5ctl_dev *mcdev = mfd->mcdev;
	struct mlx5ctl_cmdrpc rpc;
	enum mlx5ctl_scope scope;
	u16 opcode, op_mod;
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

	opcode = MLX5CTL_GET(mbox_in_hdr, in, opcode);
	op_mod = MLX5CTL_GET(mbox_in_hdr, in, op_mod);
	scope = mlx5ctl_rpc_scope(in, rpc.inlen);
	mlx5ctl_dbg(mcdev, "UID %u: %s (0x%x) op_mod 0x%x scope %s inlen %u outlen %u\n",
		    mfd->uid, mlx5ctl_cmd_name(opcode), opcode, op_mod,
		    mlx5ctl_scope_name(scope), rpc.inlen, rpc.outlen);

	err = mlx5ctl_check_scope(mfd, scope, opcode, op_mod);
	if (err)
		goto out_free;

	/* Whatever user space wrote, the command runs under the fd's UID */
	MLX5CTL_SET(mbox_in_hdr, in, uid, mfd->uid);

	create = mlx5ctl_obj_by_create(opcode);
	destroy = mlx5ctl_obj_by_destroy(opcode);
	if (create || destroy)
		err = mlx5ctl_cmd_tracked(mfd, in, rpc.inlen, out, rpc.outlen,
					  create, destroy);
	else
		err = mlx5_cmd_do(mfd->mdev, in, rpc.inlen, out, rpc.outlen);

	mlx5ctl_dbg(mcdev, "UID %u: opcode 0x%x err %d status 0x%x syndrome 0x%x\n",
		    mfd->uid, opcode, err,
		    MLX5CTL_GET(mbox_out_hdr, out, status),
		    MLX5CTL_GET(mbox_out_hdr, out, syndrome));

	/*
	 * -EREMOTEIO: the command was delivered and the outbox is valid, but
	 * its status is not OK.  User space decodes status and syndrome.
	 */
	if (err == -EREMOTEIO)
		err = 0;
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

static int mlx5ctl_umem_reg_ioctl(struct mlx5ctl_fd *mfd,
				  struct mlx5ctl_umem_reg __user *arg)
{
	struct mlx5ctl_umem_reg reg;
	u32 umem_id;
	int err;

	if (copy_from_user(&reg, arg, sizeof(reg)))
		return -EFAULT;

	if (reg.flags)
		return -EOPNOTSUPP;
	if (reg.reserved1 || reg.reserved2)
		return -EINVAL;
	if (!capable(CAP_SYS_ADMIN))
		return -EPERM;

	err = mlx5ctl_umem_reg(mfd, reg.addr, reg.len, &umem_id);
	if (err)
		return err;

	reg.size = sizeof(reg);
	reg.umem_id = umem_id;
	if (copy_to_user(arg, &reg, sizeof(reg))) {
		mlx5ctl_umem_unreg(mfd, umem_id);
		return -EFAULT;
	}
	return 0;
}

static int mlx5ctl_umem_unreg_ioctl(struct mlx5ctl_fd *mfd,
				    struct mlx5ctl_umem_unreg __user *arg)
{
	struct mlx5ctl_umem_unreg unreg;
	int err;

	if (copy_from_user(&unreg, arg, sizeof(unreg)))
		return -EFAULT;

	if (unreg.flags)
		return -EOPNOTSUPP;

	err = mlx5ctl_umem_unreg(mfd, unreg.umem_id);
	if (err)
		return err;

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
	struct mlx5ctl_dev *mcdev = mfd->mcdev;
	void __user *argp = (void __user *)arg;
	long err;

	down_read(&mcdev->rw_lock);
	if (!mfd->mdev) {
		err = -ENODEV;
		goto unlock;
	}

	switch (cmd) {
	case MLX5CTL_IOCTL_INFO:
		err = mlx5ctl_info_ioctl(mfd, argp);
		break;
// @since 4
	case MLX5CTL_IOCTL_CMDRPC:
		err = mlx5ctl_cmdrpc_ioctl(mfd, argp);
		break;
// @end
// @since 5
	case MLX5CTL_IOCTL_UMEM_REG:
		err = mlx5ctl_umem_reg_ioctl(mfd, argp);
		break;
	case MLX5CTL_IOCTL_UMEM_UNREG:
		err = mlx5ctl_umem_unreg_ioctl(mfd, argp);
		break;
// @end
	default:
		err = -ENOTTY;
		break;
	}
unlock:
	up_read(&mcdev->rw_lock);
	return err;
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
