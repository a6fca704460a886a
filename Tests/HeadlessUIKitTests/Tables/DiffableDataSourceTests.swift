// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Applying a snapshot keeps the cells of items that stay and asks only for new or reloaded
// items' cells; reconfigured items get their own cell back without prepareForReuse, as UIKit
// documents for reconfigureItems.
@Suite(.serialized, .headlessWorld) @MainActor struct DiffableDataSourceTests {
    enum Section: Hashable, Sendable { case main }

    private func shown() -> (UITableView, UITableViewDiffableDataSource<Section, String>, Log) {
        let log = Log.start()
        LoggedCell.made = 0
        let controller = UIViewController()
        _ = showOnScreen(controller, log: log)
        let table = UITableView(frame: controller.view.bounds, style: .insetGrouped)
        table.register(LoggedCell.self, forCellReuseIdentifier: "Cell")
        let source = UITableViewDiffableDataSource<Section, String>(tableView: table) {
            table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            HeadlessTestSupport.log(
                "cellForRowAt \(indexPath.row) \(item) -> cell#\((cell as? LoggedCell)?.serial ?? 0)")
            return cell
        }
        controller.view.addSubview(table)
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems(["A", "B", "C"])
        source.apply(snapshot, animatingDifferences: false)
        Headless.runUntilIdle()
        return (table, source, log)
    }

    @Test("the first snapshot loads; the next inserts B2 and deletes A, keeping B's and C's cells")
    func applyDifference() {
        let (table, source, log) = shown()
        #expect(
            log.take() == [
                "cell#1 init", "cellForRowAt 0 A -> cell#1",
                "cell#2 init", "cellForRowAt 1 B -> cell#2",
                "cell#3 init", "cellForRowAt 2 C -> cell#3",
            ])
        var snapshot = source.snapshot()
        snapshot.deleteItems(["A"])
        snapshot.insertItems(["B2"], afterItem: "B")
        var completed = false
        source.apply(snapshot, animatingDifferences: true) { completed = true }
        #expect(log.take() == ["cell#4 init", "cellForRowAt 1 B2 -> cell#4"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)).map { ($0 as? LoggedCell)?.serial } == 2)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)).map { ($0 as? LoggedCell)?.serial } == 3)
        #expect(source.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "B2")
        #expect(source.indexPath(for: "C") == IndexPath(row: 2, section: 0))
        #expect(!completed)
        Headless.runUntilIdle()
        #expect(completed)
    }

    @Test("reconfigured items are asked for again and keep their cells; reloaded ones get new cells")
    func reconfigureAndReload() {
        let (table, source, log) = shown()
        _ = log.take()
        var snapshot = source.snapshot()
        snapshot.reconfigureItems(["B"])
        source.apply(snapshot, animatingDifferences: false)
        #expect(log.take() == ["cellForRowAt 1 B -> cell#2"])
        snapshot = source.snapshot()
        snapshot.reloadItems(["C"])
        source.apply(snapshot, animatingDifferences: false)
        #expect(log.take() == ["cell#4 init", "cellForRowAt 2 C -> cell#4"])
        #expect(table.visibleCells.count == 3)
        #expect(source.snapshot().reloadedItemIdentifiers.isEmpty)
    }

    @Test("snapshot queries answer from its sections and items")
    func snapshotQueries() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([1, 2])
        snapshot.appendItems(["a", "b"], toSection: 1)
        snapshot.appendItems(["c"])
        snapshot.moveItem("a", afterItem: "c")
        #expect(snapshot.itemIdentifiers == ["b", "c", "a"])
        #expect(snapshot.numberOfItems(inSection: 2) == 2)
        #expect(snapshot.indexOfItem("a") == 2)
        #expect(snapshot.sectionIdentifier(containingItem: "a") == 2)
        snapshot.deleteSections([1])
        #expect(snapshot.numberOfItems == 2)
        #expect(snapshot.sectionIdentifiers == [2])
    }

    @Test("a table, its cells and its diffable data source go once the controller showing them goes")
    func releases() throws {
        let log = Log.start()
        let nav = UINavigationController(rootViewController: UIViewController())
        _ = showOnScreen(nav, log: log)
        let table: Weak<UITableView>
        let source: Weak<UITableViewDiffableDataSource<Section, String>>
        let cell: Weak<UITableViewCell>
        do {
            final class Screen: UIViewController {
                var source: UITableViewDiffableDataSource<Section, String>?
            }
            let screen = Screen()
            let tableView = UITableView(frame: screen.view.bounds, style: .plain)
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            screen.view.addSubview(tableView)
            let made = UITableViewDiffableDataSource<Section, String>(tableView: tableView) {
                table, indexPath, _ in
                table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            }
            screen.source = made
            var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
            snapshot.appendSections([.main])
            snapshot.appendItems(["A"])
            made.apply(snapshot, animatingDifferences: true)
            nav.pushViewController(screen, animated: false)
            Headless.runUntilIdle()
            table = Weak(tableView)
            source = Weak(made)
            cell = Weak(try #require(tableView.visibleCells.first))
        }
        nav.popViewController(animated: false)
        Headless.runUntilIdle()
        try expectReleased(table)
        try expectReleased(source)
        try expectReleased(cell)
    }
}
