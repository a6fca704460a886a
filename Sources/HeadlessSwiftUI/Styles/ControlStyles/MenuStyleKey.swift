// ViewLifecycle · HeadlessSwiftUI

/// The environment key carrying a custom menuStyle's body maker; nil for the built-in ones.
struct MenuStyleKey: EnvironmentKey {
    static var defaultValue: (@MainActor (MenuStyleConfiguration) -> AnyView)? { nil }
}
