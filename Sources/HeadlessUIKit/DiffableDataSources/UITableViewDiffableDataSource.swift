// ViewLifecycle · HeadlessUIKit

/// A table view data source driven by snapshots of section and item identifiers: applying a
/// snapshot updates the table by the difference, keeping the cells of items that stay.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>:
    _DiffableDataSource<SectionIdentifierType, ItemIdentifierType>, UITableViewDataSource
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    /// Makes the cell for an item.
    public typealias CellProvider = (
        _ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType
    )
        -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider

    /// The animation of rows changed by `apply` (recorded).
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Creates the data source and makes it the table's data source.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - cellProvider: Makes each item's cell.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    /// The number of sections in the snapshot.
    ///
    /// - Parameter tableView: The table view.
    /// - Returns: The count.
    open func numberOfSections(in tableView: UITableView) -> Int { current.sections.count }

    /// The number of items in a section of the snapshot.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    /// - Returns: The count.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.count(inSectionAt: section)
    }

    /// The cell the cell provider makes for the row's item.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: The cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item)
        else {
            fatalError("UITableView dataSource returned a nil cell for row at index path: \(indexPath)")
        }
        return cell
    }

    /// No header title.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    /// - Returns: `nil`.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - section: The section.
    /// - Returns: `nil`.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    /// No row is editable unless overridden, as in UIKit's diffable data source.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: `false`.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing unless overridden.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - editingStyle: The style.
    ///   - indexPath: The row.
    open func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {}

    /// No row can move unless overridden.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPath: The row.
    /// - Returns: `false`.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    /// Does nothing unless overridden.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - sourceIndexPath: Where the row was.
    ///   - destinationIndexPath: Where it is now.
    open func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    /// No section index.
    ///
    /// - Parameter tableView: The table view.
    /// - Returns: `nil`.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    /// The title's position.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - title: The title.
    ///   - index: Its position.
    /// - Returns: `index`.
    open func tableView(
        _ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int
    ) -> Int {
        index
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

    /// Reloads the table, or moves its rows by the difference from `old`.
    override func show(from old: Snapshot, to snapshot: Snapshot, reloadingData: Bool) {
        guard let tableView else { return }
        if reloadingData || tableView.geometry == nil || tableView.needsReload {
            tableView.reloadData()
        } else {
            tableView.apply(old.mapping(to: snapshot), geometry: tableView.buildGeometry())
        }
    }
}
