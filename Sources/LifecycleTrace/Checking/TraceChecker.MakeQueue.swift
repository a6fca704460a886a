// ViewLifecycle · LifecycleTrace

extension TraceChecker {
    /// The `make…` calls waiting to be paired with a new object, oldest first: a ring buffer, so
    /// pairing is O(1) per line where `removeFirst` on an array was O(*n*).
    ///
    /// It holds at most ``limit`` calls: a log that makes that many without one new object is not
    /// a representable's log, and its oldest call is then reported unpaired at once, so the
    /// checker's memory stays bounded on any input.
    struct MakeQueue: Sendable {
        /// The most calls kept waiting.
        static let limit = 65_536

        private var slots: [(line: Int, callback: String)?] = []
        private var head = 0
        private(set) var count = 0

        /// Adds a call; returns the oldest one when the queue was full and let it go.
        mutating func append(_ make: (line: Int, callback: String)) -> (line: Int, callback: String)? {
            var evicted: (line: Int, callback: String)?
            if count == MakeQueue.limit { evicted = popFirst() }
            if count == slots.count { grow() }
            slots[(head + count) % slots.count] = make
            count += 1
            return evicted
        }

        /// Removes and returns the oldest call.
        mutating func popFirst() -> (line: Int, callback: String)? {
            guard count > 0 else { return nil }
            let first = slots[head]
            slots[head] = nil
            head = (head + 1) % slots.count
            count -= 1
            return first
        }

        /// The waiting calls, oldest first.
        var elements: [(line: Int, callback: String)] {
            (0..<count).compactMap { slots[(head + $0) % slots.count] }
        }

        private mutating func grow() {
            let old = elements
            slots = Array(repeating: nil, count: max(8, slots.count * 2))
            for (index, make) in old.enumerated() { slots[index] = make }
            head = 0
        }
    }
}
