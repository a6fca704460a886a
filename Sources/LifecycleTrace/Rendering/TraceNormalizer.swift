// ViewLifecycle · LifecycleTrace

import LifecycleCore

/// What `AppearanceBalancer` delivers, per object lifetime, for each record of a trace,
/// streamed in lanes.
///
/// Each object that gets a view-controller callback has its own balancer and lane. A lane is
/// finished when its object's `deinit` is read; ``takeFinishedLanes()`` hands finished lanes
/// over in the order they finished, and ``finish()`` the lanes still open at the end of the
/// input, in first-seen order. Open lanes hold at most ``partLimit`` steps between them: when
/// they reach it, each open lane with steps is handed over as a part, in the order its first
/// held step came, and its next part is marked ``Lane/isContinued``. So memory is bounded by the
/// objects alive at once, not the trace's length or how its callbacks interleave, and the output
/// order is stable.
public struct TraceNormalizer: Sendable {
    /// The most steps the open lanes hold between them before they are handed over in parts.
    public static let partLimit = 4096

    /// An open lane: its object's balancer, the steps not yet handed over, and when it was first seen.
    private struct OpenLane: Sendable {
        var balancer = AppearanceBalancer()
        var lane: Lane
        var firstSeen: Int
    }

    private var open: [String: OpenLane] = [:]
    private var finished: [Lane] = []
    private var seenCount = 0
    /// The open lanes holding steps, in the order their first held step came, by address and
    /// first-seen number (an address reused since is another lane); and the steps they hold.
    private(set) var holding: [(object: String, firstSeen: Int)] = []
    private var heldStepCount = 0

    /// Creates a normalizer that has seen no records.
    public init() {}

    /// Feeds one record to its object's balancer.
    ///
    /// Records that name no object, or whose callback is not a view-controller callback, are
    /// ignored; so is a `deinit` of an object that has no open lane. After a `deinit`, the next
    /// callback at the same address begins a new lane: the address was reused.
    ///
    /// - Parameter record: The next record of the trace.
    /// - Returns: The step, or `nil` when the record was ignored.
    @discardableResult
    public mutating func consume(_ record: TraceRecord) -> Step? {
        guard let object = record.object, let raw = record.rawCallback else { return nil }
        // Taken out and put back: one hash per record where a lookup, a test and a store were three.
        let existing = open.removeValue(forKey: object)
        guard raw != .teardown || existing != nil else { return nil }
        var entry =
            existing
            ?? OpenLane(
                lane: Lane(object: object, typeName: record.typeName, steps: []), firstSeen: seenCount)
        if existing == nil { seenCount += 1 }
        let events = entry.balancer.receive(raw)
        // The balancer delivers the callback's own event last, after any it synthesized for it;
        // teardown has no event of its own.
        let ownIndex = raw == .teardown ? nil : events.count - 1
        let step = Step(
            line: record.line, callback: record.callback, delivered: events.map(Step.name(of:)),
            synthesized: events.indices.map { $0 != ownIndex })
        if entry.lane.steps.isEmpty { hold(object, firstSeen: entry.firstSeen) }
        entry.lane.steps.append(step)
        heldStepCount += 1
        if raw == .teardown {
            heldStepCount -= entry.lane.steps.count
            finished.append(entry.lane)
        } else {
            open[object] = entry
        }
        if heldStepCount >= TraceNormalizer.partLimit { handOverParts() }
        return step
    }

    /// Notes that the lane of `object` holds steps now, dropping the notes of lanes that ended
    /// since (their steps left with them) whenever the list gets long: fewer than ``partLimit``
    /// lanes hold steps at once, so the list stays under twice that.
    private mutating func hold(_ object: String, firstSeen: Int) {
        if holding.count >= 2 * TraceNormalizer.partLimit {
            holding = holding.filter { isHolding($0.object, firstSeen: $0.firstSeen) }
        }
        holding.append((object, firstSeen))
    }

    private func isHolding(_ object: String, firstSeen: Int) -> Bool {
        guard let entry = open[object] else { return false }
        return entry.firstSeen == firstSeen && !entry.lane.steps.isEmpty
    }

    /// Hands every open lane's held steps over as a part, in the order their first held step came.
    private mutating func handOverParts() {
        for (object, firstSeen) in holding {
            guard isHolding(object, firstSeen: firstSeen), var entry = open[object] else { continue }
            finished.append(entry.lane)
            entry.lane.steps = []
            entry.lane.isContinued = true
            open[object] = entry
        }
        holding = []
        heldStepCount = 0
    }

    /// The lanes finished since the last call, in the order they finished.
    ///
    /// - Returns: Lanes whose object was torn down, and parts of long lanes.
    public mutating func takeFinishedLanes() -> [Lane] {
        defer { finished = [] }
        return finished
    }

    /// Finishes every lane: those finished but not yet taken, then the open ones in first-seen order.
    ///
    /// - Returns: The lanes; the normalizer is left empty.
    public mutating func finish() -> [Lane] {
        let rest = open.values.sorted { $0.firstSeen < $1.firstSeen }.map(\.lane).filter { !$0.steps.isEmpty }
        open = [:]
        holding = []
        heldStepCount = 0
        return takeFinishedLanes() + rest
    }
}
