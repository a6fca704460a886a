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
public struct TraceChecker: Sendable {
    /// Each object's position in `states`, which is in first-seen order; one hash per record.
    var indexByAddress: [String: Int] = [:]
    /// The same for addresses that read as numbers, which are nearly all of them.
    var indexByKey: [AddressKey: Int] = [:]
    /// The last object looked up: a log names the same object several lines running, and
    /// comparing one short address is much cheaper than hashing it.
    var lastLookup: (address: String, index: Int)?
    var states: [ObjectState] = []
    var order: [String] = []
    var findings: [TraceFinding] = []
    /// The lines and callbacks of `make…` calls not yet paired with a new object, oldest first.
    var pendingMakes: [(line: Int, callback: String)] = []
    /// The first few controllers made by `makeUIViewController(context:)` or its AppKit twin;
    /// `madeControllerCount` counts them all, so the state stays small on a long log.
    var madeControllers: [(line: Int, address: String)] = []
    var madeControllerCount = 0

    /// Creates a checker that has seen no records.
    public init() {}

    /// Checks one record.
    ///
    /// - Parameter record: The next record of the trace.
    public mutating func consume(_ record: TraceRecord) {
        guard let address = record.object else {
            if TraceChecker.isMake(record.callback) {
                pendingMakes.append((record.line, record.callback))
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
            states.append(ObjectState(typeName: record.typeName))
            order.append(address)
            pairWithMake(address: address)
        } else if states[index].deinitLine != nil && record.callback.hasPrefix("init(") {
            // A new object at a freed address.
            states[index] = ObjectState(typeName: record.typeName, recordCount: states[index].recordCount)
            pairWithMake(address: address)
        }
        states[index].consume(record, findings: &findings)
    }

    /// The object's index, after storing `newIndex` for it if it is new: one hash either way,
    /// where a lookup then an insert hashed a new address twice.
    private mutating func index(of address: String, insertingIfNew newIndex: Int) -> Int {
        if let key = AddressKey(address) {
            return TraceChecker.value(of: &indexByKey[key, default: newIndex])
        }
        return TraceChecker.value(of: &indexByAddress[address, default: newIndex])
    }

    /// Reads a slot in place, so that the `default:` subscript's modify accessor inserts it.
    private static func value(of slot: inout Int) -> Int { slot }

    private mutating func pairWithMake(address: String) {
        guard !pendingMakes.isEmpty else { return }
        let make = pendingMakes.removeFirst()
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
        var all = findings
        for make in pendingMakes {
            all.append(
                TraceFinding(
                    line: make.line, rule: .unpairedMake,
                    message:
                        "\(make.callback) is not followed by a newly initialised object it can be paired with"
                ))
        }
        if madeControllerCount > 1 {
            let more = madeControllerCount > madeControllers.count ? ", …" : ""
            let addresses = madeControllers.map(\.address).joined(separator: ", ") + more
            all.append(
                TraceFinding(
                    line: madeControllers[1].line, rule: .multipleControllers,
                    message:
                        "\(madeControllerCount) controllers were made by makeUIViewController(context:) (\(addresses))"
                ))
        }
        all = all.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(
            \.element)
        let summaries = zip(order, states).map { address, state in
            TraceReport.Object(
                address: address, typeName: state.typeName, recordCount: state.recordCount,
                finalPhase: state.phase.word)
        }
        return TraceReport(objects: summaries, findings: all)
    }
}
