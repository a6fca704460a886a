// ViewLifecycle · HeadlessSwiftUI

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A gauge style that displays bar with a marker that appears at a point along the bar to indicate the gauge's current value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() }
}
