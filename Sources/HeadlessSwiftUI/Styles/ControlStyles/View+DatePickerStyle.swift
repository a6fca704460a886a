// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets the style for date pickers within this view.
    ///
    /// A built-in style is drawn only; a custom style's `makeBody(configuration:)` is what the
    /// date pickers below show.
    ///
    /// - Parameter style: The style the date pickers below use.
    public func datePickerStyle<S>(_ style: S) -> some View where S: DatePickerStyle {
        if style is any BuiltinViewStyle { return modifier(_DatePickerStyleModifier(makeBody: nil)) }
        return modifier(_DatePickerStyleModifier { AnyView(style.makeBody(configuration: $0)) })
    }
}
