// ViewLifecycle · LifecycleTrace

extension SVGTimeline {
    /// One row of the timeline: an event on a lane, or a heading across all of them.
    struct Row: Sendable {
        /// The text in the gutter: the record's line number.
        var label: String
        /// The lane the mark is on; `nil` for a heading.
        var lane: Int?
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
        /// The row of the lane's first mark.
        var firstRow: Int
        /// The row of its `deinit`, once read.
        var endRow: Int?
    }
}
