// ViewLifecycle · PluginSession

/// Finds the ends of Swift's bracketed groups, strings and comments in a macro's source text.
///
/// It reads only what decides where a group ends: brackets, string literals (escaped, raw,
/// multi-line, with interpolations) and comments (nested block comments too). Everything else is
/// passed over, as the expansion passes it on to the compiler.
struct SourceScanner {
    /// The source text's UTF-8 bytes.
    let bytes: [UInt8]

    /// A scanner over `text`.
    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    /// The byte at `index`, or nil past the end.
    func peek(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    /// The text of the bytes from `start` up to `end`.
    func text(_ start: Int, _ end: Int) -> String {
        String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The index after the identifier starting at `start` (letters, digits, `_`, and any
    /// non-ASCII byte, which Swift allows in identifiers).
    func identifierEnd(from start: Int) -> Int {
        var index = start
        while let byte = peek(at: index),
            byte >= 0x80 || byte == UInt8(ascii: "_")
                || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
        {
            index += 1
        }
        return index
    }

    /// The index of the first byte from `start` that is neither white space nor in a comment.
    func skipTrivia(from start: Int = 0) throws(MacroExpansionError) -> Int {
        var index = start
        while let byte = peek(at: index) {
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                || byte == UInt8(ascii: "\r")
            {
                index += 1
            } else if let end = try commentEnd(at: index) {
                index = end
            } else {
                break
            }
        }
        return index
    }

    /// The index of the bracket closing the one at `open` (`(`, `[`, `{` or `<`).
    func closing(from open: Int) throws(MacroExpansionError) -> Int {
        var expected = [closer(of: bytes[open])]
        var index = open + 1
        while let byte = peek(at: index) {
            if let end = try commentEnd(at: index) {
                index = end
                continue
            }
            if let end = try stringEnd(at: index) {
                index = end
                continue
            }
            if byte == expected.last {
                expected.removeLast()
                if expected.isEmpty { return index }
            } else if byte == UInt8(ascii: "(") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "{")
                || (byte == UInt8(ascii: "<") && expected.last == UInt8(ascii: ">"))
            {
                expected.append(closer(of: byte))
            } else if byte == UInt8(ascii: ")") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "}") {
                throw MacroExpansionError(
                    "unbalanced '\(Character(UnicodeScalar(byte)))' in the macro's arguments, where '\(Character(UnicodeScalar(expected.last!)))' was expected"
                )
            }
            index += 1
        }
        throw MacroExpansionError(
            "expected '\(Character(UnicodeScalar(expected.last!)))' to close the macro's arguments")
    }

    /// The index of the first `byte` from `start` outside brackets, strings and comments, or nil.
    func topLevelIndex(of byte: UInt8, from start: Int) throws(MacroExpansionError) -> Int? {
        var index = start
        while let current = peek(at: index) {
            if let end = try commentEnd(at: index) {
                index = end
            } else if let end = try stringEnd(at: index) {
                index = end
            } else if current == byte {
                return index
            } else if current == UInt8(ascii: "(") || current == UInt8(ascii: "[")
                || current == UInt8(ascii: "{")
                || current == UInt8(ascii: "<")
            {
                index = try closing(from: index) + 1
            } else {
                index += 1
            }
        }
        return nil
    }

    /// The bracket that closes `open`.
    private func closer(of open: UInt8) -> UInt8 {
        switch open {
        case UInt8(ascii: "("): UInt8(ascii: ")")
        case UInt8(ascii: "["): UInt8(ascii: "]")
        case UInt8(ascii: "<"): UInt8(ascii: ">")
        default: UInt8(ascii: "}")
        }
    }

    /// The index after the comment starting at `index`, or nil if none starts there.
    private func commentEnd(at index: Int) throws(MacroExpansionError) -> Int? {
        guard peek(at: index) == UInt8(ascii: "/") else { return nil }
        if peek(at: index + 1) == UInt8(ascii: "/") {
            return bytes[index...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
        }
        guard peek(at: index + 1) == UInt8(ascii: "*") else { return nil }
        var depth = 0
        var cursor = index
        while cursor + 1 < bytes.count {
            if bytes[cursor] == UInt8(ascii: "/") && bytes[cursor + 1] == UInt8(ascii: "*") {
                depth += 1
                cursor += 2
            } else if bytes[cursor] == UInt8(ascii: "*") && bytes[cursor + 1] == UInt8(ascii: "/") {
                depth -= 1
                cursor += 2
                if depth == 0 { return cursor }
            } else {
                cursor += 1
            }
        }
        throw MacroExpansionError("expected '*/' to end a block comment in the macro's arguments")
    }

    /// The index after the string literal starting at `index` (its `#`s or its quote), or nil if
    /// none starts there.
    private func stringEnd(at index: Int) throws(MacroExpansionError) -> Int? {
        var hashes = 0
        while peek(at: index + hashes) == UInt8(ascii: "#") { hashes += 1 }
        let quote = index + hashes
        guard peek(at: quote) == UInt8(ascii: "\"") else { return nil }
        let multiline = peek(at: quote + 1) == UInt8(ascii: "\"") && peek(at: quote + 2) == UInt8(ascii: "\"")
        let delimiter = multiline ? 3 : 1
        var cursor = quote + delimiter
        while let byte = peek(at: cursor) {
            if byte == UInt8(ascii: "\\") && followedByHashes(hashes, at: cursor + 1) {
                let escaped = cursor + 1 + hashes
                if peek(at: escaped) == UInt8(ascii: "(") {
                    cursor = try closing(from: escaped) + 1
                } else {
                    cursor = escaped + 1
                }
            } else if byte == UInt8(ascii: "\"") && quotes(delimiter, at: cursor)
                && followedByHashes(hashes, at: cursor + delimiter)
            {
                return cursor + delimiter + hashes
            } else if byte == UInt8(ascii: "\n") && !multiline {
                break
            } else {
                cursor += 1
            }
        }
        throw MacroExpansionError("expected '\"' to end a string literal in the macro's arguments")
    }

    /// Whether `count` quotes start at `index`.
    private func quotes(_ count: Int, at index: Int) -> Bool {
        (0..<count).allSatisfy { peek(at: index + $0) == UInt8(ascii: "\"") }
    }

    /// Whether `count` `#`s start at `index`.
    private func followedByHashes(_ count: Int, at index: Int) -> Bool {
        (0..<count).allSatisfy { peek(at: index + $0) == UInt8(ascii: "#") }
    }
}
