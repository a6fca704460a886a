// ViewLifecycle · HeadlessSwiftUI

/// A built-in date picker style: drawn only, so the picker keeps its own element.
protocol BuiltinDatePickerStyle: DatePickerStyle, BuiltinViewStyle {}

extension BuiltinDatePickerStyle {
    /// A standard date picker over the configuration, with the built-in style below it.
    func builtinBody(_ configuration: DatePickerStyleConfiguration) -> some View {
        DatePicker(
            selection: configuration.$selection, lowerBound: configuration.minimumDate,
            upperBound: configuration.maximumDate, displayedComponents: configuration.displayedComponents,
            label: configuration.label
        )
        .modifier(_DatePickerStyleModifier(makeBody: nil))
    }
}
