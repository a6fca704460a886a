// ViewLifecycle · LifecycleCoreTests

import LifecycleCore

/// An independent statement of DESIGN.md's contract, rules 1-4, used to judge the balancer.
///
/// It is written as tables of allowed edges and redundant inputs rather than as a state machine
/// over raw callbacks, so that a mistake in `AppearanceBalancer` is unlikely to be repeated here.
struct ContractGrammar {
    /// A breach: which raw callback (0-based) produced an output the contract forbids, and why.
    struct Violation: Error, CustomStringConvertible {
        var step: Int
        var reason: String
        var description: String { "step \(step): \(reason)" }
    }

    private enum Phase { case hidden, appearing, visible, disappearing }

    private var phase = Phase.hidden
    private var loaded = false
    private var isAppearingSeen = false
    private var ended = false
    private var step = 0

    /// The phase edges rule 2 allows, by event kind.
    private static func edge(from phase: Phase, _ event: LifecycleEvent) -> Phase? {
        switch (phase, event) {
        case (.hidden, .willAppear), (.disappearing, .willAppear): return .appearing
        case (.appearing, .didAppear): return .visible
        case (.visible, .willDisappear), (.appearing, .willDisappear): return .disappearing
        case (.disappearing, .didDisappear): return .hidden
        case (.appearing, .isAppearing): return .appearing
        default: return nil
        }
    }

    /// The event a raw callback asks for, if it names one.
    private static func requested(_ raw: RawCallback) -> LifecycleEvent? {
        switch raw {
        case .viewDidLoad: return .load
        case .viewWillAppear(let a): return .willAppear(animated: a)
        case .viewIsAppearing(let a): return .isAppearing(animated: a)
        case .viewDidAppear(let a): return .didAppear(animated: a)
        case .viewWillDisappear(let a): return .willDisappear(animated: a)
        case .viewDidDisappear(let a): return .didDisappear(animated: a)
        case .teardown: return nil
        }
    }

    /// Whether the contract lets the balancer drop `raw` in the current state (rule 4: repeats and
    /// late loads; and whatever follows teardown).
    private func mayDrop(_ raw: RawCallback) -> Bool {
        if ended { return true }
        switch raw {
        case .viewDidLoad: return loaded
        case .viewWillAppear: return phase == .appearing || phase == .visible
        case .viewIsAppearing: return phase == .visible || (phase == .appearing && isAppearingSeen)
        case .viewDidAppear: return phase == .visible
        case .viewWillDisappear: return phase == .hidden || phase == .disappearing
        case .viewDidDisappear: return phase == .hidden
        case .teardown: return phase == .hidden
        }
    }

    /// The phase the model is in, in the balancer's terms.
    var currentPhase: AppearancePhase {
        switch phase {
        case .hidden: return .hidden
        case .appearing: return .appearing
        case .visible: return .visible
        case .disappearing: return .disappearing
        }
    }

    /// Whether the model has seen `load`.
    var isLoaded: Bool { loaded }

    /// Checks the events one raw callback produced, then advances the model.
    mutating func check(_ raw: RawCallback, produced events: [LifecycleEvent]) throws(Violation) {
        defer { step += 1 }
        func fail(_ reason: String) -> Violation {
            Violation(step: step, reason: "\(raw) -> \(events): \(reason)")
        }

        if events.isEmpty {
            guard mayDrop(raw) else { throw fail("dropped a callback that has a legal repair") }
            if case .teardown = raw { ended = true }
            return
        }
        if ended { throw fail("delivered events after teardown") }
        guard events.count <= 3 else { throw fail("more than three events") }

        // The last event is the requested one; teardown asks for whatever reaches hidden.
        if let wanted = Self.requested(raw), events.last != wanted {
            throw fail("last event is not the one the callback asked for")
        }
        let expectedFlag: Bool? = { if case .teardown = raw { return false } else { return raw.animated } }()

        for (offset, event) in events.enumerated() {
            if case .load = event {
                guard !loaded else { throw fail("load delivered twice") }
                guard offset == 0 else { throw fail("load not first in its batch") }
                loaded = true
                continue
            }
            guard loaded else { throw fail("appearance event before load") }
            guard event.animated == expectedFlag else { throw fail("wrong animated flag on \(event)") }
            if case .isAppearing = event, isAppearingSeen {
                throw fail("isAppearing twice in one appearing phase")
            }
            guard let next = Self.edge(from: phase, event) else {
                throw fail("\(event) is not an edge from \(phase)")
            }
            // Repair only: every event but the last must be a synthesized load or `will`.
            if offset < events.count - 1 {
                switch event {
                case .willAppear, .willDisappear: break
                case .didDisappear where raw == .teardown: break
                default: throw fail("synthesized \(event), which is not a `will`")
                }
            }
            if case .willAppear = event { isAppearingSeen = false }
            if case .isAppearing = event { isAppearingSeen = true }
            phase = next
        }
        if case .teardown = raw {
            guard phase == .hidden else { throw fail("teardown did not end in hidden") }
            ended = true
        }
        // Minimality: a synthesized `will` appears only when the requested edge was not open.
        if events.count >= 2, case .willAppear = events[events.count - 2], Self.requested(raw) != nil {
            if case .willAppear = events.last! { throw fail("willAppear synthesized before willAppear") }
        }
    }
}
