// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets the style for the views below (drawn only).
    ///
    /// - Parameter style: The style to use.
    public func pickerStyle<S>(_ style: S) -> some View where S: PickerStyle {
        modifier(_ControlAttributeModifier(attribute: .style("\(S.self)")))
    }
}
