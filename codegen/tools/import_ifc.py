#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
"""Seed prm/ structures from the kernel's mlx5_ifc.h (a one-off helper, not part of the build).

    import_ifc.py INCLUDE_DIR struct[:alt1,alt2] ...

prints YAML `structs:` entries for the named structures and every structure they contain, with
reserved_* fields left out (gaps are reserved).  For a union, `name:alt1,alt2` keeps only those
alternatives.  Offsets and widths come from compiling the header (ifc_dwarf), so the result is
exact; docs and enum references are then added by hand in prm/.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import ifc_dwarf  # noqa: E402


def emit(L, name, alts, done, out):
    if name in done:
        return
    done.add(name)
    t = L.types[name]
    lines = []
    nested = []
    for fname, (off, width, tname) in sorted(t["fields"].items(), key=lambda kv: kv[1][0]):
        if fname.startswith("reserved_"):
            continue
        f = {"name": fname, "bit": hex(off), "width": hex(width)}
        if tname.endswith("[]") and tname[:-2] in L.types:       # array of structures
            sub = tname[:-2]
            ssize = L.types[sub]["size"]
            if width == 0:
                f = {"name": fname, "bit": hex(off), "type": sub, "flex": "true"}
            else:
                f = {"name": fname, "bit": hex(off), "type": sub, "count": str(width // ssize)}
            nested.append(sub)
        elif tname in L.types:
            sub = tname
            if L.types[sub]["kind"] == "union":
                keep = alts.get(sub)
                members = [m for m, _ in sorted(L.types[sub]["fields"].items())
                           if m != "reserved_at_0" and not m.startswith("reserved_")
                           and (keep is None or m in keep)]
                types = [L.types[sub]["fields"][m][2] for m in members]
                # plain u8 alternatives (raw data) add no layout: the union's other members do
                types = [t for t in types if t in L.types]
                if not types:
                    f["kind"] = "bytes"
                else:
                    f["kind"] = "union"
                    f["types"] = "[" + ", ".join(types) + "]"
                    nested.extend(types)
            else:
                f = {"name": fname, "bit": hex(off), "type": sub}
                nested.append(sub)
        elif width == 0:
            continue            # u8 flexible tails (raw command data)
        elif width == 1:
            f["kind"] = "flag"
        elif width > 32 and not (width == 64 and off % 64 == 0):
            f["kind"] = "bytes"
        lines.append("      - {" + ", ".join(f"{k}: {v}" for k, v in f.items()) + "}")
    out.append(f"  - name: {name}\n    size: {hex(t['size'])}\n    fields:")
    out.extend(lines)
    for sub in nested:
        emit(L, sub, alts, done, out)


def main():
    L = ifc_dwarf.kernel_layouts(sys.argv[1])
    alts = {}
    names = []
    for a in sys.argv[2:]:
        n, _, keep = a.partition(":")
        names.append(n)
        if keep:
            alts[n] = set(keep.split(","))
    out = []
    done = set()
    for n in names:
        emit(L, n, alts, done, out)
    print("\n".join(out))


if __name__ == "__main__":
    main()
