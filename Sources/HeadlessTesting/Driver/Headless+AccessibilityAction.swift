// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Headless {
    /// Performs the named accessibility action `name` of the element `locator` names, as a
    /// VoiceOver user does from the actions rotor, and runs until idle.
    ///
    /// The snapshot lists an element's named actions as `[actions: "Archive", "Delete"]`. The
    /// `.default` action (`accessibilityAction { }`) is the element's tap: use `tap(_:)`.
    ///
    /// - Parameters:
    ///   - name: The action's name.
    ///   - locator: The element's label (a string literal), or `.identifier(_:)`.
    /// - Throws: `Headless.DriverError` when no element with named actions, or more than one,
    ///   matches, or it has no action of that name (the message lists its actions).
    public static func performAccessibilityAction(named name: String, on locator: Locator) throws {
        let element = try ScreenDriver.element(locator, taking: .customAction)
        let actions = element.actions.customActions ?? []
        guard let action = actions.first(where: { $0.label == name }) else {
            let listed = actions.map { ScreenElement.quoted($0.label) }.joined(separator: ", ")
            throw DriverError(
                "\(element.line) has no accessibility action \(ScreenElement.quoted(name)). Actions: \(listed)."
            )
        }
        ScreenDriver.play(action.choose)
    }
}
