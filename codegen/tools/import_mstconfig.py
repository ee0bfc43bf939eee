#!/usr/bin/python3
# SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
"""Seed prm/nvitems.yaml from mstconfig's NV configuration database (not part of the build).

    codegen/tools/import_mstconfig.py [DB] > prm/nvitems.yaml

DB defaults to Debian's /usr/share/mstflint/mlxconfig_dbs/mlxconfig_host.db (package mstflint,
SQLite: tables `tlvs` and `params`). Every TLV (configuration item) becomes an `nv_items` entry
and every parameter one of its `fields`. The output is deterministic: re-running the importer on
the same database gives the same file, and tests/unit/test_vendor.py checks every item and field
of prm/ against the database (and every register against mstflint's register tables).

Names: an item is the TLV's name without its "nv_" prefix, in capitals (nv_global_pci_conf ->
GLOBAL_PCI_CONF); its layout is "nv_" + the item's name in small letters. Fields keep the
database's names; `param` is mstconfig's name for the parameter (port items: mstconfig adds
_P1, _P2).

Offsets: the database gives "0xBYTE.BIT", the bit counted from the least significant end of its
32-bit word (sizes "0xBYTES.BITS", the bit part decimal). The spec counts from the most
significant bit of the item's first big-endian word, as the PRM does: a scalar of w bits at
LE bit l (= 8 * BYTE + BIT) is at 32 * (l // 32) + 32 - l % 32 - w; a scalar wider than 32
bits starts at 8 * BYTE; an array's first element is placed as such a scalar, the others follow
it towards the least significant end (the database's big_endian_arr).

Texts: "\\;" (the database's line break) becomes a newline. Enum words (textual_values,
"NAME=value,...") become `values`; `depends`, `min` and `max` are mstconfig's expressions,
copied verbatim (documentation; the model and mlx5ctl enforce the field's width, the item's
access and the enum's words). mstconfig's `rule` and `temp_vars` are not imported.
"""
import json
import sqlite3
import sys

DB = "/usr/share/mstflint/mlxconfig_dbs/mlxconfig_host.db"
TYPES = {"BOOL": "bool", "UNSIGNED": "uint", "INTEGER": "int", "ENUM": "enum",
         "BINARY": "binary", "BYTES": "bytes", "STRING": "string"}


def size_bits(s):
    """'0x4.16' -> 48: bytes (hex) and bits (decimal), as mlxcfg_param.cpp reads them."""
    b, _, t = s.partition(".")
    return int(b, 16) * 8 + int(t or "0")


def msb_bit(offset, width):
    """The MSB-first bit of a scalar (or an array's first element) at the database's offset."""
    b, _, t = offset.partition(".")
    byte, bit = int(b, 16), int(t or "0")
    if width > 32:
        return 8 * byte
    le = 8 * byte + bit
    return 32 * (le // 32) + 32 - le % 32 - width


def item_name(tlv):
    return (tlv[3:] if tlv.startswith("nv_") else tlv).upper()


def text(s):
    lines = (s or "").replace("\\;", "\n").split("\n")
    return "\n".join(ln.rstrip() for ln in lines).strip()


def q(s):
    """A YAML double-quoted scalar (JSON's escapes are YAML's)."""
    return json.dumps(s, ensure_ascii=False)


def enum_values(s):
    out = []
    for kv in s.split(","):
        k, _, v = kv.partition("=")
        out.append(f"{q(k.strip())}: {int(v.strip(), 0)}")
    return "{" + ", ".join(out) + "}"


def field(p):
    """(bit, lines) of one parameter."""
    total = size_bits(p["size"])
    n = p["array_length"] or 0
    kind = TYPES[p["type"]]
    width = total // n if n else total
    bit = msb_bit(p["offset"], width)
    ln = [f"      - name: {p['name']}", f"        bit: {bit:#x}", f"        width: {width}"]
    if n:
        ln.append(f"        count: {n}")
    ln.append(f"        type: {kind}")
    if p["mlxconfig_name"]:
        ln.append(f"        param: {q(p['mlxconfig_name'])}")
    if p["textual_values"]:
        ln.append(f"        values: {enum_values(p['textual_values'])}")
    for key, col in (("valid", "valid_bit"), ("depends", "dependency"), ("min", "min_val"),
                     ("max", "max_val")):
        if p[col] not in (None, ""):
            ln.append(f"        {key}: {q(p[col])}")
    if p["supported_from_version"]:
        ln.append(f"        since: {p['supported_from_version']}")
    if text(p["description"]):
        ln.append(f"        doc: {q(text(p['description']))}")
    return bit, ln


def main(argv):
    path = argv[1] if len(argv) > 1 else DB
    db = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    db.row_factory = sqlite3.Row
    tlvs = db.execute("SELECT * FROM tlvs ORDER BY target, class, id, name").fetchall()
    nparams = db.execute("SELECT count(*) FROM params").fetchone()[0]
    out = [
        "# SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause",
        "# NV configuration items: every TLV of mstconfig's host database, as Debian's mstflint",
        f"# package ships it ({len(tlvs)} items, {nparams} parameters). Written by",
        "# codegen/tools/import_mstconfig.py: re-run it rather than editing (an item or field the",
        "# spec must say otherwise goes into vendor_differences, with the reason).",
        "# tests/unit/test_vendor.py checks every item and field against the database. What the",
        "# emulated adapter holds in them (factory values, which items it stores) is",
        "# prm/nvconfig.yaml's. Bits count from the most significant bit of the item's first",
        "# big-endian word.",
        "doc: \"NV configuration items (mstconfig's TLVs) and their parameters\"",
        "",
        "nv_items:",
    ]
    for t in tlvs:
        out.append(f"  - name: {item_name(t['name'])}")
        out.append(f"    tlv: {t['name']}")
        if t["mlxconfig_name"]:
            out.append(f"    tool: {q(t['mlxconfig_name'])}")
        out.append(f"    class: {t['class']}")
        out.append(f"    index: {t['id']:#x}")
        out.append(f"    bytes: {t['size']}")
        out.append(f"    target: {t['target']}")
        if t["cap"]:
            out.append("    cap: true")
        if t["version"] not in (None, "", "0"):
            out.append(f"    version: {int(t['version'])}")
        if text(t["description"]):
            out.append(f"    doc: {q(text(t['description']))}")
        params = db.execute("SELECT * FROM params WHERE tlv_name = ?", (t["name"],)).fetchall()
        fields = sorted((field(p) + (p["name"],) for p in params), key=lambda x: (x[0], x[2]))
        out.append("    fields:" if fields else "    fields: []")
        for _, ln, _ in fields:
            out += ln
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
