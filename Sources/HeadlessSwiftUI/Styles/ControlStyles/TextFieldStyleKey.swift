// ViewLifecycle · HeadlessSwiftUI

/// The environment key carrying a custom text field style's body maker; nil for the built-in
/// ones.
struct TextFieldStyleKey: EnvironmentKey {
    static var defaultValue: (@MainActor (TextField<_TextFieldStyleLabel>) -> AnyView)? { nil }
}
