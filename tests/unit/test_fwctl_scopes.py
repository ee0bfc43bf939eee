#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
"""The spec's `fwctl:` against upstream's fwctl/mlx5, read from Linux 7.3's own source.

    test_fwctl_scopes.py SRC_DIR [TREE]

TREE is a Linux source tree with drivers/fwctl/, include/uapi/fwctl/ and include/linux/mlx5/;
by default scripts/kernel-ifc-headers --linux 7.3 extracts those of trixie-backports'
linux-source-7.3 into the cache (exit 77, skipped, when the archive cannot be reached and
nothing is cached).

mlx5ctl_validate_rpc() is read case by case (tests/unit/upstream_fwctl.py: every
MLX5_CMD_OP* name resolved through main.c's and mlx5_ifc.h's enums, every statement
understood or the test fails) and compared with prm/ both ways: an opcode upstream allows that
prm/ lacks or rules differently, a command of prm/ with a scope upstream does not grant. A
difference fails unless prm/ declares it (`fwctl_differences:` opcode, the rule upstream has,
why): "MISMATCH" lines name both sides; a declaration no longer needed is "STALE". The
comparison proves first that it finds what it must (a dropped command, a changed rule, a
stale declaration), and the reader that it fails on what it cannot read (main.c changed in a
copy).
"""
import glob
import os
import subprocess
import sys

SRC = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                      os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(SRC, "codegen"))
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from mlx5gen import model  # noqa: E402
import upstream_fwctl  # noqa: E402

# enum fwctl_rpc_scope's names as the spec spells its scopes
UAPI_SCOPES = {"FWCTL_RPC_CONFIGURATION": "configuration",
               "FWCTL_RPC_DEBUG_READ_ONLY": "debug-read",
               "FWCTL_RPC_DEBUG_WRITE": "debug-write",
               "FWCTL_RPC_DEBUG_WRITE_FULL": "debug-write-full"}


def tree_of(argv):
    if len(argv) > 2:
        return argv[2]
    r = subprocess.run([os.path.join(SRC, "scripts", "kernel-ifc-headers"), "--linux", "7.3"],
                       stdout=subprocess.PIPE, text=True)
    if r.returncode == 3:
        print("SKIP: Linux 7.3's source cannot be had (trixie-backports unreachable, nothing "
              "cached; see scripts/kernel-ifc-headers)")
        sys.exit(77)
    if r.returncode:
        sys.exit(f"scripts/kernel-ifc-headers --linux 7.3 failed (exit {r.returncode})")
    return os.path.dirname(r.stdout.strip())


def show(rule):
    scope, op_mod = rule
    if not op_mod:
        return scope
    return f"{scope}, op_mod " + ", ".join(f"{k:#x}: {v}" for k, v in sorted(op_mod.items()))


def compare(spec, upstream, declared):
    """spec: {opcode: (name, (scope, {op_mod: scope}))} of every command of prm/;
    upstream: {opcode: (name, rule)} of what fwctl/mlx5 allows (rule in the spec's words);
    declared: {opcode: (rule upstream has, why, where)}.
    Returns (lines, failures)."""
    lines, failures, used = [], 0, set()
    refused = (model.FWCTL_REFUSED, {})
    for code in sorted(set(spec) | set(upstream)):
        sname, srule = spec.get(code, (None, None))
        uname, urule = upstream.get(code, (None, refused))
        if srule is None and urule == refused:
            continue
        if srule is not None and srule == urule:
            continue
        name = sname or uname
        ours = "prm/ has no such command" if srule is None else f"prm/ {show(srule)}"
        what = f"{code:#x} {name}: upstream {show(urule)}, {ours}"
        d = declared.get(code)
        if d is not None and d[0] == urule:
            used.add(code)
            lines.append(f"DECLARED {what}: {d[1]} ({d[2]})")
            continue
        failures += 1
        if d is not None:
            used.add(code)
            lines.append(f"MISMATCH {what} (declared at {d[2]} as upstream {show(d[0])}: "
                         "upstream changed)")
        else:
            lines.append(f"MISMATCH {what} (fix prm/'s fwctl: or declare it in "
                         "fwctl_differences)")
    for code in sorted(set(declared) - used):
        failures += 1
        d = declared[code]
        lines.append(f"STALE {code:#x}: declared at {d[2]} (upstream {show(d[0])}), but prm/ "
                     "and upstream agree: remove the declaration")
    return lines, failures


