// ViewLifecycle · HeadlessUIKit

extension UICollectionViewDiffableDataSource {
    /// The closures that let the user reorder items, and hear about it.
    public struct ReorderingHandlers {
        /// Whether the user may move an item; with none, no item moves.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called before the data source takes a reordering into its snapshot.
        public var willReorder:
            ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called once the data source has taken a reordering into its snapshot: the place to
        /// update the model behind it.
        public var didReorder:
            ((NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// Handlers that allow no reordering.
        public init() {}
    }
}

@available(*, unavailable)
extension UICollectionViewDiffableDataSource.ReorderingHandlers: Sendable {}
