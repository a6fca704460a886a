// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Headless {
    /// Types `text` into the field `locator` names, replacing what it held (as a user who clears
    /// the field first), and runs until idle. With `submit`, presses return afterwards.
    ///
    /// - Parameters:
    ///   - text: The field's new text.
    ///   - locator: The field's label or prompt (a string literal), or `.identifier(_:)`.
    ///   - submit: Whether to press return after typing, running the field's `onSubmit`.
    /// - Throws: `Headless.DriverError` when no field, or more than one, matches.
    public static func type(_ text: String, into locator: Locator, submit: Bool = false) throws {
        let element = try ScreenDriver.element(locator, taking: .setText)
        guard let setText = element.actions.setText else { return }
        ScreenDriver.play { setText(text) }
        if submit { try self.submit(locator) }
    }

    /// Presses return in the field `locator` names (its `onSubmit` runs), and runs until idle.
    ///
    /// - Parameter locator: The field's label or prompt (a string literal), or `.identifier(_:)`.
    /// - Throws: `Headless.DriverError` when no field, or more than one, matches.
    public static func submit(_ locator: Locator) throws {
        let element = try ScreenDriver.element(locator, taking: .submit)
        guard let submit = element.actions.submit else { return }
        ScreenDriver.play(submit)
    }

    /// Types `query` into the screen's search field (`searchable`), and runs until idle. With
    /// `submit`, presses search afterwards.
    ///
    /// - Parameters:
    ///   - query: The search text.
    ///   - submit: Whether to press search after typing, running `onSubmit(of: .search)`.
    /// - Throws: `Headless.DriverError` when the screen has no search field, or several.
    public static func search(_ query: String, submit: Bool = false) throws {
        let field = try ScreenDriver.onlyElement(taking: .setText, role: .searchField, named: "search field")
        guard let setText = field.actions.setText else { return }
        ScreenDriver.play { setText(query) }
        guard submit else { return }
        let submitting = try ScreenDriver.onlyElement(
            taking: .submit, role: .searchField, named: "search field")
        if let action = submitting.actions.submit { ScreenDriver.play(action) }
    }
}
