#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
"""Every mlx5ctl subcommand's --json output, validated against docs/mlx5ctl.schema.json.

The tool runs as mlx5ctl-model (its devices on the firmware model, tests/unit/tool_model.c)
over a Linux-like sysfs tree (fake_sysfs.py). Each case names the schema definition its
output must satisfy; a subcommand --help lists without a case fails the test, and so does a
schema that accepts a document it must not (the validator is checked to bite).

    test_tool_json.py MODEL_BINARY SCHEMA MKIMAGE_BINARY
"""
import json
import os
import shutil
import subprocess
import sys
import tempfile

import jsonschema

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import fake_sysfs  # noqa: E402

# (definition, arguments, environment): every subcommand and its modes
CASES = [
    ("list", "list", {}),
    ("info", "-d 0 info", {}),
    ("caps", "-d 0 caps", {}),
    ("caps", "-d 0 caps --type DEBUG --all", {}),
    ("caps", "-d 0 caps --max --raw", {}),
    ("reg", "-d eth0 reg MGIR", {}),
    ("reg", "-d 0 reg MTMP sensor_index=64", {}),
    ("reg", "-d 0 reg PDDR local_port=1 page_select=MODULE_INFO", {}),
    ("reg", "-d 0 reg MTCAP --raw", {}),
    ("reg_write", "-d 0 -y reg MTMP sensor_index=0 mtr=1 --write", {}),
    ("reg_write", "-d 0 -y reg MTMP sensor_index=0 mte=1 --write", {}),
    ("reg_write", "-d 0 -y reg MTMP sensor_index=0 --overwrite", {}),
    ("reg_dry_run", "-d 0 reg MTMP sensor_index=0 mte=0 --write --dry-run", {}),
    ("reg_list", "reg --list", {}),
    ("reg_show", "reg --show MGIR", {}),
    ("rpc", "-d 0 rpc QUERY_ADAPTER", {}),
    ("rpc", "-d 0 rpc QUERY_HCA_CAP op_mod=1", {}),
    ("rpc", "-d 0 rpc QUERY_VPORT_STATE --raw", {}),
    ("rpc_dry_run", "rpc --dry-run QUERY_HCA_CAP op_mod=1", {}),
    ("rpc_list", "rpc --list", {}),
    ("rpc_show", "rpc --show ACCESS_REG", {}),
    ("obj", "-d 0 obj VPORT --id 0", {}),
    ("coredump", "-d 0 coredump -o {dir}/core", {}),
    ("coredump", "-d 0 coredump --inline -o {dir}/core", {}),
    ("coredump", "-d 0 coredump -o {dir}/core", {"MLX5CTL_MODEL_NO_UMEM": "1"}),
    ("rscdump", "-d 0 rscdump", {}),
    ("rscdump", "-d 0 rscdump UCTX", {}),
    ("rscdump", "-d 0 rscdump CORE_DUMP --umem-size 2M", {}),
    ("config", "-d 0 config", {}),
    ("config", "-d 0 config total_vfs", {}),
    ("config_write", "-d 0 -y config total_vfs=4 sriov_en=1", {}),
    ("config_write", "-d 0 -y config total_vfs=4", {}),
    ("config_dry_run", "-d 0 config --dry-run PF_PCI_CONF.total_vf=3", {}),
    ("config_backup", "-d 0 config --backup {dir}/backup", {}),
    ("config_write", "-d 0 -y config --reset", {}),
    ("config_write", "-d 0 -y config --restore {dir}/backup", {}),
    ("config_list", "config --list", {}),
    ("config_show", "config --show GLOBAL_PCI_CONF", {}),
    ("names", "names registers", {}),
    ("names", "names devices", {}),
    ("names", "names fields MTMP", {}),
    ("diag", "-d 0 diag --interval 0.5 --count 3", {}),
    ("diag", "-d 0 diag --counters cmds,objects --interval 0.2 --count 2 --inline --rate", {}),
    ("link", "-d 0 link", {}),
    ("link", "-d 0 link -c", {}),
    ("link", "-d eth0 link -m --fec -e --pcie", {}),
    ("link", "-d 0 link --port 1 --counters --module", {}),
    ("monitor", "monitor", {}),
    ("monitor", "-d 0 monitor --sample", {}),
    ("fw_query", "-d 0 fw query", {}),
    # nothing pending yet: said, nothing reset
    ("fw_activate", "-d 0 -y fw activate", {}),
    # JSON Lines: every line an event (the name ends in _event)
    ("fw_update_event", "-d 0 -y fw update {dir}/fw.img", {}),
    # the support bundle (its index.json: test_collect.py)
    ("collect", "-d 0 collect -o {dir}/bundle.tar.gz --redact", {}),
    ("collect", "-d 0 collect -o {dir}/bundle.tar --timeout 0.001", {"MLX5CTL_MODEL_UCTX_CAP": "4"}),
]

