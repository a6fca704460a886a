// ViewLifecycle · HeadlessSwiftUI

/// A specification for the appearance and interaction of a text editor.
///
/// Drawn only headlessly: `textEditorStyle(_:)` is recorded, and a text editor keeps its own
/// screen element whatever the style.
@available(iOS 17.0, macOS 14.0, *)
public protocol TextEditorStyle {
    /// A view that represents the body of a text editor.
    associatedtype Body: View

    /// Creates a view that represents the body of a text editor.
    ///
    /// - Parameter configuration: The properties of the text editor.
    /// - Returns: The editor's body.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a text editor.
    typealias Configuration = TextEditorStyleConfiguration
}
