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

    /// The encoding and byte order of text without a mark that holds NUL bytes, judged over its
    /// first 512 bytes; `nil` for anything else, which is binary data.
    ///
    /// No code unit of text is all NUL bytes (U+0000). UTF-32's highest byte is always NUL and the
    /// next one at most 0x10; UTF-16's high byte is NUL for ASCII, so in at least a quarter of the
    /// units of a log, whose spaces, digits and punctuation sit between any non-ASCII text such
    /// as Japanese. Only asked once a NUL byte was found, so it changes what a refusal says,
    /// never whether an input is read.
    static func encoding(ofTextWithNUL bytes: some Collection<UInt8>) -> (name: String, byteOrder: String)? {
        let sample = Array(bytes.prefix(512))
        for width in [4, 2] {
            // Each unit's bytes from the most significant, in either byte order.
            let units = stride(from: 0, to: sample.count - width + 1, by: width).map {
                Array(sample[$0..<($0 + width)])
            }
            guard units.count >= 8, units.allSatisfy({ $0.contains { $0 != 0 } }) else { continue }
            for (byteOrder, ordered) in [
                ("little-endian", units.map { Array($0.reversed()) }), ("big-endian", units),
            ] {
                let isText =
                    width == 4
                    ? ordered.allSatisfy { $0[0] == 0 && $0[1] <= 0x10 }
                    : ordered.count { $0[0] == 0 } * 4 >= ordered.count
                if isText { return ("UTF-\(width * 8)", byteOrder) }
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
