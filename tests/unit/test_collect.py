#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
"""mlx5ctl collect, the support bundle, on the firmware model (mlx5ctl-model over fake_sysfs.py).

Unpacks each bundle and checks: every file the index lists is there with its size and SHA-256,
and nothing else is; the index against docs/mlx5ctl.schema.json (collect_index); the device saw
no write (the model's RPC log: no register write, and every command one the spec puts at the
debug-read scope); the pieces an engineer asks for are there; --redact leaves none of the
model's serial number, GUIDs and MAC addresses anywhere in the archive, in any of the ways the
tools write them, and puts the same placeholder for the same value; a piece the UID may not
take (the core dump) is recorded as refused while the rest is there; an unreadable kernel log
and a missing devlink are recorded; --timeout and --max-size bound the bundle.

    test_collect.py MODEL_BINARY SCHEMA
"""
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile

import jsonschema

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fake_sysfs  # noqa: E402

failed = 0
passed = 0


def check(cond, what):
    global failed, passed
    if cond:
        passed += 1
    else:
        failed += 1
        print(f"FAIL {what}")
    return cond


def run(model, env, *args, ok=True):
    r = subprocess.run([model] + list(args), capture_output=True, env=env)
    if ok and r.returncode:
        print(f"FAIL mlx5ctl {' '.join(args)}: exit {r.returncode}: {r.stderr.decode()[-800:]}")
        sys.exit(1)
    return r


def unpack(path):
    """{member path relative to the bundle's folder: bytes}, the folder, the index"""
    files, folders = {}, set()
    with tarfile.open(path) as t:
        for m in t.getmembers():
            folders.add(m.name.split("/")[0])
            if m.isfile():
                files[m.name.split("/", 1)[1]] = t.extractfile(m).read()
    check(len(folders) == 1, f"{path}: one folder at the top ({sorted(folders)})")
    return files, json.loads(files["index.json"])


def verify(path, validator, what):
    """the index lists every file with its size and checksum, and only those; the schema"""
    files, index = unpack(path)
    errors = list(validator.iter_errors(index))
    for e in errors[:5]:
        print(f"  {'/'.join(map(str, e.path))}: {e.message[:300]}")
    check(not errors, f"{what}: index.json against collect_index")
    listed = set()
    for a in index["artefacts"]:
        for f in a["files"]:
            listed.add(f["path"])
            data = files.get(f["path"])
            if not check(data is not None, f"{what}: {f['path']} indexed, not in the archive"):
                continue
            check(len(data) == f["bytes"], f"{what}: {f['path']}: {len(data)} bytes, "
                  f"the index says {f['bytes']}")
            check(hashlib.sha256(data).hexdigest() == f["sha256"],
                  f"{what}: {f['path']}: SHA-256 differs from the index's")
            if f["format"] == "json":
                try:
                    json.loads(data)
                except ValueError as e:
                    check(False, f"{what}: {f['path']}: not JSON ({e})")
    extra = set(files) - listed - {"index.json"}
    check(not extra, f"{what}: files in the archive the index does not list: {sorted(extra)[:5]}")
    slow = [a["name"] for a in index["artefacts"] if a["seconds"] > index["seconds"]]
    check(not slow, f"{what}: pieces that took longer than the whole collection: {slow[:5]}")
    counts = {s: sum(a["status"] == s for a in index["artefacts"])
              for s in ("ok", "refused", "error", "skipped")}
    check(counts == index["counts"], f"{what}: counts {index['counts']} != {counts}")
    return files, index


def by_name(index):
    return {a["name"]: a for a in index["artefacts"]}


def no_writes(model, env, log, what):
    """every RPC in the log a read of the debug-read scope, as the spec says"""
    cmds = json.loads(run(model, env, "-j", "rpc", "--list").stdout)["commands"]
    regs = json.loads(run(model, env, "-j", "reg", "--list").stdout)["registers"]
    scope = {c["name"]: c["scope"] for c in cmds}
    rscope = {r["name"]: r["read_scope"] for r in regs}
    lines = open(log).read().splitlines()
    check(len(lines) > 100, f"{what}: the RPC log has {len(lines)} lines")
    bad = []
    for line in lines:
        w = line.split()
        if w[0] == "ACCESS_REG":
            if w[-1] != "read" or rscope.get(w[1]) != "debug-read":
                bad.append(line)
        elif scope.get(w[0]) != "debug-read":
            bad.append(line)
    check(not bad, f"{what}: the device got what is not a debug read: {sorted(set(bad))[:5]}")


