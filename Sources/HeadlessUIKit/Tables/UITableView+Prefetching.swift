// ViewLifecycle · HeadlessUIKit

extension UITableView {
    /// Asks the prefetch data source for the screenful of rows beyond the visible ones in the
    /// direction of travel (down at first display), leaving out rows already asked for.
    ///
    /// A guess at UIKit's policy, which is not documented beyond "rows the table view is likely
    /// to display soon"; no cancellations are sent.
    func prefetchAhead(from minY: CGFloat) {
        defer { lastTiledMinY = minY }
        guard isPrefetchingEnabled, let prefetch = prefetchDataSource, let geometry,
            let first = visibleRows.first?.indexPath, let last = visibleRows.last?.indexPath
        else { return }
        for row in visibleRows { prefetchedRows.remove(row.indexPath) }
        if let last = lastTiledMinY, last != minY { prefetchesUpward = minY < last }
        let upward = prefetchesUpward
        var rows: [IndexPath] = []
        var path = upward ? first : last
        for _ in 0..<visibleRows.count {
            guard let next = upward ? geometry.path(before: path) : geometry.path(after: path) else { break }
            path = next
            if prefetchedRows.insert(next).inserted { rows.append(next) }
        }
        if !rows.isEmpty { prefetch.tableView(self, prefetchRowsAt: rows) }
    }
}
