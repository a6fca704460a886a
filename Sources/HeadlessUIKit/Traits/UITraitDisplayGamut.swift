// ViewLifecycle · HeadlessUIKit

/// The trait definition of the display's colour gamut.
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitDisplayGamut: UITraitDefinition {
    /// `.unspecified`, the value of a collection that does not specify it.
    public static let defaultValue: UIDisplayGamut = .unspecified
    /// `"DisplayGamut"`.
    public static let name: String = "DisplayGamut"
    /// `"UITraitDisplayGamut"`.
    public static let identifier: String = "UITraitDisplayGamut"
    /// `true`: dynamic colours resolve differently when it changes.
    public static let affectsColorAppearance: Bool = true

    /// The trait's value type.
    public typealias Value = UIDisplayGamut
}
