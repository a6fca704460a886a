// ViewLifecycle · HeadlessUIKit

/// A scroll view of rows in sections, asking its data source for the cells of the rows that
/// are visible only, reusing the cells that scroll away, and telling its delegate as rows are
/// shown, hidden, selected and edited (`Docs/HeadlessUIKit.md`, "Scroll views and table views").
@MainActor @preconcurrency
open class UITableView: UIScrollView, UISpringLoadedInteractionSupporting {
    /// Whether the table view takes part in spring-loaded drag interactions (kept; no drag is played).
    @available(iOS 11.0, *)
    open var isSpringLoaded = false
    /// The height, or other dimension, that UIKit works out itself.
    public static let automaticDimension: CGFloat = -1

    /// What the default implementations of the delegate's height methods answer, so the table
    /// knows to use its own heights (and to keep no per-row heights) without Objective-C's
    /// `respondsToSelector:`.
    static let unimplementedHeight: CGFloat = -0x1p60

    /// The table's style.
    open private(set) var style: UITableView.Style

    /// The object that gives sections, rows and cells, held weakly.
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { setNeedsReload() }
    }

    /// The object asked to load rows' data before they are shown, held weakly.
    open weak var prefetchDataSource: (any UITableViewDataSourcePrefetching)?

    /// Whether the data source is being asked for a cell, when `visibleCells` may not be read.
    var isMakingCells = false

    /// Whether the prefetch data source is asked at all.
    open var isPrefetchingEnabled = true

    /// Rows handed to the prefetch data source and not shown or reloaded since.
    var prefetchedRows = Set<IndexPath>()

    /// The top of the bounds at the last tiling, to tell the scrolling direction.
    var lastTiledMinY: CGFloat?

    /// Whether the last move was upward; a layout pass without movement keeps the direction.
    var prefetchesUpward = false

    /// The delegate, typed as a table view delegate when it is one.
    weak var tableDelegate: (any UITableViewDelegate)?

    /// Every row's height unless the delegate gives one; automatic means 44 points here.
    open var rowHeight: CGFloat = UITableView.automaticDimension
    /// Every section header's height unless the delegate gives one.
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// Every section footer's height unless the delegate gives one.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// The estimated row height, used as the height of automatic rows.
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension
    /// The estimated header height (recorded).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    /// The estimated footer height (recorded).
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// The padding above each section header (recorded).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension
    /// The separator between rows (recorded).
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The separator's colour (recorded).
    open var separatorColor: UIColor?
    /// The separators' inset (recorded).
    open var separatorInset: UIEdgeInsets = .zero
    /// A view behind the table's content (recorded).
    open var backgroundView: UIView?
    /// Whether the user can select rows.
    open var allowsSelection = true
    /// Whether the user can select rows in editing mode.
    open var allowsSelectionDuringEditing = false
    /// Whether the user can select several rows.
    open var allowsMultipleSelection = false
    /// Whether the user can select several rows in editing mode.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether cells are laid out to the readable width (recorded).
    open var cellLayoutMarginsFollowReadableWidth = false

    /// The view above the first section.
    open var tableHeaderView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableHeaderView) }
    }

    /// The view below the last section.
    open var tableFooterView: UIView? {
        didSet { replaceAccessoryView(oldValue, with: tableFooterView) }
    }

    /// Whether the table is in editing mode; setting it is `setEditing(_:animated: false)`.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    var editing = false
    /// The layout of the rows, or `nil` before the first load.
    var geometry: Geometry?
    /// Whether the data must be read again before the next use.
    var needsReload = true
    /// The cells on screen, in row order.
    var visibleRows: [VisibleRow] = []
    /// Header and footer views on screen, by section.
    var visibleHeaders: [Int: UIView] = [:]
    /// Footer views on screen, by section.
    var visibleFooters: [Int: UIView] = [:]
    /// Header and footer views made while measuring, kept until shown.
    var measuredHeaders: [Int: UIView] = [:]
    /// Footer views made while measuring, kept until shown.
    var measuredFooters: [Int: UIView] = [:]
    /// Cells that left the display during a reload or update and hear `didEndDisplaying` after
    /// the new cells are shown.
    var pendingEnds: [VisibleRow] = []
    /// Header and footer views waiting for their end-of-display calls after an update.
    var pendingSupplementaryEnds: [(view: UIView, section: Int, isHeader: Bool)] = []
    /// Registered cells and cells ready for reuse, by identifier.
    var cellPool = ReusePool<UITableViewCell>()
    /// Registered header and footer views and those ready for reuse, by identifier.
    var headerFooterPool = ReusePool<UITableViewHeaderFooterView>()
    /// The cell `reconfigureRows(at:)` hands back from `dequeueReusableCell`.
    var reconfiguringCell: UITableViewCell?
    /// The selected rows, in row order.
    var selectedRows: [IndexPath] = []
    /// How deep `beginUpdates` calls are nested.
    var updateDepth = 0
    /// The changes recorded since the outermost `beginUpdates`.
    var pendingUpdate = Update()

    /// Creates a table view.
    ///
    /// - Parameters:
    ///   - frame: The frame.
    ///   - style: The style.
    public init(frame: CGRect, style: UITableView.Style) {
        self.style = style
        super.init(frame: frame)
    }

    /// Creates a plain table view.
    ///
    /// - Parameter frame: The frame.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a plain table view from an archive; no archived state is kept.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        self.style = .plain
        super.init(coder: coder)
    }

    override func delegateDidChange() {
        tableDelegate = delegate as? any UITableViewDelegate
        setNeedsReload()
    }

    /// Lays out the visible rows: reads the data when it changed, then shows the rows that
    /// entered the bounds and lets go of those that left (see `tile()`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsReload { reloadNow() }
        tile()
        finishPendingEnds()
    }

    // MARK: - Data

    /// The number of sections.
    open var numberOfSections: Int { loadedGeometry.sections.count }

    /// The number of rows in `section`.
    ///
    /// - Parameter section: The section.
    /// - Returns: Its row count.
    open func numberOfRows(inSection section: Int) -> Int {
        let sections = loadedGeometry.sections
        return sections.indices.contains(section) ? sections[section].rowCount : 0
    }

    /// Reads the section and row counts again at once, as a device's log shows
    /// (leewong.cn/2019/10/20/reloadDataandvisibleCells); the visible cells are replaced in the
    /// next layout pass.
    open func reloadData() {
        guard dataSource != nil else { return setNeedsReload() }
        reloadNow()
        setNeedsLayout()
    }

    /// Replaces the cells of whole sections.
    ///
    /// - Parameters:
    ///   - sections: The sections.
    ///   - animation: The animation (recorded).
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        recordUpdate { $0.reloadedSections.formUnion(sections) }
    }

    /// Replaces the cells of rows: the data source is asked for new cells.
    ///
    /// - Parameters:
    ///   - indexPaths: The rows.
    ///   - animation: The animation (recorded).
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        recordUpdate { $0.reloadedRows += indexPaths }
    }

    /// Asks the data source for the rows' cells again, getting back the same cells.
    ///
    /// - Parameter indexPaths: The rows.
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        recordUpdate { $0.reconfiguredRows += indexPaths }
    }

    /// Inserts sections (the data source already has them).
    ///
    /// - Parameters:
    ///   - sections: Their indexes after the update.
    ///   - animation: The animation (recorded).
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        recordUpdate { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (the data source no longer has them).
    ///
    /// - Parameters:
    ///   - sections: Their indexes before the update.
    ///   - animation: The animation (recorded).
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
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

    /// Inserts rows (the data source already has them).
    ///
    /// - Parameters:
    ///   - indexPaths: Their index paths after the update.
    ///   - animation: The animation (recorded).
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        recordUpdate { $0.insertedRows += indexPaths }
    }

    /// Deletes rows (the data source no longer has them).
    ///
    /// - Parameters:
    ///   - indexPaths: Their index paths before the update.
    ///   - animation: The animation (recorded).
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        recordUpdate { $0.deletedRows += indexPaths }
    }

    /// Moves a row.
    ///
    /// - Parameters:
    ///   - indexPath: Its index path before the update.
    ///   - newIndexPath: Its index path after.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordUpdate { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Starts a group of changes applied together by the matching `endUpdates()`.
    open func beginUpdates() {
        updateDepth += 1
    }

    /// Applies the changes recorded since the matching `beginUpdates()`.
    open func endUpdates() {
        updateDepth = max(0, updateDepth - 1)
        if updateDepth == 0 { applyPendingUpdate() }
    }

    /// Runs `updates`, whose changes are applied together, then calls `completion` once the
    /// (virtual) animation has ended.
    ///
    /// - Parameters:
    ///   - updates: The changes.
    ///   - completion: Called with `true` when done.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        guard let completion else { return }
        HeadlessWorld.shared.schedule(after: UITableView.updateAnimationDuration) { completion(true) }
    }

    /// Whether changes are recorded but not applied yet.
    open var hasUncommittedUpdates: Bool { updateDepth > 0 }

    // MARK: - Reuse

    /// Registers the class of the cells made for `identifier`.
    ///
    /// - Parameters:
    ///   - cellClass: A `UITableViewCell` subclass, or `nil` to unregister.
    ///   - identifier: The reuse identifier.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        let made = (cellClass as? UITableViewCell.Type).map { type in
            { type.init(_headlessRegisteredReuseIdentifier: identifier) }
        }
        cellPool.register(identifier, make: made)
    }

    /// Registers the class of the header and footer views made for `identifier`.
    ///
    /// - Parameters:
    ///   - aClass: A `UITableViewHeaderFooterView` subclass, or `nil` to unregister.
    ///   - identifier: The reuse identifier.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        let made = (aClass as? UITableViewHeaderFooterView.Type).map { type in
            { type.init(_headlessRegisteredReuseIdentifier: identifier) }
        }
        headerFooterPool.register(identifier, make: made)
    }

    /// Registers the nib the cells made for `identifier` are loaded from: its one top-level view
    /// must be a `UITableViewCell`.
    ///
    /// - Parameters:
    ///   - nib: The nib, or `nil` to unregister.
    ///   - identifier: The reuse identifier.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        let made = nib.map { $0.makerOfRegisteredView(UITableViewCell.self, for: identifier) }
        cellPool.register(identifier, make: made)
    }

    /// Registers the nib the header and footer views made for `identifier` are loaded from: its
    /// one top-level view must be a `UITableViewHeaderFooterView`.
    ///
    /// - Parameters:
    ///   - nib: The nib, or `nil` to unregister.
    ///   - identifier: The reuse identifier.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        let made = nib.map { $0.makerOfRegisteredView(UITableViewHeaderFooterView.self, for: identifier) }
        headerFooterPool.register(identifier, make: made)
    }

    /// A reusable cell, or a new one of the registered class, or `nil` when none is registered.
    ///
    /// - Parameter identifier: The reuse identifier.
    /// - Returns: The cell.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        takeReusableCell(identifier)
    }

    /// A reusable cell, or a new one of the registered class; the identifier must be registered.
    ///
    /// - Parameters:
    ///   - identifier: The reuse identifier.
    ///   - indexPath: The row the cell is for.
    /// - Returns: The cell.
    open func dequeueReusableCell(
        withIdentifier identifier: String, for indexPath: IndexPath
    ) -> UITableViewCell {
        guard let cell = takeReusableCell(identifier) else {
            fatalError(
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"
            )
        }
        return cell
    }

    /// A reusable header or footer view, or a new one of the registered class, or `nil`.
    ///
    /// - Parameter identifier: The reuse identifier.
    /// - Returns: The view.
    open func dequeueReusableHeaderFooterView(
        withIdentifier identifier: String
    ) -> UITableViewHeaderFooterView? {
        takeReusableHeaderFooter(identifier)
    }

    // MARK: - Rows on screen

    /// The cell showing the row, or `nil` when the row is not visible.
    ///
    /// - Parameter indexPath: The row.
    /// - Returns: Its cell.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        visibleRows.first { $0.indexPath == indexPath }?.cell
    }

    /// The row a visible cell shows, or `nil`.
    ///
    /// - Parameter cell: The cell.
    /// - Returns: Its row.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleRows.first { $0.cell === cell }?.indexPath
    }

    /// The cells on screen, in row order. Asking while the table is asking its data source for
    /// cells traps with UIKit's exception reason (iOS 13 and later).
    open var visibleCells: [UITableViewCell] {
        if isMakingCells {
            fatalError(
                "Attempted to access the table view's visibleCells while they were in the process of being updated, which is not allowed."
            )
        }
        return visibleRows.map(\.cell)
    }

    /// The rows on screen, in order, or `nil` when none are.
    open var indexPathsForVisibleRows: [IndexPath]? { visibleRows.map(\.indexPath) }

    /// The header view on screen for `section`, if it is a header-footer view.
    ///
    /// - Parameter section: The section.
    /// - Returns: The view.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view on screen for `section`, if it is a header-footer view.
    ///
    /// - Parameter section: The section.
    /// - Returns: The view.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    /// The frame of a row in the table's content.
    ///
    /// - Parameter indexPath: The row.
    /// - Returns: Its frame, or `.zero` for no such row.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        let geometry = loadedGeometry
        return geometry.contains(indexPath) ? geometry.rect(ofRow: indexPath, width: bounds.width) : .zero
    }

    /// The frame of a whole section, header and footer included.
    ///
    /// - Parameter section: The section.
    /// - Returns: Its frame.
    open func rect(forSection section: Int) -> CGRect {
        guard section >= 0, let entry = loadedGeometry.sections.dropFirst(section).first else { return .zero }
        return CGRect(x: 0, y: entry.top, width: bounds.width, height: entry.bottom - entry.top)
    }

    /// The frame of a section's header.
    ///
    /// - Parameter section: The section.
    /// - Returns: Its frame.
    open func rectForHeader(inSection section: Int) -> CGRect {
        guard section >= 0, let entry = loadedGeometry.sections.dropFirst(section).first else { return .zero }
        return CGRect(x: 0, y: entry.top, width: bounds.width, height: entry.headerHeight)
    }

    /// The frame of a section's footer.
    ///
    /// - Parameter section: The section.
    /// - Returns: Its frame.
    open func rectForFooter(inSection section: Int) -> CGRect {
        guard section >= 0, let entry = loadedGeometry.sections.dropFirst(section).first else { return .zero }
        return CGRect(x: 0, y: entry.rowsBottom, width: bounds.width, height: entry.footerHeight)
    }

    /// The row at a point of the content, or `nil`.
    ///
    /// - Parameter point: The point.
    /// - Returns: The row.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? {
        indexPathsForRows(in: CGRect(x: point.x, y: point.y, width: 0, height: 0.5))?.first
    }

    /// The rows overlapping a rectangle of the content.
    ///
    /// - Parameter rect: The rectangle.
    /// - Returns: The rows, in order.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        let geometry = loadedGeometry
        var result: [IndexPath] = []
        for section in geometry.sections(overlapping: rect.minY, rect.maxY) {
            for row in geometry.sections[section].rows(overlapping: rect.minY, rect.maxY) {
                result.append(IndexPath(row: row, section: section))
            }
        }
        return result
    }

    /// Scrolls so the row sits at `scrollPosition`.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - scrollPosition: Where it should end up.
    ///   - animated: Whether to animate.
    open func scrollToRow(
        at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool
    ) {
        performScroll(toRow: indexPath, at: scrollPosition, animated: animated)
    }

    /// Scrolls to the first selected row.
    ///
    /// - Parameters:
    ///   - scrollPosition: Where it should end up.
    ///   - animated: Whether to animate.
    open func scrollToNearestSelectedRow(at scrollPosition: UITableView.ScrollPosition, animated: Bool) {
        guard let selected = selectedRows.first else { return }
        performScroll(toRow: selected, at: scrollPosition, animated: animated)
    }

    // MARK: - Selection

    /// The selected row (the first one), or `nil`.
    open var indexPathForSelectedRow: IndexPath? { selectedRows.first }

    /// The selected rows in order, or `nil` when none is selected.
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }

    /// Selects a row without telling the delegate, as UIKit does for code; `nil` clears the
    /// selection.
    ///
    /// - Parameters:
    ///   - indexPath: The row, or `nil`.
    ///   - animated: Whether to animate.
    ///   - scrollPosition: Where to scroll the row, or `.none` for no scrolling.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: UITableView.ScrollPosition)
    {
        performSelectRow(at: indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects a row without telling the delegate.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - animated: Whether to animate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        setRow(indexPath, selected: false, animated: animated)
    }

    // MARK: - Editing

    /// Enters or leaves editing mode, updating the visible cells.
    ///
    /// - Parameters:
    ///   - editing: The new state.
    ///   - animated: Whether to animate.
    open func setEditing(_ editing: Bool, animated: Bool) {
        performSetEditing(editing, animated: animated)
    }

    /// How long inserts, deletes and batch updates animate on the virtual clock (a guess).
    static let updateAnimationDuration: TimeInterval = 0.3
}
