// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets the style for gauges within this view.
    ///
    /// - Parameter style: The style the gauges below use.
    public func gaugeStyle<S>(_ style: S) -> some View where S: GaugeStyle {
        if style is any BuiltinViewStyle { return modifier(_GaugeStyleModifier(makeBody: nil)) }
        return modifier(_GaugeStyleModifier { AnyView(style.makeBody(configuration: $0)) })
    }
}
