# SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
"""Render the model into generated/ through the Jinja2 templates."""
import glob
import os
import re

import jinja2

from .model import SCOPES
from .model import FWCTL_SCOPES
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
    # upstream fwctl/mlx5 (Linux 7.3) as kernel/fwctl/series patches it: the same constraints
    ("fwctl_constraints.c.j2", "kernel/fwctl_constraints.c", "kernel"),
    ("ifc.h.j2", "lib/mlx5ctl_ifc.h", "user"),
    ("prm.h.j2", "lib/mlx5ctl_prm.h", "user"),
    ("prm.c.j2", "lib/mlx5ctl_prm.c", "user"),
    ("fwctl.h.j2", "lib/mlx5ctl_fwctl.h", "user"),
    ("fwctl.c.j2", "lib/mlx5ctl_fwctl.c", "user"),
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


def struct_files(st, seen=None):
    """The spec files a structure's layout comes from: its own and those of what it holds."""
    seen = set() if seen is None else seen
    if st.name in seen:
        return set()
    seen.add(st.name)
    files = {st.file}
    for t in contained(st):
        files |= struct_files(t, seen)
    return files


def enum_files(e):
    """The spec files an enum comes from: where it is declared, and where each value is (an
    enum derived from commands, registers or NV items has its values' files only)."""
    files = set() if e.where == "(derived)" else {e.where.rsplit(":", 1)[0]}
    for v in e.values:
        node = getattr(v, "node", None)
        if node is not None:
            files.add(node.file)
    return files


def constraint_files(m):
    """The spec files the constraint checks come from: those of the constraints (commands' and
    registers'), of the structures their fields' offsets are taken from, and of the enums their
    values are; and those of the outbox rules (scrub) and the structures they name."""
    files = set()
    lists = [(doc.file, m.structs.get("mbox_in_hdr"), lst) for doc, lst in m._header_nodes]
    lists += [(c.file, c.in_st, c.node.get("constraints")) for c in m.commands
              if c.node.get("constraints")]
    lists += [(r.file, getattr(r, "layout_st", None), r.node.get("constraints"))
              for r in m.registers if r.node.get("constraints")]
    lists += [(c.file, c.out_st, c.node.get("scrub")) for c in m.commands
              if c.node.get("scrub")]
    for file, st, lst in lists:
        files.add(file)
        for n in lst if isinstance(lst, list) else []:
            path = n.get("field") if isinstance(n, dict) else None
            cur = st
            for part in path.split(".") if isinstance(path, str) and st else []:
                if cur is None:
                    break
                files.add(cur.file)
                f = next((x for x in cur.fields if x.name == part), None)
                if f is None:
                    break
                if f.enum in m.enums and isinstance(n.get("eq"), str):
                    files |= enum_files(m.enums[f.enum])
                cur = getattr(f, "type_obj", None) if f.kind == "struct" or f.flex else None
            if isinstance(n.get("in"), str) and n["in"] in m.enums:
                files |= enum_files(m.enums[n["in"]])
    return files


