// ViewLifecycle · HeadlessSwiftUI

/// A text editor style with no decoration (drawn only).
@available(iOS 17.0, macOS 14.0, *)
public struct PlainTextEditorStyle: TextEditorStyle {
    /// Creates the view of an editor in the plain style.
    ///
    /// - Parameter configuration: The properties of the text editor.
    /// - Returns: The editor's body: nothing of its own headlessly.
    public func makeBody(configuration: PlainTextEditorStyle.Configuration) -> some View {
        EmptyView()
    }

    /// Creates the style.
    public init() {}
}

@available(*, unavailable)
extension PlainTextEditorStyle: Sendable {}
