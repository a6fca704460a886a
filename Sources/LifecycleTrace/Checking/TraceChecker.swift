// ViewLifecycle · LifecycleTrace

import LifecycleCore

/// A streaming checker of a trace against UIKit's documented callback order.
///
/// Feed it every record with ``consume(_:)``; take each object's section when its lifetime
/// ends with ``takeFinishedObjects()``, and ask for ``report()`` at the end. Per object it
/// reports, as breaches: a `did` without its `will`; `viewDidAppear` right after
/// `viewDidDisappear`; appearance callbacks before `viewDidLoad` (reported when that late
/// `viewDidLoad` comes, with it); `viewDidLoad` twice; `deinit` while appeared; about the log:
/// callbacks after an object's `deinit`, and `make…` calls that no newly initialised object after
/// them can be paired with. A cancelled transition and several controllers from
/// `makeUIViewController(context:)` are notes.
///
/// Memory is bounded by the objects alive at once, not the trace's length, when the sections
/// are taken as they end: an object's state leaves the checker with its section when its
/// `deinit` is read; per lifetime and rule the first ``findingLimit`` findings are kept and the
/// rest counted (``TraceReport/Object/omittedFindings``); at most `MakeQueue.limit` `make…`
/// calls wait to be paired; and freed addresses are remembered in two bounded generations
/// (`FreedAddresses`). The breach and note counts stay exact.
public struct TraceChecker: Sendable {
    /// The findings kept per object lifetime and rule; later ones are counted, not listed.
    public static let findingLimit = 10

    /// Each live object's position in `states`, for addresses that read as numbers: nearly all
    /// of them.
    var indexByKey = AddressIndex()
    /// The same for any other address, such as a JSON Lines record's free-form `object`.
    var indexByAddress: [String: Int] = [:]
    /// The last object looked up: a log names the same object several lines running, and
    /// comparing one short address is much cheaper than hashing it.
    var lastLookup: (address: String, index: Int)?
    /// The live objects' states; a freed object's entry is reused by the next new one.
    var states: [ObjectState] = []
    var freeIndices: [Int] = []
    /// The sections of lifetimes that ended since the last ``takeFinishedObjects()``.
    var finished: [TraceReport.Object] = []
    /// The breaches and notes of the lifetimes that ended, taken or not.
    var finishedBreachCount = 0
    var finishedNoteCount = 0
    /// How many lifetimes began, which numbers them in first-seen order.
    var lifetimeCount = 0
    var freed = FreedAddresses()
    /// Findings about the log: callbacks after `deinit` and `make…` calls left unpaired.
    var logFindings = FindingLog()
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
    /// The sections of ended lifetimes wait for ``report()``; to print them as they end instead,
    /// in memory bounded by the objects alive at once, use ``consumeUntilLifetimeEnds(from:)``
    /// and ``takeFinishedObjects()``.
    ///
    /// - Parameter reader: The reader, left at the end of its input.
    /// - Throws: Any error of ``TraceReader/next()``.
    public mutating func consume(contentsOf reader: inout TraceReader) throws(TraceInputError) {
        while try consumeUntilLifetimeEnds(from: &reader) {}
    }

