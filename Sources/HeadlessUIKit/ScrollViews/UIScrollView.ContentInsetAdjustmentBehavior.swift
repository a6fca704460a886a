// ViewLifecycle · HeadlessUIKit

extension UIScrollView {
    /// How the safe area adds to a scroll view's content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// Like `scrollableAxes`, plus the top and bottom when inside a navigation controller.
        case automatic = 0
        /// Adjusts only along the axes that scroll.
        case scrollableAxes = 1
        /// Never adjusts.
        case never = 2
        /// Always adds the safe area.
        case always = 3
    }
}
