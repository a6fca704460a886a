// ViewLifecycle · LifecycleTrace

extension ConsoleLineScanner {
    /// Splits a trailing `animated: true` or `(animated: false)` off the callback.
    static func splitAnimated(_ rest: Bytes) -> (Bytes, Bool?) {
        // Every suffix ends in `e` or `e)`; most callbacks end in `()` or `:)`, so one or two
        // byte tests spare them the four suffix comparisons.
        guard var last = rest.last else { return (rest, nil) }
        if last == UInt8(ascii: ")") && rest.count > 1 { last = rest[rest.endIndex - 2] }
        guard last == UInt8(ascii: "e") else { return (rest, nil) }
        for (suffix, value) in animatedSuffixes where rest.ends(with: suffix) {
            let callback = rest.dropLast(suffix.count).trimmingSpaces()
            if !callback.isEmpty { return (callback, value) }
        }
        return (rest, nil)
    }

    private static let animatedSuffixes: [(String.UTF8View, Bool)] = [
        ("(animated: true)".utf8, true), ("(animated: false)".utf8, false),
        ("animated: true".utf8, true), ("animated: false".utf8, false),
    ]

    /// The callback if `bytes` is one `#function` name: `name(label:_:)`, `name()`, `deinit`, or a
    /// bare identifier after an object's description.
    static func callback(_ bytes: Bytes, allowsBareIdentifier: Bool) -> CallbackNames.Entry? {
        // The common names are valid by construction: matching them first skips the validation
        // loops for nearly every line of a real log.
        if let entry = CallbackNames.common.entry(matching: bytes) { return entry }
        let identifier = bytes.prefix { $0.isIdentifierByte }
        guard let first = identifier.first, !first.isDigit else { return nil }
        let parameters = bytes.dropFirst(identifier.count)
        if parameters.isEmpty {
            // `deinit`, the one bare name of a callback, is a common name, matched above.
            return allowsBareIdentifier ? CallbackNames.Entry(uncommon: bytes) : nil
        }
        guard parameters.first == UInt8(ascii: "("), parameters.last == UInt8(ascii: ")") else { return nil }
        let labels = parameters.dropFirst().dropLast()
        // Every label is an identifier (or `_`) ended by a colon: `_:context:`.
        var labelLength = 0
        for byte in labels {
            if byte == UInt8(ascii: ":") {
                guard labelLength > 0 else { return nil }
                labelLength = 0
            } else if byte.isIdentifierByte {
                labelLength += 1
            } else {
                return nil
            }
        }
        guard labelLength == 0 else { return nil }
        return CallbackNames.Entry(uncommon: bytes)
    }
}
