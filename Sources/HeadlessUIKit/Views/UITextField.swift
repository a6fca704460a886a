// ViewLifecycle · HeadlessUIKit

/// A control that edits one line of text.
///
/// Editing follows the order Apple's text programming guide gives: `textFieldShouldBeginEditing`,
/// the field becomes first responder, `textFieldDidBeginEditing`; per keystroke
/// `textField(_:shouldChangeCharactersIn:replacementString:)` then `.editingChanged`; at the end
/// `textFieldShouldEndEditing`, resignation, `textFieldDidEndEditing`. Each control event comes
/// after its delegate call (a guess), and each notification (`textDidBeginEditingNotification`,
/// `textDidChangeNotification`, `textDidEndEditingNotification`) after its control event. Text set
/// in code sends no change event, as on a device, and puts the caret at the end.
///
/// As a `UITextInput`, its positions count UTF-16 units of the text; geometry (`caretRect(for:)`,
/// `firstRect(for:)`, hit testing) is inert, as nothing is laid out.
@MainActor @preconcurrency
open class UITextField: UIControl, UITextInput, UIContentSizeCategoryAdjusting {
    /// Whether the font follows the content size category (kept; the font is not rescaled).
    @available(iOS 10.0, *)
    open var adjustsFontForContentSizeCategory = false
    /// The text that the text field displays: never `nil` when read. Setting it puts the caret at
    /// the end and sends nothing.
    open var text: String? {
        get { editor.text }
        set { edit { $0.setText(newValue ?? "") } }
    }
    /// The text, the selection and the marked text.
    private var editor = TextEditingState()
    /// The string that displays when there is no other text in the text field.
    open var placeholder: String?
    /// A Boolean value that indicates whether the text object disables copying and hides the text.
    open var isSecureTextEntry = false
    /// The object told about editing, and asked whether it may happen.
    open weak var delegate: (any UITextFieldDelegate)?
    /// The border.
    open var borderStyle: UITextField.BorderStyle = .none
    /// When the clear button shows.
    open var clearButtonMode: UITextField.ViewMode = .never
    /// Whether editing starts by clearing the text.
    open var clearsOnBeginEditing = false
    /// The keyboard to show.
    open var keyboardType: UIKeyboardType = .default
    /// How typed text is capitalised.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether the keyboard corrects spelling.
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether misspelled words are marked.
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The title of the keyboard's return key.
    open var returnKeyType: UIReturnKeyType = .default
    /// What the text means, for autofill.
    open var textContentType: UITextContentType!
    /// The colour of the text.
    open var textColor: UIColor?
    /// The font of the text.
    open var font: UIFont?
    /// How the text aligns.
    open var textAlignment: NSTextAlignment = .natural
    private var editing = false

    /// Whether the field is being edited (it is first responder).
    open var isEditing: Bool { editing }

    /// A text field can become first responder while enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// A text input takes the software keyboard.
    override var takesKeyboard: Bool { true }

