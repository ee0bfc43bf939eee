# SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
"""NV configuration items (`nv_items:`, prm/nvitems.yaml) into the model.

Each item becomes a structure (its layout, "nv_" + the item's name in small letters), each of
its enumerated parameters an enum (layout_field), and the items the firmware's MNVDA carries
become the values of two derived enums: `nv_param` (the adapter's items, target NIC, at most
256 bytes: MNVDA's data) and `nv_rom_param` (the expansion ROM's, target EXP_ROM). An item's
value is its type dword: class << 24 | index, for a port item (class 1) class << 24 | port 1 <<
16 | index. These structures and enums are user space's only (the kernel header leaves them
out: the driver reads no item). Fields keep `param` (mstconfig's name) for the tool's table
(m.nv_params); `nv_defaults:` (prm/nvconfig.yaml) gives the emulated adapter's factory values.
"""
from . import model as M

ITEM_KEYS = ("name", "tlv", "tool", "class", "index", "bytes", "target", "cap", "version", "doc",
             "fields")
ITEM_FIELD_KEYS = ("name", "bit", "width", "count", "type", "param", "values", "valid",
                   "depends", "min", "max", "since", "doc")
TYPES = ("bool", "uint", "int", "enum", "binary", "bytes", "string")
MNVDA_DATA = 256
CLASS_PORT = 1
CLASS_MODULE = 9


def _node(src, **kv):
    n = M.Node(kv)
    n.file, n.line, n.key_lines = src.file, src.line, {}
    return n


def type_dword(it):
    cls, idx = it["class"], it["index"]
    if cls == CLASS_PORT:
        return cls << 24 | 1 << 16 | idx
    return cls << 24 | idx


def layout_name(name):
    return "nv_" + name.lower()


def load(m, items):
    """Turn the `nv_items` nodes into structures and enums (before enums are derived)."""
    m.nv_items = []
    for it in items:
        if not isinstance(it, M.Node):
            m.err("?", "an entry of 'nv_items' is not a mapping")
            continue
        name = it.get("name")
        what = f"NV item '{name}'"
        m.check_keys(it, ITEM_KEYS, what)
        if not isinstance(name, str) or not M.IDENT.match(name):
            m.err(it.where("name"), f"{what}: name is not a C identifier")
            continue
        for key in ("class", "index", "bytes"):
            m.need(it, key, int, what)
        if it.get("target") not in ("NIC", "EXP_ROM"):
            m.err(it.where("target"), f"{what}: target is NIC or EXP_ROM")
            continue
        if not isinstance(it.get("bytes"), int) or it["bytes"] % 4:
            m.err(it.where("bytes"), f"{what}: bytes is a whole number of 32-bit words")
            continue
        lay = layout_name(name)
        fields = []
        for f in it.get("fields") or []:
            fw = f"{what} field '{f.get('name')}'"
            m.check_keys(f, ITEM_FIELD_KEYS, fw)
            if f.get("type") not in TYPES:
                m.err(f.where("type"), f"{fw}: type is one of {', '.join(TYPES)}")
                continue
            count = f.get("count") or 0
            width = f.get("width")
            total = width * count if count else width
            node = {"name": f.get("name"), "bit": f.get("bit")}
            ty = f["type"]
            if ty == "bool" and total == 1:
                node["kind"], node["width"] = "flag", 1
            elif count or ty in ("bytes", "string") or \
                    (total > 32 and (total != 64 or f.get("bit", 0) % 64)):
                node["kind"], node["width"] = "bytes", total
            else:
                node["width"] = total
                if ty == "enum":
                    ename = f"{lay}_{f['name']}"
                    vals, seen = [], set()
                    for word, v in (f.get("values") or {}).items():
                        if v in seen:       # a second word for a value: the first one names it
                            continue
                        seen.add(v)
                        vals.append(_node(f, name=word, value=v))
                    M._load_enum(m, _node(f, name=ename, prefix=ename.upper(),
                                          doc=f"{name}.{f['name']}", values=vals), it.file)
                    m.enums[ename].user_only = True
                    node["enum"] = ename
            if f.get("doc"):
                node["doc"] = f["doc"]
            fields.append(_node(f, **node))
        if lay in m.structs:
            m.err(it.where("name"), f"{what}: layout '{lay}' is defined elsewhere too")
            continue
        doc = f"NV item {name} ({it.get('tlv')}, class {it['class']}, index {it['index']:#x})"
        M._load_struct(m, _node(it, name=lay, doc=doc, size=it["bytes"] * 8, fields=fields),
                       it.file)
        st = m.structs[lay]
        st.user_only = True
        params = {f.get("name"): f for f in it.get("fields") or []}
        for fo in st.fields:
            fo.param = params[fo.name].get("param")
        m.nv_items.append(it)


