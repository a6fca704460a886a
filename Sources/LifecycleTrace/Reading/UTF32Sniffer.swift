// ViewLifecycle · LifecycleTrace

/// Tells UTF-32 text from the first four bytes, so it is refused by name rather than as UTF-16
/// (its little-endian mark begins like UTF-16's) or as binary data.
enum UTF32Sniffer {
    /// `"little-endian"` or `"big-endian"` when `bytes` begin UTF-32 text: a byte-order mark, or
    /// an ASCII character followed or preceded by three NUL bytes; otherwise `nil`.
    static func byteOrder(of bytes: [UInt8]) -> String? {
        guard bytes.count >= 4 else { return nil }
        if bytes.starts(with: [0xFF, 0xFE, 0x00, 0x00]) { return "little-endian" }
        if bytes.starts(with: [0x00, 0x00, 0xFE, 0xFF]) { return "big-endian" }
        let ascii = { (byte: UInt8) in byte >= 0x09 && byte < 0x80 }
        if ascii(bytes[0]) && bytes[1] == 0 && bytes[2] == 0 && bytes[3] == 0 { return "little-endian" }
        if bytes[0] == 0 && bytes[1] == 0 && bytes[2] == 0 && ascii(bytes[3]) { return "big-endian" }
        return nil
    }
}
