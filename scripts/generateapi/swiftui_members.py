# ViewLifecycle · scripts
"""SwiftUI's members: named values, inert modifiers and environment values."""
import os
import re

from .interface import ios_attributes, split_attributes, split_top, strip_modules
from .names import KNOWN_TYPES, ROOT, ident

# ---------------------------------------------------------------------------------------------------------------
# SwiftUI members: value types of named constants, inert View modifiers and environment values.

# Standard library and Foundation names a SwiftUI member may mention besides KNOWN_TYPES.
SWIFTUI_MEMBER_TYPES = {"Self", "Equatable", "Hashable", "Identifiable", "Comparable", "Sendable", "StringProtocol",
                        "Sequence", "Collection", "RandomAccessCollection", "RangeReplaceableCollection",
                        "MutableCollection", "Result", "CharacterSet", "Hasher", "Substring", "AnyHashable",
                        "KeyPath", "WritableKeyPath", "Range", "ClosedRange", "BinaryFloatingPoint", "TaskPriority",
                        "LocalizedError", "String.Index", "ObservableObject", "Publisher", "Observable",
                        "Locale.Language"}
# Value types whose instances are named constants: the conformances the compiler writes for them.
TOKEN_CONFORMANCES = {"Equatable", "Hashable", "Sendable", "CaseIterable", "Identifiable"}
# Members of such a type the compiler writes from those conformances.
TOKEN_SYNTHESIZED = {"==", "hash", "hashValue"}
# Environment values whose default Apple documents, for the types where `nil` is not it.
# A read-only one has that value always: the headless run has one window, no capture, no dimming, the standard
# contrast and no quick actions.
ENVIRONMENT_DEFAULTS = {"isSceneCaptured": "false", "isLuminanceReduced": "false", "supportsMultipleWindows": "false",
                        "contentTransitionAddsDrawingGroup": "false", "accessibilityQuickActionsEnabled": "false",
                        "colorSchemeContrast": ".standard"}
# Environment values a hand-written or generated modifier would be expected to write (it does not): left out.
ENVIRONMENT_WRITTEN_BY_MODIFIERS = {"isScrollEnabled", "isFocusEffectEnabled", "backgroundMaterial", "isFocused"}
# Modifiers whose other forms the module simulates (a search field, toolbar items and gestures the driver taps,
# environment values children read): an inert overload would silently drop that, so they are left missing.
SIMULATED_MODIFIER_FAMILIES = {"searchable", "toolbar", "transformEnvironment", "onTapGesture", "onLongPressGesture"}
# Attributes a member keeps besides availability: they change how calls resolve.
MEMBER_ATTRIBUTES = {"@_disfavoredOverload", "@discardableResult"}


def hand_functions(folder):
    """{type: {`name(labels:)`}} of the functions that Sources/ declares in a type's body or its extensions,
    outside Generated/: a generated member with the same name and labels is left out."""
    keys = {}
    for base, dirs, files in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if d != "Generated")
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            with open(os.path.join(base, name), encoding="utf-8") as f:
                text = re.sub(r"//[^\n]*", "", f.read())
            pattern = r"^(?:extension|(?:@\w+\s+)*public (?:protocol|struct|enum|final class|class)) ([\w.]+)\b[^{]*\{"
            for m in re.finditer(pattern, text, re.M):
                depth, i = 1, m.end()
                while depth and i < len(text):
                    depth += {"{": 1, "}": -1}.get(text[i], 0)
                    i += 1
                block = text[m.end():i]
                for f_m in re.finditer(r"\bfunc\s+(\w+)\s*(<[^(]*>)?\s*\(", block):
                    params = balanced(block, f_m.end() - 1)
                    keys.setdefault(m.group(1), set()).add(
                        "%s(%s)" % (f_m.group(1), "".join(l + ":" for l in labels(params))))
    return keys


def balanced(text, start):
    """The text inside the parentheses that open at `start`."""
    depth = 0
    for i in range(start, len(text)):
        depth += {"(": 1, ")": -1}.get(text[i], 0)
        if depth == 0:
            return text[start + 1:i]
    return text[start + 1:]


def labels(params):
    """The argument labels of a parameter list's text."""
    out = []
    for p in split_top(params):
        words = re.sub(r"@[\w.]+(\([^)]*\))?", "", p.split(":")[0]).split()
        if words:
            out.append(words[0].strip("`"))
    return out


