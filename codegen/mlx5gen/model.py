# SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
"""Load prm/*.yaml, validate it, and build the one in-memory model every template renders.

Every error names the file, the line and the item: `prm/hca.yaml:42: struct 'cmd_hca_cap'
field 'foo': overlaps field 'bar' (bits 0x10-0x17)`.
"""
import os
import re

import yaml

SCOPES = ["kernel-only", "configuration", "debug-read", "debug-write", "debug-write-full"]
# what upstream's fwctl/mlx5 grants a command (`fwctl:`): its scopes, lowest first (the values
# of enum fwctl_rpc_scope, 0..3), or 'refused' at every one
FWCTL_SCOPES = SCOPES[1:]
FWCTL_REFUSED = "refused"
KINDS = ["uint", "enum", "flag", "bytes", "struct", "array", "union"]
# a command's preconditions ('requires'), checked by the generated dispatcher in this order
# before its handler runs: the function is enabled (ENABLE_HCA), the HCA is initialised
# (INIT_HCA; implies enabled), a non-zero UID is a live user context
REQUIRES = ["enabled", "hca_init", "uid"]
C_KEYWORDS = set("""auto break case char const continue default do double else enum extern float
for goto if inline int long register restrict return short signed sizeof static struct switch
typedef union unsigned void volatile while _Bool bool true false""".split())
IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")


class SpecError(Exception):
    pass


class Node(dict):
    """A YAML mapping that remembers where it and each of its keys came from."""
    file = "?"
    line = 0
    key_lines = None

    def where(self, key=None):
        line = self.line
        if key is not None and self.key_lines and key in self.key_lines:
            line = self.key_lines[key]
        return f"{self.file}:{line}"


def _loader_for(path):
    class Loader(yaml.SafeLoader):
        pass

    def construct_mapping(loader, node, deep=False):
        loader.flatten_mapping(node)
        m = Node()
        m.file = path
        m.line = node.start_mark.line + 1
        m.key_lines = {}
        for knode, vnode in node.value:
            key = loader.construct_object(knode, deep=True)
            if not isinstance(key, str):
                raise SpecError(f"{path}:{knode.start_mark.line + 1}: key {key!r} is not a string")
            if key in m:
                raise SpecError(f"{path}:{knode.start_mark.line + 1}: duplicate key '{key}'")
            m[key] = loader.construct_object(vnode, deep=True)
            m.key_lines[key] = knode.start_mark.line + 1
        return m

    Loader.add_constructor(yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG, construct_mapping)
    return Loader


class Enum:
    def __init__(self, name, prefix, doc, where):
        self.name, self.prefix, self.doc, self.where = name, prefix, doc, where
        self.values = []            # list of EnumValue
        self.user_only = False      # left out of the kernel's header (NV items)

    def by_value(self, v):
        return next((e for e in self.values if e.value == v), None)

    def by_name(self, name):
        return next((e for e in self.values if e.name == name), None)


class EnumValue:
    kind = None                     # "counter" / "gauge": what a counter id counts ('kind')

    def __init__(self, name, value, doc, struct=None, access=None):
        self.name, self.value, self.doc, self.struct = name, value, doc, struct
        self.access = access        # "RO" / "RW" (e.g. a configuration item), or None
        self.present_if = None      # a flag of the enum's first value's structure that says the
                                    # device has this one (cap_type: the general page's bit)


class Field:
    def __init__(self, st, node):
        self.struct = st
        self.node = node
        self.name = node.get("name")
        self.bit = node.get("bit")
        self.width = node.get("width")
        self.kind = node.get("kind")
        self.enum = node.get("enum")
        self.type = node.get("type")
        self.types = node.get("types")
        self.count = node.get("count")
        self.flex = bool(node.get("flex", False))
        self.doc = node.get("doc", "")
        self.elem_width = None      # for flexible arrays of integers
        self.fmt = None             # display format, normalised (_resolve_format)

    @property
    def end(self):
        return self.bit + self.width

    @property
    def is_int(self):
        return self.kind in ("uint", "enum", "flag")


class Struct:
    def __init__(self, node, file):
        self.node = node
        self.file = file
        self.name = node.get("name")
        self.doc = node.get("doc", "")
        self.size = node.get("size")
        self.fields = []
        self.flex = None            # trailing flexible field
        self.user_only = False      # left out of the kernel's header (NV items)

    def field(self, path):
        """Resolve 'a.b.c' to (bit offset, Field) through nested structures."""
        st, off, f = self, 0, None
        for i, part in enumerate(path.split(".")):
            if st is None:
                return None, None
            f = next((x for x in st.fields if x.name == part), None)
            if f is None:
                return None, None
            off += f.bit
            st = f.type_obj if f.kind == "struct" else (f.type_obj if f.flex and f.kind == "array"
                                                        else None)
        return off, f


class Command:
    def __init__(self, node, file):
        self.node = node
        self.file = file
        for k in ("name", "opcode", "in", "out", "scope", "doc"):
            setattr(self, k.replace("in", "in_") if k == "in" else k, node.get(k))
        self.out = node.get("out")
        self.op_mod = node.get("op_mod", "")
        self.fw_uid = node.get("fw_uid")
        self.tail = node.get("tail")
        self.creates = node.get("creates")
        self.queries = node.get("queries")
        self.register = node.get("register")
        self.op_mod_scope = node.get("op_mod_scope") or {}
        # upstream fwctl/mlx5's rule ('fwctl'): the lowest scope it grants any op_mod (a name
        # of FWCTL_SCOPES, or FWCTL_REFUSED), and the op_mod values it tells apart
        self.fwctl_scope = None
        self.fwctl_op_mod = {}
        self.emulated = node.get("emulated", True)
        self.handler = node.get("handler")
        # the C function suffix of its emulator handler (several commands may share one)
        self.handler_name = (self.handler or node.get("name", "")).lower()
        self.reply = node.get("reply")
        self.reply_set = []         # [(out field path, Field, value)]
        self.reply_echo = []        # [(out field path, Field, in field path, Field)]
        self.constraints = []       # [Constraint] on the inbox, from 'constraints'
        self.scrub = []             # [Scrub] outbox fields user space never sees, from 'scrub'
        self.uctx_cap = 0           # UCTX capability bits the firmware requires ('uctx_cap')
        self.requires = []          # preconditions ('requires', names of REQUIRES)


class Register:
    def __init__(self, node, file):
        self.node = node
        self.file = file
        self.name = node.get("name")
        self.id = node.get("id")
        self.layout = node.get("layout")
        self.access = node.get("access")
        self.doc = node.get("doc", "")
        self.read_scope = node.get("read_scope")
        self.write_scope = node.get("write_scope")
        self.read_uctx_cap = 0      # UCTX capability bits a read / a write requires
        self.write_uctx_cap = 0
        self.constraints = []       # [Constraint] on the payload by direction ('constraints')
        # what a read of the register at rest names ('at_rest': field -> value), as words
        # "field=value ..."; or why it cannot be read on its own ('unreadable')
        self.at_rest = None
        self.unreadable = node.get("unreadable")
        # the C function suffix of its emulator handler, mlx5fw_register_<handler_name>
        self.handler_name = (node.get("handler") or node.get("name") or "").lower()


