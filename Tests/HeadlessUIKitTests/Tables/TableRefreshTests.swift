// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// UIKit keeps a table view controller's refresh control on its table view (UITableViewController.h:
// "refreshControl"; UIScrollView.h: the scroll view's own "refreshControl"), as a subview.
@Suite(.serialized, .headlessWorld) @MainActor struct TableRefreshTests {
    @Test("a table view controller's refresh control is its table view's, a subview the user can pull")
    func pullToRefresh() {
        let log = Log.start()
        let controller = LoggedTableController(rows: 3)
        _ = showOnScreen(controller, log: log)
        _ = log.take()
        let control = UIRefreshControl()
        control.addAction(UIAction { _ in Log.shared.append("refresh") }, for: .valueChanged)
        controller.refreshControl = control
        #expect(controller.tableView.refreshControl === control)
        #expect(control.superview === controller.tableView)
        Headless.pullToRefresh(control)
        #expect(log.take() == ["refresh"])
        controller.refreshControl = nil
        #expect(control.superview == nil)
    }

    @Test("a cell's image view is made once, in its content view")
    func imageView() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        let imageView = try #require(cell.imageView)
        imageView.image = UIImage(systemName: "star")
        #expect(cell.imageView === imageView)
        #expect(imageView.superview === cell.contentView)
        #expect(cell.imageView?.image?.size == CGSize(width: 20, height: 20))
    }
}
