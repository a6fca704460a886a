// ViewLifecycle · HeadlessUIKit

import Foundation

/// A view that edits multiple lines of text.
///
/// A scroll view, as in UIKit: its delegate also hears about scrolling. Editing follows the same
/// order as a text field's (Apple's text programming guide), with `textViewDidChangeSelection`,
/// `textViewDidChange` and `textDidChangeNotification` after each accepted keystroke. A selection
/// moved in code or by setting the text also tells `textViewDidChangeSelection`, as on a device
/// (https://github.com/wordpress-mobile/AztecEditor-iOS/pull/327).
///
/// As a `UITextInput`, its positions count UTF-16 units of the text; geometry (`caretRect(for:)`,
/// `firstRect(for:)`, hit testing) is inert, as nothing is laid out.
@MainActor @preconcurrency
open class UITextView: UIScrollView, UITextInput, UIContentSizeCategoryAdjusting {
    /// Whether the font follows the content size category (kept; the font is not rescaled).
    @available(iOS 10.0, *)
    open var adjustsFontForContentSizeCategory = false
    /// The text shown: never `nil` when read. Setting it puts the insertion point at its end and
    /// does not call `textViewDidChange`.
    open var text: String! {
        get { editor.text }
        set { edit { $0.setText(newValue ?? "") } }
    }
    /// The text, the selection and the marked text.
    private var editor = TextEditingState()
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
    /// The selection, in UTF-16 units, kept within the text; typing replaces it and leaves the
    /// insertion point after the new characters.
    open var selectedRange: NSRange {
        get { editor.selection }
        set { edit { $0.select(newValue) } }
    }
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
            didBegin: {
                textDelegate?.textViewDidBeginEditing(self)
                NotificationCenter.default.post(
                    name: UITextView.textDidBeginEditingNotification, object: self)
            })
    }

    /// Ends editing: asks the delegate, gives up first-responder status, tells the delegate.
    ///
    /// - Returns: Whether editing ended.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        endEditingHandshake(
            shouldEnd: { textDelegate?.textViewShouldEndEditing(self) ?? true },
            resignFirstResponder: { super.resignFirstResponder() },
            didEnd: {
                textDelegate?.textViewDidEndEditing(self)
                NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
            })
    }

    /// A user's keystroke: the delegate may refuse it; otherwise the characters replace the
    /// selection, the delegate hears `textViewDidChangeSelection` and `textViewDidChange`, and
    /// `textDidChangeNotification` is posted.
    func userTypes(_ string: String) {
        userEdits(editor.rangeTypedOver, replacingWith: string)
    }

    /// A user's backspace: the selection, or the character before the insertion point, goes if
    /// the delegate allows it.
    func userDeletesBackward() {
        guard let range = editor.rangeDeletedBackward else { return }
        userEdits(range, replacingWith: "")
    }

    private func userEdits(_ range: NSRange, replacingWith string: String) {
        if let delegate = textDelegate,
            !delegate.textView(self, shouldChangeTextIn: range, replacementText: string)
        {
            return
        }
        edit { $0.replace(range, with: string) }
        textDelegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }

    /// Applies an edit; a moved selection tells the delegate (`textViewDidChangeSelection`).
    private func edit(_ change: (inout TextEditingState) -> Void) {
        let selection = editor.selection
        change(&editor)
        if editor.selection != selection { textDelegate?.textViewDidChangeSelection(self) }
    }

    // UITextInput: positions count UTF-16 units. Edits called in code (`insertText(_:)`,
    // `deleteBackward()`, `replace(_:withText:)`) ask the delegate nothing and send no change
    // event; a selection they move is told (`textViewDidChangeSelection`).

    /// Whether the text view holds any text.
    open var hasText: Bool { editor.length > 0 }

    /// Inserts `text` in place of the marked text or the selection, as a custom keyboard does;
    /// the delegate is not asked whether it may.
    ///
    /// - Parameter text: The characters.
    open func insertText(_ text: String) {
        edit { $0.replace($0.rangeTypedOver, with: text) }
    }

    /// Deletes the marked text, the selection or the character before the caret; the delegate
    /// is not asked whether it may.
    open func deleteBackward() {
        guard let range = editor.rangeDeletedBackward else { return }
        edit { $0.replace(range, with: "") }
    }

    /// The text a range covers, or `nil` for a range outside it.
    ///
    /// - Parameter range: A range this text view made.
    /// - Returns: The text.
    open func text(in range: UITextRange) -> String? { editor.text(in: range) }

    /// Replaces the text a range covers; the caret follows the new text. The delegate is not
    /// asked whether it may.
    ///
    /// - Parameters:
    ///   - range: A range this text view made.
    ///   - text: The replacement.
    open func replace(_ range: UITextRange, withText text: String) {
        guard let range = UTF16TextRange.nsRange(of: range) else { return }
        edit { $0.replace(range, with: text) }
    }

    /// The selection, or the caret as an empty range; setting it moves them (the delegate hears `textViewDidChangeSelection`).
    open var selectedTextRange: UITextRange? {
        get { editor.selectedTextRange }
        set {
            guard let range = newValue.flatMap(UTF16TextRange.nsRange(of:)) else { return }
            edit { $0.select(range) }
        }
    }

    /// The text an input method is composing, or `nil`.
    open var markedTextRange: UITextRange? { editor.markedTextRange }

    /// How marked text is drawn; kept as set.
    open var markedTextStyle: [NSAttributedString.Key: Any]?

    /// Puts an input method's provisional text in place of the marked text or the selection.
    ///
    /// - Parameters:
    ///   - markedText: The provisional text (`nil` or empty ends composition).
    ///   - selectedRange: The selection within it.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        edit { $0.setMarkedText(markedText ?? "", selectedRange: selectedRange) }
    }

    /// Commits the marked text where it is.
    open func unmarkText() { edit { $0.unmarkText() } }

    /// The position before the first character.
    open var beginningOfDocument: UITextPosition { UTF16TextPosition(0) }

    /// The position after the last character.
    open var endOfDocument: UITextPosition { UTF16TextPosition(editor.length) }

    /// The range between two positions, in either order.
    ///
    /// - Parameters:
    ///   - fromPosition: One end.
    ///   - toPosition: The other end.
    /// - Returns: The range, or `nil` for positions another input made.
    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        UTF16TextRange(from: fromPosition, to: toPosition)
    }

    /// The position `offset` UTF-16 units from `position`.
    ///
    /// - Parameters:
    ///   - position: Where to start.
    ///   - offset: How far, negative going back.
    /// - Returns: The position, or `nil` outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        editor.position(from: position, offset: offset)
    }

    /// The position `offset` units right or left of `position`; up and down answer `nil`, as no
    /// lines are laid out.
    ///
    /// - Parameters:
    ///   - position: Where to start.
    ///   - direction: Which way.
    ///   - offset: How far.
    /// - Returns: The position, or `nil`.
    open func position(
        from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int
    ) -> UITextPosition? {
        editor.position(from: position, in: direction, offset: offset)
    }

    /// How two positions are ordered.
    ///
    /// - Parameters:
    ///   - position: One position.
    ///   - other: The other.
    /// - Returns: Ascending when `position` comes first.
    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        editor.compare(position, to: other)
    }

    /// The number of UTF-16 units from one position to another.
    ///
    /// - Parameters:
    ///   - from: The start.
    ///   - toPosition: The end.
    /// - Returns: The distance, negative going back.
    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        editor.offset(from: from, to: toPosition)
    }

    /// The object told about text and selection changes; held weakly, as UIKit does.
    open weak var inputDelegate: (any UITextInputDelegate)?

    /// The tokenizer that finds the text's words, sentences and paragraphs.
    open var tokenizer: any UITextInputTokenizer {
        if let stringTokenizer { return stringTokenizer }
        let made = UITextInputStringTokenizer(textInput: self)
        stringTokenizer = made
        return made
    }
    private var stringTokenizer: UITextInputStringTokenizer?

    /// The end of `range` that lies in `direction`.
    ///
    /// - Parameters:
    ///   - range: A range.
    ///   - direction: Which way.
    /// - Returns: The range's end or start.
    open func position(
        within range: UITextRange, farthestIn direction: UITextLayoutDirection
    ) -> UITextPosition? {
        editor.position(within: range, farthestIn: direction)
    }

    /// The character beside `position` in `direction`.
    ///
    /// - Parameters:
    ///   - position: A position.
    ///   - direction: Which side.
    /// - Returns: The character's range, or `nil` at the text's edge.
    open func characterRange(
        byExtending position: UITextPosition, in direction: UITextLayoutDirection
    ) -> UITextRange? {
        editor.characterRange(byExtending: position, in: direction)
    }

    /// The writing direction at a position: natural, headlessly.
    ///
    /// - Parameters:
    ///   - position: A position.
    ///   - direction: Which side.
    /// - Returns: `.natural`.
    open func baseWritingDirection(
        for position: UITextPosition, in direction: UITextStorageDirection
    ) -> NSWritingDirection { .natural }

    /// Apple's `setBaseWritingDirection`: does nothing headlessly (listed in `Headless.inertCalls`).
    ///
    /// - Parameters:
    ///   - writingDirection: The direction.
    ///   - range: The range.
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        InertCalls.recordIfOnMainActor("UITextView.setBaseWritingDirection(_:for:)")
    }

    /// Apple's `firstRect`: returns .zero headlessly (listed in `Headless.inertCalls`).
    ///
    /// - Parameter range: A range.
    /// - Returns: `.zero`.
    open func firstRect(for range: UITextRange) -> CGRect {
        InertCalls.recordIfOnMainActor("UITextView.firstRect(for:)")
        return .zero
    }

    /// Apple's `caretRect`: returns .zero headlessly (listed in `Headless.inertCalls`).
    ///
    /// - Parameter position: A position.
    /// - Returns: `.zero`.
    open func caretRect(for position: UITextPosition) -> CGRect {
        InertCalls.recordIfOnMainActor("UITextView.caretRect(for:)")
        return .zero
    }

    /// Apple's `selectionRects`: returns no rectangles headlessly (listed in `Headless.inertCalls`).
    ///
    /// - Parameter range: A range.
    /// - Returns: An empty array.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        InertCalls.recordIfOnMainActor("UITextView.selectionRects(for:)")
        return []
    }

    /// Apple's `closestPosition(to:)`: the end of the text headlessly, where nothing is laid out
    /// (listed in `Headless.inertCalls`).
    ///
    /// - Parameter point: A point in the text view.
    /// - Returns: The end of the text.
    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        InertCalls.recordIfOnMainActor("UITextView.closestPosition(to:)")
        return endOfDocument
    }

    /// Apple's `closestPosition(to:within:)`: the range's end headlessly (listed in
    /// `Headless.inertCalls`).
    ///
    /// - Parameters:
    ///   - point: A point in the text view.
    ///   - range: The range to stay within.
    /// - Returns: The range's end.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        InertCalls.recordIfOnMainActor("UITextView.closestPosition(to:within:)")
        return range.end
    }

    /// Apple's `characterRange(at:)`: `nil` headlessly, where nothing is laid out (listed in
    /// `Headless.inertCalls`).
    ///
    /// - Parameter point: A point in the text view.
    /// - Returns: `nil`.
    open func characterRange(at point: CGPoint) -> UITextRange? {
        InertCalls.recordIfOnMainActor("UITextView.characterRange(at:)")
        return nil
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