class Constraint:
    """What user space may put into one inbox field: the driver refuses anything else (EINVAL)
    and the emulated firmware counts it as a policy violation that reached the device."""

    def __init__(self, path, field, bit, kind, values, doc, where):
        self.path, self.field, self.bit = path, field, bit
        self.kind = kind            # 'eq' | 'in' | 'absent'
        self.values = values        # allowed values ('eq': one, 'in': the enum's)
        self.doc, self.where = doc, where
        # a register payload's rule: the direction it binds ('read' / 'write'; None: a
        # command's inbox), and whether another value lifts the access to the register's write
        # scope ('write-scope') rather than being refused to a caller below debug-write
        self.on = None
        self.lift = False
        self.node = None

    @property
    def width(self):
        return self.field.width

    @property
    def dword_end(self):
        """Bytes the inbox needs for the check to read the field: the reader loads the whole
        big-endian dword that holds it, so a shorter inbox is refused before it is read."""
        return (self.bit // 32 + 1) * 4

    @property
    def acting(self):
        """A value the rule does not allow: the smallest, for a fuzzer to send."""
        return next(v for v in range(0, 1 << min(self.width, 17)) if v not in self.values)

    def describe(self):
        """What a refusal says: the field's own name (the comment above it has the path)."""
        name = self.path.split(".")[-1]
        if self.on is not None:
            # a run of three or more values as first-last, so that the line stays short
            vals, runs = sorted(self.values), []
            for v in vals:
                if runs and v == runs[-1][1] + 1:
                    runs[-1][1] = v
                else:
                    runs.append([v, v])
            parts = [f"{a:#x}-{b:#x}" if b - a >= 2 else
                     ", ".join(f"{x:#x}" for x in range(a, b + 1)) for a, b in runs]
            what = f"{self.values[0]:#x}" if self.kind == "eq" else \
                "one of " + ", ".join(parts)
            return f"{name} must be {what} in a {self.on}"
        if self.kind == "absent":
            return f"{name} must be absent (the inbox ends before it)"
        if self.kind == "eq":
            return f"{name} must be {self.values[0]:#x}"
        return f"{name} must be one of {', '.join(f'{v:#x}' for v in self.values)}"


class Scrub:
    """An outbox field user space must never see (a physical address, a doorbell or UAR page,
    a key): the driver zeroes bits [bit, bit + width) of the outbox before copying it out, a
    flexible array (width None) from its start to the end of the outbox."""

    def __init__(self, path, field, bit, width, doc, where):
        self.path, self.field, self.bit, self.width = path, field, bit, width
        self.doc, self.where = doc, where


# which objects a query answers ('queries: {answers: ...}'), see _resolve_queries
ANSWERS = {
    "own": "only the caller's own objects (uid 0: any)",
    "any": "any live UID's, also the kernel's (real firmware plausibly does): the outbox rules "
           "keep the answer harmless",
    "device": "no UID owns what it names (the function, its port or vport, a setting)",
}


class Model:
    def __init__(self):
        self.files = []
        self.enums = {}
        self.structs = {}
        self.commands = []
        self.registers = []
        self.header_constraints = []    # [Constraint] on mbox_in_hdr, for every command
        self._header_nodes = []         # (file, node) of each 'header_constraints' list
        self.errors = []
        self._nv_items, self._nv_defaults, self._vendor_differences = [], [], []
        self.vendor_differences = []    # [Node]: where the spec and mstflint's data differ
        self._fwctl_differences = []
        self._upstream_differences = []
        # [Node]: where the spec knowingly differs from a kernel's mlx5_ifc.h (struct, field,
        # linux, follows, why)
        self.upstream_differences = []
        # where the spec's `fwctl:` knowingly differs from upstream's fwctl/mlx5:
        # [(opcode, scope, {op_mod: scope}, why, where)]
        self.fwctl_differences = []
        self.packed = {}                # name -> Packed: words made of parts
        self._packed_nodes = []

    # ------------------------------------------------------------------ helpers
    def err(self, where, msg):
        self.errors.append(f"{where}: {msg}")

    def check_keys(self, node, allowed, what):
        for k in node:
            if k not in allowed:
                self.err(node.where(k), f"{what}: unknown key '{k}'")

    def need(self, node, key, types, what):
        v = node.get(key)
        if v is None:
            self.err(node.where(), f"{what}: missing '{key}'")
            return None
        if not isinstance(v, types) or isinstance(v, bool) and bool not in (
                types if isinstance(types, tuple) else (types,)):
            self.err(node.where(key), f"{what}: '{key}' has the wrong type ({type(v).__name__})")
            return None
        return v


def _rel(path, root):
    try:
        return os.path.relpath(path, root)
    except ValueError:
        return path


def load(paths, root=None):
    """Load and validate spec files; raise SpecError listing every problem."""
    m = Model()
    root = root or os.getcwd()
    for path in sorted(paths):
        rel = _rel(path, root)
        m.files.append(rel)
        try:
            with open(path) as f:
                doc = yaml.load(f, Loader=_loader_for(rel))
        except yaml.YAMLError as e:
            mark = getattr(e, "problem_mark", None)
            line = mark.line + 1 if mark else 0
            raise SpecError(f"{rel}:{line}: YAML error: {getattr(e, 'problem', e)}")
        if doc is None:
            continue
        if not isinstance(doc, Node):
            raise SpecError(f"{rel}:1: a spec file is a mapping")
        m.check_keys(doc, ("doc", "enums", "structs", "commands", "registers",
                           "header_constraints", "nv_items", "nv_defaults",
                           "vendor_differences", "fwctl_differences", "upstream_differences",
                           "packed"), "file")
        for key in ("nv_items", "nv_defaults", "vendor_differences", "fwctl_differences",
                    "upstream_differences"):
            if doc.get(key) is not None:
                if isinstance(doc[key], list):
                    getattr(m, "_" + key).extend(
                        [(doc.where(key), x) for x in doc[key]]
                        if key in ("fwctl_differences", "upstream_differences") else doc[key])
                else:
                    m.err(doc.where(key), f"'{key}' must be a list")
        if doc.get("header_constraints") is not None:
            m._header_nodes.append((doc, doc["header_constraints"]))
        for key, fn in (("enums", _load_enum), ("structs", _load_struct),
                        ("commands", _load_command), ("registers", _load_register),
                        ("packed", _load_packed)):
            items = doc.get(key) or []
            if not isinstance(items, list):
                m.err(doc.where(key), f"'{key}' must be a list")
                continue
            for item in items:
                if not isinstance(item, Node):
                    m.err(doc.where(key), f"an entry of '{key}' is not a mapping")
                    continue
                fn(m, item, rel)
    from . import nvitems
    nvitems.load(m, m._nv_items)
    if not m.errors:
        nvitems.derive(m)
        _derive_enums(m)
        _resolve(m)
        _resolve_packed(m)
        nvitems.resolve_defaults(m, m._nv_defaults)
        _vendor_differences(m)
        _fwctl_differences(m)
        _upstream_differences(m)
    if m.errors:
        raise SpecError("\n".join(m.errors))
    return m


def _vendor_differences(m):
    """`vendor_differences:`: each names a structure (and field) where the spec knowingly
    differs from mstflint's description, which source the spec follows and why
    (tests/unit/test_vendor.py fails on a difference not declared, and on one declared that is
    no longer there)."""
    for n in m._vendor_differences:
        if not isinstance(n, Node):
            m.err("?", "an entry of 'vendor_differences' is not a mapping")
            continue
        what = f"vendor_differences '{n.get('struct')}.{n.get('field')}'"
        m.check_keys(n, ("struct", "field", "vendor", "follows", "why"), what)
        for key in ("struct", "follows", "why"):
            m.need(n, key, str, what)
        st = m.structs.get(n.get("struct"))
        if st is None:
            m.err(n.where("struct"), f"{what}: unknown structure")
            continue
        if n.get("field") is not None and st.field(str(n["field"]))[1] is None:
            m.err(n.where("field"), f"{what}: '{st.name}' has no field '{n['field']}'")
            continue
        m.vendor_differences.append(n)


# the kernels whose mlx5_ifc.h a test holds the spec's layouts to (test_upstream: 6.12, with no
# difference allowed; test_upstream73.py: 7.3, differences declared in upstream_differences)
UPSTREAM_KERNELS = ("7.3",)


def _upstream_differences(m):
    """`upstream_differences:`: each names a structure (and a field: without one it covers the
    whole structure) where the spec knowingly differs from a kernel's mlx5_ifc.h (`linux`),
    what the spec follows there and why (tests/unit/test_upstream73.py fails on a difference
    not declared, and on a declaration no longer needed)."""
    seen = {}
    for lwhere, n in m._upstream_differences:
        if not isinstance(n, Node):
            m.err(lwhere, "an entry of 'upstream_differences' is not a mapping")
            continue
        what = f"upstream_differences '{n.get('struct')}" + \
            (f".{n['field']}'" if n.get("field") is not None else "'")
        m.check_keys(n, ("struct", "field", "linux", "follows", "why"), what)
        if any(m.need(n, key, str, what) is None for key in ("struct", "linux", "follows", "why")):
            continue
        if n["linux"] not in UPSTREAM_KERNELS:
            m.err(n.where("linux"), f"{what}: linux {n['linux']!r} is none of the kernels "
                  f"checked with declarations ({', '.join(UPSTREAM_KERNELS)})")
            continue
        st = m.structs.get(n["struct"])
        if st is None:
            m.err(n.where("struct"), f"{what}: unknown structure")
            continue
        field = n.get("field")
        if field is not None and (not isinstance(field, str) or
                                  not any(f.name == field for f in st.fields)):
            m.err(n.where("field"), f"{what}: '{st.name}' has no field {field!r}")
            continue
        key = (n["linux"], st.name, field)
        if key in seen:
            m.err(n.where(), f"{what}: declared twice (first at {seen[key]})")
            continue
        seen[key] = n.where()
        m.upstream_differences.append(n)


def _fwctl_rule(m, v, where, what, op_mod_enum=None):
    """`fwctl:` - what upstream's fwctl/mlx5 grants: a scope name (the lowest it grants, for
    every op_mod), 'refused' (at no scope), or {scope: ..., op_mod: {VALUE: scope}} where it
    tells op_mod values apart (a VALUE is a name of the command's op_mod enum, or a number in
    quotes: YAML keys are strings here).
    Returns (scope, {op_mod: scope}), or None after an error."""
    names = FWCTL_SCOPES + [FWCTL_REFUSED]
    op_mod = {}
    if isinstance(v, Node):
        m.check_keys(v, ("scope", "op_mod"), what)
        where = v.where()
        scope, om = v.get("scope"), v.get("op_mod")
        if not isinstance(om, Node) or not om:
            m.err(v.where("op_mod") if "op_mod" in v else where, f"{what}: 'op_mod' maps the "
                  "op_mod values upstream tells apart to their scopes (or write the scope alone)")
            return None
        if "scope" not in v:
            m.err(where, f"{what}: missing 'scope' (what every other op_mod needs)")
            return None
    elif isinstance(v, str):
        scope, om = v, None
    else:
        m.err(where, f"{what}: a scope, '{FWCTL_REFUSED}', or {{scope, op_mod}} is expected")
        return None
    if scope not in names:
        m.err(where, f"{what}: unknown scope {scope!r} (one of {', '.join(names)})")
        return None
    for key, sc in (om or {}).items():
        kw = om.where(key)
        # YAML keys are strings here: a name of the op_mod enum, or a number in quotes
        if re.fullmatch(r"0[xX][0-9a-fA-F]+|[0-9]+", key):
            val = int(key, 0)
            if val > 0xffff:
                m.err(kw, f"{what}: op_mod {key} is not a 16-bit value")
                continue
        else:
            ev = op_mod_enum.by_name(key) if op_mod_enum is not None else None
            if ev is None:
                m.err(kw, f"{what}: op_mod '{key}' is neither a number nor a value of the "
                      "command's op_mod enum" + (f" '{op_mod_enum.name}'" if op_mod_enum
                                                 is not None else " (it has none)"))
                continue
            val = ev.value
        if sc not in names:
            m.err(kw, f"{what}: op_mod {key}: unknown scope {sc!r} (one of {', '.join(names)})")
            continue
        if val in op_mod:
            m.err(kw, f"{what}: op_mod {key} ({val:#x}) is given twice")
            continue
        if sc == scope:
            m.err(kw, f"{what}: op_mod {key} has the rule of every other op_mod ({sc}): "
                  "leave it out")
            continue
        op_mod[val] = sc
    return scope, op_mod


def _fwctl_differences(m):
    """`fwctl_differences:`: each names an opcode where the spec's `fwctl:` knowingly differs
    from upstream's fwctl/mlx5 (or upstream allows a command prm/ does not have), the rule
    upstream has (`upstream:`, in the form of `fwctl:`), and why. tests/unit/
    test_fwctl_scopes.py fails on a difference not declared, and on a declaration upstream's
    source no longer needs."""
    seen = {}
    by_code = {c.opcode: c for c in m.commands}
    for lwhere, n in m._fwctl_differences:
        if not isinstance(n, Node):
            m.err(lwhere, "an entry of 'fwctl_differences' is not a mapping")
            continue
        code = n.get("opcode")
        what = "fwctl_differences " + (f"'{n['name']}'" if isinstance(n.get("name"), str) else
                                       f"{code:#x}" if isinstance(code, int) else "entry")
        m.check_keys(n, ("opcode", "name", "upstream", "why"), what)
        code = m.need(n, "opcode", int, what)
        why = m.need(n, "why", str, what)
        if code is None or why is None:
            continue
        if code < 0 or code > 0xffff:
            m.err(n.where("opcode"), f"{what}: opcode {code:#x} is not 16 bits")
            continue
        if code in seen:
            m.err(n.where("opcode"), f"{what}: opcode {code:#x} declared twice (first at "
                  f"{seen[code]})")
            continue
        seen[code] = n.where("opcode")
        c = by_code.get(code)
        if "name" in n and c is not None and n["name"] != c.name:
            m.err(n.where("name"), f"{what}: opcode {code:#x} is command '{c.name}'")
            continue
        if "upstream" not in n:
            m.err(n.where(), f"{what}: missing 'upstream' (the rule upstream's fwctl/mlx5 has)")
            continue
        rule = _fwctl_rule(m, n["upstream"], n.where("upstream"), f"{what} upstream",
                           c.op_mod_enum if c is not None else None)
        if rule is not None:
            m.fwctl_differences.append((code, rule[0], rule[1], why, n.where()))


def _load_enum(m, n, file):
    m.check_keys(n, ("name", "prefix", "doc", "values"), f"enum '{n.get('name')}'")
    name = m.need(n, "name", str, "enum")
    if name is None:
        return
    what = f"enum '{name}'"
    prefix = m.need(n, "prefix", str, what)
    if name in m.enums:
        m.err(n.where("name"), f"{what}: duplicate enum name (first at {m.enums[name].where})")
        return
    e = Enum(name, prefix, n.get("doc", ""), n.where())
    m.enums[name] = e
    seen_v, seen_n = {}, {}
    for v in n.get("values") or []:
        if not isinstance(v, Node):
            m.err(n.where("values"), f"{what}: a value is not a mapping")
            continue
        m.check_keys(v, ("name", "value", "doc", "struct", "access", "kind", "present_if"),
                     f"{what} value '{v.get('name')}'")
        vn = m.need(v, "name", str, f"{what} value")
        vv = m.need(v, "value", int, f"{what} value '{vn}'")
        if vn is None or vv is None:
            continue
        if not IDENT.match(vn):
            m.err(v.where("name"), f"{what} value '{vn}': not a C identifier")
        if vn in seen_n:
            m.err(v.where("name"), f"{what} value '{vn}': duplicate name")
        if vv in seen_v:
            m.err(v.where("value"), f"{what} value '{vn}': duplicate value {vv:#x} "
                  f"(also '{seen_v[vv]}')")
        seen_n[vn] = vv
        seen_v[vv] = vn
        acc = v.get("access")
        if acc is not None and acc not in ("RO", "RW"):
            m.err(v.where("access"), f"{what} value '{vn}': access '{acc}' is not RO or RW")
            acc = None
        e.values.append(EnumValue(vn, vv, v.get("doc", ""), v.get("struct"), acc))
        e.values[-1].node = v
        if v.get("present_if") is not None:
            e.values[-1].present_if = m.need(v, "present_if", str, f"{what} value '{vn}'")
        kind = v.get("kind")
        if kind is not None and kind not in ("counter", "gauge"):
            m.err(v.where("kind"), f"{what} value '{vn}': kind '{kind}' is not counter (it only "
                  "grows: a rate makes sense) or gauge (a level)")
        else:
            e.values[-1].kind = kind
    if any("kind" in x.node for x in e.values):
        for x in e.values:
            if "kind" not in x.node:
                m.err(x.node.where(), f"{what} value '{x.name}': no 'kind' (the enum's other "
                      "values have one: counter or gauge)")


FIELD_KEYS = ("name", "bit", "width", "kind", "enum", "type", "types", "count", "flex", "doc",
              "format")
# display formats (a field's `format:`): a name, or a mapping {as: NAME, ...}
FORMATS = ("hex", "dec", "bcd", "number", "bits", "ascii", "mac", "date")
FORMAT_KEYS = ("as", "unit", "scale", "signed", "of", "name")


def _load_struct(m, n, file):
    m.check_keys(n, ("name", "doc", "size", "fields"), f"struct '{n.get('name')}'")
    name = m.need(n, "name", str, "struct")
    if name is None:
        return
    what = f"struct '{name}'"
    if not IDENT.match(name):
        m.err(n.where("name"), f"{what}: not a C identifier")
    size = m.need(n, "size", int, what)
    if name in m.structs:
        m.err(n.where("name"), f"{what}: duplicate structure name "
              f"(first at {m.structs[name].node.where()})")
        return
    st = Struct(n, file)
    m.structs[name] = st
    if size is not None and size % 32:
        m.err(n.where("size"), f"{what}: size {size:#x} bits is not a whole number of 32-bit words")
    names = set()
    for fn in n.get("fields") or []:
        if not isinstance(fn, Node):
            m.err(n.where("fields"), f"{what}: a field is not a mapping")
            continue
        fname = fn.get("name")
        fwhat = f"{what} field '{fname}'"
        m.check_keys(fn, FIELD_KEYS, fwhat)
        if not isinstance(fname, str) or not IDENT.match(fname) or fname in C_KEYWORDS:
            m.err(fn.where("name"), f"{fwhat}: name is not a usable C identifier")
            continue
        if fname in names:
            m.err(fn.where("name"), f"{fwhat}: duplicate field name")
            continue
        names.add(fname)
        if not isinstance(fn.get("bit"), int) or isinstance(fn.get("bit"), bool):
            m.err(fn.where("bit") if "bit" in fn else fn.where(), f"{fwhat}: missing or bad 'bit'")
            continue
        f = Field(st, fn)
        if f.kind is not None and f.kind not in KINDS:
            m.err(fn.where("kind"), f"{fwhat}: unknown kind '{f.kind}' (one of {', '.join(KINDS)})")
            continue
        st.fields.append(f)


def _load_command(m, n, file):
    m.check_keys(n, ("name", "opcode", "in", "out", "scope", "doc", "op_mod", "fw_uid", "tail",
                     "creates", "queries", "register", "op_mod_scope", "emulated", "handler",
                     "reply", "constraints", "uctx_cap", "requires", "fwctl", "scrub"),
                 f"command '{n.get('name')}'")
    name = m.need(n, "name", str, "command")
    if name is None:
        return
    what = f"command '{name}'"
    m.need(n, "opcode", int, what)
    m.need(n, "scope", str, what)
    m.need(n, "doc", str, what)
    if "fwctl" not in n:
        m.err(n.where(), f"{what}: missing 'fwctl' (what upstream's fwctl/mlx5 grants it: "
              f"{', '.join(FWCTL_SCOPES)}, {FWCTL_REFUSED}, or {{scope, op_mod}})")
    if not isinstance(n.get("emulated", True), bool):
        m.err(n.where("emulated"), f"{what}: 'emulated' is true or false")
    if "handler" in n and not (isinstance(n["handler"], str) and IDENT.match(n["handler"])):
        m.err(n.where("handler"), f"{what}: 'handler' names a C function suffix")
    c = Command(n, file)
    c.in_ = n.get("in")
    m.commands.append(c)


def _reply_field(m, c, st, path, where, what):
    """An integer field of st (dotted path) that a generated reply may read or write."""
    if st is None:
        return None
    if not isinstance(path, str):
        m.err(where, f"{what}: a field name is expected, not {path!r}")
        return None
    f = st.field(path)[1]
    if f is None:
        m.err(where, f"{what}: '{path}' is not a field of '{st.name}'")
        return None
    if not f.is_int or not f.width or f.width > 64:
        m.err(where, f"{what}: '{path}' of '{st.name}' is not an integer field of at most 64 bits")
        return None
    if path in ("opcode", "op_mod", "uid", "status", "syndrome"):
        m.err(where, f"{what}: '{path}' belongs to the mailbox header, not to a reply")
        return None
    return f


def _resolve_reply(m, c):
    """reply: {set: {out_field: value}, echo: {out_field: in_field}} - the generated dispatcher
    answers the command itself: outbox fields from constants and from inbox fields."""
    what = f"command '{c.name}' reply"
    r = c.reply
    if not isinstance(r, Node):
        m.err(c.node.where("reply"), f"{what}: a mapping with 'set' and/or 'echo' is expected")
        return
    m.check_keys(r, ("set", "echo"), what)
    if not r.get("set") and not r.get("echo"):
        m.err(c.node.where("reply"), f"{what}: needs 'set' and/or 'echo'")
    if c.handler is not None or not c.emulated:
        m.err(c.node.where("reply"), f"{what}: a reply replaces the handler: no 'handler', "
              "and not 'emulated: false'")
    seen = set()
    for key in ("set", "echo"):
        sub = r.get(key)
        if sub is None:
            continue
        if not isinstance(sub, Node):
            m.err(r.where(key), f"{what}: '{key}' maps outbox fields to "
                  f"{'values' if key == 'set' else 'inbox fields'}")
            continue
        for out_path, v in sub.items():
            where = sub.where(out_path)
            f = _reply_field(m, c, c.out_st, out_path, where, what)
            if f is None:
                continue
            if out_path in seen:
                m.err(where, f"{what}: '{out_path}' is set twice")
                continue
            seen.add(out_path)
            if key == "set":
                if not isinstance(v, int) or isinstance(v, bool) or v < 0 or v >> f.width:
                    m.err(where, f"{what}: value {hex(v) if isinstance(v, int) else repr(v)} for '{out_path}' does not fit "
                          f"{f.width} bits")
                    continue
                c.reply_set.append((out_path, f, v))
            else:
                fi = _reply_field(m, c, c.in_st, v, where, what)
                if fi is None:
                    continue
                if fi.width > f.width:
                    m.err(where, f"{what}: inbox '{v}' ({fi.width} bits) does not fit outbox "
                          f"'{out_path}' ({f.width} bits)")
                    continue
                c.reply_echo.append((out_path, f, v, fi))


class Part:
    """A part of an integer made of parts (a command's 16-bit op_mod, a `packed` word): bits
    lsb .. lsb + width - 1, counted from the least significant bit as the PRM writes them
    (QUERY_HCA_CAP: op_mod[0] current, op_mod[15:1] capability type)."""

    def __init__(self, name, lsb, width, enum, doc):
        self.name, self.lsb, self.width, self.enum, self.doc = name, lsb, width, enum, doc

    @property
    def mask(self):
        return (1 << self.width) - 1


class Packed:
    """A word made of parts (`packed:`): the generated header encodes and decodes it."""

    def __init__(self, name, width, doc, parts, where):
        self.name, self.width, self.doc, self.parts, self.where = name, width, doc, parts, where


def _parts(m, n, what, bits):
    """{fields: [{name, lsb, width, enum, doc}]} of an integer of `bits` bits -> [Part]."""
    fl = n.get("fields")
    if not isinstance(fl, list) or not fl:
        m.err(n.where("fields") if "fields" in n else n.where(), f"{what}: 'fields' lists its parts")
        return []
    out, used, names = [], 0, set()
    for fn in fl:
        if not isinstance(fn, Node):
            m.err(n.where("fields"), f"{what}: a field is not a mapping")
            continue
        fwhat = f"{what} field '{fn.get('name')}'"
        m.check_keys(fn, ("name", "lsb", "width", "enum", "doc"), fwhat)
        name, lsb, width = fn.get("name"), fn.get("lsb"), fn.get("width")
        if not isinstance(name, str) or not IDENT.match(name) or name in C_KEYWORDS:
            m.err(fn.where("name") if "name" in fn else fn.where(),
                  f"{fwhat}: name is not a usable C identifier")
            continue
        if name in names:
            m.err(fn.where("name"), f"{fwhat}: duplicate field name")
            continue
        names.add(name)
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in (lsb, width)) or \
                lsb < 0 or width < 1 or lsb + width > bits:
            m.err(fn.where("lsb") if "lsb" in fn else fn.where(),
                  f"{fwhat}: 'lsb' and 'width' place it inside the {bits} bits "
                  "(lsb 0 is the least significant bit)")
            continue
        mask = ((1 << width) - 1) << lsb
        if used & mask:
            m.err(fn.where("lsb"), f"{fwhat}: overlaps another field (bits {lsb}-{lsb + width - 1})")
            continue
        used |= mask
        en = fn.get("enum")
        if en is not None:
            e = m.enums.get(en) if isinstance(en, str) else None
            if e is None:
                m.err(fn.where("enum"), f"{fwhat}: unknown enum {en!r}")
                continue
            wide = [v.name for v in e.values if v.value >> width]
            if wide:
                m.err(fn.where("enum"), f"{fwhat}: enum '{en}' value '{wide[0]}' does not fit "
                      f"{width} bits")
                continue
        out.append(Part(name, lsb, width, en, fn.get("doc", "")))
    return out


