// ViewLifecycle · HeadlessUIKit

/// What a reordering changed in one section: its items before and after, as section snapshots,
/// and their difference.
@preconcurrency
public struct NSDiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>:
    @unchecked Sendable
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    /// The section.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's items before the reordering.
    public let initialSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's items after it.
    public let finalSnapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The difference between the two, in order.
    public let difference: CollectionDifference<ItemIdentifierType>

    /// The transaction of `section`, whose items went from `before` to `after`.
    init(section: SectionIdentifierType, from before: [ItemIdentifierType], to after: [ItemIdentifierType]) {
        sectionIdentifier = section
        var initial = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        initial.append(before)
        var final = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        final.append(after)
        initialSnapshot = initial
        finalSnapshot = final
        difference = after.difference(from: before)
    }
}
