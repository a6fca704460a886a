// ViewLifecycle · LifecycleCore

/// A state machine that turns raw UIKit callbacks, in any order, into well-formed lifecycle events.
///
/// Feed every ``RawCallback`` a controller receives to ``receive(_:)`` and deliver what it returns.
/// Whatever the raw order, the delivered stream obeys this contract:
///
/// 1. ``LifecycleEvent/load`` comes at most once, and before any appearance event. A raw
///    appearance callback that arrives before `viewDidLoad` gets `load` synthesized first; a
///    `viewDidLoad` that comes after that is dropped, as is a second one.
/// 2. Appearance events follow the phase machine, ``AppearanceMachine``, only:
///    `hidden -willAppear-> appearing -didAppear-> visible -willDisappear-> disappearing
///    -didDisappear-> hidden`, plus the cancellation edges `appearing -willDisappear->
///    disappearing` and `disappearing -willAppear-> appearing`.
///    ``LifecycleEvent/isAppearing(animated:)`` comes at most once per appearing phase, while
///    appearing.
/// 3. ``RawCallback/teardown`` ends in ``AppearancePhase/hidden``: a missing `willDisappear` and
///    `didDisappear` are synthesized. Nothing is delivered after teardown.
/// 4. Repair, not reorder: a `did` (or `viewIsAppearing`) whose `will` never came gets the `will`
///    synthesized just before it; a callback with no legal transition from the current phase
///    (a repeat, say) is dropped.
///
/// Synthesized events carry the `animated` flag of the raw callback that caused them; those
/// caused by teardown carry `false`.
///
/// ```swift
/// var balancer = AppearanceBalancer()
/// balancer.receive(.viewWillAppear(animated: false))  // [load, willAppear(animated: false)]
/// balancer.receive(.viewDidLoad)                      // [] (late: load was delivered)
/// balancer.receive(.teardown)      // [willDisappear(animated: false), didDisappear(animated: false)]
/// ```
public struct AppearanceBalancer: Sendable {
    /// The phase machine, fed the callbacks as they are delivered.
    private var appearance = AppearanceMachine()

    /// The phase that the events delivered so far leave the view in.
    public var phase: AppearancePhase { appearance.phase }

    /// Whether ``LifecycleEvent/load`` has been delivered.
    public private(set) var isLoaded = false

    /// Whether ``RawCallback/teardown`` was received; the balancer delivers nothing after it.
    public private(set) var isTornDown = false

    /// Creates a balancer for a view that is not loaded and not on screen.
    public init() {}

    /// Takes one raw callback and returns the events to deliver for it, in order.
    ///
    /// - Parameter raw: The callback the controller received.
    /// - Returns: Zero to three events; an inline collection that allocates nothing.
    /// - Complexity: O(1).
    @discardableResult
    public mutating func receive(_ raw: RawCallback) -> Events {
        var events = Events()
        guard !isTornDown else { return events }
        switch raw {
        case .viewDidLoad:
            loadIfNeeded(into: &events)
        // One arm per kind, so that each arm's event folds to a constant: one arm for all five
        // switched on the callback a second time, a jump mispredicted on a mixed stream.
        case .viewWillAppear:
            deliver(raw, as: LifecycleEvent(delivering: raw)!, into: &events)
        case .viewIsAppearing:
            deliver(raw, as: LifecycleEvent(delivering: raw)!, into: &events)
        case .viewDidAppear:
            deliver(raw, as: LifecycleEvent(delivering: raw)!, into: &events)
        case .viewWillDisappear:
            deliver(raw, as: LifecycleEvent(delivering: raw)!, into: &events)
        case .viewDidDisappear:
            deliver(raw, as: LifecycleEvent(delivering: raw)!, into: &events)
        case .teardown:
            // Teardown ends hidden as a `viewDidDisappear` would: repaired with its `will` if the
            // view is on screen, dropped if it is hidden already.
            let disappear = RawCallback.viewDidDisappear(animated: false)
            deliver(disappear, as: LifecycleEvent(delivering: disappear)!, into: &events)
            isTornDown = true
        }
        return events
    }

    /// Delivers what the phase machine makes of an appearance callback, `raw` as `event`: its
    /// edge, its repair's `will` and then it, or nothing.
    ///
    /// Always inlined, as the machine's `next(on:)` and `receive(_:)` are, so that the machine's
    /// transition is never built only to be switched on again: without any of the three,
    /// cachegrind counted a third more mispredicted jumps per callback on the bench's stream.
    @inline(__always)
    private mutating func deliver(_ raw: RawCallback, as event: LifecycleEvent, into events: inout Events) {
        switch appearance.receive(raw) {
        case .advance, .cancel:
            loadIfNeeded(into: &events)
            events.append(event)
        case .repair(let will, _):
            loadIfNeeded(into: &events)
            events.append(LifecycleEvent(delivering: will)!)
            events.append(event)
        case .refuse:
            break
        }
    }

    private mutating func loadIfNeeded(into events: inout Events) {
        guard !isLoaded else { return }
        isLoaded = true
        events.append(.load)
    }
}
