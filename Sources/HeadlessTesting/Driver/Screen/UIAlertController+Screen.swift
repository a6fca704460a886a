// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension UIAlertController: ScreenControllerSource {
    /// The title and message as texts, the text fields, then one button per action in the order
    /// added; a tap is the user's: the alert goes, then the action's handler runs.
    func screenElements() -> [ScreenElement] {
        var shown: [ScreenElement] = []
        if let title, !title.isEmpty { shown.append(ScreenElement(role: .text, label: title)) }
        if let message, !message.isEmpty { shown.append(ScreenElement(role: .text, label: message)) }
        for field in textFields ?? [] {
            shown.append(
                ScreenElement(
                    role: field.isSecureTextEntry ? .secureField : .textField, label: field.placeholder ?? "",
                    value: .text(field.text ?? ""), actions: ScreenActions(setText: { field.text = $0 })))
        }
        for action in actions {
            shown.append(
                ScreenElement(
                    role: .button, label: action.title ?? "", isEnabled: action.isEnabled,
                    actions: ScreenActions(tap: { [weak self] in self?.performTap(on: action) })))
        }
        return shown
    }

    /// An alert is an `Alert` layer; an action sheet (a confirmation dialog) a `ConfirmationDialog`.
    var screenLayerRole: ScreenRole? {
        preferredStyle == .alert ? .alert : .confirmationDialog
    }
}
