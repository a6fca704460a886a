// ViewLifecycle · HeadlessSwiftUI

extension EnvironmentValues {
    /// The body maker of the custom gauge style in effect; nil under a built-in one.
    var gaugeStyleBody: (@MainActor (GaugeStyleConfiguration) -> AnyView)? {
        get { self[GaugeStyleKey.self] }
        set { self[GaugeStyleKey.self] = newValue }
    }
}
