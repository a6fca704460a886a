# ViewLifecycle · scripts
"""The generator: enums, option sets, constant structs and protocols, then each framework's members."""
import os
import re

from .interface import ios_attributes, split_attributes, split_top, strip_modules
from .names import (FOUNDATION_CONTAINERS, FOUNDATION_MEMBERS, HEADER, KNOWN_TYPES, RAW_TYPES, ROOT, SYNTHESIZED,
                    SYNTHESIZED_MEMBERS, ident)
from .sources import top_level_names
from .signatures import function_result
from .swiftui_members import SwiftUIMembers
from .uikit_members import UIKitMembers

# ---------------------------------------------------------------------------------------------------------------
# Generation.

class Generator(UIKitMembers):
    def __init__(self, framework, api, hand_types, visible_types, hand_members, hand_conformances, usrs,
                 enumerators, sdk_version):
        self.framework, self.api = framework, api
        # hand_types: declared anywhere in Sources/ (never generated again); visible_types: those the target module
        # can extend (its own and its dependencies', and those it extends). A type hand-written code only extends is
        # generated without the members (hand_members) and conformances (hand_conformances) its extensions add.
        self.hand_types, self.visible_types, self.hand_members = hand_types, visible_types, hand_members
        self.hand_conformances = hand_conformances
        self.hand_globals = top_level_names([os.path.join(ROOT, "Sources")])
        self.usrs, self.enumerators, self.sdk_version = usrs, enumerators, sdk_version
        self.files, self.generated, self.counts, self.done = {}, set(), {}, set()

    def count(self, key, n=1):
        self.counts[key] = self.counts.get(key, 0) + n

    def container_exists(self, q):
        parent = q.rpartition(".")[0]
        return not parent or parent in self.visible_types or parent in self.generated or \
            parent in FOUNDATION_CONTAINERS

    def run(self):
        if self.framework == "UIKit":
            self.plan_classes()
        # A pass can make names known to the next (an enum nested in a generated class, a protocol naming one).
        # Once nothing new comes, protocols are written without the requirements they cannot say, until that too
        # adds nothing.
        self.lenient = False
        while True:
            before = len(self.generated)
            self.counts = {k: v for k, v in self.counts.items() if "skipped" not in k and "missing" not in k}
            for q in sorted(self.api.types, key=lambda s: (s.count("."), s)):
                d = self.api.types[q]
                if q in self.generated or q in self.done or not self.eligible(q, d):
                    continue
                if q in self.hand_types:
                    self.done.add(q)  # its missing members are added once
                if d.keyword == "enum":
                    self.enum(q, d)
                elif d.keyword == "struct" and "OptionSet" in d.inherits:
                    self.option_set(q, d)
                elif d.keyword == "struct" and "RawRepresentable" in d.inherits:
                    self.constants(q, d)
                elif d.keyword == "protocol":
                    self.protocol(q, d)
            if len(self.generated) == before:
                if self.lenient:
                    break
                self.lenient = True
        if self.framework == "UIKit":
            self.write_classes()
            self.write_structs()
            self.globals()  # before the members: their signatures name its typealiases
            self.extend_types()
            self.extend_protocols()
            self.class_side_mirrors()
        if self.framework == "SwiftUI":
            SwiftUIMembers(self).run()
        return self.files

    @staticmethod
    def eligible(q, d):
        """Public, not generic, not underscored, available on iOS, not SPI."""
        if "<" in q or any(p.startswith("_") for p in q.split(".")) or ios_attributes(d.attrs) is None:
            return False
        return bool(re.search(r"\b(public|open)\b", d.header)) and not any(a.startswith("@_spi") for a in d.attrs)

    def write(self, q, text, suffix=""):
        self.files[q + suffix + ".swift"] = HEADER % self.sdk_version + "\n" + text

    def wrap(self, q, body_lines, attrs, keyword, inherits, summary):
        """The type's declaration, nested in an extension of its container when it has one."""
        parent, _, name = q.rpartition(".")
        inherits = [x for x in inherits if x not in self.hand_conformances.get(q, ())]
        lines = ["/// %s" % summary] + attrs + ["public %s %s%s {" % (keyword, name, ": " + ", ".join(inherits) if inherits else "")]
        lines += ["    " + x if x else "" for x in body_lines] + ["}"]
        if parent:
            lines = ["extension %s {" % parent] + ["    " + x if x else "" for x in lines] + ["}"]
        return "\n".join(lines) + "\n"

    def members_of(self, q):
        """The type's members once each (a type two headers print comes twice)."""
        seen, out = set(), []
        for m, e in self.api.members.get(q, ()):
            if m.header not in seen:
                seen.add(m.header)
                out.append((m, e))
        return out

    # Enums ----------------------------------------------------------------------------------------------------

    def enum(self, q, d):
        inherits = list(d.inherits)
        for extra in self.api.extra_conformances.get(q, []):
            if extra not in inherits:
                inherits.append(extra)
        inherits = ["Int" if x == "CFIndex" else x for x in inherits]  # CFIndex is Int on 64-bit platforms
        raw = inherits[0] if inherits and inherits[0] in RAW_TYPES else None
        allowed = SYNTHESIZED | RAW_TYPES | ({"RawRepresentable"} if raw else {"Comparable"})
        if any(c not in allowed for c in inherits):
            self.count("enums skipped (a conformance the compiler does not write)")
            return
        cases, aliases = [], []
        for m, ext_attrs in self.members_of(q):
            if m.keyword == "var" and raw == "Int" and re.search(r"\bstatic\b", m.header):
                alias = self.case_alias(q, m, ext_attrs)
                if alias:
                    aliases.append(alias)
                    continue
            if m.keyword == "case":
                if "(" in m.header.split("=")[0] and not self.payload_ok(m.header):
                    self.count("enums skipped (payloads of types the module lacks, or defaults)")
                    return
                attrs = ios_attributes(m.attrs or ext_attrs)
                if attrs is None:
                    continue
                for part in split_top(strip_modules(m.header.split("case", 1)[1])):
                    name, _, value = part.partition("=")
                    cases.append((name.strip(), value.strip() if "(" not in name else "", attrs))
            elif m.keyword not in ("enum", "struct", "class", "protocol") and m.name not in SYNTHESIZED_MEMBERS:
                self.count("enum members left missing (not synthesizable)")
        if not cases:
            return
        if q in self.hand_types:
            have = self.hand_members.get(q, set())
            self.count("enum cases missing from hand-written enums (not generated)",
                       sum(1 for c in cases if c[0].strip("`") not in have))
            self.write_aliases(q, cases, [a for a in aliases if a[0] not in have])
            return
        if not self.container_exists(q):
            self.count("types skipped (their container is missing)")
            return
        body = []
        for name, value, attrs in cases:
            raw_note = " (raw value %s)" % value if value else ""
            body += ["/// Apple's `%s` case%s." % (name.split("(")[0].strip("`"), raw_note)]
            body += attrs + ["case %s%s" % (name, " = " + value if value else "")]
        body += self.alias_lines(q, cases, aliases)
        summary = "%s's `%s` from the SDK: Apple's cases%s, stored as given." % (
            self.framework, q, " and raw values" if raw else "")
        self.write(q, self.wrap(q, body, ios_attributes(d.attrs), "enum", inherits, summary))
        self.generated.add(q)
        self.count("enums")
        self.count("enum cases", len(cases))

    def case_alias(self, q, m, ext_attrs):
        """(name, raw value, attributes) of a static property Apple declares in an enum for a C enumerator that
        repeats another's value (`UITableViewRowAction.Style.destructive` is `.default`), or None."""
        if not re.search(r":\s*(?:UIKit\.)?%s\s*\{\s*get\s*\}" % re.escape(q), m.header):
            return None
        attrs = ios_attributes(m.attrs or ext_attrs)
        usr = self.usrs.get("%s.%s" % (q, m.name), "")
        c_name = usr.rpartition("@")[2] if usr.startswith("c:@E@") else None
        value = self.enumerators.get(c_name) if c_name else None
        if attrs is None or value is None:
            return None
        return (m.name, value, attrs)

    def alias_lines(self, q, cases, aliases):
        """Each alias as a computed property returning the case with its raw value."""
        by_value = {}
        for name, value, _ in cases:
            if value and re.fullmatch(r"-?\d+", value):
                by_value.setdefault(int(value), name)
        lines = []
        for name, value, attrs in aliases:
            if value in by_value:
                lines += ["/// Apple's `%s`: another name for `%s` (raw value %d)." % (
                    name, by_value[value].strip("`"), value)]
                lines += attrs + ["public static var %s: %s { .%s }" % (ident(name), q, by_value[value])]
        return lines

    def write_aliases(self, q, cases, aliases):
        """A hand-written enum's missing aliases, in an extension file of their own."""
        lines = self.alias_lines(q, cases, aliases)
        if lines and q in self.visible_types:
            self.write(q, "extension %s {\n%s}\n" % (q, "".join("    %s\n" % x for x in lines)), "+SDK")
            self.count("enum aliases added to hand-written enums", sum(1 for l in lines if l.startswith("public")))

    def payload_ok(self, header):
        """Whether a case's payload names only types the module sees, with no default values or closures."""
        payload = strip_modules(header[header.index("("):])
        if "=" in payload or "->" in payload:
            return False
        names = re.findall(r"\b([A-Z]\w*(?:\.[A-Z]\w*)*)", payload)
        return all(n in KNOWN_TYPES or n in self.visible_types or n in self.generated for n in names)

    def names_known(self, text, own):
        names = re.findall(r"\b([A-Z]\w*(?:\.[A-Z]\w*)*)", text)
        return all(n in KNOWN_TYPES or n in self.visible_types or n in self.generated or n == own for n in names)

    # Protocols ------------------------------------------------------------------------------------------------

    def protocol(self, q, d):
        """A protocol whose requirements name only types the module sees: required members as declared, optional
        ones (Objective-C's `optional`) with a default in an extension: nothing for a method returning nothing, nil
        for an optional result. One whose optional member has no such default is left out."""
        if q in self.hand_types:
            return
        inherits = d.inherits
        if self.lenient and self.container_exists(q):  # a protocol it refines that the module lacks is left out
            inherits = [x for x in d.inherits if self.names_known(x, q)]
        if not self.container_exists(q) or not self.names_known(" ".join(inherits), q):
            self.count("protocols skipped (a type the module lacks)")
            return
        requirements, defaults = [], []
        for m in d.children:  # the body's requirements; extensions' members are not requirements
            attrs = ios_attributes(m.attrs)
            if attrs is None or m.name.startswith("_"):
                continue
            if m.keyword not in ("func", "var", "init", "subscript", "associatedtype", "typealias"):
                self.count("protocols skipped (a member kind not written)")
                return
            _, rest = split_attributes(m.header)
            optional = bool(re.match(r"^(\w+\s+)*optional\b", rest))
            # `weak` is the Objective-C property's ownership; Swift protocols cannot say it.
            decl = strip_modules(re.sub(r"\b(optional|weak)\s+", "", rest))
            decl = re.sub(r"\s*=\s*(\[:\]|\[\]|nil|\.\w+|\w+)(?=[,)])", "", decl)  # requirements take no defaults
            if not self.names_known(decl, q) or "<" in decl.split("(")[0] or re.search(r"\b_\w*[A-Z]", decl):
                if self.lenient:  # left out: a conforming type may still declare it
                    self.count("protocol requirements left out (a type the module lacks)")
                    continue
                self.count("protocols skipped (a type the module lacks)")
                return
            label = m.name if m.keyword != "init" else "init"
            body = self.default_body(m.keyword, decl) if optional else None
            if optional and body is None:
                result = function_result(decl) if m.keyword == "func" else None
                value = result and self.neutral(q, m.name, result)
                body = "{ %s }" % value if value else None
            if optional and body is None:
                if self.lenient:
                    self.count("protocol requirements left out (optional, without a neutral default)")
                    continue
                self.count("protocols skipped (an optional member without a default)")
                return
            requirements += ["/// Apple's `%s` requirement%s." % (label, ", optional: defaulted below" if optional
                                                                   else "")] + attrs + [decl]
            if optional:
                does = "Does nothing" if body == "{}" else "Returns %s" % body.strip("{} ")
                defaults += ["/// %s headlessly; optional in %s." % (does, self.framework)] + attrs
                defaults += ["public " + decl.split("{")[0].rstrip() + " " + body]
        lines = ["/// %s's `%s` from the SDK: its requirements as declared." % (self.framework, q)]
        lines += self.isolation(ios_attributes(d.attrs))
        name = q.rpartition(".")[2]
        head = "public protocol %s%s {" % (name, ": " + ", ".join(inherits) if inherits else "")
        lines += [head] + ["    " + x for x in requirements] + ["}"]
        if defaults:
            lines += ["", "extension %s {" % q] + ["    " + x for x in defaults] + ["}"]
        self.write(q, "\n".join(lines) + "\n")
        self.generated.add(q)
        self.count("protocols")
        self.count("protocol requirements", sum(1 for x in requirements if x.startswith("///")))
        self.count("optional requirements defaulted", sum(1 for x in defaults if x.startswith("///")))

    def isolation(self, attrs):
        """UIKit's main-actor types are imported with @preconcurrency semantics; the headless module says so, as its
        hand-written UIKit types do."""
        if self.framework == "UIKit" and "@MainActor" in attrs and "@preconcurrency" not in attrs:
            attrs = attrs + ["@preconcurrency"]
        return attrs

    @staticmethod
    def default_body(keyword, decl):
        result = decl.split("->")[-1].strip() if keyword == "func" and "->" in decl else None
        if keyword == "func":
            if result is None or result in ("Void", "()"):
                return "{}"
            return "{ nil }" if result.endswith("?") else None
        if keyword == "var" and re.search(r":\s*[^{]+\?\s*\{\s*get\s*\}", decl):
            return "{ nil }"
        return None

    # Option sets ----------------------------------------------------------------------------------------------

    def option_set(self, q, d):
        raw, statics = None, []
        for m, ext_attrs in self.members_of(q):
            if m.keyword == "init":
                r = re.search(r"rawValue: ([\w.]+)\)", m.header)
                raw = raw or (r and strip_modules(r.group(1)))
            elif m.keyword == "var" and re.search(r"\bstatic\b", m.header):
                attrs = ios_attributes(m.attrs or ext_attrs)
                if attrs is None:
                    continue
                usr = self.usrs.get("%s.%s" % (q, m.name), "")
                c_name = usr.rpartition("@")[2] if usr.startswith("c:@E@") else None
                value = self.enumerators.get(c_name) if c_name else None
                statics.append((m.name, value, attrs))
        if not raw or not statics or any(v is None for _, v, _ in statics):
            self.count("option sets skipped (no header value for a member)")
            return
        per_member = [["/// Apple's `%s` option (raw value %d)." % (name, value)] + attrs +
                      ["public static var %s: %s { %s(rawValue: %d) }" % (ident(name), q, q, value)]
                      for name, value, attrs in statics]
        lines = sum(per_member, [])
        if q in self.hand_types:
            have = self.hand_members.get(q, set())
            body = sum((per_member[i] for i, s in enumerate(statics) if s[0] not in have), [])
            if body and q in self.visible_types:
                self.write(q, "extension %s {\n%s}\n" % (q, "".join("    %s\n" % x for x in body)), "+SDK")
                self.count("option set members added to hand-written option sets",
                           sum(1 for s in statics if s[0] not in have))
            return
        if not self.container_exists(q):
            self.count("types skipped (their container is missing)")
            return
        lines = sum((per_member[i] for i, s in enumerate(statics) if s[0] not in self.hand_members.get(q, ())), [])
        body = ["/// The option bits, as given.", "public let rawValue: %s" % raw, "",
                "/// Creates an option set from its bits.",
                "public init(rawValue: %s) { self.rawValue = rawValue }" % raw, ""] + lines
        summary = "%s's `%s` from the SDK: an option set with the headers' bits." % (self.framework, q)
        # Swift imports every Objective-C option set as Hashable, though the interface does not print it.
        inherits = d.inherits + (["Hashable"] if self.framework == "UIKit" and "Hashable" not in d.inherits else [])
        self.write(q, self.wrap(q, body, ios_attributes(d.attrs), "struct", inherits, summary))
        self.generated.add(q)
        self.count("option sets")
        self.count("option set members", len(statics))

    # Structs of constants -------------------------------------------------------------------------------------

    def constants(self, q, d):
        raw, inits, lets = None, [], []
        for m, ext_attrs in self.members_of(q):
            if m.keyword == "init":
                r = re.search(r"init\((rawValue|_ rawValue): ([\w.]+)\)", m.header)
                if r:
                    raw = strip_modules(r.group(2))
                    inits.append(r.group(1))
            elif m.keyword in ("let", "var") and re.search(r"\bstatic\b", m.header):
                attrs = ios_attributes(m.attrs or ext_attrs)
                of_type = re.search(r":\s*([\w.]+)\s*(\{\s*get\s*\})?$", m.header)
                if attrs is None or not of_type or strip_modules(of_type.group(1)) not in (q, q.rpartition(".")[2]):
                    continue  # a constant of another type (a notification's name) is not one of these
                usr = self.usrs.get("%s.%s" % (q, m.name), "")
                c_name = usr[3:] if re.match(r"^c:@\w+$", usr) else None
                lets.append((m.name, c_name, attrs))
        if "rawValue" not in inits or raw not in ("String", "Int", "Float", "Double", "CGFloat"):
            self.count("constant structs skipped (a raw type not written)")
            return
        if raw == "String":
            lets = [x for x in lets if x[1]]
            per_member = [["/// Apple's `%s`; its raw value is the Objective-C constant's name." % name] + attrs +
                          ['public static let %s = %s(rawValue: "%s")' % (ident(name), q, c_name)]
                          for name, c_name, attrs in lets]
        else:  # numbers: the headers' `static const` values, or the type is left out
            if not lets or any(self.enumerators.get(c) is None for _, c, _ in lets):
                self.count("constant structs skipped (a number the headers do not give)")
                return
            per_member = [["/// Apple's `%s` (%s, as the headers give it)." % (name, self.enumerators[c_name])] + attrs
                          + ["public static let %s = %s(rawValue: %s)" % (ident(name), q, self.enumerators[c_name])]
                          for name, c_name, attrs in lets]
        lines = sum(per_member, [])
        if q in self.hand_types:
            have = self.hand_members.get(q, set()) | FOUNDATION_MEMBERS.get(q, set())
            body = sum((per_member[i] for i, s in enumerate(lets) if s[0] not in have), [])
            if body and q in self.visible_types:
                self.write(q, "extension %s {\n%s}\n" % (q, "".join("    %s\n" % x for x in body)), "+SDK")
                self.count("constants added to hand-written constant structs",
                           sum(1 for s in lets if s[0] not in have))
            return
        if not self.container_exists(q):
            self.count("types skipped (their container is missing)")
            return
        lines = sum((per_member[i] for i, s in enumerate(lets) if s[0] not in self.hand_members.get(q, ())), [])
        what = "name" if raw == "String" else "value"
        body = ["/// The constant's %s, as given." % what, "public let rawValue: %s" % raw, "",
                "/// Creates a constant from its %s." % what,
                "public init(rawValue: %s) { self.rawValue = rawValue }" % raw, ""]
        if "_ rawValue" in inits:
            body += ["/// Creates a constant from its %s." % what,
                     "public init(_ rawValue: %s) { self.rawValue = rawValue }" % raw, ""]
        summary = "%s's `%s` from the SDK: named constants, stored as given." % (self.framework, q)
        self.write(q, self.wrap(q, body + lines, ios_attributes(d.attrs), "struct", d.inherits, summary))
        self.generated.add(q)
        self.count("constant structs")
        self.count("constants", len(lets))
