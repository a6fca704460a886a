// ViewLifecycle · HeadlessUIKit

import Foundation

/// An attributed string that tracks its edits: each change is recorded with `edited(_:range:changeInLength:)`
/// and processed at once, or when the outermost `endEditing()` comes; processing tells the delegate
/// (will, then did) and posts `willProcessEditingNotification` and `didProcessEditingNotification`.
///
/// The string itself is Foundation's `NSMutableAttributedString` storage; the edits it funnels through
/// are replacing characters, deleting, setting, adding and removing attributes (`append` and `insert`
/// replace). Layout managers are kept; nothing is laid out headlessly. How UIKit merges the ranges of
/// several edits in one editing session is a guess here (Docs/Evidence.md).
@available(iOS 7.0, *)
open class NSTextStorage: NSMutableAttributedString {
    /// The layout managers that lay the text out (kept; nothing lays out headlessly).
    open private(set) var layoutManagers: [NSLayoutManager] = []

    /// What the pending edits changed; empty between editing sessions.
    open private(set) var editedMask: NSTextStorage.EditActions = []

    /// The range the pending edits cover, in the text as it is now; `NSNotFound` when none is pending.
    open private(set) var editedRange = NSRange(location: NSNotFound, length: 0)

    /// How many characters the pending edits added (negative when they removed).
    open private(set) var changeInLength = 0

    /// The object told before and after edits are processed.
    weak open var delegate: (any NSTextStorageDelegate)?

    /// Whether attributes are fixed only when read: false, as for UIKit's own storage.
    open var fixesAttributesLazily: Bool { false }

    /// The observer of the storage's edits (TextKit 2).
    @available(iOS 15.0, tvOS 15.0, *)
    @available(watchOS, unavailable)
    weak open var textStorageObserver: (any NSTextStorageObserving)?

    /// How deep the `beginEditing()` calls are nested.
    private var editingDepth = 0
    /// Whether `processEditing()` is running: edits the delegate makes then join the ones processed.
    private var isProcessing = false

    /// Creates an empty storage.
    public convenience init() {
        self.init(string: "")
    }

    /// Creates a storage holding `str` without attributes.
    public override init(string str: String) {
        super.init(string: str)
    }

    /// Creates a storage holding `str` with `attrs` over all of it.
    public override init(string str: String, attributes attrs: [NSAttributedString.Key: Any]? = nil) {
        super.init(string: str, attributes: attrs)
    }

    /// Creates a storage holding a copy of `attrStr`.
    public override init(attributedString attrStr: NSAttributedString) {
        super.init(attributedString: attrStr)
    }

    /// Creates a storage from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Adds a layout manager (kept; nothing lays out headlessly).
    open func addLayoutManager(_ aLayoutManager: NSLayoutManager) {
        layoutManagers.append(aLayoutManager)
    }

    /// Removes a layout manager.
    open func removeLayoutManager(_ aLayoutManager: NSLayoutManager) {
        layoutManagers.removeAll { $0 === aLayoutManager }
    }

    /// Records an edit: `editedMask` gains the actions, `editedRange` grows to cover `editedRange`
    /// and `changeInLength` adds `delta`. Outside `beginEditing()` the edit is processed at once.
    open func edited(
        _ editedMask: NSTextStorage.EditActions, range editedRange: NSRange, changeInLength delta: Int
    ) {
        if self.editedMask.isEmpty || self.editedRange.location == NSNotFound {
            self.editedRange = editedRange
        } else {
            var previous = self.editedRange
            if previous.location >= NSMaxRange(editedRange) - delta { previous.location += delta }
            let start = min(previous.location, editedRange.location)
            let end = max(NSMaxRange(previous), NSMaxRange(editedRange))
            self.editedRange = NSRange(location: start, length: end - start)
        }
        self.editedMask.formUnion(editedMask)
        changeInLength += delta
        if editingDepth == 0, !isProcessing { processEditing() }
    }

    /// Processes the pending edits: tells the delegate they will be processed, posts
    /// `willProcessEditingNotification`, tells the delegate they were, posts
    /// `didProcessEditingNotification`, tells the observer, then clears them.
    open func processEditing() {
        isProcessing = true
        defer { isProcessing = false }
        delegate?.textStorage(
            self, willProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        NotificationCenter.default.post(name: NSTextStorage.willProcessEditingNotification, object: self)
        delegate?.textStorage(
            self, didProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        NotificationCenter.default.post(name: NSTextStorage.didProcessEditingNotification, object: self)
        textStorageObserver?.processEditing(
            for: self, edited: editedMask, range: editedRange, changeInLength: changeInLength,
            invalidatedRange: editedRange)
        editedMask = []
        editedRange = NSRange(location: NSNotFound, length: 0)
        changeInLength = 0
    }

    /// Marks attributes in `range` as needing fixing: they never need it headlessly, so nothing happens.
    open func invalidateAttributes(in range: NSRange) {}

    /// Fixes the attributes in `range`: they never need it headlessly, so nothing happens.
    open func ensureAttributesAreFixed(in range: NSRange) {}

    /// Starts an editing session: edits are processed together at the outermost `endEditing()`.
    open override func beginEditing() {
        editingDepth += 1
        super.beginEditing()
    }

    /// Ends an editing session, processing its edits when it is the outermost one.
    open override func endEditing() {
        super.endEditing()
        editingDepth = max(0, editingDepth - 1)
        if editingDepth == 0, !editedMask.isEmpty { processEditing() }
    }

    /// Replaces characters and records the edit.
    open override func replaceCharacters(in range: NSRange, with str: String) {
        super.replaceCharacters(in: range, with: str)
        let delta = (str as NSString).length - range.length
        edited(
            .editedCharacters, range: NSRange(location: range.location, length: range.length + delta),
            changeInLength: delta)
    }

    /// Replaces characters and their attributes and records the edit.
    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        super.replaceCharacters(in: range, with: attrString)
        let delta = attrString.length - range.length
        edited(
            [.editedCharacters, .editedAttributes],
            range: NSRange(location: range.location, length: range.length + delta), changeInLength: delta)
    }

    /// Deletes characters and records the edit.
    open override func deleteCharacters(in range: NSRange) {
        super.deleteCharacters(in: range)
        edited(
            .editedCharacters, range: NSRange(location: range.location, length: 0),
            changeInLength: -range.length)
    }

    /// Sets the attributes of a range and records the edit.
    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        super.setAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    /// Adds an attribute to a range and records the edit.
    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        super.addAttribute(name, value: value, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    /// Adds attributes to a range and records the edit.
    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        super.addAttributes(attrs, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }

    /// Removes an attribute from a range and records the edit.
    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        super.removeAttribute(name, range: range)
        edited(.editedAttributes, range: range, changeInLength: 0)
    }
}

extension NSTextStorage {
    /// Posted before a text storage processes its edits; the object is the storage.
    @available(iOS 7.0, *)
    public static let willProcessEditingNotification = NSNotification.Name(
        "NSTextStorageWillProcessEditingNotification")

    /// Posted after a text storage processed its edits; the object is the storage.
    @available(iOS 7.0, *)
    public static let didProcessEditingNotification = NSNotification.Name(
        "NSTextStorageDidProcessEditingNotification")
}
