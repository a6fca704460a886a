// ViewLifecycle · HeadlessSwiftUI

/// A form style with grouped rows (drawn only: the form shows as it is).
public struct GroupedFormStyle: FormStyle, BuiltinViewStyle {
    /// Creates the style.
    public init() {}

    /// Creates a view that represents the body of a form: the form, drawn in this style.
    ///
    /// - Parameter configuration: The properties of the form.
    /// - Returns: The styled form.
    public func makeBody(configuration: GroupedFormStyle.Configuration) -> some View {
        Form(configuration)
            .modifier(_FormStyleModifier(makeBody: nil))
    }
}
