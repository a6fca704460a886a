// ViewLifecycle · HeadlessTesting

import Foundation
import HeadlessSwiftUI

extension DatePicker: ScreenElementSource {
    /// One date picker labelled by its label, valued by its date in UTC showing only the
    /// displayed components (format a guess); choosing a date sets the latest binding, clamped.
    /// Under a custom style the style's body decides, so only its elements show.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        if node.environment[DatePickerStyleKey.self] != nil { return content }
        let selection = selection
        let picker = self
        return [
            ScreenElement(
                role: .datePicker, label: ScreenElement.combinedLabel(of: content),
                value: .text(Self.printed(selection.wrappedValue, displayedComponents)),
                isEnabled: node.environment.isEnabled,
                actions: ScreenActions(setDate: { selection.wrappedValue = picker.clamped($0) }))
        ]
    }

    /// `date` in UTC: `yyyy-MM-dd`, `HH:mm`, or both.
    static func printed(_ date: Date, _ components: Components) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        func two(_ value: Int?) -> String {
            let value = value ?? 0
            return value < 10 ? "0\(value)" : "\(value)"
        }
        let day = "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day))"
        let time = "\(two(parts.hour)):\(two(parts.minute))"
        var printed: [String] = []
        if components.contains(.date) { printed.append(day) }
        if components.contains(.hourAndMinute) { printed.append(time) }
        return printed.joined(separator: " ")
    }
}
