// ViewLifecycle · HeadlessUIKit

import Foundation

/// A view that edits multiple lines of text.
///
/// A scroll view, as in UIKit: its delegate also hears about scrolling. Editing follows the same
/// order as a text field's (Apple's text programming guide), with `textViewDidChange` after each
/// accepted keystroke.
@MainActor @preconcurrency
open class UITextView: UIScrollView, UIContentSizeCategoryAdjusting {
    /// Whether the font follows the content size category (kept; the font is not rescaled).
    @available(iOS 10.0, *)
    open var adjustsFontForContentSizeCategory = false
    /// The text shown; setting it puts the insertion point at its end.
    open var text: String! = "" {
        didSet { selectedRange = NSRange(location: ((text ?? "") as NSString).length, length: 0) }
    }
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
    /// A text input takes the software keyboard.
    override var takesKeyboard: Bool { true }
    /// The inset of the text from the view's edges.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// What the text is, for the keyboard's suggestions.
    open var textContentType: UITextContentType!
    /// Whether the text is hidden as it is typed.
    open var isSecureTextEntry = false
    /// When the keyboard's shift key turns on by itself.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether the keyboard corrects spelling.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether misspelled words are marked.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The title of the keyboard's return key.
    open var returnKeyType: UIReturnKeyType = .default
    /// The selection, in UTF-16 units; typing replaces it and leaves the insertion point after
    /// the new characters.
    open var selectedRange = NSRange(location: 0, length: 0)
    /// Whether the user may change the text's style.
    open var allowsEditingTextAttributes = false
    /// Whether editing clears the text first.
    open var clearsOnInsertion = false

    /// The container the text is laid out in: the one given at creation, or the view's own.
    @available(iOS 7.0, *)
    open var textContainer: NSTextContainer { storedTextContainer }
    private let storedTextContainer: NSTextContainer

    /// Creates a text view with a frame and the container its text is laid out in.
    ///
    /// - Parameters:
    ///   - frame: The frame.
    ///   - textContainer: The container, or `nil` for a new one.
    @available(iOS 7.0, *)
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        storedTextContainer = textContainer ?? NSTextContainer()
        super.init(frame: frame)
    }

    /// Creates a text view with a frame and its own text container.
    ///
    /// - Parameter frame: The frame.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// Creates a text view from an archive; the headless runtime keeps no archived state.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        storedTextContainer = NSTextContainer()
        super.init(coder: coder)
    }

    /// Creates a text view laid out by TextKit 2 or, when `false`, by TextKit 1's layout
    /// manager (the layout is not simulated either way).
    ///
    /// - Parameter usingTextLayoutManager: Whether TextKit 2 lays the text out.
    @available(iOS 16.0, *)
    public convenience init(usingTextLayoutManager: Bool) {
        self.init(frame: .zero, textContainer: nil)
    }

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
        beginEditingHandshake(
            shouldBegin: { textDelegate?.textViewShouldBeginEditing(self) ?? true },
            becomeFirstResponder: { super.becomeFirstResponder() },
            didBegin: { textDelegate?.textViewDidBeginEditing(self) })
    }

    /// Ends editing: asks the delegate, gives up first-responder status, tells the delegate.
    ///
    /// - Returns: Whether editing ended.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        endEditingHandshake(
            shouldEnd: { textDelegate?.textViewShouldEndEditing(self) ?? true },
            resignFirstResponder: { super.resignFirstResponder() },
            didEnd: { textDelegate?.textViewDidEndEditing(self) })
    }

    /// A user's keystroke: the delegate may refuse it; otherwise the text changes and the
    /// delegate hears `textViewDidChange`.
    func userTypes(_ string: String) {
        let range = clampedSelection()
        if let delegate = textDelegate,
            !delegate.textView(self, shouldChangeTextIn: range, replacementText: string)
        {
            return
        }
        replace(range, with: string)
        textDelegate?.textViewDidChange(self)
    }

    /// A user's backspace: the character before the insertion point (or the selection) goes,
    /// if the delegate allows it; then `textViewDidChange`.
    func userDeletesBackward() {
        let selection = clampedSelection()
        let range =
            selection.length > 0 || selection.location == 0
            ? selection : NSRange(location: selection.location - 1, length: 1)
        guard range.length > 0 else { return }
        if let delegate = textDelegate,
            !delegate.textView(self, shouldChangeTextIn: range, replacementText: "")
        {
            return
        }
        replace(range, with: "")
        textDelegate?.textViewDidChange(self)
    }

    /// The selection, kept within the text.
    func clampedSelection() -> NSRange {
        let length = ((text ?? "") as NSString).length
        let location = min(max(selectedRange.location, 0), length)
        return NSRange(location: location, length: min(max(selectedRange.length, 0), length - location))
    }

    /// Replaces `range` with `string` and puts the insertion point after it.
    func replace(_ range: NSRange, with string: String) {
        let current = (text ?? "") as NSString
        text = current.replacingCharacters(in: range, with: string)
        selectedRange = NSRange(location: range.location + (string as NSString).length, length: 0)
    }

    /// Whether the text view holds any text.
    open var hasText: Bool { !(text ?? "").isEmpty }

    /// Inserts `text` at the insertion point, replacing the selection, as a keyboard does.
    ///
    /// Called in code, it asks and tells the delegate nothing: a custom keyboard's `insertText`
    /// does not reach `textView(_:shouldChangeTextIn:replacementText:)` or `textViewDidChange`
    /// (https://github.com/illyabusigin/CYRKeyboardButton/issues/1).
    ///
    /// - Parameter text: The characters.
    open func insertText(_ text: String) {
        replace(clampedSelection(), with: text)
    }

    /// Deletes the character before the insertion point (or the selection), telling the
    /// delegate nothing (see `insertText(_:)`).
    open func deleteBackward() {
        let selection = clampedSelection()
        if selection.length > 0 {
            replace(selection, with: "")
        } else if selection.location > 0 {
            replace(NSRange(location: selection.location - 1, length: 1), with: "")
        }
    }

    /// The view shown above the keyboard while the text view is first responder; kept as set.
    open override var inputAccessoryView: UIView? {
        get { accessoryView }
        set { accessoryView = newValue }
    }
    /// What `inputAccessoryView` was set to.
    private var accessoryView: UIView?
    /// The view shown instead of the keyboard (`nil`: the system keyboard); kept as set.
    open override var inputView: UIView? {
        get { replacementInputView }
        set { replacementInputView = newValue }
    }
    /// What `inputView` was set to.
    private var replacementInputView: UIView?
}
