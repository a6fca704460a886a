// ViewLifecycle · HeadlessSwiftUI

/// The environment key carrying a custom toggle style's body maker; nil for the built-in ones.
package struct ToggleStyleKey: EnvironmentKey {
    package static var defaultValue: (@MainActor (ToggleStyleConfiguration) -> AnyView)? { nil }
}