def _resolve_op_mod(m, c):
    """op_mod: {fields: [{name, lsb, width, enum, doc}], doc}: op_mod is made of fields (the
    generated header has an encoder and a decoder per field, mlx5ctl_<command>_op_mod())."""
    what = f"command '{c.name}' op_mod"
    m.check_keys(c.op_mod, ("fields", "doc"), what)
    c.op_mod_fields = _parts(m, c.op_mod, what, 16)
    parts = sorted(c.op_mod_fields, key=lambda f: -f.lsb)
    # what op_mod means, in words (the library's descriptor and the tool show it)
    words = [f"{f.enum or f.name} << {f.lsb}" if f.lsb else (f.enum or f.name) for f in parts]
    c.op_mod = " | ".join(f"({w})" if " " in w and len(words) > 1 else w for w in words)


def _load_packed(m, n, file):
    """packed: a 32- or 64-bit word made of parts, e.g. the firmware version
    major << 24 | minor << 16 | subminor: mlx5ctl_<name>_pack(parts...) and
    mlx5ctl_<name>_<part>(word) in the user-space ifc header."""
    name = m.need(n, "name", str, "packed")
    if name is None:
        return
    what = f"packed '{name}'"
    m.check_keys(n, ("name", "width", "doc", "fields"), what)
    if not IDENT.match(name):
        m.err(n.where("name"), f"{what}: not a C identifier")
        return
    if name in m.packed:
        m.err(n.where("name"), f"{what}: duplicate name (first at {m.packed[name].where})")
        return
    width = n.get("width", 32)
    if width not in (16, 32, 64):
        m.err(n.where("width"), f"{what}: width is 16, 32 or 64 bits")
        return
    m.need(n, "doc", str, what)
    m.packed[name] = Packed(name, width, n.get("doc", ""), [], n.where())
    m._packed_nodes.append((m.packed[name], n))


