// ViewLifecycle · HeadlessUIKit

/// A position in a text input's text.
///
/// The class is abstract, as in UIKit: a text field or text view hands out positions of its own
/// (UTF-16 offsets into its text), and a custom `UITextInput` subclasses this class for its own.
@available(iOS 3.2, *)
@MainActor @preconcurrency
open class UITextPosition: NSObject {}
