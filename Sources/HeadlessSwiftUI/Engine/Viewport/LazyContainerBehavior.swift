// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// What a lazy container (`List`, `LazyVStack`, `LazyHStack`, `LazyVGrid`, `LazyHGrid`) keeps
/// for its identity: its rows' plan, which rows it shows, and the rows it built that scrolled
/// out but keep their nodes and state (`LazyRowRules.keptViewportLengths`).
///
/// The container's node has the shown rows as its children, so the screen and the driver see
/// only them. Rows are planned at estimated extents: once built, they are measured, and while
/// the measurements move a row, the container plans again in the same update, as a lazy stack
/// fills its visible area from the sizes of the views it loads (`LazyRowEstimates`). A row that
/// scrolls out leaves the children but stays in `kept` (its state alive; `onDisappear` per
/// `LazyRowRules`); one that scrolls back is put back and appears again; a kept row that gets
/// too far is released, its tasks cancelled, its state gone.
final class LazyContainerBehavior: NodeBehavior {
    /// Which rules apply: a list's cells or a lazy stack's rows.
    enum Kind {
        case list, stack
    }

    let kind: Kind
    /// The container's own scroll position (a `List` scrolls itself), if it has one.
    let ownScroll: ScrollState?
    /// The latest plan of the container's rows.
    private(set) var plan: LazyRowPlan?
    /// Where the container begins in its scrollable's content, at the latest layout.
    private(set) var origin: CGFloat = 0
    /// Rows built and scrolled out, by key, with where they were.
    private var kept: [ChildKey: (node: ViewNode, span: ClosedRange<CGFloat>)] = [:]
    /// Where each shown row is, by key.
    private var shownSpans: [ChildKey: ClosedRange<CGFloat>] = [:]
    /// Each shown row's index and the run its measurements are kept by, by key.
    private var shownRows: [ChildKey: (index: Int, run: [ChildTag])] = [:]
    /// What the rows built so far measured.
    private let estimates = LazyRowEstimates()
    /// How many times this update planned the rows again after measuring them.
    private var replans = 0
    /// Whether the rows are being planned again within one update (the content is the same).
    private var isReplanning = false
    /// Whether a `List`'s selection held a value at its latest update (`nil` before the first).
    var selectionHadValue: Bool?
    /// Where each update gets its rows' view values and its rows' extents.
    private let rowViews = LazyRowViews()

    init(kind: Kind, ownScroll: ScrollState?) {
        self.kind = kind
        self.ownScroll = ownScroll
    }

    /// The behaviour of a lazy container's node, made the first time it renders; a `List`'s
    /// own scroll position is registered with the driver.
    static func of(_ node: ViewNode, kind: Kind) -> LazyContainerBehavior {
        if let existing = node.behavior as? LazyContainerBehavior { return existing }
        var own: ScrollState?
        if kind == .list {
            own = ScrollState(axes: .vertical, node: node)
            ScrollRegistry.current.register(own!)
        }
        let behavior = LazyContainerBehavior(kind: kind, ownScroll: own)
        node.behavior = behavior
        return behavior
    }

    /// The content's extent along `axis`: all rows along the container's axis, else one row.
    func totalExtent(along axis: Axis) -> CGFloat {
        guard let plan else { return 0 }
        return axis == plan.axis ? plan.totalExtent : plan.defaultExtent
    }

    /// Flattens `content`, the rows of the container value marked `mark` at `node`, into the
    /// plan its update describes (`describeRows`), keeping the rows' extents between updates.
    func plan(
        of content: any View, axis: Axis, defaultExtent: CGFloat, rowsPerLine: Int = 1,
        mark: ContainerValueMark, in node: ViewNode
    ) -> LazyRowPlan {
        rowViews.begin(mark: mark, rows: node.children)
        return LazyRowPlan(
            content: content, axis: axis, defaultExtent: defaultExtent,
            minimumExtent: kind == .list ? defaultExtent : 0, rowsPerLine: rowsPerLine,
            rowViews: rowViews, estimates: estimates)
    }

    /// Describes the rows the viewport shows, and brings the rows that came and went up to date:
    /// those scrolled out leave the node's children for `kept`, those scrolled back return.
    /// Only rows coming in are made, and the rows on screen when the container's value is new.
    func describeRows(
        of plan: LazyRowPlan, in node: ViewNode, pinningHeaders: Bool, into list: inout ChildList
    ) {
        self.plan = plan
        let axis = plan.axis
        let scroll = ownScroll ?? ViewportLayout.enclosingScroll(of: node, along: axis)
        var start: CGFloat = 0
        var length = HeadlessWorld.screenBounds.size.height
        if let scroll {
            scroll.register(node)
            if scroll !== ownScroll, let scrollNode = scroll.node {
                origin = ViewportLayout.origin(of: node, in: scrollNode, along: axis)
            }
            start = scroll.offset(along: axis) - origin
            length = scroll.viewportLength(along: axis)
        } else if axis == .horizontal {
            length = HeadlessWorld.screenBounds.size.width
        }
        let visible = start...(start + length)
        var shown: [ChildKey: ClosedRange<CGFloat>] = [:]
        var order: [ChildKey] = []
        shownRows.removeAll(keepingCapacity: true)
        for index in plan.rows(overlapping: visible, pinningHeaders: pinningHeaders) {
            guard let key = plan.key(ofRow: index), let run = plan.run(ofRow: index),
                let view = rowViews.view(of: key, make: { plan.view(ofRow: index) })
            else { continue }
            shown[key] = plan.span(ofRow: index)
            shownRows[key] = (index, run)
            order.append(key)
            list.append(key.tag, existential: view)
        }
        rowViews.end()
        update(node, shown: shown, order: order, visible: visible)
    }

