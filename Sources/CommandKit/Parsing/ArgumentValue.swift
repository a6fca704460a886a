// ViewLifecycle · CommandKit

/// A type an option's value is read as, once the parser has validated the text.
///
/// String-backed enums (``ReportFormat``) conform by their raw values; `Int` conforms for counts.
package protocol ArgumentValue: Sendable {
    /// Reads a value from its command-line text, or `nil` if the text is not one.
    init?(argument: String)
}

extension ArgumentValue where Self: RawRepresentable, RawValue == String {
    /// Reads the case whose raw value is `argument`.
    package init?(argument: String) { self.init(rawValue: argument) }
}

extension Int: ArgumentValue {
    /// Reads a decimal integer.
    package init?(argument: String) { self.init(argument) }
}