def _resolve_packed(m):
    """Packed words' parts, once every enum is known."""
    for pk, n in m._packed_nodes:
        pk.parts = _parts(m, n, f"packed '{pk.name}'", pk.width)


def _load_register(m, n, file):
    m.check_keys(n, ("name", "id", "layout", "access", "doc", "read_scope", "write_scope",
                     "read_uctx_cap", "write_uctx_cap", "handler", "constraints", "at_rest",
                     "unreadable"),
                 f"register '{n.get('name')}'")
    name = m.need(n, "name", str, "register")
    if name is None:
        return
    what = f"register '{name}'"
    m.need(n, "id", int, what)
    m.need(n, "layout", str, what)
    m.need(n, "doc", str, what)
    acc = m.need(n, "access", str, what)
    if acc is not None and acc not in ("RO", "RW", "WO"):
        m.err(n.where("access"), f"{what}: access '{acc}' is not RO, RW or WO")
    if "unreadable" in n:
        m.need(n, "unreadable", str, what)
        if "at_rest" in n:
            m.err(n.where("at_rest"), f"{what}: at_rest and unreadable together (a register "
                  "read at rest is readable)")
    h = n.get("handler", name)
    if not isinstance(h, str) or not IDENT.match(h):
        m.err(n.where("handler" if "handler" in n else "name"),
              f"{what}: its handler (the name, or 'handler') is not a C function suffix")
    m.registers.append(Register(n, file))


