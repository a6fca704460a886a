// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets the style for menus within this view.
    ///
    /// - Parameter style: The style the menus below use.
    public func menuStyle<S>(_ style: S) -> some View where S: MenuStyle {
        if style is any BuiltinViewStyle { return modifier(_MenuStyleModifier(makeBody: nil)) }
        return modifier(_MenuStyleModifier { AnyView(style.makeBody(configuration: $0)) })
    }
}
