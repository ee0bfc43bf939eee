#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0-or-later
"""Boot the mlx5ctl test VM, run guest tests, judge the serial log.

Boots qemu-system-x86_64 (q35, TCG, 512 MB, no NIC) with a kernel and an initramfs made by
tests/vm/mkinitramfs, optionally with the emulated ConnectX device behind a PCIe root port, and
waits for the guest's markers (see tests/vm/init). The serial console (ttyS0) is saved to --log.

Host steps: a guest test prints `MLX5CTL-HOST-STEP <seq> <action> <args...>` on ttyS0 and reads
`MLX5CTL-HOST-REPLY <seq> OK|ERR <payload>` from ttyS1. Actions:
    device_del ID            QMP device_del, then wait for DEVICE_DELETED (timeout 120 s)
    device_add JSON          QMP device_add with the JSON object's arguments
    qom-get PATH PROP        prints the value (JSON)
    qom-set PATH PROP VALUE  VALUE is JSON (true, 3, "x")
    wait-event NAME [SECS]   wait for a QMP event (also one that already arrived)
    qmp JSON                 any QMP command {"execute": ..., "arguments": ...}
    oracle                   the device's oracles, read at the end of every boot by /init:
                             its dma-violations and policy-violations counters

The device's oracles: with --device, the emulated ConnectX runs with strict-dma=on and
strict-policy=on (unless --lenient): a DMA the device makes for a user context outside that
context's UMEM pages, or a user command that breaks the spec's constraints, stops QEMU with a
report (exit 5). /init reads both counters as its last step (`oracle`); any non-zero is exit 5
too, the way a kmemleak report fails a debug boot.

Exit status: 0 all tests passed (or no tests and a clean boot), 1 a test failed, 2 kernel
warning/splat in the log, 3 timeout, 4 harness or QEMU error (crash, sanitizer report, no
result markers), 5 the device's DMA-isolation or policy oracle. QEMU's stderr (traces,
sanitizer reports) goes to <log>.qemu. Standard library only.

Firmware: by default QEMU's own (SeaBIOS) loads --kernel and --initrd with -kernel/-initrd/
-append. --firmware ovmf-secboot boots through the UEFI Secure Boot chain instead: OVMF's
Secure Boot build (Debian's ovmf: OVMF_CODE_4M.secboot.fd, SMM, the pflash drives) with a copy
of a variable store holding Microsoft's keys (and the --mok-cert certificates in shim's
MokList), an EFI system partition on the q35's AHCI disk with Debian's signed shim as
EFI/BOOT/BOOTX64.EFI, Debian's signed grub, and the kernel, the initramfs and the command line
(scripts/secureboot-disk makes both, cached; --esp/--efivars use ones made beforehand). The
variable store is copied for each boot, the disk is opened with snapshot=on: a boot changes
neither. The serial console, the ttyS1 back channel and QMP are the same. The summary then
gives the boot stages' times (firmware, shim and grub, kernel, /init).
"""

import argparse
import json
import os
import queue
import re
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time

# Kernel reports, matched at the start of a kernel message (after the printk time stamp): a
# tool that prints "MLX5_CAP_DEBUG: 1" or a test that echoes "BUG:" is not the kernel.
SPLAT_PATTERNS = [
    r"WARNING: ",                       # WARN*, lockdep (circular/recursive locking, lock state)
    r"BUG: ",                           # KASAN, NULL deref, sleeping in atomic, page fault
    r"KASAN: ",                         # "KASAN: null-ptr-deref in range ..."
    r"UBSAN: ",
    r"Call Trace:",
    r"kmemleak: .*(suspected memory leak|unreferenced)",
    r"unreferenced object 0x",
    r"Oops(: | -)",
    r"Kernel panic - not syncing",
    r"general protection fault",
    r"INFO: task .* blocked for more than",
    r"(rcu: )?INFO: rcu\w* (self-)?detected stall",
    r"refcount_t: ",
    r"list_(add|del) corruption",
]

# the printk time stamp (CONFIG_PRINTK_TIME) and, if configured, the caller id
KERNEL_STAMP = re.compile(r"\[\s*\d+\.\d+\]\s*(?:\[\s*[CT]\d+\]\s*)?")


