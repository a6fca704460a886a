// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// A collection view keeps its layout, cells and pooled views only while it lives: after its
// controller leaves the window, the controller, the collection view, its layout, its cells
// (visible and pooled) and a diffable data source are all released.
@Suite(.serialized, .headlessWorld) @MainActor struct CollectionLeakTests {
    @Test("a scrolled grid's controller, collection view, layout and cells are released after teardown")
    func gridReleased() throws {
        let log = Log.start()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller: Weak<LoggedCollectionController>
        let collectionView: Weak<UICollectionView>
        let layout: Weak<UICollectionViewLayout>
        let visibleCell: Weak<UICollectionViewCell>
        let pooledCell: Weak<UICollectionViewCell>
        do {
            let grid = LoggedCollectionController(
                items: [(0..<40).map { "Item \($0)" }], layout: gridLayout())
            controller = Weak(grid)
            window.rootViewController = grid
            window.makeKeyAndVisible()
            Headless.runUntilIdle()
            collectionView = Weak(grid.collectionView)
            layout = Weak(grid.collectionView.collectionViewLayout)
            let first = try #require(grid.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
            pooledCell = Weak(first)
            Headless.drag(grid.collectionView, by: CGPoint(x: 0, y: 300))
            visibleCell = Weak(try #require(grid.collectionView.visibleCells.last))
            window.rootViewController = UIViewController()
        }
        Headless.runUntilIdle()
        _ = log.take()
        try expectReleased(controller)
        try expectReleased(collectionView)
        try expectReleased(layout)
        try expectReleased(visibleCell)
        try expectReleased(pooledCell)
    }

    @Test("a list with registrations and a diffable data source is released with its collection view")
    func listReleased() throws {
        let controller = UIViewController()
        _ = showInWindow(controller)
        let collectionView: Weak<UICollectionView>
        let source: Weak<UICollectionViewDiffableDataSource<Int, String>>
        let cell: Weak<UICollectionViewCell>
        do {
            let view = UICollectionView(
                frame: CGRect(x: 0, y: 0, width: 390, height: 300),
                collectionViewLayout: UICollectionViewCompositionalLayout.list(
                    using: UICollectionLayoutListConfiguration(appearance: .plain)))
            let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
                cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
            }
            let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: view) {
                collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
            snapshot.appendSections([0])
            snapshot.appendItems(["A", "B"])
            dataSource.apply(snapshot, animatingDifferences: false)
            controller.view.addSubview(view)
            Headless.runUntilIdle()
            collectionView = Weak(view)
            source = Weak(dataSource)
            cell = Weak(try #require(view.visibleCells.first))
            view.removeFromSuperview()
        }
        Headless.runUntilIdle()
        try expectReleased(collectionView)
        try expectReleased(source)
        try expectReleased(cell)
    }
}
