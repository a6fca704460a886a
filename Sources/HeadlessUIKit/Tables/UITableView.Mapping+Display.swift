// ViewLifecycle · HeadlessUIKit

extension UITableView.Mapping {
    /// The new place of an old row or item whose cell is kept, or `nil` when it was deleted or
    /// reloaded (its cell is animated out on a device, so not reusable before its end is
    /// reported). Table and collection views move their visible cells and selection by it.
    func keptPath(for old: IndexPath) -> IndexPath? {
        replaced.contains(old) ? nil : newPath(for: old)
    }

    /// The selection after the update, in order: reloaded and deleted rows or items leave it.
    func selection(after selected: [IndexPath]) -> [IndexPath] {
        selected.compactMap(keptPath).sorted()
    }

    /// The reconfigured rows' or items' places after the update.
    var reconfiguredNewPaths: [IndexPath] {
        reconfigured.compactMap { newPath(for: $0) }
    }
}
