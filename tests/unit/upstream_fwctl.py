# SPDX-License-Identifier: GPL-2.0 OR BSD-3-Clause
"""What upstream's fwctl/mlx5 grants each command, read from the kernel's own source.

    rules(tree) -> (scopes, rules)

tree is a Linux source tree holding drivers/fwctl/mlx5/main.c, include/linux/mlx5/mlx5_ifc.h
and include/uapi/fwctl/fwctl.h (scripts/kernel-ifc-headers --linux 7.3 extracts just those).
`scopes` maps enum fwctl_rpc_scope's names to their values; `rules` maps each opcode
mlx5ctl_validate_rpc() allows to a Rule: the scope any op_mod needs, and the op_mod values it
tells apart. Every MLX5_CMD_OP* name is resolved through the enums of main.c and mlx5_ifc.h.
Anything in the switch this reader does not understand is an error (UpstreamError, naming
the file and line), never a guess: a new form upstream writes makes the test fail until it is
read here.
"""
import os
import re


class UpstreamError(Exception):
    pass


class Rule:
    """scope: the lowest scope (a value of enum fwctl_rpc_scope) any op_mod needs, None when
    refused; op_mod: {value: scope} for the op_mod values upstream tells apart."""

    def __init__(self, scope, op_mod=None, names=(), line=0):
        self.scope, self.op_mod = scope, dict(op_mod or {})
        self.names, self.line = list(names), line

    def key(self):
        return (self.scope, tuple(sorted(self.op_mod.items())))

    def __eq__(self, other):
        return self.key() == other.key()


def _strip_comments(text):
    """C comments out, newlines kept (line numbers stay right)."""
    def blank(m):
        return re.sub(r"[^\n]", " ", m.group(0))
    return re.sub(r"/\*.*?\*/|//[^\n]*", blank, text, flags=re.S)


def _enums(text, path, want):
    """Every enumerator of every enum in text whose name matches `want`: {name: value}, with
    C's rules (an enumerator without a value is the previous one plus one; a value may name
    an earlier enumerator)."""
    out = {}
    for m in re.finditer(r"\benum\s*(?:\w+\s*)?\{(.*?)\}\s*;", text, flags=re.S):
        body, prev, known = m.group(1), -1, {}
        base = text.count("\n", 0, m.start(1)) + 1
        for item in body.split(","):
            line = base + body.count("\n", 0, body.find(item)) if item.strip() else base
            item = item.strip()
            if not item:
                continue
            mm = re.fullmatch(r"([A-Za-z_]\w*)\s*(?:=\s*(.+))?", item, flags=re.S)
            if mm is None:
                raise UpstreamError(f"{path}:{line}: cannot read enumerator '{item}'")
            name, expr = mm.group(1), mm.group(2)
            if expr is None:
                val = prev + 1
            else:
                expr = expr.strip()
                if re.fullmatch(r"0[xX][0-9a-fA-F]+|\d+", expr):
                    val = int(expr, 0)
                elif expr in known:
                    val = known[expr]
                else:
                    val = None      # an expression (BIT(), shifts): not an opcode's form
            known[name] = val
            if val is not None:
                prev = val
            if not re.match(want, name):
                continue
            if val is None:
                raise UpstreamError(f"{path}:{line}: {name} = {expr}: not a number")
            if name in out and out[name] != val:
                raise UpstreamError(f"{path}:{line}: {name} is {val:#x} here, {out[name]:#x} "
                                    "in another enum")
            out[name] = val
    return out


def _function_body(text, name, path):
    m = re.search(r"\b" + re.escape(name) + r"\s*\([^)]*\)\s*\{", text)
    if m is None:
        raise UpstreamError(f"{path}: no function {name}()")
    depth, i = 1, m.end()
    while depth and i < len(text):
        depth += {"{": 1, "}": -1}.get(text[i], 0)
        i += 1
    return m.end(), text[m.end():i - 1]


def read_scopes(tree):
    path = os.path.join(tree, "include", "uapi", "fwctl", "fwctl.h")
    with open(path) as f:
        text = _strip_comments(f.read())
    m = re.search(r"enum\s+fwctl_rpc_scope\s*\{(.*?)\}\s*;", text, flags=re.S)
    if m is None:
        raise UpstreamError(f"{path}: no enum fwctl_rpc_scope")
    scopes = _enums("enum {" + m.group(1) + "};", path, r"FWCTL_RPC_")
    if not scopes:
        raise UpstreamError(f"{path}: enum fwctl_rpc_scope has no values")
    return scopes


