// SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
/*
 * mlx5ctl_adev - the mlx5_core.ctl.N auxiliary device for a stock mlx5_core
 *
 * Linux 6.12's mlx5_core creates no "ctl" auxiliary device (the mlx5ctl
 * series' first patch adds it to mlx5_core's own list in dev.c).  This module
 * creates it for every PCI function mlx5_core has bound, with the same name
 * (mlx5_core.ctl.<adev_idx>), parent (the PCI function) and container
 * (struct mlx5_adev, mdev = pci_get_drvdata()), so that the unmodified
 * mlx5ctl driver binds to it.
 *
 * The device must be gone before mlx5_core lets the function go: the
 * firmware destroys every user context (UID) when the function is torn down,
 * and a file that survived a teardown would run commands under a UID that no
 * longer exists or belongs to someone else.  What tears the function down:
 *
 *  - remove_one() (unbind, hot-unplug, rmmod mlx5_core): the PCI bus
 *    notifier's BUS_NOTIFY_UNBIND_DRIVER runs before the driver's remove,
 *    under the device lock;
 *  - mlx5_unload_one_devl_locked() (devlink reload, firmware reset, health
 *    recovery, PCI error recovery, suspend): no notifier.  It always calls
 *    mlx5_detach_device() first, with the devlink instance lock held, which
 *    deletes mlx5_core's own auxiliary devices (rdma, eth, ...) before
 *    mlx5_unload() and the teardown.  Their BUS_NOTIFY_DEL_DEVICE is the
 *    hook: the ctl device is deleted there, synchronously, as mlx5_core
 *    deletes its own ctl device in the same place with the series.
 *
 * So the ctl device exists only while such a witness exists, which is
 * checked under the devlink instance lock (held by every unload path, so the
 * check cannot race with a detach): a function without one (e.g. RDMA and
 * Ethernet both disabled through devlink) gets no ctl device.  A witness
 * whose driver has a suspend callback survives suspend; the PM notifier
 * deletes every ctl device before the system suspends.  The device comes
 * back (from a work item, under the devlink lock) once the function is up
 * again and has its witness back.
 *
 * The auxiliary bus type is not exported: its address is taken from an
 * auxiliary device initialised (never added) for that purpose.  Deleting the
 * ctl device from the auxiliary bus notifier nests a read of the bus
 * notifier chain's rwsem; this module never registers or unregisters that
 * notifier while a ctl device exists, and the kernel has no other user of
 * it.
 */

#include <linux/auxiliary_bus.h>
#include <linux/device.h>
#include <linux/list.h>
#include <linux/mlx5/driver.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/notifier.h>
#include <linux/pci.h>
#include <linux/slab.h>
#include <linux/string.h>
#include <linux/suspend.h>
#include <linux/workqueue.h>
#include <net/devlink.h>

MODULE_DESCRIPTION("mlx5_core.ctl auxiliary devices for a stock mlx5_core");
MODULE_LICENSE("Dual BSD/GPL");

/**
 * struct mlx5ctl_fn - a PCI function mlx5_core has bound
 * @list: entry in mlx5ctl_fns
 * @pdev: the function (a reference is held)
 * @mdev: its mlx5_core device, valid until BUS_NOTIFY_UNBIND_DRIVER
 * @ctl: the ctl auxiliary device, or NULL
 * @add_work: (re)creates @ctl once the function is up with a witness
 */
struct mlx5ctl_fn {
	struct list_head list;
	struct pci_dev *pdev;
	struct mlx5_core_dev *mdev;
	struct mlx5_adev *ctl;
	struct work_struct add_work;
};

/* mlx5ctl_lock protects mlx5ctl_fns, every @ctl, and the flags below */
static DEFINE_MUTEX(mlx5ctl_lock);
static LIST_HEAD(mlx5ctl_fns);
static bool mlx5ctl_stopping;
static bool mlx5ctl_suspended;
static const struct bus_type *mlx5ctl_aux_bus;

/* mlx5_core's own auxiliary devices (dev.c), deleted by every detach */
static const char * const mlx5ctl_witnesses[] = {
	"eth", "eth-rep", "rdma", "rdma-rep", "multiport", "vnet", "dpll",
};

static void mlx5ctl_adev_release(struct device *dev)
{
	kfree(container_of(dev, struct mlx5_adev, adev.dev));
}

static bool mlx5ctl_is_ours(struct device *dev)
{
	return dev->release == mlx5ctl_adev_release;
}

static bool mlx5ctl_is_mlx5_core(struct device *dev)
{
	return dev->driver && !strcmp(dev->driver->name, MLX5_ADEV_NAME);
}

