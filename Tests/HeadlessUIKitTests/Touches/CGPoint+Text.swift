// ViewLifecycle · HeadlessUIKitTests

import HeadlessUIKit

extension CGPoint {
    /// The point as `(x, y)`, the same on every platform (Linux prints `CGPoint(x:y:)`).
    var text: String { "(\(x), \(y))" }
}
