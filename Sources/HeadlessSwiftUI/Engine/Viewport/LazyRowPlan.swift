// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The rows a lazy container's content stands for, flattened through tuples, groups,
/// conditionals, optionals, sections and `ForEach`, without building any of them.
///
/// A `ForEach` is one segment however many elements it has: its rows are made on demand from
/// their offset, so describing 100,000 rows costs as much as describing ten, and a step of a
/// scroll builds only the rows it shows.
@MainActor
struct LazyRowPlan {
    /// A run of rows of one extent: a `ForEach`'s elements, or one static row.
    struct Segment {
        /// The tags from the container's content down to the segment.
        let path: [ChildTag]
        /// How many rows the segment has.
        let count: Int
        /// Each row's extent along the container's axis: measured, declared or guessed.
        let extent: CGFloat
        /// Whether `extent` is known (rows of the run were measured, or a row declares it by a
        /// `frame`), not guessed from other runs: rows past a guessed one are not planned yet.
        let isKnown: Bool
        /// The key its rows' measurements are kept by (`LazyRowEstimates`).
        let run: [ChildTag]
        /// The tag below `path` of the row at an offset (no view is made for it).
        let tag: (Int) -> ChildTag
        /// The view of the row at an offset: a `ForEach`'s content called for its element.
        let make: (Int) -> any View
        /// The rows' view type, which completes their keys.
        let rowType: ObjectIdentifier
        /// The offset of the row whose `ForEach` id (or explicit id) is the given one.
        let find: (AnyHashable) -> Int?
        /// The index of the section header row the segment's rows belong to, if any.
        let header: Int?
        /// Where the segment's first row begins along the axis.
        let start: CGFloat
        /// The index of the segment's first row among all rows.
        let firstRow: Int
    }

    /// The container's axis: rows stack along it.
    let axis: Axis
    /// A row's extent before any row was measured, when its view carries no `frame` along the axis.
    let defaultExtent: CGFloat
    /// The least extent a row has (a list's rows are at least its standard row height).
    let minimumExtent: CGFloat
    /// How many rows share a line (a grid's columns); 1 for a stack or a list.
    let rowsPerLine: Int
    /// Where a `ForEach`'s declared row extent is kept between updates; `nil`: read every time.
    private let rowViews: LazyRowViews?
    /// What the container measured of the rows it built.
    private let estimates: LazyRowEstimates
    private(set) var segments: [Segment] = []
    /// How many rows the content has.
    private(set) var rowCount = 0
    private var length: CGFloat = 0
    private var currentHeader: Int?

    /// Flattens `content` into its rows.
    init(
        content: any View, axis: Axis, defaultExtent: CGFloat, minimumExtent: CGFloat = 0,
        rowsPerLine: Int = 1, rowViews: LazyRowViews? = nil,
        estimates: LazyRowEstimates = LazyRowEstimates()
    ) {
        self.axis = axis
        self.defaultExtent = defaultExtent
        self.minimumExtent = minimumExtent
        self.rowsPerLine = max(1, rowsPerLine)
        self.rowViews = rowViews
        self.estimates = estimates
        add(content, path: [])
    }

    /// The content's extent along the axis.
    var totalExtent: CGFloat {
        rowsPerLine == 1 ? length : CGFloat((rowCount + rowsPerLine - 1) / rowsPerLine) * lineExtent
    }

    /// A grid line's extent: its first segment's row extent.
    private var lineExtent: CGFloat { segments.first?.extent ?? defaultExtent }

    /// Whether a grid's line extent is known (`Segment.isKnown`).
    private var isLineExtentKnown: Bool { segments.first?.isKnown ?? true }

    /// Adds the rows `view` stands for, under `path`.
    mutating func add(_ view: any View, path: [ChildTag]) {
        if let source = view as? any LazyRowSource {
            source.appendRows(to: &self, path: path)
            return
        }
        guard let children = ViewList.children(of: view) else {
            appendRow(view, path: path)
            return
        }
        for child in children.items { add(child.view, path: path + [child.key.tag]) }
    }