/* "mlx5_core.<suffix>.<id>": the suffix, or NULL */
static const char *mlx5ctl_suffix(struct device *dev, char *buf, size_t len,
				  int *id)
{
	const char *name = dev_name(dev), *dot;

	if (strncmp(name, MLX5_ADEV_NAME ".", sizeof(MLX5_ADEV_NAME)))
		return NULL;
	name += sizeof(MLX5_ADEV_NAME);
	dot = strrchr(name, '.');
	if (!dot || dot == name || (size_t)(dot - name) >= len || kstrtoint(dot + 1, 10, id))
		return NULL;
	memcpy(buf, name, dot - name);
	buf[dot - name] = '\0';
	return buf;
}

static bool mlx5ctl_is_witness(struct device *dev, int *id)
{
	char buf[16];
	int i;

	if (mlx5ctl_is_ours(dev) ||
	    !mlx5ctl_suffix(dev, buf, sizeof(buf), id))
		return false;
	for (i = 0; i < ARRAY_SIZE(mlx5ctl_witnesses); i++)
		if (!strcmp(buf, mlx5ctl_witnesses[i]))
			return true;
	return false;
}

/* With mlx5ctl_lock held */
static struct mlx5ctl_fn *mlx5ctl_find(struct device *dev)
{
	struct mlx5ctl_fn *fn;

	list_for_each_entry(fn, &mlx5ctl_fns, list)
		if (&fn->pdev->dev == dev)
			return fn;
	return NULL;
}

struct mlx5ctl_scan {
	struct mlx5ctl_fn *fn;
	bool witness;
	bool foreign_ctl;
};

static int mlx5ctl_scan_one(struct device *dev, void *data)
{
	struct mlx5ctl_scan *scan = data;
	char buf[16];
	int id;

	if (dev->parent != &scan->fn->pdev->dev || mlx5ctl_is_ours(dev))
		return 0;
	if (mlx5ctl_is_witness(dev, &id) &&
	    id == scan->fn->mdev->priv.adev_idx)
		scan->witness = true;
	if (mlx5ctl_suffix(dev, buf, sizeof(buf), &id) && !strcmp(buf, "ctl"))
		scan->foreign_ctl = true;
	return 0;
}

/*
 * With the devlink instance lock and mlx5ctl_lock held: the function is
 * loaded and attached, and has a witness that its next detach deletes.
 */
static bool mlx5ctl_fn_ready(struct mlx5ctl_fn *fn)
{
	struct mlx5_core_dev *mdev = fn->mdev;
	struct mlx5ctl_scan scan = { .fn = fn };

	if (mdev->state != MLX5_DEVICE_STATE_UP ||
	    !test_bit(MLX5_INTERFACE_STATE_UP, &mdev->intf_state) ||
	    (mdev->priv.flags & (MLX5_PRIV_FLAGS_DETACH |
				 MLX5_PRIV_FLAGS_DISABLE_ALL_ADEV)) ||
	    !MLX5_CAP_GEN(mdev, uctx_cap))
		return false;

	bus_for_each_dev(mlx5ctl_aux_bus, NULL, &scan, mlx5ctl_scan_one);
	if (scan.foreign_ctl) {
		dev_info_once(&fn->pdev->dev,
			      "mlx5ctl_adev: mlx5_core makes its own ctl device\n");
		return false;
	}
	if (!scan.witness)
		dev_info_ratelimited(&fn->pdev->dev,
				     "mlx5ctl_adev: no mlx5_core auxiliary device to watch for reloads: no ctl device\n");
	return scan.witness;
}

/* With mlx5ctl_lock held */
static struct mlx5_adev *mlx5ctl_ctl_add(struct mlx5ctl_fn *fn)
{
	struct mlx5_adev *madev;
	int err;

	madev = kzalloc(sizeof(*madev), GFP_KERNEL);
	if (!madev)
		return NULL;

	madev->mdev = fn->mdev;
	madev->idx = -1;
	madev->adev.id = fn->mdev->priv.adev_idx;
	madev->adev.name = "ctl";
	madev->adev.dev.parent = &fn->pdev->dev;
	madev->adev.dev.release = mlx5ctl_adev_release;

	err = auxiliary_device_init(&madev->adev);
	if (err) {
		kfree(madev);
		return NULL;
	}
	err = __auxiliary_device_add(&madev->adev, MLX5_ADEV_NAME);
	if (err) {
		dev_warn(&fn->pdev->dev,
			 "mlx5ctl_adev: cannot add the ctl device: %d\n", err);
		auxiliary_device_uninit(&madev->adev);
		return NULL;
	}
	return madev;
}

