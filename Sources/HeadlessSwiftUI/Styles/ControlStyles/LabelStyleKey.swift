// ViewLifecycle · HeadlessSwiftUI

/// The environment key carrying a custom label style's body maker; nil for the built-in ones.
struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: (@MainActor (LabelStyleConfiguration) -> AnyView)? { nil }
}
