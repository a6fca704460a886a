// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A control for picking several dates.
///
/// The label is a child; on screen `MultiDatePicker "label": "2026-12-04, 2026-12-05"` (the
/// selected days in UTC, in order), and `Headless.select(_:in:)` with a `Date` toggles that
/// day (UTC) in the selection, as a tap on a calendar day does, when it is within the bounds.
@available(iOS 16.0, *)
@available(macOS, unavailable)
public struct MultiDatePicker<Label>: View where Label: View {
    let selection: Binding<Set<DateComponents>>
    let lowerBound: Date?
    let upperBound: Date?
    let label: Label

    init(selection: Binding<Set<DateComponents>>, lowerBound: Date?, upperBound: Date?, label: Label) {
        self.selection = selection
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.label = label
    }

    /// The picker: its label, with the selection on screen.
    public var body: some View {
        _MultiDatePickerCore(
            selection: selection, lowerBound: lowerBound, upperBound: upperBound, label: label)
    }

    /// A picker of any dates, with a label.
    public init(selection: Binding<Set<DateComponents>>, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lowerBound: nil, upperBound: nil, label: label())
    }

    /// A picker of dates in `bounds` (its upper end excluded), with a label.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: Range<Date>, @ViewBuilder label: () -> Label
    ) {
        self.init(
            selection: selection, lowerBound: bounds.lowerBound, upperBound: bounds.upperBound, label: label()
        )
    }

    /// A picker of dates from `bounds`' start on, with a label.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>,
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, lowerBound: bounds.lowerBound, upperBound: nil, label: label())
    }

    /// A picker of dates before `bounds`' end, with a label.
    public init(
        selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>,
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, lowerBound: nil, upperBound: bounds.upperBound, label: label())
    }
}

@available(iOS 16.0, *)
@available(macOS, unavailable)
extension MultiDatePicker where Label == Text {
    /// A picker of any dates, with a localized title.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>) {
        self.init(selection: selection) { Text(titleKey) }
    }

    /// A picker of dates in `bounds`, with a localized title.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of dates from `bounds`' start on, with a localized title.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
        in bounds: PartialRangeFrom<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of dates before `bounds`' end, with a localized title.
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Set<DateComponents>>,
        in bounds: PartialRangeUpTo<Date>
    ) {
        self.init(selection: selection, in: bounds) { Text(titleKey) }
    }

    /// A picker of any dates, with a title.
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<Set<DateComponents>>) where S: StringProtocol {
        self.init(selection: selection) { Text(title) }
    }

    /// A picker of dates in `bounds`, with a title.
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: Range<Date>)
    where S: StringProtocol {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// A picker of dates from `bounds`' start on, with a title.
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeFrom<Date>)
    where S: StringProtocol {
        self.init(selection: selection, in: bounds) { Text(title) }
    }

    /// A picker of dates before `bounds`' end, with a title.
    @_disfavoredOverload
    public init<S>(_ title: S, selection: Binding<Set<DateComponents>>, in bounds: PartialRangeUpTo<Date>)
    where S: StringProtocol {
        self.init(selection: selection, in: bounds) { Text(title) }
    }
}

/// The primitive behind `MultiDatePicker`: the label as its child, and the selection and bounds
/// for the screen.
package struct _MultiDatePickerCore<Label: View>: View, PrimitiveView {
    package typealias Body = Never
    package let selection: Binding<Set<DateComponents>>
    let lowerBound: Date?
    let upperBound: Date?
    let label: Label

    init(selection: Binding<Set<DateComponents>>, lowerBound: Date?, upperBound: Date?, label: Label) {
        self.selection = selection
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.label = label
    }

    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, label)
    }

    /// The UTC Gregorian calendar the picker's days are in.
    package static var calendar: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    /// Adds the day holding `date` to the selection, or removes it when it is selected; a day
    /// outside the bounds changes nothing. A new day is stored as its calendar, era, year,
    /// month and day (a guess at the components SwiftUI stores).
    package func toggleDay(of date: Date) {
        if let lowerBound, date < Self.calendar.startOfDay(for: lowerBound) { return }
        if let upperBound, date >= upperBound { return }
        let day = Self.calendar.dateComponents([.calendar, .era, .year, .month, .day], from: date)
        var days = selection.wrappedValue
        if let existing = days.first(where: { Self.sameDay($0, day) }) {
            days.remove(existing)
        } else {
            days.insert(day)
        }
        selection.wrappedValue = days
    }

    /// Whether both components name the same year, month and day.
    static func sameDay(_ a: DateComponents, _ b: DateComponents) -> Bool {
        a.year == b.year && a.month == b.month && a.day == b.day
    }

    /// The selected days as `yyyy-MM-dd`, in order, joined by ", ".
    package var printedSelection: String {
        func two(_ value: Int?) -> String {
            let value = value ?? 0
            return value < 10 ? "0\(value)" : "\(value)"
        }
        return selection.wrappedValue
            .map { "\($0.year ?? 0)-\(two($0.month))-\(two($0.day))" }
            .sorted()
            .joined(separator: ", ")
    }
}
