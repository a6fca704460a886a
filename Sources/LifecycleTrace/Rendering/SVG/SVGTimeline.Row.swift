// ViewLifecycle · LifecycleTrace

extension SVGTimeline {
    /// One row of the timeline: an event on a lane, the titles of lanes that begin below it, or
    /// a heading across all of them.
    struct Row: Sendable {
        /// The text in the gutter: the record's line number.
        var label: String
        /// The lane the mark is on; `nil` for a heading or a row of titles.
        var lane: Int?
        /// The lanes whose titles the row holds; empty for any other row.
        var titledLanes: [Int] = []
        /// How the mark is drawn.
        var mark: Mark
        /// The callback's or event's name, beside the mark; a heading's text.
        var text: String
        /// The most serious finding on the row, if any.
        var highlight: Highlight?
        /// The findings' short texts, joined, for the findings column.
        var findings: [String] = []
        /// The findings' full messages, shown as the findings' tooltip.
        var details: [String] = []
    }

    /// One lane: an object lifetime, or a stream of the demo.
    struct Lane: Sendable {
        /// The first line of the lane's title: a type name.
        var title: String
        /// The second line: an address.
        var subtitle: String
        /// The column the lane is drawn in: the leftmost free when it began.
        var column: Int
        /// The row that holds its title; its marks begin below it.
        var titleRow: Int
        /// The row of its `deinit`, once read.
        var endRow: Int?
    }
}
