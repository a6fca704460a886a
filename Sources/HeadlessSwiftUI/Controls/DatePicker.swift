// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A control for selecting an absolute date.
///
/// The label is a child; on screen `DatePicker "label": "2026-12-04 12:00"` (UTC, only the
/// displayed components), which `Headless.select(_:in:)` with a `Date` sets, clamped to the range.
public struct DatePicker<Label>: View where Label: View {
    /// The components a date picker shows.
    public typealias Components = DatePickerComponents

    package let selection: Binding<Date>
    let lowerBound: Date?
    let upperBound: Date?
    package let displayedComponents: Components
    let label: Label

    init(
        selection: Binding<Date>, lowerBound: Date?, upperBound: Date?, displayedComponents: Components,
        label: Label
    ) {
        self.selection = selection
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.displayedComponents = displayedComponents
        self.label = label
    }

    /// `date` within the picker's range, as the wheels stop at its ends.
    package func clamped(_ date: Date) -> Date {
        var result = date
        if let lowerBound { result = max(result, lowerBound) }
        if let upperBound { result = min(result, upperBound) }
        return result
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension DatePicker: PrimitiveView {
    /// The label, or the body a custom style in the environment builds from this picker's parts
    /// (with the built-in style below that body, so a `DatePicker` it makes does not recurse).
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        guard let makeBody = node.environment[DatePickerStyleKey.self] else {
            list.append(.content, label)
            return
        }
        let configuration = DatePickerStyleConfiguration(
            label: .init(content: label), selection: selection, minimumDate: lowerBound,
            maximumDate: upperBound,
            displayedComponents: displayedComponents)
        list.append(.content, makeBody(configuration).modifier(_DatePickerStyleModifier(makeBody: nil)))
    }
}
