// ViewLifecycle · HeadlessSwiftUI

/// A type that applies custom interaction behavior and a custom appearance to all buttons
/// within a view hierarchy.
///
/// A custom primitive style decides the interaction: the button adds no element of its own,
/// its screen shows the style's body, and the body calls `configuration.trigger()`.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View

    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a button.
    typealias Configuration = PrimitiveButtonStyleConfiguration
}
