// ViewLifecycle · HeadlessSwiftUI

/// A text field style with a system-defined rounded border (drawn only).
public struct RoundedBorderTextFieldStyle: TextFieldStyle, BuiltinViewStyle {
    /// Creates the style.
    public init() {}

    /// Makes the view around a text field: the field itself.
    ///
    /// - Parameter configuration: The text field being styled.
    /// - Returns: The styled field.
    public func _body(configuration: TextField<RoundedBorderTextFieldStyle._Label>) -> some View {
        configuration.modifier(_TextFieldStyleModifier(makeBody: nil))
    }
}
