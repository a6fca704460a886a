// ViewLifecycle · HeadlessUIKit

/// A control that edits one line of text.
///
/// Editing follows the order Apple's text programming guide gives: `textFieldShouldBeginEditing`,
/// the field becomes first responder, `textFieldDidBeginEditing`; per keystroke
/// `textField(_:shouldChangeCharactersIn:replacementString:)` then `.editingChanged`; at the end
/// `textFieldShouldEndEditing`, resignation, `textFieldDidEndEditing`. Each control event comes
/// after its delegate call (a guess). Text set in code sends nothing, as on a device.
@MainActor @preconcurrency
open class UITextField: UIControl, UIContentSizeCategoryAdjusting {
    /// Whether the font follows the content size category (kept; the font is not rescaled).
    @available(iOS 10.0, *)
    open var adjustsFontForContentSizeCategory = false
    /// The text that the text field displays.
    open var text: String? = ""
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
        return true
    }

    /// A user's keystroke: the delegate may refuse the change; otherwise the text changes, the
    /// insertion point moves after it (`textFieldDidChangeSelection`) and `.editingChanged` is
    /// sent.
    func userTypes(_ string: String) {
        let current = text ?? ""
        let range = NSRange(location: (current as NSString).length, length: 0)
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: range, replacementString: string)
        {
            return
        }
        text = current + string
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
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
