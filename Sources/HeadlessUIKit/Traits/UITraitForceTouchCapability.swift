// ViewLifecycle · HeadlessUIKit

/// The trait definition of whether 3D Touch is available.
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitForceTouchCapability: UITraitDefinition {
    /// `.unknown`, the value of a collection that does not specify it.
    public static let defaultValue: UIForceTouchCapability = .unknown
    /// `"ForceTouchCapability"`.
    public static let name: String = "ForceTouchCapability"
    /// `"UITraitForceTouchCapability"`.
    public static let identifier: String = "UITraitForceTouchCapability"
    /// `false`: dynamic colours do not depend on it.
    public static let affectsColorAppearance: Bool = false

    /// The trait's value type.
    public typealias Value = UIForceTouchCapability
}
