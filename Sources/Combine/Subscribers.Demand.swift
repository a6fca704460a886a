// ViewLifecycle · Combine

extension Subscribers {
    /// A requested number of items, sent to a publisher from a subscriber through the subscription.
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
        /// The requested count, or nil for unlimited.
        let count: Int?

        /// A request for as many values as the publisher can produce.
        public static let unlimited = Demand(count: nil)
        /// A request for no elements from the publisher.
        public static let none = Demand(count: 0)

        /// Creates a demand for the given maximum number of elements.
        @inlinable public static func max(_ value: Int) -> Subscribers.Demand {
            precondition(value >= 0, "demand cannot be negative")
            return Demand(count: value)
        }

        @usableFromInline init(count: Int?) { self.count = count }

        /// The number of requested values, or nil if unlimited.
        public var max: Int? { count }

        /// A textual representation of the demand.
        public var description: String { count.map { "max(\($0))" } ?? "unlimited" }

        /// Adds two demands.
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.count, let r = rhs.count else { return .unlimited }
            return Demand(count: l + r)
        }

        /// Adds to a demand.
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }

        /// Subtracts a count from a demand (never below zero).
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            guard let l = lhs.count else { return .unlimited }
            return Demand(count: Swift.max(0, l - rhs))
        }

        /// Subtracts a count from a demand.
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        /// Whether the left demand is less than the right (unlimited is the greatest).
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.count, rhs.count) {
            case (nil, _): return false
            case (_, nil): return true
            case (let l?, let r?): return l < r
            }
        }

        /// Compares a demand to a count.
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 > rhs } ?? true }
    }
}
