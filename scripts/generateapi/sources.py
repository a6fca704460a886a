# ViewLifecycle · scripts
"""What Sources/ declares outside Generated/: type names, member names and labels, top-level names."""
import os
import re

# ---------------------------------------------------------------------------------------------------------------
# What Sources/ declares outside Generated/: qualified type names, member names (with those of extensions), and
# the conformances extensions add. Only a declared type is never generated: one that is only extended is generated
# as the SDK declares it, without the members and conformances the hand-written extensions already add.

TOKEN = re.compile(r'//[^\n]*|/\*.*?\*/|"""(?:.|\n)*?"""|"(?:\\.|[^"\\\n])*"|`?[A-Za-z_]\w*`?(?:\.[A-Za-z_]\w*)*|[{}]|\S',
                   re.S)


EXTENSION_CONFORMANCES = re.compile(r"(?m)^[ \t]*(?:@\w+[ \t]+)*(?:(?:public|package|internal)[ \t]+)?extension[ \t]+"
                                    r"([\w.]+)[ \t]*:[ \t]*([^{]*?)[ \t]*(?:\bwhere\b[^{]*)?\{")


def scan_sources(folders):
    """Declared type names, extended type names, member names by type, and the conformances extensions add."""
    types, extended, members, conformances = set(), set(), {}, {}
    for folder in folders:
        for base, dirs, files in os.walk(folder):
            dirs[:] = sorted(d for d in dirs if d != "Generated")
            for name in sorted(files):
                if name.endswith(".swift"):
                    with open(os.path.join(base, name), encoding="utf-8") as f:
                        text = f.read()
                    scan_file(text, types, members, extended)
                    for q, listed in EXTENSION_CONFORMANCES.findall(text):
                        conformances.setdefault(q, set()).update(
                            c.strip().split(".")[-1] for c in listed.split(",") if c.strip())
    return types, extended, members, conformances


def top_level_names(folders):
    """The functions, constants and variables Sources/ declares at the top level, outside Generated/."""
    names = set()
    for folder in folders:
        for base, dirs, files in os.walk(folder):
            dirs[:] = sorted(d for d in dirs if d != "Generated")
            for name in sorted(files):
                if name.endswith(".swift"):
                    with open(os.path.join(base, name), encoding="utf-8") as f:
                        names.update(re.findall(r"(?m)^(?:@\w+\s+)*(?:(?:public|package|internal|nonisolated)\s+)*"
                                                r"(?:func|let|var)\s+`?(\w+)", f.read()))
    return names


def scan_file(text, types, members, extended):
    stack = [("", True)]  # (qualified name, is a type scope)
    pending, expect, prev, recent = None, None, "", ["", "", ""]
    signature = None  # a function's or an initializer's labels being read: [key, depth, nesting, at start, labels]
    for tok in TOKEN.findall(text):
        if tok.startswith("//") or tok.startswith("/*") or tok.startswith('"'):
            continue
        scope, is_type = stack[-1]
        if signature:
            signature = read_signature(signature, tok, prev, members)
        if expect in ("enum", "struct", "class", "protocol", "actor", "extension", "typealias"):
            if expect == "class" and tok in ("func", "var", "let", "subscript", "override", "final"):
                expect = tok if tok in ("func", "var", "let") else None
                prev = tok
                continue
            tok = tok.strip("`")
            q = tok if expect == "extension" or not scope else "%s.%s" % (scope, tok)
            (extended if expect == "extension" else types).add(q)
            if is_type and scope:
                members.setdefault(scope, set()).add(tok)
            pending = q if expect != "typealias" else None
            expect = None
        elif expect in ("case", "var", "let", "func"):
            if is_type and scope and re.match(r"^`?\w+`?$", tok):
                members.setdefault(scope, set()).add(tok.strip("`"))
                if expect == "func":
                    signature = [(scope, tok.strip("`")), 0, 0, False, []]
            expect = "case" if expect == "case" else None
            if tok in ("(", "{", "=", ":"):
                expect = None
        if tok == "{":
            stack.append((pending, True) if pending else (scope, False))
            pending = None
        elif tok == "}":
            if len(stack) > 1:
                stack.pop()
        elif tok in ("enum", "struct", "class", "protocol", "actor", "extension", "typealias") and prev != ".":
            expect = tok
        elif tok in ("case", "var", "let", "func") and is_type and prev != ".":
            expect = tok
        if tok == "init" and is_type and scope and prev != ".":
            signature = [(scope, "init"), 0, 0, False, []]
        recent = recent[1:] + [tok]
        if recent == ["init", "(", ")"] and is_type and scope:
            members.setdefault(scope, set()).add("init()")  # whether a generated subclass can call self.init()
        prev = tok


def read_signature(signature, tok, prev, members):
    """Reads one token of a declaration's parameter list; records `name(label:...)` in members at its end."""
    (scope, name), depth, nesting, at_start, labels = signature
    if depth == 0:
        if tok == "(":
            return [(scope, name), 1, 0, True, labels]
        return None if tok in ("{", "}", "=") else signature
    if tok in ("(", "[", "<"):
        nesting += 1
    elif tok in (")", "]") or tok == ">" and prev != "-":
        if nesting == 0 and tok == ")":
            members.setdefault(scope, set()).add("%s(%s)" % (name, "".join(x + ":" for x in labels)))
            return None
        nesting -= 1
    elif tok == "," and nesting == 0:
        at_start = True
    elif at_start and tok != "@" and prev != "@" and re.match(r"^`?\w+`?$", tok):
        labels.append(tok.strip("`"))
        at_start = False
    return [(scope, name), depth, nesting, at_start, labels]
