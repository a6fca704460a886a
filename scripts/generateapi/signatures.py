# ViewLifecycle · scripts
"""Reading a declaration's parameters, labels and result from its header."""
import re

from .interface import split_top

def member_key(keyword, name, header):
    """How the scanner names a member: `name` for a property, `name(label:...)` for a function."""
    if keyword != "func":
        return name
    return "%s(%s)" % (name, "".join(label + ":" for label, _ in labels_and_types(header)))


def init_labels(header):
    """`(frame:)` for `init(frame: CGRect)`: an initializer's argument labels."""
    params = parameters(header)
    if params is None:
        return header
    return "(%s)" % "".join("%s:" % label for label, _ in labels_and_types(header))


def parameter_list(header):
    start = header.find("(")
    if start < 0:
        return None
    depth = 0
    for i in range(start, len(header)):
        depth += {"(": 1, ")": -1}.get(header[i], 0)
        if depth == 0:
            return header[start + 1:i]
    return None


def labels_and_types(header):
    text = parameter_list(header)
    if not text:
        return []
    out = []
    for p in split_top(text):
        head, _, t = p.partition(":")
        words = head.split()
        out.append((words[0] if words else "_", t.split("=")[0].strip()))
    return out


def parameters(header):
    """[(internal name, type)] of a declaration's parameters, or None when they cannot be read."""
    text = parameter_list(header)
    if text is None:
        return None
    out = []
    for p in split_top(text) if text.strip() else []:
        head, _, t = p.partition(":")
        words = head.split()
        if not words:
            return None
        t = re.sub(r"^(@\w+\s+)+|^inout\s+", "", t.split("=")[0].strip())
        out.append((words[-1].strip("`"), t))
    return out


def function_result(header):
    """A function's result type ("" for none), or None when it cannot be read."""
    text = parameter_list(header)
    if text is None:
        return None
    after = header[header.index("(" + text + ")") + len(text) + 2:] if ("(" + text + ")") in header else None
    if after is None:
        return None
    after = after.split(" where ")[0]
    if "->" not in after:
        return ""
    return after.split("->", 1)[1].strip()
