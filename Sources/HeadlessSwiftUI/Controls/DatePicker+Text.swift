// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension DatePicker where Label == Text {
    /// Creates an instance that selects a `Date`, with a text label.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized title of `self`, describing its purpose.
    ///   - selection: The date value being displayed and selected.
    ///   - displayedComponents: The date components that user is able to view and edit.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, lowerBound: nil, upperBound: nil, displayedComponents: displayedComponents,
            label: Text(titleKey))
    }

    /// Creates an instance that selects a `Date`, with a text label.
    ///
    /// - Parameters:
    ///   - title: The title of `self`, describing its purpose.
    ///   - selection: The date value being displayed and selected.
    ///   - displayedComponents: The date components that user is able to view and edit.
    @_disfavoredOverload
    public init<S>(
        _ title: S, selection: Binding<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) where S: StringProtocol {
        self.init(
            selection: selection, lowerBound: nil, upperBound: nil, displayedComponents: displayedComponents,
            label: Text(title))
    }

    /// Creates an instance that selects a `Date` within a range, with a text label.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized title of `self`, describing its purpose.
    ///   - selection: The date value being displayed and selected.
    ///   - range: The inclusive range of selectable dates.
    ///   - displayedComponents: The date components that user is able to view and edit.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, lowerBound: range.lowerBound, upperBound: range.upperBound,
            displayedComponents: displayedComponents,
            label: Text(titleKey))
    }

    /// Creates an instance that selects a `Date` within a range, with a text label.
    ///
    /// - Parameters:
    ///   - title: The title of `self`, describing its purpose.
    ///   - selection: The date value being displayed and selected.
    ///   - range: The inclusive range of selectable dates.
    ///   - displayedComponents: The date components that user is able to view and edit.
    @_disfavoredOverload
    public init<S>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) where S: StringProtocol {
        self.init(
            selection: selection, lowerBound: range.lowerBound, upperBound: range.upperBound,
            displayedComponents: displayedComponents,
            label: Text(title))
    }

    /// Creates an instance that selects a `Date` within a range, with a text label.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized title of `self`, describing its purpose.
    ///   - selection: The date value being displayed and selected.
    ///   - range: The open-ended range of selectable dates, from its lower bound.
    ///   - displayedComponents: The date components that user is able to view and edit.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, lowerBound: range.lowerBound, upperBound: nil,
            displayedComponents: displayedComponents,
            label: Text(titleKey))
    }

    /// Creates an instance that selects a `Date` within a range, with a text label.
    ///
    /// - Parameters:
    ///   - title: The title of `self`, describing its purpose.
    ///   - selection: The date value being displayed and selected.
    ///   - range: The open-ended range of selectable dates, from its lower bound.
    ///   - displayedComponents: The date components that user is able to view and edit.
    @_disfavoredOverload
    public init<S>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) where S: StringProtocol {
        self.init(
            selection: selection, lowerBound: range.lowerBound, upperBound: nil,
            displayedComponents: displayedComponents,
            label: Text(title))
    }

    /// Creates an instance that selects a `Date` within a range, with a text label.
    ///
    /// - Parameters:
    ///   - titleKey: The key for the localized title of `self`, describing its purpose.
    ///   - selection: The date value being displayed and selected.
    ///   - range: The open-ended range of selectable dates, through its upper bound.
    ///   - displayedComponents: The date components that user is able to view and edit.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) {
        self.init(
            selection: selection, lowerBound: nil, upperBound: range.upperBound,
            displayedComponents: displayedComponents,
            label: Text(titleKey))
    }

    /// Creates an instance that selects a `Date` within a range, with a text label.
    ///
    /// - Parameters:
    ///   - title: The title of `self`, describing its purpose.
    ///   - selection: The date value being displayed and selected.
    ///   - range: The open-ended range of selectable dates, through its upper bound.
    ///   - displayedComponents: The date components that user is able to view and edit.
    @_disfavoredOverload
    public init<S>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePicker<Label>.Components = [.hourAndMinute, .date]
    ) where S: StringProtocol {
        self.init(
            selection: selection, lowerBound: nil, upperBound: range.upperBound,
            displayedComponents: displayedComponents,
            label: Text(title))
    }
}