def kernel_message(line, stamped_log):
    """The kernel message a console line carries, or None if it is not the kernel's. In a log
    whose kernel lines carry time stamps, a line without one is user space (a tool, a test);
    the message is what follows the last stamp (user output may precede it on the line)."""
    stamps = list(KERNEL_STAMP.finditer(line))
    if stamps:
        return line[stamps[-1].end():]
    if stamped_log:
        return None
    return line


def find_splats(lines, extra=(), allow=()):
    """Kernel report lines: SPLAT_PATTERNS at the start of a kernel message, `extra` patterns
    anywhere in one; `allow` patterns (anywhere in the line) exempt a line, as do the
    harness's MLX5CTL- markers."""
    stamped = any(KERNEL_STAMP.match(ln) for ln in lines)
    start = [re.compile(p) for p in SPLAT_PATTERNS]
    anywhere = [re.compile(p) for p in extra]
    allowed = [re.compile(a) for a in allow]
    out = []
    for ln in lines:
        if "MLX5CTL-" in ln or any(a.search(ln) for a in allowed):
            continue
        msg = kernel_message(ln, stamped)
        if msg is None:
            continue
        if any(p.match(msg) for p in start) or any(p.search(msg) for p in anywhere):
            out.append(ln)
    return out


# QEMU's own sanitizer reports (an ASan build of QEMU): QEMU is broken, not the guest
QEMU_ERROR_PATTERNS = [
    r"ERROR: AddressSanitizer",
    r"ERROR: LeakSanitizer",
    r"runtime error: ",
    r"qemu-system-x86_64: .*[Aa]ssertion",
]

# mlx5 errors that mean the emulated firmware or the driver misbehaved
MLX5_ERROR_PATTERNS = [
    r"mlx5_core.*(failed|error|timeout|Timeout)",
    r"mlx5_core.*health compromised",
    r"mlx5_core.*probe .*failed",
    r"cmd_work_handler.*timeout",
]

EXIT_PASS, EXIT_FAIL, EXIT_SPLAT, EXIT_TIMEOUT, EXIT_ERROR, EXIT_ORACLE = 0, 1, 2, 3, 4, 5

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
OVMF_CODE = "/usr/share/OVMF/OVMF_CODE_4M.secboot.fd"

# the boot's stages under --firmware ovmf-secboot: the first console line matching each one
# (OVMF's boot manager, then Debian's grub, our grub.cfg's marks, the kernel's banner, /init)
FIRMWARE_STAGES = [
    ("ovmf-boot-option", r"BdsDxe: starting Boot"),
    ("grub", r"Welcome to GRUB|MLX5CTL-SB grub: started"),
    ("grub-loads-kernel", r"MLX5CTL-SB grub: loading the kernel"),
    ("grub-loads-initramfs", r"MLX5CTL-SB grub: loading the initramfs"),
    ("grub-boots-kernel", r"MLX5CTL-SB grub: booting"),
    ("kernel-banner", r"Linux version "),
    ("run-init", r"Run /init as init process"),
    ("init-ready", r"MLX5CTL-INIT-READY"),
]


def secureboot_disk(opts, append):
    """(esp image, variable store template) for --firmware ovmf-secboot: --esp/--efivars, or
    made by scripts/secureboot-disk from --kernel, --initrd and the command line."""
    if opts.esp or opts.efivars:
        if not (opts.esp and opts.efivars):
            raise SystemExit("run.py: --esp and --efivars go together")
        print("run.py: the kernel command line is the one in %s's grub.cfg (--append, --test "
              "and --shell do not change it)" % opts.esp, file=sys.stderr)
        return opts.esp, opts.efivars
    if not (opts.kernel and opts.initrd):
        raise SystemExit("run.py: --firmware ovmf-secboot needs --kernel and --initrd, or "
                         "--esp and --efivars")
    cmd = [os.path.join(REPO, "scripts", "secureboot-disk"), "--kernel", opts.kernel,
           "--initrd", opts.initrd, "--append", append, "--suite", opts.boot_suite]
    for c in opts.mok_cert:
        cmd += ["--mok-cert", c]
    if opts.mok_untrusted:
        cmd.append("--mok-untrusted")
    out = subprocess.run(cmd, stdout=subprocess.PIPE, check=True, text=True).stdout.split("\n")
    return out[0], out[1]

# the device's report when strict-dma / strict-policy stops QEMU (emulator/qemu/mlx5ctl-pci.c)
ORACLE_STOP_PATTERN = r"mlx5-cx: strict-(dma|policy): "
ORACLE_COUNTERS = ("dma-violations", "policy-violations")


