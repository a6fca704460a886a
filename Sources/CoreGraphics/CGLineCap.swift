// ViewLifecycle · CoreGraphics

/// CoreGraphics' styles for rendering the endpoint of a stroked line (Linux has no CoreGraphics).
public enum CGLineCap: Int32, @unchecked Sendable {
    /// A line with a squared-off end.
    case butt
    /// A line with a rounded end.
    case round
    /// A line with a squared-off end extended by half the line width.
    case square
}
