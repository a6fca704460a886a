// ViewLifecycle · HeadlessSwiftUI

/// One tab view's state: a hosting controller per tab identity, each tab's tag, and the
/// `UITabBarController` that shows them.
///
/// A tab keeps its hosting controller (and so its views' state) while its identity stays in the
/// content; a tab that leaves the content is removed from the tab bar controller and freed.
@MainActor
final class TabViewContext: NSObject, UITabBarControllerDelegate {
    weak var tabBarController: UITabBarController?
    var selection: TabSelectionAccess?
    private var tabs: [Tab] = []
    /// The tab view's environment, which every tab inherits (its `dismiss` too: a tab's root is
    /// not a presentation of its own).
    private var environment = EnvironmentValues()
    /// Whether the tab bar controller has appeared once, after which eager tabs appear as they
    /// are added.
    private var hasAppeared = false
    /// The hosts whose views were built and made to appear eagerly (iOS 17's tabs).
    private var eagerlyAppeared: Set<ObjectIdentifier> = []

    /// One tab: its identity in the content, its tag and its hosting controller.
    private struct Tab {
        let identity: [ChildKey]
        var tag: AnyHashable?
        let host: UIHostingController<AnyView>
    }

    /// Takes the tab view's environment at an update and hands it to every tab's graph.
    func inherit(_ environment: EnvironmentValues) {
        self.environment = environment
        for tab in tabs { tab.host.graph.inherit(environment) }
    }

    /// Brings the tabs in line with the content: kept identities get their new view, new ones a
    /// new hosting controller (which loads only when its tab is first selected).
    func setTabs(_ elements: [ViewList.Element]) {
        let previous = tabs
        tabs = elements.map { element in
            let item = TabItemDescription(element, probingBodies: true)
            let host: UIHostingController<AnyView>
            if let kept = previous.first(where: { $0.identity == element.identity })?.host {
                host = kept
                host.rootView = AnyView(element.view)
            } else {
                host = UIHostingController(rootView: AnyView(element.view))
                host.graph.inherit(environment)
            }
            if host.tabBarItem.title != item.title { host.tabBarItem.title = item.title }
            return Tab(identity: element.identity, tag: item.tag, host: host)
        }
        guard let tabBarController else { return }
        let hosts = tabs.map(\.host)
        let current = tabBarController.viewControllers ?? []
        if hosts.map(ObjectIdentifier.init) != current.map(ObjectIdentifier.init) {
            tabBarController.setViewControllers(hosts, animated: false)
        }
        if hasAppeared { appearEagerTabs() }
    }

    /// The tab bar controller appeared: on a profile whose tabs are eager, every tab's views are
    /// built and appear now, after the selected tab's (trace 24 B: iOS 17 ran the second tab's
    /// `onAppear` at launch; their order is a guess).
    func tabBarControllerDidAppear() {
        hasAppeared = true
        appearEagerTabs()
    }

    private func appearEagerTabs() {
        guard !Headless.profile.tabsBuildLazily else { return }
        for tab in tabs where eagerlyAppeared.insert(ObjectIdentifier(tab.host)).inserted {
            guard tab.host !== tabBarController?.selectedViewController else { continue }
            appearEagerly(tab.host)
        }
    }

    /// Builds an unselected tab and makes its views appear, with the screens of the containers
    /// inside it (a `NavigationStack`'s top screen), whose own hosts are not on screen either.
    private func appearEagerly(_ tab: UIHostingController<AnyView>) {
        var hosts: [UIViewController] = [tab]
        while let controller = hosts.popLast() {
            controller.loadViewIfNeeded()
            guard let host = controller as? any HostingGraphOwner else { continue }
            host.graph.attachWaitingRepresentables()
            host.graph.setAppeared(true)
            for child in controller.children {
                if let navigation = child as? UINavigationController {
                    hosts += navigation.topViewController.map { [$0] } ?? []
                }
            }
        }
    }

    /// The tab view leaves the graph: on a profile with the teardown anomaly, every loaded tab but
    /// the selected one runs its `onAppear` once more on the next run-loop turn, after the views
    /// that replaced the tab view appeared (FB13103224; zenn.dev/dazy; trace 24 A).
    func replayAppearanceAtTeardown() {
        guard Headless.profile.tabViewTeardownFiresAppear else { return }
        let selected = tabBarController?.selectedViewController
        let hosts = tabs.map(\.host).filter { $0 !== selected && $0.isViewLoaded }
        guard !hosts.isEmpty else { return }
        HeadlessWorld.shared.enqueue {
            for host in hosts { host.graph.replayAppearActions() }
        }
    }

    /// Shows the tab tagged `tag`, as a change of the selection binding does (no delegate calls:
    /// UIKit sends none for a selection made in code).
    func select(tag: AnyHashable) {
        guard let tabBarController, let index = tabs.firstIndex(where: { $0.tag == tag }),
            index != tabBarController.selectedIndex
        else { return }
        tabBarController.selectedIndex = index
    }

    /// A tap the user made: the selection binding follows, once UIKit has switched.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    {
        guard let selection, let tab = tabs.first(where: { $0.host === viewController }),
            let tag = tab.tag, selection.get() != tag
        else { return }
        selection.set(tag)
    }
}
