// ViewLifecycle · HeadlessSwiftUI

/// The environment key carrying a custom date picker style's body maker; nil for the built-in
/// ones.
struct DatePickerStyleKey: EnvironmentKey {
    static var defaultValue: (@MainActor (DatePickerStyleConfiguration) -> AnyView)? { nil }
}