    /// Adds one static row.
    mutating func appendRow(_ view: any View, path: [ChildTag]) {
        let tag = path.last ?? .content
        let explicit = LazyRowPlan.explicitID(of: view)
        appendSegment(
            path: Array(path.dropLast()), run: path, count: 1, declaredExtent: declaredExtent(of: view),
            tag: { _ in tag }, make: { _ in view }, rowType: typeIdentifier(of: view),
            find: { id in explicit == id ? 0 : nil })
    }

    /// Adds a run of `count` rows made on demand, whose measurements are kept by `run`, at the
    /// extent measured of them, else the one their view declares (`declaredExtent`), else a guess.
    mutating func appendSegment(
        path: [ChildTag], run: [ChildTag], count: Int, declaredExtent: CGFloat?,
        tag: @escaping (Int) -> ChildTag, make: @escaping (Int) -> any View, rowType: ObjectIdentifier,
        find: @escaping (AnyHashable) -> Int?
    ) {
        guard count > 0 else { return }
        let known = estimates.estimate(ofRun: run) ?? declaredExtent.map { max($0, minimumExtent) }
        let extent = known ?? estimates.anyRunEstimate ?? defaultExtent
        segments.append(
            Segment(
                path: path, count: count, extent: extent, isKnown: known != nil, run: run, tag: tag,
                make: make, rowType: rowType, find: find, header: currentHeader, start: length,
                firstRow: rowCount))
        rowCount += count
        length += CGFloat(count) * extent
    }

    /// Adds a section: its header row (pinned headers refer to it), its rows, its footer row.
    mutating func appendSection(
        header: (any View)?, content: (any View)?, footer: (any View)?, path: [ChildTag]
    ) {
        let outer = currentHeader
        if let header {
            appendRow(header, path: path + [.index(0)])
            currentHeader = rowCount - 1
        }
        if let content { add(content, path: path + [.index(1)]) }
        currentHeader = outer
        if let footer { appendRow(footer, path: path + [.index(2)]) }
    }

    /// The extent a row's view declares along the axis (`ViewportLayout.declaredExtent`).
    func declaredExtent(of view: any View) -> CGFloat? {
        ViewportLayout.declaredExtent(of: view, along: axis)
    }

    /// The extent the first row of a `ForEach` segment at `path` declares (tag `tag`, view type
    /// `rowType`), its view made by `make` only when the container does not keep that extent.
    func firstRowExtent(
        path: [ChildTag], tag: ChildTag, rowType: ObjectIdentifier, make: () -> any View
    ) -> CGFloat? {
        guard let rowViews else { return declaredExtent(of: make()) }
        return rowViews.extent(
            ofSegmentAt: path, firstRow: Self.key(path: path, tag: tag, rowType: rowType),
            measure: declaredExtent(of:), make: make)
    }

    /// The `.id(_:)` a row carries outermost, which `scrollTo` finds it by.
    static func explicitID(of view: any View) -> AnyHashable? {
        var current = view
        while let link = current as? any ModifierChainLink {
            if let id = link.linkModifier as? any ExplicitlyIdentified { return id.identity }
            current = link.linkContent
        }
        return nil
    }

