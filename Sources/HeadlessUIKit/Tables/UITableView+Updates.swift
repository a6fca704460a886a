// ViewLifecycle · HeadlessUIKit

extension UITableView {
    /// Records one change, applying it at once outside `beginUpdates()`/`endUpdates()`.
    func recordUpdate(_ change: (inout Update) -> Void) {
        beginUpdates()
        change(&pendingUpdate)
        endUpdates()
    }

    /// Applies the recorded changes: reads the new counts, moves the kept cells to their new
    /// rows without asking for them again, and, when on screen, shows the rows that need cells
    /// at once (as `endUpdates` lays out on a device); deleted and reloaded rows' cells hear
    /// `didEndDisplaying` after the new ones are shown (the reloaded-row log in
    /// `reloadNow()`; for deletions a guess).
    func applyPendingUpdate() {
        let update = pendingUpdate
        pendingUpdate = Update()
        guard let old = geometry, !needsReload else {
            setNeedsReload()
            return
        }
        let fresh = buildGeometry()
        let mapping = update.mapping(
            oldRowCounts: old.sections.map(\.rowCount), newSectionCount: fresh.sections.count)
        apply(mapping, geometry: fresh)
    }

    /// Moves the display to `geometry` by `mapping`; shared by batch updates and diffable data
    /// sources.
    func apply(_ mapping: Mapping, geometry fresh: Geometry) {
        var kept: [VisibleRow] = []
        for row in visibleRows {
            if let path = mapping.keptPath(for: row.indexPath) {
                kept.append(VisibleRow(indexPath: path, cell: row.cell))
            } else {
                pendingEnds.append(row)
            }
        }
        visibleRows = kept.sorted { $0.indexPath < $1.indexPath }
        selectedRows = mapping.selection(after: selectedRows)
        visibleHeaders = remap(visibleHeaders, by: mapping, isHeader: true)
        visibleFooters = remap(visibleFooters, by: mapping, isHeader: false)
        geometry = fresh
        contentSize = CGSize(width: bounds.width, height: fresh.contentHeight)
        settleAfterUpdate(reconfiguring: mapping.reconfiguredNewPaths)
    }

    /// Asks the data source for the rows' cells again; `dequeueReusableCell` hands back each
    /// row's own cell, without `prepareForReuse()`, as UIKit documents for `reconfigureRows`.
    func reconfigure(_ paths: [IndexPath]) {
        guard let dataSource else { return }
        for path in paths {
            guard let cell = cellForRow(at: path) else { continue }
            reconfiguringCell = cell
            _ = dataSource.tableView(self, cellForRowAt: path)
            reconfiguringCell = nil
        }
    }

    private func remap(_ views: [Int: UIView], by mapping: Mapping, isHeader: Bool) -> [Int: UIView] {
        var result: [Int: UIView] = [:]
        for section in views.keys.sorted() {
            guard let view = views[section] else { continue }
            if mapping.sections.indices.contains(section), let target = mapping.sections[section] {
                result[target] = view
            } else {
                enqueueForReuse(view)
                pendingSupplementaryEnds.append((view, section, isHeader))
            }
        }
        return result
    }
}