def derive(m):
    """nv_param and nv_rom_param from the items; the tool's parameter table (m.nv_params)."""
    m.nv_params = []
    for ename, prefix, target, doc in (
            ("nv_param", "NV_PARAM", "NIC",
             "Configuration items the adapter keeps: type dword, layout, access"),
            ("nv_rom_param", "NV_ROM_PARAM", "EXP_ROM",
             "Expansion ROM configuration items (software to software): type dword, layout")):
        if ename in m.enums:
            m.err(m.enums[ename].where, f"enum '{ename}': reserved name (derived from nv_items)")
            continue
        e = M.Enum(ename, prefix, doc, "(derived)")
        e.user_only = True
        for it in m.nv_items:
            if it["target"] != target or it["bytes"] > MNVDA_DATA:
                continue
            first = (it.get("doc") or it.get("tool") or it["name"]).split("\n")[0]
            # the adapter has no expansion ROM: the model refuses writes of ROM items
            acc = "RW" if target == "NIC" and not it.get("cap") else "RO"
            v = M.EnumValue(it["name"], type_dword(it), first, layout_name(it["name"]), acc)
            v.node = it
            e.values.append(v)
            # mstconfig's names: port items per port (_P1), module items per module (_M0)
            suffix = {CLASS_PORT: "_P1", CLASS_MODULE: "_M0"}.get(it["class"], "")
            for fo in m.structs[layout_name(it["name"])].fields:
                if fo.param:
                    m.nv_params.append((fo.param + suffix, ename, it["name"], fo))
        e.values.sort(key=lambda x: x.value)
        m.enums[ename] = e
    m.nv_params.sort(key=lambda x: x[0])
    dup = {p[0] for p in m.nv_params if [q[0] for q in m.nv_params].count(p[0]) > 1}
    if dup:
        m.err("prm/nvitems.yaml", f"mstconfig names used twice: {', '.join(sorted(dup))}")


def resolve_defaults(m, nodes):
    """`nv_defaults:` -> m.nv_defaults, [(item name, type dword, Field, value)]."""
    m.nv_defaults = []
    items = {v.name: v for v in m.enums["nv_param"].values} if "nv_param" in m.enums else {}
    for n in nodes:
        if not isinstance(n, M.Node):
            m.err("?", "an entry of 'nv_defaults' is not a mapping")
            continue
        m.check_keys(n, ("item", "values", "doc"), "nv_defaults entry")
        v = items.get(n.get("item"))
        what = f"nv_defaults '{n.get('item')}'"
        if v is None:
            m.err(n.where("item"), f"{what}: not an item of nv_param")
            continue
        st = m.structs[v.struct]
        for fname, val in (n.get("values") or {}).items():
            f = next((x for x in st.fields if x.name == fname), None)
            if f is None or not f.is_int or f.width > 32:
                m.err(n.where("values"), f"{what}: '{fname}' is not an integer field of {st.name}")
                continue
            if not isinstance(val, int) or val < 0 or val >> f.width:
                m.err(n.where("values"), f"{what}: {fname}={val!r} does not fit {f.width} bits")
                continue
            m.nv_defaults.append((v.name, v.value, f, val))
