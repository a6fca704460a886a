// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets the style for progress views within this view.
    ///
    /// - Parameter style: The style the progress views below use.
    public func progressViewStyle<S>(_ style: S) -> some View where S: ProgressViewStyle {
        if style is any BuiltinViewStyle { return modifier(_ProgressViewStyleModifier(makeBody: nil)) }
        return modifier(_ProgressViewStyleModifier { AnyView(style.makeBody(configuration: $0)) })
    }
}
