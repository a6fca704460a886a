// ViewLifecycle · HeadlessSwiftUI

/// The controller of a page-style `TabView`: it tells its pages when it comes on screen and
/// leaves it, and shows the selected page and the page index on the screen snapshot.
///
/// Its pages are not child controllers: on iOS the page style is a paging collection view of
/// SwiftUI content, not a `UIPageViewController`, so a representable's controller inside a page
/// gets no appearance callbacks (FB12795690, trace 09); here too, since a page's hosting view is
/// never in a window.
package final class PageTabViewController: UIViewController {
    /// The pages' state.
    package weak var pages: PageTabViewContext?

    /// The container is about to be seen: the selected page appears, and the next unless the
    /// selected one is the first (`PageTabViewContext.shownIndices`).
    ///
    /// - Parameter animated: Whether the appearance is animated.
    package override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        pages?.setShown(true)
    }

    /// The container left the screen: every page that appeared disappears.
    ///
    /// - Parameter animated: Whether the disappearance was animated.
    package override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        pages?.setShown(false)
    }
}
