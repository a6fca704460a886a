// ViewLifecycle · LifecycleTrace

import Foundation
import LifecycleCore

/// A renderer of what ``AppearanceBalancer`` delivers, per object, for each record of a trace.
///
/// Each object that gets a view-controller callback has its own balancer. ``consume(_:)`` returns
/// the delivered events at once, for streaming output; the normalizer also keeps them (one small
/// value per event, not the records) for ``renderText()`` and ``renderJSON()``.
public struct TraceNormalizer: Sendable {
    /// One raw callback and what the balancer delivered for it.
    public struct Step: Codable, Sendable, Hashable {
        /// The source line of the callback.
        public var line: Int
        /// The callback in `#function` form.
        public var callback: String
        /// The delivered events, such as `load` or `willAppear(animated: false)`; empty when the
        /// callback was dropped.
        public var delivered: [String]
        /// For each delivered event, whether the balancer synthesized it.
        public var synthesized: [Bool]
    }

    /// One object's steps.
    public struct Lane: Codable, Sendable, Hashable {
        /// The object's address.
        public var object: String
        /// The object's readable type name, if known.
        public var typeName: String?
        /// The object's steps in line order.
        public var steps: [Step]
    }

    private var balancers: [String: AppearanceBalancer] = [:]
    private var laneIndex: [String: Int] = [:]
    /// The lanes in first-seen order.
    public private(set) var lanes: [Lane] = []

    /// Creates a normalizer that has seen no records.
    public init() {}

    /// Feeds one record to its object's balancer.
    ///
    /// Records that name no object, or whose callback is not a view-controller callback, are
    /// ignored; so is a `deinit` of an object that never got one.
    ///
    /// - Parameter record: The next record of the trace.
    /// - Returns: The step, or `nil` when the record was ignored.
    @discardableResult
    public mutating func consume(_ record: TraceRecord) -> Step? {
        // An init at the address of a freed object is a new object: a lane of its own.
        if let object = record.object, TraceRecord.isInitializer(record.callback),
            balancers[object]?.isTornDown == true
        {
            balancers[object] = nil
            laneIndex[object] = nil
        }
        guard let object = record.object, let raw = record.rawCallback else { return nil }
        guard raw != .teardown || balancers[object] != nil else { return nil }
        var balancer = balancers[object] ?? AppearanceBalancer()
        let events = balancer.receive(raw)
        balancers[object] = balancer
        // The balancer delivers the callback's own event last, after any it synthesized for it;
        // teardown has no event of its own.
        let ownIndex = raw == .teardown ? nil : events.count - 1
        let step = Step(
            line: record.line, callback: record.callback, delivered: events.map { "\($0)" },
            synthesized: events.indices.map { $0 != ownIndex })
        if let index = laneIndex[object] {
            lanes[index].steps.append(step)
        } else {
            laneIndex[object] = lanes.count
            lanes.append(Lane(object: object, typeName: record.typeName, steps: [step]))
        }
        return step
    }

    /// The delivered events per object, one line per raw callback.
    ///
    /// `line 29: viewDidAppear(_:) -> willAppear(animated: false) (synthesized), didAppear(animated: false)`;
    /// a callback the balancer dropped reads `-> dropped`, a `deinit` of a hidden view
    /// `-> nothing (already hidden)`.
    ///
    /// - Returns: The text, ending in a newline.
    public func renderText() -> String {
        var lines: [String] = []
        for lane in lanes {
            lines.append((lane.typeName.map { "\($0) " } ?? "") + lane.object)
            for step in lane.steps {
                let events = zip(step.delivered, step.synthesized).map { $1 ? "\($0) (synthesized)" : $0 }
                let nothing =
                    step.callback == RawCallback.teardown.functionName
                    ? "nothing (already hidden)" : "dropped"
                let result = events.isEmpty ? nothing : events.joined(separator: ", ")
                lines.append("  line \(step.line): \(step.callback) -> \(result)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lanes as a JSON array with sorted keys.
    ///
    /// - Returns: The JSON text, without a trailing newline.
    public func renderJSON() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(lanes)) ?? Data(), as: UTF8.self)
    }
}
