// ViewLifecycle · HeadlessSwiftUI

/// The appearance and behavior of a toggle.
///
/// A custom style's body is the toggle's content and decides the interaction (the toggle adds
/// no element of its own); built-in styles are drawn only. Main-actor isolated because views
/// here are.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// A view that represents the appearance and interaction of a toggle.
    associatedtype Body: View

    /// Creates a view that represents the body of a toggle.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a toggle instance.
    typealias Configuration = ToggleStyleConfiguration
}
