#!/usr/bin/env python3
"""Writes Docs/APICoverage.md: how much of the iOS 17.4 SDK's SwiftUI and UIKit the headless modules
declare, and what each declared one does headlessly. Run by scripts/api-coverage-report.sh."""
import glob, json, os, re, subprocess, sys, tempfile
from collections import Counter
from importlib.machinery import SourceFileLoader

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
tool_path, modules, out_path = sys.argv[1:4]
tool = SourceFileLoader("api_coverage", tool_path).load_module()

# The types app code uses most, in the order the report lists them.
KEY_TYPES = {
    "SwiftUI": ["View", "Text", "Image", "Button", "List", "NavigationStack", "NavigationLink", "TabView", "Form",
                "Section", "Toggle", "TextField", "Picker", "ForEach", "Color", "Font", "Animation",
                "EnvironmentValues", "Shape"],
    "UIKit": ["UIViewController", "UIView", "UITableView", "UICollectionView", "UINavigationController",
              "UITabBarController", "UILabel", "UIButton", "UIColor", "UIFont", "UIImage", "UIImageView",
              "UITextField", "UIScrollView", "UIStackView", "NSLayoutConstraint", "UIAlertController",
              "UIBarButtonItem", "UINavigationItem", "UIGestureRecognizer"],
}

# Why Apple API cannot exist on Linux: (pattern on the key or signature, reason). First match wins.
UNAVAILABLE = [
    (r"\bSelector\b|target:action:",
     "target-action names an Objective-C selector: Linux has no Objective-C runtime"),
    (r"init\(coder:\)|NSCoder|encode\(with:\)|awakeFromNib|UINib|nibName|nibBundle",
     "nib and archive loading decodes through NSCoder and the Objective-C runtime"),
    (r"UIStoryboard(?!Segue)|storyboard|instantiateViewController",
     "storyboards are compiled by Xcode's ibtool and instantiated through the Objective-C runtime"),
    (r"\bCIImage\b|\bciImage\b|\bCIColor\b|\bciColor\b|CIFilter", "Core Image is an Apple-only framework"),
    (r"perform\(_:with|responds\(to:|observeValue\(forKeyPath|value\(forKey|setValue\(_:forKey",
     "dynamic dispatch and key-value coding need the Objective-C runtime"),
]


# Standard-library names the Linux toolchain declares only with Objective-C interoperability, which
# the headless modules declare off Apple platforms so the same calls compile.
OBJC_INTEROP_STDLIB = {"AutoreleasingUnsafeMutablePointer"}


def bridged_from_nsstring(key, apple_keys):
    """Whether `key` is a `String` member that Apple declares on `NSString`: Swift code on iOS reaches
    it on a `String` through bridging, which the SDK's declarations do not show."""
    return key.startswith("String.") and ("NS" + key) in apple_keys


def run_tool(json_path):
    r = subprocess.run([tool_path, "--modules", modules, "--json", json_path], capture_output=True, text=True)
    if r.returncode != 0:
        sys.exit("api-coverage failed:\n" + r.stdout[-2000:] + r.stderr[-2000:])
    return r.stdout.strip().splitlines()[-1]


def stored_keys(dump_path):
    """Qualified names of the stored properties in a headless module's digester dump."""
    keys = set()

    def walk(node, path):
        name = node.get("printedName", "").split("<")[0]
        if node.get("kind") == "TypeDecl":
            path = path + [node.get("name", name)]
        elif node.get("kind") == "Var" and node.get("hasStorage") and path:
            keys.add(".".join(path + [node["name"]]))
        for child in node.get("children", []):
            walk(child, path)

    with open(dump_path) as f:
        walk(json.load(f)["ABIRoot"], [])
    return keys


MEMBER_KINDS = ("TypeDecl", "Var", "Function", "Constructor", "EnumElement", "TypeAlias", "Subscript",
                "AssociatedType")


def package_keys(dump_path):
    """Qualified names of `package` declarations (the digester marks them internal), which
    api-coverage counts among the public ones although no app can reach them."""
    keys = set()

    def walk(node, path, inside):
        inside = inside or node.get("isInternal", False)
        if node.get("kind") == "TypeDecl":
            path = path + [node["name"]]
            key = ".".join(path)
        else:
            key = ".".join(path + [node.get("printedName", "")])
        if inside and node.get("kind") in MEMBER_KINDS:
            keys.add(key)
            # The digester names a synthesized == after its witness; api-coverage, as `==`.
            keys.add(re.sub(r"\.__derived_(?:struct|enum)_equals\(", ".==(", key))
        for child in node.get("children", []):
            if child.get("kind") in MEMBER_KINDS:
                walk(child, path, inside)

    with open(dump_path) as f:
        for child in json.load(f)["ABIRoot"].get("children", []):
            walk(child, [], False)
    return keys


