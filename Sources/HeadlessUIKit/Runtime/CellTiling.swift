// ViewLifecycle · HeadlessUIKit

/// A scroll view that shows its data source's cells for the visible part only, reusing those
/// that leave: the table view and the collection view.
@MainActor
protocol CellTiling: UIScrollView {
    /// Shows the cells of the visible part and ends the display of those that left it.
    func tile()
    /// Asks the data source again for the cells at `paths`, handing back each one's own cell.
    func reconfigure(_ paths: [IndexPath])
    /// Reports the cells that left during a reload or update, after the new ones were shown.
    func finishPendingEnds()
}

extension CellTiling {
    /// After a reload or batch update: on screen, shows what is now visible, reconfigures the
    /// kept cells at `paths`, then reports the cells that left; off screen, waits for the next
    /// layout pass.
    func settleAfterUpdate(reconfiguring paths: [IndexPath]) {
        guard window != nil else { return setNeedsLayout() }
        tile()
        reconfigure(paths)
        finishPendingEnds()
    }
}
