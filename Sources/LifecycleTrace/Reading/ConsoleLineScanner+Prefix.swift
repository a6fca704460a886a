// ViewLifecycle · LifecycleTrace

extension ConsoleLineScanner {
    /// The message of a trimmed line with an NSLog/OSLog prefix such as
    /// `2026-12-02 10:00:00.123456+0900 App[123:4567] `, or the line itself.
    ///
    /// A prefix is a date (`yyyy-mm-dd`) at the start of the line and, before the message, the
    /// first `Process[pid:thread] `; requiring both keeps a message that merely contains brackets
    /// intact. The message is returned untrimmed.
    @inline(__always)
    static func strippingLogPrefix(_ line: Bytes) -> Bytes {
        // Most lines start with `<` or a letter: one byte test spares them the call.
        guard let first = line.first, first.isDigit else { return line }
        return strippingDatedPrefix(line)
    }

    private static func strippingDatedPrefix(_ line: Bytes) -> Bytes {
        guard startsWithDate(line), let open = line.firstIndex(ofByte: UInt8(ascii: "[")) else {
            return line
        }
        let afterOpen = line[(open + 1)...]
        guard let close = afterOpen.firstIndex(ofByte: UInt8(ascii: "]")) else { return line }
        let ids = afterOpen[..<close]
        let isProcessAndThread =
            ids.contains(UInt8(ascii: ":"))
            && ids.allSatisfy { $0 == UInt8(ascii: ":") || $0.isHexDigit || $0 == UInt8(ascii: "x") }
        guard isProcessAndThread else { return line }
        return afterOpen[(close + 1)...]
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