    /// Starts editing: asks the delegate, takes first-responder status, then tells the delegate
    /// and sends `.editingDidBegin`. Off screen it refuses, as UIKit does without a window.
    ///
    /// - Returns: Whether the field is editing now.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        beginEditingHandshake(
            shouldBegin: { delegate?.textFieldShouldBeginEditing(self) ?? true },
            becomeFirstResponder: { super.becomeFirstResponder() },
            didBegin: {
                editing = true
                if clearsOnBeginEditing { text = "" }
                delegate?.textFieldDidBeginEditing(self)
                sendActions(for: .editingDidBegin)
                NotificationCenter.default.post(
                    name: UITextField.textDidBeginEditingNotification, object: self)
            })
    }

    /// Ends editing: asks the delegate, gives up first-responder status, then tells the
    /// delegate and sends `.editingDidEnd`.
    ///
    /// - Returns: Whether editing ended.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        if let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        return forceEndEditing()
    }

    /// Ends editing without asking the delegate (`endEditing(true)`, a field leaving the window).
    func forceEndEditing() -> Bool {
        guard super.resignFirstResponder() else { return false }
        editing = false
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(
            name: UITextField.textDidEndEditingNotification, object: self,
            userInfo: [
                UITextField.didEndEditingReasonUserInfoKey: UITextField.DidEndEditingReason.committed.rawValue
            ])
        return true
    }

    /// A user's keystroke: the delegate may refuse the change; otherwise the characters replace
    /// the selection, the caret moves after them (`textFieldDidChangeSelection`), and
    /// `.editingChanged` and `textDidChangeNotification` follow.
    func userTypes(_ string: String) {
        userEdits(editor.rangeTypedOver, replacingWith: string)
    }

    /// A user's backspace: the selection, or the character before the caret, goes if the
    /// delegate allows it.
    func userDeletesBackward() {
        guard let range = editor.rangeDeletedBackward else { return }
        userEdits(range, replacingWith: "")
    }

    private func userEdits(_ range: NSRange, replacingWith string: String) {
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: string)
        {
            return
        }
        edit { $0.replace(range, with: string) }
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }

    /// Applies an edit; while editing, a moved selection tells the delegate
    /// (`textFieldDidChangeSelection`).
    private func edit(_ change: (inout TextEditingState) -> Void) {
        let selection = editor.selection
        change(&editor)
        if editing, editor.selection != selection { delegate?.textFieldDidChangeSelection(self) }
    }

    /// A user's return key: the delegate's `textFieldShouldReturn`, then `.editingDidEndOnExit`
    /// unless it answered `false`.
    func userReturns() {
        if let delegate, !delegate.textFieldShouldReturn(self) { return }
        sendActions(for: .editingDidEndOnExit)
    }

    /// A field leaving the window while editing ends editing without asking its delegate.
    ///
    /// - Parameter newWindow: The window it will belong to, or `nil`.
    open override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil, isFirstResponder { _ = forceEndEditing() }
    }

    /// The view shown above the keyboard while the text field is first responder; kept as set.
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

    // UITextInput: positions count UTF-16 units. Edits called in code (`insertText(_:)`,
    // `deleteBackward()`, `replace(_:withText:)`) ask the delegate nothing and send no change
    // event; a selection they move is told (`textFieldDidChangeSelection`, while editing).

    /// Whether the text field holds any text.
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
    /// - Parameter range: A range this text field made.
    /// - Returns: The text.
    open func text(in range: UITextRange) -> String? { editor.text(in: range) }

    /// Replaces the text a range covers; the caret follows the new text. The delegate is not
    /// asked whether it may.
    ///
    /// - Parameters:
    ///   - range: A range this text field made.
    ///   - text: The replacement.
    open func replace(_ range: UITextRange, withText text: String) {
        guard let range = UTF16TextRange.nsRange(of: range) else { return }
        edit { $0.replace(range, with: text) }
    }

    /// The selection, or the caret as an empty range; setting it moves them (the delegate hears `textFieldDidChangeSelection` while editing).
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
        InertCalls.recordIfOnMainActor("UITextField.setBaseWritingDirection(_:for:)")
    }

    /// Apple's `firstRect`: returns .zero headlessly (listed in `Headless.inertCalls`).
    ///
    /// - Parameter range: A range.
    /// - Returns: `.zero`.
    open func firstRect(for range: UITextRange) -> CGRect {
        InertCalls.recordIfOnMainActor("UITextField.firstRect(for:)")
        return .zero
    }

    /// Apple's `caretRect`: returns .zero headlessly (listed in `Headless.inertCalls`).
    ///
    /// - Parameter position: A position.
    /// - Returns: `.zero`.
    open func caretRect(for position: UITextPosition) -> CGRect {
        InertCalls.recordIfOnMainActor("UITextField.caretRect(for:)")
        return .zero
    }

    /// Apple's `selectionRects`: returns no rectangles headlessly (listed in `Headless.inertCalls`).
    ///
    /// - Parameter range: A range.
    /// - Returns: An empty array.
    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        InertCalls.recordIfOnMainActor("UITextField.selectionRects(for:)")
        return []
    }

    /// Apple's `closestPosition(to:)`: the end of the text headlessly, where nothing is laid out
    /// (listed in `Headless.inertCalls`).
    ///
    /// - Parameter point: A point in the text field.
    /// - Returns: The end of the text.
    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        InertCalls.recordIfOnMainActor("UITextField.closestPosition(to:)")
        return endOfDocument
    }

    /// Apple's `closestPosition(to:within:)`: the range's end headlessly (listed in
    /// `Headless.inertCalls`).
    ///
    /// - Parameters:
    ///   - point: A point in the text field.
    ///   - range: The range to stay within.
    /// - Returns: The range's end.
    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        InertCalls.recordIfOnMainActor("UITextField.closestPosition(to:within:)")
        return range.end
    }

    /// Apple's `characterRange(at:)`: `nil` headlessly, where nothing is laid out (listed in
    /// `Headless.inertCalls`).
    ///
    /// - Parameter point: A point in the text field.
    /// - Returns: `nil`.
    open func characterRange(at point: CGPoint) -> UITextRange? {
        InertCalls.recordIfOnMainActor("UITextField.characterRange(at:)")
        return nil
    }

    /// Apple's `borderRect`: returns .zero headlessly (listed in `Headless.inertCalls`).
    open func borderRect(forBounds bounds: CGRect) -> CGRect {
        InertCalls.recordIfOnMainActor("UITextField.borderRect(forBounds:)")
        return .zero
    }

    /// Apple's `textRect`: returns .zero headlessly (listed in `Headless.inertCalls`).
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        InertCalls.recordIfOnMainActor("UITextField.textRect(forBounds:)")
        return .zero
    }

    /// Apple's `placeholderRect`: returns .zero headlessly (listed in `Headless.inertCalls`).
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect {
        InertCalls.recordIfOnMainActor("UITextField.placeholderRect(forBounds:)")
        return .zero
    }

    /// Apple's `editingRect`: returns .zero headlessly (listed in `Headless.inertCalls`).
    open func editingRect(forBounds bounds: CGRect) -> CGRect {
        InertCalls.recordIfOnMainActor("UITextField.editingRect(forBounds:)")
        return .zero
    }

    /// Apple's `clearButtonRect`: returns .zero headlessly (listed in `Headless.inertCalls`).
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        InertCalls.recordIfOnMainActor("UITextField.clearButtonRect(forBounds:)")
        return .zero
    }

    /// Apple's `leftViewRect`: returns .zero headlessly (listed in `Headless.inertCalls`).
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        InertCalls.recordIfOnMainActor("UITextField.leftViewRect(forBounds:)")
        return .zero
    }

    /// Apple's `rightViewRect`: returns .zero headlessly (listed in `Headless.inertCalls`).
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        InertCalls.recordIfOnMainActor("UITextField.rightViewRect(forBounds:)")
        return .zero
    }

    /// Apple's `drawText`: does nothing headlessly (listed in `Headless.inertCalls`).
    @available(iOS, introduced: 2.0, deprecated: 15.0, message: "This method is no longer called.")
    open func drawText(in rect: CGRect) {
        InertCalls.recordIfOnMainActor("UITextField.drawText(in:)")
    }

    /// Apple's `drawPlaceholder`: does nothing headlessly (listed in `Headless.inertCalls`).
    open func drawPlaceholder(in rect: CGRect) {
        InertCalls.recordIfOnMainActor("UITextField.drawPlaceholder(in:)")
    }
}
