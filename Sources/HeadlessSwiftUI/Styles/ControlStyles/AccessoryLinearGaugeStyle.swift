// ViewLifecycle · HeadlessSwiftUI

/// A gauge style that displays bar with a marker that appears at a point along the bar to indicate the gauge's current value.
///
/// Drawn only: the styled view keeps its parts and its screen element.
public struct AccessoryLinearGaugeStyle: GaugeStyle, BuiltinGaugeStyle {
    /// Creates the style.
    public init() {}

    /// Creates a view that represents the body of the styled view.
    public func makeBody(configuration: AccessoryLinearGaugeStyle.Configuration) -> some View {
        builtinBody(configuration)
    }
}
