// ViewLifecycle · HeadlessSwiftUI

/// The key used to look up an entry in a strings file or strings dictionary file.
@frozen public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    let key: String

    /// Creates a localized string key from the given string value.
    ///
    /// - Parameter value: The string to use as a localization key.
    public init(_ value: String) {
        key = value
    }

    /// Creates a localized string key from the given string literal.
    ///
    /// - Parameter value: The string literal to use as a localization key.
    public init(stringLiteral value: String) {
        key = value
    }

    /// Creates a localized string key from an interpolated string (the interpolations formatted
    /// as SwiftUI formats them: numbers by their format specifier, dates by their style).
    public init(stringInterpolation: LocalizedStringKey.StringInterpolation) {
        key = stringInterpolation.output
    }
}
