// ViewLifecycle · HeadlessUIKit

import Foundation

/// An object that edits text with a selection, positions and ranges, as the keyboard and input
/// methods drive it. UIKit's text field and text view adopt it; their positions count UTF-16 units.
///
/// Objective-C's optional requirements have defaults below that do nothing or return a neutral
/// value, as an object that does not implement them behaves.
@MainActor @preconcurrency
public protocol UITextInput: UIKeyInput {
    /// UIKit's `text` requirement.
    @available(iOS 3.2, *)
    func text(in range: UITextRange) -> String?
    /// UIKit's `replace` requirement.
    @available(iOS 3.2, *)
    func replace(_ range: UITextRange, withText text: String)
    /// UIKit's `selectedTextRange` requirement.
    @available(iOS 3.2, *)
    var selectedTextRange: UITextRange? { get set }
    /// UIKit's `markedTextRange` requirement.
    @available(iOS 3.2, *)
    var markedTextRange: UITextRange? { get }
    /// UIKit's `markedTextStyle` requirement.
    @available(iOS 3.2, *)
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// UIKit's `setMarkedText` requirement.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// UIKit's `unmarkText` requirement.
    func unmarkText()
    /// UIKit's `beginningOfDocument` requirement.
    @available(iOS 3.2, *)
    var beginningOfDocument: UITextPosition { get }
    /// UIKit's `endOfDocument` requirement.
    @available(iOS 3.2, *)
    var endOfDocument: UITextPosition { get }
    /// UIKit's `textRange` requirement.
    @available(iOS 3.2, *)
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// UIKit's `position` requirement.
    @available(iOS 3.2, *)
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// UIKit's `position` requirement.
    @available(iOS 3.2, *)
    func position(
        from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int
    ) -> UITextPosition?
    /// UIKit's `compare` requirement.
    @available(iOS 3.2, *)
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// UIKit's `offset` requirement.
    @available(iOS 3.2, *)
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    /// The object the system tells about changes to the text and the selection (held weakly by
    /// UIKit's text inputs).
    var inputDelegate: (any UITextInputDelegate)? { get set }
    /// The object that finds the text's words, sentences, lines and paragraphs.
    var tokenizer: any UITextInputTokenizer { get }
    /// UIKit's `position` requirement.
    @available(iOS 3.2, *)
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    /// UIKit's `characterRange` requirement.
    @available(iOS 3.2, *)
    func characterRange(
        byExtending position: UITextPosition, in direction: UITextLayoutDirection
    ) -> UITextRange?
    /// UIKit's `baseWritingDirection` requirement.
    @available(iOS 6.0, *)
    func baseWritingDirection(
        for position: UITextPosition, in direction: UITextStorageDirection
    ) -> NSWritingDirection
    /// UIKit's `setBaseWritingDirection` requirement.
    @available(iOS 6.0, *)
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)
    /// UIKit's `firstRect` requirement.
    @available(iOS 3.2, *)
    func firstRect(for range: UITextRange) -> CGRect
    /// UIKit's `caretRect` requirement.
    @available(iOS 3.2, *)
    func caretRect(for position: UITextPosition) -> CGRect
    /// UIKit's `selectionRects` requirement.
    @available(iOS 6.0, *)
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// UIKit's `closestPosition` requirement.
    @available(iOS 3.2, *)
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// UIKit's `closestPosition` requirement.
    @available(iOS 3.2, *)
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// UIKit's `characterRange` requirement.
    @available(iOS 3.2, *)
    func characterRange(at point: CGPoint) -> UITextRange?
    /// UIKit's `shouldChangeText` requirement, optional: defaulted below.
    @available(iOS 6.0, *)
    func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool
    /// UIKit's `textStyling` requirement, optional: defaulted below.
    @available(iOS 3.2, *)
    func textStyling(
        at position: UITextPosition, in direction: UITextStorageDirection
    ) -> [NSAttributedString.Key: Any]?
    /// UIKit's `position` requirement, optional: defaulted below.
    @available(iOS 3.2, *)
    func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition?
    /// UIKit's `characterOffset` requirement, optional: defaulted below.
    @available(iOS 3.2, *)
    func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int
    /// UIKit's `textInputView` requirement, optional: defaulted below.
    var textInputView: UIView { get }
    /// UIKit's `selectionAffinity` requirement, optional: defaulted below.
    var selectionAffinity: UITextStorageDirection { get set }
    /// UIKit's `insertDictationResult` requirement, optional: defaulted below.
    @available(iOS 5.1, *)
    func insertDictationResult(_ dictationResult: [UIDictationPhrase])
    /// UIKit's `dictationRecordingDidEnd` requirement, optional: defaulted below.
    func dictationRecordingDidEnd()
    /// UIKit's `dictationRecognitionFailed` requirement, optional: defaulted below.
    func dictationRecognitionFailed()
    /// UIKit's `insertDictationResultPlaceholder` requirement, optional: defaulted below.
    var insertDictationResultPlaceholder: Any { get }
    /// UIKit's `frame` requirement, optional: defaulted below.
    func frame(forDictationResultPlaceholder placeholder: Any) -> CGRect
    /// UIKit's `removeDictationResultPlaceholder` requirement, optional: defaulted below.
    func removeDictationResultPlaceholder(_ placeholder: Any, willInsertResult: Bool)
    /// UIKit's `insertText` requirement, optional: defaulted below.
    func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle)
    /// UIKit's `setAttributedMarkedText` requirement, optional: defaulted below.
    @available(iOS 3.2, *)
    func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange)
    /// UIKit's `insertTextPlaceholder` requirement, optional: defaulted below.
    @available(iOS 13.0, *)
    func insertTextPlaceholder(with size: CGSize) -> UITextPlaceholder
    /// UIKit's `remove` requirement, optional: defaulted below.
    @available(iOS 13.0, *)
    func remove(_ textPlaceholder: UITextPlaceholder)
    /// UIKit's `beginFloatingCursor` requirement, optional: defaulted below.
    @available(iOS 9.0, *)
    func beginFloatingCursor(at point: CGPoint)
    /// UIKit's `updateFloatingCursor` requirement, optional: defaulted below.
    @available(iOS 9.0, *)
    func updateFloatingCursor(at point: CGPoint)
    /// UIKit's `endFloatingCursor` requirement, optional: defaulted below.
    @available(iOS 9.0, *)
    func endFloatingCursor()
    /// UIKit's `caretTransform` requirement, optional: defaulted below.
    @available(iOS 17.4, *)
    func caretTransform(for position: UITextPosition) -> CGAffineTransform
    /// UIKit's `editMenu` requirement, optional: defaulted below.
    @available(iOS 16.0, *)
    func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu?
    /// UIKit's `willPresentEditMenu` requirement, optional: defaulted below.
    @available(iOS 16.0, *)
    func willPresentEditMenu(animator: any UIEditMenuInteractionAnimating)
    /// UIKit's `willDismissEditMenu` requirement, optional: defaulted below.
    @available(iOS 16.0, *)
    func willDismissEditMenu(animator: any UIEditMenuInteractionAnimating)
}

