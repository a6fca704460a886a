// ViewLifecycle · LifecycleCore

/// The appearance phase machine: for the current ``AppearancePhase`` and a ``RawCallback``, the
/// legal edge the callback takes, the repair that makes it legal, or why it has none.
///
/// The machine is the one statement of the cycle
/// `hidden -willAppear-> appearing -didAppear-> visible -willDisappear-> disappearing
/// -didDisappear-> hidden`, its two cancellation edges `appearing -willDisappear-> disappearing`
/// and `disappearing -willAppear-> appearing`, and `viewIsAppearing`'s rules: it is legal while
/// appearing, once per appearing phase, and counts as a `did` for repair. ``AppearanceBalancer``
/// delivers edges and repairs and drops refusals; the headless runtime dispatches edges only; the
/// trace checker reads repairs and refusals as findings.
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
        switch callback {
        case .viewWillAppear:
            switch phase {
            case .hidden: return .advance(to: .appearing)
            case .disappearing: return .cancel(to: .appearing)
            case .appearing, .visible: return .refuse(.redundant)
            }
        case .viewIsAppearing(let animated):
            switch phase {
            case .hidden, .disappearing:
                return .repair(will: .viewWillAppear(animated: animated), to: .appearing)
            case .appearing: return isAppearingDelivered ? .refuse(.redundant) : .advance(to: .appearing)
            case .visible: return .refuse(.missingWill(.viewWillAppear(animated: animated)))
            }
        case .viewDidAppear(let animated):
            switch phase {
            case .hidden, .disappearing:
                return .repair(will: .viewWillAppear(animated: animated), to: .visible)
            case .appearing: return .advance(to: .visible)
            case .visible: return .refuse(.missingWill(.viewWillAppear(animated: animated)))
            }
        case .viewWillDisappear:
            switch phase {
            case .visible: return .advance(to: .disappearing)
            case .appearing: return .cancel(to: .disappearing)
            case .hidden, .disappearing: return .refuse(.redundant)
            }
        case .viewDidDisappear(let animated):
            switch phase {
            case .appearing, .visible:
                return .repair(will: .viewWillDisappear(animated: animated), to: .hidden)
            case .disappearing: return .advance(to: .hidden)
            case .hidden: return .refuse(.missingWill(.viewWillDisappear(animated: animated)))
            }
        case .viewDidLoad, .teardown:
            return .refuse(.notAppearance)
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
            // Entering the appearing phase (by a `will` or a repair's) starts it with no
            // `viewIsAppearing`; taking one marks it.
            // Written as one expression, not two `if`s, which cost a mispredicted jump per call.
            let isAppearing: Bool
            if case .viewIsAppearing = callback { isAppearing = true } else { isAppearing = false }
            isAppearingDelivered = isAppearing || (isAppearingDelivered && phase == .appearing)
            phase = target
        case .refuse:
            break
        }
        return transition
    }
}
