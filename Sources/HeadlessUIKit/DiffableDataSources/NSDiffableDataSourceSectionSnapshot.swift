// ViewLifecycle · HeadlessUIKit

/// The items of one section as an outline: root items with children, each parent expanded or
/// collapsed. Applied to a section of a collection view's diffable data source, the section shows
/// its visible items (those whose ancestors are all expanded), in outline order.
@preconcurrency
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>: @unchecked Sendable
where ItemIdentifierType: Hashable, ItemIdentifierType: Sendable {
    /// Every item in outline order with its depth (0 for a root).
    var entries: [(item: ItemIdentifierType, level: Int)] = []
    /// The expanded parents.
    var expanded = Set<ItemIdentifierType>()

    /// Creates an empty section snapshot.
    public init() {}

    /// Creates a copy of a section snapshot.
    ///
    /// - Parameter snapshot: The snapshot.
    public init(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        self = snapshot
    }

    /// Every item, in outline order.
    public var items: [ItemIdentifierType] { entries.map(\.item) }

    /// The items at the top level.
    public var rootItems: [ItemIdentifierType] { entries.filter { $0.level == 0 }.map(\.item) }

    /// The items whose ancestors are all expanded, in outline order.
    public var visibleItems: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        var hiddenBelow = Int.max
        for entry in entries {
            if entry.level > hiddenBelow { continue }
            hiddenBelow = Int.max
            result.append(entry.item)
            if !expanded.contains(entry.item) { hiddenBelow = entry.level }
        }
        return result
    }

    /// Adds items at the end of the top level, or as the last children of `parent`.
    ///
    /// - Parameters:
    ///   - items: The items.
    ///   - parent: Their parent, or `nil` for the top level.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        guard let parent else {
            entries += items.map { ($0, 0) }
            return
        }
        guard let index = position(of: parent) else { return }
        let level = entries[index].level + 1
        entries.insert(contentsOf: items.map { ($0, level) }, at: subtreeEnd(of: index))
    }

    /// Inserts items before an item, at its level.
    ///
    /// - Parameters:
    ///   - items: The items.
    ///   - item: The item they go before.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        guard let index = position(of: item) else { return }
        let level = entries[index].level
        entries.insert(contentsOf: items.map { ($0, level) }, at: index)
    }

    /// Inserts items after an item (and its children), at its level.
    ///
    /// - Parameters:
    ///   - items: The items.
    ///   - item: The item they go after.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        guard let index = position(of: item) else { return }
        let level = entries[index].level
        entries.insert(contentsOf: items.map { ($0, level) }, at: subtreeEnd(of: index))
    }

    /// Removes items with their children.
    ///
    /// - Parameter items: The items.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items {
            guard let index = position(of: item) else { continue }
            for entry in entries[index..<subtreeEnd(of: index)] { expanded.remove(entry.item) }
            entries.removeSubrange(index..<subtreeEnd(of: index))
        }
    }

    /// Removes every item.
    public mutating func deleteAll() {
        entries.removeAll()
        expanded.removeAll()
    }

    /// Expands parents, showing their children.
    ///
    /// - Parameter items: The parents.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        expanded.formUnion(items.filter(contains))
    }

    /// Collapses parents, hiding their children.
    ///
    /// - Parameter items: The parents.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        expanded.subtract(items)
    }

    /// Replaces the children of `parent` with the items of `snapshot`.
    ///
    /// - Parameters:
    ///   - parent: The parent.
    ///   - snapshot: The new children.
    public mutating func replace(
        childrenOf parent: ItemIdentifierType,
        using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    ) {
        guard let index = position(of: parent) else { return }
        let level = entries[index].level + 1
        entries.removeSubrange((index + 1)..<subtreeEnd(of: index))
        entries.insert(contentsOf: snapshot.entries.map { ($0.item, $0.level + level) }, at: index + 1)
        expanded.formUnion(snapshot.expanded)
    }

    /// Inserts the items of `snapshot` before an item, at its level.
    ///
    /// - Parameters:
    ///   - snapshot: The items.
    ///   - item: The item they go before.
    public mutating func insert(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType
    ) {
        guard let index = position(of: item) else { return }
        let level = entries[index].level
        entries.insert(contentsOf: snapshot.entries.map { ($0.item, $0.level + level) }, at: index)
        expanded.formUnion(snapshot.expanded)
    }

    /// Inserts the items of `snapshot` after an item (and its children), at its level.
    ///
    /// - Parameters:
    ///   - snapshot: The items.
    ///   - item: The item they go after.
    public mutating func insert(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType
    ) {
        guard let index = position(of: item) else { return }
        let level = entries[index].level
        entries.insert(
            contentsOf: snapshot.entries.map { ($0.item, $0.level + level) }, at: subtreeEnd(of: index))
        expanded.formUnion(snapshot.expanded)
    }

    /// Whether a parent is expanded.
    ///
    /// - Parameter item: The parent.
    /// - Returns: Whether it is expanded.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether every ancestor of an item is expanded.
    ///
    /// - Parameter item: The item.
    /// - Returns: Whether it is visible.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var ancestor = parent(of: item)
        while let current = ancestor {
            if !expanded.contains(current) { return false }
            ancestor = parent(of: current)
        }
        return true
    }

    /// Whether the snapshot holds an item.
    ///
    /// - Parameter item: The item.
    /// - Returns: Whether it is there.
    public func contains(_ item: ItemIdentifierType) -> Bool { position(of: item) != nil }

    /// An item's depth, 0 at the top level.
    ///
    /// - Parameter item: The item.
    /// - Returns: Its level.
    public func level(of item: ItemIdentifierType) -> Int {
        position(of: item).map { entries[$0].level } ?? 0
    }

    /// An item's position in `items`, or `nil`.
    ///
    /// - Parameter item: The item.
    /// - Returns: Its index.
    public func index(of item: ItemIdentifierType) -> Int? { position(of: item) }

    /// An item's parent, or `nil` at the top level.
    ///
    /// - Parameter child: The item.
    /// - Returns: Its parent.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        guard let index = position(of: child), entries[index].level > 0 else { return nil }
        let level = entries[index].level
        return entries[..<index].last { $0.level == level - 1 }?.item
    }

    /// The subtree under `parent` as a snapshot of its own.
    ///
    /// - Parameters:
    ///   - parent: The parent.
    ///   - includingParent: Whether the parent is its root.
    /// - Returns: The snapshot.
    public func snapshot(
        of parent: ItemIdentifierType, includingParent: Bool = false
    ) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        guard let index = position(of: parent) else { return result }
        let base = entries[index].level + (includingParent ? 0 : 1)
        let start = includingParent ? index : index + 1
        result.entries = entries[start..<subtreeEnd(of: index)].map { ($0.item, $0.level - base) }
        result.expanded = expanded.filter(result.contains)
        return result
    }

    /// The outline as text, one item a line, indented by level.
    ///
    /// - Returns: The text.
    public func visualDescription() -> String {
        entries.map { String(repeating: "  ", count: $0.level) + "\($0.item)" }.joined(separator: "\n")
    }

    private func position(of item: ItemIdentifierType) -> Int? {
        entries.firstIndex { $0.item == item }
    }

    /// The index just past the item at `index` and its descendants.
    private func subtreeEnd(of index: Int) -> Int {
        let level = entries[index].level
        var end = index + 1
        while end < entries.count, entries[end].level > level { end += 1 }
        return end
    }
}
