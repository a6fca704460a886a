// ViewLifecycle · HeadlessUIKit

import LifecycleTrace

/// The driver of the headless runtime: run loop, virtual time, gestures, app state and reset.
///
/// This is the only API of the module that UIKit does not have. Time is virtual: nothing sleeps,
/// and run-loop turns and animation ends happen only when a test calls these functions.
@MainActor @preconcurrency
public enum Headless {
    /// Runs pending run-loop work and finishes running animations, jumping virtual time ahead.
    ///
    /// Interactive transitions that have not been finished or cancelled stay where they are.
    public static func runUntilIdle() {
        HeadlessWorld.shared.run(until: nil)
    }

    /// Runs pending work and lets `seconds` of virtual time pass, ending animations due by then.
    ///
    /// - Parameter seconds: How much virtual time passes.
    public static func advance(by seconds: TimeInterval) {
        let world = HeadlessWorld.shared
        world.run(until: world.now + max(seconds, 0))
    }

    /// Begins an interactive pop of the top controller, as an edge swipe does.
    ///
    /// The top controller gets `viewWillDisappear(_:)` and the one below `viewWillAppear(_:)` at
    /// once; the transition then waits for `finish()` or `cancel()`.
    ///
    /// - Parameter navigationController: The navigation controller to pop.
    /// - Returns: The gesture's handle.
    public static func beginInteractivePop(
        _ navigationController: UINavigationController
    ) -> InteractiveTransition {
        let stack = navigationController.viewControllers
        // A swipe needs something on screen to pop; off screen it does nothing.
        guard stack.count > 1, navigationController.isOnScreen else {
            return InteractiveTransition(runner: nil)
        }
        let runner = navigationController.startPop(
            to: stack[stack.count - 2], animated: true, interactive: true
        ).runner
        return InteractiveTransition(runner: runner)
    }

    /// Begins a user's swipe down on a presented sheet.
    ///
    /// As UIKit documents (trace 22): while `isModalInPresentation` is true, or the presentation
    /// controller's delegate answers `presentationControllerShouldDismiss` with `false`, nothing
    /// moves and letting go with intent (`finish()`) calls `presentationControllerDidAttemptToDismiss`.
    /// Otherwise the delegate's `presentationControllerWillDismiss` comes as the dismissal begins,
    /// and `presentationControllerDidDismiss` after a finished one; a cancelled tug calls neither.
    /// Only sheets (page and form sheet styles) can be swiped; on any other style nothing happens.
    ///
    /// - Parameter presented: The presented controller.
    /// - Returns: The gesture's handle.
    public static func beginInteractiveDismissal(_ presented: UIViewController) -> InteractiveTransition {
        // Only a sheet follows the finger; a swipe on a full-screen presentation does nothing.
        guard presented.modalPresentationStyle.allowsInteractiveDismissal else {
            return InteractiveTransition(runner: nil)
        }
        if let sheet = presented.storedPresentationController, presented.storedPresenting != nil {
            let blocked =
                presented.isModalInPresentation
                || !(sheet.delegate?.presentationControllerShouldDismiss(sheet) ?? true)
            if blocked {
                return InteractiveTransition(runner: nil) { [weak sheet] in
                    guard let sheet else { return }
                    sheet.delegate?.presentationControllerDidAttemptToDismiss(sheet)
                }
            }
        } else if presented.isModalInPresentation {
            return InteractiveTransition(runner: nil)
        }
        return InteractiveTransition(
            runner: presented.startDismissal(animated: true, interactive: true, byUser: true, completion: nil)
        )
    }

