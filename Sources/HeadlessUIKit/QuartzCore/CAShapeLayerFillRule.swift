// ViewLifecycle · HeadlessUIKit

/// Which parts of a path a shape layer fills.
public struct CAShapeLayerFillRule: Hashable, Equatable, RawRepresentable, Sendable {
    /// The value's name.
    public var rawValue: String

    /// Creates a value from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The non-zero winding rule.
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")

    /// The even-odd rule.
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