class SwiftUIMembers:
    """What the generator writes into SwiftUI's members, after its enums, option sets and protocols: structs
    whose values are named constants (`MenuOrder.fixed`), the View modifiers whose types all exist (each an
    inert modifier that records its name), and environment values with a documented default."""

    def __init__(self, gen):
        self.gen, self.api = gen, gen.api
        self.token_members = {}  # type -> names of the static members written
        self.generated_view_names = set()
        self.hand_functions = hand_functions(os.path.join(ROOT, "Sources", "HeadlessSwiftUI"))
        self.root = next(iter(self.api.types.values())).parent
        while self.root.parent is not None:
            self.root = self.root.parent

    def run(self):
        conformances = self.available_conformances()
        for q in sorted(self.api.types, key=lambda s: (s.count("."), s)):
            d = self.api.types[q]
            if "<" in q or any(p.startswith("_") for p in q.split(".")) or ios_attributes(d.attrs) is None:
                continue
            if d.keyword == "struct" and re.search(r"\bpublic\b", d.header) and q not in self.gen.hand_types:
                if "OptionSet" in d.inherits:
                    self.option_set(q, d)
                else:
                    self.token_struct(q, d, conformances.get(q, []))
        for scope in ("View", "Text", "Image", "ModifiedContent"):
            self.modifiers(scope)
        self.environment_values()

    def available_conformances(self):
        """{type: conformances} that empty extensions add where iOS has them (`@available(*, unavailable)
        extension X: Sendable` says X is not Sendable)."""
        out = {}
        for d in self.root.children:
            if d.keyword == "extension" and not d.children and d.inherits and ios_attributes(d.attrs) is not None:
                out.setdefault(strip_modules(d.name), []).extend(d.inherits)
        return out

    def known(self, text, extra=()):
        names = re.findall(r"\b([A-Z]\w*(?:\.[A-Z]\w*)*)", re.sub(r"\b(Combine|Observation)\.", "", text))
        return all(n in KNOWN_TYPES or n in SWIFTUI_MEMBER_TYPES or n in self.gen.visible_types
                   or n in self.gen.generated or n.split(".")[0] in extra for n in names)

    @staticmethod
    def attributes(attrs, header=None):
        """The attributes a public member keeps, once each, or None for one iOS or its clients lack."""
        kept = ios_attributes(attrs)
        if kept is None or any(a.startswith("@_spi") for a in attrs):
            return None
        if header is not None and not re.search(r"\bpublic\b", split_attributes(header)[1]):
            return None
        return list(dict.fromkeys(kept + [a for a in attrs if a in MEMBER_ATTRIBUTES]))

    # Structs of named constants -------------------------------------------------------------------------------

    def token_struct(self, q, d, extra_conformances):
        """A struct whose public members are only static values of its own type (and the functions making one):
        each value is its name and arguments as text, compared by that text."""
        inherits = [c for c in d.inherits + extra_conformances if c in TOKEN_CONFORMANCES]
        if len(inherits) != len(d.inherits + extra_conformances) or not self.gen.container_exists(q):
            return
        name = q.rpartition(".")[2]
        own = (q, name)
        members, seen, extra = [], set(), []
        for m, ext_attrs in self.gen.members_of(q):
            attrs = self.attributes(m.attrs + ext_attrs, m.header)
            if attrs is None or m.name in TOKEN_SYNTHESIZED or m.name.startswith("_") or "func ==" in m.header:
                continue
            if m.keyword in ("struct", "enum", "class", "protocol"):
                continue  # a nested type is generated on its own, or not at all
            _, rest = split_attributes(m.header)
            rest = strip_modules(rest.rstrip("{").strip())
            if m.keyword == "typealias" and (m.name, rest) in (("AllCases", "public typealias AllCases = [%s]" % q),
                                                                ("ID", "public typealias ID = String")):
                extra += ["", "/// Apple's `%s`." % m.name, rest]
                continue
            if m.name == "allCases" and "CaseIterable" in inherits:
                continue  # written below, from the values in order
            if m.name == "id" and "Identifiable" in inherits and rest == "public var id: String":
                extra += ["", "/// The value's name.", "public var id: String { headlessName }"]
                continue
            if not re.search(r"\bstatic\b", rest):
                return
            if m.keyword in ("let", "var"):
                of_type = re.search(r":\s*([\w.]+)\s*(\{\s*get\s*\}?)?$", rest)
                settable = any(c.header.startswith("set") for c in m.children) or (
                    m.keyword == "var" and not m.header.rstrip().endswith("{") and "get" not in m.header)
                if not of_type or of_type.group(1) not in own or settable:
                    return  # a settable static is mutable global state: left to a hand-written type
                members.append((m.name, None, attrs))
            elif m.keyword == "func":
                f = re.match(r"^.*?\bfunc\s+(\w+)\s*\((.*)\)\s*->\s*([\w.]+)$", rest)
                if not f or f.group(3) not in own or not self.known(f.group(2), own) or "=" in f.group(2):
                    return
                members.append((m.name, f.group(2), attrs))
            else:
                return
            seen.add(m.name)
        if not members or ("Identifiable" in inherits and not any("var id" in x for x in extra)):
            return
        body = ["/// The value's name and arguments, as written.", "let headlessName: String", "",
                "/// A value named `headlessName`.",
                "init(headlessName: String) { self.headlessName = headlessName }"] + extra
        if "CaseIterable" in inherits:
            values = ", ".join("." + ident(x[0]) for x in members if x[1] is None)
            body += ["", "/// Apple's values, in the SDK's order.", "public static var allCases: [%s] { [%s] }" % (
                name, values)]
        for member, params, attrs in members:
            body += ["", "/// Apple's `%s`: a value named after it." % member] + attrs
            if params is None:
                body += ['public static var %s: %s { %s(headlessName: "%s") }' % (ident(member), name, name, member)]
            else:
                names = [p.split(":")[0].split()[-1] for p in split_top(params)]
                text = ", ".join("\\(%s)" % n for n in names)
                body += ['public static func %s(%s) -> %s { %s(headlessName: "%s(%s)") }'
                         % (ident(member), params, name, name, member, text)]
        summary = "%s's `%s` from the SDK: named values, compared by name." % (self.gen.framework, q)
        text = self.gen.wrap(q, body, ios_attributes(d.attrs), "struct", inherits, summary)
        self.gen.write(q, text.replace("struct %s:  {" % name, "struct %s {" % name))
        self.gen.generated.add(q)
        self.token_members[q] = seen
        self.gen.count("structs of named values")
        self.gen.count("named values", len(members))

    def option_set(self, q, d):
        """An option set whose members are only its raw value and static options: SwiftUI publishes no bits, so
        each option gets the next bit in the SDK's order (`all` is the union of the others)."""
        if q in self.gen.generated or not self.gen.container_exists(q):
            return
        if any(c not in ("OptionSet", "Sendable", "Equatable", "Hashable") for c in d.inherits):
            return
        name = q.rpartition(".")[2]
        raw, options, aliases = None, [], []
        for m, ext_attrs in self.gen.members_of(q):
            attrs = self.attributes(m.attrs + ext_attrs, m.header)
            if attrs is None or m.name.startswith("_"):
                continue
            _, rest = split_attributes(m.header)
            rest = strip_modules(rest.rstrip("{").strip())
            if m.name == "rawValue" and m.keyword in ("var", "let"):
                raw = rest.split(":")[1].strip()
            elif m.keyword == "init" and re.match(r"^public init\(rawValue: \w+\)$", rest):
                continue
            elif m.keyword == "typealias" and re.match(r"^public typealias (ArrayLiteralElement|Element) = %s$"
                                                       % re.escape(q), rest):
                aliases += ["", "/// Apple's `%s`." % m.name, rest]
            elif m.keyword == "typealias" and m.name == "RawValue":
                aliases += ["", "/// Apple's `RawValue`.", rest]
            elif re.match(r"^public static (let|var) `?\w+`?: %s$" % re.escape(q), rest) and not any(
                    c.header.startswith("set") for c in m.children):
                options.append((m.name, attrs))
            else:
                return
        if raw not in ("Int", "UInt", "UInt32", "Int32") or not options:
            return
        body = ["/// The option bits, in the SDK's order (SwiftUI publishes none).", "public %s rawValue: %s" % (
            "var" if "var rawValue" in " ".join(m.header for m, _ in self.gen.members_of(q)) else "let", raw),
                "", "/// Creates an option set from its bits.",
                "public init(rawValue: %s) { self.rawValue = rawValue }" % raw] + aliases
        singles = [n for n, _ in options if n != "all"]
        for i, (option, attrs) in enumerate(o for o in options if o[0] != "all"):
            body += ["", "/// Apple's `%s` option (bit %d here)." % (option, i)] + attrs
            body += ["public static var %s: %s { %s(rawValue: 1 << %d) }" % (ident(option), name, name, i)]
        for option, attrs in options:
            if option == "all":
                body += ["", "/// Apple's `all`: every option above."] + attrs
                body += ["public static var all: %s { [%s] }" % (name, ", ".join("." + ident(x) for x in singles))]
        summary = "%s's `%s` from the SDK: an option set, one bit per option." % (self.gen.framework, q)
        self.gen.write(q, self.gen.wrap(q, body, ios_attributes(d.attrs), "struct", d.inherits, summary))
        self.gen.generated.add(q)
        self.token_members[q] = {n for n, _ in options}
        self.gen.count("option sets (bits in the SDK's order)")
        self.gen.count("options", len(options))

    # View modifiers -------------------------------------------------------------------------------------------

    # Results each scope's generated modifiers may have, with the body that records the call and returns one.
    MODIFIER_RESULTS = {
        ("View", "some View"): ('{ inert(.generated, api: "View.%(key)s") }',
                                "Accepted and recorded in `Headless.inertCalls`; nothing is drawn or simulated headlessly."),
        ("View", "ModifiedContent<Self, AccessibilityAttachmentModifier>"): (
            '{\n    InertCalls.record("View.%(key)s")\n'
            '    return modifier(AccessibilityAttachmentModifier(attributes: [.storedOnly("%(name)s")]))\n}',
            "Kept in the accessibility attachment, recorded in `Headless.inertCalls`; unread."),
        ("Text", "Text"): ('{ unchanged(recording: "Text.%(key)s") }',
                           "Returns the text unchanged, recorded in `Headless.inertCalls`; nothing is drawn."),
        ("Image", "Image"): (
            '{\n    if ConcurrencyRuntime.isOnMainActor {\n'
            '        MainActor.assumeIsolated { InertCalls.record("Image.%(key)s") }\n    }\n    return self\n}',
            "Returns the image unchanged, recorded in `Headless.inertCalls`; nothing is drawn."),
        ("ModifiedContent", "ModifiedContent<Content, Modifier>"): (
            '{\n    if ConcurrencyRuntime.isOnMainActor {\n'
            '        MainActor.assumeIsolated { InertCalls.record("ModifiedContent.%(key)s") }\n    }\n'
            '    return adding(.storedOnly("%(name)s"))\n}',
            "Kept in this accessibility attachment, recorded in `Headless.inertCalls`; unread."),
    }
    # The extensions of a scope whose members are generated (by their where clause).
    MODIFIER_WHERE = {"View": ("",), "Text": ("",), "Image": ("",),
                      "ModifiedContent": ("Modifier == AccessibilityAttachmentModifier",)}

    def modifiers(self, scope):
        """The scope's methods whose result is one MODIFIER_RESULTS lists, that Sources/ lacks, whose types all
        exist: each records its name in Headless.inertCalls and changes nothing else."""
        groups, hand = {}, self.hand_functions.get(scope, set())
        for m, ext_attrs in self.gen.members_of(scope):
            if m.keyword != "func" or m.name.startswith("_") or m.name in SIMULATED_MODIFIER_FAMILIES:
                continue
            attrs = self.attributes(m.attrs, m.header)
            ext = m.parent
            ext_kept = ios_attributes(ext.attrs) if ext.keyword == "extension" else []
            if attrs is None or ext_kept is None:
                continue
            decl, result = self.signature(m)
            where = ext.header.split(" where ", 1)[1].rstrip("{").strip() if " where " in ext.header else ""
            where = strip_modules(where)
            made = self.MODIFIER_RESULTS.get((scope, result))
            if made is None or where not in self.MODIFIER_WHERE[scope]:
                continue
            generic = re.match(r"^.*?\bfunc\s+\w+\s*<([^(]*)>\s*\(", decl)
            params_of = [x.split(":")[0].strip() for x in split_top(generic.group(1))] if generic else []
            if not self.known(decl + " " + where, params_of + ["Content", "Modifier"]):
                self.gen.count("%s modifiers skipped (a type the module lacks)" % scope)
                continue
            name_end = decl.index("(", decl.index("func"))
            key = "%s(%s)" % (m.name, "".join(l + ":" for l in labels(balanced(decl, name_end))))
            if key in hand:
                continue
            if not self.defaults_exist(balanced(decl, name_end)):
                self.gen.count("%s modifiers skipped (a default argument the module lacks)" % scope)
                continue
            body = made[0] % {"key": key, "name": m.name}
            self.generated_view_names.add(m.name)
            groups.setdefault((tuple(ext_kept), where), []).append(
                (key, ["/// " + made[1]] + attrs + ["public " + decl + " " + body]))
        chunks = {}  # View: a file per first letter; an extension per availability and where clause in a file
        for (ext_attrs, where), members in sorted(groups.items()):
            for key, lines in members:
                first = key[0].upper() if scope == "View" else ""
                chunks.setdefault(first, {}).setdefault((ext_attrs, where), []).append(lines)
        for first, extensions in sorted(chunks.items()):
            out = []
            for (ext_attrs, where), members in sorted(extensions.items()):
                out += list(ext_attrs) + ["extension %s%s {" % (scope, " where " + where if where else "")]
                out += ["    " + x for lines in members for x in lines] + ["}", ""]
                self.gen.count("%s modifiers" % scope, len(members))
            self.gen.write("%s+Generated%s" % (scope, first), "\n".join(out))

    def signature(self, m):
        """(the function's declaration without attributes, modules or body; its result type), or (None, None)
        for an initializer, a throwing or an async function."""
        _, rest = split_attributes(m.header)
        rest = re.sub(r"\b(Combine|Observation)\.", "", strip_modules(rest))
        depth = 0
        for i, ch in enumerate(rest):
            depth += {"(": 1, ")": -1, "[": 1, "]": -1}.get(ch, 0)
            if ch == "{" and depth == 0:
                rest = rest[:i]
                break
        rest = re.sub(r"^(?:(?:public|@inlinable|nonisolated|@\w+)\s+)*", "", rest.strip())
        if not rest.startswith("func ") or "throws" in rest or "async" in rest:
            return None, None
        start = re.match(r"^func\s+\w+\s*(<[^(]*>)?\s*", rest).end()
        after = rest[start + len(balanced(rest, start)) + 2:]  # what follows the parameter list
        result = re.match(r"^\s*->\s*(.*?)(\s+where\s+.*)?$", after)
        return (rest, result.group(1)) if result else (None, None)

    def defaults_exist(self, params):
        """Whether each default argument names only members the module has (`.automatic` of a generated
        type), literals or nil."""
        for p in split_top(params):
            if "=" not in p:
                continue
            head, _, value = p.partition("=")
            value, of_type = value.strip(), head.split(":", 1)[1].strip().rstrip("?")
            of_type = re.sub(r"^(?:@[\w.]+\s+)*", "", of_type)
            if re.match(r"^(true|false|nil|-?[\d.]+|\[\]|\"[^\"]*\")$", value):
                continue
            members = re.findall(r"(?<![\w)])\.(\w+)", value)
            if not members or not re.match(r"^[\[\]\s.,\w]+$", value):
                return False
            have = (self.gen.hand_members.get(of_type, set()) | self.token_members.get(of_type, set()))
            if of_type not in self.gen.generated and not all(x in have for x in members):
                return False
        return True

    # Environment values ---------------------------------------------------------------------------------------

    def environment_values(self):
        """EnvironmentValues' properties Sources/ lacks whose default is nil (an optional) or documented
        (ENVIRONMENT_DEFAULTS), and that no hand-written modifier of the same name would be expected to set."""
        have = self.gen.hand_members.get("EnvironmentValues", set()) | ENVIRONMENT_WRITTEN_BY_MODIFIERS
        view = self.gen.hand_members.get("View", set()) | self.generated_view_names
        keys, lines = [], []
        for m, ext_attrs in self.gen.members_of("EnvironmentValues"):
            if m.keyword != "var" or m.name in have or m.name in view or m.name.startswith("_"):
                continue
            attrs = self.attributes(m.attrs + ext_attrs, m.header)
            _, rest = split_attributes(m.header)
            of_type = re.search(r"\bvar\s+\w+\s*:\s*(.+?)\s*\{?$", strip_modules(rest))
            if attrs is None or not of_type or not self.known(of_type.group(1)):
                continue
            value_type = of_type.group(1)
            default = ENVIRONMENT_DEFAULTS.get(m.name, "nil" if value_type.endswith("?") else None)
            if default is None:
                continue
            setter = any(c.header.strip().startswith("set") for c in m.children) or "set" in rest
            if not setter:
                lines += ["/// Apple's `%s`: %s headlessly." % (m.name, default)]
                lines += attrs + ["public var %s: %s { %s }" % (m.name, value_type, default)]
                self.gen.count("environment values")
                continue
            key = "Generated%sKey" % (m.name[0].upper() + m.name[1:])
            keys += ["/// The environment key of `%s`: %s until a view sets it." % (m.name, default),
                     "struct %s: EnvironmentKey {" % key,
                     "    static var defaultValue: %s { %s }" % (value_type, default), "}", ""]
            lines += ["/// Apple's `%s`: %s unless set with `environment(_:_:)` above." % (m.name, default)]
            lines += attrs + ["public var %s: %s {" % (m.name, value_type),
                              "    get { self[%s.self] }" % key, "    set { self[%s.self] = newValue }" % key, "}"]
            self.gen.count("environment values")
        if lines:
            self.gen.write("EnvironmentValues+Generated", "\n".join(
                keys + ["extension EnvironmentValues {"] + ["    " + x for x in lines] + ["}"]) + "\n")
