// ViewLifecycle · LifecycleCore

extension AppearanceBalancer {
    /// The events one raw callback produces: at most three, stored inline.
    ///
    /// The most one callback can produce is a synthesized `load`, a synthesized `willAppear` and
    /// the event itself, so three slots suffice and no call allocates.
    public struct Events: RandomAccessCollection, Hashable, Sendable, CustomStringConvertible {
        private var slots: (LifecycleEvent, LifecycleEvent, LifecycleEvent) = (.load, .load, .load)
        private var storedCount = 0

        /// Creates an empty collection.
        public init() {}

        /// The position of the first event.
        public var startIndex: Int { 0 }

        /// The position one past the last event.
        public var endIndex: Int { storedCount }

        /// The event at `position`, which must be less than ``endIndex``.
        public subscript(position: Int) -> LifecycleEvent {
            precondition(position >= 0 && position < storedCount, "Index out of range")
            switch position {
            case 0: return slots.0
            case 1: return slots.1
            default: return slots.2
            }
        }

        mutating func append(_ event: LifecycleEvent) {
            switch storedCount {
            case 0: slots.0 = event
            case 1: slots.1 = event
            case 2: slots.2 = event
            default: preconditionFailure("A raw callback never produces more than three events")
            }
            storedCount += 1
        }

        /// Two collections are equal when they hold the same events in the same order.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.elementsEqual(rhs)
        }

        /// Hashes the events in order.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(storedCount)
            for event in self { hasher.combine(event) }
        }

        /// The events, written as an array literal.
        public var description: String {
            "[" + map { "\($0)" }.joined(separator: ", ") + "]"
        }
    }
}
