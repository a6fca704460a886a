// ViewLifecycle · HeadlessSwiftUI

extension Alert {
    /// A button representing an operation of an alert presentation.
    public struct Button {
        let label: Text
        let role: AlertActionRole
        let action: (() -> Void)?

        /// Creates an alert button with the default style.
        ///
        /// - Parameters:
        ///   - label: The text to display on the button.
        ///   - action: A closure to execute when the user taps or presses the button.
        /// - Returns: An alert button with the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: .normal, action: action)
        }

        /// Creates an alert button that indicates cancellation, with a custom label.
        ///
        /// - Parameters:
        ///   - label: The text to display on the button.
        ///   - action: A closure to execute when the user taps or presses the button.
        /// - Returns: An alert button that indicates cancellation.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// Creates an alert button that indicates cancellation, with a system-provided label
        /// ("Cancel").
        ///
        /// - Parameter action: A closure to execute when the user taps or presses the button.
        /// - Returns: An alert button that indicates cancellation.
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }

        /// Creates an alert button with a style that indicates a destructive action.
        ///
        /// - Parameters:
        ///   - label: The text to display on the button.
        ///   - action: A closure to execute when the user taps or presses the button.
        /// - Returns: An alert button with a destructive style.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Button(label: label, role: .destructive, action: action)
        }

        /// The alert action this button is.
        var alertAction: AlertAction {
            AlertAction(title: label.string, role: role, action: action ?? {})
        }
    }
}

@available(*, unavailable)
extension Alert.Button: Sendable {}
