// ViewLifecycle · HeadlessUIKit

extension UITableView {
    /// Selects a row for code: no delegate calls, as UIKit documents for `selectRow`.
    func performSelectRow(
        at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition
    ) {
        guard let indexPath else {
            for row in selectedRows { setRow(row, selected: false, animated: animated) }
            return
        }
        if !allowsMultipleSelectionNow {
            for row in selectedRows where row != indexPath {
                setRow(row, selected: false, animated: animated)
            }
        }
        setRow(indexPath, selected: true, animated: animated)
        if scrollPosition != .none { performScroll(toRow: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Whether several rows may be selected in the current mode.
    var allowsMultipleSelectionNow: Bool {
        editing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// Whether the user may select rows in the current mode.
    var allowsSelectionNow: Bool {
        editing ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }

    /// Adds the row to, or removes it from, the selection and updates its cell if visible.
    func setRow(_ indexPath: IndexPath, selected: Bool, animated: Bool) {
        if selected {
            guard loadedGeometry.contains(indexPath), !selectedRows.contains(indexPath) else { return }
            selectedRows.append(indexPath)
            selectedRows.sort()
        } else {
            guard let index = selectedRows.firstIndex(of: indexPath) else { return }
            selectedRows.remove(at: index)
        }
        cellForRow(at: indexPath)?.setSelected(selected, animated: animated)
    }

    /// A user's tap on a visible row: highlight, then selection with the delegate's calls.
    ///
    /// The order is a guess where no log was found: `shouldHighlightRowAt`, `didHighlightRowAt`,
    /// `didUnhighlightRowAt` as the finger lifts, then `willSelectRowAt` (whose answer may
    /// redirect or cancel), for a single selection `willDeselectRowAt`/`didDeselectRowAt` of
    /// the row selected before, and `didSelectRowAt`. With multiple selection, a tap on a
    /// selected row deselects it (`willDeselectRowAt`, `didDeselectRowAt`).
    func performUserTap(at indexPath: IndexPath) {
        guard allowsSelectionNow, let cell = cellForRow(at: indexPath) else { return }
        let delegate = tableDelegate
        if delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true {
            cell.setHighlighted(true, animated: false)
            delegate?.tableView(self, didHighlightRowAt: indexPath)
            cell.setHighlighted(false, animated: false)
            delegate?.tableView(self, didUnhighlightRowAt: indexPath)
        }
        if allowsMultipleSelectionNow, selectedRows.contains(indexPath) {
            userDeselect(indexPath)
            return
        }
        let proposed: IndexPath? =
            if let delegate { delegate.tableView(self, willSelectRowAt: indexPath) } else { indexPath }
        guard let target = proposed else { return }
        if !allowsMultipleSelectionNow {
            for row in selectedRows where row != target { userDeselect(row) }
        }
        setRow(target, selected: true, animated: true)
        delegate?.tableView(self, didSelectRowAt: target)
    }

    private func userDeselect(_ indexPath: IndexPath) {
        let proposed: IndexPath? =
            if let delegate = tableDelegate { delegate.tableView(self, willDeselectRowAt: indexPath) } else {
                indexPath
            }
        guard let target = proposed else { return }
        setRow(target, selected: false, animated: true)
        tableDelegate?.tableView(self, didDeselectRowAt: target)
    }

    /// Scrolls so the row sits at `position`, then lays the table out on the next turn.
    func performScroll(toRow indexPath: IndexPath, at position: UITableView.ScrollPosition, animated: Bool) {
        let geometry = loadedGeometry
        guard geometry.contains(indexPath) else { return }
        let rect = geometry.rect(ofRow: indexPath, width: bounds.width)
        var offset = contentOffset
        switch position {
        case .top: offset.y = rect.minY
        case .middle: offset.y = rect.midY - bounds.height / 2
        case .bottom: offset.y = rect.maxY - bounds.height
        case .none:
            if rect.minY < bounds.minY {
                offset.y = rect.minY
            } else if rect.maxY > bounds.maxY {
                offset.y = rect.maxY - bounds.height
            }
        }
        setContentOffset(clamped(offset), animated: animated)
    }
}
