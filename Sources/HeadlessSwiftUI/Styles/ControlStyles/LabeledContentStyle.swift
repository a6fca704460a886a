// ViewLifecycle · HeadlessSwiftUI

/// A type that applies standard interaction behavior and a custom appearance to all labeled content
/// within a view hierarchy.
///
/// A custom style's body replaces the view it styles (its configuration carries the view's
/// parts, same identity and state); built-in styles are drawn only. Main-actor isolated because
/// views here are.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// A view that represents the body of the styled view.
    associatedtype Body: View

    /// Creates a view that represents the body of the styled view.
    ///
    /// - Parameter configuration: The properties of the styled view.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of the styled view.
    typealias Configuration = LabeledContentStyleConfiguration
}
