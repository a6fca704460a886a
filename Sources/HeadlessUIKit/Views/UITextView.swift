// ViewLifecycle · HeadlessUIKit

/// A view that edits multiple lines of text.
///
/// A scroll view, as in UIKit: its delegate also hears about scrolling. Editing follows the same
/// order as a text field's (Apple's text programming guide), with `textViewDidChange` after each
/// accepted keystroke.
@MainActor @preconcurrency
open class UITextView: UIScrollView {
    /// The text shown.
    open var text: String! = ""
    /// The delegate, typed as a text view delegate when it is one: `delegate` is the scroll
    /// view's, since Swift cannot narrow an inherited property's type as Objective-C does.
    private(set) weak var textDelegate: (any UITextViewDelegate)?
    /// Whether the user can edit the text.
    open var isEditable = true
    /// Whether the user can select the text.
    open var isSelectable = true
    /// The colour of the text.
    open var textColor: UIColor?
    /// The font of the text.
    open var font: UIFont?
    /// How the text aligns.
    open var textAlignment: NSTextAlignment = .natural
    /// The keyboard to show.
    open var keyboardType: UIKeyboardType = .default
    /// The inset of the text from the view's edges.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)

    override func delegateDidChange() {
        textDelegate = delegate as? any UITextViewDelegate
    }

    /// A text view can become first responder while editable.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Starts editing: asks the delegate, takes first-responder status, tells the delegate.
    ///
    /// - Returns: Whether the view is editing now.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, canBecomeFirstResponder else { return false }
        if let delegate = textDelegate, !delegate.textViewShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        textDelegate?.textViewDidBeginEditing(self)
        return true
    }

    /// Ends editing: asks the delegate, gives up first-responder status, tells the delegate.
    ///
    /// - Returns: Whether editing ended.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        if let delegate = textDelegate, !delegate.textViewShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        textDelegate?.textViewDidEndEditing(self)
        return true
    }

    /// A user's keystroke: the delegate may refuse it; otherwise the text changes and the
    /// delegate hears `textViewDidChange`.
    func userTypes(_ string: String) {
        let current = text ?? ""
        let range = NSRange(location: (current as NSString).length, length: 0)
        if let delegate = textDelegate,
            !delegate.textView(self, shouldChangeTextIn: range, replacementText: string)
        {
            return
        }
        text = current + string
        textDelegate?.textViewDidChange(self)
    }
}
