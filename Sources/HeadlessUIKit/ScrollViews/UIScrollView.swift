// ViewLifecycle · HeadlessUIKit

/// A view whose bounds' origin, the content offset, moves over content larger than itself.
///
/// Nothing is drawn; what is modelled is the offset, which part of the content is visible (the
/// bounds), the delegate's calls, animated scrolls on virtual time, and a user's drag through
/// `Headless.drag(_:by:velocity:)`.
@MainActor @preconcurrency
open class UIScrollView: UIView {
    /// The visible part of the content; its origin is `contentOffset`.
    open override var bounds: CGRect {
        didSet {
            guard bounds.origin != oldValue.origin || bounds.size != oldValue.size else { return }
            setNeedsLayout()
            if bounds.origin != oldValue.origin { delegate?.scrollViewDidScroll(self) }
        }
    }

    /// The point of the content shown at the scroll view's top-left corner.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// The size of the content, in points.
    open var contentSize: CGSize = .zero

    /// Extra space around the content that the user can scroll to.
    open var contentInset: UIEdgeInsets = .zero {
        didSet {
            guard contentInset != oldValue else { return }
            delegate?.scrollViewDidChangeAdjustedContentInset(self)
        }
    }

    /// The content inset plus the safe area; the headless screen has no safe area, so it equals
    /// `contentInset`.
    open var adjustedContentInset: UIEdgeInsets { contentInset }

    /// How the safe area adds to the content inset (recorded; the safe area is empty here).
    open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic

    /// Whether the user can scroll; when `false`, drags do nothing.
    open var isScrollEnabled = true

