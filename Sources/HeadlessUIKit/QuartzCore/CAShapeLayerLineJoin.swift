// ViewLifecycle · HeadlessUIKit

/// How a shape layer joins the segments of its stroke.
public struct CAShapeLayerLineJoin: Hashable, Equatable, RawRepresentable, Sendable {
    /// The value's name.
    public var rawValue: String

    /// Creates a value from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Sharp corners.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")

    /// Rounded corners.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")

    /// Cut-off corners.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
