// ViewLifecycle · LifecycleTrace

/// A swimlane timeline drawn as a standalone SVG 1.1 document: one lane (column) per object
/// lifetime or stream, one row per event on a shared vertical time axis, a findings column at the
/// right, and a legend.
///
/// Rows have a fixed height and lanes a fixed width, so the document's size follows from their
/// counts (``size(laneCount:rowCount:legendCount:)``) and 1,000 events read like 10. The root
/// element's size comes first, so the rows are buffered until ``render(legend:)``: one small
/// ``Row`` (a few short strings) per row and one ``Lane`` per lane, texts already cut to fit.
/// Every text is escaped (``SVGText``); the output is deterministic (integer coordinates).
public struct SVGTimeline: Sendable {
    /// The title above the legend.
    public var title: String
    private(set) var lanes: [Lane] = []
    private(set) var rows: [Row] = []

    /// Creates an empty timeline.
    ///
    /// - Parameter title: The title above the legend.
    public init(title: String) {
        self.title = title
    }

    /// The number of lanes so far.
    public var laneCount: Int { lanes.count }

    /// The number of rows so far.
    public var rowCount: Int { rows.count }

    /// Adds a lane that begins at the next row.
    ///
    /// - Parameters:
    ///   - title: The first line of its title, such as a type name.
    ///   - subtitle: The second line, such as an address.
    /// - Returns: The lane's index.
    public mutating func addLane(title: String, subtitle: String) -> Int {
        lanes.append(Lane(title: title, subtitle: subtitle, firstRow: rows.count))
        return lanes.count - 1
    }

    /// Adds a row with a mark on `lane`; an ``Mark/end`` mark ends the lane.
    ///
    /// - Parameters:
    ///   - label: The gutter's text, such as the record's line number.
    ///   - lane: The lane's index.
    ///   - mark: How the mark is drawn.
    ///   - text: The name beside the mark.
    /// - Returns: The row's index, to add findings to it later.
    @discardableResult
    public mutating func addRow(label: String, lane: Int, mark: Mark, text: String) -> Int {
        precondition(lanes.indices.contains(lane), "no lane \(lane)")
        if mark == .end { lanes[lane].endRow = rows.count }
        rows.append(
            Row(label: label, lane: lane, mark: mark, text: SVGText.truncated(text, to: Layout.laneTextLimit))
        )
        return rows.count - 1
    }

    /// Adds a row across every lane, such as a step's title.
    ///
    /// - Parameters:
    ///   - label: The gutter's text.
    ///   - text: The heading.
    public mutating func addHeading(label: String, text: String) {
        rows.append(
            Row(
                label: label, lane: nil, mark: .callback,
                text: SVGText.truncated(text, to: Layout.headingTextLimit)))
    }

    /// Adds a finding to a row: its colour (the most serious of the row's findings wins), its
    /// short text in the findings column, and its message as that text's tooltip.
    ///
    /// - Parameters:
    ///   - row: The row's index.
    ///   - highlight: The finding's kind.
    ///   - text: A few words, such as the rule's name.
    ///   - detail: The full message, or `nil`.
    public mutating func addFinding(row: Int, _ highlight: Highlight, text: String, detail: String? = nil) {
        precondition(rows.indices.contains(row), "no row \(row)")
        if (rows[row].highlight?.rank ?? -1) < highlight.rank { rows[row].highlight = highlight }
        rows[row].findings.append(highlight.symbol + " " + text)
        if let detail { rows[row].details.append(detail) }
    }
}
