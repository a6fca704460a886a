// ViewLifecycle · LifecycleTraceTests

import LifecycleTrace

/// The console-line grammar written plainly, over arrays, with no caches and nothing shared with
/// ``ConsoleLineScanner`` but the demangler: the reference the scanner is checked against, as
/// `ContractGrammar` is for the balancer.
enum ReferenceConsoleGrammar {
    /// What the grammar makes of a line.
    enum Reading: Equatable {
        /// A lifecycle line; `object` and `typeName` are `nil` for a bare callback.
        case callback(object: String?, typeName: String?, name: String, animated: Bool?)
        /// Empty, whitespace, or a log prefix alone.
        case blank
        /// Anything else.
        case other
    }

    /// Reads one line.
    static func read(_ text: String) -> Reading {
        var body = trimmed(strippingPrefix(trimmed(Array(text.utf8))))
        guard !body.isEmpty else { return .blank }
        var object: String?
        var typeName: String?
        if body[0] == UInt8(ascii: "<") {
            guard let close = descriptionEnd(body) else { return .other }
            let inside = Array(body[1..<close])
            guard let colon = inside.lastIndex(of: UInt8(ascii: ":")) else { return .other }
            let name = trimmed(Array(inside[..<colon]))
            let address = trimmed(Array(inside[(colon + 1)...]))
            guard !name.isEmpty, address.count > 2, address.starts(with: "0x".utf8),
                address.dropFirst(2).allSatisfy(isHexDigit)
            else { return .other }
            object = String(decoding: address, as: UTF8.self)
            typeName = SwiftTypeName.demangle(String(decoding: name, as: UTF8.self))
            body = trimmed(Array(body[(close + 1)...]))
        }
        let (callback, animated) = splitAnimated(body)
        guard isCallback(callback, allowsBareIdentifier: object != nil) else { return .other }
        let name = String(decoding: callback, as: UTF8.self)
        return .callback(object: object, typeName: typeName, name: name, animated: animated)
    }

