// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Headless {
    /// Taps the element `locator` names, as the user's finger does, and runs until idle.
    ///
    /// Anything that takes a tap: a button, a link (which pushes), a toggle (which flips), a
    /// tab, a back button, a toolbar item, a menu item, an alert's or a dialog's action, a
    /// swipe action or a context-menu item once shown. Only the topmost layer can be tapped (a
    /// sheet or an alert covers the screen below it). UIKit's controls are elements too: a
    /// UIKit button or switch is tapped as `Headless.tapControl(_:)` and
    /// `Headless.toggleSwitch(_:)` do.
    ///
    /// - Parameter locator: The element's label (a string literal) or `.identifier(_:)`.
    /// - Throws: `Headless.DriverError` when no element, or more than one, matches and takes a
    ///   tap, or when the one that does is disabled.
    public static func tap(_ locator: Locator) throws {
        let element = try ScreenDriver.element(locator, taking: .tap)
        guard let tap = element.actions.tap else { return }
        ScreenDriver.play(tap)
    }
}
