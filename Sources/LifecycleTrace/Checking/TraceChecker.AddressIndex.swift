// ViewLifecycle · LifecycleTrace

extension TraceChecker {
    /// Each live object's position in the checker's object list, by address: an open-addressing
    /// table with linear probing over ``AddressKey``s.
    ///
    /// A log of many short-lived objects adds a key every few lines, so the table's growth is
    /// on the hot path. `Dictionary` rehashed every key with SipHash each time it doubled, which
    /// was most of the checker's cost on such a log; here a key hashes with a few multiplies,
    /// and the per-table random seed keeps crafted addresses from colliding on purpose.
    struct AddressIndex: Sendable {
        /// A slot: the key's value, and its digit count in the low five bits of `tag` below the
        /// object's index plus one, so a slot is 16 bytes; `tag == 0` marks an empty slot.
        ///
        /// The table is read at a random slot for every new object, so its size decides how
        /// often that read misses the cache.
        private struct Slot: Sendable {
            var value: UInt64
            var tag: UInt64

            static let empty = Slot(value: 0, tag: 0)

            init(value: UInt64, tag: UInt64) {
                self.value = value
                self.tag = tag
            }

            init(key: AddressKey, index: Int) {
                self.init(value: key.value, tag: UInt64(index + 1) << 5 | UInt64(key.digitCount))
            }

            var isEmpty: Bool { tag == 0 }
            var index: Int { Int(tag >> 5) - 1 }

            func holds(_ key: AddressKey) -> Bool {
                value == key.value && tag & 0x1F == UInt64(key.digitCount)
            }
        }

        private var slots: [Slot]
        private var mask: Int
        private var count = 0
        private let seed: UInt64

        /// Creates an empty index of 64 slots; `seed` is random but for tests that need to know
        /// where keys land.
        init(seed: UInt64 = .random(in: .min ... .max)) {
            let capacity = 64
            slots = Array(repeating: .empty, count: capacity)
            mask = capacity - 1
            self.seed = seed
        }

        /// The index stored for `key`, after storing `newIndex` for it when it has none.
        mutating func index(of key: AddressKey, insertingIfNew newIndex: Int) -> Int {
            var bucket = self.bucket(value: key.value, digitCount: key.digitCount)
            while true {
                let slot = slots[bucket]
                if slot.isEmpty { break }
                if slot.holds(key) { return slot.index }
                bucket = (bucket + 1) & mask
            }
            slots[bucket] = Slot(key: key, index: newIndex)
            count += 1
            // Up to three quarters full, a probe sequence stays within a cache line or two.
            if count * 4 > slots.count * 3 { grow() }
            return newIndex
        }

        /// Removes `key` and its index, if stored, moving later keys of its probe run back so
        /// that every lookup still finds its key without tombstones.
        mutating func remove(_ key: AddressKey) {
            var hole = bucket(value: key.value, digitCount: key.digitCount)
            while !slots[hole].holds(key) {
                if slots[hole].isEmpty { return }
                hole = (hole + 1) & mask
            }
            var next = (hole + 1) & mask
            while !slots[next].isEmpty {
                let slot = slots[next]
                let home = bucket(value: slot.value, digitCount: Int(slot.tag & 0x1F))
                // A key may fill the hole if the hole lies on its way from home to where it sits.
                if (next - home) & mask >= (next - hole) & mask {
                    slots[hole] = slot
                    hole = next
                }
                next = (next + 1) & mask
            }
            slots[hole] = .empty
            count -= 1
        }

        private mutating func grow() {
            let old = slots
            let capacity = old.count * 2
            slots = Array(repeating: .empty, count: capacity)
            mask = capacity - 1
            for slot in old where !slot.isEmpty {
                var bucket = self.bucket(value: slot.value, digitCount: Int(slot.tag & 0x1F))
                while !slots[bucket].isEmpty { bucket = (bucket + 1) & mask }
                slots[bucket] = slot
            }
        }

        /// The slot `key` would sit in if no other key were in its way.
        func home(of key: AddressKey) -> Int {
            bucket(value: key.value, digitCount: key.digitCount)
        }

        /// The key's home slot: the seeded value through a 64-bit mixer (the finalizer of
        /// MurmurHash3), so addresses that differ in a few low bits land far apart.
        private func bucket(value: UInt64, digitCount: Int) -> Int {
            var hash = value ^ seed ^ UInt64(truncatingIfNeeded: digitCount) << 58
            hash ^= hash >> 33
            hash &*= 0xff51_afd7_ed55_8ccd
            hash ^= hash >> 33
            hash &*= 0xc4ce_b9fe_1a85_ec53
            hash ^= hash >> 33
            return Int(truncatingIfNeeded: hash) & mask
        }
    }
}
