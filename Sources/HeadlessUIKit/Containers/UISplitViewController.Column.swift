// ViewLifecycle · HeadlessUIKit

extension UISplitViewController {
    /// A column of a column-style split view controller.
    public enum Column: Int, @unchecked Sendable {
        /// The leading column, usually a sidebar or list.
        case primary = 0
        /// The middle column of a triple-column split view.
        case supplementary = 1
        /// The main content.
        case secondary = 2
        /// The controller shown instead of the stacked columns while collapsed.
        case compact = 3
    }
}
