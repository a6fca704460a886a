// ViewLifecycle · HeadlessUIKit

extension UICollectionView {
    /// Records one change, applying it at once outside `performBatchUpdates`.
    func recordUpdate(_ change: (inout UITableView.Update) -> Void) {
        if updateDepth == 0 { _ = loadedGeometry }
        updateDepth += 1
        change(&pendingUpdate)
        updateDepth -= 1
        if updateDepth == 0 { applyPendingUpdate() }
    }

    /// Applies the recorded changes with the table's rules (`UITableView.Update`): reads the
    /// new counts, then moves the display by the mapping.
    func applyPendingUpdate() {
        let update = pendingUpdate
        pendingUpdate = UITableView.Update()
        guard let old = counts, !needsReload else { return setNeedsReload() }
        let fresh = readCounts()
        apply(update.mapping(oldRowCounts: old, newSectionCount: fresh.count), counts: fresh)
    }

    /// Moves the display to `fresh` counts by `mapping`, shared by batch updates and diffable
    /// data sources: kept items keep their cells without being asked again, entering items
    /// are shown at once when on screen (as a batch update lays out on a device), and deleted
    /// and reloaded items' cells hear `didEndDisplaying` after them (a guess, as for tables).
    func apply(_ mapping: UITableView.Mapping, counts fresh: [Int]) {
        var kept: [VisibleItem] = []
        for entry in visibleItems {
            guard let path = mapping.keptPath(for: entry.indexPath) else {
                pendingEnds.append(entry)
                continue
            }
            kept.append(VisibleItem(indexPath: path, cell: entry.cell))
        }
        visibleItems = kept.sorted { $0.indexPath < $1.indexPath }
        selectedItems = mapping.selection(after: selectedItems)
        var supplementaries: [VisibleSupplementary] = []
        for entry in visibleSupplementaries {
            let sections = mapping.sections
            if sections.indices.contains(entry.indexPath.section),
                let target = sections[entry.indexPath.section]
            {
                var moved = entry
                moved.indexPath.section = target
                supplementaries.append(moved)
            } else {
                pendingSupplementaryEnds.append(entry)
            }
        }
        visibleSupplementaries = supplementaries
        counts = fresh
        rebuildGeometry()
        settleAfterUpdate(reconfiguring: mapping.reconfiguredNewPaths)
    }

    /// Asks the data source for the items' cells again; `dequeueReusableCell` hands back each
    /// item's own cell, without `prepareForReuse()`, as UIKit documents for `reconfigureItems`.
    func reconfigure(_ paths: [IndexPath]) {
        guard let dataSource else { return }
        for path in paths {
            guard let cell = cellForItem(at: path) else { continue }
            reconfiguringCell = cell
            _ = dataSource.collectionView(self, cellForItemAt: path)
            reconfiguringCell = nil
            cell.updateConfigurationIfNeeded()
        }
    }
}
