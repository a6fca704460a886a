// ViewLifecycle · HeadlessUIKit

/// How a layer's contents are resampled when scaled.
public struct CALayerContentsFilter: Hashable, Equatable, RawRepresentable, Sendable {
    /// The value's name.
    public var rawValue: String

    /// Creates a value from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The nearest pixel.
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Bilinear interpolation.
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// Trilinear interpolation, with mipmaps.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
