# ViewLifecycle · scripts
"""The SDK inputs: api-coverage's toolchain set-up, UIKit's synthesized interface and the headers' values."""
import importlib.machinery
import importlib.util
import json
import os
import re
import sys
import tempfile

from .names import die

# ---------------------------------------------------------------------------------------------------------------
# The SDK inputs: api-coverage's toolchain set-up, UIKit's synthesized interface and the headers' values.

def load_api_coverage(path):
    loader = importlib.machinery.SourceFileLoader("api_coverage", path)
    spec = importlib.util.spec_from_loader("api_coverage", loader)
    module = importlib.util.module_from_spec(spec)
    loader.exec_module(module)
    return module


def sdk_inputs(cov, sdk):
    swiftc, digester, tools = cov.toolchain()
    cache, res, module_cache = cov.resource_dir(swiftc, sdk)
    dumps, folder = cov.apple_dumps(sdk, swiftc, digester, tools)
    target = cov.sdk_target(sdk)
    interface = os.path.join(folder, "UIKit.swiftinterface")
    if not os.path.exists(interface):
        print("generate-api: synthesizing UIKit's Swift interface (once per SDK and toolchain)", file=sys.stderr)
        r = cov.run([tools["swift-synthesize-interface"], "-module-name", "UIKit", "-include-submodules",
                     "-target", target, "-sdk", sdk, "-resource-dir", res, "-module-cache-path", module_cache])
        if r.returncode != 0 or "class UIView" not in r.stdout:
            die("swift-synthesize-interface could not print UIKit:\n" + r.stderr[-2000:])
        with open(interface + ".tmp", "w") as f:
            f.write(r.stdout)
        os.rename(interface + ".tmp", interface)
    values = os.path.join(folder, "enumerators.txt")
    constants_path = os.path.join(folder, "constants.txt")
    if not os.path.exists(values) or not os.path.exists(constants_path):
        clang = os.path.join(os.path.dirname(os.path.realpath(swiftc)), "clang")
        with tempfile.TemporaryDirectory() as tmp:
            source = os.path.join(tmp, "uikit.m")
            with open(source, "w") as f:
                f.write("#import <UIKit/UIKit.h>\n")
            r = cov.run([clang, "-target", target, "-isysroot", sdk, "-fsyntax-only",
                         "-x", "objective-c", "-fno-color-diagnostics", "-Xclang", "-ast-dump", source])
        found = enumerator_values(r.stdout)
        if not found:
            die("clang printed no enumerators for UIKit's headers:\n" + r.stderr[-2000:])
        with open(values, "w") as f:
            f.write("".join("%s %d\n" % kv for kv in sorted(found.items())))
        with open(constants_path, "w") as f:
            f.write("".join("%s %s\n" % kv for kv in sorted(constant_values(r.stdout).items())))
    with open(values) as f:
        enumerators = {k: int(v) for k, v in (line.split() for line in f)}
    with open(constants_path) as f:
        enumerators.update((k, v) for k, v in (line.split() for line in f))
    swiftui = os.path.join(sdk, "System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule",
                           "arm64e-apple-ios.swiftinterface")
    version = target.split("ios")[-1]
    return interface, swiftui, dumps["UIKit"], enumerators, version


def enumerator_values(ast):
    """{enumerator: value} from clang's AST dump; an enumerator without a value follows the one before."""
    out, current, last = {}, None, -1
    for line in ast.splitlines():
        m = re.search(r"-(EnumConstantDecl|EnumDecl) .* (\w+) '[^']*'(?::'[^']*')?$", line)
        if m:
            if current is not None and current not in out:
                out[current] = last + 1
                last = last + 1
            if m.group(1) == "EnumDecl":
                current, last = None, -1
            else:
                current = m.group(2)
            continue
        m = re.search(r"value: Int (-?\d+)$", line)
        if m and current is not None and current not in out:
            out[current] = last = int(m.group(1))
    if current is not None and current not in out:
        out[current] = last + 1
    return out


def constant_values(ast):
    """{constant: literal} of the headers' `static const` numbers (UILayoutPriorityRequired = 1000)."""
    out, current, sign = {}, None, 1
    for line in ast.splitlines():
        m = re.search(r"-VarDecl .* (\w+) 'const \w+':'const (?:float|double|long|int|unsigned long)' static cinit$",
                      line)
        if m:
            current, sign = m.group(1), 1
            continue
        if current:
            if re.search(r"UnaryOperator .* prefix '-'", line):
                sign = -sign
                continue
            m = re.search(r"(IntegerLiteral|FloatingLiteral) .* '[\w ]+' ([\d.e+-]+)$", line)
            if m:
                if m.group(1) == "IntegerLiteral":
                    out[current] = "%d" % (sign * int(m.group(2)))
                else:
                    number = sign * float(m.group(2))
                    out[current] = "%d" % number if number == int(number) else repr(number)
                current = None
            elif re.match(r"^\|-|^`-", line):
                current = None
    return out


def usr_index(dump_path):
    """{qualified Swift name: USR} of UIKit's dump, for the C names behind imported constants."""
    import json
    with open(dump_path) as f:
        root = json.load(f)["ABIRoot"]
    out = {}

    def visit(node, path):
        for c in node.get("children", ()):
            if c.get("kind") in ("TypeDecl", "Var") and c.get("usr", "").startswith("c:"):
                q = "%s.%s" % (path, c["name"]) if path else c["name"]
                out.setdefault(q, c["usr"])
                if c["kind"] == "TypeDecl":
                    visit(c, q)
    visit(root, "")
    return out


def class_side_members(dump_path):
    """NSObject's class-side members as Swift imports them: an Objective-C root class's instance methods are also
    its class methods, so each of UIKit's NSObject category methods (and each property accessor) appears twice.
    The synthesized interface prints only the instance side; the dump marks the other `static` and `implicit`.
    Returns (name, labels, result type, parameter types, main actor, iOS version introduced) tuples."""
    import json
    with open(dump_path) as f:
        root = json.load(f)["ABIRoot"]
    out = []
    for t in root.get("children", ()):
        if t.get("kind") != "TypeDecl" or t.get("name") != "NSObject":
            continue
        for m in t.get("children", ()):
            if m.get("kind") != "Function" or not (m.get("static") and m.get("implicit")) or \
                    m.get("moduleName") != "UIKit":
                continue
            types = [c.get("printedName", "") for c in m.get("children", ())]
            labels = m["printedName"][len(m["name"]) + 1:-1].split(":")[:-1]
            out.append((m["name"], labels, types[0], types[1:], "Custom" in m.get("declAttributes", ()),
                        m.get("intro_iOS")))
    return out
