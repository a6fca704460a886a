// ViewLifecycle · HeadlessUIKit

/// How a gradient layer spreads its colors.
public struct CAGradientLayerType: Hashable, Equatable, RawRepresentable, Sendable {
    /// The value's name.
    public var rawValue: String

    /// Creates a value from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Along the line from the start point to the end point.
    public static let axial = CAGradientLayerType(rawValue: "axial")

    /// Outward from the start point to the end point.
    public static let radial = CAGradientLayerType(rawValue: "radial")

    /// Around the start point.
    @available(iOS 12.0, *)
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
