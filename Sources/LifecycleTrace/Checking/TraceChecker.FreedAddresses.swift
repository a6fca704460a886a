// ViewLifecycle · LifecycleTrace

extension TraceChecker {
    /// The addresses of the objects most recently freed, with the line of each one's `deinit`,
    /// so that a later callback there reads as a callback after `deinit`, not as a new object.
    ///
    /// Memory is bounded whatever the number of objects: the table keeps two generations of at
    /// most ``generationLimit`` addresses and forgets the older one when the newer fills. A
    /// callback at an address freed more than that many `deinit`s earlier therefore reads as a
    /// new object's; callbacks after `deinit` come within a few lines of it in a real log.
    struct FreedAddresses: Sendable {
        /// The most addresses one generation holds.
        static let generationLimit = 1 << 18

        private var current: [AddressKey: Int] = [:]
        private var previous: [AddressKey: Int] = [:]

        /// Remembers that the object at `address`, whose key is `key` if it has one, was freed at
        /// `line`.
        mutating func insert(_ address: String, key: AddressKey?, line: Int) {
            if current.count == FreedAddresses.generationLimit {
                // The older generation's storage is reused for the next one, so a turn allocates
                // nothing.
                swap(&previous, &current)
                current.removeAll(keepingCapacity: true)
            }
            current[FreedAddresses.key(address, key)] = line
        }

        /// The line of the `deinit` of the last object freed at `address` (whose key is `key`, if
        /// it has one), if it is remembered.
        func deinitLine(of address: String, key: AddressKey?) -> Int? {
            let key = FreedAddresses.key(address, key)
            return current[key] ?? previous[key]
        }

        /// A hex address as its exact key; any other string (a JSON Lines record's free-form
        /// `object`, which may be long) as its 64-bit seeded hash with a digit count no hex
        /// address has, so the table holds eight bytes per address whatever its length.
        private static func key(_ address: String, _ key: AddressKey?) -> AddressKey {
            if let key { return key }
            var hasher = Hasher()
            hasher.combine(address)
            return AddressKey(value: UInt64(bitPattern: Int64(hasher.finalize())), digitCount: 0)
        }
    }
}