    private static func trimmed(_ bytes: [UInt8]) -> [UInt8] {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        return Array(bytes.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }

    /// The `>` closing the `<` at 0, counting nested pairs, a `->` not closing anything.
    private static func descriptionEnd(_ body: [UInt8]) -> Int? {
        var depth = 0
        for index in body.indices {
            if body[index] == UInt8(ascii: "<") { depth += 1 }
            let isArrow = index > 0 && body[index - 1] == UInt8(ascii: "-")
            if body[index] == UInt8(ascii: ">") && !isArrow {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The message after a log prefix, or the line: `yyyy-mm-dd…` then the first `Process[ids]`
    /// or `log stream`'s columns, then tags; or a Console.app row.
    private static func strippingPrefix(_ line: [UInt8]) -> [UInt8] {
        if let row = consoleRowMessage(line) { return row }
        let date = Array(line.prefix(10))
        let isDate =
            line.count > 10
            && date.indices.allSatisfy {
                $0 == 4 || $0 == 7 ? date[$0] == UInt8(ascii: "-") : isDigit(date[$0])
            }
        guard isDate else { return line }
        if let message = logStreamMessage(line) { return strippingTags(message) }
        guard let open = line.firstIndex(of: UInt8(ascii: "[")), open > 0, !isSpace(line[open - 1]),
            let close = line[open...].firstIndex(of: UInt8(ascii: "]"))
        else { return line }
        let ids = line[(open + 1)..<close]
        let rest = Array(line[(close + 1)...])
        guard !ids.isEmpty,
            ids.allSatisfy({ $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: "x") || isHexDigit($0) }),
            rest.first.map(isSpace) ?? true
        else { return line }
        return strippingTags(rest)
    }

    /// `log stream`: date, time, `0x…`, type, `0x…`, digits, digits, then `Process: message`.
    private static func logStreamMessage(_ line: [UInt8]) -> [UInt8]? {
        var columns: [[UInt8]] = []
        var index = 0
        while columns.count < 7 {
            while index < line.count && isSpace(line[index]) { index += 1 }
            let start = index
            while index < line.count && !isSpace(line[index]) { index += 1 }
            guard index > start else { return nil }
            columns.append(Array(line[start..<index]))
        }
        let hex = "0x".utf8
        guard columns[2].starts(with: hex), columns[4].starts(with: hex), columns[5].allSatisfy(isDigit),
            columns[6].allSatisfy(isDigit)
        else { return nil }
        let rest = Array(line[index...])
        guard let colon = rest.firstIndex(of: UInt8(ascii: ":")), colon + 1 < rest.count,
            rest[colon + 1] == UInt8(ascii: " ")
        else { return nil }
        return Array(rest[(colon + 1)...])
    }

    /// `type<TAB>time<TAB>process<TAB>message`, the type a known word.
    private static func consoleRowMessage(_ line: [UInt8]) -> [UInt8]? {
        let fields = line.split(separator: UInt8(ascii: "\t"), maxSplits: 3, omittingEmptySubsequences: false)
        guard fields.count == 4, let first = fields[0].first, fields[0].count < 8 else { return nil }
        let lowered = [first | 0x20] + fields[0].dropFirst()
        let types = ["default", "info", "debug", "error", "fault", "notice"]
        guard first != UInt8(ascii: "<"), !isDigit(first),
            types.contains(where: { lowered.elementsEqual($0.utf8) })
        else { return nil }
        return Array(fields[3])
    }

    /// Without a leading `(Library)`, then a `[Category]`, each spaceless and then a space or the end.
    private static func strippingTags(_ message: [UInt8]) -> [UInt8] {
        var rest = message
        for (open, close) in [(UInt8(ascii: "("), UInt8(ascii: ")")), (UInt8(ascii: "["), UInt8(ascii: "]"))]
        {
            let trimmedRest = Array(rest.drop(while: isSpace))
            guard trimmedRest.first == open, let end = trimmedRest.firstIndex(of: close) else { continue }
            let tag = trimmedRest[1..<end]
            let after = Array(trimmedRest[(end + 1)...])
            guard !tag.isEmpty, !tag.contains(where: isSpace), after.first.map(isSpace) ?? true else {
                continue
            }
            rest = after
        }
        return rest
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func splitAnimated(_ body: [UInt8]) -> ([UInt8], Bool?) {
        let suffixes = [
            ("(animated: true)", true), ("(animated: false)", false), ("animated: true", true),
            ("animated: false", false),
        ]
        for (suffix, value) in suffixes where body.count >= suffix.utf8.count {
            guard body.suffix(suffix.utf8.count).elementsEqual(suffix.utf8) else { continue }
            let callback = trimmed(Array(body.dropLast(suffix.utf8.count)))
            if !callback.isEmpty { return (callback, value) }
        }
        return (body, nil)
    }

    /// `name(label:_:)`, `name()`, `deinit`, or a bare identifier when allowed.
    private static func isCallback(_ bytes: [UInt8], allowsBareIdentifier: Bool) -> Bool {
        let identifier = bytes.prefix(while: isIdentifierByte)
        guard let first = identifier.first, !isDigit(first) else { return false }
        let parameters = Array(bytes.dropFirst(identifier.count))
        guard !parameters.isEmpty else {
            return allowsBareIdentifier || identifier.elementsEqual("deinit".utf8)
        }
        guard parameters.count >= 2, parameters.first == UInt8(ascii: "("),
            parameters.last == UInt8(ascii: ")")
        else { return false }
        let labels = parameters.dropFirst().dropLast()
        guard !labels.isEmpty else { return true }
        guard labels.last == UInt8(ascii: ":") else { return false }
        let names = labels.dropLast().split(separator: UInt8(ascii: ":"), omittingEmptySubsequences: false)
        return names.allSatisfy { !$0.isEmpty && $0.allSatisfy(isIdentifierByte) }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }
}