def inert_keys():
    """The API names every inert modifier passes to the one inert helper (`inert(_:api:)`), and
    those Text's styling modifiers pass to theirs (`unchanged(recording:)`)."""
    keys = set()
    for path in glob.glob(os.path.join(ROOT, "Sources/HeadlessSwiftUI/**/*.swift"), recursive=True):
        text = open(path).read()
        keys.update(re.findall(r'inert\([^\n]*api: "([^"]+)"', text))
        keys.update(re.findall(r'unchanged\(recording: "([^"]+)"\)', text))
    return keys


def unavailable_reason(decl):
    text = decl["key"] + " " + decl.get("signature", "")
    for pattern, reason in UNAVAILABLE:
        if re.search(pattern, text):
            return reason
    return None


def generated_names():
    """(types, {type: members}) that scripts/generate-api wrote: it names a file after the type it declares
    (`UIView.KeyframeAnimationOptions.swift`) or, with `+SDK`, after the type whose members it adds."""
    sys.path.insert(0, os.path.join(ROOT, "scripts"))
    from generateapi.sources import scan_file
    types, members = set(), {}
    for path in sorted(glob.glob(os.path.join(ROOT, "Sources/*/Generated/*.swift"))):
        name = os.path.basename(path)[:-len(".swift")]
        if "+" in name:  # members added to a type (`UIView+SDK`, `View+GeneratedA`)
            with open(path) as f:
                scan_file(f.read(), set(), members, set())
        else:
            types.add(name)
    return types, members


GENERATED_TYPES, GENERATED_MEMBERS = generated_names()


def is_generated(key):
    """A generated type, anything in it (the compiler's rawValue and == too), or a generated member."""
    base = key.split("(")[0]
    parent, _, name = base.rpartition(".")
    return base in GENERATED_TYPES or parent in GENERATED_TYPES or name in GENERATED_MEMBERS.get(parent, ())


def classify(present_keys, stored, inert):
    counts = Counter()
    for key, n in present_keys.items():
        kind = ("inert" if key in inert else "generated" if is_generated(key) else "stored" if key in stored
                else "behaviour")
        counts[kind] += n
    return counts


