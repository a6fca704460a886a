// ViewLifecycle · HeadlessSwiftUI

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    /// A gauge style that displays bar that fills from leading to trailing edges as the gauge's current value increases.
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