def _derive_enums(m):
    """Opcodes and register ids are enums too, derived from the commands and registers."""
    for ename, prefix, items, key in (("cmd_op", "CMD_OP", m.commands, "opcode"),
                                      ("reg_id", "REG", m.registers, "id")):
        if ename in m.enums:
            m.err(m.enums[ename].where, f"enum '{ename}': reserved name (derived from the spec)")
            continue
        e = Enum(ename, prefix, "Command opcodes" if key == "opcode" else "Access register ids",
                 "(derived)")
        seen_n, seen_v = {}, {}
        for it in items:
            v = it.node.get(key)
            if not isinstance(v, int):
                continue
            what = f"{'command' if key == 'opcode' else 'register'} '{it.name}'"
            if it.name in seen_n:
                m.err(it.node.where("name"), f"{what}: duplicate name (first at {seen_n[it.name]})")
                continue
            if v in seen_v:
                m.err(it.node.where(key), f"{what}: duplicate {key} {v:#x} (also '{seen_v[v]}')")
                continue
            seen_n[it.name] = it.node.where("name")
            seen_v[v] = it.name
            e.values.append(EnumValue(it.name, v, it.doc))
            e.values[-1].node = it.node     # where it comes from (the banners name its file)
        e.values.sort(key=lambda x: x.value)
        m.enums[ename] = e


