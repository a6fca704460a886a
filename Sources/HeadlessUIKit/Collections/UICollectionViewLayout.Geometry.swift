// ViewLifecycle · HeadlessUIKit

extension UICollectionViewLayout {
    /// Where every section's supplementary views and items lie, worked out once per layout
    /// pass from the counts and kept cheap to query while scrolling.
    ///
    /// Everything is measured along the scrolling axis ("main": y for vertical scrolling) and
    /// across it ("cross"); `rect(_:)` turns a main/cross rectangle into the content's
    /// coordinates. A section's items are laid out in lines (a flow layout's rows, a
    /// compositional layout's groups): when every line is alike (`template`), a section stores
    /// nothing per item and finds the lines on screen by division; otherwise it keeps each
    /// line's place and each item's frame, and finds lines by binary search.
    struct Geometry {
        /// One section's place in the content.
        struct Section {
            /// The main-axis start of the section (the header's start).
            var start: CGFloat = 0
            /// The header's kind and main-axis extent, if the section has one.
            var header: (kind: String, extent: CGFloat)?
            /// The footer's kind and main-axis extent, if the section has one.
            var footer: (kind: String, extent: CGFloat)?
            /// Insets around the items: `top`/`bottom` along the main axis, `left`/`right` across.
            var insets = UIEdgeInsets.zero
            /// The number of items.
            var itemCount = 0
            /// The main-axis extent of a line, when every line is alike.
            var lineExtent: CGFloat = 0
            /// The space between lines, when every line is alike.
            var lineSpacing: CGFloat = 0
            /// The frames of one line's items relative to the line's start (main/cross), when
            /// every line is alike; its count is the number of items per line.
            var template: [CGRect] = []
            /// Each line's main-axis start (relative to the items' start) and first item, when
            /// lines differ; empty otherwise.
            var lines: [(start: CGFloat, extent: CGFloat, first: Int)] = []
            /// Each item's frame relative to the items' start (main/cross), when lines differ.
            var frames: [CGRect] = []

            /// The main-axis start of the first line.
            var itemsStart: CGFloat { start + (header?.extent ?? 0) + insets.top }

            /// The main-axis extent of all lines.
            var itemsExtent: CGFloat {
                guard itemCount > 0 else { return 0 }
                if let last = lines.last { return last.start + last.extent }
                let count = lineCount
                return CGFloat(count) * lineExtent + CGFloat(count - 1) * lineSpacing
            }

            /// The main-axis start of the footer.
            var footerStart: CGFloat { itemsStart + itemsExtent + insets.bottom }

            /// The main-axis end of the section.
            var end: CGFloat { footerStart + (footer?.extent ?? 0) }

            /// The number of lines.
            var lineCount: Int {
                if !lines.isEmpty { return lines.count }
                guard !template.isEmpty else { return 0 }
                return (itemCount + template.count - 1) / template.count
            }

            /// The frame of an item (main/cross), relative to the content.
            func frame(ofItem item: Int) -> CGRect {
                if !lines.isEmpty {
                    return frames[item].offsetBy(dx: insets.left, dy: itemsStart)
                }
                let line = item / template.count
                let local = template[item % template.count]
                return local.offsetBy(
                    dx: insets.left, dy: itemsStart + CGFloat(line) * (lineExtent + lineSpacing))
            }

            /// The items whose lines overlap `low..<high` along the main axis.
            func items(overlapping low: CGFloat, _ high: CGFloat) -> Range<Int> {
                guard itemCount > 0, high > itemsStart, low < itemsStart + itemsExtent else { return 0..<0 }
                let from = low - itemsStart
                let to = high - itemsStart
                if !lines.isEmpty { return explicitItems(from: from, to: to) }
                let step = lineExtent + lineSpacing
                guard step > 0, !template.isEmpty else { return 0..<0 }
                let firstLine = max(0, Int(((from - lineExtent) / step).rounded(.down)) + 1)
                let endLine = min(lineCount, Int((to / step).rounded(.up)))
                guard firstLine < endLine else { return 0..<0 }
                return (firstLine * template.count)..<min(itemCount, endLine * template.count)
            }

