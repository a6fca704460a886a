// ViewLifecycle · HeadlessUIKit

/// How a shape layer ends its open strokes.
public struct CAShapeLayerLineCap: Hashable, Equatable, RawRepresentable, Sendable {
    /// The value's name.
    public var rawValue: String

    /// Creates a value from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Square ends at the end points.
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")

    /// Rounded ends past the end points.
    public static let round = CAShapeLayerLineCap(rawValue: "round")

    /// Square ends past the end points.
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}
