// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// UITableViewController's documented rule: with clearsSelectionOnViewWillAppear, the selection
// is cleared when it receives viewWillAppear(_:) (Apple's documentation of the property).
// The order of highlight, select and deselect calls on a tap, and of the swipe calls, is a
// guess: no device log of them was found.
@Suite(.serialized, .headlessWorld) @MainActor struct TableInteractionTests {
    private func shownTable(rows: Int = 10) -> (LoggedTableController, Log) {
        let log = Log.start()
        LoggedCell.made = 0
        let controller = LoggedTableController(rows: rows)
        _ = showOnScreen(controller, log: log)
        return (controller, log)
    }

    @Test("a tap highlights, then selects; a tap on another row deselects the first before selecting")
    func tapSelects() {
        let (controller, log) = shownTable()
        Headless.tapRow(at: IndexPath(row: 1, section: 0), in: controller.tableView)
        Headless.tapRow(at: IndexPath(row: 3, section: 0), in: controller.tableView)
        #expect(
            log.take() == [
                "shouldHighlightRowAt 1", "didHighlightRowAt 1", "didUnhighlightRowAt 1",
                "willSelectRowAt 1", "didSelectRowAt 1",
                "shouldHighlightRowAt 3", "didHighlightRowAt 3", "didUnhighlightRowAt 3",
                "willSelectRowAt 3", "willDeselectRowAt 1", "didDeselectRowAt 1", "didSelectRowAt 3",
            ])
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == true)
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
    }

    @Test("code's selectRow and deselectRow tell the delegate nothing")
    func codeSelection() {
        let (controller, log) = shownTable()
        controller.tableView.selectRow(
            at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(controller.tableView.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        controller.tableView.deselectRow(at: IndexPath(row: 2, section: 0), animated: true)
        #expect(controller.tableView.indexPathForSelectedRow == nil)
        #expect(log.take() == [])
    }

    @Test("reloadData clears the selection and deselects the cell")
    func reloadClearsSelection() {
        let (controller, _) = shownTable()
        controller.tableView.selectRow(
            at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let cell = controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0))
        controller.tableView.reloadData()
        #expect(controller.tableView.indexPathForSelectedRow == nil)
        #expect(cell?.isSelected == false)
    }

    @Test("popped back to, the table controller clears its selection in viewWillAppear")
    func clearsSelectionOnPop() {
        let log = Log.start()
        let table = LoggedTableController(rows: 10)
        let nav = UINavigationController(rootViewController: table)
        _ = showOnScreen(nav, log: log)
        Headless.tapRow(at: IndexPath(row: 2, section: 0), in: table.tableView)
        nav.pushViewController(UIViewController(), animated: true)
        Headless.runUntilIdle()
        #expect(table.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        _ = log.take()
        nav.popViewController(animated: true)
        Headless.runUntilIdle()
        #expect(log.take() == ["viewWillAppear selected=none", "viewDidAppear"])
    }

    @Test("with clearsSelectionOnViewWillAppear off, the selection survives the pop")
    func keepsSelection() {
        let log = Log.start()
        let table = LoggedTableController(rows: 10)
        table.clearsSelectionOnViewWillAppear = false
        let nav = UINavigationController(rootViewController: table)
        _ = showOnScreen(nav, log: log)
        table.tableView.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        nav.pushViewController(UIViewController(), animated: false)
        Headless.runUntilIdle()
        nav.popViewController(animated: false)
        Headless.runUntilIdle()
        #expect(log.take() == ["viewWillAppear selected=4", "viewDidAppear"])
    }

    @Test("the default swipe action is Delete: it commits .delete, and the deleted row's cell ends")
    func swipeToDelete() {
        let (controller, log) = shownTable()
        let performed = Headless.performSwipeAction(
            "Delete", forRowAt: IndexPath(row: 0, section: 0), in: controller.tableView)
        #expect(performed)
        #expect(
            log.take() == [
                "commit delete 0",
                "cell#6 init", "cellForRowAt 4 -> cell#6", "willDisplay 4",
                "didEndDisplaying 0 cell#1",
            ])
        #expect(controller.tableView.numberOfRows(inSection: 0) == 9)
        #expect(
            !Headless.performSwipeAction(
                "Archive", forRowAt: IndexPath(row: 0, section: 0), in: controller.tableView))
    }

    @Test("a custom trailing action runs its handler between willBeginEditing and didEndEditing")
    func customSwipeAction() {
        final class Controller: LoggedTableController {
            override func tableView(
                _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
            ) -> UISwipeActionsConfiguration? {
                let archive = UIContextualAction(style: .normal, title: "Archive") { action, _, done in
                    HeadlessTestSupport.log("handler \(action.title ?? "") \(indexPath.row)")
                    done(true)
                }
                return UISwipeActionsConfiguration(actions: [archive])
            }

            override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
                HeadlessTestSupport.log("willBeginEditingRowAt \(indexPath.row)")
            }

            override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
                HeadlessTestSupport.log("didEndEditingRowAt \(indexPath?.row ?? -1)")
            }
        }
        let log = Log.start()
        let controller = Controller(rows: 3)
        _ = showOnScreen(controller, log: log)
        Headless.performSwipeAction(
            "Archive", forRowAt: IndexPath(row: 1, section: 0), in: controller.tableView)
        #expect(log.take() == ["willBeginEditingRowAt 1", "handler Archive 1", "didEndEditingRowAt 1"])
        #expect(
            !Headless.performSwipeAction(
                "Delete", forRowAt: IndexPath(row: 1, section: 0), in: controller.tableView))
    }

    @Test("editing mode reaches the visible cells, and those shown later, with each row's editing style")
    func editingMode() {
        let (controller, _) = shownTable()
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing)
        #expect(controller.tableView.isEditing)
        let cell = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell?.isEditing == true)
        #expect(cell?.editingStyle == .delete)
        controller.tableView.contentOffset.y = 1156
        Headless.runUntilIdle()
        let later = controller.tableView.cellForRow(at: IndexPath(row: 9, section: 0))
        #expect(later?.isEditing == true)
        #expect(later?.editingStyle == .delete)
        controller.setEditing(false, animated: false)
        #expect(later?.isEditing == false)
        #expect(later?.editingStyle == UITableViewCell.EditingStyle.none)
    }

    @Test("a reorder tells the data source after the table has moved the row, keeping the cells")
    func reorder() {
        final class Controller: LoggedTableController {
            override func tableView(
                _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
                to destinationIndexPath: IndexPath
            ) {
                HeadlessTestSupport.log("moveRowAt \(sourceIndexPath.row) to \(destinationIndexPath.row)")
                rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
            }
        }
        let log = Log.start()
        LoggedCell.made = 0
        let controller = Controller(rows: 3)
        _ = showOnScreen(controller, log: log)
        let first = controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0))
        Headless.moveRow(
            at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0), in: controller.tableView)
        #expect(log.take() == ["moveRowAt 0 to 2"])
        #expect(controller.tableView.cellForRow(at: IndexPath(row: 2, section: 0)) === first)
        #expect(controller.rows == ["Row 1", "Row 2", "Row 0"])
    }
}