def self_test(spec, upstream):
    """The comparison finds what it must (each change of the spec or the declarations adds
    the line and the failure it should to what the spec as it is gives): returns what it
    missed."""
    missed = []
    allowed = sorted(c for c, (_, r) in upstream.items() if r[0] != model.FWCTL_REFUSED)
    refused = sorted(c for c, (_, r) in spec.items() if r == (model.FWCTL_REFUSED, {}))
    with_op_mod = sorted(c for c, (_, r) in upstream.items() if r[1])
    cases = []
    if allowed:
        s = dict(spec)
        s.pop(allowed[0], None)
        cases.append(("a command upstream allows, dropped", s, {}, "MISMATCH", 1))
        s = dict(spec)
        n, (sc, om) = s[allowed[-1]] if allowed[-1] in s else (None, (None, {}))
        if n is not None:
            s[allowed[-1]] = (n, (model.FWCTL_REFUSED if sc != model.FWCTL_REFUSED
                                  else "debug-read", om))
            cases.append(("a rule changed", s, {}, "MISMATCH", 1))
    if refused:
        s = dict(spec)
        s[refused[0]] = (s[refused[0]][0], ("debug-read", {}))
        cases.append(("a refused command allowed", s, {}, "MISMATCH", 1))
        cases.append(("a declaration with nothing to declare", spec,
                      {refused[0]: (("debug-read", {}), "test", "here")}, "STALE", 1))
        s = dict(spec)
        s[refused[0]] = (s[refused[0]][0], ("debug-read", {}))
        cases.append(("a declared difference", s,
                      {refused[0]: ((model.FWCTL_REFUSED, {}), "test", "here")}, "DECLARED", 0))
    if with_op_mod:
        s = dict(spec)
        n, (sc, om) = s[with_op_mod[0]]
        s[with_op_mod[0]] = (n, (sc, {}))
        cases.append(("an op_mod rule dropped", s, {}, "MISMATCH", 1))
    base, base_failures = compare(spec, upstream, {})
    for what, s, decl, word, fails in cases:
        lines, failures = compare(s, upstream, decl)
        new = [ln for ln in lines if ln not in base]
        if failures - base_failures != fails or not any(ln.startswith(word) for ln in new):
            missed.append(f"{what}: {failures - base_failures} more failures, {new}")
    if len(cases) < 6:
        missed.append(f"only {len(cases)} self-test cases could be made from the data")
    return missed


def reader_self_test(tree):
    """The reader of main.c fails on what it does not understand, and reads a changed rule:
    main.c changed in a copy of the three files, each change checked. Returns what it missed."""
    import shutil
    import tempfile
    rel = os.path.join("drivers", "fwctl", "mlx5", "main.c")
    with open(os.path.join(tree, rel)) as f:
        text = f.read()
    write_rule = "return scope >= FWCTL_RPC_DEBUG_WRITE;"
    changes = [
        ("an unknown opcode name", ("case MLX5_CMD_OP_NOP:", "case MLX5_CMD_OP_NOPE:"), None),
        ("a statement it cannot read", (write_rule, "return scope > FWCTL_RPC_DEBUG_WRITE;"),
         None),
        ("a fall-through into the next group", (write_rule, ""), ("SET_DIAGNOSTIC_PARAMS", 1)),
        ("an opcode twice", ("case MLX5_CMD_OP_NOP:", "case MLX5_CMD_OP_NOP:\n"
                             "\tcase MLX5_CMD_OP_NOP:"), None),
        ("a changed scope", (write_rule, "return scope >= FWCTL_RPC_DEBUG_WRITE_FULL;"),
         ("SET_DIAGNOSTIC_PARAMS", 3)),
    ]
    missed = []
    with tempfile.TemporaryDirectory() as tmp:
        for sub in (os.path.join("include", "uapi", "fwctl"), os.path.join("include", "linux"),
                    os.path.dirname(rel)):
            shutil.copytree(os.path.join(tree, sub), os.path.join(tmp, sub), dirs_exist_ok=True)
        for what, (old, new), want in changes:
            if old not in text:
                missed.append(f"{what}: main.c has no '{old}' to change")
                continue
            with open(os.path.join(tmp, rel), "w") as f:
                f.write(text.replace(old, new, 1))
            try:
                _, r = upstream_fwctl.rules(tmp)
            except upstream_fwctl.UpstreamError:
                if want is not None:
                    missed.append(f"{what}: an error")
                continue
            got = [x.scope for x in r.values() if any(want[0] in n for n in x.names)] \
                if want else None
            if want is None or got != [want[1]]:
                missed.append(f"{what}: read without an error" if want is None else
                              f"{what}: read as {got}")
    return missed


