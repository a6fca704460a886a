// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets the border shape for buttons in this view (drawn only).
    ///
    /// - Parameter shape: The shape of the buttons' borders.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        inert(.buttonBorderShape(shape), api: "View.buttonBorderShape(_:)")
    }
}
