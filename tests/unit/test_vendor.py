#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
"""The spec against NVIDIA's own descriptions, as Debian's mstflint package ships them.

    test_vendor.py [SRC_DIR]

1. Every register of prm/ against mstflint's register tables
   (/usr/share/mstflint/prm_dbs/hca/ext/register_access_table.adb: XML, offsets "0xBYTE.BIT"
   with the bit counted from the least significant end of its 32-bit word): the layout the
   register id selects, nested layouts and unions flattened, every field of the spec's layout
   found by name at the same bits, and the layout's size.
2. Every NV item of prm/ (nv_items) against mstconfig's database
   (/usr/share/mstflint/mlxconfig_dbs/mlxconfig_host.db, SQLite): class, index, size, target,
   capability, and each parameter's bits (compared as sets of buffer bits, derived here from
   the database's offsets independently of the importer's arithmetic), type, mstconfig name
   and enum words; no parameter missing on either side.

A difference is a failure unless the spec declares it (`vendor_differences:` in a prm/ file:
struct, field, which source the spec follows, why); a declared difference that is no longer
there is a failure too. Output: one line per difference, "MISMATCH" (undeclared) or
"DECLARED", then the numbers. Exit 77 (skipped) without the mstflint package.
"""
import glob
import os
import sqlite3
import sys

SRC = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                      os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(SRC, "codegen"))
from mlx5gen import model, vendor  # noqa: E402
from mlx5gen.vendor import bits_of  # noqa: E402

ADB = vendor.ADB
DB = "/usr/share/mstflint/mlxconfig_dbs/mlxconfig_host.db"


def spec_leaves(st, base=0, path=""):
    out = []
    for f in st.fields:
        if f.kind == "struct":
            out += spec_leaves(f.type_obj, base + f.bit, path + f.name + ".")
        elif f.kind == "union":
            for t in f.type_objs:
                out += spec_leaves(t, base + f.bit, path + f.name + ".")
        elif not f.flex:
            out.append((path + f.name, base + f.bit, f.width, f))
    return out


class Report:
    def __init__(self, declared):
        self.declared = {(n["struct"], n.get("field")): n for n in declared}
        self.used = set()
        self.mismatches = 0
        self.lines = []

    def diff(self, struct, field, what):
        key = (struct, field)
        n = self.declared.get(key)
        while n is None and key[1] and "." in key[1]:     # a declaration covers what is under
            key = (struct, key[1].rsplit(".", 1)[0])
            n = self.declared.get(key)
        name = f"{struct}.{field}" if field else struct
        if n is not None:
            self.used.add(key)
            self.lines.append(f"DECLARED {name}: {what}; the spec follows {n['follows']}: "
                              f"{n['why']} ({n.where()})")
        else:
            self.mismatches += 1
            self.lines.append(f"MISMATCH {name}: {what} (declare it in vendor_differences "
                              "or fix the spec)")


def check_registers(m, tables, rep):
    checked = fields = 0
    absent = []
    for r in m.registers:
        node = tables.reg.get(r.node["id"])
        st = m.structs[r.node["layout"]]
        if node is None:
            absent.append(r.name)
            continue
        checked += 1
        vsize = tables.size(node)
        if vsize != st.size:
            rep.diff(st.name, None, f"size {st.size:#x} bits, mstflint's {node} {vsize:#x}")
        vl = tables.leaves(node)
        for path, bit, width, f in spec_leaves(st):
            leaf = path.split(".")[-1]
            same = [v for v in vl if v[0].split(".")[-1] == leaf]
            fields += 1
            if any(v[1] == bit and v[2] == width for v in same):
                continue
            where = f"bit {bit:#x} width {width:#x}"
            if same:
                rep.diff(st.name, path, f"spec {where}, mstflint's {node}: " + ", ".join(
                    f"{v[0]} bit {v[1]:#x} width {v[2]:#x}" for v in same[:2]) +
                    (f" and {len(same) - 2} more" if len(same) > 2 else ""))
            else:
                at = [v[0] for v in vl if v[1] == bit and v[2] == width]
                more = f" and {len(at) - 2} more" if len(at) > 2 else ""
                rep.diff(st.name, path, f"spec {where}: mstflint's {node} has no '{leaf}'" +
                         (f" (its {', '.join(at[:2])}{more} at those bits)" if at else ""))
    return checked, fields, absent


