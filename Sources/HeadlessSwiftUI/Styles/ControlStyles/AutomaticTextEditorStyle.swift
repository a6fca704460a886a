// ViewLifecycle · HeadlessSwiftUI

/// The default text editor style, based on the editor's context (drawn only).
@available(iOS 17.0, macOS 14.0, *)
public struct AutomaticTextEditorStyle: TextEditorStyle {
    /// Creates the view of an editor in the automatic style.
    ///
    /// - Parameter configuration: The properties of the text editor.
    /// - Returns: The editor's body.
    public func makeBody(
        configuration: AutomaticTextEditorStyle.Configuration
    ) -> AutomaticTextEditorStyle.Body {
        Body()
    }

    /// Creates the style.
    public init() {}

    /// The view of an editor in the automatic style: nothing of its own headlessly.
    public struct Body: View {
        /// The editor's decoration: none headlessly.
        @MainActor @preconcurrency public var body: some View { EmptyView() }
    }
}

@available(*, unavailable)
extension AutomaticTextEditorStyle: Sendable {}

@available(*, unavailable)
extension AutomaticTextEditorStyle.Body: Sendable {}
