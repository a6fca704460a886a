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

    /// A selection set in code, kept within the text; outside the marked text it commits it (the
    /// selection stays inside marked text while there is any, UITextInput.h).
    mutating func select(_ range: NSRange) {
        selection = clamped(range)
        if let marked, selection.location < marked.location || NSMaxRange(selection) > NSMaxRange(marked) {
            self.marked = nil
        }
    }

    /// `range` replaced by `string`; the caret follows the new characters and composition ends.
    mutating func replace(_ range: NSRange, with string: String) {
        let range = clamped(range)
        text = (text as NSString).replacingCharacters(in: range, with: string)
        selection = NSRange(location: range.location + string.utf16.count, length: 0)
        marked = nil
    }

    /// What the keyboard's characters replace: the marked text while an input method composes,
    /// else the selection.
    var rangeTypedOver: NSRange { clamped(marked ?? selection) }

    /// An input method's provisional text replaces the marked text, or else the selection;
    /// `selectedRange` is the selection within it, kept inside it. Empty text ends composition.
    mutating func setMarkedText(_ markedText: String, selectedRange: NSRange) {
        let range = rangeTypedOver
        text = (text as NSString).replacingCharacters(in: range, with: markedText)
        let markedLength = markedText.utf16.count
        marked = markedLength > 0 ? NSRange(location: range.location, length: markedLength) : nil
        let start = min(max(selectedRange.location, 0), markedLength)
        let length = min(max(selectedRange.length, 0), markedLength - start)
        selection = NSRange(location: range.location + start, length: length)
    }

    /// The marked text becomes ordinary text where it is.
    mutating func unmarkText() {
        marked = nil
    }

    /// The range a backspace deletes: the marked text, the selection, or else the character
    /// before the caret; `nil` at the start of the text.
    var rangeDeletedBackward: NSRange? {
        let range = rangeTypedOver
        if range.length > 0 { return range }
        return characterRange(endingAt: range.location)
    }

    /// The character (grapheme cluster) that ends at or runs across `offset`, or `nil` at the
    /// start of the text.
    func characterRange(endingAt offset: Int) -> NSRange? {
        var start = 0
        for character in text {
            let end = start + character.utf16.count
            if end >= offset { return offset > start ? NSRange(location: start, length: end - start) : nil }
            start = end
        }
        return nil
    }

    /// The character (grapheme cluster) that starts at or runs across `offset`, or `nil` at the
    /// end of the text.
    func characterRange(startingAt offset: Int) -> NSRange? {
        var start = 0
        for character in text {
            let end = start + character.utf16.count
            if end > offset { return NSRange(location: start, length: end - start) }
            start = end
        }
        return nil
    }

    /// `range` kept within the text.
    func clamped(_ range: NSRange) -> NSRange {
        let location = min(max(range.location, 0), length)
        return NSRange(location: location, length: min(max(range.length, 0), length - location))
    }
}