def db_bits(offset, size, count):
    """The buffer bits (byte * 8 + bit from the byte's MSB) a database parameter covers."""
    total = bits_of(size)
    b, _, t = offset.partition(".")
    byte, bit = int(b, 16), int(t or "0")
    n = count or 1
    w = total // n
    out = set()
    if w >= 32:
        return set(range(byte * 8, byte * 8 + total))
    # element 0 as a scalar: LE bits bit..bit+w-1 of the 32-bit word at `byte`, stored
    # big-endian; the others follow it (the database's big_endian_arr)
    first = min(byte * 8 + (3 - k // 8) * 8 + (7 - k % 8) for k in range(bit, bit + w))
    for e in range(n):
        out |= set(range(first + e * w, first + (e + 1) * w))
    return out


def check_nv(m, db, rep):
    db.row_factory = sqlite3.Row
    tlvs = {t["name"]: t for t in db.execute("SELECT * FROM tlvs")}
    seen = set()
    items = params = 0
    for it in m._nv_items:
        lay = "nv_" + it["name"].lower()
        t = tlvs.get(it.get("tlv"))
        if t is None:
            rep.diff(lay, None, f"TLV '{it.get('tlv')}' is not in mstconfig's database")
            continue
        seen.add(t["name"])
        items += 1
        for key, want in (("class", t["class"]), ("index", t["id"]), ("bytes", t["size"]),
                          ("target", t["target"]), ("cap", bool(t["cap"]))):
            have = bool(it.get(key)) if key == "cap" else it.get(key)
            if have != want:
                rep.diff(lay, None, f"{key} {have!r}, mstconfig's {want!r}")
        dbp = {p["name"]: p for p in db.execute("SELECT * FROM params WHERE tlv_name = ?",
                                                (t["name"],))}
        st = m.structs[lay]
        for f in it.get("fields") or []:
            p = dbp.pop(f["name"], None)
            fo = next(x for x in st.fields if x.name == f["name"])
            if p is None:
                rep.diff(lay, f["name"], "not a parameter of the TLV in mstconfig's database")
                continue
            params += 1
            have = set(range(fo.bit, fo.bit + fo.width))
            if have != db_bits(p["offset"], p["size"], p["array_length"]):
                rep.diff(lay, f["name"], f"bits {fo.bit:#x}+{fo.width:#x} are not mstconfig's "
                         f"{p['offset']} size {p['size']} x{p['array_length'] or 1}")
            if (f.get("param") or None) != (p["mlxconfig_name"] or None):
                rep.diff(lay, f["name"], f"mstconfig name {f.get('param')!r}, the database's "
                         f"{p['mlxconfig_name']!r}")
            words = {}
            for kv in (p["textual_values"] or "").split(","):
                k, _, v = kv.partition("=")
                if v:
                    words[k.strip()] = int(v, 0)
            if (f.get("values") or {}) != words:
                rep.diff(lay, f["name"], f"enum words {f.get('values')}, the database's {words}")
        for name in dbp:
            rep.diff(lay, None, f"mstconfig's parameter '{name}' is missing")
    for name in tlvs:
        if name not in seen:
            rep.diff(name, None, "a TLV of mstconfig's database the spec does not have")
    return items, params


def main():
    missing = [p for p in (ADB, DB) if not os.path.exists(p)]
    if missing:
        print(f"skipped: {', '.join(missing)} missing (Debian package mstflint; scripts/setup "
              "installs it)")
        return 77
    m = model.load(sorted(glob.glob(os.path.join(SRC, "prm", "*.yaml"))), root=SRC)
    rep = Report(m.vendor_differences)
    regs, rfields, absent = check_registers(m, vendor.Tables(ADB), rep)
    items, params = check_nv(m, sqlite3.connect(f"file:{DB}?mode=ro", uri=True), rep)
    for key, n in rep.declared.items():
        if key not in rep.used:
            rep.mismatches += 1
            rep.lines.append(f"STALE {key[0]}.{key[1]}: declared in vendor_differences "
                             f"({n.where()}) but the sources agree now: remove it")
    print("\n".join(rep.lines))
    print(f"registers: {regs} of {len(m.registers)} cross-checked ({rfields} fields); "
          f"not in mstflint's tables: {', '.join(absent) or 'none'}")
    print(f"NV items: {items} ({params} parameters) against mstconfig's database")
    print(f"{rep.mismatches} undeclared difference(s), "
          f"{sum(1 for x in rep.lines if x.startswith('DECLARED'))} declared")
    return 1 if rep.mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
