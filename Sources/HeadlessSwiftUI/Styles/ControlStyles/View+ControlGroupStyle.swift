// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets the style for control groups within this view.
    ///
    /// - Parameter style: The style the control groups below use.
    public func controlGroupStyle<S>(_ style: S) -> some View where S: ControlGroupStyle {
        if style is any BuiltinViewStyle { return modifier(_ControlGroupStyleModifier(makeBody: nil)) }
        return modifier(_ControlGroupStyleModifier { AnyView(style.makeBody(configuration: $0)) })
    }
}