    /// Moves rows between the node's children and `kept`, queueing their appearance changes.
    private func update(
        _ node: ViewNode, shown: [ChildKey: ClosedRange<CGFloat>], order: [ChildKey],
        visible: ClosedRange<CGFloat>
    ) {
        let margin = (visible.upperBound - visible.lowerBound) * LazyRowRules.keptViewportLengths
        let keeping = (visible.lowerBound - margin)...(visible.upperBound + margin)
        guard let graph = node.graph else { return }
        let disappears =
            kind == .list
            ? LazyRowRules.listRowsDisappearOnScrollOut : LazyRowRules.lazyStackRowsDisappearOnScrollOut
        var children: [ViewNode] = []
        for child in node.children {
            let span = shownSpans[child.key] ?? 0...0
            // Not shown, yet where the viewport looks: its data went away. It stays a child, so
            // the graph unmounts it (its state freed, `onDisappear`) as any removed view. (Planned
            // again in one update, the data is the same: a row no longer shown was only moved.)
            if shown[child.key] != nil {
                children.append(child)
                continue
            }
            if !isReplanning, span.upperBound > visible.lowerBound, span.lowerBound < visible.upperBound {
                children.append(child)
                estimates.forget(child.key)
                continue
            }
            kept[child.key] = (child, span)
            if disappears, graph.isAppeared {
                graph.queueDisappearance(of: child, into: &graph.actions.removals)
            }
        }
        for key in order {
            guard let (row, _) = kept.removeValue(forKey: key) else { continue }
            children.append(row)
            if graph.isAppeared { graph.queueAppearance(of: row) }
        }
        node.children = children
        shownSpans = shown
        // Released in layout order, so their tasks end in an order that does not depend on
        // the dictionary's.
        let far = kept.filter { !$0.value.span.overlaps(keeping) }
            .sorted { $0.value.span.lowerBound < $1.value.span.lowerBound }
        for (key, entry) in far {
            kept.removeValue(forKey: key)
            estimates.forget(key)
            Self.release(entry.node)
        }
    }

    override var followsRenderedChildren: Bool { true }

    /// Measures the rows just built or kept on screen (a grid's cells at their line's extent)
    /// and records them; while that moves a row of the plan, plans the rows again, in this update.
    override func childrenRendered(of node: ViewNode, graph: ViewGraph) {
        guard let plan else { return }
        var measured: [(key: ChildKey, index: Int, run: [ChildTag], extent: CGFloat)] = []
        var lineExtents: [Int: CGFloat] = [:]
        for child in node.children {
            guard let row = shownRows[child.key] else { continue }
            let size = ViewportLayout.extent(of: child, along: plan.axis)
            // A row the headless layout cannot size (no text, frame or padding) gets the default.
            let extent = max(size > 0 ? size : plan.defaultExtent, plan.minimumExtent)
            measured.append((child.key, row.index, row.run, extent))
            let line = row.index / plan.rowsPerLine
            lineExtents[line] = max(lineExtents[line] ?? 0, extent)
        }
        for row in measured {
            let extent =
                plan.rowsPerLine > 1 ? lineExtents[row.index / plan.rowsPerLine] ?? row.extent : row.extent
            estimates.record(extent, of: row.key, inRun: row.run)
        }
        guard !plan.matchesEstimates, replans < LazyRowRules.maximumReplans else {
            replans = 0
            return
        }
        replans += 1
        isReplanning = true
        graph.render(node)
        isReplanning = false
    }

    /// Lets go of a row kept off screen: its tasks end and its state is freed.
    private static func release(_ row: ViewNode) {
        for node in row.subtreeChildrenFirst {
            node.isMounted = false
            node.behavior?.tearDown()
            node.observationGeneration += 1
            node.children.removeAll()
        }
    }

    override func tearDown() {
        for entry in kept.values.sorted(by: { $0.span.lowerBound < $1.span.lowerBound }) {
            Self.release(entry.node)
        }
        kept.removeAll()
    }

    /// Where a shown row is along the container's axis, from the container's start.
    func shownSpan(of key: ChildKey) -> ClosedRange<CGFloat>? { shownSpans[key] }

    /// How many rows are kept off screen (for tests and `Headless.dump`).
    var keptCount: Int { kept.count }

    override var dumpDescription: String? {
        guard let plan else { return nil }
        return "rows \(plan.rowCount), kept \(kept.count)"
    }
}
