// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The properties of a date picker.
public struct DatePickerStyleConfiguration {
    /// A type-erased label of a date picker: it shows the picker's own label (same identity and
    /// state).
    public struct Label: View {
        let content: any View

        /// The body of a primitive view.
        public typealias Body = Never
    }

    /// A description of the `DatePicker`.
    public let label: DatePickerStyleConfiguration.Label
    /// The date value being displayed and selected.
    @Binding public var selection: Date
    /// The oldest selectable date.
    public var minimumDate: Date?
    /// The most recent selectable date.
    public var maximumDate: Date?
    /// The date components that the user is able to view in this `DatePicker`.
    public var displayedComponents: DatePickerComponents
}
