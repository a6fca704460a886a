// ViewLifecycle · HeadlessUIKit

extension UITableView {
    /// Enters or leaves editing mode and tells the visible cells, with each row's editing style.
    func performSetEditing(_ editing: Bool, animated: Bool) {
        guard editing != self.editing else { return }
        self.editing = editing
        for row in visibleRows {
            row.cell.editingStyle =
                editing
                ? (tableDelegate?.tableView(self, editingStyleForRowAt: row.indexPath) ?? .delete) : .none
            row.cell.setEditing(editing, animated: animated)
        }
    }

    /// The actions a trailing swipe on the row shows: the delegate's, or, when it gives none
    /// and the row is editable with the delete style, UIKit's delete action, which commits
    /// `.delete` to the data source.
    func trailingActions(forRowAt indexPath: IndexPath) -> [UIContextualAction] {
        if let configuration = tableDelegate?.tableView(
            self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        {
            return configuration.actions
        }
        guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath),
            (tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete) == .delete
        else { return [] }
        let title =
            tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        return [
            UIContextualAction(style: .destructive, title: title) { [weak self] _, _, done in
                guard let self, let source = self.dataSource else { return done(false) }
                source.tableView(self, commit: .delete, forRowAt: indexPath)
                done(true)
            }
        ]
    }

    /// A user's swipe on a visible row and tap on the action titled `title`.
    ///
    /// A guess where no log was found: `willBeginEditingRowAt` as the swipe opens, the action's
    /// handler, and `didEndEditingRowAt` once the handler calls its completion.
    ///
    /// - Returns: Whether such an action was found and run.
    func performSwipeAction(titled title: String, at indexPath: IndexPath) -> Bool {
        guard let cell = cellForRow(at: indexPath) else { return false }
        var actions = trailingActions(forRowAt: indexPath)
        if let leading = tableDelegate?.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath) {
            actions += leading.actions
        }
        guard let action = actions.first(where: { $0.title == title }) else { return false }
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
        var finished = false
        action.handler(action, cell) { [weak self] _ in
            guard let self, !finished else { return }
            finished = true
            self.tableDelegate?.tableView(self, didEndEditingRowAt: indexPath)
        }
        return true
    }

    /// A user's drag of a row's reorder control: the data source's `moveRowAt` is told after
    /// the table has moved the row, as UIKit documents; the delegate may redirect the target.
    func performUserMove(from source: IndexPath, to proposed: IndexPath) {
        guard let dataSource, dataSource.tableView(self, canMoveRowAt: source) else { return }
        let target =
            tableDelegate?.tableView(
                self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
            ?? proposed
        var update = Update()
        update.movedRows = [(source, target)]
        guard let old = geometry else { return }
        var counts = old.sections.map(\.rowCount)
        counts[source.section] -= 1
        counts[target.section] += 1
        let mapping = update.mapping(
            oldRowCounts: old.sections.map(\.rowCount), newSectionCount: counts.count)
        dataSource.tableView(self, moveRowAt: source, to: target)
        apply(mapping, geometry: buildGeometry())
    }
}
