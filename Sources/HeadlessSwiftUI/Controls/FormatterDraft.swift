// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The text a `TextField(value:formatter:)` is editing: typing changes only this draft, and
/// return (the field's commit) parses it with the `Formatter` into the value, as Apple's field
/// does; until then the field shows the value formatted.
final class FormatterDraft<Value> {
    private let value: Binding<Value>
    private let formatter: Formatter
    private var draft: String?

    init(value: Binding<Value>, formatter: Formatter) {
        self.value = value
        self.formatter = formatter
    }

    /// The field's text: the draft while editing, else the value formatted (empty when the
    /// formatter cannot format it).
    var text: Binding<String> {
        Binding(
            get: { self.draft ?? self.formatter.string(for: self.value.wrappedValue) ?? "" },
            set: { self.draft = $0 })
    }

    /// Parses the draft into the value; text the formatter rejects leaves the value as it was.
    func commit() {
        guard let draft else { return }
        self.draft = nil
        if let parsed = parse(draft) { value.wrappedValue = parsed }
    }

    /// The value `text` stands for: Foundation on Linux keeps `Formatter.getObjectValue` internal,
    /// so the formatters that parse here are the number and date formatters, through their own
    /// parsing methods; any other formatter's text is left unparsed.
    private func parse(_ text: String) -> Value? {
        if let numbers = formatter as? NumberFormatter {
            return numbers.number(from: text) as? Value
        }
        if let dates = formatter as? DateFormatter {
            return dates.date(from: text) as? Value
        }
        return nil
    }
}
