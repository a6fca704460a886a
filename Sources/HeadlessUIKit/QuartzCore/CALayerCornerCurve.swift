// ViewLifecycle · HeadlessUIKit

/// The curve of a layer's rounded corners.
public struct CALayerCornerCurve: Hashable, Equatable, RawRepresentable, Sendable {
    /// The curve's name.
    public var rawValue: String

    /// Creates a curve from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A quarter circle.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous curve, as the system's own rounded rectangles.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
