// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

/// A list cell that logs its creation and reuse.
final class LoggedListCell: UICollectionViewListCell {
    nonisolated(unsafe) static var made = 0
    let serial: Int

    override init(frame: CGRect) {
        LoggedListCell.made += 1
        serial = LoggedListCell.made
        super.init(frame: frame)
        log("list#\(serial) init")
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        log("list#\(serial) prepareForReuse")
    }
}

/// A delegate that logs display calls by item.
final class ListDisplayLogger: NSObject, UICollectionViewDelegate {
    var source: UICollectionViewDiffableDataSource<String, String>?

    func name(_ indexPath: IndexPath) -> String { source?.itemIdentifier(for: indexPath) ?? place(indexPath) }

    func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        log("willDisplay \(name(indexPath))")
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
        forItemAt indexPath: IndexPath
    ) {
        log("didEndDisplaying \(place(indexPath)) list#\((cell as? LoggedListCell)?.serial ?? 0)")
    }

    func collectionView(
        _ collectionView: UICollectionView, willDisplaySupplementaryView view: UICollectionReusableView,
        forElementKind elementKind: String, at indexPath: IndexPath
    ) {
        log("willDisplaySupplementaryView \(indexPath.section)")
    }

    func collectionView(
        _ collectionView: UICollectionView, didEndDisplayingSupplementaryView view: UICollectionReusableView,
        forElementOfKind elementKind: String, at indexPath: IndexPath
    ) {
        log("didEndDisplayingSupplementaryView \(indexPath.section)")
    }
}

// A compositional list with cell and supplementary registrations and a diffable data source.
// Display order as in CollectionDisplayTests (cited there); the list's row and header heights
// (44 and 28 points) and the inset-grouped insets (20 leading and trailing, 18 below) are
// guesses.
@Suite(.serialized, .headlessWorld) @MainActor struct CollectionListTests {
    /// A 300-point-high inset-grouped list: section A's header (0-28), rows A0-A2 (28-160),
    /// 18 below; section B's header (178-206), rows from 206 every 44 points: B0-B2 show.
    private func shownList() -> (
        UICollectionView, UICollectionViewDiffableDataSource<String, String>, ListDisplayLogger, Log
    ) {
        let started = Log.start()
        LoggedListCell.made = 0
        LoggedHeaderView.made = 0
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                log("swipe Delete \(place(indexPath))")
                done(true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let controller = UIViewController()
        _ = showInWindow(controller)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: layout)
        let cells = UICollectionView.CellRegistration<LoggedListCell, String> { cell, indexPath, item in
            log("configure \(item) in list#\(cell.serial)")
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        let headers = UICollectionView.SupplementaryRegistration<LoggedHeaderView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            log("configure header \(indexPath.section) in header#\(header.serial)")
        }
        let source = UICollectionViewDiffableDataSource<String, String>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        source.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
        }
        let delegate = ListDisplayLogger()
        delegate.source = source
        collectionView.delegate = delegate
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems(["A0", "A1", "A2"], toSection: "A")
        snapshot.appendItems((0..<30).map { "B\($0)" }, toSection: "B")
        source.apply(snapshot, animatingDifferences: false)
        controller.view.addSubview(collectionView)
        Headless.runUntilIdle()
        return (collectionView, source, delegate, started)
    }

    @Test(
        "first display: each section's header and visible rows are configured through the registrations, then displayed"
    )
    func firstDisplay() {
        let (collectionView, _, delegate, log) = shownList()
        #expect(
            log.take() == [
                "header#1 init", "configure header 0 in header#1",
                "list#1 init", "configure A0 in list#1",
                "list#2 init", "configure A1 in list#2",
                "list#3 init", "configure A2 in list#3",
                "header#2 init", "configure header 1 in header#2",
                "list#4 init", "configure B0 in list#4",
                "list#5 init", "configure B1 in list#5",
                "list#6 init", "configure B2 in list#6",
                "willDisplaySupplementaryView 0", "willDisplay A0", "willDisplay A1", "willDisplay A2",
                "willDisplaySupplementaryView 1", "willDisplay B0", "willDisplay B1", "willDisplay B2",
            ])
        #expect(collectionView.visibleCells.first?.frame == CGRect(x: 20, y: 28, width: 350, height: 44))
        #expect(collectionView.visibleCells.last?.frame == CGRect(x: 20, y: 294, width: 350, height: 44))
        #expect(collectionView.contentSize == CGSize(width: 390, height: 178 + 28 + 30 * 44 + 18))
        #expect(
            (collectionView.visibleCells.first as? UICollectionViewListCell)?.accessories.map(\.accessoryType)
                == [.disclosureIndicator])
        _ = delegate
    }

    @Test("scrolling a list reuses a registration's cells: prepareForReuse, then its handler")
    func scrollReuses() {
        let (collectionView, _, delegate, log) = shownList()
        _ = log.take()
        Headless.drag(collectionView, by: CGPoint(x: 0, y: 100))
        #expect(
            log.take() == [
                "didEndDisplaying 0.0 list#1", "didEndDisplayingSupplementaryView 0",
                "list#1 prepareForReuse", "configure B3 in list#1",
                "list#7 init", "configure B4 in list#7",
                "willDisplay B3", "willDisplay B4",
            ])
        _ = delegate
    }

    @Test(
        "applying a snapshot: the inserted item is asked for, kept items keep their cells, the deleted one ends after"
    )
    func applySnapshot() {
        let (collectionView, source, delegate, log) = shownList()
        _ = log.take()
        var snapshot = source.snapshot()
        snapshot.deleteItems(["A1"])
        snapshot.insertItems(["A9"], beforeItem: "A0")
        snapshot.reconfigureItems(["B1"])
        source.apply(snapshot, animatingDifferences: true) { HeadlessTestSupport.log("applied") }
        #expect(
            log.take() == [
                "list#7 init", "configure A9 in list#7", "willDisplay A9",
                "configure B1 in list#5",
                "didEndDisplaying 0.1 list#2",
            ])
        Headless.runUntilIdle()
        #expect(log.take() == ["applied"])
        #expect(source.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "A0")
        #expect(source.indexPath(for: "A2") == IndexPath(item: 2, section: 0))
        #expect(source.snapshot().itemIdentifiers(inSection: "A") == ["A9", "A0", "A2"])
        let texts = collectionView.visibleCells.map {
            ($0.contentConfiguration as? UIListContentConfiguration)?.text
        }
        #expect(texts == ["A9", "A0", "A2", "B0", "B1", "B2"])
        _ = delegate
    }

    @Test("a list's trailing swipe action runs through the driver")
    func swipeAction() {
        let (collectionView, _, delegate, log) = shownList()
        _ = log.take()
        #expect(
            Headless.performSwipeAction(
                "Delete", forItemAt: IndexPath(item: 1, section: 1), in: collectionView))
        #expect(log.take() == ["swipe Delete 1.1"])
        #expect(
            !Headless.performSwipeAction(
                "Archive", forItemAt: IndexPath(item: 1, section: 1), in: collectionView))
        _ = delegate
    }
}
