// ViewLifecycle · LifecycleTrace

/// Readable forms of the class names the Objective-C runtime prints for Swift types.
///
/// `description` of an `NSObject` subclass prints its runtime name, which for a type nested in
/// another (or declared in a Playground) is the old-style mangled form:
/// `_TtCV14__lldb_expr_9010SampleView11Coordinator` is the class `Coordinator` inside the struct
/// `SampleView` in the module `__lldb_expr_90`.
public enum SwiftTypeName {
    /// Demangles an old-style runtime class name, or returns `name` unchanged.
    ///
    /// The form is `_Tt`, one kind letter per nesting level (innermost first: `C` class,
    /// `V` struct, `O` enum), the module (length-prefixed, or `s` for `Swift`), then one
    /// length-prefixed name per level, outermost first. Anything else (generics, private
    /// discriminators, a name that is not mangled) is returned as it is rather than guessed at.
    ///
    /// - Parameter name: A type name as printed.
    /// - Returns: The dotted name, such as `__lldb_expr_90.SampleView.Coordinator`.
    public static func demangle(_ name: String) -> String {
        var bytes = Substring(name).utf8[...]
        guard bytes.starts(with: "_Tt".utf8) else { return name }
        bytes = bytes.dropFirst(3)
        let kinds = bytes.prefix {
            $0 == UInt8(ascii: "C") || $0 == UInt8(ascii: "V") || $0 == UInt8(ascii: "O")
        }
        guard !kinds.isEmpty else { return name }
        bytes = bytes.dropFirst(kinds.count)
        var parts: [String] = []
        if bytes.first == UInt8(ascii: "s") {
            parts.append("Swift")
            bytes = bytes.dropFirst()
        } else {
            guard let module = identifier(from: &bytes) else { return name }
            parts.append(module)
        }
        for _ in kinds {
            guard let part = identifier(from: &bytes) else { return name }
            parts.append(part)
        }
        guard bytes.isEmpty else { return name }
        return parts.joined(separator: ".")
    }

    /// Reads one length-prefixed identifier, such as `10SampleView`.
    private static func identifier(from bytes: inout Substring.UTF8View.SubSequence) -> String? {
        let digits = bytes.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        guard let first = digits.first, first != UInt8(ascii: "0"), digits.count <= 4 else { return nil }
        let length = digits.reduce(0) { $0 * 10 + Int($1 - UInt8(ascii: "0")) }
        bytes = bytes.dropFirst(digits.count)
        guard bytes.count >= length else { return nil }
        let text = String(Substring(bytes.prefix(length)))
        bytes = bytes.dropFirst(length)
        return text
    }
}
