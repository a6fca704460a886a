// ViewLifecycle · HeadlessSwiftUI

/// The environment key carrying the button style set by `buttonStyle(_:)` above.
struct ButtonStyleKey: EnvironmentKey {
    static var defaultValue: ResolvedButtonStyle { .builtin("automatic") }
}
