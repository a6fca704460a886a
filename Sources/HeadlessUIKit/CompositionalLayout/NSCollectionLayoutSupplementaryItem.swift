// ViewLifecycle · HeadlessUIKit

/// A supplementary view attached to a compositional layout element, placed by anchors.
@MainActor @preconcurrency
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind of the supplementary view.
    public let elementKind: String
    /// The stacking order (recorded).
    open var zIndex = 0
    /// The point of the container the supplementary is pinned to.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The supplementary's own point pinned there; `nil` pins the point matching the container
    /// anchor's edges.
    public let itemAnchor: NSCollectionLayoutAnchor?

    init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor?
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Creates a supplementary item pinned to a point of its container.
    ///
    /// - Parameters:
    ///   - layoutSize: The size, relative to the container.
    ///   - elementKind: The kind of the supplementary view.
    ///   - containerAnchor: The point of the container to pin it to.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(
            layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
            itemAnchor: nil)
    }

    /// Creates a supplementary item whose own point `itemAnchor` is pinned to a point of its
    /// container.
    ///
    /// - Parameters:
    ///   - layoutSize: The size, relative to the container.
    ///   - elementKind: The kind of the supplementary view.
    ///   - containerAnchor: The point of the container to pin it to.
    ///   - itemAnchor: The supplementary's own point that goes there.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(
            layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor,
            itemAnchor: Optional(itemAnchor))
    }

    /// The supplementary's frame against a container's frame: its size resolved in the
    /// container, placed by its anchors.
    func frame(in container: CGRect) -> CGRect {
        containerAnchor.frame(
            of: layoutSize.resolved(in: container.size), in: container, itemAnchor: itemAnchor)
    }
}
