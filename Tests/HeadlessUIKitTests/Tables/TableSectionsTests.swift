// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Headers and footers: shown section by section with the rows (header, rows, footer), each
// with its will-display call, and ended when they leave; the order is a guess (no log found).
@Suite(.serialized, .headlessWorld) @MainActor struct TableSectionsTests {
    final class Sections: NSObject, UITableViewDataSource, UITableViewDelegate {
        var sections: [[String]] = [["a0", "a1"], ["b0"]]

        func numberOfSections(in tableView: UITableView) -> Int { sections.count }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            sections[section].count
        }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell =
                tableView.dequeueReusableCell(withIdentifier: "plain")
                ?? UITableViewCell(style: .subtitle, reuseIdentifier: "plain")
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
            log("cellForRowAt \(indexPath.section)-\(indexPath.row)")
            return cell
        }

        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            "Section \(section)"
        }

        func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            indexPath.section == 0 ? 300 : 500
        }

        func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)
        {
            let title =
                ((view as? UITableViewHeaderFooterView)?.contentConfiguration as? UIListContentConfiguration)?
                .text
            log("willDisplayHeaderView \(section) \(title ?? "-")")
        }

        func tableView(
            _ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int
        ) {
            log("didEndDisplayingHeaderView \(section)")
        }

        func tableView(
            _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {
            log("willDisplay \(indexPath.section)-\(indexPath.row)")
        }

        func tableView(
            _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
        ) {
            log("didEndDisplaying \(indexPath.section)-\(indexPath.row)")
        }
    }

    @Test("titled sections: header, then its rows; heightForRowAt places rows; leaving the top ends them")
    func headersAndRows() {
        let log = Log.start()
        let source = Sections()
        let controller = UIViewController()
        _ = showOnScreen(controller, log: log)
        let table = UITableView(frame: controller.view.bounds, style: .grouped)
        table.dataSource = source
        table.delegate = source
        controller.view.addSubview(table)
        Headless.runUntilIdle()
        #expect(
            log.take() == [
                "willDisplayHeaderView 0 Section 0",
                "cellForRowAt 0-0", "willDisplay 0-0",
                "cellForRowAt 0-1", "willDisplay 0-1",
                "willDisplayHeaderView 1 Section 1",
                "cellForRowAt 1-0", "willDisplay 1-0",
            ])
        // Header 28, rows 300 and 300, footer 18, header 28, row 500, footer 18.
        #expect(
            table.rectForRow(at: IndexPath(row: 0, section: 1))
                == CGRect(x: 0, y: 674, width: 390, height: 500))
        #expect(table.contentSize.height == 1192)
        table.setContentOffset(CGPoint(x: 0, y: 340), animated: false)
        table.layoutIfNeeded()
        #expect(log.take() == ["didEndDisplaying 0-0", "didEndDisplayingHeaderView 0"])
        #expect(
            table.indexPathsForVisibleRows == [IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)])
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 700)) == IndexPath(row: 0, section: 1))
    }

    @Test("deleting a section ends its header and rows after the display settles")
    func deleteSection() {
        let log = Log.start()
        let source = Sections()
        let controller = UIViewController()
        _ = showOnScreen(controller, log: log)
        let table = UITableView(frame: controller.view.bounds, style: .grouped)
        table.dataSource = source
        table.delegate = source
        controller.view.addSubview(table)
        Headless.runUntilIdle()
        _ = log.take()
        source.sections.remove(at: 0)
        table.deleteSections(IndexSet(integer: 0), with: .automatic)
        #expect(
            log.take() == [
                "didEndDisplaying 0-0", "didEndDisplaying 0-1", "didEndDisplayingHeaderView 0",
            ])
        #expect(table.numberOfSections == 1)
        #expect(table.indexPathsForVisibleRows == [IndexPath(row: 0, section: 0)])
    }
}
