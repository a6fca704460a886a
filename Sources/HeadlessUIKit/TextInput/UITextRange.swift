// ViewLifecycle · HeadlessUIKit

/// A range of a text input's text, between two positions.
///
/// The class is abstract, as in UIKit: a text field or text view hands out ranges of its own, and a
/// custom `UITextInput` subclasses this class and overrides `start`, `end` and `isEmpty`.
@available(iOS 3.2, *)
@MainActor @preconcurrency
open class UITextRange: NSObject {
    /// Whether the range holds no text; the abstract class's range is empty.
    open var isEmpty: Bool { true }

    /// Where the range begins; the abstract class answers a bare position.
    open var start: UITextPosition { UITextPosition() }

    /// Where the range ends; the abstract class answers a bare position.
    open var end: UITextPosition { UITextPosition() }
}
