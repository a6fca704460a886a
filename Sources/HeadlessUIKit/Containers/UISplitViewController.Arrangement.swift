// ViewLifecycle · HeadlessUIKit

extension UISplitViewController {
    /// What a split view shows: which columns, with which stacks, collapsed or not. A change from
    /// one arrangement to another is what `rearrange(to:animated:)` performs.
    struct Arrangement {
        /// Each column's navigation stack.
        var stacks: [Column: [UIViewController]]
        /// The columns on screen, in order; for a collapsed split view, `.primary` or `.compact`.
        var shownColumns: [Column]
    }
}
