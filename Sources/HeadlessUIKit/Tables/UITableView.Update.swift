// ViewLifecycle · HeadlessUIKit

extension UITableView {
    /// The changes recorded between `beginUpdates()` and `endUpdates()`, in UIKit's terms:
    /// deletions and reloads name rows and sections before the update, insertions after it.
    struct Update {
        var insertedSections = IndexSet()
        var deletedSections = IndexSet()
        var reloadedSections = IndexSet()
        var movedSections: [(from: Int, to: Int)] = []
        var insertedRows: [IndexPath] = []
        var deletedRows: [IndexPath] = []
        var reloadedRows: [IndexPath] = []
        var reconfiguredRows: [IndexPath] = []
        var movedRows: [(from: IndexPath, to: IndexPath)] = []

        /// Where each old section and row goes: survivors keep their order and fill the places
        /// that insertions and moves leave free, as UIKit's batch updates do.
        func mapping(oldRowCounts: [Int], newSectionCount: Int) -> Mapping {
            let sectionMap = Update.fill(
                oldCount: oldRowCounts.count,
                outgoing: deletedSections.union(IndexSet(movedSections.map(\.from))),
                occupied: insertedSections.union(IndexSet(movedSections.map(\.to))),
                moves: movedSections)
            var rows: [[Int?]] = []
            rows.reserveCapacity(oldRowCounts.count)
            for (section, count) in oldRowCounts.enumerated() {
                guard let target = sectionMap[section] else {
                    rows.append([])
                    continue
                }
                var outgoing = IndexSet(deletedRows.filter { $0.section == section }.map(\.row))
                outgoing.formUnion(IndexSet(movedRows.filter { $0.from.section == section }.map(\.from.row)))
                var occupied = IndexSet(insertedRows.filter { $0.section == target }.map(\.row))
                occupied.formUnion(IndexSet(movedRows.filter { $0.to.section == target }.map(\.to.row)))
                rows.append(Update.fill(oldCount: count, outgoing: outgoing, occupied: occupied, moves: []))
            }
            var replaced = Set(reloadedRows)
            for section in reloadedSections where section < oldRowCounts.count {
                for row in 0..<oldRowCounts[section] {
                    replaced.insert(IndexPath(row: row, section: section))
                }
            }
            var moves: [IndexPath: IndexPath] = [:]
            for move in movedRows { moves[move.from] = move.to }
            return Mapping(
                sections: sectionMap, rows: rows, moves: moves, replaced: replaced,
                reconfigured: reconfiguredRows)
        }

        /// Old positions to new ones: those in `outgoing` have none (unless moved), the others fill
        /// the new positions not in `occupied`, in order.
        static func fill(
            oldCount: Int, outgoing: IndexSet, occupied: IndexSet, moves: [(from: Int, to: Int)]
        )
            -> [Int?]
        {
            var result = [Int?](repeating: nil, count: oldCount)
            var next = 0
            for index in 0..<oldCount where !outgoing.contains(index) {
                while occupied.contains(next) { next += 1 }
                result[index] = next
                next += 1
            }
            for move in moves where move.from < oldCount { result[move.from] = move.to }
            return result
        }
    }

    /// Where an update takes each old section and row.
    struct Mapping {
        /// Each old section's new index, or `nil` when deleted.
        var sections: [Int?]
        /// Each old section's rows' new indexes within the section's new index.
        var rows: [[Int?]]
        /// Rows moved explicitly, old to new.
        var moves: [IndexPath: IndexPath]
        /// Old rows whose cells are replaced (reloaded).
        var replaced: Set<IndexPath>
        /// Old rows whose cells are asked for again and kept (reconfigured).
        var reconfigured: [IndexPath]

        /// The new place of an old row, or `nil` when it was deleted.
        func newPath(for old: IndexPath) -> IndexPath? {
            if let moved = moves[old] { return moved }
            guard sections.indices.contains(old.section), let section = sections[old.section],
                rows[old.section].indices.contains(old.row), let row = rows[old.section][old.row]
            else { return nil }
            return IndexPath(row: row, section: section)
        }
    }
}
