// ViewLifecycle · HeadlessUIKit

import Foundation

/// The object a text storage tells before and after it processes its edits.
public protocol NSTextStorageDelegate: NSObjectProtocol {
    /// Called before the storage processes its pending edits; the attributes may still change here.
    @available(iOS 7.0, *)
    func textStorage(
        _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange, changeInLength delta: Int)

    /// Called after the storage processed its pending edits.
    @available(iOS 7.0, *)
    func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange, changeInLength delta: Int)
}

extension NSTextStorageDelegate {
    /// Does nothing: the method is optional in UIKit.
    public func textStorage(
        _ textStorage: NSTextStorage, willProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange, changeInLength delta: Int
    ) {}

    /// Does nothing: the method is optional in UIKit.
    public func textStorage(
        _ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
        range editedRange: NSRange, changeInLength delta: Int
    ) {}
}
