// ViewLifecycle · HeadlessUIKitSnippetTests

import Testing

/// A settings screen as apps write it: a plain view controller that owns a grouped table and is
/// its data source and delegate, with section titles, a custom header view and batch updates.
final class SnippetSettingsController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    var sections: [[String]] = [["Wi-Fi", "Bluetooth"], ["Notifications"]]
    var selected: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tableView.dataSource = self
        tableView.delegate = self
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Setting")
        tableView.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
        tableView.estimatedRowHeight = 44
        tableView.rowHeight = UITableView.automaticDimension
        tableView.separatorStyle = .singleLine
        tableView.tableFooterView = UIView()
        tableView.contentInsetAdjustmentBehavior = .never
        view.addSubview(tableView)
    }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        sections[section].count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Setting", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = sections[indexPath.section][indexPath.row]
        content.image = UIImage(systemName: "gear")
        content.textProperties.numberOfLines = 1
        cell.contentConfiguration = content
        cell.accessoryType = indexPath.section == 0 ? .disclosureIndicator : .none
        cell.selectionStyle = .default
        return cell
    }

    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 1 ? "Shown on the lock screen." : nil
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
        var content = UIListContentConfiguration.groupedHeader()
        content.text = section == 0 ? "Connections" : "Alerts"
        header?.contentConfiguration = content
        return header
    }

    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 40 }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.append(sections[indexPath.section][indexPath.row])
        tableView.deselectRow(at: indexPath, animated: true)
    }

    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        indexPath.section == 1
    }

    /// Adds a row at the end of the first section, with the table's own animation.
    func addSetting(_ name: String) {
        sections[0].append(name)
        tableView.performBatchUpdates(
            {
                self.tableView.insertRows(
                    at: [IndexPath(row: self.sections[0].count - 1, section: 0)], with: .automatic)
            }, completion: nil)
    }

    /// Moves the first section's last row to the front, as a reorder would.
    func moveLastToFront() {
        let name = sections[0].removeLast()
        sections[0].insert(name, at: 0)
        tableView.beginUpdates()
        tableView.moveRow(
            at: IndexPath(row: sections[0].count - 1, section: 0), to: IndexPath(row: 0, section: 0))
        tableView.endUpdates()
    }
}

@Suite(.serialized, .headlessWorld) @MainActor struct GroupedTableSnippetTests {
    @Test("a grouped table shows its sections' rows and follows inserts and moves")
    func groupedTable() {
        _ = Log.start()
        let settings = SnippetSettingsController()
        let window = showInWindow(settings)
        let table = settings.tableView
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.visibleCells.count == 3)
        #expect(table.headerView(forSection: 0) != nil)
        let bluetooth = table.cellForRow(at: IndexPath(row: 1, section: 0))
        settings.addSetting("Hotspot")
        #expect(table.numberOfRows(inSection: 0) == 3)
        Driver.runUntilIdle()
        #expect(table.indexPathsForVisibleRows?.count == 4)
        settings.moveLastToFront()
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === bluetooth)
        #expect(bluetooth.flatMap { table.indexPath(for: $0) } == IndexPath(row: 2, section: 0))
        withExtendedLifetime(window) {}
    }
}
