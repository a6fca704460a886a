// ViewLifecycle · HeadlessSwiftUI

/// The environment key carrying a custom gaugeStyle's body maker; nil for the built-in ones.
struct GaugeStyleKey: EnvironmentKey {
    static var defaultValue: (@MainActor (GaugeStyleConfiguration) -> AnyView)? { nil }
}
