// ViewLifecycle · HeadlessTesting

import Foundation

extension Headless {
    /// Pinches the element `locator` names until it is magnified by `scale`, as two fingers do,
    /// and runs until idle.
    ///
    /// The fingers pinch about the element's center (`startAnchor` is `.center`) in `steps` even
    /// changes of scale, each a change of the gesture (`onChanged`, `updating`) with the run loop
    /// idle after it; then they lift (`onEnded` with the final magnification, and `GestureState`
    /// resets). A change smaller than the gesture's `minimumScaleDelta` is never recognized.
    ///
    /// - Parameters:
    ///   - locator: The element's label, role and label, or `.id(_:)`.
    ///   - scale: The magnification at the end: 2 spreads the fingers to double, 0.5 pinches to half.
    ///   - steps: How many changes the fingers make before they lift (at least one).
    /// - Throws: `Headless.DriverError` when no element, or more than one, matches and takes a
    ///   pinch, or when the one that does is disabled.
    public static func magnify(_ locator: Locator, to scale: CGFloat, steps: Int = 1) throws {
        let element = try ScreenDriver.element(locator, taking: .magnify)
        guard let magnify = element.actions.magnify else { return }
        let time = Date(timeIntervalSinceReferenceDate: HeadlessWorld.shared.now)
        for event in GestureEvent.magnify(to: scale, steps: steps, time: time) {
            ScreenDriver.play { magnify(event) }
        }
    }

    /// Pinches the element labelled `label`, as `magnify(_:to:steps:)` does.
    ///
    /// - Parameters:
    ///   - label: The element's label.
    ///   - scale: The magnification at the end.
    ///   - steps: How many changes the fingers make before they lift (at least one).
    /// - Throws: `Headless.DriverError`, as `magnify(_:to:steps:)` does.
    public static func magnify(_ label: String, to scale: CGFloat, steps: Int = 1) throws {
        try magnify(.label(label), to: scale, steps: steps)
    }
}
