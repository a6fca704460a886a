// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets the style for buttons within this view to a button style with a custom appearance
    /// and standard interaction behavior.
    ///
    /// - Parameter style: The style the buttons below use.
    public func buttonStyle<S>(_ style: S) -> some View where S: ButtonStyle {
        modifier(_ButtonStyleModifier(style: .custom { AnyView(style.makeBody(configuration: $0)) }))
    }

    /// Sets the style for buttons within this view to a button style with a custom appearance
    /// and custom interaction behavior.
    ///
    /// - Parameter style: The style the buttons below use.
    public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle {
        if let builtin = style as? any BuiltinButtonStyle {
            return modifier(_ButtonStyleModifier(style: .builtin(builtin.name)))
        }
        return modifier(
            _ButtonStyleModifier(style: .primitive { AnyView(style.makeBody(configuration: $0)) }))
    }
}
