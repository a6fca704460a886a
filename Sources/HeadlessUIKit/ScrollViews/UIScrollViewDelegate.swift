// ViewLifecycle · HeadlessUIKit

/// An object told as a scroll view scrolls, is dragged and decelerates.
///
/// UIKit's members are `optional` Objective-C requirements; here each has UIKit's default in the
/// extension below (`Docs/HeadlessUIKit.md`, "Optional delegate methods without Objective-C").
@MainActor @preconcurrency
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// Called whenever the content offset changes.
    ///
    /// - Parameter scrollView: The scroll view.
    func scrollViewDidScroll(_ scrollView: UIScrollView)

    /// Called when the zoom scale changes.
    ///
    /// - Parameter scrollView: The scroll view.
    func scrollViewDidZoom(_ scrollView: UIScrollView)

    /// Called when the user's finger starts to drag the content.
    ///
    /// - Parameter scrollView: The scroll view.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)

    /// Called as the finger lifts; the delegate may change where the content comes to rest.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - velocity: The finger's velocity in points per millisecond.
    ///   - targetContentOffset: Where deceleration will stop; writable.
    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>)

    /// Called once the finger has lifted.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - decelerate: Whether the content keeps moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)

    /// Called when the content starts to slow down after a flick.
    ///
    /// - Parameter scrollView: The scroll view.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)

    /// Called when the content has come to rest after decelerating.
    ///
    /// - Parameter scrollView: The scroll view.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)

    /// Called when an animated `setContentOffset` or `scrollRectToVisible` has finished.
    ///
    /// - Parameter scrollView: The scroll view.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)

    /// The view to scale when zooming, or `nil` for none.
    ///
    /// - Parameter scrollView: The scroll view.
    /// - Returns: The zoomed view.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?

    /// Called when zooming is about to start.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - view: The view that will zoom.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)

    /// Called when zooming has ended.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - view: The view that zoomed.
    ///   - scale: The final scale.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)

    /// Whether a tap on the status bar may scroll to the top.
    ///
    /// - Parameter scrollView: The scroll view.
    /// - Returns: `true` to allow it.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool

    /// Called after a scroll to the top has finished.
    ///
    /// - Parameter scrollView: The scroll view.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)

    /// Called when `adjustedContentInset` changes.
    ///
    /// - Parameter scrollView: The scroll view.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing; optional in UIKit.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    /// Does nothing; optional in UIKit.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}

    /// Does nothing; optional in UIKit.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

    /// Does nothing; optional in UIKit.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - velocity: The finger's velocity.
    ///   - targetContentOffset: Where deceleration will stop.
    public func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}

    /// Does nothing; optional in UIKit.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - decelerate: Whether the content keeps moving.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}

    /// Does nothing; optional in UIKit.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}

    /// Does nothing; optional in UIKit.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}

    /// Does nothing; optional in UIKit.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}

    /// No view zooms; optional in UIKit.
    ///
    /// - Parameter scrollView: The scroll view.
    /// - Returns: `nil`.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }

    /// Does nothing; optional in UIKit.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - view: The view that will zoom.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}

    /// Does nothing; optional in UIKit.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view.
    ///   - view: The view that zoomed.
    ///   - scale: The final scale.
    public func scrollViewDidEndZooming(
        _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {}

    /// Allows it; optional in UIKit.
    ///
    /// - Parameter scrollView: The scroll view.
    /// - Returns: `true`.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }

    /// Does nothing; optional in UIKit.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}

    /// Does nothing; optional in UIKit.
    ///
    /// - Parameter scrollView: The scroll view.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
