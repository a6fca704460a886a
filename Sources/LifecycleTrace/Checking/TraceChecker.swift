// ViewLifecycle · LifecycleTrace

import LifecycleCore

/// A streaming checker of a trace against UIKit's documented callback order.
///
/// Feed it every record with ``consume(_:)`` and ask for ``report()`` at the end. It keeps a
/// few values per object (never the records), so a trace of any length can be checked. Per
/// object it reports, as breaches: a `did` without its `will`; `viewDidAppear` right after
/// `viewDidDisappear`; appearance callbacks before `viewDidLoad` (reported when that late
/// `viewDidLoad` comes, with it); `viewDidLoad` twice; callbacks after `deinit`; `deinit` while
/// appeared; and `make…` calls that no newly initialised object after them can be paired with.
/// A cancelled transition and several controllers from `makeUIViewController(context:)` are notes.
///
/// Memory is bounded by the number of objects, not the trace's length: per object (address) and
/// rule, the first ``findingLimit`` findings are kept and the rest counted
/// (``TraceReport/omittedFindings``), and at most ``MakeQueue/limit`` `make…` calls wait to be
/// paired. The breach and note counts stay exact.
public struct TraceChecker: Sendable {
    /// The findings kept per object and rule; later ones are counted, not listed.
    public static let findingLimit = 10

    /// Each object's position in `states`, which is in first-seen order, for addresses that
    /// read as numbers: nearly all of them.
    var indexByKey = AddressIndex()
    /// The same for any other address, such as a JSON Lines record's free-form `object`.
    var indexByAddress: [String: Int] = [:]
    /// The last object looked up: a log names the same object several lines running, and
    /// comparing one short address is much cheaper than hashing it.
    var lastLookup: (address: String, index: Int)?
    var states: [ObjectState] = []
    var findings = FindingLog()
    /// The lines and callbacks of `make…` calls not yet paired with a new object, oldest first.
    var pendingMakes = MakeQueue()
    /// The first few controllers made by `makeUIViewController(context:)` or its AppKit twin;
    /// `madeControllerCount` counts them all, so the state stays small on a long log.
    var madeControllers: [(line: Int, address: String)] = []
    var madeControllerCount = 0
    /// The lines the readers given to ``consume(contentsOf:)`` skipped.
    var skippedLineCount = 0

    /// Creates a checker that has seen no records.
    public init() {}

    /// Checks one record.
    ///
    /// - Parameter record: The next record of the trace.
    public mutating func consume(_ record: TraceRecord) {
        consume(
            line: record.line, object: record.object, typeName: record.typeName, callback: record.callback,
            raw: record.rawCallback)
    }

    /// Checks every record `reader` yields, to the end of its input, and counts the lines it
    /// skipped into the report's ``TraceReport/skippedLineCount``.
    ///
    /// The same as calling ``consume(_:)`` with each record of ``TraceReader/next()``, but console
    /// lines reach the checker as the scanner read them, without a ``TraceRecord`` being built.
    ///
    /// - Parameter reader: The reader, left at the end of its input.
    /// - Throws: Any error of ``TraceReader/next()``.
    public mutating func consume(contentsOf reader: inout TraceReader) throws(TraceInputError) {
        let skippedBefore = reader.skippedLineCount
        defer { skippedLineCount += reader.skippedLineCount - skippedBefore }
        try reader.forEachLine { line, _ in consume(line) }
    }

    /// Checks what a line of a trace states.
    @inline(__always)
    private mutating func consume(_ line: borrowing CallbackLine) {
        consume(
            line: line.number, object: line.object, typeName: line.typeName, callback: line.callback.name,
            raw: line.callback.raw)
    }

