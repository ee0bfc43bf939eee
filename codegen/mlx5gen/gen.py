# SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
"""Render the model into generated/ through the Jinja2 templates."""
import glob
import os
import re

import jinja2

from .model import SCOPES
from .model import REQUIRES

TEMPLATES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "templates")
# the driver's own sources: the kernel ifc header holds only what they and the generated policy use
DRIVER_SRC = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "kernel", "tree",
                          "drivers", "misc", "mlx5ctl")
# the accessor macros whose first argument names a structure
STRUCT_USE = re.compile(r"\bMLX5CTL_(?:GET|SET|GET64|SET64|ADDR_OF|ST_SZ_BYTES|ST_SZ_DW|FLD_SZ_BYTES|"
                        r"BYTE_OFF|BIT_OFF|FLD_WIDTH)\(\s*(\w+)|\bmlx5_ifc_mlx5ctl_(\w+)_bits\b")

# (template, output path relative to the output folder, flavour)
OUTPUTS = [
    ("ifc.h.j2", "kernel/mlx5ctl_ifc.h", "kernel"),
    ("policy.h.j2", "kernel/mlx5ctl_policy.h", "kernel"),
    ("policy.c.j2", "kernel/mlx5ctl_policy.c", "kernel"),
    ("ifc.h.j2", "lib/mlx5ctl_ifc.h", "user"),
    ("prm.h.j2", "lib/mlx5ctl_prm.h", "user"),
    ("prm.c.j2", "lib/mlx5ctl_prm.c", "user"),
    ("dispatch.h.j2", "emulator/mlx5fw_dispatch.h", "user"),
    ("dispatch.c.j2", "emulator/mlx5fw_dispatch.c", "user"),
    ("regs.h.j2", "emulator/mlx5fw_regs.h", "user"),
    ("nv.h.j2", "emulator/mlx5fw_nv.h", "user"),
    ("fuzz_spec.h.j2", "fuzz/mlx5_fuzz_spec.h", "user"),
    ("fuzz_prm.dict.j2", "fuzz/prm.dict", "user"),
    ("fuzz_nvconfig.dict.j2", "fuzz/nvconfig.dict", "user"),
]


def cname(s):
    return s.replace("-", "_").upper()


def members(st, flavour):
    """The mlx5_ifc.h-style member list of a structure, gaps filled with reserved_at_X."""
    u8 = "u8" if flavour == "kernel" else "uint8_t"
    out = []
    pos = 0
    for f in st.fields:
        if f.flex:
            continue
        if f.bit > pos:
            out.append((f"{u8}", f"reserved_at_{pos:x}[0x{f.bit - pos:x}]", None, pos))
        if f.bit < pos:             # (validated: cannot happen)
            continue
        if f.kind == "struct":
            out.append((f"struct mlx5ctl_ifc_{f.type}_bits", f.name, f, f.bit))
        elif f.kind == "array":
            out.append((f"struct mlx5ctl_ifc_{f.type}_bits", f"{f.name}[{f.count}]", f, f.bit))
        elif f.kind == "union":
            out.append((f"union mlx5ctl_ifc_{st.name}_{f.name}_bits", f.name, f, f.bit))
        elif f.kind == "bytes":
            out.append((u8, f"{f.name}[0x{f.width // 8:x}][0x8]", f, f.bit))
        else:
            out.append((u8, f"{f.name}[0x{f.width:x}]", f, f.bit))
        pos = f.end
    if pos < st.size:
        out.append((u8, f"reserved_at_{pos:x}[0x{st.size - pos:x}]", None, pos))
    if st.flex is not None:
        f = st.flex
        if f.kind == "array":
            out.append((f"struct mlx5ctl_ifc_{f.type}_bits", f"{f.name}[]", f, f.bit))
        else:
            out.append((u8, f"{f.name}[][0x{f.elem_width:x}]", f, f.bit))
    return out


def union_types(m):
    """Union member types, in dependency order after their alternatives."""
    res = []
    for st in ordered_structs(m):
        for f in st.fields:
            if f.kind == "union":
                res.append((st, f))
    return res


def contained(st):
    """The structures a structure's fields hold (nested, array elements, union alternatives)."""
    for f in st.fields:
        yield from ([f.type_obj] if f.kind in ("struct", "array") else
                    f.type_objs if f.kind == "union" else [])


def ordered_structs(m):
    """Structures ordered so that every one comes after those it contains."""
    done, out = set(), []

    def visit(st):
        if st.name in done:
            return
        done.add(st.name)
        for t in contained(st):
            visit(t)
        out.append(st)

    for name in sorted(m.structs):
        visit(m.structs[name])
    return out


def kernel_reach(m, texts):
    """The structures (ordered) and enums the kernel code in texts uses, with what they contain.

    The kernel ifc header enters the upstream series: it carries only what the driver and its
    generated policy reach, not the whole spec (a new user-space-only structure leaves the
    series alone)."""
    used = set()
    words = set()
    for text in texts:
        for a, b in STRUCT_USE.findall(text):
            used.add(a or b)
        words.update(re.findall(r"\bMLX5CTL_\w+", text))
    unknown = sorted(n for n in used if n not in m.structs)
    if unknown:
        raise ValueError("kernel code uses structures the spec does not have: " + ", ".join(unknown))
    reach = set()

    def visit(name):
        if name in reach:
            return
        reach.add(name)
        for t in contained(m.structs[name]):
            visit(t.name)

    for name in used:
        visit(name)
    structs = [st for st in ordered_structs(m) if st.name in reach]
    enums = [e for e in sorted(m.enums.values(), key=lambda e: e.name)
             if any(f"MLX5CTL_{e.prefix}_{v.name}" in words for v in e.values)]
    return structs, enums


