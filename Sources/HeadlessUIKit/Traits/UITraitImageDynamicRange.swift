// ViewLifecycle · HeadlessUIKit

/// The trait definition of the dynamic range HDR images render in.
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitImageDynamicRange: UITraitDefinition {
    /// `.unspecified`, the value of a collection that does not specify it.
    public static let defaultValue: UIImage.DynamicRange = .unspecified
    /// `"ImageDynamicRange"`.
    public static let name: String = "ImageDynamicRange"
    /// `"UITraitImageDynamicRange"`.
    public static let identifier: String = "UITraitImageDynamicRange"
    /// `false`: dynamic colours do not depend on it.
    public static let affectsColorAppearance: Bool = false

    /// The trait's value type.
    public typealias Value = UIImage.DynamicRange
}
