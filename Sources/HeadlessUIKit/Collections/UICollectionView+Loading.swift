// ViewLifecycle · HeadlessUIKit

extension UICollectionView {
    /// The geometry, reading the data source first if it changed, and working the layout out
    /// again if it was invalidated or the bounds' size changed.
    var loadedGeometry: UICollectionViewLayout.Geometry {
        if needsReload { reloadNow() }
        if geometry == nil || geometrySize != bounds.size { rebuildGeometry() }
        return geometry ?? UICollectionViewLayout.Geometry()
    }

    /// Each section's item count, reading the data source first if it changed; a custom
    /// layout's `prepare()` may ask while the geometry is being worked out.
    var loadedCounts: [Int] {
        if needsReload { reloadNow() }
        return counts ?? []
    }

    /// Marks the data as stale; the next layout pass (or query) reads it again.
    func setNeedsReload() {
        needsReload = true
        setNeedsLayout()
    }

    /// Marks the layout as stale, keeping the counts.
    func layoutDidInvalidate() {
        geometry = nil
        setNeedsLayout()
    }

    /// Reads the counts again and works the layout out. The cells on display go to the reuse
    /// pool at once, so the new items get them back, and hear `didEndDisplaying` after the new
    /// items are shown (the table's order for reloaded rows; for collection views a guess).
    /// The selection is cleared, as UIKit's reload does.
    func reloadNow() {
        needsReload = false
        for item in selectedItems { cellForItem(at: item)?.isSelected = false }
        selectedItems.removeAll()
        for entry in visibleItems {
            if let identifier = entry.cell.reuseIdentifier {
                cellPool.enqueue(entry.cell, identifier: identifier)
            }
            pendingEnds.append(entry)
        }
        visibleItems.removeAll(keepingCapacity: true)
        for entry in visibleSupplementaries {
            enqueueForReuse(entry.view, kind: entry.kind)
            pendingSupplementaryEnds.append(entry)
        }
        visibleSupplementaries.removeAll()
        counts = readCounts()
        rebuildGeometry()
    }

    /// The data source's section and item counts.
    func readCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        return (0..<max(0, sections)).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
    }

    /// Asks the layout for the places of the elements for the current counts and bounds.
    func rebuildGeometry() {
        guard !isBuildingGeometry else { return }
        isBuildingGeometry = true
        defer { isBuildingGeometry = false }
        let built = collectionViewLayout.makeGeometry(counts: counts ?? [], in: self)
        geometry = built
        geometrySize = bounds.size
        contentSize = built.contentSize
    }

    /// Puts a supplementary view that left the display in its pool.
    func enqueueForReuse(_ view: UICollectionReusableView, kind: String) {
        guard let identifier = view.reuseIdentifier else { return }
        supplementaryPool.enqueue(view, identifier: UICollectionView.poolKey(kind, identifier))
    }
}
