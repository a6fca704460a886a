// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Display order: only the elements on screen are asked for, the data source is asked for all
// the cells entering in a layout pass (each after its prepareForReuse when reused) before
// any of them gets willDisplay, as a device prints for several columns
// (https://dev.mo4tech.com/ios-uicollectionview-optimization.html). Cells and views that
// leave end before those entering are asked for (a guess, the table's), so they are reused in
// the same frame. Batch updates keep the cells of kept items and report deleted and reloaded
// items' cells after the new ones are shown (a guess, the table's).
@Suite(.serialized, .headlessWorld) @MainActor struct CollectionDisplayTests {
    private func shownGrid(items: Int = 40) -> (LoggedCollectionController, Log) {
        let log = Log.start()
        LoggedGridCell.made = 0
        LoggedHeaderView.made = 0
        let controller = LoggedCollectionController(
            items: [(0..<items).map { "Item \($0)" }], layout: gridLayout())
        _ = showInWindow(controller)
        return (controller, log)
    }

    @Test("first display of a flow grid asks for the header and the eight visible items, then displays them")
    func firstDisplay() {
        let (controller, log) = shownGrid()
        #expect(
            log.take() == [
                "viewWillAppear",
                "numberOfSections", "numberOfItemsInSection 0",
                "header#1 init", "viewForSupplementaryElementOfKind 0.0 -> header#1",
                "cell#1 init", "cellForItemAt 0.0 -> cell#1",
                "cell#2 init", "cellForItemAt 0.1 -> cell#2",
                "cell#3 init", "cellForItemAt 0.2 -> cell#3",
                "cell#4 init", "cellForItemAt 0.3 -> cell#4",
                "cell#5 init", "cellForItemAt 0.4 -> cell#5",
                "cell#6 init", "cellForItemAt 0.5 -> cell#6",
                "cell#7 init", "cellForItemAt 0.6 -> cell#7",
                "cell#8 init", "cellForItemAt 0.7 -> cell#8",
                "willDisplaySupplementaryView 0.0",
                "willDisplay 0.0", "willDisplay 0.1", "willDisplay 0.2", "willDisplay 0.3",
                "willDisplay 0.4", "willDisplay 0.5", "willDisplay 0.6", "willDisplay 0.7",
                "viewDidAppear",
            ])
        let collectionView = controller.collectionView!
        #expect(collectionView.indexPathsForVisibleItems == (0..<8).map { IndexPath(item: $0, section: 0) })
        #expect(collectionView.contentSize == CGSize(width: 390, height: 50 + 20 * 200 + 19 * 22))
        #expect(
            collectionView.visibleCells.map(\.frame.origin) == [
                CGPoint(x: 0, y: 50), CGPoint(x: 210, y: 50), CGPoint(x: 0, y: 272), CGPoint(x: 210, y: 272),
                CGPoint(x: 0, y: 494), CGPoint(x: 210, y: 494), CGPoint(x: 0, y: 716),
                CGPoint(x: 210, y: 716),
            ])
        #expect(collectionView.visibleCells.first?.contentView.bounds.size == CGSize(width: 180, height: 200))
        #expect(
            collectionView.layoutAttributesForItem(at: IndexPath(item: 39, section: 0))?.frame
                == CGRect(x: 210, y: 50 + 19 * 222, width: 180, height: 200))
        #expect(
            collectionView.indexPathForItem(at: CGPoint(x: 300, y: 300)) == IndexPath(item: 3, section: 0))
        #expect(collectionView.cellForItem(at: IndexPath(item: 8, section: 0)) == nil)
        #expect(
            collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).first?
                .frame
                == CGRect(x: 0, y: 0, width: 390, height: 50))
    }

    @Test("a drag down and back: leaving items end, their cells are reused after prepareForReuse")
    func scrollDownAndBack() {
        let (controller, log) = shownGrid()
        _ = log.take()
        let collectionView = controller.collectionView!
        Headless.drag(collectionView, by: CGPoint(x: 0, y: 300))
        #expect(
            log.take() == [
                "didEndDisplayingSupplementaryView 0.0",
                "cell#9 init", "cellForItemAt 0.8 -> cell#9",
                "cell#10 init", "cellForItemAt 0.9 -> cell#10",
                "willDisplay 0.8", "willDisplay 0.9",
                "didEndDisplaying 0.0 cell#1", "didEndDisplaying 0.1 cell#2",
            ])
        Headless.drag(collectionView, by: CGPoint(x: 0, y: -300))
        #expect(
            log.take() == [
                "cell#2 prepareForReuse", "cellForItemAt 0.0 -> cell#2",
                "cell#1 prepareForReuse", "cellForItemAt 0.1 -> cell#1",
                "willDisplay 0.0", "willDisplay 0.1",
                "didEndDisplaying 0.8 cell#9", "didEndDisplaying 0.9 cell#10",
                "header#1 prepareForReuse", "viewForSupplementaryElementOfKind 0.0 -> header#1",
                "willDisplaySupplementaryView 0.0",
            ])
        #expect(LoggedGridCell.made == 10)
        #expect(collectionView.indexPathsForVisibleItems.count == 8)
    }

    @Test("reloadData reads the counts in the next layout pass and hands the same cells back")
    func reloadData() {
        let (controller, log) = shownGrid(items: 3)
        _ = log.take()
        controller.items = [["A", "B"]]
        controller.collectionView.reloadData()
        #expect(log.take() == [])
        Headless.runUntilIdle()
        #expect(
            log.take() == [
                "numberOfSections", "numberOfItemsInSection 0",
                "header#1 prepareForReuse", "viewForSupplementaryElementOfKind 0.0 -> header#1",
                "cell#3 prepareForReuse", "cellForItemAt 0.0 -> cell#3",
                "cell#2 prepareForReuse", "cellForItemAt 0.1 -> cell#2",
                "willDisplaySupplementaryView 0.0", "willDisplay 0.0", "willDisplay 0.1",
                "didEndDisplaying 0.0 cell#1", "didEndDisplaying 0.1 cell#2", "didEndDisplaying 0.2 cell#3",
                "didEndDisplayingSupplementaryView 0.0",
            ])
        #expect(LoggedGridCell.made == 3)
    }

    @Test(
        "batch updates: kept items keep their cells, the inserted item is shown, the deleted one ends after")
    func batchUpdates() {
        let (controller, log) = shownGrid(items: 20)
        _ = log.take()
        let collectionView = controller.collectionView!
        collectionView.performBatchUpdates {
            controller.items[0].remove(at: 1)
            collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
            controller.items[0].insert("New", at: 0)
            collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        } completion: { finished in
            HeadlessTestSupport.log("completion \(finished)")
        }
        #expect(
            log.take() == [
                "numberOfSections", "numberOfItemsInSection 0",
                "cell#9 init", "cellForItemAt 0.0 -> cell#9", "willDisplay 0.0",
                "didEndDisplaying 0.1 cell#2",
            ])
        Headless.runUntilIdle()
        #expect(log.take() == ["completion true"])
        let serials = collectionView.visibleCells.compactMap { ($0 as? LoggedGridCell)?.serial }
        #expect(serials == [9, 1, 3, 4, 5, 6, 7, 8])
    }

    @Test("moving, reloading and reconfiguring items; reconfigure hands back the same cell without reuse")
    func moveReloadReconfigure() {
        let (controller, log) = shownGrid(items: 20)
        _ = log.take()
        let collectionView = controller.collectionView!
        controller.items[0].swapAt(0, 3)
        collectionView.performBatchUpdates {
            collectionView.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
            collectionView.moveItem(at: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0))
        }
        #expect(log.take() == ["numberOfSections", "numberOfItemsInSection 0"])
        #expect(
            collectionView.visibleCells.compactMap { ($0 as? LoggedGridCell)?.serial } == [
                4, 2, 3, 1, 5, 6, 7, 8,
            ])
        collectionView.reloadItems(at: [IndexPath(item: 2, section: 0)])
        #expect(
            log.take() == [
                "numberOfSections", "numberOfItemsInSection 0",
                "cell#9 init", "cellForItemAt 0.2 -> cell#9", "willDisplay 0.2",
                "didEndDisplaying 0.2 cell#3",
            ])
        collectionView.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
        #expect(
            log.take() == ["numberOfSections", "numberOfItemsInSection 0", "cellForItemAt 0.1 -> cell#2"])
    }

    @Test("inserting and deleting sections moves the headers with their sections")
    func sections() {
        let log = Log.start()
        LoggedGridCell.made = 0
        LoggedHeaderView.made = 0
        let controller = LoggedCollectionController(items: [["A"], ["B"]], layout: gridLayout())
        _ = showInWindow(controller)
        _ = log.take()
        let collectionView = controller.collectionView!
        controller.items.insert(["C"], at: 0)
        collectionView.insertSections(IndexSet(integer: 0))
        #expect(
            log.take() == [
                "numberOfSections", "numberOfItemsInSection 0", "numberOfItemsInSection 1",
                "numberOfItemsInSection 2",
                "header#3 init", "viewForSupplementaryElementOfKind 0.0 -> header#3",
                "cell#3 init", "cellForItemAt 0.0 -> cell#3",
                "willDisplaySupplementaryView 0.0", "willDisplay 0.0",
            ])
        #expect(collectionView.indexPathsForVisibleItems.map(place) == ["0.0", "1.0", "2.0"])
        #expect(
            collectionView.indexPathsForVisibleSupplementaryElements(
                ofKind: UICollectionView.elementKindSectionHeader
            )
            .map(place).sorted() == ["0.0", "1.0", "2.0"])
        controller.items.remove(at: 1)
        collectionView.deleteSections(IndexSet(integer: 1))
        #expect(
            log.take() == [
                "numberOfSections", "numberOfItemsInSection 0", "numberOfItemsInSection 1",
                "didEndDisplaying 1.0 cell#1", "didEndDisplayingSupplementaryView 1.0",
            ])
    }

    @Test("a grid of 100,000 items scrolled to its end shows the last eight with the first eight cells")
    func largeGrid() {
        let (controller, log) = shownGrid(items: 100_000)
        let collectionView = controller.collectionView!
        collectionView.scrollToItem(at: IndexPath(item: 99_999, section: 0), at: .bottom, animated: false)
        Headless.runUntilIdle()
        _ = log.take()
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 50 + 49_999 * 222 + 200 - 844))
        #expect(collectionView.indexPathsForVisibleItems.map(\.item) == Array(99_992...99_999))
        #expect(LoggedGridCell.made == 8)
    }
}
