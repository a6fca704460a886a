// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// An erased layout's requirements as closures over the concrete layout and its cache type.
@MainActor @usableFromInline
final class AnyLayoutBox {
    let makeCache: (LayoutSubviews) -> Any
    let updateCache: (inout Any, LayoutSubviews) -> Void
    let spacing: (LayoutSubviews, inout Any) -> ViewSpacing
    let sizeThatFits: (ProposedViewSize, LayoutSubviews, inout Any) -> CGSize
    let placeSubviews: (CGRect, ProposedViewSize, LayoutSubviews, inout Any) -> Void
    let horizontalGuide:
        (HorizontalAlignment, CGRect, ProposedViewSize, LayoutSubviews, inout Any) -> CGFloat?
    let verticalGuide: (VerticalAlignment, CGRect, ProposedViewSize, LayoutSubviews, inout Any) -> CGFloat?

    init<L: Layout>(_ layout: L) {
        makeCache = { layout.makeCache(subviews: $0) }
        updateCache = { cache, subviews in
            var typed = cache as! L.Cache
            layout.updateCache(&typed, subviews: subviews)
            cache = typed
        }
        spacing = { subviews, cache in
            var typed = cache as! L.Cache
            defer { cache = typed }
            return layout.spacing(subviews: subviews, cache: &typed)
        }
        sizeThatFits = { proposal, subviews, cache in
            var typed = cache as! L.Cache
            defer { cache = typed }
            return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
        }
        placeSubviews = { bounds, proposal, subviews, cache in
            var typed = cache as! L.Cache
            defer { cache = typed }
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
        horizontalGuide = { guide, bounds, proposal, subviews, cache in
            var typed = cache as! L.Cache
            defer { cache = typed }
            return layout.explicitAlignment(
                of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
        verticalGuide = { guide, bounds, proposal, subviews, cache in
            var typed = cache as! L.Cache
            defer { cache = typed }
            return layout.explicitAlignment(
                of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        }
    }
}
