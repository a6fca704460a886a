// ViewLifecycle · HeadlessUIKit

extension UICollectionView {
    /// Shows exactly the items and supplementary views whose frames overlap the bounds.
    ///
    /// First every cell and supplementary view that left is taken out, put in its pool and
    /// reported (`didEndDisplaying`), so the elements that entered can reuse it (the table's
    /// order; a guess). Then the data source is asked for every entering element in layout
    /// order (each section's header, items, footer), and only then is each one's
    /// `willDisplay` called: with several columns a device asks for the cells of a row before
    /// any of them is displayed (dev.mo4tech.com/ios-uicollectionview-optimization.html), where
    /// a table pairs each `cellForRowAt` with its `willDisplay`.
    func tile() {
        guard let geometry, dataSource != nil else { return }
        let visible = bounds
        var kept: [VisibleItem] = []
        kept.reserveCapacity(visibleItems.count)
        for entry in visibleItems {
            let frame = geometry.contains(entry.indexPath) ? geometry.frame(ofItem: entry.indexPath) : .null
            if frame.intersects(visible) {
                entry.cell.frame = frame
                kept.append(entry)
            } else {
                entry.cell.removeFromSuperview()
                if let identifier = entry.cell.reuseIdentifier {
                    cellPool.enqueue(entry.cell, identifier: identifier)
                }
                collectionDelegate?.collectionView(
                    self, didEndDisplaying: entry.cell, forItemAt: entry.indexPath)
            }
        }
        visibleItems = kept
        endSupplementaries(outside: visible, in: geometry)

        var entering: [Entering] = []
        geometry.forEachElement(in: visible) { path, kind, frame in
            if let kind {
                guard supplementaryView(forElementKind: kind, at: path) == nil,
                    let view = makeSupplementary(kind, at: path, frame: frame)
                else { return }
                entering.append(.supplementary(VisibleSupplementary(kind: kind, indexPath: path, view: view)))
            } else {
                guard !isVisible(path, in: kept), let cell = makeCell(at: path, frame: frame) else { return }
                entering.append(.item(VisibleItem(indexPath: path, cell: cell)))
            }
        }
        var added = false
        for element in entering {
            switch element {
            case .item(let entry):
                visibleItems.append(entry)
                added = true
                collectionDelegate?.collectionView(self, willDisplay: entry.cell, forItemAt: entry.indexPath)
            case .supplementary(let entry):
                visibleSupplementaries.append(entry)
                collectionDelegate?.collectionView(
                    self, willDisplaySupplementaryView: entry.view, forElementKind: entry.kind,
                    at: entry.indexPath)
            }
        }
        if added { visibleItems.sort { $0.indexPath < $1.indexPath } }
    }

    /// Reports the cells and supplementary views that left during a reload or update, after
    /// the new ones were shown, and takes out those nothing reused.
    func finishPendingEnds() {
        guard !pendingEnds.isEmpty || !pendingSupplementaryEnds.isEmpty else { return }
        let ends = pendingEnds
        pendingEnds.removeAll()
        for entry in ends {
            if !visibleItems.contains(where: { $0.cell === entry.cell }) {
                entry.cell.removeFromSuperview()
                if let identifier = entry.cell.reuseIdentifier {
                    cellPool.enqueue(entry.cell, identifier: identifier)
                }
            }
            collectionDelegate?.collectionView(self, didEndDisplaying: entry.cell, forItemAt: entry.indexPath)
        }
        let supplementaries = pendingSupplementaryEnds
        pendingSupplementaryEnds.removeAll()
        for entry in supplementaries {
            let isReused = visibleSupplementaries.contains { $0.view === entry.view }
            endDisplaying(entry, takingOut: !isReused)
        }
    }

    /// Ends a supplementary view's display: takes it out into the reuse pool unless it is still
    /// shown, then tells the delegate.
    private func endDisplaying(_ entry: VisibleSupplementary, takingOut: Bool) {
        if takingOut {
            entry.view.removeFromSuperview()
            enqueueForReuse(entry.view, kind: entry.kind)
        }
        collectionDelegate?.collectionView(
            self, didEndDisplayingSupplementaryView: entry.view, forElementOfKind: entry.kind,
            at: entry.indexPath)
    }

    private func isVisible(_ path: IndexPath, in items: [VisibleItem]) -> Bool {
        var low = 0
        var high = items.count
        while low < high {
            let middle = (low + high) / 2
            if items[middle].indexPath < path { low = middle + 1 } else { high = middle }
        }
        return low < items.count && items[low].indexPath == path
    }

    /// Asks the data source for an item's cell and puts it in place; its configuration is
    /// updated before it is displayed.
    private func makeCell(at path: IndexPath, frame: CGRect) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        isMakingCells = true
        let cell = dataSource.collectionView(self, cellForItemAt: path)
        isMakingCells = false
        cell.frame = frame
        let selected = selectedItems.contains(path)
        if cell.isSelected != selected { cell.isSelected = selected }
        cell.isEditingCell = isEditing
        if cell.superview !== self { addSubview(cell) }
        cell.updateConfigurationIfNeeded()
        return cell
    }

    private func makeSupplementary(
        _ kind: String, at path: IndexPath, frame: CGRect
    ) -> UICollectionReusableView? {
        guard let dataSource else { return nil }
        let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: kind, at: path)
        view.frame = frame
        if view.superview !== self { addSubview(view) }
        return view
    }

    private func endSupplementaries(outside visible: CGRect, in geometry: UICollectionViewLayout.Geometry) {
        var kept: [VisibleSupplementary] = []
        for entry in visibleSupplementaries {
            if let isHeader = geometry.isHeader(entry.kind, in: entry.indexPath) {
                let frame = geometry.frame(ofSupplementaryIn: entry.indexPath.section, isHeader: isHeader)
                if frame.intersects(visible) {
                    entry.view.frame = frame
                    kept.append(entry)
                    continue
                }
            }
            endDisplaying(entry, takingOut: true)
        }
        visibleSupplementaries = kept
    }
}

extension UICollectionView: CellTiling {}
