// ViewLifecycle · PluginSession

/// A stored property's declaration, `@Attribute var name: Type = value`, split as an attached
/// macro's expansion needs it.
package struct VariableDeclaration: Equatable {
    /// The property's name.
    package var name: String
    /// Its type annotation as written, or nil without one.
    package var type: String?
    /// Its initial value as written, or nil without one.
    package var initialValue: String?

    /// Splits `text`, a `var` or `let` declaration with its attributes and modifiers.
    ///
    /// - Throws: `MacroExpansionError` when `text` declares no single named property.
    package init(parsing text: String) throws(MacroExpansionError) {
        let scanner = SourceScanner(text)
        var index = try scanner.skipTrivia()
        var keyword = ""
        while keyword != "var" && keyword != "let" {
            guard let byte = scanner.peek(at: index) else {
                throw MacroExpansionError("expected a 'var' declaration")
            }
            if byte == UInt8(ascii: "@") {
                index = scanner.identifierEnd(from: index + 1)
                index = try scanner.skipTrivia(from: index)
                if scanner.peek(at: index) == UInt8(ascii: "(") {
                    index = try scanner.closing(from: index) + 1
                }
            } else {
                let end = scanner.identifierEnd(from: index)
                guard end > index else { throw MacroExpansionError("expected a 'var' declaration") }
                keyword = scanner.text(index, end)
                index = end
                if scanner.peek(at: index) == UInt8(ascii: "(") {
                    index = try scanner.closing(from: index) + 1
                }
            }
            index = try scanner.skipTrivia(from: index)
        }
        let nameEnd = scanner.identifierEnd(from: index)
        guard nameEnd > index else {
            throw MacroExpansionError("expected the property's name after '\(keyword)'")
        }
        name = scanner.text(index, nameEnd)
        let equals = try scanner.topLevelIndex(of: UInt8(ascii: "="), from: nameEnd)
        let typeEnd = equals ?? scanner.bytes.count
        if let colon = try scanner.topLevelIndex(of: UInt8(ascii: ":"), from: nameEnd), colon < typeEnd {
            type = scanner.text(colon + 1, typeEnd).trimmingWhitespace()
        } else {
            type = nil
        }
        initialValue = equals.map { scanner.text($0 + 1, scanner.bytes.count).trimmingWhitespace() }
    }
}
