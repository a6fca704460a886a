// ViewLifecycle · HeadlessUIKit

/// An object told when a user's swipe starts turning a page and when the turn ends.
///
/// UIKit's members are `optional`; here each has an empty default (see `Docs/HeadlessUIKit.md`).
@MainActor @preconcurrency
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    /// Called as a user's swipe begins to turn to `pendingViewControllers`.
    ///
    /// - Parameters:
    ///   - pageViewController: The page view controller.
    ///   - pendingViewControllers: The pages the swipe is turning to.
    func pageViewController(
        _ pageViewController: UIPageViewController,
        willTransitionTo pendingViewControllers: [UIViewController])

    /// Called when a user's swipe has ended, turned or not.
    ///
    /// - Parameters:
    ///   - pageViewController: The page view controller.
    ///   - finished: Whether the animation finished.
    ///   - previousViewControllers: The pages shown before the swipe.
    ///   - completed: Whether the page turned (`false` for a cancelled swipe).
    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
}

extension UIPageViewControllerDelegate {
    /// Does nothing; optional in UIKit.
    ///
    /// - Parameters:
    ///   - pageViewController: The page view controller.
    ///   - pendingViewControllers: The pages the swipe is turning to.
    public func pageViewController(
        _ pageViewController: UIPageViewController,
        willTransitionTo pendingViewControllers: [UIViewController]
    ) {}

    /// Does nothing; optional in UIKit.
    ///
    /// - Parameters:
    ///   - pageViewController: The page view controller.
    ///   - finished: Whether the animation finished.
    ///   - previousViewControllers: The pages shown before the swipe.
    ///   - completed: Whether the page turned.
    public func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
        previousViewControllers: [UIViewController], transitionCompleted completed: Bool
    ) {}
}
