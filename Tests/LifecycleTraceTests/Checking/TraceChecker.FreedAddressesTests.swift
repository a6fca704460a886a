// ViewLifecycle · LifecycleTraceTests

import Testing

@testable import LifecycleTrace

struct TraceCheckerFreedAddressesTests {
    typealias FreedAddresses = TraceChecker.FreedAddresses
    typealias AddressKey = TraceChecker.AddressKey

    @Test("a freed address is remembered with its deinit line, the latest one winning")
    func remembers() {
        var freed = FreedAddresses()
        freed.insert("0x10", key: AddressKey("0x10"), line: 5)
        freed.insert("screen-1", key: nil, line: 6)
        freed.insert("0x10", key: AddressKey("0x10"), line: 9)
        #expect(freed.deinitLine(of: "0x10") == 9)
        #expect(freed.deinitLine(of: "screen-1") == 6)
        #expect(freed.deinitLine(of: "0x010") == nil)
        #expect(freed.deinitLine(of: "screen-2") == nil)
        // The key is what counts for a hex address; the string for any other.
        #expect(freed.deinitLine(of: "0x10", key: AddressKey(value: 0x10, digitCount: 3)) == nil)
    }

    @Test("two generations are kept: an address is forgotten once two full generations were freed after it")
    func generations() {
        var freed = FreedAddresses()
        let limit = FreedAddresses.generationLimit
        freed.insert("0xabc", line: 1)
        for n in 1..<limit { freed.insert("0x\(String(n, radix: 16))0000", line: n + 1) }
        // The first generation is full; the next insert starts the second and keeps the first.
        for n in 0..<limit { freed.insert("0x\(String(n, radix: 16))1111", line: limit + n + 1) }
        #expect(freed.deinitLine(of: "0xabc") == 1)
        freed.insert("0xdef", line: 2 * limit + 1)
        #expect(freed.deinitLine(of: "0xabc") == nil)
        #expect(freed.deinitLine(of: "0x11111") == limit + 2)
        #expect(freed.deinitLine(of: "0xdef") == 2 * limit + 1)
    }
}

extension TraceChecker.FreedAddresses {
    /// An insert as the checker makes it, the key read from the address.
    fileprivate mutating func insert(_ address: String, line: Int) {
        insert(address, key: TraceChecker.AddressKey(address), line: line)
    }

    fileprivate func deinitLine(of address: String) -> Int? {
        deinitLine(of: address, key: TraceChecker.AddressKey(address))
    }
}
