// ViewLifecycle · HeadlessUIKit

/// The trait definition of the interface level (base or elevated).
@available(iOS 17.0, *)
@available(tvOS, unavailable)
public struct UITraitUserInterfaceLevel: UITraitDefinition {
    /// `.unspecified`, the value of a collection that does not specify it.
    public static let defaultValue: UIUserInterfaceLevel = .unspecified
    /// `"UserInterfaceLevel"`.
    public static let name: String = "UserInterfaceLevel"
    /// `"UITraitUserInterfaceLevel"`.
    public static let identifier: String = "UITraitUserInterfaceLevel"
    /// `true`: dynamic colours resolve differently when it changes.
    public static let affectsColorAppearance: Bool = true

    /// The trait's value type.
    public typealias Value = UIUserInterfaceLevel
}
