// ViewLifecycle · HeadlessUIKit

extension UISplitViewController {
    /// How a collapsed split view stacked its columns, so it can separate them again.
    struct Collapse {
        /// How many controllers at the bottom of the primary stack are the primary column's own.
        var primaryCount: Int
        /// Whether the `.compact` column's controller is shown instead of the stack.
        var showsCompactColumn: Bool
    }

    /// What a split view shows: which columns, with which stacks, collapsed or not. A change from
    /// one arrangement to another is what `rearrange(to:animated:)` performs.
    struct Arrangement {
        /// Each column's navigation stack.
        var stacks: [Column: [UIViewController]]
        /// The columns on screen, in order; for a collapsed split view, `.primary` or `.compact`.
        var shownColumns: [Column]
    }
}
