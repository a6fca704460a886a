// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets the style for labels within this view.
    ///
    /// - Parameter style: The style the labels below use.
    public func labelStyle<S>(_ style: S) -> some View where S: LabelStyle {
        if style is any BuiltinLabelStyle { return modifier(_LabelStyleModifier(makeBody: nil)) }
        return modifier(_LabelStyleModifier { AnyView(style.makeBody(configuration: $0)) })
    }
}
