// ViewLifecycle · HeadlessUIKit

/// The scroll view delegate methods of UIKit's table and collection view controllers, declared
/// once for both.
///
/// UIKit's Swift overlay puts every method of the delegate protocols a class adopts on the class,
/// so a subclass of `UITableViewController` or `UICollectionViewController` writes `override` on
/// `scrollViewDidScroll(_:)` and the rest; these are those members, with UIKit's defaults. Not
/// UIKit's: the two controllers derive from `UIViewController` directly there, a difference no
/// source that compiles against UIKit can see. Not for subclassing of its own.
@MainActor @preconcurrency
open class _ScrollViewDelegateViewController: UIViewController {
    /// Called whenever the content offset changes.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}

    /// Called when the zoom scale changes.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}

    /// Called when a drag begins.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}

    /// Called as the finger lifts.
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}

    /// Called once the finger has lifted.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}

    /// Called when deceleration begins.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}

    /// Called when deceleration ends.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}

    /// Called when a scroll animation ends.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}

    /// The view to zoom, or `nil`.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }

    /// Called when zooming is about to start.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}

    /// Called when zooming has ended.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    {}

    /// Whether a status-bar tap scrolls to the top.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }

    /// Called after scrolling to the top.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}

    /// Called when the adjusted inset changes.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
