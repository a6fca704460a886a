// ViewLifecycle · HeadlessUIKit

import Foundation

/// A text field's or text view's text, selection and marked text, in UTF-16 units as `NSRange`
/// counts them, with one mutating function per edit.
///
/// Text set in code puts the caret at its end; an edit leaves the caret after the new characters;
/// marked text (an input method's provisional characters) holds the selection inside it until it
/// is committed or replaced.
struct TextEditingState: Equatable {
    /// The text.
    private(set) var text = ""
    /// The selection; a caret where its length is zero.
    private(set) var selection = NSRange(location: 0, length: 0)
    /// The marked text's range, while an input method composes.
    private(set) var marked: NSRange?

    /// The text's length in UTF-16 units.
    var length: Int { text.utf16.count }

    /// Text set in code: the caret moves to the end and composition ends.
    mutating func setText(_ newText: String) {
        text = newText
        selection = NSRange(location: length, length: 0)
        marked = nil
    }

    /// A selection set in code, kept within the text.
    mutating func select(_ range: NSRange) {
        selection = clamped(range)
    }

    /// `range` replaced by `string`; the caret follows the new characters and composition ends.
    mutating func replace(_ range: NSRange, with string: String) {
        let range = clamped(range)
        text = (text as NSString).replacingCharacters(in: range, with: string)
        selection = NSRange(location: range.location + string.utf16.count, length: 0)
        marked = nil
    }

    /// An input method's provisional text replaces the marked text, or else the selection;
    /// `selectedRange` is the selection within it. Empty text ends composition.
    mutating func setMarkedText(_ markedText: String, selectedRange: NSRange) {
        let range = clamped(marked ?? selection)
        text = (text as NSString).replacingCharacters(in: range, with: markedText)
        let markedLength = markedText.utf16.count
        marked = markedLength > 0 ? NSRange(location: range.location, length: markedLength) : nil
        let within = NSRange(
            location: min(max(selectedRange.location, 0), markedLength),
            length: max(selectedRange.length, 0))
        selection = clamped(NSRange(location: range.location + within.location, length: within.length))
    }

    /// The marked text becomes ordinary text where it is.
    mutating func unmarkText() {
        marked = nil
    }

    /// The range a backspace deletes: the selection, or else the character before the caret;
    /// `nil` at the start of the text.
    var rangeDeletedBackward: NSRange? {
        let selection = clamped(selection)
        if selection.length > 0 { return selection }
        guard selection.location > 0 else { return nil }
        return (text as NSString).rangeOfComposedCharacterSequence(at: selection.location - 1)
    }

    /// `range` kept within the text.
    func clamped(_ range: NSRange) -> NSRange {
        let location = min(max(range.location, 0), length)
        return NSRange(location: location, length: min(max(range.length, 0), length - location))
    }
}
