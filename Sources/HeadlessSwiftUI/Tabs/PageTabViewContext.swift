// ViewLifecycle · HeadlessSwiftUI

/// One page-style tab view's state: a hosting controller per page identity, the selected page,
/// and which pages are built and shown.
///
/// While the tab view is on screen the selected page is built and its views appear, and so is the
/// page after it unless the selected page is the first (``shownIndices``); a swipe moves that
/// window, so a page that comes into it appears and one that leaves it disappears, keeping its
/// state while its identity stays in the content.
@MainActor
package final class PageTabViewContext {
    weak var controller: PageTabViewController?
    var selection: TabSelectionAccess?
    var indexDisplayMode = PageTabViewStyle.IndexDisplayMode.automatic
    private var pages: [Page] = []
    /// The selected page's position.
    package private(set) var selectedIndex = 0
    /// Whether the tab view is on screen.
    package private(set) var isShown = false
    /// The hosts whose views appeared, in the order they did.
    private var appeared: [UIHostingController<AnyView>] = []
    private var environment = EnvironmentValues()

    /// One page: its identity in the content, its tag and its hosting controller.
    private struct Page {
        let identity: [ChildKey]
        var tag: AnyHashable?
        let host: UIHostingController<AnyView>
    }

    /// The number of pages.
    package var count: Int { pages.count }

    /// The selected page's host.
    package var selectedHost: UIHostingController<AnyView>? {
        pages.indices.contains(selectedIndex) ? pages[selectedIndex].host : nil
    }

    /// Whether the page index shows: `.always`, or `.automatic` with more than one page.
    package var showsIndex: Bool {
        indexDisplayMode.rawValue == PageTabViewStyle.IndexDisplayMode.always.rawValue
            || (indexDisplayMode.rawValue == PageTabViewStyle.IndexDisplayMode.automatic.rawValue
                && pages.count > 1)
    }

    /// Takes the tab view's environment at an update and hands it to every page's graph.
    func inherit(_ environment: EnvironmentValues) {
        self.environment = environment
        for page in pages { page.host.graph.inherit(environment) }
    }

    /// Brings the pages in line with the content (kept identities keep their host and state) and
    /// selects the page tagged `selected`, if given.
    func setPages(_ elements: [ViewList.Element], selected: AnyHashable?) {
        let previous = pages
        let current = selectedHost
        pages = elements.map { element in
            let tag = TabItemDescription(element).tag
            if let kept = previous.first(where: { $0.identity == element.identity })?.host {
                kept.rootView = AnyView(element.view)
                return Page(identity: element.identity, tag: tag, host: kept)
            }
            let host = UIHostingController(rootView: AnyView(element.view))
            host.graph.inherit(environment)
            return Page(identity: element.identity, tag: tag, host: host)
        }
        if let selected, let index = pages.firstIndex(where: { $0.tag == selected }) {
            selectedIndex = index
        } else if let current, let index = pages.firstIndex(where: { $0.host === current }) {
            selectedIndex = index
        } else {
            selectedIndex = min(selectedIndex, max(pages.count - 1, 0))
        }
        updateShownPages()
    }

    /// The tab view came on screen or left it.
    func setShown(_ shown: Bool) {
        isShown = shown
        updateShownPages()
    }

    /// A user's swipe to the next (`.forward`) or previous page: the selection binding follows.
    ///
    /// - Returns: Whether there was a page that way (at either end the content only bounces).
    @discardableResult
    package func swipe(_ direction: UIPageViewController.NavigationDirection) -> Bool {
        let target = selectedIndex + (direction == .forward ? 1 : -1)
        guard pages.indices.contains(target) else { return false }
        selectedIndex = target
        updateShownPages()
        if let selection, let tag = pages[target].tag, selection.get() != tag { selection.set(tag) }
        return true
    }

    /// The pages whose views are on screen with the selected one, the selected first.
    ///
    /// Launched on its first page, a page-style tab view shows that page alone; launched on a
    /// later one, that page and the next (trace 42: an iOS 18 preview, iOS 17 said to match).
    /// After a swipe the same rule is applied to the new selection: a guess, no log shows it.
    static func shownIndices(selected: Int, count: Int) -> [Int] {
        guard count > 0 else { return [] }
        let selected = min(max(selected, 0), count - 1)
        return selected > 0 && selected + 1 < count ? [selected, selected + 1] : [selected]
    }

    /// Makes the pages in ``shownIndices(selected:count:)`` appear (the selected one first), then
    /// the ones that left it disappear: inserted views appear before removed ones disappear, as in
    /// one graph update (trace 25; the order is a guess).
    private func updateShownPages() {
        let window = isShown ? Self.shownIndices(selected: selectedIndex, count: pages.count) : []
        let shownHosts = window.map { pages[$0].host }
        for host in shownHosts where !appeared.contains(where: { $0 === host }) {
            host.loadViewIfNeeded()
            host.graph.setAppeared(true)
            appeared.append(host)
        }
        let leaving = appeared.filter { host in !shownHosts.contains(where: { $0 === host }) }
        appeared.removeAll { host in leaving.contains(where: { $0 === host }) }
        for host in leaving { host.graph.setAppeared(false) }
    }
}
