# ViewLifecycle · scripts
"""Reading a Swift interface into declarations with their attributes, and their availability on iOS."""
import re

from .names import DECL_KEYWORDS, MODIFIERS

# ---------------------------------------------------------------------------------------------------------------
# Reading a Swift interface: a tree of declarations with their attribute lines.

class Decl:
    def __init__(self, header, attrs, parent):
        self.header, self.attrs, self.parent, self.children = header, attrs, parent, []
        self.keyword, self.name, self.inherits = classify(header)


def split_attributes(text):
    """(['@a(...)', '@b'], rest) for a header that starts with attributes."""
    attrs, i = [], 0
    while True:
        m = re.match(r"\s*(@[\w.]+)", text[i:])
        if not m:
            break
        j = i + m.end()
        if j < len(text) and text[j] == "(":
            depth = 0
            for k in range(j, len(text)):
                depth += {"(": 1, ")": -1}.get(text[k], 0)
                if depth == 0:
                    j = k + 1
                    break
        attr = text[i:j].strip()
        if attr == "@unchecked":  # part of `@unchecked Sendable` in an inheritance clause, not an attribute
            break
        attrs.append(attr)
        i = j
    return attrs, text[i:].strip()


def classify(header):
    _, rest = split_attributes(header)
    words = rest.split()
    while words and words[0] in MODIFIERS and not (words[0] == "class" and len(words) > 1 and words[1][0].isupper()):
        if words[0] in ("static", "class", "optional") and len(words) > 1 and words[1] in DECL_KEYWORDS:
            words = words[1:]
            continue
        words = words[1:]
        if words and words[0].startswith("("):  # `nonisolated(unsafe)`, `unowned(unsafe)`
            words = words[1:]
    if not words:
        return "other", "", []
    first = re.match(r"\w+", words[0])
    keyword = first.group(0) if first and first.group(0) in DECL_KEYWORDS else "other"
    body = rest[rest.find(keyword) + len(keyword):].strip() if keyword != "other" else rest
    name, inherits = "", []
    if keyword in ("enum", "struct", "class", "protocol", "extension", "actor", "typealias", "associatedtype"):
        m = re.match(r"([\w.`]+)", body)
        name = m.group(1) if m else ""
        after = body[len(name):]
        if after.startswith("<"):
            name += "<"  # generic: marked so generation skips it
        m = re.match(r"[^:{=]*:\s*(.*?)\s*(?:\bwhere\b.*)?\{?\s*\}?\s*$", after) if keyword != "typealias" else None
        if m and m.group(1):
            inherits = split_top(m.group(1))
    elif keyword in ("var", "let", "case", "func"):
        m = re.match(r"`?([^\s:(<=,`]+)`?", body)
        name = m.group(1) if m else ""
    elif keyword == "init":
        name = "init"
    return keyword, name, inherits


def split_top(text):
    out, depth, cur = [], 0, ""
    for i, ch in enumerate(text):
        if ch in "<([":
            depth += 1
        elif ch in ">)]" and not (ch == ">" and text[i - 1:i] == "-"):  # `->` closes nothing
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return [strip_modules(x) for x in out]


def strip_modules(text):
    return re.sub(r"\b(Swift|SwiftUI|UIKit|Foundation|CoreGraphics|CoreFoundation|_Concurrency)\.", "", text)


def brace_delta(line):
    depth, in_string = 0, False
    for i, ch in enumerate(line):
        if ch == '"' and (i == 0 or line[i - 1] != "\\"):
            in_string = not in_string
        elif not in_string:
            if ch == "/" and line[i:i + 2] == "//":
                break
            depth += {"{": 1, "}": -1}.get(ch, 0)
    return depth


def parse_interface(text):
    """The top-level declarations of an interface; `#if` keeps its first branch."""
    root = Decl("", [], None)
    root.keyword = "root"
    stack, attrs, skipping, conds = [root], [], 0, []
    in_comment = False
    for raw in text.splitlines():
        line = raw.strip()
        if in_comment or line.startswith("/*"):
            in_comment = "*/" not in line
            continue
        if line.startswith("#if"):
            conds.append(False)
            continue
        if line.startswith("#else") or line.startswith("#elseif"):
            if conds and not conds[-1]:
                conds[-1] = True
                skipping += 1
            continue
        if line.startswith("#endif"):
            if conds and conds.pop():
                skipping -= 1
            continue
        if skipping or not line or line.startswith("//") or line.startswith("import "):
            continue
        delta = brace_delta(line)
        if line.startswith("}"):
            stack.pop()
            delta += 1
            line = line[1:].strip()
            if not line:
                continue
        own, rest = split_attributes(line)
        if not rest:
            attrs += own
            continue
        parent = stack[-1]
        decl = Decl(line, attrs + own, parent)
        attrs = []
        if parent.keyword in ("var", "let", "func", "init", "subscript", "other"):
            decl.keyword = "body"
        parent.children.append(decl)
        if delta > 0:
            stack.append(decl)
        elif delta < 0:
            for _ in range(-delta):
                stack.pop()
    return root


class Api:
    """A framework's types by qualified name, their members (bodies and extensions together) and the
    conformances that empty extensions add."""

    def __init__(self, root):
        self.types, self.members, self.extra_conformances, self.member_attrs = {}, {}, {}, {}
        self.root_decls = root.children
        self.walk(root, "", [])

    def walk(self, node, path, ext_attrs):
        for d in node.children:
            if d.keyword == "extension":
                q = strip_modules(d.name)
                if not d.children and d.inherits:
                    self.extra_conformances.setdefault(q, []).extend(d.inherits)
                self.walk(d, q, d.attrs)
            elif d.keyword in ("enum", "struct", "class", "protocol", "actor"):
                q = "%s.%s" % (path, d.name) if path else d.name
                self.types.setdefault(q, d)
                self.members.setdefault(path, []).append((d, ext_attrs))
                self.walk(d, q, [])
            elif path:
                self.members.setdefault(path, []).append((d, ext_attrs))


# ---------------------------------------------------------------------------------------------------------------
# Availability as declared for iOS.

def ios_attributes(attrs):
    """The attributes to keep, or None when the declaration is unavailable on iOS."""
    kept = []
    for a in attrs:
        if a.startswith("@available("):
            inner = a[len("@available("):-1]
            parts = [p.strip() for p in split_top(inner)]
            if parts[0] in ("iOS", "*", "swift"):
                if "unavailable" in parts or any(p.startswith("obsoleted") for p in parts):
                    return None
                if parts[0] == "iOS":
                    kept.append(a)
                elif parts[0] == "*" and any(p.startswith("deprecated") for p in parts):
                    kept.append(a)
            elif parts[0] == "iOSApplicationExtension" or not re.match(r"^[A-Za-z]+ [\d.]+$", parts[0]):
                continue
            else:
                ios = [p for p in parts if p.startswith("iOS ")]
                if ios:
                    kept.append("@available(%s, *)" % ios[0])
        elif a in ("@MainActor", "@preconcurrency"):
            kept.append(a)
    return kept
