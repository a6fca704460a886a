// ViewLifecycle · HeadlessUIKit

extension UITableView {
    /// Shows exactly the rows, headers and footers that overlap the bounds.
    ///
    /// First every cell, header and footer that left the bounds is taken out, put in its reuse
    /// pool and reported (`didEndDisplaying`), so the rows that entered can reuse it; a guess:
    /// no log shows both in one frame. Then section by section, top to bottom: the header
    /// (`viewForHeaderInSection` or a title view, then `willDisplayHeaderView`), each new row
    /// (`cellForRowAt`, then `willDisplay`, as devices print them pairwise:
    /// jeongchoyi.github.io/2021/01/06/uitableview-cell-life-cycle), and the footer. A row's
    /// cell joins the table between the two, as stackoverflow.com/questions/4163579 describes
    /// ("cellForRow right before adding … willDisplay right after"). Only overlapping rows are
    /// asked for.
    func tile() {
        guard let geometry, dataSource != nil else { return }
        let minY = bounds.minY
        let maxY = bounds.maxY
        let width = bounds.width
        let sections = geometry.sections(overlapping: minY, maxY)

        var kept: [VisibleRow] = []
        kept.reserveCapacity(visibleRows.count)
        for row in visibleRows {
            let path = row.indexPath
            if sections.contains(path.section),
                geometry.sections[path.section].rows(overlapping: minY, maxY).contains(path.row)
            {
                row.cell.frame = geometry.rect(ofRow: path, width: width)
                kept.append(row)
            } else {
                row.cell.removeFromSuperview()
                enqueueForReuse(row.cell)
                tableDelegate?.tableView(self, didEndDisplaying: row.cell, forRowAt: path)
            }
        }
        visibleRows = kept
        endSupplementaries(outside: minY, maxY, in: geometry)

        var added: [VisibleRow] = []
        for index in sections {
            let section = geometry.sections[index]
            if section.headerHeight > 0, section.top < maxY, section.rowsTop > minY,
                visibleHeaders[index] == nil
            {
                showSupplementary(in: index, isHeader: true, width: width, section: section)
            }
            for row in section.rows(overlapping: minY, maxY) {
                let path = IndexPath(row: row, section: index)
                guard !isVisible(path, in: kept) else { continue }
                if let shown = showRow(at: path, frame: geometry.rect(ofRow: path, width: width)) {
                    added.append(shown)
                }
            }
            if section.footerHeight > 0, section.rowsBottom < maxY, section.bottom > minY,
                visibleFooters[index] == nil
            {
                showSupplementary(in: index, isHeader: false, width: width, section: section)
            }
        }
        if !added.isEmpty {
            visibleRows = (kept + added).sorted { $0.indexPath < $1.indexPath }
        }
        prefetchAhead(from: minY)
    }

    /// Reports the cells, headers and footers that left during a reload or update, after the
    /// new ones were shown, and takes out those no row reused.
    func finishPendingEnds() {
        guard !pendingEnds.isEmpty || !pendingSupplementaryEnds.isEmpty else { return }
        let ends = pendingEnds
        pendingEnds.removeAll()
        for row in ends {
            if !visibleRows.contains(where: { $0.cell === row.cell }) {
                row.cell.removeFromSuperview()
                enqueueForReuse(row.cell)
            }
            tableDelegate?.tableView(self, didEndDisplaying: row.cell, forRowAt: row.indexPath)
        }
        let supplementaries = pendingSupplementaryEnds
        pendingSupplementaryEnds.removeAll()
        for entry in supplementaries {
            let reshown =
                visibleHeaders.values.contains { $0 === entry.view }
                || visibleFooters.values.contains { $0 === entry.view }
            if !reshown { entry.view.removeFromSuperview() }
            if entry.isHeader {
                tableDelegate?.tableView(
                    self, didEndDisplayingHeaderView: entry.view, forSection: entry.section)
            } else {
                tableDelegate?.tableView(
                    self, didEndDisplayingFooterView: entry.view, forSection: entry.section)
            }
        }
    }

    private func isVisible(_ path: IndexPath, in rows: [VisibleRow]) -> Bool {
        var low = 0
        var high = rows.count
        while low < high {
            let middle = (low + high) / 2
            if rows[middle].indexPath < path { low = middle + 1 } else { high = middle }
        }
        return low < rows.count && rows[low].indexPath == path
    }

    private func showRow(at path: IndexPath, frame: CGRect) -> VisibleRow? {
        guard let dataSource else { return nil }
        isMakingCells = true
        let cell = dataSource.tableView(self, cellForRowAt: path)
        isMakingCells = false
        cell.frame = frame
        let selected = selectedRows.contains(path)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        if editing {
            cell.editingStyle = tableDelegate?.tableView(self, editingStyleForRowAt: path) ?? .delete
        }
        if cell.isEditing != editing {
            if !editing { cell.editingStyle = .none }
            cell.setEditing(editing, animated: false)
        }
        if cell.superview !== self { addSubview(cell) }
        cell.updateConfigurationIfNeeded()
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
        return VisibleRow(indexPath: path, cell: cell)
    }

    private func showSupplementary(in index: Int, isHeader: Bool, width: CGFloat, section: Geometry.Section) {
        guard let view = supplementaryView(in: index, isHeader: isHeader) else { return }
        if isHeader {
            view.frame = CGRect(x: 0, y: section.top, width: width, height: section.headerHeight)
            visibleHeaders[index] = view
            tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: index)
        } else {
            view.frame = CGRect(x: 0, y: section.rowsBottom, width: width, height: section.footerHeight)
            visibleFooters[index] = view
            tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: index)
        }
        if view.superview !== self { addSubview(view) }
    }

    /// The delegate's view for a header or footer, or a header-footer view with the data
    /// source's title, as UIKit makes for titled sections.
    private func supplementaryView(in index: Int, isHeader: Bool) -> UIView? {
        if isHeader, let measured = measuredHeaders.removeValue(forKey: index) { return measured }
        if !isHeader, let measured = measuredFooters.removeValue(forKey: index) { return measured }
        let custom =
            isHeader
            ? tableDelegate?.tableView(self, viewForHeaderInSection: index)
            : tableDelegate?.tableView(self, viewForFooterInSection: index)
        if let custom { return custom }
        let title =
            isHeader
            ? dataSource?.tableView(self, titleForHeaderInSection: index)
            : dataSource?.tableView(self, titleForFooterInSection: index)
        guard let title else { return nil }
        let view = UITableViewHeaderFooterView(reuseIdentifier: nil)
        var content = view.defaultContentConfiguration()
        content.text = title
        view.contentConfiguration = content
        return view
    }

    private func endSupplementaries(outside minY: CGFloat, _ maxY: CGFloat, in geometry: Geometry) {
        for index in visibleHeaders.keys.sorted() {
            guard let view = visibleHeaders[index] else { continue }
            let section = geometry.sections.indices.contains(index) ? geometry.sections[index] : nil
            guard let section, section.top < maxY, section.rowsTop > minY else {
                visibleHeaders[index] = nil
                view.removeFromSuperview()
                enqueueForReuse(view)
                tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: index)
                continue
            }
        }
        for index in visibleFooters.keys.sorted() {
            guard let view = visibleFooters[index] else { continue }
            let section = geometry.sections.indices.contains(index) ? geometry.sections[index] : nil
            guard let section, section.rowsBottom < maxY, section.bottom > minY else {
                visibleFooters[index] = nil
                view.removeFromSuperview()
                enqueueForReuse(view)
                tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: index)
                continue
            }
        }
    }
}

extension UITableView: CellTiling {}
