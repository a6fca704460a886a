// ViewLifecycle · HeadlessUIKit

/// One item of a compositional layout: its size relative to its group, and insets.
@MainActor @preconcurrency
open class NSCollectionLayoutItem: NSObject {
    /// The size, relative to the containing group.
    public let layoutSize: NSCollectionLayoutSize
    /// Supplementary items attached to the item (recorded).
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Insets of the content within the item's frame.
    open var contentInsets = NSDirectionalEdgeInsets()

    /// Creates an item with supplementary items.
    ///
    /// - Parameters:
    ///   - layoutSize: The size.
    ///   - supplementaryItems: Its supplementary items.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem])
    {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }

    /// Creates an item.
    ///
    /// - Parameter layoutSize: The size.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The frames (x across, y along the group's stacking) of the items this element lays out
    /// in `frame`, in order; a plain item is one frame, inset by `contentInsets`.
    func itemFrames(in frame: CGRect, containerSize: CGSize, limit: Int) -> [CGRect] {
        guard limit > 0 else { return [] }
        return [
            CGRect(
                x: frame.minX + contentInsets.leading, y: frame.minY + contentInsets.top,
                width: max(0, frame.width - contentInsets.leading - contentInsets.trailing),
                height: max(0, frame.height - contentInsets.top - contentInsets.bottom))
        ]
    }
}
