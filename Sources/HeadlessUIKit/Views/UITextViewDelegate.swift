// ViewLifecycle · HeadlessUIKit

/// An object told about a text view's editing and asked whether it may begin, change and end; as
/// the text view is a scroll view, it also hears about scrolling.
///
/// UIKit's members are `optional`; here each is a requirement with UIKit's default (see
/// `UINavigationControllerDelegate`).
@MainActor @preconcurrency
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin.
    ///
    /// - Parameter textView: The text view.
    /// - Returns: `false` to refuse.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Whether editing may end.
    ///
    /// - Parameter textView: The text view.
    /// - Returns: `false` to keep editing.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    ///
    /// - Parameter textView: The text view.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Editing ended.
    ///
    /// - Parameter textView: The text view.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether a keystroke may change the text.
    ///
    /// - Parameters:
    ///   - textView: The text view.
    ///   - range: The range replaced, in UTF-16 units.
    ///   - text: The replacement.
    /// - Returns: `false` to refuse.
    func textView(
        _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool
    /// The text changed by the user's hand.
    ///
    /// - Parameter textView: The text view.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed.
    ///
    /// - Parameter textView: The text view.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Allows editing.
    ///
    /// - Parameter textView: The text view.
    /// - Returns: `true`.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Allows the end.
    ///
    /// - Parameter textView: The text view.
    /// - Returns: `true`.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Does nothing.
    ///
    /// - Parameter textView: The text view.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Does nothing.
    ///
    /// - Parameter textView: The text view.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Allows the change.
    ///
    /// - Parameters:
    ///   - textView: The text view.
    ///   - range: The range replaced.
    ///   - text: The replacement.
    /// - Returns: `true`.
    public func textView(
        _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
    )
        -> Bool
    { true }
    /// Does nothing.
    ///
    /// - Parameter textView: The text view.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Does nothing.
    ///
    /// - Parameter textView: The text view.
    public func textViewDidChangeSelection(_ textView: UITextView) {}

    /// `textViewDidChange` as an optional method value.
    public var textViewDidChange: Headless.OptionalMethod<UITextView, Void>? {
        Headless.OptionalMethod { self.textViewDidChange($0) }
    }
}
