#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""run.py's splat matcher: kernel reports are splats, tool output is not (ctest: test_vm_splat).

The kernel samples are report lines as Linux 6.12 prints them on the serial console (the
format strings of lib/ubsan.c, mm/kasan/report.c, kernel/panic.c, kernel/locking/lockdep.c,
mm/kmemleak.c, kernel/hung_task.c, kernel/rcu/tree_stall.h, lib/refcount.c, lib/list_debug.c,
arch/x86/kernel/dumpstack.c and traps.c; the bare "general protection fault" line as kernels
before 6.6 print it), with CONFIG_PRINTK_TIME stamps as our kernels have.
"""
import importlib.util
import os
import sys
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("run", os.path.join(HERE, "run.py"))
run = importlib.util.module_from_spec(spec)
spec.loader.exec_module(run)

KERNEL = """\
[   42.118201] ==================================================================
[   42.118853] BUG: KASAN: slab-use-after-free in mlx5ctl_release+0x4c/0x1a0 [mlx5ctl]
[   42.119512] Read of size 8 at addr ffff888004a1c010 by task mlx5ctl/231
[   42.120101] Call Trace:
[   42.131002] ------------[ cut here ]------------
[   42.131577] WARNING: CPU: 0 PID: 231 at drivers/misc/mlx5ctl/main.c:412 mlx5ctl_rpc+0x2b1/0x3c0
[   43.002911] WARNING: possible circular locking dependency detected
[   43.004101] WARNING: inconsistent lock state
[   43.103317] UBSAN: array-index-out-of-bounds in drivers/misc/mlx5ctl/main.c:290:14
[   44.500213] kmemleak: 2 new suspected memory leaks (see /sys/kernel/debug/kmemleak)
[   44.500990] unreferenced object 0xffff888003b2c000 (size 4096):
[   45.001010] Oops: general protection fault, probably for non-canonical address 0xdffffc0000000002: 0000 [#1] PREEMPT SMP KASAN NOPTI
[   45.001800] KASAN: null-ptr-deref in range [0x0000000000000010-0x0000000000000017]
[   45.002000] general protection fault, probably for non-canonical address 0xdead000000000122: 0000 [#1] SMP
[   45.120001] BUG: kernel NULL pointer dereference, address: 0000000000000010
[   45.220001] BUG: sleeping function called from invalid context at kernel/locking/mutex.c:283
[   45.320001] Kernel panic - not syncing: Fatal exception
[  243.100201] INFO: task kworker/0:2:57 blocked for more than 120 seconds.
[  250.000001] rcu: INFO: rcu_preempt detected stalls on CPUs/tasks:
[  251.000001] refcount_t: underflow; use-after-free.
[  252.000001] list_del corruption. prev->next should be ffff888004a1c010, but was ffff888004a1c020. (prev=ffff888004a1c000)
"""

# what tools and tests print on the same console: never a splat
USER = """\
MLX5_CAP_DEBUG: 1
general.MLX5_CAP_DEBUG:                 1
debug_cap.log_min_sample_period:        10
BUG: this is a test script echoing the word
WARNING: mlx5ctl: --json ignored with --output
    Call Trace: (a test that greps dmesg and echoes its own summary)
rscdump: KASAN: not a kernel line
MLX5CTL-TEST-RESULT tool PASS
"""

# kernel lines that are not reports
QUIET = """\
[    0.000000] Linux version 6.12.118 (root@build) (gcc (Debian 12.2.0-14) 12.2.0) #1 SMP PREEMPT_DYNAMIC
[    1.234567] mlx5ctl: loading out-of-tree module taints kernel.
[    2.345678] kasan: KernelAddressSanitizer initialized
[    3.456789] mlx5_core 0000:01:00.0: firmware version: 22.39.1002
[    4.000000] rcu: Hierarchical RCU implementation.
"""


def lines(text):
    return text.splitlines()


class SplatMatcher(unittest.TestCase):
    def test_kernel_reports(self):
        log = lines(KERNEL)
        found = run.find_splats(log + lines(USER))
        expect = [ln for ln in log if "=====" not in ln and "cut here" not in ln and
                  "Read of size" not in ln]
        self.assertEqual(found, expect)

    def test_every_pattern_is_exercised(self):
        msgs = [run.kernel_message(ln, True) for ln in lines(KERNEL)]
        for p in run.SPLAT_PATTERNS:
            self.assertTrue(any(run.re.match(p, m) for m in msgs), p)

    def test_tool_output_is_not_a_splat(self):
        # in a log with time stamps (ours), and in one without
        self.assertEqual(run.find_splats(lines(QUIET) + lines(USER)), [])
        unstamped_user = [ln for ln in lines(USER) if not ln.startswith(("BUG:", "WARNING:"))]
        self.assertEqual(run.find_splats(unstamped_user), [])

    def test_quiet_kernel_lines(self):
        self.assertEqual(run.find_splats(lines(QUIET)), [])

    def test_without_time_stamps(self):
        # printk.time=0: kernel messages start the line
        log = [run.KERNEL_STAMP.sub("", ln, count=1) for ln in lines(KERNEL)]
        self.assertIn("BUG: KASAN: slab-use-after-free in mlx5ctl_release+0x4c/0x1a0 [mlx5ctl]",
                      run.find_splats(log))
        self.assertEqual(run.find_splats(["MLX5_CAP_DEBUG: 1", "x BUG: y"]), [])

    def test_user_output_glued_to_a_report(self):
        # a tool's line without its newline, then the kernel's report on the same line
        glued = "MLX5_CAP_DEBUG: 1[   42.118853] BUG: KASAN: slab-use-after-free in x+0x1/0x2"
        self.assertEqual(run.find_splats([glued] + lines(QUIET)), [glued])

    def test_mlx5_errors_and_allow(self):
        err = "[   5.000000] mlx5_core 0000:01:00.0: cmd_work_handler:877: timeout"
        self.assertEqual(run.find_splats([err]), [])
        self.assertEqual(run.find_splats([err], run.MLX5_ERROR_PATTERNS), [err])
        self.assertEqual(run.find_splats(["mlx5_core error in a tool's message"] + lines(QUIET),
                                         run.MLX5_ERROR_PATTERNS), [])
        warn = "[   6.000000] WARNING: CPU: 0 PID: 1 at lib/foo.c:1 foo+0x1/0x2"
        self.assertEqual(run.find_splats([warn], allow=[r"lib/foo\.c"]), [])
        self.assertEqual(run.find_splats(["[   6.1] MLX5CTL-HOST-STEP 1 BUG: x"]), [])


if __name__ == "__main__":
    sys.exit(unittest.main(verbosity=2))
