#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
"""What each generated file says it comes from, and what a new spec file changes.

1. Banners name every spec file an output carries content of: every `doc` of every spec file
   gets a marker naming its file, the spec is generated into a temporary folder, and each
   marker an output holds must name a file of that output's banner.
2. Adding a spec file only adds: a throwaway spec file with a structure and an enum (no command,
   nothing the kernel reaches) changes only the user-space outputs that list every structure
   or enum, each only by added lines (no index renumbered, no banner of another output touched).

usage: test_gen_sources.py SRC_DIR
"""
import difflib
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

import yaml

PY = "/usr/bin/python3"
THROWAWAY = """\
doc: A throwaway structure and enum (tests/unit/test_gen_sources.py)
enums:
  - name: aa_throwaway_kind
    prefix: AA_THROWAWAY_KIND
    doc: Kinds of the throwaway
    values:
      - {name: ONE, value: 1}
      - {name: TWO, value: 2}
structs:
  - name: aa_throwaway
    doc: A structure nothing uses
    size: 0x40
    fields:
      - {name: kind, bit: 0x0, width: 0x8, enum: aa_throwaway_kind}
      - {name: count, bit: 0x20, width: 0x20}
"""
# what a user-space-only structure and enum may change: the outputs that list every one
MAY_CHANGE = {"lib/mlx5ctl_ifc.h", "lib/mlx5ctl_prm.h", "lib/mlx5ctl_prm.c", "fuzz/prm.dict",
              "fuzz/mlx5_fuzz_spec.h"}


def generate(src, spec_dir, out):
    subprocess.run([PY, os.path.join(src, "codegen", "mlx5gen.py"), "--spec-dir", spec_dir,
                    "--root", os.path.dirname(spec_dir), "--out", out], check=True)


def outputs(out):
    res = {}
    for path in sorted(glob.glob(os.path.join(out, "*", "*"))):
        with open(path) as f:
            res[os.path.relpath(path, out)] = f.read()
    return res


def banner(text):
    """The spec files a generated file's banner names."""
    head = text.split("MLX5GEN", 1)[0] if "MLX5GEN" in text else ""
    if "(MLX5GEN" in text:      # the dictionaries: "# ... (MLX5GEN out) from:" then the files
        head = text.split("\n\"", 1)[0]
    return set(re.findall(r"^(?:\s\*|#)\s+(prm/[\w.-]+\.yaml)\s*$", head, re.M))


def mark_docs(node, marker):
    """Append marker to every doc string of a loaded spec file; returns how many."""
    n = 0
    if isinstance(node, dict):
        for k, v in node.items():
            if k == "doc" and isinstance(v, str):
                node[k] = v + " " + marker
                n += 1
            else:
                n += mark_docs(v, marker)
    elif isinstance(node, list):
        for v in node:
            n += mark_docs(v, marker)
    return n


def check_markers(src, tmp):
    spec = os.path.join(tmp, "prm")
    shutil.copytree(os.path.join(src, "prm"), spec)
    stems = {}
    for path in sorted(glob.glob(os.path.join(spec, "*.yaml"))):
        stem = os.path.basename(path)[:-5]
        with open(path) as f:
            doc = yaml.safe_load(f)
        marker = f"@@{stem}@@"
        if doc is None or not mark_docs(doc, marker):
            continue
        stems[stem] = f"prm/{stem}.yaml"
        with open(path, "w") as f:
            yaml.safe_dump(doc, f, sort_keys=False, allow_unicode=True, width=1000)
    out = os.path.join(tmp, "marked")
    generate(src, spec, out)
    bad, carried = [], 0
    for rel, text in outputs(out).items():
        named = banner(text)
        if not named:
            bad.append(f"{rel}: the banner names no spec file")
        found = set(re.findall(r"@@([\w-]+)@@", text))
        carried += len(found)
        for stem in sorted(found):
            if stems.get(stem) not in named:
                bad.append(f"{rel}: carries a doc of prm/{stem}.yaml, which its banner does "
                           f"not name")
    print(f"markers: {len(stems)} spec files with docs, {carried} (output, spec file) pairs "
          "carried")
    if carried < len(stems):
        bad.append("too few markers reached the outputs: the check checks nothing")
    return bad


def check_additive(src, tmp):
    spec = os.path.join(tmp, "add", "prm")
    shutil.copytree(os.path.join(src, "prm"), spec)
    base_out = os.path.join(tmp, "base")
    generate(src, spec, base_out)
    with open(os.path.join(spec, "aa_throwaway.yaml"), "w") as f:
        f.write(THROWAWAY)
    new_out = os.path.join(tmp, "new")
    generate(src, spec, new_out)
    base, new = outputs(base_out), outputs(new_out)
    bad, added = [], 0
    if set(base) != set(new):
        bad.append(f"outputs differ: {sorted(set(base) ^ set(new))}")
    for rel in sorted(set(base) & set(new)):
        if base[rel] == new[rel]:
            continue
        if rel not in MAY_CHANGE:
            bad.append(f"{rel}: changed by a spec file it does not use")
        diff = list(difflib.unified_diff(base[rel].splitlines(), new[rel].splitlines(),
                                         lineterm="", n=0))
        removed = [ln for ln in diff[2:] if ln.startswith("-")]
        added += sum(1 for ln in diff[2:] if ln.startswith("+"))
        if removed:
            bad.append(f"{rel}: {len(removed)} lines changed or removed, e.g. {removed[0]!r}")
        if "prm/aa_throwaway.yaml" not in banner(new[rel]):
            bad.append(f"{rel}: changed, but its banner does not name prm/aa_throwaway.yaml")
    for rel, text in new.items():
        if "prm/aa_throwaway.yaml" in banner(text) and base.get(rel) == text:
            bad.append(f"{rel}: names prm/aa_throwaway.yaml but did not change")
    if not added:
        bad.append("the throwaway structure added nothing: the check checks nothing")
    print(f"a new spec file: {added} lines added, in "
          f"{sum(1 for r in base if base[r] != new.get(r))} outputs, none changed")
    return bad


def main():
    src = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                          os.path.join(os.path.dirname(__file__), "..", ".."))
    with tempfile.TemporaryDirectory(prefix="mlx5ctl-gensrc-") as tmp:
        bad = check_markers(src, tmp) + check_additive(src, tmp)
    for b in bad:
        print("FAIL", b)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
