// ViewLifecycle · HeadlessUIKit

import Foundation

/// The `UITextInput` answers a text field and a text view share: positions are UTF-16 offsets
/// into the text, and a position or range another input made answers `nil`.
@MainActor
extension TextEditingState {
    /// The position `offset` units into the text, or `nil` outside it.
    func position(at offset: Int) -> UITextPosition? {
        (0...length).contains(offset) ? UTF16TextPosition(offset) : nil
    }

    /// The selection as a range.
    var selectedTextRange: UITextRange { UTF16TextRange(selection) }

    /// The marked text's range, while there is one.
    var markedTextRange: UITextRange? { marked.map(UTF16TextRange.init) }

    /// The text a range covers, or `nil` for a range outside the text.
    func text(in range: UITextRange) -> String? {
        guard let range = UTF16TextRange.nsRange(of: range), NSMaxRange(range) <= length else { return nil }
        return (text as NSString).substring(with: range)
    }

    /// The position `offset` units from `position`, or `nil` outside the text.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        UTF16TextPosition.offset(of: position).flatMap { self.position(at: $0 + offset) }
    }

    /// The position `offset` units right or left of `position`. Up and down answer `nil`: the
    /// headless runtime lays out no lines to move between.
    func position(
        from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int
    ) -> UITextPosition? {
        switch direction {
        case .right: self.position(from: position, offset: offset)
        case .left: self.position(from: position, offset: -offset)
        case .up, .down: nil
        }
    }

    /// How two positions are ordered.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let (first, second) = (
            UTF16TextPosition.offset(of: position) ?? 0, UTF16TextPosition.offset(of: other) ?? 0
        )
        return first < second ? .orderedAscending : first > second ? .orderedDescending : .orderedSame
    }

    /// The number of UTF-16 units from one position to another.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        (UTF16TextPosition.offset(of: toPosition) ?? 0) - (UTF16TextPosition.offset(of: from) ?? 0)
    }

    /// The end of `range` that lies in `direction`.
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        UITextDirection.layout(direction).isTowardEnd ? range.end : range.start
    }

    /// The character beside `position` in `direction`, as a range.
    func characterRange(
        byExtending position: UITextPosition, in direction: UITextLayoutDirection
    ) -> UITextRange? {
        guard let offset = UTF16TextPosition.offset(of: position), (0...length).contains(offset) else {
            return nil
        }
        let character =
            UITextDirection.layout(direction).isTowardEnd
            ? characterRange(startingAt: offset) : characterRange(endingAt: offset)
        return character.map(UTF16TextRange.init)
    }
}
