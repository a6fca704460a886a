// ViewLifecycle · CoreGraphics

/// How finely CoreGraphics interpolates an image it scales.
public enum CGInterpolationQuality: Int32, @unchecked Sendable {
    /// The context's default.
    case `default` = 0
    /// No interpolation.
    case none = 1
    /// Low quality, fast.
    case low = 2
    /// Medium quality.
    case medium = 4
    /// High quality, slow.
    case high = 3
}
