// ViewLifecycle · LifecycleTrace

extension ConsoleLineScanner {
    /// The message of a trimmed line with a log prefix, or the line itself.
    ///
    /// The prefixes, each ended by the message (returned untrimmed):
    /// - NSLog, Xcode and `log stream --style compact`: a date (`yyyy-mm-dd`) at the start, then
    ///   the first `Process[pid]` or `Process[pid:thread]` (a `[` right after a non-space, hex
    ///   digits and colons inside, a space or the end after it).
    /// - `log stream` (default style): the date, a time, then the columns thread (`0x…`), type,
    ///   activity (`0x…`), pid and TTL (digits), then `Process: `.
    /// - Console.app's copied rows: `type<TAB>time<TAB>process<TAB>message`, where type is one of
    ///   `default`, `info`, `debug`, `error`, `fault`, `notice` (any case of the first letter).
    ///
    /// After the first two, an OSLog `(Library)` and then a `[subsystem:category]` or `[Category]`,
    /// each without spaces, are stripped too. Requiring a date keeps a message that merely holds
    /// brackets intact.
    @inline(__always)
    static func strippingLogPrefix(_ line: Bytes) -> Bytes {
        // Most lines start with `<`: one byte test spares them the call.
        guard let first = line.first, first != UInt8(ascii: "<") else { return line }
        if first.isDigit { return strippingDatedPrefix(line) }
        return strippingConsoleRow(line)
    }

    private static func strippingDatedPrefix(_ line: Bytes) -> Bytes {
        guard startsWithDate(line) else { return line }
        if let message = logStreamMessage(line) { return strippingTags(message) }
        guard let open = line.firstIndex(ofByte: UInt8(ascii: "[")), open > line.startIndex,
            !line[open - 1].isSpaceOrTab
        else { return line }
        let afterOpen = line[(open + 1)...]
        guard let close = afterOpen.firstIndex(ofByte: UInt8(ascii: "]")) else { return line }
        let ids = afterOpen[..<close]
        let isProcessIDs =
            !ids.isEmpty
            && ids.allSatisfy { $0 == UInt8(ascii: ":") || $0.isHexDigit || $0 == UInt8(ascii: "x") }
        let rest = afterOpen[(close + 1)...]
        guard isProcessIDs, rest.first.map(\.isSpaceOrTab) ?? true else { return line }
        return strippingTags(rest)
    }

    /// The message of a `log stream` line in its default style, or `nil`.
    private static func logStreamMessage(_ line: Bytes) -> Bytes? {
        var rest = line
        // Date and time, then thread, type, activity, pid and TTL, each tested as it is read so
        // an NSLog line (whose third column is `Process[…]`) is let go after three.
        for column in 0..<7 {
            guard let text = nextColumn(&rest) else { return nil }
            switch column {
            case 2, 4: guard text.starts(with: "0x".utf8) else { return nil }
            case 5, 6: guard text.allSatisfy(\.isDigit) else { return nil }
            default: break
            }
        }
        // The process name, then `: ` and the message.
        guard let colon = rest.firstIndex(ofByte: UInt8(ascii: ":")), colon + 1 < rest.endIndex,
            rest[colon + 1] == UInt8(ascii: " ")
        else { return nil }
        return rest[(colon + 1)...]
    }

    /// The first run of non-space bytes in `rest`, which is left after it.
    private static func nextColumn(_ rest: inout Bytes) -> Bytes? {
        let trimmed = rest.drop { $0.isSpaceOrTab }
        let column = trimmed.prefix { !$0.isSpaceOrTab }
        guard !column.isEmpty else { return nil }
        rest = trimmed[column.endIndex...]
        return column
    }

    /// The message of a Console.app row, or the line.
    private static func strippingConsoleRow(_ line: Bytes) -> Bytes {
        // The type is the first field: at most 7 letters, then a tab.
        guard let tab = line.prefix(8).firstIndex(ofByte: UInt8(ascii: "\t")),
            consoleTypes.contains(where: { line[..<tab].lowercasedASCIIEquals($0) })
        else { return line }
        var rest = line[(tab + 1)...]
        for _ in 0..<2 {
            guard let next = rest.firstIndex(ofByte: UInt8(ascii: "\t")) else { return line }
            rest = rest[(next + 1)...]
        }
        return rest
    }

    private static let consoleTypes = ["default", "info", "debug", "error", "fault", "notice"].map {
        Array($0.utf8)
    }

    /// `rest` without a leading `(Library)` and then a `[subsystem:category]`, each without spaces
    /// and followed by a space or the end.
    private static func strippingTags(_ rest: Bytes) -> Bytes {
        var rest = rest
        for (open, close) in [(UInt8(ascii: "("), UInt8(ascii: ")")), (UInt8(ascii: "["), UInt8(ascii: "]"))]
        {
            let trimmed = rest.drop { $0.isSpaceOrTab }
            guard trimmed.first == open else { continue }
            let tag = trimmed.dropFirst().prefix { $0 != close && !$0.isSpaceOrTab }
            let after = trimmed.dropFirst(tag.count + 1)
            guard !tag.isEmpty, after.first == close else { continue }
            let message = after.dropFirst()
            guard message.first.map(\.isSpaceOrTab) ?? true else { continue }
            rest = message
        }
        return rest
    }

    private static func startsWithDate(_ bytes: Bytes) -> Bool {
        // Checked byte by byte: building the pattern as an array cost an allocation per line.
        guard bytes.count > 10 else { return false }
        let base = bytes.startIndex
        for offset in 0..<10 {
            let byte = bytes[base + offset]
            let isValid = offset == 4 || offset == 7 ? byte == UInt8(ascii: "-") : byte.isDigit
            guard isValid else { return false }
        }
        return true
    }
}

extension Slice<UnsafeBufferPointer<UInt8>> {
    /// Whether the bytes are `lowercase`, ignoring the case of the first.
    fileprivate func lowercasedASCIIEquals(_ lowercase: [UInt8]) -> Bool {
        guard count == lowercase.count, let first else { return false }
        return first | 0x20 == lowercase[0] && dropFirst().elementsEqual(lowercase.dropFirst())
    }
}
