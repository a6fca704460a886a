// ViewLifecycle · HeadlessSwiftUI

/// The environment key carrying a custom groupBoxStyle's body maker; nil for the built-in ones.
package struct GroupBoxStyleKey: EnvironmentKey {
    package static var defaultValue: (@MainActor (GroupBoxStyleConfiguration) -> AnyView)? { nil }
}
