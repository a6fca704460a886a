// ViewLifecycle · LifecycleTrace

/// A parser of console logs of lifecycle callbacks, one line at a time.
///
/// It recognises the lines lifecycle logging prints, with or without an NSLog/OSLog prefix
/// (`2026-12-02 10:00:00.123456+0900 App[123:4567] `, which is stripped):
///
/// - `<__lldb_expr_90.SampleUIViewController: 0x7f88daee0370> viewDidLoad()`: an object's
///   `description` then the callback in `#function` form. Mangled runtime names
///   (`_TtCV14__lldb_expr_9010SampleView11Coordinator`) are demangled; Linux Foundation's
///   `<Coordinator: 0x000055edd365d9b0>` is read the same way.
/// - A bare callback such as `makeUIViewController(context:)` or `deinit`.
/// - Either of them followed by `animated: true` or `(animated: false)`.
///
/// Any other line is skipped and counted in ``skippedLineCount``; blank lines are counted in
/// ``blankLineCount`` and are neither.
public struct ConsoleLogParser: Sendable {
    /// The non-blank lines that were not lifecycle lines.
    public private(set) var skippedLineCount = 0
    /// The lines that were empty or held only whitespace.
    public private(set) var blankLineCount = 0

    /// Creates a parser that has seen no lines.
    public init() {}

    /// Parses one line.
    ///
    /// - Parameters:
    ///   - text: The line, without its terminator.
    ///   - line: Its 1-based line number, stored in the record.
    /// - Returns: The record, or `nil` for a blank or unrecognised line (which is counted).
    public mutating func parse(_ text: String, line: Int) -> TraceRecord? {
        // Most lines have the common shape; reading it in one pass and returning straight away
        // skips the general path's slices, and the copy `withUTF8` needs for a `var`. The record
        // is written to a local rather than returned from the closure: an optional of an
        // optional was copied out, retaining and releasing its four strings.
        var common: TraceRecord?
        _ = text.utf8.withContiguousStorageIfAvailable { utf8 in
            common = self.commonRecord(in: utf8, line: line, text: text)
        }
        // `case .some` rather than `!= nil`: the record is Equatable, and `!=` compared two
        // optionals, copying the record into a tuple and destroying it again.
        if case .some = common { return common }
        var utf8Text = text
        var record: TraceRecord?
        var isBlank = false
        // Working on the contiguous UTF-8 bytes with integer indices is several times faster
        // than String.Index arithmetic, and the checker's throughput is mostly this parser's.
        // The closure returns nothing: handing the record out in a tuple cost a copy and a
        // release of its four strings per line.
        utf8Text.withUTF8 { utf8 in
            let body = ConsoleLogParser.strippingLogPrefix(utf8[...]).trimmingSpaces()
            if body.isEmpty {
                isBlank = true
            } else {
                record = self.record(in: body, line: line, text: text)
            }
        }
        if isBlank {
            blankLineCount += 1
        } else if record == nil {
            skippedLineCount += 1
        }
        return record
    }

    /// A run of a line's UTF-8 bytes.
    typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

    private mutating func record(in body: Bytes, line: Int, text: String) -> TraceRecord? {
        var rest = body
        var object: String?
        var typeName: String?
        if rest.first == UInt8(ascii: "<") {
            guard let close = rest.firstIndex(ofByte: UInt8(ascii: ">")) else { return nil }
            let inside = rest[rest.index(after: rest.startIndex)..<close]
            guard let (name, address) = ConsoleLogParser.splitDescription(inside) else { return nil }
            object = readableAddress(address)
            typeName = readableTypeName(name)
            rest = rest[rest.index(after: close)...].trimmingSpaces()
        }
        let (callbackBytes, animated) = ConsoleLogParser.splitAnimated(rest)
        guard let callback = ConsoleLogParser.callbackName(callbackBytes, allowsBareIdentifier: object != nil)
        else {
            return nil
        }
        return TraceRecord(
            parsedLine: line, object: object, typeName: typeName, callback: callback, animated: animated,
            text: text
        )
    }

    /// Splits `Module.Type: 0xADDRESS` at its last `: `.
    /// The demangled name of the last type seen: logs name the same few types over and over, so
    /// one entry saves most demangling and string allocation.
    private var lastTypeName: (printed: [UInt8], readable: String) = ([], "")

    mutating func readableTypeName(_ printed: Bytes) -> String {
        if !printed.equals(lastTypeName.printed) {
            lastTypeName = (Array(printed), SwiftTypeName.demangle(String(decoding: printed, as: UTF8.self)))
        }
        return lastTypeName.readable
    }

    /// The address of the last object seen: its next lines usually follow, and reusing the
    /// string skips decoding it again.
    private var lastAddress: (printed: [UInt8], string: String) = ([], "")

    mutating func readableAddress(_ printed: Bytes) -> String {
        if !printed.equals(lastAddress.printed) {
            lastAddress = (Array(printed), String(decoding: printed, as: UTF8.self))
        }
        return lastAddress.string
    }

    private static func splitDescription(_ inside: Bytes) -> (name: Bytes, address: Bytes)? {
        guard let colon = inside.lastIndex(ofByte: UInt8(ascii: ":")) else { return nil }
        let name = inside[..<colon].trimmingSpaces()
        let address = inside[inside.index(after: colon)...].trimmingSpaces()
        guard !name.isEmpty, address.count > 2, address[address.startIndex] == UInt8(ascii: "0"),
            address[address.startIndex + 1] == UInt8(ascii: "x")
        else { return nil }
        // A plain loop: `allSatisfy(\.isHexDigit)` goes through a key path on every byte.
        for byte in address.dropFirst(2) where !byte.isHexDigit { return nil }
        return (name, address)
    }

    /// Splits a trailing `animated: true` or `(animated: false)` off the callback.
    static func splitAnimated(_ rest: Bytes) -> (Bytes, Bool?) {
        // Every suffix ends in `e` or `e)`; most callbacks end in `()` or `:)`, so one or two
        // byte tests spare them the four suffix comparisons.
        guard var last = rest.last else { return (rest, nil) }
        if last == UInt8(ascii: ")") && rest.count > 1 { last = rest[rest.endIndex - 2] }
        guard last == UInt8(ascii: "e") else { return (rest, nil) }
        for (suffix, value) in ConsoleLogParser.animatedSuffixes where rest.ends(with: suffix) {
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
    static func callbackName(_ bytes: Bytes, allowsBareIdentifier: Bool) -> String? {
        // The common names are valid by construction: matching them first skips the validation
        // loops for nearly every line of a real log.
        if let name = CallbackNames.common.name(matching: bytes) { return name }
        let identifier = bytes.prefix { $0.isIdentifierByte }
        guard let first = identifier.first, !first.isDigit else { return nil }
        let parameters = bytes.dropFirst(identifier.count)
        if parameters.isEmpty {
            let isDeinit = identifier.elementsEqual("deinit".utf8)
            return allowsBareIdentifier || isDeinit ? String(decoding: bytes, as: UTF8.self) : nil
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
        return String(decoding: bytes, as: UTF8.self)
    }
}
