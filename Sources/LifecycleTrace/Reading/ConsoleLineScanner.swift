// ViewLifecycle · LifecycleTrace

import Foundation

extension ConsoleLogParser {
    /// The callback and `animated` flag of a line of the common `<Module.Type: 0xADDRESS> callback`
    /// shape, or a bare common callback such as `makeUIViewController(context:)`, after an
    /// optional log prefix; `nil` when the line is anything else, which the general path then reads.
    ///
    /// On a match with an object, its address and readable type name are left in ``lastAddress``
    /// and ``lastTypeName``: the caller builds a record once, in its return, or feeds the checker
    /// without one.
    ///
    /// One forward pass with plain integer offsets into the line's bytes. It only accepts what
    /// the general path would read the same way, so a `nil` here never changes a result, only
    /// which path produces it.
    mutating func readCommonLine(_ utf8: UnsafeBufferPointer<UInt8>) -> CommonLine? {
        guard let base = utf8.baseAddress else { return nil }
        var line = ConsoleLogParser.trimmed(base, 0, utf8.count)
        if line.count > 10 && base[line.lowerBound].isDigit {
            // A date first: an NSLog/OSLog prefix, which the general path knows how to strip.
            let body = ConsoleLogParser.strippingLogPrefix(utf8[line])
            line = ConsoleLogParser.trimmed(base, body.startIndex, body.endIndex)
        }
        let start = line.lowerBound
        let end = line.upperBound
        guard end - start > 1 else { return nil }
        guard base[start] == UInt8(ascii: "<") else {
            // A bare callback, such as `makeUIViewController(context:)`: the table's names only;
            // any other is the general path's to validate.
            let (callbackBytes, animated) = ConsoleLogParser.splitAnimated(utf8[line])
            guard let callback = CallbackNames.common.entry(matching: callbackBytes) else { return nil }
            return CommonLine(callback: callback, animated: animated, hasObject: false)
        }
        guard let found = memchr(base + start + 1, Int32(UInt8(ascii: ">")), end - start - 1) else {
            return nil
        }
        let close = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base
        // The description's last colon splits the type name from the address.
        var colon = close - 1
        while colon > start && base[colon] != UInt8(ascii: ":") { colon -= 1 }
        guard colon > start else { return nil }
        let name = ConsoleLogParser.trimmed(base, start + 1, colon)
        let address = ConsoleLogParser.trimmed(base, colon + 1, close)
        guard !name.isEmpty else { return nil }
        let rest = utf8[ConsoleLogParser.trimmed(base, close + 1, end)]
        let (callbackBytes, animated) = ConsoleLogParser.splitAnimated(rest)
        // An address equal to the last one was checked when it was stored.
        let isLastAddress = address.count > 2 && utf8[address].equals(lastAddress.printed)
        guard isLastAddress || ConsoleLogParser.isHexAddress(base, address),
            let callback = ConsoleLogParser.callbackName(callbackBytes, allowsBareIdentifier: true)
        else { return nil }
        if !isLastAddress { _ = readableAddress(utf8[address]) }
        _ = readableTypeName(utf8[name])
        return CommonLine(callback: callback, animated: animated, hasObject: true)
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
