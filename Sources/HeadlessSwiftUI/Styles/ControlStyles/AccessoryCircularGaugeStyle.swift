// ViewLifecycle · HeadlessSwiftUI

/// A gauge style that displays an open ring with a marker that appears at a point along the ring to indicate the gauge's current value.
///
/// Drawn only: the styled view keeps its parts and its screen element.
public struct AccessoryCircularGaugeStyle: GaugeStyle, BuiltinGaugeStyle {
    /// Creates the style.
    public init() {}

    /// Creates a view that represents the body of the styled view.
    public func makeBody(configuration: AccessoryCircularGaugeStyle.Configuration) -> some View {
        builtinBody(configuration)
    }
}
