// ViewLifecycle · HeadlessSwiftUI

/// A representation of an alert presentation (the form before `alert(_:isPresented:actions:)`).
@available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "use `View.alert(title:isPresented:presenting::actions:) instead."
)
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]

    /// Creates an alert with one button.
    ///
    /// - Parameters:
    ///   - title: The title of the alert.
    ///   - message: The message to display in the body of the alert.
    ///   - dismissButton: The button that dismisses the alert; an "OK" button when `nil`.
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        buttons = [dismissButton ?? .default(Text("OK"))]
    }

    /// Creates an alert with two buttons.
    ///
    /// - Parameters:
    ///   - title: The title of the alert.
    ///   - message: The message to display in the body of the alert.
    ///   - primaryButton: The first button to show in the alert.
    ///   - secondaryButton: The second button to show in the alert.
    public init(title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button)
    {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// The request this alert makes.
    var request: AlertRequest {
        AlertRequest.alert(title: title.string, message: message?.string, actions: buttons.map(\.alertAction))
    }
}

@available(*, unavailable)
extension Alert: Sendable {}
