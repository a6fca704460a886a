// ViewLifecycle · HeadlessUIKit

import Foundation

/// An object that observes a text storage's edits (TextKit 2's content storage is one).
@available(iOS 15.0, *)
public protocol NSTextStorageObserving: NSObjectProtocol {
    /// The storage observed.
    var textStorage: NSTextStorage? { get set }

    /// Called when the storage processes its edits.
    func processEditing(
        for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions,
        range newCharRange: NSRange,
        changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange)

    /// Runs `transaction`, an edit of the storage, on the observer's terms.
    func performEditingTransaction(for textStorage: NSTextStorage, using transaction: () -> Void)
}
