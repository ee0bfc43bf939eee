# SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
"""Exact layouts of the kernel's mlx5_ifc.h, computed by compiling it.

The header is compiled with gcc -g and every `struct/union mlx5_ifc_*_bits` is read back from
the DWARF that `readelf --debug-dump=info` prints.  In mlx5_ifc.h one byte of a `_bits`
structure is one bit of the device layout, so DWARF byte offsets and sizes are bit offsets and
widths.  Used by the upstream cross-check test and by the one-off spec importer.
"""
import os
import re
import subprocess
import tempfile

PRELUDE = """
typedef unsigned char u8; typedef unsigned short u16; typedef unsigned int u32;
typedef unsigned long long u64; typedef u16 __be16; typedef u32 __be32; typedef u64 __be64;
#define BIT(n) (1UL << (n))
#define BIT_ULL(n) (1ULL << (n))
#define DECLARE_FLEX_ARRAY(T, N) struct { struct { } __empty_##N; T N[]; }
#include <linux/mlx5/mlx5_ifc.h>
"""

_DIE = re.compile(r"^\s*<(\d+)><([0-9a-f]+)>: Abbrev Number: \d+ \((DW_TAG_\w+)\)")
_ATTR = re.compile(r"^\s*<[0-9a-f]+>\s+(DW_AT_\w+)\s*:\s*(.*)$")


def _attr_value(name, raw):
    if name == "DW_AT_name":
        return raw.rsplit(": ", 1)[-1].strip() if raw.startswith("(") else raw.strip()
    if name == "DW_AT_type" or name == "DW_AT_sibling":
        m = re.search(r"<0x([0-9a-f]+)>", raw)
        return int(m.group(1), 16) if m else None
    m = re.match(r"(0x[0-9a-f]+|\d+)", raw.strip())
    return int(m.group(1), 0) if m else raw.strip()


def _parse(text):
    dies = {}
    stack = []
    cur = None
    for line in text.splitlines():
        m = _DIE.match(line)
        if m:
            depth, off, tag = int(m.group(1)), int(m.group(2), 16), m.group(3)
            cur = {"tag": tag, "off": off, "children": [], "attrs": {}}
            dies[off] = cur
            del stack[depth:]
            if stack:
                stack[-1]["children"].append(cur)
            stack.append(cur)
            continue
        m = _ATTR.match(line)
        if m and cur is not None:
            cur["attrs"][m.group(1)] = _attr_value(m.group(1), m.group(2))
        elif line.strip().endswith("Abbrev Number: 0"):
            cur = None
    return dies


class Layouts:
    """name -> {'kind': 'struct'|'union', 'size': bits, 'fields': {name: (off, width, type)}}"""

    def __init__(self, dies):
        self.dies = dies
        self.types = {}
        for d in dies.values():
            if d["tag"] in ("DW_TAG_structure_type", "DW_TAG_union_type"):
                name = d["attrs"].get("DW_AT_name")
                if name and name.startswith("mlx5_ifc_") and name.endswith("_bits") \
                        and "DW_AT_declaration" not in d["attrs"]:
                    self.types[name[len("mlx5_ifc_"):-len("_bits")]] = self._layout(d)

    def _size(self, off):
        d = self.dies[off]
        a = d["attrs"]
        if d["tag"] in ("DW_TAG_typedef", "DW_TAG_const_type", "DW_TAG_volatile_type"):
            return self._size(a["DW_AT_type"])
        if d["tag"] == "DW_TAG_array_type":
            n = 1
            for c in d["children"]:
                if c["tag"] == "DW_TAG_subrange_type":
                    ca = c["attrs"]
                    if "DW_AT_count" in ca:
                        n *= ca["DW_AT_count"]
                    elif "DW_AT_upper_bound" in ca:
                        n *= ca["DW_AT_upper_bound"] + 1
                    else:
                        n = 0       # flexible array member
            return n * self._size(a["DW_AT_type"])
        return a.get("DW_AT_byte_size", 0)

    def _type_name(self, off):
        d = self.dies[off]
        if d["tag"] == "DW_TAG_array_type":
            return self._type_name(d["attrs"]["DW_AT_type"]) + "[]"
        n = d["attrs"].get("DW_AT_name", "")
        if n.startswith("mlx5_ifc_") and n.endswith("_bits"):
            return n[len("mlx5_ifc_"):-len("_bits")]
        return n or d["tag"]

    def _layout(self, d):
        fields = {}
        for c in d["children"]:
            if c["tag"] != "DW_TAG_member":
                continue
            a = c["attrs"]
            off = a.get("DW_AT_data_member_location", 0)
            name = a.get("DW_AT_name")
            size = self._size(a["DW_AT_type"])
            if name is None:        # anonymous struct/union: flatten
                sub = self._layout(self.dies[a["DW_AT_type"]])
                for fn, (fo, fw, ft) in sub["fields"].items():
                    fields.setdefault(fn, (off + fo, fw, ft))
                continue
            fields[name] = (off, size, self._type_name(a["DW_AT_type"]))
        kind = "union" if d["tag"] == "DW_TAG_union_type" else "struct"
        return {"kind": kind, "size": d["attrs"].get("DW_AT_byte_size", 0), "fields": fields}


def kernel_layouts(include_dir, cc="gcc"):
    """Compile <include_dir>/linux/mlx5/mlx5_ifc.h and return Layouts."""
    with tempfile.TemporaryDirectory() as tmp:
        src = os.path.join(tmp, "ifc.c")
        obj = os.path.join(tmp, "ifc.o")
        with open(src, "w") as f:
            f.write(PRELUDE)
        subprocess.run([cc, "-g", "-fno-eliminate-unused-debug-types", "-w", "-c",
                        "-I", include_dir, "-o", obj, src], check=True)
        out = subprocess.run(["readelf", "--debug-dump=info", obj], check=True,
                             capture_output=True, text=True).stdout
    return Layouts(_parse(out))
