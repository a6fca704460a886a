// ViewLifecycle · HeadlessSwiftUI

/// The environment key carrying a custom progressViewStyle's body maker; nil for the built-in ones.
package struct ProgressViewStyleKey: EnvironmentKey {
    package static var defaultValue: (@MainActor (ProgressViewStyleConfiguration) -> AnyView)? { nil }
}
