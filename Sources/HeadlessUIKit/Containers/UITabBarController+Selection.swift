// ViewLifecycle · HeadlessUIKit

extension UITabBarController {
    /// Whether the tab bar controller is on screen, so switches run as transitions.
    var isOnScreen: Bool {
        appearanceState != .hidden && storedView?.window != nil
    }

    /// Puts the selected tab's view (and only it) in the container view, without appearance calls.
    func installSelectedView() {
        guard let selected = selectedViewController else { return }
        let container: UIView = view
        HeadlessWorld.shared.withoutViewDrivenAppearance {
            for tab in tabs ?? [] where tab !== selected { tab.storedView?.removeFromSuperview() }
            let selectedView: UIView = selected.view
            if selectedView.superview !== container {
                selectedView.frame = container.bounds
                container.addSubview(selectedView)
            }
        }
    }

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
        if isOnScreen, let oldSelected, oldSelected !== newSelected {
            oldSelected.dispatchAppearance(.willDisappear, animated: false)
            HeadlessWorld.shared.withoutViewDrivenAppearance { oldSelected.storedView?.removeFromSuperview() }
            oldSelected.dispatchAppearance(.didDisappear, animated: false)
        }
        for tab in removed {
            callWillMove(tab, toParent: nil)
            HeadlessWorld.shared.withoutViewDrivenAppearance { tab.storedView?.removeFromSuperview() }
            tab.detachFromParent()
        }
        tabs = newTabs
        storedSelectedIndex = newIndex
        for tab in added { callDidMove(tab, toParent: self) }
        guard isOnScreen, let newSelected, newSelected.appearanceState == .hidden else { return }
        var transition = Transition(
            kind: .tabSwitch, from: nil, to: newSelected, animated: false, duration: 0, interactive: false)
        transition.install = { [self] in installSelectedView() }
        TransitionRunner(transition).start()
    }

    /// Selects the tab at `index`; on screen, the old tab disappears as the new one appears.
    func select(_ index: Int) {
        guard let tabs, tabs.indices.contains(index), index != storedSelectedIndex else { return }
        let outgoing = selectedViewController
        let incoming = tabs[index]
        guard isOnScreen else {
            storedSelectedIndex = index
            if isViewLoaded, appearanceState != .hidden { installSelectedView() }
            return
        }
        var transition = Transition(
            kind: .tabSwitch, from: outgoing, to: incoming, animated: false, duration: 0, interactive: false)
        // As in trace 11's unanimated swap (iOS 17.4), the incoming side is laid out and
        // `viewIsAppearing` only once the outgoing side has disappeared.
        transition.defersIsAppearing = true
        transition.prepare = { [self] in storedSelectedIndex = index }
        transition.install = { [self] in
            let container: UIView = view
            let incomingView: UIView = incoming.view
            incomingView.frame = container.bounds
            container.addSubview(incomingView)
        }
        transition.teardown = { outgoing?.storedView?.removeFromSuperview() }
        TransitionRunner(transition).start()
    }
}
