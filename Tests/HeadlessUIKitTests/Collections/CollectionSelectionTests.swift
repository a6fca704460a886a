// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// No device log of a collection view tap's delegate order was found: the order follows the
// table's (highlight, unhighlight, then selection) with the collection view's own questions
// (shouldSelect, shouldDeselect), a guess.
@Suite(.serialized, .headlessWorld) @MainActor struct CollectionSelectionTests {
    private func shownGrid() -> (LoggedCollectionController, Log) {
        let log = Log.start()
        LoggedGridCell.made = 0
        LoggedHeaderView.made = 0
        let controller = LoggedCollectionController(
            items: [(0..<40).map { "Item \($0)" }], layout: gridLayout())
        _ = showInWindow(controller)
        _ = log.take()
        return (controller, log)
    }

    @Test("the driver taps an item by its text: highlight, then selection; a second tap moves the selection")
    func tapByText() throws {
        let (controller, log) = shownGrid()
        let collectionView = controller.collectionView!
        try Headless.tapItem("Item 3", in: collectionView)
        #expect(
            log.take() == [
                "shouldHighlightItemAt 0.3", "didHighlightItemAt 0.3", "didUnhighlightItemAt 0.3",
                "shouldSelectItemAt 0.3", "didSelectItemAt 0.3",
            ])
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.isSelected == true)
        try Headless.tapItem("Item 5", in: collectionView)
        #expect(
            log.take() == [
                "shouldHighlightItemAt 0.5", "didHighlightItemAt 0.5", "didUnhighlightItemAt 0.5",
                "shouldSelectItemAt 0.5", "didDeselectItemAt 0.3", "didSelectItemAt 0.5",
            ])
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 5, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 3, section: 0))?.isSelected == false)
    }

    @Test("with multiple selection a tap on a selected item asks shouldDeselect and deselects it")
    func multipleSelection() throws {
        let (controller, log) = shownGrid()
        let collectionView = controller.collectionView!
        collectionView.allowsMultipleSelection = true
        Headless.tapItem(at: IndexPath(item: 1, section: 0), in: collectionView)
        Headless.tapItem(at: IndexPath(item: 2, section: 0), in: collectionView)
        _ = log.take()
        #expect(collectionView.indexPathsForSelectedItems?.map(place) == ["0.1", "0.2"])
        Headless.tapItem(at: IndexPath(item: 1, section: 0), in: collectionView)
        #expect(
            log.take() == [
                "shouldHighlightItemAt 0.1", "didHighlightItemAt 0.1", "didUnhighlightItemAt 0.1",
                "shouldDeselectItemAt 0.1", "didDeselectItemAt 0.1",
            ])
        #expect(collectionView.indexPathsForSelectedItems?.map(place) == ["0.2"])
    }

    @Test("an item no visible cell shows is an error that lists what is visible")
    func tapMissing() {
        let (controller, _) = shownGrid()
        #expect(
            throws: Headless.ControlError(
                "No visible item shows \"Item 30\"; the visible items show: \"Item 0\", \"Item 1\", \"Item 2\", "
                    + "\"Item 3\", \"Item 4\", \"Item 5\", \"Item 6\", \"Item 7\".")
        ) {
            try Headless.tapItem("Item 30", in: controller.collectionView)
        }
    }

    @Test(
        "selection by code tells the delegate nothing; scrollToItem brings an item on screen and selection follows it"
    )
    func codeSelectionAndScroll() {
        let (controller, log) = shownGrid()
        let collectionView = controller.collectionView!
        collectionView.selectItem(at: IndexPath(item: 30, section: 0), animated: false, scrollPosition: .top)
        Headless.runUntilIdle()
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 50 + 15 * 222))
        #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 30, section: 0))
        #expect(collectionView.cellForItem(at: IndexPath(item: 30, section: 0))?.isSelected == true)
        let lines = log.take()
        #expect(!lines.contains { $0.contains("Select") })
        collectionView.deselectItem(at: IndexPath(item: 30, section: 0), animated: false)
        #expect(collectionView.indexPathsForSelectedItems == nil)
        collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: [], animated: false)
        Headless.runUntilIdle()
        #expect(collectionView.contentOffset == CGPoint(x: 0, y: 50))
    }
}
