// ViewLifecycle · HeadlessSwiftUI

/// The ways that scrollable content can interact with the software keyboard.
public struct ScrollDismissesKeyboardMode: Sendable {
    @usableFromInline let rawValue: Int
    /// Determine the mode automatically based on the surrounding context.
    public static var automatic: ScrollDismissesKeyboardMode { .init(rawValue: 0) }
    /// Dismiss the keyboard as soon as scrolling starts.
    public static var immediately: ScrollDismissesKeyboardMode { .init(rawValue: 1) }
    /// Enable people to interactively dismiss the keyboard as part of the scroll operation.
    public static var interactively: ScrollDismissesKeyboardMode { .init(rawValue: 2) }
    /// Never dismiss the keyboard automatically as a result of scrolling.
    public static var never: ScrollDismissesKeyboardMode { .init(rawValue: 3) }
}
