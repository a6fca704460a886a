// ViewLifecycle · HeadlessUIKit

/// The trait definition of the accessibility contrast (normal or increased).
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitAccessibilityContrast: UITraitDefinition {
    /// `.unspecified`, the value of a collection that does not specify it.
    public static let defaultValue: UIAccessibilityContrast = .unspecified
    /// `"AccessibilityContrast"`.
    public static let name: String = "AccessibilityContrast"
    /// `"UITraitAccessibilityContrast"`.
    public static let identifier: String = "UITraitAccessibilityContrast"
    /// `true`: dynamic colours resolve differently when it changes.
    public static let affectsColorAppearance: Bool = true

    /// The trait's value type.
    public typealias Value = UIAccessibilityContrast
}
