// ViewLifecycle · LifecycleTrace

import LifecycleCore

/// A renderer of a trace as an ``SVGTimeline``: one lane per object lifetime, one row per
/// record, and ``TraceChecker``'s findings on the rows they are about.
///
/// Lanes are made as ``MermaidRenderer`` makes participants: in first-seen order, titled with the
/// unqualified type name and the address; a `deinit` ends the lane, so a new object at the same
/// address gets a lane of its own. Records that name no object (`makeCoordinator()`) are on a
/// `log` lane made when the first comes. With `showsNormalizedEvents`, the events
/// ``TraceNormalizer``'s balancer synthesized for a record are drawn hollow in rows just before
/// it (the balancer delivers them first), and a callback it dropped is drawn hollow and struck.
///
/// The checker and normalizer keep their usual bounded state; the timeline buffers one row per
/// record (and per synthesized event) until ``finish()``, since the document's size comes first,
/// up to ``rowLimit`` rows (``defaultRowLimit`` in `diagram`): later records are still checked, so the title's counts stay exact,
/// but not drawn, and the title says how many were left out.
public struct TraceSVGRenderer: Sendable {
    /// The default of the most rows drawn: about 20 MB of SVG, more than a viewer shows usefully.
    public static let defaultRowLimit = 100_000

    /// The most rows drawn.
    public let rowLimit: Int

    /// How many records were not drawn for ``rowLimit``.
    public private(set) var undrawnRecordCount = 0
    private var timeline: SVGTimeline
    private let showsNormalizedEvents: Bool
    private var checker = TraceChecker()
    private var normalizer = TraceNormalizer()
    /// The live objects' lanes, by address.
    private var lanes: [String: Int] = [:]
    private var logLane: Int?
    /// Each record's row, by line, for the findings reported after it.
    private var rowByLine: [Int: Int] = [:]

    /// Creates a renderer that has seen no records.
    ///
    /// - Parameters:
    ///   - title: The timeline's title, before the counts ``finish()`` adds.
    ///   - showsNormalizedEvents: Whether to draw the balancer's synthesized and dropped events.
    ///   - rowLimit: The most rows drawn.
    public init(
        title: String = "Lifecycle timeline", showsNormalizedEvents: Bool = false,
        rowLimit: Int = TraceSVGRenderer.defaultRowLimit
    ) {
        timeline = SVGTimeline(title: title)
        self.showsNormalizedEvents = showsNormalizedEvents
        self.rowLimit = rowLimit
    }

    /// The legend of a trace's timeline.
    public static func legend(showsNormalizedEvents: Bool) -> [SVGTimeline.LegendEntry] {
        var entries: [SVGTimeline.LegendEntry] = [
            .init(.callback, nil, "callback"), .init(.end, nil, "deinit (the lane ends)"),
            .init(.callback, .breach, "contract breach"),
            .init(.callback, .cancelled, "cancelled transition"),
            .init(.callback, .note, "other note"),
        ]
        if showsNormalizedEvents {
            entries += [
                .init(.synthesized, nil, "synthesized by the balancer"),
                .init(.dropped, nil, "dropped by the balancer"),
            ]
        }
        return entries
    }

    /// Draws one record.
    ///
    /// - Parameter record: The next record of the trace.
    public mutating func render(_ record: TraceRecord) {
        checker.consume(record)
        // A row of titles and up to two synthesized events may come with the record's own row.
        guard timeline.rowCount + 4 <= rowLimit else {
            undrawnRecordCount += 1
            _ = checker.takeFinishedObjects()
            return
        }
        let lane = self.lane(of: record)
        let isDeinit = record.callback == RawCallback.teardown.functionName
        var mark: SVGTimeline.Mark = isDeinit ? .end : .callback
        if showsNormalizedEvents, let step = normalizer.consume(record) {
            _ = normalizer.takeFinishedLanes()
            for (event, synthesized) in zip(step.delivered, step.synthesized) where synthesized {
                timeline.addRow(label: "", lane: lane, mark: .synthesized, text: event)
            }
            if step.delivered.isEmpty && !isDeinit { mark = .dropped }
        }
        let row = timeline.addRow(label: "\(record.line)", lane: lane, mark: mark, text: record.callback)
        rowByLine[record.line] = row
        if isDeinit, let object = record.object { lanes[object] = nil }
        for object in checker.takeFinishedObjects() { add(object.findings) }
    }

    /// The record's lane, made if it is the first record of its object (or of no object).
    private mutating func lane(of record: TraceRecord) -> Int {
        guard let object = record.object else {
            if let logLane { return logLane }
            let lane = timeline.addLane(title: "log", subtitle: "no object")
            logLane = lane
            return lane
        }
        if let lane = lanes[object] { return lane }
        let name = MermaidRenderer.shortName(record.typeName)
        let lane = timeline.addLane(title: String(name.dropLast(name.isEmpty ? 0 : 1)), subtitle: object)
        lanes[object] = lane
        return lane
    }

    private mutating func add(_ findings: [TraceFinding]) {
        for finding in findings {
            guard let row = rowByLine[finding.line] else { continue }
            let highlight: SVGTimeline.Highlight =
                finding.severity == .breach
                ? .breach : finding.rule == .cancelledTransition ? .cancelled : .note
            timeline.addFinding(row: row, highlight, text: finding.rule.rawValue, detail: finding.message)
        }
    }

    /// The document: the findings of the lifetimes still open and of the log added, and the
    /// checker's counts in the title.
    ///
    /// - Returns: A standalone SVG document, ending in a newline.
    public mutating func finish() -> String {
        let report = checker.report()
        for object in report.objects { add(object.findings) }
        add(report.logFindings)
        let breaches = report.breachCount == 1 ? "1 breach" : "\(report.breachCount) breaches"
        let notes = report.noteCount == 1 ? "1 note" : "\(report.noteCount) notes"
        let objects = report.objectCount == 1 ? "1 object" : "\(report.objectCount) objects"
        timeline.title += ": \(breaches), \(notes), \(objects)"
        if undrawnRecordCount > 0 {
            timeline.title += " (the last \(undrawnRecordCount) records not drawn: over \(rowLimit) rows)"
        }
        return timeline.render(legend: TraceSVGRenderer.legend(showsNormalizedEvents: showsNormalizedEvents))
    }
}
