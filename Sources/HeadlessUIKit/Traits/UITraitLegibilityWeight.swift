// ViewLifecycle · HeadlessUIKit

/// The trait definition of the font weight the Bold Text setting asks for.
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitLegibilityWeight: UITraitDefinition {
    /// `.unspecified`, the value of a collection that does not specify it.
    public static let defaultValue: UILegibilityWeight = .unspecified
    /// `"LegibilityWeight"`.
    public static let name: String = "LegibilityWeight"
    /// `"UITraitLegibilityWeight"`.
    public static let identifier: String = "UITraitLegibilityWeight"
    /// `false`: dynamic colours do not depend on it.
    public static let affectsColorAppearance: Bool = false

    /// The trait's value type.
    public typealias Value = UILegibilityWeight
}
