#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
"""Seed prm/ registers from mstflint's register tables (a one-off helper, not part of the build).

    codegen/tools/import_adb.py [--adb FILE] REGISTER ...

REGISTER is a name as the tables give it (PTYS, MCAM, MNVGC) or an id (0x9034). Prints YAML
`registers:` and `structs:` entries for each register's layout and every layout it contains
(unions as `types`, arrays of layouts as `count`), names without mstflint's "_ext" suffix,
bits MSB-first as the spec counts them (codegen/mlx5gen/vendor.py converts the tables'
least-significant-first offsets), docs from the tables' descriptions and their enum words in
the doc. Scopes, kinds, formats and enums are then added by hand; tests/unit/test_vendor.py
compares the result with the tables, as it does every register of prm/.
"""
import argparse
import json
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from mlx5gen import vendor  # noqa: E402


def sname(node):
    return node[:-4] if node.endswith("_ext") else node


def q(s):
    return json.dumps(s, ensure_ascii=False)


def emit(t, node, done, out):
    if node in done:
        return
    done.add(node)
    nested, lines = [], []
    for name, bit, w, sub, elem, f in t.fields(node):
        doc = vendor.text(f.get("descr"))
        if f.get("enum"):
            doc = (doc + "\n" if doc else "") + "Values: " + f.get("enum")
        entry = {"name": name, "bit": f"{bit:#x}"}
        if sub and t.is_union(sub):
            alts = [a[3] for a in t.fields(sub) if a[3]]
            nested += alts
            entry.update(width=f"{w:#x}", types="[" + ", ".join(sname(a) for a in alts) + "]")
        elif sub and elem == w:
            nested.append(sub)
            entry["type"] = sname(sub)
        elif sub and elem and w % elem == 0:
            nested.append(sub)
            entry.update(type=sname(sub), count=str(w // elem))
        else:
            entry["width"] = f"{w:#x}"
            if w % 8 == 0 and w > 64:
                entry["kind"] = "bytes"
        if doc:
            entry["doc"] = q(doc)
        lines.append("      - {" + ", ".join(f"{k}: {v}" for k, v in entry.items()) + "}")
    out.append(f"  - name: {sname(node)}\n    doc: {q('mstflint: ' + node)}\n"
               f"    size: {t.size(node):#x}\n    fields:\n" + "\n".join(lines))
    for n in nested:
        if not t.is_union(n):
            emit(t, n, done, out)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--adb", default=vendor.ADB)
    ap.add_argument("registers", nargs="+")
    a = ap.parse_args(argv)
    t = vendor.Tables(a.adb)
    regs, structs, done = [], [], set()
    for r in a.registers:
        rid = int(r, 16) if r.lower().startswith("0x") else t.ids.get(r.upper())
        node = t.reg.get(rid) if rid is not None else None
        if node is None:
            print(f"import_adb: {r}: not a register of {a.adb}", file=sys.stderr)
            return 1
        name = next(k for k, v in t.ids.items() if v == rid)
        regs.append(f"  - {{name: {name}, id: {rid:#x}, layout: {sname(node)}, access: RW,\n"
                    f"     doc: {q('(from mstflint: write the doc, access and scopes)')}}}")
        emit(t, node, done, structs)
    print("registers:\n" + "\n".join(regs) + "\n\nstructs:\n" + "\n\n".join(structs))
    return 0


if __name__ == "__main__":
    sys.exit(main())