    /// The pull-to-refresh control, added to the scroll view as a subview, as UIKit does;
    /// `Headless.pullToRefresh(_:)` pulls it.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl { addSubview(refreshControl) }
        }
    }

    /// Whether the content bounces past its edges (recorded; drags stop at the edges).
    open var bounces = true

    /// Whether vertical bouncing happens even when the content is shorter than the view.
    open var alwaysBounceVertical = false

    /// Whether horizontal bouncing happens even when the content is narrower than the view.
    open var alwaysBounceHorizontal = false

    /// Whether a drag comes to rest on multiples of the view's size.
    open var isPagingEnabled = false

    /// Whether the vertical indicator shows while scrolling (recorded, never drawn).
    open var showsVerticalScrollIndicator = true

    /// Whether the horizontal indicator shows while scrolling (recorded, never drawn).
    open var showsHorizontalScrollIndicator = true

    /// Whether a tap on the status bar scrolls to the top.
    open var scrollsToTop = true

    /// The smallest zoom scale.
    open var minimumZoomScale: CGFloat = 1

    /// The largest zoom scale.
    open var maximumZoomScale: CGFloat = 1

    /// The current zoom scale (recorded; nothing zooms).
    open var zoomScale: CGFloat = 1

    /// Whether zooming past the limits bounces back (recorded).
    open var bouncesZoom = true

    /// Whether the user may zoom; headlessly `false`, since only code zooms here.
    open var isZooming: Bool { false }

    /// Whether a zoom is bouncing back past a limit; headlessly never.
    open var isZoomBouncing: Bool { false }

    /// Zooms to `scale`, kept within the minimum and maximum: when the delegate has a view for
    /// zooming and the scale changes, it hears `scrollViewDidZoom` (a guess at UIKit's rule;
    /// without a zooming view UIKit does not zoom).
    ///
    /// - Parameters:
    ///   - scale: The new scale.
    ///   - animated: Whether the zoom is animated (nothing is drawn).
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard let delegate, delegate.viewForZooming(in: self) != nil else { return }
        let kept = min(max(scale, minimumZoomScale), maximumZoomScale)
        guard kept != zoomScale else { return }
        zoomScale = kept
        delegate.scrollViewDidZoom(self)
    }

    /// Zooms so that `rect` (in the zooming view's coordinates) fills the bounds: the scale is
    /// the one that fits the rectangle's larger side, then as `setZoomScale(_:animated:)`.
    ///
    /// - Parameters:
    ///   - rect: The rectangle to show.
    ///   - animated: Whether the zoom is animated (nothing is drawn).
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0 else { return }
        let scale = min(bounds.width / rect.width, bounds.height / rect.height)
        setZoomScale(scale, animated: animated)
    }

    /// The look of the scroll indicators (recorded).
    open var indicatorStyle: UIScrollView.IndicatorStyle = .default

    /// How fast a flick slows down; the driver's deceleration reads it.
    open var decelerationRate: UIScrollView.DecelerationRate = .normal

    /// How a drag dismisses the keyboard (recorded).
    open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none

    /// The inset of the vertical indicator (recorded).
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// The inset of the horizontal indicator (recorded).
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero

    /// The object told about scrolling, held weakly.
    open weak var delegate: (any UIScrollViewDelegate)? {
        didSet { delegateDidChange() }
    }

    /// Whether the user's finger is on the content.
    open internal(set) var isTracking = false

    /// Whether the user has begun scrolling; stays `true` through the deceleration that follows.
    open internal(set) var isDragging = false

    /// Whether the content is still moving after the finger lifted.
    open internal(set) var isDecelerating = false

    /// Counts scroll animations, so a newer one supersedes an older one still running.
    var scrollAnimationGeneration = 0
    /// The content and frame guides, made on first use.
    private var storedContentLayoutGuide: UILayoutGuide?
    private var storedFrameLayoutGuide: UILayoutGuide?

    /// The guide for the scrolled content's rectangle: constraints to it size the content
    /// (recorded, not solved, like every constraint here).
    open var contentLayoutGuide: UILayoutGuide {
        if let guide = storedContentLayoutGuide { return guide }
        let guide = UILayoutGuide(kind: .custom, owner: self)
        guide.identifier = "UIScrollView-contentLayoutGuide"
        storedContentLayoutGuide = guide
        return guide
    }

    /// The guide for the scroll view's own frame, which does not scroll.
    open var frameLayoutGuide: UILayoutGuide {
        if let guide = storedFrameLayoutGuide { return guide }
        let guide = UILayoutGuide(kind: .custom, owner: self)
        guide.identifier = "UIScrollView-frameLayoutGuide"
        storedFrameLayoutGuide = guide
        return guide
    }

    /// Hook for subclasses that keep a typed view of the delegate.
    func delegateDidChange() {}

    /// Moves the content to `contentOffset`, at once or over a short animation on virtual time.
    ///
    /// Animated, the offset is reached when the clock passes the animation's end (0.3 s, a
    /// guess), then `scrollViewDidEndScrollingAnimation(_:)` is called, as UIKit documents.
    ///
    /// - Parameters:
    ///   - contentOffset: The new offset.
    ///   - animated: Whether to animate.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        scrollAnimationGeneration += 1
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        let generation = scrollAnimationGeneration
        HeadlessWorld.shared.schedule(after: UIScrollView.scrollAnimationDuration) { [weak self] in
            guard let self, self.scrollAnimationGeneration == generation else { return }
            self.contentOffset = contentOffset
            self.layoutIfNeeded()
            self.delegate?.scrollViewDidEndScrollingAnimation(self)
        }
    }

    /// Scrolls the least distance that makes `rect` (in content coordinates) visible.
    ///
    /// - Parameters:
    ///   - rect: The area to reveal.
    ///   - animated: Whether to animate.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        var offset = contentOffset
        if rect.maxY > bounds.maxY { offset.y = rect.maxY - bounds.height }
        if rect.minY < offset.y { offset.y = rect.minY }
        if rect.maxX > bounds.maxX { offset.x = rect.maxX - bounds.width }
        if rect.minX < offset.x { offset.x = rect.minX }
        setContentOffset(clamped(offset), animated: animated)
    }

    /// Shows the scroll indicators briefly (nothing is drawn).
    open func flashScrollIndicators() {}

    /// How long an animated scroll takes on the virtual clock (a guess).
    static let scrollAnimationDuration: TimeInterval = 0.3

    /// `offset` kept within the scrollable range: from minus the top/left inset to the content's
    /// far edge plus the inset, less the view's size.
    func clamped(_ offset: CGPoint) -> CGPoint {
        let inset = adjustedContentInset
        let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        return CGPoint(
            x: min(max(offset.x, -inset.left), maxX), y: min(max(offset.y, -inset.top), maxY))
    }

    /// Apple's `touchesShouldBegin`: returns false headlessly (listed in `Headless.inertCalls`).
    open func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool {
        InertCalls.recordIfOnMainActor("UIScrollView.touchesShouldBegin(_:with:in:)")
        return false
    }

    /// Apple's `touchesShouldCancel`: returns false headlessly (listed in `Headless.inertCalls`).
    open func touchesShouldCancel(in view: UIView) -> Bool {
        InertCalls.recordIfOnMainActor("UIScrollView.touchesShouldCancel(in:)")
        return false
    }
}
