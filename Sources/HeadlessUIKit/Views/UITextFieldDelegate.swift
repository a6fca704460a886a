// ViewLifecycle · HeadlessUIKit

/// An object told about a text field's editing and asked whether it may begin, change and end.
///
/// UIKit's members are `optional`; here each is a requirement with UIKit's default (see
/// `UINavigationControllerDelegate`), and the one-argument ones can be called
/// `delegate?.textFieldShouldReturn?(field)` as against UIKit.
@MainActor @preconcurrency
public protocol UITextFieldDelegate: NSObjectProtocol {
    /// Whether editing may begin.
    ///
    /// - Parameter textField: The text field.
    /// - Returns: `false` to refuse.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began: the field is first responder.
    ///
    /// - Parameter textField: The text field.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end.
    ///
    /// - Parameter textField: The text field.
    /// - Returns: `false` to keep editing.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended.
    ///
    /// - Parameter textField: The text field.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, with the reason; by default calls `textFieldDidEndEditing(_:)`.
    ///
    /// - Parameters:
    ///   - textField: The text field.
    ///   - reason: Why.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether a keystroke may change the text.
    ///
    /// - Parameters:
    ///   - textField: The text field.
    ///   - range: The range replaced, in UTF-16 units.
    ///   - string: The replacement.
    /// - Returns: `false` to refuse the change.
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool
    /// The selection changed.
    ///
    /// - Parameter textField: The text field.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may clear the text.
    ///
    /// - Parameter textField: The text field.
    /// - Returns: `false` to keep the text.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the return key is handled.
    ///
    /// - Parameter textField: The text field.
    /// - Returns: `false` to ignore it.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// Allows editing.
    ///
    /// - Parameter textField: The text field.
    /// - Returns: `true`.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    ///
    /// - Parameter textField: The text field.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// Allows the end.
    ///
    /// - Parameter textField: The text field.
    /// - Returns: `true`.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Does nothing.
    ///
    /// - Parameter textField: The text field.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls `textFieldDidEndEditing(_:)`, as UIKit does when only that one is implemented.
    ///
    /// - Parameters:
    ///   - textField: The text field.
    ///   - reason: Why.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// Allows the change.
    ///
    /// - Parameters:
    ///   - textField: The text field.
    ///   - range: The range replaced.
    ///   - string: The replacement.
    /// - Returns: `true`.
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// Does nothing.
    ///
    /// - Parameter textField: The text field.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// Allows clearing.
    ///
    /// - Parameter textField: The text field.
    /// - Returns: `true`.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// Handles the return key.
    ///
    /// - Parameter textField: The text field.
    /// - Returns: `true`.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }

    /// `textFieldShouldReturn` as an optional method value.
    public var textFieldShouldReturn: Headless.OptionalMethod<UITextField, Bool>? {
        Headless.OptionalMethod { self.textFieldShouldReturn($0) }
    }
    /// `textFieldShouldBeginEditing` as an optional method value.
    public var textFieldShouldBeginEditing: Headless.OptionalMethod<UITextField, Bool>? {
        Headless.OptionalMethod { self.textFieldShouldBeginEditing($0) }
    }
    /// `textFieldDidBeginEditing` as an optional method value.
    public var textFieldDidBeginEditing: Headless.OptionalMethod<UITextField, Void>? {
        Headless.OptionalMethod { self.textFieldDidBeginEditing($0) }
    }
}
