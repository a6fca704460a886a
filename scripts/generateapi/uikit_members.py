# ViewLifecycle · scripts
"""UIKit's classes and members: the classes the module lacks, and the members its classes lack."""
import re

from .interface import ios_attributes, split_attributes, split_top, strip_modules
from .names import NSOBJECT_MEMBERS, NUMBER_TYPES, ZERO_TYPES, ident
from .signatures import function_result, init_labels, labels_and_types, member_key, parameters

class UIKitMembers:
    """The UIKit part of `Generator` (a mixin: it reads and writes the generator's state)."""

    # Classes and members (UIKit) --------------------------------------------------------------------------------

    def plan_classes(self):
        """The classes the module lacks whose superclass it has (or NSObject), and the SDK's class tree: a class is
        generated whole, its members stored or inert; its nested types follow in the passes after."""
        self.classes = {q: d for q, d in self.api.types.items() if d.keyword == "class"}
        self.superclass, self.subclasses = {}, {}
        for q, d in self.classes.items():
            sup = d.inherits[0] if d.inherits else None
            if sup in self.classes or sup == "NSObject":
                self.superclass[q] = sup
                self.subclasses.setdefault(sup, []).append(q)
        self.generated_classes, self.generated_members, self.generated_structs = [], {}, []
        changed = True
        while changed:
            changed = False
            for q in sorted(self.api.types):
                d = self.api.types[q]
                if d.keyword != "struct" or "OptionSet" in d.inherits or "RawRepresentable" in d.inherits:
                    continue
                if q in self.hand_types or q in self.generated or not self.eligible(q, d) or \
                        not self.container_exists(q):
                    continue
                self.generated.add(q)
                self.generated_structs.append(q)
                changed = True
            for q in sorted(self.classes):
                d = self.classes[q]
                if q in self.hand_types or q in self.generated or not self.eligible(q, d):
                    continue
                sup = self.superclass.get(q)
                if sup is None or (sup != "NSObject" and sup not in self.visible_types and sup not in self.generated):
                    continue
                if not self.container_exists(q):
                    continue
                self.generated.add(q)
                self.generated_classes.append(q)
                changed = True

    def adopted(self, q):
        """The UIKit protocols Apple's class adopts that the module has, and the members the class needs for them: a
        required member it lacks is stored or inert as its own would be. A protocol is left out where one of its
        required members cannot be written so, where it refines a protocol outside UIKit (`NSCopying`: the class
        would need Foundation's copying and coding), or where its isolation is not the class's."""
        adopted, lines = [], []
        main = any("@MainActor" in self.classes[c].attrs for c in [q] + self.ancestors(q) if c in self.classes)
        for p in (strip_modules(x) for x in self.classes[q].inherits[1:]):
            if p in self.hand_conformances.get(q, ()) or p not in self.visible_types and p not in self.generated:
                continue
            chain, todo, ok = [], [p], True
            while todo and ok:
                c = todo.pop()
                d = self.api.types.get(c)
                if c == "NSObjectProtocol" or c in chain:
                    continue
                if d is None or d.keyword != "protocol" or ("@MainActor" in d.attrs) != main:
                    ok = False
                    break
                chain.append(c)
                todo += [strip_modules(x) for x in d.inherits]
            own, stored, needed = self.generated_members.setdefault(q, set()), {}, []
            for c in chain if ok else []:
                for m in self.api.types[c].children:
                    _, rest = split_attributes(m.header)
                    if m.keyword not in ("var", "func") or re.match(r"^(\w+\s+)*optional\b", rest) or \
                            ios_attributes(m.attrs) is None:
                        continue
                    rest = strip_modules(rest)
                    key = member_key(m.keyword, m.name, rest)
                    owner = next((r for r in [q] + self.ancestors(q) if key in self.declared(r)), None)
                    if owner and m.keyword == "var" and re.search(r"\bset\b", rest) and not self.settable(owner, m.name):
                        ok = False  # a settable requirement met by a property the class declares read-only
                        break
                    if owner:
                        continue
                    made = None if not self.names_known(rest, q) else \
                        self.property(q, m.name, rest, False, "class", stored) if m.keyword == "var" else \
                        self.method(q, m.name, rest, False, "class")
                    if made is None:
                        ok = False
                        break
                    if c == "UIInteraction" and m.name == "didMove":  # the protocol's contract: the view it is on
                        made = ["/// Apple's `didMove`: keeps the view it moved to.",
                                "public func didMove(to view: UIView?) {", "    self.view = view", "}"]
                    needed += [(key, m.name, [""] + made[:1] + ios_attributes(m.attrs) + made[1:])]
            if not ok:
                self.count("adopted protocols left out")
                continue
            adopted.append(p)
            for key, name, made in needed:
                own.update((key, name))
                lines += made
            self.count("adopted protocols")
        return adopted, lines[1:]

    def settable(self, q, name):
        """Whether Apple's property `name` of q can be set."""
        for m, _ in self.members_of(q):
            if m.keyword == "var" and m.name == name:
                acc = re.search(r"\{([^}]*)\}\s*$", m.header)
                return not acc or "set" in acc.group(1)
        return False

    def ancestors(self, q):
        out, cur = [], self.superclass.get(q)
        while cur and cur != "NSObject":
            out.append(cur)
            cur = self.superclass.get(cur)
        return out

    def descendants(self, q):
        out, todo = [], list(self.subclasses.get(q, ()))
        while todo:
            c = todo.pop()
            out.append(c)
            todo += self.subclasses.get(c, ())
        return out

    def declared(self, q):
        """Member names a type has, hand-written or generated."""
        return self.hand_members.get(q, set()) | self.generated_members.get(q, set())

    def name_taken(self, q, name):
        """Whether a member of this name on q would clash: the type, a superclass or a subclass has one (Swift
        cannot override a member declared in an extension, nor add an overload beside an override)."""
        if q == "NSObject":  # every class descends from it
            related = [q] + sorted(self.classes)
        else:
            related = [q] + (self.ancestors(q) + self.descendants(q) if q in self.classes else [])
        return any(name in self.declared(r) for r in related) or name in NSOBJECT_MEMBERS

    def has_plain_init(self, q):
        """Whether `self.init()` reaches a designated initializer: the nearest hand-written ancestor declares one
        (or none does and NSObject's is inherited)."""
        for a in self.ancestors(q):
            if a not in self.generated:
                return "init()" in self.hand_members.get(a, set())
        return True

    def init_labels_of_ancestors(self, q):
        labels = set()
        for a in self.ancestors(q):
            for m, _ in self.members_of(a):
                if m.keyword == "init":
                    labels.add(init_labels(m.header))
        return labels

    def write_classes(self):
        for q in self.generated_classes:
            d = self.classes[q]
            body = self.members(q, in_extension=False)
            adopted, required = self.adopted(q)
            body += [""] + required if required and body else required
            attrs = self.isolation(ios_attributes(d.attrs))
            keyword = "open class" if re.search(r"\bopen\b", d.header) else "public class"
            if re.search(r"\bfinal\b", d.header):
                keyword = "final public class"
            parent, _, name = q.rpartition(".")
            lines = ["/// %s's `%s` from the SDK: its properties keep what is set (starting at zero, nil or empty),"
                     " its methods do nothing headlessly." % (self.framework, q)]
            lines += attrs + ["%s %s: %s {" % (keyword, name, ", ".join([self.superclass[q]] + adopted))]
            lines += ["    " + x if x else "" for x in body] + ["}"]
            if parent:
                lines = ["extension %s {" % parent] + ["    " + x if x else "" for x in lines] + ["}"]
            self.write(q, "\n".join(lines) + "\n")
            self.count("classes")

    def write_structs(self):
        for q in self.generated_structs:
            d = self.api.types[q]
            body = self.members(q, in_extension=False, kind="struct")
            apple_init = any(m.keyword == "init" and init_labels(m.header) == "()" for m, _ in self.members_of(q))
            made = ["/// Creates one with every property at its starting value.",
                    "%s init() {}" % ("public" if apple_init else "package")]
            attrs = ios_attributes(d.attrs)
            sendable = [c for c in d.inherits if c in ("Sendable", "@unchecked Sendable")]
            parent, _, name = q.rpartition(".")
            lines = ["/// %s's `%s` from the SDK: its properties keep what is set (starting at zero, nil or empty),"
                     " its methods do nothing headlessly." % (self.framework, q)]
            lines += attrs + ["public struct %s%s {" % (name, ": @unchecked Sendable" if sendable else "")]
            lines += ["    " + x if x else "" for x in made + [""] + body] + ["}"]
            if parent:
                lines = ["extension %s {" % parent] + ["    " + x if x else "" for x in lines] + ["}"]
            self.write(q, "\n".join(lines) + "\n")
            self.count("structs")

    def extend_types(self):
        """Members Apple declares on a type the module has (hand-written, or generated without them)."""
        for q in sorted(set(self.api.members) | {"NSObject"}):
            if q in self.generated_classes or q not in self.api.types and q != "NSObject":
                continue
            d = self.api.types.get(q)
            if d is not None and (not self.eligible(q, d) or d.keyword not in ("class", "struct")):
                continue
            if d is not None and d.keyword == "struct" and ("OptionSet" in d.inherits or "RawRepresentable" in
                                                             d.inherits):
                continue  # their constants are written with the type
            if q != "NSObject" and (q not in self.hand_types or q not in self.visible_types):
                continue
            kind = "class" if q in self.classes or q == "NSObject" else d.keyword
            body = self.members(q, in_extension=True, kind=kind)
            if body:
                self.write(q, "extension %s {\n%s}\n" % (q, "".join("    %s\n" % x if x else "\n" for x in body)),
                           "+SDK")

    def extend_protocols(self):
        """Requirements a hand-written protocol lacks, as defaults in an extension (they are not requirements there:
        the runtime never calls them)."""
        for q in sorted(self.api.types):
            d = self.api.types[q]
            if d.keyword != "protocol" or q not in self.hand_types or q not in self.visible_types or \
                    not self.eligible(q, d):
                continue
            have, body = self.declared(q), []
            for m in d.children:
                attrs = ios_attributes(m.attrs)
                if attrs is None or m.keyword not in ("func", "var") or not re.match(r"^\w+$", m.name):
                    continue
                _, rest = split_attributes(m.header)
                decl = strip_modules(re.sub(r"\b(optional|weak)\s+", "", rest))
                key = member_key(m.keyword, m.name, decl)
                if key in have or m.name in have and m.keyword == "var" or not self.names_known(decl, q) or \
                        "<" in decl.split("(")[0] or re.search(r"\b(async|mutating|static)\b|Selector", decl):
                    continue
                if m.keyword == "func":
                    result = function_result(decl)
                    value = None if result in ("", "Void", "()") else self.neutral(q, m.name, result or "?x")
                    if result is None or result not in ("", "Void", "()") and value is None:
                        continue
                    head = re.sub(r"\s*=\s*(\[:\]|\[\]|nil|\.\w+|\w+)(?=[,)])", "", decl.split("{")[0].strip())
                    line = "public %s {%s}" % (head, " %s " % value if value else "")
                else:
                    v = re.match(r"^var\s+`?\w+`?\s*:\s*(.+?)\s*\{\s*get\s*\}$", decl)
                    value = v and self.neutral(q, m.name, v.group(1))
                    if not v or value is None:
                        continue
                    line = "public var %s: %s { %s }" % (ident(m.name), v.group(1), value)
                have = have | {key}
                body += ["", "/// Apple's `%s`: %s headlessly (our runtime does not call it)." % (
                    m.name, "does nothing" if not value else "returns %s" % value)] + attrs + [line]
                self.count("protocol requirements defaulted in hand-written protocols")
            if body:
                self.write(q, "extension %s {\n%s}\n" % (q, "".join("    %s\n" % x if x else "\n"
                                                                   for x in body[1:])), "+SDK")

    def class_side_mirrors(self):
        """NSObject's class-side twins of UIKit's NSObject category members (`NSObject.accessibilityLabel()`), which
        Swift imports beside the instance side because NSObject is a root class: inert, like the other methods."""
        body, seen = [], set()
        for name, labels, result, types, main_actor, introduced in sorted(self.class_side, key=lambda m: m[:2]):
            params = ", ".join("%s %s: %s" % (label, "value" if len(types) == 1 else "value%d" % i, strip_modules(t))
                               if label != "_" else "_ %s: %s" % ("value" if len(types) == 1 else "value%d" % i,
                                                                    strip_modules(t))
                               for i, (label, t) in enumerate(zip(labels, types)))
            result = strip_modules(result)
            rest = "open class func %s(%s)%s" % (ident(name), params, "" if result in ("Void", "()") else
                                                 " -> " + result)
            key = member_key("func", name, rest)
            if key in seen or not self.names_known(rest, "NSObject"):
                continue  # a static member cannot clash with an instance member of the same name
            lines = self.method("NSObject", name, rest, True, "class")
            if lines is None:
                continue
            seen.add(key)
            attrs = (["@available(iOS %s, *)" % introduced] if introduced else []) + (["@MainActor"] if main_actor
                                                                                         else [])
            doc = lines[0].replace("/// Apple's `%s`:" % name, "/// Apple's class-side `%s` (Swift's import of "
                                   "NSObject's instance member on the class):" % name)
            body += [""] + [doc] + attrs + lines[1:]
            self.count("NSObject class-side members")
        if body:
            self.write("NSObject", "extension NSObject {\n%s}\n" % "".join("    %s\n" % x if x else "\n"
                                                                          for x in body[1:]), "+ClassSide")

    def globals(self):
        """Top-level typealiases whose types the module has."""
        lines = []
        for d in self.api.root_decls:
            if d.keyword != "typealias" or d.name.startswith("_") or "<" in d.name or ios_attributes(d.attrs) is None:
                continue
            _, rest = split_attributes(d.header)
            rest = strip_modules(rest)
            if d.name in self.visible_types or d.name in self.generated or not self.names_known(rest.split("=", 1)[1],
                                                                                                "") or "__" in rest:
                continue
            self.generated.add(d.name)
            lines += ["/// Apple's `%s`." % d.name] + ios_attributes(d.attrs) + ["public " + re.sub(
                r"^(public\s+)", "", rest), ""]
            self.count("typealiases")
        if lines:
            self.write("Typealiases", "\n".join(lines))
        functions, constants = [], []
        for d in self.api.root_decls:
            attrs = ios_attributes(d.attrs)
            if d.keyword not in ("func", "var", "let") or attrs is None or d.name.startswith("_") or \
                    d.name in self.hand_globals:
                continue
            _, rest = split_attributes(d.header)
            rest = strip_modules(rest)
            if not self.names_known(re.sub(r"\b%s\b" % d.name, "", rest), "") or "<" in rest.split("(")[0] or \
                    "Selector" in rest:
                continue
            if d.keyword == "func":
                result = function_result(rest)
                if result not in ("", "Void", "()") and not (result or "").endswith("?"):
                    continue  # a global that computes (UIEdgeInsetsEqualToEdgeInsets) needs its real answer
                value = "" if result in ("", "Void", "()") else " nil "
                functions += ["/// Apple's `%s`: %s headlessly." % (d.name, "does nothing" if not value else
                                                                     "returns nil")] + attrs
                functions += ["public " + re.sub(r"^public\s+", "", rest) + " {%s}" % value, ""]
                self.count("global functions")
            else:
                t = re.match(r"^(?:public\s+)?(?:var|let)\s+\w+\s*:\s*String\b", rest)
                if not t:
                    continue  # only string constants, whose value is their name
                constants += ["/// Apple's `%s`; its value is the constant's name." % d.name] + attrs
                constants += ['public let %s = "%s"' % (d.name, d.name), ""]
                self.count("global constants")
        if functions:
            self.write("Functions", "\n".join(functions))
        if constants:
            self.write("Constants", "\n".join(constants))

    def members(self, q, in_extension, kind="class"):
        """Apple's members of q as lines: stored or computed properties, methods with empty bodies, convenience
        initializers; those naming a type the module lacks, or whose result has no neutral value, are left out."""
        out, inits, own = [], [], self.generated_members.setdefault(q, set())
        ancestor_inits = self.init_labels_of_ancestors(q) if kind == "class" else set()
        seen_inits = set()
        stored = {}
        order = {"typealias": -1, "var": 0, "let": 0, "func": 1, "init": 2}  # properties first: an initializer may set them
        for m, ext_attrs in sorted(self.members_of(q), key=lambda x: order.get(x[0].keyword, 3)):
            if m.keyword not in ("var", "let", "func", "init", "typealias") or m.name.startswith("_"):
                continue
            attrs = ios_attributes(m.attrs + [a for a in ext_attrs if a.startswith("@available")]
                                   if not any(a.startswith("@available(iOS") for a in m.attrs) else m.attrs)
            if attrs is None:
                continue
            if q != "NSObject":  # the type's isolation applies; NSObject's members keep their own
                attrs = [a for a in attrs if a not in ("@MainActor", "@preconcurrency")]
            _, rest = split_attributes(m.header)
            rest = strip_modules(rest)
            if re.search(r"\boverride\b", rest) or "Selector" in rest or "NSCoder" in rest:
                continue
            if m.keyword != "init" and not re.match(r"^\w+$", m.name) or re.search(r"\b_\w*[A-Z]", rest):
                continue  # operators (the compiler's or hand-written), underscored types
            names = [n for n, _ in parameters(rest) or []]
            if len(names) != len(set(names)) - ("_" in names):
                continue  # the synthesized interface names two parameters alike
            if not self.names_known(rest.split("{")[0], q) or re.search(r"\b(async|rethrows)\b", rest):
                self.count("members skipped (a type the module lacks, async or rethrows)")
                continue
            if m.keyword == "init":
                if in_extension:
                    continue
                labels = init_labels(rest)
                if labels in ancestor_inits or labels in seen_inits or labels in ("()", "(coder:)") or \
                        "<" in rest.split("(")[0] or kind == "class" and not self.has_plain_init(q):
                    continue
                seen_inits.add(labels)
                lines = self.initializer(rest, stored, kind)
            elif self.name_taken(q, member_key(m.keyword, m.name, rest)) and member_key(m.keyword, m.name, rest) not in own:
                continue
            elif m.keyword == "typealias":
                lines = self.typealias(q, m.name, rest)
            elif m.keyword in ("var", "let"):
                lines = self.property(q, m.name, rest, in_extension, kind, stored)
            else:
                lines = self.method(q, m.name, rest, in_extension, kind)
            if lines is None:
                self.count("members skipped (no neutral value)")
                continue
            own.add(m.name)
            own.add(member_key(m.keyword, m.name, rest))
            self.count("class members" if kind == "class" else "%s members" % kind)
            (inits if m.keyword == "init" else out).extend([""] + lines[:1] + attrs + lines[1:])
        out = inits + out
        return out[1:] if out else out

    def property(self, q, name, rest, in_extension, kind, stored):
        m = re.match(r"^(?P<mods>(?:[\w()]+\s+)*?)(?:var|let)\s+`?\w+`?\s*:\s*(?P<type>.+?)\s*(?P<acc>\{[^}]*\})?$",
                     rest)
        if not m:
            return None
        mods, t, acc = m.group("mods").split(), m.group("type"), m.group("acc") or ""
        static = "static" in mods or "class" in mods
        get_only = "get" in acc and "set" not in acc or "let" in rest.split(name)[0].split()
        weak = any(x.startswith("weak") or x.startswith("unowned") for x in mods) and t.endswith("?")
        value = self.neutral(q, name, t)
        if value is None and not static and kind == "class" and self.constructible(t, q):
            return self.made_once(q, name, t, mods, get_only, in_extension)
        if value is None:
            return None
        access = "open" if "open" in mods and not in_extension and not static else "public"
        if weak and not in_extension:
            head = "weak %s var %s: %s" % (access, ident(name), t)
        else:
            head = "%s %svar %s: %s" % (access, "static " if static else "", ident(name), t)
        if static and get_only and t == "String":
            usr = self.usrs.get("%s.%s" % (q, name), "")
            value = '"%s"' % usr[3:] if re.match(r"^c:@\w+$", usr) else value  # a string constant is its name
        doc = "/// Apple's `%s`: %s headlessly." % (name, "returns %s" % value if get_only else "keeps what is set")
        if get_only and not static and not in_extension and "self" not in value:
            stored[name] = t  # an initializer may set it
            doc = "/// Apple's `%s`: starts at %s, or what an initializer gives, headlessly." % (name, value)
            return [doc, "%s%s private(set) var %s: %s = %s" % ("weak " if weak else "", access, ident(name), t,
                                                                value)]
        if get_only:
            return [doc, "%s { %s }" % (head, value)]
        if static:
            if kind == "struct":
                return None  # a static stored property outside an actor is shared mutable state
            if kind == "class" and q in self.classes and "@MainActor" not in self.classes[q].attrs or q == "NSObject":
                return None  # a static stored property outside the main actor is shared mutable state
            if in_extension:
                return None
            return [doc, "%s = %s" % (head, value)]
        if not in_extension:
            stored[name] = t
            return [doc, "%s = %s" % (head, value)]
        if kind == "struct":
            return None  # an extension cannot store
        if kind != "class":
            return None
        key = '"%s.%s"' % (q, name)
        if weak:
            return [doc, head + " {",
                    "    get { GeneratedStorage.weakValue(of: self, %s) }" % key,
                    "    set { GeneratedStorage.setWeak(newValue.map { $0 as AnyObject }, of: self, %s) }" % key, "}"]
        return [doc, head + " {",
                "    get { GeneratedStorage.value(of: self, %s, default: %s) }" % (key, value),
                "    set { GeneratedStorage.set(newValue, of: self, %s) }" % key, "}"]

    def typealias(self, q, name, rest):
        if "<" in rest.split("=")[0] or "%s.%s" % (q, name) in self.visible_types:
            return None
        self.generated.add("%s.%s" % (q, name))
        return ["/// Apple's `%s`." % name, "public " + re.sub(r"^(public|open)\s+", "", rest)]

    def constructible(self, t, owner):
        """Whether `t()` makes an object from here: a class with an initializer without arguments, on the main actor
        only where the owner is too."""
        if t not in self.classes or "<" in t:
            return False
        main = lambda c: "@MainActor" in self.classes[c].attrs if c in self.classes else False
        if main(t) and not main(owner) or t not in self.generated and not main(owner):
            return False  # a hand-written class may be on the main actor where Apple's is not
        if t not in self.generated:
            return "init()" in self.hand_members.get(t, set()) or self.has_plain_init(t) and not any(
                "init(" in x for x in self.hand_members.get(t, set()))
        return self.has_plain_init(t)

    def made_once(self, q, name, t, mods, get_only, in_extension):
        """A property of an object type: made on first read and kept (a view's `scrollView` is one object)."""
        doc = "/// Apple's `%s`: a `%s` made on first read%s headlessly." % (name, t, "" if get_only else
                                                                            ", then what is set")
        if not in_extension:
            access = "open" if "open" in mods else "public"
            return [doc, "%s%s lazy var %s: %s = %s()" % (access, " private(set)" if get_only else "", ident(name), t,
                                                          t)]
        key = '"%s.%s"' % (q, name)
        lines = [doc, "public var %s: %s {" % (ident(name), t),
                 "    get { GeneratedStorage.madeOnce(of: self, %s) { %s() } }" % (key, t)]
        if not get_only:
            lines.append("    set { GeneratedStorage.set(newValue, of: self, %s) }" % key)
        return lines + ["}"]

    def method(self, q, name, rest, in_extension, kind):
        if re.match(r"^[^(]*\bfunc\s+`?\w+`?\s*<", rest) or "mutating" in rest.split("func")[0] and in_extension:
            return None
        result = function_result(rest)
        if result is None:
            return None
        mods = rest[:rest.index("func")].split()
        static = "static" in mods or "class" in mods
        value = None if result in ("Void", "()", "") else self.neutral(q, name, result)
        if value is None and result == q and kind == "class" and not static:
            value = "self"  # a copy with a change (`withTintColor(_:)`) is the object unchanged
        if result not in ("Void", "()", "") and value is None:
            return None
        access = "open" if "open" in mods and not in_extension and not static else "public"
        head = "%s %s%sfunc%s" % (access, "static " if static else "", "mutating " if "mutating" in mods else "",
                                  rest[rest.index("func") + 4:])
        does = "does nothing" if value is None else "returns the object unchanged" if value == "self" else \
            "returns %s" % value
        doc = "/// Apple's `%s`: %s headlessly (listed in `Headless.inertCalls`)." % (name, does)
        record = 'InertCalls.recordIfOnMainActor("%s.%s")' % (q, member_key("func", name, rest))
        if self.framework != "UIKit" or kind != "class":
            doc = "/// Apple's `%s`: %s headlessly." % (name, does)
            return [doc, "%s {%s}" % (head, " %s " % value if value is not None else "")]
        return [doc, "%s {" % head, "    " + record] + (["    return %s" % value] if value is not None else []) + ["}"]

    def initializer(self, rest, stored, kind="class"):
        params = parameters(rest)
        if params is None:
            return None
        assigns = []
        for (name, t), (label, _) in zip(params, labels_and_types(rest)):
            fits = lambda p: stored.get(p) in (t, t + "?", "(%s)?" % t)  # an optional property takes the value too
            target = name if fits(name) else label if fits(label) else None
            if target:  # the property the argument is named after, by its name or its label
                assigns.append("    self.%s = %s" % (ident(target), ident(name)))
        failable = "init?" in rest
        head = "public %sinit%s%s" % ("convenience " if kind == "class" else "", "?" if failable else "",
                                      rest[rest.index("init") + (5 if failable else
                                                                                                   4):])
        head = head.split(" where ")[0] if "<" not in head.split("(")[0] else head
        doc = "/// Apple's initializer: %s headlessly." % ("keeps the arguments named like its properties" if assigns else
                                                            "makes a default instance")
        return [doc, head + " {", "    self.init()"] + assigns + ["}"]

    def neutral(self, q, name, t):
        """The value a property or a result starts at: nil, zero, false, empty, or an enum's zero case."""
        t = t.strip()
        if t.endswith("?") or t.endswith("!"):
            return "nil"
        if t == "Bool":
            return "false"
        if t in NUMBER_TYPES:
            return "0"
        if t == "String":
            return '""'
        if t.startswith("[") and t.endswith("]"):
            return "[:]" if ":" in "".join(split_top(t[1:-1])).replace("[", "(").split("(")[0] else "[]"
        if t.startswith("Set<"):
            return "[]"
        if t in ZERO_TYPES:
            return ".zero"
        if t == "CGAffineTransform":
            return ".identity"
        if t in ("NSNotification.Name", "Notification.Name"):
            usr = self.usrs.get("%s.%s" % (q, name), "")
            return 'NSNotification.Name("%s")' % usr[3:] if re.match(r"^c:@\w+$", usr) else None
        if t == "NSRange":
            return "NSRange()"
        if t == "Mirror":
            return "Mirror(self, children: [:])"  # a value that shows no parts
        if t in ("Data", "DateComponents"):
            return "%s()" % t  # empty
        if t == "NSAttributedString":
            return 'NSAttributedString(string: "")'
        d = self.api.types.get(t)
        if d is None or not (t in self.visible_types or t in self.generated):
            return None
        if t in self.generated_structs:
            return "%s()" % t
        if t in self.generated_classes and all(a in self.generated for a in self.ancestors(t)) and \
                "@MainActor" not in d.attrs:
            return "%s()" % t  # a data object made fresh (NSObject's initializer, no view or controller)
        if d.keyword == "struct" and "OptionSet" in d.inherits:
            return "[]"
        if d.keyword == "enum":
            cases = [m for m, _ in self.members_of(t) if m.keyword == "case" and "(" not in m.header]
            zero = [m for m in cases if re.search(r"=\s*0\s*$", m.header)] or cases[:1]
            if zero and (t in self.generated or zero[0].name in self.hand_members.get(t, set())):
                return ".%s" % ident(zero[0].name)
        return None
