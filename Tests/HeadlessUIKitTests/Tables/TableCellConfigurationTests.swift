// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

/// A cell as iOS 14+ apps write one: it restyles itself for its state in
/// `updateConfiguration(using:)`, logging each state it is given.
private final class StatefulCell: UITableViewCell {
    var row = -1

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        var background = defaultBackgroundConfiguration()
        background.backgroundColor = state.isSelected ? .systemBlue : nil
        backgroundConfiguration = background
        log("row \(row) configured selected \(state.isSelected) highlighted \(state.isHighlighted)")
    }
}

/// Three rows of stateful cells that log when each is about to show.
private final class StatefulTableController: UITableViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(StatefulCell.self, forCellReuseIdentifier: "Cell")
        tableView.rowHeight = 100
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        (cell as? StatefulCell)?.row = indexPath.row
        return cell
    }

    override func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        log("willDisplay \(indexPath.row)")
    }
}

// Apple's documentation of updateConfiguration(using:): UIKit calls it before the cell first
// shows and whenever its configuration state changes (setNeedsUpdateConfiguration); where the
// first call falls beside willDisplay is the collection view's rule, a guess for tables.
@Suite(.serialized, .headlessWorld) @MainActor struct TableCellConfigurationTests {
    @Test("a cell is configured for its state before it shows, and again as a tap changes the state")
    func configuredForState() throws {
        let log = Log.start()
        let controller = StatefulTableController(style: .plain)
        _ = showInWindow(controller)
        #expect(
            log.take() == [
                "row 0 configured selected false highlighted false", "willDisplay 0",
                "row 1 configured selected false highlighted false", "willDisplay 1",
                "row 2 configured selected false highlighted false", "willDisplay 2",
            ])
        Headless.tapRow(at: IndexPath(row: 1, section: 0), in: controller.tableView)
        #expect(
            log.take() == [
                "row 1 configured selected false highlighted true",
                "row 1 configured selected false highlighted false",
                "row 1 configured selected true highlighted false",
            ])
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.configurationState.isSelected)
        #expect(cell.backgroundConfiguration?.backgroundColor == .systemBlue)
    }

    @Test("a handler set on a shown cell runs at once with its state")
    func handler() throws {
        let log = Log.start()
        let controller = StatefulTableController(style: .insetGrouped)
        _ = showOnScreen(controller, log: log)
        _ = log.take()
        let cell = try #require(controller.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        cell.configurationUpdateHandler = { _, state in
            Log.shared.append("handler selected \(state.isSelected)")
        }
        // The subclass calls super first, which runs the handler.
        #expect(
            log.take() == ["handler selected false", "row 0 configured selected false highlighted false"])
        #expect(cell.defaultBackgroundConfiguration() == .listGroupedCell())
    }
}
