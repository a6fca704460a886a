// ViewLifecycle · HeadlessSwiftUI

/// A text field style with no decoration (drawn only).
public struct PlainTextFieldStyle: TextFieldStyle, BuiltinViewStyle {
    /// Creates the style.
    public init() {}

    /// Makes the view around a text field: the field itself.
    ///
    /// - Parameter configuration: The text field being styled.
    /// - Returns: The styled field.
    public func _body(configuration: TextField<PlainTextFieldStyle._Label>) -> some View {
        configuration.modifier(_TextFieldStyleModifier(makeBody: nil))
    }
}
