// ViewLifecycle · CoreGraphics

/// CoreGraphics' rules for which areas of a path are inside it.
public enum CGPathFillRule: Int, @unchecked Sendable {
    /// The nonzero winding rule.
    case winding = 0
    /// The even-odd rule.
    case evenOdd = 1
}