    /// Begins a user's swipe on a page view controller: the data source is asked for the page
    /// in `direction`, the delegate told `willTransitionTo`, and both pages' will-callbacks
    /// sent; `finish()` turns the page, `cancel()` snaps back, and either way the delegate hears
    /// `didFinishAnimating(_:previousViewControllers:transitionCompleted:)` (research notes F2).
    ///
    /// - Parameters:
    ///   - pageViewController: The page view controller, on screen.
    ///   - direction: `.forward` for the next page, `.reverse` for the previous one.
    /// - Returns: The gesture's handle; it does nothing when there is no page that way.
    public static func beginInteractivePageTurn(
        _ pageViewController: UIPageViewController, direction: UIPageViewController.NavigationDirection
    ) -> InteractiveTransition {
        guard pageViewController.isOnScreen, let current = pageViewController.pages?.first,
            let source = pageViewController.dataSource
        else { return InteractiveTransition(runner: nil) }
        let next =
            direction == .forward
            ? source.pageViewController(pageViewController, viewControllerAfter: current)
            : source.pageViewController(pageViewController, viewControllerBefore: current)
        guard let next else { return InteractiveTransition(runner: nil) }
        pageViewController.delegate?.pageViewController(pageViewController, willTransitionTo: [next])
        let runner = pageViewController.startTurn(from: current, to: next, animated: true, interactive: true)
        {
            [weak pageViewController] completed in
            guard let pageViewController else { return }
            if completed { pageViewController.pages = [next] }
            pageViewController.delegate?.pageViewController(
                pageViewController, didFinishAnimating: true, previousViewControllers: [current],
                transitionCompleted: completed)
        }
        return InteractiveTransition(runner: runner)
    }

    /// Taps the tab bar item at `index`, as the user's finger does: the tab bar tells its
    /// delegate (the tab bar controller), which asks its delegate's `shouldSelect`, switches
    /// tabs and reports `didSelect` once the switch has finished.
    ///
    /// - Parameters:
    ///   - index: The item's position in the tab bar.
    ///   - tabBarController: The tab bar controller whose bar is tapped.
    public static func tapTab(at index: Int, of tabBarController: UITabBarController) {
        let bar = tabBarController.tabBar
        guard let items = bar.items, items.indices.contains(index), items[index].isEnabled else { return }
        HeadlessJobs.followingVirtualTime { bar.delegate?.tabBar(bar, didSelect: items[index]) }
    }

    /// Taps a bar button item: its primary action's handler runs, as on a device.
    ///
    /// - Parameter item: The item, enabled, with a primary action.
    public static func tap(_ item: UIBarButtonItem) {
        guard item.isEnabled, let action = item.primaryAction else { return }
        HeadlessJobs.followingVirtualTime { action.handler(action) }
    }

    /// Moves the app to the background: `willResignActive` then `didEnterBackground` are posted;
    /// no controller gets appearance callbacks.
    public static func enterBackground() {
        HeadlessJobs.followingVirtualTime { HeadlessWorld.shared.enterBackground() }
    }

    /// Brings the app to the foreground: `willEnterForeground` then `didBecomeActive` are posted;
    /// no controller gets appearance callbacks.
    public static func enterForeground() {
        HeadlessJobs.followingVirtualTime { HeadlessWorld.shared.enterForeground() }
    }

    /// Starts a fresh world: clock at zero, no work, no windows, an empty trace and console, the
    /// app active, the latest iOS profile (`reset(profile:)` picks another), and every sibling
    /// module's state (SwiftUI's graph) gone with the old world.
    public static func reset() {
        HeadlessWorld.shared.tearDown()
        HeadlessWorld.shared = HeadlessWorld()
        HeadlessWorld.traceStore.removeAll()
        HeadlessPasteboards.general.removeAllForNewWorld(persistent: true)
    }

    /// Every lifecycle callback the runtime has made since the last reset or `clearTrace()`,
    /// recorded at the call site (so overrides that skip `super` are still seen).
    ///
    /// There is one trace for the process (a `deinit` may record from any context), so suites
    /// that read it should run serialized.
    public static var trace: [TraceRecord] {
        HeadlessWorld.traceStore.snapshot
    }

    /// The runtime warnings UIKit and SwiftUI printed to the console since the last reset, oldest
    /// first (the unbalanced-appearance and misuse messages a device prints, in its words).
    public static var consoleMessages: [String] {
        HeadlessWorld.shared.console.messages
    }

    /// Empties the trace without otherwise changing the world.
    public static func clearTrace() {
        HeadlessWorld.traceStore.removeAll()
    }
}
