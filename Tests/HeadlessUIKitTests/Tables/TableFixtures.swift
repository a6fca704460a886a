// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit

/// A cell that logs its creation and reuse, so tests see which cell object serves each row.
final class LoggedCell: UITableViewCell {
    nonisolated(unsafe) static var made = 0
    let serial: Int

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        LoggedCell.made += 1
        serial = LoggedCell.made
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        log("cell#\(serial) init")
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        log("cell#\(serial) prepareForReuse")
    }
}

/// A table view controller over `rows` rows of `rowHeight` points in one section that logs
/// its appearance, data source and delegate calls as a device's console would.
class LoggedTableController: UITableViewController {
    var rows: [String]
    let height: CGFloat

    init(rows: Int, rowHeight: CGFloat = 200) {
        self.rows = (0..<rows).map { "Row \($0)" }
        self.height = rowHeight
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(LoggedCell.self, forCellReuseIdentifier: "Cell")
        tableView.rowHeight = height
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log("viewWillAppear selected=\(tableView.indexPathForSelectedRow.map { "\($0.row)" } ?? "none")")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log("viewDidAppear")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        log("cellForRowAt \(indexPath.row) -> cell#\((cell as? LoggedCell)?.serial ?? 0)")
        var content = cell.defaultContentConfiguration()
        content.text = rows[indexPath.row]
        cell.contentConfiguration = content
        return cell
    }

    override func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        log("willDisplay \(indexPath.row)")
    }

    override func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
        log("didEndDisplaying \(indexPath.row) cell#\((cell as? LoggedCell)?.serial ?? 0)")
    }

    override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        log("scrollViewWillBeginDragging")
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        log("scrollViewDidScroll \(Int(scrollView.contentOffset.y))")
    }

    override func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        log("scrollViewWillEndDragging target=\(Int(targetContentOffset.pointee.y))")
    }

    override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        log("scrollViewDidEndDragging decelerate=\(decelerate)")
    }

    override func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {
        log("scrollViewWillBeginDecelerating")
    }

    override func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        log("scrollViewDidEndDecelerating")
    }

    override func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        log("scrollViewDidEndScrollingAnimation")
    }

    override func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log("shouldHighlightRowAt \(indexPath.row)")
        return true
    }

    override func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        log("didHighlightRowAt \(indexPath.row)")
    }

    override func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {
        log("didUnhighlightRowAt \(indexPath.row)")
    }

    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log("willSelectRowAt \(indexPath.row)")
        return indexPath
    }

    override func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        log("willDeselectRowAt \(indexPath.row)")
        return indexPath
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log("didSelectRowAt \(indexPath.row)")
    }

    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        log("didDeselectRowAt \(indexPath.row)")
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
    ) {
        log("commit \(editingStyle == .delete ? "delete" : "other") \(indexPath.row)")
        guard editingStyle == .delete else { return }
        rows.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
}