class Qmp:
    def __init__(self, path, timeout):
        deadline = time.monotonic() + timeout
        while True:
            try:
                self.sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
                self.sock.connect(path)
                break
            except OSError:
                self.sock.close()
                if time.monotonic() > deadline:
                    raise
                time.sleep(0.05)
        self.file = self.sock.makefile("rwb", buffering=0)
        self.events = []
        self.lock = threading.Lock()
        self.cond = threading.Condition(self.lock)
        self.replies = queue.Queue()
        self._read()  # greeting
        self.reader = threading.Thread(target=self._reader, daemon=True)
        self.reader.start()
        self.execute("qmp_capabilities")

    def _read(self):
        line = self.file.readline()
        if not line:
            raise EOFError("QMP closed")
        return json.loads(line)

    def _reader(self):
        try:
            while True:
                msg = self._read()
                if "event" in msg:
                    with self.cond:
                        self.events.append(msg)
                        self.cond.notify_all()
                else:
                    self.replies.put(msg)
        except (EOFError, OSError, ValueError):
            self.replies.put({"error": {"class": "Closed", "desc": "QMP connection closed"}})

    def execute(self, cmd, args=None, timeout=30):
        msg = {"execute": cmd}
        if args:
            msg["arguments"] = args
        self.file.write(json.dumps(msg).encode() + b"\n")
        reply = self.replies.get(timeout=timeout)
        if "error" in reply:
            raise RuntimeError("%s: %s" % (cmd, reply["error"].get("desc")))
        return reply.get("return")

    def wait_event(self, name, timeout, match=None):
        deadline = time.monotonic() + timeout
        with self.cond:
            while True:
                for i, ev in enumerate(self.events):
                    if ev["event"] == name and (match is None or match(ev)):
                        del self.events[i]
                        return ev
                left = deadline - time.monotonic()
                if left <= 0:
                    raise TimeoutError("no %s event within %s s" % (name, timeout))
                self.cond.wait(left)


def read_oracle(qmp):
    """The device's oracle counters, {name: value}; {} when there is no device (any more)."""
    values = {}
    for name in ORACLE_COUNTERS:
        try:
            values[name] = qmp.execute("qom-get", {"path": "/machine/peripheral/cx0",
                                                   "property": name})
        except Exception:  # noqa: BLE001 - no device, or it was unplugged
            return {}
    return values


# A removal is the guest's pciehp (5 s attention-button delay, then the drivers' remove, with
# processes still using the device in unplug-load.sh) on the debug kernel under TCG: 10-40 s on
# a loaded host. A removal that hangs is the guest's hung-task report (60 s), a kernel splat.
DEVICE_DEL_TIMEOUT = 120


def host_step(qmp, action, args, oracle=None):
    if action == "device_del":
        dev = args[0]
        t0 = time.monotonic()
        qmp.execute("device_del", {"id": dev})
        qmp.wait_event("DEVICE_DELETED", DEVICE_DEL_TIMEOUT,
                       lambda ev: ev.get("data", {}).get("device") == dev)
        return "deleted %s in %.1f s" % (dev, time.monotonic() - t0)
    if action == "device_add":
        qmp.execute("device_add", json.loads(" ".join(args)))
        return "added"
    if action == "qom-get":
        return json.dumps(qmp.execute("qom-get", {"path": args[0], "property": args[1]}))
    if action == "qom-set":
        qmp.execute("qom-set", {"path": args[0], "property": args[1],
                                "value": json.loads(" ".join(args[2:]))})
        return "set"
    if action == "wait-event":
        ev = qmp.wait_event(args[0], float(args[1]) if len(args) > 1 else 30)
        return json.dumps(ev.get("data", {}))
    if action == "qmp":
        msg = json.loads(" ".join(args))
        return json.dumps(qmp.execute(msg["execute"], msg.get("arguments")))
    if action == "oracle":
        values = read_oracle(qmp)
        if oracle is not None:
            oracle.clear()
            oracle.update(values, read=True)
        return " ".join("%s=%s" % kv for kv in values.items()) or "no device"
    raise ValueError("unknown host action %r" % action)


