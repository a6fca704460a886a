// ViewLifecycle · HeadlessSwiftUI

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A gauge style that displays a bar that fills from leading to trailing edges as the gauge's current value increases.
    public static var linearCapacity: LinearCapacityGaugeStyle { .init() }
}
