// ViewLifecycle · HeadlessUIKit

/// The trait definition of the vertical size class.
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitVerticalSizeClass: UITraitDefinition {
    /// `.unspecified`, the value of a collection that does not specify it.
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
    /// `"VerticalSizeClass"`.
    public static let name: String = "VerticalSizeClass"
    /// `"UITraitVerticalSizeClass"`.
    public static let identifier: String = "UITraitVerticalSizeClass"
    /// `false`: dynamic colours do not depend on it.
    public static let affectsColorAppearance: Bool = false

    /// The trait's value type.
    public typealias Value = UIUserInterfaceSizeClass
}
