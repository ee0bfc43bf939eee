# SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
"""mstflint's register tables (Debian package mstflint), read for codegen/tools/import_adb.py and
tests/unit/test_vendor.py.

register_access_table.adb is XML: <node name size> layouts of <field name offset size
[subnode] [enum] descr access>, offsets "0xBYTE.BIT" with the bit counted from the least
significant end of its 32-bit word, sizes "0xBYTES.BITS". A register id selects a layout
through access_reg_summary_ctrl_ext (id enum: NAME=0xID) and access_reg_summary_ext (the
field selected_by NAME names the layout).
"""
import xml.etree.ElementTree as ET

ADB = "/usr/share/mstflint/prm_dbs/hca/ext/register_access_table.adb"


def bits_of(s):
    """'0x4.16' -> 48: bytes (hex), then bits (decimal)."""
    b, _, t = s.partition(".")
    return int(b, 16) * 8 + int(t or "0")


def msb(offset, width):
    """An adb offset as the PRM's MSB-first bit number. A field of 32 bits or more (or an
    array whose first element ends at the word's most significant end) starts at its byte."""
    b, _, t = offset.partition(".")
    byte, bit = int(b, 16), int(t or "0")
    if width >= 32:
        return byte * 8
    le = byte * 8 + bit
    return 32 * (le // 32) + 32 - le % 32 - width


def text(s):
    """A description: the tables' line breaks ("\\;") as newlines."""
    return "\n".join(ln.rstrip() for ln in (s or "").replace("\\;", "\n").split("\n")).strip()


class Tables:
    def __init__(self, path=ADB):
        root = ET.parse(path).getroot()
        self.nodes = {n.get("name"): n for n in root.iter("node")}
        self.ids = {}                    # register name -> id
        for f in self.nodes["access_reg_summary_ctrl_ext"].iter("field"):
            for kv in (f.get("enum") or "").split(","):
                k, _, v = kv.partition("=")
                if v:
                    self.ids[k] = int(v, 16)
        by_sel = {f.get("selected_by"): f.get("subnode")
                  for f in self.nodes["access_reg_summary_ext"].iter("field")}
        self.reg = {i: by_sel[k] for k, i in self.ids.items() if by_sel.get(k)}

    def size(self, node):
        return bits_of(self.nodes[node].get("size"))

    def is_union(self, node):
        return self.nodes[node].get("attr_is_union") == "1"

    def fields(self, node):
        """[(name, MSB-first bit, width, subnode or None, element)] of a layout, where a
        subnode is a nested layout (element: its size; an array when smaller than width)."""
        out = []
        for f in self.nodes[node].findall("field"):
            w = bits_of(f.get("size"))
            sub = f.get("subnode")
            if sub not in self.nodes or sub == "enum_entry":
                sub = None
            out.append((f.get("name"), msb(f.get("offset"), w), w, sub,
                        self.size(sub) if sub else None, f))
        return out

    def leaves(self, node, base=0, path=""):
        """[(path, bit, width)] of every field, at any depth: nested layouts (and every
        alternative of a union) flattened, each nested layout's own field listed too."""
        out = []
        for name, bit, w, sub, elem, _ in self.fields(node):
            out.append((path + name, base + bit, w))
            if sub and elem == w:
                out += self.leaves(sub, base + bit, path + name + ".")
        return out
