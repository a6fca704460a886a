// ViewLifecycle · LifecycleCore

/// A state machine that turns raw UIKit callbacks, in any order, into well-formed lifecycle events.
///
/// Feed every ``RawCallback`` a controller receives to ``receive(_:)`` and deliver what it returns.
/// Whatever the raw order, the delivered stream obeys this contract:
///
/// 1. ``LifecycleEvent/load`` comes at most once, and before any appearance event. A raw
///    appearance callback that arrives before `viewDidLoad` gets `load` synthesized first; a
///    `viewDidLoad` that comes after that is dropped, as is a second one.
/// 2. Appearance events follow the ``AppearancePhase`` machine only:
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
    /// The phase that the events delivered so far leave the view in.
    public private(set) var phase: AppearancePhase = .hidden

    /// Whether ``LifecycleEvent/load`` has been delivered.
    public private(set) var isLoaded = false

    /// Whether ``RawCallback/teardown`` was received; the balancer delivers nothing after it.
    public private(set) var isTornDown = false

    /// Whether `isAppearing` was delivered in the current appearing phase.
    private var deliveredIsAppearing = false

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
        case .viewWillAppear(let animated):
            switch phase {
            case .hidden, .disappearing:
                appear(animated, into: &events)
            case .appearing, .visible:
                break
            }
        case .viewIsAppearing(let animated):
            switch phase {
            case .hidden, .disappearing:
                appear(animated, into: &events)
                markIsAppearing(animated, into: &events)
            case .appearing:
                if !deliveredIsAppearing { markIsAppearing(animated, into: &events) }
            case .visible:
                break
            }
        case .viewDidAppear(let animated):
            switch phase {
            case .hidden, .disappearing:
                appear(animated, into: &events)
                finishAppearing(animated, into: &events)
            case .appearing:
                finishAppearing(animated, into: &events)
            case .visible:
                break
            }
        case .viewWillDisappear(let animated):
            switch phase {
            case .appearing, .visible:
                disappear(animated, into: &events)
            case .hidden, .disappearing:
                break
            }
        case .viewDidDisappear(let animated):
            switch phase {
            case .appearing, .visible:
                disappear(animated, into: &events)
                finishDisappearing(animated, into: &events)
            case .disappearing:
                finishDisappearing(animated, into: &events)
            case .hidden:
                break
            }
        case .teardown:
            switch phase {
            case .appearing, .visible:
                disappear(false, into: &events)
                finishDisappearing(false, into: &events)
            case .disappearing:
                finishDisappearing(false, into: &events)
            case .hidden:
                break
            }
            isTornDown = true
        }
        return events
    }

    private mutating func loadIfNeeded(into events: inout Events) {
        guard !isLoaded else { return }
        isLoaded = true
        events.append(.load)
    }

    private mutating func appear(_ animated: Bool, into events: inout Events) {
        loadIfNeeded(into: &events)
        phase = .appearing
        deliveredIsAppearing = false
        events.append(.willAppear(animated: animated))
    }

    private mutating func markIsAppearing(_ animated: Bool, into events: inout Events) {
        deliveredIsAppearing = true
        events.append(.isAppearing(animated: animated))
    }

    private mutating func finishAppearing(_ animated: Bool, into events: inout Events) {
        phase = .visible
        events.append(.didAppear(animated: animated))
    }

    private mutating func disappear(_ animated: Bool, into events: inout Events) {
        phase = .disappearing
        events.append(.willDisappear(animated: animated))
    }

    private mutating func finishDisappearing(_ animated: Bool, into events: inout Events) {
        phase = .hidden
        events.append(.didDisappear(animated: animated))
    }
}
