// ViewLifecycle · HeadlessUIKit

/// What the table's and the collection view's diffable data sources share: the state on display,
/// applying a snapshot on the main actor from UIKit's nonisolated entry points, and calling the
/// completion. Each data source only shows the change on its own view, and declares UIKit's `open`
/// entry points itself (forwarding here) so that subclasses override them as against UIKit.
@MainActor
protocol DiffableSnapshotSource: AnyObject, Sendable {
    /// The type of the section identifiers.
    associatedtype SectionIdentifierType: Hashable, Sendable
    /// The type of the item identifiers.
    associatedtype ItemIdentifierType: Hashable, Sendable

    /// The state on display.
    var current: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { get set }

    /// Shows on the view the change from `old` to `snapshot` (already the state on display): by the
    /// difference, or by reloading the view's data when `reloadingData` or the view asks for it.
    func show(
        from old: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        to snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        reloadingData: Bool)
}

extension DiffableSnapshotSource {
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
