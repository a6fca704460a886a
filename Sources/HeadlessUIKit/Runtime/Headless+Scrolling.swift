// ViewLifecycle · HeadlessUIKit

extension Headless {
    /// Drags a scroll view's content as a user's finger does, moving `contentOffset` by `distance`
    /// (positive `y` reveals content further down), then lifting the finger with `velocity`.
    ///
    /// The delegate hears what a device's log shows (juejin.cn/post/7020976046191149070):
    /// `scrollViewWillBeginDragging`, one `scrollViewDidScroll` per finger move (each move at
    /// most 100 points, a guess at the frames' granularity, followed by the frame's layout pass,
    /// where a table view tiles its cells), `scrollViewWillEndDragging(_:withVelocity:
    /// targetContentOffset:)` (not while paging, as UIKit documents), then
    /// `scrollViewDidEndDragging(_:willDecelerate:)`. With a velocity, or when paging leaves
    /// the content between pages, `scrollViewWillBeginDecelerating` follows and, when the
    /// clock has passed the deceleration (1 s, a guess), a last `scrollViewDidScroll` at the
    /// target and `scrollViewDidEndDecelerating`. Offsets stay within the content and its insets.
    ///
    /// - Parameters:
    ///   - scrollView: The scroll view, with scrolling enabled.
    ///   - distance: How far the content offset moves while the finger is down.
    ///   - velocity: The finger's velocity as it lifts, in points per millisecond.
    public static func drag(_ scrollView: UIScrollView, by distance: CGPoint, velocity: CGPoint = .zero) {
        guard scrollView.isScrollEnabled else { return }
        HeadlessJobs.followingVirtualTime { scrollView.performDrag(by: distance, velocity: velocity) }
    }
}
