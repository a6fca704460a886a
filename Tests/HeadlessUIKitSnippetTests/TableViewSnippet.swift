// ViewLifecycle · HeadlessUIKitSnippetTests

import Testing

/// A programmatic cell as apps write them: subviews added in `init(style:reuseIdentifier:)`.
final class SnippetBookCell: UITableViewCell {
    static let reuseIdentifier = "BookCell"
    let badge = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        badge.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            badge.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        badge.text = nil
    }
}

/// A books list as a `UITableViewController` subclass, printing the display callbacks.
final class SnippetBooksController: UITableViewController {
    var books = (1...40).map { "Book \($0)" }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(SnippetBookCell.self, forCellReuseIdentifier: SnippetBookCell.reuseIdentifier)
        tableView.rowHeight = 200
        tableView.contentInsetAdjustmentBehavior = .never
        navigationItem.rightBarButtonItem = editButtonItem
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        books.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(
            withIdentifier: SnippetBookCell.reuseIdentifier, for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = books[indexPath.row]
        content.secondaryText = "Row \(indexPath.row)"
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        (cell as? SnippetBookCell)?.badge.text = indexPath.row.isMultiple(of: 2) ? "new" : nil
        log("cellForRowAt \(indexPath.row)")
        return cell
    }

    override func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        log("willDisplay \(indexPath.row)")
    }

    override func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.books.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}

// Source: the first display's order, cellForRowAt then willDisplay for each row on screen
// only, is the one printed in https://jeongchoyi.github.io/2021/01/06/uitableview-cell-life-cycle.
@Suite(.serialized, .headlessWorld) @MainActor struct TableViewSnippetTests {
    @Test("the rows on screen are asked for in order, each followed by its willDisplay")
    func firstDisplay() {
        _ = Log.start()
        let books = SnippetBooksController(style: .plain)
        let window = showInWindow(books)
        #expect(
            Log.shared.take() == [
                "cellForRowAt 0", "willDisplay 0", "cellForRowAt 1", "willDisplay 1",
                "cellForRowAt 2", "willDisplay 2", "cellForRowAt 3", "willDisplay 3",
                "cellForRowAt 4", "willDisplay 4",
            ])
        #expect(books.tableView.indexPathsForVisibleRows?.map(\.row) == [0, 1, 2, 3, 4])
        books.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        #expect(books.tableView.indexPathForSelectedRow?.row == 1)
        withExtendedLifetime(window) {}
    }

    @Test("a diffable data source shows its snapshot's items")
    func diffable() {
        _ = Log.start()
        let controller = UIViewController()
        let window = showInWindow(controller)
        let table = UITableView(frame: controller.view.bounds, style: .insetGrouped)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        controller.view.addSubview(table)
        let source = UITableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            var content = UIListContentConfiguration.cell()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Milk", "Eggs"])
        source.apply(snapshot, animatingDifferences: false)
        Driver.runUntilIdle()
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(source.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "Eggs")
        #expect(source.snapshot().numberOfItems == 2)
        withExtendedLifetime(window) {}
    }
}
