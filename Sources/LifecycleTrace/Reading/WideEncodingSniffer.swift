// ViewLifecycle · LifecycleTrace

/// Tells UTF-16 and UTF-32 text from a log by its first bytes, so it is refused by name rather
/// than as "binary data".
///
/// Console.app and some Windows tools save logs as UTF-16, which is all NUL bytes between ASCII
/// letters; the reader reads UTF-8 only.
enum WideEncodingSniffer {
    /// The encoding (`"UTF-32"` or `"UTF-16"`) and byte order the input starts with: a byte-order
    /// mark, or ASCII characters each padded with NUL bytes to the code unit's width; `nil` for
    /// anything else. UTF-32 is told first: its little-endian mark begins with UTF-16's.
    static func encoding(of bytes: [UInt8]) -> (name: String, byteOrder: String)? {
        for width in [4, 2] {
            if let byteOrder = byteOrder(of: bytes, unitWidth: width) {
                return ("UTF-\(width * 8)", byteOrder)
            }
        }
        return nil
    }

    /// The byte order of code units `unitWidth` bytes wide, as the first four bytes show it.
    private static func byteOrder(of bytes: [UInt8], unitWidth width: Int) -> String? {
        let padding = [UInt8](repeating: 0, count: width - 2)
        if bytes.starts(with: [0xFF, 0xFE] + padding) { return "little-endian" }
        if bytes.starts(with: padding + [0xFE, 0xFF]) { return "big-endian" }
        guard bytes.count >= 4 else { return nil }
        let units = stride(from: 0, to: 4, by: width).map { bytes[$0..<($0 + width)] }
        let ascii = { (byte: UInt8) in byte >= 0x09 && byte < 0x80 }
        if units.allSatisfy({ ascii($0.first!) && $0.dropFirst().allSatisfy { $0 == 0 } }) {
            return "little-endian"
        }
        if units.allSatisfy({ ascii($0.last!) && $0.dropLast().allSatisfy { $0 == 0 } }) {
            return "big-endian"
        }
        return nil
    }
}
