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
        // Most lines have the common shape. The record is built here, once, in the return:
        // handed out of a closure it was copied and destroyed, retaining and releasing its
        // strings, on every line.
        if let common = readCommonLine(text) {
            return TraceRecord(
                parsedLine: line, object: common.hasObject ? lastAddress.string : nil,
                typeName: common.hasObject ? lastTypeName.readable : nil, callback: common.callback.name,
                animated: common.animated, text: text)
        }
        return parseOtherLine(text, line: line)
    }

    /// The callback of a line of the common `<Module.Type: 0xADDRESS> callback` shape, whose object
    /// is left in ``lastAddress`` and ``lastTypeName``, or of a bare common callback. `nil` for any
    /// other line, which ``parse(_:line:)`` reads on its general path and counts.
    mutating func readCommonLine(_ text: String) -> CommonLine? {
        var common: CommonLine?
        _ = text.utf8.withContiguousStorageIfAvailable { utf8 in
            common = self.readCommonLine(utf8)
        }
        return common
    }

    /// The general path: any line ``parse(_:line:)`` reads, prefix or not, and the counting of
    /// blank and skipped lines.
    mutating func parseOtherLine(_ text: String, line: Int) -> TraceRecord? {
        var utf8Text = text
        var record: TraceRecord?
        var isBlank = false
        // Working on the contiguous UTF-8 bytes with integer indices is several times faster
        // than String.Index arithmetic.
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
            parsedLine: line, object: object, typeName: typeName, callback: callback.name, animated: animated,
            text: text
        )
    }

    /// The demangled name of the last type seen: logs name the same few types over and over, so
    /// one entry saves most demangling and string allocation.
    private(set) var lastTypeName: (printed: [UInt8], readable: String) = ([], "")

    mutating func readableTypeName(_ printed: Bytes) -> String {
        if !printed.equals(lastTypeName.printed) {
            lastTypeName = (Array(printed), SwiftTypeName.demangle(String(decoding: printed, as: UTF8.self)))
        }
        return lastTypeName.readable
    }

    /// The address of the last object seen: its next lines usually follow, and reusing the
    /// string skips decoding it again.
    private(set) var lastAddress: (printed: [UInt8], string: String) = ([], "")

    mutating func readableAddress(_ printed: Bytes) -> String {
        if !printed.equals(lastAddress.printed) {
            lastAddress = (Array(printed), String(decoding: printed, as: UTF8.self))
        }
        return lastAddress.string
    }

    /// Splits `Module.Type: 0xADDRESS` at its last `: `.
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
    static func callbackName(_ bytes: Bytes, allowsBareIdentifier: Bool) -> CallbackNames.Entry? {
        // The common names are valid by construction: matching them first skips the validation
        // loops for nearly every line of a real log.
        if let entry = CallbackNames.common.entry(matching: bytes) { return entry }
        let identifier = bytes.prefix { $0.isIdentifierByte }
        guard let first = identifier.first, !first.isDigit else { return nil }
        let parameters = bytes.dropFirst(identifier.count)
        if parameters.isEmpty {
            let isDeinit = identifier.elementsEqual("deinit".utf8)
            return allowsBareIdentifier || isDeinit ? CallbackNames.Entry(uncommon: bytes) : nil
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
