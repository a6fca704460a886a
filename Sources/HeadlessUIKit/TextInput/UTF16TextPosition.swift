// ViewLifecycle · HeadlessUIKit

import Foundation

/// A position in a text field's or text view's text: an offset in UTF-16 units, as `NSRange`
/// counts them.
final class UTF16TextPosition: UITextPosition {
    /// The offset from the beginning of the text.
    let offset: Int

    /// A position `offset` units into the text.
    init(_ offset: Int) {
        self.offset = offset
    }

    /// Two positions are equal where their offsets are.
    override func isEqual(_ object: Any?) -> Bool {
        (object as? UTF16TextPosition)?.offset == offset
    }

    /// The offset, so that equal positions hash alike.
    override var hash: Int { offset }

    /// The offset, as a debugger shows it.
    override var description: String { "UTF16TextPosition(\(offset))" }

    /// The offset of `position`, or `nil` when another text input made it.
    static func offset(of position: UITextPosition) -> Int? {
        (position as? UTF16TextPosition)?.offset
    }
}
