// ViewLifecycle · HeadlessUIKit

/// The trait definition of whether the interface is in the active appearance.
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitActiveAppearance: UITraitDefinition {
    /// `.unspecified`, the value of a collection that does not specify it.
    public static let defaultValue: UIUserInterfaceActiveAppearance = .unspecified
    /// `"ActiveAppearance"`.
    public static let name: String = "ActiveAppearance"
    /// `"UITraitActiveAppearance"`.
    public static let identifier: String = "UITraitActiveAppearance"
    /// `true`: dynamic colours resolve differently when it changes.
    public static let affectsColorAppearance: Bool = true

    /// The trait's value type.
    public typealias Value = UIUserInterfaceActiveAppearance
}
