// ViewLifecycle · LifecycleCore

/// The appearance phase machine: for the current ``AppearancePhase`` and a ``RawCallback``, the
/// legal edge the callback takes, the repair that makes it legal, or why it has none.
///
/// The machine is the one statement of the cycle
/// `hidden -willAppear-> appearing -didAppear-> visible -willDisappear-> disappearing
/// -didDisappear-> hidden`, its two cancellation edges `appearing -willDisappear-> disappearing`
/// and `disappearing -willAppear-> appearing`, and `viewIsAppearing`'s rules: it is legal while
/// appearing, once per appearing phase, and counts as a `did` for repair. Where each callback
/// leads is one table, ``phase(after:)``, which the edges and repairs read. ``AppearanceBalancer``
/// delivers edges and repairs and drops refusals; the headless runtime dispatches edges only; the
/// trace checker holds a machine per object, reads repairs and refusals as findings and follows
/// the raw order (``follow(_:)``).
///
/// ```swift
/// var machine = AppearanceMachine()
/// machine.receive(.viewDidAppear(animated: false))
/// // .repair(will: .viewWillAppear(animated: false), to: .visible)
/// machine.receive(.viewWillAppear(animated: false))  // .refuse(.redundant)
/// ```
public struct AppearanceMachine: Hashable, Sendable {
    /// The phase the callbacks taken so far leave the view in.
    public private(set) var phase: AppearancePhase

    /// Whether `viewIsAppearing` was taken in the current appearing phase.
    public private(set) var isAppearingDelivered = false

    /// Creates a machine in `phase`, with no `viewIsAppearing` taken in it.
    ///
    /// - Parameter phase: Where the view stands; ``AppearancePhase/hidden`` for a new view.
    public init(phase: AppearancePhase = .hidden) {
        self.phase = phase
    }

    /// Says what `callback` means from the current phase, without taking it.
    ///
    /// A repair's `will` carries the callback's `animated` flag. Always inlined, as
    /// ``receive(_:)`` is, for the balancer's hot path (see its `deliver`).
    ///
    /// - Parameter callback: A raw callback; `viewDidLoad` and `teardown` are refused as
    ///   ``Refusal/notAppearance``.
    /// - Returns: The edge, repair or refusal.
    /// - Complexity: O(1).
    @inline(__always)
    public func next(on callback: RawCallback) -> Transition {
        guard let target = Self.phase(after: callback) else { return .refuse(.notAppearance) }
        switch callback {
        case .viewWillAppear:
            switch phase {
            case .hidden: return .advance(to: target)
            case .disappearing: return .cancel(to: target)
            case .appearing, .visible: return .refuse(.redundant)
            }
        case .viewIsAppearing(let animated):
            switch phase {
            case .hidden, .disappearing: return .repair(will: .viewWillAppear(animated: animated), to: target)
            case .appearing: return isAppearingDelivered ? .refuse(.redundant) : .advance(to: target)
            case .visible: return .refuse(.missingWill(.viewWillAppear(animated: animated)))
            }
        case .viewDidAppear(let animated):
            switch phase {
            case .hidden, .disappearing: return .repair(will: .viewWillAppear(animated: animated), to: target)
            case .appearing: return .advance(to: target)
            case .visible: return .refuse(.missingWill(.viewWillAppear(animated: animated)))
            }
        case .viewWillDisappear:
            switch phase {
            case .visible: return .advance(to: target)
            case .appearing: return .cancel(to: target)
            case .hidden, .disappearing: return .refuse(.redundant)
            }
        case .viewDidDisappear(let animated):
            switch phase {
            case .appearing, .visible:
                return .repair(will: .viewWillDisappear(animated: animated), to: target)
            case .disappearing: return .advance(to: target)
            case .hidden: return .refuse(.missingWill(.viewWillDisappear(animated: animated)))
            }
        case .viewDidLoad, .teardown:
            // Not reached: the table gives them no phase, and the guard refused them.
            return .refuse(.notAppearance)
        }
    }

    /// Says which phase `callback` leads to: the one table of the cycle's targets, which every
    /// edge and repair of ``next(on:)`` reads.
    ///
    /// A callback leads to the same phase from wherever it is legal, so the table needs no phase:
    /// the `will`s to the phase they begin, `viewIsAppearing` to `appearing` (a step within it),
    /// the `did`s to the phase they end in.
    ///
    /// - Parameter callback: A raw callback.
    /// - Returns: The phase, or `nil` for `viewDidLoad` and `teardown`, which are no appearance
    ///   callbacks.
    /// - Complexity: O(1).
    @inlinable
    public static func phase(after callback: RawCallback) -> AppearancePhase? {
        switch callback {
        case .viewWillAppear, .viewIsAppearing: return .appearing
        case .viewDidAppear: return .visible
        case .viewWillDisappear: return .disappearing
        case .viewDidDisappear: return .hidden
        case .viewDidLoad, .teardown: return nil
        }
    }

    /// Takes `callback`: follows its edge, or its repair's `will` and then its edge; a refusal
    /// changes nothing.
    ///
    /// - Parameter callback: A raw callback.
    /// - Returns: What ``next(on:)`` said of it before it was taken.
    /// - Complexity: O(1).
    @discardableResult
    @inline(__always)
    public mutating func receive(_ callback: RawCallback) -> Transition {
        let transition = next(on: callback)
        switch transition {
        case .advance(let target), .cancel(let target), .repair(_, let target):
            enter(target, by: callback)
        case .refuse:
            break
        }
        return transition
    }

    /// Takes `callback` in the order it came, as a reader of a trace does: as ``receive(_:)``,
    /// except that a refused appearance callback still moves the machine to the phase it leads
    /// to (``phase(after:)``), since the view is there whatever the machine thought of it.
    ///
    /// A `viewWillAppear` while visible begins appearing; a second `viewIsAppearing` stays in
    /// its appearing phase, still marked as having had one, so a third is refused too.
    ///
    /// ```swift
    /// var machine = AppearanceMachine(phase: .visible)
    /// machine.follow(.viewWillAppear(animated: false))  // .refuse(.redundant)
    /// machine.phase                                      // .appearing
    /// ```
    ///
    /// - Parameter callback: A raw callback; `viewDidLoad` and `teardown` change nothing.
    /// - Returns: What ``next(on:)`` said of it before it was taken.
    /// - Complexity: O(1).
    @discardableResult
    public mutating func follow(_ callback: RawCallback) -> Transition {
        let transition = receive(callback)
        if case .refuse = transition, let target = Self.phase(after: callback) {
            enter(target, by: callback)
        }
        return transition
    }

    /// Moves to `target` by `callback`: entering the appearing phase (by a `will` or a repair's)
    /// starts it with no `viewIsAppearing`; taking one marks it.
    @inline(__always)
    private mutating func enter(_ target: AppearancePhase, by callback: RawCallback) {
        // Written as one expression, not two `if`s, which cost a mispredicted jump per call.
        let isAppearing: Bool
        if case .viewIsAppearing = callback { isAppearing = true } else { isAppearing = false }
        isAppearingDelivered = isAppearing || (isAppearingDelivered && phase == .appearing)
        phase = target
    }
}
