// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets the style for labeled content within this view.
    ///
    /// - Parameter style: The style the labeled content below use.
    public func labeledContentStyle<S>(_ style: S) -> some View where S: LabeledContentStyle {
        if style is any BuiltinViewStyle { return modifier(_LabeledContentStyleModifier(makeBody: nil)) }
        return modifier(_LabeledContentStyleModifier { AnyView(style.makeBody(configuration: $0)) })
    }
}
