// ViewLifecycle · HeadlessUIKit

/// A collection view data source driven by snapshots of section and item identifiers:
/// applying a snapshot moves the display by the difference (the same mapping the table's
/// diffable data source uses), keeping the cells of items that stay.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>:
    _DiffableDataSource<SectionIdentifierType, ItemIdentifierType>, UICollectionViewDataSource
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    /// Makes the cell for an item.
    public typealias CellProvider = (
        _ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
    ) -> UICollectionViewCell?

    /// Makes a supplementary view.
    public typealias SupplementaryViewProvider = (
        _ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath
    ) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    /// The outlines applied to sections, by section.
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] =
        [:]

    /// Makes the supplementary views, or `nil` for none.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// The closures that let the user reorder items; by default no item moves.
    public var reorderingHandlers = ReorderingHandlers()

    /// The closures asked when outline items expand or collapse (kept as set).
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    /// Creates the data source and makes it the collection view's data source.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - cellProvider: Makes each item's cell.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    /// The number of sections in the snapshot.
    ///
    /// - Parameter collectionView: The collection view.
    /// - Returns: The count.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.sections.count }

    /// The number of items in a section of the snapshot.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - section: The section.
    /// - Returns: The count.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.count(inSectionAt: section)
    }

    /// The cell the cell provider makes for the item.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item's place.
    /// - Returns: The cell.
    open func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        guard let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item)
        else {
            fatalError("UICollectionView dataSource returned a nil cell for item at index path: \(indexPath)")
        }
        return cell
    }

    /// The view the supplementary view provider makes, or an empty view without one.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - kind: The kind.
    ///   - indexPath: Its place.
    /// - Returns: The view.
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
        at indexPath: IndexPath
    ) -> UICollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? UICollectionReusableView(frame: .zero)
    }

    /// Whether the user may move the item: what ``reorderingHandlers``' `canReorderItem` says,
    /// `false` without one.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    /// - Returns: Whether the item can move.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        guard let canReorder = reorderingHandlers.canReorderItem, let item = current.item(at: indexPath)
        else {
            return false
        }
        return canReorder(item)
    }

    /// Takes the user's move of an item into the snapshot, between ``reorderingHandlers``'
    /// `willReorder` and `didReorder`. The collection view already shows the item where it was
    /// dropped, so nothing is shown again.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - sourceIndexPath: Where the item was.
    ///   - destinationIndexPath: Where it is now.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {
        guard let item = current.item(at: sourceIndexPath) else { return }
        var final = current
        final.items[sourceIndexPath.section].remove(at: sourceIndexPath.item)
        final.items[destinationIndexPath.section].insert(item, at: destinationIndexPath.item)
        let transaction = NSDiffableDataSourceTransaction(from: current, to: final)
        reorderingHandlers.willReorder?(transaction)
        current = final
        // A flat section's own snapshot follows; an outline's keeps its hierarchy, unchanged.
        for section in transaction.sectionTransactions {
            guard let outline = sectionSnapshots[section.sectionIdentifier],
                outline.items == outline.rootItems
            else { continue }
            sectionSnapshots[section.sectionIdentifier] = section.finalSnapshot
        }
        reorderingHandlers.didReorder?(transaction)
    }

    // UIKit declares these on each data source; here they forward to the shared implementation.

    /// Shows `snapshot` by its difference from the current one; see `_DiffableDataSource`.
    nonisolated open override func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        super.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` by its difference and returns once applied.
    nonisolated open override func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async {
        await super.apply(snapshot, animatingDifferences: animatingDifferences)
    }

    /// Shows `snapshot` by reloading the view's data, without a difference.
    nonisolated open override func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        super.applySnapshotUsingReloadData(snapshot, completion: completion)
    }

    /// Shows `snapshot` by reloading the view's data and returns once applied.
    nonisolated open override func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        await super.applySnapshotUsingReloadData(snapshot)
    }

    /// A copy of the snapshot on display.
    nonisolated open override func snapshot() -> NSDiffableDataSourceSnapshot<
        SectionIdentifierType, ItemIdentifierType
    > {
        super.snapshot()
    }

    /// The section at an index, or `nil`.
    open override func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        super.sectionIdentifier(for: index)
    }

    /// The index of a section, or `nil`.
    open override func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        super.index(for: sectionIdentifier)
    }

    /// The item at an index path, or `nil`.
    open override func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        super.itemIdentifier(for: indexPath)
    }

    /// The index path of an item, or `nil`.
    open override func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        super.indexPath(for: itemIdentifier)
    }

    /// Drops the outlines of sections that left, then reloads the collection view or moves its
    /// items by the difference from `old`.
    override func show(from old: Snapshot, to snapshot: Snapshot, reloadingData: Bool) {
        sectionSnapshots = sectionSnapshots.filter { current.indexOfSection($0.key) != nil }
        guard let collectionView else { return }
        if reloadingData || collectionView.counts == nil || collectionView.needsReload {
            collectionView.reloadData()
        } else {
            collectionView.apply(old.mapping(to: snapshot), counts: current.items.map(\.count))
        }
    }
}
