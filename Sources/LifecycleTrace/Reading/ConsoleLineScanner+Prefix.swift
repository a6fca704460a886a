// ViewLifecycle · LifecycleTrace

import Foundation

extension ConsoleLogParser {
    /// The line without an NSLog/OSLog prefix such as
    /// `2026-12-02 10:00:00.123456+0900 App[123:4567] `, or the line itself.
    ///
    /// A prefix is a date (`yyyy-mm-dd`) at the start of the line and, before the message, the
    /// first `Process[pid:thread] `; requiring both keeps a message that merely contains brackets
    /// intact.
    static func strippingLogPrefix(_ line: Bytes) -> Bytes {
        let trimmed = line.trimmingSpaces()
        guard startsWithDate(trimmed), let open = trimmed.firstIndex(of: UInt8(ascii: "[")) else {
            return line
        }
        let afterOpen = trimmed[trimmed.index(after: open)...]
        guard let close = afterOpen.firstIndex(of: UInt8(ascii: "]")) else { return line }
        let ids = afterOpen[..<close]
        let isProcessAndThread =
            ids.contains(UInt8(ascii: ":"))
            && ids.allSatisfy { $0 == UInt8(ascii: ":") || $0.isHexDigit || $0 == UInt8(ascii: "x") }
        guard isProcessAndThread else { return line }
        return afterOpen[afterOpen.index(after: close)...]
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

extension UInt8 {
    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    var isHexDigit: Bool {
        isDigit || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "f"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "F"))
    }

    /// A byte of a Swift identifier as `#function` prints it (ASCII, plus any non-ASCII byte).
    var isIdentifierByte: Bool {
        isDigit || self == UInt8(ascii: "_") || self >= 0x80
            || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
    }
}

extension Slice<UnsafeBufferPointer<UInt8>> {
    /// The bytes without leading and trailing spaces and tabs.
    func trimmingSpaces() -> Self {
        let isSpace = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) })
        else { return self[endIndex...] }
        return self[first...last]
    }

    /// Whether the bytes are exactly `other`, compared with `memcmp` rather than element by element.
    func equals(_ other: [UInt8]) -> Bool {
        guard count == other.count else { return false }
        guard count > 0 else { return true }
        return other.withUnsafeBufferPointer {
            memcmp(base.baseAddress! + startIndex, $0.baseAddress!, count) == 0
        }
    }

    /// The index of the first `byte`, found with `memchr`: the generic element loop is the
    /// parser's hottest spot on long lines.
    func firstIndex(ofByte byte: UInt8) -> Int? {
        guard !isEmpty, let start = base.baseAddress.map({ $0 + startIndex }) else { return nil }
        guard let found = memchr(start, Int32(byte), count) else { return nil }
        return startIndex + (UnsafeRawPointer(found) - UnsafeRawPointer(start))
    }

    /// The index of the last `byte`, scanning backwards over the raw bytes.
    func lastIndex(ofByte byte: UInt8) -> Int? {
        guard let start = base.baseAddress else { return nil }
        var index = endIndex
        while index > startIndex {
            index -= 1
            if start[index] == byte { return index }
        }
        return nil
    }

    /// Whether the bytes end with `suffix`.
    func ends(with suffix: String.UTF8View) -> Bool {
        count >= suffix.count && suffix.elementsEqual(self.suffix(suffix.count))
    }
}
