// ViewLifecycle · HeadlessSwiftUI

/// The appearance and behavior of a form.
///
/// A custom style's body replaces the form it styles (its configuration's `content` is the
/// form's content, same identity and state); built-in styles are drawn only. Main-actor isolated
/// because views here are.
@MainActor @preconcurrency
public protocol FormStyle {
    /// A view that represents the appearance and interaction of a form.
    associatedtype Body: View

    /// Creates a view that represents the body of a form.
    ///
    /// - Parameter configuration: The properties of the form.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a form instance.
    typealias Configuration = FormStyleConfiguration
}
