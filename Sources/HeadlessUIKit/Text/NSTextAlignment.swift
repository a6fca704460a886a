// ViewLifecycle · HeadlessUIKit

/// How text lines up horizontally, with UIKit's raw values on iOS.
public enum NSTextAlignment: Int, @unchecked Sendable {
    /// Along the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Along the right edge.
    case right = 2
    /// Both edges.
    case justified = 3
    /// The script's natural alignment.
    case natural = 4
}
