// ViewLifecycle · HeadlessUIKit

extension UITableView {
    /// Where every section, header, row and footer lies, from the data source's counts and the
    /// heights. With one height for all rows a section stores no per-row data and finds a row
    /// from an offset by division; with `heightForRowAt` it keeps its rows' running sums.
    struct Geometry {
        /// One section's place in the content.
        struct Section {
            /// The y of the header's top.
            var top: CGFloat
            /// The header's height.
            var headerHeight: CGFloat
            /// The footer's height.
            var footerHeight: CGFloat
            /// The number of rows.
            var rowCount: Int
            /// Every row's height, when `rowTops` is empty.
            var rowHeight: CGFloat
            /// The rows' running heights (`rowCount + 1` values, from 0), or empty when fixed.
            var rowTops: [CGFloat]

            /// The y of the first row's top.
            var rowsTop: CGFloat { top + headerHeight }
            /// The y just past the last row.
            var rowsBottom: CGFloat { rowsTop + offset(ofRow: rowCount) }
            /// The y just past the footer.
            var bottom: CGFloat { rowsBottom + footerHeight }

            /// The distance from the first row's top to `row`'s top.
            func offset(ofRow row: Int) -> CGFloat {
                rowTops.isEmpty ? CGFloat(row) * rowHeight : rowTops[row]
            }

            /// The height of `row`.
            func height(ofRow row: Int) -> CGFloat {
                rowTops.isEmpty ? rowHeight : rowTops[row + 1] - rowTops[row]
            }

            /// The rows that overlap `minY..<maxY` (content coordinates).
            func rows(overlapping minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
                guard rowCount > 0, maxY > rowsTop, minY < rowsBottom else { return 0..<0 }
                let low = minY - rowsTop
                let high = maxY - rowsTop
                if rowTops.isEmpty {
                    guard rowHeight > 0 else { return 0..<0 }
                    let first = max(0, Int((low / rowHeight).rounded(.down)))
                    let end = min(rowCount, Int((high / rowHeight).rounded(.up)))
                    return first..<max(first, end)
                }
                let first = max(0, lastIndex(atOrBelow: low, in: rowTops))
                var end = first
                while end < rowCount, rowTops[end] < high { end += 1 }
                return first..<end
            }

            /// The last row whose top is at or above `value`.
            private func lastIndex(atOrBelow value: CGFloat, in tops: [CGFloat]) -> Int {
                var low = 0
                var high = rowCount - 1
                while low < high {
                    let middle = (low + high + 1) / 2
                    if tops[middle] <= value { low = middle } else { high = middle - 1 }
                }
                return low
            }
        }

        /// The sections, top to bottom.
        var sections: [Section] = []
        /// The height of everything, table header and footer views included.
        var contentHeight: CGFloat = 0

        /// The sections that overlap `minY..<maxY`.
        func sections(overlapping minY: CGFloat, _ maxY: CGFloat) -> Range<Int> {
            var low = 0
            var high = sections.count
            while low < high {
                let middle = (low + high) / 2
                if sections[middle].bottom <= minY { low = middle + 1 } else { high = middle }
            }
            var end = low
            while end < sections.count, sections[end].top < maxY { end += 1 }
            return low..<end
        }

        /// The frame of the row at `indexPath` in a table `width` wide.
        func rect(ofRow indexPath: IndexPath, width: CGFloat) -> CGRect {
            let section = sections[indexPath.section]
            return CGRect(
                x: 0, y: section.rowsTop + section.offset(ofRow: indexPath.row), width: width,
                height: section.height(ofRow: indexPath.row))
        }

        /// Whether `indexPath` names a row.
        func contains(_ indexPath: IndexPath) -> Bool {
            indexPath.count == 2 && sections.indices.contains(indexPath.section) && indexPath.row >= 0
                && indexPath.row < sections[indexPath.section].rowCount
        }
    }
}