    /// Checks one callback, of the object at `address` or of none; `typeName` is read only when
    /// the object has none yet.
    @inline(__always)
    private mutating func consume(
        line: Int, object address: String?, typeName: String?, callback: String, raw: RawCallback?
    ) {
        guard let address else {
            // A `make…` call waits to be paired with the next new object.
            if TraceChecker.isMake(callback), let evicted = pendingMakes.append((line, callback)) {
                findings.append(rule: .unpairedMake, line: evicted.line, slot: -1, object: nil, typeName: nil)
                {
                    TraceChecker.unpaired(evicted).message
                }
            }
            return
        }
        let newIndex = states.count
        let index: Int
        if let last = lastLookup, last.address == address {
            index = last.index
        } else {
            index = self.index(of: address, insertingIfNew: newIndex)
            // Stored only on a change: an index stands for one address string, and reassigning
            // the same pair on every line retained and released it each time.
            lastLookup = (address, index)
        }
        if index == newIndex {
            states.append(ObjectState(address: address, typeName: typeName, slot: index))
            pairWithMake(address: address)
        } else if states[index].deinitLine != nil && TraceRecord.isInitializer(callback) {
            // A new object at a freed address.
            states[index] = ObjectState(
                address: address, typeName: typeName, recordCount: states[index].recordCount, slot: index)
            pairWithMake(address: address)
        } else if states[index].typeName == nil {
            states[index].typeName = typeName
        }
        states[index].consume(line: line, callback: callback, raw: raw, findings: &findings)
    }

    /// The object's index, after storing `newIndex` for it if it is new: one hash either way,
    /// where a lookup then an insert hashed a new address twice.
    private mutating func index(of address: String, insertingIfNew newIndex: Int) -> Int {
        if let key = AddressKey(address) {
            return indexByKey.index(of: key, insertingIfNew: newIndex)
        }
        return TraceChecker.value(of: &indexByAddress[address, default: newIndex])
    }

    /// Reads a slot in place, so that the `default:` subscript's modify accessor inserts it.
    private static func value(of slot: inout Int) -> Int { slot }

    private mutating func pairWithMake(address: String) {
        guard let make = pendingMakes.popFirst() else { return }
        if make.callback == "makeUIViewController(context:)"
            || make.callback == "makeNSViewController(context:)"
        {
            madeControllerCount += 1
            if madeControllers.count < 4 { madeControllers.append((make.line, address)) }
        }
    }

    static func isMake(_ callback: String) -> Bool {
        callback.hasPrefix("make") && callback.hasSuffix(")")
    }

    /// The report on everything consumed so far.
    ///
    /// - Returns: The objects in first-seen order and the findings in line order, including the
    ///   `make…` calls left unpaired and a note when several controllers were made.
    public func report() -> TraceReport {
        var log = findings
        for make in pendingMakes.elements { log.append(TraceChecker.unpaired(make), slot: -1) }
        if madeControllerCount > 1 {
            let more = madeControllerCount > madeControllers.count ? ", …" : ""
            let addresses = madeControllers.map(\.address).joined(separator: ", ") + more
            log.append(
                TraceFinding(
                    line: madeControllers[1].line, rule: .multipleControllers,
                    message:
                        "\(madeControllerCount) controllers were made by makeUIViewController(context:) (\(addresses))"
                ), slot: -1)
        }
        let all = log.findings.enumerated().sorted {
            ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
        }.map(
            \.element)
        let summaries = states.map { state in
            TraceReport.Object(
                address: state.address, typeName: state.typeName, recordCount: state.recordCount,
                finalPhase: state.phase)
        }
        return TraceReport(
            objects: summaries, findings: all, omittedFindings: log.omitted, breachCount: log.breachCount,
            noteCount: log.noteCount, skippedLineCount: skippedLineCount)
    }

    /// The finding of a `make…` call no new object was paired with.
    static func unpaired(_ make: (line: Int, callback: String)) -> TraceFinding {
        TraceFinding(
            line: make.line, rule: .unpairedMake,
            message: "\(make.callback) is not followed by a newly initialised object it can be paired with")
    }
}
