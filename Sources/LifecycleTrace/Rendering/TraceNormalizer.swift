// ViewLifecycle · LifecycleTrace

import LifecycleCore

/// What ``AppearanceBalancer`` delivers, per object lifetime, for each record of a trace,
/// streamed in lanes.
///
/// Each object that gets a view-controller callback has its own balancer and lane. A lane is
/// finished when its object's `deinit` is read, or, for a long-lived object, each time it holds
/// ``partLimit`` steps (the next part is marked ``Lane/isContinued``); ``takeFinishedLanes()``
/// hands finished lanes over in the order they finished, and ``finish()`` the lanes still open
/// at the end of the input, in first-seen order. So memory is bounded by the objects alive at
/// once, not the trace's length, and the output order is stable: by end of lifetime, then the
/// survivors by first appearance.
public struct TraceNormalizer: Sendable {
    /// The most steps a lane holds before it is handed over in parts.
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
        entry.lane.steps.append(step)
        if raw == .teardown {
            finished.append(entry.lane)
        } else if entry.lane.steps.count >= TraceNormalizer.partLimit {
            finished.append(entry.lane)
            entry.lane.steps = []
            entry.lane.isContinued = true
            open[object] = entry
        } else {
            open[object] = entry
        }
        return step
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
        return takeFinishedLanes() + rest
    }
}
