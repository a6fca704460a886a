// ViewLifecycle · HeadlessUIKit

extension UITableView {
    /// The default header height of a titled section when heights are automatic (a guess at
    /// UIKit's size for the default font).
    static let titledHeaderHeight: CGFloat = 28
    /// The space an untitled grouped section gets above and below when automatic (a guess).
    static let groupedSpacing: CGFloat = 18
    /// The height of an automatic row without an estimate: UIKit's default row.
    static let defaultRowHeight: CGFloat = 44

    /// The geometry, reading the data source first if it changed.
    var loadedGeometry: Geometry {
        if needsReload || geometry == nil { reloadNow() }
        return geometry ?? Geometry()
    }

    /// Marks the data as stale; the next layout pass (or query) reads it again.
    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Reads the data source again. The cells on display go to the reuse pool at once, so the
    /// new rows get them back, and hear `didEndDisplaying` after the new rows are shown, as
    /// a device prints for reloaded rows (blog.anzfactory.xyz/articles/20190402/swift-calling-didenddisplayingcell;
    /// for `reloadData` a guess by analogy). The selection is cleared, as UIKit's reload does.
    func reloadNow() {
        needsReload = false
        for row in selectedRows { cellForRow(at: row)?.setSelected(false, animated: false) }
        selectedRows.removeAll()
        for row in visibleRows {
            enqueueForReuse(row.cell)
            pendingEnds.append(row)
        }
        visibleRows.removeAll(keepingCapacity: true)
        for section in visibleHeaders.keys.sorted() {
            if let view = visibleHeaders[section] { pendingSupplementaryEnds.append((view, section, true)) }
        }
        for section in visibleFooters.keys.sorted() {
            if let view = visibleFooters[section] { pendingSupplementaryEnds.append((view, section, false)) }
        }
        visibleHeaders.removeAll()
        visibleFooters.removeAll()
        prefetchedRows.removeAll()
        let built = buildGeometry()
        geometry = built
        contentSize = CGSize(width: bounds.width, height: built.contentHeight)
    }

    /// Asks the data source for the counts and the delegate for the heights.
    ///
    /// `heightForRowAt` is asked for row 0 of each section; when the delegate does not
    /// implement it (its default answers `unimplementedHeight`), the section keeps one height
    /// for all rows and nothing per row; otherwise every row's height is asked once.
    func buildGeometry() -> Geometry {
        measuredHeaders.removeAll()
        measuredFooters.removeAll()
        var geometry = Geometry()
        var top = tableHeaderView?.frame.height ?? 0
        if let dataSource {
            let count = dataSource.numberOfSections(in: self)
            geometry.sections.reserveCapacity(count)
            for index in 0..<count {
                let rows = dataSource.tableView(self, numberOfRowsInSection: index)
                var section = Geometry.Section(
                    top: top, headerHeight: headerHeight(for: index), footerHeight: 0, rowCount: rows,
                    rowHeight: resolvedRowHeight(rowHeight), rowTops: [])
                section.rowTops = rowTops(in: index, rows: rows)
                section.footerHeight = footerHeight(for: index)
                top = section.bottom
                geometry.sections.append(section)
            }
        }
        geometry.contentHeight = top + (tableFooterView?.frame.height ?? 0)
        return geometry
    }

    private func rowTops(in section: Int, rows: Int) -> [CGFloat] {
        guard rows > 0, let delegate = tableDelegate else { return [] }
        let first = delegate.tableView(self, heightForRowAt: IndexPath(row: 0, section: section))
        guard first != UITableView.unimplementedHeight else { return [] }
        var tops: [CGFloat] = []
        tops.reserveCapacity(rows + 1)
        tops.append(0)
        tops.append(resolvedRowHeight(first))
        for row in 1..<rows {
            let height = delegate.tableView(self, heightForRowAt: IndexPath(row: row, section: section))
            tops.append(tops[row] + resolvedRowHeight(height))
        }
        return tops
    }

    /// A row height with automatic resolved: the estimate when there is one, else 44 points.
    func resolvedRowHeight(_ height: CGFloat) -> CGFloat {
        if height >= 0 { return height }
        return estimatedRowHeight > 0 ? estimatedRowHeight : UITableView.defaultRowHeight
    }

    private func headerHeight(for section: Int) -> CGFloat {
        var height =
            tableDelegate?.tableView(self, heightForHeaderInSection: section)
            ?? UITableView.unimplementedHeight
        if height == UITableView.unimplementedHeight { height = sectionHeaderHeight }
        if height >= 0 { return height }
        if dataSource?.tableView(self, titleForHeaderInSection: section) != nil {
            return UITableView.titledHeaderHeight
        }
        if let view = tableDelegate?.tableView(self, viewForHeaderInSection: section) {
            measuredHeaders[section] = view
            return view.frame.height > 0 ? view.frame.height : UITableView.titledHeaderHeight
        }
        return style == .plain ? 0 : UITableView.groupedSpacing
    }

    private func footerHeight(for section: Int) -> CGFloat {
        var height =
            tableDelegate?.tableView(self, heightForFooterInSection: section)
            ?? UITableView.unimplementedHeight
        if height == UITableView.unimplementedHeight { height = sectionFooterHeight }
        if height >= 0 { return height }
        if dataSource?.tableView(self, titleForFooterInSection: section) != nil {
            return UITableView.titledHeaderHeight
        }
        if let view = tableDelegate?.tableView(self, viewForFooterInSection: section) {
            measuredFooters[section] = view
            return view.frame.height > 0 ? view.frame.height : UITableView.titledHeaderHeight
        }
        return style == .plain ? 0 : UITableView.groupedSpacing
    }

    /// Swaps a table header or footer view and lays the rows out again below it.
    func replaceAccessoryView(_ old: UIView?, with new: UIView?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { addSubview(new) }
        setNeedsReload()
    }
}
