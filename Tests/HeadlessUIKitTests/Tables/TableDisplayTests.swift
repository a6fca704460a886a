// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Display order: cellForRowAt then willDisplay, row by row, only for the rows on screen, as a
// device prints at first display (https://jeongchoyi.github.io/2021/01/06/uitableview-cell-life-cycle).
// A drag: willBeginDragging, didScroll..., willEndDragging, didEndDragging, then with a flick
// willBeginDecelerating, didScroll..., didEndDecelerating (https://juejin.cn/post/7020976046191149070).
// Reloaded rows: the new cell's cellForRowAt and willDisplay, then the old cell's
// didEndDisplaying (https://blog.anzfactory.xyz/articles/20190402/swift-calling-didenddisplayingcell/).
// Whether cells leaving the bounds end before those entering are shown is a guess.
@Suite(.serialized, .headlessWorld) @MainActor struct TableDisplayTests {
    /// The window is 844 points tall: rows of 200 points show rows 0 to 4.
    private func shownTable(rows: Int = 100) -> (LoggedTableController, Log) {
        let log = Log.start()
        LoggedCell.made = 0
        let controller = LoggedTableController(rows: rows)
        _ = showInWindow(controller)
        return (controller, log)
    }

    @Test("first display asks for the visible rows only, each cellForRowAt followed by its willDisplay")
    func firstDisplay() {
        let (controller, log) = shownTable()
        #expect(
            log.take() == [
                "viewWillAppear selected=none",
                "cell#1 init", "cellForRowAt 0 -> cell#1", "willDisplay 0",
                "cell#2 init", "cellForRowAt 1 -> cell#2", "willDisplay 1",
                "cell#3 init", "cellForRowAt 2 -> cell#3", "willDisplay 2",
                "cell#4 init", "cellForRowAt 3 -> cell#4", "willDisplay 3",
                "cell#5 init", "cellForRowAt 4 -> cell#5", "willDisplay 4",
                "viewDidAppear",
            ])
        #expect(
            controller.tableView.indexPathsForVisibleRows == (0..<5).map { IndexPath(row: $0, section: 0) })
        #expect(controller.tableView.contentSize.height == 20_000)
        #expect(
            controller.tableView.visibleCells.last?.frame == CGRect(x: 0, y: 800, width: 390, height: 200))
        #expect(
            controller.tableView.visibleCells.last?.contentView.bounds.size == CGSize(width: 390, height: 200)
        )
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 5, section: 0)) == nil)
    }

    @Test(
        "a slow drag scrolls frame by frame; the row that leaves ends and its cell serves the row that enters"
    )
    func slowDrag() {
        let (controller, log) = shownTable()
        _ = log.take()
        Headless.drag(controller.tableView, by: CGPoint(x: 0, y: 200))
        #expect(
            log.take() == [
                "scrollViewWillBeginDragging",
                "scrollViewDidScroll 100",
                "scrollViewDidScroll 200",
                "didEndDisplaying 0 cell#1",
                "cell#1 prepareForReuse", "cellForRowAt 5 -> cell#1", "willDisplay 5",
                "scrollViewWillEndDragging target=200",
                "scrollViewDidEndDragging decelerate=false",
            ])
        #expect(controller.tableView.isDragging == false)
        #expect(controller.tableView.visibleCells.count == 5)
    }

    @Test(
        "a flick decelerates on virtual time to the target (599: rows 2 to 7 on screen), then reports the end"
    )
    func flick() {
        let (controller, log) = shownTable()
        _ = log.take()
        Headless.drag(controller.tableView, by: CGPoint(x: 0, y: 100), velocity: CGPoint(x: 0, y: 1))
        #expect(
            log.take() == [
                "scrollViewWillBeginDragging",
                "scrollViewDidScroll 100",
                "scrollViewWillEndDragging target=599",
                "scrollViewDidEndDragging decelerate=true",
                "scrollViewWillBeginDecelerating",
            ])
        #expect(controller.tableView.isDecelerating)
        Headless.runUntilIdle()
        #expect(
            log.take() == [
                "scrollViewDidScroll 599",
                "didEndDisplaying 0 cell#1", "didEndDisplaying 1 cell#2",
                "cell#2 prepareForReuse", "cellForRowAt 5 -> cell#2", "willDisplay 5",
                "cell#1 prepareForReuse", "cellForRowAt 6 -> cell#1", "willDisplay 6",
                "cell#6 init", "cellForRowAt 7 -> cell#6", "willDisplay 7",
                "scrollViewDidEndDecelerating",
            ])
        #expect(controller.tableView.isDecelerating == false)
    }

    @Test("reloadData hands the same cells back, and the old ones end after the new ones are shown")
    func reloadData() {
        let (controller, log) = shownTable(rows: 3)
        _ = log.take()
        controller.rows = ["A", "B"]
        controller.tableView.reloadData()
        #expect(log.take() == [])
        Headless.runUntilIdle()
        #expect(
            log.take() == [
                "cell#3 prepareForReuse", "cellForRowAt 0 -> cell#3", "willDisplay 0",
                "cell#2 prepareForReuse", "cellForRowAt 1 -> cell#2", "willDisplay 1",
                "didEndDisplaying 0 cell#1", "didEndDisplaying 1 cell#2", "didEndDisplaying 2 cell#3",
            ])
        #expect(LoggedCell.made == 3)
        #expect(controller.tableView.visibleCells.count == 2)
    }

    @Test("reloadRows: the new cell is shown, then the old one ends, as the device log prints")
    func reloadRows() {
        let (controller, log) = shownTable()
        _ = log.take()
        controller.tableView.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
        #expect(
            log.take() == [
                "cell#6 init", "cellForRowAt 2 -> cell#6", "willDisplay 2",
                "didEndDisplaying 2 cell#3",
            ])
    }

    @Test("an inserted row on screen is asked for at once; the row pushed off the bottom ends first")
    func insertRow() {
        let (controller, log) = shownTable()
        _ = log.take()
        controller.rows.insert("New", at: 0)
        controller.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        #expect(
            log.take() == [
                "didEndDisplaying 5 cell#5",
                "cell#5 prepareForReuse", "cellForRowAt 0 -> cell#5", "willDisplay 0",
            ])
        #expect(
            controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)).map {
                ($0 as? LoggedCell)?.serial
            } == 1)
    }

    @Test("a deleted row's cell ends after the row that moved up into view is shown")
    func deleteRow() {
        let (controller, log) = shownTable()
        _ = log.take()
        controller.tableView.performBatchUpdates {
            controller.rows.remove(at: 0)
            controller.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
        } completion: { finished in
            log.append("completion \(finished)")
        }
        #expect(
            log.take() == [
                "cell#6 init", "cellForRowAt 4 -> cell#6", "willDisplay 4",
                "didEndDisplaying 0 cell#1",
            ])
        Headless.runUntilIdle()
        #expect(log.take() == ["completion true"])
    }

    @Test("an animated scroll to a row reaches it when the clock passes the animation's end")
    func scrollToRow() {
        let (controller, log) = shownTable()
        _ = log.take()
        controller.tableView.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: true)
        #expect(log.take() == [])
        Headless.advance(by: 0.3)
        let lines = log.take()
        #expect(lines.first == "scrollViewDidScroll 10000")
        #expect(lines.last == "scrollViewDidEndScrollingAnimation")
        #expect(controller.tableView.indexPathsForVisibleRows?.map(\.row) == [50, 51, 52, 53, 54])
        #expect(LoggedCell.made == 5)
    }

    @Test("a released table controller takes its table and cells with it")
    func releasesCells() throws {
        let log = Log.start()
        let nav = UINavigationController(rootViewController: UIViewController())
        _ = showOnScreen(nav, log: log)
        let controller: Weak<LoggedTableController>
        let cell: Weak<UITableViewCell>
        do {
            let table = LoggedTableController(rows: 10)
            controller = Weak(table)
            nav.pushViewController(table, animated: false)
            Headless.runUntilIdle()
            cell = Weak(try #require(table.tableView.visibleCells.first))
        }
        nav.popViewController(animated: false)
        Headless.runUntilIdle()
        try expectReleased(controller)
        try expectReleased(cell)
    }
}

/// Prefetching: a guess at UIKit's policy (the screenful beyond the visible rows, in the
/// direction of travel), pinned so a change is seen.
@Suite(.serialized, .headlessWorld) @MainActor struct TablePrefetchTests {
    final class Prefetching: LoggedTableController, UITableViewDataSourcePrefetching {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.prefetchDataSource = self
        }

        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
            log("prefetchRowsAt \(indexPaths.map(\.row))")
        }
    }

    @Test("the screenful below is prefetched at first display, then the rows beyond as it scrolls")
    func prefetch() {
        let log = Log.start()
        LoggedCell.made = 0
        let controller = Prefetching(rows: 12)
        _ = showInWindow(controller)
        #expect(log.take().filter { $0.hasPrefix("prefetch") } == ["prefetchRowsAt [5, 6, 7, 8, 9]"])
        controller.tableView.contentOffset.y = 400
        Headless.runUntilIdle()
        #expect(log.take().filter { $0.hasPrefix("prefetch") } == ["prefetchRowsAt [10, 11]"])
        controller.tableView.contentOffset.y = 0
        Headless.runUntilIdle()
        #expect(log.take().filter { $0.hasPrefix("prefetch") } == [])
    }
}
