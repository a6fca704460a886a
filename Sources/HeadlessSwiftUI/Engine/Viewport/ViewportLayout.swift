// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The viewport's layout: enough to know which rows are on screen, not exact pixels.
///
/// A view's extent along an axis is its `frame` along it, plus the padding outside that frame
/// (a flexible frame clamps what is inside), else: a `Text` or an `Image` one 20 pt line
/// (guess), a lazy container the sum of its rows (their estimates, `LazyRowEstimates`), a
/// `VStack` the sum of its children vertically and their largest horizontally (an `HStack` the
/// reverse, a `ZStack` the largest both ways), any other view the sum of its children; a leaf
/// with no size of its own (a shape, a colour, a spacer) 0. Spacing and fonts are not laid out.
@MainActor
enum ViewportLayout {
    /// One `Text` line's height, and a text's width (guesses); an `Image` is given the same.
    static let textLine = CGSize(width: 100, height: 20)

    /// The length of `state`'s content along `axis`.
    static func contentExtent(of state: ScrollState, along axis: Axis) -> CGFloat {
        guard let node = state.node else { return 0 }
        if let lazy = node.behavior as? LazyContainerBehavior { return lazy.totalExtent(along: axis) }
        return node.children.reduce(0) { $0 + extent(of: $1, along: axis) }
    }

    /// `node`'s extent along `axis`.
    static func extent(of node: ViewNode, along axis: Axis) -> CGFloat {
        extent(of: node.view, along: axis) {
            if let lazy = node.behavior as? LazyContainerBehavior { return lazy.totalExtent(along: axis) }
            if node.view is Text || node.view is Image {
                return axis == .vertical ? textLine.height : textLine.width
            }
            return combined(node.children, along: axis, summing: sums(node.view, along: axis) ?? true)
        }
    }

    /// Whether `view` lays children out one after another along `axis` (`nil`: it does not say).
    private static func sums(_ view: any View, along axis: Axis) -> Bool? {
        guard let stack = view as? any StackingView else { return nil }
        return stack.stackingAxis == axis
    }

    /// The children's extents summed, or the largest, looking through views that only group
    /// others (tuples, groups, `ForEach`, conditionals), which the enclosing stack lays out.
    private static func combined(_ children: [ViewNode], along axis: Axis, summing: Bool) -> CGFloat {
        var total: CGFloat = 0
        for child in children {
            let value: CGFloat
            if isGrouping(child) {
                value = combined(child.children, along: axis, summing: summing)
            } else {
                value = extent(of: child, along: axis)
            }
            total = summing ? total + value : max(total, value)
        }
        return total
    }

    private static func isGrouping(_ node: ViewNode) -> Bool {
        node.view is any ViewListContainer || type(of: node.view) is any OptionalView.Type
    }

    /// The outermost `frame` along `axis` of a view's modifiers.
    static func frame(of view: any View, along axis: Axis) -> CGFloat? {
        var current = view
        while let link = current as? any ModifierChainLink {
            if let inert = link.linkModifier as? _InertModifier,
                case .frame(let width, let height, _) = inert.attribute,
                let value = axis == .vertical ? height : width
            {
                return value
            }
            current = link.linkContent
        }
        return nil
    }

    /// The nearest `frame` along `axis` above `node` (a `GeometryReader` is offered that size),
    /// or `nil` when none sets one up to the hosting view.
    static func enclosingFrame(of node: ViewNode, along axis: Axis) -> CGFloat? {
        var ancestor = node.parent
        while let current = ancestor {
            if let value = frame(of: current.view, along: axis) { return value }
            ancestor = current.parent
        }
        return nil
    }

    /// Where `node` begins along `axis` within the content of the scrollable at `scrollNode`:
    /// the extents of what comes before it in each stack that lays out along `axis`.
    static func origin(of node: ViewNode, in scrollNode: ViewNode, along axis: Axis) -> CGFloat {
        var total: CGFloat = 0
        var child = node
        while let parent = child.parent {
            if let lazy = parent.behavior as? LazyContainerBehavior {
                // A lazy container's row is where its plan put it.
                total += lazy.shownSpan(of: child.key)?.lowerBound ?? 0
            } else if parent !== scrollNode, stacksAlong(parent, axis) {
                for sibling in parent.children {
                    if sibling === child { break }
                    total += extent(of: sibling, along: axis)
                }
            }
            if parent === scrollNode { break }
            child = parent
        }
        return total
    }

    /// Whether `node` places its children one after another along `axis`: a stack along it, or
    /// a grouping view inside one (views with one child have nothing before it).
    private static func stacksAlong(_ node: ViewNode, _ axis: Axis) -> Bool {
        if let summing = sums(node.view, along: axis) { return summing }
        if isGrouping(node) {
            var ancestor = node.parent
            while let current = ancestor {
                if let summing = sums(current.view, along: axis) { return summing }
                if !isGrouping(current) { return true }
                ancestor = current.parent
            }
        }
        return true
    }

    /// The nearest scrollable above `node` that scrolls along `axis`.
    static func enclosingScroll(of node: ViewNode, along axis: Axis) -> ScrollState? {
        var ancestor = node.parent
        while let current = ancestor {
            if let scroll = current.behavior as? ScrollBehavior,
                scroll.state.axes.contains(axis == .vertical ? .vertical : .horizontal)
            {
                return scroll.state
            }
            ancestor = current.parent
        }
        return nil
    }

    /// Whether `node` is still reachable from its graph's root (a row kept off screen is not).
    static func isAttached(_ node: ViewNode) -> Bool {
        var current = node
        while let parent = current.parent {
            guard parent.children.contains(where: { $0 === current }) else { return false }
            current = parent
        }
        return current === current.graph?.root
    }
}
