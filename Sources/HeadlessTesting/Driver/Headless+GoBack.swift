// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Headless {
    /// Taps the back button of the navigation bar on top, as the user does to leave a pushed
    /// screen, and runs until idle. Its label is the previous screen's title, which a tab may
    /// share, so this names the button by what it is rather than by its label.
    ///
    /// - Throws: `Headless.DriverError` when the top layer shows no back button.
    public static func goBack() throws {
        let element = try ScreenDriver.onlyElement(taking: .tap, role: .backButton, named: "back button")
        guard let tap = element.actions.tap else { return }
        ScreenDriver.play(tap)
    }
}
