// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension LocalizedStringKey {
    /// Represents the contents of a string literal with interpolations while it's being built,
    /// for use in creating a localized string key. Only the types Apple's accepts interpolate;
    /// anything else makes the literal a `String` (so `Text` takes its `StringProtocol` form).
    public struct StringInterpolation: StringInterpolationProtocol {
        /// The text built so far (no localization table is read, so this is the key's text).
        var output = ""

        /// Creates an empty instance ready to be filled with string literal content.
        public init(literalCapacity: Int, interpolationCount: Int) {
            output.reserveCapacity(literalCapacity)
        }

        /// Appends a literal string segment to a string interpolation.
        public mutating func appendLiteral(_ literal: String) {
            output += literal
        }

        /// Appends a literal string.
        public mutating func appendInterpolation(_ string: String) {
            output += string
        }

        /// Appends an optionally-formatted instance of a Foundation type.
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil)
        where Subject: ReferenceConvertible {
            output += formatter?.string(for: subject) ?? String(describing: subject)
        }

        /// Appends an optionally-formatted instance of an Objective-C subclass.
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter? = nil)
        where Subject: NSObject {
            output += formatter?.string(for: subject) ?? subject.description
        }

        /// Appends the formatted representation of a nonstring type supported by a corresponding
        /// format style.
        public mutating func appendInterpolation<F>(_ input: F.FormatInput, format: F)
        where F: FormatStyle, F.FormatInput: Equatable, F.FormatOutput == String {
            output += format.format(input)
        }

        /// Appends a type, convertible to a string by using a default format specifier.
        public mutating func appendInterpolation<T>(_ value: T) where T: _FormatSpecifiable {
            // An integer's default specifier (`%d`, `%lld`, `%u`...) prints its decimal digits,
            // which `String` makes without a trip through `String(format:)`, the costliest step
            // of building a row like `Text("Row \(index)")`.
            if let integer = value as? any BinaryInteger {
                output += Self.decimal(integer)
            } else {
                appendInterpolation(value, specifier: value._specifier)
            }
        }

        private static func decimal<Integer: BinaryInteger>(_ integer: Integer) -> String {
            String(integer)
        }

        /// Appends a type, convertible to a string with a format specifier.
        public mutating func appendInterpolation<T>(_ value: T, specifier: String)
        where T: _FormatSpecifiable {
            output += String(format: specifier, value._arg)
        }

        /// Appends the string of a text view.
        public mutating func appendInterpolation(_ text: Text) {
            output += text.string
        }

        /// Appends an attributed string's characters.
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            output += String(attributedString.characters)
        }

        /// Appends an image (it has no text of its own).
        public mutating func appendInterpolation(_ image: Image) {}

        /// Appends a date in the given style.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            output += style.format(date)
        }

        /// Appends a range of dates.
        public mutating func appendInterpolation(_ dates: ClosedRange<Date>) {
            output += Text(dates).string
        }

        /// Appends a date interval.
        public mutating func appendInterpolation(_ interval: DateInterval) {
            output += Text(interval.start...interval.end).string
        }

        /// Appends a timer over `timerInterval`, as `Text(timerInterval:pauseTime:countsDown:showsHours:)`
        /// shows it.
        @available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
        public mutating func appendInterpolation(
            timerInterval: ClosedRange<Date>, pauseTime: Date? = nil, countsDown: Bool = true,
            showsHours: Bool = true
        ) {
            output +=
                Text(
                    timerInterval: timerInterval, pauseTime: pauseTime, countsDown: countsDown,
                    showsHours: showsHours
                )
                .string
        }

        /// Views cannot be interpolated into a localized string.
        @available(
            *, unavailable,
            message:
                "Unsupported type for interpolation, see LocalizedStringKey.StringInterpolation for supported types."
        )
        public mutating func appendInterpolation<T>(_ view: T) where T: View {}

        /// The type of the literal segments.
        public typealias StringLiteralType = String
    }
}