def output_sources(m, rel, k_structs, k_enums):
    """The spec files an output is made from, for its banner: those of the structures, enums,
    commands and registers it contains or takes numbers from - and only those, so that a new
    spec file changes only the outputs it feeds."""
    structs, enums = list(m.structs.values()), list(m.enums.values())
    files = set()
    if rel == "kernel/mlx5ctl_ifc.h":
        structs, enums = k_structs, k_enums
    elif rel in ("lib/mlx5ctl_ifc.h", "lib/mlx5ctl_prm.h", "fuzz/prm.dict"):
        pass
    elif rel == "lib/mlx5ctl_prm.c":
        files |= {x.file for x in m.commands + m.registers}
    elif rel in ("lib/mlx5ctl_fwctl.h", "lib/mlx5ctl_fwctl.c"):
        # what every command's `fwctl:` says (the header declares what answers it; the table's
        # comments name the op_mod values by their enum's names)
        structs = []
        enums = [c.op_mod_enum for c in m.commands if c.fwctl_op_mod and c.op_mod_enum
                 and rel.endswith(".c")]
        files |= {c.file for c in m.commands}
    elif rel == "kernel/mlx5ctl_policy.h":     # MLX5CTL_UCTX_CAPS_USED
        from .model import uctx_caps_used
        enums = [m.enums["uctx_cap"]] if "uctx_cap" in m.enums and uctx_caps_used(m) else []
        structs = []
        files |= {c.file for c in m.commands if c.scope != "kernel-only" and c.uctx_cap}
        files |= {r.file for r in m.registers
                  if r.read_scope != "kernel-only" and r.read_uctx_cap or
                  r.write_scope != "kernel-only" and r.write_uctx_cap}
    elif rel == "kernel/mlx5ctl_policy.c":
        structs = []
        enums = [c.op_mod_enum for c in m.commands if c.register and c.op_mod_enum]
        files |= {c.file for c in m.commands} | constraint_files(m)
        if any(c.register for c in m.commands):
            files |= {r.file for r in m.registers}
    elif rel == "kernel/fwctl_constraints.c":
        # the header, the register commands' inboxes (the register id's and the payload's
        # offsets), the commands' and registers' rules, the outbox rules
        structs = [m.structs["mbox_in_hdr"]] + [c.in_st for c in m.commands if c.register]
        enums = []
        files |= {c.file for c in m.commands if c.constraints or c.register or c.scrub}
        files |= constraint_files(m) | {r.file for r in m.registers if r.constraints}
    elif rel == "emulator/mlx5fw_dispatch.h":
        structs, enums = [], []
        files |= {c.file for c in m.commands if c.emulated and c.reply is None}
    elif rel == "emulator/mlx5fw_dispatch.c":
        structs, enums = [], []
        files |= {c.file for c in m.commands} | constraint_files(m)
    elif rel == "emulator/mlx5fw_regs.h":
        structs, enums = [], []
        files |= {r.file for r in m.registers}
    elif rel in ("emulator/mlx5fw_nv.h", "fuzz/nvconfig.dict"):
        enums = [m.enums[e] for e in ("nv_param", "nv_rom_param") if e in m.enums]
        enums = enums[:1] if rel == "fuzz/nvconfig.dict" else enums
        structs = [m.structs[v.struct] for e in enums for v in e.values if v.struct in m.structs]
        if rel == "emulator/mlx5fw_nv.h":
            files |= {n.file for n in m._nv_defaults if hasattr(n, "file")}
    elif rel == "fuzz/mlx5_fuzz_spec.h":
        structs = [c.in_st for c in m.commands] + [c.out_st for c in m.commands] + \
            [r.layout_st for r in m.registers]
        files |= {x.file for x in m.commands + m.registers}
    else:       # an output without a rule names every spec file (test_gen_sources says so)
        return list(m.files)
    seen = set()
    for st in structs:
        files |= struct_files(st, seen)
    for e in enums:
        files |= enum_files(e)
    return sorted(files)


def render(m, outdir, check=False):
    """Render every output; returns the list of paths whose content changed (or would)."""
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(TEMPLATES), keep_trailing_newline=True,
                             trim_blocks=True, lstrip_blocks=True, undefined=jinja2.StrictUndefined)
    env.filters.update(cname=cname, hex=lambda v: f"0x{v:x}")
    env.globals.update(members=members, ordered_structs=ordered_structs, union_types=union_types,
                       scope_enum=scope_enum, uctx_caps_names=uctx_caps_names,
                       fuzz_fields=fuzz_fields, fuzz_words=fuzz_words, comment=comment,
                       SCOPES=SCOPES, FWCTL_SCOPES=FWCTL_SCOPES, cname=cname)
    env.globals.update(REQUIRES=REQUIRES)
    changed = []
    structs = sorted(m.structs.values(), key=lambda st: st.name)
    common = dict(m=m, specs=m.files, structs=structs)
    policy = [env.get_template(t).render(flavour="kernel", out=r, kernel=True, **common)
              for t, r, _ in OUTPUTS if r.startswith("kernel/mlx5ctl_policy")]
    k_structs, k_enums = kernel_reach(m, policy + driver_sources())
    everything = (ordered_structs(m), sorted(m.enums.values(), key=lambda e: e.name))
    for tmpl, rel, flavour in OUTPUTS:
        ifc_structs, ifc_enums = (k_structs, k_enums) if flavour == "kernel" else everything
        text = env.get_template(tmpl).render(
            flavour=flavour, out=rel, kernel=flavour == "kernel", ifc_structs=ifc_structs,
            ifc_enums=ifc_enums, **dict(common, specs=output_sources(m, rel, k_structs, k_enums)))
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
