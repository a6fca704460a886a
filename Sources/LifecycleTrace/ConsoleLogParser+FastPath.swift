// ViewLifecycle · LifecycleTrace

import Foundation

extension ConsoleLogParser {
    /// The record of a line of the common `<Module.Type: 0xADDRESS> callback` shape, or `nil`
    /// when the line is anything else, which the general path then reads.
    ///
    /// One forward pass with plain integer offsets into the line's bytes: the general path's
    /// slices and closures cost more than the work itself on the shape nearly every line of a
    /// real log has. It only accepts what the general path would read the same way, so a `nil`
    /// here never changes a result, only which path produces it.
    mutating func commonRecord(in utf8: UnsafeBufferPointer<UInt8>, line: Int, text: String) -> TraceRecord? {
        guard let base = utf8.baseAddress else { return nil }
        var start = 0
        var end = utf8.count
        while start < end && (base[start] == UInt8(ascii: " ") || base[start] == UInt8(ascii: "\t")) {
            start += 1
        }
        while end > start && (base[end - 1] == UInt8(ascii: " ") || base[end - 1] == UInt8(ascii: "\t")) {
            end -= 1
        }
        // A line starting with `<` cannot start with a log prefix's date, so no prefix to strip.
        guard end - start > 1, base[start] == UInt8(ascii: "<"),
            let found = memchr(base + start + 1, Int32(UInt8(ascii: ">")), end - start - 1)
        else { return nil }
        let close = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
        // The description's last colon splits the type name from the address.
        var colon = close - 1
        while colon > start && base[colon] != UInt8(ascii: ":") { colon -= 1 }
        guard colon > start else { return nil }
        let nameRange = ConsoleLogParser.trimmed(base, start + 1, colon)
        let addressRange = ConsoleLogParser.trimmed(base, colon + 1, close)
        guard nameRange.upperBound > nameRange.lowerBound,
            ConsoleLogParser.isHexAddress(base, addressRange)
        else { return nil }
        let callbackRange = ConsoleLogParser.trimmed(base, close + 1, end)
        let rest = utf8[callbackRange]
        let (callbackBytes, animated) = ConsoleLogParser.splitAnimated(rest)
        guard let callback = ConsoleLogParser.callbackName(callbackBytes, allowsBareIdentifier: true) else {
            return nil
        }
        let object = readableAddress(utf8[addressRange])
        let typeName = readableTypeName(utf8[nameRange])
        return TraceRecord(
            parsedLine: line, object: object, typeName: typeName, callback: callback, animated: animated,
            text: text)
    }

    /// The offsets `lower..<upper` without leading and trailing spaces and tabs.
    @inline(__always)
    private static func trimmed(_ base: UnsafePointer<UInt8>, _ lower: Int, _ upper: Int) -> Range<Int> {
        var lower = lower
        var upper = upper
        while lower < upper && (base[lower] == UInt8(ascii: " ") || base[lower] == UInt8(ascii: "\t")) {
            lower += 1
        }
        while upper > lower && (base[upper - 1] == UInt8(ascii: " ") || base[upper - 1] == UInt8(ascii: "\t"))
        {
            upper -= 1
        }
        return lower..<upper
    }

    /// Whether the bytes are `0x` then at least one hex digit, as the general path requires.
    @inline(__always)
    private static func isHexAddress(_ base: UnsafePointer<UInt8>, _ range: Range<Int>) -> Bool {
        guard range.count > 2, base[range.lowerBound] == UInt8(ascii: "0"),
            base[range.lowerBound + 1] == UInt8(ascii: "x")
        else { return false }
        var index = range.lowerBound + 2
        while index < range.upperBound {
            // Folding ASCII letters to lowercase leaves one range test for them.
            let byte = base[index]
            let lower = byte | 0x20
            let isHex =
                (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                || (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "f"))
            guard isHex else { return false }
            index += 1
        }
        return true
    }
}
