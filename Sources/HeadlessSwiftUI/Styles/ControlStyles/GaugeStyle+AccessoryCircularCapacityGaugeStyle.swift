// ViewLifecycle · HeadlessSwiftUI

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// A gauge style that displays a closed ring that's partially filled in to indicate the gauge's current value.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}
