// ViewLifecycle · LifecycleTraceTests

import Testing

@testable import LifecycleTrace

struct TraceCheckerAddressIndexTests {
    typealias AddressKey = TraceChecker.AddressKey

    @Test("200,000 keys, near and far apart, keep the index first given to each, through every growth")
    func manyKeys() {
        var index = TraceChecker.AddressIndex()
        var expected: [String: Int] = [:]
        var keys: [AddressKey] = []
        for n in 0..<100_000 {
            // Neighbours as malloc hands them out, and the same values with a leading zero.
            keys.append(AddressKey(value: 0x7f88_daee_0000 + UInt64(n) * 16, digitCount: 12))
            keys.append(AddressKey(value: UInt64(n) &* 0x9E37_79B9_7F4A_7C15 >> 4, digitCount: 16))
        }
        for (position, key) in keys.enumerated() {
            let found = index.index(of: key, insertingIfNew: position)
            let name = "\(key.value)/\(key.digitCount)"
            #expect(found == expected[name, default: position])
            expected[name] = found
        }
        // Asked again, every key answers with its first index and nothing is inserted.
        for (position, key) in keys.enumerated() where position % 97 == 0 {
            #expect(index.index(of: key, insertingIfNew: -1) == expected["\(key.value)/\(key.digitCount)"])
        }
    }

    @Test("a key removed from a run that wraps past the table's end moves the keys after it back")
    func removalAcrossTheEnd() throws {
        var index = TraceChecker.AddressIndex(seed: 1)
        // Three keys whose home is the last of the 64 slots: they sit at 63, 0 and 1.
        let candidates = (0..<100_000).lazy.map { AddressKey(value: UInt64($0), digitCount: 4) }
        let keys = Array(candidates.filter { index.home(of: $0) == 63 }.prefix(3))
        try #require(keys.count == 3)
        for (position, key) in keys.enumerated() {
            #expect(index.index(of: key, insertingIfNew: position) == position)
        }
        index.remove(keys[0])
        #expect(index.index(of: keys[1], insertingIfNew: -1) == 1)
        #expect(index.index(of: keys[2], insertingIfNew: -1) == 2)
        // The removed key is gone: asked again, it is stored anew.
        #expect(index.index(of: keys[0], insertingIfNew: 7) == 7)
    }

    @Test("keys removed at random leave every other key findable, as a dictionary would")
    func removal() {
        var index = TraceChecker.AddressIndex(seed: 42)
        var model: [AddressKey: Int] = [:]
        // Few distinct values from a fixed sequence and a fixed seed, so that a failure can be
        // replayed.
        for step in 0..<60_000 {
            let mixed = UInt64(step) &* 0x9E37_79B9_7F4A_7C15
            let key = AddressKey(value: (mixed >> 52) * 16, digitCount: 8)
            if mixed >> 20 & 1 == 0 {
                let found = index.index(of: key, insertingIfNew: step)
                #expect(found == model[key, default: step])
                model[key] = found
            } else {
                index.remove(key)
                model[key] = nil
            }
        }
        for (key, value) in model {
            #expect(index.index(of: key, insertingIfNew: -1) == value)
        }
    }

    @Test("the digit count is part of the key: 0x10 and 0x010 are two objects")
    func digitCount() {
        var index = TraceChecker.AddressIndex()
        #expect(index.index(of: AddressKey(value: 0x10, digitCount: 2), insertingIfNew: 0) == 0)
        #expect(index.index(of: AddressKey(value: 0x10, digitCount: 3), insertingIfNew: 1) == 1)
        #expect(index.index(of: AddressKey(value: 0x10, digitCount: 2), insertingIfNew: 2) == 0)
    }

    @Test(
        "an address string gets a key only when the key maps back to it",
        arguments: [
            ("0x7f88daee0370", "0x7f88daee0370/12"), ("0x000055edd365d9b0", "0x55edd365d9b0/16"),
            ("0xAB", "none"), ("0x", "none"), ("7f88", "none"), ("0x10000000000000000", "none"),
            ("0xffffffffffffffff", "0xffffffffffffffff/16"),
        ])
    func keys(address: String, expected: String) {
        let key = AddressKey(address)
        #expect(key.map { "0x\(String($0.value, radix: 16))/\($0.digitCount)" } ?? "none" == expected)
    }
}
