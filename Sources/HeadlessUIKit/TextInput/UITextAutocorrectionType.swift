// ViewLifecycle · HeadlessUIKit

/// Whether the keyboard corrects spelling as the user types; headlessly a stored preference only.
public enum UITextAutocorrectionType: Int, @unchecked Sendable {
    /// The system's choice for the context.
    case `default` = 0
    /// No autocorrection.
    case no = 1
    /// Autocorrection.
    case yes = 2
}
