// ViewLifecycle · HeadlessUIKit

extension UIPageControl {
    /// The background behind a page control's dots, with UIKit's raw values.
    public enum BackgroundStyle: Int, @unchecked Sendable {
        /// A background only while the user interacts.
        case automatic = 0
        /// Always a background.
        case prominent = 1
        /// Never a background.
        case minimal = 2
    }
}
