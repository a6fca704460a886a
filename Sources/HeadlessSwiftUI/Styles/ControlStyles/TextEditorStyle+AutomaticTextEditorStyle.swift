// ViewLifecycle · HeadlessSwiftUI

@available(iOS 17.0, macOS 14.0, *)
extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The default text editor style.
    @_alwaysEmitIntoClient public static var automatic: AutomaticTextEditorStyle { .init() }
}
