// ViewLifecycle · HeadlessUIKit

extension UISplitViewController {
    /// How a collapsed split view stacked its columns, so it can separate them again.
    struct Collapse {
        /// How many controllers at the bottom of the primary stack are the primary column's own.
        var primaryCount: Int
        /// Whether the `.compact` column's controller is shown instead of the stack.
        var showsCompactColumn: Bool
    }
}