# documents the schema must refuse: the validator bites
WRONG = [
    ("link", {"device": "d", "pci": "p", "port": 1, "operational": {"state": "flapping"},
              "unavailable": []}),
    ("link", {"device": "d", "pci": "p", "port": 1, "operational": {},
              "counters": {"raw_ber": -1}, "unavailable": []}),
    ("link_clear", {"device": "d", "port": 1, "register": "PPCNT", "cleared": False}),
    ("fw_update_event", {"event": "progress", "stage": "flashing", "done": 1, "total": 1}),
    ("fw_update_event", {"event": "done", "version": "1", "bytes": 1, "rpcs": 1, "error": None,
                         "errno": 5}),
    ("fw_query", {"device": "d", "components": [{"index": 1}]}),
    ("fw_activate", {"event": "done", "activated": "yes", "running": "22.41.1010"}),
    ("list", {"devices": "none"}),
    ("list", {"devices": [], "extra": 1}),
    ("info", {"device": "x", "path": "p", "pci": "b", "uid": -1, "uctx_cap": {"value": 1, "names": []},
              "dev_uctx_cap": {"value": 1, "names": []}, "ucap": {"value": 0, "names": []}}),
    ("coredump", {"device": "d", "file": "f", "bytes": 1, "payload_bytes": 1, "segments": 1,
                  "crc32": "xyz", "verified": True, "mode": "umem", "umem_fallback": None,
                  "rpcs": 1, "seconds": 0.1}),
    ("reg", {"device": "d", "register": {"name": "MGIR", "value": 1}}),
    ("caps", {"device": "d", "type": {"name": "GENERAL", "value": 0}, "max": False,
              "fields": {}, "raw": "00"}),
    ("collect", {"device": "d", "file": "f", "format": "zip", "bytes": 1, "tar_bytes": 1,
                 "seconds": 1, "redacted": False,
                 "counts": {"ok": 1, "refused": 0, "error": 0, "skipped": 0}, "problems": []}),
    ("collect_index", {"format": "mlx5ctl-collect", "version": 1, "tool": "0", "created": "x",
                       "device": "d", "pci": None, "transport": None, "kernel": None,
                       "read_only": True, "limits": {"timeout_s": 1, "max_bytes": 1},
                       "seconds": 1, "redacted": None,
                       "counts": {"ok": 1, "refused": 0, "error": 0, "skipped": 0},
                       "artefacts": []}),
]


def subcommand_of(words):
    """The subcommand of an argument list: the first word that is not an option or -d's."""
    skip = False
    for w in words:
        if skip:
            skip = False
        elif w in ("-d", "--device"):
            skip = True
        elif not w.startswith("-"):
            return w
    return None


def subcommands(model):
    """The subcommands mlx5ctl --help lists."""
    out = subprocess.run([model, "--help"], capture_output=True, text=True, check=True).stdout
    names, on = [], False
    for line in out.splitlines():
        if line == "Commands:":
            on = True
        elif on and not line:
            break
        elif on and line.startswith("  ") and line[2] != " ":
            names.append(line.split()[0])
    return names


def main():
    model, schema_path, mkimage = sys.argv[1], sys.argv[2], sys.argv[3]
    with open(schema_path) as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    defs = schema["$defs"]
    passed = failed = 0

    def validator(name):
        return jsonschema.Draft202012Validator({"$ref": "#/$defs/" + name, "$defs": defs})

    tmp = tempfile.mkdtemp(prefix="mlx5ctl-test-json-")
    try:
        os.chmod(tmp, 0o755)
        fake_sysfs.make(tmp)
        subprocess.run([mkimage, "-o", os.path.join(tmp, "fw.img")], check=True)
        os.mkdir(os.path.join(tmp, "nv"))
        env = dict(os.environ, MLX5CTL_SYSFS_DIR=os.path.join(tmp, "sys"),
                   MLX5CTL_DEV_DIR=os.path.join(tmp, "dev"),
                   MLX5CTL_MODEL_NV_DIR=os.path.join(tmp, "nv"))
        covered = set()
        # the counter clear is a PPCNT write: where the spec allows one
        regs = json.loads(subprocess.run([model, "--json", "reg", "--list"], capture_output=True,
                                         text=True, check=True, env=env).stdout)["registers"]
        clear = [("link_clear", "-d 0 link --clear-counters --dry-run", {}),
                 ("link_clear", "-d 0 -y link --clear-counters", {})]
        if [r for r in regs if r["name"] == "PPCNT" and r["access"] != "RO"]:
            CASES.extend(clear)
        for name, args, extra in CASES:
            argv = [model, "--json"] + args.format(dir=tmp).split()
            r = subprocess.run(argv, capture_output=True, text=True, env=dict(env, **extra))
            what = f"mlx5ctl --json {args}"
            if r.returncode:
                print(f"FAIL {what}: exit {r.returncode}: {r.stderr.strip()}")
                failed += 1
                continue
            try:
                if name.endswith("_event"):
                    docs = [json.loads(line) for line in r.stdout.splitlines()]
                    if len(docs) < 2 or docs[-1].get("event") != "done":
                        raise json.JSONDecodeError("no progress events, or no result", "", 0)
                else:
                    docs = [json.loads(r.stdout)]
            except json.JSONDecodeError as e:
                print(f"FAIL {what}: not JSON ({e}):\n{r.stdout[:500]}")
                failed += 1
                continue
            errors = []
            for doc in docs:
                errors += sorted(validator(name).iter_errors(doc), key=lambda e: list(e.path))
            if errors:
                for e in errors[:5]:
                    print(f"FAIL {what} ({name}): {'/'.join(map(str, e.path))}: {e.message[:300]}")
                failed += 1
                continue
            # and the document is one the schema's top level knows
            for doc in docs:
                jsonschema.Draft202012Validator(schema).validate(doc)
            covered.add(subcommand_of(args.split()))
            passed += 1
        for sub in subcommands(model):
            if sub not in covered:
                print(f"FAIL subcommand '{sub}' has no JSON test")
                failed += 1
        for name, doc in WRONG:
            if validator(name).is_valid(doc):
                print(f"FAIL the schema's {name} accepts {json.dumps(doc)[:200]}")
                failed += 1
            else:
                passed += 1
    finally:
        shutil.rmtree(tmp)
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
