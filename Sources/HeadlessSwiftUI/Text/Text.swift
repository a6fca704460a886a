// ViewLifecycle · HeadlessSwiftUI

/// A view that displays one or more lines of read-only text.
@frozen public struct Text: Equatable, Sendable {
    package let string: String
    /// The label `accessibilityLabel(_:)` gave the text, spoken and shown in its place.
    package internal(set) var spokenLabel: String?

    /// Creates a text view that displays a string literal without localization.
    ///
    /// - Parameter content: A string to display without localization.
    public init(verbatim content: String) {
        string = content
    }

    /// Creates a text view that displays a stored string without localization.
    ///
    /// - Parameter content: The string value to display without localization.
    @_disfavoredOverload
    public init<S>(_ content: S) where S: StringProtocol {
        string = String(content)
    }

    /// Creates a text view that displays localized content identified by a key.
    ///
    /// Headlessly the key's text is shown as written.
    ///
    /// - Parameters:
    ///   - key: The key for a string in the table identified by `tableName`.
    ///   - tableName: The name of the string table to search.
    ///   - bundle: The bundle containing the strings file.
    ///   - comment: Contextual information about this key-value pair.
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
        comment: StaticString? = nil
    ) {
        string = key.key
    }

    /// Indicates whether two text views are equal.
    public static func == (a: Text, b: Text) -> Bool {
        a.string == b.string && a.spokenLabel == b.spokenLabel
    }
}

extension Text: View {
    /// The body of a primitive view.
    public typealias Body = Never
}
