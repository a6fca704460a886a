// ViewLifecycle · HeadlessUIKit

/// Where a supplementary item sits against its container (an item, a group): the edges it is
/// pinned to, moved by an offset in points or in fractions of the supplementary's own size.
///
/// The geometry follows the diagrams in UIKit's `UICollectionViewCompositionalLayout.h`: a
/// container anchor picks a point of the container (an edge in `edges` on each axis, or the
/// middle when neither edge of an axis is given); the supplementary's matching point (from its
/// item anchor, or the container anchor's edges when it has none) goes there, and both anchors'
/// offsets are added. So `[.top, .trailing]` with a fractional offset of `(0.5, -0.5)` centres a
/// badge on the container's top-trailing corner.
@MainActor @preconcurrency
open class NSCollectionLayoutAnchor: NSObject {
    /// The edges the anchor is pinned to.
    open private(set) var edges: NSDirectionalRectEdge
    /// The offset: in points when `isAbsoluteOffset`, in fractions of the supplementary's size
    /// when `isFractionalOffset`.
    open private(set) var offset: CGPoint
    /// Whether `offset` is in points (also when the anchor was made without one).
    open private(set) var isAbsoluteOffset: Bool
    /// Whether `offset` is in fractions of the supplementary's size.
    open var isFractionalOffset: Bool { !isAbsoluteOffset }

    private init(edges: NSDirectionalRectEdge, offset: CGPoint, isAbsolute: Bool) {
        self.edges = edges
        self.offset = offset
        self.isAbsoluteOffset = isAbsolute
        super.init()
    }

    /// Creates an anchor pinned to the edges, without an offset.
    ///
    /// - Parameter edges: The edges of the container (or of the supplementary) to pin to.
    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, isAbsolute: true)
    }

    /// Creates an anchor pinned to the edges and moved by an offset in points.
    ///
    /// - Parameters:
    ///   - edges: The edges to pin to.
    ///   - absoluteOffset: The offset in points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, isAbsolute: true)
    }

    /// Creates an anchor pinned to the edges and moved by an offset in fractions of the
    /// supplementary's size.
    ///
    /// - Parameters:
    ///   - edges: The edges to pin to.
    ///   - fractionalOffset: The offset, as fractions of the supplementary's width and height.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, isAbsolute: false)
    }

    /// The frame of a supplementary of `size` anchored by `self` in `container` (x along the
    /// leading-to-trailing direction), its own point chosen by `itemAnchor` when given.
    func frame(of size: CGSize, in container: CGRect, itemAnchor: NSCollectionLayoutAnchor?) -> CGRect {
        let target = CGPoint(
            x: Self.position(container.minX, container.width, edges, .leading, .trailing),
            y: Self.position(container.minY, container.height, edges, .top, .bottom))
        let ownEdges = itemAnchor?.edges ?? edges
        let own = CGPoint(
            x: Self.position(0, size.width, ownEdges, .leading, .trailing),
            y: Self.position(0, size.height, ownEdges, .top, .bottom))
        let shift = [self, itemAnchor].compactMap { $0 }.reduce(CGPoint.zero) { total, anchor in
            anchor.isAbsoluteOffset
                ? CGPoint(x: total.x + anchor.offset.x, y: total.y + anchor.offset.y)
                : CGPoint(
                    x: total.x + anchor.offset.x * size.width, y: total.y + anchor.offset.y * size.height)
        }
        return CGRect(
            origin: CGPoint(x: target.x - own.x + shift.x, y: target.y - own.y + shift.y), size: size)
    }

    /// The point on one axis of a span: its start, its end, or its middle.
    private static func position(
        _ start: CGFloat, _ length: CGFloat, _ edges: NSDirectionalRectEdge,
        _ startEdge: NSDirectionalRectEdge,
        _ endEdge: NSDirectionalRectEdge
    ) -> CGFloat {
        switch (edges.contains(startEdge), edges.contains(endEdge)) {
        case (true, false): start
        case (false, true): start + length
        default: start + length / 2
        }
    }
}
