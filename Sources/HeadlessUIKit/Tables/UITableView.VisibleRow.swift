// ViewLifecycle · HeadlessUIKit

extension UITableView {
    /// A cell on display and the row it shows.
    struct VisibleRow {
        /// The row.
        var indexPath: IndexPath
        /// Its cell.
        let cell: UITableViewCell
    }
}
