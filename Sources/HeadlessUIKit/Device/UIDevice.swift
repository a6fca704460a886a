// ViewLifecycle · HeadlessUIKit

import Foundation

/// A representation of the current device: the simulated iPhone or iPad of the world, whose
/// idiom and orientation follow `Headless.setScreenSize(_:)`.
@MainActor @preconcurrency
open class UIDevice: NSObject {
    /// The one device of the process (its values are read from the current world).
    static let device = UIDevice()

    /// How many `beginGeneratingDeviceOrientationNotifications()` calls are not ended yet.
    private var orientationNotificationRequests = 0

    /// Creates the device object (use `current`).
    override init() {
        super.init()
    }

    /// An object representing the current device.
    open class var current: UIDevice { device }

    /// The name of the device: its model, as iOS 16 and later report without an entitlement.
    open var name: String { model }

    /// The model of the device: "iPad" on a screen with the pad idiom, else "iPhone".
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }

    /// The model of the device as a localized string (English: the model).
    open var localizedModel: String { model }

    /// The name of the operating system running on the device: "iPadOS" on a pad, else "iOS".
    open var systemName: String { userInterfaceIdiom == .pad ? "iPadOS" : "iOS" }

    /// The current version of the operating system: the version the package mirrors.
    open var systemVersion: String { "17.4" }

    /// The physical orientation of the device: `.unknown` unless orientation notifications are
    /// being generated (as UIKit says), then portrait or landscape (left, guess) after the
    /// screen's shape.
    @available(tvOS, unavailable)
    open var orientation: UIDeviceOrientation {
        guard orientationNotificationRequests > 0 else { return .unknown }
        let size = Headless.screenSize
        return size.width > size.height ? .landscapeLeft : .portrait
    }

    /// An alphanumeric string that uniquely identifies a device to the app's vendor (fixed per
    /// process).
    open var identifierForVendor: UUID? { Self.vendorIdentifier }

    /// A Boolean value that indicates whether the device generates orientation notifications.
    @available(tvOS, unavailable)
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationRequests > 0 }

    /// Begins the generation of notifications of device orientation changes (nestable).
    @available(tvOS, unavailable)
    open func beginGeneratingDeviceOrientationNotifications() { orientationNotificationRequests += 1 }

    /// Ends the generation of notifications of device orientation changes.
    @available(tvOS, unavailable)
    open func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
    }

    /// A Boolean value that indicates whether battery monitoring is enabled (kept).
    @available(tvOS, unavailable)
    open var isBatteryMonitoringEnabled = false

    /// The battery state for the device: `.unknown` while monitoring is off, else `.full`.
    @available(tvOS, unavailable)
    open var batteryState: UIDevice.BatteryState { isBatteryMonitoringEnabled ? .full : .unknown }

    /// The battery charge level for the device: -1 while monitoring is off, else 1.
    @available(tvOS, unavailable)
    open var batteryLevel: Float { isBatteryMonitoringEnabled ? 1 : -1 }

    /// A Boolean value that indicates whether proximity monitoring is enabled (kept).
    open var isProximityMonitoringEnabled = false

    /// A Boolean value that indicates whether the proximity sensor is close to the user (never).
    open var proximityState: Bool { false }

    /// A Boolean value that indicates whether multitasking is supported on the current device.
    open var isMultitaskingSupported: Bool { true }

    /// The style of interface to use on the current device: the simulated screen's idiom.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { Headless.screenSize.idiom }

    /// Plays an input click (nothing sounds headlessly).
    open func playInputClick() {}

    /// The identifier for vendor, made once per process.
    private static let vendorIdentifier = UUID()
}