    /// Checks the records `reader` yields until an object's lifetime ends, so that its section
    /// can be taken and printed, or the input ends; counts the lines it skipped as
    /// ``consume(contentsOf:)`` does.
    ///
    /// - Parameter reader: The reader, left after the `deinit` that ended a lifetime, or at the
    ///   end of its input.
    /// - Returns: `true` if a lifetime ended, `false` at the end of the input.
    /// - Throws: Any error of ``TraceReader/next()``.
    public mutating func consumeUntilLifetimeEnds(
        from reader: inout TraceReader
    ) throws(TraceInputError) -> Bool {
        let skippedBefore = reader.skippedLineCount
        defer { skippedLineCount += reader.skippedLineCount - skippedBefore }
        let finishedBefore = finished.count
        var ended = false
        try reader.forEachLine { line, stop in
            consume(line)
            if finished.count != finishedBefore {
                ended = true
                stop = true
            }
        }
        return ended
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
                logFindings.append(rule: .unpairedMake, line: evicted.line, object: nil, typeName: nil) {
                    TraceChecker.unpaired(evicted).message
                }
            }
            return
        }
        let index: Int
        if let last = lastLookup, last.address == address {
            index = last.index
        } else {
            let newIndex = freeIndices.last ?? states.count
            let key = AddressKey(address)
            index = self.index(of: address, key: key, insertingIfNew: newIndex)
            if index == newIndex
                && !begin(
                    address: address, key: key, typeName: typeName, callback: callback, line: line, at: index)
            {
                return
            }
            // Stored only on a change: an index stands for one address string, and reassigning
            // the same pair on every line retained and released it each time.
            lastLookup = (address, index)
        }
        if states[index].typeName == nil { states[index].typeName = typeName }
        states[index].consume(line: line, raw: raw)
        if raw == .teardown { end(at: index, line: line) }
    }

    /// Begins a lifetime at a new address's entry, unless the address is that of a freed object
    /// and the callback is no initializer: then it is a callback after `deinit`, a finding about
    /// the log, and the entry is given back.
    ///
    /// - Returns: Whether a lifetime began.
    private mutating func begin(
        address: String, key: AddressKey?, typeName: String?, callback: String, line: Int, at index: Int
    ) -> Bool {
        if !TraceRecord.isInitializer(callback), let deinitLine = freed.deinitLine(of: address, key: key) {
            removeIndex(of: address, key: key)
            logFindings.append(rule: .callbackAfterDeinit, line: line, object: address, typeName: typeName) {
                "\(callback) of \(address) after its deinit at line \(deinitLine) (or the address was reused)"
            }
            return false
        }
        let state = ObjectState(address: address, typeName: typeName, ordinal: lifetimeCount)
        lifetimeCount += 1
        if index == states.count {
            states.append(state)
        } else {
            freeIndices.removeLast()
            states[index] = state
        }
        pairWithMake(address: address)
        return true
    }

    /// Ends the lifetime at `index` with its `deinit` at `line`: its section waits to be taken,
    /// its entry to be reused, and its address is remembered as freed.
    private mutating func end(at index: Int, line: Int) {
        let state = states[index]
        finished.append(state.section)
        finishedBreachCount += state.findings.breachCount
        finishedNoteCount += state.findings.noteCount
        let key = AddressKey(state.address)
        freed.insert(state.address, key: key, line: line)
        removeIndex(of: state.address, key: key)
        states[index] = ObjectState(address: "", typeName: nil, ordinal: -1)
        freeIndices.append(index)
        lastLookup = nil
    }

    /// The object's index, after storing `newIndex` for it if it is new: one hash either way,
    /// where a lookup then an insert hashed a new address twice. `key` is the address's, if it
    /// has one, read once per line by the caller.
    private mutating func index(of address: String, key: AddressKey?, insertingIfNew newIndex: Int) -> Int {
        if let key {
            return indexByKey.index(of: key, insertingIfNew: newIndex)
        }
        return TraceChecker.value(of: &indexByAddress[address, default: newIndex])
    }

    private mutating func removeIndex(of address: String, key: AddressKey?) {
        if let key {
            indexByKey.remove(key)
        } else {
            indexByAddress[address] = nil
        }
    }

    /// Reads a slot in place, so that the `default:` subscript's modify accessor inserts it.
    private static func value(of slot: inout Int) -> Int { slot }

    private mutating func pairWithMake(address: String) {
        guard let make = pendingMakes.popFirst() else { return }
        if ConsoleLineScanner.CallbackNames.Entry(named: make.callback).known?.makesController ?? false {
            madeControllerCount += 1
            if madeControllers.count < 4 { madeControllers.append((make.line, address)) }
        }
    }

    /// Whether `callback` makes a representable's coordinator, view or controller.
    static func isMake(_ callback: String) -> Bool {
        ConsoleLineScanner.CallbackNames.Entry(named: callback).known?.isMake ?? false
    }

    /// The sections of the lifetimes that ended since the last call, in the order they ended.
    ///
    /// - Returns: Each section with its findings; ``report()`` no longer lists them, but counts them.
    public mutating func takeFinishedObjects() -> [TraceReport.Object] {
        defer { finished = [] }
        return finished
    }

    /// The report on everything consumed so far.
    ///
    /// - Returns: The sections not taken by ``takeFinishedObjects()``: the ended lifetimes in the
    ///   order they ended, then the live ones in first-seen order; the findings about the log,
    ///   including the `make…` calls left unpaired and a note when several controllers were
    ///   made; and the counts of everything consumed.
    public func report() -> TraceReport {
        var log = logFindings
        for make in pendingMakes.elements { log.append(TraceChecker.unpaired(make)) }
        if madeControllerCount > 1 {
            let more = madeControllerCount > madeControllers.count ? ", …" : ""
            let addresses = madeControllers.map(\.address).joined(separator: ", ") + more
            log.append(
                TraceFinding(
                    line: madeControllers[1].line, rule: .multipleControllers,
                    message:
                        "\(madeControllerCount) controllers were made by \(CallbackName.makeUIViewController.functionName) (\(addresses))"
                ))
        }
        let live = states.filter { $0.ordinal >= 0 }.sorted { $0.ordinal < $1.ordinal }
        return TraceReport(
            objects: finished + live.map(\.section), logFindings: log.findingsInLineOrder,
            // One omission counts a rule's findings at every address, so it names none.
            logOmittedFindings: log.omissionsInLineOrder.map {
                TraceReport.Omission(
                    object: nil, typeName: nil, rule: $0.rule, count: $0.count, firstLine: $0.firstLine,
                    lastLine: $0.lastLine)
            },
            breachCount: finishedBreachCount + live.reduce(0) { $0 + $1.findings.breachCount }
                + log.breachCount,
            noteCount: finishedNoteCount + live.reduce(0) { $0 + $1.findings.noteCount } + log.noteCount,
            objectCount: lifetimeCount, skippedLineCount: skippedLineCount)
    }

    /// The finding of a `make…` call no new object was paired with.
    static func unpaired(_ make: (line: Int, callback: String)) -> TraceFinding {
        TraceFinding(
            line: make.line, rule: .unpairedMake,
            message: "\(make.callback) is not followed by a newly initialised object it can be paired with")
    }
}
