// ViewLifecycle · HeadlessUIKit

/// The edges of a layer that are antialiased.
public struct CAEdgeAntialiasingMask: OptionSet, Sendable {
    /// The mask's bits.
    public var rawValue: UInt32

    /// Creates a mask from its bits.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The left edge.
    public static var layerLeftEdge: CAEdgeAntialiasingMask { CAEdgeAntialiasingMask(rawValue: 1 << 0) }
    /// The right edge.
    public static var layerRightEdge: CAEdgeAntialiasingMask { CAEdgeAntialiasingMask(rawValue: 1 << 1) }
    /// The bottom edge.
    public static var layerBottomEdge: CAEdgeAntialiasingMask { CAEdgeAntialiasingMask(rawValue: 1 << 2) }
    /// The top edge.
    public static var layerTopEdge: CAEdgeAntialiasingMask { CAEdgeAntialiasingMask(rawValue: 1 << 3) }
}
