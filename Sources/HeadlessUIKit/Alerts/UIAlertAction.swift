// ViewLifecycle · HeadlessUIKit

import Foundation

/// An action that can be taken when the user taps a button in an alert.
@MainActor @preconcurrency
open class UIAlertAction: NSObject, @preconcurrency UIAccessibilityIdentification {
    /// The identifier UI tests find the action by.
    open var accessibilityIdentifier: String?
    /// The title of the action's button.
    open private(set) var title: String?
    /// The style that is applied to the action's button.
    open private(set) var style: UIAlertAction.Style = .default
    /// A Boolean value indicating whether the action is currently enabled.
    open var isEnabled = true
    /// What runs after the alert is dismissed by a tap on this action.
    let handler: ((UIAlertAction) -> Void)?

    /// Create and return an action with the specified title and behavior.
    ///
    /// - Parameters:
    ///   - title: The text to use for the button title.
    ///   - style: Additional styling information to apply to the button.
    ///   - handler: A block to execute when the user selects the action.
    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
