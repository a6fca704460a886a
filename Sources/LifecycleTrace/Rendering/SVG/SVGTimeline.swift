// ViewLifecycle · LifecycleTrace

/// A swimlane timeline drawn as a standalone SVG 1.1 document: one lane per object lifetime or
/// stream, one row per event on a shared vertical time axis, a findings column at the right, and
/// a legend.
///
/// A lane begins with its title (a type name and an address) in a row of titles, and an ``Mark/end``
/// mark ends it; the next lane to begin takes the leftmost column no open lane holds, so the
/// document is as wide as the most lanes open at once, not as the number of lifetimes, and a log
/// of many short-lived objects reads top to bottom. Rows have a fixed height and columns a fixed
/// width, so the size follows from their counts (``size(columnCount:rowCount:legendCount:)``).
/// The root element's size comes first, so the rows are buffered until ``render(legend:)``: one
/// small `Row` (a few short strings, cut to fit) per row and one `Lane` per lane. Every text
/// is escaped (`SVGText`); the output is deterministic (integer coordinates).
public struct SVGTimeline: Sendable {
    /// The title above the legend.
    public var title: String
    private(set) var lanes: [Lane] = []
    private(set) var rows: [Row] = []
    /// Each column's open lane, or `nil` once it ended.
    private(set) var columns: [Int?] = []

    /// Creates an empty timeline.
    ///
    /// - Parameter title: The title above the legend.
    public init(title: String) {
        self.title = title
    }

    /// The number of lanes so far.
    public var laneCount: Int { lanes.count }

    /// The number of columns so far: the most lanes open at once.
    public var columnCount: Int { columns.count }

    /// The number of rows so far.
    public var rowCount: Int { rows.count }

    /// Adds a lane in the leftmost free column, its title in a row of titles: the last row if
    /// it is one with that column free, a new one otherwise.
    ///
    /// - Parameters:
    ///   - title: The first part of its title, such as a type name.
    ///   - subtitle: The second part, such as an address.
    /// - Returns: The lane's index.
    public mutating func addLane(title: String, subtitle: String) -> Int {
        let lane = lanes.count
        let column = columns.firstIndex(of: nil) ?? columns.count
        if column == columns.count { columns.append(lane) } else { columns[column] = lane }
        if let last = rows.indices.last, !rows[last].titledLanes.isEmpty,
            !rows[last].titledLanes.contains(where: { lanes[$0].column == column })
        {
            rows[last].titledLanes.append(lane)
        } else {
            rows.append(Row(label: "", lane: nil, titledLanes: [lane], mark: .callback, text: ""))
        }
        lanes.append(Lane(title: title, subtitle: subtitle, column: column, titleRow: rows.count - 1))
        return lane
    }

    /// Adds a row with a mark on `lane`; an ``Mark/end`` mark ends the lane and frees its column.
    ///
    /// - Parameters:
    ///   - label: The gutter's text, such as the record's line number.
    ///   - lane: The lane's index; it must not have ended.
    ///   - mark: How the mark is drawn.
    ///   - text: The name beside the mark.
    /// - Returns: The row's index, to add findings to it later.
    @discardableResult
    public mutating func addRow(label: String, lane: Int, mark: Mark, text: String) -> Int {
        precondition(lanes.indices.contains(lane) && lanes[lane].endRow == nil, "no open lane \(lane)")
        if mark == .end {
            lanes[lane].endRow = rows.count
            columns[lanes[lane].column] = nil
        }
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