extension UITextInput {
    /// Allows every change, as UIKit assumes when an input does not implement it.
    @available(iOS 6.0, *)
    public func shouldChangeText(in range: UITextRange, replacementText text: String) -> Bool { true }
    /// Returns nil headlessly; optional in UIKit.
    @available(iOS 3.2, *)
    public func textStyling(
        at position: UITextPosition, in direction: UITextStorageDirection
    ) -> [NSAttributedString.Key: Any]? { nil }
    /// The position `offset` characters after the range's start, as UIKit assumes when positions
    /// and character offsets correspond one to one.
    @available(iOS 3.2, *)
    public func position(within range: UITextRange, atCharacterOffset offset: Int) -> UITextPosition? {
        position(from: range.start, offset: offset)
    }
    /// The offset of `position` from the range's start, as UIKit assumes when positions and
    /// character offsets correspond one to one.
    @available(iOS 3.2, *)
    public func characterOffset(of position: UITextPosition, within range: UITextRange) -> Int {
        offset(from: range.start, to: position)
    }
    /// The input itself when it is a view, else a view of its own; optional in UIKit, which falls
    /// back to the first view in the responder chain.
    public var textInputView: UIView {
        (self as? UIView) ?? GeneratedStorage.madeOnce(of: self, "UITextInput.textInputView") { UIView() }
    }
    /// Kept per object, `.forward` until set; optional in UIKit.
    public var selectionAffinity: UITextStorageDirection {
        get { GeneratedStorage.value(of: self, "UITextInput.selectionAffinity", default: .forward) }
        set { GeneratedStorage.set(newValue, of: self, "UITextInput.selectionAffinity") }
    }
    /// Does nothing headlessly; optional in UIKit.
    @available(iOS 5.1, *)
    public func insertDictationResult(_ dictationResult: [UIDictationPhrase]) {}
    /// Does nothing headlessly; optional in UIKit.
    public func dictationRecordingDidEnd() {}
    /// Does nothing headlessly; optional in UIKit.
    public func dictationRecognitionFailed() {}
    /// A new object each time, standing for pending dictation; optional in UIKit.
    public var insertDictationResultPlaceholder: Any { NSObject() }
    /// Returns .zero headlessly; optional in UIKit.
    public func frame(forDictationResultPlaceholder placeholder: Any) -> CGRect { .zero }
    /// Does nothing headlessly; optional in UIKit.
    public func removeDictationResultPlaceholder(_ placeholder: Any, willInsertResult: Bool) {}
    /// Does nothing headlessly; optional in UIKit.
    public func insertText(_ text: String, alternatives: [String], style: UITextAlternativeStyle) {}
    /// Does nothing headlessly; optional in UIKit.
    @available(iOS 3.2, *)
    public func setAttributedMarkedText(_ markedText: NSAttributedString?, selectedRange: NSRange) {}
    /// A placeholder covering no text headlessly; optional in UIKit.
    @available(iOS 13.0, *)
    public func insertTextPlaceholder(with size: CGSize) -> UITextPlaceholder { UITextPlaceholder() }
    /// Does nothing headlessly; optional in UIKit.
    @available(iOS 13.0, *)
    public func remove(_ textPlaceholder: UITextPlaceholder) {}
    /// Does nothing headlessly; optional in UIKit.
    @available(iOS 9.0, *)
    public func beginFloatingCursor(at point: CGPoint) {}
    /// Does nothing headlessly; optional in UIKit.
    @available(iOS 9.0, *)
    public func updateFloatingCursor(at point: CGPoint) {}
    /// Does nothing headlessly; optional in UIKit.
    @available(iOS 9.0, *)
    public func endFloatingCursor() {}
    /// Returns .identity headlessly; optional in UIKit.
    @available(iOS 17.4, *)
    public func caretTransform(for position: UITextPosition) -> CGAffineTransform { .identity }
    /// Returns nil headlessly; optional in UIKit.
    @available(iOS 16.0, *)
    public func editMenu(for textRange: UITextRange, suggestedActions: [UIMenuElement]) -> UIMenu? { nil }
    /// Does nothing headlessly; optional in UIKit.
    @available(iOS 16.0, *)
    public func willPresentEditMenu(animator: any UIEditMenuInteractionAnimating) {}
    /// Does nothing headlessly; optional in UIKit.
    @available(iOS 16.0, *)
    public func willDismissEditMenu(animator: any UIEditMenuInteractionAnimating) {}
}
