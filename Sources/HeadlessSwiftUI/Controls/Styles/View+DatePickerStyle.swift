// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets the style for the views below (drawn only).
    ///
    /// - Parameter style: The style to use.
    public func datePickerStyle<S>(_ style: S) -> some View where S: DatePickerStyle {
        modifier(_ControlAttributeModifier(attribute: .style("\(S.self)")))
    }
}
