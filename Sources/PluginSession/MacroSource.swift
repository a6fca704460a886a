// ViewLifecycle · PluginSession

/// A freestanding macro's use, `#Name(arguments) { closure }`, split as its expansion needs it.
///
/// The parts are the source text as written, so the expansion passes them on unchanged and the
/// compiler type-checks them where they land.
package struct MacroSource: Equatable {
    /// The macro's name, without the `#`.
    package var name: String
    /// The text between the argument list's parentheses, without white space around it, or nil
    /// without them.
    package var arguments: String?
    /// The trailing closures after the arguments, or nil without them.
    package var trailingClosures: String?
    /// Lines before the `#` (comments and blank lines the compiler may send with the use).
    package var leadingLines: Int
    /// Where the `#` is on its line: the UTF-8 bytes before it on the use's first line when
    /// `leadingLines` is 0, otherwise on its own line.
    package var leadingColumns: Int

    /// Splits `text`, a macro's use as the compiler sends it.
    ///
    /// - Throws: `MacroExpansionError` naming what is missing or unbalanced.
    package init(parsing text: String) throws(MacroExpansionError) {
        let scanner = SourceScanner(text)
        let start = try scanner.skipTrivia()
        let trivia = scanner.bytes[..<start]
        leadingLines = trivia.count { $0 == UInt8(ascii: "\n") }
        leadingColumns = trivia.count - ((trivia.lastIndex(of: UInt8(ascii: "\n")) ?? -1) + 1)
        guard scanner.peek(at: start) == UInt8(ascii: "#") else {
            throw MacroExpansionError("expected a macro's use starting with '#', found \(text.prefix(20))")
        }
        let nameEnd = scanner.identifierEnd(from: start + 1)
        guard nameEnd > start + 1 else { throw MacroExpansionError("expected the macro's name after '#'") }
        name = scanner.text(start + 1, nameEnd)
        var index = try scanner.skipTrivia(from: nameEnd)
        if scanner.peek(at: index) == UInt8(ascii: "<") {
            index = try scanner.skipTrivia(from: scanner.closing(from: index) + 1)
        }
        if scanner.peek(at: index) == UInt8(ascii: "(") {
            let close = try scanner.closing(from: index)
            arguments = scanner.text(index + 1, close).trimmingWhitespace()
            index = close + 1
        } else {
            arguments = nil
        }
        let rest = scanner.text(index, scanner.bytes.count).trimmingWhitespace()
        trailingClosures = rest.isEmpty ? nil : rest
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