# a kernel message on the console: "[   12.345678] ..."
KERNEL_LINE = re.compile(r"^\[ *[0-9]+\.[0-9]+\] ")


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--qemu", required=True, help="qemu-system-x86_64 binary")
    ap.add_argument("--kernel", help="bzImage (required but with --esp)")
    ap.add_argument("--initrd", help="initramfs from tests/vm/mkinitramfs (required but with "
                    "--esp)")
    ap.add_argument("--firmware", choices=("seabios", "ovmf-secboot"), default="seabios",
                    help="seabios (default): QEMU loads the kernel (-kernel/-initrd/-append); "
                    "ovmf-secboot: UEFI Secure Boot, OVMF -> Debian's signed shim -> signed "
                    "grub -> the kernel, from an EFI system partition")
    ap.add_argument("--mok-cert", action="append", default=[],
                    help="ovmf-secboot: a certificate (DER or PEM) to enrol in shim's MokList")
    ap.add_argument("--mok-untrusted", action="store_true",
                    help="ovmf-secboot: MokListTrusted set (`mokutil --untrust-mok`): the kernel "
                    "puts the MOK in .platform, not .machine")
    ap.add_argument("--boot-suite", choices=("bookworm", "trixie"), default="bookworm",
                    help="ovmf-secboot: the Debian release whose shim and grub boot")
    ap.add_argument("--esp", help="ovmf-secboot: the EFI system partition image "
                    "(scripts/secureboot-disk) instead of making one")
    ap.add_argument("--efivars", help="ovmf-secboot: the variable store to copy for the boot "
                    "(with --esp)")
    ap.add_argument("--device", action="store_true",
                    help="add the mlx5-cx device (id cx0) behind pcie-root-port rp0")
    ap.add_argument("--device-opts", default="",
                    help="extra mlx5-cx properties, e.g. nvconfig=/tmp/nv")
    ap.add_argument("--lenient", action="store_true",
                    help="the device's oracles count but do not stop QEMU (strict-dma and "
                    "strict-policy off), and their counts do not fail the boot: for measuring "
                    "what a kernel lets through")
    ap.add_argument("--test", action="append", default=[],
                    help="guest test to run (name in /tests or path); default all")
    ap.add_argument("--append", default="", help="extra kernel command line")
    ap.add_argument("--qemu-arg", action="append", default=[],
                    help="extra QEMU argument (shell-split)")
    ap.add_argument("--memory", default="512")
    ap.add_argument("--timeout", type=float, default=300, help="hard timeout, seconds")
    ap.add_argument("--log", default=None, help="serial log file (default: a temp file)")
    ap.add_argument("--quiet", action="store_true", help="do not echo the console")
    ap.add_argument("--steps", action="store_true",
                    help="echo only what the tests print (no kernel messages, no markers); "
                         "the whole console still goes to --log")
    ap.add_argument("--allow", action="append", default=[],
                    help="regex of log lines not to count as splats")
    ap.add_argument("--no-mlx5-errors", action="store_true",
                    help="also fail on mlx5_core error lines")
    ap.add_argument("--shell", action="store_true",
                    help="interactive: console on this terminal, no judging")
    opts = ap.parse_args()
    if opts.firmware == "seabios" and not (opts.kernel and opts.initrd):
        ap.error("--kernel and --initrd are required")

    tmpdir = tempfile.mkdtemp(prefix="mlx5ctl-vm.")
    qmp_path = os.path.join(tmpdir, "qmp.sock")
    s1_path = os.path.join(tmpdir, "ttyS1.sock")
    log_path = opts.log or os.path.join(tmpdir, "serial.log")

    append = "console=ttyS0 panic=-1 loglevel=7 " + opts.append
    if opts.test:
        append += " mlx5ctl_test=" + ",".join(opts.test)
    if opts.shell:
        append += " mlx5ctl_shell=1"

    if opts.firmware == "ovmf-secboot":
        esp, efivars = secureboot_disk(opts, append.strip())
        vars_copy = os.path.join(tmpdir, "efivars.fd")
        shutil.copyfile(efivars, vars_copy)
        # SMM: OVMF's Secure Boot build keeps its variables behind it; secure=on: only SMM
        # code writes the flash. The disk on the q35's AHCI controller (port 0), writes go
        # to a temporary overlay.
        boot = ["-M", "q35,smm=on", "-global", "driver=cfi.pflash01,property=secure,value=on",
                "-drive", "if=pflash,format=raw,unit=0,readonly=on,file=" + OVMF_CODE,
                "-drive", "if=pflash,format=raw,unit=1,file=" + vars_copy,
                "-drive", "if=none,id=esp,format=raw,snapshot=on,file=" + esp,
                "-device", "ide-hd,drive=esp,bus=ide.0,bootindex=0"]
    else:
        boot = ["-M", "q35", "-kernel", opts.kernel, "-initrd", opts.initrd,
                "-append", append.strip()]
    cmd = [opts.qemu] + boot[:2] + ["-m", opts.memory, "-no-reboot",
           "-L", "/usr/share/seabios", "-L", "/usr/share/qemu", "-nic", "none",
           "-display", "none", "-vga", "none"] + boot[2:] + [
           "-chardev", "stdio,id=con0,signal=off", "-serial", "chardev:con0",
           "-chardev", "socket,id=con1,path=%s,server=on,wait=off" % s1_path,
           "-serial", "chardev:con1",
           "-qmp", "unix:%s,server=on,wait=off" % qmp_path]
    if opts.device:
        dev = "mlx5-cx,id=cx0,bus=rp0"
        if not opts.lenient:
            dev += ",strict-dma=on,strict-policy=on"
        if opts.device_opts:
            dev += "," + opts.device_opts
        cmd += ["-device", "pcie-root-port,id=rp0,chassis=1", "-device", dev]
    for a in opts.qemu_arg:
        cmd += shlex.split(a)

    print("run.py: " + " ".join(shlex.quote(c) for c in cmd), file=sys.stderr)
    if opts.shell:
        return subprocess.call(cmd)

    t0 = time.monotonic()
    qemu_log_path = log_path + ".qemu"
    qemu_log = open(qemu_log_path, "w")
    proc = subprocess.Popen(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=qemu_log)
    lines = queue.Queue()

    def reader():
        for raw in proc.stdout:
            lines.put(raw.decode("utf-8", "replace").rstrip("\r\n"))
        lines.put(None)

    threading.Thread(target=reader, daemon=True).start()

    qmp = None
    s1 = None
    try:
        qmp = Qmp(qmp_path, 10)
        s1 = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
        s1.connect(s1_path)
    except Exception as e:  # noqa: BLE001 - report and go on: the boot may still be judged
        print("run.py: cannot connect to QEMU: %s" % e, file=sys.stderr)

    results = {}
    oracle = {}
    done = None
    timed_out = False
    ready_at = None
    in_test = False
    stages = {}
    deadline = t0 + opts.timeout
    with open(log_path, "w") as log:
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                timed_out = True
                break
            try:
                line = lines.get(timeout=min(left, 1.0))
            except queue.Empty:
                continue
            if line is None:
                break
            log.write(line + "\n")
            log.flush()
            if opts.steps:
                if re.match(r"MLX5CTL-TEST-BEGIN ", line):
                    in_test = True
                elif re.match(r"MLX5CTL-TEST-RESULT ", line):
                    in_test = False
                elif in_test and not KERNEL_LINE.match(line) and "MLX5CTL-" not in line:
                    print(line, flush=True)
            elif not opts.quiet:
                print(line, flush=True)
            m = re.search(r"MLX5CTL-TEST-RESULT (\S+) (PASS|FAIL|SKIP)", line)
            if m:
                results[m.group(1)] = m.group(2)
            if "MLX5CTL-INIT-READY" in line and ready_at is None:
                ready_at = time.monotonic() - t0
            if opts.firmware != "seabios":
                for name, pat in FIRMWARE_STAGES:
                    if name not in stages and re.search(pat, line):
                        stages[name] = time.monotonic() - t0
                        m = re.search(r"\[\s*(\d+\.\d+)\]", line)
                        if name == "run-init" and m:
                            # the kernel's own clock says how long ago it started
                            stages["kernel-start"] = stages[name] - float(m.group(1))
            m = re.search(r"MLX5CTL-TESTS-DONE", line)
            if m:
                done = line
            m = re.search(r"MLX5CTL-HOST-STEP (\d+) (\S+)(.*)", line)
            if m:
                seq, action, rest = m.group(1), m.group(2), m.group(3).split()
                try:
                    if qmp is None:
                        raise RuntimeError("no QMP connection")
                    payload = "OK " + host_step(qmp, action, rest, oracle)
                except Exception as e:  # noqa: BLE001 - the guest gets the error
                    payload = "ERR %s" % e
                payload = payload.replace("\n", " ")
                print("run.py: host step %s %s -> %s" % (action, " ".join(rest), payload),
                      file=sys.stderr)
                if s1:
                    s1.sendall(("MLX5CTL-HOST-REPLY %s %s\n" % (seq, payload)).encode())

        if timed_out:
            proc.send_signal(signal.SIGTERM)
        try:
            rc = proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            proc.kill()
            rc = proc.wait()
    elapsed = time.monotonic() - t0
    qemu_log.close()
    with open(qemu_log_path) as f:
        qemu_text = f.read().splitlines()

    with open(log_path) as f:
        text = f.read().splitlines()
    splats = find_splats(text, MLX5_ERROR_PATTERNS if opts.no_mlx5_errors else (), opts.allow)

    qemu_errors = [ln for ln in qemu_text
                   if any(re.search(p, ln) for p in QEMU_ERROR_PATTERNS)]
    oracle_stops = [ln for ln in qemu_text if re.search(ORACLE_STOP_PATTERN, ln)]
    oracle_bad = {k: v for k, v in oracle.items() if k in ORACLE_COUNTERS and v}

    status = EXIT_PASS
    why = "all passed"
    failed = [n for n, r in results.items() if r == "FAIL"]
    if oracle_stops:
        status, why = EXIT_ORACLE, "device oracle: " + oracle_stops[0].strip()
    elif oracle_bad and not opts.lenient:
        status, why = EXIT_ORACLE, "device oracle: " + " ".join(
            "%s=%s" % kv for kv in sorted(oracle_bad.items()))
    elif rc < 0 and not timed_out:
        status, why = EXIT_ERROR, "QEMU died with signal %d" % -rc
    elif qemu_errors:
        status, why = EXIT_ERROR, "QEMU error: " + qemu_errors[0].strip()
    elif splats:
        status, why = EXIT_SPLAT, "kernel splat: " + splats[0].strip()
    elif timed_out:
        status, why = EXIT_TIMEOUT, "timeout after %.0f s" % opts.timeout
    elif rc != 0:
        status, why = EXIT_ERROR, "QEMU exited with status %d" % rc
    elif done is None:
        status, why = EXIT_ERROR, "the guest never printed MLX5CTL-TESTS-DONE"
        # a firmware boot that never reached the kernel: say what the firmware, shim or
        # grub said (grub's "error: bad shim signature.", OVMF's "Security Violation")
        boot_errors = [ln.strip() for ln in text if opts.firmware != "seabios" and
                       re.search(r"error: |Security Violation|Verification failed", ln)]
        if boot_errors:
            why += " (boot: %s)" % boot_errors[0]
    elif failed:
        status, why = EXIT_FAIL, "failed: " + " ".join(failed)
    elif any("MLX5CTL-INIT-ERROR" in ln for ln in text):
        status, why = EXIT_ERROR, [ln for ln in text if "MLX5CTL-INIT-ERROR" in ln][0]
    elif opts.test and not results:
        status, why = EXIT_ERROR, "no test results"
    for s in splats[:20]:
        print("run.py: splat: %s" % s, file=sys.stderr)
    if status == EXIT_ERROR:
        for s in qemu_text[-20:]:
            print("run.py: qemu: %s" % s, file=sys.stderr)
    if opts.device:
        print("run.py: device oracle: %s" % (
            " ".join("%s=%s" % (k, oracle[k]) for k in ORACLE_COUNTERS if k in oracle)
            if oracle.get("read") and len(oracle) > 1 else
            "not read (no final oracle step, or the device was unplugged)"), file=sys.stderr)
    if opts.firmware != "seabios":
        print("run.py: %s boot stages (s from QEMU's start): %s" % (opts.firmware, " ".join(
            "%s=%s" % (n, "%.1f" % stages[n] if n in stages else "-")
            for n in [n for n, _ in FIRMWARE_STAGES] + ["kernel-start"])), file=sys.stderr)
    print("run.py: %s; boot to init %s s, total %.1f s; results %s; log %s (QEMU: %s)"
          % (why, "%.1f" % ready_at if ready_at is not None else "?", elapsed,
             " ".join("%s=%s" % kv for kv in sorted(results.items())) or "-", log_path,
             qemu_log_path), file=sys.stderr)
    if qmp:
        qmp.sock.close()
    if s1:
        s1.close()
    if opts.log:
        shutil.rmtree(tmpdir, ignore_errors=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