def forms(value):
    """the ways the tool, the kernel and the JSON write a MAC or GUID (bytes, big-endian)"""
    h = value.hex()
    out = {value, h.encode(), h.upper().encode()}
    for sep in (":", "-", " "):
        out.add(sep.join(h[i:i + 2] for i in range(0, len(h), 2)).encode())
        out.add(sep.join(h[i:i + 2] for i in range(0, len(h), 2)).upper().encode())
    out.add(":".join(h[i:i + 4] for i in range(0, len(h), 4)).encode())
    n = int.from_bytes(value, "big")
    out.add(b"%d" % n)
    out.add(b"0x%x" % n)
    # the PRM's split words: the low 32 bits (mac_addr_31_0), as a number
    out.add(b"%d" % (n & 0xffffffff))
    return out


def leaks(files, secrets):
    """(file, secret) pairs where a form of a secret is in a file"""
    found = []
    for name, data in files.items():
        for label, pats in secrets.items():
            for p in pats:
                if p in data:
                    found.append((name, label, p[:24]))
                    break
    return found


def vpd_serial(vpd):
    """the SN keyword of PCI VPD's read-only part"""
    pos = 0
    while pos + 3 <= len(vpd) and vpd[pos] != 0x78:
        tag, n = vpd[pos], vpd[pos + 1] | vpd[pos + 2] << 8
        body = vpd[pos + 3:pos + 3 + n]
        if tag == 0x90:
            k = 0
            while k + 3 <= len(body):
                kl = body[k + 2]
                if body[k:k + 2] == b"SN":
                    return body[k + 3:k + 3 + kl].rstrip(b" \0")
                k += 3 + kl
        pos += 3 + n
    return None


