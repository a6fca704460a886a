// ViewLifecycle · HeadlessSwiftUI

/// The environment key carrying a custom toggle style's body maker; nil for the built-in ones.
struct ToggleStyleKey: EnvironmentKey {
    static var defaultValue: (@MainActor (ToggleStyleConfiguration) -> AnyView)? { nil }
}
