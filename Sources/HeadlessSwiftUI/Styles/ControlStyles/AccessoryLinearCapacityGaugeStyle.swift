// ViewLifecycle · HeadlessSwiftUI

/// A gauge style that displays bar that fills from leading to trailing edges as the gauge's current value increases.
///
/// Drawn only: the styled view keeps its parts and its screen element.
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, BuiltinGaugeStyle {
    /// Creates the style.
    public init() {}

    /// Creates a view that represents the body of the styled view.
    public func makeBody(configuration: AccessoryLinearCapacityGaugeStyle.Configuration) -> some View {
        builtinBody(configuration)
    }
}
