// ViewLifecycle · HeadlessUIKit

/// The base class of gesture recognizers: attached to a view, it turns touches into a gesture and
/// moves its `state` through UIKit's states.
///
/// **Actions are not called headlessly.** UIKit's only actions are target-action pairs, and
/// sending a `Selector` needs the Objective-C runtime (`#selector(…)` does not compile on Linux),
/// so `init(target:action:)` and `addTarget(_:action:)` store the pair and nothing calls it. The
/// `Headless` gesture driver (`Headless.tap(_:)`, `longPress(_:)`, `pan(_:by:)`,
/// `swipe(_:_:)`) plays touches, asks the delegate, moves `state` and returns the recognizers
/// that recognized; a test attaches the handler the action names with `Headless.addAction(to:_:)`
/// and the driver calls it at each state change, where UIKit sends the action.
@MainActor @preconcurrency
open class UIGestureRecognizer: NSObject {
    /// A target-action pair; the target is held weakly, as UIKit does not retain it.
    struct TargetAction {
        /// The target, if it is an object still alive.
        weak var target: AnyObject?
        /// The method's name.
        let action: Selector
    }

    /// The stored target-action pairs, oldest first (never sent: see the class's discussion).
    var targetActions: [TargetAction] = []
    /// The state, as the driver last set it.
    var storedState: UIGestureRecognizer.State = .possible {
        didSet {
            if storedState == .possible, oldValue != .possible { reset() }
        }
    }
    /// The view the recognizer is attached to.
    weak var storedView: UIView?
    /// The recognizers that must fail before this one may recognize.
    var failureRequirements: [Weak] = []
    /// The touches of the latest gesture, kept after it ends so locations can be read.
    var latestTouches: [UITouch] = []
    /// The closures a test attached with `Headless.addAction(to:_:)`, called where UIKit sends
    /// the target-action pairs.
    var headlessActions: [HeadlessAction] = []

    /// A recognizer held weakly.
    struct Weak {
        /// The recognizer, while alive.
        weak var recognizer: UIGestureRecognizer?
    }

    /// Creates a recognizer and stores its target and action, which are never sent headlessly
    /// (see the class's discussion).
    ///
    /// - Parameters:
    ///   - target: The object that would receive `action`, or `nil`.
    ///   - action: The method's name, or `nil`.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// Creates a recognizer with no target.
    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// Creates a recognizer from an archive; the headless runtime keeps no archived state.
    ///
    /// - Parameter coder: The archive (unused).
    public convenience init?(coder: NSCoder) {
        self.init(target: nil, action: nil)
    }

    /// Stores a target-action pair; it is never sent headlessly (see the class's discussion).
    ///
    /// - Parameters:
    ///   - target: The object that would receive `action`.
    ///   - action: The method's name.
    open func addTarget(_ target: Any, action: Selector) {
        let object = Mirror(reflecting: target).displayStyle == .class ? target as AnyObject : nil
        targetActions.append(TargetAction(target: object, action: action))
    }

