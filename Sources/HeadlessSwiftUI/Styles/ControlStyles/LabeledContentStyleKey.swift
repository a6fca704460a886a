// ViewLifecycle · HeadlessSwiftUI

/// The environment key carrying a custom labeledContentStyle's body maker; nil for the built-in ones.
struct LabeledContentStyleKey: EnvironmentKey {
    static var defaultValue: (@MainActor (LabeledContentStyleConfiguration) -> AnyView)? { nil }
}
