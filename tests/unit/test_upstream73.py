#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
"""The spec's layouts against Linux 7.3's include/linux/mlx5/mlx5_ifc.h.

    test_upstream73.py SRC_DIR [INCLUDE_DIR]

The same kind of check as test_upstream (6.12): the header is compiled and its layouts read
from the DWARF (codegen/ifc_dwarf.py), and every structure of prm/ that 7.3's header also has
is compared: its size, and every field found by name at the same bit offset and width (a
flexible array: its offset). A field of prm/ that 7.3 does not name but whose bits 7.3 gives
to a field of another name is reported as renamed. INCLUDE_DIR defaults to what
scripts/kernel-ifc-headers --linux 7.3 extracts from trixie-backports' linux-source-7.3
(exit 77, skipped, only when that archive cannot be reached and nothing is cached).

A difference fails unless prm/ declares it (`upstream_differences:` struct, optional field,
linux "7.3", what the spec follows, why); a declaration no longer needed fails ("STALE"). The
comparison first proves it finds a moved field, a changed size, a rename and a stale
declaration.
"""
import glob
import os
import subprocess
import sys

SRC = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else
                      os.path.join(os.path.dirname(__file__), "..", ".."))
sys.path.insert(0, os.path.join(SRC, "codegen"))
import ifc_dwarf  # noqa: E402
from mlx5gen import model  # noqa: E402

LINUX = "7.3"


def include_of(argv):
    if len(argv) > 2:
        return argv[2]
    r = subprocess.run([os.path.join(SRC, "scripts", "kernel-ifc-headers"), "--linux", LINUX],
                       stdout=subprocess.PIPE, text=True)
    if r.returncode == 3:
        print("SKIP: Linux 7.3's source cannot be had (trixie-backports unreachable, nothing "
              "cached; see scripts/kernel-ifc-headers)")
        sys.exit(77)
    if r.returncode:
        sys.exit(f"scripts/kernel-ifc-headers --linux {LINUX} failed (exit {r.returncode})")
    return r.stdout.strip()


def compare(spec, kernel, declared):
    """spec: {struct: (size, [(field, bit, width, flex)])} of prm/; kernel: {struct: (size,
    {field: (bit, width)})} of the header; declared: {(struct, field or None): where}.
    Returns (lines, failures, structures compared, fields compared)."""
    lines, failures, used = [], 0, set()
    nstructs = nfields = 0

    def diff(st, field, what):
        nonlocal failures
        key = (st, field) if (st, field) in declared else (st, None)
        name = f"{st}.{field}" if field else st
        if key in declared:
            used.add(key)
            lines.append(f"DECLARED {name}: {what} ({declared[key]})")
        else:
            failures += 1
            lines.append(f"MISMATCH {name}: {what} (fix prm/ or declare it in "
                         "upstream_differences)")

    for st in sorted(spec):
        if st not in kernel:
            continue
        nstructs += 1
        size, fields = spec[st]
        ksize, kfields = kernel[st]
        if size != ksize:
            diff(st, None, f"size prm/ {size:#x} bits, Linux {LINUX} {ksize:#x}")
        for name, bit, width, flex in fields:
            k = kfields.get(name)
            if k is not None:
                nfields += 1
                if k[0] != bit or (not flex and k[1] != width):
                    diff(st, name, f"prm/ bit {bit:#x} width {width:#x}, Linux {LINUX} bit "
                         f"{k[0]:#x} width {k[1]:#x}")
                continue
            end = bit + max(width, 1)
            other = sorted(n for n, (o, w) in kfields.items()
                           if not n.startswith(("reserved", "__empty_")) and o < end and
                           bit < o + max(w, 1))
            if other:
                diff(st, name, f"Linux {LINUX} names bits {bit:#x}-{end - 1:#x} "
                     f"{', '.join(other)}")
    for key in sorted(set(declared) - used, key=str):
        failures += 1
        lines.append(f"STALE {key[0]}{'.' + key[1] if key[1] else ''}: declared at "
                     f"{declared[key]}, but prm/ and Linux {LINUX} agree: remove it")
    return lines, failures, nstructs, nfields


def self_test(spec, kernel):
    """Each change adds the failure it should to what prm/ as it is gives: returns what the
    comparison missed."""
    base, base_f, _, _ = compare(spec, kernel, {})
    missed = []
    # a structure both have, with a field of the same name, that compares clean today
    st = next(n for n in sorted(spec) if n in kernel and
              not any(ln.split()[1].split(".")[0].rstrip(":") == n for ln in base) and
              any(f[0] in kernel[n][1] for f in spec[n][1]))
    size, fields = spec[st]
    f0 = next(f for f in fields if f[0] in kernel[st][1])
    cases = [
        ("a field moved", {**spec, st: (size, [(f0[0], f0[1] + 1, f0[2], f0[3])] +
                                          [f for f in fields if f is not f0])}, {}, 1),
        ("a size changed", {**spec, st: (size * 2, fields)}, {}, 1),
        ("a field renamed", {**spec, st: (size, [(f0[0] + "_renamed",) + f0[1:]] +
                                          [f for f in fields if f is not f0])}, {}, 1),
        ("a stale declaration", spec, {(st, f0[0]): "here"}, 1),
        ("a declared difference", {**spec, st: (size * 2, fields)}, {(st, None): "here"}, 0),
    ]
    for what, s, decl, fails in cases:
        lines, failures, _, _ = compare(s, kernel, decl)
        new = [ln for ln in lines if ln not in base]
        if failures - base_f != fails or not new:
            missed.append(f"{what}: {failures - base_f} more failures, {new}")
    return missed


def main(argv):
    inc = include_of(argv)
    version = ""
    vfile = os.path.join(os.path.dirname(inc), ".version")
    if os.path.exists(vfile):
        with open(vfile) as f:
            version = " " + f.read().strip()
    m = model.load(sorted(glob.glob(os.path.join(SRC, "prm", "*.yaml"))), root=SRC)
    L = ifc_dwarf.kernel_layouts(inc)
    kernel = {n: (t["size"], {f: (o, w) for f, (o, w, _) in t["fields"].items()})
              for n, t in L.types.items()}
    spec = {st.name: (st.size, [(f.name, f.bit, f.width if not f.flex else 0, f.flex)
                                for f in st.fields])
            for st in m.structs.values()}
    declared = {(n["struct"], n.get("field")): n.where() for n in m.upstream_differences
                if n["linux"] == LINUX}
    missed = self_test(spec, kernel)
    for x in missed:
        print(f"FAIL: the comparison misses {x}")
    lines, failures, nstructs, nfields = compare(spec, kernel, declared)
    for ln in lines:
        print(ln)
    only = sorted(set(spec) - set(kernel))
    print(f"cross-checked {nstructs} structures, {nfields} fields against linux-source-7.3"
          f"{version}'s mlx5_ifc.h; {len(declared)} declared differences, {failures} failures "
          f"({len(only)} structures of prm/ are not in it)")
    if nstructs < 290 or nfields < 2500:
        print("FAIL: too little compared: the header was not read")
        return 1
    return 1 if failures or missed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
