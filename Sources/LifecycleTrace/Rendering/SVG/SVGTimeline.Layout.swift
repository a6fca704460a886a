// ViewLifecycle · LifecycleTrace

extension SVGTimeline {
    /// The timeline's fixed measures, in pixels, and the size they give a document.
    public enum Layout {
        /// The space around everything.
        static let margin = 16
        /// The title's band.
        static let titleHeight = 28
        /// The legend's band.
        static let legendHeight = 28
        /// The width of one legend entry.
        static let legendEntryWidth = 190
        /// One row.
        public static let rowHeight = 18
        /// The line numbers' column.
        static let gutterWidth = 52
        /// One column.
        public static let columnWidth = 260
        /// The findings' column at the right.
        static let findingsWidth = 320
        /// The characters of a name kept beside a mark, at the font's size.
        static let laneTextLimit = 38
        /// The characters of a lane's subtitle kept in its title.
        static let subtitleLimit = 18
        /// The characters of a heading kept.
        static let headingTextLimit = 120
        /// The characters of the findings column kept.
        static let findingsTextLimit = 48

        /// The top of the first row.
        static let rowsTop = margin + titleHeight + legendHeight

        /// The left edge of column `column`.
        static func columnLeft(_ column: Int) -> Int { margin + gutterWidth + column * columnWidth }

        /// The centre of a mark in column `column`.
        static func markX(_ column: Int) -> Int { columnLeft(column) + 12 }

        /// The vertical centre of row `row`.
        static func rowY(_ row: Int) -> Int { rowsTop + row * rowHeight + rowHeight / 2 }
    }

    /// The size of a document of `columnCount` columns, `rowCount` rows and a legend of
    /// `legendCount` entries: wide enough for the columns, the findings column and the legend.
    ///
    /// - Returns: The width and height in pixels.
    public static func size(columnCount: Int, rowCount: Int, legendCount: Int) -> (width: Int, height: Int) {
        let lanesWidth = Layout.gutterWidth + max(columnCount, 1) * Layout.columnWidth + Layout.findingsWidth
        let width = 2 * Layout.margin + max(lanesWidth, legendCount * Layout.legendEntryWidth)
        return (width, Layout.rowsTop + rowCount * Layout.rowHeight + Layout.margin)
    }
}
