// ViewLifecycle · HeadlessUIKit

/// A supplementary view at a section's edge: a header (top) or a footer (bottom).
@MainActor @preconcurrency
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Where the view sits against the section.
    public let alignment: NSRectAlignment
    /// The view's offset from that place (recorded).
    public let offset: CGPoint
    /// Whether the section grows to hold the view.
    open var extendsBoundary = true
    /// Whether the view stays on screen while its section scrolls (recorded).
    open var pinToVisibleBounds = false

    /// Creates a boundary supplementary item.
    ///
    /// - Parameters:
    ///   - layoutSize: The size.
    ///   - elementKind: The kind.
    ///   - alignment: The edge: `.top` for a header, `.bottom` for a footer.
    ///   - absoluteOffset: An offset from that edge.
    public init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment,
        absoluteOffset: CGPoint
    ) {
        self.alignment = alignment
        self.offset = absoluteOffset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind,
            containerAnchor: NSCollectionLayoutAnchor(edges: alignment.edges, absoluteOffset: absoluteOffset),
            itemAnchor: nil)
    }

    /// Creates a boundary supplementary item without an offset.
    ///
    /// - Parameters:
    ///   - layoutSize: The size.
    ///   - elementKind: The kind.
    ///   - alignment: The edge: `.top` for a header, `.bottom` for a footer.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
    ) {
        self.init(
            layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }
}
