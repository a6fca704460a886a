// ViewLifecycle · HeadlessSwiftUI

/// A gauge style that displays a closed ring that's partially filled in to indicate the gauge's current value.
///
/// Drawn only: the styled view keeps its parts and its screen element.
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, BuiltinGaugeStyle {
    /// Creates the style.
    public init() {}

    /// Creates a view that represents the body of the styled view.
    public func makeBody(configuration: AccessoryCircularCapacityGaugeStyle.Configuration) -> some View {
        builtinBody(configuration)
    }
}
