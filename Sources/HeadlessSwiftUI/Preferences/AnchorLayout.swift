// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// Where a view is, as far as the runtime knows without layout: what anchors and geometry
/// proxies resolve against, in the hosting view's coordinate space.
///
/// A view's size is `ViewportLayout`'s extent (its `frame`, else a text's one line, else its
/// children's). Its origin adds, for each enclosing `VStack`/`HStack` along its axis, the extents
/// of the children before it (children packed at the top leading corner, no spacing, no
/// alignment: guess); overlays, backgrounds, `ZStack`s and other containers place every child
/// at their own origin. Padding, offsets, positions and scrolling are not applied.
@MainActor
enum AnchorLayout {
    /// `node`'s frame in the hosting view's coordinate space.
    static func frame(of node: ViewNode) -> CGRect {
        CGRect(
            x: origin(of: node, along: .horizontal), y: origin(of: node, along: .vertical),
            width: ViewportLayout.extent(of: node, along: .horizontal),
            height: ViewportLayout.extent(of: node, along: .vertical))
    }

    /// Where `node` begins along `axis`.
    static func origin(of node: ViewNode, along axis: Axis) -> CGFloat {
        var total: CGFloat = 0
        var child = node
        while let parent = child.parent {
            if stacks(parent, along: axis) {
                for sibling in parent.children {
                    if sibling === child { break }
                    total += ViewportLayout.extent(of: sibling, along: axis)
                }
            }
            child = parent
        }
        return total
    }

    /// Whether `node` places its children one after another along `axis`: a stack along it, or a
    /// view that only groups others (a tuple, a `ForEach`, a conditional) directly in one.
    private static func stacks(_ node: ViewNode, along axis: Axis) -> Bool {
        var current: ViewNode? = node
        while let candidate = current {
            if let stack = candidate.view as? any StackingView { return stack.stackingAxis == axis }
            guard isGrouping(candidate) else { return false }
            current = candidate.parent
        }
        return false
    }

    private static func isGrouping(_ node: ViewNode) -> Bool {
        node.view is any ViewListContainer || type(of: node.view) is any OptionalView.Type
    }
}
