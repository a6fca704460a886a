// ViewLifecycle · HeadlessSwiftUI

/// A type that applies standard interaction behavior and a custom appearance to all buttons
/// within a view hierarchy.
///
/// The button's children are the style's body built from the configuration, so the style's
/// views appear on the screen and get `onAppear`. Main-actor isolated (as in later SDKs) because
/// views here are.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View

    /// Creates a view that represents the body of a button.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
}
