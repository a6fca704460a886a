// ViewLifecycle · HeadlessUIKit

/// A scroll view of items in sections placed by a layout, asking its data source for the cells
/// and supplementary views that are visible only, reusing those that scroll away, and telling
/// its delegate as items are shown, hidden and selected (`Docs/HeadlessUIKit.md`, "Collection
/// views").
@MainActor @preconcurrency
open class UICollectionView: UIScrollView, UISpringLoadedInteractionSupporting {
    /// Whether the collection view takes part in spring-loaded drag interactions (kept; no drag is played).
    @available(iOS 11.0, *)
    open var isSpringLoaded = false
    /// The kind of a section header made by flow and list layouts.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer made by flow and list layouts.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout that places the items.
    open var collectionViewLayout: UICollectionViewLayout {
        didSet {
            guard collectionViewLayout !== oldValue else { return }
            oldValue.collectionView = nil
            collectionViewLayout.collectionView = self
            layoutDidInvalidate()
        }
    }

    /// The object that gives sections, items and views, held weakly.
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { setNeedsReload() }
    }

    /// The object asked to load items' data before they are shown, held weakly (recorded).
    open weak var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)?
    /// Whether the prefetch data source is asked at all (recorded).
    open var isPrefetchingEnabled = true
    /// A view behind the content (recorded).
    open var backgroundView: UIView?
    /// Whether the user can select items.
    open var allowsSelection = true
    /// Whether the user can select several items.
    open var allowsMultipleSelection = false
    /// Whether the user can select items in editing mode.
    open var allowsSelectionDuringEditing = false
    /// Whether the user can select several items in editing mode.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the collection view is in editing mode; visible list cells follow it.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            for entry in visibleItems {
                entry.cell.isEditingCell = isEditing
                entry.cell.setNeedsUpdateConfiguration()
            }
        }
    }

    /// The delegate, typed as a collection view delegate when it is one.
    weak var collectionDelegate: (any UICollectionViewDelegate)?
    /// Whether the data source is being asked for a view, when `visibleCells` may not be read.
    var isMakingCells = false
    /// Each section's item count, read from the data source, or `nil` before the first load.
    var counts: [Int]?
    /// The places of the elements, or `nil` until worked out.
    var geometry: UICollectionViewLayout.Geometry?
    /// Whether the layout is working the geometry out, when queries must not start again.
    var isBuildingGeometry = false
    /// The bounds' size the geometry was worked out for.
    var geometrySize: CGSize = .zero
    /// Whether the data must be read again before the next use.
    var needsReload = true
    /// The cells on screen, in index-path order.
    var visibleItems: [VisibleItem] = []
    /// The supplementary views on screen.
    var visibleSupplementaries: [VisibleSupplementary] = []
    /// Cells that left during a reload or update and hear `didEndDisplaying` after the new
    /// ones are shown.
    var pendingEnds: [VisibleItem] = []
    /// Supplementary views waiting for their end-of-display calls after an update.
    var pendingSupplementaryEnds: [VisibleSupplementary] = []
    /// Registered cells and cells ready for reuse.
    var cellPool = ReusePool<UICollectionViewCell>()
    /// Registered supplementary views and those ready for reuse, by kind and identifier.
    var supplementaryPool = ReusePool<UICollectionReusableView>()
    /// The cell `reconfigureItems(at:)` hands back from `dequeueReusableCell`.
    var reconfiguringCell: UICollectionViewCell?
    /// The selected items, in order.
    var selectedItems: [IndexPath] = []
    /// How deep nested batch updates are.
    var updateDepth = 0
    /// The changes recorded since the outermost batch began.
    var pendingUpdate = UITableView.Update()

    /// Creates a collection view.
    ///
    /// - Parameters:
    ///   - frame: The frame.
    ///   - layout: The layout that places the items.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// Creates a collection view from an archive, with a flow layout; no archived state is kept.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        self.collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
    }

    override func delegateDidChange() {
        collectionDelegate = delegate as? any UICollectionViewDelegate
        layoutDidInvalidate()
    }

    /// Lays out the visible elements: reads the data when it changed, works the layout out
    /// again when it or the bounds' size changed, then shows the elements that entered the
    /// bounds and lets go of those that left (see `tile()`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        _ = loadedGeometry
        tile()
        finishPendingEnds()
    }

    /// Swaps the layout.
    ///
    /// - Parameters:
    ///   - layout: The new layout.
    ///   - animated: Whether to animate (ignored).
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Swaps the layout, then calls `completion`.
    ///
    /// - Parameters:
    ///   - layout: The new layout.
    ///   - animated: Whether to animate (ignored).
    ///   - completion: Called with `true` once done.
    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        collectionViewLayout = layout
        completion?(true)
    }

    // MARK: - Data

    /// The number of sections.
    open var numberOfSections: Int { loadedCounts.count }

    /// The number of items in `section`.
    ///
    /// - Parameter section: The section.
    /// - Returns: Its item count.
    open func numberOfItems(inSection section: Int) -> Int {
        let counts = loadedCounts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// Marks the data as stale: the counts and cells are asked for again in the next layout
    /// pass, the visible cells going back to the pool for the new items.
    open func reloadData() {
        setNeedsReload()
    }

    /// Replaces the cells of whole sections.
    ///
    /// - Parameter sections: The sections.
    open func reloadSections(_ sections: IndexSet) {
        recordUpdate { $0.reloadedSections.formUnion(sections) }
    }

    /// Replaces the cells of items: the data source is asked for new cells.
    ///
    /// - Parameter indexPaths: The items.
    open func reloadItems(at indexPaths: [IndexPath]) {
        recordUpdate { $0.reloadedRows += indexPaths }
    }

    /// Asks the data source for the items' cells again, getting back the same cells.
    ///
    /// - Parameter indexPaths: The items.
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        recordUpdate { $0.reconfiguredRows += indexPaths }
    }

    /// Inserts sections (the data source already has them).
    ///
    /// - Parameter sections: Their indexes after the update.
    open func insertSections(_ sections: IndexSet) {
        recordUpdate { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (the data source no longer has them).
    ///
    /// - Parameter sections: Their indexes before the update.
    open func deleteSections(_ sections: IndexSet) {
        recordUpdate { $0.deletedSections.formUnion(sections) }
    }

    /// Moves a section.
    ///
    /// - Parameters:
    ///   - section: Its index before the update.
    ///   - newSection: Its index after.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        recordUpdate { $0.movedSections.append((section, newSection)) }
    }

    /// Inserts items (the data source already has them).
    ///
    /// - Parameter indexPaths: Their index paths after the update.
    open func insertItems(at indexPaths: [IndexPath]) {
        recordUpdate { $0.insertedRows += indexPaths }
    }

    /// Deletes items (the data source no longer has them).
    ///
    /// - Parameter indexPaths: Their index paths before the update.
    open func deleteItems(at indexPaths: [IndexPath]) {
        recordUpdate { $0.deletedRows += indexPaths }
    }

    /// Moves an item.
    ///
    /// - Parameters:
    ///   - indexPath: Its index path before the update.
    ///   - newIndexPath: Its index path after.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordUpdate { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Runs `updates`, whose changes are applied together, then calls `completion` once the
    /// (virtual) animation has ended.
    ///
    /// - Parameters:
    ///   - updates: The changes.
    ///   - completion: Called with `true` when done.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if updateDepth == 0 { _ = loadedGeometry }
        updateDepth += 1
        updates?()
        updateDepth -= 1
        if updateDepth == 0 { applyPendingUpdate() }
        guard let completion else { return }
        HeadlessWorld.shared.schedule(after: UITableView.updateAnimationDuration) { completion(true) }
    }

    /// Whether changes are recorded but not applied yet.
    open var hasUncommittedUpdates: Bool { updateDepth > 0 }

    // MARK: - Reuse

    /// Registers the class of the cells made for `identifier`.
    ///
    /// - Parameters:
    ///   - cellClass: A `UICollectionViewCell` subclass, or `nil` to unregister.
    ///   - identifier: The reuse identifier.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        let made = (cellClass as? UICollectionViewCell.Type).map { type in
            { type.init(_headlessRegisteredReuseIdentifier: identifier) }
        }
        cellPool.register(identifier, make: made)
    }

    /// Registers the class of the supplementary views of `elementKind` made for `identifier`.
    ///
    /// - Parameters:
    ///   - viewClass: A `UICollectionReusableView` subclass, or `nil` to unregister.
    ///   - elementKind: The kind.
    ///   - identifier: The reuse identifier.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        let made = (viewClass as? UICollectionReusableView.Type).map { type in
            { type.init(_headlessRegisteredReuseIdentifier: identifier) }
        }
        supplementaryPool.register(UICollectionView.poolKey(elementKind, identifier), make: made)
    }

    /// Registers the nib the cells made for `identifier` are loaded from: its one top-level view
    /// must be a `UICollectionViewCell`.
    ///
    /// - Parameters:
    ///   - nib: The nib, or `nil` to unregister.
    ///   - identifier: The reuse identifier.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        let made = nib.map { $0.makerOfRegisteredView(UICollectionViewCell.self, for: identifier) }
        cellPool.register(identifier, make: made)
    }

    /// Registers the nib the supplementary views of `kind` made for `identifier` are loaded
    /// from: its one top-level view must be a `UICollectionReusableView`.
    ///
    /// - Parameters:
    ///   - nib: The nib, or `nil` to unregister.
    ///   - kind: The kind.
    ///   - identifier: The reuse identifier.
    open func register(
        _ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String
    ) {
        let made = nib.map { $0.makerOfRegisteredView(UICollectionReusableView.self, for: identifier) }
        supplementaryPool.register(UICollectionView.poolKey(kind, identifier), make: made)
    }

    /// A reusable cell after its `prepareForReuse()`, or a new one of the registered class; the
    /// identifier must be registered.
    ///
    /// - Parameters:
    ///   - identifier: The reuse identifier.
    ///   - indexPath: The item the cell is for.
    /// - Returns: The cell.
    open func dequeueReusableCell(
        withReuseIdentifier identifier: String, for indexPath: IndexPath
    )
        -> UICollectionViewCell
    {
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return cell
        }
        guard let cell = cellPool.dequeue(identifier, prepare: { $0.prepareForReuse() }) else {
            fatalError(
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
        }
        return cell
    }

    /// A reusable supplementary view after its `prepareForReuse()`, or a new one of the
    /// registered class; the kind and identifier must be registered.
    ///
    /// - Parameters:
    ///   - elementKind: The kind.
    ///   - identifier: The reuse identifier.
    ///   - indexPath: Its place.
    /// - Returns: The view.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = UICollectionView.poolKey(elementKind, identifier)
        guard let view = supplementaryPool.dequeue(key, prepare: { $0.prepareForReuse() }) else {
            fatalError(
                "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
        }
        return view
    }

    // MARK: - Items on screen

    /// The cell showing the item, or `nil` when the item is not visible.
    ///
    /// - Parameter indexPath: The item.
    /// - Returns: Its cell.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        visibleItems.first { $0.indexPath == indexPath }?.cell
    }

    /// The item a visible cell shows, or `nil`.
    ///
    /// - Parameter cell: The cell.
    /// - Returns: Its item.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleItems.first { $0.cell === cell }?.indexPath
    }

    /// The cells on screen, in item order. Asking while the collection view is asking its data
    /// source for cells traps, as the table view's exception does.
    open var visibleCells: [UICollectionViewCell] {
        if isMakingCells {
            fatalError(
                "Attempted to access the collection view's visibleCells while they were in the process of being updated, which is not allowed."
            )
        }
        return visibleItems.map(\.cell)
    }

    /// The items on screen, in order.
    open var indexPathsForVisibleItems: [IndexPath] { visibleItems.map(\.indexPath) }

    /// The supplementary view on screen of `elementKind` at `indexPath`, or `nil`.
    ///
    /// - Parameters:
    ///   - elementKind: The kind.
    ///   - indexPath: Its place.
    /// - Returns: The view.
    open func supplementaryView(
        forElementKind elementKind: String, at indexPath: IndexPath
    )
        -> UICollectionReusableView?
    {
        visibleSupplementaries.first { $0.kind == elementKind && $0.indexPath == indexPath }?.view
    }

    /// The supplementary views of `elementKind` on screen.
    ///
    /// - Parameter elementKind: The kind.
    /// - Returns: The views, in order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        visibleSupplementaries.filter { $0.kind == elementKind }.map(\.view)
    }

    /// The places of the supplementary views of `elementKind` on screen.
    ///
    /// - Parameter elementKind: The kind.
    /// - Returns: The places, in order.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementaries.filter { $0.kind == elementKind }.map(\.indexPath)
    }

    /// The layout attributes of an item.
    ///
    /// - Parameter indexPath: The item.
    /// - Returns: Its attributes, or `nil`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout attributes of a supplementary view.
    ///
    /// - Parameters:
    ///   - kind: The kind.
    ///   - indexPath: Its place.
    /// - Returns: Its attributes, or `nil`.
    open func layoutAttributesForSupplementaryElement(
        ofKind kind: String, at indexPath: IndexPath
    )
        -> UICollectionViewLayoutAttributes?
    {
        collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The item at a point of the content, or `nil`.
    ///
    /// - Parameter point: The point.
    /// - Returns: The item.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        var found: IndexPath?
        loadedGeometry.forEachElement(in: CGRect(x: point.x, y: point.y, width: 0.5, height: 0.5)) {
            path, kind, _ in
            if kind == nil, found == nil { found = path }
        }
        return found
    }

    /// Scrolls so the item sits at `scrollPosition`.
    ///
    /// - Parameters:
    ///   - indexPath: The item.
    ///   - scrollPosition: Where it should end up.
    ///   - animated: Whether to animate.
    open func scrollToItem(
        at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
    ) {
        performScroll(toItem: indexPath, at: scrollPosition, animated: animated)
    }

    // MARK: - Selection

    /// The selected items in order, or `nil` when none is selected.
    open var indexPathsForSelectedItems: [IndexPath]? { selectedItems.isEmpty ? nil : selectedItems }

    /// Selects an item without telling the delegate, as UIKit does for code; `nil` clears the
    /// selection.
    ///
    /// - Parameters:
    ///   - indexPath: The item, or `nil`.
    ///   - animated: Whether to animate.
    ///   - scrollPosition: Where to scroll the item; `[]` for no scrolling.
    open func selectItem(
        at indexPath: IndexPath?, animated: Bool, scrollPosition: UICollectionView.ScrollPosition
    ) {
        performSelectItem(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects an item without telling the delegate.
    ///
    /// - Parameters:
    ///   - indexPath: The item.
    ///   - animated: Whether to animate.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setItem(indexPath, selected: false)
    }

    /// The key of a supplementary view's pool: its kind and reuse identifier.
    static func poolKey(_ kind: String, _ identifier: String) -> String {
        kind + "\u{1}" + identifier
    }
}
