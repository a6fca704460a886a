// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Headless {
    /// Sets the value of the slider or stepper `locator` names, as a drag or repeated taps do,
    /// and runs until idle. The control keeps its bounds and step as it would on a device.
    ///
    /// - Parameters:
    ///   - value: The value to set.
    ///   - locator: The control's label (a string literal), or `.identifier(_:)`.
    /// - Throws: `Headless.DriverError` when no such control, or more than one, matches.
    public static func setValue(_ value: Double, of locator: Locator) throws {
        let element = try ScreenDriver.element(locator, taking: .setNumber)
        guard let setNumber = element.actions.setNumber else { return }
        ScreenDriver.play { setNumber(value) }
    }

    /// Increments the stepper (or other adjustable element) `locator` names by one step, as its
    /// plus button does, and runs until idle.
    ///
    /// - Parameter locator: The control's label (a string literal), or `.identifier(_:)`.
    /// - Throws: `Headless.DriverError` when no such control, or more than one, matches.
    public static func increment(_ locator: Locator) throws {
        let element = try ScreenDriver.element(locator, taking: .increment)
        guard let increment = element.actions.increment else { return }
        ScreenDriver.play(increment)
    }

    /// Decrements the stepper (or other adjustable element) `locator` names by one step, as its
    /// minus button does, and runs until idle.
    ///
    /// - Parameter locator: The control's label (a string literal), or `.identifier(_:)`.
    /// - Throws: `Headless.DriverError` when no such control, or more than one, matches.
    public static func decrement(_ locator: Locator) throws {
        let element = try ScreenDriver.element(locator, taking: .decrement)
        guard let decrement = element.actions.decrement else { return }
        ScreenDriver.play(decrement)
    }
}
