// ViewLifecycle · HeadlessUIKit

import Foundation

extension UIDevice {
    /// Posted when the orientation of the device changes (never posted headlessly yet: a screen
    /// resize does not post it).
    @available(tvOS, unavailable)
    public static let orientationDidChangeNotification = Notification.Name(
        "UIDeviceOrientationDidChangeNotification")

    /// Posted when the battery state changes (never posted headlessly).
    @available(tvOS, unavailable)
    public static let batteryStateDidChangeNotification = Notification.Name(
        "UIDeviceBatteryStateDidChangeNotification")

    /// Posted when the battery level changes (never posted headlessly).
    @available(tvOS, unavailable)
    public static let batteryLevelDidChangeNotification = Notification.Name(
        "UIDeviceBatteryLevelDidChangeNotification")

    /// Posted when the state of the proximity sensor changes (never posted headlessly).
    public static let proximityStateDidChangeNotification = Notification.Name(
        "UIDeviceProximityStateDidChangeNotification")
}
