// ViewLifecycle · HeadlessTesting

import Foundation
import HeadlessSwiftUI

extension Headless {
    /// Chooses the option labelled `option` in the picker or menu `locator` names, as the user
    /// does, and runs until idle.
    ///
    /// - Parameters:
    ///   - option: The option's label.
    ///   - locator: The picker's or menu's label (a string literal), or `.identifier(_:)`.
    /// - Throws: `Headless.DriverError` when no picker matches, or it has no such option (the
    ///   message lists the options).
    public static func select(_ option: String, in locator: Locator) throws {
        let element = try ScreenDriver.element(locator, taking: .select)
        let options = element.actions.options ?? []
        guard let chosen = options.first(where: { $0.label == option }) else {
            let listed = options.map { ScreenElement.quoted($0.label) }.joined(separator: ", ")
            throw DriverError(
                "\(element.line) has no option \(ScreenElement.quoted(option)). Options: \(listed.isEmpty ? "none" : listed)."
            )
        }
        ScreenDriver.play(chosen.choose)
    }

    /// Sets the date of the date picker `locator` names, as the user's choice in it does, and
    /// runs until idle.
    ///
    /// - Parameters:
    ///   - date: The date to choose.
    ///   - locator: The picker's label (a string literal), or `.identifier(_:)`.
    /// - Throws: `Headless.DriverError` when no date picker, or more than one, matches.
    public static func select(_ date: Date, in locator: Locator) throws {
        let element = try ScreenDriver.element(locator, taking: .setDate)
        guard let setDate = element.actions.setDate else { return }
        ScreenDriver.play { setDate(date) }
    }
}
