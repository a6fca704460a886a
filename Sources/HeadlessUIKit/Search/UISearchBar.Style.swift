// ViewLifecycle · HeadlessUIKit

extension UISearchBar {
    /// A search bar's look, with UIKit's raw values.
    public enum Style: UInt, @unchecked Sendable {
        /// The system's default (prominent).
        case `default` = 0
        /// A translucent background and an opaque field.
        case prominent = 1
        /// No background, a translucent field.
        case minimal = 2
    }
}
