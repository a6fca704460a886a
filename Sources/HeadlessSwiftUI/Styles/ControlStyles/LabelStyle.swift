// ViewLifecycle · HeadlessSwiftUI

/// A type that applies a custom appearance to all labels within a view.
///
/// A custom style's body is the label's content; built-in styles are drawn only. Main-actor
/// isolated because views here are.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// A view that represents the body of a label.
    associatedtype Body: View

    /// Creates a view that represents the body of a label.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration
}
