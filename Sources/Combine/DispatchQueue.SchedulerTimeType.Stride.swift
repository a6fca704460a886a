// ViewLifecycle · Combine

import Dispatch

extension DispatchQueue.SchedulerTimeType {
    /// A type that represents the distance between two values, in nanoseconds.
    public struct Stride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric,
        ExpressibleByFloatLiteral,
        Hashable, Codable, Sendable
    {
        /// The type used when evaluating floating-point literals (seconds).
        public typealias FloatLiteralType = Double
        /// The type used when evaluating integer literals (seconds).
        public typealias IntegerLiteralType = Int
        /// The type used for expressing the stride's magnitude (nanoseconds).
        public typealias Magnitude = Int

        /// The value of this time interval in nanoseconds.
        public var magnitude: Int

        /// A `DispatchTimeInterval` created with the value of this type in nanoseconds.
        public var timeInterval: DispatchTimeInterval { .nanoseconds(magnitude) }

        /// Creates a dispatch queue time interval from an integer seconds value.
        public init(integerLiteral value: Int) { magnitude = value * 1_000_000_000 }

        /// Creates a dispatch queue time interval from a floating-point seconds value.
        public init(floatLiteral value: Double) { magnitude = Int(value * 1_000_000_000) }

        /// Creates a dispatch queue time interval from the given dispatch time interval.
        public init(_ timeInterval: DispatchTimeInterval) {
            switch timeInterval {
            case .seconds(let s): magnitude = s * 1_000_000_000
            case .milliseconds(let ms): magnitude = ms * 1_000_000
            case .microseconds(let us): magnitude = us * 1_000
            case .nanoseconds(let ns): magnitude = ns
            case .never: magnitude = .max
            @unknown default: magnitude = .max
            }
        }

        /// Creates a dispatch queue time interval from a binary integer type (nanoseconds).
        public init?<T>(exactly source: T) where T: BinaryInteger {
            guard let value = Int(exactly: source) else { return nil }
            magnitude = value
        }

        private init(nanoseconds: Int) { magnitude = nanoseconds }

        /// Returns a Boolean value indicating whether the first interval is shorter than the second.
        public static func < (lhs: Self, rhs: Self) -> Bool { lhs.magnitude < rhs.magnitude }

        /// Multiplies two intervals.
        public static func * (lhs: Self, rhs: Self) -> Self {
            Self(nanoseconds: lhs.magnitude * rhs.magnitude)
        }

        /// Adds two intervals.
        public static func + (lhs: Self, rhs: Self) -> Self {
            Self(nanoseconds: lhs.magnitude + rhs.magnitude)
        }

        /// Subtracts the second interval from the first.
        public static func - (lhs: Self, rhs: Self) -> Self {
            Self(nanoseconds: lhs.magnitude - rhs.magnitude)
        }

        /// Multiplies the first interval by the second.
        public static func *= (lhs: inout Self, rhs: Self) { lhs = lhs * rhs }

        /// Adds the second interval to the first.
        public static func += (lhs: inout Self, rhs: Self) { lhs = lhs + rhs }

        /// Subtracts the second interval from the first.
        public static func -= (lhs: inout Self, rhs: Self) { lhs = lhs - rhs }

        /// Converts the specified number of seconds into a dispatch queue time interval.
        public static func seconds(_ s: Int) -> Self { Self(.seconds(s)) }

        /// Converts the specified number of seconds, as a floating-point value, into a dispatch queue time interval.
        public static func seconds(_ s: Double) -> Self { Self(floatLiteral: s) }

        /// Converts the specified number of milliseconds into a dispatch queue time interval.
        public static func milliseconds(_ ms: Int) -> Self { Self(.milliseconds(ms)) }

        /// Converts the specified number of microseconds into a dispatch queue time interval.
        public static func microseconds(_ us: Int) -> Self { Self(.microseconds(us)) }

        /// Converts the specified number of nanoseconds into a dispatch queue time interval.
        public static func nanoseconds(_ ns: Int) -> Self { Self(.nanoseconds(ns)) }
    }
}
