// ViewLifecycle · HeadlessUIKit

extension UICollectionViewDiffableDataSource {
    /// The closures asked when the user expands or collapses an outline item (kept as set; no user
    /// taps headlessly). `Item` is always the data source's item type.
    public struct SectionSnapshotHandlers<Item> where Item: Hashable, Item: Sendable {
        /// Whether an item may expand; with none, every item may.
        public var shouldExpandItem: ((ItemIdentifierType) -> Bool)?
        /// Called before an item expands.
        public var willExpandItem: ((ItemIdentifierType) -> Void)?
        /// Whether an item may collapse; with none, every item may.
        public var shouldCollapseItem: ((ItemIdentifierType) -> Bool)?
        /// Called before an item collapses.
        public var willCollapseItem: ((ItemIdentifierType) -> Void)?
        /// Gives the children an expanding parent shows, from the section snapshot below it.
        public var snapshotForExpandingParent:
            (
                (ItemIdentifierType, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) ->
                    NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
            )?

        /// Handlers that leave every item free to expand and collapse.
        public init() {}
    }
}

@available(*, unavailable)
extension UICollectionViewDiffableDataSource.SectionSnapshotHandlers: Sendable {}
