// ViewLifecycle · HeadlessUIKit

/// A collection view data source driven by snapshots of section and item identifiers:
/// applying a snapshot moves the display by the difference (the same mapping the table's
/// diffable data source uses), keeping the cells of items that stay.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject,
    UICollectionViewDataSource, DiffableSnapshotSource
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

    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    /// The state on display.
    var current = Snapshot()
    /// The outlines applied to sections, by section.
    var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] =
        [:]

    /// Makes the supplementary views, or `nil` for none.
    public var supplementaryViewProvider: SupplementaryViewProvider?

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

    /// Shows `snapshot`: items that stay keep their cells, new ones are asked for, and the
    /// snapshot's reloaded and reconfigured items are replaced or asked for again.
    ///
    /// - Parameters:
    ///   - snapshot: The new state.
    ///   - animatingDifferences: Whether to animate; the completion then waits for the
    ///     (virtual) animation's end.
    ///   - completion: Called once applied.
    nonisolated open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        applyAssumingMainActor(
            snapshot, reloadingData: false, animating: animatingDifferences, completion: completion)
    }

    /// Shows `snapshot` and returns once applied.
    ///
    /// - Parameters:
    ///   - snapshot: The new state.
    ///   - animatingDifferences: Whether to animate.
    nonisolated open func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        animatingDifferences: Bool = true
    ) async {
        await applyOnMainActor(snapshot, reloadingData: false)
    }

    /// Shows `snapshot` by reloading the collection view's data, without a difference.
    ///
    /// - Parameters:
    ///   - snapshot: The new state.
    ///   - completion: Called once applied.
    nonisolated open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        completion: (() -> Void)? = nil
    ) {
        applyAssumingMainActor(snapshot, reloadingData: true, animating: false, completion: completion)
    }

    /// Shows `snapshot` by reloading the collection view's data and returns once applied.
    ///
    /// - Parameter snapshot: The new state.
    nonisolated open func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) async {
        await applyOnMainActor(snapshot, reloadingData: true)
    }

    /// The state on display.
    ///
    /// - Returns: A copy of the current snapshot.
    nonisolated open func snapshot() -> NSDiffableDataSourceSnapshot<
        SectionIdentifierType, ItemIdentifierType
    > {
        currentAssumingMainActor()
    }

    /// The section at an index, or `nil`.
    ///
    /// - Parameter index: The index.
    /// - Returns: The section.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }

    /// The index of a section, or `nil`.
    ///
    /// - Parameter sectionIdentifier: The section.
    /// - Returns: Its index.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    /// The item at an index path, or `nil`.
    ///
    /// - Parameter indexPath: The item's place.
    /// - Returns: The item.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// The index path of an item, or `nil`.
    ///
    /// - Parameter itemIdentifier: The item.
    /// - Returns: Its place.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.locate(itemIdentifier).map { IndexPath(item: $0.row, section: $0.section) }
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

    /// No item can move unless overridden.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - indexPath: The item.
    /// - Returns: `false`.
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        false
    }

    /// Does nothing unless overridden.
    ///
    /// - Parameters:
    ///   - collectionView: The collection view.
    ///   - sourceIndexPath: Where the item was.
    ///   - destinationIndexPath: Where it is now.
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath,
        to destinationIndexPath: IndexPath
    ) {}

    /// Drops the outlines of sections that left, then reloads the collection view or moves its
    /// items by the difference from `old`.
    func show(from old: Snapshot, to snapshot: Snapshot, reloadingData: Bool) {
        sectionSnapshots = sectionSnapshots.filter { current.indexOfSection($0.key) != nil }
        guard let collectionView else { return }
        if reloadingData || collectionView.counts == nil || collectionView.needsReload {
            collectionView.reloadData()
        } else {
            collectionView.apply(old.mapping(to: snapshot), counts: current.items.map(\.count))
        }
    }
}
