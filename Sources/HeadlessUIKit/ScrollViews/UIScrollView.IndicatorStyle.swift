// ViewLifecycle · HeadlessUIKit

extension UIScrollView {
    /// The look of the scroll indicators (recorded, never drawn).
    public enum IndicatorStyle: Int, Sendable {
        /// Follows the interface style.
        case `default` = 0
        /// Dark, for light backgrounds.
        case black = 1
        /// Light, for dark backgrounds.
        case white = 2
    }
}