            private func explicitItems(from: CGFloat, to: CGFloat) -> Range<Int> {
                var low = 0
                var high = lines.count
                while low < high {
                    let middle = (low + high) / 2
                    if lines[middle].start + lines[middle].extent <= from {
                        low = middle + 1
                    } else {
                        high = middle
                    }
                }
                var end = low
                while end < lines.count, lines[end].start < to { end += 1 }
                guard low < end else { return 0..<0 }
                let last = end < lines.count ? lines[end].first : itemCount
                return lines[low].first..<last
            }
        }

        /// The sections, in order along the main axis.
        var sections: [Section] = []
        /// The extent of the content across the main axis.
        var crossExtent: CGFloat = 0
        /// Whether the main axis is horizontal.
        var isHorizontal = false
        /// The content's height for a custom layout, whose sections may lie anywhere.
        var customMainExtent: CGFloat?

        /// The content's extent along the main axis.
        var mainExtent: CGFloat { customMainExtent ?? sections.last?.end ?? 0 }

        /// The content size.
        var contentSize: CGSize {
            isHorizontal
                ? CGSize(width: mainExtent, height: crossExtent)
                : CGSize(width: crossExtent, height: mainExtent)
        }

        /// The main-axis span of a rectangle of the content.
        func span(of rect: CGRect) -> (low: CGFloat, high: CGFloat) {
            isHorizontal ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
        }

        /// A main/cross rectangle in the content's coordinates.
        func rect(_ local: CGRect) -> CGRect {
            isHorizontal
                ? CGRect(x: local.minY, y: local.minX, width: local.height, height: local.width) : local
        }

        /// The sections that overlap `low..<high` along the main axis.
        func sections(overlapping low: CGFloat, _ high: CGFloat) -> Range<Int> {
            if customMainExtent != nil { return sections.indices }
            var first = 0
            var last = sections.count
            while first < last {
                let middle = (first + last) / 2
                if sections[middle].end <= low { first = middle + 1 } else { last = middle }
            }
            var end = first
            while end < sections.count, sections[end].start < high { end += 1 }
            return first..<end
        }

        /// The frame of the item at `indexPath` in the content.
        func frame(ofItem indexPath: IndexPath) -> CGRect {
            rect(sections[indexPath.section].frame(ofItem: indexPath.item))
        }

        /// The frame of a section's header (`isHeader`) or footer in the content.
        func frame(ofSupplementaryIn section: Int, isHeader: Bool) -> CGRect {
            let entry = sections[section]
            let local =
                isHeader
                ? CGRect(x: 0, y: entry.start, width: crossExtent, height: entry.header?.extent ?? 0)
                : CGRect(x: 0, y: entry.footerStart, width: crossExtent, height: entry.footer?.extent ?? 0)
            return rect(local)
        }

        /// Whether `kind` at `indexPath` names a section's header (`true`) or footer (`false`),
        /// or `nil` for no such supplementary view.
        func isHeader(_ kind: String, in indexPath: IndexPath) -> Bool? {
            guard sections.indices.contains(indexPath.section) else { return nil }
            let section = sections[indexPath.section]
            if section.header?.kind == kind { return true }
            if section.footer?.kind == kind { return false }
            return nil
        }

        /// Calls `body` for each header, item and footer whose frame overlaps `rect`, in order:
        /// the index path, the supplementary kind (`nil` for an item) and the frame.
        func forEachElement(in rect: CGRect, _ body: (IndexPath, String?, CGRect) -> Void) {
            let (low, high) = span(of: rect)
            for index in sections(overlapping: low, high) {
                let section = sections[index]
                let place = IndexPath(item: 0, section: index)
                if let header = section.header {
                    let frame = self.frame(ofSupplementaryIn: index, isHeader: true)
                    if frame.intersects(rect) { body(place, header.kind, frame) }
                }
                for item in section.items(overlapping: low, high) {
                    let frame = self.rect(section.frame(ofItem: item))
                    if frame.intersects(rect) { body(IndexPath(item: item, section: index), nil, frame) }
                }
                if let footer = section.footer {
                    let frame = self.frame(ofSupplementaryIn: index, isHeader: false)
                    if frame.intersects(rect) { body(place, footer.kind, frame) }
                }
            }
        }

        /// Whether `indexPath` names an item.
        func contains(_ indexPath: IndexPath) -> Bool {
            indexPath.count == 2 && sections.indices.contains(indexPath.section) && indexPath.item >= 0
                && indexPath.item < sections[indexPath.section].itemCount
        }
    }
}
