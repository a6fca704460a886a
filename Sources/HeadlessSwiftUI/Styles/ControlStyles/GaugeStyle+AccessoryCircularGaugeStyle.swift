// ViewLifecycle · HeadlessSwiftUI

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A gauge style that displays an open ring with a marker that appears at a point along the ring to indicate the gauge's current value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() }
}
