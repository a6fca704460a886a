// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Headless {
    /// Chooses `color` in the color picker `locator` names, as the user's choice in the system
    /// color picker does, and runs until idle.
    ///
    /// - Parameters:
    ///   - color: The color to choose.
    ///   - locator: The picker's label (a string literal), or `.identifier(_:)`.
    /// - Throws: `Headless.DriverError` when no color picker, or more than one, matches, or the
    ///   one that does is disabled.
    public static func select(_ color: Color, in locator: Locator) throws {
        let element = try ScreenDriver.element(locator, taking: .setColor)
        guard let setColor = element.actions.setColor else { return }
        ScreenDriver.play { setColor(color) }
    }
}
