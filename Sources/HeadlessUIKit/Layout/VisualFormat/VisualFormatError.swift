// ViewLifecycle · HeadlessUIKit

/// Why a visual format string could not be parsed, and where: UIKit's reason, in its words,
/// with the format and a caret under the character the parser stopped at.
struct VisualFormatError: Error, Equatable, CustomStringConvertible {
    /// What is wrong, as UIKit says it.
    let reason: String
    /// The format with its whitespace removed, as the parser read it; `nil` when the reason
    /// concerns the string as a whole (empty, not ASCII), which UIKit reports without a caret.
    let format: String?
    /// The index into `format` the parser stopped at.
    let position: Int

    /// UIKit's exception reason: `Unable to parse constraint format: ` and the reason, then the
    /// format with a caret under the position.
    var description: String {
        guard let format else { return "Unable to parse constraint format: \(reason)" }
        let caret = String(repeating: " ", count: position) + "^"
        return "Unable to parse constraint format: \n\(reason) \n\(format) \n\(caret)"
    }
}
