// ViewLifecycle · HeadlessUIKit

/// The kind of keyboard a text input shows; headlessly a stored preference only.
public enum UIKeyboardType: Int, @unchecked Sendable {
    /// The default keyboard for the current input method.
    case `default` = 0
    /// A keyboard that displays standard ASCII characters.
    case asciiCapable = 1
    /// Numbers and punctuation.
    case numbersAndPunctuation = 2
    /// A keyboard for URL entry.
    case URL = 3
    /// A numeric keypad.
    case numberPad = 4
    /// A keypad for telephone numbers.
    case phonePad = 5
    /// A keypad for a person's name or phone number.
    case namePhonePad = 6
    /// A keyboard for email addresses.
    case emailAddress = 7
    /// Numbers and a decimal point.
    case decimalPad = 8
    /// A keyboard for Twitter text entry.
    case twitter = 9
    /// A keyboard for web search terms and URL entry.
    case webSearch = 10
    /// A number pad that outputs only ASCII digits.
    case asciiCapableNumberPad = 11
    /// A keyboard for alphabetic entry (deprecated alias of `asciiCapable`).
    public static var alphabet: UIKeyboardType { .asciiCapable }
}
