// ViewLifecycle · HeadlessUIKit

extension UIDevice {
    /// Constants that indicate the battery power state of the device.
    @available(tvOS, unavailable)
    public enum BatteryState: Int, @unchecked Sendable {
        /// The battery state for the device can't be determined.
        case unknown = 0
        /// The device isn't plugged into power; the battery is discharging.
        case unplugged = 1
        /// The device is plugged into power and the battery is less than 100% charged.
        case charging = 2
        /// The device is plugged into power and the battery is 100% charged.
        case full = 3
    }
}
