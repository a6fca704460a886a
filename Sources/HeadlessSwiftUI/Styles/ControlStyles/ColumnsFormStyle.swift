// ViewLifecycle · HeadlessSwiftUI

/// A non-scrolling form style with a trailing aligned column of labels next to a leading aligned column of values (drawn only: the form shows as it is).
public struct ColumnsFormStyle: FormStyle, BuiltinViewStyle {
    /// Creates the style.
    public init() {}

    /// Creates a view that represents the body of a form: the form, drawn in this style.
    ///
    /// - Parameter configuration: The properties of the form.
    /// - Returns: The styled form.
    public func makeBody(configuration: ColumnsFormStyle.Configuration) -> some View {
        Form(configuration)
            .modifier(_FormStyleModifier(makeBody: nil))
    }
}
