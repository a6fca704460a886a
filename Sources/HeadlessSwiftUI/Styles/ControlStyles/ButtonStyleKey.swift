// ViewLifecycle · HeadlessSwiftUI

/// The environment key carrying the button style set by `buttonStyle(_:)` above.
package struct ButtonStyleKey: EnvironmentKey {
    package static var defaultValue: ResolvedButtonStyle { .builtin("automatic") }
}
