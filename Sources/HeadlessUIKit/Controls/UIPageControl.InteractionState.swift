// ViewLifecycle · HeadlessUIKit

extension UIPageControl {
    /// How a touch is changing a page control's page, with UIKit's raw values.
    public enum InteractionState: Int, @unchecked Sendable {
        /// No touch is changing the page.
        case none = 0
        /// A tap is moving one page.
        case discrete = 1
        /// A scrub is moving through the pages.
        case continuous = 2
    }
}
