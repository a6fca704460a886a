// ViewLifecycle · HeadlessSwiftUI

@available(iOS 17.0, macOS 14.0, *)
extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// A text editor style with no decoration.
    @_alwaysEmitIntoClient public static var plain: PlainTextEditorStyle { .init() }
}
