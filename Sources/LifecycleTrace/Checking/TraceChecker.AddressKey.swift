// ViewLifecycle · LifecycleTrace

extension TraceChecker {
    /// An object address such as `0x7f88daee0370` as a number, which hashes far faster than the
    /// string it came from.
    ///
    /// Only the strings that map back to themselves get a key: `0x` then 1 to 16 lowercase hex
    /// digits. The digit count is part of the key, so `0x10` and `0x010` (different strings,
    /// so different objects) stay apart; anything else keeps its string as the key.
    struct AddressKey: Hashable, Sendable {
        var value: UInt64
        var digitCount: Int

        init(value: UInt64, digitCount: Int) {
            self.value = value
            self.digitCount = digitCount
        }

        init?(_ address: String) {
            // Over the raw bytes: iterating a String's UTF-8 view costs several times more, and
            // the key is read for every new object.
            var address = address
            guard let key = address.withUTF8({ AddressKey(bytes: $0) }) else { return nil }
            self = key
        }

        private init?(bytes: UnsafeBufferPointer<UInt8>) {
            guard bytes.count > 2, bytes.count <= 18, bytes[0] == UInt8(ascii: "0"),
                bytes[1] == UInt8(ascii: "x")
            else { return nil }
            var value: UInt64 = 0
            for byte in bytes[2...] {
                let nibble: UInt8
                if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                    nibble = byte - UInt8(ascii: "0")
                } else if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "f") {
                    nibble = byte - UInt8(ascii: "a") + 10
                } else {
                    return nil
                }
                value = value << 4 | UInt64(nibble)
            }
            self.value = value
            self.digitCount = bytes.count - 2
        }
    }
}
