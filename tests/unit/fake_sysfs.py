#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
"""Make a sysfs and /dev tree with mlx5ctl devices, laid out as Linux lays them out, for the
tool's tests (MLX5CTL_SYSFS_DIR=DIR/sys MLX5CTL_DEV_DIR=DIR/dev).

    fake_sysfs.py DIR [--fwctl]

Device 0: mlx5_core.ctl.0 on PCI 0000:01:00.0 (a ConnectX-6 Dx, bound to mlx5ctl.ctl), network
interface eth0, RDMA device mlx5_0, a VPD naming the board, NUMA node 0.
Device 1: mlx5_core.ctl.1 on PCI 0000:02:00.0, no driver bound, nothing on it.
With --fwctl, Linux 7.3's layout instead: mlx5_core.fwctl.0 on PCI 0000:03:00.0, bound to
upstream's mlx5_fwctl.mlx5_fwctl, with the fwctl class device fwctl0 on the PCI function (as
fwctl_register() puts it) and its node /dev/fwctl/fwctl0; network interface eth2.
The device nodes are root's, mode 0600, and the folders 0755: a user who is not root can read
the tree (list) but open no device.
"""
import os
import struct
import sys

BOARD = "ConnectX-6 Dx EN adapter card, 100GbE, emulated"
PCI_ROOT = "devices/pci0000:00"


def vpd(name):
    """PCI VPD: the identifier string (large resource 0x82), a read-only part, the end tag."""
    ident = name.encode()
    out = bytes([0x82]) + struct.pack("<H", len(ident)) + ident
    ro = b"PN" + bytes([8]) + b"MCX623106"[:8]
    out += bytes([0x90]) + struct.pack("<H", len(ro)) + ro
    return out + bytes([0x78])


def write(path, text, mode=0o644):
    with open(path, "wb" if isinstance(text, bytes) else "w") as f:
        f.write(text)
    os.chmod(path, mode)


def link(target, path):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    os.symlink(os.path.relpath(target, os.path.dirname(path)), path)


FWCTL_DEVICES = [
    {"adev": "mlx5_core.fwctl.0", "bdf": "0000:03:00.0", "bridge": "0000:00:04.0",
     "driver": True, "net": ["eth2"], "rdma": [], "vpd": BOARD, "numa": "0", "fwctl": "fwctl0"}]


def make(root, devices=None):
    sysfs = os.path.join(root, "sys")
    dev = os.path.join(root, "dev")
    os.makedirs(dev, exist_ok=True)
    for drv in ("mlx5ctl.ctl", "mlx5_fwctl.mlx5_fwctl"):
        os.makedirs(os.path.join(sysfs, "bus/auxiliary/drivers", drv), exist_ok=True)
    os.makedirs(os.path.join(sysfs, "class/fwctl"), exist_ok=True)
    os.makedirs(os.path.join(sysfs, "class/net"), exist_ok=True)
    os.makedirs(os.path.join(sysfs, "class/infiniband"), exist_ok=True)
    for d in devices or [
            {"adev": "mlx5_core.ctl.0", "bdf": "0000:01:00.0", "bridge": "0000:00:02.0",
             "driver": True, "net": ["eth0"], "rdma": ["mlx5_0"], "vpd": BOARD, "numa": "0"},
            {"adev": "mlx5_core.ctl.1", "bdf": "0000:02:00.0", "bridge": "0000:00:03.0",
             "driver": False, "net": [], "rdma": [], "vpd": None, "numa": "-1"}]:
        pdir = os.path.join(sysfs, PCI_ROOT, d["bridge"], d["bdf"])
        os.makedirs(pdir)
        for f, v in (("vendor", "0x15b3"), ("device", "0x101d"), ("subsystem_vendor", "0x15b3"),
                     ("subsystem_device", "0x0016"), ("numa_node", d["numa"])):
            write(os.path.join(pdir, f), v + "\n")
        if d["vpd"]:
            write(os.path.join(pdir, "vpd"), vpd(d["vpd"]), 0o600)
        link(pdir, os.path.join(sysfs, "bus/pci/devices", d["bdf"]))
        adir = os.path.join(pdir, d["adev"])
        os.makedirs(adir)
        fw = d.get("fwctl")
        if d["driver"]:
            link(os.path.join(sysfs, "bus/auxiliary/drivers",
                              "mlx5_fwctl.mlx5_fwctl" if fw else "mlx5ctl.ctl"),
                 os.path.join(adir, "driver"))
        link(adir, os.path.join(sysfs, "bus/auxiliary/devices", d["adev"]))
        for cls, names in (("net", d["net"]), ("infiniband", d["rdma"])):
            for n in names:
                ndir = os.path.join(pdir, cls, n)
                os.makedirs(ndir)
                link(pdir, os.path.join(ndir, "device"))
                link(ndir, os.path.join(sysfs, "class", cls, n))
        if fw:
            cdir = os.path.join(pdir, "fwctl", fw)
            os.makedirs(cdir)
            link(pdir, os.path.join(cdir, "device"))
            link(cdir, os.path.join(sysfs, "class/fwctl", fw))
            os.makedirs(os.path.join(dev, "fwctl"), exist_ok=True)
            write(os.path.join(dev, "fwctl", fw), "", 0o600)
        else:
            write(os.path.join(dev, "mlx5ctl-" + d["adev"]), "", 0o600)
    for base, dirs, _ in os.walk(root):
        os.chmod(base, 0o755)
    os.chmod(root, 0o755)
    return sysfs, dev


if __name__ == "__main__":
    if len(sys.argv) not in (2, 3) or (len(sys.argv) == 3 and sys.argv[2] != "--fwctl"):
        sys.exit("usage: fake_sysfs.py DIR [--fwctl]")
    make(sys.argv[1], FWCTL_DEVICES if len(sys.argv) == 3 else None)
