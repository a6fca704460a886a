// ViewLifecycle · HeadlessUIKit

/// A responder that takes the keyboard's characters: insert and delete at the insertion point.
@MainActor @preconcurrency
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text to delete.
    var hasText: Bool { get }
    /// Inserts `text` at the insertion point.
    ///
    /// - Parameter text: The characters.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}
