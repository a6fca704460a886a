// ViewLifecycle · HeadlessSwiftUI

extension Button: AlertActionConvertible {
    /// A button in an alert's actions is one action: its label's text, its role's style, and
    /// its latest action.
    var alertAction: AlertAction {
        AlertAction(title: AlertAction.title(of: label), role: AlertActionRole(role), action: action)
    }
}
