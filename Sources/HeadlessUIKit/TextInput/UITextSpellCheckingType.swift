// ViewLifecycle · HeadlessUIKit

/// Whether misspelled words are marked; headlessly a stored preference only.
public enum UITextSpellCheckingType: Int, @unchecked Sendable {
    /// The system's choice, following autocorrection.
    case `default` = 0
    /// No spell checking.
    case no = 1
    /// Spell checking.
    case yes = 2
}