def _resolve(m):
    # fields: kinds, widths, references
    for st in m.structs.values():
        what = f"struct '{st.name}'"
        for f in st.fields:
            fw = f"{what} field '{f.name}'"
            n = f.node
            if f.type is not None:
                t = m.structs.get(f.type)
                if t is None:
                    m.err(n.where("type"), f"{fw}: unknown structure '{f.type}'")
                    f.kind = "invalid"
                    continue
                f.type_obj = t
                if f.kind not in (None, "struct", "array"):
                    m.err(n.where("kind"), f"{fw}: kind '{f.kind}' cannot have a 'type'")
                if f.flex:
                    f.kind, f.width = "array", 0
                elif f.count is not None:
                    if not isinstance(f.count, int) or f.count < 1:
                        m.err(n.where("count"), f"{fw}: count must be a positive integer")
                        f.kind = "invalid"
                        continue
                    f.kind = "array"
                    w = t.size * f.count
                    if f.width is not None and f.width != w:
                        m.err(n.where("width"), f"{fw}: width {f.width:#x} is not "
                              f"{f.count} x {f.type} ({w:#x})")
                    f.width = w
                else:
                    f.kind = "struct"
                    if f.width is not None and f.width != t.size:
                        m.err(n.where("width"), f"{fw}: width {f.width:#x} is not the size of "
                              f"'{f.type}' ({t.size:#x})")
                    f.width = t.size
            elif f.kind == "union" or f.types is not None:
                f.kind = "union"
                if not isinstance(f.types, list) or not f.types:
                    m.err(n.where("types") if "types" in n else n.where(),
                          f"{fw}: a union needs a list of 'types'")
                    f.kind = "invalid"
                    continue
                f.type_objs = []
                for tn in f.types:
                    t = m.structs.get(tn)
                    if t is None:
                        m.err(n.where("types"), f"{fw}: unknown structure '{tn}' in union")
                    else:
                        f.type_objs.append(t)
                if not isinstance(f.width, int):
                    m.err(n.where(), f"{fw}: a union needs a 'width'")
                    f.kind = "invalid"
                    continue
                for t in f.type_objs:
                    if t.size > f.width:
                        m.err(n.where("types"), f"{fw}: '{t.name}' ({t.size:#x} bits) does not "
                              f"fit the union's {f.width:#x} bits")
            else:
                if not isinstance(f.width, int) or isinstance(f.width, bool) or f.width < 1:
                    m.err(n.where("width") if "width" in n else n.where(),
                          f"{fw}: missing or bad 'width'")
                    f.kind = "invalid"
                    continue
                if f.enum is not None:
                    if f.enum not in m.enums:
                        m.err(n.where("enum"), f"{fw}: unknown enum '{f.enum}'")
                    if f.kind not in (None, "enum"):
                        m.err(n.where("kind"), f"{fw}: kind '{f.kind}' cannot have an 'enum'")
                    f.kind = "enum"
                elif f.kind is None:
                    f.kind = "uint"
                if f.kind == "enum" and f.enum is None:
                    m.err(n.where("kind"), f"{fw}: kind 'enum' needs an 'enum'")
                if f.kind == "flag" and f.width != 1:
                    m.err(n.where("width"), f"{fw}: a flag is 1 bit wide, not {f.width:#x}")
                if f.kind == "bytes":
                    if f.bit % 8 or f.width % 8:
                        m.err(n.where("bit"), f"{fw}: a byte array must start and end on a byte")
                if f.kind in ("uint", "enum") and f.width > 32:
                    if f.kind == "enum" or f.width != 64 or f.bit % 64:
                        m.err(n.where("width"), f"{fw}: {f.width:#x} bits wide: wider than 32 bits"
                              " but not an aligned 64-bit field or a byte array")
                elif f.kind in ("uint", "enum") and f.bit // 32 != (f.bit + f.width - 1) // 32:
                    m.err(n.where("bit"), f"{fw}: crosses a 32-bit word boundary")
                if f.flex:
                    if f.kind != "uint" or f.width not in (32, 64):
                        m.err(n.where("flex"), f"{fw}: a flexible array of integers has 32- or "
                              "64-bit elements")
                    f.elem_width, f.width = f.width, 0
            if f.kind in ("struct", "array", "union") and f.bit % 32:
                m.err(n.where("bit"), f"{fw}: a nested structure must start on a 32-bit word")
        # layout: range, overlap, flexible tail
        if not isinstance(st.size, int):
            continue
        prev = None
        for f in sorted((x for x in st.fields if x.kind != "invalid"), key=lambda x: x.bit):
            fw = f"{what} field '{f.name}'"
            if f.flex:
                if f.bit != st.size:
                    m.err(f.node.where("bit"), f"{fw}: a flexible array must start at the end of "
                          f"the structure ({st.size:#x})")
                if st.flex is not None:
                    m.err(f.node.where("flex"), f"{fw}: a second flexible array")
                st.flex = f
                continue
            if f.bit < 0 or f.end > st.size:
                m.err(f.node.where("bit"), f"{fw}: bits {f.bit:#x}-{f.end - 1:#x} are outside "
                      f"the structure's {st.size:#x} bits")
            if prev is not None and f.bit < prev.end:
                m.err(f.node.where("bit"), f"{fw}: overlaps field '{prev.name}' "
                      f"(bits {prev.bit:#x}-{prev.end - 1:#x})")
            if prev is None or f.end > prev.end:
                prev = f
        st.fields.sort(key=lambda x: x.bit)
    # display formats, once every field's kind and width are known
    for st in m.structs.values():
        for f in st.fields:
            if "format" in f.node and f.kind != "invalid":
                _resolve_format(m, st, f)
    # structure cycles
    for st in m.structs.values():
        _check_cycle(m, st, [])
    # commands
    for c in m.commands:
        what = f"command '{c.name}'"
        n = c.node
        for key in ("in", "out"):
            sname = n.get(key)
            if sname is None:
                m.err(n.where(), f"{what}: missing '{key}' structure")
            elif sname not in m.structs:
                m.err(n.where(key), f"{what}: '{key}' structure '{sname}' does not exist")
        c.in_st = m.structs.get(n.get("in"))
        c.out_st = m.structs.get(n.get("out"))
        if c.scope is not None and c.scope not in SCOPES:
            m.err(n.where("scope"), f"{what}: unknown scope '{c.scope}' (one of {', '.join(SCOPES)})")
        if c.fw_uid is None:
            c.fw_uid = c.scope != "kernel-only"
        for om, sc in c.op_mod_scope.items():
            if not isinstance(om, int) or sc not in SCOPES:
                m.err(n.where("op_mod_scope"), f"{what}: op_mod_scope maps op_mod values to scopes")
        c.op_mod_fields = []
        if isinstance(c.op_mod, Node):
            _resolve_op_mod(m, c)
        elif not isinstance(c.op_mod, str):
            m.err(n.where("op_mod"), f"{what}: 'op_mod' is a meaning, an enum's name, or "
                  "{fields: [...]}")
            c.op_mod = ""
        if isinstance(c.op_mod, str) and c.op_mod in m.enums:
            c.op_mod_enum = m.enums[c.op_mod]
        else:
            c.op_mod_enum = None
        if "fwctl" in n:
            rule = _fwctl_rule(m, n["fwctl"], n.where("fwctl"), f"{what} fwctl", c.op_mod_enum)
            if rule is not None:
                c.fwctl_scope, c.fwctl_op_mod = rule
        if c.in_st is not None and c.in_st.field("opcode")[1] is None:
            m.err(n.where("in"), f"{what}: inbox '{c.in_st.name}' has no 'opcode' field")
        if c.out_st is not None and c.out_st.field("status")[1] is None:
            m.err(n.where("out"), f"{what}: outbox '{c.out_st.name}' has no 'status' field")
        if c.tail is not None:
            if not isinstance(c.tail, Node):
                m.err(n.where("tail"), f"{what}: 'tail' is a mapping")
            else:
                for key in ("in", "out"):
                    p = c.tail.get(key)
                    st = c.in_st if key == "in" else c.out_st
                    if p is not None and st is not None:
                        off, f = st.field(p)
                        if f is None or not f.flex:
                            m.err(c.tail.where(key), f"{what}: tail '{p}' is not a flexible array "
                                  f"of '{st.name}'")
                cnt = c.tail.get("count")
                if cnt is not None and c.in_st is not None and c.in_st.field(cnt)[1] is None:
                    m.err(c.tail.where("count"), f"{what}: tail count '{cnt}' is not a field of "
                          f"'{c.in_st.name}'")
        if c.register is not None:
            r = c.register
            if not isinstance(r, Node) or c.in_st is None or \
                    c.in_st.field(str(r.get("id")))[1] is None or \
                    not isinstance(r.get("write_op_mod"), int):
                m.err(n.where("register"), f"{what}: 'register' needs 'id' (a field of the inbox) "
                      "and 'write_op_mod'")
    for c in m.commands:
        if c.reply is not None:
            _resolve_reply(m, c)
    # a command's inbox opcode and outbox status take the opcode and status enums
    for c in m.commands:
        for st, fname, ename in ((c.in_st, "opcode", "cmd_op"), (c.out_st, "status", "cmd_status")):
            f = st.field(fname)[1] if st is not None else None
            if f is not None and f.kind == "uint" and ename in m.enums:
                f.kind, f.enum = "enum", ename
    for c in m.commands:
        q = c.queries
        if q is None:
            continue
        what = f"command '{c.name}'"
        if not isinstance(q, Node) or not isinstance(q.get("object"), str):
            m.err(c.node.where("queries"), f"{what}: 'queries' needs 'object' (a name) and 'id'")
            continue
        m.check_keys(q, ("object", "id", "answers", "why"), f"{what} queries")
        if c.in_st is not None and c.in_st.field(str(q.get("id")))[1] is None:
            m.err(q.where("id"), f"{what}: id '{q.get('id')}' is not a field of '{c.in_st.name}'")
    by_name = {c.name: c for c in m.commands}
    for c in m.commands:
        if c.creates is None:
            c.destroy = None
            continue
        what = f"command '{c.name}'"
        cr = c.creates
        if not isinstance(cr, Node):
            m.err(c.node.where("creates"), f"{what}: 'creates' is a mapping")
            continue
        m.check_keys(cr, ("object", "id", "destroy", "destroy_id"), f"{what} creates")
        d = by_name.get(cr.get("destroy"))
        if d is None:
            m.err(cr.where("destroy"), f"{what}: destroy command '{cr.get('destroy')}' does not exist")
            continue
        c.destroy = d
        if c.out_st and c.out_st.field(str(cr.get("id")))[1] is None:
            m.err(cr.where("id"), f"{what}: id '{cr.get('id')}' is not a field of '{c.out_st.name}'")
        if d.in_st and d.in_st.field(str(cr.get("destroy_id")))[1] is None:
            m.err(cr.where("destroy_id"), f"{what}: destroy_id '{cr.get('destroy_id')}' is not a "
                  f"field of '{d.in_st.name}'")
        if not isinstance(cr.get("object"), str):
            m.err(cr.where(), f"{what}: creates needs 'object' (a name)")
    # registers
    for r in m.registers:
        what = f"register '{r.name}'"
        r.layout_st = m.structs.get(r.layout)
        if r.layout is not None and r.layout_st is None:
            m.err(r.node.where("layout"), f"{what}: layout structure '{r.layout}' does not exist")
        for key in ("read_scope", "write_scope"):
            v = getattr(r, key)
            if v is not None and v not in SCOPES:
                m.err(r.node.where(key), f"{what}: unknown scope '{v}'")
        if r.read_scope is None:
            r.read_scope = "debug-read" if r.access in ("RO", "RW") else "kernel-only"
        if r.write_scope is None:
            r.write_scope = "debug-write" if r.access in ("RW", "WO") else "kernel-only"
    # constraints on what user space may send, and the UCTX capabilities commands need
    hdr = m.structs.get("mbox_in_hdr")
    for doc, lst in m._header_nodes:
        if hdr is None:
            m.err(doc.where("header_constraints"), "header_constraints: there is no 'mbox_in_hdr'")
            continue
        m.header_constraints += _constraints(m, lst, hdr, doc.where("header_constraints"),
                                             "header_constraints")
    for c in m.commands:
        what = f"command '{c.name}'"
        if c.node.get("constraints") is not None and c.in_st is not None:
            c.constraints = _constraints(m, c.node["constraints"], c.in_st,
                                         c.node.where("constraints"), f"{what} constraints")
        if c.node.get("uctx_cap") is not None:
            c.uctx_cap = _uctx_caps(m, c.node["uctx_cap"], c.node.where("uctx_cap"),
                                    f"{what} uctx_cap")
        if c.node.get("requires") is not None:
            c.requires = _requires(m, c, c.node["requires"], c.node.where("requires"),
                                   f"{what} requires")
        elif c.reply is not None:
            # a spec reply answers once the HCA is initialised and the caller's UID is live
            c.requires = ["hca_init"] + (["uid"] if c.fw_uid else [])
    _check_shared_requires(m)
    for c in m.commands:
        if c.node.get("scrub") is not None and c.out_st is not None:
            c.scrub = _scrub(m, c)
    for r in m.registers:
        if r.node.get("constraints") is not None and getattr(r, "layout_st", None) is not None:
            r.constraints = _reg_constraints(m, r)
    _resolve_queries(m)
    for r in m.registers:
        for key in ("read_uctx_cap", "write_uctx_cap"):
            if r.node.get(key) is not None:
                setattr(r, key, _uctx_caps(m, r.node[key], r.node.where(key),
                                           f"register '{r.name}' {key}"))
        if r.read_uctx_cap and r.access == "WO":
            m.err(r.node.where("read_uctx_cap"), f"register '{r.name}': read_uctx_cap on a "
                  "write-only register")
        if r.write_uctx_cap and r.access == "RO":
            m.err(r.node.where("write_uctx_cap"), f"register '{r.name}': write_uctx_cap on a "
                  "read-only register")
        if r.node.get("at_rest") is not None and getattr(r, "layout_st", None) is not None:
            r.at_rest = _at_rest(m, r)
    for e in m.enums.values():
        for v in e.values:
            if v.present_if is None:
                continue
            first = next((x for x in e.values if x.value == 0 and x.struct), None)
            st = m.structs.get(first.struct) if first else None
            f = st.field(v.present_if)[1] if st else None
            if f is None or f.width != 1:
                m.err(v.node.where("present_if"), f"enum '{e.name}' value '{v.name}': "
                      f"present_if '{v.present_if}' is not a one-bit field of the structure of "
                      "the enum's value 0")
    # enum value -> struct references
    for e in m.enums.values():
        for v in e.values:
            if v.struct is not None and v.struct not in m.structs:
                m.err(v.node.where("struct"), f"enum '{e.name}' value '{v.name}': unknown "
                      f"structure '{v.struct}'")
    m.commands.sort(key=lambda c: c.opcode if isinstance(c.opcode, int) else -1)
    m.registers.sort(key=lambda r: r.id if isinstance(r.id, int) else -1)


