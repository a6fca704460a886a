// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets the style for forms in a view hierarchy.
    ///
    /// - Parameter style: The form style to set.
    /// - Returns: The view with the form style set.
    public func formStyle<S>(_ style: S) -> some View where S: FormStyle {
        if style is any BuiltinViewStyle { return modifier(_FormStyleModifier(makeBody: nil)) }
        return modifier(_FormStyleModifier { AnyView(style.makeBody(configuration: $0)) })
    }
}
