// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets the style for toggles in a view hierarchy.
    ///
    /// - Parameter style: The style the toggles below use.
    public func toggleStyle<S>(_ style: S) -> some View where S: ToggleStyle {
        if style is any BuiltinToggleStyle { return modifier(_ToggleStyleModifier(makeBody: nil)) }
        return modifier(_ToggleStyleModifier { AnyView(style.makeBody(configuration: $0)) })
    }
}
