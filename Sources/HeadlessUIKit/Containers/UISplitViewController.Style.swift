// ViewLifecycle · HeadlessUIKit

extension UISplitViewController {
    /// How many columns a column-style split view controller has.
    public enum Style: Int, @unchecked Sendable {
        /// A classic split view controller (deprecated in favour of `.doubleColumn`).
        case unspecified = 0
        /// Two columns: primary and secondary.
        case doubleColumn = 1
        /// Three columns: primary, supplementary and secondary.
        case tripleColumn = 2
    }
}
