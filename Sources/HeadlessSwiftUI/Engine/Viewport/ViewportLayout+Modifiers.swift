// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension ViewportLayout {
    /// The default `padding()` on each edge: SwiftUI's iOS default, 16 points.
    static let defaultPadding: CGFloat = 16

    /// The extent along `axis` that `view`'s own run of inert modifiers gives what it wraps,
    /// whose extent `inner` measures: a fixed `frame` along the axis sets it (and `inner` is not
    /// asked), a flexible frame clamps it, padding outside them adds to it.
    ///
    /// Only the run that starts at `view` counts: it is the node's own (the graph makes a run of
    /// drawn-only modifiers one node), so a node's children never count the same padding twice.
    static func extent(of view: any View, along axis: Axis, wrapping inner: () -> CGFloat) -> CGFloat {
        var outside: [InertAttribute] = []
        var fixed: CGFloat?
        var current = view
        run: while let link = current as? any DrawnRunLink {
            if let inert = link.drawnModifier as? _InertModifier {
                if let value = fixedExtent(inert.attribute, along: axis) {
                    fixed = value
                    break run
                }
                outside.append(inert.attribute)
            }
            current = link.drawnContent
        }
        var result = fixed ?? inner()
        for attribute in outside.reversed() { result = adjusted(result, by: attribute, along: axis) }
        return result
    }

    /// The extent along `axis` a row's view value declares without being built: its outermost
    /// fixed `frame` along the axis with the padding outside it, through every modifier; `nil`
    /// when no frame sets it, so only the built row can tell.
    static func declaredExtent(of view: any View, along axis: Axis) -> CGFloat? {
        var outside: [InertAttribute] = []
        var current = view
        while let link = current as? any ModifierChainLink {
            if let inert = link.linkModifier as? _InertModifier {
                if let value = fixedExtent(inert.attribute, along: axis) {
                    return outside.reversed().reduce(value) { adjusted($0, by: $1, along: axis) }
                }
                outside.append(inert.attribute)
            }
            current = link.linkContent
        }
        return nil
    }

    /// The extent a fixed `frame` sets along `axis`, if `attribute` is one that sets it.
    private static func fixedExtent(_ attribute: InertAttribute, along axis: Axis) -> CGFloat? {
        guard case .frame(let width, let height, _) = attribute else { return nil }
        return axis == .vertical ? height : width
    }

    /// `extent` as `attribute` changes it: padding adds its two edges along `axis`, a flexible
    /// frame gives its ideal, else clamps to its minimum and maximum; anything else leaves it.
    private static func adjusted(_ extent: CGFloat, by attribute: InertAttribute, along axis: Axis) -> CGFloat
    {
        let vertical = axis == .vertical
        switch attribute {
        case .padding(let insets):
            return extent + (vertical ? insets.top + insets.bottom : insets.leading + insets.trailing)
        case .paddingEdges(let edges, let length):
            let sides: [Edge.Set] = vertical ? [.top, .bottom] : [.leading, .trailing]
            let count = CGFloat(sides.filter { edges.contains($0) }.count)
            return extent + count * (length ?? defaultPadding)
        case .flexibleFrame(let minimum, let ideal, let maximum, _):
            let low = vertical ? minimum?.height : minimum?.width
            let preferred = vertical ? ideal?.height : ideal?.width
            let high = vertical ? maximum?.height : maximum?.width
            var result = extent
            if let preferred, preferred >= 0 { result = preferred }
            if let low, low >= 0 { result = max(result, low) }
            if let high, high >= 0, high.isFinite { result = min(result, high) }
            return result
        default:
            return extent
        }
    }
}
