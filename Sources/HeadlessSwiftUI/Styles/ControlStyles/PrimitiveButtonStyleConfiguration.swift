// ViewLifecycle · HeadlessSwiftUI

/// A configuration of a button.
public struct PrimitiveButtonStyleConfiguration {
    /// A type-erased label of a button.
    public struct Label: View {
        let content: any View

        /// The body of a primitive view.
        public typealias Body = Never
    }

    /// An optional semantic role describing the button's purpose.
    public let role: ButtonRole?
    /// A description of the effect of calling `trigger()`.
    public let label: PrimitiveButtonStyleConfiguration.Label
    let action: () -> Void

    /// Performs the button's action.
    public func trigger() { action() }
}
