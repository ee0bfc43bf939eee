// SPDX-License-Identifier: GPL-2.0
/*
 * Benchmark only, never part of the series: references for scripts/bench-vm's driver share.
 * On the first mlx5 PCI function it offers /dev/mlx5ctl-kref with
 *  - MLX5CTL_IOCTL_CMDRPC: the RPC passed straight to mlx5_cmd_do (copy in, allocate, run,
 *    copy out: what any ioctl passthrough costs, none of mlx5ctl's policy, UID or locks);
 *  - MLX5CTL_KREF_LOOP: QUERY_ADAPTER n times from the kernel (no system call at all).
 * The module holds the PCI device but not its driver: unbinding mlx5_core while it is loaded
 * is not supported (it is loaded for a benchmark and removed after).
 */
#include <linux/module.h>
#include <linux/miscdevice.h>
#include <linux/pci.h>
#include <linux/ktime.h>
#include <linux/slab.h>
#include <linux/uaccess.h>
#include <linux/mlx5/driver.h>
#include <linux/mlx5/mlx5_ifc.h>
#include <uapi/misc/mlx5ctl.h>

#include "mlx5ctl_kref.h"

static struct pci_dev *kref_pdev;

static struct mlx5_core_dev *kref_mdev(void)
{
	return pci_get_drvdata(kref_pdev);
}

static long kref_rpc(struct mlx5ctl_cmdrpc __user *arg)
{
	struct mlx5ctl_cmdrpc rpc;
	void *in, *out;
	int err;

	if (copy_from_user(&rpc, arg, sizeof(rpc)))
		return -EFAULT;
	if (rpc.inlen < 8 || rpc.outlen < 8 || rpc.inlen > SZ_512K || rpc.outlen > SZ_512K)
		return -EINVAL;
	in = memdup_user(u64_to_user_ptr(rpc.in), rpc.inlen);
	if (IS_ERR(in))
		return PTR_ERR(in);
	out = kvzalloc(rpc.outlen, GFP_KERNEL);
	if (!out) {
		kfree(in);
		return -ENOMEM;
	}
	err = mlx5_cmd_do(kref_mdev(), in, rpc.inlen, out, rpc.outlen);
	if (err == -EREMOTEIO)
		err = 0;
	if (!err && copy_to_user(u64_to_user_ptr(rpc.out), out, rpc.outlen))
		err = -EFAULT;
	kvfree(out);
	kfree(in);
	return err;
}

static long kref_loop(struct mlx5ctl_kref_loop __user *arg)
{
	u32 in[MLX5_ST_SZ_DW(query_adapter_in)] = {};
	u32 out[MLX5_ST_SZ_DW(query_adapter_out)] = {};
	struct mlx5ctl_kref_loop l;
	int err = 0;
	u64 t0;
	u32 i;

	if (copy_from_user(&l, arg, sizeof(l)))
		return -EFAULT;
	MLX5_SET(query_adapter_in, in, opcode, MLX5_CMD_OP_QUERY_ADAPTER);
	t0 = ktime_get_ns();
	for (i = 0; i < l.n && !err; i++)
		err = mlx5_cmd_do(kref_mdev(), in, sizeof(in), out, sizeof(out));
	l.ns = ktime_get_ns() - t0;
	if (err)
		return err;
	return copy_to_user(arg, &l, sizeof(l)) ? -EFAULT : 0;
}

static long kref_ioctl(struct file *file, unsigned int cmd, unsigned long arg)
{
	if (!kref_mdev())
		return -ENODEV;
	switch (cmd) {
	case MLX5CTL_IOCTL_CMDRPC:
		return kref_rpc((void __user *)arg);
	case MLX5CTL_KREF_LOOP:
		return kref_loop((void __user *)arg);
	}
	return -ENOTTY;
}

static const struct file_operations kref_fops = {
	.owner = THIS_MODULE,
	.unlocked_ioctl = kref_ioctl,
};

static struct miscdevice kref_misc = {
	.minor = MISC_DYNAMIC_MINOR,
	.name = "mlx5ctl-kref",
	.fops = &kref_fops,
};

static int __init mlx5ctl_kref_init(void)
{
	int err;

	kref_pdev = pci_get_device(PCI_VENDOR_ID_MELLANOX, PCI_ANY_ID, NULL);
	if (!kref_pdev)
		return -ENODEV;
	err = misc_register(&kref_misc);
	if (err)
		pci_dev_put(kref_pdev);
	return err;
}

static void __exit mlx5ctl_kref_exit(void)
{
	misc_deregister(&kref_misc);
	pci_dev_put(kref_pdev);
}

module_init(mlx5ctl_kref_init);
module_exit(mlx5ctl_kref_exit);
MODULE_DESCRIPTION("mlx5ctl benchmark: passthrough and in-kernel reference commands");
MODULE_LICENSE("GPL");
