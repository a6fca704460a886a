// ViewLifecycle · HeadlessSwiftUI

/// One column of a navigation split view, as the views inside it see it: a row selected in it
/// shows the next column.
@MainActor
final class NavigationSplitColumnContext {
    weak var split: NavigationSplitContext?
    let column: UISplitViewController.Column

    init(split: NavigationSplitContext, column: UISplitViewController.Column) {
        self.split = split
        self.column = column
    }

    /// A row of a list with a selection was tapped in this column.
    ///
    /// - Parameter clear: Clears the list's selection, as popping back to the column does.
    func rowSelected(clear: @escaping () -> Void) {
        split?.rowSelected(in: column, clear: clear)
    }
}