def main():
    with tempfile.TemporaryDirectory() as tmp:
        last_line = run_tool(os.path.join(tmp, "coverage.json"))
        with open(os.path.join(tmp, "coverage.json")) as f:
            report = json.load(f)
        _, digester, _ = tool.toolchain()
        dumps = tool.headless_dumps(modules, digester, tmp)
        stored = stored_keys(dumps["HeadlessSwiftUI"]) | stored_keys(dumps["HeadlessUIKit"])
        packaged = package_keys(dumps["HeadlessSwiftUI"]) | package_keys(dumps["HeadlessUIKit"])
    flat_files = sorted(glob.glob(os.path.join(report["apple_cache"], "flat-*.json")), key=os.path.getmtime)
    with open(flat_files[-1]) as f:
        apple = json.load(f)
    inert = inert_keys()
    lines = [
        "# API coverage: the headless modules against the iOS 17.4 SDK",
        "",
        "Generated by `scripts/api-coverage-report.sh` (never edit by hand) from `api-coverage`, which compares",
        "Apple's public declarations (SwiftUI; UIKit with its Objective-C headers) with HeadlessSwiftUI and",
        "HeadlessUIKit. A declaration is *present* when ours has the same qualified name (overloads paired one",
        "to one); *same signature* when its parameter and result types match too.",
        "",
        "Each present declaration is classified, by these rules, applied in order:",
        "- **inert** (accepts and ignores): a modifier that goes through the one inert helper,",
        "  `inert(_:api:)` in `Sources/HeadlessSwiftUI/Engine/Inert` (the name it passes is the key), or one of",
        "  `Text`'s styling modifiers, which return the text unchanged through `unchanged(recording:)`. At run",
        "  time `Headless.inertCalls` lists the ones a run used.",
        "- **generated** (as the SDK declares them): written by `scripts/generate-api` into the `Generated/`",
        "  folders: enums, option sets, constant structs and protocols with the SDK's values; UIKit's classes",
        "  and the members hand-written types lack, whose properties keep what is set (from zero, nil or",
        "  empty) and whose methods do nothing but record their name in `Headless.inertCalls`; SwiftUI's",
        "  inert modifiers and named values (`Docs/HeadlessSwiftUI.md`, Generated API).",
        "- **stored** (keeps what is set): a property that is stored in our module (the digester's",
        "  `hasStorage`): it reads back what was set, and may also act on it (a `didSet`).",
        "- **behaviour** (hand-written): everything else present, computed members, methods and types.",
        "- **unavailable on Linux**: a missing declaration whose name or signature needs what Linux lacks",
        "  (the reason is given); the other missing ones are simply not written yet.",
        "",
        "The classified columns count the declarations ours has under Apple's own qualified name; the few",
        "api-coverage finds through a superclass or an adopted protocol count as present but are not classified.",
        "",
        "`" + last_line + "`",
        "",
        "(api-coverage's extra count includes `package` declarations, which the digester lists as internal:",
        "the per-framework sections below list only the public ones.)",
        "",
        "## By framework",
        "",
        "| Framework | Apple | present | % | same signature | behaviour | generated | stored | inert | unavailable on Linux |",
        "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|",
    ]
    sections, reasons_all = [], Counter()
    for fw in ("SwiftUI", "UIKit"):
        data = report["frameworks"][fw]
        missing = Counter(d["key"] for d in data["missing"])
        apple_keys = Counter(d["key"] for d in apple[fw]["decls"])
        present = apple_keys - missing
        kinds = {d["key"]: d["cat"] for d in apple[fw]["decls"]}
        cls = classify(present, stored, inert)
        reasons = Counter(r for r in (unavailable_reason(d) for d in data["missing"]) if r)
        reasons_all.update(reasons)
        lines.append("| %s | %d | %d | %.1f%% | %d of %d | %d | %d | %d | %d | %d |" % (
            fw, data["apple"], data["present"], 100.0 * data["present"] / data["apple"],
            data["same_signature"], data["signature_compared"], cls["behaviour"], cls["generated"], cls["stored"],
            cls["inert"],
            sum(reasons.values())))
        by_kind = ["", "### %s by declaration kind" % fw, "",
                   "| Kind | Apple | present | % | behaviour | generated | stored | inert |",
                   "|---|---:|---:|---:|---:|---:|---:|---:|"]
        for kind, row in data["per_kind"].items():
            k = classify(Counter({key: n for key, n in present.items() if kinds.get(key) == kind}), stored, inert)
            by_kind.append("| %s | %d | %d | %.1f%% | %d | %d | %d | %d |" % (
                kind, row["apple"], row["present"], 100.0 * row["present"] / row["apple"],
                k["behaviour"], k["generated"], k["stored"], k["inert"]))
        by_type = ["", "### %s: the types apps use most" % fw, "",
                   "| Type | Apple's members | present | % | behaviour | generated | stored | inert | first missing |",
                   "|---|---:|---:|---:|---:|---:|---:|---:|---|"]
        key_types = data["key_types"]
        for name in KEY_TYPES[fw]:
            members = Counter({key: n for key, n in present.items() if key.startswith(name + ".")
                               and "." not in key[len(name) + 1:].split("(")[0]})
            row = key_types.get(name)
            if row is None:
                apple_n = sum(n for key, n in apple_keys.items() if key.startswith(name + ".")
                              and "." not in key[len(name) + 1:].split("(")[0])
                row = {"apple": apple_n, "present": sum(members.values()), "missing": []}
            k = classify(members, stored, inert)
            shown = ", ".join("`%s`" % m for m in row.get("missing", [])[:4])
            by_type.append("| %s | %d | %d | %.1f%% | %d | %d | %d | %d | %s |" % (
                name, row["apple"], row["present"], 100.0 * row["present"] / max(row["apple"], 1),
                k["behaviour"], k["generated"], k["stored"], k["inert"], shown))
        public_extra = [d for d in data["extra"] if d["key"] not in packaged]
        extras = ["", "### %s: public declarations iOS 17.4 lacks (%d; api-coverage also counts %d `package` ones)"
                  % (fw, len(public_extra), len(data["extra"]) - len(public_extra)), "",
                  "API of later SDKs with Apple's availability (iOS 18's, `@available(iOS 18.0, *)`; iOS 26's "
                  "Liquid Glass, `@available(iOS 26.0, *)`; `@Entry`, Xcode 16's macro, which back-deploys), "
                  "members the SDK declares unavailable on iOS, and "
                  "`NSString`'s UIKit methods declared on `String`, which iOS code reaches through bridging, "
                  "and the standard library's names that only its Objective-C interoperability declares.", ""]
        extras += ["- `%s`%s" % (d["key"], " (`NSString`'s, bridged)" if bridged_from_nsstring(d["key"], apple_keys)
                                  else " (the standard library's on iOS)" if d["key"] in OBJC_INTEROP_STDLIB else "")
                   for d in public_extra]
        sections += by_kind + by_type + extras
    lines += ["", "## Unavailable on Linux, by reason", "", "| Reason | declarations |", "|---|---:|"]
    lines += ["| %s | %d |" % (reason, n) for reason, n in reasons_all.most_common()]
    lines += sections
    with open(out_path, "w") as f:
        f.write("\n".join(lines) + "\n")
    print("api-coverage-report: wrote %s (%s)" % (os.path.relpath(out_path, ROOT), last_line))


main()
