// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The text a `TextField(value:format:)` edits: a binding that formats on read and parses on
/// write, so typing goes through the same setter as a plain text field.
enum FormattedText {
    /// A text binding over `value` formatted with `format`; unparseable text is ignored.
    static func binding<F>(_ value: Binding<F.FormatInput>, _ format: F) -> Binding<String>
    where F: ParseableFormatStyle, F.FormatOutput == String {
        Binding(
            get: { format.format(value.wrappedValue) },
            set: { text in
                if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
            })
    }

    /// A text binding over an optional `value`: `nil` reads as empty, and empty text writes `nil`.
    static func binding<F>(_ value: Binding<F.FormatInput?>, _ format: F) -> Binding<String>
    where F: ParseableFormatStyle, F.FormatOutput == String {
        Binding(
            get: { value.wrappedValue.map { format.format($0) } ?? "" },
            set: { text in
                if text.isEmpty {
                    value.wrappedValue = nil
                } else if let parsed = try? format.parseStrategy.parse(text) {
                    value.wrappedValue = parsed
                }
            })
    }
}
