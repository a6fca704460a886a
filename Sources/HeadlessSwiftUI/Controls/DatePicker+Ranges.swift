// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension DatePicker {
    /// Creates an instance that selects a `Date`.
    ///
    /// - Parameters:
    ///   - selection: The date value being displayed and selected.
    ///   - displayedComponents: The date components that user is able to view and edit.
    ///   - label: A view that describes the use of the date.
    public init(
        selection: Binding<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, lowerBound: nil, upperBound: nil, displayedComponents: displayedComponents,
            label: label())
    }

    /// Creates an instance that selects a `Date` within a range.
    ///
    /// - Parameters:
    ///   - selection: The date value being displayed and selected.
    ///   - range: The inclusive range of selectable dates.
    ///   - displayedComponents: The date components that user is able to view and edit.
    ///   - label: A view that describes the use of the date.
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, lowerBound: range.lowerBound, upperBound: range.upperBound,
            displayedComponents: displayedComponents,
            label: label())
    }

    /// Creates an instance that selects a `Date` within a range.
    ///
    /// - Parameters:
    ///   - selection: The date value being displayed and selected.
    ///   - range: The open-ended range of selectable dates, from its lower bound.
    ///   - displayedComponents: The date components that user is able to view and edit.
    ///   - label: A view that describes the use of the date.
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, lowerBound: range.lowerBound, upperBound: nil,
            displayedComponents: displayedComponents,
            label: label())
    }

    /// Creates an instance that selects a `Date` within a range.
    ///
    /// - Parameters:
    ///   - selection: The date value being displayed and selected.
    ///   - range: The open-ended range of selectable dates, through its upper bound.
    ///   - displayedComponents: The date components that user is able to view and edit.
    ///   - label: A view that describes the use of the date.
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, lowerBound: nil, upperBound: range.upperBound,
            displayedComponents: displayedComponents,
            label: label())
    }
}
