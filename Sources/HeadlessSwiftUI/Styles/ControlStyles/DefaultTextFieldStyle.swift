// ViewLifecycle · HeadlessSwiftUI

/// The default text field style, based on the text field's context (drawn only).
public struct DefaultTextFieldStyle: TextFieldStyle, BuiltinViewStyle {
    /// Creates the style.
    public init() {}

    /// Makes the view around a text field: the field itself.
    ///
    /// - Parameter configuration: The text field being styled.
    /// - Returns: The styled field.
    public func _body(configuration: TextField<DefaultTextFieldStyle._Label>) -> DefaultTextFieldStyle._Body {
        _Body(configuration: configuration)
    }

    /// The view the default style makes around a text field: the field, with the built-in style
    /// below it.
    public struct _Body: View {
        let configuration: TextField<_TextFieldStyleLabel>

        /// The field, drawn with the built-in style.
        public var body: some View {
            configuration.modifier(_TextFieldStyleModifier(makeBody: nil))
        }
    }
}
