// ViewLifecycle · HeadlessSwiftUI

/// The properties of a button.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View {
        let content: any View

        /// The body of a primitive view.
        public typealias Body = Never
    }

    /// An optional semantic role that describes the button's purpose.
    public let role: ButtonRole?
    /// A view that describes the effect of pressing the button.
    public let label: ButtonStyleConfiguration.Label
    /// A Boolean that indicates whether the user is currently pressing the button (never here:
    /// the driver taps at once).
    public let isPressed: Bool
}