def _at_rest(m, r):
    """A register's 'at_rest': the index fields a read names when nothing else says which
    (PTYS: the protocol), field -> a number or a name of the field's enum; as words."""
    what = f"register '{r.name}' at_rest"
    n = r.node["at_rest"]
    if not isinstance(n, Node) or not n:
        m.err(r.node.where("at_rest"), f"{what}: a mapping of field names to values")
        return None
    words = []
    for k, v in n.items():
        f = r.layout_st.field(k)[1] if isinstance(k, str) else None
        if f is None or f.flex or f.kind not in (None, "uint", "enum", "flag"):
            m.err(n.where(k), f"{what}: '{k}' is not a number field of '{r.layout}'")
            continue
        if isinstance(v, str):
            e = m.enums.get(f.enum) if f.enum else None
            hit = next((x for x in e.values if x.name == v), None) if e else None
            if hit is None:
                m.err(n.where(k), f"{what}: {k}: '{v}' is not a value of its enum")
                continue
            v = hit.value
        if not isinstance(v, int) or isinstance(v, bool) or v < 0 or v >> f.width:
            m.err(n.where(k), f"{what}: {k}: not a value of its {f.width} bits")
            continue
        words.append(f"{k}={v}")
    return " ".join(words) or None


def _resolve_format(m, st, f):
    """A field's `format:` - how people read it (the tool's tables and JSON):
    hex / dec (an integer in that base), bcd (binary-coded decimal), number (an integer with
    `scale`, `unit`, `signed`), bits (a bit mask whose enum names the bits), ascii (text),
    mac (48 bits as aa:bb:cc:dd:ee:ff), date (BCD year, month, day[, hour as HHMM]).
    `of: [this, other, ...]` joins fields of the structure into one value shown as `name`."""
    what = f"struct '{st.name}' field '{f.name}' format"
    n = f.node
    spec = n["format"]
    if isinstance(spec, str):
        spec = {"as": spec}
    elif isinstance(spec, Node):
        m.check_keys(spec, FORMAT_KEYS, what)
    else:
        m.err(n.where("format"), f"{what}: a format name or a mapping with 'as'")
        return
    fmt = {"as": spec.get("as"), "unit": spec.get("unit"), "scale": spec.get("scale"),
           "signed": spec.get("signed", False), "of": [], "name": spec.get("name")}
    where = n.where("format")
    if fmt["as"] not in FORMATS:
        m.err(where, f"{what}: unknown format {fmt['as']!r} (one of {', '.join(FORMATS)})")
        return
    of = spec.get("of")
    parts = [f]
    if of is not None:
        if not isinstance(of, list) or len(of) < 2 or of[0] != f.name or \
                not all(isinstance(x, str) for x in of):
            m.err(where, f"{what}: 'of' lists this field and the fields joined to it")
            return
        if fmt["as"] not in ("ascii", "mac", "date"):
            m.err(where, f"{what}: only ascii, mac and date join fields")
            return
        if not isinstance(fmt["name"], str) or not IDENT.match(fmt["name"]):
            m.err(where, f"{what}: joined fields need a 'name' to show them as")
            return
        for pn in of[1:]:
            p = next((x for x in st.fields if x.name == pn), None)
            if p is None:
                m.err(where, f"{what}: '{pn}' is not a field of '{st.name}'")
                return
            if p in parts:
                m.err(where, f"{what}: '{pn}' is joined twice")
                return
            parts.append(p)
        if len(parts) > 4:
            m.err(where, f"{what}: at most 4 fields are joined")
            return
    elif fmt["name"] is not None:
        m.err(where, f"{what}: 'name' is for joined fields ('of')")
        return
    for p in parts:
        if not p.is_int and not (p.kind == "bytes" and fmt["as"] in ("ascii", "mac")) or p.flex:
            m.err(where, f"{what}: '{p.name}' is a {p.kind}, not an integer field")
            return
    total = sum(p.width for p in parts)
    kind = fmt["as"]
    if kind in ("hex", "dec", "bcd", "number", "bits") and f.width > 64:
        m.err(where, f"{what}: {kind} needs an integer field")
    elif kind == "bcd" and f.width % 4:
        m.err(where, f"{what}: a BCD field is a whole number of 4-bit digits")
    elif kind == "bits" and (f.enum is None or f.width > 32):
        m.err(where, f"{what}: a bit mask of at most 32 bits names its bits with an 'enum'")
    elif kind == "mac" and total != 48:
        m.err(where, f"{what}: a MAC address is 48 bits, not {total}")
    elif kind == "ascii" and total % 8:
        m.err(where, f"{what}: text is whole bytes, not {total} bits")
    elif kind == "date" and (len(parts) not in (3, 4) or any(p.width not in (8, 16) for p in parts)):
        m.err(where, f"{what}: a date joins year, month, day[, hour] (BCD, 8 or 16 bits each)")
    if kind == "number":
        sc = fmt["scale"]
        if sc is not None and (isinstance(sc, bool) or not isinstance(sc, (int, float)) or sc <= 0):
            m.err(where, f"{what}: 'scale' is a positive number")
        if fmt["unit"] is not None and not isinstance(fmt["unit"], str):
            m.err(where, f"{what}: 'unit' is a string")
        if not isinstance(fmt["signed"], bool) or (fmt["signed"] and f.width > 64):
            m.err(where, f"{what}: 'signed' is true or false")
    elif any(spec.get(k) is not None for k in ("unit", "scale")) or fmt["signed"]:
        m.err(where, f"{what}: 'unit', 'scale' and 'signed' are for format 'number'")
    fmt["of"] = parts[1:]
    f.fmt = fmt


def _check_cycle(m, st, stack):
    if st.name in stack:
        if stack[0] == st.name:
            m.err(st.node.where(), f"struct '{st.name}': contains itself "
                  f"({' -> '.join(stack + [st.name])})")
        return
    for f in st.fields:
        for t in ([getattr(f, "type_obj", None)] if f.kind in ("struct", "array") else
                  getattr(f, "type_objs", []) if f.kind == "union" else []):
            if t is not None:
                _check_cycle(m, t, stack + [st.name])


def _constraints(m, lst, st, where, what, extra=()):
    """constraints: [{field: PATH, eq: VALUE | in: ENUM | absent: true, doc: TEXT}] on st
    (and the keys in extra, left to the caller: each Constraint keeps its node)."""
    out = []
    if not isinstance(lst, list):
        m.err(where, f"{what}: a list of {{field, eq|in|absent, doc}} is expected")
        return out
    seen = set()
    for n in lst:
        if not isinstance(n, Node):
            m.err(where, f"{what}: an entry is not a mapping")
            continue
        path = n.get("field")
        cw = f"{what} '{path}'"
        m.check_keys(n, ("field", "eq", "in", "absent", "doc") + tuple(extra), cw)
        if not isinstance(n.get("doc"), str) or not n.get("doc"):
            m.err(n.where(), f"{cw}: needs a 'doc' (why user space may not send anything else)")
        kinds = [k for k in ("eq", "in", "absent") if k in n]
        if len(kinds) != 1:
            m.err(n.where(), f"{cw}: exactly one of 'eq', 'in' or 'absent' is expected")
            continue
        kind = kinds[0]
        if not isinstance(path, str):
            m.err(n.where("field") if "field" in n else n.where(), f"{what}: 'field' names a "
                  f"field of '{st.name}'")
            continue
        bit, f = st.field(path)
        if f is None:
            m.err(n.where("field"), f"{cw}: not a field of '{st.name}'")
            continue
        # a register's field may have a rule per direction
        key = (path, n.get("direction") if "direction" in extra else None)
        if key in seen:
            m.err(n.where("field"), f"{cw}: constrained twice")
            continue
        seen.add(key)
        if kind == "absent":
            if n["absent"] is not True or not f.flex:
                m.err(n.where("absent"), f"{cw}: 'absent: true' applies to a flexible array only")
                continue
            if bit % 8:
                m.err(n.where("field"), f"{cw}: a flexible array starts on a byte")
                continue
            out.append(Constraint(path, f, bit, kind, [], n.get("doc", ""), n.where()))
            out[-1].node = n
            continue
        if f.flex or not f.is_int or f.width > 32:
            m.err(n.where("field"), f"{cw}: 'eq' and 'in' apply to integer fields of at most "
                  "32 bits")
            continue
        if bit % 32 + f.width > 32:
            m.err(n.where("field"), f"{cw}: 'eq' and 'in' apply to fields inside one dword")
            continue
        if kind == "eq":
            v = n["eq"]
            if isinstance(v, str):
                e = m.enums.get(f.enum) if f.enum else None
                ev = next((x for x in e.values if x.name == v), None) if e else None
                if ev is None:
                    m.err(n.where("eq"), f"{cw}: '{v}' is not a value of the field's enum"
                          f"{' ' + repr(f.enum) if f.enum else ' (it has none)'}")
                    continue
                v = ev.value
            if not isinstance(v, int) or isinstance(v, bool) or v < 0 or v >> f.width:
                m.err(n.where("eq"), f"{cw}: value {v!r} does not fit {f.width} bits")
                continue
            out.append(Constraint(path, f, bit, kind, [v], n.get("doc", ""), n.where()))
            out[-1].node = n
        else:
            e = m.enums.get(n["in"]) if isinstance(n["in"], str) else None
            if e is None:
                m.err(n.where("in"), f"{cw}: 'in' names an enum, '{n['in']}' is none")
                continue
            vals = sorted(x.value for x in e.values)
            if not vals or any(v >> f.width for v in vals):
                m.err(n.where("in"), f"{cw}: enum '{e.name}' has no values, or values wider "
                      f"than {f.width} bits")
                continue
            out.append(Constraint(path, f, bit, kind, vals, n.get("doc", ""), n.where()))
            out[-1].node = n
    return out


