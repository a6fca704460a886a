// ViewLifecycle · HeadlessUIKit

/// A controller that shows an alert or an action sheet: a title, a message, text fields and
/// actions.
///
/// It is presented over the presenter, which stays on screen and gets no appearance calls
/// (UIKit presents alerts with a custom presentation that keeps the presenter's views, like
/// `.overFullScreen`). Tapping an action dismisses the alert, then runs the action's handler
/// once the dismissal has finished, as on a device.
@MainActor @preconcurrency
open class UIAlertController: UIViewController, UISpringLoadedInteractionSupporting {
    /// Whether the alert takes part in spring-loaded drag interactions (kept; no drag is played).
    @available(iOS 11.0, *)
    open var isSpringLoaded = false
    /// Descriptive text that provides more details about the reason for the alert.
    open var message: String?
    /// The style of the alert controller.
    open private(set) var preferredStyle: UIAlertController.Style = .alert
    /// The actions that the user can take in response to the alert or action sheet.
    open private(set) var actions: [UIAlertAction] = []
    /// The preferred action for the user to take from an alert; it must be one of `actions`.
    open var preferredAction: UIAlertAction?
    private var storedTextFields: [UITextField] = []

    /// Creates and returns a view controller for displaying an alert to the user.
    ///
    /// - Parameters:
    ///   - title: The title of the alert.
    ///   - message: Descriptive text that provides additional details about the reason for the alert.
    ///   - preferredStyle: The style to use when presenting the alert controller.
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        modalPresentationStyle = .overFullScreen
    }

    /// Attaches an action object to the alert or action sheet.
    ///
    /// - Parameter action: The action object to display as part of the alert.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// Adds a text field to an alert.
    ///
    /// UIKit allows text fields only in alerts; an action sheet raises an exception.
    ///
    /// - Parameter configurationHandler: A block for configuring the text field before showing it.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        precondition(
            preferredStyle == .alert,
            "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
        let field = UITextField(frame: .zero)
        configurationHandler?(field)
        storedTextFields.append(field)
    }

    /// The array of text fields displayed by the alert, or `nil` when it has none.
    open var textFields: [UITextField]? {
        storedTextFields.isEmpty ? nil : storedTextFields
    }

    /// The user's tap on `action`: the alert is dismissed, then the handler runs in the
    /// dismissal's completion, so code in the handler may present again at once. A disabled
    /// action, or an alert not on screen, ignores the tap.
    package func performTap(on action: UIAlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }),
            let presenting = presentingViewController
        else { return }
        presenting.dismiss(animated: true) { action.handler?(action) }
    }
}
