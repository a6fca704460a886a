// ViewLifecycle · HeadlessUIKit

/// What a reordering changed: the snapshot before and after, the items' difference, and each
/// changed section's own transaction.
@preconcurrency
public struct NSDiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>: @unchecked Sendable
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    /// The data source's snapshot before the reordering.
    public let initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The data source's snapshot after it.
    public let finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The difference between the two snapshots' items, in order.
    public let difference: CollectionDifference<ItemIdentifierType>
    /// A transaction for each section whose items changed.
    public let sectionTransactions:
        [NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>]

    /// The transaction from `initialSnapshot` to `finalSnapshot`.
    init(
        from initialSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
        to finalSnapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    ) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
        difference = finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers)
        sectionTransactions = finalSnapshot.sectionIdentifiers.compactMap { section in
            let before = initialSnapshot.itemIdentifiers(inSection: section)
            let after = finalSnapshot.itemIdentifiers(inSection: section)
            guard before != after else { return nil }
            return NSDiffableDataSourceSectionTransaction(section: section, from: before, to: after)
        }
    }
}
