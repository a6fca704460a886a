// ViewLifecycle · HeadlessUIKit

/// The trait definition of the size of toolbar items on Mac Catalyst.
@available(iOS 17.0, tvOS 17.0, *)
public struct UITraitToolbarItemPresentationSize: UITraitDefinition {
    /// `.unspecified`, the value of a collection that does not specify it.
    public static let defaultValue: UINSToolbarItemPresentationSize = .unspecified
    /// `"ToolbarItemPresentationSize"`.
    public static let name: String = "ToolbarItemPresentationSize"
    /// `"UITraitToolbarItemPresentationSize"`.
    public static let identifier: String = "UITraitToolbarItemPresentationSize"
    /// `false`: dynamic colours do not depend on it.
    public static let affectsColorAppearance: Bool = false

    /// The trait's value type.
    public typealias Value = UINSToolbarItemPresentationSize
}
