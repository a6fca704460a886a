// ViewLifecycle · HeadlessSwiftUI

/// The environment key carrying a custom text field style's body maker; nil for the built-in
/// ones.
package struct TextFieldStyleKey: EnvironmentKey {
    package static var defaultValue: (@MainActor (TextField<_TextFieldStyleLabel>) -> AnyView)? { nil }
}
