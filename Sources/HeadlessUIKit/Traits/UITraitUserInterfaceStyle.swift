// ViewLifecycle · HeadlessUIKit

/// The trait definition of light or dark mode.
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitUserInterfaceStyle: UITraitDefinition {
    /// `.unspecified`, the value of a collection that does not specify it.
    public static let defaultValue: UIUserInterfaceStyle = .unspecified
    /// `"UserInterfaceStyle"`.
    public static let name: String = "UserInterfaceStyle"
    /// `"UITraitUserInterfaceStyle"`.
    public static let identifier: String = "UITraitUserInterfaceStyle"
    /// `true`: dynamic colours resolve differently when it changes.
    public static let affectsColorAppearance: Bool = true

    /// The trait's value type.
    public typealias Value = UIUserInterfaceStyle
}