    /// The segment holding row `index`.
    func segment(ofRow index: Int) -> Segment? {
        var low = 0
        var high = segments.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let segment = segments[middle]
            if index < segment.firstRow {
                high = middle - 1
            } else if index >= segment.firstRow + segment.count {
                low = middle + 1
            } else {
                return segment
            }
        }
        return nil
    }

    /// Where row `index` begins and ends along the axis.
    func span(ofRow index: Int) -> ClosedRange<CGFloat> {
        if rowsPerLine > 1 {
            let start = CGFloat(index / rowsPerLine) * lineExtent
            return start...(start + lineExtent)
        }
        guard let segment = segment(ofRow: index) else { return 0...0 }
        let start = segment.start + CGFloat(index - segment.firstRow) * segment.extent
        return start...(start + segment.extent)
    }

    /// The rows that overlap `visible` (positions along the axis, from the content's start), in
    /// order; with `pinningHeaders`, the header of each section with a row shown comes first.
    func rows(overlapping visible: ClosedRange<CGFloat>, pinningHeaders: Bool) -> [Int] {
        var result: [Int] = []
        if rowsPerLine > 1 {
            let extent = max(lineExtent, 1)
            let firstLine = max(0, Int((visible.lowerBound / extent).rounded(.down)))
            let lastLine = Int((visible.upperBound / extent).rounded(.up))
            let first = firstLine * rowsPerLine
            // A line of a guessed extent is built alone, to be measured before the next is planned.
            let lines = isLineExtentKnown ? lastLine - firstLine : 1
            let end = min(rowCount, (firstLine + lines) * rowsPerLine)
            if first < end { result = Array(first..<end) }
        } else {
            for segment in segments {
                let end = segment.start + CGFloat(segment.count) * segment.extent
                guard end > visible.lowerBound, segment.start < visible.upperBound else { continue }
                let extent = max(segment.extent, 0.001)
                let first = max(0, Int(((visible.lowerBound - segment.start) / extent).rounded(.down)))
                let last = min(
                    segment.count, Int(((visible.upperBound - segment.start) / extent).rounded(.up)))
                guard first < last else { continue }
                guard segment.isKnown else {
                    // Its extent is a guess: its first row is built and measured before the rows
                    // after it are planned, as a lazy stack fills its visible area row by row.
                    result.append(segment.firstRow + first)
                    break
                }
                result += (first..<last).map { segment.firstRow + $0 }
            }
        }
        guard pinningHeaders else { return result }
        var pinned: [Int] = []
        for index in result {
            if let header = segment(ofRow: index)?.header, header != index, !pinned.contains(header),
                !result.contains(header)
            {
                pinned.append(header)
            }
        }
        return pinned + result
    }

    /// The index of the row with `id` (its `ForEach` id or its `.id(_:)`), if the content has one.
    func row(withID id: AnyHashable) -> Int? {
        for segment in segments {
            if let offset = segment.find(id) { return segment.firstRow + offset }
        }
        return nil
    }

    /// Row `index`'s key among the container's children, made without its view.
    func key(ofRow index: Int) -> ChildKey? {
        guard let segment = segment(ofRow: index) else { return nil }
        return Self.key(
            path: segment.path, tag: segment.tag(index - segment.firstRow), rowType: segment.rowType)
    }

    /// The key row `index`'s measurements are kept by (`Segment.run`).
    func run(ofRow index: Int) -> [ChildTag]? { segment(ofRow: index)?.run }

    /// Whether every segment's extent is the present estimate of its rows, so planning again
    /// would place no row differently.
    var matchesEstimates: Bool {
        segments.allSatisfy { segment in
            guard let estimate = estimates.estimate(ofRun: segment.run) else { return true }
            return segment.isKnown && abs(estimate - segment.extent) < 0.5
        }
    }

    /// Row `index`'s view: for a `ForEach` row, its content called for its element.
    func view(ofRow index: Int) -> (any View)? {
        guard let segment = segment(ofRow: index) else { return nil }
        return segment.make(index - segment.firstRow)
    }

    /// The key of the row tagged `tag` in the segment at `path`.
    private static func key(path: [ChildTag], tag: ChildTag, rowType: ObjectIdentifier) -> ChildKey {
        ChildKey(tag: .element(AnyHashable(LazyRowID(path: path + [tag]))), type: rowType)
    }
}

/// A lazy row's identity under its container: the tags that lead to it from the content.
package struct LazyRowID: Hashable {
    package let path: [ChildTag]
}

/// A view that stands for rows of a lazy container in its own way (a `ForEach` made on demand,
/// a section with its header and footer, no rows at all).
@MainActor
protocol LazyRowSource {
    /// Adds this view's rows to `plan`, under `path`.
    func appendRows(to plan: inout LazyRowPlan, path: [ChildTag])
}