def main():
    model, schema_path = sys.argv[1], sys.argv[2]
    with open(schema_path) as f:
        schema = json.load(f)
    validator = jsonschema.Draft202012Validator({"$ref": "#/$defs/collect_index",
                                                 "$defs": schema["$defs"]})
    tmp = tempfile.mkdtemp(prefix="mlx5ctl-test-collect-")
    try:
        os.chmod(tmp, 0o755)
        fake_sysfs.make(tmp)
        kmsg = os.path.join(tmp, "kmsg")
        with open(kmsg, "w") as f:
            f.write("6,100,5000000,-;mlx5_core 0000:01:00.0: firmware version: 22.41.1000\n"
                    "6,101,5000100,-;e1000e 0000:00:19.0: not ours\n"
                    "4,102,6000000,-;mlx5ctl mlx5_core.ctl.0: uid 1 opened\n")
        log = os.path.join(tmp, "rpc.log")
        # devlink: a stand-in on PATH that answers as Debian 12's devlink (iproute2 6.1) does
        # for a health query: the whole list, or a device's with a reporter's name
        bindir = os.path.join(tmp, "bin")
        os.mkdir(bindir)
        with open(os.path.join(bindir, "devlink"), "w") as f:
            f.write('#!/bin/sh\n[ "$2 $3" = "health show" ] && [ $# -eq 3 ] && '
                    '{ echo \'{"health":{}}\'; exit 0; }\n'
                    '[ "$2" = health ] && { echo "Reporter\'s name is expected." >&2; exit 1; }\n'
                    'echo "kernel answers: Operation not supported" >&2; exit 1\n')
        os.chmod(os.path.join(bindir, "devlink"), 0o755)
        env = dict(os.environ, MLX5CTL_SYSFS_DIR=os.path.join(tmp, "sys"),
                   MLX5CTL_DEV_DIR=os.path.join(tmp, "dev"), MLX5CTL_KMSG=kmsg,
                   PATH=bindir + ":/usr/bin:/bin")
        os.chdir(tmp)

        # ---- the plain bundle: complete, checksummed, no write sent ----
        plain = os.path.join(tmp, "plain.tar.gz")
        r = run(model, dict(env, MLX5CTL_MODEL_RPC_LOG=log), "-d", "0", "collect", "-o", plain)
        check(b"bundle:" in r.stdout, "collect says where the bundle is")
        check(open(plain, "rb").read(2) == b"\x1f\x8b", "a .tar.gz is gzip")
        check(os.stat(plain).st_mode & 0o777 == 0o600, "the bundle is the owner's (0600)")
        files, index = verify(plain, validator, "plain")
        no_writes(model, env, log, "plain")
        arts = by_name(index)
        for name in ("versions", "list", "info", "caps/GENERAL", "caps/GENERAL.max",
                     "registers/MGIR", "registers/MTMP", "registers/PPCNT", "registers/PAOS",
                     "board/VPD", "rscdump/menu", "rscdump/UCTX", "coredump/core",
                     "nvconfig/config", "nvconfig/backup", "fw/query", "kernel/log",
                     "devlink/health", "commands/QUERY_HCA_VPORT_CONTEXT", "diag/monitor"):
            a = arts.get(name)
            if check(a is not None, f"plain: piece {name} is in the index"):
                check(a["status"] == "ok", f"plain: {name}: {a['status']} ({a['error']})")
        # decoded and raw, of one read; the spec's scope
        mgir = arts["registers/MGIR"]
        check({f["format"] for f in mgir["files"]} == {"json", "text", "binary"},
              "registers/MGIR: decoded (JSON, text) and raw")
        check(mgir["scope"] == "debug-read", "registers/MGIR: the spec's scope")
        doc = json.loads(files["registers/MGIR.json"])
        check(doc["register"]["name"] == "MGIR" and "fields" in doc, "registers/MGIR.json is reg's")
        # every register the spec has is in the index: read, or why not
        regs = json.loads(run(model, env, "-j", "reg", "--list").stdout)["registers"]
        for reg in regs:
            a = arts.get("registers/" + reg["name"])
            if not check(a is not None, f"register {reg['name']}: in the index"):
                continue
            if reg["access"] == "WO" or reg["read_scope"] != "debug-read":
                check(a["status"] == "skipped" and not a["files"],
                      f"register {reg['name']} ({reg['access']}, read {reg['read_scope']}) not read")
            elif reg.get("unreadable"):
                check(a["status"] == "skipped" and reg["unreadable"] in a["error"],
                      f"register {reg['name']}: not read alone ({a['status']}: {a['error']})")
            elif reg["access"] != "RW" or reg["write_scope"] != reg["read_scope"]:
                # (a register whose write is granted at the read's scope: its own piece)
                check(a["status"] == "ok", f"register {reg['name']}: read ({a['status']}: "
                      f"{a['error']})")
        # PTYS names its protocol (the spec's at_rest); a page the device lacks is not asked for
        check("proto_mask=4" in arts["registers/PTYS"]["command"],
              f"registers/PTYS: read as the spec's at_rest says ({arts['registers/PTYS']})")
        for page in ("SHAMPO", "PSP.max"):
            a = arts["caps/" + page]
            check(a["status"] == "skipped" and "general capabilities'" in a["error"],
                  f"caps/{page}: the general page says the device has none ({a})")
        check(arts["registers/CORE_DUMP"]["status"] == "skipped",
              "CORE_DUMP: an access starts a dump: its own piece, not the register sweep")
        core = [f for f in arts["coredump/core"]["files"] if f["format"] == "binary"]
        check(core and core[0]["bytes"] > 1 << 20, "the core dump is in the bundle")
        log_text = files["kernel/log.txt"].decode()
        check("firmware version" in log_text and "uid 1 opened" in log_text
              and "e1000e" not in log_text, f"kernel/log: the mlx5 lines only:\n{log_text}")
        check(arts["devlink/info"]["status"] == "error"
              and "not supported" in arts["devlink/info"]["error"],
              f"devlink/info: its failure recorded ({arts['devlink/info']['error']})")
        check(arts["diag/sample"]["status"] == "skipped"
              and "debug write" in arts["diag/sample"]["error"],
              "diag/sample: no sampler runs and collect sets none")
        check(index["redacted"] is None, "plain: not redacted")

        # the model's identities, as the tool reads them
        mac = bytes.fromhex(json.loads(run(model, env, "-d", "0", "-j", "reg", "MGIR").stdout)
                            ["fields"]["hardware_info"]["manufacturing_base_mac"].replace(":", ""))
        vport = json.loads(run(model, env, "-d", "0", "-j", "rpc",
                               "QUERY_HCA_VPORT_CONTEXT").stdout)["fields"]
        ctx = vport["hca_vport_context"]
        guids = {ctx[k].to_bytes(8, "big") for k in ("node_guid", "port_guid", "system_image_guid")}
        serial = vpd_serial(files["board/VPD.bin"])
        check(serial and re.match(rb"^MT\d{4}X\d{5}$", serial), f"the VPD's serial: {serial}")
        secrets = {"mac": forms(mac), "serial": {serial}}
        for i, g in enumerate(sorted(guids)):
            secrets[f"guid{i}"] = forms(g)
        found = leaks(files, secrets)
        check({s for _, s, _ in found} == set(secrets),
              f"the plain bundle holds every identity (else the next check proves nothing): "
              f"{sorted({s for _, s, _ in found})}")

        # ---- --redact: none of them anywhere, the same placeholder for the same value ----
        red = os.path.join(tmp, "redacted.tar")
        run(model, env, "-d", "0", "collect", "--redact", "-o", red)
        with open(red, "rb") as f:
            raw_tar = f.read()
        check(raw_tar[257:262] == b"ustar", "a .tar is a plain ustar archive")
        files, index = verify(red, validator, "redacted")
        found = leaks(dict(files, **{"(the archive itself)": raw_tar}), secrets)
        check(not found, f"--redact leaves identities: {found[:8]}")
        labels = {e["placeholder"] for e in index["redacted"]}
        check({"mac-1", "guid-1", "serial-1"} <= labels, f"placeholders: {sorted(labels)}")
        # consistent: MGIR's MAC is mac-1 in its JSON, its text and its raw bytes
        ph = bytes.fromhex("020000000001")
        mj = json.loads(files["registers/MGIR.json"])
        check(mj["fields"]["hardware_info"]["manufacturing_base_mac"] == "02:00:00:00:00:01",
              "MGIR's MAC is mac-1 in the JSON")
        check(b"02:00:00:00:00:01" in files["registers/MGIR.txt"], "... in the text")
        check(ph in files["registers/MGIR.bin"], "... in the raw register")
        # and the NIC vport context (another file, another command) has the same placeholder
        nic = json.loads(files["commands/QUERY_NIC_VPORT_CONTEXT.json"])
        pa = nic["fields"]["nic_vport_context"]["permanent_address"]
        check(pa["mac_addr_31_0"] == 1,
              f"the NIC vport context's permanent address is mac-1 too: {pa}")
        ser = files["board/VPD.bin"]
        check(vpd_serial(ser) == b"SN" + b"0" * (len(serial) - 3) + b"1",
              f"the VPD's serial is serial-1, as long as it was: {vpd_serial(ser)}")
        check(len(ser) == len(dict(unpack(plain)[0])["board/VPD.bin"]),
              "the raw VPD keeps its length")

        # ---- refused and unreadable pieces are recorded, the rest is there ----
        ref = os.path.join(tmp, "refused.tar.gz")
        run(model, dict(env, MLX5CTL_MODEL_UCTX_CAP="4", MLX5CTL_KMSG=os.path.join(tmp, "none"),
                        PATH="/nonexistent"), "-d", "0", "collect", "-o", ref)
        files, index = verify(ref, validator, "refused")
        arts = by_name(index)
        a = arts["coredump/core"]
        check(a["status"] == "refused" and a["errno"] == "EPERM" and not a["files"]
              and "INTERNAL_DEVICE_RESOURCES" in a["error"],
              f"a core dump the UID may not take: refused ({a})")
        a = arts["kernel/log"]
        check(a["status"] == "error" and a["errno"] == "ENOENT", f"no kernel log: recorded ({a})")
        a = arts["devlink/info"]
        check(a["status"] == "error" and "not installed" in a["error"],
              f"no devlink: recorded ({a})")
        for name in ("registers/MGIR", "caps/GENERAL", "rscdump/menu", "nvconfig/config"):
            check(arts[name]["status"] == "ok", f"refused: {name} still there")

        # ---- bounded: time and size ----
        quick = os.path.join(tmp, "quick.tar.gz")
        run(model, env, "-d", "0", "collect", "--timeout", "0.0001", "-o", quick)
        files, index = verify(quick, validator, "timeout")
        skipped = [a for a in index["artefacts"] if a["status"] == "skipped"
                   and "--timeout" in (a["error"] or "")]
        check(len(skipped) > 50, f"--timeout: the rest is recorded as skipped ({len(skipped)})")
        small = os.path.join(tmp, "small.tar")
        run(model, env, "-d", "0", "collect", "--max-size", "256K", "-o", small)
        files, index = verify(small, validator, "max-size")
        check(os.path.getsize(small) <= 256 * 1024 + 4096,
              f"--max-size 256K: {os.path.getsize(small)} bytes (the index on top)")
        check(by_name(index)["coredump/core"]["status"] == "skipped",
              "--max-size: the core dump did not fit and is recorded as skipped")

        # ---- never a taint ----
        r = run(model, env, "--allow-taint", "-d", "0", "collect", "-o", quick, ok=False)
        check(r.returncode == 2, "collect refuses --allow-taint")
    finally:
        os.chdir("/")
        shutil.rmtree(tmp)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
