// ViewLifecycle · Combine

import Foundation

extension RunLoop.SchedulerTimeType {
    /// The interval by which run loop times advance, in seconds (negative to go back).
    public struct Stride: ExpressibleByFloatLiteral, Comparable, SignedNumeric, Codable, Sendable,
        SchedulerTimeIntervalConvertible
    {
        /// The type used when evaluating floating-point literals.
        public typealias FloatLiteralType = TimeInterval
        /// The type used when evaluating integer literals.
        public typealias IntegerLiteralType = TimeInterval
        /// The type used for expressing the stride's magnitude.
        public typealias Magnitude = TimeInterval

        /// The value of this time interval in seconds.
        public var magnitude: TimeInterval

        /// The value of this time interval in seconds.
        public var timeInterval: TimeInterval { magnitude }

        /// Creates a run loop time interval from the given integer literal.
        public init(integerLiteral value: TimeInterval) { magnitude = value }

        /// Creates a run loop time interval from the given floating-point literal.
        public init(floatLiteral value: TimeInterval) { magnitude = value }

        /// Creates a run loop time interval from the given time interval.
        public init(_ timeInterval: TimeInterval) { magnitude = timeInterval }

        /// Creates a run loop time interval from a binary integer type.
        public init?<T>(exactly source: T) where T: BinaryInteger {
            guard let value = TimeInterval(exactly: source) else { return nil }
            magnitude = value
        }

        /// Returns a Boolean value indicating whether the first interval is shorter than the second.
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }

        /// Multiplies two intervals.
        public static func * (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude * rhs.magnitude) }

        /// Adds two intervals.
        public static func + (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude + rhs.magnitude) }

        /// Subtracts the second interval from the first.
        public static func - (lhs: Self, rhs: Self) -> Self { Self(lhs.magnitude - rhs.magnitude) }

        /// Multiplies the first interval by the second.
        public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }

        /// Adds the second interval to the first.
        public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }

        /// Subtracts the second interval from the first.
        public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }

        /// Converts the specified number of seconds into a run loop time interval.
        public static func seconds(_ s: Int) -> Self { Self(TimeInterval(s)) }

        /// Converts the specified number of seconds, as a floating-point value, into a run loop time interval.
        public static func seconds(_ s: Double) -> Self { Self(s) }

        /// Converts the specified number of milliseconds into a run loop time interval.
        public static func milliseconds(_ ms: Int) -> Self { Self(TimeInterval(ms) / 1_000) }

        /// Converts the specified number of microseconds into a run loop time interval.
        public static func microseconds(_ us: Int) -> Self { Self(TimeInterval(us) / 1_000_000) }

        /// Converts the specified number of nanoseconds into a run loop time interval.
        public static func nanoseconds(_ ns: Int) -> Self { Self(TimeInterval(ns) / 1_000_000_000) }
    }
}