/* Unbinds mlx5ctl, which releases what the open files own: with mlx5ctl_lock */
static void mlx5ctl_ctl_del(struct mlx5ctl_fn *fn)
{
	if (!fn->ctl)
		return;
	auxiliary_device_delete(&fn->ctl->adev);
	auxiliary_device_uninit(&fn->ctl->adev);
	fn->ctl = NULL;
}

static void mlx5ctl_add_work(struct work_struct *work)
{
	struct mlx5ctl_fn *fn = container_of(work, struct mlx5ctl_fn, add_work);
	struct devlink *devlink = priv_to_devlink(fn->mdev);

	/* fn and mdev live until mlx5ctl_fn_free() cancels this work */
	devl_lock(devlink);
	mutex_lock(&mlx5ctl_lock);
	if (!mlx5ctl_stopping && !mlx5ctl_suspended && !fn->ctl &&
	    !list_empty(&fn->list) && mlx5ctl_fn_ready(fn))
		fn->ctl = mlx5ctl_ctl_add(fn);
	mutex_unlock(&mlx5ctl_lock);
	devl_unlock(devlink);
}

/* With the function's device lock held (mlx5_core stays bound) */
static void mlx5ctl_fn_new(struct pci_dev *pdev)
{
	struct mlx5ctl_fn *fn;

	fn = kzalloc(sizeof(*fn), GFP_KERNEL);
	if (!fn)
		return;
	fn->pdev = pci_dev_get(pdev);
	fn->mdev = pci_get_drvdata(pdev);
	INIT_WORK(&fn->add_work, mlx5ctl_add_work);

	mutex_lock(&mlx5ctl_lock);
	if (mlx5ctl_stopping || !fn->mdev || mlx5ctl_find(&pdev->dev)) {
		mutex_unlock(&mlx5ctl_lock);
		pci_dev_put(fn->pdev);
		kfree(fn);
		return;
	}
	list_add_tail(&fn->list, &mlx5ctl_fns);
	schedule_work(&fn->add_work);
	mutex_unlock(&mlx5ctl_lock);
}

/*
 * With the function's device lock held, after unlinking @fn: mlx5_core is
 * still bound, so fn->mdev is valid until this returns.
 */
static void mlx5ctl_fn_free(struct mlx5ctl_fn *fn)
{
	cancel_work_sync(&fn->add_work);
	mutex_lock(&mlx5ctl_lock);
	mlx5ctl_ctl_del(fn);
	mutex_unlock(&mlx5ctl_lock);
	pci_dev_put(fn->pdev);
	kfree(fn);
}

static struct mlx5ctl_fn *mlx5ctl_unlink(struct device *dev)
{
	struct mlx5ctl_fn *fn;

	mutex_lock(&mlx5ctl_lock);
	fn = mlx5ctl_find(dev);
	if (fn)
		list_del_init(&fn->list);
	mutex_unlock(&mlx5ctl_lock);
	return fn;
}

static int mlx5ctl_pci_event(struct notifier_block *nb, unsigned long action,
			     void *data)
{
	struct device *dev = data;
	struct mlx5ctl_fn *fn;

	if (!mlx5ctl_is_mlx5_core(dev))
		return NOTIFY_DONE;

	switch (action) {
	case BUS_NOTIFY_BOUND_DRIVER:
		mlx5ctl_fn_new(to_pci_dev(dev));
		break;
	case BUS_NOTIFY_UNBIND_DRIVER:
		/* before mlx5_core's remove_one(), under the device lock */
		fn = mlx5ctl_unlink(dev);
		if (fn)
			mlx5ctl_fn_free(fn);
		break;
	}
	return NOTIFY_DONE;
}

static int mlx5ctl_aux_event(struct notifier_block *nb, unsigned long action,
			     void *data)
{
	struct device *dev = data;
	struct mlx5ctl_fn *fn;
	int id;

	if ((action != BUS_NOTIFY_ADD_DEVICE && action != BUS_NOTIFY_DEL_DEVICE) ||
	    !dev->parent || !mlx5ctl_is_witness(dev, &id))
		return NOTIFY_DONE;

	mutex_lock(&mlx5ctl_lock);
	fn = mlx5ctl_find(dev->parent);
	if (fn && id == fn->mdev->priv.adev_idx) {
		if (action == BUS_NOTIFY_DEL_DEVICE)
			/* mlx5_detach_device(): the function is going down */
			mlx5ctl_ctl_del(fn);
		if (!mlx5ctl_stopping)
			/* once the devlink lock is released: up, with a witness? */
			schedule_work(&fn->add_work);
	}
	mutex_unlock(&mlx5ctl_lock);
	return NOTIFY_DONE;
}