def read_opcodes(tree):
    """MLX5_CMD_OP* name -> value, from main.c's own enum and mlx5_ifc.h's."""
    names = {}
    for rel in ("drivers/fwctl/mlx5/main.c", "include/linux/mlx5/mlx5_ifc.h"):
        path = os.path.join(tree, rel)
        with open(path) as f:
            text = _strip_comments(f.read())
        for name, val in _enums(text, rel, r"MLX5_CMD_OP").items():
            if name in names and names[name][0] != val:
                raise UpstreamError(f"{rel}: {name} is {val:#x}, {names[name][1]} says "
                                    f"{names[name][0]:#x}")
            names.setdefault(name, (val, rel))
    return {n: v for n, (v, _) in names.items()}


def rules(tree):
    """(scopes, {opcode: Rule}) of drivers/fwctl/mlx5/main.c's mlx5ctl_validate_rpc()."""
    scopes = read_scopes(tree)
    opcodes = read_opcodes(tree)
    rel = "drivers/fwctl/mlx5/main.c"
    with open(os.path.join(tree, rel)) as f:
        text = _strip_comments(f.read())
    start, body = _function_body(text, "mlx5ctl_validate_rpc", rel)
    first = text.count("\n", 0, start) + 1
    sw = re.search(r"\bswitch\s*\(\s*opcode\s*\)\s*\{", body)
    if sw is None:
        raise UpstreamError(f"{rel}:{first}: mlx5ctl_validate_rpc() has no switch (opcode)")
    _, sbody = _function_body(body[sw.start():], "switch", rel)
    sbase = first + body.count("\n", 0, sw.end())
    # the switch as a list of (line, token): 'case NAME', 'default', or one statement
    tokens = []
    pos = 0
    pat = re.compile(r"\s*(?:case\s+(\w+)\s*:|default\s*:|(if\s*\([^)]*\)\s*[^;]*;)|"
                     r"(return[^;]*;))", flags=re.S)
    while pos < len(sbody):
        if not sbody[pos:].strip():
            break
        m = pat.match(sbody, pos)
        at = len(sbody) - len(sbody[pos:].lstrip())
        line = sbase + sbody.count("\n", 0, at)
        if m is None:
            stmt = sbody[pos:].strip().split("\n")[0]
            raise UpstreamError(f"{rel}:{line}: cannot read '{stmt}' in the switch")
        if m.group(1):
            tokens.append((line, "case", m.group(1)))
        elif m.group(2):
            tokens.append((line, "if", " ".join(m.group(2).split())))
        elif m.group(3):
            tokens.append((line, "return", " ".join(m.group(3).split())))
        else:
            tokens.append((line, "default", None))
        pos = m.end()
    out = {}
    groups, cur = [], None
    for line, kind, val in tokens:
        if kind in ("case", "default"):
            if cur is None or cur["stmts"]:
                cur = {"labels": [], "stmts": [], "line": line}
                groups.append(cur)
            cur["labels"].append((line, kind, val))
        else:
            if cur is None:
                raise UpstreamError(f"{rel}:{line}: a statement before the first case")
            cur["stmts"].append((line, kind, val))

    def scope_of(expr, line):
        expr = expr.strip()
        if expr == "true":
            return min(scopes.values())
        if expr == "false":
            return None
        m = re.fullmatch(r"scope\s*>=\s*(\w+)", expr)
        if m and m.group(1) in scopes:
            return scopes[m.group(1)]
        raise UpstreamError(f"{rel}:{line}: cannot read 'return {expr};'")

    for g in groups:
        op_mod, scope = {}, "unset"
        for line, kind, val in g["stmts"]:
            if scope != "unset":
                raise UpstreamError(f"{rel}:{line}: a statement after the group's return")
            if kind == "if":
                m = re.fullmatch(r"if\s*\(\s*op_mod\s*==\s*(0[xX][0-9a-fA-F]+|\d+)\s*\)\s*"
                                 r"return\s+(.*);", val)
                if m is None:
                    raise UpstreamError(f"{rel}:{line}: cannot read '{val}'")
                op_mod.setdefault(int(m.group(1), 0), scope_of(m.group(2), line))
            else:
                scope = scope_of(val[len("return"):].rstrip(";"), line)
        if scope == "unset":
            raise UpstreamError(f"{rel}:{g['line']}: a case group without a return "
                                "(falls through)")
        for line, kind, name in g["labels"]:
            if kind == "default":
                if scope is not None or op_mod:
                    raise UpstreamError(f"{rel}:{line}: the default allows something")
                continue
            if name not in opcodes:
                raise UpstreamError(f"{rel}:{line}: {name} is in neither main.c's enums nor "
                                    "mlx5_ifc.h's")
            code = opcodes[name]
            if code in out:
                raise UpstreamError(f"{rel}:{line}: {name} ({code:#x}) is in the switch twice")
            if scope is None and not op_mod:
                raise UpstreamError(f"{rel}:{line}: {name}: a case that allows nothing")
            out[code] = Rule(scope, {k: v for k, v in op_mod.items() if v != scope},
                             [name], line)
    if not out:
        raise UpstreamError(f"{rel}: mlx5ctl_validate_rpc() allows nothing")
    return scopes, out
