// ViewLifecycle · HeadlessUIKit

/// When the keyboard's shift key turns on by itself; headlessly a stored preference only.
public enum UITextAutocapitalizationType: Int, @unchecked Sendable {
    /// No automatic capitalization.
    case none = 0
    /// The first letter of each word.
    case words = 1
    /// The first letter of each sentence.
    case sentences = 2
    /// All characters.
    case allCharacters = 3
}
