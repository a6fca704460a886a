// ViewLifecycle · HeadlessUIKit

/// The pixel format of a layer's drawn contents.
public struct CALayerContentsFormat: Hashable, Equatable, RawRepresentable, Sendable {
    /// The value's name.
    public var rawValue: String

    /// Creates a value from its name.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Four 8-bit channels.
    public static let RGBA8Uint = CALayerContentsFormat(rawValue: "RGBA8")
    /// Four 16-bit floating-point channels.
    public static let RGBA16Float = CALayerContentsFormat(rawValue: "RGBAh")
    /// One 8-bit channel.
    public static let gray8Uint = CALayerContentsFormat(rawValue: "Gray8")
}