def main(argv):
    tree = tree_of(argv)
    version = ""
    if os.path.exists(os.path.join(tree, ".version")):
        with open(os.path.join(tree, ".version")) as f:
            version = " " + f.read().strip()
    try:
        scopes, rules = upstream_fwctl.rules(tree)
    except (upstream_fwctl.UpstreamError, OSError) as e:
        print(f"FAIL: reading upstream's fwctl/mlx5: {e}")
        return 1
    # the uapi's scopes are the spec's, value for value
    want = {n: i for i, n in enumerate(UAPI_SCOPES)}
    if scopes != want or [UAPI_SCOPES[n] for n in want] != model.FWCTL_SCOPES:
        print(f"FAIL: enum fwctl_rpc_scope is {scopes}; the spec's scopes are "
              f"{model.FWCTL_SCOPES} as {want}")
        return 1
    m = model.load(sorted(glob.glob(os.path.join(SRC, "prm", "*.yaml"))), root=SRC)
    names = model.FWCTL_SCOPES

    def words(r):
        return (names[r.scope] if r.scope is not None else model.FWCTL_REFUSED,
                {k: names[v] if v is not None else model.FWCTL_REFUSED
                 for k, v in r.op_mod.items()})

    upstream = {code: (r.names[0], words(r)) for code, r in rules.items()}
    spec = {c.opcode: (c.name, (c.fwctl_scope, dict(c.fwctl_op_mod))) for c in m.commands}
    declared = {code: ((sc, dict(om)), why, where)
                for code, sc, om, why, where in m.fwctl_differences}
    missed = self_test(spec, upstream) + reader_self_test(tree)
    for x in missed:
        print(f"FAIL: the check misses {x}")
    lines, failures = compare(spec, upstream, declared)
    for ln in lines:
        print(ln)
    # names: upstream's constant and the spec's command for the same opcode
    for code, (uname, _) in sorted(upstream.items()):
        base = uname.replace("MLX5_CMD_OPCODE_", "").replace("MLX5_CMD_OP_", "")
        if code in spec and spec[code][0] != base:
            print(f"NOTE {code:#x}: upstream {uname}, prm/ {spec[code][0]}")
    per = {}
    for _, (_, (sc, om)) in upstream.items():
        key = sc + (" (op_mod apart)" if om else "")
        per[key] = per.get(key, 0) + 1
    print(f"fwctl/mlx5 of linux-source-7.3{version} allows {len(upstream)} opcodes ("
          + ", ".join(f"{n} at {k}" for k, n in sorted(per.items())) + f"); prm/ has "
          f"{len(spec)} commands, {sum(1 for _, r in spec.values() if r[0] != 'refused')} "
          f"with a scope; {len(declared)} declared differences, {failures} failures")
    if len(upstream) < 50:
        print("FAIL: fewer than 50 opcodes read: the reader lost its way")
        return 1
    return 1 if failures or missed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
