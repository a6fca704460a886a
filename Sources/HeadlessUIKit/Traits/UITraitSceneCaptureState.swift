// ViewLifecycle · HeadlessUIKit

/// The trait definition of whether the scene is being mirrored or recorded.
@available(iOS 17.0, tvOS 17.0, visionOS 1.0, *)
public struct UITraitSceneCaptureState: UITraitDefinition {
    /// `.unspecified`, the value of a collection that does not specify it.
    public static let defaultValue: UISceneCaptureState = .unspecified
    /// `"SceneCaptureState"`.
    public static let name: String = "SceneCaptureState"
    /// `"UITraitSceneCaptureState"`.
    public static let identifier: String = "UITraitSceneCaptureState"
    /// `false`: dynamic colours do not depend on it.
    public static let affectsColorAppearance: Bool = false

    /// The trait's value type.
    public typealias Value = UISceneCaptureState
}
