// ViewLifecycle · HeadlessSwiftUI

/// The kinds of autocapitalization behavior applied during text input.
public struct TextInputAutocapitalization: Sendable {
    @usableFromInline let kind: UITextAutocapitalizationType

    /// Defines an autocapitalizing behavior that will not capitalize anything.
    public static var never: TextInputAutocapitalization { .init(kind: .none) }
    /// Defines an autocapitalizing behavior that will capitalize the first letter of every word.
    public static var words: TextInputAutocapitalization { .init(kind: .words) }
    /// Defines an autocapitalizing behavior that will capitalize the first letter in every sentence.
    public static var sentences: TextInputAutocapitalization { .init(kind: .sentences) }
    /// Defines an autocapitalizing behavior that will capitalize every letter.
    public static var characters: TextInputAutocapitalization { .init(kind: .allCharacters) }

    /// Creates a new `TextInputAutocapitalization` struct from a `UITextAutocapitalizationType` enum.
    public init?(_ type: UITextAutocapitalizationType) {
        kind = type
    }

    private init(kind: UITextAutocapitalizationType) {
        self.kind = kind
    }
}
