// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// Where one scrollable (a `ScrollView` or a `List`) is scrolled to, and what a scroll must
/// bring up to date: the lazy containers inside it, which build only the rows it shows.
@MainActor
package final class ScrollState {
    /// The scrollable axes.
    let axes: Axis.Set
    /// The content offset: how far the content is scrolled along each axis.
    var offset = CGPoint.zero
    /// The scrollable's node (a `ScrollView`'s or a `List`'s).
    package weak var node: ViewNode?
    /// The lazy containers laid out in this scrollable, weakly.
    private var containers: [WeakNode] = []

    init(axes: Axis.Set, node: ViewNode?) {
        self.axes = axes
        self.node = node
    }

    /// The visible size: the hosting view's bounds (the screen unless set otherwise).
    var viewport: CGSize {
        (node?.graph?.host?.viewIfLoaded?.bounds ?? HeadlessWorld.screenBounds).size
    }

    /// The offset along `axis`.
    package func offset(along axis: Axis) -> CGFloat { axis == .vertical ? offset.y : offset.x }

    /// The visible length along `axis`.
    func viewportLength(along axis: Axis) -> CGFloat {
        axis == .vertical ? viewport.height : viewport.width
    }

    /// The axis a one-axis scroll moves along (vertical when both scroll).
    package var mainAxis: Axis { axes.contains(.vertical) ? .vertical : .horizontal }

    /// Remembers a lazy container laid out here, so a scroll re-describes its rows.
    func register(_ container: ViewNode) {
        containers.removeAll { $0.node == nil || !($0.node?.isMounted ?? false) }
        guard !containers.contains(where: { $0.node === container }) else { return }
        containers.append(WeakNode(node: container))
    }

    /// The lazy containers laid out here that are still in the graph.
    var liveContainers: [ViewNode] { containers.compactMap(\.node).filter(\.isMounted) }

    /// What a `scrollPosition(id:)` above wants told after a scroll.
    var positionObserver: (() -> Void)?

    /// Moves the content to `offset` along `axis` (clamped to the content) and asks the lazy
    /// containers inside for their rows at the next update; then tells `positionObserver`,
    /// unless the move came from it.
    package func scroll(to value: CGFloat, along axis: Axis, notifying: Bool = true) {
        let limit = max(0, ViewportLayout.contentExtent(of: self, along: axis) - viewportLength(along: axis))
        let clamped = min(max(0, value), limit)
        if axis == .vertical { offset.y = clamped } else { offset.x = clamped }
        for container in liveContainers { container.invalidate() }
        if notifying { positionObserver?() }
        if !observers.isEmpty {
            let geometry = self.geometry
            // In the order they were first registered (the graph's order); a gone one leaves.
            observers = observers.filter { $0.observe(geometry) }
        }
    }

    /// What `onScrollGeometryChange` and `onScrollVisibilityChange` modifiers want told after a
    /// scroll, in the order they were first registered; each returns whether it is still alive.
    private var observers: [(owner: ObjectIdentifier, observe: (ScrollGeometry) -> Bool)] = []

    /// Registers (or replaces) `owner`'s observer, keeping its place.
    func observe(for owner: AnyObject, _ observer: @escaping (ScrollGeometry) -> Bool) {
        let id = ObjectIdentifier(owner)
        if let index = observers.firstIndex(where: { $0.owner == id }) {
            observers[index].observe = observer
        } else {
            observers.append((id, observer))
        }
    }

    /// The scroll view's geometry: its offset, the content's estimated size, its viewport.
    var geometry: ScrollGeometry {
        let size = viewport
        let content = CGSize(
            width: axes.contains(.horizontal)
                ? ViewportLayout.contentExtent(of: self, along: .horizontal) : size.width,
            height: axes.contains(.vertical)
                ? ViewportLayout.contentExtent(of: self, along: .vertical) : size.height)
        return ScrollGeometry(
            contentOffset: offset, contentSize: content, contentInsets: EdgeInsets(), containerSize: size)
    }

    /// The scroll state of the first scroll view or list at or below `node`.
    static func first(below node: ViewNode) -> ScrollState? {
        for (candidate, _) in node.subtreeParentFirst {
            if let scroll = candidate.behavior as? ScrollBehavior { return scroll.state }
            if let lazy = candidate.behavior as? LazyContainerBehavior, let own = lazy.ownScroll {
                return own
            }
        }
        return nil
    }

    /// The id of the row of the first lazy container at `anchor` of the viewport (the top when
    /// `nil`), if that row has one.
    func rowID(at anchor: UnitPoint?) -> AnyHashable? {
        let axis = mainAxis
        guard let node else { return nil }
        for container in [node] + liveContainers {
            guard let lazy = container.behavior as? LazyContainerBehavior, let plan = lazy.plan,
                plan.axis == axis
            else { continue }
            let fraction = anchor.map { axis == .vertical ? $0.y : $0.x } ?? 0
            let origin = container === node ? 0 : lazy.origin
            let point = offset(along: axis) - origin + fraction * viewportLength(along: axis)
            guard let index = plan.rows(overlapping: point...(point + 0.5), pinningHeaders: false).first,
                let tag = plan.key(ofRow: index)?.tag, case .element(let path) = tag,
                let last = (path.base as? LazyRowID)?.path.last, case .element(let id) = last
            else { return nil }
            return id
        }
        return nil
    }
}

/// A node held weakly.
struct WeakNode {
    weak var node: ViewNode?
}
