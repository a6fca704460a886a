// ViewLifecycle · CoreGraphics

/// CoreGraphics' junction types for stroked lines (Linux has no CoreGraphics).
public enum CGLineJoin: Int32, @unchecked Sendable {
    /// A join with a sharp corner.
    case miter
    /// A join with a rounded end.
    case round
    /// A join with a squared-off end.
    case bevel
}
