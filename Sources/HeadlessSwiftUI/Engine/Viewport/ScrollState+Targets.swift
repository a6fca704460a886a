// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension ScrollState {
    /// The offset and axis `place` means for this scrollable, or `nil` when no row has its id.
    package func resolve(_ place: ScrollPlace) -> (CGFloat, Axis)? {
        let axis = mainAxis
        switch place {
        case .top: return (0, axis)
        case .end: return (.greatestFiniteMagnitude, axis)
        case .offset(let value): return (value, axis)
        case .row(let id, let anchor):
            guard let span = span(ofID: id, along: axis) else { return nil }
            return (offset(showing: span, anchor: anchor, along: axis), axis)
        }
    }

    /// Where the row or view with `id` is in the content: a lazy container's row (found without
    /// building it), else a built view whose `ForEach` id or `.id(_:)` it is.
    func span(ofID id: AnyHashable, along axis: Axis) -> ClosedRange<CGFloat>? {
        guard let node else { return nil }
        for container in [node] + liveContainers {
            guard let lazy = container.behavior as? LazyContainerBehavior, let plan = lazy.plan,
                let row = plan.row(withID: id)
            else { continue }
            let span = plan.span(ofRow: row)
            let origin = container === node ? 0 : lazy.origin
            return (span.lowerBound + origin)...(span.upperBound + origin)
        }
        for (candidate, _) in node.subtreeParentFirst where candidate !== node {
            switch candidate.key.tag {
            case .element(let value) where value == id, .explicit(let value) where value == id:
                let start = ViewportLayout.origin(of: candidate, in: node, along: axis)
                return start...(start + ViewportLayout.extent(of: candidate, along: axis))
            default: continue
            }
        }
        return nil
    }

    /// The offset that shows `span`: with `anchor`, its point at the viewport's same point;
    /// without, the least move that shows it whole.
    func offset(showing span: ClosedRange<CGFloat>, anchor: UnitPoint?, along axis: Axis) -> CGFloat {
        let length = viewportLength(along: axis)
        let size = span.upperBound - span.lowerBound
        if let anchor {
            let fraction = axis == .vertical ? anchor.y : anchor.x
            return span.lowerBound - fraction * (length - size)
        }
        let current = offset(along: axis)
        if span.lowerBound < current { return span.lowerBound }
        if span.upperBound > current + length { return span.upperBound - length }
        return current
    }
}
