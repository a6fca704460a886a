// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets the style for text fields within this view.
    ///
    /// A built-in style is drawn only; a custom style's `_body(configuration:)` is what the text
    /// fields below show.
    ///
    /// - Parameter style: The style the text fields below use.
    public func textFieldStyle<S>(_ style: S) -> some View where S: TextFieldStyle {
        if style is any BuiltinViewStyle { return modifier(_TextFieldStyleModifier(makeBody: nil)) }
        return modifier(_TextFieldStyleModifier { AnyView(style._body(configuration: $0)) })
    }
}
