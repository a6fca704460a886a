// ViewLifecycle · HeadlessUIKit

extension UICollectionView {
    /// Runs the swipe action titled `title` of a visible item of a list section: its list
    /// configuration's trailing actions, then the leading ones.
    func performSwipeAction(titled title: String, at indexPath: IndexPath) -> Bool {
        guard let cell = cellForItem(at: indexPath),
            let layout = collectionViewLayout as? UICollectionViewCompositionalLayout,
            layout.laidOutSections.indices.contains(indexPath.section),
            let list = layout.laidOutSections[indexPath.section]?.listConfiguration
        else { return false }
        var actions = list.trailingSwipeActionsConfigurationProvider?(indexPath)?.actions ?? []
        actions += list.leadingSwipeActionsConfigurationProvider?(indexPath)?.actions ?? []
        guard let action = actions.first(where: { $0.title == title }) else { return false }
        action.handler(action, cell) { _ in }
        return true
    }
}
