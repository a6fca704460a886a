// ViewLifecycle · HeadlessSwiftUI

/// The environment key carrying a custom date picker style's body maker; nil for the built-in
/// ones.
package struct DatePickerStyleKey: EnvironmentKey {
    package static var defaultValue: (@MainActor (DatePickerStyleConfiguration) -> AnyView)? { nil }
}
