// ViewLifecycle · HeadlessUIKit

extension UITabBarController {
    /// Puts the selected tab's view (and only it) in the container view, without appearance calls.
    func installSelectedView() {
        guard let selected = selectedViewController else { return }
        showChildViewQuietly(selected, among: tabs ?? [])
    }

    /// Selects the tab at `index` in code: the switch runs with no delegate calls, as UIKit
    /// documents for programmatic selection.
    func select(_ index: Int) {
        switchTab(to: index, whenDone: nil)
    }

    /// Selects the tab at `index` as the user's tap does: `shouldSelect` first, then the switch,
    /// then `didSelect` once it has finished. UIKit sends `didSelect` even when the tapped tab
    /// was already selected (apple-api.md, `tabBarController(_:didSelect:)`).
    func selectByUser(_ index: Int) {
        guard let tabs, tabs.indices.contains(index) else { return }
        let chosen = tabs[index]
        if let delegate, !delegate.tabBarController(self, shouldSelect: chosen) { return }
        let report = { [weak self] in
            guard let self else { return }
            self.delegate?.tabBarController(self, didSelect: chosen)
        }
        guard index != storedSelectedIndex else { return report() }
        switchTab(to: index, whenDone: report)
    }

    /// Switches to the tab at `index`; on screen, the new tab appears as the old one disappears.
    private func switchTab(to index: Int, whenDone: (() -> Void)?) {
        guard let tabs, tabs.indices.contains(index), index != storedSelectedIndex else { return }
        let outgoing = selectedViewController
        let incoming = tabs[index]
        guard isOnScreen else {
            storedSelectedIndex = index
            tabBar.selectedItem = incoming.tabBarItem
            if isViewLoaded, appearanceState != .hidden { installSelectedView() }
            whenDone?()
            return
        }
        var transition = Transition(
            kind: .tabSwitch, from: outgoing, to: incoming, animated: false, duration: 0, interactive: false)
        transition.hierarchy = SwitchSteps(self, to: index, showing: incoming, whenDone: whenDone)
        transition.install = { [self] in view.install(viewOf: incoming) }
        transition.teardown = { outgoing?.storedView?.removeFromSuperview() }
        TransitionRunner(transition).start()
    }
}
