// ViewLifecycle · HeadlessUIKit

extension NSDiffableDataSourceSnapshot {
    /// The snapshot a data source keeps once applied: the one-off reload and reconfigure marks
    /// are spent.
    var applied: Self {
        var kept = self
        kept.reloadedItems = []
        kept.reconfiguredItems = []
        kept.reloadedSections = []
        return kept
    }

    /// The item at a row or item, or `nil`.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard items.indices.contains(indexPath.section),
            items[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return items[indexPath.section][indexPath.item]
    }

    /// The number of items in the section at `index`, 0 for none.
    func count(inSectionAt index: Int) -> Int {
        items.indices.contains(index) ? items[index].count : 0
    }

    /// The section at `index`, or `nil`.
    func section(at index: Int) -> SectionIdentifierType? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    /// Where each section and item of this snapshot goes in `new`, by identifier, with `new`'s
    /// reload and reconfigure marks: what table and collection views move their display by.
    func mapping(to new: Self) -> UITableView.Mapping {
        var newSection: [SectionIdentifierType: Int] = [:]
        for (index, section) in new.sections.enumerated() { newSection[section] = index }
        var newPlace: [ItemIdentifierType: IndexPath] = [:]
        for (section, list) in new.items.enumerated() {
            for (row, item) in list.enumerated() { newPlace[item] = IndexPath(row: row, section: section) }
        }
        let sectionMap = sections.map { newSection[$0] }
        var rows: [[Int?]] = []
        var moves: [IndexPath: IndexPath] = [:]
        var replaced = Set<IndexPath>()
        var reconfigured: [IndexPath] = []
        let reloadedItems = Set(new.reloadedItems)
        let reconfiguredItems = Set(new.reconfiguredItems)
        let reloadedSections = Set(new.reloadedSections)
        for (section, list) in items.enumerated() {
            var map = [Int?](repeating: nil, count: list.count)
            for (row, item) in list.enumerated() {
                let oldPath = IndexPath(row: row, section: section)
                guard let place = newPlace[item] else { continue }
                if place.section == sectionMap[section] {
                    map[row] = place.row
                } else {
                    moves[oldPath] = place
                }
                if reloadedItems.contains(item) || reloadedSections.contains(sections[section]) {
                    replaced.insert(oldPath)
                }
                if reconfiguredItems.contains(item) { reconfigured.append(oldPath) }
            }
            rows.append(map)
        }
        return UITableView.Mapping(
            sections: sectionMap, rows: rows, moves: moves, replaced: replaced, reconfigured: reconfigured)
    }

    /// Calls an apply's completion: after the (virtual) animation when animating, else at once.
    @MainActor
    static func complete(_ completion: (() -> Void)?, animating: Bool) {
        guard let completion else { return }
        if animating {
            HeadlessWorld.shared.schedule(after: UITableView.updateAnimationDuration) { completion() }
        } else {
            completion()
        }
    }
}
