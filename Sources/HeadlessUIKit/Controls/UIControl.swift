// ViewLifecycle · HeadlessUIKit

/// The base class of controls: its state, and the actions it sends for its events.
///
/// Target-action with `#selector` needs the Objective-C runtime, so `addTarget(_:action:for:)`
/// is absent; `addAction(_:for:)` with a `UIAction` is UIKit's closure form of the same thing.
/// The `Headless` driver plays a user's touches (`Headless.tapControl(_:)` and friends), which
/// send the events a device sends.
@MainActor @preconcurrency
open class UIControl: UIView {
    /// One registered action and the events it listens to.
    struct Registration {
        /// The action.
        let action: UIAction
        /// The events' bits.
        var events: UInt
    }

    /// The registered actions, oldest first (the order in which they run).
    var registrations: [Registration] = []

    /// Whether the control takes touches; a disabled one ignores the driver's gestures.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { controlStateDidChange() } }
    }
    /// Whether the control is selected.
    open var isSelected = false {
        didSet { if isSelected != oldValue { controlStateDidChange() } }
    }
    /// Whether a touch is down inside the control (set by the driver between touch down and up).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { controlStateDidChange() } }
    }
    /// Whether a touch-and-hold shows the control's menu (a button's `menu`).
    open var isContextMenuInteractionEnabled = false
    /// Whether a tap shows the control's menu instead of sending its primary action.
    open var showsMenuAsPrimaryAction = false
    /// The text of the control's tool tip (shown on pointer devices).
    open var toolTip: String?

    /// Creates a control with a frame.
    ///
    /// - Parameter frame: The frame in the superview's coordinates.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control from an archive; the headless runtime keeps no archived state.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a control with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a control whose primary action is `primaryAction`.
    ///
    /// - Parameters:
    ///   - frame: The frame in the superview's coordinates.
    ///   - primaryAction: Sent for `.primaryActionTriggered`, or `nil`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// The control's state: highlighted, disabled and selected read from their properties.
    open var state: UIControl.State {
        var state: UIControl.State = .normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Whether the control is tracking a touch (never: the driver's touches are instantaneous).
    open var isTracking: Bool { false }
    /// Whether the tracked touch is inside the control (never: see `isTracking`).
    open var isTouchInside: Bool { false }

    /// Registers `action` for `controlEvents`; an action with the same identifier already
    /// registered listens to these events too, with the newer action.
    ///
    /// - Parameters:
    ///   - action: The action to run.
    ///   - controlEvents: The events that run it.
    open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        if let index = registrations.firstIndex(where: { $0.action.identifier == action.identifier }) {
            registrations[index] = Registration(
                action: action, events: registrations[index].events | controlEvents.rawValue)
        } else {
            registrations.append(Registration(action: action, events: controlEvents.rawValue))
        }
    }

    /// Stops `action` from running for `controlEvents`.
    ///
    /// - Parameters:
    ///   - action: The action to remove.
    ///   - controlEvents: The events it no longer listens to.
    open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Stops the action with `actionIdentifier` from running for `controlEvents`.
    ///
    /// - Parameters:
    ///   - actionIdentifier: The action's identifier.
    ///   - controlEvents: The events it no longer listens to.
    open func removeAction(
        identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: UIControl.Event
    ) {
        for index in registrations.indices where registrations[index].action.identifier == actionIdentifier {
            registrations[index].events &= ~controlEvents.rawValue
        }
        registrations.removeAll { $0.events == 0 }
    }

    /// The events that have at least one action.
    open var allControlEvents: UIControl.Event {
        UIControl.Event(rawValue: registrations.reduce(0) { $0 | $1.events })
    }

    /// Runs `action` with this control as its sender.
    ///
    /// - Parameter action: The action to run.
    open func sendAction(_ action: UIAction) {
        let previous = action.currentSender
        action.currentSender = self
        defer { action.currentSender = previous }
        action.handler(action)
    }

    /// Runs the actions registered for any of `controlEvents`, in the order they were added.
    ///
    /// - Parameter controlEvents: The events that occurred.
    open func sendActions(for controlEvents: UIControl.Event) {
        let matching = registrations.filter { $0.events & controlEvents.rawValue != 0 }
        for registration in matching { sendAction(registration.action) }
    }

    /// One target-action pair and the events it listens to.
    struct TargetRegistration {
        /// The target, held weakly as UIKit holds it; nil for the responder chain.
        weak var target: AnyObject?
        /// The method sent (never sent on Linux, which has no Objective-C runtime).
        let action: Selector
        /// The events' bits.
        var events: UInt
    }

    /// The target-action pairs, oldest first.
    var targetRegistrations: [TargetRegistration] = []

    /// Registers `action` to be sent to `target` for `controlEvents`. It is kept, and listed by
    /// `enumerateEventHandlers(_:)`, but never sent: Linux has no Objective-C runtime (use `UIAction`s).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
        let object = target.map { $0 as AnyObject }
        if let index = targetRegistrations.firstIndex(where: { $0.target === object && $0.action == action })
        {
            targetRegistrations[index].events |= controlEvents.rawValue
        } else {
            targetRegistrations.append(
                TargetRegistration(target: object, action: action, events: controlEvents.rawValue))
        }
    }

    /// Removes `target`'s `action` (any action when nil) for `controlEvents`; a nil target removes every
    /// target's.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: UIControl.Event) {
        let object = target.map { $0 as AnyObject }
        for index in targetRegistrations.indices
        where (object == nil || targetRegistrations[index].target === object)
            && (action == nil || targetRegistrations[index].action == action)
        {
            targetRegistrations[index].events &= ~controlEvents.rawValue
        }
        targetRegistrations.removeAll { $0.events == 0 }
    }

    /// Sends `action` to `target`: no selector is sent on Linux, so nothing happens (recorded among the
    /// inert calls).
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        InertCalls.record("UIControl.sendAction(_:to:for:)")
    }

    /// Calls `iterator` for each registered handler and each event it listens to: the actions first, in
    /// the order added, then the target-action pairs. Setting the last argument to true stops.
    @available(iOS 14.0, *)
    public func enumerateEventHandlers(
        _ iterator: (
            _ actionHandler: UIAction?, _ targetAction: (Any?, Selector)?, _ controlEvent: UIControl.Event,
            _ stop: inout Bool
        ) -> Void
    ) {
        var stop = false
        let handlers: [(UIAction?, (Any?, Selector)?, UInt)] =
            registrations.map { ($0.action, nil, $0.events) }
            + targetRegistrations.map { (nil, ($0.target, $0.action), $0.events) }
        for (action, targetAction, events) in handlers {
            for bit in 0..<UInt.bitWidth where events & (1 << bit) != 0 {
                iterator(action, targetAction, UIControl.Event(rawValue: 1 << bit), &stop)
                if stop { return }
            }
        }
    }

    /// Hook for subclasses whose look follows the state (a button's configuration update).
    func controlStateDidChange() {}

    /// Sends the control's primary action, as a tap would (iOS 17.4).
    open func performPrimaryAction() {
        sendActions(for: .primaryActionTriggered)
    }

    // MARK: - Tracking hooks subclasses override

    // Declared in the class because apps override them; the driver's gestures send the control's
    // events directly and do not call them (a guess where UIKit's order would matter).

    /// Whether the control starts tracking `touch`: `true`.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Whether the control keeps tracking `touch` as it moves: `true`.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Called when tracking `touch` ends.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    /// Called when tracking is cancelled.
    open func cancelTracking(with event: UIEvent?) {}
}
