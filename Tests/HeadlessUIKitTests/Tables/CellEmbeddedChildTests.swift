// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: trace 08 (http://www.openradar.me/32106539, iOS 10.3 simulator): a table controller on
// a tab switched to for the first time prints "T viewDidLoad", "T viewWillAppear", then the
// cell-embedded child's "C viewDidLoad", and the child never gets viewWillAppear, because its
// view joined the table (in the table's layout) after T's appearance transition had begun.
@Suite(.serialized, .headlessWorld) @MainActor struct CellEmbeddedChildTests {
    final class Table: UITableViewController {
        let child = LoggingViewController("C")

        override func viewDidLoad() {
            super.viewDidLoad()
            log("T viewDidLoad()")
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log("T viewWillAppear(_:)")
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }

        override func tableView(
            _ tableView: UITableView, cellForRowAt indexPath: IndexPath
        ) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            addChild(child)
            cell.contentView.addSubview(child.view)
            child.didMove(toParent: self)
            return cell
        }
    }

    @Test("the child in a cell loads during the table's first layout, after the table's viewWillAppear")
    func childInCell() {
        let log = Log.start()
        let first = UIViewController()
        let table = Table(style: .plain)
        let tabs = UITabBarController()
        tabs.viewControllers = [first, table]
        _ = showOnScreen(tabs, log: log)
        tabs.selectedIndex = 1
        Headless.runUntilIdle()
        let lines = log.take().filter { !$0.hasSuffix("toParent:)") && !$0.contains("Layout") }
        #expect(
            Array(lines.prefix(4)) == [
                "T viewDidLoad()", "T viewWillAppear(_:)", "C loadView()", "C viewDidLoad()",
            ])
        withKnownIssue(
            "trace 08: on a device the cell-embedded child gets no viewWillAppear; here its view joining the window sends it"
        ) {
            #expect(!lines.contains("C viewWillAppear(_:)"))
        }
    }
}
