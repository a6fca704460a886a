// ViewLifecycle · HeadlessUIKit

/// What UIKit's table and collection view diffable data sources share, written once for both: the
/// snapshot on display, applying a new one, and the conversions between identifiers and places.
///
/// Not UIKit's: both data sources derive from `NSObject` directly there, a difference no source
/// that compiles against UIKit can see; each declares these members itself, and a subclass
/// overrides them with `override` either way. Not for subclassing of its own.
@preconcurrency @MainActor
open class _DiffableDataSource<SectionIdentifierType, ItemIdentifierType>: NSObject
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// The state on display.
    var current = Snapshot()

    /// Creates a data source showing an empty snapshot.
    override init() {
        super.init()
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

    /// Shows `snapshot` by reloading the view's data, without a difference.
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

    /// Shows `snapshot` by reloading the view's data and returns once applied.
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
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.section(at: index)
    }

    /// The index of a section, or `nil`.
    ///
    /// - Parameter sectionIdentifier: The section.
    /// - Returns: Its index.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    /// The item at an index path, or `nil`.
    ///
    /// - Parameter indexPath: The row.
    /// - Returns: The item.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        current.item(at: indexPath)
    }

    /// The index path of an item, or `nil`.
    ///
    /// - Parameter itemIdentifier: The item.
    /// - Returns: Its row.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.locate(itemIdentifier)
    }

    /// Shows `snapshot`, which is now ``current``, coming from `old`: the subclass updates its
    /// view, by the difference or, with `reloadingData`, by reloading it.
    func show(from old: Snapshot, to snapshot: Snapshot, reloadingData: Bool) {}

    /// Applies `snapshot` from UIKit's nonisolated `apply`: UIKit's apply is callable off the main
    /// queue; the headless runtime runs it on the main actor, where the completion also runs.
    nonisolated func applyAssumingMainActor(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        reloadingData: Bool, animating: Bool, completion: (() -> Void)?
    ) {
        nonisolated(unsafe) let completion = completion
        MainActor.assumeIsolated {
            performApply(snapshot, reloadingData: reloadingData, animating: animating, completion: completion)
        }
    }

    /// Applies `snapshot` from UIKit's async `apply` and returns once applied.
    nonisolated func applyOnMainActor(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        reloadingData: Bool
    ) async {
        await MainActor.run {
            performApply(snapshot, reloadingData: reloadingData, animating: false, completion: nil)
        }
    }

    /// The state on display, read from UIKit's nonisolated `snapshot()`.
    nonisolated func currentAssumingMainActor()
        -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    {
        MainActor.assumeIsolated { current }
    }

    /// Makes `snapshot` the state on display, shows the change, and calls the completion (after the
    /// virtual animation when animating).
    func performApply(
        _ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        reloadingData: Bool, animating: Bool, completion: (() -> Void)?
    ) {
        let old = current
        current = snapshot.applied
        show(from: old, to: snapshot, reloadingData: reloadingData)
        NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>.complete(
            completion, animating: animating)
    }
}
