// ViewLifecycle · HeadlessSwiftUI

/// A representation of an action sheet presentation (the form before `confirmationDialog`).
@available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead."
)
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [ActionSheet.Button]

    /// Creates an action sheet with the provided buttons.
    ///
    /// - Parameters:
    ///   - title: The title of the action sheet.
    ///   - message: The message to display in the body of the action sheet.
    ///   - buttons: The buttons to show in the action sheet.
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// A button representing an operation of an action sheet presentation.
    public typealias Button = Alert.Button

    /// The request this action sheet makes: its title is always shown, its buttons as given.
    var request: AlertRequest {
        AlertRequest(
            title: title.string, message: message?.string, actions: buttons.map(\.alertAction),
            style: .actionSheet)
    }
}

@available(*, unavailable)
extension ActionSheet: Sendable {}
