// ViewLifecycle · HeadlessUIKitSnippetTests

import Testing

/// Pages in a row, with the delegate a pager usually has.
final class SnippetPages: NSObject, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [UIViewController]

    init(_ pages: [UIViewController]) {
        self.pages = pages
    }

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
    ) {
        log("willTransitionTo \(pendingViewControllers.count)")
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {
        log("didFinishAnimating completed \(completed)")
    }
}

/// A sheet guard that keeps an unsaved draft on screen, as compose screens do.
final class SnippetDraftGuard: NSObject, UIAdaptivePresentationControllerDelegate {
    var hasUnsavedChanges = true

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        !hasUnsavedChanges
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log("didAttemptToDismiss")
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log("willDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log("didDismiss")
    }
}

/// A screen that reacts to size and safe-area changes and updates its constraints.
final class SnippetAdaptiveScreen: SnippetScreen {
    override func viewWillTransition(
        to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
    ) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: nil) { _ in log("resized") }
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
    }

    override func updateViewConstraints() {
        super.updateViewConstraints()
    }
}

// Ordinary device code for pagers, guarded sheets, context presentation and scenes, compiled
// unchanged against HeadlessUIKit and type-checked against the iOS 17.4 SDK's UIKit
// (scripts/ios-typecheck-uikit-tests.sh): the declarations it uses match Apple's.
@Suite(.serialized, .headlessWorld) @MainActor struct PagesAndSheetsSnippetTests {
    @Test("a pager shows its first page; setViewControllers moves to another")
    func pager() {
        _ = Log.start()
        let pages = SnippetPages([SnippetScreen("One"), SnippetScreen("Two")])
        let pager = UIPageViewController(
            transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        pager.dataSource = pages
        pager.delegate = pages
        pager.setViewControllers([pages.pages[0]], direction: .forward, animated: false, completion: nil)
        let window = showOnScreen(pager, log: .shared)
        #expect(pager.viewControllers?.first === pages.pages[0])

        pager.setViewControllers([pages.pages[1]], direction: .forward, animated: false) { finished in
            log("completion \(finished)")
        }
        Driver.runUntilIdle()
        #expect(pager.viewControllers?.first === pages.pages[1])
        // The scroll style's order, new page first on both halves, as
        // https://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html prints it.
        #expect(
            Log.shared.take() == [
                "Two viewWillAppear", "One viewWillDisappear", "Two viewDidAppear", "One viewDidDisappear",
                "completion true",
            ])
        withExtendedLifetime(window) {}
    }

    @Test("a guarded sheet, presented over a context, from a window made for the app's scene")
    func guardedSheet() throws {
        _ = Log.start()
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let window = UIWindow(windowScene: scene)
        let home = SnippetAdaptiveScreen("Home")
        home.definesPresentationContext = true
        let navigation = UINavigationController(rootViewController: home)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        Driver.runUntilIdle()
        _ = Log.shared.take()

        let compose = SnippetScreen("Compose")
        compose.isModalInPresentation = false
        let draftGuard = SnippetDraftGuard()
        compose.presentationController?.delegate = draftGuard
        home.present(compose, animated: false)
        Driver.runUntilIdle()
        #expect(home.presentedViewController === compose)

        let detail = SnippetScreen("Detail")
        home.show(detail, sender: nil)
        Driver.runUntilIdle()
        #expect(navigation.viewControllers == [home, detail])
        withExtendedLifetime(window) {}
    }
}
