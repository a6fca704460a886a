// ViewLifecycle · LifecycleTrace

/// The one reader of the console-line grammar: each line's bytes, read once, become one
/// ``ConsoleLine``.
///
/// The grammar, after an optional NSLog/OSLog prefix and around spaces and tabs:
///
/// - `<Module.Type: 0xADDRESS> callback`: an object's description (split at its last colon; the
///   address is `0x` and hex digits) then the callback. The description ends at the `>` that
///   closes its `<`, counting nested `<…>` of generic names (`<App.Box<App.Item>: 0x1>`) and
///   passing over the `>` of `->`.
/// - A bare callback: `name(label:_:)`, `name()` or `deinit`; after a description, a bare
///   identifier too.
/// - Either, followed by `animated: true` or `(animated: false)`.
///
/// Empty lines and a prefix alone are blank; every other line is other. The scanner keeps the
/// last object's strings, so a run of lines about one object decodes and demangles it once.
struct ConsoleLineScanner: Sendable {
    private var lastObject = LastObject()

    /// Creates a scanner that has seen no lines.
    init() {}

    /// Reads line `number`, whose text is `text`, without its terminator; a callback line takes
    /// the text over.
    @inline(__always)
    mutating func scan(_ text: consuming String, number: Int) -> ConsoleLine {
        // Lines from ``LineReader`` are native strings, read in place, so the scan is inlined
        // here once; a bridged string is made native first.
        if !text.isContiguousUTF8 { text.makeContiguousUTF8() }
        var read = ConsoleLine.blank
        _ = text.utf8.withContiguousStorageIfAvailable { read = scan($0, number: number) }
        // Moved in, not copied: a copy retained the text and released it again on every line.
        switch consume read {
        case .callback(var line):
            line.text = consume text
            return .callback(line)
        case .blank: return .blank
        case .other: return .other
        }
    }

    /// Reads one line's UTF-8 bytes, in one forward pass over them; a callback line's text is
    /// left empty for the caller to move in.
    ///
    /// Inlined into its callers, so the line it describes is built where it is read: returned
    /// through memory, it was stored and reloaded in pieces on every line.
    @inline(__always)
    mutating func scan(_ utf8: UnsafeBufferPointer<UInt8>, number: Int) -> ConsoleLine {
        let body = ConsoleLineScanner.strippingLogPrefix(utf8[...].trimmingSpaces()).trimmingSpaces()
        guard let first = body.first else { return .blank }
        guard first == UInt8(ascii: "<") else {
            let (callbackBytes, animated) = ConsoleLineScanner.splitAnimated(body)
            guard let callback = ConsoleLineScanner.callback(callbackBytes, allowsBareIdentifier: false)
            else { return .other }
            return .callback(
                CallbackLine(
                    number: number, object: nil, typeName: nil, callback: callback, animated: animated,
                    text: ""))
        }
        guard let close = ConsoleLineScanner.descriptionEnd(body) else { return .other }
        // The description's last colon splits the type name from the address.
        let inside = body[(body.startIndex + 1)..<close]
        guard let colon = inside.lastIndex(ofByte: UInt8(ascii: ":")) else { return .other }
        let name = inside[..<colon].trimmingSpaces()
        let address = inside[(colon + 1)...].trimmingSpaces()
        // An address equal to the last one was checked when it was stored.
        let isLastAddress = lastObject.isAddress(address)
        guard !name.isEmpty, isLastAddress || address.isHexAddress() else { return .other }
        let (callbackBytes, animated) = ConsoleLineScanner.splitAnimated(
            body[(close + 1)...].trimmingSpaces())
        guard let callback = ConsoleLineScanner.callback(callbackBytes, allowsBareIdentifier: true) else {
            return .other
        }
        let object = lastObject.read(typeName: name, address: address, isLastAddress: isLastAddress)
        return .callback(
            CallbackLine(
                number: number, object: object.address, typeName: object.typeName, callback: callback,
                animated: animated, text: ""))
    }
}
