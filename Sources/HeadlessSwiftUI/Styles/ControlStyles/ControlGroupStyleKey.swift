// ViewLifecycle · HeadlessSwiftUI

/// The environment key carrying a custom controlGroupStyle's body maker; nil for the built-in ones.
struct ControlGroupStyleKey: EnvironmentKey {
    static var defaultValue: (@MainActor (ControlGroupStyleConfiguration) -> AnyView)? { nil }
}
