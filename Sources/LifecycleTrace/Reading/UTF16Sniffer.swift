// ViewLifecycle · LifecycleTrace

/// Tells UTF-16 text from a log, so it is refused by name rather than as "binary data".
///
/// Console.app and some Windows tools save logs as UTF-16, which is all NUL bytes between ASCII
/// letters; the reader reads UTF-8 only.
enum UTF16Sniffer {
    /// `"little-endian"` or `"big-endian"` when the input starts as UTF-16 does: with its
    /// byte-order mark, or with ASCII characters each beside a NUL byte; otherwise `nil`.
    static func byteOrder(of bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE]) { return "little-endian" }
        if bytes.starts(with: [0xFE, 0xFF]) { return "big-endian" }
        guard bytes.count >= 4 else { return nil }
        let ascii = { (byte: UInt8) in byte >= 0x09 && byte < 0x80 }
        if ascii(bytes[0]) && bytes[1] == 0 && ascii(bytes[2]) && bytes[3] == 0 { return "little-endian" }
        if bytes[0] == 0 && ascii(bytes[1]) && bytes[2] == 0 && ascii(bytes[3]) { return "big-endian" }
        return nil
    }
}
