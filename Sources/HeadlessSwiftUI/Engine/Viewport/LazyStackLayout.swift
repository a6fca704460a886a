// ViewLifecycle · HeadlessSwiftUI

/// What the four lazy stacks and grids tell their container about laying out their rows: the
/// axis they grow along, the headers they pin, and for a grid its lines' items. Alignment and
/// spacing are not laid out headlessly, so the stacks do not keep them.
struct LazyStackLayout {
    /// The axis the rows follow.
    let axis: Axis
    /// The views that stay while their section's rows are visible.
    let pinnedViews: PinnedScrollableViews
    /// A grid's columns (vertical) or rows (horizontal); `nil` for a stack, one row per line.
    var gridItems: [GridItem]? = nil
    /// New in each stack value: a value its parent made anew re-makes the rows on screen.
    let mark = ContainerValueMark()

    /// Describes the rows of `content` that its scroll view shows: built when they scroll in.
    @MainActor
    func describeRows(of content: any View, in node: ViewNode, into list: inout ChildList) {
        let screen = HeadlessWorld.screenBounds
        let across = axis == .vertical ? screen.width : screen.height
        let behavior = LazyContainerBehavior.of(node, kind: .stack)
        let plan = behavior.plan(
            of: content, axis: axis, defaultExtent: LazyRowRules.lazyRowExtent,
            rowsPerLine: gridItems.map { GridItem.count(of: $0, across: across) } ?? 1, mark: mark, in: node)
        behavior.describeRows(
            of: plan, in: node, pinningHeaders: pinnedViews.contains(.sectionHeaders), into: &list)
    }
}
