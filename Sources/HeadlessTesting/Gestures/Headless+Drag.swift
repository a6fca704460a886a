// ViewLifecycle · HeadlessTesting

import Foundation

extension Headless {
    /// Drags the element `locator` names by `translation`, as the user's finger does, and runs
    /// until idle.
    ///
    /// The finger starts at the element's origin (`startLocation` is `.zero`, in its local
    /// space) and moves in `steps` even moves, each a change of the gesture (`onChanged`,
    /// `updating`) with the run loop idle after it; then it stops and lifts (`onEnded` with the
    /// whole translation, and `GestureState` resets). A drag shorter than the gesture's
    /// `minimumDistance` is never recognized, as on a device. Each value carries the virtual
    /// clock's time.
    ///
    /// - Parameters:
    ///   - locator: The element's label, role and label, or `.id(_:)`.
    ///   - translation: How far the finger moves in all.
    ///   - steps: How many moves it makes before it lifts (at least one).
    /// - Throws: `Headless.DriverError` when no element, or more than one, matches and takes a
    ///   drag, or when the one that does is disabled.
    public static func drag(_ locator: Locator, by translation: CGSize, steps: Int = 1) throws {
        let element = try ScreenDriver.element(locator, taking: .drag)
        guard let drag = element.actions.drag else { return }
        let time = Date(timeIntervalSinceReferenceDate: HeadlessWorld.shared.now)
        for event in GestureEvent.drag(by: translation, steps: steps, time: time) {
            ScreenDriver.play { drag(event) }
        }
    }

    /// Drags the element labelled `label`, as `drag(_:by:steps:)` does.
    ///
    /// - Parameters:
    ///   - label: The element's label.
    ///   - translation: How far the finger moves in all.
    ///   - steps: How many moves it makes before it lifts (at least one).
    /// - Throws: `Headless.DriverError`, as `drag(_:by:steps:)` does.
    public static func drag(_ label: String, by translation: CGSize, steps: Int = 1) throws {
        try drag(.label(label), by: translation, steps: steps)
    }
}
