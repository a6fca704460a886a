// ViewLifecycle · HeadlessTesting

import Foundation

extension Headless {
    /// Turns the element `locator` names by `angle` with two fingers, and runs until idle.
    ///
    /// The fingers turn about the element's center (`startAnchor` is `.center`) in `steps` even
    /// changes of angle, each a change of the gesture (`onChanged`, `updating`) with the run loop
    /// idle after it; then they lift (`onEnded` with the final rotation, and `GestureState`
    /// resets). A turn smaller than the gesture's `minimumAngleDelta` is never recognized.
    ///
    /// - Parameters:
    ///   - locator: The element's label, role and label, or `.id(_:)`.
    ///   - angle: The rotation at the end; positive turns clockwise.
    ///   - steps: How many changes the fingers make before they lift (at least one).
    /// - Throws: `Headless.DriverError` when no element, or more than one, matches and takes a
    ///   turn, or when the one that does is disabled.
    public static func rotate(_ locator: Locator, by angle: Angle, steps: Int = 1) throws {
        let element = try ScreenDriver.element(locator, taking: .rotate)
        guard let rotate = element.actions.rotate else { return }
        let time = Date(timeIntervalSinceReferenceDate: HeadlessWorld.shared.now)
        for event in GestureEvent.rotate(by: angle, steps: steps, time: time) {
            ScreenDriver.play { rotate(event) }
        }
    }

    /// Turns the element labelled `label`, as `rotate(_:by:steps:)` does.
    ///
    /// - Parameters:
    ///   - label: The element's label.
    ///   - angle: The rotation at the end; positive turns clockwise.
    ///   - steps: How many changes the fingers make before they lift (at least one).
    /// - Throws: `Headless.DriverError`, as `rotate(_:by:steps:)` does.
    public static func rotate(_ label: String, by angle: Angle, steps: Int = 1) throws {
        try rotate(.label(label), by: angle, steps: steps)
    }
}
