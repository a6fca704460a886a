// ViewLifecycle · HeadlessSwiftUI

/// The environment key carrying a custom form style's body maker; nil for the built-in ones.
struct FormStyleKey: EnvironmentKey {
    static var defaultValue: (@MainActor (FormStyleConfiguration) -> AnyView)? { nil }
}
