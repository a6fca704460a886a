// ViewLifecycle · HeadlessSwiftUIMacros

import PluginSession

/// `@Entry`: makes a property declared in an extension of `EnvironmentValues`, `Transaction` or
/// `FocusedValues` read and write through a key it declares beside it.
///
/// The key is private, named after the property (`__Key_name`), and its default value is
/// computed, so a value that is not `Sendable` needs no isolation.
enum EntryMacro: AttachedMacro {
    /// The getter and setter (accessor role) or the key (peer role) of `declaration`.
    static func expansion(
        of declaration: String, role: String, enclosing: [String], in context: inout ExpansionContext
    ) throws(MacroExpansionError) -> [String] {
        let property = try VariableDeclaration(parsing: declaration)
        let key = "__Key_\(property.name)"
        switch role {
        case "accessor":
            return ["get { self[\(key).self] }", "set { self[\(key).self] = newValue }"]
        case "peer":
            return [try keyDeclaration(named: key, for: property, in: container(of: enclosing))]
        default:
            throw MacroExpansionError("@Entry has no '\(role)' role")
        }
    }

    /// The type whose extension holds the property: the innermost enclosing extension's.
    private static func container(of enclosing: [String]) -> String {
        for text in enclosing {
            let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "{" || $0 == ":" })
            if let at = words.firstIndex(of: "extension"), words.index(after: at) < words.endIndex {
                return String(words[words.index(after: at)]).components(separatedBy: ".").last ?? ""
            }
        }
        return "EnvironmentValues"
    }

    /// The key for `property` of the container's kind.
    private static func keyDeclaration(
        named key: String, for property: VariableDeclaration, in container: String
    ) throws(MacroExpansionError) -> String {
        guard let type = property.type else {
            throw MacroExpansionError(
                "@Entry needs the property's type written out: 'var \(property.name): Type'")
        }
        switch container {
        case "FocusedValues":
            // A focused value is optional: the key's value is the wrapped type.
            let wrapped = type.hasSuffix("?") ? String(type.dropLast()) : type
            return "private struct \(key): HeadlessSwiftUI.FocusedValueKey { typealias Value = \(wrapped) }"
        case "Transaction":
            return "private struct \(key): HeadlessSwiftUI.TransactionKey { "
                + "static var defaultValue: \(type) { \(try defaultValue(of: property, type: type)) } }"
        default:
            return "private struct \(key): HeadlessSwiftUI.EnvironmentKey { "
                + "static var defaultValue: \(type) { \(try defaultValue(of: property, type: type)) } }"
        }
    }

    /// The property's initial value, or nil for an optional without one.
    private static func defaultValue(
        of property: VariableDeclaration, type: String
    ) throws(MacroExpansionError) -> String {
        if let value = property.initialValue { return value }
        guard type.hasSuffix("?") || type.hasPrefix("Optional<") else {
            throw MacroExpansionError("@Entry needs a default value: 'var \(property.name): \(type) = ...'")
        }
        return "nil"
    }
}
