// ViewLifecycle · HeadlessUIKit

/// How a layer's contents fill its bounds.
public struct CALayerContentsGravity: Hashable, Equatable, RawRepresentable, Sendable {
    /// The value's name.
    public var rawValue: String

    /// Creates a value from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Centered, at their size.
    public static let center = CALayerContentsGravity(rawValue: "center")
    /// At the top edge's middle.
    public static let top = CALayerContentsGravity(rawValue: "top")
    /// At the bottom edge's middle.
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    /// At the left edge's middle.
    public static let left = CALayerContentsGravity(rawValue: "left")
    /// At the right edge's middle.
    public static let right = CALayerContentsGravity(rawValue: "right")
    /// At the top-left corner.
    public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
    /// At the top-right corner.
    public static let topRight = CALayerContentsGravity(rawValue: "topRight")
    /// At the bottom-left corner.
    public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
    /// At the bottom-right corner.
    public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
    /// Stretched to the bounds.
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    /// Scaled to fit, keeping their aspect ratio.
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    /// Scaled to fill, keeping their aspect ratio.
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}
