// ViewLifecycle · HeadlessUIKit

extension UITabBarController {
    /// Replaces the tabs with containment calls; the selection stays on its controller if kept.
    func performSetTabs(_ newTabs: [UIViewController]?) {
        let oldSelected = selectedViewController
        let old = tabs ?? []
        let new = newTabs ?? []
        let added = new.filter { tab in !old.contains { $0 === tab } }
        let removed = old.filter { tab in !new.contains { $0 === tab } }
        for tab in added { attachChild(tab) }
        let newIndex = oldSelected.flatMap { kept in new.firstIndex { $0 === kept } } ?? 0
        let newSelected = new.indices.contains(newIndex) ? new[newIndex] : nil
        // The new tabs are in place before the old selected one disappears, so in its
        // `viewWillDisappear` `tabBarController.viewControllers` no longer holds a removed tab, as
        // `navigationController.viewControllers` no longer holds a popped screen (a guess by
        // analogy; Docs/HeadlessUIKit.md).
        tabs = newTabs
        tabBar.items = newTabs?.map { $0.tabBarItem }
        storedSelectedIndex = newIndex
        if isOnScreen, let oldSelected, oldSelected !== newSelected {
            TransitionRunner(.removal(of: oldSelected)).start()
        }
        for tab in removed { removeChildQuietly(tab) }
        for tab in added { callDidMove(tab, toParent: self) }
        guard isOnScreen, let newSelected, newSelected.appearanceState == .hidden else { return }
        var transition = Transition(
            kind: .tabShown, from: nil, to: newSelected, animated: false, duration: 0, interactive: false)
        transition.install = { [self] in installSelectedView() }
        TransitionRunner(transition).start()
    }
}
