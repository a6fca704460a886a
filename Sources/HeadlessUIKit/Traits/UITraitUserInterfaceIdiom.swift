// ViewLifecycle · HeadlessUIKit

/// The trait definition of the device family.
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitUserInterfaceIdiom: UITraitDefinition {
    /// `.unspecified`, the value of a collection that does not specify it.
    public static let defaultValue: UIUserInterfaceIdiom = .unspecified
    /// `"UserInterfaceIdiom"`.
    public static let name: String = "UserInterfaceIdiom"
    /// `"UITraitUserInterfaceIdiom"`.
    public static let identifier: String = "UITraitUserInterfaceIdiom"
    /// `false`: dynamic colours do not depend on it.
    public static let affectsColorAppearance: Bool = false

    /// The trait's value type.
    public typealias Value = UIUserInterfaceIdiom
}
