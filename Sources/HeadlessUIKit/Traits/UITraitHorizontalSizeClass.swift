// ViewLifecycle · HeadlessUIKit

/// The trait definition of the horizontal size class.
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitHorizontalSizeClass: UITraitDefinition {
    /// `.unspecified`, the value of a collection that does not specify it.
    public static let defaultValue: UIUserInterfaceSizeClass = .unspecified
    /// `"HorizontalSizeClass"`.
    public static let name: String = "HorizontalSizeClass"
    /// `"UITraitHorizontalSizeClass"`.
    public static let identifier: String = "UITraitHorizontalSizeClass"
    /// `false`: dynamic colours do not depend on it.
    public static let affectsColorAppearance: Bool = false

    /// The trait's value type.
    public typealias Value = UIUserInterfaceSizeClass
}
