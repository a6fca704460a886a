// ViewLifecycle · HeadlessUIKit

extension UICollectionView {
    /// Selects an item for code: no delegate calls, as UIKit documents for `selectItem`.
    func performSelectItem(
        at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
    ) {
        guard let indexPath else {
            for item in selectedItems { setItem(item, selected: false) }
            return
        }
        if !allowsMultipleSelectionNow {
            for item in selectedItems where item != indexPath { setItem(item, selected: false) }
        }
        setItem(indexPath, selected: true)
        if !scrollPosition.isEmpty {
            performScroll(toItem: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Whether several items may be selected in the current mode.
    var allowsMultipleSelectionNow: Bool {
        isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// Whether the user may select items in the current mode.
    var allowsSelectionNow: Bool {
        isEditing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }

    /// Adds the item to, or removes it from, the selection and updates its cell if visible.
    func setItem(_ indexPath: IndexPath, selected: Bool) {
        if selected {
            guard loadedGeometry.contains(indexPath), !selectedItems.contains(indexPath) else { return }
            selectedItems.append(indexPath)
            selectedItems.sort()
        } else {
            guard let index = selectedItems.firstIndex(of: indexPath) else { return }
            selectedItems.remove(at: index)
        }
        cellForItem(at: indexPath)?.isSelected = selected
    }

    /// A user's tap on a visible item: highlight, then selection with the delegate's calls.
    ///
    /// The order is a guess where no log was found, after the table's: `shouldHighlightItemAt`,
    /// `didHighlightItemAt`, `didUnhighlightItemAt` as the finger lifts, then for a selected
    /// item with multiple selection `shouldDeselectItemAt` and `didDeselectItemAt`; otherwise
    /// `shouldSelectItemAt`, for a single selection `didDeselectItemAt` of the item selected
    /// before (UIKit asks no `shouldDeselect` there), and `didSelectItemAt`.
    func performUserTap(at indexPath: IndexPath) {
        guard allowsSelectionNow, let cell = cellForItem(at: indexPath) else { return }
        let delegate = collectionDelegate
        if delegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true {
            cell.isHighlighted = true
            delegate?.collectionView(self, didHighlightItemAt: indexPath)
            cell.isHighlighted = false
            delegate?.collectionView(self, didUnhighlightItemAt: indexPath)
        }
        if allowsMultipleSelectionNow, selectedItems.contains(indexPath) {
            guard delegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true else { return }
            setItem(indexPath, selected: false)
            delegate?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true else { return }
        if !allowsMultipleSelectionNow {
            for item in selectedItems where item != indexPath {
                setItem(item, selected: false)
                delegate?.collectionView(self, didDeselectItemAt: item)
            }
        }
        setItem(indexPath, selected: true)
        delegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// Scrolls so the item sits at `position` (the vertical part for vertical scrolling, the
    /// horizontal part otherwise; `[]` scrolls as little as makes it visible), then lays out on
    /// the next turn.
    func performScroll(
        toItem indexPath: IndexPath, at position: UICollectionView.ScrollPosition, animated: Bool
    ) {
        let geometry = loadedGeometry
        guard geometry.contains(indexPath) else { return }
        let frame = geometry.frame(ofItem: indexPath)
        var offset = contentOffset
        if geometry.isHorizontal {
            offset.x = place(
                frame.minX, frame.maxX, in: bounds.minX, bounds.width,
                leading: .left, centered: .centeredHorizontally, trailing: .right, position)
        } else {
            offset.y = place(
                frame.minY, frame.maxY, in: bounds.minY, bounds.height,
                leading: .top, centered: .centeredVertically, trailing: .bottom, position)
        }
        setContentOffset(clamped(offset), animated: animated)
    }

    private func place(
        _ low: CGFloat, _ high: CGFloat, in start: CGFloat, _ extent: CGFloat, leading: ScrollPosition,
        centered: ScrollPosition, trailing: ScrollPosition, _ position: ScrollPosition
    ) -> CGFloat {
        if position.contains(leading) { return low }
        if position.contains(centered) { return (low + high) / 2 - extent / 2 }
        if position.contains(trailing) { return high - extent }
        if low < start { return low }
        if high > start + extent { return high - extent }
        return start
    }
}
