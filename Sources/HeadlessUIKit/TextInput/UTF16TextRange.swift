// ViewLifecycle · HeadlessUIKit

import Foundation

/// A range of a text field's or text view's text, in UTF-16 units.
final class UTF16TextRange: UITextRange {
    /// The range, as `NSRange` counts it.
    let range: NSRange

    /// A range covering `range`.
    init(_ range: NSRange) {
        self.range = range
    }

    /// The range between two positions, in either order; `nil` when another text input made
    /// either of them.
    convenience init?(from fromPosition: UITextPosition, to toPosition: UITextPosition) {
        guard let from = UTF16TextPosition.offset(of: fromPosition),
            let to = UTF16TextPosition.offset(of: toPosition)
        else { return nil }
        self.init(NSRange(location: min(from, to), length: abs(to - from)))
    }

    /// Whether the range holds no text.
    override var isEmpty: Bool { range.length == 0 }

    /// Where the range begins.
    override var start: UITextPosition { UTF16TextPosition(range.location) }

    /// Where the range ends.
    override var end: UITextPosition { UTF16TextPosition(NSMaxRange(range)) }

    /// Two ranges are equal where they cover the same units.
    override func isEqual(_ object: Any?) -> Bool {
        (object as? UTF16TextRange)?.range == range
    }

    /// The range's bounds, so that equal ranges hash alike.
    override var hash: Int { range.location &* 31 &+ range.length }

    /// The range, as a debugger shows it.
    override var description: String { "UTF16TextRange(\(range.location)..<\(NSMaxRange(range)))" }

    /// The range `range` covers, or `nil` when another text input made it.
    static func nsRange(of range: UITextRange) -> NSRange? {
        (range as? UTF16TextRange)?.range
    }
}
