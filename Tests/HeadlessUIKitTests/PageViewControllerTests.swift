// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html
// (iOS 7; the only printed lists, research notes F1) for the pages' orders, and
// http://wisdomskyduan.blogspot.com/2015/11/ios-uipageviewcontroller-test-note.html (iOS 9.1,
// notes F2) for willTransitionTo and didFinishAnimating. Current iOS is unverified.
@Suite(.serialized, .headlessWorld) @MainActor struct PageViewControllerTests {
    final class Pages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages: [UIViewController]
        var calls: [String] = []
        init(_ pages: [UIViewController]) { self.pages = pages }

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
        ) -> UIViewController? {
            pages.firstIndex(of: viewController).flatMap { $0 > 0 ? pages[$0 - 1] : nil }
        }

        func pageViewController(
            _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
        ) -> UIViewController? {
            pages.firstIndex(of: viewController).flatMap { $0 + 1 < pages.count ? pages[$0 + 1] : nil }
        }

        func pageViewController(
            _ pageViewController: UIPageViewController,
            willTransitionTo pendingViewControllers: [UIViewController]
        ) { calls.append("willTransitionTo") }

        func pageViewController(
            _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
            previousViewControllers: [UIViewController], transitionCompleted completed: Bool
        ) { calls.append("didFinishAnimating completed=\(completed)") }
    }

    @Test("a scroll swipe, finished then cancelled, orders both pages as the iOS 7 lists do")
    func scrollSwipe() throws {
        let log = Log.start()
        let a = LoggingViewController("A")
        let b = LoggingViewController("B")
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let pages = Pages([a, b])
        pager.dataSource = pages
        pager.delegate = pages
        pager.setViewControllers([a], direction: .forward, animated: false)
        _ = showOnScreen(pager, log: log)

        let swipe = Headless.beginInteractivePageTurn(pager, direction: .forward)
        swipe.finish()
        Headless.runUntilIdle()
        #expect(
            log.take().filter { !$0.hasSuffix("toParent:)") } == [
                "B loadView()", "B viewDidLoad()", "B viewWillAppear(_:)", "A viewWillDisappear(_:)",
                "B viewIsAppearing(_:)", "B viewDidAppear(_:)", "A viewDidDisappear(_:)",
            ])
        #expect(pager.viewControllers == [b])

        let back = Headless.beginInteractivePageTurn(pager, direction: .reverse)
        back.cancel()
        Headless.runUntilIdle()
        #expect(
            log.take().filter { !$0.hasSuffix("toParent:)") } == [
                "A viewWillAppear(_:)", "B viewWillDisappear(_:)", "A viewIsAppearing(_:)",
                "B viewWillAppear(_:)", "B viewIsAppearing(_:)", "B viewDidAppear(_:)",
                "A viewWillDisappear(_:)", "A viewDidDisappear(_:)",
            ])
        #expect(
            pages.calls == [
                "willTransitionTo", "didFinishAnimating completed=true", "willTransitionTo",
                "didFinishAnimating completed=false",
            ])
        #expect(pager.viewControllers == [b])
    }

    @Test("an animated page-curl setViewControllers finishes the old page first")
    func curlSet() {
        let log = Log.start()
        let a = LoggingViewController("A")
        let b = LoggingViewController("B")
        let pager = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        pager.setViewControllers([a], direction: .forward, animated: false)
        _ = showOnScreen(pager, log: log)
        var finished: Bool?
        pager.setViewControllers([b], direction: .forward, animated: true) { finished = $0 }
        Headless.runUntilIdle()
        #expect(
            log.take() == [
                "B willMove(toParent:)", "B loadView()", "B viewDidLoad()", "B viewWillAppear(_:)",
                "A viewWillDisappear(_:)", "B viewIsAppearing(_:)", "A viewDidDisappear(_:)",
                "B viewDidAppear(_:)", "B didMove(toParent:)", "A willMove(toParent:)",
                "A didMove(toParent:)",
            ])
        #expect(finished == true)
        #expect(pager.children == [b])
    }
}