def _reg_constraints(m, r):
    """A register's constraints: {field, direction: read | write, eq | in, doc, otherwise}, on its
    layout. 'otherwise: refuse' (the default): a caller below debug-write ("a debug-read
    caller") must send the value, the driver refuses anything else with EINVAL and the
    emulated firmware counts it; 'otherwise: write-scope': on a read, another value makes
    the read an access of the register's write scope (it does what a write does); on a write,
    another value needs the register's write scope even where the transport lets register
    writes pass lower (fwctl/mlx5 grants every ACCESS_REG write at its configuration scope:
    a PPCNT write with clr resets the counters the kernel reports, which is no configuration)."""
    what = f"register '{r.name}' constraints"
    out = _constraints(m, r.node["constraints"], r.layout_st, r.node.where("constraints"), what,
                       extra=("direction", "otherwise"))
    ok = []
    for k in out:
        n, cw = k.node, f"{what} '{k.path}'"
        on, otherwise = n.get("direction"), n.get("otherwise", "refuse")
        if k.kind == "absent":
            m.err(n.where("absent"), f"{cw}: a register payload has no flexible array to leave "
                  "out: 'eq' or 'in'")
            continue
        if on not in ("read", "write"):
            m.err(n.where("direction") if "direction" in n else n.where(), f"{cw}: 'direction' "
                  "is read or write (the access the rule binds)")
            continue
        if otherwise not in ("refuse", "write-scope"):
            m.err(n.where("otherwise"), f"{cw}: 'otherwise' is refuse or write-scope")
            continue
        if (on == "read" and r.access == "WO") or (on == "write" and r.access == "RO"):
            m.err(n.where("direction"), f"{cw}: the register is {r.access}: it has no {on}")
            continue
        if (r.read_scope if on == "read" else r.write_scope) == "kernel-only":
            m.err(n.where("direction"), f"{cw}: a {on} of '{r.name}' is kernel-only: nothing to "
                  "constrain")
            continue
        if otherwise == "write-scope" and on == "read":
            if r.write_scope == "kernel-only" or \
                    SCOPES.index(r.write_scope) <= SCOPES.index(r.read_scope):
                m.err(n.where("otherwise"), f"{cw}: the write scope ({r.write_scope}) is not "
                      f"above the read scope ({r.read_scope}): refuse instead")
                continue
        elif otherwise == "write-scope":
            # a write already needs the write scope on 6.12; the rule binds where register
            # writes pass lower (fwctl/mlx5: every write at FWCTL_RPC_CONFIGURATION)
            if SCOPES.index(r.write_scope) <= SCOPES.index("configuration"):
                m.err(n.where("otherwise"), f"{cw}: the write scope ({r.write_scope}) is not "
                      "above configuration, where fwctl lets every register write pass: "
                      "nothing to keep")
                continue
        k.on, k.lift = on, otherwise == "write-scope"
        ok.append(k)
    return ok


def _scrub(m, c):
    """scrub: [{field: PATH, doc: TEXT}] on the outbox: fields user space never sees."""
    what = f"command '{c.name}' scrub"
    lst = c.node["scrub"]
    if not isinstance(lst, list):
        m.err(c.node.where("scrub"), f"{what}: a list of {{field, doc}} is expected")
        return []
    out, seen = [], set()
    for n in lst:
        if not isinstance(n, Node):
            m.err(c.node.where("scrub"), f"{what}: an entry is not a mapping")
            continue
        path = n.get("field")
        cw = f"{what} '{path}'"
        m.check_keys(n, ("field", "doc"), cw)
        if not isinstance(n.get("doc"), str) or not n.get("doc"):
            m.err(n.where(), f"{cw}: needs a 'doc' (why user space must not see it)")
            continue
        if not isinstance(path, str):
            m.err(n.where(), f"{what}: 'field' names a field of '{c.out_st.name}'")
            continue
        bit, f = c.out_st.field(path)
        if f is None or f.kind == "invalid":
            m.err(n.where("field"), f"{cw}: not a field of '{c.out_st.name}'")
            continue
        if path in seen:
            m.err(n.where("field"), f"{cw}: scrubbed twice")
            continue
        seen.add(path)
        if bit < 0x40:
            m.err(n.where("field"), f"{cw}: status and syndrome are user space's to decode")
            continue
        if f.flex and (bit % 8 or bit != c.out_st.size):
            m.err(n.where("field"), f"{cw}: a flexible array scrubbed runs to the end of the "
                  f"outbox: it starts at the outbox's end ({c.out_st.size:#x}), on a byte")
            continue
        out.append(Scrub(path, f, bit, None if f.flex else f.width, n["doc"], n.where()))
    spans = sorted(out, key=lambda x: x.bit)
    for a, b in zip(spans, spans[1:]):
        if a.width is None or a.bit + a.width > b.bit:
            m.err(b.where, f"{what} '{b.path}': overlaps '{a.path}'")
    return out


def _resolve_queries(m):
    """queries: {object, id, answers, why}: whose objects the firmware answers the query for
    (ANSWERS), and why: the model implements it, the kernel's outbox rules assume it."""
    for c in m.commands:
        q = c.queries
        if not isinstance(q, Node):
            continue
        what = f"command '{c.name}' queries"
        a = q.get("answers")
        if a not in ANSWERS:
            m.err(q.where("answers") if "answers" in q else q.where(),
                  f"{what}: 'answers' says whose objects it answers for: "
                  + ", ".join(ANSWERS))
            continue
        if a != "device" and not (isinstance(q.get("why"), str) and q["why"]):
            m.err(q.where(), f"{what}: answers {a}: 'why' says why (what real firmware does, "
                  "or that it is not public and which is the worst plausible)")


def _uctx_caps(m, v, where, what):
    """A UCTX capability name (a value of enum 'uctx_cap') or a list of them -> bit mask."""
    e = m.enums.get("uctx_cap")
    names = v if isinstance(v, list) else [v]
    mask = 0
    for name in names:
        ev = next((x for x in e.values if x.name == name), None) if e else None
        if ev is None:
            m.err(where, f"{what}: '{name}' is not a value of enum 'uctx_cap'")
            continue
        mask |= ev.value
    return mask


def _requires(m, c, v, where, what):
    """A command's 'requires': a list of REQUIRES names -> the list, in REQUIRES order."""
    if not isinstance(v, list) or not all(isinstance(x, str) for x in v):
        m.err(where, f"{what}: a list of preconditions ({', '.join(REQUIRES)}) is expected")
        return []
    for name in v:
        if name not in REQUIRES:
            m.err(where, f"{what}: unknown precondition '{name}' (one of {', '.join(REQUIRES)})")
    if len(set(v)) != len(v):
        m.err(where, f"{what}: a precondition is named twice")
    if "enabled" in v and "hca_init" in v:
        m.err(where, f"{what}: 'hca_init' implies 'enabled': name one")
    if "uid" in v and not c.fw_uid:
        m.err(where, f"{what}: 'uid' on a command the firmware takes from uid 0 only (fw_uid)")
    if not c.emulated:
        m.err(where, f"{what}: the model does not emulate the command ('emulated: false')")
    return [x for x in REQUIRES if x in v]


def _check_shared_requires(m):
    """Commands that share a handler share its preconditions (the handler no longer checks)."""
    first = {}
    for c in m.commands:
        if not c.emulated or c.reply is not None:
            continue
        o = first.setdefault(c.handler_name, c)
        if o is not c and o.requires != c.requires:
            m.err(c.node.where("requires") if c.node.get("requires") is not None else c.node.where(),
                  f"command '{c.name}': requires {c.requires}, but '{o.name}' with the same "
                  f"handler '{c.handler_name}' requires {o.requires}")


def uctx_caps_used(m):
    """The UCTX capabilities some command or register direction user space may use requires."""
    mask = 0
    for c in m.commands:
        if c.scope != "kernel-only":
            mask |= c.uctx_cap
    for r in m.registers:
        if r.read_scope != "kernel-only":
            mask |= r.read_uctx_cap
        if r.write_scope != "kernel-only":
            mask |= r.write_uctx_cap
    return mask
