// ViewLifecycle · HeadlessUIKit

/// The trait definition of the preferred text size (Dynamic Type).
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitPreferredContentSizeCategory: UITraitDefinition {
    /// `.unspecified`, the value of a collection that does not specify it.
    public static let defaultValue: UIContentSizeCategory = .unspecified
    /// `"PreferredContentSizeCategory"`.
    public static let name: String = "PreferredContentSizeCategory"
    /// `"UITraitPreferredContentSizeCategory"`.
    public static let identifier: String = "UITraitPreferredContentSizeCategory"
    /// `false`: dynamic colours do not depend on it.
    public static let affectsColorAppearance: Bool = false

    /// The trait's value type.
    public typealias Value = UIContentSizeCategory
}
