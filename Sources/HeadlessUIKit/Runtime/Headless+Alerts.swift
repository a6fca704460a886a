// ViewLifecycle · HeadlessUIKit

extension Headless {
    /// Taps the action titled `title` of the alert or action sheet on top, as the user does:
    /// the alert is dismissed, then the action's handler runs once the dismissal has finished;
    /// the call runs until idle.
    ///
    /// - Parameter title: The action's title.
    /// - Throws: `Headless.ControlError` when no alert is on top, or it has no enabled action
    ///   with that title (the message lists its actions).
    public static func tapAlertAction(_ title: String) throws {
        let alert = try topAlert()
        guard let action = alert.actions.first(where: { $0.title == title }) else {
            let listed = alert.actions.map { ControlFinder.quoted($0.title ?? "") }.joined(separator: ", ")
            throw ControlError(
                "The alert \(ControlFinder.quoted(alert.title ?? "")) has no action \(ControlFinder.quoted(title)). "
                    + "Actions: \(listed.isEmpty ? "none" : listed).")
        }
        guard action.isEnabled else {
            throw ControlError("The alert action \(ControlFinder.quoted(title)) is disabled.")
        }
        ControlFinder.play { alert.performTap(on: action) }
    }

    /// Types into the text field of the alert on top whose placeholder or identifier is `key`,
    /// or into its only text field when `key` is `nil`; each character is a keystroke its
    /// delegate may refuse.
    ///
    /// - Parameters:
    ///   - text: The characters, appended to the field's text.
    ///   - key: The field's placeholder or identifier, or `nil` for the only field.
    /// - Throws: `Headless.ControlError` when no alert is on top or no field matches.
    public static func typeIntoAlert(_ text: String, field key: String? = nil) throws {
        let alert = try topAlert()
        let fields = alert.textFields ?? []
        let matching = fields.filter {
            key == nil || $0.placeholder == key || $0.accessibilityIdentifier == key
        }
        guard matching.count == 1, let field = matching.first else {
            let listed = fields.map { ControlFinder.quoted($0.placeholder ?? "") }.joined(separator: ", ")
            throw ControlError(
                "The alert \(ControlFinder.quoted(alert.title ?? "")) has \(matching.count) text fields "
                    + "matching \(key.map(ControlFinder.quoted) ?? "any"). Fields: \(listed.isEmpty ? "none" : listed)."
            )
        }
        ControlFinder.play {
            for character in text { field.userTypes(String(character)) }
        }
    }

    private static func topAlert() throws -> UIAlertController {
        let top = try ControlFinder.topController()
        guard let alert = top as? UIAlertController else {
            throw ControlError(
                "No alert on screen; the top controller is \(String(describing: type(of: top))).")
        }
        return alert
    }
}