    /// Removes the matching target-action pairs.
    ///
    /// - Parameters:
    ///   - target: The target, or `nil` for every target.
    ///   - action: The method's name, or `nil` for every action.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target.map { $0 as AnyObject }
        targetActions.removeAll { pair in
            (object == nil || pair.target === object) && (action == nil || pair.action == action)
        }
    }

    /// Where the recognizer is in recognizing its gesture; `.possible` between gestures.
    ///
    /// Settable, as UIKit's `UIGestureRecognizerSubclass` makes it for subclasses; setting it
    /// sends no action here (the driver moves the built-in recognizers' states itself).
    open var state: UIGestureRecognizer.State {
        get { storedState }
        set { storedState = newValue }
    }

    /// The object asked whether the recognizer may begin, receive a touch or run alongside others.
    weak open var delegate: (any UIGestureRecognizerDelegate)?

    /// Whether the recognizer takes touches; turning it off cancels a gesture in progress.
    open var isEnabled = true {
        didSet {
            if !isEnabled, storedState == .began || storedState == .changed { storedState = .cancelled }
        }
    }

    /// The view the recognizer is attached to (set by `UIView.addGestureRecognizer(_:)`).
    open var view: UIView? { storedView }

    /// Whether the view gets `touchesCancelled(_:with:)` for the gesture's touches once it is
    /// recognized; `true` by default.
    open var cancelsTouchesInView = true

    /// Whether the view gets its touches only after the gesture fails; `false` by default.
    open var delaysTouchesBegan = false

    /// Whether the view's `touchesEnded(_:with:)` waits until the gesture fails; `true` by default.
    open var delaysTouchesEnded = true

    /// Whether the recognizer takes touches of one type at a time (recorded only).
    open var requiresExclusiveTouchType = true

    /// A name for debugging.
    open var name: String?

    /// Makes this recognizer wait for `otherGestureRecognizer` to fail before it may recognize.
    ///
    /// - Parameter otherGestureRecognizer: The recognizer that must fail first.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(Weak(recognizer: otherGestureRecognizer))
    }

    /// The centroid of the gesture's touches (those of the latest gesture once it has ended).
    ///
    /// - Parameter view: The view whose coordinates to use, or `nil` for the window's.
    /// - Returns: The location, or the origin before any gesture.
    open func location(in view: UIView?) -> CGPoint {
        guard !latestTouches.isEmpty else { return .zero }
        let points = latestTouches.map { $0.location(in: view) }
        let count = CGFloat(points.count)
        return CGPoint(
            x: points.reduce(0) { $0 + $1.x } / count, y: points.reduce(0) { $0 + $1.y } / count)
    }

    /// How many touches the gesture involves.
    open var numberOfTouches: Int { latestTouches.count }

    /// The location of one of the gesture's touches.
    ///
    /// - Parameters:
    ///   - touchIndex: The touch's index, below `numberOfTouches`.
    ///   - view: The view whose coordinates to use, or `nil` for the window's.
    /// - Returns: The location.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        precondition(
            latestTouches.indices.contains(touchIndex),
            "UIGestureRecognizer.location(ofTouch:in:): touch \(touchIndex) out of bounds; "
                + "the gesture has \(latestTouches.count) (read numberOfTouches first)")
        return latestTouches[touchIndex].location(in: view)
    }

    // UIGestureRecognizerSubclass.h: the hooks a subclass overrides.

    /// Called when the state goes back to `.possible`: headlessly when the next gesture starts after
    /// one ended, failed or was cancelled (UIKit does it once the touches are over). Does nothing here.
    open func reset() {}

    /// Stops sending the recognizer `touch`: the driver plays whole gestures, so nothing changes.
    open func ignore(_ touch: UITouch, for event: UIEvent) {}

    /// Stops sending the recognizer `button`: no presses are played headlessly, so nothing changes.
    open func ignore(_ button: UIPress, for event: UIPressesEvent) {}

    /// Whether recognizing the gesture may prevent `preventedGestureRecognizer`; true by default.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer` may prevent this one; true by default.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer waits for `otherGestureRecognizer` to fail; false by default.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` waits for this one to fail; false by default.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether the recognizer takes part in `event`; true by default. The driver asks it before a
    /// gesture starts, with the delegate.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    /// Called with touches that begin; the driver plays the built-in recognizers itself and sends
    /// subclasses no touches, so this does nothing.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called with touches that move; not sent by the driver (see `touchesBegan(_:with:)`).
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called with touches that end; not sent by the driver (see `touchesBegan(_:with:)`).
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called with touches that are cancelled; not sent by the driver (see `touchesBegan(_:with:)`).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    /// Called when touches' estimated properties are updated; never headlessly.
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// Called with presses that begin; no presses are played headlessly.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Called with presses that change; no presses are played headlessly.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Called with presses that end; no presses are played headlessly.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Called with presses that are cancelled; no presses are played headlessly.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
}
