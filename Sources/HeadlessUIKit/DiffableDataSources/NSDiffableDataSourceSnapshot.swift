// ViewLifecycle · HeadlessUIKit

/// The sections and items of a diffable data source at one moment, by identifier.
@preconcurrency
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>: @unchecked Sendable
where
    SectionIdentifierType: Hashable, SectionIdentifierType: Sendable, ItemIdentifierType: Hashable,
    ItemIdentifierType: Sendable
{
    var sections: [SectionIdentifierType] = []
    var items: [[ItemIdentifierType]] = []
    var reloadedSections: [SectionIdentifierType] = []
    var reloadedItems: [ItemIdentifierType] = []
    var reconfiguredItems: [ItemIdentifierType] = []

    /// Creates an empty snapshot.
    public init() {}

    /// The number of items in all sections.
    public var numberOfItems: Int { items.reduce(0) { $0 + $1.count } }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// Every item, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }
    /// The sections marked for reload.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }
    /// The items marked for reload.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }
    /// The items marked for reconfiguring.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

    /// The number of items in a section.
    ///
    /// - Parameter identifier: The section.
    /// - Returns: Its item count.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The items of a section.
    ///
    /// - Parameter identifier: The section.
    /// - Returns: Its items.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let index = indexOfSection(identifier) else { return [] }
        return items[index]
    }

    /// The section holding an item, or `nil`.
    ///
    /// - Parameter identifier: The item.
    /// - Returns: Its section.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        locate(identifier).map { sections[$0.section] }
    }

    /// The item's position among all items, or `nil`.
    ///
    /// - Parameter identifier: The item.
    /// - Returns: Its index.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let place = locate(identifier) else { return nil }
        return items[..<place.section].reduce(0) { $0 + $1.count } + place.row
    }

    /// The section's position, or `nil`.
    ///
    /// - Parameter identifier: The section.
    /// - Returns: Its index.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex(of: identifier)
    }

    /// Adds items at the end of a section, the last one by default.
    ///
    /// - Parameters:
    ///   - identifiers: The items.
    ///   - sectionIdentifier: The section, or `nil` for the last.
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil
    ) {
        guard !sections.isEmpty else {
            fatalError("There are currently no sections in the data source. Please add a section first.")
        }
        let index = sectionIdentifier.flatMap(indexOfSection) ?? sections.count - 1
        items[index] += identifiers
    }

    /// Inserts items before an item.
    ///
    /// - Parameters:
    ///   - identifiers: The items.
    ///   - beforeIdentifier: The item they go before.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        guard let place = locate(beforeIdentifier) else { return }
        items[place.section].insert(contentsOf: identifiers, at: place.row)
    }

    /// Inserts items after an item.
    ///
    /// - Parameters:
    ///   - identifiers: The items.
    ///   - afterIdentifier: The item they go after.
    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType
    ) {
        guard let place = locate(afterIdentifier) else { return }
        items[place.section].insert(contentsOf: identifiers, at: place.row + 1)
    }

    /// Removes items.
    ///
    /// - Parameter identifiers: The items.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for index in items.indices { items[index].removeAll { gone.contains($0) } }
    }

    /// Removes every item and section.
    public mutating func deleteAllItems() {
        sections.removeAll()
        items.removeAll()
    }

    /// Moves an item before another.
    ///
    /// - Parameters:
    ///   - identifier: The item.
    ///   - toIdentifier: The item it goes before.
    public mutating func moveItem(
        _ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType
    ) {
        deleteItems([identifier])
        insertItems([identifier], beforeItem: toIdentifier)
    }

    /// Moves an item after another.
    ///
    /// - Parameters:
    ///   - identifier: The item.
    ///   - toIdentifier: The item it goes after.
    public mutating func moveItem(
        _ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType
    ) {
        deleteItems([identifier])
        insertItems([identifier], afterItem: toIdentifier)
    }

    /// Marks items so applying the snapshot replaces their cells.
    ///
    /// - Parameter identifiers: The items.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItems += identifiers
    }

    /// Marks items so applying the snapshot asks for their cells again, keeping the cells.
    ///
    /// - Parameter identifiers: The items.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItems += identifiers
    }

    /// Adds sections at the end.
    ///
    /// - Parameter identifiers: The sections.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        sections += identifiers
        items += identifiers.map { _ in [] }
    }

    /// Inserts sections before a section.
    ///
    /// - Parameters:
    ///   - identifiers: The sections.
    ///   - toIdentifier: The section they go before.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = indexOfSection(toIdentifier) else { return }
        sections.insert(contentsOf: identifiers, at: index)
        items.insert(contentsOf: identifiers.map { _ in [] }, at: index)
    }

    /// Inserts sections after a section.
    ///
    /// - Parameters:
    ///   - identifiers: The sections.
    ///   - toIdentifier: The section they go after.
    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        guard let index = indexOfSection(toIdentifier) else { return }
        sections.insert(contentsOf: identifiers, at: index + 1)
        items.insert(contentsOf: identifiers.map { _ in [] }, at: index + 1)
    }

    /// Removes sections with their items.
    ///
    /// - Parameter identifiers: The sections.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            guard let index = indexOfSection(identifier) else { continue }
            sections.remove(at: index)
            items.remove(at: index)
        }
    }

    /// Moves a section before another.
    ///
    /// - Parameters:
    ///   - identifier: The section.
    ///   - toIdentifier: The section it goes before.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, to: toIdentifier, offset: 0)
    }

    /// Moves a section after another.
    ///
    /// - Parameters:
    ///   - identifier: The section.
    ///   - toIdentifier: The section it goes after.
    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        moveSection(identifier, to: toIdentifier, offset: 1)
    }

    /// Marks sections so applying the snapshot replaces their cells.
    ///
    /// - Parameter identifiers: The sections.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSections += identifiers
    }

    private mutating func moveSection(
        _ identifier: SectionIdentifierType, to target: SectionIdentifierType, offset: Int
    ) {
        guard let from = indexOfSection(identifier) else { return }
        let moved = items.remove(at: from)
        sections.remove(at: from)
        guard let to = indexOfSection(target) else { return }
        sections.insert(identifier, at: to + offset)
        items.insert(moved, at: to + offset)
    }

    /// Where an item is, as section and row.
    func locate(_ identifier: ItemIdentifierType) -> IndexPath? {
        for (section, list) in items.enumerated() {
            if let row = list.firstIndex(of: identifier) { return IndexPath(row: row, section: section) }
        }
        return nil
    }
}