static int mlx5ctl_pm_event(struct notifier_block *nb, unsigned long action,
			    void *data)
{
	struct mlx5ctl_fn *fn;

	mutex_lock(&mlx5ctl_lock);
	switch (action) {
	case PM_HIBERNATION_PREPARE:
	case PM_RESTORE_PREPARE:
	case PM_SUSPEND_PREPARE:
		mlx5ctl_suspended = true;
		list_for_each_entry(fn, &mlx5ctl_fns, list)
			mlx5ctl_ctl_del(fn);
		break;
	case PM_POST_HIBERNATION:
	case PM_POST_RESTORE:
	case PM_POST_SUSPEND:
		mlx5ctl_suspended = false;
		list_for_each_entry(fn, &mlx5ctl_fns, list)
			schedule_work(&fn->add_work);
		break;
	}
	mutex_unlock(&mlx5ctl_lock);
	return NOTIFY_DONE;
}

static struct notifier_block mlx5ctl_pci_nb = {
	.notifier_call = mlx5ctl_pci_event,
};

static struct notifier_block mlx5ctl_aux_nb = {
	.notifier_call = mlx5ctl_aux_event,
};

static struct notifier_block mlx5ctl_pm_nb = {
	.notifier_call = mlx5ctl_pm_event,
};

static int mlx5ctl_attach_one(struct device *dev, void *data)
{
	device_lock(dev);
	if (mlx5ctl_is_mlx5_core(dev))
		mlx5ctl_fn_new(to_pci_dev(dev));
	device_unlock(dev);
	return 0;
}

/* The auxiliary bus, from a device that auxiliary_device_init() sets up */
static void mlx5ctl_probe_release(struct device *dev)
{
	kfree(container_of(dev, struct auxiliary_device, dev));
}

static int mlx5ctl_find_aux_bus(void)
{
	struct auxiliary_device *probe;
	int err;

	probe = kzalloc(sizeof(*probe), GFP_KERNEL);
	if (!probe)
		return -ENOMEM;
	probe->name = "probe";
	probe->dev.parent = &probe->dev;	/* checked, never used */
	probe->dev.release = mlx5ctl_probe_release;
	err = auxiliary_device_init(probe);
	if (err) {
		kfree(probe);
		return err;
	}
	mlx5ctl_aux_bus = probe->dev.bus;
	auxiliary_device_uninit(probe);
	return mlx5ctl_aux_bus ? 0 : -ENODEV;
}

static int __init mlx5ctl_adev_init(void)
{
	int err;

	err = mlx5ctl_find_aux_bus();
	if (err)
		return err;
	err = bus_register_notifier(mlx5ctl_aux_bus, &mlx5ctl_aux_nb);
	if (err)
		return err;
	err = bus_register_notifier(&pci_bus_type, &mlx5ctl_pci_nb);
	if (err)
		goto err_aux;
	err = register_pm_notifier(&mlx5ctl_pm_nb);
	if (err)
		goto err_pci;
	bus_for_each_dev(&pci_bus_type, NULL, NULL, mlx5ctl_attach_one);
	return 0;

err_pci:
	bus_unregister_notifier(&pci_bus_type, &mlx5ctl_pci_nb);
err_aux:
	bus_unregister_notifier(mlx5ctl_aux_bus, &mlx5ctl_aux_nb);
	return err;
}

static void __exit mlx5ctl_adev_exit(void)
{
	struct mlx5ctl_fn *fn;
	struct pci_dev *pdev;

	mutex_lock(&mlx5ctl_lock);
	mlx5ctl_stopping = true;
	mutex_unlock(&mlx5ctl_lock);

	/*
	 * Each function under its device lock, as on unbind: mlx5_core stays
	 * bound while its ctl device goes.
	 */
	for (;;) {
		mutex_lock(&mlx5ctl_lock);
		fn = list_first_entry_or_null(&mlx5ctl_fns, struct mlx5ctl_fn,
					      list);
		pdev = fn ? pci_dev_get(fn->pdev) : NULL;
		mutex_unlock(&mlx5ctl_lock);
		if (!pdev)
			break;
		device_lock(&pdev->dev);
		fn = mlx5ctl_unlink(&pdev->dev);
		if (fn)
			mlx5ctl_fn_free(fn);
		device_unlock(&pdev->dev);
		pci_dev_put(pdev);
	}

	/* No ctl device is left: no notifier call nests any more */
	unregister_pm_notifier(&mlx5ctl_pm_nb);
	bus_unregister_notifier(&pci_bus_type, &mlx5ctl_pci_nb);
	bus_unregister_notifier(mlx5ctl_aux_bus, &mlx5ctl_aux_nb);
}

module_init(mlx5ctl_adev_init);
module_exit(mlx5ctl_adev_exit);
