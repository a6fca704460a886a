// ViewLifecycle · HeadlessUIKit

extension UITabBarController {
    /// Puts the selected tab's view (and only it) in the container view, without appearance calls.
    func installSelectedView() {
        guard let selected = selectedViewController else { return }
        showChildViewQuietly(selected, among: tabs ?? [])
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
        transition.install = { [self] in view.install(viewOf: incoming) }
        transition.teardown = { outgoing?.storedView?.removeFromSuperview() }
        TransitionRunner(transition).start()
    }
}
