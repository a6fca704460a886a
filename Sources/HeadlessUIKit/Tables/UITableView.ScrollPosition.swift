// ViewLifecycle · HeadlessUIKit

extension UITableView {
    /// Where a row ends up after scrolling to it.
    public enum ScrollPosition: Int, Sendable {
        /// Scroll as little as possible to make the row visible.
        case none = 0
        /// The row at the top.
        case top = 1
        /// The row in the middle.
        case middle = 2
        /// The row at the bottom.
        case bottom = 3
    }
}
