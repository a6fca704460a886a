// ViewLifecycle · HeadlessUIKit

/// The trait definition of the layout direction (left to right or right to left).
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitLayoutDirection: UITraitDefinition {
    /// `.unspecified`, the value of a collection that does not specify it.
    public static let defaultValue: UITraitEnvironmentLayoutDirection = .unspecified
    /// `"LayoutDirection"`.
    public static let name: String = "LayoutDirection"
    /// `"UITraitLayoutDirection"`.
    public static let identifier: String = "UITraitLayoutDirection"
    /// `false`: dynamic colours do not depend on it.
    public static let affectsColorAppearance: Bool = false

    /// The trait's value type.
    public typealias Value = UITraitEnvironmentLayoutDirection
}