def driver_sources():
    texts = []
    for path in sorted(glob.glob(os.path.join(DRIVER_SRC, "*.[ch]"))):
        with open(path) as f:
            texts.append(f.read())
    return texts


def native_type(f):
    if f.kind in ("uint", "enum", "flag"):
        if f.width > 32:
            return "uint64_t", ""
        if f.width > 16:
            return "uint32_t", ""
        if f.width > 8:
            return "uint16_t", ""
        return "uint8_t", ""
    if f.kind == "bytes":
        return "uint8_t", f"[{f.width // 8}]"
    if f.kind == "union":
        return "uint8_t", f"[{f.width // 8}]"
    if f.kind == "struct":
        return f"struct mlx5ctl_prm_{f.type}", ""
    if f.kind == "array":
        return f"struct mlx5ctl_prm_{f.type}", f"[{f.count}]"
    raise ValueError(f.kind)


def dword_groups(st):
    """Integer fields grouped by the 32-bit word they live in: [(dword index, [fields])]."""
    groups = {}
    for f in st.fields:
        if f.flex or f.kind not in ("uint", "enum", "flag"):
            continue
        if f.width == 64:
            continue
        groups.setdefault(f.bit // 32, []).append(f)
    return sorted(groups.items())


def shift_of(f):
    return 32 - (f.bit % 32) - f.width


def mask_of(f):
    return (1 << f.width) - 1


def comment(text, indent="", width=100):
    """A C comment, on one line when it fits in width columns (tabs count 8), else wrapped."""
    import textwrap
    lead = len(indent.expandtabs(8))
    one = f"{indent}/* {text} */"
    if len(one.expandtabs(8)) <= width:
        return one
    lines = textwrap.wrap(text, width - lead - 3)
    return "\n".join([f"{indent}/*"] + [f"{indent} * {ln}" for ln in lines] + [f"{indent} */"])


def uctx_caps_names(m):
    """MLX5CTL_UCTX_CAP_A | MLX5CTL_UCTX_CAP_B for the capabilities user commands need, or 0."""
    from .model import uctx_caps_used
    used = uctx_caps_used(m)
    e = m.enums.get("uctx_cap")
    names = [f"MLX5CTL_{e.prefix}_{v.name}" for v in e.values if v.value & used] if e else []
    return " | ".join(names) if names else "0"


def fuzz_fields(st, base=0, prefix="", depth=0):
    """Every integer field of st, nested structures flattened (arrays: their first element;
    unions: every alternative): [(path, absolute bit, width, enum name or None)]."""
    out = []
    if depth > 8:
        return out
    for f in st.fields:
        if f.flex:
            continue
        path = prefix + f.name
        if f.kind in ("uint", "enum", "flag"):
            out.append((path, base + f.bit, f.width, f.enum if f.kind == "enum" else None))
        elif f.kind in ("struct", "array"):
            out += fuzz_fields(f.type_obj, base + f.bit, path + ".", depth + 1)
        elif f.kind == "union":
            for t in f.type_objs:
                out += fuzz_fields(t, base + f.bit, path + "." + t.name + ".", depth + 1)
    return out


def fuzz_words(m):
    """Names a text parser of the spec may meet: struct, field, enum value, command and register
    names, sorted and unique."""
    words = set()
    for st in m.structs.values():
        words.add(st.name)
        for f in st.fields:
            words.add(f.name)
    for e in m.enums.values():
        for v in e.values:
            words.add(v.name)
    return sorted(words)


def scope_enum(s):
    return "MLX5CTL_SCOPE_" + cname(s)


def render(m, outdir, check=False):
    """Render every output; returns the list of paths whose content changed (or would)."""
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES), keep_trailing_newline=True,
                             trim_blocks=True, lstrip_blocks=True, undefined=jinja2.StrictUndefined)
    env.filters.update(cname=cname, hex=lambda v: f"0x{v:x}")
    env.globals.update(members=members, ordered_structs=ordered_structs, union_types=union_types,
                       native_type=native_type, dword_groups=dword_groups, shift_of=shift_of,
                       mask_of=mask_of, scope_enum=scope_enum, uctx_caps_names=uctx_caps_names,
                       fuzz_fields=fuzz_fields, fuzz_words=fuzz_words, comment=comment,
                       SCOPES=SCOPES, cname=cname)
    env.globals.update(REQUIRES=REQUIRES)
    changed = []
    structs = sorted(m.structs.values(), key=lambda st: st.name)
    common = dict(m=m, specs=m.files, structs=structs,
                  struct_index={st.name: i for i, st in enumerate(structs)},
                  enum_index={e: i for i, e in enumerate(sorted(m.enums))})
    policy = [env.get_template(t).render(flavour="kernel", out=r, kernel=True, **common)
              for t, r, _ in OUTPUTS if r.startswith("kernel/mlx5ctl_policy")]
    k_structs, k_enums = kernel_reach(m, policy + driver_sources())
    everything = (ordered_structs(m), sorted(m.enums.values(), key=lambda e: e.name))
    for tmpl, rel, flavour in OUTPUTS:
        ifc_structs, ifc_enums = (k_structs, k_enums) if flavour == "kernel" else everything
        text = env.get_template(tmpl).render(
            flavour=flavour, out=rel, kernel=flavour == "kernel", ifc_structs=ifc_structs,
            ifc_enums=ifc_enums, **common)
        path = os.path.join(outdir, rel)
        try:
            with open(path) as f:
                old = f.read()
        except FileNotFoundError:
            old = None
        if old != text:
            changed.append(rel)
            if not check:
                os.makedirs(os.path.dirname(path), exist_ok=True)
                tmp = path + ".tmp"
                with open(tmp, "w") as f:
                    f.write(text)
                os.replace(tmp, path)
    return changed
