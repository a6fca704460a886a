// ViewLifecycle · LifecycleTrace

import Foundation

/// A run of a line's UTF-8 bytes, valid while the line's storage is borrowed.
typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

extension UInt8 {
    /// Whether the byte is an ASCII digit.
    var isDigit: Bool { self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9") }

    /// Whether the byte is an ASCII hex digit, in either case.
    var isHexDigit: Bool {
        // Folding ASCII letters to lowercase leaves one range test for them.
        let lower = self | 0x20
        return isDigit || (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "f"))
    }

    /// A byte of a Swift identifier as `#function` prints it (ASCII, plus any non-ASCII byte).
    var isIdentifierByte: Bool {
        isDigit || self == UInt8(ascii: "_") || self >= 0x80
            || (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z"))
            || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
    }

    /// Whether the byte is a space or a tab, the whitespace a log line is trimmed of.
    var isSpaceOrTab: Bool { self == UInt8(ascii: " ") || self == UInt8(ascii: "\t") }
}

// The helpers read through the base pointer: a slice's own subscript checks its bounds on
// every byte, which the scanner, the hottest loop of `lifecycle check`, cannot afford.
extension Slice<UnsafeBufferPointer<UInt8>> {
    /// The first byte's address; only read when the slice is not empty.
    @inline(__always)
    private var start: UnsafePointer<UInt8> { base.baseAddress! + startIndex }

    /// The bytes without leading and trailing spaces and tabs.
    @inline(__always)
    func trimmingSpaces() -> Self {
        guard let pointer = base.baseAddress else { return self }
        var lower = startIndex
        var upper = endIndex
        while lower < upper && pointer[lower].isSpaceOrTab { lower += 1 }
        while upper > lower && pointer[upper - 1].isSpaceOrTab { upper -= 1 }
        return Slice(base: base, bounds: lower..<upper)
    }

    /// Whether the bytes are `0x` then at least one hex digit, in either case.
    func isHexAddress() -> Bool {
        guard count > 2, start[0] == UInt8(ascii: "0"), start[1] == UInt8(ascii: "x") else { return false }
        for offset in 2..<count where !start[offset].isHexDigit { return false }
        return true
    }

    /// Whether the bytes are exactly `other`, compared with `memcmp`.
    func equals(_ other: [UInt8]) -> Bool {
        guard count == other.count else { return false }
        guard count > 0 else { return true }
        return other.withUnsafeBufferPointer { memcmp(start, $0.baseAddress!, count) == 0 }
    }

    /// The index of the first `byte`, found with `memchr`: the generic element loop is the
    /// scanner's hottest spot on long lines.
    func firstIndex(ofByte byte: UInt8) -> Int? {
        guard !isEmpty, let found = memchr(start, Int32(byte), count) else { return nil }
        return startIndex + (UnsafeRawPointer(found) - UnsafeRawPointer(start))
    }

    /// The index of the last `byte`, scanning backwards.
    @inline(__always)
    func lastIndex(ofByte byte: UInt8) -> Int? {
        guard let pointer = base.baseAddress else { return nil }
        var index = endIndex
        while index > startIndex {
            index -= 1
            if pointer[index] == byte { return index }
        }
        return nil
    }

    /// Whether the bytes end with `suffix`.
    func ends(with suffix: String.UTF8View) -> Bool {
        count >= suffix.count && suffix.elementsEqual(self.suffix(suffix.count))
    }
}
