// ViewLifecycle · HeadlessUIKit

/// An event the app receives: here the touches of one gesture the `Headless` driver plays.
@MainActor @preconcurrency
open class UIEvent: NSObject {
    /// The event's touches.
    let storedTouches: Set<UITouch>
    /// The virtual time of the event's latest change.
    var storedTimestamp: TimeInterval

    /// Creates an empty touch event at the current virtual time.
    public override convenience init() {
        self.init(touches: [])
    }

    /// Creates a touch event with `touches`.
    init(touches: Set<UITouch>) {
        storedTouches = touches
        storedTimestamp = HeadlessWorld.shared.now
        super.init()
    }

    /// The kind of event: always `.touches` here.
    open var type: UIEvent.EventType { .touches }

    /// The event's subkind: `.none` for touches.
    open var subtype: UIEvent.EventSubtype { .none }

    /// The virtual time, in seconds, of the event's latest change.
    open var timestamp: TimeInterval { storedTimestamp }

    /// All the event's touches.
    open var allTouches: Set<UITouch>? { storedTouches }

    /// The touches in `window`.
    ///
    /// - Parameter window: The window.
    /// - Returns: Its touches.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        storedTouches.filter { $0.window === window }
    }

    /// The touches that began in `view`.
    ///
    /// - Parameter view: The view.
    /// - Returns: Its touches.
    open func touches(for view: UIView) -> Set<UITouch>? {
        storedTouches.filter { $0.view === view }
    }

    /// The touches delivered to `gesture`.
    ///
    /// - Parameter gesture: The gesture recognizer.
    /// - Returns: Its touches.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        storedTouches.filter { touch in touch.storedGestureRecognizers.contains { $0 === gesture } }
    }
}
