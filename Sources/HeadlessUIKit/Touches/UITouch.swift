// ViewLifecycle · HeadlessUIKit

/// A finger on the screen: where it is, where it was, and which view and window it touches.
///
/// The headless runtime makes touches only in the `Headless` gesture driver (`Headless.tap(_:)`
/// and friends); its locations are kept in window coordinates and converted through the
/// superviews' frames and bounds (transforms are ignored, as everywhere in the runtime).
@MainActor @preconcurrency
open class UITouch: NSObject {
    /// The touch's position in its window's coordinates.
    var windowLocation: CGPoint
    /// The position before the latest move, in window coordinates.
    var previousWindowLocation: CGPoint
    /// The touch's phase, as the driver last set it.
    var storedPhase: UITouch.Phase
    /// The virtual time of the latest change.
    var storedTimestamp: TimeInterval
    /// The view first touched.
    weak var storedView: UIView?
    /// The recognizers the touch is delivered to.
    var storedGestureRecognizers: [UIGestureRecognizer] = []

    /// Creates a touch at the origin of no view, just begun.
    public override init() {
        windowLocation = .zero
        previousWindowLocation = .zero
        storedPhase = .began
        storedTimestamp = HeadlessWorld.shared.now
        super.init()
    }

    /// Creates a touch that begins at `point` in `view`.
    ///
    /// - Parameters:
    ///   - point: The location in `view`'s coordinates.
    ///   - view: The view touched.
    init(at point: CGPoint, in view: UIView) {
        windowLocation = view.convertToWindow(point)
        previousWindowLocation = windowLocation
        storedPhase = .began
        storedTimestamp = HeadlessWorld.shared.now
        storedView = view
        super.init()
    }

    /// The virtual time, in seconds, at which the touch last changed.
    open var timestamp: TimeInterval { storedTimestamp }

    /// Where the touch is in its life.
    open var phase: UITouch.Phase { storedPhase }

    /// How many times the finger tapped in quick succession (1 for the driver's taps).
    open var tapCount: Int { 1 }

    /// What made the touch: a finger on the screen, always, here.
    open var type: UITouch.TouchType { .direct }

    /// The window of the view touched.
    open var window: UIWindow? { storedView?.window }

    /// The view first touched (the hit-tested view), which keeps the touch as the finger moves.
    open var view: UIView? { storedView }

    /// The gesture recognizers the touch is delivered to, innermost view's first.
    open var gestureRecognizers: [UIGestureRecognizer]? { storedGestureRecognizers }

    /// The touch's location.
    ///
    /// - Parameter view: The view whose coordinates to use, or `nil` for the window's.
    /// - Returns: The location.
    open func location(in view: UIView?) -> CGPoint {
        view?.convertFromWindow(windowLocation) ?? windowLocation
    }

    /// The touch's location before its latest move.
    ///
    /// - Parameter view: The view whose coordinates to use, or `nil` for the window's.
    /// - Returns: The previous location.
    open func previousLocation(in view: UIView?) -> CGPoint {
        view?.convertFromWindow(previousWindowLocation) ?? previousWindowLocation
    }

    /// Moves the touch to `location` (window coordinates) in `phase`, at the current virtual time.
    func update(to location: CGPoint, phase: UITouch.Phase) {
        previousWindowLocation = windowLocation
        windowLocation = location
        storedPhase = phase
        storedTimestamp = HeadlessWorld.shared.now
    }
}
