// ViewLifecycle · HeadlessUIKit

/// How text that does not fit breaks or truncates, with UIKit's raw values.
public enum NSLineBreakMode: Int, @unchecked Sendable {
    /// At word boundaries.
    case byWordWrapping = 0
    /// At characters.
    case byCharWrapping = 1
    /// Cut off.
    case byClipping = 2
    /// An ellipsis at the start.
    case byTruncatingHead = 3
    /// An ellipsis at the end.
    case byTruncatingTail = 4
    /// An ellipsis in the middle.
    case byTruncatingMiddle = 5
}
