// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets the style for group boxes within this view.
    ///
    /// - Parameter style: The style the group boxes below use.
    public func groupBoxStyle<S>(_ style: S) -> some View where S: GroupBoxStyle {
        if style is any BuiltinViewStyle { return modifier(_GroupBoxStyleModifier(makeBody: nil)) }
        return modifier(_GroupBoxStyleModifier { AnyView(style.makeBody(configuration: $0)) })
    }
}
