// ViewLifecycle · HeadlessUIKit

/// An object that supplies the pages before and after a page, as a user's swipe needs them.
@MainActor @preconcurrency
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// Returns the page before `viewController`, or `nil` at the first page.
    ///
    /// - Parameters:
    ///   - pageViewController: The page view controller.
    ///   - viewController: The current page.
    /// - Returns: The previous page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController
    ) -> UIViewController?

    /// Returns the page after `viewController`, or `nil` at the last page.
    ///
    /// - Parameters:
    ///   - pageViewController: The page view controller.
    ///   - viewController: The current page.
    /// - Returns: The next page.
    func pageViewController(
        _ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController
    ) -> UIViewController?
}
