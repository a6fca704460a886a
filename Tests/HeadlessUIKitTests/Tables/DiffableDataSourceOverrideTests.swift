// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

/// A table data source subclass that logs its overrides of the snapshot entry points and calls super.
/// UIKit declares them `nonisolated`, so an override is too; the headless runtime calls them on the
/// main actor.
final class LoggingTableSource: UITableViewDiffableDataSource<Int, String> {
    override func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<Int, String>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        MainActor.assumeIsolated { log("override apply \(snapshot.itemIdentifiers)") }
        super.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }

    override func applySnapshotUsingReloadData(
        _ snapshot: NSDiffableDataSourceSnapshot<Int, String>, completion: (() -> Void)? = nil
    ) {
        MainActor.assumeIsolated { log("override reload \(snapshot.itemIdentifiers)") }
        super.applySnapshotUsingReloadData(snapshot, completion: completion)
    }

    override func snapshot() -> NSDiffableDataSourceSnapshot<Int, String> {
        MainActor.assumeIsolated { log("override snapshot") }
        return super.snapshot()
    }
}

/// A collection data source subclass that logs its override of `apply` and calls super.
final class LoggingCollectionSource: UICollectionViewDiffableDataSource<Int, String> {
    override func apply(
        _ snapshot: NSDiffableDataSourceSnapshot<Int, String>, animatingDifferences: Bool = true,
        completion: (() -> Void)? = nil
    ) {
        MainActor.assumeIsolated { log("override apply \(snapshot.itemIdentifiers)") }
        super.apply(snapshot, animatingDifferences: animatingDifferences, completion: completion)
    }
}

// Both diffable data sources apply snapshots through one shared piece: a subclass still overrides
// UIKit's open entry points, and what super does (cells asked for, completion, state) is unchanged.
@Suite(.serialized, .headlessWorld) @MainActor struct DiffableDataSourceOverrideTests {
    private func snapshot(_ items: [String]) -> NSDiffableDataSourceSnapshot<Int, String> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        return snapshot
    }

    @Test("a table source subclass's apply, reload and snapshot overrides run, then super's work")
    func tableOverrides() async {
        let log = Log.start()
        let controller = UIViewController()
        _ = showOnScreen(controller, log: log)
        let table = UITableView(frame: controller.view.bounds, style: .plain)
        controller.view.addSubview(table)
        let source = LoggingTableSource(tableView: table) { _, indexPath, item in
            HeadlessTestSupport.log("cell \(indexPath.row) \(item)")
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        Headless.runUntilIdle()
        _ = log.take()

        source.apply(snapshot(["A", "B"]), animatingDifferences: false) { HeadlessTestSupport.log("done") }
        #expect(log.take() == ["override apply [\"A\", \"B\"]", "cell 0 A", "cell 1 B", "done"])

        var next = source.snapshot()
        next.appendItems(["C"])
        source.apply(next, animatingDifferences: true) { HeadlessTestSupport.log("animated done") }
        #expect(log.take() == ["override snapshot", "override apply [\"A\", \"B\", \"C\"]", "cell 2 C"])
        Headless.runUntilIdle()
        #expect(log.take() == ["animated done"])

        source.applySnapshotUsingReloadData(snapshot(["C", "A"])) { HeadlessTestSupport.log("reloaded") }
        // A reload asks for the cells in the next layout pass, as reloadData does.
        #expect(log.take() == ["override reload [\"C\", \"A\"]", "reloaded"])
        Headless.runUntilIdle()
        #expect(log.take() == ["cell 0 C", "cell 1 A"])

        await source.apply(snapshot(["A"]), animatingDifferences: false)
        #expect(log.take() == [])
        #expect(source.itemIdentifier(for: IndexPath(row: 0, section: 0)) == "A")
        #expect(log.take() == [])
        #expect(source.snapshot().itemIdentifiers == ["A"])
        #expect(log.take() == ["override snapshot"])
    }

    @Test("a collection source subclass's apply override runs, then super's work")
    func collectionOverride() async {
        let log = Log.start()
        let controller = UIViewController()
        _ = showOnScreen(controller, log: log)
        let collectionView = UICollectionView(
            frame: controller.view.bounds, collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        controller.view.addSubview(collectionView)
        let source = LoggingCollectionSource(collectionView: collectionView) { view, indexPath, item in
            HeadlessTestSupport.log("cell \(indexPath.item) \(item)")
            return view.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        Headless.runUntilIdle()
        _ = log.take()

        source.apply(snapshot(["A", "B"]), animatingDifferences: false) { HeadlessTestSupport.log("done") }
        Headless.runUntilIdle()
        #expect(log.take() == ["override apply [\"A\", \"B\"]", "cell 0 A", "cell 1 B", "done"])

        await source.applySnapshotUsingReloadData(snapshot(["B"]))
        Headless.runUntilIdle()
        #expect(log.take() == ["cell 0 B"])
        #expect(source.snapshot().itemIdentifiers == ["B"])
        #expect(source.indexPath(for: "B") == IndexPath(item: 0, section: 0))
    }
}
