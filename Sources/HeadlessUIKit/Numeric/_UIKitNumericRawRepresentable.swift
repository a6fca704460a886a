// ViewLifecycle · HeadlessUIKit

/// UIKit's numeric wrappers (priorities, font weights and widths, window levels): ordered, and
/// moved by adding or subtracting their raw value, as in `.defaultHigh - 1`.
public protocol _UIKitNumericRawRepresentable: Comparable, RawRepresentable
where RawValue: Comparable, RawValue: Numeric {}

extension _UIKitNumericRawRepresentable {
    /// Whether `lhs`'s raw value is less than `rhs`'s.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The value `rhs` above `lhs`.
    public static func + (lhs: Self, rhs: Self.RawValue) -> Self { make(lhs.rawValue + rhs) }

    /// The value `lhs` above `rhs`.
    public static func + (lhs: Self.RawValue, rhs: Self) -> Self { make(lhs + rhs.rawValue) }

    /// The value `rhs` below `lhs`.
    public static func - (lhs: Self, rhs: Self.RawValue) -> Self { make(lhs.rawValue - rhs) }

    /// How far `lhs` is above `rhs`.
    public static func - (lhs: Self, rhs: Self) -> Self.RawValue { lhs.rawValue - rhs.rawValue }

    /// Moves `lhs` up by `rhs`.
    public static func += (lhs: inout Self, rhs: Self.RawValue) { lhs = lhs + rhs }

    /// Moves `lhs` down by `rhs`.
    public static func -= (lhs: inout Self, rhs: Self.RawValue) { lhs = lhs - rhs }

    private static func make(_ rawValue: RawValue) -> Self {
        guard let value = Self(rawValue: rawValue) else {
            preconditionFailure("\(Self.self)(rawValue: \(rawValue)) gave no value")
        }
        return value
    }
}

extension UIFont.Weight: _UIKitNumericRawRepresentable {}

extension UIFont.Width: _UIKitNumericRawRepresentable {}

extension UILayoutPriority: _UIKitNumericRawRepresentable {}

extension UIWindow.Level: _UIKitNumericRawRepresentable {}
